"""The catalog's code examples, one Markdown book per language (`data/codealign/examples/`).

Examples are data: each entry's pass and fail examples, and the code it does or does not
apply to, sit under the entry's id as fenced code blocks a reader can scan (and a diff can
show), not as string constants beside the rules. A book reads:

    ## <entry id>
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

from vibebench.codealign._entry import EntryExample
from vibebench.errors import ConfigError

__all__ = ["examples_of"]

_SECTIONS = ("passes", "fails", "applicable", "inapplicable")
_CODE_ONLY = ("applicable", "inapplicable")


@cache
def _book(language: str) -> dict[str, dict[str, list[Any]]]:
    """Entry id -> section -> its examples (EntryExample, or code for applicability)."""
    path = resources.files("vibebench") / "data" / "codealign" / "examples" / f"{language}.md"
    book: dict[str, dict[str, list[Any]]] = {}
    entry: dict[str, list[Any]] = {}
    name, label = "", ""
    code: list[str] | None = None
    for line in path.read_text(encoding="utf-8").splitlines():
        if code is None and line.startswith("```"):
            code, label = [], line.removeprefix("```" + language).strip()
        elif code is None and line.startswith("## "):
            entry = book.setdefault(line[3:].strip(), {section: [] for section in _SECTIONS})
        elif code is None and line.startswith("### "):
            name = line[4:].strip()
        elif code is not None and line != "```":
            code.append(line)
        elif code is not None:
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


def examples_of(language: str, entry_id: str) -> dict[str, tuple[Any, ...]]:
    """The four example fields of CatalogEntry for one entry (empty where the book has none).

    Raises:
        ConfigError: the book has no section for this entry.
    """
    found = _book(language).get(entry_id)
    if found is None:
        raise ConfigError(f"no {language} examples of CodeAlignBench entry {entry_id!r}")
    return {name: tuple(found[name]) for name in _SECTIONS}
