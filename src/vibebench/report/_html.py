"""Render `ReportData` as one self-contained HTML file (inline CSS, SVG and JavaScript)."""

from __future__ import annotations

import json
import re
from functools import cache
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

from jinja2 import Environment, PackageLoader, StrictUndefined, select_autoescape
from markupsafe import Markup, escape

from vibebench._atomic import atomic_write_text
from vibebench.errors import ConfigError
from vibebench.report._build import ReportData
from vibebench.report._charts import build_charts
from vibebench.report._codealign import codealign_tables, pairwise_meta
from vibebench.report._drill import INDEX_FIELDS
from vibebench.report._health import cause_lines, health_tables, progress_lines, standings_of
from vibebench.report._tables import tables

PAGE_SIZE = 50
"""Tasks per page of the drill-down list."""

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
    return Markup(json.dumps(data, ensure_ascii=False).replace("</", "<\\/"))


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
    standings = standings_of(data.metrics.models)
    threshold = data.metrics.config.error_threshold
    return {
        "progress_lines": progress_lines(data.progress),
        "cause_lines": cause_lines(data.progress, standings, threshold),
        "health": health_tables(data.progress, standings) if data.progress.models else [],
    }


def render_html(data: ReportData) -> str:
    """The report as one HTML document."""
    drill_meta = None
    if data.drill is not None:
        drill_meta = _script_json({
            "models": data.drill.models, "tasks": data.drill.tasks,
            "settings": data.drill.settings, "fields": list(INDEX_FIELDS),
            "pageSize": PAGE_SIZE, "samples": data.drill.samples,
        })
    models = {model.model for model in data.metrics.models}
    if data.codealign is not None:
        models.update(data.codealign.models)
    template = _environment().get_template("report.html.j2")
    return template.render(
        data=data,
        version=_version(),
        tables={table.key: table for table in tables(data.metrics)},
        chart_list=build_charts(data.metrics, data.correlation, data.codealign),
        drill_meta=drill_meta,
        total_samples=data.samples,
        model_count=len(models),
        vericode=bool(data.metrics.models),
        **_codealign_context(data),
        **_health_context(data),
    )


def write_html(data: ReportData, path: Path) -> int:
    """Write the report to `path` (parents created, atomically); return its size in bytes.

    Raises:
        ConfigError: the file cannot be written (the message names it).
    """
    text = render_html(data)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        return atomic_write_text(path, text)
    except OSError as err:
        raise ConfigError(f"{path}: cannot write the report ({err.strerror})") from err
