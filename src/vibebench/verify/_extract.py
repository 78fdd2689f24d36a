"""Find the solution code in a model response.

The rules (docs/extraction.md explains each and measures them against LiveCodeBench's own
extractor; tests/verify/test_extract*.py assert them):

1. Newlines are normalised (CRLF and lone CR become LF).
2. Reasoning is removed: every `<think>…</think>` (also `<thinking>`, `<reasoning>`), a
   leading run that ends in an orphan `</think>` (chat templates often put the opening tag
   in the prompt) unless the answer after it reads a name only that run's code defines,
   and a whole response that opens with a `<think>` that never closes (the model was cut
   off while reasoning, so nothing after it is an answer). An unclosed tag
   anywhere else is ordinary text (code may well mention `<think>`), and so is every tag
   inside a fenced block of the answer: `OPEN = '<think>'` and `CLOSE = '</think>'` in
   a program are code, and what lies between them is judged and run like the rest (were
   it removed, a program could hide any code from its checks between two such strings).
   Code inside reasoning is never the answer. A caller whose model never reasons in its
   output says so with `reasoning_in_responses(False)`: every tag is then ordinary text,
   so no code can hide behind one (a tag renders as nothing in markdown).
3. Fenced blocks (``` or ~~~, any indentation, unclosed at the end allowed) labelled
   `python`, `py` or either followed by a version (`python3`, `py3`, `python3.11`) are
   Python; an unlabelled block is Python when it compiles and is more than data (an output
   such as `[0, 1]` is not a program). Blocks in other languages (bash, json, text) never
   count, so a JSON explanation after the code is not mistaken for it.
4. One Python block is the code. Of several, the blocks that compile are read for what
   they define and do (`_blocks.py`): the program is the last block that defines the
   task's entry point when the caller names it, else the last program block (one that
   defines a function or class or reads input before one that only runs statements, before
   a stub that only imports or assigns); usage examples and tests are dropped; earlier
   blocks that define names the program needs are joined before it, and, when no entry
   point is named, a later driver that starts a function the program never starts
   (`main()`, `threading.Thread(target=main).start()`) after it. When no Python block
   compiles, the last one is returned with `parses=False`, so every code-level check fails
   closed on it.
5. With no fence at all, the response is bare code when it compiles and is more than a lone
   name or constant; otherwise the text from the first line that starts a definition or an
   import is taken, trimmed at the first line that does not parse (a few passes at most).

Every step is linear in the response length (no backtracking regular expressions), so a
multi-megabyte response is handled in about the time it takes to compile it.

`pinned_extractions` lets a caller that extracted once, knowing the entry point, make every
later `extract_code` of the same response (the verify engine's among them) return that same
extraction: the code judged for instructions is then the code run against the tests.
"""

from __future__ import annotations

import ast
import html
import re
import textwrap
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import lru_cache

from vibebench._fences import (
    closes_fence,
    fence_label,
    fence_line,
    is_python_label,
    misspelt_python_label,
    notebook_label,
    shown_python_kind,
)
from vibebench._fixed_depth import at_fixed_depth
from vibebench._python_source import parse_module, syntax_tree
from vibebench.instructions._code_facts import compiles
from vibebench.verify._blocks import BlockFacts, block_facts, looks_like_code, program_parts
from vibebench.verify._models import Extraction

__all__ = [
    "FencedBlock",
    "ShownBlock",
    "compiles",
    "extract_code",
    "fenced_blocks",
    "normalize_newlines",
    "pin_rounds",
    "pinned_extractions",
    "python_blocks_left_out",
    "reasoning_allowed",
    "reasoning_in_responses",
    "session_pieces",
    "shown_html_blocks",
    "shown_python_blocks",
    "strip_reasoning",
]

REASONING_TAGS = ("think", "thinking", "reasoning")
_ANY_REASONING_TAG = re.compile(r"</?(?:think(?:ing)?|reasoning)>", re.IGNORECASE)
"""Finds every tag `strip_reasoning` looks for in `text.lower()`: the only characters that
lower to a letter of a tag are that letter in either case and the Kelvin sign (K), all of
which IGNORECASE matches (İ lowers to `i` and a combining dot, never followed by `n`)."""
_TAG_TEXTS = frozenset(f"<{slash}{tag}>" for tag in REASONING_TAGS for slash in ("", "/"))
_CODE_START = re.compile(r"(?:async\s+def|def|class|import|from)\b|@")
_FENCE_MARKERS = ("```", "~~~")
_MAX_TRIM_PASSES = 8
_PINNED: ContextVar[Mapping[str, Extraction] | None] = ContextVar(
    "vibebench_pinned_extractions", default=None
)
_REASONING: ContextVar[bool] = ContextVar("vibebench_reasoning_in_responses", default=True)


