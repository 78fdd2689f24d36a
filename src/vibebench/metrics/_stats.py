"""Statistics the metrics need: correlations, McNemar's test, and a task-clustered bootstrap.

Correlations are written out (a few lines each) so the core install needs numpy only. The
bootstrap resamples *tasks* with replacement: samples of one task (several draws, several k,
several models) are correlated, so resampling them independently would make intervals too
narrow. One resampling plan (a matrix of task counts) is drawn per run and shared by every
figure, so paired comparisons use the same resampled task sets on both sides.
"""

from __future__ import annotations

import math
import warnings
from collections.abc import Mapping, Sequence

import numpy as np
from pydantic import BaseModel, ConfigDict

from vibebench.errors import ConfigError

DEFAULT_RESAMPLES = 1000
DEFAULT_CONFIDENCE = 0.95
EXACT_TASKS = 512
"""Plans up to this many tasks draw each column with its own product (see `batch_draws`)."""


class Interval(BaseModel):
    """A point estimate with its bootstrap confidence interval."""

    model_config = ConfigDict(frozen=True)

    value: float
    low: float
    high: float
    tasks: int
    """Number of tasks the estimate is computed over."""


class PairedTest(BaseModel):
    """A paired comparison of two systems on the same tasks."""

    model_config = ConfigDict(frozen=True)

    metric: str
    left: str
    right: str
    difference: Interval
    """left minus right, with its paired bootstrap interval."""
    p_bootstrap: float
    """Two-sided paired bootstrap p-value for a zero difference."""
    p_mcnemar: float | None = None
    """Exact McNemar p-value on per-sample pass/fail pairs (binary metrics only)."""


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


def ranks(values: Sequence[float]) -> list[float]:
    """1-based ranks, ties sharing the mean of the ranks they span."""
    order = sorted(range(len(values)), key=lambda index: values[index])
    result = [0.0] * len(values)
    start = 0
    while start < len(order):
        end = start
        while end + 1 < len(order) and values[order[end + 1]] == values[order[start]]:
            end += 1
        for position in range(start, end + 1):
            result[order[position]] = (start + end) / 2 + 1
        start = end + 1
    return result


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


def bootstrap_p_value(draws: np.ndarray) -> float:
    """Two-sided p-value that the bootstrapped difference is zero.

    Twice the share of resamples on the far side of zero, with the +1 correction that keeps
    a finite number of resamples from ever claiming p = 0.
    """
    finite = draws[np.isfinite(draws)]
    if finite.size == 0:
        return math.nan
    below = (np.count_nonzero(finite <= 0) + 1) / (finite.size + 1)
    above = (np.count_nonzero(finite >= 0) + 1) / (finite.size + 1)
    return float(min(1.0, 2 * min(below, above)))


