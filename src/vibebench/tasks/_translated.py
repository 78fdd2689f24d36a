"""Java and JavaScript versions of the embedded and HumanEval tasks (CodeAlignBench).

`load_translated("embedded", "java")` reads `data/tasks/java/embedded.jsonl`: stdin/stdout
tasks whose `tests` is the task's driver and whose `metadata["language"]` selects the
sandbox's Java or Node runner (docs/codealign.md). Names such as `embedded-java` or
`humaneval-javascript` resolve with `resolve_translated`. The files are built from the
translation sources by `vibebench codealign build-tasks`.
"""

from __future__ import annotations

from pathlib import Path

from vibebench.errors import ConfigError
from vibebench.tasks._embedded import embedded_data_dir
from vibebench.tasks._jsonl import read_tasks_jsonl
from vibebench.tasks._model import Task

__all__ = [
    "TRANSLATED_LANGUAGES",
    "load_translated",
    "resolve_translated",
    "translated_path",
]

TRANSLATED_LANGUAGES: tuple[str, ...] = ("java", "javascript")
_ALIASES = {"js": "javascript"}


def translated_path(benchmark: str, language: str) -> Path:
    """Where the shipped task file of `benchmark` in `language` lives."""
    return embedded_data_dir() / language / f"{benchmark}.jsonl"


def resolve_translated(name: str, language: str | None = None) -> tuple[str, str] | None:
    """(benchmark, language) for `embedded-java` or (`embedded`, "java"); None for Python.

    Raises:
        ConfigError: an unknown language, or a benchmark with no translation shipped.
    """
    base, _, suffix = name.rpartition("-")
    if base and _ALIASES.get(suffix, suffix) in TRANSLATED_LANGUAGES:
        name, language = base, _ALIASES.get(suffix, suffix)
    if language is None or language == "python":
        return None
    language = _ALIASES.get(language, language)
    if language not in TRANSLATED_LANGUAGES:
        raise ConfigError(f"unknown language {language!r}; known: python, java, javascript")
    if not translated_path(name, language).is_file():
        raise ConfigError(f"no {language} translation of {name!r} is shipped")
    return name, language


def load_translated(benchmark: str, language: str) -> list[Task]:
    """The shipped tasks of `benchmark` translated into `language`.

    Raises:
        ConfigError: no such translation.
        DatasetError: the file is malformed.
    """
    resolved = resolve_translated(benchmark, language)
    if resolved is None:
        raise ConfigError("load_translated is for java and javascript")
    return read_tasks_jsonl(translated_path(*resolved))
