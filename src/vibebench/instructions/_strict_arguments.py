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

__all__ = [
    "DefNode",
    "argument_for",
    "calls_of",
    "escapes",
    "parameter_annotation",
    "parameter_owner",
]

DefNode = ast.FunctionDef | ast.AsyncFunctionDef


def parameter_owner(facts: StrictFacts, node: ast.Name) -> DefNode | None:
    """The function whose parameter (or local) a read of a name is."""
    scope = facts.names.scope_binding(node)
    function = None if scope is None else scope.node
    return function if isinstance(function, DefNode) else None


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
    for call in facts.of_type(ast.Call):
        func = call.func
        if _self_call(func, function.name) and isinstance(owner, ast.ClassDef):
            if facts.owner(facts.owner(call, through_lambdas=False)) is owner:
                found.append(call)
        elif facts.names.names(func) & wanted:
            found.append(call)
    return found


def escapes(facts: StrictFacts, function: DefNode, calls: list[ast.Call]) -> bool:
    """Whether the module refers to `function` other than by calling it (`calls`): bound
    to another name, passed on, stored, so that callers it cannot see may call it."""
    wanted = _wanted(facts, function)
    skip = {id(call.func) for call in calls}
    return bool(facts.references(wanted.__contains__, skip))


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


def parameter_annotation(arguments: ast.arguments, name: str) -> ast.expr | None:
    """The annotation of the parameter `name` (positional or keyword-only), if it has one."""
    for argument in (*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs):
        if argument.arg == name:
            return argument.annotation
    return None
