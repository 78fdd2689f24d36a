"""Export a run store's tables to JSONL (always) or Parquet (with the `parquet` extra).

`export_solutions` writes a run's extracted code in other harnesses' formats instead
(LiveCodeBench's code lists, BigCodeBench and EvalPlus samples; `vibebench._interchange`), so
their own evaluators can score the same code.

Rows are flat: the sample key's columns, then the payload. Nested values (messages, params,
diagnostics, tests, per-sample verdicts) stay nested in JSONL; Parquet stores them as JSON
text and lists those columns in the file's metadata, so `read_export` gives back the same rows
from either format. Files are written to a temporary name and renamed, so an interrupted export
never leaves a truncated file behind (and the file gets the permissions of the user's umask).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from itertools import islice
from pathlib import Path
from typing import Any, Literal

from vibebench._atomic import atomic_path
from vibebench._interchange import EXPORT_FORMATS, ExportFormat, write_solutions
from vibebench.errors import ConfigError, DatasetError
from vibebench.jsonl import read_jsonl_objects, write_jsonl
from vibebench.store._codec import BOOL_FIELDS, JSON_FIELDS, dumps
from vibebench.store._progress import (
    NO_EXECUTION_SUITES,
    RunProgress,
    final_generation,
    sample_done,
)
from vibebench.store._records import SampleView
from vibebench.store._schema import KEY_COLUMNS
from vibebench.store._store import RunStore

ExportTable = Literal["runs", "generations", "extractions", "verdicts", "executions", "samples"]
EXPORT_TABLES: tuple[ExportTable, ...] = (
    "runs",
    "generations",
    "extractions",
    "verdicts",
    "executions",
    "samples",
)
"""Tables `export_run` can write; `samples` is the joined per-sample view metrics read."""

Kind = Literal["str", "int", "float", "bool", "json"]

_KINDS: dict[str, Kind] = {
    "k": "int",
    "sample": "int",
    "turn": "int",
    "position": "int",
    "turns": "int",
    "instructions_passed": "int",
    "instructions_total": "int",
    "latency_s": "float",
    "duration_s": "float",
    "verdicts": "json",
    "all_instructions_passed": "bool",
    "execution_passed": "bool",
    "http_status": "int",
    "done": "bool",
}

_SAMPLE_COLUMNS = (
    *KEY_COLUMNS,
    "benchmark",
    "turns",
    "done",
    "generation_status",
    "finish_reason",
    "final_response",
    "generation_error",
    "code",
    "instructions_passed",
    "instructions_total",
    "all_instructions_passed",
    "verdicts",
    "execution_passed",
    "execution_status",
    "execution_error",
)

_JSON_COLUMNS_META = b"vibebench.json_columns"
_BATCH_ROWS = 10_000


def column_kind(name: str) -> Kind:
    """Return the export type of a column (drives the Parquet schema)."""
    if name in JSON_FIELDS:
        return "json"
    if name in BOOL_FIELDS:
        return "bool"
    return _KINDS.get(name, "str")


def sample_row(
    view: SampleView, *, needs_execution: bool = True, benchmark: str = ""
) -> dict[str, Any]:
    """Flatten one joined sample into an export row.

    `done` says whether every stage the sample needs has run (see `sample_done`); the
    columns of a stage that has not run are null, never a failing value. `benchmark` keeps
    the benchmarks of a run apart ("" for runs stored before they were recorded).
    """
    verdicts = view.verdicts
    passed = sum(verdict.passed for verdict in verdicts)
    execution = view.execution
    extraction = view.extraction
    final = final_generation(view)
    return {
        **view.key.model_dump(),
        "benchmark": benchmark,
        "turns": len(view.generations),
        "done": sample_done(view, needs_execution=needs_execution),
        "generation_status": final.status if final is not None else None,
        "finish_reason": final.finish_reason if final is not None else None,
        "final_response": view.final_response,
        "generation_error": view.generation_error,
        "code": extraction.code if extraction is not None else None,
        "instructions_passed": passed,
        "instructions_total": len(verdicts),
        "all_instructions_passed": passed == len(verdicts) if verdicts else None,
        "verdicts": [
            {
                "instruction_id": v.instruction_id,
                "position": v.position,
                "passed": v.passed,
                "error": v.error,
            }
            for v in verdicts
        ],
        "execution_passed": execution.passed if execution is not None else None,
        "execution_status": execution.status if execution is not None else None,
        "execution_error": execution.error if execution is not None else None,
    }


def iter_export_rows(
    store: RunStore, table: ExportTable, run_id: str | None = None
) -> Iterator[dict[str, Any]]:
    """Yield the export rows of `table`, for one run or (run_id None) for every run."""
    if table not in EXPORT_TABLES:
        raise ConfigError(f"unknown table {table!r}; expected one of {', '.join(EXPORT_TABLES)}")
    if table != "samples":
        yield from store.iter_table_rows(table, run_id)
        return
    run_ids = [run_id] if run_id is not None else [run.run_id for run in store.list_runs()]
    for each in run_ids:
        needs_execution = store.progress_counter(each).needs_execution
        benchmarks = store.benchmarks(each)
        for view in store.iter_samples(each):
            benchmark = benchmarks.get(view.key.task_id, "")
            yield sample_row(view, needs_execution=needs_execution, benchmark=benchmark)


def export_run(
    db_path: str | Path,
    out_path: str | Path,
    *,
    table: ExportTable = "samples",
    run_name: str | None = None,
    on_rows: Callable[[int], None] | None = None,
) -> int:
    """Write `table` of the store at `db_path` to `out_path` (.jsonl or .parquet).

    Returns the number of rows written. `on_rows` is told each batch's size (for progress).

    Raises:
        ConfigError: unknown table, run name or output suffix; pyarrow missing for Parquet.
        StoreError: the database is missing or not a readable run store.
    """
    out = Path(out_path)
    suffix = out.suffix.lower()
    if suffix not in (".jsonl", ".parquet"):
        raise ConfigError(f"{out}: the output must end in .jsonl or .parquet")
    with RunStore.open(db_path, create=False) as store:
        run_id = _resolve_run(store, run_name)
        rows = iter_export_rows(store, table, run_id)
        if suffix == ".jsonl":
            return _write_jsonl(rows, out, on_rows)
        return _write_parquet(rows, out, table, on_rows)


_SOLUTION_SUFFIX: dict[ExportFormat, str] = {
    "lcb": ".json",
    "bigcodebench": ".jsonl",
    "evalplus": ".jsonl",
}


def solution_row(view: SampleView, run_name: str) -> dict[str, Any]:
    """One sample as a solution-file row: its extracted code ("" when it has none, which
    every harness scores as a failure) and where it came from."""
    key = view.key
    code = view.extraction.code if view.extraction is not None else None
    row: dict[str, Any] = {
        "task_id": key.task_id,
        "sample": key.sample,
        "solution": code or "",
        "run": run_name,
        "model": key.model,
        "setting": key.setting,
        "k": key.k,
    }
    if view.verdicts:
        row["instructions"] = [
            {"id": verdict.instruction_id, "params": verdict.params} for verdict in view.verdicts
        ]
    return row


def _solution_rows(
    store: RunStore, run_id: str | None, selection: dict[str, Any]
) -> list[dict[str, Any]]:
    """The selected samples of one (run, model, setting, k); several is a ConfigError."""
    runs = [run for run in store.list_runs() if run_id is None or run.run_id == run_id]
    rows = [
        solution_row(view, run.name)
        for run in runs
        for view in store.iter_samples(run.run_id)
        if all(getattr(view.key, name) == value for name, value in selection.items())
    ]
    groups = sorted({(row["run"], row["model"], row["setting"], row["k"]) for row in rows})
    if len(groups) > 1:
        shown = "; ".join(f"run {r!r} model {m!r} setting {s!r} k {k}" for r, m, s, k in groups)
        msg = (
            f"a solution file holds one model's samples of one setting, and the selection has "
            f"{len(groups)}: {shown[:600]}; choose one with --run, --model, --setting and --k"
        )
        raise ConfigError(msg)
    return rows


@dataclass(frozen=True)
class SampleSelection:
    """Which samples a solution file holds; None leaves that field open."""

    run_name: str | None = None
    """The run's name (None: every run in the store)."""
    model: str | None = None
    setting: str | None = None
    k: int | None = None

    def key_fields(self) -> dict[str, object]:
        """The sample-key fields that are set, by their SampleKey name."""
        fields = {"model": self.model, "setting": self.setting, "k": self.k}
        return {name: value for name, value in fields.items() if value is not None}


