"""error_4: exception messages assigned to a variable before the raise."""

from __future__ import annotations

import ast
import re
from typing import Any

from vibebench.instructions._base import Instruction
from vibebench.instructions._code_facts import parse
from vibebench.instructions._strict import Finding, StrictFacts


def _has_inline_message(node: ast.Raise) -> bool:
    """Whether `raise X(<literal>, ...)` puts a string, f-string or .format() message inline."""
    if not isinstance(node.exc, ast.Call) or not node.exc.args:
        return False
    first = node.exc.args[0]
    if isinstance(first, ast.JoinedStr):
        return True
    if isinstance(first, ast.Constant) and isinstance(first.value, str):
        return True
    return (
        isinstance(first, ast.Call)
        and isinstance(first.func, ast.Attribute)
        and first.func.attr == "format"
        and isinstance(first.func.value, ast.Constant)
    )


def _inline_text(node: ast.Raise) -> bool:
    """Whether text is written inside the raise: a string or bytes literal
    (`b'bad'.decode()`) or an f-string, at any depth.

    Subscript keys are lookups, not messages (`raise KeyError(MESSAGES['empty'])`), and
    neither is a code handed to the exception by a keyword that names no message
    (`raise AppError(msg, code='E_NEGATIVE')`), a one-word dict key (a field or header
    name: `ValidationError({'email': msg})`), nor, once the exception has a message, what
    a keyword naming no message holds (`headers={'WWW-Authenticate': 'Bearer'}`).
    """
    stack: list[ast.AST] = [node]
    extras = _extra_keywords(node.exc)
    while stack:
        current = stack.pop()
        if isinstance(current, ast.JoinedStr) or (
            isinstance(current, ast.Constant) and isinstance(current.value, str | bytes)
        ):
            return True
        if isinstance(current, ast.Subscript):
            stack.append(current.value)
            continue
        if isinstance(current, ast.keyword) and (id(current) in extras or _is_code(current)):
            continue
        if isinstance(current, ast.Dict):
            stack.extend(key for key in current.keys if key is not None and not _is_word(key))
            stack.extend(current.values)
            continue
        stack.extend(ast.iter_child_nodes(current))
    return False


def _extra_keywords(exc: ast.expr | None) -> set[int]:
    """The keywords of `raise X(message, headers=...)` that name no message, when the
    exception gets its message elsewhere (a positional argument or a message keyword):
    they are not the message (without one, `X(code='a sentence')` is)."""
    if not isinstance(exc, ast.Call):
        return set()
    named = [k for k in exc.keywords if k.arg is not None]
    extras = {id(k) for k in named if k.arg.lower() not in _MESSAGE_KEYWORDS}  # type: ignore[union-attr]
    has_message = bool(exc.args) or len(extras) < len(named)
    return extras if has_message else set()


def _is_word(node: ast.expr) -> bool:
    """A one-word string constant: a key, field or header name, not a message."""
    return (
        isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and _CODE.fullmatch(node.value) is not None
    )


_CODE_POINTS = frozenset({"builtins.chr", "builtins.bytes", "builtins.bytearray"})


def _spelled_text(node: ast.Raise, facts: StrictFacts) -> bool:
    """Whether the raise spells text out as numbers: `chr(33)`, `bytes([104, 105])`,
    `bytearray((104, 105))` or `0x6869.to_bytes(2)`, a literal message in disguise."""
    for current in ast.walk(node):
        if not isinstance(current, ast.Call) or not current.args:
            continue
        func, first = current.func, current.args[0]
        if isinstance(func, ast.Attribute) and func.attr == "to_bytes" and _is_int(func.value):
            return True
        if isinstance(first, ast.List | ast.Tuple) and first.elts:
            spelled = all(map(_is_int, first.elts)) and bool(
                facts.names.names(func) & _CODE_POINTS
            )
        else:  # bytes(5) is five zero bytes, not text
            spelled = _is_int(first) and "builtins.chr" in facts.names.names(func)
        if spelled:
            return True
    return False


