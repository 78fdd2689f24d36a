"""logic_8: no magic numbers in comparisons."""

from __future__ import annotations

import array
import ast
import enum
import functools
import importlib
import math
import operator
import re
import struct
import types
import unicodedata
import weakref
from collections.abc import Callable
from dataclasses import dataclass, field
from decimal import Decimal
from fractions import Fraction
from typing import Any

from vibebench._python_source import syntax_tree
from vibebench.instructions._base import Instruction
from vibebench.instructions._code_facts import parse
from vibebench.instructions._strict import Finding, StrictFacts, without_noops
from vibebench.instructions._strict_arguments import (
    DefNode,
    argument_for,
    calls_of,
    parameter_owner,
)
from vibebench.instructions._strict_classes import class_model, own_method, sets_attributes_by_name
from vibebench.instructions._strict_flow import loop_targets
from vibebench.instructions._strict_names import NameIndex
from vibebench.instructions._strict_values import NO_VALUE, Unknown, pick

# Values Ruff's PLR2004 accepts in comparisons without a name.
_ALLOWED = frozenset({0, 1, -1})


def _number(node: ast.expr) -> complex | None:
    """The value of a numeric literal (negative ones included), else None."""
    sign = 1
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub | ast.UAdd):
        sign = -1 if isinstance(node.op, ast.USub) else 1
        node = node.operand
    if (
        isinstance(node, ast.Constant)
        and isinstance(node.value, int | float | complex)
        and not isinstance(node.value, bool)
    ):
        return sign * node.value
    return None


_FOLD = {
    ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul,
    ast.Div: operator.truediv, ast.FloorDiv: operator.floordiv, ast.Mod: operator.mod,
    ast.Pow: operator.pow, ast.LShift: operator.lshift, ast.RShift: operator.rshift,
    ast.BitOr: operator.or_, ast.BitAnd: operator.and_, ast.BitXor: operator.xor,
}  # fmt: skip
"""Operators folded over literals; the bitwise ones too, since `True << 4 | True << 3 |
True` spells 25 as surely as `16 + 8 + 1` (on floats they raise TypeError: not folded)."""
_CONVERTERS = {"int": int, "float": float, "complex": complex, "abs": abs, "round": round}
_COMPARISON_CALLS = frozenset({"lt", "le", "eq", "ne", "ge", "gt", "__lt__", "__le__",
                               "__eq__", "__ne__", "__ge__", "__gt__"})  # fmt: skip
_MAX_POWER = 64
_MAX_SHIFT = 1024
"""The largest power and shift folded exactly; past them (`10 ** 100`, `1 << 2000`) a
value is only known to be huge, which is magic all the same."""


_MAX_POWER_BITS = 1 << 16
"""The largest integer power folded exactly, in bits: powers of powers
(`((10 ** 64) ** 64) ** 64`) grow 64-fold a level, and the next level would take seconds,
then all memory."""


def _too_big(base: complex, exponent: complex) -> bool:
    """Whether `base ** exponent` is past what is folded exactly (a huge exponent, or an
    integer result of more than _MAX_POWER_BITS bits)."""
    if abs(exponent) > _MAX_POWER:
        return True
    whole = isinstance(base, int) and isinstance(exponent, int) and exponent > 0
    return whole and abs(base).bit_length() * exponent > _MAX_POWER_BITS


def _huge_power(base: complex, exponent: complex) -> complex | None:
    """`10 ** 100`: an integer power too large to build, infinite for the comparison;
    None where the value may be small (`0.5 ** 100`, `10 ** -100`, `1 ** 1000`)."""
    if isinstance(base, complex) or isinstance(exponent, complex) or exponent < 0:
        return None
    return math.inf if abs(base) > 1 else None


_NUMBER_TYPES = {"decimal.Decimal": Decimal, "fractions.Fraction": Fraction}
_MOST_NUMBER_ARGS = 2
"""`Fraction(numerator, denominator)`: the most arguments a number type is built from."""
_PAIR = 2
_NUMPY_SCALARS = frozenset({"float16", "float32", "float64", "float_", "double", "int8",
                            "int16", "int32", "int64", "int_", "uint8", "uint16", "uint32",
                            "uint64"})  # fmt: skip
_NUMPY_WRAPS = frozenset({"asarray", "array", "asanyarray", "ascontiguousarray"})
"""NumPy calls that wrap one number as a 0-d array (`np.asarray(25.0)` is 25.0)."""


def folded(node: ast.expr, names: NameIndex | None = None) -> complex | None:
    """The number an expression of literals always is: `5 + 5`, `int('10')`, `len('abc')`;
    with `names`, also a number type built from literals (`Decimal('37.5')`).

    A call, entry or attribute is folded once a symbol table (those nodes are always its
    tree's or parsed text it keeps; only arithmetic is built on the way): the ways of
    folding a call each fold its arguments, which nested calls would multiply."""
    if isinstance(node, ast.BinOp) and type(node.op) in _FOLD:  # (no frame more a level)
        try:
            return _folded_arithmetic(node, names)
        except (ArithmeticError, ValueError, TypeError):
            return None
    if isinstance(node, ast.UnaryOp) and type(node.op) in _UNARY:
        try:
            return _folded_unary(node, names)
        except (ArithmeticError, ValueError, TypeError):
            return None
    if names is None or not isinstance(node, _KEPT):
        return _fold(node, names)
    known = _cache(names).folded
    if id(node) not in known:
        known[id(node)] = _fold(node, names)
    return known[id(node)]


_KEPT = (ast.Call, ast.Subscript, ast.Attribute)


@dataclass
class _Answers:
    """What is worked out once a symbol table (see `_cache`)."""

    folded: dict[int, complex | None] = field(default_factory=dict)
    values: dict[int, object] = field(default_factory=dict)
    read_only: frozenset[str] | None = None
    kept: list[ast.AST] = field(default_factory=list)
    """Copies of operands with named constants replaced (see `_kept_copy`)."""


_ANSWERS: weakref.WeakKeyDictionary[NameIndex, _Answers] = weakref.WeakKeyDictionary()


def _cache(names: NameIndex) -> _Answers:
    """The answers kept for a live symbol table, by node (its tree's nodes and the
    expressions it parsed, which live as long as it does)."""
    last = _LAST_ANSWERS[0]
    if last is not None and last[0] is names:
        return last[1]
    found = _ANSWERS.get(names)
    if found is None:
        found = _ANSWERS[names] = _Answers()
    _LAST_ANSWERS[0] = (names, found)
    return found


_LAST_ANSWERS: list[tuple[NameIndex, _Answers] | None] = [None]
"""The symbol table last asked about, and its answers: a code's checks ask of one table
many times in a row (a weak lookup makes a new reference each time)."""


def _fold(node: ast.expr, names: NameIndex | None) -> complex | None:
    """`folded`, worked out."""
    value = _number(node)
    if value is not None:
        return value
    try:
        if isinstance(node, ast.BinOp) and type(node.op) in _FOLD:
            return _folded_arithmetic(node, names)
        if isinstance(node, ast.Call) and names is not None:
            typed = _number_object(names, node)
            if typed is None:
                typed = _folded_library(node, names)
            if typed is None:
                typed = _decoded(node, names)
            if typed is not None:
                return typed
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and len(node.args) == 1:
            value = _folded_call(node.func.id, node.args[0], names)
            if value is not None:
                return value
        return _folded_pick(node, names)
    except (ArithmeticError, ValueError, TypeError):
        return None


_UNARY = {ast.USub: operator.neg, ast.UAdd: operator.pos, ast.Invert: operator.invert}
"""Sign and bit inversion, folded over any operand that folds (`-~True`, `-(1 << 5)`)."""


def _folded_unary(node: ast.UnaryOp, names: NameIndex | None) -> complex | None:
    """`folded` of a sign or bit inversion (`-~True` is 2; may raise TypeError)."""
    inner = _operand(node.operand, names)
    return None if inner is None else _UNARY[type(node.op)](inner)


def _folded_arithmetic(node: ast.BinOp, names: NameIndex | None) -> complex | None:
    """`folded` of arithmetic on two operands (which may raise ArithmeticError)."""
    left, right = _operand(node.left, names), _operand(node.right, names)
    if left is None or right is None:
        return None
    if isinstance(node.op, ast.Pow) and _too_big(left, right):
        return _huge_power(left, right)
    if isinstance(node.op, ast.LShift) and abs(right) > _MAX_SHIFT:
        return math.inf if left else None  # `1 << 10 ** 9`: huge, left unbuilt
    return _FOLD[type(node.op)](left, right)


def _operand(node: ast.expr, names: NameIndex | None) -> complex | None:
    """An operand of arithmetic folded, a boolean literal as the number it adds up to
    (`True + 17`), never alone (`x == True` compares no magic number)."""
    if isinstance(node, ast.Constant) and type(node.value) is bool:
        return int(node.value)
    return folded(node, names)


def _number_object(names: NameIndex, call: ast.Call) -> complex | None:
    """`Decimal('37.5')`, `Fraction(3, 4)`, `np.float64(37.5)`: a literal in a number type."""
    if call.keywords or not call.args or len(call.args) > _MOST_NUMBER_ARGS:
        return None
    args = [
        arg.value
        if isinstance(arg, ast.Constant) and isinstance(arg.value, str)
        else folded(arg, names)
        for arg in call.args
    ]
    if any(arg is None for arg in args):
        args = [_literal_text(arg, names) if value is None else value
                for arg, value in zip(call.args, args, strict=True)]  # fmt: skip
    if any(arg is None or isinstance(arg, bytes) for arg in args):
        return None
    for name in names.names(call.func):
        kind = _NUMBER_TYPES.get(name)
        if kind is not None:
            return float(kind(*args))
        module, _, attr = name.rpartition(".")
        if module == "numpy" and attr in _NUMPY_SCALARS and len(args) == 1:
            return float(args[0])  # type: ignore[arg-type]
        if module == "numpy" and attr in _NUMPY_WRAPS and len(args) == 1:
            return None if isinstance(args[0], str) else args[0]  # type: ignore[return-value]
    return None


_LIBRARY_OPERATORS: dict[str, ast.operator] = {
    **{f"operator.{name}": op for name, op in (
        ("add", ast.Add()), ("sub", ast.Sub()), ("mul", ast.Mult()), ("truediv", ast.Div()),
        ("floordiv", ast.FloorDiv()), ("mod", ast.Mod()), ("pow", ast.Pow()),
        ("lshift", ast.LShift()), ("rshift", ast.RShift()),
    )},
    **{f"numpy.{name}": op for name, op in (
        ("add", ast.Add()), ("subtract", ast.Sub()), ("multiply", ast.Mult()),
        ("divide", ast.Div()), ("true_divide", ast.Div()), ("floor_divide", ast.FloorDiv()),
        ("power", ast.Pow()),
    )},
    "math.pow": ast.Pow(),
}  # fmt: skip
"""Functions doing what a binary operator does (`math.pow(2, 20)` is `2 ** 20`, as a float;
`np.subtract(age, 18)` is `age - 18`)."""
_DUNDER_OPERATORS: dict[str, ast.operator] = {
    f"__{name.removeprefix('operator.')}__": op
    for name, op in _LIBRARY_OPERATORS.items()
    if name.startswith("operator.")
}
"""`(2).__pow__(20)`: an operator called as the left operand's method."""
_MATH_CALLS = frozenset({
    "sqrt", "isqrt", "exp", "log", "log2", "log10", "floor", "ceil", "trunc", "fabs",
    "hypot", "copysign", "fmod", "fsum", "prod", "ldexp", "factorial", "comb", "perm",
})  # fmt: skip
"""`math` functions of numbers that give a number (`math.sqrt(2)`, `math.factorial(5)`)."""
_MAX_COUNTED = 1000
"""The largest argument `factorial`, `comb` and `perm` are folded for (more: not folded)."""


def _folded_library(node: ast.Call, names: NameIndex) -> complex | None:
    """`math.pow(2, 20)`, `operator.mul(60, 60)`, `(2).__pow__(20)`, `math.sqrt(2)`,
    `math.ldexp(1, 20)`, `math.prod([60, 60])`: a library function or operator method of
    literals, folded."""
    if node.keywords:
        return None
    func, args = node.func, node.args
    if isinstance(func, ast.Attribute) and func.attr in _DUNDER_OPERATORS and len(args) == 1:
        if folded(func.value, names) is None:
            return None
        op = _DUNDER_OPERATORS[func.attr]
        return folded(ast.BinOp(left=func.value, op=op, right=args[0]), names)
    if len(args) == 1 and isinstance(args[0], ast.List | ast.Tuple):
        args = args[0].elts  # `math.prod([60, 60])`, `math.fsum((0.5, 0.25))`
    values = [folded(arg, names) for arg in args]
    if not values or None in values:
        return None
    for name in names.names(func):
        op = _LIBRARY_OPERATORS.get(name)
        if op is not None and len(args) == _PAIR:
            value = folded(ast.BinOp(left=args[0], op=op, right=args[1]), names)
            if value is None or name != "math.pow":
                return value
            return float(value.real)
        module, _, attr = name.partition(".")
        if module == "math" and attr in _MATH_CALLS:
            return _math_call(attr, values)  # type: ignore[arg-type]
    return None


_FROM_BYTES = frozenset({"builtins.int.from_bytes", "const:int.from_bytes"})
_FROM_HEX = frozenset({"builtins.float.fromhex", "const:float.fromhex"})
_PARSERS = frozenset({"builtins.eval", "ast.literal_eval", "json.loads"})
_MAX_DECODED = 200
"""The longest text or bytes literal a number is decoded from (longer: not decoded)."""


def _constants(call: ast.Call, names: NameIndex) -> tuple[list[object], dict[str, object]] | None:
    """The values of a call's arguments, each a constant of at most `_MAX_DECODED`
    characters or text built of literals (`'1' + '8'`, see `_literal_text`) (None: some
    argument is not, or is unpacked)."""
    args = [_constant_or_text(arg, names) for arg in call.args]
    keywords = {
        keyword.arg: keyword.value.value if isinstance(keyword.value, ast.Constant) else NO_VALUE
        for keyword in call.keywords
        if keyword.arg is not None
    }
    values = [*args, *keywords.values()]
    if len(keywords) != len(call.keywords) or NO_VALUE in values:
        return None
    if any(isinstance(value, str | bytes) and len(value) > _MAX_DECODED for value in values):
        return None
    return args, keywords  # type: ignore[return-value]


def _constant_or_text(node: ast.expr, names: NameIndex) -> object:
    """A constant's value, or the text an argument built of literals is (`NO_VALUE`: none)."""
    if isinstance(node, ast.Constant):
        return node.value
    text = _literal_text(node, names) if not isinstance(node, ast.Starred) else None
    return NO_VALUE if text is None else text


def _decoded(node: ast.Call, names: NameIndex) -> complex | None:
    """A number decoded from a text or bytes literal: `int.from_bytes(b'\\x12', 'big')`,
    `float.fromhex('0x12')`, `int('12', 16)`, and `eval('18')`, `ast.literal_eval('18')`
    or `json.loads('1024')` of text that is a number written with literals only (parsed,
    never run)."""
    found = names.names(node.func)
    if not found & (_FROM_BYTES | _FROM_HEX | _PARSERS | {"builtins.int"}):
        return None
    given = _constants(node, names)
    if given is None or not given[0]:
        return None
    args, keywords = given
    if found & _FROM_BYTES:
        return int.from_bytes(*args, **keywords)  # type: ignore[arg-type]
    if found & _FROM_HEX:
        return float.fromhex(*args, **keywords)  # type: ignore[arg-type]
    if "builtins.int" in found:
        return int(*args, **keywords) if len(args) == _PAIR else None  # type: ignore[call-overload]
    if keywords or len(args) != 1 or not isinstance(args[0], str):
        return None
    try:
        parsed = syntax_tree(args[0].strip(), mode="eval")
    except (SyntaxError, MemoryError, RecursionError):
        return None
    return folded(parsed.body)


_MAX_ITEMS = 64
"""The most items a container is built of for `_literal_value` (more: not evaluated)."""
_MAX_NESTING = 12
"""How deep `_literal_value` reads an expression (deeper: not evaluated)."""
_WRAPPERS = pick((
    "operator.index", "operator.__index__", "operator.pos", "operator.__pos__",
    "operator.neg", "operator.__neg__", "operator.abs", "operator.__abs__",
    "operator.invert", "operator.inv", "operator.__invert__", "operator.__inv__",
    "operator.getitem", "operator.__getitem__", "operator.itemgetter", "operator.attrgetter",
    "types.SimpleNamespace", "types.MappingProxyType", "copy.copy", "copy.deepcopy",
    "builtins.dict", "builtins.list", "builtins.tuple", "builtins.sorted",
    "collections.OrderedDict", "builtins.bytes", "builtins.bytearray", "builtins.memoryview",
    "array.array", "builtins.bytes.fromhex", "const:bytes.fromhex", "base64.b16decode",
    "base64.b32decode", "base64.b64decode", "base64.b85decode", "binascii.unhexlify",
    "binascii.a2b_hex", "json.loads", "struct.unpack", "struct.unpack_from", "builtins.len",
    "builtins.abs", "builtins.ord", "builtins.sum", "builtins.min", "builtins.max",
    "builtins.round",
))  # fmt: skip
"""The functions of `FUNCTIONS` that only convert, wrap or decode the literal data they are
given (`operator.index(18)`, `SimpleNamespace(adult=18)`, `struct.unpack('>B',
b'\x12')`, `json.loads('{"adult": 18}')`): run on that data, they give the number the
literals hold (a buffer maker never given a size, `bytes(10 ** 9)`, nor a `struct` format
large counts: `Unknown`, so not evaluated)."""
_PARSED = frozenset({"builtins.eval", "ast.literal_eval"})
"""Calls reading text as a Python expression: parsed and read as literals, never run."""
_READERS = frozenset({"get", "__getitem__", "copy", "encode", "decode", "join", "strip",
                      "lstrip", "rstrip", "replace", "removeprefix", "removesuffix",
                      "__add__", "count", "find", "rfind", "index", "rindex", "upper",
                      "lower", "casefold", "swapcase", "title", "capitalize", "split",
                      "rsplit", "partition", "rpartition", "__len__", "bit_length",
                      "bit_count"})  # fmt: skip
"""Methods of literal data that read it (`{'adult': 18}.get('adult')`, `'\x12'.encode()`,
`''.join(['1', '8'])`, `'....'.count('.')`, `(2 ** 17).bit_length()`)."""
_GETTERS = (operator.itemgetter, operator.attrgetter)
_DATA = (int, float, complex, str, bytes, bool, type(None), tuple, list, dict, set,
         frozenset, types.SimpleNamespace, types.MappingProxyType, bytearray, memoryview,
         array.array, *_GETTERS)  # fmt: skip
_MUTATORS = frozenset({"update", "pop", "popitem", "setdefault", "clear", "append",
                       "extend", "insert", "remove", "sort", "reverse", "add", "discard",
                       "__setitem__", "__delitem__", "__setattr__", "__delattr__",
                       "__init__", "__dict__", "__ior__", "__iadd__"})  # fmt: skip
"""Methods and attributes through which a name's value may be changed in place."""


