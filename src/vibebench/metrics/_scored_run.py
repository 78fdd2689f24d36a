"""A VeriCode run's scores read back from the store, with how complete they are."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from vibebench.metrics._core import ModelSummary, SampleOutcome, outcome_of, summarize
from vibebench.run import RunOutcome
from vibebench.store import RunProgress, RunStore


@dataclass(frozen=True)
class RunResult:
    """What a run (or a resume) ended with: the scores and how complete they are."""

    summaries: list[ModelSummary]
    """Scores over the samples that are done (every stage ran); one per model with any."""
    progress: RunProgress
    """Planned and done samples and generation outcomes, one entry per model of the run."""
    stopped: dict[str, str]
    """Models stopped by a fatal configuration error in this invocation, with the reason."""
    by_benchmark: dict[str, list[ModelSummary]] = field(default_factory=dict)
    """The same scores for each benchmark of the run on its own (benchmarks are not pooled:
    their tasks differ in kind and difficulty); empty when the run has one benchmark."""

    @property
    def flagged(self) -> list[ModelSummary]:
        """Models whose failure rate is above the allowed one."""
        return [summary for summary in self.summaries if summary.flagged]

    @property
    def ok(self) -> bool:
        """Every sample done and no model over the allowed failure rate (exit code 0)."""
        return self.progress.complete and not self.flagged


def score_run(outcome: RunOutcome, max_error_rate: float) -> RunResult:
    """Scores over the done samples of the run's models, and the progress of each of them.

    Samples not done are left out, not scored as failures; the progress says how many.
    """
    with RunStore.open(outcome.store_path) as store:
        counter = store.progress_counter(outcome.run_id)
        outcomes = []
        wanted = set(outcome.labels)
        for view in store.iter_samples(outcome.run_id):
            if view.key.model in wanted and counter.add(view):
                outcomes.append(outcome_of(view))
        plan = store.planned(outcome.run_id)
        benchmarks = store.benchmarks(outcome.run_id)
    built = {entry.model: entry for entry in counter.build(plan)}
    progress = RunProgress(models=tuple(built[m] for m in outcome.labels if m in built))
    summaries = summarize(outcomes, error_threshold=max_error_rate)
    return RunResult(
        summaries=summaries,
        progress=progress,
        stopped=outcome.stopped,
        by_benchmark=_per_benchmark(outcomes, benchmarks, max_error_rate),
    )


def _per_benchmark(
    outcomes: list[SampleOutcome], benchmarks: dict[str, str], max_error_rate: float
) -> dict[str, list[ModelSummary]]:
    """Each benchmark's own scores, in the order the run names them (none for one benchmark)."""
    groups: dict[str, list[SampleOutcome]] = defaultdict(list)
    for item in outcomes:
        groups[benchmarks.get(item.task_id, "")].append(item)
    if len(set(benchmarks.values())) < 2:
        return {}
    ordered = dict.fromkeys(benchmarks.values())
    return {
        name: summarize(groups[name], error_threshold=max_error_rate)
        for name in ordered
        if groups.get(name)
    }
