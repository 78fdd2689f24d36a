"""`vibebench agents run|checklist|score|tables`: OctoBench on real scaffolds."""

from __future__ import annotations

import asyncio
import dataclasses
import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import click
from rich.console import Console
from rich.table import Table

from vibebench.agents._checklist_gen import GeneratedChecklist, checklist_json, generate_checklist
from vibebench.agents._io import read_checklists
from vibebench.agents._models import AgentChecklist, Trajectory
from vibebench.agents._octobench import OctoInstance, load_instances
from vibebench.agents._octobench_score import OctoScores, score_runs
from vibebench.agents._octobench_tables import OctoTables, PanelRow, build_tables, tables_markdown
from vibebench.agents._scaffold import resolve_scaffold
from vibebench.agents._scaffold_run import (
    RunSettings,
    ScaffoldRun,
    read_runs,
    run_scaffold,
    save_run,
)
from vibebench.cli import VibebenchGroup, on_interrupt
from vibebench.cli._shared import (
    FILE,
    arg,
    choice,
    closing,
    command_options,
    echo_json,
    format_field,
    format_option,
    model_specs,
    opt,
    output_field,
)
from vibebench.conv2bench import labeled_models
from vibebench.errors import ConfigError, DatasetError, ExitCode
from vibebench.jsonl import read_text
from vibebench.models import Model

_DIR = click.Path(file_okay=False, path_type=Path)
_EXISTING = click.Path(exists=True, path_type=Path)
_SECONDS = click.FloatRange(min=0, min_open=True)


def _instance_paths() -> Any:
    return arg(metavar="INSTANCES...", nargs=-1, required=True, type=_EXISTING)


def _only() -> Any:
    return opt(
        multiple=True, metavar="ID", help="Only these instance ids (repeatable; default: all)."
    )


def _runs_dir() -> Any:
    return opt(
        "--runs",
        type=_DIR,
        required=True,
        help="Output folder of `agents run` (runs.jsonl, trajectories.jsonl).",
    )


def _instances(paths: Sequence[Path], only: Sequence[str]) -> dict[str, OctoInstance]:
    found: dict[str, OctoInstance] = {}
    for path in paths:
        for instance in load_instances(path):
            if instance.instance_id in found:
                raise DatasetError(f"instance {instance.instance_id} given twice", path=str(path))
            found[instance.instance_id] = instance
    missing = sorted(set(only) - set(found))
    if missing:
        raise ConfigError(f"--only names unknown instance(s): {', '.join(missing)}")
    return {ident: inst for ident, inst in found.items() if not only or ident in only}


@click.group("agents", cls=VibebenchGroup)
def agents() -> None:
    """OctoBench on real scaffolds: run them through the proxy, build checklists, score.

    \b
    Examples:
      vibebench agents run tests/agents/data/octobench -s claude-code \\
          --upstream https://api.anthropic.com --upstream-key-env ANTHROPIC_API_KEY -o out
      vibebench agents run INSTANCE -s "my-agent --task {query}" --upstream URL -o out
      vibebench agents checklist INSTANCES --runs out -m openai/gpt-4o -o checklists.json
      vibebench agents score INSTANCES --runs out -c checklists.json \\
          -j a=openai/gpt-4o -j b=anthropic/claude-sonnet-4-5 -j c=... -o scores.json
      vibebench agents tables scores.json --format markdown
    """


def _run_line(record: ScaffoldRun) -> str:
    codes = ",".join("timeout" if t.timed_out else str(t.exit_code) for t in record.turns)
    changed = " ".join(record.changed_files) or "-"
    state = f"error: {record.error}" if record.error else "ok"
    return (
        f"{record.session}: {record.isolation}, exits {codes}, {record.calls} calls "
        f"({record.side_calls} side), {record.duration_s:.1f} s, changed {changed}; {state}"
    )


