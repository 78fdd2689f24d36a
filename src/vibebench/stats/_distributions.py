"""Tail probabilities of the normal, chi-square and Student's t distributions, from scipy.

Thin wrappers over `scipy.stats` that return plain floats and keep this package's edge cases
(a NaN statistic or no degrees of freedom give NaN). scipy is imported on first use: execute
and run import this package for pass@k, and `scipy.stats` takes about half a second to load.
"""

from __future__ import annotations

import math

__all__ = ["chi2_sf", "normal_sf", "student_t_two_sided"]


def normal_sf(z: float) -> float:
    """P(Z >= z) for a standard normal variable."""
    from scipy.stats import norm

    return float(norm.sf(z))


def chi2_sf(x: float, df: int) -> float:
    """P(X >= x) for a chi-square variable with `df` degrees of freedom (1 for x <= 0)."""
    from scipy.stats import chi2

    return float(chi2.sf(x, df))


def student_t_two_sided(t: float, dof: float) -> float:
    """P(|T| >= |t|) for Student's t with `dof` degrees of freedom; NaN when t is NaN or
    there are no degrees of freedom."""
    if math.isnan(t) or dof <= 0:
        return math.nan
    from scipy.stats import t as student_t

    return float(2 * student_t.sf(abs(t), dof))