def export_solutions(
    db_path: str | Path,
    out_path: str | Path,
    form: ExportFormat,
    selection: SampleSelection | None = None,
) -> int:
    """Write the selected samples' code to `out_path` in `form`; returns the samples written.

    `lcb` writes LiveCodeBench's JSON array (`question_id`, `code_list` in sample order: what
    its `custom_evaluator` reads) to a `.json` file; `bigcodebench` and `evalplus` write one
    `{"task_id", "solution", "completion_id"}` line per sample to a `.jsonl` file. Each record
    also carries `run`, `model`, `setting`, `k` and (once verified) `instructions`, which
    those harnesses ignore and `vibebench exec`, `vibebench verify` and `replay:` read.

    Raises:
        ConfigError: an unknown format, run name or output suffix, or a selection holding
            more than one (run, model, setting, k).
        StoreError: the database is missing or not a readable run store.
    """
    if form not in EXPORT_FORMATS:
        raise ConfigError(f"unknown format {form!r}; expected one of {', '.join(EXPORT_FORMATS)}")
    out = Path(out_path)
    if out.suffix.lower() != _SOLUTION_SUFFIX[form]:
        raise ConfigError(f"{out}: {form} solutions go to a {_SOLUTION_SUFFIX[form]} file")
    selection = selection or SampleSelection()
    with RunStore.open(db_path, create=False) as store:
        run_id = _resolve_run(store, selection.run_name)
        rows = _solution_rows(store, run_id, selection.key_fields())
    out.parent.mkdir(parents=True, exist_ok=True)
    return write_solutions(out, form, rows)


