"""The scopes and bindings of a module: the symbol table strict checks resolve names with.

One pass over the syntax tree records, scope by scope (module, function, lambda, class body,
comprehension), every name bound and what it is bound to: a value (`p = print`), an element
of a container (`for f in (a, b)`), an imported module (`from os import path as P`), a
definition, a parameter (and its default), a `match` capture of the whole subject (`case
err:`, `case E() as err:`: the subject). `_strict_names.NameIndex` builds on it to say
what an expression may evaluate to; `names_bound` says which names any one node binds, for
checks asking whether a name still holds what it held. Pure ast work on the shared syntax
tree.
"""

from __future__ import annotations

import ast
import builtins
import importlib
import itertools
import os
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache, lru_cache
from types import ModuleType
from typing import Any

from vibebench._python_source import warnings_silenced
from vibebench.instructions._call_graph import CHILDREN_OF, children
from vibebench.instructions._code_facts import COMPREHENSIONS

__all__ = [
    "BUILTIN_NAMES",
    "Binding",
    "Scope",
    "ScopeTable",
    "canonical",
    "children",
    "const_str",
    "folded",
    "is_standard_class",
    "module_members",
    "names_bound",
    "origins",
    "parameter_defaults",
    "summands",
]

BUILTIN_NAMES = frozenset(name for name in dir(builtins) if not name.startswith("_")) | {
    "__import__",
    "__build_class__",
}
_MODULE_ALIASES = {"posixpath": "os.path", "ntpath": "os.path", "genericpath": "os.path"}

Binding = tuple[str, object]
"""("expr", node) a value, ("element", node) an element of a container, ("module", name),
("def", node) a local function or class, ("param", default or None), ("str", None) a
parameter typed `str`, ("unknown", None)."""

MemberStore = tuple[str, ast.expr, "ast.expr | str | None", ast.expr]
"""(how, receiver, member, value): a value the code may put on an object, `member` naming
the attribute (a name, an expression that may be a constant, or None: any attribute may be
meant). `how` is "attribute" for `x.attr = v`, `setattr(x, 'attr', v)` and
`object.__setattr__(x, 'attr', v)`; "keyword" for `Maker(attr=v)` and `type('C', (),
{'attr': v})` (the receiver is the call: its result carries the attribute when it is a
namespace or an object); "setattr?" for a call `f(x, 'attr', v)` of a name that may be
`setattr` (the receiver is the call); "item" for `x['attr'] = v`, `x.update(attr=v)`,
`x.update({'attr': v})`, `x.setdefault('attr', v)` and `x.__setitem__('attr', v)` (which
count when `x` is an object's `__dict__`)."""

_ITEM_FILLERS = frozenset({"update", "setdefault", "__setitem__", "__setattr__"})


def _entries(how: str, receiver: ast.expr, table: ast.Dict) -> list[MemberStore]:
    """A dict literal's entries as stores of `how` kind on `receiver` (`**spread`: any)."""
    return [
        (how, receiver, key, value) for key, value in zip(table.keys, table.values, strict=True)
    ]


def const_str(node: ast.AST | None) -> str | None:
    """The string an expression always evaluates to, when it is built from constants only.

    Folds literals and what `folded` folds of them (`+` concatenation, f-strings,
    `'%s' % x`, `'sep'.join([...])`, `'{}'.format(x)`) and `chr(n)`: the ways a policy
    spells a name without writing it. None when unknown.
    """
    if isinstance(node, ast.Constant):
        return node.value if isinstance(node.value, str) else None
    if isinstance(node, ast.Call) and _is_chr(node):
        code = node.args[0]
        if isinstance(code, ast.Constant) and isinstance(code.value, int):
            return chr(code.value) if 0 <= code.value < 0x110000 else None  # noqa: PLR2004
        return None
    if not isinstance(node, _FOLDED):
        return None
    found = folded(node, _const_piece)
    return next(iter(found)) if found is not None and len(found) == 1 else None


def _is_chr(node: ast.Call) -> bool:
    func = node.func
    return isinstance(func, ast.Name) and func.id == "chr" and len(node.args) == 1


def _const_piece(node: ast.expr) -> frozenset[str] | None:
    text = const_str(node)
    return None if text is None else frozenset({text})


_FOLDED = (ast.BinOp, ast.JoinedStr, ast.Call)
"""The nodes `folded` may fold (a concatenation or `%`, an f-string, `join`/`format`)."""
_MAX_FOLDED = 64
"""`folded` gives up (None) past this many strings an expression may be."""
_HUGE_FORMAT = re.compile(r"%[^a-zA-Z%]*(?:\d{4}|\*)|\{[^{}]*(?:\d{4}|\{)")
"""A `%` or `{}` field with a width or precision of 1,000 or more, or one taken from an
argument: formatting with it could build a string too big to hold, so such a template
is not folded."""
_ATTRIBUTE_FIELD = re.compile(r"\{[^{}:!]*[.\[]")
"""A `format` field reading an attribute or an item of its argument (`{0.upper}`)."""
_HUGE_SPEC = re.compile(r"\d{4}")
"""The same for an f-string field's format spec (`f'{x:>9999}'`)."""

