"""The header's counts over a run of several benchmarks: each model and each sample once.

A run of two benchmarks shows each benchmark on its own (`RUN · BENCHMARK/model`), and with
`pooled` once more pooled; the header's "N model(s) · N samples" counts the run's models and
samples, not the views' rows (2 models x 2 benchmarks once read "4 model(s)", and with the
pooled view "6 model(s)" and twice the samples).
"""

from __future__ import annotations

import re
from datetime import UTC, datetime
from pathlib import Path

import pytest

from vibebench.metrics import MetricsConfig, RunMetrics
from vibebench.report import CodeAlignReport, ReportData, build_report_data, render_html
from vibebench.report._header import progress_bars
from vibebench.store import (
    ExecutionRecord,
    ExtractionRecord,
    GenerationRecord,
    RunStore,
    SampleKey,
    VerdictRecord,
)

BENCHMARKS = {"humaneval": ("HumanEval/0", "HumanEval/1", "HumanEval/2"),
              "embedded": ("Embedded/1", "Embedded/2")}
MODELS = ("alpha", "beta")
SETTINGS = (("base", 0), ("single", 1))
SAMPLES = 2
PER_MODEL = sum(map(len, BENCHMARKS.values())) * len(SETTINGS) * SAMPLES  # 20


def _put_sample(store: RunStore, key: SampleKey) -> None:
    """One sample whose every stage ran (passes its tests, follows its instruction)."""
    store.put_generation(key, GenerationRecord(
        turn=0, final=True, messages=[{"role": "user", "content": key.task_id}],
        response="```python\npass\n```", status="ok"))
    store.put_extraction(key, ExtractionRecord(code="pass", method="fenced"))
    store.put_verdicts(key, [VerdictRecord(instruction_id="style_3", position=1, passed=True)]
                       if key.k else [])
    store.put_execution(key, ExecutionRecord(passed=True, status="passed", isolation="bwrap"))


def _fill(store: RunStore, run: str) -> None:
    """`run`: both models over both benchmarks, every planned sample done."""
    run_id = store.create_or_get_run(run, {"benchmarks": list(BENCHMARKS)})
    store.record_benchmarks(
        run_id, {task: name for name, tasks in BENCHMARKS.items() for task in tasks})
    for model in MODELS:
        store.record_plan(run_id, model, PER_MODEL)
        for tasks in BENCHMARKS.values():
            for task in tasks:
                for setting, k in SETTINGS:
                    for sample in range(SAMPLES):
                        _put_sample(store, SampleKey(run_id=run_id, model=model, task_id=task,
                                                     setting=setting, k=k, sample=sample))


@pytest.fixture(scope="module")
def two_by_two(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A store with run `two`: 2 models x 2 benchmarks; and run `again`, the same."""
    path = tmp_path_factory.mktemp("two-by-two") / "runs.sqlite"
    with RunStore.open(path) as store:
        _fill(store, "two")
        _fill(store, "again")
    return path


def _header(data: ReportData) -> tuple[int, int]:
    """The header's model and sample counts, as the page shows them."""
    meta = re.search(r"(\d+) model\(s\) ·\s+([\d,]+) samples ·", render_html(data))
    assert meta is not None
    return int(meta[1]), int(meta[2].replace(",", ""))


def _badge(data: ReportData) -> str:
    badge = re.search(r'<span class="state \w+" id="completeness">([^<]+)</span>',
                      render_html(data))
    assert badge is not None
    return badge[1]


@pytest.mark.parametrize("pooled", [False, True], ids=["per-benchmark", "pooled"])
def test_the_header_counts_each_model_and_sample_of_a_two_benchmark_run_once(
    two_by_two: Path, pooled: bool,
) -> None:
    data = build_report_data(two_by_two, ["two"], config=MetricsConfig(resamples=10),
                             pooled=pooled, with_drill=False)
    views = 3 if pooled else 2
    assert len(data.metrics.models) == len(MODELS) * views  # the leaderboard's rows
    total = len(MODELS) * PER_MODEL
    assert _header(data) == (2, total)
    assert _badge(data) == f"complete: {total:,} samples done"
    assert data.samples == data.progress.done == total
    assert [bar.model for bar in progress_bars(data.progress)] == list(MODELS)


def test_a_model_in_two_runs_counts_once_per_run(two_by_two: Path) -> None:
    data = build_report_data(two_by_two, ["two", "again"], config=MetricsConfig(resamples=10),
                             with_drill=False)
    assert {entry.model for entry in data.progress.models} == {
        "two/alpha", "two/beta", "again/alpha", "again/beta"}
    total = 2 * len(MODELS) * PER_MODEL
    assert _header(data) == (4, total)


def test_a_codealign_model_counts_once_over_its_languages() -> None:
    section = CodeAlignReport(
        runs=("ca",), settings=(), samples=7, scores=(),
        models=("coder", "coder [java]", "coder [javascript]", "lazy [java]", "r/x [java]"),
        languages=("python", "java", "javascript"))
    assert section.run_models == ("coder", "lazy", "r/x")
    data = ReportData(title="ca", store="runs.sqlite", runs=(), codealign=section,
                      metrics=RunMetrics(config=MetricsConfig(), models=(), comparisons=()),
                      generated_at=datetime(2026, 1, 1, tzinfo=UTC))
    assert _header(data) == (3, 7)
