"""Judge reliability: Cohen's kappa and F1 against scikit-learn, human labels from a CSV."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest
from sklearn.metrics import cohen_kappa_score, f1_score

from vibebench.conv2bench import (
    ChecklistItem,
    EvalRecord,
    JudgeVerdict,
    binary_agreement,
    judge_reliability,
    read_gold,
)
from vibebench.errors import DatasetError

TRUTH = [True, True, False, True, False, False, True, True, True, False, True, False]
JUDGED = [True, False, False, True, True, False, True, True, True, True, True, False]


def test_kappa_and_f1_match_scikit_learn() -> None:
    found = binary_agreement(TRUTH, JUDGED)
    assert found.kappa == pytest.approx(cohen_kappa_score(TRUTH, JUDGED))
    assert found.f1_positive == pytest.approx(f1_score(TRUTH, JUDGED, pos_label=True))
    assert found.f1_negative == pytest.approx(f1_score(TRUTH, JUDGED, pos_label=False))
    assert found.f1_macro == pytest.approx(f1_score(TRUTH, JUDGED, average="macro"))
    assert found.accuracy == pytest.approx(9 / 12) and found.points == 12


def test_kappa_and_f1_by_hand() -> None:
    # tp 6, tn 3, fp 2, fn 1: chance = (7*8 + 5*4) / 144, kappa = (9/12 - chance) / (1 - chance)
    found = binary_agreement(TRUTH, JUDGED)
    chance = (7 * 8 + 5 * 4) / 144
    assert found.kappa == pytest.approx((9 / 12 - chance) / (1 - chance))
    assert found.f1_positive == pytest.approx(12 / 15)
    assert found.f1_negative == pytest.approx(6 / 9)


def test_random_labels_agree_with_scikit_learn_too() -> None:
    rng = np.random.default_rng(8)
    truth = (rng.random(500) < 0.7).tolist()
    judged = [t if rng.random() < 0.8 else not t for t in truth]
    found = binary_agreement(truth, judged)
    assert found.kappa == pytest.approx(cohen_kappa_score(truth, judged))
    assert found.f1_macro == pytest.approx(f1_score(truth, judged, average="macro"))


def test_undefined_figures_are_nan_not_zero() -> None:
    found = binary_agreement([True, True], [True, True])
    assert math.isnan(found.kappa) and math.isnan(found.f1_negative)
    assert found.f1_positive == 1.0 and math.isnan(found.f1_macro)


def _record(model: str, passed_a: tuple[bool, ...], passed_b: tuple[bool, ...]) -> EvalRecord:
    checklist = (ChecklistItem(question="q1?", source="I"), ChecklistItem(question="q2?",
                 source="I"), ChecklistItem(question="q3?", source="F3"))
    return EvalRecord(model=model, item_id="fib", response="code", checklist=checklist,
                      verdicts=(JudgeVerdict(judge="a", passed=passed_a),
                                JudgeVerdict(judge="b", passed=passed_b)))


RECORDS = [_record("m1", (True, True, False), (True, False, False)),
           _record("m2", (True, False, True), (True, False, True))]


def test_judges_are_scored_against_human_labels_by_requirement_source(tmp_path: Path) -> None:
    gold_file = tmp_path / "gold.csv"
    gold_file.write_text("model,item_id,item,label\nm1,fib,1,yes\nm1,fib,2,0\nm1,fib,3,no\n"
                         "m2,fib,1,1\nm2,fib,2,no\nm2,fib,3,yes\n")
    gold = read_gold(gold_file)
    rows = {(r.judge, r.subset): r for r in judge_reliability(RECORDS, gold)}
    assert {r.against for r in rows.values()} == {"human"}
    assert rows[("b", "all")].agreement.accuracy == 1.0
    assert rows[("a", "all")].agreement.points == 6
    truth, judged = [True, False, False, True, False, True], [True, True, False, True, False,
                                                            True]
    assert rows[("a", "all")].agreement.kappa == pytest.approx(cohen_kappa_score(truth, judged))
    assert rows[("a", "feedback")].agreement.points == 2
    assert rows[("a", "instruction")].agreement.points == 4


def test_without_labels_each_pair_of_judges_is_compared() -> None:
    rows = judge_reliability(RECORDS)
    assert {(r.judge, r.against, r.subset) for r in rows} == {
        ("a", "b", "all"), ("a", "b", "instruction"), ("a", "b", "feedback")}
    (overall,) = [r for r in rows if r.subset == "all"]
    assert overall.agreement.accuracy == pytest.approx(5 / 6)


def test_a_single_judge_without_labels_has_nothing_to_compare() -> None:
    record = RECORDS[0].model_copy(update={"verdicts": RECORDS[0].verdicts[:1]})
    assert judge_reliability([record]) == ()


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("model,item_id,item\nm1,fib,1\n", "needs a header"),
        ("model,item_id,item,label\nm1,fib,0,1\n", "positive integer"),
        ("model,item_id,item,label\nm1,fib,1,maybe\n", "label 1/0"),
    ],
)
def test_unreadable_labels_name_the_file_and_line(tmp_path: Path, text: str,
                                                  problem: str) -> None:
    path = tmp_path / "gold.csv"
    path.write_text(text)
    with pytest.raises(DatasetError, match=problem):
        read_gold(path)
