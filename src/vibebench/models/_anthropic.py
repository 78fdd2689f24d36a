"""Anthropic models through the official `anthropic` async client.

The Messages API differs from chat completions in ways this module absorbs: the system prompt
is a separate field, max_tokens is required, and the reply is a list of content blocks
(thinking blocks, then text).

Every request streams. Why: the default cap is 32K tokens, and the SDK refuses a
non-streaming request whose answer may take over ten minutes (about 21K tokens at its
assumed rate) unless given a timeout that long; with a stream the per-attempt timeout bounds
each wait for the next bytes instead of the whole answer, and the SDK reassembles the message.
"""

from __future__ import annotations

import random
from collections.abc import Awaitable, Sequence
from typing import Any

import anthropic
import httpx2
from anthropic.types import Message

from vibebench.errors import ModelError
from vibebench.models._pricing import ModelPrice
from vibebench.models._retry import RetryableError, RetryPolicy, call_with_retries
from vibebench.models._sdk import LoopBoundClient, timed_sdk_call
from vibebench.models._settings import DEFAULT_MAX_TOKENS, default_max_tokens
from vibebench.models._types import (
    ChatMessage,
    FailureDetail,
    GenerationParams,
    Model,
    ModelCallError,
    ModelResponse,
    Usage,
)


class AnthropicModel(Model):
    """A Claude model behind the Anthropic Messages API."""

    def __init__(
        self,
        model: str,
        *,
        api_key: str,
        base_url: str | None = None,
        name: str | None = None,
        retry: RetryPolicy | None = None,
        price: ModelPrice | None = None,
    ) -> None:
        """Configure the client; nothing connects until the first request.

        Args:
            model: Model name (`claude-sonnet-4-20250514`).
            api_key: Sent as `x-api-key`.
            base_url: API root without /v1; None is api.anthropic.com.
            name: Label for records and cache keys; defaults to `anthropic/<model>`.
            retry: Attempts, per-request timeout and backoff.
            price: For cost reporting; None reports no cost.
        """
        self.model = model
        self.name = name or f"anthropic/{model}"
        self.base_url = base_url
        self.retry = retry or RetryPolicy()
        self.price = price
        self._rng = random.Random()
        self._clients = LoopBoundClient(
            lambda: anthropic.AsyncAnthropic(
                api_key=api_key,
                base_url=base_url,
                max_retries=0,
                timeout=self.retry.timeout_s,
            )
        )

    async def complete(
        self,
        messages: Sequence[ChatMessage],
        params: GenerationParams | None = None,
        *,
        sample_index: int = 0,
    ) -> ModelResponse:
        """Send one Messages request, retried per the policy (see Model.complete)."""
        request = self._request(messages, params or GenerationParams())
        what = f"{self.name} at {self.base_url or 'api.anthropic.com'}"
        client = self._clients.get()

        def attempt() -> Awaitable[ModelResponse]:
            return timed_sdk_call(
                lambda: _streamed_message(client, request),
                anthropic,
                what,
                lambda message, seconds: self._response(message, seconds, what),
            )

        return await call_with_retries(attempt, self.retry, what=what, rng=self._rng)

    def _request(
        self, messages: Sequence[ChatMessage], params: GenerationParams
    ) -> dict[str, Any]:
        """Build the request: system messages move to `system`, and sampling goes in the body.

        The installed SDK no longer types `temperature`/`top_p` (newer Claude models fix
        them), so they travel as extra body fields when set; set them to None in
        GenerationParams for a model that rejects them (extended thinking does). Unset max
        tokens are the model's default cap (`default_max_tokens`), since the API needs one.
        """
        system = "\n\n".join(m.content for m in messages if m.role == "system")
        turns = [{"role": m.role, "content": m.content} for m in messages if m.role != "system"]
        if not turns:
            raise ModelError(f"{self.name}: the Messages API needs at least one user message")
        max_tokens = params.max_tokens or default_max_tokens("anthropic", self.model)
        request: dict[str, Any] = {
            "model": self.model,
            "messages": turns,
            "max_tokens": max_tokens or DEFAULT_MAX_TOKENS,
        }
        thinking = None
        if params.thinking_budget is not None:
            thinking = {"type": "enabled", "budget_tokens": params.thinking_budget}
        optional = {
            "system": system or None,
            "stop_sequences": list(params.stop) or None,
            "thinking": thinking,
        }
        request.update({key: value for key, value in optional.items() if value is not None})
        body = {"temperature": params.temperature, "top_p": params.top_p}
        body = {key: value for key, value in body.items() if value is not None}
        body.update(params.extra_body or {})
        if body:
            request["extra_body"] = body
        return request

    def _response(self, message: object, latency_s: float, what: str) -> ModelResponse:
        """The reply's text blocks joined; a refusal without text is still a response (its
        stop reason says `refusal`), any other reply without text is an empty answer."""
        if not isinstance(message, Message):
            raise ModelCallError(
                f"{what}: malformed response body: {str(message)[:200]!r}",
                FailureDetail("transport_error"),
            )
        texts = [block.text for block in message.content if block.type == "text"]
        if not texts and message.stop_reason != "refusal":
            raise ModelCallError(
                f"{what}: the response has no text content (nothing was generated)",
                FailureDetail("empty"),
            )
        usage = Usage(
            prompt_tokens=message.usage.input_tokens,
            completion_tokens=message.usage.output_tokens,
        )
        return ModelResponse(
            text="".join(texts),
            usage=usage,
            cost_usd=self.price.cost(usage) if self.price else None,
            latency_s=latency_s,
            model=message.model or self.model,
            finish_reason=message.stop_reason,
        )

    async def aclose(self) -> None:
        """Close this loop's connection pool."""
        await self._clients.aclose()


async def _streamed_message(client: anthropic.AsyncAnthropic, request: dict[str, Any]) -> object:
    """Stream one answer and return the message the SDK assembled from its events.

    Transport failures while reading the stream come from httpx2 itself, outside the SDK's
    error mapping: they are retried like the SDK's own connection errors. A stream that
    ends without a message (the SDK asserts there is one) is returned as a description,
    which the parser reports as a malformed body.
    """
    try:
        async with client.messages.stream(**request) as stream:
            try:
                return await stream.get_final_message()
            except AssertionError:
                return "an event stream with no message"
    except httpx2.TimeoutException as error:
        raise RetryableError("request timed out", timed_out=True) from error
    except httpx2.TransportError as error:
        raise RetryableError(f"connection failed while streaming: {error}") from error
