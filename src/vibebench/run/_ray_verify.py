"""Batched verification as Ray tasks: one task per chunk (one Ruff run), results to the driver.

The driver alone writes the store: each chunk's verdicts come back and are saved as soon as
its task ends, so a killed driver loses only the chunks still running, and a rerun verifies
just those. Chunks go only to nodes that passed the self-check (bubblewrap, the driver's Ruff
version, the sandbox self-test); a chunk whose task fails for good is stored as failing
verdicts carrying the error (fail-closed), once.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from vibebench.errors import SandboxError
from vibebench.execute import SandboxConfig
from vibebench.execute._ray import check_nodes, connect
from vibebench.verify import Extraction, VerifyRequest
from vibebench.verify._helpers import HELPERS_ENV

Chunk = tuple[list[VerifyRequest], list[Extraction]]
Rows = list[dict[str, Any]]
"""One response's verdicts as plain rows (see `run._vibe_decide.verdict_rows`)."""
VerifyChunk = Callable[[list[VerifyRequest], list[Extraction]], list[Rows | None]]

_MAX_RETRIES = 3
"""Ray retries of a chunk whose node died (not of one whose code raised)."""


@dataclass(frozen=True)
class RayVerify:
    """Where verification runs: the Ray cluster at `address` (default: `auto`, else local)."""

    address: str | None = None

    def verify(
        self,
        verify_chunk: VerifyChunk,
        chunks: Sequence[Chunk],
        save: Callable[[int, list[Rows | None]], None],
    ) -> None:
        """Run `verify_chunk` on every chunk as a Ray task; `save(index, results)` as each ends.

        Raises:
            SandboxError: no node of the cluster passed its self-check.
        """
        if not chunks:
            return
        ray = connect(self.address)
        good = [check.node for check in check_nodes(SandboxConfig(), self.address) if check.ok]
        if not good:
            raise SandboxError("no Ray node passed its self-check; nothing can be verified there")
        remote = ray.remote(num_cpus=1, max_retries=_MAX_RETRIES, retry_exceptions=False)(
            _one_cpu(verify_chunk)
        )
        pending = {
            _on(remote, good, index).remote(*chunk): index for index, chunk in enumerate(chunks)
        }
        while pending:
            done, _ = ray.wait(list(pending), num_returns=1)
            index = pending.pop(done[0])
            save(index, _results(ray, done[0], chunks[index]))


def _one_cpu(verify_chunk: VerifyChunk) -> VerifyChunk:
    """`verify_chunk` in the task's own process only: Ray gave the task one CPU, so the
    engine must not share the chunk with helper processes on others (verify/_helpers.py)."""

    def in_one_process(requests: list[VerifyRequest], extractions: list[Extraction]) -> Any:
        os.environ[HELPERS_ENV] = "0"
        return verify_chunk(requests, extractions)

    return in_one_process


def _on(remote: Any, nodes: list[str], index: int) -> Any:
    """The remote function placed on one of the nodes that passed their self-check."""
    from ray.util.scheduling_strategies import NodeAffinitySchedulingStrategy  # noqa: PLC0415

    node = nodes[index % len(nodes)]
    return remote.options(scheduling_strategy=NodeAffinitySchedulingStrategy(node, soft=True))


def _results(ray: Any, ref: Any, chunk: Chunk) -> list[Rows | None]:
    """The chunk's verdicts, or failing verdicts naming the error when its task failed."""
    try:
        return list(ray.get(ref))
    except Exception as err:  # noqa: BLE001 - recorded once, fail-closed, never retried forever
        reason = f"the Ray task failed after {_MAX_RETRIES} retries: {type(err).__name__}"
        requests, _ = chunk
        return [
            [
                {
                    "instruction_id": spec.id,
                    "position": position,
                    "params": spec.params,
                    "passed": False,
                    "diagnostics": [],
                    "error": reason,
                }
                for position, spec in enumerate(request.instructions, start=1)
            ]
            if request.instructions
            else None
            for request in requests
        ]
