"""What the page's header and leaderboard say, laid out from `ReportData`.

The header answers "what was run, and how far did it get" before any score: per run its
benchmarks, settings and number of instructions, samples per task, generation settings, the
models and how many samples each planned, the versions it was made with and how programs were
isolated; then a bar per model of the samples done. The leaderboard rows are ranked like the
tables (composite, models over the error limit last and unranked).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from vibebench.report._build import ReportData, RunInfo
from vibebench.report._tables import NOT_COMPUTED, percent, ranked, with_ci
from vibebench.store import RunProgress

_KNOWN = (
    "benchmarks",
    "data_files",
    "settings",
    "max_k",
    "samples",
    "split",
    "limit",
    "calibrated",
    "rule_selector",
    "augmented",
    "benchmark_options",
    "suite",
    "name",
    "temperature",
    "max_tokens",
    "generation",
)
"""Configuration keys the header names on their own row (or leaves out: name, generation)."""


@dataclass(frozen=True)
class RunFacts:
    """One run's card in the header."""

    name: str
    created: str
    rows: list[tuple[str, str]]


def _listing(value: Any) -> str:
    if isinstance(value, list | tuple):
        return ", ".join(map(str, value)) if value else "none"
    return str(value)


def _settings(config: Mapping[str, Any]) -> str | None:
    settings = config.get("settings")
    if not settings:
        return None
    text = _listing(settings)
    max_k = config.get("max_k")
    if max_k and any(s in ("single", "multi") for s in settings):
        text += f"; k = 1..{max_k} instructions"
    return text


def _environment(environment: Mapping[str, str], vibebench: str) -> str:
    parts = [f"vibebench {environment.get('vibebench', vibebench)}"]
    for key, name in (("python", "Python"), ("ruff", "Ruff")):
        parts.append(f"{name} {environment.get(key, 'not recorded')}")
    if environment.get("platform"):
        parts.append(environment["platform"])
    return " · ".join(parts)


def _versions(run: RunInfo) -> str:
    """The versions the run was created with, and any other it was resumed with."""
    if not run.environment:
        return _environment({}, run.vibebench_version) + " (a store older than schema 4)"
    first, *later = run.environment
    text = _environment(first, run.vibebench_version)
    if later:
        text += "; resumed with " + "; ".join(
            _environment(e, run.vibebench_version) for e in later
        )
    return text


def _isolation(run: RunInfo) -> str:
    if not run.isolation:
        return NOT_COMPUTED
    return ", ".join(
        f"{level} ({count:,} executions)"
        for level, count in sorted(run.isolation.items(), key=lambda item: -item[1])
    )


def _other(config: Mapping[str, Any]) -> str | None:
    rest = {
        key: value
        for key, value in config.items()
        if key not in _KNOWN and value not in (None, [], {}, "")
    }
    if not rest:
        return None
    return " · ".join(f"{key} {_listing(value)}" for key, value in sorted(rest.items()))


def _benchmarks(run: RunInfo) -> str | None:
    """Each benchmark with its tasks in the run and its data file, when it has one."""
    config = run.config
    names = list(config.get("benchmarks") or [])
    files = list(config.get("data_files") or [])
    listed = []
    for i, name in enumerate(names):
        details = []
        if name in run.benchmark_tasks:
            details.append(f"{run.benchmark_tasks[name]:,} tasks")
        if i < len(files) and files[i]:
            details.append(f"data file {files[i]}")
        listed.append(f"{name} ({', '.join(details)})" if details else str(name))
    listed += files[len(names) :]
    if config.get("suite"):
        listed.insert(0, f"suite {config['suite']}")
    return ", ".join(listed) if listed else None


def _benchmark_rows(config: Mapping[str, Any]) -> list[tuple[str, str]]:
    """Which versions of the benchmarks and instructions: loader options (-O version=...),
    augmented files or the shipped selection, calibration."""
    if not config.get("benchmarks"):
        return []
    options = config.get("benchmark_options") or []
    rows = [("benchmark options", _listing(options) if options else "none (loader defaults)")]
    augmented = config.get("augmented") or []
    if augmented:
        rows.append(("instructions", _listing(augmented)))
    elif config.get("rule_selector") is not None:
        rows.append(("instructions", f"shipped (rule selector v{config['rule_selector']})"))
    if config.get("calibrated") is not None:
        rows.append(("calibration", str(config["calibrated"])))
    return rows


