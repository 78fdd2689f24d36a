"""The paper's significance tests, written out: Wilcoxon signed-rank and Friedman (Kendall's W).

Both follow scipy's defaults exactly, so a result here is the one `scipy.stats.wilcoxon` or
`scipy.stats.friedmanchisquare` would give (tests/codealign cross-check them on fixed data);
scipy itself is not needed at run time.

- `wilcoxon_signed_rank(x, y)`: zeros dropped (Wilcox), ranks of |d| averaged over ties, the
  statistic min(W+, W-), two-sided p from the exact null distribution when there are no ties
  or zeros and n <= 50, from all 2^n sign flips when there are (n <= 13), and from the normal
  approximation with the tie correction otherwise (no continuity correction).
- `friedman(blocks)`: ranks within each block (ties averaged), the tie-corrected chi-square on
  k - 1 degrees of freedom, and Kendall's W = chi2 / (n (k - 1)), the effect size the paper
  reports beside it.
"""

from __future__ import annotations

import itertools
import math
import statistics
from collections.abc import Sequence

from pydantic import BaseModel, ConfigDict

from vibebench.errors import ConfigError

__all__ = [
    "FriedmanResult",
    "WilcoxonResult",
    "chi2_sf",
    "friedman",
    "rank_average",
    "wilcoxon_signed_rank",
]

_EXACT_MAX = 50
_PERMUTATION_MAX = 13


class WilcoxonResult(BaseModel):
    """A two-sided Wilcoxon signed-rank test of paired samples."""

    model_config = ConfigDict(frozen=True)

    statistic: float
    """min(W+, W-), scipy's statistic for the two-sided test."""
    pvalue: float
    n: int
    """Pairs, zeros included (the non-zero ones decide the statistic)."""
    median_difference: float
    """Median of y - x over all pairs (the paper's 'median difference')."""
    method: str
    """exact, permutation or asymptotic."""


class FriedmanResult(BaseModel):
    """A Friedman test over blocks of k related measurements, with Kendall's W."""

    model_config = ConfigDict(frozen=True)

    chi2: float
    df: int
    pvalue: float
    kendall_w: float
    n: int
    """Blocks."""


def rank_average(values: Sequence[float]) -> tuple[list[float], list[int]]:
    """1-based ranks with ties averaged, and the sizes of the tie groups."""
    order = sorted(range(len(values)), key=lambda i: values[i])
    ranks = [0.0] * len(values)
    sizes = []
    start = 0
    while start < len(order):
        end = start
        while end + 1 < len(order) and values[order[end + 1]] == values[order[start]]:
            end += 1
        for position in range(start, end + 1):
            ranks[order[position]] = (start + end) / 2 + 1
        sizes.append(end - start + 1)
        start = end + 1
    return ranks, sizes


def _normal_sf(z: float) -> float:
    return 0.5 * math.erfc(z / math.sqrt(2))


def _exact_counts(n: int) -> list[int]:
    """How many of the 2^n sign patterns give W+ = w, for w = 0..n(n+1)/2."""
    counts = [1]
    for k in range(1, n + 1):
        grown = counts + [0] * k
        for w, count in enumerate(counts):
            grown[w + k] += count
        counts = grown
    return counts


def _w_plus(differences: Sequence[float]) -> float:
    nonzero = [d for d in differences if d != 0]
    ranks, _ = rank_average([abs(d) for d in nonzero])
    return sum(r for r, d in zip(ranks, nonzero, strict=True) if d > 0)


def _permutation_p(differences: Sequence[float], observed: float) -> float:
    """Two-sided p over every sign flip, as scipy's exact permutation test counts it."""
    gamma = abs(observed) * 1e-14 if observed else 0.0
    less = greater = total = 0
    for signs in itertools.product((1, -1), repeat=len(differences)):
        value = _w_plus([s * d for s, d in zip(signs, differences, strict=True)])
        less += value <= observed + gamma
        greater += value >= observed - gamma
        total += 1
    return min(1.0, 2 * min(less / total, greater / total))


