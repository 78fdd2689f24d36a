"""What the text of comments, docstrings and data values says, read as a reader reads it.

Shared by the doc instructions: text as it prints (`visible`: characters that show nothing
or a blank are how code hides from a detector), text that means nothing (`meaningless`:
digests, ids, key mashes, filler; `numerals`: counting), code of another language
(`foreign_code`), old code put behind a word that marks it old (`old_marked`) or a lead-in
telling the reader to uncomment it (`behind_uncomment`), a clause of a compound statement
commented out (`clause_code`), a word and a bracket that read as prose (`SPACED_CALL`),
and old code that parses only after a small repair: Python 2, or a line cut short
(`repaired_code`), a docstring written as adjacent strings, which Ruff's pydocstyle rules
do not read (`written_in_pieces`), and the public API a module unpacks from a factory
function's result (`factory_unpacked`, read alike by doc_2 and doc_3).
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
import unicodedata
from collections.abc import Container, Iterable

from vibebench._python_source import syntax_tree
from vibebench.instructions._strict import StrictFacts
from vibebench.instructions._strict_text import api_level, comment_holds_code

_HIDDEN = re.compile(r"[^\t\n\x20-\x7e]")
"""A character that may hide or split code: anything but printable ASCII, a tab and a
newline (most are honest letters, and are kept)."""
_BLANK_LOOKING = frozenset("\u2800\u3164\uffa0\u115f\u1160\u180e")
"""Characters that print as a blank though no space: the Braille blank, the Hangul fillers,
the Mongolian vowel separator."""
_INVISIBLE_MARKS = re.compile(r"[\u034f\u17b4\u17b5\ufe00-\ufe0f\U000e0100-\U000e01ef]")
"""Marks that print as nothing: the combining grapheme joiner, Khmer's inherent vowels,
variation selectors."""


def visible(text: str) -> str:
    """The text as a reader sees it: characters that print as nothing (zero-width spaces
    and joiners, the BOM, bidi controls, soft hyphens, variation selectors, control
    characters) left out, and those that print as a blank (the Braille blank U+2800, the
    Hangul fillers, every space character of Unicode) made a space, so that code split or
    spaced with them (`# re\\u200bsult = f(x)`, `# result\\u2800=\\u2800f(x)`) is read as the
    code it shows. ASCII text is returned as it is."""
    if text.isascii() and (text.isprintable() or _HIDDEN.search(text) is None):
        return text
    kept: list[str] = []
    for char in _INVISIBLE_MARKS.sub("", text):
        if char in "\t\n":
            kept.append(char)
            continue
        kind = unicodedata.category(char)
        if kind in ("Zs", "Zl", "Zp") or char in _BLANK_LOOKING or char in "\x0b\x0c":
            kept.append(" ")
        elif kind not in ("Cf", "Cc"):
            kept.append(char)
    return "".join(kept)


_OLD_PREFIX = re.compile(
    r"(?:old|older|oldest|legacy|prev|previous|previously|orig|original|originally|former"
    r"|formerly|earlier|before|was|prior|deprecated|obsolete|unused|removed|disabled|backup"
    r"|bak|alt|alternative|alternatively|draft|naive|superseded|replaced|retired|outdated"
    r"|initially|v\d[\w.]*|ver\.?\d[\w.]*|version\s*\d[\w.]*|rev\.?\s*\d+|r\d+)"
    r"(?:(?:\s+[A-Za-z][\w.]*)?\s*[^\w\s(\[{'\"`@,.;!?]{1,3}\s*|\s+)(?=[^\W\d])",
    re.IGNORECASE,
)
"""A word that marks code as old or a version tag, opening a comment (`legacy`,
`previously`, `orig`, `v1`, `version 2`), then a blank, or an arrow or dash after it or
after one more word (`legacy ->`, `v1 =>`, `old impl ->`; not a comma or a stop, which
prose puts there: `# Initially, total = 0`): what old code is put behind."""


def old_marked(comment: str) -> bool:
    """Code behind a word that marks it as old or a version tag, without a colon
    (`# legacy -> x = f(y)`, `# previously x = f(y)`, `# orig x = f(y)`, `# v1 => x =
    f(y)`). Behind a blank alone, a lone call is a note of when (`# before close()`)."""
    text = comment.lstrip("#").strip()
    marked = _OLD_PREFIX.match(text)
    if marked is None:
        return False
    rest = text[marked.end() :]
    if CODE_MARK.search(rest) is None or not comment_holds_code(rest):
        return False
    return bool(marked.group().rstrip()[-1:].strip(_WORD_CHARACTERS)) or not _lone_call(rest)


_WORD_CHARACTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_."

_OLD_NOTE = re.compile(
    r"\b(?:old|older|legacy|prev|previous|previously|orig|original|originally|former|formerly"
    r"|earlier|prior|deprecated|obsolete|unused|removed|disabled|backup|superseded|replaced"
    r"|retired|outdated|kept|keep|commented|reference|no longer|not used|v\d[\w.]*)\b",
    re.IGNORECASE,
)
"""Words of a note that marks the code before it as old or kept aside (`kept from the old
version`, `disabled`, `for reference`)."""
_COMPUTES = re.compile(r"[(\[]|\w\.\w")
"""A call, a subscript or an attribute: more than a plain `name = value` setting."""
_COMMA = re.compile(r",\s+")
_COMMAS_TRIED = 6


def old_noted(comment: str) -> bool:
    """Code before a note after a comma that marks it old or kept aside (`# totals =
    dict.fromkeys(regions, 0), kept from the old version`, `# cache.clear(), disabled`):
    the text up to a comma is code with a call, subscript or attribute, and the rest is a
    note of words, not code, with a word of `_OLD_NOTE`. Each comma is tried, as the
    code may hold some itself."""
    text = comment.lstrip("#").strip()
    if "," not in text or _OLD_NOTE.search(text) is None:
        return False
    for count, comma in enumerate(_COMMA.finditer(text)):
        if count == _COMMAS_TRIED:
            break
        code, note = text[: comma.start()], text[comma.end() :]
        if (
            _OLD_NOTE.search(note) is not None
            and _COMPUTES.search(code) is not None
            and comment_holds_code(code)
            and not comment_holds_code(note)
        ):
            return True
    return False


def _lone_call(text: str) -> bool:
    """Whether text is one expression statement (a call: `close()`)."""
    try:
        tree = syntax_tree(text.strip())
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    return len(tree.body) == 1 and isinstance(tree.body[0], ast.Expr)


CODE_MARK = re.compile(r"[()=\[\]]|\w\.\w")
"""What code behind a label has and a sentence ending in keywords lacks: a call, a binding,
a subscript or an attribute."""


_PY2_EXEC = re.compile(r"exec\s+(?P<code>[^\s(].*?)(?:\s+in\s+(?P<scope>\S.*))?")
"""Python 2's exec statement (`exec "x = f(y)"`, `exec code in scope`)."""
_PY2_RAISE = re.compile(r"raise\s+(?P<error>[A-Za-z_][\w.]*)\s*,\s*(?P<args>\S.*)")
"""Python 2's raise with its message after a comma (`raise ValueError, "empty"`)."""
_PY2_EXCEPT = re.compile(
    r"except\s+(?P<errors>\S.*?)\s*,\s*(?P<name>[A-Za-z_]\w*)\s*:(?P<rest>.*)"
)
"""Python 2's handler naming its exception after a comma (`except ValueError, e:`)."""
_PY2_OCTAL = re.compile(r"(?<![\w.\-/:])0(?=[0-7]{3}(?![\w.\-/:]))")
"""Python 2's octal literal (`0644`): a zero and three octal digits, not part of a date,
time, version or path."""
_PY2_TUPLE_LAMBDA = re.compile(r"\blambda\s*\(([^()]*)\)\s*:")
"""Python 2's lambda unpacking a tuple parameter (`lambda (k, v): v`)."""
_PY2_MARKS = re.compile(
    r"(?:^|:\s+)(?:exec|raise|except)\s|<>|\blambda\s*\(|(?<![\w.\-/:])0[0-7]{3}(?![\w.\-/:])"
)
"""Where `_repaired` may find something of Python 2 to repair."""
_LEAD_SIGNS = re.compile(r"^[^\w\s(\[{'\"`@]+\s*")
"""Bullets, arrows and dashes before a comment's code (`- `, `-> `, `• `)."""
_CLOSING = {"(": ")", "[": "]", "{": "}"}
_TRIPLE_QUOTES = ("'''", '"""')
_DANGLING = re.compile(r"[\s,+\-*/%&|^=<>.@]+$")
"""Operators and commas a line cut short may end on (`total = f(a +`)."""


