"""The adversarial suite as a whole: the documented share, the docs' sections, the examples.

docs/instructions.md states the share of adversarial attempts passing in each mode (from
ADVERSARIAL_SHARE); these tests fail when the suite and the stated figures disagree, when a
strict check fails an instruction's own passing example, or when a built-in instruction
does not say what its strict mode checks.
"""

from __future__ import annotations

from collections import Counter

import pytest
from adversarial_harness import CATEGORIES, MIN_ATTEMPTS, Attempt, all_attempts, passed

from vibebench.instructions import InstructionSpec, all_instructions
from vibebench.instructions._base import STRICT_SECTION
from vibebench.instructions._strict import ADVERSARIAL_SHARE
from vibebench.verify import VerifyRequest, verify

ATTEMPTS = all_attempts()
BUILTINS = [
    item for item in all_instructions() if type(item).__module__.startswith("vibebench.")
]
STRICT_TARGET = 0.10
"""At most this share of the attempts may pass in strict mode."""


@pytest.fixture(scope="module")
def measured() -> dict[str, list[bool]]:
    return {mode: passed(ATTEMPTS, twins=False, mode=mode) for mode in ("paper", "strict")}


def test_every_builtin_instruction_has_ten_attempts() -> None:
    counts = Counter(attempt.instruction for attempt in ATTEMPTS)
    assert [item.id for item in BUILTINS if counts[item.id] < MIN_ATTEMPTS] == []


def test_documented_share_matches_the_suite(measured: dict[str, list[bool]]) -> None:
    table = {category: [0, 0, 0] for category in CATEGORIES}
    for attempt, in_paper, in_strict in zip(
        ATTEMPTS, measured["paper"], measured["strict"], strict=True
    ):
        row = table[attempt.instruction.partition("_")[0]]
        row[0], row[1], row[2] = row[0] + 1, row[1] + in_paper, row[2] + in_strict
    documented = {
        category: [share.attempts, share.paper, share.strict]
        for category, share in ADVERSARIAL_SHARE.items()
    }
    assert documented == table, "run benchmarks/adversarial_share.py and update the figures"


def test_strict_mode_lets_under_a_tenth_of_the_attempts_through(
    measured: dict[str, list[bool]],
) -> None:
    assert sum(measured["strict"]) / len(ATTEMPTS) < STRICT_TARGET


def test_every_open_route_is_documented_as_still_possible() -> None:
    sections = {
        item.id: " ".join(item.doc_sections().get(STRICT_SECTION, "").split())
        for item in BUILTINS
    }
    undocumented = [a.ident for a in ATTEMPTS if a.open and "Still possible" not in
                    sections[a.instruction]]  # fmt: skip
    assert undocumented == []


@pytest.mark.parametrize("instruction", BUILTINS, ids=[item.id for item in BUILTINS])
def test_builtin_says_what_strict_mode_checks(instruction: object) -> None:
    assert instruction.doc_sections().get(STRICT_SECTION)  # type: ignore[attr-defined]


def _examples() -> list[tuple[str, str, int, dict, str]]:
    return [
        (item.id, kind, number, example.params, example.response)
        for item in BUILTINS
        for kind, examples in (("passes", item.passes), ("fails", item.fails))
        for number, example in enumerate(examples)
    ]


def test_strict_mode_keeps_every_instruction_example_verdict() -> None:
    """No false failures on the instructions' own passing examples; fails stay fails."""
    cases = _examples()
    requests = [
        VerifyRequest(response=response, instructions=[InstructionSpec(id=ident, params=params)])
        for ident, _, _, params, response in cases
    ]
    results = verify(requests, mode="strict")
    wrong = [
        (ident, kind, number, result.verdicts[0].diagnostics)
        for (ident, kind, number, _, _), result in zip(cases, results, strict=True)
        if result.verdicts[0].passed != (kind == "passes")
    ]
    assert wrong == []


def test_attempt_idents_are_unique() -> None:
    idents = Counter(attempt.ident for attempt in ATTEMPTS)
    assert [ident for ident, count in idents.items() if count > 1] == []


def test_attempts_are_attempts() -> None:
    assert all(isinstance(attempt, Attempt) for attempt in ATTEMPTS)
