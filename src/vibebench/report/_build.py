"""Gather what a report shows: SQL aggregates of the store, figures from the metrics package.

The report computes no figure itself. For VeriCode runs the store aggregates every sample in
SQL (`vibebench.store.aggregate_runs`: per task, per instruction, per model); the metrics
stage turns those per-task rows into every figure with its bootstrap interval; progress (how
much is done, how generations ended), isolation and reward-hack flags come from the same
pass. Only samples that are done reach the figures, so a partial run shows its missing
figures as not computed rather than as failures, and says it is incomplete.

A run of several benchmarks shows each benchmark on its own, as if it were a run named
`RUN · BENCHMARK`: its models are labelled `RUN · BENCHMARK/model`, and its figures come from
the store's aggregates restricted to that benchmark's tasks (in SQL) and are computed with a
bootstrap over those tasks only, so they are the figures a run of that benchmark alone would
show. `pooled` adds the run's benchmarks pooled, as `RUN · all benchmarks`. Ratings are per
model, so the correlation with them takes one point per model of a run: its benchmarks
pooled, computed for it whether or not `pooled` shows them (`report._ratings`). Progress, the
outcome tables and the drill-down stay per run; runs of one benchmark, and runs stored before
the store recorded benchmarks (schema 5), show as one view.

Text is read only for what the page shows: one prompt per task (its name) and the samples
of the tasks whose details the page carries (`details`). Runs of the CodeAlignBench suite
are small and read sample by sample for their own section; their rates come from
`vibebench.codealign`.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, TypedDict

from pydantic import ValidationError

from vibebench._frozen import FrozenModel
from vibebench.errors import ConfigError
from vibebench.metrics import (
    CorrelationCurve,
    MetricsConfig,
    RunMetrics,
    aggregates_from_store,
    compute_from_aggregates,
    correlation_curve,
    find_runs,
    model_labels,
    read_ratings,
    store_aggregates,
)
from vibebench.models import GenerationSettings
from vibebench.report._codealign import CodeAlignCollector, CodeAlignReport, split_runs
from vibebench.report._drill import DrillDown, DrillDownBuilder, natural_key
from vibebench.report._ratings import RatingPoint, RatingsMatch, match_ratings
from vibebench.report._titles import task_title
from vibebench.store import (
    ModelProgress,
    RunProgress,
    RunRecord,
    RunStore,
    SampleView,
    StoreAggregates,
    first_prompts,
    iter_task_views,
    progress_from_aggregates,
)

if TYPE_CHECKING:
    from typing_extensions import Unpack

Progress = Callable[[str], None]
"""Called with what the build is doing (for a spinner)."""
Details = Literal["auto", "all", "none"]
DETAIL_LIMIT = 20_000
"""With `details="auto"`, runs up to this many samples carry every task's details; larger
ones the first page of tasks (the rest: `--details all` or `vibebench report --serve`)."""
FIRST_PAGE = 50
POOLED = "all benchmarks"
"""The name of a run's pooled view (`pooled`), after the run's name."""
VIEW_JOIN = " · "
"""Between a run's name and its benchmark in a view's name."""


class RunInfo(FrozenModel):
    """A run as the report header names it."""

    name: str
    run_id: str
    created_at: datetime
    vibebench_version: str
    generation: tuple[tuple[str, str], ...] = ()
    """The run's generation settings as (setting, value), for the header; empty when the
    run stored none."""
    config: dict[str, Any] = {}
    """The run's configuration (benchmarks, settings, k, samples, temperature...)."""
    environment: tuple[dict[str, str], ...] = ()
    """Versions the run was written with (vibebench, Python, Ruff, platform), as the store
    recorded them: at creation, then each different one that resumed it."""
    isolation: dict[str, int] = {}
    """Executions per sandbox isolation level."""
    models: tuple[str, ...] = ()
    samples: dict[str, int] = {}
    """Samples per model: planned, or stored when the run recorded no plan."""
    benchmark_tasks: dict[str, int] = {}
    """Tasks per benchmark in the run's plan (empty for runs stored before schema 5)."""


