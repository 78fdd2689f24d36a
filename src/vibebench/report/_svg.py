"""Charts as inline SVG strings: no JavaScript library, no network, crisp at any zoom.

Two shapes cover the report: a line chart (one line per model, interval whiskers and a shaded
band, an optional starred point) and a grouped bar chart. Values are drawn as given; the
caller scales fractions to percentages and passes `y_range=(0, 100)` for them, so every
percentage axis runs the whole way and two charts compare at a glance. Legends list every
series under the plot with its full name, laid out in as many rows as the names need.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

from markupsafe import Markup, escape

PALETTE = (
    "#2563eb",
    "#dc2626",
    "#059669",
    "#d97706",
    "#7c3aed",
    "#0891b2",
    "#db2777",
    "#65a30d",
    "#475569",
    "#ea580c",
)
WIDTH, HEIGHT = 520, 290
LEFT, RIGHT, TOP, BOTTOM = 56, 16, 34, 46
LEGEND_ROW = 18
CHAR_WIDTH = 7.0
"""Estimated width of one legend character at the legend's font size (12px sans-serif)."""
DODGE = 5.0
"""Horizontal offset between series at the same x, so whiskers never overprint."""


@dataclass(frozen=True)
class Point:
    """One data point; low/high draw a whisker (a confidence interval)."""

    x: float
    y: float
    low: float | None = None
    high: float | None = None


@dataclass(frozen=True)
class Series:
    """One named line (or one bar colour)."""

    name: str
    points: Sequence[Point]
    dashed: bool = False
    star: float | None = field(default=None)
    """x of a point to mark with a star (e.g. the best alpha)."""


def color(index: int) -> str:
    """The series colour at `index` (cycling)."""
    return PALETTE[index % len(PALETTE)]


def _step(span: float) -> float:
    """A round tick step giving at most six ticks over `span`."""
    step = 10 ** math.floor(math.log10(span / 4))
    for multiple in (1, 2, 2.5, 5, 10):
        if span / (step * multiple) <= 6:
            return step * multiple
    return step * 10


def _nice_range(values: Sequence[float], pad_zero: bool) -> tuple[float, float]:
    finite = [v for v in values if math.isfinite(v)]
    low, high = (min(finite), max(finite)) if finite else (0.0, 1.0)
    if pad_zero:
        low, high = min(low, 0.0), max(high, 0.0)
    if high - low < 1e-9:
        low, high = low - 1, high + 1
    step = _step(high - low)
    return math.floor(low / step) * step, math.ceil(high / step) * step


def percent_range(values: Sequence[float]) -> tuple[float, float]:
    """0..100, extended downwards (to a round number) only if a value is negative."""
    finite = [v for v in values if math.isfinite(v)]
    low = min([0.0, *finite])
    if low < 0:
        low = math.floor(low / 25) * 25
    return low, max(100.0, max(finite, default=100.0))


def _ticks(low: float, high: float) -> list[float]:
    step = _step(high - low)
    first = math.ceil(low / step - 1e-9) * step
    return [first + i * step for i in range(int((high - first) / step + 1e-9) + 1)]


def _fmt(value: float) -> str:
    return f"{value:.0f}" if abs(value - round(value)) < 1e-9 else f"{value:g}"


def legend_layout(names: Sequence[str], left: float, width: float) -> list[tuple[float, int]]:
    """(x, row) of each legend entry: entries side by side while they fit, never cut."""
    places: list[tuple[float, int]] = []
    x, row = left, 0
    for name in names:
        need = 16 + CHAR_WIDTH * len(name) + 14
        if x > left and x + need > left + width:
            x, row = left, row + 1
        places.append((x, row))
        x += need
    return places


def legend(
    names: Sequence[str],
    top: float,
    left: float,
    width: float,
    colors: Sequence[str] | None = None,
) -> tuple[list[str], int]:
    """Legend entries (square + full name) from `top`; returns the parts and rows used."""
    parts = []
    places = legend_layout(names, left, width)
    for i, (name, (x, row)) in enumerate(zip(names, places, strict=True)):
        y = top + row * LEGEND_ROW
        fill = colors[i] if colors is not None else color(i)
        parts.append(
            f'<g class="legend-item"><rect x="{x:.1f}" y="{y - 10}" width="11" '
            f'height="11" rx="2" fill="{fill}"/><text class="legend" x="{x + 16:.1f}" '
            f'y="{y}">{escape(name)}</text></g>'
        )
    return parts, (places[-1][1] + 1 if places else 0)


