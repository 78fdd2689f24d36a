"""Every figure with its uncertainty, from per-task aggregates: `compute_from_aggregates`.

Per-task values come first (mean over a task's samples), then means over tasks, so a task
with more samples does not weigh more. Every column of per-task values a figure needs (one per
model, setting and k, the leaderboard's, the differences of paired tests) is registered with
one `_Columns` batch; its bootstrap draws are then two matrix products for the whole run
(`TaskBootstrap.batch_draws`), and derived figures (FR_k, differences) are computed from the
draws of their columns, resample by resample. `compute_metrics(outcomes)` aggregates outcomes
first and takes the same path.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from itertools import combinations

import numpy as np

from vibebench.metrics._aggregate import Aggregates, GroupKey, TaskColumns, aggregate_outcomes
from vibebench.metrics._breakdown import category_regression_of, groups_of, positions_of
from vibebench.metrics._core import SampleOutcome
from vibebench.metrics._results import (
    CompositeParts,
    LeaderboardEntry,
    MetricsConfig,
    ModelMetrics,
    RunMetrics,
    SettingRow,
)
from vibebench.metrics._stats import PairedTest
from vibebench.stats import (
    Interval,
    TaskBootstrap,
    bootstrap_p_value,
    mcnemar_exact,
    pass_at_k,
)

Column = dict[str, float]
"""Per-task values of one figure: task id -> value (the outcome-level API)."""

_SETTING_ORDER = {"base": 0, "single": 1, "multi": 2}
_PASS_AT = (2, 5, 10, 20, 50, 100)


@dataclass(frozen=True)
class Values:
    """Per-task values of one figure: task positions (ascending) and values."""

    tasks: np.ndarray
    values: np.ndarray


def _common(left: Values, right: Values) -> tuple[Values, Values]:
    shared, li, ri = np.intersect1d(
        left.tasks, right.tasks, assume_unique=True, return_indices=True
    )
    return Values(shared, left.values[li]), Values(shared, right.values[ri])


class _Columns:
    """Columns registered for one batch of bootstrap draws."""

    def __init__(self, plan: TaskBootstrap) -> None:
        self.plan = plan
        self._columns: list[Values] = []
        self._draws: np.ndarray | None = None
        self._intervals: list[Interval] = []

    def add(self, values: Values) -> int:
        self._columns.append(values)
        return len(self._columns) - 1

    def solve(self) -> None:
        """All draws and intervals at once."""
        size = self.plan.size
        matrix = np.zeros((size, len(self._columns)), dtype=np.float32)
        sets: dict[bytes, int] = {}
        mask_of = np.zeros(len(self._columns), dtype=np.int64)
        members: list[np.ndarray] = []
        for i, column in enumerate(self._columns):
            matrix[column.tasks, i] = column.values
            key = column.tasks.tobytes()
            if key not in sets:
                sets[key] = len(members)
                members.append(column.tasks)
            mask_of[i] = sets[key]
        masks = np.zeros((size, len(members)), dtype=np.float32)
        for j, tasks in enumerate(members):
            masks[tasks, j] = 1.0
        self._draws = self.plan.batch_draws(matrix, masks, mask_of)
        points = [
            math.fsum(c.values.tolist()) / len(c.values) if len(c.values) else math.nan
            for c in self._columns
        ]
        self._intervals = self.plan.batch_intervals(
            points, self._draws, [len(c.values) for c in self._columns]
        )

    def mean(self, handle: int) -> tuple[Interval, np.ndarray]:
        if self._draws is None:
            raise RuntimeError("solve() first")
        return self._intervals[handle], self._draws[:, handle]


def _pass_at(columns: TaskColumns) -> dict[int, float]:
    fewest = int(columns.samples.min())
    pairs, inverse = np.unique(
        np.stack([columns.samples, columns.passed]), axis=1, return_inverse=True
    )
    result = {}
    for attempts in _PASS_AT:
        if attempts > fewest:
            continue
        distinct = np.array([pass_at_k(int(n), int(c), attempts) for n, c in pairs.T])
        result[attempts] = math.fsum(distinct[inverse.ravel()].tolist()) / len(columns.samples)
    return result


@dataclass
class _Plan:
    """Handles of one model's columns, filled before the batch is solved."""

    rows: dict[tuple[str, int], dict[str, int]]
    regressions: dict[tuple[str, int], tuple[int, int, int]]
    """(base on shared tasks, at k on shared tasks, shared tasks)."""
    headline: dict[str, Values]
    headline_handles: dict[str, int]
    parts: tuple[int, int] | None = None
    """Func and IF over the tasks both cover (for `CompositeParts`)."""


def _values(aggregates: Aggregates, key: GroupKey, figure: str) -> Values:
    group = aggregates.groups[key]
    column = {
        "pass": group.pass_mean,
        "if_instruction": group.if_instruction,
        "if_task": group.if_task,
    }[figure]()
    return Values(group.tasks, column)


