"""VeriCode's decision: extract every new response once and verify its instructions.

Verification reads what the store still lacks (`RunStore.pending`), so reruns do only the
rest; it is one batched engine call per chunk.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from vibebench.run._ray_verify import RayVerify
from vibebench.run._suite import extraction_record
from vibebench.run._vibe_plan import PlannedSample
from vibebench.store import RunStore, SampleKey, VerdictRecord
from vibebench.verify import Extraction, ResponseVerdicts, VerifyRequest, extract_code, verify
from vibebench.verify._extract import pin_rounds, pinned_extractions

logger = logging.getLogger(__name__)

VERIFY_CHUNK = 1000
"""Responses per engine call: one Ruff run each."""


def extract_and_verify(
    store: RunStore,
    units: Sequence[PlannedSample],
    keys: Sequence[SampleKey],
    on_progress: Callable[[int, int], None] | None = None,
    ray: RayVerify | None = None,
) -> int:
    """Store the extraction and instruction verdicts of every generated, unverified sample.

    `on_progress(done, total)` is called after each chunk (for a progress bar). With `ray`,
    each chunk's Ruff run is a Ray task on the cluster; the verdicts come back here, the one
    writer of the store, chunk by chunk as they finish.
    """
    if not keys:
        return 0
    run_id = keys[0].run_id
    generated = {k.natural() for k in keys} - {
        k.natural() for k in store.pending(run_id, keys, "generation")
    }
    needs = {k.natural() for k in store.pending(run_id, keys, "extraction")}
    needs |= {k.natural() for k in store.pending(run_id, keys, "verification")}
    todo = [
        (unit, key)
        for unit, key in zip(units, keys, strict=True)
        if key.natural() in needs and key.natural() in generated
    ]
    chunks = [
        _Chunk.read(store, todo[at : at + VERIFY_CHUNK])
        for at in range(0, len(todo), VERIFY_CHUNK)
    ]
    done = 0

    def save(index: int, results: list[VerdictRows | None]) -> None:
        nonlocal done
        chunks[index].save(store, results)
        done += len(chunks[index].keys)
        if on_progress is not None:
            on_progress(done, len(todo))

    if ray is None:
        for index, chunk in enumerate(chunks):
            save(index, verdict_rows(chunk.requests, chunk.extractions))
    else:
        ray.verify(verdict_rows, [(c.requests, c.extractions) for c in chunks], save)
    return len(todo)


@dataclass(frozen=True)
class _Chunk:
    """One engine call's worth of responses: each extracted once, with its task's entry point.

    The extraction stored is the code the tests run; the verify engine, which only sees the
    response, is given the same extraction through `pinned_extractions`, so instructions are
    judged on the code that is executed.
    """

    keys: list[SampleKey]
    requests: list[VerifyRequest]
    extractions: list[Extraction]

    @classmethod
    def read(cls, store: RunStore, chunk: Sequence[tuple[PlannedSample, SampleKey]]) -> _Chunk:
        responses = [
            final.response if (final := store.final_generation(key)) else "" for _, key in chunk
        ]
        return cls(
            keys=[key for _, key in chunk],
            requests=[
                VerifyRequest(task_id=key.task_id, response=text, instructions=unit.instructions)
                for (unit, key), text in zip(chunk, responses, strict=True)
            ],
            extractions=[
                extract_code(text, entry_point=unit.planned.task.entry_point)
                for (unit, _), text in zip(chunk, responses, strict=True)
            ],
        )

    def save(self, store: RunStore, results: Sequence[VerdictRows | None]) -> None:
        for key, extraction, rows in zip(self.keys, self.extractions, results, strict=True):
            store.put_extraction(key, extraction_record(extraction))
            if rows is not None:
                store.put_verdicts(key, [VerdictRecord(**row) for row in rows])


VerdictRows = list[dict[str, Any]]
"""One response's verdicts as the store's rows (plain data: cheap to send back from Ray)."""


def verdict_rows(
    requests: Sequence[VerifyRequest], extractions: Sequence[Extraction]
) -> list[VerdictRows | None]:
    """`verify_extracted`, each response's verdicts as plain rows of the store's verdicts.

    Plain dicts, not models, because on Ray they travel back to the driver: pickling
    pydantic verdicts cost about a fifth of the verification time (benchmarks/scale_out.py).
    """
    return [
        None if result is None else _rows(result)
        for result in verify_extracted(requests, extractions)
    ]


def _rows(result: ResponseVerdicts) -> VerdictRows:
    return [
        {
            "instruction_id": verdict.instruction_id,
            "position": position,
            "params": verdict.params,
            "passed": verdict.passed,
            "diagnostics": [d.model_dump() for d in verdict.diagnostics],
            "error": verdict.error,
        }
        for position, verdict in enumerate(result.verdicts, start=1)
    ]


def verify_extracted(
    requests: Sequence[VerifyRequest], extractions: Sequence[Extraction]
) -> list[ResponseVerdicts | None]:
    """Verdicts of the requests that have instructions (None for the others), each judged on
    its given extraction; one engine call per pin round (one, unless two tasks extracted the
    same response text differently)."""
    results: list[ResponseVerdicts | None] = [None] * len(requests)
    todo = [index for index, request in enumerate(requests) if request.instructions]
    responses = [requests[index].response for index in todo]
    for indexes, pins in pin_rounds(responses, [extractions[index] for index in todo]):
        with pinned_extractions(pins):
            verdicts = verify([requests[todo[index]] for index in indexes])
        for index, verdict in zip(indexes, verdicts, strict=True):
            results[todo[index]] = verdict
    return results
