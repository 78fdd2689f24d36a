"""Other harnesses' solution files, read and written in their own formats.

- LiveCodeBench (`lcb`): `{"question_id": ..., "code_list": [code, ...]}` records in a
  JSON array (what `lcb_runner.runner.custom_evaluator` reads and `lcb_runner` writes) or
  in JSONL; each code is a solution, numbered by its position in the list.

A `.json` file is read whole as a JSON array of records; any other file is JSONL, one record
a line.
- BigCodeBench (`bigcodebench`) and EvalPlus (`evalplus`): JSONL lines
  `{"task_id": ..., "solution": code}` or `{"task_id": ..., "completion": text}`, one sample
  each (the two harnesses read the same shape).
- vibebench: JSONL lines `{"task_id": ..., "response": markdown}`, the code extracted later.

Other keys are kept in `SolutionRecord.fields` (`completion_id`, `setting`, `k`, `sample`,
`instructions`, LiveCodeBench's `output_list`...), so each reader takes what it knows.
A completion continues the task's `code_prefix` (HumanEval's prompt, as EvalPlus does), or
BigCodeBench's `complete_prompt` for a BigCodeBench task (as its harness does).

Reading is tolerant like every reader of vibebench (`vibebench.jsonl`): a bad record is a
`DatasetError` naming `file:line` (or `file: item N` in a JSON array), yielded so the caller
decides whether to skip it; good records are kept.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from vibebench._atomic import atomic_open
from vibebench._fences import answer_block as fenced
from vibebench.errors import ConfigError, DatasetError
from vibebench.jsonl import DATASET_MAX_LINE_BYTES, iter_jsonl, loads, read_text, write_jsonl
from vibebench.tasks import Task

__all__ = [
    "EXPORT_FORMATS",
    "ExportFormat",
    "SolutionKind",
    "SolutionRecord",
    "completion_prefix",
    "fenced",
    "iter_solution_records",
    "program_of",
    "write_solutions",
]

SolutionKind = Literal["solution", "completion", "response"]
ExportFormat = Literal["lcb", "bigcodebench", "evalplus"]
EXPORT_FORMATS: tuple[ExportFormat, ...] = ("lcb", "bigcodebench", "evalplus")
_KINDS: tuple[SolutionKind, ...] = ("solution", "completion", "response")


@dataclass(frozen=True)
class SolutionRecord:
    """One sample of a solution file."""

    task_id: str
    kind: SolutionKind
    """`solution`: a whole program; `completion`: text after the task's prompt; `response`:
    a model's markdown answer."""
    text: str
    where: str
    """`file:line` (or `file: item N` of a JSON array), for messages."""
    line: int = 0
    """The record's line in a JSONL file, or its number in a JSON array."""
    position: int | None = None
    """The sample's place in its record (LiveCodeBench's code_list), None for one-sample
    records."""
    fields: Mapping[str, Any] = field(default_factory=dict)
    """The record's other keys."""


def completion_prefix(task: Task) -> str:
    """What a completion continues: the task's code prefix, else BigCodeBench's complete
    prompt (its harness runs `complete_prompt + completion`)."""
    if task.code_prefix or task.source != "bigcodebench":
        return task.code_prefix
    return task.prompts.get("complete", "")


def program_of(record: SolutionRecord, task: Task) -> str:
    """The program a `solution` or `completion` record stands for (responses need extracting)."""
    if record.kind == "completion":
        return completion_prefix(task) + record.text
    return record.text


def _objects(path: Path) -> Iterator[tuple[str, int, Any] | DatasetError]:
    """(where, line, value) per record of a JSON array or a JSONL file."""
    if path.suffix.lower() != ".json":
        for item in iter_jsonl(path, what="samples"):
            if isinstance(item, DatasetError):
                yield item
            else:
                yield f"{path}:{item.line}", item.line, item.value
        return
    text, _ = read_text(path, max_bytes=DATASET_MAX_LINE_BYTES)
    try:
        items = loads(text)
    except ValueError as err:
        raise DatasetError(str(err), path=str(path)) from err
    if not isinstance(items, list):
        raise DatasetError("a JSON file of samples must hold a list of records", path=str(path))
    for number, value in enumerate(items, start=1):
        yield f"{path}: item {number}", number, value


