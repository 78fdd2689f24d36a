"""OctoBench's two analyses: conflict attribution and the feedback-correction experiment.

Conflict attribution (section 4.3.1, appendix E.3): an instance holds one contradictory pair
of instructions from two sources (e.g. the system prompt forbids emoji, the user asks for
them). No priority rule is imposed; each judge decides, for each side, whether the trajectory
followed it, and the trajectory is attributed to the side followed alone. The panel's label
is the majority of the judges' labels; a tie is `undecided`.

Feedback correction (section 4.3.2): instances that failed some check are run again with the
failed checks injected into the user query as explicit constraints, and the absolute gains
in ISR and CSR over those instances are reported. The agent is any async function from a
query to a trajectory, so the experiment drives a real scaffold through the proxy as easily
as a scripted one.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Awaitable, Callable, Sequence
from typing import Literal

from vibebench._frozen import FrozenModel
from vibebench.agents._models import AgentChecklist, Trajectory
from vibebench.agents._score import (
    TRAJECTORY_GUIDANCE,
    InstanceResult,
    Rates,
    render_trajectory,
    score_trajectory,
    summarize_results,
)
from vibebench.conv2bench import judge_checklist
from vibebench.models import Model

__all__ = [
    "AgentInstance",
    "Attribution",
    "ConflictCase",
    "FeedbackReport",
    "attribute_conflict",
    "conflict_rates",
    "feedback_constraints",
    "run_feedback_experiment",
]

Label = Literal["a", "b", "both", "neither", "undecided"]


class ConflictCase(FrozenModel):
    """One contradictory pair of instructions from two sources."""

    instance_id: str
    source_a: str
    """E.g. `UQ` (user query)."""
    instruction_a: str
    source_b: str
    """E.g. `SP` (system prompt)."""
    instruction_b: str

    @property
    def conflict_type(self) -> str:
        """`UQ vs SP` style name, as in the paper's Table 4."""
        return f"{self.source_a} vs {self.source_b}"


class Attribution(FrozenModel):
    """Which side of a conflict the trajectory followed."""

    case: ConflictCase
    followed: Label
    votes: dict[str, Label]
    """Judge -> its own label."""

    @property
    def followed_source(self) -> str | None:
        """The source followed alone, or None."""
        return {"a": self.case.source_a, "b": self.case.source_b}.get(self.followed)


def _label(followed_a: bool, followed_b: bool) -> Label:
    if followed_a != followed_b:
        return "a" if followed_a else "b"
    return "both" if followed_a else "neither"


async def attribute_conflict(
    judges: Sequence[Model], trajectory: Trajectory, case: ConflictCase
) -> Attribution:
    """Ask the panel which of the two conflicting instructions the trajectory followed."""
    items = [
        f"Check whether the assistant followed this {case.source_a} instruction: "
        f"{case.instruction_a}",
        f"Check whether the assistant followed this {case.source_b} instruction: "
        f"{case.instruction_b}",
    ]
    verdicts = await judge_checklist(
        judges, render_trajectory(trajectory), items, guidance=TRAJECTORY_GUIDANCE, source="agent"
    )
    votes: dict[str, Label] = {
        v.judge: ("undecided" if v.error else _label(*v.passed)) for v in verdicts
    }
    ranked = Counter(votes.values()).most_common()
    tie = len(ranked) > 1 and ranked[0][1] == ranked[1][1]
    return Attribution(case=case, followed="undecided" if tie else ranked[0][0], votes=votes)


def conflict_rates(attributions: Sequence[Attribution]) -> dict[str, dict[str, float]]:
    """Conflict type -> outcome (a source name, `both`, `neither`, `undecided`) -> share."""
    grouped: dict[str, list[Attribution]] = {}
    for attribution in attributions:
        grouped.setdefault(attribution.case.conflict_type, []).append(attribution)
    rates = {}
    for kind, group in grouped.items():
        counts = Counter(a.followed_source or a.followed for a in group)
        rates[kind] = {outcome: count / len(group) for outcome, count in sorted(counts.items())}
    return rates


class AgentInstance(FrozenModel):
    """A task for an agent: the user query and the checklist its trajectory is held to."""

    instance_id: str
    query: str
    checklist: AgentChecklist


Agent = Callable[[AgentInstance, str], Awaitable[Trajectory]]
"""(instance, user query to send) -> the trajectory of one agent run."""


def feedback_constraints(result: InstanceResult) -> str:
    """Failed checks as explicit constraints to append to the user query."""
    lines = [f"- [{o.category}] {o.check.description}" for o in result.failed_checks()]
    return (
        "\n\nIn a previous attempt you violated the following requirements. You MUST "
        "satisfy every one of them this time:\n" + "\n".join(lines)
    )


class FeedbackReport(FrozenModel):
    """ISR and CSR before and after feedback, over the instances that had failed checks."""

    instances: tuple[str, ...]
    before: Rates
    after: Rates
    before_results: tuple[InstanceResult, ...]
    after_results: tuple[InstanceResult, ...]

    @property
    def isr_gain(self) -> float:
        """Absolute ISR improvement."""
        return self.after.isr - self.before.isr

    @property
    def csr_gain(self) -> float:
        """Absolute CSR improvement."""
        return self.after.csr - self.before.csr


async def run_feedback_experiment(
    instances: Sequence[AgentInstance], agent: Agent, judges: Sequence[Model]
) -> FeedbackReport | None:
    """Run, score, re-run failing instances with their failed checks as constraints, rescore.

    Returns None when no instance failed a check (nothing to correct).
    """
    first = []
    for instance in instances:
        trajectory = await agent(instance, instance.query)
        result = await score_trajectory(
            judges, trajectory, instance.checklist, instance_id=instance.instance_id
        )
        first.append((instance, result))
    failing = [(i, r) for i, r in first if r.failed_checks()]
    if not failing:
        return None
    second = []
    for instance, result in failing:
        trajectory = await agent(instance, instance.query + feedback_constraints(result))
        second.append(
            await score_trajectory(
                judges, trajectory, instance.checklist, instance_id=instance.instance_id
            )
        )
    before = [result for _, result in failing]
    return FeedbackReport(
        instances=tuple(instance.instance_id for instance, _ in failing),
        before=summarize_results(before).overall,
        after=summarize_results(second).overall,
        before_results=tuple(before),
        after_results=tuple(second),
    )