class ModelExecutions(FrozenModel):
    """How one model's programs were executed, and the reward-hack flags they raised."""

    model: str
    executions: int
    isolation: dict[str, int]
    flagged: int
    """Executions with at least one reward-hack flag."""
    flags: dict[str, int]
    """Executions per flag."""


class ReportData(FrozenModel):
    """Everything one report renders, in any format."""

    title: str
    store: str
    runs: tuple[RunInfo, ...]
    metrics: RunMetrics
    correlation: CorrelationCurve | None = None
    """The correlation with the ratings, when at least 3 models are rated (`ratings`)."""
    ratings: RatingsMatch | None = None
    """With a ratings file: the models matched, those left out and why, the figures used."""
    ratings_skipped: tuple[str, ...] = ()
    """`ratings.left_out` as `name (reason)`: models left out of the correlation (no
    rating, rated twice, error rate above the limit, no base / single k=1 samples) and
    names of the ratings file that match no model, or several."""
    drill: DrillDown | None = None
    codealign: CodeAlignReport | None = None
    """The CodeAlignBench section, when a run of that suite is in the report."""
    progress: RunProgress = RunProgress()
    """Planned and done samples and generation outcomes of every VeriCode model."""
    executions: tuple[ModelExecutions, ...] = ()
    generated_at: datetime
    benchmark_views: dict[str, str] = {}
    """The label of a model in one benchmark's view (`RUN · BENCHMARK/model`) -> its label in
    `progress` (a run of several benchmarks: figures per benchmark, progress per run)."""
    label_views: dict[str, str] = {}
    """The label of a model in a benchmark's or the pooled view -> the view's name
    (`RUN · BENCHMARK`, `RUN · all benchmarks`): leaderboards rank a view at a time."""

    @property
    def complete(self) -> bool:
        """Every planned sample of the VeriCode runs is done."""
        return self.progress.complete

    @property
    def samples(self) -> int:
        """Samples read, over both kinds of run, each once: a run of several benchmarks
        counts its benchmarks' views, not the pooled view, which holds the same samples."""
        vericode = sum(
            model.samples
            for model in self.metrics.models
            if model.model in self.benchmark_views or model.model not in self.label_views
        )
        return vericode + (self.codealign.samples if self.codealign is not None else 0)

    @property
    def model_count(self) -> int:
        """Models of the runs, as the progress and outcome tables list them: a model counts
        once per run it is in (labelled `run/model` when several runs have it), not once per
        benchmark's view or language, and a model with no sample done counts too."""
        vericode = len({entry.model for entry in self.progress.models})
        return vericode + (len(self.codealign.run_models) if self.codealign is not None else 0)


def _labels(
    per_run: Sequence[tuple[RunRecord, Sequence[ModelProgress]]],
) -> dict[tuple[str, str], str]:
    """`model`, or `run/model` when several runs have it (planned models included)."""
    return model_labels((run.name, entry.model) for run, models in per_run for entry in models)


@dataclass(frozen=True)
class _View:
    """What one set of figures counts: a run, one benchmark of it, or its benchmarks pooled."""

    name: str
    """The run's name, or `RUN · BENCHMARK`, or `RUN · all benchmarks`."""
    run: str
    """The run's name."""
    keys: tuple[str, ...]
    """The ids its figures have in the store's aggregates (a run_id or view ids)."""
    models: tuple[str, ...]
    group: str
    """Views computed together (one bootstrap): the same benchmark, all pooled views, or
    every run shown whole ("")."""
    run_label: dict[str, str]
    """model -> its label in the run's progress."""


