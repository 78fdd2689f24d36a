"""`vibebench conv2bench build|eval|compare`: benchmarks mined from real conversations."""

from __future__ import annotations

import asyncio
import json
import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import click
from rich.console import Console

from vibebench.cli import VibebenchGroup, on_interrupt
from vibebench.cli._shared import (
    FILE,
    arg,
    choice,
    closing,
    command_options,
    echo_json,
    format_field,
    model_specs,
    opt,
    output_field,
    quiet_progress,
)
from vibebench.conv2bench._agreement import read_gold
from vibebench.conv2bench._build import BuildConfig, build_bench
from vibebench.conv2bench._compare import compare_to_reference, read_reference
from vibebench.conv2bench._embed import SentenceEmbedder, embeddings_missing
from vibebench.conv2bench._evaluate import (
    EvalRecord,
    evaluate_models,
    read_bench,
    read_records,
    write_jsonl,
)
from vibebench.conv2bench._models import BuildResult
from vibebench.conv2bench._modelspec import labeled_models
from vibebench.conv2bench._readers import FORMATS, read_conversations
from vibebench.conv2bench._report import analysis_json, analyze, print_analysis
from vibebench.conv2bench._topics import TopicConfig, TopicScreen
from vibebench.errors import ConfigError, ExitCode
from vibebench.jsonl import json_line
from vibebench.models import Model
from vibebench.stats import Resampling

_PATH = FILE


def _gold() -> Any:
    return opt(
        type=_PATH,
        help="CSV model,item_id,item,label of human labels: judge "
        "reliability against them (default: agreement between judges).",
    )


@click.group("conv2bench", cls=VibebenchGroup)
def conv2bench() -> None:
    """Benchmarks mined from user-assistant conversations (Conv-to-Bench).

    \b
    Examples:
      vibebench conv2bench build chats.jsonl -m gemini=openai/gpt-4o-mini -o bench.jsonl
      vibebench conv2bench eval bench.jsonl -m small=ollama/qwen2.5-coder -j openai/gpt-4o-mini
      vibebench conv2bench compare records.jsonl --reference bigcodebench.csv
    """


@dataclass(frozen=True)
class BuildOptions:
    """The options of `conv2bench build`."""

    conversations: Path = arg(type=_PATH)
    output: Path = output_field(
        "Benchmark JSONL to write; OUTPUT's stem + .meta.json gets the topics."
    )
    model_entry: str = opt("-m", "--model", required=True, help="[LABEL=]SPEC for LLM stages.")
    input_format: str = opt(type=click.Choice(FORMATS), default="auto")
    domain: str = opt(default="programming")
    language: str = opt(default="English", help="Keep this language only ('any' keeps all).")
    dropped: Path | None = opt(type=_PATH, help="JSONL of dropped conversations and why.")
    screen: str = choice(
        "auto",
        "topics",
        "lexicon",
        help="Lexicon tier: screen topic clusters (embed extra; auto "
        "falls back to the lexicon per conversation when it is missing).",
    )
    topic_method: str = choice(
        "kmeans", "hdbscan", help="k-means with k by silhouette, or HDBSCAN."
    )
    max_topics: int = opt(
        type=click.IntRange(min=2), default=20, help="k-means tries k = 2..this."
    )
    labeler_entry: str | None = opt(
        "--topic-labels",
        help="[LABEL=]SPEC of a model that names the topics (default: their top TF-IDF terms).",
    )
    embedding_model: Path | None = opt(
        type=click.Path(file_okay=False, path_type=Path),
        help="Local sentence-transformers directory (default: the one the embed extra "
        "ships); never fetched.",
    )
    output_format: str = format_field("table", "json")


