"""Models through LiteLLM, an optional extra that reaches providers we have no client for.

litellm is heavy, so it is imported only when a `litellm/...` model is created, and a missing
install is a ConfigError that says how to add it. LiteLLM's exceptions subclass openai's, so
the same error translation applies; its own retries are switched off like the SDKs'.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Awaitable, Sequence
from types import ModuleType
from typing import Any

import openai

from vibebench.errors import ConfigError
from vibebench.models._retry import RetryPolicy, call_with_retries
from vibebench.models._sdk import timed_sdk_call
from vibebench.models._types import (
    ChatMessage,
    FailureDetail,
    GenerationParams,
    Model,
    ModelCallError,
    ModelResponse,
    Usage,
)

INSTALL_HINT = "pip install 'vibebench[litellm]'"


def import_litellm() -> ModuleType:
    """Import litellm or explain how to install it."""
    try:
        return importlib.import_module("litellm")
    except ImportError as error:
        raise ConfigError(
            f"litellm/... models need the optional LiteLLM extra, which is not installed: "
            f"{INSTALL_HINT}"
        ) from error


class LiteLLMModel(Model):
    """A model addressed as LiteLLM's `provider/model` string."""

    def __init__(
        self,
        model: str,
        *,
        name: str | None = None,
        retry: RetryPolicy | None = None,
        api_key: str | None = None,
        base_url: str | None = None,
    ) -> None:
        """Check that litellm is importable now, not at the first request.

        Args:
            model: LiteLLM model string, e.g. `together_ai/meta-llama/Llama-3-8b-chat-hf`.
            name: Label for records and cache keys; defaults to `litellm/<model>`.
            retry: Attempts, per-request timeout and backoff.
            api_key: Passed through; None lets LiteLLM read its usual environment variables.
            base_url: Passed as `api_base` when set.
        """
        self._litellm = import_litellm()
        self.model = model
        self.name = name or f"litellm/{model}"
        self.retry = retry or RetryPolicy()
        self._credentials = {"api_key": api_key, "api_base": base_url}
        self._rng = random.Random()

    async def complete(
        self,
        messages: Sequence[ChatMessage],
        params: GenerationParams | None = None,
        *,
        sample_index: int = 0,
    ) -> ModelResponse:
        """Send one completion through litellm, retried per the policy."""
        request = self._request(messages, params or GenerationParams())
        what = self.name

        def attempt() -> Awaitable[ModelResponse]:
            return timed_sdk_call(
                lambda: self._litellm.acompletion(**request),
                openai,
                what,
                lambda result, seconds: self._response(result, seconds, what),
            )

        return await call_with_retries(attempt, self.retry, what=what, rng=self._rng)

    def _request(
        self, messages: Sequence[ChatMessage], params: GenerationParams
    ) -> dict[str, Any]:
        optional = {
            "temperature": params.temperature,
            "max_tokens": params.max_tokens,
            "top_p": params.top_p,
            "seed": params.seed,
            "stop": list(params.stop) or None,
            "reasoning_effort": params.reasoning_effort,
            "thinking": {"type": "enabled", "budget_tokens": params.thinking_budget}
            if params.thinking_budget is not None
            else None,
            "extra_body": params.extra_body,
            **self._credentials,
        }
        request: dict[str, Any] = {
            "model": self.model,
            "messages": [{"role": m.role, "content": m.content} for m in messages],
            "num_retries": 0,
            "timeout": self.retry.timeout_s,
        }
        request.update({key: value for key, value in optional.items() if value is not None})
        return request

    def _response(self, result: Any, latency_s: float, what: str) -> ModelResponse:
        choices = getattr(result, "choices", None)
        if not choices:
            raise ModelCallError(
                f"{what}: the response has no choices (nothing was generated)",
                FailureDetail("empty"),
            )
        usage_data = getattr(result, "usage", None)
        usage = None
        if usage_data is not None:
            usage = Usage(
                prompt_tokens=usage_data.prompt_tokens,
                completion_tokens=usage_data.completion_tokens,
            )
        return ModelResponse(
            text=choices[0].message.content or "",
            usage=usage,
            cost_usd=self._cost(result),
            latency_s=latency_s,
            model=getattr(result, "model", None) or self.model,
            finish_reason=choices[0].finish_reason,
        )

    def _cost(self, result: Any) -> float | None:
        """LiteLLM's own price map, as it reports it; None when it does not know the model."""
        hidden = getattr(result, "_hidden_params", None)
        cost = hidden.get("response_cost") if isinstance(hidden, dict) else None
        return float(cost) if isinstance(cost, int | float) else None
