"""One sample attacking the samples run beside it (`run_jobs`, two workers, one job a batch).

Each attacker runs for about a second beside, and before, two kinds of batch-mates:

- victims: wrong programs that return the right answer only if they see any trace of
  another sample (a file in /tmp, /var/tmp, /dev/shm, HOME or the cwd; SysV IPC objects; an
  abstract unix socket; a foreign process; a tracer). Their true verdict is `failed`.
- canaries: correct programs that write their own files, keep them, and assert they see no
  trace of another sample and are not traced. Their true verdict is `passed`.

Every victim must keep `failed` and every canary `passed`; the attacker prints what it did,
so each test also shows the attack really ran (and, where it reports them, that every
attempt was refused). Sandbox escapes (nested user namespaces, mounts) are here as well.
"""

from __future__ import annotations

import os
import threading
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from vibebench.execute import ExecutionJob, ExecutionVerdict, Runner, Sample, run_jobs
from vibebench.tasks import Task

TASK = Task(
    id="t/cross-sample",
    source="t",
    prompts={"complete": ""},
    entry_point="f",
    test_kind="check_function",
    tests="def check(c):\n    assert c() == 1\n",
)

MARK = "vbcross"
SYSV_KEY = 0x5EED

COMMON = f"""
import ctypes, errno, glob, os, signal, socket, sys, time
MARK, KEY = {MARK!r}, {SYSV_KEY}
DIRS = ["/tmp", "/var/tmp", "/dev/shm", os.environ["HOME"], os.getcwd()]
libc = ctypes.CDLL(None, use_errno=True)
libc.shmget.argtypes = [ctypes.c_int, ctypes.c_size_t, ctypes.c_int]
libc.shmat.argtypes = [ctypes.c_int, ctypes.c_void_p, ctypes.c_int]
libc.shmat.restype = ctypes.c_void_p
libc.msgget.argtypes = [ctypes.c_int, ctypes.c_int]
libc.msgsnd.argtypes = [ctypes.c_int, ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int]
libc.ptrace.argtypes = [ctypes.c_long, ctypes.c_long, ctypes.c_void_p, ctypes.c_void_p]
libc.ptrace.restype = ctypes.c_long
"""

PROBE = (
    COMMON
    + '''
def evidence():
    """Every trace of another sample this one can look for."""
    found = []
    for directory in DIRS:
        found += glob.glob(os.path.join(directory, "**", "*" + MARK + "*"), recursive=True)
    for kind in ("shm", "msg", "sem"):
        with open("/proc/sysvipc/" + kind) as handle:
            found += ["sysv " + kind + ": " + row for row in handle.read().splitlines()[1:]]
    if libc.shmget(KEY, 0, 0) != -1 or libc.msgget(KEY, 0) != -1:
        found.append("sysv key")
    with open("/proc/net/unix") as handle:
        found += [line for line in handle if MARK in line]
    client = socket.socket(socket.AF_UNIX)
    try:
        client.connect("\\0" + MARK)
        found.append("abstract socket")
    except OSError:
        pass
    finally:
        client.close()
    with open("/proc/self/status") as handle:
        tracer = [line.split()[1] for line in handle if line.startswith("TracerPid:")][0]
    if tracer != "0":
        found.append("traced by " + tracer)
    others = [p for p in os.listdir("/proc") if p.isdigit() and int(p) not in (1, os.getpid())]
    return found + ["process " + p for p in others]
'''
)

VICTIM = (
    PROBE
    + '''
def f():
    """Wrong: it answers 1 only when it finds something another sample left or offers."""
    end = time.monotonic() + 0.6
    while time.monotonic() < end:
        if evidence():
            return 1
        time.sleep(0.05)
    return 0
'''
)

CANARY = (
    PROBE
    + '''
def f():
    """Right: 1, after checking its own files survive and nothing foreign shows up."""
    mine = {}
    for index, directory in enumerate(DIRS):
        path = os.path.join(directory, f"own-{index}.txt")
        with open(path, "w") as handle:
            handle.write(f"mine {index}")
        os.chmod(path, 0o600)
        mine[path] = f"mine {index}"
    end = time.monotonic() + 0.5
    while time.monotonic() < end:
        assert evidence() == [], evidence()
        for path, text in mine.items():
            assert oct(os.stat(path).st_mode & 0o777) == oct(0o600), path
            with open(path) as handle:
                assert handle.read() == text, path
        time.sleep(0.05)
    return 1
'''
)

