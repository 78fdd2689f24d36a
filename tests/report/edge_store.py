"""A seeded store with every case the figures must get right, for the golden comparison.

Two runs; `alpha` is in both (so it is labelled `r1/alpha` and `r2/alpha`), `beta` only in r1,
`gamma` only in r2 with a failure rate above the limit. Three samples per key, settings base,
single and multi at k = 1..3. Mixed in: failed generations of several kinds (some with verdict
and execution rows that said "passed", which must not count), a model stopped part way
(`not_attempted` rows), samples with a verdict or the execution missing (not done), verdicts
of instructions no registry knows, and plans larger than what was stored.
"""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta
from pathlib import Path

from vibebench.store import (
    ExecutionRecord,
    ExtractionRecord,
    GenerationRecord,
    RunStore,
    SampleKey,
    VerdictRecord,
)

INSTRUCTIONS = ("style_3", "logic_3", "doc_4", "error_1", "library_1", "style_5", "plugin_7",
                "style_99")
SETTINGS = [("base", 0)] + [(s, k) for s in ("single", "multi") for k in range(1, 4)]
TASKS = 8
SAMPLES = 3
MODELS = {("r1", "alpha"): (0.7, 0.8, 0.0), ("r1", "beta"): (0.5, 0.6, 0.05),
          ("r2", "alpha"): (0.65, 0.75, 0.02), ("r2", "gamma"): (0.4, 0.5, 0.3)}
"""(run, model) -> (chance of passing, chance of following, chance of a failed generation)."""
_START = datetime(2026, 1, 1, tzinfo=UTC)


def _failure(rng: random.Random, turn: int, when: datetime) -> GenerationRecord:
    kind = rng.choice(["api_error", "transport_error", "empty", "refused"])
    http = {"api_error": rng.choice([429, 500])}.get(kind)
    return GenerationRecord(
        turn=turn, final=True, messages=[{"role": "user", "content": "x"}],
        error=f"{kind} happened",
        status=kind, http_status=http, provider_message="slow down" if http == 429 else None,
        latency_s=round(rng.uniform(0.1, 3), 3), created_at=when)


def _sample(store: RunStore, rng: random.Random, key: SampleKey, skill: tuple[float, ...],
            when: datetime) -> None:
    passing, following, failing = skill
    turn = key.k if key.setting == "multi" else 0
    failed = rng.random() < failing
    if failed:
        generation = _failure(rng, turn, when)
    else:
        generation = GenerationRecord(
            turn=turn, final=True, messages=[{"role": "user", "content": key.task_id}],
            response="```python\npass\n```", latency_s=round(rng.uniform(0.1, 3), 3),
            usage={"prompt_tokens": rng.randint(10, 99), "completion_tokens": rng.randint(5, 50)},
            status="truncated" if rng.random() < 0.05 else "ok", created_at=when)
    store.put_generation(key, generation)
    if not failed:
        store.put_extraction(key, ExtractionRecord(code="pass", method="fenced"))
    ids = rng.sample(INSTRUCTIONS, key.k)
    missing_verdict = key.k and rng.random() < 0.03
    verdicts = [VerdictRecord(instruction_id=i, position=p + 1,
                              passed=failed or rng.random() < following)
                for p, i in enumerate(ids)]
    store.put_verdicts(key, verdicts[:-1] if missing_verdict else verdicts)
    if rng.random() < 0.03:
        return  # no execution: not done
    passed = failed or rng.random() < passing
    store.put_execution(key, ExecutionRecord(passed=passed, status="passed" if passed
                                             else "failed", isolation="bwrap"))


def fill_edge_store(path: Path) -> None:
    """Write both runs (deterministic: seeded, fixed timestamps)."""
    rng = random.Random(18)
    when = _START
    with RunStore.open(path) as store:
        run_ids = {run: store.create_or_get_run(run, {"edge": run}) for run in ("r1", "r2")}
        for (run, model), skill in MODELS.items():
            planned = TASKS * SAMPLES * len(SETTINGS)
            store.record_plan(run_ids[run], model, planned + (5 if model == "beta" else 0))
            for task in range(TASKS):
                for setting, k in SETTINGS:
                    for sample in range(SAMPLES):
                        key = SampleKey(run_id=run_ids[run], model=model,
                                        task_id=f"Edge/{task}", setting=setting, k=k,
                                        sample=sample)
                        when += timedelta(seconds=1)
                        if model == "beta" and task == TASKS - 1 and setting == "multi":
                            store.put_generation(key, GenerationRecord(
                                turn=k, final=True, messages=[], error="not attempted: stopped",
                                status="not_attempted", created_at=when))
                            continue
                        _sample(store, rng, key, skill, when)
