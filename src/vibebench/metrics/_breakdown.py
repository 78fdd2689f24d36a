"""Breakdowns of one model: by position, by instruction, by category.

These explain the headline numbers: which instructions a model ignores, whether it favours
the first or the last instruction (paper section 4.4), and which kinds of instruction cost it
functionality. Each is computed from the per-task aggregates (`Aggregates`); the functions
taking outcomes aggregate them first.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from functools import cache
from statistics import fmean

from vibebench.errors import ConfigError
from vibebench.instructions import CATEGORY_TITLES, get_instruction
from vibebench.metrics._aggregate import Aggregates, aggregate_outcomes
from vibebench.metrics._core import SampleOutcome
from vibebench.metrics._results import (
    CategoryRegression,
    GroupScore,
    PositionCurve,
    PositionPoint,
)

INSTRUCTION_SETTINGS = ("single", "multi")


@cache
def instruction_category(instruction_id: str) -> str:
    """The VeriCode category of an instruction id.

    Ids the registry does not know (a plugin not installed where the report is built) fall
    back to their prefix when it names a category (`style_12` -> `style`), else `other`.
    """
    try:
        return str(get_instruction(instruction_id).category)
    except ConfigError:
        prefix = instruction_id.partition("_")[0]
        return prefix if prefix in CATEGORY_TITLES else "other"


def positions_of(aggregates: Aggregates, model: str) -> tuple[PositionCurve, ...]:
    """IF by position for single and multi, each at its largest k (all samples, pooled).

    A sample without a verdict at a position did not follow it (fail closed).
    """
    curves = []
    for setting in INSTRUCTION_SETTINGS:
        ks = [
            k
            for (m, s, k), group in aggregates.groups.items()
            if m == model and s == setting and int(group.samples.sum())
        ]
        if not ks:
            continue
        k = max(ks)
        samples, followed = aggregates.positions.get((model, setting, k), (0, ()))
        points = tuple(
            PositionPoint(
                position=position,
                value=(followed[position - 1] if position <= len(followed) else 0) / samples,
                verdicts=samples,
            )
            for position in range(1, k + 1)
        )
        curves.append(PositionCurve(setting=setting, k=k, points=points))
    return tuple(curves)


def groups_of(aggregates: Aggregates, model: str, *, by_category: bool) -> tuple[GroupScore, ...]:
    """Share of verdicts passed per instruction id (or category) and setting, over every k."""
    totals: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
    for (name, setting, instruction_id), (count, followed) in aggregates.verdicts.items():
        if name != model or setting not in INSTRUCTION_SETTINGS:
            continue
        group = instruction_category(instruction_id) if by_category else instruction_id
        entry = totals[(group, setting)]
        entry[0] += count
        entry[1] += followed
    return tuple(
        GroupScore(name=group, setting=setting, value=followed / count, verdicts=count)
        for (group, setting), (count, followed) in sorted(totals.items())
        if count
    )


def category_regression_of(aggregates: Aggregates, model: str) -> tuple[CategoryRegression, ...]:
    """FR_1 per category: base vs one instruction, over the tasks given that category.

    With one instruction per sample a regression can be blamed on one category; with more
    the blame would be shared, so only k = 1 is used.
    """
    base_group = aggregates.groups.get((model, "base", 0))
    base: dict[str, float] = {}
    if base_group is not None:
        means = base_group.pass_mean()
        base = {aggregates.tasks[t]: float(means[i]) for i, t in enumerate(base_group.tasks)}
    sums: dict[tuple[str, str], dict[str, list[int]]] = defaultdict(dict)
    for name, setting, task, instruction_id, samples, passed in aggregates.first:
        if name != model:
            continue
        entry = sums[(setting, instruction_category(instruction_id))].setdefault(task, [0, 0])
        entry[0] += samples
        entry[1] += passed
    result = []
    for setting in INSTRUCTION_SETTINGS:
        for category in sorted(c for s, c in sums if s == setting):
            with_one = {
                t: passed / samples
                for t, (samples, passed) in sums[(setting, category)].items()
                if t in base
            }
            if not with_one:
                continue
            base_pass = fmean(base[t] for t in with_one)
            pass_at_1 = fmean(with_one.values())
            regression = (base_pass - pass_at_1) / base_pass if base_pass else None
            result.append(
                CategoryRegression(
                    category=category,
                    setting=setting,
                    tasks=len(with_one),
                    base_pass=base_pass,
                    pass_at_1=pass_at_1,
                    functional_regression=regression,
                )
            )
    return tuple(result)


def _only_model(outcomes: Sequence[SampleOutcome]) -> tuple[Aggregates, str]:
    """Aggregates of one model's outcomes (the model of the first; all share it)."""
    aggregates = aggregate_outcomes(outcomes)
    return aggregates, outcomes[0].model if outcomes else ""


def position_curves(outcomes: Sequence[SampleOutcome]) -> tuple[PositionCurve, ...]:
    """IF by position of one model's outcomes (see `positions_of`)."""
    return positions_of(*_only_model(outcomes))


def instruction_scores(outcomes: Sequence[SampleOutcome]) -> tuple[GroupScore, ...]:
    """Share of verdicts passed per instruction id and setting, over every k."""
    aggregates, model = _only_model(outcomes)
    return groups_of(aggregates, model, by_category=False)


def category_scores(outcomes: Sequence[SampleOutcome]) -> tuple[GroupScore, ...]:
    """Share of verdicts passed per VeriCode category and setting, over every k."""
    aggregates, model = _only_model(outcomes)
    return groups_of(aggregates, model, by_category=True)


def category_regression(outcomes: Sequence[SampleOutcome]) -> tuple[CategoryRegression, ...]:
    """FR_1 per category of one model's outcomes (see `category_regression_of`)."""
    return category_regression_of(*_only_model(outcomes))
