"""Render `ReportData` as HTML: one page (inline CSS, SVG, JavaScript), and beside it, for a
large run, a folder `report.data/` of compressed chunks the page loads when a task is opened.

The page always carries the figures, the task list and the metadata, so it stays small
whatever the run's size; the per-sample index and the sample details go into the page when
they fit (`EMBED_LIMIT`), else into the folder (one script per chunk, which a page opened from
disk may load). `vibebench report --serve` serves the same page and folder, and builds any
task's details on demand from the store.
"""

from __future__ import annotations

import json
import math
import re
import shutil
import tempfile
from dataclasses import dataclass
from functools import cache
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Any

from jinja2 import Environment, PackageLoader, StrictUndefined, select_autoescape
from markupsafe import Markup, escape

from vibebench._atomic import atomic_write_text
from vibebench.errors import ConfigError
from vibebench.report._build import ReportData
from vibebench.report._charts import build_charts
from vibebench.report._codealign import codealign_tables, pairwise_meta
from vibebench.report._drill import INDEX_FIELDS, TASK_FIELDS
from vibebench.report._header import board_rows, completeness, facts, progress_bars, sections
from vibebench.report._health import (
    cause_lines,
    execution_table,
    health_tables,
    progress_lines,
    report_standings,
)
from vibebench.report._ratings import ratings_tables
from vibebench.report._tables import tables

PAGE_SIZE = 50
"""Tasks per page of the drill-down list."""
EMBED_LIMIT = 3_000_000
"""Characters of drill-down chunks a page embeds; beyond, they go to `report.data/`."""
SIDECAR_MARK = "vibebench-report-data.txt"
"""The file that marks a folder as a report's data (only such a folder is replaced)."""

_CI = re.compile(r"^(?P<value>\S+) (?P<ci>\[[^\]]+\]|± .+|\(n=\d+\))$")


def _ci_cell(text: str) -> Markup:
    """Show `71.2 [65.0, 77.1]` (or `66.7 ± 11.1 (n=18)`) as the value with its interval or
    standard error set in small grey type."""
    match = _CI.match(text)
    if match is None:
        return escape(text)
    return Markup('{}<span class="ci">{}</span>').format(match["value"], match["ci"])