class _Frame:
    """Axes of one chart: maps data to pixels and draws grid, ticks and labels."""

    def __init__(
        self, x_range: tuple[float, float], y_range: tuple[float, float], legend_rows: int
    ) -> None:
        self.x_range, self.y_range = x_range, y_range
        self.height = HEIGHT + legend_rows * LEGEND_ROW + 8
        self.plot_bottom = HEIGHT - BOTTOM

    def x(self, value: float) -> float:
        low, high = self.x_range
        return LEFT + (value - low) / ((high - low) or 1) * (WIDTH - LEFT - RIGHT)

    def y(self, value: float) -> float:
        low, high = self.y_range
        clipped = min(max(value, low), high)
        return self.plot_bottom - (clipped - low) / ((high - low) or 1) * (self.plot_bottom - TOP)

    def axes(self, title: str, x_label: str, y_label: str, x_ticks: Sequence[float]) -> list[str]:
        parts = [f'<text class="title" x="{LEFT - 44}" y="18">{escape(title)}</text>']
        for tick in _ticks(*self.y_range):
            y = self.y(tick)
            parts.append(
                f'<line class="grid{" zero" if abs(tick) < 1e-9 else ""}" x1="{LEFT}" '
                f'x2="{WIDTH - RIGHT}" y1="{y:.1f}" y2="{y:.1f}"/>'
            )
            parts.append(
                f'<text class="tick" x="{LEFT - 6}" y="{y + 4:.1f}" '
                f'text-anchor="end">{_fmt(tick)}</text>'
            )
        for tick in x_ticks:
            parts.append(
                f'<text class="tick" x="{self.x(tick):.1f}" y="{self.plot_bottom + 16}" '
                f'text-anchor="middle">{_fmt(tick)}</text>'
            )
        parts.append(
            f'<line class="axis" x1="{LEFT}" x2="{WIDTH - RIGHT}" '
            f'y1="{self.plot_bottom}" y2="{self.plot_bottom}"/>'
        )
        parts.append(
            f'<line class="axis" x1="{LEFT}" x2="{LEFT}" y1="{TOP}" y2="{self.plot_bottom}"/>'
        )
        if x_label:
            parts.append(
                f'<text class="label" x="{(LEFT + WIDTH - RIGHT) / 2}" '
                f'y="{self.plot_bottom + 34}" text-anchor="middle">{escape(x_label)}'
                "</text>"
            )
        parts.append(
            f'<text class="label" transform="translate(14 {(TOP + self.plot_bottom) / 2})'
            f' rotate(-90)" text-anchor="middle">{escape(y_label)}</text>'
        )
        return parts

    def wrap(self, parts: list[str], kind: str, title: str) -> Markup:
        body = "".join(parts)
        # Every interpolated text above went through escape().
        return Markup(
            f'<svg class="chart {kind}" viewBox="0 0 {WIDTH} {self.height}" width="{WIDTH}" '
            f'height="{self.height}" role="img" aria-label="{escape(title)}" '
            f'xmlns="http://www.w3.org/2000/svg">{body}</svg>'
        )


def _legend_rows(names: Sequence[str]) -> int:
    return legend_layout(names, LEFT - 44, WIDTH - LEFT + 44 - RIGHT)[-1][1] + 1 if names else 0


def line_chart(
    title: str,
    series: Sequence[Series],
    *,
    x_label: str,
    y_label: str,
    zero_line: bool = False,
    y_range: tuple[float, float] | None = None,
) -> Markup:
    """One line per series; where points carry low/high, a shaded band and capped whiskers.

    `y_range` fixes the axis (percentages: `percent_range(values)`); otherwise it fits the
    values (and zero with `zero_line`).
    """
    xs = sorted({p.x for s in series for p in s.points})
    ys = [v for s in series for p in s.points for v in (p.y, p.low, p.high) if v is not None]
    names = [s.name for s in series]
    low, high = (xs[0], xs[-1]) if xs else (0.0, 1.0)
    pad = (high - low) * 0.06 or 1.0
    frame = _Frame(
        (low - pad, high + pad),
        y_range or _nice_range(ys, pad_zero=zero_line),
        _legend_rows(names),
    )
    parts = frame.axes(title, x_label, y_label, xs)
    middle = (len(series) - 1) / 2
    for i, item in enumerate(series):
        parts.extend(_line(frame, item, color(i), (i - middle) * DODGE))
    entries, _ = legend(names, HEIGHT + 6, LEFT - 44, WIDTH - LEFT + 44 - RIGHT)
    parts.extend(entries)
    return frame.wrap(parts, "line", title)


def _has_interval(p: Point) -> bool:
    return p.low is not None and p.high is not None and math.isfinite(p.low + p.high)


