"""`vibebench run` from the command line, offline."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from vibebench.augment import shipped_path
from vibebench.cli import main
from vibebench.store import RunStore


def test_offline_run_prints_the_summary_and_writes_the_report(tmp_path: Path) -> None:
    store = tmp_path / "runs.sqlite"
    args = [
        "run",
        "-b",
        "humaneval",
        "-m",
        "reference",
        "--limit",
        "2",
        "-k",
        "2",
        "--store",
        str(store),
    ]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    assert "reference: 10 samples, error rate 0.0%" in result.output
    report = tmp_path / "default.html"
    assert report.exists() and "<svg" in report.read_text()

    again = CliRunner().invoke(main, [*args, "--format", "json", "--no-report"])
    (summary,) = json.loads(again.stdout)
    assert summary["samples"] == 10 and summary["errors"] == 0
    assert {(row["setting"], row["k"]) for row in summary["rows"]} == {
        ("base", 0),
        ("single", 1),
        ("single", 2),
        ("multi", 1),
        ("multi", 2),
    }


def test_an_unknown_benchmark_is_a_usage_error(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["run", "-b", "nope", "--store", str(tmp_path / "r.sqlite")])
    assert result.exit_code == 2
    assert "nope" in result.output


@pytest.mark.parametrize(
    ("option", "value"),
    [
        ("--max-k", "0"),
        ("--samples", "0"),
        ("--limit", "0"),
        ("--temperature", "5"),
        ("--max-tokens", "0"),
        ("--concurrency", "0"),
        ("--retries", "-1"),
        ("--request-timeout", "0"),
        ("--workers", "0"),
    ],
)
def test_an_out_of_range_number_is_a_one_line_usage_error(
    tmp_path: Path, option: str, value: str
) -> None:
    store = tmp_path / "r.sqlite"
    result = CliRunner().invoke(main, ["run", option, value, "--store", str(store)])
    assert result.exit_code == 2, result.output
    assert option in result.output and "Traceback" not in result.output
    assert not store.exists()  # refused before anything ran


def test_an_augmented_file_of_another_benchmark_is_refused(tmp_path: Path) -> None:
    args = ["run", "-b", "humaneval", "-a", "embedded", "-m", "reference", "--limit", "2"]
    result = CliRunner().invoke(main, [*args, "--store", str(tmp_path / "r.sqlite")])
    assert result.exit_code == 2, result.output
    assert "embedded.jsonl holds instructions for none of the 2 tasks of 'humaneval'" in (
        result.output
    )


def _shipped_humaneval_lines() -> list[str]:
    return shipped_path("humaneval").read_text().splitlines()


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"id": "style_99"}, "unknown instruction id 'style_99'"),
        ({"id": "style_3", "params": {"line_length": "long"}}, "style_3"),
    ],
)
def test_a_bad_instruction_in_the_augmented_file_names_file_and_task(
    tmp_path: Path, change: dict, message: str
) -> None:
    header, first, *rest = _shipped_humaneval_lines()
    task = json.loads(first)
    task["instructions"][0] = {"params": {}, **change}
    augmented = tmp_path / "broken.jsonl"
    augmented.write_text("\n".join([header, json.dumps(task), *rest]) + "\n")
    args = ["run", "-b", "humaneval", "-a", str(augmented), "-m", "reference", "--limit", "1"]
    result = CliRunner().invoke(main, [*args, "--store", str(tmp_path / "r.sqlite")])
    assert result.exit_code == 2, result.output
    assert "broken.jsonl: task HumanEval/0, instruction 1" in result.output
    assert message in result.output
    with RunStore.open(tmp_path / "r.sqlite", create=True) as store:
        assert store.count("generations") == 0  # refused before any request


def test_a_task_file_without_augmentation_runs_base_only_or_says_how_to_augment(
    tmp_path: Path,
) -> None:
    tasks = tmp_path / "tasks.jsonl"
    exported = CliRunner().invoke(main, ["tasks", "export", "embedded", "-o", str(tasks)])
    assert exported.exit_code == 0, exported.output
    common = ["run", "-b", str(tasks), "-m", "reference", "--limit", "1", "--no-report"]
    store = ["--store", str(tmp_path / "r.sqlite")]

    refused = CliRunner().invoke(main, [*common, *store])
    assert refused.exit_code == 2
    assert f"vibebench augment {tasks} -o FILE" in refused.output

    base_only = CliRunner().invoke(main, [*common, *store, "-s", "base", "--format", "json"])
    assert base_only.exit_code == 0, base_only.output
    (summary,) = json.loads(base_only.stdout)
    assert [(row["setting"], row["pass_at_1"]) for row in summary["rows"]] == [("base", 1.0)]
