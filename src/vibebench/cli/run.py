"""`vibebench run`: the main job."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import click
from rich.console import Console
from rich.table import Table

from vibebench.cli import VibebenchCommand, on_interrupt
from vibebench.cli._shared import (
    FILE,
    STORE,
    choice,
    command_options,
    group,
    model_specs,
    opt,
    store_field,
    table_or_json,
)
from vibebench.cli.run_generation import generation_options
from vibebench.errors import ExitCode
from vibebench.metrics import ERROR_RATE_THRESHOLD, ModelSummary, RunResult, score_run
from vibebench.models import GenerationSettings, RetryPolicy
from vibebench.run import (
    DEFAULT_BENCHMARKS,
    DEFAULT_MODELS,
    SETTINGS,
    RunConfig,
    RunOptions,
    run_vibe,
)
from vibebench.store import ModelProgress

NOT_COMPUTED = "–"
"""A figure with no sample done: never shown as 0."""


def _percent(value: float | None) -> str:
    return NOT_COMPUTED if value is None else f"{100 * value:.1f}"


def _title(summary: ModelSummary, progress: ModelProgress | None) -> str:
    """`coder: 21 samples, error rate 4.8%`, saying `N of M samples done` when incomplete."""
    rate = _percent(summary.error_rate)
    if progress is not None and not progress.complete:
        done = f"{progress.done} of {progress.total} samples done (incomplete)"
        return f"{summary.model}: {done}, error rate {rate}%"
    return f"{summary.model}: {summary.samples} samples, error rate {rate}%"


def print_summary(
    summaries: list[ModelSummary],
    console: Console,
    progress: dict[str, ModelProgress] | None = None,
    threshold: float = ERROR_RATE_THRESHOLD,
    expected: Sequence[tuple[str, int]] = (),
) -> None:
    """One table per model: pass@1, FR_k and both IF levels for every setting and k.

    With `progress`, a model without any sample done still gets its (empty) title, and an
    incomplete model's title says how many of its samples are done. `expected` (setting, k)
    rows the model has no sample done for are shown with `–` for every figure.
    """
    progress = progress or {}
    scored = {summary.model for summary in summaries}
    for entry in progress.values():
        if entry.model not in scored:
            console.print(
                f"{entry.model}: 0 of {entry.total} samples done (incomplete): "
                f"no figure computed ({NOT_COMPUTED})",
                highlight=False,
            )
    for summary in summaries:
        table = Table(title=_title(summary, progress.get(summary.model)), title_justify="left")
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
        present = {(row.setting, row.k) for row in summary.rows}
        for setting, k in expected:
            if (setting, k) not in present:
                table.add_row(setting, str(k), "0", *[NOT_COMPUTED] * 4)
        console.print(table)
        if summary.flagged and not progress:
            console.print(
                f"[red]{summary.model}: error rate {_percent(summary.error_rate)}% is above the "
                f"{_percent(threshold)}% threshold: its scores are not comparable "
                "(the paper drops such models)[/red]"
            )


@dataclass(frozen=True)
class RunCommandOptions:
    """The options of `vibebench run`."""

    benchmarks: tuple[str, ...] = opt(
        "-b",
        "--benchmark",
        multiple=True,
        help="Benchmark to evaluate: humaneval, embedded, bigcodebench, livecodebench, a task "
        "file, or the paper's augmented benchmarks bigvibebench, livevibebench, humanvibeeval "
        f"(repeatable; default: {', '.join(DEFAULT_BENCHMARKS)}).",
    )
    augmented: tuple[str, ...] = opt(
        "-a",
        multiple=True,
        help="Augmented instruction file per benchmark (default: the shipped rule-based one; "
        "bigvibebench and livevibebench: the rule selector's, cached beside the store).",
    )
    data_files: tuple[str, ...] = opt(
        "--data-file",
        multiple=True,
        help="Local copy of a benchmark's data in its hub record format, one per -b in order "
        "(BigCodeBench .jsonl/.json/.parquet; a LiveCodeBench release file or hub-shaped folder).",
    )
    benchmark_options: tuple[str, ...] = opt(
        "-O",
        "--benchmark-option",
        multiple=True,
        metavar="KEY=VALUE",
        help="Loader option, given to each benchmark that takes it: subset=full|hard, "
        "version=v0.1.4 (BigCodeBench); release=release_v6, start_date=, end_date=YYYY-MM-DD "
        "(LiveCodeBench).",
    )
    split: str = choice(
        "instruct", "complete", help="BigCodeBench prompt: instruct (the paper's) or complete."
    )
    calibrated: bool | None = opt(
        "--calibrated/--no-calibrated",
        default=None,
        show_default=False,
        help="Before testing, complete a sample that lacks the prompt's imports or signature "
        "with the prompt's code, as BigCodeBench's harness does (default: on for "
        "completion-style tasks: HumanEval, BigCodeBench complete). The run records it.",
    )
    models: tuple[str, ...] = model_specs(
        "-m",
        "--model",
        help="Model spec or baseline, optionally LABEL=SPEC: reference, ruff-fix, replay:FILE, "
        "openai/gpt-4o-mini, anthropic/..., ollama/..., openai-compatible:URL@MODEL "
        "(repeatable; default: "
        f"{', '.join(DEFAULT_MODELS)}).",
        required=False,
    )
    settings: tuple[str, ...] = opt(
        "-s",
        "--setting",
        multiple=True,
        type=click.Choice(SETTINGS),
        help="Settings to run (repeatable; default: all three).",
    )
    max_k: int = opt(
        "-k", type=click.IntRange(1, 30), default=5, help="Largest number of instructions."
    )
    samples: int = opt(
        "-n", type=click.IntRange(min=1), default=1, help="Samples per task and setting."
    )
    limit: int | None = opt(
        type=click.IntRange(min=1), help="Only the first N tasks of each benchmark."
    )
    generation: GenerationSettings = group(generation_options)
    name: str = opt(default="default", help="Run name in the store.")
    store_path: Path = store_field(default=STORE)
    cache_path: Path | None = opt(
        "--cache", type=FILE, help="SQLite response cache for model calls."
    )
    concurrency: int = opt(
        "-c", type=click.IntRange(min=1), default=8, help="Model requests in flight."
    )
    retries: int = opt(type=click.IntRange(0, 19), default=3, help="Retries per model request.")
    request_timeout: float = opt(
        type=click.FloatRange(min=0.0, min_open=True), default=120.0, help="Seconds per request."
    )
    workers: int | None = opt(
        "-w", type=click.IntRange(min=1), help="Sandbox workers (default: CPU count)."
    )
    max_error_rate: float = opt(
        type=click.FloatRange(0.0, 1.0),
        default=ERROR_RATE_THRESHOLD,
        help="A model whose generations fail more often than this is marked, left out of "
        "rankings, and the command exits with 3 (the Vibe Checker paper drops such models).",
    )
    executor: str = choice(
        "local",
        "ray",
        help="Where sandboxed tests and batched verification run: local (a pool here) or ray "
        "(Ray tasks on a cluster; generation stays here; see docs/scale.md).",
    )
    ray_address: str | None = opt(
        help="The Ray cluster for --executor ray (default: the running one, else a local one)."
    )
    pooled: bool = opt(
        is_flag=True,
        help="Also show the scores of all benchmarks pooled (by default each benchmark of the "
        "run is scored on its own).",
    )
    output_format: str = table_or_json()
    report_path: Path | None = opt(
        "--report",
        type=FILE,
        help="Write the run's HTML report here (default: RUN_NAME.html beside the store).",
    )
    no_report: bool = opt(is_flag=True, help="Do not write the HTML report.")
    suite: str = choice(
        "vibe",
        "codealign",
        help="vibe: VeriCode settings; codealign: CodeAlignBench predefined and follow-up "
        "(-k entries per solution; see docs/codealign.md).",
    )
    judge_spec: str | None = opt(
        "--judge", help="codealign: judge model for judge-backed entries."
    )
    first_solution: str = choice(
        "own",
        "reference",
        help="codealign: follow-up edits each model's own first solution, or the reference.",
    )
    languages: tuple[str, ...] = opt(
        "--language",
        multiple=True,
        type=click.Choice(["python", "java", "javascript"]),
        help="codealign: task language (repeatable; default python). Java and JavaScript use "
        "the translated tasks, e.g. -b embedded --language java.",
    )


@click.command("run", cls=VibebenchCommand)
@command_options(RunCommandOptions)
def run(options: RunCommandOptions) -> ExitCode | None:
    """Generate, verify and execute: benchmark x models x settings, resumable.

    With no options it runs the offline baselines (reference solutions and the Ruff auto-fix
    editor) on HumanEval and the embedded task set with their shipped instructions. Rerunning
    the same command resumes: finished work is read from the store, never recomputed.

    Every generation is stored with how it ended (ok, truncated, empty, refused, api_error,
    transport_error...); the summary counts them per model with the first message of each
    kind. A model that gets the same fatal error (HTTP 400/401/403/404) three times is
    stopped and its other samples are left for a rerun. Exit 3 when samples are not done
    or a model fails more than --max-error-rate (the cause is printed first, one line per
    model); 2 on bad input.
    """
    if options.suite == "codealign":
        return _run_codealign(options)
    config = RunConfig(
        **{name: getattr(options, name) for name in _AS_GIVEN},
        benchmarks=options.benchmarks or DEFAULT_BENCHMARKS,
        models=options.models or DEFAULT_MODELS,
        settings=tuple(s for s in SETTINGS if s in options.settings) or SETTINGS,  # order-free
        calibrated=_calibrated(options.calibrated),
    )
    run_options = RunOptions(
        store_path=options.store_path,
        concurrency=options.concurrency,
        workers=options.workers,
        cache_path=options.cache_path,
        retry=RetryPolicy(max_attempts=options.retries + 1, timeout_s=options.request_timeout),
        max_error_rate=options.max_error_rate,
        executor=options.executor,  # type: ignore[arg-type]
        ray_address=options.ray_address,
    )
    return _run_and_print(config, run_options, options)


_AS_GIVEN = (
    "name", "augmented", "max_k", "samples", "limit", "generation", "data_files",
    "benchmark_options", "split",
)  # fmt: skip
"""The options the run's config takes as they are given."""


