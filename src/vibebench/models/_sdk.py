"""What the official SDKs share: one client per event loop, and their errors in our terms.

The openai and anthropic packages come from the same generator, so their exception classes
have the same names and meaning; one translation covers both.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from types import ModuleType
from typing import Generic, Protocol, TypeVar

from vibebench.models._retry import RetryableError, is_retryable_status, parse_retry_after
from vibebench.models._types import FailureDetail, ModelCallError, ModelResponse


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


RawT = TypeVar("RawT")


async def timed_sdk_call(
    call: Callable[[], Awaitable[RawT]],
    sdk: ModuleType,
    what: str,
    parse: Callable[[RawT, float], ModelResponse],
) -> ModelResponse:
    """One attempt of an SDK request: time it, translate SDK errors, parse the reply.

    Every SDK-backed client retries exactly this unit with `call_with_retries`.
    """
    started = time.perf_counter()
    try:
        raw = await call()
    except (sdk.APIError, ValueError) as error:
        raise translate_sdk_error(error, sdk, what) from error
    return parse(raw, time.perf_counter() - started)
