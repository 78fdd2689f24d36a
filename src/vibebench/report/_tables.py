"""Tables for papers and terminals: the same figures as the HTML report, as text.

`tables(metrics)` lays every figure out once as `TextTable`s (percentages, intervals in
brackets); Markdown and the terminal render those. CSV is long-format instead (one figure per
row, with its interval and count) because that is what people pivot and plot from.
"""

from __future__ import annotations

import csv
import io
import math
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from vibebench.instructions import CATEGORY_TITLES
from vibebench.metrics import Interval, ModelMetrics, RunMetrics

NOT_COMPUTED = "–"
"""The cell of a figure that was not computed (no samples done): never shown as 0."""


@dataclass(frozen=True)
class TextTable:
    """A titled table of already formatted cells."""

    key: str
    title: str
    columns: list[str]
    rows: list[list[str]]


def percent(value: float | None) -> str:
    """A fraction as a percentage with one decimal, `–` when missing or undefined."""
    return NOT_COMPUTED if value is None or math.isnan(value) else f"{100 * value:.1f}"


def with_ci(interval: Interval | None, compact: bool = False) -> str:
    """`71.2 [65.0, 77.1]` (percentages), `71.2 [65-77]` when compact, or `–`."""
    if interval is None:
        return NOT_COMPUTED
    if math.isnan(interval.low):
        return percent(interval.value)
    if compact:
        return f"{percent(interval.value)} [{100 * interval.low:.0f}-{100 * interval.high:.0f}]"
    return f"{percent(interval.value)} [{percent(interval.low)}, {percent(interval.high)}]"


def p_value(value: float | None) -> str:
    """A p-value with three decimals, `<0.001` below that."""
    if value is None or math.isnan(value):
        return NOT_COMPUTED
    return "<0.001" if value < 0.001 else f"{value:.3f}"


def ranked(
    models: Sequence[ModelMetrics], views: Mapping[str, str] | None = None
) -> list[ModelMetrics]:
    """Models ranked by the composite, a view at a time (`views`: label -> the name of the
    benchmark's view it is shown in; views in the order their models come); a model over the
    error-rate limit last in its view (its scores are not comparable)."""
    view_of = views or {}
    order = {
        name: i for i, name in enumerate(dict.fromkeys(view_of.get(m.model, "") for m in models))
    }
    return sorted(
        models,
        key=lambda m: (
            order[view_of.get(m.model, "")],
            m.flagged,
            -(m.leaderboard.composite.value if m.leaderboard.composite else -1),
        ),
    )


def _leaderboard(
    metrics: RunMetrics, compact: bool = False, views: Mapping[str, str] | None = None
) -> TextTable:
    """Models ranked by the composite (within each benchmark's view); a model over the
    error-rate limit is listed last, unranked, its error-rate cell saying so."""
    ranked_models = ranked(metrics.models, views)
    board = [m.leaderboard for m in ranked_models]
    rows = [
        [
            m.model,
            with_ci(b.func, compact),
            with_ci(b.instruction_following, compact),
            with_ci(b.composite, compact),
            percent(m.error_rate) + (" ! not ranked" if m.flagged else ""),
        ]
        for m, b in zip(ranked_models, board, strict=True)
    ]
    alpha = metrics.config.alpha
    return TextTable(
        "leaderboard",
        "Leaderboard",
        [
            "model",
            "Func (base pass@1)",
            "IF (single, k=1)",
            f"composite (alpha={alpha:g})",
            "error rate",
        ],
        rows,
    )


def _settings(metrics: RunMetrics, compact: bool = False) -> TextTable:
    rows = [
        [m.model, r.setting, str(r.k), str(r.tasks)]
        + [
            with_ci(value, compact)
            for value in (r.pass_at_1, r.functional_regression, r.if_instruction, r.if_task)
        ]
        for m in metrics.models
        for r in m.rows
    ]
    return TextTable(
        "settings",
        "Results by setting and number of instructions",
        ["model", "setting", "k", "tasks", "pass@1", "FR_k", "IF instruction", "IF task"],
        rows,
    )


