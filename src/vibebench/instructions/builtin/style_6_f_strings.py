"""style_6: f-strings instead of % formatting and str.format."""

from __future__ import annotations

import ast
import bisect
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from vibebench.instructions._base import Instruction
from vibebench.instructions._code_facts import CODE_CACHE_SIZE, KEYED_READ_METHODS, LOOPS, parse
from vibebench.instructions._strict import Finding, StrictFacts
from vibebench.instructions._strict_arguments import parameter_owner
from vibebench.instructions._strict_flow import loop_targets, own_walk
from vibebench.instructions._strict_names import STR, UNKNOWN, Scope, const_str, operands
from vibebench.instructions._strict_scopes import Binding
from vibebench.instructions._strict_text import python_blocks_left_out
from vibebench.instructions._strict_values import (
    NO_VALUE,
    TOML_READERS,
    json_document,
    toml_document,
)


def _is_old_style_format(node: ast.AST) -> bool:
    """`'...' % args` or `'...'.format(...)` on a string literal."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod):
        return isinstance(node.left, ast.Constant) and isinstance(node.left.value, str)
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "format"
        and isinstance(node.func.value, ast.Constant)
        and isinstance(node.func.value.value, str)
    )


_FORMATTERS = (".format", ".format_map", ".__mod__", ".vformat")
_STRING_TYPES = (STR, "builtins.str", "string.Formatter()")
_MAX_DEPTH = 6
Seen = frozenset[int]
"""id() of the bound values already followed (a name rebound from itself, in a loop)."""


def _plain_literal_attribute(facts: StrictFacts, node: ast.expr) -> bool:
    """Whether `obj.attr % x` cannot format: every text the attribute may hold, on any
    object the code binds it on, is a literal with no `%` in it (`width = 'auto'` in one
    class, a number in another: `'auto' % 2` raises, it formats nothing). Any other text
    (a template, a value not known, a typed or dynamically set field) counts."""
    if not isinstance(node, ast.Attribute):
        return False
    if any(not name.startswith("?.") for name in facts.names.names(node)):
        return False  # (a name the resolver knows: judged as such)
    attr = node.attr
    if attr in _TEXT_ATTRIBUTES or attr in _MEMBER_VALUES:
        return False
    named, dynamic = facts.derived(_set_attributes)
    typed, _ = _text_fields(facts.code).get(attr, (frozenset(), frozenset()))
    if typed or dynamic or attr in named or attr in facts.derived(_made_fields):
        return False
    values: list[object] = list(facts.names.attribute_values.get(attr, []))
    bindings = [binding for _, binding in _class_attributes(facts.code).get(attr, [])]
    if any(kind != "expr" for kind, _ in bindings):
        return False
    return _plain_literals(facts, values + [value for _, value in bindings])


def _plain_literals(facts: StrictFacts, values: list[object]) -> bool:
    """Whether some of `values` are text and every one that may be is a literal with no `%`."""
    literal = False
    for value in values:
        if not isinstance(value, ast.expr):
            return False
        text = const_str(value)
        if text is not None:
            if "%" in text:
                return False
            literal = True
        elif _stringy(facts, value, 1):
            return False
    return literal


def _is_text(names: frozenset[str]) -> bool:
    return any(
        name == STR or (name.startswith(_TEXT_PREFIXES) and _text_name(name)) for name in names
    )


_TEXT_PREFIXES = (f"{STR}.", "builtins.str(")


_NOT_TEXT_METHODS = frozenset({
    "count", "find", "rfind", "index", "rindex", "startswith", "endswith", "encode",
    "split", "rsplit", "splitlines", "partition", "rpartition", "maketrans", "isalnum",
    "isalpha", "isascii", "isdecimal", "isdigit", "isidentifier", "islower", "isnumeric",
    "isprintable", "isspace", "istitle", "isupper", "__len__", "__contains__",
})  # fmt: skip
"""str methods whose result is no string (a number, a bool, bytes, a list or tuple)."""


def _text_name(name: str) -> bool:
    """Whether a resolved name is a string: a literal, `str(...)`, or a str method's
    result other than those of `_NOT_TEXT_METHODS` (`text.count('a')` is a number)."""
    if name == STR:
        return True
    if not name.startswith(_TEXT_PREFIXES):
        return False
    return name.rpartition(".")[2].removesuffix("()") not in _NOT_TEXT_METHODS


def _parts(node: ast.expr) -> list[ast.expr] | None:
    """The operands whose text an expression may be (`a + b`, `a or b`, `a if c else b`),
    or None for other expressions."""
    if isinstance(node, ast.BinOp):
        if isinstance(node.op, ast.Add):
            return [node.left, node.right]
        return [node.left] if isinstance(node.op, ast.Mod) else []
    if isinstance(node, ast.BoolOp):
        return node.values
    if isinstance(node, ast.IfExp):
        return [node.body, node.orelse]
    return [node.value] if isinstance(node, ast.NamedExpr) else None


def _stringy(facts: StrictFacts, node: ast.expr, depth: int = 0, seen: Seen = frozenset()) -> bool:
    """Whether `node` may be a string: a literal, a name bound to one where it is read (or
    anywhere, when the order of bindings cannot tell), an attribute ever bound to one, a
    parameter typed or defaulting to one, a str() call, a str method's result or the
    result of a function that always gives text (`textwrap.dedent`)."""
    leaves = operands(node, _parts) if depth < _MAX_DEPTH else [node]
    return any(_stringy_operand(facts, leaf, depth, seen) for leaf in leaves)


def _stringy_operand(facts: StrictFacts, node: ast.expr, depth: int, seen: Seen) -> bool:
    """`_stringy` for an expression that is not a `+`/`or`/conditional of others."""
    if isinstance(node, ast.Name) and depth < _MAX_DEPTH:
        reaching = _reaching_read(facts, node)
        parameter = reaching is None or any(kind == "param" for kind, _ in reaching)
        if parameter and _text_parameter(facts, node):
            return True
        unknown = reaching is None or any(kind == "unknown" for kind, _ in reaching)
        if unknown and _captured_text(facts, node, depth, seen):
            return True
        if reaching is not None:
            return _may_be_text(facts, reaching, depth + 1, seen, node.id)
        if _may_be_text(facts, facts.names.bindings_of(node) or [], depth + 1, seen, node.id):
            return True
    names = facts.names.names(node)
    if (
        (_is_text(names) and not _dict_read(node))
        or (isinstance(node, ast.Call) and _result_text(facts, node, names, depth, seen))
        or (depth < _MAX_DEPTH and _looked_up_text(facts, node, depth, seen))
    ):
        return True
    if isinstance(node, ast.Attribute) and depth < _MAX_DEPTH:
        return _attribute_text(facts, node, names, depth, seen)
    if isinstance(node, ast.Subscript) and depth < _MAX_DEPTH:
        return (
            _json_text(facts, node)
            or _typed_dict_text(facts, node)
            or _dict_text(facts, node.value, node.slice, (False, True), depth, seen)
            or _container_text(facts, node.value, depth + 1, seen)
        )
    if isinstance(node, ast.Name):
        return node.id in _TEXT_ATTRIBUTES and facts.names.bindings_of(node) is None
    return False


def _declared_keys(facts: StrictFacts) -> dict[str, dict[str, ast.expr]]:
    """Per class of the code, the names its body declares with a type (`greeting: str`
    of a TypedDict) and those types."""
    found: dict[str, dict[str, ast.expr]] = {}
    for node in facts.of_type(ast.ClassDef):
        fields = found.setdefault(node.name, {})
        for statement in node.body:
            if isinstance(statement, ast.AnnAssign) and isinstance(statement.target, ast.Name):
                fields[statement.target.id] = statement.annotation
    return found


def _typed_dict_text(facts: StrictFacts, node: ast.Subscript) -> bool:
    """An item read by key (`templates['greeting']`) of a name that is a parameter
    annotated with a class of the code, or bound to a call of one (`Templates(...)`),
    whose body declares that key (any key, when not a constant) typed as a string: a
    TypedDict's `greeting: str`."""
    table = node.value
    if not isinstance(table, ast.Name) or not isinstance(node.slice, ast.Constant | ast.Name):
        return False
    declared = facts.derived(_declared_keys)
    if not declared:
        return False
    classes = [value.func for kind, value in facts.names.bindings_of(table) or []
               if kind == "expr" and isinstance(value, ast.Call)]  # fmt: skip
    scope = facts.names.scope_binding(table)
    if scope is not None:
        classes += [
            site.annotation
            for name, site in scope.sites
            if name == table.id and isinstance(site, ast.arg) and site.annotation
        ]
    key = const_str(node.slice)
    for head in classes:
        head = facts.names.expression(head.value) if isinstance(head, ast.Constant) else head
        fields = declared.get(getattr(head, "id", ""), {})
        types = (
            [fields[key]] if key in fields else [] if key is not None else list(fields.values())
        )
        if any(_is_text_type(facts, item) for item in types):
            return True
    return False


def _looked_up_text(facts: StrictFacts, node: ast.expr, depth: int, seen: Seen) -> bool:
    """A slice of what may be a string (`'%s: %d'[:]`), or a class attribute bound to one
    read through a namespace (`_namespace_lookup`), also by a computed name (any of the
    class's attributes: `NameIndex.lookup_values`)."""
    if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Slice):
        return _stringy(facts, node.value, depth + 1, seen)
    looked_up = _namespace_lookup(facts, node)
    if looked_up is not None:
        return _class_attribute_text(facts, looked_up, depth + 1, seen)
    return any(  # `getattr(Templates, kind.upper())`: any attribute of the code's class
        _stringy(facts, value, depth + 1, seen) for value in facts.names.lookup_values(node)
    )


_ATTRIBUTE_GETTERS = frozenset({"builtins.getattr", "inspect.getattr_static"})


def _namespace_lookup(facts: StrictFacts, node: ast.expr) -> ast.Attribute | None:
    """An attribute read by its constant name through a namespace, as the `obj.name` it
    reads: `getattr(obj, 'name')`, `inspect.getattr_static(...)`,
    `operator.attrgetter('name')(obj)`, `vars(obj)['name']`, `obj.__dict__['name']` (or
    `.get('name')`); None for anything else."""
    receiver: ast.expr | None = None
    name: str | None = None
    if isinstance(node, ast.Call) and node.args:
        func = node.func
        if len(node.args) >= 2 and facts.names.names(func) & _ATTRIBUTE_GETTERS:
            receiver, name = node.args[0], const_str(node.args[1])
        elif isinstance(func, ast.Call) and len(func.args) == 1:
            if "operator.attrgetter" in facts.names.names(func.func):
                receiver, name = node.args[0], const_str(func.args[0])
        elif isinstance(func, ast.Attribute) and func.attr in KEYED_READ_METHODS:
            receiver, name = _namespace_of(facts, func.value), const_str(node.args[0])
    elif isinstance(node, ast.Subscript):
        receiver, name = _namespace_of(facts, node.value), const_str(node.slice)
    if receiver is None or name is None:
        return None
    return ast.copy_location(ast.Attribute(value=receiver, attr=name, ctx=ast.Load()), node)


def _namespace_of(facts: StrictFacts, node: ast.expr) -> ast.expr | None:
    """The object whose namespace `vars(obj)` or `obj.__dict__` is; None for anything else."""
    if isinstance(node, ast.Attribute) and node.attr == "__dict__":
        return node.value
    if isinstance(node, ast.Call) and len(node.args) == 1 and not node.keywords:
        return node.args[0] if "builtins.vars" in facts.names.names(node.func) else None
    return None


def _json_text(facts: StrictFacts, node: ast.expr) -> bool:
    """Whether an expression reads a string out of a JSON document the code writes
    (`_json_documents`): the document itself, or its entry by constant keys or indexes
    (`MESSAGES['welcome']`, `.get('welcome')`, `.pop`, `.setdefault`; any entry under a
    key not constant)."""
    keys: list[ast.expr] = []
    for _ in range(_MAX_DEPTH):
        if isinstance(node, ast.Subscript):
            keys.append(node.slice)
            node = node.value
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in _LOOKUPS
            and node.args
        ):
            keys.append(node.args[0])
            node = node.func.value
        else:
            break
    keys.reverse()
    return any(_json_string(document, keys) for document in _json_documents(facts, node))


def _json_documents(facts: StrictFacts, node: ast.expr) -> list[object]:
    """The values of `json.loads` (or `tomllib.loads`) of text the code fixes, called at
    once or through a name whose every binding is such a call."""
    calls: list[ast.expr] = [node]
    if isinstance(node, ast.Name):
        bindings = facts.names.bindings_of(node) or []
        calls = [value for kind, value in bindings if kind == "expr"]
        if len(calls) != len(bindings):
            return []
    documents = [json_document(facts.names, call) for call in calls]
    documents += [toml_document(facts.names, call) for call in calls]
    return [document for document in documents if document is not NO_VALUE]


def _json_string(value: object, keys: list[ast.expr]) -> bool:
    """Whether reading `value` by `keys` may give a string (any entry for a key that is
    no constant)."""
    if not keys:
        return isinstance(value, str)
    entries: list[object] = []
    key = keys[0]
    if isinstance(value, dict):
        constant = isinstance(key, ast.Constant) and isinstance(key.value, str)
        entries = [value[key.value]] if constant and key.value in value else list(value.values())  # type: ignore[union-attr]
        if constant and key.value not in value:  # type: ignore[union-attr]
            entries = []
    elif isinstance(value, list):
        index = key.value if isinstance(key, ast.Constant) else None
        if isinstance(index, int) and not isinstance(index, bool):
            entries = value[index : index + 1] if -len(value) <= index < len(value) else []
        else:
            entries = list(value)
    return any(_json_string(entry, keys[1:]) for entry in entries)


def _captures(facts: StrictFacts) -> dict[int, tuple[ast.expr, bool]]:
    """id() of each site binding a name to a value the code shows, which the symbol table
    leaves unknown: a `case` capture (`match 'Hello, %s': case template:`; the subject,
    or, inside a sequence, mapping or class pattern, a part of it) and the target of
    `with contextlib.nullcontext(value) as name`; with the value and whether the name is
    it whole."""
    found: dict[int, tuple[ast.expr, bool]] = {}
    for match in facts.of_type(ast.Match):
        for case in match.cases:
            _capture_sites(case.pattern, match.subject, True, found)  # noqa: FBT003
    for node in facts.of_type(ast.With, ast.AsyncWith):
        for item in node.items:
            context, target = item.context_expr, item.optional_vars
            if (
                isinstance(target, ast.Name)
                and isinstance(context, ast.Call)
                and context.args
                and "contextlib.nullcontext" in facts.names.names(context.func)
            ):
                found[id(target)] = (context.args[0], True)
    return found


