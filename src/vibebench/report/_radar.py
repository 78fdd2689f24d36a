"""Radar (spider) charts as inline SVG: one axis per group, one polygon per model.

CodeAlignBench reports its results per instruction type as radar charts (cosmetic,
structural, semantic and overall, shaded by the standard error), and VeriCode's categories
read the same way. The chart is a pure function of its inputs, drawn with the same palette,
legend and text classes as the other charts (`_svg`).

Conventions:
- Values are on a 0..`scale` axis (100 for percentages) and are clipped to it.
- Gridlines at 25, 50, 75 and 100% of the scale, labelled along the first (top) axis.
- Axes start at the top and go clockwise in the order given.
- A missing value (None or NaN) is drawn at the centre (0) without a marker, its tooltip
  saying "no data", so a polygon stays closed and the gap is visible as a dent to the centre
  with no dot; the tables next to the chart show such a value as "-".
- An optional spread (e.g. the standard error) per value draws a translucent band from
  value - spread to value + spread around the polygon.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from markupsafe import Markup, escape

from vibebench.errors import ConfigError
from vibebench.report._svg import LEGEND_ROW, WIDTH, color, legend, legend_layout

GRID_FRACTIONS = (0.25, 0.5, 0.75, 1.0)
"""Gridlines, as fractions of the scale."""
MAX_SERIES = 8
"""Models one radar can show and still be read (the palette has distinct colours for them)."""
CENTER_X, CENTER_Y, RADIUS = WIDTH / 2, 160, 104
LEGEND_TOP = 310
LABEL_GAP = 12


@dataclass(frozen=True)
class RadarSeries:
    """One model's polygon: a value per axis (None where it has none) and optional spread."""

    name: str
    values: Sequence[float | None]
    spread: Sequence[float | None] | None = None
    """Half-width of the shaded band per axis (e.g. the standard error); None for none."""
    note: str | None = None
    """Shown after the name in the legend, e.g. the model's overall score."""

    @property
    def label(self) -> str:
        """The legend entry: the full name, and the note when there is one."""
        return self.name if self.note is None else f"{self.name} · {self.note}"


def _known(value: float | None) -> bool:
    return value is not None and math.isfinite(value)


def _angle(axis: int, axes: int) -> float:
    """Axis 0 points up; the rest follow clockwise."""
    return -math.pi / 2 + 2 * math.pi * axis / axes


def _xy(axis: int, axes: int, fraction: float) -> tuple[float, float]:
    angle = _angle(axis, axes)
    reach = RADIUS * min(max(fraction, 0.0), 1.0)
    return CENTER_X + reach * math.cos(angle), CENTER_Y + reach * math.sin(angle)


def _ring(axes: int, fractions: Sequence[float]) -> str:
    return " ".join(
        f"{x:.1f},{y:.1f}"
        for x, y in (_xy(i, axes, fraction) for i, fraction in enumerate(fractions))
    )


def _grid(labels: Sequence[str], scale: float) -> list[str]:
    axes = len(labels)
    parts = [
        f'<polygon class="grid" fill="none" stroke="#e2e8f0" points="{_ring(axes, [f] * axes)}"/>'
        for f in GRID_FRACTIONS
    ]
    for i in range(axes):
        x, y = _xy(i, axes, 1.0)
        parts.append(
            f'<line class="axis spoke" stroke="#cbd5e1" x1="{CENTER_X:.1f}" '
            f'y1="{CENTER_Y:.1f}" x2="{x:.1f}" y2="{y:.1f}"/>'
        )
    for fraction in GRID_FRACTIONS:
        _, y = _xy(0, axes, fraction)
        parts.append(
            f'<text class="tick radar-tick" x="{CENTER_X + 3:.1f}" y="{y - 2:.1f}">'
            f"{fraction * scale:g}</text>"
        )
    for i, label in enumerate(labels):
        parts.append(_axis_label(i, axes, label))
    return parts


def _axis_label(axis: int, axes: int, label: str) -> str:
    angle = _angle(axis, axes)
    x = CENTER_X + (RADIUS + LABEL_GAP) * math.cos(angle)
    y = CENTER_Y + (RADIUS + LABEL_GAP) * math.sin(angle)
    cos, sin = math.cos(angle), math.sin(angle)
    anchor = "middle" if abs(cos) < 0.2 else ("start" if cos > 0 else "end")
    baseline = y + 4 + (6 * sin if abs(sin) > 0.8 else 0)
    return (
        f'<text class="axis-label" x="{x:.1f}" y="{baseline:.1f}" '
        f'text-anchor="{anchor}">{escape(label)}</text>'
    )


