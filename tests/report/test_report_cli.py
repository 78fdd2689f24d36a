"""`vibebench report`: formats, multi-run labels and clean failures."""

from __future__ import annotations

import csv
import io
import json
import socket
from pathlib import Path

import pytest
from click.testing import CliRunner
from report_synthetic import fill_store

from vibebench.cli import main
from vibebench.report import ReportData
from vibebench.store import RunStore


def _invoke(*args: str):
    return CliRunner().invoke(main, ["report", *args])


def test_html_is_written_and_the_terminal_summary_printed(synthetic_store: Path,
                                                          tmp_path: Path) -> None:
    target = tmp_path / "out" / "r.html"
    result = _invoke("synthetic", "--store", str(synthetic_store), "-o", str(target),
                     "--resamples", "50")
    assert result.exit_code == 0, result.output
    assert target.read_text().startswith("<!DOCTYPE html>")
    assert "Leaderboard" in result.output and "careful-coder" in result.output
    assert "\u2026" not in result.output  # piped: wide enough that no interval is cut short


def test_markdown_tables_show_the_computed_figures(synthetic_store: Path,
                                                  report_data: ReportData) -> None:
    result = _invoke("synthetic", "--store", str(synthetic_store), "--format", "md",
                     "--resamples", "300")
    assert result.exit_code == 0, result.output
    assert "## Leaderboard" in result.output and "## Paired tests" in result.output
    for model in report_data.metrics.models:
        row = model.row("single", 1)
        assert row is not None and row.if_task is not None
        assert f"| {model.model} | single | 1 | 12 | {100 * row.pass_at_1.value:.1f} [" in (
            result.output)


def test_csv_is_long_format_with_fractions_and_intervals(synthetic_store: Path,
                                                         report_data: ReportData) -> None:
    result = _invoke("synthetic", "--store", str(synthetic_store), "--format", "csv",
                     "--resamples", "300")
    assert result.exit_code == 0, result.output
    rows = list(csv.DictReader(io.StringIO(result.output)))
    figures = {(r["table"], r["model"], r["setting"], r["k"], r["name"], r["metric"]): r
               for r in rows}
    for model in report_data.metrics.models:
        func = model.leaderboard.func
        assert func is not None
        found = figures[("leaderboard", model.model, "", "", "", "func")]
        assert float(found["value"]) == pytest.approx(func.value)
        assert float(found["low"]) == pytest.approx(func.low)
        assert int(found["n"]) == 12
    assert any(r["table"] == "comparisons" and r["metric"] == "p_mcnemar" for r in rows)


def test_json_holds_metrics_and_correlation(synthetic_store: Path, ratings_csv: Path) -> None:
    result = _invoke("synthetic", "--store", str(synthetic_store), "--format", "json",
                     "--ratings", str(ratings_csv), "--resamples", "20")
    assert result.exit_code == 0, result.output
    payload = json.loads(result.output)
    assert {m["model"] for m in payload["metrics"]["models"]} == {
        "careful-coder", "fast-coder", "tiny-coder"}
    assert set(payload["correlation"]["best_alpha"]) == {"pearson", "spearman", "kendall"}


def test_the_same_model_in_two_runs_is_labelled_by_run(tmp_path: Path) -> None:
    store_path = tmp_path / "two.sqlite"
    with RunStore.open(store_path) as store:
        fill_store(store, "before", 3, models=("fast-coder",), max_k=1, seed=1)
        fill_store(store, "after", 3, models=("fast-coder", "tiny-coder"), max_k=1, seed=2)
    result = _invoke("before", "after", "--store", str(store_path), "--format", "json",
                     "--resamples", "10")
    assert result.exit_code == 0, result.output
    models = {m["model"] for m in json.loads(result.output)["metrics"]["models"]}
    assert models == {"before/fast-coder", "after/fast-coder", "tiny-coder"}


def test_unknown_run_exits_2_naming_it(synthetic_store: Path) -> None:
    result = _invoke("nope", "--store", str(synthetic_store))
    assert result.exit_code == 2
    assert "no run named 'nope'" in result.output and "synthetic" in result.output


def test_missing_store_exits_2_without_creating_it(tmp_path: Path) -> None:
    missing = tmp_path / "missing.sqlite"
    result = _invoke("x", "--store", str(missing))
    assert result.exit_code == 2
    assert "error:" in result.output
    assert not missing.exists()


def test_unreadable_ratings_exit_2_before_reading_the_store(synthetic_store: Path,
                                                           tmp_path: Path) -> None:
    bad = tmp_path / "bad.csv"
    bad.write_text("name,score\n")
    result = _invoke("synthetic", "--store", str(synthetic_store), "--ratings", str(bad))
    assert result.exit_code == 2
    assert "bad.csv:1: missing column(s) model, rating" in result.output


def test_a_run_without_samples_exits_2_saying_so(tmp_path: Path) -> None:
    store_path = tmp_path / "empty.sqlite"
    with RunStore.open(store_path) as store:
        store.create_or_get_run("empty", {})
    result = _invoke("empty", "--store", str(store_path), "-o", str(tmp_path / "r.html"))
    assert result.exit_code == 2
    assert "hold no samples yet" in result.output
    assert not (tmp_path / "r.html").exists()


def test_json_output_is_strict_json_when_a_correlation_is_undefined(
    tmp_path: Path, synthetic_store: Path
) -> None:
    flat = tmp_path / "flat.csv"  # every model rated the same: correlations are undefined
    flat.write_text("model,rating\ncareful-coder,1\nfast-coder,1\ntiny-coder,1\n")
    result = _invoke("synthetic", "--store", str(synthetic_store), "--format", "json",
                     "--ratings", str(flat), "--resamples", "10")
    assert result.exit_code == 0, result.output
    payload = json.loads(result.output, parse_constant=lambda name: pytest.fail(name))
    assert payload["correlation"]["best_alpha"]["pearson"] is None
    assert payload["correlation"]["curve"][0]["pearson"] is None


@pytest.mark.parametrize("output_format", ["html", "md", "csv", "json"])
def test_an_unwritable_output_exits_2_naming_the_file(synthetic_store: Path, tmp_path: Path,
                                                      output_format: str) -> None:
    blocker = tmp_path / "not-a-dir"
    blocker.write_text("a file where a directory is expected\n")
    target = blocker / f"out.{output_format}"
    result = _invoke("synthetic", "--store", str(synthetic_store), "--format", output_format,
                     "-o", str(target), "--resamples", "10", "-q")
    assert result.exit_code == 2, result.output
    assert f"error: {target}: cannot write" in result.output
    assert "Traceback" not in result.output


def test_serving_on_a_port_in_use_exits_2_naming_it(synthetic_store: Path) -> None:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        result = _invoke("synthetic", "--store", str(synthetic_store), "--serve", "--port",
                         str(port), "--resamples", "10")
    assert result.exit_code == 2
    assert f"cannot serve on 127.0.0.1:{port}" in result.output
