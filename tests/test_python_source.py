"""Parsing from several threads at once: one tree each, never a SystemError.

On CPython 3.11 before 3.11.8 the AST constructor keeps its recursion count in state every
thread shares (gh-106905). A GC pass inside one thread's `ast.parse` that runs a finalizer
lets another thread's parse start, and one of them fails with "AST constructor recursion
depth mismatch": the run engine parses from worker threads (protocol baselines) and failed
that way in CI. `syntax_tree` parses one thread at a time.
"""

from __future__ import annotations

import ast
import gc
import sys
import threading
import time
from collections.abc import Callable

import pytest

from vibebench._python_source import syntax_tree

CODE = "\n".join(f"def f{i}(a, b):\n    return [a + b * {i} for _ in (1, 2)]" for i in range(200))


class _Cycle:
    """Cyclic garbage with a finalizer that lets other threads run (as a library's might)."""

    def __init__(self) -> None:
        self.me = self

    def __del__(self) -> None:
        time.sleep(0)


def _errors_parsing_at_once(parse: Callable[[str], ast.AST], seconds: float) -> list[str]:
    """SystemErrors from three threads parsing CODE while GC runs often, with finalizers."""
    errors: list[str] = []
    stop = time.monotonic() + seconds

    def work() -> None:
        while time.monotonic() < stop and not errors:
            _Cycle()
            try:
                assert isinstance(parse(CODE), ast.Module)
            except SystemError as err:
                errors.append(str(err))

    thresholds = gc.get_threshold()
    gc.set_threshold(50, 1, 1)
    try:
        threads = [threading.Thread(target=work) for _ in range(3)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    finally:
        gc.set_threshold(*thresholds)
        gc.collect()
    return errors


@pytest.mark.skipif(sys.version_info >= (3, 11, 8), reason="CPython fixed gh-106905")
def test_the_race_is_real_with_bare_ast_parse() -> None:
    """The attack works on this Python: with bare `ast.parse` a thread caught mid-parse
    fails once it resumes (within the first second here)."""
    assert _errors_parsing_at_once(ast.parse, 2.0)


def test_syntax_tree_parses_from_many_threads_without_a_system_error() -> None:
    assert _errors_parsing_at_once(syntax_tree, 2.0) == []


def test_syntax_tree_is_ast_parse_otherwise() -> None:
    assert ast.dump(syntax_tree("x = 1")) == ast.dump(ast.parse("x = 1"))
    assert isinstance(syntax_tree("1 + 2", mode="eval"), ast.Expression)
    with pytest.raises(SyntaxError):
        syntax_tree("def (")
