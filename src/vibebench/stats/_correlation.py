"""Correlation coefficients: Pearson's r with its t-test p-value (scipy.stats.pearsonr),
Spearman's rho, Kendall's tau-b, and the tie-averaged ranks they share.

Spearman, Kendall and the ranks stay written out: exact permutation p-values call a
coefficient 40,320 times on 8 points and the stability bootstrap once per resample, where a
few lines of Python run 20 to 40 times faster than scipy's per-call overhead
(benchmarks/stats_speed.py times both in one run). Undefined coefficients (a constant side)
are NaN, never 0.
"""

from __future__ import annotations

import math
import warnings
from collections.abc import Sequence

from vibebench.errors import ConfigError

__all__ = ["kendall", "pearson", "pearson_test", "rank_average", "ranks", "spearman"]


def _check_pair(x: Sequence[float], y: Sequence[float]) -> None:
    if len(x) != len(y):
        raise ConfigError(f"correlation needs equal lengths, got {len(x)} and {len(y)}")
    if len(x) < 2:
        raise ConfigError(f"correlation needs at least 2 points, got {len(x)}")


def _pearsonr(x: Sequence[float], y: Sequence[float]) -> tuple[float, float]:
    """scipy's r and two-sided p; NaN for a constant side (scipy warns, we document it)."""
    from scipy.stats import ConstantInputWarning, pearsonr

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ConstantInputWarning)
        result = pearsonr(x, y)
    return float(result.statistic), float(result.pvalue)


def pearson(x: Sequence[float], y: Sequence[float]) -> float:
    """Pearson's r; NaN when either side is constant (no correlation is defined)."""
    _check_pair(x, y)
    return _pearsonr(x, y)[0]


def pearson_test(x: Sequence[float], y: Sequence[float]) -> tuple[float, float]:
    """Pearson's r and its two-sided p-value (t test with n - 2 degrees of freedom); the
    p-value is NaN at two points, where the test has no degrees of freedom."""
    _check_pair(x, y)
    r, p = _pearsonr(x, y)
    return (r, math.nan) if math.isnan(r) or len(x) < 3 else (r, p)


def _pearson_of_ranks(x: Sequence[float], y: Sequence[float]) -> float:
    """Pearson's formula in exact sums, for Spearman on ranks (see the module docstring)."""
    mean_x, mean_y = math.fsum(x) / len(x), math.fsum(y) / len(y)
    dx = [value - mean_x for value in x]
    dy = [value - mean_y for value in y]
    scale = math.sqrt(math.fsum(d * d for d in dx) * math.fsum(d * d for d in dy))
    if scale == 0:
        return math.nan
    return math.fsum(a * b for a, b in zip(dx, dy, strict=True)) / scale


def rank_average(values: Sequence[float]) -> tuple[list[float], list[int]]:
    """1-based ranks with ties sharing the mean of the ranks they span, and the sizes of the
    tie groups (what tie corrections of rank tests need)."""
    # Hand-written for speed over scipy.stats.rankdata: benchmarks/stats_speed.py.
    order = sorted(range(len(values)), key=lambda index: values[index])
    result = [0.0] * len(values)
    sizes = []
    start = 0
    while start < len(order):
        end = start
        while end + 1 < len(order) and values[order[end + 1]] == values[order[start]]:
            end += 1
        for position in range(start, end + 1):
            result[order[position]] = (start + end) / 2 + 1
        sizes.append(end - start + 1)
        start = end + 1
    return result, sizes


def ranks(values: Sequence[float]) -> list[float]:
    """1-based ranks, ties sharing the mean of the ranks they span."""
    return rank_average(values)[0]


def spearman(x: Sequence[float], y: Sequence[float]) -> float:
    """Spearman's rho: Pearson's r of the ranks (ties get mean ranks)."""
    # Hand-written for speed over scipy.stats.spearmanr: benchmarks/stats_speed.py.
    _check_pair(x, y)
    return _pearson_of_ranks(ranks(x), ranks(y))


def kendall(x: Sequence[float], y: Sequence[float]) -> float:
    """Kendall's tau-b, which corrects for ties (the variant scipy reports by default)."""
    # Hand-written for speed over scipy.stats.kendalltau: benchmarks/stats_speed.py.
    _check_pair(x, y)
    concordant = discordant = ties_x = ties_y = 0
    for i in range(len(x)):
        for j in range(i + 1, len(x)):
            dx, dy = x[i] - x[j], y[i] - y[j]
            if dx == 0 and dy == 0:
                continue
            if dx == 0:
                ties_x += 1
            elif dy == 0:
                ties_y += 1
            elif (dx > 0) == (dy > 0):
                concordant += 1
            else:
                discordant += 1
    scale = math.sqrt((concordant + discordant + ties_x) * (concordant + discordant + ties_y))
    return math.nan if scale == 0 else (concordant - discordant) / scale
