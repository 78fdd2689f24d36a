"""The module's classes and how they derive from one another, as strict checks read them.

Which classes may `x` be an instance of? Which methods does `Loader()` run, and which
one does its method resolution order pick? Is an annotation a Protocol, which any class
may satisfy without inheriting? error_2, error_4, library_2, logic_7, logic_9 and style_1
ask these of the code; the answers come from one model per code, built once and cached
like the code's syntax tree.
"""

from __future__ import annotations

import ast
from collections import Counter
from collections.abc import Iterable

from vibebench.instructions._call_graph import FunctionNode
from vibebench.instructions._code_facts import assigned_value
from vibebench.instructions._strict import StrictFacts

__all__ = [
    "PROTOCOLS",
    "ClassModel",
    "class_body_bindings",
    "class_body_values",
    "class_model",
    "derived_classes",
    "own_method",
    "sets_attributes_by_name",
]

PROTOCOLS = frozenset({"typing.Protocol", "typing_extensions.Protocol"})
"""Bases that make a class a Protocol: any class with its methods satisfies it."""
_DEFS = (ast.FunctionDef, ast.AsyncFunctionDef)


class ClassModel:
    """The module's classes by name, their module bases and subclasses, and their methods.

    Bases are followed as the symbol table resolves them (`class Cached(Base)`, an alias of
    a module class, `Base[int]`); an imported base is a name too (`derived_from`).
    """

    def __init__(self, facts: StrictFacts) -> None:
        self.names = facts.names
        """The code's symbol table (not the facts: the model is kept with them)."""
        self.all: list[ast.ClassDef] = list(facts.of_type(ast.ClassDef))
        self.by_name: dict[str, list[ast.ClassDef]] = {}
        for cls in self.all:
            self.by_name.setdefault(cls.name, []).append(cls)
        counts = Counter(cls.name for cls in self.all)
        self.defined_once = frozenset(name for name, count in counts.items() if count == 1)
        """Names no other class of the module shares."""
        self.protocols = frozenset(cls.name for cls in self.all if self.is_protocol(cls))
        """Names of the module's Protocol classes."""
        self._subclasses: dict[int, list[ast.ClassDef]] = {}
        self._bases: dict[int, list[ast.ClassDef]] = {}
        self._ancestors: dict[int, list[ast.ClassDef]] = {}
        self._methods: dict[tuple[str, tuple[str, ...]], list[FunctionNode]] = {}
        self._children: dict[int, list[ast.ClassDef]] | None = None
        self._resolved: dict[tuple[int, str], FunctionNode | None] = {}
        self._mro: dict[int, list[ast.ClassDef]] = {}

    def bases(self, cls: ast.ClassDef) -> list[ast.ClassDef]:
        """The module classes `cls` names as its bases, by name, through an alias (`Alias =
        Base`) or subscripted (`Base[int]`), each once, in the order the class statement
        names them (what C3 reads); worked out once a class."""
        if id(cls) not in self._bases:
            found: list[ast.ClassDef] = []
            for base in cls.bases:
                for name in sorted(self.names.names(base)):
                    if name.startswith("local:") and "." not in name:
                        leaf = name.removeprefix("local:").removesuffix("[]")
                        found += [item for item in self.by_name.get(leaf, []) if item not in found]
            self._bases[id(cls)] = found
        return list(self._bases[id(cls)])

    def ancestors(self, cls: ast.ClassDef) -> list[ast.ClassDef]:
        """The module classes `cls` derives from, directly or not (worked out once a
        class: a deep hierarchy is asked of again for every method call)."""
        if id(cls) not in self._ancestors:
            found: list[ast.ClassDef] = []
            seen = {id(cls)}
            pending = self.bases(cls)
            while pending:
                current = pending.pop()
                if id(current) not in seen:
                    seen.add(id(current))
                    found.append(current)
                    pending += self.bases(current)
            self._ancestors[id(cls)] = found
        return list(self._ancestors[id(cls)])

    def subclasses(self, cls: ast.ClassDef) -> list[ast.ClassDef]:
        """The module classes deriving from `cls`, directly or not (worked out once a class)."""
        if id(cls) in self._subclasses:
            return self._subclasses[id(cls)]
        found: list[ast.ClassDef] = []
        seen: set[int] = set()
        pending = [cls]
        while pending:
            current = pending.pop()
            for other in self.children(current):
                if id(other) not in seen:
                    seen.add(id(other))
                    found.append(other)
                    pending.append(other)
        self._subclasses[id(cls)] = found
        return found

    def children(self, cls: ast.ClassDef) -> list[ast.ClassDef]:
        """The module classes naming `cls` as a base, in the module's order (the map of
        every class's direct subclasses is built once)."""
        if self._children is None:
            self._children = {}
            for other in self.all:
                for base in self.bases(other):
                    self._children.setdefault(id(base), []).append(other)
        return self._children.get(id(cls), [])

    def base_names(self, cls: ast.ClassDef) -> frozenset[str]:
        """What the symbol table resolves `cls`'s bases to (`builtins.ValueError`,
        `typing.Protocol[]`, `local:Base`)."""
        names = self.names
        return frozenset(name for base in cls.bases for name in names.names(base))

    def is_protocol(self, cls: ast.ClassDef) -> bool:
        """Whether `cls` is a Protocol: it names `typing.Protocol` (or `Protocol[T]`) among
        its bases. A class deriving from a Protocol without naming it again is an
        implementation, as Python has it."""
        return any(name.removesuffix("[]") in PROTOCOLS for name in self.base_names(cls))

    def derived_from(self, names: frozenset[str]) -> list[ast.ClassDef]:
        """The module classes naming one of `names` (imported classes) as a base."""
        return [cls for cls in self.all if self.base_names(cls) & names]

    def methods(self, class_name: str, wanted: tuple[str, ...]) -> list[FunctionNode]:
        """The `wanted` methods of the module's classes of that name and their module bases
        (worked out once a name: a handler asks again for every call)."""
        key = (class_name, wanted)
        if key not in self._methods:
            found: list[FunctionNode] = []
            seen: set[int] = set()
            for cls in self.by_name.get(class_name, []):
                for owner in (cls, *self.ancestors(cls)):
                    for item in owner.body:
                        if (
                            isinstance(item, _DEFS)
                            and item.name in wanted
                            and id(item) not in seen
                        ):
                            seen.add(id(item))
                            found.append(item)
            self._methods[key] = found
        return list(self._methods[key])

    def resolved(self, cls: ast.ClassDef, name: str) -> FunctionNode | None:
        """The method `name` an instance of `cls` runs: the first definition along its
        method resolution order, as Python picks it (an override in `cls` hides its
        base's method); None when no module class on the way defines it.

        A chain of single bases is walked without recursion, its answers kept for each
        class on it (a deep hierarchy is asked of again for every call); where a class
        has several module bases, its C3 order decides.
        """
        path: list[ast.ClassDef] = []
        on_path: set[int] = set()
        current, found = cls, None
        while (id(current), name) not in self._resolved:
            if id(current) in on_path:
                break  # a cycle of bases: no class Python could build
            path.append(current)
            on_path.add(id(current))
            found = own_method(current, name)
            bases = self.bases(current)
            if found is not None or not bases:
                break
            if len(bases) > 1:
                found = next(
                    (
                        method
                        for base in self.mro(current)[1:]
                        if (method := own_method(base, name))
                    ),
                    None,
                )
                break
            current = bases[0]
        else:
            found = self._resolved[(id(current), name)]
        for item in path:
            self._resolved[(id(item), name)] = found
        return found

    def mro(self, cls: ast.ClassDef) -> list[ast.ClassDef]:
        """The module classes of `cls`'s method resolution order, itself first (C3, as
        Python linearizes; depth first, left to right, where C3 finds no order or the
        hierarchy is too deep to follow)."""
        if id(cls) not in self._mro:
            try:
                self._mro[id(cls)] = self._c3(cls, set())
            except (RecursionError, ValueError):
                self._mro[id(cls)] = self._depth_first(cls)
        return self._mro[id(cls)]

    def _c3(self, cls: ast.ClassDef, visiting: set[int]) -> list[ast.ClassDef]:
        if id(cls) in self._mro:
            return self._mro[id(cls)]
        if id(cls) in visiting:
            raise ValueError("a cycle of bases")
        visiting.add(id(cls))
        bases = self.bases(cls)
        pending = [list(self._c3(base, visiting)) for base in bases] + [list(bases)]
        order = [cls]
        while any(pending):
            pending = [items for items in pending if items]
            head = next(
                (
                    items[0]
                    for items in pending
                    if not any(items[0] in other[1:] for other in pending)
                ),
                None,
            )
            if head is None:
                raise ValueError("no consistent method resolution order")
            order.append(head)
            pending = [items[1:] if items[0] is head else items for items in pending]
        visiting.discard(id(cls))
        self._mro[id(cls)] = order
        return order

    def _depth_first(self, cls: ast.ClassDef) -> list[ast.ClassDef]:
        order: list[ast.ClassDef] = []
        seen: set[int] = set()
        pending = [cls]
        while pending:
            current = pending.pop()
            if id(current) not in seen:
                seen.add(id(current))
                order.append(current)
                pending += reversed(self.bases(current))
        return order


