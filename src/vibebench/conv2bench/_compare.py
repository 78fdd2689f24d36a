"""Comparison of Conv-to-Bench scores with a reference benchmark's scores of the same models.

The paper's question (section 5.2): does the mined benchmark rank models as an expert-built
one does? Both variants (full, instructions-only) are compared with every reference column,
so the ablation's answer is in the same table.
"""

from __future__ import annotations

import csv
from collections.abc import Sequence
from pathlib import Path

from vibebench.conv2bench._evaluate import ModelScore
from vibebench.conv2bench._stats import Correlation, correlate
from vibebench.errors import DatasetError
from vibebench.jsonl import text_lines

__all__ = ["compare_to_reference", "read_reference"]


def read_reference(path: Path) -> dict[str, dict[str, float]]:
    """Reference scores: CSV with a `model` column and one numeric column per benchmark."""
    try:
        rows = list(csv.DictReader(text_lines(path)))
    except csv.Error as err:
        raise DatasetError(f"not a readable CSV ({err})", path=str(path)) from err
    if not rows or "model" not in rows[0] or len(rows[0]) < 2:
        raise DatasetError("needs a header `model,<benchmark>[,...]` and rows", path=str(path))
    columns = [name for name in rows[0] if name != "model"]
    reference: dict[str, dict[str, float]] = {name: {} for name in columns}
    for line, row in enumerate(rows, start=2):
        for name in columns:
            text = (row.get(name) or "").strip()
            if not text or text == "-":
                continue
            try:
                reference[name][row["model"]] = float(text)
            except ValueError as err:
                message = f"column {name}: {text!r} is not a number"
                raise DatasetError(message, path=str(path), line=line) from err
    return reference


def compare_to_reference(
    scores: Sequence[ModelScore], reference: dict[str, dict[str, float]]
) -> list[tuple[str, str, Correlation]]:
    """(variant, reference column, correlation) for every variant and reference column."""
    found = []
    for variant in sorted({score.variant for score in scores}):
        mine = {s.model: s.interval.score for s in scores if s.variant == variant}
        for name, theirs in reference.items():
            found.append((variant, name, correlate(mine, theirs)))
    return found
