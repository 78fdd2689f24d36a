"""Generation: drive a responder through a suite's cells, in the order their answers need.

Order of work: every cell that edits no stored answer at once (they are independent), then
the cells one edit deeper, and so on (a multi-turn round k edits round k-1; round 0 is the
base sample). Every finished turn is written to the store at once, so a killed run loses
only the requests in flight, and a rerun skips whatever is stored.
"""

from __future__ import annotations

import asyncio
import time
from collections import Counter
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass

from vibebench.errors import ConfigError, ModelError
from vibebench.models import ChatMessage, FailureDetail, ModelResponse, failure_of
from vibebench.protocols import Responder, TurnRequest
from vibebench.run._suite import Cell
from vibebench.store import GenerationRecord, RunStore, SampleKey

KeyOf = Callable[[Cell], SampleKey]
MessagesOf = Callable[[Cell, GenerationRecord | None], list[ChatMessage]]

FATAL_REPEATS = 3
"""Identical fatal failures (HTTP 400/401/403/404 with the same message) that stop a model."""


class FatalStop:
    """Stops a model once the same fatal configuration error came back FATAL_REPEATS times.

    Why: a wrong key, an unknown model or an unknown parameter fails every request the same
    way; without a stop a run of thousands of samples would send them all. Any answer resets
    the counts (the error then depends on the request, e.g. one prompt too long). The rest
    of the model's samples are stored as `not_attempted`, so a rerun after the fix resumes
    them.
    """

    def __init__(self, repeats: int = FATAL_REPEATS) -> None:
        self.repeats = repeats
        self._counts: Counter[tuple[int | None, str | None]] = Counter()
        self.reason: str | None = None
        """Why the model was stopped; None while it runs."""

    def record(self, detail: FailureDetail | None) -> None:
        """Count one outcome: a failure's detail, or None for an answer."""
        if detail is None:
            self._counts.clear()
            return
        if not detail.fatal or self.reason is not None:
            return
        signature = (detail.http_status, detail.provider_message)
        self._counts[signature] += 1
        if self._counts[signature] >= self.repeats:
            self.reason = (
                f"stopped after {self.repeats} identical failures ({detail.describe()}); "
                "fix the cause and rerun to resume"
            )


def _usage(response: ModelResponse) -> dict[str, float] | None:
    usage: dict[str, float] | None = response.usage.model_dump() if response.usage else None
    if usage is not None and response.cost_usd is not None:
        usage["cost_usd"] = response.cost_usd
    return usage


def answer_record(
    turn: int, sent: list[dict[str, str]], response: ModelResponse
) -> GenerationRecord:
    """The row of a returned response: an answer (ok, truncated) or an empty or refused one,
    which is stored with its text and an error, so it counts as a failure and is retried."""
    status = response.status
    error = None
    if status in ("empty", "refused"):
        reason = response.finish_reason or "none"
        what = "no text" if status == "empty" else "the provider refused to answer"
        error = f"{status}: {what} (finish_reason {reason})"
    return GenerationRecord(
        turn=turn,
        final=True,
        messages=sent,
        response=response.text,
        usage=_usage(response),
        latency_s=response.latency_s,
        error=error,
        status=status,
        finish_reason=response.finish_reason,
    )


def failure_record(
    turn: int, sent: list[dict[str, str]], error: ModelError, latency_s: float
) -> GenerationRecord:
    """The row of a call that raised: its kind, HTTP status and the provider's message."""
    detail = failure_of(error)
    return GenerationRecord(
        turn=turn,
        final=True,
        messages=sent,
        error=str(error),
        latency_s=latency_s,
        status=detail.kind,
        http_status=detail.http_status,
        provider_message=detail.provider_message,
    )


async def respond_and_store(
    responder: Responder,
    store: RunStore,
    key: SampleKey,
    request: TurnRequest,
    turn: int,
    *,
    stop: FatalStop | None = None,
) -> bool:
    """Answer one turn and store it with its outcome; True when it gave an answer.

    A failed call is stored as an error row with its status (`api_error`, ...); a response
    without text or a refusal is stored with its text as a failure too. `stop`, when given,
    is told every outcome, so repeated fatal errors stop the model (see FatalStop).
    """
    sent = [message.model_dump() for message in request.messages]
    started = time.perf_counter()
    try:
        response: ModelResponse = await responder.respond(request)
    except ModelError as err:
        record = failure_record(turn, sent, err, time.perf_counter() - started)
        if stop is not None:
            stop.record(failure_of(err))
    else:
        record = answer_record(turn, sent, response)
        if stop is not None:
            stop.record(None)  # the model answers: its configuration works
    store.put_generation(key, record)
    return record.error is None


