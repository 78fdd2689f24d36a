"""logic_7: no else/elif after a branch that returns, raises, breaks or continues."""

from __future__ import annotations

import ast
from typing import Any

from vibebench.instructions._base import Instruction
from vibebench.instructions._code_facts import functions, is_elif, own_nodes, parse
from vibebench.instructions._strict import Finding, StrictFacts, without_noops
from vibebench.instructions._strict_flow import always_exits

_EXITS = (ast.Return, ast.Raise, ast.Break, ast.Continue)


def _has_else_after_exit(node: ast.AST) -> bool:
    return (
        isinstance(node, ast.If)
        and bool(node.orelse)
        and bool(node.body)
        and isinstance(node.body[-1], _EXITS)
    )


_PARSER_EXITS = frozenset({"argparse.ArgumentParser().error", "argparse.ArgumentParser().exit"})
"""argparse's `parser.error(message)` and `parser.exit()`: they print and end the program
through `sys.exit`, as a `sys.exit()` in the branch would."""


def _ends_in_parser_exit(body: list[ast.stmt], facts: StrictFacts) -> bool:
    """Whether a branch's last working statement is `parser.error(...)`/`parser.exit()` on
    an `argparse.ArgumentParser` the code builds."""
    statements = without_noops(body)
    last = statements[-1] if statements else None
    return (
        isinstance(last, ast.Expr)
        and isinstance(last.value, ast.Call)
        and bool(facts.names.names(last.value.func) & _PARSER_EXITS)
    )


def _elif_parents(facts: StrictFacts) -> dict[int, ast.If]:
    """id() of each `elif` -> the `if` or `elif` it continues."""
    return {
        id(node.orelse[0]): node
        for node in facts.of_type(ast.If)
        if len(node.orelse) == 1 and is_elif(node, node.orelse[0])
    }


def _falls_through_before(node: ast.If, parents: dict[int, ast.If], facts: StrictFacts) -> bool:
    """Whether an earlier branch of the chain `node` is an `elif` of does work and goes on
    after the chain (`if a: x = 1` / `elif b: return` / `else: ...`): the `else` cannot
    become plain code after the chain, which that branch would then run too."""
    parent = parents.get(id(node))
    while parent is not None:
        if (
            not isinstance(parent.test, ast.Constant)
            and without_noops(parent.body)
            and not always_exits(parent.body, facts)
        ):
            return True
        parent = parents.get(id(parent))
    return False


class NoElseAfterExit(Instruction):
    """Drop the else after a branch that leaves.

    What it asks:
        When an `if` (or `elif`) branch ends in `return`, `raise`, `break` or `continue`,
        the code after it is not wrapped in `else` or `elif`: it follows unindented, as
        a plain statement or a new `if`.

    Why:
        The `else` adds indentation and suggests two equal paths where there is really a
        guard clause and a main path. Removing it keeps the main logic at the left margin.

    Verified by:
        Ruff flake8-return RET505 (else after return), RET506 (after raise), RET507
        (after continue) and RET508 (after break). Ruff applies them inside functions,
        and only when the branch's last statement is the return, raise, break or
        continue itself.

    Strict mode:
        Fails an `else`/`elif` after any branch that always exits, wherever it is
        (module-level loops included): the branch may end in a return, raise, break or
        continue, in `sys.exit()`/`exit()`/`os._exit()` (or, as its last statement,
        `parser.error(...)`/`parser.exit()` on an `argparse.ArgumentParser` the code
        builds, which exit through `sys.exit`), or in an `if`/`else`, `with`,
        `try` or `match` block that always exits (a `match` whose last case takes any
        value; a `with contextlib.suppress(...)` block may fall through, so it does not
        count); `pass` and constant statements after the exit do not hide it. An
        `else`/`elif` after an exiting `elif` passes when an earlier branch of the same
        chain does some work and goes on after it (`if a: x = 1` / `elif b: return` /
        `else: ...`), as Ruff lets it: the `else` could not become plain code after the
        chain. Still possible: such an earlier branch that does work nobody needs.
    """

    id = "logic_7"
    name = "no_else_after_exit"
    category = "logic"
    description = "No else/elif after an if branch that returns, raises, breaks or continues."
    generation_prompt = (
        "When a branch of an if statement ends with return, raise, break or continue, do "
        "not follow it with else or elif; write the remaining code unindented after the "
        "if block instead."
    )
    edit_prompt = (
        "Remove every else or elif that follows a branch ending in return, raise, break or "
        "continue, dedenting its body (or turning an elif into a separate if)."
    )
    ruff_rules = ("RET505", "RET506", "RET507", "RET508")
    strict_words = r"\belse\b|\belif\b"

    def strict_violations(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """else/elif after a branch that always exits, however the exit is written."""
        parents = _elif_parents(facts)
        return [
            (facts.line_of(node), "else/elif after a branch that always exits")
            for node in facts.of_type(ast.If)
            if node.orelse
            and (always_exits(node.body, facts) or _ends_in_parser_exit(node.body, facts))
            and not _falls_through_before(node, parents, facts)
        ]

    def applies_to(self, code: str) -> bool:
        """True when a function has an else/elif after a branch that leaves."""
        tree = parse(code)
        return tree is not None and any(
            _has_else_after_exit(node) for func in functions(tree) for node in own_nodes(func)
        )
