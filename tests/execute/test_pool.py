"""The pool keeps job order, streams verdicts as they finish, and scales timeouts."""

from __future__ import annotations

from vibebench.execute import (
    ExecutionJob,
    ExecutionVerdict,
    Runner,
    Sample,
    TimeoutPolicy,
    evaluate_samples,
    run_jobs,
)
from vibebench.tasks import Task


def test_run_jobs_returns_job_order_and_streams_each_verdict(
    runner: Runner, humaneval: dict[str, Task]
) -> None:
    tasks = [humaneval[f"HumanEval/{i}"] for i in range(4)]
    jobs = [
        ExecutionJob(t, Sample(task_id=t.id, program=t.reference_solution or ""), 10.0)
        for t in tasks
    ]
    jobs.append(ExecutionJob(tasks[0], Sample(task_id=tasks[0].id, program="x = (",
                                              completion_id=1), 10.0))
    streamed: list[ExecutionVerdict] = []
    verdicts = run_jobs(jobs, runner, workers=2, show_progress=False,
                        on_verdict=streamed.append)
    assert [(v.task_id, v.completion_id) for v in verdicts] == [
        (j.task.id, j.sample.completion_id) for j in jobs
    ]
    assert [v.status for v in verdicts] == ["passed"] * 4 + ["error"]
    assert sorted(streamed, key=verdicts.index) == verdicts


BUSY = "import time\ndef f():\n    end = time.process_time() + 1.5\n" \
       "    while time.process_time() < end:\n        pass\n    return 1\n"


def test_evaluate_samples_gives_slow_tasks_a_longer_timeout(runner: Runner) -> None:
    # Limits are CPU time now (RLIMIT_CPU counts whole seconds): 1.5 s of CPU is over a 1 s
    # floor, and within 3 x the reference's measured CPU time.
    slow = Task(id="t/slow", source="t", prompts={"complete": ""}, entry_point="f",
                test_kind="check_function", tests="def check(c):\n    assert c() == 1\n",
                reference_solution=BUSY)
    policy = TimeoutPolicy(floor_s=1.0, multiple=3.0)
    sample = Sample(task_id=slow.id, program=slow.reference_solution or "")
    uncalibrated = evaluate_samples([sample], {slow.id: slow}, runner, policy=policy,
                                    calibrate=False, show_progress=False)
    calibrated = evaluate_samples([sample], {slow.id: slow}, runner, policy=policy,
                                  calibrate=True, show_progress=False)
    assert uncalibrated[0].status == "timeout"  # the floor alone fails correct code
    assert calibrated[0].status == "passed"
