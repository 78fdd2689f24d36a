"""The rule-based selector: no model, deterministic for a seed.

Two policies walk the same seeded permutation of all instructions.

**Aiming at a category mix** (`augment_tasks_by_rules` passes the paper's mix for its
benchmarks, see `_mix.py`): each category gets a quota of the K slots, balanced over the
benchmark so that the categories' shares meet the mix (a task selected alone draws its quota
from the mix). The quotas are filled walking the permutation, first with instructions whose
`applies_to` holds for the reference solution (following them would change the code), then,
for style, logic and documentation, with any of the category. Error and library
instructions are only ever chosen where they apply (the paper's relevance criterion). Slots
a category could not fill (too few instructions left, conflicts) go to the style, logic and
documentation instructions in permutation order, applicable first.

**Applicability first** (`mix=None`; user task files): up to four passes, stopping once K
are kept:

1. instructions whose `applies_to` holds for the reference solution, at most
   `category_cap(k)` per category, so that the doc instructions, which apply to nearly every
   program, do not crowd out the rest;
2. the remaining applicable ones, without the cap;
3. fill-ups from the style, logic and doc categories, which apply to any program, with the
   cap;
4. the same fill-ups without the cap.

In both, conflicts (instruction against instruction, redundant pairs, instruction against
task) are checked as each instruction is met: one that clashes with the task or with an
instruction already kept is removed and recorded, so of a conflicting pair the later one goes.

The kept set is then put in order by a second seeded shuffle. Listing it in scan order would
tie position to category, and the run stage measures position effects. Parameters are a
seeded pick among each parameter's recommended values, else the default.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping, Sequence

from vibebench.augment._conflicts import instruction_task_conflicts, pair_conflicts, task_traits
from vibebench.augment._mix import CategoryMix, allot
from vibebench.augment._models import VibeTask
from vibebench.augment._params import choose_recommended, validated_specs
from vibebench.augment._permutation import permutation, task_rng
from vibebench.instructions import all_instructions, get_instruction
from vibebench.tasks import Task

__all__ = [
    "FILL_CATEGORIES",
    "RULES_SELECTOR_VERSION",
    "available_per_category",
    "category_cap",
    "expected_slots",
    "select_by_rules",
]

RULES_SELECTOR_VERSION = 2
"""Bumped whenever the same task, K and seed may select differently (1: applicability first;
2: the paper's category mix, redundant pairs kept apart). Runs record it."""

FILL_CATEGORIES = ("style", "logic", "doc")
"""Categories that apply to any program, used to fill up to K."""


def category_cap(k: int) -> int:
    """Most instructions of one category while others still apply (40% of K, at least 1)."""
    return max(1, math.ceil(0.4 * k))


class _Walk:
    """The kept and removed ids of one task as the passes proceed."""

    def __init__(self, k: int, traits: frozenset[str]) -> None:
        self.k = k
        self.traits = traits
        self.kept: list[str] = []
        self.removed: list[str] = []
        self.per_category: Counter[str] = Counter()

    def visit(
        self,
        candidates: Sequence[str],
        cap: int | None = None,
        quota: dict[str, int] | None = None,
    ) -> None:
        """Keep candidates in order until K, skipping full categories and conflicts.

        `cap` bounds every category alike; `quota` gives each category its own bound.
        """
        for iid in candidates:
            if len(self.kept) >= self.k:
                return
            if iid in self.kept or iid in self.removed:
                continue
            category = get_instruction(iid).category
            bound = cap if quota is None else quota.get(category, 0)
            if bound is not None and self.per_category[category] >= bound:
                continue
            clashes = bool(instruction_task_conflicts(iid) & self.traits) or any(
                pair_conflicts(iid, earlier) for earlier in self.kept
            )
            if clashes:
                self.removed.append(iid)
                continue
            self.kept.append(iid)
            self.per_category[category] += 1


def available_per_category(task: Task) -> dict[str, int]:
    """Per category, how many instructions the task may take under a mix.

    Restricted-by-relevance categories (error, library) count only instructions that apply
    to the reference solution; the others count every instruction. Instructions that clash
    with the task itself are never counted.
    """
    code = task.reference_solution or task.code_prefix
    applicable = [item.id for item in all_instructions() if item.applies_to(code)]
    return _available(applicable, task_traits(task))


def _available(applicable: Sequence[str], traits: frozenset[str]) -> dict[str, int]:
    counts: Counter[str] = Counter()
    applies = set(applicable)
    for instruction in all_instructions():
        if instruction_task_conflicts(instruction.id) & traits:
            continue
        if instruction.category in FILL_CATEGORIES or instruction.id in applies:
            counts[instruction.category] += 1
    return dict(counts)


def _by_applicability(walk: _Walk, k: int, applicable: list[str], fill: list[str]) -> None:
    for candidates, cap in ((applicable, category_cap(k)), (applicable, None)):
        walk.visit(candidates, cap)
    for candidates, cap in ((fill, category_cap(k)), (fill, None)):
        walk.visit(candidates, cap)


def expected_slots(task: Task, k: int, mix: CategoryMix) -> dict[str, float]:
    """The task's expected slots per category under the mix (see `CategoryMix`)."""
    return mix.expected_slots(k, available_per_category(task))


def _by_quota(walk: _Walk, quota: dict[str, int], applicable: list[str], fill: list[str]) -> None:
    walk.visit(applicable, quota=quota)
    walk.visit(fill, quota=quota)
    walk.visit([iid for iid in applicable if iid in fill])
    walk.visit(fill)


def select_by_rules(
    task: Task,
    *,
    k: int = 5,
    seed: int = 0,
    mix: CategoryMix | None = None,
    quota: Mapping[str, int] | None = None,
) -> VibeTask:
    """Choose up to `k` instructions and their parameters for `task` without a model.

    Args:
        task: the task (its reference solution decides which instructions apply).
        k: most instructions kept.
        seed: seed of the permutation, the quotas, the order and the parameters.
        mix: the category mix to aim at (see `_mix.py`): the task's quota is drawn from
            it alone; None: applicability first.
        quota: slots per category already decided for this task (`balanced_quotas` over a
            whole benchmark, as `augment_tasks_by_rules` does); overrides `mix`.
    """
    order = permutation(seed, task.id, [item.id for item in all_instructions()])
    code = task.reference_solution or task.code_prefix
    applicable = [iid for iid in order if get_instruction(iid).applies_to(code)]
    fill = [iid for iid in order if get_instruction(iid).category in FILL_CATEGORIES]
    walk = _Walk(k, task_traits(task))
    if quota is None and mix is not None:
        expected = mix.expected_slots(k, _available(applicable, walk.traits))
        quota = allot(expected, k, task_rng(seed, task.id, "mix"))
    if quota is None:
        _by_applicability(walk, k, applicable, fill)
    else:
        _by_quota(walk, dict(quota), applicable, fill)
    kept = sorted(walk.kept, key=order.index)
    task_rng(seed, task.id, "positions").shuffle(kept)
    proposals = {
        iid: choose_recommended(get_instruction(iid), task_rng(seed, task.id, f"params:{iid}"))
        for iid in kept
    }
    specs, proposed, issues = validated_specs(kept, proposals)
    return VibeTask(
        task_id=task.id,
        source=task.source,
        instructions=specs,
        selector="rules",
        seed=seed,
        model=None,
        candidates=tuple(order),
        conflicts_removed=tuple(walk.removed),
        proposed_params=proposed,
        param_issues=issues,
    )
