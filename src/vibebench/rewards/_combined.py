"""The Vibe Checker composite: alpha x instruction following + (1 - alpha) x functionality.

The paper found human preference (LMArena coding Elo) tracks this mix better than either
part alone, peaking near alpha = 0.4 for Pearson correlation on BigVibeBench; that is the
default here. Instructions are checked first (one Ruff run, tens of milliseconds), so a bad
spec in either column is refused before the sandbox starts.
"""

from __future__ import annotations

from collections.abc import Sequence
from numbers import Real
from typing import Any

from vibebench.errors import ConfigError
from vibebench.instructions import get_instruction
from vibebench.rewards._columns import check_lengths, completion_text, plain
from vibebench.rewards._unit_tests import (
    TestRewardOptions,
    program_of,
    resolve_tests,
    scores_against_tests,
)
from vibebench.rewards._vericode import followed_vector, verify_completions
from vibebench.verify import Extraction, InstructionLookup, extract_code, reasoning_in_responses
from vibebench.verify._extract import pin_rounds, pinned_extractions
from vibebench.verify._strict_mode import VerdictMode, check_mode

__all__ = [
    "DEFAULT_ALPHA",
    "check_alpha",
    "combined_reward",
    "composite",
    "followed_on_tested_code",
]

DEFAULT_ALPHA = 0.4
"""Weight on instruction following: the paper's Pearson optimum on BigVibeBench."""


def check_alpha(alpha: Any, where: str | None = None) -> float:
    """`alpha` as a float in [0, 1]; ConfigError otherwise, naming `where` when given.

    Only a real number will do: text such as "0.4" is refused as `timeout_s="10"` is (a
    dataset column or config string would otherwise weigh the reward), and so is a bool. A
    numpy number (a verl column) counts as the number it holds.
    """
    value = plain(alpha)
    prefix = f"{where}: " if where else ""
    if isinstance(value, bool) or not isinstance(value, Real):
        raise ConfigError(f"{prefix}alpha must be a number in [0, 1], got {alpha!r:.60}")
    if not 0.0 <= value <= 1.0:
        raise ConfigError(f"{prefix}alpha must be in [0, 1], got {value}")
    return float(value)


def composite(instruction_following: float, functionality: float, alpha: float) -> float:
    """alpha x IF + (1 - alpha) x Func."""
    return alpha * instruction_following + (1.0 - alpha) * functionality


def followed_on_tested_code(
    completions: Sequence[Any],
    instructions: Sequence[Any],
    tests: Sequence[Any],
    options: TestRewardOptions,
    *,
    judging: tuple[InstructionLookup, VerdictMode] = (get_instruction, "strict"),
    names: Sequence[str] | None = None,
) -> list[float]:
    """`vericode_reward` with each completion judged on the code its tests run.

    A completion's program is found once knowing its task (extracted with the task's entry
    point, or the task's prefix and the completion under `continuation`; a row of `tests`
    that is None has no task), and that program is pinned while the instructions are
    checked (`vibebench.verify._extract.pinned_extractions`), so a usage example or a stub
    beside the program is never what either half scores. `judging` is the registry lookup
    and verdict mode of the instructions; `names` say what an error calls each completion
    (default `completion N`).
    """
    if names is None:
        names = [f"completion {number}" for number in range(len(completions))]
    pairs = zip(names, completions, strict=True)
    texts = [completion_text(completion, name) for name, completion in pairs]
    lookup, mode = judging
    with reasoning_in_responses(options.reasoning):
        extractions = [
            _tested_code(text, row, name, options)
            for name, text, row in zip(names, texts, tests, strict=True)
        ]
        followed = [0.0] * len(texts)
        for indexes, pins in pin_rounds(texts, extractions):
            with pinned_extractions(pins):
                results = verify_completions(
                    [completions[number] for number in indexes],
                    [instructions[number] for number in indexes],
                    lookup=lookup,
                    mode=mode,
                    names=[names[number] for number in indexes],
                )
            for number, result in zip(indexes, results, strict=True):
                vector = followed_vector(result)
                followed[number] = sum(vector) / len(vector)
    return followed


def _tested_code(text: str, row: Any, name: str, options: TestRewardOptions) -> Extraction:
    """The extraction the instructions judge: the program the row's tests run."""
    if row is None:
        return extract_code(text)
    task = resolve_tests(row, name, options.tasks).task  # type: ignore[arg-type]
    if not options.continuation:
        return extract_code(text, entry_point=task.entry_point)
    program = program_of(text, task, continuation=True) or ""
    return extract_code(text).model_copy(
        update={
            "code": program.replace("\r\n", "\n"),
            "reason": None,
            "method": "bare",
            "parses": None,
        }  # fmt: skip
    )


def combined_reward(
    completions: Sequence[Any],
    instructions: Sequence[Any],
    tests: Sequence[Any],
    *,
    alpha: float = DEFAULT_ALPHA,
    lookup: InstructionLookup = get_instruction,
    mode: VerdictMode = "strict",
    **keywords: Any,
) -> list[float]:
    """alpha x `vericode_reward` + (1 - alpha) x `unit_test_reward`, per completion.

    Takes TRL's reward_funcs keywords like the two rewards it combines; `instructions` and
    `tests` are dataset columns (see those functions for their formats). `mode` is the
    instruction half's (`strict` by default, as in `vericode_reward`); `keywords` carries
    the options of `unit_test_reward` (`hack_penalty`, `partial_credit`, `timeout_s`,
    `continuation`, `tasks`, `runner`, `workers`, `reasoning`) and the trainer's extras.
    Both halves judge the same program: the one the tests run. The hack penalty is
    subtracted from the functional part before weighting.

    Raises:
        ConfigError: an alpha that is no number in [0, 1], an unknown mode, a bad option,
            or anything the two rewards refuse.
        VerifierError: the Ruff binary is missing, or Ruff could not run at all.
        SandboxError: the sandbox itself failed.
    """
    weight = check_alpha(alpha)
    check_lengths(completions, instructions=instructions, tests=tests)
    options = TestRewardOptions.from_keywords(keywords)
    followed = followed_on_tested_code(
        completions, instructions, tests, options, judging=(lookup, check_mode(mode))
    )
    functional = scores_against_tests(completions, tests, options)
    return [
        composite(if_score, func_score, weight)
        for if_score, func_score in zip(followed, functional, strict=True)
    ]