@dataclass(frozen=True)
class AgentRunOptions:
    """The options of `agents run`."""

    instance_paths: tuple[Path, ...] = _instance_paths()
    scaffold_text: str = opt(
        "-s",
        "--scaffold",
        required=True,
        metavar="NAME|CMD",
        help='claude-code, kilo, droid, or a command template such as "my-agent --task {query}".',
    )
    label: str | None = opt(
        help="Name the scaffold in the records and tables (default: its name, or a "
        "command's executable).",
    )
    upstream: str = opt(
        required=True,
        envvar="VIBEBENCH_UPSTREAM",
        help="The model API the proxy forwards to; env VIBEBENCH_UPSTREAM.",
    )
    out_dir: Path = opt(
        "-o",
        "--out",
        type=_DIR,
        required=True,
        help="Folder for runs.jsonl, trajectories.jsonl and logs/ (appended to).",
    )
    store_path: Path | None = opt(
        "--store",
        type=FILE,
        help="Run store for the proxy's call log (default OUT/runs.sqlite).",
    )
    run_name: str = opt("-r", "--run", default="agents")
    model: str | None = opt("-m", help="Model the scaffold asks for.")
    only: tuple[str, ...] = _only()
    rollouts: int = opt("-n", default=1, type=click.IntRange(min=1), help="Runs per instance.")
    turn_timeout_s: float = opt(
        "--turn-timeout", type=_SECONDS, default=1800.0, help="Seconds one user turn may take."
    )
    isolation: str = choice(
        "auto",
        "bwrap",
        "none",
        help="bwrap seals the scaffold (network: the proxy only); auto falls back to none, "
        "loudly.",
    )
    executable: str | None = opt(help="The scaffold's executable (path or name).")
    upstream_key_env: str | None = opt(
        metavar="VAR",
        help="Variable holding the upstream's real key; the proxy adds it, the "
        "scaffold never sees it.",
    )
    pass_env: tuple[str, ...] = opt(
        multiple=True,
        metavar="VAR",
        help="Pass this variable to the scaffold unchanged (repeatable).",
    )
    keep_workdir: bool = opt(is_flag=True, help="Keep each run's workspace and HOME.")
    output_format: str = format_field("table", "json")

    def settings(self) -> RunSettings:
        """How each run is done and where it is recorded."""
        return RunSettings(
            upstream=self.upstream,
            store=self.store_path or self.out_dir / "runs.sqlite",
            out_dir=self.out_dir,
            run_name=self.run_name,
            model=self.model,
            turn_timeout_s=self.turn_timeout_s,
            isolation=self.isolation,  # type: ignore[arg-type]
            keep_workdir=self.keep_workdir,
            pass_env=self.pass_env,
            upstream_key_env=self.upstream_key_env,
            executable=self.executable,
        )


@agents.command("run")
@command_options(AgentRunOptions)
def run(options: AgentRunOptions) -> ExitCode:
    """Run a scaffold on each instance through a logging proxy; save runs and trajectories.

    Each run copies the instance's environment to a temporary workspace, starts a proxy on
    127.0.0.1 to UPSTREAM, and starts the scaffold there (one process per user turn) with a
    scrubbed environment and a dummy key. Exit 1 when some run failed (non-zero exit,
    timeout, or no model call), 2 when a run could not start.
    """
    found = _instances(options.instance_paths, options.only)
    scaffold = resolve_scaffold(options.scaffold_text)
    if options.label:
        scaffold = dataclasses.replace(scaffold, name=options.label)
    settings, out_dir = options.settings(), options.out_dir
    out_dir.mkdir(parents=True, exist_ok=True)
    on_interrupt(f"finished runs are in {out_dir / 'runs.jsonl'}")
    records = []
    for instance in found.values():
        for rollout in range(options.rollouts):
            record, trajectory = run_scaffold(instance, scaffold, settings, rollout=rollout)
            save_run(out_dir, record, trajectory)
            records.append(record)
            if options.output_format == "table":
                click.echo(_run_line(record))
    if options.output_format == "json":
        echo_json([r.model_dump(mode="json") for r in records])
    return ExitCode.FAILED if any(r.error for r in records) else ExitCode.OK