def _topic_screen(options: BuildOptions, labeler: Model | None) -> tuple[TopicScreen | None, str]:
    """The topic tier to use, or None and why the lexicon screens conversations instead."""
    screen = options.screen
    if screen == "lexicon":
        return None, "--screen lexicon"
    missing = embeddings_missing()
    if missing is not None:
        if screen == "topics":
            raise ConfigError(f"--screen topics needs the embed extra: {missing}")
        return None, f"no topic clustering: {missing}"
    config = TopicConfig(method=options.topic_method, max_topics=options.max_topics)  # type: ignore[arg-type]
    return TopicScreen(SentenceEmbedder(options.embedding_model), config, labeler), ""


def _meta_path(output: Path) -> Path:
    return output.with_name(f"{output.stem}.meta.json")


def _screening_line(result: BuildResult) -> str:
    screening = result.screening
    if screening.screening == "lexicon":
        return f"screening: lexicon per conversation ({'; '.join(screening.notes) or 'asked'})"
    kept = sum(topic.in_domain for topic in screening.topics)
    silhouette = "-" if screening.silhouette is None else f"{screening.silhouette:.3f}"
    return (
        f"screening: {len(screening.topics)} topics ({screening.method}, silhouette "
        f"{silhouette}), {kept} in the domain"
    )


@conv2bench.command("build")
@command_options(BuildOptions)
def build(options: BuildOptions) -> ExitCode:
    """Mine (instruction, checklist) pairs from CONVERSATIONS (JSONL, LMSYS or WildChat)."""
    result = _mine(options)
    if options.screen != "lexicon" and result.screening.screening == "lexicon":
        notes = "; ".join(result.screening.notes)
        click.echo(
            f"note: screening each conversation with the keyword lexicon ({notes})", err=True
        )
    write_jsonl(options.output, result.items)
    if options.dropped is not None:
        write_jsonl(options.dropped, result.dropped)
    counts: dict[str, object] = dict(result.counts())
    items = [item for bench_item in result.items for item in bench_item.checklist]
    counts["checklist_items"] = len(items)
    counts["feedback_items"] = sum(item.from_feedback for item in items)
    meta = {"counts": counts, "screening": json.loads(result.screening.model_dump_json())}
    _meta_path(options.output).write_text(json.dumps(meta, indent=2) + "\n", encoding="utf-8")
    if options.output_format == "json":
        echo_json({**counts, "screening": meta["screening"]})
    else:
        click.echo(", ".join(f"{name}: {value}" for name, value in counts.items()))
        click.echo(_screening_line(result))
    errors = sum(drop.error for drop in result.dropped)
    if errors:
        click.echo(f"{errors} conversation(s) failed in a model call; rerun to retry", err=True)
        return ExitCode.FAILED
    return ExitCode.OK


def _mine(options: BuildOptions) -> BuildResult:
    """The benchmark mined from the conversations, its screening notes saying why."""
    language = None if options.language == "any" else options.language
    config = BuildConfig(domain=options.domain, language=language)
    chats = read_conversations(options.conversations, options.input_format)  # type: ignore[arg-type]
    (model,) = labeled_models([options.model_entry])
    labelers = labeled_models([options.labeler_entry]) if options.labeler_entry else []
    topics, why = _topic_screen(options, next(iter(labelers), None))
    with quiet_progress() as progress:
        bar = progress.add_task("mining conversations", total=len(chats))
        work = build_bench(
            model, chats, config, on_done=lambda: progress.advance(bar), topics=topics
        )
        result = asyncio.run(closing([model, *labelers], work))
    if not why:
        return result
    notes = (why, *result.screening.notes)
    return result.model_copy(
        update={"screening": result.screening.model_copy(update={"notes": notes})}
    )


@dataclass(frozen=True)
class EvalOptions:
    """The options of `conv2bench eval`."""

    bench: Path = arg(type=_PATH)
    model_entries: tuple[str, ...] = model_specs(
        "-m", "--model", help="[LABEL=]SPEC of a model to evaluate (repeatable)."
    )
    judge_entries: tuple[str, ...] = model_specs(
        "-j",
        "--judge",
        help="[LABEL=]SPEC of a judge; several make a panel scored avg@k (repeatable).",
    )
    output: Path = output_field("Records JSONL; existing records are kept and not asked again.")
    concurrency: int = opt(default=8)
    gold: Path | None = _gold()
    output_format: str = format_field("table", "json")


