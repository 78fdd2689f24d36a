"""`vibebench exec` and `vibebench selfcheck`: thin click commands over the execute stage.

Exit codes (mapped in vibebench.cli): 0 everything passed; 1 a sample (or reference) did not
pass, or a sample line was malformed; 2 usage error, unreadable input, or a sandbox that cannot
run at all.
"""

from __future__ import annotations

import contextlib
import json
import threading
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

import click

from vibebench.cli import VibebenchCommand, on_interrupt
from vibebench.cli._shared import (
    arg,
    command_options,
    format_field,
    format_option,
    group,
    opt,
    option_group,
)
from vibebench.errors import DatasetError, ExitCode
from vibebench.execute._models import ExecutionVerdict, SandboxConfig, TimeoutPolicy
from vibebench.execute._passk import feasible_ks, pass_at_k_report
from vibebench.execute._pool import PoolOptions, check_references, evaluate_samples
from vibebench.execute._runners import Runner
from vibebench.execute._samples import read_samples
from vibebench.execute._sandbox import Sandbox
from vibebench.jsonl import json_line
from vibebench.tasks import load_benchmark

__all__ = ["exec_", "selfcheck"]

_JSON_HELP = "json prints one JSON object on stdout."
_FORMAT = format_option("text", "json", help_text=_JSON_HELP)


def _parse_ks(_ctx: click.Context, _param: click.Parameter, value: str) -> list[int]:
    try:
        ks = sorted({int(part) for part in value.split(",") if part.strip()})
    except ValueError as err:
        raise click.BadParameter(f"expected comma-separated integers, got {value!r}") from err
    if not ks or ks[0] < 1:
        raise click.BadParameter("k values must be positive integers")
    return ks


@dataclass(frozen=True)
class SandboxOptions:
    """Where and how the sandboxed runs happen (the options exec and selfcheck share)."""

    workers: int | None
    batch_size: int | None
    isolation: str
    executor: str
    ray_address: str | None

    def runner(self) -> Runner:
        """A runner with a sandbox of the chosen isolation."""
        return Runner(Sandbox(SandboxConfig(isolation=self.isolation)))  # type: ignore[arg-type]

    def pool_kwargs(self) -> PoolOptions:
        """The keyword arguments of evaluate_samples and check_references."""
        return {
            "workers": self.workers, "batch_size": self.batch_size,
            "executor": self.executor, "ray_address": self.ray_address,
        }  # fmt: skip


_POOL = option_group(
    SandboxOptions,
    "pool",
    click.option("-j", "--workers", type=click.IntRange(min=1), help="Default: CPUs."),
    click.option(
        "--batch-size",
        type=click.IntRange(min=1),
        help="Samples handed to a worker at once (default: up to 8, by workload); every "
        "sample still gets a sealed sandbox of its own.",
    ),  # fmt: skip
    click.option(
        "--isolation",
        type=click.Choice(["auto", "bwrap", "rlimits"]),
        default="auto",
        show_default=True,
        help="auto and bwrap: a sealed bubblewrap sandbox per sample (an "
        "error naming the ways forward when bubblewrap is missing); rlimits: UNSANDBOXED, "
        "process limits only, for trusted code.",
    ),  # fmt: skip
    click.option(
        "--executor",
        type=click.Choice(["local", "ray"]),
        default="local",
        show_default=True,
        help="local: worker threads here; ray: batches as Ray tasks (pip install "
        "'vibebench[ray]').",
    ),  # fmt: skip
    click.option(
        "--ray-address", help="Ray cluster to join (default: auto, else a local Ray instance)."
    ),
)
"""The pool options, handed to the command as one `pool`."""


@dataclass(frozen=True)
class ExecOptions:
    """The options of `vibebench exec` besides the pool's."""

    samples: str = arg(type=click.Path(exists=True, dir_okay=False))
    benchmark: str = opt(
        "-b",
        required=True,
        help="humaneval, embedded, bigcodebench, livecodebench, or a task JSONL file.",
    )
    data_file: str | None = opt(help="Local copy of the benchmark's data (offline loading).")
    output: str | None = opt("-o", type=click.Path(dir_okay=False), help="Verdicts JSONL.")
    ks: list[int] = opt(
        "--k",
        default="1,10",
        callback=_parse_ks,
        help="pass@k values; ks larger than a task's sample count are skipped.",
    )
    timeout_floor: float = opt(
        type=click.FloatRange(min=0.1),
        default=5.0,
        help="Least CPU seconds a sample gets; more when its reference is slow.",
    )
    calibrate: bool = opt(
        "--calibrate/--no-calibrate",
        default=True,
        help="Time each task's reference first and scale timeouts from it.",
    )
    pool: SandboxOptions = group(_POOL)
    output_format: str = format_field(
        "text", "json", help_text="json prints one JSON object on stdout."
    )


