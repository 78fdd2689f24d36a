"""logic_3: at most N branches per function (the paper's published example)."""

from __future__ import annotations

import ast
import dataclasses
from typing import TYPE_CHECKING

from vibebench.instructions._base import int_param
from vibebench.instructions._code_facts import is_elif
from vibebench.instructions._limits import FunctionLimit, Limit
from vibebench.instructions._strict_flow import HIDDEN_BRANCHES, table_size

if TYPE_CHECKING:
    from vibebench.instructions._strict import StrictFacts

_BOUND = int_param("max_branches", 2, (1, 12), "Most branches allowed per function.", (2, 3, 4))
"""The only parameter: the bound on each function's measure."""


def _else_branches(node: ast.If) -> int:
    """Branches of an `if` statement's `elif`/`else` part."""
    if not node.orelse:
        return 0
    if len(node.orelse) == 1 and is_elif(node, node.orelse[0]):
        return _branches(node.orelse)
    return 1 + _branches(node.orelse)


def _branches(body: list[ast.stmt]) -> int:
    """Branches in a block, counted the way Ruff's PLR0912 counts them."""
    total = 0
    for node in body:
        if isinstance(node, ast.If):
            total += 1 + _branches(node.body) + _else_branches(node)
        elif isinstance(node, ast.For | ast.AsyncFor | ast.While):
            total += 1 + _branches(node.body)
            total += 1 + _branches(node.orelse) if node.orelse else 0
        elif isinstance(node, ast.With | ast.AsyncWith):
            total += _branches(node.body)
        elif isinstance(node, ast.Try):
            total += _branches(node.body)
            total += 1 + _branches(node.orelse) if node.orelse else 0
            total += 1 + _branches(node.finalbody) if node.finalbody else 0
            total += sum(1 + _branches(handler.body) for handler in node.handlers)
        elif isinstance(node, ast.Match):
            total += sum(1 + _branches(case.body) for case in node.cases)
    return total


def branch_count(func: ast.FunctionDef | ast.AsyncFunctionDef) -> int:
    """The function's branches (nested functions not included)."""
    return _branches(func.body)


_VALUES = (ast.Constant, ast.JoinedStr, ast.List, ast.Tuple, ast.Set, ast.Dict, ast.ListComp,
           ast.SetComp, ast.DictComp, ast.GeneratorExp, ast.BinOp, ast.Lambda)  # fmt: skip
"""Expressions that are plainly values rather than truth tests (a `bool` constant aside)."""
_MOST_GET_ARGS = 2


def _chosen_value(node: ast.expr) -> bool:
    """`x < 0 and 'negative'`: an `and` whose last operand is a value, not a condition."""
    if not isinstance(node, ast.BoolOp) or not isinstance(node.op, ast.And):
        return False
    last = node.values[-1]
    return isinstance(last, _VALUES) and not (
        isinstance(last, ast.Constant) and isinstance(last.value, bool)
    )


def _value_choices(node: ast.BoolOp) -> int:
    """`x < 0 and 'negative' or x == 0 and 'zero' or 'positive'`: the pre-ternary idiom,
    two branches (an if/else) per `and` that picks a value in an `or` chain.

    Truth tests such as `year % 4 == 0 and year % 100 != 0 or year % 400 == 0` pick no
    value and count nothing.
    """
    if not isinstance(node.op, ast.Or):
        return 0
    return 2 * sum(map(_chosen_value, node.values))


def _get_dispatch(call: ast.Call, facts: StrictFacts) -> int:
    """`HANDLERS.get(key, fallback)(x)`: a table of functions called through `.get`, one
    branch per entry and one for the fallback, as `HANDLERS[key](x)` counts per entry."""
    lookup = call.func
    if not isinstance(lookup, ast.Call) or not isinstance(lookup.func, ast.Attribute):
        return 0
    if lookup.func.attr != "get" or not lookup.args or len(lookup.args) > _MOST_GET_ARGS:
        return 0
    size = table_size(lookup.func.value, facts)
    return size + (len(lookup.args) == _MOST_GET_ARGS) if size else 0


def hidden_branches(node: ast.AST, facts: StrictFacts) -> int:
    """The branches `branch_weight` counts, and and/or choosing values and `.get` dispatch."""
    weight = HIDDEN_BRANCHES.weight(node, facts)
    if isinstance(node, ast.BoolOp):
        return weight + _value_choices(node)
    if isinstance(node, ast.Call):
        return weight + _get_dispatch(node, facts)
    return weight


_HIDDEN = dataclasses.replace(
    HIDDEN_BRANCHES,
    weight=hidden_branches,
    nodes=(*HIDDEN_BRANCHES.nodes, ast.BoolOp),
    hides=f"{HIDDEN_BRANCHES.hides}, and/or choosing values",
)


class MaxBranches(FunctionLimit):
    """Limit the number of branches in each function.

    What it asks:
        No function or method has more than `max_branches` branches, where every `if`,
        `elif` and `else`, every `for` and `while` loop (and its `else`), every `except`,
        `else` and `finally` clause of a `try`, and every `case` of a `match` counts as one.

    Why:
        Branch-heavy functions are hard to read and to test exhaustively. The paper
        publishes this instruction as its example of a parameterised constraint: at 2-4
        branches even strong models must restructure code they would otherwise write
        as one long if-chain.

    Verified by:
        Ruff PLR0912 (pylint too-many-branches) with `max-branches` set to the parameter.
        Only statements count: branches taken inside expressions are free.

    Strict mode:
        Also counts the branches hidden in expressions: two per conditional expression
        (like the if/else it replaces), one per extra operand of an `and`/`or` used as
        a statement (`ready and start()`), two per `and` in an `or` chain that picks a
        value (a literal, f-string, container, comprehension, arithmetic or lambda: `x < 0
        and 'negative' or 'positive'`), one per comprehension `if`, one per `assert`,
        and one per entry of a table of functions indexed and called in place
        (`{'a': f, 'b': g}[key]()`, and `TABLE.get(key, fallback)()` with one more for
        the fallback), with lambdas counting for the function that holds them.
        Module-level code and class bodies are measured like functions. Still possible:
        branching moved into helper functions, each within its own bound, and an and/or
        chain picking names or call results (`ok and primary or fallback`), which reads
        the same as a truth test.
    """

    id = "logic_3"
    name = "max_branches"
    category = "logic"
    description = "Limit each function to a maximum number of branches."
    generation_prompt = (
        "Give every function and method at most {max_branches} branches, counting each "
        "if, elif and else, each for or while loop, each except, else or finally clause "
        "of a try, and each case of a match statement as one branch."
    )
    edit_prompt = (
        "Reduce branching so that no function or method has more than {max_branches} "
        "branches (each if/elif/else, for/while loop, try clause and match case counts "
        "as one); move logic into helper functions or lookups of values where it helps."
    )
    limit = Limit("PLR0912", "pylint.max-branches", _BOUND, branch_count, _HIDDEN)
