"""logic_4: at most N statements per function."""

from __future__ import annotations

import ast

from vibebench.instructions._base import Example, ParamSpec
from vibebench.instructions._code_facts import is_elif
from vibebench.instructions._limits import FunctionLimit
from vibebench.instructions._strict_flow import STATEMENT_NODES, statement_weight

_DEFAULT_MAX = 15


def _if_statements(node: ast.If) -> int:
    """An `if` with its `elif`/`else` clauses: one per clause plus their bodies."""
    total = 1 + _statements(node.body)
    if len(node.orelse) == 1 and is_elif(node, node.orelse[0]):
        return total + _statements(node.orelse)
    return total + (1 + _statements(node.orelse) if node.orelse else 0)


def _try_statements(node: ast.Try) -> int:
    total = 1 + _statements(node.body) + (1 if len(node.handlers) > 1 else 0)
    total += 1 + _statements(node.orelse) if node.orelse else 0
    total += 2 + _statements(node.finalbody) if node.finalbody else 0
    return total + sum(1 + _statements(handler.body) for handler in node.handlers)


def _statements(body: list[ast.stmt]) -> int:
    """Statements in a block, counted the way Ruff's PLR0915 (after pylint) counts them."""
    total = 0
    for node in body:
        if isinstance(node, ast.If):
            total += _if_statements(node)
        elif isinstance(node, ast.Try):
            total += _try_statements(node)
        elif isinstance(node, ast.For | ast.AsyncFor):
            total += _statements(node.body) + _statements(node.orelse)
        elif isinstance(node, ast.While):
            total += 1 + _statements(node.body) + _statements(node.orelse)
        elif isinstance(node, ast.Match):
            total += 1 + sum(_statements(case.body) for case in node.cases)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.With | ast.AsyncWith):
            total += 1 + _statements(node.body)
        elif not isinstance(node, ast.Return):
            total += 1
    return total


def statement_count(func: ast.FunctionDef | ast.AsyncFunctionDef) -> int:
    """The function's statements as PLR0915 counts them (returns are not counted)."""
    return _statements(func.body)


_SIXTEEN_STATEMENTS = (
    "def summary(values):\n"
    + "".join(f"    stat_{index} = sum(values) + {index}\n" for index in range(16))
    + "    return stat_0\n"
)
"""Sixteen statements: passes a bound of 20, fails the default 15."""


class MaxStatements(FunctionLimit):
    """Limit the number of statements in each function.

    What it asks:
        No function or method contains more than `max_statements` statements, counting
        the statements nested inside its loops, conditionals, `with` and `try` blocks
        and nested functions.

    Why:
        Long functions mix several jobs and are hard to test and reuse. A statement
        budget forces decomposition into named helpers, which models tend to skip when
        they can solve a task in one long function.

    Verified by:
        Ruff PLR0915 (pylint too-many-statements) with `max-statements` set to the
        parameter. Following pylint, `return` statements are not counted and clauses such
        as `else` and `except` add one each.

    Strict mode:
        Also counts the statements packed into expressions: one per assignment
        expression (`:=`) and one per extra call in an expression statement (a tuple of
        calls, a comprehension run for its side effects). Still possible: work moved
        into helper functions, each within its own bound, or into lambdas called in a
        loop.
    """

    id = "logic_4"
    name = "max_statements"
    category = "logic"
    description = "Limit each function to a maximum number of statements."
    generation_prompt = (
        "Keep every function and method to at most {max_statements} statements, counting "
        "the statements inside its loops, conditionals and other blocks; split longer "
        "logic into helper functions."
    )
    edit_prompt = (
        "Split up long functions so that no function or method has more than "
        "{max_statements} statements, counting statements inside nested blocks."
    )
    parameters = (
        ParamSpec(
            name="max_statements",
            type="int",
            default=_DEFAULT_MAX,
            minimum=5,
            maximum=50,
            description="Most statements allowed per function.",
        ),
    )
    ruff_rules = ("PLR0915",)
    measure = staticmethod(statement_count)
    ruff_setting = ("pylint", "max-statements")
    strict_weight = staticmethod(statement_weight)
    strict_nodes = STATEMENT_NODES
    strict_through_lambdas = False
    strict_unit = "statements"
    strict_hides = "counting assignment expressions and extra calls per statement"
    passes = (
        Example(
            response=(
                "def mean(values):\n"
                "    total = sum(values)\n"
                "    count = len(values)\n"
                "    return total / count\n"
            ),
        ),
        Example(
            response=_SIXTEEN_STATEMENTS,
            params={"max_statements": 20},
            note="16 statements fit a bound of 20 (fail at the default 15)",
        ),
    )
    fails = (
        Example(
            response=_SIXTEEN_STATEMENTS,
            note="16 statements",
        ),
        Example(
            response=(
                "def normalise(values):\n"
                "    low = min(values)\n"
                "    high = max(values)\n"
                "    span = high - low\n"
                "    if span == 0:\n"
                "        span = 1\n"
                "    scaled = [(value - low) / span for value in values]\n"
                "    return scaled\n"
            ),
            params={"max_statements": 5},
            note="6 statements over a bound of 5 (passes at the default 15)",
        ),
    )
