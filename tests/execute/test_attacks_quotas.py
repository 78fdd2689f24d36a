"""Per-sample quotas: disk, processes and memory are one sample's own, not its neighbours'.

A sample that exhausts its tmpfs, its process quota or its memory gets a verdict (never a
sandbox crash), and the samples run beside or after it do not notice: the next one starts
with an empty /tmp, references keep passing beside 300 processes, and a memory hog spread
over several processes (each under the per-process address-space limit) is stopped by its
own cgroup while its neighbour passes.
"""

from __future__ import annotations

import pytest

from vibebench.execute import (
    ExecutionJob,
    Runner,
    Sample,
    Sandbox,
    SandboxConfig,
    SandboxLimits,
    run_jobs,
)
from vibebench.tasks import Task

_MIB = 1024**2
TASK = Task(
    id="t/quota",
    source="t",
    prompts={"complete": ""},
    entry_point="f",
    test_kind="check_function",
    tests="def check(c):\n    assert c() == 1\n",
)


def _job(task: Task, program: str, completion_id: int = 0, timeout_s: float = 5.0) -> ExecutionJob:
    return ExecutionJob(
        task, Sample(task_id=task.id, program=program, completion_id=completion_id), timeout_s
    )


DISK_BYTES = 32 * _MIB

FILL = """
import errno, os
written, files, stopped = 0, 0, None
chunk = b"x" * (1024 * 1024)
dirs = ["/tmp", "/var/tmp", "/dev/shm", os.environ["HOME"], os.getcwd()]
try:
    while written < 256 * 1024 * 1024:  # far past the quota: where a weaker sandbox stops
        path = os.path.join(dirs[files % len(dirs)], f"fill-{files}")
        files += 1
        with open(path, "wb") as handle:
            for _ in range(8):
                handle.write(chunk)
                handle.flush()
                written += len(chunk)
except OSError as err:
    stopped = errno.errorcode.get(err.errno)
inodes = 0
try:
    while inodes < 70000:  # the tmpfs's inode quota
        open(f"/tmp/inode-{inodes}", "w").close()
        inodes += 1
except OSError as err:
    inodes_stopped = errno.errorcode.get(err.errno)
else:
    inodes_stopped = None
print("written", written // (1024 * 1024), "stopped", stopped, "inodes", inodes, inodes_stopped)

def f():
    return ANSWER
"""

CHECK_EMPTY = """
import os

def f():
    leftovers = {d: sorted(os.listdir(d)) for d in ("/tmp", "/var/tmp", "/dev/shm")}
    assert leftovers == {"/tmp": [".shm", ".var_tmp", "work"], "/var/tmp": [],
                         "/dev/shm": []}, leftovers
    assert sorted(os.listdir(os.getcwd())) == ["home"], os.listdir(os.getcwd())
    with open("/tmp/room", "wb") as handle:  # the whole quota is free again
        handle.write(b"y" * (24 * 1024 * 1024))
    return 1
"""


@pytest.fixture(scope="module")
def disk_runner() -> Runner:
    return Runner(
        Sandbox(SandboxConfig(isolation="bwrap", limits=SandboxLimits(disk_bytes=DISK_BYTES)))
    )


def test_filling_its_tmpfs_is_its_own_problem_and_the_next_sample_starts_empty(
    disk_runner: Runner,
) -> None:
    right, wrong, after = disk_runner.run_batch([
        _job(TASK, FILL.replace("ANSWER", "1"), 0),
        _job(TASK, FILL.replace("ANSWER", "0"), 1),
        _job(TASK, CHECK_EMPTY, 2),
    ])  # fmt: skip
    # The fillers got the verdict their answer deserves: the full disk did not crash anything.
    assert right.status == "passed", (right.message, right.stdout_tail)
    assert wrong.status == "failed", (wrong.message, wrong.stdout_tail)
    for filler in (right, wrong):
        words = filler.stdout_tail.split()
        written_mib, stopped = int(words[1]), words[3]
        assert stopped == "ENOSPC", filler.stdout_tail
        assert DISK_BYTES // _MIB // 2 <= written_mib <= DISK_BYTES // _MIB, filler.stdout_tail
        assert words[6] == "ENOSPC", filler.stdout_tail  # out of space or of inodes
    assert after.status == "passed", (after.message, after.tests)


