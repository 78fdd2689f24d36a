"""The call graph strict mode builds for logic_9: every route by which a function reaches itself.

The paper's graph (CallGraph) resolves plain names, `self.m`, `cls.m`, `ClassName.m` and
`super().m`. A policy under RL recurses around it: through another instance of the class
(`child.size()`), an alias (`g = f`), a container (`HANDLERS['a'](n)`), `globals()['f']`,
`getattr(self, 'size')`, a function's own `f.__call__`, a lambda bound by an annotation
or `:=`, `self(n - 1)` in
`__call__`, `ClassName(...)` in `__init__`, a dunder protocol (`len(self)` inside
`__len__`, `self + other` inside `__add__`), an attribute hook (`self.n = v` inside
`__setattr__`, `child.size` inside a descriptor's `__get__`), a class subscript (`Fib[n]`
inside `__class_getitem__`), an attribute read hidden in a `str.format` template's field
(`'{0.parent.path}'.format(self)`), a method of a class made by `type(name, bases, {...})`,
or code run through exec/eval. This graph adds those edges;
cycles are reported as before. `module_hooks_run` gives, for any check following what a
node runs, the module's own `__getattr__` that a read of the module object runs.
"""

from __future__ import annotations

import _string
import ast
import io
import string
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from vibebench._python_source import syntax_tree
from vibebench.instructions._call_graph import (
    CallGraph,
    FunctionNode,
    _Class,
    _Function,
    _Scope,
)
from vibebench.instructions._code_facts import assigned_value
from vibebench.instructions._strict_names import (
    DYNAMIC_CODE,
    SOME_MODULE,
    NameIndex,
    const_str,
    member_read,
)
from vibebench.instructions._strict_scopes import parameter_defaults

if TYPE_CHECKING:
    from vibebench.instructions._strict import StrictFacts

__all__ = [
    "BUILTIN_METHODS",
    "SUBSCRIPT_DUNDERS",
    "StrictCallGraph",
    "implicit_calls",
    "is_self",
    "module_hooks_run",
    "names_the_class",
    "self_applications",
]

_SELF = ("self", "cls")
_BUILTIN_PROTOCOLS: dict[str, tuple[str, ...]] = {
    "len": ("__len__",),
    "str": ("__str__", "__repr__"),
    "print": ("__str__", "__repr__"),
    "repr": ("__repr__",),
    "format": ("__format__", "__str__"),
    "hash": ("__hash__",),
    "bool": ("__bool__", "__len__"),
    "abs": ("__abs__",),
    "int": ("__int__", "__index__"),
    "float": ("__float__",),
    "iter": ("__iter__", "__getitem__"),
    "next": ("__next__",),
    "reversed": ("__reversed__", "__len__", "__getitem__"),
}
for _consumer in ("list", "tuple", "set", "frozenset", "sorted", "sum", "min", "max", "any",
                  "all", "enumerate", "zip", "map", "filter", "dict"):  # fmt: skip
    _BUILTIN_PROTOCOLS[_consumer] = ("__iter__", "__getitem__", "__len__")
_FALLBACKS = frozenset({
    ("__format__", "__str__"), ("__str__", "__repr__"), ("__bool__", "__len__"),
    ("__iter__", "__getitem__"), ("__int__", "__index__"),
})  # fmt: skip
"""Protocols that run the first of their methods the class defines, the next only in its
absence (`format(self)` runs `__format__`, or `__str__` when there is none)."""
_OPERATORS: dict[type, tuple[str, str]] = {
    ast.Add: ("__add__", "__radd__"), ast.Sub: ("__sub__", "__rsub__"),
    ast.Mult: ("__mul__", "__rmul__"), ast.Div: ("__truediv__", "__rtruediv__"),
    ast.FloorDiv: ("__floordiv__", "__rfloordiv__"), ast.Mod: ("__mod__", "__rmod__"),
    ast.Pow: ("__pow__", "__rpow__"), ast.MatMult: ("__matmul__", "__rmatmul__"),
    ast.BitAnd: ("__and__", "__rand__"), ast.BitOr: ("__or__", "__ror__"),
    ast.BitXor: ("__xor__", "__rxor__"), ast.LShift: ("__lshift__", "__rlshift__"),
    ast.RShift: ("__rshift__", "__rrshift__"),
}  # fmt: skip
_COMPARISONS: dict[type, tuple[str, ...]] = {
    ast.Eq: ("__eq__",), ast.NotEq: ("__ne__", "__eq__"), ast.Lt: ("__lt__", "__gt__"),
    ast.LtE: ("__le__", "__ge__"), ast.Gt: ("__gt__", "__lt__"),
    ast.GtE: ("__ge__", "__le__"), ast.In: ("__contains__", "__iter__"),
    ast.NotIn: ("__contains__", "__iter__"),
}  # fmt: skip
_UNARY: dict[type, tuple[str, ...]] = {
    ast.USub: ("__neg__",), ast.UAdd: ("__pos__",), ast.Invert: ("__invert__",),
    ast.Not: ("__bool__", "__len__"),
}  # fmt: skip
SUBSCRIPT_DUNDERS = {ast.Load: "__getitem__", ast.Store: "__setitem__", ast.Del: "__delitem__"}
"""The dunder method a subscript runs, by its context."""
_METHOD_OWNERS = (list, dict, set, frozenset, str, bytes, tuple, int, float, object,
                  io.TextIOBase, io.BufferedIOBase, io.RawIOBase)  # fmt: skip