@dataclass(frozen=True, slots=True)
class _Block:
    """A fenced block: the first word of its info string, its body, its place among the
    blocks and the number of the line just past it (past its closing fence)."""

    label: str
    text: str
    index: int
    end: int


FencedBlock = _Block
"""What `fenced_blocks` returns: `label`, `text` (the body), `index`, `end`."""


def normalize_newlines(text: str) -> str:
    """Turn CRLF and lone CR into LF so line numbers match what Ruff reports."""
    if "\r" not in text:  # most responses: no copy needed
        return text
    return text.replace("\r\n", "\n").replace("\r", "\n")


def strip_reasoning(text: str) -> str:
    """Remove reasoning blocks (see the module docstring, step 2).

    One pass over the tags and the fence lines, in order: outside reasoning, a fence line
    opens or closes a block of the answer and a tag inside such a block is code; inside
    reasoning only its closing tag counts (a fence there is part of the reasoning).
    """
    if not _REASONING.get() or _ANY_REASONING_TAG.search(text) is None:
        return text  # most responses: one scan, no lowering
    found = ((m.start(), m.end(), m.group().lower()) for m in _ANY_REASONING_TAG.finditer(text))
    events = [event for event in found if event[2] in _TAG_TEXTS]  # not `<thİnk>`
    events += [(start, start, line) for start, line in _fence_lines(text)]
    events.sort()
    return _strip_events(text, events)


def _strip_events(text: str, events: list[tuple[int, int, str]]) -> str:
    """`strip_reasoning` given every tag and fence line as (start, end, tag in lower case or
    the fence line's text), in order of `start` (a fence line before a tag on it).

    A leading orphan closing tag ends reasoning only when the answer after it stands on
    its own: when the answer's code uses a name that only the Python blocks before the
    tag define, the program is before the tag, and the tag (`<!-- </think> -->` after the
    program, `</reasoning>` closing a line of prose) is ordinary text. Else a program could
    hide itself from every check behind a tag that renders as nothing, leaving a usage line
    after it to be judged."""
    cleaned, orphan = _cut_reasoning(text, events, leading_orphans=True)
    if orphan is not None and _answer_needs_reasoning(text[:orphan], cleaned):
        cleaned, _ = _cut_reasoning(text, events, leading_orphans=False)
    return cleaned


def _answer_needs_reasoning(reasoning: str, answer: str) -> bool:
    """Whether the answer's Python blocks read a name that none of them defines and the
    reasoning's Python blocks do (module level)."""
    defined = set().union(*(facts.defines for facts in _python_block_facts(reasoning)))
    if not defined:
        return False
    answer_facts = _python_block_facts(answer)
    needed = set().union(*(facts.free for facts in answer_facts))
    needed -= set().union(*(facts.defines for facts in answer_facts))
    return bool(needed & defined)


def _python_block_facts(text: str) -> list[BlockFacts]:
    """What each fenced block of `text` that is Python and compiles defines and reads."""
    found = []
    for block in _fenced_blocks(text):
        if block.label and not is_python_label(block.label):
            continue
        tree = _compiled_tree(block.text)
        if tree is not None:
            found.append(block_facts(tree))
    return found


def _cut_reasoning(
    text: str, events: list[tuple[int, int, str]], *, leading_orphans: bool
) -> tuple[str, int | None]:
    """The text without its reasoning, and where a leading orphan closing tag that cut all
    before it starts (None: none did; with `leading_orphans` False none does)."""
    orphan: int | None = None
    kept: list[str] = []
    position = 0
    fence: str | None = None  # the marker of the answer's open fenced block
    opened: tuple[str, int] | None = None  # the closing tag awaited, where its block began
    seen_tag = False
    for start, end, what in events:
        if opened is not None:
            if what == opened[0]:
                kept.append(text[position : opened[1]])
                position, opened = end, None
        elif not what.startswith("<"):
            fence = _fence_after(fence, what)
        elif fence is None:
            if what.startswith("</"):
                if not seen_tag and leading_orphans:  # all before it was reasoning
                    kept, position, orphan = [], end, start
            else:
                opened = (f"</{what[1:]}", start)
            seen_tag = True
    if opened is not None:  # a block never closed: all reasoning if nothing came before it
        before = "".join(kept) + text[position : opened[1]]
        return ("" if not before.strip() else before + text[opened[1] :]), orphan
    kept.append(text[position:])
    return "".join(kept), orphan


