"""doc_5: at least one comment for every N lines of code."""

from __future__ import annotations

import io
import math
import re
import tokenize
from bisect import bisect_right
from functools import lru_cache
from typing import Any

from vibebench.instructions._base import CheckResult, Instruction, int_param
from vibebench.instructions._code_facts import (
    CODE_CACHE_SIZE,
    STRINGS_AND_COMMENTS,
    definition_docstrings,
    fast_lexing_applies,
    parse,
)
from vibebench.instructions._strict import Finding, StrictFacts
from vibebench.instructions._strict_text import has_words, looks_like_code

_LAYOUT_TOKENS = frozenset(
    {
        tokenize.COMMENT,
        tokenize.NL,
        tokenize.NEWLINE,
        tokenize.INDENT,
        tokenize.DEDENT,
        tokenize.ENCODING,
        tokenize.ENDMARKER,
    },
)
# Tool directives are comments to a linter, not explanations to a reader.
_PRAGMA_PREFIXES = ("noqa", "type:", "pragma", "fmt:", "ruff:", "pylint:", "isort:", "mypy:")

Span = tuple[tuple[int, int], tuple[int, int]]
_NEWLINE = re.compile("\n")
_NOT_A_TOKEN = " \t\f\\"
"""Blanks and the line-continuation backslash: what a line may hold and still have no token."""


def _is_explanation(text: str, line: int) -> bool:
    """Whether a comment counts: it has words and is neither a shebang nor a pragma."""
    words = text.lstrip("#").strip()
    if not words or words.lower().startswith(_PRAGMA_PREFIXES):
        return False
    return not (line == 1 and text.startswith("#!"))


def _inside(start: tuple[int, int], end: tuple[int, int], spans: list[Span]) -> bool:
    return any(low <= start and end <= high for low, high in spans)


@lru_cache(maxsize=CODE_CACHE_SIZE)
def count_lines(code: str) -> tuple[int, int]:
    """Count (code lines, comment lines) as doc_5 defines them.

    Cached by the code (an error is raised again, not cached): the paper check, the strict
    check and `applies_to` all count the same code.

    A code line is a physical line holding at least one token other than a comment or
    layout (a string spanning several lines counts on each); docstrings are documentation
    and count as neither. A comment line is a line holding a comment with words in it,
    inline comments included; bare `#`, a shebang and pragmas such as `# noqa` or
    `# type: ignore` do not count. Raises SyntaxError or tokenize.TokenError.
    """
    tree = parse(code)
    if tree is None:
        msg = "the code does not parse"
        raise SyntaxError(msg)
    docstrings: list[Span] = [
        (
            (node.lineno, node.col_offset),
            (node.end_lineno or node.lineno, node.end_col_offset or 0),
        )
        for node in definition_docstrings(tree)
    ]
    if fast_lexing_applies(code):
        return _count_scanned(code, docstrings)
    return _count_tokenized(code, docstrings)


def _count_tokenized(code: str, docstrings: list[Span]) -> tuple[int, int]:
    """count_lines by Python's tokenize: the definition, and the fallback for unusual code."""
    code_lines: set[int] = set()
    comment_lines: set[int] = set()
    for token in tokenize.generate_tokens(io.StringIO(code).readline):
        if token.type == tokenize.COMMENT:
            if _is_explanation(token.string, token.start[0]):
                comment_lines.add(token.start[0])
        elif token.type not in _LAYOUT_TOKENS and not _inside(token.start, token.end, docstrings):
            code_lines.update(range(token.start[0], token.end[0] + 1))
    return len(code_lines), len(comment_lines)


def _count_scanned(code: str, docstrings: list[Span]) -> tuple[int, int]:
    """count_lines for code that parses, without tokenize's per-token Python work.

    Comments and strings come from one regular-expression scan (STRINGS_AND_COMMENTS); every
    other token is a run of non-blank characters between them, so a line holds one exactly
    when, outside strings and comments, it has a character other than blanks and a
    line-continuation backslash. The test suite checks this equals `_count_tokenized`.
    """
    line_starts = [0, *(match.end() for match in _NEWLINE.finditer(code))]
    code_lines: set[int] = set()
    comment_lines: set[int] = set()
    position = 0
    for match in STRINGS_AND_COMMENTS.finditer(code):
        start, end = match.span()
        _mark_code_between(code, position, start, line_starts, code_lines)
        position = end
        first = bisect_right(line_starts, start)
        if match.lastgroup == "comment":
            if _is_explanation(match.group(), first):
                comment_lines.add(first)
            continue
        last = bisect_right(line_starts, end - 1) if end > start else first
        span_start = (first, start - line_starts[first - 1])
        span_end = (last, end - line_starts[last - 1])
        if not _inside(span_start, span_end, docstrings):
            code_lines.update(range(first, last + 1))
    _mark_code_between(code, position, len(code), line_starts, code_lines)
    return len(code_lines), len(comment_lines)