def _evaluated(node: ast.expr, names: NameIndex | None) -> complex | None:
    """The number an entry, attribute or call of literal data always is (see
    `_literal_value`): `json.loads('{"adult": 18}')['adult']`, `operator.index(18)`,
    `SimpleNamespace(adult=18).adult`, `limits['senior']` of a lowercase `limits =
    {'senior': 65}`."""
    if names is None:
        return None
    value = _literal_value(node, names, 0)
    if isinstance(value, bool) or not isinstance(value, int | float | complex):
        return None
    followed = _followed_names(node, names)
    return value if not followed or followed <= _read_only_names(names) else None


def _followed_names(node: ast.expr, names: NameIndex) -> set[str]:
    """The names that are not UPPER_CASE whose data `_literal_value` may have read for
    `node` (see `_named_data`), through the data they are bound to too; the caller checks
    they are only ever read (`_read_only_names`: a walk of the code, done only when a
    number came through a name)."""
    found: set[str] = set()
    seen: set[int] = set()
    stack = [node]
    while stack:
        for part in ast.walk(stack.pop()):
            if not isinstance(part, ast.Name) or part.id.isupper() or id(part) in seen:
                continue
            seen.add(id(part))
            value = names.only_value(part)
            if value is not part and isinstance(value, _DATA_NODES):
                found.add(part.id)
                stack.append(value)
    return found


def _literal_value(node: ast.expr, names: NameIndex | None, depth: int) -> object:
    """The value an expression of literal data always has (`NO_VALUE` when it may differ):
    a literal, a tuple, list, set or dict of them, an entry or attribute of one picked
    by a constant, a call of a `_WRAPPERS` function or a `_READERS` method on such data,
    text parsed by `eval` or `ast.literal_eval`, and a name that is not UPPER_CASE bound
    once to such data and only ever read by entry or attribute (`limits['adult']`)."""
    if depth > _MAX_NESTING:
        return NO_VALUE
    known = _cache(names).values if names is not None else {}
    if id(node) in known:
        return known[id(node)]
    known[id(node)] = NO_VALUE  # (a name bound to data reading itself reads nothing)
    try:
        value = _read_literal(node, names, depth)
    except (ArithmeticError, LookupError, ValueError, TypeError, AttributeError,
            struct.error, RecursionError, MemoryError):  # fmt: skip
        value = NO_VALUE
    if isinstance(value, str | bytes) and len(value) > _MAX_DECODED:
        value = NO_VALUE  # (text is read up to `_MAX_DECODED` characters: see `_text_made`)
    known[id(node)] = value = value if isinstance(value, _DATA) else NO_VALUE
    return value


def _read_literal(node: ast.expr, names: NameIndex | None, depth: int) -> object:
    """`_literal_value`, which may raise."""
    deeper = depth + 1
    if isinstance(node, ast.Constant):
        text = isinstance(node.value, str | bytes)
        return NO_VALUE if text and len(node.value) > _MAX_DECODED else node.value
    if isinstance(node, ast.Tuple | ast.List | ast.Set | ast.Dict):
        return _container_value(node, names, deeper)
    if isinstance(node, ast.Name):
        return _named_data(node, names, deeper)
    if isinstance(node, ast.Subscript):
        return _entry_value(node, names, depth)
    if isinstance(node, ast.BinOp | ast.JoinedStr):
        made = _text_made(node, names, deeper)
        return _fallback(node, names, depth) if made is NO_VALUE else made
    if isinstance(node, ast.Attribute):
        base = _literal_value(node.value, names, deeper)
        if isinstance(base, types.SimpleNamespace) and not node.attr.startswith("_"):
            return getattr(base, node.attr)
        return _fallback(node, names, depth)
    if isinstance(node, ast.Call) and names is not None:
        value = _called(node, names, deeper)
        return _fallback(node, names, depth) if value is NO_VALUE else value
    return _fallback(node, names, depth)


def _entry_value(node: ast.Subscript, names: NameIndex | None, depth: int) -> object:
    """`_read_literal` of an entry or a slice of literal data picked by constants."""
    table = _literal_value(node.value, names, depth + 1)
    if isinstance(node.slice, ast.Slice):
        key = _slice_value(node.slice, names, depth + 1)
    else:
        key = _literal_value(node.slice, names, depth + 1)
    if table is NO_VALUE or key is NO_VALUE:
        return _fallback(node, names, depth)
    return table[key]  # type: ignore[index]


def _slice_value(node: ast.Slice, names: NameIndex | None, depth: int) -> object:
    """`'81'[::-1]`: a slice of integer constants (or none), else `NO_VALUE`."""
    bounds = [
        None if part is None else _literal_value(part, names, depth)
        for part in (node.lower, node.upper, node.step)
    ]
    if any(bound is not None and type(bound) is not int for bound in bounds):
        return NO_VALUE
    return slice(*bounds)


_TEXT_KINDS = (str, bytes, tuple, list)
_CONVERSIONS = {-1: lambda value: value, ord("s"): str, ord("r"): repr, ord("a"): ascii}
_SPEC_NUMBER = re.compile(r"\d+")


def _text_made(node: ast.BinOp | ast.JoinedStr, names: NameIndex | None, depth: int) -> object:
    """Text (or a tuple or list) built of literal data by `+` or `*` (`'1' + '8'`, `'9' *
    2`) or an f-string of literal data (`f'1{8}'`); `NO_VALUE` for anything else (arithmetic
    of numbers is folded) and for text longer than `_MAX_DECODED` (a list longer than
    `_MAX_ITEMS`), which is never built."""
    if isinstance(node, ast.JoinedStr):
        parts = [_formatted(part, names, depth) for part in node.values]
        return NO_VALUE if NO_VALUE in parts else "".join(parts)  # type: ignore[arg-type]
    if not isinstance(node.op, ast.Add | ast.Mult):
        return NO_VALUE
    left = _literal_value(node.left, names, depth)
    right = _literal_value(node.right, names, depth)
    if isinstance(node.op, ast.Mult) and type(left) is int:
        left, right = right, left  # `2 * '9'`
    if not isinstance(left, _TEXT_KINDS) or left is NO_VALUE or right is NO_VALUE:
        return NO_VALUE
    limit = _MAX_ITEMS if isinstance(left, tuple | list) else _MAX_DECODED
    if isinstance(node.op, ast.Mult):
        fits = type(right) is int and len(left) * max(right, 0) <= limit
    else:
        fits = type(right) is type(left) and len(left) + len(right) <= limit  # type: ignore[arg-type]
    if not fits:
        return NO_VALUE
    return left * right if isinstance(node.op, ast.Mult) else left + right  # type: ignore[operator]


def _formatted(part: ast.expr, names: NameIndex | None, depth: int) -> object:
    """The text of one part of an f-string of literal data, `NO_VALUE` when unknown or when
    its format asks for a width or precision past `_MAX_DECODED`."""
    if isinstance(part, ast.Constant):
        return part.value if isinstance(part.value, str) else NO_VALUE
    if not isinstance(part, ast.FormattedValue) or part.conversion not in _CONVERSIONS:
        return NO_VALUE
    value = _literal_value(part.value, names, depth)
    spec: object = ""
    if part.format_spec is not None:
        spec = _literal_value(part.format_spec, names, depth)
    if value is NO_VALUE or not isinstance(spec, str):
        return NO_VALUE
    if any(int(number) > _MAX_DECODED for number in _SPEC_NUMBER.findall(spec)):
        return NO_VALUE
    return format(_CONVERSIONS[part.conversion](value), spec)


def _literal_text(node: ast.expr, names: NameIndex | None) -> str | bytes | None:
    """The text an argument of literals always is, a constant or built of literal data
    (`'1' + '8'`, `''.join(['1', '8'])`, `f'1{8}'`, `'81'[::-1]`), also through a name
    that is not UPPER_CASE bound once to text or only read by entry or attribute."""
    if isinstance(node, ast.Constant):
        return node.value if isinstance(node.value, str | bytes) else None
    if not isinstance(node, ast.BinOp | ast.JoinedStr | ast.Call | ast.Subscript | ast.Name):
        return None
    value = _literal_value(node, names, 1)
    if not isinstance(value, str | bytes):
        return None
    if names is None:
        return value
    followed = {
        name for name in _followed_names(node, names) if not _bound_to_text(names, name, node)
    }
    return value if not followed or followed <= _read_only_names(names) else None


def _bound_to_text(names: NameIndex, name: str, node: ast.expr) -> bool:
    """Whether every read of `name` in `node` sees one binding, to a text constant (text
    cannot be changed in place)."""
    return all(
        isinstance(value := names.only_value(part), ast.Constant)
        and isinstance(value.value, str | bytes)
        for part in ast.walk(node)
        if isinstance(part, ast.Name) and part.id == name
    )


def _container_value(
    node: ast.Tuple | ast.List | ast.Set | ast.Dict, names: NameIndex | None, depth: int
) -> object:
    """`_literal_value` of a tuple, list, set or dict literal of literal data."""
    if isinstance(node, ast.Dict):
        if None in node.keys or len(node.keys) > _MAX_ITEMS:
            return NO_VALUE
        pairs = [
            (_literal_value(key, names, depth), _literal_value(value, names, depth))  # type: ignore[arg-type]
            for key, value in zip(node.keys, node.values, strict=True)
        ]
        return NO_VALUE if any(NO_VALUE in pair for pair in pairs) else dict(pairs)
    if len(node.elts) > _MAX_ITEMS:
        return NO_VALUE
    items = [_literal_value(item, names, depth) for item in node.elts]
    if any(item is NO_VALUE for item in items):
        return NO_VALUE
    kind = {ast.Tuple: tuple, ast.List: list, ast.Set: set}[type(node)]
    return kind(items)


def _fallback(node: ast.expr, names: NameIndex | None, depth: int) -> object:
    """A part of a larger expression that `_literal_value` does not read: the number it
    folds to (the expression `folded` itself is asked about is not asked again)."""
    if depth == 0:
        return NO_VALUE
    value = folded(node, names)
    return NO_VALUE if value is None else value


def _named_data(node: ast.Name, names: NameIndex | None, depth: int) -> object:
    """The literal data a name that is not UPPER_CASE is bound once to (`_evaluated` keeps
    a number read through it only when every read of it picks an entry or attribute: see
    `_read_only_names`)."""
    if names is None or node.id.isupper():
        return NO_VALUE
    value = names.only_value(node)
    return _literal_value(value, names, depth) if isinstance(value, _DATA_NODES) else NO_VALUE


_DATA_NODES = (ast.Dict, ast.Tuple, ast.List, ast.Set, ast.Call, ast.Constant)
"""What a name bound to literal data is bound to: a literal, or a call making data."""


def _read_only_names(names: NameIndex) -> frozenset[str]:
    """The names every read of which picks an entry or attribute (`limits['adult']`,
    `limits.get('adult')`, `config.adult`): never handed on, stored into, deleted or
    changed in place (`limits.update(...)`), so the value bound is the value read."""
    answers = _cache(names)
    if answers.read_only is not None:
        return answers.read_only
    picked: set[int] = set()
    touched: set[str] = set()
    every: set[str] = set()
    for node in ast.walk(names.module.node):
        if isinstance(node, ast.Subscript | ast.Attribute) and isinstance(node.value, ast.Name):
            mutates = isinstance(node, ast.Attribute) and node.attr in _MUTATORS
            if isinstance(node.ctx, ast.Load) and not mutates:
                picked.add(id(node.value))
            else:
                touched.add(node.value.id)
        elif isinstance(node, ast.Name):
            every.add(node.id)
            if not isinstance(node.ctx, ast.Store) and id(node) not in picked:
                touched.add(node.id)
    answers.read_only = frozenset(every - touched)
    return answers.read_only


def _called(node: ast.Call, names: NameIndex, depth: int) -> object:
    """The value of a call of a `_WRAPPERS` function, a `_READERS` method or a getter
    (`operator.itemgetter('adult')`) on literal data; text parsed by `eval` or
    `ast.literal_eval` read as literals."""
    given = _call_arguments(node, names, depth)
    if given is None:
        return NO_VALUE
    args, keywords = given
    func = node.func
    if isinstance(func, ast.Call):
        getter = _literal_value(func, names, depth)
        return getter(*args, **keywords) if isinstance(getter, _GETTERS) else NO_VALUE
    found = names.names(func)
    if isinstance(func, ast.Attribute) and func.attr in _READERS and not found & _WRAPPERS.keys():
        base = _literal_value(func.value, names, depth)
        if base is NO_VALUE or isinstance(base, types.SimpleNamespace):
            return NO_VALUE
        return getattr(base, func.attr)(*args, **keywords)
    if found & _PARSED:
        return _parsed(args, keywords, depth)
    for name in sorted(found & _WRAPPERS.keys()):
        try:
            return _WRAPPERS[name](*args, **keywords)
        except Unknown:  # (past a bound of `FUNCTIONS`: a buffer's size, a struct format)
            return NO_VALUE
    return NO_VALUE


def _call_arguments(
    node: ast.Call, names: NameIndex, depth: int
) -> tuple[list[object], dict[str, object]] | None:
    """The literal data a call is given, a dict literal unpacked by `**` included (None:
    some argument is not literal data, or is unpacked by `*`)."""
    if any(isinstance(arg, ast.Starred) for arg in node.args):
        return None
    args = [_literal_value(arg, names, depth) for arg in node.args]
    keywords: dict[str, object] = {}
    for keyword in node.keywords:
        value = _literal_value(keyword.value, names, depth)
        if keyword.arg is not None:
            keywords[keyword.arg] = value
        elif isinstance(value, dict) and all(isinstance(key, str) for key in value):
            keywords.update(value)
        else:
            return None
    if any(value is NO_VALUE for value in (*args, *keywords.values())):
        return None
    return args, keywords


def _parsed(args: list[object], keywords: dict[str, object], depth: int) -> object:
    """`eval('{"adult": 18}')['adult']`: text read as a Python expression of literals."""
    if keywords or len(args) != 1 or not isinstance(args[0], str):
        return NO_VALUE
    try:
        tree = syntax_tree(args[0].strip(), mode="eval")
    except (SyntaxError, MemoryError, RecursionError, ValueError):
        return NO_VALUE
    return _literal_value(tree.body, None, depth)


def _math_call(attr: str, values: list[complex]) -> complex | None:
    """`folded` of a call of `math.<attr>` (see `_MATH_CALLS`) with those values."""
    if attr in {"factorial", "comb", "perm"} and any(
        abs(value) > _MAX_COUNTED for value in values
    ):
        return None
    if attr == "ldexp" and len(values) == _PAIR and abs(values[1]) > _MAX_SHIFT:
        return None
    if attr in {"prod", "fsum"}:
        return getattr(math, attr)(values)
    return getattr(math, attr)(*values)


_PICKERS = {"min": min, "max": max}
"""Builtins picking one of the numbers they are given."""
_PARTS = frozenset({"real", "imag", "numerator", "denominator"})
"""Attributes of a number that are numbers (`18 .real`)."""


def _folded_pick(node: ast.expr, names: NameIndex | None) -> complex | None:
    """`max(18, 0)`, `min(18, 99)`, `sum([9, 9])`, `pow(3, 2)`, `(18,)[0]`, `{'adult':
    18}['adult']`, `18 .real`: a number picked from, or made of, literals only."""
    if isinstance(node, ast.Subscript):
        value = _folded_entry(node, names)
        return _evaluated(node, names) if value is None else value
    if isinstance(node, ast.Attribute):
        value = folded(node.value, names) if node.attr in _PARTS else None
        return _evaluated(node, names) if value is None else getattr(value, node.attr)
    if not isinstance(node, ast.Call):
        return None
    if not isinstance(node.func, ast.Name) or node.keywords:
        return _evaluated(node, names)
    items = node.args
    if len(items) == 1 and isinstance(items[0], ast.List | ast.Tuple | ast.Set):
        items = items[0].elts  # type: ignore[attr-defined]
    values = [folded(item, names) for item in items]
    if not values or None in values:
        return _evaluated(node, names)
    name = node.func.id
    if name in _PICKERS:
        return _PICKERS[name](values)  # type: ignore[type-var]
    if name == "sum" and len(node.args) == 1:
        return sum(values)  # type: ignore[arg-type]
    if name == "pow" and len(values) == _PAIR and not _too_big(*values):  # type: ignore[arg-type]
        return values[0] ** values[1]  # type: ignore[operator]
    return _evaluated(node, names)


def _folded_entry(node: ast.Subscript, names: NameIndex | None) -> complex | None:
    """`(18,)[0]`, `[9, 18][-1]`, `{'adult': 18}['adult']`: an entry of a literal picked
    by a constant."""
    table, key = node.value, node.slice
    if isinstance(table, ast.Constant) and isinstance(table.value, bytes):  # `b'\x12'[0]`
        index = folded(key, names)
        if not isinstance(index, int) or not -len(table.value) <= index < len(table.value):
            return None
        return table.value[index]
    if isinstance(table, ast.Tuple | ast.List):
        index = folded(key, names)
        if not isinstance(index, int) or not -len(table.elts) <= index < len(table.elts):
            return None
        return folded(table.elts[index], names)
    if isinstance(table, ast.Dict) and isinstance(key, ast.Constant):
        found = [value for item, value in zip(table.keys, table.values, strict=True)
                 if isinstance(item, ast.Constant) and item.value == key.value]  # fmt: skip
        return folded(found[-1], names) if found else None
    return None


def _folded_call(name: str, arg: ast.expr, names: NameIndex | None) -> complex | None:
    if name == "len" and isinstance(arg, ast.Call) and getattr(arg.func, "id", "") == "range":
        bounds = [folded(item, names) for item in arg.args]
        return None if None in bounds or not bounds else len(range(*bounds))  # type: ignore[arg-type]
    if name == "len" and isinstance(arg, ast.Constant) and isinstance(arg.value, str | bytes):
        return len(arg.value)
    if name == "len" and isinstance(arg, ast.List | ast.Tuple | ast.Set):
        return len(arg.elts)
    if name == "ord" and isinstance(arg, ast.Constant) and isinstance(arg.value, str | bytes):
        return ord(arg.value) if len(arg.value) == 1 else None
    if name in _CONVERTERS:
        inner = (
            arg.value
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str)
            else (folded(arg, names))
        )
        if inner is None and name in {"int", "float", "complex"}:
            inner = _literal_text(arg, names)  # `int('1' + '8')`
        return None if inner is None else _CONVERTERS[name](inner)
    return None


def _magic(value: complex | None) -> bool:
    return (
        value is not None
        and value not in _ALLOWED
        and not (isinstance(value, float) and math.isnan(value))
    )


def _members(node: ast.expr) -> list[ast.expr]:
    """What `x in <node>` compares x with: the items of a literal, a range's bounds."""
    if isinstance(node, ast.List | ast.Tuple | ast.Set):
        return list(node.elts)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "range":
        return list(node.args)
    return []


_ONES = ("ZERO", "ONE", "TWO", "THREE", "FOUR", "FIVE", "SIX", "SEVEN", "EIGHT", "NINE", "TEN",
         "ELEVEN", "TWELVE", "THIRTEEN", "FOURTEEN", "FIFTEEN", "SIXTEEN", "SEVENTEEN",
         "EIGHTEEN", "NINETEEN")  # fmt: skip
