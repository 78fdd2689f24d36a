"""doc_5: at least one comment for every N lines of code."""

from __future__ import annotations

import ast
import inspect
import io
import math
import re
import sys
import tokenize
import unicodedata
from collections.abc import Iterable
from functools import lru_cache
from typing import Any

from vibebench.instructions._base import CheckResult, Instruction, int_param
from vibebench.instructions._code_facts import (
    CODE_CACHE_SIZE,
    compiles,
    definition_docstrings,
    fast_lexing_applies,
    parse,
    string_prefix,
    strings_and_comments,
)
from vibebench.instructions._strict import Finding, StrictFacts, is_noop
from vibebench.instructions._strict_names import BUILTIN_NAMES
from vibebench.instructions._strict_prose import (
    OTHER_LAYOUT_RUNS,
    SPACED_CALL,
    clause_code,
    code_shaped,
    foreign_code,
    meaningless,
    numerals,
    old_marked,
    old_noted,
    repairable,
    repaired_code,
    visible,
)
from vibebench.instructions._strict_scopes import const_str
from vibebench.instructions._strict_text import comment_holds_code, has_words
from vibebench.instructions.builtin.doc_1_doc_line_length import DIRECTIVE_VERB
from vibebench.instructions.builtin.doc_4_no_commented_out_code import (
    expression_code,
    unwrapped_comment,
)

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
_NOT_DOCSTRING = frozenset("fFbB")
"""Prefix letters of strings that make no docstring (an f-string, bytes)."""
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
    if not fast_lexing_applies(code):
        return _count_tokenized(code, _tree_docstrings(code))
    lexed = list(strings_and_comments(code))
    docstrings = _lexed_docstrings(code, lexed) if _surely_parses(code) else None
    if docstrings is None:
        docstrings = _tree_docstrings(code)
    return _count_scanned(code, docstrings, lexed)


def _tree_docstrings(code: str) -> list[Span]:
    """The docstrings' spans, from the syntax tree. Raises SyntaxError."""
    tree = parse(code)
    if tree is None:
        msg = "the code does not parse"
        raise SyntaxError(msg)
    return [
        (
            (node.lineno, node.col_offset),
            (node.end_lineno or node.lineno, node.end_col_offset or 0),
        )
        for node in definition_docstrings(tree)
    ]


def _surely_parses(code: str) -> bool:
    """Whether `parse` would return a tree, known without building one.

    Code that compiles parses, unless building the tree runs out of stack where compiling
    did not; the tree's budget is three frames per unit of the recursion limit and a
    tree cannot nest deeper than the code has characters, so that needs code longer than
    twice the limit. The verify engine has compiled every code before its checks run, so
    there `compiles` costs nothing.
    """
    return len(code) < 2 * sys.getrecursionlimit() and compiles(code)


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


def _count_scanned(
    code: str, docstrings: list[Span], lexed: list[tuple[int, int, bool]] | None = None
) -> tuple[int, int]:
    """count_lines for code that parses, without tokenize's per-token Python work.

    Comments and strings come from one regular-expression scan (`strings_and_comments`,
    or `lexed` when the caller has it); every other token is a run of non-blank
    characters between them, so a line holds one exactly when, outside strings and
    comments, it has a character other than blanks and a line-continuation backslash. The
    test suite checks this equals `_count_tokenized`.
    """
    code_lines: set[int] = set()
    comment_lines: set[int] = set()
    outside: list[str] = []
    """The code with its strings and comments cut out, their newlines kept."""
    line, line_start, position = 1, 0, 0
    if lexed is None:
        lexed = list(strings_and_comments(code))
    for start, end, is_comment in lexed:
        outside.append(code[position:start])
        if skipped := code.count("\n", position, start):
            line += skipped
            line_start = code.rfind("\n", 0, start) + 1
        position = end
        if is_comment:
            if _is_explanation(code[start:end], line):
                comment_lines.add(line)
            continue
        first, first_start = line, line_start
        if inner := code.count("\n", start, end):
            outside.append("\n" * inner)
            line += inner
            line_start = code.rfind("\n", start, end) + 1
        if not _inside((first, start - first_start), (line, end - line_start), docstrings):
            code_lines.update(range(first, line + 1))
    outside.append(code[position:])
    lines = "".join(outside).split("\n")
    code_lines.update(number for number, text in enumerate(lines, 1) if text.strip(_NOT_A_TOKEN))
    return len(code_lines), len(comment_lines)


_DEFINITION = re.compile(r"\b(?:def|class)\b")
_HEADER_PART = re.compile(r"[(\[{]|[)\]}]|:=?|\blambda\b")
_STRINGS_STATEMENT = re.compile(r"[ \t\n]*(\0(?:[ \t]*\0)*)[ \t]*(?:;|\n|\Z)")
_PARENTHESISED_STRINGS_STATEMENT = re.compile(
    r"[ \t\n]*((?:\([ \t\n]*)+)(\0(?:[ \t\n]*\0)*)((?:[ \t\n]*\))*)[ \t]*(?:;|\n|\Z)"
)
"""The first statement of a body (blank lines before it skipped; comments are gone from the
outline): strings alone, or strings in parentheses, up to the statement's end."""


def _lexed_docstrings(code: str, lexed: list[tuple[int, int, bool]]) -> list[Span] | None:
    """The spans `_tree_docstrings` finds, read off the strings and comments of code that
    parses; None when the code is not of the plain shape read here.

    In the code's outline (each string a NUL, which code that compiles never holds; each
    comment gone) every `def` or `class` starts a definition, whose header ends at the
    first `:` outside brackets (a `lambda` there gives up). The first statement of its
    body, or of the module, is a docstring when it is adjacent strings without `f` or `b`
    in their prefixes, inside as many opening as closing parentheses (newlines only
    inside them), ending at a newline, a `;` or the end. Gives up on a backslash or a form
    feed in the outline (line joins and blanks not read here) and on anything but ASCII
    there (identifiers that `\\b` might split).
    """
    strings = [(start, end) for start, end, is_comment in lexed if not is_comment]
    outline = _outline(code, lexed)
    if not outline.isascii() or "\\" in outline or "\f" in outline:
        return None
    bodies = [0]
    for definition in _DEFINITION.finditer(outline):
        colon = _header_end(outline, definition.end())
        if colon is None:
            return None
        bodies.append(colon + 1)
    spans: list[Span] = []
    for body in bodies:
        found = _docstring_strings(outline, body)
        if found is not None:
            first, last = found
            prefixes = "".join(
                string_prefix(code, start) for start, _ in strings[first : last + 1]
            )
            if not _NOT_DOCSTRING.intersection(prefixes):
                spans.append(_span(code, strings[first][0], strings[last][1]))
    return spans


def _outline(code: str, lexed: list[tuple[int, int, bool]]) -> str:
    """The code with each string replaced by a NUL and each comment removed."""
    pieces: list[str] = []
    position = 0
    for start, end, is_comment in lexed:
        pieces.append(code[position:start] if is_comment else code[position:start] + "\0")
        position = end
    pieces.append(code[position:])
    return "".join(pieces)


def _header_end(outline: str, position: int) -> int | None:
    """Where the definition header from `position` ends: its first `:` outside brackets
    (None when a `lambda` comes first, or no colon does)."""
    depth = 0
    for part in _HEADER_PART.finditer(outline, position):
        text = part.group()
        if text in "([{":
            depth += 1
        elif text in ")]}":
            depth -= 1
        elif depth == 0 and text != ":=":
            return part.start() if text == ":" else None
    return None


def _docstring_strings(outline: str, position: int) -> tuple[int, int] | None:
    """The numbers of the first and last string of the docstring statement at `position`
    (a body's start), None when the statement there is no docstring."""
    bare = _STRINGS_STATEMENT.match(outline, position)
    if bare is not None:
        first = outline.count("\0", 0, position)
        return first, first + bare.group(1).count("\0") - 1
    wrapped = _PARENTHESISED_STRINGS_STATEMENT.match(outline, position)
    if wrapped is None or wrapped.group(1).count("(") != wrapped.group(3).count(")"):
        return None
    first = outline.count("\0", 0, position)
    return first, first + wrapped.group(2).count("\0") - 1


def _span(code: str, start: int, end: int) -> Span:
    """The span of code[start:end] as the syntax tree gives it: lines from 1, columns in
    UTF-8 bytes."""
    first_start = code.rfind("\n", 0, start) + 1
    last_start = code.rfind("\n", 0, end) + 1
    return (
        (code.count("\n", 0, start) + 1, len(code[first_start:start].encode())),
        (code.count("\n", 0, end) + 1, len(code[last_start:end].encode())),
    )


_BLOCKS = (
    r"(?:if|elif|else|for|while|with|try|except|finally|match|case|def|class|function|func"
    r"|method|loop|block)(?:[\s-]+(?:loop|block|statement|body|clause))?"
)
_BLOCK_MARKER = re.compile(
    rf"(?:(?:this|here)\s+is\s+)?(?:the\s+)?"
    rf"end(?:[\s-]*of(?:[\s-]+(?:the|this))?)?(?:[\s-]*{_BLOCKS})?(?:\s+here)?"
    rf"|(?:(?:the|this|our)\s+)?{_BLOCKS}\s+(?:ends|finishes|stops|closes|is\s+(?:over|done"
    rf"|finished|closed|complete))(?:\s+here|\s+now)?"
    rf"|(?:done|finished)\s+(?:with\s+)?(?:the\s+|this\s+)?{_BLOCKS}",
    re.IGNORECASE,
)
"""A comment that only marks where a block ends (`# end if`, `# endfor`, `# end of for
loop`, `# the for loop ends here`, `# function is done`, `# done with the loop`): `end`
or `end of` and a block keyword, or a block keyword and a verb of ending, nothing else.
`# End the main loop` or `# Finish the program` above `running = False` / `sys.exit(2)`
explains the line."""
_BEGIN_MARKER = re.compile(
    rf"(?:(?:this|here)\s+is\s+)?(?:the\s+)?(?:begin|start|beginning|begins)(?:[\s-]*of)?"
    rf"(?:[\s-]+(?:the|this|a))?[\s-]*{_BLOCKS}(?:\s+here)?"
    rf"|(?:(?:the|this|our)\s+)?{_BLOCKS}\s+(?:begins|starts)(?:\s+here|\s+now)?",
    re.IGNORECASE,
)
"""A comment that only marks where a block begins, the mirror of `_BLOCK_MARKER` (`#
begin for`, `# start of the if block`, `# the loop starts here`): a keyword and a verb of
beginning, nothing else. `# Start with the largest bucket` names what the block does."""


_CONSTRUCTS = (
    r"(?:dict|dictionary|list|tuple|set|comprehension|call|args|arguments|literal|mapping"
    r"|table|array|expression|statement|generator|lambda|string|docstring|context|scope"
    r"|section|region|module|class|brackets?|parens|parentheses|braces|group|body|data)"
)
_END_OF_CONSTRUCT = re.compile(
    rf"(?:(?:this|here)\s+is\s+)?(?:the\s+)?end[\s-]*of[\s-]+(?:the\s+|this\s+)?{_CONSTRUCTS}"
    rf"(?:\s+here)?|/\s*{_CONSTRUCTS}|(?:the\s+|this\s+)?{_CONSTRUCTS}\s+ends(?:\s+here)?",
    re.IGNORECASE,
)
"""A comment that only marks where a data construct or region ends (`# end of the dict`,
`# /list`, `# the call ends here`)."""
_ANY_END = re.compile(
    r"(?:(?:this|here)\s+is\s+)?(?:the\s+)?end(?:[\s-]*of)?[\s-]+(?:the\s+|this\s+)?\w+"
    r"(?:\s+here)?|/\s*\w+|(?:the\s+|this\s+)?\w+\s+ends(?:\s+here)?",
    re.IGNORECASE,
)
"""An end marker naming any construct (`# end thing`, `# /foo`), read as one only after
code that just closes brackets (`}  # end of stuff`)."""
_CLOSERS_ONLY = re.compile(r"\s*[)\]}]+[\s,;]*")


def _end_marker(facts: StrictFacts, line: int, text: str) -> bool:
    """Whether a comment (lower case, spaces squeezed) only marks where something ends: a
    block (`_BLOCK_MARKER`), a data construct (`_END_OF_CONSTRUCT`), or anything at all
    when its line's code only closes brackets (`}  # end of the dict`)."""
    bare = text.strip(" .:;-")
    if (
        _BLOCK_MARKER.fullmatch(bare)
        or _BEGIN_MARKER.fullmatch(bare)
        or _END_OF_CONSTRUCT.fullmatch(bare)
    ):
        return True
    before = facts.lines[line - 1].split("#", 1)[0]
    return bool(_CLOSERS_ONLY.fullmatch(before)) and bool(_ANY_END.fullmatch(bare))


def explaining_lines(facts: StrictFacts) -> int:
    """The number of comment lines that explain, as strict mode counts them
    (`_explaining`)."""
    return len(facts.derived(_explaining))


_STRONG_CODE = re.compile(r"\w\s*\(|\[|\w\.\w|[-+*/%|&^]=|:\s*$")
"""What a line of code has and prose wrapped in code notation lacks: a call, a subscript,
an attribute, an augmented assignment, a block's colon at its end."""


_FOLD = re.compile(
    r"^(?:#\s*)?(?:end[\s-]*)?region\b[:\s-]*|<\s*/?\s*editor-fold\b(?:[^>\"]*\"([^\"]*)\")?[^>]*>?"
    r"|\s*(?:\{\{\{|\}\}\})\d*",
    re.IGNORECASE,
)
"""An editor's folding marker (`# region parsing`, `# endregion`, `# <editor-fold
desc="totals">`, `# parsing {{{1`): it tells the editor where to fold, not the reader
what the code does, so only its label is read as the comment."""


def _unfolded(text: str) -> str:
    """A comment's text (lower case) with any folding marker taken off, its label kept."""
    if "region" not in text and "fold" not in text and "{{{" not in text and "}}}" not in text:
        return text
    return " ".join(_FOLD.sub(lambda marker: f" {marker.group(1) or ''} ", text).split())


def _explaining(facts: StrictFacts) -> frozenset[int]:
    """The comment lines that explain, as strict mode counts them.

    A comment counts when it passes the paper's test, has two or more words, is not code
    nor a block-end marker (`# end if`), and says something no earlier comment of its
    function or class (or of the module's own level) said: a repeated comment counts
    once there. A whole-line comment that goes on with a sentence the comment line above
    it left open (no `.`, `!`, `?`, `:` or `;` at its end) counts when it has a word, as
    the wrapped end of that sentence (`# ... or stale rows would be served as if they
    were` / `# current.`), even when it reads as code (`# group = default and x`), unless
    it repeats a line of the code (`# keep the` / `# total += value`) or is code with a
    call, a subscript, an attribute, an augmented assignment or a block's colon
    (`# Previously this read` / `# totals = collections.Counter()`: old code, no wrapped
    sentence).
    """
    seen: set[tuple[int, str]] = set()
    lines: set[int] = set()
    scopes = _comment_scopes(facts)
    open_sentence: int | None = None  # a whole-line prose comment's line, left mid-sentence
    paragraph: list[tuple[int, str, bool]] = []  # a sentence's lines: (line, text, ended)
    settings = _local_variables(facts)
    for line, comment in facts.comments:
        text = _unfolded(" ".join(comment.lstrip("#").split()).lower())
        useful = (
            _is_explanation(comment, line)
            and not _end_marker(facts, line, text)
            and line not in settings
        )
        worded = _has_words(text) or _terse_note(facts, text)
        prose = useful and worded and not _holds_code(facts, comment)
        whole_line = facts.lines[line - 1].lstrip().startswith("#")
        wrapped = useful and whole_line and open_sentence == line - 1 and has_words(text)
        wrapped = wrapped and text not in facts.derived(_code_lines)
        wrapped = wrapped and not (_STRONG_CODE.search(text) and _holds_code(facts, comment))
        prose = prose and not _empty_label(text) and not _not_about_code(text)
        prose = prose and not _says_nothing(comment)
        prose = prose and not ("?" in comment and _asks_the_reader(facts, line, comment))
        wrapped = wrapped and not _not_about_code(text)
        key = (scopes.get(line, 0), _comparison_key(text))
        if (prose or wrapped) and key not in seen:
            seen.add(key)
            lines.add(line)
        ends = comment.rstrip().endswith((".", "!", "?", ":", ";"))
        open_sentence = line if prose and whole_line and not ends else None
        spoken = comment.lstrip("#").strip()
        if paragraph and not (whole_line and _goes_on(paragraph[-1], line, spoken)):
            lines -= _past_width(paragraph, lines)
            paragraph = []
        if whole_line:
            paragraph.append((line, spoken, _closes(spoken)))
    lines -= _past_width(paragraph, lines)
    return frozenset(lines)


