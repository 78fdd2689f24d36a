"""The one markdown fence helper: code fenced by it cannot close its fence early."""

from __future__ import annotations

import pytest

from vibebench._fences import answer_block
from vibebench.verify import extract_code, fence_code, fenced_blocks


@pytest.mark.parametrize(
    "code",
    [
        "x = 1\n",
        "text = '```'\nprint(text)\n",
        "doc = '''\n````python\nnot code\n````\n'''\n",
        "y = 2",
    ],
)
def test_an_answer_block_extracts_back_to_its_code(code: str) -> None:
    block = answer_block(code)
    assert block.endswith("\n")
    assert extract_code(block).code.rstrip() == code.rstrip()


def test_the_fence_outruns_every_backtick_run_inside() -> None:
    fenced = fence_code("a = '`````'\n", "text")
    assert fenced.startswith("``````text\n") and fenced.endswith("\n``````")
    (block,) = fenced_blocks(fenced)
    assert block.label == "text" and block.text.rstrip("\n") == "a = '`````'"


def test_trailing_newlines_are_dropped_and_nothing_follows_the_fence() -> None:
    assert fence_code("x = 1\n\n\n") == "```python\nx = 1\n```"
