"""Offline baselines: responders that need no model.

- reference: the task's reference solution, whatever was asked. Its Func is the ceiling of the
  benchmark's environment and its IF is what the untouched human solution already follows.
- ruff-fix: starts from the reference solution and, for each instruction, applies Ruff's own
  automatic fixes (and the formatter for line length and quotes) with that instruction's rules
  and settings. It measures how far mechanical tooling alone gets, the bar a model must clear.
- replay: answers read from a file another harness wrote (vibebench's responses,
  LiveCodeBench's code lists, BigCodeBench / EvalPlus samples).

Ruff here only rewrites text; it never runs the code.
"""

from __future__ import annotations

import asyncio
import subprocess
import tempfile
import time
from collections import Counter
from pathlib import Path

from vibebench._interchange import SolutionRecord, iter_solution_records, program_of
from vibebench._interchange import fenced as fenced_code
from vibebench._python_source import parse_module
from vibebench.errors import ConfigError, DatasetError, ModelError
from vibebench.instructions import InstructionSpec, get_instruction
from vibebench.models import (
    GenerationParams,
    ModelResponse,
    ResponseCache,
    RetryPolicy,
    create_model,
    parse_model_spec,
)
from vibebench.protocols._responders import ModelResponder, Responder, TurnRequest
from vibebench.verify import extract_code
from vibebench.verify._config import standalone_config
from vibebench.verify._ruff import ruff_binary

FORMATTER_INSTRUCTIONS = {"style_2", "style_3"}
"""Instructions whose fix is a formatter setting rather than a lint autofix."""


def fenced(code: str) -> str:
    """Wrap code the way a chat model answers."""
    return f"```python\n{code.rstrip()}\n```\n"


def _reference(request: TurnRequest) -> str:
    if request.task.reference_solution is None:
        msg = f"{request.task.id} has no reference solution"
        raise ModelError(msg)
    return request.task.reference_solution


class ReferenceBaseline(Responder):
    """Answers every turn with the task's reference solution."""

    name = "reference"

    async def respond(self, request: TurnRequest) -> ModelResponse:
        return ModelResponse(
            text=fenced(_reference(request)), latency_s=0.0, model=self.name, finish_reason="stop"
        )


def _format_settings(spec: InstructionSpec) -> list[str]:
    params = get_instruction(spec.id).strict_params(spec.params)
    if spec.id == "style_3":
        return ["--line-length", str(params["line_length"])]
    if spec.id == "style_2":
        return ["--config", f'format.quote-style="{params["quote"]}"']
    return []


def _ruff(command: list[str], timeout: float) -> None:
    """Run one Ruff command; a crash, refusal or hang is a ModelError, never skipped silently.

    An unfixed file would look like the baseline's honest result, so a tooling failure must
    surface as this turn's error instead.
    """
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
    except (OSError, subprocess.TimeoutExpired) as err:
        raise ModelError(f"ruff-fix: cannot run {command[1]!r} ({err})") from err
    if done.returncode != 0:
        detail = (done.stderr or done.stdout).strip().splitlines()
        reason = detail[0] if detail else f"exit status {done.returncode}"
        raise ModelError(f"ruff-fix: `ruff {command[1]}` failed: {reason}")


def apply_ruff_fixes(code: str, specs: tuple[InstructionSpec, ...], *, timeout: float = 30) -> str:
    """Return `code` after Ruff's fixes for each Ruff-backed instruction, in order.

    Code that does not parse is returned as it is: Ruff fixes nothing in it either.

    Raises:
        ModelError: Ruff failed, was missing, or timed out.
    """
    if parse_module(code) is None:  # parsing only: the code never runs
        return code
    binary = ruff_binary()
    with tempfile.TemporaryDirectory(prefix="vibebench-fix-") as folder:
        root = Path(folder)
        (root / "ruff.toml").write_text("")
        source = root / "solution.py"
        source.write_text(code)
        for spec in specs:
            instruction = get_instruction(spec.id)
            if instruction.verifier != "ruff":
                continue
            params = instruction.strict_params(spec.params)
            if spec.id in FORMATTER_INSTRUCTIONS:
                command = [binary, "format", "--no-cache", "--isolated", *_format_settings(spec)]
                _ruff([*command, str(source)], timeout)
            config = root / "fix.toml"
            selectors = instruction.ruff_select(params)
            config.write_text(standalone_config(selectors, instruction.ruff_settings(params)))
            check = [binary, "check", "--fix", "--unsafe-fixes", "--exit-zero", "--no-cache"]
            _ruff([*check, "--quiet", "--config", str(config), str(source)], timeout)
        return source.read_text()


