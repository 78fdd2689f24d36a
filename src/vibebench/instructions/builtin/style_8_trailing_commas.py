"""style_8: a trailing comma in every multi-line collection, call and signature."""

from __future__ import annotations

import ast
import doctest
import keyword
import re
import tokenize
from typing import Any

from vibebench.instructions._base import Instruction
from vibebench.instructions._code_facts import tokens
from vibebench.instructions._strict import Finding, StrictFacts
from vibebench.instructions._strict_text import shown_code_statements, shown_python

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


def _field_source(facts: StrictFacts, node: ast.expr) -> str:
    """The source of an expression spanning lines (from its positions)."""
    lines = facts.lines[node.lineno - 1 : node.end_lineno]
    lines[-1] = lines[-1].encode()[: node.end_col_offset].decode(errors="replace")
    lines[0] = lines[0].encode()[node.col_offset :].decode(errors="replace")
    return "\n".join(lines)


def _fields_missing_commas(facts: StrictFacts) -> list[Finding]:
    """Multi-line brackets inside an f-string's replacement fields without their trailing
    comma: before Python 3.12 an f-string is one token, which COM812 does not look into."""
    found: list[Finding] = []
    for field in facts.of_type(ast.FormattedValue):
        value = field.value
        if value.end_lineno is None or value.end_lineno == value.lineno:
            continue
        lexed = tokens(f"({_field_source(facts, value)})")
        if lexed is not None and _missing_trailing_comma(lexed):
            message = "a multi-line bracket in an f-string field lacks its trailing comma"
            found.append((facts.line_of(value), message))
    return found


_CONTINUED_CLOSER = re.compile(r"\\\r?\n[ \t]*[)\]}]")
"""A backslash continuation whose next line starts with a closing bracket (in code, or in
a string: the tokens tell which)."""
_LINE_BREAKS = {tokenize.NL, tokenize.NEWLINE}
_NEEDS_COMMA = {"call", "list", "dict"}
"""Brackets whose last item takes a comma even when they hold one item; a group `(a)` and a
subscript `x[a]` only take one when they already hold a comma (a tuple)."""


def _bracket_kind(previous: tokenize.TokenInfo | None, opener: str) -> str:
    """What an opening bracket starts: a call or signature, a subscript, a group or tuple,
    a list, or a dict or set."""
    after_value = previous is not None and (
        (previous.type == tokenize.NAME and not keyword.iskeyword(previous.string))
        or previous.string in {")", "]"}
        or (previous.type == tokenize.STRING and opener == "[")
    )
    if opener == "(":
        return "call" if after_value else "group"
    if opener == "[":
        return "subscript" if after_value else "list"
    return "dict"


def _continued_closers(found: tuple[tokenize.TokenInfo, ...]) -> list[int]:
    """The lines of closing brackets moved onto a line of their own by a backslash
    continuation after the last item (`count=len(items) \\` then `)`), which COM812 reads
    as on the item's line: a bracket that takes a trailing comma there (`_NEEDS_COMMA`,
    or one holding a comma) and lacks it. A comprehension's bracket takes none."""
    stack: list[list[Any]] = []  # [kind, saw a comma, saw a `for`] per open bracket
    previous: tokenize.TokenInfo | None = None
    broke = False  # a line break token since `previous`
    lines: list[int] = []
    for token in found:
        if token.type in _LINE_BREAKS:
            broke = True
        if token.type in _SKIPPED:
            continue
        if token.string in _OPENERS and token.type == tokenize.OP:
            stack.append([_bracket_kind(previous, token.string), False, False])
        elif stack and token.string == ",":
            stack[-1][1] = True
        elif stack and token.string == "for" and token.type == tokenize.NAME:
            stack[-1][2] = True
        elif stack and token.string in _OPENERS.values() and token.type == tokenize.OP:
            kind, saw_comma, saw_for = stack.pop()
            if (
                (kind in _NEEDS_COMMA or saw_comma)
                and not saw_for
                and previous is not None
                and previous.string not in {",", *_OPENERS}
                and previous.end[0] < token.start[0]
                and not broke
            ):
                lines.append(token.start[0])
        previous, broke = token, False
    return lines


_PROMPT = ">>>"
_CONTINUATION = re.compile(r"^[ \t]*\.\.\.(?: |$)", re.MULTILINE)
"""A doctest continuation line (`...     item,`): only an example that has one spans lines."""


def _examples(text: str) -> list[str]:
    """The source of each interactive example (`>>> call(` then `...     item`) in a
    docstring or a block written as a session; none when doctest cannot read them."""
    try:
        return [example.source for example in doctest.DocTestParser().get_examples(text)]
    except ValueError:  # inconsistent indentation or a missing blank after a prompt
        return []


def _examples_missing_commas(text: str) -> bool:
    """Whether an interactive example in `text` has a multi-line bracket lacking its
    trailing comma (the examples are code doctest runs)."""
    return any(
        (found := tokens(source)) is not None and _missing_trailing_comma(found)
        for source in _examples(text)
    )


