"""A run's generation settings, and what each model family makes of them.

The command line gives one set of settings for every model of a run; providers differ in what
they accept. `GenerationSettings.params_for` turns the settings into the exact
`GenerationParams` one model is sent, so what is stored, cached and sent agree:

- temperature: each value of `--temperature` is a separate cell of the run; `none` sends
  none; unset, it is 0 except for families that reject it (OpenAI's reasoning models o1, o3,
  o4, gpt-5, and Anthropic models with extended thinking), which get none.
- max tokens: unset, the Vibe Checker paper's 32K cap (`DEFAULT_MAX_TOKENS`), lowered to the
  model's own output limit where it is known to be lower; for servers and models whose limit
  is unknown (local servers, unknown OpenAI models) nothing is sent, since a cap above the
  context window is an error there. Anthropic requires a value: its unknown models get 32K.
- settings a provider has no field for are not sent (and not keyed): `reasoning_effort` goes
  to OpenAI-compatible APIs, `thinking_budget` to Anthropic, `seed` to all but Anthropic
  (LiteLLM translates each itself and gets them all).
"""

from __future__ import annotations

import json
import logging
import re
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from vibebench.errors import ConfigError
from vibebench.models._types import GenerationParams

logger = logging.getLogger(__name__)

DEFAULT_MAX_TOKENS = 32_768
"""The Vibe Checker paper's output cap (32K tokens)."""

FAMILY_DEFAULT = "default"
"""The temperature cell of a run given no `--temperature`: 0, or none where rejected."""

TemperatureCell = float | None | Literal["default"]
"""A run's temperature cell: a value, None (not sent) or the family default."""

_OPENAI_REASONING = re.compile(r"^(o\d+(-|$)|gpt-5)")
"""OpenAI's reasoning families: they reject `temperature`/`top_p` and `max_tokens`."""

_MAX_OUTPUT_TOKENS: dict[str, int] = {
    # OpenAI (longest matching prefix wins)
    "gpt-3.5-turbo": 4_096,
    "gpt-4": 8_192,
    "gpt-4-turbo": 4_096,
    "gpt-4o": 16_384,
    "chatgpt-4o": 16_384,
    "gpt-4.1": 32_768,
    "o1": 100_000,
    "o1-mini": 65_536,
    "o1-preview": 32_768,
    "o3": 100_000,
    "o4-mini": 100_000,
    "gpt-5": 128_000,
    # Anthropic
    "claude-3-": 4_096,
    "claude-3-5-": 8_192,
    "claude-3-7-": 64_000,
    "claude-opus-4": 32_000,
    "claude-opus-4-5": 64_000,
    "claude-sonnet-4": 64_000,
    "claude-haiku-4": 64_000,
}
"""Known output limits of hosted models, by model-name prefix."""

_OPENAI_WIRE = frozenset({"openai", "openai-compatible", "ollama", "vllm"})
_KNOWN_LIMITS = frozenset({"openai", "anthropic"})
"""Providers whose model names the limit table describes."""


def model_tail(model: str) -> str:
    """`o3-mini` of `openai/o3-mini` (OpenRouter-style names), lower-cased."""
    return model.rsplit("/", 1)[-1].lower()


def is_openai_reasoning(model: str) -> bool:
    """Whether a model name is one of OpenAI's reasoning families (o1, o3, o4-mini, gpt-5...).

    These reject `temperature` and `top_p` other than their defaults and count output
    (reasoning included) with `max_completion_tokens`, refusing `max_tokens`.
    """
    return bool(_OPENAI_REASONING.match(model_tail(model)))


def max_output_tokens(model: str) -> int | None:
    """The model's known output limit (longest matching prefix), or None when unknown."""
    tail = model_tail(model)
    matches = [prefix for prefix in _MAX_OUTPUT_TOKENS if tail.startswith(prefix)]
    return _MAX_OUTPUT_TOKENS[max(matches, key=len)] if matches else None


def default_max_tokens(provider: str, model: str) -> int | None:
    """The cap sent when `--max-tokens` is not given (see the module docstring)."""
    if provider not in _KNOWN_LIMITS:
        return None
    limit = max_output_tokens(model)
    if limit is None:
        return DEFAULT_MAX_TOKENS if provider == "anthropic" else None
    return min(DEFAULT_MAX_TOKENS, limit)


