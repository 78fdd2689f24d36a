"""How far a run got: samples planned and done, and how each generation ended, per model.

A sample is *done* when every stage it needs has its row. A generation that failed for good
is done: the failure is the result (it counts in the model's failure rate). One that answered
also needs its extraction, its k verdicts and, unless its run executes no tests
(CodeAlignBench), its execution. Samples marked `not_attempted`, and planned samples with no
row at all (a killed run), are not done: nothing about them was computed, so figures leave
them out instead of scoring them 0, and the run says it is incomplete.

`ProgressCounter` is fed the samples one at a time, so a reader that already streams a run
(the report) counts progress in the same pass.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel, ConfigDict

from vibebench.store._kind import SuiteKind
from vibebench.store._records import ANSWERED, FAILURES, GenerationRecord, SampleView

NO_EXECUTION_SUITES = frozenset({SuiteKind.CODEALIGN.value})
"""Suites (the run config's `suite`) whose samples run no unit tests."""

MESSAGE_CHARS = 300
"""First messages are cut to this length for tables."""


class ErrorKind(BaseModel):
    """One kind of generation failure of a model: how often, and its first message."""

    model_config = ConfigDict(frozen=True)

    kind: str
    """The status, with the HTTP status for API errors: `api_error (HTTP 401)`, `empty`."""
    status: str
    http_status: int | None = None
    count: int
    first_message: str
    """The message of the earliest row of this kind."""


class ModelProgress(BaseModel):
    """One model's share of a run: planned and done samples, and its generation outcomes."""

    model_config = ConfigDict(frozen=True)

    model: str
    planned: int | None = None
    """Samples the run planned for the model; None when the run recorded no plan."""
    samples: int = 0
    """Samples with any stored row."""
    done: int = 0
    attempted: int = 0
    """Samples whose final generation was sent (any status but `not_attempted`)."""
    statuses: dict[str, int] = {}
    """Final generations per status (`ok`, `truncated`, `api_error`, ..., `not_attempted`)."""
    errors: tuple[ErrorKind, ...] = ()
    """Every kind of ending that is not an answer, most common first, `not_attempted` last."""
    prompt_tokens: int = 0
    completion_tokens: int = 0
    latency_s: float | None = None
    """Mean latency of the final generations that report one."""

    def first_message(self, status: str) -> str | None:
        """The earliest message of any kind with this status."""
        return next((error.first_message for error in self.errors if error.status == status), None)

    @property
    def total(self) -> int:
        """Samples the model should have: the plan, or what is stored when there is none."""
        return max(self.planned or 0, self.samples)

    @property
    def complete(self) -> bool:
        """Every sample is done."""
        return self.done >= self.total

    @property
    def failures(self) -> int:
        """Samples tried without an answer (the statuses in `FAILURES`)."""
        return sum(self.statuses.get(status, 0) for status in FAILURES)

    def rate(self, status: str) -> float | None:
        """Share of the attempted samples with `status`; None before any attempt."""
        return self.statuses.get(status, 0) / self.attempted if self.attempted else None

    @property
    def failure_rate(self) -> float | None:
        """Failures over attempted samples; None before any attempt."""
        return self.failures / self.attempted if self.attempted else None


class RunProgress(BaseModel):
    """Progress of the models of one or more runs."""

    model_config = ConfigDict(frozen=True)

    models: tuple[ModelProgress, ...] = ()

    @property
    def done(self) -> int:
        """Done samples over every model."""
        return sum(model.done for model in self.models)

    @property
    def total(self) -> int:
        """Planned (or stored) samples over every model."""
        return sum(model.total for model in self.models)

    @property
    def complete(self) -> bool:
        """Every model has every sample done."""
        return all(model.complete for model in self.models)

    def headline(self) -> str:
        """`incomplete: N of M samples done`, or `complete: M samples done`."""
        state = "complete" if self.complete else "incomplete"
        if self.complete:
            return f"{state}: {self.total} samples done"
        return f"{state}: {self.done} of {self.total} samples done"


def final_generation(view: SampleView) -> GenerationRecord | None:
    """The sample's final generation row (the highest final turn), whatever its status."""
    finals = [generation for generation in view.generations if generation.final]
    return max(finals, key=lambda generation: generation.turn) if finals else None


def sample_done(view: SampleView, *, needs_execution: bool = True) -> bool:
    """Whether every stage the sample needs has its row (see the module docstring)."""
    final = final_generation(view)
    if final is None or final.status == "not_attempted":
        return False
    if final.status not in ANSWERED:
        return True
    if view.extraction is None or len(view.verdicts) < view.key.k:
        return False
    return view.execution is not None or not needs_execution


def outcome_message(generation: GenerationRecord) -> str:
    """One line saying why a generation has no answer: the HTTP status and the provider's
    message for API errors, the stored error otherwise."""
    return outcome_text(
        generation.status, generation.http_status, generation.provider_message, generation.error
    )


def outcome_text(
    status: str, http_status: int | None, provider_message: str | None, error: str | None
) -> str:
    """`outcome_message` from the row's columns (for readers that aggregate in SQL)."""
    if http_status is not None:
        said = provider_message or error or ""
        text = f"HTTP {http_status}: {said}".rstrip(": ")
    else:
        text = error or status
    text = " ".join(text.split())
    return text if len(text) <= MESSAGE_CHARS else text[: MESSAGE_CHARS - 1] + "…"


class _Tally:
    """Running counts of one model."""

    def __init__(self) -> None:
        self.samples = 0
        self.done = 0
        self.statuses: Counter[str] = Counter()
        self.kinds: dict[tuple[str, int | None], list[Any]] = {}
        """(status, HTTP status) -> [count, earliest time, its message]."""
        self.prompt_tokens = 0
        self.completion_tokens = 0
        self.latencies: list[float] = []

    def add_generation(self, generation: GenerationRecord) -> None:
        self.statuses[generation.status] += 1
        if generation.status not in ANSWERED:
            entry = self.kinds.setdefault(
                (generation.status, generation.http_status), [0, None, ""]
            )
            entry[0] += 1
            if entry[1] is None or generation.created_at < entry[1]:
                entry[1:] = [generation.created_at, outcome_message(generation)]
        usage = generation.usage or {}
        self.prompt_tokens += int(usage.get("prompt_tokens") or 0)
        self.completion_tokens += int(usage.get("completion_tokens") or 0)
        if generation.latency_s is not None and generation.status != "not_attempted":
            self.latencies.append(generation.latency_s)


class ProgressCounter:
    """Counts progress sample by sample; `build` gives one ModelProgress per model seen."""

    def __init__(self, *, needs_execution: bool = True) -> None:
        """Args:
        needs_execution: Whether answered samples need an execution row to be done.
        """
        self.needs_execution = needs_execution
        self._tallies: dict[str, _Tally] = {}

    def add(self, view: SampleView) -> bool:
        """Count one sample; return whether it is done."""
        tally = self._tallies.setdefault(view.key.model, _Tally())
        tally.samples += 1
        done = sample_done(view, needs_execution=self.needs_execution)
        tally.done += done
        final = final_generation(view)
        if final is not None:
            tally.add_generation(final)
        return done

    def build(self, planned: Mapping[str, int] | None = None) -> tuple[ModelProgress, ...]:
        """One entry per model counted or planned, in the order first seen (planned last)."""
        planned = planned or {}
        names = list(self._tallies) + [name for name in planned if name not in self._tallies]
        return tuple(
            _progress(name, self._tallies.get(name, _Tally()), planned.get(name)) for name in names
        )


def _progress(model: str, tally: _Tally, planned: int | None) -> ModelProgress:
    statuses = dict(tally.statuses)
    return ModelProgress(
        model=model,
        planned=planned,
        samples=tally.samples,
        done=tally.done,
        attempted=sum(statuses.values()) - statuses.get("not_attempted", 0),
        statuses=statuses,
        errors=_errors(tally),
        prompt_tokens=tally.prompt_tokens,
        completion_tokens=tally.completion_tokens,
        latency_s=sum(tally.latencies) / len(tally.latencies) if tally.latencies else None,
    )


def _errors(tally: _Tally) -> tuple[ErrorKind, ...]:
    kinds = [
        ErrorKind(
            kind=status if http is None else f"{status} (HTTP {http})",
            status=status,
            http_status=http,
            count=count,
            first_message=message,
        )
        for (status, http), (count, _, message) in tally.kinds.items()
    ]
    return tuple(
        sorted(kinds, key=lambda kind: (kind.status == "not_attempted", -kind.count, kind.kind))
    )
