"""Writes into a namespace the program runs in: its own module's (`globals()`,
`sys.modules[__name__]`, `__main__`) and the builtins' (`builtins`, `vars(builtins)`).

Shared by the instructions whose routes run through such a write: binding a builtin's name
(style_9), a name bound by writing it rather than by an assignment (style_1), an annotated
function put there at run time (style_5). `owners` says what an expression may be with
the module itself counted, `namespace_write` what one call writes there; style_9 adds
a namespace's `__init__` called again (`reinitialised_namespace`) and the maps a
`collections.ChainMap` writes into (`chain_owners`).
"""

from __future__ import annotations

import ast
import builtins
from collections.abc import Callable

from vibebench.instructions._strict import StrictFacts
from vibebench.instructions._strict_names import NAMESPACE

__all__ = [
    "BOUND_SELF",
    "KEYED_UPDATES",
    "MAIN_MODULE",
    "MODULE_NAMESPACES",
    "PROGRAM_MODULES",
    "bound_value",
    "chain_owners",
    "first_argument_plain",
    "namespace_owner",
    "namespace_write",
    "owners",
    "reinitialised_namespace",
    "stored_owners",
]


def stored_owners(facts: StrictFacts, target: ast.expr) -> frozenset[str]:
    """What the target of `target |= ...` may be before the write: for a name, what its
    bindings in the scope it stands in give (`namespace = globals()`)."""
    if not isinstance(target, ast.Name):
        return owners(facts, target)
    owner = facts.owner(target, through_lambdas=False)
    scope = facts.names.defining_scope.get(id(owner), facts.names.module)
    found: set[str] = set()
    for kind, value in facts.names.lookup(target.id, scope) or []:
        if kind == "expr" and isinstance(value, ast.expr):
            found |= owners(facts, value)
    return frozenset(found)


_THIS_MODULE = "sys.modules.?"
"""What `sys.modules[__name__]` (a module picked by a key only known at run time) resolves to."""


MAIN_MODULE = "__main__"


PROGRAM_MODULES = frozenset({"builtins", _THIS_MODULE, MAIN_MODULE})


MODULE_NAMESPACES = frozenset(
    {NAMESPACE, *(f"{module}.__dict__" for module in PROGRAM_MODULES), "builtins"}
)
"""What `globals()`, `builtins`, `vars(builtins)` / `builtins.__dict__` and the namespace of
`sys.modules[__name__]` resolve to."""


KEYED_UPDATES = frozenset({"setdefault", "__setitem__"})
"""Namespace methods binding the one name given as their first argument."""


_UPDATES = KEYED_UPDATES | {"update", "__ior__"}


_NAMESPACE_UPDATES = frozenset(
    f"{namespace}.{method}" for namespace in MODULE_NAMESPACES for method in _UPDATES
)
"""The same methods reached through a name (`update = globals().update`)."""


_OPERATOR_WRITES = {"operator.setitem": "__setitem__", "operator.__setitem__": "__setitem__",
                    "operator.ior": "__ior__", "operator.__ior__": "__ior__"}  # fmt: skip
"""operator's functions writing into the mapping given first, as the method they call."""


_WRITE_ATTRIBUTES = _UPDATES | {name.rpartition(".")[2] for name in _OPERATOR_WRITES}


_MAPPING_CLASSES = frozenset({
    "builtins.dict", "builtins.type()", "collections.UserDict", "collections.abc.MutableMapping",
    "typing.MutableMapping",
})  # fmt: skip
"""Classes whose methods, called unbound on a namespace (`dict.update(globals(), ...)`),
write into it."""


_MODULE_LOOKUPS = frozenset({"sys.modules.get", "importlib.import_module"})


def owners(facts: StrictFacts, node: ast.expr) -> frozenset[str]:
    """What `node` may be, with `sys.modules.get(__name__)` and
    `importlib.import_module(__name__)` counted as the module itself (also under `vars(...)`
    or `.__dict__`)."""
    names = _frame_namespaces(facts.names.names(node))
    if any(name.endswith(BOUND_SELF) for name in names):
        names |= _builtins_of_bound(names)
    inner = namespace_owner(facts, node)
    if inner is not None:
        return names | {f"{module}.__dict__" for module in owners(facts, inner) & PROGRAM_MODULES}
    if isinstance(node, ast.Call) and (
        "inspect.getmodule()" in names
        or (
            node.args
            and _names_module(node.args[0])
            and facts.names.names(node.func) & _MODULE_LOOKUPS
        )
    ):
        return names | {_THIS_MODULE}
    return names