class GenerationSettings(BaseModel):
    """A run's generation settings as given; `params_for` resolves them for one model."""

    model_config = ConfigDict(frozen=True)

    temperatures: tuple[float | None, ...] = ()
    """One cell per value (None: not sent); empty: the family default (0 or not sent)."""
    max_tokens: int | None = Field(default=None, ge=1)
    """None: DEFAULT_MAX_TOKENS within the model's known limit, else not sent."""
    top_p: float | None = Field(default=None, gt=0.0, le=1.0)
    seed: int | None = None
    system_prompt: str | None = None
    """Replaces the benchmark's system prompt; "" sends none; None keeps the benchmark's."""
    reasoning_effort: str | None = None
    """OpenAI-compatible APIs' `reasoning_effort`."""
    thinking_budget: int | None = Field(default=None, ge=1024)
    """Anthropic extended thinking's `budget_tokens`."""
    extra_body: dict[str, Any] | None = None
    """Added to every request body as it is."""

    def cells(self) -> tuple[TemperatureCell, ...]:
        """The temperature cells of the run, in the order given."""
        return self.temperatures or (FAMILY_DEFAULT,)

    def params_for(
        self, provider: str, model: str, temperature: TemperatureCell = FAMILY_DEFAULT
    ) -> GenerationParams:
        """The parameters one model is sent in one temperature cell.

        Args:
            provider: The spec's provider (`openai`, `anthropic`, `openai-compatible`...).
            model: The provider's model name.
            temperature: The cell: a value, None, or FAMILY_DEFAULT.

        Raises:
            ConfigError: the thinking budget is not below the model's max tokens.
        """
        thinking = self.thinking_budget if provider in ("anthropic", "litellm") else None
        effort = self.reasoning_effort if provider in (*_OPENAI_WIRE, "litellm") else None
        self._warn_unsent(provider, model, thinking, effort)
        max_tokens = self.max_tokens or default_max_tokens(provider, model)
        if thinking is not None and max_tokens is not None and thinking >= max_tokens:
            raise ConfigError(
                f"--thinking-budget {thinking} must be below the max tokens of {model} "
                f"({max_tokens}); raise --max-tokens"
            )
        if temperature == FAMILY_DEFAULT:
            rejects = is_openai_reasoning(model) or thinking is not None
            temperature = None if rejects else 0.0
        return GenerationParams(
            temperature=temperature,
            max_tokens=max_tokens,
            top_p=self.top_p,
            seed=None if provider == "anthropic" else self.seed,
            reasoning_effort=effort,
            thinking_budget=thinking,
            extra_body=self.extra_body,
        )

    def _warn_unsent(
        self, provider: str, model: str, thinking: int | None, effort: str | None
    ) -> None:
        unsent = [
            name
            for name, given, kept in (
                ("--thinking-budget", self.thinking_budget, thinking),
                ("--reasoning-effort", self.reasoning_effort, effort),
                ("--seed", self.seed, None if provider == "anthropic" else self.seed),
            )
            if given is not None and kept is None
        ]
        if unsent:
            logger.warning(
                "%s not sent to %s/%s: its API has no such field",
                ", ".join(unsent),
                provider,
                model,
            )

    def describe(self) -> list[tuple[str, str]]:
        """(setting, value) pairs for headers: every setting, `default` where unset."""
        temperatures = ", ".join(_temperature_text(t) for t in self.cells())
        pairs = [
            ("temperature", temperatures),
            (
                "max tokens",
                str(self.max_tokens)
                if self.max_tokens
                else f"default ({DEFAULT_MAX_TOKENS} within the model's limit)",
            ),
        ]
        optional = {
            "top-p": self.top_p,
            "seed": self.seed,
            "reasoning effort": self.reasoning_effort,
            "thinking budget": self.thinking_budget,
            "system prompt": None if self.system_prompt is None else repr(self.system_prompt),
            "extra body": self.extra_body,
        }
        pairs += [(key, _text(value)) for key, value in optional.items() if value is not None]
        return pairs


def _temperature_text(cell: TemperatureCell) -> str:
    if cell == FAMILY_DEFAULT:
        return "default (0; none for models that reject it)"
    return "none" if cell is None else f"{cell:g}"


def _text(value: object) -> str:
    if isinstance(value, dict):
        return json.dumps(value, sort_keys=True)
    return str(value)


def temperature_label(cell: TemperatureCell) -> str:
    """The suffix naming a temperature cell in model labels: `T=0.7`, `T=none`."""
    return "T=default" if cell == FAMILY_DEFAULT else f"T={_temperature_text(cell)}"
