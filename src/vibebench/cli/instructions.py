"""`vibebench instructions`: browse the VeriCode registry from the terminal."""

from __future__ import annotations

import click
from rich.console import Console
from rich.markdown import Markdown
from rich.table import Table

from vibebench.cli import VibebenchGroup
from vibebench.cli._shared import echo_json, format_option
from vibebench.instructions._describe import InstructionCard, describe, fence_code, summarize
from vibebench.instructions._registry import all_instructions, get_instruction

__all__ = ["instructions"]

_FORMAT = format_option("table", "json", help_text="Human-readable table or JSON for machines.")


@click.group(cls=VibebenchGroup)
def instructions() -> None:
    """Browse the verifiable code instructions (VeriCode) and installed plugins.

    \b
    Examples:
      vibebench instructions list
      vibebench instructions list --format json
      vibebench instructions show style_3
    """


@instructions.command("list")
@_FORMAT
def list_(output_format: str) -> None:
    """List every registered instruction with its verifier and parameter defaults."""
    cards = [summarize(instruction) for instruction in all_instructions()]
    if output_format == "json":
        echo_json([card.model_dump(mode="json") for card in cards])
        return
    table = Table(title=f"{len(cards)} instructions")
    for column in ("id", "name", "category", "verifier", "parameters (default)"):
        table.add_column(column)
    for card in cards:
        params = ", ".join(f"{spec.name}={spec.default!r}" for spec in card.parameters)
        table.add_row(card.id, card.name, card.category, card.verifier, params or "-")
    Console(soft_wrap=False).print(table)


@instructions.command("show")
@click.argument("instruction_id", metavar="ID")
@_FORMAT
def show(instruction_id: str, output_format: str) -> None:
    """Explain one instruction: what it asks, why, its prompts, parameters and examples."""
    card = describe(get_instruction(instruction_id))
    if output_format == "json":
        click.echo(card.model_dump_json(indent=2))
        return
    console = Console()
    widest = _widest_example_line(card) + _CODE_PADDING
    if not console.is_terminal and console.width < widest:
        # Piped output: wrapping an example would misstate it (style_3's are about length).
        console = Console(width=widest)
    console.print(Markdown(_card_text(card)))


_CODE_PADDING = 2
"""Columns rich's markdown code block adds around each line."""


def _widest_example_line(card: InstructionCard) -> int:
    lines = [
        line for example in (*card.passes, *card.fails) for line in example.response.split("\n")
    ]
    return max((len(line) for line in lines), default=0)


def _card_text(card: InstructionCard) -> str:
    """The card as markdown for the terminal, sections in the documented order."""
    parts = [
        f"# {card.id} {card.name} ({card.category_title})",
        card.description,
        f"Verifier: {card.verifier}"
        + (f" ({', '.join(card.ruff_rules)})" if card.verifier == "ruff" else ""),
        f"## What it asks\n\n{card.what_it_asks}",
        f"## Why\n\n{card.why}",
        f"## Prompts (default parameters)\n\n- generation: {card.generation_prompt}\n"
        f"- edit: {card.edit_prompt}",
    ]
    for title, examples in (("Passes", card.passes), ("Fails", card.fails)):
        blocks = []
        for example in examples:
            label = ", ".join(f"{key}={value!r}" for key, value in example.params.items())
            label = "; ".join(filter(None, (label, example.note))) or "at default parameters"
            blocks.append(f"*{label}*\n\n{fence_code(example.response)}")
        parts.append(f"## {title}\n\n" + "\n\n".join(blocks))
    params = "\n".join(
        f"- `{spec.name}` ({spec.type}, default `{spec.default!r}`): {spec.description}"
        for spec in card.parameters
    )
    parts.append(f"## Parameters\n\n{params or 'None.'}")
    parts.append(f"## Verified by\n\n{card.verified_by}")
    if card.strict_mode:
        parts.append(f"## Strict mode\n\n{card.strict_mode}")
    if card.conflicts:
        parts.append(f"Conflicts with: {', '.join(card.conflicts)}.")
    if card.task_conflicts:
        parts.append(f"Avoid for tasks that are: {', '.join(card.task_conflicts)}.")
    return "\n\n".join(parts)
