"""Per-function limits: instructions that bound one measure of every function (logic_1-4).

Cyclomatic complexity, returns, branches and statements are all "at most N per function",
verified by one Ruff setting carrying N, and apply to code where some function already
exceeds the default N. The four instructions keep their own measure, parameter, prompts
and examples; the wiring between them lives here once.
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from vibebench.instructions._base import Instruction
from vibebench.instructions._code_facts import functions, parse
from vibebench.instructions._strict_flow import loose_code

if TYPE_CHECKING:
    from vibebench.instructions._strict import Finding, StrictFacts

__all__ = ["FunctionLimit", "HiddenCount"]

FunctionMeasure = Callable[[ast.FunctionDef | ast.AsyncFunctionDef], int]
HiddenWeight = Callable[[ast.AST, "StrictFacts"], int]


@dataclass(frozen=True)
class HiddenCount:
    """What strict mode adds to a limit's measure: the parts expressions hide from Ruff."""

    weight: HiddenWeight
    """Each node's addition to the measure of the function (or body) owning it."""
    nodes: tuple[type, ...]
    """The node types `weight` can give a weight to."""
    unit: str
    """What the measure counts (`complexity`, `exits`), for the findings."""
    hides: str
    """Those additions in words, for the findings."""
    through_lambdas: bool = True
    """Whether a lambda's nodes count for the function around it."""
    loose_code: bool = False
    """Whether module-level code and class bodies are measured too."""


class FunctionLimit(Instruction):
    """An instruction bounding `measure(function)` by its first (and only) parameter.

    Subclasses set `measure` (wrapped in staticmethod) and `ruff_setting`, the
    (section, key) of the Ruff lint setting that takes the bound, e.g.
    `("pylint", "max-returns")`, and for strict mode `hidden`.
    """

    measure: ClassVar[FunctionMeasure]
    ruff_setting: ClassVar[tuple[str, str]]
    hidden: ClassVar[HiddenCount | None] = None
    """What strict mode adds to `measure` (None: strict mode adds nothing)."""

    def ruff_settings(self, params: dict[str, Any]) -> dict[str, Any]:
        section, key = self.ruff_setting
        return {"lint": {section: {key: params[self.parameters[0].name]}}}

    def strict_violations(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """Functions (and, if asked, loose code) over the bound once hidden parts count.

        One pass over the nodes that can hide something adds each node's weight to the
        function (or class body, or module) owning it.
        """
        hidden = self.hidden
        if hidden is None:
            return []
        extra: dict[int, int] = {}
        for node in facts.of_type(*hidden.nodes):
            amount = hidden.weight(node, facts)
            if amount:
                owner = facts.owner(node, through_lambdas=hidden.through_lambdas)
                extra[id(owner)] = extra.get(id(owner), 0) + amount
        bound = params[self.parameters[0].name]
        found: list[Finding] = []
        for func in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef):
            total = self.measure(func) + extra.get(id(func), 0)
            if total > bound:
                message = f"`{func.name}`: {hidden.unit} {total} > {bound} {hidden.hides}"
                found.append((facts.line_of(func), message))
        if not hidden.loose_code:
            return found
        for label, owner, body in loose_code(facts.tree, facts.of_type(ast.ClassDef)):
            block = ast.Module(body=body, type_ignores=[])
            total = self.measure(block) + extra.get(id(owner), 0)  # type: ignore[arg-type]
            if total > bound:
                message = f"{label}: {hidden.unit} {total} > {bound} {hidden.hides}"
                found.append((facts.line_of(owner), message))
        return found

    def applies_to(self, code: str) -> bool:
        """True when some function already exceeds the default bound."""
        tree = parse(code)
        bound = self.parameters[0].default
        return tree is not None and any(self.measure(func) > bound for func in functions(tree))
