"""doc_4: no commented-out code."""

from __future__ import annotations

import ast
import builtins
import keyword
import operator
import re
import textwrap
import unicodedata
from collections.abc import Callable, Iterator
from functools import partial
from typing import Any

from vibebench._python_source import syntax_tree
from vibebench.instructions._base import Instruction
from vibebench.instructions._code_facts import comment_tokens
from vibebench.instructions._strict import Finding, StrictFacts, is_noop, without_noops
from vibebench.instructions._strict_flow import (
    COMPARISONS,
    comparison_truth,
    left_by_its_own_break,
    number_span,
    truth_of,
)
from vibebench.instructions._strict_prose import (
    CODE_MARK,
    SPACED_CALL,
    behind_uncomment,
    code_shaped,
    old_marked,
    old_noted,
    repairable,
    repaired_code,
    visible,
)
from vibebench.instructions._strict_text import (
    comment_holds_code,
    describes_format,
    left_out_block_findings,
    looks_like_code,
    run_code_findings,
)
from vibebench.instructions.builtin.doc_1_doc_line_length import PRAGMA

# Ruff's heuristic accepts linter pragmas (noqa, type:, ...); mirror that here so
# applies_to does not mistake them for dead code.
_PRAGMA_PREFIXES = ("noqa", "type:", "pragma", "fmt:", "ruff:", "pylint:", "isort:", "pyright:",
                    "mypy:")  # fmt: skip


def _pragma(comment: str) -> bool:
    return comment.lstrip("#").strip().lower().startswith(_PRAGMA_PREFIXES)


def _looks_like_code(comment: str) -> bool:
    """Whether a comment's text parses as a Python statement (and is more than a word)."""
    text = comment.lstrip("#").strip()
    if not text or _pragma(text):
        return False
    try:
        tree = syntax_tree(text)
    except SyntaxError:
        return False
    # A lone name or constant ("# TODO", "# 42") is prose, not code.
    return not all(
        isinstance(node, ast.Expr) and isinstance(node.value, ast.Name | ast.Constant)
        for node in tree.body
    )


def _visible_comments(facts: StrictFacts) -> list[tuple[int, str]]:
    """The comments (line, text) as a reader sees them (`visible`), keyword labels
    (`_keyword_label`) aside."""
    shown = [(line, visible(text)) for line, text in facts.comments]
    return [(line, text) for line, text in shown if not _keyword_label(facts, text)]


_LABEL = re.compile(r"#\s?(?P<keyword>[a-z]{3,9})\s(?P<word>[a-z]+)\s*")
"""A comment of a keyword (or its misspelling) and one plain word (`# global state`),
not indented inside (a line of a commented-out block is)."""
_LABEL_KEYWORDS = frozenset({"global", "yield"})
"""English words that are keywords making a statement of one name after them: `# global
state`, `# yield point` parse, but read as a noun-phrase label (`# nonlocal calls` reads
as nothing but code)."""


def _keyword_label(facts: StrictFacts, comment: str) -> bool:
    """Whether a comment is a noun-phrase label that parses as a statement: a keyword of
    `_LABEL_KEYWORDS` (also misspelled, `_KEYWORD_TYPOS`: `# globla state` is no more
    code than `# global state`) and one plain word that names nothing in the code (no
    name bound or read, no builtin). `# global _cache`, `# yield total` where `total`
    is bound, and `# nonlocal calls` are code."""
    match = _LABEL.fullmatch(comment)
    if match is None:
        return False
    word = match.group("word")
    kind = match.group("keyword")
    return (
        _KEYWORD_TYPOS.get(kind, kind) in _LABEL_KEYWORDS
        and not keyword.iskeyword(word)
        and not hasattr(builtins, word)
        and word not in facts.derived(_code_names)
    )


def _code_names(facts: StrictFacts) -> frozenset[str]:
    """Every name the code binds (imports included) or reads."""
    read = {node.id for node in facts.of_type(ast.Name)}
    return frozenset(read) | _bound_names(facts)


_BRACKET_NAMES = (("PARENTHESIS", "()"), ("SQUARE BRACKET", "[]"), ("CURLY BRACKET", "{}"))
_BAR_LETTERS = re.compile(r"(?<!\S)[\u01c0\u01c1\u01c2\u01c3\u2d4f\u16c1\ua4f2](?!\S)")
"""Letters drawn as signs (`ǀ` U+01C0 and the other click letters, Tifinagh yen, runic
isaz, Lisu `ꓲ`), standing alone: a reader sees a bar or a mark, not a word."""
_TRAILING_ELLIPSIS = re.compile(r"\s*(?:\.{3}|\u2026)\s*$")


def _ascii_bracket(char: str) -> str:
    """A bracket look-alike NFKC keeps (ornament parentheses `❨❩` U+2768.., `⟮⟯`, `⦅`)
    as the ASCII bracket of its kind, by its Unicode name; any other character as is."""
    kind = unicodedata.category(char)
    if char.isascii() or kind not in {"Ps", "Pe"}:
        return char
    name = unicodedata.name(char, "")
    for word, pair in _BRACKET_NAMES:
        if word in name:
            return pair[kind == "Pe"]
    return char


def _plain_comment(comment: str) -> str:
    """A comment as its code reads once its disguises are undone: bracket look-alikes
    made ASCII (`_ascii_bracket`), letters drawn as signs made a bar (`_BAR_LETTERS`),
    and an ellipsis trailing it dropped (`# lengths = [...] ...`)."""
    plain = "".join(map(_ascii_bracket, comment)) if not comment.isascii() else comment
    plain = _BAR_LETTERS.sub("|", plain)
    return _TRAILING_ELLIPSIS.sub("", plain)


def _disguised_code(comment: str) -> bool:
    """Whether a comment holds code once `_plain_comment` undoes its disguises, or once
    `unwrapped_comment` takes off its wrapping brackets or folding marker."""
    plain = _plain_comment(comment)
    if plain != comment and not _pragma(plain) and _holds_code(plain):
        return True
    unwrapped = unwrapped_comment(plain)
    return unwrapped is not None and not _pragma(unwrapped) and _holds_code(unwrapped)


def _keyword_typos() -> dict[str, str]:
    """Misspellings of Python's keywords, each to its keyword: a letter dropped (`els`,
    `retun`) or two swapped (`retrun`, `improt`), or for a keyword of six letters or more a
    letter changed (`retirn`); none shorter than three letters, and English words that
    read so (`form`, `wait`, `sync`, `arise`, `asset`, `impart`) aside."""
    typos: dict[str, str] = {}
    letters = "abcdefghijklmnopqrstuvwxyz"
    for word in keyword.kwlist:
        if not word.islower() or len(word) < 3:  # noqa: PLR2004
            continue
        variants = {word[:i] + word[i + 1 :] for i in range(len(word))}
        swaps = range(len(word) - 1)
        variants |= {word[:i] + word[i + 1] + word[i] + word[i + 2 :] for i in swaps}
        if len(word) >= 6:  # noqa: PLR2004
            variants |= {word[:i] + c + word[i + 1 :] for i in range(len(word)) for c in letters}
        for variant in variants - set(keyword.kwlist) - _TYPO_WORDS:
            if len(variant) >= 3:  # noqa: PLR2004
                typos.setdefault(variant, word)
    return typos


_TYPO_WORDS = frozenset({
    "form", "fro", "rise", "wait", "asset", "assent", "assort", "impart", "impost", "lass",
    "ass", "elf", "wile", "pas", "wit", "eli", "nod", "dle", "ont", "del", "def", "tyr",
    "arise", "beak", "sync", "rom", "rase", "nad", "lif",
})  # fmt: skip
"""English words (and short fragments prose holds) a keyword's misspelling can be."""
_KEYWORD_TYPOS = _keyword_typos()
_TYPO_WORD = re.compile(r"(?<![\w.])[a-z]{3,9}(?![\w(])")


def _typo_code(comment: str) -> bool:
    """Old code with its keywords misspelled (`# if not values: retrun 0.0`, `# avg =
    total / n if n els 0`): a comment that holds code once each misspelling of a keyword
    (`_KEYWORD_TYPOS`) is read as the keyword, and not before."""
    fixed = _TYPO_WORD.sub(lambda word: _KEYWORD_TYPOS.get(word[0], word[0]), comment)
    return fixed != comment and _holds_code(fixed) and not _pragma(fixed)


_WRAPS = {"(": ")", "[": "]", "{": "}"}
_FOLD_MARKER = re.compile(r"#?\s*(?:end\s*)?region\b[:\s]*", re.IGNORECASE)
"""An editor's folding marker (`# region`, `#region`, `# endregion`): Ruff's eradicate
skips the comment like a pragma, but its label is a comment as any other."""


def _wrapped(text: str) -> bool:
    """Whether one pair of brackets wraps the whole text (`(x = f(y))`, not `(a) + (b)`)."""
    if len(text) < 3 or _WRAPS.get(text[0]) != text[-1]:  # noqa: PLR2004
        return False
    depth = 0
    for index, char in enumerate(text):
        depth += (char == text[0]) - (char == text[-1])
        if depth == 0 and index < len(text) - 1:
            return False
    return depth == 0


def unwrapped_comment(comment: str) -> str | None:
    """A comment with what hides its code taken off: the label of a folding marker
    (`# region subtotal = sum(rows)`) and one pair of brackets wrapping its whole text
    (`# (total = round(total, 2))`, which does not parse as written), or None when
    neither is there."""
    text = comment.lstrip("#").strip()
    marker = _FOLD_MARKER.match(text)
    if marker is not None and marker.end() < len(text):
        text = text[marker.end() :].strip()
    if _wrapped(text):
        text = text[1:-1].strip()
    rest = f"# {text}"
    return rest if text and text != comment.lstrip("#").strip() else None


_OLD_LABEL = re.compile(r"([^:]{0,120}?):\s+(.+)")
"""A label of any length before a colon (`Previous implementation, kept for reference:`)."""


def _holds_code(comment: str) -> bool:
    """`comment_holds_code`, also behind Sphinx's `#:` (`#: total = sum(values)`), which
    documents an attribute in prose, a statement or expression of code shape
    (`code_shaped`: `# raise`, `# assert x > 0`), before a note (`_code_before_note`), and among
    sentences (`_code_among_sentences`)."""
    if comment.startswith("#:"):
        comment = f"# {comment[2:]}"
    return (
        (comment_holds_code(comment) and not _format_pairs(comment))
        or code_shaped(comment)
        or _code_before_note(comment)
        or _code_among_sentences(comment)
        or expression_code(comment)
    )


def _format_pairs(comment: str) -> bool:
    """A format label before plain pairs that `;` separates (`# Input format:
    name=value;name=value`): the separator is the format's, not one statement ending
    before another; each pair is read as `describes_format` reads one alone (a plain
    name or constant bound to a name, nothing called or computed)."""
    head, _, rest = comment.partition(";")
    pairs = [pair for pair in rest.split(";") if pair.strip()]
    return (
        bool(pairs)
        and describes_format(head)
        and all(describes_format(f"# format: {pair}") for pair in pairs)
    )


_NOTE = re.compile(r"\s+(?:-{2,}|[—–―]|#|//|<-+|←|\|)\s+|\s{2,}|\s+\(|;\s+")
"""Where a note after code may start: a dash (`--`, `—`), a second `#` or `//`, an arrow
back, a bar, two or more spaces, an opening bracket after a blank, or a `;`."""
_NOTES_TRIED = 6
"""Note marks tried in one comment, from its start (code holds brackets and blanks too)."""


def _code_before_note(comment: str) -> bool:
    """Code followed by a note, its text up to a note mark (`# cache.clear()  --
    disabled until the service is stable`, `# x = f(y) # off for now`, `# x = f(y); kept
    until the review`): each mark is tried, as the code may hold one itself (`x = f(a,
    (b))`)."""
    text = comment.lstrip("#").strip()
    for count, note in enumerate(_NOTE.finditer(text)):
        if count == _NOTES_TRIED:
            break
        code = text[: note.start()]
        # prose before a note may be words Python reads (`# return output (with stderr)`)
        if code and CODE_MARK.search(code) is not None and comment_holds_code(code):
            return True
    return False


_VARIANT_COMMA = re.compile(r",\s+")
_VARIANT_COMPUTES = re.compile(r"[(\[]|\w\.\w")
"""A call, a subscript or an attribute: more than a plain `name = value` setting."""
_BINDINGS = (ast.Assign, ast.AugAssign, ast.AnnAssign)


