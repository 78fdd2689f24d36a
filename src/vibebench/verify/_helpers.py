"""Helper processes that verify parts of a large batch on the machine's other cores.

Why: the engine's own work (extraction, compiling, the ast and strict checks, writing the
Ruff tree, reading Ruff's JSON) is Python and runs on one core, while a bare
`ruff check` uses them all. A helper is a persistent `python -m vibebench.verify._helper_main`
that runs the same engine on its share of a batch; responses never change each other's
verdicts (one sample never touches another's), so a split batch gives exactly the verdicts
of the whole one.

- Helpers start on the first batch large enough to share, in the background; until one
  has answered that it is ready, batches run in this process, so sharing never waits for a
  start.
- A helper that dies, answers garbage or is interrupted is stopped and its part verified
  here: a helper can make a batch slower, never give it other verdicts.
- A helper only parses, compiles and runs Ruff (never the code under test), under the
  same interpreter and vibebench as this process, and starts no helpers of its own.
- `VIBEBENCH_VERIFY_HELPERS` sets how many run (0: none); the default is one per core
  beyond the first, at most MAX_HELPERS.
"""

from __future__ import annotations

import atexit
import contextlib
import logging
import os
import pickle
import select
import struct
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

__all__ = [
    "HELPERS_ENV",
    "MAX_HELPERS",
    "MIN_PART",
    "PIPE_BYTES",
    "Helper",
    "HelperError",
    "answer_deadline",
    "borrow_helper",
    "borrow_helpers",
    "frame",
    "clear_caches",
    "helper_count",
    "start_helpers",
    "stop_helpers",
]

logger = logging.getLogger(__name__)

HELPERS_ENV = "VIBEBENCH_VERIFY_HELPERS"
MAX_HELPERS = 8
MIN_PART = 128
"""Fewest responses a part of a shared batch has, so a batch of fewer than 2 x MIN_PART
runs in one process: below that, a second Ruff start and the transfer cost more than the
shared work saves (strict rewards on 2 cores: 128 completions 43 ms alone, 52 ms shared;
256 completions 112 ms alone, 96 ms shared)."""

PIPE_BYTES = 1 << 20
"""A helper's input pipe is enlarged to this (Linux), so sending it work rarely waits."""

_HEADER = struct.Struct(">Q")
_POLL_SECONDS = 1.0


def frame(message: Any) -> bytes:
    """One message on a helper's pipes: its pickle's length (8 bytes), then the pickle."""
    payload = pickle.dumps(message, protocol=pickle.HIGHEST_PROTOCOL)
    return _HEADER.pack(len(payload)) + payload


def answer_deadline(timeout: float) -> float:
    """When to give up waiting for a helper's answer to work whose Ruff runs may each take
    `timeout` seconds (a few of them, and the Python work around them)."""
    return time.monotonic() + 4 * timeout + 60.0


def helper_count() -> int:
    """How many helpers to run: $VIBEBENCH_VERIFY_HELPERS, else one per extra core."""
    chosen = os.environ.get(HELPERS_ENV, "").strip()
    if chosen:
        try:
            return max(0, min(int(chosen), MAX_HELPERS))
        except ValueError:
            logger.warning("%s=%r is not a number; using no helpers", HELPERS_ENV, chosen)
            return 0
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:
        cores = os.cpu_count() or 1
    return max(0, min(cores - 1, MAX_HELPERS))


class HelperError(Exception):
    """A helper could not answer (it died, was killed, or sent something unreadable)."""


def _child_environment() -> dict[str, str]:
    """Ours, with this vibebench first on the path and no helpers of the helper's own."""
    environment = dict(os.environ)
    environment[HELPERS_ENV] = "0"
    package_root = str(Path(__file__).resolve().parents[2])
    paths = [package_root, *[p for p in sys.path if p and os.path.isdir(p)]]
    environment["PYTHONPATH"] = os.pathsep.join(dict.fromkeys(paths))
    return environment


def _enlarge_pipe(descriptor: int) -> None:
    """Give a pipe PIPE_BYTES of buffer where the system can (Linux); elsewhere leave it."""
    with contextlib.suppress(ImportError, OSError, AttributeError):
        import fcntl  # noqa: PLC0415 - POSIX only: importing vibebench must work without it

        fcntl.fcntl(descriptor, fcntl.F_SETPIPE_SZ, PIPE_BYTES)


