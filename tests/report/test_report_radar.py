"""The radar chart's SVG: one polygon per model inside the circle, grid, labels, gaps."""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET

import pytest

from vibebench.codealign import PREDEFINED, TypeScore
from vibebench.errors import ConfigError
from vibebench.report import CodeAlignReport, codealign_charts
from vibebench.report._charts import _category_chart
from vibebench.report._radar import (
    CENTER_X,
    CENTER_Y,
    GRID_FRACTIONS,
    RADIUS,
    RadarSeries,
    radar_chart,
)

NS = "{http://www.w3.org/2000/svg}"


def _parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def _points(polygon: ET.Element) -> list[tuple[float, float]]:
    return [tuple(map(float, pair.split(","))) for pair in polygon.get("points", "").split()]


def _series(root: ET.Element) -> list[ET.Element]:
    return [p for p in root.iter(f"{NS}polygon") if p.get("class") == "series"]


def _texts(root: ET.Element, cls: str) -> list[str]:
    return [t.text or "" for t in root.iter(f"{NS}text") if t.get("class") == cls]


def _distance(point: tuple[float, float]) -> float:
    return math.hypot(point[0] - CENTER_X, point[1] - CENTER_Y)


@pytest.mark.parametrize("models", [1, 2, 5, 8])
@pytest.mark.parametrize("axes", [3, 4, 7, 12])
def test_one_polygon_per_model_with_a_vertex_per_axis_inside_the_circle(
    models: int, axes: int
) -> None:
    labels = [f"axis {i}" for i in range(axes)]
    series = [RadarSeries(f"model {m}", [(37 * m + 11 * a) % 101 for a in range(axes)])
              for m in range(models)]
    root = _parse(radar_chart("t", labels, series))
    polygons = _series(root)
    assert [p.get("data-series") for p in polygons] == [s.name for s in series]
    for polygon, item in zip(polygons, series, strict=True):
        points = _points(polygon)
        assert len(points) == axes
        for point, value in zip(points, item.values, strict=True):
            assert _distance(point) <= RADIUS + 0.1
            assert _distance(point) == pytest.approx(RADIUS * value / 100, abs=0.15)
    assert _texts(root, "axis-label") == labels
    assert _texts(root, "legend") == [s.name for s in series]
    assert len({p.get("stroke") for p in polygons}) == models  # a colour per model


def test_gridlines_at_quarter_steps_labelled_on_the_first_axis() -> None:
    root = _parse(radar_chart("t", ["a", "b", "c", "d", "e"], [RadarSeries("m", [1] * 5)]))
    grid = [p for p in root.iter(f"{NS}polygon") if p.get("class") == "grid"]
    assert len(grid) == len(GRID_FRACTIONS) == 4
    for ring, fraction in zip(grid, GRID_FRACTIONS, strict=True):
        assert all(_distance(p) == pytest.approx(RADIUS * fraction, abs=0.1)
                   for p in _points(ring))
    assert [t.text for t in root.iter(f"{NS}text") if "radar-tick" in (t.get("class") or "")] == [
        "25", "50", "75", "100"]
    spokes = [line for line in root.iter(f"{NS}line") if "spoke" in (line.get("class") or "")]
    assert len(spokes) == 5


def test_first_axis_points_up_and_axes_go_clockwise() -> None:
    root = _parse(radar_chart("t", ["up", "right", "down", "left"],
                              [RadarSeries("m", [50, 100, 25, 75])]))
    up, right, down, left = _points(_series(root)[0])
    assert up == pytest.approx((CENTER_X, CENTER_Y - RADIUS / 2), abs=0.1)
    assert right == pytest.approx((CENTER_X + RADIUS, CENTER_Y), abs=0.1)
    assert down == pytest.approx((CENTER_X, CENTER_Y + RADIUS / 4), abs=0.1)
    assert left == pytest.approx((CENTER_X - RADIUS * 0.75, CENTER_Y), abs=0.1)


def test_values_outside_the_scale_are_clipped_to_the_circle_and_the_centre() -> None:
    root = _parse(radar_chart("t", ["a", "b", "c"], [RadarSeries("m", [250, -40, 50])]))
    points = _points(_series(root)[0])
    assert _distance(points[0]) == pytest.approx(RADIUS, abs=0.1)
    assert _distance(points[1]) == pytest.approx(0, abs=0.1)


@pytest.mark.parametrize("missing", [None, math.nan])
def test_a_missing_value_is_drawn_at_the_centre_without_a_marker(missing) -> None:
    series = RadarSeries("gappy", [80, missing, 60])
    root = _parse(radar_chart("t", ["cosmetic", "structural", "semantic"], [series]))
    polygon = _series(root)[0]
    points = _points(polygon)
    assert _distance(points[1]) == pytest.approx(0, abs=0.1)
    assert _distance(points[0]) == pytest.approx(0.8 * RADIUS, abs=0.1)
    markers = list(root.iter(f"{NS}circle"))
    assert len(markers) == 2  # the two known values only
    assert all(_distance((float(c.get("cx")), float(c.get("cy")))) > 1 for c in markers)
    title = polygon.find(f"{NS}title")
    assert title is not None and "structural no data" in title.text


