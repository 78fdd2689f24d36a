"""Per-task aggregates: the one input every figure is computed from.

`Aggregates` holds, per (model, setting, k), one row per task of done samples (samples,
passes, the sum of each sample's share of instructions followed, samples that followed all,
failed generations), plus the few per-verdict and per-sample tallies the breakdowns and
McNemar's test need. The store builds it in SQL (`aggregates_from_store`, the report's path);
`aggregate_outcomes` builds the same from `SampleOutcome`s (small inputs, tests, the run
summary), so both paths share every later step.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace

import numpy as np

from vibebench.metrics._core import SampleOutcome
from vibebench.store import Columnar, StoreAggregates

GroupKey = tuple[str, str, int]
"""(model label, setting, k)."""


@dataclass(frozen=True)
class TaskColumns:
    """One (model, setting, k): a row per task with done samples, tasks in plan order."""

    tasks: np.ndarray
    """Positions in `Aggregates.tasks` (ascending)."""
    samples: np.ndarray
    passed: np.ndarray
    if_sum: np.ndarray
    """Sum over the task's samples of the share of instructions followed."""
    if_all: np.ndarray
    """Samples that followed every instruction (all of at least k)."""
    errors: np.ndarray

    def pass_mean(self) -> np.ndarray:
        """Per task: the share of samples passing."""
        return self.passed / self.samples

    def if_instruction(self) -> np.ndarray:
        """Per task: the mean share of instructions followed."""
        return self.if_sum / self.samples

    def if_task(self) -> np.ndarray:
        """Per task: the share of samples that followed all their instructions."""
        return self.if_all / self.samples


@dataclass
class Aggregates:
    """Everything the figures are computed from, models already labelled."""

    tasks: list[str] = field(default_factory=list)
    """Every task with a done sample, sorted: the bootstrap resamples these."""
    groups: dict[GroupKey, TaskColumns] = field(default_factory=dict)
    positions: dict[GroupKey, tuple[int, tuple[int, ...]]] = field(default_factory=dict)
    """(samples, followed at position 1..) of done samples, single and multi settings."""
    verdicts: dict[tuple[str, str, str], tuple[int, int]] = field(default_factory=dict)
    """(model, setting, instruction id) -> (verdicts, followed), single and multi settings."""
    first: list[tuple[str, str, str, str, int, int]] = field(default_factory=list)
    """(model, setting, task, instruction at the lowest position, samples, passed), k = 1."""
    base_samples: dict[str, dict[tuple[str, int], bool]] = field(default_factory=dict)
    """model -> (task, sample index) -> passed, of done base samples."""
    turn_pairs: dict[tuple[str, int], tuple[int, int]] = field(default_factory=dict)
    """(model, k) -> (passed single-turn only, passed multi-turn only)."""

    def models(self) -> list[str]:
        """The model labels, sorted."""
        return sorted({key[0] for key in self.groups})


def _columns(rows: list[tuple[int, int, int, float, int, int]]) -> TaskColumns:
    """Rows of (task position, samples, passed, IF sum, all followed, errors)."""
    rows.sort(key=lambda row: row[0])
    tasks, samples, passed, if_sum, if_all, errors = (list(c) for c in zip(*rows, strict=True))
    return TaskColumns(
        tasks=np.asarray(tasks, dtype=np.int64),
        samples=np.asarray(samples, dtype=np.int64),
        passed=np.asarray(passed, dtype=np.int64),
        if_sum=np.asarray(if_sum, dtype=np.float64),
        if_all=np.asarray(if_all, dtype=np.int64),
        errors=np.asarray(errors, dtype=np.int64),
    )


def _group_columns(table: Columnar, rows: np.ndarray) -> TaskColumns:
    """The rows of one group (task numbers of `table`), summed per task, tasks ascending."""
    tasks, inverse = np.unique(table.task[rows], return_inverse=True)
    inverse = inverse.ravel()

    def summed(column: np.ndarray) -> np.ndarray:
        if len(tasks) == len(rows):  # one row per task: keep values as SQLite summed them
            out = np.empty(len(tasks))
            out[inverse] = column[rows]
            return out
        return np.bincount(inverse, weights=column[rows], minlength=len(tasks))

    samples, passed, if_sum, if_all, errors = (summed(c) for c in table.values)
    return TaskColumns(
        tasks=tasks.astype(np.int64),
        samples=samples.astype(np.int64),
        passed=passed.astype(np.int64),
        if_sum=if_sum,
        if_all=if_all.astype(np.int64),
        errors=errors.astype(np.int64),
    )


def aggregates_from_store(
    found: StoreAggregates, labels: Mapping[tuple[str, str], str]
) -> Aggregates:
    """Label the store's aggregates: `labels` maps (run_id, model) to the model's label.

    Pairs that map to one label are pooled; pairs without a label are left out, and so are
    the tasks only they have (the bootstrap resamples the tasks of the labelled pairs)."""
    table = found.tasks
    result = Aggregates(tasks=list(table.tasks))
    by_label: dict[GroupKey, list[int]] = defaultdict(list)
    for number, (run, model, setting, k) in enumerate(table.groups):
        if (run, model) in labels:
            by_label[(labels[(run, model)], setting, int(k))].append(number)
    order = np.argsort(table.group, kind="stable")
    bounds = np.searchsorted(table.group[order], np.arange(len(table.groups) + 1))
    for key, numbers in by_label.items():
        rows = np.concatenate([order[bounds[n] : bounds[n + 1]] for n in numbers])
        result.groups[key] = _group_columns(table, rows)
    _add_store_tallies(result, found, labels)
    if sum(map(len, by_label.values())) < len(table.groups):
        _keep_used_tasks(result)
    return result


