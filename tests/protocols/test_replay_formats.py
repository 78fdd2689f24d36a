"""`replay:FILE` answers from other harnesses' solution files."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from vibebench.errors import DatasetError
from vibebench.protocols import ReplayBaseline, TurnRequest
from vibebench.tasks import Task
from vibebench.verify import extract_code


def _answer(replay: ReplayBaseline, task: Task, sample: int = 0, **changes: object) -> str:
    base = {"task": task, "setting": "base", "k": 0, "sample": sample, "messages": ()}
    request = TurnRequest(**{**base, **changes})  # type: ignore[arg-type]
    return asyncio.run(replay.respond(request)).text


def test_a_livecodebench_code_list_answers_sample_by_sample(
    tmp_path: Path, humaneval_tasks: list[Task]
) -> None:
    task = humaneval_tasks[0]
    path = tmp_path / "lcb.json"
    path.write_text(json.dumps([{"question_id": task.id, "code_list": ["a = 1\n", "b = 2\n"]}]))
    replay = ReplayBaseline(path)
    assert [extract_code(_answer(replay, task, n)).code for n in (0, 1)] == ["a = 1\n", "b = 2\n"]


def test_an_evalplus_completion_is_answered_as_the_prompt_and_the_completion(
    tmp_path: Path, humaneval_tasks: list[Task]
) -> None:
    task = humaneval_tasks[0]
    body = (task.reference_solution or "")[len(task.code_prefix) :]
    path = tmp_path / "samples.jsonl"
    path.write_text(json.dumps({"task_id": task.id, "completion": body}) + "\n")
    code = extract_code(_answer(ReplayBaseline(path), task)).code
    assert code == (task.reference_solution or "").strip("\n") + "\n"


def test_a_solution_holding_backticks_survives_the_fence(
    tmp_path: Path, humaneval_tasks: list[Task]
) -> None:
    task = humaneval_tasks[0]
    solution = "DOC = '''\n```\nnot a fence\n```\n'''\n"
    path = tmp_path / "samples.jsonl"
    path.write_text(json.dumps({"task_id": task.id, "solution": solution}) + "\n")
    assert extract_code(_answer(ReplayBaseline(path), task)).code == solution


def test_lines_of_one_task_are_numbered_in_file_order_per_setting(
    tmp_path: Path, humaneval_tasks: list[Task]
) -> None:
    task = humaneval_tasks[0]
    rows = [
        {"task_id": task.id, "solution": "x = 0\n"},
        {"task_id": task.id, "solution": "x = 1\n"},
        {"task_id": task.id, "setting": "single", "k": 1, "solution": "y = 0\n"},
    ]
    path = tmp_path / "samples.jsonl"
    path.write_text("".join(json.dumps(row) + "\n" for row in rows))
    replay = ReplayBaseline(path)
    assert extract_code(_answer(replay, task, 1)).code == "x = 1\n"
    assert extract_code(_answer(replay, task, 0, setting="single", k=1)).code == "y = 0\n"


def test_two_answers_for_one_sample_are_refused_naming_both_lines(
    tmp_path: Path, humaneval_tasks: list[Task]
) -> None:
    task = humaneval_tasks[0]
    rows = [
        {"task_id": task.id, "completion_id": 0, "solution": "a\n"},
        {"task_id": task.id, "completion_id": 0, "solution": "b\n"},
    ]
    path = tmp_path / "samples.jsonl"
    path.write_text("".join(json.dumps(row) + "\n" for row in rows))
    with pytest.raises(DatasetError, match=r"samples.jsonl:2: a second answer .*samples.jsonl:1"):
        ReplayBaseline(path)
