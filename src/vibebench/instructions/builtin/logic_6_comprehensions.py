"""logic_6: comprehensions instead of append loops and needless collection calls."""

from __future__ import annotations

import ast
from collections import Counter
from collections.abc import Callable
from typing import Any

from vibebench.instructions._base import Instruction
from vibebench.instructions._call_graph import subtree_nodes
from vibebench.instructions._code_facts import (
    assigned_value,
    empty_literal,
    functions,
    own_nodes,
    parse,
)
from vibebench.instructions._strict import Finding, StrictFacts, without_noops
from vibebench.instructions._strict_names import NameIndex

_COLLECTION_CALLS = {"list", "set", "dict", "tuple"}
_LITERALS_AND_COMPREHENSIONS = (
    ast.GeneratorExp,
    ast.ListComp,
    ast.SetComp,
    ast.DictComp,
    ast.List,
    ast.Tuple,
    ast.Set,
    ast.Dict,
)
# outer(inner(...)) pairs where the inner call is wasted (C413, C414).
_DOUBLE_CALLS = {
    "list": {"list", "tuple", "sorted"},
    "tuple": {"list", "tuple"},
    "set": {"set", "list", "tuple", "sorted", "reversed"},
    "sorted": {"list", "tuple", "sorted", "reversed"},
    "reversed": {"sorted"},
}


def _called_name(node: ast.AST) -> str | None:
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        return node.func.id
    return None


def _is_append(statement: ast.stmt) -> bool:
    return (
        isinstance(statement, ast.Expr)
        and isinstance(statement.value, ast.Call)
        and isinstance(statement.value.func, ast.Attribute)
        and statement.value.func.attr == "append"
    )


def _is_append_loop(node: ast.AST) -> bool:
    """`for x in xs: out.append(...)`, optionally behind one `if` without else."""
    if not isinstance(node, ast.For) or len(node.body) != 1 or node.orelse:
        return False
    inner = node.body[0]
    if isinstance(inner, ast.If) and not inner.orelse and len(inner.body) == 1:
        inner = inner.body[0]
    return _is_append(inner)


def _is_needless_collection_call(node: ast.AST) -> bool:
    """`list(x for x in ...)`, `set([...])`, `dict()`, `sorted(list(x))`, `any([...])`."""
    name = _called_name(node)
    if name is None or not isinstance(node, ast.Call):
        return False
    if not node.args:
        return name == "dict" or (name in {"list", "tuple"} and not node.keywords)
    first = node.args[0]
    if name in {"any", "all"}:
        return isinstance(first, ast.ListComp)
    if _called_name(first) in _DOUBLE_CALLS.get(name, set()):
        return not (name == "sorted" and node.keywords)  # a keyed re-sort is meaningful
    return name in _COLLECTION_CALLS and isinstance(first, _LITERALS_AND_COMPREHENSIONS)


def _is_identity_comprehension(node: ast.AST) -> bool:
    """`[x for x in xs]` or `{k: v for k, v in pairs}`: a plain copy (C416)."""
    if not isinstance(node, ast.ListComp | ast.SetComp | ast.DictComp):
        return False
    if len(node.generators) != 1 or node.generators[0].ifs or node.generators[0].is_async:
        return False
    target = node.generators[0].target
    if isinstance(node, ast.DictComp):
        element: ast.expr = ast.Tuple(elts=[node.key, node.value], ctx=ast.Load())
    elif isinstance(node.elt, ast.Name):
        element = node.elt
    else:
        return False
    return ast.dump(element).replace("Load", "Store") == ast.dump(target)


_FEEDERS = frozenset({"append", "add", "extend", "insert", "update", "__iadd__", "__ior__",
                      "__setitem__", "appendleft"})  # fmt: skip
_CONSTRUCTORS = frozenset({"builtins.list", "builtins.dict", "builtins.set", "builtins.tuple",
                           "collections.deque", "collections.OrderedDict"})  # fmt: skip
_FROM_KEYS = frozenset({"builtins.dict.fromkeys", "collections.OrderedDict.fromkeys"})
"""`dict.fromkeys(())`: an empty dict, when given no keys."""
_NEAR = 3
"""Statements right after an empty collection passed over even if they use it (`if not
xs: return out`); further ones must leave it alone for a later loop to count."""


_COPIES = frozenset({"copy.copy", "copy.deepcopy"})


def _starts_empty(names: NameIndex, value: ast.expr) -> bool:
    """`[]`, `{}`, `()`, `list()`, `set()`, `dict()` (also `list[int]()`), `deque()`,
    `OrderedDict()`, one of them built from an empty start (`list(())`, `deque([])`,
    `dict.fromkeys(())`), a preallocated `[None] * n`, or an empty start in disguise
    (see `_empty_in_disguise`: `[*()]`, `[].copy()`, `[] + []`)."""
    if isinstance(value, ast.List | ast.Dict | ast.Set | ast.Tuple):
        items = value.keys if isinstance(value, ast.Dict) else value.elts
        return not items or _empty_in_disguise(names, value)
    if isinstance(value, ast.Call) and not value.keywords and len(value.args) <= 1:
        made = value.func.value if isinstance(value.func, ast.Subscript) else value.func
        if _empty_array(names, value):
            return True
        if value.args and not empty_literal(value.args[0]):
            return _empty_in_disguise(names, value)
        if names.names(made) & _CONSTRUCTORS:  # `list()`, `list[int]()`, `deque([])`
            return True
        if value.args and names.names(made) & _FROM_KEYS:
            return True
        return _empty_in_disguise(names, value)
    return (
        isinstance(value, ast.BinOp)
        and isinstance(value.op, ast.Mult)
        and isinstance(value.left, ast.List)
        and len(value.left.elts) == 1
    ) or _empty_in_disguise(names, value)


_ARRAYS = frozenset({"array.array"})


def _empty_array(names: NameIndex, value: ast.Call) -> bool:
    """`array('d')`: an array given only its type code starts empty, and filled by a loop
    it is `array('d', (x for x in xs))` written longhand."""
    code = value.args[0] if len(value.args) == 1 else None
    typed = isinstance(code, ast.Constant) and isinstance(code.value, str)
    return typed and bool(names.names(value.func) & _ARRAYS)


def _empty(names: NameIndex, node: ast.expr) -> bool:
    """An empty literal (`''` too), a collection `_starts_empty` counts (`[None] * n`
    aside), or nothing to iterate (see `_nothing`: `str()`, `range(0)`)."""
    if isinstance(node, ast.BinOp):
        return _empty_in_disguise(names, node)
    if empty_literal(node) or _starts_empty(names, node):
        return True
    return _may_be_nothing(node) and _nothing(names, node)


_EMPTY_FROM_EMPTY = frozenset(f"builtins.{name}" for name in (
    "sorted", "reversed", "iter", "map", "filter", "zip", "enumerate",
))  # fmt: skip
"""Builtins whose result, given only empty iterables (and a function), is empty
(`sorted(())` is `[]`)."""
_SPLITS = frozenset({"split", "splitlines"})


def _empty_made(names: NameIndex, value: ast.Call, first_empty: bool) -> bool:
    """`sorted(())`, `list(map(f, []))`, `''.split()`: a call making an empty result from
    empty iterables alone (a function given to `map`/`filter` aside), or splitting an
    empty string with no separator (`first_empty`: whether its first argument is
    empty)."""
    func = value.func
    if isinstance(func, ast.Attribute) and func.attr in _SPLITS:
        return not value.args and empty_literal(func.value)
    rest = value.args[1:]  # `map(f, ())`: the function first
    if not value.args or not all(_empty(names, item) for item in rest):
        return False
    return bool(names.names(func) & (_EMPTY_FROM_EMPTY if first_empty else _MAPPERS))


_MAPPERS = frozenset({"builtins.map", "builtins.filter"})


def _empty_comprehension(names: NameIndex, value: ast.expr) -> bool:
    """`[x for x in ()]`, `[u.email for u in users[:0]]`: a comprehension whose first loop
    runs over nothing (any value sliced to nothing, a string too, iterates nothing)."""
    if not isinstance(value, ast.ListComp | ast.SetComp | ast.DictComp):
        return False
    over = value.generators[0].iter
    if isinstance(over, ast.Subscript) and _sliced_to_nothing(over.slice):
        return True
    return _empty(names, over)


def _empty_in_disguise(names: NameIndex, value: ast.expr) -> bool:
    """An empty collection written roundabout: a display of nothing but unpacked empty
    ones (`[*()]`, `{**{}}`), a copy of an empty one (`[].copy()`, `copy.copy([])`,
    `[][:]`), two joined (`[] + []`) or one repeated (`[] * n`), a constructor given
    one or nothing to iterate (`list([*()])`, `list(range(0))`), a call making one from
    empty iterables (`sorted(())`, `''.split()`, see `_empty_made`), or a comprehension
    over one (`[x for x in ()]`)."""
    if isinstance(value, ast.List | ast.Set | ast.Tuple):
        return bool(value.elts) and all(
            isinstance(item, ast.Starred) and _empty(names, item.value) for item in value.elts
        )
    if isinstance(value, ast.Dict):
        return bool(value.keys) and all(
            key is None and _empty(names, item)
            for key, item in zip(value.keys, value.values, strict=True)
        )
    if isinstance(value, ast.Subscript):
        whole = isinstance(value.slice, ast.Slice) and not any(
            (value.slice.lower, value.slice.upper, value.slice.step)
        )
        if whole and _empty(names, value.value):
            return True
        base = value.value
        size = None
        if isinstance(base, ast.List | ast.Tuple) and not any(
            isinstance(item, ast.Starred) for item in base.elts
        ):
            size = len(base.elts)
        return _sliced_to_nothing(value.slice, size) and _sequence_made(names, base)
    if isinstance(value, ast.BinOp):
        sides = [value.left, value.right]
        if isinstance(value.op, ast.Add):
            return all(_empty(names, side) for side in sides)
        return isinstance(value.op, ast.Mult) and any(
            isinstance(side, ast.List | ast.Tuple) and _empty(names, side) for side in sides
        )
    if _empty_comprehension(names, value):
        return True
    return _empty_call(names, value)


def _int_constant(node: ast.expr | None) -> int | None:
    if isinstance(node, ast.Constant) and type(node.value) is int:
        return node.value
    return None


def _sliced_to_nothing(part: ast.expr, size: int | None = None) -> bool:
    """`[:0]`, `[0:0]`, `[3:1]`: a slice taking nothing (constant bounds, the start at or
    past a stop of 0 or more, no step or a positive one); of a display of `size` items,
    also a start at or past its end (`[0][1:]`)."""
    if not isinstance(part, ast.Slice):
        return False
    lower, upper = _int_constant(part.lower), _int_constant(part.upper)
    step = 1 if part.step is None else _int_constant(part.step)
    if step is None or step <= 0:
        return False
    if part.upper is None:
        return size is not None and lower is not None and lower >= size
    if upper is None or upper < 0:
        return False
    start = 0 if part.lower is None else lower
    return start is not None and start >= upper


_SEQUENCE_MADE = frozenset({"builtins.list", "builtins.tuple"})


def _sequence_made(names: NameIndex, node: ast.expr) -> bool:
    """A list or tuple display or comprehension, or a `list(...)`/`tuple(...)` call (also
    through a name bound once to one): a sequence a slice copies, never a string."""
    node = names.only_value(node)
    if isinstance(node, ast.List | ast.Tuple | ast.ListComp):
        return True
    return isinstance(node, ast.Call) and bool(names.names(node.func) & _SEQUENCE_MADE)


