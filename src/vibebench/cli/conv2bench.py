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

from vibebench.cli import VibebenchGroup, on_interrupt
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

_PATH = click.Path(dir_okay=False, path_type=Path)


def _progress() -> Progress:
    return Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        console=Console(stderr=True),
        transient=True,
    )


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


def _topic_screen(
    screen: str, method: str, max_topics: int, labeler: Model | None, embedding_model: Path | None
) -> tuple[TopicScreen | None, str]:
    """The topic tier to use, or None and why the lexicon screens conversations instead."""
    if screen == "lexicon":
        return None, "--screen lexicon"
    missing = embeddings_missing()
    if missing is not None:
        if screen == "topics":
            raise ConfigError(f"--screen topics needs the embed extra: {missing}")
        return None, f"no topic clustering: {missing}"
    config = TopicConfig(method=method, max_topics=max_topics)  # type: ignore[arg-type]
    return TopicScreen(SentenceEmbedder(embedding_model), config, labeler), ""


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
@click.argument("conversations", type=_PATH)
@click.option(
    "-o",
    "--output",
    type=_PATH,
    required=True,
    help="Benchmark JSONL to write; OUTPUT's stem + .meta.json gets the topics.",
)
@click.option("-m", "--model", "model_entry", required=True, help="[LABEL=]SPEC for LLM stages.")
@click.option("--input-format", type=click.Choice(FORMATS), default="auto", show_default=True)
@click.option("--domain", default="programming", show_default=True)
@click.option(
    "--language",
    default="English",
    show_default=True,
    help="Keep this language only ('any' keeps all).",
)
@click.option("--dropped", type=_PATH, help="JSONL of dropped conversations and why.")
@click.option(
    "--screen",
    type=click.Choice(["auto", "topics", "lexicon"]),
    default="auto",
    show_default=True,
    help="Lexicon tier: screen topic clusters (embed extra; auto "
    "falls back to the lexicon per conversation when it is missing).",
)
@click.option(
    "--topic-method",
    type=click.Choice(["kmeans", "hdbscan"]),
    default="kmeans",
    show_default=True,
    help="k-means with k by silhouette, or HDBSCAN.",
)
@click.option(
    "--max-topics",
    type=click.IntRange(min=2),
    default=20,
    show_default=True,
    help="k-means tries k = 2..this.",
)
@click.option(
    "--topic-labels",
    "labeler_entry",
    help="[LABEL=]SPEC of a model that names the topics (default: their top TF-IDF terms).",
)
@click.option(
    "--embedding-model",
    type=click.Path(file_okay=False, path_type=Path),
    help="Local sentence-transformers directory (default: the one the embed extra "
    "ships); never fetched.",
)
@click.option("--format", "output_format", type=click.Choice(["table", "json"]), default="table")
def build(
    conversations: Path,
    output: Path,
    model_entry: str,
    input_format: str,
    domain: str,
    language: str,
    dropped: Path | None,
    screen: str,
    topic_method: str,
    max_topics: int,
    labeler_entry: str | None,
    embedding_model: Path | None,
    output_format: str,
) -> ExitCode:
    """Mine (instruction, checklist) pairs from CONVERSATIONS (JSONL, LMSYS or WildChat)."""
    config = BuildConfig(domain=domain, language=None if language == "any" else language)
    chats = read_conversations(conversations, input_format)  # type: ignore[arg-type]
    (model,) = labeled_models([model_entry])
    labelers = labeled_models([labeler_entry]) if labeler_entry else []
    topics, why = _topic_screen(
        screen, topic_method, max_topics, next(iter(labelers), None), embedding_model
    )
    with _progress() as progress:
        bar = progress.add_task("mining conversations", total=len(chats))
        result = asyncio.run(
            _closing(
                [model, *labelers],
                build_bench(
                    model, chats, config, on_done=lambda: progress.advance(bar), topics=topics
                ),
            )
        )
    if why:
        result = result.model_copy(
            update={
                "screening": result.screening.model_copy(
                    update={"notes": (why, *result.screening.notes)}
                )
            }
        )
    if screen != "lexicon" and result.screening.screening == "lexicon":
        notes = "; ".join(result.screening.notes)
        click.echo(
            f"note: screening each conversation with the keyword lexicon ({notes})", err=True
        )
    write_jsonl(output, result.items)
    if dropped is not None:
        write_jsonl(dropped, result.dropped)
    counts: dict[str, object] = dict(result.counts())
    items = [item for bench_item in result.items for item in bench_item.checklist]
    counts["checklist_items"] = len(items)
    counts["feedback_items"] = sum(item.from_feedback for item in items)
    meta = {"counts": counts, "screening": json.loads(result.screening.model_dump_json())}
    _meta_path(output).write_text(json.dumps(meta, indent=2) + "\n", encoding="utf-8")
    if output_format == "json":
        click.echo(json.dumps({**counts, "screening": meta["screening"]}, indent=2))
    else:
        click.echo(", ".join(f"{name}: {value}" for name, value in counts.items()))
        click.echo(_screening_line(result))
    errors = sum(drop.error for drop in result.dropped)
    if errors:
        click.echo(f"{errors} conversation(s) failed in a model call; rerun to retry", err=True)
        return ExitCode.FAILED
    return ExitCode.OK


