"""logic_4: at most N statements per function."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from vibebench.instructions._base import int_param
from vibebench.instructions._code_facts import is_elif
from vibebench.instructions._limits import FunctionLimit, Limit
from vibebench.instructions._strict_flow import HIDDEN_STATEMENTS

if TYPE_CHECKING:
    from vibebench.instructions._strict import StrictFacts

_BOUND = int_param("max_statements", 15, (5, 50), "Most statements allowed per function.")
"""The only parameter: the bound on each function's measure."""


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


_DEFS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


def hidden_statements(node: ast.AST, facts: StrictFacts) -> int:
    """The statements `statement_weight` counts, and those of a class body inside a
    function (`class _Run: s0 = step_0(config) ...`), which run when the function does;
    PLR0915 counts the class as one statement."""
    if not isinstance(node, ast.ClassDef):
        return HIDDEN_STATEMENTS.weight(node, facts)
    if not isinstance(facts.owner(node), ast.FunctionDef | ast.AsyncFunctionDef):
        return 0
    return _statements([item for item in node.body if not isinstance(item, _DEFS)])


_HIDDEN = HIDDEN_STATEMENTS.extended(
    hidden_statements, (ast.ClassDef,), "and class bodies inside the function"
)


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
        expression (`:=`), in an expression statement (or one assigned only to `_`) one
        per call whose result it throws away beyond the first (a tuple, list or set of
        calls, the operands of `and`/`or`, a comprehension run for its side effects,
        which counts as a loop too) and one per call handed beside another to the same
        call (`run(load(), save())`), and one per call beyond the first in a literal
        tuple or list indexed by a constant (`(load(), save(), config)[-1]`); a call
        nested in another's argument (`out.append(int(text))`) computes a value and adds
        nothing; the statements of a class body inside the function (`class _Run: s0 =
        step_0(config) ...`, its methods aside) count for the function, since they run
        when it does. Still possible: work moved into helper functions, each within its own
        bound, into lambdas called in a loop, or into a container of calls handed to a
        call (`run((load(), save()))`), returned or assigned to a name (`return load(),
        save()`, which reads as returning two results).
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
    limit = Limit("PLR0915", "pylint.max-statements", _BOUND, statement_count, _HIDDEN)
