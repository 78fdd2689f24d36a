"""The one loop every suite runs through: plan, generate, decide, execute, all in the store.

    plan cells -> generate (concurrency, cache, retries, fatal stops) -> decide (extract once,
    verify) -> execute (sandbox; local pool or Ray) -> the store

Each step reads what the store still lacks, so rerunning the same command after a kill
finishes the run without repeating or duplicating anything. Scores are not made here: the
metrics layer reads the store (`vibebench.metrics.score_run`).
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from vibebench.execute._pool import Executor, PoolOptions
from vibebench.models import ResponseCache, RetryPolicy
from vibebench.progress import progress_bar
from vibebench.protocols import Responder, make_responder
from vibebench.run._execute import Execution
from vibebench.run._generate import Generation
from vibebench.run._suite import Cell, Decide, Suite
from vibebench.store import RunStore, SampleKey

ERROR_RATE_THRESHOLD = 0.1
"""Default share of failed generations above which a model is flagged (the paper drops
models whose API failed on more than 10% of requests)."""


@dataclass(frozen=True)
class RunOptions:
    """How to run (not what): these do not change results, so they are not in the run's key."""

    store_path: Path = Path("vibebench-runs/runs.sqlite")
    concurrency: int = 8
    workers: int | None = None
    cache_path: Path | None = None
    show_progress: bool = True
    retry: RetryPolicy | None = None
    """Attempts, per-request timeout and backoff of model calls (the client's default if None)."""
    max_error_rate: float = ERROR_RATE_THRESHOLD
    """A model whose failure rate is above this is flagged: not comparable, left unranked."""
    executor: Executor = "local"
    """Where the sandboxed tests run: `local` (a pool here) or `ray` (a cluster)."""
    ray_address: str | None = None
    """The Ray cluster for `executor="ray"` (default: `auto`, else a local instance)."""

    def pool(self) -> PoolOptions:
        """The sandbox pool's keywords for this run."""
        return PoolOptions(
            workers=self.workers,
            show_progress=self.show_progress,
            executor=self.executor,
            ray_address=self.ray_address,
        )


@dataclass(frozen=True)
class RunOutcome:
    """Where a run (or a resume) left its results, and the models stopped on the way."""

    store_path: Path
    run_id: str
    labels: tuple[str, ...]
    """The run's models in order (a store may hold more from earlier commands)."""
    stopped: dict[str, str] = field(default_factory=dict)
    """Models stopped by a fatal configuration error in this invocation, with the reason."""


def run_suite(suite: Suite, options: RunOptions | None = None) -> RunOutcome:
    """Run (or resume) everything the suite plans, for every model, into the store.

    Every model spec is checked (its client built) before the first request; the plan of a
    single-stage suite is recorded first, so a run killed at any point can later say how
    much of it is done.
    """
    options = options or RunOptions()
    columns = suite.models()
    options.store_path.parent.mkdir(parents=True, exist_ok=True)
    cache = ResponseCache(options.cache_path) if options.cache_path else None
    try:
        responders = [
            (column.label, make_responder(column.spec, column.params, cache, options.retry))
            for column in columns
        ]
        with RunStore.open(options.store_path) as store:
            run_id = store.create_or_get_run(suite.name, suite.identity())
            loop = _Loop(suite, store, run_id, options)
            stopped = asyncio.run(loop.drive(responders))
            loop.execute()
    finally:
        if cache is not None:
            cache.close()
    labels = tuple(column.label for column in columns)
    return RunOutcome(options.store_path, run_id, labels, stopped)


@dataclass
class _Loop:
    suite: Suite
    store: RunStore
    run_id: str
    options: RunOptions
    cells: dict[str, list[Cell]] = field(default_factory=dict)

    def answers(self, label: str):
        def answer(cell: Cell) -> str | None:
            final = self.store.final_generation(cell.key(self.run_id, label))
            return final.response if final else None

        return answer

    async def drive(self, responders: Sequence[tuple[str, Responder]]) -> dict[str, str]:
        """Generate every model's cells (stage by stage), then decide every answer; all in one
        event loop, since clients keep their connections per loop."""
        stopped: dict[str, str] = {}
        try:
            firsts = {
                label: self.suite.plan(label, 0, self.answers(label)) for label, _ in responders
            }
            if self.suite.stages == 1:
                for label, cells in firsts.items():
                    self.store.record_plan(self.run_id, label, len(cells))
            self.record_benchmarks([cell for cells in firsts.values() for cell in cells])
            for label, responder in responders:
                try:
                    reason = await self.generate(label, responder, firsts[label])
                finally:
                    await responder.aclose()
                if reason is not None:
                    stopped[label] = reason
            await self.decide()
        finally:
            await self.suite.aclose()
        return stopped

    async def generate(self, label: str, responder: Responder, first: list[Cell]) -> str | None:
        """One model's stages in order; a model stopped by a fatal error goes no further."""
        generation = Generation(
            responder, self.store, lambda cell: cell.key(self.run_id, label), self.suite.messages
        )
        self.cells[label] = []
        for stage in range(self.suite.stages):
            if stage:
                cells = self.suite.plan(label, stage, self.answers(label))
                self.record_benchmarks(cells)
            else:
                cells = first
            self.cells[label] += cells
            with progress_bar(self.options.show_progress) as progress:
                bar = progress.add_task(f"generating {label}", total=len(cells))
                reason = await generation.run(
                    cells,
                    concurrency=self.options.concurrency,
                    on_done=lambda bar=bar, progress=progress: progress.advance(bar),
                )
            if reason is not None:
                return reason
        return None

    def record_benchmarks(self, cells: Sequence[Cell]) -> None:
        """Which benchmark each task comes from, so results can keep benchmarks apart."""
        named = {
            cell.store_task_id or cell.task.id: cell.benchmark or cell.task.source
            for cell in cells
        }
        self.store.record_benchmarks(self.run_id, named)

    def scored(self) -> list[tuple[SampleKey, Cell]]:
        """Every answer that is judged and tested, with its key (context turns are not)."""
        return [
            (cell.key(self.run_id, label), cell)
            for label, cells in self.cells.items()
            for cell in cells
            if cell.scored
        ]

    async def decide(self) -> None:
        """Hand the suite every generated answer that lacks its extraction or verdicts."""
        keyed = self.scored()
        keys = [key for key, _ in keyed]
        ungenerated = {k.natural() for k in self.store.pending(self.run_id, keys, "generation")}
        undecided = {k.natural() for k in self.store.pending(self.run_id, keys, "extraction")}
        undecided |= {k.natural() for k in self.store.pending(self.run_id, keys, "verification")}
        todo = [
            (key, cell)
            for key, cell in keyed
            if key.natural() in undecided and key.natural() not in ungenerated
        ]
        with progress_bar(self.options.show_progress) as progress:
            bar = progress.add_task("verifying", total=len(todo))
            await self.suite.decide(
                Decide(
                    self.store,
                    todo,
                    lambda done, total: progress.update(bar, completed=done, total=total),
                    ray_address=self._ray_address(),
                )
            )

    def _ray_address(self) -> str | None:
        if self.options.executor != "ray":
            return None
        return self.options.ray_address or "auto"

    def execute(self) -> None:
        """Run the tests of every answer still unexecuted (timeouts calibrated on references
        where the suite asks for it)."""
        if not self.suite.executes:
            return
        items = [(key, cell.task) for key, cell in self.scored()]
        execution = Execution(pool=self.options.pool())
        execution.run(self.store, items, calibrate=self.suite.calibrate_timeouts)
