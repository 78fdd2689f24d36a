"""`vibebench tasks`: list, show and export, with exit codes.

The group is invoked directly, so these tests do not depend on other stages importing.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from click.testing import CliRunner

from vibebench.cli.tasks import tasks
from vibebench.tasks import load_benchmark, read_tasks_jsonl


def test_list_as_json_names_every_benchmark() -> None:
    result = CliRunner().invoke(tasks, ["list", "--format", "json"])
    assert result.exit_code == 0, result.output
    names = [entry["name"] for entry in json.loads(result.output)]
    assert names == ["humaneval", "embedded", "bigcodebench", "livecodebench"]


def test_show_summarizes_test_kinds() -> None:
    result = CliRunner().invoke(tasks, ["show", "humaneval", "--format", "json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.output) == {
        "benchmark": "humaneval",
        "tasks": 164,
        "test_kinds": {"check_function": 164},
    }


def test_show_one_task_prints_its_chosen_prompt() -> None:
    args = ["show", "embedded", "--id", "Embedded/3", "-O", "prompt=instruct"]
    result = CliRunner().invoke(tasks, args)
    assert result.exit_code == 0, result.output
    assert result.output.startswith("Find the n most common words")


def test_export_with_options_round_trips(
    tmp_path: Path,
    lcb_records: list[dict[str, Any]],
    write_jsonl: Callable[[str, list[dict[str, Any]]], Path],
) -> None:
    source = write_jsonl("lcb.jsonl", lcb_records)
    output = tmp_path / "frozen.jsonl"
    args = ["export", "livecodebench", "--data-file", str(source)]
    args += ["-O", "start_date=2024-01-01", "-o", str(output)]
    result = CliRunner().invoke(tasks, args)
    assert result.exit_code == 0, result.output
    frozen = read_tasks_jsonl(output)
    assert [task.id for task in frozen] == ["3000", "abc370_b"]
    assert load_benchmark(str(output)) == frozen


def test_usage_errors_exit_2_with_one_line_reasons(tmp_path: Path) -> None:
    runner = CliRunner()
    unknown = runner.invoke(tasks, ["show", "mbpp"])
    assert unknown.exit_code == 2
    assert "unknown benchmark 'mbpp'" in unknown.output
    bad_option = runner.invoke(tasks, ["show", "embedded", "-O", "prompt"])
    assert bad_option.exit_code == 2
    assert "KEY=VALUE" in bad_option.output
    missing_id = runner.invoke(tasks, ["show", "embedded", "--id", "Embedded/999"])
    assert missing_id.exit_code == 2
    broken = tmp_path / "broken.jsonl"
    broken.write_text("{}\n")
    bad_file = runner.invoke(tasks, ["export", str(broken), "-o", str(tmp_path / "o")])
    assert bad_file.exit_code == 2
    assert "broken.jsonl:1" in bad_file.output
    assert not (tmp_path / "o").exists()