def own_method(cls: ast.ClassDef, name: str) -> FunctionNode | None:
    """The method `name` the class body itself defines (its last definition wins)."""
    found = None
    for item in cls.body:
        if isinstance(item, _DEFS) and item.name == name:
            found = item
    return found


def class_model(facts: StrictFacts) -> ClassModel:
    """The class model of the facts' code (built once per code, kept with its tree and
    shared by its checks)."""
    return facts.derived(ClassModel)


def class_body_values(facts: StrictFacts) -> dict[str, list[ast.expr]]:
    """The values the module's class bodies assign to each name (`FORMATS = {...}`,
    `fields = ('x', 'y')`), read later as `self.FORMATS` or `cls.fields` (worked out once
    per code)."""
    return facts.derived(_read_class_body_values)


def _read_class_body_values(facts: StrictFacts) -> dict[str, list[ast.expr]]:
    values: dict[str, list[ast.expr]] = {}
    for item in (item for cls in facts.of_type(ast.ClassDef) for item in cls.body):
        bound = assigned_value(item)
        if bound is None:
            continue
        targets, value = bound
        for target in targets:
            if isinstance(target, ast.Name):
                values.setdefault(target.id, []).append(value)
    return values


def class_body_bindings(
    facts: StrictFacts, cls: ast.ClassDef, wrappers: frozenset[str]
) -> list[tuple[list[ast.expr], ast.expr]]:
    """(targets, value) of each assignment in a class body, a value one of `wrappers`
    wraps (`staticmethod(_area)`, by what the call resolves to) read as what it wraps:
    a method bound under another name."""
    found: list[tuple[list[ast.expr], ast.expr]] = []
    for item in cls.body:
        bound = assigned_value(item)
        if bound is None:
            continue
        targets, value = bound
        if (
            isinstance(value, ast.Call)
            and len(value.args) == 1
            and facts.names.names(value.func) & wrappers
        ):
            value = value.args[0]
        found.append((targets, value))
    return found


