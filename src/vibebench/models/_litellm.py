"""Models through LiteLLM, an optional extra that reaches providers we have no client for.

litellm is heavy, so it is imported only when a `litellm/...` model is created, and a missing
install is a ConfigError that says how to add it. LiteLLM's exceptions subclass openai's, so
the same error translation applies; its own retries are switched off like the SDKs'.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from dataclasses import replace
from types import ModuleType
from typing import Any, ClassVar

import openai

from vibebench.errors import ConfigError
from vibebench.models._openai import chat_request, read_completion
from vibebench.models._sdk import NoClient, Reply, SdkModel
from vibebench.models._types import ChatMessage, GenerationParams

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


class LiteLLMModel(SdkModel):
    """A model addressed as LiteLLM's `provider/model` string.

    `model` is LiteLLM's model string (`together_ai/meta-llama/Llama-3-8b-chat-hf`); `api_key`
    is passed through (None lets LiteLLM read its usual environment variables) and `base_url`
    as `api_base`; the default name is `litellm/<model>`. Costs come from LiteLLM's own price
    map, as it reports them with each answer.
    """

    sdk: ClassVar = openai
    label: ClassVar[str] = "litellm"
    public_host: ClassVar[str | None] = None

    def _require_library(self) -> None:
        self._litellm = import_litellm()

    def _new_client(self) -> NoClient:
        return NoClient()

    def _request(
        self, messages: Sequence[ChatMessage], params: GenerationParams
    ) -> dict[str, Any]:
        request = chat_request(self.model, messages, params, reasoning=False)
        optional = {
            "thinking": {"type": "enabled", "budget_tokens": params.thinking_budget}
            if params.thinking_budget is not None
            else None,
            "extra_body": params.extra_body,
            "api_key": self._api_key,
            "api_base": self.base_url,
        }
        request.update({key: value for key, value in optional.items() if value is not None})
        request.update(num_retries=0, timeout=self.retry.timeout_s)
        return request

    async def _send(self, client: NoClient, request: dict[str, Any]) -> object:
        return await self._litellm.acompletion(**request)

    def _read(self, raw: Any) -> Reply:
        return replace(read_completion(raw, self._what), cost_usd=_reported_cost(raw))


def _reported_cost(result: Any) -> float | None:
    """LiteLLM's own price map, as it reports it; None when it does not know the model."""
    hidden = getattr(result, "_hidden_params", None)
    cost = hidden.get("response_cost") if isinstance(hidden, dict) else None
    return float(cost) if isinstance(cost, int | float) else None
