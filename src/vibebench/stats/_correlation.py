"""Correlation coefficients: Pearson's r (with its t-test p-value), Spearman's rho, Kendall's
tau-b, and the tie-averaged ranks they share.

Written out rather than taken from scipy: the core install needs numpy only (scipy is a dev
extra the tests cross-check against), and exact permutation p-values call a coefficient tens
of thousands of times on a handful of points, where a few lines of Python beat scipy's
per-call overhead. Undefined coefficients (a constant side) are NaN, never 0.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from vibebench.errors import ConfigError
from vibebench.stats._distributions import student_t_two_sided

__all__ = ["kendall", "pearson", "pearson_test", "rank_average", "ranks", "spearman"]


def _check_pair(x: Sequence[float], y: Sequence[float]) -> None:
    if len(x) != len(y):
        raise ConfigError(f"correlation needs equal lengths, got {len(x)} and {len(y)}")
    if len(x) < 2:
        raise ConfigError(f"correlation needs at least 2 points, got {len(x)}")


def pearson(x: Sequence[float], y: Sequence[float]) -> float:
    """Pearson's r; NaN when either side is constant (no correlation is defined)."""
    _check_pair(x, y)
    mean_x, mean_y = math.fsum(x) / len(x), math.fsum(y) / len(y)
    dx = [value - mean_x for value in x]
    dy = [value - mean_y for value in y]
    scale = math.sqrt(math.fsum(d * d for d in dx) * math.fsum(d * d for d in dy))
    if scale == 0:
        return math.nan
    return math.fsum(a * b for a, b in zip(dx, dy, strict=True)) / scale


def pearson_test(x: Sequence[float], y: Sequence[float]) -> tuple[float, float]:
    """Pearson's r and its two-sided p-value (t test with n - 2 degrees of freedom)."""
    r = pearson(x, y)
    dof = len(x) - 2
    if math.isnan(r) or dof <= 0:
        return r, math.nan
    if abs(r) >= 1:
        return r, 0.0
    return r, student_t_two_sided(r * math.sqrt(dof / (1 - r * r)), dof)


def rank_average(values: Sequence[float]) -> tuple[list[float], list[int]]:
    """1-based ranks with ties sharing the mean of the ranks they span, and the sizes of the
    tie groups (what tie corrections of rank tests need)."""
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
    _check_pair(x, y)
    return pearson(ranks(x), ranks(y))


def kendall(x: Sequence[float], y: Sequence[float]) -> float:
    """Kendall's tau-b, which corrects for ties (the variant scipy reports by default)."""
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
