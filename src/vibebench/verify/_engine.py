"""The verifier engine: many (response, instructions) pairs in, one verdict per check out.

Order of work: resolve every instruction and parameter first (an unknown id or a bad
parameter is a ConfigError before anything runs), extract code, decide the checks that need
no Ruff (no code, code that does not compile, ast/tokenize/response checks), then run Ruff
once per few hundred responses (one run for a small batch) for all their Ruff-backed
checks. Every path that cannot decide is a fail with the reason recorded.
"""

from __future__ import annotations

import gc
import itertools
import json
import logging
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from vibebench._fixed_depth import at_fixed_depth
from vibebench.errors import ConfigError
from vibebench.instructions import Instruction, InstructionSpec, get_instruction
from vibebench.instructions._code_facts import compiled_elsewhere, compiles
from vibebench.verify._batch import RuffBatch, RuffOutcome, remove_tree_later, widest_line
from vibebench.verify._compile_ahead import CompileAhead
from vibebench.verify._config import (
    RuffGroup,
    RuffUnit,
    line_limit,
    render_config,
    ruff_unit,
    rule_words,
)
from vibebench.verify._extract import extract_code, reasoning_allowed, reasoning_in_responses
from vibebench.verify._helpers import Helper, HelperError, answer_deadline, borrow_helpers
from vibebench.verify._models import (
    Diagnostic,
    ErrorSource,
    Extraction,
    InstructionVerdict,
    ResponseVerdicts,
    VerifyRequest,
)
from vibebench.verify._shown_blocks import ShownBlocks
from vibebench.verify._strict_mode import (
    DEFER_UP_TO_CODES,
    StrictRun,
    VerdictMode,
    apply_strict,
    check_mode,
)
from vibebench.verify._syntax import may_nest_too_deeply, syntax_diagnostic, unencodable
from vibebench.verify._target import is_running_python, parse_target, target_version

__all__ = ["RESPONSES_PER_RUFF_RUN", "InstructionLookup", "verify_batch", "verify_here"]

logger = logging.getLogger(__name__)

RESPONSES_PER_RUFF_RUN = 600
"""Responses per Ruff process. Ruff is started on the first part of a large batch while
the next part is still being extracted and written, so more of its run overlaps the
engine's own work (and two single-threaded runs share two cores); each process costs ~7 ms
to start, so parts stay large. Measured on 1,140 responses: 2 runs beat 1, 3 or 4 (600
against 400 and 300 per run, again after the layout and output changes of 2026-11)."""

InstructionLookup = Callable[[str], Instruction]
"""Maps an instruction id to its Instruction (the registry's `get_instruction` by default)."""

_BUILTIN_MODULES = "vibebench.instructions."
"""Instructions defined here ship with vibebench: their Ruff settings may share folders."""


class _Check(NamedTuple):
    """One instruction, with validated parameters, applied to one response (a named tuple:
    a batch makes one per check, and tuples are the cheapest to make)."""

    key: tuple[int, int]
    instruction: Instruction
    params: dict[str, Any]
    signature: str
    """Instruction id and complete parameters: checks with equal signatures behave alike."""
    mode: dict[str, VerdictMode]
    """`{"mode": "strict"}` in strict mode, else empty: what every verdict records (paper
    verdicts leave `mode` at its default, as they always have)."""


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


_MODES: dict[VerdictMode, dict[str, VerdictMode]] = {"paper": {}, "strict": {"mode": "strict"}}


