"""Round trips, idempotency, retry-on-error and resume queries of the run store."""

from __future__ import annotations

import threading
from collections.abc import Callable
from datetime import UTC, datetime

import pytest
from pydantic import ValidationError

from vibebench.errors import StoreError
from vibebench.store import (
    ExecutionRecord,
    ExtractionRecord,
    GenerationRecord,
    RunStore,
    SampleKey,
    VerdictRecord,
)

KeyFactory = Callable[..., SampleKey]
WHEN = datetime(2025, 1, 2, 3, 4, 5, 678901, tzinfo=UTC)


def _generation(
    turn: int = 0, *, final: bool = True, error: str | None = None
) -> GenerationRecord:
    return GenerationRecord(
        turn=turn,
        final=final,
        messages=[
            {"role": "system", "content": "Be brief."},
            {"role": "user", "content": f"turn {turn}: write add() — ünïcode"},
        ],
        response=None if error else f"```python\ndef add(a, b):\n    return a + b  # {turn}\n```",
        usage={"prompt_tokens": 12, "completion_tokens": 30},
        latency_s=0.25,
        error=error,
        created_at=WHEN,
    )


def _verdicts(
    passed: tuple[bool, ...] = (True, False), error: str | None = None
) -> list[VerdictRecord]:
    return [
        VerdictRecord(
            instruction_id=f"style_{i + 1}",
            position=i,
            params={"line_length": 79},
            passed=ok,
            diagnostics=[] if ok else [{"code": "E501", "row": 3}],
            error=error if not ok else None,
            created_at=WHEN,
        )
        for i, ok in enumerate(passed)
    ]


def _execution(error: str | None = None) -> ExecutionRecord:
    return ExecutionRecord(
        passed=error is None,
        status="passed" if error is None else "error",
        tests=[{"name": "test_add", "outcome": "passed"}],
        duration_s=0.5,
        isolation="bwrap",
        error=error,
        created_at=WHEN,
    )


def test_generation_round_trips_exactly(
    store: RunStore, run_id: str, make_key: KeyFactory
) -> None:
    key = make_key(setting="multi", k=1)
    records = [_generation(0, final=False), _generation(1, final=True)]
    for record in records:
        assert store.put_generation(key, record)
    assert store.get_generations(key) == records
    assert store.has_generation(key, 1)
    assert not store.has_generation(key, 2)


def test_extraction_verdicts_and_execution_round_trip(
    store: RunStore, run_id: str, make_key: KeyFactory
) -> None:
    key = make_key()
    extraction = ExtractionRecord(
        code="def add(a, b):\n    return a + b\n", method="fenced", created_at=WHEN
    )
    store.put_extraction(key, extraction)
    store.put_verdicts(key, _verdicts())
    store.put_execution(key, _execution())
    assert store.get_extraction(key) == extraction
    assert store.get_verdicts(key) == _verdicts()
    assert store.get_execution(key) == _execution()


def test_run_record_round_trips_and_same_config_resumes(store: RunStore, run_id: str) -> None:
    again = store.create_or_get_run("test-run", {"k_max": 3, "models": ["m1"]})
    assert again == run_id
    (run,) = store.list_runs()
    assert (run.run_id, run.name, run.config) == (
        run_id,
        "test-run",
        {"models": ["m1"], "k_max": 3},
    )
    assert run.vibebench_version
    assert store.find_run("test-run") == run
    assert store.find_run("other") is None


def test_same_run_name_with_other_config_is_refused(store: RunStore, run_id: str) -> None:
    with pytest.raises(StoreError, match="'test-run' already exists with a different config"):
        store.create_or_get_run("test-run", {"models": ["m2"], "k_max": 3})


def test_writes_for_an_unknown_run_are_refused(store: RunStore) -> None:
    key = SampleKey(run_id="no-such-run", model="m", task_id="t", setting="base", k=0, sample=0)
    with pytest.raises(StoreError, match="rejected write"):
        store.put_execution(key, _execution())


