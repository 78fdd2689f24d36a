"""style_2: one quote character for every string literal."""

from __future__ import annotations

import ast
import bisect
import copy
import io
import itertools
import re
import textwrap
import tokenize
import types
from collections import Counter
from collections.abc import Callable
from typing import Any

from vibebench.instructions._base import Instruction, ParamSpec
from vibebench.instructions._code_facts import (
    added_or_assigned,
    compiles,
    docstring_nodes,
    docstring_of,
    own_nodes,
    parse,
    tokens,
)
from vibebench.instructions._strict import Finding, StrictFacts
from vibebench.instructions._strict_flow import name_loads, node_parents
from vibebench.instructions._strict_names import const_str, operands
from vibebench.instructions._strict_text import shown_python
from vibebench.instructions._strict_values import ConstantRun, Unknown, pick

_STRING_STARTS = {tokenize.STRING, getattr(tokenize, "FSTRING_START", tokenize.STRING)}


def _quote_char(token_text: str) -> str:
    """The quote character of a string token, after any prefix such as r, b or f."""
    return token_text.lstrip("rRbBuUfF")[:1]


_QUOTES = {"single": "'", "double": '"'}


def _wrong_quotes(code: str, quote: str) -> list[int]:
    """Lines of non-docstring literals quoted with the other character for no reason."""
    tree = parse(code)
    found = tokens(code)
    if tree is None or found is None:
        return []
    wanted = _QUOTES[quote]
    docstrings = {(node.lineno, node.col_offset) for node in docstring_nodes(tree)}
    return [
        token.start[0]
        for token in found
        if token.type in _STRING_STARTS
        and token.start not in docstrings
        and _quote_char(token.string) not in {wanted, ""}
        and wanted not in token.string[1:]
    ]


def _sum_terms(node: ast.expr) -> list[ast.expr] | None:
    """The two sides of a `+` (also written as a call, `"Hi, ".__add__(name)`:
    `_operator_call`); None for anything else (a term of the chain)."""
    node = _operator_call(node) or node
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return [node.left, node.right]
    return None


_MAX_CHOICES = 8
"""Choices (`_choices`: conditionals, lookups) nested deeper than this in a field are not
followed."""


_LOOKUPS = frozenset({"get", "pop", "setdefault"})
"""Methods looking a key up in a dict (a default besides)."""


def _choices(node: ast.expr) -> list[ast.expr] | None:
    """The values an expression chooses between, or None when it is no choice: a
    conditional (`a if c else b`), `and`/`or` (`member and "Welcome" or "Hello"`), a
    literal tuple or list indexed by a flag (`("Hi", "Good evening")[formal]`), a literal
    dict looked up (`{200: "OK"}[code]`, `{200: "OK"}.get(code, "Unknown")`, `.pop`), or
    `str()` of one value (`str("Hello")`)."""
    if isinstance(node, ast.IfExp):
        return [node.body, node.orelse]
    if isinstance(node, ast.BoolOp):
        return list(node.values)
    if isinstance(node, ast.Subscript) and not isinstance(node.slice, ast.Slice):
        return _container_items(node.value)
    if not isinstance(node, ast.Call) or node.keywords:
        return None
    func = node.func
    if isinstance(func, ast.Name) and func.id == "str" and len(node.args) == 1:
        return list(node.args)
    if not isinstance(func, ast.Attribute) or func.attr not in _LOOKUPS:
        return None
    items = _container_items(func.value)
    if items and 1 <= len(node.args) <= 2:  # key, default
        return [*items, *node.args[1:]]
    return None


_CONTAINER_CALLS = frozenset({"dict", "tuple", "list"})


def _container_items(node: ast.expr) -> list[ast.expr] | None:
    """The items (a dict's values) of a container written in place: a literal tuple, list
    or dict, `dict(en="Hello", ...)`, or `dict`/`tuple`/`list` of such a literal; None for
    anything else (an empty one too)."""
    if isinstance(node, ast.Tuple | ast.List):
        items = [item for elt in node.elts for item in _spread(elt)]
    elif isinstance(node, ast.Dict):
        items = [
            item
            for key, value in zip(node.keys, node.values, strict=True)
            for item in ([value] if key is not None else _container_items(value) or [value])
        ]
    elif (defaults := _function_defaults(node)) is not None:
        items = defaults
    elif (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in _CONTAINER_CALLS
        and len(node.args) <= 1
    ):
        inner = _container_items(node.args[0]) if node.args else []
        if inner is None:
            return None
        if node.func.id != "dict" and node.args and isinstance(node.args[0], ast.Dict):
            inner = _spread(ast.Starred(value=node.args[0]))  # `list({...})`: its keys
        if node.func.id == "dict" and node.args and not isinstance(node.args[0], ast.Dict):
            pairs = [item.elts for item in inner if isinstance(item, ast.Tuple | ast.List)]
            if len(pairs) != len(inner) or any(len(pair) != 2 for pair in pairs):  # noqa: PLR2004
                return None
            inner = [pair[1] for pair in pairs]  # `dict([("en", "Hello"), ...])`: the values
        items = inner + [item.value for item in node.keywords]
    else:
        return None
    return items or None


def _spread(node: ast.expr) -> list[ast.expr]:
    """What an item of a display gives: itself, or, starred, the items of a literal
    spread in place (`[*("Hi", "Hello")]`; a dict's or set's keys, `[*{"Hi": 0}]`)."""
    if not isinstance(node, ast.Starred):
        return [node]
    value = node.value
    if isinstance(value, ast.Dict):
        return [key if key is not None else value for key in value.keys]
    if isinstance(value, ast.Set | ast.Tuple | ast.List):
        return [item for elt in value.elts for item in _spread(elt)]
    return [node]


def _function_defaults(node: ast.expr) -> list[ast.expr] | None:
    """The defaults of a lambda written in place read back as data (`(lambda t="Hi":
    t).__defaults__`, `.__kwdefaults__`'s values), or the constants of its code
    (`.__code__.co_consts`), or None."""
    if not isinstance(node, ast.Attribute):
        return None
    owner = node.value
    if node.attr == "co_consts" and isinstance(owner, ast.Attribute) and owner.attr == "__code__":
        if isinstance(owner.value, ast.Lambda):
            return [item for item in ast.walk(owner.value.body) if isinstance(item, ast.Constant)]
        return None
    if not isinstance(owner, ast.Lambda):
        return None
    if node.attr == "__defaults__":
        return list(owner.args.defaults) or None
    if node.attr == "__kwdefaults__":
        return [item for item in owner.args.kw_defaults if item is not None] or None
    return None


_MAX_PEELS = 8
"""Wrappers (`_peel`) taken off a field's value at most."""


def _peel(node: ast.expr) -> ast.expr:
    """What an expression gives without the wrappers that hand on a value as it is: a
    binding by `:=` (`(title := "Report")` gives its value), a lambda called in place (its
    body; a parameter the body is alone is the argument or default it takes), `format(x)`
    and `x.__str__()` of one value."""
    for _ in range(_MAX_PEELS):
        if isinstance(node, ast.NamedExpr):
            node = node.value
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Lambda):
            node = _lambda_result(node, node.func)
        elif isinstance(node, ast.Call) and _hands_on(node):
            node = node.args[0] if node.args else node.func.value  # type: ignore[attr-defined]
        elif isinstance(node, ast.Call) and (text := _decoded(node)) is not None:
            node = ast.copy_location(ast.Constant(value=text), node)
        elif isinstance(node, ast.Call) and (operation := _operator_call(node)) is not None:
            node = operation
        else:
            return node
    return node


_DUNDER_OPERATORS = {"__add__": ast.Add, "__mod__": ast.Mod, "__mul__": ast.Mult}
"""Methods of `str` doing what an operator does (`"Hi, ".__add__(name)` is `"Hi, " + name`;
the `__r...__` ones with their operands swapped)."""
_OPERATOR_FUNCTIONS = {"add": ast.Add, "concat": ast.Add, "mod": ast.Mod, "mul": ast.Mult}
"""operator's functions doing the same (`operator.concat("Hi, ", name)`)."""


def _operator_call(call: ast.expr) -> ast.BinOp | None:
    """The operation a call of an operator's method or function makes, as the operator
    would write it (`"Hi, ".__add__(name)`, `name.__radd__("Hi, ")`, `str.__add__("Hi, ",
    name)`, `operator.add("Hi, ", name)`: `"Hi, " + name`), or None."""
    func = call.func if isinstance(call, ast.Call) else None
    if not isinstance(func, ast.Attribute) or call.keywords:  # type: ignore[union-attr]
        return None
    args = call.args  # type: ignore[union-attr]
    name = func.attr.replace("__r", "__", 1) if func.attr.startswith("__r") else func.attr
    receiver = func.value.id if isinstance(func.value, ast.Name) else None
    if name in _DUNDER_OPERATORS and receiver == "str" and len(args) == 2:  # noqa: PLR2004
        left, right = args
    elif name in _DUNDER_OPERATORS and len(args) == 1:
        left, right = func.value, args[0]
    elif name.strip("_") in _OPERATOR_FUNCTIONS and receiver == "operator" and len(args) == 2:  # noqa: PLR2004
        left, right = args
        return ast.BinOp(left=left, op=_OPERATOR_FUNCTIONS[name.strip("_")](), right=right)
    else:
        return None
    if name != func.attr:
        left, right = right, left
    return ast.BinOp(left=left, op=_DUNDER_OPERATORS[name](), right=right)


def _decoded(call: ast.Call) -> str | None:
    """The text of a bytes literal decoded in place (`b"Hello".decode()`, `str(b"Hello",
    "utf-8")`, `bytes.decode(b"Hello")`), or None."""
    func = call.func
    if isinstance(func, ast.Attribute) and func.attr == "decode":
        data = func.value
        if isinstance(data, ast.Name) and data.id in {"bytes", "bytearray"} and call.args:
            data = call.args[0]
    elif isinstance(func, ast.Name) and func.id == "str" and len(call.args) > 1:
        data = call.args[0]
    else:
        return None
    if (
        isinstance(data, ast.Call)
        and isinstance(data.func, ast.Attribute)
        and data.func.attr == "encode"
        and const_str(data.func.value) is not None
    ):
        return const_str(data.func.value)  # `"Hello".encode().decode()`
    if not isinstance(data, ast.Constant) or not isinstance(data.value, bytes):
        return None
    return data.value.decode("utf-8", errors="replace")


def _hands_on(call: ast.Call) -> bool:
    """`format(x)` (no spec) or `x.__str__()`: the value of x, as text."""
    func = call.func
    if call.keywords:
        return False
    if isinstance(func, ast.Name):
        return func.id == "format" and len(call.args) == 1
    return isinstance(func, ast.Attribute) and func.attr == "__str__" and not call.args


def _lambda_result(call: ast.Call, func: ast.Lambda) -> ast.expr:
    """The body of a lambda called in place, or, when the body is one of its parameters,
    the argument (or default) that parameter takes."""
    body = func.body
    if not isinstance(body, ast.Name):
        return body
    positional = [*func.args.posonlyargs, *func.args.args]
    defaults = dict(zip([arg.arg for arg in positional[::-1]], func.args.defaults[::-1],
                        strict=False))  # fmt: skip
    for index, arg in enumerate(positional):
        if arg.arg == body.id:
            if index < len(call.args) and not isinstance(call.args[index], ast.Starred):
                return call.args[index]
            given = [item.value for item in call.keywords if item.arg == body.id]
            return given[0] if given else defaults.get(body.id, body)
    for arg, default in zip(func.args.kwonlyargs, func.args.kw_defaults, strict=True):
        if arg.arg == body.id:
            given = [item.value for item in call.keywords if item.arg == body.id]
            return given[0] if given else default or body
    return body


def _fixed_slice(node: ast.expr) -> bool:
    """A slice of a string literal by constant bounds (`"Hello there"[:]`, `[0:5]`):
    constant text."""
    if not isinstance(node, ast.Subscript) or not isinstance(node.slice, ast.Slice):
        return False
    bounds = [node.slice.lower, node.slice.upper, node.slice.step]
    return const_str(node.value) is not None and all(
        part is None or _small_int(part) is not False for part in bounds
    )


def _constant_text(node: ast.expr, depth: int = 0) -> bool:
    """Whether an expression is text fixed by the code: a literal (`"Hel" + "lo"`), one
    handed on by a wrapper (`_peel`) or sliced by constants, or a choice between such
    texts (`"Welcome back" if returning else "Hello"`, `("Hi", "Hello")[formal]`,
    `{200: "OK"}.get(code, "Unknown")`)."""
    node = _peel(node)
    if const_str(node) is not None or _fixed_slice(node):
        return True
    choices = _choices(node) if depth < _MAX_CHOICES else None
    return choices is not None and all(_constant_text(item, depth + 1) for item in choices)


_AFFIX_LENGTH = 3
"""Texts a field may choose between: a plural suffix (`""`/`"s"`/`"ies"`), a separator."""


def _affix_choice(node: ast.expr) -> bool:
    """A choice (`_choices`) of only texts of at most three characters (`f'item{"" if n
    == 1 else "s"}'`, `("", "s")[n != 1]`): an idiom for an affix, not prose moved into
    the field to dodge a quote."""
    node = _peel(node)
    if _choices(node) is None:
        return False
    values, complete = _chosen_values(node)
    return complete and all(
        (text := const_str(value)) is not None and len(text) <= _AFFIX_LENGTH for value in values
    )


def _chosen_values(node: ast.expr) -> tuple[list[ast.expr], bool]:
    """The values a choice (`_choices`) may give, through the choices among them, and
    whether all were reached (a tree of choices past its bound is not read to its end)."""
    values: list[ast.expr] = []
    stack: list[ast.expr] = [node]
    for _ in range(4 * _MAX_CHOICES):
        if not stack:
            return values, True
        item = _peel(stack.pop())
        choices = _choices(item)
        if choices is None:
            values.append(item)
        else:
            stack += choices
    return values, False


_TEXT_METHODS = frozenset({
    "format", "format_map", "replace", "upper", "lower", "title", "capitalize", "casefold",
    "swapcase", "strip", "lstrip", "rstrip", "center", "ljust", "rjust", "zfill",
    "expandtabs", "removeprefix", "removesuffix", "translate",
})  # fmt: skip
"""String methods that give text made from their receiver (`join` gives its argument's)."""
_NOT_PROSE = re.compile(r"%[-#0 +]*\d*(?:\.\d+)?[a-zA-Z]|\{[^{}]*\}|&#?\w+;")
"""What formats or markup, not prose: `%s`, `%.2f`, `{:>10}`, `&nbsp;`."""


def _literal_text(node: ast.expr) -> str | None:
    """The text a literal writes: a constant's (through `_peel`), or the literal parts
    of an f-string (`f"Welcome back, {name}!"`); None for anything else."""
    node = _peel(node)
    if isinstance(node, ast.JoinedStr):
        return "".join(str(part.value) for part in node.values if isinstance(part, ast.Constant))
    return const_str(node)


def _prose(node: ast.expr) -> bool:
    """Literal text with two letters or more once `%s`, `{}` and `&nbsp;` are gone."""
    text = _literal_text(node)
    return text is not None and sum(map(str.isalpha, _NOT_PROSE.sub("", text))) > 1


def _phrase(node: ast.expr) -> bool:
    """Literal text with a phrase (`_PHRASE`) once `%s`, `{}` and `&nbsp;` are gone."""
    text = _literal_text(node)
    return text is not None and bool(_PHRASE.search(_NOT_PROSE.sub("", text)))


def _text_operation(value: ast.expr) -> bool:
    """Prose put into a field as the text an operation works on: formatted (`{"Hello,
    %s" % name}`, `{"Hello, {}".format(name)}`), changed by a string method (`{"hello,
    ".title()}`) or repeated (`{"Hello, " * 1}`). A separator joined with (`{" and
    ".join(names)}`) and a rule drawn by repetition (`{"=" * 40}`) are no prose."""
    if isinstance(value, ast.BinOp) and isinstance(value.op, ast.Mod):
        given = value.right.elts if isinstance(value.right, ast.Tuple) else [value.right]
        return _prose(value.left) or any(map(_phrase, given))
    if isinstance(value, ast.Subscript) and isinstance(value.slice, ast.Slice):
        text = const_str(_peel(value.value))
        return text is not None and (
            bool(_PHRASE.search(_NOT_PROSE.sub("", text))) or _sliced_word(text)
        )
    if isinstance(value, ast.BinOp) and isinstance(value.op, ast.Mult):
        return _prose(value.left) or _prose(value.right)
    if not isinstance(value, ast.Call):
        return False
    func, args = value.func, value.args
    if _templated(value) or _made_text(value):
        return True
    if isinstance(func, ast.Name) and func.id == "format":
        return bool(args) and _prose(args[0])  # `format("Total due", ">12")`
    if not isinstance(func, ast.Attribute) or func.attr not in _TEXT_METHODS:
        return False
    if isinstance(func.value, ast.Name) and func.value.id == "str":
        return bool(args) and _prose(args[0])  # unbound: `str.upper("hello")`
    given = [*args, *(item.value for item in value.keywords)] if "format" in func.attr else []
    return _prose(func.value) or any(map(_phrase, given))


_TABLE_LENGTH = 16
"""Distinct characters from which a text sliced in a field reads as a table of them."""