def _by_instance(
    runs: Sequence[ScaffoldRun], trajectories: dict[str, Trajectory]
) -> dict[str, list[Trajectory]]:
    grouped: dict[str, list[Trajectory]] = {}
    for record in runs:
        if record.session in trajectories:
            grouped.setdefault(record.instance_id, []).append(trajectories[record.session])
    return grouped


async def _generate_all(
    model: Model,
    instances: dict[str, OctoInstance],
    grouped: dict[str, list[Trajectory]],
    attempts: int,
) -> list[GeneratedChecklist]:
    return [
        await generate_checklist(model, instance, grouped[ident], attempts=attempts)
        for ident, instance in instances.items()
    ]


@dataclass(frozen=True)
class ChecklistOptions:
    """The options of `agents checklist`."""

    instance_paths: tuple[Path, ...] = _instance_paths()
    runs_dir: Path = _runs_dir()
    model_entry: str = opt(
        "-m",
        "--model",
        required=True,
        metavar="[LABEL=]SPEC",
        help="The model that proposes and merges checks.",
    )
    output: Path = output_field('Checklists JSON ({"instances": {id: checklist}}).')
    only: tuple[str, ...] = _only()
    attempts: int = opt(
        default=3, type=click.IntRange(min=1), help="Tries per model answer before giving up."
    )


@agents.command("checklist")
@command_options(ChecklistOptions)
def checklist(options: ChecklistOptions) -> None:
    """Generate each instance's checklist from its specification and recorded runs.

    One proposal per trajectory, then deduplicated and harmonized by the same model;
    categories only where their instruction source is present.
    """
    found = _instances(options.instance_paths, options.only)
    runs, trajectories = read_runs(options.runs_dir)
    grouped = _by_instance(runs, trajectories)
    missing = sorted(set(found) - set(grouped))
    if missing:
        raise ConfigError(
            f"no recorded trajectory for instance(s) {', '.join(missing)}: "
            f"run them first (vibebench agents run)"
        )
    (model,) = labeled_models([options.model_entry])
    work = _generate_all(model, found, grouped, options.attempts)
    generated = asyncio.run(closing([model], work))
    options.output.write_text(
        json.dumps(
            {
                "instances": {
                    item.instance_id: checklist_json(item.checklist) for item in generated
                }
            },
            indent=2,
            ensure_ascii=False,
        )
        + "\n",
        encoding="utf-8",
    )
    for item in generated:
        size = len(item.checklist.flat())
        click.echo(
            f"{item.instance_id}: {size} checks in "
            f"{', '.join(item.checklist.categories)} from {item.proposals} proposal(s)"
        )
        for note in item.notes:
            click.echo(f"  note: {note}", err=True)


def _pair(isr: float | None, csr: float | None) -> str:
    if isr is None or csr is None:
        return "-"
    return f"{100 * isr:.2f} / {100 * csr:.2f}"


def _panel(title: str, rows: Sequence[PanelRow], judges: Sequence[str]) -> Table:
    table = Table(title=title, title_justify="left")
    table.add_column("group", no_wrap=True)
    for judge in judges:
        table.add_column(f"{judge}\nISR / CSR", no_wrap=True)
    for column in ("ISR\nmean ± std", "CSR\nmean ± std", "n"):
        table.add_column(column, no_wrap=True)
    for row in rows:
        cells = [
            row.group,
            *(_pair(row.isr.per_judge.get(j), row.csr.per_judge.get(j)) for j in judges),
        ]
        cells += [
            f"{100 * row.isr.mean:.2f} ± {100 * row.isr.std:.2f}",
            f"{100 * row.csr.mean:.2f} ± {100 * row.csr.std:.2f}",
            str(row.instances),
        ]
        table.add_row(*cells)
    return table


