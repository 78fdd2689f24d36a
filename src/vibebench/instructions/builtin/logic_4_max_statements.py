"""logic_4: at most N statements per function."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from vibebench.instructions._base import int_param
from vibebench.instructions._code_facts import is_elif
from vibebench.instructions._limits import FunctionLimit, Limit
from vibebench.instructions._strict_flow import HiddenCount

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


_COMPREHENSIONS = (ast.ListComp, ast.SetComp, ast.GeneratorExp)


def _discarded_calls(node: ast.expr) -> int:
    """Calls whose results an expression statement throws away, each a statement of its
    own: the elements of a tuple, list or set of calls, the operands of `and`/`or`, the
    element of a comprehension run for its side effects (`[log(x) for x in xs]`)."""
    if isinstance(node, ast.Call):
        return 1
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return sum(map(_discarded_calls, node.elts))
    if isinstance(node, ast.BoolOp):
        return sum(map(_discarded_calls, node.values))
    if isinstance(node, ast.IfExp):
        return max(_discarded_calls(node.body), _discarded_calls(node.orelse))
    if isinstance(node, _COMPREHENSIONS):
        return 1 + _discarded_calls(node.elt)
    if isinstance(node, ast.Await | ast.Starred):
        return _discarded_calls(node.value)
    return 0


def _calls_handed(call: ast.Call) -> int:
    """How many of a call's arguments are calls themselves."""
    values = [*call.args, *(keyword.value for keyword in call.keywords)]
    return sum(isinstance(value, ast.Call) for value in values)


def _packed_arguments(node: ast.expr) -> int:
    """Calls handed side by side to one call (`run(load(), parse(), save())`): one
    statement each beyond the first. A call nested in another's argument
    (`parts.append(int(text.strip()))`) computes a value and adds nothing."""
    return sum(
        max(0, _calls_handed(call) - 1) for call in ast.walk(node) if isinstance(call, ast.Call)
    )


def _thrown_away(node: ast.Assign) -> bool:
    """`_ = (load(), save())`: a value assigned only to the throwaway name `_`."""
    return all(isinstance(target, ast.Name) and target.id == "_" for target in node.targets)


def _picked_from_calls(node: ast.Subscript) -> int:
    """`(load(), save(), config)[-1]`: a literal tuple or list indexed by a constant keeps
    one element, so its calls beyond the first are statements whose results are dropped."""
    index = node.slice.operand if isinstance(node.slice, ast.UnaryOp) else node.slice
    if not isinstance(node.value, ast.Tuple | ast.List) or not isinstance(index, ast.Constant):
        return 0
    return max(0, _discarded_calls(node.value) - 1)


def statement_weight(node: ast.AST, facts: StrictFacts) -> int:
    """Statements packed into expressions, which PLR0915 counts as one: one per assignment
    expression (`:=`), in an expression statement (or one assigned to `_`) one per
    discarded call beyond the first and per call handed beside another to the same call,
    and the calls of a literal tuple indexed by a constant beyond the first."""
    if isinstance(node, ast.NamedExpr):
        return 1
    if isinstance(node, ast.Subscript):
        return _picked_from_calls(node)
    if isinstance(node, ast.Assign) and not _thrown_away(node):
        return 0
    if isinstance(node, ast.Expr | ast.Assign) and not isinstance(node.value, ast.Constant):
        return max(0, _discarded_calls(node.value) - 1) + _packed_arguments(node.value)
    return 0


_HIDDEN = HiddenCount(
    weight=statement_weight,
    nodes=(ast.NamedExpr, ast.Expr, ast.Assign, ast.Subscript),
    unit="statements",
    hides="counting assignment expressions and extra calls per statement",
    through_lambdas=False,
)
"""What strict mode adds to PLR0915's statements."""


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
        nothing. Still possible: work moved into helper functions, each within its own
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
