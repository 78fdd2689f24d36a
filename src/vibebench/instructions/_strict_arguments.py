"""What the module's own calls pass to a function's parameters.

A policy hides a forbidden value behind a helper's parameter (`def _open(path, flags):
return os.open(path, flags)`, called as `_open(p, os.O_RDONLY)`), so a check that meets a
parameter follows it to the arguments the module's calls give it. Those calls are found
by the function's name (through aliases), a method's through `self`, `cls` or its class;
a function the module also hands on as a value (`partial(_open, ...)`, a callback) has
callers nobody can see, which `escapes` tells.
"""

from __future__ import annotations

import ast

from vibebench.instructions._strict import StrictFacts
from vibebench.instructions._strict_scopes import parameter_defaults

__all__ = [
    "DefNode",
    "argument_for",
    "calls_of",
    "escapes",
    "only_parameter_of",
    "parameter_annotation",
    "parameter_owner",
    "passed_values",
]

DefNode = ast.FunctionDef | ast.AsyncFunctionDef


def parameter_owner(facts: StrictFacts, node: ast.Name) -> DefNode | None:
    """The function whose parameter (or local) a read of a name is."""
    scope = facts.names.scope_binding(node)
    function = None if scope is None else scope.node
    return function if isinstance(function, DefNode) else None


def only_parameter_of(facts: StrictFacts, node: ast.expr) -> DefNode | None:
    """The function whose parameter a read of a name is, when the name is bound nowhere
    else (not rebound in the body: `stmt = stmt.strip()`)."""
    if not isinstance(node, ast.Name):
        return None
    bindings = facts.names.bindings_of(node) or []
    if not bindings or any(kind != "param" for kind, _ in bindings):
        return None
    return parameter_owner(facts, node)


def _wanted(facts: StrictFacts, function: DefNode) -> set[str]:
    """The names the symbol table gives a reference to `function`."""
    owner = facts.owner(function)
    if isinstance(owner, ast.ClassDef):
        return {f"local:{owner.name}.{function.name}", f"local:{owner.name}().{function.name}"}
    return {f"local:{function.name}"}


def calls_of(facts: StrictFacts, function: DefNode) -> list[ast.Call]:
    """Calls of a function by its name: `f(...)` for a module or nested function, and for a
    method `self.f(...)`/`cls.f(...)` in its class or `Owner.f(...)`/`Owner().f(...)`; for
    `__init__` and `__new__`, also the class's own calls (`Owner(...)` builds one)."""
    owner = facts.owner(function)
    wanted = _wanted(facts, function)
    if isinstance(owner, ast.ClassDef) and function.name in _CONSTRUCTORS:
        wanted.add(f"local:{owner.name}")
    found = []
    calls, by_name, by_method = facts.derived(_call_index)
    candidates = set(by_method.get(function.name, ()))
    candidates.update(index for name in wanted for index in by_name.get(name, ()))
    for call in (calls[index] for index in sorted(candidates)):
        func = call.func
        if _self_call(func, function.name) and isinstance(owner, ast.ClassDef):
            if facts.owner(facts.owner(call, through_lambdas=False)) is owner:
                found.append(call)
        elif facts.names.names(func) & wanted:
            found.append(call)
    return found


def _call_index(
    facts: StrictFacts,
) -> tuple[list[ast.Call], dict[str, list[int]], dict[str, list[int]]]:
    """The code's calls (walk order), with the positions of those by each name their callee
    may be and of `self.f(...)`/`cls.f(...)` by method name: built once a code, so that
    asking `calls_of` for each of a thousand wrappers does not walk every call each time."""
    calls = list(facts.of_type(ast.Call))
    by_name: dict[str, list[int]] = {}
    by_method: dict[str, list[int]] = {}
    for index, call in enumerate(calls):
        func = call.func
        if _self_call(func, getattr(func, "attr", "")):
            by_method.setdefault(func.attr, []).append(index)  # type: ignore[attr-defined]
        for name in facts.names.names(func):
            by_name.setdefault(name, []).append(index)
    return calls, by_name, by_method