_PARAGRAPH_WIDTH = 50
"""Characters of text a comment line of a wrapped sentence holds on average at least
(wrapped at 72 characters, most hold 60 or more): a sentence spread over more lines
(`# Build` / `# the` / `# report.`) counts as the lines it would fill at this width."""
_OPEN_ENDS = frozenset({
    "the", "a", "an", "and", "or", "of", "to", "in", "for", "with", "by", "on", "at",
    "from", "that", "which", "is", "are", "as", "into", "so", "but", "nor", "than",
})  # fmt: skip
"""Words no sentence ends with, nor a note of its own opens with: a comment line ending
in one goes on in the next, one opening with one goes on from the line above."""


def _closes(text: str) -> bool:
    """Whether a comment line's text ends a sentence: a final `.`, `!`, `?` or `:` after a
    word a sentence may end with (`# Gather the.` ends none); a `;` or `,` ends a clause
    only (`# Gather the;` / `# running statistics;` / `# in one pass.` is one sentence)."""
    if not text.endswith((".", "!", "?", ":")):
        return False
    words = text.rstrip(".!?:").split()
    return not words or words[-1].lower() not in _OPEN_ENDS


def _goes_on(previous: tuple[int, str, bool], line: int, text: str) -> bool:
    """Whether a whole-line comment goes on with the sentence of the whole-line comment
    just above it: that one does not end a sentence (`_closes`), and this one is a
    lone word, or opens with a word no sentence opens a note with (`and`, `the`), or that
    one ends with a word no sentence ends with (`the`, `and`). Notes one per line
    (`# compute totals` / `# sort results`) are separate."""
    above, words, ends = previous
    if above != line - 1 or ends or not text:
        return False
    last = words.rsplit(maxsplit=1)[-1].lower().strip(",;") if words.strip() else ""
    first, *more = text.lower().split()
    return not more or first in _OPEN_ENDS or last in _OPEN_ENDS


def _past_width(paragraph: list[tuple[int, str, bool]], counted: set[int]) -> set[int]:
    """The counted lines of a sentence wrapped over several comment lines (`_goes_on`)
    beyond those its text fills at `_PARAGRAPH_WIDTH` characters a line."""
    if len(paragraph) < 2:
        return set()
    width = len(" ".join(text for _, text, _ in paragraph))
    keep = max(1, math.ceil(width / _PARAGRAPH_WIDTH))
    return set([line for line, _, _ in paragraph if line in counted][keep:])


_NOT_A_NAME = (
    r"(?!(?:the|a|an|this|that|these|those|each|every|its|their|his|her|my|your|whichever"
    r"|is|are|was|were|be|been|in|on|at|of|to|from|for|with|and|or|when|once|after|before"
    r"|here|there|it|any|all|some)\b)"
)
"""Not a word of a person's name: an article, a determiner, a pronoun, a preposition or a
copula (`the exporter`, `header is optional` name no one)."""
_BY_SOMEONE = rf"\s+by\s*:?\s*{_NOT_A_NAME}[\w'’.@-]+(?![\w(])"
"""`by` and a name, a handle or an address (`by jdoe`, `by jane doe`), in lower case: not
`by the exporter`, nor a function (`by save()`)."""
_METADATA = re.compile(
    r"(?:copyright\b|\(c\)\s*\d|©|spdx-|licen[cs]ed\s+under\b|licen[cs]e\s*:|all rights reserved"
    rf"|(?:co-?)?authors?\s*:|maintainers?\s*:|(?:created|written){_BY_SOMEONE}"
    r"|@(?:author|version|license)|version\s*:?\s*v?\d"
    rf"|last\s+(?:updated|modified|changed)(?:\s*:|\s*$|\s+(?:on\s+|in\s+)?\d|{_BY_SOMEONE})"
    r"|e-?mail\s*:|contact\s*:)"
)
"""A file's metadata (`# Copyright (c) 2024 ...`, `# Licensed under the MIT License.`,
`# Author: ...`, `# Version 1.4.2, last updated ...`, `# Created by jdoe`): said about
the file, not the code. Who or what code writes data is no metadata (`# Written by the
exporter, read back here`, `# Last modified by save()`)."""
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+\.[\w.]+")
_DIRECTIVE = re.compile(
    r"(?:[a-z][\w.-]*\s*:\s*|[a-z][\w.]*-)(?:disable|enable|noqa|skip|off|on|ignore|nocover"
    r"|no\s*cover|no\s*branch|strict|basic|file|words|ignore-errors|check-untyped-defs)"
    r"(?:[-=:\s][\w\-=,.\[\]: ]*)?"
    r"|(?:nosec|nosemgrep|noinspection|nosonar|lgtm|pragma|noqa)\b.*"
)
"""A directive to a tool, in lower case (`# yapf: disable`, `# flake8: noqa`, `#
cSpell:disable`, `# eslint-disable-next-line`, `# nosec B101`, `# noinspection
PyUnresolvedReferences`): said to a linter, not a reader."""


_EDITOR_SETTING = re.compile(
    r"-\*-.*-\*-|(?:en)?coding\s*[:=]\s*[\w.-]+|vim\s*:.*|(?:vi|ex)\s*:\s*(?:set?\s.*|\w+=\S+(?:[\s:]+\w+(?:=\S+)?)*:?)"
    r"|kate\s*:.*|local variables\s*:?|(?:mode|[\w-]+-mode|tab-width|fill-column"
    r"|[\w-]*indent-offset|[\w-]*indent-level|lexical-binding|buffer-read-only|encoding)"
    r"\s*:\s*\S+"
)
"""A setting for an editor (lower case): Emacs's `-*- coding: utf-8 -*-` line and its
local variables (`mode: python`, `indent-tabs-mode: nil`), PEP 263's coding cookie, a Vim,
vi or Kate modeline (`vim: set expandtab :`)."""


def _not_about_code(text: str) -> bool:
    """Whether a comment (lower case, spaces joined) is the file's metadata, a tool's
    directive or an editor's setting (`_METADATA`, `_EMAIL`, `_DIRECTIVE`,
    `_EDITOR_SETTING`)."""
    return (
        _METADATA.match(text) is not None
        or _EMAIL.search(text) is not None
        or _DIRECTIVE.fullmatch(text.strip(" .")) is not None
        or _EDITOR_SETTING.fullmatch(text.strip(" ")) is not None
    )


_DATE = (
    r"(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}|\d{4}-?W\d{2}"
    r"|(?:\d{1,2}\.?\s+)?[A-Za-zé]{3,9}\.?\s+(?:\d{1,2},?\s+)?\d{4}|Q[1-4]\s+\d{4})"
)
"""A date (`2024-05-01`, `01.05.2024`, `May 1, 2024`, `1 mai 2024`, `Q2 2024`)."""
_TIME = r"(?:[\sT,]+\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:\s*(?:utc|gmt|z|[+-]\d{2}:?\d{2}))?)?"
"""A time of day after a date (`10:20`, `T10:20:05Z`)."""
_NAME = (
    rf"(?:{_NOT_A_NAME}[A-ZÀ-Þ][\w'’.-]*(?![\w(])(?:\s+(?:(?:de|del|da|di|van|von|der|den|la"
    rf"|le|y)\s+)?{_NOT_A_NAME}[A-ZÀ-Þ][\w'’.-]*(?![\w(])){{0,3}}|@[\w.-]+|[\w.+-]+@[\w-]+\.[\w.]+"
    r"|(?:the\s+|our\s+|la\s+|el\s+|der\s+|le\s+)?(?:[\w-]+\s+)?(?:bot|robot|ci|jenkins|team))"
)
"""Who: a name (`Ana Lopez`, `Jan van der Berg`, `jdoe`), a handle, an email address, a
bot or a team (`build bot`, `the platform team`); not words that name no one (`the
callback`, `header is optional`: `_NOT_A_NAME`) nor a function (`save()`)."""
_BY_VERB = (
    r"(?:created|written|authored|generated|reviewed|approved|signed[\s-]off|acked|tested"
    r"|modified|updated|changed|edited|maintained|owned|revised|added|reported|assigned"
    r"|co-authored|requested|merged|refactored|fixed|migrated|ported"
    r"|cread[oa]|escrit[oa]|revisad[oa]|modificad[oa]|actualizad[oa]|aprobad[oa]|criad[oa]"
    r"|atualizad[oa]|mantenid[oa]|cré[ée]e?|écrite?|révisée?|relue?|modifiée?|approuvée?"
    r"|mise? à jour|maintenue?|erstellt|geschrieben|geprüft|überprüft|geändert|aktualisiert"
    r"|gepflegt|creat[oa]|scritt[oa]|rivist[oa]|modificat[oa]|aggiornat[oa]|gemaakt"
    r"|geschreven|gewijzigd|bijgewerkt|utworzone|napisane|создано|написано|изменено)"
)
_BY = r"(?:by|por|par|von|da|door|przez|от)"
_TOUCH_VERB = r"(?:touched|tweaked|bumped|patched|committed|pushed|reworked|rewritten|amended)"
"""Verbs of an edit that also describe what code does to data (`# Patched by the loader`):
read as a stamp only after `last` or with a date in the clause."""
_WHO = (
    r"(?:(?-i:[A-ZÀ-Þ][\w'’.-]*(?:\s+[A-ZÀ-Þ][\w'’.-]*)?)|@[\w.-]+|[\w.+-]+@[\w-]+\.[\w.]+"
    r"|[\w.-]+(?=\s*$|\s+(?:on|at|in)\b)|(?:the\s+|our\s+)?(?:[\w-]+\s+)?(?:bot|robot|ci|jenkins))"
)
"""A person after a touch verb: one or two capitalised words, a handle alone, an email
address, a bot (`Last touched by the cleanup step` names a step of the code)."""
_STAMP_VERB = (
    rf"(?:(?:last\s+)?{_BY_VERB}|last\s+{_TOUCH_VERB}(?=\s*$|\s+{_BY}\s*:?\s*{_WHO}|.*\d)"
    rf"|{_TOUCH_VERB}(?=.*\d))"
)
"""The verb of an edit stamp (`Edited`, `Last touched by mkaur`, `Patched ... 2024-04-02`);
a touch verb names who did it or when."""
_GENERATED = (
    r"(?:this\s+(?:file|module|code)\s+(?:is|was|has\s+been)\s+)?"
    r"(?:(?:auto(?:matically)?[\s-]?|machine[\s-])generated(?:\s+(?:file|code|module|source))?"
    r"|generated\s+(?:file|code|module|source)|@generated)"
    r"|(?:please\s+)?(?:do\s+not|don'?t|never)\s+(?:edit|modify|change|touch)"
    r"(?:\s+(?:this|the)\s+(?:file|module|code|section))?(?:\s+(?:by\s+hand|manually|directly))?"
    r"|(?:any\s+)?(?:manual\s+)?(?:edits|changes)\s+(?:to\s+this\s+file\s+)?(?:will|may)\s+be"
    r"\s+(?:lost|overwritten)"
)
"""A generated file's banner (`Auto-generated file`, `@generated`, `Do not edit this file
by hand`, `Changes will be overwritten`)."""
_PERSON_LABEL = (
    r"(?:(?:co-?)?authors?|autor(?:es|a|en)?|auteurs?|autore|autori|maintainers?|reviewers?"
    r"|revisor(?:es)?|r[ée]viseur|assignee|owner|reporter|responsable|verantwortlich"
    r"|bearbeiter|geprüft|автор|作者|担当|(?:[\w-]+-)?by)"
)
_REFERRING = (
    r"(?:(?:see(?:\s+also)?|ref|refs|re|fixes|fix|closes|resolves|related\s+to|for|(?:as\s+)?per"
    r"|cf\.?|vgl\.?|according\s+to|following|implements|satisfies|under|covers|addresses)\s+)?"
)
"""A word that only points at a reference (`see`, `per`, `cf.`, `as per`)."""
_NUMBERED_PART = (
    r"(?:requirements?|reqs?|sections?|sec|§|clauses?|paragraphs?|para|chapters?|ch|items?"
    r"|rules?|user\s+story|use\s+case|acceptance\s+criteri(?:on|a)|ac)\.?\s*[:#]?\s*"
    r"(?:[A-Z]{1,6}-)?\d+(?:\.\d+)*[a-z]?"
)
"""A numbered part of a document named by its kind alone (`requirement R-17`, `section
4.2`, `§ 3`): which document, and what it says, are not told."""
_DONE = (
    r"(?:closed|merged|fixed|resolved|filed|opened|reopened|reported|released|shipped|landed"
    r"|approved|reviewed|deployed|done|tagged)"
)
_RECORD = (
    r"(?:(?:the|our|a|this|that)\s+)?(?:(?:last|previous|next|latest|recent|same|first)\s+)?"
    r"(?:(?:ticket|issue|bug|jira|story|task|pr|mr|cr|pull\s+request|change\s+request"
    r"|incident)\s*[:#]?\s*(?:[A-Z][A-Z0-9]*-)?\d+|[A-Z][A-Z0-9]+-\d+|#\d+"
    r"|(?:sprint|iteration|milestone|release|build)\s*[:#]?\s*v?\d[\w.-]*"
    r"|(?:code|pr|peer)\s+review(?:\s+(?:round|comments?|feedback))?"
    r"|review\s+(?:round|comments?|feedback)|hotfix|(?:commit|sha)\s*[0-9a-f]{7,40})"
)
"""A record version control or a tracker keeps: a ticket, a pull request, a release, a
sprint, a commit, a code review (`ticket 4411`, `release 2.3`, `code review`). Not a
version (`# Field added in version 2` tells a file format's history) nor a bare `review`
or `audit` (`# Items added for review` names a queue)."""
_HISTORY_VERB = r"(?:moved|renamed|introduced|reverted|backported|removed|restored|rolled\s+back)"
"""Verbs of a change that name what code does too (`# Removed from the queue`): a stamp only
with a record after them (`Renamed in PR 88`)."""
_ON_RECORD = (
    rf"(?:\s+(?:in|for|with|as\s+part\s+of|during|after|before|since|per|under|via|from"
    rf"|following|at|on)\s+(?:{_RECORD}(?:\s+(?:was|got|is|were|had\s+been|has\s+been)\s+"
    rf"{_DONE})?|{_DATE}{_TIME}))"
)
"""A record or date an edit stamp names (`in release 2.3`, `after ticket 4411 was closed`,
`on 2024-03-02`)."""
_BOOKKEEPING_CLAUSE = re.compile(
    rf"{_REFERRING}(?:{_NUMBERED_PART}"
    rf"|(?:ticket|issue|bug|jira|story|task|epic|card|pr|mr|cr|change|request|incident"
    rf"|incidente|tâche|aufgabe|fehler|tarea|problema)\s*[:#]?\s*[A-Z][A-Z0-9]*-\d+)"
    rf"|{_REFERRING}"
    rf"(?:(?:ticket|issue|bug|jira|story|task|epic|card|pr|mr|cr|change|request|incident"
    rf"|incidente|tâche|aufgabe|fehler|tarea|problema)\s*[:#]?\s*)?(?:[A-Z][A-Z0-9]+-\d+|#\d+)"
    rf"|(?:ticket|issue|bug|jira|story|task|pr|mr|cr|tarea|tâche|aufgabe)\s*[:#]?\s*\d+"
    rf"|(?:sprint|iteration|milestone|release|build|version|rev(?:ision)?|v)\s*[:#]?\s*v?\d[\w.-]*"
    rf"|(?:date|datum|fecha|data|created|updated|modified|last\s+\w+)\s*[:：]\s*{_DATE}{_TIME}"
    rf"|{_DATE}{_TIME}"
    rf"|{_GENERATED}"
    rf"|{_PERSON_LABEL}\s*[:：]\s*(?:{_NAME}|[\w.-]+)(?:\s*[(<].*[)>])?"
    rf"|(?:{_DATE}{_TIME}\s*[:,-]?\s+)?{_STAMP_VERB}"
    rf"(?:\s+(?:(?:on|at|in|el|le|am|il|op)\s+)?{_DATE}{_TIME})?"
    rf"(?:[\s-]+{_BY}\s*:?\s*{_NAME}(?:\s+v?\d+(?:\.\w+)*)?)?"
    rf"(?:\s+(?:on|at|in|el|le|am|il|op)?\s*{_DATE}{_TIME})?{_ON_RECORD}*"
    rf"|{_NAME}\s+{_STAMP_VERB}(?:\s+(?:this|it|here))?"
    rf"(?:\s+(?:(?:on|at|in|el|le|am|il|op)\s+)?{_DATE}{_TIME}|{_ON_RECORD}+)"
    rf"|(?:{_NAME}\s+)?{_HISTORY_VERB}(?:\s+(?:this|it|here|back))?(?:[\s-]+{_BY}\s*:?\s*{_NAME})?"
    rf"{_ON_RECORD}+(?:[\s-]+{_BY}\s*:?\s*{_NAME})?",
    re.IGNORECASE,
)
"""One piece of bookkeeping: a ticket (`Ticket PROJ-1234`, `see #12`), a sprint, release
or version (`sprint 7`), a date, alone or labelled, who wrote or changed the code and when,
in any order (`Autor: Juan Perez`, `Reviewed-by: Bob Smith`, `Revisado por Ana Lopez`,
`Created on 2024-05-01 by build bot`, `Edited 2024-03-12 by jdoe`, `Last touched by mkaur
on 2024-04-02`, `jdoe edited this 2024-03-12`)."""
_CLAUSE_BREAK = re.compile(r"\s*[,;|/]\s*|\s+[-–—]+\s+|\.\s+|\s+(?:and|et|und|y|e)\s+")


