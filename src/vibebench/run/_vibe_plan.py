"""What a run covers: the configuration, the tasks it loads and the sample keys it expands to.

Besides the benchmarks `load_benchmark` knows, a run takes the paper's augmented benchmarks
by name: `bigvibebench` (BigCodeBench), `livevibebench` (LiveCodeBench) and `humanvibeeval`
(HumanEval). Their tasks load like the base benchmark's (from the hub, or offline from
`--data-file` in the hub's record format); their instructions come from `-a FILE`, else
from the rule selector (the paper's category mix, seed 0), computed once and cached beside
the run store (HumanVibeEval ships its file).
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from vibebench.augment import VibeTask, augment_tasks_by_rules, read_augmented, write_augmented
from vibebench.augment._rules import RULES_SELECTOR_VERSION
from vibebench.errors import ConfigError, DatasetError
from vibebench.instructions import InstructionSpec
from vibebench.models import (
    GenerationSettings,
    TemperatureCell,
    split_model_label,
    temperature_label,
)
from vibebench.protocols import is_baseline
from vibebench.tasks import Task, is_completion_style, list_benchmarks, load_benchmark

Setting = Literal["base", "single", "multi"]
SETTINGS: tuple[Setting, ...] = ("base", "single", "multi")

DEFAULT_MODELS = ("reference", "ruff-fix")
DEFAULT_BENCHMARKS = ("humaneval", "embedded")

VIBE_BENCHMARKS: dict[str, str] = {
    "bigvibebench": "bigcodebench",
    "livevibebench": "livecodebench",
    "humanvibeeval": "humaneval",
}
"""The paper's augmented benchmarks (and HumanVibeEval) -> the benchmark they augment."""
AUTO_AUGMENTED = ("bigvibebench", "livevibebench")
"""Vibe benchmarks whose instructions the run chooses itself when no `-a` file is given."""
AUGMENT_SEED = 0
"""Seed of the rule selector for instructions a run chooses itself."""
BIGCODEBENCH_FAMILY = ("bigcodebench", "bigvibebench")
"""Benchmarks whose prompt split `--split` picks."""
Split = Literal["instruct", "complete"]
Calibration = Literal["auto", "on", "off"]


class RunConfig(BaseModel):
    """Everything that identifies a run; the same config resumes the same run."""

    model_config = ConfigDict(frozen=True)

    name: str = "default"
    benchmarks: tuple[str, ...] = DEFAULT_BENCHMARKS
    """Benchmark names (`load_benchmark`) whose tasks are evaluated."""
    augmented: tuple[str, ...] = ()
    """Augmented files (or shipped names) giving each task's instructions; default: the
    shipped rule-based file of each benchmark."""
    models: tuple[str, ...] = DEFAULT_MODELS
    """Model specs, or the offline baselines `reference`, `ruff-fix`, `replay:FILE`."""
    settings: tuple[Setting, ...] = SETTINGS
    max_k: int = Field(default=5, ge=1, le=30)
    samples: int = Field(default=1, ge=1)
    limit: int | None = Field(default=None, ge=1)
    """Evaluate only the first N tasks of each benchmark."""
    generation: GenerationSettings = GenerationSettings()
    """Temperatures (each a cell: see `model_cells`), max tokens, system prompt, seed,
    top-p, reasoning effort, thinking budget, extra body: resolved per model family."""
    data_files: tuple[str, ...] = ()
    """Local copies of the benchmarks' data in their own (hub) record format, one per
    benchmark in order; empty: every benchmark loads from its usual place."""
    benchmark_options: tuple[str, ...] = ()
    """Loader options as KEY=VALUE (subset, version, release, start_date, end_date...), each
    given to every benchmark whose loader takes it."""
    split: Split = "instruct"
    """BigCodeBench's prompt: `instruct` (the paper's) or `complete`."""
    calibrated: Calibration = "auto"
    """Complete samples with the prompt's code before testing (`calibrate_program`): `on`,
    `off`, or `auto` (on for completion-style tasks: HumanEval, BigCodeBench complete)."""

    def identity(self) -> dict[str, object]:
        """What makes two runs the same run: everything but the models.

        Models are a dimension inside a run (samples are keyed by model label), so a later
        command may add a model to a run, or point a label at a new server URL, and resume.
        The rule selector's version is recorded too: it decides the default instructions.
        """
        identity = self.model_dump(mode="json", exclude={"models"})
        identity["rule_selector"] = RULES_SELECTOR_VERSION
        return identity


def _parsed_options(config: RunConfig) -> dict[str, str]:
    parsed: dict[str, str] = {}
    for option in config.benchmark_options:
        key, sep, value = option.partition("=")
        if not sep or not key:
            raise ConfigError(f"benchmark option {option!r} is not KEY=VALUE")
        parsed[key] = value
    return parsed


def _loader_options(name: str) -> tuple[str, ...]:
    return next((info.options for info in list_benchmarks() if info.name == name), ())


def _options_for(config: RunConfig, index: int) -> dict[str, Any]:
    """The loader options of the index-th benchmark: the -O options it takes, and --split."""
    name = config.benchmarks[index]
    base = VIBE_BENCHMARKS.get(name, name)
    parsed = _parsed_options(config)
    if "prompt" in parsed and name in BIGCODEBENCH_FAMILY:
        raise ConfigError(f"{name}: choose its prompt with --split, not -O prompt=...")
    every = {
        key
        for entry in config.benchmarks
        for key in _loader_options(VIBE_BENCHMARKS.get(entry, entry))
    }
    unknown = sorted(set(parsed) - every)
    if unknown:
        names = ", ".join(config.benchmarks)
        raise ConfigError(f"benchmark option(s) {', '.join(unknown)} apply to none of {names}")
    options: dict[str, Any] = {
        key: value for key, value in parsed.items() if key in _loader_options(base)
    }
    if name in BIGCODEBENCH_FAMILY:
        options["prompt"] = config.split
    return options