def _capture_sites(
    pattern: ast.pattern, subject: ast.expr, whole: bool, found: dict[int, tuple[ast.expr, bool]]
) -> None:
    """`_captures` of one pattern (`whole`: whether it matches the subject itself)."""
    if isinstance(pattern, ast.MatchAs):
        if pattern.name:
            found[id(pattern)] = (subject, whole)
        if pattern.pattern is not None:
            _capture_sites(pattern.pattern, subject, whole, found)
        return
    if isinstance(pattern, ast.MatchOr):
        parts, inner = pattern.patterns, whole
    elif isinstance(pattern, ast.MatchSequence | ast.MatchMapping):
        parts, inner = pattern.patterns, False
    elif isinstance(pattern, ast.MatchClass):
        parts, inner = [*pattern.patterns, *pattern.kwd_patterns], False
    else:
        return
    for part in parts:
        _capture_sites(part, subject, inner, found)


def _captured_text(facts: StrictFacts, node: ast.Name, depth: int, seen: Seen) -> bool:
    """Whether a name read here may be text through a binding `_captures` knows: the
    subject or value may be a string, or, for a part of it, an element of it may."""
    captures = facts.derived(_captures)
    scope = facts.names.scope_binding(node) if captures else None
    if scope is None:
        return False
    for name, site in scope.sites:
        value, whole = captures.get(id(site), (None, True)) if name == node.id else (None, True)
        if value is None:
            continue
        if (
            _stringy(facts, value, depth + 1, seen)
            if whole
            else _element_text(facts, value, None, depth + 1, seen)
        ):
            return True
    return False


def _attribute_text(
    facts: StrictFacts, node: ast.Attribute, names: frozenset[str], depth: int, seen: Seen
) -> bool:
    """`_stringy` of an attribute (`names`: what it may be)."""
    if names & _TEXT_CONSTANTS or node.attr in _TEXT_ATTRIBUTES:
        return True
    if any(_shown_text(facts, name) for name in names):
        return True  # (`messages.GREETING`, of a module another block of the answer writes)
    values = facts.names.attribute_values.get(node.attr, [])
    related = _related_classes(facts, node)
    if any(
        _stringy(facts, value, depth + 1, seen)
        for value in values
        if related is None or _assigned_in(facts, value, related)
    ):
        return True
    if node.attr in _MEMBER_VALUES and isinstance(node.value, ast.Attribute):
        return _class_attribute_text(facts, node.value, depth + 1, seen)
    fields = facts.derived(_made_fields).get(node.attr, [])
    if any(_stringy(facts, value, depth + 1, seen) for value in fields):
        return True
    if _set_attribute_text(facts, node, bool(values), depth, seen):
        return True
    return _class_attribute_text(facts, node, depth, seen)


def _set_attribute_text(
    facts: StrictFacts, node: ast.Attribute, bound: bool, depth: int, seen: Seen
) -> bool:
    """Whether an attribute may be a string the code sets by name (`_set_attributes`):
    under its own name; or, when nothing else binds it (`bound`: an assignment; a class
    attribute), under a name not known before run time (`setattr(self, key, value)` in a
    loop over a dict of templates) when that value may be a string and a dict literal
    with the attribute's name as a key holds a string there (or none has that key)."""
    named, dynamic = facts.derived(_set_attributes)
    if not named and not dynamic:
        return False  # (nearly all code)
    if any(_stringy(facts, value, depth + 1, seen) for value in named.get(node.attr, [])):
        return True
    if not dynamic or bound or node.attr in _class_attributes(facts.code):
        return False
    if not any(_stringy(facts, value, depth + 1, seen) for value in dynamic):
        return False
    keyed = facts.derived(_keyed_values).get(node.attr)
    return keyed is None or any(_stringy(facts, value, depth + 1, seen) for value in keyed)


def _set_attributes(facts: StrictFacts) -> tuple[dict[str, list[ast.expr]], list[ast.expr]]:
    """Per code: the values the code sets attributes to by name, by that name, and those
    it sets under a name not known before run time: `setattr(obj, name, value)`,
    `obj.__setattr__(name, value)` (or `object.__setattr__(obj, name, value)`),
    `obj.__dict__[name] = value`, and the entries of a dict (`_dict_literals`) or the
    keywords given to `obj.__dict__.update(...)` or `vars(obj).update(...)`."""
    named: dict[str, list[ast.expr]] = {}
    dynamic: list[ast.expr] = []
    if not facts.may_matter("setattr|__dict__|vars"):
        return named, dynamic
    for key, value in _attribute_writes(facts):
        name = const_str(key) if key is not None else None
        if name is None:
            dynamic.append(value)
        else:
            named.setdefault(name, []).append(value)
    return named, dynamic


def _attribute_writes(facts: StrictFacts) -> Iterator[tuple[ast.expr | None, ast.expr]]:
    """(the name, when the code writes it, and the value) of each attribute write of
    `_set_attributes`."""
    for node in facts.of_type(ast.Call, ast.Assign):
        if isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Subscript) and _object_dict(facts, target.value):
                    yield target.slice, node.value
            continue
        func, args = node.func, [arg for arg in node.args if not isinstance(arg, ast.Starred)]
        if isinstance(func, ast.Attribute) and func.attr == "__setattr__" and len(args) > 1:
            yield args[-2], args[-1]
        elif len(args) == 3 and "builtins.setattr" in facts.names.names(func):  # noqa: PLR2004
            yield args[1], args[2]
        elif (
            isinstance(func, ast.Attribute)
            and func.attr == "update"
            and _object_dict(facts, func.value)
        ):
            yield from ((ast.Constant(item.arg), item.value) for item in node.keywords if item.arg)
            for arg in args:
                for _, keys, values in _dict_literals(facts, arg):
                    yield from zip(keys, values, strict=False)


def _object_dict(facts: StrictFacts, node: ast.expr) -> bool:
    """Whether `node` is an object's attribute dict: `obj.__dict__` or `vars(obj)`."""
    if isinstance(node, ast.Attribute):
        return node.attr == "__dict__"
    return (
        isinstance(node, ast.Call)
        and bool(node.args)
        and "builtins.vars" in facts.names.names(node.func)
    )


def _keyed_values(facts: StrictFacts) -> dict[str, list[ast.expr]]:
    """Per code: the values dict literals hold under each constant string key."""
    found: dict[str, list[ast.expr]] = {}
    for node in facts.of_type(ast.Dict):
        for key, value in zip(node.keys, node.values, strict=True):
            name = const_str(key) if key is not None else None
            if name is not None:
                found.setdefault(name, []).append(value)
    return found


_NAMESPACES = frozenset({"types.SimpleNamespace", "argparse.Namespace"})
"""Objects whose keyword arguments become their attributes."""
_TUPLE_FACTORIES = frozenset({"collections.namedtuple", "typing.NamedTuple",
                              "typing_extensions.NamedTuple"})  # fmt: skip
_TUPLE_CLASSES = frozenset(f"{name}()" for name in _TUPLE_FACTORIES)
"""What a class made by a named-tuple factory resolves to (`Messages(...)`)."""
_MADE_OBJECTS = tuple(sorted({f"{name}()" for name in _NAMESPACES | _TUPLE_CLASSES}))
"""What an object `_made_fields` knows the attributes of resolves to."""


def _made_fields(facts: StrictFacts) -> dict[str, list[ast.expr]]:
    """Per code: the values the code gives attributes of objects it makes without a class
    body, by attribute name: keywords of `SimpleNamespace(...)`/`argparse.Namespace(...)`
    (a dict literal unpacked into one too), the `defaults=` of a named-tuple factory
    given a literal field list (`namedtuple('Messages', 'found empty', defaults=(...))`),
    and the arguments, by position or keyword, of the calls making (or `_replace`-ing) an
    instance of such a class. An attribute of any object counts (fails closed)."""
    found: dict[str, list[ast.expr]] = {}
    if not facts.may_matter("Namespace|amedTuple|amedtuple"):
        return found
    for call in facts.of_type(ast.Call):
        names = facts.names.names(call.func)
        replaced = isinstance(call.func, ast.Attribute) and call.func.attr == "_replace"
        pairs: list[tuple[str, ast.expr]] = []
        if names & _TUPLE_FACTORIES:
            fields = _tuple_field_names(call)
            defaults = [item.value for item in call.keywords if item.arg == "defaults"]
            values = _items(defaults[0]) if defaults else []
            pairs += zip(fields[len(fields) - len(values) :], values, strict=False)
        elif names & (_NAMESPACES | _TUPLE_CLASSES) or replaced:
            pairs += _keyword_fields(call)
        if names & _TUPLE_CLASSES:
            fields = _instance_fields(facts, call.func)
            pairs += zip(fields, call.args, strict=False)
        for name, value in pairs:
            if not isinstance(value, ast.Starred):
                found.setdefault(name, []).append(value)
    return found


def _keyword_fields(call: ast.Call) -> list[tuple[str, ast.expr]]:
    """The attributes a call's keywords give (a dict literal unpacked into them too)."""
    found: list[tuple[str, ast.expr]] = []
    for keyword in call.keywords:
        if keyword.arg is not None:
            found.append((keyword.arg, keyword.value))
        elif isinstance(keyword.value, ast.Dict):
            for key, value in zip(keyword.value.keys, keyword.value.values, strict=True):
                text = const_str(key)
                if text is not None:
                    found.append((text, value))
    return found


def _tuple_field_names(call: ast.Call) -> list[str]:
    """The field names a named-tuple factory call gives in a literal (`'a b'`, `'a, b'`,
    `['a', 'b']`, `[('a', str)]`), in order; none when they come from data."""
    specs = [*call.args[1:2], *(item.value for item in call.keywords
                                if item.arg in {"field_names", "fields"})]  # fmt: skip
    for spec in specs:
        text = const_str(spec)
        if text is not None:
            return text.replace(",", " ").split()
        items = [item.elts[0] if isinstance(item, ast.Tuple | ast.List) and item.elts else item
                 for item in _items(spec)]  # fmt: skip
        return [name for item in items if (name := const_str(item)) is not None]
    return []


def _instance_fields(facts: StrictFacts, func: ast.expr) -> list[str]:
    """The field names, in order, of the named-tuple class a call makes an instance of
    (through the name bound to its factory call)."""
    if not isinstance(func, ast.Name):
        return []
    for kind, value in facts.names.bindings_of(func) or []:
        if (
            kind == "expr"
            and isinstance(value, ast.Call)
            and facts.names.names(value.func) & _TUPLE_FACTORIES
        ):
            return _tuple_field_names(value)
    return []


def _result_text(
    facts: StrictFacts, node: ast.Call, names: frozenset[str], depth: int, seen: Seen
) -> bool:
    """`_stringy` of a call (`names`: what it may give)."""
    return (
        _text_instance(facts, names)
        or _gives_text(facts, node)
        or _text_new_type(facts, node)
        or _decoded_text(facts, node)
        or _json_text(facts, node)
        or (depth < _MAX_DEPTH and _call_text(facts, node, depth, seen))
    )


_TEXT_BASES = frozenset({"builtins.str", "collections.UserString"})
_OWN_FORMATTING = frozenset({"__mod__", "__rmod__", "format", "format_map"})


def _text_instance(facts: StrictFacts, names: frozenset[str]) -> bool:
    """Whether a call makes a string of a str subclass: `collections.UserString(...)`, or
    an instance of a class of the code inheriting from `str` (`class Template(str)`)."""
    classes = facts.derived(_text_classes)
    return any(name.endswith("()") and name[:-2] in classes for name in names)


def _text_classes(facts: StrictFacts) -> frozenset[str]:
    """`collections.UserString` and the classes of the code (as `local:Name`) inheriting,
    at any distance through classes of the code, from `str` or `UserString`, unless one of
    them defines its own `%` or `format` (a DSL's `__mod__`, not string formatting)."""
    bases: dict[str, set[str]] = {}
    own: set[str] = set()
    for node in facts.of_type(ast.ClassDef):
        if not node.bases:
            continue
        name = f"local:{node.name}"
        for base in node.bases:
            bases.setdefault(name, set()).update(facts.names.names(base))
        if any(
            isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef | ast.Assign)
            and _defines(item) & _OWN_FORMATTING
            for item in node.body
        ):
            own.add(name)
    text, changed = set(_TEXT_BASES), True
    while changed:
        fresh = {name for name, up in bases.items() if up & text and name not in own} - text
        text |= fresh
        changed = bool(fresh)
    return frozenset(text)


def _defines(statement: ast.stmt) -> set[str]:
    """The names a class-body statement defines (a method, or `__mod__ = ...`)."""
    if isinstance(statement, ast.Assign):
        return {target.id for target in statement.targets if isinstance(target, ast.Name)}
    return {getattr(statement, "name", "")}


_MEMBER_VALUES = frozenset({"value", "_value_"})
"""`Msg.GREET.value`: the value an Enum member was bound to in its class body."""


_FIELD_DEFAULTS = frozenset({
    "dataclasses.field", "attr.ib", "attr.attrib", "attr.field", "attrs.field",
    "pydantic.Field", "pydantic.fields.Field",
})  # fmt: skip
"""Field declarations of a class body whose `default=` (pydantic's: first argument) is the
attribute's value."""
_VIEWS = {"items": (True, True), "keys": (True, False), "values": (False, True),
          "popitem": (True, True), "get": (False, True), "pop": (False, True),
          "setdefault": (False, True)}  # fmt: skip
"""A dict's methods that give its keys and/or its values (or an element holding them)."""


def _dict_read(node: ast.expr) -> bool:
    """A call of a dict's method str does not have (`CONFIG.get('retries')`): the names
    of a dict literal are its values', so `const:str.get()` would say text; `_call_text`
    judges it instead."""
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in _VIEWS
    )


