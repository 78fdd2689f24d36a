"""doc_6: after the code, a JSON object with the given keys explaining the solution."""

from __future__ import annotations

import ast
import base64
import csv
import html
import json
import math
import re
import textwrap
import unicodedata
from typing import TYPE_CHECKING, Any

from vibebench._json_depth import nests_deeper_than
from vibebench._python_source import syntax_tree
from vibebench.instructions._base import CheckResult, Instruction, ParamSpec
from vibebench.instructions._strict import Finding, StrictFacts
from vibebench.instructions._strict_prose import foreign_code, meaningless, numerals, visible

if TYPE_CHECKING:
    from collections.abc import Iterator

    from vibebench.verify._extract import FencedBlock


def _not_finite(value: object) -> bool:
    """Whether a decoded JSON value holds a number no JSON text can write: `NaN`,
    `Infinity` or `-Infinity`, which Python's json module reads though JSON has none
    (RFC 8259). Nested no deeper than MAX_JSON_DEPTH, as `find_explanation` reads it."""
    if isinstance(value, float):
        return value != value or value in (math.inf, -math.inf)  # noqa: PLR0124
    if isinstance(value, dict):
        return any(map(_not_finite, value.values()))
    if isinstance(value, list):
        return any(map(_not_finite, value))
    return False


class _TooDeepError(Exception):
    """JSON nested deeper than MAX_JSON_DEPTH: no explanation nests like that, and reading it
    would hang on the caller's recursion limit (json recurses once per level)."""


MAX_JSON_DEPTH = 100
"""Deepest nesting read as an explanation (the same bound as vibebench.jsonl's files)."""
_TOO_DEEP = f"the JSON after the code nests deeper than {MAX_JSON_DEPTH} levels"


def _guard_depth(text: str) -> None:
    """_TooDeepError when `text` starts a JSON array or object nesting deeper than
    MAX_JSON_DEPTH, whatever the caller's recursion limit."""
    if text.lstrip()[:1] in ("[", "{") and nests_deeper_than(text, MAX_JSON_DEPTH):
        raise _TooDeepError


def _as_object(text: str) -> dict[str, Any] | None:
    """The JSON object `text` holds, or None when it holds something else."""
    _guard_depth(text)
    try:
        value = json.loads(text)
    except ValueError:
        return None
    except RecursionError as error:  # within the bound, but on a stack already deep
        raise _TooDeepError from error
    return value if isinstance(value, dict) else None


def _is_json_fence(fence: FencedBlock) -> bool:
    return fence.label == "json" or (not fence.label and _as_object(fence.text) is not None)


_DECODER = json.JSONDecoder()
"""Keeps no state between calls (json.loads shares one the same way)."""


def _first_bare_object(text: str) -> tuple[dict[str, Any] | None, int]:
    """The first `{...}` in free text that decodes as a JSON object, and where it opens."""
    for match in re.finditer(r"\{", text):
        _guard_depth(text[match.start() :])
        try:
            value, _ = _DECODER.raw_decode(text, match.start())
        except ValueError:
            continue
        except RecursionError as error:
            raise _TooDeepError from error
        if isinstance(value, dict):
            return value, match.start()
    return None, -1


def find_explanation(response: str) -> tuple[dict[str, Any] | None, str]:
    """The JSON object after the response's last code block, or None and why it is missing.

    The response is read as code extraction reads it (`vibebench.verify`: reasoning blocks
    removed, the same fences), so the code the explanation follows is the code that is
    judged. Code blocks are fenced blocks that are not JSON (label `json`, or unlabelled
    with a JSON object as body). After the last one, the first JSON fence wins, else the
    first bare `{...}` that decodes as an object. JSON nested too deeply to decode is
    reported as such.
    """
    try:
        found, why, _, _ = _find_explanation(response)
    except _TooDeepError:
        return None, _TOO_DEEP
    return found, why


def _find_explanation(response: str) -> tuple[dict[str, Any] | None, str, str, int]:
    """`find_explanation`, with the text after the last code block and where in it the
    object's text opens (-1 when not found there)."""
    from vibebench.verify._extract import fenced_blocks, normalize_newlines, strip_reasoning

    cleaned = strip_reasoning(normalize_newlines(response))
    fences = fenced_blocks(cleaned)
    code_fences = [fence for fence in fences if not _is_json_fence(fence)]
    if not code_fences:
        why = "the response has no fenced code block, so nothing comes after the code"
        return None, why, "", -1
    after = code_fences[-1].end
    pieces = cleaned.split("\n", after)  # the lines from number `after` on, as one piece
    rest = pieces[after] if len(pieces) > after else ""
    for fence in fences:
        if fence.index > code_fences[-1].index and _is_json_fence(fence):
            found = _as_object(fence.text)
            if found is None:
                return None, "the JSON block after the code is not a valid JSON object", rest, -1
            return found, "", rest, rest.find(fence.text) if fence.text.strip() else -1
    found, start = _first_bare_object(rest)
    if found is None:
        return None, "no JSON object follows the last code block", rest, -1
    return found, "", rest, start


_HIDING = re.compile(
    r"<!--.*?(?:-->|\Z)"
    r"|<(script|style|template|noscript)\b[^<>]*>.*?(?:</\1\s*>|\Z)"
    r"|<(?P<name>[A-Za-z][\w-]*)\b(?P<attributes>[^<>]*)>"
    r"|^[ ]{0,3}\[[^\]\n]+\]:[ \t]*\S.*$"
    r"|<\?.*?(?:\?>|\Z)|<!\[CDATA\[.*?(?:\]\]>|\Z)"
    r"|\](?:\([ \t]*+(?:<[^<>\n]*>|[^\s()]++)|\()\s++"
    r"(?:\"(?:[^\"\\]|\\.)*\"|'(?:[^'\\]|\\.)*'|\((?:[^()\\]|\\.)*\))\s*\)",
    re.DOTALL | re.MULTILINE | re.IGNORECASE,
)
"""What a rendered response does not show: an HTML comment, an element a renderer does
not display (`<script>`, `<style>`, `<template>`, or any other opening tag whose attributes
hide it, `_HIDING_ATTRIBUTE`; `_hidden_spans` reads how far such an element reaches),
a markdown link reference definition (`[//]: # (...)`, which renders as nothing),
a processing instruction or CDATA section (`<?x ... ?>`, which HTML reads as a comment),
the title of an inline markdown link or image (`[.](url "...")`, a tooltip at most);
the attributes of a tag are `_in_tag`'s. A comment or element left open hides all after
it, as a browser renders it; so the first one left open ends the scan, which keeps it
linear (each open one scanned to the end was quadratic: 6.6 s on 80 KB of `<script>`).
No part can be split two ways over one run of text (the link's spaces are possessive, a
tag's attributes are read once, in Python): `<a class=` and 30,000 spaces took 40 s."""

_HIDING_ATTRIBUTE = re.compile(
    r"\shidden\b|display\s*:\s*none|visibility\s*:\s*hidden"
    r"|(?:opacity|font-size)\s*:\s*(?:0+(?:\.0*)?|\.0+)(?:[a-z]{1,4}|%)?(?![\w.%])"
    r"|(?<![\w-])color\s*:\s*transparent\b"
    r"|\sclass\s*=\s*(?P<classes>\"[^\"]*\"|'[^']*'|[^\s\"']+)",
    re.IGNORECASE,
)
"""An opening tag's attribute that hides its element: `hidden`, styled `display: none`,
or drawn invisible (`opacity: 0`, `font-size: 0`, `color: transparent`); a class is read
by `_hides`."""

_HIDING_CLASSES = frozenset(
    ("hidden", "hide", "d-none", "invisible", "sr-only", "visually-hidden", "is-hidden")
)
"""Classes that stylesheets use only to hide (`<div class="hidden">`, `d-none`, `sr-only`)."""


def _hides(attributes: str) -> bool:
    """Whether an opening tag's attributes hide its element (`_HIDING_ATTRIBUTE`)."""
    for match in _HIDING_ATTRIBUTE.finditer(attributes):
        classes = match["classes"]
        if classes is None or _HIDING_CLASSES.intersection(classes.strip("\"'").lower().split()):
            return True
    return False


def _element_end(text: str, name: str, start: int) -> int:
    """Where the element named `name` whose opening tag ends at `start` ends: after its
    matching closing tag, counting the elements of the same name nested in it
    (`<div class="d-none"><div></div>...</div>`), or at the end of the text if left open."""
    tags = re.compile(rf"<(/?){re.escape(name)}(?![\w-])[^<>]*>", re.IGNORECASE)
    depth = 1
    for tag in tags.finditer(text, start):
        depth += -1 if tag[1] else 1
        if depth == 0:
            return tag.end()
    return len(text)


def _hidden_spans(text: str) -> Iterator[tuple[int, int]]:
    """The spans of `text` a rendering does not show (`_HIDING`), in order."""
    position = 0
    while (match := _HIDING.search(text, position)) is not None:
        if match["name"] is None:
            yield match.span()
            position = match.end()
        elif _hides(match["attributes"]):
            end = _element_end(text, match["name"], match.end())
            yield match.start(), end
            position = end
        else:  # a tag that hides nothing: read on inside it, as a link title may be there
            position = match.start() + 1


_TAG = re.compile(
    r"<[A-Za-z][\w-]*(?:\s+[^\s=>/\"'<]+(?:\s*=\s*(?:\"[^\"]*\"|'[^']*'|[^\s>\"'<]+))?)+\s*/?>"
)
"""An HTML opening tag with attributes (`<span title='...'>`)."""


def _explanation_at(response: str) -> tuple[str, int] | None:
    """The text after the last code block and where the JSON explanation starts in it, or
    None when there is none to place (no object, one too deep: paper mode fails those)."""
    try:
        found, _, rest, start = _find_explanation(response)
    except _TooDeepError:
        return None
    return None if found is None or start < 0 else (rest, start)


_FENCE_APART = re.compile(r"^[ \t]*(?:>[ \t>]*(?:`{3,}|~{3,})|(?:`{3,}|:{3,})\{)", re.MULTILINE)
"""A fence a plain fence reader does not see: inside a blockquote (`> ```python`) or a
MyST directive fence (```` ```{code-cell} ````, `:::{code}`)."""


def _code_after_explanation(response: str) -> bool:
    """Whether a block of Python that is not fenced follows the JSON explanation: a
    markdown indented block or an HTML `<pre>` block, as strict mode's reader of the blocks
    an answer shows finds them (`shown_python_blocks`, `shown_html_blocks`). A fenced block
    after it is paper mode's (the explanation then is not after the last code block)."""
    from vibebench.verify._extract import (  # noqa: PLC0415
        shown_html_blocks,
        shown_python_blocks,
        unfenced_python_blocks,
    )

    located = _explanation_at(response)
    if located is None:
        return False
    rest, start = located
    try:
        _, end = _DECODER.raw_decode(rest, start)
    except ValueError:
        return False
    lines = rest[end:].split("\n")[1:]  # after the object's last line
    if lines and re.fullmatch(r"[ \t]*(?:`{3,}|~{3,})[ \t]*", lines[0]):
        lines = lines[1:]  # the closing line of the JSON's fence
    tail = "\n".join(lines)
    html = "<pre" in tail.lower()
    indented = "\n    " in tail or "\n\t" in tail
    fenced_apart = _FENCE_APART.search(tail) is not None  # `> ```python`, `:::{code}`
    if not html and not indented and not fenced_apart:
        return False
    shown = shown_python_blocks(tail, "") if indented else []
    shown = shown or (unfenced_python_blocks(tail) if fenced_apart else [])
    return bool(shown or (html and shown_html_blocks(tail, "")))


def _in_tag(text: str, start: int) -> bool:
    """Whether `start` falls inside the attributes of an HTML tag (`<span title='{...}'>`),
    which a rendering shows as no text: one of the last eight `<` before it opens a tag
    that ends after it."""
    position = start
    for _ in range(8):
        position = text.rfind("<", 0, position)
        if position < 0:
            return False
        match = _TAG.match(text, position)
        if match is not None and match.end() > start:
            return True
    return False


_RAW_HTML = re.compile(
    r"<!--.*?-->|<\?.*?\?>|<!\[CDATA\[.*?\]\]>|<![A-Za-z][^<>]*>|</?[A-Za-z][^<>]*>",
    re.DOTALL,
)
"""Inline HTML, which CommonMark reads before a code span that opens inside it (a backtick
in an attribute, `<i title="`">`, opens none)."""
_HTML_BLOCK = re.compile(
    r"[ \t>]*(?:(?:[-+*]|\d{1,9}[.)])[ \t]+)*<.*?(?:\n[ \t>]*\n|\Z)", re.DOTALL
)
"""A line opening with a tag, also in a quote or list item, and the lines after it up to a
blank one: an HTML block, whose text is raw, backticks and all (a wider reading than
CommonMark's, so fewer spans are taken out)."""
_CODE_SPAN_MARK = re.compile(r"[<\\\n]|`+")
"""What `_without_code_spans` stops at: a tag's `<`, an escape, a line's end, a backtick run."""


def _closing_run(text: str, after: int, size: int) -> re.Match[str] | None:
    """The run of exactly `size` backticks closing a code span opened before `after`, on
    the same line, or None."""
    line_end = text.find("\n", after)
    run = re.compile(rf"(?<!`)`{{{size}}}(?!`)")
    return run.search(text, after, len(text) if line_end < 0 else line_end)