def _variant_before_note(facts: StrictFacts, line: int, comment: str) -> bool:
    """Another version of a live statement before a note after a comma (`# total =
    max(sum(values), 1e-12), too lenient` over `total = sum(values)`, `# return [v / t for
    v in values if v], drops zeros`): the text up to a comma is one assignment with a call,
    subscript or attribute to names the function around binds, or a return of such a value
    where the code returns values, unlike every live statement of its kind; the rest is
    words. The same statement repeated (`# total = sum(values), the denominator`) explains
    the line."""
    text = comment.lstrip("#").strip()
    for count, comma in enumerate(_VARIANT_COMMA.finditer(text)):
        if count == _NOTES_TRIED:
            break
        code, note = text[: comma.start()], text[comma.end() :]
        if _VARIANT_COMPUTES.search(code) is None or not re.search(r"[^\W\d_]{2}", note):
            continue
        try:
            body = syntax_tree(code).body
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            continue
        if len(body) != 1 or not isinstance(body[0], (*_BINDINGS, ast.Return)):
            continue
        if comment_holds_code(note):
            return False
        return _varies_live(facts, line, body[0])
    return False


def _varies_live(facts: StrictFacts, line: int, statement: ast.stmt) -> bool:
    """Whether `statement` binds names the function around `line` binds (or returns a
    value where the code does) and differs from every live statement of its kind."""
    if isinstance(statement, ast.Return):
        live = [node for node in facts.of_type(ast.Return) if node.value is not None]
    else:
        targets = statement.targets if isinstance(statement, ast.Assign) else [statement.target]  # type: ignore[attr-defined]
        names = {target.id for target in targets if isinstance(target, ast.Name)}
        if len(names) != len(targets) or not names <= _bound_around(facts, line):
            return False
        live = list(facts.of_type(*_BINDINGS))
    written = ast.dump(statement)
    return bool(live) and all(ast.dump(node) != written for node in live)


_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=\S)")
_ABBREVIATION_END = re.compile(r"\b(?:e\.g|i\.e|etc|vs|cf|approx|no|fig|eq)\.$", re.IGNORECASE)


def _code_among_sentences(comment: str) -> bool:
    """Code as a sentence of a comment written in several (`# This was the first version.
    total = sum(values)`, `# total = sum(values). Kept for the audit.`): a sentence, its
    final stop aside, that is code with a call, binding, subscript or attribute, also
    behind a label or before a note, as a comment of its own is read (a plain `name =
    value` is a setting, as after a label). A stop after an abbreviation (`e.g.`) ends
    no sentence."""
    text = comment.lstrip("#").strip()
    if CODE_MARK.search(text) is None:
        return False
    starts = [0] + [
        end.end()
        for end in _SENTENCE_END.finditer(text)
        if _ABBREVIATION_END.search(text, 0, end.start()) is None
    ]
    if len(starts) < 2:  # noqa: PLR2004
        return False
    sentences = [
        text[start:end].strip() for start, end in zip(starts, [*starts[1:], None], strict=True)
    ]
    return any(map(_code_sentence, sentences))


def _code_sentence(sentence: str) -> bool:
    """Whether one sentence of a comment is code (`_code_among_sentences`): statements,
    not a lone expression, which prose names (a sentence wrapped from the line above
    may open with a call it mentions, `# bash(background=True). Kept short ...`); a word,
    a blank and a bracket opening it (`Returns (a, b).`) is prose."""
    code = sentence.removesuffix(".").strip()
    if CODE_MARK.search(code) is None or SPACED_CALL.match(code) is not None:
        return False
    if _OLD_LABEL.fullmatch(code) is not None:
        return _hidden_code(code)
    plain = (
        comment_holds_code(code)
        and not _lone_expression(code)
        and not describes_format(code)
        and not _settings(code)
    )
    return plain or _code_before_note(code)


def _lone_expression(code: str) -> bool:
    """Whether text parses as one expression alone (`f(x)`, `"Cancelled()" (trio)`)."""
    try:
        body = syntax_tree(code).body
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    return len(body) == 1 and isinstance(body[0], ast.Expr)


_EXPRESSION_GATE = re.compile(r"\w[(\[]")
"""A call or subscript written as code writes it (no blank before the bracket)."""
_EXPRESSION_LEAD = re.compile(r"^(?:[^\w\s(\[{'\"`@]+|\d+[.)]|[A-Za-z][\w ]{0,24}:(?=\s))\s*")
"""A bullet, prompt, number or short label before the expression (`# - f(x) or g(x)`)."""
_ASYMPTOTIC_CALLS = frozenset({"O", "o", "Theta", "Omega"})


def expression_code(comment: str) -> bool:
    """Whether a comment is an expression only code is written as, which no statement
    test counts: a conditional expression holding a call (`#
    ax.set_color("#333") if dark else None`), a tuple of two or more calls (`# report(x),
    units.clear()`), an `and`/`or` chain with a call among its operands (`# cache.get(key)
    or fetch(key)`), or a subscript of a call or by one (`# sorted(rows)[-1]`, `#
    rows[len(rows) // 2]`); also behind a bullet, number or short label. A call needs no
    blank before its bracket (`returns (a, b)` is prose) and Big-O (`O(n)`) is no call;
    names and constants alone (`# a, b`, `# x or y`) are prose."""
    text = visible(comment).lstrip("#").strip().strip("`").strip()
    if not text.isascii():
        text = unicodedata.normalize("NFKC", text)
    if _EXPRESSION_GATE.search(text) is None:
        return False
    for _ in range(2):
        if _code_expression(text):
            return True
        shorter = _EXPRESSION_LEAD.sub("", text, count=1).strip().strip("`").strip()
        if shorter == text:
            return False
        text = shorter
    return False


def _code_expression(text: str) -> bool:
    """`expression_code` of text with nothing before the expression."""
    try:
        body = syntax_tree(text).body
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    if len(body) != 1 or not isinstance(body[0], ast.Expr):
        return False
    source = text.encode()
    calls = {
        id(node)
        for node in ast.walk(body[0])
        if isinstance(node, ast.Call) and _written_call(node, source)
    }
    if not calls:
        return False
    value = body[0].value
    if isinstance(value, ast.IfExp):
        return True
    if isinstance(value, ast.Tuple):
        return len(value.elts) > 1 and all(_called(item, calls) for item in value.elts)
    if isinstance(value, ast.BoolOp):
        return any(_called(operand, calls) for operand in value.values)
    return isinstance(value, ast.Subscript)


def _written_call(call: ast.Call, source: bytes) -> bool:
    """A call as code writes it: its bracket right after the callee, not Big-O."""
    func = call.func
    if isinstance(func, ast.Name) and func.id in _ASYMPTOTIC_CALLS:
        return False
    end = func.end_col_offset
    return func.end_lineno == 1 and end is not None and source[end : end + 1] == b"("


def _called(node: ast.expr, calls: set[int]) -> bool:
    """Whether an operand is a written call (also negated, awaited or subscripted)."""
    while isinstance(node, ast.UnaryOp | ast.Await | ast.Subscript):
        node = node.operand if isinstance(node, ast.UnaryOp) else node.value
    return id(node) in calls


def _hidden_code(comment: str) -> bool:
    """Code behind a tool's pragma (`# noqa: E501 total = sum(values)`, `# type: ignore
    x = f(y)`) or behind a label of any length (`# The previous implementation, kept for
    reference: total = sum(values)`, `# What we did before the refactoring: x = f(y)`):
    a short label (`# Old: x = f(y)`) is one as much."""
    text = comment.lstrip("#").strip()
    pragma = PRAGMA.match(f"# {text}")
    if pragma is not None:
        rest = f"# {text}"[pragma.end() :].lstrip(" :-")
        return bool(rest) and comment_holds_code(rest) and not _names_flagged(rest)
    if ":" not in text:
        return False
    label = _OLD_LABEL.match(text)
    return (
        label is not None
        # prose ends in words Python also reads (`...there: return it`): code computes
        and CODE_MARK.search(label.group(2)) is not None
        and comment_holds_code(label.group(2))
        # plain `key=value` pairs show a data layout, as after a format label
        and not describes_format(f"format: {label.group(2)}")
        and not _settings(label.group(2))
    )


def _html_comments(text: str) -> list[str]:
    """The bodies of the HTML comments (`<!-- ... -->`) of the answer's prose, which render
    as nothing; one left open hides the rest (read in one pass)."""
    bodies: list[str] = []
    start = text.find("<!--")
    while start >= 0:
        end = text.find("-->", start + 4)
        if end < 0:
            bodies.append(text[start + 4 :])
            break
        bodies.append(text[start + 4 : end])
        start = text.find("<!--", end + 3)
    return bodies


def _as_comments(text: str) -> str:
    """The lines of an HTML comment's text as `#` comments of a program, dedented."""
    lines = textwrap.dedent(text).splitlines()
    return "\n".join(f"# {line}" if line.strip() else "" for line in lines) + "\n"


_STRUCK = re.compile(r"<(del|s|strike)>(?P<inner>.+?)</\1>", re.IGNORECASE)
"""Text struck out by HTML markup (`<del>...</del>`, `<s>`, `<strike>`)."""


def _struck_code(comment: str) -> bool:
    """Code struck out by HTML tags (`# <del>result = f(x)</del>`): the tags only draw
    a line through it, so the text inside is judged as the comment."""
    if "<" not in comment:
        return False
    return any(
        _holds_code(f"# {match.group('inner').strip()}") for match in _STRUCK.finditer(comment)
    )


def _names_flagged(text: str) -> bool:
    """Whether the text after a pragma only names what the rule flagged or why, as an
    explanation does (`random.random()`, `TypedDict(total=False)`, `global state`,
    `return early`): one call given no names, a `global`, `nonlocal` or `del`, or a
    `return`/`raise` of a lone name. Old code computes from names or binds one."""
    try:
        tree = syntax_tree(text.strip().strip("`"))
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    if len(tree.body) != 1:
        return False
    statement = tree.body[0]
    if isinstance(statement, ast.Global | ast.Nonlocal | ast.Delete):
        return True
    if isinstance(statement, ast.Return | ast.Raise):
        value = statement.value if isinstance(statement, ast.Return) else statement.exc
        return isinstance(value, ast.Name)
    if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Call):
        call = statement.value
        given = [*call.args, *(keyword.value for keyword in call.keywords)]
        return not any(isinstance(node, ast.Name) for arg in given for node in ast.walk(arg))
    return False


_PY2_PRINT = re.compile(r"print\s+(?:>>\s*[\w.]+\s*,\s*)?(?P<items>[^(\s].*?),?")
"""A Python 2 print statement (`print "total", total`, `print >>sys.stderr, msg`)."""
_DECORATOR = re.compile(r"@[A-Za-z_][\w.]*(?:\(.*\))?")
_DECORATOR_BUILTINS = frozenset({
    "property", "staticmethod", "classmethod", "cache", "lru_cache", "cached_property",
    "wraps", "total_ordering", "singledispatch", "singledispatchmethod", "dataclass",
    "contextmanager", "asynccontextmanager", "abstractmethod", "overload", "override",
    "final", "unique", "runtime_checkable", "no_type_check", "njit", "jit", "fixture",
    "memoize", "memoized", "timer", "timeit", "profile", "retry", "lazy",
})  # fmt: skip
"""Bare decorator names that are code wherever they are written: the builtin ones and
the decorators of the standard library (`functools`, `dataclasses`, `contextlib`, `abc`,
`typing`, `enum`) and of the usual tools (`numba`'s `jit`, pytest's `fixture`, a
memoizing, timing or retrying one), which no documentation tag is named (`@param`,
`@todo`, `@see` are not among them)."""


def _old_syntax(facts: StrictFacts, line: int, comment: str) -> bool:
    """Code no longer valid on its own, commented out: a Python 2 print statement whose
    items are code (a string, several items, a computed one, or a name the function
    around the comment binds: `# print "merging", key`, `# print merged`; not `# print
    it`, nor `# print tasks` as a heading where no `tasks` is bound), and a decorator left
    above what it decorated: one with arguments or a dotted name (`# @lru_cache(maxsize=
    None)`, `# @functools.cache`), or a bare name the code binds or imports, a builtin
    one or one of the standard library's or the usual tools' (`# @property`, `# @cache`
    unbound, `_DECORATOR_BUILTINS`); not `# @param x` or `# @todo`."""
    text = comment.lstrip("#").strip().strip("`").strip()
    text = _MARKER_START.sub("", text, count=1) if text[:1] in _MARK_SIGNS else text
    printed = _PY2_PRINT.fullmatch(text)
    if printed is not None:
        return _code_items(facts, printed.group("items"), line)
    if _DECORATOR.fullmatch(text) is None:
        return False
    try:
        tree = syntax_tree(f"{text}\ndef _():\n    pass")
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    decorator = tree.body[0].decorator_list[0]  # type: ignore[attr-defined]
    if not isinstance(decorator, ast.Name):
        return True
    return decorator.id in _DECORATOR_BUILTINS or decorator.id in _bound_names(facts)


