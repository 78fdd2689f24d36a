"""Verbosity bias: length effects per judge, the fixed-effects slope, length-controlled scores.

Every statistic is checked against scipy or a second implementation on fixed data; the
planted-effect tests build records whose judge passes items more often for longer answers.
"""

from __future__ import annotations

import math

import numpy as np
import pytest
from scipy import stats

from vibebench.conv2bench import (
    ChecklistItem,
    EvalRecord,
    JudgeVerdict,
    fixed_effects_slope,
    length_controlled,
    length_effects,
    pearson_test,
    score_records,
    student_t_two_sided,
    token_count,
)

MODELS = {"terse": 40, "plain": 120, "verbose": 360}
"""Model -> typical answer length in tokens."""


def _record(model: str, item: str, length: int, passed: list[bool], judge: str) -> EvalRecord:
    checklist = tuple(ChecklistItem(question=f"Requirement {n}?", source="I")
                      for n in range(len(passed)))
    return EvalRecord(model=model, item_id=item, response=" ".join(["word"] * length),
                      checklist=checklist,
                      verdicts=(JudgeVerdict(judge=judge, passed=tuple(passed)),))


def _records(effect: float, ability: dict[str, float], judge: str, seed: int = 0):
    """60 instructions x 3 models, 6 items each; logit of a pass = ability + difficulty +
    effect * log2(length / 120): `effect` is the planted verbosity bias."""
    rng = np.random.default_rng(seed)
    difficulty = rng.normal(0, 1, 60)
    records = []
    for model, typical in MODELS.items():
        for i in range(60):
            length = max(5, int(typical * 2 ** rng.normal(0, 0.8)))
            logit = ability[model] + difficulty[i] + effect * math.log2(length / 120)
            chance = 1 / (1 + math.exp(-logit))
            records.append(_record(model, f"i{i}", length, (rng.random(6) < chance).tolist(),
                                   judge))
    return records


EQUAL = dict.fromkeys(MODELS, 0.0)


def test_a_planted_length_effect_is_detected_and_controlled_for() -> None:
    records = _records(effect=1.0, ability=EQUAL, judge="lenient")
    effects = {e.judge: e for e in length_effects(records, "full")}
    assert set(effects) == {"lenient", "panel"}
    lenient = effects["lenient"]
    assert lenient.points == 180
    assert lenient.pearson > 0.3 and lenient.pearson_p < 1e-3
    assert lenient.fit.slope > 0.1 and lenient.fit.p_value < 1e-3
    thetas = {s.model: s.interval.score for s in score_records(records, resamples=10)
              if s.variant == "full"}
    controlled = length_controlled(records, "full", thetas, tuple(effects.values()))
    raw_gap = thetas["verbose"] - thetas["terse"]
    assert raw_gap > 0.2  # the same ability, scored apart by length alone
    assert abs(controlled["verbose"] - controlled["terse"]) < raw_gap / 3


def test_no_effect_is_found_where_none_was_planted() -> None:
    effects = {e.judge: e for e in length_effects(_records(0.0, EQUAL, "fair"), "full")}
    assert effects["fair"].pearson_p > 0.05 and effects["fair"].fit.p_value > 0.05


def test_a_strong_model_that_writes_more_is_not_taken_for_verbosity_bias() -> None:
    ability = {"terse": -1.0, "plain": 0.0, "verbose": 1.0}
    records = _records(effect=0.0, ability=ability, judge="fair", seed=1)
    (fair, _) = length_effects(records, "full")
    assert fair.pearson > 0.2 and fair.pearson_p < 0.01  # the pooled figure is confounded
    assert fair.fit.p_value > 0.05 and abs(fair.fit.slope) < 0.05  # within model and task
    thetas = {s.model: s.interval.score for s in score_records(records, resamples=10)
              if s.variant == "full"}
    controlled = length_controlled(records, "full", thetas, length_effects(records, "full"))
    assert sorted(controlled, key=controlled.get) == ["terse", "plain", "verbose"]


def test_failed_answers_are_left_out_of_the_length_figures() -> None:
    records = _records(1.0, EQUAL, "lenient")
    failed = EvalRecord(model="terse", item_id="extra", response=None,
                        checklist=records[0].checklist, error="timeout")
    (with_failure, _) = length_effects([*records, failed], "full")
    (without, _) = length_effects(records, "full")
    assert with_failure == without


