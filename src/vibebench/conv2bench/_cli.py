"""`vibebench conv2bench build|eval|compare`: benchmarks mined from real conversations."""

from __future__ import annotations

import asyncio
import json
import math
from collections.abc import Sequence
from pathlib import Path

import click
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn
from rich.table import Table

from vibebench.cli import VibebenchGroup, on_interrupt
from vibebench.conv2bench._build import BuildConfig, build_bench
from vibebench.conv2bench._compare import compare_to_reference, read_reference
from vibebench.conv2bench._evaluate import (
    EvalRecord,
    ModelScore,
    evaluate_models,
    read_bench,
    read_records,
    score_records,
    write_jsonl,
)
from vibebench.conv2bench._modelspec import labeled_models
from vibebench.conv2bench._readers import FORMATS, read_conversations
from vibebench.errors import ExitCode
from vibebench.jsonl import json_line
from vibebench.models import Model

_PATH = click.Path(dir_okay=False, path_type=Path)


def _progress() -> Progress:
    return Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                    console=Console(stderr=True), transient=True)


async def _closing(models: Sequence[Model], work):  # type: ignore[no-untyped-def]
    try:
        return await work
    finally:
        for model in models:
            await model.aclose()


@click.group("conv2bench", cls=VibebenchGroup)
def conv2bench() -> None:
    """Benchmarks mined from user-assistant conversations (Conv-to-Bench).

    \b
    Examples:
      vibebench conv2bench build chats.jsonl -m gemini=openai/gpt-4o-mini -o bench.jsonl
      vibebench conv2bench eval bench.jsonl -m small=ollama/qwen2.5-coder -j openai/gpt-4o-mini
      vibebench conv2bench compare records.jsonl --reference bigcodebench.csv
    """


@conv2bench.command("build")
@click.argument("conversations", type=_PATH)
@click.option("-o", "--output", type=_PATH, required=True, help="Benchmark JSONL to write.")
@click.option("-m", "--model", "model_entry", required=True, help="[LABEL=]SPEC for LLM stages.")
@click.option("--input-format", type=click.Choice(FORMATS), default="auto", show_default=True)
@click.option("--domain", default="programming", show_default=True)
@click.option("--language", default="English", show_default=True,
              help="Keep this language only ('any' keeps all).")
@click.option("--dropped", type=_PATH, help="JSONL of dropped conversations and why.")
@click.option("--format", "output_format", type=click.Choice(["table", "json"]), default="table")
def build(conversations: Path, output: Path, model_entry: str, input_format: str, domain: str,
          language: str, dropped: Path | None, output_format: str) -> ExitCode:
    """Mine (instruction, checklist) pairs from CONVERSATIONS (JSONL, LMSYS or WildChat)."""
    config = BuildConfig(domain=domain, language=None if language == "any" else language)
    chats = read_conversations(conversations, input_format)  # type: ignore[arg-type]
    (model,) = labeled_models([model_entry])
    with _progress() as progress:
        bar = progress.add_task("mining conversations", total=len(chats))
        result = asyncio.run(_closing([model], build_bench(
            model, chats, config, on_done=lambda: progress.advance(bar))))
    write_jsonl(output, result.items)
    if dropped is not None:
        write_jsonl(dropped, result.dropped)
    counts = result.counts()
    items = [item for bench_item in result.items for item in bench_item.checklist]
    counts["checklist_items"] = len(items)
    counts["feedback_items"] = sum(item.from_feedback for item in items)
    if output_format == "json":
        click.echo(json.dumps(counts, indent=2))
    else:
        click.echo(", ".join(f"{name}: {value}" for name, value in counts.items()))
    errors = sum(drop.error for drop in result.dropped)
    if errors:
        click.echo(f"{errors} conversation(s) failed in a model call; rerun to retry", err=True)
        return ExitCode.FAILED
    return ExitCode.OK


