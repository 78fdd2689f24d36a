"""Export to JSONL and Parquet, and the `vibebench export` command."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import CliRunner

from vibebench.cli.store import export
from vibebench.errors import ConfigError
from vibebench.store import (
    EXPORT_TABLES,
    ExecutionRecord,
    ExtractionRecord,
    GenerationRecord,
    RunStore,
    SampleKey,
    VerdictRecord,
    export_run,
    iter_export_rows,
    read_export,
)

KeyFactory = Callable[..., SampleKey]


@pytest.fixture
def filled(store: RunStore, run_id: str, make_key: KeyFactory) -> RunStore:
    """A store with two runs: the test run fully populated, and a second small one."""
    for task in range(3):
        key = make_key(task, setting="multi", k=2)
        for turn in range(3):
            store.put_generation(
                key,
                GenerationRecord(
                    turn=turn,
                    final=turn == 2,
                    messages=[{"role": "user", "content": f"edit {turn}", "name": None}],
                    response=f"code {task}.{turn}",
                    usage=None if task == 0 else {"total_tokens": 7},
                    latency_s=None if task == 1 else 1.5,
                ),
            )
        store.put_extraction(key, ExtractionRecord(code=f"x = {task}", method="fenced"))
        store.put_verdicts(
            key,
            [
                VerdictRecord(
                    instruction_id="logic_1",
                    position=position,
                    params={"max_complexity": 5, "nested": {"list": [1, 2]}},
                    passed=task != position,
                    diagnostics=[{"code": "C901", "message": "too complex ✗"}],
                )
                for position in range(2)
            ],
        )
        store.put_execution(
            key, ExecutionRecord(passed=task == 1, status="failed", isolation="bwrap")
        )
    other = store.create_or_get_run("other-run", {})
    store.put_execution(
        SampleKey(run_id=other, model="m2", task_id="t", setting="base", k=0, sample=0),
        ExecutionRecord(passed=True, status="passed", isolation="rlimits"),
    )
    return store


@pytest.mark.parametrize("table", EXPORT_TABLES)
@pytest.mark.parametrize("suffix", [".jsonl", ".parquet"])
def test_export_round_trips_every_table(
    filled: RunStore, tmp_path: Path, table: str, suffix: str
) -> None:
    expected = list(iter_export_rows(filled, table))  # type: ignore[arg-type]
    assert expected, "the fixture must give every table some rows"
    out = tmp_path / f"{table}{suffix}"
    written = export_run(filled.path, out, table=table)  # type: ignore[arg-type]
    assert written == len(expected)
    assert read_export(out) == expected


def test_exported_sample_rows_carry_the_joined_results(filled: RunStore, tmp_path: Path) -> None:
    out = tmp_path / "samples.jsonl"
    export_run(filled.path, out, run_name="test-run")
    rows = read_export(out)
    assert [row["task_id"] for row in rows] == ["HumanEval/0", "HumanEval/1", "HumanEval/2"]
    first = rows[0]
    assert first["turns"] == 3
    assert first["final_response"] == "code 0.2"
    assert first["code"] == "x = 0"
    assert (first["instructions_passed"], first["instructions_total"]) == (1, 2)
    assert first["all_instructions_passed"] is False
    assert [v["passed"] for v in first["verdicts"]] == [False, True]
    assert first["execution_passed"] is False
    assert rows[1]["execution_passed"] is True


def test_export_of_one_run_leaves_out_the_others(filled: RunStore, tmp_path: Path) -> None:
    out = tmp_path / "executions.parquet"
    assert export_run(filled.path, out, table="executions", run_name="other-run") == 1
    (row,) = read_export(out)
    assert (row["model"], row["isolation"], row["passed"]) == ("m2", "rlimits", True)


def test_an_empty_export_is_still_a_valid_file(
    store: RunStore, run_id: str, tmp_path: Path
) -> None:
    for suffix in (".jsonl", ".parquet"):
        out = tmp_path / f"empty{suffix}"
        assert export_run(store.path, out, table="verdicts", run_name="test-run") == 0
        assert read_export(out) == []


def test_parquet_without_pyarrow_is_a_clear_error(
    filled: RunStore, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "pyarrow", None)
    monkeypatch.setitem(sys.modules, "pyarrow.parquet", None)
    with pytest.raises(ConfigError, match=r"pip install 'vibebench\[parquet\]'"):
        export_run(filled.path, tmp_path / "out.parquet")
    assert list(tmp_path.glob("*out.parquet*")) == []


def test_a_failed_export_leaves_no_file_behind(filled: RunStore, tmp_path: Path) -> None:
    out_dir = tmp_path / "exports"
    with pytest.raises(ConfigError, match="no run named 'nope'"):
        export_run(filled.path, out_dir / "samples.jsonl", run_name="nope")
    assert not out_dir.exists() or list(out_dir.iterdir()) == []


def test_cli_export_writes_the_file_and_reports_json(filled: RunStore, tmp_path: Path) -> None:
    out = tmp_path / "verdicts.jsonl"
    result = CliRunner().invoke(
        export,
        [
            str(filled.path),
            "-o",
            str(out),
            "--table",
            "verdicts",
            "--run",
            "test-run",
            "--format",
            "json",
        ],
    )
    assert result.exit_code == 0, result.output
    assert json.loads(result.output) == {"rows": 6, "table": "verdicts", "output": str(out)}
    assert len(read_export(out)) == 6


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["missing.db", "-o", "out.jsonl"], "missing.db: no run store at this path"),
        (["garbage.db", "-o", "out.jsonl"], "garbage.db: not a readable SQLite run store"),
        (["{db}", "-o", "out.csv"], "must end in .jsonl or .parquet"),
        (["{db}", "-o", "out.jsonl", "--run", "nope"], "no run named 'nope'"),
        (["{db}", "-o", "out.jsonl", "--table", "nope"], "Invalid value for '--table'"),
    ],
)
def test_cli_export_usage_errors_exit_2_with_one_line(
    filled: RunStore, tmp_path: Path, arguments: list[str], message: str
) -> None:
    (tmp_path / "garbage.db").write_text("not a database\n" * 100)
    resolved = [
        str(filled.path)
        if a == "{db}"
        else str(tmp_path / a)
        if a.endswith((".db", ".jsonl", ".csv"))
        else a
        for a in arguments
    ]
    result = CliRunner().invoke(export, resolved)
    assert result.exit_code == 2
    assert message in result.output
