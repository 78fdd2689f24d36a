"""What several commands share: option objects, common options, JSON output, serving.

A command with many options takes them as one typed object. Either its options class is the
table of its options (`@command_options(Cls)`: each field made with `opt`, `arg` or `group`
is one click parameter, in field order, named after the field), or `options_into(Model)`
(right under `@click.command`) collects the parameters named by `Model`'s fields into one
`Model`. The command receives it as `options`, so signatures stay short and helpers pass
one value.
"""

from __future__ import annotations

import dataclasses
import functools
import inspect
import json
from collections.abc import Awaitable, Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import click
from rich.console import Console
from rich.progress import Progress

from vibebench.progress import progress_bar

if TYPE_CHECKING:
    from vibebench.models import Model

__all__ = [
    "FILE",
    "STORE",
    "TABLE_OR_JSON",
    "TEXT_OR_JSON",
    "arg",
    "choice",
    "closing",
    "command_options",
    "echo_json",
    "format_field",
    "format_option",
    "group",
    "max_error_rate_field",
    "model_specs",
    "option_group",
    "options_into",
    "opt",
    "quiet_progress",
    "serve_until_interrupted",
    "store_field",
    "store_option",
    "table_or_json",
    "terminal_progress",
    "text_or_json",
]

F = TypeVar("F", bound=Callable[..., Any])
T = TypeVar("T")

FILE = click.Path(dir_okay=False, path_type=Path)
"""A file argument or option, given to the command as a Path."""

STORE = "vibebench-runs/runs.sqlite"
"""Where the run store is when neither --store nor VIBEBENCH_STORE says."""


def options_into(model: Callable[..., Any], name: str = "options") -> Callable[[F], F]:
    """Hand the command the parameters named by `model`'s fields as one `model` instance.

    Put it right under `@click.command` so every option below it is collected; parameters
    that are not fields of `model` are passed on as they are.
    """
    fields = tuple(inspect.signature(model).parameters)

    def decorate(command: F) -> F:
        @functools.wraps(command)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            given = {field: kwargs.pop(field) for field in fields if field in kwargs}
            return command(*args, **{name: model(**given)}, **kwargs)

        return wrapper  # type: ignore[return-value]

    return decorate


_CLICK = "vibebench.cli"
"""The metadata key of a field's click parameter."""


def opt(*flags: str, long: bool = True, **attrs: Any) -> Any:
    """A field that is a click option: `flags`, plus `--field-name` unless one is long or
    `long` is False, and click's `attrs`.

    The default is shown in the help whenever there is one (show_default=False hides it).
    """
    if "default" in attrs and not attrs.get("is_flag"):
        attrs = {"show_default": True, **attrs}
    if long and not any(flag.startswith("--") for flag in flags):
        flags = (*flags, _long_flag(""))

    def make(name: str) -> Callable[[F], F]:
        named = tuple(_long_flag(name) if flag == "--" else flag for flag in flags)
        return click.option(*named, name, **attrs)

    return dataclasses.field(metadata={_CLICK: make})


def _long_flag(name: str) -> str:
    return "--" + name.replace("_", "-")  # "--" alone: the field's name, filled in later


def choice(*values: str, **attrs: Any) -> Any:
    """A field that is an option choosing one of `values`, the first the default."""
    return opt(type=click.Choice(list(values)), default=values[0], **attrs)


def model_specs(*flags: str, **attrs: Any) -> Any:
    """A field that is a repeatable option of model specs ([LABEL=]SPEC), required unless
    `required=False`."""
    return opt(*flags, multiple=True, **{"required": True, **attrs})


def arg(**attrs: Any) -> Any:
    """A field that is a click argument named after the field."""
    return dataclasses.field(metadata={_CLICK: lambda name: click.argument(name, **attrs)})


def group(decorator: Callable[[F], F]) -> Any:
    """A field filled by a decorator that adds several options and passes one value."""
    return dataclasses.field(metadata={_CLICK: lambda _name: decorator})


