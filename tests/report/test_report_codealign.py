"""The report's CodeAlignBench section: rates per type and setting, radars, pairwise data.

The store holds a CodeAlignBench run made against the fake model server (two coders, a
judge; see report_codealign_run.py for the hand-derived rates) next to a VeriCode run.
"""

from __future__ import annotations

import base64
import gzip
import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from report_codealign_run import PROBLEMS_PER_TASK, TASKS, make_codealign_run

from codealign_script import EDITED, FIRST
from vibebench.cli import main
from vibebench.codealign import (
    FOLLOWUP,
    PREDEFINED,
    pairwise_view,
    radar_scores,
    summarize_run,
)
from vibebench.metrics import MetricsConfig
from vibebench.report import ReportData, build_report_data, render_html
from vibebench.report._codealign import PAIRWISE_FIELDS, radar_values
from vibebench.store import RunStore

PROBLEMS = TASKS * PROBLEMS_PER_TASK


def _unpack(text: str):
    return json.loads(gzip.decompress(base64.b64decode(text)))


def _figure(html: str, key: str) -> str:
    match = re.search(rf'<figure class="card" id="chart-{key}">(.*?)</figure>', html, re.S)
    assert match is not None, key
    return match.group(1)


def _row(html: str, table_id: str, model: str) -> list[str]:
    table = re.search(rf'<table class="data codealign" id="{table_id}">(.*?)</table>', html, re.S)
    assert table is not None, table_id
    for row in re.findall(r"<tr>(.*?)</tr>", table.group(1), re.S):
        cells = re.findall(r"<td>(.*?)</td>", row)
        if cells and cells[0] == model:
            return cells
    raise AssertionError(f"{model} not in {table_id}")


def test_codealign_runs_are_kept_out_of_the_vericode_figures(
    codealign_report: ReportData,
) -> None:
    assert {m.model for m in codealign_report.metrics.models} == {
        "careful-coder", "fast-coder", "tiny-coder"}
    assert all(row.setting in ("base", "single", "multi")
               for m in codealign_report.metrics.models for row in m.rows)
    section = codealign_report.codealign
    assert section is not None
    assert section.models == ("coder", "lazy")
    assert section.settings == (PREDEFINED, FOLLOWUP)
    # first solutions (base) and both settings of every IF problem, per model
    assert section.samples == 2 * (TASKS + 2 * PROBLEMS)


@pytest.mark.parametrize("setting", [PREDEFINED, FOLLOWUP])
def test_rates_per_type_match_the_hand_derived_values(codealign_report: ReportData,
                                                      setting: str) -> None:
    section = codealign_report.codealign
    assert section is not None
    expected = {("coder", "cosmetic"): (4, 4), ("coder", "structural"): (1, 3),
                ("coder", "semantic"): (1, 2), ("coder", "overall"): (6, 9),
                ("lazy", "cosmetic"): (1, 4), ("lazy", "structural"): (0, 3),
                ("lazy", "semantic"): (0, 2), ("lazy", "overall"): (1, 9)}
    for (model, group), (passed, per_task) in expected.items():
        score = section.score(model, setting, group)
        assert score is not None
        assert (score.passed, score.n) == (passed * TASKS, per_task * TASKS)
    assert section.score("coder", setting, "overall").errors == TASKS  # check-edge-cases


def test_scores_are_the_codealign_summary_of_the_run(codealign_report: ReportData,
                                                     codealign_store: Path) -> None:
    with RunStore.open(codealign_store) as store:
        run = store.find_run("ca")
        assert run is not None
        summary = summarize_run(store, run.run_id)
    assert codealign_report.codealign is not None
    assert codealign_report.codealign.scores == summary.scores