def _calibrated(flag: bool | None) -> str:
    """--calibrated/--no-calibrated as the run records it: auto (not given), on or off."""
    if flag is None:
        return "auto"
    return "on" if flag else "off"


def _report_path(options: RunCommandOptions, run_name: str) -> Path | None:
    """Where the run's HTML report goes (None: --no-report)."""
    if options.no_report:
        return None
    return options.report_path or options.store_path.with_name(f"{run_name}.html")


def _run_codealign(options: RunCommandOptions) -> None:
    """`--suite codealign`: run it, print its summary, write its report."""
    from vibebench.cli.codealign import run_codealign_command

    run_name = run_codealign_command(options)
    path = _report_path(options, run_name)
    if path is not None:
        write_run_report(options.store_path, run_name, path)
        if options.output_format != "json":
            click.echo(f"report written to {path}")


def _run_and_print(config: RunConfig, options: RunOptions, command: RunCommandOptions) -> ExitCode:
    """Run the pipeline, write the report, and print the summaries (table or JSON).

    Returns ExitCode.INCOMPLETE (3) when samples are not done or a model is over the
    allowed failure rate, after everything is printed and written; ExitCode.OK otherwise.
    """
    on_interrupt(f"results so far are in {options.store_path} (run {config.name!r})", resume=True)
    result = score_run(run_vibe(config, options), options.max_error_rate)
    report_path = _report_path(command, config.name)
    if report_path is not None:
        write_run_report(options.store_path, config.name, report_path, options.max_error_rate)
    views = _views(result, command.pooled)
    if command.output_format == "json":
        click.echo(json.dumps(_json_summaries(result, views), indent=2))
        _echo_causes(result, options.max_error_rate, err=True)
    else:
        _print_table(result, options.max_error_rate, _expected_rows(config), views)
        click.echo(f"results stored in {options.store_path} (run {config.name!r})")
        if report_path is not None:
            click.echo(f"report written to {report_path}")
    return ExitCode.OK if result.ok else ExitCode.INCOMPLETE


