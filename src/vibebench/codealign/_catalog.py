"""The CodeAlignBench catalog per language: the paper's appendix entries, by id and type.

`CATALOG` is the Python catalog (every entry of the appendix table); `CATALOGS` holds one
catalog per language (python, java, javascript), each entry carrying the languages the
paper lists for its id. Ids the paper gives only for Python (add-type-hints,
use-counter-object...) have no Java or JavaScript entry. Every entry's code examples come
from its language's example book (`_examples`).
"""

from __future__ import annotations

from dataclasses import replace

from vibebench.codealign._cosmetic import COSMETIC
from vibebench.codealign._entry import CatalogEntry, EntryType
from vibebench.codealign._examples import examples_of
from vibebench.codealign._poly_cosmetic import POLY_COSMETIC
from vibebench.codealign._poly_entry import languages_of
from vibebench.codealign._poly_semantic import POLY_SEMANTIC
from vibebench.codealign._poly_structural import POLY_STRUCTURAL
from vibebench.codealign._semantic import SEMANTIC
from vibebench.codealign._structural import STRUCTURAL
from vibebench.errors import ConfigError

__all__ = ["CATALOG", "CATALOGS", "LANGUAGES", "all_entries", "entries_of_type", "get_entry"]

LANGUAGES: tuple[str, ...] = ("python", "java", "javascript")

CATALOG: dict[str, CatalogEntry] = {
    entry.id: replace(entry, languages=languages_of(entry.id), **examples_of("python", entry.id))
    for entry in (*COSMETIC, *STRUCTURAL, *SEMANTIC)
}


def _by_language(language: str) -> dict[str, CatalogEntry]:
    order = list(CATALOG)
    entries = [
        replace(entry, **examples_of(language, entry.id))
        for entry in (*POLY_COSMETIC, *POLY_STRUCTURAL, *POLY_SEMANTIC)
        if entry.language == language
    ]
    return {entry.id: entry for entry in sorted(entries, key=lambda e: order.index(e.id))}


CATALOGS: dict[str, dict[str, CatalogEntry]] = {
    "python": CATALOG,
    "java": _by_language("java"),
    "javascript": _by_language("javascript"),
}


def _catalog(language: str) -> dict[str, CatalogEntry]:
    found = CATALOGS.get(language)
    if found is None:
        raise ConfigError(f"unknown language {language!r}; known: {', '.join(LANGUAGES)}")
    return found


def all_entries(*, rule_only: bool = False, language: str = "python") -> list[CatalogEntry]:
    """Every entry of one language in catalog order (only the rule-based ones with `rule_only`)."""
    return [e for e in _catalog(language).values() if not rule_only or e.method == "rule"]


def entries_of_type(
    entry_type: EntryType, *, rule_only: bool = False, language: str = "python"
) -> list[CatalogEntry]:
    """The entries of one type (cosmetic, structural or semantic) in one language."""
    return [e for e in all_entries(rule_only=rule_only, language=language) if e.type == entry_type]


def get_entry(entry_id: str, language: str = "python") -> CatalogEntry:
    """The entry with this id in `language`.

    Raises:
        ConfigError: no entry has that id in that language.
    """
    entry = _catalog(language).get(entry_id)
    if entry is None:
        where = "" if language == "python" else f" for {language}"
        raise ConfigError(
            f"unknown CodeAlignBench entry {entry_id!r}{where}; see `vibebench judge catalog`"
        )
    return entry