def _empty_call(names: NameIndex, value: ast.expr) -> bool:
    """`_empty_in_disguise` of a call: a copy of an empty collection, a call making one
    from empty iterables (`_empty_made`), or a constructor or copy given one."""
    if not isinstance(value, ast.Call) or value.keywords:
        return False
    func = value.func
    if isinstance(func, ast.Attribute) and func.attr == "copy" and not value.args:
        return _empty(names, func.value)
    if isinstance(func, ast.Attribute) and func.attr == "__new__" and len(value.args) == 1:
        return bool(names.names(value.args[0]) & _CONSTRUCTORS)  # `list.__new__(list)`
    first_empty = bool(value.args) and _empty(names, value.args[0])
    if _empty_made(names, value, first_empty):
        return True
    if len(value.args) != 1:
        return False
    made = func.value if isinstance(func, ast.Subscript) else func
    arg = value.args[0]
    if isinstance(arg, ast.Subscript) and _sliced_to_nothing(arg.slice):
        return bool(names.names(made) & _CONSTRUCTORS)  # `list(users[:0])`
    return first_empty and bool(names.names(made) & (_COPIES | _CONSTRUCTORS))


def _place(node: ast.AST) -> str | None:
    """The collection a place names, as text: `out`, `self.items`, `data['rows']`.

    A subscript counts with a constant key or a plain name as the key.
    """
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        owner = _place(node.value)
        return None if owner is None else f"{owner}.{node.attr}"
    if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant | ast.Name):
        owner = _place(node.value)
        return None if owner is None else f"{owner}[{ast.unparse(node.slice)}]"
    return None


def _is_place(node: ast.AST, target: str) -> bool:
    if isinstance(node, ast.Name):
        return node.id == target
    return isinstance(node, ast.Attribute | ast.Subscript) and _place(node) == target


def _reads(node: ast.AST | None, target: str) -> bool:
    return node is not None and any(_is_place(item, target) for item in subtree_nodes(node))


def _fed_call(statement: ast.stmt, target: str) -> ast.Call | None:
    """The call an expression statement makes, also with its result thrown away into
    other names (`_ = out.append(item)`) or wrapped (`not out.append(item)`, `(_ :=
    out.append(item))`, `out.append(item),`), and behind a condition written as an
    expression (`item > 0 and out.append(item)`, `out.append(item) if item > 0 else None`),
    a filter whose test leaves `target` alone."""
    if isinstance(statement, ast.Expr):
        value = statement.value
    elif isinstance(statement, ast.Assign | ast.AnnAssign) and statement.value is not None:
        places = statement.targets if isinstance(statement, ast.Assign) else [statement.target]
        if not all(isinstance(place, ast.Name) and place.id != target for place in places):
            return None
        value = statement.value
    else:
        return None
    value = _unwrapped(value)
    if isinstance(value, ast.BoolOp) and not any(
        _reads(part, target) for part in value.values[:-1]
    ):
        value = value.values[-1]
    elif isinstance(value, ast.IfExp) and not _reads(value.test, target):
        sides = [side for side in (value.body, value.orelse) if not isinstance(side, ast.Constant)]
        value = sides[0] if len(sides) == 1 else value
    return value if isinstance(value, ast.Call) else None


def _unwrapped(value: ast.expr) -> ast.expr:
    """`out.append(x)` of `not out.append(x)`, `(_ := out.append(x))` or `(out.append(x),)`:
    a value whose result is thrown away, out of what only wraps it."""
    while True:
        if isinstance(value, ast.NamedExpr):
            value = value.value
        elif isinstance(value, ast.UnaryOp) and isinstance(value.op, ast.Not):
            value = value.operand
        elif isinstance(value, ast.Tuple | ast.List | ast.Set) and len(value.elts) == 1:
            value = value.elts[0]
        else:
            return value


_OPERATOR_FEEDERS = frozenset({"setitem", "iadd", "iconcat", "ior"})
"""`operator` functions that add to their first argument (`operator.setitem(out, k, v)`)."""


_PARTIAL = frozenset({"functools.partial"})
_METHOD_CALLERS = frozenset({"operator.methodcaller", "_operator.methodcaller"})


def _partial_feeder(names: NameIndex, made: ast.expr, target: str) -> bool:
    """`functools.partial(list.append, out)` or `functools.partial(out.append)`: a callable
    that adds its argument to `target`."""
    if not (isinstance(made, ast.Call) and made.args and names.names(made.func) & _PARTIAL):
        return False
    bound = made.args[0]
    if not (isinstance(bound, ast.Attribute) and bound.attr in _FEEDERS):
        return False
    if _is_place(bound.value, target):
        return not any(_reads(arg, target) for arg in made.args[1:])
    return (
        len(made.args) > 1
        and _is_place(made.args[1], target)
        and not _reads(bound.value, target)
        and not any(_reads(arg, target) for arg in made.args[2:])
    )


def _method_caller_feeds(names: NameIndex, call: ast.Call, target: str) -> bool:
    """`operator.methodcaller('append', item)(out)`: an item added to `target` by a
    method called by name."""
    made = call.func
    if not (
        isinstance(made, ast.Call)
        and made.args
        and len(call.args) == 1
        and _is_place(call.args[0], target)
        and names.names(made.func) & _METHOD_CALLERS
    ):
        return False
    method = made.args[0]
    return (
        isinstance(method, ast.Constant)
        and method.value in _FEEDERS
        and not any(_reads(arg, target) for arg in (*made.args[1:], *made.keywords))
    )


_FEEDER_OWNERS = frozenset({"builtins.list", "builtins.set", "builtins.dict",
                            "builtins.bytearray", "collections.deque", "operator",
                            "_operator"})  # fmt: skip
"""Where an unbound feeder comes from: a collection type, or the `operator` module."""


def _unbound_feeder(names: NameIndex, call: ast.Call, target: str) -> bool:
    """`list.append(out, item)`, `set.add(out, item)`, `operator.setitem(out, k, v)`: an
    item added through a method taken from the type, or an operator function, with
    `target` first; also through a name bound to one (`add = list.append`, `put =
    operator.setitem`)."""
    if not call.args or not _is_place(call.args[0], target):
        return False
    func = call.func
    if isinstance(func, ast.Attribute):
        if func.attr in _FEEDERS | _OPERATOR_FEEDERS and not _reads(func.value, target):
            return True
    elif isinstance(func, ast.Name) and func.id in _OPERATOR_FEEDERS:
        return True
    for name in names.names(func):
        owner, _, method = name.rpartition(".")
        if owner in _FEEDER_OWNERS and method.strip("_") in _FEEDERS | _OPERATOR_FEEDERS:
            return True
    return False


def _skips(statement: ast.stmt, target: str) -> bool:
    """`if not line: continue`: a filter that leaves `target` alone."""
    return (
        isinstance(statement, ast.If)
        and not statement.orelse
        and [type(item) for item in without_noops(statement.body)] == [ast.Continue]
        and not _reads(statement.test, target)
    )


_GETATTR = frozenset({"builtins.getattr"})


def _by_name(names: NameIndex, func: ast.expr) -> ast.expr:
    """`out.append` for `getattr(out, 'append')` (an attribute fetched by a constant
    name), else `func` itself."""
    if not (isinstance(func, ast.Call) and len(func.args) == 2 and not func.keywords):  # noqa: PLR2004
        return func
    owner, name = func.args
    if not (isinstance(name, ast.Constant) and isinstance(name.value, str)):
        return func
    if not names.names(func.func) & _GETATTR:
        return func
    return ast.Attribute(value=owner, attr=name.value, ctx=ast.Load())


_LEN = frozenset({"builtins.len"})


def _end_of(names: NameIndex, node: ast.expr, target: str) -> bool:
    """`len(out)` or `out.__len__()`: the position just past `target`'s last item."""
    if not isinstance(node, ast.Call) or node.keywords:
        return False
    if isinstance(node.func, ast.Attribute) and node.func.attr == "__len__":
        return not node.args and _is_place(node.func.value, target)
    return (
        len(node.args) == 1
        and _is_place(node.args[0], target)
        and bool(names.names(node.func) & _LEN)
    )


def _appended(names: NameIndex, call: ast.Call, target: str) -> ast.Call:
    """`out.append(x)` for `out.insert(len(out), x)`, `list.insert(out, len(out), x)` or
    `operator.methodcaller('insert', len(out), x)(out)`: an insert at the end, which
    appends; else `call` itself."""
    func, args = call.func, call.args
    if isinstance(func, ast.Call) and len(func.args) == 3:  # noqa: PLR2004
        method, end = func.args[:2]  # `methodcaller('insert', len(out), x)(out)`
        if (
            isinstance(method, ast.Constant)
            and method.value == "insert"
            and _end_of(names, end, target)
        ):
            item = func.args[2]
            made = ast.Call(func.func, [ast.Constant("append"), item], func.keywords)
            return ast.Call(func=made, args=args, keywords=call.keywords)
        return call
    if not isinstance(func, ast.Attribute) or func.attr != "insert" or call.keywords:
        return call
    position = 1 if args and _is_place(args[0], target) and len(args) == 3 else 0  # noqa: PLR2004
    if len(args) != position + 2 or not _end_of(names, args[position], target):
        return call
    appended = ast.Attribute(value=func.value, attr="append", ctx=ast.Load())
    return ast.Call(func=appended, args=[*args[:position], args[position + 1]], keywords=[])


def _call_feeds(names: NameIndex, call: ast.Call, target: str, helpers: set[str]) -> bool:
    """`_feeds` of a call: a feeder method of `target` (bound, taken from the type, saved
    under a name in `helpers`, made by `functools.partial` or called by
    `operator.methodcaller`, also fetched by `getattr` with a constant name) given items
    that leave `target` alone."""
    func = _by_name(names, call.func)
    if func is not call.func:
        call = ast.Call(func=func, args=call.args, keywords=call.keywords)
    call = _appended(names, call, target)
    if _unbound_feeder(names, call, target):
        return not any(_reads(arg, target) for arg in (*call.args[1:], *call.keywords))
    if isinstance(call.func, ast.Call):
        made = call.func  # `methodcaller('append', x)(out)`, `partial(list.append, out)(x)`
        if _method_caller_feeds(names, call, target):
            return True
        return _partial_feeder(names, made, target) and not any(
            _reads(arg, target) for arg in (*call.args, *call.keywords)
        )
    if any(_reads(arg, target) for arg in (*call.args, *call.keywords)):
        return False
    if isinstance(call.func, ast.Name):
        return call.func.id in helpers
    return (
        isinstance(call.func, ast.Attribute)
        and call.func.attr in _FEEDERS
        and _is_place(call.func.value, target)
    )


def _feeds(names: NameIndex, statement: ast.stmt, target: str, helpers: set[str]) -> bool:
    """One item added to `target`: append/add/extend/insert/update, `+=`, `= x + [...]`,
    `target[key] = ...`, or a call of a bound method saved from it (`add = out.append`).

    An item computed from `target` itself (a running total, `counts.get(key, 0) + 1`)
    is an accumulation no comprehension can write, so it does not count.
    """
    call = _fed_call(statement, target)
    if call is not None:
        return _call_feeds(names, call, target, helpers)
    if isinstance(statement, ast.AugAssign):
        return _is_place(statement.target, target) and not _reads(statement.value, target)
    if isinstance(statement, ast.Assign) and len(statement.targets) == 1:
        place, value = statement.targets[0], statement.value
        if isinstance(place, ast.Subscript) and _is_place(place.value, target):
            at_end = isinstance(place.slice, ast.Slice)  # `out[len(out):] = [item]`
            return not _reads(value, target) and (at_end or not _reads(place.slice, target))
        if isinstance(value, ast.List | ast.Set | ast.Tuple | ast.Dict):
            return _is_place(place, target) and _rebuilt(value, target)
        if isinstance(value, ast.Call):
            return _is_place(place, target) and _combined(names, value, target)
        return (
            _is_place(place, target)
            and isinstance(value, ast.BinOp)
            and _is_place(value.left, target)
            and not _reads(value.right, target)
        )
    return False


_COMBINERS = frozenset({"union", "__or__", "__add__", "__ior__", "__iadd__"})
"""Methods returning a collection joined with their argument (`out.union({x})`)."""
_OPERATOR_COMBINERS = frozenset({"operator.or_", "operator.add", "operator.concat",
                                 "_operator.or_", "_operator.add",
                                 "_operator.concat"})  # fmt: skip