def _without_code_spans(text: str) -> str:
    """`text` with each inline code span blanked out, its length and lines kept.

    A code span (a run of N backticks up to the next run of exactly N, on one line) shows
    its text literally: `<span style="opacity: 0">` there is no element and hides nothing.
    Spans are not taken out of inline HTML, HTML blocks or what follows a comment left
    open, where backticks are raw text and the markup around them is real.
    """
    out = list(text)
    unclosed: dict[int, int] = {}  # run length -> where the line with no closing run ends
    position, line_start = 0, True
    while position < len(text):
        block = _HTML_BLOCK.match(text, position) if line_start else None
        if block is not None:
            position = block.end()
            continue
        mark = _CODE_SPAN_MARK.search(text, position)
        if mark is None:
            break
        position, found = mark.start(), mark.group()
        line_start = found == "\n"
        if found == "<":
            html_match = _RAW_HTML.match(text, position)
            if html_match is None and text.startswith(("<!--", "<?", "<![CDATA["), position):
                break  # left open: all after it is hidden, backticks and all
            position = html_match.end() if html_match is not None else position + 1
        elif found[0] == "`":
            closing = None
            if unclosed.get(len(found), -1) < mark.end():
                closing = _closing_run(text, mark.end(), len(found))
                if closing is None:
                    line_end = text.find("\n", mark.end())
                    unclosed[len(found)] = len(text) if line_end < 0 else line_end
            end = mark.end() if closing is None else closing.end()
            if closing is not None:
                out[position:end] = " " * (end - position)
            position = end
        else:
            position += 2 if found == "\\" else 1
    return "".join(out)


def _hidden_explanation(response: str) -> bool:
    """Whether the JSON explanation is in a part of the response its rendering does not
    show (`_HIDING`): an HTML comment, a hidden element, a link reference definition, an
    attribute of a tag. Inline code spans are read as the literal text they show
    (`_without_code_spans`), so HTML written in one hides nothing."""
    located = _explanation_at(response)
    if located is None:
        return False
    rest, start = located
    if "`" in rest:
        rest = _without_code_spans(rest)
    hiding = _hidden_spans(rest)
    return any(begin <= start < end for begin, end in hiding) or _in_tag(rest, start)


_COLLAPSED = re.compile(
    r"<details\b(?![^<>]*\sopen\b)[^<>]*>(?P<body>.*?)(?:</details\s*>|\Z)",
    re.DOTALL | re.IGNORECASE,
)
_SUMMARY = re.compile(r"<summary\b[^<>]*>(?P<label>.*?)</summary\s*>", re.DOTALL | re.IGNORECASE)


def _collapsed_unlabelled(response: str) -> bool:
    """Whether the JSON explanation is inside a collapsed `<details>` element with no label
    to click (no `<summary>`, or one showing no text): the reader is not shown there is
    anything to open. A labelled one (`<summary>Explanation</summary>`) is a choice of
    layout."""
    located = _explanation_at(response)
    if located is None:
        return False
    rest, start = located
    for match in _COLLAPSED.finditer(rest):
        if match.start() <= start < match.end():
            label = _SUMMARY.search(match["body"])
            at = match.start("body")
            if label is not None and at + label.start() <= start < at + label.end():
                return False  # in the label itself, shown
            shown = re.sub(r"<[^<>]*>|&nbsp;|&#\w+;", "", label["label"]) if label else ""
            return not visible(shown).strip()
    return False


def _unshown(response: str) -> list[Finding]:
    """The JSON explanation where a reader does not see it: hidden (`_hidden_explanation`)
    or folded unlabelled (`_collapsed_unlabelled`)."""
    if _hidden_explanation(response):
        message = "the JSON explanation is hidden where the rendered response shows nothing"
        return [(None, f"{message} (an HTML comment, a hidden element, an attribute)")]
    if "<details" in response.lower() and _collapsed_unlabelled(response):
        return [(None, "the JSON explanation is folded inside a <details> element with no label")]
    return []


_PLACEHOLDERS = frozenset(
    {
        "todo", "tbd", "tba", "n/a", "na", "n.a", "none", "null", "nil", "nothing", "...", "-",
        "placeholder", "xxx", "lorem ipsum", "string", "str", "text", "explanation", "value",
        "description", "see above", "see below", "see code", "see the code", "as above",
        "self-explanatory", "self explanatory", "obvious", "not applicable", "not available",
        "unknown", "empty", "blank", "dummy", "fixme", "see the code above", "see code above",
        "see the docstring", "see docstring", "explained above", "explained in the code",
        "explained in the docstring", "described above", "as shown above", "not needed",
        "not relevant", "not required", "irrelevant", "to do", "to be done",
    },
)  # fmt: skip
"""Values that fill a key without explaining anything."""
_SPELLED_OUT = frozenset(
    re.sub(r"\W|_", "", word) for word in _PLACEHOLDERS if len(re.sub(r"\W|_", "", word)) > 2
)
"""The placeholders with their marks and spaces left out, as a value spelled apart reads
(`T O D O`, `T.B.D.`, `to_do`)."""
_ENOUGH_CHARACTERS = 2
"""Letters or digits an explanation needs at least (`O(1)` has two)."""
_SLOT = re.compile(
    r"<[^<>]*>|\{\{?[^{}]*\}?\}|\[[^\[\]]*\]|%\(\w*\)[-#0 +]*\d*(?:\.\d+)?[a-z]|%[a-z]"
    r"|\$\{?\w+\}?|__[A-Z][A-Z0-9_]*__|@@\w+@@"
)
"""A template slot: `<summary>`, `{summary}`, `{{summary}}`, `[summary]`, printf's
`%(summary)s` and `%s`, `$summary` and `${summary}`, `__SUMMARY__`, `@@summary@@`."""
_TEMPLATE = re.compile(
    r"^(?:todo|tbd|tba|fixme|xxx|n/a)(?:\s|[:(-]|$)|^lorem ipsum\b"
    r"|\b(?:goes|go|belongs|comes) here$"
    r"|^(?:your|insert|add|write|put|enter) .* here$"
    r"|^to be (?:filled|written|added|determined|decided|done|confirmed|completed|provided)\b"
)
"""Template wording: `TODO: explain`, `Summary goes here`, `Insert the complexity here`."""
_SLOT_WORDS = r"(?:field|key|entry|slot|space|section|property|attribute)"
_ABOUT_ITSELF = re.compile(
    rf"^(?:this|the) {_SLOT_WORDS}\b"
    r"|^this value (?:holds|contains|stores|has|gives|is for|describes|will|should|goes)\b"
    r"|\b(?:intentionally|deliberately|purposely|purposefully|on purpose)?\s*left"
    r" (?:blank|empty|unfilled|open)\b|^(?:intentionally|deliberately) (?:blank|empty)\b"
    r"|^(?:sample|example|dummy|filler|placeholder|mock|fake|generic) (?:text|value|content"
    r"|string|entry|copy|wording)\b"
    rf"|\b(?:for|of|in) (?:this|the) {_SLOT_WORDS}$"
)
"""A value about itself instead of the solution: a field that says what it holds (`This
field contains the summary text`, `This value holds the complexity information`), says
it is left blank (`This space intentionally left blank`), or is sample text (`Sample
text for this field`, `Example value for the key`)."""


_ECHO_WORDS = frozenset({
    "the", "a", "an", "of", "for", "this", "my", "our", "its", "solution", "code", "function",
    "program", "implementation", "answer", "approach", "here",
})  # fmt: skip
"""Words that add nothing to a key's name (`The summary`, `Summary of the solution`)."""


_SCHEMA_WORDS = frozenset({
    "short", "brief", "concise", "overview", "description", "summary", "explanation",
    "time", "space", "and", "big", "o", "analysis", "complexity",
    # synonyms of the keys' names: a one-word synonym names the key, it does not fill it
    "synopsis", "abstract", "gist", "recap", "outline", "rundown", "precis", "tldr", "tl",
    "dr", "summarization", "summarisation", "asymptotics", "asymptotic", "runtime",
    "running", "cost", "costs", "efficiency", "growth", "bound", "bounds", "order",
    "rationale", "reasoning", "justification", "details", "notes", "remarks", "breakdown",
    "characteristics", "behaviour", "behavior", "performance", "memory", "usage",
    "computational", "algorithmic", "resource", "resources", "footprint", "scaling",
})  # fmt: skip
"""Words a schema uses to describe what a key should hold (`A short summary of the
solution`, `The time and space complexity`, `Big-O analysis`), and the keys' synonyms
(`Synopsis`, `Asymptotics`, `Runtime cost`): a value made of them, and empty words,
repeats the schema instead of filling it."""


def _echoes(name: str, text: str) -> bool:
    """Whether a value is the key's name padded with empty words (`Summary of the code`),
    also repeated (`Summary: the summary`), or the schema's own wording (`A short summary
    of the solution`, `Big-O analysis`)."""
    every = re.findall(r"[a-z0-9/]+", text)
    if not every:  # words of another script only (`Складывает два числа`): not an echo
        return False
    words = [word for word in every if word not in _ECHO_WORDS]
    return set(words) == set(name.split()) or set(words) <= _SCHEMA_WORDS


_POINTER_WORDS = frozenset({
    "see", "refer", "to", "check", "look", "at", "read", "consult", "please", "in", "is",
    "are", "as", "given", "shown", "explained", "described", "documented", "provided",
    "written", "stated", "noted", "listed", "found", "it", "block", "snippet", "docstring",
    "docstrings", "comment", "comments", "above", "below", "inline", "following",
    "previous", "preceding", "section", "source", "script", "module", "class", "method",
    "same", "ditto", "earlier", "before", "previously", "explanation", "answer", "text",
    "analysis", "discussion", "response", "reply", "prose", "part", "details", "detail",
    "more", "further", "full", "information", "info", "also", "there", "top", "bottom",
    "json", "object", "first", "other", "value", "field", "key", "entry", "link", "url",
    "readme", "docs", "documentation", "wiki", "manual", "guide", "page", "file", "files",
    "repository", "repo", "notes", "appendix", "reference", "references", "elsewhere",
    "online", "website", "site", "separate", "separately", "attached", "linked", "external",
    "beginning", "start", "end", "header", "footer", "message",
    "project", "on", "from", "available", "contained", "included", "covered",
    "mentioned", "outlined", "summarized", "summarised", "detailed", "all", "everything",
    # what the pointer is for: `for what it does`, `shown by the code`, `how it works`
    "by", "what", "how", "why", "does", "do", "works", "work", "itself", "its", "this",
    "that", "here",
    # a pointer saying the code is obvious: `Self-explanatory; just read the function above.`
    "self", "explanatory", "obvious", "obviously", "evident", "just", "simply", "clearly",
})  # fmt: skip
_CLEAR_VERB = re.compile(
    r"(?:^|\bto\s+|[;:]\s*)clear\s+(?!(?:from|by|in|on|to|enough|and|or|as)\b)\w"
)
"""`clear` as a verb, with an object (`Clear the page header.`, `used to clear the
cache`): it says what the code does; elsewhere (`Obviously clear from the code.`) it is
the adjective of a pointer saying the code is obvious, one of `_POINTER_WORDS`."""
_PLACES = frozenset({"code", "block", "snippet", "docstring", "docstrings", "comment",
                     "comments", "above", "below", "source", "script", "ditto", "earlier",
                     "previously", "explanation", "answer", "text", "analysis",
                     "discussion", "response", "reply", "prose", "top", "bottom", "json",
                     "object", "link", "url", "readme", "docs", "documentation", "wiki",
                     "manual", "guide", "page", "file", "files", "repository", "repo",
                     "notes", "appendix", "reference", "references", "elsewhere",
                     "online", "website", "site", "header", "footer", "message",
                     "separately", "attached", "external"})  # fmt: skip
"""Where a pointer sends the reader instead of explaining (`Refer to the code`, `See the
explanation above`, `Ditto`, `As explained earlier`, `Described in the JSON at the top`),
or out of the response (`See the README for details`, `See https://...`)."""
_URL = re.compile(r"\S+://\S*|www\.\S+")


def _points_elsewhere(name: str, text: str) -> bool:
    """Whether a value only sends the reader to the code, docstring or comments (`See the
    code block above`, `The complexity is given in the docstring`), to the prose or
    another value (`See the explanation above`, `Ditto`, `Given in the JSON at the top`),
    or to something outside the response (`See the README for details`, a link), or only
    names lines of the code by number (`Lines 1-2.`, `See line 2`, `L1-L3`)."""
    words = re.findall(r"[a-z0-9/]+", _URL.sub(" url ", text))
    rest = set(words) - _ECHO_WORDS - _POINTER_WORDS - set(name.split())
    if "clear" in rest and _CLEAR_VERB.search(text) is None:
        rest.discard("clear")
    if not rest:
        return bool(_PLACES.intersection(words))
    numbers = {word for word in rest if _LINE_NUMBER.fullmatch(word)}
    marked = rest & _LINE_WORDS or any(word[0] == "l" for word in numbers)
    return bool(marked) and rest <= _LINE_WORDS | _RANGE_WORDS | numbers


_LOCATOR = re.compile(
    r"(?:chapter|chap\.|ch\.|section|sec\.|\u00a7+|volume|vol\.|part|pages?|pp?\.|appendix)"
    r"\s*[\dIVXLCivxlc][\w.\-\u2013]*\.?",
    re.IGNORECASE,
)
_TITLE_WORDS = frozenset({"a", "an", "and", "of", "the", "to", "in", "for", "on", "et", "al."})