def _order(keys: Iterable[tuple[str, int]]) -> list[tuple[str, int]]:
    return sorted(keys, key=lambda key: (_SETTING_ORDER.get(key[0], 9), key[0], key[1]))


def _plan_model(
    batch: _Columns, aggregates: Aggregates, model: str, config: MetricsConfig
) -> _Plan:
    settings = _order((s, k) for (m, s, k) in aggregates.groups if m == model)
    rows: dict[tuple[str, int], dict[str, int]] = {}
    regressions: dict[tuple[str, int], tuple[int, int, int]] = {}
    base = _values(aggregates, (model, "base", 0), "pass") if ("base", 0) in settings else None
    for setting, k in settings:
        figures = ("pass", "if_instruction", "if_task") if k > 0 else ("pass",)
        rows[(setting, k)] = {
            f: batch.add(_values(aggregates, (model, setting, k), f)) for f in figures
        }
        if base is not None and setting != "base":
            shared_base, shared_k = _common(base, _values(aggregates, (model, setting, k), "pass"))
            if len(shared_base.tasks):
                regressions[(setting, k)] = (
                    batch.add(shared_base),
                    batch.add(shared_k),
                    len(shared_base.tasks),
                )
    headline: dict[str, Values] = {}
    if base is not None:
        headline["func"] = base
    if ("single", 1) in settings:
        headline["if"] = _values(aggregates, (model, "single", 1), "if_instruction")
    parts = None
    if "func" in headline and "if" in headline:
        func, followed = _common(headline["func"], headline["if"])
        headline["composite"] = Values(
            func.tasks, config.alpha * followed.values + (1 - config.alpha) * func.values
        )
        if len(func.tasks):
            parts = (batch.add(func), batch.add(followed))
    handles = {name: batch.add(values) for name, values in headline.items()}
    return _Plan(rows, regressions, headline, handles, parts)


def _parts(batch: _Columns, plan: _Plan) -> CompositeParts | None:
    if plan.parts is None:
        return None
    func, func_draws = batch.mean(plan.parts[0])
    followed, if_draws = batch.mean(plan.parts[1])
    return CompositeParts(
        func=func.value,
        instruction_following=followed.value,
        tasks=func.tasks,
        func_draws=tuple(func_draws.tolist()),
        if_draws=tuple(if_draws.tolist()),
    )


def _regression(batch: _Columns, handles: tuple[int, int, int]) -> Interval | None:
    base_interval, base_draws = batch.mean(handles[0])
    k_interval, k_draws = batch.mean(handles[1])
    if base_interval.value == 0:
        return None
    with np.errstate(invalid="ignore", divide="ignore"):
        draws = (base_draws - k_draws) / base_draws
    value = (base_interval.value - k_interval.value) / base_interval.value
    return batch.plan.interval(value, draws, handles[2])


def _model_metrics(
    batch: _Columns, aggregates: Aggregates, model: str, plan: _Plan, config: MetricsConfig
) -> ModelMetrics:
    rows = []
    for (setting, k), handles in plan.rows.items():
        group = aggregates.groups[(model, setting, k)]
        regression = plan.regressions.get((setting, k))
        rows.append(
            SettingRow(
                setting=setting,
                k=k,
                tasks=len(group.tasks),
                samples=int(group.samples.sum()),
                pass_at_1=batch.mean(handles["pass"])[0],
                functional_regression=None
                if regression is None
                else _regression(batch, regression),
                if_instruction=batch.mean(handles["if_instruction"])[0] if k > 0 else None,
                if_task=batch.mean(handles["if_task"])[0] if k > 0 else None,
                pass_at=_pass_at(group),
            )
        )
    samples = sum(int(g.samples.sum()) for (m, _, _), g in aggregates.groups.items() if m == model)
    errors = sum(int(g.errors.sum()) for (m, _, _), g in aggregates.groups.items() if m == model)
    intervals = {name: batch.mean(handle)[0] for name, handle in plan.headline_handles.items()}
    return ModelMetrics(
        model=model,
        samples=samples,
        errors=errors,
        error_rate=errors / samples,
        flagged=errors / samples > config.error_threshold,
        leaderboard=LeaderboardEntry(
            model=model,
            func=intervals.get("func"),
            instruction_following=intervals.get("if"),
            composite=intervals.get("composite"),
        ),
        rows=tuple(rows),
        positions=positions_of(aggregates, model),
        categories=groups_of(aggregates, model, by_category=True),
        instructions=groups_of(aggregates, model, by_category=False),
        category_regression=category_regression_of(aggregates, model),
        composite_parts=_parts(batch, plan),
    )


