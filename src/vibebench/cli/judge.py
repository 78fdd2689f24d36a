"""`vibebench judge`: score responses with a judge panel, calibrate judges, list the catalog."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from pathlib import Path

import click
from rich.console import Console
from rich.table import Table

from vibebench.cli import VibebenchGroup
from vibebench.cli._shared import (
    TABLE_OR_JSON,
    arg,
    command_options,
    echo_json,
    model_specs,
    opt,
    table_or_json,
)
from vibebench.codealign import get_entry
from vibebench.errors import ExitCode
from vibebench.jsonl import write_jsonl
from vibebench.judge._calibrate import CalibrationReport, calibrate_verdicts
from vibebench.judge._io import read_cases, read_labels, read_verdict_rows, verdict_rows
from vibebench.judge._panel import JudgeCase, JudgePanel, PanelReport
from vibebench.judge._registry import make_judge


def _number(value: float | None) -> str:
    return "-" if value is None else f"{value:.3f}"


@dataclass(frozen=True)
class ScoreOptions:
    """The options of `judge score`."""

    cases_file: Path = arg(type=click.Path(dir_okay=False, path_type=Path))
    judges: tuple[str, ...] = model_specs(
        "-j",
        "--judge",
        help="Judge: a model spec or a registered judge (PREFIX:...), optionally LABEL=SPEC "
        "(repeatable: a panel).",
    )
    output: Path | None = opt(
        "-o",
        type=click.Path(dir_okay=False, path_type=Path),
        help="Write one JSON line per (case, judge, item) verdict.",
    )
    attempts: int = opt(default=3, help="Tries per judge for a readable answer.")
    concurrency: int = opt("-c", default=8, help="Judge calls in flight.")
    retries: int = opt(default=3, help="Retries per model request.")
    request_timeout: float = opt(default=120.0, help="Seconds per request.")
    output_format: str = table_or_json()


async def _score(cases: list[JudgeCase], options: ScoreOptions) -> PanelReport:
    from vibebench.models import RetryPolicy

    retry = RetryPolicy(max_attempts=options.retries + 1, timeout_s=options.request_timeout)
    judges = [make_judge(text, retry=retry, attempts=options.attempts) for text in options.judges]
    panel = JudgePanel(judges, concurrency=options.concurrency, catalog=get_entry)
    try:
        return await panel.score(cases)
    finally:
        await panel.aclose()


def _print_report(report: PanelReport, console: Console) -> None:
    table = Table(title="model scores (share of items met)", title_justify="left")
    table.add_column("model")
    for judge in report.judges:
        table.add_column(judge, justify="right")
    table.add_column(f"avg@{len(report.judges)}", justify="right")
    for model, score in report.model_scores.items():
        per_judge = [_number(report.judge_model_scores[j][model]) for j in report.judges]
        table.add_row(model or "-", *per_judge, _number(score))
    console.print(table)
    for pair in report.pairwise_kappa:
        console.print(
            f"Cohen's kappa {pair.first} vs {pair.second}: {_number(pair.value)} (n={pair.n})"
        )
    if len(report.judges) > 2:
        console.print(f"Fleiss' kappa: {_number(report.fleiss_kappa)} (n={report.fleiss_n})")
    for pair in report.rank_tau:
        pair_name = f"{pair.first} vs {pair.second}"
        console.print(
            f"Kendall tau-b of model ranks {pair_name}: {_number(pair.value)} (n={pair.n})"
        )
    errors = {name: count for name, count in report.errors.items() if count}
    if errors:
        console.print(f"[red]undecided verdicts (counted as fails): {errors}[/red]")


def _summary_json(report: PanelReport) -> dict[str, object]:
    return report.model_dump(mode="json", exclude={"cases"})


@click.group("judge", cls=VibebenchGroup)
def judge() -> None:
    """Check responses against checklists with LLM judges, and calibrate judges.

    \b
    Examples:
      vibebench judge score cases.jsonl -j a=openai/gpt-4o-mini -j b=anthropic/... -o v.jsonl
      vibebench judge calibrate v.jsonl --labels human.jsonl
      vibebench judge catalog --format json
    """


@judge.command("score")
@command_options(ScoreOptions)
def score(options: ScoreOptions) -> ExitCode:
    """Score CASES_FILE (JSONL cases with checklists) with a judge panel.

    Rule items are decided by VeriCode/CodeAlignBench rules, judge items by every judge.
    Exit 1 when some verdict could not be decided (recorded as a fail).
    """
    if options.attempts < 1:
        raise click.BadParameter("must be at least 1", param_hint="--attempts")
    cases = read_cases(options.cases_file)
    report = asyncio.run(_score(cases, options))
    if options.output is not None:
        write_jsonl(options.output, verdict_rows(report), sort_keys=True)
    if options.output_format == "json":
        echo_json(_summary_json(report))
    else:
        _print_report(report, Console())
    return ExitCode.FAILED if any(report.errors.values()) else ExitCode.OK


def _print_calibration(reports: list[CalibrationReport], console: Console) -> None:
    table = Table(title="judge vs human labels", title_justify="left")
    for column in ("judge", "n", "accuracy", "F1 yes", "F1 no", "macro F1", "kappa", "errors"):
        table.add_column(column, justify="left" if column == "judge" else "right")
    for r in reports:
        table.add_row(
            r.judge,
            str(r.n),
            _number(r.accuracy),
            _number(r.f1_yes),
            _number(r.f1_no),
            _number(r.macro_f1),
            _number(r.cohen_kappa),
            str(r.errors + r.missing),
        )
    console.print(table)


@judge.command("calibrate")
@click.argument("verdicts_file", type=click.Path(dir_okay=False, path_type=Path))
@click.option(
    "-l",
    "--labels",
    "labels_file",
    required=True,
    type=click.Path(dir_okay=False, path_type=Path),
    help="Human labels (JSONL).",
)
@click.option("--judged-only", is_flag=True, help="Only items a judge decided (not rule items).")
@TABLE_OR_JSON
def calibrate(
    verdicts_file: Path, labels_file: Path, judged_only: bool, output_format: str
) -> None:
    """Agreement of each judge in VERDICTS_FILE with human labels: accuracy, F1, Cohen's kappa."""
    rows = read_verdict_rows(verdicts_file)
    labels = read_labels(labels_file)
    reports = []
    for name, pairs in rows.items():
        kept = [(case, v) for case, v in pairs if not judged_only or v.decided_by != "rule"]
        decided = {(case, v.item_id) for case, v in kept}
        wanted = {key: value for key, value in labels.items() if not judged_only or key in decided}
        reports.append(calibrate_verdicts(kept, wanted, judge=name))
    if output_format == "json":
        echo_json([r.model_dump() for r in reports])
    else:
        _print_calibration(reports, Console())


@judge.command("catalog")
@TABLE_OR_JSON
def catalog(output_format: str) -> None:
    """List the CodeAlignBench catalog: id, type, how it is verified, instruction."""
    from vibebench.codealign import all_entries

    entries = all_entries()
    if output_format == "json":
        rows = [
            {
                "id": e.id,
                "type": e.type,
                "subtype": e.subtype,
                "method": e.method,
                "instruction": e.instruction,
            }
            for e in entries
        ]
        echo_json(rows)
        return
    table = Table(title=f"CodeAlignBench catalog ({len(entries)} entries)", title_justify="left")
    for column in ("id", "type", "verified by", "instruction"):
        table.add_column(column)
    for e in entries:
        table.add_row(e.id, e.category, e.method, e.instruction)
    Console().print(table)
