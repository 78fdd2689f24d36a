"""The one model interface: messages in, a response with usage and cost out.

Every client (OpenAI-compatible, Anthropic, LiteLLM, a Python function, the cache wrapper)
implements `Model.complete`; protocols only ever see this interface, so they can be tested
with a function and run against any provider unchanged.
"""

from __future__ import annotations

import abc
import asyncio
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from types import TracebackType
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from vibebench.errors import ModelError, ModelTimeoutError

Role = Literal["system", "user", "assistant"]

ResponseStatus = Literal["ok", "truncated", "empty", "refused"]
"""What a returned response amounts to (see `response_status`)."""

FailureKind = Literal["api_error", "transport_error", "empty", "refused", "error"]
"""Why a call gave no usable answer: the API said no (an HTTP error status), the exchange
broke (timeout, dropped connection, a body that is not an API answer), the model answered
nothing or refused, or another failure of whoever answers (an offline baseline's tooling)."""

TRUNCATION_REASONS = frozenset({"length", "max_tokens", "model_context_window_exceeded"})
"""Finish reasons meaning the answer was cut at the token limit (OpenAI, Anthropic)."""

REFUSAL_REASONS = frozenset({"content_filter", "refusal"})
"""Finish reasons meaning the provider withheld the answer (OpenAI, Anthropic)."""

FATAL_HTTP_STATUSES = frozenset({400, 401, 403, 404})
"""Statuses that repeat for every request of a misconfigured model: a bad request
(unknown parameter), a missing or wrong key, no access, an unknown model."""


class ChatMessage(BaseModel):
    """One turn of a conversation."""

    model_config = ConfigDict(frozen=True)

    role: Role
    content: str


class GenerationParams(BaseModel):
    """Decoding parameters; None leaves the provider's default in place."""

    model_config = ConfigDict(frozen=True)

    temperature: float | None = Field(default=0.0, ge=0.0, le=2.0)
    """0 is greedy; None sends nothing and takes the provider's default."""
    max_tokens: int | None = Field(default=None, ge=1)
    """Completion length cap; Anthropic requires one, so its client fills in a default."""
    top_p: float | None = Field(default=None, gt=0.0, le=1.0)
    seed: int | None = None
    """Passed to providers that accept one (OpenAI-compatible); ignored by Anthropic."""
    stop: tuple[str, ...] = ()
    """Stop sequences."""
    reasoning_effort: str | None = None
    """OpenAI's `reasoning_effort` (minimal, low, medium, high...); Anthropic ignores it."""
    thinking_budget: int | None = Field(default=None, ge=1024)
    """Anthropic extended thinking: `budget_tokens` (at least 1024, below max_tokens)."""
    extra_body: dict[str, Any] | None = None
    """Fields added to the request body as they are (they win over the ones above)."""

    @property
    def is_sampling(self) -> bool:
        """Whether repeated calls may differ (so the cache must keep samples apart)."""
        return self.temperature is None or self.temperature > 0


class Usage(BaseModel):
    """Token counts as the provider reported them."""

    model_config = ConfigDict(frozen=True)

    prompt_tokens: int = Field(ge=0)
    completion_tokens: int = Field(ge=0)


class ModelResponse(BaseModel):
    """What a model returned for one request."""

    model_config = ConfigDict(frozen=True)

    text: str
    usage: Usage | None = None
    """None when the provider did not report token counts."""
    cost_usd: float | None = None
    """From the price table when the model is in it and usage is known; None otherwise."""
    latency_s: float = Field(ge=0.0)
    """Wall-clock time of the successful attempt (the original call's, for cache hits)."""
    model: str
    """The model name the provider reported."""
    finish_reason: str | None = None
    """Provider's reason: stop, length, end_turn, max_tokens, ..."""
    cached: bool = False
    """True when served from the response cache without a request."""

    @property
    def status(self) -> ResponseStatus:
        """ok, truncated (cut at the token limit), empty (no text) or refused."""
        return response_status(self.text, self.finish_reason)


def response_status(text: str, finish_reason: str | None) -> ResponseStatus:
    """Classify a returned answer; a refusal wins, then no text at all, then truncation.

    An answer cut off before any text is `empty`: there is nothing to score either way.
    """
    if finish_reason in REFUSAL_REASONS:
        return "refused"
    if not text.strip():
        return "empty"
    if finish_reason in TRUNCATION_REASONS:
        return "truncated"
    return "ok"


