"""Semantic entries: algorithm, performance and correctness changes.

Where a rule can decide (recursion, floating point, binary search, buffered input, a
recursion limit, an iterative table, where the inner loop starts), it does; strategy and
efficiency questions ("use a greedy algorithm") go to the judge.
"""

from __future__ import annotations

from vibebench.codealign import _semantic_rules as rules
from vibebench.codealign._entry import Applies, CatalogEntry, Rule, Subtype
from vibebench.codealign._examples import catalog_entry
from vibebench.codealign._helpers import found

__all__ = ["SEMANTIC"]


def _entry(
    entry_id: str, subtype: Subtype, applies: Applies, rule: Rule | None = None
) -> CatalogEntry:
    """A semantic entry: `rule` decides it, or without one the judge's question does (the
    rule for applicability stays, so task construction is reproducible)."""
    return catalog_entry(entry_id, type="semantic", subtype=subtype, applies=applies, rule=rule)


SEMANTIC: tuple[CatalogEntry, ...] = (
    _entry(
        "avoid-floating-point-operations",
        "algorithm",
        found(rules.float_operations),
        rules.no_floats,
    ),
    _entry("avoid-recursion", "algorithm", lambda facts: facts.recurses, rules.no_recursion),
    _entry(
        "change-inner-loop-to-start-from-outer-index",
        "algorithm",
        rules.inner_from_zero,
        rules.inner_from_outer,
    ),
    _entry("use-binary-search", "algorithm", rules.linear_search, rules.uses_binary_search),
    _entry("use-dynamic-programming", "algorithm", rules.heavy),
    _entry("use-greedy-algorithm", "algorithm", rules.heavy),
    _entry("use-iterative-dp", "algorithm", lambda facts: facts.recurses, rules.iterative_table),
    _entry("avoid-extra-array-storage", "performance", rules.extra_storage),
    _entry("avoid-redundant-computation", "performance", rules.repeated_calls),
    _entry("limit-variable-scope", "performance", rules.heavy),
    _entry("optimize-io-performance", "performance", rules.uses_input, rules.buffered_io),
    _entry("reduce-dictionary-operations", "performance", rules.dict_heavy),
    _entry("set-recursion-limit", "performance", rules.needs_limit, rules.sets_limit),
    _entry("use-efficient-algorithm", "performance", rules.heavy),
    _entry("use-efficient-data-structure", "performance", rules.list_membership),
    _entry("check-edge-cases", "correctness", rules.unguarded_function),
)
