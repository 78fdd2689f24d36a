"""The paper's tests written out, checked against scipy on fixed data and the paper's Table 2."""

from __future__ import annotations

import random

import pytest
from scipy import stats

from vibebench.codealign import (
    FOLLOWUP,
    PREDEFINED,
    Outcome,
    friedman,
    paper_tests,
    wilcoxon_signed_rank,
)
from vibebench.codealign._stats import chi2_sf, rank_average
from vibebench.errors import ConfigError

_RNG = random.Random(19)
# Table 2 of the paper: per model (Sonnet 3.7 ... GPT o3 mini), predefined / follow-up rates.
TABLE2 = {
    "python": {
        "semantic": (
            [0.40, 0.69, 0.31, 0.45, 0.71, 0.60, 0.37, 0.77, 0.73, 0.65],
            [0.53, 0.86, 0.43, 0.63, 0.79, 0.84, 0.80, 0.96, 0.93, 0.95],
        ),
        "structural": (
            [0.49, 0.81, 0.51, 0.73, 0.87, 0.74, 0.65, 0.90, 0.83, 0.83],
            [0.61, 0.95, 0.63, 0.87, 0.92, 0.87, 0.82, 0.96, 0.97, 0.95],
        ),
        "cosmetic": (
            [0.54, 0.71, 0.42, 0.47, 0.59, 0.50, 0.51, 0.55, 0.63, 0.60],
            [0.79, 0.84, 0.80, 0.72, 0.79, 0.87, 0.87, 0.79, 0.80, 0.88],
        ),
        "overall": (
            [0.47, 0.74, 0.41, 0.55, 0.72, 0.62, 0.51, 0.74, 0.73, 0.70],
            [0.64, 0.88, 0.62, 0.74, 0.83, 0.86, 0.83, 0.90, 0.90, 0.93],
        ),
    },
    "java": {
        "semantic": (
            [0.48, 0.56, 0.44, 0.60, 0.76, 0.64, 0.48, 0.60, 0.72, 0.64],
            [0.40, 0.68, 0.52, 0.68, 0.84, 0.72, 0.56, 0.92, 0.80, 0.76],
        ),
        "structural": (
            [0.57, 0.80, 0.45, 0.50, 0.75, 0.75, 0.55, 0.72, 0.88, 0.65],
            [0.60, 0.85, 0.45, 0.68, 0.88, 0.88, 0.78, 0.97, 0.93, 0.93],
        ),
        "cosmetic": (
            [0.55, 0.55, 0.61, 0.48, 0.65, 0.52, 0.58, 0.58, 0.65, 0.58],
            [0.71, 0.81, 0.68, 0.68, 0.77, 0.87, 0.84, 0.87, 0.90, 0.94],
        ),
        "overall": (
            [0.54, 0.66, 0.50, 0.52, 0.72, 0.65, 0.54, 0.65, 0.76, 0.62],
            [0.58, 0.79, 0.54, 0.68, 0.83, 0.83, 0.74, 0.93, 0.89, 0.89],
        ),
    },
    "javascript": {
        "semantic": (
            [0.29, 0.61, 0.27, 0.37, 0.32, 0.65, 0.39, 0.73, 0.71, 0.66],
            [0.56, 0.85, 0.47, 0.66, 0.82, 0.85, 0.76, 0.95, 0.90, 0.90],
        ),
        "structural": (
            [0.59, 0.68, 0.46, 0.56, 0.71, 0.73, 0.73, 0.78, 0.88, 0.80],
            [0.63, 0.90, 0.71, 0.93, 0.85, 0.93, 0.93, 1.0, 0.95, 1.0],
        ),
        "cosmetic": (
            [0.41, 0.63, 0.47, 0.49, 0.63, 0.45, 0.51, 0.65, 0.49, 0.49],
            [0.69, 0.84, 0.78, 0.78, 0.80, 0.75, 0.73, 0.80, 0.82, 0.86],
        ),
        "overall": (
            [0.41, 0.64, 0.39, 0.46, 0.53, 0.60, 0.52, 0.71, 0.68, 0.64],
            [0.62, 0.86, 0.64, 0.77, 0.82, 0.84, 0.79, 0.92, 0.89, 0.92],
        ),
    },
}
PAIRS = {
    "no ties or zeros (exact)": (
        [1.1, 2.3, 0.4, 5.0, 3.3, 2.9, 0.7],
        [2.0, 2.2, 1.9, 7.5, 3.0, 4.4, 2.8],
    ),
    "ties (permutation)": ([0.2, 0.4, 0.4, 0.6, 0.8], [0.4, 0.6, 0.6, 0.5, 1.0]),
    "zeros (permutation)": ([1, 2, 3, 4, 5, 6], [1, 3, 3, 7, 2, 9]),
    "20 pairs, no ties (exact)": (
        [_RNG.uniform(0, 1) for _ in range(20)],
        [_RNG.uniform(0, 1.3) for _ in range(20)],
    ),
    "30 pairs with ties (normal)": (
        [_RNG.choice([0, 0.25, 0.5, 0.75, 1]) for _ in range(30)],
        [_RNG.choice([0, 0.25, 0.5, 0.75, 1]) for _ in range(30)],
    ),
    "60 pairs (normal)": (
        [_RNG.gauss(0, 1) for _ in range(60)],
        [_RNG.gauss(0.2, 1) for _ in range(60)],
    ),
}


