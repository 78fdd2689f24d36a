"""Everything reported beside a Conv-to-Bench score, gathered once and shown as a table or JSON.

`analyze` computes, from the evaluation records: the hierarchical scores with their cluster
CIs, the length-controlled scores and length effects per judge (`_verbosity`), the judge
reliability figures (`_agreement`), and, when asked for (compare), paired rank stability under
the cluster and subsampling bootstraps (`_stability`). `eval` and `compare` print the same
sections, so no score is shown without how far its judges can be trusted.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping, Sequence
from typing import Any, Literal

from rich.console import Console
from rich.table import Table

from vibebench._frozen import FrozenModel
from vibebench.conv2bench._agreement import GoldKey, JudgeReliability, judge_reliability
from vibebench.conv2bench._evaluate import EvalRecord, ModelScore, score_records
from vibebench.conv2bench._models import Variant
from vibebench.conv2bench._records import per_model
from vibebench.conv2bench._stability import RankStability, rank_stability
from vibebench.conv2bench._verbosity import LengthEffect, length_controlled, length_effects
from vibebench.stats import Resampling

__all__ = ["Analysis", "VariantAnalysis", "analyze", "analysis_json", "print_analysis"]

_DEFAULT_RESAMPLING = Resampling()


class VariantAnalysis(FrozenModel):
    """The figures of one variant (full or instructions-only)."""

    variant: Variant
    length_controlled: dict[str, float]
    """model -> score at the average answer length (NaN: slope undefined)."""
    length_effects: tuple[LengthEffect, ...]
    stability: tuple[RankStability, ...] = ()


class Analysis(FrozenModel):
    """Scores and the figures that qualify them."""

    scores: tuple[ModelScore, ...]
    variants: tuple[VariantAnalysis, ...]
    reliability_basis: Literal["human labels", "judge pairs", "none"]
    reliability: tuple[JudgeReliability, ...]


def analyze(
    records: Sequence[EvalRecord],
    *,
    gold: Mapping[GoldKey, bool] | None = None,
    reference: Mapping[str, Mapping[str, float]] | None = None,
    stability: bool = False,
    subsample: int | None = None,
    resampling: Resampling = _DEFAULT_RESAMPLING,
) -> Analysis:
    """All the figures; `stability` adds the cluster bootstrap of ranks, `subsample` (n) the
    subsampling bootstrap, both against `reference` when given (2+ models needed).
    `resampling` sets B and the seed of every bootstrap (the intervals are 95% ones)."""
    scores = score_records(records, resamples=resampling.resamples, seed=resampling.seed)
    variants = []
    for variant in dict.fromkeys(score.variant for score in scores):
        thetas = {s.model: s.interval.score for s in scores if s.variant == variant}
        effects = length_effects(records, variant)
        runs: list[RankStability] = []
        table = per_model(records, variant)
        if len(table) >= 2 and stability:
            runs.append(rank_stability(table, resampling=resampling, reference=reference))
        if len(table) >= 2 and subsample is not None:
            runs.append(
                rank_stability(
                    table,
                    method="subsample",
                    size=subsample,
                    resampling=resampling,
                    reference=reference,
                )
            )
        variants.append(
            VariantAnalysis(
                variant=variant,
                length_effects=effects,
                stability=tuple(runs),
                length_controlled=length_controlled(records, variant, thetas, effects),
            )
        )
    reliability = judge_reliability(records, gold)
    basis = "human labels" if gold is not None else "judge pairs" if reliability else "none"
    return Analysis(
        scores=tuple(scores),
        variants=tuple(variants),
        reliability=reliability,
        reliability_basis=basis,
    )


def analysis_json(analysis: Analysis, **extra: Any) -> str:
    """The analysis (plus `extra` sections) as JSON; undefined figures are null."""
    body = json.loads(analysis.model_dump_json())
    return json.dumps({**body, **extra}, indent=2, default=str)


def _f(value: float, digits: int = 3) -> str:
    return "-" if value is None or math.isnan(value) else f"{value:.{digits}f}"


def _table(title: str, columns: Sequence[str]) -> Table:
    table = Table(title=title, title_justify="left")
    for index, column in enumerate(columns):
        table.add_column(column, justify="left" if index < 2 else "right", no_wrap=True)
    return table


def _scores(analysis: Analysis, title: str) -> Table:
    table = _table(title, ("model", "variant", "score", "95% CI", "len-ctrl", "N", "errors"))
    controlled = {v.variant: v.length_controlled for v in analysis.variants}
    for score in analysis.scores:
        interval = score.interval
        table.add_row(
            score.model,
            score.variant,
            _f(interval.score),
            f"[{_f(interval.low)}, {_f(interval.high)}]",
            _f(controlled[score.variant].get(score.model, math.nan)),
            str(interval.instructions),
            str(score.errors),
        )
    return table


def _reliability(analysis: Analysis, console: Console) -> None:
    if analysis.reliability_basis == "none":
        console.print(
            "Judge reliability: one judge and no human labels (--gold), so nothing "
            "to measure it against."
        )
        return
    title = (
        "Judge reliability against human labels"
        if analysis.reliability_basis == "human labels"
        else "Judge agreement between judges (no --gold human labels)"
    )
    table = _table(
        title, ("judge", "vs", "subset", "n", "kappa", "F1 fail", "F1 pass", "F1 macro")
    )
    for row in analysis.reliability:
        a = row.agreement
        table.add_row(
            row.judge,
            row.against,
            row.subset,
            str(a.points),
            _f(a.kappa),
            _f(a.f1_negative),
            _f(a.f1_positive),
            _f(a.f1_macro),
        )
    console.print(table)


def _verbosity(analysis: Analysis, console: Console) -> None:
    table = _table(
        "Verbosity: S_i against answer length in tokens (r, rho); slope: change "
        "in S_i per doubling, same model and instruction",
        ("judge", "variant", "n", "r", "p", "rho", "slope", "p"),
    )
    for variant in analysis.variants:
        for e in variant.length_effects:
            table.add_row(
                e.judge,
                e.variant,
                str(e.points),
                _f(e.pearson),
                _f(e.pearson_p),
                _f(e.spearman),
                _f(e.fit.slope, 4),
                _f(e.fit.p_value),
            )
    if table.row_count:
        console.print(table)


def _stability(analysis: Analysis, console: Console) -> None:
    for variant in analysis.variants:
        for run in variant.stability:
            name = "cluster" if run.method == "cluster" else "subsampling"
            table = _table(
                f"Rank stability ({variant.variant}, {name} bootstrap, B = "
                f"{run.resamples}, {run.size}/{run.instructions} instructions)",
                ("model", "score", "95% CI", "mean rank", "rank 95%"),
            )
            for m in run.models:
                table.add_row(
                    m.model,
                    _f(m.score),
                    f"[{_f(m.low)}, {_f(m.high)}]",
                    _f(m.rank, 2),
                    f"[{_f(m.rank_low, 1)}, {_f(m.rank_high, 1)}]",
                )
            console.print(table)
            for ref in run.references:
                c = ref.correlation
                console.print(
                    f"  vs {ref.reference} ({len(c.models)} models): Spearman rho = "
                    f"{_f(c.spearman)} (p = {_f(c.spearman_p)}), Kendall tau = {_f(c.kendall)} "
                    f"(p = {_f(c.kendall_p)}); per replicate rho {_f(ref.spearman_median)} "
                    f"[{_f(ref.spearman_low)}, {_f(ref.spearman_high)}], tau "
                    f"{_f(ref.kendall_median)} [{_f(ref.kendall_low)}, {_f(ref.kendall_high)}]",
                    soft_wrap=True,
                )


def print_analysis(analysis: Analysis, console: Console, title: str) -> None:
    """Scores (with length-controlled scores), judge reliability, verbosity, stability."""
    console.print(_scores(analysis, title))
    _reliability(analysis, console)
    _verbosity(analysis, console)
    _stability(analysis, console)
