"""Typed values of the execute stage: sandbox limits and results, samples and verdicts."""

from __future__ import annotations

import sys
from typing import Literal

from pydantic import Field

from vibebench._frozen import FrozenModel

__all__ = [
    "ExecutionStatus",
    "ExecutionVerdict",
    "Isolation",
    "IsolationChoice",
    "Sample",
    "SandboxConfig",
    "SandboxLimits",
    "SandboxResult",
    "TestDetail",
    "TimeoutPolicy",
]

Isolation = Literal["bwrap", "rlimits"]
"""The isolation a run actually got: bubblewrap namespaces + rlimits, or rlimits alone."""

IsolationChoice = Literal["auto", "bwrap", "rlimits"]
"""What the caller asks for; `auto` uses bubblewrap when installed and warns loudly if not."""

ExecutionStatus = Literal["passed", "failed", "error", "timeout"]
"""passed: every test ran and passed; failed: an assertion or comparison failed; error: an
exception, syntax or import error, missing entry point, or a killed process; timeout: the
wall-clock (or CPU) limit ended the run."""

_GIB = 1024**3
_MIB = 1024**2


class SandboxLimits(FrozenModel):
    """Resource limits applied to every process of one sandboxed run."""

    memory_bytes: int = Field(default=4 * _GIB, gt=0)
    """Memory of one sample: its cgroup's limit over all its processes when cgroups are
    writable, and RLIMIT_AS per process always (numpy/pandas need a few hundred MiB)."""
    file_size_bytes: int = Field(default=64 * _MIB, gt=0)
    """Largest file a run may write (RLIMIT_FSIZE)."""
    max_processes: int = Field(default=256, gt=0)
    """Processes of one sample: RLIMIT_NPROC of the sample's own uid (and its cgroup's
    pids.max where cgroups are delegated), so one sample's fork bomb never starves another."""
    output_tail_bytes: int = Field(default=16 * 1024, gt=0)
    """How much of the end of stdout and of stderr a result keeps."""
    output_kill_bytes: int = Field(default=16 * _MIB, gt=0)
    """Total stdout+stderr after which the run is killed (memory stays bounded either way)."""
    cpu_slack_s: float = Field(default=1.0, ge=0)
    """For one-off `run_python` runs: RLIMIT_CPU is the wall timeout plus this."""
    disk_bytes: int = Field(default=512 * _MIB, gt=0)
    """Size of each sample's own tmpfs (its /tmp, /var/tmp and /dev/shm together)."""
    max_open_files: int = Field(default=1024, gt=0)
    """RLIMIT_NOFILE of each sample process."""
    wall_multiple: float = Field(default=3.0, ge=1)
    """A sample's wall-clock backstop is its CPU limit times this, plus `wall_slack_s`:
    generous, so a busy machine does not fail correct code; CPU time is the real limit."""
    wall_slack_s: float = Field(default=2.0, ge=0)


class SandboxConfig(FrozenModel):
    """How to sandbox: isolation wanted, interpreter, uid and limits."""

    isolation: IsolationChoice = "auto"
    python: str = sys.executable
    """Interpreter run inside the sandbox; its prefix is bound read-only."""
    sandbox_uid: int = 65534
    """Unprivileged uid (and gid) the code runs as; 65534 is `nobody`."""
    limits: SandboxLimits = SandboxLimits()


class SandboxResult(FrozenModel):
    """What one sandboxed process did (the code failing is data, not an exception)."""

    returncode: int | None
    """Exit code; negative is a signal; None when the wall clock killed it."""
    timed_out: bool
    output_limit_exceeded: bool
    stdout_tail: str
    stderr_tail: str
    duration_s: float
    isolation: Isolation
    files: dict[str, str] = Field(default_factory=dict)
    """Files read back from the work dir after the run (regular files only, size-capped)."""
    channel: str = ""
    """What the program wrote to its private channel fd (the harness's results), if asked."""


class TimeoutPolicy(FrozenModel):
    """CPU-time limit per sample: max(floor, multiple x reference time), at most ceiling.

    The reference solution's measured CPU time (its wall time where CPU was not measured)
    scales the limit; CPU time does not grow when the machine is busy, and the wall clock is
    only a generous backstop (`SandboxLimits.wall_multiple`).
    """

    floor_s: float = Field(default=5.0, gt=0)
    multiple: float = Field(default=4.0, gt=0)
    ceiling_s: float = Field(default=120.0, gt=0)

    def timeout_for(self, reference_time_s: float | None) -> float:
        """Return the timeout for a task whose reference took `reference_time_s` (None: floor)."""
        if reference_time_s is None:
            return self.floor_s
        return min(self.ceiling_s, max(self.floor_s, self.multiple * reference_time_s))


class Sample(FrozenModel):
    """One complete program to test against one task."""

    task_id: str
    program: str
    """The whole program (code prefix already joined for completions)."""
    completion_id: int = 0
    """Index of this sample among the task's samples (for pass@k and resuming)."""


class TestDetail(FrozenModel):
    """The outcome of one test: a unittest method, a `check` call or one case."""

    __test__ = False  # not a pytest class

    name: str
    status: ExecutionStatus
    message: str = ""


CAUGHT_TAMPERING = "caught_tampering"
"""The flag of a run the unittest harness caught tampering (the runner adds it from the
harness's report, beside the static scan's flags)."""


class ExecutionVerdict(FrozenModel):
    """The verdict of running one sample's tests in the sandbox."""

    task_id: str
    completion_id: int = 0
    status: ExecutionStatus
    tests: tuple[TestDetail, ...] = ()
    duration_s: float
    isolation: Isolation
    stdout_tail: str = ""
    stderr_tail: str = ""
    message: str = ""
    """Why the run as a whole ended the way it did (timeout, killed, harness error)."""
    cpu_s: float | None = None
    """CPU seconds the sample used (all its processes when cgroups are delegated)."""
    machine_busy: bool = False
    """A timeout that hit the wall-clock backstop while the sample was starved of CPU, twice:
    `timeout (machine busy)`, not slow code."""
    memory_bound: str = ""
    """How memory was bounded: `cgroup-v1`/`cgroup-v2` (all processes of the sample) or
    `rlimit-per-process`."""
    flags: tuple[str, ...] = ()
    """Reward-hack flags from a static scan of the program (`process_exit`, `frame_introspection`,
    ...). A flag never turns a failure into a pass; a trainer may filter or penalise on it."""

    @property
    def passed(self) -> bool:
        """True when every test ran and passed."""
        return self.status == "passed"

    @property
    def caught_tampering(self) -> bool:
        """Whether the unittest harness caught the program tampering: its passes may be the
        tampering's, so it earns nothing."""
        return CAUGHT_TAMPERING in self.flags