def _resolve(
    requests: Sequence[VerifyRequest],
    lookup: InstructionLookup,
    mode: VerdictMode = "paper",
    names: Sequence[str] | None = None,
) -> list[list[_Check]]:
    """Look up every instruction and validate its parameters, naming the culprit on error.

    A batch repeats the same few (id, parameters) pairs thousands of times, so each distinct
    pair is resolved once (keyed by the repr of its parameters, which tells 1, 1.0 and True
    apart; equal parameters written in another order only miss the memo); every check
    still gets its own copy of the parameters.
    """
    known: dict[tuple[str, str], _Resolved] = {}
    resolved: list[list[_Check]] = []
    recorded = _MODES[mode]
    for number, request in enumerate(requests):
        checks: list[_Check] = []
        for position, spec in enumerate(request.instructions):
            cache_key = (spec.id, repr(spec.params) if spec.params else "")
            found = known.get(cache_key)
            if found is None:
                try:
                    found = known[cache_key] = _resolve_spec(spec, lookup)
                except ConfigError as err:
                    task = f" (task {request.task_id})" if request.task_id else ""
                    name = names[number] if names is not None else f"item {number}"
                    msg = f"{name}{task}, instruction {spec.id!r}: {err}"
                    raise ConfigError(msg) from err
            instruction, params, signature = found
            key = (number, position)
            checks.append(_Check(key, instruction, dict(params), signature, recorded))
        resolved.append(checks)
    return resolved


def _verdict(
    check: _Check,
    *,
    passed: bool,
    diagnostics: tuple[Diagnostic, ...] = (),
    error: str | None = None,
    source: ErrorSource | None = None,
    target: str | None = None,
) -> InstructionVerdict:
    """The verdict, given only the fields that differ from their defaults (a batch makes
    one per check, and each field given costs validation)."""
    fields: dict[str, Any] = {"instruction_id": check.instruction.id, "params": check.params,
                              "passed": passed, **check.mode}  # fmt: skip
    if diagnostics:
        fields["diagnostics"] = diagnostics
    if error is not None:
        fields["error"] = error
        fields["error_source"] = source
    if target is not None:
        fields["target_version"] = target
    return InstructionVerdict(**fields)


def _fail(
    check: _Check,
    error: str,
    diagnostics: tuple[Diagnostic, ...] = (),
    *,
    source: ErrorSource = "verifier",
    target: str | None = None,
) -> InstructionVerdict:
    return _verdict(check, passed=False, diagnostics=diagnostics, error=error, source=source,
                    target=target)  # fmt: skip


_NO_COMPILE = "the extracted code does not compile"


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
        return _fail(check, _NO_COMPILE, (syntax,), source="response")
    return _python_check(check, code, extraction.cleaned_response)


def _decide_once(
    check: _Check,
    extraction: Extraction,
    syntax: Diagnostic | None,
    decided: dict[tuple[str, str], InstructionVerdict],
) -> InstructionVerdict:
    """`_decide_locally`, run once per (signature, response text) of one code: a check is a
    function of the code, the response and its parameters, so equal responses (sampling,
    duplicates) share the outcome; each verdict still gets its own parameters."""
    cache_key = (check.signature, extraction.cleaned_response)
    known = decided.get(cache_key)
    if known is None:
        known = decided[cache_key] = _decide_locally(check, extraction, syntax)
        return known
    return known.model_copy(update={"params": dict(check.params)})


_BUILTIN_UNITS: dict[tuple[type, str], RuffUnit | str] = {}
"""Units of built-in instructions, kept across calls: their selections and settings are a
function of their parameters, and a batch's first step would otherwise rebuild them."""
_MAX_BUILTIN_UNITS = 4096


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
            known = self._seen[cache_key] = self._cached_build(check)
        if isinstance(known, str):
            return _fail(check, known)
        return known.for_key(check.key)

    def _cached_build(self, check: _Check) -> RuffUnit | str:
        kind = type(check.instruction)
        if not kind.__module__.startswith(_BUILTIN_MODULES):
            return self._build(check, check.signature)
        known = _BUILTIN_UNITS.get((kind, check.signature))
        if known is None:
            if len(_BUILTIN_UNITS) >= _MAX_BUILTIN_UNITS:
                _BUILTIN_UNITS.clear()
            known = _BUILTIN_UNITS[(kind, check.signature)] = self._build(check, check.signature)
        return known

    @staticmethod
    def _build(check: _Check, signature: str) -> RuffUnit | str:
        """The unit; shareable (may join bundles, _layout.py) when the instruction ships
        with vibebench, whose configurations the test suite runs through Ruff."""
        instruction = check.instruction
        shareable = type(instruction).__module__.startswith(_BUILTIN_MODULES)
        try:
            unit = ruff_unit(check.key, signature, tuple(instruction.ruff_select(check.params)),
                             instruction.ruff_settings(check.params),
                             shareable=shareable)  # fmt: skip
            render_config(RuffGroup(response=check.key[0], units=[unit]))
        except ConfigError as err:
            return f"unusable Ruff configuration: {err}"
        except Exception as err:
            logger.exception("Ruff configuration of %s crashed", instruction.id)
            return f"Ruff configuration crashed: {type(err).__name__}: {err}"
        return unit


