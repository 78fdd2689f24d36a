"""`vibebench run --suite codealign`: the codealign branch (builds, runs, prints)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Literal

import click
from rich.console import Console
from rich.table import Table

from vibebench.cli import on_interrupt
from vibebench.codealign._run import CodeAlignConfig, run_codealign
from vibebench.codealign._summary import RADAR_AXES, CodeAlignSummary
from vibebench.models import RetryPolicy
from vibebench.protocols import RunOptions

__all__ = ["print_summary", "run_codealign_command"]

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