BUILTIN_METHODS = frozenset(name for kind in _METHOD_OWNERS for name in dir(kind))
"""Method names of the builtin types and of file objects: `x.get()`, `x.append()` or
`self.stream.read(size)` (a reader handing the call on to its stream) is no call of a
module method of the same name."""


def module_hooks_run(facts: StrictFacts, node: ast.AST) -> list[ast.AST]:
    """The module's own `__getattr__` (a `def` at its top level, PEP 562) that a read of a
    member of the module object runs: `sys.modules[__name__].key`, `getattr(sys.modules[
    __name__], key)`, `importlib.import_module(__name__).x`, for a member the module does
    not bind or one whose name is not known; empty for any other node."""
    hooks = facts.derived(_module_getattrs)
    if not hooks:
        return []
    if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Load):
        receiver, member = node.value, node.attr
    elif isinstance(node, ast.Call) and (read := member_read(facts.names, node)) is not None:
        receiver, member = read[0], const_str(read[1])
    else:
        return []
    if SOME_MODULE not in facts.names.names(receiver):
        return []
    return [] if member is not None and member in facts.names.module.bindings else hooks


def _module_getattrs(facts: StrictFacts) -> list[ast.AST]:
    """The module's top-level `def __getattr__` statements (once a code)."""
    return [
        statement
        for statement in facts.tree.body
        if isinstance(statement, ast.FunctionDef | ast.AsyncFunctionDef)
        and statement.name == "__getattr__"
    ]


def is_self(node: ast.AST | None) -> bool:
    return isinstance(node, ast.Name) and node.id == "self"


def stored_attributes(init: ast.AST, parameter: str, owner: str = "self") -> frozenset[str]:
    """The attributes an `__init__` stores a parameter in as it is (`self.func = func`):
    where a wrapper or descriptor keeps what it wraps."""
    return frozenset(
        target.attr
        for statement in ast.walk(init)
        if isinstance(statement, ast.Assign)
        and isinstance(statement.value, ast.Name)
        and statement.value.id == parameter
        for target in statement.targets
        if isinstance(target, ast.Attribute)
        and isinstance(target.value, ast.Name)
        and target.value.id == owner
    )


def viewed(
    node: ast.expr, facts: StrictFacts, attribute: str | None, views: frozenset[str]
) -> ast.expr | None:
    """The object `node` is a view of: `x` of `x.<attribute>` or of a call of one of `views`
    with `x` alone (`err.__class__` and `type(err)`, `err.args` and `str(err)`, `iter(x)`
    with no attribute); else None."""
    if attribute is not None and isinstance(node, ast.Attribute) and node.attr == attribute:
        return node.value
    if (
        isinstance(node, ast.Call)
        and len(node.args) == 1
        and not node.keywords
        and facts.names.names(node.func) & views
    ):
        return node.args[0]
    return None


def names_the_class(node: ast.AST) -> bool:
    """`cls`, `type(self)`, `self.__class__` or the bare `__class__` (the cell Python
    gives a method for its own class): the running instance's class."""
    if isinstance(node, ast.Name):
        return node.id in {"cls", "__class__"}
    if isinstance(node, ast.Attribute):
        return node.attr == "__class__" and is_self(node.value)
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "type"
        and len(node.args) == 1
        and is_self(node.args[0])
    )


def _other_lambda(node: ast.AST) -> tuple[str, ast.Lambda] | None:
    """`name: T = lambda ...` and `(name := lambda ...)`: named lambdas the paper misses."""
    if (
        isinstance(node, ast.AnnAssign | ast.NamedExpr)
        and isinstance(node.target, ast.Name)
        and isinstance(node.value, ast.Lambda)
    ):
        return node.target.id, node.value
    return None