def _ruff_verdict(
    check: _Check, outcome: RuffOutcome | None, syntax: Diagnostic | None, target: str
) -> InstructionVerdict:
    if syntax is not None:
        return _fail(check, _NO_COMPILE, (syntax,), source="response", target=target)
    if outcome is None:
        return _fail(check, "Ruff produced no outcome for this check", target=target)
    if outcome.error is not None:
        return _fail(check, outcome.error, outcome.diagnostics, source=outcome.error_source,
                     target=target)  # fmt: skip
    return _verdict(check, passed=not outcome.diagnostics, diagnostics=outcome.diagnostics,
                    target=target)  # fmt: skip


@dataclass
class _Plan:
    """What the batch decided before Ruff, and what Ruff still has to decide."""

    verdicts: dict[tuple[int, int], InstructionVerdict] = field(default_factory=dict)
    pending: dict[tuple[int, int], _Check] = field(default_factory=dict)
    syntax: dict[int, Diagnostic | None] = field(default_factory=dict)
    factory: _UnitFactory = field(default_factory=_UnitFactory)


_NOTHING_FOUND = RuffOutcome()


def _ruff_finds_nothing(unit: RuffUnit, code: str, widths: dict[str, int | None]) -> bool:
    """Whether Ruff cannot report anything for the unit on this code, so that it needs no
    run: every line fits the unit's line limit (`line_limit`), or the code, all ASCII,
    holds none of the texts its rules need (`rule_words`; Ruff reads identifiers in their
    NFKC form, so `"{}".ｆormat(x)` is a `format` call). `widths` caches each code's
    widest line."""
    limit = line_limit(unit)
    if limit is not None:
        if code not in widths:
            widths[code] = widest_line(code)
        width = widths[code]
        return width is not None and width <= limit
    words = rule_words(unit)
    return words is not None and code.isascii() and not any(word in code for word in words)


def _plan_ruff(
    plan: _Plan,
    numbers: range,
    resolved: list[list[_Check]],
    extractions: list[Extraction],
    target: str,
) -> tuple[list[RuffGroup], dict[int, str]]:
    """Fail every check of code-less responses among `numbers`; group their Ruff-backed
    checks into folders. Returns the groups and the code of each response in them.

    A check Ruff could report nothing for (`_ruff_finds_nothing`) is decided here, and
    gets no file: a pass, unless the code turns out not to compile (it stays pending for
    that). Only when Ruff judges the code for this interpreter's version, whose `compile`
    decides that: for an older target, Ruff reports newer syntax on every check.
    """
    groups: list[RuffGroup] = []
    codes: dict[int, str] = {}
    widths: dict[str, int | None] = {}
    may_settle = is_running_python(target)
    for number in numbers:
        checks, extraction = resolved[number], extractions[number]
        if extraction.code is None:
            for check in checks:
                plan.verdicts[check.key] = _fail(
                    check, f"no code: {extraction.reason}", source="response"
                )
            continue
        units: list[RuffUnit] = []
        writable = unencodable(extraction.code) is None and extraction.parses is not False
        for check in checks:
            if check.instruction.verifier != "ruff":
                continue
            unit = plan.factory.unit(check)
            if isinstance(unit, InstructionVerdict):
                plan.verdicts[check.key] = unit
                continue
            plan.pending[check.key] = check
            if may_settle and _ruff_finds_nothing(unit, extraction.code, widths):
                plan.verdicts[check.key] = _ruff_verdict(check, _NOTHING_FOUND, None, target)
                continue
            units.append(unit)
        if units and writable:  # other code fails on its syntax diagnostic instead
            codes[number] = extraction.code
            groups.append(RuffGroup(number, units))  # the layout places each unit itself
    return groups, codes


