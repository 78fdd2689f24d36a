"""Instruction examples: the responses an instruction must pass and must fail.

Examples are data, not logic, so a built-in instruction's examples live in one Markdown
book beside the others (`data/instructions/<id>_<name>.md`, named like the instruction's
module), where the code reads as code and a diff shows it. A book reads:

    ## passes | fails
    Note: <why this example gets its verdict>       (optional)
    Params: <the parameters, as a JSON object>      (optional; defaults when absent)
    ```python                                       one response per fenced block
    ````markdown                                    a longer fence for a response that
                                                    holds fences itself

The `Note:` and `Params:` lines belong to the block after them; prose before the first
section is for readers. The registry and verify tests judge every example.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

from pydantic import Field

from vibebench._frozen import FrozenModel
from vibebench.errors import ConfigError

__all__ = ["BookExamples", "Example", "book_examples", "read_book"]

VERDICTS = ("passes", "fails")
_FIELDS = {"Note: ": "note", "Params: ": "params"}


class Example(FrozenModel):
    """A response that must pass (or must fail) the instruction at the given parameters."""

    response: str
    params: dict[str, Any] = Field(default_factory=dict)
    note: str = ""


class _Reader:
    """Reads a book line by line into its examples of each verdict."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.found: dict[str, list[Example]] = {verdict: [] for verdict in VERDICTS}
        self.section = ""
        self.fence = ""
        """The fence of the open block ("" between blocks)."""
        self.block: list[str] = []
        self.fields: dict[str, Any] = {}

    def _error(self, number: int | None, problem: str) -> ConfigError:
        where = "at the end" if number is None else f"line {number}"
        return ConfigError(f"instruction examples {self.name}, {where}: {problem}")

    def read(self, number: int, line: str) -> None:
        """Take one line (numbered from 1) of the book."""
        if self.fence:
            self._in_block(line)
        elif line.startswith("## "):
            self._section(number, line[3:].strip())
        elif not self.section or not line.strip():
            return
        elif line.startswith("```"):
            self.fence = line[: len(line) - len(line.lstrip("`"))]
        else:
            self._field(number, line)

    def _nothing_pending(self, number: int | None) -> None:
        if self.fields:
            raise self._error(number, "a `Note:` or `Params:` line with no block after it")

    def _section(self, number: int, title: str) -> None:
        self._nothing_pending(number)
        if title not in VERDICTS:
            raise self._error(number, f"a section is passes or fails, not {title!r}")
        self.section = title

    def _in_block(self, line: str) -> None:
        if line != self.fence:
            self.block.append(line)
            return
        example = Example(response="\n".join(self.block) + "\n", **self.fields)
        self.found[self.section].append(example)
        self.fence, self.block, self.fields = "", [], {}

    def _field(self, number: int, line: str) -> None:
        label = next((label for label in _FIELDS if line.startswith(label)), None)
        if label is None:
            raise self._error(number, "between blocks, only `Note:` and `Params:` lines")
        value: Any = line.removeprefix(label)
        if _FIELDS[label] == "params":
            try:
                value = json.loads(value)
            except json.JSONDecodeError as err:
                raise self._error(number, f"the parameters are not JSON ({err})") from err
            if not isinstance(value, dict):
                raise self._error(number, "the parameters are not a JSON object")
        self.fields[_FIELDS[label]] = value

    def finish(self) -> dict[str, tuple[Example, ...]]:
        """The examples read, once the whole book has been."""
        if self.fence:
            raise self._error(None, f"a block opened with {self.fence} is never closed")
        self._nothing_pending(None)
        return {verdict: tuple(examples) for verdict, examples in self.found.items()}


def read_book(name: str, text: str) -> dict[str, tuple[Example, ...]]:
    """The examples of each verdict in one book's `text` (`name` is for errors).

    Raises:
        ConfigError: the book is malformed (a stray section or line, bad parameters, a
            block never closed).
    """
    reader = _Reader(name)
    for number, line in enumerate(text.splitlines(), start=1):
        reader.read(number, line)
    return reader.finish()


@cache
def book_examples(stem: str) -> dict[str, tuple[Example, ...]]:
    """The examples of each verdict in `data/instructions/<stem>.md` (none without a book).

    Raises:
        ConfigError: the book is malformed.
    """
    path = resources.files("vibebench") / "data" / "instructions" / f"{stem}.md"
    if not path.is_file():
        return dict.fromkeys(VERDICTS, ())
    return read_book(path.name, path.read_text(encoding="utf-8"))


class BookExamples:
    """`Instruction.passes` and `.fails` unless a class sets its own: the examples of that
    verdict in the book named like the instruction (`<id>_<name>`); none without a book."""

    verdict = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self.verdict = name

    def __get__(self, instance: object, owner: type) -> tuple[Example, ...]:
        ident, name = getattr(owner, "id", None), getattr(owner, "name", None)
        if ident is None or name is None:
            return ()
        return book_examples(f"{ident}_{name}")[self.verdict]