def repaired_code(comment: str, bound: Container[str] = frozenset()) -> bool:
    """Whether a comment is code that parses only after a small repair: code of Python 2
    (`exec "..."`, `exec code in scope`, `raise E, "message"`, `except E, e:`, an octal
    `0644`, `<>`, `lambda (k, v): ...`) or a line cut short, its brackets (or a string)
    left open (`result = f(a, g(b`); also behind a bullet, arrow or dash, or after a
    `label: `. An exec of a lone name counts when `bound` holds the name (`exec it` is
    prose). Old code commented out, though no longer valid on its own."""
    body = _LEAD_SIGNS.sub("", comment.lstrip("#").strip().strip("`").strip())
    candidates = [body]
    label, colon, rest = body.partition(": ")
    if colon and label and rest:
        candidates.append(_LEAD_SIGNS.sub("", rest.strip()))
    for text in candidates:
        repaired = _repaired(text, bound)
        if (
            repaired is not None
            and SPACED_CALL.match(repaired) is None
            and comment_holds_code(f"# {repaired}")
            and not _tag_call(repaired)
        ):
            return True
    return False


SPACED_CALL = re.compile(r"([^\W\d]\w*)\s+\(")
"""A word, a blank, then a bracket (`returns (a, b`, `Returns (a, b).`): prose, as code
puts no blank before a call's brackets. Its group is the word (doc_5 lets it pass when
the word names nothing the code binds nor a builtin)."""


def _tag_call(text: str) -> bool:
    """Whether text is a tag in capitals with a name in brackets (`TODO(alice)`): a note's
    owner, not a call."""
    try:
        tree = syntax_tree(text)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    statement = tree.body[0] if len(tree.body) == 1 else None
    return (
        isinstance(statement, ast.Expr)
        and isinstance(call := statement.value, ast.Call)
        and isinstance(call.func, ast.Name)
        and call.func.id.isupper()
    )


def repairable(comment: str) -> bool:
    """Whether `repaired_code` may find anything in a comment (a cheap gate): a bracket
    or a double-quoted string left open, or a mark of Python 2."""
    return (
        comment.count('"') % 2 == 1
        or comment.count("(") > comment.count(")")
        or comment.count("[") > comment.count("]")
        or comment.count("{") > comment.count("}")
        or _PY2_MARKS.search(_LEAD_SIGNS.sub("", comment.lstrip("#").strip())) is not None
    )


def _repaired(text: str, bound: Container[str]) -> str | None:
    """The text with its Python 2 forms made Python 3 and what it leaves open closed, or
    None when nothing was repaired (or its brackets close in the wrong order)."""
    repaired = text
    if _PY2_MARKS.search(text) is not None:
        repaired = _python_3(text, bound) or text
    closed = _closers(repaired)
    if closed is None:
        return None
    closers, end = closed
    if closers:
        repaired = _DANGLING.sub("", repaired[:end]) + closers
    return None if repaired == text else repaired


def _python_3(text: str, bound: Container[str]) -> str | None:
    """A line of Python 2 as Python 3 (`exec "x"` as `exec("x")`, `raise E, "m"` as
    `raise E("m")`, `except E, e:` in a `try` as `except E as e:`, `0644` as `0o644`, `<>`
    as `!=`, `lambda (k, v):` as `lambda k, v:`), or None."""
    if (found := _PY2_EXEC.fullmatch(text)) is not None:
        scope = found.group("scope")
        if not scope and not _executes_code(found.group("code"), bound):
            return None
        return f"exec({found.group('code')}{', ' + scope if scope else ''})"
    if (found := _PY2_RAISE.fullmatch(text)) is not None:
        return f"raise {found.group('error')}({found.group('args')})"
    if (found := _PY2_EXCEPT.fullmatch(text)) is not None:
        handler = f"except {found.group('errors')} as {found.group('name')}:{found.group('rest')}"
        return f"try:\n    pass\n{handler}"
    text = _PY2_OCTAL.sub("0o", text).replace("<>", "!=")
    return _PY2_TUPLE_LAMBDA.sub(r"lambda \1:", text)


