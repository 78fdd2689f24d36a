"""logic_1: McCabe complexity of each function at most N."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from vibebench.instructions._base import int_param
from vibebench.instructions._limits import FunctionLimit, Limit
from vibebench.instructions._strict_flow import HIDDEN_DECISIONS

if TYPE_CHECKING:
    from vibebench.instructions._strict import StrictFacts

_BOUND = int_param("max_complexity", 5, (2, 15), "Highest McCabe complexity allowed per function.")
"""The only parameter: the bound on each function's measure."""


def _decisions(body: list[ast.stmt]) -> int:
    """Decision points in a block, counted the way Ruff's mccabe port counts them."""
    total = 0
    for node in body:
        if isinstance(node, ast.If):
            # An `elif` is an `if` nested in `orelse`, so it adds its own one there.
            total += 1 + _decisions(node.body) + _decisions(node.orelse)
        elif isinstance(node, ast.For | ast.AsyncFor | ast.While):
            total += 1 + _decisions(node.body) + _decisions(node.orelse)
        elif isinstance(node, ast.With | ast.AsyncWith):
            total += _decisions(node.body)
        elif isinstance(node, ast.Try):
            total += _decisions(node.body) + _decisions(node.orelse)
            total += _decisions(node.finalbody)
            total += sum(1 + _decisions(handler.body) for handler in node.handlers)
        elif isinstance(node, ast.Match):
            total += sum(1 + _decisions(case.body) for case in node.cases)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            total += 1 + _decisions(node.body)
    return total


def complexity(func: ast.FunctionDef | ast.AsyncFunctionDef) -> int:
    """An estimate of the function's cyclomatic complexity (1 + its decision points)."""
    return 1 + _decisions(func.body)


_TRUTH_TESTS = (ast.Compare, ast.BoolOp)
_PAIR = 2


def _truth_test(node: ast.expr, facts: StrictFacts) -> bool:
    """A comparison, `and`/`or` or `not`, or a name bound once to one (`neg = n < 0`)."""
    node = facts.names.only_value(node)
    negation = isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not)
    return negation or isinstance(node, _TRUTH_TESTS)


def _picked_by_truth(node: ast.Subscript, facts: StrictFacts) -> bool:
    """`{True: 'neg', False: 'pos'}[n < 0]` or `('odd', 'even')[n % 2 == 0]`: an if/else."""
    table = node.value
    if isinstance(table, ast.Dict):
        keys = table.keys
        chooses = bool(keys) and all(
            isinstance(key, ast.Constant) and isinstance(key.value, bool) for key in keys
        )
    else:
        chooses = isinstance(table, ast.Tuple | ast.List) and len(table.elts) == _PAIR
    return chooses and _truth_test(node.slice, facts)


def hidden_decisions(node: ast.AST, facts: StrictFacts) -> int:
    """The decisions `decision_weight` counts, and one more an `if`/`else` was rewritten
    as: a pair or a `{True: ..., False: ...}` table indexed by a truth test.

    Asserts are not counted (invariant checks and test helpers assert with messages as a
    matter of course), nor products with a truth test (`rate * (x >= 0)` is how NumPy
    masks are written, and the types of the operands are not known)."""
    if isinstance(node, ast.Subscript):
        return int(_picked_by_truth(node, facts))
    return HIDDEN_DECISIONS.weight(node, facts)


_HIDDEN = HIDDEN_DECISIONS.extended(
    hidden_decisions,
    (ast.Subscript,),
    "values picked by a truth test",
)


class CyclomaticComplexity(FunctionLimit):
    """Keep every function's cyclomatic complexity low.

    What it asks:
        The McCabe cyclomatic complexity of each function and method, one plus its
        decision points (`if`, `elif`, loops, `except` clauses, `case` arms, nested
        functions), is at most `max_complexity`.

    Why:
        Complexity counts the independent paths a test suite must cover; functions over a
        small bound are where bugs hide. Meeting a tight bound forces helper functions or
        table-driven logic, which models rarely produce unprompted.

    Verified by:
        Ruff C901 (mccabe complex-structure) with `max-complexity` set to the parameter.
        McCabe counts statements only, so decisions made inside expressions are free.

    Strict mode:
        Also counts the decisions hidden in expressions: one per conditional expression
        (`a if c else b`), per extra operand of `and`/`or`, per comprehension `for` and
        `if`, per `case` guard, and per pair or `{True: ..., False: ...}` table indexed
        by a comparison, `and`/`or` or `not` (or a name bound once to one: `{True: 'neg',
        False: 'pos'}[n < 0]`), with lambdas counting for the function that holds them.
        Module-level code and class bodies are measured like functions, so logic moved
        out of functions is bounded too. Still possible: a dispatch table of small
        functions, guards rewritten as asserts (with or without a message: invariant
        checks and test helpers assert as a matter of course), amounts multiplied by a
        truth test or a flag (`10.0 * (country != 'US')`, `0.5 * express`: NumPy masks
        are written so, and the operands' types are not known), or decisions hidden in
        calls to library code (`max(5.0, x)`).
    """

    id = "logic_1"
    name = "cyclomatic_complexity"
    category = "logic"
    description = "Keep each function's McCabe cyclomatic complexity at or below a bound."
    generation_prompt = (
        "Keep the cyclomatic complexity of every function and method at most "
        "{max_complexity}: one plus the number of decision points such as if/elif, loops, "
        "except clauses and match cases."
    )
    edit_prompt = (
        "Refactor the code so that every function and method has a cyclomatic complexity "
        "of at most {max_complexity}, splitting logic into helpers or lookups where needed."
    )
    limit = Limit("C901", "mccabe.max-complexity", _BOUND, complexity, _HIDDEN)
