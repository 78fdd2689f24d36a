"""`vibebench export`: write a run store's rows to JSONL or Parquet, or its code as another
harness's solution file (`--as lcb|bigcodebench|evalplus`)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import click
from click.core import ParameterSource

from vibebench._interchange import EXPORT_FORMATS
from vibebench.cli import VibebenchCommand
from vibebench.cli._shared import FILE, arg, command_options, opt, output_field, terminal_progress
from vibebench.errors import ExitCode
from vibebench.report._health import progress_lines
from vibebench.store._export import (
    EXPORT_TABLES,
    SampleSelection,
    export_progress,
    export_run,
    export_solutions,
)
from vibebench.store._progress import RunProgress


@dataclass(frozen=True)
class ExportOptions:
    """The options of `vibebench export`."""

    run_db: Path = arg(type=FILE)
    output: Path = output_field(
        "Output file; .jsonl or .parquet (Parquet needs the `parquet` extra)."
    )
    run_name: str | None = opt("--run", help="Export only the run with this name.")
    table: str = opt(
        type=click.Choice(EXPORT_TABLES),
        default="samples",
        help="Which rows: one table, or `samples` (one joined row per sample).",
    )
    solution_format: str | None = opt(
        "--as",
        type=click.Choice(EXPORT_FORMATS),
        help="Write the samples' code as LiveCodeBench (.json), BigCodeBench or EvalPlus "
        "(.jsonl) solutions instead of rows.",
    )
    model: str | None = opt(help="With --as: only this model's samples.")
    setting: str | None = opt(help="With --as: only this setting (base, single...).")
    k: int | None = opt(type=int, help="With --as: only this instruction count.")
    output_format: str = opt(
        "--format",
        type=click.Choice(["text", "json"]),
        default="text",
        help="How to report the result on stdout.",
    )


@click.command("export", cls=VibebenchCommand)
@command_options(ExportOptions)
@click.pass_context
def export(ctx: click.Context, options: ExportOptions) -> ExitCode:
    """Export rows of the run store RUN_DB to a JSONL or Parquet file.

    A run with samples not done yet is exported as it is (the `done` column of `samples`
    says which), the output starts with "incomplete: N of M samples done" and a line per
    model, and the command exits with 3.

    With --as, one sample's extracted code per record ("" when it has none), for one
    (run, model, setting, k): LiveCodeBench's custom_evaluator file, or BigCodeBench and
    EvalPlus samples. vibebench exec, vibebench verify and replay: read them back.

    \b
    Examples:
      vibebench export runs.db -o samples.jsonl
      vibebench export runs.db -o verdicts.parquet --table verdicts --run nightly
      vibebench export runs.db -o lcb.json --as lcb --model gpt-4o --setting base
    """
    selection = {"--model": options.model, "--setting": options.setting, "--k": options.k}
    if options.solution_format is None and any(value is not None for value in selection.values()):
        named = ", ".join(name for name, value in selection.items() if value is not None)
        raise click.UsageError(f"{named} select samples for --as; rows export whole tables")
    if options.solution_format is not None:
        if ctx.get_parameter_source("table") is not ParameterSource.DEFAULT:
            raise click.UsageError("--as writes the samples' code; leave out --table")
        return _export_solutions(options)
    with terminal_progress() as progress:
        task = progress.add_task(f"exporting {options.table}", total=None)
        rows = export_run(
            options.run_db,
            options.output,
            table=options.table,  # type: ignore[arg-type]  (click.Choice guarantees the value)
            run_name=options.run_name,
            on_rows=lambda count: progress.advance(task, count),
        )
    summary = {"rows": rows, "table": options.table, "output": str(options.output)}
    return _report(options, summary, f"wrote {rows} {options.table} rows to {options.output}")


def _export_solutions(options: ExportOptions) -> ExitCode:
    """The samples' code as another harness's solution file (`--as`)."""
    output, solution_format = options.output, options.solution_format
    selection = SampleSelection(options.run_name, options.model, options.setting, options.k)
    written = export_solutions(options.run_db, output, solution_format, selection)  # type: ignore[arg-type]
    summary = {"samples": written, "format": solution_format, "output": str(output)}
    return _report(options, summary, f"wrote {written} {solution_format} solutions to {output}")


def _report(options: ExportOptions, summary: dict[str, object], text: str) -> ExitCode:
    """Say what was written and whether the exported runs are complete (exit 3 if not)."""
    state = export_progress(options.run_db, options.run_name)
    if options.output_format == "json":
        if not state.complete:
            summary = {**summary, **_incomplete_json(state)}
        click.echo(json.dumps(summary))
    else:
        for line in progress_lines(state):
            click.echo(line)
        click.echo(text)
    return ExitCode.OK if state.complete else ExitCode.INCOMPLETE


def _incomplete_json(state: RunProgress) -> dict[str, object]:
    return {
        "incomplete": state.headline(),
        "done": state.done,
        "planned": state.total,
        "models": {
            entry.model: {"done": entry.done, "planned": entry.total} for entry in state.models
        },
    }