def test_the_section_shows_a_radar_and_a_table_per_setting(codealign_html: Path) -> None:
    html = codealign_html.read_text()
    assert '<section id="codealign" class="panel">' in html and 'href="#codealign"' in html
    for title in ("predefined", "follow-up"):
        figure = _figure(html, f"codealign-{title}-0")
        assert '<svg class="chart radar"' in figure
        assert re.findall(r'class="series" data-series="([^"]+)"', figure) == ["coder", "lazy"]
        labels = re.findall(r'class="axis-label"[^>]*>([^<]+)<', figure)
        assert labels == ["cosmetic", "structural", "semantic"]  # overall: beside the name
        legend = re.findall(r'class="legend"[^>]*>([^<]+)<', figure)
        assert legend[0].startswith("coder · overall 66.7 ± 9.2%")
        assert figure.count('class="band"') == 2  # the standard error, shaded
        # 6 of 9 passed per task: 66.7%, standard error sqrt(p(1-p)/(n-1)) = 9.2 points
        coder = _row(html, f"table-codealign-{title}", "coder")
        assert coder[1] == '100.0<span class="ci">± 0.0 (n=12)</span>'
        assert coder[7] == '66.7<span class="ci">± 9.2 (n=27)</span>'
        assert coder[-3:-1] == ["3", "0"]  # judge errors, missing generations
        lazy = _row(html, f"table-codealign-{title}", "lazy")
        assert lazy[1] == '25.0<span class="ci">± 13.1 (n=12)</span>'
        assert lazy[7] == '11.1<span class="ci">± 6.2 (n=27)</span>'


def test_pairwise_data_holds_every_answer_as_the_codealign_view_does(
    codealign_report: ReportData, codealign_store: Path
) -> None:
    section = codealign_report.codealign
    assert section is not None and section.pairwise is not None
    data = section.pairwise
    field = {name: i for i, name in enumerate(PAIRWISE_FIELDS)}
    index = _unpack(data.index)
    blocks = {b["problem"]: b for chunk in data.chunks for b in _unpack(chunk)}
    assert len(data.problems) == PROBLEMS and len(index) == PROBLEMS * 2 * 2
    first: dict[int, int] = {}
    with RunStore.open(codealign_store) as store:
        run = store.find_run("ca")
        assert run is not None
        for number, row in enumerate(index):
            problem = row[field["problem"]]
            first.setdefault(problem, number)
            block = blocks[problem]
            side = block["sides"][number - first[problem]]
            task_id, entry_id = data.problems[problem]
            setting, model = data.settings[row[field["setting"]]], data.models[row[field["model"]]]
            view = pairwise_view(store, run.run_id, task_id=task_id, entry_id=entry_id,
                                 setting=setting, models=(model, model))
            expected = view.sides[0]
            text = block["strings"]
            before = None if side["before"] is None else text[side["before"]]
            assert before == expected.before
            assert text[side["after"]] == expected.after
            assert row[field["passed"]] == int(expected.passed)
            assert side["reason"] == expected.reason and side["error"] == expected.error
            assert data.entries[entry_id]["instruction"] == view.instruction


def test_follow_up_pairs_carry_the_code_before_and_predefined_ones_do_not(
    codealign_report: ReportData,
) -> None:
    section = codealign_report.codealign
    assert section is not None and section.pairwise is not None
    data = section.pairwise
    field = {name: i for i, name in enumerate(PAIRWISE_FIELDS)}
    problem = data.problems.index(("Embedded/1", "add-test-cases"))
    block = next(b for chunk in data.chunks for b in _unpack(chunk) if b["problem"] == problem)
    rows = [r for r in _unpack(data.index) if r[field["problem"]] == problem]
    by_key = {(data.settings[r[field["setting"]]], data.models[r[field["model"]]]): side
              for r, side in zip(rows, block["sides"], strict=True)}
    strings = block["strings"]
    assert strings[by_key[(FOLLOWUP, "coder")]["after"]] == EDITED
    assert strings[by_key[(FOLLOWUP, "lazy")]["after"]] == FIRST
    assert strings[by_key[(FOLLOWUP, "coder")]["before"]] == FIRST
    assert by_key[(PREDEFINED, "coder")]["before"] is None
    assert "no test functions" in by_key[(FOLLOWUP, "coder")]["reason"]


def test_the_page_embeds_the_pairwise_view_compressed(codealign_html: Path) -> None:
    html = codealign_html.read_text()
    meta = json.loads(re.search(r'<script type="application/json" id="pairwise-meta">(.*?)'
                                r"</script>", html, re.S).group(1))
    assert meta["models"] == ["coder", "lazy"]
    assert meta["settingTitles"] == ["predefined", "follow-up"]
    assert meta["entries"]["add-test-cases"]["category"] == "structural"
    assert 'id="pairwise-index"' in html and 'id="pw-chunk-0"' in html
    assert "Halve every value" not in html  # code is decoded only when a problem is opened
    assert "window.vibebench" in html and 'id="pw-list"' in html