def _positions(metrics: RunMetrics) -> TextTable:
    width = max((c.k for m in metrics.models for c in m.positions), default=0)
    rows = [
        [m.model, c.setting, str(c.k)]
        + [percent(p.value) for p in c.points]
        + [""] * (width - len(c.points))
        for m in metrics.models
        for c in m.positions
    ]
    return TextTable(
        "positions",
        "IF by instruction position (largest k)",
        ["model", "setting", "k"] + [f"pos {i}" for i in range(1, width + 1)],
        rows,
    )


def _categories(metrics: RunMetrics) -> TextTable:
    present = {s.name for m in metrics.models for s in m.categories}
    names = [c for c in CATEGORY_TITLES if c in present] + sorted(present - CATEGORY_TITLES.keys())
    rows = []
    for m in metrics.models:
        for setting in ("single", "multi"):
            values = {s.name: s.value for s in m.categories if s.setting == setting}
            if values:
                rows.append([m.model, setting] + [percent(values.get(n)) for n in names])
    return TextTable("categories", "IF per category", ["model", "setting"] + names, rows)


def _category_regression(metrics: RunMetrics) -> TextTable:
    rows = [
        [
            m.model,
            c.setting,
            c.category,
            str(c.tasks),
            percent(c.base_pass),
            percent(c.pass_at_1),
            percent(c.functional_regression),
        ]
        for m in metrics.models
        for c in m.category_regression
    ]
    return TextTable(
        "category_regression",
        "Functional regression per category (k=1)",
        ["model", "setting", "category", "tasks", "S_0", "S_1", "FR_1"],
        rows,
    )


def _instructions(metrics: RunMetrics) -> TextTable:
    columns = [
        (m, s)
        for m in metrics.models
        for s in ("single", "multi")
        if any(i.setting == s for i in m.instructions)
    ]
    ids = sorted({i.name for m in metrics.models for i in m.instructions}, key=_instruction_key)
    lookup = {(m.model, i.setting, i.name): i for m in metrics.models for i in m.instructions}
    rows = []
    for instruction_id in ids:
        cells = []
        for model, setting in columns:
            score = lookup.get((model.model, setting, instruction_id))
            cells.append(
                NOT_COMPUTED if score is None else f"{percent(score.value)} ({score.verdicts})"
            )
        rows.append([instruction_id] + cells)
    return TextTable(
        "instructions",
        "IF per instruction (verdicts in parentheses)",
        ["instruction"] + [f"{m.model} {s}" for m, s in columns],
        rows,
    )


def _instruction_key(instruction_id: str) -> tuple[int, int, str]:
    category, _, number = instruction_id.rpartition("_")
    order = list(CATEGORY_TITLES)
    rank = order.index(category) if category in order else len(order)
    return (rank, int(number) if number.isdigit() else 999, instruction_id)


def _comparisons(metrics: RunMetrics) -> TextTable:
    rows = [
        [
            t.metric,
            t.left,
            t.right,
            with_ci(t.difference),
            p_value(t.p_bootstrap),
            p_value(t.p_mcnemar),
        ]
        for t in metrics.comparisons
    ]
    return TextTable(
        "comparisons",
        "Paired tests on shared tasks (left - right)",
        ["metric", "left", "right", "difference", "p (bootstrap)", "p (McNemar)"],
        rows,
    )


def tables(metrics: RunMetrics, views: Mapping[str, str] | None = None) -> list[TextTable]:
    """Every table of the report, in page order (`views`: see `ranked`)."""
    return [
        _leaderboard(metrics, views=views),
        _settings(metrics),
        _positions(metrics),
        _categories(metrics),
        _category_regression(metrics),
        _instructions(metrics),
        _comparisons(metrics),
    ]


def _md_cell(text: str) -> str:
    return text.replace("|", "\\|")


def to_markdown(
    metrics: RunMetrics, extra: Sequence[TextTable] = (), views: Mapping[str, str] | None = None
) -> str:
    """GitHub-flavoured Markdown, one section per table (`extra` ones last)."""
    lines = [
        f"Percentages; [low, high] is the {metrics.config.confidence:.0%} task-clustered "
        f"bootstrap interval ({metrics.config.resamples} resamples, seed "
        f"{metrics.config.seed})."
    ]
    for table in [*tables(metrics, views), *extra]:
        if not table.rows:
            continue
        lines += [
            "",
            f"## {table.title}",
            "",
            "| " + " | ".join(map(_md_cell, table.columns)) + " |",
            "|" + "|".join("---" for _ in table.columns) + "|",
        ]
        lines += ["| " + " | ".join(map(_md_cell, row)) + " |" for row in table.rows]
    return "\n".join(lines) + "\n"