ATTACK_SECONDS = 1.2

ATTACKS = {
    "files": COMMON
    + f'''
def f():
    """Plant answer files everywhere, rewrite and chmod every file it can reach."""
    planted = rewritten = 0
    end = time.monotonic() + {ATTACK_SECONDS}
    while time.monotonic() < end:
        for directory in DIRS + ["/tmp/work", "/tmp/work/home"]:
            try:
                with open(os.path.join(directory, MARK + "-answer"), "w") as handle:
                    handle.write("1")
                os.chmod(os.path.join(directory, MARK + "-answer"), 0o666)
                planted += 1
            except OSError:
                pass
        for path in (glob.glob("/tmp/**", recursive=True) + glob.glob("/var/tmp/**")
                     + glob.glob("/dev/shm/**") + glob.glob("/proc/[0-9]*/root/tmp/**")):
            if MARK in path or not os.path.isfile(path):
                continue
            try:
                os.chmod(path, 0o777)
                with open(path, "w") as handle:
                    handle.write("owned")
                rewritten += 1
            except OSError:
                pass
        time.sleep(0.05)
    print("planted", planted, "rewrote", rewritten)
    return 1
''',
    "sysv_ipc": COMMON
    + f'''
class Message(ctypes.Structure):
    _fields_ = [("mtype", ctypes.c_long), ("mtext", ctypes.c_char * 16)]

def f():
    """Leave a shared memory segment holding the answer and a queued message behind."""
    shm = libc.shmget(KEY, 4096, 0o1000 | 0o666)
    address = libc.shmat(shm, None, 0)
    if address not in (None, ctypes.c_void_p(-1).value):
        ctypes.memmove(address, b"answer=1", 8)
    queue = libc.msgget(KEY, 0o1000 | 0o666)
    sent = libc.msgsnd(queue, ctypes.byref(Message(1, b"answer=1")), 16, 0)
    print("shm", shm, "attached", address is not None, "queue", queue, "sent", sent)
    time.sleep({ATTACK_SECONDS})
    return 1
''',
    "abstract_socket": COMMON
    + f'''
def f():
    """Listen on an abstract unix socket and hand the answer to whoever connects."""
    server = socket.socket(socket.AF_UNIX)
    server.bind("\\0" + MARK)
    server.listen(16)
    server.settimeout(0.05)
    print("listening", flush=True)
    served = 0
    end = time.monotonic() + {ATTACK_SECONDS}
    while time.monotonic() < end:
        try:
            conn, _ = server.accept()
            conn.sendall(b"1")
            conn.close()
            served += 1
        except OSError:
            pass
    print("served", served)
    return 1
''',
    "signals": COMMON
    + f'''
def f():
    """kill(-1) and every pid it can name or find in /proc, with SIGKILL and SIGSTOP."""
    broadcast = named = 0
    end = time.monotonic() + {ATTACK_SECONDS}
    while time.monotonic() < end:
        for sig in (signal.SIGSTOP, signal.SIGKILL):
            try:
                os.kill(-1, sig)
                broadcast += 1
            except OSError:
                pass
        pids = set(range(1, 4096)) | {{int(p) for p in os.listdir("/proc") if p.isdigit()}}
        for pid in pids - {{os.getpid()}}:
            try:
                os.kill(pid, signal.SIGKILL)
                named += 1
            except OSError:
                pass
        time.sleep(0.05)
    print("kill(-1) reached", broadcast, "named pids reached", named)
    return 1
''',
    "ptrace": COMMON
    + f'''
def f():
    """PTRACE_ATTACH / PTRACE_SEIZE every pid it can name, its own child included."""
    child = os.fork()
    if child == 0:
        time.sleep(30)
        os._exit(0)
    attached, errors = 0, set()
    end = time.monotonic() + {ATTACK_SECONDS}
    while time.monotonic() < end:
        for pid in [child, 1, *range(2, 1024)]:
            for request in (16, 0x4206):  # PTRACE_ATTACH, PTRACE_SEIZE
                if libc.ptrace(request, pid, None, None) == 0:
                    attached += 1
                    libc.ptrace(17, pid, None, None)  # PTRACE_DETACH
                else:
                    errors.add(errno.errorcode.get(ctypes.get_errno(), "?"))
        time.sleep(0.05)
    os.kill(child, signal.SIGKILL)
    print("attached", attached, "errors", sorted(errors))
    return 1
''',
}


