"""The worker pool: threads, each driving one sandbox subprocess at a time, and selfcheck.

Threads suffice because the work happens in the sandboxed subprocesses; the Python side only
waits on pipes. A rich progress bar goes to stderr so stdout stays machine-readable.
"""

from __future__ import annotations

import logging
import math
import os
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import FIRST_EXCEPTION, Future, ThreadPoolExecutor, wait
from typing import TYPE_CHECKING, Literal, TypedDict

from vibebench._frozen import FrozenModel
from vibebench.execute._models import ExecutionVerdict, Sample, TimeoutPolicy
from vibebench.execute._runners import ExecutionJob, Runner
from vibebench.progress import progress_bar
from vibebench.tasks import Task

if TYPE_CHECKING:
    from typing_extensions import Unpack

logger = logging.getLogger(__name__)

Executor = Literal["local", "ray"]
"""Where sandboxed batches run: a thread pool here, or Ray tasks on a cluster."""

__all__ = [
    "PoolOptions",
    "SelfCheckReport",
    "check_references",
    "default_batch_size",
    "evaluate_samples",
    "run_jobs",
]


class PoolOptions(TypedDict, total=False):
    """How a batch of jobs is spread: the keywords `run_jobs`, `check_references` and
    `evaluate_samples` share and hand on to each other unchanged."""

    workers: int | None
    """Batches run at a time (default: the machine's cores)."""
    batch_size: int | None
    """Samples per sandbox run (default: `default_batch_size`)."""
    show_progress: bool
    """Draw a progress bar on stderr (default: True)."""
    executor: Executor
    """`local` (a thread pool here, the default) or `ray`."""
    ray_address: str | None
    """The Ray cluster for `executor="ray"` (default: `auto`, else a local instance)."""


_MAX_BATCH = 8
"""Largest default batch: start-up is already amortised well, and a small batch keeps the
work spread over the workers and limits what one sandbox run holds."""


def default_batch_size(jobs: int, workers: int) -> int:
    """Samples per sandbox run: about four batches per worker, at most `_MAX_BATCH`."""
    return max(1, min(_MAX_BATCH, math.ceil(jobs / (4 * workers))))


def run_jobs(
    jobs: Sequence[ExecutionJob],
    runner: Runner,
    *,
    on_verdict: Callable[[ExecutionVerdict], None] | None = None,
    description: str = "executing",
    **options: Unpack[PoolOptions],
) -> list[ExecutionVerdict]:
    """Run every job; verdicts come back in job order, and stream to `on_verdict` as they end.

    Jobs go to the workers in batches of `batch_size` consecutive jobs (default:
    `default_batch_size`); every job still runs in a sealed sandbox of its own. With
    `executor="ray"` the batches are Ray tasks on the cluster at `ray_address` (default:
    `auto`, else a local Ray instance); `on_verdict` still runs here, on the driver only.

    Raises:
        SandboxError: the sandbox failed; verdicts already handed to `on_verdict` are kept and
            batches not yet started are cancelled.
    """
    workers = options.get("workers") or os.cpu_count() or 1
    size = options.get("batch_size") or default_batch_size(len(jobs), workers)
    show_progress = options.get("show_progress", True)
    if options.get("executor", "local") == "ray":
        from vibebench.execute._ray import run_jobs_on_ray  # noqa: PLC0415 - optional extra

        with progress_bar(show_progress) as progress:
            bar = progress.add_task(description, total=len(jobs))
            return run_jobs_on_ray(
                jobs, runner.sandbox.config, batch_size=size, address=options.get("ray_address"),
                on_verdict=on_verdict, on_batch=lambda count: progress.advance(bar, count),
            )  # fmt: skip
    batches = [jobs[start : start + size] for start in range(0, len(jobs), size)]
    with progress_bar(show_progress) as progress, ThreadPoolExecutor(max_workers=workers) as pool:
        bar = progress.add_task(description, total=len(jobs))

        def finished(future: Future[list[ExecutionVerdict]]) -> None:
            if future.cancelled() or future.exception() is not None:
                return
            verdicts = future.result()
            progress.advance(bar, len(verdicts))
            for verdict in verdicts if on_verdict is not None else ():
                on_verdict(verdict)

        futures = []
        for batch in batches:
            future = pool.submit(runner.run_batch, batch)
            future.add_done_callback(finished)
            futures.append(future)
        done, _ = wait(futures, return_when=FIRST_EXCEPTION)
        failed = [future for future in done if future.exception() is not None]
        if failed:
            for future in futures:
                future.cancel()
            raise failed[0].exception()  # type: ignore[misc]
        return [verdict for future in futures for verdict in future.result()]


class SelfCheckReport(FrozenModel):
    """Reference solutions run in the sandbox: a broken environment shows up here first."""

    verdicts: tuple[ExecutionVerdict, ...]
    without_reference: tuple[str, ...] = ()
    """Tasks that have no reference solution, so nothing could be checked."""

    @property
    def failures(self) -> list[ExecutionVerdict]:
        """Reference runs that did not pass."""
        return [verdict for verdict in self.verdicts if not verdict.passed]

    def timeouts(self, policy: TimeoutPolicy) -> dict[str, float]:
        """Per-task CPU limits scaled from each passing reference's measured CPU time."""
        return {
            v.task_id: policy.timeout_for(v.cpu_s if v.cpu_s is not None else v.duration_s)
            for v in self.verdicts
            if v.passed
        }


def check_references(
    tasks: Sequence[Task],
    runner: Runner,
    *,
    timeout_s: float,
    **options: Unpack[PoolOptions],
) -> SelfCheckReport:
    """Run each task's reference solution in the sandbox (as `vibebench selfcheck` does)."""
    jobs = [
        ExecutionJob(task, Sample(task_id=task.id, program=task.reference_solution), timeout_s)
        for task in tasks
        if task.reference_solution is not None
    ]
    verdicts = run_jobs(jobs, runner, description="selfcheck", **options)
    missing = tuple(task.id for task in tasks if task.reference_solution is None)
    return SelfCheckReport(verdicts=tuple(verdicts), without_reference=missing)


def evaluate_samples(
    samples: Sequence[Sample],
    tasks: Mapping[str, Task],
    runner: Runner,
    *,
    policy: TimeoutPolicy | None = None,
    calibrate: bool = True,
    on_verdict: Callable[[ExecutionVerdict], None] | None = None,
    **options: Unpack[PoolOptions],
) -> list[ExecutionVerdict]:
    """Run every sample against its task, timeouts scaled from the reference solutions.

    With `calibrate`, the references of the tasks involved run first and each task's timeout
    is max(floor, multiple x reference time); tasks whose reference is missing or fails get
    the floor (a failing reference is logged: the environment may be broken).
    """
    policy = policy or TimeoutPolicy()
    timeouts: dict[str, float] = {}
    if calibrate:
        involved = [tasks[task_id] for task_id in dict.fromkeys(s.task_id for s in samples)]
        report = check_references(involved, runner, timeout_s=policy.ceiling_s, **options)
        for verdict in report.failures:
            logger.warning(
                "reference of %s does not pass (%s): %s",
                verdict.task_id,
                verdict.status,
                verdict.message,
            )
        timeouts = report.timeouts(policy)
    jobs = [
        ExecutionJob(tasks[s.task_id], s, timeouts.get(s.task_id, policy.floor_s)) for s in samples
    ]
    return run_jobs(jobs, runner, on_verdict=on_verdict, **options)
