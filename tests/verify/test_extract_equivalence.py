"""Extraction's fast scans read a response exactly as the plain line-by-line definitions do.

`_fenced_blocks` finds fence lines by substring search and slices bodies out of the text,
`_outside_fences` blanks each block's lines as one slice, `_other_shown_blocks` reads
blockquotes only where a line starts as one,
`strip_reasoning` finds its tags and fence lines by search and returns early when there is
nothing to change, and `normalize_newlines` returns early too;
the definitions below split every line and lower every response, as the rules in
docs/extraction.md are written. Generated responses mix fences of every shape (indented,
tilde, longer, with info strings, unclosed), reasoning tags in any case, CR and CRLF.
"""

from __future__ import annotations

import re
import sys

from hypothesis import given, settings
from hypothesis import strategies as st

from vibebench._fences import closes_fence, fence_label, fence_line
from vibebench.verify import _extract
from vibebench.verify._extract import (
    REASONING_TAGS,
    fenced_blocks,
    normalize_newlines,
    strip_reasoning,
)

_FENCE_START = re.compile(r"^[ \t]*(?:```|~~~)", re.MULTILINE)


def reference_fenced_blocks(text: str) -> list[tuple[str, str, int, int]]:
    """Every block as (label, text, index, end), reading the text line by line."""
    lines = text.split("\n")
    numbers = [text.count("\n", 0, match.start()) for match in _FENCE_START.finditer(text)]
    blocks: list[tuple[str, str, int, int]] = []
    candidates = iter(numbers)
    for opening in candidates:
        fence = fence_line(lines[opening])
        if fence is None:
            continue
        marker, info = fence
        indent = len(lines[opening]) - len(lines[opening].lstrip(" "))
        end = next(
            (n for n in candidates if closes_fence(fence_line(lines[n]), marker)),
            len(lines),
        )
        body = [_extract._dedent(line, indent) for line in lines[opening + 1 : end]]
        label = fence_label(info)
        blocks.append((label, "\n".join(body), len(blocks), min(end + 1, len(lines))))
    return blocks


_TAGS = tuple(f"<{slash}{tag}>" for tag in REASONING_TAGS for slash in ("", "/"))


def reference_strip_reasoning(text: str) -> str:
    """strip_reasoning read character by character: at each offset, a line that starts there
    and is a fence line, then a tag that starts there (matched in lower case), each as an
    event for the same rules (`_extract._strip_events`), with no early return."""
    events = []
    for offset in range(len(text)):
        if offset == 0 or text[offset - 1] == "\n":
            line = text[offset:].split("\n", 1)[0]
            if line.lstrip(" \t")[:3] in ("```", "~~~"):
                events.append((offset, offset, line))
        for tag in _TAGS:
            if text[offset : offset + len(tag)].lower() == tag:
                events.append((offset, offset + len(tag), tag))
    return _extract._strip_events(text, events)


PIECES = st.sampled_from([
    "```", "~~~", "````", "```python", "```py3 extra", "```{.python}", "```json", " ```",
    "  ~~~~", "\t```", "``` `x`", "`", "~", "\n", "\n", "\n", "\r\n", "\r", "x = 1",
    "    return 1", "def f():", "print('```')", "<think>", "</think>", "<THINK>", "<Thinking>",
    "</thinking>", "<reasoning>", "</REASONING>", "<thin\u212a>", "<th\u0130nk>", "<thin", "k>",
    "{\"a\": 1}", "text", " ", "\u2028",
])  # fmt: skip
RESPONSES = st.lists(st.one_of(PIECES, st.text(max_size=5)), max_size=30).map("".join)
EQUIVALENCE = settings(max_examples=400, deadline=None, derandomize=True, database=None)


@EQUIVALENCE
@given(response=RESPONSES)
def test_fenced_blocks_equal_the_line_by_line_definition(response: str) -> None:
    for text in (response, normalize_newlines(response)):
        found = [
            (block.label, block.text, block.index, block.end) for block in fenced_blocks(text)
        ]
        assert found == reference_fenced_blocks(text)


@EQUIVALENCE
@given(response=RESPONSES)
def test_strip_reasoning_and_newlines_equal_their_definitions(response: str) -> None:
    assert normalize_newlines(response) == response.replace("\r\n", "\n").replace("\r", "\n")
    assert strip_reasoning(response) == reference_strip_reasoning(response)


def test_every_character_lowering_into_a_reasoning_tag_is_found_by_the_early_check() -> None:
    """The premise of strip_reasoning's early return, over all of Unicode: a tag can appear in
    `text.lower()` only where `_ANY_REASONING_TAG` matches `text`."""
    tag_characters = set("".join(REASONING_TAGS) + "</>")
    for point in range(sys.maxunicode + 1):
        character = chr(point)
        lowered = character.lower()
        if len(lowered) == 1 and lowered in tag_characters:
            assert re.fullmatch(re.escape(lowered), character, re.IGNORECASE), hex(point)
        elif len(lowered) > 1:  # only İ: "i" and a combining dot, which no tag has after "i"
            assert "i\u0307" in lowered or not set(lowered) & tag_characters, hex(point)


def reference_outside_fences(text: str) -> str:
    """The text with every line of a fenced block (fence lines and body) left empty, read
    line by line: a fence line opens a block when none is open, and the line closing it
    (`closes_fence`) ends it."""
    kept: list[str] = []
    fence: str | None = None
    for line in text.split("\n"):
        marks = fence_line(line)
        inside = fence is not None or marks is not None
        if fence is None:
            fence = marks[0] if marks is not None else None
        elif closes_fence(marks, fence):
            fence = None
        kept.append("" if inside else line)
    return "\n".join(kept)


LINES = st.sampled_from([
    "```", "```python", "~~~", "````", "  ```", "    ```", " ``` x", "```  ", "~~~~ py",
    "``` `x`", "x = 1", "    x = 1", "", "text:", "> ```", "print('```')",
])  # fmt: skip
"""Whole lines, so that blocks open and close often."""


@EQUIVALENCE
@given(response=st.one_of(RESPONSES, st.lists(LINES, max_size=14).map("\n".join)))
def test_outside_fences_equals_the_line_by_line_definition(response: str) -> None:
    for text in (response, normalize_newlines(response)):
        assert _extract._outside_fences(text) == reference_outside_fences(text)


@EQUIVALENCE
@given(response=st.lists(st.one_of(PIECES, st.sampled_from([
    ">", " > ", "\t>", "->", ">=", "\n>", "\n >", "\n  >", "\n   >", "\n    >", "\n\t>",
    "\n   > ```python", "\n  > ```",
])), max_size=30).map("".join))  # fmt: skip
def test_the_blockquote_gate_lets_through_every_text_with_a_quoted_run(response: str) -> None:
    if _extract._quoted_runs(response):
        assert _extract._QUOTED_LINE.search(response) is not None
