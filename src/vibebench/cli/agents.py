"""`vibebench proxy` and `vibebench trajectory normalize|score`: observing coding agents."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

import click
from rich.console import Console
from rich.table import Table

from vibebench.agents._io import (
    checklist_for,
    read_checklists,
    read_trajectories,
    write_trajectories,
)
from vibebench.agents._log import ProxyLog
from vibebench.agents._models import AgentChecklist, Trajectory
from vibebench.agents._normalize import NormalizeConfig, normalize_session
from vibebench.agents._proxy import LoggingProxy, ProxyConfig
from vibebench.agents._score import (
    InstanceResult,
    ScoreSummary,
    score_trajectory,
    summarize_results,
)
from vibebench.cli import VibebenchCommand, VibebenchGroup
from vibebench.cli._shared import (
    FILE,
    TABLE_OR_JSON,
    closing,
    echo_json,
    options_into,
    quiet_progress,
    serve_until_interrupted,
    store_option,
)
from vibebench.conv2bench import labeled_models
from vibebench.errors import ConfigError, ExitCode
from vibebench.models import Model

_SECONDS = click.FloatRange(min=0, min_open=True)


RUN_NAME = click.option("-r", "--run", "run_name", default="agents", show_default=True)
"""The run of the store that holds the proxy's calls."""


@click.command("proxy", cls=VibebenchCommand)
@options_into(ProxyConfig, "config")
@click.option(
    "--upstream",
    required=True,
    envvar="VIBEBENCH_UPSTREAM",
    help="Root URL of the real API, e.g. https://api.anthropic.com.",
)
@store_option(required=True, help="Run store to record calls in (created if missing).")
@RUN_NAME
@click.option(
    "--host",
    default="127.0.0.1",
    show_default=True,
    help="Interface to listen on; it forwards credentials, so keep it local.",
)
@click.option("--port", default=8788, show_default=True)
@click.option(
    "--session",
    "default_session",
    default="default",
    show_default=True,
    help="Session for calls without a /s/<session>/ prefix or x-vibebench-session.",
)
@click.option(
    "--token",
    envvar="VIBEBENCH_PROXY_TOKEN",
    default=None,
    help="Require this token from clients (Proxy-Authorization: Bearer TOKEN, or a "
    "/t/TOKEN/ path prefix), else 401; env VIBEBENCH_PROXY_TOKEN.",
)
@click.option(
    "--idle-timeout",
    "idle_timeout_s",
    type=_SECONDS,
    default=300.0,
    show_default=True,
    help="Seconds without a byte from upstream before the call fails (504).",
)
@click.option(
    "--timeout",
    "timeout_s",
    type=_SECONDS,
    default=3600.0,
    show_default=True,
    help="Seconds one call may take in all, streamed answer included.",
)
def proxy(config: ProxyConfig, store_path: Path, run_name: str) -> None:
    """Forward an agent's model calls to UPSTREAM and record each request and response.

    Point the scaffold's base URL at the proxy; put a session name in the path to keep
    agent runs apart. Streamed answers are relayed as they arrive. Upstream failures reach
    the scaffold as 502 (unreachable) or 504 (idle timeout) and are recorded as errors.

    \b
    Examples:
      vibebench proxy --upstream https://api.anthropic.com --store runs.sqlite
      ANTHROPIC_BASE_URL=http://127.0.0.1:8788/s/task-1 claude -p "fix the bug"
      OPENAI_BASE_URL=http://127.0.0.1:8788/s/task-2/v1 my-agent ...
      VIBEBENCH_PROXY_TOKEN=s3cret vibebench proxy --upstream ... --store runs.sqlite
      OPENAI_BASE_URL=http://127.0.0.1:8788/t/s3cret/s/task-3/v1 my-agent ...
    """
    log = ProxyLog.open(store_path, run_name)
    server = LoggingProxy(config, log)
    url = server.url
    click.echo(f"proxy on {url} -> {config.upstream}; sessions: {url}/s/<name>", err=True)
    if config.token is None and config.host not in ("127.0.0.1", "localhost", "::1"):
        click.echo(f"warning: listening on {config.host} without --token", err=True)

    def stop() -> None:
        server.stop()
        log.close()

    serve_until_interrupted(server.serve_forever, stop)


