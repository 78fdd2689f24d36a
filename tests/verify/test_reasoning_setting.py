"""`reasoning_in_responses(False)`: for a model that never reasons, a reasoning tag is
ordinary text, so no code hides behind one (the default removes reasoning as before).

The attack: a long-lined program, then a `</think>` that renders as nothing, then a
compliant program that stands alone. With reasoning allowed the first program is the
model's thinking and is not judged; a caller who knows its model does not reason gets
both programs judged. Real Ruff, the real engine, a real helper process.
"""

from __future__ import annotations

import pytest
from helper_support import alone

from vibebench.verify import VerifyRequest, extract_code, reasoning_in_responses, verify
from vibebench.verify import _helpers as helpers_module

F = "```"
LONG = "    return {name: sum(s) / len(s) for name, s in grades.items() if s and name not in skip}"
HIDDEN_BEHIND_ORPHAN = (
    f"The full version:\n\n{F}python\ndef average(grades, skip=frozenset()):\n{LONG}\n{F}\n"
    "</think>\n\nCompact form:\n\n"
    f"{F}python\ndef average(grades):\n"
    f"    return {{n: sum(s) / len(s) for n, s in grades.items()}}\n{F}\n"
)
HIDDEN_IN_PAIR = (
    f"<think>\n{F}python\ndef average(grades, skip=frozenset()):\n{LONG}\n{F}\n</think>\n"
    f"{F}python\ndef average(grades):\n"
    f"    return {{n: sum(s) / len(s) for n, s in grades.items()}}\n{F}\n"
)
STYLE_3 = [{"id": "style_3", "params": {"line_length": 79}}]


def _style_3(response: str) -> bool:
    [result] = verify([VerifyRequest(response=response, instructions=STYLE_3)], mode="strict")
    return result.verdicts[0].passed


@pytest.mark.parametrize("response", [HIDDEN_BEHIND_ORPHAN, HIDDEN_IN_PAIR])
def test_reasoning_is_removed_by_default_and_is_text_when_the_model_never_reasons(
    response: str,
) -> None:
    assert "skip" not in (extract_code(response).code or "")
    assert _style_3(response)
    with reasoning_in_responses(False):
        assert "</think>" in extract_code(response).cleaned_response
        assert not _style_3(response)
    assert _style_3(response)  # the setting ends with its block


def test_a_reasoning_only_response_has_code_only_when_the_model_never_reasons() -> None:
    thinking = f"<think>\n{F}python\ndef f():\n    return 1\n{F}\n</think>\nDone."
    assert extract_code(thinking).code is None
    with reasoning_in_responses(False):
        assert extract_code(thinking).code == "def f():\n    return 1\n"


def test_helper_processes_read_tags_as_the_caller_says(
    one_helper: helpers_module.Helper, parts: list[int]
) -> None:
    """A shared strict batch: the helper's half is judged with the caller's setting (were it
    not passed on, the helper's half would pass and differ from one process)."""
    requests = [
        VerifyRequest(task_id=f"t{number}", response=f"# {number}\n{HIDDEN_BEHIND_ORPHAN}",
                      instructions=STYLE_3)  # fmt: skip
        for number in range(2 * helpers_module.MIN_PART)
    ]
    with reasoning_in_responses(False):
        shared = verify(requests, mode="strict")
        assert parts == [helpers_module.MIN_PART]
        assert shared == alone(requests, "strict")
    assert not any(result.verdicts[0].passed for result in shared)