_OLD_HEADER_CODE = re.compile(
    r"#[\s\-*•>~`]*(?:(?:async\s+)?def\s+[A-Za-z_]\w*\s*\(.*\)\s*(?:->[^:]+)?:"
    r"|class\s+[A-Za-z_]\w*\s*\(.*\)\s*:|except\s+[A-Z][\w.]*\s*,\s*[A-Za-z_]\w*\s*:"
    r"|raise\s+[A-Z][\w.]*\s*,\s*[\"'])"
)
"""A definition's header (`# def area((width, height)): ...`, `# class Cart(Base):`),
or a Python 2 `except E, e:` or `raise E, "text"`, commented out: code, though what
follows may no longer parse (Python 2's tuple parameters), which no prose is written as."""
_ENTRY_END = re.compile(r"[,:]|^#\s*\*\*")
"""What a commented-out entry of a literal holds: a key's colon or a final comma."""
_DISPLAYS = (ast.Dict, ast.List, ast.Tuple, ast.Set)
_ENTRY_KEYS = (ast.Constant, ast.JoinedStr)


def _display_lines(facts: StrictFacts) -> frozenset[int]:
    """The lines strictly inside a dict, list, tuple or set display of several lines,
    where a whole-line comment sits among its entries."""
    return frozenset(
        line
        for node in facts.of_type(*_DISPLAYS)
        for line in range(node.lineno + 1, (node.end_lineno or node.lineno))
    )


def _entry(key: ast.expr | None, value: ast.expr) -> bool:
    """Whether a dict's one key and value read as an entry of code: `**name`, a string key,
    or another literal key whose value is more than a word (`# 1: first,` numbers a
    note)."""
    if key is None:
        return True
    if not isinstance(key, _ENTRY_KEYS):
        return False
    textual = isinstance(key, ast.JoinedStr) or isinstance(key.value, str | bytes)
    return textual or not isinstance(value, ast.Name)


def _commented_entry(facts: StrictFacts, line: int, comment: str) -> bool:
    """A dict entry commented out on a line of its own, among the entries of a display or,
    ending in a comma, anywhere (`# "max-retries": 5,`, `# 404: "not found",`, `#
    **EXTRA,`): a literal key and a value that, braced, read as a dict of one entry; and
    an item of a list, tuple or set commented out among its items, ending in a comma (`#
    "verbose",`, `# (2, 4),`): a literal, container, call or lambda, or a name the code
    binds (`_names_bound_item`), not a lone word of prose. Neither
    parses alone, so Ruff's ERA001 reads only keys of word characters in quotes."""
    text = comment.lstrip("#").strip()
    if not facts.lines[line - 1].lstrip().startswith("#"):
        return False  # after an entry, a value shown is a note on it (`# 's': 'ı'`)
    inside = line in facts.derived(_display_lines)
    if not inside and not text.endswith(","):
        return False
    try:
        value = syntax_tree(f"({{{text}}})").body[0]
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        value = None
    if isinstance(value, ast.Expr) and isinstance(value.value, ast.Dict):
        keys, values = value.value.keys, value.value.values
        return len(keys) == 1 and _entry(keys[0], values[0])
    if not inside or not text.endswith(","):
        return False
    try:
        items = syntax_tree(f"({text})").body[0]
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    item = items.value.elts[0] if isinstance(items, ast.Expr) and isinstance(
        items.value, ast.Tuple) and len(items.value.elts) == 1 else None  # fmt: skip
    return isinstance(item, (*_ENTRY_KEYS, ast.Call, ast.Lambda, *_DISPLAYS)) or (
        item is not None and _names_bound_item(facts, item, line)
    )


def _names_bound_item(facts: StrictFacts, item: ast.expr, line: int) -> bool:
    """An item that is a name the code binds, or an attribute or subscript of one, also
    spread (`# _remove_stopwords,`, `# *EXTRA,`, `# np.median,`, `# STEPS[2],`): a
    reference to code, not a word of prose, among a display's items. Not a bare name
    the code binds only to functions and classes among the items of a display that
    are all literal constants: a function has no place in a list of words, so `#
    pronouns,` above `"i", "you",` labels a group even where `def pronouns` exists."""
    bare = isinstance(item, ast.Name)
    while isinstance(item, ast.Starred | ast.Attribute | ast.Subscript):
        item = item.value
    if not (isinstance(item, ast.Name) and item.id in _bound_names(facts)):
        return False
    return not (bare and _only_defined(facts, item.id) and _among_constants(facts, line))


def _only_defined(facts: StrictFacts, name: str) -> bool:
    """Whether every binding of `name`, in any scope, is a `def` or `class`."""
    bindings = [
        binding for scope in facts.names.scopes for binding in scope.bindings.get(name, ())
    ]
    return all(kind == "def" for kind, _ in bindings)


def _among_constants(facts: StrictFacts, line: int) -> bool:
    """Whether the innermost display of several lines around `line` is a list, tuple or
    set whose items are all literal constants (`"i", "you"`, `1, 2`)."""
    around = [
        node
        for node in facts.of_type(*_DISPLAYS)
        if node.lineno < line < (node.end_lineno or node.lineno)
    ]
    if not around:
        return False
    inner = max(around, key=lambda node: (node.lineno, -(node.end_lineno or node.lineno)))
    items = getattr(inner, "elts", None)
    return bool(items) and all(isinstance(element, ast.Constant) for element in items)


_OLD_SYNTAX_START = re.compile(r"#[\s\-*•>~`]*(?:print\s|@)")
"""Where `_old_syntax` may find something: a comment opening with `print ` or `@`."""
_MARK_SIGNS = frozenset("-*•>~")
_MARKER_START = re.compile(r"^[-*•>~]+\s*")


def _code_items(facts: StrictFacts, items: str, line: int) -> bool:
    """Whether the items of a print statement are code, not prose (`_old_syntax`)."""
    try:
        value = syntax_tree(f"({items})", mode="eval").body
    except (SyntaxError, ValueError, RecursionError, MemoryError, TypeError):
        return False
    if isinstance(value, ast.Name):
        return value.id in _bound_around(facts, line)
    return not (isinstance(value, ast.Constant) and not isinstance(value.value, str))


def _bound_around(facts: StrictFacts, line: int) -> set[str]:
    """The names bound in the innermost function around a line (the module's, outside
    every function)."""
    inner: ast.AST = facts.tree
    for node in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef):
        if node.lineno <= line <= (node.end_lineno or node.lineno) and (
            inner is facts.tree or node.lineno > getattr(inner, "lineno", 0)
        ):
            inner = node
    return {name for scope in facts.names.scopes if scope.node is inner for name in scope.bindings}


def _bound_names(facts: StrictFacts) -> frozenset[str]:
    """Every name the code binds in any scope, imports included."""
    return facts.derived(_all_bound_names)


def _all_bound_names(facts: StrictFacts) -> frozenset[str]:
    return frozenset(name for scope in facts.names.scopes for name in scope.bindings)


_EXITS = (ast.Return, ast.Raise, ast.Continue, ast.Break)


def _bare_jump(statement: ast.stmt) -> bool:
    """A statement that computes nothing: `break`, `continue`, a bare `return`, or a bare
    `yield`, `yield None` or `yield from ()` (the one that makes a generator)."""
    if isinstance(statement, ast.Break | ast.Continue):
        return True
    if isinstance(statement, ast.Return):
        return statement.value is None
    if not isinstance(statement, ast.Expr) or not isinstance(
        statement.value, ast.Yield | ast.YieldFrom
    ):
        return False
    value = statement.value.value
    empty = isinstance(value, ast.Tuple | ast.List) and not value.elts
    return value is None or isinstance(value, ast.Constant) or empty


def _unreachable(facts: StrictFacts) -> list[Finding]:
    """Statements after a `return`, `raise`, `continue` or `break` in the same block, or
    after (and in the `else` of) a `while True:` no `break` leaves: old code left behind
    where it never runs (`pass`, strings and `_bare_jump`s aside: a
    `break` left after a `return` is redundant, not old code)."""
    found: list[Finding] = []
    loops = any(True for _ in facts.of_type(ast.While))
    for block in facts.blocks:
        exit_at = next((at for at, item in enumerate(block) if _exits(facts, item, loops)), None)
        if exit_at is None:
            continue
        dead = [
            item for item in block[exit_at + 1 :] if not is_noop(item) and not _bare_jump(item)
        ]
        if isinstance(block[exit_at], ast.While):
            dead = without_noops(block[exit_at].orelse) + dead
        if dead:
            found.append((facts.line_of(dead[0]), "code after a return, raise or jump never runs"))
    return found


def _exits(facts: StrictFacts, statement: ast.stmt, loops: bool) -> bool:
    """A `return`, `raise`, `continue` or `break`, or an endless `while` (`_endless`)."""
    return isinstance(statement, _EXITS) or (
        loops and isinstance(statement, ast.While) and _endless(facts, statement)
    )


def _disabled_blocks(facts: StrictFacts) -> list[Finding]:
    """`if False:` / `while 0:` blocks and string statements holding code: dead code too."""
    found: list[Finding] = []
    for node in facts.of_type(ast.If, ast.While, ast.Expr):
        if isinstance(node, ast.If | ast.While):
            if _disabled(facts, node):
                found.append((facts.line_of(node), "a block disabled by a false condition"))
        elif any(
            id(string) not in facts.docstring_ids and _shows_code(_text_of(string) or "")
            for string in _statement_strings(facts, node.value)
        ):
            found.append((facts.line_of(node), "code disabled by putting it in a string"))
    return found + _unread_arguments(facts)


_TYPE_CHECKING = frozenset({"typing.TYPE_CHECKING", "typing_extensions.TYPE_CHECKING"})
_TYPE_ONLY = (ast.Import, ast.ImportFrom, ast.Pass, ast.ClassDef, ast.FunctionDef,
              ast.AsyncFunctionDef)  # fmt: skip
_CHECKER_CALLS = frozenset({"reveal_type", "assert_type", "reveal_locals"})


def _type_checking_blocks(facts: StrictFacts) -> list[Finding]:
    """Code kept under `if TYPE_CHECKING:` (or the `else` of `if not TYPE_CHECKING:`),
    which never runs: a block there holding more than what a type checker reads
    (`_type_only`) is old code disabled by a condition false at run time."""
    found: list[Finding] = []
    for node in facts.of_type(ast.If):
        test, body = node.test, node.body
        if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
            test, body = test.operand, node.orelse
        if body and facts.names.names(test) & _TYPE_CHECKING:
            in_function = not isinstance(facts.owner(node), ast.Module | ast.ClassDef)
            if not all(_type_only(statement, in_function=in_function) for statement in body):
                found.append((facts.line_of(node), "a block disabled under TYPE_CHECKING"))
    return found


def _type_only(statement: ast.stmt, *, in_function: bool) -> bool:
    """Whether a statement under `TYPE_CHECKING` is for the type checker: imports,
    annotations, stubs, strings, `reveal_type`/`assert_type` calls, and, outside a
    function, assignments (type aliases, `TypeVar`s); `if` and `try` with only such."""
    if isinstance(statement, _TYPE_ONLY) or type(statement).__name__ == "TypeAlias":
        return True
    if isinstance(statement, ast.AnnAssign):  # `x: int` declares; with a value it runs
        return statement.value is None or not in_function
    if isinstance(statement, ast.Assign):
        return not in_function
    if isinstance(statement, ast.Expr):
        value = statement.value
        if isinstance(value, ast.Call):
            func = value.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            return name in _CHECKER_CALLS
        return isinstance(value, ast.Constant)
    if isinstance(statement, ast.If | ast.Try):
        parts = [statement.body, statement.orelse]
        if isinstance(statement, ast.Try):
            parts += [statement.finalbody, *(handler.body for handler in statement.handlers)]
        return all(_type_only(inner, in_function=in_function) for part in parts for inner in part)
    return False


_DROPPING = frozenset({
    "builtins.id", "builtins.len", "builtins.hash", "builtins.bool", "builtins.str",
    "builtins.repr", "builtins.ascii", "builtins.type", "builtins.tuple", "builtins.list",
    "builtins.set", "builtins.frozenset", "builtins.iter", "builtins.callable",
    "builtins.format", "builtins.sorted", "builtins.reversed", "textwrap.dedent",
    "textwrap.indent", "textwrap.fill", "textwrap.wrap", "textwrap.shorten",
    "inspect.cleandoc", "ast.parse", "shlex.split", "shlex.quote", "re.escape",
})  # fmt: skip
"""Builtins and library functions that only compute a value from their argument: called
as a statement, the argument is dropped with the value (`len('x = f(y)')`,
`textwrap.dedent('x = f(y)')`)."""


