"""The verifier engine: many (response, instructions) pairs in, one verdict per check out.

Order of work: resolve every instruction and parameter first (an unknown id or a bad
parameter is a ConfigError before anything runs), extract code, decide the checks that need
no Ruff (no code, code that does not compile, ast/tokenize/response checks), then run Ruff
once per few hundred responses (one run for a small batch) for all their Ruff-backed
checks. Every path that cannot decide is a fail with the reason recorded.
"""

from __future__ import annotations

import gc
import json
import logging
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from vibebench.errors import ConfigError
from vibebench.instructions import Instruction, InstructionSpec, get_instruction
from vibebench.instructions._code_facts import compiles
from vibebench.verify._batch import RuffBatch, RuffOutcome
from vibebench.verify._config import (
    RuffGroup,
    RuffUnit,
    group_units,
    render_config,
    ruff_unit,
)
from vibebench.verify._extract import extract_code
from vibebench.verify._models import (
    Diagnostic,
    Extraction,
    InstructionVerdict,
    ResponseVerdicts,
    VerifyRequest,
)
from vibebench.verify._strict_mode import (
    VerdictMode,
    apply_strict,
    check_mode,
    strict_findings,
)
from vibebench.verify._syntax import syntax_diagnostic, unencodable

__all__ = ["RESPONSES_PER_RUFF_RUN", "InstructionLookup", "verify_batch"]

logger = logging.getLogger(__name__)

RESPONSES_PER_RUFF_RUN = 600
"""Responses per Ruff process. Ruff is started on the first part of a large batch while
the next part is still being written, so more of its run overlaps the engine's own work
(and two single-threaded runs share two cores); each process costs ~7 ms to start, so
parts stay large. Measured on 1,140 responses: 2 runs beat 1, 3 or 4."""

InstructionLookup = Callable[[str], Instruction]
"""Maps an instruction id to its Instruction (the registry's `get_instruction` by default)."""


@dataclass(frozen=True, slots=True)
class _Check:
    """One instruction, with validated parameters, applied to one response."""

    key: tuple[int, int]
    instruction: Instruction
    params: dict[str, Any]
    signature: str
    """Instruction id and complete parameters: checks with equal signatures behave alike."""


def _strict_params(instruction: Instruction, params: dict[str, Any]) -> dict[str, Any]:
    """Complete, valid parameters; ConfigError naming every bad key (never a silent default)."""
    clean, issues = instruction.validate(params)
    if issues:
        problems = "; ".join(
            f"no parameter {issue.key!r}"
            if issue.problem == "unknown_key"
            else f"{issue.key}={issue.value!r} is invalid: {issue.detail.split('; reset')[0]}"
            for issue in issues
        )
        raise ConfigError(problems)
    return clean


_Resolved = tuple[Instruction, dict[str, Any], str]


def _resolve_spec(spec: InstructionSpec, lookup: InstructionLookup) -> _Resolved:
    instruction = lookup(spec.id)
    params = _strict_params(instruction, spec.params)
    signature = instruction.id + json.dumps(params, sort_keys=True, default=str)
    return instruction, params, signature


def _resolve(requests: Sequence[VerifyRequest], lookup: InstructionLookup) -> list[list[_Check]]:
    """Look up every instruction and validate its parameters, naming the culprit on error.

    A batch repeats the same few (id, parameters) pairs thousands of times, so each distinct
    pair is resolved once (keyed by the repr of its parameters, which tells 1, 1.0 and True
    apart); every check still gets its own copy of the parameters.
    """
    known: dict[tuple[str, str], _Resolved] = {}
    resolved: list[list[_Check]] = []
    for number, request in enumerate(requests):
        checks: list[_Check] = []
        for position, spec in enumerate(request.instructions):
            cache_key = (spec.id, repr(sorted(spec.params.items())))
            found = known.get(cache_key)
            if found is None:
                try:
                    found = known[cache_key] = _resolve_spec(spec, lookup)
                except ConfigError as err:
                    task = f" (task {request.task_id})" if request.task_id else ""
                    msg = f"item {number}{task}, instruction {spec.id!r}: {err}"
                    raise ConfigError(msg) from err
            instruction, params, signature = found
            checks.append(_Check((number, position), instruction, dict(params), signature))
        resolved.append(checks)
    return resolved


def _verdict(
    check: _Check,
    *,
    passed: bool,
    diagnostics: tuple[Diagnostic, ...] = (),
    error: str | None = None,
) -> InstructionVerdict:
    return InstructionVerdict(
        instruction_id=check.instruction.id,
        params=check.params,
        passed=passed,
        diagnostics=diagnostics,
        error=error,
    )


def _fail(
    check: _Check, error: str, diagnostics: tuple[Diagnostic, ...] = ()
) -> InstructionVerdict:
    return _verdict(check, passed=False, diagnostics=diagnostics, error=error)