_TENS = ("", "", "TWENTY", "THIRTY", "FORTY", "FIFTY", "SIXTY", "SEVENTY", "EIGHTY", "NINETY")
_POWERS_OF_TEN = ((10**9, "BILLION"), (10**6, "MILLION"), (1000, "THOUSAND"), (100, "HUNDRED"))
_FILLER = frozenset({"NUM", "NUMBER", "VALUE", "VAL", "CONST", "CONSTANT", "MAGIC", "INT",
                     "FLOAT", "LITERAL", "AND", "THE", "MINUS", "NEGATIVE", "NEG"})  # fmt: skip
"""Words that say nothing of a number's meaning (`NUM_18`, `VALUE_EIGHTEEN`)."""
_DIGITS_NAME = re.compile(r"[A-Z]?\d+")
"""A name that only spells a number's digits, after at most one letter (`N18`, `K30`)."""
_DOMAIN_LETTERS = frozenset("PQHV")
"""One-letter prefixes that name what the digits count: a percentile (`P95`), a fiscal
quarter or half (`Q4`, `H2`), a version (`V3`)."""
_TYPE_WORDS = frozenset({"INT", "UINT", "FLOAT"})
_BIT_WIDTHS = frozenset({8, 16, 32, 64, 128})
"""`INT_64 = 64`, `FLOAT_32 = 32`: a type's width in bits, named after the type."""
_SPELLED_LIMIT = 10**12
"""Numbers from here on are not spelled out: their names are compared as digits only."""


