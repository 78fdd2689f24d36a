"""The joined samples of a few tasks: what a drill-down page shows, read only when shown.

`iter_task_views(path, run_id, models, task_ids)` reads the four payload tables for those
tasks only, through the natural-key index (one seek per model and task), and merges them into
`SampleView`s in key order, like `RunStore.iter_samples` does for a whole run.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator, Sequence
from itertools import groupby
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from vibebench.errors import StoreError
from vibebench.store._codec import (
    EXECUTIONS,
    EXTRACTIONS,
    GENERATIONS,
    VERDICTS,
    PayloadTable,
    key_from_row,
)
from vibebench.store._records import SampleView
from vibebench.store._schema import KEY_COLUMNS, connect

_TABLES = (GENERATIONS, EXTRACTIONS, VERDICTS, EXECUTIONS)
_WIDTH = len(KEY_COLUMNS) - 1
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
            tuple(row[:_WIDTH])
            + tuple(row[_WIDTH + table.columns.index(column)] for column in table.extra_key)
        )
    )
    return rows


def _grouped(
    rows: list[tuple[Any, ...]], table: PayloadTable
) -> Iterator[tuple[tuple[Any, ...], list[BaseModel]]]:
    for natural, found in groupby(rows, key=lambda row: tuple(row[:_WIDTH])):
        yield natural, [table.decode(tuple(row[_WIDTH:])) for row in found]


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
                _grouped(_rows(connection, table, run_id, model, task_ids), table)
                for table in _TABLES
            ]
            heads = [next(stream, None) for stream in streams]
            while any(head is not None for head in heads):
                current = min(head[0] for head in heads if head is not None)
                found: list[list[BaseModel]] = []
                for index, head in enumerate(heads):
                    if head is not None and head[0] == current:
                        found.append(head[1])
                        heads[index] = next(streams[index], None)
                    else:
                        found.append([])
                generations, extractions, verdicts, executions = found
                yield SampleView(
                    key=key_from_row(run_id, current),
                    generations=tuple(generations),  # type: ignore[arg-type]
                    extraction=extractions[0] if extractions else None,  # type: ignore[arg-type]
                    verdicts=tuple(verdicts),  # type: ignore[arg-type]
                    execution=executions[0] if executions else None,  # type: ignore[arg-type]
                )
    except sqlite3.Error as exc:
        raise StoreError(f"{path}: read failed ({exc})") from exc
    finally:
        connection.close()
