"""style_7: built-in generics and `X | None` instead of the typing aliases."""

from __future__ import annotations

import ast
import re
from typing import Any

from vibebench.instructions._code_facts import parse
from vibebench.instructions._references import ReferenceBan
from vibebench.instructions._strict import Finding, StrictFacts
from vibebench.instructions._strict_names import const_str
from vibebench.instructions._strict_text import doctest_sources

# typing names that Python 3.10 replaces with a builtin, a collections(.abc) class or `|`.
_OLD_TYPING_NAMES = frozenset(
    {
        "AbstractSet",
        "AsyncIterator",
        "Callable",
        "ChainMap",
        "Counter",
        "DefaultDict",
        "Deque",
        "Dict",
        "FrozenSet",
        "Generator",
        "Iterable",
        "Iterator",
        "List",
        "Mapping",
        "MutableMapping",
        "MutableSequence",
        "MutableSet",
        "Optional",
        "OrderedDict",
        "Sequence",
        "Set",
        "Tuple",
        "Type",
        "Union",
    },
)


_TYPING_MODULES = ("typing", "typing_extensions")
_DEPRECATED = _OLD_TYPING_NAMES | {
    "AsyncGenerator", "AsyncIterable", "AsyncContextManager", "Awaitable", "ByteString",
    "Collection", "Container", "ContextManager", "Coroutine", "Hashable", "ItemsView",
    "KeysView", "MappingView", "Match", "Pattern", "Reversible", "Sized", "Text",
    "ValuesView",
}  # fmt: skip
"""Every alias typing deprecated in favour of a builtin, collections(.abc), re or `|`."""


_ELSEWHERE = frozenset({
    "AsyncGenerator", "AsyncIterable", "AsyncIterator", "Awaitable", "ByteString", "Callable",
    "ChainMap", "Collection", "Container", "Coroutine", "Counter", "Generator", "Hashable",
    "ItemsView", "Iterable", "Iterator", "KeysView", "Mapping", "MappingView", "Match",
    "MutableMapping", "MutableSequence", "MutableSet", "OrderedDict", "Pattern", "Reversible",
    "Sequence", "Sized", "ValuesView",
})  # fmt: skip
"""Aliases whose name collections, collections.abc or re also gives (`Callable`): one
never imported may mean the modern class as well."""


_GENERIC_ALIASES = _DEPRECATED - _ELSEWHERE - {"Text"}
"""Deprecated aliases that only typing gives, and that are subscripted (`List[int]`,
`Optional[str]`): spelt so in a hint, they are typing's whatever module hands them on."""
_IMPORTED = re.compile(r"[A-Za-z_][\w.]*\.[A-Za-z_]\w*\Z")
_UNKNOWN_MODULE = re.compile(r"[A-Za-z_][\w.]*\.\?\.[A-Za-z_]\w*\Z")
"""A member of a module the code looks up at run time (`sys.modules[typing.__name__].List`,
`sys.modules.?.List`): no module but typing hands on these generic aliases."""


def _reexported_generic(facts: StrictFacts, node: ast.Subscript) -> str | None:
    """The name of a deprecated generic alias subscripted through any module that hands it
    on (`from rich.console import List`, click's `t.Dict[str, int]` with `from click.core
    import t`): the library is not imported to see it, and no library's own generic class
    goes by these names; also through a module looked up at run time (`th =
    sys.modules[typing.__name__]`, `th.List[int]`); None for anything else (a class of the
    code is `local:`)."""
    head = node.value
    if not isinstance(head, ast.Name | ast.Attribute):
        return None
    if (head.attr if isinstance(head, ast.Attribute) else head.id) not in _GENERIC_ALIASES:
        return None
    return next(
        (
            name
            for name in sorted(facts.names.names(head))
            if name.rpartition(".")[2] in _GENERIC_ALIASES
            and not name.startswith("local:")
            and (_IMPORTED.match(name) or _UNKNOWN_MODULE.match(name))
            and not _is_deprecated(name)  # (typing's own: named as such by the others)
            and name.rpartition(".")[0] not in _MODERN_MODULES
        ),
        None,
    )


