"""The OctoBench tables: ISR and CSR per judge and mean ± std over the panel (avg@k).

Each row is a group of scored runs (all runs, one scaffold, one model, or the checks of one
instruction category). For every judge alone, ISR and CSR are the means over the group's
runs of that judge's instance success (all applicable checks passed) and check success rate
(Eq. 1, 2); the row then shows each judge's figure and their mean ± standard deviation
across the judges (the population deviation, as the paper's Tables 2 and 3). Every run
counts as one instance: repeated rollouts of an instance are separate rows of the mean.

The conflict table gives, per conflict type, the share of runs that followed each side
(Table 4), and how many followed both, neither, or split the panel.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from statistics import fmean, pstdev

from vibebench._frozen import FrozenModel
from vibebench.agents._experiments import conflict_rates
from vibebench.agents._octobench_score import OctoScores, RunScore
from vibebench.agents._score import InstanceResult

__all__ = ["Cell", "OctoTables", "PanelRow", "build_tables", "tables_markdown"]


class Cell(FrozenModel):
    """One metric of one row: each judge's value and their mean ± std (fractions)."""

    per_judge: dict[str, float]
    mean: float
    std: float


class PanelRow(FrozenModel):
    """ISR and CSR of one group of runs."""

    group: str
    isr: Cell
    csr: Cell
    instances: int
    """Runs with at least one applicable check in this group."""


class OctoTables(FrozenModel):
    """Every table of one scoring."""

    judges: tuple[str, ...]
    overall: PanelRow
    by_scaffold: tuple[PanelRow, ...]
    by_model: tuple[PanelRow, ...]
    by_category: tuple[PanelRow, ...]
    conflicts: dict[str, dict[str, dict[str, float]]] = {}
    """Scaffold -> conflict type (`UQ vs SP`) -> outcome (a source, both, ...) -> share."""
    conflict_counts: dict[str, int] = {}
    """Scaffold -> conflict runs attributed."""


def _cell(values: dict[str, float]) -> Cell:
    found = list(values.values())
    return Cell(per_judge=values, mean=fmean(found), std=pstdev(found) if len(found) > 1 else 0.0)


def _row(
    group: str,
    results: Sequence[InstanceResult],
    judges: Sequence[str],
    category: str | None = None,
) -> PanelRow | None:
    isr: dict[str, float] = {}
    csr: dict[str, float] = {}
    count = 0
    for judge in judges:
        rates = [
            r
            for result in results
            if judge in result.judges
            and (r := result.model_copy(update={"judges": (judge,)}).rates(category)) is not None
        ]
        if rates:
            isr[judge] = fmean(rate.isr for rate in rates)
            csr[judge] = fmean(rate.csr for rate in rates)
            count = max(count, len(rates))
    if not isr:
        return None
    return PanelRow(group=group, isr=_cell(isr), csr=_cell(csr), instances=count)


def _grouped(
    runs: Sequence[RunScore], key: Callable[[RunScore], str], judges: Sequence[str]
) -> tuple[PanelRow, ...]:
    groups: dict[str, list[InstanceResult]] = {}
    for run in runs:
        groups.setdefault(key(run), []).append(run.result)
    rows = (_row(name, groups[name], judges) for name in sorted(groups))
    return tuple(row for row in rows if row is not None)


def build_tables(scores: OctoScores) -> OctoTables:
    """All tables of `scores`.

    Raises:
        ValueError: no run has an applicable check.
    """
    judges = scores.judges
    results = [run.result for run in scores.runs]
    overall = _row("all", results, judges)
    if overall is None:
        raise ValueError("no scored run has an applicable check")
    categories = sorted({o.category for result in results for o in result.outcomes})
    by_category = tuple(
        row for name in categories if (row := _row(name, results, judges, name)) is not None
    )
    conflicts, counts = {}, Counter(item.scaffold for item in scores.conflicts)
    for scaffold in sorted(counts):
        conflicts[scaffold] = conflict_rates(
            [item.attribution for item in scores.conflicts if item.scaffold == scaffold]
        )
    return OctoTables(
        judges=judges,
        overall=overall,
        by_scaffold=_grouped(scores.runs, lambda run: run.scaffold, judges),
        by_model=_grouped(scores.runs, lambda run: run.model, judges),
        by_category=by_category,
        conflicts=conflicts,
        conflict_counts=dict(counts),
    )


def _percent(value: float) -> str:
    return f"{100 * value:.2f}"


def _markdown_panel(
    title: str, label: str, rows: Sequence[PanelRow], judges: Sequence[str]
) -> list[str]:
    head = [
        label,
        *(f"{judge} ISR | {judge} CSR" for judge in judges),
        "ISR mean ± std",
        "CSR mean ± std",
        "n",
    ]
    lines = [
        f"### {title}",
        "",
        "| " + " | ".join(head) + " |",
        "|" + "---|" * (len(judges) * 2 + 4),
    ]
    for row in rows:
        cells = [row.group]
        for judge in judges:
            cells += [
                _percent(row.isr.per_judge[judge]) if judge in row.isr.per_judge else "-",
                _percent(row.csr.per_judge[judge]) if judge in row.csr.per_judge else "-",
            ]
        cells += [
            f"{_percent(row.isr.mean)} ± {_percent(row.isr.std)}",
            f"{_percent(row.csr.mean)} ± {_percent(row.csr.std)}",
            str(row.instances),
        ]
        lines.append("| " + " | ".join(cells) + " |")
    return [*lines, ""]


def tables_markdown(tables: OctoTables) -> str:
    """The tables as Markdown (percentages; std across judges)."""
    judges = tables.judges
    lines = _markdown_panel("Overall (avg@k)", "runs", [tables.overall], judges)
    lines += _markdown_panel("By scaffold", "scaffold", tables.by_scaffold, judges)
    lines += _markdown_panel("By model", "model", tables.by_model, judges)
    lines += _markdown_panel("By instruction category", "category", tables.by_category, judges)
    if tables.conflicts:
        lines += [
            "### Conflicts (share of runs following each side)",
            "",
            "| scaffold | conflict | outcome | share % |",
            "|---|---|---|---|",
        ]
        for scaffold, kinds in tables.conflicts.items():
            for kind, shares in kinds.items():
                lines += [
                    f"| {scaffold} | {kind} | {outcome} | {_percent(share)} |"
                    for outcome, share in shares.items()
                ]
        lines.append("")
    return "\n".join(lines)
