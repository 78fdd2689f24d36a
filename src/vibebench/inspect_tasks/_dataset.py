"""Benchmark tasks and their chosen instructions as inspect samples.

The prompts are vibebench's own (`vibebench.protocols`), so a model sees exactly what a
`vibebench run` would send it: the task alone (`base`), the task followed by its numbered
instructions (`single`), or the task alone and then one edit request per instruction
(`multi`, the turns appended by `edit_turns`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Literal

from inspect_ai.dataset import MemoryDataset, Sample
from inspect_ai.model import ChatMessage, ChatMessageAssistant, ChatMessageSystem, ChatMessageUser

from vibebench.augment import VibeTask
from vibebench.errors import ConfigError
from vibebench.models import ChatMessage as VibeMessage
from vibebench.protocols import base_messages, single_turn_messages
from vibebench.tasks import Task

__all__ = ["SETTINGS", "Setting", "TaskIndex", "inspect_messages", "vibe_dataset"]

Setting = Literal["base", "single", "multi"]
SETTINGS: tuple[Setting, ...] = ("base", "single", "multi")


class TaskIndex:
    """The tasks a scorer runs tests for, by id.

    A plain object rather than a dict on purpose: inspect records a scorer's arguments in
    every log, and a dict of tasks (LiveCodeBench's private cases run to megabytes) would be
    copied into it; an object is recorded by its `name`.
    """

    def __init__(self, name: str, tasks: Iterable[Task]) -> None:
        self.name = name
        self._tasks = {task.id: task for task in tasks}

    def __getitem__(self, task_id: str) -> Task:
        return self._tasks[task_id]

    def __len__(self) -> int:
        return len(self._tasks)


def inspect_messages(messages: Sequence[VibeMessage]) -> list[ChatMessage]:
    """vibebench's messages as inspect's."""
    kinds = {
        "system": ChatMessageSystem,
        "user": ChatMessageUser,
        "assistant": ChatMessageAssistant,
    }
    return [kinds[message.role](content=message.content) for message in messages]


def _check_setting(setting: str) -> Setting:
    if setting not in SETTINGS:
        raise ConfigError(f"unknown setting {setting!r} (one of {', '.join(SETTINGS)})")
    return setting  # type: ignore[return-value]


def vibe_dataset(
    name: str, tasks: Mapping[str, Task], vibe_tasks: Sequence[VibeTask], setting: str
) -> MemoryDataset:
    """One sample per augmented task, in file order.

    In the `single` and `multi` settings a task without instructions (augmentation failed
    for it) is left out: it has nothing to follow, so no instruction-following score.

    Raises:
        ConfigError: an unknown setting, or an augmented task missing from `tasks`.
    """
    chosen = _check_setting(setting)
    samples = []
    for vibe in vibe_tasks:
        task = tasks.get(vibe.task_id)
        if task is None:
            msg = f"{name}: augmented task {vibe.task_id!r} is not in the benchmark's data"
            raise ConfigError(msg)
        if chosen != "base" and not vibe.instructions:
            continue
        messages = (
            single_turn_messages(task, vibe.instructions)
            if chosen == "single"
            else base_messages(task)
        )
        samples.append(
            Sample(
                id=task.id,
                input=inspect_messages(messages),
                target=task.reference_solution or "",
                metadata={
                    "task_id": task.id,
                    "source": task.source,
                    "setting": chosen,
                    "instructions": [spec.model_dump() for spec in vibe.instructions],
                },
            )
        )
    return MemoryDataset(samples, name=name)