def test_a_codealign_only_report_has_no_vericode_sections(codealign_store: Path) -> None:
    data = build_report_data(codealign_store, ["ca"], config=MetricsConfig(resamples=10))
    assert data.metrics.models == ()
    html = render_html(data)
    assert '<section id="codealign" class="panel">' in html
    assert 'id="leaderboard"' not in html and 'href="#leaderboard"' not in html
    assert "2 model(s)" in html and f"{2 * (TASKS + 2 * PROBLEMS):,} samples" in html


def test_without_the_drill_down_no_pairwise_payload_is_built(codealign_store: Path) -> None:
    data = build_report_data(codealign_store, ["ca"], config=MetricsConfig(resamples=10),
                             with_drill=False)
    assert data.codealign is not None and data.codealign.pairwise is None
    assert data.codealign.score("lazy", FOLLOWUP, "overall").passed == TASKS


def test_a_model_in_two_codealign_runs_is_labelled_by_run(tmp_path: Path) -> None:
    store = tmp_path / "two.sqlite"
    make_codealign_run(store, name="first", models=("coder",))
    make_codealign_run(store, name="second", models=("coder", "lazy"))
    data = build_report_data(store, ["first", "second"], config=MetricsConfig(resamples=10))
    assert data.codealign is not None
    assert data.codealign.models == ("first/coder", "lazy", "second/coder")
    assert data.codealign.pairwise is not None
    assert data.codealign.pairwise.models == ["first/coder", "lazy", "second/coder"]
    assert data.codealign.score("first/coder", PREDEFINED, "overall").passed == 6 * TASKS


def _invoke(*args: str):
    return CliRunner().invoke(main, ["report", *args])


def test_markdown_csv_and_json_carry_the_codealign_rates(codealign_store: Path) -> None:
    md = _invoke("ca", "--store", str(codealign_store), "--format", "md")
    assert md.exit_code == 0, md.output
    assert "## CodeAlignBench, Python, follow-up setting" in md.output
    assert "| coder | 100.0 ± 0.0 (n=12) |" in md.output
    csv_out = _invoke("ca", "--store", str(codealign_store), "--format", "csv")
    assert csv_out.exit_code == 0, csv_out.output
    assert f"codealign,lazy,{FOLLOWUP},,overall,rate,{1 / 9!r}," in csv_out.output
    js = _invoke("synthetic", "ca", "--store", str(codealign_store), "--format", "json",
                 "--resamples", "10")
    assert js.exit_code == 0, js.output
    payload = json.loads(js.output)
    assert "pairwise" not in payload["codealign"] and "drill" not in payload
    overall = {(s["model"], s["setting"]): s for s in payload["codealign"]["scores"]
               if s["group"] == "overall"}
    assert overall[("coder", PREDEFINED)]["passed"] == 6 * TASKS


def test_the_html_command_prints_the_codealign_summary(codealign_store: Path,
                                                       tmp_path: Path) -> None:
    result = _invoke("ca", "--store", str(codealign_store), "-o", str(tmp_path / "r.html"))
    assert result.exit_code == 0, result.output
    assert "CodeAlignBench, Python, predefined setting" in result.output
    assert "66.7±9.2" in result.output
    assert "Leaderboard" not in result.output  # no VeriCode run in this report


def test_radar_values_are_the_codealign_radar_scores_with_their_errors(
    codealign_report: ReportData, codealign_store: Path
) -> None:
    with RunStore.open(codealign_store) as store:
        run = store.find_run("ca")
        assert run is not None
        radar = radar_scores(summarize_run(store, run.run_id))
    section = codealign_report.codealign
    assert section is not None
    for setting in (PREDEFINED, FOLLOWUP):
        for model in ("coder", "lazy"):
            values, spreads = radar_values(section, setting, model)
            assert values == pytest.approx([100 * v for v in radar[setting][model].values()])
            overall = section.score(model, setting, "overall")
            assert spreads[-1] == pytest.approx(100 * overall.sem)