def _string(record: Mapping[str, Any], key: str, where: str) -> str:
    value = record.get(key)
    if not isinstance(value, str):
        raise DatasetError(f"{where}: `{key}` must be a string, got {type(value).__name__}")
    return value


def _records(value: Any, where: str, line: int) -> list[SolutionRecord]:
    if not isinstance(value, dict):
        raise DatasetError(f"{where}: expected a JSON object, got {type(value).__name__}")
    if "code_list" in value:
        key = "question_id" if "question_id" in value else "task_id"
        task_id = _string(value, key, where)
        codes = value["code_list"]
        if not isinstance(codes, list) or not all(isinstance(code, str) for code in codes):
            raise DatasetError(f"{where}: `code_list` must be a list of strings")
        rest = {k: v for k, v in value.items() if k not in (key, "code_list")}
        return [
            SolutionRecord(task_id, "solution", code, where, line, position, rest)
            for position, code in enumerate(codes)
        ]
    task_id = value.get("task_id", value.get("question_id", ""))  # verify needs none
    if not isinstance(task_id, str):
        raise DatasetError(f"{where}: unknown task_id {task_id!r}")
    kind = next((kind for kind in _KINDS if value.get(kind) is not None), None)
    if kind is None:
        raise DatasetError(f"{where}: needs one of `solution`, `completion`, `response` or "
                           "`code_list`")  # fmt: skip
    rest = {k: v for k, v in value.items() if k not in ("task_id", "question_id", kind)}
    return [SolutionRecord(task_id, kind, _string(value, kind, where), where, line, None, rest)]


def iter_solution_records(path: str | Path) -> Iterator[SolutionRecord | DatasetError]:
    """Every sample of a solution file in any of the formats above, in file order.

    Raises:
        DatasetError: the file cannot be read at all (a JSON array that is not valid JSON
            is one bad file, not a bad line).
    """
    for item in _objects(Path(path)):
        if isinstance(item, DatasetError):
            yield item
            continue
        where, line, value = item
        try:
            yield from _records(value, where, line)
        except DatasetError as err:
            yield err


def write_solutions(
    path: str | Path, form: ExportFormat, rows: Iterable[Mapping[str, Any]]
) -> int:
    """Write solutions as `form` expects them; returns the number of samples written.

    Each row is `{"task_id", "sample", "solution", ...}` (other keys are written beside
    the format's own, which its harness ignores). `lcb` groups the rows of a task, in
    sample order, into one `code_list` record of a JSON array; `bigcodebench` and
    `evalplus` write one JSONL line per sample, its number as `completion_id`.

    Raises:
        ConfigError: an unknown format.
    """
    if form not in EXPORT_FORMATS:
        known = ", ".join(EXPORT_FORMATS)
        raise ConfigError(f"unknown solution format {form!r}; expected one of {known}")
    if form != "lcb":
        lines = (
            {
                "task_id": row["task_id"],
                "solution": row["solution"],
                "completion_id": row["sample"],
                **{k: v for k, v in row.items() if k not in ("task_id", "solution", "sample")},
            }
            for row in rows
        )
        return write_jsonl(path, lines)
    records: dict[str, dict[str, Any]] = {}
    samples: dict[str, list[tuple[int, str]]] = {}
    for row in rows:
        task_id = str(row["task_id"])
        extra = {k: v for k, v in row.items() if k not in ("task_id", "sample", "solution")}
        records.setdefault(task_id, {"question_id": task_id, "code_list": [], **extra})
        samples.setdefault(task_id, []).append((int(row["sample"]), str(row["solution"])))
    for task_id, record in records.items():
        record["code_list"] = [code for _, code in sorted(samples[task_id])]
    with atomic_open(Path(path)) as stream:
        json.dump(list(records.values()), stream, indent=2)  # ASCII: any code can be written
        stream.write("\n")
    return sum(len(codes) for codes in samples.values())
