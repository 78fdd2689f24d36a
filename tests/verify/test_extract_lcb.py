"""Extraction measured on reasoning-model style answers against LiveCodeBench's extractor.

`data/reasoning_responses.jsonl` holds answers written in the styles of o1, DeepSeek-R1,
QwQ, Claude, GPT-4o and smaller models (think blocks, several fences, usage examples,
main + thread splits, unlabelled fences, prose only), each with the program it means
(`expected`, null when it holds no answer), whether our rules find it (`ours_correct`) and,
where LiveCodeBench's extractor returns something else, the class of the difference
(`lcb_differs`). docs/extraction.md reports the figures and explains every class; these
tests keep the data, the rules and the page in step.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from vibebench.verify import extract_code

DATA = Path(__file__).parent / "data" / "reasoning_responses.jsonl"
DOC = Path(__file__).resolve().parents[2] / "docs" / "extraction.md"
CASES: list[dict[str, Any]] = [json.loads(line) for line in DATA.read_text().splitlines()]


def lcb_extract(response: str) -> str:
    """LiveCodeBench's rule for chat models (lcb_runner/utils/extraction_utils.py): the lines
    between the last two lines that contain three backticks, else nothing."""
    lines = response.split("\n")
    fences = [number for number, line in enumerate(lines) if "```" in line]
    if len(fences) < 2:
        return ""
    return "\n".join(lines[fences[-2] + 1 : fences[-1]])


def same(code: str | None) -> str | None:
    """Code compared line by line, blank lines and trailing spaces aside ("" is no code)."""
    kept = [line.rstrip() for line in (code or "").split("\n") if line.strip()]
    return "\n".join(kept) or None


def ours(case: dict[str, Any]) -> str | None:
    return same(extract_code(case["response"], entry_point=case["entry_point"]).code)


def test_the_set_is_large_and_varied() -> None:
    kinds = Counter(case["kind"] for case in CASES)
    assert len(CASES) >= 60
    assert len(kinds) >= 25
    assert len({case["id"] for case in CASES}) == len(CASES)
    for needle in ("<think>", "threading.Thread", "```\n", "```python3"):
        assert any(needle in case["response"] for case in CASES), needle
    assert any("```" not in case["response"] for case in CASES)


@pytest.mark.parametrize("case", CASES, ids=[case["id"] for case in CASES])
def test_extraction_finds_the_program_the_answer_means(case: dict[str, Any]) -> None:
    if case["ours_correct"]:
        assert ours(case) == same(case["expected"])
    else:  # a documented limit: it must still be one, or the label is stale
        assert ours(case) != same(case["expected"])


@pytest.mark.parametrize("case", CASES, ids=[case["id"] for case in CASES])
def test_every_difference_from_livecodebench_has_its_documented_class(
    case: dict[str, Any],
) -> None:
    differs = ours(case) != same(lcb_extract(case["response"]))
    assert differs == (case["lcb_differs"] is not None)


def test_every_class_of_difference_is_explained_in_the_docs() -> None:
    page = DOC.read_text()
    for name in {case["lcb_differs"] for case in CASES} - {None}:
        assert f"### `{name}`" in page, name


def test_the_docs_report_the_measured_figures() -> None:
    agree = sum(case["lcb_differs"] is None for case in CASES)
    right = sum(case["ours_correct"] for case in CASES)
    lcb_right = sum(
        same(lcb_extract(case["response"])) == same(case["expected"]) for case in CASES
    )
    page = " ".join(DOC.read_text().split())
    assert f"agree on {agree} of {len(CASES)}" in page
    total = len(CASES)
    assert f"program on {right} of {total}, LiveCodeBench's on {lcb_right} of {total}" in page
    for name, count in Counter(case["lcb_differs"] for case in CASES).items():
        if name is not None:
            assert re.search(rf"### `{name}` \({count} answers?\)", page), name
