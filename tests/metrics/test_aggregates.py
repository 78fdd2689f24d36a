"""Figures from SQL aggregates equal figures from one outcome per sample, on messy stores.

`aggregate_runs` (SQL) and `aggregate_outcomes` (Python, from `outcome_of` of every done sample)
feed the same computation; on seeded stores with every case the rules have to get right (failed
generations whose verdicts and tests said "passed", a verdict or the execution missing, a
model stopped part way, several samples per task, samples with several final turns or only an
earlier turn), both must give identical figures and identical progress.
"""

from __future__ import annotations

import math
import random
from datetime import UTC, datetime, timedelta
from pathlib import Path

import numpy as np
import pytest

from vibebench import stats
from vibebench.metrics import (
    MetricsConfig,
    aggregate_outcomes,
    compute_from_aggregates,
    load_run_aggregates,
    outcome_of,
)
from vibebench.store import (
    ExecutionRecord,
    ExtractionRecord,
    GenerationRecord,
    RunSpec,
    RunStore,
    SampleKey,
    VerdictRecord,
    aggregate_runs,
    progress_from_aggregates,
    sample_done,
)

IDS = ("style_3", "logic_3", "doc_4", "error_1", "library_1", "unknown_9")
START = datetime(2026, 1, 1, tzinfo=UTC)


def _sample(store: RunStore, rng: random.Random, key: SampleKey, when: datetime) -> None:
    turn = key.k if key.setting == "multi" else 0
    failed = rng.random() < 0.15
    status = rng.choice(["api_error", "empty", "transport_error"]) if failed else "ok"
    store.put_generation(
        key,
        GenerationRecord(
            turn=turn,
            final=True,
            messages=[],
            created_at=when,
            latency_s=rng.random(),
            usage={"prompt_tokens": rng.randint(1, 9)},
            status=status,
            http_status=rng.choice([None, 429]) if status == "api_error" else None,
            error=f"{status}: no" if failed else None,
            response=None if failed else "x",
        ),
    )
    if not failed or rng.random() < 0.5:
        store.put_extraction(key, ExtractionRecord(code="x", method="fenced"))
    verdicts = [
        VerdictRecord(instruction_id=i, position=p + 1, passed=rng.random() < 0.6)
        for p, i in enumerate(rng.sample(IDS, key.k))
    ]
    store.put_verdicts(key, verdicts[:-1] if key.k and rng.random() < 0.05 else verdicts)
    if rng.random() > 0.05:
        passed = rng.random() < 0.5
        store.put_execution(
            key,
            ExecutionRecord(
                passed=passed, status="passed" if passed else "failed", isolation="bwrap"
            ),
        )


def _store(path: Path, seed: int) -> str:
    rng = random.Random(seed)
    settings = [("base", 0)] + [(s, k) for s in ("single", "multi") for k in (1, 2, 3)]
    with RunStore.open(path) as store:
        run_id = store.create_or_get_run("r", {"seed": seed})
        when = START
        for model in ("m1", "m2", "m3"):
            store.record_plan(run_id, model, 6 * len(settings) * 2 + 3)
            for task in range(6):
                for setting, k in settings:
                    for sample in range(rng.choice([1, 2])):
                        when += timedelta(seconds=1)
                        key = SampleKey(
                            run_id=run_id,
                            model=model,
                            task_id=f"T{task}",
                            setting=setting,
                            k=k,
                            sample=sample,
                        )
                        if model == "m3" and task == 5:
                            store.put_generation(
                                key,
                                GenerationRecord(
                                    turn=0,
                                    final=True,
                                    messages=[],
                                    error="not attempted: stop",
                                    status="not_attempted",
                                    created_at=when,
                                ),
                            )
                            continue
                        _sample(store, rng, key, when)
        _odd_samples(store, run_id)
    return run_id


