"""`vibebench correlate`: the composite score against human ratings, over alpha."""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path

import click
from rich.console import Console
from rich.table import Table

from vibebench.cli import VibebenchCommand
from vibebench.cli._shared import (
    FILE,
    arg,
    command_options,
    echo_json,
    max_error_rate_field,
    opt,
    store_field,
    table_or_json,
)
from vibebench.errors import DatasetError
from vibebench.metrics._aggregate import aggregates_from_store
from vibebench.metrics._compute import compute_from_aggregates
from vibebench.metrics._correlate import (
    COEFFICIENTS,
    MIN_RATED_MODELS,
    CorrelationCurve,
    RatedModel,
    correlation_curve,
    rated_models_from_metrics,
    read_rated_models,
    read_ratings,
)
from vibebench.metrics._load import find_runs, model_labels, store_aggregates, vericode_runs
from vibebench.metrics._results import MetricsConfig
from vibebench.store import RunStore, progress_from_aggregates


def _from_store(
    store_path: Path, runs: tuple[str, ...], ratings_path: Path, max_error_rate: float
) -> tuple[list[RatedModel], dict[str, str]]:
    """The rated models of the store's runs, and the models left out for their error rate."""
    ratings = read_ratings(ratings_path)
    with RunStore.open(store_path, create=False) as store:
        found = vericode_runs(find_runs(store, runs), named=bool(runs))
        aggregates = store_aggregates(store, found)
        progress = [
            entry
            for run in found
            for entry in progress_from_aggregates(
                aggregates, run.run_id, store.planned(run.run_id)
            )
        ]
    done, total = sum(e.done for e in progress), sum(e.total for e in progress)
    if done < total:
        click.echo(f"incomplete: {done} of {total} samples done; figures use those", err=True)
    # Models are labelled over the samples that are done, as before (`relabel`).
    names = {run.run_id: run.name for run in found}
    pairs = {(run, model) for run, model, _, _ in aggregates.tasks.groups}
    labels = model_labels((names[run], model) for run, model in pairs)
    config = MetricsConfig(resamples=1, error_threshold=max_error_rate)
    metrics = compute_from_aggregates(
        aggregates_from_store(
            aggregates, {(run, model): labels[(names[run], model)] for run, model in pairs}
        ),
        config,
    )
    excluded = {
        m.model: f"error rate {100 * m.error_rate:.1f}% is above {100 * max_error_rate:.1f}%: "
        "not comparable, left out of the correlation"
        for m in metrics.models
        if m.flagged
    }
    comparable = tuple(m for m in metrics.models if not m.flagged)
    rows, skipped = rated_models_from_metrics(
        metrics.model_copy(update={"models": comparable}), ratings
    )
    if skipped:
        click.echo(
            f"left out (no rating, or no base / single k=1 samples): {', '.join(skipped)}",
            err=True,
        )
    return rows, excluded


def _print_curve(curve: CorrelationCurve, console: Console) -> None:
    table = Table(
        title=f"alpha * IF + (1 - alpha) * Func vs rating, {len(curve.models)} models",
        title_justify="left",
    )
    table.add_column("alpha", justify="right")
    for name in COEFFICIENTS:
        table.add_column(name, justify="right")
    for point in curve.curve:
        cells = []
        for name in COEFFICIENTS:
            value = getattr(point, name)
            star = " *" if curve.best_alpha[name] == point.alpha else ""
            cells.append("–" if math.isnan(value) else f"{value:.4f}{star}")
        table.add_row(f"{point.alpha:.2f}", *cells)
    console.print(table)
    for name in COEFFICIENTS:
        alpha, value = curve.best_alpha[name], curve.best_value[name]
        best = "undefined" if alpha is None or value is None else f"{alpha:.2f} ({value:.4f})"
        console.print(f"best alpha for {name}: {best}")


@dataclass(frozen=True)
class CorrelateOptions:
    """The options of `vibebench correlate`."""

    scores: Path | None = arg(required=False, type=FILE)
    store_path: Path | None = store_field(help="Run store to take Func and IF from.")
    runs: tuple[str, ...] = opt(
        "-r",
        "--run",
        multiple=True,
        help="Run name in the store (repeatable; default: every run).",
    )
    ratings_path: Path | None = opt(
        "--ratings", type=FILE, help="CSV with columns model,rating to join with the store's runs."
    )
    step: float = opt(default=0.1, help="Alpha grid step.")
    max_error_rate: float = max_error_rate_field(
        "--store: a model failing more generations than this is marked and left "
        "out (the Vibe Checker paper drops such models)."
    )
    output_format: str = table_or_json()


@click.command("correlate", cls=VibebenchCommand)
@command_options(CorrelateOptions)
def correlate(options: CorrelateOptions) -> None:
    """Correlate alpha * IF + (1 - alpha) * Func with human ratings for alpha in [0, 1].

    Either SCORES, a CSV with columns model,func,if,rating, or --store with --ratings, a CSV
    with columns model,rating (Func = base pass@1, IF = single-turn IF with one instruction).
    From a store, only samples that are done count, and a model whose generations fail more
    often than --max-error-rate is marked and left out of the correlation.

    \b
    Examples:
      vibebench correlate paper_bigvibebench.csv --format json
      vibebench correlate --store runs.sqlite --ratings arena.csv
    """
    scores, ratings_path, store_path = options.scores, options.ratings_path, options.store_path
    if (scores is None) == (ratings_path is None):
        raise click.UsageError("give either SCORES or --ratings (with --store), not both")
    excluded: dict[str, str] = {}
    if scores is not None:
        rows, source = read_rated_models(scores), scores
    elif store_path is not None and ratings_path is not None:
        rows, excluded = _from_store(
            store_path, options.runs, ratings_path, options.max_error_rate
        )
        source = ratings_path
    else:
        raise click.UsageError("--ratings needs --store (or set VIBEBENCH_STORE)")
    if len(rows) < MIN_RATED_MODELS:
        message = f"{len(rows)} rated models; a correlation needs at least {MIN_RATED_MODELS}"
        raise DatasetError(message, path=str(source))
    curve = correlation_curve(rows, options.step)
    if options.output_format == "json":
        payload = curve.as_json()
        if excluded:
            payload["excluded"] = excluded
        echo_json(payload)
    else:
        console = Console()
        for model, reason in excluded.items():
            console.print(f"{model} ! {reason}", style="red", highlight=False, soft_wrap=True)
        _print_curve(curve, console)
