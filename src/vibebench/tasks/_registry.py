"""One entry point for every benchmark: `load_benchmark(name)` and `list_benchmarks()`."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from vibebench._frozen import FrozenModel
from vibebench.errors import ConfigError
from vibebench.tasks._bigcodebench import load_bigcodebench
from vibebench.tasks._embedded import load_embedded
from vibebench.tasks._humaneval import load_humaneval
from vibebench.tasks._jsonl import read_tasks_jsonl
from vibebench.tasks._livecodebench import load_livecodebench
from vibebench.tasks._model import Task

__all__ = ["BenchmarkInfo", "list_benchmarks", "load_benchmark"]


class BenchmarkInfo(FrozenModel):
    """A benchmark name `load_benchmark` accepts, and what it loads."""

    name: str
    description: str
    """One line for `vibebench tasks list`."""
    needs_hub: bool
    """True when loading without `data_file` downloads from the Hugging Face hub."""
    options: tuple[str, ...] = ()
    """Keyword options the loader accepts besides `data_file`."""


_Loader = Callable[..., list[Task]]

_BENCHMARKS: dict[str, tuple[BenchmarkInfo, _Loader]] = {
    info.name: (info, loader)
    for info, loader in (
        (
            BenchmarkInfo(
                name="humaneval",
                description="HumanEval: 164 function completions with check() tests (offline).",
                needs_hub=False,
            ),
            load_humaneval,
        ),
        (
            BenchmarkInfo(
                name="embedded",
                description="Embedded BigCodeBench-style stdlib tasks with unittest suites "
                "(offline).",
                needs_hub=False,
                options=("prompt",),
            ),
            load_embedded,
        ),
        (
            BenchmarkInfo(
                name="bigcodebench",
                description="BigCodeBench full or hard subset, by version (Hugging Face hub).",
                needs_hub=True,
                options=("subset", "version", "prompt"),
            ),
            load_bigcodebench,
        ),
        (
            BenchmarkInfo(
                name="livecodebench",
                description="LiveCodeBench code generation by release and contest-date window "
                "(hub).",
                needs_hub=True,
                options=("release", "start_date", "end_date"),
            ),
            load_livecodebench,
        ),
    )
}
"""Name -> what it is and how it loads."""


def list_benchmarks() -> list[BenchmarkInfo]:
    """Every named benchmark, in a stable order (a path to a task JSONL also loads)."""
    return [info for info, _ in _BENCHMARKS.values()]


def load_benchmark(name: str, *, data_file: str | None = None, **options: Any) -> list[Task]:
    """Load a benchmark by name, or a user task file by path.

    Args:
        name: humaneval, embedded, bigcodebench, livecodebench, or a path to a task JSONL
            file (schema in docs/tasks.md).
        data_file: a local copy of the benchmark's data in its own record format, so hub
            benchmarks load offline.
        **options: loader options, e.g. subset="hard", version="v0.1.4" (bigcodebench) or
            release="release_v6", start_date="2024-08-01" (livecodebench).

    Raises:
        ConfigError: unknown name or option.
        DatasetError: the data cannot be read or is malformed (names file and line).
    """
    entry = _BENCHMARKS.get(name)
    if entry is None:
        return _load_user_file(name, data_file=data_file, options=options)
    info, loader = entry
    unknown = sorted(set(options) - set(info.options))
    if unknown:
        allowed = ", ".join(info.options) or "none"
        raise ConfigError(f"{name}: unknown option(s) {', '.join(unknown)} (allowed: {allowed})")
    return loader(data_file=data_file, **options)


def _load_user_file(name: str, *, data_file: str | None, options: dict[str, Any]) -> list[Task]:
    path = Path(name)
    if not path.is_file():
        known = ", ".join(_BENCHMARKS)
        raise ConfigError(f"unknown benchmark {name!r}: not one of {known}, and no such file")
    if data_file is not None or options:
        raise ConfigError(f"{name}: a task JSONL file takes no data_file or options")
    return read_tasks_jsonl(path)