def export_progress(db_path: str | Path, run_name: str | None = None) -> RunProgress:
    """How much of the exported runs is done: one entry per model (`run/model` when the
    export holds several runs). Runs that execute no tests (CodeAlignBench) are left out.

    Raises:
        ConfigError: unknown run name.
        StoreError: the database is missing or not a readable run store.
    """
    with RunStore.open(db_path, create=False) as store:
        run_id = _resolve_run(store, run_name)
        runs = [run for run in store.list_runs() if run_id is None or run.run_id == run_id]
        runs = [run for run in runs if run.config.get("suite") not in NO_EXECUTION_SUITES]
        models = []
        for run in runs:
            for entry in store.progress(run.run_id).models:
                label = entry.model if len(runs) == 1 else f"{run.name}/{entry.model}"
                models.append(entry.model_copy(update={"model": label}))
    return RunProgress(models=tuple(models))


def _resolve_run(store: RunStore, run_name: str | None) -> str | None:
    if run_name is None:
        return None
    run = store.find_run(run_name)
    if run is None:
        known = ", ".join(repr(r.name) for r in store.list_runs()) or "none"
        raise ConfigError(f"{store.path}: no run named {run_name!r} (runs: {known})")
    return run.run_id


@contextmanager
def _atomic_target(out: Path) -> Iterator[Path]:
    out.parent.mkdir(parents=True, exist_ok=True)
    with atomic_path(out) as temporary:
        yield temporary


def _batches(rows: Iterable[dict[str, Any]]) -> Iterator[list[dict[str, Any]]]:
    iterator = iter(rows)
    while batch := list(islice(iterator, _BATCH_ROWS)):
        yield batch