class Helper:
    """One helper process, used by one batch at a time (`lock`)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.ready = False
        self.process = subprocess.Popen(
            [sys.executable, "-m", "vibebench.verify._helper_main"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            bufsize=0,  # answers are read whole with os.read, never left in a buffer
            env=_child_environment(),
            start_new_session=True,  # Ctrl-C reaches the caller, which stops us itself
        )
        if self.process.stdin is not None:  # parts of a batch's codes go in while it works
            _enlarge_pipe(self.process.stdin.fileno())

    @property
    def alive(self) -> bool:
        return self.process.poll() is None

    def poll_ready(self) -> bool:
        """Whether the helper has said it is ready (never waits)."""
        if self.ready:
            return True
        if not self.alive or not self._readable(0.0):
            return False
        try:
            self.ready = self._read() == "ready"
        except HelperError as err:
            logger.warning("a verify helper failed to start: %s", err)
            self.stop()
        return self.ready

    def send(self, message: Any) -> None:
        """Send one message (HelperError when the helper is gone)."""
        stdin = self.process.stdin
        if stdin is None:
            raise HelperError("the helper has no input pipe")
        data = memoryview(frame(message))
        try:
            while data:
                data = data[os.write(stdin.fileno(), data) :]
        except OSError as err:
            raise HelperError(f"the helper stopped reading: {err}") from err

    def receive(self, deadline: float) -> Any:
        """The helper's answer to the last message (HelperError when it cannot come)."""
        while not self._readable(_POLL_SECONDS):
            if not self.alive:
                raise HelperError(f"the helper exited with status {self.process.returncode}")
            if time.monotonic() > deadline:
                raise HelperError("the helper did not answer in time")
        return self._read()

    def _readable(self, seconds: float) -> bool:
        stdout = self.process.stdout
        if stdout is None:
            return False
        ready, _, _ = select.select([stdout], [], [], seconds)
        return bool(ready)

    def _read(self) -> Any:
        (size,) = _HEADER.unpack(self._exactly(_HEADER.size))
        payload = self._exactly(size)
        try:
            return pickle.loads(payload)  # noqa: S301 - our own child process, never sample code
        except Exception as err:
            raise HelperError(f"the helper's answer could not be read: {err}") from err

    def _exactly(self, size: int) -> bytes:
        """`size` bytes of the helper's output (HelperError when it ends first)."""
        stdout = self.process.stdout
        if stdout is None:
            raise HelperError("the helper has no output pipe")
        chunks, missing = [], size
        while missing:
            chunk = os.read(stdout.fileno(), min(missing, 1 << 20))
            if not chunk:
                raise HelperError(f"the helper closed its output (status {self.process.poll()})")
            chunks.append(chunk)
            missing -= len(chunk)
        return b"".join(chunks)

    def stop(self) -> None:
        """End the process (closing its input ends it; a kill follows if it lingers)."""
        self.ready = False
        with contextlib.suppress(OSError):
            if self.process.stdin is not None:
                self.process.stdin.close()
        try:
            self.process.wait(timeout=1.0)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        with contextlib.suppress(OSError):
            if self.process.stdout is not None:
                self.process.stdout.close()


_helpers: list[Helper] = []
_helpers_lock = threading.Lock()


def _live_helpers(wanted: int) -> list[Helper]:
    """The helpers, started or restarted up to `wanted` (dead ones are replaced)."""
    with _helpers_lock:
        for helper in [h for h in _helpers if not h.alive]:
            _helpers.remove(helper)
            helper.stop()
        while len(_helpers) < wanted:
            try:
                _helpers.append(Helper())
            except OSError as err:
                logger.warning("could not start a verify helper (%s); verifying in-process", err)
                break
        return list(_helpers)