@conv2bench.command("eval")
@command_options(EvalOptions)
def evaluate(options: EvalOptions) -> ExitCode:
    """Answer every instruction of BENCH with each model and judge it against its checklist."""
    output = options.output
    items = read_bench(options.bench)
    labels = read_gold(options.gold) if options.gold is not None else None
    previous = read_records(output) if output.exists() else []
    models = labeled_models(options.model_entries)
    judges = labeled_models(options.judge_entries)
    on_interrupt(f"the records finished so far are in {output}", resume=True)
    done = {(record.model, record.item_id) for record in previous if record.error is None}
    total = len(models) * len(items) - len(
        {key for key in done if key[0] in {m.name for m in models}}
    )
    with quiet_progress() as progress, output.open("a", encoding="utf-8") as sink:
        bar = progress.add_task("evaluating", total=total)

        def keep(record: EvalRecord) -> None:
            sink.write(json_line(record) + "\n")
            sink.flush()
            progress.advance(bar)

        work = evaluate_models(
            models, judges, items, done=done, concurrency=options.concurrency, on_record=keep
        )
        fresh = asyncio.run(closing([*models, *judges], work))
    analysis = analyze([*previous, *fresh], gold=labels)
    if options.output_format == "json":
        click.echo(analysis_json(analysis))
    else:
        print_analysis(analysis, Console(), "Conv-to-Bench scores (hierarchical, avg@k)")
    return ExitCode.FAILED if any(record.error for record in fresh) else ExitCode.OK


def _p(value: float) -> str:
    return "-" if math.isnan(value) else f"{value:.3f}"


@dataclass(frozen=True)
class CompareOptions:
    """The options of `conv2bench compare`."""

    records: Path = arg(type=_PATH)
    reference: Path = opt(
        type=_PATH,
        required=True,
        help="CSV: model,<benchmark>[,...] with the reference scores of the same models.",
    )
    resamples: int = opt(type=click.IntRange(min=1), default=1000, help="B of every bootstrap.")
    subsample: int | None = opt(
        type=click.IntRange(min=1),
        help="Also the subsampling "
        "bootstrap: n instructions without replacement per replicate (paper: 150).",
    )
    seed: int = opt(default=0, help="Seed of every resampling.")
    gold: Path | None = _gold()
    output_format: str = format_field("table", "json")


@conv2bench.command("compare")
@command_options(CompareOptions)
def compare(options: CompareOptions) -> None:
    """Scores with CIs (full and instructions-only) and their rank agreement with a reference,
    with rank stability under the cluster (and subsampling) bootstrap, verbosity and judge
    reliability."""
    rows, columns = read_records(options.records), read_reference(options.reference)
    labels = read_gold(options.gold) if options.gold is not None else None
    analysis = analyze(
        rows,
        gold=labels,
        reference=columns,
        stability=True,
        subsample=options.subsample,
        resampling=Resampling(resamples=options.resamples, seed=options.seed),
    )
    found = compare_to_reference(analysis.scores, columns)
    if options.output_format == "json":
        click.echo(
            analysis_json(
                analysis,
                correlations=[
                    {"variant": v, "reference": r, **json.loads(c.model_dump_json())}
                    for v, r, c in found
                ],
            )
        )
        return
    console = Console()
    print_analysis(analysis, console, "Conv-to-Bench scores")
    console.print("Rank agreement with the reference:")
    for variant, name, c in found:
        method = "exact" if c.exact else "Monte Carlo"
        console.print(
            f"  {variant} vs {name} ({len(c.models)} models): Spearman rho = "
            f"{_p(c.spearman)} (p = {_p(c.spearman_p)}), Kendall tau = "
            f"{_p(c.kendall)} (p = {_p(c.kendall_p)}), {method} p-values",
            soft_wrap=True,
        )