def _executes_code(code: str, bound: Container[str]) -> bool:
    """Whether what an exec statement runs is code: a string, something computed, or a
    name in `bound` (`exec it` is prose)."""
    try:
        value = syntax_tree(f"({code})", mode="eval").body
    except (SyntaxError, ValueError, RecursionError, MemoryError, TypeError):
        return False
    if isinstance(value, ast.Name):
        return value.id in bound
    return not (isinstance(value, ast.Constant) and not isinstance(value.value, str))


def _closers(text: str) -> tuple[str, int] | None:
    """What closes the brackets and string a line leaves open (`f(a, [b` needs `])`), and
    where its code ends (a `#` note after it cut off); None when a bracket closes one it
    did not open."""
    stack: list[str] = []
    quote = ""
    position = 0
    while position < len(text):
        char = text[position]
        if quote:
            if char == "\\":
                position += 2
                continue
            if text.startswith(quote, position):
                position += len(quote)
                quote = ""
                continue
        elif char in "'\"":
            triple = text[position : position + 3]
            quote = triple if triple in _TRIPLE_QUOTES else char
            position += len(quote)
            continue
        elif char in _CLOSING:
            stack.append(_CLOSING[char])
        elif char in ")]}":
            if not stack or stack.pop() != char:
                return None
        elif char == "#":
            return quote + "".join(reversed(stack)), position
        position += 1
    return quote + "".join(reversed(stack)), len(text)


_UNCOMMENT = re.compile(
    r"\b(?:un-?comment|re-?enable|re-?activate)(?:\s+(?:the\s+)?(?:next|following|this)?"
    r"\s*(?:lines?|calls?|statements?|code)?)?(?:\s*(?:[:=-]+>?|\u2192))?\s+",
    re.IGNORECASE,
)
"""A word telling the reader to bring code back (`uncomment`, `re-enable the line:`)."""
_CALL_OR_STORE = re.compile(r"\w\s*\(|\w\s*\[|\w\.\w|[^=!<>]=[^=]")
"""A call, a subscript, an attribute or an assignment: code, not a word after the verb."""


def behind_uncomment(comment: str) -> bool:
    """Code kept behind a lead-in telling the reader to uncomment it (`# to trace the
    sums uncomment print(value, total)`, `# re-enable: cache.clear()`): the text after
    the verb is code with a call, a subscript, an attribute or an assignment."""
    text = comment.lstrip("#").strip()
    for found in _UNCOMMENT.finditer(text):
        rest = text[found.end() :].strip()
        if _CALL_OR_STORE.search(rest) is not None and comment_holds_code(rest):
            return True
    return False


_CLAUSE = re.compile(r"#\s*(elif\b|else\s*:|except\b|finally\s*:|case\b)")
"""A comment opening with a keyword that continues a compound statement (`# elif x:`,
`# case ("circle", r): ...`): code that does not parse on its own line."""
_CLAUSE_LEADS = {"elif": "if 0:\n    pass\n", "else": "if 0:\n    pass\n",
                 "except": "try:\n    pass\n", "finally": "try:\n    pass\n",
                 "case": "match 0:\n "}  # fmt: skip


def clause_code(comment: str) -> bool:
    """Whether a comment is a clause of a compound statement (`# elif mode == "tsv":
    rows = ...`, `# case ("circle", r): return ...`, `# else:`): it parses after the
    statement it continues, its body not an expression other than a call (`# else:
    fallback`, `# else: this is prose` are prose)."""
    found = _CLAUSE.match(comment)
    if found is None:
        return False
    text = comment[found.start(1) :].strip()
    keyword = re.match(r"\w+", text).group()
    source = _CLAUSE_LEADS[keyword] + text + ("\n  pass" if text.endswith(":") else "")
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return False
    clause = tree.body[0]
    bodies = [getattr(clause, "orelse", []), getattr(clause, "finalbody", [])]
    bodies += [handler.body for handler in getattr(clause, "handlers", [])]
    bodies += [case.body for case in getattr(clause, "cases", [])]
    last = [body[-1] for body in bodies if body]
    return not any(
        isinstance(node, ast.Expr) and not isinstance(node.value, (ast.Call, ast.Await))
        for node in last
    )


_SHAPE_GATE = re.compile(r"(?:assert|raise|yield|lambda)\b|[\[({].*\bfor\b.*\bin\b")
"""How a statement or expression of code shape opens (`assert`, `raise`, `yield`,
`lambda`, a bracket holding `for ... in`): a comment opening otherwise is not parsed."""
_SHAPE_LEAD = re.compile(r"^(?:[^\w\s(\[{'\"`@]+|\d+[.)]|[A-Za-z][\w ]{0,24}:(?=\s))\s*")
"""A bullet, prompt, number or `old:`-style label before the code (`# - assert x`)."""
_COMPREHENSIONS = (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp, ast.Lambda)


def code_shaped(comment: str) -> bool:
    """Whether a comment is a Python statement or expression only code is written as,
    which `comment_holds_code` does not count: an `assert` of more than a bare word
    (`# assert amount >= 0`), a `raise`, also bare (`# raise`), a `yield` or `yield from`
    (`# yield total`), a lambda (`# lambda row: row[1]`) or a comprehension (`# [row for
    row in rows if row[1]]`), also behind a bullet, prompt, number or label, in backticks
    or in compatibility forms (full-width letters)."""
    text = visible(comment).lstrip("#").strip().strip("`").strip()
    if not text.isascii():
        text = unicodedata.normalize("NFKC", text)
    for _ in range(2):
        if _SHAPE_GATE.match(text) is not None and _shaped(text):
            return True
        shorter = _SHAPE_LEAD.sub("", text, count=1).strip().strip("`").strip()
        if shorter == text:
            return False
        text = shorter
    return False


def _shaped(text: str) -> bool:
    """`code_shaped` of text with nothing before the code."""
    try:
        body = syntax_tree(text).body
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    if len(body) != 1 or any(not name.isascii() for name in _names_in(body[0])):
        return False
    statement = body[0]
    if isinstance(statement, ast.Assert):
        return not isinstance(statement.test, ast.Name | ast.Constant) or statement.msg is not None
    if isinstance(statement, ast.Raise):
        return True
    value = statement.value if isinstance(statement, ast.Expr) else None
    if isinstance(value, ast.Yield | ast.YieldFrom):
        return value.value is not None
    return isinstance(value, _COMPREHENSIONS)


