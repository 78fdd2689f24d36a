"""Generation outcomes in the store: the status columns, the schema upgrade, plans, progress."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from pydantic import ValidationError

from vibebench.store import (
    SCHEMA_VERSION,
    ExecutionRecord,
    ExtractionRecord,
    GenerationRecord,
    RunStore,
    SampleKey,
    VerdictRecord,
)
from vibebench.store._schema import APPLICATION_ID

KeyFactory = Callable[..., SampleKey]

_SCHEMA_1 = """
CREATE TABLE runs (run_id TEXT PRIMARY KEY, name TEXT NOT NULL UNIQUE, created_at TEXT NOT NULL,
    config TEXT NOT NULL, vibebench_version TEXT NOT NULL);
CREATE TABLE generations (id INTEGER PRIMARY KEY,
    run_id TEXT NOT NULL REFERENCES runs(run_id) ON DELETE CASCADE, model TEXT NOT NULL,
    task_id TEXT NOT NULL, setting TEXT NOT NULL, k INTEGER NOT NULL CHECK (k >= 0),
    sample INTEGER NOT NULL CHECK (sample >= 0), turn INTEGER NOT NULL CHECK (turn >= 0),
    final INTEGER NOT NULL CHECK (final IN (0, 1)), messages TEXT NOT NULL, response TEXT,
    usage TEXT, latency_s REAL, error TEXT, created_at TEXT NOT NULL,
    UNIQUE (run_id, model, task_id, setting, k, sample, turn));
CREATE TABLE extractions (id INTEGER PRIMARY KEY, run_id TEXT NOT NULL, model TEXT NOT NULL,
    task_id TEXT NOT NULL, setting TEXT NOT NULL, k INTEGER NOT NULL, sample INTEGER NOT NULL,
    code TEXT, method TEXT NOT NULL, error TEXT, created_at TEXT NOT NULL,
    UNIQUE (run_id, model, task_id, setting, k, sample));
CREATE TABLE verdicts (id INTEGER PRIMARY KEY, run_id TEXT NOT NULL, model TEXT NOT NULL,
    task_id TEXT NOT NULL, setting TEXT NOT NULL, k INTEGER NOT NULL, sample INTEGER NOT NULL,
    instruction_id TEXT NOT NULL, position INTEGER NOT NULL, params TEXT NOT NULL,
    passed INTEGER NOT NULL, diagnostics TEXT NOT NULL, error TEXT, created_at TEXT NOT NULL,
    UNIQUE (run_id, model, task_id, setting, k, sample, instruction_id, position));
CREATE TABLE executions (id INTEGER PRIMARY KEY, run_id TEXT NOT NULL, model TEXT NOT NULL,
    task_id TEXT NOT NULL, setting TEXT NOT NULL, k INTEGER NOT NULL, sample INTEGER NOT NULL,
    passed INTEGER NOT NULL, status TEXT NOT NULL, tests TEXT NOT NULL, duration_s REAL,
    isolation TEXT NOT NULL, error TEXT, created_at TEXT NOT NULL,
    UNIQUE (run_id, model, task_id, setting, k, sample));