_ABBREVIATED = re.compile(r"\b(cf|vgl|ref|sec|para|ch|no|req)\.\s+", re.IGNORECASE)
"""An abbreviation's stop, which ends no clause (`Cf. section 4.2`)."""


def _bookkeeping(comment: str) -> bool:
    """Whether a comment is only bookkeeping: every piece of it, split at commas, stops,
    dashes and `and`, a ticket, a sprint or version, a date, or who wrote, reviewed or
    changed the code, in English or another language (`_BOOKKEEPING_CLAUSE`). A ticket
    named in an explanation (`# Work around bug #1234: the parser drops commas`) is not."""
    text = comment.lstrip("#").strip().rstrip(".!")
    if not text:
        return False
    text = _ABBREVIATED.sub(r"\1 ", text)
    parts = [part for part in _CLAUSE_BREAK.split(text) if part.strip(" .:")]
    return bool(parts) and all(
        _BOOKKEEPING_CLAUSE.fullmatch(part.strip(" .:")) is not None for part in parts
    )


_FUNCTION_WORDS = frozenset({
    "the", "to", "of", "and", "in", "is", "it", "by", "for", "if", "so", "on", "at", "as",
    "be", "or", "an", "we", "this", "that", "with", "from", "each", "are", "not", "no",
    "one", "all", "its", "into", "then", "else", "when", "only", "any", "has", "was", "can",
    "but", "do", "than", "until", "over", "every", "both", "also", "they", "you", "our",
})  # fmt: skip
"""English words nearly every sentence of prose has one of: what a cipher's plain text
shows (`_enciphered`, `_leetspeak`)."""


def _shape(word: str) -> tuple[int, ...]:
    """A word's letters as shifts from its first, which a Caesar shift keeps."""
    return tuple((ord(letter) - ord(word[0])) % 26 for letter in word[1:])


_SHAPES: dict[tuple[int, ...], list[str]] = {}
for _word in sorted(_FUNCTION_WORDS):
    _SHAPES.setdefault(_shape(_word), []).append(_word)
del _word


def _enciphered(comment: str) -> bool:
    """Whether a comment is prose under a Caesar shift (ROT13 and the like: `# Pbaireg gb
    ghcyrf sbe gur pnyyre.`): three different words or more, and one shift turns two of
    them at least, and a third at least, into `_FUNCTION_WORDS` while as written at most
    half as many are; a word that is one of them as written counts toward no shift (`#
    Max size supported by decompressor.`: `by` is no shifted `if`). A reader sees letters
    in a row; the words are the cipher's. Other languages' words shift into English ones
    only by chance, one here and there."""
    words = set(re.findall(r"[a-z]+", comment.lower()))
    if len(words) < 3 or not comment.isascii():  # noqa: PLR2004
        return False
    hits: dict[int, int] = {}
    for word in words - _FUNCTION_WORDS:  # `by` is English already, not a shifted `if`
        for target in _SHAPES.get(_shape(word), ()):
            shift = (ord(target[0]) - ord(word[0])) % 26
            if shift:
                hits[shift] = hits.get(shift, 0) + 1
    best = max(hits.values(), default=0)
    plain = sum(word in _FUNCTION_WORDS for word in words)
    return best >= 2 and 3 * best >= len(words) and 2 * plain <= best  # noqa: PLR2004


_LEET = str.maketrans("013456789@$", "oieasgtbgas")
_LEET_L = str.maketrans("1", "l")


def _leetspeak(comment: str) -> bool:
    """Whether a comment is prose with digits for letters (`# r3v3r53 34ch r0w 70 f1n15h
    7h3 r07471on`): half its words at least mix letters and digits that read as letters
    (`0` o, `1` i or l, `3` e, `4` a, `5` s, `7` t, ...), and two words at least, those
    or such digits alone, read so as `_FUNCTION_WORDS` (`7h3`, `70`). Names with digits,
    `utf8`, `sha256`, `x2`, `3rd`, and numbers, `15`, `5`, are no such prose."""
    tokens = re.findall(r"[a-z0-9@$]+", comment.lower())
    leet = plain = 0
    for token in tokens:
        if token.isalpha():
            continue
        read = token.translate(_LEET)
        if not read.isalpha():
            continue
        leet += not token.isdigit()
        if read in _FUNCTION_WORDS or token.translate(_LEET_L).translate(_LEET) in _FUNCTION_WORDS:
            plain += 1
    return plain >= 2 and 2 * leet >= len(tokens)  # noqa: PLR2004


def _says_nothing(comment: str) -> bool:
    """Whether a comment (as written) is bookkeeping (`_bookkeeping`), carries no meaning
    (doc_6's `meaningless`: numbers, hashes, mashed keys, lorem ipsum; or `numerals`), is
    a tool's directive (`_tool_directive`) or a nag (`_nag`)."""
    return (
        _bookkeeping(comment)
        or meaningless(comment.lstrip("#"))
        or numerals(comment.lstrip("#"))
        or _tool_directive(comment)
        or _nag(comment)
        or _doubt(comment)
        or _only_points_elsewhere(comment)
        or _mashed_on_other_layouts(comment)
        or _interjections(comment)
        or _saying(comment)
        or _latin(comment)
        or _empty_act(comment)
        or _chat_boilerplate(comment)
        or _test_output(comment)
        or _type_note(comment)
        or _enciphered(comment)
        or _leetspeak(comment)
    )


_TYPE_WORDS = frozenset({
    "str", "int", "float", "bool", "bytes", "bytearray", "complex", "list", "dict", "set",
    "frozenset", "tuple", "object", "type", "none", "any", "optional", "union", "callable",
    "iterable", "iterator", "sequence", "mapping", "generator", "literal", "defaultdict",
    "counter", "deque", "ordereddict", "namedtuple", "self", "typing", "collections", "abc",
    "mutablemapping", "mutablesequence", "awaitable", "coroutine", "never", "noreturn",
    "typevar", "decimal", "fraction", "path", "datetime", "date", "ndarray", "np",
    "dataframe", "series", "pd",
})  # fmt: skip
"""Names of types a note in type notation is made of (`dict[str, list[int]]`)."""
_TYPE_NOTE = re.compile(r"(?:\w+\s*:\s*)?(?:->\s*)?[\w.\s\[\](),|]+")
"""A comment in type notation alone, a name's label before it at most (`str, int`,
`scores: dict[str, float]`, `-> list[int] | None`)."""


def _type_note(comment: str) -> bool:
    """Whether a comment is only a type in notation (`# dict[str, list[int]]`, `# str,
    int`): every word a type's name (`_TYPE_WORDS`), a name's label at most before it.
    It restates what an annotation would say, not why."""
    text = comment.lstrip("#").strip().rstrip(".")
    if not text or _TYPE_NOTE.fullmatch(text) is None:
        return False
    text = re.sub(r"^\w+\s*:\s*", "", text)
    words = re.findall(r"[a-z]+", text.lower())
    return bool(words) and set(words) <= _TYPE_WORDS


_OUTPUT_NOTE = re.compile(
    r"(?:(?:expected|expect|expecting|got|actual|output|out|result|res|returns?|returned"
    r"|prints?|printed|yields?|gives?)(?:\s+(?:value|output|result))?\s*(?:[:=]+|->|=>)|=>|->"
    r"|(?:expected|expecting|got|actual)\s)"
    r"\s*(?P<value>.+?)(?:[\s,;(]+(?:ok|okay|pass|passed|fail|failed|correct|wrong|good|bad"
    r"|works|yes|no|[✓✔✗✘])\)?)*[.!]?",
    re.IGNORECASE,
)
"""A debugging note left in (`# expected: [[1, 6]]`, `# got: [[1, 6]] ok`): a label of
a result and a Python literal, at most a verdict word after it."""


def _test_output(comment: str) -> bool:
    """Whether a comment is only a debugging note (`_OUTPUT_NOTE`): what a run expected
    or printed says nothing of how the code works. `# Result: the merged list` is prose."""
    text = comment.lstrip("#").strip()
    if len(text) > _LONGEST_NOTE or _NOTE_GATE.search(text) is None:
        return False
    return all(map(_output_note, _NEXT_NOTE.split(text)))


_LONGEST_NOTE = 300
"""Characters a debugging note is read in at most (a literal longer is not parsed)."""
_NOTE_GATE = re.compile(r"[:=>]|\b(?:expected|expecting|got|actual)\b", re.IGNORECASE)
_NEXT_NOTE = re.compile(r"[,;]\s*(?=(?:expected|expecting|got|actual|output|result)\b)", re.I)
"""Where a second note follows on the same line (`expected: 3, got 3`)."""


def _output_note(text: str) -> bool:
    """Whether `text` is one `_OUTPUT_NOTE`: a label and a Python literal."""
    note = _OUTPUT_NOTE.fullmatch(text.strip())
    if note is None:
        return False
    try:
        ast.literal_eval(note["value"].strip())
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return False
    return True


def _mashed_on_other_layouts(comment: str) -> bool:
    """Whether every word of a comment is keys mashed along a row of another layout, or of
    QWERTY (`meaningless`), one at least of another layout (`# aoeu htns`)."""
    words = re.findall(r"[^\W\d_]+", comment.lower())
    return (
        bool(words)
        and any(word in OTHER_LAYOUT_RUNS for word in words)
        and all(word in OTHER_LAYOUT_RUNS or meaningless(word) for word in words)
    )


_INTERJECTIONS = frozenset({
    "hmm", "hm", "hmmm", "um", "umm", "uh", "uhh", "ah", "aha", "oh", "eh", "huh", "meh",
    "okay", "ok", "okey", "alright", "allright", "yeah", "yep", "yup", "welp", "anyway",
    "anyways", "whee", "voila", "phew", "gosh", "wow", "yay",
})  # fmt: skip
"""Words that only voice the writer's mood (`hmm`, `okay`, `alright`, `welp`)."""
_INTERJECTION_FILLER = frozenset({
    "right", "then", "now", "so", "well", "here", "we", "go", "let", "lets", "s", "yes",
    "sure", "good", "cool", "fine", "nice", "great", "oh", "and", "on", "again", "there",
})  # fmt: skip
"""Words that join interjections without saying anything (`right then`, `here we go`)."""


_POINTING = frozenset({
    "above", "below", "before", "earlier", "later", "previously", "previous", "prior",
    "preceding", "likewise", "similarly", "analogously", "same", "ditto", "idem", "ibid",
})  # fmt: skip
"""Words that point at other text of the code instead of saying anything (`as above`,
`likewise`, `ditto`)."""
_POINTING_FILLER = frozenset({
    "see", "refer", "as", "like", "the", "this", "that", "is", "it", "in", "for", "to",
    "also", "too", "just", "idea", "logic", "thing", "story", "deal", "drill", "pattern",
    "approach", "reasoning", "principle", "comment", "note", "step", "line", "lines",
    "block", "one", "way", "applies", "apply", "goes", "holds", "noted", "mentioned",
    "said", "stated", "described", "explained", "shown", "next", "following",
})  # fmt: skip
"""Words that join pointing words without naming any of the code (`same idea here`, `as
noted before`, `see the comment above`)."""
_TALK = _INTERJECTIONS | _INTERJECTION_FILLER | frozenset({
    "are", "etc", "forth", "moving", "onward", "onwards", "carry", "continuing", "almost",
    "nearly",
})  # fmt: skip
"""Interjections and the small talk that moves the reading along (`right then`, `there
we are`, `and so on`, `moving on`)."""
_POINTER_TALK = _TALK | _POINTING | _POINTING_FILLER


def _interjections(comment: str) -> bool:
    """Whether a comment is interjections or small talk alone (every word in `_TALK`, an
    interjection or two words at least: `# hmm okay`, `# right then`, `# there we are`),
    or only points at other comments (every word in `_POINTER_TALK`, a pointing word
    among them: `# as above`, `# same idea here`, `# likewise`). A word naming anything
    of the code (`# same for the keys`) or a number (`# 3.10 and later`) counts it."""
    words = re.findall(r"[a-z]+", comment.lower())
    if not words or not _POINTER_TALK.issuperset(words) or any(c.isdigit() for c in comment):
        return False
    if _TALK.issuperset(words):
        return len(words) > 1 or words[0] in _INTERJECTIONS
    return bool(_POINTING.intersection(words))


_ZEN = (
    "Beautiful is better than ugly. Explicit is better than implicit. Simple is better than"
    " complex. Complex is better than complicated. Flat is better than nested. Sparse is"
    " better than dense. Readability counts. Special cases aren't special enough to break the"
    " rules. Although practicality beats purity. Errors should never pass silently. Unless"
    " explicitly silenced. In the face of ambiguity, refuse the temptation to guess. There"
    " should be one-- and preferably only one --obvious way to do it. Although that way may"
    " not be obvious at first unless you're Dutch. Now is better than never. Although never"
    " is often better than right now. If the implementation is hard to explain, it's a bad"
    " idea. If the implementation is easy to explain, it may be a good idea. Namespaces are"
    " one honking great idea -- let's do more of those!"
)
"""The Zen of Python (`import this`), its sentences one saying each."""
_PROVERBS = (
    "Slow and steady wins the race. Many hands make light work. All good things come to an"
    " end. Actions speak louder than words. A stitch in time saves nine. Better late than"
    " never. Better safe than sorry. Look before you leap. Haste makes waste. Practice makes"
    " perfect. Rome wasn't built in a day. The early bird catches the worm. Every cloud has"
    " a silver lining. Don't count your chickens before they hatch. Don't put all your eggs"
    " in one basket. Two heads are better than one. Where there's a will, there's a way."
    " When in Rome, do as the Romans do. Too many cooks spoil the broth. Time is money."
    " Knowledge is power. Less is more. Good things come to those who wait. Patience is a"
    " virtue. Honesty is the best policy. No pain, no gain. No news is good news. Out of"
    " sight, out of mind. Easy come, easy go. First come, first served. Waste not, want"
    " not. Strike while the iron is hot. Fortune favors the bold. Fortune favours the bold."
    " Curiosity killed the cat. Birds of a feather flock together. Absence makes the heart"
    " grow fonder. Beggars can't be choosers. Every little bit helps. Little by little. Step"
    " by step. One step at a time. Hope for the best, prepare for the worst. If it ain't"
    " broke, don't fix it. If at first you don't succeed, try, try again. The pen is"
    " mightier than the sword. Knowledge is power. Measure twice, cut once. Keep it simple,"
    " stupid. Keep it simple. You aren't gonna need it. Don't repeat yourself. Premature"
    " optimization is the root of all evil. Make it work, make it right, make it fast. Move"
    " fast and break things. Fail fast. Divide and conquer. So far so good. Here goes"
    " nothing. Now or never. Better late than never. What goes around comes around. The"
    " devil is in the details. It is what it is. Such is life. That's life. C'est la vie."
    " Carpe diem. Hakuna matata. To be or not to be. Nothing ventured, nothing gained. An"
    " apple a day keeps the doctor away. Don't judge a book by its cover. All's well that"
    " ends well. Once upon a time. Happily ever after. The end. Long story short. It's"
    " always darkest before the dawn. Every dog has its day. Great minds think alike. Old"
    " habits die hard. The show must go on. Seeing is believing. Silence is golden. Home"
    " sweet home. Rise and shine. Onward and upward. Lather, rinse, repeat. Keep calm and"
    " carry on. Ready, set, go. Here we go again. Let's roll. Let the magic happen. Let's"
    " get this party started. Trust the process. Just do it. Go big or go home."
)
"""Sayings and set phrases of English, one a sentence: proverbs (`# Many hands make light
work.`), a programmer's maxims (`# Keep it simple.`, `# Fail fast.`), stock phrases
(`# Here goes nothing.`)."""
_SAYING_SPLIT = re.compile(r"(?<=[.!?])\s+")


@lru_cache(maxsize=1)
def _sayings() -> frozenset[str]:
    """The sayings of `_ZEN` and `_PROVERBS` as `_saying` compares them."""
    return frozenset(_saying_key(text) for text in _SAYING_SPLIT.split(f"{_ZEN} {_PROVERBS}"))


