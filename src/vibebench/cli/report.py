"""`vibebench report`: runs of a store as one HTML file, or as Markdown / CSV / JSON tables."""

from __future__ import annotations

import json
import math
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import click
from rich.console import Console
from rich.progress import Progress, SpinnerColumn, TextColumn, TimeElapsedColumn

from vibebench._atomic import atomic_write_text
from vibebench.cli import VibebenchCommand
from vibebench.cli._shared import (
    FILE,
    STORE,
    arg,
    choice,
    command_options,
    format_field,
    max_error_rate_field,
    opt,
    serve_until_interrupted,
    store_field,
)
from vibebench.errors import ConfigError, ExitCode
from vibebench.metrics import MetricsConfig
from vibebench.report._build import Details, ReportData, build_report_data
from vibebench.report._codealign import codealign_csv_rows, codealign_tables
from vibebench.report._health import (
    cause_lines,
    execution_table,
    health_tables,
    print_health,
    progress_lines,
    report_standings,
)
from vibebench.report._html import sidecar_size, write_html
from vibebench.report._serve import ReportServer
from vibebench.report._tables import TextTable, print_terminal, to_csv, to_markdown

SUMMARY_WIDTH = 120
"""Columns of the terminal summary when stdout is not a terminal (a log, a pipe)."""


@dataclass(frozen=True)
class ReportOptions:
    """The options of `vibebench report`."""

    runs: tuple[str, ...] = arg(nargs=-1, required=True)
    store_path: Path = store_field(default=STORE)
    output: Path | None = opt(
        "-o", type=FILE, help="Output file (html default: report.html; other formats: stdout)."
    )
    output_format: str = format_field("html", "md", "csv", "json", show_default=True)
    ratings: Path | None = opt(
        type=FILE, help="CSV model,rating (e.g. LMArena coding Elo) for the correlation curve."
    )
    alpha: float = opt(
        default=0.5, type=click.FloatRange(0, 1), help="Weight of IF in the composite score."
    )
    resamples: int = opt(default=1000, type=click.IntRange(1), help="Bootstrap resamples.")
    seed: int = opt(default=0, help="Bootstrap seed.")
    max_error_rate: float = max_error_rate_field(
        "A model failing more generations than this is marked and not ranked."
    )
    details: Details = choice(
        "auto",
        "all",
        "none",
        help="Tasks whose sample details the HTML carries: auto = all up to 20,000 "
        "samples, else the first page; all; none.",
    )
    serve: bool = opt(
        is_flag=True,
        help="Serve the report on 127.0.0.1 (every task's details read on demand) "
        "instead of writing it.",
    )
    port: int = opt(
        default=8018, type=click.IntRange(0, 65535), help="Port for --serve (0: any free port)."
    )
    quiet: bool = opt("-q", is_flag=True, help="No terminal summary after writing HTML.")
    pooled: bool = opt(
        is_flag=True,
        help="Also show each run of several benchmarks with its benchmarks pooled, as "
        "RUN · all benchmarks (by default each benchmark is shown on its own).",
    )

    def metrics_config(self) -> MetricsConfig:
        """How the figures are computed."""
        return MetricsConfig(
            alpha=self.alpha,
            resamples=self.resamples,
            seed=self.seed,
            error_threshold=self.max_error_rate,
        )


def _build(options: ReportOptions, with_drill: bool, details: Details) -> ReportData:
    """Read the store into the report's figures, the stages shown by a spinner.

    A spinner rather than the counted progress bar: the stages have no count to show.
    """
    console = Console(stderr=True)
    columns = (SpinnerColumn(), TextColumn("{task.description}"), TimeElapsedColumn())
    with Progress(
        *columns, console=console, transient=True, disable=not console.is_terminal
    ) as progress:
        task = progress.add_task("reading the store", total=None)

        def advance(stage: str) -> None:
            progress.update(task, description=stage)

        data = build_report_data(
            options.store_path,
            options.runs,
            config=options.metrics_config(),
            ratings_path=options.ratings,
            with_drill=with_drill,
            progress=advance,
            details=details,
            pooled=options.pooled,
        )
        progress.update(task, description="rendering")
    return data


