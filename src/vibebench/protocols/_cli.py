"""`vibebench run`: the main job."""

from __future__ import annotations

import json
from pathlib import Path

import click
from rich.console import Console
from rich.table import Table

from vibebench.cli import VibebenchCommand, on_interrupt
from vibebench.metrics import ERROR_RATE_THRESHOLD, ModelSummary
from vibebench.models import RetryPolicy
from vibebench.protocols._plan import DEFAULT_BENCHMARKS, DEFAULT_MODELS, SETTINGS, RunConfig
from vibebench.protocols._run import RunOptions
from vibebench.protocols._run import run as run_pipeline


def _percent(value: float | None) -> str:
    return "-" if value is None else f"{100 * value:.1f}"


def print_summary(summaries: list[ModelSummary], console: Console) -> None:
    """One table per model: pass@1, FR_k and both IF levels for every setting and k."""
    for summary in summaries:
        rate = _percent(summary.error_rate)
        title = f"{summary.model}: {summary.samples} samples, error rate {rate}%"
        table = Table(title=title, title_justify="left")
        for column in ("setting", "k", "tasks", "pass@1", "FR_k %", "IF instr.", "IF task"):
            table.add_column(column, justify="right" if column != "setting" else "left")
        for row in summary.rows:
            table.add_row(
                row.setting,
                str(row.k),
                str(row.tasks),
                _percent(row.pass_at_1),
                _percent(row.functional_regression),
                _percent(row.if_instruction),
                _percent(row.if_task),
            )
        console.print(table)
        if summary.flagged:
            console.print(
                f"[red]{summary.model}: error rate {rate}% is above the "
                f"{_percent(ERROR_RATE_THRESHOLD)}% threshold: its scores are not comparable "
                "(the paper drops such models)[/red]"
            )