def _sliced_word(text: str) -> bool:
    """A word (two letters or more once `%s`, `{}` are gone) sliced in a field
    (`{"Completed"[:width]}`): prose cut to a width, moved into the field. A table of
    characters (`"0123456789abcdef"[:base]`, `"ACGT"[:n]`: ascending, or 16 distinct
    characters or more) is data the field slices."""
    if sum(map(str.isalpha, _NOT_PROSE.sub("", text))) < 2:  # noqa: PLR2004
        return False
    ascending = all(a < b for a, b in itertools.pairwise(text))
    return not ascending and not (len(set(text)) == len(text) >= _TABLE_LENGTH)


_TEMPLATE_FILLS = frozenset({"substitute", "safe_substitute"})


def _templated(call: ast.Call) -> bool:
    """A phrase filled in as a template made in place (`Template("Dear $who, ...").substitute(
    who=name)`): text formatted in the field, as by `.format`."""
    func = call.func
    template = func.value if isinstance(func, ast.Attribute) else None
    return (
        isinstance(template, ast.Call)
        and func.attr in _TEMPLATE_FILLS  # type: ignore[union-attr]
        and bool(template.args)
        and _phrase(template.args[0])
    )


_TEXT_MAKERS = frozenset({"dedent", "fill", "shorten", "indent", "capwords", "escape",
                          "unescape", "quote"})  # fmt: skip
"""Functions giving text made from the text they are given first (`textwrap.fill`,
`string.capwords`, `html.escape`, `shlex.quote`, ...)."""


def _made_text(call: ast.Call) -> bool:
    """A phrase handed to a function making text from it (`_TEXT_MAKERS`): `{textwrap.fill(
    "Welcome back, ...", 40)}`, changed in the field as by a string method (a word alone,
    `{re.escape("a.b")}`, passes)."""
    func = call.func
    name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
    return name in _TEXT_MAKERS and bool(call.args) and _phrase(call.args[0])


def _getattr_call(node: ast.AST) -> bool:
    """`getattr(x, "name")`: an attribute named by a literal."""
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "getattr"
        and len(node.args) == 2  # noqa: PLR2004
        and not node.keywords
        and const_str(node.args[1]) is not None
        and not isinstance(node.args[0], ast.Starred)
    )


class _AttributeWriter(ast.NodeTransformer):
    """Writes `getattr(x, "name")` as `x.name`."""

    def visit_Call(self, node: ast.Call) -> ast.AST:
        self.generic_visit(node)
        if _getattr_call(node):
            name = const_str(node.args[1])
            return ast.copy_location(ast.Attribute(value=node.args[0], attr=name), node)
        return node


def _without_getattr(field: ast.FormattedValue) -> ast.FormattedValue:
    """The field with every `getattr(x, "name")` in it written as `x.name`
    (`getattr("hello, ", "title")()` is `"hello, ".title()`), so the checks below see the
    method it reaches."""
    if not any(map(_getattr_call, ast.walk(field.value))):
        return field
    value = _AttributeWriter().visit(copy.deepcopy(field.value))
    return ast.FormattedValue(value=value, conversion=field.conversion,
                              format_spec=field.format_spec)  # fmt: skip


def _text_in_field(field: ast.FormattedValue) -> str | None:
    """Why a replacement field holds text that belongs outside it, or None.

    Text in a field is quoted with the other character (before Python 3.12 it must be),
    so text moved into one dodges the rule: a field that evaluates to constant text
    (`{"Hello"}`, `{"Hel" + "lo"}`, `{"Hi" if x else "Bye"}`), a literal or
    f-string added to a value (`{"Hello, " + name}`), or an f-string alone in a field with
    no format (`{f"Hi {x}"}`).
    """
    field = _without_getattr(field)
    if _constant_text(field.value) and not _affix_choice(field.value) and not _padded(field):
        return "an f-string field holds only constant text"
    value = _peel(field.value)
    terms = operands(value, _sum_terms)
    if len(terms) > 1 and any(
        isinstance(term, ast.JoinedStr)
        or (isinstance(term, ast.Constant) and isinstance(term.value, str))
        for term in terms
    ):
        return "text concatenated inside an f-string field"
    if isinstance(value, ast.JoinedStr) and field.format_spec is None and field.conversion < 0:
        return "an f-string nested alone in an f-string field"
    if isinstance(value, ast.JoinedStr) and _phrase(value):
        return "an f-string of prose nested in an f-string field"
    if _text_operation(value):
        return "text formatted, changed or repeated inside an f-string field"
    if _joined_prose(value):
        return "prose joined inside an f-string field"
    if _chosen_prose(value):
        return "prose chosen inside an f-string field"
    if any(
        isinstance(node, ast.NamedExpr)
        and _constant_text(node.value)
        and not _affix_choice(node.value)
        for node in ast.walk(field.value)
    ):
        return "constant text bound by `:=` inside an f-string field"
    return None


_WIDTH = re.compile(r"(?:.?[<>^=])?0?(\d+)s?")
"""A text's format spec that only pads: [[fill]align][0]width[s], no precision to cut it."""


def _padded(field: ast.FormattedValue) -> bool:
    """`{'TOTAL':<12}`: a literal padded to a constant width at least two past its length,
    as a table's header or label column is: the field does work text outside it cannot
    (a width the text fills, `{'Hi':<3}`, only hides a quote change or a space)."""
    spec = field.format_spec
    value = field.value
    if not (isinstance(value, ast.Constant) and isinstance(value.value, str)):
        return False
    if not (isinstance(spec, ast.JoinedStr) and len(spec.values) == 1):
        return False
    text = spec.values[0]
    if not (isinstance(text, ast.Constant) and isinstance(text.value, str)):
        return False
    width = _WIDTH.fullmatch(text.value)
    return width is not None and int(width.group(1)) >= len(value.value) + 2


_KEY_FIRST = frozenset({"get", "pop", "setdefault", "hasattr", "getattr", "split", "rsplit",
                        "partition", "rpartition", "replace", "startswith", "endswith",
                        "count", "find", "rfind", "index", "rindex", "strip", "lstrip",
                        "rstrip", "removeprefix", "removesuffix", "sub", "subn", "match",
                        "fullmatch", "search", "findall", "finditer", "compile",
                        "__getitem__", "__contains__"})  # fmt: skip
"""Calls whose first argument (getattr's and hasattr's second) is a key or a pattern the
call looks for (`d.get("first name")`, `s.split(" and ")`): text it needs, not text it
gives."""


def _handed_prose(field: ast.FormattedValue, wanted: str) -> bool:
    """A phrase (`_phrase`) handed to a call anywhere in a field, as an argument or as the
    receiver of a method, whatever the call (`getattr(user, "title", "valued customer")`,
    `type("")("Welcome back")`, `"Order summary".__format__("^40")`): prose moved into the
    field. A key or pattern looked for (`_KEY_FIRST`), the separator `join` puts between
    items and a literal holding the wanted quote are needed there."""
    for call in ast.walk(field.value):
        if not isinstance(call, ast.Call):
            continue
        func = call.func
        name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
        args = [arg for arg in call.args if not isinstance(arg, ast.Starred)]
        if name in _KEY_FIRST:
            args = args[2 if name in {"getattr", "hasattr"} else 1 :]
        given = [*args, *(item.value for item in call.keywords)]
        if isinstance(func, ast.Attribute) and name != "join":
            given.append(func.value)
        given += [item for node in given for item in _display_items(node, 0)]
        if any(
            isinstance(node, ast.Constant | ast.JoinedStr)
            and _phrase(node)
            and wanted not in (_literal_text(node) or "")
            for node in given
        ):
            return True
    return False


def _display_items(node: ast.expr, depth: int) -> list[ast.expr]:
    """The items of a tuple, list, set or dict (keys and values) written in place, and
    of those nested in them: text a call is handed inside a display
    (`next(iter(["Welcome back"]))`, `random.choice(("Hi there", "Hello"))`)."""
    if depth > _MAX_CHOICES:
        return []
    if isinstance(node, ast.Starred):
        node = node.value
    if isinstance(node, ast.List | ast.Tuple | ast.Set):
        parts = list(node.elts)
    elif isinstance(node, ast.Dict):
        parts = [key for key in node.keys if key is not None] + list(node.values)
    else:
        return []
    return parts + [item for part in parts for item in _display_items(part, depth + 1)]


def _chosen_prose(node: ast.expr) -> bool:
    """A choice (`_choices`) one of whose values is a phrase (`_phrase`), whatever the
    others are (`{"Welcome back" if member else name}`, `{ {True: "Welcome back"}.get(
    member, name) }`, `{f"Welcome back, {name}" if member else name}`): prose moved into
    the field, as constant text is."""
    if _choices(node) is None:
        return False
    return any(_phrase(value) for value in _chosen_values(node)[0])


_PHRASE = re.compile(r"[^\W\d_]{2}.*[\s,!?;:]|[\s,!?;:].*[^\W\d_]{2}", re.DOTALL)
"""Words with a space or a sentence's punctuation beside them (`Welcome back,`, `Hello!`):
prose, not a key (`first_name`, `api/v1`, `git`)."""


def _joined_prose(value: ast.expr) -> bool:
    """A phrase among the literal items a field joins (`{" ".join(("Welcome back,",
    name))}`, also a dict's keys, `{"".join({"Hello, ": None})}`, and the items of
    `sorted`, `map`, a comprehension, ... of a literal: `_joined_items`): prose moved into
    the field; keys and words joined (`{",".join(("id", *columns))}`) are items."""
    func = value.func if isinstance(value, ast.Call) else None
    if not isinstance(func, ast.Attribute) or func.attr != "join":
        return False
    args = value.args  # type: ignore[union-attr]
    if isinstance(func.value, ast.Name) and func.value.id == "str" and len(args) == 2:  # noqa: PLR2004
        separator, items = args  # unbound: `str.join("", (...))`
    elif len(args) == 1:
        separator, items = func.value, args[0]
    else:
        return False
    if const_str(separator) is None:
        return False
    if _PHRASE.search(_NOT_PROSE.sub("", const_str(separator) or "")) and _placed_items(items):
        return True  # `{"Welcome back, ".join(("", name))}`: the separator is the prose
    texts = [const_str(item) for item in _joined_items(items, 0)]
    return any(text is not None and _PHRASE.search(_NOT_PROSE.sub("", text)) for text in texts)


def _placed_items(items: ast.expr) -> bool:
    """Items written in place (a tuple or list, nothing unpacked) one of which is text
    (`("", name)`): a separator joined between them is placed as a prefix or suffix, not
    one set between the items of a collection (`{" and ".join(names)}`)."""
    return (
        isinstance(items, ast.Tuple | ast.List)
        and not any(isinstance(item, ast.Starred) for item in items.elts)
        and any(const_str(item) is not None for item in items.elts)
    )


_ITERATING = frozenset({"sorted", "reversed", "list", "tuple", "set", "frozenset", "iter",
                        "dict", "filter", "map", "fromkeys", "keys", "values"})  # fmt: skip
"""Calls handing on the items (or keys) of the iterables they are given: a literal given
to one is still joined item by item."""


def _joined_items(node: ast.expr, depth: int) -> list[ast.expr]:
    """The items written in place that an iterable given to `join` yields: the elements
    of a literal list, tuple or set, a dict literal's keys (and values, `.values()`), the
    element of a comprehension and what its loop runs over, and the items of the
    iterables `_ITERATING` calls are given."""
    if depth > _MAX_CHOICES:
        return []
    if isinstance(node, ast.Starred):
        return _joined_items(node.value, depth + 1)
    if isinstance(node, ast.List | ast.Tuple | ast.Set):
        parts = list(node.elts)
    elif isinstance(node, ast.Dict):
        parts = [key for key in node.keys if key is not None] + list(node.values)
    elif isinstance(node, ast.ListComp | ast.SetComp | ast.GeneratorExp):
        parts = [node.elt, *(loop.iter for loop in node.generators)]
    elif isinstance(node, ast.Call) and _iterating(node.func):
        receiver = [node.func.value] if isinstance(node.func, ast.Attribute) else []
        parts = [*receiver, *node.args]
    else:
        return [node]
    return [item for part in parts for item in _joined_items(part, depth + 1)]


def _iterating(func: ast.expr) -> bool:
    """Whether a called function is one of `_ITERATING` (by name or attribute)."""
    name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
    return name in _ITERATING


def _written_with(facts: StrictFacts, node: ast.expr) -> str:
    """The source text of an expression (empty when its position is not known)."""
    start, end = getattr(node, "lineno", None), getattr(node, "end_lineno", None)
    if start is None or end is None:
        return ""
    lines = [line.encode() for line in facts.lines[start - 1 : end]]
    if not lines:
        return ""
    lines[-1] = lines[-1][: node.end_col_offset]
    lines[0] = lines[0][node.col_offset :]
    return b"\n".join(lines).decode(errors="replace")


def _pieces(text: str) -> list[str]:
    """The string tokens of a literal's source (several for an implicit concatenation)."""
    return _read_pieces(text) or []


def _read_pieces(text: str) -> list[str] | None:
    """`_pieces`, or None when the source does not tokenize."""
    try:
        found = tokenize.generate_tokens(io.StringIO(f"({text})").readline)
        return [token.string for token in found if token.type in _STRING_STARTS]
    except (tokenize.TokenError, SyntaxError):
        return None


def _padded_quote(facts: StrictFacts, node: ast.Constant, wanted: str) -> bool:
    """An implicit concatenation quoted with the other character whose only pieces holding
    the wanted quote are padding, no letter or digit in them (`("Hello, " "'")`): the quote
    is there to excuse the other pieces' quotes (Ruff lets a concatenation keep the other
    quote when a piece needs it)."""
    text = _written_with(facts, node)
    other = '"' if wanted == "'" else "'"
    if text.count(other) <= 2 + 4 * text.lstrip("rRbBuUfF").startswith(other * 3):
        return False  # (one token: a quote to avoid escaping is what the rule allows)
    contents = [_content(piece) for piece in _pieces(text)]
    holding = [content for content in contents if wanted in content]
    return (
        len(contents) > 1
        and any(wanted not in content for content in contents)
        and bool(holding)
        and not any(map(str.isalnum, "".join(holding)))
    )


_FSTRING_START = getattr(tokenize, "FSTRING_START", None)
_FSTRING_END = getattr(tokenize, "FSTRING_END", None)
_LINE_LIMIT = 88
"""A line Black and Ruff keep (their default length): text that fits one needs no wrap."""


def _placed_pieces(text: str) -> list[tuple[int, str]]:
    """(row, source) of each string piece of a literal's source: several for an implicit
    concatenation; an f-string whole (from Python 3.12 it is several tokens)."""
    lines = f"({text})".split("\n")
    found: list[tuple[int, str]] = []
    depth, start = 0, (0, 0)
    try:
        for token in tokenize.generate_tokens(io.StringIO(f"({text})").readline):
            if token.type == _FSTRING_START:
                depth += 1
                start = token.start if depth == 1 else start
            elif token.type == _FSTRING_END:
                depth -= 1
                if depth == 0:
                    found.append((start[0], _between(lines, start, token.end)))
            elif token.type == tokenize.STRING and depth == 0:
                found.append((token.start[0], token.string))
    except (tokenize.TokenError, SyntaxError):
        return []
    return found


def _between(lines: list[str], start: tuple[int, int], end: tuple[int, int]) -> str:
    """The source from `start` to `end` (token positions: 1-based rows)."""
    if start[0] == end[0]:
        return lines[start[0] - 1][start[1] : end[1]]
    middle = lines[start[0] : end[0] - 1]
    return "\n".join([lines[start[0] - 1][start[1] :], *middle, lines[end[0] - 1][: end[1]]])


def _unneeded_pieces(facts: StrictFacts, node: ast.expr, wanted: str) -> bool:
    """An implicit concatenation quoted with the other character whose prose pieces need
    no other quote, though one piece does (`("Don't forget " "to buy ")`): Ruff lets every
    piece keep the quote one needs, which is consistency for a long text wrapped over
    lines, but no wrap splits pieces on one line or text that fits one line."""
    text = _written_with(facts, node)
    other = '"' if wanted == "'" else "'"
    if text.count(other) < 4:  # (two pieces quoted with the other character at least)
        return False
    pieces = _placed_pieces(text)
    if len(pieces) < 2:
        return False
    loose = [
        row
        for row, piece in pieces
        if piece.lstrip("rRbBuUfF").startswith(other)
        and wanted not in _content(piece)
        and sum(map(str.isalpha, _NOT_PROSE.sub("", _content(piece)))) > 1
    ]
    if not loose:
        return False
    rows = [row for row, _ in pieces]
    one_line = len(facts.lines[node.lineno - 1]) - len(text.split("\n")[0])
    short = one_line + sum(len(_content(piece)) for _, piece in pieces) + 2 <= _LINE_LIMIT
    return short or any(rows.count(row) > 1 for row in loose)


def _content(piece: str) -> str:
    """A string token without its prefix and quotes."""
    body = piece.lstrip("rRbBuUfF")
    quote = body[:3] if body[:3] in {"'" * 3, '"' * 3} else body[:1]
    return body[len(quote) : len(body) - len(quote)]


def _joined_holding(facts: StrictFacts, wanted: str) -> list[ast.JoinedStr]:
    """F-strings with a literal part holding the wanted quote (a concatenation of them
    keeps the other quote in every piece, as a plain one does)."""
    return [
        node
        for node in facts.of_type(ast.JoinedStr)
        if any(
            isinstance(part, ast.Constant) and wanted in str(part.value) for part in node.values
        )
    ]


_TRIMS = frozenset({"replace", "strip", "rstrip", "lstrip", "removesuffix", "removeprefix",
                    "translate"})  # fmt: skip


