"""Warm zygotes on the host side: start them, hand each one sample at a time, read reports.

A zygote (`_zygote.py`) is one long-lived interpreter per worker that has already imported
the harness; it forks a fresh, sealed sandbox per sample. This module starts zygotes (under
an outer bubblewrap that keeps the capabilities needed to build namespaces), delegates
cgroups to them when the host has writable ones, keeps idle zygotes in a pool, and sends each
job's pipes across with SCM_RIGHTS so the zygote itself never reads a job.
"""

from __future__ import annotations

import atexit
import contextlib
import json
import os
import select
import shutil
import socket
import struct
import subprocess
import tempfile
import threading
import time
import uuid
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from vibebench.errors import SandboxError

__all__ = ["PRELOAD", "ZYGOTE_DIR", "Zygote", "ZygotePool", "delegate_cgroups"]

_STARTUP_TIMEOUT_S = 60.0
_PIPE_BYTES = 65536
"""What a fresh pipe holds without a reader (Linux's default pipe size)."""
_REPORT_SLACK_S = 30.0
ZYGOTE_DIR = "/tmp/.vibebench-zygote"
"""Where the zygote's scripts appear in the outer sandbox; every sample's own /tmp hides it."""
PRELOAD = (
    "json",
    "unittest",
    "collections",
    "itertools",
    "functools",
    "math",
    "re",
    "string",
    "random",
    "datetime",
    "heapq",
    "bisect",
    "typing",
    "dataclasses",
    "numbers",
    "traceback",
    "struct",
    "copy",
    "decimal",
    "fractions",
    "statistics",
)


def _scripts() -> dict[str, str]:
    package = resources.files("vibebench.execute")
    return {
        "vb_zygote.py": package.joinpath("_zygote.py").read_text("utf-8"),
        "vb_in_sandbox.py": package.joinpath("_in_sandbox.py").read_text("utf-8"),
    }


@dataclass
class CgroupDelegation:
    """Cgroup directories this process made for its samples (removed at exit)."""

    version: int
    dirs: dict[str, str] = field(default_factory=dict)

    def header(self) -> dict[str, Any]:
        return {"version": self.version, "dirs": dict(self.dirs)}

    def remove(self) -> None:
        for path in self.dirs.values():
            with contextlib.suppress(OSError):
                os.rmdir(path)


def delegate_cgroups() -> CgroupDelegation | None:
    """Per-sample memory and process quotas need writable cgroups: v1 or v2, else None."""
    if os.geteuid() != 0:
        return None
    name = f"vibebench-{os.getpid()}-{uuid.uuid4().hex[:8]}"
    root = Path("/sys/fs/cgroup")
    v2_controllers = root / "cgroup.controllers"
    try:
        if v2_controllers.exists() and {"memory", "pids"} <= set(
            v2_controllers.read_text().split()
        ):
            (root / "cgroup.subtree_control").write_text("+memory +pids +cpu")
            path = root / name
            path.mkdir()
            (path / "cgroup.subtree_control").write_text("+memory +pids +cpu")
            return CgroupDelegation(2, {"unified": str(path)})
        if (root / "memory" / "memory.limit_in_bytes").exists() and (root / "pids").is_dir():
            delegation = CgroupDelegation(1)
            for controller in ("memory", "pids", "cpuacct"):
                base = root / controller
                if base.is_dir() and os.access(base, os.W_OK):
                    (base / name).mkdir()
                    delegation.dirs[controller] = str(base / name)
            return delegation if {"memory", "pids"} <= delegation.dirs.keys() else None
    except OSError:
        return None
    return None