@pytest.mark.parametrize(("x", "y"), list(PAIRS.values()), ids=list(PAIRS))
def test_wilcoxon_matches_scipy(x: list[float], y: list[float]) -> None:
    ours = wilcoxon_signed_rank(x, y)
    theirs = stats.wilcoxon(y, x)
    assert ours.statistic == pytest.approx(float(theirs.statistic), abs=1e-9)
    assert ours.pvalue == pytest.approx(float(theirs.pvalue), rel=1e-9, abs=1e-12)


def test_wilcoxon_picks_scipys_method_for_each_kind_of_data() -> None:
    methods = [wilcoxon_signed_rank(x, y).method for x, y in PAIRS.values()]
    assert methods == ["exact", "permutation", "permutation", "exact", "asymptotic", "asymptotic"]


BLOCKS = {
    "no ties": [[1.0, 2.5, 3.1], [2.2, 2.0, 4.0], [0.3, 0.9, 0.1], [5.0, 6.0, 7.0]],
    "ties": [[1, 1, 2], [0, 1, 1], [2, 2, 2], [3, 1, 2], [1, 0, 1]],
    "four treatments": [[_RNG.random() for _ in range(4)] for _ in range(12)],
}


@pytest.mark.parametrize("blocks", list(BLOCKS.values()), ids=list(BLOCKS))
def test_friedman_matches_scipy(blocks: list[list[float]]) -> None:
    ours = friedman(blocks)
    theirs = stats.friedmanchisquare(*zip(*blocks, strict=True))
    assert ours.chi2 == pytest.approx(float(theirs.statistic), rel=1e-12)
    assert ours.pvalue == pytest.approx(float(theirs.pvalue), rel=1e-9)
    assert ours.kendall_w == pytest.approx(ours.chi2 / (len(blocks) * (len(blocks[0]) - 1)))


