"""Building the Java and JavaScript entries of an instruction id from its Python entry.

An id keeps its instruction, type, subtype and judge question across languages (the
paper's catalog lists one instruction per id with the languages it applies to); each
language brings its own applicability, rule and examples.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from vibebench.codealign._cosmetic import COSMETIC
from vibebench.codealign._entry import Applies, CatalogEntry, EntryExample, Rule
from vibebench.codealign._semantic import SEMANTIC
from vibebench.codealign._structural import STRUCTURAL

__all__ = ["Examples", "PYTHON_ONLY", "JS_AND_PYTHON", "poly"]

_PYTHON = {entry.id: entry for entry in (*COSMETIC, *STRUCTURAL, *SEMANTIC)}

PYTHON_ONLY = frozenset(
    {
        "add-type-hints",
        "use-counter-object",
        "use-list-comprehensions",
        "use-string-multiplication-operator",
        "set-recursion-limit",
    }
)
"""Ids the paper's catalog gives for Python only."""
JS_AND_PYTHON = frozenset({"avoid-nested-functions", "use-enumerate"})
"""Ids it gives for JavaScript and Python, not Java."""


def languages_of(entry_id: str) -> tuple[str, ...]:
    """The languages the paper lists for an id."""
    if entry_id in PYTHON_ONLY:
        return ("python",)
    if entry_id in JS_AND_PYTHON:
        return ("python", "javascript")
    return ("python", "java", "javascript")


@dataclass(frozen=True)
class Examples:
    """One language's examples of an entry (the same roles as CatalogEntry's fields)."""

    passes: tuple[EntryExample, ...] = ()
    fails: tuple[EntryExample, ...] = ()
    applicable: tuple[str, ...] = ()
    inapplicable: tuple[str, ...] = ()


def ok(after: str, before: str | None = None) -> EntryExample:
    """An example (the name reads well in pass and fail lists alike)."""
    return EntryExample(after, before)


def poly(
    entry_id: str,
    applies: dict[str, Applies],
    examples: dict[str, Examples],
    rule: dict[str, Rule] | None = None,
    **overrides: Any,
) -> list[CatalogEntry]:
    """One entry per language in `applies`, sharing the Python entry's text and type."""
    base = replace(_PYTHON[entry_id], languages=languages_of(entry_id))
    entries = []
    for language, applies_fn in applies.items():
        found = examples[language]
        entries.append(
            replace(
                base,
                language=language,
                applies=applies_fn,
                rule=(rule or {}).get(language),
                passes=found.passes,
                fails=found.fails,
                applicable=found.applicable,
                inapplicable=found.inapplicable,
                **overrides.get(language, {}),
            )
        )
    return entries
