"""Checklist items and their verdicts: the nouns every judge and rule check exchanges.

An item is one yes/no requirement on a piece of code. It is decided by a deterministic
check when one exists (`check_type="rule"`, with `check` naming it) and by an LLM judge
otherwise. A verdict that could not be decided carries an `error` and is never a pass.
"""

from __future__ import annotations

from typing import Literal

from pydantic import ConfigDict, Field, model_validator

from vibebench._frozen import FrozenModel

__all__ = ["CheckType", "ChecklistItem", "ItemVerdict"]

CheckType = Literal["rule", "judge"]
"""How an item is decided: a deterministic check, or an LLM judge."""


class ChecklistItem(FrozenModel):
    """One binary requirement a response is checked against."""

    model_config = ConfigDict(extra="forbid")

    id: str = Field(min_length=1)
    """Unique within its checklist; the judge must echo it back."""
    text: str = Field(min_length=1)
    """The requirement, phrased so that "yes" means it is met."""
    source: str = "user"
    """Where the item came from: vericode, codealign, conversation, user, ..."""
    category: str = ""
    """Free-form grouping for breakdowns (e.g. cosmetic, structural, semantic)."""
    check_type: CheckType = "judge"
    check: str | None = None
    """Rule items: `vericode:ID[:key=value,...]` or `codealign:ENTRY_ID`."""

    @model_validator(mode="after")
    def _rule_items_name_their_check(self) -> ChecklistItem:
        if self.check_type == "rule" and not self.check:
            raise ValueError(f"rule item {self.id!r} needs `check` (vericode:ID or codealign:ID)")
        return self


class ItemVerdict(FrozenModel):
    """Whether one response met one item, who decided, and why."""

    model_config = ConfigDict(extra="forbid")

    item_id: str
    passed: bool
    reason: str = ""
    decided_by: str
    """`rule` for deterministic checks, else the judge's name."""
    error: str | None = None
    """Set when nothing could decide (malformed judge output, model failure, no code)."""

    @model_validator(mode="after")
    def _error_is_never_a_pass(self) -> ItemVerdict:
        if self.error is not None and self.passed:
            raise ValueError("a verdict with an error must not pass (fail closed)")
        return self

    @classmethod
    def failed(cls, item_id: str, decided_by: str, error: str) -> ItemVerdict:
        """A verdict nothing could decide: a fail that records why."""
        return cls(item_id=item_id, passed=False, decided_by=decided_by, error=error)
