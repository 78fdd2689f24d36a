"""Extraction that knows the task: one rule per test (docs/extraction.md)."""

from __future__ import annotations

import pytest

from vibebench.verify import extract_code, verify
from vibebench.verify._extract import pin_rounds, pinned_extractions

F = "```"


def fence(code: str, label: str = "python") -> str:
    return f"{F}{label}\n{code}{F}\n"


SOLUTION = "def add(a, b):\n    return a + b\n"
USAGE = (
    "# Example usage\n"
    "for a, b in [(1, 2), (3, 4), (10, 20), (-1, 1)]:\n"
    "    print(f'add({a}, {b}) = {add(a, b)}')\n"
    "print(add(100, 200))\n"
)
MAIN = "import sys\n\n\ndef main():\n    print(sum(map(int, sys.stdin.read().split())))\n"
THREAD = "import threading\nthreading.Thread(target=main).start()\n"


def test_the_block_defining_the_entry_point_wins_over_a_longer_usage_example() -> None:
    response = f"{fence(SOLUTION)}\nUsage:\n{fence(USAGE)}"
    assert len(USAGE) > len(SOLUTION)
    assert extract_code(response, entry_point="add").code == SOLUTION


def test_without_an_entry_point_a_usage_example_feeding_made_up_values_is_dropped() -> None:
    assert extract_code(f"{fence(SOLUTION)}{fence(USAGE)}").code == SOLUTION


def test_a_usage_example_through_an_instance_is_dropped() -> None:
    solution = "class Solution:\n    def twoSum(self, nums, target):\n        return [0, 1]\n"
    usage = "sol = Solution()\nnums = [2, 7, 11, 15]\nprint(sol.twoSum(nums, 9))\n"
    assert extract_code(fence(solution) + fence(usage)).code == solution


@pytest.mark.parametrize(
    "tests",
    [
        "assert add(1, 2) == 3\nassert add(-1, 1) == 0\n",
        "def test_add():\n    assert add(2, 2) == 4\n",
        "import unittest\n\n\nclass TestAdd(unittest.TestCase):\n"
        "    def test_add(self):\n        self.assertEqual(add(1, 1), 2)\n\n\nunittest.main()\n",
        "import pytest\n\nfrom solution import add\n\n\n@pytest.fixture\ndef pair():\n"
        "    return (2, 3)\n\n\ndef test_add(pair):\n    assert add(*pair) == 5\n",
    ],
    ids=["asserts", "test-function", "unittest", "pytest-fixture"],
)
def test_a_test_block_is_dropped(tests: str) -> None:
    assert extract_code(fence(SOLUTION) + fence(tests)).code == SOLUTION


def test_tests_shown_before_the_solution_are_not_the_program() -> None:
    tests = "assert add(1, 2) == 3\n"
    assert extract_code(fence(tests) + fence(SOLUTION), entry_point="add").code == SOLUTION


@pytest.mark.parametrize(
    "driver",
    [
        THREAD,
        "main()\n",
        'if __name__ == "__main__":\n    main()\n',
        "import sys, threading\nsys.setrecursionlimit(10**6)\nthreading.stack_size(1 << 26)\n"
        "threading.Thread(target=main).start()\n",
    ],
    ids=["thread", "call", "guard", "thread-with-limits"],
)
def test_main_and_a_driver_in_separate_blocks_are_one_program(driver: str) -> None:
    assert extract_code(fence(MAIN) + fence(driver)).code == f"{MAIN}\n\n{driver}"


def test_a_driver_is_not_joined_when_the_tests_call_the_entry_point() -> None:
    assert extract_code(fence(MAIN) + fence(THREAD), entry_point="main").code == MAIN


def test_a_driver_is_not_joined_to_a_program_that_already_starts_main() -> None:
    program = MAIN + "\n\nmain()\n"
    guard = 'if __name__ == "__main__":\n    main()\n'
    assert extract_code(fence(program) + fence(guard)).code == program


def test_a_block_reading_input_for_an_earlier_function_is_a_driver() -> None:
    helper = "def double(x):\n    return 2 * x\n"
    reader = "n = int(input())\nprint(double(n))\n"
    assert extract_code(fence(helper) + fence(reader)).code == f"{helper}\n\n{reader}"


