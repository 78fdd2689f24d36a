"""How well the composite alpha * IF + (1 - alpha) * Func tracks human ratings (paper 4.5).

Func is base pass@1 and IF the single-turn, one-instruction IF (the paper's definitions);
both must be on the same scale (both fractions or both percentages). For each alpha on a grid
from 0 to 1 the composite is correlated with a human rating (e.g. LMArena coding Elo) with
Pearson, Spearman and Kendall (tau-b); the best alpha per coefficient is the paper's star.
"""

from __future__ import annotations

import csv
import math
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from pydantic import ConfigDict, Field

from vibebench._frozen import FrozenModel
from vibebench.errors import ConfigError, DatasetError
from vibebench.jsonl import text_lines
from vibebench.metrics._results import RunMetrics
from vibebench.stats import kendall, pearson, spearman

COEFFICIENTS = {"pearson": pearson, "spearman": spearman, "kendall": kendall}
_DECIMALS = 9
"""Composites are rounded before correlating so float noise neither makes nor breaks ties."""


class RatedModel(FrozenModel):
    """One model's functional score, IF score and human rating."""

    model_config = ConfigDict(populate_by_name=True)

    model: str
    func: float
    instruction_following: float = Field(alias="if")
    rating: float


class CorrelationPoint(FrozenModel):
    """The three coefficients at one alpha (NaN where undefined, e.g. a constant score)."""

    alpha: float
    pearson: float
    spearman: float
    kendall: float


class CorrelationCurve(FrozenModel):
    """Correlation against alpha, and where each coefficient peaks."""

    models: tuple[str, ...]
    curve: tuple[CorrelationPoint, ...]
    best_alpha: dict[str, float | None]
    """Alpha with the highest coefficient (the smallest alpha on ties); None if all NaN."""
    best_value: dict[str, float | None]

    def as_json(self) -> dict[str, Any]:
        """The `--format json` shape: curve, best_alpha, plus best_value and models."""
        return {
            "curve": [_finite(point.model_dump()) for point in self.curve],
            "best_alpha": self.best_alpha,
            "best_value": self.best_value,
            "models": list(self.models),
        }


def _finite(values: dict[str, float]) -> dict[str, float | None]:
    return {name: None if math.isnan(value) else value for name, value in values.items()}


def alpha_grid(step: float = 0.1) -> list[float]:
    """0, step, 2*step, ... up to and including 1."""
    if not 0 < step <= 1:
        raise ConfigError(f"alpha step must be in (0, 1], got {step}")
    count = math.floor(1 / step + 1e-9)
    grid = [round(i * step, 12) for i in range(count + 1)]
    if grid[-1] < 1:
        grid.append(1.0)
    return grid


MIN_RATED_MODELS = 3
"""Fewer points correlate perfectly (or not at all) whatever the scores."""


def correlation_curve(rows: Sequence[RatedModel], step: float = 0.1) -> CorrelationCurve:
    """Correlate the composite with the ratings over the alpha grid.

    Raises:
        ConfigError: fewer than 3 models (correlations over 2 points are always +-1).
    """
    if len(rows) < MIN_RATED_MODELS:
        raise ConfigError(
            f"correlation needs at least {MIN_RATED_MODELS} rated models, got {len(rows)}"
        )
    ratings = [row.rating for row in rows]
    points = []
    for alpha in alpha_grid(step):
        composite = [
            round(alpha * row.instruction_following + (1 - alpha) * row.func, _DECIMALS)
            for row in rows
        ]
        values = {name: fn(composite, ratings) for name, fn in COEFFICIENTS.items()}
        points.append(CorrelationPoint(alpha=alpha, **values))
    best_alpha: dict[str, float | None] = {}
    best_value: dict[str, float | None] = {}
    for name in COEFFICIENTS:
        finite = [p for p in points if not math.isnan(getattr(p, name))]
        best = max(finite, key=lambda p: getattr(p, name), default=None)
        best_alpha[name] = None if best is None else best.alpha
        best_value[name] = None if best is None else getattr(best, name)
    return CorrelationCurve(
        models=tuple(row.model for row in rows),
        curve=tuple(points),
        best_alpha=best_alpha,
        best_value=best_value,
    )


def _read_csv(path: Path, required: Sequence[str]) -> list[tuple[int, dict[str, str]]]:
    reader = csv.DictReader(text_lines(path))
    try:
        header = [name.strip() for name in reader.fieldnames or []]
        missing = [name for name in required if name not in header]
        if missing:
            raise DatasetError(
                f"missing column(s) {', '.join(missing)}; expected {','.join(required)}",
                path=str(path),
                line=1,
            )
        return [
            (reader.line_num, {k.strip(): (v or "").strip() for k, v in row.items() if k})
            for row in reader
        ]
    except csv.Error as err:
        raise DatasetError(
            f"not a readable CSV ({err})", path=str(path), line=reader.line_num or None
        ) from err


def _number(row: dict[str, str], name: str, path: Path, line: int) -> float:
    try:
        value = float(row[name])
    except ValueError:
        raise DatasetError(
            f"{name}={row[name]!r} is not a number", path=str(path), line=line
        ) from None
    if not math.isfinite(value):
        raise DatasetError(f"{name}={row[name]!r} is not finite", path=str(path), line=line)
    return value


def _unique_models(rows: list[tuple[int, dict[str, str]]], path: Path) -> None:
    seen: set[str] = set()
    for line, row in rows:
        if not row["model"]:
            raise DatasetError("empty model name", path=str(path), line=line)
        if row["model"] in seen:
            raise DatasetError(f"model {row['model']!r} appears twice", path=str(path), line=line)
        seen.add(row["model"])


def read_rated_models(path: Path) -> list[RatedModel]:
    """Read a `model,func,if,rating` CSV (extra columns are ignored).

    Raises:
        DatasetError: unreadable file, missing column, duplicate model or non-numeric value,
            naming the file and line.
    """
    rows = _read_csv(path, ("model", "func", "if", "rating"))
    _unique_models(rows, path)
    return [
        RatedModel(
            model=row["model"],
            func=_number(row, "func", path, line),
            instruction_following=_number(row, "if", path, line),
            rating=_number(row, "rating", path, line),
        )
        for line, row in rows
    ]


def read_ratings(path: Path) -> dict[str, float]:
    """Read a `model,rating` CSV into model -> rating (extra columns are ignored)."""
    rows = _read_csv(path, ("model", "rating"))
    _unique_models(rows, path)
    return {row["model"]: _number(row, "rating", path, line) for line, row in rows}


def rated_models_from_metrics(
    metrics: RunMetrics, ratings: dict[str, float]
) -> tuple[list[RatedModel], list[str]]:
    """Join the leaderboard's Func and IF with ratings by model name.

    Returns the joined rows and the names left out (no rating, or no base / single k=1 data).
    """
    joined, skipped = [], []
    for model in metrics.models:
        entry = model.leaderboard
        if model.model not in ratings or entry.func is None or entry.instruction_following is None:
            skipped.append(model.model)
            continue
        joined.append(
            RatedModel(
                model=model.model,
                func=entry.func.value,
                instruction_following=entry.instruction_following.value,
                rating=ratings[model.model],
            )
        )
    return joined, skipped
