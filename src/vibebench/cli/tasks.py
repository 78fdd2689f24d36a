"""`vibebench tasks`: list the benchmarks, inspect one, or freeze it to a task JSONL file."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import click

from vibebench.cli import VibebenchGroup
from vibebench.cli._shared import TEXT_OR_JSON, echo_json
from vibebench.tasks._jsonl import write_tasks_jsonl
from vibebench.tasks._model import Task
from vibebench.tasks._registry import list_benchmarks, load_benchmark

_DATA_FILE = click.option(
    "--data-file", help="Local copy of a hub benchmark (.jsonl/.json/.parquet, or a folder)."
)
_OPTION = click.option(
    "-O",
    "--option",
    "options",
    multiple=True,
    metavar="KEY=VALUE",
    help="Loader option, e.g. -O subset=hard -O release=release_v5 -O start_date=2024-08-01.",
)


def _load(name: str, data_file: str | None, options: tuple[str, ...]) -> list[Task]:
    parsed = {}
    for option in options:
        key, sep, value = option.partition("=")
        if not sep or not key:
            raise click.BadParameter(f"{option!r} is not KEY=VALUE", param_hint="--option")
        parsed[key] = value
    return load_benchmark(name, data_file=data_file, **parsed)


@click.group("tasks", cls=VibebenchGroup)
def tasks() -> None:
    """Benchmarks and their tasks.

    \b
    Examples:
      vibebench tasks list
      vibebench tasks show embedded --id Embedded/3
      vibebench tasks export bigcodebench -O subset=hard -o bcb-hard.jsonl
      vibebench tasks export livecodebench --data-file lcb/ -O release=release_v2 -o lcb.jsonl
    """


@tasks.command("list")
@TEXT_OR_JSON
def list_command(output_format: str) -> None:
    """List the benchmark names `--benchmark` accepts (a task JSONL path works too)."""
    infos = list_benchmarks()
    if output_format == "json":
        echo_json([info.model_dump() for info in infos])
        return
    for info in infos:
        click.echo(f"{info.name:<14} {info.description}")


@tasks.command("show")
@click.argument("benchmark")
@click.option("--id", "task_id", help="Print this one task in full instead of a summary.")
@_DATA_FILE
@_OPTION
@TEXT_OR_JSON
def show(
    benchmark: str,
    task_id: str | None,
    data_file: str | None,
    options: tuple[str, ...],
    output_format: str,
) -> None:
    """Summarize BENCHMARK's tasks, or print one task with --id."""
    loaded = _load(benchmark, data_file, options)
    if task_id is not None:
        match = next((task for task in loaded if task.id == task_id), None)
        if match is None:
            raise click.BadParameter(f"no task {task_id!r} in {benchmark}", param_hint="--id")
        click.echo(match.model_dump_json(indent=2) if output_format == "json" else match.prompt)
        return
    kinds = Counter(task.test_kind for task in loaded)
    summary = {"benchmark": benchmark, "tasks": len(loaded), "test_kinds": dict(kinds)}
    if output_format == "json":
        echo_json(summary)
        return
    click.echo(f"{benchmark}: {len(loaded)} tasks")
    for kind, count in sorted(kinds.items()):
        click.echo(f"  {kind:<15} {count}")


@tasks.command("export")
@click.argument("benchmark")
@click.option(
    "-o",
    "--output",
    required=True,
    type=click.Path(dir_okay=False, path_type=Path),
    help="Task JSONL file to write (loadable later as a benchmark path).",
)
@_DATA_FILE
@_OPTION
def export(benchmark: str, output: Path, data_file: str | None, options: tuple[str, ...]) -> None:
    """Freeze BENCHMARK to a task JSONL file, e.g. to replay a hub benchmark offline."""
    count = write_tasks_jsonl(_load(benchmark, data_file, options), output)
    click.echo(f"wrote {count} tasks to {output}", err=True)
