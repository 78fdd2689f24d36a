"""The Vibe Checker composite: alpha x instruction following + (1 - alpha) x functionality.

The paper found human preference (LMArena coding Elo) tracks this mix better than either
part alone, peaking near alpha = 0.4 for Pearson correlation on BigVibeBench; that is the
default here. Instructions are checked first (one Ruff run, tens of milliseconds), so a bad
spec in either column is refused before the sandbox starts.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from vibebench.errors import ConfigError
from vibebench.instructions import get_instruction
from vibebench.rewards._columns import check_lengths, completion_text
from vibebench.rewards._unit_tests import TestRewardOptions, resolve_tests, unit_test_reward
from vibebench.rewards._vericode import vericode_reward
from vibebench.tasks import Task
from vibebench.verify import InstructionLookup, extract_code
from vibebench.verify._extract import pin_rounds, pinned_extractions

if TYPE_CHECKING:
    pass

__all__ = [
    "DEFAULT_ALPHA",
    "check_alpha",
    "combined_reward",
    "composite",
    "followed_on_tested_code",
]

DEFAULT_ALPHA = 0.4
"""Weight on instruction following: the paper's Pearson optimum on BigVibeBench."""


def check_alpha(alpha: float) -> float:
    """`alpha` as a float in [0, 1]; ConfigError otherwise."""
    try:
        value = float(alpha)
    except (TypeError, ValueError) as err:
        raise ConfigError(f"alpha must be a number in [0, 1], got {alpha!r}") from err
    if not 0.0 <= value <= 1.0:
        raise ConfigError(f"alpha must be in [0, 1], got {value}")
    return value


def composite(instruction_following: float, functionality: float, alpha: float) -> float:
    """alpha x IF + (1 - alpha) x Func."""
    return alpha * instruction_following + (1.0 - alpha) * functionality


def followed_on_tested_code(
    completions: Sequence[Any],
    instructions: Sequence[Any],
    tests: Sequence[Any],
    *,
    tasks: Mapping[str, Task] | Sequence[Task] | None = None,
    lookup: InstructionLookup = get_instruction,
) -> list[float]:
    """`vericode_reward` with each completion judged on the code its tests run.

    A completion is extracted once knowing its task's entry point (a row of `tests` that is
    None has none), and that extraction is pinned while the instructions are checked
    (`vibebench.verify._extract.pinned_extractions`), so a usage example or a stub beside
    the program is never what either half scores.
    """
    index = {task.id: task for task in tasks} if isinstance(tasks, Sequence) else tasks
    texts = [completion_text(completion) for completion in completions]
    extractions = [
        extract_code(
            text,
            entry_point=None
            if row is None
            else resolve_tests(row, f"completion {number}", index).task.entry_point,
        )
        for number, (text, row) in enumerate(zip(texts, tests, strict=True))
    ]
    followed = [0.0] * len(texts)
    for indexes, pins in pin_rounds(texts, extractions):
        with pinned_extractions(pins):
            scores = vericode_reward(
                [completions[number] for number in indexes],
                [instructions[number] for number in indexes],
                lookup=lookup,
            )
        for number, score in zip(indexes, scores, strict=True):
            followed[number] = float(score)  # type: ignore[arg-type]
    return followed


def combined_reward(
    completions: Sequence[Any],
    instructions: Sequence[Any],
    tests: Sequence[Any],
    *,
    alpha: float = DEFAULT_ALPHA,
    lookup: InstructionLookup = get_instruction,
    **keywords: Any,
) -> list[float]:
    """alpha x `vericode_reward` + (1 - alpha) x `unit_test_reward`, per completion.

    Takes TRL's reward_funcs keywords like the two rewards it combines; `instructions` and
    `tests` are dataset columns (see those functions for their formats). `keywords` carries
    the options of `unit_test_reward` (`hack_penalty`, `partial_credit`, `timeout_s`,
    `tasks`, `runner`; `continuation` is not used here) and the trainer's extras. The hack
    penalty is subtracted from the functional part before weighting.

    Raises:
        ConfigError: alpha outside [0, 1], or anything the two rewards refuse.
        VerifierError: the Ruff binary is missing.
        SandboxError: the sandbox itself failed.
    """
    weight = check_alpha(alpha)
    check_lengths(completions, instructions=instructions, tests=tests)
    followed = followed_on_tested_code(
        completions, instructions, tests, tasks=keywords.get("tasks"), lookup=lookup
    )
    options = TestRewardOptions.from_keywords(keywords)
    functional = unit_test_reward(
        completions,
        tests,
        hack_penalty=options.hack_penalty,
        partial_credit=options.partial_credit,
        timeout_s=options.timeout_s,
        tasks=options.tasks,
        runner=options.runner,
    )
    return [
        composite(float(if_score), func_score, weight)  # type: ignore[arg-type]
        for if_score, func_score in zip(followed, functional, strict=True)
    ]