def _fence_after(fence: str | None, line: str) -> str | None:
    """The marker of the open fenced block after a fence line (None: no block is open)."""
    marks = fence_line(line)
    if fence is None:
        return marks[0] if marks is not None else None
    return None if closes_fence(marks, fence) else fence


def _fence_lines(text: str) -> list[tuple[int, str]]:
    """The lines that may open or close a fence (three backticks or tildes after blanks),
    offset and text of each, in order: found by substring search, the only lines
    `_fenced_blocks` reads one by one."""
    lines: dict[int, str] = {}
    for marker in _FENCE_MARKERS:
        found = text.find(marker)
        while found != -1:
            line_start = text.rfind("\n", 0, found) + 1
            line_end = text.find("\n", found)
            if line_end == -1:
                line_end = len(text)
            if not text[line_start:found].strip(" \t"):
                lines[line_start] = text[line_start:line_end]
            found = text.find(marker, line_end)  # the first marker of a line decides it
    return sorted(lines.items())


def _fenced_blocks(text: str) -> list[_Block]:
    """Every fenced block, with the first word of its info string as its label.

    A body is the slice of `text` between its fence lines (the lines between them joined
    back), so only the fence lines are read one by one.
    """
    blocks: list[_Block] = []
    candidates = iter(_fence_lines(text))
    for opening_start, opening in candidates:
        fence = fence_line(opening)
        if fence is None:
            continue
        marker, info = fence
        closing = next(  # unclosed: as if a closing line started just past the end
            (start for start, line in candidates if closes_fence(fence_line(line), marker)),
            len(text) + 1,
        )
        body = text[opening_start + len(opening) + 1 : closing - 1]
        indent = len(opening) - len(opening.lstrip(" "))
        if indent:
            body = "\n".join(_dedent(line, indent) for line in body.split("\n"))
        label = fence_label(info)
        past = text.count("\n", 0, closing) + 1  # the number of the line after the block
        blocks.append(_Block(label=label, text=body, index=len(blocks), end=past))
    return blocks


def fenced_blocks(text: str) -> list[FencedBlock]:
    """Every fenced block of `text`, as `extract_code` reads them (give it the response with
    reasoning removed: `strip_reasoning(normalize_newlines(response))`). doc_6 finds the JSON
    explanation after the code with it, so both read a response the same way."""
    return list(_read_blocks(text))


@lru_cache(maxsize=32)
def _read_blocks(text: str) -> tuple[_Block, ...]:
    """`_fenced_blocks`, kept for the last responses: strict mode's readers of the answer's
    other blocks (style_3, style_8, the shown-blocks step) read one response in turn."""
    return tuple(_fenced_blocks(text))


@dataclass(frozen=True, slots=True)
class ShownBlock:
    """A block of Python the answer shows beside its judged program (`shown_python_blocks`)."""

    number: int
    """Its number among the answer's fenced blocks (from 1)."""
    text: str
    """Its body as written (a session with its prompts and output)."""
    kind: str
    """"program", "stub" (a `pyi` block) or "session" (code typed at `>>>` or `In [n]:`)."""
    pieces: tuple[str, ...]
    """Its code: the body, or each statement typed at a session's prompts (the prompts and
    the output removed, IPython magics left out)."""

    @property
    def source(self) -> str:
        """All its code as one text (a session's statements one after another)."""
        return "\n".join(self.pieces)


_SESSION_PROMPT = re.compile(r"[ \t]*(?:>>>|In \[\d*\]:)(?: |$)")
_TYPED_PROMPT = re.compile(r"^[ \t]*>>> ", re.MULTILINE)
_SESSION_MORE = re.compile(r"[ \t]*(?:\.\.\.|\.{3,}:)(?: |$)")
_MAGIC = ("%", "!")


def session_pieces(text: str) -> tuple[str, ...]:
    """The statements typed at an interpreter session's prompts (`>>> ` then `... `, or
    IPython's `In [1]: ` then `   ...: `), prompts removed; other lines are output. An
    IPython magic or shell escape (`%timeit`, `!ls`) is no Python and is left out."""
    pieces: list[str] = []
    current: list[str] | None = None
    for line in text.split("\n"):
        if (prompt := _SESSION_PROMPT.match(line)) is not None:
            if current is not None:
                pieces.append("\n".join(current).rstrip())
            current = [line[prompt.end() :]]
        elif current is not None and (more := _SESSION_MORE.match(line)) is not None:
            current.append(line[more.end() :])
        elif current is not None:
            pieces.append("\n".join(current).rstrip())
            current = None
    if current is not None:
        pieces.append("\n".join(current).rstrip())
    return tuple(piece for piece in pieces if piece.strip() and not piece.startswith(_MAGIC))


