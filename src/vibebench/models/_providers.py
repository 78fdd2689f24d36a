"""The provider registry: a spec's prefix -> how to build its client; built-ins plus plugins.

A provider is one `ProviderInfo`: its name (the spec's prefix), a factory that builds the
client from a `ClientConfig`, and the environment variables it reads. The built-ins
(`_builtin_providers.py`) are `ProviderInfo`s like any plugin's. A plugin package names its
`ProviderInfo` under the entry-point group `vibebench.providers`, and the registry finds it at
first use:

    [project.entry-points."vibebench.providers"]
    toy = "toy_provider:PROVIDER"

`register_provider` adds one in this process instead (a script, a notebook, a test).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Literal

from vibebench._plugins import PluginGroup, load_plugins
from vibebench.errors import ConfigError
from vibebench.models._pricing import ModelPrice, price_for, prices_from
from vibebench.models._retry import RetryPolicy
from vibebench.models._types import Model

if TYPE_CHECKING:
    from vibebench.models._spec import ModelSpec

PROVIDER_ENTRY_POINT_GROUP = "vibebench.providers"
logger = logging.getLogger(__name__)

_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]*")
"""A provider name: no `/`, `:` or `=`, which separate it from the model and the label."""


@dataclass(frozen=True)
class ClientConfig:
    """What a provider's factory builds its client from: the spec and the environment's say."""

    spec: ModelSpec
    api_key: str | None
    """The key read from the spec's variable (None: not set, or the provider names none)."""
    base_url: str | None
    """The provider's base-URL variable if set, else the spec's URL or the provider default."""
    retry: RetryPolicy | None = None
    """Attempts, per-request timeout and backoff (None: the client's default policy)."""
    environ: Mapping[str, str] = field(default_factory=dict)
    """Where the variables were read; `price()` reads `VIBEBENCH_PRICES` from it."""

    @property
    def model(self) -> str:
        """The model name the provider knows (the spec after its prefix)."""
        return self.spec.model

    @property
    def name(self) -> str:
        """The client's label in records and cache keys: the spec as written."""
        return self.spec.text

    def price(self) -> ModelPrice | None:
        """The model's price per million tokens (`VIBEBENCH_PRICES`, then the built-in table).

        Raises:
            ConfigError: The price file is unreadable or not a table of prices.
        """
        return price_for(self.spec.provider, self.spec.model, prices_from(self.environ))


ProviderFactory = Callable[[ClientConfig], Model]
"""Builds the client; may raise ConfigError (a missing optional library, a bad setting)."""

SpecSplitter = Callable[[str, str], tuple[str, str | None]]
"""(spec text, text after the prefix) -> (model, explicit base URL or None); ConfigError if bad."""


def split_model(text: str, rest: str) -> tuple[str, str | None]:
    """The `NAME/MODEL` form: the model is everything after the prefix and may hold `/`.

    Raises:
        ConfigError: Nothing follows the prefix (the message lists the accepted forms).
    """
    if not rest.strip("/"):
        raise unknown_spec(text)
    return rest, None


