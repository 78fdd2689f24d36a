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


def _raises_new(func: ast.AST, facts: StrictFacts) -> bool:
    """Whether a function always raises a new exception without a cause when it runs
    (other than `NotImplementedError`, which marks a method a subclass overrides)."""
    return any(
        isinstance(node, ast.Raise)
        and node.exc is not None
        and node.cause is None
        and not _not_implemented(node.exc, facts)
        for node in _always_run(func)
    )


def _always_run(func: ast.AST) -> list[ast.AST]:
    """The nodes of the statements `func` runs whenever it is called: its body's (and its
    `with` blocks') up to the first condition, loop, `try` or `match`. A function that
    raises only for some inputs (a validating constructor, a fallback parser) may be called
    in a handler honestly: when it does raise, that is its own error, not the handled one."""
    body = getattr(func, "body", None)
    found: list[ast.AST] = []
    _straight_line(body if isinstance(body, list) else [], found)
    return found


def _straight_line(statements: list[ast.stmt], found: list[ast.AST]) -> bool:
    """Add the nodes of `statements` to `found` until one may branch (what follows it may
    not run); False when one did."""
    for statement in statements:
        if isinstance(statement, ast.With | ast.AsyncWith):
            if not _straight_line(statement.body, found):
                return False
        elif isinstance(statement, _BRANCHING):
            return False
        elif not isinstance(statement, _DEFINITIONS):
            found += [statement, *own_walk(statement, into_lambdas=False)]
    return True


_BRANCHING = (ast.If, ast.For, ast.AsyncFor, ast.While, ast.Try, ast.TryStar, ast.Match)
_DEFINITIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


def _not_implemented(exc: ast.expr, facts: StrictFacts) -> bool:
    target = exc.func if isinstance(exc, ast.Call) else exc
    return facts.names.names(target) == {"builtins.NotImplementedError"}


_HELPER_DEPTH = 3
"""How many calls deep a helper that raises is followed from an except block."""

_CONSTRUCTORS = ("__new__", "__init__", "__post_init__")
"""What calling a class runs (`__post_init__` through a dataclass's `__init__`)."""


class _Module:
    """The module's functions by name, its classes by name, and its properties: what a call
    or an attribute in a handler may run."""

    def __init__(self, facts: StrictFacts) -> None:
        self.facts = facts
        self.functions: dict[str, list[ast.AST]] = {}
        for node in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef):
            self.functions.setdefault(node.name, []).append(node)
        self.classes: dict[str, list[ast.ClassDef]] = {}
        for node in facts.of_type(ast.ClassDef):
            self.classes.setdefault(node.name, []).append(node)
        self.properties: dict[tuple[str, type], list[ast.AST]] = {}
        for functions in self.functions.values():
            for func in functions:
                for context in self._accessed_by(func):
                    self.properties.setdefault((func.name, context), []).append(func)

    def _accessed_by(self, func: ast.AST) -> list[type]:
        """How reading, setting or deleting an attribute runs `func` (a property's getter,
        `setter` or `deleter`): the contexts of those accesses."""
        found: list[type] = []
        for decorator in getattr(func, "decorator_list", []):
            if self.facts.names.names(decorator) & _PROPERTIES:
                found.append(ast.Load)
            elif isinstance(decorator, ast.Attribute) and decorator.attr in _ACCESSORS:
                found.append(_ACCESSORS[decorator.attr])
        return found

    def methods(self, class_name: str, wanted: tuple[str, ...]) -> list[ast.AST]:
        """The `wanted` methods of the module's classes of that name and their module bases."""
        found: list[ast.AST] = []
        pending, seen = list(self.classes.get(class_name, [])), set()
        while pending:
            cls = pending.pop()
            if id(cls) in seen:
                continue
            seen.add(id(cls))
            found += [
                item
                for item in cls.body
                if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef) and item.name in wanted
            ]
            for base in cls.bases:
                if isinstance(base, ast.Name):
                    pending += self.classes.get(base.id, [])
        return found

    def called(self, name: str) -> list[ast.AST]:
        """What calling the module name `name` runs: a function, or a class's constructor."""
        return self.functions.get(name, []) + self.methods(name, _CONSTRUCTORS)

    def entries(self, node: ast.AST) -> list[ast.AST]:
        """The module's functions a call or attribute access in a handler runs: a function
        or method by name, a class's constructor, an instance's `__call__`, a property."""
        if isinstance(node, ast.Attribute):
            return self.properties.get((node.attr, type(node.ctx)), [])
        if not isinstance(node, ast.Call):
            return []
        found: list[ast.AST] = []
        for name in self.facts.names.names(node.func):
            if not name.startswith(("local:", "?.")):
                continue
            leaf = name.rpartition(".")[2].removeprefix("local:")
            if leaf.endswith("()"):
                found += self.methods(leaf.removesuffix("()"), ("__call__",))
            else:
                found += self.called(leaf)
        return found


