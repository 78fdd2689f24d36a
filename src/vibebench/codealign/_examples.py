"""The catalog's text and code examples, one Markdown book per language
(`data/codealign/examples/`).

Text and examples are data: each entry's instruction and judge question (Python book), its
pass and fail examples, and the code it does or does not apply to sit under the entry's id,
the code as fenced blocks a reader can scan (and a diff can show), not as string constants
beside the rules. A book reads:

    ## <entry id>
    <instruction>                           (Python book)
    Judge: <question>                       (Python book, judge-backed entries)
    ### passes | fails | applicable | inapplicable
    ```java              one example (the code after the change)
    ```java before       with the next block (```java after), one follow-up example

The catalog tests run every example against its entry, so a block that drifts from its rule
fails there.
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from typing import Any

from vibebench.codealign._entry import CatalogEntry, EntryExample
from vibebench.errors import ConfigError

__all__ = ["catalog_entry", "examples_of"]

_SECTIONS = ("passes", "fails", "applicable", "inapplicable")
_CODE_ONLY = ("applicable", "inapplicable")


@cache
def _book(language: str) -> dict[str, dict[str, list[Any]]]:
    """Entry id -> section -> its examples (EntryExample, or code for applicability); the
    lines of prose under the id come as the section `text`."""
    path = resources.files("vibebench") / "data" / "codealign" / "examples" / f"{language}.md"
    book: dict[str, dict[str, list[Any]]] = {}
    entry: dict[str, list[Any]] = {}
    name, label = "", ""
    code: list[str] | None = None
    for line in path.read_text(encoding="utf-8").splitlines():
        if code is None and line.startswith("```"):
            code, label = [], line.removeprefix("```" + language).strip()
        elif code is None and line.startswith("## "):
            entry = book.setdefault(line[3:].strip(), {s: [] for s in ("text", *_SECTIONS)})
            name = "text"
        elif code is None and line.startswith("### "):
            name = line[4:].strip()
        elif code is None:
            if name == "text" and line:
                entry["text"].append(line)
        elif line != "```":
            code.append(line)
        else:
            text, code = "\n".join(code) + "\n", None
            _add(entry[name], name in _CODE_ONLY, text, label)
    return book


def _add(section: list[Any], code_only: bool, text: str, label: str) -> None:
    """Add one closed block to its section (`code_only`: applicable, inapplicable)."""
    if code_only:
        section.append(text)
    elif label == "after" and section and section[-1].after == "":
        section[-1] = EntryExample(text, section[-1].before)
    else:
        section.append(EntryExample("", text) if label == "before" else EntryExample(text))


def _found(language: str, entry_id: str) -> dict[str, list[Any]]:
    found = _book(language).get(entry_id)
    if found is None:
        raise ConfigError(f"the {language} catalog book has no entry {entry_id!r}")
    return found


def examples_of(language: str, entry_id: str) -> dict[str, tuple[Any, ...]]:
    """The four example fields of CatalogEntry for one entry (empty where the book has none).

    Raises:
        ConfigError: the book has no section for this entry.
    """
    found = _found(language, entry_id)
    return {name: tuple(found[name]) for name in _SECTIONS}


def catalog_entry(id: str, **fields: Any) -> CatalogEntry:  # noqa: A002 - CatalogEntry's name
    """A Python catalog entry whose instruction (and judge question: the `Judge:` line) is
    the text under its id in the Python book; `fields` are the rest but the examples.

    Raises:
        ConfigError: the book has no section for this entry.
    """
    lines = _found("python", id)["text"]
    question = [line.removeprefix("Judge: ") for line in lines if line.startswith("Judge: ")]
    instruction = [line for line in lines if not line.startswith("Judge: ")]
    return CatalogEntry(
        id=id, instruction=" ".join(instruction), question=" ".join(question), **fields
    )
