"""Score scaffold runs of OctoBench instances with a judge panel; attribute conflicts.

Every run's trajectory is judged against its instance's checklist (a generated one when
given, else the instance's own) by every judge of the panel (`score_trajectory`): ISR and
CSR per judge, avg@k over the panel. Runs of OctoBench-Conflict instances are also
attributed to the side of their conflict they followed (`attribute_conflict`).

A run that left no trajectory (the scaffold made no model call) is scored as failing every
check it would have had to pass (its conditional checks are not triggered), for every judge:
leaving it out would reward a scaffold for crashing.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from vibebench._frozen import FrozenModel
from vibebench.agents._experiments import Attribution, attribute_conflict
from vibebench.agents._models import AgentChecklist, Trajectory
from vibebench.agents._octobench import OctoInstance
from vibebench.agents._scaffold_run import ScaffoldRun
from vibebench.agents._score import CheckOutcome, InstanceResult, score_trajectory
from vibebench.errors import DatasetError
from vibebench.models import Model

__all__ = ["ConflictScore", "OctoScores", "RunScore", "score_runs"]

NO_TRAJECTORY = "the run left no trajectory"


class RunScore(FrozenModel):
    """One run and the panel's decisions on it."""

    session: str
    instance_id: str
    scaffold: str
    model: str
    """The model the scaffold ran on, as the trajectory reports it (or as asked)."""
    result: InstanceResult


class ConflictScore(FrozenModel):
    """Which side of its conflict one run followed."""

    session: str
    scaffold: str
    model: str
    attribution: Attribution


class OctoScores(FrozenModel):
    """Everything `agents score` decided; `agents tables` renders it again."""

    judges: tuple[str, ...]
    runs: tuple[RunScore, ...]
    conflicts: tuple[ConflictScore, ...] = ()


def _failed_everything(
    judges: Sequence[str], checklist: AgentChecklist, instance_id: str
) -> InstanceResult:
    unconditional = [(name, check) for name, check in checklist.flat() if check.when_tool is None]
    return InstanceResult(
        instance_id=instance_id,
        judges=tuple(judges),
        outcomes=tuple(
            CheckOutcome(category=name, check=check, passed=dict.fromkeys(judges, False))
            for name, check in unconditional
        ),
        not_applicable=tuple(c.check_id for _, c in checklist.flat() if c.when_tool),
        judge_errors=dict.fromkeys(judges, NO_TRAJECTORY),
    )


def _checklist(instance: OctoInstance, generated: Mapping[str, AgentChecklist]) -> AgentChecklist:
    found = generated.get(instance.instance_id) or instance.checklist
    if found is None:
        raise DatasetError(
            f"instance {instance.instance_id} has no checklist: give one "
            f"(checklist.json) or generate one (vibebench agents checklist)"
        )
    return found


async def score_runs(
    judges: Sequence[Model],
    runs: Sequence[ScaffoldRun],
    trajectories: Mapping[str, Trajectory],
    instances: Mapping[str, OctoInstance],
    *,
    checklists: Mapping[str, AgentChecklist] | None = None,
    on_done: Callable[[], None] = lambda: None,
) -> OctoScores:
    """Judge every run (its trajectory by session) against its instance's checklist.

    Raises:
        DatasetError: a run's instance is unknown, or has no checklist.
    """
    names = tuple(judge.name for judge in judges)
    scored, conflicts = [], []
    for run in runs:
        instance = instances.get(run.instance_id)
        if instance is None:
            raise DatasetError(f"run {run.session} is of unknown instance {run.instance_id}")
        checklist = _checklist(instance, checklists or {})
        trajectory = trajectories.get(run.session)
        if trajectory is None:
            result = _failed_everything(names, checklist, run.instance_id)
        else:
            result = await score_trajectory(
                judges, trajectory, checklist, instance_id=run.instance_id
            )
        model = (trajectory.meta.model if trajectory else "") or run.model or "-"
        scored.append(
            RunScore(
                session=run.session,
                instance_id=run.instance_id,
                scaffold=run.scaffold,
                model=model,
                result=result,
            )
        )
        if instance.conflict is not None and trajectory is not None:
            attribution = await attribute_conflict(judges, trajectory, instance.conflict)
            conflicts.append(
                ConflictScore(
                    session=run.session,
                    scaffold=run.scaffold,
                    model=model,
                    attribution=attribution,
                )
            )
        on_done()
    return OctoScores(judges=names, runs=tuple(scored), conflicts=tuple(conflicts))
