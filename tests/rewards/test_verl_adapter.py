"""compute_score called as verl's reward managers call it, with known answers."""

from __future__ import annotations

import json
from typing import Any

import numpy as np
import pytest
from reward_callers import ADD_CORRECT, ADD_SLOPPY, ADD_TESTS, ADD_WRONG, verl_call

from vibebench.errors import ConfigError
from vibebench.rewards import compute_score, compute_score_batch


def _row(ground_truth: Any, extra_info: Any = None) -> dict[str, Any]:
    """A verl dataset row (the parquet layout verl's examples write)."""
    return {
        "data_source": "vibebench/humanvibeeval",
        "prompt": [{"role": "user", "content": "Write add(a, b)."}],
        "reward_model": {"style": "rule", "ground_truth": ground_truth},
        "extra_info": extra_info if extra_info is not None else {"index": 0},
    }


def test_instructions_alone_score_instruction_following() -> None:
    row = _row(["library_2", "error_1"])
    assert verl_call(compute_score, row, ADD_CORRECT) == 1.0
    assert verl_call(compute_score, row, ADD_SLOPPY) == 0.0


def test_tests_alone_score_functionality_in_the_sandbox() -> None:
    row = _row({"tests": ADD_TESTS})
    assert verl_call(compute_score, row, ADD_CORRECT) == 1.0
    assert verl_call(compute_score, row, ADD_WRONG) == 0.0


def test_both_give_the_composite_with_alpha_from_the_ground_truth_or_extra_info() -> None:
    truth = {"instructions": ["library_2", "error_1"], "tests": ADD_TESTS}
    assert verl_call(compute_score, _row(truth), ADD_SLOPPY) == pytest.approx(0.6)
    assert verl_call(compute_score, _row({**truth, "alpha": 1.0}), ADD_SLOPPY) == 0.0
    assert verl_call(compute_score, _row(truth, {"alpha": 0.0}), ADD_SLOPPY) == 1.0


def test_json_text_ground_truth_as_parquet_stores_it() -> None:
    truth = json.dumps({"instructions": ["error_1"], "tests": "HumanEval/2"})
    row = _row(truth)
    # HumanEval/2 is truncate_number; this answer follows error_1 but fails the tests.
    answer = "```python\ndef truncate_number(number: float) -> float:\n    return number\n```"
    assert verl_call(compute_score, row, answer) == pytest.approx(0.4)


def test_numpy_object_arrays_from_verl_batches_are_accepted() -> None:
    truth = {"instructions": np.array(["library_2", "error_1"], dtype=object)}
    assert verl_call(compute_score, _row(truth), ADD_SLOPPY) == 0.0
    assert verl_call(compute_score, _row(np.array(["error_1"])), ADD_CORRECT) == 1.0


def test_batch_manager_call_scores_every_item_in_one_call() -> None:
    truths = [["error_1"], {"tests": ADD_TESTS}, {"instructions": ["error_1"], "tests": ADD_TESTS}]
    scores = compute_score_batch(
        data_sources=["a", "b", "c"],
        solution_strs=[ADD_SLOPPY, ADD_WRONG, ADD_SLOPPY],
        ground_truths=truths,
        extra_infos=[None, None, {"alpha": 0.5}],
    )
    assert scores == [0.0, 0.0, 0.5]


def test_reward_kwargs_set_the_default_alpha() -> None:
    truth = {"instructions": ["error_1"], "tests": ADD_TESTS}
    assert compute_score("x", ADD_SLOPPY, truth, None, alpha=0.25) == pytest.approx(0.75)


@pytest.mark.parametrize(
    "truth",
    [{}, {"instructions": ["error_1"], "answer": 3}, ["no_such_instruction"], {"alpha": 0.3}],
    ids=["empty", "unknown-key", "unknown-instruction", "nothing-to-score"],
)
def test_ground_truth_naming_nothing_valid_raises_config_error(truth: Any) -> None:
    with pytest.raises(ConfigError):
        verl_call(compute_score, _row(truth), ADD_CORRECT)


def test_reasoning_false_reaches_both_halves() -> None:
    """Code only inside `<think>`: no answer by default (0.0 on both halves); with
    `reasoning=False` the tag is text, the program is judged and run (1.0)."""
    thinking = f"<think>\n{ADD_CORRECT}</think>\nDone."
    truth = {"instructions": ["library_2", "error_1"], "tests": ADD_TESTS}
    assert compute_score("x", thinking, truth, None) == 0.0
    assert compute_score("x", thinking, truth, None, reasoning=False) == 1.0