def _names_in(node: ast.AST) -> list[str]:
    """The names a tree reads, binds or takes as arguments."""
    return [
        value
        for child in ast.walk(node)
        for field in ("id", "attr", "arg")
        if isinstance(value := getattr(child, field, None), str)
    ]


def key_runs(rows: Iterable[str], shortest: int) -> frozenset[str]:
    """Runs of `shortest` or more keys next to each other on one of `rows`, either way:
    what a hand mashing a keyboard's keys types."""
    return frozenset(
        row[start : start + size]
        for line in rows
        for row in (line, line[::-1])
        for size in range(shortest, len(row) + 1)
        for start in range(len(row) - size + 1)
    )


_KEY_ROWS = ("qwertyuiop", "asdfghjkl", "zxcvbnm", "qaz", "wsx", "edc", "rfv", "tgb", "yhn",
             "ujm", "azerty", "qwertz")  # fmt: skip
_KEY_RUNS = key_runs(_KEY_ROWS, 3)
"""Runs of three or more keys next to each other on a QWERTY keyboard's row or column,
either way (`asdf`, `qwer`, `hjkl`, `poiu`)."""
OTHER_LAYOUT_RUNS = key_runs(
    ("pyfgcrl", "aoeuidhtns", "qjkxbmwvz",  # Dvorak
     "qwfpgjluy", "arstdhneio", "zxcvbkm",  # Colemak
     "azertyuiop", "qsdfghjklm", "wxcvbn"),  # AZERTY
    4,
)  # fmt: skip
"""Runs of four or more keys next to each other on a row of the Dvorak, Colemak or AZERTY
layouts, either way (`aoeu`, `htns`, `arst`, `qsdf`): keys mashed on another keyboard
(`meaningless` reads QWERTY's)."""
_LOREM = frozenset({
    "lorem", "ipsum", "dolor", "sit", "amet", "consectetur", "consectetuer", "adipiscing",
    "adipisicing", "elit", "sed", "do", "eiusmod", "tempor", "incididunt", "ut", "labore",
    "et", "dolore", "magna", "aliqua", "enim", "ad", "minim", "veniam", "quis", "nostrud",
    "exercitation", "ullamco", "laboris", "nisi", "aliquip", "ex", "ea", "commodo",
    "consequat", "duis", "aute", "irure", "in", "reprehenderit", "voluptate", "velit",
    "esse", "cillum", "fugiat", "nulla", "pariatur", "excepteur", "sint", "occaecat",
    "cupidatat", "non", "proident", "sunt", "culpa", "qui", "officia", "deserunt", "mollit",
    "anim", "id", "est", "laborum", "vestibulum", "nunc", "mauris", "vivamus", "donec",
    "curabitur", "pellentesque", "phasellus", "aenean", "praesent", "etiam", "nullam",
    "integer", "quisque", "suspendisse", "fusce", "morbi", "maecenas", "cras", "proin",
    "nam", "vel", "eget", "ac", "at", "nec", "quam", "orci", "lectus", "libero", "augue",
    "felis", "tellus", "justo", "neque", "arcu", "urna", "sapien", "risus", "lacus", "purus",
    "eros", "diam", "massa", "mi", "leo", "odio", "metus", "ante", "erat", "tortor",
    "viverra", "ultrices", "tincidunt", "porttitor", "sollicitudin", "facilisis",
    "condimentum", "scelerisque", "vulputate", "pretium", "sagittis", "semper", "mattis",
    "malesuada", "fermentum", "hendrerit", "lobortis", "imperdiet", "ornare", "interdum",
    "volutpat", "elementum", "dignissim", "rhoncus", "faucibus", "bibendum", "porta",
    "gravida", "egestas", "feugiat", "cursus", "pulvinar", "blandit", "aliquam", "lacinia",
})  # fmt: skip
"""The words of lorem ipsum, the filler text typesetters put where text will go."""
_LOREM_MARKS = frozenset({
    "lorem", "ipsum", "dolor", "amet", "consectetur", "consectetuer", "adipiscing",
    "adipisicing", "eiusmod", "tempor", "incididunt", "labore", "dolore", "aliqua",
    "veniam", "nostrud", "ullamco", "laboris", "aliquip", "commodo", "consequat", "duis",
    "aute", "irure", "reprehenderit", "voluptate", "cillum", "fugiat", "pariatur",
    "excepteur", "occaecat", "cupidatat", "proident", "deserunt", "mollit", "laborum",
    "vestibulum", "pellentesque", "phasellus", "aenean", "suspendisse", "maecenas",
    "curabitur", "vivamus", "donec", "viverra", "porttitor", "sollicitudin", "malesuada",
})  # fmt: skip
"""Words of lorem ipsum that no English or Python text uses (`in`, `id`, `integer` do)."""
_TOKEN = re.compile(r"\S+")
_HEX_RUN = re.compile(r"(?=[^g-zG-Z]*\d)[0-9a-fA-F]+(?:[-:][0-9a-fA-F]+)*")
"""A run of hex digits with a digit among them, also in dashed or colon groups: a hash,
digest, UUID or address (`9f86d081...`, `3f2a9c1e-7b4d-...`)."""
_HEX_DIGITS = 6
_MIXED_ID = re.compile(r"(?=(?:.*\d){2})(?=.*[A-Za-z])[A-Za-z0-9+/=_:.-]{12,}")
"""A run of twelve or more letters and digits (two digits or more) with no blank: a key,
token or serial number (`a1b2c3d4e5f6g7`), not a word."""
_VOWELS = frozenset("aeiouy")
_CONSONANT_RUN = 5


def _mashed(word: str) -> bool:
    """Whether a word (lower case letters) is keys mashed: a run along a keyboard's row
    or column (`asdf`, `hjkl`), one letter repeated (`aaaa`), or five letters or more
    with no vowel (`zxqvbn`)."""
    return (
        word in _KEY_RUNS
        or (len(word) > 2 and len(set(word)) == 1)
        or (len(word) >= _CONSONANT_RUN and not _VOWELS.intersection(word))
    )


