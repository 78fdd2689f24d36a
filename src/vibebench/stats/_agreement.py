"""Agreement of two (or more) raters' yes/no labels: Cohen's and Fleiss' kappa, per-class F1.

Each returns None where the statistic is undefined (kappa when chance agreement is 1, F1 of a
class neither list uses) rather than inventing a value; callers that report NaN convert.
Cohen's kappa is computed in exact fractions, so the degenerate case is detected exactly.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from fractions import Fraction

__all__ = ["cohen_kappa", "f1_score", "fleiss_kappa"]


def _check_labels(first: Sequence[object], second: Sequence[object]) -> None:
    if len(first) != len(second):
        raise ValueError(f"label lists differ in length ({len(first)} vs {len(second)})")


def cohen_kappa(first: Sequence[bool], second: Sequence[bool]) -> float | None:
    """Cohen's kappa of two raters' yes/no labels on the same subjects.

    kappa = (p_o - p_e) / (1 - p_e), p_o the observed agreement and p_e the agreement
    expected from each rater's own yes rate. None when there are no subjects or p_e is 1
    (both raters give one same label throughout).

    Raises:
        ValueError: the lists differ in length.
    """
    _check_labels(first, second)
    total = len(first)
    if total == 0:
        return None
    observed = Fraction(sum(a == b for a, b in zip(first, second, strict=True)), total)
    yes_first, yes_second = Fraction(sum(first), total), Fraction(sum(second), total)
    expected = yes_first * yes_second + (1 - yes_first) * (1 - yes_second)
    if expected == 1:
        return None
    return float((observed - expected) / (1 - expected))


def fleiss_kappa(subjects: Sequence[Sequence[bool]]) -> float | None:
    """Fleiss' kappa: each subject's yes/no labels from the same number of raters (>= 2).

    None when there are no subjects, fewer than two raters, or chance agreement is 1.
    """
    if not subjects:
        return None
    raters = len(subjects[0])
    if raters < 2 or any(len(labels) != raters for labels in subjects):
        raise ValueError("every subject needs labels from the same number (>= 2) of raters")
    count = len(subjects)
    per_subject = []
    yes_total = 0
    for labels in subjects:
        yes = sum(labels)
        no = raters - yes
        yes_total += yes
        per_subject.append((yes * yes + no * no - raters) / (raters * (raters - 1)))
    observed = sum(per_subject) / count
    yes_share = yes_total / (count * raters)
    expected = yes_share**2 + (1 - yes_share) ** 2
    if math.isclose(expected, 1.0):
        return None
    return (observed - expected) / (1 - expected)


def f1_score(predicted: Sequence[bool], actual: Sequence[bool], *, positive: bool) -> float | None:
    """F1 of one class (yes when `positive`, else no); None when the class never occurs
    in either list (no true positives, false positives or false negatives to weigh)."""
    _check_labels(predicted, actual)
    pairs = list(zip(predicted, actual, strict=True))
    hits = sum(p == positive and a == positive for p, a in pairs)
    false_alarms = sum(p == positive and a != positive for p, a in pairs)
    misses = sum(p != positive and a == positive for p, a in pairs)
    denominator = 2 * hits + false_alarms + misses
    return None if denominator == 0 else 2 * hits / denominator