def _names_module(node: ast.expr) -> bool:
    """`__name__`, or `obj.__module__` (the name of the module defining `obj`: the code's
    own for what the code defines)."""
    if isinstance(node, ast.Name):
        return node.id == "__name__"
    return isinstance(node, ast.Attribute) and node.attr == "__module__"


BOUND_SELF = ".__self__"


_BUILTIN_FUNCTIONS = frozenset(
    name
    for name in dir(builtins)
    if not name.startswith("_")
    and type(getattr(builtins, name)).__name__ == "builtin_function_or_method"
)
"""The builtins that are functions of the `builtins` module (`len`, `print`): their
`__self__` is that module."""


def _builtins_of_bound(names: frozenset[str]) -> set[str]:
    """`builtins` for each name that is a builtin function's `__self__` (`len.__self__`)."""
    return {
        "builtins"
        for name in names
        if name.startswith("builtins.")
        and name.endswith(BOUND_SELF)
        and name.removesuffix(BOUND_SELF).removeprefix("builtins.") in _BUILTIN_FUNCTIONS
    }


_NAMESPACE_ATTRIBUTES = {"f_globals": NAMESPACE, "__globals__": NAMESPACE,
                         "f_locals": NAMESPACE, "f_builtins": "builtins",
                         "__builtins__": "builtins"}  # fmt: skip
"""Attributes holding a namespace: a frame's globals (`sys._getframe().f_globals`,
`inspect.currentframe().f_globals`), locals (the globals at module level) and builtins, a
function's (`func.__globals__`): the module's own, or another module's, where a builtin's
name is shadowed all the same."""


def _frame_namespaces(names: frozenset[str]) -> frozenset[str]:
    """`names`, with each one reaching a namespace through an attribute of
    `_NAMESPACE_ATTRIBUTES` (`sys._getframe().f_globals.update`) also read as that
    namespace's (`<namespace>.update`)."""
    extra: set[str] = set()
    for name in names:
        if "_globals" not in name and "_builtins" not in name and "_locals" not in name:
            continue  # (nearly every name: no namespace attribute in it)
        parts = name.split(".")
        last = max((at for at, part in enumerate(parts) if part in _NAMESPACE_ATTRIBUTES),
                   default=None)  # fmt: skip
        if last is not None:
            extra.add(".".join([_NAMESPACE_ATTRIBUTES[parts[last]], *parts[last + 1 :]]))
    return names | extra if extra else names


def namespace_owner(facts: StrictFacts, node: ast.expr) -> ast.expr | None:
    """The object whose own namespace `node` is: `obj` for `vars(obj)` and `obj.__dict__`."""
    if isinstance(node, ast.Attribute) and node.attr == "__dict__":
        return node.value
    if (
        isinstance(node, ast.Call)
        and len(node.args) == 1
        and not node.keywords
        and "builtins.vars" in facts.names.names(node.func)
    ):
        return node.args[0]
    return None


def _is_module_namespace(owners: frozenset[str]) -> bool:
    return bool(owners & MODULE_NAMESPACES)


def namespace_write(
    facts: StrictFacts,
    call: ast.Call,
    is_namespace: Callable[[frozenset[str]], bool] = _is_module_namespace,
) -> tuple[str, list[ast.expr], list[ast.keyword]] | None:
    """(method, arguments after the namespace, keywords) of a call writing into a
    namespace: `globals().update(...)` (also through a name: `update = globals().update`),
    `.setdefault`, `.__setitem__`, `.__ior__`, the same called unbound on a mapping class
    (`dict.__setitem__(globals(), 'len', ...)`, `dict.update(globals(), ...)`), and
    `operator.setitem(globals(), ...)` / `operator.ior(globals(), {...})`; None for any
    other call. `is_namespace` says which of what `owners` gives is a namespace (by
    default, builtins' and the module's)."""
    func, args = call.func, call.args
    if isinstance(func, ast.Attribute) and func.attr not in _WRITE_ATTRIBUTES:
        return None  # (most calls: a method no namespace write is made with)
    names = _frame_namespaces(facts.names.names(func))
    for name in names & _OPERATOR_WRITES.keys():
        if len(args) > 1 and is_namespace(owners(facts, args[0])):
            return _OPERATOR_WRITES[name], args[1:], call.keywords
    bound = names & _NAMESPACE_UPDATES
    if bound and is_namespace(frozenset(name.rpartition(".")[0] for name in bound)):
        return min(bound).rpartition(".")[2], args, call.keywords
    if not isinstance(func, ast.Attribute) or func.attr not in _UPDATES:
        return None
    if is_namespace(owners(facts, func.value)):
        return func.attr, args, call.keywords
    receiver = facts.names.names(func.value)
    unbound = receiver & _MAPPING_CLASSES or any(name.endswith(".__class__") for name in receiver)
    if unbound and first_argument_plain(args) and is_namespace(owners(facts, args[0])):
        return func.attr, args[1:], call.keywords
    return None