@dataclass(frozen=True, kw_only=True)
class ProviderInfo:
    """One model provider: how its specs read and how its client is built."""

    name: str
    """The spec's prefix (`openai` in `openai/gpt-4o`); unique in the registry."""
    factory: ProviderFactory
    """Builds the client; import heavy SDKs inside it, so only the provider used pays."""
    key_variable: str | None = None
    """The environment variable holding the API key (None: the client reads its own)."""
    base_url_variable: str | None = None
    """An environment variable that overrides the endpoint (`OLLAMA_BASE_URL`)."""
    default_base_url: str | None = None
    """The endpoint when the spec and the variable name none (a local server's address)."""
    key_required: bool = True
    """Whether an unset `key_variable` is a ConfigError; False for servers that take any key."""
    form: str = ""
    """The spec form shown in errors and docs; default `NAME/MODEL`."""
    separator: Literal["/", ":"] = "/"
    """What follows the name in a spec (`:` for `openai-compatible:URL@MODEL`)."""
    split: SpecSplitter = split_model
    """Reads the model (and an explicit base URL) from the text after the prefix."""

    def __post_init__(self) -> None:
        if not _NAME.fullmatch(self.name):
            raise ConfigError(
                f"bad model provider name {self.name!r}: use letters, digits, '_', '.' and '-'"
            )
        if not self.form:
            object.__setattr__(self, "form", f"{self.prefix}MODEL")
        if not self.form.startswith(self.prefix):
            raise ConfigError(f"provider {self.name!r}: its form must start with {self.prefix!r}")

    @property
    def prefix(self) -> str:
        """What every spec of this provider starts with (`openai/`, `openai-compatible:`)."""
        return f"{self.name}{self.separator}"


_registered: dict[str, ProviderInfo] = {}
"""Providers added by `register_provider` in this process; they survive `reload_providers`."""


def _builtin_providers() -> tuple[ProviderInfo, ...]:
    # Imported here: the built-ins are written against this module.
    from vibebench.models._builtin_providers import BUILTIN_PROVIDERS

    return BUILTIN_PROVIDERS


def _plugin_providers() -> list[ProviderInfo]:
    """Providers of installed plugins: each entry point names a `ProviderInfo`."""
    group = PluginGroup(
        PROVIDER_ENTRY_POINT_GROUP, "model provider", _is_provider, "a ProviderInfo"
    )
    found = load_plugins(group)
    return [info for _, info in found]


def _is_provider(target: object) -> bool:
    return isinstance(target, ProviderInfo)


def _add(registry: dict[str, ProviderInfo], info: ProviderInfo) -> None:
    if info.name in registry:
        raise ConfigError(f"model provider {info.name!r} is registered twice")
    registry[info.name] = info


@cache
def _registry() -> dict[str, ProviderInfo]:
    registry: dict[str, ProviderInfo] = {}
    for info in (*_builtin_providers(), *_plugin_providers(), *_registered.values()):
        _add(registry, info)
    return registry


def register_provider(info: ProviderInfo) -> ProviderInfo:
    """Add a provider in this process (a package declares an entry point instead).

    Raises:
        ConfigError: A provider of that name is already registered.
    """
    _add(_registry(), info)
    _registered[info.name] = info
    return info


def unregister_provider(name: str) -> None:
    """Remove a provider `register_provider` added; built-ins and plugins stay."""
    _registered.pop(name, None)
    reload_providers()


def reload_providers() -> None:
    """Forget the cached registry (after installing a plugin in the same process)."""
    _registry.cache_clear()


def all_providers() -> list[ProviderInfo]:
    """Every registered provider: built-ins first, then plugins, then in-process ones."""
    return list(_registry().values())


def accepted_forms() -> str:
    """The spec form of every registered provider, comma-separated, for error messages."""
    return ", ".join(info.form for info in all_providers())


def unknown_spec(text: str) -> ConfigError:
    """The error for a spec no provider reads; it lists the accepted forms."""
    return ConfigError(f"unknown model spec {text!r}; accepted forms: {accepted_forms()}")


def get_provider(name: str) -> ProviderInfo:
    """The provider of this name; ConfigError listing the accepted forms when there is none."""
    try:
        return _registry()[name]
    except KeyError:
        raise ConfigError(
            f"unknown model provider {name!r}; accepted forms: {accepted_forms()}"
        ) from None


def provider_for_spec(text: str) -> tuple[ProviderInfo, str]:
    """The provider whose prefix starts `text`, and the text after it.

    Names hold no separator, so at most one prefix matches.

    Raises:
        ConfigError: No provider's prefix starts the text.
    """
    for info in _registry().values():
        if text.startswith(info.prefix):
            return info, text.removeprefix(info.prefix)
    raise unknown_spec(text)
