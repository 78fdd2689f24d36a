"""`vibebench run --suite codealign` (builds, runs, prints) and the `vibebench codealign` group."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import click
from rich.console import Console
from rich.table import Table

from vibebench.cli import VibebenchGroup, on_interrupt
from vibebench.cli._shared import (
    FILE,
    TABLE_OR_JSON,
    arg,
    closing,
    command_options,
    echo_json,
    opt,
    table_or_json,
)
from vibebench.codealign import CodeAlignConfig
from vibebench.codealign._summary import RADAR_AXES, CodeAlignSummary
from vibebench.errors import ConfigError, ExitCode
from vibebench.models import FAMILY_DEFAULT, GenerationSettings, RetryPolicy
from vibebench.run import RunOptions, run_codealign

if TYPE_CHECKING:
    from vibebench.cli.run import RunCommandOptions

__all__ = ["codealign", "print_summary", "run_codealign_command"]

DEFAULT_RUN_NAME = "codealign"
"""Used when the run command's name is left at its default, so a codealign run never
collides with the VeriCode run of the same store. Other language sets get a run of their own:
`codealign-java`, `codealign-python-java`..."""


def _tests_cell(summary: CodeAlignSummary, model: str, setting: str, language: str) -> str:
    for found in summary.tests:
        if (found.model, found.setting, found.language) == (model, setting, language):
            return f"{found.passed}/{found.executed}"
    return "-"


def print_summary(summary: CodeAlignSummary, console: Console) -> None:
    """One table per language and setting: each model's rate per type, overall, tests."""
    for language in summary.languages:
        scores = [s for s in summary.scores if s.language == language]
        for setting in sorted({score.setting for score in scores}):
            title = f"{language}, {setting}: instruction-following rate %"
            table = Table(title=title, title_justify="left")
            table.add_column("model")
            for axis in RADAR_AXES:
                table.add_column(axis, justify="right")
            table.add_column("errors", justify="right")
            table.add_column("tests passed", justify="right")
            for model in sorted({s.model for s in scores if s.setting == setting}):
                cells = []
                for axis in RADAR_AXES:
                    score = summary.score(model, setting, axis, language)
                    cells.append(
                        "-"
                        if score is None or not score.n
                        else f"{100 * score.rate:.1f} (n={score.n})"
                    )
                overall = summary.score(model, setting, "overall", language)
                cells.append(str(overall.errors + overall.missing) if overall else "-")
                cells.append(_tests_cell(summary, model, setting, language))
                table.add_row(model, *cells)
            console.print(table)


def run_codealign_command(options: RunCommandOptions) -> str:
    """Run the codealign suite from the run command's options, print its summary, and
    return the run's name (for its report)."""
    temperature = _codealign_temperature(options.generation)
    languages = tuple(dict.fromkeys(options.languages)) or ("python",)
    config = CodeAlignConfig(
        name=_run_name(options.name, languages),
        languages=languages,
        benchmarks=options.benchmarks or CodeAlignConfig().benchmarks,
        models=options.models or CodeAlignConfig().models,
        judge=options.judge_spec,
        k=options.max_k,
        samples=options.samples,
        limit=options.limit,
        first_solution=options.first_solution,  # type: ignore[arg-type]
        temperature=temperature,
        max_tokens=options.generation.max_tokens,
    )
    store_path = options.store_path
    run_options = RunOptions(
        store_path=store_path,
        concurrency=options.concurrency,
        retry=RetryPolicy(max_attempts=options.retries + 1, timeout_s=options.request_timeout),
    )
    on_interrupt(f"results so far are in {store_path} (run {config.name!r})", resume=True)
    summary = run_codealign(config, run_options)
    if options.output_format == "json":
        echo_json(summary.model_dump(mode="json"))
    else:
        print_summary(summary, Console())
        click.echo(f"results stored in {store_path} (run {config.name!r})")
    return config.name


def _run_name(name: str, languages: tuple[str, ...]) -> str:
    """The run's name: --name, or for the default one named after the suite and languages."""
    if name != "default":
        return name
    if languages == ("python",):
        return DEFAULT_RUN_NAME
    return "-".join([DEFAULT_RUN_NAME, *languages])


def _codealign_temperature(generation: GenerationSettings) -> float:
    """The one numeric temperature the codealign suite takes; its other settings are fixed."""
    cells = generation.cells()
    extra = generation.model_dump(exclude={"temperatures", "max_tokens"}, exclude_none=True)
    if len(cells) > 1 or cells[0] is None or extra:
        given = ", ".join(["--temperature", *extra]) if extra else "--temperature"
        msg = f"--suite codealign takes one numeric --temperature and --max-tokens (not {given})"
        raise ConfigError(msg)
    return 0.0 if cells[0] == FAMILY_DEFAULT else float(cells[0])


