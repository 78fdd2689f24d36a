"""OpenAI-compatible chat models through the official `openai` async client.

One client covers OpenAI, vLLM, Ollama, OpenRouter, Together and anything else serving
/v1/chat/completions: only the base URL and key differ.

Two paths, one behaviour:

- https, or any proxy configured: the SDK sends the request, authenticates and maps HTTP
  errors, through `client.post` with a plain JSON body and the raw response (its TypedDict
  request transform and response model construction cost half of the client's CPU).
- plain http without a proxy (vLLM, Ollama, a local test server): the SDK still supplies the
  conventions (the base URL with its trailing slash, its default and auth headers), read once
  per event loop, and `JsonPoster` sends each request over a keep-alive pool without httpx2's
  Request/URL/Headers objects. Profiling 1,000 requests at concurrency 64 showed the SDK's
  request building and httpx2's models costing ~0.5 ms CPU per request, which stretched every
  wave of answers and capped one event loop at ~75% of a local server's rate.

Both paths map failures the same way (a 429/408/5xx or a dropped connection is retried, other
4xx are not, a body that is not a chat completion is a ModelError) and validate the reply with
the same small wire model.
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Awaitable, Sequence
from typing import Any

import httpx2
import openai
from pydantic import BaseModel, ValidationError

from vibebench.models._pricing import ModelPrice
from vibebench.models._retry import (
    RetryableError,
    RetryPolicy,
    call_with_retries,
    is_retryable_status,
    parse_retry_after,
)
from vibebench.models._sdk import LoopBoundClient, provider_message, timed_sdk_call
from vibebench.models._settings import is_openai_reasoning
from vibebench.models._transport import (
    ConnectionFailedError,
    JsonPoster,
    KeepAliveTransport,
    RawReply,
    lean_transport_applies,
)
from vibebench.models._types import (
    ChatMessage,
    FailureDetail,
    GenerationParams,
    Model,
    ModelCallError,
    ModelResponse,
    Usage,
)


class OpenAICompatibleModel(Model):
    """A model behind an OpenAI-compatible chat-completions endpoint."""

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
            model: Model name the server knows (`gpt-4o-mini`, `meta-llama/Llama-3-8B`).
            api_key: Sent as `Authorization: Bearer`; local servers accept any value.
            base_url: Endpoint root ending in /v1; None is api.openai.com.
            name: Label for records and cache keys; defaults to `openai/<model>`.
            retry: Attempts, per-request timeout and backoff.
            price: For cost reporting; None reports no cost.
        """
        self.model = model
        self.name = name or f"openai/{model}"
        self.base_url = base_url
        self.retry = retry or RetryPolicy()
        self.price = price
        self._rng = random.Random()
        self._what = f"{self.name} at {base_url or 'api.openai.com'}"
        self._clients = LoopBoundClient(
            lambda: openai.AsyncOpenAI(
                api_key=api_key,
                base_url=base_url,
                max_retries=0,
                timeout=self.retry.timeout_s,
                http_client=_http_client(base_url),
            )
        )
        self._posters: LoopBoundClient[JsonPoster] | None = None
        if lean_transport_applies(base_url):
            self._posters = LoopBoundClient(lambda: _json_poster(api_key, base_url))

    async def complete(
        self,
        messages: Sequence[ChatMessage],
        params: GenerationParams | None = None,
        *,
        sample_index: int = 0,
    ) -> ModelResponse:
        """Send one chat completion, retried per the policy (see Model.complete)."""
        request = self._request(messages, params or GenerationParams())
        what = self._what
        if self._posters is not None:
            return await self._complete_lean(self._posters.get(), request)
        client = self._clients.get()

        def attempt() -> Awaitable[ModelResponse]:
            return timed_sdk_call(
                lambda: client.post("/chat/completions", body=request, cast_to=httpx2.Response),
                openai,
                what,
                lambda raw, seconds: self._response(raw, seconds, what),
            )

        return await call_with_retries(attempt, self.retry, what=what, rng=self._rng)

    async def _complete_lean(self, poster: JsonPoster, request: dict[str, Any]) -> ModelResponse:
        """The plain-http path: same request body, same failure mapping, no httpx2 models."""
        body = json.dumps(request).encode()

        async def attempt() -> ModelResponse:
            started = time.perf_counter()
            try:
                reply = await poster.post(body)
            except ConnectionFailedError as error:
                raise RetryableError(str(error)) from error
            if reply.status >= 400:
                raise _status_error(reply, self._what)
            return self._parse(reply.body, time.perf_counter() - started, self._what)

        return await call_with_retries(attempt, self.retry, what=self._what, rng=self._rng)

    def _request(
        self, messages: Sequence[ChatMessage], params: GenerationParams
    ) -> dict[str, Any]:
        request: dict[str, Any] = {
            "model": self.model,
            "messages": [{"role": m.role, "content": m.content} for m in messages],
        }
        # OpenAI's reasoning models refuse `max_tokens`: their cap counts reasoning too.
        cap = "max_completion_tokens" if is_openai_reasoning(self.model) else "max_tokens"
        optional = {
            "temperature": params.temperature,
            cap: params.max_tokens,
            "top_p": params.top_p,
            "seed": params.seed,
            "stop": list(params.stop) or None,
            "reasoning_effort": params.reasoning_effort,
        }
        request.update({key: value for key, value in optional.items() if value is not None})
        request.update(params.extra_body or {})
        return request

    def _response(self, raw: httpx2.Response, latency_s: float, what: str) -> ModelResponse:
        return self._parse(raw.content, latency_s, what)

    def _parse(self, content: bytes, latency_s: float, what: str) -> ModelResponse:
        """Validate a chat-completion body (ModelCallError when it is not one).

        A body that is not a chat completion is a transport error (what arrived is not an
        API answer); a completion without choices is an empty answer. The finish reason is
        kept as sent, so `ModelResponse.status` can tell truncated and refused answers apart.
        """
        try:
            completion = _WireCompletion.model_validate_json(content)
        except ValidationError as error:
            body = content[:200]
            raise ModelCallError(
                f"{what}: malformed response body (not a chat completion: "
                f"{error.errors()[0]['msg']}): {body!r}",
                FailureDetail("transport_error"),
            ) from error
        if not completion.choices:
            raise ModelCallError(
                f"{what}: the response has no choices (nothing was generated)",
                FailureDetail("empty"),
            )
        choice = completion.choices[0]
        usage = None
        if completion.usage is not None:
            usage = Usage(
                prompt_tokens=completion.usage.prompt_tokens,
                completion_tokens=completion.usage.completion_tokens,
            )
        return ModelResponse(
            text=choice.message.content or "",
            usage=usage,
            cost_usd=self.price.cost(usage) if self.price else None,
            latency_s=latency_s,
            model=completion.model or self.model,
            finish_reason=choice.finish_reason,
        )

    async def aclose(self) -> None:
        """Close this loop's connection pool."""
        await self._clients.aclose()
        if self._posters is not None:
            await self._posters.aclose()


