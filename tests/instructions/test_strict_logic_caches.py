"""The caches of logic_2 and logic_9 answer for the code and the function asked about.

logic_2 keeps the generators only ever taken with `next(...)` per code, and the values
each function returns per function; logic_9 keeps its verdicts and strict findings per code
(the same code at the top level and inside `exec` shares them) and what each wrapped name
wraps per name. A cache answering for another code, function or name would turn these
verdicts around.
"""

from __future__ import annotations

from textwrap import dedent

import pytest

from vibebench.instructions import InstructionSpec
from vibebench.instructions.builtin.logic_2_max_returns import _next_taken
from vibebench.instructions.builtin.logic_9_no_recursion import (
    find_recursion,
    strict_recursion,
)
from vibebench.verify import VerifyRequest, verify


def _verdict(spec: InstructionSpec, code: str, mode: str = "strict") -> tuple[bool, list]:
    response = f"```python\n{dedent(code).lstrip()}```\n"
    [result] = verify([VerifyRequest(response=response, instructions=[spec])], mode=mode)
    verdict = result.verdicts[0]
    return verdict.passed, [(item.line, item.message) for item in verdict.diagnostics]


ONE_RETURN = InstructionSpec(id="logic_2", params={"max_returns": 1})
NO_RECURSION = InstructionSpec(id="logic_9")

GRADE = """
    def _grade(score):
        if score >= 90:
            yield 'A'
        yield 'B'


    def grade(score):
        return {}(_grade(score))
"""
TAKEN, LISTED = GRADE.format("next"), GRADE.format("list")


def test_generators_taken_with_next_are_those_of_the_code_asked_about() -> None:
    """The same generator, taken with `next` in one code and listed in the other: each
    code's answer, in either order."""
    _next_taken.cache_clear()
    for _ in range(2):
        assert not _verdict(ONE_RETURN, TAKEN)[0]
        assert _verdict(ONE_RETURN, LISTED)[0]
    _next_taken.cache_clear()
    assert _verdict(ONE_RETURN, LISTED)[0]
    assert not _verdict(ONE_RETURN, TAKEN)[0]


def test_generators_taken_with_next_are_told_apart_by_function() -> None:
    """Two generators of one code, one taken with `next`, the other listed; and two
    methods of one name on other lines: only the one taken with `next` counts its yields."""
    code = """
        def _grade(score):
            if score >= 90:
                yield 'A'
            yield 'B'


        def _ranks(score):
            if score >= 90:
                yield 1
            yield 2


        def grade(score):
            return next(_grade(score)), list(_ranks(score))


        class Early:
            def pick(self, items):
                if items:
                    yield items[0]
                yield None

            def first(self, items):
                return next(self.pick(items))


        class Late:
            def pick(self, items):
                if items:
                    yield items[-1]
                yield None
    """
    passed, found = _verdict(ONE_RETURN, code)
    assert not passed
    assert [message.split(":")[0] for _, message in found] == ["`_grade`", "`pick`"]
    assert [line for line, _ in found] == [1, 18]


def test_values_returned_are_those_of_the_function_asked_about() -> None:
    """Two functions storing a caught value: only the one returning it exits twice."""
    code = """
        class Found(Exception):
            def __init__(self, value):
                self.value = value


        def find(items, target):
            label = None
            try:
                for item in items:
                    if item == target:
                        raise Found(item)
            except Found as hit:
                label = hit.value
            return label


        def check(items, target):
            label = None
            try:
                for item in items:
                    if item == target:
                        raise Found(item)
            except Found as hit:
                label = hit.value
            return items
    """
    passed, found = _verdict(ONE_RETURN, code)
    assert not passed
    assert [message.split(":")[0] for _, message in found] == ["`find`"]


RECURSIVE = """
    def countdown(n):
        return n if n <= 0 else countdown(n - 1)
"""
ITERATIVE = """
    def countdown(n):
        while n > 0:
            n -= 1
        return n
"""
SIZED = """\
class Node:
    def __init__(self, children):
        self.children = children

    def size(self):
        return 1 + sum(child.size() for child in self.children)
"""
RUN = f'SOURCE = """{SIZED}"""\nexec(SOURCE)\n'


@pytest.mark.parametrize("mode", ["paper", "strict"])
def test_recursion_verdicts_are_those_of_the_code_asked_about(mode: str) -> None:
    find_recursion.cache_clear()
    strict_recursion.cache_clear()
    for _ in range(2):
        assert not _verdict(NO_RECURSION, RECURSIVE, mode)[0]
        assert _verdict(NO_RECURSION, ITERATIVE, mode)[0]


@pytest.mark.parametrize("exec_first", [False, True])
def test_strict_recursion_shared_with_exec_keeps_each_place_its_lines(exec_first: bool) -> None:
    """The same code at the top level (its own line) and run through `exec` (the line of
    the `exec`), whichever is asked first."""
    strict_recursion.cache_clear()
    order = [RUN, SIZED] if exec_first else [SIZED, RUN]
    found = {code: _verdict(NO_RECURSION, code) for code in order}
    assert found[SIZED] == (False, [(5, "`Node.size` calls itself")])
    passed, [(line, message)] = found[RUN]
    assert not passed
    assert strict_recursion.cache_info().hits  # the second asked was answered from the cache
    assert line == 8  # the line of `exec(SOURCE)`
    assert message == "in code run through exec/eval/compile: `Node.size` calls itself"


WRAPPED = """
    import functools


    def _total(n):
        return n + size(n)


    def _size(n):
        return {}


    total = functools.cache(_total)
    size = functools.cache(_size)
"""
WRAPPED_ON_SELF = """
    import functools


    class Tree:
        def __init__(self, root):
            self.root = root
            self.paths = functools.cache(self._paths)
            self.sizes = functools.cache(self._sizes)

        def _paths(self, node):
            return [node, self.sizes(node)]

        def _sizes(self, node):
            return {}
"""


@pytest.mark.parametrize(
    ("template", "plain", "recursive", "message"),
    [
        (WRAPPED, "n * 2", "n * 2 if n < 2 else size(n - 1)", "`_size` calls itself"),
        (WRAPPED_ON_SELF, "len(node)", "len(node) + self.sizes(node[1:])",
         "`Tree._sizes` calls itself"),
    ],
)  # fmt: skip
def test_each_wrapped_name_runs_the_function_it_wraps(
    template: str, plain: str, recursive: str, message: str
) -> None:
    """`total` runs `_total`, `size` runs `_size` (by name, or by attribute of `self`):
    `_total` calling `size` is no cycle; `_size` calling `size` is one, and only it."""
    assert _verdict(NO_RECURSION, template.format(plain))[0]
    passed, found = _verdict(NO_RECURSION, template.format(recursive))
    assert not passed
    assert [text for _, text in found] == [message]