def _meaningless_token(token: str) -> bool:
    """Whether a blank-free token carries no meaning: a number or date (no letter), a run
    of hex digits (`_HEX_RUN`, six or more), a mixed key (`_MIXED_ID`), or keys mashed."""
    bare = token.strip(".,;:!?\"'()[]{}")
    if not any(char.isalpha() for char in bare):
        return any(char.isdigit() for char in bare)
    if len(bare) >= _HEX_DIGITS and _HEX_RUN.fullmatch(bare):
        return True
    if _MIXED_ID.fullmatch(bare) and "://" not in bare:  # a link names a page
        return True
    return bare.isalpha() and bare.isascii() and _mashed(bare.lower())


def meaningless(text: str) -> bool:
    """Whether a text (a value, a comment) carries no meaning: every token with a letter
    or digit in it a number or date, a hash, digest, UUID or key, or keys mashed
    (`_meaningless_token`; signs between them aside: `20240501`, `9f86d081884c...`, `asdf
    qwer zxcv`), or lorem ipsum (half its words or more from lorem ipsum, one of them a
    word only lorem ipsum uses: `Lorem ipsum dolor sit amet`, `Consectetur adipiscing
    elit`), or metasyntactic words alone (`Foo bar baz.`, `Qux quux corge.`: every word
    one of `_PLACEHOLDER_NAMES`, one of `_SOME_PLACEHOLDER` among them)."""
    tokens = [token for token in _TOKEN.findall(text) if any(char.isalnum() for char in token)]
    if tokens and all(map(_meaningless_token, tokens)):
        return True
    words = re.findall(r"[a-z]+", text.lower())
    lorem = [word for word in words if word in _LOREM]
    if 2 * len(lorem) >= len(words) > 0 and not _LOREM_MARKS.isdisjoint(lorem):
        return True
    return (
        bool(words)
        and _PLACEHOLDER_NAMES.issuperset(words)
        and not _SOME_PLACEHOLDER.isdisjoint(words)
    )


def numerals(text: str) -> bool:
    """Whether a text is only numerals written in words or signs of any script (`一二三四五`,
    `Ⅳ`, `one two three`): counting, which says nothing."""
    tokens = [token for token in re.findall(r"[^\W_]+", text.lower()) if token != "and"]
    return bool(tokens) and all(token.isnumeric() or token in _NUMERAL_WORDS for token in tokens)


_NUMERAL_WORDS = frozenset({
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
    "eighteen", "nineteen", "twenty", "thirty", "forty", "fifty", "sixty", "seventy",
    "eighty", "ninety", "hundred", "thousand", "million", "and",
})  # fmt: skip
"""Numbers in English words (`and` of `one hundred and two`)."""


_SOME_PLACEHOLDER = frozenset({
    "foo", "baz", "qux", "quux", "corge", "grault", "garply", "waldo", "plugh", "xyzzy",
    "foobar", "foobaz", "hoge", "fuga", "piyo", "hogera", "hogehoge", "blah", "blahblah",
    "bla", "yada", "toto", "wibble", "wubble", "flob", "flarp", "zork",
})  # fmt: skip
"""Metasyntactic words, the names that stand for any name in examples (`foo`, `baz`,
`qux`, Japanese `hoge`, French `toto`), and filler (`blah`): none is an English word."""
_PLACEHOLDER_NAMES = _SOME_PLACEHOLDER | frozenset({
    "bar", "spam", "eggs", "ham", "fred", "jim", "sheila", "barney", "thud", "wobble",
    "titi", "tata", "tutu", "etc", "and", "or",
    "the", "a", "with", "then",
})  # fmt: skip
"""`_SOME_PLACEHOLDER` and the metasyntactic words that are English words too (`bar`,
`spam`, `eggs`), with the words that join them: a text made of these alone, one of
`_SOME_PLACEHOLDER` among them, says nothing (`Foo bar baz.`)."""


_OTHER_CODE = re.compile(
    r"\bfunction\b\s*\w*\s*\(|=>|\b(?:let|const|var)\s+\w+\s*=|;\s*\}|\{\s*(?:return|let|const|var"
    r"|if|for|while)\b|\b(?:for|while|if)\s*\([^)]*\)\s*\{|#include\b|\bpublic\s+static\b"
    r"|\bfn\s+\w+\s*\(|\bfunc\s+\w+\s*\(|\w\s*(?:\+\+|--)\s*[;)]|===|!=="
)
"""Marks of code in a language other than Python: a `function` or arrow, a `let`,
`const` or `var` binding, a block of statements in braces, a C-style loop or condition
head before a brace, `#include`, `public static`, Rust's `fn` and Go's `func`, `i++;`,
`===`."""
_CODE_MARKS = 2


def _other_code(value: str) -> bool:
    """Whether a value is code of another language (JavaScript, C, Java, Go, Rust): two
    or more of `_OTHER_CODE`'s marks, or one and a statement's `;` or braces around it."""
    marks = _OTHER_CODE.findall(value)
    if not marks:
        return False
    ends = value.rstrip().endswith(";")
    return (
        len(marks) >= _CODE_MARKS
        or ("{" in value and "}" in value)
        or value.count(";") > 1
        or ends
    )


def foreign_code(text: str) -> bool:
    """Whether a text (a comment's or a value's) is code of another language: JavaScript,
    C and the like (`_other_code`), Haskell, ML, Lisp, Ruby and the like (`_other_family`),
    an SQL statement (`_sql`), a shell command line (`_shell`) or a Prolog clause."""
    return (
        _other_code(text)
        or _other_family(text)
        or _sql(text)
        or _shell(text)
        or _PROLOG.search(text) is not None
    )


_PROLOG = re.compile(r"\b[a-z]\w*(?:\s*\([^()]*\))?\s*:-\s*(?:[a-z]\w*\s*\(|\\\+|!)")
"""A Prolog (or Datalog) clause: a head, `:-` and a goal called (`k_smallest(Xs, K, Ys)
:- msort(Xs, S), ...`)."""


