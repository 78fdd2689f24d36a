"""Semantic entries: algorithm, performance and correctness changes.

Where a rule can decide (recursion, floating point, binary search, buffered input, a
recursion limit, an iterative table, where the inner loop starts), it does; strategy and
efficiency questions ("use a greedy algorithm") go to the judge.
"""

from __future__ import annotations

from functools import partial

from vibebench.codealign import _semantic_rules as rules
from vibebench.codealign._entry import Applies, CatalogEntry, Subtype

__all__ = ["SEMANTIC"]

_entry = partial(CatalogEntry, type="semantic")
"""A semantic entry; `method` follows from whether it has a rule."""


def _judged(
    entry_id: str, subtype: Subtype, instruction: str, question: str, applies: Applies
) -> CatalogEntry:
    """A judge-backed entry: a rule for applicability, the judge's question to verify."""
    return _entry(
        id=entry_id,
        subtype=subtype,
        instruction=instruction,
        applies=applies,
        question=question,
    )


SEMANTIC: tuple[CatalogEntry, ...] = (
    _entry(
        id="avoid-floating-point-operations",
        subtype="algorithm",
        instruction="Avoid floating-point operations.",
        applies=lambda facts: bool(rules.float_operations(facts)),
        rule=rules.no_floats,
    ),
    _entry(
        id="avoid-recursion",
        subtype="algorithm",
        instruction="Avoid using recursion.",
        applies=lambda facts: facts.recurses,
        rule=rules.no_recursion,
    ),
    _entry(
        id="change-inner-loop-to-start-from-outer-index",
        subtype="algorithm",
        instruction="Change inner loop to start from outer index.",
        applies=rules.inner_from_zero,
        rule=rules.inner_from_outer,
    ),
    _entry(
        id="use-binary-search",
        subtype="algorithm",
        instruction="Implement binary search for value lookups.",
        applies=rules.linear_search,
        rule=rules.uses_binary_search,
    ),
    _judged(
        "use-dynamic-programming",
        "algorithm",
        "Use dynamic programming.",
        "Does the solution use dynamic programming (reusing the answers of overlapping "
        "subproblems through memoisation or a table)?",
        rules.heavy,
    ),
    _judged(
        "use-greedy-algorithm",
        "algorithm",
        "Use greedy algorithm.",
        "Does the solution use a greedy strategy (take the locally best choice at each step "
        "without revisiting it)?",
        rules.heavy,
    ),
    _entry(
        id="use-iterative-dp",
        subtype="algorithm",
        instruction="Use iterative dynamic programming.",
        applies=lambda facts: facts.recurses,
        rule=rules.iterative_table,
    ),
    _judged(
        "avoid-extra-array-storage",
        "performance",
        "Avoid unnecessary array storage.",
        "Does the code avoid storing lists or arrays it does not need (e.g. building a list "
        "only to aggregate it once, or copying one needlessly)?",
        rules.extra_storage,
    ),
    _judged(
        "avoid-redundant-computation",
        "performance",
        "Avoid redundant computation.",
        "Does the code avoid redundant computation (no value computed again when it could be "
        "computed once and reused)?",
        rules.repeated_calls,
    ),
    _judged(
        "limit-variable-scope",
        "performance",
        "Limit the tracking scope or prune the search space.",
        "Does the code limit what it tracks or prune the search space (early exits, bounds, "
        "skipping impossible candidates) instead of exploring everything?",
        rules.heavy,
    ),
    _entry(
        id="optimize-io-performance",
        subtype="performance",
        instruction="Use buffered I/O and input processing.",
        applies=rules.uses_input,
        rule=rules.buffered_io,
    ),
    _judged(
        "reduce-dictionary-operations",
        "performance",
        "Reduce dictionary operations.",
        "Does the code keep dictionary operations to what is needed (no repeated lookups, "
        "redundant membership tests or needless reinsertions)?",
        rules.dict_heavy,
    ),
    _entry(
        id="set-recursion-limit",
        subtype="performance",
        instruction="Set recursion limit.",
        applies=rules.needs_limit,
        rule=rules.sets_limit,
    ),
    _judged(
        "use-efficient-algorithm",
        "performance",
        "Use a more efficient algorithm.",
        "Is the algorithm efficient for the problem (no brute force where a clearly better "
        "time complexity is readily available)?",
        rules.heavy,
    ),
    _judged(
        "use-efficient-data-structure",
        "performance",
        "Use a more efficient data structure.",
        "Does the code use data structures suited to its operations (sets or dicts for "
        "membership tests, deques for queues, heaps for repeated minimums)?",
        rules.list_membership,
    ),
    _judged(
        "check-edge-cases",
        "correctness",
        "Add checks for edge cases when possible.",
        "Does the code handle edge cases (empty or minimal inputs, boundary values, invalid "
        "input) explicitly where they matter?",
        rules.unguarded_function,
    ),
)