def shown_python_blocks(cleaned: str, code: str) -> list[ShownBlock]:
    """Every block of Python an answer (`cleaned`: reasoning removed, as `fenced_blocks`
    takes it) shows beside the judged program `code`: what strict mode reads as code the
    answer shows (a second module, usage, tests, a session, a type stub, an implementation
    behind a stub). A block counts when its label names Python whatever file name or
    attributes follow (`shown_python_kind`: `python:example.py`, `py {linenos}`, `pyi`,
    `pycon`, `ipython`), or when it is unlabelled and a program, or a session (a line at
    a `>>>` or `In [n]:` prompt), or labelled with another language and holding a line
    typed at a `>>> ` prompt (a session in a `text` or `console` block). A block labelled
    with `python` misspelt (`misspelt_python_label`: `pyhton`) or with a notebook's label
    (`notebook_label`: `jupyter`, `ipynb`) is read as an unlabelled one, and one under
    another language's label is read as a program when it is a module the program imports
    (`_imported_module`). A block labelled as a session but without a prompt is read as a
    program. The
    block that is the program itself (its text inside `code`) is not shown again. The
    blocks `_other_shown_blocks` finds (MyST directive fences, fences inside a blockquote,
    indented blocks) follow, numbered after the fenced blocks."""
    fenced = "`" in cleaned or "~" in cleaned
    found: list[ShownBlock] = []
    for block in _read_blocks(cleaned) if fenced else ():
        text = block.text
        if not text.strip() or text.strip() in code:  # the program, judged as it
            continue
        kind = shown_python_kind(block.label) if block.label else _unlabelled_kind(text)
        if kind is None and _read_as_unlabelled(block.label):  # `pyhton`, `jupyter`
            kind = _unlabelled_kind(text)
        if kind is None and block.label and _imported_module(text, code):
            kind = "program"  # a module the program imports, under another label
        foreign = kind is None and _TYPED_PROMPT.search(text) is not None
        kind = "session" if foreign else kind  # a `>>>` session in a `text` block
        pieces = session_pieces(text) if kind == "session" else (text,)
        if kind is None or (foreign and not pieces):
            continue
        if not pieces and _SESSION_PROMPT.search(text) is None:  # a session label on code
            kind, pieces = "program", (text,)
        found.append(ShownBlock(block.index + 1, text, kind, pieces))
    return found + _other_shown_blocks(cleaned, code, fenced)


def comment_blocks(cleaned: str) -> list[tuple[int, str]]:
    """(number, text) of each unlabelled fenced block of the answer whose every line that
    is not blank is a `#` comment: `shown_python_blocks` reads such a block as nothing
    (it parses to no statement), yet its lines are comments of Python (old code commented
    out, kept beside the program)."""
    if "#" not in cleaned or not ("`" in cleaned or "~" in cleaned):
        return []
    found: list[tuple[int, str]] = []
    for block in _read_blocks(cleaned):
        lines = [line for line in block.text.splitlines() if line.strip()]
        if not block.label and lines and all(line.lstrip().startswith("#") for line in lines):
            found.append((block.index + 1, block.text))
    return found


def _read_as_unlabelled(label: str) -> bool:
    """Whether a block so labelled is read by what it holds, as an unlabelled one: `python`
    misspelt (`misspelt_python_label`: `pyhton`) or a notebook's label (`notebook_label`:
    `jupyter`, `ipynb`)."""
    return misspelt_python_label(label) or notebook_label(label)


_MODULE_HEADER = re.compile(r"\A\s*#\s*(?:file:?\s*)?([A-Za-z_][\w./-]*?)\.py\b", re.IGNORECASE)


def _imported_module(text: str, code: str) -> bool:
    """Whether a block under another language's label is a module of Python the program
    `code` imports: it is a program (`_unlabelled_kind`), and its first line is a comment
    naming `name.py` for a module the program imports, or it defines at its top level a
    name the program imports from a module (`from pricing import shipping_cost`)."""
    if "import" not in code or (tree := parse_module(code)) is None:
        return False
    modules: set[str] = set()
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            modules.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            modules.add(node.module)
            names.update(alias.name for alias in node.names)
    if not modules or _unlabelled_kind(text) != "program":
        return False
    header = _MODULE_HEADER.match(text)
    if header is not None and header.group(1).replace("/", ".") in modules:
        return True
    block = parse_module(text)
    defined = {
        node.name
        for node in (block.body if block is not None else ())
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
    }
    return bool(defined & names)


