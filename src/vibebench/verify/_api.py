"""The Python API: `verify` for evaluation, `reward` for training loops.

Both take many responses at once because the engine's cost is a Ruff process per call (one
per few hundred responses); calling them once per response throws that away.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from pydantic import ValidationError

from vibebench.errors import ConfigError, VerifierError
from vibebench.instructions import InstructionSpec, get_instruction
from vibebench.verify._engine import InstructionLookup, verify_batch
from vibebench.verify._models import ResponseVerdicts, Reward, VerifyRequest
from vibebench.verify._strict_mode import VerdictMode, check_mode

__all__ = ["DEFAULT_BATCH_SIZE", "as_request", "raise_if_ruff_broken", "reward", "verify"]

DEFAULT_BATCH_SIZE = 2000
"""Responses per Ruff run: large enough that a BigCodeBench-sized set is one run."""

SpecLike = InstructionSpec | str | dict[str, Any] | tuple[str, dict[str, Any]]
ItemLike = VerifyRequest | tuple[str, Sequence[SpecLike]] | tuple[str, str, Sequence[SpecLike]]


def _as_spec(value: SpecLike) -> InstructionSpec:
    """Accept a spec, `"id:key=value"`, `{"id": ..., "params": ...}` or `(id, params)`."""
    if isinstance(value, InstructionSpec):
        return value
    if isinstance(value, str):
        return InstructionSpec.parse(value)
    if isinstance(value, tuple) and len(value) == 2:
        return InstructionSpec(id=value[0], params=value[1])
    return InstructionSpec.model_validate(value)


def as_request(item: ItemLike) -> VerifyRequest:
    """Accept a VerifyRequest, `(response, specs)` or `(task_id, response, specs)`."""
    if isinstance(item, VerifyRequest):
        return item
    try:
        if isinstance(item, tuple | list) and len(item) in (2, 3):
            *task_id, response, specs = item
            if isinstance(specs, str):
                msg = f"the instructions of a verify item are a list of specs, not {specs!r:.80}"
                raise ConfigError(msg)
            return VerifyRequest(
                task_id=task_id[0] if task_id else "",
                response=response,
                instructions=[_as_spec(spec) for spec in specs],
            )
    except (ValidationError, TypeError) as err:
        msg = f"not a valid verify item: {err}"
        raise ConfigError(msg) from err
    msg = f"a verify item is a VerifyRequest or a (response, instructions) tuple, not {item!r:.80}"
    raise ConfigError(msg)


def verify(
    items: Iterable[ItemLike],
    *,
    lookup: InstructionLookup = get_instruction,
    batch_size: int = DEFAULT_BATCH_SIZE,
    workdir: str | None = None,
    on_batch: Callable[[int], None] | None = None,
    mode: VerdictMode = "paper",
) -> list[ResponseVerdicts]:
    """Verify many responses against their instructions; one verdict list per item, in order.

    Args:
        items: VerifyRequest objects or `(response, instructions)` /
            `(task_id, response, instructions)` tuples; instructions as InstructionSpec,
            `"style_3:line_length=88"`, `{"id": ..., "params": {...}}` or `(id, params)`.
        lookup: id -> Instruction; defaults to the registry (plugins included).
        batch_size: responses per Ruff run.
        workdir: where the temporary Ruff tree goes (default: the system temp dir).
        on_batch: called with the number of responses finished after each Ruff run.
        mode: `paper` (default, what the paper's numbers mean: each instruction by its Ruff
            rules) or `strict` (those rules plus checks that close the routes around them,
            the default of `reward`); every verdict records it.

    Raises:
        ConfigError: a malformed item, an unknown id or an invalid parameter, before any check
            runs.
        VerifierError: the Ruff binary is missing.
    """
    if batch_size < 1:
        msg = f"batch_size must be at least 1, got {batch_size}"
        raise ConfigError(msg)
    check_mode(mode)
    requests = [as_request(item) for item in items]
    results: list[ResponseVerdicts] = []
    for start in range(0, len(requests), batch_size):
        chunk = requests[start : start + batch_size]
        named = [f"item {number}" for number in range(start, start + len(chunk))]
        results.extend(verify_batch(chunk, lookup=lookup, workdir=workdir, mode=mode, names=named))
        if on_batch is not None:
            on_batch(len(chunk))
    return results


def raise_if_ruff_broken(results: Sequence[ResponseVerdicts], names: Sequence[str]) -> None:
    """VerifierError when Ruff could not run at all (an `environment` error): a score made
    of such verdicts would be a zero the response never earned."""
    for name, result in zip(names, results, strict=True):
        for verdict in result.verdicts:
            if verdict.error_source == "environment":
                msg = f"Ruff could not run, so nothing was judged ({name}): {verdict.error}"
                raise VerifierError(msg)


def reward(
    responses_and_instructions: Iterable[ItemLike],
    *,
    lookup: InstructionLookup = get_instruction,
    mode: VerdictMode = "strict",
) -> list[Reward]:
    """Score a batch for a training loop: the share of its instructions each response followed.

    Every item must carry at least one instruction (a reward over nothing would be a number
    that means nothing); the whole batch is scored in one engine call. Rewards default to
    strict mode, whose checks close the routes a policy learns around the paper's rules.
    """
    requests = [as_request(item) for item in responses_and_instructions]
    for number, request in enumerate(requests):
        if not request.instructions:
            msg = f"item {number} has no instructions to score"
            raise ConfigError(msg)
    verdicts = verify(requests, lookup=lookup, batch_size=max(1, len(requests)), mode=mode)
    raise_if_ruff_broken(verdicts, [f"item {number}" for number in range(len(verdicts))])
    return [
        Reward(
            fraction_followed=result.followed / len(result.verdicts),
            all_followed=result.all_passed,
        )
        for result in verdicts
    ]