class RuffFixBaseline(Responder):
    """Edits the previous code (or the reference) with Ruff's automatic fixes."""

    name = "ruff-fix"

    async def respond(self, request: TurnRequest) -> ModelResponse:
        started = time.perf_counter()
        if request.previous_response is not None:
            previous = extract_code(
                request.previous_response, entry_point=request.task.entry_point
            )
            code = previous.code or _reference(request)
            todo = request.instructions[-1:]
        else:
            code = _reference(request)
            todo = request.instructions
        fixed = await asyncio.to_thread(apply_ruff_fixes, code, todo) if todo else code
        return ModelResponse(
            text=fenced(fixed),
            latency_s=time.perf_counter() - started,
            model=self.name,
            finish_reason="stop",
        )


_ReplayKey = tuple[str, str, int, int]


class ReplayBaseline(Responder):
    """Replays answers another harness recorded.

    The file is any solution file `vibebench._interchange` reads: vibebench's JSONL
    (`{"task_id": ..., "response": ...}`), LiveCodeBench's output (`question_id` and
    `code_list`, a JSON array or JSONL), or BigCodeBench / EvalPlus samples (`task_id` and
    `solution` or `completion`). Optional `setting` (default base) and `k` (default 0) say
    which turn a record answers, and `sample` which sample (default: `completion_id`, the
    place in `code_list`, else the order of the task's records in the file). A solution is
    answered as one fenced block, a completion as the task's prompt and the completion in
    one. A turn with no recorded answer is an error.
    """

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.name = f"replay:{self.path.name}"
        self.responses = self._read(self.path)

    @staticmethod
    def _key(record: SolutionRecord, numbering: Counter[tuple[str, str, int]]) -> _ReplayKey:
        fields = record.fields
        setting, k = str(fields.get("setting", "base")), int(fields.get("k", 0))
        default = (
            record.position
            if record.position is not None
            else numbering[(record.task_id, setting, k)]
        )
        sample = int(fields.get("sample", fields.get("completion_id", default)))
        numbering[(record.task_id, setting, k)] += 1
        return record.task_id, setting, k, sample

    @classmethod
    def _read(cls, path: Path) -> dict[_ReplayKey, SolutionRecord]:
        responses: dict[_ReplayKey, SolutionRecord] = {}
        numbering: Counter[tuple[str, str, int]] = Counter()
        for record in iter_solution_records(path):
            if isinstance(record, DatasetError):
                raise record
            try:
                key = cls._key(record, numbering)
            except (ValueError, TypeError, OverflowError) as err:
                msg = f"{record.where}: bad replay record ({type(err).__name__}: {err})"
                raise DatasetError(msg) from err
            if key in responses:
                msg = f"{record.where}: a second answer for {key} (the first is at "
                raise DatasetError(msg + f"{responses[key].where})")
            responses[key] = record
        if not responses:
            raise ConfigError(f"{path}: the replay file holds no responses")
        return responses

    async def respond(self, request: TurnRequest) -> ModelResponse:
        key = (request.task.id, request.setting, request.k, request.sample)
        record = self.responses.get(key)
        if record is None:
            msg = f"{self.path.name} has no response for {key}"
            raise ModelError(msg)
        text = (
            record.text
            if record.kind == "response"
            else fenced_code(program_of(record, request.task))
        )
        return ModelResponse(text=text, latency_s=0.0, model=self.name, finish_reason="stop")


BASELINES = ("reference", "ruff-fix")
"""Offline baselines (and `replay:FILE`): they take no generation setting."""


def is_baseline(spec: str) -> bool:
    """Whether `spec` names an offline baseline rather than a model."""
    return spec in BASELINES or spec.startswith("replay:")


def make_responder(
    spec: str,
    params: GenerationParams,
    cache: ResponseCache | None = None,
    retry: RetryPolicy | None = None,
) -> Responder:
    """A responder for a model spec or an offline baseline name."""
    if spec == "reference":
        return ReferenceBaseline()
    if spec == "ruff-fix":
        return RuffFixBaseline()
    if spec.startswith("replay:"):
        return ReplayBaseline(spec.removeprefix("replay:"))
    return ModelResponder(create_model(parse_model_spec(spec), cache=cache, retry=retry), params)
