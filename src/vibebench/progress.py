"""The one progress bar every long step shows (rich, on stderr, so stdout stays parseable)."""

from __future__ import annotations

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn


def progress_bar(enabled: bool = True, *, transient: bool = False) -> Progress:
    """A bar with description, count and elapsed time; `enabled=False` draws nothing."""
    return Progress(
        TextColumn("[bold]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=Console(stderr=True),
        disable=not enabled,
        transient=transient,
    )