def _show(tables: OctoTables, output_format: str) -> None:
    if output_format == "json":
        click.echo(tables.model_dump_json(indent=2))
        return
    if output_format == "markdown":
        click.echo(tables_markdown(tables))
        return
    console = Console(width=max(Console().width, 200))  # never squeeze figures into "…"
    console.print(_panel("ISR / CSR % (avg@k over judges)", [tables.overall], tables.judges))
    console.print(_panel("By scaffold", tables.by_scaffold, tables.judges))
    console.print(_panel("By model", tables.by_model, tables.judges))
    console.print(_panel("By instruction category", tables.by_category, tables.judges))
    for scaffold, kinds in tables.conflicts.items():
        for kind, shares in kinds.items():
            parts = ", ".join(f"{name} {100 * share:.1f}%" for name, share in shares.items())
            console.print(
                f"conflict {scaffold} {kind} ({tables.conflict_counts[scaffold]} runs): {parts}"
            )


def _checklists(
    path: Path | None, instances: dict[str, OctoInstance]
) -> dict[str, AgentChecklist]:
    if path is None:
        return {}
    found = read_checklists(path)
    return {
        ident: chosen
        for ident in instances
        if (chosen := found.get(ident) or found.get(None)) is not None
    }


def _tables_of(scores: OctoScores, where: Path) -> OctoTables:
    try:
        return build_tables(scores)
    except ValueError as err:
        raise DatasetError(str(err), path=str(where)) from err


_FORMAT = format_option("table", "json", "markdown")


@dataclass(frozen=True)
class AgentScoreOptions:
    """The options of `agents score`."""

    instance_paths: tuple[Path, ...] = _instance_paths()
    runs_dir: Path = _runs_dir()
    judge_entries: tuple[str, ...] = model_specs(
        "-j",
        "--judge",
        metavar="[LABEL=]SPEC",
        help="A judge of the panel (repeatable; OctoBench: 3).",
    )
    checklist_path: Path | None = opt(
        "-c",
        "--checklists",
        type=FILE,
        help="Generated checklists (else each instance's own).",
    )
    output: Path = output_field("Scores JSON, for `tables`.")
    only: tuple[str, ...] = _only()
    output_format: str = format_field("table", "json", "markdown")


@agents.command("score")
@command_options(AgentScoreOptions)
def score(options: AgentScoreOptions) -> ExitCode:
    """Judge every recorded run with the panel and print the ISR/CSR tables.

    Each judge's ISR and CSR and their mean ± std across judges (avg@k), overall, per
    scaffold, per model and per instruction category; conflict instances are attributed to
    the side they followed. A run that left no trajectory fails every check. Exit 1 when
    some judge could not decide.
    """
    found = _instances(options.instance_paths, options.only)
    runs, trajectories = read_runs(options.runs_dir)
    chosen = [record for record in runs if record.instance_id in found]
    if not chosen:
        raise ConfigError(f"no recorded run of these instances in {options.runs_dir}")
    judges = labeled_models(options.judge_entries)
    checklists = _checklists(options.checklist_path, found)
    work = score_runs(judges, chosen, trajectories, found, checklists=checklists)
    scores = asyncio.run(closing(judges, work))
    options.output.write_text(scores.model_dump_json(indent=2) + "\n", encoding="utf-8")
    _show(_tables_of(scores, options.output), options.output_format)
    crashed = sum(1 for r in scores.runs if r.session not in trajectories)
    undecided = any(r.result.judge_errors for r in scores.runs if r.session in trajectories)
    if crashed:
        click.echo(
            f"{crashed} run(s) left no trajectory (scored as failing every check)", err=True
        )
    if undecided:
        click.echo("some judges could not decide (counted as failed checks)", err=True)
    return ExitCode.FAILED if undecided else ExitCode.OK


@agents.command("tables")
@click.argument("scores_path", metavar="SCORES", type=FILE)
@_FORMAT
def tables(scores_path: Path, output_format: str) -> None:
    """Render the tables of a scores file again (no judge is called)."""
    text, _ = read_text(scores_path)
    try:
        scores = OctoScores.model_validate_json(text)
    except ValueError as err:
        raise DatasetError(f"not a scores file ({err})", path=str(scores_path)) from err
    _show(_tables_of(scores, scores_path), output_format)
