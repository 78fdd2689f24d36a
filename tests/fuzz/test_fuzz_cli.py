"""Every command that reads files, fed malformed ones: no traceback, the file (and line) named,
an exit code from the table (vibebench.errors.ExitCode)."""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Sequence
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from fuzz_inputs import (
    CSV_FILES,
    FUZZ,
    RESPONSES,
    any_records,
    jsonl_files,
    sample_records,
    verify_records,
)
from hypothesis import given, settings
from hypothesis import strategies as st

from vibebench.augment import shipped_path
from vibebench.cli import main
from vibebench.errors import ExitCode

OK, FAILED, USAGE = ExitCode.OK, ExitCode.FAILED, ExitCode.USAGE
ANSWERS = st.one_of(
    st.binary(max_size=400),
    RESPONSES.map(lambda text: text.encode("utf-8", errors="surrogatepass")),
)
"""Response files: model answers (lone surrogates written as invalid UTF-8) or any bytes."""


def _invoke(args: Sequence[str], allowed: set[ExitCode]) -> Result:
    result = CliRunner().invoke(main, [str(arg) for arg in args])
    assert result.exception is None or isinstance(result.exception, SystemExit), (
        result.output,
        result.exception,
    )
    assert "Traceback" not in result.output
    assert result.exit_code in allowed, result.output
    return result


def _write(tmp_path_factory: pytest.TempPathFactory, name: str, data: bytes) -> Path:
    path = tmp_path_factory.mktemp("fuzz") / name
    path.write_bytes(data)
    return path


def _named_lines(output: str, path: Path) -> set[int]:
    return {int(number) for number in re.findall(rf"{re.escape(str(path))}:(\d+): ", output)}


@settings(FUZZ, max_examples=25)
@given(data=jsonl_files(verify_records()))
def test_verify(tmp_path_factory: pytest.TempPathFactory, data: bytes) -> None:
    samples = _write(tmp_path_factory, "samples.jsonl", data)
    out = samples.with_name("out.jsonl")
    result = _invoke(["verify", samples, "-o", out], {OK, FAILED, USAGE})
    if result.exit_code == FAILED:
        assert _named_lines(result.stderr, samples) or "errored" in result.output
    if result.exit_code == USAGE:  # nothing verified: an empty file, or every line bad
        assert f"{samples}: no sample" in result.stderr
        assert not out.exists() or not out.read_text(encoding="utf-8")


@settings(FUZZ, max_examples=25)
@given(data=jsonl_files(sample_records()))
def test_exec(tmp_path_factory: pytest.TempPathFactory, data: bytes) -> None:
    samples = _write(tmp_path_factory, "samples.jsonl", data)
    result = _invoke(["exec", samples, "-b", "humaneval"], {USAGE})
    assert f"{samples}: cannot read samples: no usable samples" in result.stderr


@settings(FUZZ, max_examples=25)
@given(data=jsonl_files(any_records()))
def test_exec_of_a_malformed_task_file(
    tmp_path_factory: pytest.TempPathFactory, data: bytes
) -> None:
    tasks = _write(tmp_path_factory, "tasks.jsonl", data)
    samples = tasks.with_name("samples.jsonl")
    samples.write_text('{"task_id": "t", "solution": "pass"}\n')
    result = _invoke(["exec", samples, "-b", tasks], {USAGE})
    # Either a line of the task file is named, or it held no task 't' (only blank lines).
    assert _named_lines(result.stderr, tasks) or "unknown task_id 't'" in result.stderr


@settings(FUZZ, max_examples=15)
@given(data=ANSWERS, instruction=st.sampled_from(["style_3", "doc_6", "error_4", "logic_9"]))
def test_check(tmp_path_factory: pytest.TempPathFactory, data: bytes, instruction: str) -> None:
    answer = _write(tmp_path_factory, "answer.md", data)
    _invoke(["check", answer, "-i", instruction], {OK, FAILED})


@FUZZ
@given(data=ANSWERS)
def test_extract(tmp_path_factory: pytest.TempPathFactory, data: bytes) -> None:
    answer = _write(tmp_path_factory, "answer.md", data)
    result = _invoke(["extract", answer], {OK, FAILED})
    if result.exit_code == FAILED:
        assert result.stderr.startswith("no code: ") or "warning:" in result.stderr


_HEADER = shipped_path("embedded").read_bytes().split(b"\n", 1)[0]


