"""Judge reliability: Cohen's kappa and F1 of each judge against human labels, or each other.

Paper section 4.3 and Table 1: each judge's verdicts are compared with expert labels on the
same (answer, requirement) points, and reported as F1 of the negative (not met) and positive
(met) classes, their macro average, and Cohen's kappa (> 0.6 is substantial agreement),
overall and split into instruction ([I]) and feedback ([Fn]) requirements.

Human labels come from a CSV, `model,item_id,item,label`: the evaluated model's label, the
benchmark item, the 1-based position of the requirement in its checklist, and 1/0 (also
yes/no, true/false, pass/fail). Without labels, each pair of judges is compared instead: that
measures agreement between judges, not correctness, and the report says which it is.

Undefined figures are NaN, never 0: kappa when both raters give one same class throughout
(chance agreement 1), F1 of a class that neither rater used.
"""

from __future__ import annotations

import csv
import itertools
import math
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Literal

from vibebench._frozen import FrozenModel
from vibebench.conv2bench._evaluate import EvalRecord
from vibebench.conv2bench._records import latest_records
from vibebench.errors import DatasetError
from vibebench.jsonl import text_lines
from vibebench.stats import cohen_kappa, f1_score

__all__ = [
    "GOLD",
    "Agreement",
    "JudgeReliability",
    "binary_agreement",
    "judge_reliability",
    "read_gold",
]

GOLD = "human"
"""What `JudgeReliability.against` says when the reference is the human labels."""

Subset = Literal["all", "instruction", "feedback"]
GoldKey = tuple[str, str, int]
_TRUE = {"1", "yes", "true", "pass", "passed", "y"}
_FALSE = {"0", "no", "false", "fail", "failed", "n"}


class Agreement(FrozenModel):
    """Two raters' binary decisions on the same points."""

    points: int
    accuracy: float
    kappa: float
    f1_negative: float
    """F1 of the `not met` class."""
    f1_positive: float
    f1_macro: float


class JudgeReliability(FrozenModel):
    """One judge against the human labels (`against` = GOLD) or against another judge."""

    judge: str
    against: str
    subset: Subset
    agreement: Agreement


def _nan(value: float | None) -> float:
    return math.nan if value is None else value


def binary_agreement(truth: Sequence[bool], predicted: Sequence[bool]) -> Agreement:
    """Accuracy, Cohen's kappa and per-class and macro F1 of `predicted` against `truth`."""
    if len(truth) != len(predicted) or not truth:
        raise ValueError(
            f"need equal, non-empty label lists, got {len(truth)} and {len(predicted)}"
        )
    positive = _nan(f1_score(predicted, truth, positive=True))
    negative = _nan(f1_score(predicted, truth, positive=False))
    macro = math.nan if math.isnan(positive) or math.isnan(negative) else (positive + negative) / 2
    return Agreement(
        points=len(truth),
        accuracy=sum(t == p for t, p in zip(truth, predicted, strict=True)) / len(truth),
        kappa=_nan(cohen_kappa(truth, predicted)),
        f1_negative=negative,
        f1_positive=positive,
        f1_macro=macro,
    )


def read_gold(path: Path) -> dict[GoldKey, bool]:
    """Human labels: (model, item_id, 1-based requirement) -> met; DatasetError names a line."""
    try:
        rows = list(csv.DictReader(text_lines(path)))
    except csv.Error as err:
        raise DatasetError(f"not a readable CSV ({err})", path=str(path)) from err
    needed = {"model", "item_id", "item", "label"}
    if not rows or not needed <= set(rows[0]):
        raise DatasetError("needs a header model,item_id,item,label and rows", path=str(path))
    gold: dict[GoldKey, bool] = {}
    for line, row in enumerate(rows, start=2):
        label = (row["label"] or "").strip().lower()
        position = (row["item"] or "").strip()
        if label not in _TRUE | _FALSE or not position.isdigit() or int(position) < 1:
            raise DatasetError(
                f"item must be a positive integer and label 1/0, got {position!r}, {label!r}",
                path=str(path),
                line=line,
            )
        gold[(row["model"], row["item_id"], int(position))] = label in _TRUE
    return gold


def _points(
    records: Iterable[EvalRecord],
) -> list[tuple[GoldKey, bool, dict[str, bool]]]:
    """(key, is feedback, judge -> passed) for every decided requirement."""
    found = []
    for record in latest_records(records):
        for position, item in enumerate(record.checklist, start=1):
            votes = {v.judge: v.passed[position - 1] for v in record.verdicts}
            if votes:
                found.append(((record.model, record.item_id, position), item.from_feedback, votes))
    return found


def _subsets(points: list[tuple[GoldKey, bool, dict[str, bool]]]) -> dict[Subset, list]:
    return {
        "all": points,
        "instruction": [p for p in points if not p[1]],
        "feedback": [p for p in points if p[1]],
    }


def judge_reliability(
    records: Sequence[EvalRecord], gold: Mapping[GoldKey, bool] | None = None
) -> tuple[JudgeReliability, ...]:
    """Each judge against `gold`, or each pair of judges when there are no human labels.

    Only points that both sides decided count; a subset with no such point is left out.
    """
    points = _points(records)
    judges = list(dict.fromkeys(judge for _, _, votes in points for judge in votes))
    found = []
    for subset, chosen in _subsets(points).items():
        if gold is not None:
            pairs = [(judge, GOLD) for judge in judges]
        else:
            pairs = list(itertools.combinations(judges, 2))
        for judge, other in pairs:
            decided = [
                (votes[judge], gold[key] if gold is not None else votes[other])
                for key, _, votes in chosen
                if judge in votes and (other in votes if gold is None else key in gold)
            ]
            if decided:
                predicted, truth = zip(*decided, strict=True)
                found.append(
                    JudgeReliability(
                        judge=judge,
                        against=other,
                        subset=subset,
                        agreement=binary_agreement(truth, predicted),
                    )
                )
    return tuple(found)