def _statement_strings(facts: StrictFacts, value: ast.expr) -> list[ast.expr]:
    """The strings (also bytes and f-strings) a statement of one expression holds and
    drops: the string itself, the items of a tuple, list or set of them, the string a
    method is called on (`'x = f(y)'.strip()`), the arguments of a builtin that only
    computes a value (`_DROPPING`: `len('x = f(y)')`)."""
    items = value.elts if isinstance(value, ast.Tuple | ast.List | ast.Set) else [value]
    if (
        isinstance(value, ast.Call)
        and isinstance(value.func, ast.Attribute)
        and _text_of(value.func.value) is not None
    ):
        items = [value.func.value]
    elif isinstance(value, ast.Call) and any(_text_of(arg) is not None for arg in value.args):
        names = facts.names.names(value.func)
        items = list(value.args) if names and names <= _DROPPING else items
    return [item for item in items if _text_of(item) is not None]


_FRAME_READERS = frozenset({"locals", "vars", "_getframe", "currentframe", "f_locals", "eval",
                            "exec"})  # fmt: skip
"""Names through which a function may read its parameters without naming them."""


def _unread_arguments(facts: StrictFacts) -> list[Finding]:
    """Code in a string handed to a parameter its function never reads (`_shelve("x =
    f(y)")` with `def _shelve(_source): pass`, also a lambda's, `(lambda _: None)("...")`):
    parked in a call that does nothing with it. Functions defined once in the code and
    undecorated are read; one that may read its frame (`locals()`, `vars()`) reads all."""
    found: list[Finding] = []
    defined = facts.derived(_defined_functions)
    for call in facts.of_type(ast.Call):
        if not isinstance(call.func, ast.Lambda) and (
            not isinstance(call.func, ast.Name) or call.func.id not in defined
        ):
            continue
        given: list[tuple[int | str, ast.expr]] = [
            (at, arg) for at, arg in enumerate(call.args) if _text_of(arg) is not None
        ]
        given += [(k.arg, k.value) for k in call.keywords if k.arg and _text_of(k.value)]
        if not given:
            continue
        function = _callee(facts, call)
        read = None if function is None else _read_names(function)
        if function is None or read is None:
            continue
        if any(
            (name := _parameter(function, at)) is not None
            and name not in read
            and _code_string(string)
            for at, string in given
        ):
            found.append((facts.line_of(call), "code kept in a string a call never reads"))
    return found


def _defined_functions(facts: StrictFacts) -> frozenset[str]:
    """The names the code binds to a `def` or a lambda: what `_callee` may resolve."""
    found = {node.name for node in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef)}
    for node in facts.of_type(ast.Assign, ast.AnnAssign):
        if isinstance(node.value, ast.Lambda):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            found.update(item.id for item in targets if isinstance(item, ast.Name))
    return frozenset(found)


def _callee(
    facts: StrictFacts, call: ast.Call
) -> ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda | None:
    """The function a call surely calls, when the code defines it: a lambda called where
    it is written, or a name bound only to an undecorated `def` or to a lambda."""
    if isinstance(call.func, ast.Lambda):
        return call.func
    if not isinstance(call.func, ast.Name):
        return None
    bindings = facts.names.bindings_of(call.func)
    if not bindings or len(bindings) != 1:
        return None
    kind, value = bindings[0]
    if kind == "def" and isinstance(value, ast.FunctionDef | ast.AsyncFunctionDef):
        return None if value.decorator_list else value
    if kind == "expr" and isinstance(value, ast.Lambda):
        return value
    return None


def _read_names(function: ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda) -> set[str] | None:
    """The names a function's body reads, or None when it may read its frame."""
    body = function.body if isinstance(function, ast.Lambda) else ast.Module(function.body, [])
    read: set[str] = set()
    for node in ast.walk(body):
        if isinstance(node, ast.Name) and not isinstance(node.ctx, ast.Store):
            read.add(node.id)
        elif isinstance(node, ast.Attribute):
            read.add(node.attr)
    return None if read & _FRAME_READERS else read


def _parameter(
    function: ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda, at: int | str
) -> str | None:
    """The name of the parameter that takes argument `at` (a position or a keyword)."""
    arguments = function.args
    positional = [*arguments.posonlyargs, *arguments.args]
    if isinstance(at, int):
        if at < len(positional):
            return positional[at].arg
        return arguments.vararg.arg if arguments.vararg else None
    if any(argument.arg == at for argument in [*arguments.args, *arguments.kwonlyargs]):
        return at
    return arguments.kwarg.arg if arguments.kwarg else None


def _text_of(node: ast.expr) -> str | None:
    """The text of a string, bytes (decoded) or f-string literal (each `{...}` read as
    `_`), or None for anything else."""
    if isinstance(node, ast.Constant):
        if isinstance(node.value, bytes):
            return node.value.decode("utf-8", "replace")
        return node.value if isinstance(node.value, str) else None
    if isinstance(node, ast.JoinedStr):
        return "".join(
            part.value if isinstance(part, ast.Constant) else "_" for part in node.values
        )
    return None


def _disabled(facts: StrictFacts, node: ast.If | ast.While) -> bool:
    """Whether literals alone make the block's condition false (`False`, `not True`,
    `0 > 1`, `1 and 0`, `False and ready()`).

    A name bound to a false constant (`VERBOSE = False` / `if VERBOSE:`) is not followed:
    a documented toggle with live code behind it is honest configuration, and a check
    cannot tell it from old code parked behind `DEBUG = False`.
    """
    return _truth(facts, node.test) is False


def _truth(facts: StrictFacts, test: ast.expr) -> bool | None:
    """The truth of a condition that literals and known values alone settle (`truth_of`
    with `_literal_truth` for its parts), or None."""
    leaf: Callable[[ast.expr], bool | None] = partial(_literal_truth, facts)
    truth = truth_of(test, leaf)
    if truth is None and isinstance(test, ast.BoolOp | ast.UnaryOp) and _has_and(test):
        return _joined_truth(facts, test)
    return truth


def _has_and(test: ast.expr) -> bool:
    """Whether a test holds an `and` (whose parts `_joined_truth` may settle together)."""
    return any(isinstance(node, ast.BoolOp) and isinstance(node.op, ast.And)
               for node in ast.walk(test))  # fmt: skip


def _joined_truth(facts: StrictFacts, test: ast.expr) -> bool | None:
    """`_truth` of `not`, `and` and `or` whose parts are settled together, not one by one:
    an `and` whose parts contradict each other on one value (`_contradicted`) is false,
    also inside `not` and `or` (`not (x and not x)` is true)."""
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        inner = _truth(facts, test.operand)
        return None if inner is None else not inner
    if not isinstance(test, ast.BoolOp):
        return _truth(facts, test)
    if isinstance(test.op, ast.And) and _contradicted(_conjuncts(test)):
        return False
    truths = {_joined_truth(facts, value) for value in test.values}
    decisive = isinstance(test.op, ast.Or)
    if decisive in truths:
        return decisive
    return None if None in truths else not decisive


def _conjuncts(test: ast.BoolOp) -> list[ast.expr]:
    """The parts of an `and`, nested ones flattened (`(a and b) and c`), up to the first
    that may change a value the later ones read: a call, an `await`, a `yield` or an
    assignment expression (`conn is None and connect() and conn` is honest)."""
    parts: list[ast.expr] = []
    for value in test.values:
        if isinstance(value, ast.BoolOp) and isinstance(value.op, ast.And):
            inner = _conjuncts(value)
            parts += inner
            if len(inner) < len(value.values):
                break
            continue
        if any(isinstance(node, _MAY_CHANGE) for node in ast.walk(value)):
            break
        parts.append(value)
    return parts


_MAY_CHANGE = (ast.Call, ast.Await, ast.Yield, ast.YieldFrom, ast.NamedExpr)
_SINGLETONS = (None, True, False, ...)
_FLIPPED = {ast.Lt: ast.Gt, ast.LtE: ast.GtE, ast.Gt: ast.Lt, ast.GtE: ast.LtE}
_NEGATED = {ast.Is: ast.IsNot, ast.IsNot: ast.Is, ast.Eq: ast.NotEq, ast.NotEq: ast.Eq}
Atom = tuple[str, type, object]
"""What one part of an `and` asks of one value: the value's key (its dotted name), the
test (`ast.Eq`, `ast.Is`, ..., `bool` for a truth test) and the constant it is tested
against (for `bool`, the truth asked)."""


def _contradicted(parts: list[ast.expr]) -> bool:
    """Whether parts of an `and` ask one value for things no value gives (`_atoms`):
    true and false (`port and not port`), None and true or anything but None (`port is
    None and port`, `port is None and port > 0`, which raises), two different constants
    (`mode == 'a' and mode == 'b'`), a constant and its negation, or bounds that leave no
    number (`n < 0 and n > 10`, `not n and n > 0`)."""
    asked: dict[str, list[tuple[type, object]]] = {}
    for part in parts:
        for key, test, constant in _atoms(part):
            asked.setdefault(key, []).append((test, constant))
    return any(len(tests) > 1 and _unsatisfiable(tests) for tests in asked.values())


def _atoms(part: ast.expr) -> list[Atom]:
    """What one part of an `and` asks of plain values: a truth test (`x`, `not x`), and
    each comparison of a value with a constant (`x is None`, `x == 'a'`, `0 < x < 10`,
    `not x == 1`)."""
    negated = isinstance(part, ast.UnaryOp) and isinstance(part.op, ast.Not)
    inner = part.operand if negated else part  # type: ignore[attr-defined]
    key = _value_key(inner)
    if key is not None:
        return [(key, bool, not negated)]
    if not isinstance(inner, ast.Compare) or (negated and len(inner.ops) != 1):
        return []
    atoms: list[Atom] = []
    left = inner.left
    for operation, right in zip(inner.ops, inner.comparators, strict=True):
        kind, value, constant = type(operation), left, right
        if _value_key(value) is None:
            kind, value, constant = _FLIPPED.get(kind, kind), right, left
        known, number = _constant(constant)
        key = _value_key(value)
        if negated:
            kind = _NEGATED.get(kind, type(None))
        if key is not None and known and (kind in _NEGATED or kind in _FLIPPED):
            atoms.append((key, kind, number))
        left = right
    return atoms


