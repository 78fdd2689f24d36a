"""The VeriCode suite (`vibebench run`): benchmark x models x settings (base, single, multi).

Its cells are every (task, setting, k, sample) of `expand`; multi-turn round k edits the
stored answer of round k-1 (round 0 is the base sample). Its decision extracts each answer
once, with the task's entry point, and verifies the instructions on that same code; its
tests run with timeouts scaled from the reference solutions.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from pathlib import Path

from vibebench.augment import VibeTask, read_augmented, resolve_augmented, shipped_path
from vibebench.errors import ConfigError, DatasetError
from vibebench.instructions import get_instruction
from vibebench.models import ChatMessage, GenerationParams, parse_model_spec
from vibebench.protocols import is_baseline, turn_messages
from vibebench.run._engine import RunOptions, RunOutcome, run_suite
from vibebench.run._ray_verify import RayVerify
from vibebench.run._suite import Answers, Cell, ConfiguredSuite, Decide, ModelColumn, SuiteKind
from vibebench.run._vibe_decide import extract_and_verify
from vibebench.run._vibe_plan import (
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
from vibebench.store import GenerationRecord
from vibebench.tasks import Task

logger = logging.getLogger(__name__)


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
        planned.extend(plan_tasks(tasks, augmented, config.limit, benchmark))
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


def _params(config: RunConfig, cell: ModelCell) -> GenerationParams:
    """What one model cell is sent (baselines take none: the defaults stand in)."""
    if is_baseline(cell.spec):
        return GenerationParams()
    spec = parse_model_spec(cell.spec)
    return config.generation.params_for(spec.provider, spec.model, cell.temperature)


def vibe_cells(units: list[PlannedSample]) -> list[Cell]:
    """One cell per planned sample; a multi-turn round is `after` the round it edits (round
    1 edits the base sample, which `expand` always plans, and plans first)."""
    made: dict[tuple[str, str, int, int], Cell] = {}
    cells = []
    for unit in units:
        after = None
        if unit.setting == "multi":
            setting, k = ("base", 0) if unit.k == 1 else ("multi", unit.k - 1)
            after = made[(unit.planned.task.id, setting, k, unit.sample)]
        cell = _cell(unit, after)
        made[(unit.planned.task.id, unit.setting, unit.k, unit.sample)] = cell
        cells.append(cell)
    return cells


def _cell(unit: PlannedSample, after: Cell | None) -> Cell:
    return Cell(
        task=unit.planned.task,
        setting=unit.setting,
        k=unit.k,
        sample=unit.sample,
        turn=unit.k if unit.setting == "multi" else 0,
        instructions=unit.instructions,
        benchmark=unit.planned.benchmark,
        after=after,
        payload=unit,
    )


@dataclass
class VibeSuite(ConfiguredSuite):
    """The Vibe Checker protocol on the engine."""

    config: RunConfig
    cache_dir: Path | None = None
    """Where instructions chosen by the run itself are cached (the store's folder)."""
    kind: SuiteKind = SuiteKind.VIBE
    stages: int = 1
    calibrate_timeouts: bool = True
    executes: bool = True
    _cells: list[Cell] = field(default_factory=list)

    def __post_init__(self) -> None:
        planned = load_plan(self.config, self.cache_dir)
        self._cells = vibe_cells(list(expand(planned, self.config)))

    def models(self) -> list[ModelColumn]:
        return [
            ModelColumn(cell.label, cell.spec, _params(self.config, cell))
            for cell in model_cells(self.config)
        ]

    def plan(self, model: str, stage: int, answers: Answers) -> list[Cell]:
        return list(self._cells)

    def messages(self, cell: Cell, previous: GenerationRecord | None) -> list[ChatMessage]:
        system = self.config.generation.system_prompt
        return turn_messages(cell.task, cell.setting, cell.instructions, previous, system)

    async def decide(self, job: Decide) -> None:
        units = [cell.payload for _, cell in job.cells]
        keys = [key for key, _ in job.cells]
        ray = None if job.ray_address is None else RayVerify(_address(job.ray_address))
        extract_and_verify(job.store, units, keys, on_progress=job.on_progress, ray=ray)

    async def aclose(self) -> None:
        return None


def _address(ray_address: str) -> str | None:
    """`auto` means: the running cluster, else a local Ray instance (`RayVerify`'s None)."""
    return None if ray_address == "auto" else ray_address


def run_vibe(config: RunConfig, options: RunOptions | None = None) -> RunOutcome:
    """Run (or resume) a VeriCode run; score it with `vibebench.metrics.score_run`."""
    options = options or RunOptions()
    return run_suite(VibeSuite(config, options.store_path.parent), options)