def _json_safe(value: Any) -> Any:
    """NaN (an undefined correlation or interval) becomes null: JSON has no NaN."""
    if isinstance(value, float) and math.isnan(value):
        return None
    if isinstance(value, dict):
        return {key: _json_safe(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_json_safe(item) for item in value]
    return value


def _emit(text: str, output: Path | None) -> None:
    """Write to stdout, or to `output` (parents created, written atomically).

    Raises:
        ConfigError: the file cannot be written (the message names it).
    """
    if output is None:
        sys.stdout.write(text)
        return
    try:
        output.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_text(output, text)
    except OSError as err:
        raise ConfigError(f"{output}: cannot write the tables ({err.strerror})") from err


def _summary_console() -> Console:
    """The terminal's width; 120 columns when piped (rich's 80 would cut intervals short)."""
    console = Console()
    return console if console.is_terminal else Console(width=SUMMARY_WIDTH)


def _codealign_tables(data: ReportData, compact: bool = False) -> list[TextTable]:
    return [] if data.codealign is None else codealign_tables(data.codealign, compact)


def _json(data: ReportData) -> str:
    """Every figure; the embedded drill-down and pairwise payloads are left out.

    `progress` holds each model's planned and done samples and outcomes; `complete` and
    `incomplete` (the headline, null when complete) say how much of the run is done.
    """
    exclude: dict[str, Any] = {"drill": True, "codealign": {"pairwise": True}}
    payload = _json_safe(data.model_dump(mode="json", exclude=exclude))
    payload["complete"] = data.complete
    payload["incomplete"] = None if data.complete else data.progress.headline()
    return json.dumps(payload, indent=2, allow_nan=False) + "\n"


def _health_lines(data: ReportData) -> list[str]:
    standings = report_standings(data)
    threshold = data.metrics.config.error_threshold
    return progress_lines(data.progress) + cause_lines(data.progress, standings, threshold)


def _markdown(data: ReportData) -> str:
    """The tables for papers, after the run's state (incomplete, causes) and its outcomes."""
    standings = report_standings(data)
    health = health_tables(data.progress, standings) if data.progress.models else []
    executed = [execution_table(data.executions)] if data.executions else []
    lines = "".join(f"**{line.strip()}**\n\n" for line in _health_lines(data))
    extra = [*health, *executed, *_codealign_tables(data)]
    return lines + to_markdown(data.metrics, extra, data.label_views)


@click.command("report", cls=VibebenchCommand)
@command_options(ReportOptions)
def report(options: ReportOptions) -> ExitCode:
    """Report RUNS of the store: leaderboard, FR_k, IF, positions, categories, drill-down.

    HTML is one file (no network needed to view it) that stays small whatever the run's
    size: a large run's drill-down goes into REPORT.data/ next to it, read when a task is
    opened, with the details of the first page of tasks (--details all: every task's);
    --serve serves the report on 127.0.0.1 instead, reading any task's details on demand. md
    and csv give the tables for papers, json every figure. CodeAlignBench runs (`vibebench
    run --suite codealign`) get their own section: radar charts and rates per type and
    setting, and a pairwise view of two models' code for one instruction.

    A run with samples not done yet is reported from the samples that are done: the report
    says "incomplete: N of M samples done" at the top and per model, shows "–" for figures
    with no sample, and the command exits with 3. Exit 2: an unknown run, a missing store,
    an unreadable ratings file, an output that cannot be written (or a REPORT.data/ folder
    the report did not write), a port in use.

    \b
    Examples:
      vibebench report default -o report.html
      vibebench report run-a run-b --ratings arena.csv
      vibebench report default --format md > results.md
      vibebench report default --serve --port 8018
    """
    if options.serve:
        return _serve(options)
    output_format = options.output_format
    data = _build(options, with_drill=output_format == "html", details=options.details)
    target = options.output or Path("report.html")
    if output_format == "html":
        size = write_html(data, target)
    else:
        _emit(_TEXT_FORMATS[output_format](data), options.output)
    matched = data.ratings
    if matched is not None and (data.correlation is None or matched.left_out):
        click.echo(f"note: {matched.summary()}", err=True)
    if output_format == "html":
        _html_written(data, options, target, size)
    if data.complete:
        return ExitCode.OK
    if output_format in ("csv", "json") or options.quiet:
        for line in _health_lines(data):
            click.echo(line, err=True)
    return ExitCode.INCOMPLETE


def _csv(data: ReportData) -> str:
    extra = codealign_csv_rows(data.codealign) if data.codealign is not None else []
    return to_csv(data.metrics, extra)


_TEXT_FORMATS: dict[str, Callable[[ReportData], str]] = {
    "md": _markdown,
    "csv": _csv,
    "json": _json,
}
"""The formats written to stdout or -o, and how each is rendered."""


def _html_written(data: ReportData, options: ReportOptions, target: Path, size: int) -> None:
    """The terminal summary (unless --quiet), then what was written."""
    if not options.quiet:
        console = _summary_console()
        threshold = options.max_error_rate
        print_health(data.progress, report_standings(data), threshold, console)
        print_terminal(
            data.metrics, console, _codealign_tables(data, compact=True), data.label_views
        )
    extra = sidecar_size(target)
    beside = f" + {target.with_suffix('.data').name}/ ({extra / 1e6:.1f} MB)" if extra else ""
    click.echo(f"wrote {target} ({size / 1e6:.1f} MB){beside}", err=True)


def _serve(options: ReportOptions) -> ExitCode:
    """Build the report, serve it until Ctrl-C (a normal end: exit 0)."""
    data = _build(options, with_drill=True, details="none")
    port = options.port
    try:
        server = ReportServer(data, options.store_path, port)
    except OSError as err:
        raise ConfigError(f"cannot serve on 127.0.0.1:{port} ({err.strerror})") from err
    click.echo(f"serving the report at {server.url} (Ctrl-C to stop)", err=True)
    serve_until_interrupted(server.serve_forever, server.shutdown)
    return ExitCode.OK