_FAMILY_CODE = re.compile(
    r"\w\s*::\s*(?:forall\b|[A-Z(\[])"
    r"|(?:\{|\bdo)\s*\|[\w\s,*&]*\|"
    r"|\((?:defun|defn|define|defmacro|lambda|let\*?|setq|setf)\s"
    r"|\([-+*/<>=]\s+[\w.()]+\s+[\w.()]+"
    r"|\b(?:fun|def|func|fn)\s+\w+\s*\([^()]*\)\s*(?::\s*[A-Z][\w\[\]<>,. ]*?\s*)?=\s*\S"
    r"|\b(?:def|fn|defp)\s+\w+\s*\([^()]*\)\s*,\s*do:"
    r"|\b[a-z_]\w*\s*<-\s*function\s*\("
    r"|^\s*(?:def|function|local\s+function|sub|proc|fn)\s+[A-Za-z_][\w.:]*[?!]?\s*(?:\(.*\))?"
    r"\s.*(?:[-+*/%=<>]|\breturn\b|\w\().*\bend\s*$"
)
"""Marks of code of the Haskell, ML, Lisp, Ruby, Lua or Elixir families, each enough
alone: a type signature (`add :: Int -> Int`), a block's parameters between bars (`{ |x|
x }`, `do |x|`), a Lisp form (`(defun add (a b) ...)`, `(+ a b)`), a function defined by
an expression (`fun add(a: Int, b: Int) = a + b`, `def add(a, b), do: a + b`), R's `add
<- function(`, and a `def` or `function` computing something up to an `end` (`def add(a,
b) a + b end`)."""
_EQUATION = re.compile(
    r"\s*(?:let\s+(?:rec\s+)?)?([a-z_]\w*'*)((?:\s+[a-z_]\w*'*)+)\s*=\s*([^=].*)"
)
"""A function defined by an equation (`add a b = a + b`, `let add a b = a + b`): a name,
its parameters after blanks, `=` and the body."""


def _other_family(text: str) -> bool:
    """Whether a text is code of the Haskell, ML, Lisp, Ruby, Lua or Elixir families: one
    mark of `_FAMILY_CODE`, or an equation defining a function (`add a b = a + b`) whose
    body parses as an expression reading one of its parameters (`the result = a + b`
    reads none of `result`: prose)."""
    if _FAMILY_CODE.search(text) is not None:
        return True
    equation = _EQUATION.fullmatch(text.strip().rstrip(";"))
    if equation is None:
        return False
    try:
        body = syntax_tree(equation.group(3).strip(), mode="eval")
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    read = {node.id for node in ast.walk(body) if isinstance(node, ast.Name)}
    parameters = {name.rstrip("'") for name in equation.group(2).split()}
    return not read.isdisjoint(parameters)


_SQL_START = re.compile(
    r"\s*(?:SELECT|INSERT\s+INTO|UPDATE|DELETE\s+FROM|WITH|CREATE\s+(?:TABLE|INDEX|VIEW|UNIQUE)"
    r"|DROP\s+TABLE|ALTER\s+TABLE|ORDER\s+BY|GROUP\s+BY|WHERE|FROM|(?:INNER\s+|LEFT\s+|RIGHT\s+)?JOIN"
    r"|LIMIT|HAVING|VALUES)\b",
    re.IGNORECASE,
)
_SQL_CLAUSES = re.compile(
    r"\b(?:SELECT(?=\b.+?\bFROM\b)|FROM|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|GROUP\s+BY"
    r"|ORDER\s+BY|WHERE|LIMIT\s+\d+|OFFSET\s+\d+|JOIN\s+\w+\s+ON|HAVING|VALUES\s*\(|ASC|DESC"
    r"|PRIMARY\s+KEY|CREATE\s+TABLE|COUNT\s*\(\s*\*\s*\))(?!\w)",
    re.IGNORECASE,
)
"""An SQL statement's clauses (`SELECT` before a `FROM`, `FROM`, `GROUP BY`, `LIMIT 1`)."""
_SQL_WORDS = re.compile(
    r"\b(?:select|from|where|group|order|by|limit|offset|asc|desc|count|sum|max|min|avg|join"
    r"|inner|left|right|outer|on|having|values|insert|into|update|set|delete|as|and|or|not|in"
    r"|is|null|distinct|like|between|create|table|primary|key|with)\b",
    re.IGNORECASE,
)
_FUNCTION_WORDS = re.compile(
    r"\b(?:the|an|of|to|are|was|be|it|its|this|that|these|each|then|so|for|we|you|which"
    r"|when|if|only|them|they|will|should|would|can|because|keeps?|gives?|returns?)\b",
    re.IGNORECASE,
)
"""Words of prose that SQL never holds (once its own words are cut out): a sentence
around SQL words (`ORDER BY date DESC keeps the newest first`, `select the rows`)."""
_SQL_CLAUSES_NEEDED = 2


def _sql(text: str) -> bool:
    """Whether a text is an SQL statement or clause: it opens with an SQL keyword, holds
    two or more clauses and no prose (`_FUNCTION_WORDS`), and writes its
    keywords in capitals or has a bracket, `*`, `=` or `;` (`SELECT word, COUNT(*) FROM
    words GROUP BY word`, `order by count(*) desc limit 1`)."""
    if _SQL_START.match(text) is None:
        return False
    clauses = {" ".join(clause.lower().split()) for clause in _SQL_CLAUSES.findall(text)}
    if len(clauses) < _SQL_CLAUSES_NEEDED or _FUNCTION_WORDS.search(_SQL_WORDS.sub(" ", text)):
        return False
    return text.split(maxsplit=1)[0].isupper() or any(sign in text for sign in "(*=;")


_COMMANDS = frozenset({
    "python", "python3", "py", "pip", "pip3", "uv", "poetry", "pytest", "sort", "head", "tail",
    "cat", "grep", "egrep", "sed", "awk", "curl", "wget", "git", "cd", "ls", "echo", "export",
    "sudo", "npm", "npx", "node", "make", "docker", "bash", "sh", "zsh", "tee", "cut", "find",
    "xargs", "chmod", "chown", "mkdir", "rm", "cp", "mv", "tar", "unzip", "ssh", "scp", "wc",
    "uniq", "tr", "jq", "kubectl", "conda", "java", "gcc", "go", "cargo", "ruff", "mypy",
})  # fmt: skip
"""Programs a command line opens with."""
_PROMPT = re.compile(r"\s*[$%]\s+(?=[\w./~-])")
_COMMAND_MARKS = re.compile(
    r"(?<=\s)(?:--?[A-Za-z][\w-]*|\|\s*[\w./-]+|>>?\s*\S+|&&|\S+\.(?:txt|csv|tsv|json|py|sh|log"
    r"|md|ya?ml|toml|cfg|ini|xml|html|gz|zip))"
)
"""What a command line holds: an option (`-n`, `--input`), a pipe, a redirection, `&&`,
a file name."""