Pieces = Callable[[ast.expr], "frozenset[str] | None"]


def folded(node: ast.AST, piece: Pieces) -> frozenset[str] | None:
    """The strings `node` may be when it builds a string from pieces whose strings
    `piece` gives: `a + b` (any number of terms), `'%s.%s' % (a, b)`, an f-string
    (`f'{a}.error'`, its fields' conversions and constant format specs applied),
    `sep.join([a, b])` and `template.format(a, k=b)`, each combination of the pieces'
    strings; None when a piece is not known, `node` is no such expression, or it may be
    more than `_MAX_FOLDED` strings."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        terms = summands(node)
        return _combined([piece(term) for term in terms], "".join)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod):
        values = node.right.elts if isinstance(node.right, ast.Tuple) else [node.right]
        pieces = [piece(node.left), *(piece(value) for value in values)]
        single = not isinstance(node.right, ast.Tuple)
        return _combined(pieces, lambda got: _percent(got[0], got[1] if single else got[1:]))
    if isinstance(node, ast.JoinedStr):
        return _combined([_field(value, piece) for value in node.values], "".join)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        return _method_folded(node, node.func, piece)
    return None


def summands(node: ast.expr) -> list[ast.expr]:
    """The terms of `a + b + c`, in order, read without recursion (a 300-term sum); the
    node alone when it is no sum."""
    terms: list[ast.expr] = []
    stack: list[ast.expr] = [node]
    while stack:
        item = stack.pop()
        if isinstance(item, ast.BinOp) and isinstance(item.op, ast.Add):
            stack += [item.right, item.left]
        else:
            terms.append(item)
    return terms


def _method_folded(node: ast.Call, func: ast.Attribute, piece: Pieces) -> frozenset[str] | None:
    """`sep.join([a, b])` and `template.format(a, k=b)` of known pieces."""
    args = node.args
    if any(isinstance(arg, ast.Starred) for arg in args):
        return None
    if func.attr == "join" and len(args) == 1 and not node.keywords:
        if not isinstance(args[0], ast.List | ast.Tuple):
            return None
        items = [piece(item) for item in args[0].elts]
        return _combined([piece(func.value), *items], lambda got: got[0].join(got[1:]))
    if func.attr != "format" or any(keyword.arg is None for keyword in node.keywords):
        return None
    names = [keyword.arg for keyword in node.keywords]
    values = [*args, *(keyword.value for keyword in node.keywords)]
    count = len(args)

    def format_with(got: tuple[str, ...]) -> str | None:
        if _ATTRIBUTE_FIELD.search(got[0]):
            return None  # `'{0.upper}'`: a method's repr, its address run by run
        keywords = dict(zip(names, got[1 + count :], strict=True))
        return _formatting(lambda: got[0].format(*got[1 : 1 + count], **keywords), got[0])

    return _combined([piece(func.value), *(piece(value) for value in values)], format_with)


def _field(value: ast.expr, piece: Pieces) -> frozenset[str] | None:
    """The strings an f-string's part may be: a constant's, or a field's value converted
    (`!s`, `!r`, `!a`) and formatted by its spec."""
    if isinstance(value, ast.Constant):
        return frozenset({value.value}) if isinstance(value.value, str) else None
    if not isinstance(value, ast.FormattedValue):
        return None
    texts = _field_value(value.value, piece)
    spec = frozenset({""}) if value.format_spec is None else piece(value.format_spec)
    if texts is None or spec is None:
        return None
    convert = _CONVERSIONS.get(value.conversion)
    if convert is None:
        return None
    return _combined(
        [texts, spec],
        lambda got: _formatting(lambda: format(convert(got[0]), got[1]), got[1], _HUGE_SPEC),
    )


def _field_value(node: ast.expr, piece: Pieces) -> frozenset[str] | None:
    """A field's strings: a number or other constant written in it as Python prints it."""
    if isinstance(node, ast.Constant) and isinstance(node.value, int | float | bool | None):
        return frozenset({str(node.value)})
    return piece(node)


_CONVERSIONS: dict[int, Callable[[str], str]] = {-1: str, 115: str, 114: repr, 97: ascii}
"""An f-string field's conversion (none, `!s`, `!r`, `!a`) by its number in the tree."""


def _percent(template: str, values: str | tuple[str, ...]) -> str | None:
    return _formatting(lambda: template % values, template)


def _formatting(
    make: Callable[[], str], template: str, huge: re.Pattern[str] = _HUGE_FORMAT
) -> str | None:
    """What `make` formats, or None when it fails or the template may build a huge string."""
    if huge.search(template):
        return None
    try:
        return make()
    except (TypeError, ValueError, KeyError, IndexError, AttributeError, OverflowError):
        return None