def _views(
    per_run: Sequence[tuple[RunRecord, Sequence[ModelProgress]]],
    found: StoreAggregates,
    labels: Mapping[tuple[str, str], str],
    pooled: bool,
) -> list[_View]:
    """Each run's views: the run, or one per benchmark (and the pooled one if asked for)."""
    views = []
    for run, entries in per_run:
        models = tuple(entry.model for entry in entries)
        own = {model: labels[(run.name, model)] for model in models}
        split = {
            view: name for view, (run_id, name) in found.views.items() if run_id == run.run_id
        }
        if not split:
            views.append(_View(run.name, run.name, (run.run_id,), models, "", own))
            continue
        for view, name in split.items():
            views.append(
                _View(f"{run.name}{VIEW_JOIN}{name}", run.name, (view,), models, name, own)
            )
        if pooled:
            name = f"{run.name}{VIEW_JOIN}{POOLED}"
            views.append(_View(name, run.name, tuple(split), models, POOLED, own))
    return views


def _shown(views: Sequence[_View]) -> dict[tuple[str, str], str]:
    """(view name, model) -> the model's label in the figures (`VIEW/model` when several
    views have it)."""
    return model_labels((view.name, model) for view in views for model in view.models)


def _view_labels(views: Sequence[_View]) -> dict[str, dict[tuple[str, str], str]]:
    """Per group of views: (aggregate id, model) -> the model's label in the figures."""
    shown = _shown(views)
    groups: dict[str, dict[tuple[str, str], str]] = {}
    for view in views:
        group = groups.setdefault(view.group, {})
        for key in view.keys:
            group.update({(key, model): shown[(view.name, model)] for model in view.models})
    return groups


def _benchmark_views(views: Sequence[_View]) -> dict[str, str]:
    """The label of each model in a benchmark's view -> its label in the run's progress."""
    shown = _shown(views)
    return {
        shown[(view.name, model)]: view.run_label[model]
        for view in views
        if view.group not in ("", POOLED)
        for model in view.models
    }


def _label_views(views: Sequence[_View]) -> dict[str, str]:
    """The label of each model in a benchmark's or the pooled view -> the view's name."""
    shown = _shown(views)
    return {
        shown[(view.name, model)]: view.name
        for view in views
        if view.group
        for model in view.models
    }


def _metrics(
    found: StoreAggregates,
    groups: Mapping[str, Mapping[tuple[str, str], str]],
    config: MetricsConfig | None,
) -> RunMetrics:
    """The figures of each group of views on their own (own tasks, own bootstrap), merged."""
    parts = [
        compute_from_aggregates(aggregates_from_store(found, g), config) for g in groups.values()
    ]
    if len(parts) == 1:
        return parts[0]
    return RunMetrics(
        config=config or MetricsConfig(),
        models=tuple(m for part in parts for m in part.models),
        comparisons=tuple(c for part in parts for c in part.comparisons),
    )


def _executions(
    found: StoreAggregates, groups: Mapping[str, Mapping[tuple[str, str], str]]
) -> tuple[ModelExecutions, ...]:
    tallies: dict[str, dict[str, Any]] = {}
    for run_id, model, isolation, flags, count in found.executions:
        for group in groups.values():
            if (run_id, model) in group:
                _tally_execution(tallies, group[(run_id, model)], isolation, flags, count)
    return tuple(ModelExecutions(model=name, **tally) for name, tally in sorted(tallies.items()))


def _tally_execution(
    tallies: dict[str, dict[str, Any]], name: str, isolation: str, flags: str, count: int
) -> None:
    """Add `count` executions of one isolation level and flags to the label's tally."""
    tally = tallies.setdefault(name, {"executions": 0, "isolation": {}, "flagged": 0, "flags": {}})
    tally["executions"] += count
    tally["isolation"][isolation] = tally["isolation"].get(isolation, 0) + count
    raised = json.loads(flags) if flags and flags != "[]" else []
    if raised:
        tally["flagged"] += count
        for flag in raised:
            tally["flags"][str(flag)] = tally["flags"].get(str(flag), 0) + count


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