def _value_key(node: ast.expr) -> str | None:
    """A plain value's key: a name, or attributes and constant subscripts of one
    (`self.port`, `row['id']`); None for anything else."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        base = _value_key(node.value)
        return None if base is None else f"{base}.{node.attr}"
    if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant):
        base = _value_key(node.value)
        return None if base is None else f"{base}[{node.slice.value!r}]"
    return None


def _constant(node: ast.expr) -> tuple[bool, object]:
    """Whether the node is a constant (also a negated number), and its value."""
    if (
        isinstance(node, ast.UnaryOp)
        and isinstance(node.op, ast.USub)
        and isinstance(node.operand, ast.Constant)
        and type(node.operand.value) in (int, float)
    ):
        return True, -node.operand.value
    if isinstance(node, ast.Constant) and not isinstance(node.value, bytes | complex):
        return True, node.value
    return False, None


def _unsatisfiable(tests: list[tuple[type, object]]) -> bool:
    """Whether no value passes all the tests asked of it (see `_contradicted`): a value
    they pin (`is` a singleton, `==` a constant, bounds meeting at one number) must pass
    the rest; else the truths asked must agree and the bounds leave a number (zero among
    them where the value must be false)."""
    truths = {constant for kind, constant in tests if kind is bool}
    if len(truths) > 1:
        return True
    pinned = [(kind, constant) for kind, constant in tests if kind in (ast.Is, ast.Eq)]
    pinned = [(kind, constant) for kind, constant in pinned
              if kind is ast.Eq or any(constant is one for one in _SINGLETONS)]  # fmt: skip
    if pinned:
        kind, value = pinned[0]
        return not all(_passes(value, kind is ast.Is, test, c) for test, c in tests)
    low, high = _bounds(tests)
    if low is None or high is None:
        return False if low is None and high is None else not _zero_fits(truths, low, high)
    if low[0] > high[0] or (low[0] == high[0] and (low[1] or high[1])):
        return True
    if low[0] == high[0]:
        return not all(_passes(low[0], False, test, c) for test, c in tests)
    return not _zero_fits(truths, low, high)


def _zero_fits(truths: set[object], low: tuple | None, high: tuple | None) -> bool:
    """Whether a value asked to be false, so a number zero, lies within the bounds."""
    if False not in truths:
        return True
    above = low is None or low[0] < 0 or (low[0] == 0 and not low[1])
    below = high is None or high[0] > 0 or (high[0] == 0 and not high[1])
    return above and below


def _bounds(tests: list[tuple[type, object]]) -> tuple[tuple | None, tuple | None]:
    """The tightest lower and upper bound (number, strict) the ordering tests set."""
    low: tuple | None = None
    high: tuple | None = None
    for kind, constant in tests:
        if kind not in _FLIPPED or type(constant) not in (int, float):
            continue
        strict = kind in (ast.Lt, ast.Gt)
        bound = (constant, strict)
        if kind in (ast.Gt, ast.GtE):
            low = bound if low is None or (bound[0], bound[1]) > low else low
        else:
            tighter = high is None or (bound[0], not bound[1]) < (high[0], not high[1])
            high = bound if tighter else high
    return low, high


def _passes(value: object, exact: bool, kind: type, constant: object) -> bool:
    """Whether a value passes a test (`exact`: it is that object, not just equal to it);
    a test Python would raise on (`None < 0`) is not passed, and an identity test of a
    value only known equal is passed when the two are equal."""
    try:
        if kind is bool:
            return bool(value) is constant
        if kind in (ast.Is, ast.IsNot) and not exact:
            return kind is ast.IsNot or value == constant
        if kind in (ast.Is, ast.IsNot):
            return (value is constant) is (kind is ast.Is)
        return bool(COMPARISONS[kind](value, constant))
    except TypeError:
        return False


def _literal_truth(facts: StrictFacts, node: ast.expr) -> bool | None:
    """A constant's truth, a literal container's (`()`, `[]`, `{}` are false, `(1,)`
    true), or a comparison's that the values compared settle (`comparison_truth`)."""
    if isinstance(node, ast.Constant):
        return bool(node.value)
    items = _literal_items(node)
    if items is not None:
        return bool(items)
    if isinstance(node, ast.BinOp | ast.UnaryOp):
        span = number_span(node, facts)  # arithmetic folded: `2 * 0`, `1 - 1`, `-0`
        if span is None or (span[0] <= 0 <= span[1] and span != (0, 0)):
            return None
        return span != (0, 0)
    if not isinstance(node, ast.Compare | ast.Call):
        return None
    known = facts.memo(_settled_truth)  # the same test is read by several checks
    entry = known.get(id(node))
    if entry is None or entry[0] is not node:
        # the entry holds its node, so no other node can take that id while it lives
        entry = known[id(node)] = (node, _settled_truth(facts, node))
    return entry[1]


def _settled_truth(facts: StrictFacts, node: ast.Compare | ast.Call) -> bool | None:
    """`_literal_truth` of a comparison or a call: what the values compared settle, or the
    value literals and a few builtins give it (`_builtin_value`), or None."""
    if isinstance(node, ast.Compare):
        truth = comparison_truth(node, facts)
        if truth is None and "__name__" in facts.code:
            truth = _module_name_truth(facts, node)
        if truth is not None:
            return truth
    value = _builtin_value(facts, node)
    return None if value is _UNKNOWN else bool(value)


_RUN_NAMES = frozenset({"__main__", "__mp_main__", "__console__"})
"""The names a module gets when run rather than imported (as a script, as the main module
of a `multiprocessing` child, in an interactive console)."""
_NAME_TESTS = (ast.Eq, ast.NotEq, ast.In, ast.NotIn)


def _module_name_truth(facts: StrictFacts, node: ast.Compare) -> bool | None:
    """The truth of a test of the module's `__name__` (not rebound) against strings a
    module run or imported as this one is never named (`__name__ == '__legacy__'`,
    `__name__ in ('old', 'v1')`, also `!=` and `not in`): a name other than `__main__`
    and its kin (`_RUN_NAMES`) holds only when the file is imported under that name,
    which nothing in the program sets and honest code does not test. None for any other
    test (an f-string, a name, a chain of comparisons)."""
    if len(node.ops) != 1:
        return None
    operation, left, right = node.ops[0], node.left, node.comparators[0]
    if isinstance(operation, ast.Eq | ast.NotEq) and _module_name(facts, right):
        left, right = right, left
    if not _module_name(facts, left) or not isinstance(operation, _NAME_TESTS):
        return None
    items = _literal_items(right) if isinstance(operation, ast.In | ast.NotIn) else [right]
    texts = [item.value if isinstance(item, ast.Constant) else None for item in items or ()]
    if not texts or any(not isinstance(text, str) or text in _RUN_NAMES for text in texts):
        return None
    return isinstance(operation, ast.NotEq | ast.NotIn)


def _module_name(facts: StrictFacts, node: ast.expr) -> bool:
    """Whether `node` reads the module's own `__name__`, bound nowhere in the code."""
    return (
        isinstance(node, ast.Name)
        and node.id == "__name__"
        and facts.names.names(node) == {"__name__"}
    )


_UNKNOWN = object()
"""What `_builtin_value` gives for a value it does not settle."""
_TYPES = frozenset({
    "str", "int", "float", "bool", "bytes", "bytearray", "complex", "list", "tuple", "dict",
    "set", "frozenset", "type", "object", "range",
})  # fmt: skip
"""The builtin types a test may name and `_builtin_value` knows."""
_PURE = {
    "type": type, "isinstance": isinstance, "issubclass": issubclass, "len": len,
    "bool": bool, "callable": callable, "int": int, "str": str, "float": float,
    "list": list, "tuple": tuple, "dict": dict, "set": set, "frozenset": frozenset,
    "bytes": bytes, "complex": complex,
}  # fmt: skip
"""Builtins whose result on known values `_builtin_value` works out (`type(0)`)."""
_COMPARED = {
    ast.Is: operator.is_, ast.IsNot: operator.is_not, ast.Eq: operator.eq,
    ast.NotEq: operator.ne, ast.In: lambda a, b: a in b, ast.NotIn: lambda a, b: a not in b,
    ast.Lt: operator.lt, ast.LtE: operator.le, ast.Gt: operator.gt, ast.GtE: operator.ge,
}  # fmt: skip


def _builtin_value(facts: StrictFacts, node: ast.expr, depth: int = 0) -> object:
    """The value of an expression literals and a few builtins alone settle (`type(0) is
    str`, `isinstance('', int)`, `len(()) == 1`): constants, literal tuples, lists and
    sets, builtin types by their names (not rebound), calls of `_PURE` builtins on such
    values, pure text methods on known texts (`_TEXT_METHODS`), and `==`, `in` and
    their negations between them, `is` and `is not` between types and singletons;
    `_UNKNOWN` otherwise (also when Python would raise)."""
    if depth > _BUILTIN_DEPTH:
        return _UNKNOWN
    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        items = [_builtin_value(facts, item, depth + 1) for item in node.elts]
        if any(item is _UNKNOWN for item in items):  # a `*` part among them too
            return _UNKNOWN
        return tuple(items) if isinstance(node, ast.Tuple) else items
    if isinstance(node, ast.Name | ast.Attribute):
        names = facts.names.names(node)
        name = next(iter(names)).removeprefix("builtins.") if len(names) == 1 else ""
        return getattr(builtins, name) if name in _TYPES else _UNKNOWN
    if isinstance(node, ast.Call):
        return _builtin_call(facts, node, depth)
    if isinstance(node, ast.Compare):
        return _builtin_comparison(facts, node, depth)
    return _UNKNOWN


_BUILTIN_DEPTH = 8
_EMPTY_BUILDS = frozenset({"int", "str", "float", "bool", "list", "tuple", "dict", "set",
                           "frozenset", "bytes", "complex"})  # fmt: skip
"""Builtin types whose call with no argument gives their empty, false value (`int()`)."""
_SMALL = 10_000
"""How long a text or how many items a built value may have (`str(...)`, `bytes(n)`)."""


def _identity_known(value: object) -> bool:
    """Whether `is` on the value means the same when the program runs: a type or a
    singleton (`None`, `True`, `False`, `...`)."""
    return isinstance(value, type) or value is None or value is ... or isinstance(value, bool)


def _builtin_call(facts: StrictFacts, node: ast.Call, depth: int) -> object:
    if isinstance(node.func, ast.Attribute) and node.func.attr in _TEXT_METHODS:
        return _text_method(facts, node, depth)
    names = facts.names.names(node.func)
    name = next(iter(names)).removeprefix("builtins.") if len(names) == 1 else ""
    if name not in _PURE or node.keywords or not (node.args or name in _EMPTY_BUILDS):
        return _UNKNOWN
    args = [_builtin_value(facts, arg, depth + 1) for arg in node.args]
    if any(arg is _UNKNOWN for arg in args) or (name == "type" and len(args) != 1):
        return _UNKNOWN
    if any(isinstance(arg, int) and not -_SMALL < arg < _SMALL for arg in args):
        return _UNKNOWN  # `bytes(10**9)` would be built
    try:
        return _PURE[name](*args)
    except (TypeError, ValueError, OverflowError):
        return _UNKNOWN


_TEXT_METHODS = frozenset({
    "isupper", "islower", "isdigit", "isdecimal", "isnumeric", "isalpha", "isalnum",
    "isspace", "istitle", "isidentifier", "isprintable", "isascii", "startswith",
    "endswith", "upper", "lower", "strip", "lstrip", "rstrip", "casefold", "title",
    "capitalize", "swapcase", "count", "find", "rfind",
})  # fmt: skip
"""Methods of `str` and `bytes` that only read their text and arguments
(`"legacy".isupper()`): `_builtin_value` works them out on known texts."""


def _text_method(facts: StrictFacts, node: ast.Call, depth: int) -> object:
    """A pure text method called on a known text (`"legacy".isupper()`), `_UNKNOWN`
    otherwise."""
    func = node.func
    if not isinstance(func, ast.Attribute) or node.keywords:
        return _UNKNOWN
    owner = _builtin_value(facts, func.value, depth + 1)
    if not isinstance(owner, str | bytes) or len(owner) > _SMALL:
        return _UNKNOWN
    args = [_builtin_value(facts, arg, depth + 1) for arg in node.args]
    if any(arg is _UNKNOWN for arg in args):
        return _UNKNOWN
    try:
        value = getattr(owner, func.attr)(*args)
    except (TypeError, ValueError, OverflowError):
        return _UNKNOWN
    return _UNKNOWN if isinstance(value, str | bytes) and len(value) > _SMALL else value


def _builtin_comparison(facts: StrictFacts, node: ast.Compare, depth: int) -> object:
    left = _builtin_value(facts, node.left, depth + 1)
    for operation, right_node in zip(node.ops, node.comparators, strict=True):
        right = _builtin_value(facts, right_node, depth + 1)
        compare = _COMPARED.get(type(operation))
        if left is _UNKNOWN or right is _UNKNOWN or compare is None:
            return _UNKNOWN
        if isinstance(operation, ast.Is | ast.IsNot) and not (
            _identity_known(left) and _identity_known(right)
        ):
            return _UNKNOWN  # two equal numbers may or may not be one object
        try:
            holds = compare(left, right)
        except TypeError:
            return _UNKNOWN
        if not holds:
            return False
        left = right
    return True


def _literal_items(node: ast.expr) -> list[ast.expr | None] | None:
    """The items of a tuple, list, set or dict display with no `*` or `**` in it (whose
    length is then known), or None."""
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        items: list[ast.expr | None] = list(node.elts)
        return None if any(isinstance(item, ast.Starred) for item in items) else items
    if isinstance(node, ast.Dict):
        return None if None in node.keys else list(node.keys)
    return None


_RANGE_ARGUMENTS = 3