def _is_int(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and type(node.value) is int


_MESSAGE_KEYWORDS = frozenset({"msg", "message", "text", "detail", "details", "reason",
                               "description", "error", "explanation", "args"})  # fmt: skip
_CODE = re.compile(r"[A-Za-z0-9_.:/-]{1,64}")
"""A code, key or tag (`E_NEGATIVE`, `not_found`, `auth.expired`): one word, no message."""


def _is_code(keyword: ast.keyword) -> bool:
    """`code='E_NEGATIVE'`: a one-word constant under a keyword that names no message."""
    return (
        keyword.arg is not None
        and keyword.arg.lower() not in _MESSAGE_KEYWORDS
        and _is_word(keyword.value)
    )


def _raised_with_text(node: ast.Raise, facts: StrictFacts) -> bool:
    """`error = ValueError(f"...")` then `raise error`: the exception the raise names was
    built with its message inline, in an assignment instead of the raise statement."""
    if not isinstance(node.exc, ast.Name):
        return False
    return any(
        kind == "expr"
        and isinstance(value, ast.Call)
        and (_inline_text(ast.Raise(exc=value)) or _spelled_text(ast.Raise(exc=value), facts))
        for kind, value in facts.names.bindings_of(node.exc) or []
    )


class ExceptionMessageVariables(Instruction):
    """Build exception messages in a variable, then raise.

    What it asks:
        An exception's message is never written inline in the `raise` statement as a
        string literal, an f-string or a `str.format` call; it is assigned to a variable
        first (`msg = f"..."` then `raise ValueError(msg)`).

    Why:
        Tracebacks print the raising line and then the message; with the message inline
        the same text shows twice and long messages drown the line. It also keeps the
        raise statement short. This is the flake8-errmsg convention.

    Verified by:
        Ruff EM101 (string literal), EM102 (f-string) and EM103 (`.format`) in exception
        constructors, when the message is the first argument as it is: text built
        inline (`'bad ' + name`, `'%s' % x`, `str('bad')`, `(msg := 'bad')`) passes.

    Strict mode:
        Fails a `raise` statement that holds any string or bytes literal or f-string
        anywhere in it (arguments, keyword arguments, helper calls, concatenations, `:=`,
        `b'...'.decode()`), except as a key in a lookup (`MESSAGES['empty']`), a one-word
        dict key (a field or header name: `ValidationError({'email': msg})`), a one-word
        code under a keyword that names no message (`code='E_NEGATIVE'`, not
        `message='Negative'`), and anything under such a keyword when the exception has
        a message elsewhere, positional or under `msg`, `message`, `detail`, `reason`
        and the like (`HTTPException(status_code=401, detail=msg, headers={...})`); also
        one that spells text as integer literals (`chr(33)`, `bytes([104, 105])`,
        `bytearray(...)`, `0x6869.to_bytes(2)`), and `raise error` where `error` was
        bound to an exception built with such inline text (`error = ValueError(f"...")`).
        Still possible: `assert cond, f"..."` (an assert's message is not a raise
        statement's, and honest code writes asserts with messages), a message built from
        non-literal parts only, such as `str(value)`, a one-word message under such a
        keyword (`code='Negative'`), and more text under such a keyword beside a message
        (`AppError(msg, hint='try again later')`).
    """

    id = "error_4"
    name = "exception_message_variables"
    category = "error"
    description = "Assign exception messages to a variable before raising."
    generation_prompt = (
        "Never write an exception's message directly inside the `raise` statement: assign "
        "the message string to a variable first and pass that variable to the exception."
    )
    edit_prompt = (
        "Move every string literal, f-string or `.format()` message out of the `raise` "
        "statements into a variable assigned just before, and raise with that variable."
    )
    ruff_rules = ("EM101", "EM102", "EM103")
    strict_words = "raise"

    def strict_violations(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """Raise statements with text written inside them, however it is wrapped."""
        found: list[Finding] = []
        for node in facts.of_type(ast.Raise):
            if node.exc is None:
                continue
            if _inline_text(node) or _spelled_text(node, facts):
                found.append(
                    (facts.line_of(node), "the raise statement writes its message inline")
                )
            elif _raised_with_text(node, facts):
                message = "raises an exception built with its message written inline"
                found.append((facts.line_of(node), message))
        return found

    def applies_to(self, code: str) -> bool:
        """True when a raise statement writes its message inline."""
        tree = parse(code)
        return tree is not None and any(
            isinstance(node, ast.Raise) and _has_inline_message(node) for node in ast.walk(tree)
        )