def _trimmed(facts: StrictFacts, node: ast.expr) -> tuple[ast.expr, str, bool] | None:
    """(literal, text left, whether it is read through a name) for a string literal cut
    by constants: sliced (`"Hello'"[:-1]`) or trimmed (`.rstrip("'")`, `.replace("'",
    "")`, ...), at once or through a name bound only to it (`BANNER[:-1]`)."""
    if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Slice):
        literal, named = _cut_literal(facts, node.value)
        parts = [node.slice.lower, node.slice.upper, node.slice.step]
        bounds = [None if part is None else _small_int(part) for part in parts]
        text = const_str(literal)
        if text is None or any(b is False for b in bounds):
            return None
        return literal, text[slice(*bounds)], named  # type: ignore[misc]
    func = node.func if isinstance(node, ast.Call) else None
    if func is not None and "re.sub" in facts.names.names(func):
        return _substituted(facts, node)  # type: ignore[arg-type]
    if not isinstance(func, ast.Attribute) or func.attr not in _TRIMS or node.keywords:  # type: ignore[union-attr]
        return None
    literal, named = _cut_literal(facts, func.value)
    text = const_str(literal)
    args = [_trim_argument(_named_table(facts, arg))
            for arg in node.args]  # type: ignore[union-attr]  # fmt: skip
    if text is None or None in args:
        return None
    try:
        return literal, getattr(text, func.attr)(*args), named
    except (TypeError, ValueError):
        return None


def _named_table(facts: StrictFacts, node: ast.expr) -> ast.expr:
    """The translation table a name bound once stands for (`_STRIP = {39: None}` read as
    `.translate(_STRIP)`), so a table kept under a name cuts as one written in place;
    any other argument as it is."""
    value = facts.names.only_value(node) if isinstance(node, ast.Name) else node
    return value if isinstance(value, ast.Dict) else node


def _trim_argument(node: ast.expr) -> object:
    """A trimming method's argument written in place: a string, a count (`.replace("'",
    "", 1)`), or a translation table (`{39: None}`, `{ord("'"): None}`,
    `str.maketrans("", "", "'")`); None for anything else."""
    text = const_str(node)
    if text is not None or _small_int(node) is not False:
        return text if text is not None else _small_int(node)
    if isinstance(node, ast.Dict) and None not in node.keys:
        keys = [_table_key(key) for key in node.keys]  # type: ignore[arg-type]
        values = [_table_value(item) for item in node.values]
        if None in keys or any(value is False for value in values):
            return None
        return dict(zip(keys, values, strict=True))
    func = node.func if isinstance(node, ast.Call) else None
    if isinstance(func, ast.Attribute) and func.attr == "maketrans" and not node.keywords:  # type: ignore[union-attr]
        args = [_trim_argument(arg) for arg in node.args]  # type: ignore[union-attr]
        try:
            return None if None in args else str.maketrans(*args)  # type: ignore[arg-type]
        except (TypeError, ValueError):
            return None
    return None


def _table_key(node: ast.expr) -> int | str | None:
    """A key of a translation table written in place: a code point, `ord("'")`, a text."""
    if isinstance(node, ast.Constant) and type(node.value) is int:
        return node.value
    text = const_str(node)
    if text is not None:
        return text
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "ord"
        and len(node.args) == 1
        and len(const_str(node.args[0]) or "") == 1
    ):
        return ord(const_str(node.args[0]))  # type: ignore[arg-type]
    return None


def _table_value(node: ast.expr) -> str | int | bool | None:
    """A value of a translation table written in place (None, a text, a code point), or
    False for anything else."""
    if isinstance(node, ast.Constant) and node.value is None:
        return None
    text = const_str(node)
    return text if text is not None else _small_int(node)


def _substituted(facts: StrictFacts, call: ast.Call) -> tuple[ast.expr, str, bool] | None:
    """`re.sub("'", "", "Hello'")`: (literal, text left, read through a name) for a
    literal whose text a pattern and replacement written in place change."""
    if len(call.args) != 3 or call.keywords:  # noqa: PLR2004
        return None
    pattern, replacement = const_str(call.args[0]), const_str(call.args[1])
    literal, named = _cut_literal(facts, call.args[2])
    text = const_str(literal)
    if pattern is None or replacement is None or text is None:
        return None
    try:
        return literal, re.sub(pattern, replacement, text), named
    except (re.error, IndexError):
        return None


def _helper_return(
    facts: StrictFacts, node: ast.expr, held: set[int]
) -> tuple[str, ast.expr] | None:
    """The parameter and the one returned expression of a function of the code called by
    name with one literal holding the wanted quote (`held`), as `_returned_cut` reads
    them: what `_helper_cut` and `_helper_run` work out with the literal put in."""
    if (
        not isinstance(node, ast.Call)
        or not isinstance(node.func, ast.Name)
        or len(node.args) != 1
        or node.keywords
        or id(_cut_literal(facts, node.args[0])[0]) not in held
    ):
        return None
    return _returned_cut(facts, node.func)


def _helper_cut(
    facts: StrictFacts, node: ast.expr, held: set[int]
) -> tuple[ast.expr, str, bool] | None:
    """`_trimmed` of a literal handed to a function of the code (a def or a lambda bound
    to a name, called by it) whose one `return` cuts its first parameter by constants
    (`def _clean(text): return text[:-1]`, `.rstrip("'")`): the cut the call makes, read
    as through a name (a helper may truncate: only a cut taking off no letter or digit
    counts; `held`: id() of the literals holding the wanted quote)."""
    result = _helper_return(facts, node, held)
    if result is None:
        return None
    parameter, returned = result
    argument = node.args[0]  # (a call of one argument, `_helper_return`)
    if isinstance(returned, ast.Subscript) and _is_name(returned.value, parameter):
        cut: ast.expr = ast.Subscript(value=argument, slice=returned.slice, ctx=ast.Load())
    elif (
        isinstance(returned, ast.Call)
        and isinstance(returned.func, ast.Attribute)
        and _is_name(returned.func.value, parameter)
    ):
        func = ast.Attribute(value=argument, attr=returned.func.attr, ctx=ast.Load())
        defaults = _constant_defaults(facts, node.func)
        args = [defaults.get(arg.id, arg) if isinstance(arg, ast.Name) else arg
                for arg in returned.args]  # fmt: skip
        cut = ast.Call(func=func, args=args, keywords=returned.keywords)
    else:
        return None
    found = _trimmed(facts, cut)
    return None if found is None else (found[0], found[1], True)


def _helper_run(
    facts: StrictFacts, node: ast.expr, held: set[int], wanted: str
) -> tuple[ast.expr, str, bool] | None:
    """`_run_cut` of a literal handed to a function of the code whose one `return` is a
    call taking the first parameter as an argument (`return _TRAILING.sub('', text)`,
    `re.sub(r"\\W+$", '', text)`): the call made with the literal in its place, read as
    through a name (a helper may truncate: only a cut taking off no letter counts)."""
    result = _helper_return(facts, node, held)
    if result is None or not isinstance(result[1], ast.Call):
        return None
    parameter, returned = result
    defaults = _constant_defaults(facts, node.func)

    def placed(arg: ast.expr) -> ast.expr:
        if _is_name(arg, parameter):
            return node.args[0]
        return defaults.get(arg.id, arg) if isinstance(arg, ast.Name) else arg

    if not any(_is_name(arg, parameter) for arg in returned.args):
        return None
    keywords = [ast.keyword(arg=item.arg, value=placed(item.value)) for item in returned.keywords]
    call = ast.Call(func=returned.func, args=list(map(placed, returned.args)), keywords=keywords)
    try:
        ConstantRun(facts.names, _QUOTE_FUNCTIONS).value(call, {})
    except (Unknown, RecursionError):
        # (a rewrite it cannot work out, `sub` by a pattern too costly to run: fails
        # closed on a literal whose wanted quote is no prose, a stray quote to trim)
        literal = _cut_literal(facts, node.args[0])[0]
        text = const_str(literal) or ""
        rewrite = isinstance(returned.func, ast.Attribute | ast.Name) and (
            getattr(returned.func, "attr", getattr(returned.func, "id", "")) in _REWRITES
        )
        if rewrite and _junk_quote(text, wanted):
            return literal, text.replace(wanted, ""), True
        return None
    found = _run_cut(facts, call, held, wanted)
    return None if found is None else (found[0], found[1], True)


_REWRITES = _TRIMS | {"sub", "subn"}
"""Calls `_helper_run` takes, when it cannot work one out, as cutting a stray quote off."""


def _constant_defaults(facts: StrictFacts, func: ast.Name) -> dict[str, ast.expr]:
    """The parameters after the first of the function a name is bound to once whose
    default is a string literal (`def _clean(text, junk="'")`): a call passing the text
    alone cuts by them."""
    bindings = facts.names.bindings_of(func) or []
    if len(bindings) != 1 or not isinstance(bindings[0][1], ast.Lambda | ast.FunctionDef):
        return {}
    arguments = bindings[0][1].args
    positional = [*arguments.posonlyargs, *arguments.args]
    pairs = list(
        zip(
            positional[len(positional) - len(arguments.defaults) :],
            arguments.defaults,
            strict=True,
        )
    )
    keywords = zip(arguments.kwonlyargs, arguments.kw_defaults, strict=True)
    pairs += [(arg, value) for arg, value in keywords if value is not None]
    first = positional[:1]
    return {arg.arg: value for arg, value in pairs
            if const_str(value) is not None and arg not in first}  # fmt: skip


def _is_name(node: ast.expr, name: str) -> bool:
    return isinstance(node, ast.Name) and node.id == name


def _returned_cut(facts: StrictFacts, func: ast.Name) -> tuple[str, ast.expr] | None:
    """(first parameter, the one value returned) of the function a name is bound to
    once: a lambda's body, or a def's one `return` value besides those handing the
    parameter back as it is (`if not text: return text`, a guard for empty text)."""
    bindings = facts.names.bindings_of(func) or []
    if len(bindings) != 1:
        return None
    kind, value = bindings[0]
    if kind == "expr" and isinstance(value, ast.Lambda):
        arguments, returned = value.args, [value.body]
    elif kind == "def" and isinstance(value, ast.FunctionDef | ast.AsyncFunctionDef):
        arguments = value.args
        returned = [
            item.value for item in own_nodes(value) if isinstance(item, ast.Return)
        ]  # fmt: skip
    else:
        return None
    positional = [*arguments.posonlyargs, *arguments.args]
    if not positional:
        return None
    cuts = [item for item in returned if not _is_name(item, positional[0].arg)]  # type: ignore[arg-type]
    if len(cuts) != 1 or cuts[0] is None:
        return None
    return positional[0].arg, cuts[0]


_FILL_ALIGN = "<>=^"
"""The characters that, after a fill character, start a format spec's alignment."""


def _fill_quotes(facts: StrictFacts, wanted: str, holding: list[ast.Constant]) -> list[Finding]:
    """Literals quoted with the other character whose only wanted quotes are the fill
    character of a replacement field's format spec (`f"You paid {cents:'<0} cents"`,
    `"You paid {:'<0} cents".format(cents)`): padding with quote marks is no text, so
    the quote excuses nothing."""
    found: list[Finding] = []
    if f":{wanted}" not in facts.code:
        return found  # (no spec starts with the quote)
    other = '"' if wanted == "'" else "'"
    specs = {
        id(node.format_spec)
        for node in facts.of_type(ast.FormattedValue)
        if node.format_spec is not None
    }
    for node in facts.of_type(ast.JoinedStr):
        if id(node) in specs or id(node) in facts.docstring_ids:
            continue
        fills = sum(
            isinstance(part, ast.FormattedValue) and _quote_fill(part.format_spec, wanted)
            for part in node.values
        )
        if not fills:
            continue
        source = _written_with(facts, node)
        if source.lstrip("rRbBuUfF")[:1] == other and source.count(wanted) == fills:
            found.append((facts.line_of(node), "a quote used only as a fill character"))
    template = re.compile(r"\{[^{}:]*:" + re.escape(wanted) + f"[{_FILL_ALIGN}]")
    for node in holding:
        if id(node) in facts.docstring_ids or id(node) in specs:
            continue
        text = node.value
        fills = len(template.findall(text))
        source = _written_with(facts, node).lstrip("rRbBuUfF")
        if fills and fills == text.count(wanted) and source[:1] == other:
            found.append((facts.line_of(node), "a quote used only as a fill character"))
    return found


def _quote_fill(spec: ast.expr | None, wanted: str) -> bool:
    """Whether a format spec starts with the wanted quote as its fill (`'<0`)."""
    parts = spec.values if isinstance(spec, ast.JoinedStr) else []
    first = parts[0] if parts else None
    text = first.value if isinstance(first, ast.Constant) else None
    return isinstance(text, str) and text[:1] == wanted and text[1:2] in tuple(_FILL_ALIGN)


def _cut_literal(facts: StrictFacts, node: ast.expr) -> tuple[ast.expr, bool]:
    """The literal a cut applies to: itself, or the one value of a name bound once to a
    string literal (and whether it was read through the name)."""
    if not isinstance(node, ast.Name):
        return node, False
    value = facts.names.only_value(node)
    return (value, True) if isinstance(value, ast.Constant) else (node, False)


def _small_int(node: ast.expr) -> int | bool:
    """A constant int (`-1` too), or False."""
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        inner = _small_int(node.operand)
        return False if inner is False else -inner
    value = getattr(node, "value", None) if isinstance(node, ast.Constant) else None
    return value if isinstance(value, int) and not isinstance(value, bool) else False


_QUOTE_FUNCTIONS = pick((
    "builtins.slice", "builtins.str", "builtins.len", "builtins.ord", "builtins.chr",
    "builtins.filter", "builtins.map", "builtins.reversed", "builtins.sorted",
    "builtins.list", "builtins.tuple", "builtins.min", "builtins.max", "builtins.next",
    "builtins.iter", "shlex.split", "shlex.quote", "shlex.join", "csv.reader", "json.loads",
    "functools.reduce", "operator.itemgetter", "operator.getitem", "operator.add",
    "operator.concat", "operator.contains", "operator.eq", "operator.ne", "operator.not_",
    "textwrap.dedent", "textwrap.shorten", "string.capwords", "html.unescape", "html.escape",
    "urllib.parse.unquote", "urllib.parse.unquote_plus", "re.match", "re.fullmatch",
    "re.search", "re.sub", "re.subn", "re.split", "re.findall", "re.compile", "re.escape",
)) | {  # fmt: skip
    "itertools.takewhile": itertools.takewhile, "itertools.dropwhile": itertools.dropwhile,
    "itertools.filterfalse": itertools.filterfalse, "itertools.islice": itertools.islice,
    "builtins.str.maketrans": lambda *args: types.MappingProxyType(str.maketrans(*args)),
    "operator.methodcaller": lambda name, *args: _text_method(name, args),
}  # fmt: skip
"""The functions of `FUNCTIONS` `_run_cut` works text out with: builtins, text functions
(`shlex.split`, `csv.reader`, `re.match`, ...), `functools.reduce`, operators, the
lazy cuts of `itertools` (`takewhile`, `dropwhile`, `filterfalse`, `islice`),
`str.maketrans` (a table `.translate` reads, read-only so that a name bound once to it is
followed) and
`operator.methodcaller` of a trimming method (`_TEXT_CALLERS`)."""

_TEXT_CALLERS = _TRIMS | {"partition", "rpartition", "split", "rsplit", "splitlines"}
"""Text methods an `operator.methodcaller` is worked out for (each gives at most its
arguments' and its text's length)."""


def _text_method(name: object, args: tuple[object, ...]) -> Callable[[object], object]:
    """`operator.methodcaller(name, *args)` for a method of `_TEXT_CALLERS`, applied to a
    text only (anything else is `Unknown`)."""
    if name not in _TEXT_CALLERS:
        raise Unknown

    def call(text: object) -> object:
        if not isinstance(text, str):
            raise Unknown
        return getattr(text, name)(*args)  # type: ignore[arg-type]

    return call


def _run_cut(
    facts: StrictFacts, node: ast.expr, held: set[int], wanted: str
) -> tuple[ast.expr, str, bool] | None:
    """(literal, text left, read through a name) for an expression made of constants
    alone (`ConstantRun`) that reads a literal of `held` and gives text, or a tuple or list
    of texts (their text joined, or one of them without the wanted quote, as unpacking
    binds it: `head, _, _ = TEXT.partition("'")`), holding every letter and digit of
    the literal: however
    it cuts the quote off (`.partition("'")[0]`, a comprehension filtering it out and
    joined, a `slice(...)` object), the text the code ends with is what it is judged by
    (a literal only compared with, `c not in "it's"`, gives the result none of its
    letters)."""
    run = ConstantRun(facts.names, _QUOTE_FUNCTIONS)
    try:
        found = run.value(node, {})
    except (Unknown, RecursionError):
        return None
    texts = [found] if isinstance(found, str) else []
    if isinstance(found, tuple | list) and all(isinstance(item, str) for item in found):
        texts = [item for item in found if wanted not in item] + ["".join(found)]  # type: ignore[arg-type]
    for text in texts:
        kept = Counter(text)
        literal = next(
            (item for item in run.touched
             if id(item) in held and (letters := Counter(filter(str.isalnum, item.value)))
             and not letters - kept),
            None,
        )  # fmt: skip
        if literal is not None:
            return literal, text, run.named
    return None


_TAINT_ROUNDS = 4
"""Assignments followed from a literal to the names that may hold what is made of it."""


