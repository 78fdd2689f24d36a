"""Model specs: the one-string way to name a model on the command line.

    openai/gpt-4o-mini                            OPENAI_API_KEY, optional OPENAI_BASE_URL
    anthropic/claude-sonnet-4-20250514            ANTHROPIC_API_KEY, optional ANTHROPIC_BASE_URL
    openai-compatible:http://host:8000/v1@MODEL   optional VIBEBENCH_API_KEY
    ollama/llama3                                 http://localhost:11434/v1 (or OLLAMA_BASE_URL)
    vllm/Qwen/Qwen2.5-Coder-7B-Instruct           http://localhost:8000/v1 (or VLLM_BASE_URL)
    litellm/PROVIDER/MODEL                        needs pip install 'vibebench[litellm]'

Parsing is pure (no environment); `create_model` reads keys and base URLs from the environment,
so a missing key is reported before any request, naming the variable to set.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Literal

from pydantic import BaseModel, ConfigDict

from vibebench.errors import ConfigError
from vibebench.models._cache import CachedModel, ResponseCache
from vibebench.models._pricing import price_for, prices_from
from vibebench.models._retry import RetryPolicy
from vibebench.models._types import Model

Provider = Literal["openai", "anthropic", "openai-compatible", "ollama", "vllm", "litellm"]

ACCEPTED_FORMS = (
    "openai/MODEL, anthropic/MODEL, openai-compatible:http://HOST:PORT/v1@MODEL, "
    "ollama/MODEL, vllm/MODEL, litellm/PROVIDER/MODEL"
)

_KEY_VARIABLES: dict[str, str] = {
    "openai": "OPENAI_API_KEY",
    "anthropic": "ANTHROPIC_API_KEY",
    "openai-compatible": "VIBEBENCH_API_KEY",
    "ollama": "VIBEBENCH_API_KEY",
    "vllm": "VIBEBENCH_API_KEY",
}
_BASE_URL_VARIABLES: dict[str, str] = {
    "openai": "OPENAI_BASE_URL",
    "anthropic": "ANTHROPIC_BASE_URL",
    "ollama": "OLLAMA_BASE_URL",
    "vllm": "VLLM_BASE_URL",
}
_DEFAULT_BASE_URLS: dict[str, str] = {
    "ollama": "http://localhost:11434/v1",
    "vllm": "http://localhost:8000/v1",
}
_LOCAL_PLACEHOLDER_KEY = "not-needed"
"""Sent to local servers (vLLM, Ollama) that were started without a key."""


class ModelSpec(BaseModel):
    """A parsed model spec: which client, which model, where, and which key variable."""

    model_config = ConfigDict(frozen=True)

    text: str
    """The spec as written; also the model's label in records and cache keys."""
    provider: Provider
    model: str
    base_url: str | None = None
    """Explicit endpoint (openai-compatible) or the provider's local default (ollama, vllm)."""
    api_key_env: str | None = None
    """Environment variable holding the key (None: litellm reads its own variables)."""
    key_required: bool = True
    """False for local servers when no variable was named explicitly."""


def split_model_label(text: str) -> tuple[str, str]:
    """`LABEL=SPEC` -> (LABEL, SPEC); a bare spec is its own label."""
    label, sep, spec = text.partition("=")
    if sep and label and "/" not in label and ":" not in label:
        return label, spec
    return text, text


def parse_model_spec(text: str, *, api_key_env: str | None = None) -> ModelSpec:
    """Parse a spec string; `api_key_env` (from `--api-key-env`) names a required key variable.

    Raises:
        ConfigError: The text matches none of the accepted forms (which the message lists).
    """
    text = text.strip()
    if text.startswith("openai-compatible:"):
        provider, model, base_url = _split_compatible(text)
    else:
        provider, _, model = text.partition("/")
        if provider not in (*_KEY_VARIABLES, "litellm") or not model.strip("/"):
            raise ConfigError(f"unknown model spec {text!r}; accepted forms: {ACCEPTED_FORMS}")
        base_url = _DEFAULT_BASE_URLS.get(provider)
    if provider == "litellm" and "/" not in model:
        raise ConfigError(
            f"bad model spec {text!r}: write litellm/PROVIDER/MODEL, e.g. litellm/openai/gpt-4o"
        )
    default_variable = _KEY_VARIABLES.get(provider)
    return ModelSpec(
        text=text,
        provider=provider,  # type: ignore[arg-type]
        model=model,
        base_url=base_url,
        api_key_env=api_key_env or default_variable,
        key_required=api_key_env is not None or provider in ("openai", "anthropic"),
    )


def _split_compatible(text: str) -> tuple[str, str, str]:
    rest = text.removeprefix("openai-compatible:")
    base_url, separator, model = rest.partition("@")
    if not separator or not model or not base_url.startswith(("http://", "https://")):
        raise ConfigError(
            f"bad model spec {text!r}: write openai-compatible:http://HOST:PORT/v1@MODEL "
            f"(the URL may not contain '@'; put credentials in an environment variable)"
        )
    return "openai-compatible", model, base_url.rstrip("/")


def create_model(
    spec: ModelSpec | str,
    *,
    retry: RetryPolicy | None = None,
    cache: ResponseCache | None = None,
    environ: Mapping[str, str] | None = None,
) -> Model:
    """Build the client a spec names, reading its key and base URL from the environment.

    Args:
        spec: A ModelSpec or spec text.
        retry: Attempts, per-request timeout and backoff for every request.
        cache: When given, responses are served from and stored in it.
        environ: Where to read variables; the process environment by default.

    Raises:
        ConfigError: The spec is invalid, a required key variable is unset, or the LiteLLM
            extra is missing.
    """
    spec = parse_model_spec(spec) if isinstance(spec, str) else spec
    environ = os.environ if environ is None else environ
    model = _build(spec, retry, environ)
    return CachedModel(model, cache) if cache is not None else model


def _build(spec: ModelSpec, retry: RetryPolicy | None, environ: Mapping[str, str]) -> Model:
    # The SDKs take over a second to import: load only the client this spec needs.
    base_variable = _BASE_URL_VARIABLES.get(spec.provider)
    base_url = (environ.get(base_variable) if base_variable else None) or spec.base_url
    api_key = _api_key(spec, environ)
    if spec.provider == "litellm":
        from vibebench.models._litellm import LiteLLMModel

        return LiteLLMModel(
            spec.model, name=spec.text, retry=retry, api_key=api_key, base_url=base_url
        )
    price = price_for(spec.provider, spec.model, prices_from(environ))
    if spec.provider == "anthropic":
        from vibebench.models._anthropic import AnthropicModel

        return AnthropicModel(
            spec.model,
            api_key=api_key or "",
            base_url=base_url,
            name=spec.text,
            retry=retry,
            price=price,
        )
    from vibebench.models._openai import OpenAICompatibleModel

    return OpenAICompatibleModel(
        spec.model,
        api_key=api_key or _LOCAL_PLACEHOLDER_KEY,
        base_url=base_url,
        name=spec.text,
        retry=retry,
        price=price,
    )


def _api_key(spec: ModelSpec, environ: Mapping[str, str]) -> str | None:
    if spec.api_key_env is None:
        return None
    key = environ.get(spec.api_key_env, "").strip()
    if not key and spec.key_required:
        raise ConfigError(
            f"model {spec.text!r} needs an API key: set the environment variable "
            f"{spec.api_key_env}"
        )
    return key or None