def _combined(names: NameIndex, value: ast.Call, target: str) -> bool:
    """`out.union({x})`, `set.union(out, {x})`, `out.__add__([x])`, `operator.or_(out,
    {x})`: `target` joined with items that leave it alone (the call form of `out | {x}`),
    rebound to `target` by the caller."""
    func, args = value.func, [*value.args, *value.keywords]
    if isinstance(func, ast.Attribute) and func.attr in _COMBINERS:
        if _is_place(func.value, target):
            return bool(args) and not any(_reads(arg, target) for arg in args)
        taken = not _reads(func.value, target) and len(value.args) > 1
        return (
            taken
            and _is_place(value.args[0], target)
            and not any(_reads(arg, target) for arg in args[1:])
        )
    return (
        len(value.args) == 2  # noqa: PLR2004
        and not value.keywords
        and _is_place(value.args[0], target)
        and not _reads(value.args[1], target)
        and bool(names.names(func) & _OPERATOR_COMBINERS)
    )


_IDLE_CONTEXTS = frozenset({"contextlib.nullcontext", "contextlib.suppress"})


def _idle_with(names: NameIndex, statement: ast.With) -> bool:
    """`with nullcontext():` or `with suppress():` (given nothing to suppress): a block
    that does no work around its body, bound to no name."""
    return all(
        item.optional_vars is None
        and isinstance(item.context_expr, ast.Call)
        and not item.context_expr.args
        and not item.context_expr.keywords
        and bool(names.names(item.context_expr.func) & _IDLE_CONTEXTS)
        for item in statement.items
    )


def _rebuilt(value: ast.List | ast.Set | ast.Tuple | ast.Dict, target: str) -> bool:
    """`[*out, item]`, `(*out, item)`, `{*out, item}`, `{**out, key: item}` (the collection
    unpacked once, anywhere in the display, beside items that leave it alone): one more
    item in a copy of `target`."""
    if isinstance(value, ast.Dict):
        pairs = zip(value.keys, value.values, strict=True)
        unpacked = [item for key, item in pairs if key is None and _is_place(item, target)]
        others = [part for part in [*value.keys, *value.values] if part not in unpacked]
    else:
        spread = [item.value for item in value.elts if isinstance(item, ast.Starred)]
        unpacked = [item for item in spread if _is_place(item, target)]
        others = [item for item in value.elts if getattr(item, "value", None) not in unpacked]
    return len(unpacked) == 1 and not any(_reads(item, target) for item in others)


def _drops_names(statement: ast.stmt, target: str) -> bool:
    """`del last`: a temporary dropped, which leaves `target` alone and does no work."""
    return isinstance(statement, ast.Delete) and all(
        isinstance(item, ast.Name) and item.id != target for item in statement.targets
    )


def _idle_assert(statement: ast.stmt, target: str) -> bool:
    """`assert out is not None`, `assert isinstance(out, dict)`, `assert True`: an assert
    that the collection being filled always passes (it is made empty and only fed), so
    it does no work (each part of an `and` so)."""
    if not isinstance(statement, ast.Assert):
        return False
    test = statement.test
    parts = (
        test.values if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.And) else [test]
    )
    return all(_always_true_of(part, target) for part in parts)


def _checks_start(statement: ast.stmt, target: str) -> bool:
    """`assert not out` between an empty start and its loop: a check that the collection
    is (still) empty or kin (see `_idle_assert`), reading it and doing nothing else."""
    if (
        not isinstance(statement, ast.Assert)
        or statement.msg is not None
        and _reads(statement.msg, target)
    ):
        return False
    test = statement.test
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        return _is_place(test.operand, target)
    return _idle_assert(statement, target)


def _always_true_of(test: ast.expr, target: str) -> bool:
    """See `_idle_assert`: a true constant, `out is not None` (either way round) or
    `isinstance(out, ...)` of the plain builtin."""
    if isinstance(test, ast.Constant):
        return bool(test.value)
    if isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.ops[0], ast.IsNot):
        sides = [test.left, test.comparators[0]]
        none = [side for side in sides if isinstance(side, ast.Constant) and side.value is None]
        return len(none) == 1 and any(_is_place(side, target) for side in sides)
    return (
        isinstance(test, ast.Call)
        and isinstance(test.func, ast.Name)
        and test.func.id == "isinstance"
        and len(test.args) == 2  # noqa: PLR2004
        and _is_place(test.args[0], target)
    )


def _only_feeds(names: NameIndex, body: list[ast.stmt], target: str, helpers: set[str]) -> bool:
    """A loop body that does nothing but add to `target` (through ifs, inner loops, temps)."""
    fed = False
    for statement in without_noops(body):
        if _feeds(names, statement, target, helpers):
            fed = True
        elif (
            _skips(statement, target)
            or _drops_names(statement, target)
            or isinstance(statement, ast.Continue)
            or _idle_assert(statement, target)
        ):
            continue
        elif isinstance(statement, ast.If | ast.For) and not statement.orelse:
            condition = statement.test if isinstance(statement, ast.If) else statement.iter
            if _reads(condition, target) or not _only_feeds(
                names, statement.body, target, helpers
            ):
                return False
            fed = True
        elif isinstance(statement, ast.Match | ast.With):
            if not _block_feeds(names, statement, target, helpers):
                return False
            fed = True
        elif isinstance(statement, ast.Assign | ast.AugAssign):
            places = statement.targets if isinstance(statement, ast.Assign) else [statement.target]
            if any(not _plain_names(place) or target in _plain_names(place) for place in places):
                return False
        else:
            return False
    return fed


def _plain_names(place: ast.expr) -> list[str]:
    """The names a target of plain names binds (`name`, `name, _, score`, `a, *rest`), or
    none when it binds anything else (an attribute, an item)."""
    if isinstance(place, ast.Name):
        return [place.id]
    if isinstance(place, ast.Starred):
        return _plain_names(place.value)
    if isinstance(place, ast.Tuple | ast.List) and place.elts:
        found = [_plain_names(item) for item in place.elts]
        return [name for names in found for name in names] if all(found) else []
    return []


def _block_feeds(
    names: NameIndex, node: ast.Match | ast.With, target: str, helpers: set[str]
) -> bool:
    """A `match` that only adds to `target` (see `_match_feeds`), or an idle `with`
    (see `_idle_with`) whose body only adds to it."""
    if isinstance(node, ast.Match):
        return _match_feeds(names, node, target, helpers)
    return _idle_with(names, node) and _only_feeds(names, node.body, target, helpers)


def _match_feeds(names: NameIndex, node: ast.Match, target: str, helpers: set[str]) -> bool:
    """A `match` standing for an `if` filter: one case only adds to `target`, every
    other does nothing (`case _: pass`), and neither the subject nor a guard reads it
    (`match value: case int(): out.append(value)` is `if isinstance(value, int)`)."""
    if _reads(node.subject, target):
        return False
    feeding = 0
    for case in node.cases:
        if case.guard is not None and _reads(case.guard, target):
            return False
        if not without_noops(case.body):
            continue
        if not _only_feeds(names, case.body, target, helpers):
            return False
        feeding += 1
    return feeding == 1


def _loaded(node: ast.AST | None) -> set[str]:
    if node is None:
        return set()
    return {item.id for item in subtree_nodes(node) if isinstance(item, ast.Name)}


def _carries_state(body: list[ast.stmt], stored: set[str], assigned: set[str]) -> bool:
    """Whether a loop body reads a name it rebinds before rebinding it in the same pass
    (`coords.append(n % d); n //= d`): a value carried from one pass to the next, which
    no comprehension can write."""
    for statement in body:
        if isinstance(statement, ast.If | ast.For):
            head = statement.test if isinstance(statement, ast.If) else statement.iter
            if _loaded(head) & stored - assigned:
                return True
            inner = assigned | (
                _loaded(statement.target) if isinstance(statement, ast.For) else set()
            )
            if _carries_state(statement.body, stored, inner):
                return True
            continue
        value = (
            statement.value
            if isinstance(statement, ast.Assign | ast.AugAssign | ast.Expr)
            else None
        )
        read = _loaded(value) | (
            _loaded(statement.target) if isinstance(statement, ast.AugAssign) else set()
        )
        if read & stored - assigned:
            return True
        if isinstance(statement, ast.Assign | ast.AugAssign):
            places = statement.targets if isinstance(statement, ast.Assign) else [statement.target]
            assigned = assigned | {name for place in places for name in _plain_names(place)}
    return False


def _rebound_names(loop: ast.For) -> set[str]:
    """Plain names a `for` loop's body assigns."""
    return {
        name
        for statement in loop.body
        for node in subtree_nodes(statement)
        if isinstance(node, ast.Assign | ast.AugAssign)
        for place in (node.targets if isinstance(node, ast.Assign) else [node.target])
        for name in _plain_names(place)
    }


def _hand_counters(loop: ast.For) -> set[str]:
    """Names a `for` loop's body only steps by a whole-number constant, once a pass at its
    top level (`number += 1`, `number = number + 1`): `enumerate` kept by hand, no state
    a comprehension cannot carry."""
    steps: Counter[str] = Counter()
    for statement in loop.body:
        if (
            isinstance(statement, ast.AugAssign)
            and isinstance(statement.op, ast.Add)
            and isinstance(statement.target, ast.Name)
            and _whole_constant(statement.value)
        ):
            steps[statement.target.id] += 1
        elif (
            isinstance(statement, ast.Assign)
            and len(statement.targets) == 1
            and isinstance(statement.targets[0], ast.Name)
            and isinstance(statement.value, ast.BinOp)
            and isinstance(statement.value.op, ast.Add)
            and isinstance(statement.value.left, ast.Name)
            and statement.value.left.id == statement.targets[0].id
            and _whole_constant(statement.value.right)
        ):
            steps[statement.targets[0].id] += 1
    every: Counter[str] = Counter(
        name
        for node in subtree_nodes(loop)
        if isinstance(node, ast.Assign | ast.AugAssign | ast.AnnAssign | ast.NamedExpr)
        for place in (node.targets if isinstance(node, ast.Assign) else [node.target])
        for name in _plain_names(place)
    )
    return {name for name, count in steps.items() if count == 1 and every[name] == 1}


def _whole_constant(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and type(node.value) is int


def _counter_loop(loop: ast.While) -> bool:
    """`while i < len(xs): ...; i += 1`: an index loop a comprehension replaces."""
    stepped = {
        node.target.id
        for node in loop.body
        if isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Name)
    }
    return any(isinstance(node, ast.Name) and node.id in stepped for node in ast.walk(loop.test))


def _iterates_by_hand(names: NameIndex, loop: ast.While) -> bool:
    """`while (item := next(it, None)) is not None:`: a `for` loop written with `next()`."""
    return any(
        isinstance(node, ast.Call) and "builtins.next" in names.names(node.func)
        for node in ast.walk(loop.test)
    )


_FRESH = frozenset({"builtins.list", "builtins.sorted", "collections.deque"})
_POPS = frozenset({"pop", "popleft"})


def _drained(names: NameIndex, loop: ast.While) -> ast.Name | None:
    """The name a `while` loop tests for items (`while pending:`, `while len(pending):`,
    `while len(pending) > 0:`), or None."""
    test = loop.test
    if isinstance(test, ast.Compare) and len(test.ops) == 1:
        zero = test.comparators[0]
        nonzero = isinstance(test.ops[0], ast.Gt | ast.NotEq)
        if not (nonzero and isinstance(zero, ast.Constant) and zero.value == 0):
            return None
        test = test.left
    if isinstance(test, ast.Call) and len(test.args) == 1:
        test = test.args[0] if "builtins.len" in names.names(test.func) else test
    return test if isinstance(test, ast.Name) else None


def _drains(names: NameIndex, loop: ast.While) -> bool:
    """`pending = list(values)` ... `while pending: out.append(pending.pop() ** 2)`: a
    loop over a list the code made itself, taking one item per pass with `pop()` (or
    `popleft()`) and touching it no other way: a `for` loop over it (reversed) by hand."""
    drained = _drained(names, loop)
    if drained is None:
        return False
    bindings = names.bindings_of(drained) or []
    fresh = bool(bindings) and all(
        kind == "expr"
        and (
            isinstance(value, ast.List | ast.ListComp)
            or (isinstance(value, ast.Call) and bool(names.names(value.func) & _FRESH))
        )
        for kind, value in bindings
    )
    uses = [
        node
        for statement in loop.body
        for node in ast.walk(statement)
        if isinstance(node, ast.Name) and node.id == drained.id
    ]
    pops = [
        node
        for statement in loop.body
        for node in ast.walk(statement)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in _POPS
        and _is_place(node.func.value, drained.id)
    ]
    return fresh and len(uses) == len(pops) == 1


