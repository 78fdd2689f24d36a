"""`vibebench exec` reads other harnesses' solution files in their exact formats.

LiveCodeBench: `[{"question_id": ..., "code_list": [...]}]` (what its custom_evaluator
reads), BigCodeBench and EvalPlus: `{"task_id": ..., "solution" | "completion": ...}` lines.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from hub_records import bigcodebench_records, livecodebench_records, write_jsonl
from vibebench.cli.execute import exec_
from vibebench.errors import DatasetError
from vibebench.execute._samples import read_samples
from vibebench.tasks import Task, load_benchmark

WRONG = "print(0)\n"


@pytest.fixture(scope="module")
def lcb_tasks(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, Task]]:
    data = tmp_path_factory.mktemp("lcb") / "test.jsonl"
    write_jsonl(data, livecodebench_records(2, with_references=True))
    tasks = load_benchmark("livecodebench", data_file=str(data))
    return data, {task.id: task for task in tasks}


@pytest.fixture(scope="module")
def humaneval() -> dict[str, Task]:
    return {task.id: task for task in load_benchmark("humaneval")[:3]}


def test_livecodebench_code_lists_are_samples_numbered_by_position(
    tmp_path: Path, lcb_tasks: tuple[Path, dict[str, Task]]
) -> None:
    _, tasks = lcb_tasks
    records = [
        {"question_id": task.id, "code_list": [task.reference_solution, WRONG, ""]}
        for task in tasks.values()
    ]
    path = tmp_path / "Scenario.codegeneration_3_0.2.json"
    path.write_text(json.dumps(records, indent=4))
    found = read_samples(path, tasks)
    assert found.problems == ()
    assert [(s.task_id, s.completion_id) for s in found.samples] == [
        (task_id, number) for task_id in tasks for number in range(3)
    ]
    assert [s.program for s in found.samples][:3] == [
        next(iter(tasks.values())).reference_solution,
        WRONG,
        "",
    ]


def test_livecodebench_records_may_also_be_jsonl_lines(
    tmp_path: Path, lcb_tasks: tuple[Path, dict[str, Task]]
) -> None:
    _, tasks = lcb_tasks
    task_id = next(iter(tasks))
    path = tmp_path / "lcb.jsonl"
    path.write_text(json.dumps({"question_id": task_id, "code_list": ["a = 1\n"]}) + "\n")
    assert [s.program for s in read_samples(path, tasks).samples] == ["a = 1\n"]


def test_a_bad_record_of_a_json_array_is_reported_by_its_item_and_the_rest_kept(
    tmp_path: Path, lcb_tasks: tuple[Path, dict[str, Task]]
) -> None:
    _, tasks = lcb_tasks
    task_id = next(iter(tasks))
    records = [
        {"question_id": task_id, "code_list": "print(1)"},
        {"question_id": task_id, "code_list": ["print(2)\n"]},
        ["not", "a", "record"],
    ]
    path = tmp_path / "lcb.json"
    path.write_text(json.dumps(records))
    found = read_samples(path, tasks)
    assert [s.program for s in found.samples] == ["print(2)\n"]
    assert found.problems == (
        f"{path}: item 1: `code_list` must be a list of strings",
        f"{path}: item 3: expected a JSON object, got list",
    )


def test_a_json_array_file_that_is_not_json_cannot_be_read(tmp_path: Path) -> None:
    path = tmp_path / "lcb.json"
    path.write_text('[{"question_id": "x", "code_list": [')
    with pytest.raises(DatasetError, match="lcb.json"):
        read_samples(path, {})


def test_evalplus_completions_continue_the_prompt_and_solutions_are_whole(
    tmp_path: Path, humaneval: dict[str, Task]
) -> None:
    task = humaneval["HumanEval/0"]
    body = (task.reference_solution or "")[len(task.code_prefix) :]
    path = write_jsonl(
        tmp_path / "samples.jsonl",
        [
            {"task_id": task.id, "completion": body, "_identifier": "HumanEval/0_0"},
            {"task_id": task.id, "solution": task.reference_solution},
        ],
    )
    found = read_samples(path, humaneval)
    assert [s.program for s in found.samples] == [task.code_prefix + body] * 2
    assert [s.completion_id for s in found.samples] == [0, 1]


def test_a_bigcodebench_completion_continues_its_complete_prompt(tmp_path: Path) -> None:
    data = write_jsonl(tmp_path / "bcb.jsonl", bigcodebench_records(1))
    (task,) = load_benchmark("bigcodebench", data_file=str(data))
    path = write_jsonl(tmp_path / "samples.jsonl", [{"task_id": task.id, "completion": "X"}])
    (sample,) = read_samples(path, {task.id: task}).samples
    assert sample.program == task.prompts["complete"] + "X"


def test_a_response_is_extracted_knowing_the_task_entry_point(
    tmp_path: Path, humaneval: dict[str, Task]
) -> None:
    task = humaneval["HumanEval/0"]
    usage = "for numbers in ([1.0, 2.0], [1.0, 1.05], [5.0]):\n"
    usage += "    print(has_close_elements(numbers, 0.1))\n" * 4
    response = f"```python\n{task.reference_solution}```\nUsage:\n```python\n{usage}```\n"
    path = write_jsonl(tmp_path / "samples.jsonl", [{"task_id": task.id, "response": response}])
    (sample,) = read_samples(path, humaneval).samples
    assert sample.program == (task.reference_solution or "").strip("\n") + "\n"


def test_exec_scores_a_livecodebench_file_in_the_sandbox(
    tmp_path: Path, lcb_tasks: tuple[Path, dict[str, Task]]
) -> None:
    data, tasks = lcb_tasks
    records = [
        {"question_id": task.id, "code_list": [task.reference_solution, WRONG]}
        for task in tasks.values()
    ]
    path = tmp_path / "lcb.json"
    path.write_text(json.dumps(records))
    result = CliRunner().invoke(
        exec_,
        [str(path), "-b", "livecodebench", "--data-file", str(data), "--k", "1,2",
         "--no-calibrate", "--format", "json"],
    )  # fmt: skip
    assert result.exit_code == 1, result.output  # the wrong samples fail
    summary = json.loads(result.stdout)
    assert summary["samples"] == 4
    assert summary["pass_at_k"] == {"1": 0.5, "2": 1.0}
    assert summary["malformed_lines"] == []
