"""Task JSONL: the one on-disk form every stage and every user task file shares.

One JSON object per line holding the fields of `Task`. Writing then reading gives back equal
tasks, so a benchmark loaded once from the hub can be frozen to a file and replayed offline.
Lines are read and written by `vibebench.jsonl` (tolerant, bounded, atomic writes); a bad
line is a DatasetError naming `file:line`.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from vibebench.errors import DatasetError
from vibebench.jsonl import (
    DATASET_MAX_LINE_BYTES,
    jsonl_lines,
    jsonl_objects,
    read_jsonl_objects,
    write_jsonl,
)
from vibebench.tasks._model import Task

__all__ = ["read_tasks_jsonl", "tasks_from_jsonl_text", "write_tasks_jsonl"]


def tasks_from_jsonl_text(text: str, *, path: str = "<string>") -> list[Task]:
    """Parse task JSONL text; blank lines are skipped.

    Raises:
        DatasetError: naming `path:line` for the first line that is not valid JSON, not an
            object, or not a valid Task; or naming a duplicated task id.
    """
    return _tasks(jsonl_objects(jsonl_lines(text), path=path), path)


def _tasks(records: Iterator[tuple[int, dict[str, Any]]], path: str) -> list[Task]:
    tasks: list[Task] = []
    first_line_of_id: dict[str, int] = {}
    for line_number, record in records:
        try:
            task = Task.model_validate(record)
        except ValidationError as err:
            raise DatasetError(_describe(err), path=path, line=line_number) from err
        if task.id in first_line_of_id:
            first = first_line_of_id[task.id]
            message = f"duplicate task id {task.id!r} (first seen on line {first})"
            raise DatasetError(message, path=path, line=line_number)
        first_line_of_id[task.id] = line_number
        tasks.append(task)
    return tasks


def _describe(err: ValidationError) -> str:
    problems = []
    for item in err.errors():
        field = ".".join(str(part) for part in item["loc"]) or "<record>"
        problems.append(f"{field}: {item['msg']}")
    return "not a valid task: " + "; ".join(problems)


def read_tasks_jsonl(path: str | Path) -> list[Task]:
    """Read tasks from a JSONL file (see docs/tasks.md for the schema), line by line.

    Raises:
        DatasetError: the file cannot be read, or a line is malformed (names file:line).
    """
    records = read_jsonl_objects(path, max_line_bytes=DATASET_MAX_LINE_BYTES, what="task file")
    return _tasks(records, str(path))


def write_tasks_jsonl(tasks: Iterable[Task], path: str | Path) -> int:
    """Write tasks as JSONL (one task a line, keys in field order); return how many.

    The file is written atomically, so a failure midway never leaves a truncated task file.

    Raises:
        DatasetError: the file cannot be written (names the path).
    """
    try:
        return write_jsonl(path, tasks)
    except OSError as err:
        raise DatasetError(f"cannot write task file: {err}", path=str(path)) from err
