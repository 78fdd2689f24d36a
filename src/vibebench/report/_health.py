"""The run's health, shown before any score: how much is done and how generations ended.

Shared by the report (header, outcome tables, terminal summary) and `vibebench run`'s
summary, so both say the same thing in the same words:

- `incomplete: N of M samples done` when samples are missing, then one line per model;
- one line per model whose scores are not comparable or that was stopped, with the cause;
- per model: samples done, truncation, empty and failure rates, tokens, latency;
- per model and failure kind: the count and the first message (HTTP status and the
  provider's message for API errors).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from rich.console import Console
from rich.markup import escape

from vibebench.report._tables import NOT_COMPUTED, TextTable, percent, print_tables
from vibebench.store import FAILURES, ModelProgress, RunProgress

if TYPE_CHECKING:
    from vibebench.report._build import ReportData


@dataclass(frozen=True)
class Standing:
    """A model's scoring state: its failure rate and whether it is over the limit."""

    error_rate: float | None
    flagged: bool


def progress_lines(progress: RunProgress) -> list[str]:
    """`incomplete: N of M samples done` and one line per incomplete model; [] if complete."""
    if progress.complete:
        return []
    lines = [progress.headline()]
    for entry in progress.models:
        if not entry.complete:
            lines.append(f"  {entry.model}: {entry.done} of {entry.total} samples done")
    return lines


def cause_lines(
    progress: RunProgress,
    standings: Mapping[str, Standing],
    threshold: float,
    stopped: Mapping[str, str] | None = None,
) -> list[str]:
    """One line per model that is not comparable, stopped or incomplete, saying why."""
    lines = []
    for entry in progress.models:
        causes = _causes(entry, standings.get(entry.model), threshold, (stopped or {}))
        if causes:
            lines.append(f"{entry.model}: " + "; ".join(causes))
    return lines


def _causes(
    entry: ModelProgress, standing: Standing | None, threshold: float, stopped: Mapping[str, str]
) -> list[str]:
    causes = []
    if standing is not None and standing.flagged:
        causes.append(
            f"error rate {percent(standing.error_rate)}% is above the {percent(threshold)}% "
            "threshold: its scores are not comparable (the paper drops such models), so it "
            "is left out of rankings"
        )
    reason = stopped.get(entry.model)
    not_attempted = entry.statuses.get("not_attempted", 0)
    if reason is None and not_attempted:
        reason = (entry.first_message("not_attempted") or "").removeprefix("not attempted: ")
    if reason:
        causes.append(reason)
    if not entry.complete:
        missing = entry.total - entry.done
        detail = f", {not_attempted} not attempted" if not_attempted else ""
        causes.append(
            f"incomplete: {entry.done} of {entry.total} samples done ({missing} missing{detail})"
        )
    return causes


def _rate(entry: ModelProgress, statuses: Iterable[str]) -> str:
    """`14.3 (3)`: the share of the sent samples with these statuses, and their count."""
    count = sum(entry.statuses.get(status, 0) for status in statuses)
    if not entry.attempted:
        return NOT_COMPUTED
    share = percent(count / entry.attempted)
    return f"{share} ({count})" if count else share


def _tokens(entry: ModelProgress) -> str:
    if not entry.prompt_tokens and not entry.completion_tokens:
        return NOT_COMPUTED
    return f"{entry.prompt_tokens:,} / {entry.completion_tokens:,}"


def outcome_table(
    progress: RunProgress, standings: Mapping[str, Standing], *, wide: bool = True
) -> TextTable:
    """Per model: samples done, and truncation, empty and failure rates of the samples sent
    (`–` where nothing was sent); `wide` adds token counts and mean latency."""
    rows = []
    for entry in progress.models:
        standing = standings.get(entry.model)
        mark = " !" if standing is not None and standing.flagged else ""
        row = [
            entry.model,
            f"{entry.done}/{entry.total}",
            _rate(entry, ("truncated",)),
            _rate(entry, ("empty",)),
            _rate(entry, FAILURES) + mark,
            str(entry.statuses.get("not_attempted", 0)),
        ]
        if wide:
            latency = NOT_COMPUTED if entry.latency_s is None else f"{entry.latency_s:.2f}"
            row += [_tokens(entry), latency]
        rows.append(row)
    columns = ["model", "done", "truncated %", "empty %", "failed %", "not sent"]
    if wide:
        columns += ["tokens in / out", "latency s"]
    return TextTable("outcomes", "Generation outcomes (% of the samples sent)", columns, rows)