def _line(frame: _Frame, item: Series, stroke: str, dodge: float) -> list[str]:
    points = [p for p in item.points if math.isfinite(p.y)]
    parts: list[str] = []
    spans = [p for p in points if _has_interval(p)]
    if len(spans) >= 2:
        upper = " ".join(
            f"{frame.x(p.x) + dodge:.1f},{frame.y(p.high):.1f}"  # type: ignore[arg-type]
            for p in spans
        )
        lower = " ".join(
            f"{frame.x(p.x) + dodge:.1f},{frame.y(p.low):.1f}"  # type: ignore[arg-type]
            for p in reversed(spans)
        )
        parts.append(
            f'<polygon class="band" fill="{stroke}" fill-opacity="0.10" stroke="none" '
            f'points="{upper} {lower}"/>'
        )
    coords = " ".join(f"{frame.x(p.x) + dodge:.1f},{frame.y(p.y):.1f}" for p in points)
    dash = ' stroke-dasharray="5 4"' if item.dashed else ""
    parts.append(
        f'<polyline class="series" data-series="{escape(item.name)}" fill="none" '
        f'stroke="{stroke}" stroke-width="2"{dash} points="{coords}"/>'
    )
    for p in points:
        x, y = frame.x(p.x) + dodge, frame.y(p.y)
        if _has_interval(p):
            top, bottom = frame.y(p.high), frame.y(p.low)  # type: ignore[arg-type]
            parts.append(
                f'<path class="whisker" stroke="{stroke}" stroke-width="1.4" '
                f'd="M{x:.1f} {top:.1f}V{bottom:.1f}M{x - 3:.1f} {top:.1f}h6'
                f'M{x - 3:.1f} {bottom:.1f}h6"/>'
            )
        tip = f"{item.name}: {p.y:.1f}"
        if p.low is not None and p.high is not None:
            tip += f" [{p.low:.1f}, {p.high:.1f}]"
        parts.append(
            f'<circle cx="{x:.1f}" cy="{y:.1f}" r="3.2" fill="{stroke}">'
            f"<title>{escape(tip)}</title></circle>"
        )
        if item.star is not None and abs(p.x - item.star) < 1e-9:
            parts.append(
                f'<text class="star" x="{x:.1f}" y="{y - 8:.1f}" fill="{stroke}" '
                f'text-anchor="middle">★</text>'
            )
    return parts


def bar_chart(
    title: str,
    groups: Sequence[str],
    series: Sequence[Series],
    *,
    y_label: str,
    y_range: tuple[float, float] | None = None,
) -> Markup:
    """Grouped bars: one group per label in `groups`, one bar per series (x = group index),
    with whiskers where points carry low/high."""
    ys = [
        v
        for s in series
        for p in s.points
        for v in (p.y, p.low, p.high)
        if v is not None and math.isfinite(v)
    ]
    names = [s.name for s in series]
    frame = _Frame(
        (-0.5, len(groups) - 0.5),
        y_range or _nice_range(ys + [0.0], pad_zero=True),
        _legend_rows(names),
    )
    parts = frame.axes(title, "", y_label, [])
    slot = (WIDTH - LEFT - RIGHT) / max(len(groups), 1)
    width = slot * 0.8 / max(len(series), 1)
    for g, group in enumerate(groups):
        parts.append(
            f'<text class="tick" x="{frame.x(g):.1f}" y="{frame.plot_bottom + 16}" '
            f'text-anchor="middle">{escape(group)}</text>'
        )
    for i, item in enumerate(series):
        for p in item.points:
            if not math.isfinite(p.y):
                continue
            x = frame.x(p.x) - slot * 0.4 + i * width
            top, base = frame.y(max(p.y, 0)), frame.y(min(p.y, 0))
            parts.append(
                f'<rect class="series" x="{x:.1f}" y="{top:.1f}" '
                f'width="{max(width - 1, 1):.1f}" height="{max(base - top, 0.5):.1f}" '
                f'fill="{color(i)}"><title>'
                f"{escape(f'{item.name} {groups[int(p.x)]}: {p.y:.1f}')}</title></rect>"
            )
            if _has_interval(p):
                middle = x + max(width - 1, 1) / 2
                parts.append(
                    f'<path class="whisker" stroke="#111827" stroke-width="1.2" '
                    f'd="M{middle:.1f} {frame.y(p.high):.1f}'  # type: ignore[arg-type]
                    f'V{frame.y(p.low):.1f}"/>'
                )  # type: ignore[arg-type]
    entries, _ = legend(names, HEIGHT + 6, LEFT - 44, WIDTH - LEFT + 44 - RIGHT)
    parts.extend(entries)
    return frame.wrap(parts, "bar", title)
