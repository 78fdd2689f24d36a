"""The typed result of `compute_metrics`: everything the report and the tables show.

Values are fractions in [0, 1] (FR_k may be negative: instructions can also help). Every
headline figure carries a task-clustered bootstrap interval (`Interval`).
"""

from __future__ import annotations

from pydantic import Field

from vibebench._frozen import FrozenModel
from vibebench.metrics._stats import PairedTest
from vibebench.stats import Interval


class SettingRow(FrozenModel):
    """One model in one setting at one number of instructions k."""

    setting: str
    k: int
    tasks: int
    samples: int
    pass_at_1: Interval
    """S_k: mean over tasks of the share of passing samples."""
    functional_regression: Interval | None = None
    """FR_k = (S_0 - S_k) / S_0 on the tasks both have; None for base or when S_0 is 0."""
    if_instruction: Interval | None = None
    """Mean over tasks of the share of the k instructions followed."""
    if_task: Interval | None = None
    """Share of tasks whose k instructions were all followed."""
    pass_at: dict[int, float] = {}
    """pass@n over repeated samples (unbiased estimator) for each feasible n > 1."""


class PositionPoint(FrozenModel):
    """IF of the instruction at one position (1-based) of the prompt or turn sequence."""

    position: int
    value: float
    verdicts: int


class PositionCurve(FrozenModel):
    """IF by instruction position in one setting, at its largest k (paper section 4.4)."""

    setting: str
    k: int
    points: tuple[PositionPoint, ...]


class GroupScore(FrozenModel):
    """Share of verdicts passed for one instruction or category in one setting."""

    name: str
    setting: str
    value: float
    verdicts: int


class CategoryRegression(FrozenModel):
    """FR_1 over the tasks whose single instruction belongs to one category."""

    category: str
    setting: str
    tasks: int
    base_pass: float
    pass_at_1: float
    functional_regression: float | None
    """None when the base pass rate of those tasks is 0."""


class LeaderboardEntry(FrozenModel):
    """The paper's two headline numbers and their blend, for ranking models."""

    model: str
    func: Interval | None
    """Base pass@1 (S_0)."""
    instruction_following: Interval | None
    """Instruction-level IF in the single-turn setting with one instruction."""
    composite: Interval | None
    """alpha * IF + (1 - alpha) * Func on the tasks both cover."""


class CompositeParts(FrozenModel):
    """Func and IF over the tasks both cover, with their bootstrap draws (same resampled task
    sets): the composite for any alpha is alpha * IF + (1 - alpha) * Func, resample by
    resample, so a page can recompute it and its interval without the data."""

    func: float
    instruction_following: float
    tasks: int
    func_draws: tuple[float, ...]
    if_draws: tuple[float, ...]


class ModelMetrics(FrozenModel):
    """Every figure for one model."""

    model: str
    samples: int
    errors: int
    error_rate: float
    flagged: bool
    """Generation error rate above the threshold: scores are not comparable (paper D.1)."""
    leaderboard: LeaderboardEntry
    rows: tuple[SettingRow, ...]
    positions: tuple[PositionCurve, ...] = ()
    categories: tuple[GroupScore, ...] = ()
    instructions: tuple[GroupScore, ...] = ()
    category_regression: tuple[CategoryRegression, ...] = ()
    composite_parts: CompositeParts | None = Field(default=None, exclude=True)
    """What the report's alpha slider needs (left out of JSON)."""

    def row(self, setting: str, k: int) -> SettingRow | None:
        """The row of one setting and k, if the model has it."""
        return next((r for r in self.rows if r.setting == setting and r.k == k), None)


class MetricsConfig(FrozenModel):
    """How figures are computed: the composite weight and the bootstrap."""

    alpha: float = 0.5
    """Weight of IF in the composite score alpha * IF + (1 - alpha) * Func."""
    resamples: int = 1000
    confidence: float = 0.95
    seed: int = 0
    error_threshold: float = 0.10


class RunMetrics(FrozenModel):
    """All figures of one or more runs, the input of every report format."""

    config: MetricsConfig
    models: tuple[ModelMetrics, ...]
    comparisons: tuple[PairedTest, ...] = ()
    """Paired tests between models (same tasks) and between settings of one model."""

    def model(self, name: str) -> ModelMetrics | None:
        """The metrics of one model, if present."""
        return next((m for m in self.models if m.model == name), None)
