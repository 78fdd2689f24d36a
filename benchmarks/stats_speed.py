"""Why vibebench.stats keeps a few hand-written statistics: each one against its scipy call.

Spearman, Kendall and the tie-averaged ranks are called tens of thousands of times on a
handful of points (an exact permutation p-value enumerates all 8! = 40,320 orderings of 8
models; the stability bootstrap calls both once per resample). Timed in one run, best of
`--repeat`, on seeded `--models`-point score lists with ties:
  (a) per call: `stats.spearman`, `stats.kendall`, `stats.rank_average` against
      scipy.stats.spearmanr, kendalltau and rankdata (+ tie counts), the baselines;
  (b) one exact permutation p-value of Spearman's rho with the hand-written coefficient
      against the same loop calling scipy.stats.spearmanr (one run each: the baseline is slow);
  (c) `stats.permutation_p_value` against scipy.stats.permutation_test (exact over the n!
      pairings, the same hand-written statistic), the p-values printed side by side.
Each ratio is hand-written time / scipy time (below 1: the hand-written one is faster), and
the largest difference between the two values shows they compute the same statistic. The
last line is one JSON object with every figure.

    python benchmarks/stats_speed.py [--models 8] [--calls 2000] [--repeat 3] [--seed 7]
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import random
import time
from collections.abc import Callable, Sequence

import numpy as np
from scipy import stats as scipy_stats

from vibebench import stats


def _best(work: Callable[[], object], repeat: int) -> float:
    timings = []
    for _ in range(repeat):
        start = time.perf_counter()
        work()
        timings.append(time.perf_counter() - start)
    return min(timings)


def _pairs(models: int, count: int, seed: int) -> list[tuple[list[float], list[float]]]:
    rng = random.Random(seed)
    return [
        (
            [round(rng.random(), 1) for _ in range(models)],
            [round(rng.random(), 1) for _ in range(models)],
        )
        for _ in range(count)
    ]


def _scipy_rank_average(values: Sequence[float]) -> tuple[list[float], list[int]]:
    _, sizes = np.unique(values, return_counts=True)
    return scipy_stats.rankdata(values).tolist(), sizes.tolist()


def _scipy_spearman(x: Sequence[float], y: Sequence[float]) -> float:
    return float(scipy_stats.spearmanr(x, y).statistic)


def _scipy_kendall(x: Sequence[float], y: Sequence[float]) -> float:
    return float(scipy_stats.kendalltau(x, y).statistic)


def _per_call(
    pairs: list[tuple[list[float], list[float]]], repeat: int
) -> dict[str, dict[str, float]]:
    """Seconds per call of each hand-written statistic and its scipy baseline."""
    cases = {
        "spearman": (stats.spearman, _scipy_spearman),
        "kendall": (stats.kendall, _scipy_kendall),
    }
    figures = {}
    for name, (hand, baseline) in cases.items():
        hand_time = _best(lambda fn=hand: [fn(x, y) for x, y in pairs], repeat)
        scipy_time = _best(lambda fn=baseline: [fn(x, y) for x, y in pairs], repeat)
        differences = [abs(hand(x, y) - baseline(x, y)) for x, y in pairs]
        figures[name] = {
            "hand_us": hand_time / len(pairs) * 1e6,
            "scipy_us": scipy_time / len(pairs) * 1e6,
            "max_abs_diff": max(d for d in differences if not math.isnan(d)),
        }
    hand_time = _best(lambda: [stats.rank_average(x) for x, _ in pairs], repeat)
    scipy_time = _best(lambda: [_scipy_rank_average(x) for x, _ in pairs], repeat)
    same = all(stats.rank_average(x) == _scipy_rank_average(x) for x, _ in pairs)
    figures["rank_average"] = {
        "hand_us": hand_time / len(pairs) * 1e6,
        "scipy_us": scipy_time / len(pairs) * 1e6,
        "max_abs_diff": 0.0 if same else math.inf,
    }
    return figures


def _exact_loop(
    statistic: Callable[[Sequence[float], Sequence[float]], float],
    x: list[float],
    y: list[float],
) -> float:
    """The exact permutation p-value's loop, with the coefficient it is handed."""
    observed = abs(statistic(x, y))
    orderings = list(itertools.permutations(y))
    extreme = sum(abs(statistic(x, list(order))) >= observed - 1e-12 for order in orderings)
    return extreme / len(orderings)


def _timed(work: Callable[[], float]) -> tuple[float, float]:
    start = time.perf_counter()
    value = work()
    return time.perf_counter() - start, value


def _scipy_permutation_p(x: list[float], y: list[float]) -> float:
    """Exact: one sample (x) permuted against fixed y enumerates the n! pairings; given both
    samples, scipy would enumerate (n!)^2 pairings for an exact test."""
    result = scipy_stats.permutation_test(
        (x,),
        lambda a: abs(stats.spearman(list(a), y)),
        permutation_type="pairings",
        vectorized=False,
        alternative="greater",
        n_resamples=math.inf,
    )
    return float(result.pvalue)


def _line(label: str, hand: float, baseline: float, unit: str) -> None:
    print(f"{label:40s} hand {hand:10.3f} {unit}  scipy {baseline:10.3f} {unit}  "
          f"ratio {hand / baseline:6.3f}  ({baseline / hand:5.1f}x)")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", type=int, default=8)
    parser.add_argument("--calls", type=int, default=2000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    pairs = _pairs(args.models, args.calls, args.seed)
    _per_call(pairs[:20], 1)  # warm scipy's imports and caches outside the timing
    per_call = _per_call(pairs, args.repeat)
    for name, figure in per_call.items():
        _line(f"{name} per call", figure["hand_us"], figure["scipy_us"], "us")
    x, y = pairs[0]
    loop_hand, p_hand = _timed(lambda: _exact_loop(stats.spearman, x, y))
    loop_scipy, p_scipy = _timed(lambda: _exact_loop(_scipy_spearman, x, y))
    _line(f"exact p of rho, {args.models}! orderings", loop_hand, loop_scipy, "s ")
    ours, ours_p = _timed(lambda: stats.permutation_p_value(stats.spearman, x, y)[0])
    theirs, theirs_p = _timed(lambda: _scipy_permutation_p(x, y))
    _line("permutation_p_value vs permutation_test", ours, theirs, "s ")
    print(f"p of rho: loop {p_hand:.6f} (hand) / {p_scipy:.6f} (scipy coefficient); "
          f"permutation_p_value {ours_p:.6f}, permutation_test {theirs_p:.6f}")  # fmt: skip
    print(json.dumps({
        "models": args.models,
        "calls": len(pairs),
        **{
            f"{name}_{key}": round(value, 3 if key.endswith("us") else 17)
            for name, figure in per_call.items()
            for key, value in figure.items()
        },
        **{
            f"{name}_hand_over_scipy": round(figure["hand_us"] / figure["scipy_us"], 4)
            for name, figure in per_call.items()
        },
        "exact_p_hand_seconds": round(loop_hand, 3),
        "exact_p_scipy_seconds": round(loop_scipy, 3),
        "exact_p_hand_over_scipy": round(loop_hand / loop_scipy, 4),
        "exact_p_hand": p_hand,
        "exact_p_scipy_coefficient": p_scipy,
        "permutation_p_value_seconds": round(ours, 3),
        "scipy_permutation_test_seconds": round(theirs, 3),
        "permutation_p_value_over_scipy": round(ours / theirs, 4),
        "permutation_p_value_p": ours_p,
        "scipy_permutation_test_p": theirs_p,
    }))  # fmt: skip


if __name__ == "__main__":
    main()