class _VerdictWriter:
    """Appends verdicts as they finish, so an interrupted run keeps what it computed."""

    def __init__(self, handle: TextIO | None) -> None:
        self._handle = handle
        self._lock = threading.Lock()

    def __call__(self, verdict: ExecutionVerdict) -> None:
        if self._handle is None:
            return
        with self._lock:
            self._handle.write(json_line(verdict) + "\n")
            self._handle.flush()


@click.command("exec", cls=VibebenchCommand)
@command_options(ExecOptions)
def exec_(options: ExecOptions) -> ExitCode:
    """Run SAMPLES (JSONL: task_id + solution | completion | response) in the sandbox.

    \b
    Example:
      vibebench exec samples.jsonl -b humaneval -o verdicts.jsonl --k 1,10
    """
    samples, output, pool = options.samples, options.output, options.pool
    if output and Path(output).exists() and Path(samples).samefile(output):
        raise click.UsageError(f"-o {output} is the samples file; write the verdicts elsewhere")
    tasks = {
        task.id: task for task in load_benchmark(options.benchmark, data_file=options.data_file)
    }
    sample_file = read_samples(samples, tasks)
    for problem in sample_file.problems:
        click.echo(f"skipped {problem}", err=True)
    if not sample_file.samples:
        raise DatasetError("cannot read samples: no usable samples", path=samples)
    runner = pool.runner()
    floor = options.timeout_floor
    policy = TimeoutPolicy(floor_s=floor, ceiling_s=max(120.0, floor))
    if output:
        on_interrupt(f"the verdicts of the samples finished so far are in {output}")
    with contextlib.ExitStack() as stack:
        handle = stack.enter_context(Path(output).open("w", encoding="utf-8")) if output else None
        verdicts = evaluate_samples(
            sample_file.samples, tasks, runner, policy=policy, calibrate=options.calibrate,
            on_verdict=_VerdictWriter(handle), **pool.pool_kwargs(),
        )  # fmt: skip
    _print_exec_summary(verdicts, options.ks, sample_file.problems, runner, options.output_format)
    failed = any(not v.passed for v in verdicts) or bool(sample_file.problems)
    return ExitCode.FAILED if failed else ExitCode.OK


def _print_exec_summary(
    verdicts: list[ExecutionVerdict],
    ks: list[int],
    problems: tuple[str, ...],
    runner: Runner,
    output_format: str,
) -> None:
    usable = feasible_ks(verdicts, ks)
    report = {str(r.k): r.mean for r in pass_at_k_report(verdicts, usable)}
    statuses = Counter(v.status for v in verdicts)
    summary = {
        "samples": len(verdicts), "statuses": dict(statuses), "pass_at_k": report,
        "skipped_k": [k for k in ks if k not in usable], "malformed_lines": list(problems),
        "isolation": runner.sandbox.isolation,
    }  # fmt: skip
    if output_format == "json":
        click.echo(json.dumps(summary))
        return
    counts = ", ".join(f"{count} {status}" for status, count in sorted(statuses.items()))
    click.echo(f"{len(verdicts)} samples ({counts}); isolation: {runner.sandbox.isolation}")
    for k, value in report.items():
        click.echo(f"pass@{k}: {value:.4f}")
    for k in summary["skipped_k"]:  # type: ignore[attr-defined]
        click.echo(f"pass@{k}: skipped (a task has fewer than {k} samples)")


@click.command("selfcheck", cls=VibebenchCommand)
@click.argument("bench")
@click.option("--data-file", help="Local copy of the benchmark's data (offline loading).")
@click.option(
    "--timeout",
    type=click.FloatRange(min=0.1),
    default=30.0,
    show_default=True,
    help="Seconds each reference solution gets.",
)
@_POOL
@_FORMAT
def selfcheck(
    bench: str, data_file: str | None, timeout: float, pool: SandboxOptions, output_format: str
) -> ExitCode:
    """Run BENCH's reference solutions in the sandbox; list any that fail (exit 1 if so).

    A broken environment (missing library, sandbox too strict) must never look like a bad
    model: run this before evaluating one.
    """
    tasks = load_benchmark(bench, data_file=data_file)
    runner = pool.runner()
    report = check_references(tasks, runner, timeout_s=timeout, **pool.pool_kwargs())
    failures = report.failures
    if output_format == "json":
        click.echo(json.dumps({
            "checked": len(report.verdicts), "passed": len(report.verdicts) - len(failures),
            "failures": [f.model_dump(mode="json") for f in failures],
            "without_reference": list(report.without_reference),
            "isolation": runner.sandbox.isolation,
        }))  # fmt: skip
    else:
        passed = len(report.verdicts) - len(failures)
        click.echo(
            f"{passed}/{len(report.verdicts)} reference solutions pass "
            f"(isolation: {runner.sandbox.isolation})"
        )
        for failure in failures:
            click.echo(f"FAIL {failure.task_id}: {failure.status}: {failure.message}")
        if report.without_reference:
            click.echo(f"{len(report.without_reference)} task(s) have no reference solution")
    return ExitCode.FAILED if failures else ExitCode.OK
