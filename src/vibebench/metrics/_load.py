"""Outcomes of several runs of one store, with model labels that stay unambiguous.

Comparing runs is the common case (one run per model, or the same model before and after a
change). A model name that appears in one run only keeps its name; one that appears in
several runs is labelled `run/model` so the two are never pooled by accident.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence

from vibebench.errors import ConfigError
from vibebench.metrics._aggregate import Aggregates, aggregates_from_store
from vibebench.metrics._core import SampleOutcome, outcome_of
from vibebench.store import (
    RunRecord,
    RunSpec,
    RunStore,
    StoreAggregates,
    SuiteKind,
    aggregate_runs,
)


def find_runs(store: RunStore, names: Sequence[str]) -> list[RunRecord]:
    """The runs called `names` (every run when empty), in the order given.

    Raises:
        ConfigError: a name is not in the store (the message lists the runs that are).
    """
    runs = store.list_runs()
    if not names:
        if not runs:
            raise ConfigError(f"{store.path}: the store holds no runs")
        return runs
    by_name = {run.name: run for run in runs}
    missing = [name for name in names if name not in by_name]
    if missing:
        known = ", ".join(sorted(by_name)) or "none"
        raise ConfigError(
            f"{store.path}: no run named {', '.join(map(repr, missing))} (runs: {known})"
        )
    return [by_name[name] for name in dict.fromkeys(names)]


CODEALIGN_SUITE = SuiteKind.CODEALIGN.value
"""`suite` in the configuration of runs made by `vibebench run --suite codealign`."""


def vericode_runs(runs: Sequence[RunRecord], *, named: bool = False) -> list[RunRecord]:
    """The runs that have VeriCode figures: CodeAlignBench runs run no unit tests and have no
    base or single-turn setting, so pooled with the others they would read as Func 0 and
    force every model shared with them to be labelled `run/model`.

    Raises:
        ConfigError: `named` (the runs were asked for by name) and one of them is a
            CodeAlignBench run, or no VeriCode run is left.
    """
    kept = [run for run in runs if run.config.get("suite") != CODEALIGN_SUITE]
    left_out = [run.name for run in runs if run.config.get("suite") == CODEALIGN_SUITE]
    if named and left_out:
        raise ConfigError(
            f"run(s) {', '.join(map(repr, left_out))} are CodeAlignBench runs, "
            "which have no Func or IF figures; name VeriCode runs"
        )
    if not kept:
        raise ConfigError("no VeriCode run to take Func and IF from (CodeAlignBench runs only)")
    return kept


def model_labels(pairs: Iterable[tuple[str, str]]) -> dict[tuple[str, str], str]:
    """Map (run name, model) to a label: the model, or `run/model` if several runs have it."""
    runs_of: dict[str, set[str]] = defaultdict(set)
    unique = set(pairs)
    for run_name, model in unique:
        runs_of[model].add(run_name)
    return {
        (run_name, model): model if len(runs_of[model]) == 1 else f"{run_name}/{model}"
        for run_name, model in unique
    }


def relabel(
    outcomes: Sequence[tuple[str, SampleOutcome]],
) -> list[SampleOutcome]:
    """Give each (run name, outcome) its unambiguous model label."""
    labels = model_labels((run_name, o.model) for run_name, o in outcomes)
    return [
        o
        if labels[(run_name, o.model)] == o.model
        else o.model_copy(update={"model": labels[(run_name, o.model)]})
        for run_name, o in outcomes
    ]


def load_run_outcomes(store: RunStore, runs: Sequence[RunRecord]) -> list[SampleOutcome]:
    """Every sample of the given runs as outcomes, models labelled unambiguously."""
    tagged = [
        (run.name, outcome_of(view)) for run in runs for view in store.iter_samples(run.run_id)
    ]
    return relabel(tagged)


def store_aggregates(
    store: RunStore,
    runs: Sequence[RunRecord],
    *,
    with_index: bool = False,
    by_benchmark: bool = False,
) -> StoreAggregates:
    """The SQL aggregates of VeriCode runs (every sample needs its execution to be done);
    `by_benchmark`: a run of several benchmarks gets figures per benchmark (a view each,
    `StoreAggregates.views`), runs of one benchmark or stored before schema 5 stay whole."""
    specs = [
        RunSpec(run.run_id, benchmarks=run_benchmarks(store, run) if by_benchmark else ())
        for run in runs
    ]
    return aggregate_runs(store.path, specs, with_index=with_index)


def run_benchmarks(store: RunStore, run: RunRecord) -> tuple[str, ...]:
    """The benchmarks of a run in plan order when it has several, else () (one benchmark, or
    a run stored before the store recorded benchmarks)."""
    names = tuple(dict.fromkeys(store.benchmarks(run.run_id).values()))
    return names if len(names) > 1 else ()


def load_run_aggregates(store: RunStore, runs: Sequence[RunRecord]) -> Aggregates:
    """Per-task aggregates of the given runs' done samples, models labelled unambiguously
    (`run/model` for a model of several runs among those with done samples)."""
    found = store_aggregates(store, runs)
    names = {run.run_id: run.name for run in runs}
    pairs = {(run, model) for run, model, _, _ in found.tasks.groups}
    labels = model_labels((names[run], model) for run, model in pairs)
    return aggregates_from_store(
        found, {(run_id, model): labels[(names[run_id], model)] for run_id, model in pairs}
    )