def _next_or_break(names: NameIndex, loop: ast.While) -> list[ast.stmt] | None:
    """The rest of a `while True:` loop whose first statement is `try: x = next(it)` /
    `except StopIteration: break` (a `for` loop written by hand), the `try`'s `else`
    first; None for any other loop."""
    body = without_noops(loop.body)
    first = body[0] if body else None
    if not (
        isinstance(loop.test, ast.Constant)
        and loop.test.value
        and isinstance(first, ast.Try)
        and len(first.body) == 1
        and len(first.handlers) == 1
        and not first.finalbody
    ):
        return None
    step, handler = first.body[0], first.handlers[0]
    steps = (
        isinstance(step, ast.Assign)
        and isinstance(step.value, ast.Call)
        and len(step.value.args) == 1
        and "builtins.next" in names.names(step.value.func)
    )
    stops = (
        handler.type is not None
        and "builtins.StopIteration" in names.names(handler.type)
        and [type(item) for item in without_noops(handler.body)] == [ast.Break]
    )
    return [*first.orelse, *body[1:]] if steps and stops else None


def _started_empty(names: NameIndex, statement: ast.stmt) -> str | None:
    """The place an empty collection is put in (`out = []`, `self.items: list = []`)."""
    for target, value in _bound_pairs(statement):
        if _starts_empty(names, value) or _made_by_helper(names, value):
            return _place(target)
    return None


def _bound_pairs(statement: ast.stmt) -> list[tuple[ast.expr, ast.expr]]:
    """(place, value) for what a statement binds: one target (`out = []`), a walrus
    statement (`(out := [])`), or each item of a tuple unpacked from a display of as many
    items (`out, prefix = [], '> '`)."""
    if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.NamedExpr):
        return [(statement.value.target, statement.value.value)]
    bound = assigned_value(statement)
    if bound is None or len(bound[0]) != 1:
        return []
    target, value = bound[0][0], bound[1]
    if isinstance(target, ast.Tuple | ast.List) and isinstance(value, ast.Tuple | ast.List):
        items = [*target.elts, *value.elts]
        if len(target.elts) != len(value.elts) or any(
            isinstance(item, ast.Starred) for item in items
        ):
            return []
        return list(zip(target.elts, value.elts, strict=True))
    return [(target, value)]


def _emptied_in_place(statement: ast.stmt) -> str | None:
    """The place a statement empties where it stands, `out.clear()` or `del out[:]`: an
    existing collection started over, which a loop then refills from empty."""
    if isinstance(statement, ast.Delete) and len(statement.targets) == 1:
        item = statement.targets[0]
        whole = (
            isinstance(item, ast.Subscript)
            and isinstance(item.slice, ast.Slice)
            and item.slice.lower is None
            and item.slice.upper is None
            and item.slice.step is None
        )
        return _place(item.value) if whole else None  # type: ignore[attr-defined]
    call = statement.value if isinstance(statement, ast.Expr) else None
    if (
        isinstance(call, ast.Call)
        and not call.args
        and not call.keywords
        and isinstance(call.func, ast.Attribute)
        and call.func.attr == "clear"
    ):
        return _place(call.func.value)
    return None


def _cleared_start(block: list[ast.stmt], index: int) -> str | None:
    """The place a display is put in and emptied by the next statement (`table = {'':
    0}` / `table.clear()`): an empty start in disguise; or one the statement empties in
    place (see `_emptied_in_place`)."""
    emptied = _emptied_in_place(block[index])
    if emptied is not None:
        return emptied
    bound = assigned_value(block[index])
    if bound is None or len(bound[0]) != 1 or index + 1 >= len(block):
        return None
    if not isinstance(bound[1], ast.List | ast.Dict | ast.Set):
        return None
    after = block[index + 1]
    call = after.value if isinstance(after, ast.Expr) else None
    place = _place(bound[0][0])
    if (
        isinstance(call, ast.Call)
        and not call.args
        and isinstance(call.func, ast.Attribute)
        and call.func.attr == "clear"
        and place is not None
        and _is_place(call.func.value, place)
    ):
        return place
    return None


_PLAIN_METHODS = frozenset({"staticmethod", "classmethod"})


def _made_by_helper(names: NameIndex, value: ast.expr) -> bool:
    """`_fresh()`: a call of a function or lambda the module defines whose one statement
    returns an empty start (`def _fresh(): return []`, see `_starts_empty`), also a
    method of a module class called on `self`, `cls` or the class by name
    (`self._fresh()`, every method of that name in the module returning so)."""
    if not isinstance(value, ast.Call):
        return False
    func = value.func
    if isinstance(func, ast.Name):
        bindings = names.bindings_of(func) or []
    elif isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
        bindings = _method_bindings(names, func.value, func.attr)
    else:
        return False
    return bool(bindings) and all(_returns_empty(names, kind, made) for kind, made in bindings)


def _method_bindings(names: NameIndex, receiver: ast.Name, attr: str) -> list[tuple[str, object]]:
    """What the class bodies bind `attr` to: those of every module class for `self` or
    `cls`, that of the class for a name bound only to a module class; else none."""
    if receiver.id in {"self", "cls"}:
        scopes = [scope for scope in names.scopes if scope.kind == "class"]
    else:
        classes = names.bindings_of(receiver) or []
        if not classes or not all(isinstance(made, ast.ClassDef) for _, made in classes):
            return []
        scopes = [names.defining_scope[id(made)] for _, made in classes]
    return [binding for scope in scopes for binding in scope.bindings.get(attr, [])]


_PAIR = 2


def _named_then_returned(body: list[ast.stmt]) -> bool:
    """`made = <value>` (annotated or not) then `return made`: the value returned."""
    if len(body) != _PAIR or not isinstance(body[1], ast.Return):
        return False
    first, returned = body[0], body[1].value
    if isinstance(first, ast.Assign) and len(first.targets) == 1:
        place = first.targets[0]
    elif isinstance(first, ast.AnnAssign) and first.value is not None:
        place = first.target
    else:
        return False
    return (
        isinstance(place, ast.Name) and isinstance(returned, ast.Name) and returned.id == place.id
    )


def _returns_empty(names: NameIndex, kind: str, made: object) -> bool:
    """A lambda of an empty start, or an undecorated function (or static or class method)
    whose one statement, a docstring aside, returns one (a cached one would hand back
    the same collection each time)."""
    if kind == "expr" and isinstance(made, ast.Lambda):
        return _starts_empty(names, made.body)
    if kind != "def" or not isinstance(made, ast.FunctionDef):
        return False
    if not all(
        isinstance(decorator, ast.Name) and decorator.id in _PLAIN_METHODS
        for decorator in made.decorator_list
    ):
        return False
    body = made.body
    if len(body) > 1 and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
        body = body[1:]
    if _named_then_returned(body):
        return _starts_empty(names, body[0].value)  # type: ignore[attr-defined]
    return (
        len(body) == 1
        and isinstance(body[0], ast.Return)
        and body[0].value is not None
        and _starts_empty(names, body[0].value)
    )


def _rebinds_key(loop: ast.stmt, target: str) -> bool:
    """Whether the loop rebinds a name in the place's key (`out[k]` while `k` changes)."""
    if "[" not in target:
        return False
    stored = {
        node.id
        for node in ast.walk(loop)
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store)
    }
    return any(f"[{name}]" in target for name in stored)


def _saves_feeder(names: NameIndex, statement: ast.stmt, target: str, helpers: set[str]) -> bool:
    """`add = out.append`, `keep = lambda x: out.append(x)`, `keep =
    functools.partial(list.append, out)` or `def keep(item): out.append(item)`: record the
    names of a bound method of `target`, or of a function that only adds to it, in
    `helpers`; `alias = out`: record `=alias` (a second name for the collection, see
    `_aliases`)."""
    if isinstance(statement, ast.FunctionDef):
        body = without_noops(statement.body)
        feeds = (
            not statement.decorator_list
            and bool(body)
            and all(_feeds(names, item, target, set()) for item in body)
        )
        if feeds:
            helpers.add(statement.name)
        return feeds
    saved = statement.value if isinstance(statement, ast.Assign) else None
    saved = None if saved is None else _by_name(names, saved)
    bound = {t.id for t in getattr(statement, "targets", ()) if isinstance(t, ast.Name)}
    if isinstance(saved, ast.Name) and _is_place(saved, target) and bound:
        helpers |= {f"={name}" for name in bound}
        return True
    lambda_feeds = isinstance(saved, ast.Lambda) and _feeds(
        names, ast.Expr(value=saved.body), target, set()
    )
    if lambda_feeds or (saved is not None and _partial_feeder(names, saved, target)):
        helpers |= bound
        return bool(bound)
    if not isinstance(saved, ast.Attribute) or not _is_place(saved.value, target):
        return False
    helpers |= bound
    return True


def _aliases(helpers: set[str]) -> list[str]:
    """The second names for the collection `_saves_feeder` recorded (`alias = out`)."""
    return [name[1:] for name in sorted(helpers) if name.startswith("=")]


def _wrapper_head(statement: ast.stmt) -> list[ast.expr] | None:
    """What a `with` or an `if` without `else` evaluates before its block (None for other
    statements): a loop inside such a block still runs right after the collection starts."""
    if isinstance(statement, ast.With | ast.AsyncWith):
        return [item.context_expr for item in statement.items]
    if isinstance(statement, ast.If) and not statement.orelse:
        return [statement.test]
    return None


def _next_loop(
    names: NameIndex, block: list[ast.stmt], target: str, helpers: set[str], near: int = _NEAR
) -> tuple[ast.For | ast.While | None, bool]:
    """The first loop after an empty `target` starts, and whether something touched
    `target` first. The `near` first statements are passed over whatever they do, later
    ones only if they leave `target` alone; a `with` block or an `if` without `else`
    (`if users:`) is looked into."""
    for position, later in enumerate(block):
        if isinstance(later, ast.For | ast.While):
            return later, False
        if _saves_feeder(names, later, target, helpers):
            continue
        head = _wrapper_head(later)
        if head is not None and not any(_reads(part, target) for part in head):
            loop, touched = _next_loop(names, later.body, target, helpers, near - position)
            if loop is not None or touched:
                return loop, touched
        elif position >= near and _reads(later, target) and not _checks_start(later, target):
            return None, True
    return None, False


_SCOPE_WORDS = ("locals", "vars", "f_locals", "global", "nonlocal", "exec", "eval", "del ")
"""Words of code that may read (or share) a name other than by a plain read of it."""


def _dead_names(facts: StrictFacts) -> frozenset[str]:
    """Names the code assigns but never reads, save in updating themselves (`checksum +=
    reading`, `checksum = checksum + reading`): a total kept but never used, which
    carries no state a comprehension would need; none when the code may read names by
    other ways (`locals()`, `global`)."""
    code = facts.code
    if any(word in code for word in _SCOPE_WORDS):
        return frozenset()
    assigned: set[str] = set()
    reads: Counter[str] = Counter()
    own: Counter[str] = Counter()
    for node in facts.nodes:  # (the shared walk: no second walk of the tree)
        if isinstance(node, ast.Name):
            if isinstance(node.ctx, ast.Load):
                reads[node.id] += 1
            else:
                assigned.add(node.id)
        elif isinstance(node, ast.AugAssign | ast.Assign) and node.value is not None:
            places = node.targets if isinstance(node, ast.Assign) else [node.target]
            if len(places) == 1 and isinstance(places[0], ast.Name):
                name = places[0].id
                own[name] += sum(
                    isinstance(item, ast.Name) and item.id == name for item in ast.walk(node.value)
                )
        elif isinstance(node, ast.alias | ast.arg):
            assigned.discard(node.asname or node.name if isinstance(node, ast.alias) else node.arg)
    return frozenset(name for name in assigned if reads[name] == own[name])


