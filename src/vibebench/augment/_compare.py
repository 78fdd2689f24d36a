"""Selector validation: how far two augmentations of the same benchmark agree.

Per task, the Jaccard index of the kept sets; per instruction, Cohen's kappa of the two
selectors' keep/drop decisions over the tasks both files hold; the category distributions
and their difference; each file's invalid-parameter rate. Tasks with an error in either
file are left out of the agreement figures and listed.
"""

from __future__ import annotations

from collections.abc import Sequence

from vibebench import stats
from vibebench._frozen import FrozenModel
from vibebench.augment._models import AugmentedBenchmark
from vibebench.augment._params import ParamRateReport, param_rates
from vibebench.augment._summary import Distribution, distribution
from vibebench.instructions import all_instructions

__all__ = ["Comparison", "KappaResult", "TaskAgreement", "cohen_kappa", "compare", "jaccard"]


def jaccard(first: set[str] | frozenset[str], second: set[str] | frozenset[str]) -> float | None:
    """|A ∩ B| / |A ∪ B|; None when both sets are empty (the index is undefined)."""
    union = first | second
    if not union:
        return None
    return len(first & second) / len(union)


class KappaResult(FrozenModel):
    """Cohen's kappa of two raters' binary decisions, or why it is undefined."""

    kappa: float | None
    reason: str | None = None
    """Why kappa is None."""
    tasks: int
    agreement: float | None
    """Observed agreement p_o."""
    kept_a: int
    kept_b: int


def cohen_kappa(first: Sequence[bool], second: Sequence[bool]) -> KappaResult:
    """kappa = (p_o - p_e) / (1 - p_e) for paired keep (True) / drop (False) decisions.

    `vibebench.stats.cohen_kappa` computes it in exact fractions, so the degenerate case
    p_e = 1 (both raters constant and equal) is detected exactly and reported as None with a
    reason.
    """
    kappa = stats.cohen_kappa(first, second)
    n = len(first)
    kept_a, kept_b = sum(first), sum(second)
    if n == 0:
        return KappaResult(
            kappa=None, reason="no tasks to compare", tasks=0, agreement=None, kept_a=0, kept_b=0
        )
    agreement = sum(a == b for a, b in zip(first, second, strict=True)) / n
    common = {"tasks": n, "agreement": agreement, "kept_a": kept_a, "kept_b": kept_b}
    if kappa is None:
        decision = "kept" if kept_a else "dropped"
        reason = f"undefined: both selectors {decision} it on every task (chance agreement is 1)"
        return KappaResult(kappa=None, reason=reason, **common)
    return KappaResult(kappa=kappa, **common)


class TaskAgreement(FrozenModel):
    """Jaccard index of one task's kept sets."""

    task_id: str
    jaccard: float | None
    only_a: tuple[str, ...]
    only_b: tuple[str, ...]


class Comparison(FrozenModel):
    """Everything `vibebench augment compare` reports."""

    compared_tasks: int
    only_in_a: tuple[str, ...]
    only_in_b: tuple[str, ...]
    with_errors: tuple[str, ...]
    """Tasks left out because either file marks them as failed."""
    per_task: tuple[TaskAgreement, ...]
    mean_jaccard: float | None
    """Mean over tasks where the index is defined."""
    kappa: dict[str, KappaResult]
    distribution_a: Distribution
    distribution_b: Distribution
    share_difference: dict[str, float]
    """Category -> share in B minus share in A."""
    param_rates_a: ParamRateReport
    param_rates_b: ParamRateReport


def compare(first: AugmentedBenchmark, second: AugmentedBenchmark) -> Comparison:
    """Agreement of two augmentations over the tasks they share."""
    by_id_a = {task.task_id: task for task in first.tasks}
    by_id_b = {task.task_id: task for task in second.tasks}
    shared = [task_id for task_id in by_id_a if task_id in by_id_b]
    failed = [t for t in shared if by_id_a[t].error is not None or by_id_b[t].error is not None]
    usable = [t for t in shared if t not in failed]
    kept_a = {t: frozenset(by_id_a[t].instruction_ids) for t in usable}
    kept_b = {t: frozenset(by_id_b[t].instruction_ids) for t in usable}
    per_task = tuple(
        TaskAgreement(
            task_id=t,
            jaccard=jaccard(kept_a[t], kept_b[t]),
            only_a=tuple(sorted(kept_a[t] - kept_b[t])),
            only_b=tuple(sorted(kept_b[t] - kept_a[t])),
        )
        for t in usable
    )
    defined = [item.jaccard for item in per_task if item.jaccard is not None]
    ids = [item.id for item in all_instructions()]
    ids += sorted(set().union(*kept_a.values(), *kept_b.values()) - set(ids))
    kappa = {
        iid: cohen_kappa([iid in kept_a[t] for t in usable], [iid in kept_b[t] for t in usable])
        for iid in ids
    }
    dist_a = distribution(by_id_a[t] for t in usable)
    dist_b = distribution(by_id_b[t] for t in usable)
    difference = {
        share_b.category: share_b.share - share_a.share
        for share_a, share_b in zip(dist_a.categories, dist_b.categories, strict=True)
    }
    return Comparison(
        compared_tasks=len(usable),
        only_in_a=tuple(t for t in by_id_a if t not in by_id_b),
        only_in_b=tuple(t for t in by_id_b if t not in by_id_a),
        with_errors=tuple(failed),
        per_task=per_task,
        mean_jaccard=sum(defined) / len(defined) if defined else None,
        kappa=kappa,
        distribution_a=dist_a,
        distribution_b=dist_b,
        share_difference=difference,
        param_rates_a=param_rates(first.tasks),
        param_rates_b=param_rates(second.tasks),
    )