_DIRECTIVE_FENCE = re.compile(
    r"^[ \t]{0,3}(`{3,}|~{3,})[ \t]*\{(?:code-block|code|code-cell|sourcecode)\}[ \t]*"
    r"(?:python3?|py3?|ipython3?|sage|numpy)?[ \t]*$",
    re.IGNORECASE | re.MULTILINE,
)
"""The opening of a MyST directive fence showing Python (```` ```{code-block} python ````),
or naming no language (it shows the project's default, Python)."""
_DIRECTIVE_OPTION = re.compile(r"[ \t]*:[\w-]+:")
_QUOTE_MARK = re.compile(r"[ \t]{0,3}>[ \t]?")
_QUOTED_LINE = re.compile(r"^[ \t]{0,3}>", re.MULTILINE)
"""A line `_QUOTE_MARK` marks as a blockquote's (a gate for `_quoted_runs`: `->` and `>=`
in code are no such line)."""
_INDENTED = re.compile(r"^(?: {4}|\t)", re.MULTILINE)
_INTRODUCES_CODE = re.compile(r"\.pyi?\b|:\s*$")
"""A line before an indented block that names a Python file or ends with a colon."""


def unfenced_python_blocks(cleaned: str) -> list[ShownBlock]:
    """The Python blocks of `cleaned` that a plain fence reader does not see
    (`_other_shown_blocks`: MyST directive fences, fences inside a blockquote, indented
    blocks)."""
    return _other_shown_blocks(cleaned, "", "`" in cleaned or "~" in cleaned)


def _other_shown_blocks(cleaned: str, code: str, fenced: bool) -> list[ShownBlock]:
    """The Python an answer shows in blocks a plain fence reader does not see: a MyST
    directive fence of Python (`_DIRECTIVE_FENCE`, its leading `:option:` lines left out;
    a session when a line is at a prompt), a fence inside a blockquote (its `>` marks
    removed, read as `shown_python_blocks` reads the answer), and a markdown indented
    block (four spaces or a tab, after a blank line) that follows a line naming a `.py`
    file or ending with a colon and that is a program (`_unlabelled_kind`). A block whose
    text is inside the program is not shown again."""
    texts: list[str] = []
    if fenced and "{" in cleaned:
        texts += _directive_bodies(cleaned)
    found: list[ShownBlock] = []
    for text in texts:
        if not text.strip() or text.strip() in code:
            continue
        kind = "session" if _SESSION_PROMPT.search(text) else "program"
        pieces = session_pieces(text) if kind == "session" else (text,)
        if pieces:
            found.append(ShownBlock(0, text, kind, pieces))
    if fenced and _QUOTED_LINE.search(cleaned) is not None:
        for quoted in _quoted_runs(cleaned):
            found += shown_python_blocks(quoted, code)
    outside = _outside_fences(cleaned) if fenced else cleaned
    if _INDENTED.search(outside) is not None:  # (code inside fences is no indented block)
        for text in _indented_blocks(outside):
            if text.strip() not in code and _unlabelled_kind(text) == "program":
                found.append(ShownBlock(0, text, "program", (text,)))
    start = len(_read_blocks(cleaned)) if fenced else 0
    return [ShownBlock(start + number, block.text, block.kind, block.pieces)
            for number, block in enumerate(found, start=1)]  # fmt: skip


def _directive_bodies(text: str) -> list[str]:
    """The body of each MyST directive fence of Python, its `:option:` lines left out."""
    bodies: list[str] = []
    lines = text.split("\n")
    index = 0
    while index < len(lines):
        match = _DIRECTIVE_FENCE.match(lines[index])
        index += 1
        if match is None:
            continue
        fence, body, options = match.group(1), [], True
        while index < len(lines) and not lines[index].strip().startswith(fence):
            options = options and _DIRECTIVE_OPTION.match(lines[index]) is not None
            if not options:
                body.append(lines[index])
            index += 1
        index += 1
        bodies.append("\n".join(body))
    return bodies


def _quoted_runs(text: str) -> list[str]:
    """Each run of blockquote lines holding a fence, its `>` marks removed (one level)."""
    runs: list[list[str]] = []
    previous = False
    for line in text.split("\n"):
        mark = _QUOTE_MARK.match(line)
        if mark is None:
            previous = False
            continue
        if not previous:
            runs.append([])
        runs[-1].append(line[mark.end() :])
        previous = True
    joined = ("\n".join(run) for run in runs)
    return [run for run in joined if "```" in run or "~~~" in run]