@dataclass(frozen=True)
class FailureDetail:
    """What is known about a failed call: its kind and, for API errors, what the API said."""

    kind: FailureKind
    http_status: int | None = None
    """The HTTP status of the last attempt, for `api_error`."""
    provider_message: str | None = None
    """The provider's own error message (`error.message` of the body), when it sent one."""

    @property
    def fatal(self) -> bool:
        """An error that every further request of this model would repeat (bad key, ...)."""
        return self.kind == "api_error" and self.http_status in FATAL_HTTP_STATUSES

    def describe(self) -> str:
        """`HTTP 401: Invalid API key.`, or the kind alone when nothing more is known."""
        head = f"HTTP {self.http_status}" if self.http_status is not None else self.kind
        return f"{head}: {self.provider_message}" if self.provider_message else head


class ModelCallError(ModelError):
    """A model call that ended without a usable answer, with what is known about why."""

    def __init__(self, message: str, detail: FailureDetail) -> None:
        super().__init__(message)
        self.detail = detail


def failure_of(error: ModelError) -> FailureDetail:
    """The detail of any ModelError: timeouts are transport errors, unknown ones `error`."""
    if isinstance(error, ModelCallError):
        return error.detail
    if isinstance(error, ModelTimeoutError):
        return FailureDetail("transport_error")
    return FailureDetail("error")


@dataclass(frozen=True)
class CompletionOutcome:
    """One item of `complete_many`: a response or the error that ended it, never both."""

    response: ModelResponse | None
    error: ModelError | None = None

    @property
    def ok(self) -> bool:
        """Whether the request produced a response."""
        return self.response is not None

    def unwrap(self) -> ModelResponse:
        """Return the response, or raise the error that replaced it."""
        if self.response is None:
            raise self.error if self.error is not None else ModelError("no response")
        return self.response


OnDone = Callable[[int, CompletionOutcome], None]
"""Called with (index, outcome) as each item finishes, e.g. to store it or advance a bar."""


class Model(abc.ABC):
    """A chat model behind one async interface.

    Implementations raise ModelError (ModelTimeoutError for timeouts) once their retries are
    spent; they never return a half-filled response.
    """

    name: str
    """Stable label (the model spec), used in cache keys and run records."""

    async def complete(
        self,
        messages: Sequence[ChatMessage],
        params: GenerationParams | None = None,
        *,
        sample_index: int = 0,
    ) -> ModelResponse:
        """Generate one reply to `messages`.

        Args:
            messages: The conversation so far, system message first if any.
            params: Decoding parameters (defaults: greedy, provider's max tokens).
            sample_index: Which of n samples this is; keeps cached samples apart.

        Raises:
            ModelError: The request failed for good.
            ModelTimeoutError: Every attempt timed out.
        """
        return await self._complete(messages, params or GenerationParams(), sample_index)

    @abc.abstractmethod
    async def _complete(
        self, messages: Sequence[ChatMessage], params: GenerationParams, sample_index: int
    ) -> ModelResponse:
        """What `complete` does once the defaults are filled in; each model implements it."""

    async def complete_many(
        self,
        conversations: Sequence[Sequence[ChatMessage]],
        params: GenerationParams | None = None,
        *,
        concurrency: int = 8,
        sample_indices: Sequence[int] | None = None,
        on_done: OnDone | None = None,
    ) -> list[CompletionOutcome]:
        """Complete many conversations with at most `concurrency` requests in flight.

        Results keep the input order. A ModelError becomes that item's outcome and does not
        cancel the others; any other exception is a bug and is raised once all items finished.
        """
        if concurrency < 1:
            raise ValueError(f"concurrency must be at least 1, got {concurrency}")
        indices = list(sample_indices) if sample_indices is not None else [0] * len(conversations)
        if len(indices) != len(conversations):
            raise ValueError("sample_indices must have one entry per conversation")
        gate = asyncio.Semaphore(concurrency)

        async def run_one(position: int) -> CompletionOutcome:
            async with gate:
                try:
                    response = await self.complete(
                        conversations[position], params, sample_index=indices[position]
                    )
                    outcome = CompletionOutcome(response=response)
                except ModelError as error:
                    outcome = CompletionOutcome(response=None, error=error)
            if on_done is not None:
                on_done(position, outcome)
            return outcome

        results = await asyncio.gather(
            *(run_one(position) for position in range(len(conversations))),
            return_exceptions=True,
        )
        for result in results:
            if isinstance(result, BaseException):
                raise result
        return [result for result in results if isinstance(result, CompletionOutcome)]

    async def aclose(self) -> None:  # noqa: B027 - an optional hook; most models hold nothing
        """Release connections; the default model holds none."""

    async def __aenter__(self) -> Model:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        await self.aclose()
