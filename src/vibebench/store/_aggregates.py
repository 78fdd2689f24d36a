"""Per-task aggregates of runs, computed by SQLite: what metrics and the report need of a run,
without one Python object per sample.

`aggregate_runs(path, runs)` joins the payload tables into one small row per sample inside
SQLite (`_aggregate_sql`) and returns `GROUP BY` results: per (model, setting, k, task) the done
samples, passes, instructions followed and errors; verdict counts per instruction; the
instruction at k = 1 per task; McNemar's discordant pairs; and per model the progress, final
generation outcomes, isolation and reward-hack flags. The (run, model) pairs are split into
shards aggregated on their own connections in parallel threads (SQLite runs without the GIL),
each shard a consistent snapshot of its models.

A run may be split by benchmark (`RunSpec.benchmarks`, from the store's `task_benchmarks`):
then every figure (tasks, positions, verdicts, first instructions, base samples, turn pairs,
executions) is given per benchmark *view*, keyed by a view id of its own
(`StoreAggregates.views`), while progress, final generations, the task list and the
drill-down's index stay per run. The split is a lookup in SQL while samples are joined, so a
split run costs about what it costs unsplit.

A sample is *done* by the rule of `sample_done` (docs/store.md): its final generation is not
`not_attempted`; a failed one is done as it is; an answered one needs its extraction, at least
k verdicts and, unless its run executes nothing, its execution. A sample without an answer
fails its tests and every instruction. Only done samples count in figures; every sample with
a row counts in progress.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from vibebench.errors import StoreError
from vibebench.store import _aggregate_sql as sql
from vibebench.store._progress import ErrorKind, ModelProgress, outcome_text
from vibebench.store._records import ANSWERED
from vibebench.store._schema import connect

_PAYLOAD_TABLES = ("generations", "extractions", "verdicts", "executions")


@dataclass(frozen=True)
class RunSpec:
    """A run to aggregate, and whether its samples need an execution to be done."""

    run_id: str
    needs_execution: bool = True
    benchmarks: tuple[str, ...] = ()
    """Benchmarks whose tasks each get figures of their own (a view per benchmark); empty:
    the run's figures are pooled, keyed by its run_id."""

    def view_ids(self) -> dict[str, str]:
        """Benchmark -> the id its view's figures are keyed by (`run_id \x1f benchmark`)."""
        return {name: f"{self.run_id}{VIEW_SEPARATOR}{name}" for name in self.benchmarks}


VIEW_SEPARATOR = "\x1f"
"""Between the run_id and the benchmark in a view id."""


@dataclass(frozen=True)
class FinalGenerations:
    """The final generations of one model that ended one way (status and HTTP status)."""

    run_id: str
    model: str
    status: str
    http_status: int | None
    count: int
    prompt_tokens: int
    completion_tokens: int
    latency_sum: float
    latency_count: int
    first_at: str
    """created_at of the earliest of them; `error` and `provider_message` are that row's."""
    error: str | None
    provider_message: str | None


@dataclass(frozen=True)
class TaskOverview:
    """One task over every sample of the runs (done or not), for the drill-down's list."""

    task_id: str
    samples: int
    executed: int
    passed: int
    followed: int
    instructions: int
    errors: int


Row = tuple[Any, ...]
GroupKey = tuple[str, str, str, int]
"""(run, model, setting, k)."""
_FETCH = 50_000


class _Numbering(dict):  # type: ignore[type-arg]
    """Numbers keys in the order first seen: `numbering[key]` (a C-speed lookup but for new
    keys)."""

    def __missing__(self, key: object) -> int:
        number = self[key] = len(self)
        return number


def _group_key(text: str) -> GroupKey:
    run, model, setting, k = text.split("\x1f")
    return (int(run), model, setting, int(k))  # type: ignore[return-value]


