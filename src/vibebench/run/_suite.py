"""What a suite is to the engine: cells to generate, the messages of each, how to decide them.

A suite is one small class (VeriCode in `_vibe.py`, CodeAlignBench in `_codealign.py`); the
engine (`_engine.py`) owns everything they share: the store, resume, concurrency, fatal-error
stops, progress, extraction-once, the sandbox executor and the run's outcome.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from vibebench.instructions import InstructionSpec
from vibebench.models import ChatMessage, GenerationParams
from vibebench.store import ExtractionRecord, GenerationRecord, RunStore, SampleKey, SuiteKind
from vibebench.tasks import Task


@dataclass(frozen=True)
class ModelColumn:
    """One model of the run, stored under its label, sent `params` (baselines: defaults)."""

    label: str
    spec: str
    params: GenerationParams = field(default_factory=GenerationParams)


@dataclass(frozen=True)
class Cell:
    """One answer a model must give: a task in a setting, at k, for one sample.

    `store_task_id` is the task id the store keys it by (CodeAlignBench keys one IF problem per
    task and catalog entry); `after` is the cell whose stored answer this one edits (a
    multi-turn round), generated first; `payload` is the suite's own data for this cell.
    """

    task: Task
    setting: str
    k: int
    sample: int
    turn: int = 0
    instructions: tuple[InstructionSpec, ...] = ()
    store_task_id: str | None = None
    benchmark: str = ""
    """The benchmark the run names this task by; "" means the task's source."""
    after: Cell | None = None
    previous_response: str | None = None
    """The answer this turn edits when it is not a stored cell (a shared reference)."""
    scored: bool = True
    """Judged and tested; False for a turn that is only context (CodeAlignBench's first
    solution, which its IF problems are drawn from)."""
    payload: object = None

    def key(self, run_id: str, model: str) -> SampleKey:
        """This cell's row in the store for one model."""
        return SampleKey(
            run_id=run_id,
            model=model,
            task_id=self.store_task_id or self.task.id,
            setting=self.setting,
            k=self.k,
            sample=self.sample,
        )

    @property
    def depth(self) -> int:
        """How many stored answers come before this one (0: it needs none)."""
        return 0 if self.after is None else self.after.depth + 1


def extraction_record(extraction: Extracted) -> ExtractionRecord:
    """The store's row of an extraction (its reason is the error when no code was found)."""
    return ExtractionRecord(
        code=extraction.code,
        method=extraction.method,
        error=extraction.reason if extraction.code is None else None,
    )


class Extracted(Protocol):
    """What any extractor returns (VeriCode's `Extraction`, CodeAlignBench's per language)."""

    code: str | None
    method: str
    reason: str | None


class ConfiguredSuite:
    """A suite whose run is named and keyed by its config (`config.name`, `identity()`)."""

    config: Any

    @property
    def name(self) -> str:
        return str(self.config.name)

    def identity(self) -> dict[str, object]:
        return dict(self.config.identity())


Answers = Callable[[Cell], str | None]
"""The stored final answer of a cell for the model being planned (None: none yet)."""


@dataclass(frozen=True)
class Decide:
    """What `Suite.decide` gets: the store and the generated, undecided cells with their keys."""

    store: RunStore
    cells: Sequence[tuple[SampleKey, Cell]]
    on_progress: Callable[[int, int], None] | None = None
    ray_address: str | None = None
    """Verify on the Ray cluster at this address (`auto`: the running one); None: here."""


class Suite(Protocol):
    """One benchmark family on the engine: what to ask, how to ask it, how to judge it."""

    kind: SuiteKind
    name: str
    """The run's name in the store."""
    stages: int
    """Planning rounds per model: a later stage may depend on the answers of an earlier one
    (CodeAlignBench draws IF problems from each model's first solution)."""
    calibrate_timeouts: bool
    """Scale each task's test timeout from its reference solution's time in this sandbox."""
    executes: bool
    """Run every scored answer's unit tests in the sandbox."""

    def identity(self) -> dict[str, object]:
        """What makes two runs the same run (the store keys the run by it)."""
        ...

    def models(self) -> list[ModelColumn]:
        """The run's models, in order; checked before the first request."""
        ...

    def plan(self, model: str, stage: int, answers: Answers) -> list[Cell]:
        """Every cell `model` must answer in `stage` (done ones too: the engine skips them)."""
        ...

    def messages(self, cell: Cell, previous: GenerationRecord | None) -> list[ChatMessage]:
        """The exact conversation of one turn; `previous` is the stored answer of `cell.after`."""
        ...

    def decide(self, job: Decide) -> Awaitable[None]:
        """Extract each cell's code once and store its verdicts (instructions, checklist)."""
        ...

    async def aclose(self) -> None:
        """Release what `decide` held open (a judge's client)."""
        ...