def _job(program: str, completion_id: int, timeout_s: float = 4.0) -> ExecutionJob:
    sample = Sample(task_id=TASK.id, program=program, completion_id=completion_id)
    return ExecutionJob(TASK, sample, timeout_s)


def run_beside(
    runner: Runner, attacker: str
) -> tuple[ExecutionVerdict, list[ExecutionVerdict], list[ExecutionVerdict]]:
    """The attacker first; victims and canaries beside it on the other worker and after it."""
    jobs = [_job(attacker, 0)] + [
        _job(VICTIM if index % 2 else CANARY, index) for index in range(1, 7)
    ]
    verdicts = run_jobs(jobs, runner, workers=2, batch_size=1, show_progress=False)
    return verdicts[0], verdicts[1::2], verdicts[2::2]


def _assert_contained(victims: list[ExecutionVerdict], canaries: list[ExecutionVerdict]) -> None:
    for victim in victims:
        assert victim.status == "failed", (victim.message, victim.tests)
    for canary in canaries:
        assert canary.status == "passed", (canary.message, canary.tests)


def test_the_probe_sees_traces_inside_one_sample(runner: Runner) -> None:
    # The victims' probe is not blind: planted in its own sandbox, each trace is seen.
    program = (
        ATTACKS["sysv_ipc"].replace("time.sleep(", "(lambda s: s)(")
        + PROBE.replace(COMMON, "")
        + """
def g():
    server = socket.socket(socket.AF_UNIX)
    server.bind("\\0" + MARK)
    server.listen(1)
    open(os.path.join(os.environ["HOME"], MARK + "-x"), "w").close()
    f()
    found = evidence()
    print(sorted(found))
    kinds = ("sysv key", "abstract socket", MARK + "-x")
    return 1 if all(any(k in item for item in found) for k in kinds) else 0
"""
    )
    task = TASK.model_copy(update={"entry_point": "g"})
    verdict = runner.run(task, Sample(task_id=task.id, program=program), timeout_s=4)
    assert verdict.status == "passed", (verdict.stdout_tail, verdict.tests)


@pytest.mark.parametrize("vector", sorted(ATTACKS))
def test_an_attacker_cannot_reach_the_samples_beside_it(runner: Runner, vector: str) -> None:
    attacker, victims, canaries = run_beside(runner, ATTACKS[vector])
    _assert_contained(victims, canaries)
    assert attacker.status == "passed", (attacker.message, attacker.tests)
    out = attacker.stdout_tail
    if vector == "files":
        planted, rewritten = (int(n) for n in out.split()[1::2])
        assert planted > 0 and rewritten >= 0
    elif vector == "sysv_ipc":  # created in its own IPC namespace, gone with it
        assert "attached True" in out and "sent 0" in out, out
    elif vector == "abstract_socket":
        assert "listening" in out and "served 0" in out, out
    elif vector == "signals":
        assert "named pids reached 0" in out, out  # nothing outside its own namespace
    elif vector == "ptrace":
        assert "attached 0" in out and "EPERM" in out, out


def processes_with(marker: str) -> list[int]:
    """Host pids whose command line contains `marker`."""
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit() and int(entry) != os.getpid():
            try:
                if marker.encode() in Path(f"/proc/{entry}/cmdline").read_bytes():
                    found.append(int(entry))
            except OSError:
                continue
    return found


@contextmanager
def watch(marker: str) -> Iterator[dict[str, int]]:
    """Count, from a thread, the most host processes carrying `marker` seen at once."""
    seen = {"max": 0}
    stop = threading.Event()

    def sample() -> None:
        while not stop.is_set():
            seen["max"] = max(seen["max"], len(processes_with(marker)))
            time.sleep(0.02)

    thread = threading.Thread(target=sample, daemon=True)
    thread.start()
    try:
        yield seen
    finally:
        stop.set()
        thread.join()