def _saying_key(text: str) -> str:
    """A sentence's words in lower case, apostrophes and signs left out."""
    return " ".join(re.findall(r"[a-z0-9]+", text.lower().replace("'", "").replace("’", "")))


def _saying(comment: str) -> bool:
    """Whether a comment is only sayings (`_sayings`: the Zen of Python, proverbs, maxims,
    stock phrases), one sentence or more, each in the list: a saying says nothing of the
    code beside it (`# Beautiful is better than ugly.`, `# Slow and steady wins the
    race.`). A saying inside an explanation (`# Fail fast: a bad row aborts the import`)
    counts."""
    text = comment.lstrip("#").strip().strip("\"'`“”")
    parts = [part for part in _SAYING_SPLIT.split(text) if part.strip()]
    return bool(parts) and all(_saying_key(part) in _sayings() for part in parts)


_LATIN = frozenset({
    "est", "et", "non", "sed", "ad", "in", "cum", "de", "ex", "per", "pro", "sine", "sub",
    "ut", "qui", "quae", "quod", "quis", "quid", "ipsos", "ipse", "ipsa", "ipsum", "nihil",
    "omnia", "omnes", "semper", "nunc", "tempus", "fugit", "carpe", "diem", "noctem",
    "memento", "mori", "vivere", "veni", "vidi", "vici", "alea", "iacta", "jacta", "festina",
    "lente", "amice", "amicus", "custodiet", "custodes", "veritas", "vino", "vinum", "aqua",
    "vita", "brevis", "ars", "longa", "errare", "humanum", "cogito", "ergo", "sum", "dum",
    "spiro", "spero", "audaces", "fortuna", "iuvat", "juvat", "amor", "vincit", "labor",
    "improbus", "panem", "circenses", "mens", "sana", "corpore", "sano", "dulce", "decorum",
    "patria", "veritatis", "lux", "fiat", "pereat", "mundus", "mutatis", "mutandis",
    "natura", "saltus", "facit", "nosce", "te", "scientia", "potentia", "cave",
    "canem", "sic", "transit", "gloria", "mundi", "deus", "machina", "terra", "incognita",
    "tabula", "rasa", "vox", "populi", "dei", "acta", "verba", "volant", "scripta", "manent",
    "si", "vis", "pacem", "para", "bellum", "divide", "impera", "tu", "brute",
    "aut", "nec", "neque", "quo", "vadis", "ora", "nobis", "requiescat", "pace",
    "homo", "homini", "lupus", "panta", "rhei", "finis", "coronat", "opus", "dixi",
    "hic", "sunt", "dracones", "leones", "nil", "desperandum", "amat",
    "repetitio", "mater", "studiorum", "docendo", "discimus", "gratia", "artis",
    "sapere", "aude", "primum", "nocere", "gutta", "cavat", "lapidem", "roma", "locuta",
    "causa", "finita", "erat", "demonstrandum", "ab", "ovo", "initio",
})  # fmt: skip
"""Words of Latin sayings and their common Latin words (`Quis custodiet ipsos custodes`,
`Festina lente`, `Alea iacta est`)."""
_LATIN_MARKS = _LATIN - frozenset({
    "in", "et", "non", "ad", "de", "ex", "per", "pro", "sub", "ut", "qui", "sum", "te",
    "tu", "si", "dum", "para", "divide", "nunc", "sic", "cave", "vita", "lux", "terra",
    "opus", "homo", "causa", "mater", "gratia", "ars", "est", "aqua", "labor", "amor",
    "fiat", "sine", "cum", "hic", "quo", "nil", "dei", "deus", "ora", "pace", "mens",
    "initio", "ab", "tabula", "natura", "finis", "acta", "vox", "gloria", "roma", "quid",
    "quae", "quod", "ipsum", "aut", "nec", "neque", "sunt", "semper", "omnia", "ergo",
})  # fmt: skip
"""Words of `_LATIN` that English, Python or programmers' Latin (`per`, `ad hoc`, `vice
versa`, `opus`) do not use."""


def _latin(comment: str) -> bool:
    """Whether a comment is a Latin saying, or Latin words alone: two words or more, every
    one in `_LATIN`, two of them in `_LATIN_MARKS` (`# Alea iacta est.`, `# Festina lente,
    amice.`). Nobody explains code in Latin; `# per item, ad hoc` reads as English."""
    words = re.findall(r"[^\W\d_]+", comment.lower())
    if len(words) < 2 or not _LATIN.issuperset(words):
        return False
    return sum(word in _LATIN_MARKS for word in words) >= 2


_CHAT = re.compile(
    r"(?:please\s+)?(?:feel\s+free\b|let\s+me\s+know\b|(?:do\s+not|don'?t)\s+hesitate\b"
    r"|(?:thanks|thank\s+you)\s+for\b"
    r"|if\s+you\s+have\s+(?:any\s+)?(?:further\s+|more\s+|other\s+)?questions\b)",
    re.IGNORECASE,
)
"""Openings of a request to the user (`Feel free to`, `Let me know`, `Don't hesitate`): a
clause opening with one is the reply's small talk, no account of the code."""
_SIGN_OFF = re.compile(
    r"(?:i\s+)?hope\s+(?:this|that|it|you)\b|happy\s+(?:coding|hacking)\b|good\s+luck\b"
    r"|you'?re\s+welcome\b|you\s+are\s+welcome\b",
    re.IGNORECASE,
)
"""Sign-offs (`Hope this helps`, `Happy coding`, `Good luck`, `You're welcome`): small talk
only with `_CHAT_FILLER` after them; with other words the phrase is the author's own (`Hope
it was transient`) or a term of the domain (`Good luck rolls add a bonus die`)."""
_CHAT_FILLER = frozenset({
    "a", "adapt", "adjust", "again", "all", "and", "answer", "answers", "any", "anything",
    "as", "ask", "assignment", "at", "be", "been", "change", "changes", "code", "coding",
    "customize", "day", "edit", "enjoy", "everyone", "exercise", "extend", "find", "fine",
    "folks", "for", "further", "future", "good", "great", "has", "have", "help", "helped",
    "helpful", "helps", "homework", "i", "if", "in", "is", "it", "just", "like", "luck",
    "makes", "modify", "more", "much", "need", "needed", "needs", "of", "ok", "okay", "on",
    "or", "please", "project", "projects", "questions", "reading", "really", "rest",
    "reuse", "rewrite", "sense", "so", "solution", "task", "that", "the", "this", "to",
    "today", "too", "tweak", "unclear", "use", "useful", "very", "want", "was", "well",
    "what", "will", "with", "work", "works", "you", "your",
})  # fmt: skip
"""Words a sign-off or a clause of small talk beside one is made of (`with your task`,
`and enjoy`)."""
_CHAT_BREAK = re.compile(r"[.!?;:,()\[\]]+\s*|\s+[-\u2013\u2014]+\s+|[\u2013\u2014]")
"""Where a comment's clauses part: stops, commas, brackets and dashes between blanks (not
the hyphen of `sign-offs`)."""


def _filler_only(clause: str) -> bool:
    """Whether every word of a clause is `_CHAT_FILLER`."""
    return all(word in _CHAT_FILLER for word in re.findall(r"[a-z']+", clause.lower()))


def _chat_clause(clause: str) -> bool:
    """Whether a clause is small talk: a request to the user (`_CHAT`), or a sign-off
    (`_SIGN_OFF`) with only `_CHAT_FILLER` after it."""
    if _CHAT.match(clause):
        return True
    sign_off = _SIGN_OFF.match(clause)
    return sign_off is not None and _filler_only(clause[sign_off.end() :])


def _chat_boilerplate(comment: str) -> bool:
    """Whether a comment is only chat boilerplate addressed to the user: split into
    clauses (`_CHAT_BREAK`), one at least is small talk (`_chat_clause`: `# Feel free to
    adapt this part.`, `# Let me know if you want changes.`, `# Hope this helps!`) and
    every other one is `_CHAT_FILLER` alone (`# Hope this helps, and enjoy`). A clause
    that explains counts the comment: `# Feel free to tune LIMIT: larger is faster`, `#
    Feel free to pass None, which disables the timeout`, `# Hope it was transient - wait
    longer each attempt`; so does a sign-off's phrase used as a term (`# Good luck rolls
    add a bonus die`, `# You're welcome is sent after thanks`)."""
    text = comment.lstrip("#").strip().replace("\u2019", "'")
    parts = [part for part in _CHAT_BREAK.split(text) if any(c.isalnum() for c in part)]
    chat = [_chat_clause(part) for part in parts]
    return any(chat) and all(
        is_chat or _filler_only(part) for part, is_chat in zip(parts, chat, strict=True)
    )


_GENERIC_VERBS = frozenset({
    "handle", "handles", "handling", "do", "does", "doing", "process", "processes", "deal",
    "deals", "manage", "perform", "execute", "tackle", "address", "take", "care",
    "work", "on", "with", "of", "let", "lets", "s", "we", "now", "then",
    "here", "just", "go", "get", "done",
})  # fmt: skip
"""Verbs that name no operation (`handle`, `do`, `deal with`, `take care of`) and words
that only join them."""
_EMPTY_OBJECTS = frozenset({
    "it", "this", "that", "them", "these", "those", "everything", "something", "anything",
    "all", "stuff", "thing", "things", "rest", "the", "a", "accordingly", "properly",
    "appropriately", "needed", "necessary", "as", "what", "whatever",
    "job", "task", "needful",
})  # fmt: skip
"""Objects that name nothing (`it`, `this`, `the thing`, `the rest`, `accordingly`)."""
_GENERAL_NOUNS = frozenset({
    "data", "input", "inputs", "item", "items", "value", "values", "result", "results",
    "output", "outputs",
})  # fmt: skip
"""General nouns that name nothing after a verb that names no operation (`Handle the
data`), though they do after another verb (`Sort the values`)."""
_FILLER_NOUNS = frozenset({"stuff", "thing", "things", "whatever", "needful"})
"""Nouns no comment names a thing by (`the stuff`, `the thing`): after any verb, empty."""


def _empty_act(comment: str) -> bool:
    """Whether a comment is a verb that names no operation and an object that names
    nothing, alone (`# Handle it.`, `# Deal with this.`, `# Take care of everything.`,
    `# Do the needful.`, `# Handle the data.`), or any verb and a filler noun alone (`#
    Return the stuff.`): it says there is code here, not what it does."""
    words = re.findall(r"[a-z]+", comment.lower())
    if (
        len(words) > 1
        and set(words[1:]) <= _EMPTY_OBJECTS
        and _FILLER_NOUNS.intersection(words[1:])
    ):
        return True  # any verb of stuff (`# Return the stuff.`, `# Fix the thing.`)
    return (
        len(words) > 1
        and set(words) <= _GENERIC_VERBS | _EMPTY_OBJECTS | _GENERAL_NOUNS
        and bool(_GENERIC_VERBS.intersection(words))
        and bool(_EMPTY_OBJECTS.intersection(words) or _GENERAL_NOUNS.intersection(words))
    )


_DOCUMENTS = (
    r"(?:the |our |this |that |a )?(?:(?:project|team|design|internal|online|official"
    r"|separate|external) )?(?:readme|docs|documentation|wiki|manual|handbook|design doc"
    r"|design document|spec|specification|confluence|faq)(?: page| file| section| entry)?"
)
_PLACES = (
    r"(?:the |our |this |that |a )?(?:(?:project|team|design|internal|online|official"
    r"|separate|external) )?(?:guide|notes|website|site|page|link|ticket|issue|jira|appendix"
    r"|reference|references)(?: page| file| section| entry)?"
)
_POINTER = re.compile(
    rf"(?:please )?(?:(?:see|consult|refer to|(?:as )?(?:explained|described|documented"
    r"|discussed|covered|detailed|outlined) (?:in|on)|(?:more )?(?:details|detail|info"
    r"|information)(?: (?:is|are|can be found))? (?:in|on|at)|for (?:more |further |full )?"
    r"(?:details|info|information|an explanation)(?:,)? (?:see|consult|refer to)) "
    rf"(?:{_DOCUMENTS}|{_PLACES})|(?:check|read|look at|look in) {_DOCUMENTS}"
    r"|(?:see|as (?:explained|described|noted|shown)|(?:explained|described|documented"
    r"|noted|shown)) (?:above|below|elsewhere|earlier|later))"
    r"(?: for (?:more |further |the |full |all )*(?:details|detail|info|information"
    r"|explanation|explanations|background|context|rationale|reasoning|specifics|why))?"
)
"""A comment that only sends the reader elsewhere, to a document named by its kind and
not its topic (`# See the README for details.`, `# Explained in the wiki page.`, `# See
above.`): it explains nothing of the code. A pointer that says what is there (`# See
RFC 7231 for the header grammar`, `# See the docs of heapq.merge`) is not one."""


def _only_points_elsewhere(comment: str) -> bool:
    """Whether a comment's words are only a pointer elsewhere (`_POINTER`)."""
    words = " ".join(_KEY_WORDS.findall(comment.lower()))
    return _POINTER.fullmatch(words) is not None


_TOOLS = frozenset({
    "sourcery", "skipcq", "deepsource", "pyright", "basedpyright", "pyre", "pyre-fixme",
    "pyre-ignore", "pytype", "mypy", "pylint", "flake8", "ruff", "bandit", "semgrep",
    "nosemgrep", "sonar", "nosonar", "codacy", "lgtm", "codeql", "pyflakes", "pycodestyle",
    "pydocstyle", "isort", "yapf", "autopep8", "fmt", "codespell",
    "cspell", "vulture", "radon", "xenon", "prospector", "pyupgrade", "interrogate",
    "darglint", "docformatter", "typos", "pyrefly", "snyk", "mccabe", "wemake", "eradicate",
    "autoflake", "pycln", "refurb", "perflint", "pysa", "jscpd", "sourcery-ai", "deptry",
    "pep8", "pep257", "noqa", "nosec", "pragma", "pyright-ignore",
})  # fmt: skip
"""Linters, type checkers and code-quality tools that read directives from comments."""
_RULE_ID = (
    r"(?!(?:SHA|MD|ISO|RFC|PEP|UTF|UCS|CRC|AES|RSA|DES|HTTP|TLS|SSL|IPV|ECMA|IEEE|ANSI|ASCII"
    r"|BASE|UTC|GMT|INT|UINT|FLOAT|X|H|MP|A|B|C|Q)\d)(?:[A-Z]{1,6}-)?[A-Z]{1,5}\d{2,5}"
)
"""A rule's code (`E501`, `W0612`, `PYL-R1721`), not a standard's (`SHA256`, `ISO8601`)."""
_RULE_NAME = r"[a-z][a-z0-9]*(?:[-/][a-z0-9]+)+"
"""A rule's name (`use-dict-items`, `invalid-name`, `py/unused-import`)."""
_OPTION = r"[A-Za-z][\w.-]*=\S+"
"""An option set (`reportOptionalMemberAccess=false`, `max-line-length=100`)."""
_STRONG_ITEM = rf"(?:{_RULE_ID}|{_OPTION}|\[[^\]]*\])"
_ITEM = rf"(?:{_STRONG_ITEM}|{_RULE_NAME}|all|file|line|next-line)"
_ITEMS = rf"{_ITEM}(?:\s*[,;]?\s*{_ITEM})*"
_TOOL_DIRECTIVE = re.compile(
    rf"(?P<tool>[A-Za-z][\w.-]*)(?:\s*:\s*(?P<listed>{_ITEMS})"
    rf"|(?P<colon>\s*:\s*|\s+)(?P<verb>{DIRECTIVE_VERB})(?P<items>\s*[:=]?\s*{_ITEMS})?)[\s.]*"
)
"""A tool's name, then rules or options after a colon (`skipcq: PYL-R1721`), or a verb
that turns it off or on and maybe its rules (`sourcery skip: use-dict-items`, `pylint
skip-file`)."""
_NOT_TOOLS = frozenset({
    "then", "else", "otherwise", "just", "always", "never", "so", "also", "and", "or", "now",
    "here", "to", "we", "you", "they", "it", "this", "that", "safely", "simply", "silently",
    "quietly", "rest", "others", "all", "both", "can", "should", "must", "may", "might",
    "will", "would", "could", "please", "don't", "dont",
})  # fmt: skip
"""Words of prose that may stand where a tool's name goes (`then skip`, `silently ignore`)."""