def _decide_python(
    plan: _Plan,
    resolved: list[list[_Check]],
    extractions: list[Extraction],
    by_code: dict[str, list[int]],
    ahead: CompileAhead,
    strict: _StrictWork | None = None,
) -> None:
    """Learn whether every extracted code compiles (from `ahead`, the helper that compiled
    them while the tree was written, when there is one) and run the non-Ruff checks (while
    Ruff runs), and in strict mode the strict checks.

    Responses with identical code (sampling, several settings of one task) are decided one
    after another, so the cached `parse` parses each distinct code once, and the ast checks
    that run right after find it valid without compiling it; the code's strict checks run
    next, on the same cached tree.
    """
    for code, numbers in by_code.items():
        decided: dict[tuple[str, str], InstructionVerdict] = {}
        for number in numbers:
            extraction = extractions[number]
            parses = extraction.parses if extraction.parses is not None else ahead.compiles(code)
            parses = parses and unencodable(code) is None
            plan.syntax[number] = syntax = None if parses else syntax_diagnostic(code)
            for check in resolved[number]:
                if check.instruction.verifier != "ruff" and check.key not in plan.verdicts:
                    plan.verdicts[check.key] = _decide_once(check, extraction, syntax, decided)
        if strict is not None:
            strict.collect_finished()
            strict.run.run(numbers)


def _by_code(extractions: list[Extraction]) -> dict[str, list[int]]:
    """The responses holding each distinct extracted code, codes in order of appearance."""
    by_code: dict[str, list[int]] = {}
    for number, extraction in enumerate(extractions):
        if extraction.code is not None:
            by_code.setdefault(extraction.code, []).append(number)
    return by_code


def _extract_part(
    requests: Sequence[VerifyRequest],
    ahead: CompileAhead,
    extracted: dict[str, Extraction],
) -> list[Extraction]:
    """Every response's code; identical responses are extracted once (`extracted` is shared
    by a batch's parts). Each new code whose validity is unknown is offered to `ahead`, to
    be compiled on a helper meanwhile."""
    extractions: list[Extraction] = []
    for request in requests:
        extraction = extracted.get(request.response)
        if extraction is None:
            extraction = extract_code(request.response, check_syntax=False)
            if extraction.code is not None and extraction.parses is None:
                if may_nest_too_deeply(extraction.code):  # decided now: kept from Ruff if not
                    extraction = extraction.model_copy(
                        update={"parses": compiles(extraction.code)}
                    )
                else:
                    ahead.offer(extraction.code)
            extracted[request.response] = extraction
        extractions.append(extraction)
    return extractions


