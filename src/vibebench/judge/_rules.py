"""Deterministic checklist items: decided by VeriCode verifiers or CodeAlignBench rules.

Rule items never reach a judge, so nothing written inside the judged code can sway them.
`check` names the rule: `vericode:ID[:key=value,...]` runs the VeriCode verifier (one batched
Ruff run for all of a response's VeriCode items), `codealign:ENTRY_ID` runs a rule-based
catalog entry's `verify(code_after, code_before)`. The catalog sits above this package, so the
caller passes its lookup (`vibebench.codealign.get_entry`) as `catalog`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from vibebench.errors import ConfigError
from vibebench.instructions import InstructionSpec, get_instruction
from vibebench.judge._checklist import ChecklistItem, ItemVerdict
from vibebench.judge._judge import fence_code

__all__ = ["RuleCatalog", "RuleEntry", "decide_rule_items", "validate_rule_item"]

_PREFIXES = ("vericode:", "codealign:")


class RuleEntry(Protocol):
    """What a rule item needs of a catalog entry (a CodeAlignBench `CatalogEntry`)."""

    @property
    def id(self) -> str:
        """The entry's id."""

    @property
    def method(self) -> str:
        """`rule` when a deterministic check decides it, `judge` otherwise."""

    def verify(self, code_after: str, code_before: str | None = None) -> ItemVerdict:
        """Decide the entry for the code (after a change from `code_before`)."""


RuleCatalog = Callable[[str], RuleEntry]
"""Looks an entry up by id; raises ConfigError for an unknown one."""


def _entry(item: ChecklistItem, catalog: RuleCatalog | None) -> RuleEntry:
    check = item.check or ""
    if catalog is None:
        msg = f"item {item.id!r}: {check!r} needs the CodeAlignBench catalog (pass `catalog`)"
        raise ConfigError(msg)
    return catalog(check.removeprefix("codealign:"))


def validate_rule_item(item: ChecklistItem, catalog: RuleCatalog | None = None) -> None:
    """Raise ConfigError when a rule item names no rule that exists (before any work runs)."""
    check = item.check or ""
    if check.startswith("vericode:"):
        spec = InstructionSpec.parse(check.removeprefix("vericode:"))
        get_instruction(spec.id).strict_params(spec.params)
        return
    if check.startswith("codealign:"):
        entry = _entry(item, catalog)
        if entry.method != "rule":
            msg = f"item {item.id!r}: codealign entry {entry.id!r} is judge-backed, not a rule"
            raise ConfigError(msg)
        return
    msg = f"item {item.id!r}: check {check!r} must start with one of {', '.join(_PREFIXES)}"
    raise ConfigError(msg)


def _vericode_verdicts(code: str, items: Sequence[ChecklistItem]) -> list[ItemVerdict]:
    from vibebench.verify import verify

    specs = [InstructionSpec.parse((item.check or "").removeprefix("vericode:")) for item in items]
    (result,) = verify([(fence_code(code), specs)])
    verdicts = []
    for item, verdict in zip(items, result.verdicts, strict=True):
        if verdict.error is not None:
            verdicts.append(ItemVerdict.failed(item.id, "rule", verdict.error))
            continue
        reason = "; ".join(
            f"line {d.line}: {d.message}" if d.line else d.message for d in verdict.diagnostics
        )
        verdicts.append(
            ItemVerdict(
                item_id=item.id,
                passed=verdict.passed,
                reason=reason or "no finding",
                decided_by="rule",
            )
        )
    return verdicts


def _codealign_verdict(
    code: str, item: ChecklistItem, code_before: str | None, catalog: RuleCatalog | None
) -> ItemVerdict:
    verdict = _entry(item, catalog).verify(code, code_before)
    return verdict.model_copy(update={"item_id": item.id})


def decide_rule_items(
    code: str | None,
    items: Sequence[ChecklistItem],
    *,
    code_before: str | None = None,
    catalog: RuleCatalog | None = None,
) -> list[ItemVerdict]:
    """Decide every rule item for `code`, in the items' order; no code fails them all.

    `catalog` looks up `codealign:` items (`vibebench.codealign.get_entry`); without it such
    an item is a ConfigError.
    """
    for item in items:
        validate_rule_item(item, catalog)
    if code is None:
        error = "no code found in the response"
        return [ItemVerdict.failed(item.id, "rule", error) for item in items]
    vericode = [item for item in items if (item.check or "").startswith("vericode:")]
    decided: dict[str, ItemVerdict] = {}
    if vericode:
        decided = {v.item_id: v for v in _vericode_verdicts(code, vericode)}
    return [
        decided[item.id]
        if item.id in decided
        else _codealign_verdict(code, item, code_before, catalog)
        for item in items
    ]
