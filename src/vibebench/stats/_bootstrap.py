"""Bootstrap intervals and p-values: a task-clustered plan shared by many figures, seeded
index draws for cluster resampling and subsampling, and percentile bounds.

The bootstrap resamples *clusters* (tasks, instructions) with replacement: the items of one
cluster are correlated, so resampling them independently would make intervals too narrow.
`TaskBootstrap` draws one resampling plan (a matrix of task counts) per run and shares it by
every figure, so paired comparisons use the same resampled task sets on both sides.
"""

from __future__ import annotations

import math
import warnings
from collections.abc import Mapping, Sequence

import numpy as np

from vibebench._frozen import FrozenModel
from vibebench.errors import ConfigError

__all__ = [
    "DEFAULT_CONFIDENCE",
    "DEFAULT_RESAMPLES",
    "EXACT_TASKS",
    "Interval",
    "Resampling",
    "TaskBootstrap",
    "bootstrap_p_value",
    "check_resampling",
    "draw_indices",
    "percentile_bounds",
]

DEFAULT_RESAMPLES = 1000
DEFAULT_CONFIDENCE = 0.95
EXACT_TASKS = 512
"""Plans up to this many tasks draw each column with its own product (see `batch_draws`)."""


class Interval(FrozenModel):
    """A point estimate with its bootstrap confidence interval."""

    value: float
    low: float
    high: float
    tasks: int
    """Number of tasks the estimate is computed over."""


class Resampling(FrozenModel):
    """How a bootstrap resamples: how often, the interval's coverage, and the seed.

    Checked where it is used (`check_resampling`), so a bad value is a ConfigError.
    """

    resamples: int = DEFAULT_RESAMPLES
    confidence: float = DEFAULT_CONFIDENCE
    seed: int = 0


def check_resampling(resamples: int, confidence: float) -> None:
    """Raise ConfigError unless there is a resample and 0 < confidence < 1."""
    if resamples < 1:
        raise ConfigError(f"the bootstrap needs resamples >= 1, got {resamples}")
    if not 0 < confidence < 1:
        raise ConfigError(f"confidence must be between 0 and 1, got {confidence}")


def percentile_bounds(
    values: np.ndarray, confidence: float, *, axis: int | None = None
) -> np.ndarray:
    """The (1 - confidence) / 2 and 1 - (1 - confidence) / 2 percentiles: [low, high]."""
    tail = (1 - confidence) / 2 * 100
    return np.percentile(values, [tail, 100 - tail], axis=axis)


def draw_indices(
    pool: int, *, size: int, resamples: int, seed: int, replace: bool = True
) -> np.ndarray:
    """(resamples, size) indices into `pool` items from one seeded generator: with
    replacement (the cluster bootstrap) or without (subsampling)."""
    generator = np.random.default_rng(seed)
    if replace:
        return generator.integers(0, pool, size=(resamples, size))
    return np.argsort(generator.random((resamples, pool)), axis=1)[:, :size]


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


def _ratio(sums: np.ndarray, counts: np.ndarray) -> np.ndarray:
    """Weighted sums over weights; NaN where a resample drew none of the tasks."""
    with np.errstate(invalid="ignore", divide="ignore"):
        return sums / counts


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
        check_resampling(resamples, confidence)
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

    def _weighted(self, stacked: np.ndarray) -> np.ndarray:
        """Resampled means of one column stacked as (values, task-set weights)."""
        sums = (self._weights @ stacked.astype(np.float32)).astype(np.float64)
        return _ratio(sums[:, 0], sums[:, 1])

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
        return self._weighted(stacked)  # one pass: values and weights

    def interval(self, value: float, draws: np.ndarray, tasks: int) -> Interval:
        """Percentile interval of `draws` around the point estimate `value`."""
        finite = draws[np.isfinite(draws)]
        if finite.size == 0 or not math.isfinite(value):
            return Interval(value=value, low=math.nan, high=math.nan, tasks=tasks)
        low, high = percentile_bounds(finite, self.confidence)
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
            columns = [
                self._weighted(np.stack([values[:, column], masks[:, mask_of[column]]], axis=1))
                for column in range(values.shape[1])
            ]
            return np.stack(columns, axis=1) if columns else np.zeros((len(self._weights), 0))
        sums = (self._weights @ values.astype(np.float32)).astype(np.float64)
        counts = (self._weights @ masks.astype(np.float32)).astype(np.float64)
        return _ratio(sums, counts[:, mask_of])

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