def _lambda_defaults(arguments: ast.arguments) -> list[tuple[str, ast.Lambda]]:
    """(parameter, lambda) for each parameter whose default is a lambda."""
    return [
        (arg.arg, default)
        for arg, default in parameter_defaults(arguments)
        if isinstance(default, ast.Lambda)
    ]


def _binary(node: ast.BinOp) -> tuple[str, ...]:
    if type(node.op) not in _OPERATORS:
        return ()
    direct, reflected = _OPERATORS[type(node.op)]
    return (direct,) * is_self(node.left) + (reflected,) * is_self(node.right)


def _augmented(node: ast.AugAssign) -> tuple[str, ...]:
    if is_self(node.target) and type(node.op) in _OPERATORS:
        return _OPERATORS[type(node.op)][:1]
    return ()


def _compare(node: ast.Compare) -> tuple[str, ...]:
    if any(map(is_self, [node.left, *node.comparators])):
        return tuple(name for op in node.ops for name in _COMPARISONS.get(type(op), ()))
    return ()


def _formatted(node: ast.FormattedValue) -> tuple[str, ...]:
    if not is_self(node.value):
        return ()
    return ("__repr__",) if node.conversion == ord("r") else ("__format__", "__str__")


def _builtin_call(node: ast.Call) -> tuple[str, ...]:
    if isinstance(node.func, ast.Name) and node.args and is_self(node.args[0]):
        return _BUILTIN_PROTOCOLS.get(node.func.id, ())
    return ()


def _on_self(
    field: str, dunders: Callable[[ast.AST], tuple[str, ...]]
) -> Callable[[ast.AST], tuple[str, ...]]:
    """A rule for a node whose `field` is what it applies a protocol to."""
    return lambda node: dunders(node) if is_self(getattr(node, field)) else ()


def _fixed(*dunders: str) -> Callable[[ast.AST], tuple[str, ...]]:
    return lambda _node: dunders


_ITERATION = _on_self("iter", _fixed("__iter__", "__getitem__"))
_ASYNC_ITERATION = _on_self("iter", _fixed("__aiter__", "__anext__"))
_TRUTH = _on_self("test", _fixed("__bool__", "__len__"))


def _comprehension(node: ast.comprehension) -> tuple[str, ...]:
    return (_ASYNC_ITERATION if node.is_async else _ITERATION)(node)


def _async_with(node: ast.AsyncWith) -> tuple[str, ...]:
    """`async with self:` enters through `__aenter__` (its `withitem` says `__enter__`)."""
    if any(is_self(item.context_expr) for item in node.items):
        return ("__aenter__", "__aexit__")
    return ()


_PROTOCOLS: dict[type[ast.AST], Callable[[Any], tuple[str, ...]]] = {
    ast.BinOp: _binary,
    ast.AugAssign: _augmented,
    ast.Compare: _compare,
    ast.UnaryOp: _on_self("operand", lambda node: _UNARY.get(type(node.op), ())),
    ast.Subscript: _on_self(
        "value", lambda node: (SUBSCRIPT_DUNDERS.get(type(node.ctx), "__getitem__"),)
    ),
    ast.For: _ITERATION,
    ast.AsyncFor: _ASYNC_ITERATION,
    ast.comprehension: _comprehension,
    ast.AsyncWith: _async_with,
    ast.FormattedValue: _formatted,
    ast.If: _TRUTH,
    ast.While: _TRUTH,
    ast.IfExp: _TRUTH,
    ast.withitem: _on_self("context_expr", _fixed("__enter__", "__exit__")),
    ast.Await: _on_self("value", _fixed("__await__")),
    ast.Call: _builtin_call,
}
"""For each kind of node, the dunder methods it calls on `self`, if it uses `self`."""


def _protocol(node: ast.AST) -> tuple[str, ...]:
    """Dunder methods an expression on `self` calls implicitly."""
    rule = _PROTOCOLS.get(type(node))
    return () if rule is None else rule(node)


_Applied = list[tuple[ast.expr, tuple[str, ...]]]


def _any_binary(node: ast.BinOp) -> _Applied:
    if type(node.op) not in _OPERATORS:
        return []
    direct, reflected = _OPERATORS[type(node.op)]
    return [(node.left, (direct,)), (node.right, (reflected,))]


def _any_augmented(node: ast.AugAssign) -> _Applied:
    if type(node.op) not in _OPERATORS:
        return []
    direct = _OPERATORS[type(node.op)][0]
    return [(node.target, (f"__i{direct[2:]}", direct))]