def command_options(cls: type) -> Callable[[F], F]:
    """Add one click parameter per `opt`/`arg`/`group` field of the dataclass `cls`, in field
    order, and hand the command their values as one `cls` named `options`."""
    makers = [
        field.metadata[_CLICK](field.name)
        for field in dataclasses.fields(cls)
        if _CLICK in field.metadata
    ]
    return option_group(cls, "options", *makers)


def option_group(
    model: Callable[..., Any], name: str, *options: Callable[[Any], Any]
) -> Callable[[F], F]:
    """Add `options` to a command and hand it their values as one `model` named `name`."""

    def decorate(command: F) -> F:
        wrapped = options_into(model, name)(command)
        for option in reversed(options):
            wrapped = option(wrapped)
        return wrapped

    return decorate


def _format_attrs(choices: tuple[str, ...], help_text: str | None) -> dict[str, Any]:
    """`--format` over `choices`, the first the default (shown when there is a help text)."""
    return {
        "type": click.Choice(list(choices)),
        "default": choices[0],
        "show_default": help_text is not None,
        "help": help_text,
    }


def format_option(*choices: str, help_text: str | None = None) -> Callable[[F], F]:
    """`--format` over `choices` (the first the default) given as `output_format`."""
    return click.option("--format", "output_format", **_format_attrs(choices, help_text))


def format_field(*choices: str, help_text: str | None = None, **extra: Any) -> Any:
    """`format_option` as a field of an options class (name it `output_format`)."""
    return opt("--format", **{**_format_attrs(choices, help_text), **extra})


_TEXT_OR_JSON_HELP = "Human-readable text or JSON for machines."

TEXT_OR_JSON = format_option("text", "json", help_text=_TEXT_OR_JSON_HELP)
"""The `--format text|json` of the inspection commands."""

TABLE_OR_JSON = format_option("table", "json")
"""The `--format table|json` of the commands that print tables."""


def text_or_json() -> Any:
    """`TEXT_OR_JSON` as a field of an options class."""
    return format_field("text", "json", help_text=_TEXT_OR_JSON_HELP)


def table_or_json() -> Any:
    """`TABLE_OR_JSON` as a field of an options class."""
    return format_field("table", "json")


_STORE_ATTRS = {"type": FILE, "envvar": "VIBEBENCH_STORE"}


def store_option(**extra: Any) -> Callable[[F], F]:
    """`--store` (env VIBEBENCH_STORE), a file given as `store_path`; `extra` adds to it."""
    return click.option("--store", "store_path", **_STORE_ATTRS, **extra)


def output_field(help_text: str | None = None) -> Any:
    """`-o/--output FILE`, required: where a command writes its result."""
    return opt("-o", type=FILE, required=True, help=help_text)


def store_field(**extra: Any) -> Any:
    """`store_option` as a field of an options class (name it `store_path`)."""
    return opt("--store", **_STORE_ATTRS, **extra)


def max_error_rate_field(help_text: str) -> Any:
    """`--max-error-rate`: the share of failed generations above which a model is marked."""
    from vibebench.metrics import ERROR_RATE_THRESHOLD

    return opt(default=ERROR_RATE_THRESHOLD, type=click.FloatRange(0, 1), help=help_text)


def echo_json(payload: Any, **dumps: Any) -> None:
    """Print `payload` as indented JSON on stdout (`dumps` as for json.dumps)."""
    click.echo(json.dumps(payload, indent=2, **dumps))


def quiet_progress() -> Progress:
    """The one progress bar, drawn on stderr and gone when the work is done."""
    return progress_bar(transient=True)


def terminal_progress() -> Progress:
    """`quiet_progress`, drawn only when stderr is a terminal (not even a blank line else)."""
    return progress_bar(Console(stderr=True).is_terminal, transient=True)


async def closing(models: Iterable[Model], work: Awaitable[T]) -> T:
    """Await `work`, then close `models` (their HTTP clients) however it ended."""
    try:
        return await work
    finally:
        for model in models:
            await model.aclose()


def serve_until_interrupted(serve: Callable[[], None], stop: Callable[[], None]) -> None:
    """Serve until Ctrl-C, which is how a server is meant to end (exit 0, not 130)."""
    try:
        serve()
    except KeyboardInterrupt:
        click.echo("stopped", err=True)
    finally:
        stop()
