"""Real hostile programs in the real sandbox; each test asserts how the attack is contained.

Processes of a run are found on the host by a unique marker in their command line (they are
in another pid namespace, so pids seen inside mean nothing here).
"""

from __future__ import annotations

import os
import resource
import subprocess
import threading
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from vibebench.execute import Runner, Sample, Sandbox, SandboxResult
from vibebench.tasks import Task


def processes_with(marker: str, uid: int | None = None) -> list[int]:
    """Host pids whose command line contains `marker` (and whose real uid is `uid`, if given)."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit() or int(entry) == os.getpid():
            continue
        try:
            cmdline = Path(f"/proc/{entry}/cmdline").read_bytes()
        except OSError:
            continue
        if marker.encode() in cmdline and (uid is None or _real_uid(entry) == uid):
            found.append(int(entry))
    return found


def _real_uid(pid: str) -> int | None:
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return None
    line = next(line for line in status.splitlines() if line.startswith("Uid:"))
    return int(line.split()[1])


def wait_until_gone(marker: str, deadline_s: float = 5.0) -> list[int]:
    """Give the kernel a moment to reap a torn-down namespace; return what is left."""
    end = time.monotonic() + deadline_s
    while (left := processes_with(marker)) and time.monotonic() < end:
        time.sleep(0.05)
    return left


@contextmanager
def watch(marker: str, uid: int | None = None) -> Iterator[dict[str, int]]:
    """Sample, in a thread, the most processes carrying `marker` (run by `uid`) at once."""
    seen = {"max": 0}
    stop = threading.Event()

    def sample() -> None:
        while not stop.is_set():
            seen["max"] = max(seen["max"], len(processes_with(marker, uid)))
            time.sleep(0.02)

    thread = threading.Thread(target=sample, daemon=True)
    thread.start()
    try:
        yield seen
    finally:
        stop.set()
        thread.join()


def run_marked(sandbox: Sandbox, code: str, timeout_s: float, **kwargs: object
               ) -> tuple[str, SandboxResult]:
    marker = f"vbattack-{uuid.uuid4().hex}"
    result = sandbox.run_python(["-c", code, marker], files={}, timeout_s=timeout_s, **kwargs)
    return marker, result


FORK_BOMB = """
import os, time
while True:
    try:
        os.fork()
    except OSError:
        time.sleep(0.01)
"""


def test_fork_bomb_is_bounded_and_ends_with_no_survivors(small_sandbox: Sandbox) -> None:
    marker = f"vbattack-{uuid.uuid4().hex}"
    with watch(marker, uid=small_sandbox.config.sandbox_uid) as seen:
        result = small_sandbox.run_python(
            ["-c", FORK_BOMB, marker], files={}, timeout_s=3.0
        )
    assert result.timed_out
    assert 1 < seen["max"] <= small_sandbox.config.limits.max_processes
    assert wait_until_gone(marker) == []
    assert subprocess.run(["true"], check=False).returncode == 0  # the host can still fork


def test_ten_gigabyte_allocation_is_a_memory_error(small_sandbox: Sandbox) -> None:
    task = Task(id="t/mem", source="t", prompts={"complete": ""}, entry_point="f",
                test_kind="check_function", tests="def check(c):\n    assert c() == 1\n")
    program = "blob = bytearray(10 * 1024**3)\ndef f():\n    return 1\n"
    verdict = Runner(small_sandbox).run(task, Sample(task_id=task.id, program=program),
                                        timeout_s=10)
    assert verdict.status == "error"
    assert "MemoryError" in verdict.tests[0].message


def test_infinite_loop_times_out_and_leaves_nothing(sandbox: Sandbox) -> None:
    marker = f"vbattack-{uuid.uuid4().hex}"
    with watch(marker) as seen:
        result = sandbox.run_python(["-c", "while True: pass", marker], files={}, timeout_s=1.0)
    assert result.timed_out and result.returncode is None
    assert seen["max"] >= 1  # it really ran
    assert wait_until_gone(marker) == []


def test_sleeping_forever_times_out(sandbox: Sandbox) -> None:
    marker, result = run_marked(sandbox, "import time; time.sleep(10**6)", 1.0)
    assert result.timed_out
    assert wait_until_gone(marker) == []


DAEMON = """
import os, sys, time
os.chdir("scratch")
if os.fork() == 0:
    os.setsid()
    if os.fork() == 0:
        with open("daemon.txt", "w") as handle:
            handle.write(str(os.getpid()))
        time.sleep(10**6)
    os._exit(0)
while not os.path.exists("daemon.txt"):
    time.sleep(0.01)