_MODERN_MODULES = frozenset({"collections.abc", "_collections_abc"})
"""Modules whose own class shares a generic alias's name (`collections.abc.Set`, what
`typing.AbstractSet` stands for): the modern spelling, not typing's alias handed on."""


def _is_deprecated(name: str) -> bool:
    module, _, member = name.rpartition(".")
    return _typing_module(module) and (member in _DEPRECATED or member == "?")


def _typing_module(module: str) -> bool:
    """typing, typing_extensions, typing's pseudo-modules (`typing.re`, `typing.io`), the
    `typing` modules of other packages that re-export its aliases (`pydantic.typing`,
    `pydantic.v1.typing`), and typing as a library module binds it under a conventional
    alias (click's `t`, after `from click.core import t`: `_TYPING_ALIASES`)."""
    return (
        module in _TYPING_MODULES
        or module.startswith("typing.")
        or module.rpartition(".")[2] == "typing"
        or ("." in module and module.rpartition(".")[2] in _TYPING_ALIASES)
    )


_TYPING_ALIASES = frozenset({"t", "_t", "tp", "_typing", "_tp"})
"""Names libraries bind typing to (`import typing as t` in click, flask, werkzeug, jinja2):
a member of a library module going by one of them is typing handed on."""


def _old_typing_at(node: ast.AST) -> bool:
    if isinstance(node, ast.ImportFrom) and node.module == "typing":
        return any(alias.name in _OLD_TYPING_NAMES for alias in node.names)
    return (
        isinstance(node, ast.Attribute)
        and node.attr in _OLD_TYPING_NAMES
        and isinstance(node.value, ast.Name)
        and node.value.id == "typing"
    )


def _uses_old_typing(tree: ast.Module) -> bool:
    """True when the code imports or uses a deprecated typing alias."""
    return any(map(_old_typing_at, ast.walk(tree)))