def _docstring_examples(facts: StrictFacts) -> list[Finding]:
    """Multi-line brackets without their trailing comma in a string's doctest examples."""
    message = "a multi-line bracket in a doctest example lacks its trailing comma"
    return [
        (facts.line_of(node), message)
        for node in facts.of_type(ast.Constant)
        if isinstance(node.value, str) and _PROMPT in node.value
        and _CONTINUATION.search(node.value) and _examples_missing_commas(node.value)
    ]  # fmt: skip


def _lacks_comma(code: str) -> bool:
    """Whether a multi-line bracket of `code`, or of a doctest example in its strings,
    lacks its trailing comma."""
    lexed = tokens(code)
    return (lexed is not None and _missing_trailing_comma(lexed)) or (
        _PROMPT in code and _examples_missing_commas(code)
    )


def _blocks_left_out(facts: StrictFacts) -> list[Finding]:
    """Multi-line brackets without their trailing comma in the blocks of Python the answer
    shows beside its program (`shown_python`: usage examples, tests, `pyi` stubs, the
    statements typed in a session)."""
    return [
        (None, f"a multi-line bracket in the answer's Python block {block.number}, "
               f"left out of the program, lacks its trailing comma")
        for block in shown_python(facts)
        if any(_lacks_comma(piece) for piece in block.pieces)
    ]  # fmt: skip


_CLOSER_LINE = re.compile(
    r"^[ \t>]*(?:(?:\.\.\.:?|[-*+]|\d{1,9}[.)])[ \t]+)?(?:<[^>\n]*>)*[ \t]*[)\]}]", re.MULTILINE
)
"""A line of the answer that may start, its container removed, with a closing bracket."""


def _closes_bracket(line: str) -> bool:
    return line.lstrip(" \t")[:1] in {")", "]", "}"}


