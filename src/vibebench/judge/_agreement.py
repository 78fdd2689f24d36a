"""Agreement statistics of a judge panel: Cohen's and Fleiss' kappa, Kendall's tau-b, F1.

The statistics live in `vibebench.stats`; here each returns None where it is undefined (e.g.
kappa when chance agreement is 1, tau when one ranking is all ties) rather than NaN, as the
panel report shows them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from vibebench.stats import cohen_kappa, f1_score, fleiss_kappa, kendall

__all__ = ["cohen_kappa", "f1_score", "fleiss_kappa", "kendall_tau_b"]


def kendall_tau_b(first: Sequence[float], second: Sequence[float]) -> float | None:
    """Kendall's tau-b between two scorings of the same items (ties corrected).

    None with fewer than two items or when either scoring is all ties.

    Raises:
        ValueError: the scorings differ in length.
    """
    if len(first) != len(second):
        raise ValueError(f"label lists differ in length ({len(first)} vs {len(second)})")
    if len(first) < 2:
        return None
    tau = kendall(first, second)
    return None if math.isnan(tau) else tau
