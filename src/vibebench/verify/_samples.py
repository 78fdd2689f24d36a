"""Verify a whole JSONL file of samples, streaming verdicts out as each batch finishes.

Input, one object per line:
    {"task_id": "HumanEval/0", "response": "...",
     "instructions": [{"id": "style_3", "params": {"line_length": 79}}, "error_1"]}

Output, one `ResponseVerdicts` per good input line, in input order. A line that is not
valid JSON, lacks a field, or names an unknown instruction or an invalid parameter is
reported as `file:line: problem` and skipped; every good line is still verified and written
(so one typo never costs a whole run), and the summary counts the bad lines.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

from pydantic import BaseModel, ConfigDict, ValidationError

from vibebench.errors import ConfigError, DatasetError
from vibebench.instructions import get_instruction
from vibebench.verify._api import DEFAULT_BATCH_SIZE, verify
from vibebench.verify._models import ResponseVerdicts, VerifyRequest
from vibebench.verify._strict_mode import VerdictMode

__all__ = ["VerifySummary", "iter_samples", "verify_file"]


class VerifySummary(BaseModel):
    """What a file run did: counts for the summary line."""

    model_config = ConfigDict(frozen=True)

    responses: int
    checks: int
    passed: int
    bad_lines: tuple[str, ...] = ()
    """`file:line: problem` for every skipped line."""

    @property
    def pass_rate(self) -> float:
        """Share of checks that passed (0.0 when there were none)."""
        return self.passed / self.checks if self.checks else 0.0


def _parse_line(text: str) -> VerifyRequest:
    """One sample, validated down to its instruction ids and parameters."""
    try:
        request = VerifyRequest.model_validate(json.loads(text))
    except json.JSONDecodeError as err:
        msg = f"not valid JSON ({err.msg} at column {err.colno})"
        raise ConfigError(msg) from err
    except ValidationError as err:
        problems = "; ".join(
            f"{'.'.join(str(part) for part in item['loc']) or 'line'}: {item['msg']}"
            for item in err.errors()
        )
        msg = f"not a sample ({problems})"
        raise ConfigError(msg) from err
    for spec in request.instructions:
        get_instruction(spec.id).strict_params(spec.params)
    return request


def _read_lines(source: Path | str) -> Iterator[str]:
    """The file's lines; DatasetError naming the file when it cannot be opened or decoded."""
    try:
        with Path(source).open(encoding="utf-8") as stream:
            yield from stream
    except (OSError, UnicodeDecodeError) as err:
        raise DatasetError(f"cannot read samples: {err}", path=str(source)) from err


def iter_samples(path: str, lines: Iterable[str]) -> Iterator[VerifyRequest | DatasetError]:
    """Each non-blank line as a request, or a DatasetError naming `path:line`."""
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            yield _parse_line(line)
        except ConfigError as err:
            yield DatasetError(str(err), path=path, line=number)


@dataclass
class _Tally:
    responses: int = 0
    checks: int = 0
    passed: int = 0
    bad: list[str] = field(default_factory=list)

    def add(self, results: list[ResponseVerdicts]) -> None:
        self.responses += len(results)
        self.checks += sum(len(result.verdicts) for result in results)
        self.passed += sum(result.followed for result in results)


def verify_file(
    source: Path | str,
    output: IO[str],
    *,
    batch_size: int = DEFAULT_BATCH_SIZE,
    on_line: Callable[[int], None] | None = None,
    on_bad_line: Callable[[DatasetError], None] | None = None,
    mode: VerdictMode = "paper",
) -> VerifySummary:
    """Verify every good line of `source` into `output` (JSONL), one Ruff run per batch.

    Raises:
        DatasetError: the file cannot be opened or decoded; the lines read before the
            problem are still verified and written.
    """
    tally = _Tally()
    pending: list[VerifyRequest] = []

    def flush() -> None:
        results = verify(pending, batch_size=batch_size, mode=mode)
        output.writelines(result.model_dump_json() + "\n" for result in results)
        output.flush()
        tally.add(results)
        if on_line is not None:
            on_line(len(pending))
        pending.clear()

    try:
        for item in iter_samples(str(source), _read_lines(source)):
            if isinstance(item, DatasetError):
                tally.bad.append(str(item))
                if on_bad_line is not None:
                    on_bad_line(item)
                if on_line is not None:
                    on_line(1)
                continue
            pending.append(item)
            if len(pending) >= batch_size:
                flush()
    except DatasetError:
        if pending:
            flush()
        raise
    if pending:
        flush()
    return VerifySummary(
        responses=tally.responses,
        checks=tally.checks,
        passed=tally.passed,
        bad_lines=tuple(tally.bad),
    )
