"""Compare two run stores row by row, leaving out what timing decides.

How a refactor is checked to keep behaviour: run the same job before and after (e.g. check
out the old commit, `vibebench run --store before.sqlite --no-report`, then the new one into
after.sqlite) and compare. Every generation, extraction, verdict, plan and execution row must
be equal; only ids, run ids, timestamps, durations, CPU seconds, per-test details and messages
(which quote times) are left out. Exit 0 when equal, 1 (naming each table that differs) if not.

    python scripts/compare_runs.py before.sqlite after.sqlite
"""

from __future__ import annotations

import sqlite3
import sys

TABLES = ("generations", "extractions", "verdicts", "executions", "plans")
TIMING = {"id", "run_id", "created_at", "latency_s", "duration_s", "cpu_s", "tests", "message"}


def rows(path: str, table: str) -> list[tuple[str, ...]]:
    """The table's rows without the timing columns, as text, sorted."""
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
        columns = [row[1] for row in db.execute(f"PRAGMA table_info({table})")]
        kept = [column for column in columns if column not in TIMING]
        found = db.execute(f"SELECT {', '.join(kept)} FROM {table}").fetchall()  # noqa: S608
    return sorted(tuple(map(str, row)) for row in found)


def main(before: str, after: str) -> int:
    differing = []
    for table in TABLES:
        old, new = rows(before, table), rows(after, table)
        same = old == new
        print(f"{table:12} {len(old):7} rows before, {len(new):7} after: "
              f"{'identical' if same else 'DIFFERENT'}")  # fmt: skip
        if not same:
            differing.append(table)
    return 1 if differing else 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1], sys.argv[2]))