def _call_text(facts: StrictFacts, call: ast.Call, depth: int, seen: Seen) -> bool:
    """Whether a call gives a string held in code: a field declaration's string default
    (`field(default='Hello {}')`, or one its `default_factory` gives, `lambda: '...'` or
    a def of the code giving a string), or a dict's key or value read through `.keys()`,
    `.values()`, `.get(...)` and the like, of a dict literal or `dict(...)` (also through
    a name bound to one) holding a string there; a `.get` default counts too. A pair of
    `.items()` counts when both keys and values may be strings (which of the pair a
    loop's name takes is not followed: `for key, count in COUNTS.items()` stays a
    number). A lookup by a constant key reads that entry only (`CONFIG.get('retries')`
    of a dict mixing names and numbers is a number). Also a string a function of the code
    returns (`_returned_text`) or a function hands back (`_passed_through`)."""
    return (
        _returned_text(facts, call, depth, seen)
        or _passed_through(facts, call, depth, seen)
        or _held_text(facts, call, depth, seen)
    )


def _held_text(facts: StrictFacts, call: ast.Call, depth: int, seen: Seen) -> bool:
    """`_call_text` of a field declaration or a dict read."""
    func = call.func
    names = facts.names.names(func)
    if names & _FIELD_DEFAULTS:
        defaults = [item.value for item in call.keywords if item.arg == "default"]
        if "pydantic.Field" in names or "pydantic.fields.Field" in names:
            defaults += call.args[:1]
        factories = [item.value for item in call.keywords if item.arg == "default_factory"]
        defaults += [item.body for item in factories if isinstance(item, ast.Lambda)]
        if any(_factory_text(facts, item) for item in factories):
            return True
        return any(_stringy(facts, value, depth + 1, seen) for value in defaults)
    taken = _taken_text(facts, func, depth, seen)
    if taken is not None:
        return taken
    if names & _PICKERS and call.args:
        return _element_text(facts, _iterated(facts, call.args[0]), None, depth + 1, seen)
    if not isinstance(func, ast.Attribute) or func.attr not in _VIEWS:
        return False
    want_keys, want_values = _VIEWS[func.attr]
    if isinstance(func.value, ast.Name) and _text_items_parameter(facts, func.value):
        return True  # `templates.values()` of `**templates: str`
    if any(_stringy(facts, part, depth + 1, seen) for part in call.args[1:2]):
        return True  # the default of `.get(key, default)`
    key = call.args[0] if func.attr in _LOOKUPS and call.args else None
    return _dict_text(facts, func.value, key, (want_keys, want_values), depth, seen)


def _taken_text(facts: StrictFacts, func: ast.expr, depth: int, seen: Seen) -> bool | None:
    """Whether `x.pop()` and the like (`_TAKERS`) give a string of a container the code
    fills; None for another call, and for a `.popitem()` that does not (the pair of a
    dict literal is then read as `.items()` is)."""
    if not isinstance(func, ast.Attribute) or func.attr not in _TAKERS:
        return None
    taken = _container_text(facts, func.value, depth + 1, seen)
    return None if not taken and func.attr == "popitem" else taken


def _iterated(facts: StrictFacts, node: ast.expr) -> ast.expr:
    """What `iter(x)` iterates (`x`), so `next(iter(TABLE.values()))` reads the dict;
    `node` itself for anything else."""
    if (
        isinstance(node, ast.Call)
        and len(node.args) == 1
        and not node.keywords
        and not isinstance(node.args[0], ast.Starred)
        and "builtins.iter" in facts.names.names(node.func)
    ):
        return node.args[0]
    return node


def _factory_text(facts: StrictFacts, factory: ast.expr) -> bool:
    """A `default_factory` named by a def of the code that gives a string (`_returns_text`:
    `-> str`, or every `return` a string literal)."""
    bindings = facts.names.bindings_of(factory) if isinstance(factory, ast.Name) else None
    return any(_returns_text(facts, value) for _, value in bindings or [])


def _dict_text(
    facts: StrictFacts,
    table: ast.expr,
    key: ast.expr | None,
    wanted: tuple[bool, bool],
    depth: int,
    seen: Seen,
) -> bool:
    """Whether a read of the dict `table` (`_dict_literals`) may give a string: by a
    constant key, that entry only; else any key or value, as `wanted` (keys, values) says."""
    want_keys, want_values = wanted
    known = facts.memo(_call_text)
    for literal, keys, values in _dict_literals(facts, table):
        if isinstance(key, ast.Constant):  # `CONFIG.get('retries')`: that entry only
            entries = _entry(facts, literal, key)
            if any(_stringy(facts, value, depth + 1, seen) for value in entries):
                return True
            continue
        if id(literal) not in known:  # once per dict: a big table read at many places,
            known[id(literal)] = (  # from the same depth wherever it is read first
                any(_stringy(facts, item, 1) for item in keys),
                any(_stringy(facts, item, 1) for item in values),
            )
        keys_text, values_text = known[id(literal)]
        if (keys_text or not want_keys) and (values_text or not want_values):
            return True
    return False


_LOOKUPS = frozenset({"get", "pop", "setdefault"})
_PATH_FUNCTIONS = frozenset({
    "os.path.join", "os.path.normpath", "os.path.normcase", "os.path.abspath",
    "os.path.realpath", "os.path.relpath", "os.path.basename", "os.path.dirname",
    "os.path.expanduser", "os.path.expandvars", "os.fspath",
})  # fmt: skip
"""Path functions giving text of the type they are handed (str for str, bytes for bytes):
`os.path.join('reports', '%s.csv')` is a string template."""
_PASS_THROUGH = frozenset({
    "sys.intern", "copy.copy", "copy.deepcopy", "builtins.min", "builtins.max",
    "operator.concat", "operator.add", "operator.iconcat", "operator.iadd",
}) | _PATH_FUNCTIONS  # fmt: skip
"""Functions giving back one of their arguments (or its concatenation, or a piece of it):
what they are handed, `sys.intern('Hello, %s')`, is what they give."""
_REDUCERS = frozenset({"functools.reduce"})
"""`reduce(add, items)` with a function of `_PASS_THROUGH` or a lambda: what it folds
may be what it gives."""


def _passed_through(facts: StrictFacts, call: ast.Call, depth: int, seen: Seen) -> bool:
    """Whether a `_PASS_THROUGH` call is handed something that may be a string (an item
    of a literal handed alone to `min`/`max` too)."""
    names = facts.names.names(call.func)
    if names & _REDUCERS and len(call.args) >= 2:  # noqa: PLR2004
        if not facts.names.names(call.args[0]) & _PASS_THROUGH and not isinstance(
            call.args[0], ast.Lambda
        ):
            return False
        folded = call.args[1]
        if isinstance(folded, ast.List | ast.Tuple | ast.Set):
            parts = [*folded.elts, *call.args[2:]]
            return any(_stringy(facts, part, depth + 1, seen) for part in parts)
        return _element_text(facts, folded, None, depth + 1, seen) or any(
            _stringy(facts, part, depth + 1, seen) for part in call.args[2:]
        )
    if not names & _PASS_THROUGH:
        return False
    parts = list(call.args)
    if len(parts) == 1 and isinstance(parts[0], ast.List | ast.Tuple | ast.Set):
        parts = parts[0].elts
    return any(_stringy(facts, part, depth + 1, seen) for part in parts)


def _returned_text(facts: StrictFacts, call: ast.Call, depth: int, seen: Seen) -> bool:
    """Whether a call of a function the code writes may give a string it returns: a
    lambda (called in place, or through a name bound to it: `template = lambda: '...'`),
    or a method of a class of the code, `self.template()` (of the receiver's class or a
    related one when the code shows it, of any class otherwise)."""
    func = call.func
    if isinstance(func, ast.Lambda):
        return _stringy(facts, func.body, depth + 1, seen)
    if isinstance(func, ast.Name):
        bindings = facts.names.bindings_of(func) or []
        return any(
            kind == "expr" and isinstance(value, ast.Lambda)
            and _stringy(facts, value.body, depth + 1, seen)
            for kind, value in bindings
        ) or _named_def_text(facts, bindings, depth, seen, call)  # fmt: skip
    if not isinstance(func, ast.Attribute):
        return False
    candidates = _class_attributes(facts.code).get(func.attr, [])
    related = _receiver_family(facts, func.value) if candidates else None
    return any(
        kind == "def" and _def_gives_text(facts, value, depth, seen)
        for owner, (kind, value) in candidates
        if related is None or owner in related
    )


def _named_def_text(
    facts: StrictFacts,
    bindings: list[Binding],
    depth: int,
    seen: Seen,
    call: ast.Call | None = None,
) -> bool:
    """Whether a function of the code called by its name (bound only to defs without a
    return annotation) gives a string at every `return` that gives a value (a name bound
    to a literal, `return ROW_TEMPLATE`, a call of another such function, ...): each
    return followed as `_stringy` follows a value; a parameter returned as it came (`def
    _text(value): return value`) gives back what the call hands it there."""
    if not bindings or any(
        kind != "def" or not isinstance(value, ast.FunctionDef) or value.returns is not None
        for kind, value in bindings
    ):
        return False
    for _, value in bindings:
        if id(value) in seen:
            return False
        returned = _returned_values(facts, value)  # type: ignore[arg-type]
        inner = seen | {id(value)}
        returned = [_handed_back(value, item, call) for item in returned]  # type: ignore[arg-type]
        if not returned or not all(_stringy(facts, item, depth + 1, inner) for item in returned):
            return False
    return True


def _handed_back(node: ast.FunctionDef, value: ast.expr, call: ast.Call | None) -> ast.expr:
    """What a call gives when a def returns one of its parameters as it came (never
    rebound in the def): the argument the call hands it (by position or keyword); else
    the returned value itself."""
    if call is None or not isinstance(value, ast.Name):
        return value
    arguments = node.args
    positional = [*arguments.posonlyargs, *arguments.args]
    names = [item.arg for item in positional]
    if value.id not in names and value.id not in {item.arg for item in arguments.kwonlyargs}:
        return value
    if any(
        isinstance(item, ast.Name) and item.id == value.id and not isinstance(item.ctx, ast.Load)
        for item in own_walk(node, into_lambdas=False)
    ):
        return value  # (rebound in the def)
    given = [item.value for item in call.keywords if item.arg == value.id]
    if given:
        return given[0]
    index = names.index(value.id) if value.id in names else None
    if (
        index is not None
        and index < len(call.args)
        and not any(isinstance(item, ast.Starred) for item in call.args[: index + 1])
    ):
        return call.args[index]
    return value


def _returned_values(facts: StrictFacts, node: ast.FunctionDef) -> list[ast.expr]:
    """The values a def's own `return` statements give (walked once per def)."""
    known = facts.memo(_def_gives_text)  # id(def) -> its returned values
    if id(node) not in known:
        known[id(node)] = [
            item.value
            for item in own_walk(node, into_lambdas=False)
            if isinstance(item, ast.Return) and item.value is not None
        ]
    return known[id(node)]


def _def_gives_text(facts: StrictFacts, node: object, depth: int, seen: Seen) -> bool:
    """Whether a function of the code may give a string: annotated `-> str`, or with a
    `return` of something that may be one."""
    if not isinstance(node, ast.FunctionDef) or id(node) in seen:
        return False
    if node.returns is not None:
        return _is_text_type(facts, node.returns)
    seen = seen | {id(node)}
    return any(_stringy(facts, value, depth + 1, seen) for value in _returned_values(facts, node))


_PROPERTIES = frozenset({"builtins.property", "functools.cached_property"})


def _is_property(facts: StrictFacts, node: object) -> bool:
    """A def decorated `@property` or `@functools.cached_property`: read as an attribute."""
    return isinstance(node, ast.FunctionDef) and any(
        facts.names.names(item) & _PROPERTIES for item in node.decorator_list
    )


def _entry(facts: StrictFacts, literal: ast.expr, key: ast.Constant) -> list[ast.expr]:
    """The values a dict literal or `dict(...)` may hold under a constant key: those
    under that key or a key not known before run time (`**extra`, a name)."""
    indexes = facts.derived(_dict_indexes)
    if id(literal) not in indexes:  # once per dict: a big table read at many places
        indexes[id(literal)] = _index_of(facts, literal)
    by_key, unknown = indexes[id(literal)]
    try:
        return by_key.get(key.value, []) + unknown
    except TypeError:  # an unhashable constant cannot be a key
        return unknown


def _index_of(
    facts: StrictFacts, literal: ast.expr
) -> tuple[dict[object, list[ast.expr]], list[ast.expr]]:
    """A dict literal's or `dict(...)`'s values by constant key, and those under a key not
    known before run time (all of a comprehension's, a `fromkeys`'s or the pairs of
    `dict([...])`: read as under any key)."""
    pairs: list[tuple[object, ast.expr]]
    if isinstance(literal, ast.Dict):
        pairs = [
            (item.value if isinstance(item, ast.Constant) else None, value)
            for item, value in _spread_entries(facts, literal)
        ]
    else:
        keywords = literal.keywords if isinstance(literal, ast.Call) else []
        pairs = [(item.arg, item.value) for item in keywords]
        named = {id(item.value) for item in keywords}
        entry = _dict_entry(facts, literal)
        values = entry[2] if entry is not None else []
        pairs += [(None, value) for value in values if id(value) not in named]
    by_key: dict[object, list[ast.expr]] = {}
    unknown: list[ast.expr] = []
    for name, value in pairs:
        if name is None:
            unknown.append(value)
        else:
            by_key.setdefault(name, []).append(value)
    return by_key, unknown


def _dict_indexes(
    _facts: StrictFacts,
) -> dict[int, tuple[dict[object, list[ast.expr]], list[ast.expr]]]:
    """Per code: each dict literal's `_index_of` (by id)."""
    return {}


def _dict_literals(
    facts: StrictFacts, node: ast.expr, depth: int = 0
) -> list[tuple[ast.expr, list[ast.expr], list[ast.expr]]]:
    """The dict literals or `dict(a=...)` calls `node` is, directly or through a name
    bound to one, also wrapped (`_MAPPING_WRAPPERS`: `MappingProxyType({...})`): each with
    its keys and values."""
    values: list[ast.expr] = [node]
    if isinstance(node, ast.Name):
        values = [value for kind, value in facts.names.bindings_of(node) or [] if kind == "expr"]
    found: list[tuple[ast.expr, list[ast.expr], list[ast.expr]]] = []
    known = facts.memo(_dict_literals)  # id(dict) -> its entry: a big table read at many
    for value in values:  # places lists its keys once
        wrapped = _wrapped_mappings(facts, value)
        if wrapped and depth < _MAX_WRAPPED:
            for inner in wrapped:
                found += _dict_literals(facts, inner, depth + 1)
            continue
        if id(value) not in known:
            known[id(value)] = _dict_entry(facts, value)
        if known[id(value)] is not None:
            found.append(known[id(value)])
    return found


