"""After generation: extract and verify every new response, then run its tests in the sandbox.

Both steps read what the store still lacks (`RunStore.pending`), so reruns do only the rest.
Verification is one batched engine call per chunk; execution streams each verdict into the
store as it finishes.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence

from vibebench.execute import (
    ExecutionJob,
    ExecutionVerdict,
    Runner,
    Sample,
    TimeoutPolicy,
    check_references,
    run_jobs,
)
from vibebench.protocols._plan import PlannedSample
from vibebench.store import ExecutionRecord, ExtractionRecord, RunStore, SampleKey, VerdictRecord
from vibebench.tasks import Task, program_for
from vibebench.verify import Extraction, ResponseVerdicts, VerifyRequest, extract_code, verify
from vibebench.verify._extract import pin_rounds, pinned_extractions

logger = logging.getLogger(__name__)

VERIFY_CHUNK = 1000
"""Responses per engine call: one Ruff run each."""


def extract_and_verify(
    store: RunStore,
    units: Sequence[PlannedSample],
    keys: Sequence[SampleKey],
    on_progress: Callable[[int, int], None] | None = None,
) -> int:
    """Store the extraction and instruction verdicts of every generated, unverified sample.

    `on_progress(done, total)` is called after each chunk (for a progress bar).
    """
    if not keys:
        return 0
    run_id = keys[0].run_id
    generated = {k.natural() for k in keys} - {
        k.natural() for k in store.pending(run_id, keys, "generation")
    }
    needs = {k.natural() for k in store.pending(run_id, keys, "extraction")}
    needs |= {k.natural() for k in store.pending(run_id, keys, "verification")}
    todo = [
        (unit, key)
        for unit, key in zip(units, keys, strict=True)
        if key.natural() in needs and key.natural() in generated
    ]
    for start in range(0, len(todo), VERIFY_CHUNK):
        _verify_chunk(store, todo[start : start + VERIFY_CHUNK])
        if on_progress is not None:
            on_progress(min(start + VERIFY_CHUNK, len(todo)), len(todo))
    return len(todo)


def _verify_chunk(store: RunStore, chunk: Sequence[tuple[PlannedSample, SampleKey]]) -> None:
    """Extract each response once, with its task's entry point, and verify that same code.

    The extraction stored here is the code the tests run (`execute_pending` reads it); the
    verify engine, which only sees the response, is given the same extraction through
    `pinned_extractions`, so instructions are judged on the code that is executed.
    """
    responses = [
        final.response if (final := store.final_generation(key)) else "" for _, key in chunk
    ]
    extractions = [
        extract_code(response, entry_point=unit.planned.task.entry_point)
        for (unit, _), response in zip(chunk, responses, strict=True)
    ]
    results = _verify_extracted(
        [
            VerifyRequest(task_id=key.task_id, response=response, instructions=unit.instructions)
            for (unit, key), response in zip(chunk, responses, strict=True)
        ],
        extractions,
    )
    for (_, key), extraction, result in zip(chunk, extractions, results, strict=True):
        store.put_extraction(
            key,
            ExtractionRecord(
                code=extraction.code,
                method=extraction.method,
                error=extraction.reason if extraction.code is None else None,
            ),
        )
        if result is None:
            continue
        store.put_verdicts(
            key,
            [
                VerdictRecord(
                    instruction_id=verdict.instruction_id,
                    position=position,
                    params=verdict.params,
                    passed=verdict.passed,
                    diagnostics=[d.model_dump() for d in verdict.diagnostics],
                    error=verdict.error,
                )
                for position, verdict in enumerate(result.verdicts, start=1)
            ],
        )


def _verify_extracted(
    requests: Sequence[VerifyRequest], extractions: Sequence[Extraction]
) -> list[ResponseVerdicts | None]:
    """Verdicts of the requests that have instructions (None for the others), each judged on
    its given extraction; one engine call per pin round (one, unless two tasks extracted the
    same response text differently)."""
    results: list[ResponseVerdicts | None] = [None] * len(requests)
    todo = [index for index, request in enumerate(requests) if request.instructions]
    responses = [requests[index].response for index in todo]
    for indexes, pins in pin_rounds(responses, [extractions[index] for index in todo]):
        with pinned_extractions(pins):
            verdicts = verify([requests[todo[index]] for index in indexes])
        for index, verdict in zip(indexes, verdicts, strict=True):
            results[todo[index]] = verdict
    return results


def calibrate_timeouts(
    tasks: Sequence[Task],
    runner: Runner,
    policy: TimeoutPolicy,
    *,
    workers: int | None,
    show_progress: bool = True,
) -> dict[str, float]:
    """Per-task timeouts scaled from each reference solution's time in this sandbox.

    A reference solution that fails here points at the environment, not at the models, so
    the failing tasks are logged as a warning (their samples get the floor timeout).
    """
    report = check_references(
        tasks, runner, timeout_s=policy.ceiling_s, workers=workers, show_progress=show_progress
    )
    if report.failures:
        failed = [verdict.task_id for verdict in report.failures]
        logger.warning(
            "%d of %d reference solutions fail in this sandbox (e.g. %s: %s); samples of "
            "those tasks may fail for the environment's sake (check: vibebench selfcheck)",
            len(failed),
            len(report.verdicts),
            failed[0],
            report.failures[0].status,
        )
    return report.timeouts(policy)


def execute_pending(
    store: RunStore,
    keys: Sequence[SampleKey],
    tasks: Mapping[str, Task],
    runner: Runner,
    timeouts: Mapping[str, float],
    *,
    policy: TimeoutPolicy,
    workers: int | None = None,
    show_progress: bool = True,
) -> int:
    """Run the tests of every extracted, unexecuted sample; no-code samples fail at once.

    Identical programs for the same task run once and share the verdict (the reference and
    auto-fix baselines repeat code across settings); `completion_id` indexes the job list.
    A task marked `calibrated` runs each sample completed with its prompt's code
    (`vibebench.tasks.calibrate_program`); verification saw the sample as written.
    """
    if not keys:
        return 0
    run_id = keys[0].run_id
    extracted = {k.natural() for k in keys} - {
        k.natural() for k in store.pending(run_id, keys, "extraction")
    }
    todo = [key for key in store.pending(run_id, keys, "execution") if key.natural() in extracted]
    jobs: list[ExecutionJob] = []
    job_keys: list[list[SampleKey]] = []
    seen: dict[tuple[str, str], int] = {}
    for key in todo:
        extraction = store.get_extraction(key)
        code = extraction.code if extraction else None
        if code is None:
            store.put_execution(
                key, ExecutionRecord(passed=False, status="no_code", isolation="none")
            )
            continue
        same = seen.get((key.task_id, code))
        if same is not None:
            job_keys[same].append(key)
            continue
        seen[(key.task_id, code)] = len(jobs)
        program = program_for(tasks[key.task_id], code)  # calibrated when the run says so
        sample = Sample(task_id=key.task_id, program=program, completion_id=len(jobs))
        timeout = timeouts.get(key.task_id, policy.floor_s)
        jobs.append(ExecutionJob(tasks[key.task_id], sample, timeout))
        job_keys.append([key])

    def save(verdict: ExecutionVerdict) -> None:
        record = _execution_record(verdict)
        store.put_executions((key, record) for key in job_keys[verdict.completion_id])

    run_jobs(
        jobs,
        runner,
        workers=workers,
        on_verdict=save,
        description="executing",
        show_progress=show_progress,
    )
    return len(todo)


def _execution_record(verdict: ExecutionVerdict) -> ExecutionRecord:
    return ExecutionRecord(
        passed=verdict.passed,
        status=verdict.status,
        tests=[test.model_dump() for test in verdict.tests],
        duration_s=verdict.duration_s,
        isolation=verdict.isolation,
        message=verdict.message,
        cpu_s=verdict.cpu_s,
        machine_busy=verdict.machine_busy,
        memory_bound=verdict.memory_bound,
        flags=list(verdict.flags),
    )