@FUZZ
@given(data=jsonl_files(any_records()), with_header=st.booleans())
def test_bench_show(
    tmp_path_factory: pytest.TempPathFactory, data: bytes, with_header: bool
) -> None:
    augmented = _write(
        tmp_path_factory, "bench.jsonl", (_HEADER + b"\n" if with_header else b"") + data
    )
    result = _invoke(["bench", "show", augmented], {OK, USAGE})
    if result.exit_code == USAGE:
        assert _named_lines(result.stderr, augmented)


@FUZZ
@given(data=CSV_FILES)
def test_correlate(tmp_path_factory: pytest.TempPathFactory, data: bytes) -> None:
    scores = _write(tmp_path_factory, "scores.csv", data)
    result = _invoke(["correlate", scores], {OK, USAGE})
    if result.exit_code == USAGE:
        assert f"error: {scores}" in result.stderr


@settings(FUZZ, max_examples=20)
@given(data=st.one_of(st.binary(max_size=600), st.just(b"SQLite format 3\x00" + b"\x00" * 200)))
def test_report_of_a_store_that_is_not_one(
    tmp_path_factory: pytest.TempPathFactory, data: bytes
) -> None:
    store = _write(tmp_path_factory, "runs.sqlite", data)
    out = store.with_name("report.html")
    result = _invoke(["report", "default", "--store", store, "-o", out], {USAGE})
    assert f"error: {store}" in result.stderr
    assert not out.exists()


@pytest.fixture(scope="module")
def small_store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A run of three models on one task (base setting), every stage recorded."""
    from vibebench.store import (
        ExecutionRecord,
        ExtractionRecord,
        GenerationRecord,
        RunStore,
        SampleKey,
    )

    path = tmp_path_factory.mktemp("store") / "runs.sqlite"
    with RunStore.open(path, create=True) as store:
        run_id = store.create_or_get_run("default", {"fuzz": True})
        for model in ("a", "b", "c"):
            key = SampleKey(
                run_id=run_id, model=model, task_id="T/0", setting="base", k=0, sample=0
            )
            store.put_generations(
                [
                    (
                        key,
                        GenerationRecord(
                            turn=0,
                            final=True,
                            messages=[{"role": "user", "content": "x"}],
                            response="```python\nx = 1\n```",
                        ),
                    )
                ]
            )
            store.put_extraction(key, ExtractionRecord(code="x = 1\n", method="fenced"))
            store.put_verdicts(key, [])
            store.put_execution(
                key,
                ExecutionRecord(passed=True, status="passed", isolation="bwrap", duration_s=0.1),
            )
    return path


@settings(FUZZ, max_examples=20)
@given(data=CSV_FILES)
def test_report_ratings(
    tmp_path_factory: pytest.TempPathFactory, small_store: Path, data: bytes
) -> None:
    ratings = _write(tmp_path_factory, "ratings.csv", data)
    args = ["report", "default", "--store", small_store, "--ratings", ratings, "--format", "json"]
    result = _invoke(args, {OK, USAGE, ExitCode.INCOMPLETE})
    if result.exit_code == USAGE:
        assert str(ratings) in result.stderr


def test_a_store_with_a_broken_table_is_an_input_error(tmp_path: Path) -> None:
    store = tmp_path / "runs.sqlite"
    with sqlite3.connect(store) as connection:
        connection.execute("CREATE TABLE runs (nonsense)")
    _invoke(["report", "default", "--store", store], {USAGE})


DAMAGE = st.tuples(
    st.sampled_from(
        [
            ("generations", "messages"),
            ("generations", "usage"),
            ("generations", "created_at"),
            ("executions", "tests"),
            ("runs", "config"),
        ]
    ),
    st.one_of(st.text(max_size=20), st.just("[" * 5000), st.binary(max_size=20)),
)


@settings(FUZZ, max_examples=20)
@given(damage=DAMAGE, command=st.sampled_from(["report", "export"]))
def test_report_and_export_of_a_damaged_store(
    tmp_path_factory: pytest.TempPathFactory,
    small_store: Path,
    damage: tuple[tuple[str, str], object],
    command: str,
) -> None:
    (table, column), value = damage
    store = _write(tmp_path_factory, "damaged.sqlite", small_store.read_bytes())
    with sqlite3.connect(store) as connection:
        connection.execute(f"UPDATE {table} SET {column} = ?", (value,))
    out = store.with_name("out.jsonl")
    if command == "report":
        args = ["report", "default", "--store", store, "--format", "json", "-o", out]
    else:
        args = ["export", store, "-o", out]
    result = _invoke(args, {OK, USAGE, ExitCode.INCOMPLETE})
    if result.exit_code == USAGE:
        assert result.stderr.startswith("error: "), result.stderr
