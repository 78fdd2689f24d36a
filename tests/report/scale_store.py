"""A store of a million samples written in SQL (seconds, not the minutes the record API takes).

4 models x 22,728 tasks x (base + single k = 1..5 + multi k = 1..5): one final generation per
sample (short texts), an extraction, k verdicts (positions 1..k) and an execution, with passes
spread deterministically so every figure has something to show. The schema is the store's own
(`RunStore.open` creates it); only the rows are bulk-inserted.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from vibebench.store import RunStore

MODELS = ("model-a", "model-b", "model-c", "model-d")
INSTRUCTIONS = ("style_1", "style_3", "logic_1", "logic_3", "doc_2", "doc_4", "error_1",
                "library_1")
SETTINGS = [("base", 0)] + [(s, k) for s in ("single", "multi") for k in range(1, 6)]
CREATED = "2026-01-01T00:00:00+00:00"


def _values(rows: list[tuple[object, ...]]) -> str:
    return ", ".join("(" + ", ".join(repr(v) if isinstance(v, str) else str(v) for v in row) + ")"
                     for row in rows)


def fill_scale_store(path: Path, samples: int = 1_000_000) -> str:
    """Write run `scale` with about `samples` samples; return its run id."""
    tasks = -(-samples // (len(MODELS) * len(SETTINGS)))
    with RunStore.open(path, synchronous="OFF") as store:
        run_id = store.create_or_get_run("scale", {"samples": samples, "synthetic": "sql"})
        for model in MODELS:
            store.record_plan(run_id, model, tasks * len(SETTINGS))
    models = _values([(i, m) for i, m in enumerate(MODELS)])
    settings = _values(SETTINGS)
    ids = _values([(i, x) for i, x in enumerate(INSTRUCTIONS)])
    script = f"""
    PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;
    CREATE TEMP TABLE m (mi INTEGER, model TEXT); INSERT INTO m VALUES {models};
    CREATE TEMP TABLE st (setting TEXT, k INTEGER); INSERT INTO st VALUES {settings};
    CREATE TEMP TABLE ins (ii INTEGER, iid TEXT); INSERT INTO ins VALUES {ids};
    CREATE TEMP TABLE t (ti INTEGER PRIMARY KEY);
    WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < {tasks - 1})
    INSERT INTO t SELECT i FROM n;
    CREATE TEMP TABLE s AS SELECT mi, model, ti, 'Scale/' || ti AS task_id, setting, k
      FROM m, t, st ORDER BY model, task_id, setting, k;
    INSERT INTO generations (run_id, model, task_id, setting, k, sample, turn, final, messages,
        response, usage, latency_s, error, created_at, status, finish_reason)
      SELECT '{run_id}', model, task_id, setting, k, 0, CASE setting WHEN 'multi' THEN k
             ELSE 0 END, 1,
             '[{{"role":"user","content":"Write task_func for task ' || ti || '."}}]',
             'def task_func():\n    return ' || ti || '\n',
             '{{"prompt_tokens":12,"completion_tokens":9}}', 0.5, NULL, '{CREATED}', 'ok',
             'stop' FROM s;
    INSERT INTO extractions (run_id, model, task_id, setting, k, sample, code, method, error,
        created_at)
      SELECT '{run_id}', model, task_id, setting, k, 0,
             'def task_func():\n    return ' || ti || '\n', 'fenced', NULL, '{CREATED}' FROM s;
    INSERT INTO verdicts (run_id, model, task_id, setting, k, sample, instruction_id, position,
        params, passed, diagnostics, error, created_at)
      SELECT '{run_id}', s.model, s.task_id, s.setting, s.k, 0, ins.iid, p.position, '{{}}',
             (s.ti * 31 + p.position * 17 + s.mi * 7 + s.k) % 10 < 7 - s.mi, '[]', NULL,
             '{CREATED}'
        FROM s JOIN (SELECT 1 AS position UNION ALL SELECT 2 UNION ALL SELECT 3
                     UNION ALL SELECT 4 UNION ALL SELECT 5) AS p ON p.position <= s.k
        JOIN ins ON ins.ii = (s.ti + p.position * 3) % {len(INSTRUCTIONS)};
    INSERT INTO executions (run_id, model, task_id, setting, k, sample, passed, status, tests,
        duration_s, isolation, error, created_at, flags)
      SELECT '{run_id}', model, task_id, setting, k, 0, (ti * 13 + k * 5 + mi) % 10 < 7 - mi,
             CASE WHEN (ti * 13 + k * 5 + mi) % 10 < 7 - mi THEN 'passed' ELSE 'failed' END,
             '[]', 0.01, 'bwrap', NULL, '{CREATED}',
             CASE WHEN ti % 997 = 0 AND mi = 3 THEN '["process_exit"]' ELSE '[]' END FROM s;
    """
    with sqlite3.connect(path) as db:
        db.executescript(script)
    db.close()
    return run_id
