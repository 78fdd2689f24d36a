"""Why extracted code is not Python: the diagnostic every code-level check fails with."""

from __future__ import annotations

import re

from vibebench._python_source import compile_error
from vibebench.verify._models import Diagnostic

__all__ = ["MAX_NESTED_BLOCKS", "may_nest_too_deeply", "syntax_diagnostic", "unencodable"]

MAX_NESTED_BLOCKS = 20
"""CPython's limit on statically nested blocks (`CO_MAXBLOCKS`): loops, `try`, `except`,
`finally` and `with` nested deeper do not compile."""
_DEEP_INDENT = " " * (MAX_NESTED_BLOCKS + 1)
_BLOCK_WORD = re.compile(r"\b(?:for|while|try|except|finally|with)\b")


def may_nest_too_deeply(code: str) -> bool:
    """Whether the code could nest more blocks than CPython compiles: only if some line is
    indented by more than MAX_NESTED_BLOCKS spaces (or tabs or form feeds indent it), and
    more block keywords than that appear (in strings and comments too: both tests can
    only say yes too often).

    Why: such code never compiles once it does nest that deep, so every code-level check
    fails on its syntax, but Ruff's return-type inference (ANN, style_5) takes time
    exponential in nested loops: 45 of them held one Ruff run for 24 s. The engine compiles
    these few codes before writing the Ruff tree, and keeps the ones that fail out of it.
    """
    if _DEEP_INDENT not in code and "\t" not in code and "\f" not in code:
        return False
    return len(_BLOCK_WORD.findall(code)) > MAX_NESTED_BLOCKS


def unencodable(code: str) -> Diagnostic | None:
    """Why `code` cannot be a Python source file, when it holds a lone surrogate.

    JSON input may carry escapes such as `\\ud800`; `compile` accepts them in a str, but no
    source file (and so no Ruff run) can hold them, so such code fails like a syntax error.
    """
    if code.isascii():
        return None
    try:
        code.encode("utf-8")
    except UnicodeEncodeError as err:
        return Diagnostic(
            rule="invalid-syntax",
            line=code.count("\n", 0, err.start) + 1,
            message=f"code is not valid UTF-8 source: {err.reason} ({code[err.start]!r})",
        )
    return None


def syntax_diagnostic(code: str) -> Diagnostic:
    """Where the code stops being Python, as a diagnostic every code-level check reports."""
    problem = unencodable(code)
    if problem is not None:
        return problem
    err = compile_error(code)
    if isinstance(err, SyntaxError):
        return Diagnostic(
            rule="invalid-syntax",
            line=err.lineno,
            column=err.offset,
            message=f"code does not compile: {err.msg}",
        )
    if err is not None:
        return Diagnostic(rule="invalid-syntax", message=f"code does not compile: {err}")
    return Diagnostic(rule="invalid-syntax", message="code does not compile")