def _filled_by_loop(
    names: NameIndex,
    block: list[ast.stmt],
    *,
    clears: bool = True,
    dead: Callable[[], frozenset[str]] = frozenset,
    seeded: Callable[[str, int, ast.stmt, list[ast.stmt]], bool] | None = None,
) -> list[ast.stmt]:
    """Loops of a block that only fill a collection started empty before them, with
    nothing touching it in between (`clears`: whether the code may empty a collection by
    `.clear()` or `del x[:]`, see `_cleared_start`; `dead`: gives the names never read
    but to update themselves, whose updates carry no state, see `_dead_names`; asked only
    when a loop that may carry state is found; `seeded`: whether a list started with n
    items has them all dropped after its loop, see `_drops_seeds`)."""
    found: list[ast.stmt] = []
    for index, statement in enumerate(block):
        target = _started_empty(names, statement)
        if target is None and clears:
            target = _cleared_start(block, index)
        seeds = 0
        if target is None and seeded is not None:
            target, seeds = _seeded_start(statement)
        if target is None:
            continue
        helpers: set[str] = set()
        later, _ = _next_loop(names, block[index + 1 :], target, helpers)
        if later is None:
            continue
        body = later.body if isinstance(later, ast.For) else _next_or_break(names, later)
        counted = (
            isinstance(later, ast.For)
            or body is not None
            or _counter_loop(later)
            or _iterates_by_hand(names, later)
            or _drains(names, later)
        )
        body = later.body if body is None else body
        if _keeps_made_slots(names, statement, later, target, block[index + 1 :]):
            continue
        places = [target, *_aliases(helpers)]
        if (
            counted
            and not later.orelse
            and any(
                _only_feeds(names, body, place, helpers)
                and not any(_reads(later, other) for other in places if other != place)
                and not _rebinds_key(later, place)
                and not (
                    isinstance(later, ast.For)
                    and _carries_state(
                        later.body,
                        _rebound_names(later) - {place} - _hand_counters(later) - dead(),
                        _loaded(later.target),
                    )
                )
                for place in places
            )
            and not (seeds and not seeded(target, seeds, later, _after(block, later)))  # type: ignore[misc]
        ):
            found.append(later)
    return found


def _seeded_start(statement: ast.stmt) -> tuple[str | None, int]:
    """(name, n) for `name = [...]`, a list display of n items (none unpacked): a start
    that may be seeded with dummy items the code drops after the loop (see
    `_drops_seeds`); else (None, 0)."""
    bound = assigned_value(statement)
    if bound is None or len(bound[0]) != 1 or not isinstance(bound[0][0], ast.Name):
        return None, 0
    value = bound[1]
    if not isinstance(value, ast.List) or not value.elts:
        return None, 0
    if any(isinstance(item, ast.Starred) for item in value.elts):
        return None, 0
    return bound[0][0].id, len(value.elts)


def _after(block: list[ast.stmt], loop: ast.stmt) -> list[ast.stmt]:
    """The statements of `block` after `loop` (none when it stands deeper)."""
    for position, statement in enumerate(block):
        if statement is loop:
            return block[position + 1 :]
    return []


def _drops_seeds(
    facts: StrictFacts, target: str, seeds: int, loop: ast.stmt, after: list[ast.stmt]
) -> bool:
    """Whether every read of the list `target` in the scope of `loop` (beside the loop's
    own) drops its `seeds` first items, `pairs[1:]`, or follows the statement right
    after the loop that drops them, `del pairs[:1]`, `pairs = pairs[1:]` (with one seed
    also `del pairs[0]`, `pairs.pop(0)`), and one does: `pairs = [('', 0)]`, an append
    loop, `return pairs[1:]` builds from empty with a dummy sliced away."""
    in_loop = {id(node) for node in subtree_nodes(loop)}
    if after and isinstance(after[0], ast.Delete | ast.Expr | ast.Assign):
        head = [
            node
            for node in subtree_nodes(after[0])
            if _is_name(node, target) and isinstance(node.ctx, ast.Load)  # type: ignore[attr-defined]
        ]
        if len(head) == 1:
            in_loop.update(id(node) for later in after[1:] for node in subtree_nodes(later))
    dropping: set[int] = set()
    reads: list[ast.Name] = []
    for node in ast.walk(facts.owner(loop, through_lambdas=False)):
        if isinstance(node, ast.Name) and node.id == target and isinstance(node.ctx, ast.Load):
            reads.append(node)
        elif isinstance(node, ast.Subscript) and _is_name(node.value, target):
            if _drops_head(node, seeds):
                dropping.add(id(node.value))
        elif isinstance(node, ast.Expr) and seeds == 1 and _pops_head(node.value, target):
            dropping.add(id(node.value.func.value))  # type: ignore[attr-defined]
    outside = [read for read in reads if id(read) not in in_loop]
    return bool(outside) and all(id(read) in dropping for read in outside)


def _is_name(node: ast.AST, name: str) -> bool:
    return isinstance(node, ast.Name) and node.id == name


def _drops_head(node: ast.Subscript, seeds: int) -> bool:
    """`x[n:]` read, or `x[:n]` (`x[0]` for one) deleted: the `seeds` first items gone."""
    part = node.slice
    if isinstance(node.ctx, ast.Load):
        return (
            isinstance(part, ast.Slice)
            and _int_constant(part.lower) == seeds
            and part.upper is None
            and part.step is None
        )
    if not isinstance(node.ctx, ast.Del):
        return False
    if isinstance(part, ast.Slice):
        return part.lower is None and _int_constant(part.upper) == seeds and part.step is None
    return seeds == 1 and _int_constant(part) == 0


def _pops_head(value: ast.expr, target: str) -> bool:
    """`x.pop(0)` (its result thrown away)."""
    return (
        isinstance(value, ast.Call)
        and isinstance(value.func, ast.Attribute)
        and value.func.attr == "pop"
        and _is_name(value.func.value, target)
        and len(value.args) == 1
        and not value.keywords
        and _int_constant(value.args[0]) == 0
    )


def _keeps_made_slots(
    names: NameIndex, start: ast.stmt, loop: ast.stmt, target: str, rest: list[ast.stmt]
) -> bool:
    """`row = [1] * (i + 1)` then `for j in range(1, i): row[j] = ...`: a list made of one
    constant repeated, whose loop writes it only at a plain name some `for` in the loop
    takes from a `range` starting past 0 (and never rebinds), so the slots before that
    start keep the made value; and which the code around never slices, indexes or calls a
    method of (`row[1:]` would drop them). The made items are part of the result: not an
    empty start a comprehension replaces."""
    if not any(
        isinstance(place, ast.Name) and place.id == target and _constant_repeated(value)
        for place, value in _bound_pairs(start)
    ):
        return False
    inside = {id(node) for node in ast.walk(loop)}
    stored = Counter(
        node.id for node in ast.walk(loop) if isinstance(node, ast.Name) and not _is_load(node)
    )
    keys = {
        node.target.id
        for node in ast.walk(loop)
        if isinstance(node, ast.For)
        and isinstance(node.target, ast.Name)
        and stored[node.target.id] == 1
        and _range_past_zero(names, node.iter)
    }
    uses = [node for node in ast.walk(loop) if isinstance(node, ast.Name) and node.id == target]
    writes = [
        node
        for node in ast.walk(loop)
        if isinstance(node, ast.Subscript)
        and _is_place(node.value, target)
        and not _is_load(node)
        and isinstance(node.slice, ast.Name)
        and node.slice.id in keys
    ]
    around = [node for part in rest for node in ast.walk(part) if id(node) not in inside]
    return (
        bool(writes)
        and len(writes) == len(uses)
        and not any(
            isinstance(node, ast.Subscript | ast.Attribute) and _is_place(node.value, target)
            for node in around
        )
    )


def _is_load(node: ast.Name | ast.Subscript) -> bool:
    return isinstance(node.ctx, ast.Load)


def _constant_repeated(value: ast.expr) -> bool:
    """`[1] * n`: a one-item list of a constant, repeated."""
    return (
        isinstance(value, ast.BinOp)
        and isinstance(value.op, ast.Mult)
        and isinstance(value.left, ast.List)
        and len(value.left.elts) == 1
        and isinstance(value.left.elts[0], ast.Constant)
    )


def _range_past_zero(names: NameIndex, node: ast.expr) -> bool:
    """`range(1, n)`: a `range` from a constant start above 0, by no step or a positive
    constant one."""
    if not isinstance(node, ast.Call) or node.keywords or not 2 <= len(node.args) <= 3:  # noqa: PLR2004
        return False
    first = _int_constant(node.args[0])
    step = 1 if len(node.args) == 2 else _int_constant(node.args[2])  # noqa: PLR2004
    return (
        "builtins.range" in names.names(node.func)
        and first is not None
        and first > 0
        and step is not None
        and step > 0
    )


_REDUCERS = frozenset({"functools.reduce", "_functools.reduce"})
_ACCUMULATORS = frozenset({"itertools.accumulate"})
_JOINING = frozenset({"operator.add", "operator.iadd", "operator.concat", "operator.iconcat"})
"""`reduce(operator.add, ([f(v)] for v in values), [])`: lists joined one by one."""
_DISPLAYS = (ast.List, ast.Set, ast.Tuple)
_DISPLAYS_AND_DICT = (*_DISPLAYS, ast.Dict)


def _fold_parts(names: NameIndex, node: ast.Call) -> tuple[ast.expr, ast.expr] | None:
    """The step and start of `reduce(step, values, start)` or `accumulate(values, step,
    initial=start)` (whose last running value is the fold's result)."""
    made = names.names(node.func)
    if made & _REDUCERS and len(node.args) == 3 and not node.keywords:  # noqa: PLR2004
        return node.args[0], node.args[2]
    if not made & _ACCUMULATORS:
        return None
    given = {keyword.arg: keyword.value for keyword in node.keywords}
    step = node.args[1] if len(node.args) > 1 else given.get("func")
    start = given.get("initial")
    return None if step is None or start is None else (step, start)


def _step_body(names: NameIndex, step: ast.expr) -> tuple[list[str], ast.expr] | None:
    """The parameters and returned expression of a lambda, or of a name bound only to a
    function the module defines whose one statement (a docstring aside) returns it."""
    if isinstance(step, ast.Lambda):
        return [argument.arg for argument in step.args.args], step.body
    bindings = names.bindings_of(step) if isinstance(step, ast.Name) else None
    if not bindings or len(bindings) != 1:
        return None
    kind, made = bindings[0]
    if kind == "expr" and isinstance(made, ast.Lambda):
        return _step_body(names, made)
    if kind != "def" or not isinstance(made, ast.FunctionDef) or made.decorator_list:
        return None
    body = made.body
    if len(body) > 1 and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
        body = body[1:]
    if len(body) != 1 or not isinstance(body[0], ast.Return) or body[0].value is None:
        return None
    return [argument.arg for argument in made.args.args], body[0].value


def _last_taken(facts: StrictFacts) -> frozenset[int]:
    """The calls only the last item of which the code takes: `*_, last = calls(...)`,
    `list(calls(...))[-1]`, `[*calls(...)][-1]` (an `accumulate` kept whole lists every
    running value, such as all prefixes, which is no fold)."""
    taken: set[int] = set()
    for node in facts.of_type(ast.Assign, ast.Subscript):
        if isinstance(node, ast.Assign):
            places = node.targets[0] if len(node.targets) == 1 else None
            if (
                isinstance(places, ast.Tuple | ast.List)
                and len(places.elts) > 1  # `*every, = calls(...)` keeps them all
                and isinstance(places.elts[0], ast.Starred)
            ):
                taken.add(id(node.value))
            continue
        whole = node.value
        if not (isinstance(node.slice, ast.UnaryOp) and ast.unparse(node.slice) == "-1"):
            continue
        if isinstance(whole, ast.Call) and len(whole.args) == 1 and not whole.keywords:
            taken.update(_made_values(facts.names, whole.args[0]))
        elif isinstance(whole, ast.List) and len(whole.elts) == 1:
            for item in whole.elts:
                if isinstance(item, ast.Starred):
                    taken.update(_made_values(facts.names, item.value))
    return frozenset(taken)