def _combined(
    pieces: list[frozenset[str] | None], make: Callable[[tuple[str, ...]], str | None]
) -> frozenset[str] | None:
    """`make` of each combination of the pieces' strings; None when a piece is not known,
    `make` fails on one, or there are more than `_MAX_FOLDED`."""
    count = 1
    for texts in pieces:
        if texts is None:
            return None
        count *= len(texts)
        if count > _MAX_FOLDED:
            return None
    found: set[str] = set()
    for combination in itertools.product(*pieces):  # type: ignore[arg-type]
        text = make(combination)
        if text is None:
            return None
        found.add(text)
    return frozenset(found)


@dataclass(eq=False)
class Scope:
    """One namespace: the module, a function or lambda, a class body or a comprehension."""

    kind: str
    node: ast.AST
    parent: Scope | None
    bindings: dict[str, list[Binding]] = field(default_factory=dict)
    globals_declared: set[str] = field(default_factory=set)
    star_modules: list[str] = field(default_factory=list)
    sites: list[tuple[str, ast.AST]] = field(default_factory=list)
    """(name, node) for every binding in this scope, in the order they were found."""

    def bind(self, name: str, binding: Binding, node: ast.AST) -> None:
        self.bindings.setdefault(name, []).append(binding)
        self.sites.append((name, node))


def _method_class(receiver: ast.expr, scope: Scope) -> ast.ClassDef | None:
    """The class of a method's `self` (the receiver named `self` in a function defined
    directly in a class body), else None."""
    if not (isinstance(receiver, ast.Name) and receiver.id == "self"):
        return None
    if scope.kind != "function" or scope.parent is None or scope.parent.kind != "class":
        return None
    node = scope.parent.node
    return node if isinstance(node, ast.ClassDef) else None


def names_bound(node: ast.AST) -> tuple[str, ...]:
    """The names one node binds (or unbinds, `del x`), however written: an assignment's,
    loop's, `with`'s or `:=`'s target name, a parameter, a `def` or `class`, an import (`import
    a.b` binds `a`), `except ... as x`, and a `match` capture (`case x`, `case [*rest]`,
    `case {**rest}`); none for any other node. A check asking whether a name still holds
    what it held (the caught exception, a tested value) reads every one of them, not only
    `x = ...`."""
    kind = type(node)
    if kind is ast.Name:
        return () if isinstance(node.ctx, ast.Load) else (node.id,)  # type: ignore[attr-defined]
    if kind is ast.arg:
        return (node.arg,)  # type: ignore[attr-defined]
    if kind in _NAMED_BINDERS:
        name = node.name if kind is not ast.MatchMapping else node.rest  # type: ignore[attr-defined]
        return (name,) if name else ()
    if kind in _IMPORTS:
        return tuple(
            alias.asname or alias.name.partition(".")[0]
            for alias in node.names  # type: ignore[attr-defined]
            if alias.name != "*"
        )
    return ()


_NAMED_BINDERS = frozenset({ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef,
                            ast.ExceptHandler, ast.MatchAs, ast.MatchStar,
                            ast.MatchMapping})  # fmt: skip
_IMPORTS = frozenset({ast.Import, ast.ImportFrom})


def parameter_defaults(arguments: ast.arguments) -> list[tuple[ast.arg, ast.expr | None]]:
    """Each named parameter (positional-only, positional, keyword-only) with its default
    value, None where it has none: `ast` keeps the defaults apart, right-aligned."""
    positional = [*arguments.posonlyargs, *arguments.args]
    defaults: list[ast.expr | None] = [None] * (len(positional) - len(arguments.defaults))
    defaults += arguments.defaults
    return [*zip(positional, defaults, strict=True),
            *zip(arguments.kwonlyargs, arguments.kw_defaults, strict=True)]  # fmt: skip


_SPLITS = frozenset({"split", "rsplit", "splitlines"})
"""str's methods splitting it into a list of strings."""