def _shown_outside(facts: StrictFacts) -> list[Finding]:
    """Multi-line brackets without their trailing comma in the code the answer shows
    outside its fenced blocks (`shown_code_statements`: a markdown indented block, an HTML
    `<pre><code>` block, a fence in a blockquote or list item, code at a `>>>` prompt):
    each statement of code that holds a line starting with a closing bracket."""
    found: list[Finding] = []
    for number, source in shown_code_statements(facts, _CLOSER_LINE, _closes_bracket):
        if source is None:
            reason = "too much text outside the program to read for code (undecidable)"
            found.append((None, f"line {number} of the answer onward: {reason}"))
        elif _lacks_comma(source):
            where = f"the code at line {number} of the answer, outside the program"
            found.append((None, f"a multi-line bracket lacks its trailing comma in {where}"))
    return found


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
        Also fails a multi-line bracket without its trailing comma inside a replacement
        field of an f-string (a list spread over lines inside a triple-quoted f-string's
        `{...}`), which
        COM812 does not look into, and a closing bracket a backslash continuation after
        the last item puts on a line of its own (`count=len(items) \\` then `)`), which
        COM812 reads as on the item's line: the bracket of a call, signature, list, dict
        or set, or a group or subscript holding a comma, lacking its comma (a
        comprehension's takes none); code run through exec/eval/compile, or through the
        standard library's other runners (`code`'s interpreters, `codeop`, the profilers',
        debuggers' and tracers' `run`/`runctx`, `timeit` strings, IPython's `run_cell`, a
        `python -c` command or code fed to an interpreter's stdin), is judged too (a
        constant string is checked for the same missing commas, a string built at run
        time fails); also the same missing comma in the examples of a doctest session in
        a string (a docstring's `>>> add(` then `...     1,` lines: code doctest runs),
        in the answer's other blocks of Python that extraction leaves out of the program
        (a usage example, a test, a `pyi` stub, a session): blocks labelled `python` or
        `py` whatever file name or attributes follow (`python:example.py`), MyST directive
        fences naming Python (`{code-block} python`), `pyi`, or a
        session label (`pycon`, `python-console`, `ipython`, `doctest`), unlabelled blocks
        that are programs, and any block with lines at a `>>>` prompt (or unlabelled at
        IPython's `In [1]:`), a session judged by the statements typed at its prompts; and
        in the code the answer shows outside its fenced blocks (a markdown indented block,
        an HTML `<pre><code>` block, a fence in a blockquote, a list item or a `markdown`
        block, code at a `>>>` prompt or IPython's `In [1]:`/`...:` prompts, a block
        labelled as plain text, `text`, `txt`, ... (not as output, `output`), or with another of
        Pygments' names of Python, `starlark`, `bazel`, `python2`, and a here-document fed
        to Python in a shell block, `python - <<'EOF'` to `EOF`, read as style_3 reads
        one: any quoting of its delimiter, other interpreters, `"$PYTHON"`, a `.py`
        file or a variable the block set to one; not one a script, `-c` or `-m` program
        reads as its data, `python3 check.py <<EOF`, as style_3 decides: a `-c` program
        that only reads data, no script path under `/dev` or `/proc`, output piped to
        filters only, nothing later in the block that may run a file the body reached: a
        file the line redirects to or names, or the shown script opens by name, or any
        file when the script is not shown or its writes are not known):
        each statement of code
        (read as style_3 reads such code) holding a line that starts with a closing
        bracket; and a multi-line display in a string written in place that
        `ast.literal_eval` reads (alone, or through `.strip()` or `textwrap.dedent`, read
        directly or from the tree `ast.parse` or `compile` makes of it, or a part of that
        tree: `ast.parse(text, mode='eval')`, `.body[0].value`; also through a name
        assigned such a string or tree, each value it is assigned, `DEFAULTS =
        ast.literal_eval(_DEFAULTS)`): that is Python's own
        literal syntax, which takes the comma. Still possible: a
        multi-line bracket whose closing bracket hugs its last item
        (`description='Resize images')`), left open by judgement: the instruction asks for
        the comma only with the closing bracket on its own line, as black and COM812 read
        it; a
        multi-line literal in a string read as another format (`json.loads`: JSON allows
        no trailing comma), a string `ast.literal_eval` reads from an attribute, an item,
        a parameter or a call's result; code in a block
        labelled with another language (`bash`, `console`, `toml`) outside a
        here-document fed to Python and not at a `>>>` prompt (among them a here-document
        a script reads and writes to a module another block runs).
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
    strict_words = None
    strict_reads_response = True  # the answer's other python blocks
    """(Each check below has its own gate: a plain `in` costs less than a word regex.)"""

    def strict_violations(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """Missing commas inside f-string fields, which Ruff reads as one token, and before
        a closing bracket a backslash continuation moves to a line of its own."""
        code = facts.code
        found = _fields_missing_commas(facts) if "{" in code else []
        continued = ("\\\n" in code or "\\\r" in code) and _CONTINUED_CLOSER.search(code)
        lexed = tokens(code) if continued else None
        message = "a closing bracket after a backslash continuation lacks its trailing comma"
        found += [(line, message) for line in _continued_closers(lexed or ())]
        if _PROMPT in code and _CONTINUATION.search(code):
            found += _docstring_examples(facts)
        if "literal_eval" in code:
            found += _literals_in_strings(facts)
        return found + _blocks_left_out(facts) + _shown_outside(facts)

    def applies_to(self, code: str) -> bool:
        """True when some multi-line bracketed construct lacks its trailing comma."""
        found = tokens(code)
        return found is not None and _missing_trailing_comma(found)


def _literal_text(facts: StrictFacts, node: ast.expr) -> str | None:
    """The text of a string written in place, alone or through `.strip()`-like methods
    or `textwrap.dedent` (None for anything else)."""
    while isinstance(node, ast.Call) and not node.keywords:
        if isinstance(node.func, ast.Attribute) and not node.args \
                and node.func.attr in {"strip", "lstrip", "rstrip"}:  # fmt: skip
            node = node.func.value
        elif len(node.args) == 1 and "textwrap.dedent" in facts.names.names(node.func):
            node = node.args[0]
        else:
            return None
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) \
        else None  # fmt: skip


_PARSERS = frozenset({"ast.parse", "builtins.compile"})
"""Functions turning Python source into the tree `ast.literal_eval` also reads."""


def _parsed_source(facts: StrictFacts, node: ast.expr) -> ast.expr:
    """The source argument when `node` is a tree parsed from it, or a part of one
    (`ast.parse(text, mode='eval')`, `ast.parse(text).body[0].value`); else `node`."""
    base = node
    while isinstance(base, (ast.Attribute, ast.Subscript)):
        base = base.value
    if (
        isinstance(base, ast.Call)
        and base.args
        and not _PARSERS.isdisjoint(facts.names.names(base.func))
    ):
        return base.args[0]
    return node


def _literals_in_strings(facts: StrictFacts) -> list[Finding]:
    """A multi-line display lacking its trailing comma in a string `ast.literal_eval`
    reads, itself or parsed first (`ast.parse`, `compile`): Python literal code moved
    into a string is still Python."""
    found: list[Finding] = []
    for call in facts.of_type(ast.Call):
        if not call.args or "ast.literal_eval" not in facts.names.names(call.func):
            continue
        for text in _source_texts(facts, _parsed_source(facts, call.args[0])):
            lexed = tokens(text.strip()) if "\n" in text.strip() else None
            if lexed is not None and _missing_trailing_comma(lexed):
                found.append((call.lineno, "a multi-line literal in the string "
                                           "`ast.literal_eval` reads lacks its trailing "
                                           "comma"))  # fmt: skip
                break
    return found


_MAX_NAMES = 4
"""Names bound to names followed at most this deep to the text a string source holds."""


def _source_texts(facts: StrictFacts, node: ast.expr, depth: int = 0) -> list[str]:
    """The texts a source may hold: a string written in place (`_literal_text`), or each
    value a name it reads is assigned, followed the same way (`_DEFAULTS` bound to the
    text, then `ast.literal_eval(_DEFAULTS)`): moving the string to a name keeps it Python."""
    text = _literal_text(facts, node)
    if text is not None:
        return [text]
    if not isinstance(node, ast.Name) or depth >= _MAX_NAMES:
        return []
    return [
        found
        for kind, value in facts.names.bindings_of(node) or []
        if kind == "expr" and isinstance(value, ast.expr)
        for found in _source_texts(facts, _parsed_source(facts, value), depth + 1)
    ]
