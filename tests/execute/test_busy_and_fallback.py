"""CPU-time limits on a busy machine, and what happens without bubblewrap."""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from vibebench.execute import (
    Runner,
    Sample,
    Sandbox,
    SandboxConfig,
    SandboxLimits,
    check_references,
)
from vibebench.tasks import Task


def _spin(stop_at: float) -> None:
    while time.monotonic() < stop_at:
        pass


@contextmanager
def cpu_hog(processes: int, seconds: float) -> Iterator[None]:
    """Busy loops on every core (more processes than cores), ended on exit."""
    stop_at = time.monotonic() + seconds
    hogs = [multiprocessing.Process(target=_spin, args=(stop_at,)) for _ in range(processes)]
    for hog in hogs:
        hog.start()
    try:
        yield
    finally:
        for hog in hogs:
            hog.kill()
            hog.join()


def test_humaneval_selfcheck_stays_complete_while_a_cpu_hog_runs(
    runner: Runner, humaneval: dict[str, Task]
) -> None:
    tasks = list(humaneval.values())
    with cpu_hog(processes=2 * (os.cpu_count() or 1), seconds=120):
        report = check_references(tasks, runner, timeout_s=5.0, show_progress=False)
    assert [v.task_id for v in report.failures] == []
    assert len(report.verdicts) == 164


SPIN_TASK = Task(
    id="t/spin",
    source="t",
    prompts={"complete": ""},
    entry_point="f",
    test_kind="check_function",
    tests="def check(c):\n    assert c() == 1\n",
)
NEEDS_ONE_CPU_SECOND = (
    "import time\n"
    "def f():\n"
    "    end = time.process_time() + 1.0\n"
    "    while time.process_time() < end:\n"
    "        pass\n"
    "    return 1\n"
)


def test_a_starved_sample_is_a_busy_timeout_and_a_sleeper_a_plain_one() -> None:
    # A tight wall backstop (1 x CPU limit + 0.3 s) and a sandbox held to a tenth of a core:
    # the spinning sample cannot get its second of CPU in time, twice, so the verdict says
    # the machine was busy; a sample that sleeps uses no CPU and is an ordinary timeout.
    tight = SandboxLimits(wall_multiple=1.0, wall_slack_s=0.3)
    runner = Runner(Sandbox(SandboxConfig(isolation="bwrap", limits=tight)))
    sleeper = "import time\ndef f():\n    time.sleep(60)\n    return 1\n"
    with cpu_quota(runner, share_of_a_core=0.1):
        starved = runner.run(
            SPIN_TASK, Sample(task_id=SPIN_TASK.id, program=NEEDS_ONE_CPU_SECOND), timeout_s=2.0
        )
        slept = runner.run(SPIN_TASK, Sample(task_id=SPIN_TASK.id, program=sleeper), timeout_s=2.0)
    assert starved.status == "timeout"
    assert starved.machine_busy, starved
    assert "machine busy" in starved.message
    assert slept.status == "timeout"
    assert not slept.machine_busy, slept


@contextmanager
def cpu_quota(runner: Runner, share_of_a_core: float) -> Iterator[None]:
    """Hold the runner's zygote (and every sample it forks) to a fixed share of one core.

    A CFS quota in the cgroup-v1 cpu controller starves the sandbox the same way on every
    kernel; hog processes alone do not, since autogroups (on some kernels, off on others)
    decide how much of the CPU a separate session gets.
    """
    runner.run(
        SPIN_TASK, Sample(task_id=SPIN_TASK.id, program="def f():\n    return 1\n"), timeout_s=2.0
    )  # starts the zygote
    with runner.sandbox.zygote() as zygote:
        pids = [zygote._process.pid]  # noqa: SLF001 - bwrap, then the zygote under it
        for pid in pids:
            children = Path(f"/proc/{pid}/task/{pid}/children")
            with contextlib.suppress(FileNotFoundError, ProcessLookupError):  # it ended
                pids += [int(child) for child in children.read_text().split()]
    root = Path("/sys/fs/cgroup/cpu")
    group = root / f"vibebench-test-{os.getpid()}-{uuid.uuid4().hex[:8]}"
    group.mkdir()
    try:
        period_us = int((group / "cpu.cfs_period_us").read_text())
        (group / "cpu.cfs_quota_us").write_text(str(int(period_us * share_of_a_core)))
        for pid in pids:
            with contextlib.suppress(ProcessLookupError):  # a child that ended meanwhile
                (group / "cgroup.procs").write_text(str(pid))
        yield
    finally:
        _release(group, root)