class ScopeTable:
    """Scopes and bindings of one module: who binds which name where, to what."""

    def __init__(self, tree: ast.Module) -> None:
        self.module = Scope("module", tree, None)
        self.scopes: list[Scope] = [self.module]
        self.scope_of: dict[int, Scope] = {}
        """id(Name node in Load context) -> the scope it is read in."""
        self.attribute_values: dict[str, list[ast.expr]] = {}
        """Values assigned to `anything.attr`, by attribute name (`self.fmt = '...'`)."""
        self.assigned_on_self_in: dict[int, ast.ClassDef] = {}
        """id(value) -> the class whose method assigned it to `self.attr`."""
        self.member_stores: list[MemberStore] = []
        """Every place the code may put a value on an object's attribute or in its
        `__dict__` (see `MemberStore`), in source order."""
        self.defining_scope: dict[int, Scope] = {}
        """id(def, class or lambda node) -> the scope of its body."""
        self.calls: list[ast.Call] = []
        """Every call of the module, in the order visited."""
        self.assignments: list[ast.Assign] = []
        """Every `=` statement of the module, in the order visited."""
        self.split_made: dict[int, ast.Call] = {}
        """id(node) -> the call of the code it stands for, for each node the table made to
        read a constant split as the literal it gives (`split_literal`)."""
        self._made_splits: list[ast.Tuple] = []
        """Those nodes, kept while the table lives (their ids key `split_made`)."""
        self._subjects: dict[int, ast.expr] = {}
        """id(a `case` capture of the whole subject: `case err:`, `case E() as err:`) ->
        the `match` statement's subject, which the capture binds."""
        self._visit_block(tree.body, self.module)

    def split_literal(self, iterable: ast.expr) -> ast.expr:
        """A constant string split by constants (`'sys os json'.split()`, `'a,b'.split(',')`,
        `.rsplit`, `.splitlines()`) as the tuple of strings it gives, so a loop over it
        reads as one over a literal; any other iterable as it is."""
        func = iterable.func if isinstance(iterable, ast.Call) else None
        if not isinstance(func, ast.Attribute) or func.attr not in _SPLITS:
            return iterable
        text = const_str(func.value)
        given = [*iterable.args, *(k.value for k in iterable.keywords)]  # type: ignore[attr-defined]
        if text is None or not all(isinstance(arg, ast.Constant) for arg in given):
            return iterable
        try:
            parts = getattr(text, func.attr)(
                *(arg.value for arg in iterable.args),  # type: ignore[attr-defined]
                **{k.arg: k.value.value for k in iterable.keywords if k.arg},  # type: ignore[attr-defined]
            )
        except (TypeError, ValueError):
            return iterable
        made = ast.copy_location(
            ast.Tuple(elts=[ast.copy_location(ast.Constant(p), iterable) for p in parts],
                      ctx=ast.Load()),
            iterable,
        )  # fmt: skip
        self._made_splits.append(made)
        for node in (made, *made.elts):
            self.split_made[id(node)] = iterable  # type: ignore[assignment]
        return made

    def _new_scope(self, kind: str, node: ast.AST, parent: Scope) -> Scope:
        scope = Scope(kind, node, parent)
        self.scopes.append(scope)
        self.defining_scope[id(node)] = scope
        return scope

    def _visit_block(self, body: list[ast.stmt], scope: Scope) -> None:
        for statement in body:
            self._visit(statement, scope)

    def _visit(self, node: ast.AST, scope: Scope) -> None:
        """Record bindings and name reads; recurse with the right scope."""
        kind = type(node)
        opens_scope = _SCOPE_VISITORS.get(kind)
        if opens_scope is not None:
            opens_scope(self, node, scope)
            return
        binds = _BINDERS.get(kind)
        if binds is not None:
            binds(self, node, scope)
        for child in CHILDREN_OF[kind](node):
            # The leaves most children are, done in place (a call each was a third of the
            # table's time): a constant binds and reads nothing and has no children; a
            # name is what `_visit_name` does with it.
            child_kind = type(child)
            if child_kind is ast.Constant:
                continue
            if child_kind is ast.Name:
                if isinstance(child.ctx, ast.Load):  # type: ignore[attr-defined]
                    self.scope_of[id(child)] = scope
                continue
            self._visit(child, scope)

    def _visit_name(self, node: ast.Name, scope: Scope) -> None:
        if isinstance(node.ctx, ast.Load):
            self.scope_of[id(node)] = scope

    def _visit_lambda(self, node: ast.Lambda, scope: Scope) -> None:
        self._visit_arguments(node.args, scope)
        inner = self._new_scope("lambda", node, scope)
        self._bind_parameters(node.args, inner)
        self._visit(node.body, inner)

    def _visit_class(self, node: ast.ClassDef, scope: Scope) -> None:
        for child in (*node.decorator_list, *node.bases, *node.keywords):
            self._visit(child, scope)
        scope.bind(node.name, ("def", node), node)
        self._visit_block(node.body, self._new_scope("class", node, scope))

    def _bind_assign(self, node: ast.Assign, scope: Scope) -> None:
        self.assignments.append(node)
        for target in node.targets:
            self._bind_target(target, ("expr", node.value), scope)

    def _bind_annotated(self, node: ast.AnnAssign, scope: Scope) -> None:
        if node.value is not None:
            self._bind_target(node.target, ("expr", node.value), scope)

    def _bind_augmented(self, node: ast.AugAssign, scope: Scope) -> None:
        self._bind_target(node.target, ("unknown", None), scope)

    def _bind_walrus(self, node: ast.NamedExpr, scope: Scope) -> None:
        owner = scope
        while owner.kind == "comprehension" and owner.parent is not None:
            owner = owner.parent
        self._bind_target(node.target, ("expr", node.value), owner)

    def _bind_loop(self, node: ast.For | ast.AsyncFor, scope: Scope) -> None:
        self._bind_target(node.target, ("element", self.split_literal(node.iter)), scope)

    def _bind_with(self, node: ast.withitem, scope: Scope) -> None:
        if isinstance(node.optional_vars, ast.Name) and isinstance(node.context_expr, ast.Call):
            # (the manager kept: `with nullcontext(v) as x` binds `x` to `v`)
            self._bind_target(node.optional_vars, ("unknown", node.context_expr), scope)
        elif node.optional_vars is not None:
            self._bind_target(node.optional_vars, ("unknown", None), scope)

    def _bind_global(self, node: ast.Global, scope: Scope) -> None:
        scope.globals_declared.update(node.names)

    def _bind_caught(
        self, node: ast.ExceptHandler | ast.MatchAs | ast.MatchStar, scope: Scope
    ) -> None:
        """`except E as name`, `case [*rest]`, `case [x]`: a name bound to something unknown;
        `case x` and `case P() as x` (also as an alternative of `|`): the subject itself
        (`match ConfigError(...): case err: raise err` binds `err` to the new exception)."""
        if node.name:
            subject = self._subjects.get(id(node))
            binding: Binding = ("unknown", None) if subject is None else ("expr", subject)
            scope.bind(node.name, binding, node)

    def _note_subjects(self, node: ast.Match, scope: Scope) -> None:  # noqa: ARG002
        """Note the captures of each `case` that bind the subject as a whole (`_subjects`):
        a capture at the top of the pattern, or of one of its `|` alternatives."""
        for case in node.cases:
            stack: list[ast.pattern] = [case.pattern]
            while stack:
                pattern = stack.pop()
                if isinstance(pattern, ast.MatchAs):
                    self._subjects[id(pattern)] = node.subject
                    stack += [pattern.pattern] if pattern.pattern is not None else []
                elif isinstance(pattern, ast.MatchOr):
                    stack += pattern.patterns

    def _bind_rest(self, node: ast.MatchMapping, scope: Scope) -> None:
        if node.rest:
            scope.bind(node.rest, ("unknown", None), node)

    def _visit_function(self, node: ast.FunctionDef | ast.AsyncFunctionDef, scope: Scope) -> None:
        for child in node.decorator_list:
            self._visit(child, scope)
        self._visit_arguments(node.args, scope)
        if node.returns is not None:
            self._visit(node.returns, scope)
        scope.bind(node.name, ("def", node), node)
        inner = self._new_scope("function", node, scope)
        self._bind_parameters(node.args, inner)
        self._visit_block(node.body, inner)

    def _visit_arguments(self, arguments: ast.arguments, scope: Scope) -> None:
        """Defaults and annotations are evaluated in the scope around the function."""
        for default in (*arguments.defaults, *arguments.kw_defaults):
            if default is not None:
                self._visit(default, scope)
        for arg in _all_args(arguments):
            if arg.annotation is not None:
                self._visit(arg.annotation, scope)

    def _bind_parameters(self, arguments: ast.arguments, scope: Scope) -> None:
        for arg, default in parameter_defaults(arguments):
            scope.bind(arg.arg, ("param", default), arg)
            if _is_str_annotation(arg.annotation):
                scope.bindings[arg.arg].append(("str", None))
        for arg in (arguments.vararg, arguments.kwarg):
            if arg is not None:
                scope.bind(arg.arg, ("unknown", None), arg)

    def _visit_comprehension(self, node: ast.AST, scope: Scope) -> None:
        inner = self._new_scope("comprehension", node, scope)
        generators: list[ast.comprehension] = node.generators
        for number, generator in enumerate(generators):
            self._visit(generator.iter, scope if number == 0 else inner)
            self._bind_target(
                generator.target, ("element", self.split_literal(generator.iter)), inner
            )
            for condition in generator.ifs:
                self._visit(condition, inner)
        for name in ("elt", "key", "value"):
            child = getattr(node, name, None)
            if child is not None:
                self._visit(child, inner)

    def _bind_target(self, target: ast.AST, binding: Binding, scope: Scope) -> None:
        kind, value = binding
        if isinstance(target, ast.Name):
            owner = self.module if target.id in scope.globals_declared else scope
            owner.bind(target.id, binding, target)
        elif isinstance(target, ast.Tuple | ast.List):
            pairs = (
                isinstance(value, ast.Tuple | ast.List)
                and kind == "expr"
                and len(value.elts) == len(target.elts)
                and not any(isinstance(elt, ast.Starred) for elt in (*target.elts, *value.elts))
            )
            for number, element in enumerate(target.elts):
                if pairs:
                    self._bind_target(element, ("expr", value.elts[number]), scope)
                elif kind in {"expr", "element"}:
                    self._bind_target(element, ("element", value), scope)
                else:
                    self._bind_target(element, binding, scope)
        elif isinstance(target, ast.Starred):
            self._bind_target(target.value, ("unknown", None), scope)
        elif isinstance(target, ast.Attribute):
            self._visit(target.value, scope)
            if kind == "expr" and isinstance(value, ast.expr):
                self._record_attribute(target, value, scope)
        elif isinstance(target, ast.Subscript):
            self._bind_item(target, binding, scope)

    def _bind_item(self, target: ast.Subscript, binding: Binding, scope: Scope) -> None:
        """`x[k] = v`: no name bound, an item stored (see `MemberStore`)."""
        self._visit(target.value, scope)
        self._visit(target.slice, scope)
        kind, value = binding
        if kind == "expr" and isinstance(value, ast.expr):
            self.member_stores.append(("item", target.value, target.slice, value))

    def _record_attribute(self, target: ast.Attribute, value: ast.expr, scope: Scope) -> None:
        self.attribute_values.setdefault(target.attr, []).append(value)
        self.member_stores.append(("attribute", target.value, target.attr, value))
        owner = _method_class(target.value, scope)
        if owner is not None:
            self.assigned_on_self_in[id(value)] = owner

    def _record_call(self, node: ast.Call, _scope: Scope) -> None:
        """The values a call may put on an object (see `MemberStore`): `setattr(x, 'a',
        v)`, `object.__setattr__(x, 'a', v)`, `type('T', (), {'a': v})`, `Maker(a=v)`,
        `x.update(a=v)`, `x.update({'a': v})`, `x.setdefault('a', v)`."""
        self.calls.append(node)
        func, args = node.func, node.args
        if type(func) is ast.Name and len(args) == 3:  # noqa: PLR2004
            if func.id == "setattr":
                self.member_stores.append(("attribute", args[0], args[1], args[2]))
                return
            if func.id == "type" and isinstance(args[2], ast.Dict):  # a class made in place
                self.member_stores += _entries("keyword", node, args[2])
            elif isinstance(args[1], ast.Constant) and isinstance(args[1].value, str):
                self.member_stores.append(("setattr?", node, args[1], args[2]))  # `put = setattr`
        elif type(func) is ast.Attribute and func.attr in _ITEM_FILLERS:
            self._record_filled(node, func)
            return
        self.member_stores += [("keyword", node, k.arg, k.value) for k in node.keywords]

    def _record_filled(self, node: ast.Call, func: ast.Attribute) -> None:
        """`x.__setattr__('a', v)` (or `object.__setattr__(x, 'a', v)`) on `x`'s attribute,
        `x.update(...)`, `x.setdefault('a', v)` and `x.__setitem__('a', v)` as items of `x`."""
        holder, args, stores = func.value, node.args, self.member_stores
        if func.attr == "__setattr__":
            receiver, args = (args[0], args[1:]) if len(args) == 3 else (holder, args)  # noqa: PLR2004
            if len(args) == 2:  # noqa: PLR2004
                stores.append(("attribute", receiver, args[0], args[1]))
        elif func.attr == "update":
            for arg in args:
                is_dict = isinstance(arg, ast.Dict)
                stores += (
                    _entries("item", holder, arg) if is_dict else [("item", holder, None, arg)]
                )
            stores += [("item", holder, k.arg, k.value) for k in node.keywords]
        elif len(args) == 2:  # noqa: PLR2004
            stores.append(("item", holder, args[0], args[1]))

    def _bind_import(self, node: ast.Import | ast.ImportFrom, scope: Scope) -> None:
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.asname:
                    scope.bind(alias.asname, ("module", canonical(alias.name)), node)
                else:
                    top = alias.name.partition(".")[0]
                    scope.bind(top, ("module", canonical(top)), node)
            return
        base = "." * node.level + (node.module or "")
        for alias in node.names:
            if alias.name == "*":
                scope.star_modules.append(canonical(base))
                continue
            module = canonical(f"{base}.{alias.name}")
            scope.bind(alias.asname or alias.name, ("module", module), node)

    def bindings_of(self, node: ast.Name) -> list[Binding] | None:
        """The bindings this read of a name may see, in the scope where it stands (None:
        builtin or undefined)."""
        return self.lookup(node.id, self.scope_of.get(id(node), self.module))

    def only_value(self, node: ast.expr) -> ast.expr:
        """The one value a name is bound to, when it is bound exactly once to a value
        (`stream = sys.stdout`, `is_even = n % 2 == 0`); else `node` itself."""
        bindings = self.bindings_of(node) if isinstance(node, ast.Name) else None
        if bindings is not None and len(bindings) == 1:
            kind, value = bindings[0]
            if kind == "expr" and isinstance(value, ast.expr):
                return value
        return node

    def lookup(self, name: str, scope: Scope) -> list[Binding] | None:
        """The bindings a read of `name` in `scope` may see (None: builtin or undefined)."""
        found = self.binding_scope(name, scope)
        return None if found is None else found.bindings[name]

    def binding_scope(self, name: str, scope: Scope) -> Scope | None:
        """The scope whose binding of `name` a read in `scope` sees, by Python's rules: a
        class body is seen only from itself, `global` sends the read to the module
        (None: builtin or undefined)."""
        current: Scope | None = scope
        first = True
        while current is not None:
            if current.kind == "class" and not first:
                current = current.parent
                continue
            if name in current.globals_declared:
                current = self.module
            if name in current.bindings:
                return current
            first = False
            current = current.parent
        return None

    def scope_binding(self, node: ast.Name) -> Scope | None:
        """The scope whose binding this read of a name sees (None: builtin or undefined)."""
        return self.binding_scope(node.id, self.scope_of.get(id(node), self.module))


