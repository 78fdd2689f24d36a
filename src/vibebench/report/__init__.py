"""The report: runs of a store as an HTML page (and, for a large run, `report.data/` beside
it, or served by `vibebench report --serve`), or as tables.

The store aggregates every sample in SQL; every figure comes from `vibebench.metrics` over
those per-task aggregates. The page says what was run and how complete it is, then shows a
leaderboard whose composite weight alpha is chosen in the page, charts on 0-100 % axes with
their intervals (inline SVG), tables, paired tests, the correlation curve, and a paged
drill-down into every sample with a side-by-side view of two models, its text read only for
the tasks shown. Runs of the CodeAlignBench suite get their own section: radar charts per
setting, rates with standard errors per type, and a pairwise view of two models' code for one
instruction.
"""

from vibebench.report._build import ModelExecutions, ReportData, RunInfo, build_report_data
from vibebench.report._charts import Chart, build_charts, codealign_charts
from vibebench.report._codealign import (
    CodeAlignReport,
    PairwiseData,
    codealign_tables,
    is_codealign_run,
)
from vibebench.report._drill import INDEX_FIELDS, TASK_FIELDS, DrillDown, DrillDownBuilder
from vibebench.report._html import Placement, render_html, write_html
from vibebench.report._radar import RadarSeries, radar_chart
from vibebench.report._ratings import LeftOut, RatingsMatch
from vibebench.report._serve import ReportServer
from vibebench.report._tables import TextTable, print_terminal, tables, to_csv, to_markdown

__all__ = [
    "INDEX_FIELDS",
    "TASK_FIELDS",
    "Chart",
    "CodeAlignReport",
    "DrillDown",
    "DrillDownBuilder",
    "LeftOut",
    "ModelExecutions",
    "PairwiseData",
    "Placement",
    "RadarSeries",
    "RatingsMatch",
    "ReportData",
    "ReportServer",
    "RunInfo",
    "TextTable",
    "build_charts",
    "build_report_data",
    "codealign_charts",
    "codealign_tables",
    "is_codealign_run",
    "print_terminal",
    "radar_chart",
    "render_html",
    "tables",
    "to_csv",
    "to_markdown",
    "write_html",
]
