"""The module's classes and how they derive from one another, as strict checks read them.

Which classes may `x` be an instance of? Which methods does `Loader()` run? Is an
annotation a Protocol, which any class may satisfy without inheriting? error_2, library_2
and logic_9 each asked these of the code; the answers come from one model per code, built
once and cached like the code's syntax tree.
"""

from __future__ import annotations

import ast
from collections import Counter

from vibebench.instructions._call_graph import FunctionNode
from vibebench.instructions._strict import StrictFacts

__all__ = ["PROTOCOLS", "ClassModel", "class_model"]

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

    def bases(self, cls: ast.ClassDef) -> list[ast.ClassDef]:
        """The module classes `cls` names as its bases, by name, through an alias (`Alias =
        Base`) or subscripted (`Base[int]`)."""
        return [
            found
            for name in self.base_names(cls)
            if name.startswith("local:") and "." not in name
            for found in self.by_name.get(name.removeprefix("local:").removesuffix("[]"), [])
        ]

    def ancestors(self, cls: ast.ClassDef) -> list[ast.ClassDef]:
        """The module classes `cls` derives from, directly or not."""
        found: list[ast.ClassDef] = []
        pending = self.bases(cls)
        while pending:
            current = pending.pop()
            if current not in found and current is not cls:
                found.append(current)
                pending += self.bases(current)
        return found

    def subclasses(self, cls: ast.ClassDef) -> list[ast.ClassDef]:
        """The module classes deriving from `cls`, directly or not (worked out once a class)."""
        if id(cls) in self._subclasses:
            return self._subclasses[id(cls)]
        found: list[ast.ClassDef] = []
        pending = [cls]
        while pending:
            current = pending.pop()
            for other in self.all:
                if other not in found and current in self.bases(other):
                    found.append(other)
                    pending.append(other)
        self._subclasses[id(cls)] = found
        return found

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
        """The `wanted` methods of the module's classes of that name and their module bases."""
        found: list[FunctionNode] = []
        for cls in self.by_name.get(class_name, []):
            for owner in (cls, *self.ancestors(cls)):
                found += [
                    item
                    for item in owner.body
                    if isinstance(item, _DEFS) and item.name in wanted and item not in found
                ]
        return found


def class_model(facts: StrictFacts) -> ClassModel:
    """The class model of the facts' code (built once per code, kept with its tree and
    shared by its checks)."""
    return facts.derived(ClassModel)