def _mark_code_between(
    code: str, start: int, end: int, line_starts: list[int], code_lines: set[int]
) -> None:
    """Add the lines of code[start:end] (no strings or comments in it) that hold a token."""
    if start >= end:
        return
    line = bisect_right(line_starts, start)
    for piece in code[start:end].split("\n"):
        if piece.strip(_NOT_A_TOKEN):
            code_lines.add(line)
        line += 1


_BLOCK_MARKER = re.compile(
    r"end(?:[\s-]*of(?:[\s-]+the)?)?(?:[\s-]*(?:if|elif|else|for|while|with|try|except"
    r"|finally|match|case|def|class|function|func|method|loop|block))?"
    r"(?:[\s-]+(?:loop|block|statement))?",
    re.IGNORECASE,
)
"""A comment that only marks where a block ends (`# end if`, `# endfor`, `# end of for
loop`): `end` or `end of` and a block keyword, nothing else. `# End the main loop` or
`# Finish the program` above `running = False` / `sys.exit(2)` explains the line."""


def explaining_lines(comments: list[tuple[int, str]]) -> int:
    """Comment lines that explain, as strict mode counts them.

    A comment counts when it passes the paper's test, has two or more words, is not code
    nor a block-end marker (`# end if`), and says something no earlier comment said (a
    repeated comment counts once).
    """
    seen: set[str] = set()
    lines: set[int] = set()
    for line, comment in comments:
        text = " ".join(comment.lstrip("#").split()).lower()
        if (
            _is_explanation(comment, line)
            and has_words(text, 2)
            and not looks_like_code(comment)
            and not _BLOCK_MARKER.fullmatch(text.strip(" .:;-"))
            and text not in seen
        ):
            seen.add(text)
            lines.add(line)
    return len(lines)


class CommentDensity(Instruction):
    """Comment the code at a minimum density.

    What it asks:
        The code carries at least one explanatory comment for every `lines_per_comment`
        lines of code: with C code lines it needs ceil(C / lines_per_comment) comment
        lines, so 1-8 code lines need one comment at the default 8, 9-16 need two.

    Why:
        Comments record intent that the code cannot: why this approach, what an
        invariant is. Models often return long, completely uncommented solutions.

    Verified by:
        Python's tokenize. A code line is a physical line holding a token other than a
        comment or layout (each line of a multi-line string counts); docstrings count
        as neither code nor comment. A comment line is a line with a comment that has
        words, inline comments included; bare `#`, a shebang on line 1 and pragmas
        (`# noqa`, `# type: ...`, `# pragma ...`, `# fmt: ...`, ...) do not count.
        Code that does not tokenize, or has no code lines, fails.

    Strict mode:
        Counts only comments with two or more words that are not code, not a marker of
        where a block ends (`end` or `end of` and a block keyword, nothing else: `# end
        if`, `# end of for loop`, `# end def`; `# End the main loop` counts) and not a
        repeat of an earlier comment (`# x`, `# loop`, `# total = 0` and a comment
        pasted on every line do not explain anything). Still possible: comments with
        words that say nothing useful.
    """

    id = "doc_5"
    name = "comment_density"
    category = "doc"
    description = "Add explanatory comments at a minimum density."
    generation_prompt = (
        "Comment your code: write at least one explanatory comment for every "
        "{lines_per_comment} lines of code."
    )
    edit_prompt = (
        "Add explanatory comments to the code until there is at least one comment for "
        "every {lines_per_comment} lines of code."
    )
    parameters = (
        int_param("lines_per_comment", 8, (3, 20), "Lines of code allowed per comment line."),
    )
    verifier = "tokenize"

    strict_reads_dynamic_code = False

    def strict_violations(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """Too few comments once one-word, code and repeated comments are set aside."""
        per_comment = params["lines_per_comment"]
        code_lines, _ = count_lines(facts.code)
        needed = math.ceil(code_lines / per_comment)
        explaining = explaining_lines(facts.comments)
        if explaining >= needed:
            return []
        message = (
            f"{explaining} explanatory comment line(s) for {code_lines} code lines; at "
            f"least {needed} needed (one-word, code, block-end and repeated comments do not count)"
        )
        return [(None, message)]

    def check(self, code: str, response: str, params: dict[str, Any]) -> CheckResult:
        per_comment = params["lines_per_comment"]
        try:
            code_lines, comment_lines = count_lines(code)
        except (SyntaxError, tokenize.TokenError) as err:
            finding = (None, f"cannot tokenize the code: {err}")
            return CheckResult(passed=False, findings=(finding,))
        if code_lines == 0:
            return CheckResult(passed=False, findings=((None, "no code lines to judge"),))
        needed = math.ceil(code_lines / per_comment)
        if comment_lines >= needed:
            return CheckResult(passed=True)
        message = (
            f"{comment_lines} comment line(s) for {code_lines} code lines; at least {needed} "
            f"needed (one per {per_comment} lines of code)"
        )
        return CheckResult(passed=False, findings=((None, message),))

    def applies_to(self, code: str) -> bool:
        """True when the code is below the default density (one comment per 8 lines)."""
        try:
            code_lines, comment_lines = count_lines(code)
        except (SyntaxError, tokenize.TokenError):
            return False
        return comment_lines < math.ceil(code_lines / 8)
