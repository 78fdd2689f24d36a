"""style_9: no variable or argument named like a builtin."""

from __future__ import annotations

import ast
import builtins
from typing import Any

from vibebench.instructions._base import Instruction
from vibebench.instructions._code_facts import parse
from vibebench.instructions._strict import Finding, StrictFacts
from vibebench.instructions._strict_names import NAMESPACE, const_str

_BUILTIN_NAMES = frozenset(name for name in dir(builtins) if not name.startswith("_"))


def _bound_names(node: ast.AST) -> list[str]:
    """Names a node binds as a variable or an argument."""
    if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
        return [node.id]
    if isinstance(node, ast.arg):
        return [node.arg]
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        return [node.name]
    return []


def _shadows_builtin(tree: ast.Module) -> bool:
    """Whether any assignment, loop target, argument or definition reuses a builtin name."""
    lambda_args = {
        id(arg)
        for node in ast.walk(tree)
        if isinstance(node, ast.Lambda)
        for arg in ast.walk(node.args)
    }
    return any(
        name in _BUILTIN_NAMES
        for node in ast.walk(tree)
        if id(node) not in lambda_args
        for name in _bound_names(node)
    )


def _dynamic_bindings(facts: StrictFacts) -> list[Finding]:
    """Builtins replaced at run time: `builtins.max = ...`, `setattr(builtins, 'sum', ...)`,
    `globals()['list'] = ...`; a name that is not a constant fails as undecidable."""
    found: list[Finding] = []
    if not facts.runs_code_dynamically and "setattr" not in facts.code:
        return found  # every route below starts at `setattr` or a dynamic-access word

    def check(node: ast.AST, name: str | None) -> None:
        if name is None or name in _BUILTIN_NAMES:
            what = f"`{name}`" if name else "a name only known at run time"
            found.append((facts.line_of(node), f"rebinds {what} at run time"))

    for node in facts.of_type(ast.Attribute, ast.Subscript, ast.Call):
        if isinstance(node, ast.Call):
            for name in _called_bindings(facts, node):
                check(node, name)
            continue
        if not isinstance(node.ctx, ast.Store):
            continue
        owner = facts.names.names(node.value)
        if isinstance(node, ast.Attribute) and "builtins" in owner:
            check(node, node.attr)
        elif isinstance(node, ast.Subscript) and owner & _NAMESPACES:
            check(node, const_str(node.slice))
    return found


_NAMESPACES = frozenset({NAMESPACE, "builtins", "builtins.__dict__"})
"""What `globals()`, `builtins` and `vars(builtins)` / `builtins.__dict__` resolve to."""
_NAMESPACE_UPDATES = frozenset(
    f"{namespace}.{method}" for namespace in _NAMESPACES for method in ("update", "setdefault")
)


def _called_bindings(facts: StrictFacts, call: ast.Call) -> list[str | None]:
    """The names a call binds in builtins or the module namespace: `setattr(builtins, ...)`
    and the namespace updates below (None: a name only known at run time)."""
    names = facts.names.names(call.func)
    target = facts.names.names(call.args[0]) if call.args else frozenset()
    if "builtins.setattr" in names and "builtins" in target and len(call.args) > 1:
        return [const_str(call.args[1])]
    if names & _NAMESPACE_UPDATES:
        return _updated_names(call)
    return []


def _updated_names(call: ast.Call) -> list[str | None]:
    """The names `globals().update(sum=...)`, `.update({'max': ...})` or
    `.setdefault('len', ...)` bind; None for one only known at run time."""
    func = call.func
    if isinstance(func, ast.Attribute) and func.attr == "setdefault":
        return [const_str(call.args[0]) if call.args else None]
    found: list[str | None] = [keyword.arg for keyword in call.keywords]
    for arg in call.args:
        if isinstance(arg, ast.Dict):
            found += [None if key is None else const_str(key) for key in arg.keys]
        else:
            found.append(None)
    return found


class NoBuiltinShadowing(Instruction):
    """Never reuse a builtin's name for a variable or argument.

    What it asks:
        No variable, loop target, import, function, class or argument (of a function or
        a lambda) is named after a Python builtin such as `list`, `dict`, `id`, `input`,
        `max`, `sum` or `type`, and no builtin is replaced at run time. Methods and class
        attributes, reached through their object, are not names of this kind.

    Why:
        A shadowed builtin breaks every later use of it in that scope (`list(...)` after
        `list = [...]` raises), and the bug shows up far from its cause. Short generic
        names like `id`, `input` and `max` are what models reach for first.

    Verified by:
        Ruff flake8-builtins A001 (variables, loop targets, definitions) and A002
        (function arguments). Lambda arguments, imports (`from json import loads as
        input`, `from os import open`) and `case` captures are not checked, nor are
        builtins replaced at run time.

    Strict mode:
        Fails every name the code binds outside a class body (variables, loop and
        comprehension targets, `with`/`except` names, `case` captures, imports,
        functions, classes, arguments of functions and lambdas) that is a builtin, and
        builtins replaced at run time (`builtins.max = ...`, `setattr(builtins, 'sum',
        ...)`, `globals()['list'] = ...`, `vars(builtins)['max'] = ...`,
        `globals().update(sum=...)`, `builtins.__dict__.update(...)`, `.setdefault`, with
        a name that is not a constant failing too). Methods and class attributes,
        reached through their object, do not count.
    """

    id = "style_9"
    name = "no_builtin_shadowing"
    category = "style"
    description = "Do not name variables or arguments after Python builtins."
    generation_prompt = (
        "Do not name any variable, loop variable, import, function, class or argument "
        "(lambda arguments included) after a Python builtin (for example list, dict, id, "
        "input, max, sum, type); choose descriptive names instead."
    )
    edit_prompt = (
        "Rename every variable, loop variable, import, function, class and argument that "
        "shadows a Python builtin (such as list, dict, id, input, max, sum or type) to a "
        "descriptive name, updating all of its uses."
    )
    ruff_rules = ("A001", "A002")

    strict_is_whole_rule = True

    def strict_violations(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """Every binding of a builtin's name outside class bodies, static or dynamic."""
        found: list[Finding] = []
        for scope in facts.names.scopes:
            if scope.kind == "class":
                continue
            found += [
                (facts.line_of(node), f"`{name}` shadows a builtin")
                for name, node in scope.sites
                if name in _BUILTIN_NAMES
            ]
        return found + _dynamic_bindings(facts)

    def applies_to(self, code: str) -> bool:
        """True when a variable, argument or definition is named like a builtin."""
        tree = parse(code)
        return tree is not None and _shadows_builtin(tree)
