"""Prompts as the paper and the base benchmarks' own harnesses word them."""

from __future__ import annotations

from pathlib import Path

import pytest

from hub_records import bigcodebench_records, livecodebench_records, write_jsonl
from vibebench.instructions import InstructionSpec, get_instruction
from vibebench.protocols import (
    base_messages,
    edit_turn_message,
    single_turn_messages,
    system_prompt,
    task_prompt,
)
from vibebench.tasks import Task, load_benchmark


@pytest.fixture(scope="module")
def bcb_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_jsonl(tmp_path_factory.mktemp("bcb") / "bcb.jsonl", bigcodebench_records(2))


@pytest.fixture(scope="module")
def lcb_tasks(tmp_path_factory: pytest.TempPathFactory) -> list[Task]:
    path = write_jsonl(tmp_path_factory.mktemp("lcb") / "lcb.jsonl", livecodebench_records(2))
    return load_benchmark("livecodebench", data_file=str(path))


def test_bigcodebench_instruct_prompt_is_sent_as_it_is(bcb_file: Path) -> None:
    (task, _) = load_benchmark("bigcodebench", data_file=str(bcb_file), prompt="instruct")
    assert task_prompt(task) == task.prompts["instruct"]
    assert "complete, runnable" in system_prompt(task)


def test_bigcodebench_complete_prompt_asks_for_a_self_contained_program(bcb_file: Path) -> None:
    (task, _) = load_benchmark("bigcodebench", data_file=str(bcb_file), prompt="complete")
    text = task_prompt(task)
    assert f"```python\n{task.prompts['complete'].rstrip()}\n```" in text
    assert "self-contained" in text and "`task_func`" in text


def test_humaneval_prompt_is_the_code_to_complete() -> None:
    task = load_benchmark("humaneval")[0]
    text = task_prompt(task)
    assert f"```python\n{task.prompt.rstrip()}\n```" in text
    assert "`has_close_elements`" in text


def test_livecodebench_stdin_problem_uses_its_template_and_no_class(lcb_tasks) -> None:
    stdin = next(task for task in lcb_tasks if task.test_kind == "stdin_stdout")
    text = task_prompt(stdin)
    assert "### Question:" in text and "### Format:" in text and "### Answer:" in text
    assert "standard input" in text and "stdin" in text
    assert "Solution" not in text
    assert "complete Python functions" in system_prompt(stdin)


def test_livecodebench_functional_problem_is_asked_for_as_its_solution_method(lcb_tasks) -> None:
    functional = next(task for task in lcb_tasks if task.test_kind == "call_based")
    text = task_prompt(functional)
    assert functional.metadata["entry_class"] == "Solution"
    assert "class Solution:" in text  # the starter code, in LiveCodeBench's format section
    assert f"`Solution().{functional.entry_point}`" in text
    assert "must not read standard input" in text


def test_a_functional_problem_without_a_class_is_asked_for_as_a_function() -> None:
    task = Task(
        id="lcb/x",
        source="livecodebench",
        prompts={"complete": "Return the sum of a and b."},
        entry_point="solve",
        test_kind="call_based",
    )
    text = task_prompt(task)
    assert "`solve`" in text and "Solution" not in text


def test_single_turn_appends_the_instructions_after_the_task() -> None:
    task = load_benchmark("humaneval")[0]
    specs = [
        InstructionSpec(id="style_3", params={"line_length": 88}),
        InstructionSpec(id="doc_2"),
    ]
    content = single_turn_messages(task, specs)[1].content
    assert content.startswith(task_prompt(task))
    instructions = content[len(task_prompt(task)) :]
    assert instructions.index("1. ") < instructions.index("2. ")


def test_multi_turn_sends_one_instruction_per_turn() -> None:
    task = load_benchmark("humaneval")[0]
    assert [m.role for m in base_messages(task)] == ["system", "user"]
    spec = InstructionSpec(id="logic_3", params={"max_branches": 2})
    turn = edit_turn_message(spec).content
    assert get_instruction("logic_3").prompt({"max_branches": 2}, edit=True) in turn
    assert "style_3" not in turn and "1. " not in turn