def _band(series: RadarSeries, axes: int, scale: float, fill: str) -> str | None:
    """The shaded band value ± spread: outer ring minus inner ring (even-odd fill)."""
    if series.spread is None:
        return None
    pairs = list(zip(series.values, series.spread, strict=True))
    if not any(_known(v) and _known(s) for v, s in pairs):
        return None
    outer, inner = [], []
    for value, spread in pairs:
        base = value if value is not None and _known(value) else 0.0
        width = spread if spread is not None and _known(spread) and _known(value) else 0.0
        outer.append((base + width) / scale)
        inner.append((base - width) / scale)
    return (
        f'<path class="band" fill="{fill}" fill-opacity="0.14" fill-rule="evenodd" '
        f'stroke="none" d="M{_ring(axes, outer).replace(" ", " L")} Z '
        f'M{_ring(axes, inner).replace(" ", " L")} Z"/>'
    )


def _describe(value: float | None, spread: float | None) -> str:
    if value is None or not _known(value):
        return "no data"
    return f"{value:.1f}" + (f" ± {spread:.1f}" if spread is not None and _known(spread) else "")


def _polygon(series: RadarSeries, labels: Sequence[str], scale: float, stroke: str) -> list[str]:
    axes = len(labels)
    spreads = list(series.spread) if series.spread is not None else [None] * axes
    fractions = [v / scale if v is not None and _known(v) else 0.0 for v in series.values]
    summary = "; ".join(
        f"{label} {_describe(value, spread)}"
        for label, value, spread in zip(labels, series.values, spreads, strict=True)
    )
    parts = [
        f'<polygon class="series" data-series="{escape(series.name)}" fill="{stroke}" '
        f'fill-opacity="0.08" stroke="{stroke}" stroke-width="2" stroke-linejoin="round" '
        f'points="{_ring(axes, fractions)}"><title>{escape(f"{series.name}: {summary}")}'
        f"</title></polygon>"
    ]
    for i, (value, spread) in enumerate(zip(series.values, spreads, strict=True)):
        if value is None or not _known(value):
            continue
        x, y = _xy(i, axes, value / scale)
        tip = f"{series.name} {labels[i]}: {_describe(value, spread)}"
        parts.append(
            f'<circle cx="{x:.1f}" cy="{y:.1f}" r="3" fill="{stroke}">'
            f"<title>{escape(tip)}</title></circle>"
        )
    return parts


def _legend(names: Sequence[str]) -> list[str]:
    parts, _ = legend(names, LEGEND_TOP, 12, WIDTH - 24)
    return parts


def _legend_rows(names: Sequence[str]) -> int:
    return legend_layout(names, 12, WIDTH - 24)[-1][1] + 1 if names else 0


def _check(labels: Sequence[str], series: Sequence[RadarSeries], scale: float) -> None:
    if len(labels) < 3:
        raise ConfigError(f"a radar chart needs at least 3 axes, got {len(labels)}")
    if not 1 <= len(series) <= MAX_SERIES:
        raise ConfigError(f"a radar chart shows 1 to {MAX_SERIES} series, got {len(series)}")
    if not scale > 0:
        raise ConfigError(f"a radar chart's scale must be positive, got {scale}")
    for item in series:
        if len(item.values) != len(labels) or (
            item.spread is not None and len(item.spread) != len(labels)
        ):
            raise ConfigError(
                f"radar series {item.name!r} has {len(item.values)} values for {len(labels)} axes"
            )


def radar_chart(
    title: str, labels: Sequence[str], series: Sequence[RadarSeries], *, scale: float = 100.0
) -> Markup:
    """A radar chart: `labels` are the axes (3 or more), one polygon per series (1..8).

    Raises:
        ConfigError: fewer than 3 axes, no series or more than 8, or a series whose values
            do not match the axes.
    """
    _check(labels, series, scale)
    labels_shown = [item.label for item in series]
    height = LEGEND_TOP + _legend_rows(labels_shown) * LEGEND_ROW
    parts = [f'<text class="title" x="12" y="16">{escape(title)}</text>']
    parts.extend(_grid(labels, scale))
    for i, item in enumerate(series):
        band = _band(item, len(labels), scale, color(i))
        if band is not None:
            parts.append(band)
    for i, item in enumerate(series):
        parts.extend(_polygon(item, labels, scale, color(i)))
    parts.extend(_legend(labels_shown))
    body = "".join(parts)
    # Every interpolated text above went through escape().
    return Markup(
        f'<svg class="chart radar" viewBox="0 0 {WIDTH} {height}" width="{WIDTH}" '
        f'height="{height}" role="img" aria-label="{escape(title)}" '
        f'xmlns="http://www.w3.org/2000/svg">{body}</svg>'
    )
