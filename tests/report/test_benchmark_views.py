"""A run of several benchmarks: the report shows each benchmark on its own, the pooled view
only with --pooled, and the header says what was run."""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from vibebench.cli import main
from vibebench.metrics import MetricsConfig
from vibebench.report import build_report_data, write_html
from vibebench.report._build import RunInfo
from vibebench.report._header import _run_facts, board_rows, facts
from vibebench.report._health import report_standings
from vibebench.report._tables import NOT_COMPUTED
from vibebench.store import RunSpec, RunStore, aggregate_runs

RUN = ["run", "--limit", "2", "-m", "reference", "-s", "base", "-s", "single", "-k", "1"]
BENCHMARKS = ("humaneval", "embedded")
FIGURES = ("pass_at_1", "functional_regression", "if_instruction", "if_task")


def _vibebench(*args: str) -> str:
    result = CliRunner().invoke(main, list(args))
    assert result.exit_code == 0, result.output
    return result.stdout


@pytest.fixture(scope="module")
def two_benchmarks(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[Any]]:
    """A store with one run of HumanEval and the embedded tasks (two tasks each), and the
    run's own JSON of every view (each benchmark and, with --pooled, all of them)."""
    folder = tmp_path_factory.mktemp("two-benchmarks")
    store = folder / "runs.sqlite"
    with pytest.MonkeyPatch.context() as patch:
        patch.chdir(folder)
        _vibebench(*RUN, "--store", str(store), "--no-report", "--format", "json")
        rows = json.loads(
            _vibebench(*RUN, "--store", str(store), "--no-report", "--pooled", "--format", "json")
        )
    return store, rows


def _report(store: Path, *extra: str) -> dict[str, Any]:
    output = _vibebench(
        "report",
        "default",
        "--store",
        str(store),
        "--format",
        "json",
        "--resamples",
        "50",
        *extra,
    )
    return json.loads(output)


def _same_figures(reported: dict[str, Any], run_row: dict[str, Any]) -> None:
    assert reported["samples"] == run_row["samples"]
    assert reported["errors"] == run_row["errors"]
    got = {(r["setting"], r["k"]): r for r in reported["rows"]}
    assert set(got) == {(r["setting"], r["k"]) for r in run_row["rows"]}
    for row in run_row["rows"]:
        mine = got[(row["setting"], row["k"])]
        assert mine["tasks"] == row["tasks"]
        for figure in FIGURES:
            interval = mine[figure]
            value = None if interval is None else interval["value"]
            assert value == pytest.approx(row[figure]), (row["setting"], row["k"], figure)


def test_each_benchmark_has_the_figures_the_run_gives_it(two_benchmarks) -> None:
    store, run_rows = two_benchmarks
    report = _report(store)
    models = {m["model"]: m for m in report["metrics"]["models"]}
    assert set(models) == {f"default · {name}/reference" for name in BENCHMARKS}
    for row in run_rows:
        if row["benchmark"] in BENCHMARKS:
            _same_figures(models[f"default · {row['benchmark']}/reference"], row)
    assert report["metrics"]["comparisons"] == []  # no test across benchmarks


def test_pooled_adds_the_pooled_view_with_the_runs_pooled_figures(two_benchmarks) -> None:
    store, run_rows = two_benchmarks
    models = {m["model"]: m for m in _report(store, "--pooled")["metrics"]["models"]}
    assert set(models) == {
        "default · humaneval/reference",
        "default · embedded/reference",
        "default · all benchmarks/reference",
    }
    (pooled,) = [row for row in run_rows if row["benchmark"] == "all benchmarks"]
    _same_figures(models["default · all benchmarks/reference"], pooled)


def test_progress_stays_per_run_and_executions_follow_the_views(two_benchmarks) -> None:
    store, _ = two_benchmarks
    data = build_report_data(store, ["default"], config=MetricsConfig(resamples=20))
    assert [entry.model for entry in data.progress.models] == ["reference"]
    assert data.progress.complete
    assert {e.model: e.executions for e in data.executions} == {
        "default · humaneval/reference": 4,
        "default · embedded/reference": 4,
    }
    assert data.benchmark_views == {
        "default · humaneval/reference": "reference",
        "default · embedded/reference": "reference",
    }
    assert report_standings(data)["reference"].flagged is False
    assert sum(data.runs[0].isolation.values()) == 8  # the run's, over its benchmarks