def test_an_earlier_block_defining_what_the_program_needs_is_joined_before_it() -> None:
    helper = "class DSU:\n    def __init__(self, n):\n        self.parent = list(range(n))\n"
    program = "def solve(n):\n    return DSU(n).parent\n"
    code = extract_code(fence(helper) + fence(program), entry_point="solve").code
    assert code == f"{helper}\n\n{program}"


def test_an_imports_block_is_joined_with_one_blank_line_as_isort_wants() -> None:
    imports = "import sys\n"
    program = "print(sys.argv)\n"
    assert extract_code(fence(imports) + fence(program)).code == "import sys\n\nprint(sys.argv)\n"


def test_an_earlier_block_that_runs_something_is_not_joined() -> None:
    draft = "def helper():\n    return 1\n\n\nprint(helper())\n"
    program = "def solve():\n    return helper() + 1\n"
    assert extract_code(fence(draft) + fence(program), entry_point="solve").code == program


def test_a_join_that_does_not_compile_falls_back_to_the_main_block() -> None:
    driver = "from __future__ import annotations\nmain()\n"
    result = extract_code(fence(MAIN) + fence(driver))
    assert result.code == MAIN
    assert result.parses is True


def test_code_in_the_reasoning_never_wins_over_the_answer() -> None:
    draft = "def add(a, b):\n    return a - b  # a much longer draft with a bug in it\n"
    response = f"<think>\n{fence(draft)}</think>\n{fence(SOLUTION)}"
    assert extract_code(response, entry_point="add").code == SOLUTION


def test_code_only_in_the_reasoning_is_no_answer() -> None:
    result = extract_code(f"<think>\n{fence(SOLUTION)}</think>\nThe function above adds.")
    assert result.code is None


# A leading orphan `</think>` (the chat template opened the tag) ends the reasoning: all
# before it goes. Put after the program, where it renders as nothing, it would hide the
# program from every check and leave a usage line to be judged; so it ends reasoning only
# when the answer after it stands on its own.
HIDDEN_TAGS = {
    "in an html comment": "<!-- </think> -->\n",
    "closing a line of prose": "That is the whole function.</reasoning>\n",
    "closing a heading": "## Usage</think>\n",
    "on a line of its own": "</think>\n",
}


@pytest.mark.parametrize("tag", HIDDEN_TAGS.values(), ids=HIDDEN_TAGS)
def test_an_orphan_closing_tag_after_the_program_does_not_hide_it(tag: str) -> None:
    usage = fence("print(add(1, 2))\n")
    response = f"{fence(SOLUTION)}\n{tag}\n{usage}"
    result = extract_code(response)
    assert result.code is not None
    assert SOLUTION in result.code
    assert "def add" in result.cleaned_response


def test_an_orphan_closing_tag_still_ends_reasoning_before_an_answer_that_stands_alone() -> None:
    draft = "def add(a, b):\n    return a - b  # the draft\n"
    response = f"Let me think.\n{fence(draft)}</think>\n{fence(SOLUTION)}{fence(USAGE)}"
    result = extract_code(response)
    assert result.code == SOLUTION
    assert "the draft" not in result.cleaned_response


def test_an_orphan_closing_tag_before_an_answer_using_the_draft_keeps_the_draft() -> None:
    helper = "def _total(values):\n    return sum(values)\n"
    answer = "def add(a, b):\n    return _total([a, b])\n"
    result = extract_code(f"{fence(helper)}</think>\nSo:\n{fence(answer)}")
    assert result.code is not None
    assert "def _total" in result.code


def test_unlabelled_code_beside_a_python_stub_is_the_program() -> None:
    real = "def log_total(items):\n    print(sum(items))\n"
    response = fence("import logging\n") + fence(real, label="")
    assert extract_code(response).code == real


@pytest.mark.parametrize("stub_first", [True, False])
def test_a_compliant_stub_beside_the_real_program_is_not_what_gets_graded(
    stub_first: bool,
) -> None:
    """library_2 (logging, not print) must judge the program, not an `import logging` stub."""
    real = fence("def log_total(items):\n    print(sum(items))\n", label="")
    stub = fence("import logging\nlogger = logging.getLogger(__name__)\n")
    response = stub + real if stub_first else real + stub
    [result] = verify([(response, ["library_2"])])
    assert result.verdicts[0].passed is False
    assert any("print" in d.message for d in result.verdicts[0].diagnostics)


