"""`StrictFacts.memo`: a check's per-code answers live with the code's tree, nowhere else.

A memo keyed by node ids must never hand one code's answers to another: ids are reused
once a tree is freed. Keeping the memo on the per-code facts means it is dropped with
the tree it describes.
"""

from __future__ import annotations

from vibebench.instructions._strict import StrictFacts, _code_facts


def _answers(facts: StrictFacts) -> None:
    """Stands for a check function that keeps answers per code."""
    del facts


def _other_answers(facts: StrictFacts) -> None:
    del facts


def test_responses_with_one_code_share_a_functions_memo() -> None:
    first, second = StrictFacts("x = 1\n", "answer one"), StrictFacts("x = 1\n", "answer two")
    first.memo(_answers)["x"] = True
    assert second.memo(_answers) == {"x": True}
    assert second.memo(_other_answers) == {}


def test_another_code_starts_with_an_empty_memo() -> None:
    StrictFacts("y = 2\n").memo(_answers)[1] = "kept"
    assert StrictFacts("y = 3\n").memo(_answers) == {}


def test_the_memo_goes_with_the_codes_facts() -> None:
    facts = StrictFacts("z = 4\n")
    facts.memo(_answers)[id(facts.tree)] = "of this tree"
    _code_facts.cache_clear()  # evicted, as a full cache evicts it
    fresh = StrictFacts("z = 4\n")
    assert fresh.memo(_answers) == {}
    assert facts.memo(_answers) == {id(facts.tree): "of this tree"}
