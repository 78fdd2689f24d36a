"""The joined per-sample view: one streaming merge over the four payload tables.

Each table is read once, ordered by natural key (the UNIQUE index serves the order), and the
four sorted streams are merged like a merge join. One pass, flat memory, no query per sample.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from itertools import groupby
from typing import Any

from pydantic import BaseModel

from vibebench.store._codec import (
    EXECUTIONS,
    EXTRACTIONS,
    GENERATIONS,
    VERDICTS,
    PayloadTable,
    key_from_row,
)
from vibebench.store._records import SampleView
from vibebench.store._schema import KEY_COLUMNS

JOINED = (GENERATIONS, EXTRACTIONS, VERDICTS, EXECUTIONS)
"""The payload tables a SampleView joins, in the order `merge_samples` takes their streams."""
NATURAL_WIDTH = len(KEY_COLUMNS) - 1
"""The natural key's columns: the store key without its run id."""

Natural = tuple[Any, ...]


def _select(connection: sqlite3.Connection, table: PayloadTable, run_id: str) -> sqlite3.Cursor:
    columns = ", ".join(KEY_COLUMNS[1:] + table.columns)
    return connection.execute(
        f"SELECT {columns} FROM {table.name} WHERE run_id = ? ORDER BY {table.order_by}",
        (run_id,),
    )


def grouped_rows(
    rows: Iterable[Sequence[Any]], table: PayloadTable
) -> Iterator[tuple[Natural, list[BaseModel]]]:
    """Rows of `table` (natural key columns, then the table's) in natural-key order, grouped
    by natural key, each group decoded."""
    for natural, group in groupby(rows, key=lambda row: tuple(row[:NATURAL_WIDTH])):
        yield natural, [table.decode(tuple(row[NATURAL_WIDTH:])) for row in group]


def merge_samples(
    run_id: str, streams: Sequence[Iterator[tuple[Natural, list[BaseModel]]]]
) -> Iterator[SampleView]:
    """Merge the grouped streams of the `JOINED` tables, in that order, into SampleViews.

    Each stream is sorted by natural key; one SampleView is yielded per key any stream has.
    """
    heads = [next(stream, None) for stream in streams]
    while any(head is not None for head in heads):
        current = min(head[0] for head in heads if head is not None)
        found: list[list[Any]] = []
        for index, head in enumerate(heads):
            if head is not None and head[0] == current:
                found.append(head[1])
                heads[index] = next(streams[index], None)
            else:
                found.append([])
        generations, extractions, verdicts, executions = found
        yield SampleView(
            key=key_from_row(run_id, current),
            generations=tuple(generations),
            extraction=extractions[0] if extractions else None,
            verdicts=tuple(verdicts),
            execution=executions[0] if executions else None,
        )


def iter_sample_views(connection: sqlite3.Connection, run_id: str) -> Iterator[SampleView]:
    """Yield one SampleView per sample of `run_id` that has any stored row, in key order."""
    connection.execute("BEGIN")  # one snapshot for all four reads
    try:
        streams = [grouped_rows(_select(connection, table, run_id), table) for table in JOINED]
        yield from merge_samples(run_id, streams)
    finally:
        connection.execute("ROLLBACK")
