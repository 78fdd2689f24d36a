"""Evaluation of models on a Conv-to-Bench benchmark, and the scores of the two variants.

Each candidate model answers each instruction once; the judge panel then decides every
checklist item of that answer (paper A.6: strict, no partial credit). One `EvalRecord` per
(model, item) keeps the answer and every judge's verdicts, so the full benchmark and the
instructions-only ablation are scored from the same records without asking anyone again.

Scoring is avg@k over the panel: an item's outcome is the share of judges that passed it,
then the hierarchical score and its cluster-bootstrap CI follow (`_stats`). A failed answer
counts as failing all its items (fail closed) and is reported in `errors`.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

from pydantic import ConfigDict, model_validator

from vibebench._frozen import FrozenModel
from vibebench.conv2bench._judging import JudgeVerdict, judge_checklist
from vibebench.conv2bench._models import VARIANTS, BenchItem, ChecklistItem, Variant
from vibebench.conv2bench._stats import ScoreInterval, cluster_bootstrap
from vibebench.errors import ModelError
from vibebench.jsonl import read_jsonl_models, write_jsonl
from vibebench.models import ChatMessage, GenerationParams, Model

__all__ = [
    "EVAL_GUIDANCE",
    "EvalRecord",
    "ModelScore",
    "evaluate_models",
    "read_bench",
    "read_records",
    "score_records",
    "write_jsonl",
]

EVAL_GUIDANCE = (
    "The material to judge is an assistant's complete answer to the coding instruction below; "
    "judge the code it contains, strictly: a requirement not clearly met is not met.\n"
    "Instruction: {instruction}"
)


class EvalRecord(FrozenModel):
    """One model's answer to one instruction and the panel's verdicts on its checklist."""

    model_config = ConfigDict(extra="forbid")

    model: str
    item_id: str
    response: str | None
    checklist: tuple[ChecklistItem, ...]
    verdicts: tuple[JudgeVerdict, ...] = ()
    error: str | None = None
    """Why the answer could not be produced; then every item counts as failed."""

    @model_validator(mode="after")
    def _one_decision_per_item(self) -> EvalRecord:
        for verdict in self.verdicts:
            if len(verdict.passed) != len(self.checklist):
                raise ValueError(
                    f"judge {verdict.judge!r} decided {len(verdict.passed)} items "
                    f"of a {len(self.checklist)}-item checklist"
                )
        return self

    def outcomes(self, variant: Variant) -> list[float]:
        """avg@k outcome per item of `variant`: the share of judges that passed it."""
        keep = [variant == "full" or not item.from_feedback for item in self.checklist]
        if self.error is not None or not self.verdicts:
            return [0.0 for kept in keep if kept]
        shares = []
        for position, kept in enumerate(keep):
            if kept:
                votes = [verdict.passed[position] for verdict in self.verdicts]
                shares.append(sum(votes) / len(votes))
        return shares


class ModelScore(FrozenModel):
    """A model's hierarchical score on one variant, with its CI."""

    model: str
    variant: Variant
    interval: ScoreInterval
    errors: int
    """Answers that failed and were scored as failing every item."""


def read_bench(path: Path) -> list[BenchItem]:
    """The items a build wrote; DatasetError names the line of a malformed one."""
    return read_jsonl_models(path, BenchItem)


def read_records(path: Path) -> list[EvalRecord]:
    """Evaluation records; DatasetError names the line of a malformed one."""
    return read_jsonl_models(path, EvalRecord)


async def _evaluate_one(model: Model, judges: Sequence[Model], item: BenchItem) -> EvalRecord:
    messages = [ChatMessage(role="user", content=item.instruction)]
    try:
        response = await model.complete(messages, GenerationParams(temperature=0.0))
    except ModelError as err:
        return EvalRecord(
            model=model.name,
            item_id=item.item_id,
            response=None,
            checklist=item.checklist,
            error=str(err),
        )
    questions = [checklist_item.question for checklist_item in item.checklist]
    guidance = EVAL_GUIDANCE.format(instruction=item.instruction)
    verdicts = await judge_checklist(judges, response.text, questions, guidance=guidance)
    return EvalRecord(
        model=model.name,
        item_id=item.item_id,
        response=response.text,
        checklist=item.checklist,
        verdicts=verdicts,
    )


async def evaluate_models(
    models: Sequence[Model],
    judges: Sequence[Model],
    items: Sequence[BenchItem],
    *,
    done: Iterable[tuple[str, str]] = (),
    concurrency: int = 8,
    on_record: Callable[[EvalRecord], None] | None = None,
) -> list[EvalRecord]:
    """Answer and judge every (model, item) pair not in `done`, at most `concurrency` at once.

    `on_record` sees each record as soon as it exists (to append it to disk), so an
    interrupted evaluation keeps what it finished.
    """
    skip = set(done)
    gate = asyncio.Semaphore(concurrency)

    async def one(model: Model, item: BenchItem) -> EvalRecord:
        async with gate:
            record = await _evaluate_one(model, judges, item)
        if on_record is not None:
            on_record(record)
        return record

    pairs = [(m, i) for m in models for i in items if (m.name, i.item_id) not in skip]
    return list(await asyncio.gather(*(one(model, item) for model, item in pairs)))


def score_records(
    records: Sequence[EvalRecord], *, resamples: int = 1000, seed: int = 0
) -> list[ModelScore]:
    """Each model's score on both variants; items without [I] requirements leave the ablation.

    A record stored twice for the same (model, item) (a resumed run that retried an error)
    counts once: the last one, successful records preferred.
    """
    latest: dict[tuple[str, str], EvalRecord] = {}
    for record in records:
        key = (record.model, record.item_id)
        if key not in latest or latest[key].error is not None or record.error is None:
            latest[key] = record
    scores = []
    for model in sorted({model for model, _ in latest}):
        mine = [record for (owner, _), record in latest.items() if owner == model]
        for variant in VARIANTS:
            outcomes = [record.outcomes(variant) for record in mine]
            outcomes = [items for items in outcomes if items]
            if not outcomes:
                continue
            interval = cluster_bootstrap(outcomes, resamples=resamples, seed=seed)
            errors = sum(record.error is not None for record in mine)
            scores.append(
                ModelScore(model=model, variant=variant, interval=interval, errors=errors)
            )
    return scores
