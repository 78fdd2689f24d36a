"""Typed records the run store reads and writes.

A `SampleKey` is the address of one sample (run, model, task, setting, k, sample index); the
other records are payloads stored under a key. Keeping the key outside the payload means the
runner builds one key per sample and hands every stage's result to the store under it.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

Stage = Literal["generation", "extraction", "verification", "execution"]
"""A pipeline stage whose completion `RunStore.pending` can report."""

STAGES: tuple[Stage, ...] = ("generation", "extraction", "verification", "execution")

KNOWN_SETTINGS = ("base", "single", "multi")
"""Settings with a fixed meaning; other names (e.g. CodeAlignBench's) are stored as given."""

GenerationStatus = Literal[
    "ok",
    "truncated",
    "empty",
    "refused",
    "api_error",
    "transport_error",
    "error",
    "skipped",
    "not_attempted",
]
"""How one generation ended (docs/store.md):

- `ok`: an answer; `truncated`: an answer cut at the token limit (scored as it is);
- `empty`: no text; `refused`: the provider withheld the answer;
- `api_error`: an HTTP error status (with the status and the provider's message);
- `transport_error`: a timeout, a dropped connection, or bytes that are not an API answer;
- `error`: any other failure of whoever answered (e.g. an offline baseline's tooling);
- `skipped`: a multi-turn round whose previous round has no answer to edit;
- `not_attempted`: never sent, because the model was stopped (a fatal configuration error).
"""

GENERATION_STATUSES: tuple[GenerationStatus, ...] = GenerationStatus.__args__  # type: ignore[attr-defined]

ANSWERED: frozenset[str] = frozenset({"ok", "truncated"})
"""Statuses of a generation whose response is the sample's answer (no `error`)."""

FAILURES: tuple[GenerationStatus, ...] = tuple(
    status for status in GENERATION_STATUSES if status not in ANSWERED | {"not_attempted"}
)
"""Statuses that count in a model's failure rate: the sample was tried and has no answer
(every status but an answer's and `not_attempted`: empty, refused, api_error, ...)."""


def utc_now() -> datetime:
    """Return the current time in UTC, the only time zone the store writes."""
    return datetime.now(UTC)


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class _FailsClosed(_Frozen):
    """An outcome whose `error` says it could not be decided: such a row must not pass."""

    _noun: ClassVar[str]
    """How the error message names the record ("a verdict")."""
    if TYPE_CHECKING:
        passed: bool
        error: str | None

    @model_validator(mode="after")
    def _error_fails_closed(self) -> _FailsClosed:
        if self.error is not None and self.passed:
            raise ValueError(f"{self._noun} with an error must not pass (fail closed)")
        return self


class SampleKey(_Frozen):
    """The natural key of one sample: everything that makes two samples different."""

    run_id: str = Field(min_length=1)
    """The run this sample belongs to (from `RunStore.create_or_get_run`)."""
    model: str = Field(min_length=1)
    """The model name as the run configured it."""
    task_id: str = Field(min_length=1)
    """The task id, e.g. `HumanEval/0`."""
    setting: str = Field(min_length=1)
    """`base` (no instructions), `single` (k in one prompt), `multi` (one per turn)."""
    k: int = Field(ge=0)
    """Number of instructions; 0 exactly for the base setting."""
    sample: int = Field(ge=0)
    """Index of the repeated sample (for pass@k over several samples)."""

    @model_validator(mode="after")
    def _k_matches_setting(self) -> SampleKey:
        if self.setting == "base" and self.k != 0:
            raise ValueError(f"setting 'base' has no instructions, so k must be 0 (got {self.k})")
        if self.setting in ("single", "multi") and self.k < 1:
            raise ValueError(f"setting {self.setting!r} needs k >= 1 (got {self.k})")
        return self

    def natural(self) -> tuple[str, str, str, int, int]:
        """Return the key within its run, in the store's sort order."""
        return (self.model, self.task_id, self.setting, self.k, self.sample)


class RunRecord(_Frozen):
    """One run: a named configuration whose samples the store collects."""

    run_id: str
    """Derived from name and config, so the same command always maps to the same run."""
    name: str
    created_at: datetime
    config: dict[str, Any]
    """The run configuration as given (JSON-compatible)."""
    vibebench_version: str
    """The vibebench version that created the run."""
    environment: tuple[dict[str, str], ...] = ()
    """The versions the run was written with (vibebench, Python, Ruff, platform): the first
    when it was created, then each different one that resumed it (store schema 4)."""


class GenerationRecord(_Frozen):
    """One model turn: the exact messages sent and what came back."""

    turn: int = Field(ge=0)
    """0 for the first (or only) turn; multi-turn editing adds one turn per instruction."""
    final: bool
    """True on the turn whose response is the sample's answer (the last one)."""
    messages: list[dict[str, Any]]
    """The exact chat messages sent for this turn, full history included."""
    response: str | None = None
    """The response text; None when the call failed."""
    usage: dict[str, Any] | None = None
    """Token counts as the provider reported them."""
    latency_s: float | None = Field(default=None, ge=0)
    error: str | None = None
    """Why the call failed; an error row is retried on resume, a success never is."""
    created_at: datetime = Field(default_factory=utc_now)
    status: GenerationStatus = "ok"
    """How the generation ended; left out, it is `ok` without an error and `error` with one."""
    finish_reason: str | None = None
    """The provider's finish reason (stop, length, end_turn, max_tokens, content_filter...)."""
    http_status: int | None = None
    """The HTTP status of an `api_error`."""
    provider_message: str | None = None
    """The provider's own error message, when it sent one."""

    @model_validator(mode="before")
    @classmethod
    def _default_status(cls, data: Any) -> Any:
        if isinstance(data, dict) and data.get("status") is None:
            return {**data, "status": "ok" if data.get("error") is None else "error"}
        return data

    @model_validator(mode="after")
    def _response_or_error(self) -> GenerationRecord:
        if self.error is None and self.response is None:
            raise ValueError("a generation without an error needs a response")
        if (self.status in ANSWERED) != (self.error is None):
            raise ValueError(
                f"status {self.status!r} does not match the row: `ok` and `truncated` rows "
                "carry no error, every other status carries one (it is retried on resume)"
            )
        return self

    @property
    def failed(self) -> bool:
        """Tried and without an answer: counts in the model's failure rate."""
        return self.status in FAILURES


class ExtractionRecord(_Frozen):
    """The code taken out of a sample's final response."""

    code: str | None
    """The extracted program; None when nothing could be extracted."""
    method: str
    """How it was found (e.g. `fenced`, `unfenced`, `none`)."""
    error: str | None = None
    created_at: datetime = Field(default_factory=utc_now)


class VerdictRecord(_FailsClosed):
    """Whether the sample's code follows one instruction."""

    _noun: ClassVar[str] = "a verdict"

    instruction_id: str = Field(min_length=1)
    position: int = Field(ge=0)
    """Where the instruction stood in the prompt (or which turn added it)."""
    params: dict[str, Any] = Field(default_factory=dict)
    passed: bool
    diagnostics: list[dict[str, Any]] = Field(default_factory=list)
    """The findings behind the verdict (e.g. Ruff diagnostics)."""
    error: str | None = None
    """Why the verifier could not decide; such a verdict is a fail and is retried on resume."""
    created_at: datetime = Field(default_factory=utc_now)


class ExecutionRecord(_FailsClosed):
    """The result of running a sample's unit tests in the sandbox."""

    _noun: ClassVar[str] = "an execution"

    passed: bool
    status: str = Field(min_length=1)
    """Outcome name from the execute stage (e.g. `passed`, `failed`, `timeout`)."""
    tests: list[dict[str, Any]] = Field(default_factory=list)
    """Per-test outcomes as the execute stage reported them."""
    duration_s: float | None = Field(default=None, ge=0)
    isolation: str = Field(min_length=1)
    """The isolation level the code ran under (e.g. `bwrap`, `rlimits`)."""
    error: str | None = None
    """Why the sandbox itself failed; such a row is retried on resume."""
    created_at: datetime = Field(default_factory=utc_now)
    message: str = ""
    """Why the run ended as it did (timeout, killed, a test's failure), from the sandbox."""
    cpu_s: float | None = Field(default=None, ge=0)
    machine_busy: bool = False
    """A timeout while the machine starved the sample of CPU (twice), not slow code."""
    memory_bound: str = ""
    """How memory was bounded: `cgroup-v1`/`cgroup-v2` or `rlimit-per-process`."""
    flags: list[str] = Field(default_factory=list)
    """Reward-hack flags of the program (docs/security.md); they never change `passed`."""


class SampleView(_Frozen):
    """Everything stored for one sample, joined: what metrics read."""

    key: SampleKey
    generations: tuple[GenerationRecord, ...] = ()
    """Every stored turn, in turn order."""
    extraction: ExtractionRecord | None = None
    verdicts: tuple[VerdictRecord, ...] = ()
    """One verdict per instruction, in position order."""
    execution: ExecutionRecord | None = None

    @property
    def final_response(self) -> str | None:
        """Return the successful final turn's response, or None if there is none yet."""
        for generation in reversed(self.generations):
            if generation.final and generation.error is None:
                return generation.response
        return None

    @property
    def generation_error(self) -> str | None:
        """Return the error of the latest failed turn when no final response exists."""
        if self.final_response is not None:
            return None
        errors = [g.error for g in self.generations if g.error is not None]
        return errors[-1] if errors else None