def _citation(value: str) -> bool:
    """Whether a value is only a bibliographic reference (`Knuth, The Art of Computer
    Programming, Volume 3, Section 6.4.`): parts between commas that are names or titles
    (each word capitalised or a title's small word, a year in brackets) ending in a
    chapter, section or page: it sends the reader out of the response."""
    parts = [part.strip() for part in value.rstrip(".").split(",")]
    if len(parts) < 2 or _LOCATOR.fullmatch(parts[-1]) is None:  # noqa: PLR2004
        return False
    names = [part for part in parts if _LOCATOR.fullmatch(part) is None]
    return bool(names) and all(
        word[0].isupper() or word.lower() in _TITLE_WORDS or re.fullmatch(r"\(?\d{4}\)?", word)
        for part in names
        for word in part.split() or ["x"]
    )


_LINE_WORDS = frozenset({"line", "lines", "ln", "lineno", "lno"})
_RANGE_WORDS = frozenset({"and", "through", "thru", "till", "until", "of", "or"})
_LINE_NUMBER = re.compile(r"l?\d+")
"""A line's number (`2`), also as an editor or a link writes it (`L2`)."""


_VACUOUS = frozenset({
    "straightforward", "simple", "simply", "trivial", "trivially", "easy", "basic",
    "efficient", "efficiently", "fast", "quick", "quickly", "enough", "good", "fine", "great",
    "optimal", "optimized", "optimised", "standard", "normal", "usual", "typical", "regular",
    "reasonable", "acceptable", "works", "working", "correct", "correctly", "solves",
    "solve", "solved", "task", "problem", "question", "requirement", "requirements", "does",
    "do", "done", "what", "was", "is", "it", "as", "asked", "requested", "required",
    "expected", "needed", "specified", "implements", "implemented", "implement",
    "and", "that", "which", "complexity", "performance", "clean", "readable",
    "just", "very", "quite", "pretty", "well", "all", "job", "performs", "handles",
    "intended", "described", "given", "complete", "completes", "nothing", "special", "add",
    "to", "say", "much", "notable", "noteworthy", "remarkable",
    # praise in other words: `A clean, elegant and robust solution that handles it well.`
    "elegant", "elegantly", "robust", "robustly", "neat", "nice", "nicely", "solid",
    "reliable", "reliably", "excellent", "perfect", "perfectly", "ideal", "ideally",
    "superb", "outstanding", "impressive", "brilliant", "beautiful", "awesome", "wonderful",
    "amazing", "high", "quality", "top", "notch", "best", "better", "really", "truly",
    "extremely", "highly", "incredibly", "super", "idiomatic", "pythonic", "maintainable",
    "gets", "get", "can", "be", "about", "kind", "way", "fits", "suits",
    # a non-answer: `Same as for any solution to this problem.`
    "same", "any", "other", "every", "such", "like", "one", "ones",
})  # fmt: skip
"""Words that praise or restate the task without saying anything about the solution
(`_ECHO_WORDS`, such as "function", are left out before these are compared): praise in
many words says no more than `Efficient.`, and `Same as any solution.` names no cost."""


_ONE = frozenset({"one", "ones"})
_COMPARED = frozenset({"same", "any", "other", "every", "such", "like"})
"""`one` says nothing as the pronoun of a comparison (`Same as any other one.`); beside
none of these it may be the number (`Add one to all.`)."""


def _says_nothing(name: str, text: str) -> bool:
    """Whether a value only praises or restates the task (`Solves the task.`, `Efficient.`,
    `Straightforward implementation.`, `Standard complexity.`)."""
    words = set(re.findall(r"[a-z0-9/]+", text)) - _ECHO_WORDS - set(name.split())
    if words & _ONE and not words & _COMPARED:  # `Add one to all.`: a number, not a pronoun
        return False
    return bool(words) and words <= _VACUOUS


def _normal(value: str) -> str:
    """A value as compared with the others (case, spacing, spaces around a slash, final
    or leading `.!?;:,` and invisible characters such as a zero-width space ignored,
    blank-looking ones such as the Braille blank U+2800 read as a space, as doc_4 reads
    them;
    compatibility forms such as full-width letters read as plain ones, text after a
    right-to-left override read in the order it is shown (`\u202eODOT` as `TODO`), and a
    word mixing Latin letters with look-alikes (`_LOOK_ALIKES`), `ТODO` with a Cyrillic
    `Т`, read in Latin)."""
    if "\u202e" in value:
        value = _OVERRIDDEN.sub(lambda run: run.group(1)[::-1], value)
    shown = "".join(
        char
        for char in unicodedata.normalize("NFKC", visible(value))
        if unicodedata.category(char) != "Cf"
    )
    if not shown.isascii():
        shown = _MIXED_WORD.sub(_latin_word, shown)
    return re.sub(r"\s*/\s*", "/", " ".join(shown.split()).lower()).strip(".!?;:, ")


_OVERRIDDEN = re.compile("\u202e([^\u202a-\u202e\u2066-\u2069\n]*)")
"""A run of text after a right-to-left override, up to the end of the line or the next
bidi control: shown with its characters in reverse order."""
_LATIN_VARIANT = re.compile(
    r"LATIN (?:SMALL |CAPITAL )?LETTER (?:SMALL CAPITAL |DOTLESS |SCRIPT )?([A-Z])"
)
_LATIN_VARIANT_BLOCKS = ((0x0180, 0x02AF), (0x1D00, 0x1DBF), (0xA720, 0xA7FF))
"""Latin Extended-B, IPA, the phonetic extensions and Latin Extended-D, where Latin's
small capitals (`ᴛ`, `ʙ`), dotless and script letters (`ı`, `ɡ`) are."""


def _look_alikes() -> dict[int, str]:
    """Letters that print as Latin ones: of Cyrillic, Greek, Armenian, Cherokee and Lisu
    (after Unicode's confusables), and Latin's small capitals, dotless and script
    letters (by their names), each to its Latin letter."""
    table = str.maketrans(
        "АВЕКМНОРСТХУаеорсухіјѕԁԛԝһӏΑΒΕΖΗΙΚΜΝΟΡΤΥΧοιν"  # noqa: RUF001
        "\u0555\u0585\u054d\u057d\u0581\u0570\u0578\u0566\u053c\u054f"  # Armenian
        "\u13a0\u13a1\u13a2\u13a5\u13a9\u13aa\u13ab\u13ac\u13b3\u13b7"
        "\u13bb\u13c0\u13c3\u13cf\u13d2\u13da\u13de\u13df\u13e2\u13e6"
        "\u13f4\u13d9"  # Cherokee
        "\ua4d0\ua4d1\ua4d2\ua4d3\ua4d4\ua4d6\ua4d7\ua4d9\ua4da\ua4dc"
        "\ua4dd\ua4df\ua4e0\ua4e1\ua4e2\ua4e3\ua4e6\ua4e7\ua4ea\ua4eb"
        "\ua4ec\ua4ee\ua4f0\ua4f2\ua4f3\ua4f4",  # Lisu
        "ABEKMHOPCTXYaeopcyxijsdqwhlABEZHIKMNOPTYXoiv"
        "OoUughnqLS"
        "DRTiyAJEWMHGZbRSLCPKBV"
        "BPdDTGKJCZFMNLSRVHWXYAEIOU",
    )
    for start, end in _LATIN_VARIANT_BLOCKS:
        for point in range(start, end + 1):
            found = _LATIN_VARIANT.fullmatch(unicodedata.name(chr(point), ""))
            if found is not None and point not in table:
                letter = found.group(1)
                table[point] = letter if "CAPITAL LETTER" in found.group() else letter.lower()
    return table


_LOOK_ALIKES = _look_alikes()
"""Letters of other scripts, and variants of Latin, that print as Latin ones."""
_MIXED_WORD = re.compile(r"[^\W\d_]+")


def _latin_word(match: re.Match[str]) -> str:
    """A word in Latin when it mixes Latin letters with look-alikes of another script
    (`ТODO`), or is made only of look-alikes (`ХХХ`); other words as they are."""
    word = match.group()
    folded = word.translate(_LOOK_ALIKES)
    if folded == word or not folded.isascii():
        return word
    mixed = any(char.isascii() for char in word)
    return folded if mixed or folded.lower() in _PLACEHOLDER_WORDS else word


_PLACEHOLDER_WORDS = frozenset({"todo", "tbd", "tba", "xxx", "fixme", "na", "none", "null", "nil"})
"""Placeholders a word of look-alikes alone may spell (`ХХХ`)."""


def _is_code(value: str) -> bool:
    """Whether a value is Python statements rather than prose (`def total(v): return
    sum(v)`, `total = sum(values)`): a lone expression such as `O(n)` is notation, and a
    label before one (`Time: O(n)`, which parses as an annotation) is prose."""
    try:
        tree = syntax_tree(value.strip().strip("`"))
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    return any(
        not isinstance(item, ast.Expr)
        and not (isinstance(item, ast.AnnAssign) and item.value is None)
        for item in tree.body
    )


_LEET = re.compile(r"\b(?=[a-z]*\d)(?=\d*[a-z])[a-z0-9]+\b")
"""A word mixing letters and digits (`t0d0`, `nu11`), which may be a word spelled with
digits for letters."""
_DIGIT_LETTERS = {"0": "o", "3": "e", "4": "a", "5": "s", "7": "t", "8": "b", "9": "g"}


def _unleet(text: str, one: str) -> str:
    """The text with the digits of its words that mix letters and digits read as the
    letters they are drawn like (`t0d0` as `todo`; `1` as `one`, `l` or `i`)."""
    table = str.maketrans({**_DIGIT_LETTERS, "1": one})
    return _LEET.sub(lambda match: match.group().translate(table), text)


def _leet_placeholder(text: str) -> bool:
    """Whether a value is a placeholder spelled with digits for letters (`T0D0`, `N0NE`,
    `nu11`, `TB0`): each reading of its mixed words (`_unleet`) compared as `_filler`
    compares the value itself."""
    if _LEET.search(text) is None:
        return False
    readings = {_unleet(text, "l"), _unleet(text, "i")}
    return any(
        reading in _PLACEHOLDERS
        or re.sub(r"\W|_", "", reading) in _SPELLED_OUT
        or _TEMPLATE.search(reading) is not None
        for reading in readings
    )


_BOUND_SLOT = re.compile(
    r"\b[oθωΘΩ]\(\s*(?:todo|to do|tbd|tba|fixme|xxx|placeholder|n/a|unknown|\?+|\.{2,}|…"
    r"|something|some ?thing|anything|whatever|stuff|thing|things|blah|idk|dunno|whatnot"
    r"|some ?value|some ?function|something or other)\s*\)"
)
"""A bound of asymptotic notation around a placeholder (`O(TODO)`, `O(?)`, `Θ(TBD)`,
`O(something)`, `O(whatever)`),
anywhere in a value: the slot for the complexity left unfilled."""


_FILE_PATH = re.compile(r"`?(?:[~.]{0,2}/|[A-Za-z]:[\\/])?(?:[\w.-]+[\\/])+[\w-]+(?:\.\w{1,6})+`?")
"""A value that is only a file's path (`solutions/text/top_words.py`): no blank, a folder
and a name with an extension; it names a file and explains nothing."""


def _filler(key: str, value: str, *, marked: bool = True) -> str | None:
    """Why a value explains nothing, or None when it may explain something (with
    `marked`, also read without its markdown marks: `_markup_only`)."""
    text = _normal(value)
    name = " ".join(key.replace("_", " ").replace("-", " ").split()).lower()
    if sum(character.isalnum() for character in text) < _ENOUGH_CHARACTERS:
        return "has almost no text"
    if (
        text in _PLACEHOLDERS
        or text in {key.lower(), name}
        or _echoes(name, text)
        or re.sub(r"\W|_", "", text) in _SPELLED_OUT
        or _leet_placeholder(text)
    ):
        return f"is a placeholder ({value.strip()!r})"
    if _BOUND_SLOT.search(_unleet(text, "l")) or _BOUND_SLOT.search(_unleet(text, "i")):
        return f"is a template to fill in ({value.strip()!r})"
    if (
        _points_elsewhere(name, text)
        or _FILE_PATH.fullmatch(value.strip())
        or _citation(value.strip())
    ):
        return f"points elsewhere instead of explaining ({value.strip()!r})"
    if (
        _SLOT.fullmatch(text)
        or _TEMPLATE.search(text)
        or _ABOUT_ITSELF.search(text)
        or _only_slots(name, text)
    ):
        return f"is a template to fill in ({value.strip()!r})"
    if _says_nothing(name, text):
        return f"says nothing about the solution ({value.strip()!r})"
    if _small_talk(name, text):
        return f"is small talk or a refusal, not an explanation ({value.strip()!r})"
    if meaningless(text) or numerals(text) or _VERSION.fullmatch(text):
        return f"carries no meaning: a number, hash, key or filler ({value.strip()[:40]!r})"
    withheld = _withheld(name, text, value)
    if withheld:
        return withheld
    marks = _markup_only(name, value) if marked and any(c in value for c in "*_~`#>") else None
    return marks or _not_plain_text(value)


