"""`vibebench run --suite codealign` (builds, runs, prints) and the `vibebench codealign` group."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Literal

import click
from rich.console import Console
from rich.table import Table

from vibebench.cli import on_interrupt
from vibebench.codealign import CodeAlignConfig
from vibebench.codealign._summary import RADAR_AXES, CodeAlignSummary
from vibebench.errors import ExitCode
from vibebench.models import RetryPolicy
from vibebench.run import RunOptions, run_codealign

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


def run_codealign_command(  # noqa: PLR0913 - mirrors the run command's options
    *,
    benchmarks: tuple[str, ...],
    models: tuple[str, ...],
    k: int,
    samples: int,
    limit: int | None,
    temperature: float,
    max_tokens: int | None,
    name: str,
    judge: str | None,
    store_path: Path,
    concurrency: int,
    retries: int,
    request_timeout: float,
    first_solution: Literal["own", "reference"] | str,
    output_format: str,
    languages: tuple[str, ...] = (),
) -> str:
    """Run the codealign suite from the run command's options, print its summary, and
    return the run's name (for its report)."""
    languages = tuple(dict.fromkeys(languages)) or ("python",)
    default_name = "-".join([DEFAULT_RUN_NAME, *languages])
    config = CodeAlignConfig(
        name=(default_name if languages != ("python",) else DEFAULT_RUN_NAME)
        if name == "default"
        else name,
        languages=languages,
        benchmarks=benchmarks or CodeAlignConfig().benchmarks,
        models=models or CodeAlignConfig().models,
        judge=judge,
        k=k,
        samples=samples,
        limit=limit,
        first_solution=first_solution,  # type: ignore[arg-type]
        temperature=temperature,
        max_tokens=max_tokens,
    )
    options = RunOptions(
        store_path=store_path,
        concurrency=concurrency,
        retry=RetryPolicy(max_attempts=retries + 1, timeout_s=request_timeout),
    )
    on_interrupt(f"results so far are in {store_path} (run {config.name!r})", resume=True)
    summary = run_codealign(config, options)
    if output_format == "json":
        click.echo(json.dumps(summary.model_dump(mode="json"), indent=2))
    else:
        print_summary(summary, Console())
        click.echo(f"results stored in {store_path} (run {config.name!r})")
    return config.name


@click.group("codealign")
def codealign() -> None:
    """CodeAlignBench tools: translate task sets, rebuild the shipped ones, list catalogs.

    Running the benchmark itself is `vibebench run --suite codealign` (docs/codealign.md).

    \b
    Examples:
      vibebench codealign translate humaneval -l java -m openai/gpt-4.1 -o humaneval-java.jsonl
      vibebench codealign catalog --language javascript
      vibebench codealign build-tasks
    """


@codealign.command("translate")
@click.argument("benchmark")
@click.option(
    "-l",
    "--language",
    required=True,
    type=click.Choice(["java", "javascript"]),
    help="Target language.",
)
@click.option("-m", "--model", "model_spec", required=True, help="Model that translates.")
@click.option(
    "-o",
    "--output",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Write the translated tasks that passed here (task JSONL).",
)
@click.option("--limit", type=click.IntRange(min=1), help="Only the first N tasks.")
@click.option(
    "--attempts",
    type=click.IntRange(1, 10),
    default=2,
    show_default=True,
    help="Answers per task, each failing one sent back with its test failures.",
)
@click.option("--retries", type=click.IntRange(0, 19), default=3, show_default=True)
@click.option("--request-timeout", type=click.FloatRange(min=0.0, min_open=True), default=120.0)
@click.option("--format", "output_format", type=click.Choice(["table", "json"]), default="table")
def translate(  # noqa: PLR0913 - one option each
    benchmark: str,
    language: str,
    model_spec: str,
    output: Path | None,
    limit: int | None,
    attempts: int,
    retries: int,
    request_timeout: float,
    output_format: str,
) -> ExitCode:
    """Translate BENCHMARK (a name or a task JSONL) into Java or JavaScript with a model.

    Each translation's reference solution must pass the task's cases in the sealed sandbox
    (expected outputs from the Python reference); failures go back to the model. Exit 0 when
    every task translated, 1 when some did not (the ones that did are still written).
    """
    import asyncio

    from vibebench.codealign._translate import translate_tasks
    from vibebench.models import create_model, parse_model_spec
    from vibebench.tasks import load_benchmark, write_tasks_jsonl

    tasks = load_benchmark(benchmark)
    tasks = tasks[:limit] if limit else tasks
    model = create_model(
        parse_model_spec(model_spec),
        retry=RetryPolicy(max_attempts=retries + 1, timeout_s=request_timeout),
    )

    async def _run() -> list:
        try:
            return await translate_tasks(tasks, language, model, attempts=attempts)
        finally:
            await model.aclose()

    outcomes = asyncio.run(_run())
    passed = [o.task for o in outcomes if o.task is not None]
    if output is not None:
        write_tasks_jsonl(passed, output)
    if output_format == "json":
        rows = [o.model_dump(mode="json", exclude={"task"}) for o in outcomes]
        click.echo(json.dumps(rows, indent=2))
    else:
        table = Table(
            title=f"translated into {language}: {len(passed)} of {len(outcomes)}",
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
@click.option("--format", "output_format", type=click.Choice(["table", "json"]), default="table")
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
        click.echo(json.dumps(rows, indent=2))
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
