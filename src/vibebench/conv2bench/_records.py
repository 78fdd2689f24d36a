"""Views of evaluation records shared by the analyses: one record per pair, per-judge outcomes.

`score_records` counts a (model, item) pair once: a resumed run may have stored an error and
then a success for it. The analyses (rank stability, verbosity, judge reliability) count the
same records the same way, so every figure beside a score describes the data of that score.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

from vibebench.conv2bench._evaluate import EvalRecord
from vibebench.conv2bench._models import Variant

__all__ = ["PANEL", "instruction_score", "judges_of", "latest_records", "per_model"]

PANEL = "panel"
"""The name of the avg@k outcome over all judges, beside each judge's own."""


def latest_records(records: Iterable[EvalRecord]) -> list[EvalRecord]:
    """One record per (model, item): the last stored, a success preferred over an error."""
    latest: dict[tuple[str, str], EvalRecord] = {}
    for record in records:
        key = (record.model, record.item_id)
        if key not in latest or latest[key].error is not None or record.error is None:
            latest[key] = record
    return list(latest.values())


def judges_of(records: Iterable[EvalRecord]) -> list[str]:
    """Every judge label that decided something, in first-seen order."""
    seen: dict[str, None] = {}
    for record in records:
        for verdict in record.verdicts:
            seen.setdefault(verdict.judge)
    return list(seen)


def instruction_score(record: EvalRecord, variant: Variant, judge: str = PANEL) -> float | None:
    """S_i of one record by one judge (or the panel's avg@k); None when it has no such items.

    A failed answer scores 0 for the panel, as in `score_records`; a judge that did not
    decide the record gives None.
    """
    if judge == PANEL:
        outcomes = record.outcomes(variant)
        return math.fsum(outcomes) / len(outcomes) if outcomes else None
    verdict = next((v for v in record.verdicts if v.judge == judge), None)
    if verdict is None:
        return None
    kept = [
        passed
        for passed, item in zip(verdict.passed, record.checklist, strict=True)
        if variant == "full" or not item.from_feedback
    ]
    return sum(kept) / len(kept) if kept else None


def per_model(
    records: Sequence[EvalRecord], variant: Variant, judge: str = PANEL
) -> dict[str, dict[str, float]]:
    """model -> item id -> S_i, over the latest records."""
    table: dict[str, dict[str, float]] = {}
    for record in latest_records(records):
        score = instruction_score(record, variant, judge)
        if score is not None:
            table.setdefault(record.model, {})[record.item_id] = score
    return table
