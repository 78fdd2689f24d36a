"""Model clients behind one async interface, with retries, bounded concurrency and a cache.

    spec = parse_model_spec("openai/gpt-4o-mini")
    async with create_model(spec, cache=ResponseCache("cache.sqlite")) as model:
        outcomes = await model.complete_many(conversations, GenerationParams(), concurrency=16)

`CallableModel` turns a function into a model for protocol tests. Providers (the `openai/` of
a spec) are a registry: built-ins and plugins are `ProviderInfo`s, a plugin's declared under
the entry-point group `vibebench.providers` (docs/architecture.md, "How to add a model
provider").
"""

from vibebench.models._cache import CachedModel, ResponseCache, cache_key
from vibebench.models._fake import CallableModel, Handler
from vibebench.models._pricing import (
    PRICES,
    PRICES_VARIABLE,
    ModelPrice,
    price_for,
    prices_from,
)
from vibebench.models._providers import (
    PROVIDER_ENTRY_POINT_GROUP,
    ClientConfig,
    ProviderFactory,
    ProviderInfo,
    SpecSplitter,
    accepted_forms,
    all_providers,
    get_provider,
    register_provider,
    reload_providers,
    split_model,
    unregister_provider,
)
from vibebench.models._retry import RetryPolicy, backoff_delay, parse_retry_after
from vibebench.models._sdk import Reply, SdkModel
from vibebench.models._settings import (
    DEFAULT_MAX_TOKENS,
    FAMILY_DEFAULT,
    GenerationSettings,
    TemperatureCell,
    default_max_tokens,
    is_openai_reasoning,
    max_output_tokens,
    temperature_label,
)
from vibebench.models._spec import (
    ACCEPTED_FORMS,
    ModelSpec,
    create_model,
    parse_model_spec,
    split_model_label,
)
from vibebench.models._types import (
    FATAL_HTTP_STATUSES,
    ChatMessage,
    CompletionOutcome,
    FailureDetail,
    FailureKind,
    GenerationParams,
    Model,
    ModelCallError,
    ModelResponse,
    OnDone,
    ResponseStatus,
    Usage,
    failure_of,
    response_status,
)

__all__ = [
    "ACCEPTED_FORMS",
    "DEFAULT_MAX_TOKENS",
    "FAMILY_DEFAULT",
    "FATAL_HTTP_STATUSES",
    "PRICES",
    "PRICES_VARIABLE",
    "PROVIDER_ENTRY_POINT_GROUP",
    "AnthropicModel",
    "CachedModel",
    "CallableModel",
    "ChatMessage",
    "ClientConfig",
    "CompletionOutcome",
    "FailureDetail",
    "FailureKind",
    "GenerationParams",
    "GenerationSettings",
    "Handler",
    "LiteLLMModel",
    "Model",
    "ModelCallError",
    "ModelPrice",
    "ModelResponse",
    "ModelSpec",
    "OnDone",
    "OpenAICompatibleModel",
    "ProviderFactory",
    "ProviderInfo",
    "Reply",
    "ResponseCache",
    "ResponseStatus",
    "RetryPolicy",
    "SdkModel",
    "SpecSplitter",
    "TemperatureCell",
    "Usage",
    "accepted_forms",
    "all_providers",
    "backoff_delay",
    "cache_key",
    "create_model",
    "default_max_tokens",
    "failure_of",
    "get_provider",
    "is_openai_reasoning",
    "max_output_tokens",
    "parse_model_spec",
    "split_model_label",
    "parse_retry_after",
    "price_for",
    "prices_from",
    "register_provider",
    "reload_providers",
    "response_status",
    "split_model",
    "temperature_label",
    "unregister_provider",
]


_LAZY_CLIENTS = {
    "AnthropicModel": "vibebench.models._anthropic",
    "LiteLLMModel": "vibebench.models._litellm",
    "OpenAICompatibleModel": "vibebench.models._openai",
}


def __getattr__(name: str) -> object:
    """Import a client class on first use: the provider SDKs are slow to import."""
    if name in _LAZY_CLIENTS:
        import importlib

        return getattr(importlib.import_module(_LAZY_CLIENTS[name]), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
