"""Cluster and subsampling bootstraps of rank stability, against numpy and scipy by hand."""

from __future__ import annotations

import numpy as np
import pytest
from scipy import stats

from vibebench.conv2bench import (
    cluster_bootstrap,
    correlate,
    draw_instructions,
    rank_stability,
)
from vibebench.errors import ConfigError
from vibebench.stats import Resampling

# Four models, ten instructions, fixed S_i (avg@k values in [0, 1]).
TABLE = {
    "alpha": [1.0, 0.8, 0.9, 1.0, 0.5, 0.75, 1.0, 0.6, 0.9, 1.0],
    "beta": [0.9, 0.7, 1.0, 0.6, 0.5, 0.5, 0.8, 0.7, 0.6, 0.9],
    "gamma": [0.5, 0.6, 0.4, 0.7, 0.2, 0.5, 0.6, 0.3, 0.5, 0.4],
    "delta": [0.2, 0.1, 0.5, 0.0, 0.3, 0.25, 0.2, 0.4, 0.1, 0.3],
}
ITEMS = [f"i{n}" for n in range(10)]
SCORES = {model: dict(zip(ITEMS, row, strict=True)) for model, row in TABLE.items()}
REFERENCE = {"bcb": {"alpha": 44.6, "beta": 41.6, "gamma": 39.6, "delta": 30.1}}


def _by_hand(picks: np.ndarray) -> dict[str, np.ndarray]:
    """theta*_b of every model from the same draws, one replicate at a time."""
    return {
        model: np.round([np.mean([row[i] for i in draw]) for draw in picks], 12)
        for model, row in TABLE.items()
    }


def test_the_cluster_bootstrap_equals_a_hand_computation_with_the_same_seed() -> None:
    result = rank_stability(SCORES, resampling=Resampling(resamples=500, seed=7))
    picks = np.random.default_rng(7).integers(0, 10, size=(500, 10))
    # The items are sorted ids, which for i0..i9 is the TABLE order.
    replicates = _by_hand(picks)
    assert (result.method, result.size, result.instructions) == ("cluster", 10, 10)
    for row in result.models:
        draws = replicates[row.model]
        assert row.score == pytest.approx(draws.mean())
        assert (row.low, row.high) == pytest.approx(tuple(np.percentile(draws, [2.5, 97.5])))
    ranks = {model: [] for model in TABLE}
    for b in range(500):
        order = stats.rankdata([-replicates[m][b] for m in TABLE])  # 1 = best, ties averaged
        for model, rank in zip(TABLE, order, strict=True):
            ranks[model].append(rank)
    for row in result.models:
        assert row.rank == pytest.approx(np.mean(ranks[row.model]))
        expected = tuple(np.percentile(ranks[row.model], [2.5, 97.5]))
        assert (row.rank_low, row.rank_high) == pytest.approx(expected)


def test_the_subsampling_bootstrap_draws_n_distinct_instructions_per_replicate() -> None:
    picks = draw_instructions(10, method="subsample", size=4, resamples=300, seed=3)
    assert picks.shape == (300, 4)
    assert all(len(set(draw)) == 4 for draw in picks.tolist())
    result = rank_stability(
        SCORES, method="subsample", size=4, resampling=Resampling(resamples=300, seed=3)
    )
    replicates = _by_hand(picks)
    for row in result.models:
        assert row.score == pytest.approx(replicates[row.model].mean())
        expected = tuple(np.percentile(replicates[row.model], [2.5, 97.5]))
        assert (row.low, row.high) == pytest.approx(expected)


def test_a_subsample_of_every_instruction_has_no_spread() -> None:
    result = rank_stability(
        SCORES, method="subsample", size=10, resampling=Resampling(resamples=50)
    )
    for row in result.models:
        assert row.low == row.high == pytest.approx(np.mean(TABLE[row.model]))
        assert row.rank_low == row.rank_high


def test_per_replicate_correlations_match_scipy() -> None:
    result = rank_stability(
        SCORES, resampling=Resampling(resamples=200, seed=11), reference=REFERENCE
    )
    replicates = _by_hand(np.random.default_rng(11).integers(0, 10, size=(200, 10)))
    models = sorted(TABLE)
    truth = [REFERENCE["bcb"][m] for m in models]
    rhos = [
        stats.spearmanr([replicates[m][b] for m in models], truth).statistic for b in range(200)
    ]
    taus = [
        stats.kendalltau([replicates[m][b] for m in models], truth).statistic for b in range(200)
    ]
    (ref,) = result.references
    assert (ref.spearman_low, ref.spearman_median, ref.spearman_high) == pytest.approx(
        tuple(np.nanpercentile(rhos, [2.5, 50, 97.5]))
    )
    assert (ref.kendall_low, ref.kendall_median, ref.kendall_high) == pytest.approx(
        tuple(np.nanpercentile(taus, [2.5, 50, 97.5]))
    )
    means = {row.model: row.score for row in result.models}
    assert ref.correlation == correlate(means, REFERENCE["bcb"])


def test_pairing_keeps_a_uniformly_better_model_first_in_every_replicate() -> None:
    base = np.random.default_rng(0).random(30)
    scores = {
        "better": {f"i{n}": v + 0.01 for n, v in enumerate(base)},
        "worse": {f"i{n}": float(v) for n, v in enumerate(base)},
    }
    result = rank_stability(scores, resampling=Resampling(resamples=300))
    ranks = {row.model: (row.rank_low, row.rank_high) for row in result.models}
    assert ranks == {"better": (1.0, 1.0), "worse": (2.0, 2.0)}


def test_only_instructions_scored_for_every_model_are_drawn() -> None:
    scores = {"a": {"x": 1.0, "y": 0.0, "z": 1.0}, "b": {"x": 0.5, "y": 0.5}}
    assert rank_stability(scores, resampling=Resampling(resamples=10)).instructions == 2


@pytest.mark.parametrize(
    ("kwargs", "problem"),
    [
        ({"method": "subsample", "size": 11}, "1 <= n <= 10"),
        ({"method": "subsample", "size": 0}, "1 <= n <= 10"),
        ({"method": "cluster", "size": 5}, "use subsample"),
        ({"resampling": Resampling(resamples=0)}, "resamples >= 1"),
    ],
)
def test_impossible_draws_are_refused(kwargs: dict, problem: str) -> None:
    with pytest.raises(ConfigError, match=problem):
        rank_stability(SCORES, **kwargs)


def test_no_shared_instruction_is_refused() -> None:
    with pytest.raises(ConfigError, match="scored for every model"):
        rank_stability({"a": {"x": 1.0}, "b": {"y": 1.0}})


def test_the_per_model_cluster_interval_agrees_with_scipy_bootstrap() -> None:
    """A second implementation: scipy's percentile bootstrap over the same S_i."""
    outcomes = [[value] for value in TABLE["beta"]]
    ours = cluster_bootstrap(outcomes, resamples=20_000, seed=1)
    theirs = stats.bootstrap(
        (np.array(TABLE["beta"]),),
        np.mean,
        n_resamples=20_000,
        method="percentile",
        random_state=np.random.default_rng(2),
    )
    assert ours.low == pytest.approx(theirs.confidence_interval.low, abs=0.01)
    assert ours.high == pytest.approx(theirs.confidence_interval.high, abs=0.01)
