"""`vibebench run` on a real local Ray cluster (two nodes of one CPU each): the default job
gives every verdict the local executor gives, and a rerun resumes without redoing anything."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
import ray
from ray.cluster_utils import Cluster

from vibebench.execute._ray import shutdown
from vibebench.metrics import score_run
from vibebench.run import RunConfig, RunOptions, run_vibe

VERDICT_COLUMNS = {
    "extractions": "model, task_id, setting, k, sample, code, method",
    "verdicts": "model, task_id, setting, k, sample, instruction_id, position, passed, error",
    "executions": "model, task_id, setting, k, sample, passed, status, isolation, flags",
}


@pytest.fixture(scope="module")
def cluster() -> Iterator[Cluster]:
    cluster = Cluster(initialize_head=True, head_node_args={"num_cpus": 1})
    cluster.add_node(num_cpus=1)
    cluster.wait_for_nodes()
    ray.init(address=cluster.address, log_to_driver=False)
    yield cluster
    shutdown()
    cluster.shutdown()


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