def _empty_iterable(facts: StrictFacts, node: ast.expr) -> bool:
    """An iterable that literals alone make empty: `()`, `[]`, `{}`, `''`, `b''`,
    `range(0)`, `range(5, 5)`."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str | bytes) and not node.value
    items = _literal_items(node)
    if items is not None:
        return not items
    if not isinstance(node, ast.Call) or node.keywords or len(node.args) > _RANGE_ARGUMENTS:
        return False
    numbers = [arg.value for arg in node.args if isinstance(arg, ast.Constant)]
    if not numbers or len(numbers) != len(node.args):
        return False
    if not all(type(number) is int for number in numbers) or 0 in numbers[2:]:
        return False
    return "builtins.range" in facts.names.names(node.func) and not range(*numbers)


def _never_run(facts: StrictFacts) -> list[Finding]:
    """Blocks literals alone keep from running, other than a false `if` or `while`: the
    body of a loop over nothing (`for _ in ():`), the `else` of an always-true `if`
    (`if True: ... else: ...`), and a `case` of a `match` on a constant that cannot match
    it or comes after one that surely does (`match 0: case 1:`)."""
    found: list[Finding] = []
    found += [
        (facts.line_of(node), "a loop over nothing: its body never runs")
        for node in facts.of_type(ast.For, ast.AsyncFor)
        if without_noops(node.body) and _empty_iterable(facts, node.iter)
    ]
    found += [
        (facts.line_of(node.orelse[0]), "the else of an always-true condition never runs")
        for node in facts.of_type(ast.If)
        if without_noops(node.orelse) and _truth(facts, node.test) is True
    ]
    found += [
        (facts.line_of(node.orelse[0]), "the else of a loop that always breaks never runs")
        for node in facts.of_type(ast.For, ast.AsyncFor, ast.While)
        if without_noops(node.orelse) and _breaks_at_once(facts, node)
    ]
    for node in facts.of_type(ast.Match):
        found += [
            (facts.line_of(case.pattern), "a case whose guard is false")
            for case in node.cases
            if case.guard is not None
            and without_noops(case.body)
            and _truth(facts, case.guard) is False
        ]
        if not isinstance(node.subject, ast.Constant):
            continue
        matched = False
        for case in node.cases:
            sure = _matches(case.pattern, node.subject.value)
            if (matched or sure is False) and without_noops(case.body):
                found.append((facts.line_of(case.pattern), "a case that never matches"))
                break
            matched = matched or (sure is True and case.guard is None)
    return found + _dead_handlers(facts) + _dead_branches(facts) + _tested_strings(facts)


def _breaks_at_once(facts: StrictFacts, loop: ast.For | ast.AsyncFor | ast.While) -> bool:
    """A loop that surely runs its body once and whose body ends in a `break` no
    `continue` can skip (`for _ in (1,): break`, `while True: ... break`): its `else`
    never runs."""
    if not loop.body or not isinstance(loop.body[-1], ast.Break):
        return False
    if any(isinstance(node, ast.Continue) for part in loop.body for node in ast.walk(part)):
        return False
    if isinstance(loop, ast.While):
        return _truth(facts, loop.test) is True
    if isinstance(loop.iter, ast.Constant):
        return isinstance(loop.iter.value, str | bytes) and bool(loop.iter.value)
    return bool(_literal_items(loop.iter))


def _dead_handlers(facts: StrictFacts) -> list[Finding]:
    """The `except` handlers of a `try` whose body cannot raise: only `pass`, constants
    and names bound to constants (`try: pass` / `except Exception: ...old code...`)."""
    found: list[Finding] = []
    for node in facts.of_type(ast.Try, ast.TryStar):
        if all(map(_cannot_raise, node.body)):
            found += [
                (facts.line_of(handler), "an except handler of a try that cannot raise")
                for handler in node.handlers
                if without_noops(handler.body)
            ]
    return found


def _cannot_raise(statement: ast.stmt) -> bool:
    """`pass`, a constant as a statement, or a constant bound to plain names."""
    if is_noop(statement):
        return True
    if isinstance(statement, ast.Assign):
        targets = statement.targets
        return isinstance(statement.value, ast.Constant) and all(
            isinstance(target, ast.Name) for target in targets
        )
    return False


def _dead_branches(facts: StrictFacts) -> list[Finding]:
    """The branch of a conditional expression that literals keep from being chosen (`x =
    old(values) if False else values`), the parts of `and`/`or` after one that literals
    settle it with (`True or old(values)`), and the element of a comprehension whose
    condition is so false (`[old(v) for v in values if False]`), when it computes or is a
    string holding code."""
    found: list[Finding] = []
    for node in facts.of_type(ast.IfExp):
        truth = _truth(facts, node.test)
        dead = node.orelse if truth is True else (node.body if truth is False else None)
        if dead is not None and _dead_code(dead):
            found.append((facts.line_of(node), "a branch literals keep from being chosen"))
    for node in facts.of_type(ast.BoolOp):
        settles = isinstance(node.op, ast.Or)  # the truth that stops the evaluation
        at = next(
            (at for at, part in enumerate(node.values) if _truth(facts, part) is settles), None
        )
        if at is not None and any(map(_dead_code, node.values[at + 1 :])):
            found.append((facts.line_of(node), "a part of and/or literals keep from running"))
    for kind in (ast.ListComp, ast.SetComp, ast.GeneratorExp, ast.DictComp):
        for node in facts.of_type(kind):
            if any(_truth(facts, test) is False for part in node.generators for test in part.ifs):
                found.append((facts.line_of(node), "a comprehension whose condition is false"))
    return found


def _dead_code(node: ast.expr) -> bool:
    """A part that never runs holding old code: it computes (not a constant or a name),
    or is a string holding code."""
    return not isinstance(node, ast.Constant | ast.Name) or _code_string(node)


def _code_string(node: ast.expr) -> bool:
    """A string (bytes, f-string) literal whose text is code (`looks_like_code`)."""
    text = _text_of(node)
    return text is not None and _shows_code(text)


def _shows_code(text: str) -> bool:
    """Whether a string's text, dedented and as a reader sees it (`visible`), is code."""
    return looks_like_code(textwrap.dedent(visible(text)).strip())


def _tested_strings(facts: StrictFacts) -> list[Finding]:
    """Strings holding code used as a condition (`assert '...'`, `if '...':`, `while
    '...'`, the test of a conditional expression or a comprehension), also as a part of
    `and`, `or` or `not` there: only their truth is read, so the code in them is parked,
    never run."""
    tests: list[ast.expr] = [
        node.test for node in facts.of_type(ast.Assert, ast.If, ast.While, ast.IfExp)
    ]
    tests += [test for node in facts.of_type(ast.comprehension) for test in node.ifs]
    found: list[Finding] = []
    for test in tests:
        parts = [test]
        while parts:
            part = parts.pop()
            if isinstance(part, ast.BoolOp):
                parts += part.values
            elif isinstance(part, ast.UnaryOp) and isinstance(part.op, ast.Not):
                parts.append(part.operand)
            elif _code_string(part):
                found.append((facts.line_of(part), "code parked in a string used as a test"))
    return found


def _matches(pattern: ast.pattern, subject: object) -> bool | None:
    """Whether a `case` pattern matches a constant subject (None: not known here)."""
    if isinstance(pattern, ast.MatchValue):
        value = pattern.value
        return value.value == subject if isinstance(value, ast.Constant) else None
    if isinstance(pattern, ast.MatchSingleton):
        return pattern.value is subject
    if isinstance(pattern, ast.MatchAs):
        return True if pattern.pattern is None else _matches(pattern.pattern, subject)
    if isinstance(pattern, ast.MatchOr):
        answers = {_matches(item, subject) for item in pattern.patterns}
        return True if True in answers else (None if None in answers else False)
    return None


def _endless(facts: StrictFacts, loop: ast.While) -> bool:
    """A `while` that literals make always true (`while True:`, `while 1:`) and that no
    `break` of its own leaves: what follows it in its block never runs, nor its `else`."""
    return _truth(facts, loop.test) is True and not left_by_its_own_break(loop)


def _commented_blocks(
    facts: StrictFacts, comments: list[tuple[int, str]], code_lines: set[int]
) -> list[Finding]:
    """Code commented out over several lines (`# total = sum(price` / `#     for ...)`):
    a run of whole-line comments (`comments`, as a reader sees them) that parses as code
    only when joined (`code_lines`: the comments that look like code on their own)."""
    found: list[Finding] = []
    run: list[tuple[int, str]] = []
    for line, text in [*comments, (0, "")]:
        whole = line > 0 and facts.lines[line - 1].lstrip().startswith("#")
        if whole and (not run or run[-1][0] == line - 1):
            run.append((line, text))
            continue
        if len(run) > 1 and not any(part_line in code_lines for part_line, _ in run):
            joined = textwrap.dedent("\n".join(part[1:].removeprefix(" ") for _, part in run))
            if looks_like_code(joined):
                found.append((run[0][0], "comments hold code spread over several lines"))
        run = [(line, text)] if whole else []
    return found


_OLD_NAME = re.compile(
    r"(?:^|_)(?:old|legacy|obsolete|deprecated|unused)(?:_|\d|$)",
    re.IGNORECASE,
)
"""A name for kept-around code: `_total_old`, `_OLD_IMPLEMENTATION`, `legacy_parse`."""
_OLD_CAP_WORD = re.compile(r"(?:Old|Legacy|Obsolete|Deprecated|Unused)(?=[A-Z\d_]|$)")
"""The same words as CapWords in a class name: `_OldTotaller`, `_LegacyParser`."""
_OLD_HEADER = re.compile(
    r"(?:the\s+)?(?:old|legacy|previous|original|former|earlier|obsolete|deprecated)"
    r"\b[\w ]{0,30}:",
    re.IGNORECASE,
)
"""A docstring section header for old code: `Old version:`, `Previous implementation:`."""
_OLD_WORDS = ("old", "legacy", "previous", "original", "former", "earlier", "obsolete",
              "deprecated")  # fmt: skip
"""The words one of which every `_OLD_HEADER` holds (matched alike): a docstring without
any has no such header, and its lines need no look."""
_OLD_WORD = re.compile("|".join(_OLD_WORDS), re.IGNORECASE)


def _mentions_old(text: str) -> bool:
    """Whether `text` holds one of _OLD_WORDS in any case, as `_OLD_WORD.search` says.

    ASCII text is lowered and searched word by word at C speed (a case-blind regex has no
    literal to skip to and cost most of doc_4's strict check); other text keeps the regex,
    whose case-blind match also takes non-ASCII letters such as `ſ` for `s`.
    """
    if text.isascii():
        lowered = text.lower()
        return any(word in lowered for word in _OLD_WORDS)
    return _OLD_WORD.search(text) is not None


def _docstring_sections(facts: StrictFacts) -> list[Finding]:
    """Old code kept in a docstring under a header such as `Old version:`."""
    found: list[Finding] = []
    for node in facts.of_type(ast.Constant):
        if id(node) not in facts.docstring_ids or not isinstance(node.value, str):
            continue
        text = visible(node.value)
        if not _mentions_old(text):
            continue
        lines = text.expandtabs().splitlines()
        for index, line in enumerate(lines):
            if not _OLD_HEADER.fullmatch(line.strip()):
                continue
            indent = len(line) - len(line.lstrip())
            block: list[str] = []
            for following in lines[index + 1 :]:
                if following.strip() and len(following) - len(following.lstrip()) <= indent:
                    break
                block.append(following)
            if looks_like_code(textwrap.dedent("\n".join(block)).strip()):
                found.append((node.lineno + index, "a docstring keeps old code"))
    return found


def _unused_old_code(facts: StrictFacts) -> list[Finding]:
    """Code kept in a string assigned to a name nothing reads (`_OLD = \"\"\"...\"\"\"`,
    a private or old-sounding name, or a block of lines under any name) and private
    functions named as old code that nothing
    calls (`_total_old`)."""
    strings = [  # each with the names it is bound to that make it suspect
        (node, string, suspects)
        for node in facts.of_type(ast.Assign, ast.AnnAssign)
        if node.value is not None
        for string, text in _held_strings(node.value)
        if (
            suspects := {
                target.id
                for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
                if isinstance(target, ast.Name) and _suspect(target.id, text)
            }
        )
    ]
    olds = [
        (node, name)
        for node, name in _old_definitions(facts)
        if name.startswith("_") and (_OLD_NAME.search(name) or _OLD_CAP_WORD.search(name))
    ]
    if not strings and not olds:  # what nothing reads is worked out only when it matters
        return []
    idle = _idle_mentions(facts)
    read = {
        node.id
        for node in facts.of_type(ast.Name)
        if isinstance(node.ctx, ast.Load) and id(node) not in idle
    }
    read |= {node.attr for node in facts.of_type(ast.Attribute)}
    read |= {
        node.value
        for node in facts.of_type(ast.Constant)
        if isinstance(node.value, str) and node.value.isidentifier() and id(node) not in idle
    }
    found: list[Finding] = [
        (facts.line_of(node), "code kept in a string nothing reads")
        for node, string, suspects in strings
        if suspects - read and _code_string(string)
    ]
    found += [
        (facts.line_of(node), f"old code kept in `{name}`, never called")
        for node, name in olds
        if name not in read
    ]
    return found


