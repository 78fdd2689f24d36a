"""Rewards for RL training: VeriCode instruction following, sandboxed unit tests, and the
Vibe Checker composite, as plain functions of plain values.

Every reward takes a whole batch (one Ruff run, one sandbox batch) and the calling
convention of TRL's `reward_funcs` (keywords `prompts`, `completions`, dataset columns,
trainer extras); `compute_score` / `compute_score_batch` follow verl's. Importing this
package loads neither click nor rich; the sandbox loads on the first unit-test reward.

    from vibebench.rewards import vericode_reward
    vericode_reward(completions=["```python\\nx = 1\\n```"], instructions=[["style_3"]])
    # -> [1.0]
"""

from vibebench.rewards._columns import completion_text
from vibebench.rewards._combined import DEFAULT_ALPHA, combined_reward, composite
from vibebench.rewards._unit_tests import (
    DEFAULT_TIMEOUT_S,
    expected_tests,
    passed_fraction,
    resolve_tests,
    unit_test_reward,
)
from vibebench.rewards._vericode import vericode_reward
from vibebench.rewards._verl import compute_score, compute_score_batch

__all__ = [
    "DEFAULT_ALPHA",
    "DEFAULT_TIMEOUT_S",
    "combined_reward",
    "completion_text",
    "composite",
    "compute_score",
    "compute_score_batch",
    "expected_tests",
    "passed_fraction",
    "resolve_tests",
    "unit_test_reward",
    "vericode_reward",
]
