"""style_8: a trailing comma in every multi-line collection, call and signature."""

from __future__ import annotations

import keyword
import tokenize

from vibebench.instructions._base import Instruction
from vibebench.instructions._code_facts import tokens

_OPENERS = {"(": ")", "[": "]", "{": "}"}
_SKIPPED = {tokenize.NL, tokenize.NEWLINE, tokenize.COMMENT, tokenize.INDENT, tokenize.DEDENT}


def _opens_sequence(previous: tokenize.TokenInfo | None, opener: str) -> bool:
    """Whether a `(` starts a call or signature (`f(`, `x)(`) rather than a bare grouping."""
    if opener != "(" or previous is None:
        return opener != "("
    if previous.type == tokenize.NAME:
        return not keyword.iskeyword(previous.string)
    return previous.string in {")", "]"}


def _missing_trailing_comma(found: tuple[tokenize.TokenInfo, ...]) -> bool:
    """A multi-line bracket whose last element, on its own line, has no comma after it."""
    stack: list[tuple[bool, bool]] = []  # (is a call, list, dict or signature; saw a comma)
    previous: tokenize.TokenInfo | None = None
    for token in found:
        if token.type in _SKIPPED:
            continue
        if token.string in _OPENERS:
            stack.append((_opens_sequence(previous, token.string), False))
        elif token.string == "," and stack:
            stack[-1] = (stack[-1][0], True)
        elif token.string in _OPENERS.values() and stack:
            is_sequence, saw_comma = stack.pop()
            if (
                (is_sequence or saw_comma)
                and previous is not None
                and previous.string not in {",", *_OPENERS}
                and previous.end[0] < token.start[0]
            ):
                return True
        previous = token
    return False


class TrailingCommas(Instruction):
    """End multi-line collections, calls and signatures with a trailing comma.

    What it asks:
        Whenever the items of a list, tuple, dict, set, function call, function
        signature or import spread over several lines with the closing bracket on its own
        line, the last item is followed by a comma too.

    Why:
        With a trailing comma, adding an item later changes one line instead of two, so
        diffs and blame stay about the real change; it also tells black-style formatters
        to keep the construct exploded.

    Verified by:
        Ruff COM812 (flake8-commas missing-trailing-comma).

    Strict mode:
        Nothing beyond Ruff for the response's own text, which COM812 reads in full;
        code run through exec/eval/compile is judged too (a constant string is checked
        for the same missing commas, a string built at run time fails).
    """

    id = "style_8"
    name = "trailing_commas"
    category = "style"
    description = "Put a trailing comma after the last item of every multi-line construct."
    generation_prompt = (
        "Whenever a collection literal, function call, function signature or import list "
        "spans several lines with its closing bracket on a line of its own, put a comma "
        "after its last item as well."
    )
    edit_prompt = (
        "Add a trailing comma after the last item of every collection literal, call, "
        "function signature and import list that spans several lines with its closing "
        "bracket on a line of its own."
    )
    ruff_rules = ("COM812",)

    def applies_to(self, code: str) -> bool:
        """True when some multi-line bracketed construct lacks its trailing comma."""
        found = tokens(code)
        return found is not None and _missing_trailing_comma(found)
