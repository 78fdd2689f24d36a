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

from collections.abc import Sequence
from typing import Any, ClassVar

import anthropic
import httpx2
from anthropic.types import Message

from vibebench.errors import ModelError
from vibebench.models._retry import RetryableError
from vibebench.models._sdk import Reply, SdkModel, nothing_generated
from vibebench.models._settings import DEFAULT_MAX_TOKENS, default_max_tokens
from vibebench.models._types import (
    ChatMessage,
    FailureDetail,
    GenerationParams,
    ModelCallError,
    Usage,
)


class AnthropicModel(SdkModel):
    """A Claude model behind the Anthropic Messages API.

    `api_key` is sent as `x-api-key`; `base_url` is the API root without /v1 (None is
    api.anthropic.com); the default name is `anthropic/<model>`.
    """

    sdk: ClassVar = anthropic
    sdk_client: ClassVar = anthropic.AsyncAnthropic
    label: ClassVar[str] = "anthropic"
    public_host: ClassVar[str | None] = "api.anthropic.com"

    async def _send(self, client: anthropic.AsyncAnthropic, request: dict[str, Any]) -> object:
        return await _streamed_message(client, request)

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

    def _read(self, message: object) -> Reply:
        """The reply's text blocks joined; a refusal without text is still a response (its
        stop reason says `refusal`), any other reply without text is an empty answer."""
        if not isinstance(message, Message):
            raise ModelCallError(
                f"{self._what}: malformed response body: {str(message)[:200]!r}",
                FailureDetail("transport_error"),
            )
        texts = [block.text for block in message.content if block.type == "text"]
        if not texts and message.stop_reason != "refusal":
            raise nothing_generated(self._what, "text content")
        usage = Usage(
            prompt_tokens=message.usage.input_tokens,
            completion_tokens=message.usage.output_tokens,
        )
        return Reply("".join(texts), usage, message.model, message.stop_reason)


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
