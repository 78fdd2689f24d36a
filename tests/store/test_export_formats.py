"""`vibebench export --as lcb|bigcodebench|evalplus`, and the round trip through the formats.

A solution file in a harness's own format is replayed (`replay:FILE`) through `vibebench
run`, exported back in that format, and must come out holding the same code; `vibebench
exec` and `vibebench verify` read the export.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from hub_records import bigcodebench_records, livecodebench_records, write_jsonl
from vibebench._interchange import iter_solution_records, write_solutions
from vibebench.cli import main
from vibebench.cli.store import export
from vibebench.store import ExtractionRecord, GenerationRecord, RunStore, SampleKey
from vibebench.tasks import load_benchmark

KeyFactory = Callable[..., SampleKey]


def _run(*args: str) -> None:
    result = CliRunner().invoke(main, ["run", *args, "--no-report", "--format", "json"])
    assert result.exit_code == 0, result.output


def _export(db: Path, out: Path, *args: str, exit_code: int = 0) -> Any:
    result = CliRunner().invoke(export, [str(db), "-o", str(out), *args, "--format", "json"])
    assert result.exit_code == exit_code, result.output
    return json.loads(result.stdout)


def _codes(path: Path) -> list[tuple[str, str]]:
    """(task id, code) of every sample of a solution file, in file order."""
    return [(record.task_id, record.text) for record in iter_solution_records(path)]  # type: ignore[union-attr]


@pytest.fixture(scope="module")
def lcb_data(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("lcb") / "test.jsonl"
    return write_jsonl(path, livecodebench_records(2, with_references=True))


def test_a_livecodebench_file_round_trips_through_replay_run_and_export(
    tmp_path: Path, lcb_data: Path
) -> None:
    tasks = load_benchmark("livecodebench", data_file=str(lcb_data))
    original = tmp_path / "Scenario.codegeneration_2_0.2.json"
    records = [
        {"question_id": task.id, "code_list": [task.reference_solution, "print(0)\n"]}
        for task in tasks
    ]
    original.write_text(json.dumps(records, indent=4))
    db = tmp_path / "runs.sqlite"
    _run("-b", "livecodebench", "--data-file", str(lcb_data), "-m", f"lcb=replay:{original}",
         "-s", "base", "-n", "2", "--store", str(db))  # fmt: skip
    out = tmp_path / "exported.json"
    summary = _export(db, out, "--as", "lcb")
    assert summary["samples"] == 4 and summary["format"] == "lcb"
    exported = json.loads(out.read_text())  # ordered by question_id, as LiveCodeBench sorts
    assert [(r["question_id"], r["code_list"]) for r in exported] == sorted(
        (r["question_id"], r["code_list"]) for r in records
    )
    assert {(r["model"], r["setting"], r["k"]) for r in exported} == {("lcb", "base", 0)}

    again = tmp_path / "again.sqlite"  # the export is a replay file too
    _run("-b", "livecodebench", "--data-file", str(lcb_data), "-m", f"lcb=replay:{out}",
         "-s", "base", "-n", "2", "--store", str(again))  # fmt: skip
    _export(again, tmp_path / "again.json", "--as", "lcb")
    assert json.loads((tmp_path / "again.json").read_text()) == exported


def test_an_exported_livecodebench_file_is_scored_by_exec_and_verify(
    tmp_path: Path, lcb_data: Path
) -> None:
    tasks = load_benchmark("livecodebench", data_file=str(lcb_data))
    original = tmp_path / "lcb.json"
    original.write_text(
        json.dumps([{"question_id": t.id, "code_list": [t.reference_solution]} for t in tasks])
    )
    db = tmp_path / "runs.sqlite"
    _run("-b", "livecodebench", "--data-file", str(lcb_data), "-m", f"m=replay:{original}",
         "-s", "base", "--store", str(db))  # fmt: skip
    out = tmp_path / "out.json"
    _export(db, out, "--as", "lcb")
    ran = CliRunner().invoke(
        main, ["exec", str(out), "-b", "livecodebench", "--data-file", str(lcb_data),
               "--no-calibrate", "--k", "1", "--format", "json"],
    )  # fmt: skip
    assert ran.exit_code == 0, ran.output
    assert json.loads(ran.stdout)["pass_at_k"] == {"1": 1.0}
    verdicts = tmp_path / "verdicts.jsonl"
    checked = CliRunner().invoke(main, ["verify", str(out), "-o", str(verdicts)])
    assert checked.exit_code == 0, checked.output
    lines = [json.loads(line) for line in verdicts.read_text().splitlines()]
    assert sorted((line["task_id"], line["code_found"]) for line in lines) == sorted(
        (task.id, True) for task in tasks
    )


def test_evalplus_samples_round_trip_with_completions_as_whole_solutions(tmp_path: Path) -> None:
    tasks = load_benchmark("humaneval")[:2]
    lines = []
    for task in tasks:
        body = (task.reference_solution or "")[len(task.code_prefix) :]
        lines += [
            {"task_id": task.id, "completion": body},
            {"task_id": task.id, "solution": "x = 1\n"},
        ]
    original = write_jsonl(tmp_path / "samples.jsonl", lines)
    db = tmp_path / "runs.sqlite"
    _run("-b", "humaneval", "--limit", "2", "-m", f"ep=replay:{original}", "-s", "base",
         "-n", "2", "--no-calibrated", "--store", str(db))  # fmt: skip
    out = tmp_path / "exported.jsonl"
    _export(db, out, "--as", "evalplus", "--model", "ep", "--setting", "base", "--k", "0")
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    expected = [
        (task.id, code, number)
        for task in tasks
        for number, code in enumerate(
            [(task.reference_solution or "").strip("\n") + "\n", "x = 1\n"]
        )
    ]
    assert [(r["task_id"], r["solution"], r["completion_id"]) for r in rows] == expected
    ran = CliRunner().invoke(
        main, ["exec", str(out), "-b", "humaneval", "--no-calibrate", "--k", "1,2",
               "--format", "json"],
    )  # fmt: skip
    assert json.loads(ran.stdout)["pass_at_k"] == {"1": 0.5, "2": 1.0}


def test_bigcodebench_solutions_round_trip(tmp_path: Path) -> None:
    data = write_jsonl(tmp_path / "bcb.jsonl", bigcodebench_records(2))
    tasks = load_benchmark("bigcodebench", data_file=str(data))
    original = write_jsonl(
        tmp_path / "bcb-sanitized.jsonl",
        [{"task_id": task.id, "solution": task.reference_solution} for task in tasks],
    )
    db = tmp_path / "runs.sqlite"
    _run("-b", "bigcodebench", "--data-file", str(data), "-m", f"b=replay:{original}",
         "-s", "base", "--store", str(db))  # fmt: skip
    out = tmp_path / "exported.jsonl"
    _export(db, out, "--as", "bigcodebench")
    assert _codes(out) == [
        (task.id, (task.reference_solution or "").strip("\n") + "\n") for task in tasks
    ]


@pytest.fixture
def two_settings(store: RunStore, make_key: KeyFactory) -> RunStore:
    """Samples of two settings in one run: extracted code for one, no code for another."""
    for setting, k in (("base", 0), ("single", 1)):
        for task in range(2):
            key = make_key(task, setting=setting, k=k)
            store.put_generation(
                key, GenerationRecord(turn=0, final=True, messages=[], response="r")
            )
            code = None if (setting, task) == ("single", 1) else f"y = {task}\n"
            store.put_extraction(key, ExtractionRecord(code=code, method="fence"))
    return store


def test_an_export_needs_one_configuration_and_names_the_ones_it_found(
    two_settings: RunStore, tmp_path: Path
) -> None:
    result = CliRunner().invoke(
        export, [str(two_settings.path), "-o", str(tmp_path / "x.jsonl"), "--as", "evalplus"]
    )
    assert result.exit_code == 2
    assert "setting 'base' k 0" in result.output and "setting 'single' k 1" in result.output
    assert not (tmp_path / "x.jsonl").exists()


def test_a_sample_without_code_is_exported_as_an_empty_solution(
    two_settings: RunStore, tmp_path: Path
) -> None:
    out = tmp_path / "single.json"
    summary = _export(two_settings.path, out, "--as", "lcb", "--setting", "single", exit_code=3)
    assert summary["incomplete"] == "incomplete: 0 of 4 samples done"  # written all the same
    assert [(r["question_id"], r["code_list"]) for r in json.loads(out.read_text())] == [
        ("HumanEval/0", ["y = 0\n"]),
        ("HumanEval/1", [""]),
    ]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--model", "m1"], "--model select samples for --as"),
        (["--as", "lcb", "--table", "runs"], "leave out --table"),
        (["--as", "lcb", "--setting", "base"], "lcb solutions go to a .json file"),
    ],
)
def test_export_refuses_options_that_do_not_fit(
    two_settings: RunStore, tmp_path: Path, args: list[str], message: str
) -> None:
    out = tmp_path / "out.jsonl"
    result = CliRunner().invoke(export, [str(two_settings.path), "-o", str(out), *args])
    assert result.exit_code == 2
    assert message in result.output


def test_write_solutions_groups_livecodebench_code_lists_in_sample_order(tmp_path: Path) -> None:
    rows = [
        {"task_id": "b", "sample": 1, "solution": "b1"},
        {"task_id": "a", "sample": 0, "solution": "a0"},
        {"task_id": "b", "sample": 0, "solution": "b0"},
    ]
    assert write_solutions(tmp_path / "o.json", "lcb", rows) == 3
    assert json.loads((tmp_path / "o.json").read_text()) == [
        {"question_id": "b", "code_list": ["b0", "b1"]},
        {"question_id": "a", "code_list": ["a0"]},
    ]