@pytest.mark.parametrize(
    ("language", "setting", "chi2", "pvalue", "w"),
    [
        ("python", 0, 12.20, 0.0022, 0.61),
        ("java", 0, 6.20, 0.045, 0.31),
        ("javascript", 0, 12.60, 0.0018, 0.63),
        ("javascript", 1, 9.80, 0.0074, 0.49),
    ],
)
def test_friedman_on_the_papers_table_2_gives_the_papers_figures(
    language: str, setting: int, chi2: float, pvalue: float, w: float
) -> None:
    rows = TABLE2[language]
    columns = [rows[kind][setting] for kind in ("semantic", "structural", "cosmetic")]
    result = friedman(list(zip(*columns, strict=True)))
    assert result.chi2 == pytest.approx(chi2, abs=0.005)
    assert result.pvalue == pytest.approx(pvalue, abs=0.0005)
    assert result.kendall_w == pytest.approx(w, abs=0.005)
    assert result.pvalue == pytest.approx(float(stats.friedmanchisquare(*columns).pvalue))


@pytest.mark.parametrize(
    ("language", "median"), [("python", 0.18), ("java", 0.145), ("javascript", 0.245)]
)
def test_wilcoxon_on_the_papers_table_2_finds_follow_up_better(
    language: str, median: float
) -> None:
    predefined, followup = TABLE2[language]["overall"]
    result = wilcoxon_signed_rank(predefined, followup)
    assert result.median_difference == pytest.approx(median, abs=0.001)
    assert result.pvalue < 0.01
    assert result.pvalue == pytest.approx(float(stats.wilcoxon(followup, predefined).pvalue))


@pytest.mark.parametrize("df", [1, 2, 3, 7, 20])
def test_chi2_survival_matches_scipy(df: int) -> None:
    for x in (0.01, 0.5, 2.0, 6.2, 12.2, 45.0):
        assert chi2_sf(x, df) == pytest.approx(float(stats.chi2.sf(x, df)), rel=1e-10, abs=1e-300)


def test_ranks_average_ties_like_scipy() -> None:
    values = [3.0, 1.0, 3.0, 2.0, 3.0]
    ranks, sizes = rank_average(values)
    assert ranks == list(stats.rankdata(values)) and sorted(sizes) == [1, 1, 3]


def test_undefined_tests_are_config_errors() -> None:
    with pytest.raises(ConfigError, match="every paired difference is zero"):
        wilcoxon_signed_rank([1, 2], [1, 2])
    with pytest.raises(ConfigError, match="at least 3"):
        friedman([[1, 2], [2, 1]])
    with pytest.raises(ConfigError, match="ties all treatments"):
        friedman([[1, 1, 1], [0, 0, 0]])


def _outcomes(models: int) -> list[Outcome]:
    """Follow-up passes more often than predefined; structural most often."""
    found = []
    rng = random.Random(models)
    share = {"cosmetic": 0.4, "structural": 0.8, "semantic": 0.5}
    for model in range(models):
        for task in range(6):
            for entry_type, base in share.items():
                for setting, bonus in ((PREDEFINED, 0.0), (FOLLOWUP, 0.2)):
                    found.append(
                        Outcome(
                            model=f"m{model}",
                            setting=setting,
                            language="java",
                            task=f"t{task}",
                            sample=0,
                            entry_type=entry_type,
                            passed=rng.random() < base + bonus,
                        )
                    )
    return found


def test_paper_tests_pair_models_when_there_are_enough() -> None:
    results = paper_tests(_outcomes(10))
    assert [(r.test, r.setting) for r in results] == [
        ("wilcoxon", None),
        ("friedman", PREDEFINED),
        ("friedman", FOLLOWUP),
    ]
    assert all(r.language == "java" and r.unit == "model" and r.n == 10 for r in results)
    assert results[0].effect > 0 and results[0].pvalue is not None
    assert all(r.statistic is not None and 0 <= r.effect <= 1 for r in results[1:])


def test_paper_tests_pair_first_solutions_with_one_model_and_say_when_undefined() -> None:
    results = paper_tests(_outcomes(1))
    assert {r.unit for r in results} == {"first-solution"} and results[0].n == 6
    same = [o.model_copy(update={"passed": False}) for o in _outcomes(1)]
    wilcoxon = paper_tests(same)[0]
    assert wilcoxon.statistic is None and "zero" in wilcoxon.note
