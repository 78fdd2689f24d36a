"""The SQL behind `vibebench.store.aggregate_runs` (see `_aggregates` for the why).

One pass joins the four payload tables of a shard of (run, model) pairs into the temporary
table `agg_samples`, one row per sample: a `UNION ALL` of the tables grouped by sample key, so
each table is scanned once in storage order and SQLite sorts small rows instead of looking
keys up. Per sample it keeps `fin` (turn * 16 + status code of the highest final turn) and a
packed integer of sums (bit fields below), the positions of the verdicts followed as a bit
mask, the instruction at the lowest position when k = 1, and whether the sample is done.
Every other statement is a `GROUP BY` over that table.

A sample also gets its `view`: the number of what its figures count towards. That is its run,
or, for a run split by benchmark, the view of its task's benchmark (`view_case`: a lookup of
`task_benchmarks` once per sample, while the table is filled). Figures group by view; progress,
the drill-down's index and the task list group by run.
"""

from __future__ import annotations

from collections.abc import Sequence

from vibebench.store._records import ANSWERED, GENERATION_STATUSES

STATUS_CODES: dict[str, int] = {status: code for code, status in enumerate(GENERATION_STATUSES)}
UNKNOWN_STATUS = 15
MAX_POSITION = 61
"""Verdict positions above this are left out of the position figures (k is at most 30)."""

# Bit fields of `packed` (each a sum over the sample's rows, 8 bits wide):
_NFIN, _ANS, _X, _VN, _VP, _EX = 40, 32, 24, 16, 8, 1
"""final rows, final rows without an error, extractions, verdicts, verdicts passed; the
execution adds 2 + passed (bit 1: present, bit 0: passed)."""

_KEYS = "run, model, setting, k, task_id, sample"
_STATUS_CASE = (
    "CASE status "
    + " ".join(f"WHEN '{s}' THEN {c}" for s, c in STATUS_CODES.items())
    + f" ELSE {UNKNOWN_STATUS} END"
)
_ANSWERED_CODES = ", ".join(str(STATUS_CODES[s]) for s in sorted(ANSWERED))

SAMPLES_DDL = """
CREATE TEMP TABLE agg_samples (
    run INTEGER, model TEXT, setting TEXT, k INTEGER, task_id TEXT, sample INTEGER,
    view INTEGER, fin INTEGER, packed INTEGER, pm INTEGER, first TEXT, done INTEGER,
    PRIMARY KEY (run, model, setting, k, task_id, sample)
) WITHOUT ROWID
"""

_BRANCH = (
    "SELECT {run} AS run, model, setting, k, task_id, sample, {payload} FROM {table} "
    "{hint} WHERE {where}{only}"
)
_ONLY = {"generations": " AND final = 1"}
"""Only final turns decide a sample's outcome; samples with earlier turns only are counted
apart (`GENERATION_KEYS`), which spares the sort every earlier turn of a conversation."""
_PAYLOADS = {
    "generations": f"CASE WHEN final THEN turn * 16 + {_STATUS_CASE} END AS fin, "
    f"(final << {_NFIN}) + ((final AND error IS NULL) << {_ANS}) AS packed, "
    "0 AS pm, NULL AS first",
    "extractions": f"NULL, 1 << {_X}, 0, NULL",
    "verdicts": f"NULL, (1 << {_VN}) + (passed << {_VP}), "
    f"CASE WHEN position <= {MAX_POSITION} THEN passed << position ELSE 0 END, "
    "CASE WHEN k = 1 THEN printf('%010d', position) || instruction_id END",
    "executions": "NULL, 2 + passed, 0, NULL",
}


def field(name: str) -> str:
    """The SQL expression of one bit field of `packed`."""
    shift = {"nfin": _NFIN, "ans": _ANS, "x": _X, "vn": _VN, "vp": _VP}[name]
    return f"((packed >> {shift}) & 255)"