def test_each_benchmark_is_ranked_on_its_own(two_benchmarks, tmp_path: Path) -> None:
    store, _ = two_benchmarks
    data = build_report_data(store, ["default"], config=MetricsConfig(resamples=20), pooled=True)
    assert {row["name"]: row["rank"] for row in board_rows(data)} == {
        "default · humaneval/reference": "1",
        "default · embedded/reference": "1",
        "default · all benchmarks/reference": "1",
    }
    write_html(data, tmp_path / "r.html")
    html = (tmp_path / "r.html").read_text()
    board = re.search(r'<script type="application/json" id="board-data">(.*?)</script>', html)
    assert board is not None
    assert {m["name"]: m["view"] for m in json.loads(board.group(1))["models"]} == {
        "default · humaneval/reference": "default · humaneval",
        "default · embedded/reference": "default · embedded",
        "default · all benchmarks/reference": "default · all benchmarks",
    }


def test_the_split_is_made_in_sql_and_adds_up_to_the_run(two_benchmarks) -> None:
    store, _ = two_benchmarks
    with RunStore.open(store) as opened:
        run_id = opened.list_runs()[0].run_id
    whole = aggregate_runs(store, [RunSpec(run_id)])
    split = aggregate_runs(store, [RunSpec(run_id, benchmarks=BENCHMARKS)])
    assert whole.views == {}
    assert {name for _, name in split.views.values()} == set(BENCHMARKS)
    assert {run for run, *_ in split.tasks.groups} == set(split.views)
    pairs = list(zip(split.tasks.task, split.tasks.group, strict=True))
    per_view = {
        view: {split.tasks.tasks[t] for t, g in pairs if split.tasks.groups[g][0] == view}
        for view in split.views
    }
    assert {name: sorted(per_view[view]) for view, (_, name) in split.views.items()} == {
        "humaneval": ["HumanEval/0", "HumanEval/1"],
        "embedded": ["Embedded/1", "Embedded/2"],
    }
    for name in ("samples", "passed"):
        column = ("samples", "passed").index(name)
        assert split.tasks.values[column].sum() == whole.tasks.values[column].sum()
    assert split.counts == whole.counts  # progress stays per run
    assert sum(row[-1] for row in split.executions) == sum(row[-1] for row in whole.executions)


def test_the_header_names_benchmarks_versions_models_settings_date_and_isolation(
    two_benchmarks,
) -> None:
    store, _ = two_benchmarks
    data = build_report_data(store, ["default"], config=MetricsConfig(resamples=20))
    (card,) = facts(data)
    rows = dict(card.rows)
    assert rows["benchmarks"] == "humaneval (2 tasks), embedded (2 tasks)"
    assert rows["benchmark options"] == "none (loader defaults)"
    assert rows["instructions"].startswith("shipped (rule selector v")
    assert rows["models"] == "reference (8 samples)"
    assert rows["generation (every model)"].startswith("temperature ")
    assert "max tokens" in rows["generation (every model)"]
    assert re.fullmatch(r"vibebench \S+ · Python 3\.\S+ · Ruff \d\S* · .+", rows["versions"])
    assert rows["isolation"].endswith("(8 executions)")
    assert re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d UTC", card.created)


def test_the_header_names_the_benchmark_options_data_files_and_instructions() -> None:
    run = RunInfo(
        name="bcb",
        run_id="r1",
        created_at=datetime(2026, 1, 2, 3, 4, tzinfo=UTC),
        vibebench_version="0.1.0",
        config={
            "benchmarks": ["bigcodebench", "humaneval"],
            "data_files": ["bcb.jsonl", ""],
            "benchmark_options": ["version=v0.1.4", "subset=hard"],
            "augmented": ["mine.jsonl"],
            "calibrated": "off",
        },
        benchmark_tasks={"bigcodebench": 148, "humaneval": 164},
    )
    rows = dict(_run_facts(run).rows)
    assert rows["benchmarks"] == (
        "bigcodebench (148 tasks, data file bcb.jsonl), humaneval (164 tasks)"
    )
    assert rows["benchmark options"] == "version=v0.1.4, subset=hard"
    assert rows["instructions"] == "mine.jsonl"
    assert rows["calibration"] == "off"
    assert rows["generation (every model)"] == "not recorded"
    assert rows["versions"].endswith("(a store older than schema 4)")
    assert rows["isolation"] == NOT_COMPUTED


def test_the_report_vibebench_run_writes_shows_each_benchmark(tmp_path: Path) -> None:
    report = tmp_path / "default.html"
    with pytest.MonkeyPatch.context() as patch:
        patch.chdir(tmp_path)
        _vibebench(*RUN, "--store", str(tmp_path / "runs.sqlite"), "--report", str(report))
    board = re.search(
        r'<script type="application/json" id="board-data">(.*?)</script>', report.read_text()
    )
    assert board is not None
    assert [m["name"] for m in json.loads(board.group(1))["models"]] == [
        "default · humaneval/reference",
        "default · embedded/reference",
    ]