def _shell(text: str) -> bool:
    """Whether a text is a shell command line: after a prompt (`$ `), a command and one
    mark of `_COMMAND_MARKS` (`$ sort -nr stats.csv`); without one, a known program and
    two marks (`python -m tool --input data.csv`)."""
    prompt = _PROMPT.match(text)
    if prompt is not None:
        return _COMMAND_MARKS.search(text, prompt.end()) is not None
    words = text.split(maxsplit=1)
    if not words or words[0] not in _COMMANDS:
        return False
    return len(_COMMAND_MARKS.findall(text)) >= _CODE_MARKS


_QUOTE_OPENING = re.compile(r"[rRuU]?(\"\"\"|'''|\"|')")
"""A string's prefix and its opening quotes."""


def written_in_pieces(lines: list[str], node: ast.expr) -> bool:
    """Whether a string constant is written as adjacent strings (`'Return the ' 'sum.'`,
    also on several lines inside brackets), which Python joins into one value: Ruff's
    pydocstyle rules skip such a docstring whole. `lines` are the code's physical lines."""
    if not isinstance(node, ast.Constant) or not isinstance(node.value, str):
        return False
    end = node.end_lineno
    if end is None or node.end_col_offset is None or end > len(lines):
        return False
    first, last = node.lineno - 1, end - 1
    if first == last:
        segment = lines[first].encode()[node.col_offset : node.end_col_offset]
    else:
        middle = "\n".join(lines[first + 1 : last]).encode()
        head = lines[first].encode()[node.col_offset :]
        segment = b"\n".join([head, middle, lines[last].encode()[: node.end_col_offset]])
    text = segment.decode(errors="replace")
    opening = _QUOTE_OPENING.match(text)
    if opening is None:
        return True  # not one string as written: pieces, or undecidable
    quotes = opening.group(1)
    if text.find(quotes, opening.end()) == len(text) - len(quotes):
        return False  # the string opened first closes at the end: one string
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(f"({text})").readline))
    except (tokenize.TokenError, SyntaxError):
        return True
    return sum(token.type == tokenize.STRING for token in tokens) > 1


_Function = ast.FunctionDef | ast.AsyncFunctionDef


def factory_unpacked(facts: StrictFacts) -> tuple[list[_Function], list[ast.ClassDef]]:
    """Functions and classes (with the public methods of each class) that a module-level
    function defines and returns among several, when the module unpacks what it returns
    into public names (`add, subtract = _make_operations()` / `return add, subtract`):
    public API built in a factory, as `factory_made` finds it for one name. A returned
    tuple or list of names is matched to the targets place by place when both are spelled
    out alike; else every definition the factory returns is public when any target is."""
    if "return" not in facts.code:
        return [], []
    return facts.derived(_factory_unpacked)


def _factory_unpacked(facts: StrictFacts) -> tuple[list[_Function], list[ast.ClassDef]]:
    factories = {node.name: node for node in facts.tree.body if isinstance(node, _Function)}
    functions: list[_Function] = []
    classes: list[ast.ClassDef] = []
    for statement in _top_statements(facts.tree.body) if factories else []:
        value = statement.value
        if not (
            isinstance(value, ast.Call)
            and isinstance(value.func, ast.Name)
            and value.func.id in factories
        ):
            continue
        for target in statement.targets:
            if isinstance(target, ast.Tuple | ast.List):
                made = _unpacked_definitions(factories[value.func.id], target)
                functions += [item for item in made if isinstance(item, _Function)]
                for cls in (item for item in made if isinstance(item, ast.ClassDef)):
                    classes.append(cls)
                    functions += [
                        item
                        for item in cls.body
                        if isinstance(item, _Function) and not item.name.startswith("_")
                    ]
    return list({id(item): item for item in functions}.values()), classes


_TOP_BLOCKS = (ast.If, ast.Try, ast.With)


def _top_statements(body: list[ast.stmt]) -> list[ast.Assign]:
    """The assignments at module level, also inside its `if`, `try` and `with` blocks."""
    found: list[ast.Assign] = []
    for statement in body:
        if isinstance(statement, ast.Assign):
            found.append(statement)
        elif isinstance(statement, _TOP_BLOCKS):
            for field in ("body", "orelse", "finalbody"):
                found += _top_statements(getattr(statement, field, []))
            for handler in getattr(statement, "handlers", []):
                found += _top_statements(handler.body)
    return found


def _unpacked_definitions(
    factory: _Function, target: ast.Tuple | ast.List
) -> list[_Function | ast.ClassDef]:
    """The definitions of `factory`'s own body that it returns and that unpacking its
    result into `target` binds under a public name."""
    defined: dict[str, _Function | ast.ClassDef] = {}
    bound: dict[str, ast.expr] = {}
    returned: list[ast.expr] = []
    for node in _own_statements(factory):
        if isinstance(node, _Function | ast.ClassDef):
            defined[node.name] = node
        elif isinstance(node, ast.Assign) and len(node.targets) == 1:
            if isinstance(node.targets[0], ast.Name):
                bound[node.targets[0].id] = node.value
        elif isinstance(node, ast.Return) and node.value is not None:
            returned.append(node.value)
    public: set[str] = set()
    for value in returned:
        value = bound.get(value.id, value) if isinstance(value, ast.Name) else value
        items = value.elts if isinstance(value, ast.Tuple | ast.List) else [value]
        names = [item.id for item in items if isinstance(item, ast.Name)]
        if isinstance(value, ast.Tuple | ast.List) and _same_shape(value, target):
            pairs = zip(value.elts, target.elts, strict=True)
            names = [
                item.id
                for item, name in pairs
                if isinstance(item, ast.Name) and _public_target(name)
            ]
        elif not any(map(_public_target, target.elts)):
            names = []
        public.update(names)
    return [defined[name] for name in sorted(public) if name in defined]


