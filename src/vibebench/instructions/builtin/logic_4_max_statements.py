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
    """The statements `statement_weight` counts, those of a class body inside a function
    (`class _Run: s0 = step_0(config) ...`), which run when the function does (PLR0915
    counts the class as one statement), and calls run side by side (`_side_by_side`)."""
    if isinstance(node, ast.ClassDef):
        if not isinstance(facts.owner(node), ast.FunctionDef | ast.AsyncFunctionDef):
            return 0
        return _statements([item for item in node.body if not isinstance(item, _DEFS)])
    weight = HIDDEN_STATEMENTS.weight(node, facts)
    if isinstance(node, ast.BoolOp | ast.Compare | ast.JoinedStr):
        return weight + _side_by_side(node, facts)
    if isinstance(node, ast.Subscript) and not weight:
        return _packed(node.value.elts) if isinstance(node.value, _LITERALS) else 0
    if isinstance(node, ast.For | ast.AsyncFor) and isinstance(node.iter, _LITERALS):
        return _packed(node.iter.elts)
    return weight


_LITERALS = (ast.Tuple, ast.List, ast.Set)
_SIDE_BY_SIDE = 4
"""Different functions called side by side in one expression from which each beyond the
first is a statement. Honest conditions and messages call up to three
(`isinstance(x, str) and x.startswith(p) and not x.endswith(q)`): with four, no function of
12,000 files of installed packages changed verdict."""


def _packed(parts: list[ast.expr]) -> int:
    """Statements packed as calls side by side: one per call of a different function beyond
    the first, once there are `_SIDE_BY_SIDE` of them. The same function called again
    (`random.choice(nouns)`, `len(a) == len(b) == len(c)`) computes values, as a loop
    would."""
    calls = [step for step in map(_step, parts) if step is not None]
    if len(calls) < _SIDE_BY_SIDE:
        return 0
    different = len({ast.dump(call.func) for call in calls})
    return different - 1 if different >= _SIDE_BY_SIDE else 0


def _step(part: ast.expr) -> ast.Call | None:
    """The call a part runs, awaited or not, alone or tested (`ctx.build() is None`, `not
    ctx.build()`)."""
    if isinstance(part, ast.Await | ast.FormattedValue | ast.Starred):
        part = part.value
    if isinstance(part, ast.UnaryOp):
        part = part.operand
    if isinstance(part, ast.Compare) and len(part.comparators) == 1:
        part = part.left
    return part if isinstance(part, ast.Call) else None


def _side_by_side(node: ast.BoolOp | ast.Compare | ast.JoinedStr, facts: StrictFacts) -> int:
    """`ok = ctx.fetch() is None and ctx.build() is None and ...`, `done = db.drop() is
    db.create() is db.seed()`, `log = f'{app.load()}{app.migrate()}{app.serve()}'`: steps
    run as the operands of one `and`/`or`, comparison chain or f-string (see `_packed`).
    An `and`/`or` an expression statement throws away is counted by `statement_weight`."""
    if isinstance(node, ast.BoolOp):
        if id(node) in facts.derived(_thrown_away_chains):
            return 0
        return _packed(node.values)
    if isinstance(node, ast.Compare):
        return _packed([node.left, *node.comparators])
    return _packed(node.values)


def _thrown_away_chains(facts: StrictFacts) -> frozenset[int]:
    """id() of the `and`/`or` chains whose calls `statement_weight` counts already: those
    an expression statement (or one assigned to `_`) throws away, inside the containers,
    chains and conditional expressions it looks through."""
    found: set[int] = set()
    for statement in facts.of_type(ast.Expr, ast.Assign):
        if isinstance(statement, ast.Assign) and not all(
            isinstance(target, ast.Name) and target.id == "_" for target in statement.targets
        ):
            continue
        pending: list[ast.expr] = [statement.value]
        while pending:
            value = pending.pop()
            if isinstance(value, ast.BoolOp):
                found.add(id(value))
                pending.extend(value.values)
            elif isinstance(value, ast.Tuple | ast.List | ast.Set):
                pending.extend(value.elts)
            elif isinstance(value, ast.IfExp):
                pending.extend((value.body, value.orelse))
            elif isinstance(value, ast.Await | ast.Starred):
                pending.append(value.value)
    return frozenset(found)


_HIDDEN = HIDDEN_STATEMENTS.extended(
    hidden_statements,
    (ast.ClassDef, ast.BoolOp, ast.Compare, ast.JoinedStr, ast.For, ast.AsyncFor),
    "class bodies inside the function, and calls side by side",
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
        The top-level code of a constant string a function runs through
        exec/eval/compile counts toward that function's statements, its hidden parts
        included (functions the string defines are judged on their own).
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
        when it does; and anywhere else, one per different function beyond the first
        once four or more different functions are called side by side (a call alone,
        awaited, negated or compared once: `ctx.build() is None`) as the operands of one
        `and`/`or` (`ok = ctx.fetch() is None and ctx.build() is None and ...`), of one
        comparison chain, as the fields of one f-string, as the items of a literal tuple,
        list or set a `for` loops over (`for _ in (load(), save(), ...): pass`) or one
        indexed by anything (`[load(), save(), ...][LAST]`). Still possible: work moved
        into helper functions, each within its own bound, into lambdas called in a loop,
        or into a container of calls handed to a call (`run((load(), save()))`), returned
        or assigned to a name (`return load(), save()`, which reads as returning two
        results), up to three different functions called side by side in one expression
        (honest conditions and messages call as many: `isinstance(x, str) and
        x.startswith(p) and not x.endswith(q)`), and one function called side by side
        many times (`run('fetch') and run('build')`, `f'{choice(a)} {choice(b)}'`: a
        loop over values, not a sequence of steps).
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
