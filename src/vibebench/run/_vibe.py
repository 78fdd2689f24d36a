"""`vibebench run`: benchmark x models x settings, end to end, resumable.

generation -> extraction -> verification -> execution, each stage reading what the store
still lacks, so rerunning the same command after a kill finishes the run without repeating
or duplicating anything.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from vibebench.augment import VibeTask, read_augmented, resolve_augmented, shipped_path
from vibebench.errors import ConfigError, DatasetError
from vibebench.execute import Runner, Sandbox, TimeoutPolicy
from vibebench.instructions import get_instruction
from vibebench.metrics import ERROR_RATE_THRESHOLD, ModelSummary, outcome_of, summarize
from vibebench.models import (
    GenerationParams,
    ResponseCache,
    RetryPolicy,
    create_model,
    parse_model_spec,
)
from vibebench.protocols._baselines import ReferenceBaseline, ReplayBaseline, RuffFixBaseline
from vibebench.protocols._evaluate import calibrate_timeouts, execute_pending, extract_and_verify
from vibebench.protocols._generate import generate
from vibebench.protocols._plan import (
    BASELINES,
    ModelCell,
    PlannedSample,
    PlannedTask,
    RunConfig,
    default_augmentation,
    expand,
    load_run_tasks,
    model_cells,
    plan_tasks,
)
from vibebench.protocols._responders import ModelResponder, Responder
from vibebench.store import RunProgress, RunStore, SampleKey
from vibebench.tasks import Task

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class RunOptions:
    """How to run (not what): these do not change results, so they are not in the run's key."""

    store_path: Path = Path("vibebench-runs/runs.sqlite")
    concurrency: int = 8
    workers: int | None = None
    cache_path: Path | None = None
    show_progress: bool = True
    retry: RetryPolicy | None = None
    """Attempts, per-request timeout and backoff of model calls (the client's default if None)."""
    max_error_rate: float = ERROR_RATE_THRESHOLD
    """A model whose failure rate is above this is flagged: not comparable, left unranked."""


@dataclass(frozen=True)
class RunResult:
    """What a run (or a resume) ended with: the scores and how complete they are."""

    summaries: list[ModelSummary]
    """Scores over the samples that are done (every stage ran); one per model with any."""
    progress: RunProgress
    """Planned and done samples and generation outcomes, one entry per model of the run."""
    stopped: dict[str, str]
    """Models stopped by a fatal configuration error in this invocation, with the reason."""

    @property
    def flagged(self) -> list[ModelSummary]:
        """Models whose failure rate is above the allowed one."""
        return [summary for summary in self.summaries if summary.flagged]

    @property
    def ok(self) -> bool:
        """Every sample done and no model over the allowed failure rate (exit code 0)."""
        return self.progress.complete and not self.flagged


def make_responder(
    spec: str,
    params: GenerationParams,
    cache: ResponseCache | None = None,
    retry: RetryPolicy | None = None,
) -> Responder:
    """A responder for a model spec or an offline baseline name."""
    if spec == "reference":
        return ReferenceBaseline()
    if spec == "ruff-fix":
        return RuffFixBaseline()
    if spec.startswith("replay:"):
        return ReplayBaseline(spec.removeprefix("replay:"))
    return ModelResponder(create_model(parse_model_spec(spec), cache=cache, retry=retry), params)


def _params(config: RunConfig, cell: ModelCell) -> GenerationParams:
    """What one model cell is sent (baselines take none: the defaults stand in)."""
    if cell.spec in BASELINES or cell.spec.startswith("replay:"):
        return GenerationParams()
    spec = parse_model_spec(cell.spec)
    return config.generation.params_for(spec.provider, spec.model, cell.temperature)


