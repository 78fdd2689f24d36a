"""Generation order and transcripts, driven by an in-process fake model."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from vibebench.augment import load_augmented
from vibebench.errors import ConfigError, ModelError
from vibebench.models import CallableModel, ChatMessage
from vibebench.protocols import ModelResponder, turn_messages
from vibebench.run import Generation, RunConfig, expand, plan_tasks, vibe_cells
from vibebench.store import RunStore, SampleKey
from vibebench.tasks import Task


def _run(
    tmp_path: Path,
    tasks: list[Task],
    augmented: Path,
    handler,
    settings=("base", "single", "multi"),
):
    config = RunConfig(benchmarks=("humaneval",), settings=settings, max_k=3)
    units = list(expand(plan_tasks(tasks, load_augmented(augmented), None), config))
    store = RunStore.open(tmp_path / "runs.sqlite")
    run_id = store.create_or_get_run("t", config.model_dump(mode="json"))

    def key_of(unit):  # a planned sample or its cell
        task = unit.task if hasattr(unit, "task") else unit.planned.task
        return SampleKey(
            run_id=run_id,
            model="fake",
            task_id=task.id,
            setting=unit.setting,
            k=unit.k,
            sample=unit.sample,
        )

    model = CallableModel(handler, name="fake")
    generation = Generation(ModelResponder(model), store, key_of, _messages)
    asyncio.run(generation.run(vibe_cells(units), concurrency=4))
    return store, units, key_of, model


def _messages(cell, previous):
    return turn_messages(cell.task, cell.setting, cell.instructions, previous)


def test_multi_turn_rounds_carry_the_full_history(
    tmp_path: Path, humaneval_tasks: list[Task], augmented_file: Path
) -> None:
    def handler(messages: list[ChatMessage]) -> str:
        turn = sum(message.role == "assistant" for message in messages)
        return f"```python\nx = {turn}\n```"

    store, units, key_of, _ = _run(tmp_path, humaneval_tasks, augmented_file, handler)
    unit = next(u for u in units if u.setting == "multi" and u.k == 3)
    (record,) = store.get_generations(key_of(unit))
    roles = [m["role"] for m in record.messages]
    assert roles == [
        "system",
        "user",
        "assistant",
        "user",
        "assistant",
        "user",
        "assistant",
        "user",
    ]
    assert [m["content"] for m in record.messages if m["role"] == "assistant"] == [
        "```python\nx = 0\n```",
        "```python\nx = 1\n```",
        "```python\nx = 2\n```",
    ]
    assert record.response == "```python\nx = 3\n```"
    assert record.turn == 3


def test_every_planned_sample_is_generated_once(
    tmp_path: Path, humaneval_tasks: list[Task], augmented_file: Path
) -> None:
    store, units, key_of, model = _run(
        tmp_path, humaneval_tasks, augmented_file, lambda messages: "```python\npass\n```"
    )
    assert model.calls == len(units) == 3 * (1 + 3 + 3)
    assert store.count("generations") == len(units)
    assert store.pending(key_of(units[0]).run_id, [key_of(u) for u in units], "generation") == []


def test_a_failed_round_is_recorded_and_later_rounds_do_not_call_the_model(
    tmp_path: Path, humaneval_tasks: list[Task], augmented_file: Path
) -> None:
    def handler(messages: list[ChatMessage]) -> str:
        if sum(m.role == "assistant" for m in messages) == 1:
            raise ModelError("injected failure on round 1")
        return "```python\npass\n```"

    store, units, key_of, _ = _run(
        tmp_path, humaneval_tasks, augmented_file, handler, settings=("base", "multi")
    )
    by_round = {
        u.k: store.get_generations(key_of(u))[0]
        for u in units
        if u.setting == "multi" and u.planned.task.id == humaneval_tasks[0].id
    }
    assert by_round[1].error == "injected failure on round 1"
    assert by_round[2].error == "round 1 has no response to edit"
    assert by_round[3].error == "round 2 has no response to edit"


def test_a_concurrency_below_one_is_refused_instead_of_waiting_forever(
    tmp_path: Path, humaneval_tasks: list[Task], augmented_file: Path
) -> None:
    config = RunConfig(benchmarks=("humaneval",), settings=("base",), max_k=1)
    units = list(expand(plan_tasks(humaneval_tasks, load_augmented(augmented_file), None), config))
    store = RunStore.open(tmp_path / "runs.sqlite")
    run_id = store.create_or_get_run("t", config.model_dump(mode="json"))

    def key_of(cell):
        task_id = cell.task.id
        return SampleKey(run_id=run_id, model="m", task_id=task_id, setting="base", k=0, sample=0)

    model = CallableModel(lambda messages: "x", name="fake")
    generation = Generation(ModelResponder(model), store, key_of, _messages)
    with pytest.raises(ConfigError, match="concurrency must be at least 1, got 0"):
        asyncio.run(generation.run(vibe_cells(units), concurrency=0))
    assert model.calls == 0