def _indented_blocks(text: str) -> list[str]:
    """Each markdown indented block (lines at four spaces or a tab, after a blank line, to
    the next line that is not indented) that follows a line introducing code, dedented."""
    blocks: list[str] = []
    lines = text.split("\n")
    index = 0
    while index < len(lines):
        line = lines[index]
        index += 1
        if line.strip() or index < 2 or not _INTRODUCES_CODE.search(lines[index - 2]):  # noqa: PLR2004
            continue
        if lines[index - 2][:1] in {" ", "\t"} or not lines[index - 2].strip():
            continue
        body: list[str] = []
        while index < len(lines) and (not lines[index].strip() or _INDENTED.match(lines[index])):
            body.append(lines[index])
            index += 1
        if body:
            blocks.append(textwrap.dedent("\n".join(body).strip("\n")))
    return blocks


_PRE_BLOCK = re.compile(r"<pre\b([^>]*)>(.*?)</pre\s*>", re.IGNORECASE | re.DOTALL)
_CODE_OPEN = re.compile(r"\A\s*<code\b([^>]*)>", re.IGNORECASE)
_CODE_CLOSE = re.compile(r"</code\s*>\s*\Z", re.IGNORECASE)
_HTML_LANGUAGE = re.compile(r"\b(?:language|lang)-([\w.+-]+)", re.IGNORECASE)


def shown_html_blocks(cleaned: str, code: str) -> list[ShownBlock]:
    """Every HTML `<pre>` block (`<pre><code>...</code></pre>`) outside the fenced blocks
    of an answer (`cleaned`, as `shown_python_blocks` takes it) that shows Python beside
    the judged program `code`: its text with the `<code>` tags removed and HTML entities
    decoded, a program when it is labelled as Python (`class="language-python"`) or, not
    labelled, parses and is more than data, or a session when a line of it is at a
    prompt; a block labelled with another language is not read, nor one whose text is
    inside the program. Numbered after the answer's fenced blocks, in order."""
    if "<pre" not in cleaned and "<PRE" not in cleaned.upper():
        return []
    found: list[ShownBlock] = []
    number = len(_read_blocks(cleaned))
    for match in _PRE_BLOCK.finditer(_outside_fences(cleaned)):
        attributes, text = match.group(1), match.group(2)
        if (opening := _CODE_OPEN.match(text)) is not None:
            attributes, text = attributes + opening.group(1), text[opening.end() :]
            text = text[: closing.start()] if (closing := _CODE_CLOSE.search(text)) else text
        text = textwrap.dedent(html.unescape(text).removeprefix("\n"))
        number += 1
        if not text.strip() or text.strip() in code:
            continue
        label = _HTML_LANGUAGE.search(attributes)
        kind = shown_python_kind(label.group(1).lower()) if label else _unlabelled_kind(text)
        if kind is None and label is not None and _read_as_unlabelled(label.group(1).lower()):
            kind = _unlabelled_kind(text)
        if kind is None and label is None:
            continue
        pieces = session_pieces(text) if kind == "session" else (text,)
        if kind is None or not pieces:
            continue
        found.append(ShownBlock(number, text, kind, pieces))
    return found


def _outside_fences(text: str) -> str:
    """`text` with the lines of its fenced blocks (fence lines and bodies) left empty.

    Only the lines `_fence_lines` finds by substring search can open or close a block, so
    only they are read one by one; each block's lines are blanked as one slice.
    """
    pieces: list[str] = []
    kept_to = 0  # text before this offset is placed in `pieces`
    fence: str | None = None
    opened = 0
    for start, line in _fence_lines(text):
        if fence is None:
            fence = _fence_after(None, line)
            opened = start
        elif _fence_after(fence, line) is None:
            end = start + len(line)
            pieces += [text[kept_to:opened], "\n" * text.count("\n", opened, end)]
            kept_to, fence = end, None
    if fence is not None:
        pieces += [text[kept_to:opened], "\n" * text.count("\n", opened)]
        kept_to = len(text)
    pieces.append(text[kept_to:])
    return "".join(pieces)


def _unlabelled_kind(text: str) -> str | None:
    """An unlabelled block is a program when it parses and is more than data, a session
    when a line of it is at a prompt, else not Python (output, prose)."""
    if (tree := parse_module(text)) is not None:
        return "program" if looks_like_code(tree) else None
    return "session" if session_pieces(text) else None


def python_blocks_left_out(cleaned: str, code: str) -> list[tuple[int, str]]:
    """(number, text as written) of each block `shown_python_blocks` finds: the answer's
    Python blocks that the judged program `code` leaves out."""
    return [(block.number, block.text) for block in shown_python_blocks(cleaned, code)]


def _dedent(line: str, indent: int) -> str:
    """Remove up to `indent` leading spaces (the fence's own indentation)."""
    if indent == 0:
        return line
    stripped = line.lstrip(" ")
    return line[min(indent, len(line) - len(stripped)) :]