_PROPERTIES = frozenset({"builtins.property", "functools.cached_property"})
_ACCESSORS = {"getter": ast.Load, "setter": ast.Store, "deleter": ast.Del}


def _raising_helper(module: _Module, node: ast.AST) -> str | None:
    """The name of a module function the call or access runs that raises a new, unchained
    exception.

    Follows plain calls from that function a few levels deep.
    """
    seen: set[int] = set()
    pending = [(func, 0) for func in module.entries(node)]
    while pending:
        func, level = pending.pop()
        if id(func) in seen or level > _HELPER_DEPTH:
            continue
        seen.add(id(func))
        if _raises_new(func, module.facts):
            owner = module.facts.owner(func)
            prefix = f"{owner.name}." if isinstance(owner, ast.ClassDef) else ""
            return prefix + getattr(func, "name", "<lambda>")
        pending += [
            (inner, level + 1)
            for call in _always_run(func)
            if isinstance(call, ast.Call) and isinstance(call.func, ast.Name)
            for inner in module.called(call.func.id)
        ]
    return None


def _handler_findings(
    facts: StrictFacts, handler: ast.ExceptHandler, caught: frozenset[str], module: _Module
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
        elif isinstance(node, ast.Call | ast.Attribute):
            if isinstance(node, ast.Call) and _throws(node):
                found.append((line, "throws a new exception into a generator, unchained"))
                continue
            helper = _raising_helper(module, node)
            if helper is not None:
                found.append((line, f"raises a new exception through `{helper}`, unchained"))
    return found


def _throws(call: ast.Call) -> bool:
    return isinstance(call.func, ast.Attribute) and call.func.attr == "throw"


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
        module that always raises a new exception without a cause (a `fail()` helper, a
        nested function, a module class's constructor (`__new__`, `__init__`,
        `__post_init__`, inherited from a module base too) or an instance's `__call__`,
        followed a few calls deep), an attribute read, set or deleted where a property
        of that name in the module (`property`, `cached_property`, a `setter`/`deleter`)
        always raises one, an `assert`, a generator's `throw()`, and a `from` clause
        naming anything but the caught exception (or `None`), such as `from
        err.__cause__` or `from ValueError`.
        "Always" means before any condition, loop, `try` or `match` in that function: one
        that raises only for some inputs (a validating constructor, a fallback parser)
        may be called honestly, and a helper raising `NotImplementedError` (an abstract
        method) is not counted. Still possible: setting a flag in the handler and
        raising after the `try` statement, and a helper that raises after a condition
        or loop which always lets it through.
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
        module = _Module(facts)
        for handler, caught in _handlers(facts.tree.body, frozenset()):
            found += _handler_findings(facts, handler, caught, module)
        return found

    def applies_to(self, code: str) -> bool:
        """True when a handler raises a new exception without `from`."""
        tree = parse(code)
        return tree is not None and any(_unchained_raises(h) for h in except_handlers(tree))
