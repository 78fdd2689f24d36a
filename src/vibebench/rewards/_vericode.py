"""The instruction-following reward: the share of a completion's VeriCode instructions it
follows, for the whole batch in one verify call."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any, Literal

from pydantic import ValidationError

from vibebench.errors import ConfigError, validation_problems
from vibebench.instructions import InstructionSpec, get_instruction
from vibebench.rewards._columns import (
    check_flag,
    check_lengths,
    completion_text,
    decode_json_text,
    plain,
    without_nones,
)
from vibebench.verify import (
    InstructionLookup,
    ResponseVerdicts,
    VerifyRequest,
    raise_if_ruff_broken,
    reasoning_in_responses,
    verify_batch,
)
from vibebench.verify._strict_mode import check_mode

__all__ = ["followed_vector", "instruction_specs", "verify_completions", "vericode_reward"]


def _spec(value: Any, where: str) -> InstructionSpec | str:
    """One spec as the verify API takes it; dicts lose the None values Arrow added."""
    if isinstance(value, InstructionSpec):
        return value
    if isinstance(value, str):
        try:
            InstructionSpec.parse(value)  # refused here, where the row is known
        except ConfigError as err:
            raise ConfigError(f"{where}: {err}") from err
        return value
    try:
        if isinstance(value, Mapping):
            return InstructionSpec.model_validate(without_nones(value))
        if isinstance(value, list | tuple) and len(value) == 2 and isinstance(value[0], str):
            return InstructionSpec(id=value[0], params=without_nones(value[1] or {}))
    except ValidationError as err:
        problems = validation_problems(err, "spec")
        msg = f"{where}: not a valid instruction spec ({problems}); a spec is {{'id', 'params'}}"
        raise ConfigError(msg) from err
    except AttributeError as err:
        raise ConfigError(f"{where}: not a valid instruction spec: {err}") from err
    msg = f"{where}: an instruction spec is 'id:key=value', {{'id', 'params'}} or (id, params)"
    raise ConfigError(f"{msg}, not {value!r:.80}")


_KNOWN_ROWS: dict[str, tuple[InstructionSpec | str, ...]] = {}
"""JSON text of a row -> its specs: a trainer repeats each row once per generation and
again each epoch, and reading a row's specs cost ~15% of a 64-completion reward call."""
_KNOWN_ROWS_MAX = 4096


def _row_key(value: Any) -> str | None:
    """A text that only rows of the same meaning share, or None for a row that is not plain
    JSON data (numpy columns, mixed key types): those are read each time.

    JSON keeps 1, 1.0 and true apart; it merges a list with a tuple and an int key with its
    digits, neither of which changes what a row means (a parameter name is never an int).
    """
    if isinstance(value, str):
        return value
    try:
        return json.dumps(value, sort_keys=True, allow_nan=False)
    except (TypeError, ValueError):
        return None


def instruction_specs(value: Any, where: str) -> list[InstructionSpec | str]:
    """The instruction specs of one row of an `instructions` column.

    A row is a list of specs, JSON text of such a list, or a single spec string. A row
    already read (as JSON data) gets the specs it got then; a row with an error is never
    kept, so it is named again each time.
    """
    key = _row_key(value)
    known = _KNOWN_ROWS.get(key) if key is not None else None
    if known is not None:
        return list(known)
    specs = _read_row(value, where)
    if key is not None:
        if len(_KNOWN_ROWS) >= _KNOWN_ROWS_MAX:
            _KNOWN_ROWS.clear()
        _KNOWN_ROWS[key] = tuple(specs)
    return specs


def _read_row(value: Any, where: str) -> list[InstructionSpec | str]:
    """`instruction_specs`, read from the row itself."""
    value = plain(decode_json_text(value, what=f"{where} (instructions)"))
    if isinstance(value, str | Mapping):
        value = [value]
    if not isinstance(value, list):
        msg = f"{where}: instructions are a list of specs, not {type(value).__name__}"
        raise ConfigError(msg)
    specs = [_spec(item, f"{where}, instruction {number}") for number, item in enumerate(value)]
    if not specs:
        msg = f"{where} has no instructions to score (a reward over nothing means nothing)"
        raise ConfigError(msg)
    return specs