def load_plan(config: RunConfig, cache_dir: Path | None = None) -> list[PlannedTask]:
    """Tasks of every benchmark with their instruction lists, checked before any request.

    Instructions a vibe benchmark gets without `-a` are cached under `cache_dir` (the run
    store's folder; see `default_augmentation`).

    Raises:
        ConfigError: the --augmented files do not pair up with the benchmarks, a benchmark has
            no shipped augmentation, or an augmented file covers none of its benchmark's tasks.
        DatasetError: an augmented file names an unknown instruction or invalid parameters.
    """
    if config.augmented and len(config.augmented) != len(config.benchmarks):
        msg = "give one --augmented file per --benchmark (or none to use the shipped files)"
        raise ConfigError(msg)
    needs_instructions = any(setting != "base" for setting in config.settings)
    planned: list[PlannedTask] = []
    for index, benchmark in enumerate(config.benchmarks):
        tasks = load_run_tasks(config, index)
        chosen = tasks[: config.limit] if config.limit else tasks
        augmented: list[VibeTask] = []
        if config.augmented:
            augmented = _checked_augmentation(config.augmented[index], benchmark, chosen)
        elif needs_instructions:
            source = default_augmentation(config, index, tasks, cache_dir)
            source = source or _shipped_for(benchmark)
            augmented = _checked_augmentation(source, benchmark, chosen)
        planned.extend(plan_tasks(tasks, augmented, config.limit))
    return planned


def _shipped_for(benchmark: str) -> Path:
    try:
        return shipped_path(benchmark)
    except DatasetError as err:
        msg = (
            f"{err}; augment it first (vibebench augment {benchmark} -o FILE) "
            "and pass the file with -a FILE"
        )
        raise ConfigError(msg) from err


def _checked_augmentation(
    name_or_path: str | Path, benchmark: str, tasks: list[Task]
) -> list[VibeTask]:
    """The augmented tasks, refused when they cannot belong to `tasks` or name bad instructions.

    A file that covers none of the tasks is surely the wrong file (every sample would run
    without instructions); partial coverage is warned about, since the uncovered tasks only
    get the base setting.
    """
    source = resolve_augmented(name_or_path)
    augmented = list(read_augmented(source).tasks)
    covered = {item.task_id for item in augmented}
    missing = [task.id for task in tasks if task.id not in covered]
    if tasks and len(missing) == len(tasks):
        msg = (
            f"{source} holds instructions for none of the {len(tasks)} tasks of {benchmark!r} "
            f"(e.g. {tasks[0].id}); pass the augmented file made for this benchmark"
        )
        raise ConfigError(msg)
    if missing:
        logger.warning(
            "%s has no instructions for %d of %d %s tasks (e.g. %s): they run in the base "
            "setting only",
            source,
            len(missing),
            len(tasks),
            benchmark,
            missing[0],
        )
    wanted = {task.id for task in tasks}
    for item in augmented:
        if item.task_id in wanted:
            _check_instructions(item, source)
    return augmented


def _check_instructions(item: VibeTask, source: Path) -> None:
    for position, spec in enumerate(item.instructions, start=1):
        try:
            get_instruction(spec.id).strict_params(spec.params)
        except ConfigError as err:
            msg = f"task {item.task_id}, instruction {position} ({spec.id}): {err}"
            raise DatasetError(msg, path=str(source)) from err