def escapes(facts: StrictFacts, function: DefNode, calls: list[ast.Call]) -> bool:
    """Whether the module refers to `function` other than by calling it (`calls`): bound
    to another name, passed on, stored, so that callers it cannot see may call it."""
    wanted = _wanted(facts, function)
    skip = {id(call.func) for call in calls}
    referring = facts.derived(_local_references)
    return any(id(node) not in skip for name in wanted for node in referring.get(name, ()))


def _local_references(facts: StrictFacts) -> dict[str, list[ast.AST]]:
    """The nodes `facts.references` would report for each name of the module's own
    (`local:...`, not a call's result), built once a code: `escapes` asked of each of a
    thousand functions would otherwise walk every node each time."""
    found: dict[str, list[ast.AST]] = {}
    for node in facts.of_type(ast.Name, ast.Attribute, ast.Call, ast.Subscript):
        if not isinstance(node, ast.Call) and not isinstance(node.ctx, ast.Load):
            continue
        for name in facts.names.names(node):
            if name.startswith("local:") and not name.endswith("()"):
                found.setdefault(name, []).append(node)
    return found


_CONSTRUCTORS = frozenset({"__init__", "__new__"})


def _fills_first(call: ast.Call, function: DefNode) -> bool:
    """Whether the call fills a method's `self`/`cls` itself: called on an instance
    (`self.f(x)`, `store.f(x)`; not on the class, `Store.f(self, x)`), or a class built
    (`Order(x)` runs `__init__(self, x)`)."""
    func = call.func
    if isinstance(func, ast.Attribute):
        return not (isinstance(func.value, ast.Name) and func.value.id[:1].isupper())
    return function.name in _CONSTRUCTORS


def _self_call(func: ast.expr, name: str) -> bool:
    """`self.name(...)` or `cls.name(...)`."""
    return (
        isinstance(func, ast.Attribute)
        and func.attr == name
        and isinstance(func.value, ast.Name)
        and func.value.id in {"self", "cls"}
    )


def argument_for(
    call: ast.Call, function: DefNode, parameter: str
) -> ast.expr | ast.keyword | None:
    """The argument a call gives a parameter (the `*args` or `**kwargs` that may hold it),
    or None when it gives none (the default applies)."""
    named = next((item.value for item in call.keywords if item.arg == parameter), None)
    if named is not None:
        return named
    positional = [arg.arg for arg in (*function.args.posonlyargs, *function.args.args)]
    if positional[:1] in (["self"], ["cls"]) and _fills_first(call, function):
        positional = positional[1:]
    if parameter in positional:
        index = positional.index(parameter)
        for number, argument in enumerate(call.args):
            if isinstance(argument, ast.Starred) or number == index:
                return argument
    return next((item for item in call.keywords if item.arg is None), None)


def passed_values(
    facts: StrictFacts, function: DefNode, parameter: str
) -> list[ast.expr | None] | None:
    """The values the module gives a parameter: its default and what each of the module's
    calls of the function passes (None for an argument `*args` or `**kwargs` may hold);
    None when the function is handed on as a value (callers the module cannot show)."""
    values: list[ast.expr | None] = [
        default
        for site, default in parameter_defaults(function.args)
        if site.arg == parameter and default is not None
    ]
    calls = calls_of(facts, function)
    if escapes(facts, function, calls):
        return None
    for call in calls:
        given = argument_for(call, function, parameter)
        if given is not None:
            plain = isinstance(given, ast.expr) and not isinstance(given, ast.Starred)
            values.append(given if plain else None)  # type: ignore[arg-type]
    return values


def parameter_annotation(arguments: ast.arguments, name: str) -> ast.expr | None:
    """The annotation of the parameter `name` (positional or keyword-only), if it has one."""
    for argument in (*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs):
        if argument.arg == name:
            return argument.annotation
    return None