def _made_values(names: NameIndex, node: ast.expr) -> list[int]:
    """The ids of `node` and, for a name bound once, of the value bound to it."""
    bindings = names.bindings_of(node) if isinstance(node, ast.Name) else None
    if bindings and len(bindings) == 1 and bindings[0][0] == "expr":
        return [id(node), id(bindings[0][1])]
    return [id(node)]


def _reduced_into(facts: StrictFacts, node: ast.Call) -> bool:
    """`reduce(lambda acc, v: acc + [f(v)], values, [])` (also `[*acc, x]`, `acc | {x}`,
    `{**acc, k: v}`, `acc.union({x})`, `acc.append(x) or acc`, behind a filter, `acc +
    [x] if x else acc`, by a function the module defines, or `operator.add` joining
    lists; also `itertools.accumulate(..., initial=[])` with only its last value taken,
    `*_, out = accumulate(...)`, or a step changing it in place): a collection grown from an
    empty start by a literal of items each step, a comprehension written as a fold (a
    step merging whole collections, `{**acc, **d}`, or reading the collection, `acc if v
    in acc else ...`, is not)."""
    parts = _fold_parts(facts.names, node)
    if parts is None or not _starts_empty(facts.names, parts[1]):
        return False
    step = parts[0]
    made = _step_body(facts.names, step)
    if made is None:
        grows = bool(facts.names.names(step) & _JOINING)
    else:
        parameters, body = made
        if len(parameters) != 2:  # noqa: PLR2004
            return False
        grows = _grows_by_items(facts.names, body, parameters[0])
        if grows and _mutates(body):  # one collection: every running value is the last
            return True
    return grows and (
        bool(facts.names.names(node.func) & _REDUCERS) or id(node) in facts.derived(_last_taken)
    )


def _mutates(body: ast.expr) -> bool:
    """`acc.append(x) or acc`: a step changing the collection in place."""
    sides = [body.body, body.orelse] if isinstance(body, ast.IfExp) else [body]
    return any(isinstance(side, ast.BoolOp) for side in sides)


def _items_literal(node: ast.expr) -> bool:
    """A display, or a choice between displays (`[x] if x else []`)."""
    if isinstance(node, ast.IfExp):
        return _items_literal(node.body) and _items_literal(node.orelse)
    return isinstance(node, _DISPLAYS_AND_DICT)


def _grows_by_items(names: NameIndex, body: ast.expr, accumulated: str) -> bool:
    """`acc + [x]`, `acc | {x}`, `[*acc, x]`, `{**acc, k: v}`, `acc.union({x})`,
    `acc.append(x) or acc`: `accumulated` grown by a literal of items that leave it
    alone, also behind a filter leaving it alone (`acc + [x] if x else acc`)."""
    if isinstance(body, ast.IfExp):
        sides = [side for side in (body.body, body.orelse) if not _is_place(side, accumulated)]
        return (
            bool(sides)
            and not _reads(body.test, accumulated)
            and all(_grows_by_items(names, side, accumulated) for side in sides)
        )
    if isinstance(body, ast.BoolOp) and isinstance(body.op, ast.Or):
        *fed, returned = body.values
        return _is_place(returned, accumulated) and all(
            _fed_in_place(part, accumulated) for part in fed
        )
    if isinstance(body, ast.Call):
        added = [arg for arg in body.args if not _is_place(arg, accumulated)]
        return (
            _combined(names, body, accumulated)
            and not body.keywords
            and bool(added)
            and all(_items_literal(item) for item in added)
        )
    if isinstance(body, ast.BinOp):
        grown, added = body.left, [body.right]
        if not _items_literal(body.right):
            return False
    elif isinstance(body, _DISPLAYS) and body.elts:
        first, added = body.elts[0], body.elts[1:]
        grown = first.value if isinstance(first, ast.Starred) else first
        if any(isinstance(item, ast.Starred) for item in added):
            return False
    elif isinstance(body, ast.Dict) and body.keys and body.keys[0] is None:
        grown, added = body.values[0], body.values[1:]
        if None in body.keys[1:]:
            return False
    else:
        return False
    return (
        isinstance(grown, ast.Name)
        and grown.id == accumulated
        and not any(_reads(item, accumulated) for item in added)
    )


_MERGERS = frozenset({"extend", "update", "__iadd__", "__ior__"})
"""Feeders taking a whole collection: a fold merging whole ones (`acc.update(d) or acc`)
is no comprehension, one merging a literal of items is."""


def _fed_in_place(part: ast.expr, accumulated: str) -> bool:
    """`acc.append(x)`: a feeder method of `accumulated` given items that leave it alone
    (a literal of them, `acc.extend([x])`, for one taking a collection)."""
    if not (
        isinstance(part, ast.Call)
        and isinstance(part.func, ast.Attribute)
        and part.func.attr in _FEEDERS
        and _is_place(part.func.value, accumulated)
        and part.args
        and not part.keywords
        and not any(_reads(arg, accumulated) for arg in part.args)
    ):
        return False
    return part.func.attr not in _MERGERS or all(_items_literal(arg) for arg in part.args)


_STARMAPS = frozenset({"itertools.starmap"})


def _plain_lambda(node: ast.expr) -> bool:
    """A lambda of positional parameters alone, no defaults: its body reads as the item
    expression of a comprehension."""
    if not isinstance(node, ast.Lambda):
        return False
    params = node.args
    return not (params.vararg or params.kwarg or params.kwonlyargs or params.defaults)


def _lambda_mapped(names: NameIndex, call: ast.Call) -> bool:
    """`starmap(lambda k, v: ..., pairs)` (any spelling) or `map(lambda x: ..., xs)` under
    another name than `map`: Ruff's C417 (a lambda mapped over one iterable is a
    comprehension) knows only the plain `map`."""
    if len(call.args) != 2 or call.keywords or not _plain_lambda(call.args[0]):
        return False
    called = names.names(call.func)
    if called & _STARMAPS:
        return True
    return "builtins.map" in called and not (
        isinstance(call.func, ast.Name) and call.func.id == "map"
    )


def _side_effect_feeds(facts: StrictFacts) -> list[Finding]:
    """`map(out.append, xs)`, `[out.append(x) for x in xs]`, `type([])()` and a
    collection built by `functools.reduce` (see `_reduced_into`)."""
    found: list[Finding] = []
    for node in facts.of_type(ast.Call, ast.ListComp, ast.SetComp, ast.GeneratorExp):
        if isinstance(node, ast.Call) and _reduced_into(facts, node):
            found.append((facts.line_of(node), "a collection built by reduce()"))
        elif isinstance(node, ast.Call):
            feeder = next((arg for arg in node.args if isinstance(arg, ast.Attribute)
                           and arg.attr in _FEEDERS), None)  # fmt: skip
            if feeder is not None and "builtins.map" in facts.names.names(node.func):
                found.append((facts.line_of(node), "a collection filled through map()"))
            elif isinstance(node.func, ast.Call) and "builtins.type" in facts.names.names(
                node.func.func
            ):
                found.append((facts.line_of(node), "an empty collection made by type(...)()"))
            elif _lambda_mapped(facts.names, node):
                message = "a lambda mapped over items; use a comprehension"
                found.append((facts.line_of(node), message))
        elif isinstance(node.elt, ast.Call) and getattr(node.elt.func, "attr", "") in _FEEDERS:
            found.append((facts.line_of(node), "a comprehension run to fill a collection"))
    return found


_RENAMED_BUILTINS = frozenset(f"builtins.{name}" for name in (
    "list", "set", "dict", "tuple", "sorted", "reversed", "any", "all",
))  # fmt: skip
"""The builtins whose needless calls Ruff's C4 rules know by their plain name only."""
_LITERAL_TYPES: dict[type, str] = {
    ast.List: "list", ast.ListComp: "list", ast.Set: "set", ast.SetComp: "set",
    ast.Dict: "dict", ast.DictComp: "dict", ast.Tuple: "tuple",
}  # fmt: skip
"""The builtin type a literal or comprehension makes (`[].__class__` is `list`)."""


def _type_of_literal(names: NameIndex, node: ast.expr) -> str | None:
    """`list` for `[]`, `[x for x in xs]` and `list()`: the builtin collection type a
    literal, comprehension or constructor call makes."""
    made = _LITERAL_TYPES.get(type(node))
    if made is not None or not isinstance(node, ast.Call):
        return made
    types = {name.removeprefix("builtins.") for name in names.names(node.func) & _CONSTRUCTORS}
    return types.pop() if len(types) == 1 else None


def _builtins_called(names: NameIndex, func: ast.expr, *, wrapped: bool = False) -> set[str]:
    """The collection builtins a callee not spelled by its plain name may be: an alias
    (`make_list = list`), `builtins.list`, `[].__class__`, `type([])`, a generic alias of
    one (`dict[int, str]`, `list[int]`) or a
    `functools.partial` of one given nothing to bind (`as_list = partial(list)`; `wrapped`:
    `func` is what such a partial holds)."""
    if isinstance(func, ast.Attribute) and func.attr == "__class__":
        made = _type_of_literal(names, func.value)
        return {made} if made is not None else set()
    if isinstance(func, ast.Subscript):  # `dict[int, str]()`: the generic alias calls `dict`
        return _builtins_called(names, func.value, wrapped=True)
    resolved = names.names(func)
    if _PARTIAL_MADE in resolved:
        inner = _partial_of(names, func)
        # (the callee is the partial, never the plain name Ruff reads: `partial(list)(...)`)
        return _builtins_called(names, inner, wrapped=True) if inner is not None else set()
    if isinstance(func, ast.Call) and len(func.args) == 1 and not func.keywords:
        if "builtins.type" in names.names(func.func):
            made = _type_of_literal(names, func.args[0])
            return {made} if made is not None else set()
        return set()
    if not resolved or not resolved <= _RENAMED_BUILTINS:
        return set()
    plain = {name.removeprefix("builtins.") for name in resolved}
    return set() if isinstance(func, ast.Name) and func.id in plain and not wrapped else plain


_PARTIAL_MADE = "functools.partial()"
"""What the name index reads a `functools.partial(...)` call as."""


def _partial_of(names: NameIndex, func: ast.expr) -> ast.expr | None:
    """`list` for `partial(list)` or a name bound only to it (`as_list = partial(list)`):
    the callable a `functools.partial` given nothing to bind stands for (None: another
    callee, or one that binds arguments, whose call is another call)."""
    values: list[object] = [func]
    if isinstance(func, ast.Name):
        bindings = names.bindings_of(func) or []
        if not bindings or any(kind != "expr" for kind, _ in bindings):
            return None
        values = [value for _, value in bindings]
    found = None
    for value in values:
        if not (
            isinstance(value, ast.Call)
            and len(value.args) == 1
            and not value.keywords
            and not isinstance(value.args[0], ast.Starred)
            and names.names(value.func) & _PARTIAL
        ):
            return None
        if found is not None and ast.dump(found) != ast.dump(value.args[0]):
            return None
        found = value.args[0]
    return found


_INNER_CALLS = frozenset({"iter", *(name for inner in _DOUBLE_CALLS.values() for name in inner)})
_SPELLED = frozenset({"__class__", *_COLLECTION_CALLS, *_DOUBLE_CALLS, "any", "all"})
"""Attributes a collection builtin is reached by (`[].__class__`, `builtins.list`)."""


def _may_wrap(call: ast.Call) -> bool:
    """Whether a call has a shape `_is_needless_collection_call` may fail under some
    builtin's name, and a callee that may be one (asked before the callee is resolved)."""
    func = call.func
    if isinstance(func, ast.Attribute) and func.attr not in _SPELLED:
        return False
    if not call.args:
        return all(keyword.arg is not None for keyword in call.keywords)
    first = call.args[0]
    return isinstance(first, _LITERALS_AND_COMPREHENSIONS) or _called_name(first) in _INNER_CALLS


