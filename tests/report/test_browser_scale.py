"""A report of a million samples: a page of at most a few MB, its drill-down beside it in
report.data/, opened in headless Chromium. First paint, switching sections and opening tasks
are checked by the events they produce (never by their timings)."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright import sync_api
from scale_store import MODELS, SETTINGS, fill_scale_store

from vibebench.metrics import MetricsConfig
from vibebench.report import ReportData, build_report_data, write_html

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--headless", "--disable-gpu", "--no-first-run"]
SAMPLES = 1_000_000
HTML_LIMIT = 10_000_000


@pytest.fixture(scope="module")
def scale_report(tmp_path_factory: pytest.TempPathFactory) -> tuple[ReportData, Path]:
    folder = tmp_path_factory.mktemp("scale")
    store = folder / "runs.sqlite"
    fill_scale_store(store, SAMPLES)
    data = build_report_data(store, ["scale"], config=MetricsConfig(resamples=1000))
    html = folder / "report.html"
    write_html(data, html)
    store.unlink()  # the page must not need the store
    return data, html


def test_a_million_samples_make_a_small_page_and_a_data_folder(
    scale_report: tuple[ReportData, Path],
) -> None:
    data, html = scale_report
    tasks = -(-SAMPLES // (len(MODELS) * len(SETTINGS)))
    assert data.samples == tasks * len(MODELS) * len(SETTINGS) >= SAMPLES
    assert html.stat().st_size <= HTML_LIMIT
    folder = html.with_suffix(".data")
    assert data.drill is not None
    assert len(list(folder.glob("index-*.js"))) == len(data.drill.index_chunks) > 100
    assert data.drill.detailed == 50  # the first page's tasks; the rest: --serve
    flagged = {entry.model: entry.flagged for entry in data.executions}
    assert flagged["model-d"] == len(range(0, tasks, 997)) * len(SETTINGS)


@pytest.fixture(scope="module")
def page(scale_report: tuple[ReportData, Path]) -> Iterator[object]:
    if shutil.which(CHROMIUM) is None:
        pytest.fail(f"{CHROMIUM} is missing: run scripts/setup.sh --dev (installs chromium)")
    _, html = scale_report
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        context = browser.new_context(viewport={"width": 1400, "height": 1000}, offline=True)
        opened = context.new_page()
        errors: list[str] = []
        opened.on("pageerror", lambda error: errors.append(str(error)))
        opened.goto(html.as_uri())
        yield opened
        browser.close()
        assert errors == []


def test_the_page_paints_and_every_section_opens(page, tmp_path: Path) -> None:
    page.wait_for_selector("body[data-page-ready=true]")
    assert page.locator("h1").is_visible()
    assert page.locator("#completeness").inner_text() == "complete: 1,000,032 samples done"
    for section in page.eval_on_selector_all("nav.tabs a", "a => a.map(x => x.dataset.tab)"):
        page.click(f"nav.tabs a[data-tab={section}]")
        page.wait_for_selector(f"body[data-section={section}]")
        assert page.locator(f"#{section}").is_visible()
        if section in ("by-k", "positions", "categories"):
            assert page.locator(f"#{section} svg.chart").first.is_visible()
        page.screenshot(path=str(tmp_path / f"{section}.png"))
    page.wait_for_selector("body[data-drill-ready=true]")
    assert "22,728 tasks" in page.locator("#page-info").inner_text()


def test_a_task_far_down_the_list_opens_from_the_data_folder(page) -> None:
    page.click("nav.tabs a[data-tab=drilldown]")
    page.wait_for_selector("body[data-drill-ready=true]")
    page.fill("#task-filter", "Scale/22000")
    page.locator("#task-list tbody tr").first.click()
    page.wait_for_selector("#task-view .samples")
    assert page.locator("#task-view .samples tbody tr").count() == 44
    assert page.locator("#task-view .missing-details").is_visible()  # not on the first page
    page.fill("#task-filter", "Scale/3")
    page.locator("#task-list tbody tr").first.click()
    page.wait_for_function("document.body.dataset.taskOpen === '3'")
    assert "def task_func" in page.locator("#sample-view pre.code").inner_text()