def _idle_mentions(facts: StrictFacts) -> set[int]:
    """The ids of the names and strings that mention a name without reading its value:
    a name alone as a statement (`REFERENCE`), bound to `_` alone (`_ = REFERENCE`), and
    the strings listed in `__all__` (assigned, extended or appended to): a string of code
    no function reads is parked there all the same (`del REFERENCE` binds no read either,
    as `_unused_old_code` reads only loads)."""
    idle: set[int] = set()
    for node in facts.of_type(ast.Expr):
        if isinstance(node.value, ast.Name):
            idle.add(id(node.value))
    for node in facts.of_type(ast.Assign, ast.AugAssign, ast.AnnAssign):
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        names = [target.id for target in targets if isinstance(target, ast.Name)]
        if node.value is None or len(names) != len(targets):
            continue
        if set(names) == {"_"} and isinstance(node.value, ast.Name):
            idle.add(id(node.value))
        elif "__all__" in names:
            idle.update(id(item) for item in ast.walk(node.value))
    for node in facts.of_type(ast.Call):
        function = node.func
        if (
            isinstance(function, ast.Attribute)
            and function.attr in ("append", "extend", "insert", "__iadd__")
            and isinstance(function.value, ast.Name)
            and function.value.id == "__all__"
        ):
            idle.update(id(item) for arg in node.args for item in ast.walk(arg))
    return idle


def _held_strings(value: ast.expr) -> list[tuple[ast.expr, str]]:
    """The string (bytes, f-string) literals a value is or holds in literal containers
    (the items of a tuple, list or set, the keys and values of a dict, nested), with
    their texts: `{'total': '...'}` keeps its string as much as `'...'` alone."""
    found: list[tuple[ast.expr, str]] = []
    parts = [value]
    while parts:
        part = parts.pop()
        if isinstance(part, ast.Tuple | ast.List | ast.Set):
            parts += part.elts
        elif isinstance(part, ast.Dict):
            parts += [key for key in part.keys if key is not None] + part.values
        elif (text := _text_of(part)) is not None:
            found.append((part, text))
    return found


def _unread_defaults(facts: StrictFacts) -> list[Finding]:
    """Code kept in the string default of a parameter its function never reads (`def
    total(prices, _old='...')`), under a private or old-sounding name or of two lines or
    more (`_suspect`)."""
    found: list[Finding] = []
    for node in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda):
        arguments = node.args
        positional = [*arguments.posonlyargs, *arguments.args]
        pairs = list(zip(positional[len(positional) - len(arguments.defaults) :],
                         arguments.defaults, strict=True))  # fmt: skip
        pairs += [
            (argument, default)
            for argument, default in zip(arguments.kwonlyargs, arguments.kw_defaults, strict=True)
            if default is not None
        ]
        parked = [
            (argument.arg, string)
            for argument, default in pairs
            for string, text in _held_strings(default)
            if _suspect(argument.arg, text) and _code_string(string)
        ]
        if not parked:
            continue
        body = node.body if isinstance(node, ast.Lambda) else ast.Module(node.body, [])
        read = {
            item.id
            for item in ast.walk(body)
            if isinstance(item, ast.Name) and not isinstance(item.ctx, ast.Store)
        }
        found += [
            (facts.line_of(string), f"code kept in the default of `{name}`, never read")
            for name, string in parked
            if name not in read
        ]
    return found


def _old_definitions(facts: StrictFacts) -> Iterator[tuple[ast.AST, str]]:
    """Undecorated functions and classes, and lambdas bound to a name, with their names."""
    for node in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef):
        if not node.decorator_list:
            yield node, node.name
    for node in facts.of_type(ast.Assign):
        if isinstance(node.value, ast.Lambda):
            yield from ((node, item.id) for item in node.targets if isinstance(item, ast.Name))


def _private_or_old(name: str) -> bool:
    return name.startswith("_") or _OLD_NAME.search(name) is not None


_BLOCK_LINES = 2


def _suspect(name: str, text: str) -> bool:
    """Whether a string bound to `name` may be parked code when nothing reads it: any
    string under a private or old-sounding name, a block of two or more lines under any
    name (`REFERENCE = \"\"\"...\"\"\"`)."""
    lines = [line for line in text.splitlines() if line.strip()]
    return _private_or_old(name) or (len(lines) >= _BLOCK_LINES and not _settings(text))


def _settings(text: str) -> bool:
    """Whether a string that parses as code is a settings sample (INI or TOML: `[server]`
    and `port = 8080` lines): only section headers and names bound to plain values."""
    try:
        tree = syntax_tree(textwrap.dedent(text).strip())
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    return all(
        (isinstance(statement, ast.Expr) and _plain(statement.value))
        or (
            isinstance(statement, ast.Assign)
            and all(isinstance(target, ast.Name) for target in statement.targets)
            and _plain(statement.value)
        )
        for statement in tree.body
    )


def _plain(value: ast.expr) -> bool:
    """A constant, a name, a dotted name, or a list or tuple of them."""
    if isinstance(value, ast.List | ast.Tuple):
        return all(map(_plain, value.elts))
    while isinstance(value, ast.Attribute):
        value = value.value
    return isinstance(value, ast.Constant | ast.Name)


