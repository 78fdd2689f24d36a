"""logic_2: at most N return statements per function."""

from __future__ import annotations

import ast

from vibebench.instructions._base import int_param
from vibebench.instructions._code_facts import own_nodes
from vibebench.instructions._limits import FunctionLimit, Limit
from vibebench.instructions._strict_flow import HIDDEN_EXITS

_BOUND = int_param("max_returns", 2, (1, 6), "Most return statements allowed per function.")
"""The only parameter: the bound on each function's measure."""


def return_count(func: ast.FunctionDef | ast.AsyncFunctionDef) -> int:
    """The function's own `return` statements (those of nested functions excluded)."""
    return sum(isinstance(node, ast.Return) for node in own_nodes(func))


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
        validation raise) adds nothing. Still possible: a handler returning a value carried
        some other way than in the exception (`except Found: return self.found`), and
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
    limit = Limit("PLR0911", "pylint.max-returns", _BOUND, return_count, HIDDEN_EXITS)