@dataclass
class Columnar:
    """Rows of (group key, task, numbers...) as arrays: `group` and `task` index `groups` and
    `tasks`, `values` holds one array per numeric column. Fetched in batches, so a million
    rows never exist as a million Python tuples."""

    groups: list[GroupKey] = field(default_factory=list)
    tasks: list[str] = field(default_factory=list)
    group: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int32))
    task: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int32))
    values: list[np.ndarray] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.group)

    @classmethod
    def fetch(cls, cursor: sqlite3.Cursor, columns: int) -> Columnar:
        """Read rows of (group key, task_id, `columns` numbers), the group key being
        `run \x1f model \x1f setting \x1f k` (one string, not four, per row)."""
        groups, tasks = _Numbering(), _Numbering()
        group_parts, task_parts, value_parts = [], [], []
        while batch := cursor.fetchmany(_FETCH):
            key, task, *numbers = zip(*batch, strict=True)
            group_parts.append(np.fromiter(map(groups.__getitem__, key), np.int32, len(key)))
            task_parts.append(np.fromiter(map(tasks.__getitem__, task), np.int32, len(task)))
            value_parts.append(np.array(numbers, dtype=np.float64))
        found = cls(groups=[_group_key(key) for key in groups], tasks=list(tasks))  # type: ignore[arg-type]
        if group_parts:
            found.group = np.concatenate(group_parts)
            found.task = np.concatenate(task_parts)
            matrix = np.concatenate(value_parts, axis=1)
            found.values = [matrix[i].copy() for i in range(columns)]
        else:
            found.values = [np.zeros(0) for _ in range(columns)]
        return found.sorted_tasks()

    def sorted_tasks(self) -> Columnar:
        """Renumber tasks so that their numbers follow the sorted task ids."""
        order = sorted(range(len(self.tasks)), key=self.tasks.__getitem__)
        renumber = np.empty(len(order), dtype=np.int32)
        renumber[order] = np.arange(len(order), dtype=np.int32)
        self.tasks = [self.tasks[i] for i in order]
        if len(self.task):
            self.task = renumber[self.task]
        return self


@dataclass
class StoreAggregates:
    """Everything the figures need of some runs, as rows of plain values (run = run_id)."""

    tasks: Columnar = field(default_factory=Columnar)
    """Per (run, model, setting, k) and task, of done samples: samples, passed, IF sum, all
    followed, errors. The IF sum adds each sample's share of its max(k, verdicts) instructions
    followed; `all followed` counts samples that followed all of at least k verdicts."""
    positions: list[Row] = field(default_factory=list)
    """(run, model, setting, k, samples, (followed at position 1, 2, ...)) of done samples."""
    verdicts: list[Row] = field(default_factory=list)
    """(run, model, setting, instruction_id, verdicts, followed) of done samples in the single
    and multi settings (a sample without an answer follows nothing)."""
    first_instructions: list[Row] = field(default_factory=list)
    """(run, model, setting, task_id, instruction_id, samples, passed) of done samples with
    k = 1 and a verdict, by the instruction at the lowest position."""
    base_samples: list[Row] = field(default_factory=list)
    """(run, model, task_id, sample, passed) of every done base sample."""
    turn_pairs: list[Row] = field(default_factory=list)
    """(run, model, k, passed single-turn only, passed multi-turn only) over the samples done in
    both settings with the same task and sample index (McNemar's discordant pairs)."""
    counts: list[Row] = field(default_factory=list)
    """(run, model, samples, done, final status or None, samples whose final generation has
    it) per model and status."""
    finals: list[FinalGenerations] = field(default_factory=list)
    executions: list[Row] = field(default_factory=list)
    """(run, model, isolation, flags JSON, executions)."""
    overview: list[TaskOverview] = field(default_factory=list)
    index: Columnar = field(default_factory=Columnar)
    """Per sample (group and task as in `tasks`, but keyed by run): sample, passed or -1
    without an execution, instructions followed, no answer, done; only with `with_index`."""
    views: dict[str, tuple[str, str]] = field(default_factory=dict)
    """View id -> (run_id, benchmark) of each benchmark of the runs split by benchmark; the
    figures of those runs are keyed by these ids, not by their run_id."""


