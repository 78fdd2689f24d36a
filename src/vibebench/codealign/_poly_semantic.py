"""Semantic entries in Java and JavaScript: algorithm, performance and correctness."""

from __future__ import annotations

import re

from vibebench.codealign._entry import CatalogEntry, RuleResult
from vibebench.codealign._helpers import found
from vibebench.codealign._poly_entry import absence, twin
from vibebench.codealign._poly_patterns import (
    float_operations,
    inner_from_zero,
    is_binary_search,
    linear_search,
    scanner_input,
)
from vibebench.codealign._source_facts import LOOP_TYPES, SourceFacts

__all__ = ["POLY_SEMANTIC"]


def _nested_loops(facts: SourceFacts) -> bool:
    loops = LOOP_TYPES[facts.language]
    return any(node.type in loops for node in facts.loop_bodies())


def _no_recursion(after: SourceFacts, before: SourceFacts | None) -> RuleResult:
    if after.recurses:
        return False, "a function still calls itself"
    return True, "no function calls itself"


def _inner_from_outer(after: SourceFacts, before: SourceFacts | None) -> RuleResult:
    if not _nested_loops(after):
        return False, "no nested loops"
    left = inner_from_zero(after)
    if left:
        return False, f"an inner loop does not start from the outer index ({left[0]})"
    return True, "inner loops start from the outer index"


def _binary_search(after: SourceFacts, before: SourceFacts | None) -> RuleResult:
    found = is_binary_search(after)
    return found, "binary search (library or halving)" if found else "no binary search"


_TABLE_WRITE = re.compile(r"\w+\s*\[[^\]]+\]\s*=[^=]|\.(?:set|put)\(")


def _iterative_table(after: SourceFacts, before: SourceFacts | None) -> RuleResult:
    if after.recurses:
        return False, "the solution still recurses"
    bodies = {
        after.text(n)
        for n in after.loop_bodies()
        if n.type in ("block", "statement_block", "expression_statement")
    }
    filled = any(_TABLE_WRITE.search(text) for text in bodies)
    return filled, "a table is filled in a loop" if filled else "no table filled iteratively"


def _buffered(after: SourceFacts, before: SourceFacts | None) -> RuleResult:
    if scanner_input(after):
        return False, "unbuffered input is still used"
    text = after.code
    found = "BufferedReader" in text or re.search(r"readFileSync\(\s*(0|\"/dev/stdin\")", text)
    return bool(found), "buffered input" if found else "no buffered input"


def _stores_arrays(facts: SourceFacts) -> bool:
    return (
        re.search(
            r"new \w+\[|new (Array)?List|new ArrayList|\[\.\.\.|\.slice\(|\.map\(|"
            r"\.filter\(|Arrays\.copyOf|\.toArray\(",
            facts.code,
        )
        is not None
    )


def _repeated_calls_in_loops(facts: SourceFacts) -> bool:
    calls = [
        facts.text(n)
        for n in facts.loop_bodies()
        if n.type in ("method_invocation", "call_expression")
    ]
    return len(calls) != len(set(calls)) or _nested_loops(facts)


def _map_operations_in_loops(facts: SourceFacts) -> bool:
    operations = ("get", "put", "containsKey", "has", "set", "getOrDefault")
    found = [
        n
        for n in facts.loop_bodies()
        if n.type in ("method_invocation", "call_expression") and facts.callee(n) in operations
    ]
    return len(found) >= 2


def _scans_lists(facts: SourceFacts) -> bool:
    scans = ("contains", "indexOf", "includes", "remove", "shift", "splice")
    return any(
        facts.callee(n) in scans
        for n in facts.loop_bodies()
        if n.type in ("method_invocation", "call_expression")
    )


def _unguarded(facts: SourceFacts) -> bool:
    risky = re.search(r"\[0\]|\.get\(0\)|charAt\(0\)|/\s*\w", facts.code) is not None
    return risky or not facts.of_type("if_statement")


def _search_space(facts: SourceFacts) -> bool:
    return _nested_loops(facts) or facts.recurses


POLY_SEMANTIC: tuple[CatalogEntry, ...] = (
    *absence("avoid-floating-point-operations", float_operations, "floating-point operations"),
    *twin("avoid-recursion", lambda facts: facts.recurses, _no_recursion),
    *twin(
        "change-inner-loop-to-start-from-outer-index",
        found(inner_from_zero),
        _inner_from_outer,
    ),
    *twin("use-binary-search", found(linear_search), _binary_search),
    *twin("use-iterative-dp", lambda facts: facts.recurses, _iterative_table),
    *twin("optimize-io-performance", found(scanner_input), _buffered),
    *twin("use-dynamic-programming", _search_space),
    *twin("use-greedy-algorithm", _search_space),
    *twin("use-efficient-algorithm", _search_space),
    *twin("limit-variable-scope", _search_space),
    *twin("avoid-extra-array-storage", _stores_arrays),
    *twin("avoid-redundant-computation", _repeated_calls_in_loops),
    *twin("reduce-dictionary-operations", _map_operations_in_loops),
    *twin("use-efficient-data-structure", _scans_lists),
    *twin("check-edge-cases", _unguarded),
)