def _python_check(check: _Check, code: str, response: str) -> InstructionVerdict:
    """Run an ast/tokenize/response check; a crash is a fail with the error recorded."""
    try:
        result = check.instruction.check(code, response, check.params)
    except Exception as err:
        logger.exception("check %s crashed", check.instruction.id)
        return _fail(check, f"the check crashed: {type(err).__name__}: {err}")
    diagnostics = tuple(
        Diagnostic(rule=None, line=line, message=message) for line, message in result.findings
    )
    if not result.passed and not diagnostics:
        diagnostics = (Diagnostic(rule=None, message=f"{check.instruction.id} not followed"),)
    return _verdict(
        check, passed=bool(result.passed), diagnostics=() if result.passed else diagnostics
    )


def _decide_locally(
    check: _Check, extraction: Extraction, syntax: Diagnostic | None
) -> InstructionVerdict:
    """The verdict of a check that needs no Ruff (code exists; `syntax` set if it fails)."""
    code = extraction.code or ""
    if check.instruction.verifier == "response":
        return _python_check(check, code, extraction.cleaned_response)
    if syntax is not None:
        return _fail(check, "the extracted code does not compile", (syntax,))
    return _python_check(check, code, extraction.cleaned_response)


class _UnitFactory:
    """Ruff units for checks, computed once per distinct (instruction, parameters)."""

    def __init__(self) -> None:
        self._seen: dict[tuple[int, str], RuffUnit | str] = {}

    def unit(self, check: _Check) -> RuffUnit | InstructionVerdict:
        """The check's unit, or a failed verdict when its Ruff configuration is unusable.

        A broken selection is the instruction's fault, not the caller's, so it fails that
        one check (with the error) instead of aborting the batch.
        """
        cache_key = (id(check.instruction), check.signature)
        known = self._seen.get(cache_key)
        if known is None:
            known = self._seen[cache_key] = self._build(check, check.signature)
        if isinstance(known, str):
            return _fail(check, known)
        return known.for_key(check.key)

    @staticmethod
    def _build(check: _Check, signature: str) -> RuffUnit | str:
        instruction = check.instruction
        try:
            unit = ruff_unit(check.key, signature, tuple(instruction.ruff_select(check.params)),
                             instruction.ruff_settings(check.params))  # fmt: skip
            render_config(RuffGroup(response=check.key[0], units=[unit]))
        except ConfigError as err:
            return f"unusable Ruff configuration: {err}"
        except Exception as err:
            logger.exception("Ruff configuration of %s crashed", instruction.id)
            return f"Ruff configuration crashed: {type(err).__name__}: {err}"
        return unit


def _ruff_verdict(
    check: _Check, outcome: RuffOutcome | None, syntax: Diagnostic | None
) -> InstructionVerdict:
    if syntax is not None:
        return _fail(check, "the extracted code does not compile", (syntax,))
    if outcome is None:
        return _fail(check, "Ruff produced no outcome for this check")
    if outcome.error is not None:
        return _fail(check, outcome.error, outcome.diagnostics)
    return _verdict(check, passed=not outcome.diagnostics, diagnostics=outcome.diagnostics)


@dataclass
class _Plan:
    """What the batch decided before Ruff, and what Ruff still has to decide."""

    verdicts: dict[tuple[int, int], InstructionVerdict] = field(default_factory=dict)
    pending: dict[tuple[int, int], _Check] = field(default_factory=dict)
    syntax: dict[int, Diagnostic | None] = field(default_factory=dict)
    factory: _UnitFactory = field(default_factory=_UnitFactory)


def _plan_ruff(
    plan: _Plan, numbers: range, resolved: list[list[_Check]], extractions: list[Extraction]
) -> tuple[list[RuffGroup], dict[int, str]]:
    """Fail every check of code-less responses among `numbers`; group their Ruff-backed
    checks into folders. Returns the groups and the code of each response in them."""
    groups: list[RuffGroup] = []
    codes: dict[int, str] = {}
    for number in numbers:
        checks, extraction = resolved[number], extractions[number]
        if extraction.code is None:
            for check in checks:
                plan.verdicts[check.key] = _fail(check, f"no code: {extraction.reason}")
            continue
        units: list[RuffUnit] = []
        writable = unencodable(extraction.code) is None
        for check in checks:
            if check.instruction.verifier != "ruff":
                continue
            unit = plan.factory.unit(check)
            if isinstance(unit, InstructionVerdict):
                plan.verdicts[check.key] = unit
                continue
            units.append(unit)
            plan.pending[check.key] = check
        if units and writable:  # unwritable code fails on its syntax diagnostic instead
            codes[number] = extraction.code
            groups.extend(group_units(number, units))
    return groups, codes