_Visitor = Callable[[ScopeTable, Any, Scope], None]

_SCOPE_VISITORS: dict[type[ast.AST], _Visitor] = {
    ast.FunctionDef: ScopeTable._visit_function,
    ast.AsyncFunctionDef: ScopeTable._visit_function,
    ast.Lambda: ScopeTable._visit_lambda,
    ast.ClassDef: ScopeTable._visit_class,
    **dict.fromkeys(COMPREHENSIONS, ScopeTable._visit_comprehension),
    ast.Name: ScopeTable._visit_name,
}
"""Nodes that open a scope (or are a leaf name): their visitor does all the work."""

_BINDERS: dict[type[ast.AST], _Visitor] = {
    ast.Assign: ScopeTable._bind_assign,
    ast.AnnAssign: ScopeTable._bind_annotated,
    ast.AugAssign: ScopeTable._bind_augmented,
    ast.NamedExpr: ScopeTable._bind_walrus,
    ast.For: ScopeTable._bind_loop,
    ast.AsyncFor: ScopeTable._bind_loop,
    ast.withitem: ScopeTable._bind_with,
    ast.ExceptHandler: ScopeTable._bind_caught,
    ast.Import: ScopeTable._bind_import,
    ast.ImportFrom: ScopeTable._bind_import,
    ast.Global: ScopeTable._bind_global,
    ast.Call: ScopeTable._record_call,
    ast.Match: ScopeTable._note_subjects,
    ast.MatchAs: ScopeTable._bind_caught,
    ast.MatchStar: ScopeTable._bind_caught,
    ast.MatchMapping: ScopeTable._bind_rest,
}
"""Nodes that bind names in the scope they stand in; their children are visited after."""