def _any_compare(node: ast.Compare) -> _Applied:
    dunders = tuple(name for op in node.ops for name in _COMPARISONS.get(type(op), ()))
    return [(operand, dunders) for operand in (node.left, *node.comparators)]


def _any_iteration(node: ast.For | ast.AsyncFor | ast.comprehension) -> _Applied:
    is_async = isinstance(node, ast.AsyncFor) or getattr(node, "is_async", False)
    return [(node.iter, ("__aiter__", "__anext__") if is_async else ("__iter__", "__getitem__"))]


def _any_with(node: ast.With | ast.AsyncWith) -> _Applied:
    is_async = isinstance(node, ast.AsyncWith)
    dunders = ("__aenter__", "__aexit__") if is_async else ("__enter__", "__exit__")
    return [(item.context_expr, dunders) for item in node.items]


def _any_formatted(node: ast.FormattedValue) -> _Applied:
    as_repr = node.conversion == ord("r")
    return [(node.value, ("__repr__",) if as_repr else ("__format__", "__str__"))]


def _any_builtin(node: ast.Call) -> _Applied:
    if not isinstance(node.func, ast.Name) or not node.args:
        return []
    dunders = _BUILTIN_PROTOCOLS.get(node.func.id, ())
    return [(node.args[0], dunders)] if dunders else []


_ANY_PROTOCOLS: dict[type[ast.AST], Callable[[Any], _Applied]] = {
    ast.BinOp: _any_binary,
    ast.AugAssign: _any_augmented,
    ast.Compare: _any_compare,
    ast.UnaryOp: lambda node: [(node.operand, _UNARY.get(type(node.op), ()))],
    ast.Subscript: lambda node: [
        (node.value, (SUBSCRIPT_DUNDERS.get(type(node.ctx), "__getitem__"),))
    ],
    ast.For: _any_iteration,
    ast.AsyncFor: _any_iteration,
    ast.comprehension: _any_iteration,
    ast.With: _any_with,
    ast.AsyncWith: _any_with,
    ast.FormattedValue: _any_formatted,
    ast.If: lambda node: [(node.test, ("__bool__", "__len__"))],
    ast.While: lambda node: [(node.test, ("__bool__", "__len__"))],
    ast.IfExp: lambda node: [(node.test, ("__bool__", "__len__"))],
    ast.Await: lambda node: [(node.value, ("__await__",))],
    ast.Call: _any_builtin,
}


def implicit_calls(node: ast.AST) -> _Applied:
    """The dunder methods a node calls implicitly on any operand (not only `self`), with
    that operand: `table[key]` runs `__getitem__` of `table`, `with gate:` `__enter__`
    and `__exit__` of `gate`, `a + b` `__add__` of `a` and `__radd__` of `b`, `len(x)`
    `__len__` of `x`. Attribute access (`__getattr__`) and calls (`__call__`) are the
    caller's to follow."""
    rule = _ANY_PROTOCOLS.get(type(node))
    return [] if rule is None else rule(node)


_DESCRIPTOR_DUNDERS = {ast.Load: "__get__", ast.Store: "__set__", ast.Del: "__delete__"}
"""The descriptor method an attribute access runs, by its context."""
_ACCESS_DUNDERS = {ast.Load: "__getattribute__", ast.Store: "__setattr__",
                   ast.Del: "__delattr__"}  # fmt: skip
"""The method of the object's class an attribute access runs, by its context."""
_SUBSCRIPT_NAMES = frozenset(SUBSCRIPT_DUNDERS.values())
_META_SUBSCRIPT = "metaclass[]"
"""Stands, among the hooks the module defines, for a metaclass defining `__getitem__`,
`__setitem__` or `__delitem__` (which subscripts of its classes run)."""
_CLASS_SUBSCRIPTS = frozenset({"__class_getitem__", _META_SUBSCRIPT})
_ACCESS_BUILTINS = {"getattr": "__getattribute__", "setattr": "__setattr__",
                    "delattr": "__delattr__"}  # fmt: skip


def _descriptors_bound(statement: ast.stmt) -> list[tuple[str, str]]:
    """(attribute, class name) for each attribute a class body statement binds to an object
    of a class named by a plain name: `size = Size()`, `size: Size = Size()`, or a method
    decorated `@Size` (a descriptor, when that class defines `__get__`)."""
    if isinstance(statement, ast.FunctionDef | ast.AsyncFunctionDef):
        return [(statement.name, item.id) for item in statement.decorator_list
                if isinstance(item, ast.Name)]  # fmt: skip
    bound = assigned_value(statement)
    if bound is None:
        return []
    targets, value = bound
    if not (isinstance(value, ast.Call) and isinstance(value.func, ast.Name)):
        return []
    return [(target.id, value.func.id) for target in targets if isinstance(target, ast.Name)]


