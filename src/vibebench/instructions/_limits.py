"""Per-function limits: instructions that bound one measure of every function (logic_1-4).

Cyclomatic complexity, returns, branches and statements are all "at most N per function",
verified by one Ruff setting carrying N, and apply to code where some function already
exceeds the default N. Beyond its measure, prompts and docstring, each differs from the
others only in values: the Ruff rule and setting, the parameter, and what strict mode adds
to the count (`_strict_flow`), declared together in one line as a `Limit`. The wiring
between them lives here once.
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from vibebench.instructions._base import Instruction, ParamSpec
from vibebench.instructions._code_facts import functions, parse
from vibebench.instructions._strict_flow import HiddenCount, loose_code

if TYPE_CHECKING:
    from vibebench.instructions._strict import Finding, StrictFacts

__all__ = ["FunctionLimit", "HiddenCount", "Limit"]

FunctionMeasure = Callable[[ast.FunctionDef | ast.AsyncFunctionDef], int]


@dataclass(frozen=True)
class Limit:
    """The values a per-function limit differs by, besides its prompts and docstring.

    A subclass of `FunctionLimit` that sets `limit` gets its `ruff_rules`, `ruff_setting`,
    `parameters`, `measure` and `hidden` from it.
    """

    rule: str
    """The Ruff rule that enforces the bound."""
    setting: str
    """The Ruff lint setting taking the bound, as `section.key` (`pylint.max-returns`)."""
    bound: ParamSpec
    """The instruction's only parameter, the bound N."""
    measure: FunctionMeasure
    """The function's count as `rule` counts it."""
    hidden: HiddenCount | None = None
    """What strict mode adds to the measure (None: strict mode adds nothing)."""


class FunctionLimit(Instruction):
    """An instruction bounding `measure(function)` by its first (and only) parameter.

    Subclasses set `limit` (a `Limit`), or the attributes it fills in themselves: `measure`
    (wrapped in staticmethod), `ruff_rules`, `parameters`, `ruff_setting`, the (section, key)
    of the Ruff lint setting that takes the bound, e.g. `("pylint", "max-returns")`, and for
    strict mode `hidden`.
    """

    measure: ClassVar[FunctionMeasure]
    ruff_setting: ClassVar[tuple[str, str]]
    hidden: ClassVar[HiddenCount | None] = None
    """What strict mode adds to `measure` (None: strict mode adds nothing)."""
    limit: ClassVar[Limit | None] = None
    """The declaration the attributes above are taken from, when a subclass gives one."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        limit = cls.__dict__.get("limit")
        if limit is not None:
            section, _, key = limit.setting.partition(".")
            cls.ruff_rules = (limit.rule,)
            cls.ruff_setting = (section, key)
            cls.parameters = (limit.bound,)
            cls.measure = staticmethod(limit.measure)
            cls.hidden = limit.hidden

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