def _quote(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"


class _Pass:
    """Reads of `runs` on a private connection, in one snapshot.

    Two run side by side (SQLite works without the GIL): `samples` joins the four tables into
    `agg_samples` and answers everything per sample from it; `tables` counts verdicts, final
    generations and executions straight from their tables.
    """

    def __init__(
        self, path: Path, runs: Sequence[RunSpec], models: Sequence[tuple[int, str]], hint: str
    ) -> None:
        self.path, self.runs, self.models, self.hint = path, runs, models, hint
        self.run_case = (
            "CASE run_id "
            + " ".join(f"WHEN {_quote(run.run_id)} THEN {i}" for i, run in enumerate(runs))
            + " END"
        )
        self.where = "run_id IN (" + ", ".join(_quote(run.run_id) for run in runs) + ")"
        splits = [
            (i, _quote(run.run_id), _quote(name))
            for i, run in enumerate(runs)
            for name in run.benchmarks
        ]
        views = [
            (i, run_id, name, number)
            for number, (i, run_id, name) in enumerate(splits, start=len(runs))
        ]
        self.view_of_sample = sql.view_case(
            [(f"run = {i}", run_id, name, n) for i, run_id, name, n in views], "run"
        )
        self.view_case = sql.view_case(
            [(f"run_id = {run_id}", run_id, name, n) for _, run_id, name, n in views],
            self.run_case,
        )

    def _format(self, template: str, **extra: str) -> str:
        return template.format(
            run=self.run_case, view=self.view_case, hint=self.hint, where=self.where, **extra
        )

    def _open(self) -> sqlite3.Connection:
        connection = connect(self.path, create=False)
        connection.execute("BEGIN")
        return connection

    def samples(self, with_index: bool) -> tuple[StoreAggregates, list[Row], bool]:
        """Aggregates from `agg_samples`; the verdict corrections for samples not done or
        without an answer; whether a sample has several final turns."""
        connection = self._open()
        try:
            return self._samples(connection, with_index)
        except sqlite3.Error as exc:
            raise StoreError(f"{self.path}: read failed ({exc})") from exc
        finally:
            connection.close()

    def _samples(
        self, connection: sqlite3.Connection, with_index: bool
    ) -> tuple[StoreAggregates, list[Row], bool]:
        no_exec = (
            ", ".join(str(i) for i, run in enumerate(self.runs) if not run.needs_execution) or "-1"
        )
        connection.execute(sql.SAMPLES_DDL)
        connection.execute(
            sql.fill_sql(self.run_case, self.where, self.hint, no_exec, self.view_of_sample)
        )

        def rows(statement: str, parameters: Any = ()) -> list[Row]:
            return connection.execute(statement, parameters).fetchall()

        tasks = Columnar.fetch(connection.execute(sql.TASKS), 5)
        largest = max((key[3] for key in tasks.groups if key[2] in ("single", "multi")), default=0)
        result = StoreAggregates(
            tasks=tasks,
            positions=[
                (*row[:5], tuple(int(v) for v in row[5:]))
                for row in rows(sql.positions_sql(min(largest, sql.MAX_POSITION)))
            ],
            first_instructions=rows(sql.FIRST),
            base_samples=rows(sql.BASE),
            turn_pairs=[(r, m, k, int(a), int(b)) for r, m, k, a, b in rows(sql.TURNS)],
            counts=[
                (r, m, n, int(d), None if s is None else _status(s), c)
                for r, m, n, d, s, c in rows(sql.COUNTS)
            ]
            + self._turns_only(connection),
            overview=[
                TaskOverview(task, n, *(int(v) for v in rest))
                for task, n, *rest in rows(sql.OVERVIEW)
            ],
            index=Columnar.fetch(connection.execute(sql.INDEX), 5) if with_index else Columnar(),
        )
        corrections: list[Row] = []
        if rows(sql.ANY_EXCLUDED):
            for run, spec in enumerate(self.runs):
                corrections += rows(sql.EXCLUDED, {"run": run, "run_id": spec.run_id})
        several = bool(rows(sql.MULTIPLE_FINALS))
        if several:
            result.finals = self._finals(connection, sql.LATEST)
        return result, corrections, several

    def tables(self) -> StoreAggregates:
        """Verdict counts (every sample), final generations, executions."""
        connection = self._open()
        try:
            return StoreAggregates(
                verdicts=[
                    (*row[:4], row[4], int(row[5]))
                    for row in connection.execute(self._format(sql.VERDICTS))
                ],
                finals=self._finals(connection, ""),
                executions=connection.execute(self._format(sql.EXECUTIONS)).fetchall(),
            )
        except sqlite3.Error as exc:
            raise StoreError(f"{self.path}: read failed ({exc})") from exc
        finally:
            connection.close()

    def _finals(self, connection: sqlite3.Connection, latest: str) -> list[FinalGenerations]:
        return [
            FinalGenerations(*row)
            for row in connection.execute(self._format(sql.FINALS, latest=latest))
        ]

    def _turns_only(self, connection: sqlite3.Connection) -> list[Row]:
        """(run, model, samples, 0, None, 0) for samples whose only rows are earlier turns of
        a conversation (no final turn, nothing else): stored, never done."""
        found = []
        for run, model in self.models:
            names = {"run": run, "run_id": self.runs[run].run_id, "model": model}
            keys = connection.execute(sql.GENERATION_KEYS, names).fetchone()[0]
            seen = connection.execute(sql.WITH_FINAL, names).fetchone()[0]
            seen += connection.execute(sql.WITHOUT_FINAL_WITH_TURNS, names).fetchone()[0]
            if keys > seen:
                found.append((run, model, keys - seen, 0, None, 0))
        return found


def _corrected(verdicts: list[Row], corrections: list[Row]) -> list[Row]:
    """All verdicts, less those of samples not done and the passes of samples without an
    answer (they follow nothing)."""
    totals = {tuple(row[:4]): [row[4], row[5]] for row in verdicts}
    for *key, count, passed, done in corrections:
        entry = totals[tuple(key)]
        entry[1] -= int(passed)
        if not done:
            entry[0] -= count
    return [(*key, count, passed) for key, (count, passed) in totals.items() if count]


def _named(result: StoreAggregates, runs: Sequence[RunSpec]) -> StoreAggregates:
    """Run and view numbers back to run and view ids (a run's number is its view's)."""
    ids = [run.run_id for run in runs]
    for run in runs:
        for name, view in run.view_ids().items():
            ids.append(view)
            result.views[view] = (run.run_id, name)
    for name in (
        "positions",
        "verdicts",
        "first_instructions",
        "base_samples",
        "turn_pairs",
        "counts",
        "executions",
    ):
        setattr(result, name, [(ids[row[0]], *row[1:]) for row in getattr(result, name)])
    for table in (result.tasks, result.index):
        table.groups = [(ids[run], model, setting, k) for run, model, setting, k in table.groups]
    result.finals = [
        FinalGenerations(**{**vars(f), "run_id": ids[int(f.run_id)]}) for f in result.finals
    ]
    return result


def _status(code: int) -> str:
    statuses = tuple(sql.STATUS_CODES)
    return statuses[code] if code < len(statuses) else "unknown"


@contextmanager
def _reading(path: Path) -> Iterator[sqlite3.Connection]:
    connection = connect(path, create=False)
    try:
        yield connection
    except sqlite3.Error as exc:
        raise StoreError(f"{path}: read failed ({exc})") from exc
    finally:
        connection.close()


def _models(connection: sqlite3.Connection, run_id: str) -> list[str]:
    """Every model with a row in the run (a skip scan of each table's index)."""
    models: set[str] = set()
    for table in _PAYLOAD_TABLES:
        found = connection.execute(
            f"SELECT min(model) FROM {table} WHERE run_id = ?", (run_id,)
        ).fetchone()[0]
        while found is not None:
            models.add(found)
            found = connection.execute(
                f"SELECT min(model) FROM {table} WHERE run_id = ? AND model > ?", (run_id, found)
            ).fetchone()[0]
    return sorted(models)


def aggregate_runs(
    path: Path, runs: Sequence[RunSpec], *, with_index: bool = False
) -> StoreAggregates:
    """Aggregate the samples of `runs` (see the module docstring).

    Raises:
        StoreError: the store cannot be opened or read.
    """
    listed = ", ".join(_quote(run.run_id) for run in runs) or "NULL"
    with _reading(path) as connection:
        models = [
            (i, model) for i, run in enumerate(runs) for model in _models(connection, run.run_id)
        ]
        total = connection.execute("SELECT count(*) FROM executions").fetchone()[0]
        mine = connection.execute(
            f"SELECT count(*) FROM executions WHERE run_id IN ({listed})"
        ).fetchone()[0]
    if not models:
        return StoreAggregates()
    # Most of the store: scan tables whole in storage order; a small part: use the index.
    hint = "NOT INDEXED" if 2 * mine >= total else ""
    reader = _Pass(path, runs, models, hint)
    with ThreadPoolExecutor(max_workers=1) as pool:
        tables = pool.submit(reader.tables)
        result, corrections, several = reader.samples(with_index)
        found = tables.result()
    result.verdicts = _corrected(found.verdicts, corrections)
    result.executions = found.executions
    if not several:
        result.finals = found.finals
    return _named(result, runs)


def first_prompts(path: Path, run_id: str, task_ids: Sequence[str]) -> dict[str, str]:
    """One stored prompt per task, as the messages JSON of a generation row: the base
    setting's first turn of the run's first model where there is one, else the task's
    earliest row.

    Raises:
        StoreError: the store cannot be read.
    """
    found: dict[str, str] = {}
    wanted = set(task_ids)
    with _reading(path) as connection:
        model = connection.execute(
            "SELECT min(model) FROM generations WHERE run_id = ?", (run_id,)
        ).fetchone()[0]
        rows = connection.execute(
            "SELECT task_id, messages FROM generations WHERE run_id = ? AND model = ? "
            "AND setting = 'base' AND turn = 0 AND sample = 0",
            (run_id, model),
        )
        found.update((task, text) for task, text in rows if task in wanted)
        missing = [task for task in task_ids if task not in found]
        for start in range(0, len(missing), 500):
            part = missing[start : start + 500]
            marks = ", ".join("?" for _ in part)
            found.update(
                connection.execute(
                    "SELECT task_id, messages FROM generations WHERE rowid IN "
                    "(SELECT min(rowid) FROM generations "
                    f"WHERE run_id = ? AND task_id IN ({marks}) GROUP BY task_id)",
                    (run_id, *part),
                )
            )
    return found


def progress_from_aggregates(
    found: StoreAggregates, run_id: str, planned: dict[str, int]
) -> tuple[ModelProgress, ...]:
    """The run's progress (as `ProgressCounter` gives it) from its aggregates: one entry per
    model with a row (sorted) and then per model only planned."""
    tallies: dict[str, dict[str, Any]] = {}
    for run, model, samples, done, status, count in found.counts:
        if run != run_id:
            continue
        tally = tallies.setdefault(model, {"samples": 0, "done": 0, "statuses": {}})
        tally["samples"] += samples
        tally["done"] += done
        if status is not None and count:
            tally["statuses"][status] = tally["statuses"].get(status, 0) + count
    finals: dict[str, list[FinalGenerations]] = {}
    for final in found.finals:
        if final.run_id == run_id:
            finals.setdefault(final.model, []).append(final)
    names = sorted(tallies) + [name for name in planned if name not in tallies]
    empty = {"samples": 0, "done": 0, "statuses": {}}
    return tuple(
        _model_progress(name, tallies.get(name, empty), finals.get(name, []), planned.get(name))
        for name in names
    )


def _model_progress(
    model: str, tally: dict[str, Any], finals: Sequence[FinalGenerations], planned: int | None
) -> ModelProgress:
    statuses: dict[str, int] = tally["statuses"]
    kinds = [
        ErrorKind(
            kind=f.status if f.http_status is None else f"{f.status} (HTTP {f.http_status})",
            status=f.status,
            http_status=f.http_status,
            count=f.count,
            first_message=outcome_text(f.status, f.http_status, f.provider_message, f.error),
        )
        for f in finals
        if f.status not in ANSWERED
    ]
    timed = [f for f in finals if f.status != "not_attempted" and f.latency_count]
    latency = (
        sum(f.latency_sum for f in timed) / sum(f.latency_count for f in timed) if timed else None
    )
    return ModelProgress(
        model=model,
        planned=planned,
        samples=tally["samples"],
        done=tally["done"],
        attempted=sum(statuses.values()) - statuses.get("not_attempted", 0),
        statuses=statuses,
        errors=tuple(sorted(kinds, key=lambda k: (k.status == "not_attempted", -k.count, k.kind))),
        prompt_tokens=int(sum(f.prompt_tokens for f in finals)),
        completion_tokens=int(sum(f.completion_tokens for f in finals)),
        latency_s=latency,
    )
