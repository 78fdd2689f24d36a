"""Join a ratings file (`model,rating`) with the models of the runs, saying who is left out.

Ratings are per model, and the paper correlates one point per model, so a model is one point
however many benchmarks its run covers: a run of several benchmarks contributes each model's
figures over its benchmarks pooled (its per-benchmark figures are not independent points).
A rating's name matches a model by the model's name (`reference`), by its label in the
report (`run/model` when several runs have the model, `RUN · BENCHMARK/model` or
`RUN · all benchmarks/model` in a run of several benchmarks), or, first, by the label that
names the point itself. Whatever stays unmatched is listed with its reason, so a user who
passed ratings is always told what became of them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from vibebench._frozen import FrozenModel
from vibebench.metrics import ModelMetrics, RunMetrics
from vibebench.metrics._correlate import MIN_RATED_MODELS, RatedModel
from vibebench.report._tables import TextTable, percent

NO_RATING = "no rating under that name"
NO_DATA = "no base or single k=1 samples done"
OVER_LIMIT = "error rate above the limit"
NOT_IN_RUNS = "no model of that name in the runs"


@dataclass(frozen=True)
class RatingPoint:
    """One model of one run: a point of the correlation if it is rated and has figures."""

    label: str
    """Its label among the points (`model`, or `run/model` when several runs have it)."""
    names: frozenset[str]
    """Every name a rating may give it: the model's, `run/model`, its labels in the views."""


class LeftOut(FrozenModel):
    """A model, or a name of the ratings file, that is not a point of the correlation."""

    name: str
    reason: str

    def __str__(self) -> str:
        return f"{self.name} ({self.reason})"


class RatingsMatch(FrozenModel):
    """What the ratings file met in the runs: the points correlated and what was left out."""

    figures: str
    """Which figures the points use (each run's, or each model's benchmarks pooled)."""
    matched: tuple[RatedModel, ...]
    """The points, labelled as the report labels models (`model` or `run/model`)."""
    rated_as: dict[str, str] = {}
    """A point's label -> the name its rating has in the file."""
    left_out: tuple[LeftOut, ...] = ()
    minimum: int = MIN_RATED_MODELS
    """Points a correlation needs."""

    @property
    def enough(self) -> bool:
        """Enough points for a correlation."""
        return len(self.matched) >= self.minimum

    def summary(self) -> str:
        """One line: how many models were matched, what was left out and why."""
        names = ", ".join(row.model for row in self.matched) or "none"
        if self.enough:
            head = f"ratings: correlation over {len(self.matched)} models ({names})"
        else:
            head = (
                f"ratings: no correlation: {len(self.matched)} model(s) matched a rating "
                f"({names}), a correlation needs at least {self.minimum}"
            )
        if not self.left_out:
            return head
        return f"{head}; left out: {', '.join(map(str, self.left_out))}"


def _claims(
    points: Sequence[RatingPoint], names: Iterable[str]
) -> tuple[dict[str, list[str]], list[LeftOut]]:
    """Point label -> the rating names that match it; and the names that match no point or
    several (a plain model name when several runs have that model)."""
    exact = {point.label for point in points}
    claims: dict[str, list[str]] = {point.label: [] for point in points}
    unmatched = []
    for name in names:
        hits = [name] if name in exact else [p.label for p in points if name in p.names]
        if len(hits) == 1:
            claims[hits[0]].append(name)
        elif not hits:
            unmatched.append(LeftOut(name=name, reason=NOT_IN_RUNS))
        else:
            unmatched.append(
                LeftOut(
                    name=name,
                    reason=f"names a model of several runs ({', '.join(hits)}): "
                    "rate each by that label",
                )
            )
    return claims, unmatched


def match_ratings(
    metrics: RunMetrics,
    points: Sequence[RatingPoint],
    ratings: Mapping[str, float],
    figures: str,
) -> RatingsMatch:
    """Join the points' Func and IF (`metrics`, labelled as the points) with the ratings.

    A point is left out when no rating names it, when several do, when its generation error
    rate is above the limit (its scores are not comparable), or when it has no base or
    single k=1 figure; a rating's name is left out when it names no point, or several.
    Points keep the order of `metrics`.
    """
    claims, unmatched = _claims(points, ratings)
    figures_of = {model.model: model for model in metrics.models}
    order = {label: i for i, label in enumerate(figures_of)}
    matched, rated_as, left_out = [], {}, []
    for point in sorted(points, key=lambda p: order.get(p.label, len(order))):
        names = claims[point.label]
        found = _point(point.label, names, figures_of.get(point.label), ratings)
        if isinstance(found, LeftOut):
            left_out.append(found)
        else:
            matched.append(found)
            rated_as[point.label] = names[0]
    return RatingsMatch(
        figures=figures,
        matched=tuple(matched),
        rated_as=rated_as,
        left_out=(*left_out, *unmatched),
    )


def _point(
    label: str, names: Sequence[str], model: ModelMetrics | None, ratings: Mapping[str, float]
) -> RatedModel | LeftOut:
    """The point's figures and rating, or why it is left out."""
    if not names:
        return LeftOut(name=label, reason=NO_RATING)
    if len(names) > 1:
        return LeftOut(name=label, reason=f"rated more than once, as {', '.join(names)}")
    if model is not None and model.flagged:
        return LeftOut(name=label, reason=OVER_LIMIT)
    entry = model.leaderboard if model is not None else None
    if entry is None or entry.func is None or entry.instruction_following is None:
        return LeftOut(name=label, reason=NO_DATA)
    return RatedModel(
        model=label,
        func=entry.func.value,
        instruction_following=entry.instruction_following.value,
        rating=ratings[names[0]],
    )


def ratings_tables(match: RatingsMatch) -> list[TextTable]:
    """The models matched (with the name their rating has in the file and their figures),
    then what was left out and why."""
    matched = TextTable(
        key="ratings-matched",
        title="Models matched with a rating",
        columns=["model", "rated as", "rating", "Func", "IF"],
        rows=[
            [
                row.model,
                match.rated_as.get(row.model, row.model),
                f"{row.rating:g}",
                percent(row.func),
                percent(row.instruction_following),
            ]
            for row in match.matched
        ],
    )
    left_out = TextTable(
        key="ratings-left-out",
        title="Left out",
        columns=["model or rating", "why"],
        rows=[[entry.name, entry.reason] for entry in match.left_out],
    )
    return [matched, left_out]