def _run_info(
    store: RunStore, run: RunRecord, found: StoreAggregates, models: Sequence[ModelProgress]
) -> RunInfo:
    isolation: dict[str, int] = {}
    for key, _, level, _, count in found.executions:
        if found.views.get(key, (key,))[0] == run.run_id:
            isolation[level] = isolation.get(level, 0) + count
    return RunInfo(
        name=run.name,
        run_id=run.run_id,
        created_at=run.created_at,
        vibebench_version=run.vibebench_version,
        generation=_generation_of(run.config),
        config=dict(run.config),
        environment=run.environment,
        isolation=isolation,
        models=tuple(m.model for m in models),
        samples={m.model: m.total for m in models},
        benchmark_tasks=Counter(store.benchmarks(run.run_id).values()),
    )


def _detail_tasks(tasks: Sequence[str], samples: int, details: Details) -> list[str]:
    if details == "none":
        return []
    if details == "all" or samples <= DETAIL_LIMIT:
        return list(tasks)
    return sorted(tasks, key=natural_key)[:FIRST_PAGE]


def _drill(
    store: RunStore,
    vericode: Sequence[RunRecord],
    found: StoreAggregates,
    labels: dict[tuple[str, str], str],
    codealign: Sequence[tuple[SampleView, str]],
    details: Details,
) -> DrillDown:
    """The drill-down: index and task counts from SQL, details read for the shown tasks."""
    builder = DrillDownBuilder(labels)
    names = {run.run_id: run.name for run in vericode}
    builder.add_index(found.index, names)
    builder.add_overview(found.overview)
    for view, run_name in codealign:
        builder.add_view(view, run_name, needs_execution=False)
    tasks = [task.task_id for task in found.overview]
    shown = _detail_tasks(tasks, len(found.index), details)
    for run in vericode:
        models = [model for (run_name, model) in labels if run_name == run.name]
        for view in iter_task_views(store.path, run.run_id, models, shown):
            builder.add_details(view, run.name)
        prompts = first_prompts(
            store.path, run.run_id, [t for t in tasks if t not in builder.titles]
        )
        builder.titles.update((task, task_title(text)) for task, text in prompts.items())
    return builder.build()


def _rating_points(views: Sequence[_View]) -> list[RatingPoint]:
    """One point per model of a run, labelled as in the run's progress (`model`, or
    `run/model` when several runs have it), with every name a rating may give it."""
    shown = _shown(views)
    names: dict[str, set[str]] = {}
    for view in views:
        for model in view.models:
            label = view.run_label[model]
            found = names.setdefault(label, {label, model, f"{view.run}/{model}"})
            found.add(shown[(view.name, model)])
            if view.group:
                found.add(f"{view.run}{VIEW_JOIN}{POOLED}/{model}")
    return [RatingPoint(label=label, names=frozenset(found)) for label, found in names.items()]


def _rating_metrics(
    found: StoreAggregates,
    views: Sequence[_View],
    metrics: RunMetrics,
    config: MetricsConfig | None,
) -> tuple[RunMetrics, str]:
    """Each model's figures as one point of the correlation, and what they are.

    A run of one benchmark gives its figures (those shown); a run of several gives each
    model's benchmarks pooled, computed here when `pooled` did not show them (point values
    only: one resample, as intervals play no part in the correlation).
    """
    if not any(view.group for view in views):
        return metrics, "each model's Func and IF over its run, as the leaderboard shows them"
    labels = {
        (key, model): view.run_label[model]
        for view in views
        if view.group != POOLED
        for key in view.keys
        for model in view.models
    }
    point_only = (config or MetricsConfig()).model_copy(update={"resamples": 1})
    pooled = compute_from_aggregates(aggregates_from_store(found, labels), point_only)
    return pooled, (
        "each model's Func and IF over all the benchmarks of its run pooled (the figures "
        f"--pooled shows as RUN{VIEW_JOIN}{POOLED})"
    )


