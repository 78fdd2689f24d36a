"""The built-in model providers: `ProviderInfo`s like any plugin's, read by the registry.

`vibebench.models._spec` lists the spec forms and the variables each provider reads.
The SDKs take over a second to import: each factory loads only the client its spec needs.
"""

from __future__ import annotations

from vibebench.errors import ConfigError
from vibebench.models._providers import ClientConfig, ProviderInfo, split_model
from vibebench.models._types import Model

_LOCAL_KEY_VARIABLE = "VIBEBENCH_API_KEY"
_LOCAL_PLACEHOLDER_KEY = "not-needed"
"""Sent to local servers (vLLM, Ollama) that were started without a key."""


def _openai_client(config: ClientConfig) -> Model:
    price = config.price()
    from vibebench.models._openai import OpenAICompatibleModel

    return OpenAICompatibleModel(
        config.model,
        api_key=config.api_key or _LOCAL_PLACEHOLDER_KEY,
        base_url=config.base_url,
        name=config.name,
        retry=config.retry,
        price=price,
    )


def _anthropic_client(config: ClientConfig) -> Model:
    price = config.price()
    from vibebench.models._anthropic import AnthropicModel

    return AnthropicModel(
        config.model,
        api_key=config.api_key or "",
        base_url=config.base_url,
        name=config.name,
        retry=config.retry,
        price=price,
    )


def _litellm_client(config: ClientConfig) -> Model:
    """LiteLLM reports each answer's cost itself, so no price is looked up."""
    from vibebench.models._litellm import LiteLLMModel

    return LiteLLMModel(
        config.model,
        name=config.name,
        retry=config.retry,
        api_key=config.api_key,
        base_url=config.base_url,
    )


def _split_compatible(text: str, rest: str) -> tuple[str, str | None]:
    base_url, separator, model = rest.partition("@")
    if not separator or not model or not base_url.startswith(("http://", "https://")):
        raise ConfigError(
            f"bad model spec {text!r}: write openai-compatible:http://HOST:PORT/v1@MODEL "
            f"(the URL may not contain '@'; put credentials in an environment variable)"
        )
    return model, base_url.rstrip("/")


def _split_litellm(text: str, rest: str) -> tuple[str, str | None]:
    model, _ = split_model(text, rest)
    if "/" not in model:
        raise ConfigError(
            f"bad model spec {text!r}: write litellm/PROVIDER/MODEL, e.g. litellm/openai/gpt-4o"
        )
    return model, None


def _local_server(name: str, default_base_url: str) -> ProviderInfo:
    """An OpenAI-compatible server run locally (no key needed): its URL from `NAME_BASE_URL`."""
    return ProviderInfo(
        name=name,
        factory=_openai_client,
        key_variable=_LOCAL_KEY_VARIABLE,
        base_url_variable=f"{name.upper()}_BASE_URL",
        default_base_url=default_base_url,
        key_required=False,
    )


BUILTIN_PROVIDERS: tuple[ProviderInfo, ...] = (
    ProviderInfo(
        name="openai",
        factory=_openai_client,
        key_variable="OPENAI_API_KEY",
        base_url_variable="OPENAI_BASE_URL",
    ),
    ProviderInfo(
        name="anthropic",
        factory=_anthropic_client,
        key_variable="ANTHROPIC_API_KEY",
        base_url_variable="ANTHROPIC_BASE_URL",
    ),
    ProviderInfo(
        name="openai-compatible",
        factory=_openai_client,
        key_variable=_LOCAL_KEY_VARIABLE,
        key_required=False,
        form="openai-compatible:http://HOST:PORT/v1@MODEL",
        separator=":",
        split=_split_compatible,
    ),
    _local_server("ollama", "http://localhost:11434/v1"),
    _local_server("vllm", "http://localhost:8000/v1"),
    ProviderInfo(
        name="litellm",
        factory=_litellm_client,
        key_required=False,
        form="litellm/PROVIDER/MODEL",
        split=_split_litellm,
    ),
)
"""In the order the accepted forms are listed."""
