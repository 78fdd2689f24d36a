"""Fixtures for protocol tests: a few real HumanEval tasks with rule-based instructions."""

from __future__ import annotations

from pathlib import Path

import pytest

from vibebench.augment import augment_tasks_by_rules, write_augmented
from vibebench.tasks import Task, load_benchmark

TASK_COUNT = 3


@pytest.fixture(scope="session")
def humaneval_tasks() -> list[Task]:
    return load_benchmark("humaneval")[:TASK_COUNT]


@pytest.fixture(scope="session")
def augmented_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Rule-based instructions (k=3) for the first HumanEval tasks."""
    tasks = load_benchmark("humaneval")[:TASK_COUNT]
    path = tmp_path_factory.mktemp("augmented") / "humaneval.jsonl"
    write_augmented(path, augment_tasks_by_rules(tasks, benchmark="humaneval", k=3, seed=0))
    return path


@pytest.fixture(scope="session")
def reference_reply():
    """Build a reply function answering with the reference solution of the task it was asked."""
    return _reference_reply


def _reference_reply(tasks: list[Task]):

    def reply(conversation_text: str) -> str:
        for task in tasks:
            if task.prompt.strip() in conversation_text:
                return f"```python\n{task.reference_solution}\n```"
        return "I do not know this task."

    return reply