def _reaching_held(facts: StrictFacts, held: list[ast.Constant]) -> Callable[[ast.expr], bool]:
    """A cheap test of whether an expression may read one of the `held` literals, for
    `_run_cut` (which works out only what it reads): it holds one in its span, or reads a
    name an assignment binds to an expression that may (a few assignments deep)."""
    starts = sorted((node.lineno, node.col_offset) for node in held)

    def spans_held(node: ast.AST) -> bool:
        start = (node.lineno, node.col_offset)  # type: ignore[attr-defined]
        end = (node.end_lineno, node.end_col_offset)  # type: ignore[attr-defined]
        index = bisect.bisect_left(starts, start)
        return index < len(starts) and starts[index] < end

    tainted: set[str] = set()
    assigned = [
        (node.targets[0].id, node.value)
        for node in facts.of_type(ast.Assign)
        if len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)
    ] if starts else []  # fmt: skip
    for _ in range(_TAINT_ROUNDS):
        grown = {name for name, value in assigned if name not in tainted and (
            spans_held(value) or (tainted and _reads_any(value, tainted)))}  # fmt: skip
        if not grown:
            break
        tainted |= grown
    return lambda node: spans_held(node) or bool(tainted) and _reads_any(node, tainted)


def _reads_any(node: ast.AST, names: set[str]) -> bool:
    return any(isinstance(item, ast.Name) and item.id in names for item in ast.walk(node))


_QUOTE_LOOKAROUND = (
    r"(?<!\\)\(\?[!=](?:\\?{quote})+\)(?=(?:[A-Za-z0-9]|\\{{1,2}}[dwsnt])(?![?*{{]))"
    r"|(?:(?<!\\[A-Za-z0-9])(?<=[A-Za-z0-9])|(?<=\\[dwsnt]))\(\?<[!=](?:\\?{quote})+\)"
)
"""A lookahead for quotes alone before a letter, digit or `\\d`/`\\w`/`\\s` taken at least
once (`"(?!')Order #(\\d+)"`), or a lookbehind for them after one (`"x(?<!')y"`): the
character beside it is no quote, so the test does nothing (or, positive, never holds).
Before an optional character (`(?!')O?`) or at the pattern's edge (`Order(?!')`) it tests
the text and is honest. `{quote}`: the wanted quote, escaped for a pattern."""


def _inert_spots(wanted: str, ends: str = "") -> re.Pattern[str]:
    """Places where the wanted quote does nothing: an empty regex comment (`(?#')`), an
    empty HTML comment (`<!--'-->`) or Jinja comment (`{# ' #}`), a quote a regex repeats
    zero times (`'{0}`, `'{0,0}`), a shell comment ending the text that holds nothing but
    quotes (`du -sh /var/log  # '`), and two of them glued to a shell word, at its end, in
    its middle or at its start (`HEAD''`, `--one''line`: an empty string the shell joins
    to the word), a SQL test of one quoted constant against another (`AND '' = ''`:
    true or false whatever the row), and a regex lookaround testing only for quotes
    beside a character that is none (`_QUOTE_LOOKAROUND`). `ends`: more characters that
    may follow such a word (the closing quote, when the source around a literal is read)."""
    quote = re.escape(wanted)
    return re.compile(
        _QUOTE_LOOKAROUND.format(quote=quote) + "|"
        rf"\(\?#[^)\w]*\)|<!--[^>\w]*-->|\{{#[^}}\w]*#\}}|{quote}\{{0(?:,0)?\}}"
        rf"|(?<=\s)#[^\S\n]*(?:{quote}[^\S\n]*)+(?=$|{f'[{re.escape(ends)}]' if ends else '$'})"
        rf"|(?<=[\w}}/.\-]){quote}{quote}(?=\s|$|[;&|\w){re.escape(ends)}])"
        rf"|(?<![^\s=]){quote}{quote}(?=\w)"
        rf"|(?i:\b(?:AND|OR|WHERE|ON|HAVING|WHEN)\s+{quote}[^{quote}\n]*{quote}\s*"
        rf"(?:==?|<>|!=|IS(?:\s+NOT)?|LIKE)\s*{quote}[^{quote}\n]*{quote})"
    )


_INERT_SPOTS = {quote: _inert_spots(quote) for quote in ("'", '"')}
_INERT_IN_SOURCE = {quote: _inert_spots(quote, "'\"") for quote in ("'", '"')}
"""`_INERT_SPOTS` as read in the source (a gate: a literal's spot may end at its quote)."""


_COMMENT_GATE = re.compile(
    r"<!--|\{#|(?<![^\s])--(?=\s|$|['\"])|\(\?[aiLmsux]*x|/\*"
    r"|(?:\\n|\n|^|['\"])[ \t]*[#;][ \t]*['\"]"
)
"""An HTML or Jinja comment, a SQL `--` comment, a `/*` block comment or a verbose-regex
flag somewhere (a gate for `_strip_comments`)."""
_SPOT_WORDS = ("(?", "<!--", "{#", "--", "/*")
"""Text each spot of `_inert_spots` and `_COMMENT_GATE` holds, but for those
`_SPOT_HINTS` finds: a regex lookaround, comment or verbose flag `(?`, an HTML comment,
a Jinja comment, a SQL comment, a block comment."""
_MARKED_QUOTE = re.compile(r"[#;][^\S\n]*['\"]")
"""A `#` or `;` before a quote, horizontal space between: what a shell comment of quotes
(`# '`) and `_COMMENT_GATE`'s comment line of quotes (`[ \t]*` is horizontal space) hold."""


def _spot_hints(wanted: str) -> tuple[re.Pattern[str], ...]:
    """What the other spots hold, with the wanted quote: two glued to a word (the spot's own
    look-behind, moved after the quotes so the search looks for them first) or starting
    one after a space or `=`, and a SQL constant's closing quote before its comparison."""
    quote = re.escape(wanted)
    return (
        re.compile(rf"{quote}{quote}(?<=[\w}}/.\-]{quote}{quote})"
                   rf"|{quote}{quote}(?=\w)(?<![^\s=]{quote}{quote})"),
        re.compile(rf"{quote}\s*(?:=|<>|!=|(?i:is|like))"),
    )  # fmt: skip


_SPOT_HINTS = {quote: (_MARKED_QUOTE, *_spot_hints(quote)) for quote in ("'", '"')}


def _may_hold_spot(text: str, wanted: str) -> bool:
    """A cheap gate before `_INERT_IN_SOURCE` and `_COMMENT_GATE` (whose look-behinds
    first make them try every position): False only when neither can match `text`. Each
    of their alternatives holds one of `_SPOT_WORDS`, the wanted quote and `{0`, or a
    match of one of `_SPOT_HINTS` (each the spot's text up to a character it cannot do
    without, its other conditions dropped), so text holding none holds no spot."""
    return (
        any(word in text for word in _SPOT_WORDS)
        or wanted + "{0" in text
        or any(hint.search(text) is not None for hint in _SPOT_HINTS[wanted])
    )


_SQL_COMMENT = re.compile(
    r"<!--.*?-->|\{#.*?#\}|(?<![^\s])--(?=\s|$|['\"])(?:(?!\\n)[^\n])*|/\*(?:(?!\*/).)*\*/", re.S
)
_VERBOSE_FLAG = re.compile(r"\(\?[aiLmsux]*x[aiLmsux]*\)")
_QUOTE_COMMENT_LINE = re.compile(
    r"(?:^|\\n|\n)[ \t]*([#;][ \t'\"\\]*['\"][ \t'\"\\]*)(?=$|\\n|\n)"
)
"""A comment line of a shell, INI, TOML or YAML text (`#` or `;` opening the line) that
holds nothing but quotes, anywhere in the text (`"set -e\\n# '\\nmkdir build"`), in the
literal's source (lines split by `\\n` escapes) or its value."""


_SHELL_GLUE = r"\w\-=/.{}$@:+~%\\"
"""Characters a shell word has beside its letters (`--pre''tty=short`, `{ref}''`)."""


def _escaped_doubles(wanted: str) -> re.Pattern[str]:
    """A doubled quote that is an escaped one in prose: between the letters of a word
    (`O''Brien`, `it''s`: SQL, YAML, CSV and .env escape a quote by doubling it), or a
    doubled pair around a word (`rock ''n'' roll`), the word glued to no character of a
    shell word (`_SHELL_GLUE`); `--one''line` and `HEAD''` stay empty shell strings."""
    quote = re.escape(wanted)
    before = rf"(?<![{_SHELL_GLUE}{quote}])"
    after = rf"(?![{_SHELL_GLUE.replace('.', '')}{quote}]|\.\w)"
    word = r"[^\W\d_]+"
    return re.compile(
        rf"{before}{word}{quote}{quote}{word}{after}|{before}{quote}{quote}{word}{quote}{quote}{after}"
    )


_ESCAPED_DOUBLES = {quote: _escaped_doubles(quote) for quote in ("'", '"')}


_SHELL_OPTION = re.compile(r"(?<![^\s'\"])--?[A-Za-z]")
"""A command-line option (`-m`, `--force`): the text is a command, its doubled quotes
empty shell strings (`git commit -m hel''lo`)."""


def _undoubled(text: str, wanted: str) -> str:
    """`text` with each escaped doubled quote (`_escaped_doubles`) written once: a quote
    inside a word, as in prose, that no inert spot takes. A text holding a command-line
    option keeps them doubled (`_SHELL_OPTION`)."""
    if _SHELL_OPTION.search(text) is not None:
        return text
    return _ESCAPED_DOUBLES[wanted].sub(
        lambda match: match.group().replace(wanted * 2, wanted), text
    )


def _comment_spans(text: str) -> list[tuple[int, int]]:
    """Comments of the literal's own language: HTML `<!-- ... -->` and Jinja `{# ... #}`
    comments, SQL `--` comments (a `--` after a space and
    before a space or a quote, to the end of the line), SQL/C block comments (`/* ... */`)
    and, in a pattern that sets the
    verbose flag inline (`(?x)`), each `#` outside a character class and not escaped, to
    the end of the line."""
    spans = [match.span() for match in _SQL_COMMENT.finditer(text)]
    spans += [match.span(1) for match in _QUOTE_COMMENT_LINE.finditer(text)]
    flag = _VERBOSE_FLAG.search(text)
    if flag is None:
        return spans
    index, in_class = flag.end(), False
    while index < len(text):
        char = text[index]
        if char == "\\":
            index += 2
            continue
        if in_class:
            in_class = char != "]"
        elif char == "[":
            in_class = True
            index += 1 if text[index + 1 : index + 2] != "]" else 2
        elif char == "#":
            end = text.find("\n", index)
            end = len(text) if end < 0 else end
            spans.append((index, end))
            index = end
        index += 1
    return spans


def _strip_comments(text: str, wanted: str) -> str:
    """`text` without its comments (`_comment_spans`) whose wanted quotes are no prose: a
    comment keeps its text when a quote in it is an apostrophe inside a word (`don't`) or
    quotes some text (`'key'`); a lone quote there does nothing in the literal's language."""
    prose = re.compile(
        rf"(?<=\w){re.escape(wanted)}(?=\w)|{re.escape(wanted)}[^\n{re.escape(wanted)}]+{re.escape(wanted)}"
    )
    for start, end in sorted(_comment_spans(text), reverse=True):
        part = text[start:end]
        if wanted in part and prose.search(part) is None:
            text = text[:start] + text[end:]
    return text


def _inert_quotes(facts: StrictFacts, wanted: str) -> list[Finding]:
    """Literals quoted with the other character whose every wanted quote does nothing
    (`_inert_spots`): put there only to excuse the other quotes, as a padding piece is."""
    inert, gate = _INERT_SPOTS[wanted], _INERT_IN_SOURCE[wanted]
    if not _may_hold_spot(facts.code, wanted) or (
        gate.search(facts.code) is None and _COMMENT_GATE.search(facts.code) is None
    ):
        return []  # (no inert spot anywhere in the source: none in any literal)
    other = '"' if wanted == "'" else "'"
    lines: set[int] = set()
    unread: set[int] = set()
    for node in facts.of_type(ast.Constant, ast.JoinedStr):
        if id(node) in facts.docstring_ids:
            continue
        pieces = _spotted_pieces(facts, node, gate, inert, wanted)
        if pieces is None:
            unread.add(facts.line_of(node))  # (fails closed: its quotes cannot be read)
        if not pieces or len(pieces) != 1 or not pieces[0].lstrip("rRbBuUfF").startswith(other):
            continue
        content = _undoubled(_content(pieces[0]), wanted)
        if wanted in content and wanted not in _strip_comments(inert.sub("", content), wanted):
            lines.add(facts.line_of(node))
    found = [(line, "a quote that does nothing, added only to excuse the other quotes")
             for line in sorted(lines)]  # fmt: skip
    return found + [
        (line, "a literal with a quote that does nothing whose source cannot be read")
        for line in sorted(unread - lines)
    ]


def _spotted_pieces(
    facts: StrictFacts, node: ast.expr, gate: re.Pattern[str], inert: re.Pattern[str], wanted: str
) -> list[str] | None:
    """The string pieces of a literal's source with an inert spot (empty for a literal
    without one), or None when the source does not read though the text has a spot."""
    source = _written_with(facts, node)
    spotted = gate.search(source) is not None or _COMMENT_GATE.search(source) is not None
    if not spotted and not _unread_spot(node, inert, wanted):
        return []
    pieces = _read_pieces(source)
    if not pieces and _unread_spot(node, inert, wanted):
        return None
    return pieces if spotted else []


def _unread_spot(node: ast.expr, inert: re.Pattern[str], wanted: str) -> bool:
    """A string literal whose text has the wanted quote and an inert spot (`_inert_spots`)
    yet whose source, where its position says, is no string the tokenizer reads: the
    rule would have to read its quotes there and cannot, so it fails closed."""
    text = const_str(node) if isinstance(node, ast.Constant) else None
    return (
        text is not None
        and wanted in text
        and (inert.search(text) is not None or _COMMENT_GATE.search(text) is not None)
    )


def _excused_quotes(facts: StrictFacts, wanted: str) -> list[Finding]:
    """Literals quoted with the other character only thanks to a wanted quote that is
    padding (`_padded_quote`) or cut off at once (`_trimmed`): the text the code uses has
    no quote to avoid escaping."""
    found: list[Finding] = []
    other = '"' if wanted == "'" else "'"
    holding = [
        node
        for node in facts.of_type(ast.Constant)
        if isinstance(node.value, str) and wanted in node.value
    ]
    if not holding:
        return found  # (both routes need a literal holding the wanted quote)
    padded = {
        id(node)
        for node in holding
        if id(node) not in facts.docstring_ids and _padded_quote(facts, node, wanted)
    }
    found += [(facts.line_of(node), "a quote piece added only to excuse the other quotes")
              for node in holding if id(node) in padded]  # fmt: skip
    found += [
        (facts.line_of(node), "pieces of a concatenation take a quote only another one needs")
        for node in [*holding, *_joined_holding(facts, wanted)]
        if id(node) not in padded
        and id(node) not in facts.docstring_ids
        and _unneeded_pieces(facts, node, wanted)
    ]
    found += _fill_quotes(facts, wanted, holding)
    held = {id(node) for node in holding} - padded  # (sliced or trimmed literals)
    reaches = _reaching_held(facts, [node for node in holding if id(node) in held])
    checked = _asserted_against_literals(facts) | _shown_in_main(facts, wanted)
    for node in facts.of_type(ast.Subscript, ast.Call):
        if id(node) in checked:
            continue  # (a test of the cutting helper: the text is only compared)
        cut = _trimmed(facts, node) or _helper_cut(facts, node, held)
        cut = cut or (_run_cut(facts, node, held, wanted) if reaches(node) else None)
        cut = cut or _helper_run(facts, node, held, wanted)
        if cut is None or id(cut[0]) not in held:
            continue
        literal, left, named = cut
        if _prose_quotes(const_str(literal) or "", wanted):
            continue  # (`"O'Brien".translate(_PLAIN)`: a word folded, no quote excused)
        source = _written_with(facts, literal).lstrip("rRbBuUfF")
        if named and any(map(str.isalnum, Counter(const_str(literal)) - Counter(left))):
            continue  # (through a name, cutting text off too is truncation: `WORD[:3]`)
        if not _keeps_quote(const_str(literal) or "", left, wanted) and other in source[:1]:
            found.append((facts.line_of(node), "a quote that excuses the other quotes is cut off"))
    return found + _looped_cuts(facts, held, wanted, other)


_ROW_METHODS = frozenset({"items", "keys", "values"})


def _looped_cuts(facts: StrictFacts, held: set[int], wanted: str, other: str) -> list[Finding]:
    """Literals of a container cut by a loop over it: a comprehension (or `for` statement)
    over a literal tuple, list, set or dict (directly or through a name bound once; its
    `.items()`, `.keys()`, `.values()`) whose element (or a call or subscript of its body)
    cuts the wanted quote off a held literal its loop variable takes (`{key: text.replace(
    "'", '') for key, text in RAW.items()}`): worked out once per row, as `_run_cut`
    does, with the row's texts bound to the loop's names."""
    found: list[Finding] = []
    for loop in facts.of_type(ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp, ast.For):
        generators = [loop] if isinstance(loop, ast.For) else loop.generators
        rows = _literal_rows(facts, generators[0].iter) if len(generators) == 1 else []
        rows = [row for row in rows if any(id(item) in held for item in row[1:])]
        if not rows:
            continue
        if isinstance(loop, ast.For):
            body = [node for part in loop.body for node in ast.walk(part)]
            cuts = [node for node in body if isinstance(node, ast.Call | ast.Subscript)]
        else:
            cuts = [loop.key, loop.value] if isinstance(loop, ast.DictComp) else [loop.elt]
        for row, *items in rows:
            env = _bind_row(generators[0].target, row)
            literal = next(item for item in items if id(item) in held)
            if env is None or other not in _written_with(facts, literal).lstrip("rRbBuUfF")[:1]:
                continue
            if not _junk_quote(literal.value, wanted):
                continue  # (`("don't", "can't")` normalised: the quotes are prose)
            if any(_cut_by(facts, cut, env, literal, wanted) for cut in cuts):
                message = "a quote that excuses the other quotes is cut off in a loop"
                found.append((facts.line_of(literal), message))
    return found