POOLED = "all benchmarks"
"""The name of the pooled view (`--pooled`) in tables and JSON."""


def _views(result: RunResult, pooled: bool) -> dict[str | None, list[ModelSummary]]:
    """The score views to show: each benchmark on its own (one benchmark: the run's scores,
    unnamed), and the pooled scores when asked for."""
    views: dict[str | None, list[ModelSummary]] = dict(result.by_benchmark)
    if not views:
        return {None: result.summaries}
    if pooled:
        views[POOLED] = result.summaries
    return views


def _json_summaries(
    result: RunResult, views: dict[str | None, list[ModelSummary]]
) -> list[dict[str, object]]:
    """One object per model (and benchmark, for a run of several): its scores, plus its
    progress and generation outcomes."""
    progress = {entry.model: entry for entry in result.progress.models}
    rows = []
    for benchmark, summaries in views.items():
        named = {} if benchmark is None else {"benchmark": benchmark}
        for summary in summaries:
            entry = progress.get(summary.model)
            rows.append({**named, **summary.model_dump(), **_progress_json(entry, result)})
    scored = {summary.model for summary in result.summaries}
    for entry in result.progress.models:
        if entry.model not in scored:
            rows.append(
                {"model": entry.model, "samples": 0, "rows": [], **_progress_json(entry, result)}
            )
    return rows


