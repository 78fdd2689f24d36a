"""How far a judge can be trusted: its verdicts against human labels.

Accuracy, F1 of each class and their macro mean, and Cohen's kappa (chance-corrected
agreement; above 0.6 is "substantial" on the Landis and Koch scale). A verdict that errored,
or a labelled pair the judge never decided, counts as "no": an error is never a pass, and
leaving it out would flatter the judge. How many there were is reported.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from vibebench._frozen import FrozenModel
from vibebench.errors import ConfigError
from vibebench.judge._agreement import cohen_kappa, f1_score
from vibebench.judge._checklist import ItemVerdict

__all__ = ["CalibrationReport", "LabelKey", "calibrate", "calibrate_verdicts"]

LabelKey = tuple[str, str]
"""(case_id, item_id): the address of one human label."""


class CalibrationReport(FrozenModel):
    """One judge's agreement with human labels."""

    judge: str = ""
    n: int
    """Labelled pairs compared."""
    accuracy: float
    f1_yes: float | None
    """F1 of the positive class (requirement met); None when neither side ever says yes."""
    f1_no: float | None
    macro_f1: float | None
    """Mean of the defined per-class F1 values."""
    cohen_kappa: float | None
    """None when chance agreement is 1 (one label everywhere on both sides)."""
    errors: int = 0
    """Pairs counted as "no" because the verdict errored."""
    missing: int = 0
    """Pairs counted as "no" because the judge gave no verdict."""


def calibrate(
    predicted: Sequence[bool], human: Sequence[bool], *, judge: str = ""
) -> CalibrationReport:
    """Compare aligned predicted and human yes/no labels."""
    if len(predicted) != len(human):
        raise ConfigError(f"{len(predicted)} predictions for {len(human)} human labels")
    if not human:
        raise ConfigError("no labelled pairs to calibrate against")
    accuracy = sum(p == h for p, h in zip(predicted, human, strict=True)) / len(human)
    f1_yes = f1_score(predicted, human, positive=True)
    f1_no = f1_score(predicted, human, positive=False)
    defined = [value for value in (f1_yes, f1_no) if value is not None]
    return CalibrationReport(
        judge=judge,
        n=len(human),
        accuracy=accuracy,
        f1_yes=f1_yes,
        f1_no=f1_no,
        macro_f1=sum(defined) / len(defined) if defined else None,
        cohen_kappa=cohen_kappa(predicted, human),
    )


def calibrate_verdicts(
    verdicts: Iterable[tuple[str, ItemVerdict]],
    labels: Mapping[LabelKey, bool],
    *,
    judge: str = "",
) -> CalibrationReport:
    """Calibrate (case_id, verdict) pairs of one judge against human labels by key."""
    decided: dict[LabelKey, ItemVerdict] = {}
    for case_id, verdict in verdicts:
        decided[(case_id, verdict.item_id)] = verdict
    predicted: list[bool] = []
    human: list[bool] = []
    errors = missing = 0
    for key, label in labels.items():
        verdict = decided.get(key)
        if verdict is None:
            missing += 1
        elif verdict.error is not None:
            errors += 1
        predicted.append(verdict is not None and verdict.passed)
        human.append(label)
    report = calibrate(predicted, human, judge=judge)
    return report.model_copy(update={"errors": errors, "missing": missing})
