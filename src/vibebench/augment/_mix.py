"""The paper's instruction-category mix (Figure 12) and how the rule selector aims at it.

The Vibe Checker paper reports, for the instructions its LLM selector kept, Coding Logic
35.9% on BigVibeBench and 42.3% on LiveVibeBench, Error Management 6.3% / 0.9%, Library
Constraint 2.2% / 0.1%, with Coding Style and Documentation the next most frequent. The
figure's exact style and documentation shares are not in the paper's text, so the rest is
split evenly between them.

The rule selector turns a mix into a per-task quota of instructions per category:

* error and library instructions are *restricted*: they are only chosen where the reference
  solution shows they matter (`applies_to`), the paper's relevance criterion. So that they
  still reach their share over a benchmark, a task where one is available gets it with
  weight share / availability, where availability is the fraction of the benchmark's tasks
  that have one (`calibrate_mix`);
* style, logic and documentation instructions apply to any program and share the other
  slots in proportion to their targets;
* the expected counts are rounded to whole slots. Over a benchmark (`balanced_quotas`) each
  task gets its floors, and its remaining slots go, task by task in a seeded order, to the
  categories the benchmark owes most so far (their summed fractional parts minus the extra
  slots already given): every category ends within about one slot of its expectation, so
  even a small benchmark meets the mix. A task selected alone (`allot`) draws its extra
  slots at random with probability equal to the fractional parts.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Mapping

from pydantic import Field

from vibebench._frozen import FrozenModel
from vibebench.instructions import CATEGORY_TITLES

__all__ = [
    "BIGVIBEBENCH_MIX",
    "LIVEVIBEBENCH_MIX",
    "PAPER_MIXES",
    "RESTRICTED_CEILING",
    "CategoryMix",
    "allot",
    "balanced_quotas",
    "calibrate_mix",
    "paper_mix",
]

RESTRICTED_CEILING = 0.4
"""At most this share of one task's K slots goes to a restricted category (2 of 5)."""


class CategoryMix(FrozenModel):
    """A target share of selected instructions per category, and where it comes from."""

    name: str
    """The benchmark whose mix this is (e.g. `bigvibebench`)."""
    shares: dict[str, float]
    """Category -> target share of all selected instructions (sums to 1)."""
    restricted: tuple[str, ...] = ("error", "library")
    """Categories chosen only where an instruction of theirs applies to the task."""
    availability: dict[str, float] = Field(default_factory=dict)
    """Restricted category -> fraction of the benchmark's tasks where one applies (missing:
    1.0, no correction). Set by `calibrate_mix`."""

    def expected_slots(self, k: int, available: Mapping[str, int]) -> dict[str, float]:
        """How many of a task's `k` slots each category should fill, in expectation.

        Args:
            k: the task's number of instructions.
            available: category -> how many of its instructions this task may take (for a
                restricted category: applicable ones; for the others: any).
        """
        expected = dict.fromkeys(self.shares, 0.0)
        for category in self.restricted:
            count = available.get(category, 0)
            if count and self.shares.get(category, 0.0) > 0.0:
                rate = max(self.availability.get(category, 1.0), 1e-9)
                wanted = k * self.shares[category] / rate
                expected[category] = min(wanted, count, k * RESTRICTED_CEILING)
        rest = k - sum(expected.values())
        general = [c for c in self.shares if c not in self.restricted and available.get(c, 0) > 0]
        weight = sum(self.shares[c] for c in general)
        for category in general:
            expected[category] = rest * self.shares[category] / weight if weight else 0.0
        return expected


def _paper(name: str, logic: float, error: float, library: float) -> CategoryMix:
    rest = (1.0 - logic - error - library) / 2
    shares = {"style": rest, "logic": logic, "doc": rest, "error": error, "library": library}
    if set(shares) != set(CATEGORY_TITLES):
        raise RuntimeError("the paper's mix must name every taxonomy category")
    return CategoryMix(name=name, shares=shares)


