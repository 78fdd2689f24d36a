"""The HTML report: self-contained, a header saying what was run, every chart drawn on full
axes with its intervals, the drill-down data complete and exact."""

from __future__ import annotations

import base64
import gzip
import json
import re
from pathlib import Path

import numpy as np
from report_synthetic import TASKS

from vibebench.report import INDEX_FIELDS, TASK_FIELDS, ReportData
from vibebench.store import RunStore


def _unpack(text: str):
    return json.loads(gzip.decompress(base64.b64decode(text)))


def _ints(text: str) -> list[int]:
    return np.frombuffer(gzip.decompress(base64.b64decode(text)), dtype="<i4").tolist()


def _figure(html: str, key: str) -> str:
    figure = re.search(rf'<figure class="card" id="chart-{key}">(.*?)</figure>', html, re.S)
    assert figure is not None, key
    return figure.group(1)


def test_report_needs_no_network(report_html: Path) -> None:
    html = report_html.read_text()
    assert not re.search(r"<(script|img|iframe)[^>]+src=", html)
    assert "<link" not in html
    assert not re.search(r"url\(\s*['\"]?https?:", html)
    assert not re.search(r"(href|src)=\"https?:", html)
    assert "@import" not in html


def test_the_header_says_what_was_run_and_how_complete_it_is(report_html: Path) -> None:
    html = report_html.read_text()
    assert '<span class="state ok" id="completeness">complete: 252 samples done</span>' in html
    facts = re.search(r'<details class="facts" id="run-facts" open>(.*?)</details>', html, re.S)
    assert facts is not None
    text = re.sub(r"<[^>]+>", " ", facts.group(1))
    for expected in ("careful-coder (84 samples)", "isolation", "bwrap (252 executions)",
                     "versions", "Python 3.", "Ruff "):
        assert expected in text, expected
    assert text.count("252 / 252") == 0 and text.count("84 / 84") == 3  # a bar per model
    assert re.findall(r'data-tab="([^"]+)"', html) == [
        "leaderboard", "by-k", "positions", "categories", "instructions", "tests", "outcomes",
        "correlation", "drilldown"]


def test_every_chart_is_an_inline_svg_with_data(report_html: Path) -> None:
    html = report_html.read_text()
    for key in ("functional_regression-single", "functional_regression-multi", "if_task-single",
                "if_task-multi", "position-single", "position-multi", "category-single",
                "correlation"):
        figure = _figure(html, key)
        assert "<polyline" in figure or "<rect" in figure or "<polygon" in figure


def test_percentage_axes_run_from_0_to_100_with_intervals_and_full_legends(
    report_html: Path, report_data: ReportData
) -> None:
    html = report_html.read_text()
    for key in ("if_task-single", "if_instruction-multi", "position-single"):
        figure = _figure(html, key)
        ticks = [float(t) for t in re.findall(r'class="tick"[^>]*text-anchor="end">([^<]+)<',
                                              figure)]
        assert ticks[0] == 0 and ticks[-1] == 100, key
        legend = re.findall(r'class="legend"[^>]*>([^<]+)<', figure)
        assert all(m.model in " ".join(legend) for m in report_data.metrics.models)
    k_chart = _figure(html, "if_task-single")
    assert k_chart.count('class="whisker"') == 3 * 3  # a whisker per model and k
    assert k_chart.count('class="band"') == 3


def test_categories_are_radars_with_each_models_overall_score_beside_it(
    report_html: Path, report_data: ReportData
) -> None:
    html = report_html.read_text()
    for setting in ("single", "multi"):
        figure = _figure(html, f"category-{setting}")
        assert '<svg class="chart radar"' in figure
        assert re.findall(r'class="series" data-series="([^"]+)"', figure) == [
            m.model for m in report_data.metrics.models]
        assert re.findall(r'class="axis-label"[^>]*>([^<]+)<', figure) == [
            "style", "logic", "doc", "error", "library"]  # no "overall" axis among them
        legend = re.findall(r'class="legend"[^>]*>([^<]+)<', figure)
        assert all(re.fullmatch(r"[a-z-]+ · overall \d+\.\d%", entry) for entry in legend)


