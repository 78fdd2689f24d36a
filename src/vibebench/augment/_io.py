"""Reading and writing augmented benchmark files, and the shipped ones.

Format (JSONL, version 1): the first line is an `AugmentedHeader`
(`{"format": "vibebench-augmented", "version": 1, ...}`), each further line one `VibeTask`.
Writes are atomic (a temporary file renamed into place) so a failed write never leaves a
truncated file behind; reads name the file and line of anything malformed.
"""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version
from importlib.resources import files
from pathlib import Path

from pydantic import ValidationError

from vibebench.augment._models import (
    FORMAT_NAME,
    FORMAT_VERSION,
    AugmentedBenchmark,
    AugmentedHeader,
    VibeTask,
)
from vibebench.errors import DatasetError
from vibebench.jsonl import DATASET_MAX_LINE_BYTES, JsonlRecord, iter_jsonl, write_jsonl

__all__ = [
    "SHIPPED",
    "load_augmented",
    "read_augmented",
    "resolve_augmented",
    "shipped_augmented",
    "shipped_path",
    "vibebench_version",
    "write_augmented",
]

SHIPPED: dict[str, str] = {
    "humaneval": "humanvibeeval.jsonl",
    "embedded": "embedded.jsonl",
}
"""Benchmark name -> shipped rule-based augmentation (seed 0, K=5)."""

_ALIASES = {"humanvibeeval": "humaneval"}


def vibebench_version() -> str:
    """The installed vibebench version, recorded in every file written."""
    try:
        return version("vibebench")
    except PackageNotFoundError:
        return "unknown"


def write_augmented(path: str | Path, benchmark: AugmentedBenchmark) -> None:
    """Write the header and tasks to `path` atomically (keys sorted, one object a line)."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    rows = [benchmark.header, *benchmark.tasks]
    write_jsonl(target, (row.model_dump(mode="json") for row in rows), sort_keys=True)


def _parse_header(first: object, where: str) -> AugmentedHeader:
    if not isinstance(first, JsonlRecord) or first.line != 1:
        if isinstance(first, DatasetError) and first.line == 1:
            raise DatasetError(f"header is not JSON: {first.reason}", path=where, line=1)
        raise DatasetError("empty file (expected a header line)", path=where, line=1)
    raw = first.value
    if raw.get("format") != FORMAT_NAME:
        msg = f'not an augmented benchmark (first line lacks "format": "{FORMAT_NAME}")'
        raise DatasetError(msg, path=where, line=1)
    if raw.get("version") != FORMAT_VERSION:
        msg = f"format version {raw.get('version')!r} is not supported (expected {FORMAT_VERSION})"
        raise DatasetError(msg, path=where, line=1)
    try:
        return AugmentedHeader.model_validate(raw)
    except ValidationError as err:
        raise DatasetError(f"invalid header: {err}", path=where, line=1) from err


def read_augmented(path: str | Path) -> AugmentedBenchmark:
    """Read an augmented benchmark; DatasetError names the file and line of any problem."""
    where = str(path)
    records = iter_jsonl(path, max_line_bytes=DATASET_MAX_LINE_BYTES)
    header = _parse_header(next(records, None), where)
    tasks: list[VibeTask] = []
    for item in records:
        if isinstance(item, DatasetError):
            raise DatasetError(f"invalid task line: {item.reason}", path=where, line=item.line)
        try:
            tasks.append(VibeTask.model_validate(item.value))
        except ValidationError as err:
            message = f"invalid task line: {err}"
            raise DatasetError(message, path=where, line=item.line) from err
    return AugmentedBenchmark(header=header, tasks=tuple(tasks))


def shipped_path(benchmark: str) -> Path:
    """Where the shipped augmentation of `benchmark` lives inside the package."""
    name = _ALIASES.get(benchmark, benchmark)
    if name not in SHIPPED:
        known = ", ".join(sorted({*SHIPPED, *_ALIASES}))
        msg = f"no shipped augmented benchmark for {benchmark!r} (shipped: {known})"
        raise DatasetError(msg)
    return Path(str(files("vibebench") / "data" / "augmented" / SHIPPED[name]))


def shipped_augmented(benchmark: str) -> list[VibeTask]:
    """The shipped rule-based augmentation of `benchmark` ("humaneval" or "embedded")."""
    return list(read_augmented(shipped_path(benchmark)).tasks)


def resolve_augmented(name_or_path: str | Path) -> Path:
    """An existing file path as given, else the shipped file of that benchmark name."""
    candidate = Path(name_or_path)
    if candidate.exists() or candidate.suffix == ".jsonl":
        return candidate
    return shipped_path(str(name_or_path))


def load_augmented(name_or_path: str | Path) -> list[VibeTask]:
    """Tasks of an augmented file, or of a shipped one by benchmark name."""
    return list(read_augmented(resolve_augmented(name_or_path)).tasks)