ANS = f"({field('ans')} > 0)"
VN, VP = field("vn"), field("vp")
EX = "((packed >> 1) & 1)"
EP = "(packed & 1)"
PASSED = f"({EX} AND {EP} AND {ANS})"
FOLLOWED = f"(CASE WHEN {ANS} THEN {VP} ELSE 0 END)"


def view_case(splits: Sequence[tuple[str, str, str, int]], otherwise: str) -> str:
    """The view number of a row: for each (run test, run_id, benchmark, view) of `splits`
    (run_id and benchmark as SQL literals), the rows passing the run test whose task belongs
    to the benchmark; any other row keeps `otherwise` (its run number)."""
    if not splits:
        return otherwise
    branches = " ".join(
        f"WHEN {test} AND task_id IN (SELECT task_id FROM task_benchmarks "
        f"WHERE run_id = {run_id} AND benchmark = {benchmark}) THEN {number}"
        for test, run_id, benchmark, number in splits
    )
    return f"CASE {branches} ELSE {otherwise} END"


def fill_sql(run_case: str, where: str, hint: str, no_exec: str, view: str = "run") -> str:
    """INSERT of one shard's samples: `run_case` maps run_id to its number, `where` selects
    the shard's rows, `no_exec` lists the run numbers whose samples need no execution, `view`
    gives a sample's view from its run number and task (`view_case`)."""
    union = " UNION ALL ".join(
        _BRANCH.format(
            run=run_case,
            payload=payload,
            table=table,
            hint=hint,
            where=where,
            only=_ONLY.get(table, ""),
        )
        for table, payload in _PAYLOADS.items()
    )
    packed = "sum(packed)"
    return f"""
INSERT INTO agg_samples
SELECT {_KEYS}, {view}, max(fin) AS fin, {packed} AS packed, sum(pm), min(first),
       coalesce(max(fin) IS NOT NULL AND max(fin) % 16 != {STATUS_CODES["not_attempted"]}
       AND (max(fin) % 16 NOT IN ({_ANSWERED_CODES})
            OR (({packed} >> {_X}) & 255 > 0 AND ({packed} >> {_VN}) & 255 >= k
                AND (({packed} >> 1) & 1 OR run IN ({no_exec})))), 0)
  FROM ({union}) GROUP BY {_KEYS}
"""


def group(run: str) -> str:
    """A (run or view, model, setting, k) group as one string (`Columnar.fetch` splits it
    once per group)."""
    return f"{run} || char(31) || model || char(31) || setting || char(31) || k"


TASKS = f"""
SELECT {group("view")}, task_id, count(*), sum({PASSED}),
       total({FOLLOWED} * 1.0 / max({VN}, k, 1)), sum({ANS} AND {VP} = {VN} AND {VN} >= k),
       sum(NOT {ANS})
  FROM agg_samples WHERE done GROUP BY view, model, setting, k, task_id
"""


def positions_sql(largest: int) -> str:
    """Per (view, model, setting, k): done samples, and those that followed position 1..n."""
    columns = ", ".join(f"total({ANS} AND (pm >> {p}) & 1)" for p in range(1, largest + 1))
    return f"""
SELECT view, model, setting, k, count(*){", " + columns if columns else ""}
  FROM agg_samples WHERE done AND setting IN ('single', 'multi') GROUP BY view, model, setting, k
"""