def _progress_json(entry: ModelProgress | None, result: RunResult) -> dict[str, object]:
    if entry is None:
        return {}
    return {
        "planned": entry.total,
        "done": entry.done,
        "complete": entry.complete,
        "outcomes": entry.statuses,
        "error_kinds": [error.model_dump() for error in entry.errors],
        "truncation_rate": entry.rate("truncated"),
        "empty_rate": entry.rate("empty"),
        "stopped": result.stopped.get(entry.model),
    }


def _echo_causes(result: RunResult, threshold: float, *, err: bool) -> None:
    from vibebench.report._health import cause_lines, progress_lines, standings_of

    standings = standings_of(result.summaries)
    lines = progress_lines(result.progress)
    lines += cause_lines(result.progress, standings, threshold, result.stopped)
    for line in lines:
        click.echo(line, err=err)


def _expected_rows(config: RunConfig) -> list[tuple[str, int]]:
    """The (setting, k) rows the run plans, in table order."""
    return [
        (setting, k)
        for setting in SETTINGS
        if setting in config.settings
        for k in ([0] if setting == "base" else range(1, config.max_k + 1))
    ]


def _print_table(
    result: RunResult,
    threshold: float,
    expected: list[tuple[str, int]],
    views: dict[str | None, list[ModelSummary]],
) -> None:
    """The run's state, one cause line per model and the outcome tables, then the scores of
    each benchmark (and the pooled ones when asked for)."""
    from vibebench.report._health import print_health, standings_of

    console = Console()
    standings = standings_of(result.summaries)
    print_health(result.progress, standings, threshold, console, result.stopped)
    progress = {entry.model: entry for entry in result.progress.models}
    incomplete = [] if result.progress.complete else expected
    for benchmark, summaries in views.items():
        if benchmark is not None:
            console.rule(f"[bold]{benchmark}", align="left")
        print_summary(summaries, console, progress, threshold, incomplete)


def write_run_report(
    store_path: Path, name: str, report_path: Path, max_error_rate: float = ERROR_RATE_THRESHOLD
) -> None:
    """The HTML report of the run just finished (the same as `vibebench report NAME`)."""
    from vibebench.metrics import MetricsConfig
    from vibebench.report import build_report_data, write_html

    config = MetricsConfig(error_threshold=max_error_rate)
    write_html(build_report_data(store_path, [name], config=config), report_path)
