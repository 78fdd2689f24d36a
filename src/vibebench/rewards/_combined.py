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
from vibebench.rewards._columns import check_lengths
from vibebench.rewards._unit_tests import DEFAULT_TIMEOUT_S, unit_test_reward
from vibebench.rewards._vericode import vericode_reward
from vibebench.tasks import Task
from vibebench.verify import InstructionLookup

if TYPE_CHECKING:
    from vibebench.execute import Runner

__all__ = ["DEFAULT_ALPHA", "check_alpha", "combined_reward", "composite"]

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


def combined_reward(
    completions: Sequence[Any],
    instructions: Sequence[Any],
    tests: Sequence[Any],
    *,
    alpha: float = DEFAULT_ALPHA,
    hack_penalty: float = 0.0,
    partial_credit: bool = True,
    timeout_s: float = DEFAULT_TIMEOUT_S,
    tasks: Mapping[str, Task] | Sequence[Task] | None = None,
    runner: Runner | None = None,
    lookup: InstructionLookup = get_instruction,
    **_trainer_kwargs: Any,
) -> list[float]:
    """alpha x `vericode_reward` + (1 - alpha) x `unit_test_reward`, per completion.

    Takes TRL's reward_funcs keywords like the two rewards it combines; `instructions` and
    `tests` are dataset columns (see those functions for their formats). The hack penalty
    is subtracted from the functional part before weighting.

    Raises:
        ConfigError: alpha outside [0, 1], or anything the two rewards refuse.
        VerifierError: the Ruff binary is missing.
        SandboxError: the sandbox itself failed.
    """
    weight = check_alpha(alpha)
    check_lengths(completions, instructions=instructions, tests=tests)
    followed = vericode_reward(completions, instructions, lookup=lookup)
    functional = unit_test_reward(
        completions,
        tests,
        hack_penalty=hack_penalty,
        partial_credit=partial_credit,
        timeout_s=timeout_s,
        tasks=tasks,
        runner=runner,
    )
    return [
        composite(float(if_score), func_score, weight)  # type: ignore[arg-type]
        for if_score, func_score in zip(followed, functional, strict=True)
    ]