VERDICTS = """
SELECT {view} AS view, model, setting, instruction_id, count(*), total(passed)
  FROM verdicts {hint} WHERE {where} AND setting IN ('single', 'multi')
 GROUP BY view, model, setting, instruction_id
"""
ANY_EXCLUDED = f"""
SELECT 1 FROM agg_samples WHERE {VN} > 0 AND NOT (done AND {ANS})
   AND setting IN ('single', 'multi') LIMIT 1
"""
EXCLUDED = f"""
SELECT s.view, v.model, v.setting, v.instruction_id, count(*), total(v.passed), s.done
  FROM agg_samples AS s CROSS JOIN verdicts AS v
    ON v.run_id = :run_id AND v.model = s.model AND v.task_id = s.task_id
       AND v.setting = s.setting AND v.k = s.k AND v.sample = s.sample
 WHERE s.run = :run AND {VN} > 0 AND NOT (s.done AND {ANS})
       AND s.setting IN ('single', 'multi')
 GROUP BY s.view, v.model, v.setting, v.instruction_id, s.done
"""
FIRST = f"""
SELECT view, model, setting, task_id, substr(first, 11), count(*), sum({PASSED})
  FROM agg_samples WHERE done AND k = 1 AND first IS NOT NULL AND setting IN ('single', 'multi')
 GROUP BY view, model, setting, task_id, first
"""
BASE = (
    f"SELECT view, model, task_id, sample, {PASSED} FROM agg_samples WHERE done AND "
    "setting = 'base'"
)
TURNS = f"""
SELECT view, model, k, total(sp > mp), total(mp > sp) FROM (
  SELECT view, model, k, max(CASE WHEN setting = 'single' THEN p END) AS sp,
         max(CASE WHEN setting = 'multi' THEN p END) AS mp
    FROM (SELECT view, model, setting, k, task_id, sample, {PASSED} AS p
            FROM agg_samples WHERE done AND setting IN ('single', 'multi'))
   GROUP BY view, model, k, task_id, sample)
 WHERE sp IS NOT NULL AND mp IS NOT NULL GROUP BY view, model, k
"""
GENERATION_KEYS = """
SELECT count(*) FROM (SELECT 1 FROM generations WHERE run_id = :run_id AND model = :model
                       GROUP BY task_id, setting, k, sample)
"""
"""Samples with any generation row (an index-only scan, no sort)."""
WITH_FINAL = (
    "SELECT count(*) FROM agg_samples WHERE run = :run AND model = :model AND fin IS NOT NULL"
)
WITHOUT_FINAL_WITH_TURNS = """
SELECT count(*) FROM agg_samples AS s WHERE s.run = :run AND s.model = :model AND s.fin IS NULL
   AND EXISTS (SELECT 1 FROM generations AS g WHERE g.run_id = :run_id AND g.model = s.model
                  AND g.task_id = s.task_id AND g.setting = s.setting AND g.k = s.k
                  AND g.sample = s.sample)
"""
COUNTS = (
    "SELECT run, model, count(*), total(done), fin % 16, count(fin) FROM agg_samples "
    "GROUP BY run, model, fin % 16"
)
MULTIPLE_FINALS = f"SELECT 1 FROM agg_samples WHERE {field('nfin')} > 1 LIMIT 1"
FINALS = """
SELECT {run} AS run, g.model, g.status, g.http_status, count(*),
       total(CAST(json_extract(g.usage, '$.prompt_tokens') AS INTEGER)),
       total(CAST(json_extract(g.usage, '$.completion_tokens') AS INTEGER)),
       total(g.latency_s), count(g.latency_s), min(g.created_at), g.error, g.provider_message
  FROM generations AS g {hint} WHERE {where} AND g.final = 1 {latest}
 GROUP BY run, g.model, g.status, g.http_status
"""
LATEST = """AND NOT EXISTS (
    SELECT 1 FROM generations AS h WHERE h.run_id = g.run_id AND h.model = g.model
       AND h.task_id = g.task_id AND h.setting = g.setting AND h.k = g.k
       AND h.sample = g.sample AND h.final = 1 AND h.turn > g.turn)"""
EXECUTIONS = """
SELECT {view} AS view, model, isolation, flags, count(*) FROM executions {hint} WHERE {where}
 GROUP BY view, model, isolation, flags
"""
OVERVIEW = f"""
SELECT task_id, count(*), total({EX}), total({EX} AND {EP}), total({FOLLOWED}), total(k),
       total(NOT {ANS})
  FROM agg_samples GROUP BY task_id
"""
INDEX = f"""
SELECT {group("run")}, task_id, sample, CASE WHEN {EX} THEN {EP} ELSE -1 END,
       {FOLLOWED}, NOT {ANS}, done
  FROM agg_samples
"""