_SAME_CALL = (".__call__", ".__get__()")
"""What a function's own `__call__` (`f.__call__`), or the method `__get__` binds
(`f.__get__(obj)`), runs when called: the function itself."""


def _called_as_is(name: str) -> str:
    """`f` for `f.__call__`, `f.__call__.__call__` or `f.__get__()`: what calling it runs."""
    while name.endswith(_SAME_CALL):
        name = name.rpartition(".")[0]
    return name


_FORMATTERS = frozenset({"format", "format_map"})
_TYPE_ARGUMENTS = 3


def formatted_reads(call: ast.Call, names: NameIndex) -> list[ast.expr]:
    """The attribute reads a `str.format` template hides in its fields: `'{0.parent.path}'
    .format(self)` reads `self.parent` and `self.parent.path` (`{name.x}` reads the
    keyword's, `format_map({'name': obj})` the display's entry), as nodes the index builds
    and keeps (`NameIndex.made_attribute`). The template is text the code shows (a
    constant, or a name bound only to text); a field the call does not fill, or an
    index (`{0[key]}`), ends its chain."""
    func = call.func
    if not isinstance(func, ast.Attribute):
        return []
    template = const_str(func.value)
    texts = {template} if template is not None else names.texts(func.value) or set()
    found: list[ast.expr] = []
    for text in texts:
        if "." not in text:
            continue
        try:
            fields = [field for _, field, _, _ in string.Formatter().parse(text) if field]
        except ValueError:
            continue
        auto = 0
        for field in fields:
            first, rest = _string.formatter_field_name_split(field)
            if first == "":
                first, auto = auto, auto + 1
            current = _format_argument(call, func.attr, first)
            for is_attribute, key in rest:
                if current is None or not is_attribute:
                    break
                current = names.made_attribute(current, key)
                found.append(current)
    return found


def _format_argument(call: ast.Call, method: str, key: int | str) -> ast.expr | None:
    """What a `format` (or `format_map`) call gives a template's field `key`."""
    if method == "format_map":
        mapping = call.args[0] if len(call.args) == 1 else None
        if not isinstance(mapping, ast.Dict) or not isinstance(key, str):
            return None
        values = [
            v for k, v in zip(mapping.keys, mapping.values, strict=True) if const_str(k) == key
        ]
        return values[-1] if values else None
    if isinstance(key, int):
        if any(isinstance(arg, ast.Starred) for arg in call.args[: key + 1]):
            return None
        return call.args[key] if key < len(call.args) else None
    return next((item.value for item in call.keywords if item.arg == key), None)


_NONE = "const:NoneType"
"""What the resolver says of None (`NameIndex.names`)."""


