"""Every run records the versions it is written with (store schema 4), for its report."""

from __future__ import annotations

import platform
import sqlite3
from pathlib import Path

import pytest

from vibebench.store import SCHEMA_VERSION, RunStore
from vibebench.store import _store as store_module


def test_a_new_run_records_vibebench_python_and_ruff(tmp_path: Path) -> None:
    with RunStore.open(tmp_path / "runs.sqlite") as store:
        store.create_or_get_run("r", {"a": 1})
        run = store.find_run("r")
    assert run is not None and len(run.environment) == 1
    (environment,) = run.environment
    assert environment["python"] == platform.python_version()
    assert environment["vibebench"] == run.vibebench_version
    assert environment["ruff"].count(".") == 2  # the installed package's version


def test_resuming_with_other_versions_adds_them_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "runs.sqlite"
    with RunStore.open(path) as store:
        store.create_or_get_run("r", {"a": 1})
        store.create_or_get_run("r", {"a": 1})
        first = store.find_run("r")
        assert first is not None and len(first.environment) == 1
        newer = {**first.environment[0], "ruff": "99.0.0"}
        monkeypatch.setattr(store_module, "run_environment", lambda: dict(newer))
        store.create_or_get_run("r", {"a": 1})
        store.create_or_get_run("r", {"a": 1})
        run = store.find_run("r")
    assert run is not None and run.environment == (first.environment[0], newer)


def test_a_schema_3_store_gains_an_empty_environment(tmp_path: Path) -> None:
    path = tmp_path / "runs.sqlite"
    with RunStore.open(path) as store:
        store.create_or_get_run("r", {"a": 1})
    with sqlite3.connect(path) as db:  # as schema 3 wrote it: no environment column
        db.execute("ALTER TABLE runs DROP COLUMN environment")
        db.execute("PRAGMA user_version = 3")
    db.close()
    with RunStore.open(path, create=False) as store:
        run = store.find_run("r")
    assert run is not None and run.environment == ()
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    db.close()