BIGVIBEBENCH_MIX = _paper("bigvibebench", logic=0.359, error=0.063, library=0.022)
"""Figure 12, BigVibeBench (BigCodeBench + instructions)."""
LIVEVIBEBENCH_MIX = _paper("livevibebench", logic=0.423, error=0.009, library=0.001)
"""Figure 12, LiveVibeBench (LiveCodeBench + instructions)."""

PAPER_MIXES: dict[str, CategoryMix] = {
    "bigcodebench": BIGVIBEBENCH_MIX,
    "bigvibebench": BIGVIBEBENCH_MIX,
    "embedded": BIGVIBEBENCH_MIX,
    "livecodebench": LIVEVIBEBENCH_MIX,
    "livevibebench": LIVEVIBEBENCH_MIX,
    "humaneval": LIVEVIBEBENCH_MIX,
    "humanvibeeval": LIVEVIBEBENCH_MIX,
}
"""Benchmark -> the paper's mix it is held to. The embedded tasks are BigCodeBench-style
library tasks; HumanEval's function-level algorithmic problems are closest to LiveCodeBench's
(the paper does not augment HumanEval)."""


def paper_mix(benchmark: str) -> CategoryMix | None:
    """The paper's mix for a benchmark name; None for anything else (a user's task file)."""
    return PAPER_MIXES.get(benchmark)


def calibrate_mix(mix: CategoryMix, available: Iterable[Mapping[str, int]]) -> CategoryMix:
    """The mix with each restricted category's availability measured over a benchmark.

    Args:
        mix: the target mix.
        available: per task, category -> instructions the task may take (as for
            `CategoryMix.expected_slots`).
    """
    rows = list(available)
    if not rows:
        return mix
    rates = {
        category: sum(1 for row in rows if row.get(category, 0) > 0) / len(rows)
        for category in mix.restricted
    }
    return mix.model_copy(update={"availability": rates})


def allot(expected: Mapping[str, float], k: int, rng: random.Random) -> dict[str, int]:
    """Integer slots per category summing to `k` whose expectation is `expected`.

    Floors first; the remaining slots go to categories by a systematic draw over their
    fractional parts (laid out in a seeded order), so each category gets one more with
    probability equal to its fractional part and never two more.
    """
    counts = {category: math.floor(value + 1e-9) for category, value in expected.items()}
    fractions = {c: max(expected[c] - counts[c], 0.0) for c in expected}
    remaining = k - sum(counts.values())
    if remaining <= 0:
        return counts
    order = sorted(fractions)
    rng.shuffle(order)
    total = sum(fractions.values())
    scale = remaining / total if total > 0 else 0.0
    start = rng.random()
    points = [start + step for step in range(remaining)]
    low = 0.0
    for category in order:
        high = low + fractions[category] * scale
        if any(low <= point < high for point in points):
            counts[category] += 1
        low = high
    return counts


def balanced_quotas(
    expected: Mapping[str, Mapping[str, float]], k: int, seed: int
) -> dict[str, dict[str, int]]:
    """Integer slots per category for every task of a benchmark, balanced across tasks.

    Args:
        expected: task id -> category -> expected slots (`CategoryMix.expected_slots`).
        k: slots per task.
        seed: orders the tasks (by id, so the input order does not matter).

    Each task keeps its floors; its remaining slots go to the categories with a fractional
    part whose running debt (fractions so far minus extra slots given so far) is largest,
    ties in taxonomy order. A category gets at most one extra slot per task.
    """
    order = sorted(expected)
    random.Random(f"{seed}:mix-order").shuffle(order)
    debt: dict[str, float] = {}
    quotas: dict[str, dict[str, int]] = {}
    for task_id in order:
        values = expected[task_id]
        counts = {c: math.floor(v + 1e-9) for c, v in values.items()}
        fractions = {c: values[c] - counts[c] for c in values if values[c] - counts[c] > 1e-9}
        for category, fraction in fractions.items():
            debt[category] = debt.get(category, 0.0) + fraction
        ranked = sorted(fractions, key=lambda c: (-debt[c], list(values).index(c)))
        for category in ranked[: max(k - sum(counts.values()), 0)]:
            counts[category] += 1
            debt[category] -= 1.0
        quotas[task_id] = counts
    return quotas