def test_leaderboard_shows_each_model_with_its_interval_and_the_slider_data(
    report_html: Path, report_data: ReportData
) -> None:
    html = report_html.read_text()
    for model in report_data.metrics.models:
        func = model.leaderboard.func
        assert func is not None
        interval = f"[{100 * func.low:.1f}, {100 * func.high:.1f}]"
        assert f'{100 * func.value:.1f}<span class="ci">{interval}' in html
    board = json.loads(re.search(r'<script type="application/json" id="board-data">(.*?)'
                                 r'</script>', html, re.S).group(1))
    assert board["alpha"] == 0.5 and len(board["models"]) == 3
    for entry in board["models"]:
        assert len(entry["parts"]["funcDraws"]) == len(entry["parts"]["ifDraws"]) == 300


def test_reward_hack_flags_are_counted_per_model(report_html: Path,
                                                 report_data: ReportData) -> None:
    flagged = {entry.model: (entry.flagged, entry.flags) for entry in report_data.executions}
    assert flagged == {"careful-coder": (0, {}), "fast-coder": (0, {}),
                       "tiny-coder": (3, {"process_exit": 3})}  # tasks 0, 5, 10
    html = report_html.read_text()
    row = re.search(r"<tr><td>tiny-coder</td><td>84</td><td>bwrap 84</td><td>3</td>"
                    r"<td>process_exit 3</td></tr>", html)
    assert row is not None


def test_drill_down_index_and_chunks_hold_every_sample_exactly(
    report_data: ReportData, synthetic_store: Path
) -> None:
    drill = report_data.drill
    assert drill is not None
    listing = _unpack(drill.task_list)
    width, task_width = len(INDEX_FIELDS), len(TASK_FIELDS)
    rows = [row for chunk in drill.index_chunks for row in
            (lambda flat: [flat[i:i + width] for i in range(0, len(flat), width)])(_ints(chunk))]
    assert len(rows) == drill.samples == 3 * TASKS * 7 == sum(
        listing["rows"][i * task_width] for i in range(TASKS))
    blocks = {b["task"]: b for chunk in drill.detail_chunks for b in _unpack(chunk)}
    assert drill.detailed == TASKS == len(blocks)
    field = {name: i for i, name in enumerate(INDEX_FIELDS)}
    with RunStore.open(synthetic_store) as store:
        run = store.find_run("synthetic")
        assert run is not None
        views = {(v.key.model, v.key.task_id, v.key.setting, v.key.k): v
                 for v in store.iter_samples(run.run_id)}
    first_row: dict[int, int] = {}
    for number, row in enumerate(rows):
        task = row[field["task"]]
        first_row.setdefault(task, number)
        sample = blocks[task]["samples"][number - first_row[task]]
        strings = blocks[task]["strings"]
        view = views[(drill.models[row[field["model"]]], drill.tasks[task],
                      drill.settings[row[field["setting"]]], row[field["k"]])]
        response = strings[sample["transcript"]["response"]]
        assert response == view.final_response
        start, length = sample["code"]["slice"]
        assert view.extraction is not None
        assert response[start:start + length] == view.extraction.code
        assert [v["passed"] for v in sample["verdicts"]] == [v.passed for v in view.verdicts]
        assert view.execution is not None
        assert row[field["passed"]] == int(view.execution.passed)
        assert sample["execution"]["flags"] == list(view.execution.flags)
        assert row[field["done"]] == 1
        final = [g for g in view.generations if g.final][0]
        assert [strings[ref] for _, ref in sample["transcript"]["messages"]] == [
            m["content"] for m in final.messages]


def test_task_names_come_from_the_prompts(report_data: ReportData) -> None:
    drill = report_data.drill
    assert drill is not None
    listing = _unpack(drill.task_list)
    names = dict(zip(listing["ids"], listing["titles"], strict=True))
    assert names["Synthetic/3"] == "Write solve_3(values) returning the sum of values times 3."


def test_repeated_strings_are_stored_once_per_task(report_data: ReportData) -> None:
    drill = report_data.drill
    assert drill is not None
    blocks = [block for chunk in map(_unpack, drill.detail_chunks) for block in chunk]
    assert [block["task"] for block in blocks] == list(range(len(drill.tasks)))
    for block in blocks:
        assert len(block["strings"]) == len(set(block["strings"]))
        prompts = [s for s in block["strings"] if s.startswith("Write solve_")]
        # 21 samples use 4 prompts: the plain one (base, multi) and single-turn k = 1, 2, 3
        assert len(prompts) == 4
