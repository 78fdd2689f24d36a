"""Regenerate docs/cli.md from the `--help` of every vibebench command.

tests/test_cli_docs.py fails when the checked-in page differs from this script's output, so
the command reference never drifts from the code.

Usage:
    python scripts/gen_cli_docs.py           # rewrite docs/cli.md
    python scripts/gen_cli_docs.py --check   # exit 1 if the page is stale
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from pathlib import Path

import click

from vibebench.cli import main as vibebench_main

DOCS_PAGE = Path(__file__).resolve().parent.parent / "docs" / "cli.md"
WIDTH = 100


def _commands(
    command: click.Command, path: tuple[str, ...], parent: click.Context | None
) -> Iterator[tuple[tuple[str, ...], str]]:
    settings = {**command.context_settings, "terminal_width": WIDTH, "max_content_width": WIDTH}
    if parent is not None:
        settings.setdefault("help_option_names", parent.help_option_names)
    context = click.Context(command, info_name=path[-1], parent=parent, **settings)
    yield path, command.get_help(context)
    if isinstance(command, click.Group):
        for name in sorted(command.list_commands(context)):
            sub = command.get_command(context, name)
            if sub is not None and not sub.hidden:
                yield from _commands(sub, (*path, name), context)


def render_page() -> str:
    """The whole command reference as Markdown."""
    parts = [
        "# Command reference\n",
        "Generated from `--help` by `scripts/gen_cli_docs.py`; do not edit by hand.\n",
    ]
    for path, text in _commands(vibebench_main, ("vibebench",), None):
        parts.append(f"## `{' '.join(path)}`\n\n```text\n{text.rstrip()}\n```\n")
    return "\n".join(parts)


def main(argv: list[str] | None = None) -> int:
    """Write (or with --check, compare) the page; return the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only report a stale page")
    args = parser.parse_args(argv)
    page = render_page()
    if args.check:
        current = DOCS_PAGE.read_text(encoding="utf-8") if DOCS_PAGE.exists() else ""
        if current != page:
            sys.stderr.write(f"{DOCS_PAGE} is stale; run scripts/gen_cli_docs.py\n")
            return 1
        return 0
    DOCS_PAGE.write_text(page, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
