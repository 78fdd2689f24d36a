"""Model specs: parsing, errors that name the accepted forms, and building clients."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from vibebench.errors import ConfigError
from vibebench.models import (
    AnthropicModel,
    CachedModel,
    OpenAICompatibleModel,
    ResponseCache,
    create_model,
    parse_model_spec,
)


@pytest.mark.parametrize(
    ("text", "provider", "model", "base_url", "key_env"),
    [
        ("openai/gpt-4o-mini", "openai", "gpt-4o-mini", None, "OPENAI_API_KEY"),
        (
            "anthropic/claude-sonnet-4-20250514",
            "anthropic",
            "claude-sonnet-4-20250514",
            None,
            "ANTHROPIC_API_KEY",
        ),
        (
            "openai-compatible:http://localhost:8000/v1@Qwen/Qwen2.5-Coder-7B",
            "openai-compatible",
            "Qwen/Qwen2.5-Coder-7B",
            "http://localhost:8000/v1",
            "VIBEBENCH_API_KEY",
        ),
        ("ollama/llama3", "ollama", "llama3", "http://localhost:11434/v1", "VIBEBENCH_API_KEY"),
        (
            "vllm/meta-llama/Llama-3-8B",
            "vllm",
            "meta-llama/Llama-3-8B",
            "http://localhost:8000/v1",
            "VIBEBENCH_API_KEY",
        ),
        (
            "litellm/together_ai/meta-llama/Llama-3-8b",
            "litellm",
            "together_ai/meta-llama/Llama-3-8b",
            None,
            None,
        ),
    ],
)
def test_accepted_forms_parse(
    text: str, provider: str, model: str, base_url: str | None, key_env: str | None
) -> None:
    spec = parse_model_spec(text)
    assert (spec.provider, spec.model, spec.base_url, spec.api_key_env) == (
        provider,
        model,
        base_url,
        key_env,
    )
    assert spec.text == text


@pytest.mark.parametrize(
    "text",
    [
        "gpt-4o",
        "azure/gpt-4o",
        "openai/",
        "",
        "openai-compatible:localhost:8000@m",
        "openai-compatible:http://localhost:8000/v1",
        "litellm/gpt-4o",
    ],
)
def test_bad_specs_are_config_errors_that_show_the_way(text: str) -> None:
    with pytest.raises(ConfigError) as caught:
        parse_model_spec(text)
    message = str(caught.value)
    assert repr(text.strip()) in message
    assert "openai" in message


def test_unknown_provider_lists_every_accepted_form() -> None:
    with pytest.raises(ConfigError) as caught:
        parse_model_spec("gemini/pro")
    for form in ("openai/", "anthropic/", "openai-compatible:", "ollama/", "vllm/", "litellm/"):
        assert form in str(caught.value)


@pytest.mark.parametrize(
    ("text", "variable"),
    [("openai/gpt-4o-mini", "OPENAI_API_KEY"), ("anthropic/claude-x", "ANTHROPIC_API_KEY")],
)
def test_a_missing_key_names_the_variable(text: str, variable: str) -> None:
    with pytest.raises(ConfigError, match=f"set the environment variable {variable}"):
        create_model(text, environ={})


def test_an_explicit_key_variable_is_required_for_local_servers_too() -> None:
    spec = parse_model_spec("ollama/llama3", api_key_env="MY_OLLAMA_KEY")
    with pytest.raises(ConfigError, match="MY_OLLAMA_KEY"):
        create_model(spec, environ={})


def test_local_servers_need_no_key_by_default() -> None:
    model = create_model("vllm/some-model", environ={})
    assert isinstance(model, OpenAICompatibleModel)
    assert model.base_url == "http://localhost:8000/v1"


def test_base_url_variables_override_the_defaults() -> None:
    environ = {"OLLAMA_BASE_URL": "http://gpu-box:11434/v1"}
    model = create_model("ollama/llama3", environ=environ)
    assert isinstance(model, OpenAICompatibleModel)
    assert model.base_url == "http://gpu-box:11434/v1"


def test_create_model_builds_the_client_the_spec_names(tmp_path: object) -> None:
    environ = {"ANTHROPIC_API_KEY": "k", "OPENAI_API_KEY": "k"}
    anthropic_model = create_model("anthropic/claude-haiku-4-5-20251001", environ=environ)
    assert isinstance(anthropic_model, AnthropicModel)
    assert anthropic_model.price is not None
    openai_model = create_model("openai/gpt-4o-mini-2024-07-18", environ=environ)
    assert isinstance(openai_model, OpenAICompatibleModel)
    assert openai_model.price is not None
    assert openai_model.name == "openai/gpt-4o-mini-2024-07-18"
    compatible = create_model("openai-compatible:http://h:1/v1@gpt-4o-mini", environ={})
    assert isinstance(compatible, OpenAICompatibleModel)
    assert compatible.price is None


def test_create_model_wraps_the_client_in_the_cache(tmp_path) -> None:  # noqa: ANN001
    model = create_model("vllm/m", environ={}, cache=ResponseCache(tmp_path / "c.sqlite"))
    assert isinstance(model, CachedModel)
    assert model.name == "vllm/m"


@pytest.mark.skipif(importlib.util.find_spec("litellm") is not None, reason="litellm installed")
def test_litellm_without_the_extra_says_how_to_install_it() -> None:
    with pytest.raises(ConfigError, match=r"pip install 'vibebench\[litellm\]'"):
        create_model("litellm/openai/gpt-4o-mini", environ={})


def test_dated_snapshots_take_their_family_price_and_other_suffixes_do_not() -> None:
    from vibebench.models import PRICES, price_for

    assert price_for("openai", "gpt-4o-mini-2024-07-18") == PRICES["openai/gpt-4o-mini"]
    assert price_for("openai", "gpt-4o-2024-08-06") == PRICES["openai/gpt-4o"]
    assert (
        price_for("anthropic", "claude-opus-4-5-20251101") == PRICES["anthropic/claude-opus-4-5"]
    )
    assert price_for("openai", "gpt-4o-minimal") is None
    assert price_for("vllm", "gpt-4o-mini") is None


def test_a_price_file_prices_a_local_model_and_corrects_a_built_in_one(tmp_path: Path) -> None:
    from vibebench.models import PRICES, ModelPrice

    prices = tmp_path / "prices.json"
    prices.write_text(json.dumps({"vllm/m": [1.0, 2.0], "openai/gpt-4o": [9.0, 9.5]}))
    environ = {"VIBEBENCH_PRICES": str(prices), "OPENAI_API_KEY": "k"}
    local = create_model("vllm/m", environ=environ)
    corrected = create_model("openai/gpt-4o", environ=environ)
    assert local.price == ModelPrice(prompt_per_million=1.0, completion_per_million=2.0)  # type: ignore[attr-defined]
    assert corrected.price == ModelPrice(prompt_per_million=9.0, completion_per_million=9.5)  # type: ignore[attr-defined]
    built_in = create_model("openai/gpt-4o", environ={"OPENAI_API_KEY": "k"})
    assert built_in.price == PRICES["openai/gpt-4o"]  # type: ignore[attr-defined]


def test_a_price_file_that_is_not_a_table_is_a_config_error(tmp_path: Path) -> None:
    prices = tmp_path / "prices.json"
    prices.write_text(json.dumps({"vllm/m": "cheap"}))
    with pytest.raises(ConfigError, match="VIBEBENCH_PRICES"):
        create_model("vllm/m", environ={"VIBEBENCH_PRICES": str(prices)})
