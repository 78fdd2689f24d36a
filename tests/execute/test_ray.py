"""Sandboxed execution on a real local Ray cluster (two nodes of one CPU each)."""

from __future__ import annotations

import os
import signal
import threading
from pathlib import Path

import pytest
from ray.cluster_utils import Cluster

from vibebench.errors import SandboxError
from vibebench.execute import (
    ExecutionJob,
    ExecutionVerdict,
    Runner,
    Sample,
    Sandbox,
    run_jobs,
)
from vibebench.execute._models import SandboxConfig
from vibebench.execute._ray import check_nodes
from vibebench.tasks import Task


def _jobs(humaneval: dict[str, Task], count: int) -> list[ExecutionJob]:
    """References and wrong answers, alternating, so the verdicts are not all alike."""
    jobs = []
    for index, task in enumerate(list(humaneval.values())[:count]):
        program = task.reference_solution or ""
        if index % 2:
            program = task.code_prefix + "    return None\n"
        jobs.append(ExecutionJob(task, Sample(task_id=task.id, program=program), 5.0))
    return jobs


def _key(verdict: ExecutionVerdict) -> tuple[str, int, str, tuple[str, ...]]:
    return (
        verdict.task_id,
        verdict.completion_id,
        verdict.status,
        tuple(test.status for test in verdict.tests),
    )


def test_ray_gives_every_verdict_the_local_executor_gives(
    cluster: Cluster, runner: Runner, humaneval: dict[str, Task]
) -> None:
    jobs = _jobs(humaneval, 40)
    local = run_jobs(jobs, runner, show_progress=False, batch_size=4)
    on_ray = run_jobs(jobs, runner, show_progress=False, batch_size=4, executor="ray")
    assert [_key(v) for v in on_ray] == [_key(v) for v in local]
    assert [v.status == "passed" for v in on_ray] == [index % 2 == 0 for index in range(40)]
    assert len(check_nodes(runner.sandbox.config)) == 2
    assert all(check.ok for check in check_nodes(runner.sandbox.config))


def _ray_batch_workers() -> list[int]:
    pids = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            title = (entry / "cmdline").read_bytes().decode("utf-8", "replace")
        except OSError:
            continue
        if title.startswith("ray::_run_batch"):
            pids.append(int(entry.name))
    return pids


def test_a_worker_killed_mid_run_loses_nothing_and_duplicates_nothing(
    cluster: Cluster, runner: Runner, humaneval: dict[str, Task]
) -> None:
    jobs = _jobs(humaneval, 48)
    seen: list[tuple[str, int]] = []
    killed: list[int] = []
    lock = threading.Lock()

    def on_verdict(verdict: ExecutionVerdict) -> None:
        with lock:
            seen.append((verdict.task_id, verdict.completion_id))
            if not killed:
                for pid in _ray_batch_workers()[:1]:
                    os.kill(pid, signal.SIGKILL)  # a worker dies while batches are in flight
                    killed.append(pid)

    verdicts = run_jobs(
        jobs, runner, show_progress=False, batch_size=2, executor="ray", on_verdict=on_verdict
    )
    assert killed, "no Ray worker was running a batch to kill"
    assert sorted(seen) == sorted((j.task.id, j.sample.completion_id) for j in jobs)
    assert len(seen) == len(set(seen)) == len(jobs)
    assert [v.status == "passed" for v in verdicts] == [index % 2 == 0 for index in range(48)]


def test_nodes_that_fail_their_self_check_get_no_samples(
    cluster: Cluster, humaneval: dict[str, Task]
) -> None:
    broken = SandboxConfig(isolation="bwrap", python="/nonexistent/python3")
    checks = check_nodes(broken)
    assert len(checks) == 2 and not any(check.ok for check in checks)
    assert all("interpreter" in check.reason for check in checks)
    with pytest.raises(SandboxError, match="no Ray node passed its sandbox self-check"):
        run_jobs(_jobs(humaneval, 1), Runner(Sandbox(broken)), show_progress=False, executor="ray")