@conv2bench.command("eval")
@click.argument("bench", type=_PATH)
@click.option(
    "-m",
    "--model",
    "model_entries",
    multiple=True,
    required=True,
    help="[LABEL=]SPEC of a model to evaluate (repeatable).",
)
@click.option(
    "-j",
    "--judge",
    "judge_entries",
    multiple=True,
    required=True,
    help="[LABEL=]SPEC of a judge; several make a panel scored avg@k (repeatable).",
)
@click.option(
    "-o",
    "--output",
    type=_PATH,
    required=True,
    help="Records JSONL; existing records are kept and not asked again.",
)
@click.option("--concurrency", default=8, show_default=True)
@click.option(
    "--gold",
    type=_PATH,
    help="CSV model,item_id,item,label of human labels: judge "
    "reliability against them (default: agreement between judges).",
)
@click.option("--format", "output_format", type=click.Choice(["table", "json"]), default="table")
def evaluate(
    bench: Path,
    model_entries: tuple[str, ...],
    judge_entries: tuple[str, ...],
    output: Path,
    concurrency: int,
    gold: Path | None,
    output_format: str,
) -> ExitCode:
    """Answer every instruction of BENCH with each model and judge it against its checklist."""
    items = read_bench(bench)
    labels = read_gold(gold) if gold is not None else None
    previous = read_records(output) if output.exists() else []
    models, judges = labeled_models(model_entries), labeled_models(judge_entries)
    on_interrupt(f"the records finished so far are in {output}", resume=True)
    done = {(record.model, record.item_id) for record in previous if record.error is None}
    total = len(models) * len(items) - len(
        {key for key in done if key[0] in {m.name for m in models}}
    )
    with _progress() as progress, output.open("a", encoding="utf-8") as sink:
        bar = progress.add_task("evaluating", total=total)

        def keep(record: EvalRecord) -> None:
            sink.write(json_line(record) + "\n")
            sink.flush()
            progress.advance(bar)

        fresh = asyncio.run(
            _closing(
                [*models, *judges],
                evaluate_models(
                    models, judges, items, done=done, concurrency=concurrency, on_record=keep
                ),
            )
        )
    analysis = analyze([*previous, *fresh], gold=labels)
    if output_format == "json":
        click.echo(analysis_json(analysis))
    else:
        print_analysis(analysis, Console(), "Conv-to-Bench scores (hierarchical, avg@k)")
    return ExitCode.FAILED if any(record.error for record in fresh) else ExitCode.OK


def _p(value: float) -> str:
    return "-" if math.isnan(value) else f"{value:.3f}"


@conv2bench.command("compare")
@click.argument("records", type=_PATH)
@click.option(
    "--reference",
    type=_PATH,
    required=True,
    help="CSV: model,<benchmark>[,...] with the reference scores of the same models.",
)
@click.option(
    "--resamples",
    type=click.IntRange(min=1),
    default=1000,
    show_default=True,
    help="B of every bootstrap.",
)
@click.option(
    "--subsample",
    type=click.IntRange(min=1),
    help="Also the subsampling "
    "bootstrap: n instructions without replacement per replicate (paper: 150).",
)
@click.option("--seed", default=0, show_default=True, help="Seed of every resampling.")
@click.option(
    "--gold",
    type=_PATH,
    help="CSV model,item_id,item,label of human labels: judge "
    "reliability against them (default: agreement between judges).",
)
@click.option("--format", "output_format", type=click.Choice(["table", "json"]), default="table")
def compare(
    records: Path,
    reference: Path,
    resamples: int,
    subsample: int | None,
    seed: int,
    gold: Path | None,
    output_format: str,
) -> None:
    """Scores with CIs (full and instructions-only) and their rank agreement with a reference,
    with rank stability under the cluster (and subsampling) bootstrap, verbosity and judge
    reliability."""
    rows, columns = read_records(records), read_reference(reference)
    labels = read_gold(gold) if gold is not None else None
    analysis = analyze(
        rows,
        gold=labels,
        reference=columns,
        stability=True,
        subsample=subsample,
        resamples=resamples,
        seed=seed,
    )
    found = compare_to_reference(analysis.scores, columns)
    if output_format == "json":
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
