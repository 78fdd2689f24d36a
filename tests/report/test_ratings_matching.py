"""`--ratings`: one point per model (a run of several benchmarks pooled), matched by the
model's name or its label, and the user always told what became of the ratings."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from report_synthetic import TASKS, fill_store

from vibebench.cli import main
from vibebench.metrics import MetricsConfig
from vibebench.report import ReportData, build_report_data, render_html
from vibebench.store import RunStore

THREE = ("careful-coder", "fast-coder", "tiny-coder")
RATINGS = {"careful-coder": 1400, "fast-coder": 1300, "tiny-coder": 1150}
CONFIG = MetricsConfig(resamples=20)


def _split_run(store: RunStore, name: str, models: tuple[str, ...]) -> None:
    """A run whose tasks come from two benchmarks (half each)."""
    run_id = fill_store(store, name, TASKS, models, max_k=1)
    store.record_benchmarks(
        run_id, {f"Synthetic/{t}": "alpha" if t < TASKS // 2 else "beta" for t in range(TASKS)}
    )


@pytest.fixture(scope="module")
def stores(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """`three`: 3 models over 2 benchmarks; `two`: 2 models over 2 benchmarks; `both`: the
    run of `two` next to a second run of one benchmark with one of its models."""
    folder = tmp_path_factory.mktemp("ratings-stores")
    paths = {name: folder / f"{name}.sqlite" for name in ("three", "two", "both")}
    with RunStore.open(paths["three"]) as store:
        _split_run(store, "multi", THREE)
    with RunStore.open(paths["two"]) as store:
        _split_run(store, "multi", THREE[:2])
    with RunStore.open(paths["both"]) as store:
        _split_run(store, "multi", THREE[:2])
        fill_store(store, "other", TASKS, ("careful-coder", "tiny-coder"), max_k=1, seed=3)
    return paths


def _ratings(tmp_path: Path, rows: dict[str, float]) -> Path:
    path = tmp_path / "ratings.csv"
    path.write_text("model,rating\n" + "".join(f"{m},{r}\n" for m, r in rows.items()))
    return path


def _build(store: Path, ratings: Path, runs: tuple[str, ...] = ("multi",),
           pooled: bool = False) -> ReportData:
    return build_report_data(store, list(runs), ratings_path=ratings, config=CONFIG,
                             with_drill=False, pooled=pooled)


def _section(data: ReportData) -> str:
    html = render_html(data)
    found = re.search(r'<section id="correlation" class="panel">(.*?)</section>', html, re.S)
    assert found is not None, "the page has no ratings section"
    assert 'data-tab="correlation"' in html
    return found.group(1)


def test_plain_model_names_correlate_one_point_per_model_over_the_pooled_benchmarks(
    stores: dict[str, Path], tmp_path: Path
) -> None:
    data = _build(stores["three"], _ratings(tmp_path, RATINGS))
    assert data.correlation is not None
    assert data.correlation.models == THREE
    assert data.ratings is not None and data.ratings.left_out == ()
    assert "pooled" in data.ratings.figures
    pooled = _build(stores["three"], _ratings(tmp_path, RATINGS), pooled=True)
    shown = {m.model: m.leaderboard for m in pooled.metrics.models}
    for row in data.ratings.matched:
        entry = shown[f"multi · all benchmarks/{row.model}"]
        assert entry.func is not None and entry.instruction_following is not None
        assert row.func == pytest.approx(entry.func.value)
        assert row.instruction_following == pytest.approx(entry.instruction_following.value)
        assert row.rating == RATINGS[row.model]
    assert pooled.correlation == data.correlation
    section = _section(data)
    assert 'id="chart-correlation"' in section and "3 models" in section


def test_a_benchmark_label_still_names_its_model(stores: dict[str, Path],
                                                 tmp_path: Path) -> None:
    labelled = {"multi · alpha/careful-coder": 1400, "multi · all benchmarks/fast-coder": 1300,
                "tiny-coder": 1150}
    data = _build(stores["three"], _ratings(tmp_path, labelled))
    assert data.correlation is not None and data.correlation.models == THREE
    assert data.ratings is not None
    assert data.ratings.rated_as["careful-coder"] == "multi · alpha/careful-coder"


def test_two_models_show_why_there_is_no_correlation(stores: dict[str, Path],
                                                     tmp_path: Path) -> None:
    data = _build(stores["two"], _ratings(tmp_path, {**RATINGS, "gpt-9": 1000}))
    assert data.correlation is None
    assert data.ratings is not None and not data.ratings.enough
    assert [row.model for row in data.ratings.matched] == list(THREE[:2])
    assert [str(entry) for entry in data.ratings.left_out] == [
        "tiny-coder (no model of that name in the runs)",
        "gpt-9 (no model of that name in the runs)",
    ]
    assert data.ratings_skipped == tuple(map(str, data.ratings.left_out))
    summary = data.ratings.summary()
    assert "\n" not in summary
    for expected in ("2 model(s) matched", "at least 3", "gpt-9 (no model of that name"):
        assert expected in summary
    text = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", _section(data)))
    assert "No correlation: 2 models matched a rating" in text
    assert "a correlation needs at least 3" in text
    assert "gpt-9 no model of that name in the runs" in text
    assert "careful-coder careful-coder 1400" in text  # the matched table


def test_an_unrated_model_is_listed_as_left_out(stores: dict[str, Path],
                                                tmp_path: Path) -> None:
    data = _build(stores["three"], _ratings(tmp_path, {"careful-coder": 1400}))
    assert data.ratings is not None
    assert [str(entry) for entry in data.ratings.left_out] == [
        "fast-coder (no rating under that name)", "tiny-coder (no rating under that name)"]
    assert "fast-coder" in _section(data)


def test_a_plain_name_of_a_model_of_several_runs_is_ambiguous(stores: dict[str, Path],
                                                              tmp_path: Path) -> None:
    rows = {"careful-coder": 1400, "other/careful-coder": 1390, "fast-coder": 1300,
            "tiny-coder": 1150}
    data = _build(stores["both"], _ratings(tmp_path, rows), runs=("multi", "other"))
    assert data.ratings is not None
    assert sorted(row.model for row in data.ratings.matched) == [
        "fast-coder", "other/careful-coder", "tiny-coder"]
    left = {entry.name: entry.reason for entry in data.ratings.left_out}
    assert left["multi/careful-coder"] == "no rating under that name"
    assert "several runs" in left["careful-coder"]
    assert data.correlation is not None and len(data.correlation.models) == 3


def test_the_json_report_carries_the_match(stores: dict[str, Path], tmp_path: Path) -> None:
    ratings = _ratings(tmp_path, {"careful-coder": 1400, "fast-coder": 1300})
    result = CliRunner().invoke(main, ["report", "multi", "--store", str(stores["two"]),
                                       "--ratings", str(ratings), "--format", "json",
                                       "--resamples", "10"])
    assert result.exit_code == 0, result.output
    payload = json.loads(result.stdout)
    assert payload["correlation"] is None
    assert [row["model"] for row in payload["ratings"]["matched"]] == list(THREE[:2])
    assert result.stderr.strip()  # the user is told there is no correlation