_VERSION = re.compile(
    r"(?:(?:version|release|ver|rev|v)\.?\s*)?v?\d+(?:\.\d+){1,3}(?:[-+.]?[a-z]+\d*)?[.!]?"
)
"""A version number alone (`v1.2.3`, `Version 2.0.1-beta`): it names a release, not how the
solution works."""
_COMMON_WORDS = frozenset({
    "the", "and", "with", "for", "from", "into", "each", "two", "one", "time", "memory",
    "space", "linear", "list", "lists", "sorted", "sort", "uses", "use", "using", "returns",
    "return", "that", "this", "then", "when", "while", "which", "are", "its", "not", "all",
    "over", "loop", "value", "values", "input", "output", "both", "every", "until", "any",
    "element", "elements", "item", "items", "pointer", "pointers", "merge", "merges",
    "array", "string", "number", "numbers", "count", "first", "last", "new", "per", "than",
    "only", "once", "pass", "since", "where", "because", "constant", "extra", "size",
    "length", "result", "function", "builds", "keeps", "checks", "finds", "data", "key",
    "keys", "map", "set", "dict", "table", "search", "binary", "worst", "case", "average",
})  # fmt: skip
"""Words an English explanation of code nearly always holds one of."""
_CIPHER_WORDS = 3


def _ciphered(text: str) -> bool:
    """Whether a value is English under a letter shift (ROT13, a Caesar cipher): of its
    words of three letters or more, three or more, none is one of `_COMMON_WORDS`, and
    some shift of the alphabet makes three or more of them, half of them at least, such
    words (`Zretrf gjb fbegrq yvfgf` is `Merges two sorted lists`; two of three shifting
    into such words happens by chance: `nlargest would be O(n log k)`)."""
    words = [word for word in re.findall(r"[a-z]+", text) if len(word) >= _CIPHER_WORDS]
    if len(words) < _CIPHER_WORDS or any(word in _COMMON_WORDS for word in words):
        return False
    for shift in range(1, 26):
        table = str.maketrans(
            "abcdefghijklmnopqrstuvwxyz",
            "abcdefghijklmnopqrstuvwxyz"[shift:] + "abcdefghijklmnopqrstuvwxyz"[:shift],
        )
        hits = sum(word.translate(table) in _COMMON_WORDS for word in words)
        if hits >= _CIPHER_WORDS and 2 * hits >= len(words):
            return True
    return False


def _backwards(text: str) -> bool:
    """Whether a value is English written backwards (`.tsil eht nacS`, each word or the
    whole text reversed): of its words of three letters or more, three or more, reversed,
    two or more, a third of them at least, are `_COMMON_WORDS`, and more than twice as many
    as read forwards (`Emit the time` reads forwards)."""
    words = [word for word in re.findall(r"[a-z]+", text) if len(word) >= _CIPHER_WORDS]
    if len(words) < _CIPHER_WORDS:
        return False
    hits = sum(word[::-1] in _COMMON_WORDS for word in words)
    forwards = sum(word in _COMMON_WORDS for word in words)
    return hits >= 2 and 3 * hits >= len(words) and hits > 2 * forwards  # noqa: PLR2004


_TURNED = str.maketrans(
    "\u0250\u01dd\u0279\u0287\u0265\u029e\u028c\u028d\u028e\u026f\u0254\u025f\u0183"
    "\u027e\u05df\u0131\u2200\u018e\u2534\u0285dpbqnu",
    "aerthkvwymcfgjliaetlpdqbun",
)
"""Letters as upside-down text prints them (turned a, e, r, t, h, ..., `d` for p, `n` for
u), each to the letter it stands for."""
_TURNED_ONLY = frozenset(
    "\u0250\u01dd\u0279\u0287\u0265\u029e\u028c\u028d\u028e\u026f\u0254\u025f\u0183\u027e",
)
"""Turned letters that English in IPA or another alphabet hardly uses: the marks of
upside-down text."""


def _upside_down(value: str) -> bool:
    """Whether a value is text turned upside down (`Scans the list` turned, its letters
    reversed and each printed upside down): three or more of `_TURNED_ONLY`, and turned
    back, words `_backwards` reads as English. IPA holds the same letters (`r\\ → ɹ, V →
    ʌ`, `u→ʌ, o→ɔ`), so how many there are tells nothing."""
    if sum(char in _TURNED_ONLY for char in value) < _CIPHER_WORDS:
        return False
    return _backwards(value.lower().translate(_TURNED))


_PIG_LATIN_SHARE = 0.6
_PIG_LATIN_WORDS = 4
_ENGLISH_AY = frozenset({
    "array", "arrays", "away", "bay", "day", "decay", "delay", "display", "essay", "gateway",
    "gray", "halfway", "holiday", "may", "midway", "okay", "overlay", "pathway", "pay",
    "play", "portray", "pray", "railway", "ray", "relay", "replay", "runway", "say", "spray",
    "stay", "stray", "subway", "today", "tray", "way", "weekday", "yesterday",
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
})  # fmt: skip
"""English words ending in `ay` that code's explanations use (`display`, `array`,
`delay`, `replay`): no mark of Pig Latin."""


def _pig_latin(text: str) -> bool:
    """Whether a value is in Pig Latin (`Anscay ethay istlay onceway`): of its words of
    three letters or more, four or more, and three in five at least, end in `ay` and are
    none of `_ENGLISH_AY` (`Replay the array with a delay.` is English)."""
    words = [word for word in re.findall(r"[a-z]+", text) if len(word) >= _CIPHER_WORDS]
    pig = sum(word.endswith("ay") and word not in _ENGLISH_AY for word in words)
    return pig >= _PIG_LATIN_WORDS and pig >= _PIG_LATIN_SHARE * len(words)


def _leetspeak(text: str) -> bool:
    """Whether a value is written in leetspeak (`5c4n 7h3 l157 0nc3`): of its words,
    three or more, a third at least, mix letters and digits (`_LEET`), and two or more of
    those read as `_COMMON_WORDS` once the digits are read as letters (`_unleet`; `base64`,
    `utf8`, `int32` and `sha256` read as none)."""
    words = re.findall(r"[a-z0-9]+", text)
    mixed = [word for word in words if _LEET.fullmatch(word)]
    if len(mixed) < _CIPHER_WORDS or 3 * len(mixed) < len(words):
        return False
    hits = sum(_unleet(word, "l") in _COMMON_WORDS or _unleet(word, "i") in _COMMON_WORDS
               for word in mixed)  # fmt: skip
    return hits >= 2  # noqa: PLR2004


_LETTERS_ONLY = re.compile(r"[\s.,;:!-]*(?:[^\W\d_][\s.,;:!-]+)+[^\W\d_]?[\s.,;:!-]*")
"""A value of single letters alone, blanks and stops between them (`x y`, `n k`, `a, b.`):
letters that stand for nothing (`O(n)` has a bound's brackets, `n log n` a word)."""
_WORK_IT_OUT = re.compile(
    r"\b(?:figure|work|puzzle|suss|sort|find|reason|think)\s+(?:(?:it|this|that|them|things)\s+)?"
    r"out\b|\byour ?(?:self|selves|own)\b"
)
_READER_WORDS = frozenset({
    "figure", "work", "puzzle", "suss", "sort", "find", "reason", "think", "out", "it",
    "this", "that", "them", "things", "yourself", "yourselves", "your", "own", "self",
    "from", "by", "reading", "read", "tracing", "trace", "running", "run", "looking",
    "you", "can", "could", "should", "just", "please", "go", "ahead", "and", "try", "to",
    "on", "left", "for", "reader", "the", "a", "code", "source", "solution", "program",
    "function", "implementation", "with", "at", "look", "easy", "enough", "simply",
    "i", "let", "ll", "will", "do", "have", "is", "up", "as", "an", "exercise",
})  # fmt: skip
"""Words of a value that leaves the explanation to the reader (`Figure it out yourself.`,
`Work it out from the code.`, `You can work it out by reading it.`)."""


def _left_to_the_reader(name: str, text: str) -> bool:
    """Whether a value only tells the reader to work the explanation out alone: a phrase
    of `_WORK_IT_OUT` (`figure it out`, `work it out`, `yourself`) and only
    `_READER_WORDS` besides."""
    if _WORK_IT_OUT.search(text) is None:
        return False
    words = set(re.findall(r"[a-z]+", text)) - set(name.split())
    return words <= _READER_WORDS


_DECLINE = re.compile(
    r"\b(?:would|d)\s+(?:much\s+)?rather\s+(?:not|let|leave|skip)\b"
    r"|\bprefer\s+(?:not|to\s+(?:let|leave|skip))\b|\bspeaks?\s+for\s+(?:it|its|them)sel(?:f|ves)\b"
    r"|\b(?:won['\u2019]?t|will\s+not|shall\s+not|not\s+going\s+to|decline\s+to|refuse\s+to"
    r"|can['\u2019]?t"
    r"|cannot|unable\s+to|no\s+need\s+to|no\s+point\s+in)\s+(?:\w+\s+)?(?:explain\w*|describ\w*"
    r"|guess\w*|say|speculat\w*|elaborat\w*|summari[sz]\w*|estimat\w*|commit|go\s+into)\b"
    r"|\b(?:profil|benchmark|measur)\w*\b.*\b(?:tell|show|teach)\s+you\b"
)
"""What declines to explain (`I would rather not`, `I prefer not to guess`, `let the code
speak for itself`, `won't speculate`, `profiling ... will tell you more`)."""
_DECLINE_WORDS = frozenset({
    "i", "we", "would", "d", "much", "rather", "prefer", "not", "to", "let", "leave", "skip",
    "the", "a", "an", "implementation", "code", "function", "solution", "program", "it",
    "itself", "its", "them", "themselves", "this", "that", "these", "speak", "speaks", "for",
    "any", "capable", "competent", "careful", "good", "reviewer", "reviewers", "reader",
    "readers", "developer", "developers", "programmer", "engineer", "you", "your", "own",
    "will", "can", "could", "should", "follow", "understand", "see", "get", "at", "glance",
    "quickly", "easily", "more", "than", "tell", "show", "teach", "guess", "guessing",
    "estimate", "speculate", "profile", "profiling", "profiler", "benchmark",
    "benchmarking", "measure", "measuring", "measurement", "measurements", "on", "inputs",
    "input", "data", "workload", "machine", "real", "actual", "here", "all", "anyway", "so",
    "and", "or", "but", "is", "are", "be", "obvious", "obviously", "clear", "clearly",
    "self", "explanatory", "explain", "explaining", "explanation", "describe", "describing",
    "say", "comment", "elaborate", "go", "into", "won", "t", "cannot", "unable", "decline",
    "refuse", "no", "need", "point", "there", "s", "m", "ve", "better", "best", "simply",
    "just", "read", "reading", "going", "shall", "in", "with", "of", "as", "by", "what",
    "how", "why", "works", "does", "do", "details", "anything", "further", "really",
    "honestly", "think", "believe", "myself", "commit", "number", "numbers", "figure",
    "figures", "hard", "exact", "precise", "claim", "claims", "such", "matters", "matter",
    "speaking", "left", "unsaid", "words", "about",
})  # fmt: skip
"""Words around a refusal that say nothing of how the solution works or what it costs."""


def _declines(name: str, text: str) -> bool:
    """Whether a value only declines to explain: a refusal (`_DECLINE`) and every other
    word one of `_DECLINE_WORDS` (`I would rather let the implementation speak for
    itself.`, `I prefer not to guess; profiling on your own inputs will tell you more.`).
    A digit or a bound (`O(n)`) is content: `Won't guess beyond O(n) time` states one."""
    if _DECLINE.search(text) is None or re.search(r"\d|\(", text):
        return False
    words = set(re.findall(r"[a-z]+", text)) - _ECHO_WORDS - set(name.split())
    return words <= _DECLINE_WORDS


def _withheld(name: str, text: str, value: str) -> str | None:
    """Why a value withholds the explanation (puts it off, leaves it to the reader, or is
    single letters), or None."""
    if _defers(name, text):
        return f"defers the explanation instead of giving it ({value.strip()!r})"
    if _left_to_the_reader(name, text) or _declines(name, text):
        return f"is small talk or a refusal, not an explanation ({value.strip()!r})"
    if _LETTERS_ONLY.fullmatch(text):
        return f"is single letters, no explanation ({value.strip()!r})"
    if any(mark in value for mark in "?\uff1f\u061f") and _only_questions(value):
        return f"asks questions instead of explaining ({value.strip()[:40]!r})"
    return None


_SENTENCE_END = re.compile(r"(?<=[.!?\u061f])[\"')\]]*\s+")
"""Where one sentence of a value ends and the next starts."""


def _only_questions(value: str) -> bool:
    """Whether every sentence of a value is a question (`What should the summary cover?`,
    `Should I state the time or the space complexity?`): a question asks, so it explains
    nothing, whoever it is put to; a question answered after it (`Why a dict? Lookups
    are O(1).`) is prose."""
    shown = unicodedata.normalize("NFKC", visible(value)).strip()
    sentences = [part.rstrip("\"') ]") for part in _SENTENCE_END.split(shown)]
    asked = [part for part in sentences if any(character.isalnum() for character in part)]
    return bool(asked) and all(part.endswith(("?", "\u061f")) for part in asked)


def _not_plain_text(value: str) -> str | None:
    """Why a value is not plain text (code, markup, data, a traceback, encoded text), or
    None."""
    code = _is_code(value) or _is_header(value) or _signature(value) or foreign_code(value)
    if code:
        return f"is code, not a plain-text explanation ({value.strip()!r})"
    if _markup(value) or _pattern(value) or _structured(value):
        return f"is markup or data, not a plain-text explanation ({value.strip()[:40]!r})"
    if _TRACEBACK.search(value):
        return f"is a pasted traceback, not an explanation ({value.strip()[:40]!r})"
    if "\n" in value.strip() and (_diff(value) or _table(value) or _listing(value)):
        return f"is a diff, table or listing, not an explanation ({value.strip()[:40]!r})"
    if _encoded(value):
        return f"is encoded text, not a plain-text explanation ({value.strip()[:40]!r})"
    return _word_game(value)