def _junk_quote(text: str, wanted: str) -> bool:
    """Whether a text holds the wanted quote other than as prose: an apostrophe inside a
    word (`don't`) or after a plural before a word (`users' files`), or a pair quoting a
    text (`say 'hi'`)."""
    quote = re.escape(wanted)
    pair = rf"(?<!\w){quote}[^{quote}]*\w[^{quote}]*{quote}(?!\w)"
    prose = rf"(?<=\w){quote}(?=\w)|(?<=s){quote}(?=\s+\w)|{pair}"
    return wanted in re.sub(prose, "", text)


def _prose_quotes(text: str, wanted: str) -> bool:
    """Whether a literal's wanted quotes are all prose (`_junk_quote`: `O'Brien`, `Rock
    'n' roll`) and none of them wraps the whole text (`"'Upload complete'"` is a text
    quoted to be unquoted): cutting such a quote off folds the text, it excuses nothing."""
    core = text.strip()
    wrapped = len(core) > 1 and core[0] == wanted == core[-1]
    return not wrapped and not _junk_quote(text, wanted)


def _literal_rows(facts: StrictFacts, node: ast.expr) -> list[tuple[Any, ...]]:
    """(value bound per row, literals it is made of) for each row a loop over a literal
    container gives; [] for any other iterable."""
    method = None
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and not node.args:
        method, node = node.func.attr, node.func.value
        if method not in _ROW_METHODS:
            return []
    node = facts.names.only_value(node)
    if isinstance(node, ast.Dict) and None not in node.keys:
        pairs = list(zip(node.keys, node.values, strict=True))
        if method == "items":
            return [((key, value), key, value) for key, value in pairs]  # type: ignore[misc]
        return [(item, item) for item in (node.values if method == "values" else node.keys)]  # type: ignore[misc]
    if method is None and isinstance(node, ast.Tuple | ast.List | ast.Set):
        return [(item, item) for item in node.elts]
    return []


def _bind_row(target: ast.expr, row: Any) -> dict[str, object] | None:
    """The loop's names bound to a row's constants (a name, or a pair unpacked); None
    when a text the row holds cannot be bound."""
    if isinstance(target, ast.Name):
        value = const_str(row) if isinstance(row, ast.expr) else None
        return None if value is None else {target.id: value}
    if isinstance(target, ast.Tuple) and isinstance(row, tuple) and len(row) == len(target.elts):
        env: dict[str, object] = {}
        for part, item in zip(target.elts, row, strict=True):
            if isinstance(part, ast.Name) and isinstance(item, ast.Constant):
                env[part.id] = item.value
        return env
    return None


def _cut_by(
    facts: StrictFacts, node: ast.expr, env: dict[str, object], literal: ast.Constant, wanted: str
) -> bool:
    """Whether `node`, worked out with the loop's names bound (`env`), gives the text of
    `literal` with its every letter and digit but without the wanted quote."""
    run = ConstantRun(facts.names, _QUOTE_FUNCTIONS)
    try:
        text = run.value(node, env)
    except (Unknown, RecursionError):
        return False
    letters = Counter(filter(str.isalnum, literal.value))
    return (
        isinstance(text, str)
        and wanted not in text
        and bool(letters)
        and not (letters - Counter(text))
    )


def _asserted_against_literals(facts: StrictFacts) -> set[int]:
    """id() of each operand of an `assert` whose whole test compares it for (in)equality
    with string literals alone (`assert unquote("'a b'") == 'a b'`): a test of the helper
    whose input needs the quote, the text compared and never used."""
    found: set[int] = set()
    for node in facts.of_type(ast.Assert):
        test = node.test
        if not isinstance(test, ast.Compare) or len(test.ops) != 1:
            continue
        if not isinstance(test.ops[0], ast.Eq | ast.NotEq):
            continue
        operands = [test.left, *test.comparators]
        for index, operand in enumerate(operands):
            others = operands[:index] + operands[index + 1 :]
            if all(const_str(other) is not None for other in others):
                found.add(id(operand))
    return found


def _shown_in_main(facts: StrictFacts, wanted: str) -> set[int]:
    """id() of each call of a function by its name, on a literal whose wanted quotes are
    prose (`_junk_quote`), that a `print(...)` of the module's `if __name__ ==
    '__main__':` block shows (`print(unquote("'Ada Lovelace'"))`): a demo of the helper
    on the input it is made for, as an `assert` of the same call is its test."""
    found: set[int] = set()
    for block in facts.tree.body:
        if not (isinstance(block, ast.If) and _main_test(block.test)):
            continue
        for node in (item for part in block.body for item in ast.walk(part)):
            if not isinstance(node, ast.Call) or "builtins.print" not in facts.names.names(
                node.func
            ):
                continue
            for shown in node.args:
                if not (isinstance(shown, ast.Call) and isinstance(shown.func, ast.Name)):
                    continue
                text = const_str(shown.args[0]) if len(shown.args) == 1 else None
                if text is not None and not _junk_quote(text, wanted):
                    found.add(id(shown))
    return found


def _main_test(test: ast.expr) -> bool:
    """`__name__ == '__main__'`, either way round."""
    if not (isinstance(test, ast.Compare) and len(test.ops) == 1):
        return False
    sides = {
        "name" if isinstance(side, ast.Name) and side.id == "__name__" else const_str(side)
        for side in (test.left, test.comparators[0])
    }
    return isinstance(test.ops[0], ast.Eq) and sides == {"name", "__main__"}


_QUOTE_REFERENCES = {
    "'": re.compile(r"&(?:#0*39|#[xX]0*27|apos);"),
    '"': re.compile(r"&(?:#0*34|#[xX]0*22|quot);"),
}
"""HTML character references to each quote (what `html.escape` turns it into)."""


def _keeps_quote(text: str, left: str, wanted: str) -> bool:
    """Whether the text the code ends with keeps the wanted quote of a literal's `text`:
    as it is, or escaped as an HTML character reference the literal did not hold
    (`html.escape("Tom's diner")` gives `Tom&#x27;s diner`: escaping is not cutting)."""
    references = _QUOTE_REFERENCES[wanted]
    return wanted in left or len(references.findall(left)) > len(references.findall(text))


_SOURCE_READERS = frozenset({
    "inspect.getcomments", "inspect.getsource", "inspect.getsourcelines",
    "inspect.findsource", "inspect.getblock",
})  # fmt: skip
"""Functions reading an object's source text at run time (comments included): the
program's own when the object is one of its functions or classes."""
_LINE_READERS = frozenset({"linecache.getline", "linecache.getlines"})
"""Functions reading a file's lines: the program's own when the file is `__file__` (a
traceback formatter reads other files' lines by the frames' names)."""
_SOURCE_WORDS = "getcomments|getsource|findsource|getblock|getline|__file__"
_FILE_READERS = frozenset({"builtins.open", "io.open", "tokenize.open", "codecs.open"})
_PATH_READS = frozenset({"read_text", "read_bytes", "open"})


def _own_file(node: ast.expr) -> bool:
    return isinstance(node, ast.Name) and node.id == "__file__"


def _own_object(facts: StrictFacts, args: list[ast.expr]) -> bool:
    """Whether the object a source reader is given is one of the code's own functions or
    classes, by name or through one alias (`banner`, `shown = banner`); a frame, a class
    handed in or lines already read belong to whatever code they come from."""
    node: ast.expr | None = args[0] if args else None
    for _ in range(2):
        if not isinstance(node, ast.Name):
            return False
        bindings = facts.names.bindings_of(node) or []
        if any(kind == "def" for kind, _ in bindings):
            return True
        values = [value for kind, value in bindings if kind == "expr"]
        node = values[0] if len(values) == 1 else None  # type: ignore[assignment]
    return False


def _source_reads(facts: StrictFacts) -> list[Finding]:
    """Text the program reads from its own source: a comment or line read back with
    `inspect.getcomments`/`getsource`/`linecache`, or the file itself, `open(__file__)`,
    `Path(__file__).read_text()` (a path beside it, `Path(__file__).parent / 'x'`, is
    another file); what is written there needs no quote at all."""
    found: list[Finding] = []
    if not facts.may_matter(_SOURCE_WORDS):
        return found
    for call in facts.of_type(ast.Call):
        func = call.func
        names = facts.names.names(func)
        opened = bool(names & _FILE_READERS) and any(map(_own_file, call.args[:1]))
        path = func.value if isinstance(func, ast.Attribute) and func.attr in _PATH_READS else None
        read = (
            isinstance(path, ast.Call)
            and "pathlib.Path" in facts.names.names(path.func)
            and any(map(_own_file, path.args[:1]))
        )
        own = bool(names & _SOURCE_READERS) and _own_object(facts, call.args[:1])
        lines = bool(names & _LINE_READERS) and any(map(_own_file, call.args[:1]))
        if own or lines or opened or read:
            found.append((facts.line_of(call), "text read back from the program's own source"))
    return found


_LITERAL_READERS = frozenset({"ast.literal_eval"})


def _literal_evals(facts: StrictFacts, quote: str) -> list[Finding]:
    """Python literals written as text the code fixes and read by `ast.literal_eval`
    (`ast.literal_eval('("north", "east")')`, also through a name bound once to the
    text): the string literals in that text are the program's constants, written in
    Python's own syntax, so they take the quote as any literal does. Text read from data
    (a parameter, a file) is not the code's and passes."""
    found: list[Finding] = []
    if "literal_eval" not in facts.code:
        return found
    for call in facts.of_type(ast.Call):
        if not call.args or not facts.names.names(call.func) & _LITERAL_READERS:
            continue
        text = const_str(facts.names.only_value(call.args[0]))
        if text is not None and _wrong_quotes("_ = (\n" + text.strip(" \t") + "\n)", quote):
            message = "a literal in the text read by `ast.literal_eval` uses the other quote"
            found.append((facts.line_of(call), message))
        elif text is not None and _wrapped_string(facts, call.args[0], text, quote):
            message = (
                "a string literal wrapped in a literal of the other quote for `ast.literal_eval`"
            )
            found.append((facts.line_of(call), message))
    return found


def _wrapped_string(facts: StrictFacts, argument: ast.expr, text: str, quote: str) -> bool:
    """Whether the text handed to `ast.literal_eval` is itself one string literal
    (`"'Enter a number: '"`) written in a literal of the other quote: the wanted quotes
    it holds are stripped at once, so they excuse no quote the program's text needs."""
    try:
        tree = ast.parse(text.strip(), mode="eval")
    except (SyntaxError, ValueError):
        return False
    if not (isinstance(tree.body, ast.Constant) and isinstance(tree.body.value, str)):
        return False
    value = facts.names.only_value(argument)
    other = '"' if _QUOTES[quote] == "'" else "'"
    pieces = _pieces(_written_with(facts, value)) if value is not None else []
    return any(piece.lstrip("rRbBuUfF").startswith(other) for piece in pieces)


def _reads_doc(node: ast.expr) -> bool:
    return (isinstance(node, ast.Attribute) and node.attr == "__doc__") or (
        isinstance(node, ast.Name) and node.id == "__doc__"
    )


_DOC_READERS = ("inspect.getdoc()", "pydoc.getdoc()", "inspect.cleandoc()")
"""Calls giving a docstring's text (`pydoc.getdoc(f)`), as `names` spells their results."""
_DOC_NAME = re.compile(r"(?:^|[.:])__doc__(?:$|[.(\[])")
"""A name `names` gives for a docstring's text or text made from it (`local:f.__doc__`,
reached also by `getattr`, `operator.attrgetter('__doc__')`, `vars(f).get('__doc__')`)."""
_DOC_FUNCTIONS = frozenset({"inspect.getdoc", "pydoc.getdoc"})
"""Functions reading the docstring of the object they are given."""
_SQL_RUNNERS = frozenset({"execute", "executemany", "executescript"})
_DOC_WORDS = ("__doc__", "getdoc", "cleandoc")


def _doc_value(facts: StrictFacts, node: ast.expr) -> bool:
    """Whether an expression may give a docstring's text, however it is read back
    (`f.__doc__`, `__doc__`, `inspect.getdoc(f)`, `pydoc.getdoc(f)`, `getattr(f,
    '__doc__')`, `operator.attrgetter('__doc__')(f)`, `vars(f)['__doc__']`, through names
    bound to such a read) or text made from it (`.strip()`, `.splitlines()[0]`)."""
    return _reads_doc(node) or any(
        name.startswith(_DOC_READERS) or _DOC_NAME.search(name) for name in facts.names.names(node)
    )


def _data_use(node: ast.AST) -> ast.expr | None:
    """The text an expression uses as data, when it does: a template it fills in
    (`t.format(...)`, `.format_map`, `t % args`, `string.Template(t)` is found by
    `_docstring_templates`) or a query it runs (`conn.execute(t, ...)`); else None."""
    if isinstance(node, ast.BinOp):
        return node.left if isinstance(node.op, ast.Mod) else None
    if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Attribute):
        return None
    if node.func.attr in {"format", "format_map"}:
        return node.func.value
    if node.func.attr in _SQL_RUNNERS and node.args:
        return node.args[0]
    return None


_SHOWERS = frozenset(
    {
        "builtins.print",
        "builtins.SystemExit",
        "sys.exit",
        "sys.stdout.write",
        "sys.stderr.write",
        "docopt.docopt",
        "click.echo",
        "argparse.ArgumentParser().error",
        "argparse.ArgumentParser().exit",
    }
)
"""Calls that show the text they are handed to a person (the message of an exit, too)."""
_HELP_KEYWORDS = frozenset({"description", "usage", "epilog"})
"""Keywords of `argparse.ArgumentParser` (and `add_parser`) that take help text to show."""
_LOG_METHODS = frozenset({"debug", "info", "warning", "error", "critical", "exception"})
_SHOWN_TRIMS = frozenset({"strip", "lstrip", "rstrip", "expandtabs"})


def _runs_query(node: ast.AST) -> bool:
    """Whether a call runs its text as a query (`conn.execute(sql)`)."""
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in _SQL_RUNNERS
    )


def _shown_arguments(facts: StrictFacts) -> set[int]:
    """id() of the expressions handed to a call that shows them to a person: printed,
    written to `sys.stdout`/`sys.stderr`, an exit's message, logged (the message), help
    text of an argparse parser (`description=`, `usage=`, `epilog=`) or docopt's usage,
    and of what a trim of such an expression (`.strip()`, `textwrap.dedent`) is made from."""
    shown: set[int] = set()
    for call in facts.of_type(ast.Call):
        names = facts.names.names(call.func)
        handed: list[ast.expr] = []
        if names & _SHOWERS:
            handed = [*call.args, *(k.value for k in call.keywords if k.arg in {"msg", "message"})]
        elif any(
            name.startswith("logging.") and name.rpartition(".")[2] in _LOG_METHODS
            for name in names
        ):
            handed = call.args[:1]
        if any(name.startswith("argparse.") for name in names):
            handed += [k.value for k in call.keywords if k.arg in _HELP_KEYWORDS]
        for value in handed:
            shown.add(id(value))
            while (inner := _trimmed_from(facts, value)) is not None:
                shown.add(id(inner))
                value = inner
    return shown


def _trimmed_from(facts: StrictFacts, node: ast.expr) -> ast.expr | None:
    """The text a trim for display makes `node` from (`text.strip()`, `dedent(text)`)."""
    if not isinstance(node, ast.Call):
        return None
    if isinstance(node.func, ast.Attribute) and node.func.attr in _SHOWN_TRIMS:
        return node.func.value
    if len(node.args) == 1 and "textwrap.dedent" in facts.names.names(node.func):
        return node.args[0]
    return None


def _shown_once(facts: StrictFacts, shown: set[int]) -> set[int]:
    """id() of the values bound to a name once (`usage = __doc__ % args`) whose every
    read, anywhere in the code, is shown (`_shown_arguments`): text made to be shown."""
    stores: dict[str, list[ast.Name]] = {}
    loads: dict[str, list[ast.Name]] = {}
    for name in facts.of_type(ast.Name):
        kind = stores if isinstance(name.ctx, ast.Store) else loads
        kind.setdefault(name.id, []).append(name)
    found: set[int] = set()
    for node in facts.of_type(ast.Assign):
        target = node.targets[0] if len(node.targets) == 1 else None
        if not isinstance(target, ast.Name) or len(stores.get(target.id, ())) != 1:
            continue
        reads = loads.get(target.id, [])
        if reads and all(id(read) in shown for read in reads):
            found.add(id(node.value))
    return found


def _module_doc(facts: StrictFacts, node: ast.expr) -> bool:
    """Whether an expression reads the module's own docstring (`__doc__`, also through a
    name bound once to it, or trimmed: `__doc__.strip()`), not another's."""
    names = facts.names.names(node)
    return bool(names) and all(name == "__doc__" or name.startswith("__doc__.") for name in names)