def _tool_directive(comment: str) -> bool:
    """Whether a comment (as written) is a directive to a linter, type checker or
    code-quality tool, listed or not: a tool's name and a rule's code, an option set or
    rules in brackets after a colon (`# skipcq: PYL-R1721`, `# pyright:
    reportOptionalMemberAccess=false`), or its name and a verb turning it off or on,
    followed by a colon and rules, carrying a suffix, or for a known tool alone (`#
    sourcery skip: use-dict-items`, `# pylint skip-file`, `# sourcery skip`)."""
    text = comment.lstrip("#").strip()
    found = _TOOL_DIRECTIVE.fullmatch(text)
    if found is None:
        return False
    tool = found.group("tool")
    known = tool.lower() in _TOOLS
    if found.group("listed") is not None:
        return known or re.search(_STRONG_ITEM, found.group("listed")) is not None
    if tool.lower() in _NOT_TOOLS or tool.lower().endswith("ly"):
        return False
    items = found.group("items")
    structured = (items is not None and items.strip()) or "-" in found.group("verb")
    return known or bool(structured and tool.islower())


_QUESTION_BREAK = re.compile(r"(?<=[.!?])\s+")
_DOUBT = re.compile(
    r"(?:(?:but|and|so|hmm+|wait|ok|okay)[,\s]+)?"
    r"(?:why\b|how\s+come\b|how\s+(?:does|is|do|did)\s+(?:this|that|it)\b"
    r"|(?:is|does|will|would|should|can|could|do|did|are|was|has|am)\s+(?:this|that|it|we|i"
    r"|you|these|those)\b.*\b(?:works?|working|right|correct|wrong|necessary|needed|ok|okay"
    r"|fine|best|better|good|bad|bugs?|buggy|broken|sense|approach|idea|solution|sure|really"
    r"|even|actually|overkill|optimal|hack|hacky|legit)\b"
    r"|(?:any|some)(?:one)?\s+(?:idea|ideas|thoughts|clue)\b|(?:who|anyone)\s+knows\b"
    r"|(?:really|seriously|huh|wtf|hmm+|eh)\b)",
    re.IGNORECASE,
)
"""A question that doubts the code or asks the reader (`why does this even work?`, `is
this the right approach here?`, `any ideas?`)."""
_OPEN_QUESTION = re.compile(r"what\s+(?:happens|if|about)\b", re.IGNORECASE)
"""A question left open (`what happens with ties?`), unless a test answers it."""
_TESTS = re.compile(r"\s*(?:if|elif|while|assert|match|try|except|case)\b")


def _asks_the_reader(facts: StrictFacts, line: int, comment: str) -> bool:
    """Whether a comment is only questions (every sentence ends with `?`) that doubt the
    code or ask the reader (`_DOUBT`), or one left open (`what happens with ties?`) that
    no test on the next code line answers (`# What if it is empty?` above `if not
    values:` names the test)."""
    text = comment.lstrip("#").strip()
    if not text.endswith("?") or not all(
        part.endswith("?") for part in _QUESTION_BREAK.split(text)
    ):
        return False
    if _DOUBT.match(text) is not None:
        return True
    if _OPEN_QUESTION.match(text) is None:
        return False
    following = next(
        (
            code
            for code in facts.lines[line:]
            if code.strip() and not code.lstrip().startswith("#")
        ),
        "",
    )
    return _TESTS.match(following) is None


_NAG_TAG = re.compile(r"(?:todo|fixme|xxx|hack|tbd)\b(?:\s*\([^)]*\))?[\s:.\-!]*", re.IGNORECASE)
_NAG_WORDS = frozenset({
    "tidy", "tidied", "clean", "cleanup", "cleaned", "up", "refactor", "refactoring",
    "refactored", "revisit", "revise", "rework", "rewrite", "redo", "fix", "fixed", "fixing",
    "improve", "improved", "improvement", "improvements", "optimise", "optimize", "optimised",
    "optimized", "optimization", "optimisation", "polish", "simplify", "review", "check",
    "verify", "test", "tests", "testing", "document", "docs", "later", "someday", "sometime",
    "eventually", "soon", "maybe", "perhaps", "probably", "possibly", "ugly", "hacky", "hack",
    "messy", "mess", "gross", "nasty", "bad", "terrible", "awful", "horrible", "dirty",
    "quick", "temp", "temporary", "workaround", "kludge", "slow", "broken", "wrong", "weird",
    "odd", "strange", "works", "work", "working", "somehow", "magic", "but", "and", "or",
    "it", "this", "that", "these", "here", "code", "part", "bit", "stuff", "thing", "things",
    "something", "the", "a", "an", "me", "my", "us", "we", "someone", "somebody",
    "properly", "better", "nicer", "cleaner", "faster", "more", "less", "pretty", "little",
    "please", "needs", "need", "needed", "should", "could", "would", "must", "might", "be",
    "to", "do", "done", "is", "are", "for", "now", "at", "some", "point", "in", "future",
    "again", "look", "into", "make", "ok", "okay", "fine", "once", "when", "time", "have",
    "has", "get", "figure", "out", "not", "sure", "remove", "delete", "replace", "add",
    "way", "too", "very", "really", "all", "of", "on", "with", "if", "still", "yet", "sucks",
    "meh", "hmm", "ugh", "whatever", "doesn", "don", "t", "idea", "no",
})  # fmt: skip
"""The words of a nag: what it says should happen to the code some day, and how bad it is,
never what the code does or lacks."""
_STRONG_NAGS = frozenset({
    "someday", "sometime", "ugly", "hacky", "messy", "gross", "kludge", "sucks",
})  # fmt: skip
"""Words that make a nag without a tag (`# ugly but works`): no comment on what code does
uses them."""


_ASKS_FOR_DOCS = re.compile(
    r"(?:please\s+)?(?:(?:add|write|need|needs|missing|improve|update|finish|fill\s+in)\s+)?"
    r"(?:(?:more|proper|some|the|a|better|real)\s+)?"
    r"(?:docs?|documentation|comments?|explanations?|docstrings?|description)\b"
    r"|(?:document|explain|describe|comment)\b"
)
"""What a TODO says after its tag when it only asks for the explanation it lacks (`#
TODO: document this block properly`, `# TODO: write docs for the averaging part`)."""


def _nag(comment: str) -> bool:
    """Whether a comment is a nag: a TODO, FIXME, XXX, HACK or TBD tag and words that only
    say the code should be tidied, revisited or fixed some day, or how bad it is (`# TODO
    tidy this up later`, `# FIXME ugly but works`), or such words alone, one of them
    plainly a nag (`# ugly but works`). A tag naming what is missing (`# TODO: handle
    negative prices`) explains."""
    text = comment.lstrip("#").strip()
    tag = _NAG_TAG.match(text)
    if tag and _ASKS_FOR_DOCS.match(text[tag.end() :].lower()):
        return True
    words = re.findall(r"[a-z]+", text[tag.end() :].lower() if tag else text.lower())
    if not set(words) <= _NAG_WORDS:
        return False
    return tag is not None or not _STRONG_NAGS.isdisjoint(words)


_UNTRIED_MARK = re.compile(
    r"\b(?:not|never|t)\s+(?:\w+\s+)?(?:tested|tried|checked|verified|run|ran)\b"
)
"""A test not made (`not tried`, `never ran`): the writer's doubt only with the writer in
it (`_WRITER`); `# If it was not run, try again` tells the flow."""
_WRITER = frozenset({"i", "we", "me", "my", "have", "m"})
_DOUBT_MARK = re.compile(
    r"\b(?:not|never|t)\s+(?:\w+\s+)?(?:sure|certain|confident)\b"
    r"|\b(?:unsure|uncertain|untested|unverified|hopefully|idk|dunno)\b"
    r"|\bi\s+(?:\w+\s+)?(?:think|guess|hope|believe|suppose|reckon|doubt)\b|\bno\s+idea\b"
    r"|\b(?:might|may)\s+(?:not\s+)?(?:work|break)\b|\bseems?\s+to\s+work\b|\bfingers\s+crossed\b"
)
"""What voices the writer's doubt (`not sure`, `I think`, `have not tried`, `untested`)."""
_DOUBT_WORDS = _NAG_WORDS | _INTERJECTIONS | frozenset({
    "i", "think", "guess", "hope", "hopefully", "believe", "suppose", "reckon", "doubt",
    "tried", "try", "tested", "untested", "unverified", "unsure", "uncertain", "certain",
    "confident", "honestly", "frankly", "tbh", "imo", "about", "why", "how", "know", "idk",
    "dunno", "seems", "seem", "seemed", "run", "ran", "even", "whether", "checked",
    "verified", "am", "was", "were", "did", "does", "haven", "hasn", "wasn", "isn", "didn",
    "actually", "quite", "totally", "entirely", "fully", "percent", "worked", "correct",
    "correctly", "right", "though", "kind", "sort", "section", "logic", "block", "line",
    "lines", "step", "one", "fingers", "crossed", "going", "what", "idea", "yet", "so",
    "far", "much", "just", "there", "might", "may", "break", "breaks", "honest", "m",
})  # fmt: skip
"""The words of a doubt about the code: the writer's doubt, and words naming nothing of
the code (`this part`, `it`, `works`)."""


_WARN_MARK = re.compile(
    r"(?:^|[^\w\s]|\bplease|\bso|\bjust|\band)\s*(?:do\s+not|never)\s+(?:\w+\s+)?(?:touch"
    r"|change|edit|modify|alter|move|rename|reorder|remove|delete|mess|fiddle|tinker)\b"
    r"|\bhands\s+off\b"
    r"|\bworks\s+on\s+my\s+(?:machine|box|laptop|computer)\b|\bnot\s+ask\b"
    r"|\bhere\s+be\s+dragons\b|\bmagic\b|\b(?:no\s+one|nobody|who|god)\s+knows\b"
    r"|\bbeats\s+me\b|\bno\s+clue\b"
)
"""What warns the reader off instead of explaining: an order not to change the code
opening a clause (`do not touch`, `never modify`; `It does not change anything` tells what
code does), `don't ask`, `magic`, `works on my machine`, `nobody knows`. Not `leave it
alone` or `leave it as is`: beside a branch that keeps a value (`break  # Leave it
alone.` in the standard library's codeop) they tell what the code does."""
_WARN_WORDS = frozenset({
    "touch", "never", "change", "edit", "modify", "alter", "move", "rename", "reorder",
    "delete", "mess", "fiddle", "tinker", "around", "with", "hands", "off", "on", "my",
    "machine", "box", "laptop", "computer", "ask", "here", "be", "dragons", "magic", "black",
    "dark", "voodoo", "pure", "no", "one", "nobody", "who", "god", "knows", "beats", "clue",
    "leave", "alone", "as", "is", "anything", "nothing", "careful", "fragile", "dangerous",
    "danger", "warning", "beware", "seriously", "whatever", "you", "do", "so", "just",
    "don", "t", "ever", "again", "else", "or", "will", "everything", "fine", "somehow",
})  # fmt: skip
"""The words of a warning off (`# Magic, please do not touch this.`, `# Works on my
machine, so leave it.`), besides those of a doubt."""
_UNEXPLAINED_WORDS = _DOUBT_WORDS | _WARN_WORDS


def _doubt(comment: str) -> bool:
    """Whether a comment only voices the writer's doubt or warns the reader off: a mark of
    doubt (`_DOUBT_MARK`) and every word one of `_DOUBT_WORDS` (`# Hmm, not sure about
    this part honestly.`, `# I think this works but I have not tried it.`), or a warning
    (`_WARN_MARK`) and every word one of those or `_WARN_WORDS` (`# Magic, please do not
    touch this.`, `# Works on my machine, so leave it.`). A doubt or warning naming what
    it is about, `# Not sure the file exists, so check first`, `# Do not reorder: the
    API reads fields by position`, explains."""
    text = comment.lstrip("#").lower().replace("n't", " not")
    words = set(re.findall(r"[a-z]+", text))
    if _WARN_MARK.search(text) is not None:
        return words <= _UNEXPLAINED_WORDS
    if _DOUBT_MARK.search(text) is None and (
        _UNTRIED_MARK.search(text) is None or words.isdisjoint(_WRITER)
    ):
        return False
    return words <= _DOUBT_WORDS


def _local_variables(facts: StrictFacts) -> frozenset[int]:
    """The comment lines of Emacs's local variables blocks (`# Local Variables:` to `#
    End:`, both included): settings for an editor, not explanations."""
    if "ariables" not in facts.code:
        return frozenset()
    found: set[int] = set()
    inside = False
    for line, comment in facts.comments:
        text = " ".join(comment.lstrip("#").split()).lower()
        inside = inside or text.startswith("local variables")
        if inside:
            found.add(line)
            inside = text.rstrip(" .") != "end:"
    return frozenset(found)


def _does_nothing(statement: ast.stmt) -> bool:
    """A no-op (`is_noop`: `pass`, `...`, a docstring) or a bare `return` / `return None`."""
    if isinstance(statement, ast.Return):
        value = statement.value
        return value is None or (isinstance(value, ast.Constant) and value.value is None)
    return is_noop(statement)


def _stand_in(facts: StrictFacts, node: ast.AST) -> bool:
    """Whether a function nothing can call has one statement standing in for a body that
    does nothing more than `pass` (`raise NotImplementedError`, `return 0`, `_ = 0`:
    `_placeholder`): a plain function (no decorator, no dunder, not a method of a class
    with bases, whose hooks a framework calls) whose name the code never reads (as a
    name, an attribute or a string: `_referenced`)."""
    if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) or node.decorator_list:
        return False
    if node.name.startswith("__") or node.name in facts.derived(_referenced):
        return False
    if id(node) in facts.derived(_hooks):
        return False
    body = [statement for statement in node.body if not _does_nothing(statement)]
    return len(body) == 1 and _placeholder(body[0])


def _placeholder(statement: ast.stmt) -> bool:
    """A statement that computes nothing: a `raise` of a name or of a call with constant
    arguments (`raise NotImplementedError("todo")`), a `return` of a constant or a name,
    or a constant or name assigned to `_`."""
    simple = (ast.Constant, ast.Name)
    if isinstance(statement, ast.Raise):
        raised = statement.exc
        if isinstance(raised, ast.Call):
            arguments = [*raised.args, *(keyword.value for keyword in raised.keywords)]
            return isinstance(raised.func, ast.Name) and all(
                isinstance(argument, ast.Constant) for argument in arguments
            )
        return isinstance(raised, ast.Name) and statement.cause is None
    if isinstance(statement, ast.Return):
        return isinstance(statement.value, simple)
    if isinstance(statement, ast.Assign) and len(statement.targets) == 1:
        target = statement.targets[0]
        return (
            isinstance(target, ast.Name)
            and target.id == "_"
            and isinstance(statement.value, simple)
        )
    return False


def _hooks(facts: StrictFacts) -> frozenset[int]:
    """The ids of the methods of classes with bases or keywords (a base's hooks)."""
    return frozenset(
        id(statement)
        for node in facts.of_type(ast.ClassDef)
        if node.bases or node.keywords
        for statement in node.body
    )


def _referenced(facts: StrictFacts) -> frozenset[str]:
    """Every name the code reads: names loaded, attributes, and strings (`getattr(obj,
    "name")`, `__all__`)."""
    found = {node.id for node in facts.of_type(ast.Name) if not isinstance(node.ctx, ast.Store)}
    found |= {node.attr for node in facts.of_type(ast.Attribute)}
    found |= {
        node.value
        for node in facts.of_type(ast.Constant)
        if isinstance(node.value, str) and node.value.isidentifier()
    }
    return frozenset(found)


def _stubs(facts: StrictFacts) -> list[tuple[frozenset[int], int]]:
    """For each function or class whose body does nothing (`_does_nothing`), the comment
    lines that belong to it and its code lines (its docstring aside): the comments inside
    it, those below its last line indented under it, and the block of whole-line comments
    right above it (blank lines between allowed) at its own indentation. Not a class with
    a base: it declares a type (`class NonASCIILocalPartDefect(HeaderDefect):` with its
    docstring, in the standard library's email.errors), and its comments say when code
    uses it."""
    found: list[tuple[frozenset[int], int]] = []
    lines = facts.lines
    for node in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef):
        if isinstance(node, ast.ClassDef) and _declares_type(node):
            continue
        if not all(map(_does_nothing, node.body)) and not _stand_in(facts, node):
            continue
        top = min([node.lineno] + [item.lineno for item in node.decorator_list])
        bottom = node.end_lineno or node.lineno
        indent = node.col_offset
        first = node.body[0]
        docstring = (
            range(first.lineno, (first.end_lineno or first.lineno) + 1)
            if id(getattr(first, "value", None)) in facts.docstring_ids
            else range(0)
        )
        code = sum(
            1
            for number in range(top, bottom + 1)
            if number not in docstring
            and not lines[number - 1].lstrip().startswith("#")
            and lines[number - 1].strip()
        )
        while top > 1 and _own_comment(lines[top - 2], indent, above=True):
            top -= 1
        while bottom < len(lines) and _own_comment(lines[bottom], indent, above=False):
            bottom += 1
        found.append((frozenset(range(top, bottom + 1)), code))
    return found


