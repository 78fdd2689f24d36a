"""Strict mode in the engine: run a batch's strict checks and fold them into its verdicts.

The engine decides every check as the paper does (Ruff, or the instruction's own check);
in strict mode it also runs each instruction's strict checks (vibebench.instructions._strict)
while Ruff is still running, then turns a paper pass into a fail wherever they found
something. Every verdict of a strict run records `mode="strict"`.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any, Protocol, get_args

from vibebench.errors import ConfigError
from vibebench.instructions import Instruction
from vibebench.instructions._strict import StrictFacts, VerdictMode, strict_check
from vibebench.verify._models import Diagnostic, Extraction, InstructionVerdict

__all__ = [
    "STRICT_RULE",
    "StrictOutcomes",
    "VerdictMode",
    "apply_strict",
    "check_mode",
    "strict_findings",
]

logger = logging.getLogger(__name__)

STRICT_RULE = "strict"
"""The `rule` of a diagnostic found by a strict check (Ruff's have rule codes)."""

StrictOutcomes = dict[tuple[int, int], tuple[Diagnostic, ...] | str]
"""Check key -> the strict findings (empty: nothing to add) or why the strict check crashed."""


class _CheckLike(Protocol):
    key: tuple[int, int]
    instruction: Instruction
    params: dict[str, Any]
    signature: str


def check_mode(mode: str) -> VerdictMode:
    """`mode` itself when it is a verdict mode; ConfigError naming the choices otherwise."""
    if mode not in get_args(VerdictMode):
        msg = f"mode must be 'paper' or 'strict', not {mode!r}"
        raise ConfigError(msg)
    return mode  # type: ignore[return-value]


def strict_findings(
    resolved: Sequence[Sequence[_CheckLike]],
    extractions: Sequence[Extraction],
    decided: dict[tuple[int, int], InstructionVerdict],
    syntax: dict[int, Diagnostic | None],
) -> StrictOutcomes:
    """The strict findings of every check that may still pass.

    Checks already failed (no code, code that does not compile, a failed Python check) are
    skipped; Ruff-backed checks are not decided yet and all run. Equal (instruction,
    parameters, code) triples are checked once, and the responses of one code share one
    `StrictFacts` (one parse, one symbol table).
    """
    outcomes: StrictOutcomes = {}
    known: dict[tuple[str, str, str], tuple[Diagnostic, ...] | str] = {}
    for number, checks in enumerate(resolved):
        extraction = extractions[number]
        code = extraction.code
        if code is None:
            continue
        facts = StrictFacts(code, extraction.cleaned_response)
        for check in checks:
            on_response = check.instruction.verifier == "response"
            if syntax.get(number) is not None and not on_response:
                continue
            verdict = decided.get(check.key)
            if verdict is not None and not verdict.passed:
                continue
            text = extraction.cleaned_response if on_response else ""
            cache_key = (check.signature, code, text)
            if cache_key not in known:
                known[cache_key] = _run(check, facts)
            outcomes[check.key] = known[cache_key]
    return outcomes


def _run(check: _CheckLike, facts: StrictFacts) -> tuple[Diagnostic, ...] | str:
    try:
        result = strict_check(check.instruction, facts, check.params)
    except Exception as err:
        logger.exception("strict check of %s crashed", check.instruction.id)
        return f"the strict check crashed: {type(err).__name__}: {err}"
    return tuple(
        Diagnostic(rule=STRICT_RULE, line=line, message=message)
        for line, message in result.findings
    )


def apply_strict(
    verdicts: dict[tuple[int, int], InstructionVerdict], outcomes: StrictOutcomes
) -> None:
    """Record strict mode in every verdict; a paper pass with strict findings becomes a fail."""
    for key, verdict in verdicts.items():
        outcome = outcomes.get(key, ())
        update: dict[str, Any] = {"mode": "strict"}
        if verdict.passed and isinstance(outcome, str):
            update |= {"passed": False, "error": outcome}
        elif verdict.passed and outcome:
            update |= {"passed": False, "diagnostics": outcome}
        verdicts[key] = verdict.model_copy(update=update)
