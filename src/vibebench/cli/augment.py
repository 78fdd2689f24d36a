"""`vibebench augment` and `vibebench bench`: thin commands over the augment library.

`augment` is a group with a default subcommand: `vibebench augment BENCH ...` runs
`augment build BENCH ...`, while `vibebench augment compare A B` compares two files. Any first
argument that is not a subcommand name (or a help flag) is taken as the BENCH of `build`.
Exit codes (mapped in vibebench.cli): 0 ok, 1 some task failed to augment (the file is still
written), 2 usage error.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import click

from vibebench.augment import _render
from vibebench.augment._build import augment_tasks_by_llm, augment_tasks_by_rules
from vibebench.augment._compare import compare
from vibebench.augment._io import read_augmented, resolve_augmented, write_augmented
from vibebench.augment._llm import LlmSelectorConfig
from vibebench.augment._models import AugmentedBenchmark, VibeTask
from vibebench.augment._summary import summarize
from vibebench.cli import VibebenchGroup
from vibebench.cli._shared import (
    TEXT_OR_JSON,
    arg,
    choice,
    command_options,
    echo_json,
    opt,
    output_field,
    quiet_progress,
    text_or_json,
)
from vibebench.errors import ExitCode

__all__ = ["augment", "bench"]


class DefaultBuildGroup(VibebenchGroup):
    """A group whose unknown first argument is the BENCH of its `build` subcommand."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        first = args[0] if args else None
        if first is not None and first not in self.commands and first not in ctx.help_option_names:
            args = ["build", *args]
        return super().parse_args(ctx, args)


def _emit(payload: Any, output_format: str, text: str) -> None:
    if output_format == "json":
        echo_json(payload, ensure_ascii=False)
    else:
        click.echo(text)


@click.group(cls=DefaultBuildGroup)
def augment() -> None:
    """Add VeriCode instructions to a benchmark's tasks, or compare two augmentations.

    \b
    Examples:
      vibebench augment humaneval --selector rules -o humanvibeeval.jsonl
      vibebench augment embedded --selector llm -m openai/gpt-4o-mini -o emb.jsonl --seed 1
      vibebench augment compare rules.jsonl llm.jsonl
    """


def _load_tasks(bench: str, data_file: str | None, limit: int | None) -> list[Any]:
    from vibebench.tasks import load_benchmark

    tasks = load_benchmark(bench, data_file=data_file)
    return tasks[:limit] if limit is not None else tasks


def _run_llm(
    tasks: Sequence[Any], bench: str, model_spec: str, config: LlmSelectorConfig, on_done: Any
) -> AugmentedBenchmark:
    from vibebench.models import create_model, parse_model_spec

    model = create_model(parse_model_spec(model_spec))
    return augment_tasks_by_llm(tasks, model, config, benchmark=bench, on_done=on_done)


@dataclass(frozen=True)
class BuildOptions:
    """The options of `augment build`."""

    bench: str = arg()
    selector: str = choice("rules", "llm")
    model_spec: str | None = opt("-m", "--model", help="Model spec for the llm selector.")
    output: Path = output_field()
    seed: int = opt(type=int, default=0)
    k: int = opt(
        "-k", type=click.IntRange(min=1), default=5, help="Most instructions per task.", long=False
    )
    data_file: str | None = opt(help="Local copy of a hub benchmark (passed to load_benchmark).")
    limit: int | None = opt(type=click.IntRange(min=1), help="Augment only the first N tasks.")
    concurrency: int = opt(type=click.IntRange(min=1), default=8)
    max_attempts: int = opt(
        type=click.IntRange(min=1),
        default=3,
        help="Tries per malformed LLM answer before the task is marked as failed.",
    )
    output_format: str = text_or_json()


@augment.command("build")
@command_options(BuildOptions)
def build(options: BuildOptions) -> ExitCode:
    """Augment BENCH (a benchmark name or task JSONL) and write the result to --output."""
    if options.selector == "llm" and not options.model_spec:
        raise click.UsageError("--selector llm needs a model: -m MODEL")
    if options.selector == "rules" and options.model_spec:
        raise click.UsageError("--model is only used by --selector llm")
    tasks = _load_tasks(options.bench, options.data_file, options.limit)
    with quiet_progress() as progress:
        bar = progress.add_task("augmenting", total=len(tasks))

        def advance(_: VibeTask) -> None:
            progress.advance(bar)

        result = _augment(tasks, options, advance)
    write_augmented(options.output, result)
    summary = summarize(result)
    payload = {"output": str(options.output), **summary.model_dump(mode="json")}
    _emit(payload, options.output_format, _render.build_text(options.output, summary))
    return ExitCode.FAILED if result.errors else ExitCode.OK


def _augment(
    tasks: Sequence[Any], options: BuildOptions, on_done: Callable[[VibeTask], None]
) -> AugmentedBenchmark:
    if options.selector == "rules":
        return augment_tasks_by_rules(
            tasks, benchmark=options.bench, k=options.k, seed=options.seed, on_done=on_done
        )
    config = LlmSelectorConfig(
        k=options.k,
        seed=options.seed,
        model_name=str(options.model_spec),
        max_attempts=options.max_attempts,
        concurrency=options.concurrency,
    )
    return _run_llm(tasks, options.bench, str(options.model_spec), config, on_done)


@augment.command("compare")
@click.argument("first", metavar="A", type=click.Path(exists=True, dir_okay=False))
@click.argument("second", metavar="B", type=click.Path(exists=True, dir_okay=False))
@TEXT_OR_JSON
def compare_command(first: str, second: str, output_format: str) -> None:
    """Agreement of two augmented files: Jaccard per task, Cohen's kappa per instruction."""
    result = compare(read_augmented(first), read_augmented(second))
    _emit(result.model_dump(mode="json"), output_format, _render.comparison_text(result))


@click.group(cls=VibebenchGroup)
def bench() -> None:
    """Inspect augmented benchmarks (files, or shipped ones by name: humaneval, embedded)."""


@bench.command("show")
@click.argument("file")
@click.argument("task_id", metavar="[TASK]", required=False)
@click.option("--data-file", help="Local copy of a hub benchmark, to show the task's prompt.")
@TEXT_OR_JSON
def show(file: str, task_id: str | None, data_file: str | None, output_format: str) -> None:
    """Summarize FILE, or show one TASK's prompt and its instructions."""
    benchmark = read_augmented(resolve_augmented(file))
    if task_id is None:
        summary = summarize(benchmark)
        _emit(summary.model_dump(mode="json"), output_format, _render.summary_text(summary))
        return
    detail = _render.task_detail(benchmark, task_id, data_file)
    _emit(detail.model_dump(mode="json"), output_format, _render.task_text(detail))