DAEMON_BODY = (
    COMMON
    + """
end = time.monotonic() + 30
server = socket.socket(socket.AF_UNIX)
server.bind("\\0" + MARK)
server.listen(16)
libc.shmget(KEY, 4096, 0o1000 | 0o666)
while time.monotonic() < end:
    for directory in DIRS:
        try:
            open(os.path.join(directory, MARK + "-from-daemon"), "w").close()
        except OSError:
            pass
    time.sleep(0.05)
"""
)


def test_a_daemon_left_behind_dies_with_its_sample(runner: Runner) -> None:
    marker = f"vbdaemon-{uuid.uuid4().hex}"
    attacker = f"""
import os, sys, time
if os.fork() == 0:
    os.setsid()
    if os.fork() == 0:
        os.execv(sys.executable, [sys.executable, "-c", {DAEMON_BODY!r}, {marker!r}])
    os._exit(0)
time.sleep(0.5)
print("daemon started")

def f():
    return 1
"""
    with watch(marker) as seen:
        verdict, victims, canaries = run_beside(runner, attacker)
    _assert_contained(victims, canaries)
    assert verdict.status == "passed" and "daemon started" in verdict.stdout_tail
    assert seen["max"] >= 1  # it really ran, on the host, for a while
    end = time.monotonic() + 5
    while processes_with(marker) and time.monotonic() < end:
        time.sleep(0.05)
    assert processes_with(marker) == []


ESCAPES = (
    COMMON
    + '''
import shutil, subprocess
CLONE_NEWUSER, CLONE_NEWNS = 0x10000000, 0x20000
CLONE_NEWNET, CLONE_NEWPID = 0x40000000, 0x20000000
results = {}

def attempt(name, call):
    ok = call() == 0
    results[name] = "SUCCEEDED" if ok else errno.errorcode.get(ctypes.get_errno(), "?")

for flags_name, flags in (("user", CLONE_NEWUSER), ("user+mount", CLONE_NEWUSER | CLONE_NEWNS),
                          ("mount", CLONE_NEWNS), ("net", CLONE_NEWNET),
                          ("pid", CLONE_NEWPID)):
    attempt("unshare " + flags_name, lambda: libc.unshare(flags))
pid = libc.syscall(56, CLONE_NEWUSER | 17, 0, 0, 0, 0)  # clone(CLONE_NEWUSER | SIGCHLD)
if pid == 0:
    os._exit(0)
results["clone newuser"] = "SUCCEEDED" if pid > 0 else errno.errorcode.get(ctypes.get_errno())
attempt("mount tmpfs", lambda: libc.mount(b"none", b"/tmp", b"tmpfs", 0, None))
attempt("bind mount /", lambda: libc.mount(b"/", b"/tmp/work", None, 4096, None))
attempt("remount / rw", lambda: libc.mount(None, b"/", None, 32, None))
attempt("umount /proc", lambda: libc.umount2(b"/proc", 2))
attempt("setns", lambda: libc.setns(os.open("/proc/1/ns/mnt", os.O_RDONLY)
                                    if os.access("/proc/1/ns/mnt", os.R_OK) else -1, 0))
attempt("chroot", lambda: libc.chroot(b"/tmp"))
if shutil.which("unshare"):
    for argv in (["unshare", "-U", "-r", "id", "-u"], ["unshare", "-U", "-r", "-m", "true"]):
        done = subprocess.run(argv, capture_output=True, text=True)
        results[" ".join(argv)] = "SUCCEEDED" if done.returncode == 0 else "refused"
else:
    results["unshare binary"] = "absent"
print(sorted(results.items()))

def f():
    """Wrong unless an escape worked."""
    return 1 if "SUCCEEDED" in results.values() else 0
'''
)


def test_nested_namespaces_and_mounts_are_refused(runner: Runner) -> None:
    verdict = runner.run(TASK, Sample(task_id=TASK.id, program=ESCAPES), timeout_s=4)
    assert verdict.status == "failed", (verdict.stdout_tail, verdict.tests)
    out = verdict.stdout_tail
    assert "SUCCEEDED" not in out, out
    assert "('unshare user', 'EPERM')" in out and "('mount tmpfs', 'EPERM')" in out, out
    assert "('clone newuser', 'EPERM')" in out, out
    assert "unshare -U -r id -u', 'refused'" in out or "'absent'" in out, out
