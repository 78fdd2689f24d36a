"""Strict mode in the engine: run a batch's strict checks and fold them into its verdicts.

The engine decides every check as the paper does (Ruff, or the instruction's own check);
in strict mode it also runs each instruction's strict checks (vibebench.instructions._strict)
while Ruff is still running, then turns a paper pass into a fail wherever they found
something. Every verdict of a strict run records `mode="strict"`.

Strict findings can only turn a pass into a fail, so a check that has already failed gets
no strict check: the engine runs a code's strict checks right after its Python checks
(whose failures it then knows), collects Ruff runs as they finish, and in a batch of few
codes puts off the strict checks of Ruff-backed checks until Ruff has decided them. Put-off
checks still waiting when the engine would otherwise wait for Ruff run then instead: time
spent waiting costs the batch nothing, even on a check Ruff goes on to fail.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import Any, Protocol, get_args

from vibebench.errors import ConfigError
from vibebench.instructions import Instruction
from vibebench.instructions._strict import RUNNING_PYTHON, StrictFacts, VerdictMode, strict_check
from vibebench.verify._models import Diagnostic, Extraction, InstructionVerdict

__all__ = [
    "DEFER_UP_TO_CODES",
    "STRICT_RULE",
    "StrictOutcomes",
    "StrictRun",
    "VerdictMode",
    "apply_strict",
    "check_mode",
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


DEFER_UP_TO_CODES = 128
"""Batches with at most this many distinct codes put off the strict checks of Ruff-backed
checks Ruff has not decided yet until it has (`StrictRun.run_deferred`): the caches in
vibebench.instructions (256 codes) still hold each code's tree and facts then, so putting
them off costs nothing and spares the checks Ruff fails. A larger batch runs them at once
(putting them off would parse its codes again); its Ruff runs finish early in its Python
work, so few checks find Ruff undecided anyway."""


class StrictRun:
    """A batch's strict checks, run a code at a time (`run`) and gathered in `outcomes`.

    The engine runs each code's strict checks right after its Python checks, so one parse
    and one `StrictFacts` walk serve both (the caches in vibebench.instructions hold a few
    hundred codes, fewer than a batch has); a check already failed when its turn comes (by
    Ruff, if its run has finished) is skipped, since strict findings only turn passes into
    fails. With `defer`, a Ruff-backed check Ruff has not decided yet waits for
    `run_deferred` instead (see DEFER_UP_TO_CODES).
    """

    def __init__(
        self,
        resolved: Sequence[Sequence[_CheckLike]],
        extractions: Sequence[Extraction],
        decided: dict[tuple[int, int], InstructionVerdict],
        syntax: dict[int, Diagnostic | None],
        *,
        defer: bool = False,
        python: tuple[int, int] = RUNNING_PYTHON,
    ) -> None:
        self._resolved = resolved
        self._python = python
        """The Python version the code is judged for (the engine's target version)."""
        self._extractions = extractions
        self._decided = decided
        self._syntax = syntax
        self._defer = defer
        self._deferred: list[tuple[int, _CheckLike]] = []
        self._last: tuple[int, StrictFacts] | None = None
        self._known: dict[tuple[str, str, str], tuple[Diagnostic, ...] | str] = {}
        self.outcomes: StrictOutcomes = {}

    def run(self, numbers: Sequence[int]) -> None:
        """The strict findings of every check of these responses that may still pass.

        Checks already failed (no code, code that does not compile, a failed Python or
        Ruff check) are skipped; undecided Ruff-backed checks run (or wait, with `defer`).
        Equal (instruction, parameters, code) triples are checked once (with the response
        too, for an instruction whose check reads it).
        """
        for number in numbers:
            extraction = self._extractions[number]
            if extraction.code is None:
                continue
            compiled = self._syntax.get(number) is None
            for check in self._resolved[number]:
                if not (compiled or check.instruction.verifier == "response"):
                    continue
                verdict = self._decided.get(check.key)
                if verdict is None and self._defer and check.instruction.verifier == "ruff":
                    self._deferred.append((number, check))
                elif verdict is None or verdict.passed:
                    self._check(number, check)

    def run_deferred(self, until: Callable[[], bool] | None = None) -> None:
        """The put-off checks, now that Ruff has decided them: only those it passed. With
        `until`, run them one by one until it says stop (say, when Ruff is done: checks
        run while waiting for it cost no time, even those Ruff then fails); the rest stay
        put off."""
        while self._deferred:
            if until is not None and until():
                return
            number, check = self._deferred.pop(0)
            verdict = self._decided.get(check.key)
            if verdict is None or verdict.passed:
                self._check(number, check)

    def _check(self, number: int, check: _CheckLike) -> None:
        extraction = self._extractions[number]
        code = extraction.code or ""
        instruction = check.instruction
        reads = instruction.verifier == "response" or instruction.strict_reads_response
        text = extraction.cleaned_response if reads else ""
        cache_key = (check.signature, code, text)
        found = self._known.get(cache_key)
        if found is None:
            found = self._known[cache_key] = _run(check, self._facts(number))
        self.outcomes[check.key] = found

    def _facts(self, number: int) -> StrictFacts:
        """The response's StrictFacts, shared by its checks (they cache what they read)."""
        if self._last is None or self._last[0] != number:
            extraction = self._extractions[number]
            self._last = (number, StrictFacts(extraction.code or "", extraction.cleaned_response,
                                              python=self._python))  # fmt: skip
        return self._last[1]


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
    """A paper pass with strict findings becomes a fail (the engine made every verdict of a
    strict run with `mode="strict"` already)."""
    for key, outcome in outcomes.items():
        verdict = verdicts.get(key)
        if verdict is None or not verdict.passed or not outcome:
            continue
        update: dict[str, Any] = {"passed": False}
        update["error" if isinstance(outcome, str) else "diagnostics"] = outcome
        verdicts[key] = verdict.model_copy(update=update)
