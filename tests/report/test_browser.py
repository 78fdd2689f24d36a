"""The report in headless Chromium (Debian's binary, driven by Playwright): every section on the
default job and the synthetic run, with a screenshot each and its elements visible and apart;
the leaderboard's alpha; the drill-down; the CodeAlignBench section (radars, pairwise view)."""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright import sync_api

from vibebench.metrics import MetricsConfig
from vibebench.report import ReportData, build_report_data

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--headless", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]

LAYOUT = """(id) => {
  // The section's blocks (the charts of a grid, the parts of the leaderboard, one by one), and
  // inside every chart its legend entries, title and axis labels: each visible, none on another.
  const section = document.getElementById(id);
  const box = (e) => e.getBoundingClientRect();
  const visible = (e) => { const r = box(e); return r.width > 0 && r.height > 0 &&
    getComputedStyle(e).visibility !== "hidden"; };
  const overlap = (a, b) => Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
    Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
  const name = (e) => e.id || e.className.baseVal || e.className || e.tagName;
  const problems = [];
  const check = (items, where) => {
    for (let i = 0; i < items.length; i++) {
      if (!visible(items[i])) problems.push(`${where}: ${name(items[i])} is not visible`);
      for (let j = i + 1; j < items.length; j++) {
        if (overlap(box(items[i]), box(items[j])) > 1) {
          const [a, b] = [items[i], items[j]].map((e) => e.textContent.slice(0, 40));
          problems.push(`${where}: ${name(items[i])} overlaps ${name(items[j])} (${a} / ${b})`);
        }
      }
    }
  };
  const blocks = [];
  for (const child of section.children) {
    if (child.tagName === "SCRIPT" || child.hidden) continue;
    if (child.classList.contains("charts") || child.classList.contains("board") ||
        child.classList.contains("drill")) blocks.push(...child.children);
    else blocks.push(child);
  }
  check(blocks, id);
  for (const svg of section.querySelectorAll("svg.chart")) {
    const frame = box(svg);
    const texts = [...svg.querySelectorAll(
      ".legend-item, text.title, text.label, text.axis-label")];
    check(texts, `${id} chart ${svg.getAttribute("aria-label")}`);
    for (const t of texts) {
      const r = box(t);
      if (r.left < frame.left - 1 || r.right > frame.right + 1 ||
          r.bottom > frame.bottom + 1 || r.top < frame.top - 1)
        problems.push(`${id}: "${t.textContent}" is cut off by its chart`);
    }
  }
  return { problems, blocks: blocks.length, charts: section.querySelectorAll("svg.chart").length };
}"""


@pytest.fixture(scope="module")
def browser(report_html: Path, codealign_html: Path,
            default_job_html: Path) -> Iterator[object]:
    """One Chromium for the module; every report is built before Playwright starts (the
    CodeAlignBench run behind one of them runs an event loop, which cannot start inside
    Playwright's)."""
    if shutil.which(CHROMIUM) is None:
        pytest.fail(f"{CHROMIUM} is missing: run scripts/setup.sh --dev (installs chromium)")
    with sync_api.sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield launched
        launched.close()