time.sleep(0.1)
print("parent done")
"""


def test_double_forked_daemon_does_not_survive_the_run(sandbox: Sandbox) -> None:
    marker, result = run_marked(sandbox, DAEMON, 10.0, read_back=["scratch/daemon.txt"])
    assert not result.timed_out and result.returncode == 0
    assert result.files["scratch/daemon.txt"].isdigit()  # the daemon really started
    assert wait_until_gone(marker) == []


@pytest.fixture
def victim_dir() -> Iterator[Path]:
    """A world-writable directory outside the work dir: only the read-only mount protects it."""
    directory = Path("/var/lib") / f"vibebench-victim-{uuid.uuid4().hex}"
    directory.mkdir(mode=0o777)
    directory.chmod(0o777)
    victim = directory / "victim.txt"
    victim.write_text("precious")
    victim.chmod(0o666)
    yield directory
    for child in directory.iterdir():
        child.unlink()
    directory.rmdir()


def test_writes_and_deletes_outside_the_work_dir_fail(sandbox: Sandbox, victim_dir: Path) -> None:
    code = f"""
import os, shutil
d = {str(victim_dir)!r}
for attempt in (
    lambda: open(d + "/victim.txt", "w").write("owned"),
    lambda: os.remove(d + "/victim.txt"),
    lambda: open(d + "/new.txt", "w").write("x"),
    lambda: shutil.rmtree(d),
    lambda: open("/usr/vibebench-owned", "w").write("x"),
):
    try:
        attempt()
        print("SUCCEEDED")
    except OSError as err:
        print("blocked", err.errno)
"""
    _, result = run_marked(sandbox, code, 10.0)
    assert result.returncode == 0
    assert "SUCCEEDED" not in result.stdout_tail
    assert result.stdout_tail.count("blocked") == 5
    assert (victim_dir / "victim.txt").read_text() == "precious"
    assert sorted(p.name for p in victim_dir.iterdir()) == ["victim.txt"]
    assert not Path("/usr/vibebench-owned").exists()


def test_home_files_and_environment_secrets_are_invisible(
    sandbox: Sandbox, monkeypatch: pytest.MonkeyPatch
) -> None:
    secret = f"sk-fake-{uuid.uuid4().hex}"
    monkeypatch.setenv("VIBEBENCH_FAKE_API_KEY", secret)
    home_file = Path.home() / f".vibebench-secret-{uuid.uuid4().hex}"
    home_file.write_text(secret)
    try:
        code = f"""
import glob, os
print(dict(os.environ))
for path in [{str(home_file)!r}, "/etc/shadow", *glob.glob("/proc/*/environ")]:
    try:
        print(path, open(path, errors="replace").read())
    except OSError as err:
        print("blocked", path, err.errno)
"""
        _, result = run_marked(sandbox, code, 10.0)
    finally:
        home_file.unlink()
    assert result.returncode == 0
    assert secret not in result.stdout_tail
    assert f"blocked {home_file}" in result.stdout_tail
    assert "blocked /etc/shadow" in result.stdout_tail
    assert "VIBEBENCH_FAKE_API_KEY" not in result.stdout_tail


def test_network_connect_fails_at_once_without_a_route(sandbox: Sandbox) -> None:
    code = """
import errno, socket
for address in [("10.255.255.1", 80), ("1.1.1.1", 53)]:
    s = socket.socket()
    s.settimeout(30)
    try:
        s.connect(address)
        print("CONNECTED")
    except OSError as err:
        print("refused", errno.errorcode.get(err.errno))
try:
    socket.getaddrinfo("example.com", 80)
    print("RESOLVED")
except OSError:
    print("no dns")
print(sorted(name for _, name in socket.if_nameindex()))
"""
    _, result = run_marked(sandbox, code, 20.0)
    assert not result.timed_out
    assert result.stdout_tail.count("refused ENETUNREACH") == 2
    assert "no dns" in result.stdout_tail
    assert "['lo']" in result.stdout_tail


def test_a_gigabyte_on_stdout_is_capped_and_ends_the_run(small_sandbox: Sandbox) -> None:
    rss_before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    code = "import sys\nchunk = 'x' * 2**20\nfor _ in range(1024):\n    sys.stdout.write(chunk)\n"
    _, result = run_marked(small_sandbox, code, 60.0)
    rss_growth_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - rss_before
    assert result.output_limit_exceeded and not result.timed_out
    assert len(result.stdout_tail) <= small_sandbox.config.limits.output_tail_bytes
    assert rss_growth_kib < 200 * 1024  # far below the gigabyte that was written


def test_output_flood_makes_the_verdict_an_error(small_sandbox: Sandbox) -> None:
    task = Task(id="t/out", source="t", prompts={"complete": ""}, entry_point="f",
                test_kind="check_function", tests="def check(c):\n    assert c() == 1\n")
    program = "def f():\n    while True:\n        print('y' * 4096)\n"
    verdict = Runner(small_sandbox).run(task, Sample(task_id=task.id, program=program),
                                        timeout_s=30)
    # stdout goes to a pipe the keeper drains with a cap; past it the sample is killed
    assert verdict.status == "error"
    assert "output limit exceeded" in verdict.message
    assert 0 < len(verdict.stdout_tail) <= 8192
