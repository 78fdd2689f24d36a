"""Cosmetic entries in Java and JavaScript (the paper's JS and J columns)."""

from __future__ import annotations

import re

from vibebench.codealign._cosmetic import (
    _added_comments,
    _dense_comments,
    _fewer_comments,
    _sparse_comments,
)
from vibebench.codealign._entry import CatalogEntry
from vibebench.codealign._poly_entry import BOTH, absence, twin
from vibebench.codealign._poly_patterns import (
    unused_locals,
)
from vibebench.codealign._poly_rules import (
    fully_qualified_uses,
    late_requires,
    magic_numbers,
    naming_violations,
    unused_imports,
    uppercase_locals,
)
from vibebench.codealign._source_facts import SourceFacts

__all__ = ["POLY_COSMETIC"]

J, S = BOTH


def _long_names(facts: SourceFacts) -> bool:
    return any(len(name) > 15 for name, _ in facts.variables)


_CRAMPED = {
    "java": re.compile(r"[\w)\]](=|==|\+|-)[\w(]"),
    "javascript": re.compile(r"[\w)\]](=|==|===|\+|<|>|-)[\w(]"),
}
"""Operators without spaces around them (Java's generics keep their angle brackets)."""


def _inconsistent_format(facts: SourceFacts) -> bool:
    lines = facts.code.splitlines()
    trailing = any(line != line.rstrip() for line in lines)
    tabs = any(line.startswith("\t") for line in lines) and any(
        line.startswith("  ") for line in lines
    )
    code = re.sub(r"\"[^\"\n]*\"|'[^'\n]*'|//[^\n]*", "", facts.code)
    quotes = facts.language == J or not ("'" in facts.code and '"' in facts.code)
    return trailing or tabs or _CRAMPED[facts.language].search(code) is not None or not quotes


def _redundant(facts: SourceFacts) -> bool:
    return bool(unused_locals(facts)) or _dense_comments(facts)


def _late_imports(facts: SourceFacts) -> list[str]:
    return fully_qualified_uses(facts) if facts.language == J else late_requires(facts)


POLY_COSMETIC: tuple[CatalogEntry, ...] = (
    *twin("add-comments", _sparse_comments, _added_comments),
    *twin("reduce-comments", _dense_comments, _fewer_comments),
    *absence("consistent-naming-convention", naming_violations, "names against the convention"),
    *absence("use-lowercase-variable-names", uppercase_locals, "variables with capitals"),
    *absence("use-symbolic-constants", magic_numbers, "magic numbers in comparisons"),
    *absence("remove-unused-imports", unused_imports, "unused imports"),
    *absence("move-imports-to-top", _late_imports, "imports below the top"),
    *twin("concise-variable-names", _long_names),
    *twin("consistent-formatting", _inconsistent_format),
    *twin("remove-redundant-code-and-comments", _redundant),
)
