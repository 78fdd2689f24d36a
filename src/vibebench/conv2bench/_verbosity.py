"""Verbosity bias: do the judges reward longer answers, and what is a score without it?

Paper appendix B plots each judge's instruction scores S_i against answer length and reports
Pearson's r with its p-value; a low, non-significant r means no verbosity bias. That pooled
correlation cannot tell a biased judge from a strong model that also writes more, so beside
it this module fits

    S_{m,i} = mu + alpha_m + gamma_i + beta * log2(tokens_{m,i}) + e

with a fixed effect per model (alpha) and per instruction (gamma, when some instruction has
answers from two models): beta is the change in S_i per doubling of length for the same
model on the same instruction, i.e. a length-matched comparison. Its standard error and
two-sided t p-value use n - rank(design) degrees of freedom.

Length-controlled score: theta_m - beta * (mean log2 length of m - mean log2 length of all),
the score model m would have at the average length of all answers, beta from the panel's fit.

Length is counted in tokens as words and punctuation marks (`\\w+|[^\\w\\s]`): no tokenizer
of a particular model is assumed. Failed answers (no response) are left out of every figure
here; the hierarchical score still counts them as failing.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence

import numpy as np

from vibebench._frozen import FrozenModel
from vibebench.conv2bench._evaluate import EvalRecord
from vibebench.conv2bench._models import Variant
from vibebench.conv2bench._records import PANEL, instruction_score, judges_of, latest_records
from vibebench.errors import ConfigError
from vibebench.stats import pearson_test, spearman, student_t_two_sided

__all__ = [
    "LengthEffect",
    "SlopeFit",
    "fixed_effects_slope",
    "length_controlled",
    "length_effects",
    "pearson_test",
    "student_t_two_sided",
    "token_count",
]

_TOKEN = re.compile(r"\w+|[^\w\s]")


class SlopeFit(FrozenModel):
    """beta of a fixed-effects regression, with its standard error and p-value."""

    slope: float
    stderr: float
    p_value: float
    dof: int


class LengthEffect(FrozenModel):
    """How one judge's (or the panel's) S_i moves with answer length, over all models."""

    judge: str
    variant: Variant
    points: int
    pearson: float
    """r of S_i and the answer's token count (the paper's figure)."""
    pearson_p: float
    spearman: float
    fit: SlopeFit
    """beta per doubling of length, models and instructions held fixed."""


def token_count(text: str) -> int:
    """Words and punctuation marks: a tokenizer-free length."""
    return len(_TOKEN.findall(text))


def _dummies(groups: Sequence[str]) -> np.ndarray:
    levels = sorted(set(groups))
    return np.array([[group == level for level in levels[1:]] for group in groups], dtype=float)


def fixed_effects_slope(
    y: Sequence[float], x: Sequence[float], models: Sequence[str], items: Sequence[str]
) -> SlopeFit:
    """beta of y on x with an intercept and model and instruction fixed effects (FWL).

    Instruction effects are used only when some instruction appears twice (else they would
    absorb every point). NaN slope when x does not vary within those groups.
    """
    if not len(y) == len(x) == len(models) == len(items):
        raise ConfigError("slope inputs must have one entry per point")
    columns = [np.ones((len(y), 1)), _dummies(models).reshape(len(y), -1)]
    if len(set(items)) < len(items):
        columns.append(_dummies(items).reshape(len(y), -1))
    design = np.hstack(columns)
    rank = int(np.linalg.matrix_rank(design))

    def residual(values: Sequence[float]) -> np.ndarray:
        target = np.asarray(values, dtype=float)
        coefficients, *_ = np.linalg.lstsq(design, target, rcond=None)
        return target - design @ coefficients

    x_left, y_left = residual(x), residual(y)
    spread = float(x_left @ x_left)
    dof = len(y) - rank - 1
    if spread <= 1e-12 * max(1.0, float(np.dot(x, x))):
        return SlopeFit(slope=math.nan, stderr=math.nan, p_value=math.nan, dof=dof)
    slope = float(x_left @ y_left) / spread
    if dof <= 0:
        return SlopeFit(slope=slope, stderr=math.nan, p_value=math.nan, dof=dof)
    errors = y_left - slope * x_left
    stderr = math.sqrt(float(errors @ errors) / dof / spread)
    p_value = 0.0 if stderr == 0 else student_t_two_sided(slope / stderr, dof)
    return SlopeFit(slope=slope, stderr=stderr, p_value=p_value, dof=dof)


def _points(
    records: Sequence[EvalRecord], variant: Variant, judge: str
) -> tuple[list[float], list[int], list[str], list[str]]:
    scores, lengths, models, items = [], [], [], []
    for record in latest_records(records):
        if record.response is None or record.error is not None:
            continue
        score = instruction_score(record, variant, judge)
        if score is not None:
            scores.append(score)
            lengths.append(token_count(record.response))
            models.append(record.model)
            items.append(record.item_id)
    return scores, lengths, models, items


def length_effects(records: Sequence[EvalRecord], variant: Variant) -> tuple[LengthEffect, ...]:
    """One `LengthEffect` per judge and one for the panel; groups with < 3 answers skipped."""
    found = []
    for judge in [*judges_of(records), PANEL]:
        scores, lengths, models, items = _points(records, variant, judge)
        if len(scores) < 3:
            continue
        r, p = pearson_test(lengths, scores)
        log_lengths = [math.log2(1 + length) for length in lengths]
        found.append(
            LengthEffect(
                judge=judge,
                variant=variant,
                points=len(scores),
                pearson=r,
                pearson_p=p,
                spearman=spearman(lengths, scores),
                fit=fixed_effects_slope(scores, log_lengths, models, items),
            )
        )
    return tuple(found)


def length_controlled(
    records: Sequence[EvalRecord],
    variant: Variant,
    scores: Mapping[str, float],
    effects: Sequence[LengthEffect],
) -> dict[str, float]:
    """model -> theta at the average answer length (NaN when the panel slope is undefined)."""
    panel = next((effect for effect in effects if effect.judge == PANEL), None)
    _, lengths, models, _ = _points(records, variant, PANEL)
    if panel is None or math.isnan(panel.fit.slope) or not lengths:
        return dict.fromkeys(scores, math.nan)
    logs = np.log2(1 + np.asarray(lengths, dtype=float))
    overall = float(logs.mean())
    owner = np.asarray(models)
    adjusted = {}
    for model, theta in scores.items():
        mine = logs[owner == model]
        shift = float(mine.mean()) - overall if mine.size else 0.0
        adjusted[model] = theta - panel.fit.slope * shift
    return adjusted
