"""combined_reward: the paper's alpha x IF + (1 - alpha) x Func, called as TRL calls it."""

from __future__ import annotations

import functools
from typing import Any

import pytest
from reward_callers import ADD_CORRECT, ADD_SLOPPY, ADD_TESTS, ADD_WRONG, conversational, trl_call

from vibebench.errors import ConfigError
from vibebench.execute import Runner
from vibebench.rewards import combined_reward

ROW = {"prompt": "Write add(a, b).", "instructions": ["library_2", "error_1"], "tests": ADD_TESTS}


def _reward(runner: Runner, **options: Any) -> Any:
    return functools.partial(combined_reward, runner=runner, **options)


def test_default_alpha_weights_instruction_following_at_forty_percent(runner: Runner) -> None:
    # correct + compliant: 1.0; correct + sloppy: 0.4 * 0 + 0.6 * 1; wrong + compliant: 0.4
    completions = [ADD_CORRECT, ADD_SLOPPY, ADD_WRONG]
    rewards = trl_call(_reward(runner), [ROW] * 3, completions)
    assert rewards == [1.0, pytest.approx(0.6), pytest.approx(0.4)]


def test_conversational_completions(runner: Runner) -> None:
    completions = [conversational(ADD_SLOPPY), conversational(ADD_WRONG)]
    rewards = trl_call(_reward(runner, alpha=0.7), [ROW] * 2, completions)
    assert rewards == [pytest.approx(0.3), pytest.approx(0.7)]


@pytest.mark.parametrize(("alpha", "expected"), [(0.0, 1.0), (1.0, 0.0), (0.5, 0.5)])
def test_alpha_ends_are_pure_functionality_and_pure_instruction_following(
    runner: Runner, alpha: float, expected: float
) -> None:
    assert trl_call(_reward(runner, alpha=alpha), [ROW], [ADD_SLOPPY]) == [expected]


@pytest.mark.parametrize("alpha", [-0.1, 1.5, "much"])
def test_alpha_outside_the_unit_interval_raises_config_error(runner: Runner, alpha: Any) -> None:
    with pytest.raises(ConfigError, match="alpha"):
        trl_call(_reward(runner, alpha=alpha), [ROW], [ADD_CORRECT])


def test_a_bad_instruction_is_refused_before_the_sandbox_runs() -> None:
    class _NoRunner(Runner):
        def run_batch(self, jobs: Any) -> Any:
            raise AssertionError("the sandbox must not run")

    row = {**ROW, "instructions": ["no_such_instruction"]}
    with pytest.raises(ConfigError, match="no_such_instruction"):
        trl_call(functools.partial(combined_reward, runner=_NoRunner()), [row], [ADD_CORRECT])
