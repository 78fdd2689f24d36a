"""Small pattern helpers the catalog's rules share (loops, ranges, recursion, VeriCode)."""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterator
from typing import Any

from vibebench._python_source import parse_module
from vibebench.codealign._entry import Applies, Rule, RuleResult
from vibebench.codealign._facts import LOOPS, CodeFacts, call_name
from vibebench.instructions import get_instruction

__all__ = [
    "LONG_CHAIN",
    "chain_rule",
    "found",
    "has_nested_loops",
    "memoized",
    "nested_range_loops",
    "range_call",
    "ruff_rule",
    "vericode_applies",
]


def vericode_applies(instruction_id: str) -> Applies:
    """Applicability from a VeriCode instruction's own `applies_to`."""

    def applies(facts: CodeFacts) -> bool:
        return get_instruction(instruction_id).applies_to(facts.code)

    return applies


def found(finder: Callable[[Any], Any]) -> Applies:
    """Applicability of an entry that removes what `finder` finds: it applies where
    `finder` finds something."""
    return lambda facts: bool(finder(facts))


def ruff_rule(spec_id: str, what: str) -> Rule:
    """A rule that passes when the batched Ruff run found nothing for `spec_id`."""

    def rule(after: CodeFacts, before: CodeFacts | None) -> RuleResult:
        if after.ruff_passes(spec_id):
            return True, f"{what}: no finding"
        return False, f"{what}: Ruff still reports findings"

    return rule


LONG_CHAIN = 4
"""An if/elif (if/else-if) chain this long or longer is one to shorten."""


def chain_rule(longest_chain: Callable[[Any], int], chain: str) -> Rule:
    """The rule of shorten-if-else-chains in a language whose chains read `chain`: the
    longest chain is short now, and shorter than before when there was one."""

    def rule(after: Any, before: Any | None) -> RuleResult:
        longest = longest_chain(after)
        if longest >= LONG_CHAIN:
            return False, f"an {chain} chain still has {longest} branches"
        if before is not None and longest >= longest_chain(before) > 0:
            return False, f"the longest chain did not get shorter ({longest} branches)"
        return True, f"longest {chain} chain: {longest} branches"

    return rule


def range_call(node: ast.AST) -> ast.Call | None:
    """The `range(...)` call a loop iterates over, if that is what it iterates."""
    is_range = isinstance(node, ast.For) and isinstance(node.iter, ast.Call)
    return node.iter if is_range and call_name(node.iter) == "range" else None  # type: ignore[attr-defined]


def nested_range_loops(facts: CodeFacts) -> Iterator[tuple[ast.For, ast.For]]:
    """(outer, inner) pairs of `for` loops over range(), the inner inside the outer's body."""
    for outer in facts.of_type(ast.For):
        if range_call(outer) is None or not isinstance(outer.target, ast.Name):  # type: ignore[attr-defined]
            continue
        for statement in outer.body:  # type: ignore[attr-defined]
            for inner in ast.walk(statement):
                if range_call(inner) is not None:
                    yield outer, inner  # type: ignore[misc]


def has_nested_loops(facts: CodeFacts) -> bool:
    """Whether some loop runs inside another loop's body."""
    return any(isinstance(node, LOOPS) for node in facts.loop_bodies())


def memoized(facts: CodeFacts) -> bool:
    """Whether some function is cached with functools (lru_cache / cache)."""
    for func in facts.functions:
        for decorator in func.decorator_list:
            name = call_name(decorator) or ""
            if name.rsplit(".", 1)[-1] in ("lru_cache", "cache"):
                return True
    return False


def defines_entry_point(code: str, entry_point: str | None) -> bool:
    """Whether `code` still defines the function or class the task's tests call.

    An answer that drops the solution (`x = 1`) trivially "follows" instructions such as
    avoid-recursion; every verdict on it fails instead. Stdin programs (no entry point) and
    code that does not parse are left to the entries themselves.
    """
    if not entry_point:
        return True
    tree = parse_module(code)
    if tree is None:
        return True
    defined = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
    return any(isinstance(node, defined) and node.name == entry_point for node in ast.walk(tree))
