"""The paired comparison the metrics report; every statistic behind it lives in
`vibebench.stats` (correlations, McNemar's test, the task-clustered bootstrap)."""

from __future__ import annotations

from vibebench._frozen import FrozenModel
from vibebench.stats import Interval

__all__ = ["PairedTest"]


class PairedTest(FrozenModel):
    """A paired comparison of two systems on the same tasks."""

    metric: str
    left: str
    right: str
    difference: Interval
    """left minus right, with its paired bootstrap interval."""
    p_bootstrap: float
    """Two-sided paired bootstrap p-value for a zero difference."""
    p_mcnemar: float | None = None
    """Exact McNemar p-value on per-sample pass/fail pairs (binary metrics only)."""
