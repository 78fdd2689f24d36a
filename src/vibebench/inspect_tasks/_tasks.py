"""The inspect tasks: HumanVibeEval, BigVibeBench and LiveVibeBench.

    inspect eval vibebench/humanvibeeval --model openai/gpt-4o-mini -T setting=multi
    inspect eval vibebench/bigvibebench -T data_file=bcb.jsonl --model ...

Each scores the final response twice: `vericode_scorer` (instruction following) and
`unit_test_scorer` (the tests in vibebench's sandbox).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import asdict, dataclass
from numbers import Real
from typing import Any

from inspect_ai import Task, task
from inspect_ai.model import ChatMessageUser
from inspect_ai.solver import Generate, Solver, TaskState, generate, solver

from vibebench.augment import VibeTask, augment_tasks_by_rules, load_augmented
from vibebench.errors import ConfigError
from vibebench.inspect_tasks._dataset import TaskIndex, vibe_dataset
from vibebench.inspect_tasks._namespace import in_namespace
from vibebench.inspect_tasks._scorers import unit_test_scorer, vericode_scorer
from vibebench.instructions import InstructionSpec
from vibebench.protocols import edit_turn_message
from vibebench.tasks import Task as VibeBenchTask
from vibebench.tasks import load_benchmark
from vibebench.verify._strict_mode import check_mode

__all__ = [
    "Scoring",
    "bigvibebench",
    "edit_turns",
    "humanvibeeval",
    "livevibebench",
    "vibe_task",
]


@in_namespace(solver, "edit_turns")
def edit_turns() -> Solver:
    """Multi-turn editing: after the first answer, one edit request per instruction.

    Each turn appends the instruction's edit prompt to the full history and generates again
    (the paper's multi-turn protocol); the last answer is the one scored.
    """

    async def solve(state: TaskState, generate: Generate) -> TaskState:
        state = await generate(state)
        for raw in state.metadata["instructions"]:
            message = edit_turn_message(InstructionSpec.model_validate(raw))
            state.messages.append(ChatMessageUser(content=message.content))
            state = await generate(state)
        return state

    return solve


@dataclass(frozen=True)
class Scoring:
    """How a vibe task asks and scores: `setting` (`base`, `single` or `multi`), the tests'
    wall-clock budget, the verdict `mode` (`paper` or `strict`) and whether the model's
    `<think>` blocks are `reasoning` rather than answer (False for a model that never
    reasons: its reasoning tags are then ordinary text).

    Raises:
        ConfigError: a mode that is no verdict mode, a budget that is not a finite number
            of seconds above 0, a `reasoning` that is not a bool.
    """

    setting: str
    timeout_s: float
    mode: str = "paper"
    reasoning: bool = True

    def __post_init__(self) -> None:
        check_mode(self.mode)
        budget = self.timeout_s
        if isinstance(budget, bool) or not isinstance(budget, Real) or not budget > 0:
            raise ConfigError(f"timeout_s must be a number of seconds above 0, got {budget!r:.60}")
        if not math.isfinite(budget):
            raise ConfigError(f"timeout_s must be finite, got {budget!r}")
        if not isinstance(self.reasoning, bool):
            kind = type(self.reasoning).__name__
            raise ConfigError(
                f"reasoning must be true or false, got {self.reasoning!r:.60} ({kind})"
            )


def vibe_task(
    name: str, tasks: list[VibeBenchTask], vibe_tasks: list[VibeTask], scoring: Scoring
) -> Task:
    """An inspect Task over augmented benchmark tasks, with both scorers."""
    index = {item.id: item for item in tasks}
    dataset = vibe_dataset(name, index, vibe_tasks, scoring.setting)
    scored = TaskIndex(name, tasks)
    reasoning = scoring.reasoning
    return Task(
        dataset=dataset,
        solver=edit_turns() if scoring.setting == "multi" else generate(),
        scorer=[
            vericode_scorer(scored, check_mode(scoring.mode), reasoning=reasoning),
            unit_test_scorer(scored, scoring.timeout_s, reasoning=reasoning),
        ],
        metadata={"benchmark": name, **asdict(scoring)},
    )


def _augmentation(
    tasks: list[VibeBenchTask], augmented: str | None, benchmark: str, k: int, seed: int
) -> list[VibeTask]:
    """The tasks' instructions: from an augmented file, else chosen by the rule selector."""
    if augmented is not None:
        return load_augmented(augmented)
    return list(augment_tasks_by_rules(tasks, benchmark=benchmark, k=k, seed=seed).tasks)


@in_namespace(task, "humanvibeeval")
def humanvibeeval(
    setting: str = "single",
    augmented: str | None = None,
    timeout_s: float = 10.0,
    mode: str = "paper",
    reasoning: bool = True,
) -> Task:
    """HumanEval with the shipped VeriCode augmentation (rule selector, seed 0, K = 5).

    Args:
        setting: `base` (the task alone), `single` (task + instructions in one message) or
            `multi` (one edit turn per instruction).
        augmented: another augmented file of HumanEval tasks (`vibebench augment` output).
        timeout_s: wall-clock budget per sample's tests.
        mode: how the instructions are judged: `paper` (the paper's Ruff rules, what its
            numbers mean) or `strict` (docs/instructions.md).
        reasoning: the model may reason in its output (default), so `<think>` blocks are
            not scored; `false` for a model that never reasons (`-T reasoning=false`): its
            reasoning tags are then ordinary text and hide no code (docs/extraction.md).
    """
    tasks = load_benchmark("humaneval")
    vibe_tasks = load_augmented(augmented or "humaneval")
    scoring = Scoring(setting, timeout_s, mode, reasoning)
    return vibe_task("humanvibeeval", tasks, vibe_tasks, scoring)


_FILE_OPTIONS: dict[str, dict[str, object]] = {
    "bigcodebench": {"subset": "full", "prompt": "instruct"},
    "livecodebench": {"release": None, "start_date": None, "end_date": None},
}
"""Each file-backed benchmark's loader options and their defaults (None: not passed)."""
_AUGMENT_OPTIONS: dict[str, object] = {"k": 5, "seed": 0}
"""The rule selector's options when a file-backed task augments its own tasks."""


def _from_file(
    name: str,
    benchmark: str,
    data_file: str,
    augmented: str | None,
    options: dict[str, Any],
    scoring: Scoring,
) -> Task:
    """A vibe task over a benchmark's local file; `options` are its loader's and the rule
    selector's (`_FILE_OPTIONS`, `_AUGMENT_OPTIONS`)."""
    known = {**_FILE_OPTIONS[benchmark], **_AUGMENT_OPTIONS}
    unknown = sorted(set(options) - set(known))
    if unknown:
        raise ConfigError(f"{name}: unknown option(s) {', '.join(unknown)} ({', '.join(known)})")
    chosen = {**known, **options}
    loader = {key: chosen[key] for key in _FILE_OPTIONS[benchmark] if chosen[key] is not None}
    tasks = load_benchmark(benchmark, data_file=data_file, **loader)
    vibe_tasks = _augmentation(tasks, augmented, benchmark, chosen["k"], chosen["seed"])
    return vibe_task(name, tasks, vibe_tasks, scoring)


def _file_task(name: str, benchmark: str, doc: str) -> Callable[..., Task]:
    """The inspect task `name` over `benchmark`'s local file (its docstring: `doc`)."""

    def file_task(
        data_file: str,
        augmented: str | None = None,
        setting: str = "single",
        timeout_s: float = 30.0,
        mode: str = "paper",
        reasoning: bool = True,
        **options: Any,
    ) -> Task:
        scoring = Scoring(setting, timeout_s, mode, reasoning)
        return _from_file(name, benchmark, data_file, augmented, options, scoring)

    file_task.__name__ = file_task.__qualname__ = name
    file_task.__doc__ = doc
    return in_namespace(task, name)(file_task)


bigvibebench = _file_task(
    "bigvibebench",
    "bigcodebench",
    """BigCodeBench from a local data file, augmented by `augmented` or the rule selector.

    Args:
        data_file: BigCodeBench records (`.jsonl`, `.json` or `.parquet`, hub format).
        augmented: an augmented file for these tasks; default: the rule selector (K=`k`,
            seed=`seed`), deterministic and offline.
        setting: `base`, `single` or `multi`.
        timeout_s: wall-clock budget per sample's tests (BigCodeBench imports are slow).
        mode: `paper` (default) or `strict`, how the instructions are judged.
        reasoning: `false` for a model that never reasons (its reasoning tags are then
            ordinary text); default true, as in humanvibeeval.
        **options: `subset` (`full`, the default, or `hard`; recorded in the task
            metadata), `prompt` (`instruct`, the default, or `complete`); when augmenting
            here, `k` (most instructions per task, default 5) and `seed` (default 0).

    Raises:
        ConfigError: an option not listed here.
    """,
)
livevibebench = _file_task(
    "livevibebench",
    "livecodebench",
    """LiveCodeBench (code generation) from a local data file, augmented as in bigvibebench.

    Args:
        data_file: LiveCodeBench records (a `.jsonl` release file) or a folder laid out like
            the hub repository.
        augmented: an augmented file for these tasks; default: the rule selector.
        setting: `base`, `single` or `multi`.
        timeout_s: wall-clock budget per sample's tests.
        mode: `paper` (default) or `strict`, how the instructions are judged.
        reasoning: `false` for a model that never reasons (its reasoning tags are then
            ordinary text); default true, as in humanvibeeval.
        **options: `release` (`release_vN` / `vN` when `data_file` is a folder),
            `start_date` and `end_date` (first and last contest date kept, ISO dates);
            when augmenting here, `k` (default 5) and `seed` (default 0).

    Raises:
        ConfigError: an option not listed here.
    """,
)
