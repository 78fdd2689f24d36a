"""Where a large drill-down goes: `report.data/` beside the page (replaced, never another
folder), or `vibebench report --serve` on 127.0.0.1, which reads a task's details on demand."""

from __future__ import annotations

import base64
import gzip
import json
import re
import threading
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright import sync_api

from vibebench.errors import ConfigError
from vibebench.metrics import MetricsConfig
from vibebench.report import ReportData, ReportServer, build_report_data, write_html
from vibebench.report import _html as html_module

CHROMIUM = "/usr/bin/chromium"
SCRIPT = r'window\.vibebenchData\("([^"]+)", "([^"]+)"\);\n'
"""A chunk as the page loads it: the chunk's name and its payload."""
ARGS = ["--no-sandbox", "--headless", "--disable-gpu", "--no-first-run"]


def _unpack(text: str):
    return json.loads(gzip.decompress(base64.b64decode(text)))


def test_a_drill_down_too_large_to_embed_goes_beside_the_page(
    report_data: ReportData, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(html_module, "EMBED_LIMIT", 0)
    page = tmp_path / "report.html"
    write_html(report_data, page)
    text = page.read_text()
    assert 'id="index-0"' not in text and 'id="detail-0"' not in text
    assert '"sidecar": "report.data"' in text
    folder = tmp_path / "report.data"
    assert report_data.drill is not None
    drill = report_data.drill
    names = sorted(p.name for p in folder.iterdir())
    assert names == sorted([f"index-{i}.js" for i in range(len(drill.index_chunks))]
                           + [f"detail-{i}.js" for i in range(len(drill.detail_chunks))]
                           + [html_module.SIDECAR_MARK])
    script = (folder / "detail-0.js").read_text()
    name, chunk = re.fullmatch(SCRIPT, script).groups()
    assert name == "detail-0" and _unpack(chunk)[0]["task"] == 0
    (folder / "stale.js").write_text("old")
    write_html(report_data, page)  # written again: the folder is replaced
    assert not (folder / "stale.js").exists()
    monkeypatch.setattr(html_module, "EMBED_LIMIT", 10**9)
    write_html(report_data, page)  # small enough now: the old folder goes
    assert not folder.exists() and 'id="index-0"' in page.read_text()


def test_a_folder_that_is_not_a_reports_data_is_never_replaced(
    report_data: ReportData, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(html_module, "EMBED_LIMIT", 0)
    (tmp_path / "report.data").mkdir()
    (tmp_path / "report.data" / "mine.txt").write_text("keep me")
    with pytest.raises(ConfigError, match="is not a report's data folder"):
        write_html(report_data, tmp_path / "report.html")
    assert (tmp_path / "report.data" / "mine.txt").read_text() == "keep me"


@pytest.fixture(scope="module")
def served(synthetic_store: Path) -> Iterator[tuple[ReportServer, ReportData]]:
    data = build_report_data(synthetic_store, ["synthetic"], details="none",
                             config=MetricsConfig(resamples=50))
    server = ReportServer(data, synthetic_store, port=0)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server, data
    server.shutdown()
    thread.join(timeout=10)


def _get(url: str) -> str:
    with urllib.request.urlopen(url, timeout=10) as response:  # noqa: S310 (127.0.0.1)
        return response.read().decode()


def test_the_server_listens_on_this_machine_only_and_reads_tasks_on_demand(
    served: tuple[ReportServer, ReportData], report_data: ReportData
) -> None:
    server, data = served
    assert server.url.startswith("http://127.0.0.1:")
    assert data.drill is not None and data.drill.detailed == 0 and not data.drill.detail_chunks
    page = _get(server.url)
    assert '"serve": true' in page
    script = _get(server.url + "report.data/task-3.js")
    name, chunk = re.fullmatch(SCRIPT, script).groups()
    block = _unpack(chunk)
    assert name == "task-3" and block["task"] == 3
    assert report_data.drill is not None
    embedded = next(b for c in report_data.drill.detail_chunks for b in _unpack(c)
                    if b["task"] == 3)
    assert block == embedded  # the same details, in the same order, as a written report's
    for missing in ("report.data/task-999.js", "report.data/../runs.sqlite", "etc/passwd"):
        with pytest.raises(urllib.error.HTTPError, match="404"):
            _get(server.url + missing)


def test_a_served_page_opens_any_tasks_details(served: tuple[ReportServer, ReportData]) -> None:
    server, _ = served
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(server.url + "#drilldown")
        page.wait_for_selector("body[data-drill-ready=true]")
        page.locator("#task-list tbody tr").nth(7).click()
        page.wait_for_function("document.body.dataset.taskOpen === '7'")
        assert "def solve_7" in page.locator("#sample-view pre.code").inner_text()
        browser.close()
    assert errors == []
