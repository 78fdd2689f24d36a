"""`vibebench run` keeps the benchmarks of a run apart (a pooled view only with --pooled), and
`--executor ray` with no cluster starts a local Ray instance and gives the local numbers."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from click.testing import CliRunner

from vibebench.cli import main

SMALL = ("run", "-m", "reference", "-s", "base", "-s", "single", "-k", "1", "--limit", "2")


def _json(args: list[str]) -> list[dict]:
    done = CliRunner().invoke(main, [*args, "--format", "json", "--no-report"])
    assert done.exit_code == 0, done.output
    return json.loads(done.stdout)


def test_each_benchmark_is_scored_on_its_own_and_pooled_only_on_request(tmp_path: Path) -> None:
    store = str(tmp_path / "runs.sqlite")
    apart = _json([*SMALL, "--store", store])
    assert [(row["benchmark"], row["model"], row["samples"]) for row in apart] == [
        ("humaneval", "reference", 4),
        ("embedded", "reference", 4),
    ]
    both = _json([*SMALL, "--store", store, "--pooled"])  # resumes: nothing recomputed
    assert both[:2] == apart
    assert (both[2]["benchmark"], both[2]["samples"]) == ("all benchmarks", 8)
    one = _json([*SMALL, "-b", "humaneval", "--store", str(tmp_path / "one.sqlite")])
    assert "benchmark" not in one[0]  # a run of one benchmark: its scores are the run's
    assert one[0]["rows"] == apart[0]["rows"]


def test_run_on_ray_without_a_cluster_starts_one_and_gives_the_local_numbers(
    tmp_path: Path,
) -> None:
    local = _json([*SMALL, "--store", str(tmp_path / "local.sqlite")])
    env = {**os.environ, "RAY_AUTH_MODE": "disabled", "RAY_ADDRESS": ""}  # no cluster here
    done = subprocess.run(
        [sys.executable, "-m", "vibebench.cli", *SMALL, "--store", str(tmp_path / "ray.sqlite"),
         "--executor", "ray", "--format", "json", "--no-report"],
        cwd=tmp_path, env=env, capture_output=True, text=True, check=False, timeout=600,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    on_ray = json.loads(done.stdout)
    assert [row["rows"] for row in on_ray] == [row["rows"] for row in local]