def _score_table(scores: Sequence[ModelScore], title: str) -> Table:
    table = Table(title=title, title_justify="left")
    for column in ("model", "variant", "score", "95% CI", "instructions", "errors"):
        table.add_column(column, justify="left" if column in ("model", "variant") else "right",
                         no_wrap=True)
    for score in scores:
        interval = score.interval
        table.add_row(score.model, score.variant, f"{interval.score:.3f}",
                      f"[{interval.low:.3f}, {interval.high:.3f}]", str(interval.instructions),
                      str(score.errors))
    return table


@conv2bench.command("eval")
@click.argument("bench", type=_PATH)
@click.option("-m", "--model", "model_entries", multiple=True, required=True,
              help="[LABEL=]SPEC of a model to evaluate (repeatable).")
@click.option("-j", "--judge", "judge_entries", multiple=True, required=True,
              help="[LABEL=]SPEC of a judge; several make a panel scored avg@k (repeatable).")
@click.option("-o", "--output", type=_PATH, required=True,
              help="Records JSONL; existing records are kept and not asked again.")
@click.option("--concurrency", default=8, show_default=True)
@click.option("--format", "output_format", type=click.Choice(["table", "json"]), default="table")
def evaluate(bench: Path, model_entries: tuple[str, ...], judge_entries: tuple[str, ...],
             output: Path, concurrency: int, output_format: str) -> ExitCode:
    """Answer every instruction of BENCH with each model and judge it against its checklist."""
    items = read_bench(bench)
    previous = read_records(output) if output.exists() else []
    models, judges = labeled_models(model_entries), labeled_models(judge_entries)
    on_interrupt(f"the records finished so far are in {output}", resume=True)
    done = {(record.model, record.item_id) for record in previous if record.error is None}
    total = len(models) * len(items) - len({key for key in done
                                             if key[0] in {m.name for m in models}})
    with _progress() as progress, output.open("a", encoding="utf-8") as sink:
        bar = progress.add_task("evaluating", total=total)

        def keep(record: EvalRecord) -> None:
            sink.write(json_line(record) + "\n")
            sink.flush()
            progress.advance(bar)

        fresh = asyncio.run(_closing([*models, *judges], evaluate_models(
            models, judges, items, done=done, concurrency=concurrency, on_record=keep)))
    scores = score_records([*previous, *fresh])
    if output_format == "json":
        click.echo(json.dumps([score.model_dump(mode="json") for score in scores], indent=2))
    else:
        Console().print(_score_table(scores, "Conv-to-Bench scores (hierarchical, avg@k)"))
    return ExitCode.FAILED if any(record.error for record in fresh) else ExitCode.OK


def _p(value: float) -> str:
    return "-" if math.isnan(value) else f"{value:.3f}"


@conv2bench.command("compare")
@click.argument("records", type=_PATH)
@click.option("--reference", type=_PATH, required=True,
              help="CSV: model,<benchmark>[,...] with the reference scores of the same models.")
@click.option("--resamples", default=1000, show_default=True, help="Cluster bootstrap B.")
@click.option("--format", "output_format", type=click.Choice(["table", "json"]), default="table")
def compare(records: Path, reference: Path, resamples: int, output_format: str) -> None:
    """Scores with CIs (full and instructions-only) and their rank agreement with a reference."""
    scores = score_records(read_records(records), resamples=resamples)
    found = compare_to_reference(scores, read_reference(reference))
    if output_format == "json":
        click.echo(json.dumps({
            "scores": [score.model_dump(mode="json") for score in scores],
            "correlations": [{"variant": v, "reference": r, **c.model_dump(mode="json")}
                             for v, r, c in found],
        }, indent=2))
        return
    console = Console()
    console.print(_score_table(scores, "Conv-to-Bench scores"))
    console.print("Rank agreement with the reference:")
    for variant, name, c in found:
        method = "exact" if c.exact else "Monte Carlo"
        console.print(f"  {variant} vs {name} ({len(c.models)} models): Spearman rho = "
                      f"{_p(c.spearman)} (p = {_p(c.spearman_p)}), Kendall tau = "
                      f"{_p(c.kendall)} (p = {_p(c.kendall_p)}), {method} p-values",
                      soft_wrap=True)
