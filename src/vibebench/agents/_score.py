"""Checklist scoring of agent trajectories: ISR and CSR per instance and per source category.

The judge panel decides every applicable check of an instance against the rendered
trajectory (all assistant turns, their tool calls and reasoning; OctoBench section 3.2).
Conditional checks (`when_tool`) whose tool was never called are not applicable and are left
out, as the paper excludes non-triggered items.

Per judge, an instance is a success when every applicable check passed (ISR) and scores the
share of checks passed (CSR); reported figures are the mean over judges (avg@k), which equals
the mean over instances of each instance's avg@k since both are averages. Per category, the
same is computed over the checks of that instruction source, among instances that have any.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from statistics import fmean

from vibebench._frozen import FrozenModel
from vibebench.agents._models import AgentChecklist, Check, Trajectory, TrajectoryMessage
from vibebench.conv2bench import JudgeVerdict, judge_checklist
from vibebench.errors import DatasetError
from vibebench.models import Model

__all__ = [
    "TRAJECTORY_GUIDANCE",
    "CheckOutcome",
    "InstanceResult",
    "Rates",
    "ScoreSummary",
    "render_trajectory",
    "score_trajectory",
    "summarize_results",
]

TRAJECTORY_GUIDANCE = (
    "The material to judge is the trajectory of a coding agent: its system prompt, the user's "
    "messages, tool results, and every assistant turn with its tool calls and reasoning. Each "
    "checklist item asks whether the assistant followed one instruction. Base every decision "
    "on what the assistant actually said and did in the trajectory; an item that is not "
    "clearly followed is not followed."
)


def _render_message(message: TrajectoryMessage) -> str:
    if message.role == "assistant":
        lines = [f"[assistant turn {message.turn}]"]
        if message.reasoning_content:
            lines.append(f"(reasoning) {message.reasoning_content}")
        if message.content:
            lines.append(message.content)
        lines += [
            f"(tool call) {call.name} {json.dumps(call.arguments, default=str)}"
            for call in message.tool_calls
        ]
        return "\n".join(lines)
    if message.role == "tool":
        return f"[tool result: {message.tool_name or '?'}]\n{message.content}"
    return f"[{message.role}]\n{message.content}"


def render_trajectory(trajectory: Trajectory) -> str:
    """The trajectory as the judges read it: tools, then every message in order."""
    names = [str((tool.get("function") or {}).get("name")) for tool in trajectory.tools]
    header = f"[available tools] {', '.join(names) if names else 'none'}"
    return "\n\n".join([header, *(_render_message(m) for m in trajectory.messages)])


class CheckOutcome(FrozenModel):
    """One applicable check and each judge's decision on it."""

    category: str
    check: Check
    passed: dict[str, bool]
    """Judge name -> passed."""

    @property
    def share(self) -> float:
        """avg@k: the share of judges that passed it."""
        return fmean(self.passed.values())


class Rates(FrozenModel):
    """ISR and CSR (fractions in [0, 1]) over `instances`."""

    isr: float
    csr: float
    instances: int


class InstanceResult(FrozenModel):
    """All decisions for one trajectory against its checklist."""

    instance_id: str
    judges: tuple[str, ...]
    outcomes: tuple[CheckOutcome, ...]
    not_applicable: tuple[str, ...] = ()
    """Conditional checks whose trigger never happened."""
    judge_errors: dict[str, str] = {}

    def rates(self, category: str | None = None) -> Rates | None:
        """ISR and CSR of this instance (avg@k), optionally over one category; None if empty."""
        chosen = [o for o in self.outcomes if category is None or o.category == category]
        if not chosen:
            return None
        isr = fmean(all(o.passed[judge] for o in chosen) for judge in self.judges)
        csr = fmean(fmean(o.passed[judge] for o in chosen) for judge in self.judges)
        return Rates(isr=isr, csr=csr, instances=1)

    def failed_checks(self) -> list[CheckOutcome]:
        """Checks that not every judge passed (what feedback correction reports back)."""
        return [outcome for outcome in self.outcomes if outcome.share < 1]


class ScoreSummary(FrozenModel):
    """ISR and CSR over instances: overall, per source category, per judge."""

    overall: Rates
    by_category: dict[str, Rates]
    by_judge: dict[str, Rates]


async def score_trajectory(
    judges: Sequence[Model],
    trajectory: Trajectory,
    checklist: AgentChecklist,
    *,
    instance_id: str | None = None,
) -> InstanceResult:
    """Decide every applicable check of `checklist` on `trajectory` with the judge panel."""
    called = trajectory.tools_called()
    applicable = [
        (category, check)
        for category, check in checklist.flat()
        if check.when_tool is None or check.when_tool in called
    ]
    skipped = tuple(
        check.check_id
        for _, check in checklist.flat()
        if check.when_tool is not None and check.when_tool not in called
    )
    verdicts: tuple[JudgeVerdict, ...] = await judge_checklist(
        judges,
        render_trajectory(trajectory),
        [check.description for _, check in applicable],
        guidance=TRAJECTORY_GUIDANCE,
        source="agent",
    )
    outcomes = tuple(
        CheckOutcome(
            category=category,
            check=check,
            passed={verdict.judge: verdict.passed[position] for verdict in verdicts},
        )
        for position, (category, check) in enumerate(applicable)
    )
    return InstanceResult(
        instance_id=instance_id or trajectory.meta.session_id,
        judges=tuple(verdict.judge for verdict in verdicts),
        outcomes=outcomes,
        not_applicable=skipped,
        judge_errors={v.judge: v.error for v in verdicts if v.error is not None},
    )


def _mean_rates(rates: Sequence[Rates]) -> Rates:
    return Rates(
        isr=fmean(r.isr for r in rates), csr=fmean(r.csr for r in rates), instances=len(rates)
    )


def summarize_results(results: Sequence[InstanceResult]) -> ScoreSummary:
    """ISR and CSR over instances (Eq. 1 and 2), by category and by judge.

    Raises:
        DatasetError: no instance has an applicable check.
    """
    overall = [rates for result in results if (rates := result.rates()) is not None]
    if not overall:
        raise DatasetError("no instance has an applicable check to score")
    categories = sorted({o.category for result in results for o in result.outcomes})
    by_category = {}
    for category in categories:
        found = [r for result in results if (r := result.rates(category)) is not None]
        by_category[category] = _mean_rates(found)
    by_judge = {}
    for judge in sorted({judge for result in results for judge in result.judges}):
        single = [
            result.model_copy(update={"judges": (judge,)})
            for result in results
            if judge in result.judges and result.outcomes
        ]
        by_judge[judge] = _mean_rates([r.rates() for r in single if r.rates() is not None])
    return ScoreSummary(overall=_mean_rates(overall), by_category=by_category, by_judge=by_judge)
