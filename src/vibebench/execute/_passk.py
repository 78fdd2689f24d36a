"""pass@k per task and averaged over execution verdicts.

The estimator itself (Chen et al., 2021) is `vibebench.stats.pass_at_k`.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence

from pydantic import BaseModel, ConfigDict

from vibebench.errors import ConfigError
from vibebench.execute._models import ExecutionVerdict
from vibebench.stats import pass_at_k

__all__ = ["PassAtK", "feasible_ks", "pass_at_k", "pass_at_k_report"]


class PassAtK(BaseModel):
    """pass@k for one k: the mean over tasks and each task's value."""

    model_config = ConfigDict(frozen=True)

    k: int
    mean: float
    per_task: dict[str, float]


def _counts(verdicts: Iterable[ExecutionVerdict]) -> dict[str, tuple[int, int]]:
    totals: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for verdict in verdicts:
        totals[verdict.task_id][0] += 1
        totals[verdict.task_id][1] += int(verdict.passed)
    return {task_id: (n, c) for task_id, (n, c) in totals.items()}


def feasible_ks(verdicts: Iterable[ExecutionVerdict], ks: Sequence[int]) -> list[int]:
    """The ks every task has enough samples for (pass@k is undefined for n < k)."""
    counts = _counts(verdicts)
    fewest = min((n for n, _ in counts.values()), default=0)
    return [k for k in ks if k <= fewest]


def pass_at_k_report(verdicts: Iterable[ExecutionVerdict], ks: Sequence[int]) -> list[PassAtK]:
    """pass@k for each k over the tasks present in `verdicts`.

    Raises:
        ConfigError: no verdicts, or a task with fewer than k samples.
    """
    counts = _counts(verdicts)
    if not counts:
        raise ConfigError("pass@k needs at least one verdict")
    report = []
    for k in ks:
        per_task = {task_id: pass_at_k(n, c, k) for task_id, (n, c) in sorted(counts.items())}
        report.append(PassAtK(k=k, mean=sum(per_task.values()) / len(per_task), per_task=per_task))
    return report
