"""vibebench.stats: the one implementation of each statistic, against scipy and by hand."""

from __future__ import annotations

import math
import random
import warnings

import numpy as np
import pytest
from scipy import stats as scipy_stats

from vibebench import stats
from vibebench.errors import ConfigError

_RNG = random.Random(5)


def _tied(count: int) -> list[float]:
    return [float(_RNG.randint(0, 4)) for _ in range(count)]


@pytest.mark.parametrize("size", [3, 7, 20])
def test_rank_correlations_match_scipy_with_ties(size: int) -> None:
    x, y = _tied(size), _tied(size)
    if len(set(x)) < 2 or len(set(y)) < 2:
        pytest.skip("a constant side has no correlation")
    assert stats.spearman(x, y) == pytest.approx(scipy_stats.spearmanr(x, y).statistic)
    assert stats.kendall(x, y) == pytest.approx(scipy_stats.kendalltau(x, y).statistic)
    r, p = stats.pearson_test(x, y)
    expected = scipy_stats.pearsonr(x, y)
    assert (r, p) == pytest.approx((expected.statistic, expected.pvalue))


def test_rank_average_gives_mean_ranks_and_tie_group_sizes() -> None:
    ranks, sizes = stats.rank_average([3.0, 1.0, 3.0, 2.0])
    assert ranks == [3.5, 1.0, 3.5, 2.0]
    assert sizes == [1, 1, 2]
    assert stats.ranks([3.0, 1.0, 3.0, 2.0]) == ranks


def test_a_constant_side_has_no_correlation() -> None:
    assert math.isnan(stats.kendall([1, 1, 1], [1, 2, 3]))
    assert math.isnan(stats.spearman([1, 2, 3], [5, 5, 5]))


def test_a_constant_side_gives_nan_pearson_without_scipys_warning() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert math.isnan(stats.pearson([1.0, 1.0, 1.0], [1.0, 2.0, 3.0]))
        r, p = stats.pearson_test([1.0, 2.0, 3.0], [4.0, 4.0, 4.0])
    assert math.isnan(r) and math.isnan(p)


def test_pearson_test_has_no_p_value_at_two_points() -> None:
    r, p = stats.pearson_test([1.0, 2.0], [5.0, 3.0])
    assert r == pytest.approx(-1.0)
    assert math.isnan(p)


def test_correlations_need_paired_points() -> None:
    with pytest.raises(ConfigError, match="equal lengths"):
        stats.kendall([1, 2], [1, 2, 3])
    with pytest.raises(ConfigError, match="at least 2 points"):
        stats.pearson([1], [1])


def test_cohen_kappa_matches_scikit_learn_style_hand_value() -> None:
    first = [True, True, False, True, False, True, True, False, True, False]
    second = [True, False, False, True, False, True, False, False, True, True]
    # p_o = 0.7; p_yes = 0.6 and 0.5; p_e = 0.5; kappa = 0.4
    assert stats.cohen_kappa(first, second) == pytest.approx(0.4)


def test_cohen_kappa_is_none_exactly_when_chance_agreement_is_one() -> None:
    assert stats.cohen_kappa([True] * 5, [True] * 5) is None
    assert stats.cohen_kappa([], []) is None
    assert stats.cohen_kappa([True] * 5, [False] * 5) == 0.0
    with pytest.raises(ValueError, match="differ in length"):
        stats.cohen_kappa([True], [True, False])


def test_fleiss_kappa_and_f1_by_hand() -> None:
    subjects = [[True, True], [False, False], [True, False], [True, True]]
    assert stats.fleiss_kappa(subjects) == pytest.approx((0.75 - 34 / 64) / (1 - 34 / 64))
    assert stats.f1_score([True, True, False], [True, False, False], positive=True) == 2 / 3
    assert stats.f1_score([True], [True], positive=False) is None


@pytest.mark.parametrize("df", [1, 2, 5, 30])
def test_distribution_tails_match_scipy(df: int) -> None:
    for x in (0.1, 1.0, 4.0, 25.0):
        assert stats.chi2_sf(x, df) == pytest.approx(scipy_stats.chi2.sf(x, df), rel=1e-9)
        t_tail = 2 * scipy_stats.t.sf(x, df)
        assert stats.student_t_two_sided(x, df) == pytest.approx(t_tail, rel=1e-9)
    assert stats.normal_sf(1.5) == pytest.approx(scipy_stats.norm.sf(1.5))