def sets_attributes_by_name(facts: StrictFacts) -> bool:
    """Whether the code may set attributes it does not write out: a call of `setattr`, of
    some `__setattr__` or of `vars`, or a `__dict__` it reaches (the words in a comment or
    string set nothing). Answered once per code."""
    return facts.derived(_sets_attributes_by_name)


def _sets_attributes_by_name(facts: StrictFacts) -> bool:
    if not facts.may_matter(r"setattr|__dict__|vars"):
        return False
    return any(node.attr == "__dict__" for node in facts.of_type(ast.Attribute)) or any(
        name.endswith("setattr") or name == "builtins.vars"
        for call in facts.of_type(ast.Call)
        for name in facts.names.names(call.func)
    )


def derived_classes(
    facts: StrictFacts, seeds: frozenset[str], classes: Iterable[ast.ClassDef] | None = None
) -> frozenset[str]:
    """`local:` names of the code's classes (`classes`, by default every one) with a base
    among `seeds` (names as the resolver gives them), also through other such classes
    (`class Sub(Base)`, `class Base(enum.Enum)`), to a fixed point; the seeds left out."""
    pending = list(facts.of_type(ast.ClassDef) if classes is None else classes)
    found: set[str] = set()
    grew = True
    while grew:
        grew = False
        for node in pending:
            name = f"local:{node.name}"
            if name not in found and any(
                facts.names.names(base) & (seeds | found) for base in node.bases
            ):
                found.add(name)
                grew = True
    return frozenset(found)