def _release(group: Path, root: Path) -> None:
    """Move every process back to the root group, then remove the group. Processes forked
    while we move them join the group after we listed it, so list again until it is empty."""
    for _ in range(100):
        pids = (group / "cgroup.procs").read_text().split()
        for pid in pids:
            with contextlib.suppress(OSError):  # it may have exited meanwhile
                (root / "cgroup.procs").write_text(pid)
        if not pids:
            with contextlib.suppress(OSError):  # busy while a process is still leaving
                group.rmdir()
                return
        time.sleep(0.05)
    group.rmdir()  # still busy after 5 s: let the test say so


def test_the_cpu_limit_counts_cpu_time_not_wall_time() -> None:
    # 1 s of CPU passes a 2 s CPU limit even when it takes longer than that on the wall clock:
    # at a third of a core it needs about 3 s of wall, within the default backstop (8 s).
    runner = Runner(Sandbox(SandboxConfig(isolation="bwrap")))
    with cpu_quota(runner, share_of_a_core=0.33):
        verdict = runner.run(
            SPIN_TASK, Sample(task_id=SPIN_TASK.id, program=NEEDS_ONE_CPU_SECOND), timeout_s=2.0
        )
    assert verdict.status == "passed", verdict
    assert verdict.cpu_s is not None and verdict.cpu_s >= 0.9
    assert verdict.duration_s > 2.0  # it did take longer than its CPU limit on the clock


def test_without_bwrap_the_cli_names_both_ways_forward(tmp_path: Path) -> None:
    # A PATH without bwrap: `auto` must not fall back silently to unsandboxed execution.
    tools = tmp_path / "bin"
    tools.mkdir()
    for name in ("prlimit", "setpriv"):
        path = subprocess.run(
            ["which", name], capture_output=True, text=True, check=True
        ).stdout.strip()
        (tools / name).symlink_to(path)
    samples = tmp_path / "samples.jsonl"
    samples.write_text('{"task_id": "HumanEval/0", "completion": "    return True\\n"}\n')
    done = subprocess.run(
        [sys.executable, "-m", "vibebench.cli", "exec", str(samples), "-b", "humaneval"],
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "PATH": str(tools)},
    )
    assert done.returncode == 2, done.stderr
    assert "apt-get install bubblewrap" in done.stderr
    assert "--isolation rlimits" in done.stderr
    assert "Traceback" not in done.stderr


VICTIM = "import time\ntime.sleep(60)\n"
KILL_EVERYONE = (
    "import os, signal\n"
    "def f():\n"
    "    try:\n"
    "        os.kill(-1, signal.SIGKILL)\n"
    "    except OSError:\n"
    "        pass\n"
    "    return 1\n"
)


@pytest.mark.skipif(not Path("/usr/bin/python3").exists(), reason="needs a system python3")
def test_rlimits_mode_kills_reach_only_the_samples_own_processes() -> None:
    # Unsandboxed mode shares the host's pid namespace: a sample's kill(-1) and the cleanup
    # after it must stay within the sample's own uid, never reaching another process.
    victim = subprocess.Popen(
        [
            "setpriv",
            "--reuid",
            "65534",
            "--regid",
            "65534",
            "--clear-groups",
            "/usr/bin/python3",
            "-c",
            VICTIM,
        ]
    )
    try:
        weak = Runner(Sandbox(SandboxConfig(isolation="rlimits", python="/usr/bin/python3")))
        verdict = weak.run(
            SPIN_TASK, Sample(task_id=SPIN_TASK.id, program=KILL_EVERYONE), timeout_s=5.0
        )
        time.sleep(0.2)
        assert victim.poll() is None, "a sample's kill reached a process outside it"
        assert verdict.isolation == "rlimits"
        assert verdict.status in ("passed", "error")  # it may kill itself; never the victim
    finally:
        victim.kill()
        victim.wait()
