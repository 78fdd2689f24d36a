"""A seeded synthetic run store: several models that differ, every setting, readable samples."""

from __future__ import annotations

import random
from collections.abc import Sequence

from vibebench.store import (
    ExecutionRecord,
    ExtractionRecord,
    GenerationRecord,
    RunStore,
    SampleKey,
    VerdictRecord,
)

TASKS = 12
"""Tasks in the test store (3 models x 12 tasks x 7 settings = 252 samples)."""

INSTRUCTIONS = ("style_3", "logic_3", "doc_4", "error_1", "library_1", "style_5")
MODEL_SKILL = {"careful-coder": (0.8, 0.85), "fast-coder": (0.6, 0.55), "tiny-coder": (0.35, 0.3)}
"""Model -> (chance its tests pass, chance it follows an instruction)."""


def _code(task: int, model: str) -> str:
    return (f"def solve_{task}(values: list[int]) -> int:\n"
            f"    \"\"\"Return the answer for task {task}.\"\"\"\n"
            f"    # written by {model}\n"
            f"    return sum(values) * {task}\n")


def _sample(rng: random.Random, key: SampleKey, task: int) -> tuple[list[GenerationRecord], ...]:
    passing, following = MODEL_SKILL[key.model]
    ids = [INSTRUCTIONS[(task + i) % len(INSTRUCTIONS)] for i in range(key.k)]
    code = _code(task, key.model)
    prompt = f"Write solve_{task}(values) returning the sum of values times {task}."
    if key.setting == "single" and ids:
        prompt += "\n\nYour solution must also follow:\n" + "\n".join(
            f"{i + 1}. follow {instruction}" for i, instruction in enumerate(ids))
    messages = [{"role": "system", "content": "You are an expert Python programmer."},
                {"role": "user", "content": prompt}]
    generations = []
    turns = key.k if key.setting == "multi" else 0
    for turn in range(turns + 1):
        response = f"Here you go:\n```python\n{code}```\n"
        generations.append(GenerationRecord(turn=turn, final=turn == turns,
                                            messages=list(messages), response=response))
        if turn < turns:
            messages += [{"role": "assistant", "content": response},
                         {"role": "user", "content": f"Now also follow {ids[turn]}."}]
    verdicts = [VerdictRecord(instruction_id=i, position=p + 1, passed=rng.random() < following,
                              diagnostics=[{"rule": "E501", "line": 2, "column": 80,
                                            "message": "Line too long (91 > 79)"}])
                for p, i in enumerate(ids)]
    verdicts = [v if not v.passed else v.model_copy(update={"diagnostics": []}) for v in verdicts]
    passed = rng.random() < passing
    # tiny-coder tries to exit early on every fifth base task: a reward-hack flag
    flags = ["process_exit"] if key.model == "tiny-coder" and key.k == 0 and task % 5 == 0 else []
    execution = ExecutionRecord(
        passed=passed, status="passed" if passed else "failed", isolation="bwrap",
        duration_s=0.05, flags=flags, tests=[{"name": "TestCases.test_sum", "status":
                                 "passed" if passed else "failed",
                                 "message": "" if passed else "AssertionError: 6 != 12"}])
    return generations, [ExtractionRecord(code=code, method="fenced")], verdicts, [execution]


def fill_store(store: RunStore, run_name: str, tasks: int, models: Sequence[str] = tuple(
        MODEL_SKILL), max_k: int = 3, seed: int = 0) -> str:
    """Write a run of every model x task x (base, single 1..max_k, multi 1..max_k)."""
    rng = random.Random(seed)
    run_id = store.create_or_get_run(run_name, {"synthetic": True, "tasks": tasks})
    settings = [("base", 0)] + [(s, k) for s in ("single", "multi") for k in range(1, max_k + 1)]
    for model in models:
        for task in range(tasks):
            for setting, k in settings:
                key = SampleKey(run_id=run_id, model=model, task_id=f"Synthetic/{task}",
                                setting=setting, k=k, sample=0)
                generations, extractions, verdicts, executions = _sample(rng, key, task)
                store.put_generations((key, g) for g in generations)
                store.put_extraction(key, extractions[0])
                store.put_verdicts(key, verdicts)
                store.put_execution(key, executions[0])
    return run_id
