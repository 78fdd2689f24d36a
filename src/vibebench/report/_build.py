"""Gather what a report shows: one pass over the store, metrics from the metrics package.

The report computes no figure itself. It reads each sample once, handing its outcome to the
metrics stage and its transcript to the drill-down, then asks the metrics stage for every
figure and (with ratings) for the correlation curve. Samples of CodeAlignBench runs go to
that section instead of the VeriCode figures; their rates come from `vibebench.codealign`.

In the same pass each VeriCode sample is counted for the run's progress (planned, done, how
its generation ended); only samples that are done reach the metrics, so a partial run shows
its missing figures as not computed rather than as failures, and says it is incomplete.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError

from vibebench.errors import ConfigError
from vibebench.metrics import (
    CorrelationCurve,
    MetricsConfig,
    RunMetrics,
    SampleOutcome,
    compute_metrics,
    correlation_curve,
    find_runs,
    model_labels,
    outcome_of,
    rated_models_from_metrics,
    read_ratings,
)
from vibebench.models import GenerationSettings
from vibebench.report._codealign import CodeAlignCollector, CodeAlignReport, split_runs
from vibebench.report._drill import DrillDown, DrillDownBuilder
from vibebench.store import ModelProgress, RunProgress, RunStore

Progress = Callable[[int], None]
"""Called with the number of samples read so far."""


class RunInfo(BaseModel):
    """A run as the report header names it."""

    model_config = ConfigDict(frozen=True)

    name: str
    run_id: str
    created_at: datetime
    vibebench_version: str
    generation: tuple[tuple[str, str], ...] = ()
    """The run's generation settings as (setting, value), for the header; empty when the
    run stored none."""


class ReportData(BaseModel):
    """Everything one report renders, in any format."""

    model_config = ConfigDict(frozen=True)

    title: str
    store: str
    runs: tuple[RunInfo, ...]
    metrics: RunMetrics
    correlation: CorrelationCurve | None = None
    ratings_skipped: tuple[str, ...] = ()
    """Models left out of the correlation (no rating, or no base / single k=1 samples)."""
    drill: DrillDown | None = None
    codealign: CodeAlignReport | None = None
    """The CodeAlignBench section, when a run of that suite is in the report."""
    progress: RunProgress = RunProgress()
    """Planned and done samples and generation outcomes of every VeriCode model."""
    generated_at: datetime

    @property
    def complete(self) -> bool:
        """Every planned sample of the VeriCode runs is done."""
        return self.progress.complete

    @property
    def samples(self) -> int:
        """Samples read, over both kinds of run."""
        vericode = sum(model.samples for model in self.metrics.models)
        return vericode + (self.codealign.samples if self.codealign is not None else 0)


@dataclass(frozen=True)
class _Read:
    """What the one pass over the store gives."""

    runs: list[RunInfo]
    outcomes: list[SampleOutcome]
    drill: DrillDown | None
    codealign: CodeAlignReport | None
    progress: RunProgress


def _read(
    store: RunStore, run_names: Sequence[str], with_drill: bool, progress: Progress | None
) -> _Read:
    runs = find_runs(store, run_names)
    vericode_runs, codealign_runs = split_runs(runs)
    vericode = {run.name for run in vericode_runs}
    tagged: list[tuple[str, SampleOutcome]] = []
    pairs: set[tuple[str, str]] = set()
    builder = DrillDownBuilder() if with_drill else None
    codealign = CodeAlignCollector(with_pairwise=with_drill)
    per_run: list[tuple[str, tuple[ModelProgress, ...]]] = []
    count = 0
    for run in runs:
        counter = store.progress_counter(run.run_id) if run.name in vericode else None
        for view in store.iter_samples(run.run_id):
            if counter is None:
                codealign.add(view, run.name)
            elif counter.add(view):
                tagged.append((run.name, outcome_of(view)))
            if builder is not None:
                pairs.add((run.name, view.key.model))
                builder.add(view, run.name)
            count += 1
            if progress is not None and count % 1000 == 0:
                progress(count)
        if counter is not None:
            per_run.append((run.name, counter.build(store.planned(run.run_id))))
    infos = [RunInfo(name=r.name, run_id=r.run_id, created_at=r.created_at,
                     vibebench_version=r.vibebench_version,
                     generation=_generation_of(r.config)) for r in runs]
    # The drill-down shows both kinds of run together: label models over all of them.
    drill = None if builder is None else builder.build(model_labels(pairs))
    return _Read(runs=infos, outcomes=_labelled(tagged, per_run), drill=drill,
                 codealign=codealign.build(store, codealign_runs),
                 progress=_labelled_progress(per_run))


def _generation_of(config: Mapping[str, Any]) -> tuple[tuple[str, str], ...]:
    """The header's (setting, value) pairs of a run's stored generation settings (runs of
    the codealign suite, and older runs, store a temperature and max tokens only)."""
    stored = config.get("generation")
    if not isinstance(stored, dict):
        older = {"temperature": config.get("temperature"), "max tokens": config.get("max_tokens")}
        return tuple((key, str(value)) for key, value in older.items() if value is not None)
    try:
        return tuple(GenerationSettings.model_validate(stored).describe())
    except ValidationError:
        return (("generation", json.dumps(stored, sort_keys=True)),)


def _vericode_labels(
    per_run: Sequence[tuple[str, Sequence[ModelProgress]]],
) -> dict[tuple[str, str], str]:
    """`model`, or `run/model` when several runs have it (planned models included)."""
    return model_labels((run, entry.model) for run, models in per_run for entry in models)


def _labelled(
    tagged: Sequence[tuple[str, SampleOutcome]],
    per_run: Sequence[tuple[str, Sequence[ModelProgress]]],
) -> list[SampleOutcome]:
    labels = _vericode_labels(per_run)
    return [
        o if labels[(run, o.model)] == o.model
        else o.model_copy(update={"model": labels[(run, o.model)]})
        for run, o in tagged
    ]


def _labelled_progress(per_run: Sequence[tuple[str, Sequence[ModelProgress]]]) -> RunProgress:
    labels = _vericode_labels(per_run)
    return RunProgress(models=tuple(
        entry.model_copy(update={"model": labels[(run, entry.model)]})
        for run, models in per_run for entry in models
    ))


def build_report_data(
    store_path: Path,
    run_names: Sequence[str],
    *,
    config: MetricsConfig | None = None,
    ratings_path: Path | None = None,
    with_drill: bool = True,
    progress: Progress | None = None,
    title: str | None = None,
) -> ReportData:
    """Read the runs and compute everything the report shows.

    Raises:
        StoreError: the store cannot be opened or read.
        ConfigError: a run name is not in the store, or nothing to report.
        DatasetError: the ratings file cannot be read.
    """
    ratings = read_ratings(ratings_path) if ratings_path is not None else None
    with RunStore.open(store_path, create=False) as store:
        read = _read(store, run_names, with_drill, progress)
    runs, outcomes = read.runs, read.outcomes
    if not read.progress.total and (read.codealign is None or not read.codealign.samples):
        names = ", ".join(run.name for run in runs)
        raise ConfigError(f"{store_path}: run(s) {names} hold no samples yet; nothing to report")
    metrics = compute_metrics(outcomes, config)
    curve, skipped = None, ()
    if ratings is not None:
        # Models over the error-rate limit are not comparable: the correlation leaves them out.
        comparable = metrics.model_copy(
            update={"models": tuple(m for m in metrics.models if not m.flagged)})
        rows, left_out = rated_models_from_metrics(comparable, ratings)
        skipped = tuple(left_out) + tuple(
            f"{m.model} (error rate above the limit)" for m in metrics.models if m.flagged)
        curve = correlation_curve(rows) if len(rows) >= 3 else None
    return ReportData(
        title=title or "vibebench report: " + ", ".join(run.name for run in runs),
        store=str(store_path),
        runs=tuple(runs),
        metrics=metrics,
        correlation=curve,
        ratings_skipped=skipped,
        drill=read.drill,
        codealign=read.codealign,
        progress=read.progress,
        generated_at=datetime.now(timezone.utc),
    )