@click.group("codealign", cls=VibebenchGroup)
def codealign() -> None:
    """CodeAlignBench tools: translate task sets, rebuild the shipped ones, list catalogs.

    Running the benchmark itself is `vibebench run --suite codealign` (docs/codealign.md).

    \b
    Examples:
      vibebench codealign translate humaneval -l java -m openai/gpt-4.1 -o humaneval-java.jsonl
      vibebench codealign catalog --language javascript
      vibebench codealign build-tasks
    """


@dataclass(frozen=True)
class TranslateOptions:
    """The options of `codealign translate`."""

    benchmark: str = arg()
    language: str = opt(
        "-l", required=True, type=click.Choice(["java", "javascript"]), help="Target language."
    )
    model_spec: str = opt("-m", "--model", required=True, help="Model that translates.")
    output: Path | None = opt(
        "-o",
        type=FILE,
        help="Write the translated tasks that passed here (task JSONL).",
    )
    limit: int | None = opt(type=click.IntRange(min=1), help="Only the first N tasks.")
    attempts: int = opt(
        type=click.IntRange(1, 10),
        default=2,
        help="Answers per task, each failing one sent back with its test failures.",
    )
    retries: int = opt(type=click.IntRange(0, 19), default=3)
    request_timeout: float = opt(
        type=click.FloatRange(min=0.0, min_open=True), default=120.0, show_default=False
    )
    output_format: str = table_or_json()


@codealign.command("translate")
@command_options(TranslateOptions)
def translate(options: TranslateOptions) -> ExitCode:
    """Translate BENCHMARK (a name or a task JSONL) into Java or JavaScript with a model.

    Each translation's reference solution must pass the task's cases in the sealed sandbox
    (expected outputs from the Python reference); failures go back to the model. Exit 0 when
    every task translated, 1 when some did not (the ones that did are still written).
    """
    import asyncio

    from vibebench.codealign._translate import translate_tasks
    from vibebench.models import create_model, parse_model_spec
    from vibebench.tasks import load_benchmark, write_tasks_jsonl

    tasks = load_benchmark(options.benchmark)
    tasks = tasks[: options.limit] if options.limit else tasks
    retry = RetryPolicy(max_attempts=options.retries + 1, timeout_s=options.request_timeout)
    model = create_model(parse_model_spec(options.model_spec), retry=retry)
    work = translate_tasks(tasks, options.language, model, attempts=options.attempts)
    outcomes = asyncio.run(closing([model], work))
    passed = [o.task for o in outcomes if o.task is not None]
    if options.output is not None:
        write_tasks_jsonl(passed, options.output)
    if options.output_format == "json":
        echo_json([o.model_dump(mode="json", exclude={"task"}) for o in outcomes])
    else:
        table = Table(
            title=f"translated into {options.language}: {len(passed)} of {len(outcomes)}",
            title_justify="left",
        )
        for column in ("task", "status", "attempts", "message"):
            table.add_column(column)
        for o in outcomes:
            table.add_row(o.task_id, o.status, str(o.attempts), o.message[:80])
        Console().print(table)
    return ExitCode.OK if len(passed) == len(outcomes) else ExitCode.FAILED


@codealign.command("build-tasks")
def build_tasks() -> None:
    """Rebuild the shipped Java and JavaScript task files from their translation sources."""
    from vibebench.codealign._translations import write_translated

    for name, count in write_translated().items():
        click.echo(f"{name}: {count} tasks")


@codealign.command("catalog")
@click.option(
    "--language",
    type=click.Choice(["python", "java", "javascript"]),
    default="python",
    show_default=True,
)
@TABLE_OR_JSON
def catalog(language: str, output_format: str) -> None:
    """List one language's catalog: id, category, how it is verified, languages, instruction."""
    from vibebench.codealign._catalog import all_entries

    entries = all_entries(language=language)
    rows = [
        {
            "id": e.id,
            "category": e.category,
            "method": e.method,
            "languages": list(e.languages),
            "instruction": e.instruction,
        }
        for e in entries
    ]
    if output_format == "json":
        echo_json(rows)
        return
    table = Table(
        title=f"CodeAlignBench {language} catalog ({len(rows)} entries)", title_justify="left"
    )
    for column in ("id", "category", "verified by", "languages", "instruction"):
        table.add_column(column)
    for row in rows:
        table.add_row(
            row["id"],
            row["category"],
            row["method"],
            ", ".join(row["languages"]),
            row["instruction"],
        )
    Console().print(table)