@click.group("trajectory", cls=VibebenchGroup)
def trajectory() -> None:
    """Normalize recorded agent sessions and score them against checklists (ISR, CSR)."""


@trajectory.command("normalize")
@store_option(required=True)
@RUN_NAME
@click.option(
    "-s",
    "--session",
    "sessions",
    multiple=True,
    help="Session to normalize (repeatable; default: all).",
)
@click.option("-o", "--output", type=FILE, required=True, help="Trajectories JSONL.")
@click.option("--max-tool-chars", default=4000, show_default=True)
def normalize(
    store_path: Path, run_name: str, sessions: tuple[str, ...], output: Path, max_tool_chars: int
) -> None:
    """Merge each session's proxy calls into one {meta, tools, messages} trajectory."""
    with ProxyLog.open(store_path, run_name, create=False) as log:
        wanted = list(sessions) or log.sessions()
        calls = {session: log.calls(session) for session in wanted}
    missing = [session for session, found in calls.items() if not found]
    if missing:
        raise ConfigError(f"no recorded calls for session(s) {', '.join(missing)}")
    config = NormalizeConfig(max_tool_chars=max_tool_chars)
    found = [normalize_session(calls[session], config) for session in wanted]
    write_trajectories(output, found)
    for item in found:
        meta = item.meta
        click.echo(
            f"{meta.session_id}: {meta.calls} calls, {len(item.messages)} messages, "
            f"{meta.duplicates_removed} re-sent messages merged, "
            f"{meta.failed_calls} failed calls"
        )


async def _score_all(
    judges: list[Model],
    trajectories: list[Trajectory],
    checklists: dict[str | None, AgentChecklist],
    on_done: Callable[[], None],
) -> list[InstanceResult]:
    results = []
    for item in trajectories:
        checklist = checklist_for(checklists, item.meta.session_id)
        results.append(await score_trajectory(judges, item, checklist))
        on_done()
    return results


def _print(summary: ScoreSummary, results: list[InstanceResult]) -> None:
    table = Table(title="Instruction following (avg@k over judges)", title_justify="left")
    for column in ("scope", "ISR %", "CSR %", "instances"):
        table.add_column(column, no_wrap=True)
    rows = [
        ("overall", summary.overall),
        *sorted(summary.by_category.items()),
        *((f"judge {name}", rates) for name, rates in summary.by_judge.items()),
    ]
    for name, rates in rows:
        table.add_row(
            name, f"{100 * rates.isr:.2f}", f"{100 * rates.csr:.2f}", str(rates.instances)
        )
    Console().print(table)
    for result in results:
        failed = [outcome.check.check_id for outcome in result.failed_checks()]
        Console().print(f"{result.instance_id}: failed {', '.join(failed) or 'nothing'}")


@trajectory.command("score")
@click.argument("trajectories", type=FILE)
@click.option(
    "--checklist",
    "checklist_path",
    type=FILE,
    required=True,
    help='OctoBench checklist JSON (one for all, or {"instances": {id: ...}}).',
)
@click.option(
    "-j",
    "--judge",
    "judge_entries",
    multiple=True,
    required=True,
    help="[LABEL=]SPEC of a judge (repeatable; the panel is averaged).",
)
@TABLE_OR_JSON
def score(
    trajectories: Path, checklist_path: Path, judge_entries: tuple[str, ...], output_format: str
) -> ExitCode:
    """Score TRAJECTORIES against their checklists: ISR and CSR overall and per category."""
    found = read_trajectories(trajectories)
    checklists = read_checklists(checklist_path)
    judges = labeled_models(judge_entries)
    with quiet_progress() as progress:
        bar = progress.add_task("judging trajectories", total=len(found))
        work = _score_all(judges, found, checklists, lambda: progress.advance(bar))
        results = asyncio.run(closing(judges, work))
        summary = summarize_results(results)
    if output_format == "json":
        instances = [result.model_dump(mode="json") for result in results]
        echo_json({"summary": summary.model_dump(mode="json"), "instances": instances})
    else:
        _print(summary, results)
    if any(result.judge_errors for result in results):
        click.echo("some judges could not decide (counted as failed checks)", err=True)
        return ExitCode.FAILED
    return ExitCode.OK