class Zygote:
    """One warm zygote process; serves one job at a time (callers take it from a pool)."""

    def __init__(
        self,
        command_prefix: list[str],
        python: str,
        config: Mapping[str, Any],
        env: Mapping[str, str],
        scripts_dir: str,
    ) -> None:
        host_end, zygote_end = socket.socketpair()
        script = f"{scripts_dir}/vb_zygote.py"
        argv = [
            *command_prefix,
            python,
            "-S",
            script,
            str(zygote_end.fileno()),
            json.dumps(dict(config)),
        ]
        self._errors = tempfile.TemporaryFile()  # noqa: SIM115 - lives as long as the zygote
        try:
            self._process = subprocess.Popen(
                argv,
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=self._errors,
                env=dict(env),
                pass_fds=[zygote_end.fileno()],
                start_new_session=True,
                cwd="/",
            )
        except OSError as err:
            raise SandboxError(f"cannot start the sandbox zygote ({argv[0]}): {err}") from err
        finally:
            zygote_end.close()
        self._socket = host_end
        ready, _, _ = select.select([host_end], [], [], _STARTUP_TIMEOUT_S)
        if not ready or host_end.recv(1) != b"R":
            self.close()
            raise SandboxError(f"the sandbox zygote did not start: {self._stderr()}")

    def _stderr(self) -> str:
        with contextlib.suppress(Exception):
            self._process.kill()
            self._process.wait(timeout=5)
        with contextlib.suppress(OSError):
            self._errors.seek(0)
            return self._errors.read()[-1000:].decode("utf-8", "replace")
        return ""

    @property
    def alive(self) -> bool:
        return self._process.poll() is None

    def run(
        self, header: dict[str, Any], sample_job: bytes, tester_job: bytes | None, wall_s: float
    ) -> dict[str, Any]:
        """Run one sample; the keeper's report. Raises SandboxError if the zygote fails."""
        sample_r, sample_w = os.pipe()
        tester_r, tester_w = os.pipe() if tester_job is not None else (-1, -1)
        result_r, result_w = os.pipe()
        names = ["sample_job", *(["tester_job"] if tester_job is not None else []), "result"]
        sent = [fd for fd in (sample_r, tester_r, result_w) if fd >= 0]
        try:
            message = json.dumps({**header, "fds": names}).encode()
            socket.send_fds(self._socket, [message], sent)
        except OSError as err:
            for fd in (*sent, sample_w, tester_w, result_r):
                if fd >= 0:
                    os.close(fd)
            raise SandboxError(f"the sandbox zygote is gone: {err}") from err
        for fd in sent:
            os.close(fd)
        for fd, job in ((sample_w, sample_job), (tester_w, tester_job)):
            if job is None:
                continue
            if len(job) <= _PIPE_BYTES:  # fits the empty pipe: no thread needed
                _write_all(fd, job)
            else:
                threading.Thread(target=_write_all, args=(fd, job), daemon=True).start()
        try:
            return _read_report(result_r, time.monotonic() + wall_s + _REPORT_SLACK_S)
        finally:
            os.close(result_r)

    def close(self) -> None:
        with contextlib.suppress(OSError):
            self._socket.close()
        with contextlib.suppress(Exception):
            self._process.kill()
            self._process.wait(timeout=5)
        self._errors.close()


def _write_all(fd: int, data: bytes) -> None:
    """Feed a job to its pipe; a reader that died early is not our failure to report."""
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view) :]
    except OSError:
        pass
    finally:
        os.close(fd)


def _read_report(fd: int, deadline: float) -> dict[str, Any]:
    data = bytearray()
    while True:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise SandboxError("the sandbox keeper did not report in time")
        ready, _, _ = select.select([fd], [], [], remaining)
        if not ready:
            continue
        chunk = os.read(fd, 1 << 20)
        if not chunk:
            break
        data += chunk
    if len(data) < 4:
        raise SandboxError("the sandbox keeper ended without a report")
    (size,) = struct.unpack(">I", bytes(data[:4]))
    try:
        report = json.loads(bytes(data[4 : 4 + size]).decode("utf-8", "replace"))
    except ValueError as err:
        raise SandboxError(f"unreadable report from the sandbox keeper: {err}") from err
    if not isinstance(report, dict):
        raise SandboxError("unreadable report from the sandbox keeper")
    if "keeper_error" in report:
        raise SandboxError(f"the sandbox could not be built: {report['keeper_error']}")
    return report


class ZygotePool:
    """Idle zygotes of one sandbox configuration, started on demand and reused."""

    def __init__(self, starter: Any) -> None:
        self._starter = starter
        self._idle: list[Zygote] = []
        self._lock = threading.Lock()
        self._scripts_dir = Path(tempfile.mkdtemp(prefix="vibebench-zygote-"))
        self._scripts_dir.chmod(0o755)
        for name, text in _scripts().items():
            (self._scripts_dir / name).write_text(text, encoding="utf-8")
        atexit.register(self.close)

    @property
    def scripts_dir(self) -> Path:
        return self._scripts_dir

    @contextlib.contextmanager
    def zygote(self) -> Iterator[Zygote]:
        """A live zygote for this thread's jobs; a broken one is replaced, not returned."""
        with self._lock:
            zygote = self._idle.pop() if self._idle else None
        if zygote is None or not zygote.alive:
            if zygote is not None:
                zygote.close()
            zygote = self._starter(self._scripts_dir)
        try:
            yield zygote
        except BaseException:
            zygote.close()
            raise
        with self._lock:
            self._idle.append(zygote)

    def close(self) -> None:
        with self._lock:
            idle, self._idle = self._idle, []
        for zygote in idle:
            zygote.close()
        shutil.rmtree(self._scripts_dir, ignore_errors=True)