def unsent_record(turn: int, status: str, error: str) -> GenerationRecord:
    """The row of a turn never sent (retried on rerun): `status` and `error` say why."""
    return GenerationRecord(turn=turn, final=True, messages=[], error=error, status=status)


def not_attempted_record(turn: int, reason: str) -> GenerationRecord:
    """The row of a sample never sent because its model was stopped (retried on rerun)."""
    return unsent_record(turn, "not_attempted", f"not attempted: {reason}")


@dataclass(frozen=True)
class Generation:
    """One model's generation in a run: who answers, where answers go, what each turn says."""

    responder: Responder
    store: RunStore
    key_of: KeyOf
    messages_of: MessagesOf

    async def run(
        self,
        cells: Sequence[Cell],
        *,
        concurrency: int = 8,
        on_done: Callable[[], None] | None = None,
    ) -> str | None:
        """Generate every cell not yet stored, each after the cell whose answer it edits.

        Returns why the model was stopped (see FatalStop), or None when every cell was
        tried; the cells it never sent are stored as `not_attempted`, and a cell whose
        earlier turn has no answer as `skipped`.

        Raises:
            ConfigError: `concurrency` is below 1 (no request could ever start).
        """
        if concurrency < 1:
            raise ConfigError(f"concurrency must be at least 1, got {concurrency}")
        keys = [self.key_of(cell) for cell in cells]
        run_id = keys[0].run_id if keys else ""
        pending = {key.natural() for key in self.store.pending(run_id, keys, "generation")}
        todo = [cell for cell, key in zip(cells, keys, strict=True) if key.natural() in pending]
        turns = _Turns(self, asyncio.Semaphore(concurrency), FatalStop(), on_done)
        for depth in sorted({cell.depth for cell in todo}):
            await asyncio.gather(*turns.ready([c for c in todo if c.depth == depth]))
        return turns.stop.reason


@dataclass(frozen=True)
class _Turns:
    """The turns of one depth: sent under the concurrency gate, stopped on fatal errors."""

    generation: Generation
    gate: asyncio.Semaphore
    stop: FatalStop
    on_done: Callable[[], None] | None

    def ready(self, cells: Sequence[Cell]) -> list[Awaitable[None]]:
        """The requests to send; cells that cannot be sent are stored as such at once."""
        store, key_of = self.generation.store, self.generation.key_of
        jobs = []
        for cell in cells:
            if cell.after is None:
                jobs.append(self.one(cell, None))
            elif self.stop.reason is not None:
                self.store_without_request(cell, not_attempted_record(cell.turn, self.stop.reason))
            elif (previous := store.final_generation(key_of(cell.after))) is None:
                self.store_without_request(cell, _skipped_record(cell.turn))
            else:
                jobs.append(self.one(cell, previous))
        return jobs

    def store_without_request(self, cell: Cell, record: GenerationRecord) -> None:
        self.generation.store.put_generation(self.generation.key_of(cell), record)
        if self.on_done is not None:
            self.on_done()

    async def one(self, cell: Cell, previous: GenerationRecord | None) -> None:
        async with self.gate:
            if self.stop.reason is not None:
                self.store_without_request(cell, not_attempted_record(cell.turn, self.stop.reason))
                return
            await self.send(cell, previous)
        if self.on_done is not None:
            self.on_done()

    async def send(self, cell: Cell, previous: GenerationRecord | None) -> bool:
        """Generate and store one cell's turn; False when the model failed."""
        generation = self.generation
        request = TurnRequest(
            task=cell.task,
            setting=cell.setting,
            k=cell.k,
            sample=cell.sample,
            messages=generation.messages_of(cell, previous),
            instructions=cell.instructions,
            previous_response=previous.response if previous else cell.previous_response,
        )
        key = generation.key_of(cell)
        return await respond_and_store(
            generation.responder, generation.store, key, request, cell.turn, stop=self.stop
        )


def _skipped_record(round_k: int) -> GenerationRecord:
    """A round that cannot run: the round it edits has no answer (that row says why)."""
    return unsent_record(round_k, "skipped", f"round {round_k - 1} has no response to edit")