def _declares_type(node: ast.ClassDef) -> bool:
    """Whether a class names a base other than `object`, or a metaclass."""
    bases = [
        base for base in node.bases if not (isinstance(base, ast.Name) and base.id == "object")
    ]
    return bool(bases or node.keywords)


def _own_comment(text: str, indent: int, *, above: bool) -> bool:
    """Whether a line is blank or a whole-line comment of a stub's: above it at its own
    indentation, below it indented deeper."""
    bare = text.lstrip()
    if not bare:
        return True
    depth = len(text) - len(bare)
    return bare.startswith("#") and (depth == indent if above else depth > indent)


def _stub_excess(facts: StrictFacts, per_comment: int) -> int:
    """Explaining comment lines a stub holds beyond what its own code lines need (one per
    `per_comment`, at least one): a body that does nothing has only why it is empty to
    explain, and comments piled in it (`def _describe(): # Read the rows ... pass`) explain
    no code that runs."""
    stubs = facts.derived(_stubs)
    if not stubs:
        return 0
    left = set(facts.derived(_explaining))
    excess = 0
    for lines, code in stubs:
        held = left & lines
        left -= held
        excess += max(0, len(held) - max(1, math.ceil(code / per_comment)))
    return excess


STRETCH = 3
"""Statements in a row, in units of `lines_per_comment`, that may go without a comment."""


def _uncommented_stretch(facts: StrictFacts, per_comment: int) -> tuple[int, int] | None:
    """The longest run of statements of one body (a function's, a class's or the
    module's own, nested blocks included) with no explaining comment (`_explaining`) and
    no docstring among them, as (its length, the line it starts on), when it is longer
    than `STRETCH` times `per_comment`: the comments a long body needs piled up in one
    place (a header above it) leave the body unexplained. Definitions are measured in
    their own bodies, not as statements of the body around them; imports, `global` and
    `nonlocal`, and plain values bound at module or class level (`RED = 1`, `NAMES =
    ('a', 'b')`) are declarations that need no comment, and are not counted."""
    longest = STRETCH * per_comment
    bodies = _counted_statements(facts)
    if all(len(lines) <= longest for lines in bodies.values()):
        return None
    resets = sorted(facts.derived(_explaining) | _docstring_ends(facts))
    found: tuple[int, int] | None = None
    for lines in bodies.values():
        if len(lines) <= longest:
            continue
        run, start, position = 0, 0, 0
        for line in lines:
            while position < len(resets) and resets[position] <= line:
                run, position = 0, position + 1
            start = line if run == 0 else start
            run += 1
            if run > longest and (found is None or run > found[0]):
                found = (run, start)
    return found


_DECLARATIONS = (
    ast.Import, ast.ImportFrom, ast.Global, ast.Nonlocal, ast.FunctionDef, ast.AsyncFunctionDef,
    ast.ClassDef,
)  # fmt: skip


def _counted_statements(facts: StrictFacts) -> dict[int, list[int]]:
    """For each body (by the id of its function, class or module), the lines its
    statements start on, in order, but no-ops, definitions and declarations."""
    bodies: dict[int, set[int]] = {}
    for block in facts.blocks:
        for statement in block:
            if is_noop(statement) or isinstance(statement, _DECLARATIONS):
                continue
            owner = facts.owner(statement)
            if (
                isinstance(statement, ast.Assign | ast.AnnAssign)
                and statement.value is not None
                and _plain(statement.value)
                and isinstance(owner, ast.Module | ast.ClassDef)
            ):
                continue
            bodies.setdefault(id(owner), set()).add(statement.lineno)
    return {owner: sorted(lines) for owner, lines in bodies.items()}


def _plain(value: ast.expr) -> bool:
    """A constant, a name, a dotted name, or a literal container of them."""
    if isinstance(value, ast.List | ast.Tuple | ast.Set):
        return all(map(_plain, value.elts))
    if isinstance(value, ast.Dict):
        return all(item is not None and _plain(item) for item in value.keys) and all(
            map(_plain, value.values)
        )
    if isinstance(value, ast.UnaryOp):
        return _plain(value.operand)
    while isinstance(value, ast.Attribute):
        value = value.value
    return isinstance(value, ast.Constant | ast.Name)


def _docstring_ends(facts: StrictFacts) -> set[int]:
    """The last lines of the docstrings: documentation, which starts a new run."""
    return {
        node.end_lineno or node.lineno
        for node in facts.of_type(ast.Constant)
        if id(node) in facts.docstring_ids
    }


_KEY_WORDS = re.compile(r"\w+")
"""The words a comment is compared by: `# Compute the values` and `# compute the
values!` say the same."""
_NUMBER_WORD = (
    r"(?:\d+|[ivx]+|one|two|three|four|five|six|seven|eight|nine|ten|first|second|third"
    r"|fourth|fifth|last)"
)
_COUNTER = re.compile(
    rf"\b(?:(?:part|step|page|section|chunk|piece|note|comment|line|phase|stage|no|number)\s+)?"
    rf"{_NUMBER_WORD}(?:\s+(?:of|out\s+of|/)\s+{_NUMBER_WORD}|\s*/\s*{_NUMBER_WORD})\b"
    rf"|\b(?:part|step|page|section|chunk|piece|note|comment|phase|stage|no|number)\s+\d+\b"
)
"""A counter numbering copies of one note (`part 1 of 3`, `2/3`, `step two of three`,
`page 2`): left out when comments are compared. Other numbers stay: `# Pad to 8 bytes` and
`# Pad to 16 bytes` say different things."""


_ROUND_NOUNS = (
    r"pass|round|iteration|try|attempt|take|run|loop|sweep|part|step|page|section"
    r"|chunk|piece|note|comment|phase|stage|no|number|version|copy|block"
)
_ORDINAL = (
    r"\d+(?:st|nd|rd|th)?|one|two|three|four|five|six|seven|eight|nine|ten|first|second"
    r"|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|next|last|final|i|ii|iii|iv|v"
    r"|vi|vii|viii|ix|x"
)
_ROUND = re.compile(
    rf"\b(?:{_ROUND_NOUNS})\s+(?:{_ORDINAL})\b"
    rf"|\b(?:{_ORDINAL.replace('|i|ii|iii|iv|v|vi|vii|viii|ix|x', '')})\s+(?:{_ROUND_NOUNS})\b"
)
"""A numbered round of one note (`pass one`, `round 2`, `second pass`, `step iii`):
left out, with `_COUNTER`, when comments are compared."""
_ROUND_WORDS = frozenset(re.findall(r"[a-z]+", _ROUND_NOUNS))


_LIST_LABEL = re.compile(r"^\s*(?:\((?:[a-z]|[ivx]+|\d{1,2})\)|(?:[a-z]|[ivx]+|\d{1,2})[.)])\s+")
"""A list label leading a comment (`(a)`, `b)`, `A.`, `ii.`, `2)`): a counter, like a
number or an ordinal, left out when comments are compared."""


def _comparison_key(text: str) -> str:
    """The words a comment (lower case) is compared by (`_KEY_WORDS`), its counters left
    out (`_COUNTER`: `# Update the totals (part 2 of 3)` repeats `# Update the
    totals (part 1 of 3)`; `_ROUND`: `# Handle the values, pass two` repeats `# Handle
    the values, pass one`); the text itself when it has no word."""
    words = " ".join(_KEY_WORDS.findall(_LIST_LABEL.sub("", text, count=1)))
    if not words:
        return text
    uncounted = words
    if any(character.isdigit() for character in words) or " of " in words:
        uncounted = _COUNTER.sub(" ", uncounted)
    if _ROUND_WORDS.intersection(uncounted.split()):
        uncounted = _ROUND.sub(" ", uncounted)
    return " ".join(uncounted.split()) or words


_LABEL_NAMES = (
    r"\d+|[ivx]+|[a-z]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
    r"|alpha|beta|gamma|delta|epsilon|zeta|eta|theta|iota|kappa|lambda|mu|nu|xi|omicron|pi"
    r"|rho|sigma|tau|upsilon|phi|chi|psi|omega"
)
_LABEL_ORDINALS = (
    r"first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|next|last|final"
)
_STEP_LABEL = re.compile(
    rf"(?:step|part|phase|stage|section)\s*(?:{_LABEL_NAMES}|{_LABEL_ORDINALS})"
    rf"|(?:{_LABEL_ORDINALS}|{_LABEL_NAMES})\s+(?:step|part|phase|stage|section)"
)
"""A numbered or lettered label and nothing else (`# step one`, `# Part 2`, `# second
step`, `# Stage alpha`, `# step seventh`, `# beta phase`)."""
_PLACEHOLDER_MARKS = frozenset({
    "comment", "comments", "explanation", "placeholder",
    "commentaire", "commentaires", "explication", "kommentar", "kommentare", "erklärung",
    "platzhalter", "comentario", "comentarios", "comentário", "comentários", "explicación",
    "explicação", "commento", "commenti", "spiegazione", "commentaar", "opmerking",
    "uitleg", "komentarz", "komentarze", "komentář", "kommentti",
    "комментарий", "комментарии", "коментар", "yorum", "açıklama",
})  # fmt: skip
"""The word for a comment, an explanation or a placeholder, in English and other languages
(`commentaire`, `Kommentar`, `comentario`, `комментарий`)."""
_PLACEHOLDER_WORDS = _PLACEHOLDER_MARKS | frozenset({
    "explanatory", "explaining", "another", "here", "this", "is", "a", "an", "the", "some",
    "more", "one", "goes", "add", "insert", "write", "todo", "code", "line", "lines", "for",
    "of", "my", "useful", "helpful", "descriptive", "short", "brief", "inline", "it", "just",
    "yet", "again", "other", "simple", "sample", "example", "dummy",
    # French
    "ceci", "c", "est", "un", "une", "autre", "voici", "voilà", "ici", "encore", "le", "la",
    "les", "l", "mon", "ma", "du", "de", "des", "petit", "nouveau", "premier",
    "deuxième", "exemple", "explicatif",
    # German
    "das", "ist", "ein", "eine", "einen", "noch", "hier", "weiterer", "weitere", "anderer",
    "andere", "mein", "dies", "der", "die", "erster", "zweiter", "kurzer", "beispiel",
    # Spanish, Portuguese, Italian
    "esto", "este", "esta", "es", "una", "uno", "otro", "otra", "aquí", "aqui", "mi", "el",
    "más", "mas", "isto", "um", "uma", "outro", "outra", "é", "questo", "questa", "è",
    "altro", "altra", "qui", "il", "lo", "ancora", "ejemplo", "exemplo", "esempio",
    # Dutch, Polish, Russian, Turkish
    "dit", "een", "nog", "ander", "to", "jest", "jeszcze", "jeden", "inny", "tu",
    "tutaj", "это", "еще", "ещё", "один", "другой", "здесь", "тут", "bu", "bir", "başka",
    "burada",
})  # fmt: skip
"""A comment made only of these words, one of `_PLACEHOLDER_MARKS` among them (`#
explanatory comment`, `# another comment here`, `# Ceci est un commentaire`, `# Noch ein
Kommentar hier`), says it is a comment and nothing else."""
_CJK_PLACEHOLDER = re.compile(
    r"(?:这|這|此|これ|それ|ここ)?(?:是|は|に)?(?:一个|一個|另一个|另一個|又一个|又一個|一条|一條|別の|もう一つの)?"
    r"(?:注释|註釋|注解|评论|評論|备注|備註|说明|說明|コメント|注釈|주석|설명)"
    r"(?:です|だ|があります|在这里|在這裡|이다|입니다)?"
)
"""The same in Chinese, Japanese and Korean, its blanks and signs left out (`这是一个注释`,
`ここにコメント`)."""


_VAGUE_NOUNS = frozenset({
    "logic", "stuff", "things", "thing", "code", "work", "part", "parts", "bit", "bits",
    "section", "portion", "piece", "pieces", "processing", "implementation", "magic",
})  # fmt: skip
_VAGUE_WORDS = _VAGUE_NOUNS | frozenset({
    "main", "more", "some", "other", "core", "actual", "real", "the", "a", "an", "of", "here",
    "this", "that", "business", "extra", "additional", "rest", "misc", "miscellaneous",
    "general", "remaining", "important", "central", "primary", "basic", "and", "further",
    "goes", "do", "does", "is", "again", "even", "yet", "another", "happens", "all", "our",
})  # fmt: skip
"""A label of vague nouns and words that rank or count them (`# Main logic`, `# More
logic`, `# Core stuff`, `# The actual work`, `# Rest of the code`): it names no step of
the code, only that there is code."""


def _empty_label(text: str) -> bool:
    """Whether a comment (lower case) is a numbered step label, a placeholder or a vague
    label (`_VAGUE_WORDS`, one of `_VAGUE_NOUNS` among them)."""
    words = _KEY_WORDS.findall(text)
    if _STEP_LABEL.fullmatch(" ".join(words)):
        return True
    if _VAGUE_NOUNS.intersection(words) and set(words) <= _VAGUE_WORDS:
        return True
    if not text.isascii() and _CJK_PLACEHOLDER.fullmatch("".join(words)):
        return True
    return bool(_PLACEHOLDER_MARKS.intersection(words)) and set(words) <= _PLACEHOLDER_WORDS


def _code_lines(facts: StrictFacts) -> frozenset[str]:
    """The code's lines as `explaining_lines` normalises a comment's text (spaces joined,
    lower case), their own comments cut off: a wrapped comment equal to one echoes the
    code rather than ending a sentence."""
    inline = dict(facts.comments)
    found: set[str] = set()
    for number, line in enumerate(facts.lines, start=1):
        code = line.rstrip()
        comment = inline.get(number)
        if comment is not None and code.endswith(comment):
            code = code[: -len(comment)]
        if code.strip():
            found.add(" ".join(code.split()).lower())
    return frozenset(found)


_LETTERS = re.compile(r"[^\W\d_]{2,}")
"""A word of two or more letters in any script (`clé`, `сумма`)."""
_UNSPACED = re.compile(
    r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u0e00-\u0e7f\u0e80-\u0eff"
    r"\u1000-\u109f\u1780-\u17ff]{4,}"
)
"""Four or more letters of a script written without spaces between words (Chinese,
Japanese, Thai, Lao, Burmese, Khmer): a phrase, not one word."""


_NOTE_NUMBER = re.compile(r"[\w.^+-]*\d[\w.^+-]*")
"""A number or a term with digits in it (`-1`, `1e-9`, `2^32`, `u16`, `x86-64`, `v1.2`)."""
_RELATION = re.compile(r"->|=>|<=|>=|[=<>^]|[^\x00-\x7f]")
"""A relation or operator of notation (`=`, `->`, `^`), or any sign outside ASCII read by
`_math_sign` (`≈`, `≤`, `∀`, `→`)."""
_SINGLE_LETTER = re.compile(r"(?<![^\W\d_])[^\W\d_](?![^\W\d_])")


def _math_sign(char: str) -> bool:
    """A character that is a relation or operator: ASCII's `=<>^`, a mathematical sign
    of Unicode (category Sm: `≈`, `≤`, `∀`) or an arrow (`→`)."""
    return char in "=<>^-" or unicodedata.category(char) == "Sm" or "\u2190" <= char <= "\u21ff"


_NOT_A_NOTE = re.compile(r"\b\d{4}-\d{2}-\d{2}\b|\bv?\d+\.\d+\.\d+\b|:=")
"""What makes a terse comment a stamp or code of another language, not a note: a date, a
three-part version, Go's or Pascal's `:=` (held-out rounds 12, 33 and 36)."""
_STAMP_WORDS = frozenset({"rev", "ver", "version", "build", "patch", "release", "v", "r"})
"""Words of a version stamp (`# rev 3`, `# build 12`): a note of only these explains
nothing."""


def _terse_note(facts: StrictFacts, text: str) -> bool:
    """A terse note in notation (lower case): two or more terms, a word of two letters,
    a number or a term with digits (`1e-9`, `u16`, `x86-64`), a relation or mathematical
    sign (one, however many), a single letter the code binds (`# n choose k`), of which
    one at least is a word or a sign: `# -1 = unlimited`, `# ms -> s`, `# ≈ 6371 km`, `#
    ∀ i: a[i] ≤ a[i+1]`. Numbers or letters alone (`# 1 2`, `# x y`) are none,
    and so is a stamp or code of another language (`_NOT_A_NOTE`: `# 2024-03-07 rev 3`,
    `# v1.4.2`, `# best := ""`)."""
    if _NOT_A_NOTE.search(text) or set(_LETTERS.findall(text.lower())) <= _STAMP_WORDS:
        return False
    words = len(_LETTERS.findall(text))
    numbers = len(_NOTE_NUMBER.findall(text))
    signs = any(_math_sign(found.group()[0]) for found in _RELATION.finditer(text))
    bound = facts.derived(_bound_names)
    letters = sum(letter.group() in bound for letter in _SINGLE_LETTER.finditer(text))
    return (words > 0 or signs) and words + numbers + signs + letters >= 2  # noqa: PLR2004


