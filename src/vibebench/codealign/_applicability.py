"""The applicability checker: k applicable entries for a solution, drawn evenly across types.

As in the paper (section 3.1): the types are visited in turn (cosmetic, structural,
semantic, in a seeded order), and within a type candidates are tried in a seeded random
order, calling `is_applicable` until one applies. Seeding by the solution keeps the draw
identical when a run resumes, and balancing keeps the type mix stable across runs.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from vibebench.codealign._catalog import all_entries
from vibebench.codealign._entry import ENTRY_TYPES, CatalogEntry
from vibebench.codealign._facts import facts_of, prefetch
from vibebench.errors import ConfigError

__all__ = ["applicable_entries", "sample_balanced"]


def _pool(code: str, entries: Sequence[CatalogEntry] | None, language: str) -> list[CatalogEntry]:
    """The candidates; Python code gets its Ruff checks batched first."""
    pool = all_entries(language=language) if entries is None else list(entries)
    if any(entry.language == "python" for entry in pool):
        prefetch([facts_of(code)])
    return pool


def applicable_entries(
    code: str, *, entries: Sequence[CatalogEntry] | None = None, language: str = "python"
) -> list[CatalogEntry]:
    """Every entry (of `entries`, default the language's catalog) that applies to `code`."""
    return [entry for entry in _pool(code, entries, language) if entry.is_applicable(code)]


def sample_balanced(
    code: str,
    k: int,
    *,
    seed: str | int = 0,
    entries: Sequence[CatalogEntry] | None = None,
    language: str = "python",
) -> tuple[CatalogEntry, ...]:
    """Up to k applicable entries, taking one per type in turn until k or none is left.

    Args:
        code: The solution the instructions will be applied to.
        k: How many entries to draw (fewer when fewer apply).
        seed: Anything stable for this solution (e.g. model, task and sample).
        entries: The candidates (default: the language's whole catalog; pass the rule-based
            ones when no judge is available).
        language: The code's language when `entries` is not given.
    """
    if k < 1:
        raise ConfigError(f"k must be at least 1, got {k}")
    pool = _pool(code, entries, language)
    rng = random.Random(f"codealign:{seed}")
    queues: dict[str, list[CatalogEntry]] = {}
    for entry_type in rng.sample(ENTRY_TYPES, len(ENTRY_TYPES)):
        candidates = [entry for entry in pool if entry.type == entry_type]
        rng.shuffle(candidates)
        queues[entry_type] = candidates
    chosen: list[CatalogEntry] = []
    while len(chosen) < k and any(queues.values()):
        for queue in queues.values():
            while queue:
                entry = queue.pop()
                if entry.is_applicable(code):
                    chosen.append(entry)
                    break
            if len(chosen) == k:
                break
    return tuple(chosen)