def _docstring_templates(facts: StrictFacts) -> list[Finding]:
    """A docstring read back (by any of the reads `_doc_value` follows) and used as data:
    a template for text (`greeting.__doc__.format(name)`, `__doc__ % name`,
    `pydoc.getdoc(f).format(...)`, `string.Template(f.__doc__)`) or a query it runs
    (`conn.execute(vars(Q).get('__doc__'))`): data written as a docstring keeps triple
    double quotes. Filling in a docstring itself (`f.__doc__ = f.__doc__.format(...)`)
    documents; it passes, as does help text read and shown as it is, or the module's
    own docstring filled in and shown at once (`sys.stderr.write(__doc__ % {'prog':
    name})`, `print(...)`, an exit's message, a log message, argparse's
    `description=`/`usage=`/`epilog=`, docopt), also through a name bound once and only
    ever shown: a script's usage documented in its docstring, the docopt idiom. Another
    docstring filled in as a message (`print(greet.__doc__.format(name=n))`), and text
    returned, stored or run as a query, keep failing."""
    found: list[Finding] = []
    if not facts.mentions(*_DOC_WORDS):
        return found
    kept = {
        id(node.value) for node in facts.of_type(ast.Assign) if any(map(_reads_doc, node.targets))
    }
    shown = _shown_arguments(facts)
    shown |= _shown_once(facts, shown)
    for node in facts.of_type(ast.Call, ast.BinOp):
        if id(node) in kept:
            continue
        data = _data_use(node)
        if (
            id(node) in shown
            and data is not None
            and not _runs_query(node)
            and _module_doc(facts, data)
        ):
            continue
        if data is None and isinstance(node, ast.Call) and node.args:
            templates = facts.names.names(node.func) & {"string.Template"}
            data = node.args[0] if templates else None
        if data is not None and _doc_value(facts, data):
            found.append((facts.line_of(node), "a docstring used as a template or query"))
    return found


def _data_docstrings(facts: StrictFacts, quote: str) -> list[Finding]:
    """A docstring read back as a value (by any of the reads `_doc_value` follows, or the
    constants of its code, `f.__code__.co_consts`) when its function or class is nothing
    but that docstring (`pass` or `...` besides): it
    documents no code, so it is a string literal of data (a query, a template, a message)
    dressed as a docstring to keep triple double quotes
    (`conn.execute(active_users_query.__doc__)`, `pydoc.getdoc(_template)`,
    `vars(_Query).get('__doc__')`). Help text read from a function with a body
    (`description=main.__doc__`) documents it and passes, as does a docstring stored into
    another `__doc__`, or one that needs its double quotes (`_convertible_doc`)."""
    found: list[Finding] = []
    words = (*_DOC_WORDS, "co_consts")
    if not facts.mentions(*words) or _QUOTES[quote] == '"':
        return found
    holders = {
        f"local:{node.name}": first
        for node in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
        if (first := docstring_of(node)) is not None
        and _convertible_doc(facts, first)
        and all(_inert_statement(item) for item in node.body[1:])
    }
    if not holders:
        return found
    kept = {
        id(node.value) for node in facts.of_type(ast.Assign) if any(map(_reads_doc, node.targets))
    }
    reads = {f"{holder}.__doc__" for holder in holders}
    consts = tuple(f"{holder}.__code__.co_consts" for holder in holders)
    for node in facts.of_type(ast.Attribute, ast.Call, ast.Subscript):
        if id(node) in kept or not isinstance(getattr(node, "ctx", ast.Load()), ast.Load):
            continue
        if (
            isinstance(node, ast.Call)
            and node.args
            and facts.names.names(node.func) & _DOC_FUNCTIONS
        ):
            subjects = facts.names.names(node.args[0])
        else:
            names = facts.names.names(node)
            subjects = {name.removesuffix(".__doc__") for name in names & reads}
            subjects |= {  # (the constants of its code: the docstring is the first)
                name.partition(".__code__")[0] for name in names if name.startswith(consts)
            }
        if subjects & holders.keys():
            found.append((facts.line_of(node), "a docstring of a body-less function read as data"))
    return found


def _convertible_doc(facts: StrictFacts, literal: ast.Constant) -> bool:
    """Whether a docstring is written with double quotes it does not need, as Ruff reads a
    literal: a triple-quoted one needs them only holding `'''` or ending in a single
    quote (`DEFAULT ''` inside does not), any other only holding a single quote."""
    text = literal.value
    written = _written_with(facts, literal).lstrip("rRuU")
    if written.startswith("'"):
        return False
    if written.startswith('"""'):
        return "'''" not in text and not text.endswith("'")
    return "'" not in text


_WORD_SEPARATORS = frozenset(" \t,;|")
"""Separators cutting text into values (words, fields) rather than lines or sentences."""
_WORD_SPLITTERS = frozenset({"builtins.str.split", "builtins.str.rsplit", "shlex.split"})


def _word_split(facts: StrictFacts, call: ast.Call) -> ast.expr | None:
    """The text a call cuts into words or fields (`text.split()`, `.split(',')`,
    `str.split(text)`, `shlex.split(text)`, `re.split(r'\\s+', text)`), or None: a cut
    into lines or paragraphs (`.split('\\n')`, `.splitlines()`) is not one."""
    func = call.func
    if isinstance(func, ast.Attribute) and func.attr in {"split", "rsplit"}:
        text, separators = func.value, call.args[:1]
    elif call.args and facts.names.names(func) & _WORD_SPLITTERS:
        text, separators = call.args[0], call.args[1:2]
    elif len(call.args) >= 2 and "re.split" in facts.names.names(func):  # noqa: PLR2004
        pattern = const_str(call.args[0])
        if pattern is None or "\n" in pattern or "\\n" in pattern:
            return None
        return call.args[1]
    else:
        return None
    separators += [k.value for k in call.keywords if k.arg == "sep"]
    for separator in separators:
        if isinstance(separator, ast.Constant) and separator.value is None:
            continue
        sep = const_str(separator)
        if sep is None or not set(sep) <= _WORD_SEPARATORS:
            return None
    return text


def _split_docstrings(facts: StrictFacts, quote: str) -> list[Finding]:
    """A docstring of the code (the module's, a function's or a class's, with a body or
    not) read back and cut into words or fields (`frozenset(__doc__.split())`,
    `f.__doc__.split(',')`): a list of values written as a docstring to keep triple
    double quotes. Help text is cut into lines or paragraphs, or its words joined back
    (`' '.join(__doc__.split())`, also through a name, which passes) or counted
    (`len(doc.split())`, a docstring linter's measure): `_valueless_splits`; or handled
    as text (capitalized and joined, wrapped into lines, searched once for a word):
    `_kept_as_text`."""
    found: list[Finding] = []
    if _QUOTES[quote] == '"' or not facts.mentions(*_DOC_WORDS):
        return found
    owners: dict[str, list[ast.Constant]] = {}
    for node in [facts.tree, *facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)]:
        first = docstring_of(node)
        if first is not None and _convertible_doc(facts, first):
            owners.setdefault(getattr(node, "name", ""), []).append(first)
    if not owners:
        return found
    splits = {
        id(call): text for call in facts.of_type(ast.Call) if (text := _word_split(facts, call))
    }
    valueless = _valueless_splits(facts, splits)
    resplit = {id(text) for text in splits.values()}
    for call in facts.of_type(ast.Call):
        text = None if id(call) in valueless else splits.get(id(call))
        if text is None or not _doc_value(facts, text) or _kept_as_text(facts, call, resplit):
            continue
        subjects = {_doc_owner(name) for name in facts.names.names(text)} or {"?"}
        if "?" in subjects:
            subjects = _subjects_beside(facts, call, text)
        if (subjects & owners.keys() or "?" in subjects) and not _in_test(facts, call):
            found.append((facts.line_of(call), "a docstring cut into values, read as data"))
    return found


def _doc_reads(facts: StrictFacts) -> list[tuple[ast.expr, ast.expr | None]]:
    """Each read of a docstring's text and the object whose docstring it reads (None for
    the module's own `__doc__`): `x.__doc__`, `getattr(x, '__doc__')`,
    `inspect.getdoc(x)`, `pydoc.getdoc(x)`; a store into a `__doc__` is left out."""
    reads: list[tuple[ast.expr, ast.expr | None]] = []
    if not facts.mentions(*_DOC_WORDS):
        return reads
    for node in facts.of_type(ast.Attribute, ast.Name, ast.Call):
        if isinstance(node, ast.Name):
            if node.id == "__doc__" and isinstance(node.ctx, ast.Load):
                reads.append((node, None))
        elif isinstance(node, ast.Attribute):
            if node.attr == "__doc__" and isinstance(node.ctx, ast.Load):
                reads.append((node, node.value))
        elif node.args and (
            facts.names.names(node.func) & _DOC_FUNCTIONS
            or (
                len(node.args) >= 2  # noqa: PLR2004
                and const_str(node.args[1]) == "__doc__"
                and "builtins.getattr" in facts.names.names(node.func)
            )
        ):
            reads.append((node, node.args[0]))
    return reads


def _doc_subject(facts: StrictFacts, read: ast.expr, subject: ast.expr | None) -> str:
    """The name of the module, class or function whose docstring a read gives ('' for the
    module), also read by a method of its class (`self.__doc__`, `type(self).__doc__`,
    `self.__class__.__doc__`, `cls.__doc__`); `?` when not known."""
    if subject is None:
        return ""
    for name in facts.names.names(subject):
        if name.startswith("local:"):
            return name.removeprefix("local:").removesuffix("()").rpartition(".")[2]
    if isinstance(subject, ast.Call) and len(subject.args) == 1:
        if "builtins.type" in facts.names.names(subject.func):
            subject = subject.args[0]
    elif isinstance(subject, ast.Attribute) and subject.attr == "__class__":
        subject = subject.value
    method = facts.owner(read)
    functions = ast.FunctionDef | ast.AsyncFunctionDef
    if isinstance(subject, ast.Name) and isinstance(method, functions):
        positional = [*method.args.posonlyargs, *method.args.args]
        home = facts.owner(method, through_lambdas=False)
        if positional and positional[0].arg == subject.id and isinstance(home, ast.ClassDef):
            return home.name
    return "?"


def _passed_in(facts: StrictFacts, read: ast.expr, subject: ast.expr | None) -> bool:
    """Whether a read takes the docstring of a parameter of the function it stands in
    (`inspect.getdoc(func)`), or of an item of one that a loop of the function goes over
    (`for helper in helpers:`, a comprehension's too): an object the code is handed, not
    one of its own."""
    function = facts.owner(read)
    if not isinstance(subject, ast.Name) or not isinstance(function, _FUNCTIONS):
        return False
    known = facts.memo(_passed_in)
    handed = known.get(id(function))
    if handed is None:
        handed = known[id(function)] = _handed_names(function)
    return subject.id in handed


def _handed_names(function: ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda) -> set[str]:
    """The names of a function's parameters and of the items its loops take from them
    (`_passed_in`), worked out once a function."""
    arguments = function.args
    every = [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs]
    every += [a for a in (arguments.vararg, arguments.kwarg) if a is not None]
    handed = {argument.arg for argument in every}
    loops = [
        (node.target, node.iter)
        for node in ast.walk(function)
        if isinstance(node, ast.For | ast.AsyncFor | ast.comprehension)
    ]
    for _ in range(_MAX_LOOP_NESTING):
        found = {
            name.id
            for target, items in loops
            if isinstance(items, ast.Name) and items.id in handed
            for name in ast.walk(target)
            if isinstance(name, ast.Name)
        }
        if found <= handed:
            break
        handed |= found
    return handed


_MAX_LOOP_NESTING = 4
"""Loops over a handed-in collection (`_passed_in`) followed into each other at most."""


_FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)


def _subjects_beside(facts: StrictFacts, node: ast.AST, text: ast.expr) -> set[str]:
    """Whose docstrings the cut `text` may be, as `_doc_subject` names them: the read a
    name is bound to once (`DOC = inspect.getdoc(K)` at module level, cut in a function),
    else the reads of the function holding `node`; those of parameters it is handed leave
    out (`inspect.getdoc(func).split()` measures another's docstring), `?` for any read
    not known, and for a function holding no read at all (the text's source not shown)."""
    reads = facts.derived(_reads_by_owner)
    bound = facts.names.only_value(text)
    found = [pair for pair in reads.get(id(facts.owner(bound)), []) if pair[0] is bound]
    if bound is text or not found:
        found = reads.get(id(facts.owner(node)))
        if found is None:
            return {"?"}
    subjects: set[str] = set()
    for read, subject in found:
        owner = _doc_subject(facts, read, subject)
        if owner != "?" or not _passed_in(facts, read, subject):
            subjects.add(owner)
    return subjects


def _reads_by_owner(facts: StrictFacts) -> dict[int, list[tuple[ast.expr, ast.expr | None]]]:
    """`_doc_reads`, grouped by id() of the function (or module) each stands in."""
    grouped: dict[int, list[tuple[ast.expr, ast.expr | None]]] = {}
    for read, subject in _doc_reads(facts):
        grouped.setdefault(id(facts.owner(read)), []).append((read, subject))
    return grouped


def _in_test(facts: StrictFacts, node: ast.AST) -> bool:
    """Whether `node` stands in a test function (`def test_usage():`): a test reads the
    docstring it checks."""
    function = facts.owner(node, through_lambdas=True)
    return isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef) and (
        function.name.startswith("test")
    )


def _valueless_splits(facts: StrictFacts, splits: dict[int, ast.expr]) -> set[int]:
    """id() of the expressions whose words give no values: joined back (`' '.join(words)`,
    unless that text is cut into words again) or only counted (`len(doc.split())`), at
    once or through a name bound once whose every read is so (`words = doc.split()` read
    only by `' '.join(words)`): help text reflowed, or its length measured."""
    resplit = {id(text) for text in splits.values()}
    used: set[int] = set()
    for call in facts.of_type(ast.Call):
        if len(call.args) != 1 or call.keywords or id(call) in resplit:
            continue
        func = call.func
        if (isinstance(func, ast.Attribute) and func.attr == "join") or (
            facts.names.names(func) == {"builtins.len"}
        ):
            used.add(id(call.args[0]))
    return used | _shown_once(facts, used)


_MAX_TEXT_HOPS = 6
"""Steps (`_kept_as_text`: a comprehension, `map`, a helper's return) followed from cut
words to where they are used, at most."""
_WORD_CONTAINERS = frozenset({
    "builtins.set", "builtins.frozenset", "builtins.list", "builtins.tuple", "builtins.sorted",
})  # fmt: skip
_COMPREHENSIONS = (ast.GeneratorExp, ast.ListComp, ast.SetComp)


def _kept_as_text(facts: StrictFacts, words: ast.expr, resplit: set[int], depth: int = 0) -> bool:
    """Whether the words a cut gives are only handled as text, not kept as values: joined
    back (`' '.join(...)`, not cut again), counted, compared, or searched once outside a
    loop (`word in doc.split()`; a stoplist filtering in a loop is data); also through a
    comprehension or `map` making text of each word (`w.capitalize() for w in ...`),
    `set`/`sorted`/... of them, a loop gathering them into a text (`_rewrapped`, a word
    wrap), or the return of a function each call of which with a docstring is so used
    (`tokenize(__doc__)` searched)."""
    parent = facts.derived(node_parents).get(id(words))
    if depth > _MAX_TEXT_HOPS or parent is None:
        return False
    if isinstance(parent, ast.Compare):
        ops = dict(zip(map(id, parent.comparators), parent.ops, strict=True))
        searched = isinstance(ops.get(id(words)), ast.In | ast.NotIn)
        return not searched or not _in_loop(facts, parent)
    if isinstance(parent, ast.For):
        return parent.iter is words and _rewrapped(parent)
    if isinstance(parent, ast.comprehension):
        held = facts.derived(node_parents).get(id(parent))
        return (
            isinstance(held, _COMPREHENSIONS)
            and len(held.generators) == 1
            and parent.iter is words
            and not parent.ifs
            and isinstance(parent.target, ast.Name)
            and _word_text(held.elt, parent.target.id)
            and _kept_as_text(facts, held, resplit, depth + 1)
        )
    if isinstance(parent, ast.Return):
        return _helper_kept_as_text(facts, parent, resplit, depth)
    return isinstance(parent, ast.Call) and _call_keeps_text(facts, parent, words, resplit, depth)


def _call_keeps_text(
    facts: StrictFacts, parent: ast.Call, words: ast.expr, resplit: set[int], depth: int
) -> bool:
    """Whether a call handed cut words as its last argument keeps them text
    (`_kept_as_text`): `join` (its text not cut again), `len`, `map` of a string method
    or `set`/`sorted`/... of them, themselves kept as text."""
    if parent.keywords or not parent.args or parent.args[-1] is not words:
        return False
    names = facts.names.names(parent.func)
    if len(parent.args) == 2 and names == {"builtins.map"}:  # noqa: PLR2004
        method = facts.names.names(parent.args[0])
        return (
            len(method) == 1
            and _str_text_method(next(iter(method)))
            and _kept_as_text(facts, parent, resplit, depth + 1)
        )
    if len(parent.args) != 1:
        return False
    if isinstance(parent.func, ast.Attribute) and parent.func.attr == "join":
        return id(parent) not in resplit
    if names & _WORD_CONTAINERS:
        return _kept_as_text(facts, parent, resplit, depth + 1)
    return names == {"builtins.len"}


def _str_text_method(name: str) -> bool:
    """`builtins.str.capitalize` and the like: a method of `str` making text of text."""
    head, _, method = name.rpartition(".")
    return head == "builtins.str" and method in _TEXT_METHODS - {"format", "format_map"}