def _word_game(value: str) -> str | None:
    """Why a value is English made unreadable (shifted, backwards, upside down, Pig
    Latin, leetspeak), or None."""
    normal = _normal(value)
    if _ciphered(normal):
        return f"is in a letter-shift cipher such as ROT13 ({value.strip()[:40]!r})"
    if _backwards(normal):
        return f"is written backwards ({value.strip()[:40]!r})"
    if _upside_down(value):
        return f"is written upside down ({value.strip()[:40]!r})"
    if _pig_latin(normal):
        return f"is in Pig Latin, not plain text ({value.strip()[:40]!r})"
    if _leetspeak(value.lower()):
        return f"is in leetspeak, not plain text ({value.strip()[:40]!r})"
    if _spelling_alphabet(normal):
        return f"is spelled letter by letter in a spelling alphabet ({value.strip()[:40]!r})"
    return None


_SPELLING_WORDS = frozenset({
    "alfa", "alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india",
    "juliett", "juliet", "kilo", "lima", "mike", "november", "oscar", "papa", "quebec",
    "romeo", "sierra", "tango", "uniform", "victor", "whiskey", "whisky", "xray", "x-ray",
    "yankee", "zulu",
})  # fmt: skip
"""The code words of the NATO (ICAO) spelling alphabet, one per letter."""
_SPELLING_SHARE = 0.75
_SPELLING_WORDS_NEEDED = 4


def _spelling_alphabet(text: str) -> bool:
    """Whether a value spells words letter by letter in the NATO alphabet (`Delta Echo
    Delta Uniform Papa Echo`): of its words, four or more, and three in four at least,
    are code words of it (`the delta of each echo` is prose)."""
    words = re.findall(r"[a-z]+(?:-[a-z]+)?", text)
    spelled = sum(word in _SPELLING_WORDS for word in words)
    return spelled >= _SPELLING_WORDS_NEEDED and spelled >= _SPELLING_SHARE * len(words)


_SMALL_TALK = frozenset({
    "hello", "hi", "hey", "greetings", "howdy", "thanks", "thank", "thx", "welcome",
    "cheers", "bye", "goodbye", "farewell", "pleasure", "nice", "meet", "glad", "hope",
    "helps", "helpful", "enjoy", "regards", "dear", "sincerely", "yes", "yeah", "yep", "yup",
    "sure", "absolutely", "definitely", "certainly", "indeed", "exactly", "precisely",
    "agreed", "agree", "right", "course", "ok", "okay", "alright", "understood", "gladly",
    "happy", "know", "unable", "able", "cannot", "sorry", "apologies", "apologize",
    "apologise", "unsure", "unclear", "uncertain", "idea", "clue", "dunno", "idk", "refuse",
    "decline", "unfortunately", "afraid", "wish", "luck", "awesome", "wonderful", "lovely",
    "cool", "totally", "true", "naturally", "obviously", "clearly", "hmm", "well",
})  # fmt: skip
"""Words of greetings, thanks, affirmations and refusals (`Hello there!`, `Thank you`,
`Sure, of course.`, `I do not know.`): talk to the reader, not about the solution."""
_SMALL_TALK_FILLER = frozenset({
    "there", "you", "to", "very", "much", "so", "for", "asking", "the", "your", "question",
    "questions", "it", "this", "that", "all", "everyone", "friend", "friends", "i", "am",
    "m", "was", "is", "a", "an", "great", "good", "day", "morning", "evening", "have",
    "again", "help", "be", "of", "service", "completely", "quite", "really", "not", "do",
    "don", "t", "can", "describe", "explain", "say", "tell", "determine", "answer",
    "provide", "give", "what", "how", "does", "here", "at", "me", "my", "we", "our", "are",
    "any", "no", "honestly", "enough", "information", "info", "context", "details", "about",
    "on", "s", "ll", "will", "would", "could", "and", "with", "let", "if", "need",
    "anything", "more", "please", "ask", "feel", "free", "hear", "from", "soon", "problem",
    "matter", "thing", "best", "warm", "kind", "kindly", "fine", "sir", "madam", "dude",
    "buddy", "mate", "folks", "guys", "everybody", "one", "too", "also", "ve",
    "re", "d", "but", "or", "said", "answered", "asked", "done", "got",
    "get", "correct", "exact", "think", "believe", "guess", "maybe", "perhaps", "determined",
    "explained", "described", "known", "stated", "sadly", "currently", "right", "now",
})  # fmt: skip


def _small_talk(name: str, text: str) -> bool:
    """Whether a value is only a greeting, thanks, an affirmation or a refusal (`Hello
    there, nice to meet you!`, `Thank you for asking!`, `Yes, absolutely right.`, `Sure,
    of course.`, `I do not know.`, `I am not able to describe this.`): every word one of
    `_SMALL_TALK` or words around them, one of `_SMALL_TALK` among them."""
    words = set(re.findall(r"[a-z0-9]+", text)) - _ECHO_WORDS - set(name.split())
    return bool(words & _SMALL_TALK) and words <= _SMALL_TALK | _SMALL_TALK_FILLER


_EMPHASIS = re.compile(r"(?<![\w*~`])(\*\*|__|~~|\*|_|`)(?=\S)(.+?)(?<=\S)\1(?![\w*~`])")
"""Markdown's emphasis, strike-through and code marks around text (`**bold**`, `_italic_`,
`~~strike~~`, `` `mono` ``)."""
_MARKDOWN_LINE = re.compile(r"^\s*(?:#{1,6}|>|[-*+]|\d+[.)])\s+", re.MULTILINE)
"""A heading, quote, bullet or number opening a line of markdown."""
_MARKUP_WORDS = frozenset({
    "bold", "italic", "italics", "strike", "strikethrough", "struck", "mono", "monospace",
    "monospaced", "underline", "underlined", "emphasis", "emphasized", "emphasised",
    "strong", "em", "inline", "heading", "header", "link", "quote", "blockquote", "bullet",
    "markdown", "md", "formatted", "formatting", "format", "text", "plain", "fixed", "width",
    "font", "style", "styled", "highlight", "highlighted", "tag", "tags", "html", "rich",
    "and", "or", "with", "in", "some", "sample", "example", "here", "more",
})  # fmt: skip
"""Words that name markup rather than say anything (`**bold** _italic_`)."""


def _unmarked(text: str) -> str:
    """Text with markdown's emphasis, strike-through and code marks, headings, quotes
    and bullets taken off (`**bold**` reads `bold`)."""
    previous = None
    while previous != text:
        previous, text = text, _EMPHASIS.sub(r"\2", text)
    return _MARKDOWN_LINE.sub("", text)


def _markup_only(name: str, value: str) -> str | None:
    """Why a value written in markdown explains nothing, or None: its marks around words
    that only name markup (`**bold** _italic_`, `~~strike~~ `mono``), or, read without
    its marks, any other reason (`_filler`: `**TODO**`, `*Hello there!*`)."""
    plain = _unmarked(value)
    if plain == value:
        return None
    words = set(re.findall(r"[a-z0-9]+", plain.lower())) - _ECHO_WORDS - set(name.split())
    if words <= _MARKUP_WORDS:
        return f"is markup around nothing ({value.strip()[:40]!r})"
    return _filler(name, plain, marked=False)


def _only_slots(name: str, text: str) -> bool:
    """Whether a value holds template slots and, besides them, at most labels: the key's
    name, the schema's words and empty words (`Summary: %(summary)s`)."""
    if _SLOT.search(text) is None:
        return False
    rest = _SLOT.sub(" ", text)
    words = set(re.findall(r"[a-z0-9/]+", rest)) - _ECHO_WORDS - set(name.split())
    return words <= _SCHEMA_WORDS


_DEFERRING = frozenset({
    "omitted", "omit", "elided", "redacted", "withheld", "skipped", "brevity", "exercise",
    "later", "soon", "request", "scope", "tbd", "pending", "forthcoming", "follow",
    "follows", "upcoming", "left", "out", "spared", "suppressed", "hidden", "truncated",
    "ask", "asks", "asked", "happy", "glad", "gladly", "happily", "willing", "demand",
})  # fmt: skip
"""Words that put an explanation off (`Omitted for brevity.`, `Left as an exercise`), or
offer it only if asked (`Happy to walk you through it if you ask.`)."""
_DEFERRAL_FILLER = frozenset({
    "for", "the", "a", "an", "as", "is", "are", "be", "been", "will", "to", "of", "on",
    "in", "here", "this", "that", "it", "reader", "readers", "you", "your", "user", "left",
    "intentionally", "deliberately", "purposely", "added", "explained", "given",
    "provided", "shown", "written", "included", "described", "detailed", "discussed",
    "available", "upon", "beyond", "answer", "response", "details", "detail", "coming",
    "now", "not", "kept", "short", "sake", "space", "reasons", "reason", "explanation",
    "i", "we", "ll", "can", "could", "would", "explain", "describe", "provide",
    "add", "at", "time", "some", "point", "future", "message", "next", "turn", "by",
    "if", "me", "us", "and", "walk", "through", "step", "steps", "break", "down", "go",
    "over", "into", "more", "further", "show", "want", "like", "wish", "need", "needed",
    "just", "let", "know", "so", "dig", "elaborate", "expand", "cost", "logic", "how",
    "works", "idea", "deeper", "depth", "love", "any", "questions", "question", "up",
    "please", "feel", "free", "do", "happen", "happens", "should", "ever",
})  # fmt: skip


def _defers(name: str, text: str) -> bool:
    """Whether a value only puts the explanation off (`Omitted for brevity.`, `Left as
    an exercise for the reader.`, `Will be explained later.`, `Available on request.`,
    `Happy to walk you through it if you ask me.`):
    every word one that defers or fills around it, one that defers among them."""
    words = set(re.findall(r"[a-z]+", text)) - _ECHO_WORDS - set(name.split())
    return bool(words & _DEFERRING) and words <= _DEFERRING | _DEFERRAL_FILLER


_ENCODED = re.compile(r"[A-Za-z0-9+/_-]{16,}={0,2}|(?:[0-9a-fA-F]{2}){8,}|(?:%[0-9A-Fa-f]{2}){4,}")
"""A run that may be encoded text: base64 (also URL-safe), hex, percent-encoding."""
_DECODED_TEXT = re.compile(r"[\x20-\x7e\t\n]*")
_ENTITIES = re.compile(r"(?:&#?\w{1,8};[ ]?){4,}")
"""A run of HTML character references (`&#x41;&#x64;`), one blank allowed between two."""
_BASE85 = re.compile(r"<~.+?~>|[!-u]{16,}|[0-9A-Za-z!#$%&()*+;<=>?@^_`{|}~-]{16,}")
"""A run that may be Ascii85 (`!` to `u`, or wrapped in `<~ ~>`) or base85 text."""


def _encoded(value: str) -> bool:
    """Whether a value is, or holds, text written in an encoding (base64, hex, percent
    escapes) rather than plainly: a run that decodes to printable text with a space
    in it (`U2NhbiBvbmNl...`)."""
    runs = [(run, _decodings(run)) for run in _ENCODED.findall(value)]
    if "&" in value:
        runs += [(run, [html.unescape(run)]) for run in _ENTITIES.findall(value)]
    runs += [(run, _base85_decodings(run)) for run in _BASE85.findall(value)]
    runs += [(run, _base32_decodings(run)) for run in _BASE32.findall(value)]
    for _, decodings in runs:
        for decoded in decodings:
            if " " in decoded and _DECODED_TEXT.fullmatch(decoded):
                return True
    return False


_BASE32 = re.compile(r"(?:[A-Z0-9]{2,8}[ ]?){2,}={0,6}|(?:[a-z0-9]{2,8}[ ]?){2,}={0,6}")
"""A run that may be base32 or base32hex text, in one case, also in groups split by
single blanks (`INXXK3TU EBSXMZLS`)."""
_BASE32_SHORTEST = 16
"""Letters a base32 run needs (ten bytes) before it is decoded."""


def _base32_decodings(run: str) -> list[str]:
    """The texts a run decodes to as base32 or base32hex (UTF-8), its blanks dropped."""
    letters = run.replace(" ", "").rstrip("=")
    if len(letters) < _BASE32_SHORTEST:
        return []
    padded = letters.upper() + "=" * (-len(letters) % 8)
    texts: list[str] = []
    for decode in (base64.b32decode, base64.b32hexdecode):
        try:
            texts.append(decode(padded).decode())
        except (ValueError, UnicodeDecodeError):
            continue
    return texts


def _base85_decodings(run: str) -> list[str]:
    """The texts a run decodes to as Ascii85 or base85 (UTF-8)."""
    texts: list[str] = []
    for decode in (base64.a85decode, base64.b85decode):
        try:
            raw = (
                decode(run.encode(), adobe=run.startswith("<~"))
                if decode is base64.a85decode
                else decode(run.encode())
            )
            texts.append(raw.decode())
        except (ValueError, UnicodeDecodeError):
            continue
    return texts