def test_spread_draws_a_band_between_value_minus_and_plus_spread() -> None:
    with_band = RadarSeries("m", [50, 50, 50], spread=[10, 10, None])
    root = _parse(radar_chart("t", ["a", "b", "c"], [with_band, RadarSeries("n", [20, 20, 20])]))
    bands = [p for p in root.iter(f"{NS}path") if p.get("class") == "band"]
    assert len(bands) == 1  # the series without spread has none
    outer, inner = bands[0].get("d").split(" Z ")
    outer_points = [tuple(map(float, c.lstrip("ML").split(","))) for c in outer.split()]
    inner_points = [tuple(map(float, c.lstrip("ML").rstrip(" Z").split(",")))
                    for c in inner.rstrip(" Z").split()]
    assert [round(_distance(p)) for p in outer_points] == [
        round(RADIUS * 0.6), round(RADIUS * 0.6), round(RADIUS * 0.5)]
    assert [round(_distance(p)) for p in inner_points] == [
        round(RADIUS * 0.4), round(RADIUS * 0.4), round(RADIUS * 0.5)]
    assert "± 10.0" in "".join(c.findtext(f"{NS}title") for c in root.iter(f"{NS}circle"))


def test_text_is_escaped_and_the_svg_stays_well_formed() -> None:
    root = _parse(radar_chart("<script>", ["a<b", "c&d", "e\"f"],
                              [RadarSeries("m</svg>", [1, 2, 3])]))
    assert _texts(root, "axis-label") == ["a<b", "c&d", "e\"f"]
    assert _texts(root, "legend") == ["m</svg>"]
    assert root.find(f"{NS}script") is None


def test_long_names_wrap_into_more_legend_rows_never_cut() -> None:
    one = _parse(radar_chart("t", ["a", "b", "c"], [RadarSeries("m", [1, 2, 3])]))
    names = [f"organisation-{i}/a-rather-long-model-name" for i in range(8)]
    eight = _parse(radar_chart("t", ["a", "b", "c"],
                               [RadarSeries(name, [1, 2, 3], note="overall 2.0%")
                                for name in names]))
    assert float(eight.get("height")) > float(one.get("height"))
    assert _texts(eight, "legend") == [f"{name} · overall 2.0%" for name in names]
    legend_ys = {float(t.get("y")) for t in eight.iter(f"{NS}text") if t.get("class") == "legend"}
    assert len(legend_ys) == 8  # one entry per row: each is too long to share one
    assert max(legend_ys) < float(eight.get("height"))


@pytest.mark.parametrize(
    ("labels", "series", "message"),
    [
        (["a", "b"], [RadarSeries("m", [1, 2])], "at least 3 axes"),
        (["a", "b", "c"], [], "1 to 8 series"),
        (["a", "b", "c"], [RadarSeries(f"m{i}", [1, 2, 3]) for i in range(9)], "got 9"),
        (["a", "b", "c"], [RadarSeries("short", [1, 2])], "'short' has 2 values for 3 axes"),
        (["a", "b", "c"], [RadarSeries("s", [1, 2, 3], spread=[1])], "'s'"),
    ],
)
def test_unusable_input_is_a_clear_error(labels, series, message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        radar_chart("t", labels, series)


def _type_scores(models: int) -> list[TypeScore]:
    return [TypeScore(model=f"m{i}", setting=PREDEFINED, group=group, n=4, passed=i % 5,
                      rate=(i % 5) / 4, sem=0.1)
            for i in range(models) for group in ("cosmetic", "structural", "overall")]


def test_codealign_radars_split_beyond_eight_models_and_leave_missing_types_at_zero() -> None:
    report = CodeAlignReport(runs=("r",), settings=(PREDEFINED,),
                             models=tuple(f"m{i}" for i in range(11)),
                             scores=tuple(_type_scores(11)), samples=44)
    charts = codealign_charts(report)
    assert [c.key for c in charts] == ["codealign-predefined-0", "codealign-predefined-8"]
    first, second = (_parse(str(c.svg)) for c in charts)
    assert len(_series(first)) == 8 and len(_series(second)) == 3
    assert "models 9-11" in _texts(second, "title")[0]
    # no semantic verdicts: that vertex sits at the centre, the others where the rates put them
    m1 = _points(_series(first)[1])
    assert _distance(m1[2]) == pytest.approx(0, abs=0.1)
    assert _distance(m1[0]) == pytest.approx(RADIUS * 0.25, abs=0.15)


def test_vericode_categories_fall_back_to_bars_below_three_categories() -> None:
    values = {"a": {"style": 0.5, "logic": 0.25}, "b": {"style": 1.0}}
    chart = _category_chart("category-single", "IF", ["style", "logic"], values, {})
    assert '<svg class="chart bar"' in chart.svg
    radar = _category_chart("category-single", "IF", ["style", "logic", "doc"], values, {})
    root = _parse(str(radar.svg))
    assert [p.get("data-series") for p in _series(root)] == ["a", "b"]
    assert _distance(_points(_series(root)[1])[1]) == pytest.approx(0, abs=0.1)  # b: no logic
