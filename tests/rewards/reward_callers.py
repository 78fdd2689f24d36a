"""Callers that invoke reward functions exactly as TRL and verl do, and shared answers.

Imported by the reward tests as `reward_callers` (their folder is on sys.path).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

ADD_CORRECT = "Here you go:\n\n```python\ndef add(a, b):\n    return a + b\n```\n"
ADD_WRONG = "```python\ndef add(a, b):\n    return a - b\n```"
ADD_SLOPPY = (
    "```python\ndef add(a, b):\n    print(a)\n    try:\n        return a + b\n"
    "    except:\n        return None\n```"
)
"""Correct code that prints (library_2 fails) and catches everything (error_1 fails)."""

ADD_TESTS = {
    "test_kind": "check_function",
    "tests": (
        "def check(candidate):\n    assert candidate(1, 2) == 3\n    assert candidate(0, 0) == 0\n"
    ),
    "entry_point": "add",
}


class _TrainerState:
    """Stands in for transformers' TrainerState, which TRL passes as `trainer_state`."""

    global_step = 3


def trl_call(
    reward: Callable[..., Any],
    rows: Sequence[Mapping[str, Any]],
    completions: Sequence[Any],
) -> Any:
    """Call `reward` as TRL's GRPOTrainer._calculate_rewards does.

    `rows` holds one dataset row per completion (TRL repeats each prompt's row once per
    generation); every column except `prompt` and `completion` becomes a keyword list, and
    the trainer adds `completion_ids`, `trainer_state`, `log_extra` and `log_metric`.
    """
    keys = [key for key in rows[0] if key not in ("prompt", "completion", "completion_ids")]
    reward_kwargs: dict[str, Any] = {key: [row[key] for row in rows] for key in keys}
    reward_kwargs["trainer_state"] = _TrainerState()
    reward_kwargs["log_extra"] = lambda *args, **kwargs: None
    reward_kwargs["log_metric"] = lambda *args, **kwargs: None
    return reward(
        prompts=[row["prompt"] for row in rows],
        completions=list(completions),
        completion_ids=[[1, 2, 3] for _ in completions],
        **reward_kwargs,
    )


def conversational(text: str) -> list[dict[str, str]]:
    """A completion as TRL passes it for a conversational dataset: one assistant message."""
    return [{"role": "assistant", "content": text}]


def verl_call(compute_score: Callable[..., Any], row: Mapping[str, Any], response: str) -> Any:
    """Call `compute_score` as verl's NaiveRewardManager does for one dataset row."""
    return compute_score(
        data_source=row["data_source"],
        solution_str=response,
        ground_truth=row["reward_model"]["ground_truth"],
        extra_info=row.get("extra_info"),
    )
