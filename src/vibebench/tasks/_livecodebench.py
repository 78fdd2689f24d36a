"""LiveCodeBench code generation (lite), by release version and contest-date window.

The hub repository `livecodebench/code_generation_lite` publishes one JSONL file per release
increment (test.jsonl, test2.jsonl, ...); release_vN is the first N files. Its loading script
no longer runs under recent `datasets`, so the files are fetched directly (and cached).
"""

from __future__ import annotations

import json
import re
from datetime import date, datetime
from pathlib import Path

from vibebench.errors import ConfigError, DatasetError
from vibebench.tasks._hub import (
    Record,
    download_hub_files,
    read_records_file,
    require_text,
)
from vibebench.tasks._lcb_cases import decode_test_cases, to_test_cases
from vibebench.tasks._model import Task

__all__ = ["LATEST_LIVECODEBENCH_RELEASE", "livecodebench_release_files", "load_livecodebench"]

_DATASET_ID = "livecodebench/code_generation_lite"
LATEST_LIVECODEBENCH_RELEASE = 6
_RELEASE_PATTERN = re.compile(r"(release_)?v(\d+)")

# LiveCodeBench's own question template (lcb_runner's generic chat prompt), in our words:
# the question, a format section (starter code, or a stdin/stdout program), an answer cue.
_STDIN_FORMAT = (
    "### Format: Read the inputs from stdin, solve the problem and write the answer to "
    "stdout (do not test the program on the sample inputs alone). Put the code in one block "
    "like this:\n```python\n# YOUR CODE HERE\n```\n\n"
)
_STARTER_FORMAT = (
    "### Format: Write the solution with the starter code below and put all of it in one "
    "block:\n```python\n{starter_code}\n```\n\n"
)
_ANSWER_CUE = "### Answer: (in the format above, between backticks)\n"


def livecodebench_release_files(release: str) -> list[str]:
    """File names a release selects: release_vN (cumulative), vN (one increment), latest.

    Raises:
        ConfigError: an unknown release name.
    """
    if release == "release_latest":
        release = f"release_v{LATEST_LIVECODEBENCH_RELEASE}"
    match = _RELEASE_PATTERN.fullmatch(release)
    number = int(match.group(2)) if match else 0
    if not 1 <= number <= LATEST_LIVECODEBENCH_RELEASE:
        newest = LATEST_LIVECODEBENCH_RELEASE
        message = f"livecodebench: unknown release {release!r} (release_v1..release_v{newest}, "
        raise ConfigError(message + f"v1..v{newest}, or release_latest)")
    cumulative = match is not None and match.group(1) is not None
    numbers = range(1, number + 1) if cumulative else [number]
    return ["test.jsonl" if n == 1 else f"test{n}.jsonl" for n in numbers]


def load_livecodebench(
    *,
    data_file: str | Path | None = None,
    release: str | None = None,
    start_date: str | date | None = None,
    end_date: str | date | None = None,
) -> list[Task]:
    """Load LiveCodeBench problems as stdin/stdout or call-based tasks.

    Args:
        data_file: a local records file (used whole), or a folder laid out like the hub
            repository (test.jsonl, test2.jsonl, ...) from which `release` picks files.
        release: release_v1..release_v6 (cumulative), v1..v6 (one increment) or
            release_latest (the default); not allowed with a single data file.
        start_date: keep problems whose contest date is on or after this ISO date.
        end_date: keep problems whose contest date is on or before this ISO date.

    Raises:
        ConfigError: unknown release, bad dates, or a release with a single data file.
        DatasetError: unreachable hub, missing release files, or malformed records.
    """
    window = (_parse_day(start_date, "start_date"), _parse_day(end_date, "end_date"))
    sources = _release_sources(data_file, release)
    tasks = []
    for path in sources:
        for line, record in read_records_file(path):
            task = _task_from_record(record, where=str(path), line=line)
            if _in_window(task.metadata["contest_date"], window):
                tasks.append(task)
    return tasks