def _decodings(run: str) -> list[str]:
    """The texts a run decodes to as base64, hex or percent escapes (UTF-8)."""
    found: list[bytes] = []
    if run.startswith("%"):
        found.append(bytes.fromhex(run.replace("%", "")))
    else:
        if len(run) % 2 == 0 and re.fullmatch(r"[0-9a-fA-F]+", run):
            found.append(bytes.fromhex(run))
        padded = run + "=" * (-len(run) % 4)
        for alphabet in (None, b"-_"):
            try:
                found.append(base64.b64decode(padded, altchars=alphabet, validate=True))
            except ValueError:
                continue
    texts: list[str] = []
    for raw in found:
        try:
            texts.append(raw.decode())
        except UnicodeDecodeError:
            continue
    return texts


_SIGNATURE = re.compile(r"\s*`?(?:async\s+def\s+|def\s+)?[A-Za-z_]\w*\s*\(.*\)\s*(?:->.+)?`?:?\s*")


def _signature(value: str) -> bool:
    """Whether a value is a function's signature with annotations or a return type
    (`top(rows: list[str]) -> str`), `def` left out or not: the code's header, not an
    explanation. A plain call (`add(a, b)`) is notation."""
    if "\n" in value or not _SIGNATURE.fullmatch(value):
        return False
    text = value.strip().strip("`").strip().removesuffix(":")
    text = re.sub(r"^(?:async\s+)?def\s+", "", text)
    try:
        tree = syntax_tree(f"def {text}:\n    pass")
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    function = tree.body[0]
    if not isinstance(function, ast.FunctionDef):
        return False
    arguments = function.args
    every = [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs]
    every += [item for item in (arguments.vararg, arguments.kwarg) if item is not None]
    return function.returns is not None or any(item.annotation is not None for item in every)


_ELEMENT = re.compile(r"<([A-Za-z][\w-]*)\b[^<>]*>.*?</\1\s*>", re.DOTALL)
"""An element of HTML or XML: an opening tag and its closing one (`<b>...</b>`)."""


def _markup(value: str) -> bool:
    """Whether a value is written in HTML or XML: it holds an element (`_ELEMENT`)."""
    return "</" in value and _ELEMENT.search(value) is not None


_PATTERN_PARTS = re.compile(
    r"\\[dDwWsSbB.()\[\]+*?]|\[[^\]\s]+\]|\(\?(?:P?<\w+>|[:=!])|[)\]][+*?]|\{\d+(?:,\d*)?\}"
)
"""Parts of a regular expression: a class escape, a character set, a named or other
group opener, a quantifier after a group or set, a counted repeat."""
_PATTERN_PARTS_NEEDED = 3


def _pattern(value: str) -> bool:
    """Whether a value is a regular expression: three or more of its parts
    (`_PATTERN_PARTS`), no blank in it, and it compiles (`^(?P<a>[A-Z]+),(\\d+)$`)."""
    text = value.strip()
    if any(char.isspace() for char in text):
        return False
    if len(_PATTERN_PARTS.findall(text)) < _PATTERN_PARTS_NEEDED:
        return False
    try:
        re.compile(text)
    except (re.error, RecursionError, OverflowError):
        return False
    return True


_YAML_LINE = re.compile(
    r"[ \t]*(?:-[ \t]+\S+(?:[ \t]\S+)?|[\w-]+[ \t]*:(?:[ \t]+\S+(?:[ \t]\S+)?)?)"
)
"""A line of YAML data: a `- item` or a `key: value` of at most two words, or a `key:`."""
_NESTED_KEY = re.compile(
    r"^([ \t]*)[\w-]+[ \t]*:[ \t]*\n\1[ \t]+(?:-[ \t]|[\w-]+[ \t]*:)", re.MULTILINE
)
"""A `key:` with items or keys indented under it."""


def _structured(value: str) -> bool:
    """Whether a value is a data document instead of text: JSON (an object or array
    as a string), or YAML with nesting (every line a `key: value` or `- item` of one or
    two words, or a `key:`, and some `key:` with lines indented under it). A heading and
    bullets of prose (`Steps:` / `- sum the amounts per region`) is text."""
    text = value.strip()
    if text[:1] in "[{":
        try:
            _guard_depth(text)
            return isinstance(json.loads(text), dict | list)
        except (ValueError, RecursionError, _TooDeepError):
            return False
    lines = [line for line in text.splitlines() if line.strip()]
    return (
        len(lines) > 1
        and all(_YAML_LINE.fullmatch(line) for line in lines)
        and _NESTED_KEY.search(text) is not None
    )


_TRACEBACK = re.compile(r"Traceback \(most recent call last\)|\bFile \"[^\"]*\", line \d+")
"""A traceback pasted as the value: its header or a frame line."""


_HEADER_START = re.compile(r"(?:async\s+)?(?:def|class|for|while|if|with)\s")
"""The keywords that open a compound statement's header."""


def _is_header(value: str) -> bool:
    """Whether a value is the header of a compound statement, its colon and body left out
    (`def total(values: list[int]) -> int`, `for v in values`, `with open(path) as f`):
    a fragment of code. Prose that opens with `for` or `if` (`for each value, add it`)
    does not parse as one, and a lone word after `if`, `while`, `with` or `class` (`with
    memoization`, `class methods`) is read as prose."""
    text = value.strip().strip("`").strip().removesuffix(":")
    if not _HEADER_START.match(text) or "\n" in text:
        return False
    try:
        statement = syntax_tree(f"{text}:\n    pass").body[0]
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    if isinstance(statement, ast.If | ast.While):
        return not isinstance(statement.test, ast.Name)
    if isinstance(statement, ast.ClassDef):  # `class methods`: prose too
        return bool(statement.bases or statement.keywords)
    if isinstance(statement, ast.With | ast.AsyncWith):
        return not all(
            isinstance(item.context_expr, ast.Name) and item.optional_vars is None
            for item in statement.items
        )
    return True


_HUNK = re.compile(r"^@@ -\d+(?:,\d+)? \+\d+(?:,\d+)? @@", re.MULTILINE)
"""A unified diff's hunk header (`@@ -1,2 +1,2 @@`)."""
_DIFF_HEADERS = re.compile(r"^(?:---|\*\*\*) \S.*\n(?:\+\+\+|---) \S", re.MULTILINE)
"""A diff's pair of file headers (`--- a/x.py` over `+++ b/x.py`, or a context diff's)."""


def _diff(value: str) -> bool:
    """Whether a value is a patch of the code: a hunk header or a pair of file headers
    (`_HUNK`, `_DIFF_HEADERS`), or lines all marked `+`, `-` or a blank, both signs among
    them, and a `+` line of Python code (`-    return 0` / `+    return sum(prices)`)."""
    if _HUNK.search(value) or _DIFF_HEADERS.search(value):
        return True
    lines = [line for line in value.strip("\n").splitlines() if line.strip()]
    signs = {line[:1] for line in lines}
    if not signs <= {"+", "-", " "} or not {"+", "-"} <= signs:
        return False
    added = [line[1:] for line in lines if line.startswith("+")]
    return any(_is_code(textwrap.dedent(line)) for line in added)


_CELL_WORDS = 2
"""Words a cell of a table holds at most (`[1.5, 2.5]`, `sum of prices`: no sentence)."""
_LITERAL_CELL = re.compile(r"[-+]?\d[\d.,_]*|\[.*\]|\(.*\)|\{.*\}|\".*\"|'.*'|True|False|None")
"""A cell holding a value: a number, a bracketed literal, a quoted string, a constant."""


def _table(value: str) -> bool:
    """Whether a value is a table of data rather than text: two rows or more with as many
    cells each, two or more, split by a tab, a `|` or a comma with no blank after it
    (`input,output` / `"[1.5, 2.5]",4.0`), or by `, ` when every cell is a word or two and
    each row after the first holds a value (a number, a bracketed or quoted literal); or
    a markdown table (a row of `---` cells under a row of `|` cells)."""
    rows = [line.strip() for line in value.strip().splitlines() if line.strip()]
    if len(rows) < 2:  # noqa: PLR2004
        return False
    if all(row.startswith("|") for row in rows) and any(
        re.fullmatch(r"\|(?:\s*:?-{3,}:?\s*\|)+", row) for row in rows
    ):
        return True
    for delimiter in ("\t", "|", ","):
        cells = [_cells(row, delimiter) for row in rows]
        if min(map(len, cells)) < 2 or len(set(map(len, cells))) > 1:  # noqa: PLR2004
            continue
        tight = delimiter != "," or not any(re.search(r",\s", _unquoted(row)) for row in rows)
        short = all(len(cell.split()) <= _CELL_WORDS for row in cells for cell in row)
        valued = all(any(_LITERAL_CELL.fullmatch(cell) for cell in row) for row in cells[1:])
        if (tight and delimiter != "|") or (short and valued):
            return True
    return False


def _unquoted(row: str) -> str:
    """A row of a table with its quoted cells emptied (`"[1.5, 2.5]",4.0` reads `"",4.0`)."""
    return re.sub(r'"[^"]*"', '""', row)


def _cells(row: str, delimiter: str) -> list[str]:
    """The cells of a row, split at `delimiter` outside double quotes, stripped."""
    try:
        return [cell.strip() for cell in next(csv.reader([row], delimiter=delimiter))]
    except (csv.Error, StopIteration):
        return [row]


_REGISTER = (
    r"%?(?:[re]?[abcd]x|[abcd][lh]|[re]?(?:si|di|sp|bp|ip)|(?:si|di|sp|bp)l|r(?:[89]|1[0-5])[dwb]?"
    r"|[xyz]mm\d{1,2}|[xwrvsdq]\d{1,2}|[atsv]\d{1,2}|\$(?:[atsvk]\d|zero|ra|sp|fp|gp)"
    r"|sp|lr|pc|fp|ra|zero|xzr|wzr)"
)
_OPERAND = (
    rf"(?:{_REGISTER}|[#$]?-?(?:0x[0-9a-f]+|\d+)|[a-z]*\s*\[[^\]]*\]"
    r"|-?\w*\(%[^)]*\)|[.$]?[a-z_]\w*)"
)
_MNEMONIC = (
    r"(?:mov(?:zx|sx|sd|ss|ap[sd]|up[sd]|abs|z|k|n)?|lea|add[sd]?|adc|sub[sd]?|sbb|i?mul|i?div"
    r"|inc|dec|neg|not|and|or|xor|sh[lr]|sa[lr]|ro[lr]|cmp|test|jmp|j[a-z]{1,3}|call|ret"
    r"|push|pop|loop|nop|cdq|cqo|leave|enter|syscall|int|cmov[a-z]{1,3}|set[a-z]{1,3}|pxor"
    r"|cvt\w+|ldr[bhsw]?|str[bh]?|ld[pr]|st[pr]|ldu?r|stu?r|b|bl|blr|br|bx|b\.?[a-z]{2}"
    r"|cbn?z|movz|adrp?|f(?:add|sub|mul|div|mov)|li|la|l[bhwd]u?|s[bhwd]|addiu?|subu?"
    r"|beqz?|bnez?|bl[te]u?|bg[te]u?|jalr?|j|mv|ecall|slti?u?|andi|ori|xori)"
)
_MACHINE_OPERAND = re.compile(
    rf"\s(?:{_REGISTER}|[#$]?-?(?:0x[0-9a-f]+|\d+)|[a-z]*\s*\[[^\]]*\]|-?\w*\(%[^)]*\))"
    r"\s*(?:,|$)",
    re.IGNORECASE,
)
"""An operand only a machine reads: a register, a number, a memory reference."""
_INSTRUCTION = re.compile(
    rf"\s*(?:[.$]?[a-z_][\w.$]*:\s*)?(?:{_MNEMONIC})[bwlq]?\b", re.IGNORECASE
)
_ASM_LINE = re.compile(
    rf"\s*(?:[.$]?[a-z_][\w.$]*:\s*)?(?:(?:{_MNEMONIC})[bwlq]?(?:\s+{_OPERAND}"
    rf"(?:\s*,\s*{_OPERAND})*)?)?\s*(?:[;#@].*)?|\s*\.[a-z]+\b.*",
    re.IGNORECASE,
)
"""A line of assembly: a label, an instruction of a common machine (x86, ARM, RISC-V,
MIPS) with operands that are registers, numbers, memory or names, a comment after `;`,
`#` or `@`, or a directive (`.text`)."""
_ARGUMENTS = r"(?:\s+(?:-?\d+|#\d+|<[^>]*>))*(?:\s+\(.*\)|\s+//.*)?\s*"
_BYTECODE_LINE = re.compile(
    r"\s*(?:>>\s*)?(?:[A-Z][A-Z0-9]*_[A-Z0-9_]+|[A-Z]{2,}|[a-z]+\d*[._][\w.]+)"
    + _ARGUMENTS
    + r"|\s*(?:\d+:?\s+)+(?:>>\s*)?[A-Za-z][\w.]*"
    + _ARGUMENTS
)
"""A line of a bytecode listing: line and offset numbers, an opcode (`LOAD_FAST`,
`RETURN_VALUE`, JVM's `0: iload_1`, WebAssembly's `i32.add`; after an offset, any word),
number arguments and a note in brackets (`12 LOAD_FAST 0 (prices)`)."""
_OPCODE_MARK = re.compile(r"(?:^|\s)(?:[A-Z][A-Z0-9]*_[A-Z0-9_]+|[a-z]+\d*[._][\w.]+)\b|^\s*\d")


