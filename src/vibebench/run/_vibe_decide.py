"""VeriCode's decision: extract every new response once and verify its instructions.

Verification reads what the store still lacks (`RunStore.pending`), so reruns do only the
rest; it is one batched engine call per chunk.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence

from vibebench.run._vibe_plan import PlannedSample
from vibebench.store import ExtractionRecord, RunStore, SampleKey, VerdictRecord
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
) -> int:
    """Store the extraction and instruction verdicts of every generated, unverified sample.

    `on_progress(done, total)` is called after each chunk (for a progress bar).
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
    for start in range(0, len(todo), VERIFY_CHUNK):
        _verify_chunk(store, todo[start : start + VERIFY_CHUNK])
        if on_progress is not None:
            on_progress(min(start + VERIFY_CHUNK, len(todo)), len(todo))
    return len(todo)


def _verify_chunk(store: RunStore, chunk: Sequence[tuple[PlannedSample, SampleKey]]) -> None:
    """Extract each response once, with its task's entry point, and verify that same code.

    The extraction stored here is the code the tests run (`execute_pending` reads it); the
    verify engine, which only sees the response, is given the same extraction through
    `pinned_extractions`, so instructions are judged on the code that is executed.
    """
    responses = [
        final.response if (final := store.final_generation(key)) else "" for _, key in chunk
    ]
    extractions = [
        extract_code(response, entry_point=unit.planned.task.entry_point)
        for (unit, _), response in zip(chunk, responses, strict=True)
    ]
    results = _verify_extracted(
        [
            VerifyRequest(task_id=key.task_id, response=response, instructions=unit.instructions)
            for (unit, key), response in zip(chunk, responses, strict=True)
        ],
        extractions,
    )
    for (_, key), extraction, result in zip(chunk, extractions, results, strict=True):
        store.put_extraction(
            key,
            ExtractionRecord(
                code=extraction.code,
                method=extraction.method,
                error=extraction.reason if extraction.code is None else None,
            ),
        )
        if result is None:
            continue
        store.put_verdicts(
            key,
            [
                VerdictRecord(
                    instruction_id=verdict.instruction_id,
                    position=position,
                    params=verdict.params,
                    passed=verdict.passed,
                    diagnostics=[d.model_dump() for d in verdict.diagnostics],
                    error=verdict.error,
                )
                for position, verdict in enumerate(result.verdicts, start=1)
            ],
        )


def _verify_extracted(
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
