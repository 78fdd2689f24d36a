"""Whether text is a Python module: its syntax tree, or whether it compiles, from any caller.

Why one module: the verify engine (through instructions._code_facts) and the calibration of
BigCodeBench-style programs (tasks._calibrate) ask the same two questions of untrusted model
code, and both must get one answer whoever asks and however deep the caller's stack is
(vibebench._fixed_depth), must not inherit the `from __future__` flags of the module asking
(`compile` does unless told not to: under `annotations`, `def f() -> (yield): ...` does not
compile), and must not crash on code nested too deeply to analyse: such code is no module.

Nor may the answer depend on the caller's warning filters: compiling code can warn (`assert
(x, "why")`, `x is 1`, an invalid escape), and under `-W error` or a test runner's filters
`compile` raises those warnings as SyntaxError. Judged code warns into nothing (a filter on
its file name, `CODE_FILE`, which also keeps a batch's warnings off the console), and when
a filter may raise warnings as errors a SyntaxError is checked again with warnings ignored.
"""

from __future__ import annotations

import ast
import re
import threading
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Literal, overload

from vibebench._fixed_depth import shallow_answer

__all__ = [
    "CODE_FILE",
    "compile_error",
    "compiles_module",
    "parse_module",
    "syntax_tree",
    "warnings_silenced",
]

CODE_FILE = "<code>"
"""The file name judged code is parsed and compiled under (what its warnings name)."""

warnings.filterwarnings("ignore", module=re.escape(CODE_FILE) + r"\Z")

_TREE_LOCK = threading.RLock()
"""Held while `ast` builds a tree (reentrant: a GC pass inside may run code that parses),
and while vibebench silences warnings (`warnings_silenced`)."""


@contextmanager
def warnings_silenced() -> Iterator[None]:
    """Every warning ignored within the block, one thread at a time: the only way vibebench
    silences warnings.

    Why the lock: the warning filters are the process's, and `catch_warnings` restores the
    list it saw on entry, so two threads' blocks interleaving (inspect's scorers, a reward
    hook called from threads) can leave "ignore everything" in place for good.
    """
    with _TREE_LOCK, warnings.catch_warnings():
        warnings.simplefilter("ignore")
        yield


@overload
def syntax_tree(source: str, mode: Literal["exec"] = "exec") -> ast.Module: ...
@overload
def syntax_tree(source: str, mode: Literal["eval"]) -> ast.Expression: ...
def syntax_tree(source: str, mode: str = "exec") -> ast.AST:
    """`ast.parse(source, mode=mode)`, one thread at a time: the only way vibebench parses.

    CPython 3.11 before 3.11.8 keeps the AST constructor's recursion count in state all
    threads share (gh-106905): when a GC pass in one thread's parse runs Python code, another
    thread's parse can start, and one of them fails with "SystemError: AST constructor
    recursion depth mismatch". Runs parse from threads (protocol baselines, reward hooks).
    """
    with _TREE_LOCK:
        try:
            return ast.parse(source, CODE_FILE, mode=mode)
        except SyntaxError:
            if not _warnings_may_raise():
                raise
            with warnings_silenced():
                return ast.parse(source, CODE_FILE, mode=mode)


def parse_module(code: str) -> ast.Module | None:
    """The module's syntax tree; None when the code does not parse, or nests too deeply to
    parse even at the bottom of a fresh thread."""
    try:
        return shallow_answer(_parse, code)
    except (RecursionError, MemoryError):
        return None


def compiles_module(code: str) -> bool:
    """Whether the code compiles as a module (which implies that it parses); False for code
    nested too deeply to compile even at the bottom of a fresh thread."""
    try:
        return shallow_answer(_compiles, code)
    except (RecursionError, MemoryError):
        return False


def _parse(code: str) -> ast.Module | None:
    try:
        return syntax_tree(code)
    except (SyntaxError, ValueError):
        return None


def _compiles(code: str) -> bool:
    try:
        compile(code, CODE_FILE, "exec", dont_inherit=True)
    except SyntaxError:
        return _warnings_may_raise() and compile_error(code) is None
    except ValueError:
        return False
    return True


def _warnings_may_raise() -> bool:
    """Whether a warning filter may raise a warning as an error (`-W error`, a test
    runner's filters): only then can a SyntaxError be a warning, and is it worth checking
    again (prose a detector tries as code fails to parse all the time)."""
    return any(entry[0] == "error" for entry in warnings.filters)


def compile_error(code: str) -> Exception | None:
    """Why the code does not compile (its SyntaxError, or the ValueError, RecursionError or
    MemoryError compiling it raised), with warnings ignored; None when it compiles. Held
    under the parse lock: the warning filters are the process's."""
    with warnings_silenced():
        try:
            compile(code, CODE_FILE, "exec", dont_inherit=True)
        except (SyntaxError, ValueError, RecursionError, MemoryError) as err:
            return err
    return None
