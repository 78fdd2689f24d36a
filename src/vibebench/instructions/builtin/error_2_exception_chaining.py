"""error_2: re-raise inside except with `raise ... from err`."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from typing import Any

from vibebench.instructions._base import Instruction
from vibebench.instructions._code_facts import except_handlers, parse
from vibebench.instructions._strict import Finding, StrictFacts
from vibebench.instructions._strict_flow import own_walk


def _unchained_raises(handler: ast.ExceptHandler) -> list[ast.Raise]:
    """`raise X(...)` statements in a handler's own body that give no `from` cause."""
    found: list[ast.Raise] = []
    stack: list[ast.AST] = list(handler.body)
    while stack:
        node = stack.pop()
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef | ast.Lambda):
            continue  # a raise in a nested definition runs later, outside the handler
        if isinstance(node, ast.Raise) and node.exc is not None and node.cause is None:
            is_bound_name = isinstance(node.exc, ast.Name) and node.exc.id == handler.name
            if not is_bound_name:
                found.append(node)
        stack.extend(ast.iter_child_nodes(node))
    return found


_TRY_NODES = (ast.Try, getattr(ast, "TryStar", ast.Try))
"""`try` and, from Python 3.11, `try`/`except*`."""


def _handlers(
    body: list[ast.stmt], caught: frozenset[str]
) -> Iterator[tuple[ast.ExceptHandler, frozenset[str]]]:
    """Every handler with the names of the exceptions caught around it (its own included).

    A function body starts afresh: it runs later, outside any handler around it.
    """
    for statement in body:
        if isinstance(statement, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            yield from _handlers(statement.body, frozenset())
            continue
        if isinstance(statement, _TRY_NODES):
            for handler in statement.handlers:
                inner = caught | ({handler.name} if handler.name else set())
                yield handler, inner
                yield from _handlers(handler.body, inner)
        for field in ("body", "orelse", "finalbody"):
            yield from _handlers(getattr(statement, field, None) or [], caught)
        for case in getattr(statement, "cases", None) or []:
            yield from _handlers(case.body, caught)


def _raises_new(func: ast.AST) -> bool:
    """Whether a function's own body raises a new exception without a cause."""
    bound = {node.name for node in own_walk(func) if isinstance(node, ast.ExceptHandler)}
    return any(
        isinstance(node, ast.Raise)
        and node.exc is not None
        and node.cause is None
        and not (isinstance(node.exc, ast.Name) and node.exc.id in bound)
        for node in own_walk(func, into_lambdas=False)
    )


_HELPER_DEPTH = 3
"""How many calls deep a helper that raises is followed from an except block."""


def _helpers(facts: StrictFacts) -> dict[str, list[ast.AST]]:
    """Functions and methods by name, so a call in a handler finds what it runs."""
    found: dict[str, list[ast.AST]] = {}
    for node in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef):
        found.setdefault(node.name, []).append(node)
    return found


def _raising_helper(
    facts: StrictFacts, call: ast.Call, helpers: dict[str, list[ast.AST]]
) -> str | None:
    """The name of a module function the call runs that raises a new, unchained exception.

    Follows plain calls from that function a few levels deep.
    """
    seen: set[int] = set()
    pending = [
        (name.rpartition(".")[2].removeprefix("local:"), 0)
        for name in facts.names.names(call.func)
        if name.startswith(("local:", "?."))
    ]
    while pending:
        name, level = pending.pop()
        for func in helpers.get(name, []):
            if id(func) in seen or level > _HELPER_DEPTH:
                continue
            seen.add(id(func))
            if _raises_new(func):
                return name
            pending += [
                (inner.func.id, level + 1)
                for inner in own_walk(func, into_lambdas=False)
                if isinstance(inner, ast.Call) and isinstance(inner.func, ast.Name)
            ]
    return None


def _handler_findings(
    facts: StrictFacts,
    handler: ast.ExceptHandler,
    caught: frozenset[str],
    helpers: dict[str, list[ast.AST]],
) -> list[Finding]:
    found: list[Finding] = []
    for node in (item for statement in handler.body for item in (statement, *own_walk(statement))):
        line = facts.line_of(node)
        if isinstance(node, ast.Raise) and node.exc is not None and node.cause is not None:
            cause = node.cause
            named = isinstance(cause, ast.Name) and cause.id in caught
            if not named and not (isinstance(cause, ast.Constant) and cause.value is None):
                found.append((line, "chains to something other than the caught exception"))
        elif isinstance(node, ast.Assert):
            found.append((line, "an assert in an except block raises without a cause"))
        elif isinstance(node, ast.Call):
            if isinstance(node.func, ast.Attribute) and node.func.attr == "throw":
                found.append((line, "throws a new exception into a generator, unchained"))
                continue
            helper = _raising_helper(facts, node, helpers)
            if helper is not None:
                found.append((line, f"raises a new exception through `{helper}()`, unchained"))
    return found


class ExceptionChaining(Instruction):
    """Chain a new exception to the one being handled.

    What it asks:
        Whenever the code raises a new exception inside an `except` block it writes
        `raise NewError(...) from err` (or `from None` to hide the cause on purpose).

    Why:
        Without `from`, the traceback reads "During handling of the above exception,
        another exception occurred", as if the handler itself were broken; with it, the
        cause is recorded as the reason. Translating exceptions is common in library
        code, and the `from` is usually forgotten.

    Verified by:
        Ruff B904 (raise-without-from-inside-except). A bare `raise` or re-raising the
        caught exception itself is fine. Only `raise` statements written in the handler
        itself are seen.

    Strict mode:
        Also fails, inside an `except` block: a call to a function or method of the
        module that raises a new exception without a cause (a `fail()` helper, a nested
        function, followed a few calls deep), an `assert`, a generator's `throw()`, and
        a `from` clause naming anything but the caught exception (or `None`), such as
        `from err.__cause__` or `from ValueError`. Still possible: setting a flag in the
        handler and raising after the `try` statement.
    """

    id = "error_2"
    name = "exception_chaining"
    category = "error"
    description = "Chain exceptions raised inside except blocks with `from`."
    generation_prompt = (
        "When you raise an exception inside an `except` block, chain it to the caught "
        "exception with `raise ... from err`."
    )
    edit_prompt = (
        "Change every `raise` of a new exception inside an `except` block to chain the "
        "caught exception with `raise ... from err`."
    )
    ruff_rules = ("B904",)
    strict_words = "except"

    def strict_violations(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """New exceptions leaving an except block by a route Ruff does not follow."""
        found: list[Finding] = []
        helpers = _helpers(facts)
        for handler, caught in _handlers(facts.tree.body, frozenset()):
            found += _handler_findings(facts, handler, caught, helpers)
        return found

    def applies_to(self, code: str) -> bool:
        """True when a handler raises a new exception without `from`."""
        tree = parse(code)
        return tree is not None and any(_unchained_raises(h) for h in except_handlers(tree))