def _add_store_tallies(
    result: Aggregates, found: StoreAggregates, labels: Mapping[tuple[str, str], str]
) -> None:
    """Positions, verdicts, first instructions, base samples and turn pairs, summed per
    label."""
    for run, model, setting, k, samples, followed in found.positions:
        if (run, model) in labels:
            key = (labels[(run, model)], setting, k)
            before, counts = result.positions.get(key, (0, (0,) * len(followed)))
            result.positions[key] = (
                before + samples,
                tuple(a + b for a, b in zip(counts, followed, strict=True)),
            )
    for run, model, setting, instruction, count, followed in found.verdicts:
        if (run, model) in labels:
            key3 = (labels[(run, model)], setting, instruction)
            before3 = result.verdicts.get(key3, (0, 0))
            result.verdicts[key3] = (before3[0] + count, before3[1] + followed)
    result.first = [
        (labels[(run, model)], setting, task, instruction, samples, passed)
        for run, model, setting, task, instruction, samples, passed in found.first_instructions
        if (run, model) in labels
    ]
    for run, model, task, sample, passed in found.base_samples:
        if (run, model) in labels:
            result.base_samples.setdefault(labels[(run, model)], {})[(task, sample)] = bool(passed)
    for run, model, k, single_only, multi_only in found.turn_pairs:
        if (run, model) in labels:
            single, multi = result.turn_pairs.get((labels[(run, model)], k), (0, 0))
            result.turn_pairs[(labels[(run, model)], k)] = (
                single + single_only,
                multi + multi_only,
            )


def _keep_used_tasks(result: Aggregates) -> None:
    """Only the tasks some group has, the groups' task positions renumbered to match."""
    parts = [columns.tasks for columns in result.groups.values()]
    used = np.unique(np.concatenate(parts)) if parts else np.zeros(0, dtype=np.int64)
    result.tasks = [result.tasks[i] for i in used]
    for key, columns in result.groups.items():
        result.groups[key] = replace(columns, tasks=np.searchsorted(used, columns.tasks))


_PairKey = tuple[str, int, str, int]
"""(model, k, task, sample): the single- and multi-turn verdicts of one draw."""


def _add_instructed(
    result: Aggregates,
    positions: dict[GroupKey, list[int]],
    pairs: dict[_PairKey, dict[str, bool]],
    o: SampleOutcome,
) -> None:
    """Tally one single- or multi-turn outcome: per position, per instruction, first turn."""
    followed = o.followed
    tally = positions.setdefault((o.model, o.setting, o.k), [0] * (o.k + 1))
    tally[0] += 1
    for i in range(1, o.k + 1):
        tally[i] += i <= len(followed) and followed[i - 1]
    for instruction, done in zip(o.instruction_ids, followed, strict=False):
        count, passed = result.verdicts.get((o.model, o.setting, instruction), (0, 0))
        result.verdicts[(o.model, o.setting, instruction)] = (count + 1, passed + done)
    if o.k == 1 and o.instruction_ids:
        result.first.append(
            (o.model, o.setting, o.task_id, o.instruction_ids[0], 1, int(o.passed))
        )
    pairs[(o.model, o.k, o.task_id, o.sample)][o.setting] = o.passed


def _turn_pairs(pairs: dict[_PairKey, dict[str, bool]]) -> dict[tuple[str, int], tuple[int, int]]:
    """(model, k) -> (draws passing single-turn only, draws passing multi-turn only)."""
    found: dict[tuple[str, int], tuple[int, int]] = {}
    for (model, k, _, _), sides in pairs.items():
        if len(sides) == 2:
            single_only, multi_only = found.get((model, k), (0, 0))
            found[(model, k)] = (
                single_only + (sides["single"] > sides["multi"]),
                multi_only + (sides["multi"] > sides["single"]),
            )
    return found


def aggregate_outcomes(outcomes: Iterable[SampleOutcome]) -> Aggregates:
    """The same aggregates from outcomes (a missing verdict is not followed: fail closed)."""
    items = list(outcomes)
    tasks = sorted({o.task_id for o in items})
    position = {task: i for i, task in enumerate(tasks)}
    sums: dict[GroupKey, dict[int, list[float]]] = defaultdict(dict)
    positions: dict[GroupKey, list[int]] = {}
    result = Aggregates(tasks=tasks)
    pairs: dict[_PairKey, dict[str, bool]] = defaultdict(dict)
    for o in items:
        entry = sums[(o.model, o.setting, o.k)].setdefault(position[o.task_id], [0, 0, 0.0, 0, 0])
        entry[0] += 1
        entry[1] += o.passed
        if o.k:
            entry[2] += sum(o.followed) / max(len(o.followed), o.k)
            entry[3] += len(o.followed) >= o.k and all(o.followed)
        entry[4] += o.generation_error
        if o.setting in ("single", "multi"):
            _add_instructed(result, positions, pairs, o)
        if o.setting == "base":
            result.base_samples.setdefault(o.model, {})[(o.task_id, o.sample)] = o.passed
    for key, by_task in sums.items():
        result.groups[key] = _columns(
            [(t, int(v[0]), int(v[1]), v[2], int(v[3]), int(v[4])) for t, v in by_task.items()]
        )
    result.positions = {key: (tally[0], tuple(tally[1:])) for key, tally in positions.items()}
    result.turn_pairs.update(_turn_pairs(pairs))
    return result
