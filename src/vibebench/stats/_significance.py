"""Significance tests: exact McNemar, permutation p-values of a paired statistic, Wilcoxon
signed-rank and Friedman (with Kendall's W).

McNemar, Wilcoxon and Friedman are thin calls to `scipy.stats` (binomtest, wilcoxon,
friedmanchisquare, with scipy's defaults) that add what callers report: the method scipy
chose, the median difference, Kendall's W = chi2 / (n (k - 1)), and ConfigError for inputs
where the test is undefined.

- `wilcoxon_signed_rank(x, y)`: scipy's `method="auto"` picks the exact null distribution
  when there are no ties or zeros and n <= 50, all 2^n sign flips when there are (n <= 13),
  and the normal approximation otherwise; zeros dropped (Wilcox), no continuity correction.
- `permutation_p_value(statistic, x, y)`: exact over all n! orderings for n <= 8, Monte Carlo
  with a seeded generator beyond; exact enumeration needs no distributional approximation,
  which matters at n = 6.
"""

from __future__ import annotations

import itertools
import math
import statistics
from collections.abc import Callable, Sequence
from fractions import Fraction

import numpy as np

from vibebench._frozen import FrozenModel
from vibebench.errors import ConfigError

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
"""scipy's `method="auto"` uses the exact Wilcoxon null distribution up to this many pairs..."""
_PERMUTATION_MAX = 13
"""...and, with ties or zeros, every sign flip up to this many (2^13 < its 9,999 resamples)."""


def mcnemar_exact(left_only: int, right_only: int) -> float:
    """Two-sided exact McNemar p-value from the discordant pair counts.

    Under the null each discordant pair is a fair coin, so the p-value is the two-sided
    binomial test of the rarer outcome: its tail doubled, capped at 1, summed in exact integer
    arithmetic (scipy.stats.binomtest gives the same test but rounds: 0.5078124999999987 for
    the exact 0.5078125, which would change reported figures in their last digits).
    No discordant pair gives p = 1.
    """
    if left_only < 0 or right_only < 0:
        raise ConfigError(f"discordant counts must be >= 0, got {left_only}, {right_only}")
    total = left_only + right_only
    if total == 0:
        return 1.0
    tail = sum(math.comb(total, i) for i in range(min(left_only, right_only) + 1))
    return min(1.0, float(Fraction(2 * tail, 2**total)))


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
    # Kept over scipy.stats.permutation_test (same exact p, slower): benchmarks/stats_speed.py.
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


def _wilcoxon_method(differences: Sequence[float]) -> str:
    """The method scipy's `wilcoxon(method="auto")` picks for these differences."""
    nonzero = [abs(d) for d in differences if d != 0]
    if len(differences) > _EXACT_MAX:
        return "asymptotic"
    if len(nonzero) == len(differences) and len(set(nonzero)) == len(nonzero):
        return "exact"
    return "permutation" if len(differences) <= _PERMUTATION_MAX else "asymptotic"


def wilcoxon_signed_rank(x: Sequence[float], y: Sequence[float]) -> WilcoxonResult:
    """Two-sided Wilcoxon signed-rank test of y against x (differences y - x).

    Raises:
        ConfigError: the samples differ in length, or every difference is zero.
    """
    if len(x) != len(y) or not x:
        raise ConfigError("the Wilcoxon test needs two non-empty samples of the same length")
    differences = [b - a for a, b in zip(x, y, strict=True)]
    if not any(differences):
        raise ConfigError("every paired difference is zero: the Wilcoxon test is undefined")
    from scipy.stats import wilcoxon

    result = wilcoxon(differences)
    return WilcoxonResult(
        statistic=float(result.statistic),
        pvalue=float(result.pvalue),
        n=len(differences),
        median_difference=statistics.median(differences),
        method=_wilcoxon_method(differences),
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
    if all(len(set(row)) == 1 for row in blocks):
        raise ConfigError("every block ties all treatments: the Friedman test is undefined")
    from scipy.stats import friedmanchisquare

    result = friedmanchisquare(*zip(*blocks, strict=True))
    chi2 = float(result.statistic)
    n = len(blocks)
    return FriedmanResult(
        chi2=chi2, df=k - 1, pvalue=float(result.pvalue), kendall_w=chi2 / (n * (k - 1)), n=n
    )