def verify_completions(
    completions: Sequence[Any],
    instructions: Sequence[Any],
    *,
    lookup: InstructionLookup = get_instruction,
    mode: Literal["paper", "strict"] = "strict",
    names: Sequence[str] | None = None,
) -> list[ResponseVerdicts]:
    """Every completion's verdicts against its row's instructions, in one engine call.

    Rewards default to `strict` mode: the paper's Ruff rules plus the checks that close the
    routes a policy under RL finds around them (docs/instructions.md). `names` say what an
    error calls each completion (default `completion N`).

    Raises:
        ConfigError: a column of the wrong length, a malformed spec, an unknown id or an
            invalid parameter (before any check runs).
        VerifierError: the Ruff binary is missing, or Ruff could not run at all.
    """
    check_lengths(completions, instructions=instructions)
    if names is None:
        names = [f"completion {number}" for number in range(len(completions))]
    requests = [
        VerifyRequest(
            response=completion_text(completion, name),
            instructions=instruction_specs(row, name),
        )
        for name, completion, row in zip(names, completions, instructions, strict=True)
    ]
    results = verify_batch(requests, lookup=lookup, mode=check_mode(mode), names=names)
    raise_if_ruff_broken(results, names)
    return results


def followed_vector(result: ResponseVerdicts) -> list[float]:
    """1.0 per instruction followed, 0.0 per one not followed or not decided."""
    return [1.0 if v.passed and v.error is None else 0.0 for v in result.verdicts]


def vericode_reward(
    completions: Sequence[Any],
    instructions: Sequence[Any],
    *,
    per_instruction: bool = False,
    lookup: InstructionLookup = get_instruction,
    mode: Literal["paper", "strict"] = "strict",
    reasoning: bool = True,
    **_trainer_kwargs: Any,
) -> list[float] | list[list[float]]:
    """The share of its VeriCode instructions each completion follows, as TRL reward_funcs do.

    Called the way TRL's GRPOTrainer calls a reward function: keyword arguments `prompts`,
    `completions`, the dataset's other columns (`instructions` among them) and trainer
    extras (`completion_ids`, `trainer_state`, ...), which are accepted and ignored.

    Args:
        completions: a list of response strings, or of conversations (lists of
            `{"role", "content"}` messages; the last assistant message is scored).
        instructions: one row per completion: a list of specs (`"style_3:line_length=88"`,
            `{"id": ..., "params": {...}}`, `(id, params)`), JSON text of such a list, or a
            single spec string.
        per_instruction: return one 0/1 vector per completion (in the row's order) instead
            of the fraction.
        mode: `strict` (default: closes aliasing, dynamic access and stub routes) or `paper`
            (exactly the paper's Ruff rules).
        lookup: id -> Instruction; defaults to the registry (plugins included).
        reasoning: the model may reason in its output, so `<think>` blocks (and all before
            an orphan `</think>`) are not its answer (default). False for a model that never
            reasons: every tag is then ordinary text, and no code hides behind one.

    Returns:
        A float in [0, 1] per completion (or a vector of 0.0/1.0 with `per_instruction`). A
        check that could not decide (no code, a crash, Ruff failing) counts as not followed.

    Raises:
        ConfigError: an unknown id, an invalid parameter, a row without instructions,
            completions or a column that is no list (or of the wrong length), a completion
            that is no text or conversation, or a flag that is not a bool; raised before
            anything is checked.
        VerifierError: the Ruff binary is missing, or Ruff could not run at all (an
            infrastructure failure is never a zero reward).
    """
    reasoning = check_flag("reasoning", reasoning)
    per_instruction = check_flag("per_instruction", per_instruction)
    with reasoning_in_responses(reasoning):
        results = verify_completions(completions, instructions, lookup=lookup, mode=mode)
    vectors = [followed_vector(result) for result in results]
    if per_instruction:
        return vectors
    return [sum(vector) / len(vector) for vector in vectors]
