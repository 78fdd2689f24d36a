"""Augment a whole benchmark with either selector and wrap the result with its header."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Literal

from vibebench.augment._io import vibebench_version
from vibebench.augment._llm import LlmSelectorConfig, augment_with_llm
from vibebench.augment._mix import CategoryMix, balanced_quotas, calibrate_mix, paper_mix
from vibebench.augment._models import AugmentedBenchmark, AugmentedHeader, VibeTask
from vibebench.augment._rules import available_per_category, expected_slots, select_by_rules
from vibebench.errors import ConfigError
from vibebench.tasks import Task

if TYPE_CHECKING:
    from vibebench.models import Model

__all__ = ["augment_tasks_by_llm", "augment_tasks_by_rules", "rules_mix"]


def _header(benchmark: str, selector: str, seed: int, k: int, model: str | None) -> Any:
    return AugmentedHeader(
        benchmark=benchmark,
        selector=selector,  # type: ignore[arg-type]  # validated by the model
        seed=seed,
        model=model,
        k=k,
        created_by=vibebench_version(),
    )


def _check_k(k: int) -> None:
    if k < 1:
        msg = f"k must be at least 1, got {k}"
        raise ConfigError(msg)


def rules_mix(
    tasks: Sequence[Task], benchmark: str, mix: CategoryMix | None | Literal["paper"] = "paper"
) -> CategoryMix | None:
    """The mix the rule selector aims at for these tasks, calibrated on them.

    "paper" picks the paper's mix for the benchmark's name (`paper_mix`; None, i.e.
    applicability first, for a user's task file). The availability of the restricted
    categories is measured over `tasks`, so the benchmark as a whole meets the mix; the
    tasks' quotas are then balanced across the benchmark (`balanced_quotas`).
    """
    target = paper_mix(benchmark) if mix == "paper" else mix
    if target is None:
        return None
    return calibrate_mix(target, (available_per_category(task) for task in tasks))


def augment_tasks_by_rules(
    tasks: Sequence[Task],
    *,
    benchmark: str,
    k: int = 5,
    seed: int = 0,
    on_done: Callable[[VibeTask], None] | None = None,
    mix: CategoryMix | None | Literal["paper"] = "paper",
) -> AugmentedBenchmark:
    """The rule-based augmentation of `tasks` (deterministic for a seed).

    Args:
        tasks: the tasks to augment.
        benchmark: the benchmark's name, recorded in the header; it also picks the paper's
            category mix (see `rules_mix`).
        k: most instructions per task.
        seed: the selection seed.
        on_done: called with each task's selection as it is made.
        mix: "paper" (the paper's mix for `benchmark`), a mix of your own, or None for
            applicability first.
    """
    _check_k(k)
    target = rules_mix(tasks, benchmark, mix)
    quotas: dict[str, dict[str, int]] = {}
    if target is not None:
        expected = {task.id: expected_slots(task, k, target) for task in tasks}
        quotas = balanced_quotas(expected, k, seed)
    selected = []
    for task in tasks:
        selected.append(select_by_rules(task, k=k, seed=seed, quota=quotas.get(task.id)))
        if on_done is not None:
            on_done(selected[-1])
    return AugmentedBenchmark(
        header=_header(benchmark, "rules", seed, k, None),
        tasks=tuple(selected),
    )


async def _select_all(
    tasks: Sequence[Task],
    model: Model,
    config: LlmSelectorConfig,
    on_done: Callable[[VibeTask], None] | None,
) -> list[VibeTask]:
    async with model:
        return await augment_with_llm(tasks, model, config, on_done)


def augment_tasks_by_llm(
    tasks: Sequence[Task],
    model: Model,
    config: LlmSelectorConfig,
    *,
    benchmark: str,
    on_done: Callable[[VibeTask], None] | None = None,
) -> AugmentedBenchmark:
    """The LLM augmentation of `tasks`; failed tasks are kept, marked with their error.

    Runs its own event loop and closes the model at the end, since client connections
    belong to the loop that opened them.
    """
    _check_k(config.k)
    selected = asyncio.run(_select_all(tasks, model, config, on_done))
    return AugmentedBenchmark(
        header=_header(benchmark, "llm", config.seed, config.k, config.model_name),
        tasks=tuple(selected),
    )