class NoCommentedOutCode(Instruction):
    """Delete dead code instead of commenting it out.

    What it asks:
        No comment contains code that was disabled by commenting it out; comments are
        prose that explains the code.

    Why:
        Commented-out code rots: nobody knows whether it still works or why it was kept,
        and version control already remembers it. Models often leave old variants or
        debug prints behind as comments.

    Verified by:
        Ruff ERA001 (eradicate commented-out-code), which flags comments that parse as
        Python code while allowing pragmas such as `# type:` and `# noqa`. Code behind
        a bullet, a number or a prompt (`# - x = f(y)`, `# 1. x = f(y)`, `# >>> f(y)`)
        or in backticks passes, as does code disabled without a comment.

    Strict mode:
        Reads comments and strings as a reader sees them: characters that print as nothing
        (zero-width spaces and joiners, soft hyphens, the BOM, bidi controls, variation
        selectors, control characters) left out, and those that print as a blank (the
        Braille blank U+2800, the Hangul fillers, every space character of Unicode) read as
        a space, so code split or spaced with them (`# re\\u200bsult = f(x)`, `#
        result\\u2800=\\u2800f(x)`) is code in every test below.
        Also fails a comment that is a statement or expression only code is written as
        (`# raise`, also bare, `# assert total >= 0` (not `# assert ok`), `# yield total`,
        `# yield from parts`, `# lambda row: row[1]`, a comprehension `# [r for r in rows
        if r]`), also behind a bullet, number or `label:`, in backticks or in full-width
        letters; so is an expression of code shape, also inline after code and behind a
        bullet, number or short label: a conditional expression holding a call (`#
        ax.set_color("#333") if dark else None`), a tuple of two or more calls (`#
        report(x), units.clear()`), an `and`/`or` chain with a call among its operands (`#
        cache.get(key) or fetch(key)`), a subscript of a call or by one (`#
        sorted(rows)[-1]`); a call with a blank before its bracket (`returns (a, b)`) or
        Big-O (`O(n)`) is no call there, and names and constants alone (`# a, b`, `# x or
        y`) are prose.
        Also fails a comment holding code behind a bullet, arrow or dash of any script (any
        run of signs but brackets, quotes and `@`: `# → x = f(y)`, `# => x = f(y)`), a tag
        in brackets (`# [disabled] x = f(y)`, `(old)`, `<removed>`), a tag word in capitals
        (`# XXX x = f(y)`, `# HACK ...`), inside marks that strike it out or stress it (`#
        ~~x = f(y)~~`, `**...**`) or HTML tags that strike it out (`# <del>x = f(y)</del>`,
        `<s>`, `<strike>`), a Python 2 print statement whose items are code (a
        string, several items, a computed one, or a name the function around it binds:
        `# print "total", total`, `# print merged`; not `# print it`), a decorator left
        commented out (with arguments or dotted, `# @lru_cache(maxsize=None)`, or a bare
        name the code binds, a builtin one or one of the standard library's or the usual
        tools', bound or not, `# @property`, `# @cache`, `# @dataclass`, `# @jit`; not
        `# @param x`), code that
        parses only after a small repair, also behind a bullet, arrow or `label: ` (Python
        2's `exec "..."`, `exec code in scope`, `raise E, "message"`, `except E, e:`, an
        octal `0644`, `<>`, `lambda (k, v): ...`; a line cut short, its brackets or string
        left open and a dangling operator dropped, `# result = f(a, g(b +`; not a word, a
        blank and a bracket, `# returns (a, b`, a tag in capitals with its owner, `#
        TODO(alice`, nor an exec of a lone name the code never binds, `# exec it`), number,
        `>>>` prompt, Sphinx's `#:`, backticks or a `label:` of any length (`# What we did
        before the refactoring: x = f(y)`), code written in look-alike characters
        (bracket look-alikes NFKC keeps, ornament parentheses `❨❩` and flattened ones `⟮⟯`,
        made ASCII by their Unicode name; also a letter drawn as a bar, `ǀ` U+01C0 and the
        other click letters, standing alone before code, read as a bar; and code before a
        trailing ellipsis, `# x = [f(y) for y in z] ...`; code inside one pair of brackets
        wrapping the whole comment, `# (total = round(total, 2))`, or after an editor's
        folding marker, `# region x = f(y)`; NFKC-normalised, curly quotes
        and `−` made ASCII, when every name it then holds is
        ASCII: `# result ＝ f(x)`), code before a note after a dash, a second `#` or `//`, a
        bar, two spaces or a bracket (`# cache.clear()  -- disabled until ...`; big-O
        notation, `O(n)`, is not code; pragmas aside; a format label, in English or another
        language, before a plain `name = value` or `name = (a, b)`, `# Input format:
        key=value`, `# Format attendu : clé=valeur`, or several such pairs `;` separates,
        `# Input format: name=value;name=value`, is prose), code before a note after a
        `;` (`# x = f(y); kept until the review`; each note mark is tried, as code may hold
        a bracket after a blank itself), code with a call, subscript or attribute before a note
        after a comma
        that marks it old or kept aside (`# totals = dict.fromkeys(regions, 0), kept from
        the old version`, `# cache.clear(), disabled`: a word such as `old`, `previous`,
        `kept`, `disabled`, `unused`, `removed`, `reference` in the note, which is no
        code), another version of a live statement before a note of words after a comma
        (`# total = max(sum(values), 1e-12), too lenient` over `total = sum(values)`, `#
        return [v / t for v in values if v], drops zeros`: one assignment with a call,
        subscript or attribute to names the function around binds, or a return of a value
        where the code returns values, unlike every live one of its kind; the live
        statement repeated, `# total = sum(values), the denominator`, explains it), a
        dict entry commented out (`# "max-retries": 5,`, `# 404: "not found",`, `#
        **EXTRA,`, a comment on a line of its own: with a string key, or another literal
        key and a value more than a word,
        `# 1: first,` aside), ending in a comma or among the lines of a dict, list, tuple or
        set display of several lines, and an item of such a display commented out among its
        items, ending in a comma (`# "verbose",`, `# ("dry-run", True),`, `# lambda s:
        s.strip(),`, or a name the code binds, also an attribute, subscript or `*` of one,
        `# _remove_stopwords,`, `# np.median,`; a lone word of prose, a builtin's name,
        or a name the code binds only to functions and classes among items that are all
        literal constants, `# pronouns,` above `"i", "you",`, aside), code as one
        sentence of a comment of several, its
        final stop aside: statements with a call, binding, subscript or attribute, also
        behind a label or before a note (`# This was the first version. x = f(y)`, `# x =
        f(y). Kept for the audit.`; a lone expression, `# bash(background=True). Kept
        short`, a word, a blank and a bracket, `Returns (a, b).`, and a plain `name =
        value` are prose; a stop after `e.g.` ends no sentence), a string statement (not a
        docstring; bytes and f-strings too, `b\'\'\'...\'\'\'`, each `{...}` of an f-string
        read as a name) holding code, code commented out over several whole-line comments
        that parses only when joined, a block disabled by a condition that literals alone
        make false (`if False:`, `while 0:`, `if not True:`, `if 0 > 1:`, `if -1 >= 0:`, `if
        'a' == 'b':`, `if None is not None:`, `if False and ready():`, `if ():`, `if []:`;
        also `type`, `isinstance`, `issubclass`, `len`, `bool` and `callable` of literals
        and builtin types not rebound, compared by `is` between types and singletons, `==`,
        `in` or an order: `if type(0) is str:`, `if isinstance('', int):`, `if len(()) ==
        1:`, `if len('') > 0:`; also arithmetic of such numbers folded to zero, `if 2 *
        0:`, `if 1 - 1:`; also an `and` whose parts ask one plain value (a name, or
        attributes and constant subscripts of one) for what no value gives, read up to a
        part with a call, `await` or `:=`: true and false (`if port and not port:`), None
        and true, anything but None or an order (`if port is None and port:`, `if port is
        None and port > 0:`), two different constants (`mode == 'a' and mode == 'b'`), a
        constant and its negation, or bounds that leave no number (`n < 0 and n > 10`,
        `not n and n > 0`), also inside `not` and `or`;
        also a text method that only reads (`isupper`, `startswith`, `lower`, `find` and
        the like) called on a known text: `if "legacy".isupper():`;
        also the builtin types `int`, `str`, `float`, `list`, `tuple`, `dict`, `set`,
        `frozenset`, `bytes` and `complex` called with no argument or on such values,
        `if int():`, `if str(''):`, `if list(()):`;
        also a comparison that the range of a value no platform changes settles:
        `sys.maxsize < 0`, `math.pi < 3`, `len(values) < 0`, with sums, differences,
        products and powers of them, but not `sys.maxsize > 2**32`; also a test of the
        module's own `__name__`, bound nowhere in the code, against strings that are none
        of the names a module run as a program gets (`__main__`, `__mp_main__`,
        `__console__`): `if __name__ == '__legacy__':`, `if __name__ in ('old', 'v1'):`,
        and so the `else` of `if __name__ != 'old':`, as only an import under that name,
        which nothing in the program makes, would run it; a name bound in the code
        is not followed to its value), the body of a loop over what literals make empty
        (`for _ in ():`, `for _ in range(0):`, `for c in '':`), the `else` of an `if` so
        made true (`if True: ... else:`), the `else` of a loop that surely runs its body
        (a `for` over a non-empty literal, a `while` so made true) whose body ends in a
        `break` and holds no `continue` (`for _ in (1,): break` / `else: ...`), a
        `case` whose guard is so false (`case _ if
        False:`), a `case` of a `match` on a constant that cannot match it or comes after
        one that surely matches it unguarded (`match 0: case 1:`), the `except` handlers of
        a `try` whose body cannot raise (only `pass`, constants and constants bound to
        names), the branch of a conditional expression so never chosen (`old(x) if False
        else x`, a constant or a name there aside unless a string holding code: `x if True
        else '...'`), a part of `and`/`or` after a literal that settles it (`True or
        old(x)`, `False and '...'`) when it computes or is a string holding code, a
        comprehension whose condition is so false (`[old(v) for v in values if False]`), a
        string holding code used as a test, also inside `and`, `or` or `not` (`assert
        '...'`, `if '...':`, `while '...'`), code in a docstring section headed as old
        (`Old version:`, `Previous implementation:`), code in a string (or bytes, or
        f-string), alone or among the items, keys or values of literal containers
        (`{'total': '...'}`), assigned (also with an annotation) to a private or
        old-sounding name nothing reads (`_OLD = '...'`) or, for a string of two or more
        lines, to any name nothing reads (a settings sample, `[server]` and `port = 8080`
        lines only, aside; deleting the name, `del REFERENCE`, naming it alone as a
        statement, binding it to `_` alone, and listing it in `__all__` are no reads),
        code in the string default of a parameter its function never reads, under a
        private or old-sounding name or of two or more lines (`def total(prices,
        _old='...')`), code in strings a statement drops (a tuple, list or
        set of them, `'...'.strip()`, the argument of a builtin or library function that
        only computes a value, `len('...')`, `textwrap.dedent('...')`,
        `inspect.cleandoc('...')`, `textwrap.indent`/`fill`/`wrap`/`shorten`, `format`,
        `sorted`, `ast.parse`, `shlex.split`, `re.escape`), code in a string handed to a
        parameter its function never reads
        (a function the code defines once, undecorated, or a lambda, not reading its frame
        through `locals()` or `vars()`: `_shelve('...')` with `def _shelve(_source):
        pass`, `(lambda _: None)('...')`), an undecorated private
        function or class, or a lambda bound to a private name, named as old code
        (`_total_old`, `_legacy_parse`, `_OldTotaller`) that nothing calls or names, code
        after a tool's pragma (`# noqa: E501 x = f(y)`, `# type: ignore x = f(y)`; naming
        what the rule flagged or why is an explanation: one call given no names, as in `#
        noqa: S311 random.random()`, `global state`, `return early`), code behind a label of
        any length (`# The previous implementation, kept for reference: x = f(y)`; plain
        `key=value` pairs there are a layout, as after a format label), code (a call,
        subscript, attribute or assignment) after a word telling the reader to bring it
        back (`# to trace it uncomment print(x)`, `# re-enable: cache.clear()`), code
        behind a word marking it as old or a version tag, without a colon, then a blank
        or an arrow or dash, also after one more word (`# legacy -> x = f(y)`, `#
        previously x = f(y)`, `# orig x = f(y)`, `# v1 => x = f(y)`, `# old impl -> x =
        f(y)`; behind a blank alone a lone call is a note of when, `# before close()`),
        and statements after a `return`, `raise`, `continue` or `break` in the same
        block, or after a `while` that literals make true (`while True:`, `while 1:`)
        and no `break` of its own leaves, and that loop's `else` (a bare `yield`, `yield
        None` or `yield from ()` making a generator, a bare `return`, `break` or
        `continue`, `pass` and strings aside). Also fails a definition's header commented
        out, whatever follows it (`# def area((width, height)): ...`, Python 2's tuple
        parameters, which no longer parse; `# class Cart(Base):`), and Python 2's `except
        E, e:` and `raise E, "text"` at a comment's start (also behind a bullet), and a
        comment that holds code once each misspelled keyword in it is read as the keyword
        (a letter dropped or two swapped, or one changed in a keyword of six letters or
        more, English words such as `form`, `sync`, `wait` aside: `# if not values: retrun
        0.0`, `# x = a if ok els 0`); a `global` or `yield` (also misspelled)
        and one plain word naming nothing in the code is a label (`# global state`, `#
        yield point`), not code. Also fails a
        block under `if TYPE_CHECKING:` (from `typing` or `typing_extensions`, also
        aliased; or the `else` of `if not TYPE_CHECKING:`), false at run time, holding
        more than a type checker reads: imports, annotations, definitions, strings,
        `reveal_type`/`assert_type` calls and, outside a function, assignments (type
        aliases, `TypeVar`s), also inside `if` and `try` (a loop, `x += 1` or, in a
        function, `mean = total / n` there is old code kept). The
        answer's other Python blocks, which extraction leaves out of the program (usage
        examples, tests), are judged by these checks too, each as code of its own (not by
        Ruff's ERA001: an output shown as a comment, `# ['a', 'b']`, is no code left out; a
        block that does not parse is not read). So are, each line read as a `#` comment of
        a program of its own, an unlabelled fenced block whose every line is a `#` comment
        and the body of each HTML comment of the answer (`<!-- ... -->`, which renders as
        nothing). Code the response runs from a constant
        string (`exec(SOURCE)`, through any runner strict mode reads) is judged by these
        checks too, as code of its own (`# result = 0` inside `SOURCE`). Still possible:
        code rewritten as prose, a contradiction no `and` of plain values shows (`x or not
        x` negated, `isinstance(x, int) and isinstance(x, str)`, tests of
        values a call returns), old code behind a module flag bound to a false constant
        (`DEBUG = False` / `if DEBUG:`, a module's own `TYPE_CHECKING = False`,
        `LEGACY = False` / `if LEGACY:`, `if ENABLE_SORT and values:`: honest code guards
        legacy formats,
        logging, plots and network tests with documented toggles written the same way), an
        always-false version test (`if sys.version_info < (3, 0):`), old code in an unused
        function with a neutral name (also one under `TYPE_CHECKING`, as is an assignment
        there outside a function), code in a docstring section with a neutral header
        (honest docstrings show examples), and an old plain assignment behind a format
        label (`# Old format: point = (x, y)`, also several, `# Old format: x=0;y=0`).
        Still failing, though honest: a call shown
        as the syntax a parser accepts (`# Command syntax: move(3)`), a call named
        before a note about it (`# sort()  -- stable`), and an expression of code shape
        given as an example (`# fetch(key) or default`). Also possible: old code in a
        one-line string under a public name, after a call that never returns
        (`sys.exit()`), code before a note after one space or after a comma that marks it
        no way old and is no other version of a live statement (`# x = f(y), see the
        ticket`), a lone call as a sentence of its own (`#
        The old way. print(total)`), look-alikes NFKC keeps (Cyrillic letters), one call of
        constants after a pragma (`# noqa: E501 main()`), a test of the environment that is
        false where the code runs (`if os.name == 'vms':`), an `except` for an exception
        its `try` cannot raise (`except ZeroDivisionError:` around `total = a + b`), code
        behind a word outside the short list of words marking it old, with no colon (`#
        yesterday x = f(y)`), code in a one-line string default under a public parameter
        name, a line cut short in other ways (a string left open with no bracket, a header
        without its colon, a line opening mid-expression), and other forms of Python 2
        (backticks for `repr`, `ur'...'`, long integers `10L`), a builtin's name
        commented out among a display's items (`# len,`), a function's or class's name
        commented out among items that are all literal constants, and keywords misspelled
        by a letter added or by more than one slip (`returnn`, `retrnu`).
    """

    id = "doc_4"
    name = "no_commented_out_code"
    category = "doc"
    description = "Leave no commented-out code in the solution."
    generation_prompt = (
        "Do not leave any commented-out code in your answer; comments must only explain "
        "the code in words."
    )
    edit_prompt = (
        "Remove every piece of commented-out code, keeping only comments written as explanations."
    )
    ruff_rules = ("ERA001",)

    strict_reads_dynamic_code = False
    strict_reads_response = True  # the answer's other python blocks (usage examples)

    def strict_violations(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """Disabled code in any disguise: marked-up comments, dead strings, dead blocks."""
        comments = facts.derived(_visible_comments)
        code_lines = {line for line, text in comments if _holds_code(text)}
        found = [
            (line, "a comment holds code")
            for line, text in comments
            if (line in code_lines and not _pragma(text))
            or _hidden_code(text)
            or _disguised_code(text)
            or (_TYPO_WORD.search(text) is not None and _typo_code(text))
            or _struck_code(text)
            or old_marked(text)
            or old_noted(text)
            or behind_uncomment(text)
            or (", " in text and _variant_before_note(facts, line, text))
            or (_OLD_SYNTAX_START.match(text) is not None and _old_syntax(facts, line, text))
            or _OLD_HEADER_CODE.match(text) is not None
            or (_ENTRY_END.search(text) is not None and _commented_entry(facts, line, text))
            or (
                repairable(text) and not _pragma(text) and repaired_code(text, _bound_names(facts))
            )
        ]
        found += _commented_blocks(facts, comments, code_lines) + _disabled_blocks(facts)
        found += _type_checking_blocks(facts) if "TYPE_CHECKING" in facts.code else []
        found += _never_run(facts) + _unreachable(facts)
        found += _docstring_sections(facts) + _unused_old_code(facts)
        found += self._run_code_findings(facts, params) if facts.may_run_strings else []
        found += self._hidden_text_findings(facts, params) if facts.depth == 0 else []
        return found + _unread_defaults(facts) + self._left_out_findings(facts, params)

    def _hidden_text_findings(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """Code the answer keeps as comments outside its Python blocks: an unlabelled
        fence holding only `#` comments (`comment_blocks`), and an HTML comment of the
        prose (`<!-- ... -->`, which renders as nothing), each of whose lines is read as
        a `#` comment of a program and judged by these checks."""
        from vibebench.verify._extract import comment_blocks  # noqa: PLC0415

        texts = [
            (f"fenced block {number}", text) for number, text in comment_blocks(facts.response)
        ]
        if "<!--" in facts.response:
            texts += [
                ("HTML comment", _as_comments(body)) for body in _html_comments(facts.response)
            ]
        found: list[Finding] = []
        for where, text in texts:
            inner = facts.embedded(text.replace("\r\n", "\n"))
            if inner is not None:
                found += [(None, f"in the answer's {where}: {message}")
                          for _, message in self.strict_violations(inner, params)]  # fmt: skip
        return found

    def _run_code_findings(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """The disabled code of code the response runs from a constant string
        (`exec(SOURCE)` with `SOURCE` holding `# result = 0` over a live line): its
        comments are the program's own, though the response shows them inside a string.
        Code built at run time is not judged here (nothing to read)."""
        return run_code_findings(facts, lambda inner: self.strict_violations(inner, params))

    def _left_out_findings(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """The disabled code of the answer's other Python blocks, which extraction leaves
        out of the judged program (`python_blocks_left_out`: usage examples, tests, a
        second module), judged by these checks alone: a usage example's output shown as
        a comment (`# ['a', 'b']`, `# {'a': 1}`), which Ruff's ERA001 takes for code, is
        no code left out. A block that does not parse (a session with prompts) is not
        read."""
        return left_out_block_findings(facts, lambda inner: self.strict_violations(inner, params))

    def applies_to(self, code: str) -> bool:
        """True when some comment parses as a Python statement."""
        comments = comment_tokens(code)
        return comments is not None and any(_looks_like_code(token.string) for token in comments)