@pytest.mark.parametrize("label", ["py", "python3", "python3.11", "Python", "py3", ""])
def test_versioned_and_unlabelled_fences_count_as_python_when_they_parse(label: str) -> None:
    response = f"Intro.\n{fence(SOLUTION, label)}" + fence("print(add(1, 2))\n", label)
    result = extract_code(response)
    assert result.code == SOLUTION
    assert result.blocks == 2


@pytest.mark.parametrize(
    "block", ["3\n1 2 3\n", "[0, 1]\n", "True\n", "Hello, World!\n", "make\n"]
)
def test_unlabelled_samples_and_outputs_are_not_code(block: str) -> None:
    result = extract_code(fence(SOLUTION) + "Output:\n" + fence(block, ""))
    assert result.code == SOLUTION
    assert result.blocks == 1


def test_an_unlabelled_block_that_does_not_parse_is_not_python() -> None:
    result = extract_code("Input:\n" + fence("5\n1 2 3 4 5\n", ""))
    assert result.code is None
    assert "unlabelled" in (result.reason or "")


def test_an_excerpt_quoting_part_of_the_program_is_not_the_program() -> None:
    program = "def is_odd(n):\n    return n % 2 == 1\n\n\ndef count_odd(xs):\n"
    program += "    return sum(map(is_odd, xs))\n"
    excerpt = "def is_odd(n):\n    return n % 2 == 1\n"
    assert extract_code(fence(program) + "The key part:\n" + fence(excerpt)).code == program


def test_of_several_complete_programs_the_last_wins() -> None:
    first = "print(sum(map(int, input().split())))\n"
    second = "import sys\n\n\ndef main():\n    print(sum(map(int, sys.stdin.read().split())))\n"
    second += "\n\nmain()\n"
    assert extract_code(fence(first) + "Faster:\n" + fence(second)).code == second


def test_a_program_wins_over_a_later_stub_that_only_binds_names() -> None:
    program = "print(sum(map(int, input().split())))\n"
    assert extract_code(fence(program) + fence("import logging\n")).code == program


def test_the_latest_block_defining_the_entry_point_wins() -> None:
    draft = "def add(a, b):\n    return a - b\n"
    assert extract_code(fence(draft) + fence(SOLUTION), entry_point="add").code == SOLUTION


def test_a_method_of_a_class_counts_as_defining_the_entry_point() -> None:
    solution = "class Solution:\n    def maxArea(self, height):\n        return 0\n"
    helper = "def area(a, b):\n    return a * b\n\n\ndef other():\n    return area(1, 2)\n"
    response = fence(solution) + fence(helper)
    assert extract_code(response, entry_point="maxArea").code == solution


def test_pinned_extractions_make_the_engine_judge_the_pinned_code() -> None:
    """The run pipeline verifies the code it executes: the pinned extraction, not a fresh one."""
    stub = "import logging\n\n\ndef g():\n    pass\n"
    response = fence("def f(x):\n    print(x)\n") + fence(stub)
    fresh = extract_code(response)
    pinned = extract_code(response, entry_point="f")
    assert fresh.code != pinned.code
    with pinned_extractions({response: pinned}):
        assert extract_code(response) is pinned
        [result] = verify([(response, ["library_2"])])
    assert result.verdicts[0].passed is False
    assert extract_code(response) == fresh


def test_an_explicit_entry_point_is_honoured_inside_a_pin() -> None:
    response = fence(SOLUTION) + fence(USAGE)
    other = extract_code("x = 1\n")
    with pinned_extractions({response: other}):
        assert extract_code(response, entry_point="add").code == SOLUTION


def test_pin_rounds_separate_one_text_extracted_two_ways() -> None:
    first, second, third = (extract_code(text) for text in ("a = 1", "b = 2", "c = 3"))
    rounds = pin_rounds(["r", "s", "r", "r"], [first, second, third, first])
    assert [indexes for indexes, _ in rounds] == [[0, 1, 3], [2]]
    assert rounds[1][1] == {"r": third}


def test_doc_6_reads_the_response_as_extraction_does() -> None:
    """A tilde fence, an indented fence and a <thinking> block are read the same way."""
    explanation = '{"summary": "Adds two numbers.", "complexity": "O(1)"}'
    response = (
        "<thinking>\n```json\n{}\n```\n</thinking>\n"
        f"~~~python\n{SOLUTION}~~~\n\n   ```json\n   {explanation}\n   ```\n"
    )
    assert extract_code(response).code == SOLUTION
    [result] = verify([(response, ["doc_6"])])
    assert result.verdicts[0].passed is True