FORK_300 = """
import errno, os, time
read_end, write_end = os.pipe()
children, refused = 0, None
for _ in range(300):
    try:
        pid = os.fork()
    except OSError as err:
        refused = errno.errorcode.get(err.errno)
        break
    if pid == 0:
        os.close(write_end)
        os.read(read_end, 1)  # until the parent lets go
        os._exit(0)
    children += 1
time.sleep(1.5)  # hold them while the neighbours run
os.close(write_end)
print("children", children, "refused", refused)

def f():
    return 1
"""

FORK_SOME = '''
import os

def f():
    """Right, and needs processes of its own: 40 children, all reaped."""
    pids = []
    for _ in range(40):
        pid = os.fork()
        if pid == 0:
            os._exit(7)
        pids.append(pid)
    assert all(os.waitpid(pid, 0)[1] == 7 << 8 for pid in pids)
    return 1
'''


def test_300_processes_in_one_sample_do_not_starve_16_references_beside_it(
    runner: Runner, humaneval: dict[str, Task]
) -> None:
    references = [humaneval[f"HumanEval/{index}"] for index in range(16)]
    jobs = [_job(TASK, FORK_300, 0)]
    jobs += [_job(task, task.reference_solution or "", 1 + i) for i, task in enumerate(references)]
    jobs += [_job(TASK, FORK_SOME, 100 + i) for i in range(2)]
    verdicts = run_jobs(jobs, runner, workers=2, batch_size=1, show_progress=False)
    forker, others = verdicts[0], verdicts[1:]
    words = forker.stdout_tail.split()
    assert forker.status == "passed", (forker.message, forker.stdout_tail)
    limit = runner.sandbox.config.limits.max_processes
    assert words[3] == "EAGAIN" and 0.8 * limit <= int(words[1]) < limit, forker.stdout_tail
    assert [v.status for v in others] == ["passed"] * len(others), [
        (v.task_id, v.message) for v in others if v.status != "passed"
    ]


MEMORY_BYTES = 256 * _MIB

HOG = """
import os, time
pids = []
for index in range(4):
    pid = os.fork()
    if pid == 0:
        try:
            blob = bytearray(150 * 1024 * 1024)  # under the per-process limit, each
            for offset in range(0, len(blob), 4096):
                blob[offset] = 1
            print("child", index, "holds 150 MiB", flush=True)
            time.sleep(1.0)
        except MemoryError:
            print("child", index, "MemoryError", flush=True)
        os._exit(0)
    pids.append(pid)
for pid in pids:
    os.waitpid(pid, 0)

def f():
    return 1
"""


def test_a_memory_hog_over_several_processes_is_stopped_by_its_own_quota(
    humaneval: dict[str, Task],
) -> None:
    runner = Runner(
        Sandbox(SandboxConfig(isolation="bwrap", limits=SandboxLimits(memory_bytes=MEMORY_BYTES)))
    )
    references = [humaneval[f"HumanEval/{index}"] for index in range(20, 26)]
    jobs = [_job(TASK, HOG, 0)]
    jobs += [_job(task, task.reference_solution or "", 1 + i) for i, task in enumerate(references)]
    hog, *others = run_jobs(jobs, runner, workers=2, batch_size=1, show_progress=False)
    # Each child could take 150 MiB (the address-space limit is per process), the four
    # together could not: the sample's cgroup stopped it, and its right answer is an error.
    assert "holds 150 MiB" in hog.stdout_tail, hog.stdout_tail
    assert hog.memory_bound.startswith("cgroup"), hog.memory_bound
    assert hog.status == "error" and "memory limit" in hog.message, (hog.message, hog.tests)
    assert [v.status for v in others] == ["passed"] * len(others), [
        (v.task_id, v.message) for v in others if v.status != "passed"
    ]
