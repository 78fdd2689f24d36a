"""The code extractor and the verifiers under arbitrary responses: a verdict, never a crash."""

from __future__ import annotations

from fuzz_inputs import FUZZ, RESPONSES
from hypothesis import given, settings
from hypothesis import strategies as st

import vibebench
from vibebench.instructions import all_instructions
from vibebench.verify import extract_code

INSTRUCTIONS = [instruction.id for instruction in all_instructions()]


@FUZZ
@given(response=st.one_of(RESPONSES, st.text()))
def test_extract_code_always_returns_code_or_a_reason(response: str) -> None:
    extraction = extract_code(response)
    assert (extraction.code is None) != (extraction.reason is None)


@settings(FUZZ, max_examples=12)
@given(responses=st.lists(st.one_of(RESPONSES, st.text()), min_size=1, max_size=6))
def test_every_verifier_gives_a_verdict_for_every_response(responses: list[str]) -> None:
    results = vibebench.verify([(response, INSTRUCTIONS) for response in responses])
    assert len(results) == len(responses)
    for result in results:
        assert [verdict.instruction_id for verdict in result.verdicts] == INSTRUCTIONS
