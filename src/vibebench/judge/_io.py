"""Files the judge commands read: cases, verdict rows, human labels (all JSONL).

Every reader names the file and line of a bad record and reads nothing half-way; lines are
read (and verdict rows written) by `vibebench.jsonl`.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from vibebench.errors import DatasetError
from vibebench.jsonl import read_jsonl_objects
from vibebench.judge._calibrate import LabelKey
from vibebench.judge._checklist import ItemVerdict
from vibebench.judge._panel import JudgeCase, PanelReport

__all__ = ["read_cases", "read_labels", "read_verdict_rows", "verdict_rows"]


def read_cases(path: Path) -> list[JudgeCase]:
    """Cases: {"case_id", "response", "items": [{"id", "text", ...}], "model"?, "context"?,
    "before"?} per line."""
    cases = []
    for number, record in read_jsonl_objects(path):
        try:
            cases.append(JudgeCase.model_validate(record))
        except ValidationError as err:
            problem = err.errors()[0]
            where = ".".join(str(part) for part in problem["loc"])
            message = f"bad case ({where}: {problem['msg']})"
            raise DatasetError(message, path=str(path), line=number) from err
    if not cases:
        raise DatasetError("no cases", path=str(path))
    ids = [case.case_id for case in cases]
    if len(set(ids)) != len(ids):
        raise DatasetError("case ids must be unique", path=str(path))
    return cases


def verdict_rows(report: PanelReport) -> Iterator[dict[str, Any]]:
    """One row per (case, judge, item): every item as that judge's panel saw it."""
    for case in report.cases:
        for judge in report.judges:
            for verdict in case.verdicts_of(judge):
                yield {
                    "case_id": case.case_id,
                    "model": case.model,
                    "judge": judge,
                    **verdict.model_dump(),
                }


def read_verdict_rows(path: Path) -> dict[str, list[tuple[str, ItemVerdict]]]:
    """Judge -> [(case_id, verdict)] from a file `vibebench judge score -o` wrote."""
    by_judge: dict[str, list[tuple[str, ItemVerdict]]] = {}
    for number, record in read_jsonl_objects(path):
        try:
            judge = str(record.pop("judge"))
            case_id = str(record.pop("case_id"))
            record.pop("model", None)
            verdict = ItemVerdict.model_validate(record)
        except (KeyError, ValidationError) as err:
            raise DatasetError(f"bad verdict row: {err}", path=str(path), line=number) from err
        by_judge.setdefault(judge, []).append((case_id, verdict))
    return by_judge


def _label_value(value: Any) -> bool | None:
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in ("yes", "no"):
        return value.strip().lower() == "yes"
    return None


def read_labels(path: Path) -> dict[LabelKey, bool]:
    """Human labels: {"case_id", "item_id", "label": true/false or "yes"/"no"} per line."""
    labels: dict[LabelKey, bool] = {}
    for number, record in read_jsonl_objects(path):
        label = _label_value(record.get("label"))
        case_id, item_id = record.get("case_id"), record.get("item_id")
        if label is None or not isinstance(case_id, str) or not isinstance(item_id, str):
            message = 'a label needs "case_id", "item_id" and "label" (yes/no or true/false)'
            raise DatasetError(message, path=str(path), line=number)
        if (case_id, item_id) in labels:
            raise DatasetError(
                f"{case_id}/{item_id} is labelled twice", path=str(path), line=number
            )
        labels[(case_id, item_id)] = label
    if not labels:
        raise DatasetError("no labels", path=str(path))
    return labels
