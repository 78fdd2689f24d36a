"""Prices, so runs against hosted models report what they cost from the usage they report.

Where a price comes from, first found wins:

1. the JSON file named by `VIBEBENCH_PRICES` (`{"provider/model": [prompt, completion]}`, USD
   per million tokens): users correct or add prices without waiting for a release;
2. the short built-in table below (list prices at the time of writing);
3. LiteLLM's model-cost map, when litellm is installed, for OpenAI and Anthropic models.

A model found nowhere (every local or self-hosted one) gets cost None rather than a guess.
LiteLLM models take the cost LiteLLM itself reports with each answer.
"""

from __future__ import annotations

import importlib
import importlib.util
import re
from collections.abc import Mapping
from pathlib import Path

from pydantic import BaseModel, ConfigDict, TypeAdapter, ValidationError

from vibebench.errors import ConfigError
from vibebench.models._types import Usage

PRICES_VARIABLE = "VIBEBENCH_PRICES"
"""Names a JSON price file read over the built-in table."""


class ModelPrice(BaseModel):
    """USD per million prompt and completion tokens."""

    model_config = ConfigDict(frozen=True)

    prompt_per_million: float
    completion_per_million: float

    def cost(self, usage: Usage | None) -> float | None:
        """Cost of one call, or None when the provider reported no usage."""
        if usage is None:
            return None
        return (
            usage.prompt_tokens * self.prompt_per_million
            + usage.completion_tokens * self.completion_per_million
        ) / 1_000_000


_LIST_PRICES: dict[str, tuple[float, float]] = {
    "openai/gpt-4o": (2.50, 10.00),
    "openai/gpt-4o-mini": (0.15, 0.60),
    "openai/gpt-4.1": (2.00, 8.00),
    "openai/gpt-4.1-mini": (0.40, 1.60),
    "openai/gpt-4.1-nano": (0.10, 0.40),
    "openai/gpt-5": (1.25, 10.00),
    "openai/gpt-5-mini": (0.25, 2.00),
    "anthropic/claude-3-5-haiku": (0.80, 4.00),
    "anthropic/claude-3-5-sonnet": (3.00, 15.00),
    "anthropic/claude-3-7-sonnet": (3.00, 15.00),
    "anthropic/claude-sonnet-4": (3.00, 15.00),
    "anthropic/claude-opus-4": (15.00, 75.00),
    "anthropic/claude-haiku-4-5": (1.00, 5.00),
    "anthropic/claude-sonnet-4-5": (3.00, 15.00),
    "anthropic/claude-opus-4-5": (5.00, 25.00),
}


def _priced(data: Mapping[str, tuple[float, float]]) -> dict[str, ModelPrice]:
    return {
        key: ModelPrice(prompt_per_million=prompt, completion_per_million=completion)
        for key, (prompt, completion) in data.items()
    }


PRICES: dict[str, ModelPrice] = _priced(_LIST_PRICES)
"""Keyed by provider/model; dated snapshots (`gpt-4o-mini-2024-07-18`) match their family."""

_SNAPSHOT_SUFFIX = re.compile(r"-(\d{4}-\d{2}-\d{2}|\d{8}|latest)$")


def price_for(
    provider: str, model: str, table: Mapping[str, ModelPrice] | None = None
) -> ModelPrice | None:
    """The price of `model` at `provider`; a dated snapshot takes its family's price.

    Args:
        provider: The spec's provider (`openai`, `anthropic`, `vllm`...).
        model: The provider's model id.
        table: Prices by `provider/model` (default `PRICES`; see `prices_from`); LiteLLM's
            map, when installed, fills what it lacks.
    """
    table = PRICES if table is None else table
    family = _SNAPSHOT_SUFFIX.sub("", model)
    found = table.get(f"{provider}/{model}") or table.get(f"{provider}/{family}")
    return found or _litellm_price(provider, model)


def prices_from(environ: Mapping[str, str]) -> Mapping[str, ModelPrice]:
    """The built-in table with the `VIBEBENCH_PRICES` file, when set, read over it.

    Raises:
        ConfigError: the file cannot be read or is not a price table.
    """
    path = environ.get(PRICES_VARIABLE, "").strip()
    if not path:
        return PRICES
    try:
        data = _PRICE_FILE.validate_json(Path(path).read_bytes())
    except (OSError, ValidationError) as error:
        raise ConfigError(
            f"{path} ({PRICES_VARIABLE}) is not a readable price table "
            f'{{"provider/model": [prompt, completion] USD per million tokens}}: {error}'
        ) from error
    return {**PRICES, **_priced(data)}


_PRICE_FILE = TypeAdapter(dict[str, tuple[float, float]])
_LITELLM_PROVIDERS = ("openai", "anthropic")
"""Providers whose model ids LiteLLM's map uses as they are (self-hosted ones are free)."""


def _litellm_price(provider: str, model: str) -> ModelPrice | None:
    """LiteLLM's `model_cost` entry for the model, when litellm is installed and knows it."""
    if provider not in _LITELLM_PROVIDERS or importlib.util.find_spec("litellm") is None:
        return None
    costs = getattr(importlib.import_module("litellm"), "model_cost", {})
    entry = costs.get(model) or costs.get(f"{provider}/{model}")
    if not isinstance(entry, dict):
        return None
    prompt, completion = entry.get("input_cost_per_token"), entry.get("output_cost_per_token")
    if not isinstance(prompt, int | float) or not isinstance(completion, int | float):
        return None
    return ModelPrice(
        prompt_per_million=prompt * 1_000_000, completion_per_million=completion * 1_000_000
    )
