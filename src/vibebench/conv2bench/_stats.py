"""The statistics of Conv-to-Bench: hierarchical score, cluster bootstrap, rank correlations.

Hierarchical score (paper section 3.4): requirement outcomes are averaged per instruction
first (S_i), then over instructions (theta), so an instruction with twenty easy items weighs
no more than one with three hard ones. Its 95% CI comes from a cluster bootstrap: instructions
(the clusters) are resampled with replacement, B = 1,000 times by default, and the 2.5th and
97.5th percentiles of the replicate means are taken. The resampling is seeded, so the same
inputs give the same interval.

Rank correlations against a reference benchmark (section 5) use Spearman's rho and Kendall's
tau-b from `vibebench.stats`, with two-sided permutation p-values: exact over all n!
orderings for n <= 8 (the paper compares 6 to 8 models), Monte Carlo with a seeded generator
beyond that. Exact enumeration needs no distributional approximation, which matters at n = 6.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

import numpy as np

from vibebench._frozen import FrozenModel
from vibebench.errors import ConfigError
from vibebench.stats import (
    EXACT_PERMUTATION_LIMIT,
    check_resampling,
    draw_indices,
    kendall,
    percentile_bounds,
    permutation_p_value,
    spearman,
)

__all__ = [
    "EXACT_PERMUTATION_LIMIT",
    "Correlation",
    "ScoreInterval",
    "cluster_bootstrap",
    "correlate",
    "hierarchical_score",
    "instruction_scores",
    "permutation_p_value",
]


class ScoreInterval(FrozenModel):
    """A hierarchical score with its cluster-bootstrap confidence interval."""

    score: float
    low: float
    high: float
    instructions: int
    """N, the number of instruction clusters the score averages over."""


class Correlation(FrozenModel):
    """Rank agreement of two score lists over the same models."""

    models: tuple[str, ...]
    spearman: float
    spearman_p: float
    kendall: float
    kendall_p: float
    exact: bool
    """True when the p-values enumerate every ordering; False for Monte Carlo estimates."""


def instruction_scores(outcomes: Sequence[Sequence[float]]) -> list[float]:
    """S_i = mean of the outcomes of instruction i; an instruction without items is refused."""
    scores = []
    for position, items in enumerate(outcomes):
        if len(items) == 0:
            raise ConfigError(f"instruction {position} has no checklist items to score")
        scores.append(math.fsum(items) / len(items))
    return scores


def hierarchical_score(outcomes: Sequence[Sequence[float]]) -> float:
    """theta = mean over instructions of the per-instruction mean outcome."""
    scores = instruction_scores(outcomes)
    if not scores:
        raise ConfigError("a hierarchical score needs at least one instruction")
    return math.fsum(scores) / len(scores)


def cluster_bootstrap(
    outcomes: Sequence[Sequence[float]],
    *,
    resamples: int = 1000,
    confidence: float = 0.95,
    seed: int = 0,
) -> ScoreInterval:
    """theta with a percentile CI from resampling instructions (clusters) with replacement."""
    check_resampling(resamples, confidence)
    scores = np.asarray(instruction_scores(outcomes), dtype=float)
    if scores.size == 0:
        raise ConfigError("a hierarchical score needs at least one instruction")
    picks = draw_indices(scores.size, size=scores.size, resamples=resamples, seed=seed)
    low, high = percentile_bounds(scores[picks].mean(axis=1), confidence)
    return ScoreInterval(
        score=float(scores.mean()), low=float(low), high=float(high), instructions=int(scores.size)
    )


def correlate(candidate: Mapping[str, float], reference: Mapping[str, float]) -> Correlation:
    """Spearman and Kendall of two model -> score maps over the models they share.

    Raises:
        ConfigError: fewer than 3 shared models (no ranking to compare).
    """
    models = tuple(sorted(set(candidate) & set(reference)))
    if len(models) < 3:
        raise ConfigError(
            f"correlation needs at least 3 models scored by both, got "
            f"{len(models)} ({', '.join(models) or 'none'})"
        )
    x = [candidate[model] for model in models]
    y = [reference[model] for model in models]
    rho_p, exact = permutation_p_value(spearman, x, y)
    tau_p, _ = permutation_p_value(kendall, x, y)
    return Correlation(
        models=models,
        spearman=spearman(x, y),
        spearman_p=rho_p,
        kendall=kendall(x, y),
        kendall_p=tau_p,
        exact=exact,
    )