def test_tails_keep_their_edge_cases() -> None:
    assert stats.chi2_sf(-1.0, 2) == 1.0
    assert stats.student_t_two_sided(math.inf, 3) == 0.0
    assert math.isnan(stats.student_t_two_sided(math.nan, 3))
    assert math.isnan(stats.student_t_two_sided(1.0, 0))


def test_draw_indices_is_seeded_with_or_without_replacement() -> None:
    again = stats.draw_indices(10, size=10, resamples=5, seed=3)
    assert (again == stats.draw_indices(10, size=10, resamples=5, seed=3)).all()
    drawn = stats.draw_indices(10, size=4, resamples=50, seed=3, replace=False)
    assert drawn.shape == (50, 4)
    assert all(len(set(row)) == 4 for row in drawn.tolist())


def test_percentile_bounds_take_the_two_tails() -> None:
    values = np.arange(101, dtype=float)
    assert list(stats.percentile_bounds(values, 0.9)) == pytest.approx([5.0, 95.0])


@pytest.mark.parametrize(
    ("resamples", "confidence", "problem"),
    [(0, 0.95, "resamples >= 1"), (10, 1.0, "between 0 and 1")],
)
def test_resampling_is_checked(resamples: int, confidence: float, problem: str) -> None:
    with pytest.raises(ConfigError, match=problem):
        stats.check_resampling(resamples, confidence)
    with pytest.raises(ConfigError, match=problem):
        stats.TaskBootstrap(["a"], resamples=resamples, confidence=confidence)


def test_task_bootstrap_interval_brackets_the_mean() -> None:
    plan = stats.TaskBootstrap([f"t{i}" for i in range(30)], resamples=400, seed=2)
    column = {f"t{i}": float(i % 2) for i in range(30)}
    interval, draws = plan.mean(column)
    assert interval.low <= interval.value <= interval.high
    assert draws.shape == (400,)
    assert stats.bootstrap_p_value(draws) < 0.01


def test_exact_permutation_p_of_a_perfect_ranking() -> None:
    p, exact = stats.permutation_p_value(stats.spearman, [1, 2, 3, 4], [1, 2, 3, 4])
    assert exact and p == pytest.approx(2 / 24)


def test_mcnemar_without_discordant_pairs_is_one_and_refuses_negative_counts() -> None:
    assert stats.mcnemar_exact(0, 0) == 1.0
    assert stats.mcnemar_exact(5, 5) == 1.0
    with pytest.raises(ConfigError, match=">= 0"):
        stats.mcnemar_exact(-1, 3)


def test_mcnemar_and_wilcoxon_and_friedman_match_scipy() -> None:
    assert stats.mcnemar_exact(2, 9) == pytest.approx(scipy_stats.binomtest(2, 11).pvalue)
    x, y = [1.0, 2.5, 3.1, 4.7, 5.2, 6.0], [1.4, 2.0, 3.9, 5.6, 6.1, 7.5]
    result = stats.wilcoxon_signed_rank(x, y)
    assert result.pvalue == pytest.approx(scipy_stats.wilcoxon(x, y).pvalue)
    blocks = [[1.0, 2.0, 3.0], [2.0, 3.0, 1.0], [1.0, 3.0, 2.0], [1.0, 2.0, 3.0]]
    found = stats.friedman(blocks)
    expected = scipy_stats.friedmanchisquare(*zip(*blocks, strict=True))
    assert (found.chi2, found.pvalue) == pytest.approx((expected.statistic, expected.pvalue))


@pytest.mark.parametrize(("n", "c", "k", "expected"), [(10, 0, 1, 0.0), (10, 3, 1, 0.3)])
def test_pass_at_k_by_hand(n: int, c: int, k: int, expected: float) -> None:
    assert stats.pass_at_k(n, c, k) == pytest.approx(expected)
    assert stats.pass_at_k(5, 4, 2) == 1.0
    with pytest.raises(ConfigError, match="at least 3 samples"):
        stats.pass_at_k(2, 1, 3)
