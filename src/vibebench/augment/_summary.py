"""What an augmented benchmark contains: the category distribution (the paper's Figure 12,
overall and per position) and a summary for `vibebench bench show`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from vibebench._frozen import FrozenModel
from vibebench.augment._models import AugmentedBenchmark, AugmentedHeader, VibeTask
from vibebench.augment._params import ParamRateReport, param_rates
from vibebench.instructions import CATEGORY_TITLES, get_instruction

__all__ = ["BenchmarkSummary", "CategoryShare", "Distribution", "distribution", "summarize"]


class CategoryShare(FrozenModel):
    """How many selected instructions fall in one category, and their share of all."""

    category: str
    title: str
    count: int
    share: float
    """count / all selected instructions (0.0 when nothing was selected)."""


class Distribution(FrozenModel):
    """Selected instructions by category, overall and per position in the ordered lists."""

    total: int
    categories: tuple[CategoryShare, ...]
    """Every taxonomy category, in taxonomy order, even when its count is zero."""
    per_position: dict[int, tuple[CategoryShare, ...]]
    """1-based position -> category shares among instructions at that position."""
    per_instruction: dict[str, int]


def _shares(counts: Counter[str]) -> tuple[CategoryShare, ...]:
    total = sum(counts.values())
    return tuple(
        CategoryShare(
            category=category,
            title=title,
            count=counts[category],
            share=counts[category] / total if total else 0.0,
        )
        for category, title in CATEGORY_TITLES.items()
    )


def distribution(tasks: Iterable[VibeTask]) -> Distribution:
    """Count the instructions of the tasks (errored tasks included as they are)."""
    overall: Counter[str] = Counter()
    by_position: dict[int, Counter[str]] = {}
    per_instruction: Counter[str] = Counter()
    for task in tasks:
        for position, instruction_id in enumerate(task.instruction_ids, start=1):
            category = get_instruction(instruction_id).category
            overall[category] += 1
            by_position.setdefault(position, Counter())[category] += 1
            per_instruction[instruction_id] += 1
    return Distribution(
        total=sum(overall.values()),
        categories=_shares(overall),
        per_position={
            position: _shares(counts) for position, counts in sorted(by_position.items())
        },
        per_instruction=dict(sorted(per_instruction.items())),
    )


class BenchmarkSummary(FrozenModel):
    """The overview `bench show FILE` prints."""

    header: AugmentedHeader
    tasks: int
    errors: tuple[str, ...]
    """Ids of tasks whose selection failed."""
    instructions_per_task: dict[int, int]
    """Number of instructions -> how many tasks have that many."""
    conflicts_removed: int
    param_rates: ParamRateReport
    distribution: Distribution


def summarize(benchmark: AugmentedBenchmark) -> BenchmarkSummary:
    """Summarize an augmented benchmark."""
    sizes = Counter(len(task.instructions) for task in benchmark.tasks)
    return BenchmarkSummary(
        header=benchmark.header,
        tasks=len(benchmark.tasks),
        errors=tuple(task.task_id for task in benchmark.errors),
        instructions_per_task=dict(sorted(sizes.items())),
        conflicts_removed=sum(len(task.conflicts_removed) for task in benchmark.tasks),
        param_rates=param_rates(benchmark.tasks),
        distribution=distribution(benchmark.tasks),
    )
