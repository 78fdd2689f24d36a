"""`vibebench run` on a real local Ray cluster (two nodes of one CPU each): the default job
gives every verdict the local executor gives, and a rerun resumes without redoing anything."""

from __future__ import annotations

import os
import signal
import sqlite3
import threading
import time
from pathlib import Path

from ray.cluster_utils import Cluster

from vibebench.metrics import score_run
from vibebench.run import RunConfig, RunOptions, run_vibe

VERDICT_COLUMNS = {
    "extractions": "model, task_id, setting, k, sample, code, method",
    "verdicts": "model, task_id, setting, k, sample, instruction_id, position, passed, error",
    "executions": "model, task_id, setting, k, sample, passed, status, isolation, flags",
}


def _rows(store: Path) -> dict[str, list[tuple]]:
    with sqlite3.connect(store) as db:
        return {
            table: sorted(db.execute(f"SELECT {columns} FROM {table}").fetchall())  # noqa: S608
            for table, columns in VERDICT_COLUMNS.items()
        }


def test_the_default_job_on_ray_gives_every_local_verdict_and_resumes(
    cluster: Cluster, tmp_path: Path
) -> None:
    config = RunConfig()  # the default job: HumanEval + embedded, reference and ruff-fix
    local = RunOptions(store_path=tmp_path / "local.sqlite", show_progress=False)
    on_ray = RunOptions(
        store_path=tmp_path / "ray.sqlite",
        show_progress=False,
        executor="ray",
        ray_address=cluster.address,
    )
    local_scores = score_run(run_vibe(config, local), local.max_error_rate)
    ray_scores = score_run(run_vibe(config, on_ray), on_ray.max_error_rate)
    local_rows, ray_rows = _rows(local.store_path), _rows(on_ray.store_path)
    assert len(ray_rows["verdicts"]) > 1000 and len(ray_rows["executions"]) > 1000
    assert ray_rows == local_rows
    assert ray_scores.summaries == local_scores.summaries
    assert ray_scores.ok

    again = score_run(run_vibe(config, on_ray), on_ray.max_error_rate)  # resume: nothing left
    assert _rows(on_ray.store_path) == ray_rows
    assert again.summaries == ray_scores.summaries


def _ray_task_workers(prefix: str) -> list[int]:
    """Pids of Ray worker processes running a task whose name starts with `prefix`."""
    pids = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                title = (entry / "cmdline").read_bytes().decode("utf-8", "replace")
            except OSError:
                continue
            if title.startswith(prefix):
                pids.append(int(entry.name))
    return pids


def test_a_worker_killed_mid_run_loses_nothing_and_duplicates_nothing(
    cluster: Cluster, tmp_path: Path
) -> None:
    # While the run's tests execute on the cluster, a Ray worker running a batch is killed:
    # Ray retries its batch; every sample gets exactly one execution row, and a rerun adds none.
    killed: list[int] = []
    done = threading.Event()

    def kill_one_worker() -> None:
        while not done.is_set() and not killed:
            for pid in _ray_task_workers("ray::_run_batch")[:1]:
                os.kill(pid, signal.SIGKILL)
                killed.append(pid)
            time.sleep(0.05)

    config = RunConfig(benchmarks=("humaneval",), models=("reference",), settings=("base",))
    options = RunOptions(
        store_path=tmp_path / "ray.sqlite",
        show_progress=False,
        executor="ray",
        ray_address=cluster.address,
    )
    killer = threading.Thread(target=kill_one_worker)
    killer.start()
    try:
        first = score_run(run_vibe(config, options), options.max_error_rate)
    finally:
        done.set()
        killer.join()
    assert killed, "no Ray worker was running a batch to kill"
    rows = _rows(options.store_path)["executions"]
    assert len(rows) == len({row[:5] for row in rows}) == 164
    assert first.progress.complete
    assert first.summaries[0].rows[0].pass_at_1 == 1.0  # every reference passes, none lost
    again = score_run(run_vibe(config, options), options.max_error_rate)
    assert _rows(options.store_path)["executions"] == rows
    assert again.summaries == first.summaries
