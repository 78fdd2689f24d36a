"""Verify a whole JSONL file of samples, streaming verdicts out as each batch finishes.

Input, one object per line:
    {"task_id": "HumanEval/0", "response": "...",
     "instructions": [{"id": "style_3", "params": {"line_length": 79}}, "error_1"]}
or other harnesses' solution files (`vibebench._interchange`): LiveCodeBench's
`{"question_id", "code_list"}` records (a JSON array in a `.json` file, or JSONL; each code
is a sample) and BigCodeBench / EvalPlus lines (`task_id` with `solution` or `completion`),
`instructions` beside them. A solution is verified as the code it is; a completion after
its task's prompt (HumanEval and Embedded tasks, which ship with vibebench; BigCodeBench's
sanitized samples hold `solution`).

Output, one `ResponseVerdicts` per good input line, in input order. A line that is not
valid JSON (read by `vibebench.jsonl`: bounded, tolerant of bad UTF-8), lacks a field, or
names an unknown instruction or an invalid parameter is reported as `file:line: problem` and
skipped; every good line is still verified and written
(so one typo never costs a whole run), and the summary counts the bad lines.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

from pydantic import ValidationError

from vibebench._fences import answer_block
from vibebench._frozen import FrozenModel
from vibebench._interchange import SolutionRecord, iter_solution_records, program_of
from vibebench.errors import ConfigError, DatasetError, validation_problems
from vibebench.instructions import get_instruction
from vibebench.jsonl import write_jsonl_stream
from vibebench.verify._api import DEFAULT_BATCH_SIZE, verify
from vibebench.verify._models import ResponseVerdicts, VerifyRequest
from vibebench.verify._strict_mode import VerdictMode

if TYPE_CHECKING:
    from vibebench.tasks import Task

__all__ = ["VerifySummary", "iter_samples", "verify_file"]


class VerifySummary(FrozenModel):
    """What a file run did: counts for the summary line."""

    responses: int
    checks: int
    passed: int
    bad_lines: tuple[str, ...] = ()
    """`file:line: problem` for every skipped line."""
    errored: tuple[str, ...] = ()
    """`file:line (task ...): instruction ids` for every sample with a check the verifier
    could not decide (a crashing check, Ruff failing on it): verified, but not judged."""

    @property
    def pass_rate(self) -> float:
        """Share of checks that passed (0.0 when there were none)."""
        return self.passed / self.checks if self.checks else 0.0


@cache
def _offline_tasks() -> dict[str, Task]:
    """The tasks of the benchmarks that ship with vibebench (HumanEval, Embedded), by id."""
    from vibebench.tasks import load_benchmark

    return {task.id: task for name in ("humaneval", "embedded") for task in load_benchmark(name)}


def _as_line(record: SolutionRecord) -> dict[str, Any]:
    """A solution-file record as a verify line: the response holds the program."""
    line = {**record.fields, "task_id": record.task_id}
    if record.kind == "response":
        return {**line, "response": record.text}
    task = None
    if record.kind == "completion":
        task = _offline_tasks().get(record.task_id)
        if task is None:
            msg = (
                f"a completion continues its task's prompt, and task {record.task_id!r} is "
                "not known here (give the program as `solution`)"
            )
            raise ConfigError(msg)
    program = record.text if task is None else program_of(record, task)
    return {**line, "response": answer_block(program)}


def _request(record: dict[str, Any]) -> VerifyRequest:
    """One sample, validated down to its instruction ids and parameters."""
    try:
        request = VerifyRequest.model_validate(record)
    except ValidationError as err:
        msg = f"not a sample ({validation_problems(err, 'line')})"
        raise ConfigError(msg) from err
    for spec in request.instructions:
        get_instruction(spec.id).strict_params(spec.params)
    return request


def iter_samples(path: Path | str) -> Iterator[VerifyRequest | DatasetError]:
    """Each non-blank line as a request, or a DatasetError naming `path:line`.

    Raises:
        DatasetError: the file cannot be opened.
    """
    for item in _numbered_samples(path):
        yield item if isinstance(item, DatasetError) else item[1]


def _numbered_samples(path: Path | str) -> Iterator[tuple[int, VerifyRequest] | DatasetError]:
    """`iter_samples`, each request with its line number."""
    for item in iter_solution_records(path):
        if isinstance(item, DatasetError):
            yield item
            continue
        try:
            yield item.line, _request(_as_line(item))
        except ConfigError as err:
            yield DatasetError(str(err), path=str(path), line=item.line)


@dataclass
class _Tally:
    """The running counts of a file run, and the batch waiting for its Ruff run."""

    output: IO[str]
    batch_size: int
    mode: VerdictMode
    on_line: Callable[[int], None] | None
    on_bad_line: Callable[[DatasetError], None] | None
    responses: int = 0
    checks: int = 0
    passed: int = 0
    bad: list[str] = field(default_factory=list)
    errored: list[str] = field(default_factory=list)
    pending: list[VerifyRequest] = field(default_factory=list)
    where: list[str] = field(default_factory=list)

    def take(self, request: VerifyRequest, place: str) -> None:
        """Queue one request; verify the batch once it is full."""
        self.where.append(place)
        self.pending.append(request)
        if len(self.pending) >= self.batch_size:
            self.flush()

    def skip(self, bad: DatasetError) -> None:
        self.bad.append(str(bad))
        if self.on_bad_line is not None:
            self.on_bad_line(bad)
        self._lines(1)

    def flush(self) -> None:
        """Verify, write and count what is queued (nothing when nothing is)."""
        if not self.pending:
            return
        results = verify(self.pending, batch_size=self.batch_size, mode=self.mode)
        write_jsonl_stream(self.output, results)
        self.output.flush()
        self._add(results)
        self._lines(len(self.pending))
        self.pending.clear()
        self.where.clear()

    def _lines(self, count: int) -> None:
        if self.on_line is not None:
            self.on_line(count)

    def _add(self, results: list[ResponseVerdicts]) -> None:
        self.responses += len(results)
        self.checks += sum(len(result.verdicts) for result in results)
        self.passed += sum(result.followed for result in results)
        for place, result in zip(self.where, results, strict=True):
            if errors := result.verifier_errors:
                task = f" (task {result.task_id})" if result.task_id else ""
                ids = ", ".join(verdict.instruction_id for verdict in errors)
                why = str(errors[0].error).splitlines()[0][:200]
                self.errored.append(f"{place}{task}: {ids}: {why}")

    def summary(self) -> VerifySummary:
        return VerifySummary(
            responses=self.responses,
            checks=self.checks,
            passed=self.passed,
            bad_lines=tuple(self.bad),
            errored=tuple(self.errored),
        )


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
    tally = _Tally(output, batch_size, mode, on_line, on_bad_line)
    try:
        for item in _numbered_samples(source):
            if isinstance(item, DatasetError):
                tally.skip(item)
            else:
                tally.take(item[1], f"{source}:{item[0]}")
    except DatasetError:
        tally.flush()
        raise
    tally.flush()
    return tally.summary()