def _listing(value: str) -> bool:
    """Whether a value is machine code written out: assembly (every line a label,
    directive, comment or instruction, `_ASM_LINE`, two instructions or more, one with a
    register, number or memory operand: `xor eax, eax` / `ret`) or a bytecode listing
    (every line an opcode with its offsets and arguments, `_BYTECODE_LINE`, one opcode of
    the listing's own shape, `LOAD_FAST`, `aload_0`, or an offset among them)."""
    lines = [line for line in value.strip().splitlines() if line.strip()]
    if len(lines) < 2:  # noqa: PLR2004
        return False
    if all(_BYTECODE_LINE.fullmatch(line) for line in lines) and any(
        _OPCODE_MARK.search(line) for line in lines
    ):
        return True
    if not all(_ASM_LINE.fullmatch(line) for line in lines):
        return False
    code = [line.split(";")[0] for line in lines if _INSTRUCTION.match(line)]
    return len(code) >= 2 and any(map(_MACHINE_OPERAND.search, code))  # noqa: PLR2004


_CALL_START = re.compile(r"[A-Za-z_][\w.]*\s*[(\[]")
"""Where a call or subscript of the code may open in a value (`sorted(`, `rows[`)."""
_WORD = re.compile(r"[^\W\d_]{2,}")
_ECHO_WORDS_LEFT = 2
"""Words a value may hold beside the code's own expressions and still be no explanation
(`sorted(set(items)) returning list`)."""


def _squeezed(text: str) -> str:
    return re.sub(r"\s+", "", text)


def _code_echo(code: str, value: str) -> str | None:
    """Why a value is the code's own expression again, or None: its calls and subscripts
    (each parsing as a Python expression) are in the code word for word, blanks aside, and
    beside them it has two words at most (`sorted(set(items)) returning list`). A sentence
    around them (`Uses sorted(set(items)) to drop duplicates`) explains."""
    squeezed_code = _squeezed(code)
    rest: list[str] = []
    position = 0
    for start in _CALL_START.finditer(value):
        if start.start() < position:
            continue
        end = _closing(value, start.end() - 1)
        if end is None:
            continue
        part = value[start.start() : end]
        try:
            ast.parse(part, mode="eval")
        except (SyntaxError, ValueError, MemoryError, RecursionError):
            continue
        if _squeezed(part) in squeezed_code:
            rest.append(value[position : start.start()])
            position = end
    if not rest:
        return None
    rest.append(value[position:])
    if len(_WORD.findall(" ".join(rest))) > _ECHO_WORDS_LEFT:
        return None
    return f"is the code's own expression, not a plain-text explanation ({value.strip()[:60]!r})"


def _closing(text: str, opening: int) -> int | None:
    """Where the bracket at `opening` and all it holds end (None when it is left open), as
    `text[opening:end]`; a chained call or subscript right after it is read with it."""
    depth, index = 0, opening
    while index < len(text):
        character = text[index]
        if character in "([{":
            depth += 1
        elif character in ")]}":
            depth -= 1
            if depth == 0:
                chained = _CHAINED.match(text, index + 1)
                if chained is None:
                    return index + 1
                index = chained.end() - 2
        index += 1
    return None


_CHAINED = re.compile(r"(?:\.[A-Za-z_]\w*)*[(\[]")
"""A call or subscript chained to the one before it (`.split(`, `[0]`)."""
_COMPLEXITY_TERMS = re.compile(
    r"\b[oθωΘΩ]\s*\(|big[- ]?[oθω]\b|constant|linear|logarithm|quadratic|cubic|exponential"
    r"|polynomial|factorial|\btime|\bspace|memory|\bn\s*(?:\^|\*\*|log|²)|\bsteps?\b"
    r"|operations?|comparisons?|amorti[sz]|\bonce\b|\btwice\b|\bpass(?:es)?\b|proportional"
    r"|\bgrows?\b|\bscales?\b|\bsize|\blength|complexity|\bfast|\bslow|efficien|\bcost"
    r"|\bbound|\bworst|\bbest|\baverage|\blog\b|\biterations?\b|\bcalls?\b|\bvisit",
    re.IGNORECASE,
)
"""Words a statement of complexity holds one of: a bound's notation (`O(n)`) or a word of
cost (`linear`, `time`, `memory`, `once`, `steps`)."""
_ENGLISH_GLUE = frozenset({"the", "and", "with", "to", "of", "in", "each", "then", "is"})
"""Words only English prose holds: a value without two of them is not read for its key."""


def _no_complexity(value: str) -> str | None:
    """Why an English value under a complexity key states no complexity, or None: no word
    of `_COMPLEXITY_TERMS` (a summary put there, `Drop duplicates with a set and return
    the rest in order.`). Text in another language is not read."""
    words = {word.lower() for word in _WORD.findall(value)}
    if _COMPLEXITY_TERMS.search(value) or len(_ENGLISH_GLUE & words) < 2:  # noqa: PLR2004
        return None
    return f"states no complexity: no bound and no word of cost ({value.strip()[:60]!r})"


_BOUND = re.compile(r"\b[oθωΘΩ]\s*\((?:[^()]|\([^()]*\))*\)", re.IGNORECASE)
"""A bound of asymptotic notation, `O(n)`, `O(n log(n))`."""
_COST_ONLY = frozenset({
    "linear", "constant", "quadratic", "cubic", "logarithmic", "exponential", "polynomial",
    "time", "space", "memory", "storage", "extra", "additional", "auxiliary", "amortized",
    "amortised", "worst", "best", "average", "case", "overall", "total", "both", "and",
    "in", "with", "of", "the", "a", "is", "it", "runs", "run", "uses", "takes", "needs",
    "complexity", "cost", "n", "k", "m", "log", "input", "size", "per", "call",
})  # fmt: skip
_COST_MARKS = frozenset({
    "linear", "constant", "quadratic", "cubic", "logarithmic", "exponential", "polynomial",
    "time", "space", "memory",
})  # fmt: skip
_SUMMARY_KEYS = re.compile(r"summar|approach|overview|descri|explan|how|idea|method", re.I)
"""Key names asking how the solution works, not what it costs."""
_COST_KEYS = re.compile(
    r"cost|time|space|scal(?:e|es|ed|ing)(?![a-z])|perform|big[\W_]?o(?![a-z])|complex",
    re.I,
)
"""Key names that ask about cost (`big_o_explanation`, `performance_overview`,
`how_it_scales`): a cost alone answers them."""


def _only_cost(value: str) -> str | None:
    """Why a value under a key asking how the solution works (`summary`, `approach`) only
    states a cost (`Linear time, constant memory.`, `O(n) time.`), or None: every word a
    word of cost, a bound or glue, with a bound or a word of cost among them."""
    bare = _BOUND.sub(" ", value)
    words = {word.lower() for word in re.findall(r"[^\W_]+", bare)}
    if not words <= _COST_ONLY or not (words & _COST_MARKS or bare != value):
        return None
    return f"only states a cost, not how the solution works ({value.strip()[:60]!r})"


def _value_problem(code: str, key: str, value: str) -> str | None:
    """Why a key's value explains nothing (`_filler`, also read with HTML references
    decoded; `_code_echo`; `_no_complexity` under a complexity key; `_only_cost` under a
    key asking how it works), or None."""
    problem = _filler(key, value)
    if problem is None and "&" in value and html.unescape(value) != value:
        problem = _filler(key, html.unescape(value))
    if problem is None and ("(" in value or "[" in value):
        problem = _code_echo(code, value)
    if problem is None and "complexity" in key.lower():
        problem = _no_complexity(value)
    if problem is None and _SUMMARY_KEYS.search(key) and not _COST_KEYS.search(key):
        problem = _only_cost(value)
    return problem


