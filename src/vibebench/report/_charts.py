"""The report's charts, drawn from computed metrics: one picture per question a user asks.

- *What breaks when instructions pile up?* FR_k, task-level and instruction-level IF against
  k, per setting, with their confidence intervals (whiskers and a shaded band).
- *Does a model favour the first or the last instruction?* IF by position.
- *Which instruction categories fail?* A radar of IF per category (one axis per category,
  one polygon per model; bars below three categories or above eight models), the model's
  overall IF over every category beside its name.
- CodeAlignBench: a radar per setting over the instruction types, standard error shaded, the
  overall rate beside each model's name (the paper's Figure 4 without its overall axis).

Every percentage axis runs from 0 to 100 (lower only for a negative FR_k), so charts compare
at a glance. "Which model?" is the leaderboard's chart, drawn in the page (its weight alpha is
chosen there).
"""

from __future__ import annotations

from dataclasses import dataclass

from markupsafe import Markup

from vibebench.codealign import RADAR_AXES
from vibebench.instructions import CATEGORY_TITLES
from vibebench.metrics import CorrelationCurve, GroupScore, Interval, ModelMetrics, RunMetrics
from vibebench.report._codealign import SETTING_TITLES as CODEALIGN_SETTING_TITLES
from vibebench.report._codealign import CodeAlignReport, radar_values
from vibebench.report._radar import MAX_SERIES, RadarSeries, radar_chart
from vibebench.report._svg import Point, Series, bar_chart, line_chart, percent_range

SETTING_TITLES = {"single": "single-turn", "multi": "multi-turn"}
TYPE_AXES = tuple(axis for axis in RADAR_AXES if axis != "overall")
"""CodeAlignBench's radar axes: the instruction types (overall is shown beside the name)."""


@dataclass(frozen=True)
class Chart:
    """One chart of the report."""

    key: str
    svg: Markup


def _point(x: float, interval: Interval | None) -> Point | None:
    if interval is None:
        return None
    return Point(x=x, y=100 * interval.value, low=100 * interval.low, high=100 * interval.high)


def _per_k(models: tuple[ModelMetrics, ...], setting: str, field: str) -> list[Series]:
    series = []
    for model in models:
        points = [
            _point(row.k, getattr(row, field)) for row in model.rows if row.setting == setting
        ]
        kept = [p for p in points if p is not None]
        if kept:
            series.append(Series(name=model.model, points=kept))
    return series


def _values(series: list[Series]) -> list[float]:
    return [v for s in series for p in s.points for v in (p.y, p.low, p.high) if v is not None]


def _k_charts(metrics: RunMetrics) -> list[Chart]:
    charts = []
    for field, title in (
        ("functional_regression", "FR_k: share of base pass@1 lost, %"),
        ("if_task", "Task-level IF: all k followed, %"),
        ("if_instruction", "Instruction-level IF, %"),
    ):
        for setting, name in SETTING_TITLES.items():
            series = _per_k(metrics.models, setting, field)
            if series:
                charts.append(
                    Chart(
                        key=f"{field}-{setting}",
                        svg=line_chart(
                            f"{title} ({name})",
                            series,
                            x_label="instructions k",
                            y_label="%",
                            y_range=percent_range(_values(series)),
                        ),
                    )
                )
    return charts


def _position_charts(metrics: RunMetrics) -> list[Chart]:
    charts = []
    for setting, name in SETTING_TITLES.items():
        series = [
            Series(
                name=f"{model.model} (k={curve.k})",
                points=[Point(x=p.position, y=100 * p.value) for p in curve.points],
            )
            for model in metrics.models
            for curve in model.positions
            if curve.setting == setting
        ]
        if series:
            charts.append(
                Chart(
                    key=f"position-{setting}",
                    svg=line_chart(
                        f"IF by instruction position, % ({name})",
                        series,
                        x_label="position of the instruction",
                        y_label="%",
                        y_range=(0.0, 100.0),
                    ),
                )
            )
    return charts


def overall_if(scores: tuple[GroupScore, ...], setting: str) -> float | None:
    """Share of every verdict passed in one setting, over all categories (None without)."""
    chosen = [s for s in scores if s.setting == setting]
    verdicts = sum(s.verdicts for s in chosen)
    if not verdicts:
        return None
    return sum(s.value * s.verdicts for s in chosen) / verdicts