def test_pearson_and_its_p_value_match_scipy() -> None:
    rng = np.random.default_rng(4)
    x = rng.normal(size=40)
    for y in (0.4 * x + rng.normal(size=40), rng.normal(size=40), -x + 0.1 * rng.normal(size=40)):
        r, p = pearson_test(x.tolist(), y.tolist())
        expected = stats.pearsonr(x, y)
        assert r == pytest.approx(expected.statistic, abs=1e-12)
        assert p == pytest.approx(expected.pvalue, rel=1e-9, abs=1e-300)


@pytest.mark.parametrize("dof", [1, 2, 3.5, 7, 30, 178, 5000])
@pytest.mark.parametrize("t", [0.0, 0.3, 1.0, 1.96, 3.2, -4.5, 12.0])
def test_student_t_two_sided_matches_scipy(t: float, dof: float) -> None:
    assert student_t_two_sided(t, dof) == pytest.approx(2 * stats.t.sf(abs(t), dof),
                                                        rel=1e-9, abs=1e-300)


def _panel(seed: int = 5):
    rng = np.random.default_rng(seed)
    models, items = ["a", "b", "c"], [f"i{n}" for n in range(12)]
    rows = [(m, i, rng.normal() + k, rng.normal()) for k, m in enumerate(models) for i in items]
    keys_m, keys_i = [r[0] for r in rows], [r[1] for r in rows]
    x = [r[2] for r in rows]
    y = [0.3 * xi + 0.5 * (m == "b") + 0.1 * int(i[1:]) + e
         for xi, m, i, e in zip(x, keys_m, keys_i, [r[3] for r in rows], strict=True)]
    return y, x, keys_m, keys_i


def test_the_fixed_effects_slope_matches_a_full_dummy_regression() -> None:
    y, x, models, items = _panel()
    fit = fixed_effects_slope(y, x, models, items)
    columns = [np.ones(len(y)), np.asarray(x)]
    columns += [[float(m == level) for m in models] for level in ("b", "c")]
    columns += [[float(i == level) for i in items] for level in sorted(set(items))[1:]]
    design = np.column_stack(columns)
    beta, residual, rank, _ = np.linalg.lstsq(design, np.asarray(y), rcond=None)
    dof = len(y) - rank
    sigma2 = float(residual[0]) / dof
    stderr = math.sqrt(sigma2 * np.linalg.inv(design.T @ design)[1, 1])
    assert fit.slope == pytest.approx(beta[1], rel=1e-9)
    assert fit.stderr == pytest.approx(stderr, rel=1e-9)
    assert fit.dof == dof == 36 - 1 - 2 - 11 - 1
    assert fit.p_value == pytest.approx(2 * stats.t.sf(abs(beta[1] / stderr), dof), rel=1e-9)


def test_the_fixed_effects_slope_matches_scipy_linregress_after_double_demeaning() -> None:
    """A balanced panel: by Frisch-Waugh-Lovell, beta is the slope of the two-way demeaned
    data; linregress counts n - 2 degrees of freedom where the fixed effects leave n - 15."""
    y, x, models, items = _panel(seed=9)
    table_y = np.asarray(y).reshape(3, 12)
    table_x = np.asarray(x).reshape(3, 12)

    def demean(table: np.ndarray) -> np.ndarray:
        return (table - table.mean(axis=1, keepdims=True) - table.mean(axis=0, keepdims=True)
                + table.mean()).ravel()

    line = stats.linregress(demean(table_x), demean(table_y))
    fit = fixed_effects_slope(y, x, models, items)
    assert fit.slope == pytest.approx(line.slope, rel=1e-9)
    assert fit.stderr == pytest.approx(line.stderr * math.sqrt(34 / fit.dof), rel=1e-9)


def test_a_slope_without_variation_within_groups_is_undefined() -> None:
    fit = fixed_effects_slope([0.1, 0.5, 0.2, 0.9], [1.0, 1.0, 2.0, 2.0],
                              ["a", "a", "b", "b"], ["x", "y", "x", "y"])
    assert math.isnan(fit.slope) and math.isnan(fit.p_value)


def test_tokens_are_words_and_punctuation_marks() -> None:
    assert token_count("def f(x): return x+1") == 10
    assert token_count("") == 0