_REINITIALISERS = frozenset({"__init__"})
"""dict methods that update a dict in place though no namespace write is made with them:
`__init__` called again adds its arguments as `update` does."""
_DICT_CLASSES = frozenset({"builtins.dict", "collections.UserDict", "builtins.type()"})


def reinitialised_namespace(
    facts: StrictFacts,
    call: ast.Call,
    owners_of: Callable[[StrictFacts, ast.expr], frozenset[str]],
) -> tuple[str, list[ast.expr], list[ast.keyword]] | None:
    """A namespace updated by `__init__` called on it again (`vars(builtins).__init__(
    input=...)`, or unbound: `dict.__init__(vars(builtins), ...)`), as `update` (in the
    form of `namespace_write`, which does not count it). `owners_of` says what an
    expression may be (`owners`, or style_9's, which adds modules reached through a
    resolver of names and `ChainMap`s: `chain_owners`)."""
    func = call.func
    if not isinstance(func, ast.Attribute) or func.attr not in _REINITIALISERS:
        return None
    if owners_of(facts, func.value) & MODULE_NAMESPACES:
        return "update", call.args, call.keywords
    receiver = facts.names.names(func.value)
    if (
        receiver & _DICT_CLASSES
        and first_argument_plain(call.args)
        and owners_of(facts, call.args[0]) & MODULE_NAMESPACES
    ):
        return "update", call.args[1:], call.keywords
    return None


_CHAIN_MAPS = frozenset({"collections.ChainMap"})
_CHAIN_DEPTH = 4


def chain_owners(facts: StrictFacts, node: ast.expr) -> frozenset[str]:
    """What a write into a `collections.ChainMap` writes into: its first map
    (`ChainMap(vars(builtins))['print'] = ...`), or the map picked from its `.maps` by a
    constant index, as `owners` gives it. Apart from `owners`, which style_1 and style_5
    read too: only style_9 follows a `ChainMap`."""
    index = 0
    if (
        isinstance(node, ast.Subscript)
        and isinstance(node.value, ast.Attribute)
        and node.value.attr == "maps"
        and isinstance(node.slice, ast.Constant)
        and type(node.slice.value) is int
    ):
        node, index = node.value.value, node.slice.value
    maps = _chained_maps(facts, node, 0)
    if maps is None or not -len(maps) <= index < len(maps):
        return frozenset()
    return owners(facts, maps[index])


def _chained_maps(facts: StrictFacts, node: ast.expr, depth: int) -> list[ast.expr] | None:
    """The maps of a `ChainMap` the code makes, in order: `ChainMap(a, b)`, through a name
    bound once to one, its `.parents` (all but the first) or `.new_child(m)` (`m` first; a
    new dict without one); None for anything else."""
    if depth > _CHAIN_DEPTH:
        return None
    if isinstance(node, ast.Name):
        value = bound_value(facts, node)
        return None if value is node else _chained_maps(facts, value, depth + 1)
    if isinstance(node, ast.Attribute) and node.attr == "parents":
        inner = _chained_maps(facts, node.value, depth + 1)
        return None if inner is None else inner[1:]
    if not isinstance(node, ast.Call):
        return None
    func = node.func
    if isinstance(func, ast.Attribute) and func.attr == "new_child":
        inner = _chained_maps(facts, func.value, depth + 1)
        added = [*node.args[:1], *(item.value for item in node.keywords if item.arg == "m")]
        return None if inner is None else [*(added or [ast.Dict(keys=[], values=[])]), *inner]
    if not facts.names.names(func) & _CHAIN_MAPS or node.keywords:
        return None
    if any(isinstance(arg, ast.Starred) for arg in node.args):
        return None
    return list(node.args) or [ast.Dict(keys=[], values=[])]


def bound_value(facts: StrictFacts, node: ast.expr) -> ast.expr:
    """The one value a name is bound to by assignment (`ns |= ...` aside), else `node`
    (`only_value` of the resolver, but other bindings of the name, such as an augmented
    assignment, do not count against it)."""
    if not isinstance(node, ast.Name):
        return node
    values = [value for kind, value in facts.names.bindings_of(node) or [] if kind == "expr"]
    return values[0] if len(values) == 1 and isinstance(values[0], ast.expr) else node


def first_argument_plain(args: list[ast.expr]) -> bool:
    """Whether a call has a first argument that is not unpacked (`f(*pair)`)."""
    return bool(args) and not isinstance(args[0], ast.Starred)