def _decide_python(
    plan: _Plan, resolved: list[list[_Check]], extractions: list[Extraction]
) -> None:
    """Compile every extracted code and run the non-Ruff checks (while Ruff runs).

    Responses with identical code (sampling, several settings of one task) are decided one
    after another, so the cached `compiles` and `parse` compile and parse each distinct
    code once, and the ast checks that run right after find it valid without parsing it.
    """
    by_code: dict[str, list[int]] = {}
    for number, extraction in enumerate(extractions):
        if extraction.code is not None:
            by_code.setdefault(extraction.code, []).append(number)
    for code, numbers in by_code.items():
        for number in numbers:
            extraction = extractions[number]
            parses = extraction.parses if extraction.parses is not None else compiles(code)
            parses = parses and unencodable(code) is None
            plan.syntax[number] = syntax = None if parses else syntax_diagnostic(code)
            for check in resolved[number]:
                if check.instruction.verifier != "ruff" and check.key not in plan.verdicts:
                    plan.verdicts[check.key] = _decide_locally(check, extraction, syntax)


@contextmanager
def _cyclic_gc_paused() -> Iterator[None]:
    """Pause the cyclic garbage collector, restoring its previous state afterwards.

    Why: a batch allocates hundreds of thousands of small, acyclic objects (syntax trees,
    verdicts, Ruff's parsed output), and each few hundred allocations trigger a collection
    that walks the caller's whole heap; in the throughput benchmark that cost ~10% of the
    engine's time. Reference counting still frees everything; cycles made meanwhile are
    collected once the collector runs again.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def verify_batch(
    requests: Sequence[VerifyRequest],
    *,
    lookup: InstructionLookup = get_instruction,
    workdir: str | None = None,
    timeout: float = 600.0,
    mode: VerdictMode = "paper",
) -> list[ResponseVerdicts]:
    """Verify every request; verdicts in the order given.

    Up to RESPONSES_PER_RUFF_RUN responses make one Ruff run, started as soon as its part
    of the tree is written; the rest of the tree is written while it runs, and the
    Python-side work (compiling, ast/tokenize/response checks) runs while all of them do.

    Raises:
        ConfigError: an unknown instruction id or invalid parameter (nothing has run yet).
        VerifierError: the Ruff binary is missing (nothing has run yet).
    """
    check_mode(mode)
    with _cyclic_gc_paused():
        return _verify_batch(requests, lookup, workdir, timeout, mode)


def _verify_batch(
    requests: Sequence[VerifyRequest],
    lookup: InstructionLookup,
    workdir: str | None,
    timeout: float,
    mode: VerdictMode = "paper",
) -> list[ResponseVerdicts]:
    resolved = _resolve(requests, lookup)
    extractions: list[Extraction] = []
    extracted: dict[str, Extraction] = {}  # identical responses are extracted once
    plan = _Plan()
    batches: list[RuffBatch] = []
    outcomes: dict[tuple[int, int], RuffOutcome] = {}
    try:
        for start in range(0, len(requests), RESPONSES_PER_RUFF_RUN):
            numbers = range(start, min(start + RESPONSES_PER_RUFF_RUN, len(requests)))
            for number in numbers:
                response = requests[number].response
                extraction = extracted.get(response)
                if extraction is None:
                    extraction = extracted[response] = extract_code(response, check_syntax=False)
                extractions.append(extraction)
            groups, codes = _plan_ruff(plan, numbers, resolved, extractions)
            batches.append(RuffBatch(groups, codes, timeout=timeout, workdir=workdir))
        _decide_python(plan, resolved, extractions)
        strict = (  # strict mode: its checks run while Ruff does, and fold in below
            strict_findings(resolved, extractions, plan.verdicts, plan.syntax)
            if mode == "strict"
            else None
        )
        for batch in batches:
            outcomes.update(batch.collect())
    finally:
        for batch in batches:
            batch.close()
    for key, check in plan.pending.items():
        plan.verdicts[key] = _ruff_verdict(check, outcomes.get(key), plan.syntax.get(key[0]))
    if strict is not None:
        apply_strict(plan.verdicts, strict)
    return [
        _assemble(request, extraction, checks, plan, number)
        for number, (request, extraction, checks) in enumerate(
            zip(requests, extractions, resolved, strict=True)
        )
    ]


def _assemble(
    request: VerifyRequest, extraction: Extraction, checks: list[_Check], plan: _Plan, number: int
) -> ResponseVerdicts:
    reason = extraction.reason
    if plan.syntax.get(number) is not None:
        reason = "the extracted code does not compile"
    return ResponseVerdicts(
        task_id=request.task_id,
        code_found=extraction.code is not None,
        reason=reason,
        verdicts=tuple(plan.verdicts[check.key] for check in checks),
    )