def error_table(progress: RunProgress) -> TextTable:
    """Per model and kind of failure (API errors by HTTP status): how many, and the first
    message of that kind."""
    rows = [
        [entry.model, error.kind, str(error.count), error.first_message]
        for entry in progress.models
        for error in entry.errors
    ]
    columns = ["model", "kind", "count", "first message"]
    return TextTable("errors", "Generation errors by kind", columns, rows)


def health_tables(
    progress: RunProgress, standings: Mapping[str, Standing], *, wide: bool = True
) -> list[TextTable]:
    """The outcome table, and the errors table when there is any error."""
    errors = error_table(progress)
    return [outcome_table(progress, standings, wide=wide), *([errors] if errors.rows else [])]


class Scored(Protocol):
    """What the metrics stage says of a model (ModelSummary, ModelMetrics)."""

    @property
    def model(self) -> str: ...
    @property
    def error_rate(self) -> float: ...
    @property
    def flagged(self) -> bool: ...


def standings_of(models: Sequence[Scored]) -> dict[str, Standing]:
    """Each model's standing from the metrics stage's figures."""
    return {m.model: Standing(m.error_rate, m.flagged) for m in models}


def report_standings(data: ReportData) -> dict[str, Standing]:
    """Each model's standing as the report's progress names it: a model shown per benchmark
    stands as its worst benchmark (flagged if any benchmark is, with the highest rate)."""
    standings = standings_of(data.metrics.models)
    worst: dict[str, Standing] = {}
    for label, model in data.benchmark_views.items():
        part = standings.get(label)
        if part is not None and (model not in worst or _severity(part) > _severity(worst[model])):
            worst[model] = part
    return {**standings, **worst}


def _severity(standing: Standing) -> tuple[bool, float]:
    return (standing.flagged, standing.error_rate or 0.0)


def print_health(
    progress: RunProgress,
    standings: Mapping[str, Standing],
    threshold: float,
    console: Console,
    stopped: Mapping[str, str] | None = None,
) -> None:
    """The progress lines, one cause line per model, then the outcome tables."""
    for line in progress_lines(progress):
        console.print(escape(line), style="bold yellow", highlight=False, soft_wrap=True)
    for line in cause_lines(progress, standings, threshold, stopped):
        console.print(escape(line), style="red", highlight=False, soft_wrap=True)
    if progress.models:
        print_tables(health_tables(progress, standings, wide=False), console)


class Executed(Protocol):
    """What the report says of a model's executions (`ModelExecutions`)."""

    @property
    def model(self) -> str: ...
    @property
    def executions(self) -> int: ...
    @property
    def isolation(self) -> dict[str, int]: ...
    @property
    def flagged(self) -> int: ...
    @property
    def flags(self) -> dict[str, int]: ...


def execution_table(executions: Sequence[Executed]) -> TextTable:
    """Per model: executions per isolation level, and those with reward-hack flags (by flag)."""
    rows = []
    for entry in executions:
        isolation = (
            ", ".join(f"{level} {count:,}" for level, count in sorted(entry.isolation.items()))
            or NOT_COMPUTED
        )
        flags = ", ".join(
            f"{flag} {count:,}"
            for flag, count in sorted(entry.flags.items(), key=lambda item: (-item[1], item[0]))
        )
        rows.append(
            [
                entry.model,
                f"{entry.executions:,}",
                isolation,
                f"{entry.flagged:,}",
                flags or "none",
            ]
        )
    columns = ["model", "executions", "isolation", "flagged", "reward-hack flags"]
    return TextTable("executions", "Executions: isolation and reward-hack flags", columns, rows)
