"""RunStore: the SQLite store a run writes every result into, so a rerun resumes.

Every write is one short transaction committed before the call returns, so killing the process
at any moment loses at most the unit being written, never a committed one, and never leaves a
half-written unit (a sample's verdicts go in together). Natural keys are UNIQUE, and writes are
upserts that leave a successful row alone and replace an error row: rerunning the same command
writes nothing twice, and failed units are retried.

Thread safety: one connection guarded by a lock; any thread (asyncio loop or worker) may call
any method. Writes are short, so the lock is never held for long. `iter_samples` reads through
its own connection, which sees one consistent snapshot and does not block writers (WAL).
"""

from __future__ import annotations

import hashlib
import platform
import sqlite3
from collections.abc import Iterable, Iterator, Mapping, Sequence
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from vibebench.errors import StoreError
from vibebench.store._codec import (
    EXECUTIONS,
    EXTRACTIONS,
    GENERATIONS,
    PAYLOAD_TABLES,
    VERDICTS,
    PayloadTable,
    canonical_json,
    decode_value,
)
from vibebench.store._progress import NO_EXECUTION_SUITES, ProgressCounter, RunProgress
from vibebench.store._records import (
    STAGES,
    ExecutionRecord,
    ExtractionRecord,
    GenerationRecord,
    RunRecord,
    SampleKey,
    SampleView,
    Stage,
    VerdictRecord,
    utc_now,
)
from vibebench.store._samples import iter_sample_views
from vibebench.store._schema import TABLES, Synchronous, connect
from vibebench.store._sqlite import LockedConnection

_KEY_SELECT = "model, task_id, setting, k, sample"

_DONE_SQL: dict[Stage, str] = {
    "generation": (
        f"SELECT DISTINCT {_KEY_SELECT} FROM generations WHERE run_id = :run "
        "AND ((final = 1 AND error IS NULL) OR "
        "(:keep_errors AND error IS NOT NULL AND status != 'not_attempted'))"
    ),
    "extraction": (
        f"SELECT {_KEY_SELECT} FROM extractions WHERE run_id = :run "
        "AND (error IS NULL OR :keep_errors)"
    ),
    "verification": (
        f"SELECT {_KEY_SELECT} FROM verdicts WHERE run_id = :run GROUP BY {_KEY_SELECT} "
        "HAVING count(*) >= k AND (:keep_errors OR sum(error IS NOT NULL) = 0)"
    ),
    "execution": (
        f"SELECT {_KEY_SELECT} FROM executions WHERE run_id = :run "
        "AND (error IS NULL OR :keep_errors)"
    ),
}


def _vibebench_version() -> str:
    try:
        return version("vibebench")
    except PackageNotFoundError:
        return "unknown"


def run_environment() -> dict[str, str]:
    """The versions a run is written with: vibebench, Python, Ruff (the installed package's,
    whose binary the verifier runs) and the platform."""
    try:
        ruff = version("ruff")
    except PackageNotFoundError:
        ruff = "unknown"
    return {
        "vibebench": _vibebench_version(),
        "python": platform.python_version(),
        "ruff": ruff,
        "platform": f"{platform.system()} {platform.machine()}".strip(),
    }