def load_run_tasks(config: RunConfig, index: int) -> list[Task]:
    """The tasks of the index-th benchmark, marked for calibration as the config says.

    Raises:
        ConfigError: --data-file does not pair up with the benchmarks, an unknown
            benchmark, or an option no benchmark takes.
        DatasetError: the data cannot be read.
    """
    if config.data_files and len(config.data_files) != len(config.benchmarks):
        msg = "give one --data-file per --benchmark (in the same order), or none"
        raise ConfigError(msg)
    name = config.benchmarks[index]
    data_file = config.data_files[index] if config.data_files else None
    tasks = load_benchmark(
        VIBE_BENCHMARKS.get(name, name), data_file=data_file or None, **_options_for(config, index)
    )
    return [_with_calibration(task, config.calibrated) for task in tasks]


def _with_calibration(task: Task, mode: Calibration) -> Task:
    calibrated = mode == "on" or (mode == "auto" and is_completion_style(task))
    return task.model_copy(update={"calibrated": calibrated}) if calibrated else task


def default_augmentation(
    config: RunConfig, index: int, tasks: list[Task], cache_dir: Path | None = None
) -> Path | None:
    """The instructions of a vibe benchmark run without `-a`: chosen here, cached.

    BigVibeBench and LiveVibeBench get the rule selector's choice (the paper's category
    mix, seed `AUGMENT_SEED`, K = max(5, -k)) over all their tasks, written once to
    `cache_dir/augmented/` under a name holding the tasks' content hash and the selector's
    version; a later run reads it back (`cache_dir` defaults to `vibebench-runs`). Returns
    None for other benchmarks (they use their shipped file, or need -a).
    """
    name = config.benchmarks[index]
    if name not in AUTO_AUGMENTED:
        return None
    k = max(5, config.max_k)
    digest = hashlib.sha256()
    for task in tasks:
        digest.update(task.model_dump_json().encode())
    stem = f"{name}-{digest.hexdigest()[:16]}-rules{RULES_SELECTOR_VERSION}"
    folder = (cache_dir or Path("vibebench-runs")) / "augmented"
    path = folder / f"{stem}-seed{AUGMENT_SEED}-k{k}.jsonl"
    if path.is_file():
        try:
            read_augmented(path)
        except DatasetError:
            pass  # a damaged cache entry is rebuilt
        else:
            return path
    write_augmented(path, augment_tasks_by_rules(tasks, benchmark=name, k=k, seed=AUGMENT_SEED))
    return path


@dataclass(frozen=True)
class ModelCell:
    """One model at one temperature: a column of the run, stored under its label."""

    label: str
    spec: str
    temperature: TemperatureCell


def model_cells(config: RunConfig) -> list[ModelCell]:
    """Each model once per temperature cell, labelled `LABEL T=0.7` when there are several.

    A single temperature (or none given) keeps the model's label as it is; offline
    baselines answer the same at every temperature and appear once.
    """
    temperatures = config.generation.cells()
    cells = []
    for label, spec in map(split_model_label, config.models):
        if len(temperatures) == 1 or is_baseline(spec):
            cells.append(ModelCell(label, spec, temperatures[0]))
            continue
        cells += [ModelCell(f"{label} {temperature_label(t)}", spec, t) for t in temperatures]
    return cells


@dataclass(frozen=True)
class PlannedTask:
    """A task with the ordered instructions it is evaluated under."""

    task: Task
    instructions: tuple[InstructionSpec, ...]
    benchmark: str = ""
    """The benchmark as the run names it (`bigvibebench`); "" means the task's source."""

    def ks(self, max_k: int) -> range:
        """The instruction counts this task supports (1..min(K, its list))."""
        return range(1, min(max_k, len(self.instructions)) + 1)


def plan_tasks(
    tasks: list[Task], augmented: list[VibeTask], limit: int | None, benchmark: str = ""
) -> list[PlannedTask]:
    """Pair tasks with their instruction lists; tasks whose selection failed get none."""
    by_id = {item.task_id: item for item in augmented}
    chosen = tasks[:limit] if limit else tasks
    return [
        PlannedTask(
            task=task,
            instructions=by_id[task.id].instructions
            if task.id in by_id and by_id[task.id].error is None
            else (),
            benchmark=benchmark,
        )
        for task in chosen
    ]


@dataclass(frozen=True)
class PlannedSample:
    """One (task, setting, k, sample) unit of a model's work."""

    planned: PlannedTask
    setting: Setting
    k: int
    sample: int

    @property
    def instructions(self) -> tuple[InstructionSpec, ...]:
        """The first k instructions, in order."""
        return self.planned.instructions[: self.k]


def expand(planned: list[PlannedTask], config: RunConfig) -> Iterator[PlannedSample]:
    """Every sample a model must produce: S_0 always (multi-turn edits start from it)."""
    for item in planned:
        for sample in range(config.samples):
            yield PlannedSample(item, "base", 0, sample)
            for setting in ("single", "multi"):
                if setting in config.settings:
                    for k in item.ks(config.max_k):
                        yield PlannedSample(item, setting, k, sample)