class ReportOptions(TypedDict, total=False):
    """What `build_report_data` reads and computes beyond the runs themselves."""

    config: MetricsConfig | None
    """How the figures are computed (default: `MetricsConfig()`)."""
    ratings_path: Path | None
    """Human ratings to correlate the composite score with."""
    with_drill: bool
    """Carry the drill-down (default: True)."""
    progress: Progress | None
    """Called with what the build is doing."""
    title: str | None
    """The page title (default: from the run names)."""
    details: Details
    """Which tasks' samples the drill-down carries (default: `auto`)."""
    pooled: bool
    """Also show each run of several benchmarks with its benchmarks pooled (default: False:
    each benchmark on its own only)."""


def build_report_data(
    store_path: Path, run_names: Sequence[str], **options: Unpack[ReportOptions]
) -> ReportData:
    """Read the runs and compute everything the report shows.

    Raises:
        StoreError: the store cannot be opened or read.
        ConfigError: a run name is not in the store, or nothing to report.
        DatasetError: the ratings file cannot be read.
    """
    say = options.get("progress") or (lambda _: None)
    ratings_path, with_drill = options.get("ratings_path"), options.get("with_drill", True)
    ratings = read_ratings(ratings_path) if ratings_path is not None else None
    with RunStore.open(store_path, create=False) as store:
        runs = find_runs(store, run_names)
        vericode, codealign_runs = split_runs(runs)
        say("aggregating samples")
        found = (
            store_aggregates(store, vericode, with_index=with_drill, by_benchmark=True)
            if vericode
            else StoreAggregates()
        )
        per_run = [
            (run, progress_from_aggregates(found, run.run_id, store.planned(run.run_id)))
            for run in vericode
        ]
        labels = _labels(per_run)
        views = _views(per_run, found, labels, options.get("pooled", False))
        collector = CodeAlignCollector(with_pairwise=with_drill)
        pairs = set(labels)
        codealign_views = []
        for run in codealign_runs:
            for view in store.iter_samples(run.run_id):
                collector.add(view, run.name)
                pairs.add((run.name, view.key.model))
                if with_drill:
                    codealign_views.append((view, run.name))
        drill = None
        if with_drill:
            say("reading the drill-down")
            drill = _drill(
                store,
                vericode,
                found,
                model_labels(pairs),
                codealign_views,
                options.get("details", "auto"),
            )
        codealign = collector.build(store, codealign_runs)
        infos = [
            _run_info(store, run, found, [e for r, es in per_run if r is run for e in es])
            for run in runs
        ]
    progress_models = RunProgress(
        models=tuple(
            entry.model_copy(update={"model": labels[(run.name, entry.model)]})
            for run, entries in per_run
            for entry in entries
        )
    )
    if not progress_models.total and (codealign is None or not codealign.samples):
        names = ", ".join(run.name for run in runs)
        raise ConfigError(f"{store_path}: run(s) {names} hold no samples yet; nothing to report")
    say("computing figures")
    groups = _view_labels(views)
    metrics = _metrics(found, groups, options.get("config"))
    curve, match = None, None
    if ratings is not None:
        per_model, figures = _rating_metrics(found, views, metrics, options.get("config"))
        match = match_ratings(per_model, _rating_points(views), ratings, figures)
        curve = correlation_curve(match.matched) if match.enough else None
    return ReportData(
        title=options.get("title") or "vibebench report: " + ", ".join(run.name for run in runs),
        store=str(store_path),
        runs=tuple(infos),
        metrics=metrics,
        correlation=curve,
        ratings=match,
        ratings_skipped=tuple(map(str, match.left_out)) if match is not None else (),
        drill=drill,
        codealign=codealign,
        progress=progress_models,
        executions=_executions(found, groups),
        generated_at=datetime.now(UTC),
        benchmark_views=_benchmark_views(views),
        label_views=_label_views(views),
    )
