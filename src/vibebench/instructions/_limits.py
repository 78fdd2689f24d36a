"""Per-function limits: instructions that bound one measure of every function (logic_1-4).

Cyclomatic complexity, returns, branches and statements are all "at most N per function",
verified by one Ruff setting carrying N, and apply to code where some function already
exceeds the default N. The four instructions keep their own measure, parameter, prompts
and examples; the wiring between them lives here once.
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar

from vibebench.instructions._base import Instruction
from vibebench.instructions._code_facts import functions, parse
from vibebench.instructions._strict_flow import loose_code

if TYPE_CHECKING:
    from vibebench.instructions._strict import Finding, StrictFacts

__all__ = ["FunctionLimit"]

FunctionMeasure = Callable[[ast.FunctionDef | ast.AsyncFunctionDef], int]
HiddenWeight = Callable[[ast.AST, "StrictFacts"], int]


class FunctionLimit(Instruction):
    """An instruction bounding `measure(function)` by its first (and only) parameter.

    Subclasses set `measure` (wrapped in staticmethod) and `ruff_setting`, the
    (section, key) of the Ruff lint setting that takes the bound, e.g.
    `("pylint", "max-returns")`.
    """

    measure: ClassVar[FunctionMeasure]
    ruff_setting: ClassVar[tuple[str, str]]
    strict_weight: ClassVar[HiddenWeight | None] = None
    """What strict mode adds to `measure` per node (what expressions hide from Ruff)."""
    strict_nodes: ClassVar[tuple[type, ...]] = ()
    """The node types `strict_weight` can give a weight to."""
    strict_through_lambdas: ClassVar[bool] = True
    """Whether a lambda's nodes count for the function around it."""
    strict_hides: ClassVar[str] = ""
    """Those additions in words, for the findings."""
    strict_unit: ClassVar[str] = ""
    """What `measure` counts (`complexity`, `returns`), for the findings."""
    strict_loose_code: ClassVar[bool] = False
    """Whether strict mode also measures module-level code and class bodies."""

    def ruff_settings(self, params: dict[str, Any]) -> dict[str, Any]:
        section, key = self.ruff_setting
        return {"lint": {section: {key: params[self.parameters[0].name]}}}

    def strict_violations(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """Functions (and, if asked, loose code) over the bound once hidden parts count.

        One pass over the nodes that can hide something adds each node's weight to the
        function (or class body, or module) owning it.
        """
        weight = type(self).strict_weight
        if weight is None:
            return []
        hidden: dict[int, int] = {}
        for node in facts.of_type(*self.strict_nodes):
            amount = weight(node, facts)
            if amount:
                owner = facts.owner(node, through_lambdas=self.strict_through_lambdas)
                hidden[id(owner)] = hidden.get(id(owner), 0) + amount
        bound = params[self.parameters[0].name]
        unit, hides = self.strict_unit, self.strict_hides
        found: list[Finding] = []
        for func in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef):
            total = self.measure(func) + hidden.get(id(func), 0)
            if total > bound:
                message = f"`{func.name}`: {unit} {total} > {bound} {hides}"
                found.append((facts.line_of(func), message))
        if not self.strict_loose_code:
            return found
        for label, owner, body in loose_code(facts.tree, facts.of_type(ast.ClassDef)):
            block = ast.Module(body=body, type_ignores=[])
            total = self.measure(block) + hidden.get(id(owner), 0)  # type: ignore[arg-type]
            if total > bound:
                message = f"{label}: {unit} {total} > {bound} {hides}"
                found.append((facts.line_of(owner), message))
        return found

    def applies_to(self, code: str) -> bool:
        """True when some function already exceeds the default bound."""
        tree = parse(code)
        bound = self.parameters[0].default
        return tree is not None and any(self.measure(func) > bound for func in functions(tree))
