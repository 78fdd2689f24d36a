"""The values of constant expressions: the one bounded evaluator strict checks share.

Some strict checks judge what an expression of constants gives rather than how it is
written: style_2 the text a quote is cut out of (`"it's".partition("'")[0]`), logic_8 the
number literal data always gives (`json.loads('{"adult": 18}')['adult']`), style_1 and
style_6 the JSON documents the code writes itself. They share what runs here:

- `FUNCTIONS`, the one fixed table of pure standard functions anything here calls on
  constants, each bounded (a `re` function only on a tame pattern and short text, a buffer
  maker never on a size, a `struct` format with small counts). A check picks the names it
  accepts (`pick`): that choice is its policy, not a table of its own.
- `ConstantRun`, which works an expression out as Python would (names bound once
  followed, comprehensions, lambdas, methods of texts), bounded in steps, depth, sizes of
  text, containers and ints; it runs nothing but `FUNCTIONS` and methods of values it made.
- `json_document`, the value `json.loads` gives of text the code fixes.

"Unknown" is said one of two ways: `Unknown` raised (by `ConstantRun.value`, and by a
function of `FUNCTIONS` past its bound), or `NO_VALUE` returned (by `json_document`, and
by logic_8's reader).

logic_8's reader of literal data (`_literal_value`) calls `FUNCTIONS` but keeps its own
walk: it differs from `ConstantRun` in what it knows (floats, dict and set literals,
f-strings, text parsed by `eval`, numbers folded by `folded` at every level), in its
bounds (text of 200 characters, 64 items, 12 levels, answers kept by node) and in which
names it follows (not UPPER_CASE, only read by entry), so the two give different answers
for the same expression by design.
"""

from __future__ import annotations

import array
import ast
import base64
import binascii
import collections
import copy
import csv
import functools
import html
import json
import operator
import re
import shlex
import string
import struct
import textwrap
import tomllib
import types
import urllib.parse
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from vibebench.instructions._strict_scopes import const_str

if TYPE_CHECKING:
    from vibebench.instructions._strict_names import NameIndex

__all__ = [
    "FUNCTIONS",
    "JSON_READERS",
    "NO_VALUE",
    "ConstantRun",
    "Unknown",
    "json_document",
    "pick",
]


class Unknown(Exception):  # noqa: N818 (a signal inside a run, not an error)
    """What a run does not work out: a value not fixed by the code, or past a bound."""


class _NoValue:
    """The type of `NO_VALUE`."""

    def __repr__(self) -> str:
        return "NO_VALUE"


NO_VALUE: Any = _NoValue()
"""What a reader returns for a value it does not know (never a value the code makes)."""

_STEPS = 4000
"""Nodes and loop turns one `ConstantRun` works through at most."""
_DEPTH = 24
"""How deep `ConstantRun` goes into an expression (names followed count as a level)."""
_SIZE = 2000
"""Characters (or items) of a value `ConstantRun` works with at most."""
_INT = 1000
"""The largest number (in size) `ConstantRun` works with: no text method pads past it."""
_STR_METHODS = frozenset(
    name for name in dir(str) if not name.startswith("_")
) - {"format", "format_map", "maketrans"}  # fmt: skip
"""Methods of a text `ConstantRun` calls (not `format`, whose spec may pad without bound)."""
_DUNDERS = frozenset({"__getitem__", "__add__", "__contains__", "__eq__", "__ne__",
                      "__mul__"})  # fmt: skip
_REGEX_TEXT = 150
"""The longest text a pattern is matched against (with `_tame_pattern`, the matching time
stays small)."""
_QUANTIFIERS = 2
"""Quantifiers a pattern matched with holds at most."""
_RISKY_PATTERN = re.compile(r"\)[*+?{]|\\[1-9]|\(\?P=")
"""A quantified group or a back-reference: patterns that may match in exponential time."""
_QUANTIFIER = re.compile(r"(?<!\\)[*+?{]")
_STRUCT_REPEAT = 200
"""The most times a `struct` format repeats a code (`'999999999I'` would take all memory)."""
_STRUCT_COUNT = re.compile(r"\d+")


def _tame_pattern(pattern: object) -> bool:
    """Whether matching a pattern stays cheap on short text: text of 200 characters at
    most, no quantified group, no back-reference, `_QUANTIFIERS` quantifiers at most
    (a compiled pattern was checked so when `FUNCTIONS`' `re.compile` compiled it)."""
    if isinstance(pattern, re.Pattern):
        return True
    return (
        isinstance(pattern, str)
        and len(pattern) <= 200  # noqa: PLR2004
        and _RISKY_PATTERN.search(pattern) is None
        and len(_QUANTIFIER.findall(pattern)) <= _QUANTIFIERS
    )