@contextmanager
def _cyclic_gc_paused() -> Iterator[None]:
    """Pause the cyclic garbage collector, restoring its previous state afterwards.

    Why: a batch allocates hundreds of thousands of small, acyclic objects (syntax trees,
    verdicts, Ruff's parsed output), and each few hundred allocations trigger a collection
    that walks the caller's whole heap; in the throughput benchmark that cost ~10% of the
    engine's time. Reference counting still frees everything; cycles made meanwhile are
    collected once the collector runs again.

    What survives the batch (its verdicts, the per-code caches' trees) is long-lived, so
    it is handed to the oldest generation (`gc.freeze()` then `gc.unfreeze()`, two list
    splices) rather than left young: the first young collection after the batch walked all
    of it, ~12 ms in the throughput benchmark, and the next one again. Cycles among it are
    still found, by the next full collection.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.freeze()
            gc.unfreeze()
            gc.enable()


def verify_batch(
    requests: Sequence[VerifyRequest],
    *,
    lookup: InstructionLookup = get_instruction,
    workdir: str | None = None,
    timeout: float = 600.0,
    mode: VerdictMode = "paper",
    names: Sequence[str] | None = None,
) -> list[ResponseVerdicts]:
    """Verify every request; verdicts in the order given (`names`: what an error calls
    each request, default `item N`).

    Up to RESPONSES_PER_RUFF_RUN responses make one Ruff run, started as soon as its part
    is extracted and its part of the tree written; the rest of the batch is extracted and
    written while it runs, and the
    Python-side work (compiling, ast/tokenize/response checks) runs while all of them do.
    A large strict batch of built-in instructions is shared with helper processes on the
    other cores (_helpers.py), each verifying a contiguous part the same way; any other
    batch of some size has a free helper compile its codes meanwhile (_compile_ahead.py).

    Ruff judges the code for the running interpreter's Python version (or
    VIBEBENCH_TARGET_VERSION's); every Ruff-backed verdict records it. Reasoning tags are
    read as the caller's `reasoning_in_responses` says, in helpers too.

    Raises:
        ConfigError: an unknown instruction id or invalid parameter, or a target version
            Ruff does not support (nothing has run yet).
        VerifierError: the Ruff binary is missing (nothing has run yet).
    """
    check_mode(mode)
    job = _Job(
        target_version(), workdir, timeout, mode, sys.getrecursionlimit(), reasoning_allowed()
    )
    if mode != "strict":
        return at_fixed_depth(_verify_whole, requests, lookup, job, names)
    return at_fixed_depth(_verify_shown, requests, lookup, job, names)


def _verify_shown(
    requests: Sequence[VerifyRequest],
    lookup: InstructionLookup,
    job: _Job,
    names: Sequence[str] | None,
) -> list[ResponseVerdicts]:
    """A strict batch with the Python blocks its answers leave out judged too (_shown_blocks)."""
    shown = ShownBlocks(requests, lookup)
    return shown.merged(_verify_whole(shown.requests, lookup, job, shown.names(names)))


def _verify_whole(
    requests: Sequence[VerifyRequest],
    lookup: InstructionLookup,
    job: _Job,
    names: Sequence[str] | None = None,
) -> list[ResponseVerdicts]:
    """`verify_batch`, at a fixed stack depth: in this process, or shared with helpers."""
    with _cyclic_gc_paused():
        resolved = _resolve(requests, lookup, job.mode, names)
        helpers: list[Helper] = []
        if lookup is get_instruction:
            helpers = borrow_helpers(len(requests), strict=job.mode == "strict")
        if helpers and not _all_built_in(resolved):
            for helper in helpers:
                helper.lock.release()
            helpers = []
        if not helpers:
            return _verify_batch(requests, resolved, job)
        return _verify_shared(requests, resolved, job, helpers)


def _all_built_in(resolved: list[list[_Check]]) -> bool:
    """Whether every instruction ships with vibebench (a helper's registry knows it)."""
    kinds = {type(check.instruction) for checks in resolved for check in checks}
    return all(kind.__module__.startswith(_BUILTIN_MODULES) for kind in kinds)


def verify_here(requests: Sequence[VerifyRequest], job: _Job) -> list[ResponseVerdicts]:
    """A helper's part of a batch: built-in instructions, already validated by the caller,
    judged as the caller's `job` says (its target version, recursion limit and reasoning
    setting), all in
    this process, at a fixed stack depth."""
    sys.setrecursionlimit(job.recursion_limit)
    with reasoning_in_responses(job.reasoning):
        return at_fixed_depth(_verify_part, requests, job)


def _verify_part(requests: Sequence[VerifyRequest], job: _Job) -> list[ResponseVerdicts]:
    with _cyclic_gc_paused():
        return _verify_batch(requests, _resolve(requests, get_instruction, job.mode), job)


@dataclass(frozen=True, slots=True)
class _Job:
    """How a batch is verified: the same for every part of a shared one."""

    target: str
    workdir: str | None
    timeout: float
    mode: VerdictMode
    recursion_limit: int
    """The caller's: how deep code may nest before compiling it fails (a helper uses it
    too, so a part's verdicts are those of the whole batch)."""
    reasoning: bool
    """The caller's `reasoning_in_responses` setting, which a helper process applies too."""


def _parts(count: int, parts: int) -> list[tuple[int, int]]:
    """`count` responses in `parts` contiguous ranges of near-equal size."""
    edges = [count * part // parts for part in range(parts + 1)]
    return list(itertools.pairwise(edges))


def _verify_shared(
    requests: Sequence[VerifyRequest],
    resolved: list[list[_Check]],
    job: _Job,
    helpers: list[Helper],
) -> list[ResponseVerdicts]:
    """The first part here, one part per helper there, at the same time; a part whose
    helper fails is verified here afterwards."""
    ranges = _parts(len(requests), len(helpers) + 1)
    asked: list[tuple[Helper, int, int]] = []
    answered: set[int] = set()
    try:
        for helper, (start, end) in zip(helpers, ranges[1:], strict=True):
            message = ("verify", list(requests[start:end]), job)
            try:
                helper.send(message)
            except HelperError as err:
                logger.warning("a verify helper failed; verifying its part here: %s", err)
                helper.stop()
            asked.append((helper, start, end))
        end = ranges[0][1]
        results = _verify_batch(requests[:end], resolved[:end], job)
        for helper, start, end in asked:
            results.extend(_helper_part(helper, requests[start:end], job))
            answered.add(id(helper))
        return results
    finally:
        for helper in helpers:
            if id(helper) not in answered and helper.alive:
                helper.stop()  # interrupted with its answer pending: it would be read later
            helper.lock.release()


def _helper_part(
    helper: Helper, requests: Sequence[VerifyRequest], job: _Job
) -> list[ResponseVerdicts]:
    """The helper's verdicts for its part, or this process's when it cannot give them."""
    if helper.alive and helper.ready:
        try:
            status, answer = helper.receive(answer_deadline(job.timeout))
        except (HelperError, TypeError, ValueError) as err:
            why = str(err)
        else:
            if status == "ok" and _answers(answer, requests):
                return answer
            why = f"it answered {status}: {str(answer)[:500]}"
        logger.warning("a verify helper failed; verifying its part here: %s", why)
        helper.stop()
    resolved = _resolve(requests, get_instruction, job.mode)
    return _verify_batch(requests, resolved, job)


def _answers(answer: object, requests: Sequence[VerifyRequest]) -> bool:
    """Whether `answer` is one result per request, in order: its task id and one verdict
    per instruction (anything else, such as an answer meant for another batch, is refused)."""
    return (
        isinstance(answer, list)
        and len(answer) == len(requests)
        and all(
            isinstance(result, ResponseVerdicts)
            and result.task_id == request.task_id
            and len(result.verdicts) == len(request.instructions)
            for result, request in zip(answer, requests, strict=True)
        )
    )


def _take_outcomes(batch: RuffBatch, plan: _Plan, target: str) -> None:
    """Wait for one batch's Ruff runs and record the verdicts of its checks."""
    for key, outcome in batch.collect().items():
        check = plan.pending[key]
        plan.verdicts[key] = _ruff_verdict(check, outcome, plan.syntax.get(key[0]), target)


@dataclass
class _StrictWork:
    """Strict mode's checks, and the Ruff runs whose verdicts spare them work: a check Ruff
    failed needs no strict check, so finished runs are collected between codes."""

    run: StrictRun
    plan: _Plan
    batches: list[RuffBatch]
    target: str
    collected: int = 0
    """How many of `batches` (in order) have been collected."""

    def collect_finished(self) -> None:
        """Record the verdicts of the Ruff runs that have finished (never waits)."""
        while self.collected < len(self.batches) and self.batches[self.collected].finished():
            _take_outcomes(self.batches[self.collected], self.plan, self.target)
            self.collected += 1


def _strict_work(
    plan: _Plan,
    resolved: list[list[_Check]],
    extractions: list[Extraction],
    batches: list[RuffBatch],
    target: str,
    codes: int,
) -> _StrictWork:
    """Strict mode's checks for this batch; a batch of few distinct `codes` puts off the
    checks Ruff has not decided (DEFER_UP_TO_CODES)."""
    defer = codes <= DEFER_UP_TO_CODES
    python = parse_target(target)  # `py311`: what the strict checks judge the code for
    run = StrictRun(resolved, extractions, plan.verdicts, plan.syntax, defer=defer,
                    python=python)  # fmt: skip
    return _StrictWork(run, plan, batches, target)


def _verify_batch(
    requests: Sequence[VerifyRequest], resolved: list[list[_Check]], job: _Job
) -> list[ResponseVerdicts]:
    target, workdir, timeout, mode = job.target, job.workdir, job.timeout, job.mode
    ahead = CompileAhead(len(requests), job.recursion_limit, timeout)  # a helper, if free
    plan = _Plan()
    batches: list[RuffBatch] = []
    trees: list[str] = []
    strict = None
    try:
        extractions: list[Extraction] = []
        extracted: dict[str, Extraction] = {}
        for start in range(0, len(requests), RESPONSES_PER_RUFF_RUN):
            numbers = range(start, min(start + RESPONSES_PER_RUFF_RUN, len(requests)))
            extractions += _extract_part(requests[start : numbers.stop], ahead, extracted)
            groups, codes = _plan_ruff(plan, numbers, resolved, extractions, target)
            batches.append(RuffBatch(groups, codes, timeout=timeout, workdir=workdir,
                                     target_version=target, removals=trees))  # fmt: skip
        ahead.offered_all()
        by_code = _by_code(extractions)
        if mode == "strict":  # its checks run while Ruff does, and fold in below
            strict = _strict_work(plan, resolved, extractions, batches, target, len(by_code))
        with compiled_elsewhere(ahead.answered):
            _decide_python(plan, resolved, extractions, by_code, ahead, strict)  # while Ruff runs
            for batch in batches[strict.collected if strict else 0 :]:
                if strict is not None:  # put-off strict checks fill the wait for Ruff
                    strict.run.run_deferred(until=batch.finished)
                _take_outcomes(batch, plan, target)  # each run's while the next one still runs
            if strict is not None:
                strict.run.run_deferred()
        ahead.finish()
    finally:
        _clean_up(ahead, batches, trees)
    for key, check in plan.pending.items():  # code that does not compile, and no outcome
        syntax = plan.syntax.get(key[0])
        if syntax is not None or key not in plan.verdicts:
            plan.verdicts[key] = _ruff_verdict(check, None, syntax, target)
    if strict is not None:
        apply_strict(plan.verdicts, strict.run.outcomes)
    return [
        _assemble(request, extraction, checks, plan, number)
        for number, (request, extraction, checks) in enumerate(
            zip(requests, extractions, resolved, strict=True)
        )
    ]


def _clean_up(ahead: CompileAhead, batches: list[RuffBatch], trees: list[str]) -> None:
    """Let the helper go, stop any Ruff run left, and remove every tree with one `rm`."""
    ahead.close()
    for batch in batches:
        batch.close()
    if trees:
        remove_tree_later(*trees)


def _assemble(
    request: VerifyRequest, extraction: Extraction, checks: list[_Check], plan: _Plan, number: int
) -> ResponseVerdicts:
    reason = extraction.reason
    if plan.syntax.get(number) is not None:
        reason = "the extracted code does not compile"
    verdicts = plan.verdicts
    return ResponseVerdicts(
        task_id=request.task_id,
        code_found=extraction.code is not None,
        reason=reason,
        verdicts=tuple([verdicts[check.key] for check in checks]),
    )