def _run_facts(run: RunInfo) -> RunFacts:
    config = run.config
    rows: list[tuple[str, str]] = []
    if benchmarks := _benchmarks(run):
        rows.append(("benchmarks", benchmarks))
    rows += _benchmark_rows(config)
    if settings := _settings(config):
        rows.append(("settings", settings))
    for key, label in (
        ("samples", "samples per task"),
        ("split", "prompts"),
        ("limit", "tasks per benchmark"),
    ):
        if config.get(key) is not None:
            rows.append((label, _listing(config[key])))
    generation = " · ".join(f"{k} {v}" for k, v in run.generation) or "not recorded"
    rows.append(("generation (every model)", generation))
    if run.models:
        rows.append(
            (
                "models",
                ", ".join(
                    f"{model} ({run.samples[model]:,} samples)" if model in run.samples else model
                    for model in run.models
                ),
            )
        )
    rows.append(("versions", _versions(run)))
    rows.append(("isolation", _isolation(run)))
    if other := _other(config):
        rows.append(("other settings", other))
    return RunFacts(run.name, run.created_at.strftime("%Y-%m-%d %H:%M UTC"), rows)


def facts(data: ReportData) -> list[RunFacts]:
    """A card per run."""
    return [_run_facts(run) for run in data.runs]


@dataclass(frozen=True)
class Bar:
    """One model's samples done of its total, as a bar."""

    model: str
    done: int
    total: int
    width: float


def completeness(progress: RunProgress) -> str:
    """`complete: 1,000,032 samples done` or `incomplete: N of M samples done`."""
    if progress.complete:
        return f"complete: {progress.total:,} samples done"
    return f"incomplete: {progress.done:,} of {progress.total:,} samples done"


def progress_bars(progress: RunProgress) -> list[Bar]:
    """A bar per model: samples done of those planned."""
    return [
        Bar(
            entry.model,
            entry.done,
            entry.total,
            round(100 * entry.done / entry.total, 1) if entry.total else 0.0,
        )
        for entry in progress.models
    ]


def sections(data: ReportData) -> list[tuple[str, str]]:
    """The page's tabs: (section id, label), in page order."""
    found: list[tuple[str, str]] = []
    if data.metrics.models:
        found += [
            ("leaderboard", "Which model?"),
            ("by-k", "Against k"),
            ("positions", "Positions"),
            ("categories", "Categories"),
            ("instructions", "Per instruction"),
            ("tests", "Paired tests"),
            ("outcomes", "Outcomes"),
        ]
    if data.ratings is not None:
        found.append(("correlation", "Human preference"))
    if data.codealign is not None:
        found.append(("codealign", "CodeAlignBench"))
    if data.drill is not None:
        found.append(("drilldown", "Drill-down"))
    return found


def _value(interval: Any) -> float:
    return interval.value if interval is not None else -1.0


def board_rows(data: ReportData) -> list[dict[str, Any]]:
    """The leaderboard's rows: ranked by the composite (a benchmark's view at a time), models
    over the error limit last."""
    flags = {entry.model: entry.flagged for entry in data.executions}
    rows = []
    ranks: dict[str, int] = {}
    for m in ranked(data.metrics.models, data.label_views):
        board = m.leaderboard
        view = data.label_views.get(m.model, "")
        rank = ranks[view] = ranks.get(view, 0) + (not m.flagged)
        flagged = flags.get(m.model, 0)
        rows.append(
            {
                "name": m.model,
                "rank": NOT_COMPUTED if m.flagged else str(rank),
                "composite": with_ci(board.composite),
                "composite_value": _value(board.composite),
                "func": with_ci(board.func),
                "func_value": _value(board.func),
                "if": with_ci(board.instruction_following),
                "if_value": _value(board.instruction_following),
                "error": percent(m.error_rate) + (" ! not ranked" if m.flagged else ""),
                "error_value": m.error_rate,
                "flags": flagged,
                "flags_text": f"{flagged:,}" if flagged else "none",
            }
        )
    return rows