def _short_texts(values: tuple[object, ...]) -> None:
    """`Unknown` when a text to match against is too long for `_REGEX_TEXT`."""
    if any(isinstance(value, str) and len(value) > _REGEX_TEXT for value in values):
        raise Unknown


def _regex(function: Callable[..., object]) -> Callable[..., object]:
    """A function of `re` run on a tame pattern and short texts only."""

    def run(pattern: object, *args: object, **keywords: object) -> object:
        if not _tame_pattern(pattern):
            raise Unknown
        _short_texts((*args, *keywords.values()))
        return function(pattern, *args, **keywords)

    return run


def _items(value: object) -> list[object]:
    """The items a run loops through, `_SIZE` at most (`Unknown` for what is not
    iterable)."""
    if not isinstance(value, str | bytes | tuple | list | filter | map | reversed):
        raise Unknown
    items: list[object] = []
    for item in value:  # (a filter or map calls `ConstantRun` lambdas, which count steps)
        items.append(item)
        if len(items) > _SIZE:
            raise Unknown
    return items


def _csv_rows(lines: object, *args: object, **keywords: object) -> tuple[list[str], ...]:
    """The rows `csv.reader` reads from lines the code fixes."""
    return tuple(csv.reader(_items(lines), *args, **keywords))  # type: ignore[arg-type]


def _next(items: object, *default: object) -> object:
    """`next` of what a run holds as a tuple (an iterator read at once)."""
    return next(iter(_items(items)), *default)


def _unsized(maker: Callable[..., object]) -> Callable[..., object]:
    """A buffer maker run on data only, never on a size (`bytes(10 ** 9)`)."""

    def run(*args: object, **keywords: object) -> object:
        if any(isinstance(arg, int) for arg in args):
            raise Unknown
        return maker(*args, **keywords)

    return run


def _small_struct(function: Callable[..., object]) -> Callable[..., object]:
    """A `struct` function run on a format repeating each code `_STRUCT_REPEAT` times at
    most (a format's codes are built one a repeat)."""

    def run(*args: object, **keywords: object) -> object:
        fmt = args[0] if args else None
        text = fmt.decode("latin-1") if isinstance(fmt, bytes) else fmt
        if not isinstance(text, str) or any(
            int(count) > _STRUCT_REPEAT for count in _STRUCT_COUNT.findall(text)
        ):
            raise Unknown
        return function(*args, **keywords)

    return run


FUNCTIONS: dict[str, Callable[..., object]] = {
    # builtins (an iterator they give is read into a tuple by `ConstantRun`)
    "builtins.slice": slice, "builtins.str": str, "builtins.len": len, "builtins.ord": ord,
    "builtins.chr": chr, "builtins.filter": filter, "builtins.map": map,
    "builtins.reversed": reversed, "builtins.sorted": sorted, "builtins.list": list,
    "builtins.tuple": tuple, "builtins.dict": dict, "builtins.min": min, "builtins.max": max,
    "builtins.abs": abs, "builtins.sum": sum, "builtins.round": lambda value: round(value),
    "builtins.next": _next, "builtins.iter": lambda items: tuple(_items(items)),
    # operators
    "operator.index": operator.index, "operator.__index__": operator.index,
    "operator.pos": operator.pos, "operator.__pos__": operator.pos,
    "operator.neg": operator.neg, "operator.__neg__": operator.neg,
    "operator.abs": operator.abs, "operator.__abs__": operator.abs,
    "operator.invert": operator.invert, "operator.inv": operator.inv,
    "operator.__invert__": operator.invert, "operator.__inv__": operator.inv,
    "operator.getitem": operator.getitem, "operator.__getitem__": operator.getitem,
    "operator.itemgetter": operator.itemgetter, "operator.attrgetter": operator.attrgetter,
    "operator.add": operator.add, "operator.concat": operator.concat,
    "operator.contains": operator.contains, "operator.eq": operator.eq,
    "operator.ne": operator.ne, "operator.not_": operator.not_,
    "functools.reduce": functools.reduce,
    # containers and namespaces
    "types.SimpleNamespace": types.SimpleNamespace,
    "types.MappingProxyType": types.MappingProxyType,
    "copy.copy": copy.copy, "copy.deepcopy": copy.deepcopy,
    "collections.OrderedDict": collections.OrderedDict,
    # buffers and decoders of data
    "builtins.bytes": _unsized(bytes), "builtins.bytearray": _unsized(bytearray),
    "builtins.memoryview": _unsized(memoryview), "array.array": _unsized(array.array),
    "builtins.bytes.fromhex": bytes.fromhex, "const:bytes.fromhex": bytes.fromhex,
    "base64.b16decode": base64.b16decode, "base64.b32decode": base64.b32decode,
    "base64.b64decode": base64.b64decode, "base64.b85decode": base64.b85decode,
    "binascii.unhexlify": binascii.unhexlify, "binascii.a2b_hex": binascii.a2b_hex,
    "struct.unpack": _small_struct(struct.unpack),
    "struct.unpack_from": _small_struct(struct.unpack_from),
    "json.loads": json.loads,
    # text
    "shlex.split": shlex.split, "shlex.quote": shlex.quote, "shlex.join": shlex.join,
    "csv.reader": _csv_rows, "textwrap.dedent": textwrap.dedent,
    "textwrap.shorten": textwrap.shorten, "string.capwords": string.capwords,
    "html.unescape": html.unescape, "html.escape": html.escape,
    "urllib.parse.unquote": urllib.parse.unquote,
    "urllib.parse.unquote_plus": urllib.parse.unquote_plus,
    **{f"re.{name}": _regex(getattr(re, name)) for name in (
        "match", "fullmatch", "search", "sub", "subn", "split", "findall", "compile")},
    "re.escape": re.escape,
}  # fmt: skip
"""The pure standard functions run on constants, by the dotted names the symbol table
gives: builtins, operators, converters and decoders of data, text functions. Each is
bounded as it stands here (`Unknown` past a bound); a caller runs a `pick` of them."""