def _progress(enabled: bool) -> Progress:
    return Progress(
        TextColumn("[bold]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=Console(stderr=True),
        disable=not enabled,
    )


def _generate_all(
    config: RunConfig,
    options: RunOptions,
    store: RunStore,
    units: list[PlannedSample],
    key_for: Callable[[str], Callable[[PlannedSample], SampleKey]],
) -> dict[str, str]:
    """Generate for each model in turn; every spec is checked before the first request.

    Returns the models stopped by a fatal configuration error, with the reason.
    """
    cache = ResponseCache(options.cache_path) if options.cache_path else None
    try:
        responders = [
            (cell.label, make_responder(cell.spec, _params(config, cell), cache, options.retry))
            for cell in model_cells(config)
        ]
        stopped: dict[str, str] = {}
        for label, responder in responders:
            with _progress(options.show_progress) as progress:
                bar = progress.add_task(f"generating {label}", total=len(units))
                reason = asyncio.run(
                    _generate_with(
                        responder,
                        store,
                        units,
                        key_for(label),
                        options.concurrency,
                        lambda bar=bar, progress=progress: progress.advance(bar),
                        config.generation.system_prompt,
                    )
                )
            if reason is not None:
                stopped[label] = reason
        return stopped
    finally:
        if cache is not None:
            cache.close()


async def _generate_with(
    responder: Responder,
    store: RunStore,
    units: list[PlannedSample],
    key_of: Callable[[PlannedSample], SampleKey],
    concurrency: int,
    on_done: Callable[[], None],
    system_prompt: str | None = None,
) -> str | None:
    try:
        return await generate(
            responder,
            store,
            units,
            key_of,
            concurrency=concurrency,
            on_done=on_done,
            system_prompt=system_prompt,
        )
    finally:
        await responder.aclose()


def _execute_all(
    store: RunStore,
    run_id: str,
    keys: list[SampleKey],
    tasks: dict[str, Task],
    options: RunOptions,
) -> None:
    """Run the tests of every sample still unexecuted, with timeouts calibrated on references."""
    pending = store.pending(run_id, keys, "execution")
    if not pending:
        return
    runner = Runner(Sandbox())
    policy = TimeoutPolicy()
    involved = [tasks[task_id] for task_id in dict.fromkeys(key.task_id for key in pending)]
    timeouts = calibrate_timeouts(
        involved, runner, policy, workers=options.workers, show_progress=options.show_progress
    )
    execute_pending(
        store,
        keys,
        tasks,
        runner,
        timeouts,
        policy=policy,
        workers=options.workers,
        show_progress=options.show_progress,
    )


def run(config: RunConfig, options: RunOptions | None = None) -> list[ModelSummary]:
    """Run (or resume) everything the config names and return each model's summary."""
    return run_with_progress(config, options).summaries


def run_with_progress(config: RunConfig, options: RunOptions | None = None) -> RunResult:
    """Run (or resume) everything the config names: scores, progress and stopped models.

    The plan (samples per model) is recorded first, so a run killed at any point can later
    say how much of it is done. Scores use only the samples that are done; the rest are
    left out, not scored as failures.
    """
    options = options or RunOptions()
    planned = load_plan(config, options.store_path.parent)
    units = list(expand(planned, config))
    tasks: dict[str, Task] = {item.task.id: item.task for item in planned}
    labels = [cell.label for cell in model_cells(config)]
    options.store_path.parent.mkdir(parents=True, exist_ok=True)
    with RunStore.open(options.store_path) as store:
        run_id = store.create_or_get_run(config.name, config.identity())
        for label in labels:
            store.record_plan(run_id, label, len(units))

        def key_for(model: str) -> Callable[[PlannedSample], SampleKey]:
            def key_of(unit: PlannedSample) -> SampleKey:
                return SampleKey(
                    run_id=run_id,
                    model=model,
                    task_id=unit.planned.task.id,
                    setting=unit.setting,
                    k=unit.k,
                    sample=unit.sample,
                )

            return key_of

        stopped = _generate_all(config, options, store, units, key_for)
        all_units = [unit for _ in labels for unit in units]
        all_keys = [key_for(label)(unit) for label in labels for unit in units]
        with _progress(options.show_progress) as progress:
            bar = progress.add_task("verifying", total=None)
            extract_and_verify(
                store,
                all_units,
                all_keys,
                on_progress=lambda done, total: progress.update(bar, completed=done, total=total),
            )
        _execute_all(store, run_id, all_keys, tasks, options)
        return _result(store, run_id, labels, options.max_error_rate, stopped)


def _result(
    store: RunStore, run_id: str, labels: list[str], max_error_rate: float, stopped: dict[str, str]
) -> RunResult:
    """Scores over the done samples of `labels`, and the progress of each of them."""
    counter = store.progress_counter(run_id)
    outcomes = []
    wanted = set(labels)
    for view in store.iter_samples(run_id):
        if view.key.model in wanted and counter.add(view):
            outcomes.append(outcome_of(view))
    plan = store.planned(run_id)
    built = {entry.model: entry for entry in counter.build(plan)}
    progress = RunProgress(models=tuple(built[label] for label in labels if label in built))
    summaries = summarize(outcomes, error_threshold=max_error_rate)
    return RunResult(summaries=summaries, progress=progress, stopped=stopped)