def _spelled(number: int) -> str:
    """`EIGHTEEN`, `TWENTYONE`, `ONEHUNDRED`: an integer's English name, without spaces."""
    if number < len(_ONES):
        return _ONES[number]
    if number < 100:  # noqa: PLR2004
        return _TENS[number // 10] + (_ONES[number % 10] if number % 10 else "")
    for size, word in _POWERS_OF_TEN:
        if number >= size:
            rest = number % size
            return _spelled(number // size) + word + (_spelled(rest) if rest else "")
    return ""


_UMLAUTS = str.maketrans({"Ä": "AE", "Ö": "OE", "Ü": "UE", "ß": "SS", "ẞ": "SS"})


def _ascii_word(word: str) -> str:
    """`FUENFZIG` for `FÜNFZIG`, `DIECISEIS` for `DIECISÉIS`: a word of a name in plain
    capitals (umlauts as `AE`/`OE`/`UE`, other accents dropped)."""
    if word.isascii():
        return word
    decomposed = unicodedata.normalize("NFKD", word.translate(_UMLAUTS))
    return "".join(char for char in decomposed if not unicodedata.combining(char)).upper()


_GERMAN_ONES = ("", "EIN", "ZWEI", "DREI", "VIER", "FUENF", "SECHS", "SIEBEN", "ACHT", "NEUN",
                "ZEHN", "ELF", "ZWOELF", "DREIZEHN", "VIERZEHN", "FUENFZEHN", "SECHZEHN",
                "SIEBZEHN", "ACHTZEHN", "NEUNZEHN")  # fmt: skip
_GERMAN_TENS = ("", "", "ZWANZIG", "DREISSIG", "VIERZIG", "FUENFZIG", "SECHZIG", "SIEBZIG",
                "ACHTZIG", "NEUNZIG")  # fmt: skip
_DUTCH_ONES = ("", "EEN", "TWEE", "DRIE", "VIER", "VIJF", "ZES", "ZEVEN", "ACHT", "NEGEN",
               "TIEN", "ELF", "TWAALF", "DERTIEN", "VEERTIEN", "VIJFTIEN", "ZESTIEN",
               "ZEVENTIEN", "ACHTTIEN", "NEGENTIEN")  # fmt: skip
_DUTCH_TENS = ("", "", "TWINTIG", "DERTIG", "VEERTIG", "VIJFTIG", "ZESTIG", "ZEVENTIG",
               "TACHTIG", "NEGENTIG")  # fmt: skip
_FRENCH_ONES = ("", "UN", "DEUX", "TROIS", "QUATRE", "CINQ", "SIX", "SEPT", "HUIT", "NEUF",
                "DIX", "ONZE", "DOUZE", "TREIZE", "QUATORZE", "QUINZE", "SEIZE", "DIXSEPT",
                "DIXHUIT", "DIXNEUF")  # fmt: skip
_FRENCH_TENS = ("", "", "VINGT", "TRENTE", "QUARANTE", "CINQUANTE", "SOIXANTE")
_SPANISH_ONES = ("", "UNO", "DOS", "TRES", "CUATRO", "CINCO", "SEIS", "SIETE", "OCHO",
                 "NUEVE", "DIEZ", "ONCE", "DOCE", "TRECE", "CATORCE", "QUINCE", "DIECISEIS",
                 "DIECISIETE", "DIECIOCHO", "DIECINUEVE", "VEINTE", "VEINTIUNO", "VEINTIDOS",
                 "VEINTITRES", "VEINTICUATRO", "VEINTICINCO", "VEINTISEIS", "VEINTISIETE",
                 "VEINTIOCHO", "VEINTINUEVE")  # fmt: skip
_SPANISH_TENS = ("", "", "", "TREINTA", "CUARENTA", "CINCUENTA", "SESENTA", "SETENTA",
                 "OCHENTA", "NOVENTA")  # fmt: skip
_PORTUGUESE_ONES = ("", "UM", "DOIS", "TRES", "QUATRO", "CINCO", "SEIS", "SETE", "OITO",
                    "NOVE", "DEZ", "ONZE", "DOZE", "TREZE", "CATORZE", "QUINZE", "DEZESSEIS",
                    "DEZESSETE", "DEZOITO", "DEZENOVE")  # fmt: skip
_PORTUGUESE_TENS = ("", "", "VINTE", "TRINTA", "QUARENTA", "CINQUENTA", "SESSENTA",
                    "SETENTA", "OITENTA", "NOVENTA")  # fmt: skip
_ITALIAN_ONES = ("", "UNO", "DUE", "TRE", "QUATTRO", "CINQUE", "SEI", "SETTE", "OTTO", "NOVE",
                 "DIECI", "UNDICI", "DODICI", "TREDICI", "QUATTORDICI", "QUINDICI", "SEDICI",
                 "DICIASSETTE", "DICIOTTO", "DICIANNOVE")  # fmt: skip
_ITALIAN_TENS = ("", "", "VENTI", "TRENTA", "QUARANTA", "CINQUANTA", "SESSANTA", "SETTANTA",
                 "OTTANTA", "NOVANTA")  # fmt: skip
_POLISH_ONES = ("", "JEDEN", "DWA", "TRZY", "CZTERY", "PIEC", "SZESC", "SIEDEM", "OSIEM",
                "DZIEWIEC", "DZIESIEC", "JEDENASCIE", "DWANASCIE", "TRZYNASCIE",
                "CZTERNASCIE", "PIETNASCIE", "SZESNASCIE", "SIEDEMNASCIE", "OSIEMNASCIE",
                "DZIEWIETNASCIE")  # fmt: skip
_POLISH_TENS = ("", "", "DWADZIESCIA", "TRZYDZIESCI", "CZTERDZIESCI", "PIECDZIESIAT",
                "SZESCDZIESIAT", "SIEDEMDZIESIAT", "OSIEMDZIESIAT",
                "DZIEWIECDZIESIAT")  # fmt: skip
_SWEDISH_ONES = ("", "ETT", "TVA", "TRE", "FYRA", "FEM", "SEX", "SJU", "ATTA", "NIO", "TIO",
                 "ELVA", "TOLV", "TRETTON", "FJORTON", "FEMTON", "SEXTON", "SJUTTON",
                 "ARTON", "NITTON")  # fmt: skip
_SWEDISH_TENS = ("", "", "TJUGO", "TRETTIO", "FYRTIO", "FEMTIO", "SEXTIO", "SJUTTIO",
                 "ATTIO", "NITTIO")  # fmt: skip
_FOREIGN_HUNDREDS = ("HUNDERT", "EINHUNDERT", "HONDERD", "CIEN", "CENTO")
_SHORTEST_FOREIGN = 4
"""Foreign number words shorter than this (`DOS`, `ELF`, `DUE`) are also English words or
abbreviations, and are not read as numbers."""


def _tens_and_ones(number: int, ones: tuple[str, ...], tens: tuple[str, ...], join: str) -> str:
    """A number below 100 in a language that writes tens, `join`, then ones (Spanish
    `TREINTAYUNO`, Portuguese `VINTEEUM`), or ones, `join`, tens when `join` starts with
    `>` (German `EINUNDZWANZIG`, Dutch `EENENTWINTIG`)."""
    if number < len(ones):
        return ones[number]
    ten, one = divmod(number, 10)
    if not one:
        return tens[ten]
    if join.startswith(">"):
        return ones[one] + join[1:] + tens[ten]
    return tens[ten] + join + ones[one]


def _french(number: int) -> str:
    """A number below 100 in French (`SOIXANTEETONZE`, `QUATREVINGTDIX`), hyphens dropped."""
    if number < len(_FRENCH_ONES):
        return _FRENCH_ONES[number]
    if number >= 80:  # noqa: PLR2004
        rest = number - 80
        return "QUATREVINGT" + (_FRENCH_ONES[rest] if rest else "S")
    if number >= 60:  # noqa: PLR2004
        rest = number - 60
        return "SOIXANTE" + ("ET" if rest in {1, 11} else "") + _FRENCH_ONES[rest]
    ten, one = divmod(number, 10)
    return _FRENCH_TENS[ten] + ("ET" if one == 1 else "") + _FRENCH_ONES[one]


def _italian(number: int) -> str:
    """A number below 100 in Italian (`VENTUNO`, `TRENTOTTO`: a ten's last vowel drops
    before `UNO` and `OTTO`)."""
    word = _tens_and_ones(number, _ITALIAN_ONES, _ITALIAN_TENS, "")
    if number % 10 in {1, 8} and number > len(_ITALIAN_ONES):
        return word[: -len(_ITALIAN_ONES[number % 10]) - 1] + _ITALIAN_ONES[number % 10]
    return word


@functools.cache
def _foreign_spellings() -> dict[int, set[str]]:
    """Each number from 2 to 100 -> its names in German, Dutch, French, Spanish, Italian,
    Portuguese, Polish and Swedish in plain capitals (`ACHTZEHN`, `ACHTTIEN`, `DIXHUIT`,
    `DIECIOCHO`, `DICIOTTO`, `DEZOITO`, `OSIEMNASCIE`, `ARTON`; German umlauts also as
    bare vowels, `FUNFZIG`), words of four letters or more only (see `_SHORTEST_FOREIGN`)."""
    found: dict[int, set[str]] = {}
    for number in range(2, 100):
        german = _tens_and_ones(number, _GERMAN_ONES, _GERMAN_TENS, ">UND")
        words = {
            german,
            german.replace("UE", "U").replace("OE", "O"),
            _tens_and_ones(number, _DUTCH_ONES, _DUTCH_TENS, ">EN"),
            _french(number),
            _tens_and_ones(number, _SPANISH_ONES, _SPANISH_TENS, "Y"),
            _tens_and_ones(number, _PORTUGUESE_ONES, _PORTUGUESE_TENS, "E"),
            _italian(number),
            _tens_and_ones(number, _POLISH_ONES, _POLISH_TENS, ""),
            _tens_and_ones(number, _SWEDISH_ONES, _SWEDISH_TENS, ""),
        }
        found[number] = {word for word in words if len(word) >= _SHORTEST_FOREIGN}
    found[80].add("QUATREVINGT")
    found[100] = {word for word in _FOREIGN_HUNDREDS if len(word) >= _SHORTEST_FOREIGN}
    return found


_ROMAN_LIMIT = 4000
_ROMAN = ((1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
          (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"))  # fmt: skip


def _roman(number: int) -> str:
    """`XVIII` for 18: a number from 1 to 3999 in Roman numerals."""
    digits = []
    for size, letters in _ROMAN:
        count, number = divmod(number, size)
        digits.append(letters * count)
    return "".join(digits)


def _named_after_value(name: str, value: complex | None) -> bool:
    """`EIGHTEEN = 18`, `N18 = 18`, `NUM_30 = 30`: a constant whose name only spells its
    value, which says nothing of why the number matters."""
    if value is None or isinstance(value, complex) or not math.isfinite(value):
        return False
    if value != int(value):
        return False
    number = abs(int(value))
    every = [word for word in name.upper().split("_") if word]
    if number in _BIT_WIDTHS and not _TYPE_WORDS.isdisjoint(every):
        return False
    words = [_ascii_word(word) for word in every if word not in _FILLER]
    text = "".join(words)
    if not text:
        return False
    spelled = {_spelled(number)} if number < _SPELLED_LIMIT else set()
    spelled |= _foreign_spellings().get(number, set())  # `ACHTZEHN = 18`
    if 0 < number < _ROMAN_LIMIT:
        spelled.add(_roman(number))  # `XVIII = 18`
    # `HUNDRED` only spells 100; `THOUSAND`, `MILLION`, `BILLION` name a unit and pass.
    if number == 100:  # noqa: PLR2004
        spelled.add(_spelled(number).removeprefix("ONE"))
    return (
        text in spelled
        or (
            _DIGITS_NAME.fullmatch(text) is not None
            and text[0] not in _DOMAIN_LETTERS
            and text.lstrip("ABCDEFGHIJKLMNOPQRSTUVWXYZ") == str(number)
        )
        or _one_word_and_value(words, spelled | {str(number)})
        or _arithmetic_name(words)
    )


_ARITHMETIC_WORDS = frozenset({"TWICE", "THRICE", "DOUBLE", "TRIPLE", "QUADRUPLE", "HALF",
                               "TIMES", "PLUS", "SQUARED", "CUBED", "OVER", "BY"})  # fmt: skip
"""Words of arithmetic on numbers (`TWICE_NINE`, `SIX_TIMES_THREE`)."""
_NUMBER_WORDS = frozenset({*_ONES, *_TENS[2:], "HUNDRED"})


def _arithmetic_name(words: list[str]) -> bool:
    """`TWICE_NINE = 18`, `SIX_TIMES_THREE = 18`: a name of numbers and arithmetic words
    only, which spells how the value is reckoned, not what it means."""
    numbers = [word for word in words if word in _NUMBER_WORDS or word.isdigit()]
    return (
        bool(numbers)
        and any(word in _ARITHMETIC_WORDS for word in words)
        and all(word in _ARITHMETIC_WORDS or word in numbers for word in words)
    )


_SAYS_WHAT_IT_COUNTS = frozenset({
    "LEVEL", "STEP", "STAGE", "PHASE", "TIER", "RANK", "PART", "ROUND", "VERSION", "VER",
    "HTTP", "STATUS", "CODE", "WS", "BASE", "SHA", "UTF", "PY", "PYTHON", "TLS", "IPV",
    "PERCENT", "PCT", "SECOND", "SECONDS", "SECS", "MINUTE", "MINUTES", "MINS", "HOUR",
    "HOURS", "DAY", "DAYS", "WEEK", "WEEKS", "MONTH", "MONTHS", "YEAR", "YEARS", "BYTES",
    "BITS", "KB", "MB", "GB", "MS", "PX", "PIXELS", "DEGREES", "CENTS",
    "GRADE", "GEN", "GENERATION", "EDITION", "SEASON", "EPISODE", "CHAPTER", "REV",
    "REVISION", "RELEASE", "PROTOCOL", "SCHEMA", "API", "RFC", "ISO", "PEP", "IEEE",
    "ECMA", "CRC", "ROT", "AES", "RSA", "WIN", "ARM",
    "MILLISECONDS", "MSEC", "MSECS", "MICROSECONDS", "US", "NANOSECONDS", "NS", "FPS",
    "DPI", "PPI", "HZ", "KHZ", "MHZ", "GHZ", "KIB", "MIB", "GIB", "TB", "BYTE", "BIT",
    "COLUMNS", "COLS", "CHARS", "CHARACTERS", "LINES", "ROWS", "DIGITS", "WORDS", "METERS",
    "KM", "MILES", "KG", "GRAMS", "VOLTS", "WATTS", "CELSIUS", "PERCENTILE",
})  # fmt: skip
"""Words a number's own value is the meaning of when paired with it (`LEVEL_TWO`,
`HTTP_404`, `SIXTY_SECONDS`): an ordinal, a standard's code, or a quantity with its unit."""


_UNIT_LETTERS = frozenset("CVLM")
"""Unit symbols that are also Roman numerals: one of them alone after a word names the
unit, not the value (`BOILING_C = 100` degrees Celsius, `SUPPLY_V = 5` volts, `TANK_L =
50` litres, `RANGE_M = 1000` metres); alone (`C = 100`), before the word (`C_LIMIT`) or
with other numerals (`AGE_XXI`, `AGE_X_V`) it still spells the value."""


def _one_word_and_value(words: list[str], spelled: set[str]) -> bool:
    """`AGE_EIGHTEEN`, `TIMEOUT_SIXTY`, `PORT_8080`, `LIMIT_18`, `MAX_100`: one word and
    the value, in words or digits, which says no more than the word alone (a number's own
    meaning, `LEVEL_TWO` or `SIXTY_SECONDS`, aside: see `_SAYS_WHAT_IT_COUNTS`; a unit
    letter after a word, `BOILING_C`, aside: see `_UNIT_LETTERS`)."""
    if len(words) < 2:  # noqa: PLR2004
        return False
    pairs = [(words[0], words[1:]), (words[-1], words[:-1])]
    if len(words) == 2 and words[1] in _UNIT_LETTERS:  # noqa: PLR2004
        pairs = pairs[1:]
    for word, rest in pairs:
        if word.isalpha() and word not in _SAYS_WHAT_IT_COUNTS and "".join(rest) in spelled:
            return True
    return False


def _named_after_itself(facts: StrictFacts, node: ast.expr) -> bool:
    """An UPPER_CASE name bound once to a magic number whose name only spells it (see
    `_named_after_value`)."""
    if not isinstance(node, ast.Name) or not node.id.isupper():
        return False
    value = facts.names.only_value(node)
    if value is node:
        return False
    number = folded(value, facts.names)
    return _magic(number) and (_named_after_value(node.id, number) or _says_nothing(node.id))


_PLACEHOLDER = re.compile(r"[A-Z]?\d*")
"""A word of a name that names nothing: a single letter, digits, or a letter and digits."""


def _says_nothing(name: str) -> bool:
    """`A`, `B2`, `VALUE_A`, `MAGIC_NUMBER`, `MAGIC_NUMBER_2`, `CONST_X`, `FOO`, `BAR_2`: a
    name made only of words such as `MAGIC`, `NUMBER` or `VALUE` (see `_FILLER`),
    placeholder words (see `_METASYNTACTIC`) and single letters or digits, which says
    nothing of why its number matters (a domain letter with digits, `P95`, `Q4`, names
    one, and so does a type with its width, `INT_64`)."""
    every = [word for word in name.upper().split("_") if word]
    if not _TYPE_WORDS.isdisjoint(every):
        return False
    words = [word for word in every if word not in _FILLER and word not in _METASYNTACTIC]
    return all(
        _PLACEHOLDER.fullmatch(word) is not None
        and not (word[0] in _DOMAIN_LETTERS and len(word) > 1)
        for word in words
    )


_METASYNTACTIC = frozenset({
    "FOO", "BAR", "BAZ", "QUX", "QUUX", "CORGE", "GRAULT", "GARPLY", "WALDO", "FRED",
    "PLUGH", "XYZZY", "THUD", "FOOBAR", "FUBAR", "HOGE", "FUGA", "PIYO", "BLAH", "XXX",
    "YYY", "ZZZ", "TMP", "DUMMY", "PLACEHOLDER", "SOMETHING", "WHATEVER", "STUFF", "THING",
})  # fmt: skip
"""Placeholder words that name nothing (`FOO`, `BAR`, `BAZ`, `TMP`, `DUMMY`): a constant
named only with them says nothing of why its number matters."""


def _named_locally(facts: StrictFacts, node: ast.expr) -> bool:
    """A lowercase name bound only to a magic number, or a loop variable running over a
    literal of numbers one of which is (`for limit in (1000,)`, also in a comprehension):
    a magic number under an alias."""
    if not isinstance(node, ast.Name) or node.id.isupper():
        return False
    bindings = facts.names.bindings_of(node) or []
    if bindings and _built_up_at_module_level(facts, node.id, bindings):
        return True
    return bool(bindings) and all(
        (
            kind == "expr"
            and isinstance(value, ast.expr)
            and (_magic_choice(facts.names, value) or _defaulted_magic(facts, value))
        )
        or (
            kind == "element"
            and (
                _magic_members(facts.names, value)
                or _magic_at_position(facts, node, value)
                or _magic_members(facts.names, _constant_iterable(facts.names, value))
            )
        )
        or (kind == "unknown" and _magic_entered(facts.names, value))
        or (kind == "param" and _private_default(facts, node, value))
        for kind, value in bindings
    )


_NULLCONTEXT = frozenset({"contextlib.nullcontext"})
_REPEAT = frozenset({"itertools.repeat"})
_SAME_ITEMS = frozenset({"builtins.iter", "builtins.list", "builtins.tuple", "builtins.set",
                         "builtins.frozenset", "builtins.reversed", "builtins.sorted",
                         "itertools.cycle"})  # fmt: skip
_GETATTR = frozenset({"builtins.getattr"})
_GETATTR_ARGS = 3


def _magic_entered(names: NameIndex, value: object) -> bool:
    """`with contextlib.nullcontext(65) as limit`: the name is bound to the number the
    context hands back, a magic number under an alias."""
    if not isinstance(value, ast.Call) or not names.names(value.func) & _NULLCONTEXT:
        return False
    given = [*value.args[:1], *(k.value for k in value.keywords if k.arg == "enter_result")]
    return len(given) == 1 and _magic_choice(names, given[0])


def _constant_iterable(names: NameIndex, value: object) -> ast.expr | None:
    """The literal a loop really runs over when its iterable only repeats or wraps
    constants: `itertools.repeat(18, 1)` as `(18,)`, `iter((18,))`, `itertools.cycle([18])`
    as the literal; None otherwise."""
    for _ in range(4):
        if isinstance(value, ast.Tuple | ast.List | ast.Set):
            return value
        if not isinstance(value, ast.Call) or not value.args:
            return None
        called = names.names(value.func)
        if called & _REPEAT:
            return ast.Tuple(elts=[value.args[0]], ctx=ast.Load())
        if not called & _SAME_ITEMS or len(value.args) != 1 or value.keywords:
            return None
        value = value.args[0]
    return None


def _private_default(facts: StrictFacts, node: ast.Name, value: object) -> bool:
    """A parameter named private (`_limit: int = 18`) whose default is magic and that no
    call in the code passes another value: callers are not meant to pass it, so the default
    is a constant under a lowercase alias (a public parameter's default, or a private one
    the module's own calls pass, `_take(rows, _limit=BULK_LIMIT)`, is a setting that
    varies)."""
    return (
        node.id.startswith("_")
        and isinstance(value, ast.expr)
        and _magic_choice(facts.names, value)
        and not _passed_otherwise(facts, node)
    )


def _passed_otherwise(facts: StrictFacts, node: ast.Name) -> bool:
    """Whether some call of the function whose parameter `node` reads passes it, by keyword
    or by position, a value that is neither a magic number (`_take(rows, _limit=500)`), nor
    the parameter handed on to itself (`_take(rest, _limit=_limit)`), nor a lowercase name
    bound only to a magic number; a `*args` or `**kwargs` that may hold it does not count."""
    function = parameter_owner(facts, node)
    if function is None:
        return False
    active = facts.memo(_passed_otherwise)
    if id(function) in active:  # a value handed back and forth between private parameters
        return False
    active[id(function)] = function  # the node kept alive with the marker: its id stays
    try:
        for call in calls_of(facts, function):
            given = argument_for(call, function, node.id)
            if not isinstance(given, ast.expr) or isinstance(given, ast.Starred):
                continue
            if _forwarded(facts, given, function, node.id):
                continue
            if not _magic_choice(facts.names, given) and not _named_locally(facts, given):
                return True
        return False
    finally:
        del active[id(function)]


def _forwarded(facts: StrictFacts, given: ast.expr, function: DefNode, parameter: str) -> bool:
    """`_limit=_limit` in a call inside the function itself: the parameter's own value."""
    return (
        isinstance(given, ast.Name)
        and given.id == parameter
        and parameter_owner(facts, given) is function
    )


def _defaulted_magic(facts: StrictFacts, node: ast.expr) -> bool:
    """`getattr(self, 'minimum_age', 18)` where nothing in the code ever sets an attribute
    (or class-body name) `minimum_age`: the magic default is always the value."""
    if not isinstance(node, ast.Call) or not facts.names.names(node.func) & _GETATTR:
        return False
    if len(node.args) != _GETATTR_ARGS or node.keywords:
        return False
    attribute = node.args[1]
    if not isinstance(attribute, ast.Constant) or not isinstance(attribute.value, str):
        return False
    if not _magic_choice(facts.names, node.args[2]) or sets_attributes_by_name(facts):
        return False
    return attribute.value not in facts.derived(_set_names)


def _set_names(facts: StrictFacts) -> frozenset[str]:
    """Every attribute the code stores and every name it binds (class bodies included)."""
    found = {
        node.attr for node in facts.of_type(ast.Attribute) if not isinstance(node.ctx, ast.Load)
    }
    found |= {node.id for node in facts.of_type(ast.Name) if not isinstance(node.ctx, ast.Load)}
    found |= {
        node.name for node in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
    }
    return frozenset(found)


def _built_up_at_module_level(
    facts: StrictFacts, name: str, bindings: list[tuple[str, object]]
) -> bool:
    """A lowercase name the module sets to numbers and changes in place by numbers, each
    in a statement of its own at the top of the module (`limit = 0` / `limit += 67`),
    and nowhere else, when the number it ends at is magic."""
    value: complex | None = None
    changes = 0
    for statement in facts.tree.body:  # type: ignore[attr-defined]
        if isinstance(statement, ast.AugAssign) and _names(statement.target, name):
            step = folded(statement.value, facts.names)
            operation = _STEPS.get(type(statement.op))
            if value is None or step is None or operation is None:
                return False
            value, changes = operation(value, step), changes + 1
        elif isinstance(statement, ast.Assign) and any(
            _names(target, name) for target in statement.targets
        ):
            value = folded(statement.value, facts.names)
    unknown = sum(kind == "unknown" for kind, _ in bindings)
    numbers = all(
        kind == "unknown" or (isinstance(bound, ast.expr) and folded(bound) is not None)
        for kind, bound in bindings
    )
    return changes > 0 and unknown == changes and numbers and _magic(value)


_STEPS = {ast.Add: operator.add, ast.Sub: operator.sub}


def _names(target: ast.expr, name: str) -> bool:
    return isinstance(target, ast.Name) and target.id == name


def _target_path(target: ast.expr, name: str) -> list[int] | None:
    """Where `name` sits in an unpacking target (`value, (low, high)`: `high` at [1, 1]);
    None where it is not, or behind a starred item."""
    if isinstance(target, ast.Name):
        return [] if target.id == name else None
    if not isinstance(target, ast.Tuple | ast.List):
        return None
    for index, item in enumerate(target.elts):
        if isinstance(item, ast.Starred):
            return None
        path = _target_path(item, name)
        if path is not None:
            return [index, *path]
    return None


def _picked_at(value: ast.expr, path: list[int]) -> ast.expr | None:
    """The item of a literal tuple or list at `path` (`(age, 18)` at [1]: `18`)."""
    for index in path:
        if not isinstance(value, ast.Tuple | ast.List) or index >= len(value.elts):
            return None
        if any(isinstance(item, ast.Starred) for item in value.elts):
            return None
        value = value.elts[index]
    return value


_ZIP = frozenset({"builtins.zip"})
_ENUMERATE = frozenset({"builtins.enumerate"})


def _values_at(names: NameIndex, iterable: ast.expr, path: list[int]) -> list[ast.expr] | None:
    """The values a loop target's part at `path` takes over `iterable`: the items at that
    place of a literal of literals (`((age, 18), (score, 50))`), of the iterable `zip`
    is given there (`zip((age, score), (18, 50))`), of what `enumerate` numbers, or of a
    dict literal's `.items()`; None where that is not known."""
    if isinstance(iterable, ast.Tuple | ast.List | ast.Set):
        found = [_picked_at(item, path) for item in iterable.elts]
        return None if None in found else found  # type: ignore[return-value]
    if not path or not isinstance(iterable, ast.Call) or iterable.keywords:
        return None
    head, rest = path[0], path[1:]
    func, args = iterable.func, iterable.args
    if any(isinstance(arg, ast.Starred) for arg in args):
        return None
    if isinstance(func, ast.Attribute) and func.attr == "items" and not args:
        table = func.value
        if not isinstance(table, ast.Dict) or None in table.keys or head > 1:
            return None
        found = [_picked_at(item, rest) for item in (table.values if head else table.keys)]  # type: ignore[arg-type]
        return None if None in found else found  # type: ignore[return-value]
    called = names.names(func)
    if called & _ZIP and head < len(args):
        return _values_at(names, args[head], rest)
    if called & _ENUMERATE and head == 1 and args:
        return _values_at(names, args[0], rest)
    return None


def _magic_at_position(facts: StrictFacts, node: ast.Name, iterable: object) -> bool:
    """A loop variable unpacked from a literal of numbers one of which is magic, by place:
    `bound` in `for value, bound in zip((age, score), (18, 50))` or in `... in ((age,
    18), (score, 50))`."""
    target = facts.derived(loop_targets).get(id(iterable))
    path = _target_path(target, node.id) if target is not None else None
    if not path or not isinstance(iterable, ast.expr):
        return False
    values = _values_at(facts.names, iterable, path)
    if not values:
        return False
    numbers = [folded(value, facts.names) for value in values]
    return None not in numbers and any(map(_magic, numbers))


def _named_elsewhere(facts: StrictFacts, node: ast.expr) -> bool:
    """A magic number behind a helper or a class attribute instead of a named constant:
    `_a()` of a function that only returns one (see `_only_returned`), `_K.A` of a class
    attribute whose name says nothing or spells its value (see `_class_constant`)."""
    if isinstance(node, ast.Call):
        return _returns_a_magic_number(facts, node)
    return isinstance(node, ast.Attribute) and _class_constant(facts, node)


def _returns_a_magic_number(facts: StrictFacts, call: ast.Call) -> bool:
    """`_a()` of `def _a(): return 18` (also `_a = lambda: 18`, or a static or class method
    called through its module class, `_K.a()`): a call of a function that does nothing but
    hand back numbers, one of them magic (a lowercase alias of the number; a method called
    on an instance, which a subclass may override, is not looked at)."""
    numbers = _returned_numbers(facts, call, 0) or _first_yielded(facts, call)
    return None not in numbers and any(map(_magic, numbers))


_NEXT = frozenset({"builtins.next"})


def _first_yielded(facts: StrictFacts, call: ast.Call) -> list[complex | None]:
    """The number `next(g())` takes from a module generator function whose body begins by
    yielding one (`def _adult(): yield 18`), or `next(iter((18,)))` from a literal: a
    helper that hands back a number as `_only_returned`'s do, read the other way (None for
    a generator that does anything else first; empty for no such call)."""
    if not (call.args and facts.names.names(call.func) & _NEXT):
        return []
    source = call.args[0]
    if not isinstance(source, ast.Call):
        return []
    if facts.names.names(source.func) & {"builtins.iter"} and source.args:
        items = _members(source.args[0])
        return [folded(items[0], facts.names)] if items else []
    numbers: list[complex | None] = []
    for function in _called_functions(facts, source.func):
        body = without_noops(function.body) if isinstance(function, ast.FunctionDef) else []
        first = body[0] if body else None
        given = (
            first.value.value
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Yield)
            else None
        )
        numbers.append(folded(given, facts.names) if given is not None else None)
    return numbers


_HELPER_DEPTH = 8
"""How many helpers handing on another's number (`def _b(): return _a()`) are followed."""


def _returned_numbers(facts: StrictFacts, call: ast.Call, depth: int) -> list[complex | None]:
    """The numbers the functions a call may run always return (see `_only_returned`; None
    for one that may return anything else; empty for a call of no such function)."""
    functions = _called_functions(facts, call.func)
    known = facts.memo(_returns_a_magic_number)  # id(function) -> the number it returns
    numbers = []
    for function in functions:
        if id(function) not in known:
            known[id(function)] = None  # (while it is followed: helpers calling each other)
            known[id(function)] = _only_returned(facts, function, depth)
        numbers.append(known[id(function)])
    return numbers


_KEPT_BY = frozenset({"functools.cache", "functools.lru_cache", "builtins.staticmethod",
                      "builtins.classmethod"})  # fmt: skip
"""Decorators that leave what a function returns as it is."""
_STATIC = frozenset({"builtins.staticmethod", "builtins.classmethod"})


def _called_functions(facts: StrictFacts, func: ast.expr) -> list[ast.FunctionDef | ast.Lambda]:
    """The module functions or lambdas a called name is bound to (every binding one), or
    the static or class method a module class's name is called through (`_K.a()`)."""
    if isinstance(func, ast.Name):
        found: list[ast.FunctionDef | ast.Lambda] = []
        for kind, value in facts.names.bindings_of(func) or []:
            if not isinstance(value, ast.FunctionDef | ast.Lambda) or kind not in {"def", "expr"}:
                return []
            found.append(value)
        return found
    cls = _module_class(facts, func.value) if isinstance(func, ast.Attribute) else None
    if cls is None:
        return []
    method = own_method(cls, func.attr)  # type: ignore[union-attr]
    static = isinstance(method, ast.FunctionDef) and any(
        facts.names.names(item) & _STATIC for item in method.decorator_list
    )
    return [method] if static else []  # type: ignore[list-item]


def _only_returned(
    facts: StrictFacts, function: ast.FunctionDef | ast.Lambda, depth: int
) -> complex | None:
    """The number a function always returns when it does nothing else: a lambda of one, a
    `def` (undecorated, or kept by `_KEPT_BY`) whose body is `return <number>`, after
    assignments of numbers (`n = 18; return n`), also handed on from such a function
    (`return _a()`)."""
    names = facts.names
    if isinstance(function, ast.Lambda):
        return _number_or_helper(facts, function.body, depth)
    for item in function.decorator_list:
        if not names.names(item.func if isinstance(item, ast.Call) else item) & _KEPT_BY:
            return None
    body = without_noops(function.body)
    last = body[-1] if body else None
    if not isinstance(last, ast.Return) or last.value is None:
        return None
    if any(not isinstance(item, ast.Assign) or folded(item.value, names) is None
           for item in body[:-1]):  # fmt: skip
        return None
    return _number_or_helper(facts, names.only_value(last.value), depth)


def _number_or_helper(facts: StrictFacts, value: ast.expr, depth: int) -> complex | None:
    """A returned value's number: folded, or the one a helper it calls always returns."""
    number = folded(value, facts.names)
    if number is not None or not isinstance(value, ast.Call) or depth >= _HELPER_DEPTH:
        return number
    numbers = _returned_numbers(facts, value, depth + 1)
    return numbers[0] if numbers and len(set(numbers)) == 1 else None


def _module_class(facts: StrictFacts, node: ast.expr) -> ast.ClassDef | None:
    """The module class a name is bound to, when it is bound once, to a class."""
    bindings = facts.names.bindings_of(node) if isinstance(node, ast.Name) else None
    if not bindings or len(bindings) != 1 or not isinstance(bindings[0][1], ast.ClassDef):
        return None
    return bindings[0][1]


_ENUM_VALUE = frozenset({"value", "_value_"})


def _class_constant(facts: StrictFacts, node: ast.Attribute) -> bool:
    """`_K.A` of `class _K: A = 18` (also `self.A` in its methods, `_K().A`, `_K.A.value`
    of an enum member, or `_K.A = 18` set on the class): a class attribute every value the
    module gives which is a number, one of them magic, named by words that say nothing
    or spell its value (see `_says_nothing`, `_named_after_value`; an enum member by its
    class's name and its own, `Color.G` names a colour). Attributes set on anything but a
    module class's name, or by name (`setattr`), are state, not looked at; a class with
    bases or decorators (a dataclass, a `NamedTuple`) makes its annotated names fields."""
    if node.attr in _ENUM_VALUE and isinstance(node.value, ast.Attribute):
        node = node.value
    given = facts.names.attribute_values.get(node.attr, [])
    if not (given or node.attr in facts.derived(_class_body_entries)):
        return False
    cls = _owner_class(facts, node.value)
    if cls is None or sets_attributes_by_name(facts):
        return False
    entries = facts.derived(_class_body_entries).get(node.attr, [])
    entries = entries + facts.derived(_stores_on_classes).get(node.attr, [])
    if not entries or None in entries:
        return False
    numbers = [folded(value, facts.names) for value in entries]  # type: ignore[arg-type]
    if None in numbers or not any(map(_magic, numbers)):
        return False
    if any(_named_after_value(node.attr, number) for number in numbers if _magic(number)):
        return True
    enum = any(name.startswith("enum.") for name in class_model(facts).base_names(cls))
    return _says_nothing(f"{cls.name}_{node.attr}" if enum else node.attr)


def _owner_class(facts: StrictFacts, node: ast.expr) -> ast.ClassDef | None:
    """The module class an attribute is read from: the class's name, an instance made in
    place (`_K()`), or `self`/`cls` in one of its methods."""
    if isinstance(node, ast.Call):
        node = node.func
    cls = _module_class(facts, node)
    if cls is not None or not isinstance(node, ast.Name):
        return cls
    function = facts.owner(node, through_lambdas=False)
    if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
        return None
    first = [*function.args.posonlyargs, *function.args.args][:1]
    owner = facts.owner(function)
    if first and first[0].arg == node.id and isinstance(owner, ast.ClassDef):
        return owner
    return None


def _class_body_entries(facts: StrictFacts) -> dict[str, list[ast.expr | None]]:
    """What the module's class bodies bind each name to (None: a value not known, as an
    augmented or unpacking assignment's, or a field of a class with bases or decorators
    that its instances set, `x: int = 0` of a dataclass)."""
    found: dict[str, list[ast.expr | None]] = {}
    for cls in facts.of_type(ast.ClassDef):
        plain = not (cls.bases or cls.keywords or cls.decorator_list)
        for item in cls.body:
            if isinstance(item, ast.Assign):
                for target in item.targets:
                    for name in ast.walk(target):
                        if isinstance(name, ast.Name):
                            value = item.value if name is target else None
                            found.setdefault(name.id, []).append(value)
            elif isinstance(item, ast.AnnAssign | ast.AugAssign) and isinstance(
                item.target, ast.Name
            ):
                kept = isinstance(item, ast.AnnAssign) and plain and item.value is not None
                found.setdefault(item.target.id, []).append(item.value if kept else None)
    return found


def _stores_on_classes(facts: StrictFacts) -> dict[str, list[ast.expr | None]]:
    """What the module sets each attribute to outside class bodies: the value of `_K.A =
    18` on a module class's name, None for any other store (`self.x = 100`, `obj.x += 1`,
    `del obj.x`), whose object may be an instance whose state it is."""
    values: dict[int, ast.expr] = {}
    for node in facts.of_type(ast.Assign, ast.AnnAssign):
        for target in node.targets if isinstance(node, ast.Assign) else [node.target]:
            if isinstance(target, ast.Attribute) and node.value is not None:
                values[id(target)] = node.value
    found: dict[str, list[ast.expr | None]] = {}
    for node in facts.of_type(ast.Attribute):
        if isinstance(node.ctx, ast.Load):
            continue
        value = values.get(id(node))
        on_class = value is not None and _module_class(facts, node.value) is not None
        found.setdefault(node.attr, []).append(value if on_class else None)
    return found


def _magic_members(names: NameIndex, value: object) -> bool:
    """A literal tuple, list or set of numbers built from literals, one of them magic."""
    if not isinstance(value, ast.Tuple | ast.List | ast.Set) or not value.elts:
        return False
    numbers = [folded(item, names) for item in value.elts]
    return None not in numbers and any(map(_magic, numbers))


_PICKING = frozenset({"builtins.min", "builtins.max", "builtins.sorted", "heapq.nlargest",
                      "heapq.nsmallest", "statistics.median", "statistics.median_low",
                      "statistics.median_high"})  # fmt: skip
"""Calls whose result is picked by comparing the numbers they are given."""
_COUNTED_FIRST = frozenset({"heapq.nlargest", "heapq.nsmallest"})
"""Pickers whose first argument is how many to pick, not a number compared."""
_PASSED_ON = frozenset({"builtins.list", "builtins.tuple", "builtins.reversed",
                        "builtins.iter", "builtins.next"})  # fmt: skip
_LITERAL_ONLY_LIMIT = 64
"""The most nodes an operand is read through for literals only (more: not looked at)."""


def _picker(facts: StrictFacts, node: ast.expr) -> ast.Call | None:
    """The picking call (see `_PICKING`) a compared operand takes its value from: itself,
    or under an index, a method of its result or a copy (`sorted((age, 65))[-1]`,
    `sorted([age, 65]).index(age)`, `list(reversed(sorted(...)))[0]`)."""
    for _ in range(_LITERAL_ONLY_LIMIT):
        if isinstance(node, ast.Subscript):
            node = node.value
        elif not isinstance(node, ast.Call):
            return None
        elif facts.names.names(node.func) & _PICKING:
            return node
        elif isinstance(node.func, ast.Attribute) and isinstance(node.func.value, ast.Call):
            node = node.func.value
        elif node.args and facts.names.names(node.func) & _PASSED_ON:
            node = node.args[0]
        else:
            return None
    return None


def _picked_magic(facts: StrictFacts, node: ast.expr) -> bool:
    """A magic number among the numbers a picking call an operand takes its value from
    compares (see `_picker`): `max(age, 18) == age` and `sorted((age, 65))[-1] == age` are
    `age >= 18` and `age >= 65`."""
    call = _picker(facts, node)
    if call is None:
        return False
    items = call.args[1:] if facts.names.names(call.func) & _COUNTED_FIRST else call.args
    if len(items) == 1 and isinstance(items[0], ast.List | ast.Tuple | ast.Set):
        items = items[0].elts
    return any(_magic(folded(item, facts.names)) for item in items)


def _magic_inside(facts: StrictFacts, node: ast.expr) -> bool:
    """A magic number a compared operand is decided by without being it: one of the
    numbers a picking call compares (see `_picked_magic`), or a literal in an expression
    of literals only that no folding reads (`{280}.pop()`, `(lambda: 65)()`,
    `next(iter([18]))`): it reads no name but builtins and those it binds itself."""
    # (a literal folds; a name is an alias, see `_named_locally`; a tuple or list is a
    # version or shape, `sys.version_info >= (3, 11)`: what it says)
    walked = not isinstance(node, ast.Constant | ast.Name | ast.Tuple | ast.List)
    parts = _operand_parts(node) if walked else None
    return (
        _picked_magic(facts, node)
        or (parts is not None and _literal_only_magic(facts, parts))
        or _looked_up_magic(facts, node)
        or _clamped_magic(facts, node)
        or (parts is not None and _fixed_value_magic(facts, node, parts))
    )


_CLAMPS = frozenset({"numpy.clip", "numpy.minimum", "numpy.maximum", "numpy.fmin",
                     "numpy.fmax", "torch.clamp", "torch.clip", "torch.minimum",
                     "torch.maximum"})  # fmt: skip
"""Functions that clamp a value between bounds, or pick the smaller or larger of two."""
_CLAMP_METHODS = frozenset({"clip", "clamp", "clamp_min", "clamp_max"})
"""Methods of arrays, series and tensors that clamp them (`ages.clip(18, 65)`)."""
_CLAMP_KEYWORDS = frozenset({"a_min", "a_max", "min", "max", "lower", "upper"})
_RESULT_READERS = frozenset({"item", "all", "any", "tolist"})


def _clamped_magic(facts: StrictFacts, node: ast.expr) -> bool:
    """A magic bound of a clamp an operand is (`np.clip(age, 18, 65) == age` is `18 <= age
    <= 65`; `ages.clip(lower=18) == ages`), also under an index or `.item()`."""
    while True:
        if isinstance(node, ast.Subscript):
            node = node.value
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in _RESULT_READERS
            and isinstance(node.func.value, ast.Call)
        ):
            node = node.func.value
        else:
            break
    if not isinstance(node, ast.Call):
        return False
    if facts.names.names(node.func) & _CLAMPS:
        bounds = node.args[1:]
    elif isinstance(node.func, ast.Attribute) and node.func.attr in _CLAMP_METHODS:
        bounds = node.args
    else:
        return False
    bounds = [*bounds, *(kw.value for kw in node.keywords if kw.arg in _CLAMP_KEYWORDS)]
    return any(_magic(folded(bound, facts.names)) for bound in bounds)


def _looked_up_magic(facts: StrictFacts, node: ast.expr) -> bool:
    """A magic number among the entries of a literal an operand is picked from by an index
    or key not known (`(18, 21)[in_us]`, `{'us': 21}.get(region, 18)`, also through a
    name that is not UPPER_CASE bound once to the literal): each entry is a threshold
    compared as `18 if ... else 21` would be (see `_magic_choice`)."""
    if isinstance(node, ast.Subscript):
        table, extra = node.value, []
    elif (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "get"
        and not node.keywords
        and 1 <= len(node.args) <= _PAIR
    ):
        table, extra = node.func.value, node.args[1:]
    else:
        return False
    if isinstance(table, ast.Name) and not table.id.isupper():
        table = facts.names.only_value(table)  # `limits = (18, 21)`: a lowercase alias
    if isinstance(table, ast.Tuple | ast.List) and isinstance(node, ast.Subscript):
        entries = list(table.elts)
    elif isinstance(table, ast.Dict):
        entries = [*table.values, *extra]
    else:
        return False
    return any(_magic(folded(entry, facts.names)) for entry in entries)


def _literal_only_magic(facts: StrictFacts, parts: list[ast.AST]) -> bool:
    """See `_magic_inside`: an operand (its `parts`) built of literals, builtins and names
    it binds (lambda parameters, comprehension variables), holding a magic number."""
    if not any(_magic(_number(part)) for part in parts if isinstance(part, ast.expr)):
        return False
    return _reads_nothing_else(facts, parts, set())  # (not `math.pi`, `self.limit`)


def _operand_parts(node: ast.expr) -> list[ast.AST] | None:
    """The nodes of an operand, None past `_LITERAL_ONLY_LIMIT` of them (not looked at)."""
    parts = []
    for count, part in enumerate(ast.walk(node)):
        if count > _LITERAL_ONLY_LIMIT:
            return None
        parts.append(part)
    return parts


_PURE_MODULES = frozenset({
    "operator", "struct", "json", "copy", "itertools", "functools", "statistics", "types",
    "collections", "enum", "dataclasses", "typing", "array", "ast", "base64", "binascii",
    "decimal", "fractions", "math", "cmath",
})  # fmt: skip
"""Standard modules whose functions and classes only work on what they are given
(`operator.index(18)`, `SimpleNamespace(adult=18)`, `namedtuple('Limits', 'adult')(18)`):
a value they make of literals holds those literals."""


def _reads_no_state(name: str) -> bool:
    """A builtin, a module of `_PURE_MODULES`, or a function or class of one (see
    `_pure_function`)."""
    return name.startswith("builtins.") or name in _PURE_MODULES or _pure_function(name)


@functools.lru_cache(maxsize=512)
def _pure_function(name: str) -> bool:
    """Whether a dotted name is a function or class of a `_PURE_MODULES` module
    (`types.SimpleNamespace`, `operator.index`; not a constant such as `math.pi`)."""
    return callable(_member(name, _PURE_MODULES))


def _member(name: str, modules: frozenset[str]) -> object:
    """What a dotted name below one of `modules` is (`math.e`, `sys.float_info.dig`),
    the module imported; `NO_VALUE` for a name of no such module or one it lacks."""
    module, _, rest = name.partition(".")
    if module not in modules or not rest:
        return NO_VALUE
    found: object = importlib.import_module(module)
    for attr in rest.split("."):
        found = getattr(found, attr, NO_VALUE)
    return found


_FIXED_MODULES = frozenset({
    "math", "cmath", "string", "sys", "errno", "signal", "stat", "logging", "calendar",
    "datetime", "http", "socket", "os", "time", "decimal", "zlib", "locale",
})  # fmt: skip
"""Standard modules whose named constants (`math.e`, `string.octdigits`, `sys.maxsize`,
`signal.SIGTERM`) are read as the values they always are (imported: none runs code)."""
_NUMPY_FIXED = {"numpy.pi": math.pi, "numpy.e": math.e, "numpy.euler_gamma": 0.5772156649015329}
"""NumPy's mathematical constants (NumPy is not imported for them)."""


@functools.lru_cache(maxsize=512)
def _fixed_value(name: str) -> object:
    """The number or text a standard module's named constant always is (`math.e`,
    `string.octdigits`, `sys.float_info.dig`); `NO_VALUE` for anything else, for
    functions, and for infinities and NaN (`x < math.inf` compares no magic number)."""
    if name in _NUMPY_FIXED:
        return _NUMPY_FIXED[name]
    found = _member(name, _FIXED_MODULES)
    if isinstance(found, str | bytes) and len(found) <= _MAX_DECODED:
        return found
    if isinstance(found, bool) or not isinstance(found, int | float):
        return NO_VALUE
    number = found + 0  # (an `IntEnum` member, `HTTPStatus.OK`, as the plain number)
    return number if math.isfinite(number) else NO_VALUE


@functools.cache
def _fixed_leaves() -> frozenset[str]:
    """The last parts of the names of `_fixed_value`'s constants (`e`, `octdigits`,
    `maxsize`, `mant_dig`): an operand naming none of them reads none (a cheap gate;
    worked out once a process)."""
    leaves = {name.rpartition(".")[2] for name in _NUMPY_FIXED}
    for module in sorted(_FIXED_MODULES):
        found = importlib.import_module(module)
        for attr in dir(found):
            value = getattr(found, attr, None)
            if _fixed_value(f"{module}.{attr}") is not NO_VALUE:
                leaves.add(attr)
            elif isinstance(value, enum.EnumMeta):
                leaves |= set(value.__members__)  # `HTTPStatus.OK`
            elif module == "sys" and isinstance(value, tuple):
                leaves |= {item for item in dir(value) if not callable(getattr(value, item))}
    return frozenset(leaves)


def _names_a_leaf(facts: StrictFacts, part: ast.AST) -> bool:
    """Whether a name or attribute is named as one of `_fixed_leaves` (see there), or is
    a name the code binds to one (`from math import e as euler`, `E = math.e`)."""
    kind = type(part)
    if kind is ast.Name:
        return part.id in _fixed_leaves() or part.id in facts.derived(_leaf_aliases)  # type: ignore[attr-defined]
    return kind is ast.Attribute and part.attr in _fixed_leaves()  # type: ignore[attr-defined]


def _leaf_aliases(facts: StrictFacts) -> frozenset[str]:
    """The names the code binds by `from ... import` or by assignment from a name or
    attribute (`euler = math.e`): what may stand for a named constant under another name."""
    found: set[str] = set()
    for node in facts.of_type(ast.ImportFrom):
        found |= {alias.asname or alias.name for alias in node.names}
    for node in facts.of_type(ast.Assign):
        if isinstance(node.value, ast.Name | ast.Attribute):
            found |= {target.id for target in node.targets if isinstance(target, ast.Name)}
    return frozenset(found)


def _fixed_node(names: NameIndex, node: ast.AST) -> object:
    """The value of a name or attribute that is a standard module's named constant
    (`_fixed_value`), `NO_VALUE` for anything else."""
    if not isinstance(node, ast.Name | ast.Attribute):
        return NO_VALUE
    found = names.names(node)
    if len(found) != 1:
        return NO_VALUE
    return _fixed_value(next(iter(found)))


def _fixed_value_magic(facts: StrictFacts, node: ast.expr, parts: list[ast.AST]) -> bool:
    """A magic number computed from the standard library's named constants and literals
    alone, reading nothing else (`int(math.e ** math.e)`, `len(string.ascii_uppercase) -
    len(string.octdigits)`, `string.ascii_lowercase.index('s')`), when the constants are
    not what it says: two or more of them are combined, a fractional one (`math.pi`) is
    made a whole number, or text is read otherwise than by its length. One constant as
    it is, its length or its offsets and factors (`math.pi / 2`, `sys.maxsize - 1`,
    `len(string.ascii_lowercase)`) say what they are; `parts`: the operand's nodes."""
    if isinstance(node, ast.Attribute):
        return False
    names = facts.names
    fixed: dict[int, object] = {}
    inside: set[int] = set()
    for part in parts:
        if id(part) in inside or not _names_a_leaf(facts, part):
            continue
        value = _fixed_node(names, part)
        if value is not NO_VALUE:
            fixed[id(part)] = value
            inside.update(id(item) for item in ast.walk(part))
    if not fixed or not _reads_nothing_else(facts, parts, inside):
        return False
    if _flag_set(names, node, fixed):
        return False
    value = folded(_kept_copy(names, node, fixed), names)
    if not _magic(value) or value is None:
        return False
    measured = {
        id(part.args[0])
        for part in parts
        if isinstance(part, ast.Call)
        and len(part.args) == 1
        and "builtins.len" in names.names(part.func)
    }
    return (
        len(fixed) > 1
        or any(
            isinstance(item, str | bytes) and key not in measured for key, item in fixed.items()
        )
        or (
            value == int(value.real)
            and any(isinstance(item, float) and not item.is_integer() for item in fixed.values())
        )
    )


_BIT_OPS = (ast.BitOr, ast.BitAnd, ast.BitXor)


def _flag_set(names: NameIndex, node: ast.expr, fixed: dict[int, object]) -> bool:
    """`stat.S_IRUSR | stat.S_IWUSR`, `os.O_WRONLY | os.O_CREAT`, `~stat.S_IFMT`: one
    module's upper-case flag constants (each a single bit or a run of bits) combined by
    `|`, `&`, `^` and `~` alone, how a set of flags is named (no literal, no arithmetic;
    `fixed`: the constants' values by node)."""
    modules: set[str] = set()
    stack = [node]
    while stack:
        part = stack.pop()
        if isinstance(part, ast.BinOp) and isinstance(part.op, _BIT_OPS):
            stack += (part.left, part.right)
        elif isinstance(part, ast.UnaryOp) and isinstance(part.op, ast.Invert):
            stack.append(part.operand)
        elif id(part) in fixed and _is_flag(fixed[id(part)]):
            known = names.names(part)
            if not known:
                return False
            module, _, leaf = min(known).rpartition(".")  # (one name, whatever the hash seed)
            if not leaf.isupper():
                return False
            modules.add(module)
        else:
            return False
    return len(modules) == 1


def _is_flag(value: object) -> bool:
    """A whole number whose set bits are one run (`0o600` is not, `0o700`, `64` are)."""
    if not isinstance(value, int) or value < 0:
        return False
    trailing = (value & -value).bit_length() - 1 if value else 0
    run = value >> trailing
    return run & (run + 1) == 0


def _reads_nothing_else(facts: StrictFacts, parts: list[ast.AST], inside: set[int]) -> bool:
    """Whether the parts of an operand outside its named constants (`inside`) read no
    name but builtins, functions of `_PURE_MODULES` and those the operand binds."""
    bound = {item.arg for item in parts if isinstance(item, ast.arg)} | {
        item.id for item in parts if isinstance(item, ast.Name) and isinstance(item.ctx, ast.Store)
    }
    for part in parts:
        if id(part) in inside:
            continue
        if isinstance(part, ast.Name) and part.id not in bound:
            if not all(map(_reads_no_state, facts.names.names(part))):
                return False
        elif (
            isinstance(part, ast.Attribute)
            and isinstance(part.value, ast.Name)
            and not all(map(_pure_function, facts.names.names(part)))
        ):
            return False
    return True


def _kept_copy(names: NameIndex, node: ast.expr, values: dict[int, object]) -> ast.expr:
    """`node` with the parts named in `values` (by id) replaced by their values as
    literals; the copy is kept as long as the symbol table (`folded` keeps answers by
    node)."""
    copied = _substituted(node, values)
    _cache(names).kept.append(copied)
    return copied


def _substituted(node: ast.AST, values: dict[int, object]) -> ast.AST:
    """See `_kept_copy`: only the nodes above a replaced part are copied; the rest are
    the tree's own (so the symbol table reads their names)."""
    if id(node) in values:
        return ast.copy_location(ast.Constant(values[id(node)]), node)
    fields: dict[str, object] = {}
    changed = False
    for name, old in ast.iter_fields(node):
        new: object = old
        if isinstance(old, ast.AST):
            new = _substituted(old, values)
            changed = changed or new is not old
        elif isinstance(old, list):
            new = [_substituted(item, values) if isinstance(item, ast.AST) else item
                   for item in old]  # fmt: skip
            changed = changed or any(a is not b for a, b in zip(new, old, strict=True))
        fields[name] = new
    if not changed:
        return node
    return ast.copy_location(type(node)(**fields), node)


_TIME_VALUES = frozenset({
    "datetime.timedelta", "datetime.time", "datetime.date", "datetime.datetime",
    "pandas.Timedelta", "pandas.DateOffset", "numpy.timedelta64", "pandas.to_timedelta",
    "dateutil.relativedelta.relativedelta",
})  # fmt: skip
"""Types whose values are written from numbers: `timedelta(days=30)` is 30 days, and so
are `pd.Timedelta(days=30)`, `np.timedelta64(30, 'D')` and `relativedelta(days=30)`."""


def _magic_time_value(names: NameIndex, node: ast.expr) -> bool:
    """A time value built from literals only, one of them magic (`timedelta(days=30)`,
    `time(17, 30)`, `np.timedelta64(86400, 's')`, whose unit is a string): a magic number
    compared in the unit it is written in; also added to or taken from the compared value
    (`birthday + relativedelta(years=18) <= today`)."""
    terms = [node]
    while isinstance(terms[-1], ast.BinOp) and isinstance(terms[-1].op, ast.Add | ast.Sub):
        chain = terms.pop()
        terms += [chain.right, chain.left]  # type: ignore[attr-defined]
    return any(_magic_time_call(names, term) for term in terms)


def _magic_time_call(names: NameIndex, node: ast.expr) -> bool:
    """`_magic_time_value` of one term."""
    if not isinstance(node, ast.Call) or not names.names(node.func) & _TIME_VALUES:
        return False
    given = _given(names, node)
    values = [
        folded(arg, names)
        for arg in given
        if not (isinstance(arg, ast.Constant) and isinstance(arg.value, str))
    ]
    if not values and given and names.names(node.func) & _TEXT_DURATIONS:
        values = [float(number) for arg in given for number in _AMOUNT.findall(arg.value)]  # type: ignore[attr-defined]
    return bool(values) and None not in values and any(map(_magic, values))


def _given(names: NameIndex, node: ast.Call) -> list[ast.expr]:
    """The values a call is given, unpacked from a literal (`timedelta(**{'days': 30})`,
    `time(*(17, 30))`, `**dict(days=30)`, also through a name that is not UPPER_CASE
    bound once to one)."""
    given: list[ast.expr] = []
    for arg in node.args:
        given += _unpacked(names, arg.value) if isinstance(arg, ast.Starred) else [arg]
    for keyword in node.keywords:
        given += [keyword.value] if keyword.arg is not None else _unpacked(names, keyword.value)
    return given


def _unpacked(names: NameIndex, value: ast.expr) -> list[ast.expr]:
    """The items `*value` or `**value` hands on, when it is a literal tuple, list or dict
    (or `dict(...)` of keywords); else `value` itself, which folds to nothing."""
    if isinstance(value, ast.Name) and not value.id.isupper():
        value = names.only_value(value)
    if isinstance(value, ast.List | ast.Tuple):
        starred = any(isinstance(item, ast.Starred) for item in value.elts)
        return [value] if starred else list(value.elts)
    if isinstance(value, ast.Dict):
        return [value] if None in value.keys else list(value.values)
    if (
        isinstance(value, ast.Call)
        and not value.args
        and all(keyword.arg is not None for keyword in value.keywords)
        and "builtins.dict" in names.names(value.func)
    ):
        return [keyword.value for keyword in value.keywords]
    return [value]


_TEXT_DURATIONS = frozenset({"pandas.Timedelta", "pandas.to_timedelta"})
"""Duration types also built from text (`pd.Timedelta('30 days')`, `'1h30m'`, `'00:30:00'`),
whose numbers are the amounts."""
_AMOUNT = re.compile(r"\d+(?:\.\d+)?|\.\d+")


def _magic_choice(names: NameIndex, value: ast.expr) -> bool:
    """A magic number, or a conditional expression choosing among numbers built from
    literals one of which is magic (`21 if us else 18`)."""
    options, values = [value], []
    while options:
        option = options.pop()
        if isinstance(option, ast.IfExp):
            options += [option.body, option.orelse]
        else:
            values.append(folded(option, names))
    return None not in values and any(map(_magic, values))


_TURTLE_CLASS_DEPTH = 4
"""How far up a chain of module classes a turtle base is looked for."""


def _from_turtle(facts: StrictFacts, name: str, depth: int = 0) -> bool:
    """Whether a resolved name is in the `turtle` module, or a method of a module class
    that inherits (within a few steps) from one of its classes."""
    if name.startswith("turtle."):
        return True
    if not name.startswith("local:") or depth > _TURTLE_CLASS_DEPTH:
        return False
    cls = name.removeprefix("local:").partition("(")[0]
    return any(
        _from_turtle(facts, base_name, depth + 1)
        for item in facts.of_type(ast.ClassDef)
        if item.name == cls
        for base in item.bases
        for base_name in facts.names.names(base)
    )


def _turns_a_turtle(facts: StrictFacts, call: ast.Call) -> bool:
    """`t.lt(90)` on a turtle: turtle's `lt` turns it left, it compares nothing."""
    func = call.func
    if not isinstance(func, ast.Attribute) or func.attr != "lt":
        return False
    if isinstance(func.value, ast.Name) and func.value.id == "self":
        method = facts.owner(call)
        cls = facts.owner(method) if isinstance(method, ast.FunctionDef) else None
        return isinstance(cls, ast.ClassDef) and _from_turtle(facts, f"local:{cls.name}")
    names = facts.names.names(func)
    return bool(names) and all(_from_turtle(facts, name) for name in names)


_CLOSENESS_CALLS = frozenset({"math.isclose", "cmath.isclose", "numpy.isclose", "numpy.allclose"})
"""Calls that compare their first two arguments, within a tolerance."""
_COMPARED_KEYWORDS = frozenset({"a", "b"})
"""The names those two arguments go by when given as keywords (`isclose(g, b=9.81)`)."""
_DISTANCES = frozenset({"builtins.abs", "math.fabs", "numpy.abs", "numpy.absolute"})
"""Calls that make a difference a distance: `abs(g - 9.81) < TOLERANCE` tests closeness."""


def _closeness_target(facts: StrictFacts, side: ast.expr) -> ast.expr | None:
    """The magic number a hand-written closeness test measures the distance to
    (`9.81` in `abs(g - 9.81) < TOLERANCE`), the same test `math.isclose(g, 9.81)` makes."""
    if not (
        isinstance(side, ast.Call)
        and len(side.args) == 1
        and facts.names.names(side.func) & _DISTANCES
        and isinstance(side.args[0], ast.BinOp)
        and isinstance(side.args[0].op, ast.Sub)
    ):
        return None
    difference = side.args[0]
    for part, rest in ((difference.left, difference.right), (difference.right, difference.left)):
        if folded(rest, facts.names) is None and _magic(folded(part, facts.names)):
            return part
    return None


def _approximated(facts: StrictFacts, side: ast.expr) -> list[ast.expr]:
    """`pytest.approx(1.618)` compared with `==`: the number it stands for."""
    if not isinstance(side, ast.Call) or "pytest.approx" not in facts.names.names(side.func):
        return []
    return side.args[:1]


_NUMPY_COMPARISONS = frozenset({"numpy.greater", "numpy.greater_equal", "numpy.less",
                                "numpy.less_equal", "numpy.equal", "numpy.not_equal"})  # fmt: skip
"""NumPy's comparison functions: `np.greater(values, 3.5)` is `values > 3.5`."""
_COMPARISON_FUNCTIONS = _NUMPY_COMPARISONS | {f"operator.{name}" for name in _COMPARISON_CALLS}
"""NumPy's comparison functions and `operator`'s (`operator.gt`, `operator.__gt__`)."""
_RANGE_TESTS = frozenset({"between"})
"""Methods testing a value against two bounds (pandas `Series.between(18, 65)`, SQLAlchemy's
`column.between(...)`): two comparisons in one call."""
_BOUND_KEYWORDS = frozenset({"left", "right"})
_QUERY_METHODS = frozenset({"query", "eval"})
"""Methods taking a pandas expression as text (`df.query('age >= 18')`)."""
_QUERY_WORDS = re.compile(r"`[^`]*`|@")
"""What pandas query text has beyond Python: backticked column names and `@` locals."""


def _is_comparison(facts: StrictFacts, function: ast.expr) -> bool:
    """Whether a called function is a comparison (`x.__gt__`, `operator.gt`, `np.greater`)."""
    names = facts.names.names(function)
    return getattr(function, "attr", None) in _COMPARISON_CALLS or not names.isdisjoint(
        _COMPARISON_FUNCTIONS
    )


def _queried(facts: StrictFacts, node: ast.Call) -> list[ast.expr]:
    """The operands compared in the text of a pandas query (`df.query('age >= 18')`, also
    `df.eval(...)`), parsed as the Python expression it mostly is."""
    if getattr(node.func, "attr", None) not in _QUERY_METHODS:
        return []
    texts = [*node.args[:1], *(kw.value for kw in node.keywords if kw.arg == "expr")]
    operands: list[ast.expr] = []
    for text in texts:
        if not isinstance(text, ast.Constant) or not isinstance(text.value, str):
            continue
        parsed = facts.names.expression(_QUERY_WORDS.sub(_query_word, text.value))
        for item in ast.walk(parsed) if parsed is not None else ():
            if isinstance(item, ast.Compare):
                operands += [item.left, *item.comparators]
                operands += [member for right in item.comparators for member in _members(right)]
    return operands


def _query_word(match: re.Match[str]) -> str:
    return "" if match.group() == "@" else "_column"


def _magic_operands(facts: StrictFacts, node: ast.AST) -> list[ast.expr]:
    """The operands compared by a comparison, a comparison call or a `case` pattern."""
    if isinstance(node, ast.Compare):
        operands = [node.left, *node.comparators]
        operands += [approx for side in operands for approx in _approximated(facts, side)]
        for op, left, right in zip(node.ops, operands, node.comparators, strict=False):
            if isinstance(op, ast.In | ast.NotIn):
                operands += _members(right)
            else:
                operands += _single_items(left, right)
            operands += _code_points(facts, op, left, right)
        return operands
    if isinstance(node, ast.Call) and facts.names.names(node.func) & _CLOSENESS_CALLS:
        given = [keyword.value for keyword in node.keywords if keyword.arg in _COMPARED_KEYWORDS]
        return [*node.args[:_PAIR], *given]
    if isinstance(node, ast.Call) and _is_comparison(facts, node.func):
        return _compared_by_call(facts, node)
    if isinstance(node, ast.MatchValue):
        return [node.value]
    if not isinstance(node, ast.Call):
        return []
    if getattr(node.func, "attr", None) in _RANGE_TESTS:
        bounds = [kw.value for kw in node.keywords if kw.arg in _BOUND_KEYWORDS]
        return [*node.args[:_PAIR], *bounds]
    partial = "functools.partial" in facts.names.names(node.func)
    if partial and node.args and _is_comparison(facts, node.args[0]):
        return node.args[1:]  # `partial(operator.le, 18)`
    return (
        _membership_tested(facts, node)
        or _queried(facts, node)
        or _mapped_comparison(facts, node)
        or _handed_comparisons(facts, node)
    )


_DUNDER_COMPARISONS = frozenset(name for name in _COMPARISON_CALLS if name.startswith("__"))
_METHODCALLERS = frozenset({"operator.methodcaller"})


def _handed_comparisons(facts: StrictFacts, node: ast.Call) -> list[ast.expr]:
    """The object a comparison dunder is bound to when handed over uncalled (`filter((18)
    .__le__, ages)`, `key=(18).__lt__`), and the arguments `operator.methodcaller` binds
    to a comparison dunder (`methodcaller('__gt__', 37.5)`)."""
    given = [*node.args, *(keyword.value for keyword in node.keywords)]
    found = [
        arg.value
        for arg in given
        if isinstance(arg, ast.Attribute) and arg.attr in _DUNDER_COMPARISONS
    ]
    first = node.args[0] if node.args else None
    if (
        isinstance(first, ast.Constant)
        and first.value in _DUNDER_COMPARISONS
        and facts.names.names(node.func) & _METHODCALLERS
    ):
        found += [*node.args[1:], *(keyword.value for keyword in node.keywords)]
    return found


_MAPPERS = frozenset({"builtins.map"})
_STARMAPPERS = frozenset({"itertools.starmap"})


def _mapped_comparison(facts: StrictFacts, node: ast.Call) -> list[ast.expr]:
    """The items a comparison function is mapped over: `map(operator.ge, (age, score),
    (18, 50))` compares `age >= 18`, `itertools.starmap(operator.ge, ((age, 18),))` the
    same (the items of literal tuples, lists and sets given)."""
    if len(node.args) < _PAIR or not _is_comparison(facts, node.args[0]):
        return []
    called = facts.names.names(node.func)
    if called & _MAPPERS:
        return [item for given in node.args[1:] for item in _members(given)]
    if called & _STARMAPPERS:
        return [item for pair in _members(node.args[1]) for item in _members(pair)]
    return []


def _single_items(left: ast.expr, right: ast.expr) -> list[ast.expr]:
    """The items of two one-item tuple or list literals compared with each other:
    `(age,) >= (18,)` is `age >= 18` (no version or shape, which has two or more); items
    that are constants on both sides have a fixed order and are dropped first, so
    `(age, 0) >= (18, 0)` and `(age, True) >= (18, False)` are `age >= 18` too, and so
    are pairs that repeat an earlier pair, which compare again what it compared:
    `(age, age) < (18, 18)` is `age < 18`."""
    if not (isinstance(left, ast.Tuple | ast.List) and isinstance(right, ast.Tuple | ast.List)):
        return []
    if len(left.elts) != len(right.elts) or any(
        isinstance(item, ast.Starred) for item in (*left.elts, *right.elts)
    ):
        return []
    kept: dict[str, tuple[ast.expr, ast.expr]] = {}
    for first, second in zip(left.elts, right.elts, strict=True):
        if not _both_constants(first, second):
            kept.setdefault(ast.dump(first) + ast.dump(second), (first, second))
    return list(next(iter(kept.values()))) if len(kept) == 1 else []


_CHR = frozenset({"builtins.chr"})
_ORDERINGS = (ast.Lt, ast.LtE, ast.Gt, ast.GtE)


def _code_points(
    facts: StrictFacts, op: ast.cmpop, left: ast.expr, right: ast.expr
) -> list[ast.expr]:
    """The number a one-character string compared with `chr(n)` stands for: `chr(age) >=
    "\\x12"` is `age >= 18`; in an ordering, or where the character is not printable (an
    escape, which spells a code, not a letter)."""
    for call, text in ((left, right), (right, left)):
        if not (
            isinstance(call, ast.Call)
            and isinstance(text, ast.Constant)
            and isinstance(text.value, str)
            and len(text.value) == 1
            and facts.names.names(call.func) & _CHR
        ):
            continue
        if isinstance(op, _ORDERINGS) or not text.value.isprintable():
            return [ast.copy_location(ast.Constant(ord(text.value)), text)]
    return []


def _both_constants(first: ast.expr, second: ast.expr) -> bool:
    """Two literal constants (`0` and `0`, `True` and `False`): a tuple item pair whose
    order is fixed, so only the other items' comparison decides anything."""
    return isinstance(first, ast.Constant) and isinstance(second, ast.Constant)


def _compared_by_call(facts: StrictFacts, node: ast.Call) -> list[ast.expr]:
    """The operands of a comparison call: its arguments, and the object a comparison
    dunder is called on (`(18).__le__(age)` compares 18); none for a turtle's `lt`."""
    if _turns_a_turtle(facts, node):
        return []
    func = node.func
    if isinstance(func, ast.Attribute) and func.attr in _COMPARISON_CALLS:
        return [func.value, *node.args]
    return list(node.args)


_CONTAINS = frozenset({"operator.contains", "operator.__contains__"})
_SEARCHES = frozenset({"bisect.bisect", "bisect.bisect_left", "bisect.bisect_right",
                       "numpy.searchsorted"})  # fmt: skip
"""Calls that compare their second argument with each threshold of the first."""
_BINNERS = frozenset({"numpy.digitize"})
"""Calls that compare their first argument with each threshold of the second."""


def _membership_tested(facts: StrictFacts, node: ast.Call) -> list[ast.expr]:
    """The members `range(18, 67).__contains__(age)` or `operator.contains((18, 21), age)`
    tests against, as `age in range(18, 67)` would, and the thresholds a value is placed
    among, `bisect.bisect_right([18.5, 25, 30], bmi)` or `np.digitize(bmi, (18.5, 25))`
    (a literal, or a lowercase name bound once to one, `limits = [18.5, 25]`)."""
    func = node.func
    if isinstance(func, ast.Attribute) and func.attr == "__contains__":
        return [*_members(func.value), *node.args]
    if not node.args:
        return []
    called = facts.names.names(func)
    if called & _CONTAINS:
        return [*_members(node.args[0]), *node.args[1:]]
    place = 0 if called & _SEARCHES else 1 if called & _BINNERS else None
    if place is None or len(node.args) <= place:
        return []
    table = node.args[place]
    if isinstance(table, ast.Name) and not table.id.isupper():
        table = facts.names.only_value(table)
    return [item for item in _members(table) if not isinstance(item, ast.Starred)]


def _compared_pairs(facts: StrictFacts, node: ast.AST) -> list[tuple[ast.expr, ast.expr]]:
    """The pairs of values a comparison or a comparison call sets against each other."""
    if isinstance(node, ast.Compare):
        sides = [node.left, *node.comparators]
        return list(zip(sides, sides[1:], strict=False))
    if not isinstance(node, ast.Call) or _turns_a_turtle(facts, node):
        return []
    dunder = isinstance(node.func, ast.Attribute) and node.func.attr in _COMPARISON_CALLS
    if dunder and len(node.args) == 1:
        return [(node.func.value, node.args[0])]  # type: ignore[union-attr]
    if len(node.args) == _PAIR and (
        _is_comparison(facts, node.func) or facts.names.names(node.func) & _CLOSENESS_CALLS
    ):
        return [(node.args[0], node.args[1])]
    return []


_SCALES = (ast.Mult, ast.Div, ast.FloorDiv, ast.LShift, ast.RShift)
_FLOORS = (ast.FloorDiv, ast.RShift)
"""`age // 18` and `age >> 4` (`age // 16`): compared with 0, the divisor decides."""


def _single_value(names: NameIndex, name: ast.expr) -> ast.expr | None:
    """The arithmetic or call a lowercase name is bound to, when it is bound once to it
    (`years_past = age - 18`, `side = np.sign(bmi - 25)`)."""
    if not isinstance(name, ast.Name) or name.id.isupper():
        return None
    value = names.only_value(name)
    return value if isinstance(value, ast.BinOp | ast.Call) else None


_SIGN_WORDS = frozenset({"copysign", "sign", "signbit", "heaviside"})
_SIGNS: dict[str, tuple[int, int]] = {
    "math.copysign": (2, 1), "numpy.copysign": (2, 1), "torch.copysign": (2, 1),
    "numpy.sign": (1, 0), "torch.sign": (1, 0), "numpy.signbit": (1, 0),
    "torch.signbit": (1, 0), "numpy.heaviside": (2, 0),
}  # fmt: skip
"""Calls that report a value's sign: how many arguments, and which one's sign."""
_SIGN_TESTS = frozenset({"numpy.signbit", "torch.signbit"})
"""Of those, the ones whose result is itself a test (`np.signbit(x)` is `x < 0`)."""


def _writes_signbit(facts: StrictFacts) -> bool:
    """Whether the code names `signbit` at all (the gate of the sign test on its own)."""
    return "signbit" in facts.code


def _sign_of(names: NameIndex, node: ast.expr, *, tests: bool = False) -> ast.expr | None:
    """The value whose sign a call reports (`math.copysign(1, bmi - 25)`, `np.sign(...)`,
    `np.signbit(...)`, `np.heaviside(..., h)`: compared with 0, 1 or -1 it compares that
    value with 0), else None; with `tests`, only a call that is itself a test."""
    if not isinstance(node, ast.Call) or node.keywords or not 0 < len(node.args) <= _PAIR:
        return None
    func = node.func
    if isinstance(func, ast.Attribute) and func.attr not in _SIGN_WORDS:
        return None  # (a name may be an alias: `from math import copysign as cs`)
    for name in names.names(func):
        shape = _SIGNS.get(name)
        if shape is not None and len(node.args) == shape[0] and (not tests or name in _SIGN_TESTS):
            return node.args[shape[1]]
    return None


_DIVMOD_PARTS: dict[int, ast.operator] = {0: ast.FloorDiv(), 1: ast.Mod()}
_ROUNDERS: dict[str, ast.operator] = {
    "math.floor": ast.FloorDiv(), "math.trunc": ast.FloorDiv(), "builtins.int": ast.FloorDiv(),
    "math.ceil": ast.Div(), "builtins.round": ast.Div(),
}  # fmt: skip
"""`math.floor(age / 18)` is `age // 18` (for the ages compared); `math.ceil(age / 18)`
and `round(age / 18)` count as the quotient itself."""


def _as_arithmetic(names: NameIndex, node: ast.expr) -> ast.expr:
    """The arithmetic a call spells: `divmod(age, 18)[0]` is `age // 18` (`[1]` is `age %
    18`), `operator.sub(age, 18)` and `age.__sub__(18)` are `age - 18` (`__rsub__` the
    other way round), `math.floor(age / 18)` or `int(age / 18)` is `age // 18`; any other
    node is itself."""
    if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant):
        pair, part = node.value, node.slice.value
        if (
            isinstance(pair, ast.Call)
            and len(pair.args) == _PAIR
            and part in _DIVMOD_PARTS
            and type(part) is int
            and "builtins.divmod" in names.names(pair.func)
        ):
            return ast.BinOp(left=pair.args[0], op=_DIVMOD_PARTS[part], right=pair.args[1])
        return node
    if not isinstance(node, ast.Call) or node.keywords:
        return node
    func, args = node.func, node.args
    if isinstance(func, ast.Attribute) and len(args) == 1:
        reflected = func.attr.startswith("__r") and f"__{func.attr[3:]}" in _DUNDER_OPERATORS
        op = _DUNDER_OPERATORS.get(f"__{func.attr[3:]}" if reflected else func.attr)
        if op is not None:
            left, right = (args[0], func.value) if reflected else (func.value, args[0])
            return ast.BinOp(left=left, op=op, right=right)
    inner = args[0] if len(args) == 1 else None
    quotient = isinstance(inner, ast.BinOp) and isinstance(inner.op, ast.Div)
    if len(args) != _PAIR and not quotient:
        return node  # (asked before the callee is resolved: `len(x) > 0` is common)
    for name in names.names(func):
        op = _LIBRARY_OPERATORS.get(name)
        if op is not None and len(args) == _PAIR and name != "math.pow":
            return ast.BinOp(left=args[0], op=op, right=args[1])
        rounded = _ROUNDERS.get(name)
        if rounded is not None and quotient:
            return ast.BinOp(left=inner.left, op=rounded, right=inner.right)  # type: ignore[union-attr]
    return node


def _moved_threshold(names: NameIndex, side: ast.expr, bound: complex | None) -> ast.expr | None:
    """The literal that decides `age - 18 >= 0`, `age / 18 >= 1`, `age // 18 > 0` or `age
    >> 4 > 0`: the magic number moved from the comparison into arithmetic against 0, 1 or
    -1 (`age >= 18` rewritten; a product or quotient compared with 0 keeps the sign, a
    floor quotient or right shift does not; a left shift is a product)."""
    if bound is None or bound not in _ALLOWED:
        return None
    side = _as_arithmetic(names, side)
    if isinstance(side, ast.UnaryOp) and isinstance(side.op, ast.USub) and bound == 0:
        return _moved_threshold(names, side.operand, bound)
    if not isinstance(side, ast.BinOp):
        return None
    shifts = isinstance(side.op, ast.Add | ast.Sub)
    if not shifts and not isinstance(side.op, _SCALES):
        return None
    for part, rest in ((side.left, side.right), (side.right, side.left)):
        if folded(rest, names) is not None:
            continue
        floors = isinstance(side.op, _FLOORS)  # `age // 18 > 0` is `age >= 18`
        if _magic(folded(part, names)) and (shifts or floors or bound != 0):
            return part
        if not shifts and bound == 0:  # `(age - 18) * rate >= 0` keeps its sign
            inner = _moved_threshold(names, rest, bound)
            if inner is not None:
                return inner
    return None


def _signed_threshold(names: NameIndex, side: ast.expr, bound: complex | None) -> ast.expr | None:
    """`_moved_threshold`, also of a value whose sign is compared with 0, 1 or -1
    (`math.copysign(1, bmi - 25) == 1` is `bmi - 25 >= 0`), or through a name bound
    once to it."""
    signed = None if bound not in _ALLOWED else _sign_of(names, side)
    if signed is None:
        return _moved_threshold(names, side, bound)
    inner = _single_value(names, signed)
    moved = _moved_threshold(names, signed, 0)
    return moved if moved is not None or inner is None else _moved_threshold(names, inner, 0)


def _shifted_in_place(
    facts: StrictFacts, name: ast.expr, bound: complex | None
) -> ast.expr | None:
    """The magic number a lowercase name is shifted by, in place, in a statement of its own
    function's body (`margin = age; margin -= 18; margin >= 0`), when it is compared with
    0, 1 or -1; an update inside a loop (`n -= 2` stepping down) is not looked at."""
    if not isinstance(name, ast.Name) or name.id.isupper() or bound not in _ALLOWED:
        return None
    function = facts.owner(name)
    for statement in getattr(function, "body", []):
        if (
            isinstance(statement, ast.AugAssign)
            and isinstance(statement.target, ast.Name)
            and statement.target.id == name.id
            and isinstance(statement.op, ast.Add | ast.Sub)
            and _magic(folded(statement.value, facts.names))
        ):
            return statement.value
    return None


_TESTED: dict[type[ast.AST], Callable[[Any], list[ast.expr]]] = {
    ast.If: lambda node: [node.test], ast.While: lambda node: [node.test],
    ast.IfExp: lambda node: [node.test], ast.Assert: lambda node: [node.test],
    ast.BoolOp: lambda node: list(node.values), ast.comprehension: lambda node: node.ifs,
    ast.UnaryOp: lambda node: [node.operand] if isinstance(node.op, ast.Not) else [],
}  # fmt: skip
"""The values a node tests for truth (`bool(...)` of one argument aside)."""


def _truth_thresholds(facts: StrictFacts) -> list[Finding]:
    """A truth test is a comparison with 0: `if age // 18:`, `bool(divmod(age, 18)[0])`,
    `not int(age / 18)`, `while n - 18:` (also through a name bound once to the
    arithmetic) compare against the magic number moved into it (see `_moved_threshold`)."""
    found: list[Finding] = []
    for node in facts.of_type(*_TESTED, ast.Call):
        if isinstance(node, ast.Call):
            tested = _bool_argument(facts, node)
            if tested is None:
                continue
        else:
            tested = _TESTED[type(node)](node)
        for value in tested:
            cut = _length_cut(facts, value)
            if cut is not None:
                number = ast.unparse(cut)
                message = f"tests the length against the magic number `{number}` by slicing"
                found.append((facts.line_of(value), message))
                continue
            for side in (value, _single_value(facts.names, value)):
                moved = None if side is None else _signed_threshold(facts.names, side, 0)
                if moved is not None:
                    number = ast.unparse(moved)
                    message = f"tests against the magic number `{number}` by truth"
                    found.append((facts.line_of(value), message))
                    break
    return found


def _bool_argument(facts: StrictFacts, node: ast.Call) -> list[ast.expr] | None:
    """The one argument of a call of the builtin `bool`, as a list, else None."""
    func = node.func
    if not (isinstance(func, ast.Name) and func.id == "bool" and len(node.args) == 1):
        return None
    if node.keywords or "builtins.bool" not in facts.names.names(func):
        return None
    return node.args


def _truth_only(facts: StrictFacts) -> frozenset[int]:
    """The ids of the values used for their truth alone: a test (see `_TESTED`), the
    argument of `bool()`, and an `and`/`or` operand when the whole is such a value
    (elsewhere an operand may be the result: `files = sys.argv[2:] or ['-']`)."""
    found: set[int] = set()
    pending: list[ast.expr] = []
    for node in facts.of_type(*_TESTED, ast.Call):
        if isinstance(node, ast.Call):
            pending += _bool_argument(facts, node) or []
        elif not isinstance(node, ast.BoolOp):
            pending += _TESTED[type(node)](node)
    while pending:
        value = pending.pop()
        found.add(id(value))
        if isinstance(value, ast.BoolOp):
            pending += value.values
    return frozenset(found)


def _name_loads(facts: StrictFacts) -> dict[str, list[ast.Name]]:
    """The reads of each name in the code."""
    loads: dict[str, list[ast.Name]] = {}
    for node in facts.of_type(ast.Name):
        if isinstance(node.ctx, ast.Load):
            loads.setdefault(node.id, []).append(node)
    return loads


def _length_cut(facts: StrictFacts, node: ast.expr) -> ast.expr | None:
    """The start of a slice used for its truth alone, `if not password[7:]:` (also a
    lowercase name bound once to it and read nowhere but in truth tests), when it is a
    magic number: the slice is empty unless the length passes it, so the test is
    `len(password) > 7`. A slice the code also uses (`files = sys.argv[2:]`, tested and
    then looped over) is tested for emptiness as any list is."""
    truth_only = facts.derived(_truth_only)
    if id(node) not in truth_only:
        return None
    names = facts.names
    sliced = node
    if isinstance(node, ast.Name) and not node.id.isupper():
        sliced = names.only_value(node)
    if not (isinstance(sliced, ast.Subscript) and isinstance(sliced.slice, ast.Slice)):
        return None
    cut = sliced.slice
    if cut.lower is None or cut.upper is not None or cut.step is not None:
        return None
    start = folded(cut.lower, names)
    if not (_magic(start) and start.real > 0):
        return None
    if isinstance(node, ast.Name) and not _read_for_truth_only(facts, node):
        return None
    return cut.lower


def _read_for_truth_only(facts: StrictFacts, node: ast.Name) -> bool:
    """Whether every read of the name that sees the binding `node` sees is a value used
    for its truth alone (worked out once per binding)."""
    scope = facts.names.scope_binding(node)
    known = facts.memo(_read_for_truth_only)
    key = (id(scope), node.id)
    if key not in known:
        truth_only = facts.derived(_truth_only)
        known[key] = all(
            id(read) in truth_only
            for read in facts.derived(_name_loads).get(node.id, [])
            if facts.names.scope_binding(read) is scope
        )
    return known[key]


def _thresholds_in_arithmetic(facts: StrictFacts, node: ast.AST) -> ast.expr | None:
    """A magic number a comparison with 0, 1 or -1 is decided by (see `_moved_threshold`),
    or one a hand-written closeness test measures the distance to; a sign test such as
    `np.signbit(bmi - 25)` compares its argument with 0 on its own."""
    if (
        isinstance(node, ast.Call)
        and facts.derived(_writes_signbit)
        and _sign_of(facts.names, node, tests=True) is not None
    ):
        moved = _signed_threshold(facts.names, node, 0)
        if moved is not None:
            return moved
    for left, right in _compared_pairs(facts, node):
        for side, other in ((left, right), (right, left)):
            bound = folded(other, facts.names)
            if bound is None and isinstance(other, ast.Constant) and type(other.value) is bool:
                bound = int(other.value)  # `np.signbit(bmi - 25) == False`
            for value in (side, _single_value(facts.names, side)):
                moved = None if value is None else _signed_threshold(facts.names, value, bound)
                if moved is not None:
                    return moved
            moved = _closeness_target(facts, side) or _shifted_in_place(facts, side, bound)
            if moved is not None:
                return moved
    return None


_DIGITS = re.compile(r"\s*[+-]?(?:\d+(?:\.\d*)?|\.\d+)\s*")
"""Text that is a number written out (`'018'`, `' 18'`, `'2.50'`)."""
_RENDERERS = frozenset({
    "builtins.str", "builtins.repr", "builtins.format", "builtins.hex", "builtins.oct",
    "builtins.bin",
})  # fmt: skip
_BYTE_MAKERS = frozenset({"builtins.bytes", "builtins.bytearray"})
_PREFIXED = re.compile(r"\s*[+-]?0(?:[xX][0-9a-fA-F_]+|[oO][0-7_]+|[bB][01_]+)\s*")
"""Text that is a number written in hex, octal or binary (`'0x194'`)."""
_MOST_BYTES = 8
_PADDERS = frozenset({"zfill", "rjust", "ljust", "center", "strip", "lstrip", "rstrip"})
_NUMBER_FORMAT = re.compile(r"[^{}]*[bcdeEfFgGnoxX%]")
"""A format spec for a number (`03d`, `>5.1f`, `,`-grouped aside)."""


def _rendered_number(facts: StrictFacts, node: ast.expr) -> bool:
    """A value written as text for a comparison: `f'{age:03d}'` (an f-string of one value
    and nothing but digits or spaces around it), `'%03d' % age`, `'{:03d}'.format(age)`,
    `format(age, '03d')`, `str(age)` or `repr(age)`, also padded (`str(age).zfill(3)`)."""
    while (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in _PADDERS
    ):
        node = node.func.value
    if isinstance(node, ast.JoinedStr):
        values = [part for part in node.values if isinstance(part, ast.FormattedValue)]
        text = "".join(part.value for part in node.values if isinstance(part, ast.Constant))
        return len(values) == 1 and not text.strip("0 ")
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod):
        template = node.left
        return (
            isinstance(template, ast.Constant)
            and isinstance(template.value, str)
            and (
                re.fullmatch(r"[0 ]*%[-+ 0#]*\d*(?:\.\d+)?[diouxXeEfFgG][0 ]*", template.value)
                is not None
            )
        )
    if not isinstance(node, ast.Call):
        return False
    func = node.func
    if isinstance(func, ast.Attribute) and func.attr == "format":
        template = func.value
        return (
            isinstance(template, ast.Constant)
            and isinstance(template.value, str)
            and re.fullmatch(r"[0 ]*\{[^{}]*\}[0 ]*", template.value) is not None
            and len(node.args) == 1
        )
    made = facts.names.names(func)
    if "builtins.format" in made:
        return len(node.args) in {1, 2}
    if made & _BYTE_MAKERS:  # `bytes([age])`: one number as a byte
        return (
            len(node.args) == 1
            and isinstance(node.args[0], ast.List | ast.Tuple)
            and len(node.args[0].elts) == 1
        )
    return len(node.args) == 1 and bool(made & _RENDERERS)


def _number_text(node: ast.expr) -> complex | None:
    """The number a string literal writes out (`'018'` is 18, `'0x194'` is 404), or the
    number a bytes literal of up to 8 bytes holds (`b'\\x12'` is 18), else None."""
    if isinstance(node, ast.Constant) and isinstance(node.value, bytes):
        raw = node.value
        return int.from_bytes(raw, "big") if 0 < len(raw) <= _MOST_BYTES else None
    if not (isinstance(node, ast.Constant) and isinstance(node.value, str)):
        return None
    if _PREFIXED.fullmatch(node.value) is not None:
        try:
            return int(node.value.strip(), 0)
        except ValueError:  # `'0x_'`
            return None
    if _DIGITS.fullmatch(node.value) is None:
        return None
    value = float(node.value)
    return int(value) if value.is_integer() else value


def _number_as_text(facts: StrictFacts, node: ast.AST) -> ast.expr | None:
    """The string literal a comparison sets against a number written as text, when it
    writes out a magic number (`f'{age:03d}' >= '018'`, `str(code) == '404'`): the magic
    number compared all the same."""
    if not isinstance(node, ast.Compare):
        return None
    sides = [node.left, *node.comparators]
    for left, right in zip(sides, sides[1:], strict=False):
        for text, other in ((left, right), (right, left)):
            if _magic(_number_text(text)) and _rendered_number(facts, other):
                return text
    for op, left, right in zip(node.ops, sides, node.comparators, strict=False):
        if isinstance(op, ast.In | ast.NotIn) and _rendered_number(facts, left):
            for member in _members(right):
                if _magic(_number_text(member)):
                    return member  # `str(code) in ('404', '410')`
    return None


def _has_magic_comparison(node: ast.AST) -> bool:
    if not isinstance(node, ast.Compare):
        return False
    values = [_number(operand) for operand in (node.left, *node.comparators)]
    literals = [value for value in values if value is not None]
    if len(literals) == len(values):
        return False  # comparing two literals is a different problem
    return any(value not in _ALLOWED for value in literals)


class NamedConstants(Instruction):
    """Name the numbers you compare against.

    What it asks:
        Comparisons do not use bare numeric literals ("magic numbers") other than 0, 1
        and -1 (and their float forms); the value gets a descriptive UPPER_CASE constant,
        usually at module level, and the comparison uses that name.

    Why:
        A name says why the number matters (`MAX_RETRIES`, `ADULT_AGE`) and keeps every
        use of it in step when it changes. Contest-style model output is full of bare
        thresholds.

    Verified by:
        Ruff PLR2004 (pylint magic-value-comparison) with its default settings: string
        and bytes literals are allowed, numbers other than 0, 1 and -1 are not. Only a
        number written as a literal operand counts: `5 + 5`, `int('10')`, `len('abcde')`,
        the members of `x in (3, 4)`, `x.__gt__(10)`, `operator.gt(x, 10)`, `case 10:`
        and a lowercase local `limit = 10` pass.

    Strict mode:
        Folds each compared operand built from literals only (arithmetic, with `True` and `False`
        as 1 and 0, `int()`, `float()`, `abs()`, `round()`, `len()` of a literal or of a `range` of
        literals, `ord()` of one character, `min`, `max`, `sum` and `pow` of literals, an entry of
        a literal tuple, list or dict picked by a constant, `(18,)[0]`, a byte of a bytes literal,
        `b'\x12'[0]`, `.real` and kin, a `Decimal`, `Fraction` or NumPy scalar such as
        `np.float64` made from literals, a NumPy array of one such number
        (`np.asarray(25.0)`, `np.array`), `math.pow`, `math.sqrt`, `math.ldexp`,
        `math.factorial` and other `math` functions of numbers, `operator.mul` and the
        other arithmetic of `operator` and NumPy (`np.power`), an operator method of a
        literal, `(2).__pow__(20)`, and a number decoded from a literal,
        `int.from_bytes(b'\x12', 'big')`, `float.fromhex('0x12')`, `int('12', 16)`, or
        `eval`, `ast.literal_eval` or `json.loads` of text that is such a number, parsed
        and never run, the text also built of literals (`int('1' + '8')`, `'9' * 2`,
        `''.join(['1', '8'])`, `.strip()`, `.replace(...)`, an f-string of literals,
        `'81'[::-1]`, up to 200 characters; through a lowercase name bound once to
        text); a number taken from literal data (literals, and tuples, lists,
        sets and dicts of them, up to 64 items and 12 levels deep) by an entry or
        attribute picked by a constant or by a standard-library call that only
        converts, wraps or decodes it: `operator.index(18)`, `SimpleNamespace(adult=
        18).adult`, `dict(adult=18)['adult']`, `{'adult': 18}.get('adult')`,
        `operator.itemgetter('adult')(...)`, `struct.unpack('>B', b'\x12')[0]`,
        `json.loads('{"adult": 18}')['adult']`, `bytes.fromhex`, `base64` and
        `binascii` decoding, `'\x12'.encode()[0]`, `len`, `abs`, `ord`, `sum`, `min`, `max`
        and `round` of literal data, a reading method of it, `'....'.count('.')`,
        `'abc'.find('c')`, `.index()`, `.upper()`, `.split()`, `(2 ** 17).bit_length()`,
        `eval` or `ast.literal_eval` of text of literal data (parsed, never run); also
        from a name that is not UPPER_CASE, bound once to such data and only ever read
        by entry or attribute, `limits = {'senior': 65}` read as `limits['senior']`)
        and fails a value other than 0, 1 and -1 (and a
        `datetime.timedelta`, `time`, `date` or `datetime`, a `pd.Timedelta`,
        `pd.to_timedelta`, `pd.DateOffset`, `np.timedelta64` or dateutil `relativedelta` built from
        literals only (a unit's name aside; also handed over by `*`/`**` from a literal,
        `timedelta(**{'days': 30})`, `time(*(17, 30))`, `**dict(hours=12)`, or from a name
        that is not UPPER_CASE bound once to one), one of them such a
        value, or a `pd.Timedelta` or `pd.to_timedelta` of text only, one of whose numbers
        is (`pd.Timedelta('30 days')`, `'1h30m'`), as the
        operand or added to or taken from it: `now - created > timedelta(days=30)`,
        `now.time() >= time(17, 30)`, `np.timedelta64(86400, 's')`, `birthday +
        relativedelta(years=18) <= today`), also among the members of `in`/`not in` (a literal
        tuple, list, set or a `range(...)` of literals, also tested through
        `.__contains__(x)` or `operator.contains`), among the thresholds a value is
        placed by `bisect.bisect`/`bisect_left`/`bisect_right`, `np.searchsorted` or
        `np.digitize` (a literal, or a lowercase name bound once to one:
        `bisect_right([18.5, 25, 30], bmi)`), in comparison calls
        (`x.__gt__(10)`, on the number too, `(18).__le__(age)`, also handed over uncalled
        as an argument, `filter((18).__le__, ages)`, or bound by `operator.methodcaller(
        '__gt__', 37.5)`, `operator.gt(x, 10)`,
        NumPy's `np.greater(x, 3.5)` and its
        kin; a turtle's `lt`, which turns it left, is no comparison), in the bounds given to a
        `between` method (`df['age'].between(18, 65)`), in a
        `functools.partial` of a comparison (`partial(operator.le, 18)`), in the items of
        literal tuples, lists or sets a comparison function is mapped over by `map` or
        `itertools.starmap` (`map(operator.ge, (age, score), (18, 50))`), in the text of a
        pandas `query`/`eval` method call parsed as an expression (`df.query('age >= 18')`;
        backticked names and `@` locals allowed), in the two values
        `math.isclose`, `cmath.isclose`, `numpy.isclose` and `numpy.allclose` compare
        (positional or given as `a=`/`b=`), in the value a hand-written closeness test
        measures the distance to (`abs(g - 9.81) < TOLERANCE`, also with `math.fabs` or
        `numpy.abs`), in `pytest.approx(...)` compared with a value, and in `case`
        patterns; fails a compared operand that does not fold but reads no name other than
        builtins, those it binds itself (lambda parameters, comprehension variables) and
        the functions and classes of standard modules that only work on what they are
        given (`operator`, `struct`, `json`, `copy`, `itertools`, `functools`,
        `statistics`, `types`, `collections`, `enum`, `dataclasses`, `typing`, `array`,
        `ast`, `base64`, `binascii`, `decimal`, `fractions`, `math`, `cmath`; not their
        constants, `math.pi`), and holds such a number (`{280}.pop()`, `(lambda: 65)()`,
        `next(iter([18]))`, `namedtuple('Limits', 'adult')(18).adult`; operands
        of up to 64 nodes; a tuple or list literal, a version or shape such as `(3, 11)`,
        is what it says, but two one-item ones compared compare their items, `(age,) >=
        (18,)`, also after dropping items that are constants on both sides, which never
        decide, `(age, 0) >= (18, 0)`, `(age, True) >= (18, False)`; a one-character
        string compared with `chr(n)` in an ordering, or not printable, is its code,
        `chr(age) >= "\\x12"` is `age >= 18`), and one whose
        value is picked by `min`, `max`, `sorted`,
        `heapq.nlargest`/`nsmallest` or `statistics.median` and kin given such a number
        (also in a literal they are given, and under an index, a method of the result or a
        copy: `max(age, 18) == age`, `sorted((age, 65))[-1] == age`), and one that is a
        clamp with such a bound, also under an index, `.item()`, `.all()` or `.any()`
        (`np.clip(age, 18, 65) == age`, `np.maximum`/`np.minimum`, `torch.clamp`, a
        `.clip(...)`/`.clamp(...)` method, bounds by keyword too), and one computed from
        the named constants of standard modules (`math`, `cmath`, `string`, `sys`,
        `errno`, `signal`, `stat`, `logging`, `calendar`, `datetime`, `http`, `socket`,
        `os`, `time`, `decimal`, `zlib`, `locale`; NumPy's `np.pi`, `np.e`; not infinities)
        and literals alone, reading nothing else, that folds to such a number when two or
        more constants are combined (`len(string.ascii_uppercase) -
        len(string.octdigits)`, `math.tau / math.pi`), a fractional one is made whole
        (`int(math.e ** math.e)`, `math.floor(math.pi * 6)`) or text is read otherwise
        than by its length (`string.ascii_lowercase.index('s')`) (one constant, its
        length, and its offsets and factors pass: `math.pi / 2`, `sys.maxsize - 1`,
        `len(string.ascii_lowercase)`, as do one module's upper-case bit flags combined
        by `|`, `&`, `^`, `~` alone: `stat.S_IRUSR | stat.S_IWUSR`), and one picked
        from a literal tuple, list or dict holding such a number by an index or key not
        known (`(18, 21)[in_us]`, `{'us': 21}[region]`, `{'us': 21}.get(region, 18)`,
        the default counted too; also through a name that is not UPPER_CASE bound once to
        the literal, `limits = (18, 21)`); fails a string
        literal that writes out such a number compared with a number written as text
        (`f'{age:03d}' >= '018'`, an f-string of one value and nothing but zeros or
        spaces around it, `'%03d' % age`, `'{:03d}'.format(age)`, `format(age, ...)`,
        `str(age)` or `repr(age)`, also padded, `str(age).zfill(3)`, or `hex`, `oct`,
        `bin` of it against prefixed text, `hex(code) == '0x194'`, or one number packed as
        a byte, `bytes([age]) >= b'\\x12'`, against a bytes literal of up to 8 bytes), also
        as a member of a literal such a number is tested to be in
        (`str(status) in ('404', '410')`);
        fails a comparison
        with 0, 1 or -1 whose other side adds or subtracts
        such a number (`age - 18 >= 0`), or, against 1 or -1, multiplies, divides or
        shifts left by one (`age / 18 >= 1`), or, against any of them, floor-divides or
        shifts right by one or one by it (`age // 18 > 0`, `age >> 4 > 0`, `18 // age
        == 0`), also inside a product or a negation
        compared with 0, also written as a call (`divmod(age, 18)[0]`,
        `operator.sub(age, 18)`, `operator.rshift(age, 4)`, `np.subtract(age, 18)`,
        `age.__sub__(18)`,
        `math.floor(age / 18)`, `int(age / 18)`), or whose sign is taken and compared with 0, 1 or
        -1 (`math.copysign(1, bmi - 25) == 1`, `np.sign`, `np.copysign`, `np.heaviside`,
        `np.signbit`, torch's `sign`, `copysign` and `signbit`; a `signbit` of it is such a
        comparison on its own, `np.signbit(bmi - 25)`), or is a name that is not UPPER_CASE bound
        once to such arithmetic or call (`years_past = age - 18; years_past >= 0`) or shifted by
        such a number with `+=`/`-=` in a statement of its function's own body (`margin -= 18;
        margin >= 0`; an update inside a loop or `if` is not looked at); and fails a comparison
        with a name that is not UPPER_CASE and is bound only to such a number or to a conditional
        expression choosing among numbers one of which is (`limit = 21 if us else 18`), or set to
        numbers and moved by numbers with `+=`/`-=` only in statements at the top of the module
        that end it at such a number (`limit = 0` / `limit += 67`), or only as a loop variable over
        a literal tuple, list or set of numbers one of which is (`any(n > limit for limit in
        (1000,))`, also through `iter()`, `list()`, `tuple()`, `set()`, `frozenset()`,
        `reversed()`, `sorted()` or `itertools.cycle()` of it, or `itertools.repeat(18,
        1)`; a loop over a named tuple, `for size in SIZES`, passes), or only as the
        target of `with contextlib.nullcontext(18) as limit`, or a parameter named private
        whose default is such a number and that no call in the code passes another value
        (`def is_adult(age, _limit=18)`: callers are not meant to pass it; one the module's
        own calls pass, `_take(rows, _limit=BULK_LIMIT)`, by keyword or by position, is a
        parameter and passes), or bound only to a
        `getattr` default as below, or unpacked
        from the place holding such numbers in a literal of literals, of what `zip` is
        given there, of what `enumerate` numbers or of a dict literal's `.items()`
        (`for value, bound in zip((age, score), (18, 50))`, `... in ((age, 18), (score,
        50))`), or with an
        UPPER_CASE name bound once to such a number that only spells its value (`EIGHTEEN = 18`,
        `TWENTY_ONE`, `ONE_HUNDRED`, `HUNDRED`, `N18`, `K_30`, `NUM_18`, `XVIII`: the number in
        words (English; from 2 to 100 also German, Dutch, French, Spanish, Italian,
        Portuguese, Polish and Swedish words of four letters or more, accents and umlauts
        read as plain letters: `ACHTZEHN`, `FÜNFZIG`, `DIX_HUIT`, `DIECIOCHO`,
        `OSIEMNAŚCIE`, `ARTON`), in Roman numerals (1
        to 3999) or its
        digits after at most one letter, with words such as `NUM`, `VALUE` or `CONST` ignored;
        or numbers and arithmetic words only (`TWICE_NINE`, `SIX_TIMES_THREE`); or
        one word and the number, in words, Roman numerals or digits, either way round:
        `AGE_EIGHTEEN`,
        `TIMEOUT_SIXTY`, `PORT_8080`, `LIMIT_18`, `MAX_100`, unless the word is one the number's
        own value is the meaning of, an ordinal, a version, a standard's or algorithm's code or a
        unit: `LEVEL_TWO`, `GRADE_12`, `PROTOCOL_5`, `HTTP_404`, `RFC_2822`, `CRC_32`,
        `SIXTY_SECONDS`, `DAYS_30`, `FPS_60`, `COLUMNS_80`, or the number is one unit symbol
        after the word: `BOILING_C = 100`, `SUPPLY_V = 5`, `TANK_L = 50`, `RANGE_M = 1000`
        (`C_LIMIT`, `AGE_X`, `AGE_XXI` fail); the domain names `P95` (percentile),
        `Q4`/`H2` (quarter, half) and `V3` (version), a type's bit width `INT_64`/`FLOAT_32`, and
        the magnitudes `THOUSAND`, `MILLION`
        and `BILLION` pass), or with an UPPER_CASE name bound once to such a number that
        names nothing: only single letters, digits, such filler words and placeholder
        words (`FOO`, `BAR`, `BAZ`, `QUX`, `TMP`, `DUMMY`, ...): `A`, `B2`, `VALUE_A`,
        `MAGIC_NUMBER`, `MAGIC_NUMBER_2`, `FOO`, `BAR_2` (the domain names and type
        widths above pass); fails a call of a function that does nothing but hand back
        numbers, one of them magic (a lowercase alias of the number): a module function
        (undecorated, or under `functools.cache`/`lru_cache`) whose body is `return 18`,
        after assignments of numbers, or hands on such a function's number (`return
        _a()`, up to 8 deep), a lambda of one (`_a = lambda: 18`), or a static
        or class method of a module class called through its name (`_K.a()`); fails
        `getattr(obj, 'name', 18)` with a magic default when nothing in the code sets an
        attribute or binds a name `name` (and nothing sets attributes by name): the
        default is always the value; and fails
        a class attribute read through its module class's name, an instance made in
        place (`_K().A`), `self`/`cls` in its methods, or an enum member's `.value`,
        when every value the module gives it (class bodies, `_K.A = 18` on the class)
        is a number, one magic, and its name spells its value or names nothing as
        above (`_Age.EIGHTEEN`, `_K.A`; an enum member by its class's name with its
        own: `Color.G` passes); an attribute stored on anything but a class's name
        (`self.x = 100`, `obj.x += 1`) is state and not judged, nor are the annotated
        names of a class with bases or decorators (a dataclass's or `NamedTuple`'s
        fields) or any attribute when the code sets attributes by name. Shifts,
        bitwise `|`, `&`, `^` and `~` fold too, on booleans as on numbers (`1 << 20`,
        `True << 4 | True << 3 | True` is 25, `-~True` is 2), and
        a power or left shift too large to build (`10 ** 100`, `1 << 2000`) counts as a
        magic number. A truth test (`if`, `while`, `assert`, `not`, `and`/`or`, `bool()`, a
        conditional or comprehension condition) of such arithmetic is a comparison with 0:
        `bool(age // 18)`, `if divmod(age, 18)[0]:`; a slice from such a number on used
        for its truth alone (`if not password[7:]:`, or a lowercase name bound once to it
        and read only in truth tests) is a length comparison, `len(password) > 7`, while a
        slice the code also uses (`files = sys.argv[2:]`, tested, then looped over) is an
        honest emptiness test. Still possible: an UPPER_CASE name made of
        made-up words
        (`ZORP = 18`), since how well a name describes its value is semantic beyond the
        filler words checked, and a number's name in a language other than those
        listed; a name that pairs the number with two or more
        words (`MIN_AGE_18`, honest in `HTTP_404_NOT_FOUND`) or a domain letter (`P18 =
        18`), a duration written as text for other libraries (`parse_timespan('30
        minutes')`), an offset or factor of one standard constant (`len(string.digits)
        + 8`, `logging.INFO + 5`, as `LIMIT + 8` passes), a number spelled as one
        module's upper-case bit flags combined by `|`, `&`, `^`, `~` (`stat.S_IWGRP |
        stat.S_IXGRP | stat.S_IXOTH` is 25, honest as `stat.S_IRUSR | stat.S_IWUSR`),
        a magic number as a public parameter's default value (a setting a caller may
        change), or a private
        one's that a call of the module passes a named value only to look varied, or as the
        `getattr` default of an attribute the code sets somewhere, or in an attribute
        (`self.max_attempts = 5`), a
        helper method called on an instance or a property (`self.max_size()`, which a
        subclass may override), a letter-named member of an enum with a name of its own
        (`Limits.A` of an `IntEnum`, as `Color.G` is honest), an
        entry of a lowercase table that is also handed on or changed in place (read as
        a variable), a number decoded by other libraries or computed by other calls of
        literal data, thresholds listed for other binning calls (`pd.cut(x, bins=[...])`)
        or in a table handed on or changed, and one in arithmetic compared
        with anything else than 0, 1 or -1 (`i + 2 < n`, `x * 2 > limit`, `n % 3 == 0`
        pass as offsets, factors and divisors), a number's digits tested as text
        (`str(status).startswith('5')`, `str(status)[0] == '5'`: a check cannot tell them
        from a version, ISBN, dialing code or card prefix written in digits), a slice's
        length compared rather than tested (`len(password[7:]) > 0`), and a slice also
        read for its value (`rest = argv[3:]`, tested, then handed on).
    """

    id = "logic_8"
    name = "named_constants"
    category = "logic"
    description = "Replace magic numbers in comparisons with named constants."
    generation_prompt = (
        "Do not compare against bare numeric literals other than 0, 1 and -1; define a "
        "descriptively named UPPER_CASE constant for each such value and compare against "
        "the constant."
    )
    edit_prompt = (
        "Replace every numeric literal used in a comparison (other than 0, 1 and -1) with "
        "a descriptively named UPPER_CASE constant defined once, and use it instead."
    )
    # No conflict with style_1 (PEP 8 names): UPPER_CASE constants at module level satisfy
    # N816, and the prompt puts them there rather than inside functions (N806).
    ruff_rules = ("PLR2004",)

    def strict_violations(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """Magic numbers compared in any disguise: folded, in members, calls, patterns."""
        found: list[Finding] = []
        for node in facts.of_type(ast.Compare, ast.Call, ast.MatchValue):
            for operand in _magic_operands(facts, node):
                value = folded(operand, facts.names)
                if (
                    _magic(value)
                    or _named_locally(facts, operand)
                    or _named_after_itself(facts, operand)
                    or _named_elsewhere(facts, operand)
                    or _defaulted_magic(facts, operand)
                    or _magic_time_value(facts.names, operand)
                    or (value is None and _magic_inside(facts, operand))
                ):
                    message = f"compares with the magic number `{ast.unparse(operand)}`"
                    found.append((facts.line_of(node), message))
                    break
            else:
                moved = _thresholds_in_arithmetic(facts, node)
                if moved is not None:
                    number = ast.unparse(moved)
                    message = f"compares against the magic number `{number}` in arithmetic"
                    found.append((facts.line_of(node), message))
                    continue
                text = _number_as_text(facts, node)
                if text is not None:
                    message = f"compares with the magic number `{ast.unparse(text)}` as text"
                    found.append((facts.line_of(node), message))
        return found + _truth_thresholds(facts)

    def applies_to(self, code: str) -> bool:
        """True when a comparison uses a numeric literal other than 0, 1 or -1."""
        tree = parse(code)
        return tree is not None and any(map(_has_magic_comparison, ast.walk(tree)))