_MAPPING_WRAPPERS = frozenset({"types.MappingProxyType", "collections.ChainMap",
                               "copy.copy", "copy.deepcopy"})  # fmt: skip
"""Calls giving a mapping (a read-only view, a chain, a copy) of the entries of the dicts
they are given: `MappingProxyType({...})['key']` reads the literal's entry (a dict's own
`.copy()` too)."""
_MAX_WRAPPED = 3


def _wrapped_mappings(facts: StrictFacts, value: ast.expr) -> list[ast.expr]:
    """The mappings a `_MAPPING_WRAPPERS` call wraps (all of a `ChainMap`'s, the first
    argument of the others); none for another value."""
    if not isinstance(value, ast.Call):
        return []
    func = value.func
    if isinstance(func, ast.Attribute) and func.attr == "copy" and not value.args:
        return [func.value]  # `TABLE.copy()`: a copy of the dict's entries
    if not value.args:
        return []
    names = facts.names.names(func)
    if not names & _MAPPING_WRAPPERS:
        return []
    parts = value.args if "collections.ChainMap" in names else value.args[:1]
    return [part for part in parts if not isinstance(part, ast.Starred)]


_DICT_MAKERS = frozenset({"builtins.dict", "collections.OrderedDict", "collections.UserDict"})
_FROM_KEYS = frozenset({f"{maker}.fromkeys" for maker in _DICT_MAKERS})


def _dict_entry(
    facts: StrictFacts, value: ast.expr
) -> tuple[ast.expr, list[ast.expr], list[ast.expr]] | None:
    """A dict the code shows the entries of, with its keys and values: a literal, a
    comprehension, `dict(a=...)` (also of a literal, of `[(key, value), ...]` or of
    `zip(keys, values)`) and `dict.fromkeys(keys, value)`; None for another value."""
    if isinstance(value, ast.Dict):
        entries = _spread_entries(facts, value)
        keys = [key for key, _ in entries if key is not None]
        return value, keys, [item for _, item in entries]
    if isinstance(value, ast.DictComp):
        return value, [value.key], [value.value]
    if not isinstance(value, ast.Call):
        return None
    names = facts.names.names(value.func)
    if names & _FROM_KEYS:
        keys = value.args[0] if value.args else None
        return value, _items(keys) if keys is not None else [], value.args[1:2]
    if "collections.defaultdict" in names:
        factory = value.args[0] if value.args else None
        made = [factory.body] if isinstance(factory, ast.Lambda) else []
        keys, values = _pairs(facts, value.args[1]) if len(value.args) > 1 else ([], [])
        return value, keys, made + values + [item.value for item in value.keywords]
    if not names & _DICT_MAKERS:
        return None
    keys, values = _pairs(facts, value.args[0]) if value.args else ([], [])
    return value, keys, values + [item.value for item in value.keywords]


def _spread_entries(
    facts: StrictFacts, literal: ast.Dict
) -> list[tuple[ast.expr | None, ast.expr]]:
    """A dict literal's keys and values, with those of the dict literals it spreads
    (`{**DEFAULTS, **overrides}`: `DEFAULTS`'s entries, a literal or a name bound to one;
    one level deep). A spread of anything else stays as it is, its key None."""
    found: list[tuple[ast.expr | None, ast.expr]] = []
    for key, value in zip(literal.keys, literal.values, strict=True):
        if key is not None:
            found.append((key, value))
            continue
        spread = [value] if isinstance(value, ast.Dict) else _container_values(facts, value)
        inner = [item for item in spread if isinstance(item, ast.Dict) and item is not literal]
        found += [
            (item_key, item)
            for table in inner
            for item_key, item in zip(table.keys, table.values, strict=True)
            if item_key is not None
        ]
        if not inner:
            found.append((key, value))
    return found


def _pairs(facts: StrictFacts, node: ast.expr) -> tuple[list[ast.expr], list[ast.expr]]:
    """The keys and values `dict(node)` holds, as far as the code shows them: those of a
    dict literal, of a list or tuple of pairs, or of `zip(keys, values)` of literals."""
    if isinstance(node, ast.Dict):
        return [key for key in node.keys if key is not None], node.values
    if (
        isinstance(node, ast.Call)
        and len(node.args) == 2  # noqa: PLR2004 - keys and values
        and "builtins.zip" in facts.names.names(node.func)
    ):
        keys, values = (_items(part) for part in node.args)
        return keys, values
    keys: list[ast.expr] = []
    values: list[ast.expr] = []
    for pair in node.elts if isinstance(node, ast.List | ast.Tuple) else []:
        if isinstance(pair, ast.Tuple | ast.List) and len(pair.elts) == 2:  # noqa: PLR2004
            keys.append(pair.elts[0])
            values.append(pair.elts[1])
    return keys, values


def _items(node: ast.expr) -> list[ast.expr]:
    """The items of a list, tuple or set literal (none for another expression)."""
    return list(node.elts) if isinstance(node, ast.List | ast.Tuple | ast.Set) else []


def _class_attribute_text(facts: StrictFacts, node: ast.Attribute, depth: int, seen: Seen) -> bool:
    """Whether `obj.attr` may read a class attribute bound to a string in a class body
    (`TEMPLATE = '...'` read as `self.TEMPLATE`, `cls.TEMPLATE`, `Greeter.TEMPLATE`) or
    declared there with a string type (a dataclass field `template: str`): of the
    receiver's class or a related one when the code shows it, of any class otherwise."""
    candidates = _class_attributes(facts.code).get(node.attr, [])
    typed, other = _text_fields(facts.code).get(node.attr, (frozenset(), frozenset()))
    if not candidates and not typed:
        return False
    related = _receiver_family(facts, node.value)
    if typed:
        family = related if related is not None else _annotated_family(facts, node.value)
        if typed & family if family is not None else not other:
            return True
    return any(
        _may_be_text(facts, [binding], depth + 1, seen)
        for owner, binding in candidates
        if related is None or owner in related
    )


@lru_cache(maxsize=CODE_CACHE_SIZE)
def _text_fields(code: str) -> dict[str, tuple[frozenset[str], frozenset[str]]]:
    """Names a class body declares with a string type (`template: str`): name -> the
    classes declaring it so, and the classes declaring it with another type (`year: int`
    in one dataclass, `year: str` in another: an object of neither known class may hold
    either)."""
    facts = StrictFacts(code)
    text: dict[str, set[str]] = {}
    other: dict[str, set[str]] = {}
    for node in facts.of_type(ast.AnnAssign):
        cls = facts.owner(node)
        if isinstance(cls, ast.ClassDef) and isinstance(node.target, ast.Name):
            kind = text if _is_text_type(facts, node.annotation) else other
            kind.setdefault(node.target.id, set()).add(cls.name)
    return {
        name: (frozenset(classes), frozenset(other.get(name, ())))
        for name, classes in text.items()
    }


def _annotated_family(facts: StrictFacts, receiver: ast.expr) -> frozenset[str] | None:
    """The family of the class a parameter is annotated with (`event: Event`), or None
    when the receiver is not such a parameter."""
    if not isinstance(receiver, ast.Name):
        return None
    scope = facts.names.scope_binding(receiver)
    if scope is None:
        return None
    known = facts.memo(_annotated_family)  # id(scope) -> its parameters and their annotations
    if id(scope) not in known:  # once per scope: many reads of one receiver
        params: dict[str, ast.expr | None] = {}
        for name, site in scope.sites:
            if isinstance(site, ast.arg):
                params.setdefault(name, site.annotation)
        known[id(scope)] = params
    if receiver.id not in known[id(scope)]:
        return None
    annotation = known[id(scope)][receiver.id]
    head = _head(annotation) if annotation is not None else None
    if isinstance(annotation, ast.Constant):
        head = str(annotation.value)
    return _class_families(facts.code).get(head) if head is not None else None


@lru_cache(maxsize=CODE_CACHE_SIZE)
def _class_attributes(code: str) -> dict[str, list[tuple[str, Binding]]]:
    """Names bound in class bodies: name -> (class name, binding) for each binding."""
    found: dict[str, list[tuple[str, Binding]]] = {}
    for scope in StrictFacts(code).names.scopes:
        if scope.kind == "class" and isinstance(scope.node, ast.ClassDef):
            for name, bindings in scope.bindings.items():
                found.setdefault(name, []).extend((scope.node.name, item) for item in bindings)
    return found


def _receiver_family(facts: StrictFacts, receiver: ast.expr) -> frozenset[str] | None:
    """The classes whose class attributes `receiver.attr` may read: for a method's first
    parameter (`self`, `cls`), `type(self)` and `self.__class__`, its class's family; for
    a module class or an instance of one, that class's family; None (any) otherwise."""
    families = _class_families(facts.code)
    cls = _method_owner(facts, receiver)
    if cls is not None:
        return families.get(cls.name, frozenset({cls.name}))
    names = facts.names.names(receiver)
    local = {name.removeprefix("local:").removesuffix("()") for name in names
             if name.startswith("local:")}  # fmt: skip
    if local and local <= families.keys() and len(local) == len(names):
        return frozenset().union(*(families[name] for name in local))
    return None


def _method_owner(facts: StrictFacts, receiver: ast.expr) -> ast.ClassDef | None:
    """The class of a method whose first parameter `receiver` is (`self`, `cls`), also
    through `type(self)` and `self.__class__`; else None."""
    if isinstance(receiver, ast.Attribute) and receiver.attr == "__class__":
        receiver = receiver.value
    elif (
        isinstance(receiver, ast.Call)
        and len(receiver.args) == 1
        and (facts.names.names(receiver.func) == {"builtins.type"})
    ):
        receiver = receiver.args[0]
    if not isinstance(receiver, ast.Name):
        return None
    method = facts.owner(receiver, through_lambdas=False)
    if not isinstance(method, ast.FunctionDef | ast.AsyncFunctionDef) or any(
        facts.names.names(item) == {"builtins.staticmethod"} for item in method.decorator_list
    ):
        return None
    positional = [*method.args.posonlyargs, *method.args.args]
    if not positional or positional[0].arg != receiver.id:
        return None
    cls = facts.owner(method)
    return cls if isinstance(cls, ast.ClassDef) else None


_TEXT_FUNCTIONS = frozenset({
    "textwrap.dedent", "textwrap.indent", "textwrap.fill", "textwrap.shorten",
    "inspect.cleandoc", "inspect.getdoc", "pydoc.getdoc", "os.linesep.join", "os.sep.join",
    "os.pathsep.join",
    "builtins.repr", "builtins.ascii", "builtins.format", "builtins.chr", "builtins.hex",
    "builtins.oct", "builtins.bin", "string.capwords", "shlex.quote", "shlex.join",
    "html.escape", "html.unescape", "urllib.parse.unquote", "urllib.parse.unquote_plus",
})  # fmt: skip
"""Functions that always give a string."""
_TEXT_ON_TEXT = frozenset({"re.sub", "re.escape"})
"""Functions giving a string unless their first argument is bytes."""
_FOLLOWED_CALLS = (
    _TEXT_FUNCTIONS | _TEXT_ON_TEXT | _REDUCERS | _PASS_THROUGH | {"json.loads"} | TOML_READERS
)
"""Calls whose result, read through a name, `_formatting_method` follows to its value."""
_TEXT_CONSTANTS = frozenset({"os.linesep", "os.sep", "os.pathsep", "os.extsep", "os.curdir",
                             "os.pardir"})  # fmt: skip
_CASTS = frozenset({"typing.cast", "typing_extensions.cast"})


_BYTES = frozenset({"const:bytes", "builtins.bytes()", "builtins.bytearray()",
                    f"{STR}.encode()", "builtins.bytes.fromhex()",
                    "builtins.bytearray.fromhex()"})  # fmt: skip
"""What a bytes object may be named: a literal (or a name bound to one), `bytes(...)`,
`bytearray(...)`, a string's `.encode()`, `bytes.fromhex(...)`."""
_BYTES_DECODERS = frozenset({"builtins.bytes.decode", "builtins.bytearray.decode"})
_BINARY_CODECS = frozenset({
    "hex", "hex_codec", "base64", "base_64", "base64_codec", "bz2", "bz2_codec", "zip",
    "zlib", "zlib_codec", "uu", "uu_codec", "quopri", "quopri_codec", "quotedprintable",
    "quoted_printable", "rot13", "rot_13",
})  # fmt: skip
"""Codecs `codecs.decode` turns bytes into bytes with (or, rot13, text into text): their
names, as codecs normalises them (no codec is looked up, which may import one)."""


def _decoded_text(facts: StrictFacts, call: ast.Call) -> bool:
    """Whether a call decodes bytes the code shows into text: `b'%-10s'.decode()`,
    `bytes.decode(b'...')`, `codecs.decode(b'...')` with a text encoding."""
    func = call.func
    names = facts.names.names(func)
    if names & _BYTES_DECODERS:
        decoded = call.args[:1]
    elif "codecs.decode" in names:
        decoded = call.args[:1] if _text_encoding(call) else []
    elif isinstance(func, ast.Attribute) and func.attr == "decode":
        decoded = [func.value]
    else:
        return False
    return any(_bytes_value(facts, item) for item in decoded)


def _text_encoding(call: ast.Call) -> bool:
    """Whether `codecs.decode(data, encoding)` gives text: its encoding (utf-8 when not
    given) is a constant naming a text encoding, not a bytes one such as `'hex'`."""
    given = [*call.args[1:2], *(item.value for item in call.keywords if item.arg == "encoding")]
    encoding = const_str(given[0]) if given else "utf-8"
    if encoding is None:
        return False
    return encoding.lower().replace("-", "_").replace(" ", "_") not in _BINARY_CODECS


def _bytes_value(facts: StrictFacts, node: ast.expr) -> bool:
    """Whether an expression may be bytes the code shows: one of `_BYTES`, or a `+`, `*`,
    `%`, `or` or conditional of such (`(b'%-10s ' + b'%5d')`)."""
    for leaf in operands(node, _bytes_parts):
        names = facts.names.names(leaf)
        if names & _BYTES:
            return True
    return False