_SLASHED = re.compile(r"\b[A-Za-z]+(?:/[A-Za-z]+)+\b")
"""Letters joined by slashes, one word each (`I/O`, `TCP/IP`, `R/W`)."""


def _has_words(text: str) -> bool:
    """Two or more words, in any script: words of two letters (`has_words`, in any
    alphabet; `I/O` is one), or a phrase of a script without spaces
    (`# 空のリストならゼロを返す`)."""
    if "/" in text:
        text = _SLASHED.sub(lambda match: match.group().replace("/", ""), text)
    return has_words(text, 2) or len(_LETTERS.findall(text)) > 1 or bool(_UNSPACED.search(text))


_SPACED_CALL = re.compile(r"#\s*" + SPACED_CALL.pattern)
"""`SPACED_CALL` opening a comment (`# returns (left, right)`)."""


def _holds_code(facts: StrictFacts, comment: str) -> bool:
    """`comment_holds_code`, but for a word and a parenthesised list after a space, the
    word naming nothing the code defines or imports nor a builtin (`# returns (left,
    right)`): prose naming what a function gives back. Also code behind a word marking
    it as old (`# legacy -> x = f(y)`, doc_4's `old_marked`), code that parses only after
    doc_4's small repair (Python 2, a line cut short: `repaired_code`), a
    statement or expression of code shape (`code_shaped`: `# assert x >= 0`, `# yield
    total`, `# lambda row: row[1]`, `# [r for r in rows if r]`) and code of another
    language (JavaScript, SQL, a shell command line: doc_6's `foreign_code`). A comment
    is read also without its quotes, its wrapping brackets or a folding marker's `region`
    (doc_4's `unwrapped_comment`: `# (total = round(total, 2))`)."""
    comment = visible(comment)
    for bare in (_unquoted(comment), unwrapped_comment(comment)):
        if bare is not None and _code_comment(facts, bare):
            return True
    return _code_comment(facts, comment)


def _code_comment(facts: StrictFacts, comment: str) -> bool:
    """`_holds_code` of a comment as it is written."""
    if not comment_holds_code(comment):
        return (
            old_marked(comment)
            or old_noted(comment)
            or foreign_code(comment.lstrip("#").strip())
            or (repairable(comment) and repaired_code(comment, facts.derived(_bound_names)))
            or clause_code(comment)
            or code_shaped(comment)
            or expression_code(comment)
        )
    spaced = _SPACED_CALL.match(comment)
    if spaced is None:
        return True
    name = spaced.group(1)
    return name in BUILTIN_NAMES or name in facts.derived(_bound_names)


_QUOTE_PAIRS = {'"': '"', "'": "'", "`": "`", "\u201c": "\u201d", "\u2018": "\u2019",
                "\u00ab": "\u00bb", "\u300c": "\u300d"}  # fmt: skip


def _unquoted(comment: str) -> str | None:
    """A comment whose whole text is in quotes (`# "seen = set(); out = []"`) as its text
    without them (code quoted is code all the same, and no explanation), or None."""
    text = comment.lstrip("#").strip()
    if len(text) > 2 and _QUOTE_PAIRS.get(text[0]) == text[-1]:  # noqa: PLR2004
        return f"# {text[1:-1]}"
    return None


def _bound_names(facts: StrictFacts) -> frozenset[str]:
    """Every name the code binds in any scope."""
    return frozenset(name for scope in facts.names.scopes for name in scope.bindings)


def _comment_scopes(facts: StrictFacts) -> dict[int, int]:
    """For each comment line, the id of the innermost function or class around it (none,
    0, at module level), found in one sweep over the definitions in line order."""
    definitions = sorted(
        (node.lineno, node.end_lineno or node.lineno, id(node))
        for node in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
    )
    scopes: dict[int, int] = {}
    stack: list[tuple[int, int, int]] = []
    position = 0
    for line, _ in facts.comments:
        while position < len(definitions) and definitions[position][0] <= line:
            stack.append(definitions[position])
            position += 1
        while stack and stack[-1][1] < line:
            stack.pop()
        scopes[line] = stack[-1][2] if stack else 0
    return scopes


def joined_statements(facts: StrictFacts) -> int:
    """Statements sharing a line with another, each counted as a line of its own: those
    joined by `;` (`a = 1; b = 2`, also after a statement that spans lines) and a body
    written on its header's line (`for x in xs: total += x`). A body of only `pass` or
    `...` (`class Empty(Exception): pass`) is none.

    One pass over the blocks: the statements that do something, less the lines they
    start on (each line's count less one, summed), and those starting on the last line of
    a statement before them that spans lines."""
    starts: set[int] = set()
    counted = after_long = 0
    for block in facts.blocks:
        previous: ast.stmt | None = None
        for statement in block:
            if not is_noop(statement):
                counted += 1
                starts.add(statement.lineno)
                if previous is not None and (
                    previous.lineno != previous.end_lineno == statement.lineno
                ):
                    after_long += 1
            previous = statement
    return counted - len(starts) + after_long


_DOC_READERS = frozenset(
    {
        "inspect.getdoc",
        "inspect.getsource",
        "inspect.getsourcelines",
        "pydoc.getdoc",
        "builtins.help",
    }
)
"""Functions handing back an object's docstring (in its source, for `getsource`)."""
_PLAIN_VALUES = (ast.Name, ast.Constant, ast.Attribute)


def run_code_lines(facts: StrictFacts) -> int:
    """The code lines of the code the program runs from strings (`StrictFacts.dynamic_calls`:
    exec, eval, compile and the other runners) that `count_lines` does not count.

    A constant string run counts its own code lines, less the physical lines of the
    literal written with that text (`exec("def f():\\n    ...")` is one physical line and
    many code lines); never fewer than the literal's. A docstring the code reads for a
    runner (`exec(__doc__)`, `exec(f.__doc__)`, `exec(inspect.getdoc(f))`) counts its
    lines of text. When a runner's text is not constant, what it may run from the code's
    own text counts too: every docstring that parses as code, the code lines a string
    holds beyond its physical ones, and each comment that holds code; a runner of text
    from elsewhere (a calculator's `eval(expression)`) finds none of these.
    """
    read = facts.derived(_read_programs)
    runs = facts.dynamic_calls if facts.may_run_strings else []
    if not runs:
        return _text_lines(read.values())
    docstrings = facts.docstring_ids
    run_docs = _docstrings_read(facts, [call for call, _ in runs])
    run_docs.update(read)
    strings = [node for node in facts.of_type(ast.Constant) if isinstance(node.value, str)]
    lines = 0
    sources = {source for _, source in runs}
    for source in sources - {None}:
        written = [node for node in strings if node.value == source]
        if any(id(node) in docstrings for node in written):
            run_docs.update((id(node), node) for node in written if id(node) in docstrings)
            continue
        spans = [node.end_lineno - node.lineno + 1 for node in written if node.end_lineno]
        lines += max(0, _code_lines_in(source) - max(spans, default=0))
    if None in sources:
        lines += _hidden_code_lines(facts, strings, run_docs)
    return lines + _text_lines(run_docs.values())


def _text_lines(docstrings: Iterable[ast.Constant]) -> int:
    """The lines of text (not blank) of these docstrings."""
    return sum(
        sum(1 for line in str(node.value).splitlines() if line.strip()) for node in docstrings
    )


_PROGRAM_STATEMENTS = 3
"""How many statements make a docstring a program rather than a code example."""


def _read_programs(facts: StrictFacts) -> dict[int, ast.Constant]:
    """id -> docstring, of the docstrings the code reads anywhere (`__doc__`, `f.__doc__`,
    `inspect.getdoc(f)`, `help(f)`: `_doc_owner`) whose text parses as a program of
    `_PROGRAM_STATEMENTS` statements or more: code kept in a docstring and handed to a runner
    strict mode may not see (a loader's `get_source`, `exec` picked out of `vars(builtins)`);
    counted as code lines, whatever runs it (fail closed)."""
    found: dict[int, ast.Constant] = {}
    if not facts.may_matter(r"__doc__|getdoc|getsource|help"):
        return found
    docstrings = _docstrings_by_owner(facts)
    for node in facts.of_type(ast.Name, ast.Attribute, ast.Subscript, ast.Call):
        owner = _doc_owner(facts, node)
        for item in docstrings.get(owner, ()) if owner is not None else ():
            if id(item) not in found and _program(str(item.value)):
                found[id(item)] = item
    return found


def _program(text: str) -> bool:
    """Whether a docstring's text parses as `_PROGRAM_STATEMENTS` statements or more."""
    tree = parse(inspect.cleandoc(text)) if "\n" in text else None
    return (
        tree is not None
        and _runs_as_code(inspect.cleandoc(text))
        and sum(isinstance(node, ast.stmt) for node in ast.walk(tree)) >= _PROGRAM_STATEMENTS
    )


def _code_lines_in(text: str) -> int:
    """The code lines of a text run as code (none when it does not parse)."""
    try:
        return count_lines(text)[0]
    except (SyntaxError, tokenize.TokenError, ValueError):
        return 0


def _hidden_code_lines(
    facts: StrictFacts, strings: list[ast.Constant], run_docs: dict[int, ast.Constant]
) -> int:
    """The code lines of the code's own text that a runner of a string not known may run
    and `count_lines` does not count: docstrings that parse as code (not already read,
    `run_docs`), a string's code lines beyond its physical lines, comments holding code."""
    lines = 0
    docstrings = facts.docstring_ids
    for node in strings:
        if id(node) in run_docs or ("\n" not in node.value and id(node) not in docstrings):
            continue
        text = inspect.cleandoc(node.value)
        if not _runs_as_code(text):
            continue
        found = _code_lines_in(text)
        if id(node) not in docstrings:
            found -= (node.end_lineno or node.lineno) - node.lineno + 1
        lines += max(0, found)
    return lines + sum(1 for _, comment in facts.comments if comment_holds_code(visible(comment)))


def _runs_as_code(text: str) -> bool:
    """Whether a text parses as code that does something: a statement other than a lone
    name or constant (`Helpers`, a one-word docstring, parses too)."""
    tree = parse(text) if text.strip() else None
    return tree is not None and any(
        not (isinstance(item, ast.Expr) and isinstance(item.value, _PLAIN_VALUES))
        for item in tree.body
    )


def _docstrings_read(facts: StrictFacts, calls: list[ast.Call]) -> dict[int, ast.Constant]:
    """id -> docstring, of the docstrings the arguments of runner calls read: `__doc__`,
    `f.__doc__`, `getattr(f, '__doc__')`, `vars(f)['__doc__']` and the readers of
    `_DOC_READERS` (`inspect.getdoc(f)`); what they document is found by its name."""
    run: dict[int, ast.Constant] = {}
    docstrings = _docstrings_by_owner(facts)
    for node in (item for call in calls for arg in call.args for item in ast.walk(arg)):
        owner = _doc_owner(facts, node)
        if owner is not None:
            run.update((id(item), item) for item in docstrings.get(owner, ()))
    return run


def _doc_owner(facts: StrictFacts, node: ast.AST) -> str | None:
    """The name of what a node reads the docstring of ("" for the module), or None."""
    if isinstance(node, ast.Name) and node.id == "__doc__":
        return ""
    if isinstance(node, ast.Attribute) and node.attr == "__doc__":
        if _this_module(node.value):
            return ""
        return ast.unparse(node.value).rpartition(".")[2]
    if isinstance(node, ast.Subscript) and const_str(node.slice) == "__doc__":
        inner = node.value
        if isinstance(inner, ast.Call) and inner.args:  # vars(f)['__doc__']
            return ast.unparse(inner.args[0]).rpartition(".")[2]
        if isinstance(inner, ast.Attribute) and inner.attr == "__dict__":
            return ast.unparse(inner.value).rpartition(".")[2]
        return None
    if not isinstance(node, ast.Call) or not node.args:
        return None
    target = ast.unparse(node.args[0]).rpartition(".")[2]
    if facts.names.names(node.func) & _DOC_READERS:
        return target
    if len(node.args) > 1 and const_str(node.args[1]) == "__doc__":  # getattr(f, '__doc__')
        return target
    return None


def _this_module(node: ast.expr) -> bool:
    """`sys.modules[__name__]`, `importlib.import_module(__name__)`: the module itself."""
    key = (
        node.slice
        if isinstance(node, ast.Subscript)
        else node.args[0]
        if isinstance(node, ast.Call) and node.args
        else None
    )
    return isinstance(key, ast.Name) and key.id == "__name__"