def canonical(module: str) -> str:
    """`posixpath.join` -> `os.path.join`: the platform modules behind os.path are os.path."""
    head, dot, rest = module.partition(".")
    if head in _MODULE_ALIASES:
        return _MODULE_ALIASES[head] + dot + rest
    return module


_REEXPORTING = ("os", "shutil", "subprocess", "logging", "logging.handlers", "io", "pathlib",
                "tempfile", "glob", "fnmatch", "json", "re", "typing", "collections",
                "functools", "itertools", "inspect", "importlib", "contextlib", "traceback",
                "pprint", "warnings", "codecs", "socket", "ssl", "time", "datetime",
                "random", "string", "textwrap", "copy", "pickle", "csv", "zipfile",
                "tarfile", "gzip", "threading", "signal", "platform", "locale", "argparse",
                "configparser", "uuid", "hashlib", "base64", "struct", "heapq", "bisect",
                "math", "statistics", "decimal", "fractions", "operator", "types", "abc",
                "enum", "dataclasses", "weakref", "dis", "ast", "tokenize", "unittest",
                "timeit", "cProfile", "pdb", "doctest", "sys", "builtins")  # fmt: skip
"""Standard modules whose module-valued attributes strict mode follows (`os.sys` is `sys`,
`shutil.os.path` is `os.path`): importing them runs nothing but their own set-up."""