def _bytes_parts(node: ast.expr) -> list[ast.expr] | None:
    """The operands bytes built from others may come from (`a + b`, `a * 2`, `a % x`)."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult):
        return [node.left, node.right]
    return _parts(node)


def _gives_text(facts: StrictFacts, call: ast.Call) -> bool:
    """Whether a call always gives a string: `textwrap.dedent(...)`, `os.linesep.join(...)`,
    `cast(str, ...)`, a function of the code (called by its name) that returns text."""
    for name in facts.names.names(call.func):
        if name in _TEXT_FUNCTIONS:
            return True
        if name in _TEXT_ON_TEXT and call.args and not _bytes_value(facts, call.args[0]):
            return True
        if name in _CASTS and call.args and _is_text_type(facts, call.args[0]):
            return True
    bindings = facts.names.bindings_of(call.func) if isinstance(call.func, ast.Name) else None
    return bool(bindings) and all(
        kind == "def" and _returns_text(facts, value)
        for kind, value in bindings  # type: ignore[union-attr]
    )


def _returns_text(facts: StrictFacts, node: object) -> bool:
    """A def annotated `-> str`, or one whose every `return` gives a string literal
    (`def _template(): return 'Hello, %s'`)."""
    if not isinstance(node, ast.FunctionDef):
        return False
    if node.returns is not None:
        return _is_text_type(facts, node.returns)
    returns = [item for item in own_walk(node, into_lambdas=False) if isinstance(item, ast.Return)]
    return bool(returns) and all(const_str(item.value) is not None for item in returns)


_TEXT_TYPES = frozenset({"str", "LiteralString"})


def _is_text_type(facts: StrictFacts, node: ast.expr | None, depth: int = 0) -> bool:
    """Whether a type says a string (or None): `str`, `LiteralString`, `str | None`,
    `Optional[str]`, `Union[str, None]`, quoted or not, wrapped or not in `Annotated[...,
    ...]`, `Final[...]`, `ClassVar[...]` or a TypedDict key's `Required[...]`, also
    through a name bound once to such a type (`Text = str`, `Text: TypeAlias = str`) or
    to a `NewType` of one (`Template = NewType('Template', str)`); a union needs a string
    member and nothing but strings and None (`str | bytes` may be bytes)."""
    members = _union_members(facts, node)
    if not members:
        return False
    named = [getattr(item, "id", getattr(item, "attr", None)) for item in members]
    nones = [isinstance(item, ast.Constant) and item.value is None for item in members]
    text = [
        name in _TEXT_TYPES or (depth < _MAX_ALIAS and _text_alias(facts, item, depth))
        for name, item in zip(named, members, strict=True)
    ]
    return any(text) and all(a or b for a, b in zip(text, nones, strict=True))


_NEW_TYPES = frozenset({"typing.NewType", "typing_extensions.NewType"})
_NEW_TYPE_VALUES = tuple(f"{name}()(" for name in sorted(_NEW_TYPES))
"""What a value made by a `NewType` is named (`typing.NewType()()`): followed as a receiver."""
_MAX_ALIAS = 4
"""Names of types bound to names of types followed at most this deep."""


def _text_alias(facts: StrictFacts, node: ast.expr, depth: int) -> bool:
    """Whether a name is bound once to a string type (`_is_text_type`) or a `NewType`
    of one."""
    if not isinstance(node, ast.Name):
        return False
    value = facts.names.only_value(node)
    if value is node:
        return False
    if isinstance(value, ast.Call) and facts.names.names(value.func) & _NEW_TYPES:
        return len(value.args) > 1 and _is_text_type(facts, value.args[1], depth + 1)
    return not isinstance(value, ast.Call) and _is_text_type(facts, value, depth + 1)


def _text_new_type(facts: StrictFacts, call: ast.Call) -> bool:
    """A call of a `NewType` of a string type (`Template('Hello, %s')`), or of a name
    bound to `str`: it gives a string."""
    return isinstance(call.func, ast.Name) and bool(call.args) and _text_alias(facts, call.func, 0)


def _union_members(facts: StrictFacts, node: ast.expr | None) -> list[ast.expr]:
    """The members of a type union (`a | b`, `Optional[a]`, `Union[a, b]`), or the type,
    unwrapped from `_WRAPPERS` (`Annotated[str, ...]` is `str`)."""
    stack, members = [node], []
    for _ in range(_MAX_MEMBERS):
        if not stack:
            return members
        item = stack.pop()
        if isinstance(item, ast.Constant) and isinstance(item.value, str):
            item = facts.names.expression(item.value)
        if isinstance(item, ast.BinOp) and isinstance(item.op, ast.BitOr):
            stack += [item.left, item.right]
        elif isinstance(item, ast.Subscript) and _head(item.value) in {"Optional", "Union"}:
            inner = item.slice
            stack += inner.elts if isinstance(inner, ast.Tuple) else [inner]
        elif isinstance(item, ast.Subscript) and _head(item.value) in _WRAPPERS:
            inner = item.slice
            stack.append(inner.elts[0] if isinstance(inner, ast.Tuple) and inner.elts else inner)
        elif item is not None:
            members.append(item)
    return []


_MAX_MEMBERS = 16
_WRAPPERS = frozenset({"Annotated", "Final", "ClassVar", "Required", "NotRequired", "ReadOnly"})
"""Forms whose first argument is the type itself (`Annotated[str, 'note']`, `Final[str]`)."""


def _head(node: ast.expr) -> str | None:
    return node.attr if isinstance(node, ast.Attribute) else getattr(node, "id", None)


def _text_parameter(facts: StrictFacts, node: ast.Name) -> bool:
    """Whether a name is a parameter annotated as a string or None (`str | None`,
    `Optional[str]`, `LiteralString`) where it is read."""
    scope = facts.names.scope_binding(node)
    if scope is None:
        return False
    return any(
        isinstance(site, ast.arg) and _is_text_type(facts, site.annotation)
        for name, site in scope.sites
        if name == node.id
    )


def _may_be_text(
    facts: StrictFacts, bindings: list[Binding], depth: int, seen: Seen, name: str | None = None
) -> bool:
    """Whether any of a name's bindings may give it a string (those already followed aside);
    `name`, when given, is the name they bind (to find its place in a loop's target)."""
    fresh = [(kind, value) for kind, value in bindings if id(value) not in seen or value is None]
    seen = seen | {id(value) for _, value in fresh if value is not None}
    for kind, value in fresh:
        if kind == "element" and isinstance(value, ast.expr):
            text = _element_text(facts, value, name, depth, seen)
        elif kind in {"expr", "param"}:
            text = isinstance(value, ast.expr) and _stringy(facts, value, depth, seen)
        elif kind == "def":
            text = _is_property(facts, value) and _def_gives_text(
                facts, value, depth, seen - {id(value)}
            )
        elif kind == "module":
            text = isinstance(value, str) and _shown_text(facts, value)
        else:
            text = kind == "str"
        if text:
            return True
    return False


_IMPORTED = re.compile(r"\.?[A-Za-z_][\w.]*\.([A-Za-z_]\w*)\Z")
"""A name imported from a module (`messages.GREETING`, `.messages.GREETING`)."""


def _shown_text(facts: StrictFacts, dotted: str) -> bool:
    """Whether a name imported from a module that is not the standard library's
    (`from messages import GREETING`) is one another Python block of the answer binds at
    its top level to what may be a string: the answer writes that module itself (`#
    messages.py` with `GREETING = 'Hello, {name}!'`) and formats its templates here."""
    match = _IMPORTED.match(dotted)
    if match is None or facts.depth or dotted.startswith(("local:", "builtins.")):
        return False
    if dotted.partition(".")[0] in sys.stdlib_module_names:
        return False
    if facts.response.count("```") + facts.response.count("~~~") < 3:  # noqa: PLR2004
        return False  # (no second block: two take three fence lines at least)
    return match.group(1) in _shown_texts(facts.response, facts.code, facts.python)


@lru_cache(maxsize=64)
def _shown_texts(response: str, code: str, python: tuple[int, int]) -> frozenset[str]:
    """The names the answer's other Python blocks (left out of the program `code`) bind at
    their top level to what may be a string, each block read as code of its own."""
    found: set[str] = set()
    for _, text in python_blocks_left_out(StrictFacts(code, response, 0, python)):
        if parse(text) is None:
            continue
        block = StrictFacts(text, "", 0, python)
        found |= {
            name
            for name, bindings in block.names.module.bindings.items()
            if _may_be_text(block, bindings, 1, frozenset(), name)
        }
    return frozenset(found)


def _stringy_target(facts: StrictFacts, node: ast.AugAssign) -> bool:
    """Whether the target of `x %= y` may be a string: a name bound to one where it stands,
    or an attribute ever bound to one."""
    target = node.target
    if not isinstance(target, ast.Name):
        return isinstance(target, ast.expr) and _stringy(facts, target)
    owner = facts.owner(node)
    scope = facts.names.defining_scope.get(id(owner), facts.names.module)
    reaching = _reaching(facts, scope, target.id, target)
    if reaching is None:
        reaching = facts.names.lookup(target.id, scope) or []
    return _may_be_text(facts, reaching, 0, frozenset())


# -- what a container holds ----------------------------------------------------------------
_TEXT_ATTRIBUTES = frozenset({"__doc__", "__name__", "__qualname__"})
"""Attributes that are a string on any object that has them (`func.__doc__`, the
docstring; None when there is none, which `%` and `format` do not take)."""
_TAKERS = frozenset({"pop", "popleft", "popitem"})
"""Methods of a list, deque or set giving back one of its items (a dict's `pop` is read
by `_dict_text` first)."""
_PICKERS = frozenset({"random.choice", "secrets.choice", "builtins.next"})
"""Calls giving back one element of their first argument."""
_ITEM_ADDERS = {"append": 0, "add": 0, "appendleft": 0, "insert": 1}
"""Methods putting one item into a container: the position of the item among the arguments."""
_ITEMS_ADDERS = frozenset({"extend", "extendleft", "update"})
"""Methods putting every element of their argument into a container."""
_COPIES = frozenset({
    "builtins.list", "builtins.tuple", "builtins.set", "builtins.frozenset", "builtins.sorted",
    "builtins.reversed", "builtins.iter", "collections.deque",
})  # fmt: skip
"""Calls whose result holds the elements of their first argument."""
_UNPACKED = frozenset({"builtins.enumerate", "builtins.zip"})


def _container_key(facts: StrictFacts, node: ast.expr) -> tuple[object, ...] | None:
    """What names one container in `_stored`: a name in the scope it is bound in, or an
    attribute by its name (on any object: attributes are not followed by owner)."""
    if isinstance(node, ast.Name):
        scope = facts.names.scope_binding(node)
        return None if scope is None else ("name", id(scope), node.id)
    if isinstance(node, ast.Attribute):
        return ("attribute", node.attr)
    return None


def _stored(facts: StrictFacts) -> dict[tuple[object, ...], list[tuple[bool, ast.expr]]]:
    """Per code: what is put into each container after it is made, by `_container_key`:
    (True, an item) for `box.append(item)`, `.add`, `.insert(i, item)`, `box[key] = item`,
    `box.setdefault(key, item)`; (False, a container) for `box.extend(items)`, `.update`."""
    found: dict[tuple[object, ...], list[tuple[bool, ast.expr]]] = {}
    for node in facts.of_type(ast.Call, ast.Assign):
        if isinstance(node, ast.Assign):
            pairs = [(target.value, True, node.value) for target in node.targets
                     if isinstance(target, ast.Subscript)]  # fmt: skip
        elif isinstance(node.func, ast.Attribute) and node.func.attr in _ITEM_ADDERS:
            position = _ITEM_ADDERS[node.func.attr]
            pairs = [(node.func.value, True, item) for item in node.args[position : position + 1]]
        elif isinstance(node.func, ast.Attribute) and node.func.attr in _ITEMS_ADDERS:
            pairs = [(node.func.value, False, item) for item in node.args[:1]]
        elif isinstance(node.func, ast.Attribute) and node.func.attr == "setdefault":
            pairs = [(node.func.value, True, item) for item in node.args[1:2]]
        else:
            continue
        for container, single, item in pairs:
            key = _container_key(facts, container)
            if key is not None and not isinstance(item, ast.Starred):
                found.setdefault(key, []).append((single, item))
    return found


def _container_values(facts: StrictFacts, node: ast.expr) -> list[ast.expr]:
    """The containers `node` may be as the code makes them: the values a name is bound to,
    those an attribute is bound to (for `self.attr`, by its class or a related one) and a
    class attribute's (of the receiver's class or a related one when the code shows it),
    or `node` itself."""
    if isinstance(node, ast.Name):
        return [value for kind, value in facts.names.bindings_of(node) or []
                if kind == "expr" and isinstance(value, ast.expr)]  # fmt: skip
    if not isinstance(node, ast.Attribute):
        return [node]
    related = _related_classes(facts, node)
    values = [value for value in facts.names.attribute_values.get(node.attr, [])
              if related is None or _assigned_in(facts, value, related)]  # fmt: skip
    candidates = _class_attributes(facts.code).get(node.attr, [])
    family = _receiver_family(facts, node.value) if candidates else None
    values += [value for owner, (kind, value) in candidates
               if kind == "expr" and isinstance(value, ast.expr)
               and (family is None or owner in family)]  # fmt: skip
    return values


def _container_text(facts: StrictFacts, node: ast.expr, depth: int, seen: Seen) -> bool:
    """Whether an item of the container `node` may be a string the code puts there: an
    item of a parameter typed as strings (`_text_items_parameter`), an
    element of a list, tuple or set literal (or a comprehension's), a dict literal's value
    (of a name or an attribute bound to one), an element of `list(...)`, `sorted(...)` and
    the like of such a container, and an item put into it later (`_stored`:
    `lines.append(template)`, `parts[index] = template`)."""
    if depth >= _MAX_DEPTH:
        return False
    if isinstance(node, ast.Name) and _text_items_parameter(facts, node):
        return True
    for value in _container_values(facts, node):
        if isinstance(value, ast.List | ast.Tuple | ast.Set):
            items = [item for item in value.elts if not isinstance(item, ast.Starred)]
        elif isinstance(value, ast.ListComp | ast.SetComp | ast.GeneratorExp):
            items = [value.elt]
        elif isinstance(value, ast.Dict) and isinstance(node, ast.Attribute):
            items = value.values
        elif isinstance(value, ast.Call):
            if _called_container_text(facts, value, depth, seen):
                return True
            continue
        else:
            continue
        if any(_stringy(facts, item, depth + 1, seen) for item in items):
            return True
    key = _container_key(facts, node)
    stored = facts.derived(_stored).get(key, []) if key is not None else []
    return any(
        _stringy(facts, item, depth + 1, seen)
        if single
        else _container_text(facts, item, depth + 1, seen)
        for single, item in stored
    )


_ITEM_TYPES = frozenset({
    "list", "List", "tuple", "Tuple", "set", "Set", "frozenset", "FrozenSet", "Sequence",
    "MutableSequence", "Iterable", "Iterator", "Collection", "AbstractSet", "MutableSet",
    "deque", "Deque", "Reversible",
})  # fmt: skip
"""Generic containers whose items are of the type (or, for a tuple, a type) they are given."""
_MAPPING_TYPES = frozenset({"dict", "Dict", "Mapping", "MutableMapping", "OrderedDict",
                            "defaultdict", "DefaultDict", "ChainMap"})  # fmt: skip


def _text_items_parameter(facts: StrictFacts, node: ast.Name) -> bool:
    """Whether a name read is a parameter whose items are typed as strings where it is
    read: `*templates: str`, `**templates: str`, `templates: list[str]` (a sequence, set
    or iterable of strings, a tuple with a string member, a mapping of strings to
    strings)."""
    function = parameter_owner(facts, node)
    scope = facts.names.scope_binding(node) if function is not None else None
    if function is None or scope is None:
        return False
    sites = [site for name, site in scope.sites if name == node.id]
    if not sites or not all(isinstance(site, ast.arg) for site in sites):
        return False  # (rebound in the body: not the parameter's items alone)
    arguments = function.args
    for star in (arguments.vararg, arguments.kwarg):
        if star is not None and star.arg == node.id:
            return _is_text_type(facts, star.annotation)
    named = (*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs)
    site = next((item for item in named if item.arg == node.id), None)
    annotation = None if site is None else site.annotation
    if isinstance(annotation, ast.Constant) and isinstance(annotation.value, str):
        annotation = facts.names.expression(annotation.value)
    if not isinstance(annotation, ast.Subscript):
        return False
    head = _head(annotation.value)
    inner = annotation.slice
    members = inner.elts if isinstance(inner, ast.Tuple) else [inner]
    typed = [_is_text_type(facts, item) for item in members
             if not (isinstance(item, ast.Constant) and item.value is Ellipsis)]  # fmt: skip
    if head in _MAPPING_TYPES:
        return len(typed) == 2 and all(typed)  # noqa: PLR2004 - keys and values
    return head in _ITEM_TYPES and any(typed) and (head in {"tuple", "Tuple"} or len(typed) == 1)


def _called_container_text(facts: StrictFacts, call: ast.Call, depth: int, seen: Seen) -> bool:
    """`_container_text` of a call: an element of `list(...)`, `sorted(...)` and the like
    of a container holding a string, a piece of a string split apart (`_split_text`), or
    a string a generator of the code yields (or an element of what it yields from)."""
    if call.args and facts.names.names(call.func) & _COPIES:
        return _container_text(facts, call.args[0], depth + 1, seen)
    if _split_text(facts, call, depth, seen):
        return True
    given = _yielded(facts, call)
    if given is None:
        return False
    items, sources = given
    return any(_stringy(facts, item, depth + 1, seen) for item in items) or any(
        _element_text(facts, item, None, depth + 1, seen) for item in sources
    )


_SPLITS = frozenset({"split", "rsplit", "splitlines", "partition", "rpartition"})
"""str methods giving the pieces of a string (or the separator): each a string."""


def _split_text(facts: StrictFacts, call: ast.Call, depth: int, seen: Seen) -> bool:
    """Whether a call splits what may be a string into pieces (`'%s|%d'.split('|')`,
    `.partition(...)`, `str.split(text, ...)` unbound, `re.split(pattern, text)`): its
    elements are strings, also unpacked into names (`HEADER, ROW = '...'.split('|')`)."""
    func, args = call.func, call.args
    if not isinstance(func, ast.Attribute) or func.attr not in _SPLITS or depth >= _MAX_DEPTH:
        return False
    owner = facts.names.names(func.value)
    if "re" in owner:  # `re.split(pattern, text)`
        receiver = args[1] if len(args) > 1 else None
    else:  # `text.split(...)`, or `str.split(text, ...)` unbound
        receiver = (args[0] if args else None) if "builtins.str" in owner else func.value
    return (
        isinstance(receiver, ast.expr)
        and not isinstance(receiver, ast.Starred)
        and _stringy(facts, receiver, depth + 1, seen)
    )


def _yielded(facts: StrictFacts, call: ast.Call) -> tuple[list[ast.expr], list[ast.expr]] | None:
    """What a call of a generator function of the code (by its name, or a method of any
    class of the code by its name) gives: the values it yields and the iterables it
    yields from; None when the call is of no generator the code writes."""
    func = call.func
    if isinstance(func, ast.Name):
        defs = [value for kind, value in facts.names.bindings_of(func) or [] if kind == "def"]
    elif isinstance(func, ast.Attribute):
        defs = [value for _, (kind, value) in _class_attributes(facts.code).get(func.attr, [])
                if kind == "def"]  # fmt: skip
    else:
        return None
    known = facts.memo(_yielded)  # id(def) -> (values, iterables), walked once
    items: list[ast.expr] = []
    sources: list[ast.expr] = []
    generator = False
    for node in defs:
        if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        if id(node) not in known:
            walked = [item for item in own_walk(node, into_lambdas=False)
                      if isinstance(item, ast.Yield | ast.YieldFrom)]  # fmt: skip
            known[id(node)] = (
                [item.value for item in walked if isinstance(item, ast.Yield) and item.value],
                [item.value for item in walked if isinstance(item, ast.YieldFrom)],
                bool(walked),
            )
        values, iterables, yields = known[id(node)]
        items += values
        sources += iterables
        generator = generator or yields
    return (items, sources) if generator else None


def _element_text(
    facts: StrictFacts, iterated: ast.expr, name: str | None, depth: int, seen: Seen
) -> bool:
    """Whether a name a loop binds over `iterated` may be a string: an element the names
    resolve to one, a string a dict read gives (`_call_text`), an item of a container the
    code fills (`_container_text`), or, when the loop unpacks `enumerate(...)` or
    `zip(...)`, an element of the container the name's place takes from."""
    if _is_text(facts.names.elements(iterated)):
        return True
    if isinstance(iterated, ast.Call):
        sources = _unpacked_sources(facts, iterated, name)
        if sources is not None:
            return any(_element_text(facts, item, None, depth + 1, seen) for item in sources)
        if _call_text(facts, iterated, depth, seen):
            return True
    return _container_text(facts, iterated, depth, seen)


def _unpacked_sources(
    facts: StrictFacts, iterated: ast.Call, name: str | None
) -> list[ast.expr] | None:
    """The iterables whose elements `name` takes in a loop unpacking `enumerate(x)` (`x`
    for the second place, none for the index) or `zip(a, b)` (the one of its place), also
    nested (`for i, (a, b) in enumerate(zip(x, y))`); None when the loop does not unpack
    such a call."""
    loop = facts.derived(loop_targets).get(id(iterated))
    if loop is None or name is None:
        return None
    return _taken_from(facts, iterated, loop, name)


def _taken_from(
    facts: StrictFacts, iterated: ast.expr, target: ast.expr, name: str
) -> list[ast.expr] | None:
    """`_unpacked_sources` for an element of `iterated` unpacked into `target`."""
    if not isinstance(target, ast.Tuple | ast.List) or not isinstance(iterated, ast.Call):
        return None
    functions = facts.names.names(iterated.func)
    if not functions & _UNPACKED or any(isinstance(item, ast.Starred) for item in iterated.args):
        return None
    if "builtins.enumerate" in functions:
        parts: list[ast.expr | None] = [None, *iterated.args[:1]]
    else:
        parts = list(iterated.args)
    if len(parts) != len(target.elts):
        return None
    found: list[ast.expr] = []
    for place, part in zip(target.elts, parts, strict=True):
        if part is None:
            continue
        if isinstance(place, ast.Name):
            found += [part] if place.id == name else []
        elif isinstance(place, ast.Tuple | ast.List):
            inner = _taken_from(facts, part, place, name)
            if inner is None:
                return None
            found += inner
    return found


# -- which bindings of a name reach a read of it ------------------------------------------
_BLOCK_FIELDS = ("body", "orelse", "finalbody", "handlers", "cases")
Position = tuple[int, int]


def _start(node: ast.AST) -> Position:
    return (getattr(node, "lineno", 0), getattr(node, "col_offset", 0))


def _end(node: ast.AST) -> Position:
    return (getattr(node, "end_lineno", 0) or 0, getattr(node, "end_col_offset", 0) or 0)


def _holds(outer: ast.AST, inner: ast.AST) -> bool:
    return _start(outer) <= _start(inner) and _end(inner) <= _end(outer)


def _sub_blocks(statement: ast.stmt) -> Iterator[list[ast.stmt]]:
    """The statement lists directly inside a compound statement (handler and case bodies
    included)."""
    for field in _BLOCK_FIELDS:
        for item in getattr(statement, field, None) or []:
            if isinstance(item, ast.excepthandler | ast.match_case):
                yield item.body
            else:
                yield getattr(statement, field)
                break


def _path_to(
    facts: StrictFacts, body: list[ast.stmt], node: ast.AST
) -> list[tuple[list[ast.stmt], int]]:
    """(block, index) of each statement holding `node`, from `body` inwards."""
    path: list[tuple[list[ast.stmt], int]] = []
    block: list[ast.stmt] | None = body
    while block is not None:
        index = _holder(facts, block, node)
        if index is None:
            break
        path.append((block, index))
        block = next((inner for inner in _sub_blocks(block[index])
                      if _holder(facts, inner, node) is not None), None)  # fmt: skip
    return path


def _holder(facts: StrictFacts, block: list[ast.stmt], node: ast.AST) -> int | None:
    """The index of the statement of `block` holding `node`, found by bisection on the
    statements' starts (kept per block): a body of thousands of statements read at
    thousands of places stays n log n."""
    known = facts.memo(_holder)
    if id(block) not in known:
        known[id(block)] = [_start(item) for item in block]
    index = bisect.bisect_right(known[id(block)], _start(node)) - 1
    return index if index >= 0 and _holds(block[index], node) else None


def _last_binding(facts: StrictFacts, block: list[ast.stmt], before: int, name: str) -> int | None:
    """The index of the last statement of `block` before `before` that always rebinds
    `name` (`_binds`), from the indexes of such statements kept per block and name."""
    known = facts.memo(_last_binding)
    key = (id(block), name)
    if key not in known:
        known[key] = [index for index, item in enumerate(block) if _binds(item, name)]
    found = known[key]
    at = bisect.bisect_left(found, before) - 1
    return found[at] if at >= 0 else None


def _binds(statement: ast.stmt, name: str) -> bool:
    """Whether a simple statement always (re)binds `name`: an assignment, import or def."""
    if isinstance(statement, ast.Assign | ast.AnnAssign):
        targets = statement.targets if isinstance(statement, ast.Assign) else [statement.target]
        return statement.value is not None and any(
            isinstance(item, ast.Name) and item.id == name and isinstance(item.ctx, ast.Store)
            for target in targets
            for item in ast.walk(target)
        )
    if isinstance(statement, ast.Import | ast.ImportFrom):
        return any(
            (alias.asname or alias.name.partition(".")[0]) == name for alias in statement.names
        )
    return isinstance(statement, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) and (
        statement.name == name
    )


def _sites(scope: Scope, name: str) -> list[tuple[ast.AST, Binding]] | None:
    """Each binding of `name` in `scope` with the node that makes it (None if they differ)."""
    bindings = scope.bindings.get(name, [])
    pairs: list[tuple[ast.AST, Binding]] = []
    for site_name, site in scope.sites:
        if site_name != name:
            continue
        if len(pairs) < len(bindings):
            pairs.append((site, bindings[len(pairs)]))
        if isinstance(site, ast.arg) and bindings[len(pairs) : len(pairs) + 1] == [("str", None)]:
            pairs.append((site, ("str", None)))
    return pairs if len(pairs) == len(bindings) else None


def _reaching_read(facts: StrictFacts, node: ast.Name) -> list[Binding] | None:
    """The bindings that may reach a read of a name (None: any of its bindings may)."""
    scope = facts.names.scope_of.get(id(node))
    return None if scope is None else _reaching(facts, scope, node.id, node)


def _reaching(facts: StrictFacts, scope: Scope, name: str, read: ast.AST) -> list[Binding] | None:
    """The bindings of `name` in `scope` that may reach `read` (a node in that scope's own
    code), when the order of statements tells; None when it does not (all bindings reach).

    The last statement before the read that always rebinds the name, in a block holding
    the read, hides every binding before it; bindings after it may reach the read, and so
    may any binding inside a loop around the read that starts after it, or made from
    another scope (`global`).
    """
    if scope.kind not in {"function", "module"} or name in scope.globals_declared:
        return None
    sites = _site_spans(facts, scope, name)
    if sites is None or len(sites.bindings) < 2 or next(facts.of_type(ast.Nonlocal), None):
        return None
    body = scope.node.body if isinstance(scope.node, ast.FunctionDef | ast.AsyncFunctionDef |
                                          ast.Module) else None  # fmt: skip
    path = _path_to(facts, body or [], read)
    killer = next(
        ((level, index) for level in reversed(range(len(path)))
         if (index := _last_binding(facts, path[level][0], path[level][1], name)) is not None),
        None,
    )  # fmt: skip
    if killer is None:
        return None
    level, index = killer
    kill = path[level][0][index]
    loops = [block[at] for block, at in path[level:] if isinstance(block[at], LOOPS)]
    last = path[-1][0][path[-1][1]]
    value = getattr(last, "value", None) if isinstance(last, ast.Assign | ast.AnnAssign |
                                                       ast.AugAssign) else None  # fmt: skip
    # The sites in each span, found by bisection on their starts (sorted once per name).
    kill_start, kill_end, read_start = _start(kill), _end(kill), _start(read)
    chosen = set(sites.elsewhere)
    for start, end in [(kill_start, kill_end), *((_start(loop), _end(loop)) for loop in loops)]:
        chosen.update(sites.within(start, end))
    after = sites.between(kill_end, read_start)
    if value is not None:  # the read's own statement binds after the read: `t = t % x`
        last_start, last_end, value_start = _start(last), _end(last), _start(value)
        own = set(sites.within(last_start, last_end))
        after = [at for at in after if at not in own or sites.starts[at] >= value_start]
    chosen.update(after)
    return [sites.bindings[at] for at in sorted(chosen)]


@dataclass(frozen=True)
class _Sites:
    """The sites binding one name in one scope, sorted by where they start."""

    starts: list[Position]
    ends: list[Position]
    bindings: list[Binding]
    elsewhere: list[int]
    """The sites made from another scope (a `global` in a function), by index."""

    def within(self, start: Position, end: Position) -> list[int]:
        """The sites inside the span from `start` to `end`."""
        low = bisect.bisect_left(self.starts, start)
        high = bisect.bisect_right(self.starts, end)
        return [at for at in range(low, high) if self.ends[at] <= end]

    def between(self, start: Position, before: Position) -> list[int]:
        """The sites starting at `start` or later and before `before`."""
        return list(range(bisect.bisect_left(self.starts, start),
                          bisect.bisect_left(self.starts, before)))  # fmt: skip


def _site_spans(facts: StrictFacts, scope: Scope, name: str) -> _Sites | None:
    """`_sites` of a name, sorted by start with their spans, once per scope and name."""
    known = facts.memo(_site_spans)
    key = (id(scope), name)
    if key not in known:
        pairs = _sites(scope, name)
        if pairs is None:
            known[key] = None
        else:
            ordered = sorted(pairs, key=lambda pair: _start(pair[0]))
            known[key] = _Sites(
                starts=[_start(site) for site, _ in ordered],
                ends=[_end(site) for site, _ in ordered],
                bindings=[binding for _, binding in ordered],
                elsewhere=[
                    at
                    for at, (site, _) in enumerate(ordered)
                    if facts.owner(site, through_lambdas=False) is not scope.node
                ],
            )
    return known[key]


@lru_cache(maxsize=CODE_CACHE_SIZE)
def _class_families(code: str) -> dict[str, frozenset[str]]:
    """Each class the code defines, by name: the classes it inherits from or that inherit
    from it, at any distance (siblings through a shared base included), itself among them."""
    classes = list(StrictFacts(code).of_type(ast.ClassDef))
    bases = {item.name: {b.id for b in item.bases if isinstance(b, ast.Name)} for item in classes}
    defined = set(bases)
    families: dict[str, frozenset[str]] = {}
    for start in sorted(defined):
        if start in families:
            continue
        related, frontier = {start}, [start]
        while frontier:
            name = frontier.pop()
            linked = bases.get(name, set()) | {other for other, up in bases.items() if name in up}
            for other in linked - related:
                related.add(other)
                frontier.append(other)
        family = frozenset(related & defined)
        families.update(dict.fromkeys(family, family))
    return families


def _related_classes(facts: StrictFacts, node: ast.Attribute) -> frozenset[str] | None:
    """For `self.attr` in a method: the names of its class and of the module's classes it
    inherits from or that inherit from it (whose `self.attr` may be the same attribute);
    None when the receiver is not a method's self."""
    if not (isinstance(node.value, ast.Name) and node.value.id == "self"):
        return None
    method = facts.owner(node)
    cls = (
        facts.owner(method) if isinstance(method, ast.FunctionDef | ast.AsyncFunctionDef) else None
    )
    if not isinstance(cls, ast.ClassDef):
        return None
    return _class_families(facts.code).get(cls.name, frozenset({cls.name}))


def _assigned_in(facts: StrictFacts, value: ast.expr, related: frozenset[str]) -> bool:
    """Whether a value assigned to an attribute may be the one read: assigned on `self` in
    one of the related classes, or on any other object."""
    owner = facts.names.assigned_on_self_in.get(id(value))
    return owner is None or owner.name in related


def _formatter(facts: StrictFacts, call: ast.Call) -> str | None:
    """What a call formats with, when it is `%`/str.format on a string by any route."""
    for name in facts.names.names(call.func):
        if name in _OPERATOR_MODS and call.args:
            return name if _stringy(facts, call.args[0]) else None
    if _reflected_mod(facts, call.func, call.args):
        return "__rmod__"
    return _formatting_method(facts, call.func)


_OPERATOR_MODS = frozenset({"operator.mod", "operator.__mod__", "operator.imod",
                            "operator.__imod__"})  # fmt: skip
"""operator's functions computing `a % b` (`imod`: `a %= b`, the same on a string)."""


def _reflected_mod(facts: StrictFacts, func: ast.expr, args: list[ast.expr]) -> bool:
    """`value.__rmod__(template)` (or `str.__rmod__(value, template)`, or through
    `getattr`): `template % value`, so formatting when the template may be a string."""
    if not facts.derived(_mentions_rmod):
        return False  # (nearly all code: `__rmod__` is reached by no other name)
    reflected = (isinstance(func, ast.Attribute) and func.attr == "__rmod__") or any(
        name.endswith(".__rmod__") for name in facts.names.names(func)
    )
    return reflected and any(_stringy(facts, item) for item in args[:2])


def _mentions_rmod(facts: StrictFacts) -> bool:
    return "__rmod__" in facts.code


def _formatting_method(facts: StrictFacts, func: ast.expr) -> str | None:
    """What an expression is, when it is a string's `format`/`format_map`/`__mod__` (or
    `string.Formatter`'s `vformat`): called, or handed on as a callable
    (`map('{:.2f}'.format, values)`)."""
    for name in facts.names.names(func):
        base, dot, method = name.rpartition(".")
        if not dot or f".{method}" not in _FORMATTERS:
            continue
        if base.startswith(_STRING_TYPES) or base in facts.derived(_text_classes):
            return f"str.{method}"
        if _shown_text(facts, base):  # a template of a module another block writes
            return f"str.{method}"
        followed_receiver = isinstance(func, ast.Attribute) and (
            base.startswith((UNKNOWN, "local:", *_MADE_OBJECTS, *_NEW_TYPE_VALUES))
            or isinstance(func.value, ast.Call | ast.Subscript)
            or base.partition("(")[0] in _FOLLOWED_CALLS  # `LINE.format` of `re.sub(...)`
        )
        if followed_receiver and _stringy(facts, func.value):  # type: ignore[union-attr]
            return f"str.{method}"
    return None


_FORMATTER_NAMES = frozenset(name.removeprefix(".") for name in _FORMATTERS)


def _method_caller(facts: StrictFacts, call: ast.Call) -> str | None:
    """`operator.methodcaller('format', ...)`: a callable formatting whatever it is
    called on (only strings have `format`/`format_map`, numbers aside: `__mod__`)."""
    if not call.args or not facts.names.names(call.func) & {"operator.methodcaller"}:
        return None
    method = const_str(call.args[0])
    if method == "__rmod__" and any(_stringy(facts, item) for item in call.args[1:2]):
        return "methodcaller('__rmod__')"
    return f"methodcaller('{method}')" if method in _FORMATTER_NAMES else None


_DECODERS = frozenset({"builtins.bytes.decode", "builtins.bytearray.decode", "codecs.decode"})


def _decodes_formatted(facts: StrictFacts, call: ast.Call) -> bool:
    """Text made by `%` on bytes and decoded (`(b'%d %s' % (code, reason)).decode()`,
    also through a name bound once to the `%`, `str(..., 'utf-8')` or `codecs.decode`):
    only bytes have both, so the text is %-formatted."""
    func = call.func
    names = facts.names.names(func)
    if names & _DECODERS or ("builtins.str" in names and (call.args[1:] or call.keywords)):
        formatted = call.args[:1]
    elif isinstance(func, ast.Attribute) and func.attr == "decode":
        formatted = [func.value]
    else:
        return False
    return any(
        isinstance(value := facts.names.only_value(item), ast.BinOp)
        and isinstance(value.op, ast.Mod)
        for item in formatted
    )


_RECORDS = frozenset({"logging.LogRecord()", "logging.makeLogRecord()",
                      "logging.getLogRecordFactory()()"})  # fmt: skip
"""What a log record the code makes itself is named (not one a handler is given)."""
_RECORD_FORMATTERS = frozenset({"logging.Formatter().format", "logging.Formatter().formatMessage",
                                "logging.BufferingFormatter().format"})  # fmt: skip


def _formats_record(facts: StrictFacts, call: ast.Call) -> bool:
    """Text a log record the code makes formats with `%`: `record.getMessage()` of a
    record made with arguments (`logging.LogRecord(..., '%s: %.2f', (item, price), None)`,
    `makeLogRecord({... 'args': ...})`, the record factory's; also called unbound), or such a
    record handed to a `logging.Formatter`'s `format`/`formatMessage` (its format string is
    a `%` template). A record a handler or formatter is given is not the code's."""
    func = call.func
    if not isinstance(func, ast.Attribute) or func.attr not in _RECORD_METHODS:
        return False
    names = facts.names.names(func)
    if func.attr == "getMessage":
        if "logging.LogRecord.getMessage" in names:
            return bool(call.args) and _made_record(facts, call.args[0], with_args=True)
        return _made_record(facts, func.value, with_args=True)
    return bool(names & _RECORD_FORMATTERS) and any(
        _made_record(facts, item, with_args=False) for item in call.args[:1]
    )


_RECORD_METHODS = frozenset({"getMessage", "format", "formatMessage"})


def _made_record(facts: StrictFacts, node: ast.expr, *, with_args: bool) -> bool:
    """Whether `node` may be a log record the code makes (`_RECORDS`); `with_args`: one
    whose arguments the code does not show empty (`None`, `()`), which `getMessage` needs
    to format anything."""
    if not facts.names.names(node) & _RECORDS:
        return False
    made = facts.names.only_value(node)
    if not with_args or not isinstance(made, ast.Call):
        return True
    given = [item.value for item in made.keywords if item.arg in {"args", None}]
    if made.args and isinstance(made.args[0], ast.Dict):  # makeLogRecord({...})
        table = made.args[0]
        given += [value for key, value in zip(table.keys, table.values, strict=True)
                  if key is None or const_str(key) in {"args", None}]  # fmt: skip
    else:
        given += made.args[5:6] + [item for item in made.args if isinstance(item, ast.Starred)]
        if not made.args and not made.keywords:
            return False
    return any(not _empty(item) for item in given)


_LOCALE_FORMATTERS = frozenset({"locale.format_string", "locale.format"})
"""`locale`'s functions applying `%` to the template they are given (with the locale's
decimal point and, asked, its grouping)."""
_CONVERSION = re.compile(
    r"%(?:\([^)]*\))?[#0\- +]*(?:\*|\d+)?(?:\.(?:\*|\d+))?[hlL]?[diouxXeEfFgGcrsa]"
)
"""A `%` conversion spec (`%s`, `%-12s`, `%8.2f`, `%(name)d`)."""


def _locale_template(facts: StrictFacts, call: ast.Call) -> bool:
    """`locale.format_string(template, values)` (or `locale.format`) with a template the
    code fixes that builds text: more than one conversion, or text beside one
    (`'%-12s x%3d'`); a lone conversion (`'%.2f'`, `'%d%%'`) formats a number by the
    locale, which f-strings cannot, and a template the code does not show passes."""
    if not call.args or not facts.names.names(call.func) & _LOCALE_FORMATTERS:
        return False
    template = const_str(facts.names.only_value(call.args[0]))
    if template is None:
        return False
    rest = template.replace("%%", "")
    return len(_CONVERSION.findall(rest)) > 1 or bool(_CONVERSION.sub("", rest).strip())


_ARRAY_MODS = frozenset({"numpy.char.mod", "numpy.strings.mod", "numpy.core.defchararray.mod",
                         "numpy._core.defchararray.mod", "numpy._core.strings.mod"})  # fmt: skip
"""numpy's functions applying `%` to each template of an array (`np.char.mod('%.2f', a)`)."""
_CHAR_ARRAYS = frozenset({"numpy.char.array", "numpy.char.asarray", "numpy.char.chararray"})


def _array_mod(facts: StrictFacts, call: ast.Call) -> bool:
    """`np.char.mod(template, values)` (or `np.strings.mod`) with a template that may be a
    string, or a list or tuple literal holding one: `template % value` item by item."""
    if not call.args or not facts.derived(_mentions_numpy):
        return False
    if not facts.names.names(call.func) & _ARRAY_MODS:
        return False
    return _template_array(facts, call.args[0])


def _template_array(facts: StrictFacts, node: ast.expr) -> bool:
    """Whether `node` may be a string or a list/tuple literal (or a char array of one)
    holding one: the templates numpy's `%` reads."""
    if isinstance(node, ast.Call) and node.args and facts.names.names(node.func) & _CHAR_ARRAYS:
        node = node.args[0]
    if isinstance(node, ast.List | ast.Tuple):
        return any(_template_array(facts, item) for item in node.elts)
    return _stringy(facts, node)


def _char_array_mod(facts: StrictFacts, node: ast.BinOp) -> bool:
    """`np.char.array(['%s: %d']) % values`: a char array's `%` formats each template."""
    left = node.left
    return (
        isinstance(left, ast.Call)
        and facts.derived(_mentions_numpy)
        and bool(facts.names.names(left.func) & _CHAR_ARRAYS)
        and _template_array(facts, left)
    )


def _mentions_numpy(facts: StrictFacts) -> bool:
    return "numpy" in facts.code


def _empty(node: ast.expr) -> bool:
    """`None`, `()`, `[]` or `{}` written in place."""
    if isinstance(node, ast.Constant):
        return node.value is None
    return isinstance(node, ast.Tuple | ast.List | ast.Dict) and not (
        node.elts if not isinstance(node, ast.Dict) else node.keys
    )


def _handed_formatters(facts: StrictFacts) -> list[Finding]:
    """A string's bound `format` not called in place but handed on as a callable
    (`map('${:,.2f}'.format, values)`, `df['x'].map('{:.1f}%'.format)`, `fmt =
    '{}'.format`): every call of it formats with str.format."""
    called = {
        id(call.func)
        for call in facts.of_type(ast.Call)
        if isinstance(call.func, ast.Attribute) and call.func.attr in _FORMATTER_NAMES
    }
    found: list[Finding] = []
    for node in facts.of_type(ast.Attribute):
        if node.attr not in _FORMATTER_NAMES or id(node) in called:
            continue
        if not isinstance(node.ctx, ast.Load):
            continue
        how = _formatting_method(facts, node)
        if how is not None:
            found.append((facts.line_of(node), f"hands on `{how}` to format a string"))
    return found


class FStrings(Instruction):
    """Format strings with f-strings.

    What it asks:
        Strings are never formatted with the `%` operator or `str.format` (nor
        `format_map`); f-strings do that job.
        Logging calls that pass their arguments separately (`log.info("%s", x)`) are not
        string formatting and stay as they are.

    Why:
        f-strings put each value where it appears in the text, so the reader does not
        match placeholders to arguments by position, and they are the fastest way to
        format in CPython. Older habits survive in model output, mixed with f-strings.

    Verified by:
        Ruff UP031 (printf-style `%` formatting) and UP032 (`.format` call that can be an
        f-string), both only on a string literal written in place: `TEMPLATE.format(x)`,
        `FMT % x`, `str.format(...)`, `.format_map(...)` and `.format(*args)` pass.

    Strict mode:
        Fails `%` formatting (`%=` too) and `str.format`/`format_map` (also through
        `str.format`, `getattr`, `__mod__`, `operator.mod`/`imod` and `string.Formatter`;
        called, or handed on uncalled as a callable: `map('{:.2f}'.format, values)`) on
        anything that may be a string, and `value.__rmod__(template)` (also unbound or
        through `operator.methodcaller('__rmod__', template)`) with such a template:
        a literal, an f-string, a slice of what may be a string (`'%s: %d'[:]`), a name
        bound to one where
        it is read (an assignment that always runs before the read, in the same function
        or module, hides earlier ones; those in a branch after it, in a loop around the
        read or from another scope through `global` still count), an attribute ever
        bound to one (for `self.attr` in a method, bound by its class, a class it
        inherits from or one inheriting from it, or on any other object), a class
        attribute bound to one in a class body (`TEMPLATE = '...'` read as
        `self.TEMPLATE`, `cls.TEMPLATE`, `type(self).TEMPLATE`, also read by its
        constant name as `getattr(self, 'TEMPLATE')`, `inspect.getattr_static`,
        `operator.attrgetter('TEMPLATE')(self)`, `vars(Report)['ROW']` or
        `Report.__dict__['ROW']` (or `.get('ROW')`): in that class or a related
        one; read from a class of the code by `getattr` with a name not known
        (`getattr(Templates, kind.upper())`): any attribute its body binds; as
        `Greeter.TEMPLATE` or on a `Greeter()`: in Greeter or a related class; on
        any other object: in any class, except that `obj.attr % x` on an object the code
        cannot place, whose every possible text is a literal with no `%` (`width = 'auto'`
        in one class, a number elsewhere), formats nothing (it raises) and passes; its
        `.value` too, as an Enum member's,
        `Msg.GREET.value`; a field declaration's string default, `template: str =
        field(default='...')` (or a `default_factory` giving one, `lambda: '...'`), an
        item read by key of a parameter annotated with a class of the code, or a name
        bound to a call of one, whose body declares that key typed `str` (a TypedDict's
        `greeting: str`, `templates['greeting']`), or a class-body declaration typed
        `str`: of the class a parameter is annotated with, or, on another object, when no
        class declares the name with another type, `year: int` beside `year: str`), a parameter
        typed `str`, `LiteralString`, `str | None` or `Optional[str]` (also inside
        `Annotated[..., ...]`, `Final[...]`, `ClassVar[...]`) or defaulting to a
        string, or typed with a name bound once to such a type or to a `NewType` of one
        (`Template = NewType('Template', str)`, `Text = str`), an item of a parameter
        (not rebound) typed as strings (`*templates: str`, `**templates: str` and its
        `.values()`, `templates: list[str]`, a `Sequence`, `Iterable`, set or `deque` of
        strings, a tuple with a string member, a mapping of strings to strings), looped
        over, indexed or taken, a `str()` call, a call of
        such a `NewType` or name (`Template('Hello, %s')`), an instance of
        `collections.UserString` or of a class of the code inheriting from `str`
        (`class Template(str)`; unless it or a class of the
        code it inherits from defines its own `__mod__`, `__rmod__`, `format` or
        `format_map`; such a class's `format` called unbound counts as `str.format`), a
        string method's result (not one giving a number, a bool, bytes or a list:
        `text.count('a') % 2` passes), the result of a function
        that always gives a string (`textwrap.dedent`/`indent`/`fill`/`shorten`,
        `inspect.cleandoc`, `inspect.getdoc`, `pydoc.getdoc`, `os.linesep.join`,
        `typing.cast(str, ...)`, `repr`, `ascii`,
        `format`, `chr`, `hex`, `oct`, `bin`, `string.capwords`, `shlex.quote`/`join`,
        `html.escape`/`unescape`, `urllib.parse.unquote`, `re.sub` and `re.escape`
        unless given bytes; also read through a name bound to it, `LINE = re.sub(...)`
        then `LINE.format(...)`), a function of the
        code called by its name that is annotated `-> str` or whose every `return`
        gives what may be a string, a literal, `def _template(): return 'Hello, %s'`, or
        a name bound to one, `return ROW_TEMPLATE`, or a parameter returned as it came,
        never rebound, for which the argument the call hands it counts, `def
        _text(value): return value` then `_text('%s x%d') % args`), the result of a function
        handing back what it is given when that may be a string (`sys.intern`,
        `copy.copy`/`deepcopy`, `min`/`max`, `operator.concat`/`add`, and path functions
        giving text of their arguments' type: `os.path.join('reports', '%s.csv')`,
        `normpath`, `basename`, `dirname`, `os.fspath` and the like), `functools.reduce`
        with such a function or a lambda of items that may be strings (`reduce(operator.add,
        ['Hello, ', '%s'])`), a string a JSON document the code writes holds, read from
        `json.loads` (or `tomllib.loads`, `tomli.loads`) of constant text (at once or
        through a name bound only to such calls)
        by constant keys or indexes (`MESSAGES['welcome']`, `.get('welcome')`; any entry
        for a key not constant) or the document itself, a lambda's result
        that may be a string (`template = lambda: '...'` called as `template()`, or
        called in place), bytes the code shows decoded (`b'%-10s %5d'.decode()`, of a
        literal or a name bound to one, `bytes(...)`, `bytearray(...)`, `str.encode()`,
        `bytes.fromhex(...)`, or `+`, `*`, `%` of such; `bytes.decode(...)`,
        `codecs.decode(...)` with a text encoding), a method of a class of the code
        annotated `-> str` or with a
        `return` of what may be a string, called (`self.template()`) or read as a
        `@property`/`cached_property` (`self.template`; of the receiver's class or a
        related one, as for class attributes), and a string
        read from a dict whose entries the code shows (a literal, a comprehension,
        `dict(...)` of keywords, of a literal, of a list of pairs or of `zip` of two
        literals, `dict.fromkeys(keys, value)`, `collections.UserDict(...)` as `dict`,
        `collections.defaultdict(lambda: '...', ...)` with its factory's value under
        any key; directly or through a name bound to one) by subscript, `.values()`,
        `.keys()`, `.get()` (or its string default), `.pop()`,
        `.setdefault()` (by a constant key: that entry only, so `CONFIG.get('retries')`
        of a dict mixing names and numbers is a number), or `.items()` or `.popitem()`
        (also unpacked: `_, template = TEMPLATES.popitem()`) when both its keys and
        values may be strings, also through a view, chain or copy of such dicts
        (`MappingProxyType({...})`, `ChainMap(...)`, `copy.copy(...)`, `.copy()`), and
        `next(iter(...))` of such a read; an attribute
        (of any object) given a string as a keyword of `SimpleNamespace(...)` or
        `argparse.Namespace(...)` (or a dict literal unpacked into one), as a
        `defaults=` item of a named-tuple factory with a literal field list
        (`namedtuple('Text', 'found empty', defaults=(...))`), or as an argument, by
        position or keyword, of a call making (or `_replace`-ing) an instance of such
        a class; an object's `__doc__`, `__name__` or `__qualname__`
        (`_greeting.__doc__ % args`); an item of a container the code fills, read by
        subscript, `.pop()`/`.popleft()`, `next(...)`, `random.choice(...)` or a loop: an
        element of a list, tuple or set literal or a comprehension bound to a name or to
        an attribute (a class attribute
        `TEMPLATES = ('...', '...')` read as `self.TEMPLATES[i]`, of the receiver's class
        or a related one as above; a dict literal's value through an attribute too),
        also through `list(...)`, `sorted(...)`, `deque(...)` and the like of one, and an
        item put into a name's or an attribute's container after it is made
        (`.append`, `.add`, `.insert`, `.appendleft`, `box[key] = item`, `.setdefault`,
        or the items of `.extend`/`.update` of such a container: any item of it, so a
        list mixing text and numbers counts as text); a loop's name unpacking
        `enumerate(...)` or `zip(...)` takes the elements of the iterable of its place
        (`for index, template in enumerate(TEMPLATES)`; the index is a number); a value
        a generator of the code yields (or an element of what it yields from), read as
        an element of its call (`found, empty = _templates()`, `next(_templates())`, a
        loop, `list(_templates())[0]`; the generator called by its name, or as a method
        of any class of the code); a piece of what may be a string split apart
        (`.split`, `.rsplit`, `.splitlines`, `.partition`, `.rpartition`, unbound
        `str.split(text, ...)`, `re.split(pattern, text)`), as an element of it, also
        unpacked into names (`HEADER, ROW = '...|...'.split('|')`); an attribute the code
        sets by name, `setattr(obj, 'name', value)`, `obj.__setattr__(...)`,
        `obj.__dict__['name'] = value`, or an entry of a dict or keyword given to
        `obj.__dict__.update(...)`/`vars(obj).update(...)`, to what may be a string; an
        attribute nothing else binds (no assignment, no class attribute) when the code
        sets attributes under names not known before run time (`setattr(self, key,
        value)` in a loop over a dict of templates) to what may be a string, and a dict
        literal with its name as a key holds a string there (or none has that key); a
        dict literal's entries include those of the dict literals it spreads (`{**DEFAULTS,
        **overrides}`, one level deep); a name imported from a module outside the
        standard library (`from messages import GREETING`, `messages.GREETING`) that
        another Python block of the answer binds at its top level to what may be a string
        (the answer writes that module itself: `# messages.py`); a name
        a `case` capture binds to a subject that may be a string (`match 'Hello, %s!':
        case template:`), or, inside a sequence, mapping or class pattern, to a part of
        a subject holding one (`case (template, _):`), and the target of `with
        contextlib.nullcontext(value) as template` for such a value.
        Also fails text a log record the code makes formats with `%`: `getMessage()` of
        a `logging.LogRecord(...)`, `logging.makeLogRecord(...)` or the record factory's
        record made with arguments not written empty, and such a record handed to a
        `logging.Formatter`'s `format`/`formatMessage` (a record a handler or formatter
        is given is not the code's).
        Also fails `operator.methodcaller('format', ...)` (or `format_map`, `__mod__`),
        and text made by `%` on bytes and decoded (`(b'%d %s' % (code, reason)).decode()`,
        also through a name bound once to the `%`, `str(..., 'ascii')`, `codecs.decode`);
        bytes formatted with `%` and kept as bytes pass (f-strings make no bytes); and
        `locale.format_string(template, ...)` (or `locale.format`) with a template the
        code fixes that builds text (more than one conversion, or text beside one: a
        lone `'%.2f'` formats a number by the locale, which no f-string does).
        Also fails numpy's `%` over arrays: `np.char.mod(template, values)` (or
        `np.strings.mod`) with a template that may be a string, or a list or tuple
        literal holding one, and `np.char.array([...]) % values` of such templates.
        Chains of `+`, `or` and conditionals are read iteratively, so a long sum is
        still judged. Still possible: building text by concatenation, `''.join` or
        `string.Template` or configparser's `%(name)s` interpolation (a library's own
        template syntax, not `%` or `str.format`), formatting strings whose origin the
        code does not show (a parameter without a type or default, the result of another
        call: an imported function's, or a method of an object whose class the code
        does not define; a generator of the code called through an alias; a keyword the
        code passes to a constructor other than those above, for a class without a typed
        field), and
        the values of `.items()` of a dict whose keys are not strings; templates a
        block left out of the program imports from the program or another left-out
        block (each such block is judged as code of its own); a template translated by
        gettext before it is formatted (`_('Hello %s') % name`: an f-string cannot be
        looked up in a catalog, so formatting after translation is honest i18n); a
        `locale.format_string` template the code does not fix (a parameter).
    """

    id = "style_6"
    strict_reads_shown_blocks = True  # every block of code the answer shows
    name = "f_strings"
    category = "style"
    description = "Use f-strings rather than % formatting or str.format()."
    generation_prompt = (
        "Do not format strings with the % operator, str.format() or str.format_map(); "
        "write f-strings instead."
    )
    edit_prompt = (
        "Rewrite every string built with the % operator or str.format() as an equivalent f-string."
    )
    ruff_rules = ("UP031", "UP032")
    strict_words = "%|format|mod|Formatter|getMessage"
    strict_reads_response = True  # the answer's other Python blocks (a module of templates)

    strict_is_whole_rule = True

    def strict_violations(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """Formatting with `%` or str.format on any string, however it is reached."""
        found: list[Finding] = []
        for node in facts.of_type(ast.BinOp, ast.AugAssign, ast.Call):
            if isinstance(node, ast.BinOp | ast.AugAssign):
                if isinstance(node.op, ast.Mod) and (
                    (_stringy(facts, node.left) and not _plain_literal_attribute(facts, node.left))
                    or _char_array_mod(facts, node)
                    if isinstance(node, ast.BinOp)
                    else _stringy_target(facts, node)
                ):
                    found.append((facts.line_of(node), "formats a string with `%`"))
                continue
            how = _formatter(facts, node) or _method_caller(facts, node)
            if how is not None:
                found.append((facts.line_of(node), f"formats a string with `{how}`"))
            elif _decodes_formatted(facts, node):
                found.append((facts.line_of(node), "formats text with `%` on bytes"))
            elif _formats_record(facts, node):
                found.append((facts.line_of(node), "formats text with `%` through a log record"))
            elif _locale_template(facts, node):
                found.append((facts.line_of(node), "formats text with `%` through `locale`"))
            elif _array_mod(facts, node):
                found.append((facts.line_of(node), "formats text with `%` through `numpy.char`"))
        return found + _handed_formatters(facts)

    def applies_to(self, code: str) -> bool:
        """True when a string literal is formatted with `%` or `.format`."""
        tree = parse(code)
        return tree is not None and any(map(_is_old_style_format, ast.walk(tree)))