def _write_jsonl(
    rows: Iterable[dict[str, Any]], out: Path, on_rows: Callable[[int], None] | None
) -> int:
    def counted() -> Iterator[dict[str, Any]]:
        for batch in _batches(rows):
            yield from batch
            if on_rows is not None:
                on_rows(len(batch))

    out.parent.mkdir(parents=True, exist_ok=True)
    return write_jsonl(out, counted())


def _columns_of(table: ExportTable, store_columns: Iterable[str] | None) -> list[str]:
    if table == "samples":
        return list(_SAMPLE_COLUMNS)
    return list(store_columns or ())


def _write_parquet(
    rows: Iterable[dict[str, Any]],
    out: Path,
    table: ExportTable,
    on_rows: Callable[[int], None] | None,
) -> int:
    try:
        import pyarrow as pa
        import pyarrow.parquet as pq
    except ImportError as exc:
        raise ConfigError(
            "Parquet export needs pyarrow: pip install 'vibebench[parquet]' (or use .jsonl)"
        ) from exc
    written = 0
    with _atomic_target(out) as target:
        writer = None
        try:
            for batch in _batches(rows):
                if writer is None:
                    schema = _arrow_schema(pa, _columns_of(table, batch[0]))
                    writer = pq.ParquetWriter(target, schema)
                writer.write_table(_arrow_batch(pa, batch, writer.schema))
                written += len(batch)
                if on_rows is not None:
                    on_rows(len(batch))
            if writer is None:  # no rows: still write a valid, empty file
                pq.write_table(_arrow_schema(pa, _columns_of(table, None)).empty_table(), target)
        finally:
            if writer is not None:
                writer.close()
    return written


_ARROW_TYPES: dict[Kind, str] = {
    "str": "string",
    "int": "int64",
    "float": "float64",
    "bool": "bool_",
    "json": "string",
}


def _arrow_schema(pa: Any, columns: list[str]) -> Any:
    fields = [pa.field(name, getattr(pa, _ARROW_TYPES[column_kind(name)])()) for name in columns]
    json_columns = [name for name in columns if column_kind(name) == "json"]
    return pa.schema(fields, metadata={_JSON_COLUMNS_META: json.dumps(json_columns).encode()})


def _arrow_batch(pa: Any, batch: list[dict[str, Any]], schema: Any) -> Any:
    columns: dict[str, list[Any]] = {}
    for field in schema:
        values = [row.get(field.name) for row in batch]
        if column_kind(field.name) == "json":
            values = [None if value is None else dumps(value) for value in values]
        columns[field.name] = values
    return pa.table(columns, schema=schema)


def read_export(path: str | Path) -> list[dict[str, Any]]:
    """Read rows back from a JSONL or Parquet export (nested columns decoded).

    Raises:
        DatasetError: a line or file that cannot be parsed (names file and line).
        ConfigError: a Parquet file without pyarrow installed, or an unknown suffix.
    """
    source = Path(path)
    if source.suffix.lower() == ".jsonl":
        return [row for _, row in read_jsonl_objects(source)]
    if source.suffix.lower() == ".parquet":
        return _read_parquet(source)
    raise ConfigError(f"{source}: expected a .jsonl or .parquet export")


def _read_parquet(source: Path) -> list[dict[str, Any]]:
    try:
        import pyarrow.parquet as pq
    except ImportError as exc:
        message = "reading Parquet needs pyarrow: pip install 'vibebench[parquet]'"
        raise ConfigError(message) from exc
    try:
        arrow_table = pq.read_table(source)
    except (OSError, ValueError) as exc:
        raise DatasetError(f"not a readable Parquet file ({exc})", path=str(source)) from exc
    metadata = arrow_table.schema.metadata or {}
    json_columns = set(json.loads(metadata.get(_JSON_COLUMNS_META, b"[]")))
    rows = arrow_table.to_pylist()
    for row in rows:
        for column in json_columns:
            if row.get(column) is not None:
                row[column] = json.loads(row[column])
    return rows
