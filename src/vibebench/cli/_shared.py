"""What several commands share: option objects, common options, JSON output, serving.

A command with many options takes them as one typed object: `options_into(Model)` (right
under `@click.command`) collects the parameters named by `Model`'s fields into one `Model`
handed to the command as `options`, so signatures stay short and helpers pass one value.
"""

from __future__ import annotations

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
    "closing",
    "echo_json",
    "format_option",
    "max_error_rate_option",
    "option_group",
    "options_into",
    "quiet_progress",
    "serve_until_interrupted",
    "store_option",
    "terminal_progress",
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


def format_option(*choices: str, help_text: str | None = None) -> Callable[[F], F]:
    """`--format` over `choices`, the first the default (shown when there is a help text)."""
    return click.option(
        "--format",
        "output_format",
        type=click.Choice(list(choices)),
        default=choices[0],
        show_default=help_text is not None,
        help=help_text,
    )


TEXT_OR_JSON = format_option("text", "json", help_text="Human-readable text or JSON for machines.")
"""The `--format text|json` of the inspection commands."""

TABLE_OR_JSON = format_option("table", "json")
"""The `--format table|json` of the commands that print tables."""


def store_option(**extra: Any) -> Callable[[F], F]:
    """`--store` (env VIBEBENCH_STORE), a file given as `store_path`; `extra` adds to it."""
    return click.option("--store", "store_path", type=FILE, envvar="VIBEBENCH_STORE", **extra)


def max_error_rate_option(help_text: str) -> Callable[[F], F]:
    """`--max-error-rate`: the share of failed generations above which a model is marked."""
    from vibebench.metrics import ERROR_RATE_THRESHOLD

    return click.option(
        "--max-error-rate",
        default=ERROR_RATE_THRESHOLD,
        show_default=True,
        type=click.FloatRange(0, 1),
        help=help_text,
    )


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