@cache
def _reexported_modules() -> dict[str, str]:
    """`os.sys` -> `sys`, `shutil.os` -> `os`: a module reached as another one's attribute."""
    found: dict[str, str] = {}
    for name in _REEXPORTING:
        try:
            module = importlib.import_module(name)
        except ImportError:
            continue
        for attribute, value in vars(module).items():
            if isinstance(value, ModuleType) and not attribute.startswith("__"):
                found[f"{name}.{attribute}"] = canonical(value.__name__)
    return found


_ENUMERATED = frozenset({*_REEXPORTING, "os.path", "select", "mmap", "resource", "posix", "nt",
                         "_socket", "_io", "io", "ssl", "pydoc", "calendar", "faulthandler",
                         "trace", "profile", "bdb", "code", "codeop", "runpy"})  # fmt: skip
"""Standard modules whose members strict mode lists for a member picked from one by a name
it cannot decide (importing them runs nothing but their own set-up)."""


@cache
def module_members(module: str) -> tuple[str, ...]:
    """The member names of a standard module of `_ENUMERATED` (`os.?` may be any of them),
    none for any other module or name."""
    if module not in _ENUMERATED:
        return ()
    try:
        found = importlib.import_module(module)
    except ImportError:
        return ()
    return tuple(sorted(dir(found)))


def module_reexport(dotted: str) -> str:
    """The module `dotted` names when it is another module's attribute (`os.sys` -> `sys`),
    else `dotted` itself."""
    return _reexported_modules().get(dotted, dotted)


_NEVER_IMPORTED = frozenset({
    "this", "antigravity", "idlelib", "tkinter", "turtle", "turtledemo", "test", "lib2to3",
    "ensurepip", "venv", "site", "readline", "rlcompleter", "pydoc_data",
})  # fmt: skip
"""Standard packages whose modules act on import (`this` prints, `antigravity` opens a
browser, `idlelib` and `tkinter` open windows, `test.autotest` runs the test suite): never
imported to learn what a name is."""
_TEST_PACKAGES = frozenset({"test", "tests", "idle_test"})
"""Test packages (`unittest.test`, `ctypes.test`): imported for no name either."""
_MISSING = object()
_C_HOMES = frozenset({"posix", "nt"})
"""The C modules behind os: `os.getcwd` is no re-export of `posix.getcwd`."""


