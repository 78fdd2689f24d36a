"""The augment stage's nouns: a task's chosen instructions and the file that holds them.

An augmented benchmark is a JSONL file: one `AugmentedHeader` line, then one `VibeTask` line
per task. Both are frozen so a later stage cannot change what was selected.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from vibebench._frozen import FrozenModel
from vibebench.instructions import InstructionSpec, ParamIssue

FORMAT_NAME = "vibebench-augmented"
FORMAT_VERSION = 1

SelectorName = Literal["llm", "rules"]


class VibeTask(FrozenModel):
    """One task of an augmented benchmark: which instructions it carries, in which order."""

    task_id: str
    """The id of the underlying `Task` (e.g. `HumanEval/0`)."""
    source: str
    """The benchmark the task comes from (the `Task.source`)."""
    instructions: tuple[InstructionSpec, ...] = ()
    """Kept instructions in the order of the task's permutation, with validated parameters."""
    selector: SelectorName
    """Which selector chose the instructions."""
    seed: int
    """Seed of the task's permutation (and of the rule-based parameter choice)."""
    model: str | None = None
    """Model spec of the LLM selector; None for the rule-based selector."""
    candidates: tuple[str, ...] = ()
    """Every instruction id in the permuted order the selector scanned."""
    conflicts_removed: tuple[str, ...] = ()
    """Ids the selector wanted but the conflict tables forced out (later one of a pair)."""
    proposed_params: dict[str, int] = Field(default_factory=dict)
    """Parameter values proposed per kept instruction id (the invalid-rate denominator)."""
    param_issues: tuple[ParamIssue, ...] = ()
    """Proposed parameters that validation dropped or reset to defaults."""
    error: str | None = None
    """Why augmentation failed for this task, else None. After a selection failure the task
    has no instructions; after a parameter failure it keeps them at default parameters."""

    @property
    def instruction_ids(self) -> tuple[str, ...]:
        """The kept ids in order."""
        return tuple(spec.id for spec in self.instructions)


class AugmentedHeader(FrozenModel):
    """The first line of an augmented benchmark file: what was augmented, how and by what."""

    format: Literal["vibebench-augmented"] = FORMAT_NAME
    version: int = FORMAT_VERSION
    """File format version; readers refuse versions they do not know."""
    benchmark: str
    """Benchmark name (or task file) passed to `load_benchmark`."""
    selector: SelectorName
    seed: int
    model: str | None = None
    k: int = Field(ge=1)
    """Most instructions kept per task."""
    created_by: str
    """The vibebench version that wrote the file."""


class AugmentedBenchmark(FrozenModel):
    """A whole augmented benchmark: header and tasks, as read from or written to JSONL."""

    header: AugmentedHeader
    tasks: tuple[VibeTask, ...]

    @property
    def errors(self) -> tuple[VibeTask, ...]:
        """Tasks whose selection failed."""
        return tuple(task for task in self.tasks if task.error is not None)
