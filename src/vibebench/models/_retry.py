"""Bounded retries with exponential backoff and jitter, and our own per-request timeout.

The SDKs' retries are switched off (max_retries=0) and tenacity runs the one retry loop,
with our policy: one place decides what is transient (429, 408, 5xx, timeouts, dropped
connections), how long to wait (Retry-After when the server says, else backoff with jitter)
and when to give up. Why not the SDKs' own retries: they cover neither LiteLLM nor a stream
that breaks after its first bytes (the Anthropic client streams every answer), their backoff
ignores RetryPolicy, and they bound the socket reads rather than the attempt's wall time.
"""

from __future__ import annotations

import asyncio
import email.utils
import logging
import random
import time
from collections.abc import Awaitable, Callable, Mapping
from typing import TypeVar

import tenacity
from pydantic import BaseModel, ConfigDict, Field

from vibebench.errors import ModelError, ModelTimeoutError
from vibebench.models._types import FailureDetail, ModelCallError

logger = logging.getLogger(__name__)

T = TypeVar("T")

RETRYABLE_STATUS = frozenset({408, 429})


class RetryPolicy(BaseModel):
    """How hard to try one request."""

    model_config = ConfigDict(frozen=True)

    max_attempts: int = Field(default=4, ge=1, le=20)
    """Attempts in total, the first one included."""
    timeout_s: float = Field(default=120.0, gt=0)
    """Wall-clock limit of one attempt."""
    initial_backoff_s: float = Field(default=1.0, ge=0)
    """Backoff ceiling before the second attempt; doubles for each further attempt."""
    max_backoff_s: float = Field(default=30.0, ge=0)
    max_retry_after_s: float = Field(default=120.0, ge=0)
    """Cap on a server's Retry-After, so a hostile header cannot stall a run for hours."""


class RetryableError(Exception):
    """One attempt failed in a way worth retrying (raised by clients, caught by the loop)."""

    def __init__(
        self,
        message: str,
        *,
        retry_after_s: float | None = None,
        timed_out: bool = False,
        http_status: int | None = None,
        provider_message: str | None = None,
    ) -> None:
        super().__init__(message)
        self.retry_after_s = retry_after_s
        self.timed_out = timed_out
        self.http_status = http_status
        """The HTTP status (429, 5xx) when the server answered; None when the exchange broke."""
        self.provider_message = provider_message

    def detail(self) -> FailureDetail:
        """What the failure amounts to once no attempt is left."""
        kind = "api_error" if self.http_status is not None else "transport_error"
        return FailureDetail(kind, self.http_status, self.provider_message)


def is_retryable_status(status: int) -> bool:
    """429, 408 and every 5xx are transient; other 4xx will fail the same way again."""
    return status in RETRYABLE_STATUS or status >= 500


def parse_retry_after(headers: Mapping[str, str]) -> float | None:
    """Seconds to wait from `retry-after-ms` or `retry-after` (seconds or an HTTP date)."""
    milliseconds = headers.get("retry-after-ms")
    if milliseconds is not None:
        try:
            return max(0.0, float(milliseconds) / 1000)
        except ValueError:
            pass
    value = headers.get("retry-after")
    if value is None:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - time.time())


def backoff_delay(
    attempt: int, policy: RetryPolicy, retry_after_s: float | None, rng: random.Random
) -> float:
    """Seconds to wait after failed attempt number `attempt` (1-based).

    The server's Retry-After wins (capped); otherwise "equal jitter": a random wait between
    half and all of the exponential ceiling, so many clients do not retry in lockstep.
    """
    if retry_after_s is not None:
        return min(retry_after_s, policy.max_retry_after_s)
    ceiling = min(policy.max_backoff_s, policy.initial_backoff_s * 2 ** (attempt - 1))
    return rng.uniform(ceiling / 2, ceiling)


async def call_with_retries(
    attempt: Callable[[], Awaitable[T]],
    policy: RetryPolicy,
    *,
    what: str,
    rng: random.Random | None = None,
) -> T:
    """Run `attempt` until it succeeds, fails permanently, or the attempts run out.

    tenacity runs the loop; this function supplies the policy: each attempt bounded by
    `timeout_s`, only RetryableError retried, waits from `backoff_delay`.

    Args:
        attempt: One request; raises RetryableError to ask for a retry, ModelError to stop.
        policy: Attempts, timeout and backoff.
        what: Names the request in error messages (model and endpoint).
        rng: Jitter source; a fresh unseeded one by default.

    Raises:
        ModelTimeoutError: Every attempt timed out.
        ModelError: A permanent failure, or the last transient failure once attempts ran out
            (a ModelCallError carrying the last attempt's HTTP status and provider message).
    """
    jitter = rng or random.Random()
    failures: list[RetryableError] = []

    async def bounded() -> T:
        try:
            return await asyncio.wait_for(attempt(), timeout=policy.timeout_s)
        except TimeoutError as error:
            failure = RetryableError(f"no answer within {policy.timeout_s:g}s", timed_out=True)
            failures.append(failure)
            raise failure from error
        except RetryableError as error:
            failures.append(error)
            raise

    def wait(state: tenacity.RetryCallState) -> float:
        return backoff_delay(state.attempt_number, policy, failures[-1].retry_after_s, jitter)

    def log(state: tenacity.RetryCallState) -> None:
        delay = state.next_action.sleep if state.next_action else 0.0
        logger.info(
            "%s: attempt %d failed (%s); retrying in %.2fs",
            what,
            state.attempt_number,
            failures[-1],
            delay,
        )

    retrying = tenacity.AsyncRetrying(
        stop=tenacity.stop_after_attempt(policy.max_attempts),
        wait=wait,
        retry=tenacity.retry_if_exception_type(RetryableError),
        before_sleep=log,
        reraise=True,
    )
    try:
        return await retrying(bounded)
    except RetryableError:
        raise _exhausted(failures, policy, what) from None


def _exhausted(failures: list[RetryableError], policy: RetryPolicy, what: str) -> ModelError:
    """The error that ends a request whose every attempt failed transiently."""
    attempts = f"{policy.max_attempts} attempt{'s' if policy.max_attempts > 1 else ''}"
    if all(failure.timed_out for failure in failures):
        return ModelTimeoutError(
            f"{what}: timed out on all {attempts} ({policy.timeout_s:g}s each)"
        )
    last = failures[-1]
    return ModelCallError(f"{what}: failed after {attempts}; last error: {last}", last.detail())