class JsonExplanation(Instruction):
    """Explain the solution in a JSON object placed after the code.

    What it asks:
        After the last code block the response contains one JSON object (in a code
        fence tagged `json`, or bare) whose keys include every name in `keys`, each
        mapped to a non-empty string that explains the solution.

    Why:
        Machine-readable explanations let tools show or index the reasoning, and the
        format is a test of following an output contract on top of writing the code.

    Verified by:
        Parsing the response, not the code, as code extraction reads it (reasoning
        removed, the same fences): the last non-JSON block is the code, and the first
        JSON object after it is decoded with Python's json module. A response without a
        fenced code block fails (there is no "after the code"), as does invalid JSON, a
        missing key, or a key whose value is not a non-empty string. Any non-blank
        string counts as an explanation.

    Strict mode:
        Also fails a value with fewer than two letters or digits, a placeholder
        (`TODO`, `N/A`, `N / A`, `To do`, `...`, `none`, `string`, `See the code above`,
        `Not needed`, the key's own name, a version number alone (`v1.2.3`, `Version
        2.0.1-beta`), also repeated or with only words such as
        "the", "of the solution" around it: `Summary: the summary`), a value made only
        of the words a schema uses to describe a key (`A short summary of the
        solution`, `The time and space complexity`, `Brief description of the code`,
        `Big-O analysis`; also a synonym of a key's name or of those words, `Synopsis`,
        `Gist`, `Asymptotics`, `Runtime cost`), a value that only sends the reader
        elsewhere: to the code,
        docstring or comments (`See the code block above`, `Refer to the code`, `The
        complexity is given in the docstring`, also saying what it is for: `See the
        docstring above for what it does`, `As shown by the code above`, `Look at the code
        to see how it works`, also saying it is obvious: `Self-explanatory; just read
        the function above.`) or to the prose or another value (`See
        the explanation above`, `As explained earlier`, `Explained in the answer
        text`, `Same as above`, `Ditto`, `Given in the JSON at the top`) or out of the
        response (`See the README for details`, `Documented online`, a link, a value that
        is only a file's path with a folder and an extension, `src/add.py`), or only
        names lines of the code by number (`Lines 1-2.`, `See line 2`, `L1-L3`), a
        template slot (`<summary>`, `{summary}`, `[summary]`, `%(summary)s`, `%s`,
        `${summary}`, `__SUMMARY__`), also with only labels beside it (`Summary:
        %(summary)s`), or template wording
        (`TODO: ...`, `TBD later`, `N/A - ...`, `To be decided`, `... goes here`,
        `Insert ...`), a value about itself (`This field contains ...`, `This value holds
        ...`, `... left blank`, `Sample text ...`, `Example value ...`, `... for this
        field`), and the same text given for two keys (case, spacing, spaces
        around a slash, leading or final `.!?;:,` and invisible characters such as a
        zero-width space aside, blank-looking ones such as the Braille blank U+2800 read
        as a space, compatibility forms such as full-width letters read as plain ones,
        text after a right-to-left override read in the order it is shown (`\u202eODOT`
        as `TODO`), and a word mixing Latin letters with look-alikes (of Cyrillic, Greek,
        Armenian, Cherokee or Lisu, or Latin small capitals, dotless or script letters),
        `ТODO` with a Cyrillic `Т`, `TՕDՕ` with an Armenian `Օ`, or made only of
        look-alikes spelling a placeholder, `ХХХ`, `ᴛᴏᴅᴏ`, `ꓔꓳꓓꓳ`, read in Latin, in
        every comparison above; a value with HTML character references, `T&#79;D&#79;`,
        is also read decoded in every comparison of this paragraph and the next two),
        a placeholder spelled
        apart (`T O D O`, `T.B.D.`) or with digits for letters in a word mixing both
        (`T0D0`, `nu11`, read as `todo`, `null`), and a bound of asymptotic notation
        around a placeholder anywhere in a value (`O(TODO)`, `O(?)`, `Θ(TBD)`, and a
        word standing for any bound: `O(something)`, `O(whatever)`, `O(stuff)`). A value
        with no Latin word at all (`Складывает два числа`) is not read as an echo of the
        key.
        Also fails a value whose words only praise or restate the task (`Solves the
        task.`, `Does what was asked.`, `Efficient.`, `Fast enough.`, `Straightforward
        implementation.`, `Standard complexity.`, `Nothing special.`, `Nothing to
        add.`, `A clean, elegant and robust solution that handles the task really well.`,
        `Excellent, about as good as it gets for this kind of problem.`, `Same as for any
        solution to this problem.`, `Same as any other function like this one.`: every
        word from a short list of such words, the key's name and the empty words above
        aside; `one` only beside `same`, `any`, `other`, `such`, `every` or `like`, so
        `Add one to all.` passes), a value that is only
        a greeting, thanks, an affirmation or a refusal (`Hello there, nice to meet
        you!`, `Thank you for asking!`, `Yes, absolutely right.`, `Sure, of course.`, `I
        do not know.`, `I am not able to describe this.`: every word from a short list of
        such words or the words around them), a value in markdown whose marks
        (`**...**`, `_..._`, `~~...~~`, backticks, a heading, quote or bullet) hold
        only words naming markup (`**bold** _italic_`, `~~strike~~ `mono``) or, read
        without its marks, fails for any reason here (`**TODO**`), and a value that is
        Python statements, not plain text (`def add(a, b): return a + b`, `result = a +
        b`; a lone expression such as `O(n)` and a label before one, `Time: O(n)`, are
        notation), or the header of one without its colon and body (`def add(a: int, b:
        int) -> int`, `for v in values`, `with open(path) as f`; a lone word after
        `if`, `while`, `with` or `class`, `with memoization`, is prose).
        Also fails a value that only puts the explanation off (`Omitted for brevity.`, `Left
        as an exercise for the reader.`, `Will be explained later.`) or offers it only if
        asked (`Happy to walk through the approach if you ask me.`, `Ask me and I will
        gladly break it down.`) or declines to explain (a refusal such as `I would rather
        not`, `I prefer not to guess`, `let the code speak for itself`, `won't speculate`,
        `profiling ... will tell you more`, and besides it only words from a short list
        naming nothing of how the solution works or what it costs, no digit nor bound:
        `I would rather let the implementation speak for itself; any capable reviewer will
        follow it at a glance.`; `The code speaks for itself: one dict lookup per element`
        explains), a value that leaves the explanation to the reader (a
        phrase such as `figure it out`, `work it out` or `yourself`, and besides it only
        words from a short list: `Figure it out yourself.`, `Work it out from the
        code.`), a value of questions alone, every sentence of it ending in `?` (`What
        should the summary cover?`, `Should I state the time complexity?`; a question
        answered after it, `Why a dict? Lookups are O(1).`, is prose), a value of single
        letters alone with blanks and stops between them
        (`x y`, `n k`; `O(n)` and `n log n` are notation), a value that carries
        no meaning: every token with a letter or digit a number or date (`20240501`,
        `31337`), a run of six or more hex digits with a digit among them, also in dashed or
        colon groups (a digest or UUID: `9f86d081884c...`, `3f2a9c1e-7b4d-...`), a
        blank-free key of twelve or more letters and digits with two digits or more, or keys
        mashed (a run along a keyboard's row or column, `asdf`, `hjkl`, `poiu`; one letter
        repeated; five letters or more with no vowel), or lorem ipsum (half its words or
        more from lorem ipsum, one of them a word only it uses: `Consectetur adipiscing
        elit`), metasyntactic words alone (`Foo bar baz.`, `Qux quux corge.`: every word
        one such as `foo`, `baz`, `qux`, `hoge`, `toto`, `blah`, or `bar`, `spam`,
        `eggs` beside one of them), code of another language (two marks such as a `function`, an
        arrow `=>`,
        `let`/`const`/`var` bindings, a statement block in braces, a C-style loop head, or
        one and braces, two `;` or a final `;`; or one mark of the Haskell, ML, Lisp, Ruby,
        Lua or Elixir families: a type signature, `add :: Int -> Int`; block parameters
        between bars, `{ |x| x }`; a Lisp form, `(defun ...`, `(+ a b)`; a function defined
        by an expression, `fun add(a: Int, b: Int) = a + b`, `def add(a, b), do: a + b`; R's
        `<- function(`; a `def` or `function` computing something up to an `end`, `def
        add(a, b) a + b end`; or an equation defining a function whose body reads one of its
        parameters, `add a b = a + b`, `let add a b = a + b`), a Prolog clause (a head,
        `:-` and a goal called: `add(A, B, C) :- C is A + B.`), an SQL statement (opening
        with an SQL keyword, two clauses or more and no words of prose, its keywords in
        capitals or a bracket, `*`, `=` or `;` in it: `SELECT region FROM rows GROUP BY
        region`), a shell command line (after a `$` prompt with an option, pipe, redirection
        or file name, or a known program and two of them: `python -m tool --input data.csv |
        tee out.txt`), a function's signature with annotations or a return type, `def` left
        out or not (`top(rows: list[str]) -> str`; a plain call, `add(a, b)`, is notation),
        HTML or XML (an element, `<b>...</b>`), a regular expression (three parts such as
        `\\d`, `[A-Z]`, `(?P<name>`, a quantifier after a group, no blank, and it compiles),
        a data document (JSON as a string, or YAML with nesting: lines of `key: value` or `-
        item` of one or two words and a `key:` with lines indented under it; a heading over
        bullets of prose is text), a pasted traceback (`Traceback (most recent call last)`,
        `File "x.py", line 9`), a value of several lines that is a diff (a hunk header,
        `@@ -1,2 +1,2 @@`, `---` over `+++` file headers, or every line marked `+`, `-` or
        a blank, both signs among them and Python code on a `+` line), a table (two rows
        or more with as many cells each, two or more, split by a tab, a `|` or a comma with
        no blank after it, `input,output` / `"[1, 2]",3`, or by `, ` with a word or two in
        each cell and a number or literal in each row after the first; or a markdown table)
        or machine code listed (assembly, every line a label, directive, comment or
        instruction of a common machine, two instructions or more, one with a register,
        number or memory operand: `xor eax, eax` / `ret`; a bytecode listing, every line an
        opcode with offsets, number arguments and a note in brackets, `12 LOAD_FAST 0
        (prices)`, `0: iload_1`, `i32.add`), numerals alone (`一二三四五`, `one two
        three`), and text in an encoding (a base64, hex, percent-escaped, Ascii85,
        base85, base32 or base32hex run (base32 in one case, also in groups split by
        blanks), or a run of four or more HTML character references, that decodes to
        printable text with a space), and text in a letter-shift cipher (ROT13 or
        another Caesar shift: of three or more words of three letters or more, none is a
        common word of an explanation in English, `the`, `two`, `time`, `list`, ..., and
        some shift makes three or more of them, half at least, such words: `Zretrf gjb
        fbegrq yvfgf`), and text written backwards (each word or the whole text reversed:
        of three or more words of three letters or more, two or more, a third at least,
        read backwards are common words of an explanation in English, more than twice as
        many as read forwards: `.tsil eht nacS`), text turned upside down (three or more
        turned letters, reading as English once turned back; IPA's turned letters, `r\\ →
        ɹ, V → ʌ`, are no mark alone), and Pig Latin (of four or more words of three
        letters or more, three in five at least end in `ay`, English words such as
        `display`, `array`, `delay`, `replay` aside: `Anscay ethay istlay onceway`), and
        words spelled letter by letter in the NATO alphabet (of four or more words, three
        in four at least are its code words: `Delta Echo Delta Uniform Papa Echo`).
        Also fails when a block of Python that a plain fence reader does not see (an
        indented block, a fence inside a blockquote, `> ```python`, a MyST directive fence,
        or an HTML `<pre>` block, as strict mode's reader of the blocks an answer shows finds them)
        follows the JSON: the explanation is then not after the code.
        Also fails an explanation the rendered response does not show: inside an HTML
        comment (`<!-- {...} -->`, also around a JSON fence), an element a renderer does
        not display (`<script>`, `<style>`, `<template>`, `<noscript>`, one marked
        `hidden` or styled `display: none`, `visibility: hidden`, `opacity: 0`,
        `font-size: 0` or `color: transparent`, or given a class that style sheets use
        only to hide: `hidden`, `hide`, `is-hidden`, `d-none`, `invisible`, `sr-only`,
        `visually-hidden`, as in `<div class="hidden">`, up to its matching closing
        tag, elements of its name nested in it counted; a comment or such an
        element left open hides all after it, as a browser shows it), an attribute of an
        HTML tag (`<span title='{...}'>`, shown at most as a tooltip), the title of an
        inline markdown link or image (`[.](url '{...}')`, a tooltip too), a processing
        instruction or CDATA section (`<?x {...} ?>`, read by HTML as a comment) or a
        markdown link reference definition (`[//]: # ({...})`), or folded inside a
        collapsed `<details>` element (not marked `open`) with no label to click: no
        `<summary>`, or one showing no text (`<details><summary></summary>{...}</details>`;
        a labelled one, `<summary>Explanation</summary>`, is layout). HTML written in an
        inline code span, `` `<span style="opacity: 0">` ``, is text the rendering shows,
        no element, and hides nothing (outside inline HTML and HTML blocks, whose
        backticks are raw). A value that is only a
        bibliographic reference, names and titles ending in a chapter, section or page
        (`Knuth, The Art of Computer Programming, Volume 3, Section 6.4.`), points out of
        the response and fails.
        Also fails a value that is the code's own expression again: its calls and
        subscripts (each a Python expression found in the code word for word, blanks
        aside) with two words at most beside them (`sorted(set(items)) returning list`;
        `Uses sorted(set(items)) to drop duplicates.` explains), and an English value (two
        words such as `the`, `and`, `with`, `to`) under a key naming complexity that has no
        bound and no word of cost (`O(`, `linear`, `constant`, `time`, `space`, `memory`,
        `once`, `steps`, `size`, ...): a summary put under the complexity key (`Drop
        duplicates with a set and return the rest in order.`), and a value under a key
        asking how the solution works (a name with `summary`, `approach`, `overview`,
        `description`, `explanation`, `how`, `idea` or `method`, and none naming cost:
        `complexity`, `cost`, `time`, `space`, `scale`, `performance`, `big_o`) that
        only states a cost: every word a word of cost (`linear`, `constant`, `time`,
        `memory`, `space`, ...), a bound (`O(n)`) or glue, and a bound or such a word
        among them (`Linear time, constant memory.`, `O(n) time and O(1) space.`).
        JSON nested too deeply for Python's json module fails, in paper mode too. An
        object holding `NaN`, `Infinity` or `-Infinity` anywhere fails: Python's json module
        reads them, but JSON has no such values (a number too large for a float, `1e999`,
        is read as one too). Still
        possible: JSON hidden by markup not read (a CSS class of another name,
        `<div class="secret">` with a style sheet, other styles that hide, `height: 0;
        overflow: hidden`, `clip-path`, a style sheet, a collapsed `<details>` with a
        label, which shows on a click), text that is on topic but wrong (a sort and two
        pointers described for a hash-map solution), the words
        of an explanation in scrambled order (`dict once the index found complement ...`:
        whether words are in an order that reads is meaning, not read), other word
        games (Pig Latin with few `ay` words, inserted syllables, upside-down text whose
        words, turned back, are few common words of an explanation), text in other ciphers
        (a substitution of letters), other spelling alphabets, or ROT13 of fewer than three
        words or of non-English text, made-up
        words (`blorf snek quazzle`: no dictionary is read, and jargon and the code's own
        names are not dictionary words either), a lone
        expression with no call or subscript as the
        value (`a + b`), a complexity stated in words outside the list read under a
        complexity key, placeholders in other languages (`Résumé de la solution`), a
        value that explains the solution under another key's subject (a complexity
        statement as the summary with a word beyond cost and glue, `Linear time, O(k)
        memory, fast.`: whether a summary fits its key's name is read only so far), a
        claim of complexity that is wrong (`O(n)` for a quadratic loop) or a summary of
        another solution (a binary search described for a
        sort) or of another program altogether (`Reads a CSV file of sales rows and totals
        the revenue per region.` for a longest-word function: a rule failing values that
        share no word with the code would fail honest ones in other words, `Removes
        duplicates and orders the values.` for `sorted(set(xs))`), greetings, affirmations
        and refusals in other words or
        languages (`Bonjour !`), synonyms of a key outside the short list read, and
        other content-free wording (a question with a statement after it among them), and
        true sentences about another topic (`Python was
        first released in 1991.`): whether a value is about the solution is meaning, not
        read.
    """

    id = "doc_6"
    name = "json_explanation"
    category = "doc"
    description = "Follow the code with a JSON object of named explanation fields."
    generation_prompt = (
        "Put your code in a fenced code block, and after it add a JSON object with the "
        "keys {keys}, each holding a short plain-text explanation of your solution."
    )
    edit_prompt = (
        "Keep the code in a fenced code block and append after it a JSON object with the "
        "keys {keys}, each a short plain-text explanation of the current solution."
    )
    parameters = (
        ParamSpec(
            name="keys",
            type="str_list",
            default=["summary", "complexity"],
            description="Keys the JSON explanation must contain, each with a string value.",
        ),
    )
    verifier = "response"

    strict_reads_dynamic_code = False

    def strict_violations(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """Values that fill the keys without explaining: placeholders and repeats."""
        found, _ = find_explanation(facts.response)
        if found is None:
            return []
        findings: list[Finding] = []
        if "<" in facts.response or "]:" in facts.response or "](" in facts.response:
            findings += _unshown(facts.response)
        if (
            "<pre" in facts.response.lower()
            or "    " in facts.response
            or "\t" in facts.response
            or _FENCE_APART.search(facts.response) is not None
        ) and (_code_after_explanation(facts.response)):
            message = (
                "a code block (an indented block, a fence inside a blockquote or a directive,"
                " or an HTML <pre> block) follows the JSON"
            )
            findings.append((None, f"{message}, so the explanation is not after the code"))
        if _not_finite(found):
            message = "the JSON explanation holds NaN or Infinity, which JSON does not have"
            findings.append((None, message))
        seen: dict[str, str] = {}
        for key in params["keys"]:
            value = found.get(key)
            if not isinstance(value, str):
                continue
            problem = _value_problem(facts.code, key, value)
            if problem is not None:
                findings.append((None, f"the value of {key!r} {problem}"))
            normal = _normal(value)
            if normal in seen:
                findings.append((None, f"{key!r} repeats the value of {seen[normal]!r}"))
            seen.setdefault(normal, key)
        return findings

    def check(self, code: str, response: str, params: dict[str, Any]) -> CheckResult:
        found, why = find_explanation(response)
        if found is None:
            return CheckResult(passed=False, findings=((None, why),))
        findings: list[tuple[int | None, str]] = []
        for key in params["keys"]:
            value = found.get(key)
            if key not in found:
                findings.append((None, f"the JSON explanation has no key {key!r}"))
            elif not isinstance(value, str) or not value.strip():
                findings.append((None, f"key {key!r} must hold a non-empty string, got {value!r}"))
        return CheckResult(passed=not findings, findings=tuple(findings))

    def applies_to(self, code: str) -> bool:
        """True for any non-empty code: every solution can be explained."""
        return bool(code.strip())