def borrow_helpers(responses: int, *, strict: bool) -> list[Helper]:
    """Ready helpers for a batch of `responses`, each locked for the caller (release each
    with `helper.lock.release()`): none for a batch under 2 x MIN_PART, or while they still
    start, or while other batches hold them.

    Unless $VIBEBENCH_VERIFY_HELPERS asks for them, only strict batches are shared: on two
    cores a paper batch's Python work and Ruff already fill both, and sharing measured
    slower (benchmarks/verify_throughput.py: 1.91x -> 2.13x bare Ruff), while strict mode's
    heavier Python work gained (benchmarks/strict_overhead.py).
    """
    if not strict and not os.environ.get(HELPERS_ENV, "").strip():
        return []
    usable = min(helper_count(), responses // MIN_PART - 1)
    if usable <= 0:
        return []
    borrowed: list[Helper] = []
    for helper in _live_helpers(helper_count()):
        if len(borrowed) == usable:
            break
        if _take(helper):
            borrowed.append(helper)
    return borrowed


def _take(helper: Helper) -> bool:
    """Lock `helper` for the caller if no batch holds it and it is ready."""
    if not helper.lock.acquire(blocking=False):
        return False
    if helper.poll_ready():
        return True
    helper.lock.release()
    return False


def borrow_helper() -> Helper | None:
    """One ready helper no batch holds, locked for the caller (release with
    `helper.lock.release()`), or None; in any mode (what it is lent for is small work a
    helper's core has room for beside Ruff, unlike a whole paper batch)."""
    wanted = helper_count()
    if wanted == 0:
        return None
    return next((helper for helper in _live_helpers(wanted) if _take(helper)), None)


def _ready_now(helper: Helper) -> bool:
    """`helper.poll_ready()` under its lock (a helper another batch holds is ready)."""
    if not helper.lock.acquire(blocking=False):
        return helper.ready
    try:
        return helper.poll_ready()
    finally:
        helper.lock.release()


def start_helpers(wait: float = 0.0) -> list[Helper]:
    """Start the helpers now rather than at the first large batch; with `wait`, wait up to
    that many seconds for them to be ready. Returns the ready ones (for benchmarks, which
    time the steady state, and for tests)."""
    deadline = time.monotonic() + wait
    while True:
        helpers = _live_helpers(helper_count())
        ready = [helper for helper in helpers if _ready_now(helper)]
        if len(ready) == len(helpers) or time.monotonic() >= deadline:
            return ready
        time.sleep(0.02)


def clear_local_caches() -> None:
    """Empty this process's per-code caches (the instructions' and the verify engine's).

    Those are the bounded `lru_cache`s, keyed by code; the unbounded `cache`s hold what is
    loaded once per process (Ruff's rule catalogue, the registry) and stay.
    """
    for name, module in list(sys.modules.items()):
        if not name.startswith(("vibebench.instructions", "vibebench.verify")):
            continue
        for value in list(vars(module).values()):
            parameters = getattr(value, "cache_parameters", None)
            if callable(parameters) and parameters().get("maxsize") is not None:
                value.cache_clear()


def clear_caches() -> None:
    """Empty the per-code caches here and in every ready helper, so the next batch is
    verified as new code is (benchmarks time a reward loop's steady state this way)."""
    clear_local_caches()
    with _helpers_lock:
        helpers = list(_helpers)
    for helper in helpers:
        with helper.lock:
            if not helper.poll_ready():
                continue
            try:
                helper.send(("clear",))
                helper.receive(time.monotonic() + 60.0)
            except HelperError as err:
                logger.warning("a verify helper failed while clearing its caches: %s", err)
                helper.stop()


def stop_helpers() -> None:
    """Stop every helper (at exit, and in tests that need a fresh start)."""
    with _helpers_lock:
        helpers, _helpers[:] = list(_helpers), []
    for helper in helpers:
        helper.stop()


def _forget_in_child() -> None:
    """After fork: the parent's helpers stay the parent's. A forked child (a data loader's
    worker, a multiprocessing pool) talking on the same pipes would garble both sides'
    answers, so the child starts helpers of its own when it needs them."""
    global _helpers_lock  # noqa: PLW0603 - a lock held at fork time is never released here
    _helpers_lock = threading.Lock()
    for helper in _helpers:  # our copies of its pipes: kept open, a helper never sees EOF
        for pipe in (helper.process.stdin, helper.process.stdout):
            with contextlib.suppress(OSError):
                if pipe is not None:
                    pipe.close()
    _helpers.clear()


atexit.register(stop_helpers)
os.register_at_fork(after_in_child=_forget_in_child)