def wilcoxon_signed_rank(x: Sequence[float], y: Sequence[float]) -> WilcoxonResult:
    """Two-sided Wilcoxon signed-rank test of y against x (differences y - x).

    Raises:
        ConfigError: the samples differ in length, or every difference is zero.
    """
    if len(x) != len(y) or not x:
        raise ConfigError("the Wilcoxon test needs two non-empty samples of the same length")
    differences = [b - a for a, b in zip(x, y, strict=True)]
    nonzero = [d for d in differences if d != 0]
    if not nonzero:
        raise ConfigError("every paired difference is zero: the Wilcoxon test is undefined")
    ranks, sizes = rank_average([abs(d) for d in nonzero])
    w_plus = sum(r for r, d in zip(ranks, nonzero, strict=True) if d > 0)
    w_minus = sum(r for r, d in zip(ranks, nonzero, strict=True) if d < 0)
    count = len(nonzero)
    ties = any(size > 1 for size in sizes)
    zeros = len(differences) - count
    n = len(differences)
    if n <= _EXACT_MAX and not ties and not zeros:
        method = "exact"
        counts = _exact_counts(count)
        total = 2**count
        w = math.floor(w_plus)
        upper = sum(counts[w:]) / total
        lower = sum(counts[: math.ceil(w_plus) + 1]) / total
        pvalue = min(1.0, 2 * min(upper, lower))
    elif n <= _PERMUTATION_MAX:
        method = "permutation"
        pvalue = _permutation_p(differences, w_plus)
    else:
        method = "asymptotic"
        mean = count * (count + 1) / 4
        spread = count * (count + 1) * (2 * count + 1) - sum(t**3 - t for t in sizes) / 2
        z = (w_plus - mean) / math.sqrt(spread / 24)
        pvalue = min(1.0, 2 * _normal_sf(abs(z)))
    return WilcoxonResult(
        statistic=min(w_plus, w_minus),
        pvalue=pvalue,
        n=n,
        median_difference=statistics.median(differences),
        method=method,
    )


def _lower_gamma_series(a: float, x: float) -> float:
    term = total = 1.0 / a
    k = a
    while abs(term) > abs(total) * 1e-16:
        k += 1
        term *= x / k
        total += term
    return total * math.exp(-x + a * math.log(x) - math.lgamma(a))


def _upper_gamma_fraction(a: float, x: float) -> float:
    tiny = 1e-300
    b = x + 1 - a
    c = 1 / tiny
    d = 1 / b
    h = d
    for i in range(1, 500):
        an = -i * (i - a)
        b += 2
        d = an * d + b
        d = tiny if abs(d) < tiny else d
        c = b + an / c
        c = tiny if abs(c) < tiny else c
        d = 1 / d
        step = d * c
        h *= step
        if abs(step - 1) < 1e-16:
            break
    return math.exp(-x + a * math.log(x) - math.lgamma(a)) * h


def chi2_sf(x: float, df: int) -> float:
    """P(X >= x) for a chi-square variable with `df` degrees of freedom."""
    if x <= 0:
        return 1.0
    a, half = df / 2, x / 2
    if half < a + 1:
        return max(0.0, 1.0 - _lower_gamma_series(a, half))
    return _upper_gamma_fraction(a, half)


def friedman(blocks: Sequence[Sequence[float]]) -> FriedmanResult:
    """Friedman test over `blocks` (one row of k >= 3 measurements per block).

    Raises:
        ConfigError: fewer than 3 treatments, rows of different lengths, no blocks, or every
            block ranks all treatments equal (the statistic is undefined).
    """
    if not blocks:
        raise ConfigError("the Friedman test needs at least one block")
    k = len(blocks[0])
    if k < 3 or any(len(row) != k for row in blocks):
        raise ConfigError("the Friedman test needs rows of the same length, at least 3")
    n = len(blocks)
    sums = [0.0] * k
    tie_total = 0
    for row in blocks:
        ranks, sizes = rank_average(list(row))
        sums = [s + r for s, r in zip(sums, ranks, strict=True)]
        tie_total += sum(t**3 - t for t in sizes)
    correction = 1 - tie_total / (n * (k**3 - k))
    if correction <= 0:
        raise ConfigError("every block ties all treatments: the Friedman test is undefined")
    ssbn = sum(s * s for s in sums)
    chi2 = (12 / (n * k * (k + 1)) * ssbn - 3 * n * (k + 1)) / correction
    return FriedmanResult(
        chi2=chi2,
        df=k - 1,
        pvalue=chi2_sf(chi2, k - 1),
        kendall_w=chi2 / (n * (k - 1)),
        n=n,
    )