def _http_client(base_url: str | None) -> openai.DefaultAsyncHttpxClient:
    """The SDK's own client, with the lean transport for plain-http servers (see _transport)."""
    if lean_transport_applies(base_url):
        return openai.DefaultAsyncHttpxClient(mounts={"http://": KeepAliveTransport()})
    return openai.DefaultAsyncHttpxClient()


def _json_poster(api_key: str, base_url: str | None) -> JsonPoster:
    """A poster to `<base_url>/chat/completions` with the headers the SDK would send.

    The SDK client is built only to read its conventions (URL normalisation, default and
    auth headers); its transport never opens a connection.
    """
    sdk = openai.AsyncOpenAI(
        api_key=api_key,
        base_url=base_url,
        max_retries=0,
        http_client=httpx2.AsyncClient(transport=KeepAliveTransport()),
    )
    headers = {
        name: value
        for name, value in {**sdk.default_headers, **sdk.auth_headers}.items()
        if isinstance(value, str)
    }
    return JsonPoster(f"{sdk.base_url}chat/completions", headers)


def _status_error(reply: RawReply, what: str) -> Exception:
    """An HTTP error status as the SDK path maps it: retry 429/408/5xx, give up on other 4xx.

    The detail carries the server's `error.message` when the body has one, as the SDK's does.
    """
    detail = f"HTTP {reply.status}: Error code: {reply.status}"
    try:
        parsed = json.loads(reply.body)
    except (ValueError, UnicodeDecodeError):
        parsed = None
    message = provider_message(parsed if isinstance(parsed, dict) else reply.body)
    if message:
        detail += f" - {message}"
    if is_retryable_status(reply.status):
        return RetryableError(
            detail,
            retry_after_s=parse_retry_after(reply.headers),
            http_status=reply.status,
            provider_message=message,
        )
    return ModelCallError(
        f"{what}: {detail} (not retried: a client error repeats)",
        FailureDetail("api_error", reply.status, message),
    )


class _WireMessage(BaseModel):
    content: str | None = None


class _WireChoice(BaseModel):
    message: _WireMessage
    finish_reason: str | None = None


class _WireUsage(BaseModel):
    prompt_tokens: int
    completion_tokens: int


class _WireCompletion(BaseModel):
    """The fields of a chat completion we read; anything else the server sends is ignored."""

    model: str | None = None
    choices: list[_WireChoice]
    usage: _WireUsage | None = None
