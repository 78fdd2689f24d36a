"""Samples run one after another on one worker cannot see, outlive or forge each other."""

from __future__ import annotations

from vibebench.execute import ExecutionJob, Runner, Sample
from vibebench.tasks import Task

TASK = Task(id="t/batch", source="t", prompts={"complete": ""}, entry_point="f",
            test_kind="check_function", tests="def check(c):\n    assert c() == 1\n")

LITTER = '''
import os, time
for path in ("planted.txt", "/tmp/planted.txt", os.environ["HOME"] + "/planted.txt",
             "/dev/shm/planted.txt"):
    with open(path, "w") as handle:
        handle.write("x")
if os.fork() == 0:
    os.setsid()
    if os.fork() == 0:
        open("daemon-up", "w").close()
        time.sleep(10**6)
    os._exit(0)
while not os.path.exists("daemon-up"):
    time.sleep(0.01)

def f():
    return 1
'''

CHECK_CLEAN = '''
import os

def _others():
    me = {os.getpid(), os.getppid(), 1}
    return [p for p in os.listdir("/proc") if p.isdigit() and int(p) not in me]

def _leftovers():
    return [p for p in ("planted.txt", "daemon-up", "/tmp/planted.txt",
                        os.environ["HOME"] + "/planted.txt", "/dev/shm/planted.txt")
            if os.path.exists(p)]

def f():
    assert _others() == [], _others()
    assert _leftovers() == [], _leftovers()
    return 1
'''

FORGE = '''
import glob, json, os
forged = json.dumps({"event": "test", "sample": 1, "name": "check", "status": "passed"})
reached = []
for path in glob.glob(f"/proc/{os.getppid()}/fd/*") + [f"/proc/{os.getppid()}/mem"]:
    try:
        with open(path, "w") as handle:
            handle.write(forged + "\\n")
        reached.append(path)
    except OSError:
        pass

def f():
    return 1 if not reached else 2
'''


def _job(program: str, timeout_s: float = 10.0, completion_id: int = 0) -> ExecutionJob:
    return ExecutionJob(TASK, Sample(task_id=TASK.id, program=program,
                                     completion_id=completion_id), timeout_s)


def test_next_sample_starts_with_no_processes_or_files_of_the_previous(runner: Runner) -> None:
    litter, clean = runner.run_batch([_job(LITTER), _job(CHECK_CLEAN, completion_id=1)])
    assert litter.status == "passed", litter
    assert clean.status == "passed", clean.tests


def test_a_sample_cannot_forge_the_next_samples_verdict(runner: Runner) -> None:
    forger, victim = runner.run_batch([_job(FORGE), _job("def f():\n    return 0\n", 10, 1)])
    assert forger.status == "passed"  # it could not reach the parent's fds or memory
    assert victim.status == "failed"
    assert [t.name for t in victim.tests] == ["check"]


def test_a_hanging_sample_does_not_take_the_batch_down(runner: Runner) -> None:
    verdicts = runner.run_batch([
        _job("def f():\n    while True:\n        pass\n", timeout_s=1.0),
        _job("def f():\n    return 1\n", completion_id=1),
        _job("def f(:\n", completion_id=2),
    ])  # fmt: skip
    assert [v.status for v in verdicts] == ["timeout", "passed", "error"]
    assert [v.completion_id for v in verdicts] == [0, 1, 2]


KILL_PARENT = '''
import os, signal
os.kill(os.getppid(), signal.SIGKILL)

def f():
    return 1
'''

UNWIPEABLE = '''
import os
os.makedirs("locked/inner")
open("locked/inner/x", "w").close()
os.chmod("locked/inner", 0)
os.chmod("locked", 0)

def f():
    return 1
'''


def test_a_sample_killing_the_harness_cannot_sink_its_batch_mates(runner: Runner) -> None:
    verdicts = runner.run_batch([
        _job("def f():\n    return 1\n"),
        _job(KILL_PARENT, completion_id=1),
        _job("def f():\n    return 1\n", completion_id=2),
        _job("def f():\n    return 0\n", completion_id=3),
    ])  # fmt: skip
    assert [v.status for v in verdicts] == ["passed", "error", "passed", "failed"]


def test_leftovers_locked_against_the_owner_are_still_wiped(runner: Runner) -> None:
    # Every sample has a sandbox of its own now: nothing the first one locked can reach the
    # next, which sees a fresh namespace (its init is 1, the sample itself 2).
    check = CHECK_CLEAN.replace('"planted.txt", ', '"planted.txt", "locked", ').replace(
        "    return 1\n", "    assert os.getpid() == 2, os.getpid()\n    return 1\n")
    litter, clean = runner.run_batch([_job(UNWIPEABLE), _job(check, completion_id=1)])
    assert litter.status == "passed"
    assert clean.status == "passed", clean.tests
