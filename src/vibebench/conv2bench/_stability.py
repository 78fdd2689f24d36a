"""Rank stability: do the models keep their order when the instructions are redrawn?

Two resampling schemes of the paper, both over instructions (the clusters of requirements),
both paired: one draw of instructions is applied to every model, so a replicate compares
the models on the same tasks.

- Cluster bootstrap (section 3.4): N instructions drawn with replacement from the N shared
  ones, B = 1,000 times.
- Subsampling bootstrap (section 4.4): n instructions drawn without replacement (the paper
  takes n = 150 to match Arena-Hard-Auto's size), B = 1,000 times.

Per replicate b and model m, theta*_{m,b} is the mean of the drawn S_i. Reported per model:
the mean of theta*_b (the paper's bootstrap score), its 2.5th/97.5th percentiles, and the
percentiles of its rank (1 = best, ties share the mean rank). Against a reference benchmark:
Spearman and Kendall of the bootstrap scores with exact permutation p-values (the paper's
tables), and the percentiles of rho and tau over the replicates (how much the agreement
depends on which instructions were drawn). Every draw comes from one seeded generator.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal

import numpy as np

from vibebench._frozen import FrozenModel
from vibebench.conv2bench._stats import Correlation, correlate
from vibebench.errors import ConfigError
from vibebench.stats import (
    Resampling,
    check_resampling,
    draw_indices,
    kendall,
    percentile_bounds,
    spearman,
)

__all__ = [
    "ModelStability",
    "RankStability",
    "ReferenceStability",
    "draw_instructions",
    "rank_stability",
]

Method = Literal["cluster", "subsample"]
_DEFAULT_RESAMPLING = Resampling()


class ModelStability(FrozenModel):
    """One model across the replicates."""

    model: str
    score: float
    """Mean of the replicate scores theta*_b."""
    low: float
    high: float
    rank: float
    """Mean rank over the replicates (1 = best)."""
    rank_low: float
    rank_high: float


class ReferenceStability(FrozenModel):
    """Agreement with one reference column, from the bootstrap scores and per replicate."""

    reference: str
    correlation: Correlation
    """Of the bootstrap scores (`ModelStability.score`) with the reference."""
    spearman_low: float
    spearman_median: float
    spearman_high: float
    kendall_low: float
    kendall_median: float
    kendall_high: float


class RankStability(FrozenModel):
    """A paired resampling of instructions and what it did to scores, ranks and agreement."""

    method: Method
    resamples: int
    size: int
    """Instructions per replicate (N for the cluster bootstrap, n for subsampling)."""
    instructions: int
    """N: instructions scored for every model, the pool that is drawn from."""
    seed: int
    models: tuple[ModelStability, ...]
    references: tuple[ReferenceStability, ...] = ()


def draw_instructions(
    pool: int, *, method: Method, size: int, resamples: int, seed: int
) -> np.ndarray:
    """(resamples, size) instruction indices: with replacement (cluster) or without."""
    return draw_indices(
        pool, size=size, resamples=resamples, seed=seed, replace=method == "cluster"
    )


def _ranks(replicates: np.ndarray) -> np.ndarray:
    """(models, B) scores -> ranks, 1 = highest, ties sharing their mean rank."""
    higher = (replicates[None, :, :] > replicates[:, None, :]).sum(axis=1)
    equal = (replicates[None, :, :] == replicates[:, None, :]).sum(axis=1) - 1
    return 1 + higher + equal / 2


def _spread(values: list[float], tail: float) -> tuple[float, float, float]:
    array = np.asarray(values, dtype=float)
    if np.isnan(array).all():
        return float("nan"), float("nan"), float("nan")
    low, median, high = np.nanpercentile(array, [tail, 50, 100 - tail])
    return float(low), float(median), float(high)


def _against(
    name: str,
    column: Mapping[str, float],
    models: list[str],
    replicates: np.ndarray,
    tail: float,
) -> ReferenceStability:
    shared = [index for index, model in enumerate(models) if model in column]
    means = {models[i]: float(replicates[i].mean()) for i in shared}
    correlation = correlate(means, column)
    truth = [column[models[i]] for i in shared]
    rhos, taus = [], []
    for b in range(replicates.shape[1]):
        drawn = [float(replicates[i, b]) for i in shared]
        rhos.append(spearman(drawn, truth))
        taus.append(kendall(drawn, truth))
    rho, tau = _spread(rhos, tail), _spread(taus, tail)
    return ReferenceStability(
        reference=name,
        correlation=correlation,
        spearman_low=rho[0],
        spearman_median=rho[1],
        spearman_high=rho[2],
        kendall_low=tau[0],
        kendall_median=tau[1],
        kendall_high=tau[2],
    )


def _pool(
    scores: Mapping[str, Mapping[str, float]], method: Method, size: int | None
) -> tuple[list[str], list[str], int]:
    """(models, instructions every model was scored on, instructions per replicate)."""
    models = sorted(scores)
    shared = sorted(set.intersection(*(set(scores[m]) for m in models))) if models else []
    if not shared:
        raise ConfigError("rank stability needs instructions scored for every model")
    drawn = len(shared) if size is None else size
    if method == "cluster" and drawn != len(shared):
        raise ConfigError("the cluster bootstrap draws N instructions; use subsample for n")
    if not 1 <= drawn <= len(shared):
        raise ConfigError(
            f"a subsample of {drawn} instructions needs 1 <= n <= "
            f"{len(shared)} (the instructions every model was scored on)"
        )
    return models, shared, drawn


def _model_rows(
    models: list[str], replicates: np.ndarray, confidence: float
) -> tuple[ModelStability, ...]:
    ranks = _ranks(replicates)
    low, high = percentile_bounds(replicates, confidence, axis=1)
    rank_low, rank_high = percentile_bounds(ranks, confidence, axis=1)
    return tuple(
        ModelStability(
            model=m,
            score=float(replicates[i].mean()),
            low=float(low[i]),
            high=float(high[i]),
            rank=float(ranks[i].mean()),
            rank_low=float(rank_low[i]),
            rank_high=float(rank_high[i]),
        )
        for i, m in enumerate(models)
    )


def rank_stability(
    scores: Mapping[str, Mapping[str, float]],
    *,
    method: Method = "cluster",
    size: int | None = None,
    resampling: Resampling = _DEFAULT_RESAMPLING,
    reference: Mapping[str, Mapping[str, float]] | None = None,
) -> RankStability:
    """Resample the instructions every model was scored on, paired across models.

    Args:
        scores: model -> instruction id -> S_i.
        size: Instructions per replicate; the cluster bootstrap takes N (the default), the
            subsampling bootstrap needs 1 <= size <= N.
        resampling: How many replicates (B), the interval's coverage and the seed.
        reference: benchmark column -> model -> score; each needs 3 models shared with
            `scores` (ConfigError otherwise, as in `correlate`).
    """
    check_resampling(resampling.resamples, resampling.confidence)
    models, shared, drawn = _pool(scores, method, size)
    table = np.array([[scores[m][item] for item in shared] for m in models], dtype=float)
    picks = draw_instructions(
        len(shared),
        method=method,
        size=drawn,
        resamples=resampling.resamples,
        seed=resampling.seed,
    )
    # Rounded so that equal means drawn in a different order tie exactly (ranks, spread).
    replicates = np.round(table[:, picks].mean(axis=2), 12)
    tail = (1 - resampling.confidence) / 2 * 100
    against = tuple(
        _against(name, column, models, replicates, tail)
        for name, column in (reference or {}).items()
    )
    return RankStability(
        method=method,
        resamples=resampling.resamples,
        size=drawn,
        instructions=len(shared),
        seed=resampling.seed,
        models=_model_rows(models, replicates, resampling.confidence),
        references=against,
    )
