"""Semantic entries: algorithm, performance and correctness changes.

Where a rule can decide (recursion, floating point, binary search, buffered input, a
recursion limit, an iterative table, where the inner loop starts), it does; strategy and
efficiency questions ("use a greedy algorithm") go to the judge.
"""

from __future__ import annotations

from functools import partial

from vibebench.codealign import _semantic_rules as rules
from vibebench.codealign._entry import Applies, CatalogEntry, Subtype
from vibebench.codealign._examples import catalog_entry
from vibebench.codealign._helpers import found

__all__ = ["SEMANTIC"]

_entry = partial(catalog_entry, type="semantic")
"""A semantic entry; `method` follows from whether it has a rule."""


def _judged(entry_id: str, subtype: Subtype, applies: Applies) -> CatalogEntry:
    """A judge-backed entry: a rule for applicability, the judge's question to verify."""
    return _entry(id=entry_id, subtype=subtype, applies=applies)


SEMANTIC: tuple[CatalogEntry, ...] = (
    _entry(
        "avoid-floating-point-operations",
        subtype="algorithm",
        applies=found(rules.float_operations),
        rule=rules.no_floats,
    ),
    _entry(
        "avoid-recursion",
        subtype="algorithm",
        applies=lambda facts: facts.recurses,
        rule=rules.no_recursion,
    ),
    _entry(
        "change-inner-loop-to-start-from-outer-index",
        subtype="algorithm",
        applies=rules.inner_from_zero,
        rule=rules.inner_from_outer,
    ),
    _entry(
        "use-binary-search",
        subtype="algorithm",
        applies=rules.linear_search,
        rule=rules.uses_binary_search,
    ),
    _judged("use-dynamic-programming", "algorithm", rules.heavy),
    _judged("use-greedy-algorithm", "algorithm", rules.heavy),
    _entry(
        "use-iterative-dp",
        subtype="algorithm",
        applies=lambda facts: facts.recurses,
        rule=rules.iterative_table,
    ),
    _judged("avoid-extra-array-storage", "performance", rules.extra_storage),
    _judged("avoid-redundant-computation", "performance", rules.repeated_calls),
    _judged("limit-variable-scope", "performance", rules.heavy),
    _entry(
        "optimize-io-performance",
        subtype="performance",
        applies=rules.uses_input,
        rule=rules.buffered_io,
    ),
    _judged("reduce-dictionary-operations", "performance", rules.dict_heavy),
    _entry(
        "set-recursion-limit",
        subtype="performance",
        applies=rules.needs_limit,
        rule=rules.sets_limit,
    ),
    _judged("use-efficient-algorithm", "performance", rules.heavy),
    _judged("use-efficient-data-structure", "performance", rules.list_membership),
    _judged("check-edge-cases", "correctness", rules.unguarded_function),
)
