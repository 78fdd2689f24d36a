"""The one base of the SDK-backed clients: what OpenAI, Anthropic and LiteLLM calls share.

Every provider client is an `SdkModel`: one SDK client (one connection pool) per event loop,
each attempt timed and its SDK errors translated into ours, the attempts retried by
`call_with_retries`, and the reply priced from the usage the provider reported. A client
only says how to build its request, send it, and read the reply (`Reply`).

The openai and anthropic packages come from the same generator, so their exception classes
have the same names and meaning; one translation covers both (and LiteLLM's, which subclass
openai's).
"""

from __future__ import annotations

import abc
import asyncio
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from vibebench.models._pricing import ModelPrice
from vibebench.models._retry import (
    RetryableError,
    RetryPolicy,
    call_with_retries,
    is_retryable_status,
    parse_retry_after,
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


class _Closable(Protocol):
    async def close(self) -> None: ...


ClientT = TypeVar("ClientT", bound=_Closable)


class LoopBoundClient(Generic[ClientT]):
    """One SDK client (and so one connection pool) per event loop.

    Why: an async HTTP pool is tied to the loop it was first used on. Callers that run
    `asyncio.run` several times on one Model get a fresh pool each time instead of a broken
    one, while all requests within one loop share keep-alive connections.
    """

    def __init__(self, factory: Callable[[], ClientT]) -> None:
        self._factory = factory
        self._client: ClientT | None = None
        self._loop: asyncio.AbstractEventLoop | None = None

    def get(self) -> ClientT:
        """The client for the running loop, created on first use."""
        loop = asyncio.get_running_loop()
        if self._client is None or self._loop is not loop:
            self._client = self._factory()
            self._loop = loop
        return self._client

    async def aclose(self) -> None:
        """Close the pool if it belongs to the running loop; forget it either way."""
        client, loop = self._client, self._loop
        self._client, self._loop = None, None
        if client is not None and loop is asyncio.get_running_loop():
            await client.close()


def provider_message(body: object) -> str | None:
    """The provider's `error.message` from an error body (OpenAI and Anthropic shapes).

    The OpenAI SDK hands over the `error` object, the Anthropic SDK the whole body; a body
    that is plain text gives its first 300 characters.
    """
    if isinstance(body, dict):
        inner = body.get("error", body)
        message = inner.get("message") if isinstance(inner, dict) else inner
        if isinstance(message, str) and message.strip():
            return message.strip()
        return None
    if isinstance(body, str | bytes):
        text = body.decode("utf-8", "replace") if isinstance(body, bytes) else body
        return text.strip()[:300] or None
    return None


def translate_sdk_error(error: Exception, sdk: ModuleType, what: str) -> Exception:
    """Map an SDK exception to RetryableError (retry) or ModelCallError (give up).

    Args:
        error: Raised by the SDK call (an `sdk.APIError`, or ValueError from a body that is
            not JSON).
        sdk: The `openai` or `anthropic` module.
        what: Names the request in messages.
    """
    if isinstance(error, sdk.APITimeoutError):
        return RetryableError("request timed out", timed_out=True)
    if isinstance(error, sdk.APIConnectionError):
        return RetryableError(f"connection failed: {error}")
    if isinstance(error, sdk.APIStatusError):
        status = error.status_code
        said = provider_message(error.body)
        detail = f"HTTP {status}: {error.message}"
        if is_retryable_status(status):
            retry_after = parse_retry_after(error.response.headers)
            return RetryableError(
                detail, retry_after_s=retry_after, http_status=status, provider_message=said
            )
        return ModelCallError(
            f"{what}: {detail} (not retried: a client error repeats)",
            FailureDetail("api_error", status, said),
        )
    return ModelCallError(
        f"{what}: malformed response body, not the expected JSON: {error}",
        FailureDetail("transport_error"),
    )


def nothing_generated(what: str, missing: str = "choices") -> ModelCallError:
    """The error for a well-formed reply without an answer in it (an `empty` failure)."""
    return ModelCallError(
        f"{what}: the response has no {missing} (nothing was generated)", FailureDetail("empty")
    )


@dataclass(frozen=True)
class Reply:
    """What a client read from one provider answer, before timing and pricing."""

    text: str
    usage: Usage | None
    model: str | None
    """The model name the provider reported (None: the requested one)."""
    finish_reason: str | None
    cost_usd: float | None = None
    """The provider's own figure, when it reports one (LiteLLM); else the price table's."""


class NoClient:
    """For a client whose library keeps its connections itself (LiteLLM)."""

    async def close(self) -> None:
        return None


class SdkModel(Model):
    """A model behind a provider SDK; subclasses build, send and read one request."""

    sdk: ClassVar[ModuleType]
    """The module whose exceptions the calls raise (`openai` or `anthropic`)."""
    sdk_client: ClassVar[Callable[..., Any]]
    """The SDK's async client class (`openai.AsyncOpenAI`, `anthropic.AsyncAnthropic`)."""
    label: ClassVar[str]
    """The provider prefix of the default name (`openai` gives `openai/<model>`)."""
    public_host: ClassVar[str | None]
    """The host of the provider's public API, named in messages; None names no endpoint."""

    def __init__(
        self,
        model: str,
        *,
        api_key: str | None = None,
        base_url: str | None = None,
        name: str | None = None,
        retry: RetryPolicy | None = None,
        price: ModelPrice | None = None,
    ) -> None:
        """Configure the client; nothing connects until the first request.

        Args:
            model: Model name the provider knows (`gpt-4o-mini`, `claude-sonnet-4-20250514`).
            api_key: The provider's key (local servers accept any value).
            base_url: Endpoint root; None is the provider's public API.
            name: Label for records and cache keys; defaults to `<label>/<model>`.
            retry: Attempts, per-request timeout and backoff.
            price: For cost reporting when the provider reports none; None reports no cost.
        """
        self._require_library()
        self.model = model
        self.name = name or f"{self.label}/{model}"
        self.base_url = base_url
        self.retry = retry or RetryPolicy()
        self.price = price
        self._api_key = api_key
        self._rng = random.Random()
        endpoint = base_url or self.public_host
        self._what = f"{self.name} at {endpoint}" if endpoint else self.name
        self._clients: LoopBoundClient[Any] = LoopBoundClient(self._new_client)

    def _require_library(self) -> None:
        """Raise ConfigError now, not at the first request, when an optional library is
        missing; the SDKs are dependencies, so by default there is nothing to check."""

    def _new_client(self) -> Any:
        """The SDK client for one event loop (closed with it), its own retries switched off."""
        return self.sdk_client(
            api_key=self._api_key,
            base_url=self.base_url,
            max_retries=0,
            timeout=self.retry.timeout_s,
        )

    @abc.abstractmethod
    def _request(
        self, messages: Sequence[ChatMessage], params: GenerationParams
    ) -> dict[str, Any]:
        """The request body (keyword arguments of the SDK call)."""

    @abc.abstractmethod
    async def _send(self, client: Any, request: dict[str, Any]) -> object:
        """One SDK call; SDK exceptions propagate and are translated by the caller."""

    @abc.abstractmethod
    def _read(self, raw: Any) -> Reply:
        """The answer in `raw`; ModelCallError when it holds none."""

    async def _complete(
        self, messages: Sequence[ChatMessage], params: GenerationParams, sample_index: int
    ) -> ModelResponse:
        """Send one request, retried per the policy (see Model.complete)."""
        request = self._request(messages, params)
        return await call_with_retries(
            lambda: self._attempt(request), self.retry, what=self._what, rng=self._rng
        )

    async def _attempt(self, request: dict[str, Any]) -> ModelResponse:
        """One attempt: time it, translate SDK errors, read and price the reply."""
        started = time.perf_counter()
        try:
            raw = await self._send(self._clients.get(), request)
        except (self.sdk.APIError, ValueError) as error:
            raise translate_sdk_error(error, self.sdk, self._what) from error
        latency_s = time.perf_counter() - started
        reply = self._read(raw)
        cost = reply.cost_usd
        if cost is None and self.price is not None:
            cost = self.price.cost(reply.usage)
        return ModelResponse(
            text=reply.text,
            usage=reply.usage,
            cost_usd=cost,
            latency_s=latency_s,
            model=reply.model or self.model,
            finish_reason=reply.finish_reason,
        )

    async def aclose(self) -> None:
        """Close this loop's connection pool."""
        await self._clients.aclose()
