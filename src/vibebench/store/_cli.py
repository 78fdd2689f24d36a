"""`vibebench export`: write a run store's rows to JSONL or Parquet."""

from __future__ import annotations

import json
from pathlib import Path

import click
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from vibebench.cli import VibebenchCommand
from vibebench.errors import ExitCode
from vibebench.store._export import EXPORT_TABLES, export_progress, export_run
from vibebench.store._progress import RunProgress


@click.command("export", cls=VibebenchCommand)
@click.argument("run_db", type=click.Path(dir_okay=False, path_type=Path))
@click.option(
    "-o",
    "--output",
    required=True,
    type=click.Path(dir_okay=False, path_type=Path),
    help="Output file; .jsonl or .parquet (Parquet needs the `parquet` extra).",
)
@click.option("--run", "run_name", default=None, help="Export only the run with this name.")
@click.option(
    "--table",
    type=click.Choice(EXPORT_TABLES),
    default="samples",
    show_default=True,
    help="Which rows: one table, or `samples` (one joined row per sample).",
)
@click.option(
    "--format",
    "output_format",
    type=click.Choice(["text", "json"]),
    default="text",
    show_default=True,
    help="How to report the result on stdout.",
)
def export(
    run_db: Path, output: Path, run_name: str | None, table: str, output_format: str
) -> ExitCode:
    """Export rows of the run store RUN_DB to a JSONL or Parquet file.

    A run with samples not done yet is exported as it is (the `done` column of `samples`
    says which), the output starts with "incomplete: N of M samples done" and a line per
    model, and the command exits with 3.

    \b
    Examples:
      vibebench export runs.db -o samples.jsonl
      vibebench export runs.db -o verdicts.parquet --table verdicts --run nightly
    """
    console = Console(stderr=True)
    progress = Progress(
        TextColumn(f"exporting {table}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=console,
        transient=True,
        disable=not console.is_terminal,
    )
    task = progress.add_task("export", total=None)
    with progress:
        rows = export_run(
            run_db,
            output,
            table=table,  # type: ignore[arg-type]  (click.Choice guarantees the value)
            run_name=run_name,
            on_rows=lambda count: progress.advance(task, count),
        )
    state = export_progress(run_db, run_name)
    if output_format == "json":
        summary: dict[str, object] = {"rows": rows, "table": table, "output": str(output)}
        if not state.complete:
            summary.update(_incomplete_json(state))
        click.echo(json.dumps(summary))
    else:
        for line in _incomplete_lines(state):
            click.echo(line)
        click.echo(f"wrote {rows} {table} rows to {output}")
    return ExitCode.OK if state.complete else ExitCode.INCOMPLETE


def _incomplete_lines(state: RunProgress) -> list[str]:
    if state.complete:
        return []
    lines = [state.headline()]
    for entry in state.models:
        if not entry.complete:
            lines.append(f"  {entry.model}: {entry.done} of {entry.total} samples done")
    return lines


def _incomplete_json(state: RunProgress) -> dict[str, object]:
    return {
        "incomplete": state.headline(),
        "done": state.done,
        "planned": state.total,
        "models": {
            entry.model: {"done": entry.done, "planned": entry.total} for entry in state.models
        },
    }