def test_writing_the_same_keys_twice_adds_no_rows(
    store: RunStore, run_id: str, make_key: KeyFactory
) -> None:
    keys = [make_key(task) for task in range(5)]
    for _ in range(2):
        store.put_generations([(key, _generation()) for key in keys])
        store.put_verdicts_many([(key, _verdicts()) for key in keys])
        store.put_executions([(key, _execution()) for key in keys])
        for key in keys:
            store.put_extraction(key, ExtractionRecord(code="x = 1", method="fenced"))
    assert store.count("generations") == 5
    assert store.count("verdicts") == 10
    assert store.count("executions") == 5
    assert store.count("extractions") == 5


def test_a_success_is_never_overwritten(
    store: RunStore, run_id: str, make_key: KeyFactory
) -> None:
    key = make_key()
    store.put_generation(key, _generation())
    assert not store.put_generation(key, _generation(error="rate limited"))
    assert not store.put_generation(key, _generation().model_copy(update={"response": "other"}))
    assert store.get_generations(key) == [_generation()]


def test_an_error_row_is_replaced_by_the_retry(
    store: RunStore, run_id: str, make_key: KeyFactory
) -> None:
    key = make_key()
    store.put_generation(key, _generation(error="timeout"))
    store.put_verdicts(key, _verdicts(error="ruff crashed"))
    store.put_execution(key, _execution(error="sandbox failed"))
    assert store.put_generation(key, _generation())
    store.put_verdicts(key, _verdicts())
    assert store.put_execution(key, _execution())
    assert store.get_generations(key) == [_generation()]
    assert store.get_verdicts(key) == _verdicts()
    assert store.get_execution(key) == _execution()


def test_pending_reports_only_unfinished_keys_per_stage(
    store: RunStore, run_id: str, make_key: KeyFactory
) -> None:
    keys = [make_key(task) for task in range(4)]
    store.put_generation(keys[0], _generation())
    store.put_generation(keys[1], _generation(0, final=False))  # transcript not finished
    store.put_generation(keys[2], _generation(error="boom"))
    store.put_verdicts(keys[0], _verdicts())
    store.put_verdicts(keys[1], _verdicts()[:1])  # fewer than k=2 verdicts
    store.put_execution(keys[3], _execution())
    assert store.pending(run_id, keys, "generation") == keys[1:]
    assert store.pending(run_id, keys, "generation", retry_errors=False) == [keys[1], keys[3]]
    assert store.pending(run_id, keys, "verification") == keys[1:]
    assert store.pending(run_id, keys, "execution") == keys[:3]
    assert store.pending(run_id, keys, "extraction") == keys


def test_pending_retries_error_verdicts_and_executions(
    store: RunStore, run_id: str, make_key: KeyFactory
) -> None:
    key = make_key()
    store.put_verdicts(key, _verdicts(error="ruff crashed"))
    store.put_execution(key, _execution(error="sandbox failed"))
    assert store.pending(run_id, [key], "verification") == [key]
    assert store.pending(run_id, [key], "execution") == [key]
    assert store.pending(run_id, [key], "verification", retry_errors=False) == []
    assert store.pending(run_id, [key], "execution", retry_errors=False) == []


def test_base_samples_never_wait_for_verification(
    store: RunStore, run_id: str, make_key: KeyFactory
) -> None:
    base = make_key(setting="base", k=0)
    assert store.pending(run_id, [base], "verification") == []
    assert store.pending(run_id, [base], "execution") == [base]


def test_pending_refuses_keys_of_another_run_and_unknown_stages(
    store: RunStore, run_id: str, make_key: KeyFactory
) -> None:
    with pytest.raises(StoreError, match="belongs to run 'elsewhere'"):
        store.pending(run_id, [make_key(run="elsewhere")], "generation")
    with pytest.raises(StoreError, match="unknown stage 'scoring'"):
        store.pending(run_id, [], "scoring")  # type: ignore[arg-type]


