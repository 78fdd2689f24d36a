"""logic_2: at most N return statements per function."""

from __future__ import annotations

import ast
from functools import lru_cache

from vibebench.instructions._base import int_param
from vibebench.instructions._code_facts import CODE_CACHE_SIZE
from vibebench.instructions._limits import FunctionLimit, Limit
from vibebench.instructions._strict import StrictFacts
from vibebench.instructions._strict_arguments import calls_of, escapes
from vibebench.instructions._strict_flow import HIDDEN_EXITS

_BOUND = int_param("max_returns", 2, (1, 6), "Most return statements allowed per function.")
"""The only parameter: the bound on each function's measure."""


_BLOCKS = ("body", "orelse", "finalbody", "handlers", "cases")
"""The fields holding a statement's blocks (an except handler's and a case's included)."""
_DEFINITIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


def return_count(func: ast.FunctionDef | ast.AsyncFunctionDef) -> int:
    """The function's own `return` statements (those of nested functions excluded).

    A `return` is a statement, so only blocks are walked, never the expressions in them:
    the same count as over every node of `own_nodes`, in a fraction of the visits.
    """
    count = 0
    stack: list[ast.AST] = list(func.body)
    while stack:
        node = stack.pop()
        if isinstance(node, ast.Return):
            count += 1
        elif not isinstance(node, _DEFINITIONS):
            for name in _BLOCKS:
                block = getattr(node, name, None)
                if block:
                    stack.extend(block)
    return count


def _first_items(facts: StrictFacts) -> set[int]:
    """id() of the calls whose result goes straight to `next(...)`."""
    return {
        id(call.args[0])
        for call in facts.of_type(ast.Call)
        if call.args
        and isinstance(call.args[0], ast.Call)
        and "builtins.next" in facts.names.names(call.func)
    }


@lru_cache(maxsize=CODE_CACHE_SIZE)
def _next_taken(code: str) -> frozenset[tuple[int, str]]:
    """(line, name) of the module's generator functions only ever called inside `next(...)`,
    which yield their result as a function returns it."""
    facts = StrictFacts(code)
    firsts = _first_items(facts) if "next" in code else set()
    found = set()
    for function in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef) if firsts else ():
        calls = calls_of(facts, function)
        if (
            calls
            and all(id(call) in firsts for call in calls)
            and not escapes(facts, function, calls)
        ):
            found.add((function.lineno, function.name))
    return frozenset(found)


def yields_as_exits(node: ast.AST, facts: StrictFacts) -> int:
    """The exits `goto_raises` counts, and a `yield` statement of a generator only ever
    taken with `next(...)` (`next(_grade(score))`): the first one reached is the result."""
    if not isinstance(node, ast.Expr) or not isinstance(node.value, ast.Yield):
        return HIDDEN_EXITS.weight(node, facts)
    function = facts.owner(node, through_lambdas=False)
    key = (getattr(function, "lineno", 0), getattr(function, "name", ""))
    return int(key in _next_taken(facts.code))


_HIDDEN = HIDDEN_EXITS.extended(
    yields_as_exits, (ast.Expr,), "and yields of a generator taken with next()"
)


class MaxReturns(FunctionLimit):
    """Limit the number of return statements in each function.

    What it asks:
        No function or method contains more than `max_returns` `return` statements;
        returns inside nested functions count for the nested function.

    Why:
        Many exits make a function's result hard to trace and its clean-up easy to skip.
        A low bound pushes toward computing the result in one place and returning it
        once, the opposite of the early-return style models default to.

    Verified by:
        Ruff PLR0911 (pylint too-many-return-statements) with `max-returns` set to the
        parameter.

    Strict mode:
        Also counts, as one more exit each, the `raise` statements inside a `try` with a
        handler that returns what it caught (`raise Found(x)` caught by `except Found as
        hit: return hit.value`), which exit the function as a `return` would; a handler
        whose return does not read the exception (`except ValueError: return None` after a
        validation raise) adds nothing; and counts each `yield` statement of a generator
        function the module only ever calls straight inside `next(...)` (`return
        next(_grade(score))`), whose first yield reached is its result. Still possible: a
        handler returning a value carried some other way than in the exception (`except
        Found: return self.found`), a generator handed on before `next` takes from it, and
        exits moved into helper functions, each within its own bound.
    """

    id = "logic_2"
    name = "max_returns"
    category = "logic"
    description = "Limit each function to a maximum number of return statements."
    generation_prompt = (
        "Write each function and method with at most {max_returns} return statements."
    )
    edit_prompt = (
        "Restructure the code so that no function or method has more than {max_returns} "
        "return statements, for example by computing the result in a variable and returning "
        "it once."
    )
    # No conflict with logic_7 (no else after return): one `return` after an if/else
    # that assigns the result satisfies both, even at max_returns=1.
    limit = Limit("PLR0911", "pylint.max-returns", _BOUND, return_count, _HIDDEN)