@cache
def _environment() -> Environment:
    environment = Environment(
        loader=PackageLoader("vibebench.report", "templates"),
        autoescape=select_autoescape(["html", "j2"]),
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    environment.filters["ci"] = _ci_cell
    return environment


def _version() -> str:
    try:
        return version("vibebench")
    except PackageNotFoundError:
        return "unknown"


def _script_json(data: object) -> Markup:
    """JSON safe inside a <script> element (no `</` can close it early)."""
    return Markup(json.dumps(data, ensure_ascii=False, allow_nan=False).replace("</", "<\\/"))


def _codealign_context(data: ReportData) -> dict[str, object]:
    section = data.codealign
    if section is None:
        return {"codealign_tables": [], "pairwise_meta": None}
    meta = None
    if section.pairwise is not None and section.pairwise.problems:
        meta = _script_json({**pairwise_meta(section.pairwise), "pageSize": PAGE_SIZE})
    return {"codealign_tables": codealign_tables(section), "pairwise_meta": meta}


def _health_context(data: ReportData) -> dict[str, object]:
    """The header's progress and cause lines and the generation outcome tables."""
    standings = report_standings(data)
    threshold = data.metrics.config.error_threshold
    return {
        "progress_lines": progress_lines(data.progress),
        "cause_lines": cause_lines(data.progress, standings, threshold),
        "health": health_tables(data.progress, standings) if data.progress.models else [],
        "executions_table": execution_table(data.executions),
        "completeness": completeness(data.progress),
        "progress_bars": progress_bars(data.progress),
    }


def _finite(value: float | None) -> float | None:
    return None if value is None or not math.isfinite(value) else value


def _board_json(data: ReportData) -> Markup:
    """What the leaderboard's script needs: each model's figures and the composite's parts."""
    flags = {entry.model: entry.flagged for entry in data.executions}
    models: list[dict[str, Any]] = []
    for m in data.metrics.models:
        board = m.leaderboard
        parts = m.composite_parts

        def triple(interval: Any) -> list[float | None] | None:
            if interval is None:
                return None
            return [_finite(interval.value), _finite(interval.low), _finite(interval.high)]

        models.append(
            {
                "name": m.model,
                "view": data.label_views.get(m.model, ""),
                "func": triple(board.func),
                "if": triple(board.instruction_following),
                "composite": triple(board.composite),
                "error": m.error_rate,
                "flagged": m.flagged,
                "flags": flags.get(m.model, 0),
                "parts": None
                if parts is None
                else {
                    "func": parts.func,
                    "if": parts.instruction_following,
                    "tasks": parts.tasks,
                    "funcDraws": [
                        round(v, 6) if math.isfinite(v) else None for v in parts.func_draws
                    ],
                    "ifDraws": [round(v, 6) if math.isfinite(v) else None for v in parts.if_draws],
                },
            }
        )
    config = data.metrics.config
    return _script_json(
        {
            "alpha": config.alpha,
            "confidence": config.confidence,
            "threshold": config.error_threshold,
            "models": models,
        }
    )


@dataclass(frozen=True)
class Placement:
    """Where the drill-down's chunks go: the page, the `report.data/` folder, or a server."""

    sidecar: str | None = None
    """The folder's name relative to the page, when chunks go there."""
    serve: bool = False


def chunk_files(data: ReportData) -> dict[str, str]:
    """Every drill-down chunk by the name the page asks for (`index-N`, `detail-N`)."""
    if data.drill is None:
        return {}
    named = {f"index-{i}": chunk for i, chunk in enumerate(data.drill.index_chunks)}
    named.update({f"detail-{i}": chunk for i, chunk in enumerate(data.drill.detail_chunks)})
    return named


def _drill_context(data: ReportData, placement: Placement) -> dict[str, object]:
    drill = data.drill
    if drill is None:
        return {"drill_meta": None, "embedded_chunks": [], "drill_note": ""}
    meta = {
        "models": drill.models,
        "settings": drill.settings,
        "fields": list(INDEX_FIELDS),
        "taskFields": list(TASK_FIELDS),
        "pageSize": PAGE_SIZE,
        "samples": drill.samples,
        "tasks": len(drill.tasks),
        "detailed": drill.detailed,
        "serve": placement.serve,
        "sidecar": placement.sidecar,
    }
    embedded = [] if placement.sidecar is not None else sorted(chunk_files(data).items())
    note = ""
    if placement.serve:
        note = (
            "Served by vibebench report --serve: every task's details are read from the "
            "store when you open it."
        )
    elif drill.detailed < len(drill.tasks):
        note = (
            f"This file carries the details of {drill.detailed:,} of {len(drill.tasks):,} "
            "tasks (the first page); every task lists its samples. Browse all with "
            "vibebench report RUN --serve, or write them with --details all."
        )
    return {"drill_meta": _script_json(meta), "embedded_chunks": embedded, "drill_note": note}


def render_html(data: ReportData, placement: Placement | None = None) -> str:
    """The report as one HTML document."""
    placement = placement or Placement()
    template = _environment().get_template("report.html.j2")
    footer = (
        "sample details load from the server"
        if placement.serve
        else f"drill-down data in {placement.sidecar}/"
        if placement.sidecar
        else "this file needs no network: charts are inline SVG and the drill-down data is "
        "embedded"
    )
    return template.render(
        data=data,
        version=_version(),
        tables={table.key: table for table in tables(data.metrics, data.label_views)},
        chart_list=build_charts(data.metrics, data.correlation, data.codealign),
        total_samples=data.samples,
        model_count=data.model_count,
        vericode=bool(data.metrics.models),
        facts=facts(data),
        sections=sections(data),
        board=board_rows(data),
        board_json=_board_json(data),
        footer_note=footer,
        ratings_tables=ratings_tables(data.ratings) if data.ratings is not None else [],
        **_drill_context(data, placement),
        **_codealign_context(data),
        **_health_context(data),
    )


def _chunk_script(name: str, chunk: str) -> str:
    return f'window.vibebenchData({json.dumps(name)}, "{chunk}");\n'


def _write_sidecar(data: ReportData, folder: Path) -> None:
    """Write every chunk into `folder` (replacing an earlier report's folder, never another)."""
    if folder.exists() and not (folder / SIDECAR_MARK).is_file():
        raise ConfigError(
            f"{folder}: exists and is not a report's data folder; "
            "remove it or write the report elsewhere"
        )
    scratch = Path(tempfile.mkdtemp(prefix=f".{folder.name}.", dir=folder.parent))
    try:
        for name, chunk in chunk_files(data).items():
            (scratch / f"{name}.js").write_text(_chunk_script(name, chunk), encoding="ascii")
        (scratch / SIDECAR_MARK).write_text(
            "Written by vibebench report: the drill-down data of the page next to this "
            "folder. Replaced when that report is written again.\n"
        )
        if folder.exists():
            shutil.rmtree(folder)
        scratch.rename(folder)
    except BaseException:
        shutil.rmtree(scratch, ignore_errors=True)
        raise


def needs_sidecar(data: ReportData) -> bool:
    """Whether the drill-down's chunks are too large to embed in the page."""
    return sum(len(chunk) for chunk in chunk_files(data).values()) > EMBED_LIMIT


def write_html(data: ReportData, path: Path) -> int:
    """Write the report to `path` (parents created, atomically) and, when its drill-down is
    too large to embed, `path.with_suffix(".data")/`; return the page's size in bytes.

    Raises:
        ConfigError: the file cannot be written (the message names it).
    """
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        placement = Placement()
        folder = path.with_suffix(".data")
        if needs_sidecar(data):
            _write_sidecar(data, folder)
            placement = Placement(sidecar=folder.name)
        elif (folder / SIDECAR_MARK).is_file():
            shutil.rmtree(folder)  # an earlier, larger report's data: stale now
        return atomic_write_text(path, render_html(data, placement))
    except OSError as err:
        raise ConfigError(f"{path}: cannot write the report ({err.strerror})") from err


def sidecar_size(path: Path) -> int:
    """Bytes in a report's data folder (0 without one)."""
    folder = path.with_suffix(".data")
    return sum(f.stat().st_size for f in folder.iterdir()) if folder.is_dir() else 0
