"""Significance tests: exact McNemar, permutation p-values of a paired statistic, Wilcoxon
signed-rank and Friedman (with Kendall's W).

Wilcoxon and Friedman follow scipy's defaults exactly, so a result here is the one
`scipy.stats.wilcoxon` or `scipy.stats.friedmanchisquare` would give (tests cross-check them
on fixed data); scipy itself is not needed at run time.

- `wilcoxon_signed_rank(x, y)`: zeros dropped (Wilcox), ranks of |d| averaged over ties, the
  statistic min(W+, W-), two-sided p from the exact null distribution when there are no ties
  or zeros and n <= 50, from all 2^n sign flips when there are (n <= 13), and from the normal
  approximation with the tie correction otherwise (no continuity correction).
- `friedman(blocks)`: ranks within each block (ties averaged), the tie-corrected chi-square on
  k - 1 degrees of freedom, and Kendall's W = chi2 / (n (k - 1)).
- `permutation_p_value(statistic, x, y)`: exact over all n! orderings for n <= 8, Monte Carlo
  with a seeded generator beyond; exact enumeration needs no distributional approximation,
  which matters at n = 6.
"""

from __future__ import annotations

import itertools
import math
import statistics
from collections.abc import Callable, Sequence

import numpy as np

from vibebench._frozen import FrozenModel
from vibebench.errors import ConfigError
from vibebench.stats._correlation import rank_average
from vibebench.stats._distributions import chi2_sf, normal_sf

__all__ = [
    "EXACT_PERMUTATION_LIMIT",
    "FriedmanResult",
    "WilcoxonResult",
    "friedman",
    "mcnemar_exact",
    "permutation_p_value",
    "wilcoxon_signed_rank",
]

EXACT_PERMUTATION_LIMIT = 8
"""Up to this many points the p-value enumerates all n! orderings (8! = 40,320)."""
_EXACT_MAX = 50
_PERMUTATION_MAX = 13


def mcnemar_exact(left_only: int, right_only: int) -> float:
    """Two-sided exact McNemar p-value from the discordant pair counts.

    Under the null each discordant pair is a fair coin, so the p-value is the binomial tail
    of the rarer outcome, doubled and capped at 1. No discordant pair gives p = 1.
    """
    if left_only < 0 or right_only < 0:
        raise ConfigError(f"discordant counts must be >= 0, got {left_only}, {right_only}")
    total = left_only + right_only
    if total == 0:
        return 1.0
    smaller = min(left_only, right_only)
    # In log space: C(n, i) / 2^n overflows floats once n passes ~1,000 discordant pairs.
    logs = [
        math.lgamma(total + 1)
        - math.lgamma(i + 1)
        - math.lgamma(total - i + 1)
        - total * math.log(2)
        for i in range(smaller + 1)
    ]
    peak = max(logs)
    tail = math.exp(peak) * math.fsum(math.exp(value - peak) for value in logs)
    return min(1.0, 2 * tail)


def permutation_p_value(
    statistic: Callable[[Sequence[float], Sequence[float]], float],
    x: Sequence[float],
    y: Sequence[float],
    *,
    samples: int = 20_000,
    seed: int = 0,
) -> tuple[float, bool]:
    """Two-sided p-value of `statistic(x, y)` under random pairing; (p, exact).

    The share of orderings of y whose statistic is at least as far from zero as the observed
    one. Exact for n <= EXACT_PERMUTATION_LIMIT; otherwise estimated from `samples` seeded
    shuffles with the +1 correction, so an estimate is never 0.
    """
    observed = abs(statistic(x, y))
    if math.isnan(observed):
        return math.nan, True
    tolerance = 1e-12
    if len(y) <= EXACT_PERMUTATION_LIMIT:
        orderings = list(itertools.permutations(y))
        extreme = sum(
            abs(statistic(x, list(order))) >= observed - tolerance for order in orderings
        )
        return extreme / len(orderings), True
    generator = np.random.default_rng(seed)
    values = np.asarray(y, dtype=float)
    extreme = sum(
        abs(statistic(x, list(generator.permutation(values)))) >= observed - tolerance
        for _ in range(samples)
    )
    return (extreme + 1) / (samples + 1), False


class WilcoxonResult(FrozenModel):
    """A two-sided Wilcoxon signed-rank test of paired samples."""

    statistic: float
    """min(W+, W-), scipy's statistic for the two-sided test."""
    pvalue: float
    n: int
    """Pairs, zeros included (the non-zero ones decide the statistic)."""
    median_difference: float
    """Median of y - x over all pairs (the paper's 'median difference')."""
    method: str
    """exact, permutation or asymptotic."""


class FriedmanResult(FrozenModel):
    """A Friedman test over blocks of k related measurements, with Kendall's W."""

    chi2: float
    df: int
    pvalue: float
    kendall_w: float
    n: int
    """Blocks."""


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


def _exact_p(count: int, w_plus: float) -> float:
    """Two-sided p of W+ from its exact null distribution over `count` non-zero pairs."""
    counts = _exact_counts(count)
    total = 2**count
    upper = sum(counts[math.floor(w_plus) :]) / total
    lower = sum(counts[: math.ceil(w_plus) + 1]) / total
    return min(1.0, 2 * min(upper, lower))


def _asymptotic_p(count: int, w_plus: float, sizes: Sequence[int]) -> float:
    """Two-sided normal-approximation p of W+, tie-corrected, no continuity correction."""
    mean = count * (count + 1) / 4
    spread = count * (count + 1) * (2 * count + 1) - sum(t**3 - t for t in sizes) / 2
    z = (w_plus - mean) / math.sqrt(spread / 24)
    return min(1.0, 2 * normal_sf(abs(z)))


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
    ties = any(size > 1 for size in sizes)
    n = len(differences)
    if n <= _EXACT_MAX and not ties and n == len(nonzero):
        method, pvalue = "exact", _exact_p(len(nonzero), w_plus)
    elif n <= _PERMUTATION_MAX:
        method, pvalue = "permutation", _permutation_p(differences, w_plus)
    else:
        method, pvalue = "asymptotic", _asymptotic_p(len(nonzero), w_plus, sizes)
    return WilcoxonResult(
        statistic=min(w_plus, w_minus),
        pvalue=pvalue,
        n=n,
        median_difference=statistics.median(differences),
        method=method,
    )


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