@dataclass(frozen=True)
class _Pair:
    metric: str
    left: str
    right: str
    handle: int
    p_mcnemar: float | None


def _difference(batch: _Columns, left: Values, right: Values) -> int | None:
    shared_left, shared_right = _common(left, right)
    if not len(shared_left.tasks):
        return None
    return batch.add(Values(shared_left.tasks, shared_left.values - shared_right.values))


def _mcnemar_models(aggregates: Aggregates, left: str, right: str) -> float:
    right_passed = aggregates.base_samples.get(right, {})
    left_only = right_only = 0
    for key, passed in aggregates.base_samples.get(left, {}).items():
        other = right_passed.get(key)
        if other is None or other == passed:
            continue
        left_only += passed
        right_only += other
    return mcnemar_exact(left_only, right_only)


def _plan_pairs(
    batch: _Columns, aggregates: Aggregates, plans: Mapping[str, _Plan]
) -> list[_Pair]:
    pairs = []
    for left, right in combinations(sorted(plans), 2):
        for metric in ("func", "if", "composite"):
            if metric not in plans[left].headline or metric not in plans[right].headline:
                continue
            handle = _difference(
                batch, plans[left].headline[metric], plans[right].headline[metric]
            )
            if handle is not None:
                p = _mcnemar_models(aggregates, left, right) if metric == "func" else None
                pairs.append(_Pair(metric, left, right, handle, p))
    for model in sorted(plans):
        for setting, k in sorted({(s, k) for (m, s, k) in aggregates.groups if m == model}):
            if setting != "single" or (model, "multi", k) not in aggregates.groups:
                continue
            p_mcnemar = mcnemar_exact(*aggregates.turn_pairs.get((model, k), (0, 0)))
            for metric, figure, p in (
                ("pass@1", "pass", p_mcnemar),
                ("IF", "if_instruction", None),
            ):
                handle = _difference(
                    batch,
                    _values(aggregates, (model, "single", k), figure),
                    _values(aggregates, (model, "multi", k), figure),
                )
                if handle is not None:
                    pairs.append(
                        _Pair(f"{metric} k={k}", f"{model} single", f"{model} multi", handle, p)
                    )
    return pairs


def compute_from_aggregates(
    aggregates: Aggregates, config: MetricsConfig | None = None
) -> RunMetrics:
    """All figures, intervals and paired tests of the aggregates (any number of models)."""
    config = config or MetricsConfig()
    plan = TaskBootstrap(
        aggregates.tasks,
        resamples=config.resamples,
        seed=config.seed,
        confidence=config.confidence,
    )
    batch = _Columns(plan)
    plans = {model: _plan_model(batch, aggregates, model, config) for model in aggregates.models()}
    pairs = _plan_pairs(batch, aggregates, plans)
    batch.solve()
    models = tuple(
        _model_metrics(batch, aggregates, model, plans[model], config) for model in sorted(plans)
    )
    comparisons = []
    for pair in pairs:
        interval, draws = batch.mean(pair.handle)
        comparisons.append(
            PairedTest(
                metric=pair.metric,
                left=pair.left,
                right=pair.right,
                difference=interval,
                p_bootstrap=bootstrap_p_value(draws),
                p_mcnemar=pair.p_mcnemar,
            )
        )
    return RunMetrics(config=config, models=models, comparisons=tuple(comparisons))


def compute_metrics(
    outcomes: Iterable[SampleOutcome], config: MetricsConfig | None = None
) -> RunMetrics:
    """All figures, intervals and paired tests of the given outcomes (any number of models)."""
    return compute_from_aggregates(aggregate_outcomes(outcomes), config)


def paired_test(
    plan: TaskBootstrap,
    metric: str,
    left: tuple[str, Column],
    right: tuple[str, Column],
    p_mcnemar: float | None = None,
) -> PairedTest | None:
    """Paired bootstrap of left minus right on the tasks both cover; None if none shared."""
    shared = left[1].keys() & right[1].keys()
    if not shared:
        return None
    difference = {t: left[1][t] - right[1][t] for t in shared}
    interval, draws = plan.mean(difference)
    return PairedTest(
        metric=metric,
        left=left[0],
        right=right[0],
        difference=interval,
        p_bootstrap=bootstrap_p_value(draws),
        p_mcnemar=p_mcnemar,
    )


def mcnemar_between(left: Iterable[SampleOutcome], right: Iterable[SampleOutcome]) -> float:
    """Exact McNemar p-value on pass/fail pairs matched by task and sample index."""
    right_passed = {(o.task_id, o.sample): o.passed for o in right}
    left_only = right_only = 0
    for outcome in left:
        other = right_passed.get((outcome.task_id, outcome.sample))
        if other is None or other == outcome.passed:
            continue
        left_only += outcome.passed
        right_only += other
    return mcnemar_exact(left_only, right_only)