def _category_chart(
    key: str,
    title: str,
    groups: list[str],
    values: dict[str, dict[str, float]],
    overall: dict[str, float | None],
) -> Chart:
    """A radar over the categories (bars below three categories or above eight models)."""
    notes = {
        model: None if value is None else f"overall {100 * value:.1f}%"
        for model, value in overall.items()
    }
    if len(groups) >= 3 and len(values) <= MAX_SERIES:
        series = [
            RadarSeries(
                name=model,
                values=[100 * by_group[g] if g in by_group else None for g in groups],
                note=notes.get(model),
            )
            for model, by_group in values.items()
        ]
        return Chart(key=key, svg=radar_chart(title, groups, series))
    bars = [
        Series(
            name=model if notes.get(model) is None else f"{model} · {notes[model]}",
            points=[
                Point(x=i, y=100 * by_group[g]) for i, g in enumerate(groups) if g in by_group
            ],
        )
        for model, by_group in values.items()
    ]
    return Chart(key=key, svg=bar_chart(title, groups, bars, y_label="%", y_range=(0.0, 100.0)))


def _category_charts(metrics: RunMetrics) -> list[Chart]:
    charts = []
    for setting, name in SETTING_TITLES.items():
        present = {s.name for m in metrics.models for s in m.categories if s.setting == setting}
        groups = [c for c in CATEGORY_TITLES if c in present] + sorted(
            present - CATEGORY_TITLES.keys()
        )
        if not groups:
            continue
        values = {
            model.model: {s.name: s.value for s in model.categories if s.setting == setting}
            for model in metrics.models
        }
        overall = {model.model: overall_if(model.categories, setting) for model in metrics.models}
        charts.append(
            _category_chart(
                f"category-{setting}", f"IF per category, % ({name})", groups, values, overall
            )
        )
    return charts


def _codealign_series(report: CodeAlignReport, setting: str, model: str) -> RadarSeries:
    values, spreads = radar_values(report, setting, model)
    keep = [i for i, axis in enumerate(RADAR_AXES) if axis != "overall"]
    overall = report.score(model, setting, "overall")
    note = None
    if overall is not None and overall.n:
        sem = "" if overall.sem is None else f" ± {100 * overall.sem:.1f}"
        note = f"overall {100 * overall.rate:.1f}{sem}%"
    return RadarSeries(model, [values[i] for i in keep], [spreads[i] for i in keep], note=note)


def codealign_charts(report: CodeAlignReport) -> list[Chart]:
    """Per setting, a radar of each model's rate per instruction type, standard error shaded,
    the overall rate beside the model's name.

    More than eight models are split over several radars so each stays readable.
    """
    charts = []
    for setting in report.settings:
        models = [m for m in report.models if report.score(m, setting, "overall") is not None]
        for start in range(0, len(models), MAX_SERIES):
            group = models[start : start + MAX_SERIES]
            series = [_codealign_series(report, setting, model) for model in group]
            split = len(models) > MAX_SERIES
            suffix = f", models {start + 1}-{start + len(group)}" if split else ""
            title = f"CodeAlignBench, % ({CODEALIGN_SETTING_TITLES[setting]}{suffix})"
            charts.append(
                Chart(
                    key=f"codealign-{CODEALIGN_SETTING_TITLES[setting]}-{start}",
                    svg=radar_chart(title, TYPE_AXES, series),
                )
            )
    return charts


def correlation_chart(curve: CorrelationCurve) -> Chart:
    """Correlation with the human rating against alpha, the best alpha starred."""
    series = [
        Series(
            name=name,
            star=curve.best_alpha[name],
            points=[Point(x=p.alpha, y=getattr(p, name)) for p in curve.curve],
        )
        for name in ("pearson", "spearman", "kendall")
    ]
    return Chart(
        key="correlation",
        svg=line_chart(
            "Correlation with ratings against alpha",
            series,
            x_label="alpha (weight on IF)",
            y_label="correlation",
            y_range=(-1.0, 1.0),
        ),
    )


def build_charts(
    metrics: RunMetrics, curve: CorrelationCurve | None, codealign: CodeAlignReport | None = None
) -> list[Chart]:
    """Every chart the report shows, in page order."""
    charts = _k_charts(metrics) + _position_charts(metrics) + _category_charts(metrics)
    if curve is not None:
        charts.append(correlation_chart(curve))
    if codealign is not None:
        charts.extend(codealign_charts(codealign))
    return charts