def pick(names: Iterable[str]) -> dict[str, Callable[..., object]]:
    """The functions of `FUNCTIONS` a check accepts, by name (a name not in the table is a
    mistake: KeyError at import)."""
    return {name: FUNCTIONS[name] for name in names}


_PATTERN_METHODS = frozenset({"match", "fullmatch", "search", "sub", "subn", "split",
                              "findall"})  # fmt: skip
_MATCH_METHODS = frozenset({"group", "groups", "groupdict", "start", "end", "span",
                            "__getitem__"})  # fmt: skip
_DICT_METHODS = frozenset({"get", "keys", "values", "items", "__getitem__"})
_COMPARES = {ast.Eq: "__eq__", ast.NotEq: "__ne__", ast.Lt: "__lt__", ast.Gt: "__gt__",
             ast.LtE: "__le__", ast.GtE: "__ge__"}  # fmt: skip
_FAILURES = (TypeError, ValueError, IndexError, KeyError, AttributeError, OverflowError,
             UnicodeError, ZeroDivisionError, StopIteration, csv.Error, re.error)  # fmt: skip
"""What a function run on constants raises for values it does not take (then `Unknown`)."""


class ConstantRun:
    """Works out, as Python would, the value of an expression made of constants only:
    literals, names bound once to such values, string methods, slices (`slice(...)` too),
    `+`, `-`, `*`, comparisons, conditionals, comprehensions and `filter`/`map`/`sorted`/...
    with lambdas or methods of literals, and the `functions` the caller accepts (a `pick`
    of `FUNCTIONS`; a `re` match's, a compiled pattern's and a dict's methods too);
    `Unknown` for anything else (floats too) and past its bounds (`_STEPS` nodes, `_DEPTH`
    levels, values of `_SIZE` items, ints of `_INT`). It keeps which text literals it read
    (`touched`) and whether it read one through a name (`named`)."""

    def __init__(self, names: NameIndex, functions: dict[str, Callable[..., object]]) -> None:
        self.names = names
        self.functions = functions
        self.touched: list[ast.Constant] = []
        self.named = False
        self.steps = 0

    def value(self, node: ast.expr, env: dict[str, object], depth: int = 0) -> object:
        """The value of `node` with `env`'s names bound (`Unknown`, or RecursionError)."""
        self.steps += 1
        if self.steps > _STEPS or depth > _DEPTH:
            raise Unknown
        found = self._value(node, env, depth)
        size = len(found) if isinstance(found, str | bytes | tuple | list) else 0
        if size > _SIZE or (type(found) is int and abs(found) > _INT):
            raise Unknown
        return found

    def _value(self, node: ast.expr, env: dict[str, object], depth: int) -> object:  # noqa: C901, PLR0911, PLR0912
        if isinstance(node, ast.Constant):
            if isinstance(node.value, str):
                self.touched.append(node)
            if isinstance(node.value, float | complex):
                raise Unknown
            return node.value
        if isinstance(node, ast.Name):
            return self._name(node, env, depth)
        if isinstance(node, ast.Tuple | ast.List):
            items = tuple(self.value(item, env, depth + 1) for item in node.elts)
            return items if isinstance(node, ast.Tuple) else list(items)
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub | ast.Not):
            operand = self.value(node.operand, env, depth + 1)
            return self._apply(operator.neg if isinstance(node.op, ast.USub) else operator.not_,
                               operand)  # fmt: skip
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add | ast.Sub | ast.Mult):
            left = self.value(node.left, env, depth + 1)
            right = self.value(node.right, env, depth + 1)
            if isinstance(node.op, ast.Mult) and _size(left) * _size(right) > _SIZE:
                raise Unknown
            op = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul}
            return self._apply(op[type(node.op)], left, right)
        if isinstance(node, ast.Compare):
            return self._compare(node, env, depth)
        if isinstance(node, ast.BoolOp):
            result: object = None
            for item in node.values:
                result = self.value(item, env, depth + 1)
                if bool(result) == isinstance(node.op, ast.Or):
                    break
            return result
        if isinstance(node, ast.IfExp):
            taken = node.body if self.value(node.test, env, depth + 1) else node.orelse
            return self.value(taken, env, depth + 1)
        if isinstance(node, ast.Subscript):
            container = self.value(node.value, env, depth + 1)
            return self._apply(operator.getitem, container, self._index(node.slice, env, depth))
        if isinstance(node, ast.GeneratorExp | ast.ListComp):
            return tuple(self._comprehension(node, env, depth))
        if isinstance(node, ast.Lambda):
            return self._lambda(node, env, depth)
        if isinstance(node, ast.Attribute):
            return self._method(node, env, depth)
        if isinstance(node, ast.Call):
            return self._call(node, env, depth)
        raise Unknown

    def _name(self, node: ast.Name, env: dict[str, object], depth: int) -> object:
        if node.id in env:
            return env[node.id]
        value = self.names.only_value(node)
        if value is node:
            raise Unknown
        self.named = True
        found = self.value(value, {}, depth + 1)
        if isinstance(found, list | dict | set):
            raise Unknown  # (a container bound once may be changed later)
        return found

    def _index(self, index: ast.expr, env: dict[str, object], depth: int) -> object:
        if not isinstance(index, ast.Slice):
            return self.value(index, env, depth + 1)
        parts = (index.lower, index.upper, index.step)
        return slice(*(None if part is None else self.value(part, env, depth + 1)
                       for part in parts))  # fmt: skip

    def _compare(self, node: ast.Compare, env: dict[str, object], depth: int) -> bool:
        left = self.value(node.left, env, depth + 1)
        for op, comparator in zip(node.ops, node.comparators, strict=True):
            right = self.value(comparator, env, depth + 1)
            if isinstance(op, ast.In | ast.NotIn):
                held = self._apply(operator.contains, right, left)
                outcome = held if isinstance(op, ast.In) else not held
            elif type(op) in _COMPARES:
                outcome = self._apply(getattr(operator, _COMPARES[type(op)]), left, right)
            else:
                raise Unknown
            if not outcome:
                return False
            left = right
        return True

    def _comprehension(
        self, node: ast.GeneratorExp | ast.ListComp, env: dict[str, object], depth: int
    ) -> list[object]:
        scopes = [dict(env)]
        for generator in node.generators:
            if generator.is_async:
                raise Unknown
            following: list[dict[str, object]] = []
            for scope in scopes:
                for item in _items(self.value(generator.iter, scope, depth + 1)):
                    self.steps += 1
                    inner = {**scope, **_bind(generator.target, item)}
                    if all(self.value(test, inner, depth + 1) for test in generator.ifs):
                        following.append(inner)
            scopes = following
        return [self.value(node.elt, scope, depth + 1) for scope in scopes]

    def _lambda(self, node: ast.Lambda, env: dict[str, object], depth: int) -> object:
        arguments = node.args
        names = [item.arg for item in (*arguments.posonlyargs, *arguments.args)]
        if arguments.vararg or arguments.kwarg or arguments.kwonlyargs or arguments.defaults:
            raise Unknown

        def run(*values: object) -> object:
            if len(values) != len(names):
                raise Unknown
            return self.value(node.body, {**env, **dict(zip(names, values, strict=True))},
                              depth + 1)  # fmt: skip

        return run

    def _method(self, node: ast.Attribute, env: dict[str, object], depth: int) -> object:
        """A method of a text (also unbound, `str.replace`) or the pick of a tuple."""
        if isinstance(node.value, ast.Name) and self.names.names(node.value) == {"builtins.str"}:
            if node.attr not in _STR_METHODS | _DUNDERS:
                raise Unknown
            return getattr(str, node.attr)
        receiver = self.value(node.value, env, depth + 1)
        if isinstance(receiver, re.Pattern) and node.attr in _PATTERN_METHODS:
            method = getattr(receiver, node.attr)

            def run(*args: object, **keywords: object) -> object:
                _short_texts((*args, *keywords.values()))
                return method(*args, **keywords)

            return run
        if isinstance(receiver, str):
            allowed = _STR_METHODS | _DUNDERS
        elif isinstance(receiver, re.Match):
            allowed = _MATCH_METHODS
        elif isinstance(receiver, dict):
            allowed = _DICT_METHODS
        else:
            allowed = frozenset({"__getitem__", "index", "count"})
        if not isinstance(receiver, str | tuple | re.Match | dict) or node.attr not in allowed:
            raise Unknown
        return getattr(receiver, node.attr)

    def _call(self, node: ast.Call, env: dict[str, object], depth: int) -> object:
        func = node.func
        local = isinstance(func, ast.Name) and func.id in env
        names = frozenset() if local else self.names.names(func)
        made = [self.functions.get(name) for name in names]
        function: object
        if len(made) == 1 and made[0] is not None:
            function = made[0]
        elif isinstance(func, ast.Name) and not local:
            function = self._name(func, env, depth)  # (bound once: `_trim = itemgetter(...)`)
        elif isinstance(func, ast.Attribute):
            function = self._method(func, env, depth)
        else:
            function = self.value(func, env, depth + 1)
        if any(isinstance(arg, ast.Starred) for arg in node.args) or any(
            keyword.arg is None for keyword in node.keywords
        ):
            raise Unknown
        args = [self.value(arg, env, depth + 1) for arg in node.args]
        keywords = {item.arg: self.value(item.value, env, depth + 1) for item in node.keywords}
        found = self._apply(function, *args, **keywords)  # type: ignore[arg-type]
        kind = type(found).__name__
        if isinstance(found, filter | map | reversed) or kind.endswith("iterator"):
            found = tuple(_items(found))
        elif kind in {"dict_keys", "dict_values", "dict_items"}:
            found = tuple(found)  # type: ignore[arg-type]
        return found

    def _apply(self, function: Any, *args: object, **keywords: object) -> object:
        if not callable(function):
            raise Unknown
        try:
            return function(*args, **keywords)
        except Unknown:
            raise
        except _FAILURES as error:
            raise Unknown from error