class RunStore(LockedConnection):
    """The run store of one SQLite file; open it with `RunStore.open(path)`."""

    @classmethod
    def open(
        cls, path: str | Path, *, synchronous: Synchronous = "NORMAL", create: bool = True
    ) -> RunStore:
        """Open (or, with create=True, create) the store at `path`.

        Raises:
            StoreError: the file is not a vibebench store, has an unknown schema version, or
                (create=False) does not exist. The message names the path.
        """
        resolved = Path(path)
        return cls(resolved, connect(resolved, synchronous=synchronous, create=create))

    def _write_error(self, exc: sqlite3.Error) -> str:
        if isinstance(exc, sqlite3.IntegrityError):
            return f"{self._path}: rejected write ({exc}); is the run_id from here?"
        return super()._write_error(exc)

    # Runs

    def create_or_get_run(self, name: str, config: Mapping[str, Any] | BaseModel) -> str:
        """Return the run_id of run `name`, creating it on first use.

        The same name and config give the same run (that is how a rerun resumes). The same name
        with a different config is refused rather than silently mixing results.

        Raises:
            StoreError: `name` already exists with a different config.
        """
        if not name:
            raise StoreError("a run needs a non-empty name")
        data = config.model_dump(mode="json") if isinstance(config, BaseModel) else dict(config)
        config_text = canonical_json(data)
        run_id = hashlib.sha256(f"{name}\n{config_text}".encode()).hexdigest()[:16]
        environment = run_environment()
        with self._transaction() as connection:
            connection.execute(
                "INSERT INTO runs (run_id, name, created_at, config, vibebench_version, "
                "environment) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (name) DO NOTHING",
                (
                    run_id,
                    name,
                    utc_now().isoformat(),
                    config_text,
                    _vibebench_version(),
                    canonical_json([environment]),
                ),
            )
            stored_id, stored_config, stored_environment = connection.execute(
                "SELECT run_id, config, environment FROM runs WHERE name = ?", (name,)
            ).fetchone()
            seen = decode_value("environment", stored_environment) or []
            if stored_config == config_text and environment not in seen:
                connection.execute(
                    "UPDATE runs SET environment = ? WHERE run_id = ?",
                    (canonical_json([*seen, environment]), stored_id),
                )
        if stored_config != config_text:
            raise StoreError(
                f"{self._path}: run {name!r} already exists with a different config; "
                "use a new run name (or the original config to resume)"
            )
        return str(stored_id)

    def list_runs(self) -> list[RunRecord]:
        """Return every run, oldest first."""
        rows = self._query(
            "SELECT run_id, name, created_at, config, vibebench_version, environment FROM runs "
            "ORDER BY created_at, name"
        )
        return [_run_from_row(row) for row in rows]

    def find_run(self, name: str) -> RunRecord | None:
        """Return the run called `name`, or None."""
        rows = self._query(
            "SELECT run_id, name, created_at, config, vibebench_version, environment FROM runs "
            "WHERE name = ?",
            (name,),
        )
        return _run_from_row(rows[0]) if rows else None

    def record_plan(self, run_id: str, model: str, samples: int) -> None:
        """Record how many samples the run plans for `model`, so a partial run can say
        how much of it is done (`progress`). Recording again replaces the number."""
        with self._transaction() as connection:
            connection.execute(
                "INSERT INTO plans (run_id, model, samples, created_at) VALUES (?, ?, ?, ?) "
                "ON CONFLICT (run_id, model) DO UPDATE SET samples = excluded.samples",
                (run_id, model, samples, utc_now().isoformat()),
            )

    def record_benchmarks(self, run_id: str, benchmarks: Mapping[str, str]) -> None:
        """Record which benchmark each task of the run comes from (task id -> benchmark)."""
        with self._transaction() as connection:
            connection.executemany(
                "INSERT INTO task_benchmarks (run_id, task_id, benchmark) VALUES (?, ?, ?) "
                "ON CONFLICT (run_id, task_id) DO UPDATE SET benchmark = excluded.benchmark",
                [(run_id, task_id, name) for task_id, name in benchmarks.items()],
            )

    def benchmarks(self, run_id: str) -> dict[str, str]:
        """Task id -> benchmark of a run, in the order the run planned them (empty for runs
        stored before version 5)."""
        rows = self._query(
            "SELECT task_id, benchmark FROM task_benchmarks WHERE run_id = ? ORDER BY rowid",
            (run_id,),
        )
        return {str(task_id): str(name) for task_id, name in rows}

    def planned(self, run_id: str) -> dict[str, int]:
        """Planned samples per model of a run (empty when the run recorded no plan)."""
        rows = self._query("SELECT model, samples FROM plans WHERE run_id = ?", (run_id,))
        return {str(model): int(samples) for model, samples in rows}

    def progress_counter(self, run_id: str) -> ProgressCounter:
        """A counter with the run's rules (whether its samples need an execution)."""
        rows = self._query("SELECT config FROM runs WHERE run_id = ?", (run_id,))
        config = decode_value("config", rows[0][0]) if rows else {}
        suite = config.get("suite") if isinstance(config, dict) else None
        return ProgressCounter(needs_execution=suite not in NO_EXECUTION_SUITES)

    def progress(self, run_id: str) -> RunProgress:
        """Planned and done samples and generation outcomes per model (one pass over the run)."""
        counter = self.progress_counter(run_id)
        for view in self.iter_samples(run_id):
            counter.add(view)
        return RunProgress(models=counter.build(self.planned(run_id)))

    # Writes

    def _put(self, table: PayloadTable, items: Iterable[tuple[SampleKey, BaseModel]]) -> int:
        rows = [table.encode(key, record) for key, record in items]
        if not rows:
            return 0
        with self._transaction() as connection:
            before = connection.total_changes
            connection.executemany(table.upsert_sql(), rows)
            return connection.total_changes - before

    def put_generation(self, key: SampleKey, record: GenerationRecord) -> bool:
        """Store one turn; return False when a successful row for that turn already exists."""
        return self._put(GENERATIONS, [(key, record)]) > 0

    def put_generations(self, items: Iterable[tuple[SampleKey, GenerationRecord]]) -> int:
        """Store many turns in one transaction; return how many rows were written."""
        return self._put(GENERATIONS, items)

    def put_extraction(self, key: SampleKey, record: ExtractionRecord) -> bool:
        """Store the code extracted for a sample; False when a success was already stored."""
        return self._put(EXTRACTIONS, [(key, record)]) > 0

    def put_verdicts(self, key: SampleKey, verdicts: Sequence[VerdictRecord]) -> int:
        """Store all verdicts of one sample together (one per instruction), atomically."""
        return self._put(VERDICTS, [(key, verdict) for verdict in verdicts])

    def put_verdicts_many(self, items: Iterable[tuple[SampleKey, Sequence[VerdictRecord]]]) -> int:
        """Store the verdicts of many samples in one transaction (bulk verification)."""
        return self._put(VERDICTS, [(key, v) for key, verdicts in items for v in verdicts])

    def put_execution(self, key: SampleKey, record: ExecutionRecord) -> bool:
        """Store a sample's test result; False when a success was already stored."""
        return self._put(EXECUTIONS, [(key, record)]) > 0

    def put_executions(self, items: Iterable[tuple[SampleKey, ExecutionRecord]]) -> int:
        """Store many test results in one transaction; return how many rows were written."""
        return self._put(EXECUTIONS, items)

    # Reads

    def _get(self, table: PayloadTable, key: SampleKey) -> list[Any]:
        sql = (
            f"SELECT {', '.join(table.columns)} FROM {table.name} WHERE run_id = ? AND model = ? "
            f"AND task_id = ? AND setting = ? AND k = ? AND sample = ? ORDER BY {table.order_by}"
        )
        rows = self._query(sql, (key.run_id, *key.natural()))
        return [table.decode(tuple(row)) for row in rows]

    def has_generation(self, key: SampleKey, turn: int) -> bool:
        """Return whether `turn` of this sample is stored without an error."""
        rows = self._query(
            "SELECT 1 FROM generations WHERE run_id = ? AND model = ? AND task_id = ? "
            "AND setting = ? AND k = ? AND sample = ? AND turn = ? AND error IS NULL",
            (key.run_id, *key.natural(), turn),
        )
        return bool(rows)

    def get_generations(self, key: SampleKey) -> list[GenerationRecord]:
        """Return the stored turns of a sample in turn order (to continue a transcript)."""
        return self._get(GENERATIONS, key)

    def final_generation(self, key: SampleKey) -> GenerationRecord | None:
        """Return the sample's successful final turn (its answer), or None if there is none."""
        for record in reversed(self.get_generations(key)):
            if record.final and record.error is None and record.response is not None:
                return record
        return None

    def get_extraction(self, key: SampleKey) -> ExtractionRecord | None:
        """Return the stored extraction of a sample, if any."""
        found = self._get(EXTRACTIONS, key)
        return found[0] if found else None

    def get_verdicts(self, key: SampleKey) -> list[VerdictRecord]:
        """Return the verdicts of a sample in position order."""
        return self._get(VERDICTS, key)

    def get_execution(self, key: SampleKey) -> ExecutionRecord | None:
        """Return the stored test result of a sample, if any."""
        found = self._get(EXECUTIONS, key)
        return found[0] if found else None

    def pending(
        self,
        run_id: str,
        keys: Iterable[SampleKey],
        stage: Stage,
        *,
        retry_errors: bool = True,
    ) -> list[SampleKey]:
        """Return the keys (in the given order) that `stage` has not finished yet.

        One query per call, whatever the number of keys. A stage is finished for a sample when:
        generation: a successful final turn is stored; extraction and execution: a row is
        stored; verification: at least k verdicts are stored (a base sample, k=0, needs none).
        With retry_errors (the default) a unit whose row records an error counts as unfinished;
        without, it counts as finished, except a generation that was never sent
        (`not_attempted`).

        Raises:
            StoreError: `stage` is unknown or a key belongs to another run.
        """
        if stage not in _DONE_SQL:
            raise StoreError(f"unknown stage {stage!r}; expected one of {', '.join(STAGES)}")
        rows = self._query(_DONE_SQL[stage], {"run": run_id, "keep_errors": not retry_errors})
        done = {tuple(row) for row in rows}
        result = []
        for key in keys:
            if key.run_id != run_id:
                message = f"key {key.natural()} belongs to run {key.run_id!r}, not {run_id!r}"
                raise StoreError(message)
            if stage == "verification" and key.k == 0:
                continue
            if key.natural() not in done:
                result.append(key)
        return result

    def iter_samples(self, run_id: str) -> Iterator[SampleView]:
        """Yield every sample of a run, joined across tables, in natural-key order.

        Streams from a private read connection (a consistent snapshot), so memory stays flat
        for large runs and writers are not blocked while metrics read.
        """
        reader = connect(self._path, create=False)
        try:
            yield from iter_sample_views(reader, run_id)
        except sqlite3.Error as exc:
            raise StoreError(f"{self._path}: read failed ({exc})") from exc
        finally:
            reader.close()

    def iter_table_rows(self, table: str, run_id: str | None = None) -> Iterator[dict[str, Any]]:
        """Yield the rows of a payload table (or `runs`) as flat dicts, in natural-key order.

        JSON columns come back decoded and flags as booleans; timestamps stay ISO text. Reads
        through a private connection (one snapshot), like `iter_samples`.
        """
        if table not in TABLES:
            raise StoreError(f"unknown table {table!r}; expected one of {', '.join(TABLES)}")
        if table == "runs":
            order = "created_at, name"
        else:
            order = f"run_id, {PAYLOAD_TABLES[table].order_by}"
        where, parameters = ("WHERE run_id = ?", (run_id,)) if run_id is not None else ("", ())
        reader = connect(self._path, create=False)
        try:
            cursor = reader.execute(f"SELECT * FROM {table} {where} ORDER BY {order}", parameters)
            names = [description[0] for description in cursor.description]
            for row in cursor:
                yield {
                    name: value if name == "created_at" else decode_value(name, value)
                    for name, value in zip(names, row, strict=True)
                    if name != "id"
                }
        except sqlite3.Error as exc:
            raise StoreError(f"{self._path}: read failed ({exc})") from exc
        finally:
            reader.close()

    def count(self, table: str, run_id: str | None = None) -> int:
        """Return the number of rows of `table` (optionally of one run)."""
        if table not in TABLES:
            raise StoreError(f"unknown table {table!r}; expected one of {', '.join(TABLES)}")
        if run_id is None:
            return int(self._query(f"SELECT count(*) FROM {table}")[0][0])
        return int(self._query(f"SELECT count(*) FROM {table} WHERE run_id = ?", (run_id,))[0][0])

    def integrity_check(self) -> str:
        """Return SQLite's integrity verdict: `ok` or the problems found."""
        rows = self._query("PRAGMA integrity_check")
        return "\n".join(str(row[0]) for row in rows)


def _run_from_row(row: Sequence[Any]) -> RunRecord:
    run_id, name, created_at, config, vibebench_version, environment = row
    found = decode_value("environment", environment)
    return RunRecord(
        run_id=run_id,
        name=name,
        created_at=decode_value("created_at", created_at),
        config=decode_value("config", config),
        vibebench_version=vibebench_version,
        environment=tuple(
            {str(key): str(value) for key, value in entry.items()}
            for entry in found or ()
            if isinstance(entry, dict)
        ),
    )
