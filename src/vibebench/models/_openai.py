"""OpenAI-compatible chat models through the official `openai` async client.

One client covers OpenAI, vLLM, Ollama, OpenRouter, Together and anything else serving
/v1/chat/completions: only the base URL and key differ.

The SDK sends every request (its httpx2 pool, URL conventions, default and auth headers and
HTTP error mapping) through `client.post` with a plain JSON body and the raw response, which
a small wire model validates: the SDK's TypedDict request transform and response model
construction cost half of the client's CPU and add nothing we read. A hand-written HTTP/1.1
transport for plain-http servers used to sit beside it; `benchmarks/generation_concurrency.py`
showed it no faster at the regime models run in (concurrency 64, answers of 1-10 s), so it
went (docs/models.md has the figures).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

import httpx2
import openai
from pydantic import BaseModel, ValidationError

from vibebench.models._sdk import Reply, SdkModel, nothing_generated
from vibebench.models._settings import is_openai_reasoning
from vibebench.models._types import (
    ChatMessage,
    FailureDetail,
    GenerationParams,
    ModelCallError,
    Usage,
)


class OpenAICompatibleModel(SdkModel):
    """A model behind an OpenAI-compatible chat-completions endpoint.

    `api_key` is sent as `Authorization: Bearer`; `base_url` is the endpoint root ending in
    /v1 (None is api.openai.com); the default name is `openai/<model>`.
    """

    sdk: ClassVar = openai
    sdk_client: ClassVar = openai.AsyncOpenAI
    label: ClassVar[str] = "openai"
    public_host: ClassVar[str | None] = "api.openai.com"

    def _request(
        self, messages: Sequence[ChatMessage], params: GenerationParams
    ) -> dict[str, Any]:
        request = chat_request(
            self.model, messages, params, reasoning=is_openai_reasoning(self.model)
        )
        request.update(params.extra_body or {})
        return request

    async def _send(self, client: openai.AsyncOpenAI, request: dict[str, Any]) -> bytes:
        raw = await client.post("/chat/completions", body=request, cast_to=httpx2.Response)
        return raw.content

    def _read(self, raw: bytes) -> Reply:
        return read_completion(raw, self._what)


def chat_request(
    model: str, messages: Sequence[ChatMessage], params: GenerationParams, *, reasoning: bool
) -> dict[str, Any]:
    """A chat-completions request; None parameters are left out (the server's default).

    OpenAI's reasoning models (`reasoning`) refuse `max_tokens`: their cap, which counts the
    reasoning too, is `max_completion_tokens`.
    """
    request: dict[str, Any] = {
        "model": model,
        "messages": [{"role": m.role, "content": m.content} for m in messages],
    }
    cap = "max_completion_tokens" if reasoning else "max_tokens"
    optional = {
        "temperature": params.temperature,
        cap: params.max_tokens,
        "top_p": params.top_p,
        "seed": params.seed,
        "stop": list(params.stop) or None,
        "reasoning_effort": params.reasoning_effort,
    }
    request.update({key: value for key, value in optional.items() if value is not None})
    return request


def read_completion(raw: bytes | object, what: str) -> Reply:
    """Validate a chat completion, a JSON body or an object of that shape (LiteLLM's).

    What is not a chat completion is a transport error (what arrived is not an API answer);
    a completion without choices is an empty answer. The finish reason is kept as sent, so
    `ModelResponse.status` can tell truncated and refused answers apart.
    """
    try:
        if isinstance(raw, bytes):
            completion = WireCompletion.model_validate_json(raw)
        else:
            completion = WireCompletion.model_validate(raw, from_attributes=True)
    except ValidationError as error:
        shown = raw[:200] if isinstance(raw, bytes) else str(raw)[:200]
        raise ModelCallError(
            f"{what}: malformed response body (not a chat completion: "
            f"{error.errors()[0]['msg']}): {shown!r}",
            FailureDetail("transport_error"),
        ) from error
    return completion.reply(what)


class _WireMessage(BaseModel):
    content: str | None = None


class _WireChoice(BaseModel):
    message: _WireMessage
    finish_reason: str | None = None


class _WireUsage(BaseModel):
    prompt_tokens: int
    completion_tokens: int


class WireCompletion(BaseModel):
    """The fields of a chat completion we read; anything else the server sends is ignored."""

    model: str | None = None
    choices: list[_WireChoice]
    usage: _WireUsage | None = None

    def reply(self, what: str) -> Reply:
        """The first choice's text; ModelCallError (`empty`) when there is no choice."""
        if not self.choices:
            raise nothing_generated(what)
        choice = self.choices[0]
        usage = None
        if self.usage is not None:
            usage = Usage(
                prompt_tokens=self.usage.prompt_tokens,
                completion_tokens=self.usage.completion_tokens,
            )
        return Reply(choice.message.content or "", usage, self.model, choice.finish_reason)