def test_pending_scales_to_many_keys_in_one_call(
    store: RunStore, run_id: str, make_key: KeyFactory
) -> None:
    keys = [make_key(task, sample=s) for task in range(500) for s in range(20)]
    store.put_executions([(key, _execution()) for key in keys[::2]])
    assert store.pending(run_id, keys, "execution") == keys[1::2]


def test_iter_samples_joins_every_table_per_sample(
    store: RunStore, run_id: str, make_key: KeyFactory
) -> None:
    done = make_key(1)
    only_execution = make_key(2)
    failed = make_key(0, setting="multi", k=1)
    store.put_generations(
        [
            (done, _generation()),
            (failed, _generation(0, final=False)),
            (failed, _generation(1, error="context too long")),
        ]
    )
    store.put_extraction(done, ExtractionRecord(code="x = 1", method="fenced"))
    store.put_verdicts(done, _verdicts())
    store.put_execution(done, _execution())
    store.put_execution(only_execution, _execution())
    views = list(store.iter_samples(run_id))
    assert [view.key for view in views] == [failed, done, only_execution]
    assert views[0].final_response is None
    assert views[0].generation_error == "context too long"
    assert views[1].final_response == _generation().response
    assert views[1].generation_error is None
    assert views[1].extraction is not None and views[1].extraction.code == "x = 1"
    assert list(views[1].verdicts) == _verdicts()
    assert views[1].execution == _execution()
    assert views[2].generations == () and views[2].execution == _execution()


def test_concurrent_writers_from_threads_lose_nothing(
    store: RunStore, run_id: str, make_key: KeyFactory
) -> None:
    def write(worker: int) -> None:
        for task in range(50):
            key = make_key(task, sample=worker)
            store.put_generation(key, _generation())
            store.put_verdicts(key, _verdicts())

    threads = [threading.Thread(target=write, args=(worker,)) for worker in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert store.count("generations", run_id) == 300
    assert store.count("verdicts", run_id) == 600
    assert store.integrity_check() == "ok"


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"setting": "base", "k": 2, "sample": 0}, "k must be 0"),
        ({"setting": "single", "k": 0, "sample": 0}, "needs k >= 1"),
        ({"setting": "multi", "k": 1, "sample": -1}, "greater than or equal to 0"),
    ],
)
def test_invalid_sample_keys_are_rejected(fields: dict[str, object], message: str) -> None:
    with pytest.raises(ValidationError, match=message):
        SampleKey.model_validate({"run_id": "r", "model": "m", "task_id": "t", **fields})


@pytest.mark.parametrize(
    ("record_type", "fields", "noun"),
    [
        (VerdictRecord, {"instruction_id": "style_1", "position": 0}, "a verdict"),
        (ExecutionRecord, {"status": "error", "isolation": "bwrap"}, "an execution"),
    ],
)
def test_an_outcome_with_an_error_cannot_pass(
    record_type: type[VerdictRecord | ExecutionRecord], fields: dict[str, object], noun: str
) -> None:
    with pytest.raises(ValidationError, match=f"{noun} with an error must not pass"):
        record_type.model_validate({**fields, "passed": True, "error": "crashed"})
    failed = record_type.model_validate({**fields, "passed": False, "error": "crashed"})
    assert failed.error == "crashed" and not failed.passed


def test_final_generation_is_the_successful_final_turn_only(store, make_key) -> None:
    from vibebench.store import GenerationRecord

    key = make_key(setting="multi", k=2)
    assert store.final_generation(key) is None
    store.put_generation(key, GenerationRecord(turn=2, final=True, messages=[], error="boom"))
    assert store.final_generation(key) is None
    answer = GenerationRecord(
        turn=2, final=True, messages=[{"role": "user", "content": "q"}], response="a"
    )
    store.put_generation(key, answer)
    found = store.final_generation(key)
    assert found is not None and found.response == "a" and found.messages == answer.messages