class StrictCallGraph(CallGraph):
    """CallGraph plus the dynamic, aliased and implicit calls strict mode follows."""

    target_kinds = frozenset({ast.Name, ast.Attribute, ast.Subscript, ast.Call, *_PROTOCOLS})

    def __init__(self, tree: ast.Module, names: NameIndex) -> None:
        self._names = names
        self._parsed: list[ast.AST] = []
        """Code parsed from exec/eval strings, kept alive while the graph exists."""
        self._parsed_ids: set[int] = set()
        self._bound_objects: dict[str, list[tuple[str, str]]] = {}
        """attribute -> (class, class of the object its body binds to it), see
        `_descriptors_bound`."""
        self._metaclasses: dict[str, str] = {}
        """class -> the plain name given as its `metaclass=`."""
        self._hooks: frozenset[str] | None = None
        """The access and subscript hooks some module class defines (once)."""
        super().__init__(tree)

    def _register_class(self, node: ast.ClassDef, scope: _Scope, prefix: str) -> None:
        """As the paper's graph, also noting the objects the class body binds to
        attributes (descriptors, see `_descriptor_methods`) and the class's metaclass."""
        super()._register_class(node, scope, prefix)
        for statement in node.body:
            for attr, made in _descriptors_bound(statement):
                self._bound_objects.setdefault(attr, []).append((node.name, made))
        for keyword in node.keywords:
            if keyword.arg == "metaclass" and isinstance(keyword.value, ast.Name):
                self._metaclasses.setdefault(node.name, keyword.value.id)

    def _defined_hooks(self) -> frozenset[str]:
        """Which of the hooks `_access_targets` and `_class_subscript` follow some module
        class defines (none in most code: then neither looks further)."""
        if self._hooks is None:
            hooks = {*_DESCRIPTOR_DUNDERS.values(), *_ACCESS_DUNDERS.values(),
                     "__class_getitem__"}  # fmt: skip
            found = {name for cls in self.classes.values() for name in cls.methods
                     if name in hooks}  # fmt: skip
            metaclasses = [cls for cls in self.classes.values() if self._is_metaclass(cls)]
            if any(name in cls.methods for cls in metaclasses for name in _SUBSCRIPT_NAMES):
                found.add(_META_SUBSCRIPT)
            self._hooks = frozenset(found)
        return self._hooks

    def _is_metaclass(self, cls: _Class) -> bool:
        """A class deriving from `type` (through module classes)."""
        return any("type" in item.bases for item in self._lineage(cls))

    def _register_block(
        self, body: list[ast.stmt], scope: _Scope, owner: _Class | None, prefix: str
    ) -> None:
        super()._register_block(body, scope, owner, prefix)
        for node in self._block(body):
            named = _other_lambda(node)
            if named is not None and named[0] not in scope.functions:
                name, value = named
                scope.functions[name] = self._add(prefix + name, value, scope, owner)
            made = self._made_class(node)
            if made is not None and made[0] not in self.classes:
                self._register_made_class(*made, scope, prefix)

    def _made_class(self, node: ast.AST) -> tuple[str, list[ast.expr], ast.expr] | None:
        """`Tree = type('Tree', (Base,), {'total': lambda self: ...})` (the namespace a
        dict display or `dict(total=...)`): the class's name, its bases and namespace."""
        if not isinstance(node, ast.Assign | ast.AnnAssign) or not isinstance(
            node.value, ast.Call
        ):
            return None
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        call = node.value
        if (
            len(targets) != 1
            or not isinstance(targets[0], ast.Name)
            or len(call.args) != _TYPE_ARGUMENTS
            or not isinstance(call.args[1], ast.Tuple | ast.List)
            or self._names.names(call.func) != {"builtins.type"}
        ):
            return None
        return targets[0].id, list(call.args[1].elts), call.args[2]

    def _register_made_class(
        self, name: str, bases: list[ast.expr], namespace: ast.expr, scope: _Scope, prefix: str
    ) -> None:
        """A class made by `type(...)`: the lambdas of its namespace are its methods (a
        function named there, `{'total': _total}`, is one too)."""
        owner = _Class(name=name, bases=[base.id for base in bases if isinstance(base, ast.Name)])
        self.classes[name] = owner
        if isinstance(namespace, ast.Dict):
            entries = [
                (const_str(key), value)
                for key, value in zip(namespace.keys, namespace.values, strict=True)
                if key is not None
            ]
        elif isinstance(namespace, ast.Call) and self._names.names(namespace.func) == {
            "builtins.dict"
        }:
            entries = [(item.arg, item.value) for item in namespace.keywords]
        else:
            return
        for member, value in entries:
            if member is None:
                continue
            if isinstance(value, ast.Lambda):
                owner.methods[member] = self._add(f"{prefix}{name}.{member}", value, scope, owner)
            elif isinstance(value, ast.Name) and (target := scope.resolve(value.id)) is not None:
                owner.methods[member] = target

    def _add(self, name: str, node: FunctionNode, scope: _Scope, owner: _Class | None) -> int:
        """A function, and a lambda given as a default of its parameters as a function
        called by that parameter's name in its body (`def f(n, step=lambda k: f(k))`)."""
        index = super()._add(name, node, scope, owner)
        own_scope = self.functions[index].scope
        for parameter, default in _lambda_defaults(node.args):
            own_scope.functions[parameter] = self._add(f"{name}.{parameter}", default, scope,
                                                       owner)  # fmt: skip
        return index

    def _targets(self, function: _Function, node: ast.AST) -> set[int]:
        found = super()._targets(function, node)
        if isinstance(node, ast.Name | ast.Subscript | ast.Call) and not isinstance(
            getattr(node, "ctx", None), ast.Store
        ):
            found |= self._resolved(function, node)
        if isinstance(node, ast.Call):
            found |= self._call_targets(function, node)
            if isinstance(node.func, ast.Attribute) and node.func.attr in _FORMATTERS:
                for read in formatted_reads(node, self._names):
                    found |= self._targets(function, read)
        elif isinstance(node, ast.Attribute) and names_the_class(node.value):
            found |= self._dispatch(function.owner, node.attr)
        elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Load):
            found |= self._other_instance(node)
        if function.owner is not None:
            found |= self._protocol_targets(function.owner, _protocol(node))
        hooks = self._defined_hooks()
        return found | self._hook_targets(function, node, hooks) if hooks else found

    def _protocol_targets(self, owner: ast.ClassDef, dunders: tuple[str, ...]) -> set[int]:
        """The methods a protocol reaches: for a fallback chain (`_FALLBACKS`: `format(self)`
        runs `__format__`, and `__str__` only when the class defines no `__format__`) the
        first the class or a relative defines; otherwise every one (`with self:` runs both
        `__enter__` and `__exit__`)."""
        if dunders not in _FALLBACKS:
            return {index for dunder in dunders for index in self._dispatch(owner, dunder)}
        for dunder in dunders:
            reached = self._dispatch(owner, dunder)
            if reached:
                return reached
        return set()

    def _hook_targets(self, function: _Function, node: ast.AST, hooks: frozenset[str]) -> set[int]:
        """The attribute hooks, descriptor methods and class subscript methods a node runs
        (see `_access_targets` and `_class_subscript`), of those the module defines."""
        if isinstance(node, ast.Attribute):
            return self._access_targets(function, node, hooks)
        if isinstance(node, ast.Subscript) and not hooks.isdisjoint(_CLASS_SUBSCRIPTS):
            return self._class_subscript(function, node)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.args:
            dunder = _ACCESS_BUILTINS.get(node.func.id)
            if dunder in hooks and function.owner is not None and self._holds_self(node.args[0]):
                return self._dispatch(function.owner, dunder)
        return set()

    def _holds_self(self, node: ast.expr) -> bool:
        """`self`, or a name bound only to it (`me = self`)."""
        if is_self(node):
            return True
        if not isinstance(node, ast.Name):
            return False
        bindings = self._names.bindings_of(node) or []
        return bool(bindings) and all(
            kind == "expr" and is_self(value)  # type: ignore[arg-type]
            for kind, value in bindings
        )

    def _access_targets(
        self, function: _Function, node: ast.Attribute, hooks: frozenset[str]
    ) -> set[int]:
        """`self.n = v` (also through a name bound only to `self`) runs the class's
        `__setattr__` (`del self.n` its `__delattr__`, `self.n` its `__getattribute__`),
        and `child.size` a descriptor's `__get__` (see `_descriptor_methods`)."""
        kind = type(node.ctx)
        found: set[int] = set()
        dunder = _ACCESS_DUNDERS.get(kind)
        if dunder in hooks and function.owner is not None and self._holds_self(node.value):
            found |= self._dispatch(function.owner, dunder)
        dunder = _DESCRIPTOR_DUNDERS.get(kind)
        bound = self._bound_objects.get(node.attr)
        if dunder in hooks and bound:
            found |= self._descriptor_methods(function, node.value, bound, dunder)  # type: ignore[arg-type]
        return found

    def _descriptor_methods(
        self, function: _Function, receiver: ast.expr, bound: list[tuple[str, str]], dunder: str
    ) -> set[int]:
        """The `__get__`/`__set__`/`__delete__` an access to an attribute runs, of each
        module class whose object a class body binds to it (`size = Size()`): on `self`
        or `cls`, of the bindings in the class around, its bases and subclasses; on a
        module class by name, of those in its lineage; on an object of unknown type
        (`child.size`), of every such binding (an object of an imported class runs
        none)."""
        if is_self(receiver) or names_the_class(receiver):
            owner = function.owner
            if owner is None:
                return set()
            related = {cls.name for cls in (*self._lineage(owner), *self._subclasses(owner))}
        elif isinstance(receiver, ast.Name) and receiver.id in self.classes:
            related = {cls.name for cls in self._lineage(self.classes[receiver.id])}
        elif all(name.startswith(("?", "local:")) for name in self._names.names(receiver)):
            related = None
        else:
            return set()
        found: set[int] = set()
        for holder, made in bound:
            if (related is None or holder in related) and made in self.classes:
                found |= self._method(self.classes[made], dunder)
        return found

    def _class_subscript(self, function: _Function, node: ast.Subscript) -> set[int]:
        """`Fib[n - 1]` (or `cls[n - 1]`, `type(self)[...]`, an alias of the class) runs
        the class's `__class_getitem__`, or its metaclass's `__getitem__` (also `cls[...]`
        in a method of a metaclass, a class deriving from `type`)."""
        value = node.value
        if names_the_class(value):
            classes = [function.owner] if function.owner is not None else []
        elif isinstance(value, ast.Name):
            classes = [
                self.classes[name.removeprefix("local:")]
                for name in self._names.names(value)
                if name.removeprefix("local:") in self.classes
            ]
        else:
            return set()
        dunder = SUBSCRIPT_DUNDERS.get(type(node.ctx), "__getitem__")
        found: set[int] = set()
        for cls in classes:
            found |= self._dispatch(cls, "__class_getitem__") if dunder == "__getitem__" else set()
            meta = self.classes.get(self._metaclasses.get(cls.name, ""))
            if meta is not None:
                found |= self._method(meta, dunder)
            if names_the_class(value) and self._is_metaclass(cls):
                found |= self._dispatch(cls, dunder)
        return found

    def _other_instance(self, node: ast.Attribute) -> set[int]:
        """`child.size()`: a method of a module class called on an object of unknown type.

        Another instance of the same class recurses just like `self` would (a tree's nodes),
        so a name the module's classes define as a method, and builtin types do not, is
        taken to reach every method of that name. Receivers the code imported are not.
        A None among what the receiver may be (`parent.total(None)` passing None for the
        parameter it is called on) leaves the rest: None has no such method.
        """
        if node.attr in BUILTIN_METHODS or id(node) in self._parsed_ids:
            return set()
        receiver = self._names.names(node.value)
        if not all(name.startswith(("?", "local:")) or name == _NONE for name in receiver):
            return set()
        return {cls.methods[node.attr] for cls in self.classes.values() if node.attr in
                cls.methods}  # fmt: skip

    def _resolved(self, function: _Function, node: ast.AST) -> set[int]:
        """Functions an alias, container, globals() lookup or partial() refers to."""
        if id(node) in self._parsed_ids:
            return set()
        found: set[int] = set()
        for name in self._names.names(node):
            if name.startswith("local:"):
                target = function.scope.resolve(_called_as_is(name.removeprefix("local:")))
                found |= {target} if target is not None else set()
        return found

    def _call_targets(self, function: _Function, call: ast.Call) -> set[int]:
        """getattr(self, 'm'), self(...), ClassName(...), cls(...) and exec'd code."""
        func, owner = call.func, function.owner
        if isinstance(func, ast.Name) and func.id == "getattr" and len(call.args) > 1:
            receiver, member = call.args[0], const_str(call.args[1])
            if (
                isinstance(receiver, ast.Name)
                and receiver.id in _SELF
                or names_the_class(receiver)
            ):
                if member is not None:
                    return self._dispatch(owner, member)
                return {index for cls in self._lineage(owner) for index in
                        cls.methods.values()} if owner else set()  # fmt: skip
        if is_self(func):
            return self._dispatch(owner, "__call__")
        if names_the_class(func):
            return self._dispatch(owner, "__init__") | self._dispatch(owner, "__new__")
        if isinstance(func, ast.Name) and func.id in self.classes:
            cls = self.classes[func.id]
            return self._method(cls, "__init__") | self._method(cls, "__new__")
        if isinstance(func, ast.Name) and f"builtins.{func.id}" in DYNAMIC_CODE:
            return self._exec_targets(function, call)
        return set()

    def _exec_targets(self, function: _Function, call: ast.Call) -> set[int]:
        """What code run through exec/eval with a constant string calls, read in place."""
        source = const_str(call.args[0]) if call.args else None
        try:
            tree = syntax_tree(source) if source is not None else None
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            tree = None
        if tree is None:
            return set()
        self._parsed.extend(ast.walk(tree))
        self._parsed_ids |= {id(node) for node in self._parsed}
        return {
            target
            for node in ast.walk(tree)
            for target in CallGraph._targets(self, function, node)
        }


def self_applications(facts: StrictFacts) -> list[tuple[int, str]]:
    """Calls of a parameter with itself as an argument (`f(f, n)`): a fixed-point combinator,
    recursion without any function naming itself."""
    found: list[tuple[int, str]] = []
    for node in facts.of_type(ast.Call):
        if not isinstance(node.func, ast.Name):
            continue
        passes_itself = any(
            isinstance(arg, ast.Name) and arg.id == node.func.id for arg in node.args
        )
        if not passes_itself:
            continue  # asked first: the symbol table is built only for such a call
        bindings = facts.names.bindings_of(node.func) or []
        if bindings and all(kind == "param" for kind, _ in bindings):
            found.append((node.lineno, f"`{node.func.id}` is called with itself, a recursion"))
    return found
