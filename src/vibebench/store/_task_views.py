"""The joined samples of a few tasks: what a drill-down page shows, read only when shown.

`iter_task_views(path, run_id, models, task_ids)` reads the four payload tables for those
tasks only, through the natural-key index (one seek per model and task), and merges them into
`SampleView`s in key order, like `RunStore.iter_samples` does for a whole run.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from vibebench.errors import StoreError
from vibebench.store._codec import PayloadTable
from vibebench.store._records import SampleView
from vibebench.store._samples import JOINED, NATURAL_WIDTH, grouped_rows, merge_samples
from vibebench.store._schema import KEY_COLUMNS, connect

_BATCH = 200


def _rows(
    connection: sqlite3.Connection,
    table: PayloadTable,
    run_id: str,
    model: str,
    task_ids: Sequence[str],
) -> list[tuple[Any, ...]]:
    rows: list[tuple[Any, ...]] = []
    for start in range(0, len(task_ids), _BATCH):
        part = task_ids[start : start + _BATCH]
        marks = ", ".join("?" for _ in part)
        rows.extend(
            connection.execute(
                f"SELECT {', '.join(KEY_COLUMNS[1:] + table.columns)} FROM {table.name} "
                f"WHERE run_id = ? AND model = ? AND task_id IN ({marks})",
                (run_id, model, *part),
            )
        )
    rows.sort(
        key=lambda row: (
            tuple(row[:NATURAL_WIDTH])
            + tuple(row[NATURAL_WIDTH + table.columns.index(column)] for column in table.extra_key)
        )
    )
    return rows


def iter_task_views(
    path: Path, run_id: str, models: Sequence[str], task_ids: Sequence[str]
) -> Iterator[SampleView]:
    """Every sample of `task_ids` by `models` in run `run_id`, joined, in natural-key order.

    Raises:
        StoreError: the store cannot be read.
    """
    connection = connect(path, create=False)
    try:
        connection.execute("BEGIN")
        for model in sorted(models):
            streams = [
                grouped_rows(_rows(connection, table, run_id, model, task_ids), table)
                for table in JOINED
            ]
            yield from merge_samples(run_id, streams)
    except sqlite3.Error as exc:
        raise StoreError(f"{path}: read failed ({exc})") from exc
    finally:
        connection.close()
