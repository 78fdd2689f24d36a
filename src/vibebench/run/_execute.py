"""The engine's execution step: every extracted, unexecuted answer's tests, sandboxed.

One step for every suite: it reads the code the suite's decision stored (extraction runs
once), runs identical programs of a task once and shares the verdict (the reference and
auto-fix baselines repeat code across settings and IF problems), and streams each verdict
into the store as it ends, so a killed run keeps every verdict it had.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from vibebench.execute import (
    ExecutionJob,
    ExecutionVerdict,
    Runner,
    Sample,
    Sandbox,
    TimeoutPolicy,
    check_references,
    run_jobs,
)
from vibebench.execute._pool import PoolOptions
from vibebench.store import ExecutionRecord, RunStore, SampleKey
from vibebench.tasks import Task, program_for

__all__ = ["Execution", "execution_record"]

logger = logging.getLogger(__name__)


def execution_record(verdict: ExecutionVerdict) -> ExecutionRecord:
    """The store's row of one sandbox verdict."""
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


@dataclass
class Execution:
    """Where and how a run's tests execute: the sandbox, its timeouts, the executor."""

    pool: PoolOptions = field(default_factory=lambda: PoolOptions())
    policy: TimeoutPolicy = field(default_factory=TimeoutPolicy)
    description: str = "executing"
    runner: Runner = field(default_factory=lambda: Runner(Sandbox()))

    def calibrated_timeouts(self, tasks: Sequence[Task]) -> dict[str, float]:
        """Per-task timeouts scaled from each reference solution's time in this sandbox.

        A reference solution that fails here points at the environment, not at the models,
        so the failing tasks are logged as a warning (their samples get the floor timeout).
        """
        report = check_references(tasks, self.runner, timeout_s=self.policy.ceiling_s, **self.pool)
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
        return report.timeouts(self.policy)

    def run(
        self,
        store: RunStore,
        items: Sequence[tuple[SampleKey, Task]],
        *,
        calibrate: bool = False,
    ) -> int:
        """Run the tests of every extracted, unexecuted item; no-code answers fail at once.

        With `calibrate`, each task's timeout is scaled from its reference solution's time in
        this sandbox (`calibrated_timeouts`, over the tasks with work left); otherwise every
        task gets the policy's floor. A task marked `calibrated` runs each answer completed
        with its prompt's code (`vibebench.tasks.calibrate_program`); verification saw the
        answer as written. Returns how many items were pending.
        """
        if not items:
            return 0
        run_id = items[0][0].run_id
        keys = [key for key, _ in items]
        tasks = {key.natural(): task for key, task in items}
        extracted = {k.natural() for k in keys} - {
            k.natural() for k in store.pending(run_id, keys, "extraction")
        }
        todo = [k for k in store.pending(run_id, keys, "execution") if k.natural() in extracted]
        if not todo:
            return 0
        timeouts: Mapping[str, float] = {}
        if calibrate:
            involved = {key.task_id: tasks[key.natural()] for key in todo}
            timeouts = self.calibrated_timeouts(list(involved.values()))
        batch = _Batch(timeouts, self.policy.floor_s)
        for key in todo:
            batch.add(store, key, tasks[key.natural()])
        if batch.jobs:

            def save(verdict: ExecutionVerdict) -> None:
                record = execution_record(verdict)
                store.put_executions((key, record) for key in batch.keys[verdict.completion_id])

            run_jobs(
                batch.jobs, self.runner, on_verdict=save, description=self.description, **self.pool
            )
        return len(todo)


@dataclass
class _Batch:
    """The jobs to run, one per distinct (task, program), with every key that shares it."""

    timeouts: Mapping[str, float]
    floor_s: float
    jobs: list[ExecutionJob] = field(default_factory=list)
    keys: list[list[SampleKey]] = field(default_factory=list)
    seen: dict[tuple[str, str], int] = field(default_factory=dict)

    def add(self, store: RunStore, key: SampleKey, task: Task) -> None:
        extraction = store.get_extraction(key)
        code = extraction.code if extraction else None
        if code is None:
            record = ExecutionRecord(passed=False, status="no_code", isolation="none")
            store.put_execution(key, record)
            return
        same = self.seen.get((task.id, code))
        if same is not None:
            self.keys[same].append(key)
            return
        self.seen[(task.id, code)] = len(self.jobs)
        program = program_for(task, code)  # calibrated when the run says so
        sample = Sample(task_id=task.id, program=program, completion_id=len(self.jobs))
        timeout = self.timeouts.get(task.id, self.floor_s)
        self.jobs.append(ExecutionJob(task, sample, timeout))
        self.keys.append([key])
