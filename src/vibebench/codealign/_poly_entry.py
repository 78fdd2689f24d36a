"""Building the Java and JavaScript entries of an instruction id from its Python entry.

An id keeps its instruction, type, subtype and judge question across languages (the
paper's catalog lists one instruction per id with the languages it applies to); each
language brings its own applicability, rule and examples.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from vibebench.codealign._cosmetic import COSMETIC
from vibebench.codealign._entry import Applies, CatalogEntry, Rule
from vibebench.codealign._helpers import found
from vibebench.codealign._poly_rules import Finder, absent
from vibebench.codealign._semantic import SEMANTIC
from vibebench.codealign._structural import STRUCTURAL

__all__ = ["BOTH", "JS_AND_PYTHON", "PYTHON_ONLY", "absence", "both", "poly", "twin"]

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


def poly(
    entry_id: str,
    applies: dict[str, Applies],
    rule: dict[str, Rule] | None = None,
    **overrides: Any,
) -> list[CatalogEntry]:
    """One entry per language in `applies`, sharing the Python entry's text and type (its
    examples come from the language's example book, see `_catalog`)."""
    base = replace(_PYTHON[entry_id], languages=languages_of(entry_id))
    return [
        replace(
            base,
            language=language,
            applies=applies_fn,
            rule=(rule or {}).get(language),
            **overrides.get(language, {}),
        )
        for language, applies_fn in applies.items()
    ]


BOTH = ("java", "javascript")
"""The languages beside Python, in the paper's column order."""


def both(function: Any) -> dict[str, Any]:
    """The same applicability or rule for Java and JavaScript."""
    return dict.fromkeys(BOTH, function)


def twin(
    entry_id: str, applies: Applies, rule: Rule | None = None, **overrides: Any
) -> list[CatalogEntry]:
    """An entry in Java and JavaScript with one applicability and one rule for both (no
    rule: judge-backed)."""
    return poly(entry_id, both(applies), rule=both(rule) if rule else None, **overrides)


def absence(entry_id: str, finder: Finder, what: str, **overrides: Any) -> list[CatalogEntry]:
    """An entry in both languages that applies where `finder` finds something and passes
    once it finds nothing (`what` names the findings in the reason)."""
    return twin(entry_id, found(finder), absent(finder, what), **overrides)