def _docstrings_by_owner(facts: StrictFacts) -> dict[str, list[ast.Constant]]:
    """The docstrings by the name of what they document ("" for the module's)."""
    found: dict[str, list[ast.Constant]] = {}
    for node in [facts.tree, *facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)]:
        body = getattr(node, "body", [])
        first = body[0] if body else None
        if (
            isinstance(first, ast.Expr)
            and isinstance(first.value, ast.Constant)
            and isinstance(first.value.value, str)
        ):
            found.setdefault(getattr(node, "name", ""), []).append(first.value)
    return found


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
        Reads a comment's code as doc_4 does (also inside quotes or one pair of brackets
        wrapping it, `# (total = round(total, 2))`, or after a folding marker's
        `# region`), characters that print as nothing left out
        and those that print as a blank read as a space (`# total\\u2800=\\u2800sum(xs)`
        is code). Counts only comments with two or more words, in any alphabet (a phrase of
        four letters or more in a script without spaces, Chinese, Japanese or Thai,
        counts as words; so does a terse note of two or more terms, words, numbers or
        terms with digits, one relation or mathematical sign, single letters the code
        binds, one of them a word or a sign: `# -1 = unlimited`, `# ms -> s`, `# LE u16`,
        `# n choose k`, `# ≈ 6371 km`; numbers or letters alone are none), that are not code
        (a word, a space and a parenthesised list,
        `# returns (left, right)`, is prose unless the word is a builtin or a name the
        code binds; code behind a word marking it old, `# legacy -> x = f(y)`, `#
        previously x = f(y)`, and code before a note after a comma that marks it old, `#
        x = f(y), kept from the old version`, are code, as doc_4 reads them, and so is
        code that parses only
        after doc_4's small repair: Python 2, `# exec "x = f(y)"`, `# raise E, "m"`, `#
        os.chmod(p, 0644)`, or a line cut short, `# x = f(a, g(b`), nor code of another language
        (JavaScript, C and the like, as doc_6 reads it, also one mark and a final `;`:
        `# const n = xs.length;`; an SQL statement, opening with an SQL keyword, with two
        clauses or more and no words of prose, its keywords in capitals or a bracket, `*`,
        `=` or `;` in it: `# SELECT word, COUNT(*) FROM words GROUP BY word`; a shell
        command line, after a `$` prompt with an option, pipe, redirection or file name,
        or opening with a known program and two of them: `# $ sort -nr stats.csv`, `#
        python -m tool --input data.csv`), a data format
        after a format label, `# Input format: key=value`, `# Format attendu :
        clé=valeur`, `# Each entry looks like: point = (x, y)`, is prose; a clause that
        continues a compound statement, `# elif x: y = f(x)`, `# case (a, b): return a`,
        `# else:`, parsed after the statement it continues, is code unless its body is an
        expression other than a call, `# else: fallback`; a statement or expression only
        code is written as, doc_4's `code_shaped`, `# assert amount >= 0`, `# yield
        total`, `# lambda row: row[1]`, `# [r for r in rows if r]`, is code, and so is
        doc_4's expression of code shape, a conditional expression holding a call, a tuple
        of calls, an `and`/`or` chain with a call, a subscript of a call or by one: `#
        round(x, 2) if x else 0.0`, `# report(x), units.clear()`, `# best and
        units.pop(best)`, `# sorted(rows)[-1]`), not a marker of
        where a block ends (`end` or `end of` and a block keyword, or a block keyword and a
        verb of ending, nothing else: `# end if`, `# end of for loop`, `# end def`, `# the
        for loop ends here`, `# loop is over`, `# done with the loop`; `# End the main loop`
        and `# the loop ends when the queue is empty` count; also the end of a data
        construct or region, `# end of the dict`, `# /list`, `# the call ends here`, and
        an end marker naming anything, `# end of stuff`, `# /foo`, on a line whose code
        only closes brackets, `}  # end of stuff`), nor an editor's folding marker
        (`# region`, `# endregion`, `# <editor-fold desc="...">`, `# {{{`, `# }}}`), only
        whose label is read, as any comment (`# region parsing` is one word; `# region
        Parse the rows` counts), not its mirror, a marker of where a
        block begins (`begin`, `start` or `start of` and a block keyword, or a block
        keyword and `begins` or `starts`: `# begin for`, `# start of the if block`, `# the
        loop starts here`; `# Start with the largest bucket` counts), not a vague label
        (vague nouns, `logic`, `stuff`, `code`, `work`, `part`, `section`, ..., and words
        ranking or counting them alone: `# Main logic`, `# More logic`, `# The actual
        work`, `# Rest of the code`), not a
        numbered step label alone (`# step one`, `# Part 2`, `# second step`; also with
        a Greek letter's name or an ordinal or number word up to twelve, `# Stage alpha`,
        `# beta phase`, `# step seventh`) nor a
        placeholder that only says it is a comment (`# explanatory comment`, `#
        another comment here`: words from a short list, `comment` or `explanation`
        among them; the same in French, German, Spanish, Portuguese, Italian, Dutch,
        Polish, Russian and Turkish, `# Ceci est un commentaire`, `# Noch ein Kommentar
        hier`, and in Chinese, Japanese and Korean, `# 这是一个注释`), nor bookkeeping
        (every piece of it, split at commas, stops, dashes and `and`, a ticket, `#
        Ticket PROJ-1234`, `# see #12`; a sprint, release or version, `sprint 7`; a date;
        or who wrote, reviewed or changed the code, labelled or after a verb and `by`, in
        English or another language, and when, the date before or after the name: `#
        Autor: Juan Perez`, `# Reviewed-by: Bob Smith`, `# Revisado por Ana Lopez`, `#
        Created on 2024-05-01 by build bot`, `# Edited 2024-03-12 by jdoe`, `# jdoe edited
        this on 2024-03-12`; after `by`, a person, a handle, an email address, a bot or a
        team, not words that name no one (an article, a pronoun, a preposition, a copula)
        nor a function: `# Written by the exporter, read back here`, `# Last modified by
        save()`, `# Generated by the build script`, `# Reviewed-by header is optional`
        count, as does the same after `Created by`, `Written by` or `Last updated` as a
        file's metadata; a verb that also says what code does to data, `touched`,
        `tweaked`, `patched`, `bumped`, only with a date, or after `last` and alone or
        before a person (one or two capitalised words, a handle alone, an email address, a
        bot), `# Last touched by mkaur on 2024-04-02` (`# Patched by the loader` and `#
        Last touched by the cleanup step` count); `# Generated by
        Django 4.2.1 on 2024-06-01 10:20`; a date with a time; a generated file's banner,
        `# Auto-generated file`, `# @generated`, `# Do not edit this file by hand`, `#
        Changes will be overwritten`; a ticket named in
        an explanation, `# Work around bug #1234: ...`, counts; so is a numbered part of a
        document named by its kind alone, after a pointing word or none, `# Per requirement
        R-17`, `# Cf. section 4.2`, `# As per clause 7.3b`, `# See ticket A-7`), nor
        sayings alone (the Zen of Python, proverbs, maxims and stock phrases from a list,
        `# Beautiful is better than ugly.`, `# Many hands make light work.`, `# Keep it
        simple.`; one inside an explanation, `# Fail fast: a bad row aborts`, counts;
        and Latin words alone, two words or more from Latin sayings, two of them words
        English and programmers' Latin do not use, `# Alea iacta est.`, `# Festina lente,
        amice.`; `# per item, ad hoc` counts),
        nor a verb naming no operation with an object naming nothing (`# Handle it.`, `#
        Deal with this`, `# Take care of everything`, `# Do the needful`) or a general
        noun (`# Handle the data`, `# Process the results`), nor any verb with only a
        filler noun (`# Return the stuff`, `# Fix the thing`), nor chat
        boilerplate addressed to the user, every clause of it (split at stops, commas,
        brackets and dashes) opening with a request, `feel free`, `let me know`, `thanks
        for`, `don't hesitate` and the like, or a sign-off, `hope this`, `happy coding`,
        `good luck`, `you're welcome`, with only filler words after it, or only such
        words (`# Feel free to adapt this part.`, `# Hope this helps!`; `# Feel free to
        tune LIMIT: larger is faster`, `# Feel free to pass None, which disables the
        timeout` and `# Good luck rolls add a bonus die` count), nor text that carries no
        meaning (as doc_6 reads a value: numbers, hashes and keys, keys mashed, `# asdf
        qwer`, lorem ipsum, metasyntactic words alone, `# foo bar baz`; every word keys
        mashed along a row of QWERTY, Dvorak, Colemak or AZERTY, four keys or more on the
        last three, `# aoeu htns`, `# arst`; interjections alone, `# hmm okay`, `#
        alright now`, or two words or more of their filler, `# right then`, `# here we
        go`, `# there we are`, `# and so on`, `# moving on`; pointers at other comments
        alone, a word pointing elsewhere, `above`, `below`, `before`, `likewise`, `same`,
        `ditto`, ..., with only words naming none of the code, `# as above`, `# same idea
        here`, `# as before`, `# see the comment above`; `# same for the keys` counts;
        numerals alone in any
        script or in English words, `#
        一二三四五`, `# one two three`), nor a tool's directive, the tool listed or not (a
        tool's name and, after a colon, a rule's code, an option set or rules in brackets, `#
        skipcq: PYL-R1721`, `# pyright: reportOptionalMemberAccess=false`; a lower-case
        name and a verb turning it off or on, `skip`, `ignore`, `disable`, with a colon
        and rules after it or a suffix, `# anylint skip: use-dict-items`, `# pylint
        skip-file`, or for a known tool alone, `# sourcery skip`; a standard's code,
        `# hash: SHA256`, is no rule), nor a debugging note left in (a result's
        label, `expected`, `got`, `actual`, `output`, `result`, `returns`, `prints`, `->`,
        and a Python literal, at most a verdict word after it: `# expected: [[1, 6]]`, `#
        got: [[1, 6]] ok`, `# expected: 3, got 3`; `# Result: the merged list` counts),
        nor a nag (a `TODO`, `FIXME`, `XXX`, `HACK` or
        `TBD` tag and words that only say the code should be tidied, revisited or fixed
        some day or how bad it is, `# TODO tidy this up later`, `# FIXME ugly but
        works`, or such words alone with one of `ugly`, `hacky`, `messy`, `someday` and
        the like, `# ugly but works`, or a tag followed by a request for the
        explanation itself, `# TODO: document this block`, `# TODO: write docs for the
        averaging part`, `# FIXME add comments`; a tag naming what is missing, `# TODO:
        handle negative prices`, counts), nor only questions that doubt the code or ask the
        reader (`# why does this even work?`, `# is this the right approach here?`, `#
        any ideas?`) or leave a question open (`# what happens with ties?`, `# what
        if ...?`, `# what about ...?`) where the next code line is no test (`if`,
        `while`, `assert`, `try`, `match`...; `# What if it is empty?` above `if not
        values:` counts; a question naming a test, `# Is the list empty?`, counts),
        nor a statement of the writer's doubt (a mark such as `not sure`, `unsure`, `I
        think`, `I guess`, `untested`, `might not work`, `seems to work`, or `not tried`,
        `not run` with the writer in it, `I`, `we`, `haven't`, and
        besides it only words of doubt and words naming nothing of the code, `this part`,
        `it`, `works`: `# Hmm, not sure about this part honestly.`, `# I think this works
        but I have not tried it.`; `# Not sure the file exists, so check first` and `# If
        it was not run, try again` count), nor a warning off (an order not to change the
        code opening a clause, `do not touch`, `never modify`, or `hands off`, `don't
        ask`, `magic`, `here be dragons`, `works on my machine`, `nobody knows`, and
        besides it only such words and those of a doubt: `# Magic, please do not touch
        this.`; `# Do not reorder: the API reads fields by position`, `# It does not change
        anything` and `# Leave it alone.` beside a branch that keeps a value count), nor
        change history (an edit verb, `changed`, `added`, `fixed`, ..., or `moved`,
        `renamed`, `removed`, `reverted` with a record after it, and who and a record or
        date only: a ticket, pull request, release, sprint, build, commit or code review,
        `# Changed by Kim in release 2.3.`, `# Added after ticket 4411 was closed.`,
        `# Renamed in PR 88`; a version, `# Field added in version 2`, and `# Items added
        for review` count), nor only a type in notation, a name's label at
        most before it (`# dict[str, list[int]]`, `# str, int`, `# scores: dict[str,
        float]`: it restates what an annotation says; `# list of ints` counts),
        nor prose under a cipher (a Caesar shift such as ROT13, three different words or
        more, one shift turning two of them and a third at least into common English
        words such as `the`, `to`, `for`: `# Pbaireg gb ghcyrf sbe gur pnyyre.`; or
        leetspeak, half the words mixing letters and digits read as letters, `0` o, `1` i,
        `3` e, `7` t, ..., two of them or such digits alone reading as those words:
        `# r3v3r53 34ch r0w 70 f1n15h 7h3 r07471on`; `# md5 of utf8 bytes in 4 kb chunks`
        counts), nor a pointer elsewhere alone (`see`, `refer to`, `explained in`, `more
        details in`
        and the like before a document named by its kind, `README`, `docs`, `wiki`, `design
        doc`, `spec`, `ticket`, ..., or `above`, `below`, `elsewhere`, with at most `for
        details` after it: `# See the README for details.`, `# Explained in the wiki page.`;
        a pointer that names its topic, `# See RFC 7231 for the header grammar`, counts),
        and not a repeat of an earlier comment of the same function or
        class, or of the module's own level, compared by their words (case and
        punctuation and counters aside: `# Compute the values` and `# compute the
        values!` are one, and so are `# Update the totals (part 1 of 3)` and `# Update the
        totals (part 2 of 3)`, and `# Handle the values, pass one` and `# Handle the
        values, second pass` (a round noun, `pass`, `round`, `iteration`, `attempt`,
        `step`, `part`, ..., with a number or ordinal word), and `# (a) Walk the rows` and
        `# (b) Walk the rows` (a leading list label, `(a)`, `b)`, `A.`, `ii.`, `2)`),
        but not `# Pad to 8 bytes`
        and `# Pad to 16 bytes`;
        `# x`, `# loop`, `# total = 0` and a comment pasted on every line do not
        explain anything; the same note in two parallel functions counts in each);
        a whole-line comment that ends a sentence the comment line above it left open
        (no final `.`, `!`, `?`, `:` or `;`) counts with one word or in code notation,
        as the wrapped end of that line's sentence, unless it repeats a line of the code
        (`# keep the running` / `# total += value`) or is code with a call, a subscript,
        an attribute, an augmented assignment or a block's colon at its end (`# Previously
        this read` / `# totals = collections.Counter()`); a comment whose whole text is in
        quotes or backticks is read without them (`# "seen = set(); out = []"` is code).
        Each statement that shares a line with another counts as a code line of its own:
        statements joined by `;` and a body written on its header's line (`for x in xs:
        total += x`; a body of only `pass` or `...` is exempt). A file's metadata (`#
        Copyright ...`, `# Licensed under ...`, `# Author: ...`, `#
        SPDX-License-Identifier: ...`, `# Version 1.4.2`, an email address), a tool's
        directive (`# yapf: disable`, `# flake8: noqa`, `#
        cSpell:disable`, `# nosec`, `# noinspection ...`) and an editor's setting (a coding
        cookie, `# -*- coding: utf-8 -*-`; a Vim, vi or Kate modeline, `# vim: set
        expandtab :`; Emacs's local variables, `# mode: python`, `# indent-tabs-mode: nil`,
        and every comment of a `# Local Variables:` ... `# End:` block) explain nothing and
        do not count.
        A sentence wrapped over several whole-line comments (each line left open: no final
        `.`, `!`, `?` or `:`, or one after a word such as `the`, a `;` ending a clause only;
        and the next a lone word or opening with, or the line ending with, a word such as
        `and` or `the`: `# Gather the;` / `# running totals;` / `# in one pass.`)
        counts as at most the lines its text fills at 50 characters a line (`#
        Build` / `# the` / `# report.` is one). Code the program runs from a string (through
        `exec`, `eval`, `compile` or another runner strict mode reads) counts: a constant
        string its code lines, less the physical lines of the literal holding it
        (`exec("def f():\\n    ...")`, one physical line, counts each line it runs); a
        docstring read for a runner (`exec(__doc__)`, `exec(func.__doc__)`,
        `exec(inspect.getdoc(func))`, `getattr(func, "__doc__")`) its lines of text; so does
        any docstring the code reads anywhere (`__doc__`, `sys.modules[__name__].__doc__`,
        `inspect.getdoc(func)`, `help(func)`) whose text parses as three statements or more,
        whatever runs it (a loader's `get_source`, `exec` picked out of `vars(builtins)`); and
        when the text run is not constant, every docstring that parses as code, the code
        lines a string holds beyond its physical lines and each comment holding code count
        as code lines (a calculator's `eval(expression)` adds none of them). Comments
        must also be spread: a body (a function's, a class's or the module's own, nested
        blocks included; definitions are measured in their own bodies) fails with more
        than three times `lines_per_comment` statements in a row that
        no explaining comment or docstring comes between (imports, `global`, `nonlocal`
        and plain values bound at module or class level, `RED = 1`, not
        counted), as when the comments a long body needs are piled up in a header above
        it. A function or class without bases whose body does nothing (`pass`, `...`, a
        docstring, a bare
        `return`; or, for a plain function nothing can call, no decorator, no dunder, no
        method of a class with bases, its name never read, one statement standing in for
        `pass`: `raise NotImplementedError`, `return 0`, `_ = 0`) has only why it is empty
        to explain: its comments (inside it, below its
        last line indented under it, and the block of whole-line comments right above it)
        count at most one line per `lines_per_comment` of its own code lines, at least one,
        so comments piled in a stub beside the real code (`def _describe(): # Read the
        rows ... pass`) do not pay for the code that runs (a class with a base declares a
        type, and its comments say when code uses it: `email.errors`). Still possible:
        many empty stubs, each with a comment of its own, comments piled into an empty
        subclass, other ciphers (`# Sbeg ...` under a
        substitution that is no shift, words spelt backwards), leetspeak with one
        word of English in it, a sentence cut into short lines that each read as a note of
        their own (`# Build report` / `# Pick best`), comments piled up in a few
        places, each run of statements
        between them no longer than that, comments with other words that say nothing
        useful (`# Load the data`, `# return the dict`), comments that contradict the code
        they annotate (`# Sort in ascending order` above `sorted(scores, reverse=True)`:
        whether a comment is true of its code is meaning, not read), chat boilerplate in
        other words
        or a sign-off followed by words of its own (`# Good luck finding bugs here`: a
        domain's `Good luck rolls` reads so too),
        trivia beside the code (`# Shakespeare coined 1,700 words`: whether a comment is
        about the code is meaning, not read), sayings and quotations outside
        the list read (or reworded; Latin ones in words outside the list), references
        naming their document (`# See RFC 7231`), comments that only list names of the
        code (`# count total`: not told
        apart from terse notes such as `# normalize value`), placeholders and bookkeeping in
        words or languages outside the lists read (`# Reviewed by Ana`, one name), made-up
        words (`# blorf snek`; prose spelt backwards too, `# ssap eno ni stnuoc dna smus`:
        a rule reading it failed element symbols, abbreviations and other languages' short
        words, `# Si, Ti, Ta masses`, `# Ordena os pedidos`), one comment repeated in other
        languages (`# Sum the rows once.` / `# Sumar las filas una vez.`: whether two
        comments mean the same is not read), many operations packed into
        one long expression, and code of another language with none of the marks read
        (SQL keywords in lower case and no sign, a command line of an unknown program),
        a directive of an unknown tool given as its name and a bare verb (`# foolint
        skip`), nags in other words (`# needs love`), small talk
        and pointers at other comments in words outside the lists read (`# same trick
        as the last`), statements of doubt in words outside those read (`# this feels
        shaky`) and warnings off in other words (`# Dont touch`, `# fragile, careful`, `# Leave it
        as is, it works.`, which honest code also writes beside a branch keeping a value),
        change history in other words (`# Reworked last spring`), questions of doubt
        outside the words
        read (`# does this handle ties?`), an open question above a test it does
        not answer, and code run from a text that parses only once the program changes it
        (`exec(SOURCE.replace("~", "\\n"))`) or read from the program's own file.
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
        code_lines += joined_statements(facts)
        code_lines += run_code_lines(facts)
        needed = math.ceil(code_lines / per_comment)
        explaining = explaining_lines(facts) - _stub_excess(facts, per_comment)
        if explaining >= needed:
            stretch = _uncommented_stretch(facts, per_comment)
            if stretch is None:
                return []
            length, line = stretch
            message = (
                f"{length} statements in a row without an explanatory comment or docstring "
                f"(at most {STRETCH * per_comment}, {STRETCH} times the lines per comment)"
            )
            return [(line, message)]
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