def _standard_object(dotted: str) -> tuple[object, object] | None:
    """(the module or class holding it, the object) `dotted` names in the standard library,
    learnt by importing its module (a submodule the name spells too: `importlib.metadata`)
    and reading attributes off modules and classes; None when not known. No module of
    `_NEVER_IMPORTED` nor any private or `__main__` module is imported (some run a
    program on import); a private attribute is read (`tokenize._builtin_open`)."""
    parts = dotted.split(".")
    if len(parts) < 2 or parts[0] not in sys.stdlib_module_names or parts[0] in _NEVER_IMPORTED:  # noqa: PLR2004
        return None
    holder: object = None
    found: object = _import(parts[0])
    for number, part in enumerate(parts[1:], start=1):
        if not isinstance(found, ModuleType | type):
            return None
        holder, value = found, _attribute(found, part)
        if value is _MISSING and isinstance(found, ModuleType):
            value = _import(".".join(parts[: number + 1]))
        found = value
        if found is _MISSING:
            return None
    return holder, found


def _attribute(holder: object, name: str) -> object:
    """`holder.name`, or `_MISSING` when reading it fails; warnings the read raises are
    silenced (`typing.re.Pattern` warns): a verdict never depends on the caller's warning
    filters, and `-W error` must not turn a read into a crash."""
    try:
        with warnings_silenced():
            return getattr(holder, name, _MISSING)
    except Exception:  # noqa: BLE001 (a property or module __getattr__ that fails)
        return _MISSING


def _import(module: str) -> object:
    """The standard module `module`, or `_MISSING` when it or a package holding it is
    private or a test package, or it is missing or fails to load (warnings its import
    raises silenced)."""
    if any(part.startswith("_") or part in _TEST_PACKAGES for part in module.split(".")):
        return _MISSING
    loaded = sys.modules.get(module)
    if loaded is not None:
        return loaded
    try:
        with warnings_silenced():
            return importlib.import_module(module)
    except (Exception, SystemExit):  # noqa: BLE001 (a module this build lacks, or failing)
        return _MISSING


@lru_cache(maxsize=4096)
def is_standard_class(dotted: str) -> bool:
    """Whether `dotted` names a class of the standard library (`builtins.object`,
    `types.ModuleType`), learnt as `_standard_object` learns it."""
    held = _standard_object(dotted)
    return held is not None and isinstance(held[1], type)


@lru_cache(maxsize=8192)
def origins(dotted: str) -> tuple[str, ...]:
    """The other names of what `dotted` names when a standard module re-exports another
    module's object (`pstats.Dict` is `typing.Dict`, `bz2._builtin_open` is
    `builtins.open`, `importlib.resources.abc.Text` is `typing.Text`, a module attribute
    that is a module its own name, private ones too: `tempfile._os` is `os`,
    `importlib._bootstrap_external._os` is `posix`), learnt by identity: the name the
    object has in its home module (`__module__`), in builtins, or in typing (whose `Text`
    is `str`), under the attribute's name or the object's own; a function of os's C
    module (`posix.listdir`) is os's (`os.listdir`). Empty for a module's own object, for a name
    not known, and for any name outside the standard library."""
    held = _standard_object(dotted)
    if held is None:
        return ()
    holder, found = held
    attribute = dotted.rpartition(".")[2]
    if isinstance(found, ModuleType):
        name = canonical(found.__name__)
        return (name,) if name != dotted else ()
    if isinstance(holder, ModuleType) and holder.__name__ in _C_HOMES:
        return (f"os.{attribute}",) if getattr(os, attribute, None) is found else ()
    home = getattr(found, "__module__", None)
    if not isinstance(home, str) or holder is sys.modules.get(home):
        return ()  # (the holder's own object, or one that cannot say where it is from)
    own = getattr(found, "__name__", None)
    names: set[str] = set()
    for module, member in ((home, attribute), (home, own), ("builtins", attribute),
                           ("builtins", own), ("typing", attribute)):  # fmt: skip
        source = sys.modules.get(module)
        if (
            isinstance(member, str)
            and source is not None
            and module not in _C_HOMES
            and not module.startswith("_")
            and getattr(source, member, None) is found
        ):
            names.add(f"{canonical(module)}.{member}")
    return tuple(sorted(names - {dotted}))


def _is_str_annotation(annotation: ast.expr | None) -> bool:
    if isinstance(annotation, ast.Constant):
        return annotation.value == "str"
    return isinstance(annotation, ast.Name) and annotation.id == "str"


def _all_args(arguments: ast.arguments) -> list[ast.arg]:
    every = [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs]
    return every + [arg for arg in (arguments.vararg, arguments.kwarg) if arg is not None]
