"""`vibebench selfcheck/exec --executor ray`: with no cluster, and against `ray start --head`."""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

RAY = shutil.which("ray") or str(Path(sys.executable).with_name("ray"))


def _vibebench(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, **_NO_TOKEN, "RAY_ADDRESS": ""}  # no cluster unless we say so
    return subprocess.run(
        [sys.executable, "-m", "vibebench.cli", *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )


_NO_TOKEN = {"RAY_AUTH_MODE": "disabled"}
"""A throwaway cluster on loopback: Ray's token auth (on by default) is not what is tested."""


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_selfcheck_on_ray_starts_a_local_instance_when_there_is_no_cluster(
    tmp_path: Path,
) -> None:
    done = _vibebench(
        "selfcheck", "embedded", "--executor", "ray", "--format", "json", cwd=tmp_path
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert json.loads(done.stdout.strip().splitlines()[-1])["passed"] == 30


@pytest.fixture
def head() -> Iterator[str]:
    port = _free_port()
    temp = tempfile.mkdtemp(prefix="vbray-", dir="/tmp")  # unix socket paths stay short
    started = subprocess.run(
        [
            RAY,
            "start",
            "--head",
            f"--port={port}",
            "--num-cpus=1",
            "--include-dashboard=false",
            "--disable-usage-stats",
            f"--temp-dir={temp}",
        ],
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
        env={**os.environ, **_NO_TOKEN},
    )
    assert started.returncode == 0, started.stderr[-2000:]
    yield f"127.0.0.1:{port}"
    subprocess.run([RAY, "stop", "--force"], capture_output=True, check=False, timeout=120)
    shutil.rmtree(temp, ignore_errors=True)


def test_exec_on_a_cluster_started_by_hand(tmp_path: Path, head: str) -> None:
    samples = tmp_path / "samples.jsonl"
    samples.write_text(
        json.dumps({"task_id": "HumanEval/0", "completion": "    return False\n"})
        + "\n"
        + json.dumps({"task_id": "HumanEval/2", "completion": "    return number % 1.0\n"})
        + "\n"
    )
    done = _vibebench(
        "exec",
        str(samples),
        "-b",
        "humaneval",
        "--executor",
        "ray",
        "--ray-address",
        head,
        "--k",
        "1",
        "--format",
        "json",
        cwd=tmp_path,
    )
    summary = json.loads(done.stdout.strip().splitlines()[-1])
    assert summary["statuses"] == {"failed": 1, "passed": 1}, done.stderr[-2000:]
    assert done.returncode == 1  # a sample did not pass


def test_run_on_a_cluster_started_by_hand(tmp_path: Path, head: str) -> None:
    # `vibebench run --executor ray --ray-address` against `ray start --head`: the tests and
    # the verification run there, and the scores equal a local run's.
    small = ["run", "-b", "humaneval", "-m", "reference", "-s", "base", "-s", "single", "-k", "1",
             "--limit", "3", "--format", "json", "--no-report"]  # fmt: skip
    local = _vibebench(*small, "--store", str(tmp_path / "local.sqlite"), cwd=tmp_path)
    assert local.returncode == 0, local.stderr[-2000:]
    on_ray = _vibebench(*small, "--store", str(tmp_path / "ray.sqlite"), "--executor", "ray",
                        "--ray-address", head, cwd=tmp_path)  # fmt: skip
    assert on_ray.returncode == 0, on_ray.stderr[-2000:]
    assert json.loads(on_ray.stdout)[0]["rows"] == json.loads(local.stdout)[0]["rows"]
    assert json.loads(on_ray.stdout)[0]["samples"] == 6