def _odd_samples(store: RunStore, run_id: str) -> None:
    """A sample with two final turns (the later one failed) and one with an earlier turn only."""
    twice = SampleKey(run_id=run_id, model="m1", task_id="T9", setting="base", k=0, sample=0)
    store.put_generation(twice, GenerationRecord(turn=0, final=True, messages=[], response="a"))
    store.put_generation(
        twice, GenerationRecord(turn=1, final=True, messages=[], error="empty", status="empty")
    )
    store.put_extraction(twice, ExtractionRecord(code="a", method="fenced"))
    store.put_execution(twice, ExecutionRecord(passed=True, status="passed", isolation="bwrap"))
    halfway = SampleKey(run_id=run_id, model="m2", task_id="T9", setting="multi", k=2, sample=0)
    store.put_generation(halfway, GenerationRecord(turn=0, final=False, messages=[], response="b"))


@pytest.mark.parametrize("seed", range(4))
def test_sql_aggregates_give_the_figures_of_one_outcome_per_done_sample(
    tmp_path: Path, seed: int
) -> None:
    path = tmp_path / "messy.sqlite"
    run_id = _store(path, seed)
    config = MetricsConfig(resamples=200, seed=seed)
    with RunStore.open(path, create=False) as store:
        run = store.find_run("r")
        assert run is not None
        from_sql = compute_from_aggregates(load_run_aggregates(store, [run]), config)
        outcomes = [outcome_of(view) for view in store.iter_samples(run_id) if sample_done(view)]
    from_outcomes = compute_from_aggregates(aggregate_outcomes(outcomes), config)
    assert from_sql == from_outcomes


@pytest.mark.parametrize("seed", range(4))
def test_progress_from_sql_is_the_progress_counted_sample_by_sample(
    tmp_path: Path, seed: int
) -> None:
    path = tmp_path / "messy.sqlite"
    run_id = _store(path, seed)
    with RunStore.open(path, create=False) as store:
        counted = store.progress(run_id).models
        found = progress_from_aggregates(
            aggregate_runs(path, [RunSpec(run_id)]), run_id, store.planned(run_id)
        )
    assert [m.model for m in found] == [m.model for m in counted]
    for mine, theirs in zip(found, counted, strict=True):
        assert mine.model_dump(exclude={"latency_s"}) == theirs.model_dump(exclude={"latency_s"})
        assert mine.latency_s == pytest.approx(theirs.latency_s, rel=1e-12)


def test_verdict_counts_leave_out_samples_not_done_and_passes_without_an_answer(
    tmp_path: Path,
) -> None:
    path = tmp_path / "messy.sqlite"
    run_id = _store(path, 1)
    expected: dict[tuple[str, str, str], list[int]] = {}
    with RunStore.open(path, create=False) as store:
        for view in store.iter_samples(run_id):
            if not sample_done(view) or view.key.setting not in ("single", "multi"):
                continue
            for verdict in view.verdicts:
                entry = expected.setdefault(
                    (view.key.model, view.key.setting, verdict.instruction_id), [0, 0]
                )
                entry[0] += 1
                entry[1] += verdict.passed and view.final_response is not None
    found = aggregate_runs(path, [RunSpec(run_id)])
    assert {(m, s, i): [n, f] for _, m, s, i, n, f in found.verdicts} == expected


def test_large_plans_batch_the_bootstrap_within_float32_rounding(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rng = np.random.default_rng(3)
    tasks = [f"t{i:02d}" for i in range(40)]  # sorted as numbered
    columns = [
        {t: float(v) for t, v in zip(tasks, rng.random(40), strict=True) if rng.random() < 0.9}
        for _ in range(12)
    ]
    plan = stats.TaskBootstrap(tasks, resamples=300, seed=1)
    values = np.zeros((40, 12))
    masks = np.zeros((40, 12))
    for c, column in enumerate(columns):
        for task, value in column.items():
            values[int(task[1:]), c] = value
            masks[int(task[1:]), c] = 1
    exact = plan.batch_draws(values, masks, np.arange(12))
    for c, column in enumerate(columns):
        assert np.array_equal(exact[:, c], plan.draws(column), equal_nan=True)
    monkeypatch.setattr(stats, "EXACT_TASKS", 10)
    batched = plan.batch_draws(values, masks, np.arange(12))
    assert np.allclose(batched, exact, rtol=1e-6, atol=1e-7, equal_nan=True)
    assert not math.isnan(float(batched[0, 0]))
