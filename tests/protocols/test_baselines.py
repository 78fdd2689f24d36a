"""Offline baselines: reference, Ruff auto-fix editor, replay."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from vibebench.errors import DatasetError, ModelError
from vibebench.instructions import InstructionSpec
from vibebench.protocols import ReferenceBaseline, ReplayBaseline, RuffFixBaseline, TurnRequest
from vibebench.protocols._baselines import _ruff, apply_ruff_fixes
from vibebench.tasks import Task
from vibebench.verify import extract_code, verify
from vibebench.verify._ruff import ruff_binary

UNFIXED = '''def greet(name, count):
    message = "Hello {}, you have {} new messages".format(name, count)
    return combine_everything(message, name, count, separator=", ", terminator="!", flush=True)
'''


def _passes(code: str, spec: str) -> bool:
    (result,) = verify([(f"```python\n{code}\n```", [spec])])
    return result.all_passed


@pytest.mark.parametrize("spec", ["style_6", "style_3:line_length=79"])
def test_ruff_fix_makes_fixable_code_follow_the_instruction(spec: str) -> None:
    assert not _passes(UNFIXED, spec)
    fixed = apply_ruff_fixes(UNFIXED, (InstructionSpec.parse(spec),))
    assert _passes(fixed, spec)
    assert "def greet(name, count):" in fixed


def test_ruff_fix_leaves_code_alone_for_instructions_it_cannot_fix() -> None:
    spec = InstructionSpec(id="logic_9")
    assert apply_ruff_fixes(UNFIXED, (spec,)) == UNFIXED


def _request(task: Task, **changes) -> TurnRequest:
    base = {"task": task, "setting": "single", "k": 1, "sample": 0, "messages": ()}
    return TurnRequest(**{**base, **changes})


def test_reference_baseline_answers_with_the_reference_solution(
    humaneval_tasks: list[Task],
) -> None:
    task = humaneval_tasks[0]
    response = asyncio.run(ReferenceBaseline().respond(_request(task)))
    assert extract_code(response.text).code.strip() == task.reference_solution.strip()


def test_ruff_fix_multi_turn_edits_the_previous_answer(humaneval_tasks: list[Task]) -> None:
    request = _request(
        humaneval_tasks[0],
        setting="multi",
        previous_response=f"```python\n{UNFIXED}```",
        instructions=(InstructionSpec(id="logic_9"), InstructionSpec(id="style_6")),
    )
    response = asyncio.run(RuffFixBaseline().respond(request))
    code = extract_code(response.text).code
    assert "def greet" in code and _passes(code, "style_6")


def test_replay_serves_recorded_responses_and_fails_on_missing_ones(
    tmp_path: Path, humaneval_tasks: list[Task]
) -> None:
    path = tmp_path / "replay.jsonl"
    path.write_text('{"task_id": "HumanEval/0", "setting": "single", "k": 1, "response": "R"}\n')
    replay = ReplayBaseline(path)
    assert asyncio.run(replay.respond(_request(humaneval_tasks[0]))).text == "R"
    with pytest.raises(ModelError, match="no response"):
        asyncio.run(replay.respond(_request(humaneval_tasks[1])))


def test_replay_names_the_line_of_a_malformed_record(tmp_path: Path) -> None:
    path = tmp_path / "replay.jsonl"
    path.write_text('{"task_id": "a", "response": "x"}\n{"task_id": "b"\n')
    with pytest.raises(DatasetError, match="replay.jsonl:2"):
        ReplayBaseline(path)


def test_a_ruff_that_hangs_is_the_turns_error_not_an_unfixed_answer() -> None:
    with pytest.raises(ModelError, match="ruff-fix: cannot run 'check'"):
        apply_ruff_fixes(UNFIXED, (InstructionSpec(id="style_6"),), timeout=0.000001)


def test_a_ruff_that_refuses_its_command_is_reported_with_its_reason(tmp_path: Path) -> None:
    target = tmp_path / "x.py"
    target.write_text("x = 1\n")
    command = [ruff_binary(), "check", "--config", str(tmp_path / "missing.toml"), str(target)]
    with pytest.raises(ModelError, match=r"`ruff check` failed: .*missing\.toml"):
        _ruff(command, 30)


def test_code_that_does_not_parse_comes_back_unchanged() -> None:
    broken = "def greet(name:\n    return 'hi'\n"
    assert apply_ruff_fixes(broken, (InstructionSpec.parse("style_2:quote=double"),)) == broken


def test_code_too_deep_to_parse_comes_back_unchanged_instead_of_crashing_the_turn() -> None:
    """A 100,000-term sum is too deep for the ast at any sane recursion limit: like code
    that does not parse, it comes back as it is (it raised RecursionError before)."""
    deep = "x = " + " + ".join(["1"] * 100_000) + "\n"
    assert apply_ruff_fixes(deep, (InstructionSpec.parse("style_2:quote=double"),)) == deep


def test_the_formatter_instructions_are_applied_by_the_baseline() -> None:
    fixed = apply_ruff_fixes(UNFIXED, (InstructionSpec.parse("style_2:quote=single"),))
    assert not _passes(UNFIXED, "style_2:quote=single")
    assert _passes(fixed, "style_2:quote=single")