_WRAPPED_BY: dict[str, tuple[type, ...]] = {
    "list": (ast.GeneratorExp, ast.ListComp, ast.List, ast.Tuple),
    "set": (ast.GeneratorExp, ast.ListComp, ast.List, ast.Tuple),
    "tuple": (ast.List, ast.Tuple),
    "any": (ast.ListComp,),
    "all": (ast.ListComp,),
}
"""What Ruff's C4 rules fail inside each builtin's call (C400, C401, C403, C405, C409,
C410, C411, C419); `dict` is looked at by `_needless_dict`."""


def _is_pair(node: ast.expr) -> bool:
    return isinstance(node, ast.Tuple | ast.List) and len(node.elts) == 2  # noqa: PLR2004


def _needless_dict(first: ast.expr) -> bool:
    """`dict(...)` of pairs made by a generator or list comprehension (C402, C404), a
    literal of pairs (C406) or a dict literal (C418)."""
    if isinstance(first, ast.GeneratorExp | ast.ListComp):
        return _is_pair(first.elt)
    if isinstance(first, ast.List | ast.Tuple):
        return bool(first.elts) and all(map(_is_pair, first.elts))
    return isinstance(first, ast.Dict)


_PASS_THROUGH = frozenset({"iter", "list", "tuple"})
"""Calls that hand a comprehension on unchanged (`iter([...])`, `list([...])`)."""
_MADE_FROM_ITEMS = frozenset({"set", "list", "tuple", "dict", "frozenset", "sorted"})


def _wrapped_comprehension(name: str, first: ast.expr) -> bool:
    """`set(iter([x for x in xs]))`, `tuple(list(x for x in xs))`: a comprehension passed
    through `iter()`, `list()` or `tuple()` into a collection builtin, where a
    comprehension of the kind wanted says it at once (a `dict` only of pairs); the same
    for a list or tuple display into `list`, `tuple`, `set` or `dict` (`list(iter([a,
    b]))`), which a literal of that kind says (C405, C406, C409, C410 through a call)."""
    if name not in _MADE_FROM_ITEMS or _called_name(first) not in _PASS_THROUGH:
        return False
    assert isinstance(first, ast.Call)  # noqa: S101 (what _called_name found)
    if len(first.args) != 1 or first.keywords:
        return False
    inner = first.args[0]
    if isinstance(inner, ast.List | ast.Tuple):
        if name == "dict":
            return _needless_dict(inner)
        return name in _LITERAL_KINDS and not any(isinstance(i, ast.Starred) for i in inner.elts)
    if not isinstance(inner, ast.ListComp | ast.GeneratorExp | ast.SetComp):
        return False
    return name != "dict" or _is_pair(inner.elt)


_LITERAL_KINDS = frozenset({"list", "tuple", "set"})
"""Builtins a list or tuple display handed through a call is written as a literal of."""


def _needless_as(name: str, call: ast.Call) -> bool:
    """Whether Ruff's C4 rules would fail `call` were it spelled `name(...)`: an empty
    `dict()`/`list()`/`tuple()` (C408), a wrapped generator, comprehension or literal
    (see `_WRAPPED_BY`, `_needless_dict`) or a wasted inner call (C413, C414)."""
    if not call.args:
        empty = name in {"dict", "list", "tuple"}
        return empty and all(keyword.arg is not None for keyword in call.keywords)
    if len(call.args) != 1:
        return False
    first = call.args[0]
    if _called_name(first) in _DOUBLE_CALLS.get(name, set()):
        return not (name == "sorted" and call.keywords)  # a keyed re-sort is meaningful
    if _wrapped_comprehension(name, first):
        return True
    if call.keywords:
        return False
    if name == "dict":
        return _needless_dict(first)
    return isinstance(first, _WRAPPED_BY.get(name, ()))


_DISPLAY_KINDS: dict[type, str] = {ast.List: "list", ast.Set: "set", ast.Tuple: "tuple"}


def _splat_wrapped(facts: StrictFacts) -> list[Finding]:
    """`[*sorted(xs)]`, `[*(x for x in xs)]`, `{*[...]}`: a display unpacking one value
    is the call of its type on it (`list(sorted(xs))`), failed as Ruff's C4 rules fail
    that call (see `_needless_as`)."""
    found: list[Finding] = []
    if next(facts.of_type(ast.Starred), None) is None:
        return found  # (no display unpacks anything)
    for kind, name in _DISPLAY_KINDS.items():
        for node in facts.of_type(kind):
            if len(node.elts) != 1 or not isinstance(node.elts[0], ast.Starred):
                continue
            inner = node.elts[0].value
            call = ast.Call(func=ast.Name(id=name, ctx=ast.Load()), args=[inner], keywords=[])
            if _needless_as(name, call):
                message = f"a {name} display unpacking one value is a needless {name}() call"
                found.append((facts.line_of(node), f"{message}; use a literal or a comprehension"))
    return found


_CALLERS = frozenset({"operator.call", "_operator.call"})


def _called_through(names: NameIndex, call: ast.Call) -> ast.Call:
    """The call `operator.call(f, *args)` stands for (`f(*args)`); else `call` itself."""
    func = call.func
    word = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
    if word != "call" or not call.args or isinstance(call.args[0], ast.Starred):
        return call
    if not names.names(func) & _CALLERS:
        return call
    made = ast.Call(func=call.args[0], args=call.args[1:], keywords=call.keywords)
    return ast.copy_location(made, call)


def _renamed_collection_calls(facts: StrictFacts) -> list[Finding]:
    """`make_list(x for x in xs)` with `make_list = list`, `[].__class__(...)`,
    `type([])(...)`, `builtins.dict()`: a needless collection call (see `_needless_as`)
    whose callee is a builtin under another spelling."""
    found: list[Finding] = []
    for call in facts.of_type(ast.Call):
        node = _called_through(facts.names, call)
        func = node.func
        plain = isinstance(func, ast.Name) and node is call
        if plain and func.id in _COLLECTION_CALLS | _DOUBLE_CALLS.keys():  # type: ignore[union-attr]
            # the plain name: Ruff's to judge (or not a builtin at all), but for a
            # comprehension it passes through `iter()`/`list()`/`tuple()` first
            wrapped = len(node.args) == 1 and not node.keywords
            if not wrapped or not _wrapped_comprehension(func.id, node.args[0]):  # type: ignore[union-attr]
                continue
            if f"builtins.{func.id}" not in facts.names.names(func):  # type: ignore[union-attr]
                continue
            message = f"a comprehension or literal passed through a call into {func.id}()"  # type: ignore[union-attr]
            found.append((facts.line_of(node), f"{message}; write what is wanted at once"))
            continue
        if not _may_wrap(node):
            continue
        for name in _builtins_called(facts.names, func, wrapped=node is not call):
            if _needless_as(name, node):
                message = f"a needless {name}() call under another name; use a literal or"
                found.append((facts.line_of(node), f"{message} a comprehension"))
                break
    return found


_GENERATOR_TAKERS = frozenset({"list", "set", "dict"})
"""Builtins whose call on a generator expression Ruff fails (C400, C401, C402)."""


def _named_generators(facts: StrictFacts) -> list[Finding]:
    """`selected = (u.name for u in users if u.active)` then `list(selected)`: a
    generator expression bound once to a name read nowhere else but as the one argument
    of `list`/`set`/`dict` (any spelling) is that call on it inline, failed as Ruff's C4
    rules fail it (see `_needless_as`)."""
    found: list[Finding] = []
    if next(facts.of_type(ast.GeneratorExp), None) is None:
        return found
    for call in facts.of_type(ast.Call):
        if len(call.args) != 1 or call.keywords or not isinstance(call.args[0], ast.Name):
            continue
        bindings = facts.names.bindings_of(call.args[0]) or []
        if len(bindings) != 1 or bindings[0][0] != "expr":
            continue
        value = bindings[0][1]
        if not isinstance(value, ast.GeneratorExp):
            continue
        plain = {name.removeprefix("builtins.") for name in facts.names.names(call.func)}
        takers = (plain | _builtins_called(facts.names, call.func)) & _GENERATOR_TAKERS
        read = call.args[0].id
        reads = sum(
            isinstance(node, ast.Name) and node.id == read and isinstance(node.ctx, ast.Load)
            for node in ast.walk(facts.owner(call))
        )
        if reads != 1:
            continue
        inline = ast.Call(func=call.func, args=[value], keywords=[])
        for name in sorted(takers):
            if _needless_as(name, inline):
                message = f"a generator bound to a name only handed to {name}() is {name}() of it"
                found.append((facts.line_of(call), f"{message}; use a comprehension"))
                break
    return found


_LITERAL_MADE = frozenset({"builtins.list", "builtins.tuple", "builtins.dict"})
"""Collections with an empty literal (`[]`, `()`, `{}`), which C408 demands for `list()`."""
_EMPTY_MADE = frozenset(f"builtins.{name}" for name in (
    "str", "bytes", "list", "tuple", "dict", "set", "frozenset",
))  # fmt: skip
"""Builtins whose call with no argument makes an empty collection or text."""


def _nothing(names: NameIndex, node: ast.expr) -> bool:
    """An empty literal (`''`, `()`, `[]`, `{}`), an empty builtin made by a call with no
    arguments (`str()`, `set()`) or `range(0)`: an argument with nothing to iterate."""
    if empty_literal(node):
        return True
    if not isinstance(node, ast.Call) or node.keywords:
        return False
    made = names.names(node.func)
    if not node.args:
        return bool(made & _EMPTY_MADE)
    only = node.args[0]
    return (
        len(node.args) == 1
        and "builtins.range" in made
        and isinstance(only, ast.Constant)
        and only.value == 0
    )


def _may_be_nothing(node: ast.expr) -> bool:
    """The shape `_nothing` asks about, before any name is resolved: an empty literal or
    a call of at most one constant."""
    if isinstance(node, ast.Call):
        return not node.keywords and (
            not node.args or (len(node.args) == 1 and isinstance(node.args[0], ast.Constant))
        )
    return empty_literal(node)


def _spread_args(call: ast.Call) -> list[ast.expr] | None:
    """The positional arguments a call is given, `*` of a literal tuple or list spread
    (`list(*())` is `list()`, `dict(*[()])` is `dict(())`); None when it is given
    keywords other than `**` of an empty dict literal, or `*` of anything else."""
    if any(
        keyword.arg is not None or not empty_literal(keyword.value) for keyword in call.keywords
    ):
        return None
    args: list[ast.expr] = []
    for arg in call.args:
        if not isinstance(arg, ast.Starred):
            args.append(arg)
        elif isinstance(arg.value, ast.Tuple | ast.List):
            if any(isinstance(item, ast.Starred) for item in arg.value.elts):
                return None
            args += arg.value.elts
        else:
            return None
    return args


def _empty_by_call(facts: StrictFacts) -> list[Finding]:
    """`list('')`, `tuple(range(0))`, `dict(())`: an empty list, tuple or dict made by a
    call given nothing to iterate (C408 fails only the call without arguments), which the
    literal `[]`, `()` or `{}` writes."""
    found: list[Finding] = []
    for node in facts.of_type(ast.Call):
        args = _spread_args(node)
        if args is None or len(args) > 1 or (args and not _may_be_nothing(args[0])):
            continue
        if len(args) == len(node.args) and not node.keywords and not args:
            continue  # (`list()`: C408's own)
        made = facts.names.names(node.func) & _LITERAL_MADE
        if made and (not args or _nothing(facts.names, args[0])):
            kind = min(made).removeprefix("builtins.")
            message = f"an empty {kind} made by a call; use the literal"
            found.append((facts.line_of(node), message))
    return found