@click.command("run", cls=VibebenchCommand)
@click.option(
    "-b",
    "--benchmark",
    "benchmarks",
    multiple=True,
    help="Benchmark to evaluate: humaneval, embedded, bigcodebench, livecodebench, a task "
    "file, or the paper's augmented benchmarks bigvibebench, livevibebench, humanvibeeval "
    f"(repeatable; default: {', '.join(DEFAULT_BENCHMARKS)}).",
)
@click.option(
    "-a",
    "--augmented",
    multiple=True,
    help="Augmented instruction file per benchmark (default: the shipped rule-based one; "
    "bigvibebench and livevibebench: the rule selector's, cached beside the store).",
)
@click.option(
    "--data-file",
    "data_files",
    multiple=True,
    help="Local copy of a benchmark's data in its hub record format, one per -b in order "
    "(BigCodeBench .jsonl/.json/.parquet; a LiveCodeBench release file or hub-shaped folder).",
)
@click.option(
    "-O",
    "--benchmark-option",
    "benchmark_options",
    multiple=True,
    metavar="KEY=VALUE",
    help="Loader option, given to each benchmark that takes it: subset=full|hard, "
    "version=v0.1.4 (BigCodeBench); release=release_v6, start_date=, end_date=YYYY-MM-DD "
    "(LiveCodeBench).",
)
@click.option(
    "--split",
    type=click.Choice(["instruct", "complete"]),
    default="instruct",
    show_default=True,
    help="BigCodeBench prompt: instruct (the paper's) or complete.",
)
@click.option(
    "--calibrated/--no-calibrated",
    default=None,
    help="Before testing, complete a sample that lacks the prompt's imports or signature "
    "with the prompt's code, as BigCodeBench's harness does (default: on for "
    "completion-style tasks: HumanEval, BigCodeBench complete). The run records it.",
)
@click.option(
    "-m",
    "--model",
    "models",
    multiple=True,
    help="Model spec or baseline, optionally LABEL=SPEC: reference, ruff-fix, replay:FILE, "
    "openai/gpt-4o-mini, anthropic/..., ollama/..., openai-compatible:URL@MODEL "
    "(repeatable; default: "
    f"{', '.join(DEFAULT_MODELS)}).",
)
@click.option(
    "-s",
    "--setting",
    "settings",
    multiple=True,
    type=click.Choice(SETTINGS),
    help="Settings to run (repeatable; default: all three).",
)
@click.option(
    "-k",
    "--max-k",
    type=click.IntRange(1, 30),
    default=5,
    show_default=True,
    help="Largest number of instructions.",
)
@click.option(
    "-n",
    "--samples",
    type=click.IntRange(min=1),
    default=1,
    show_default=True,
    help="Samples per task and setting.",
)
@click.option(
    "--limit", type=click.IntRange(min=1), help="Only the first N tasks of each benchmark."
)
@click.option("--temperature", type=click.FloatRange(0.0, 2.0), default=0.0, show_default=True)
@click.option("--max-tokens", type=click.IntRange(min=1))
@click.option("--name", default="default", show_default=True, help="Run name in the store.")
@click.option(
    "--store",
    "store_path",
    default="vibebench-runs/runs.sqlite",
    show_default=True,
    type=click.Path(dir_okay=False, path_type=Path),
    envvar="VIBEBENCH_STORE",
)
@click.option(
    "--cache",
    "cache_path",
    type=click.Path(dir_okay=False, path_type=Path),
    help="SQLite response cache for model calls.",
)
@click.option(
    "-c",
    "--concurrency",
    type=click.IntRange(min=1),
    default=8,
    show_default=True,
    help="Model requests in flight.",
)
@click.option(
    "--retries",
    type=click.IntRange(0, 19),
    default=3,
    show_default=True,
    help="Retries per model request.",
)
@click.option(
    "--request-timeout",
    type=click.FloatRange(min=0.0, min_open=True),
    default=120.0,
    show_default=True,
    help="Seconds per request.",
)
@click.option(
    "-w", "--workers", type=click.IntRange(min=1), help="Sandbox workers (default: CPU count)."
)
@click.option("--format", "output_format", type=click.Choice(["table", "json"]), default="table")
@click.option(
    "--report",
    "report_path",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Write the run's HTML report here (default: RUN_NAME.html beside the store).",
)
@click.option("--no-report", is_flag=True, help="Do not write the HTML report.")
@click.option(
    "--suite",
    type=click.Choice(["vibe", "codealign"]),
    default="vibe",
    show_default=True,
    help="vibe: VeriCode settings; codealign: CodeAlignBench predefined and follow-up "
    "(-k entries per solution; see docs/codealign.md).",
)
@click.option("--judge", "judge_spec", help="codealign: judge model for judge-backed entries.")
@click.option(
    "--first-solution",
    type=click.Choice(["own", "reference"]),
    default="own",
    show_default=True,
    help="codealign: follow-up edits each model's own first solution, or the reference.",
)
def run(
    benchmarks: tuple[str, ...],
    augmented: tuple[str, ...],
    models: tuple[str, ...],
    settings: tuple[str, ...],
    max_k: int,
    samples: int,
    limit: int | None,
    temperature: float,
    max_tokens: int | None,
    name: str,
    store_path: Path,
    cache_path: Path | None,
    concurrency: int,
    retries: int,
    request_timeout: float,
    workers: int | None,
    output_format: str,
    report_path: Path | None = None,
    no_report: bool = False,
    suite: str = "vibe",
    judge_spec: str | None = None,
    first_solution: str = "own",
    data_files: tuple[str, ...] = (),
    benchmark_options: tuple[str, ...] = (),
    split: str = "instruct",
    calibrated: bool | None = None,
) -> None:
    """Generate, verify and execute: benchmark x models x settings, resumable.

    With no options it runs the offline baselines (reference solutions and the Ruff auto-fix
    editor) on HumanEval and the embedded task set with their shipped instructions. Rerunning
    the same command resumes: finished work is read from the store, never recomputed.
    """
    if suite == "codealign":
        from vibebench.codealign._cli import run_codealign_command

        run_name = run_codealign_command(
            benchmarks=benchmarks, models=models, k=max_k, samples=samples, limit=limit,
            temperature=temperature, max_tokens=max_tokens, name=name, judge=judge_spec,
            store_path=store_path, concurrency=concurrency, retries=retries,
            request_timeout=request_timeout, first_solution=first_solution,
            output_format=output_format,
        )
        if not no_report:
            path = report_path or store_path.with_name(f"{run_name}.html")
            write_run_report(store_path, run_name, path)
            if output_format != "json":
                click.echo(f"report written to {path}")
        return
    config = RunConfig(
        name=name,
        benchmarks=benchmarks or DEFAULT_BENCHMARKS,
        augmented=augmented,
        models=models or DEFAULT_MODELS,
        settings=tuple(s for s in SETTINGS if s in settings) or SETTINGS,  # order-free resume
        max_k=max_k,
        samples=samples,
        limit=limit,
        temperature=temperature,
        max_tokens=max_tokens,
        data_files=data_files,
        benchmark_options=benchmark_options,
        split=split,
        calibrated="auto" if calibrated is None else ("on" if calibrated else "off"),
    )
    options = RunOptions(
        store_path=store_path,
        concurrency=concurrency,
        workers=workers,
        cache_path=cache_path,
        retry=RetryPolicy(max_attempts=retries + 1, timeout_s=request_timeout),
    )
    if not no_report:
        report_path = report_path or store_path.with_name(f"{name}.html")
    _run_and_print(config, options, output_format, None if no_report else report_path)


def _run_and_print(
    config: RunConfig, options: RunOptions, output_format: str, report_path: Path | None
) -> None:
    """Run the pipeline, write the report, and print the summaries (table or JSON)."""
    on_interrupt(f"results so far are in {options.store_path} (run {config.name!r})", resume=True)
    summaries = run_pipeline(config, options)
    if report_path is not None:
        write_run_report(options.store_path, config.name, report_path)
    if output_format == "json":
        click.echo(json.dumps([summary.model_dump() for summary in summaries], indent=2))
        return
    print_summary(summaries, Console())
    click.echo(f"results stored in {options.store_path} (run {config.name!r})")
    if report_path is not None:
        click.echo(f"report written to {report_path}")


def write_run_report(store_path: Path, name: str, report_path: Path) -> None:
    """The HTML report of the run just finished (the same as `vibebench report NAME`)."""
    from vibebench.report import build_report_data, write_html

    write_html(build_report_data(store_path, [name]), report_path)