CSV_COLUMNS = ("table", "model", "setting", "k", "name", "metric", "value", "low", "high", "n")


Where = tuple[str, str, str, int | str, str]
"""The table, model, setting, k and name columns of a CSV row."""


def _interval_rows(where: Where, metric: str, interval: Interval | None) -> Iterator[list[object]]:
    """The CSV row of one interval (none when there is no interval)."""
    if interval is not None:
        yield [*where, metric, interval.value, interval.low, interval.high, interval.tasks]


def _value_row(where: Where, metric: str, value: object, count: int) -> list[object]:
    """The CSV row of a figure without an interval, and what it counts (tasks, verdicts)."""
    return [*where, metric, value, "", "", count]


def _model_csv_rows(m: ModelMetrics) -> Iterator[list[object]]:
    board = m.leaderboard
    for metric, value in (
        ("func", board.func),
        ("if", board.instruction_following),
        ("composite", board.composite),
    ):
        yield from _interval_rows(("leaderboard", m.model, "", "", ""), metric, value)
    for r in m.rows:
        where: Where = ("settings", m.model, r.setting, r.k, "")
        for metric in ("pass_at_1", "functional_regression", "if_instruction", "if_task"):
            yield from _interval_rows(where, metric, getattr(r, metric))
        for attempts, value in r.pass_at.items():
            yield _value_row(where, f"pass_at_{attempts}", value, r.tasks)
    for c in m.positions:
        for p in c.points:
            where = ("positions", m.model, c.setting, c.k, str(p.position))
            yield _value_row(where, "if", p.value, p.verdicts)
    for table, scores in (("categories", m.categories), ("instructions", m.instructions)):
        for s in scores:
            yield _value_row((table, m.model, s.setting, "", s.name), "if", s.value, s.verdicts)
    for c in m.category_regression:
        where = ("category_regression", m.model, c.setting, 1, c.category)
        yield _value_row(where, "functional_regression", c.functional_regression, c.tasks)


def to_csv(metrics: RunMetrics, extra_rows: Iterable[Sequence[object]] = ()) -> str:
    """Long-format CSV: one figure per row (fractions, not percentages); `extra_rows` last."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for m in metrics.models:
        writer.writerows(_model_csv_rows(m))
    for t in metrics.comparisons:
        where: Where = ("comparisons", f"{t.left} - {t.right}", "", "", t.metric)
        writer.writerows(_interval_rows(where, "difference", t.difference))
        writer.writerow(_value_row(where, "p_bootstrap", t.p_bootstrap, t.difference.tasks))
        if t.p_mcnemar is not None:
            writer.writerow(_value_row(where, "p_mcnemar", t.p_mcnemar, t.difference.tasks))
    writer.writerows(extra_rows)
    return buffer.getvalue()


def print_terminal(
    metrics: RunMetrics,
    console: Console,
    extra: Sequence[TextTable] = (),
    views: Mapping[str, str] | None = None,
) -> None:
    """The leaderboard, the per-setting results and `extra` tables, as rich tables."""
    board = _leaderboard(metrics, compact=True, views=views)
    print_tables([board, _settings(metrics, compact=True), *extra], console)


def print_tables(text_tables: Iterable[TextTable], console: Console) -> None:
    """Each table with rows as a rich table (empty ones are left out)."""
    for table in text_tables:
        if not table.rows:
            continue
        view = Table(title=table.title, title_justify="left")
        for column in table.columns:
            view.add_column(
                column,
                justify="left" if column in _TEXT_COLUMNS else "right",
                no_wrap=column == "model",
            )
        for row in table.rows:
            view.add_row(*map(escape, row))
        console.print(view)


_TEXT_COLUMNS = ("model", "setting", "kind", "first message")