def _compiled_tree(code: str) -> ast.Module | None:
    """The syntax tree of `code` when it compiles (parsing alone misses `return` outside a
    function and the like), else None."""
    if not compiles(code):
        return None
    try:
        return syntax_tree(code)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None


@dataclass(frozen=True, slots=True)
class _Choice:
    code: str
    parses: bool | None
    blocks: int


def _choose(
    blocks: list[_Block], entry_point: str | None, *, check_syntax: bool
) -> _Choice | None:
    """The program among the Python blocks (rules 3-4 of the module docstring), or None when
    there is no Python block."""
    labelled = [block for block in blocks if is_python_label(block.label) and block.text.strip()]
    unlabelled = [block for block in blocks if not block.label and block.text.strip()]
    if len(labelled) == 1 and not unlabelled:
        code = _finish(labelled[0].text)
        return _Choice(code, compiles(code) if check_syntax else None, 1)
    trees = {block.index: _compiled_tree(block.text) for block in [*labelled, *unlabelled]}
    python = sorted(
        [*labelled, *(b for b in unlabelled if (t := trees[b.index]) and looks_like_code(t))],
        key=lambda block: block.index,
    )
    parsed = [block for block in python if trees[block.index] is not None]
    if not parsed:
        return _Choice(_finish(labelled[-1].text), False, len(python)) if labelled else None
    facts = [block_facts(trees[block.index]) for block in parsed]  # type: ignore[arg-type]
    indexes, main = program_parts(facts, entry_point)
    parts = [(parsed[index].text, trees[parsed[index].index]) for index in indexes]
    code = _join(parts)  # type: ignore[arg-type]
    if any(_future_import(tree) for _, tree in parts[1:]):  # only allowed at the very top
        code = _finish(parsed[main].text)
    return _Choice(code, True, len(python))


def _future_import(tree: ast.Module) -> bool:
    """Whether a block imports from `__future__`: then it cannot follow another block (the
    only way blocks that each compile stop compiling once joined)."""
    return any(
        isinstance(node, ast.ImportFrom) and node.module == "__future__" for node in tree.body
    )


def _join(parts: list[tuple[str, ast.Module]]) -> str:
    """The blocks as one program: two blank lines between them (what pycodestyle wants
    around definitions), one after a block that ends in imports when code follows (what
    isort wants), so joining adds no style finding of its own."""
    pieces: list[str] = []
    previous: ast.Module | None = None
    for text, tree in parts:
        if previous is not None:
            pieces.append("\n" if _imports_then_code(previous, tree) else "\n\n")
        pieces.append(_finish(text))
        previous = tree
    return "".join(pieces)


def _imports_then_code(before: ast.Module, after: ast.Module) -> bool:
    last = before.body[-1] if before.body else None
    first = after.body[0] if after.body else None
    definition = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
    return isinstance(last, ast.Import | ast.ImportFrom) and not isinstance(first, definition)


def _finish(code: str) -> str:
    """Drop blank lines around the code and end it with one newline."""
    return code.strip("\n").rstrip() + "\n"


def _looks_like_code(code: str) -> bool:
    """More than a lone name or constant (so a one-word reply is not taken for code)."""
    try:
        tree = syntax_tree(code)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    return any(
        not (isinstance(node, ast.Expr) and isinstance(node.value, ast.Name | ast.Constant))
        for node in tree.body
    )


def _bare_code(text: str) -> str | None:
    """Unfenced code: the whole text, or from the first definition trimmed to what parses."""
    if _looks_like_code(text):
        return text
    lines = text.split("\n")
    start = next((number for number, line in enumerate(lines) if _CODE_START.match(line)), None)
    if start is None:
        return None
    lines = lines[start:]
    for _ in range(_MAX_TRIM_PASSES):
        code = "\n".join(lines)
        try:
            syntax_tree(code)
        except SyntaxError as err:
            if not err.lineno or err.lineno <= 1:
                return None
            lines = lines[: err.lineno - 1]
            continue
        except (ValueError, RecursionError, MemoryError):
            return None
        return code if _looks_like_code(code) else None
    return None


@contextmanager
def reasoning_in_responses(allowed: bool) -> Iterator[None]:
    """Within the block, reasoning tags are removed (`allowed`, the default outside any
    block) or are ordinary text of the answer (not `allowed`).

    Why: a reasoning model's thinking is not its answer, but a model that never reasons
    can hide code from every check behind a `</think>` that renders as nothing (a long-lined
    program before it, a compliant one after). A caller who knows its model does not
    reason closes that route here. Per context, like `pinned_extractions`; the verify
    engine hands the setting to its helper processes.
    """
    token = _REASONING.set(allowed)
    try:
        yield
    finally:
        _REASONING.reset(token)


