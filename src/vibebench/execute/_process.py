"""Supervising one sandbox process: bounded output capture, wall clock, group kill.

Output is read incrementally from the pipes (never all at once): a bounded tail of stdout and
stderr is kept, the harness channel keeps its head, and the run is killed once the program's
output passes a hard cap, so a program printing a gigabyte costs a few MiB of memory at most.
"""

from __future__ import annotations

import contextlib
import os
import selectors
import signal
import subprocess
import time
from dataclasses import dataclass, field

from vibebench.execute._models import SandboxLimits

__all__ = ["CHANNEL_BYTES", "Captures", "Outcome", "read_all", "supervise"]

CHANNEL_BYTES = 8 * 1024 * 1024
"""Most of the harness channel kept; the harness caps its own messages well below this."""
_EXITED_GRACE_S = 0.2


@dataclass
class _Capture:
    """Bounded capture of one pipe: keeps only `tail_bytes` (the last ones, by default)."""

    tail_bytes: int
    keep_head: bool = False
    """Keep the first bytes instead of the last (for the harness channel)."""
    data: bytearray = field(default_factory=bytearray)
    truncated: bool = False

    def add(self, chunk: bytes) -> None:
        self.data += chunk
        if len(self.data) > self.tail_bytes:
            self.truncated = True
            if self.keep_head:
                del self.data[self.tail_bytes :]
            else:
                del self.data[: len(self.data) - self.tail_bytes]

    def text(self) -> str:
        return self.data.decode("utf-8", errors="replace")


class Captures:
    """stdout and stderr tails, plus the optional harness channel (kept from its start)."""

    def __init__(self, limits: SandboxLimits, channel_fd: int) -> None:
        self.stdout = _Capture(limits.output_tail_bytes)
        self.stderr = _Capture(limits.output_tail_bytes)
        self.channel_fd = channel_fd
        self.channel = _Capture(CHANNEL_BYTES, keep_head=True) if channel_fd >= 0 else None


@dataclass
class Outcome:
    timed_out: bool = False
    output_limit_exceeded: bool = False
    returncode: int | None = None


def supervise(
    process: subprocess.Popen[bytes], captures: Captures, deadline: float, limits: SandboxLimits
) -> Outcome:
    """Drain the pipes until EOF, the deadline, or the output cap; kill the group if needed."""
    outcome = Outcome()
    pipes: dict[int, tuple[_Capture, bool]] = {
        process.stdout.fileno(): (captures.stdout, True),  # type: ignore[union-attr]
        process.stderr.fileno(): (captures.stderr, True),  # type: ignore[union-attr]
    }
    if captures.channel is not None:
        pipes[captures.channel_fd] = (captures.channel, False)
    with selectors.DefaultSelector() as selector:
        for fd in pipes:
            selector.register(fd, selectors.EVENT_READ)
        _drain(process, selector, pipes, (deadline, limits.output_kill_bytes), outcome)
    if outcome.timed_out or outcome.output_limit_exceeded:
        _kill_group(process)
    returncode = _wait(process, deadline, outcome)
    outcome.returncode = None if outcome.timed_out else returncode
    process.stdout.close()  # type: ignore[union-attr]
    process.stderr.close()  # type: ignore[union-attr]
    if captures.channel is not None:
        os.close(captures.channel_fd)
    return outcome


def _drain(
    process: subprocess.Popen[bytes],
    selector: selectors.BaseSelector,
    pipes: dict[int, tuple[_Capture, bool]],
    limits: tuple[float, int],
    outcome: Outcome,
) -> None:
    """Read the registered pipes until all reach EOF or a limit (deadline, output bytes) ends
    the run; a limit that ends it is recorded in `outcome`."""
    deadline, output_kill_bytes = limits
    total = 0
    exited_at: float | None = None
    while selector.get_map():
        now = time.monotonic()
        if now >= deadline:
            outcome.timed_out = True
            return
        if exited_at is None and process.poll() is not None:
            exited_at = now  # pipes held open by an escaped child: stop soon
        if exited_at is not None and now - exited_at > _EXITED_GRACE_S:
            return
        total += _read_ready(selector, pipes, min(deadline - now, 0.1))
        if total > output_kill_bytes:
            outcome.output_limit_exceeded = True
            return


def _read_ready(
    selector: selectors.BaseSelector, pipes: dict[int, tuple[_Capture, bool]], timeout: float
) -> int:
    """Read what the pipes hold within `timeout`; the bytes that count towards the cap."""
    counted = 0
    for key, _ in selector.select(timeout=timeout):
        chunk = os.read(key.fd, 65536)
        capture, counts = pipes[key.fd]
        if not chunk:
            selector.unregister(key.fd)
            continue
        capture.add(chunk)
        counted += len(chunk) if counts else 0
    return counted


def _wait(process: subprocess.Popen[bytes], deadline: float, outcome: Outcome) -> int | None:
    try:
        return process.wait(timeout=max(0.0, deadline - time.monotonic()))
    except subprocess.TimeoutExpired:
        outcome.timed_out = True
        _kill_group(process)
        process.wait()
        return None


def _kill_group(process: subprocess.Popen[bytes]) -> None:
    """SIGKILL the whole process group; bwrap's pid namespace takes every descendant with it."""
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGKILL)


def read_all(fd: int) -> str:
    chunks = []
    os.set_blocking(fd, False)
    try:
        while True:
            try:
                chunk = os.read(fd, 65536)
            except BlockingIOError:
                break
            if not chunk:
                break
            chunks.append(chunk)
    finally:
        os.close(fd)
    return b"".join(chunks).decode("utf-8", errors="replace")
