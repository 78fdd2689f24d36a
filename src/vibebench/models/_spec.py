"""Model specs: the one-string way to name a model on the command line.

    openai/gpt-4o-mini                            OPENAI_API_KEY, optional OPENAI_BASE_URL
    anthropic/claude-sonnet-4-20250514            ANTHROPIC_API_KEY, optional ANTHROPIC_BASE_URL
    openai-compatible:http://host:8000/v1@MODEL   optional VIBEBENCH_API_KEY
    ollama/llama3                                 http://localhost:11434/v1 (or OLLAMA_BASE_URL)
    vllm/Qwen/Qwen2.5-Coder-7B-Instruct           http://localhost:8000/v1 (or VLLM_BASE_URL)
    litellm/PROVIDER/MODEL                        needs pip install 'vibebench[litellm]'

plus `NAME/MODEL` for every provider a plugin registers (`_providers.py`). Parsing is pure (no
environment); `create_model` reads keys and base URLs from the environment, so a missing key
is reported before any request, naming the variable to set.
"""

from __future__ import annotations

import os
from collections.abc import Mapping

from pydantic import BaseModel, ConfigDict

from vibebench.errors import ConfigError
from vibebench.models._builtin_providers import BUILTIN_PROVIDERS
from vibebench.models._cache import CachedModel, ResponseCache
from vibebench.models._providers import ClientConfig, get_provider, provider_for_spec
from vibebench.models._retry import RetryPolicy
from vibebench.models._types import Model

ACCEPTED_FORMS = ", ".join(info.form for info in BUILTIN_PROVIDERS)
"""The built-in forms; `accepted_forms()` adds the plugins' and is what errors list."""


class ModelSpec(BaseModel):
    """A parsed model spec: which client, which model, where, and which key variable."""

    model_config = ConfigDict(frozen=True)

    text: str
    """The spec as written; also the model's label in records and cache keys."""
    provider: str
    """The registered provider's name (`openai`, `ollama`, a plugin's...)."""
    model: str
    base_url: str | None = None
    """Explicit endpoint (openai-compatible) or the provider's default (ollama, vllm)."""
    api_key_env: str | None = None
    """Environment variable holding the key (None: the client reads its own, as litellm)."""
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
    provider, rest = provider_for_spec(text)
    model, base_url = provider.split(text, rest)
    return ModelSpec(
        text=text,
        provider=provider.name,
        model=model,
        base_url=base_url or provider.default_base_url,
        api_key_env=api_key_env or provider.key_variable,
        key_required=api_key_env is not None or provider.key_required,
    )


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
        ConfigError: The spec is invalid, its provider is not registered, a required key
            variable is unset, or the provider's factory refuses (the LiteLLM extra missing).
    """
    spec = parse_model_spec(spec) if isinstance(spec, str) else spec
    environ = os.environ if environ is None else environ
    model = _build(spec, retry, environ)
    return CachedModel(model, cache) if cache is not None else model


def _build(spec: ModelSpec, retry: RetryPolicy | None, environ: Mapping[str, str]) -> Model:
    provider = get_provider(spec.provider)
    variable = provider.base_url_variable
    base_url = (environ.get(variable) if variable else None) or spec.base_url
    config = ClientConfig(
        spec=spec,
        api_key=_api_key(spec, environ),
        base_url=base_url,
        retry=retry,
        environ=environ,
    )
    return provider.factory(config)


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