"""


def _schema_1_store(path: Path) -> None:
    """A store as vibebench wrote it before generation outcomes: one success, one failure."""
    now = datetime.now(UTC).isoformat()
    with sqlite3.connect(path) as db:
        db.executescript(_SCHEMA_1)
        db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        db.execute("PRAGMA user_version = 1")
        db.execute("INSERT INTO runs VALUES ('r1', 'old', ?, '{}', '0.1')", (now,))
        for task, response, error in (("T0", "x = 1", None), ("T1", None, "HTTP 500")):
            db.execute(
                "INSERT INTO generations (run_id, model, task_id, setting, k, sample, turn, "
                "final, messages, response, usage, latency_s, error, created_at) "
                "VALUES ('r1', 'm', ?, 'base', 0, 0, 0, 1, '[]', ?, NULL, 0.5, ?, ?)",
                (task, response, error, now),
            )
    db.close()


def test_a_schema_1_store_is_upgraded_in_place_and_keeps_its_rows(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite"
    _schema_1_store(path)
    with RunStore.open(path, create=False) as store:
        rows = list(store.iter_table_rows("generations"))
        assert [(row["task_id"], row["status"]) for row in rows] == [("T0", "ok"), ("T1", "error")]
        assert store.planned("r1") == {}
        store.record_plan("r1", "m", 2)
        assert store.planned("r1") == {"m": 2}
        key = SampleKey(run_id="r1", model="m", task_id="T1", setting="base", k=0, sample=0)
        assert store.get_generations(key)[0].status == "error"
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 5
        fresh = tmp_path / "new.sqlite"
        RunStore.open(fresh).close()
        for table in ("generations", "executions"):  # executions gained the sandbox's report
            with sqlite3.connect(fresh) as new:
                columns = [c[1] for c in new.execute(f"PRAGMA table_info({table})")]
            assert [c[1] for c in db.execute(f"PRAGMA table_info({table})")] == columns
    db.close()
    new.close()
    with RunStore.open(path) as again:  # opening an upgraded store changes nothing
        assert again.integrity_check() == "ok"


def test_a_status_defaults_from_the_error_and_must_agree_with_it() -> None:
    assert GenerationRecord(turn=0, final=True, messages=[], response="x").status == "ok"
    assert GenerationRecord(turn=0, final=True, messages=[], error="boom").status == "error"
    truncated = GenerationRecord(
        turn=0, final=True, messages=[], response="x", status="truncated", finish_reason="length"
    )
    assert not truncated.failed
    with pytest.raises(ValidationError, match="does not match the row"):
        GenerationRecord(turn=0, final=True, messages=[], response="x", status="api_error")
    with pytest.raises(ValidationError, match="does not match the row"):
        GenerationRecord(turn=0, final=True, messages=[], error="e", status="ok")


def test_status_http_status_and_provider_message_round_trip(
    store: RunStore, make_key: KeyFactory
) -> None:
    record = GenerationRecord(
        turn=0,
        final=True,
        messages=[],
        error="HTTP 401 ...",
        status="api_error",
        http_status=401,
        provider_message="Invalid API key.",
        latency_s=0.01,
    )
    store.put_generation(make_key(0), record)
    (stored,) = store.get_generations(make_key(0))
    assert stored == record
    assert store.pending(make_key(0).run_id, [make_key(0)], "generation") == [make_key(0)]


def _done_sample(store: RunStore, key: SampleKey, *, executed: bool = True) -> None:
    store.put_generation(
        key,
        GenerationRecord(
            turn=0,
            final=True,
            messages=[],
            response="x",
            usage={"prompt_tokens": 3, "completion_tokens": 2},
        ),
    )
    store.put_extraction(key, ExtractionRecord(code="x = 1", method="fenced"))
    store.put_verdicts(
        key,
        [
            VerdictRecord(instruction_id=f"style_{i}", position=i, passed=True)
            for i in range(1, key.k + 1)
        ],
    )
    if executed:
        store.put_execution(key, ExecutionRecord(passed=True, status="passed", isolation="bwrap"))


def test_progress_counts_done_samples_and_every_kind_of_ending(
    store: RunStore, run_id: str, make_key: KeyFactory
) -> None:
    store.record_plan(run_id, "m1", 8)
    _done_sample(store, make_key(0))
    _done_sample(store, make_key(1), executed=False)  # killed before its tests ran
    early = datetime.now(UTC) - timedelta(seconds=5)
    for task, status, http, said, when in (
        (2, "api_error", 429, "slow down", None),
        (3, "api_error", 429, "earliest", early),
        (4, "api_error", 401, "Invalid API key.", None),
        (5, "empty", None, None, None),
        (6, "not_attempted", None, None, None),
    ):
        extra = {"created_at": when} if when else {}
        store.put_generation(
            make_key(task),
            GenerationRecord(
                turn=0,
                final=True,
                messages=[],
                error=f"{status} {task}",
                status=status,
                http_status=http,
                provider_message=said,
                **extra,
            ),
        )
    (progress,) = store.progress(run_id).models
    assert (progress.planned, progress.samples, progress.done, progress.total) == (8, 7, 5, 8)
    assert not progress.complete and progress.attempted == 6
    assert progress.statuses == {"ok": 2, "api_error": 3, "empty": 1, "not_attempted": 1}
    assert progress.failures == 4 and progress.rate("empty") == pytest.approx(1 / 6)
    assert [(e.kind, e.count, e.first_message) for e in progress.errors] == [
        ("api_error (HTTP 429)", 2, "HTTP 429: earliest"),
        ("api_error (HTTP 401)", 1, "HTTP 401: Invalid API key."),
        ("empty", 1, "empty 5"),
        ("not_attempted", 1, "not_attempted 6"),
    ]
    assert (progress.prompt_tokens, progress.completion_tokens) == (6, 4)
    assert store.progress(run_id).headline() == "incomplete: 5 of 8 samples done"


def test_export_rows_say_which_samples_are_done(
    store: RunStore, run_id: str, make_key: KeyFactory, tmp_path: Path
) -> None:
    from vibebench.store import export_run, read_export

    _done_sample(store, make_key(0))
    _done_sample(store, make_key(1), executed=False)
    out = tmp_path / "samples.jsonl"
    export_run(store.path, out)
    rows = read_export(out)
    assert [(r["task_id"], r["done"], r["generation_status"]) for r in rows] == [
        ("HumanEval/0", True, "ok"),
        ("HumanEval/1", False, "ok"),
    ]
    assert rows[1]["execution_passed"] is None  # not run: null, never a failing value


def test_a_run_records_which_benchmark_each_task_came_from(tmp_path: Path) -> None:
    with RunStore.open(tmp_path / "runs.sqlite") as store:
        run_id = store.create_or_get_run("r", {})
        assert store.benchmarks(run_id) == {}
        store.record_benchmarks(run_id, {"HumanEval/0": "humaneval", "abc301_a": "livecodebench"})
        store.record_benchmarks(run_id, {"abc301_a": "livevibebench"})  # a later plan wins
        assert store.benchmarks(run_id) == {
            "HumanEval/0": "humaneval",
            "abc301_a": "livevibebench",
        }