class TaskBootstrap:
    """One resampling plan over a fixed list of tasks, shared by every figure of a run.

    `weights[b, t]` is how often task t is drawn in resample b (a multinomial draw of n tasks
    from n). The resampled mean of any per-task column is then a weighted mean, so all the
    figures of a run cost one matrix product each instead of a Python loop per resample.
    """

    def __init__(
        self,
        task_ids: Sequence[str],
        *,
        resamples: int = DEFAULT_RESAMPLES,
        seed: int = 0,
        confidence: float = DEFAULT_CONFIDENCE,
    ) -> None:
        """Draw the plan; the same seed and tasks always give the same intervals."""
        if resamples < 1:
            raise ConfigError(f"bootstrap needs at least 1 resample, got {resamples}")
        if not 0 < confidence < 1:
            raise ConfigError(f"confidence must be between 0 and 1, got {confidence}")
        self.confidence = confidence
        self._index = {task_id: i for i, task_id in enumerate(sorted(set(task_ids)))}
        count = len(self._index)
        rng = np.random.default_rng(seed)
        if count:
            draws = rng.multinomial(count, np.full(count, 1 / count), size=resamples)
        else:
            draws = np.zeros((resamples, 0))
        # float32 halves the memory each product streams through; counts stay exact.
        self._weights = draws.astype(np.float32)

    def draws(self, column: Mapping[str, float]) -> np.ndarray:
        """Resampled means of a per-task column (tasks missing from it are left out).

        A resample that drew none of the column's tasks yields NaN and is ignored later.
        """
        stacked = np.zeros((len(self._index), 2), dtype=np.float32)
        try:
            positions = [self._index[task_id] for task_id in column]
        except KeyError as err:
            raise ConfigError(f"task {err.args[0]!r} is not in the bootstrap plan") from None
        stacked[positions, 0] = list(column.values())
        stacked[positions, 1] = 1.0
        sums = (self._weights @ stacked).astype(np.float64)  # one pass: values and weights
        with np.errstate(invalid="ignore", divide="ignore"):
            return sums[:, 0] / sums[:, 1]

    def interval(self, value: float, draws: np.ndarray, tasks: int) -> Interval:
        """Percentile interval of `draws` around the point estimate `value`."""
        finite = draws[np.isfinite(draws)]
        if finite.size == 0 or not math.isfinite(value):
            return Interval(value=value, low=math.nan, high=math.nan, tasks=tasks)
        tail = (1 - self.confidence) / 2 * 100
        low, high = np.percentile(finite, [tail, 100 - tail])
        return Interval(value=value, low=float(low), high=float(high), tasks=tasks)

    def mean(self, column: Mapping[str, float]) -> tuple[Interval, np.ndarray]:
        """The mean of a per-task column with its interval, and the draws for derived figures."""
        draws = self.draws(column)
        value = math.fsum(column.values()) / len(column) if column else math.nan
        return self.interval(value, draws, len(column)), draws

    @property
    def size(self) -> int:
        """Tasks in the plan."""
        return len(self._index)

    def batch_draws(
        self, values: np.ndarray, masks: np.ndarray, mask_of: np.ndarray
    ) -> np.ndarray:
        """Resampled means of many columns at once: one matrix product for all values and one
        for the distinct task sets.

        Float32 sums depend on their order, and a batched product orders them otherwise than
        one column at a time. Up to `EXACT_TASKS` tasks each column gets its own product, as
        `draws` computes it, so small runs give the very numbers they always gave; above, one
        product serves all (its draws differ in the seventh digit, not in any figure shown).

        Args:
            values: tasks x columns, each column's values (0 where it has no task).
            masks: tasks x task sets, 1 where the set has the task.
            mask_of: per column, the index of its task set in `masks`.

        Returns:
            resamples x columns; NaN where a resample drew none of the column's tasks.
        """
        if self.size <= EXACT_TASKS:
            columns = []
            for column in range(values.shape[1]):
                stacked = np.stack([values[:, column], masks[:, mask_of[column]]], axis=1)
                sums = (self._weights @ stacked.astype(np.float32)).astype(np.float64)
                with np.errstate(invalid="ignore", divide="ignore"):
                    columns.append(sums[:, 0] / sums[:, 1])
            return np.stack(columns, axis=1) if columns else np.zeros((len(self._weights), 0))
        sums = (self._weights @ values.astype(np.float32)).astype(np.float64)
        counts = (self._weights @ masks.astype(np.float32)).astype(np.float64)
        with np.errstate(invalid="ignore", divide="ignore"):
            return sums / counts[:, mask_of]

    def batch_intervals(
        self, values: Sequence[float], draws: np.ndarray, tasks: Sequence[int]
    ) -> list[Interval]:
        """Percentile intervals of many columns of draws (as `interval`, vectorised)."""
        finite = np.where(np.isfinite(draws), draws, np.nan)
        tail = (1 - self.confidence) / 2 * 100
        with np.errstate(invalid="ignore"), warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)  # all-NaN columns give NaN
            bounds = (
                np.nanpercentile(finite, [tail, 100 - tail], axis=0)
                if draws.size
                else np.full((2, draws.shape[1]), np.nan)
            )
        return [
            Interval(value=value, low=float(bounds[0, i]), high=float(bounds[1, i]), tasks=count)
            if math.isfinite(value) and np.isfinite(bounds[0, i])
            else Interval(value=value, low=math.nan, high=math.nan, tasks=count)
            for i, (value, count) in enumerate(zip(values, tasks, strict=True))
        ]
