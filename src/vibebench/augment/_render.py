"""Plain-text views of summaries, comparisons and single tasks for the CLI."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from vibebench._frozen import FrozenModel
from vibebench.augment._compare import Comparison
from vibebench.augment._models import AugmentedBenchmark, VibeTask
from vibebench.augment._params import ParamRateReport
from vibebench.augment._summary import BenchmarkSummary, Distribution
from vibebench.errors import ConfigError, DatasetError
from vibebench.instructions import get_instruction

__all__ = [
    "TaskDetail",
    "build_text",
    "comparison_text",
    "summary_text",
    "task_detail",
    "task_text",
]


def _percent(value: float | None) -> str:
    return "n/a" if value is None else f"{100 * value:.1f}%"


def _rate_line(label: str, rates: ParamRateReport) -> str:
    overall = rates.overall
    return f"{label}{overall.invalid}/{overall.proposed} ({_percent(overall.rate)})"


def distribution_lines(dist: Distribution) -> list[str]:
    """Figure 12 as text: category counts and shares, then shares per position."""
    lines = [f"instructions by category ({dist.total} selected):"]
    lines += [
        f"  {item.title:<34} {item.count:>5}  {_percent(item.share):>6}"
        for item in dist.categories
    ]
    for position, shares in dist.per_position.items():
        parts = ", ".join(f"{item.category} {_percent(item.share)}" for item in shares)
        lines.append(f"  position {position}: {parts}")
    return lines


def build_text(output: Path, summary: BenchmarkSummary) -> str:
    """What `augment BENCH` prints after writing the file."""
    header = summary.header
    lines = [
        f"wrote {summary.tasks} tasks to {output} "
        f"(selector {header.selector}, seed {header.seed}, k {header.k}"
        + (f", model {header.model})" if header.model else ")"),
        f"conflicting instructions removed: {summary.conflicts_removed}",
        _rate_line("invalid parameters: ", summary.param_rates),
    ]
    if summary.errors:
        lines.append(f"FAILED tasks ({len(summary.errors)}): {', '.join(summary.errors)}")
    return "\n".join(lines)


def summary_text(summary: BenchmarkSummary) -> str:
    """What `bench show FILE` prints."""
    header = summary.header
    sizes = ", ".join(f"{size}: {count}" for size, count in summary.instructions_per_task.items())
    lines = [
        f"benchmark {header.benchmark}: {summary.tasks} tasks, selector {header.selector}, "
        f"seed {header.seed}, k {header.k}, model {header.model or '-'}, "
        f"format v{header.version}, by vibebench {header.created_by}",
        f"tasks by number of instructions: {sizes or 'none'}",
        f"conflicting instructions removed: {summary.conflicts_removed}",
        _rate_line("invalid parameters: ", summary.param_rates),
        f"failed tasks: {', '.join(summary.errors) if summary.errors else 'none'}",
        *distribution_lines(summary.distribution),
    ]
    return "\n".join(lines)


def comparison_text(result: Comparison) -> str:
    """What `augment compare A B` prints."""
    lines = [
        f"tasks compared: {result.compared_tasks} (only in A: {len(result.only_in_a)}, "
        f"only in B: {len(result.only_in_b)}, failed in either: {len(result.with_errors)})",
        f"mean Jaccard of kept sets: {_fmt(result.mean_jaccard)}",
        "per task Jaccard:",
        *(f"  {item.task_id:<24} {_fmt(item.jaccard)}" for item in result.per_task),
        "Cohen's kappa of keep/drop per instruction:",
    ]
    for iid, kappa in result.kappa.items():
        value = _fmt(kappa.kappa) if kappa.kappa is not None else f"None ({kappa.reason})"
        lines.append(f"  {iid:<12} {value}  kept A {kappa.kept_a}, B {kappa.kept_b}")
    lines.append("category share difference (B - A):")
    lines += [f"  {cat:<8} {100 * diff:+.1f} pp" for cat, diff in result.share_difference.items()]
    lines.append(_rate_line("invalid parameters A: ", result.param_rates_a))
    lines.append(_rate_line("invalid parameters B: ", result.param_rates_b))
    return "\n".join(lines)


def _fmt(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.3f}"


class RenderedInstruction(FrozenModel):
    """One instruction of a task with its parameters and the prompt text it renders to."""

    position: int
    id: str
    category: str
    params: dict[str, Any]
    prompt: str


class TaskDetail(FrozenModel):
    """What `bench show FILE TASK` shows."""

    task: VibeTask
    prompt: str | None
    """The task's prompt, or None when the benchmark could not be loaded."""
    prompt_error: str | None = None
    instructions: tuple[RenderedInstruction, ...]


def _task_prompt(benchmark: AugmentedBenchmark, task_id: str, data_file: str | None) -> str:
    from vibebench.tasks import load_benchmark

    for task in load_benchmark(benchmark.header.benchmark, data_file=data_file):
        if task.id == task_id:
            return task.prompt
    msg = f"task {task_id!r} is not in benchmark {benchmark.header.benchmark!r}"
    raise DatasetError(msg)


def task_detail(benchmark: AugmentedBenchmark, task_id: str, data_file: str | None) -> TaskDetail:
    """The task's entry with rendered instruction prompts, and its prompt when loadable."""
    entry = next((task for task in benchmark.tasks if task.task_id == task_id), None)
    if entry is None:
        msg = f"no task {task_id!r} in this augmented benchmark ({len(benchmark.tasks)} tasks)"
        raise DatasetError(msg)
    rendered = tuple(
        RenderedInstruction(
            position=position,
            id=spec.id,
            category=get_instruction(spec.id).category,
            params=spec.params,
            prompt=get_instruction(spec.id).prompt(spec.params),
        )
        for position, spec in enumerate(entry.instructions, start=1)
    )
    try:
        prompt, problem = _task_prompt(benchmark, task_id, data_file), None
    except (DatasetError, ConfigError) as err:
        prompt, problem = None, str(err)
    return TaskDetail(task=entry, prompt=prompt, prompt_error=problem, instructions=rendered)


def task_text(detail: TaskDetail) -> str:
    """The task's prompt followed by its numbered instructions."""
    entry = detail.task
    lines = [f"{entry.task_id} ({entry.source}; selector {entry.selector}, seed {entry.seed})"]
    if entry.error:
        lines.append(f"FAILED: {entry.error}")
    lines += ["", "prompt:", detail.prompt or f"(unavailable: {detail.prompt_error})", ""]
    lines.append("instructions:")
    for item in detail.instructions:
        params = ", ".join(f"{key}={value!r}" for key, value in item.params.items())
        lines.append(f"  {item.position}. {item.id} [{item.category}] {params}".rstrip())
        lines.append(f"     {item.prompt}")
    return "\n".join(lines)