def _release_sources(data_file: str | Path | None, release: str | None) -> list[Path]:
    if data_file is not None and Path(data_file).is_file():
        if release is not None:
            message = "livecodebench: release picks files; with a single data file, omit it "
            raise ConfigError(message + "(or pass a folder holding test.jsonl, test2.jsonl, ...)")
        return [Path(data_file)]
    filenames = livecodebench_release_files(release or "release_latest")
    if data_file is None:
        return download_hub_files(_DATASET_ID, filenames)
    folder = Path(data_file)
    if not folder.is_dir():
        raise DatasetError("no such file or folder", path=str(folder))
    missing = [name for name in filenames if not (folder / name).is_file()]
    if missing:
        message = f"release {release or 'release_latest'} needs {', '.join(missing)}"
        raise DatasetError(message, path=str(folder))
    return [folder / name for name in filenames]


def _parse_day(value: str | date | None, option: str) -> date | None:
    if value is None or isinstance(value, date):
        return value.date() if isinstance(value, datetime) else value
    try:
        return datetime.fromisoformat(value).date()
    except ValueError as err:
        message = f"livecodebench: {option} {value!r} is not an ISO date (YYYY-MM-DD)"
        raise ConfigError(message) from err


def _in_window(contest_day: str, window: tuple[date | None, date | None]) -> bool:
    day = date.fromisoformat(contest_day)
    start, end = window
    return (start is None or day >= start) and (end is None or day <= end)


def _task_from_record(record: Record, *, where: str, line: int) -> Task:
    def text(field: str) -> str:
        return require_text(record, field, path=where, line=line)

    public = decode_test_cases(
        text("public_test_cases"), field="public_test_cases", where=where, line=line
    )
    private = decode_test_cases(
        text("private_test_cases"), field="private_test_cases", where=where, line=line
    )
    kinds = {case["testtype"] for case in public + private}
    if len(kinds) != 1:
        problem = "has no test cases" if not kinds else "mixes stdin and functional cases"
        raise DatasetError(f"problem {problem}", path=where, line=line)
    functional = kinds == {"functional"}
    starter_code = record.get("starter_code") or ""
    content = text("question_content")
    prompt_format = _STARTER_FORMAT.format(starter_code=starter_code) if starter_code else ""
    return Task(
        id=text("question_id"),
        source="livecodebench",
        prompts={"complete": _build_prompt(content, prompt_format or _STDIN_FORMAT)},
        entry_point=_func_name(record, where=where, line=line) if functional else None,
        test_kind="call_based" if functional else "stdin_stdout",
        cases=to_test_cases(public + private),
        reference_solution=_reference(record, where=where, line=line),
        metadata={
            "title": text("question_title"),
            "platform": text("platform"),
            "contest_id": record.get("contest_id"),
            "contest_date": _contest_day(text("contest_date"), where=where, line=line),
            "difficulty": record.get("difficulty"),
            "starter_code": starter_code,
            "entry_class": "Solution" if "class Solution" in starter_code else None,
            "public_case_count": len(public),
        },
    )


def _reference(record: Record, *, where: str, line: int) -> str | None:
    """A local record's `reference_solution` (the hub's records have none)."""
    if record.get("reference_solution") is None:
        return None
    return require_text(record, "reference_solution", path=where, line=line)


def _build_prompt(content: str, prompt_format: str) -> str:
    return f"### Question:\n{content}\n\n{prompt_format}{_ANSWER_CUE}"


def _contest_day(value: str, *, where: str, line: int) -> str:
    try:
        return datetime.fromisoformat(value).date().isoformat()
    except ValueError as err:
        message = f"contest_date {value!r} is not an ISO date"
        raise DatasetError(message, path=where, line=line) from err


def _func_name(record: Record, *, where: str, line: int) -> str:
    raw = record.get("metadata") or "{}"
    try:
        metadata = json.loads(raw) if isinstance(raw, str) else raw
    except json.JSONDecodeError as err:
        raise DatasetError("field 'metadata' is not JSON", path=where, line=line) from err
    name = metadata.get("func_name") if isinstance(metadata, dict) else None
    if not isinstance(name, str) or not name:
        message = "functional problem without metadata.func_name"
        raise DatasetError(message, path=where, line=line)
    return name
