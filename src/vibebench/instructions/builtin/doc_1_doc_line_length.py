"""doc_1: docstring and comment lines at most N characters."""

from __future__ import annotations

import ast
import re
from typing import Any

from vibebench.instructions._base import Instruction, int_param
from vibebench.instructions._code_facts import comment_tokens, docstring_nodes, parse
from vibebench.instructions._strict import Finding, StrictFacts

_DEFAULT_LIMIT = 72


def _single_word(text: str) -> bool:
    """A line of prose wrapping cannot shorten: one word once `#` and quotes are gone."""
    return len(text.strip().strip("#").strip().strip("\"'").split()) <= 1


_PRAGMA = re.compile(
    r"#\s*(?:noqa(?::\s*[A-Z]+\d+(?:\s*,\s*[A-Z]+\d+)*)?"
    r"|type:\s*ignore(?:\[[\w\-, ]*\])?|pyright:\s*ignore(?:\[[\w, ]*\])?"
    r"|pragma:\s*no\s*(?:cover|branch)|fmt:\s*(?:skip|off|on)|pylint:\s*disable=[\w\-,]+)\s*"
)
"""A comment that is only a tool's pragma (`# noqa: DTZ005`): no prose to wrap."""


def _documentation_lines(facts: StrictFacts) -> set[int]:
    """Lines holding a comment (inline ones too) or a line of any string statement or of
    a string assigned to `__doc__`."""
    lines: set[int] = set()
    for line, text in facts.comments:
        if not _single_word(text) and not _PRAGMA.fullmatch(text.strip()):
            lines.add(line)
    strings = [node.value for node in facts.of_type(ast.Expr)] + _assigned_docstrings(facts)
    for value in strings:
        if isinstance(value, ast.Constant) and isinstance(value.value, str):
            for number in range(value.lineno, (value.end_lineno or value.lineno) + 1):
                if not _single_word(facts.lines[number - 1]):
                    lines.add(number)
    return lines


def _assigned_docstrings(facts: StrictFacts) -> list[ast.expr]:
    """The values of `func.__doc__ = "..."` and `__doc__ = "..."`: docstrings set later."""
    return [
        node.value
        for node in facts.of_type(ast.Assign, ast.AnnAssign)
        if node.value is not None
        and any(
            (isinstance(target, ast.Attribute) and target.attr == "__doc__")
            or (isinstance(target, ast.Name) and target.id == "__doc__")
            for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
        )
    ]


def _ends_in_url(line: str, limit: int) -> bool:
    """Ruff's W505 exemption: a line of two or more words whose last word is a URL (holds
    `://`) starting within the limit, which wrapping cannot shorten."""
    words = line.split()
    return len(words) > 1 and "://" in words[-1] and len(line.rstrip()) - len(words[-1]) <= limit


class DocLineLength(Instruction):
    """Keep documentation lines shorter than code lines.

    What it asks:
        Every line of a docstring and every comment line is at most `max_doc_length`
        characters long, so prose wraps at a comfortable reading width even when code
        lines may run longer.

    Why:
        PEP 8 asks for 72 characters of prose against 79 of code: text is read, not
        scanned, and long prose lines are tiring. Models tend to write a docstring or a
        comment as one long sentence on a single line.

    Verified by:
        Ruff W505 (doc-line-too-long) with `lint.pycodestyle.max-doc-length` set to the
        parameter. Like pycodestyle, Ruff skips a line that is a single unbreakable word
        (for example a URL), because wrapping cannot shorten it. It also skips inline
        comments after code, lines that end in a URL starting before the limit, and
        pragma comments (`# type: ...`, `# noqa ...`) with whatever text follows them.

    Strict mode:
        Measures every line that holds a comment, inline comments included (the whole
        line counts), and every line of every string statement (docstrings and
        attribute docstrings) and of every string assigned to `__doc__` (`func.__doc__ =
        "..."`); only a line whose text is a single word, whose comment is only a tool's
        pragma (`# noqa: DTZ005`, `# type: ignore[...]`), or that ends in a URL starting
        within the limit (as in Ruff; a URL in the middle of a line is no excuse) is
        exempt. Still possible: prose padded onto a long line by ending it with a URL.
    """

    id = "doc_1"
    name = "doc_line_length"
    category = "doc"
    description = "Limit the length of docstring and comment lines."
    generation_prompt = (
        "Wrap every docstring line and every comment so that none is longer than "
        "{max_doc_length} characters."
    )
    edit_prompt = (
        "Rewrap the docstrings and comments of the code so that no documentation line "
        "exceeds {max_doc_length} characters; leave the code itself unchanged."
    )
    parameters = (
        int_param(
            "max_doc_length",
            _DEFAULT_LIMIT,
            (40, 120),
            "Maximum characters per docstring or comment line.",
        ),
    )
    ruff_rules = ("W505",)

    strict_reads_dynamic_code = False

    def strict_violations(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """Every documentation line over the limit, but a single word or one ending in a URL."""
        limit = params["max_doc_length"]
        lines = sorted(
            number
            for number in _documentation_lines(facts)
            if not _ends_in_url(facts.lines[number - 1], limit)
        )
        return facts.long_lines(lines, limit, "documentation line")

    def ruff_settings(self, params: dict[str, Any]) -> dict[str, Any]:
        return {"lint": {"pycodestyle": {"max-doc-length": params["max_doc_length"]}}}

    def applies_to(self, code: str) -> bool:
        """True when some docstring or comment line is longer than the default limit."""
        tree = parse(code)
        comments = comment_tokens(code)
        if tree is None or comments is None:
            return False
        lines = code.splitlines()
        doc_lines = {token.start[0] for token in comments}
        for node in docstring_nodes(tree):
            doc_lines.update(range(node.lineno, (node.end_lineno or node.lineno) + 1))
        return any(len(lines[number - 1]) > _DEFAULT_LIMIT for number in doc_lines)