class ModernTyping(ReferenceBan):
    """Write type hints the Python 3.10 way.

    What it asks:
        Type hints use the built-in generics (`list[int]`, `dict[str, int]`), the
        `collections.abc` abstract classes (`Iterable`, `Callable`) and the `|` operator
        (`int | None`, `str | bytes`) instead of `typing.List`, `typing.Optional`,
        `typing.Union` and the other deprecated aliases.

    Why:
        The aliases are deprecated since Python 3.9 and 3.10; the modern spelling needs no
        import and reads like the values it describes. Models still emit the old forms
        from older training code.

    Verified by:
        Ruff UP006 (builtin generics), UP007 (`X | Y`), UP035 (deprecated typing imports)
        and UP045 (`X | None`), with Ruff's target version the running Python's (3.11 or
        newer; every one of these rules applies from 3.10). Names Ruff cannot resolve
        pass: a star import, a quoted `"typing.List[int]"`, `Opt = typing.Optional`,
        `getattr(typing, 'List')`, and aliases UP035 does not list (`typing.Text`).

    Strict mode:
        Fails any reference, in an annotation or anywhere else, to a deprecated alias
        of `typing` or `typing_extensions`, of typing's pseudo-modules
        (`typing.re.Pattern`) or of another package's `typing` module that re-exports
        them (`pydantic.typing.List`) or of typing as a library module binds it under a
        conventional alias (click's `t` after `from click.core import t`, also `_t`, `tp`,
        `_typing`, `_tp`): `List`, `Dict`, `Tuple`, `Set`, `FrozenSet`,
        `Type`, `Deque`, `DefaultDict`, `OrderedDict`, `Counter`, `ChainMap`, `Optional`,
        `Union`, `Text`, and the collections.abc ones such as `Callable`, `Iterable`,
        `Sequence`, `Mapping`, resolved through star imports, aliases, `getattr`,
        `__import__`, `importlib`, `pkgutil.resolve_name` and `pydoc.locate`, any standard
        module's re-export (`from pstats import Dict`, `importlib.metadata.Optional`), and
        inside quoted annotations; `List`, `Dict`, `Set`, `FrozenSet`, `Tuple`, `Type`,
        `Optional`, `Union`, `DefaultDict`, `Deque`, `AbstractSet`, `ContextManager` and
        `AsyncContextManager` subscripted, anywhere, through any other module that hands
        them on (`from rich.console import List` then `List[str]`, click's typing alias
        `t.Dict[str, int]` after `from click.core import t`; the library is not imported
        to see it; not collections.abc's own `Set`, the modern spelling of
        `AbstractSet`); a `getattr` on
        typing with a name that is not a constant fails too, and so does a hint naming
        one of them that only typing gives without importing it (`List[int]` under
        `from __future__ import annotations`, or quoted; not `Callable`, `Counter` or
        `Pattern`, which collections.abc, collections or re give too), which nothing
        ever evaluates. The same holds for the
        strings typing reads as types outside annotations (`cast('List[int]', x)`,
        `TypeVar('T', bound='Optional[int]')`, its constraints and `default=`, the
        `default=` of `ParamSpec` and `TypeVarTuple`, `NewType('Ids', 'List[int]')`,
        `TypeAliasType('Grid', 'List[int]')` (or `value=`), `ForwardRef('Dict')`,
        `Alias: TypeAlias = 'Dict[str, int]'`, the
        field types of the functional `TypedDict('Row', {'ids': 'List[int]'})` and
        `NamedTuple('Point', [('xs', 'Tuple[int]')])`, their keyword forms, and
        `make_dataclass('P', [('xs', 'List[int]')])`, pydantic's `create_model('M',
        xs=('List[int]', ...))` (a field keyword's type, alone or first of its pair), attrs'
        `attr.ib(type='List[str]')` (also `attr.attrib`, `attr.field`, `attrs.field`): the
        values of a dict literal (and
        of its `**` spreads, a dict comprehension's value), of `dict(...)` (keywords, a
        dict or pairs), the second items of a list or tuple of pairs (or of the pairs a
        comprehension makes, and of those a `*` spreads), `zip(names, types)` of
        literals, also through a name bound once, `.items()`, `list(...)`, `tuple(...)`
        or `sorted(...)`, `+` of lists, `|` of dicts and either branch of a conditional;
        and
        the hints written into an `__annotations__` dict, `f.__annotations__ = {...}`,
        `|=`, `f.__annotations__['x'] = ...`, `.update(...)`, `.setdefault(...)`,
        `setattr(f, '__annotations__', {...})`) and for type comments (`# type:
        List[int]`, `# type: (int) -> Optional[str]`), and the code of the doctest
        examples in the code's docstrings (`>>> def f(xs: List[str]) -> ...`), judged as
        the program is.

        When the code evaluates a string it does not write in place as a type
        (`typing.ForwardRef(hint)`, `typing._eval_type`, `eval(hint)`), every string
        constant of the code that parses as a subscripted or dotted type naming a
        deprecated alias (`'typing.List[str]'`, `'Optional[int]'`) counts as a hint.
        `typing.Union` compared with a value (`typing.get_origin(hint) is typing.Union`,
        `in (typing.Union, types.UnionType)`) is run-time introspection of hints, not a
        hint, and does not count.

        Still possible: a hint kept in a plain string that only the code's own helper
        evaluates by other means (`eval('List[int]')` aside), a bare alias name in such a
        string (`'List'`: a word), docstring type fields, a hint naming
        an alias collections.abc, collections or re also gives, never imported, and one
        of typing's aliases handed on by a library module other than subscripted
        (`-> t.Text`, `-> t.Callable`, `-> t.List` bare: a library's own class may go by
        that name).
    """

    id = "style_7"
    strict_reads_shown_blocks = True  # every block of code the answer shows
    name = "modern_typing"
    category = "style"
    description = "Use built-in generics and X | None rather than typing.List / Optional."
    generation_prompt = (
        "In type hints, use built-in generics such as list[int] and dict[str, int], "
        "collections.abc for abstract types, and the | operator (int | None) instead of "
        "typing.List, typing.Dict, typing.Optional, typing.Union and similar aliases."
    )
    edit_prompt = (
        "Modernise the type hints: replace typing.List, Dict, Tuple, Set, Optional, Union "
        "and the other deprecated aliases with built-in generics, collections.abc types and "
        "the | operator."
    )
    ruff_rules = ("UP006", "UP007", "UP035", "UP045")
    strict_words = r"typing|\b(?:" + "|".join(sorted(_DEPRECATED)) + r")\b"

    banned = staticmethod(_is_deprecated)
    ban_message = "uses `{name}`"
    touches = staticmethod(_uses_old_typing)

    def not_uses(self, facts: StrictFacts) -> frozenset[int]:
        """`typing.Union` compared with what `typing.get_origin` gives (`origin is
        typing.Union`): run-time introspection of someone's hints, no hint of the code's
        (`get_origin(Optional[int])` is `typing.Union` on every Python)."""
        if "Union" not in facts.code:
            return frozenset()
        return frozenset(
            id(side)
            for node in facts.of_type(ast.Compare)
            if all(isinstance(op, _IDENTITY_TESTS) for op in node.ops)
            for operand in (node.left, *node.comparators)
            for side in (operand.elts if isinstance(operand, ast.Tuple) else [operand])
            if isinstance(side, ast.Name | ast.Attribute)
            and facts.names.names(side) == {"typing.Union"}
        )

    def strict_violations(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """Every reference to a deprecated typing alias, in annotations (quoted ones too),
        in strings typing reads as types and in type comments."""
        found = super().strict_violations(facts, params)
        lines = {line for line, _ in found}
        for node in facts.of_type(ast.Subscript):
            name = _reexported_generic(facts, node)
            if name is not None and (line := facts.line_of(node)) not in lines:
                lines.add(line)
                found.append((line, f"uses `{name}`, typing's alias handed on"))
        for hint in [*facts.annotations, *_string_types(facts)]:
            line = facts.line_of(hint)
            message = None if line in lines else _old_hint(facts, hint)
            if message is not None:
                lines.add(line)
                found.append((line, message))
        evaluated = _evaluated_strings(facts)
        found += [(line, message) for line, message in evaluated if line not in lines]
        lines.update(line for line, _ in evaluated)
        for line, text in _type_comments(facts):
            parsed = facts.names.expression(text)
            message = None if line in lines or parsed is None else _old_hint(facts, parsed)
            if message is not None:
                found.append((line, f"{message} (a type comment)"))
        for line, text in _doctest_sessions(facts):
            block = StrictFacts(text, "", facts.depth, facts.python)
            found += [(line, f"{message} (in a doctest)")
                      for _, message in self.strict_violations(block, params)]  # fmt: skip
        return found


_IDENTITY_TESTS = (ast.Is, ast.IsNot, ast.Eq, ast.NotEq, ast.In, ast.NotIn)


_EVALUATORS_WORDS = re.compile(r"\b(?:ForwardRef|_eval_type|eval)\b")
_EVALUATORS_TEXTS = ("ForwardRef", "eval")
"""Text `_EVALUATORS_WORDS` cannot match without (`_eval_type` holds `eval`): a plain `in`
gate before the regex, which tries every position."""
_EVALUATORS = frozenset(
    {
        "typing.ForwardRef",
        "typing._eval_type",
        "builtins.eval",
        "typing_extensions.ForwardRef",
        "annotationlib.ForwardRef",
    }
)


def _names_evaluators(code: str) -> bool:
    """Whether `_EVALUATORS_WORDS` matches `code`, tried only where `_EVALUATORS_TEXTS` are."""
    return any(text in code for text in _EVALUATORS_TEXTS) and bool(_EVALUATORS_WORDS.search(code))


def _evaluated_strings(facts: StrictFacts) -> list[tuple[int | None, str]]:
    """Deprecated aliases in the code's string constants when it evaluates strings it
    does not write in place as types: those strings are its hints, wherever kept."""
    if not _names_evaluators(facts.code) or not any(
        call.args and not isinstance(call.args[0], ast.Constant)
        and facts.names.names(call.func) & _EVALUATORS
        for call in facts.of_type(ast.Call)
    ):  # fmt: skip
        return []
    found: list[tuple[int | None, str]] = []
    for node in facts.of_type(ast.Constant):
        if not isinstance(node.value, str) or id(node) in facts.docstring_ids \
                or "[" not in node.value and "." not in node.value:  # fmt: skip
            continue
        parsed = facts.names.expression(node.value)
        if parsed is None or isinstance(parsed, ast.Name | ast.Constant):
            continue
        message = _old_hint(facts, parsed)
        if message is not None:
            found.append((facts.line_of(node), f"{message} (a string the code evaluates)"))
    return found


def _old_hint(facts: StrictFacts, hint: ast.expr) -> str | None:
    """What is wrong with a type hint that names a deprecated alias (quoted or not), or
    names one only typing gives without importing it (a hint nothing evaluates: `List`, not
    `Callable`, which collections.abc gives too); None when it names none."""
    for node in facts.annotation_nodes(hint):
        if isinstance(node, ast.Subscript) and (name := _reexported_generic(facts, node)):
            return f"uses `{name}`, typing's alias handed on"
        if not isinstance(node, ast.Name | ast.Attribute):
            continue
        names = sorted(facts.names.names(node))
        name = next((n for n in names if _is_deprecated(n)), None)
        if name is not None:
            return f"uses `{name}` in a quoted hint"
        bare = next((n for n in names if n in _DEPRECATED - _ELSEWHERE), None)
        if bare is not None:
            return f"uses `{bare}` without importing it"
    return None


_TYPE_TAKERS = {
    "cast": lambda call: call.args[:1],
    "TypeVar": lambda call: [
        *call.args[1:],
        *_keywords(call, "bound"),
        *_keywords(call, "default"),
    ],
    "NewType": lambda call: call.args[1:2],
    "ForwardRef": lambda call: call.args[:1],
    "TypeAliasType": lambda call: [*call.args[1:2], *_keywords(call, "value")],
    "ParamSpec": lambda call: _keywords(call, "default"),
    "TypeVarTuple": lambda call: _keywords(call, "default"),
}
"""typing's functions that read a type from an argument, and the arguments they read."""


def _keywords(call: ast.Call, name: str) -> list[ast.expr]:
    return [keyword.value for keyword in call.keywords if keyword.arg == name]


_FIELD_TYPES = {
    "TypedDict": frozenset({"typing.TypedDict", "typing_extensions.TypedDict"}),
    "NamedTuple": frozenset({"typing.NamedTuple", "typing_extensions.NamedTuple"}),
    "make_dataclass": frozenset({"dataclasses.make_dataclass"}),
    "create_model": frozenset(
        {
            "pydantic.create_model",
            "pydantic.main.create_model",
            "pydantic.v1.create_model",
            "pydantic.v1.main.create_model",
        }
    ),
}
"""Class factories whose field types typing reads (`get_type_hints`), strings included."""


def _field_types(facts: StrictFacts, call: ast.Call) -> list[ast.expr]:
    """The field types of a class made by a factory: `TypedDict('Row', {'ids': 'List[int]'})`
    (or keywords), `NamedTuple('P', [('xs', 'Tuple[int]')])` (or keywords), `make_dataclass(
    'P', [('xs', 'List[int]')])`; the fields as far as `_spec_types` follows them."""
    found = [keyword.value for keyword in call.keywords if keyword.arg not in _OPTIONS]
    return found + (_spec_types(facts, call.args[1]) if len(call.args) > 1 else [])


def _model_field_types(facts: StrictFacts, call: ast.Call) -> list[ast.expr]:
    """The field types of pydantic's `create_model('M', xs=('List[int]', ...), n='int')`:
    each field keyword's value, or the first item of a `(type, default)` pair (a name
    bound once to one too); `__base__`, `__config__` and the other dunder keywords are
    options. pydantic evaluates a string type like an annotation."""
    found: list[ast.expr] = []
    for keyword in call.keywords:
        if keyword.arg is None or keyword.arg.startswith("__"):
            continue
        value = facts.names.only_value(keyword.value)
        found.append(value.elts[0] if isinstance(value, ast.Tuple) and value.elts else value)
    return found


_SAME_ITEMS = frozenset({"builtins.list", "builtins.tuple", "builtins.sorted",
                         "builtins.reversed", "builtins.iter"})  # fmt: skip
"""Calls giving the items of their one argument (`list(FIELDS.items())`)."""
_DICTS = frozenset({"builtins.dict", "collections.OrderedDict", "types.MappingProxyType"})
_MAX_SPEC_DEPTH = 6


def _spec_types(facts: StrictFacts, spec: ast.expr) -> list[ast.expr]:
    """The types a field spec holds: the values of a dict (a literal, `dict(...)` of
    keywords, pairs or a dict, a `**` spread of one, a dict comprehension's value), the
    second items of a list or tuple of pairs (also of a comprehension making pairs, or
    spread with `*`), `zip(names, types)` of literals, and the same through a name bound
    once, `.items()`, `list(...)`/`tuple(...)`/`sorted(...)`, `+` of such lists, `|` of
    such dicts, or either branch of a conditional."""
    found: list[ast.expr] = []
    stack = [(spec, 0)]
    while stack:
        node, depth = stack.pop()
        node = facts.names.only_value(node)
        if depth > _MAX_SPEC_DEPTH:
            continue
        if isinstance(node, ast.Dict):
            found += [v for k, v in zip(node.keys, node.values, strict=True) if k is not None]
            stack += [(v, depth + 1) for k, v in zip(node.keys, node.values, strict=True)
                      if k is None]  # fmt: skip
        elif isinstance(node, ast.List | ast.Tuple | ast.ListComp | ast.GeneratorExp):
            found += _pair_types(facts, node, depth, stack)
        elif isinstance(node, ast.DictComp):
            found.append(node.value)
        elif isinstance(node, ast.Call):
            found += _call_spec(facts, node, depth, stack)
        else:
            stack += [(part, depth + 1) for part in _joined(node)]
    return found


def _joined(node: ast.expr) -> list[ast.expr]:
    """The specs `+` of lists, `|` of dicts or a conditional is made of (none for others)."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add | ast.BitOr):
        return [node.left, node.right]
    return [node.body, node.orelse] if isinstance(node, ast.IfExp) else []


def _pair_types(
    facts: StrictFacts,
    node: ast.List | ast.Tuple | ast.ListComp | ast.GeneratorExp,
    depth: int,
    stack: list[tuple[ast.expr, int]],
) -> list[ast.expr]:
    """The second items of the pairs a list, tuple or comprehension holds; what it spreads
    with `*` pushed on `stack`."""
    found: list[ast.expr] = []
    items = [node.elt] if isinstance(node, ast.ListComp | ast.GeneratorExp) else node.elts
    for item in items:
        pair = facts.names.only_value(item)
        if isinstance(pair, ast.Tuple | ast.List) and len(pair.elts) > 1:
            found.append(pair.elts[1])
        elif isinstance(pair, ast.Starred):
            stack.append((pair.value, depth + 1))
    return found


def _call_spec(
    facts: StrictFacts, call: ast.Call, depth: int, stack: list[tuple[ast.expr, int]]
) -> list[ast.expr]:
    """`_spec_types` of a call: its types, and what it is made of pushed on `stack`."""
    func, args = call.func, call.args
    if isinstance(func, ast.Attribute) and func.attr == "items" and not args:
        stack.append((func.value, depth + 1))
        return []
    names = facts.names.names(func)
    if names & _SAME_ITEMS or names & _DICTS:
        stack += [(item, depth + 1) for item in args[:1]]
        return [keyword.value for keyword in call.keywords] if names & _DICTS else []
    if "builtins.zip" in names and len(args) == 2:  # noqa: PLR2004 - names and types
        types = facts.names.only_value(args[1])
        return list(types.elts) if isinstance(types, ast.List | ast.Tuple) else []
    return []


_OPTIONS = frozenset({"total", "bases", "namespace", "init", "repr", "eq", "order",
                      "unsafe_hash", "frozen", "match_args", "kw_only", "slots", "module",
                      "weakref_slot", "rename", "defaults"})  # fmt: skip
"""Keywords of those factories that are options, not fields."""


_ATTRS_FIELDS = frozenset({"attr.ib", "attr.attrib", "attr.field", "attrs.field"})
"""attrs' field makers, whose `type=` is the field's hint (`attr.resolve_types` evaluates
a string one as typing does an annotation)."""
_ATTRS_FIELD_WORDS = frozenset(name.rpartition(".")[2] for name in _ATTRS_FIELDS)


def _string_types(facts: StrictFacts) -> list[ast.expr]:
    """Strings typing reads as types outside annotations: `cast('List[int]', x)`,
    `TypeVar('T', bound='Optional[int]')`, `NewType('Ids', 'List[int]')`,
    `ForwardRef('Dict')`, attrs' `attr.ib(type='List[str]')` and the value of `Alias:
    TypeAlias = 'Dict[str, int]'`."""
    found: list[ast.expr] = []
    for call in facts.of_type(ast.Call):
        func = call.func
        short = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
        take = _TYPE_TAKERS.get(short or "")
        if take is not None and any(
            _typing_module(name.rpartition(".")[0]) for name in facts.names.names(func)
        ):
            found += [arg for arg in take(call) if isinstance(arg, ast.Constant)]
        elif short == "create_model" and facts.names.names(func) & _FIELD_TYPES[short]:
            found += _model_field_types(facts, call)
        elif short in _FIELD_TYPES and facts.names.names(func) & _FIELD_TYPES[short]:
            found += _field_types(facts, call)
        elif short in _ATTRS_FIELD_WORDS and facts.names.names(func) & _ATTRS_FIELDS:
            found += [
                value for value in _keywords(call, "type") if isinstance(value, ast.Constant)
            ]
    for node in facts.of_type(ast.AnnAssign):
        if isinstance(node.value, ast.Constant) and any(
            name.endswith(".TypeAlias") for name in facts.names.names(node.annotation)
        ):
            found.append(node.value)
    return found + (_annotation_writes(facts) if "__annotations__" in facts.code else [])


_ANNOTATIONS = "__annotations__"


def _annotation_writes(facts: StrictFacts) -> list[ast.expr]:
    """The hints written into an `__annotations__` dict instead of annotations:
    `f.__annotations__ = {...}` (or `|=`, or `setattr(f, '__annotations__', {...})`),
    `f.__annotations__['x'] = ...`, `f.__annotations__.update(...)` (`setdefault` too)."""
    found: list[ast.expr] = []
    for node in facts.of_type(ast.Assign, ast.AugAssign):
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        for target in targets:
            if _is_annotations(target):
                found += _spec_types(facts, node.value)
            elif isinstance(target, ast.Subscript) and _is_annotations(target.value):
                found.append(node.value)
    for call in facts.of_type(ast.Call):
        func, args = call.func, call.args
        if isinstance(func, ast.Attribute) and _is_annotations(func.value):
            if func.attr in {"update", "__ior__"}:
                found += [item.value for item in call.keywords]
                found += [item for arg in args for item in _spec_types(facts, arg)]
            elif func.attr in {"setdefault", "__setitem__"}:
                found += args[1:2]
        elif (
            len(args) > 2  # noqa: PLR2004 - object, name, value
            and const_str(args[1]) == _ANNOTATIONS
            and "builtins.setattr" in facts.names.names(func)
        ):
            found += _spec_types(facts, args[2])
    return found


def _is_annotations(node: ast.expr) -> bool:
    """`obj.__annotations__`, or the name `__annotations__` (a module's or class body's)."""
    if isinstance(node, ast.Attribute):
        return node.attr == _ANNOTATIONS
    return isinstance(node, ast.Name) and node.id == _ANNOTATIONS


_TYPE_COMMENT = re.compile(r"#\s*type:\s*(?!ignore\b)(.+)")


def _type_comments(facts: StrictFacts) -> list[tuple[int, str]]:
    """The hints of type comments (`# type: List[int]`), a signature's `(int) -> List[int]`
    read as one tuple of its argument and return types."""
    found: list[tuple[int, str]] = []
    for line, text in facts.comments:
        match = _TYPE_COMMENT.match(text.strip())
        if match is not None:
            found.append((line, match.group(1).split("#")[0].replace("->", ",")))
    return found


def _doctest_sessions(facts: StrictFacts) -> list[tuple[int | None, str]]:
    """The code of each docstring's doctest examples (`>>> def f(xs: List[int]) -> ...`):
    code `doctest` runs, judged as the program is; a session that does not parse is
    left to the shown-block reader."""
    if ">>>" not in facts.code:
        return []
    found: list[tuple[int | None, str]] = []
    owners = [facts.tree, *facts.of_type(ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)]
    for node in owners:
        body = node.body
        first = body[0] if body else None
        if not (isinstance(first, ast.Expr) and (text := const_str(first.value))):
            continue
        if ">>>" not in text:
            continue
        code = "".join(doctest_sources(facts, text))
        if code.strip() and parse(code) is not None:
            found.append((facts.line_of(first), code))
    return found