def reasoning_allowed() -> bool:
    """The setting `reasoning_in_responses` made for this context (True outside it)."""
    return _REASONING.get()


@contextmanager
def pinned_extractions(extractions: Mapping[str, Extraction]) -> Iterator[None]:
    """Within the block, `extract_code(response)` returns `extractions[response]` for every
    response the mapping holds (other responses are extracted as usual).

    Why: a caller that knows the task extracts once with its entry point, runs that code
    against the tests and verifies the same response; the verify engine only sees the
    response, so without this it could judge other code than the code that ran. Pinning is
    per context (thread or task), so concurrent callers do not see each other's pins.
    """
    token = _PINNED.set(extractions)
    try:
        yield
    finally:
        _PINNED.reset(token)


def pin_rounds(
    responses: Sequence[str], extractions: Sequence[Extraction]
) -> list[tuple[list[int], dict[str, Extraction]]]:
    """Split items into rounds in which every response text has one extraction, each with
    the pins for `pinned_extractions`.

    One round unless the same text was extracted differently for two tasks (several
    blocks, two entry points); then the later items wait for a round of their own.
    """
    rounds: list[tuple[list[int], dict[str, Extraction]]] = []
    waiting = list(range(len(responses)))
    while waiting:
        pins: dict[str, Extraction] = {}
        now: list[int] = []
        later: list[int] = []
        for index in waiting:
            chosen = pins.setdefault(responses[index], extractions[index])
            (now if chosen == extractions[index] else later).append(index)
        rounds.append((now, pins))
        waiting = later
    return rounds


def extract_code(
    response: str, *, check_syntax: bool = True, entry_point: str | None = None
) -> Extraction:
    """Find the solution code in `response` (rules in the module docstring).

    Args:
        response: the model's answer, markdown or bare code.
        check_syntax: with False a lone code block is not compiled (`parses` stays None):
            the engine compiles it itself while Ruff runs.
        entry_point: the function or class the task's tests call, when the caller knows
            it: of several blocks, the one that defines it is the program, and drivers
            after it are not joined (the tests call the function, not the script).

    Runs at a fixed stack depth (vibebench._fixed_depth): which block compiles must not
    depend on how deep the caller is.
    """
    return at_fixed_depth(_extract_code, response, check_syntax, entry_point)


def _extract_code(response: str, check_syntax: bool, entry_point: str | None) -> Extraction:
    pinned = _PINNED.get()
    if pinned is not None and entry_point is None and response in pinned:
        return pinned[response]
    cleaned = strip_reasoning(normalize_newlines(response))
    if not cleaned.strip():
        reason = (
            "the response is empty"
            if not response.strip()
            else ("the response holds only reasoning (a <think> block), no answer")
        )
        return _no_code(response, cleaned, reason, entry_point)
    blocks = list(_read_blocks(cleaned))  # (the shown-block readers read them again)
    choice = _choose(blocks, entry_point, check_syntax=check_syntax)
    if choice is not None:
        return Extraction(
            code=choice.code,
            method="fence",
            blocks=choice.blocks,
            parses=choice.parses,
            cleaned_response=cleaned,
        )
    if blocks:
        labels = sorted({block.label or "unlabelled" for block in blocks})
        reason = f"no Python code block (the fenced blocks are: {', '.join(labels)})"
        return _no_code(response, cleaned, reason, entry_point)
    bare = _bare_code(cleaned.strip("\n"))
    if bare is None:
        reason = "no fenced code block, and the text is not Python code"
        return _no_code(response, cleaned, reason, entry_point)
    code = _finish(bare)
    parses = compiles(code) if check_syntax else None
    return Extraction(code=code, method="bare", parses=parses, cleaned_response=cleaned)


INSIDE_REASONING = (
    "the only code is inside reasoning (<think>), which is never the answer; a model that "
    "never reasons is read with reasoning off (--no-reasoning, reasoning=False)"
)
"""Why no code was found in a response whose reasoning holds some."""


def _no_code(response: str, cleaned: str, reason: str, entry_point: str | None) -> Extraction:
    """No code, and why: `reason`, unless the reasoning removed holds code, which is what
    a reader of "no fenced code block" most needs to know (and where the fix lies)."""
    if _REASONING.get() and cleaned != normalize_newlines(response):
        with reasoning_in_responses(False):
            if _extract_code(response, False, entry_point).code is not None:
                reason = INSIDE_REASONING
    return Extraction(code=None, reason=reason, cleaned_response=cleaned)