@pytest.fixture(scope="module")
def screenshots(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("screenshots")


def _open(browser, html: Path, ready: str) -> Iterator[object]:
    context = browser.new_context(viewport={"width": 1400, "height": 1000}, offline=True)
    opened = context.new_page()
    errors: list[str] = []
    opened.on("pageerror", lambda error: errors.append(str(error)))
    opened.goto(html.as_uri())
    opened.wait_for_selector(ready, timeout=15_000)
    yield opened
    context.close()
    assert errors == []


@pytest.fixture(scope="module")
def page(browser, report_html: Path) -> Iterator[object]:
    yield from _open(browser, report_html, "body[data-drill-ready=true][data-page-ready=true]")


@pytest.fixture(scope="module")
def default_page(browser, default_job_html: Path) -> Iterator[object]:
    yield from _open(browser, default_job_html, "body[data-drill-ready=true]")


@pytest.fixture(scope="module")
def codealign_page(browser, codealign_html: Path) -> Iterator[object]:
    yield from _open(browser, codealign_html,
                     "body[data-drill-ready=true][data-pairwise-ready=true]")


def _tabs(page) -> list[str]:
    return page.eval_on_selector_all("nav.tabs a", "links => links.map(a => a.dataset.tab)")


def _show(page, section: str) -> None:
    page.click(f"nav.tabs a[data-tab={section}]")
    page.wait_for_selector(f"body[data-section={section}]")
    assert page.locator(f"#{section}").is_visible()
    hidden = page.eval_on_selector_all("section.panel", "all => all.filter(s => !s.hidden)"
                                                        ".map(s => s.id)")
    assert hidden == [section]


@pytest.mark.parametrize("which", ["default_page", "page"])
def test_every_section_shows_its_elements_visible_and_apart(request, which: str,
                                                            screenshots: Path) -> None:
    page = request.getfixturevalue(which)
    tabs = _tabs(page)
    assert tabs[:7] == ["leaderboard", "by-k", "positions", "categories", "instructions",
                        "tests", "outcomes"] and tabs[-1] == "drilldown"
    for section in tabs:
        _show(page, section)
        if section == "drilldown":
            page.locator("#task-list tbody tr").first.click()
            page.locator("#sample-view .sample-detail").wait_for()
        layout = page.evaluate(LAYOUT, section)
        assert layout["problems"] == [], section
        assert layout["blocks"] >= 2
        shot = screenshots / f"{which}-{section}.png"
        page.screenshot(path=str(shot), full_page=True)
        assert shot.stat().st_size > 20_000
    _show(page, "leaderboard")
    wrap = page.locator("#leaderboard .table-wrap")
    assert wrap.evaluate("w => w.scrollWidth <= w.clientWidth + 1")  # no column cut off


def test_every_chart_renders_with_a_visible_size(page) -> None:
    for section in ("by-k", "positions", "categories", "correlation"):
        _show(page, section)
        charts = page.locator(f"#{section} svg.chart")
        assert charts.count() >= 1
        for i in range(charts.count()):
            box = charts.nth(i).bounding_box()
            assert box is not None and box["width"] > 300 and box["height"] > 200
            assert charts.nth(i).locator("polyline, rect.series, polygon.series").count() > 0


def _cells(page) -> dict[str, list[str]]:
    rows = page.locator("#table-leaderboard-live tbody tr")
    return {rows.nth(i).get_attribute("data-model"):
            [c.strip() for c in rows.nth(i).locator("td").all_inner_texts()]
            for i in range(rows.count())}


def _interval(text: str) -> tuple[float, float, float]:
    value, low, high = re.fullmatch(r"([\d.]+)\s*\[([\d.]+), ([\d.]+)\]", text).groups()
    return float(value), float(low), float(high)


def test_alpha_recomputes_the_composite_its_interval_and_the_ranking(
    page, synthetic_store: Path, report_data: ReportData
) -> None:
    _show(page, "leaderboard")
    before = _cells(page)
    for model in report_data.metrics.models:
        composite = model.leaderboard.composite
        assert _interval(before[model.model][2]) == pytest.approx(
            (100 * composite.value, 100 * composite.low, 100 * composite.high), abs=0.05)
    expected = build_report_data(synthetic_store, ["synthetic"], with_drill=False,
                                 config=MetricsConfig(resamples=300, alpha=0.9))
    page.eval_on_selector("#alpha",
                          "s => { s.value = '0.9'; s.dispatchEvent(new Event('input')); }")
    page.wait_for_function("document.getElementById('alpha-value').textContent === '0.90'")
    after = _cells(page)
    for model in expected.metrics.models:
        composite = model.leaderboard.composite
        value, low, high = _interval(after[model.model][2])
        assert value == pytest.approx(100 * composite.value, abs=0.051)
        assert (low, high) == pytest.approx((100 * composite.low, 100 * composite.high), abs=0.11)
    ranked = sorted(expected.metrics.models, key=lambda m: -m.leaderboard.composite.value)
    assert list(after) == [m.model for m in ranked]
    assert [after[m.model][0] for m in ranked] == ["1", "2", "3"]
    assert page.locator("#chart-leaderboard text.title").text_content().startswith(
        "Composite, % (α = 0.90)")
    page.click("#table-leaderboard-live th[data-key=func]")  # sort by Func, best first
    by_func = sorted(expected.metrics.models, key=lambda m: -m.leaderboard.func.value)
    assert list(_cells(page)) == [m.model for m in by_func]


def test_drill_down_lists_named_tasks_and_opens_a_sample(page) -> None:
    _show(page, "drilldown")
    rows = page.locator("#task-list tbody tr")
    assert rows.count() == 12
    assert "Write solve_0(values)" in rows.first.inner_text()
    page.fill("#task-filter", "Synthetic/1")
    assert rows.count() == 3  # Synthetic/1, /10, /11
    page.fill("#task-filter", "times 7")  # a task's name, not its id
    assert rows.count() == 1
    page.fill("#task-filter", "")
    rows.nth(2).click()
    detail = page.locator("#sample-view .sample-detail")
    detail.wait_for()
    assert "Synthetic/2" in page.locator("#task-view h3").inner_text()
    name = page.locator("#task-view .task-name").inner_text()
    assert "returning the sum of values times 2" in name
    assert "def solve_2" in detail.locator("pre.code").inner_text()
    page.locator("#task-view .samples tbody tr").nth(5).click()
    page.wait_for_function(
        "document.querySelector('#sample-view .sample-detail h4').textContent.includes('k=')")
    assert detail.locator("table.data tbody tr").count() >= 1  # the verdict table


def test_a_flagged_sample_shows_its_reward_hack_flag(page) -> None:
    _show(page, "drilldown")
    page.fill("#task-filter", "Synthetic/5")
    page.locator("#task-list tbody tr").first.click()
    page.locator("#sample-view .sample-detail").wait_for()
    tiny_base = page.locator("#task-view .samples tbody tr", has_text="tiny-coder").first
    tiny_base.click()
    page.wait_for_function("document.querySelector('#sample-view h4').textContent"
                           ".startsWith('tiny-coder')")
    assert "⚑ process_exit" in page.locator("#sample-view").inner_text()
    page.fill("#task-filter", "")


def test_side_by_side_shows_two_models_on_the_same_task(page) -> None:
    _show(page, "drilldown")
    page.locator("#task-list tbody tr").first.click()
    page.locator("#compare-right").wait_for()
    page.locator("#compare-right").select_option(label="tiny-coder")
    page.click("#compare-go")
    panes = page.locator("#compare-view .sample-detail")
    panes.nth(1).wait_for()
    titles = [panes.nth(i).locator("h4").inner_text() for i in range(2)]
    assert titles[0].startswith("careful-coder") and titles[1].startswith("tiny-coder")
    assert "def solve_0" in panes.nth(1).locator("pre.code").inner_text()


def test_codealign_radars_render_with_a_visible_size(codealign_page, screenshots: Path) -> None:
    _show(codealign_page, "codealign")
    radars = codealign_page.locator("#codealign svg.chart.radar")
    assert radars.count() == 2  # predefined, follow-up
    for i in range(2):
        radar = radars.nth(i)
        box = radar.bounding_box()
        assert box is not None and box["width"] > 200 and box["height"] > 200
        polygons = radar.locator("polygon.series")
        assert polygons.count() == 2
        for j in range(2):
            shape = polygons.nth(j).bounding_box()
            # lazy follows no structural or semantic instruction: its shape is a spoke
            assert shape is not None and max(shape["width"], shape["height"]) > 5
    assert codealign_page.evaluate(LAYOUT, "codealign")["problems"] == []
    codealign_page.screenshot(path=str(screenshots / "codealign.png"), full_page=True)
    _show(codealign_page, "categories")
    assert codealign_page.locator("#categories svg.chart.radar").count() == 2


def test_pairwise_view_shows_two_models_code_for_one_instruction(codealign_page,
                                                                 screenshots: Path) -> None:
    page = codealign_page
    _show(page, "codealign")
    page.select_option("#pw-setting", label="follow-up")
    page.select_option("#pw-left", label="coder")
    page.select_option("#pw-right", label="lazy")
    page.fill("#pw-filter", "Embedded/2 add-test")
    rows = page.locator("#pw-list tbody tr")
    assert rows.count() == 1
    rows.first.click()
    panes = page.locator("#pw-panes .sample-detail")
    panes.nth(1).wait_for()
    head = page.locator("#pw-view .pairwise-head").inner_text()
    assert "add-test-cases" in head and "Create executable test code" in head
    assert "coder fails, lazy fails" in head
    assert panes.nth(0).locator("h4").inner_text().startswith("coder")
    assert "# Halve every value." in panes.nth(0).locator("pre.code").inner_text()
    assert "halved_values_result" in panes.nth(1).locator("pre.code").inner_text()
    assert "no test functions" in panes.nth(0).locator("p.reason").inner_text()
    assert "halved_values_result" in page.locator("#pw-view pre.code.before").inner_text()
    page.fill("#pw-filter", "")
    page.check("#pw-disagree")  # coder passes add-comments, lazy does not: a disagreement
    assert 0 < rows.count() < 27
    assert all("passes" in rows.nth(i).inner_text() for i in range(rows.count()))
    page.locator("#codealign").screenshot(path=str(screenshots / "pairwise.png"))
    assert (screenshots / "pairwise.png").stat().st_size > 50_000