def _size(value: object) -> int:
    """How many items `value * n` repeats (1 for a number)."""
    return len(value) if isinstance(value, str | bytes | tuple | list) else 1


def _bind(target: ast.expr, value: object) -> dict[str, object]:
    """The names a loop target binds to one item."""
    if isinstance(target, ast.Name):
        return {target.id: value}
    if isinstance(target, ast.Tuple | ast.List) and isinstance(value, tuple | list | str):
        if len(target.elts) != len(value):
            raise Unknown
        bound: dict[str, object] = {}
        for part, item in zip(target.elts, value, strict=True):
            bound |= _bind(part, item)
        return bound
    raise Unknown


JSON_READERS = frozenset({"json.loads"})
TOML_READERS = frozenset({"tomllib.loads", "tomllib._parser.loads", "tomli.loads"})
_DOCUMENT_SIZE = 20000
"""The longest JSON or TOML text the code writes that `json_document` or `toml_document`
parses."""


def json_document(names: NameIndex, node: ast.expr) -> object:
    """The value of `json.loads` called on text the code fixes (`const_str`, at most
    `_DOCUMENT_SIZE` characters, no keywords), `NO_VALUE` for anything else."""
    return _document(names, node, JSON_READERS, json.loads)


def toml_document(names: NameIndex, node: ast.expr) -> object:
    """`json_document` of `tomllib.loads` (or `tomli.loads`): templates kept in an inline
    TOML text are the code's as much as in a JSON one."""
    return _document(names, node, TOML_READERS, tomllib.loads)


def _document(
    names: NameIndex, node: ast.expr, readers: frozenset[str], parse: Callable[[str], object]
) -> object:
    if not isinstance(node, ast.Call) or not node.args or node.keywords:
        return NO_VALUE
    if not names.names(node.func) & readers:
        return NO_VALUE
    text = const_str(node.args[0])
    if text is None or len(text) > _DOCUMENT_SIZE:
        return NO_VALUE
    try:
        return parse(text)
    except (ValueError, RecursionError):  # tomllib.TOMLDecodeError is a ValueError
        return NO_VALUE
