"""Run every answer's unit tests in the sealed sandbox, in the task's own language.

The instruction-following verdict says whether the developer's request was followed; the
execution beside it says whether the code still does its job (the paper's setting keeps
functional correctness in view). Identical programs for the same task run once (the
reference baseline answers every IF problem of a task with the same code). A Java or
JavaScript task runs through the sandbox's compiled-language runner with the task's driver.
"""

from __future__ import annotations

from collections.abc import Sequence

from vibebench.execute import (
    ExecutionJob,
    ExecutionVerdict,
    Runner,
    Sample,
    Sandbox,
    TimeoutPolicy,
    run_jobs,
)
from vibebench.store import ExecutionRecord, RunStore, SampleKey
from vibebench.tasks import Task, program_for

__all__ = ["execute_answers"]


def _record(verdict: ExecutionVerdict) -> ExecutionRecord:
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


def execute_answers(
    store: RunStore,
    items: Sequence[tuple[SampleKey, Task]],
    *,
    workers: int | None = None,
    show_progress: bool = True,
    timeout_s: float | None = None,
) -> int:
    """Execute every extracted, unexecuted answer among `items`; returns how many.

    Raises:
        SandboxError: the sandbox itself failed (results so far are stored).
    """
    if not items:
        return 0
    run_id = items[0][0].run_id
    tasks = {key.natural(): task for key, task in items}
    keys = [key for key, _ in items]
    pending = store.pending(run_id, keys, "execution")
    jobs: list[ExecutionJob] = []
    job_keys: list[list[SampleKey]] = []
    seen: dict[tuple[str, str], int] = {}
    limit = timeout_s or TimeoutPolicy().floor_s
    for key in pending:
        extraction = store.get_extraction(key)
        if extraction is None:
            continue
        if extraction.code is None:
            store.put_execution(
                key, ExecutionRecord(passed=False, status="no_code", isolation="none")
            )
            continue
        task = tasks[key.natural()]
        same = seen.get((task.id, extraction.code))
        if same is not None:
            job_keys[same].append(key)
            continue
        seen[(task.id, extraction.code)] = len(jobs)
        program = program_for(task, extraction.code)
        jobs.append(
            ExecutionJob(
                task, Sample(task_id=task.id, program=program, completion_id=len(jobs)), limit
            )
        )
        job_keys.append([key])

    def save(verdict: ExecutionVerdict) -> None:
        record = _record(verdict)
        store.put_executions((key, record) for key in job_keys[verdict.completion_id])

    if jobs:
        run_jobs(
            jobs,
            Runner(Sandbox()),
            workers=workers,
            on_verdict=save,
            description="codealign tests",
            show_progress=show_progress,
        )
    return len(pending)
