"""logic_1: McCabe complexity of each function at most N."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from vibebench.instructions._base import int_param
from vibebench.instructions._code_facts import irrefutable
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
            last = node.cases[-1]
            total -= last.guard is None and irrefutable(last.pattern)  # its `else`
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


def _truth_table(table: ast.expr) -> bool:
    """A literal `{True: ..., False: ...}` table, or a tuple or list of values to index."""
    if isinstance(table, ast.Dict):
        keys = table.keys
        return bool(keys) and all(
            isinstance(key, ast.Constant) and isinstance(key.value, bool) for key in keys
        )
    return isinstance(table, ast.Tuple | ast.List) and len(table.elts) >= _PAIR


def _truth_leaves(index: ast.expr, facts: StrictFacts) -> int | None:
    """The truth tests an index is made of, or None when it is not made only of them (and
    constants): `n < 0`, `int(n < 0)`, `bool(flag)`, or a sum of such (`(x > 1) + (x >
    10)`, a bucket picked by thresholds), also through the one name it is bound to."""
    index = facts.names.only_value(index)
    if isinstance(index, ast.BinOp) and isinstance(index.op, ast.Add | ast.Sub):
        left, right = _truth_leaves(index.left, facts), _truth_leaves(index.right, facts)
        return None if left is None or right is None else left + right
    if isinstance(index, ast.Constant) and type(index.value) is int:
        return 0
    if isinstance(index, ast.Call) and len(index.args) == 1 and not index.keywords:
        called = facts.names.names(index.func)
        if "builtins.bool" in called:
            return 1
        if "builtins.int" in called and _truth_test(index.args[0], facts):
            return 1
    return 1 if _truth_test(index, facts) else None


def _picked_by_truth(node: ast.Subscript | ast.Call, facts: StrictFacts) -> int:
    """`{True: 'neg', False: 'pos'}[n < 0]` (or `.get(n < 0)`), `('odd', 'even')[n % 2 ==
    0]` or `NAMES[(x > 1) + (x > 10)]` on a literal table (or the one name bound to it):
    an if/else per truth test."""
    if isinstance(node, ast.Subscript):
        table, index = node.value, node.slice
    elif isinstance(node.func, ast.Attribute) and node.func.attr == "get" and node.args:
        table, index = node.func.value, node.args[0]
    else:
        return 0
    table = facts.names.only_value(table)
    return (_truth_leaves(index, facts) or 0) if _truth_table(table) else 0


def hidden_decisions(node: ast.AST, facts: StrictFacts) -> int:
    """The decisions `decision_weight` counts, and those an `if`/`else` was rewritten as:
    a literal table indexed by truth tests (see `_picked_by_truth`).

    Asserts are not counted (invariant checks and test helpers assert with messages as a
    matter of course), nor products with a truth test (`rate * (x >= 0)` is how NumPy
    masks are written, and the types of the operands are not known)."""
    if isinstance(node, ast.Subscript | ast.Call):
        return _picked_by_truth(node, facts)
    return HIDDEN_DECISIONS.weight(node, facts)


_HIDDEN = HIDDEN_DECISIONS.extended(
    hidden_decisions,
    (ast.Subscript, ast.Call),
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
        (`a if c else b`), per extra operand of `and`/`or` (a default picked by `or`,
        `host or 'localhost'`, is a decision too, as in radon's count: the prompt's
        decision points are examples, and `x if x else d` counts the same), per
        comprehension `for` and `if`, per `case` guard, and per truth test indexing a
        literal tuple, list or `{True: ..., False: ...}` table: a comparison, `and`/`or`
        or `not`, a name bound once to one, `int(...)` of one or `bool(...)` of anything,
        alone or summed, the table or index also through the one name bound to it
        (`{True: 'neg', False: 'pos'}[n < 0]`, also through `.get`,
        `('pos', 'neg')[int(n < 0)]`, `NAMES[(x > 1) + (x > 10)]`), with lambdas counting
        for the function that holds them. Module-level code and class bodies are
        measured like functions, so logic moved out of functions is bounded too, except
        for the guards that pick what a module imports or runs (`try`/`except
        ImportError`, also with other errors, `except (ImportError, OSError)`, when the
        `try` imports, `if TYPE_CHECKING:`, `if __name__ == '__main__':`, and tests of
        `sys.version_info`, `sys.platform`, `os.name` or `platform` values, or of names
        set only by imports or to constants, alone or compared with literals, and
        `hasattr` of a module: `if platform.system() == 'Linux':`, `if yaml is not
        None:`): what they hold is measured (a `__main__` block that branches, or a
        script branching on `sys.argv`, is script logic), the guards are not.
        Still possible: a dispatch table of small functions, guards rewritten as asserts
        (with or without a message: invariant checks and test helpers assert as a matter
        of course), amounts multiplied by a truth test or a flag (`10.0 * (country !=
        'US')`, `0.5 * express`: NumPy masks are written so, and the operands' types are
        not known), or decisions hidden in calls to library code (`max(5.0, x)`).
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
