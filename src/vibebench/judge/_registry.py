"""Judges by spec: a registered `PREFIX:` picks a judge factory, anything else is a model.

    make_judge("a=openai/gpt-4o-mini")     # LLMJudge over that model, named "a"
    make_judge("kw=keyword:sorted")        # the factory registered as "keyword", named "kw"

Factories come from `register_judge` (in-process) and from installed packages with an entry
point in the `vibebench.judges` group: the entry point's name is the prefix and its value the
factory. A factory takes a `JudgeSpec` and returns a `Judge`. A prefix is lower-case letters,
digits, `-` and `_`, and never the name of a model provider whose specs put a colon after it
(`openai-compatible:URL@MODEL`): model specs win, so every one keeps meaning what it meant.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from functools import cache

from vibebench._frozen import FrozenModel
from vibebench._plugins import PluginGroup, load_plugins
from vibebench.errors import ConfigError
from vibebench.judge._judge import LLMJudge
from vibebench.judge._protocol import Judge
from vibebench.models import (
    Model,
    RetryPolicy,
    all_providers,
    create_model,
    parse_model_spec,
    split_model_label,
)

__all__ = [
    "ENTRY_POINT_GROUP",
    "JudgeFactory",
    "JudgeSpec",
    "judge_prefixes",
    "make_judge",
    "register_judge",
    "reload_registry",
]

ENTRY_POINT_GROUP = "vibebench.judges"
logger = logging.getLogger(__name__)

_PREFIX = re.compile(r"[a-z][a-z0-9_-]*")


def _model_prefixes() -> set[str]:
    """What model specs write before a colon (`openai-compatible`); no judge may take it."""
    return {info.name for info in all_providers() if info.separator == ":"}


class JudgeSpec(FrozenModel):
    """What a judge factory is given: the parsed `[LABEL=]PREFIX:ARGUMENT` and the settings."""

    name: str
    """The judge's name in a panel: LABEL, or the whole spec when there is no label."""
    prefix: str
    """The registered prefix that chose the factory."""
    argument: str
    """Everything after `PREFIX:` (may be empty); its meaning is the factory's."""
    retry: RetryPolicy | None = None
    """For judges that call models: attempts, timeout and backoff per request."""
    attempts: int = 3
    """For judges that ask models: tries for a readable answer."""


JudgeFactory = Callable[[JudgeSpec], Judge]
"""Builds a judge from its spec; raises ConfigError for an argument it cannot use."""

_registered: dict[str, JudgeFactory] = {}


def _is_prefix(prefix: str) -> bool:
    return _PREFIX.fullmatch(prefix) is not None and prefix not in _model_prefixes()


@cache
def _plugins() -> dict[str, JudgeFactory]:
    """Installed judge plugins by prefix (the entry point's name)."""
    found: dict[str, JudgeFactory] = {}
    for prefix, factory in load_plugins(
        PluginGroup(ENTRY_POINT_GROUP, "judge", callable, "a factory")
    ):
        if not _is_prefix(prefix):
            logger.warning("judge plugin %r: not a usable prefix", prefix)
            continue
        if found.get(prefix, factory) is not factory:
            raise ConfigError(f"judge prefix {prefix!r} is defined by two plugins")
        found[prefix] = factory
    return found


def _factories() -> dict[str, JudgeFactory]:
    """Plugins, then in-process registrations; a prefix a model provider took since is left
    out (the provider's specs keep their meaning)."""
    taken = _model_prefixes()
    merged = {**_plugins(), **_registered}
    return {prefix: factory for prefix, factory in merged.items() if prefix not in taken}


def reload_registry() -> None:
    """Forget the plugins found so far (after installing one in the same process)."""
    _plugins.cache_clear()


def judge_prefixes() -> list[str]:
    """Every registered prefix, sorted."""
    return sorted(_factories())


def register_judge(prefix: str, factory: JudgeFactory) -> JudgeFactory:
    """Make `PREFIX:ARGUMENT` specs build judges with `factory` (returned, for decorating).

    Raises:
        ConfigError: the prefix is malformed, is a model spec's, or already has another
            factory.
    """
    if not _is_prefix(prefix):
        raise ConfigError(
            f"bad judge prefix {prefix!r}: use lower-case letters, digits, '-' and '_', "
            f"and none of the model spec prefixes {sorted(_model_prefixes())}"
        )
    if _factories().get(prefix, factory) is not factory:
        raise ConfigError(f"judge prefix {prefix!r} is already registered")
    _registered[prefix] = factory
    return factory


def _model_judge(label: str, spec: str, retry: RetryPolicy | None, attempts: int) -> LLMJudge:
    try:
        parsed = parse_model_spec(spec)
    except ConfigError as err:
        prefix, colon, _ = spec.strip().partition(":")
        if not colon or not _PREFIX.fullmatch(prefix):
            raise
        known = ", ".join(judge_prefixes()) or "none registered"
        msg = f"{err}; nor is {prefix!r} a registered judge prefix ({known})"
        raise ConfigError(msg) from None
    return LLMJudge(create_model(parsed, retry=retry), name=label, max_attempts=attempts)


def make_judge(text: str | Model, *, retry: RetryPolicy | None = None, attempts: int = 3) -> Judge:
    """The judge `[LABEL=]SPEC` names, for panels, codealign and conv2bench alike.

    Args:
        text: `PREFIX:ARGUMENT` with a registered prefix (that factory's judge), any other
            model spec (an `LLMJudge` over that model), either after `LABEL=` to name the
            judge; or an already-built model, which becomes an `LLMJudge` named after it.
        retry: Per-request attempts and timeout of the judge's model calls.
        attempts: Tries per judge call for a readable answer.

    Raises:
        ConfigError: the spec is neither a registered judge nor a model spec, a factory
            refused its argument or returned something that is not a `Judge`.
    """
    if attempts < 1:
        raise ValueError(f"max_attempts must be at least 1, got {attempts}")
    if isinstance(text, Model):
        return LLMJudge(text, max_attempts=attempts)
    label, spec = split_model_label(text)
    prefix, colon, argument = spec.partition(":")
    factory = _factories().get(prefix) if colon else None
    if factory is None:
        return _model_judge(label, spec, retry, attempts)
    judge = factory(
        JudgeSpec(name=label, prefix=prefix, argument=argument, retry=retry, attempts=attempts)
    )
    if not isinstance(judge, Judge):
        msg = f"the judge factory for {prefix!r} returned {type(judge).__name__}, not a Judge"
        raise ConfigError(msg)
    return judge
