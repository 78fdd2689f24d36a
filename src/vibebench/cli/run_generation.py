"""The generation options of `vibebench run`, gathered into one `GenerationSettings`.

One decorator adds the options and hands the command a single `generation` argument, so the
command's signature stays short and every option is validated here (a bad value is a usage
error, exit 2, before anything is loaded or sent).
"""

from __future__ import annotations

import functools
import json
from collections.abc import Callable
from typing import Any, TypeVar

import click

from vibebench.models import DEFAULT_MAX_TOKENS, GenerationSettings

F = TypeVar("F", bound=Callable[..., Any])


class TemperatureType(click.ParamType):
    """A temperature from 0 to 2, or `none` (not sent)."""

    name = "T|none"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        if value is None or isinstance(value, float):
            return value
        if str(value).strip().lower() == "none":
            return None
        try:
            number = float(value)
        except ValueError:
            self.fail(f"{value!r} is not a number or 'none'", param, ctx)
        if not 0.0 <= number <= 2.0:
            self.fail(f"{value} is not in the range 0<=x<=2", param, ctx)
        return number


class JsonObjectType(click.ParamType):
    """A JSON object given inline (`{"top_k": 20}`)."""

    name = "JSON"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        if isinstance(value, dict):
            return value
        try:
            parsed = json.loads(value)
        except json.JSONDecodeError as error:
            self.fail(f"not JSON: {error}", param, ctx)
        if not isinstance(parsed, dict):
            self.fail("must be a JSON object ({...})", param, ctx)
        return parsed


_NAMES = (
    "temperatures",
    "max_tokens",
    "top_p",
    "seed",
    "system_prompt",
    "reasoning_effort",
    "thinking_budget",
    "extra_body",
)

_OPTIONS = (
    click.option(
        "--temperature",
        "temperatures",
        multiple=True,
        type=TemperatureType(),
        help="Sampling temperature 0..2, or none (not sent). Repeatable: each value is a "
        "separate cell of the run, its models labelled `MODEL T=VALUE`. Default: 0, or none "
        "for models that reject it (OpenAI o1/o3/o4/gpt-5; Anthropic with --thinking-budget).",
    ),
    click.option(
        "--max-tokens",
        type=click.IntRange(min=1),
        help=f"Output cap. Default: {DEFAULT_MAX_TOKENS} (the Vibe Checker paper's 32K) within "
        "the model's known limit for OpenAI and Anthropic models; not sent to servers whose "
        "limit is unknown. OpenAI reasoning models get it as max_completion_tokens.",
    ),
    click.option(
        "--top-p",
        type=click.FloatRange(0.0, 1.0, min_open=True),
        help="Nucleus sampling (not sent by default).",
    ),
    click.option("--seed", type=int, help="Sampling seed (never sent to Anthropic: it has none)."),
    click.option(
        "--system-prompt",
        help="Replaces the benchmark's system prompt; '' sends none.",
    ),
    click.option(
        "--reasoning-effort",
        metavar="LEVEL",
        help="OpenAI reasoning models' reasoning_effort (minimal, low, medium, high...).",
    ),
    click.option(
        "--thinking-budget",
        type=click.IntRange(min=1024),
        help="Anthropic extended thinking: budget_tokens (at least 1024, below --max-tokens).",
    ),
    click.option(
        "--extra-body",
        type=JsonObjectType(),
        help="JSON object added to every request body as it is (provider-specific fields).",
    ),
)


def generation_options(command: F) -> F:
    """Add the generation options; the command receives them as `generation`."""

    @functools.wraps(command)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        given = {name: kwargs.pop(name) for name in _NAMES}
        given["temperatures"] = tuple(dict.fromkeys(given["temperatures"]))  # repeats once
        return command(*args, generation=GenerationSettings(**given), **kwargs)

    for option in reversed(_OPTIONS):
        wrapper = option(wrapper)
    return wrapper  # type: ignore[return-value]
