"""Generation: drive a responder through base, single-turn and multi-turn samples.

Order of work: base and single-turn samples all at once (they are independent), then the
multi-turn rounds, round k editing the stored response of round k-1 (round 0 is the base
sample). Every finished turn is written to the store at once, so a killed run loses only the
requests in flight, and a rerun skips whatever is stored.
"""

from __future__ import annotations

import asyncio
import time
from collections import Counter
from collections.abc import Callable, Sequence

from vibebench.errors import ConfigError, ModelError
from vibebench.models import ChatMessage, FailureDetail, ModelResponse, failure_of
from vibebench.protocols._plan import PlannedSample
from vibebench.protocols._prompts import base_messages, edit_turn_message, single_turn_messages
from vibebench.protocols._responders import Responder, TurnRequest
from vibebench.store import GenerationRecord, RunStore, SampleKey

KeyOf = Callable[[PlannedSample], SampleKey]

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


def _with_system(messages: list[ChatMessage], system_prompt: str | None) -> list[ChatMessage]:
    """The messages with the run's `--system-prompt`: None keeps the benchmark's, "" drops it."""
    if system_prompt is None:
        return messages
    turns = [message for message in messages if message.role != "system"]
    if not system_prompt:
        return turns
    return [ChatMessage(role="system", content=system_prompt), *turns]


def _messages_for(
    unit: PlannedSample, previous: GenerationRecord | None, system_prompt: str | None = None
) -> list[ChatMessage]:
    """The exact conversation of one turn; multi-turn rounds reuse the stored history, so
    the system prompt of round 0 (the base sample) carries through."""
    if unit.setting == "base":
        return _with_system(base_messages(unit.planned.task), system_prompt)
    if unit.setting == "single":
        messages = single_turn_messages(unit.planned.task, unit.instructions)
        return _with_system(messages, system_prompt)
    if previous is None:
        msg = "a multi-turn round needs the previous round"
        raise ValueError(msg)
    history = [ChatMessage(**message) for message in previous.messages]
    return [
        *history,
        ChatMessage(role="assistant", content=previous.response),
        edit_turn_message(unit.instructions[-1]),
    ]


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


def not_attempted_record(turn: int, reason: str) -> GenerationRecord:
    """The row of a sample never sent because its model was stopped (retried on rerun)."""
    return GenerationRecord(
        turn=turn,
        final=True,
        messages=[],
        error=f"not attempted: {reason}",
        status="not_attempted",
    )


async def _generate_one(
    responder: Responder,
    store: RunStore,
    key: SampleKey,
    unit: PlannedSample,
    previous: GenerationRecord | None,
    stop: FatalStop,
    system_prompt: str | None = None,
) -> bool:
    """Generate and store one sample's turn; False when the model failed."""
    request = TurnRequest(
        task=unit.planned.task,
        setting=unit.setting,
        k=unit.k,
        sample=unit.sample,
        messages=_messages_for(unit, previous, system_prompt),
        instructions=unit.instructions,
        previous_response=previous.response if previous else None,
    )
    return await respond_and_store(responder, store, key, request, _turn(unit), stop=stop)


def _turn(unit: PlannedSample) -> int:
    return unit.k if unit.setting == "multi" else 0


def _previous_round(unit: PlannedSample) -> PlannedSample:
    """The sample a multi-turn round edits: round k-1, or the base sample for round 1."""
    if unit.k == 1:
        return PlannedSample(unit.planned, "base", 0, unit.sample)
    return PlannedSample(unit.planned, "multi", unit.k - 1, unit.sample)


async def generate(
    responder: Responder,
    store: RunStore,
    units: Sequence[PlannedSample],
    key_of: KeyOf,
    *,
    concurrency: int = 8,
    on_done: Callable[[], None] | None = None,
    system_prompt: str | None = None,
) -> str | None:
    """Generate every unit not yet stored, respecting multi-turn order.

    Returns why the model was stopped (see FatalStop), or None when every unit was tried;
    the units it never sent are stored as `not_attempted`. `system_prompt` replaces the
    benchmark's system prompt ("" sends none; None keeps it).

    Raises:
        ConfigError: `concurrency` is below 1 (no request could ever start).
    """
    if concurrency < 1:
        raise ConfigError(f"concurrency must be at least 1, got {concurrency}")
    run_id = key_of(units[0]).run_id if units else ""
    todo = {key_of(unit).natural() for unit in units}
    todo &= {
        key.natural() for key in store.pending(run_id, [key_of(u) for u in units], "generation")
    }
    gate = asyncio.Semaphore(concurrency)
    stop = FatalStop()

    def store_without_request(unit: PlannedSample, record: GenerationRecord) -> None:
        store.put_generation(key_of(unit), record)
        if on_done is not None:
            on_done()

    async def one(unit: PlannedSample, previous: GenerationRecord | None) -> None:
        async with gate:
            if stop.reason is not None:
                store_without_request(unit, not_attempted_record(_turn(unit), stop.reason))
                return
            await _generate_one(
                responder, store, key_of(unit), unit, previous, stop, system_prompt
            )
        if on_done is not None:
            on_done()

    first = [u for u in units if u.setting != "multi" and key_of(u).natural() in todo]
    await asyncio.gather(*(one(unit, None) for unit in first))
    multi = sorted((u for u in units if u.setting == "multi"), key=lambda u: u.k)
    for round_k in sorted({u.k for u in multi}):
        jobs = []
        for unit in (u for u in multi if u.k == round_k):
            if key_of(unit).natural() not in todo:
                continue
            if stop.reason is not None:
                store_without_request(unit, not_attempted_record(round_k, stop.reason))
                continue
            previous = store.final_generation(key_of(_previous_round(unit)))
            if previous is None:
                store_without_request(unit, _skipped_record(round_k))
                continue
            jobs.append(one(unit, previous))
        await asyncio.gather(*jobs)
    return stop.reason


def _skipped_record(round_k: int) -> GenerationRecord:
    """A round that cannot run: the round it edits has no answer (that row says why)."""
    return GenerationRecord(
        turn=round_k,
        final=True,
        messages=[],
        error=f"round {round_k - 1} has no response to edit",
        status="skipped",
    )
