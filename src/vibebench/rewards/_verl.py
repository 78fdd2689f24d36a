"""verl adapters: `compute_score` for verl's naive reward manager, `compute_score_batch` for
its batch reward manager.

verl calls `custom_reward_function.name` in `custom_reward_function.path` with keyword
arguments `data_source`, `solution_str` (the decoded response), `ground_truth` (the row's
`reward_model.ground_truth`) and `extra_info`; its batch manager passes the plural names,
one list each. `custom_reward_function.reward_kwargs` arrive as further keywords.

The ground truth says what to score:

- `{"instructions": [...], "tests": SPEC, "alpha": 0.4}`: the composite; either key alone
  gives that part alone (`alpha` is optional, also read from `extra_info` and the keywords);
- a list of instruction specs: instruction following alone;
- either as JSON text (parquet columns often hold one string schema for every row).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from vibebench.errors import ConfigError
from vibebench.instructions import get_instruction
from vibebench.rewards._columns import check_column, decode_json_text, plain, without_nones
from vibebench.rewards._combined import (
    DEFAULT_ALPHA,
    check_alpha,
    composite,
    followed_on_tested_code,
)
from vibebench.rewards._unit_tests import TestRewardOptions, scores_against_tests
from vibebench.verify._strict_mode import check_mode

__all__ = ["compute_score", "compute_score_batch"]

_GROUND_TRUTH_KEYS = frozenset({"instructions", "tests", "alpha"})


@dataclass(frozen=True)
class _Target:
    """What one row asks to be scored on (None: that part is not scored)."""

    instructions: Any
    tests: Any
    alpha: float


def _target(ground_truth: Any, extra_info: Any, default_alpha: float, where: str) -> _Target:
    truth = plain(decode_json_text(ground_truth, what=f"{where} (ground_truth)"))
    truth = without_nones(truth) if isinstance(truth, dict) else {"instructions": truth}
    extra = plain(extra_info)
    extra = without_nones(extra) if isinstance(extra, dict) else {}
    unknown = sorted(set(truth) - _GROUND_TRUTH_KEYS)
    if unknown:
        keys = ", ".join(unknown)
        raise ConfigError(
            f"{where}: unknown ground_truth key(s) {keys} (instructions, tests, alpha)"
        )
    instructions, tests = truth.get("instructions"), truth.get("tests")
    if instructions is None and tests is None:
        raise ConfigError(f"{where}: ground_truth names neither instructions nor tests")
    alpha = truth.get("alpha", extra.get("alpha", default_alpha))
    return _Target(instructions, tests, check_alpha(alpha, where))


def compute_score_batch(
    data_sources: Sequence[Any],
    solution_strs: Sequence[str],
    ground_truths: Sequence[Any],
    extra_infos: Sequence[Any] | None = None,
    **reward_kwargs: Any,
) -> list[float]:
    """One score per response: one verify call and one sandbox batch for the whole list.

    `reward_kwargs` may set `alpha`, the instructions' `mode` (`strict` by default) and the
    options of `unit_test_reward` (`hack_penalty`, `partial_credit`, `timeout_s`,
    `continuation`, `workers`, `reasoning`); other keywords verl passes are ignored. Errors
    name a row `item N`, its place in the lists.

    Raises:
        ConfigError: an argument that is no list, lists of different lengths, a ground truth
            that names nothing to score, a bad spec or alpha in it, or a bad option.
        VerifierError, SandboxError: the engine or the sandbox could not run.
    """
    check_column(solution_strs, "solution_strs", "a batch: one response per item")
    check_column(data_sources, "data_sources", "one per response")
    check_column(ground_truths, "ground_truths", "one per response")
    if extra_infos is not None:
        check_column(extra_infos, "extra_infos", "one per response")
    count = len(solution_strs)
    infos = list(extra_infos) if extra_infos is not None else [None] * count
    lengths = (len(data_sources), count, len(ground_truths), len(infos))
    if len(set(lengths)) != 1:
        msg = (
            "data_sources, solution_strs, ground_truths and extra_infos differ in length: "
            + ", ".join(map(str, lengths))
        )
        raise ConfigError(msg)
    default_alpha = check_alpha(reward_kwargs.get("alpha", DEFAULT_ALPHA))
    targets = [
        _target(truth, info, default_alpha, f"item {number}")
        for number, (truth, info) in enumerate(zip(ground_truths, infos, strict=True))
    ]
    options = TestRewardOptions.from_keywords(reward_kwargs)
    mode = check_mode(reward_kwargs.get("mode", "strict"))
    if_of = _over_rows(
        [target.instructions for target in targets],
        lambda rows: followed_on_tested_code(
            [solution_strs[number] for number in rows],
            [targets[number].instructions for number in rows],
            [targets[number].tests for number in rows],
            options,
            judging=(get_instruction, mode),
            names=[f"item {number}" for number in rows],
        ),
    )
    func_of = _over_rows(
        [target.tests for target in targets],
        lambda rows: scores_against_tests(
            [solution_strs[number] for number in rows],
            [targets[number].tests for number in rows],
            options,
            names=[f"item {number}" for number in rows],
        ),
    )
    scores = []
    for number, target in enumerate(targets):
        if number in if_of and number in func_of:
            scores.append(composite(if_of[number], func_of[number], target.alpha))
        else:
            scores.append(if_of.get(number, func_of.get(number, 0.0)))
    return scores


def _over_rows(column: list[Any], score: Callable[[list[int]], list[float]]) -> dict[int, float]:
    """`score` of the rows whose `column` value is set, in one call; row -> score."""
    rows = [number for number, value in enumerate(column) if value is not None]
    return dict(zip(rows, score(rows), strict=True)) if rows else {}


def compute_score(
    data_source: Any,
    solution_str: str,
    ground_truth: Any,
    extra_info: Any = None,
    **reward_kwargs: Any,
) -> float:
    """verl's custom reward function: the score of one response (see the module docstring).

    Configure verl with `custom_reward_function.path=<this file or a wrapper>` and
    `custom_reward_function.name=compute_score`; for whole batches use `compute_score_batch`
    with `reward_model.reward_manager=batch`.
    """
    return compute_score_batch(
        [data_source], [solution_str], [ground_truth], [extra_info], **reward_kwargs
    )[0]
