"""Row <-> record conversion and the SQL each payload table is written with.

One table description per payload (its columns, its natural key, its record type) drives the
upsert statement, the row encoding and the decoding, so the three never drift apart.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from pydantic import BaseModel

from vibebench.errors import StoreError
from vibebench.jsonl import loads
from vibebench.store._records import (
    ExecutionRecord,
    ExtractionRecord,
    GenerationRecord,
    SampleKey,
    VerdictRecord,
)
from vibebench.store._schema import KEY_COLUMNS

JSON_FIELDS = frozenset(
    {"messages", "usage", "params", "diagnostics", "tests", "config", "flags", "environment"}
)
BOOL_FIELDS = frozenset({"final", "passed", "machine_busy"})
TIME_FIELDS = frozenset({"created_at"})


@dataclass(frozen=True)
class PayloadTable:
    """How one payload table is laid out and which record type it holds."""

    name: str
    record: type[BaseModel]
    columns: tuple[str, ...]
    """Payload columns after the key columns, in record field order."""
    extra_key: tuple[str, ...] = ()
    """Payload columns that belong to the natural key (turn, instruction and position)."""

    @property
    def all_columns(self) -> tuple[str, ...]:
        """Return key and payload columns in table order."""
        return KEY_COLUMNS + self.columns

    @property
    def order_by(self) -> str:
        """Return the ORDER BY list that sorts rows by natural key."""
        return ", ".join(KEY_COLUMNS[1:] + self.extra_key)

    def upsert_sql(self) -> str:
        """Return an insert that never replaces a success but does replace an error row.

        A row whose `error` is NULL is final: rewriting the same key is a no-op (idempotent
        resume). A row with an error is overwritten by the next attempt, so retries land.
        """
        columns = self.all_columns
        conflict = ", ".join(KEY_COLUMNS + self.extra_key)
        replaced = [column for column in self.columns if column not in self.extra_key]
        updates = ", ".join(f"{column} = excluded.{column}" for column in replaced)
        placeholders = ", ".join("?" for _ in columns)
        return (
            f"INSERT INTO {self.name} ({', '.join(columns)}) VALUES ({placeholders}) "
            f"ON CONFLICT ({conflict}) DO UPDATE SET {updates} "
            f"WHERE {self.name}.error IS NOT NULL"
        )

    def encode(self, key: SampleKey, record: BaseModel) -> tuple[Any, ...]:
        """Return the SQL parameters for `record` stored under `key`."""
        values = [getattr(key, column) for column in KEY_COLUMNS]
        values.extend(encode_value(column, getattr(record, column)) for column in self.columns)
        return tuple(values)

    def decode(self, values: tuple[Any, ...]) -> BaseModel:
        """Build the record from the payload column values of one row."""
        fields = {
            column: decode_value(column, value)
            for column, value in zip(self.columns, values, strict=True)
        }
        return self.record.model_validate(fields)


GENERATIONS = PayloadTable(
    "generations",
    GenerationRecord,
    (
        "turn",
        "final",
        "messages",
        "response",
        "usage",
        "latency_s",
        "error",
        "created_at",
        "status",
        "finish_reason",
        "http_status",
        "provider_message",
    ),
    extra_key=("turn",),
)
EXTRACTIONS = PayloadTable(
    "extractions", ExtractionRecord, ("code", "method", "error", "created_at")
)
VERDICTS = PayloadTable(
    "verdicts",
    VerdictRecord,
    ("instruction_id", "position", "params", "passed", "diagnostics", "error", "created_at"),
    extra_key=("position", "instruction_id"),
)
EXECUTIONS = PayloadTable(
    "executions",
    ExecutionRecord,
    (
        "passed",
        "status",
        "tests",
        "duration_s",
        "isolation",
        "error",
        "created_at",
        "message",
        "cpu_s",
        "machine_busy",
        "memory_bound",
        "flags",
    ),
)
PAYLOAD_TABLES = {table.name: table for table in (GENERATIONS, EXTRACTIONS, VERDICTS, EXECUTIONS)}


def dumps(value: Any) -> str:
    """Serialize JSON compactly and keep non-ASCII text readable in the database."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def canonical_json(value: Any) -> str:
    """Serialize JSON with sorted keys, so equal configs give equal text (and run ids)."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


def encode_value(column: str, value: Any) -> Any:
    """Convert one record field to its SQLite representation."""
    if value is None:
        return None
    if column in JSON_FIELDS:
        return dumps(value)
    if column in BOOL_FIELDS:
        return int(value)
    if column in TIME_FIELDS:
        return value.isoformat() if isinstance(value, datetime) else str(value)
    return value


def decode_value(column: str, value: Any) -> Any:
    """Convert one SQLite value back to its record field.

    Raises:
        StoreError: the value is not what vibebench wrote (a damaged or hand-edited store).
    """
    if value is None:
        return None
    try:
        if column in JSON_FIELDS:
            return loads(value)
        if column in BOOL_FIELDS:
            return bool(value)
        if column in TIME_FIELDS:
            return datetime.fromisoformat(value)
    except (ValueError, TypeError) as exc:
        message = f"the run store is damaged: a {column!r} value is unreadable ({exc})"
        raise StoreError(message) from exc
    return value


def key_from_row(run_id: str, values: tuple[Any, ...]) -> SampleKey:
    """Build a SampleKey from (model, task_id, setting, k, sample)."""
    model, task_id, setting, k, sample = values
    return SampleKey(
        run_id=run_id, model=model, task_id=task_id, setting=setting, k=k, sample=sample
    )