def _same_shape(value: ast.Tuple | ast.List, target: ast.Tuple | ast.List) -> bool:
    plain = not any(isinstance(item, ast.Starred) for item in [*value.elts, *target.elts])
    return plain and len(value.elts) == len(target.elts)


def _public_target(target: ast.expr) -> bool:
    if isinstance(target, ast.Starred):
        target = target.value
    return isinstance(target, ast.Name) and not target.id.startswith("_")


def _own_statements(function: ast.AST) -> list[ast.AST]:
    """The nodes of a function's own body and of its blocks, its nested definitions
    themselves but nothing inside them."""
    found: list[ast.AST] = []
    stack = list(getattr(function, "body", []))
    while stack:
        node = stack.pop(0)
        found.append(node)
        if isinstance(node, _Function | ast.ClassDef | ast.Lambda):
            continue
        for field in ("body", "orelse", "finalbody", "handlers", "cases"):
            stack += [item for item in getattr(node, field, []) if isinstance(item, ast.AST)]
    return found


_JIT_MODULES = ("numba.", "jax.", "torch.compile", "torch.jit.", "tensorflow.function")
"""Libraries whose decorators, called on a lambda, make a compiled function that keeps
the lambda's (missing) docstring (`dot = numba.njit(lambda a, b: ...)`)."""


def borrowed_callables(facts: StrictFacts) -> list[tuple[ast.AST, str, ast.AST]]:
    """Public functions and methods the code publishes with another's body: the name a
    module- or class-level `for` loop whose body never reads it binds to each item of a
    literal tuple, list or set (`for to_metres in (_to_metres,): pass`), a method taken
    out of a class's namespace (`total = vars(_Impl)['total']`, `_Impl.__dict__['total']`,
    `.get('total')`), and a lambda given to a compiling decorator (`_JIT_MODULES`). Each as
    the statement, the public name and the lambda or the function of the code it is."""
    code = facts.code
    if (
        "for " not in code
        and "vars" not in code
        and "__dict__" not in code
        and ("lambda" not in code)
    ):
        return []
    return facts.derived(_borrowed_callables)


def _borrowed_callables(facts: StrictFacts) -> list[tuple[ast.AST, str, ast.AST]]:
    defined = {
        node.name: node for node in facts.tree.body if isinstance(node, _Function | ast.ClassDef)
    }
    found: list[tuple[ast.AST, str, ast.AST]] = []
    for statement in api_level(facts):
        owner = facts.owner(statement)
        if isinstance(owner, ast.ClassDef) and owner.name.startswith("_"):
            continue
        if (
            isinstance(statement, ast.For)
            and _public_target(statement.target)
            and not _reads_name(statement, statement.target.id)  # type: ignore[attr-defined]
        ):
            items = statement.iter
            elements = items.elts if isinstance(items, ast.Tuple | ast.List | ast.Set) else []
            for item in elements:
                made = item if isinstance(item, ast.Lambda) else _defined_as(item, defined)
                if made is not None:
                    found.append((statement, statement.target.id, made))  # type: ignore[attr-defined]
        elif isinstance(statement, ast.Assign | ast.AnnAssign) and statement.value is not None:
            targets = (
                statement.targets if isinstance(statement, ast.Assign) else [statement.target]
            )
            made = _borrowed(facts, statement.value, defined)
            found += [
                (statement, target.id, made)  # type: ignore[attr-defined]
                for target in targets
                if made is not None and _public_target(target)
            ]
    return found


def _reads_name(loop: ast.For, name: str) -> bool:
    """Whether a loop's body (or `else`) reads the name it binds: a loop that does not is
    there only to bind it (`for total in (_total,): pass`)."""
    return any(
        isinstance(node, ast.Name) and node.id == name and isinstance(node.ctx, ast.Load)
        for statement in [*loop.body, *loop.orelse]
        for node in ast.walk(statement)
    )


def _defined_as(node: ast.expr, defined: dict[str, ast.AST]) -> ast.AST | None:
    """The module-level function or class a bare name names, or None."""
    return defined.get(node.id) if isinstance(node, ast.Name) else None


def _borrowed(facts: StrictFacts, value: ast.expr, defined: dict[str, ast.AST]) -> ast.AST | None:
    """The method a class namespace lookup picks (`vars(_Impl)['total']`), or the lambda
    a compiling decorator is called on, or None."""
    if not isinstance(value, ast.Subscript | ast.Call):
        return None
    if isinstance(value, ast.Call):
        if len(value.args) == 1 and isinstance(value.args[0], ast.Lambda):
            names = facts.names.names(value.func)
            if any(name.startswith(_JIT_MODULES) for name in names):
                return value.args[0]
        func = value.func
        if not (isinstance(func, ast.Attribute) and func.attr == "get" and value.args):
            return None
        namespace, key = func.value, value.args[0]
    else:
        namespace, key = value.value, value.slice
    if isinstance(namespace, ast.Call) and isinstance(namespace.func, ast.Name):
        owner = namespace.args[0] if namespace.func.id == "vars" and namespace.args else None
    elif isinstance(namespace, ast.Attribute) and namespace.attr == "__dict__":
        owner = namespace.value
    else:
        return None
    cls = _defined_as(owner, defined) if owner is not None else None
    name = key.value if isinstance(key, ast.Constant) else None
    if not isinstance(cls, ast.ClassDef) or not isinstance(name, str):
        return None
    methods = [item for item in cls.body if isinstance(item, _Function) and item.name == name]
    return methods[-1] if methods else None


def borrowed_findings(facts: StrictFacts) -> list[tuple[int | None, str]]:
    """`borrowed_callables` without a docstring with words: a lambda, or a function or
    class of the code whose docstring is missing or has no words."""
    found: list[tuple[int | None, str]] = []
    for statement, name, made in borrowed_callables(facts):
        if isinstance(made, ast.Lambda):
            message = f"`{name}` is a lambda, which has no docstring"
            found.append((facts.line_of(statement), message))
            continue
        docstring = ast.get_docstring(made) if isinstance(made, _Function | ast.ClassDef) else None
        if not re.search(r"[A-Za-z]{2}", docstring or ""):
            what = getattr(made, "name", "?")
            message = f"`{name}` is `{what}` of the code, which has no docstring"
            found.append((facts.line_of(statement), message))
    return found
