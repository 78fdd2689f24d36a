"""Generation settings resolved per model family, and every parameter in the cache key."""

from __future__ import annotations

import pytest

from vibebench.errors import ConfigError
from vibebench.models import (
    DEFAULT_MAX_TOKENS,
    FAMILY_DEFAULT,
    ChatMessage,
    GenerationParams,
    GenerationSettings,
    cache_key,
    default_max_tokens,
    is_openai_reasoning,
)
from vibebench.models._openai import OpenAICompatibleModel

PROMPT = [ChatMessage(role="user", content="write fizzbuzz")]

CHANGED = {
    "temperature": 0.5,
    "max_tokens": 9,
    "top_p": 0.5,
    "seed": 1,
    "stop": ("x",),
    "reasoning_effort": "high",
    "thinking_budget": 2048,
    "extra_body": {"top_k": 20},
}
"""A non-default value of every GenerationParams field: a new field must be added here."""


@pytest.mark.parametrize(
    "model",
    ["o1", "o1-mini", "o3-mini", "o4-mini-2025-04-16", "gpt-5", "gpt-5-mini", "openai/o3-mini"],
)
def test_openai_reasoning_families_are_recognised(model: str) -> None:
    assert is_openai_reasoning(model)


@pytest.mark.parametrize(
    "model",
    ["gpt-4o-mini", "gpt-4.1", "llama3", "qwen/qwen3-coder", "claude-sonnet-4-5", "omni-coder"],
)
def test_other_models_are_not_reasoning_families(model: str) -> None:
    assert not is_openai_reasoning(model)


@pytest.mark.parametrize(
    ("provider", "model", "expected"),
    [
        ("openai", "o3-mini", DEFAULT_MAX_TOKENS),  # 100K limit: the paper's 32K cap
        ("openai", "gpt-4o-mini", 16_384),  # the model's own limit is lower
        ("openai", "gpt-4.1-2025-04-14", 32_768),
        ("openai", "some-new-model", None),  # unknown limit: nothing sent
        ("anthropic", "claude-sonnet-4-5", DEFAULT_MAX_TOKENS),
        ("anthropic", "claude-opus-4-1-20250805", 32_000),
        ("anthropic", "claude-3-5-haiku-latest", 8_192),
        ("anthropic", "claude-future-7", DEFAULT_MAX_TOKENS),  # the API requires a value
        ("openai-compatible", "o3-mini", None),  # a local server's context is unknown
        ("vllm", "Qwen/Qwen2.5-Coder-7B-Instruct", None),
    ],
)
def test_default_max_tokens_is_32k_within_the_known_limit(
    provider: str, model: str, expected: int | None
) -> None:
    assert default_max_tokens(provider, model) == expected


def test_reasoning_models_get_no_temperature_by_default_and_others_greedy() -> None:
    settings = GenerationSettings()
    assert settings.params_for("openai", "o3-mini").temperature is None
    assert settings.params_for("openai", "gpt-4o-mini").temperature == 0.0
    assert settings.params_for("openai-compatible", "smollm2").temperature == 0.0


def test_an_explicit_temperature_is_sent_even_to_a_reasoning_model() -> None:
    settings = GenerationSettings(temperatures=(1.0,))
    (cell,) = settings.cells()
    assert settings.params_for("openai", "o3-mini", cell).temperature == 1.0


def test_temperature_none_sends_none_and_each_value_is_a_cell() -> None:
    settings = GenerationSettings(temperatures=(0.0, 0.7, None))
    assert settings.cells() == (0.0, 0.7, None)
    assert settings.params_for("openai", "gpt-4o", None).temperature is None
    assert GenerationSettings().cells() == (FAMILY_DEFAULT,)


def test_extended_thinking_drops_the_default_temperature_and_needs_room() -> None:
    settings = GenerationSettings(thinking_budget=4096)
    params = settings.params_for("anthropic", "claude-sonnet-4-5")
    assert (params.temperature, params.thinking_budget) == (None, 4096)
    with pytest.raises(ConfigError, match="must be below the max tokens"):
        GenerationSettings(thinking_budget=4096, max_tokens=4096).params_for(
            "anthropic", "claude-sonnet-4-5"
        )


def test_settings_a_provider_has_no_field_for_are_not_sent(
    caplog: pytest.LogCaptureFixture,
) -> None:
    settings = GenerationSettings(seed=7, reasoning_effort="high", thinking_budget=2048)
    anthropic = settings.params_for("anthropic", "claude-sonnet-4-5")
    openai = settings.params_for("openai", "o3-mini")
    assert (anthropic.seed, anthropic.reasoning_effort, anthropic.thinking_budget) == (
        None,
        None,
        2048,
    )
    assert (openai.seed, openai.reasoning_effort, openai.thinking_budget) == (7, "high", None)
    assert "--thinking-budget not sent to openai/o3-mini" in caplog.text


def test_the_openai_request_uses_max_completion_tokens_for_reasoning_models() -> None:
    params = GenerationParams(
        temperature=None, max_tokens=100, reasoning_effort="low", extra_body={"store": False}
    )
    reasoning = OpenAICompatibleModel("o3-mini", api_key="k")._request(PROMPT, params)
    plain = OpenAICompatibleModel("gpt-4o", api_key="k")._request(PROMPT, params)
    assert reasoning["max_completion_tokens"] == 100 and "max_tokens" not in reasoning
    assert plain["max_tokens"] == 100 and "max_completion_tokens" not in plain
    assert "temperature" not in reasoning
    assert reasoning["reasoning_effort"] == "low" and reasoning["store"] is False


def test_every_field_of_generation_params_is_listed_here() -> None:
    assert set(CHANGED) == set(GenerationParams.model_fields)


@pytest.mark.parametrize("field", sorted(CHANGED))
def test_every_generation_parameter_changes_the_cache_key(field: str) -> None:
    base = cache_key("m", PROMPT, GenerationParams(), 0, endpoint="e")
    changed = GenerationParams(**{field: CHANGED[field]})
    assert cache_key("m", PROMPT, changed, 0, endpoint="e") != base


def test_keys_written_before_the_new_fields_stay_valid() -> None:
    # The recipe of KEY_VERSION 2 for default params, written out: unchanged by new fields.
    import hashlib
    import json

    material = {
        "version": 2,
        "endpoint": "e",
        "model": "m",
        "messages": [{"role": "user", "content": "write fizzbuzz"}],
        "params": {
            "temperature": 0.0,
            "max_tokens": None,
            "top_p": None,
            "seed": None,
            "stop": [],
        },
        "sample_index": 0,
    }
    old = hashlib.sha256(json.dumps(material, sort_keys=True).encode()).hexdigest()
    assert cache_key("m", PROMPT, GenerationParams(), 0, endpoint="e") == old


def test_describe_names_every_setting_given() -> None:
    settings = GenerationSettings(
        temperatures=(0.0, None),
        max_tokens=512,
        top_p=0.9,
        seed=3,
        system_prompt="",
        reasoning_effort="high",
        thinking_budget=2048,
        extra_body={"top_k": 20},
    )
    assert dict(settings.describe()) == {
        "temperature": "0, none",
        "max tokens": "512",
        "top-p": "0.9",
        "seed": "3",
        "reasoning effort": "high",
        "thinking budget": "2048",
        "system prompt": "''",
        "extra body": '{"top_k": 20}',
    }
