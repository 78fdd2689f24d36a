"""Markdown code fences: the one way vibebench wraps code in a fence.

A fence is one backtick longer than the longest backtick run in what it wraps (at least
three), which CommonMark and every model read as the only way to end the block, so code
inside can never close it early and speak as the surrounding text. Prompts to judges,
reference answers, exported samples and the instruction docs all fence through here;
reading fences back out of a response is `vibebench.verify`'s extraction (`fenced_blocks`).

A leaf module (standard library only) so that every layer, `instructions` and
`_interchange` included, can import it without importing the verify stage.
"""

from __future__ import annotations

import re

__all__ = ["MIN_FENCE", "answer_block", "fence_code", "longest_backtick_run"]

MIN_FENCE = 3
"""Backticks in the shortest markdown code fence."""

_BACKTICK_RUN = re.compile(r"`+")


def longest_backtick_run(text: str) -> int:
    """The length of the longest run of backticks anywhere in `text` (0 for none)."""
    return max((len(run) for run in _BACKTICK_RUN.findall(text)), default=0)


def fence_code(code: str, language: str = "python") -> str:
    """Fence `code` so nothing inside it can close the fence (no newline after it).

    Trailing newlines of `code` are dropped; other trailing white space is kept.
    """
    fence = "`" * max(MIN_FENCE, longest_backtick_run(code) + 1)
    return f"{fence}{language}\n{code.rstrip(chr(10))}\n{fence}"


def answer_block(code: str, language: str = "python") -> str:
    """A markdown answer holding exactly `code`: one fence, then a newline.

    Extraction gives `code` back (up to trailing white space), so a program can pass
    through any path that expects a model's answer.
    """
    return fence_code(code.rstrip(), language) + "\n"
