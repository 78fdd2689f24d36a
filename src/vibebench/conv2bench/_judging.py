"""The one place Conv-to-Bench and the agent scorer reach the project's judge panel.

Both pipelines need the same thing: every judge of a panel deciding every yes/no item of a
checklist strictly, avg@k over the panel. `vibebench.judge.LLMJudge` does the asking (fenced
material, strict JSON verdicts, bounded retries, fail closed); this adapter turns checklist
questions into its items, runs every judge concurrently, and keeps one compact
`JudgeVerdict` per judge for the records. Nothing else in conv2bench or agents imports the
judge package, so a change in its API is a change here only.

Why `LLMJudge` and not `JudgePanel.score_case`: the panel extracts Python code from the
response first, which would fail a C++ answer mined from a conversation and cannot apply to
an agent trajectory at all. The material is passed whole instead, with `context` saying what
it is.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

from pydantic import ConfigDict

from vibebench._frozen import FrozenModel
from vibebench.judge import ChecklistItem, make_judge
from vibebench.models import Model

__all__ = ["JudgeVerdict", "judge_checklist"]


class JudgeVerdict(FrozenModel):
    """One judge's decisions on every item of one checklist, in checklist order."""

    model_config = ConfigDict(extra="forbid")

    judge: str
    passed: tuple[bool, ...]
    reasons: tuple[str, ...] = ()
    error: str | None = None
    """Why this judge could not decide some item; undecided items count as not passed."""


async def _one_judge(
    model: Model, subject: str, items: Sequence[ChecklistItem], context: str, attempts: int
) -> JudgeVerdict:
    judge = make_judge(model, attempts=attempts)
    outcome = await judge.judge(subject, items, context=context)
    errors = sorted({verdict.error for verdict in outcome.verdicts if verdict.error})
    return JudgeVerdict(
        judge=judge.name,
        passed=tuple(verdict.passed for verdict in outcome.verdicts),
        reasons=tuple(verdict.reason for verdict in outcome.verdicts),
        error="; ".join(errors) if errors else None,
    )


async def judge_checklist(
    judges: Sequence[Model],
    subject: str,
    items: Sequence[str],
    *,
    guidance: str,
    source: str = "conversation",
    max_attempts: int = 3,
) -> tuple[JudgeVerdict, ...]:
    """Ask every judge of the panel about every item; one verdict per judge, panel order.

    Args:
        subject: What is judged (a model's answer, a rendered agent trajectory).
        items: The yes/no requirements, phrased so that yes means met.
        guidance: Shown to the judges as the task context: what the subject is and what
            counts as meeting an item.
        source: Recorded on the judge's checklist items (`conversation`, `agent`).
    """
    if not judges:
        raise ValueError("a checklist judge needs at least one judge model")
    if not items:
        return tuple(JudgeVerdict(judge=model.name, passed=()) for model in judges)
    checklist = [
        ChecklistItem(id=f"item{number}", text=text, source=source)
        for number, text in enumerate(items, start=1)
    ]
    verdicts = await asyncio.gather(
        *(_one_judge(model, subject, checklist, guidance, max_attempts) for model in judges)
    )
    return tuple(verdicts)