def _word_text(node: ast.expr, word: str) -> bool:
    """Whether an expression is the word named `word` or text made of it by string
    methods with constant arguments (`word.strip('.,').lower()`)."""
    while isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        if node.func.attr not in _TEXT_METHODS or node.keywords:
            return False
        if not all(isinstance(arg, ast.Constant) for arg in node.args):
            return False
        node = node.func.value
    return isinstance(node, ast.Name) and node.id == word


def _in_loop(facts: StrictFacts, node: ast.AST) -> bool:
    """Whether `node` stands in a loop or comprehension of its function."""
    parents = facts.derived(node_parents)
    for _ in range(len(facts.nodes)):
        node = parents.get(id(node))  # type: ignore[assignment]
        if node is None or isinstance(node, (*_FUNCTIONS, ast.ClassDef)):
            return False
        if isinstance(node, ast.For | ast.AsyncFor | ast.While | ast.comprehension):
            return True
    return False


_GLUE = (ast.JoinedStr, ast.FormattedValue, ast.BinOp, ast.IfExp, ast.BoolOp, ast.Compare)
"""What text is glued together with (`f'{line} {word}'`, `line + ' ' + word`, a choice)."""


def _rewrapped(loop: ast.For) -> bool:
    """Whether a loop over words only gathers them into texts: a word wrap adding each
    word to a line (`line = f'{line} {word}'`, `line += ' ' + word`, `line = word` to
    start one), measuring (`len(word)`) and comparing them; the word read anywhere else
    (appended, stored, a key) keeps it a value."""
    if not isinstance(loop.target, ast.Name):
        return False
    word = loop.target.id
    lines: set[str] = set()
    uses: list[tuple[str, ast.expr]] = []
    for statement in ast.walk(ast.Module(body=loop.body, type_ignores=[])):
        pair = added_or_assigned(statement)
        if pair is None:
            continue
        target, value = pair
        if isinstance(target, ast.Name) and _loads(value, word):
            uses.append((target.id, value))
            if isinstance(statement, ast.AugAssign) or _loads(value, target.id):
                lines.add(target.id)
    glued = {id(name) for line, value in uses if line in lines for name in _glued_loads(value)}
    measured = {
        id(node.args[0])
        for node in ast.walk(ast.Module(body=loop.body, type_ignores=[]))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
        and node.func.id == "len" and len(node.args) == 1
    }  # fmt: skip
    compared = {
        id(item)
        for node in ast.walk(ast.Module(body=loop.body, type_ignores=[]))
        if isinstance(node, ast.Compare)
        for item in [node.left, *node.comparators]
    }
    reads = [
        node
        for node in ast.walk(ast.Module(body=[*loop.body, *loop.orelse], type_ignores=[]))
        if isinstance(node, ast.Name) and node.id == word
    ]
    kept = glued | measured | compared
    return bool(lines) and all(id(read) in kept for read in reads)


def _loads(node: ast.AST, name: str) -> bool:
    """Whether an expression reads the name."""
    return any(isinstance(item, ast.Name) and item.id == name for item in ast.walk(node))


def _glued_loads(value: ast.expr) -> list[ast.Name]:
    """The names an expression glues into text (`_GLUE`), not those read by a call or
    subscript inside it (`f'{line} {table[word]}'`)."""
    found: list[ast.Name] = []
    stack: list[ast.AST] = [value]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.Name):
            found.append(node)
        elif isinstance(node, _GLUE):
            stack += ast.iter_child_nodes(node)
    return found


def _helper_kept_as_text(
    facts: StrictFacts, returned: ast.Return, resplit: set[int], depth: int
) -> bool:
    """Whether a function returning cut words (`def tokenize(text): return {...}`) is
    only called, never handed on, and every call giving it a docstring keeps the words as
    text (`_kept_as_text`): a tokenizer of help text searched, `word in tokenize(__doc__)`."""
    function = facts.owner(returned, through_lambdas=False)
    if not isinstance(function, ast.FunctionDef) or isinstance(
        facts.owner(function, through_lambdas=False), ast.ClassDef
    ):
        return False
    parents = facts.derived(node_parents)
    loads = facts.derived(name_loads).get(function.name, [])
    calls = [
        call
        for name in loads
        if isinstance(call := parents.get(id(name)), ast.Call) and call.func is name
    ]
    if not calls or len(calls) != len(loads):
        return False
    return all(
        not _doc_argument(facts, call, function) or _kept_as_text(facts, call, resplit, depth + 1)
        for call in calls
    )


def _doc_argument(facts: StrictFacts, call: ast.Call, function: ast.FunctionDef) -> bool:
    """Whether a call of a function may cut a docstring: it hands one (`_doc_value`) or
    text not known (a starred argument), or the function reads one itself or takes one
    as a default."""
    given = [*call.args, *(item.value for item in call.keywords)]
    given += [*function.args.defaults, *filter(None, function.args.kw_defaults)]
    return id(function) in facts.derived(_reads_by_owner) or any(
        isinstance(arg, ast.Starred) or _doc_value(facts, arg) for arg in given
    )


def _doc_owner(name: str) -> str:
    """The name of what a read docstring belongs to (`local:C.m.__doc__` gives `m`, the
    module's `__doc__` gives ''), `?` when not known (`inspect.getdoc(...)`: any)."""
    head, found, _ = name.partition(".__doc__")
    if name.startswith("__doc__"):
        return ""
    if not found or head.endswith(")"):
        return "?"
    return head.rpartition(".")[2].removeprefix("local:")


def _inert_statement(statement: ast.stmt) -> bool:
    """`pass`, `...`, `return` or `return None`: a statement that makes a body without
    code."""
    if isinstance(statement, ast.Return):
        value = statement.value
        return value is None or (isinstance(value, ast.Constant) and value.value is None)
    return isinstance(statement, ast.Pass) or (
        isinstance(statement, ast.Expr)
        and isinstance(statement.value, ast.Constant)
        and statement.value.value is Ellipsis
    )


_PYTHON_MAGICS = frozenset({"time", "timeit", "prun"})
"""IPython magics whose argument is a Python statement (`%time rows = load("x")`)."""
_MAGIC_LINE = re.compile(r"([ \t]*)(%%?)(\w*)[ \t]*|[ \t]*(?:[\w.]+[ \t]*=[ \t]*)?[!%?]")
"""A notebook line that is no Python: a magic (its name), a shell escape, `x = !ls`."""
_PYTHON_FILE_CELL = re.compile(r"[ \t]*%%(?:writefile|file)(?:[ \t]+-a)?[ \t]+\S+\.pyw?[ \t]*$")
"""A cell writing its body to a Python file (`%%writefile greet.py`): the body is Python."""


def _repaired_block(text: str) -> str | None:
    """A shown block that does not compile read as the Python it holds, or None: notebook
    magics and shell escapes blanked (the statement a `%time`/`%timeit`/`%prun` runs kept
    in place; a cell written to a Python file, `%%writefile greet.py`, is Python; a cell
    magic of another language, `%%bash`, makes no Python), and a
    fragment of a body shown indented (`    if farewell:`) dedented. It must then parse."""
    lines = text.split("\n")
    for number, line in enumerate(lines):
        match = _MAGIC_LINE.match(line)
        if match is None:
            continue
        if match.group(2) == "%%" and number == 0 and _PYTHON_FILE_CELL.match(line):
            lines[number] = ""  # the cell is a Python module the answer writes
            continue
        if match.group(2) == "%%" and match.group(3) not in _PYTHON_MAGICS:
            return None
        python = match.group(2) is not None and match.group(3) in _PYTHON_MAGICS
        lines[number] = match.group(1) + line[match.end() :] if python else ""
    repaired = textwrap.dedent("\n".join(lines))
    return repaired if parse(repaired) is not None else None


def _unreadable_blocks(facts: StrictFacts, quote: str) -> list[Finding]:
    """Literals quoted with the other character in a Python block the answer shows that
    does not compile as it stands (so the judge of shown blocks passes over it): a
    notebook cell with a magic line, a fragment of a body shown indented; read as
    `_repaired_block` reads it."""
    found: list[Finding] = []
    for block in shown_python(facts):
        source = block.source
        if not source.strip() or compiles(source) or (text := _repaired_block(source)) is None:
            continue
        found += [(None, f"block {block.number} of the answer: a literal uses the other quote "
                         f"(line {line})") for line in _wrong_quotes(text, quote)[:1]]  # fmt: skip
    return found


_DIFF_BLOCK = re.compile(
    r"^[ \t]*```[ \t]*(?:diff|patch|udiff)[ \t]*\n(.*?)^[ \t]*```", re.MULTILINE | re.DOTALL
)
"""A fenced `diff`/`patch` block of the answer (its body)."""
_DIFF_FILE = re.compile(r"\+\+\+ (?:b/)?(\S+)")


def _diff_blocks(facts: StrictFacts, quote: str) -> list[Finding]:
    """Literals quoted with the other character on the lines a `diff` block adds to a
    Python file (or to no file it names): its new side (context and added lines) read as
    Python when it parses, dedented if need be; a hunk that does not parse is passed over."""
    if facts.depth or not facts.response or "```" not in facts.response:
        return []
    if "diff" not in facts.response and "patch" not in facts.response:
        return []  # (`_DIFF_BLOCK`'s label, `udiff` included, holds one: no block to read)
    found: list[Finding] = []
    for number, block in enumerate(_DIFF_BLOCK.findall(facts.response), start=1):
        new: list[str] = []
        added: set[int] = set()
        python = True
        for line in block.split("\n"):
            if line.startswith(("---", "@@", "\\", "diff ", "index ")):
                continue
            if (named := _DIFF_FILE.match(line)) is not None:
                python = named.group(1).endswith((".py", ".pyw", ".pyi"))
                continue
            if not python or line.startswith("-"):
                continue
            if line.startswith("+"):
                added.add(len(new) + 1)
            new.append(line[1:])
        text = textwrap.dedent("\n".join(new))
        wrong = [line for line in _wrong_quotes(text, quote) if line in added]
        found += [(None, f"diff block {number} of the answer: an added literal uses the "
                         f"other quote (line {line})") for line in wrong[:1]]  # fmt: skip
    return found


_CODE_WORDS = r"\{|'|\"|getcomments|getsource|findsource|getblock|getline|__file__"
"""What the program holds for a check of its own to find anything (the word gate)."""


def _postponed(facts: StrictFacts) -> bool:
    """Whether the code postpones its annotations (`from __future__ import annotations`)."""
    return any(
        node.module == "__future__" and any(alias.name == "annotations" for alias in node.names)
        for node in facts.of_type(ast.ImportFrom)
    )


def _string_annotations(facts: StrictFacts, quote: str) -> list[Finding]:
    """Annotations written wholly as a string quoted with the other character (`next:
    "Node | None"`, `-> "Node"`): under postponed annotations Ruff skips them, yet each is
    a string literal of the code (one holding the wanted quote keeps the other)."""
    if "__future__" not in facts.code or not _postponed(facts):
        return []
    annotations = [
        *(node.annotation for node in facts.of_type(ast.arg, ast.AnnAssign)),
        *(node.returns for node in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef)),
    ]
    found: list[Finding] = []
    for node in annotations:
        if not isinstance(node, ast.Constant) or not isinstance(node.value, str):
            continue
        lines = facts.lines[node.lineno - 1 : node.end_lineno]
        lines[-1] = lines[-1].encode()[: node.end_col_offset].decode(errors="replace")
        text = "\n".join(lines).encode()[node.col_offset :].decode(errors="replace")
        if _quote_char(text) not in {quote, ""} and quote not in text[1:]:
            found.append((facts.line_of(node), "a string annotation uses the other quote"))
    return found