class Comprehensions(Instruction):
    """Build collections with comprehensions.

    What it asks:
        Lists, sets and dicts built by a loop that only appends are written as
        comprehensions; collections are not wrapped in needless calls (`list(x for x in
        xs)`, `set([...])`, `list(sorted(...))`) and empty ones are literals (`[]`, `{}`)
        rather than `list()` or `dict()`.

    Why:
        A comprehension states in one expression what is being built, runs faster than an
        append loop, and avoids a half-built mutable list in scope. The needless calls
        allocate twice and read as if something more were happening.

    Verified by:
        Ruff flake8-comprehensions (every C4 rule), PERF401 (manual list comprehension)
        and PERF402 (manual list copy). The PERF rules look at loops inside functions,
        only at lists, and only at a loop whose body is the single `append` call:
        `out += [x]`, `out.extend([x])`, a bound `add = out.append`, a temporary
        variable, a tuple loop target, sets and dicts all pass.

    Strict mode:
        Also fails, anywhere in the code, the first `for` loop (or index-counting `while`
        loop, or `while` loop over `next()`, `while (x := next(it, None)) is not None`,
        or a `while True:` loop opening with `try: x = next(it)` / `except StopIteration:
        break`, or a `while` loop draining a list the code made, `while pending:`, with
        one `pending.pop()` or `.popleft()` its only use of it)
        after a collection starts empty (`[]`, `{}`, `()`, `set()`, `list()`,
        `list[int]()`, `deque()`, `OrderedDict()`, one of them built from an empty
        literal or nothing to iterate, `list(())`, `list(range(0))`, `dict.fromkeys(())`,
        or `[None] * n`, or an empty one in disguise: a display of unpacked empty ones,
        `[*()]`, a copy of one, `[].copy()`, `copy.copy([])`, `[][:]`, a slice taking
        nothing (constant bounds: `[:0]`, `[0:0]`) of a list or tuple display or
        comprehension or a `list(...)`/`tuple(...)` call (also through a name bound once
        to one), `[0][:0]`, two joined, `[] +
        []`, one repeated, a call making one from empty iterables alone, `sorted(())`,
        `list(map(f, ()))`, `''.split()`, or a comprehension over one, `[x for x in
        ()]`, or a comprehension or constructor over any value sliced to nothing,
        `[u.email for u in users[:0]]`, `list(users[:0])`, or `list.__new__(list)`, or a
        list, dict or set display emptied by the next statement, `table = {'': 0}` /
        `table.clear()`, or any collection
        emptied in place, `names.clear()` or `del names[:]` (refilled, it is built from
        empty: `names[:] = [...]` says so),
        or a call of a function or lambda the module defines whose one statement
        returns such an empty start, `def _fresh(): return []`, or whose two bind one to a
        name and return it, `made = []` / `return made`, undecorated or a static or
        class method, also called on `self`, `cls` or its class, `self._fresh()`) in a
        variable (also by a walrus statement, `(out := [])`, or as an item of a tuple or
        list display unpacked into as many targets, `out, prefix = [], '> '`), an
        attribute (`self.items = []`, annotated or not) or an entry with a constant or
        name key (`result['names'] = []`), when no
        statement between them but the first three uses the collection (the loop may
        stand inside a `with` block or an `if` without `else`, such as a redundant
        `if users:`), and its body does nothing but add to it, however the item goes
        in (`append`, `add`, `extend`, `insert` (also at the end, `out.insert(len(out),
        x)`), `update`, `__ior__`, `+=`, `out = out + [x]`, `out = out.union({x})` (also
        `set.union(out, {x})`, `out.__add__([x])`, `operator.or_(out, {x})`),
        `out = [*out, x]`, `out = (*out, x)`, `out = {**out, k: v}` (the collection
        unpacked once anywhere in the display), `out[key] = value`, `out[len(out):] =
        [x]`, a feeding call whose result is thrown into other names (`_ =
        out.append(x)`) or wrapped (`not out.append(x)`, `(_ := out.append(x))`,
        `out.append(x),`), a saved bound
        method, a lambda or nested `def` defined before the loop that only adds to it
        (`def keep(item): result.append(item)`), a `functools.partial` of a feeder method
        bound to it or taken from the type, saved before the loop or called in place
        (`keep = partial(list.append, out)`), a feeder fetched by `getattr` with a
        constant name (`getattr(out, 'append')(x)`), a feeder called by
        `operator.methodcaller('append', x)(out)`, a second name bound to it before the
        loop (`view = result`), a method taken from the type, `list.append(out, x)`, or
        `operator.setitem(out, k, v)`/`iadd`/`iconcat`/`ior`, also through a name
        bound to one (`add = list.append; add(out, x)`, `put = operator.setitem`), also
        as an expression
        statement behind a condition: `item > 0 and out.append(item)`,
        `out.append(item) if item > 0 else None`) and through `if`s, a `match` with
        one case that only adds to it and others that do nothing (`case int():
        out.append(v)`, as `if isinstance(v, int)`), `if ...: continue`
        filters, `continue` statements, inner loops, idle `with` blocks (`with
        nullcontext():`, `with suppress():` given nothing), temporary variables (also
        unpacked into plain names, `name, _, score = line.partition(':')`, and
        dropped with `del`) and asserts the collection always passes (`assert out is
        not None`, `assert isinstance(out, dict)`, `assert True`; between the empty start
        and the loop also `assert not out`); the same for a list display of n dummy
        items (`pairs = [('', 0)]`) all dropped after the loop, every read of it outside
        the loop being `pairs[n:]` or following a statement right after the loop that
        drops them (`del pairs[:n]`, `pairs = pairs[n:]`, with one item also `del
        pairs[0]`, `pairs.pop(0)`); an empty list, tuple
        or dict made by a call given nothing to iterate (`list('')`, `tuple(range(0))`,
        `dict(())`, `list(str())`, also through `*` of a literal tuple or list or `**{}`:
        `dict(*())`, `list(*[''])`: write the literal); a collection filled by
        `map(out.append, ...)` or by a comprehension run for its side effects;
        `type([])()`; and a collection built by `functools.reduce` from such an empty
        start, each step (a lambda, or a function the module defines returning one
        expression) adding a literal of items that leave the collection alone
        (`reduce(lambda acc, v: acc + [v * 2], values, [])`, also `[*acc, x]`, `acc |
        {x}`, `{**acc, k: v}`, `acc + ([x] if c else [])`, `acc.union({x})`,
        `operator.or_(acc, {x})`, `acc.append(x) or acc`), also behind a filter leaving
        it alone (`acc + [u.email] if u.active else acc`), or joining with
        `operator.add`/`iadd`/`concat`/`iconcat`, or by `itertools.accumulate(...,
        initial=[])` stepping so when the code takes only its last value (`*_, out =
        accumulate(...)`, `list(accumulate(...))[-1]`) or the step changes the
        collection in place (a step merging whole collections, `{**acc, **d}` or `acc |
        s`, or reading it, `acc if v in acc else [*acc, v]`, passes, and so does an
        `accumulate` kept whole, such as all prefixes). A loop
        carrying a value from one pass to the next (`coords.append(n % d)` then `n //=
        d`), which no comprehension writes, does not count (a name the body only steps by
        a whole-number constant, once at its top level, `position += 1`, is `enumerate`
        and carries nothing, and neither does a name the code never reads but to update it,
        `checksum += reading`, unless the code may read names otherwise, `locals()`,
        `global`, `exec`) (nor does a dict filled by
        `setdefault`, which keeps the first value of a repeated key where a dict
        comprehension keeps the last, nor a list made of one constant repeated whose
        loop writes it only at the variable of a `for` over a `range` from a constant
        start past 0, `row = [1] * (i + 1)` / `for j in range(1, i): row[j] = ...`,
        when the code never slices, indexes or calls a method of it around the loop:
        the slots before that start keep their made value in the result). It also
        fails the calls
        Ruff's C4 rules fail (C400-C406, C408-C411, C413, C414, C418, C419: `list(x for x
        in xs)`, `dict()`, `list(sorted(xs))`, `any([...])`) when the builtin is not
        spelled by its plain name: an alias (`make_list = list`, `from builtins import
        dict as mapping`), `builtins.list`, a `functools.partial` of it binding nothing
        (`as_list = partial(list)`, `partial(dict)()`), the type of a literal or
        constructor call
        (`[].__class__`, `type({})`, `set().__class__`), or a generic alias of any of
        these (`dict[int, list[str]]()`, `list[int](x for x in xs)`), or called through
        `operator.call` (`operator.call(list, sorted(xs))`); a lambda of plain parameters
        mapped over one iterable by `itertools.starmap` (`dict(starmap(lambda k, v: (k,
        v * 2), d.items()))`) or by `map` under another name (C417 knows only `map`); or
        when the call is written as a display unpacking one value (`[*sorted(xs)]` for
        `list(sorted(xs))`, `[*(x for x
        in xs)]`, `{*[a, b]}`), or when the generator expression is first bound once to a
        name the code reads nowhere else (`selected = (u.name for u in users)` /
        `list(selected)`, also `set(...)` and `dict(...)` of pairs), and, under any
        spelling, a list comprehension, set comprehension or generator expression passed
        through `iter()`, `list()` or `tuple()` into `set`, `frozenset`, `list`, `tuple`,
        `sorted` or (of pairs) `dict`: `set(iter([x for x in xs]))`, and a list or
        tuple display passed so into `list`, `tuple`, `set` or (of pairs) `dict`:
        `list(iter([a, b]))`. An array given only its type code, `array('d')`, is an
        empty start like `[]`. Still possible: a loop that
        also does other work (such as filling a second list, `names, ages = [], []`
        then one loop appending to both), a collection filled through another name for it bound
        elsewhere than between its empty start and the loop (`lines = self.lines; lines
        += [...]`), a collection emptied otherwise than by `.clear()` or `del x[:]`
        (`x[:] = ()`), an
        empty start sliced from a value of unknown type (`values[:0]`,
        which may be a string), a dict filled by `setdefault` even where its keys never
        repeat (`index.setdefault(rec['id'], ...)`: whether they do is not decidable),
        arrays rebuilt by library calls (`out = np.append(out, x)`), a fold whose step
        is a `functools.partial` or a method, or an `accumulate` whose last value is
        taken otherwise (`deque(..., maxlen=1)`), dummy items dropped otherwise
        (`itertools.islice(pairs, 1, None)`, `pairs.remove(seed)`), and such a list with kept slots
        returned and sliced elsewhere (`made = [0] * (n + 1)` filled from `range(1, n + 1)`, then
        `made_list(n)[1:]` in its caller).
    """

    id = "logic_6"
    name = "comprehensions"
    category = "logic"
    description = "Use comprehensions instead of append loops and needless list()/dict()."
    generation_prompt = (
        "Build lists, sets and dicts with comprehensions rather than loops that append, "
        "write empty collections as literals ([] and {{}}), and do not wrap comprehensions "
        "or literals in needless list(), set(), dict() or tuple() calls."
    )
    edit_prompt = (
        "Replace loops that only append to a list with comprehensions, replace list(), "
        "dict() and tuple() with literals, and remove needless list()/set()/dict() calls "
        "around comprehensions and literals."
    )
    ruff_rules = ("C4", "PERF401", "PERF402")

    def strict_violations(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """Collections filled by loops in any shape, and other comprehension dodges."""
        found = _side_effect_feeds(facts) + _renamed_collection_calls(facts)
        found += _empty_by_call(facts) + _splat_wrapped(facts) + _named_generators(facts)
        clears = facts.mentions("clear", "del")

        def dead() -> frozenset[str]:
            return facts.derived(_dead_names)

        def seeded(target: str, seeds: int, loop: ast.stmt, after: list[ast.stmt]) -> bool:
            return _drops_seeds(facts, target, seeds, loop, after)

        drops = seeded if facts.mentions(":]", "del", "pop") else None
        for block in facts.blocks:
            found += [
                (facts.line_of(loop), "a loop that only fills a collection; use a comprehension")
                for loop in _filled_by_loop(
                    facts.names, block, clears=clears, dead=dead, seeded=drops
                )
            ]
        return found

    def applies_to(self, code: str) -> bool:
        """True for an append loop in a function or a needless collection call."""
        tree = parse(code)
        if tree is None:
            return False
        if any(
            _is_needless_collection_call(node) or _is_identity_comprehension(node)
            for node in ast.walk(tree)
        ):
            return True
        return any(_is_append_loop(node) for func in functions(tree) for node in own_nodes(func))