class QuoteStyle(Instruction):
    """Write all string literals with one kind of quote.

    What it asks:
        Every string literal, single-line and multi-line, uses the chosen quote character
        (`quote`: single or double). The other character is allowed only where it avoids
        escaping a quote inside the string. Docstrings keep triple double quotes.

    Why:
        Mixed quoting is noise in review and diffs. Teams pick one style (black's double,
        or single in many older code bases) and models asked for the less common one tend
        to slip back to their habit.

    Verified by:
        Ruff flake8-quotes Q000 (inline strings), Q001 (multi-line strings) and Q003
        (avoidable escaped quotes), with `inline-quotes` and `multiline-quotes` set to the
        parameter. Docstring quotes (Q002) are not checked.

    Strict mode:
        Also fails text moved into a replacement field of an f-string, where it takes
        the other quote character: a field that evaluates to constant text
        (`f'{"text"}'`, `f'{"te" + "xt"}'`, `f'{str("text")}'`, a literal sliced by
        constants, `f'{"text"[:]}'`, a bytes literal decoded in place,
        `f'{b"text".decode()}'`, `str(b"text", "utf-8")`, `"text".encode().decode()`,
        or handed on by a wrapper:
        bound by `:=`, `f'{(t :=
        "text")}'`, returned by a lambda called in place, `f'{(lambda: "text")()}'`
        (its body, or the argument or default of the parameter the body is),
        `format(...)` or `.__str__()` of one value; or a choice between
        such texts: a conditional, `f'{"Hi" if known else "Hello"}'`, a literal tuple
        or list indexed by a flag, `f'{("Hi", "Hello")[formal]}'`, a literal dict
        looked up by subscript, `.get`, `.pop` or `.setdefault`, `f'{ {200:
        "OK"}.get(code, "Unknown") }'`, `and`/`or` of such texts,
        also `dict(ok="All good", ...)`, `dict` of a literal of pairs or of a dict, and
        `tuple`/`list` of such a literal (a dict's keys for `tuple`/`list` of a dict), the
        items of a literal spread into a display (`[*{"Hi": 0}, *("Hello",)]`, `{**{...}}`),
        and the defaults of a lambda written in place read back (`.__defaults__`,
        `.__kwdefaults__`) or the constants of its code (`.__code__.co_consts`);
        unless every text it chooses has at most three characters, a plural suffix or
        separator such as `f'item{"" if n == 1 else "s"}'`), a string literal or
        f-string added to a value in a field (`f'{"Hello, " + name}'`, also by an
        operator's method or function, `f'{"Hello, ".__add__(name)}'`,
        `name.__radd__(...)`, `str.__add__(...)`, `operator.add`/`concat(...)`, which
        count as the operator wherever this sentence names one: `.__mod__`,
        `.__mul__`), an f-string
        alone in a field without a format (`f'{f"Hi {name}"}'`) or holding a phrase
        with one (`f'{f"Welcome back, {name}!":^40}'`), and prose (two letters
        or more once `%s`, `{...}` and `&nbsp;` are left out; an f-string's literal
        parts count) that a field formats with `%`, `.format` or `format(...)`
        (`f'{format("Total due", ">12")}'`), changes by a string method
        (`f'{"hello".title()}'`, `.upper()`, `.replace(...)`, ..., also unbound,
        `str.upper("hello")`) or repeats (`f'{"Hello, " * 1}'`), a phrase passed to
        `.format(...)` or `%` (`f'{"{}".format("Total due")}'`), a phrase filled in as
        a template made in place (`f'{Template("Dear $who, ...").substitute(who=name)}'`,
        `.safe_substitute`) or handed to a function making text from it
        (`textwrap.fill`, `dedent`, `shorten`, `indent`, `string.capwords`,
        `html.escape`, `unescape`, `shlex.quote`, by that name), a phrase (words with
        a space or `,!?;:` beside them) or a word of two letters or more sliced by any
        bounds (`f'{"Hello there"[:n]}'`, `f'{"Completed"[:width]}'`; a table of
        characters, ascending or of 16 distinct ones or more, passes:
        `"0123456789abcdef"[:base]`),
        a phrase among the literal items a field joins
        (`f'{" ".join(("Welcome back,", name))}'`, also a dict literal's keys or values,
        `f'{"".join({"Hello, ": None})}'`, the element of a comprehension or what it
        loops over, and the items of a literal handed through `sorted`, `reversed`,
        `list`, `tuple`, `set`, `iter`, `dict`, `filter`, `map`, `.fromkeys`, `.keys`
        or `.values`, `str.join` unbound too; keys such as `'first_name'` pass), a
        phrase as the separator joining items written in place one of which is text
        (`f'{"Welcome back, ".join(("", name))}'`; `f'{" and ".join(names)}'` passes),
        a phrase among the values a field chooses between, whatever the others are
        (`f'{"Welcome back" if member else name}'`, `f'{member and "Welcome back" or
        "Hello"}'`, `f'{ {True: "Welcome back"}.get(member, name) }'`, `.pop`, an
        f-string of prose as one of them; a single word, `f'{name or "Guest"}'`, passes),
        and constant text (short choices aside) bound by `:=` anywhere in a field
        (`f'{len(t := "text")}'`).
        The checks of this sentence see through the wrappers above
        (`f'{(lambda n: "Hello, " + n)(name)}'`) and read `getattr(x, "name")` with a
        literal name as `x.name` (`f'{getattr("hello", "title")()}'`).
        Also fails a phrase handed to any call inside a field, as an argument or as the
        receiver of a method, or inside a tuple, list, set or dict written in place there
        (`f'{getattr(user, "title", "valued customer")}'`, `f'{next(iter(["Welcome
        back"]))}'`, `f'{type("")("Welcome back")}'`,
        `f'{"Order summary".__format__("^40")}'`), except
        a key or pattern a lookup or search takes first (`.get`, `getattr`'s name,
        `.split`, `.replace`, `re.sub`, ...), the separator of `join`, and a literal
        holding the wanted quote. Also fails literals
        quoted with the other character only thanks to a wanted quote that is no text:
        an implicit concatenation whose only pieces holding the wanted quote have no
        letter or digit (`("Hello, " "'")`: Ruff lets a concatenation with a piece that
        needs the other quote keep it in every piece); a literal quoted with the other
        character whose every wanted quote does nothing: in an empty regex comment
        (`"(?#')[a-z]+"`), an empty HTML comment (`<!--'-->`) or Jinja comment (`{# '
        #}`), a SQL test of one quoted constant against another (`"... AND '' = ''"`),
        repeated zero times by a regex quantifier (`"\\d+'{0}"`, `'{0,0}`), tested
        for by a regex lookahead or lookbehind of quotes alone beside a letter, digit,
        `\\d`, `\\w` or `\\s` that is no quote (`"(?!')Order #(\\d+)"`, `"total(?<!'):
        "`; before an optional character, `(?!')O?`, or at the pattern's edge,
        `Order(?!')`, it tests the text and passes), in a
        `#` comment after a space that ends the text and holds only such quotes (`"du -sh
        /var/log  # '"`), two glued to a shell word
        at its end, middle or start (`HEAD''`, `--one''line`; two between the letters
        of a word, `"O''Brien"`, or around one, `"rock ''n'' roll"`, are an escaped
        quote of SQL, YAML, CSV or .env text and pass, unless a shell character is glued
        to the word, `fo''o/`, or the text holds a command-line option, `-m`), or in a
        comment of the
        literal's own language (HTML `<!-- row' -->`, Jinja, SQL, C) with no prose quote
        (an apostrophe inside a word or a quoted
        text): a SQL `--` comment after a space (`"... LIMIT ? -- '"`), a SQL/C block comment
        (`"... FROM users /* ' */ WHERE ..."`), a comment line of a shell, INI, TOML or
        YAML text anywhere in it (a line opened by `#` or `;` holding only quotes, `"set
        -e\\n# '\\nmkdir build"`, `"[a]\\nk = 1\\n; '"`) or a `#` comment of
        a pattern that sets the verbose flag inline (`"(?x) \\d+  # id '"`), read in its
        source where its position says (lines numbered as Python numbers them: a lone
        carriage return ends one in code run through exec), and a literal holding such a
        spot whose source the check cannot read there (fails closed); an implicit
        concatenation quoted with the other character in which a piece with prose needs
        no other quote, when its pieces share a line (`("Don't forget " "to buy ")`) or
        its text, written as one literal where it starts, fits a line of 88 characters
        (Ruff keeps the quote one piece needs in all, which suits a long text wrapped
        over lines, not a short one split to carry the quote: that split fails even
        honest, as it is rare); or
        a literal whose wanted quote is cut off by constants (`"Hello'"[:-1]`,
        `.rstrip("'")`, `.replace("'", "")` with a count or not, `.translate({39:
        None})` with a table written in place, `{ord("'"): ''}` or `str.maketrans(...)`,
        or kept under a name bound once to a dict literal (`_STRIP = {39: None}`),
        `re.sub("'", '', "Hello'")`, ...), or by any expression of constants alone
        worked out as Python would (string methods, `.partition("'")[0]`, an item
        unpacked from such a tuple or list, `head, _, _ = TEXT.partition("'")`,
        `.split("'")[0]`, a `slice(...)` object, `+`, `*`, comparisons, conditionals,
        comprehensions, `filter`/`map`/`sorted`/`reversed`/`tuple`/`next` and
        `itertools.takewhile`/`dropwhile`/`filterfalse`/`islice` with lambdas or
        methods of literals, `''.join(ch for ch in "Hello'" if ch != "'")`, and standard
        text functions: `shlex.split`, `csv.reader` (read by `next` or a subscript),
        `re.match`/`search`/`sub`/`split`/`findall` and a match's `.group()` (a pattern
        without a quantified group or back-reference, two quantifiers at most, on 150
        characters at most), `json.loads`, `textwrap.dedent`, `html.unescape`,
        `urllib.parse.unquote`, `string.capwords`, `operator.itemgetter` and
        `operator.methodcaller` of a trimming or splitting method (also through a name
        bound once to one), `str.maketrans` (a table `.translate` reads, also through a
        name bound once to it), `operator.add`, `functools.reduce`: a literal
        with a letter or digit read by it, the text or texts it gives holding no wanted
        quote), at once or through names bound once to such values
        (`BANNER[:-1]`), or in a loop: a comprehension or `for` over a literal tuple,
        list, set or dict (also through a name bound once, its `.items()`, `.keys()`,
        `.values()`) whose element (a call or subscript of its body) cuts the quote off
        a literal its loop names take (`{key: text.replace("'", '') for key, text in
        RAW.items()}`), or by a function of the code (a def or lambda called by
        its name) whose one `return` (besides those handing the parameter back as it is,
        `if not text: return text`) cuts its first parameter so (`_clean("Hello'")`
        with `return text[:-1]`, or by a parameter's string default the call leaves as
        it is, `def _clean(text, junk="'"): return text.strip(junk)`, or by a call it
        hands the parameter to, `return _TRAILING.sub('', text)`, worked out, or when
        it cannot be (a costly pattern) a `sub`/trim taken as cutting a stray, non-prose
        quote off; whichever route cuts it, only when that quote is no prose (not inside
        a word, `"O'Brien".translate(_PLAIN)` folds a name, after a plural, or one of a
        pair quoting a text, `"Rock 'n' roll"`; a pair wrapping the whole text,
        `"'Upload complete'"`, is no prose but in a loop); through a name or
        a function, only when the cut takes
        off no letter or digit: `TITLE[:5]` of `"Don't panic"` truncates; never a cut an
        `assert` only compares with string literals, `assert unquote("'a b'") == 'a b'`
        tests the helper, nor a call of a helper on a literal whose quotes are prose
        that a `print(...)` of the `if __name__ == '__main__':` block shows,
        `print(unquote("'Ada Lovelace'"))`; escaping is no cut: a quote turned into an
        HTML character reference, `html.escape("Tom's diner")`, is kept); a literal
        whose only wanted quotes are the fill character of a replacement field's format
        spec (`f"You paid {cents:'<0} cents"`, `"{:'<0}".format(...)`); and text the
        program reads back from its own source, whatever it reads it with
        (`inspect.getcomments`, `getsource`,
        `getsourcelines`, `findsource` or `getblock` of one of its own functions or
        classes, by name or one alias; `linecache.getline(s)(__file__)`,
        `open(__file__)`, `Path(__file__).read_text()`; a path beside the file,
        `Path(__file__).parent / 'x'`, is another file, and a traceback formatter reading
        its frames' files reads others' lines); a docstring used as data: formatted
        as a template for text or run as a query (`greet.__doc__ % name`,
        `__doc__.format(...)`, `string.Template(f.__doc__)`, `conn.execute(Q.__doc__)`,
        unless stored back into a `__doc__`, or filled in and shown at once, a script's
        usage in the docopt idiom: printed, written to `sys.stdout`/`sys.stderr`, an
        exit's or a log's message, argparse's `description=`/`usage=`/`epilog=`, docopt,
        also through a name bound once and only shown), however it is read back (`inspect.getdoc`,
        `pydoc.getdoc`, `getattr(f, '__doc__')`, `operator.attrgetter('__doc__')`,
        `vars(f)['__doc__']` or `.get`, through names bound to such a read, or text made
        from it, `.strip()`); and Python literals written as text the code fixes
        and read by `ast.literal_eval` (`ast.literal_eval('("north", "east")')`, also
        through a name bound once to the text) whose string literals use the other
        quote, or whose text is one string literal written in a literal of the other quote
        (`ast.literal_eval("'Enter a number: '")`; text read from data passes). It
        fails a docstring read back as a value by any of those reads (not stored into
        another `__doc__`) when its function or class is nothing but it (`pass`, `...`,
        `return` or `return None` besides, its code's constants read as well,
        `f.__code__.co_consts[0]`) and its
        double quotes are not needed (a triple-quoted one holding no `'''` and not
        ending in a single quote; `DEFAULT ''` inside needs none): data dressed as a
        docstring (`conn.execute(active_users_query.__doc__)`, `GREETING =
        _greeting.__doc__`; help text of a function with a body, `description=main.__doc__`,
        passes); and any docstring of the code written with double quotes it does not
        need (the module's, or of a function or class with a body) read back and cut
        into words or fields (`frozenset(__doc__.split())`, `.split(',')`,
        `str.split(...)`, `shlex.split`, `re.split` by a pattern without a newline):
        values kept as a docstring; help text cut into lines or paragraphs, or its words
        joined back (`' '.join(__doc__.split())`, also through a name bound once and only
        joined, unless the joined text is cut again) or only counted (`len(doc.split())`,
        a docstring linter measuring), or only handled as text (joined back through a
        comprehension or `map` of string methods, `' '.join(w.capitalize() for w in
        summary.split())`; gathered by a loop into lines, a word wrap adding each word to
        a line it measures; compared; searched once outside a loop, `word in
        doc.split()`; also through the return of a function each call of which with a
        docstring is so used, `word in tokenize(__doc__)`; not a stoplist filtering in
        a loop, nor words bound to a name), passes, as does the docstring of an object a
        function is handed (`inspect.getdoc(func).split()` of a parameter `func`, or of
        an item of one its loop goes over, `for helper in helpers:`, a keyword index
        of help text) and a cut inside a test function (`def test_usage():`); text whose
        owner is not known is judged by the read a name is bound to once (`DOC =
        inspect.getdoc(Keywords)` at module level, cut in a function, fails), else by the
        reads of the function holding the cut, and fails when that function holds none. It
        judges the literals of each Python block the answer shows that does not compile
        as it stands, read as the Python it holds: notebook magics and shell escapes
        blanked (`%time stmt` read as `stmt`; `x = !ls`, `%matplotlib inline`, `!pip ...`
        are no Python; a cell under `%%bash` or another non-Python cell magic is not
        read; a cell `%%writefile greet.py` writes to a Python file is read as Python)
        and a fragment of a body shown indented dedented (`    if farewell: ...`),
        when it then parses; and the literals a `diff`/`patch` block adds to a Python file
        (or to no file it names), its new side (context and added lines) read as Python,
        dedented, when it parses. It
        judges the string literals of code run through exec/eval/compile by the same rule
        (code whose tokens cannot be read fails). It fails an annotation written wholly
        as a string quoted with the other character (`next: "Node | None"`, `-> "Node"`),
        which Ruff skips under `from __future__ import annotations`; one holding the
        wanted quote keeps the other. Literals a field
        needs (a key, a separator to join with, a default after `or`, a format,
        `f'{"%.2f" % value}'`, a receiver of `join`: `f'{" and ".join(parts)}'`, a rule
        drawn by repetition: `f'{"=" * 40}'`, `f'{"&nbsp;" * depth}'`) keep the other
        quote. Still possible: literals in the examples of a docstring's doctest (an
        answer keeps the docstring a task gives, its doctests' quotes included), text
        written as the docstring of a function with a body
        and read back other than as a template or query, since docstrings keep
        their triple double quotes; a shown block that still does not parse once its
        magics are blanked and it is dedented (a fragment indented deeper at its start
        than later, an `elif` or `except` clause alone; a diff hunk whose new side does not
        parse); a docstring of the module or of a function or class with code read back
        (by `inspect.getdoc` or otherwise) and used as data other than as a template, a
        query or values cut out of it (cut into lines, `doc.splitlines()`, or read
        whole, as a message written out: `Goodbye! Your session has been saved.` shown
        at exit, a class's `Welcome aboard!` returned as `type(self).__doc__`, or the
        docstring of a class holding only literal attributes used as an error's message,
        `kind.__doc__` beside `kind.status`), left open since help text is read back,
        shown and cut into lines (`print(__doc__)`, `description=cls.__doc__`, a
        warning such as `Back up first!` in it) and real descriptions are reused whole
        (an error kind's detail, an event's description in a catalogue), which no
        reading of the text tells from a message; the code's own docstrings cut into
        words by a loop over a parameter of its function, even when the parameter's
        default or its caller hands the code's own objects (`def build_index(
        helpers=HELPERS):` cutting each `helper.__doc__`), left open for keyword
        indexes over help text; the code's own docstring's words searched for one word
        outside a loop (`if 'alpha' in tags():` of a `tags()` returning `doc.split()`),
        or gathered by a loop into a text it also resets to one word, left open for help
        search and word wrapping; a docstring handed to a function other than by a call
        of it (`map(tokenize, [__doc__])`), whose cut is not followed to it; single
        words among the items a field joins (`f'{" ".join(("Hello", name))}'`, left
        open for keys such as column names); short texts chosen by a conditional,
        tuple or dict (three characters at most each), left open for the plural-suffix
        idiom; single words chosen beside a
        value (`f'{name or "Guest"}'`), left open as a default; a word sliced by
        bounds not constant whose characters ascend (`f'{"Hi"[:n]}'`, left open for
        tables such as `"ACGT"[:n]`); a single word handed on by a function other than
        the wrappers above (`f'{next(iter(["Hello"]))}'`); a junk quote cut off through
        a name bound more than once, in statements (a loop adding characters), by a
        method or a helper with more than one `return` other than the parameter handed
        back as it is, with `%` or `.format`, or with a letter or
        digit beside it
        (`GREETING[:-2]` of `"Hello!x'"`), or a pair of quotes around a word inside
        the text cut off (`"Welcome 'back'"`, read as a quoted word; in a loop, one
        wrapping the whole text too), or in a loop over a container not written in
        place or by `map` over one; a literal in a field padded to a constant
        width at least two past its length, as a table's label column is
        (`f'{"Hello":<7}world'`); a quote in a format spec other than as its
        fill (`{day:%d 'x}`, a date's text); text for `ast.literal_eval` built at run
        time, passed as a parsed tree, or read through a name bound more than once,
        and data formats that need double quotes, `json.loads('{"a": 1}')`; prose pieces of a
        concatenation, quoted as another piece needs, wrapped over lines and too long
        for one; two quotes between the letters of a word, or around one, in a command
        without an option (`"echo hel''lo"`), read as an escaped quote; code in the prose's
        inline spans (`` `top_products("sales.csv")` ``), read as prose citing code, not the
        answer's code (JSON keys, shell arguments and literal values are quoted there too).
    """

    id = "style_2"
    strict_reads_shown_blocks = True  # every block of code the answer shows
    strict_reads_response = True  # blocks that compile only once read as notebook cells
    name = "quote_style"
    category = "style"
    description = "Use one quote character (single or double) for all string literals."
    generation_prompt = (
        "Write every string literal with {quote} quotes, multi-line strings included; use "
        "the other quote character only when it saves escaping a quote inside the string."
    )
    edit_prompt = (
        "Change the string literals so that they all use {quote} quotes, multi-line strings "
        "included, except where the other quote character avoids an escaped quote."
    )
    parameters = (
        ParamSpec(
            name="quote",
            type="str",
            default="single",
            choices=("single", "double"),
            description="The quote character every string literal uses.",
        ),
    )
    # No conflict with doc_3 and its D300 (triple double quotes for docstrings): Q002 is
    # not selected and Q000/Q001 skip docstrings, so single-quoted code keeps its
    # triple-double-quoted docstrings.
    ruff_rules = ("Q000", "Q001", "Q003")
    strict_words = None  # the answer's other blocks are read whatever the program holds

    def strict_violations(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """Text moved into an f-string field, where it takes the other quote."""
        if not facts.may_matter(_CODE_WORDS):
            return [  # (a program without a quote)
                *_unreadable_blocks(facts, params["quote"]),
                *_diff_blocks(facts, params["quote"]),
            ]
        found: list[Finding] = []
        for node in facts.of_type(ast.FormattedValue):
            problem = _text_in_field(node)
            if problem is None and _handed_prose(node, _QUOTES[params["quote"]]):
                problem = "prose handed to a call inside an f-string field"
            if problem is not None:
                found.append((facts.line_of(node), problem))
        found += _excused_quotes(facts, _QUOTES[params["quote"]])
        found += _inert_quotes(facts, _QUOTES[params["quote"]])
        found += _literal_evals(facts, params["quote"])
        found += _data_docstrings(facts, params["quote"])
        found += _split_docstrings(facts, params["quote"])
        found += _unreadable_blocks(facts, params["quote"])
        found += _diff_blocks(facts, params["quote"])
        found += _string_annotations(facts, _QUOTES[params["quote"]])
        return found + _source_reads(facts) + _docstring_templates(facts)

    def embedded_violations(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """Literals of exec'd code quoted with the other character."""
        found = self.strict_violations(facts, params)
        if tokens(facts.code) is None:  # (fails closed: its literals cannot be read)
            return [*found, (None, "the code's literals cannot be read (it does not tokenize)")]
        lines = _wrong_quotes(facts.code, params["quote"])
        return found + [(None, f"a literal of the code uses the other quote (line {lines[0]})")
                        for _ in lines[:1]]  # fmt: skip

    def ruff_settings(self, params: dict[str, Any]) -> dict[str, Any]:
        quote = params["quote"]
        return {"lint": {"flake8-quotes": {"inline-quotes": quote, "multiline-quotes": quote}}}

    def applies_to(self, code: str) -> bool:
        """True when a non-docstring literal uses double quotes (the default asks single)."""
        tree = parse(code)
        found = tokens(code)
        if tree is None or found is None:
            return False
        docstrings = {(node.lineno, node.col_offset) for node in docstring_nodes(tree)}
        return any(
            token.type in _STRING_STARTS
            and token.start not in docstrings
            and _quote_char(token.string) == '"'
            and "'" not in token.string
            for token in found
        )
