"""doc_1: docstring and comment lines at most N characters."""

from __future__ import annotations

import ast
import base64
import binascii
import bz2
import codecs
import inspect
import lzma
import quopri
import re
import string
import textwrap
import unicodedata
import zlib
from typing import Any

from vibebench.instructions._base import Instruction, int_param
from vibebench.instructions._code_facts import (
    added_or_assigned,
    assigned_value,
    comment_tokens,
    docstring_nodes,
    parse,
)
from vibebench.instructions._strict import Finding, StrictFacts
from vibebench.instructions._strict_classes import derived_classes
from vibebench.instructions._strict_names import const_str
from vibebench.instructions._strict_text import (
    left_out_block_findings,
    run_code_findings,
    shown_python,
)

_DEFAULT_LIMIT = 72


def _single_word(text: str) -> bool:
    """A line of prose wrapping cannot shorten: one word once `#` and quotes are gone, and
    not prose in disguise (`_joined_prose`)."""
    words = text.strip().strip("#").strip().strip("\"'").split()
    return len(words) <= 1 and not (words and _joined_prose(words[0]))


_BLANKS = re.compile(
    "[\u2800\u3164\u115f\u1160\uffa0\U0001d159\u17b4\u17b5\u034f\u180b-\u180f\u2061-\u2064"
    "\U0001d173-\U0001d17a\U000e0100-\U000e01ef]"
)
"""Letters, marks and symbols that print as a space or as nothing but are none to
`str.split` (the Braille blank, the Hangul fillers, the musical null notehead U+1D159,
the Khmer inherent vowels, the combining grapheme joiner, the Mongolian and ideographic
variation selectors, invisible operators); format characters (zero-width space, word
joiner) too."""
_BLANK_ESCAPE = re.compile(
    r"\\(?:x(?:20|09|a0|A0)|u(?:0020|0009|00[aA]0|200[0-9aAbB]|3000)|U0000(?:0020|0009)"
    r"|040|011|N\{(?:SPACE|NO-BREAK SPACE|CHARACTER TABULATION|[A-Z ]*SPACE)\})"
)
"""A string escape that decodes to a blank (`\\x20`, `\\u0020`, `\\040`,
`\\N{SPACE}`; not `\\t`, which Windows paths hold): a line of words joined by such
escapes reads as words once printed."""
DASHES = (
    "-\u058a\u05be\u1400\u1806\u2010\u2011\u2012\u2013\u2014\u2015\u2e17\u2e1a\u2e3a"
    "\u2e3b\u2e40\u2e5d\u301c\u3030\u30a0\ufe31\ufe32\ufe58\ufe63\uff0d\u2027\u2043"
    "\u2212\u02d7\u00b7"
)
"""Every dash of Unicode (category Pd: the hyphen U+2010, the non-breaking hyphen, the en
and em dashes, ...), the hyphenation point U+2027, the hyphen bullet, the minus sign and
the middle dot: a word joined by one of these is joined as by `-`."""
_HYPHENATED = re.compile(rf"[^\W\d_][{re.escape(DASHES)}](?=[^\W\d_])")
_SMALL_WORDS = frozenset({
    "a", "an", "the", "of", "and", "or", "to", "in", "is", "are", "be", "for", "with",
    "by", "on", "it", "that", "this", "as", "at", "from", "if", "not",
})  # fmt: skip
_JOINED = 3
"""Hyphens between letters, or small words between other joiners, that make one word
prose: `non-empty` or `get_the_value` is a word, `sorts-a-copy-of-the-values` is not."""


def _joined_prose(word: str) -> bool:
    """Whether a "word" is a sentence with its spaces replaced: by characters that print
    blank (`_BLANKS`, format characters), by hyphens between letters (where wrapping
    breaks a line, as `textwrap` does), by underscores, dots or other marks between
    small words (`the`, `of`, `and`), or by capitals between words of letters alone
    (CamelCase with small words among its parts, or with `_MOST_HUMPS` parts). A path
    (`/` or `\\`) is prose only by its small words (`_path_prose`), a URL never."""
    if "/" in word or "\\" in word:
        return _escaped_blanks(word) or _path_prose(word)
    if _glued_prose(word):
        return True
    if not word.isascii():
        if _wide_prose(word):
            return True
        spaced = _BLANKS.sub(" ", word)
        spaced = "".join(" " if unicodedata.category(char) == "Cf" else char for char in spaced)
        if len(spaced.split()) > 1:
            return True
    if len(_HYPHENATED.findall(word)) >= _JOINED - 1:
        return True
    if word.isascii() and word.isalpha():  # CamelCase: `EachAverageCoversASlidingWindow`
        parts = _CAMEL_HUMP.sub(" ", word).lower().split()
        if len(parts) >= _MOST_HUMPS:
            return True
    else:  # any letter but a Latin one joins too: a modifier apostrophe, `theʼsumʼof`
        parts = re.split(r"[^a-z0-9]+", word.lower())
        if word.isascii() and _camel_prose(word):
            return True
    return sum(part in _SMALL_WORDS for part in parts) >= _JOINED


def _escaped_blanks(word: str) -> bool:
    """Whether a "word" is words joined by escapes that decode to blanks (`_BLANK_ESCAPE`)."""
    return "\\" in word and len(_BLANK_ESCAPE.sub(" ", word).split()) > 1


_WIDE_RUN = 5
"""Wide letters (Han, kana, Hangul: East Asian width W or F) in one "word" at least that
make it prose: such text has no spaces and wraps between any two of its letters."""


def _wide_prose(word: str) -> bool:
    """Whether a "word" is text in a script written without spaces (`计算给定整数列表...`,
    `小計が負にならないよう...`): `_WIDE_RUN` or more wide letters, which a line may be
    broken between anywhere, so wrapping can shorten it; or `_SPACELESS_RUN` or more
    letters of a narrow script written so (`_SPACELESS_SCRIPTS`: Thai, Lao, Khmer,
    Myanmar), a phrase, which a line breaks between its words."""
    wide = spaceless = 0
    for char in word:
        if unicodedata.category(char)[0] != "L":
            continue
        if unicodedata.east_asian_width(char) in "WF":
            wide += 1
            if wide >= _WIDE_RUN:
                return True
        elif any(start <= ord(char) <= end for start, end in _SPACELESS_SCRIPTS):
            spaceless += 1
            if spaceless >= _SPACELESS_RUN:
                return True
    return False


_SPACELESS_SCRIPTS = (
    (0x0E00, 0x0EFF),  # Thai, Lao
    (0x1000, 0x109F),  # Myanmar
    (0x1780, 0x17FF),  # Khmer
    (0x19E0, 0x19FF),  # Khmer symbols
    (0xA9E0, 0xA9FF),  # Myanmar extended-B
    (0xAA60, 0xAA7F),  # Myanmar extended-A
)
"""Narrow scripts written without spaces between words (Thai, Lao, Khmer, Myanmar)."""
_SPACELESS_RUN = 20
"""Letters of those scripts in one "word" at least that make it prose: their longest
words are shorter, and such text is broken into lines between its words."""


_GLUE_WORDS = re.compile(
    r"the|and|that|this|with|from|into|when|which|each|such|than|then|there|their|have"
    r"|been|before|after|because|should|would|where|while"
)
"""Words of prose that names and tokens seldom hold, counted inside a run of letters
(`thediscountisappliedbeforetax` holds `the`, `before`)."""
_LONG_RUN = 16
"""Letters of a run at least that may be words run together (`internationalization` has
20: a single long word holds few of `_GLUE_WORDS`)."""
_RUN = re.compile(r"[a-z]+")


def _glued_prose(word: str) -> bool:
    """Whether a "word" is prose with its spaces deleted (`Thediscountisappliedbeforetax
    andthetaxrate...`): three or more of `_GLUE_WORDS` inside its runs of `_LONG_RUN` or
    more letters (read lower case, split at CamelCase humps, digits and marks)."""
    if len(word) < _LONG_RUN:
        return False
    spaced = _CAMEL_HUMP.sub(" ", word) if word.isascii() else word
    runs = [run for run in _RUN.findall(spaced.lower()) if len(run) >= _LONG_RUN]
    return sum(len(_GLUE_WORDS.findall(run)) for run in runs) >= _JOINED


def _path_prose(word: str) -> bool:
    """A "path" that is prose with its spaces replaced by slashes (`walk/the/values/once/
    in/the/order/given`): three or more small words among its parts (split at slashes and
    other marks). A URL (`://`, `www.`) is never prose: its slug is its address."""
    lowered = word.lower()
    if "://" in lowered or lowered.strip("(<[\"'").startswith("www."):
        return False
    small = sum(part in _SMALL_WORDS for part in re.split(r"[^a-z0-9]+", lowered))
    return small >= _JOINED or _glued_prose(word)


def _camel_prose(word: str) -> bool:
    """CamelCase prose with digits or marks among its humps
    (`ReturnTheSlug2ReplacingEveryRunOfSpacesWith1Hyphen.`): three small words of two or
    more letters among its parts (split at humps, digits and marks), or `_MOST_HUMPS`
    capitalised words that make at least half of it (a random token, base64 or a hash,
    has few and short ones)."""
    spaced = _CAMEL_HUMP.sub(" ", word).lower()
    parts = [part for part in re.split(r"[^a-z]+", spaced) if len(part) > 1]
    if sum(part in _SMALL_WORDS for part in parts) >= _JOINED:
        return True
    humps = _CAPITALISED.findall(word)
    return len(humps) >= _MOST_HUMPS and 2 * sum(map(len, humps)) >= len(word)


_CAPITALISED = re.compile(r"[A-Z][a-z]+")


_CAMEL_HUMP = re.compile(r"(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")
"""Where a word written in CamelCase starts a new word (`Each|Average`, `A|Sliding`)."""
_MOST_HUMPS = 8
"""Parts of one name at most (`AbstractSingletonProxyFactoryBean` has five): more are a
sentence run together (`EachAverageCoversASlidingWindow...`)."""


PRAGMA = re.compile(
    r"#\s*(?:noqa(?::\s*[A-Z]+\d+(?:\s*,\s*[A-Z]+\d+)*)?"
    r"|type:\s*ignore(?:\[[\w\-, ]*\])?|pyright:\s*ignore(?:\[[\w, ]*\])?"
    r"|pragma:\s*no\s*(?:cover|branch)|fmt:\s*(?:skip|off|on)|pylint:\s*disable=[\w\-,]+)\s*"
)
"""A comment that is only a tool's pragma (`# noqa: DTZ005`): no prose to wrap."""


def _documentation_lines(facts: StrictFacts, limit: int) -> set[int]:
    """Lines holding a comment (inline ones too) or a line of any string statement, and
    the lines where a string written into a `__doc__` (see `_doc_strings`) runs past the
    limit: a short doc handed to a call on a long line of code is not a long doc.

    Only lines longer than the limit: the caller reports no other (`long_lines`), so a
    line within it is left out before its text is read."""
    lines = _long_comment_lines(facts, limit)
    code_lines = facts.lines
    statements = [node.value for node in facts.of_type(ast.Expr)]
    statements += [text for value in statements for text in idle_texts(value)]
    whole = {id(value) for value in statements}  # a string statement: every line counts
    starts: dict[int, ast.expr] = {}  # the first doc written on each line
    for value in _doc_strings(facts)[0]:
        first = starts.setdefault(value.lineno, value)
        if value.col_offset < first.col_offset:
            starts[value.lineno] = value
    for value in [*statements, *_doc_strings(facts)[0]]:
        if _text_node(value):
            last = value.end_lineno or value.lineno
            for number in range(value.lineno, last + 1):
                text = code_lines[number - 1]
                if len(text) <= limit:
                    continue
                ends = len(text) if number < last else _end_column(text, value)
                if number == value.lineno and id(value) not in whole:
                    ends -= _code_before(text, starts[number])
                if not _single_word(text) and (ends > limit or id(value) in whole):
                    lines.add(number)
    return lines


def _long_comment_lines(facts: StrictFacts, limit: int) -> set[int]:
    """The lines longer than the limit holding a comment of more than one word that is not
    only a pragma (the length read first: it is the cheap test)."""
    code_lines = facts.lines
    return {
        line
        for line, text in facts.comments
        if len(code_lines[line - 1]) > limit
        and not _single_word(text)
        and not _only_pragma(text.strip())
    }


def _text_node(node: ast.expr) -> bool:
    """A string or bytes constant, or an f-string."""
    return isinstance(node, ast.JoinedStr) or (
        isinstance(node, ast.Constant) and isinstance(node.value, str | bytes)
    )


_STRING_METHOD_DEPTH = 4
"""Method calls on a literal string followed at most (`"...".strip().upper()`)."""


def idle_texts(value: ast.expr) -> list[ast.expr]:
    """The strings and f-strings of an expression statement that computes text nobody
    keeps, other than a plain string (a string statement already): bytes
    (`b\"\"\"Return ...\"\"\"`), an f-string (`f\"\"\"Return ...\"\"\"`), strings joined by
    `+` or `%`, or a method of a literal string (`"...".strip()`). Python keeps none of
    them as a docstring, but they are documentation written where one goes, and are
    measured as one."""
    node = value
    for _ in range(_STRING_METHOD_DEPTH):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
            break
        node = node.func.value  # `"...".strip()`: the method of a literal string
    if isinstance(node, ast.Call) or (node is value and isinstance(node, ast.Constant)):
        return [node] if isinstance(node, ast.Constant) and isinstance(node.value, bytes) else []
    return _text_leaves(node) or []


def _text_leaves(node: ast.expr) -> list[ast.expr] | None:
    """The strings and f-strings `+` or `%` joins in `node`, or None when something
    else is joined (a name, a call: code computing a value)."""
    if _text_node(node):
        return [node]
    if not (isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add | ast.Mod)):
        return None
    left = _text_leaves(node.left)
    right = _text_leaves(node.right) if left is not None else None
    if right is None and isinstance(node.op, ast.Mod) and left is not None:
        return left  # `"..." % (a, b)`: the format string is the text
    return None if left is None or right is None else left + right


_BRACKETS = re.compile(r"\[([^\]]*)\]")


_DISABLED_CODES = re.compile(r"disable=([\w\-,]+)")
_LONGEST_CODE = 48
"""Characters of a checker's code at most (pylint's longest message name,
`use-implicit-booleaness-not-comparison-to-string`, has 48)."""
_MOST_CODE_TEXT = 80
"""Characters of all the codes of one pragma at most."""


def _only_pragma(text: str) -> bool:
    """A comment that is only a pragma, its bracketed items (and pylint's `disable=`
    list) codes, not prose (`# type: ignore[attr-defined, union-attr]`, not `# type:
    ignore[the totals are cached]`, nor prose joined into one code: `ignore[the-value-
    is-always-a-dict]`: `_prose_code`)."""
    if PRAGMA.fullmatch(text) is None:
        return _tool_pragma(text)
    lists = [*_BRACKETS.findall(text), *_DISABLED_CODES.findall(text)]
    codes = [code.strip() for items in lists for code in items.split(",")]
    return sum(map(len, codes)) <= _MOST_CODE_TEXT and not any(map(_prose_code, codes))


DIRECTIVE_VERB = (
    r"(?:skip|ignore|disable|enable|noqa|nocover|no-cover|suppress|allow|exclude)(?:[-_][\w-]+)?"
)
"""A verb that turns a tool off or on, maybe with a suffix (`ignore`, `disable-line`,
`skip-file`): shared with doc_5's reader of tool directives."""
_TOOL_PRAGMA = re.compile(r"#\s*[A-Za-z][\w.-]*(?:\s*:\s*|\s+)(?P<items>\S.*?)\s*")
"""Any tool's pragma: its name, then a colon or a space, then its items (`# nosec B608`,
`# isort: skip`, `# ty: ignore[unresolved-attribute]`, `# noinspection SqlResolve`)."""
_PRAGMA_CODE = re.compile(
    r"(?:[A-Z]{1,6}-)?[A-Z]{1,5}\d{1,5}|[A-Z]?[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+"
    r"|[a-z][a-z0-9]*(?:[-_/.][a-z0-9]+)+"
)
"""A rule's code (`B608`, `BAN-B608`), an inspection's name in CamelCase (`SqlResolve`,
`reportUnknownMemberType`) or a rule's name joined by marks (`attribute-error`)."""
_PRAGMA_WORDS = frozenset({"all", "file", "line", "on", "off", "true", "false", "none"})
"""Plain words a pragma's items may be besides its verbs (`# cspell: disable-next-line`,
`# pyright: strict=false`)."""


def _tool_pragma(text: str) -> bool:
    """Whether a comment is a pragma of any tool: a name, then items that are each a
    verb turning the tool off or on (`DIRECTIVE_VERB`), a rule's code or name, an option
    (`disable=attribute-error`), codes in brackets or a plain word of `_PRAGMA_WORDS`,
    none of them prose (`_prose_code`) and at most 80 characters of them together: `#
    nosec B608`, `# skipcq: BAN-B608`, `# pytype: disable=attribute-error`, not `# nosec
    the values are checked above`."""
    found = _TOOL_PRAGMA.fullmatch(text)
    if found is None:
        return False
    items = found.group("items")
    codes = [code.strip() for inside in _BRACKETS.findall(items) for code in inside.split(",")]
    for token in re.split(r"[\s,;]+", _BRACKETS.sub(" ", items).strip()):
        codes += [part for part in token.split("=") if part]
    words = [code for code in codes if code]
    return (
        bool(words)
        and sum(map(len, words)) <= _MOST_CODE_TEXT
        and all(_pragma_code(word) for word in words)
    )


def _pragma_code(word: str) -> bool:
    """Whether one item of a pragma is a code, not prose (`_tool_pragma`)."""
    plain = word.lower() in _PRAGMA_WORDS or re.fullmatch(DIRECTIVE_VERB, word) is not None
    return (plain or _PRAGMA_CODE.fullmatch(word) is not None) and not _prose_code(word)


_CHECKER_WORDS = frozenset({
    "1", "2", "a", "abstract", "access", "alias", "all", "alternative", "an", "ancestors",
    "and", "anomalous", "any", "arg", "args", "argument", "arguments", "as", "ascii", "assert",
    "assign", "assigned", "assigning", "assignment", "async", "at", "attribute", "attributes",
    "augmented", "await", "backslash", "bad", "bare", "before", "beyond", "binary", "bind",
    "binding", "blocks", "bool", "boolean", "booleaness", "brackets", "branches", "break",
    "broad", "broken", "builtin", "by", "bytes", "c", "cache", "call", "callable", "called",
    "cannot", "capture", "catching", "caught", "cause", "cell", "chained", "character",
    "characters", "check", "checker", "class", "classmethod", "cleanup", "cls", "code",
    "codec", "collections", "combined", "comma", "comment", "compare", "comparison",
    "comprehension", "concat", "condition", "config", "configuration", "conflict", "confusing",
    "consecutive", "consider", "constant", "constants", "constructor", "context",
    "contextmanager", "continue", "copy", "dangerous", "dataclass", "debug", "declaration",
    "declare", "decorating", "decorator", "def", "default", "defined", "definition",
    "delegation", "delete", "deprecated", "dict", "dictionary", "differing", "direct",
    "disable", "doc", "docstring", "double", "dunder", "duplicate", "elif", "else", "empty",
    "encoding", "ending", "endings", "enum", "enumerate", "environ", "envvar", "eq", "equal",
    "error", "escape", "evals", "ex", "except", "exception", "exit", "expected", "expr",
    "expression", "expressions", "extension", "f", "failed", "few", "field", "file", "final",
    "finally", "first", "flag", "float", "fn", "for", "forgotten", "format", "formatting",
    "found", "from", "fstring", "func", "function", "generator", "generic", "get",
    "getnewargs", "global", "groups", "hash", "hint", "if", "ignore", "impl", "implicit",
    "import", "in", "inconsistent", "incorrect", "index", "inherit", "inheritance", "init",
    "inline", "inside", "instance", "instantiated", "instantiation", "instead",
    "interpolation", "into", "invalid", "is", "isinstance", "items", "iter", "iterable",
    "iterating", "iteration", "iterator", "itself", "join", "key", "keyword", "kwarg",
    "lambda", "lazy", "len", "length", "level", "line", "lines", "list", "literal", "local",
    "locals", "lock", "logging", "long", "lookup", "loop", "looping", "lru", "magic",
    "manager", "many", "mapping", "match", "math", "max", "maxsplit", "maybe", "mcs", "member",
    "membership", "merging", "message", "method", "methods", "min", "mismatch", "misplaced",
    "missing", "mixed", "mode", "modified", "module", "multiple", "mutate", "mutated", "name",
    "named", "namedtuple", "narrowed", "needs", "nested", "newline", "no", "non", "none",
    "nonlocal", "not", "object", "of", "old", "on", "only", "op", "open", "operand",
    "operation", "option", "or", "order", "out", "outer", "outside", "overload", "overridden",
    "param", "parameter", "parameters", "parent", "parentheses", "parse", "pattern",
    "patterns", "plugin", "pointless", "popen", "position", "positional", "possibly",
    "potential", "preexec", "prefer", "prefix", "prior", "private", "property", "public",
    "quotes", "raise", "raised", "raises", "raising", "raw", "readonly", "redeclared",
    "redefined", "redundant", "refactoring", "regular", "relative", "repr", "return",
    "returned", "returns", "reversed", "run", "safe", "second", "section", "self", "sequence",
    "set", "shallow", "signature", "simplifiable", "simplify", "single", "size", "slice",
    "slot", "slots", "special", "specification", "spelling", "star", "statement", "statements",
    "staticmethod", "step", "stop", "str", "string", "strip", "sub", "subclass", "subclassed",
    "subprocess", "subtype", "super", "superseded", "swap", "symbolic", "syntax", "sys",
    "target", "ternary", "test", "thread", "through", "to", "too", "top", "toplevel",
    "trailing", "truncated", "try", "tuple", "type", "typecheck", "typeddict", "typeform",
    "typehint", "typevar", "typing", "u", "unary", "unbalanced", "undefined", "unexpected",
    "unhashable", "unicode", "unidiomatic", "unimported", "union", "unittest", "unknown",
    "unnecessary", "unpacking", "unrecognized", "unsupported", "untyped", "unused", "use",
    "used", "useless", "using", "valid", "value", "var", "vararg", "variable", "variables",
    "variance", "version", "while", "wildcard", "with", "without", "wrong", "yield", "yields",
    "zero",
})  # fmt: skip
"""Every word of the pylint message names (pylint 4.1) and mypy error codes of three or
more parts (`use-implicit-booleaness-not-comparison-to-string`): a code of as many parts
made of other words (`accumulator-keeps-partial-sums`) is prose, not a checker's code."""
_CODE_PARTS = 3


def _prose_code(code: str) -> bool:
    """Whether a pragma's code is prose: more than one word, longer than any checker's
    code, three small words among its parts, or three or more parts joined by hyphens
    one of which no pylint message name or mypy error code has (`_CHECKER_WORDS`)."""
    parts = code.lower().split("-")
    return (
        len(code.split()) > 1
        or len(code) > _LONGEST_CODE
        or _small_words(code) >= _JOINED
        or (len(parts) >= _CODE_PARTS and not _CHECKER_WORDS.issuperset(parts))
    )


def _small_words(code: str) -> int:
    """The small words (`_SMALL_WORDS`) among the parts of a code (`the-value-is-set`)."""
    spaced = _CAMEL_HUMP.sub(" ", code) if code.isascii() else code
    return sum(part in _SMALL_WORDS for part in re.split(r"[\W_]+", spaced.lower()))


def _code_before(line: str, node: ast.expr) -> int:
    """The characters of code between the indentation of `line` and the start of `node`,
    the first doc written on it (`wrapper.__doc__ = (func.__doc__ or "") + `): docs
    written into a `__doc__` on a line of code are measured from there on, as if they
    stood on their own line at that indentation."""
    start = len(line.encode()[: node.col_offset].decode(errors="ignore"))
    return start - (len(line) - len(line.lstrip()))


def _end_column(line: str, node: ast.expr) -> int:
    """The column (in characters) where `node` ends on its last line."""
    return len(line.encode()[: node.end_col_offset or 0].decode(errors="ignore"))


def _is_doc_target(target: ast.expr) -> bool:
    """`func.__doc__`, `__doc__`, or a `__doc__` key (`globals()['__doc__']`)."""
    return (
        (isinstance(target, ast.Attribute) and target.attr == "__doc__")
        or (isinstance(target, ast.Name) and target.id == "__doc__")
        or (isinstance(target, ast.Subscript) and const_str(target.slice) == "__doc__")
    )


def _doc_values(facts: StrictFacts) -> list[ast.expr]:
    """What is assigned or added to a `__doc__`: `func.__doc__ = ...`, `__doc__ += ...`,
    `setattr(func, '__doc__', ...)`; docstrings set later."""
    values: list[ast.expr] = []
    for node in facts.of_type(ast.Assign, ast.AnnAssign, ast.AugAssign):
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        if node.value is not None and any(map(_is_doc_target, targets)):
            values.append(node.value)
    if "__doc__" in facts.code:
        values += _other_doc_bindings(facts) + _doc_getters(facts)
    if facts.may_matter("setattr"):  # also `getattr(builtins, "set" + "attr")`
        for call in facts.of_type(ast.Call):
            if "builtins.setattr" in facts.names.names(call.func):
                args = _spread(facts, call.args)
                if len(args) == 3 and (
                    const_str(args[1]) == "__doc__" or _spelled_key(facts, args[1])
                ):
                    values.append(args[2])
    values += [value for _, value, _ in called_doc_writes(facts)]
    if "doc" in facts.code:
        values += facts.derived(_paired_docs)
    values += _loop_sources(facts, values)
    return list({id(value): value for value in values}.values())


def _loop_sources(facts: StrictFacts, values: list[ast.expr]) -> list[ast.expr]:
    """What the loops and comprehensions whose target binds a name written into a
    `__doc__` take it from (`for func, text in zip(funcs, DOCS): func.__doc__ = text`,
    `for func, text in PAIRS: ...`): the column of the name (`_loop_columns`), else the
    whole iterable, whose strings are then measured."""
    names = {value.id for value in values if isinstance(value, ast.Name)}
    if not names:
        return []
    found: list[ast.expr] = []
    for node in facts.of_type(ast.For, ast.AsyncFor, ast.comprehension):
        if any(isinstance(part, ast.Name) and part.id in names for part in ast.walk(node.target)):
            found += _loop_columns(facts, node.target, node.iter, names)
    return found


def _loop_columns(
    facts: StrictFacts, target: ast.expr, source: ast.expr, names: set[str]
) -> list[ast.expr]:
    """The items a loop unpacking flat names (`for func, doc, usage in ...`) binds to
    the names written into a `__doc__`: the arguments at their places of a `zip`
    (`zip(funcs, DOCS, USAGES)`), or the items at their places of each row of a literal
    list, tuple or set of rows as long as the target (also of a name bound once to one:
    `COMMANDS = [(sync, "...", "example: ..."), ...]`); the other columns (a usage
    example, a help text) never reach the `__doc__`. Else the whole iterable."""
    parts = target.elts if isinstance(target, ast.Tuple | ast.List) else []
    if not parts or not all(isinstance(part, ast.Name) for part in parts):
        return [source]
    places = [place for place, part in enumerate(parts) if getattr(part, "id", None) in names]
    if (
        isinstance(source, ast.Call)
        and "builtins.zip" in facts.names.names(source.func)
        and len(source.args) == len(parts)
        and not any(isinstance(arg, ast.Starred) for arg in source.args)
    ):
        return [source.args[place] for place in places]
    rows = facts.names.only_value(source)
    items = rows.elts if isinstance(rows, ast.List | ast.Tuple | ast.Set) else [source]
    table = [row.elts for row in items if isinstance(row, ast.Tuple | ast.List)]
    if len(table) < len(items) or any(
        len(row) != len(parts) or any(isinstance(item, ast.Starred) for item in row)
        for row in table
    ):
        return [source]
    return [row[place] for row in table for place in places]


def _doc_key(facts: StrictFacts, node: ast.expr) -> bool:
    """Whether a key may be `'__doc__'`: it is (also spelled out of constant pieces, or a
    name bound once to it), or it is put together at run time from pieces one of which
    holds `doc` (`'_' * 2 + 'doc' + '_' * 2`), which cannot be told apart from it."""
    key = const_str(node)
    if key is None and isinstance(node, ast.Name):
        value = facts.names.only_value(node)
        key = const_str(value) if value is not node else None
        node = value
    if key is not None:
        return key == "__doc__"
    return not isinstance(node, ast.Name) and any(
        isinstance(part, ast.Constant) and isinstance(part.value, str) and "doc" in part.value
        for part in ast.walk(node)
    )


_PAIR = 2
_ZIPS = frozenset({"builtins.zip", "itertools.zip_longest", "builtins.map"})
"""Calls that take columns and hand on the items at one place together (`map(setattr,
[f], ['__doc__'], [TEXT])` calls `setattr(f, '__doc__', TEXT)`)."""


def _paired_docs(facts: StrictFacts) -> list[ast.expr]:
    """The values paired with a key that may be `'__doc__'` (`_doc_key`) other than in a
    dict literal: the second item of a pair (`('__doc__', '...')`, as `dict([...])`,
    `globals().update([...])` or any mapping's `update` take them), the items at the same
    place in the other columns of a `zip` (`zip(['__doc__'], ['...'])`; a column the code
    does not spell out, whole), and the value of `dict.fromkeys(['__doc__'], '...')`."""
    found: list[ast.expr] = []
    for node in facts.of_type(ast.Tuple, ast.List):
        items = node.elts
        found += [
            after
            for key, after in zip(items, items[1:], strict=False)
            if not isinstance(key, ast.Starred) and _doc_key(facts, key)
        ]
    for call in facts.of_type(ast.Call):
        if len(call.args) < _PAIR and not any(isinstance(a, ast.Starred) for a in call.args):
            continue
        args = _spread(facts, call.args)
        if len(args) < _PAIR:
            continue
        if isinstance(call.func, ast.Attribute) and call.func.attr == "fromkeys":
            keys = facts.names.only_value(args[0])
            if isinstance(keys, ast.Tuple | ast.List | ast.Set) and any(
                _doc_key(facts, key) for key in keys.elts
            ):
                found.append(args[1])
        elif facts.names.names(call.func) & _ZIPS:
            found += _zipped_docs(facts, args)
    return found + _partial_docs(facts)


def _partial_docs(facts: StrictFacts) -> list[ast.expr]:
    """The values handed to a call made ready with the key `'__doc__'` last
    (`functools.partial(setattr, f, '__doc__')`): the arguments of every call of it,
    directly or through a name bound to it."""
    found: list[ast.expr] = []
    for call in facts.of_type(ast.Call):
        if not (call.args and "functools.partial" in facts.names.names(call.func)):
            continue
        args = _spread(facts, call.args)
        if not _doc_key(facts, args[-1]) or _reads(facts, args[0]):
            continue
        uses = [outer for outer in facts.of_type(ast.Call) if outer.func is call]
        names = {
            target.id
            for node in facts.of_type(ast.Assign)
            if node.value is call
            for target in node.targets
            if isinstance(target, ast.Name)
        }
        uses += [
            outer
            for outer in facts.of_type(ast.Call)
            if isinstance(outer.func, ast.Name) and outer.func.id in names
        ]
        found += [arg for use in uses for arg in use.args]
    return found


def _zipped_docs(facts: StrictFacts, args: list[ast.expr]) -> list[ast.expr]:
    """The items `zip` pairs with a key that may be `'__doc__'` (see `_paired_docs`)."""
    columns = [facts.names.only_value(arg) for arg in args]
    places = {
        place
        for column in columns
        if isinstance(column, ast.Tuple | ast.List)
        for place, key in enumerate(column.elts)
        if _doc_key(facts, key)
    }
    spelled = any(  # a column made at run time holding the key: `repeat('__doc__')`
        not isinstance(column, ast.Tuple | ast.List)
        and any(const_str(part) == "__doc__" for part in ast.walk(column))
        for column in columns
    )
    found: list[ast.expr] = []
    for column in columns if places or spelled else []:
        if spelled or not isinstance(column, ast.Tuple | ast.List):
            found.append(column)
            continue
        found += [item for place, item in enumerate(column.elts) if place in places]
    return found


_READERS = frozenset({
    "getattr", "hasattr", "delattr", "get", "pop", "getattr_static", "__getattribute__",
    "__getattr__", "__getitem__", "__contains__", "__delattr__", "__delitem__", "index",
    "count", "remove", "startswith", "endswith", "replace", "split", "find",
})  # fmt: skip
"""Calls that read, test or drop a key or attribute given them (`getattr(f, '__doc__',
'')`, `ns.get('__doc__', '')`): what follows the key is no doc written."""


def called_doc_writes(facts: StrictFacts) -> list[tuple[ast.expr | None, ast.expr, ast.Call]]:
    """(object, value, call) of each call handed the key `'__doc__'` (also spelled out
    of pieces, or a name bound once to it) followed by another positional argument, but
    a call that reads (`_READERS`): a write of that value into a `__doc__` by any
    setattr-like route (`setattr(f, '__doc__', ...)`, `f.__setattr__('__doc__', ...)`,
    `type.__setattr__(Cls, '__doc__', ...)`, `locals().__setitem__('__doc__', ...)`,
    `ns.setdefault('__doc__', ...)`, `operator.setitem(ns, '__doc__', ...)`). The object
    is the argument before the key, else what the method is looked up on (None: none).
    Read once per code."""
    if "doc" not in facts.code and "chr" not in facts.code:
        return []
    return facts.derived(_called_doc_writes)


def _called_doc_writes(facts: StrictFacts) -> list[tuple[ast.expr | None, ast.expr, ast.Call]]:
    found: list[tuple[ast.expr | None, ast.expr, ast.Call]] = []
    for call in facts.of_type(ast.Call):
        if len(call.args) < 2 and not any(isinstance(arg, ast.Starred) for arg in call.args):
            continue
        args = _spread(facts, call.args)
        if _doc_descriptor_set(facts, call, args):
            found.append((args[-2], args[-1], call))
            continue
        for index, arg in enumerate(args[:-1]):
            if not _names_doc(facts, arg) or _reads(facts, call.func):
                continue
            if index:
                held: ast.expr | None = args[index - 1]
            else:
                held = call.func.value if isinstance(call.func, ast.Attribute) else None
            found.append((held, args[index + 1], call))
            break
    return found


def _names_doc(facts: StrictFacts, arg: ast.expr) -> bool:
    """Whether a call's argument is the key `'__doc__'`: spelled so, a name bound once to
    it, or a name bound as an item of a literal container holding it (`for attr in
    ("__doc__",): setattr(func, attr, text)`)."""
    if const_str(arg) == "__doc__":
        return True
    if not isinstance(arg, ast.Name):
        return False
    if const_str(facts.names.only_value(arg)) == "__doc__":
        return True
    return any(
        kind == "element"
        and isinstance(value, ast.Tuple | ast.List | ast.Set)
        and any(const_str(item) == "__doc__" for item in value.elts)
        for kind, value in facts.names.bindings_of(arg) or []
    )


_DESCRIPTOR_SET = 2
"""`descriptor.__set__(obj, value)`: the arguments of a bound `__set__`."""


def _doc_descriptor_set(facts: StrictFacts, call: ast.Call, args: list[ast.expr]) -> bool:
    """Whether a call writes a `__doc__` through its descriptor's `__set__`
    (`vars(types.FunctionType)['__doc__'].__set__(f, "...")`, also unbound,
    `type(desc).__set__(desc, f, "...")`): a `__set__` whose descriptor, or a name bound
    once to it, is looked up by a key that may be `'__doc__'` (a string holding `doc`)."""
    func = call.func
    if not (isinstance(func, ast.Attribute) and func.attr == "__set__"):
        return False
    if len(args) < _DESCRIPTOR_SET:
        return False
    return any(_mentions_doc(facts, part) for part in [func.value, *args[:-_DESCRIPTOR_SET]])


def _mentions_doc(facts: StrictFacts, node: ast.expr, depth: int = 0) -> bool:
    """Whether an expression (or a name in it bound once) holds a string with `doc`."""
    for part in ast.walk(node):
        if isinstance(part, ast.Constant) and isinstance(part.value, str) and "doc" in part.value:
            return True
        if isinstance(part, ast.Name) and depth < _SPREAD_DEPTH:
            value = facts.names.only_value(part)
            if value is not part and _mentions_doc(facts, value, depth + 1):
                return True
    return False


def _reads(facts: StrictFacts, func: ast.expr) -> bool:
    """Whether a call reads or tests what it is given (`_READERS`), by its last name."""
    last = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
    if last in _READERS:
        return True
    return any(name.rpartition(".")[2] in _READERS for name in facts.names.names(func))


def _other_doc_bindings(facts: StrictFacts) -> list[ast.expr]:
    """What a `__doc__` is bound to other than by a plain assignment: by `:=` (`(__doc__ :=
    "...")`), as a `for` loop's or a comprehension's target (`for __doc__ in ["..."]`),
    by `with ... as __doc__`, or unpacked (`__doc__, _ = "...", 0`): the whole value
    given (the iterable, the context), whose strings are then measured."""
    values: list[ast.expr] = []
    for node in facts.of_type(
        ast.NamedExpr, ast.For, ast.AsyncFor, ast.comprehension, ast.withitem, ast.Assign
    ):
        if isinstance(node, ast.NamedExpr):
            pairs = [(node.target, node.value)]
        elif isinstance(node, ast.For | ast.AsyncFor | ast.comprehension):
            pairs = [(node.target, node.iter)]
        elif isinstance(node, ast.withitem):
            pairs = [(node.optional_vars, node.context_expr)]
        else:
            pairs = [(target, node.value) for target in node.targets if _unpacked(target)]
        values += [value for target, value in pairs if target is not None and _binds_doc(target)]
    return values


def _spelled_key(facts: StrictFacts, key: ast.expr) -> bool:
    """Whether a `setattr` key is worked out at run time from literals alone (a name
    bound once to it too), through builtins only (`bytes((95, 95, 100, ...)).decode()`,
    `chr(95) * 2 + ...`), and the folding here cannot tell what it makes: it may be
    `'__doc__'`. A key that folds (`"retry-hint".replace("-", "_")`, `str(42)`) names
    itself, and is `'__doc__'` only if it folds to that. A key read from a parameter or a
    variable is not."""
    value = facts.names.only_value(key) if isinstance(key, ast.Name) else key
    if const_str(value) is not None or not any(
        isinstance(node, ast.Call) for node in ast.walk(value)
    ):
        return False
    folded = _fold(facts, value, 0)
    if folded is not None:
        return folded == "__doc__"
    return all(
        all(name.startswith("builtins.") for name in facts.names.names(node) or {"?"})
        for node in ast.walk(value)
        if isinstance(node, ast.Name)
    )


def _doc_getters(facts: StrictFacts) -> list[ast.expr]:
    """What a function named `__doc__` returns (`@property def __doc__(cls): return
    "..."` in a metaclass, also under any other decorator): what `help()` shows as the
    class's doc."""
    return [
        node.value
        for func in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef)
        if func.name == "__doc__"
        for node in ast.walk(func)
        if isinstance(node, ast.Return) and node.value is not None
    ]


def _unpacked(target: ast.expr) -> bool:
    return isinstance(target, ast.Tuple | ast.List | ast.Starred)


def _binds_doc(target: ast.expr) -> bool:
    """Whether an assignment target binds a `__doc__` anywhere inside it."""
    return any(
        _is_doc_target(part) and isinstance(getattr(part, "ctx", None), ast.Store)
        for part in ast.walk(target)
    )


_PROPERTY_DOC = 3
"""`property(fget, fset, fdel, doc)`: the position of its doc."""
_LIBRARY_DOCUMENTERS = re.compile(
    r"(?:^|_)(?:new)?doc(?:s|strings?)?(?:_|$)|^appender$|^substitution$", re.IGNORECASE
)
"""The last name of a library's decorator that sets the docstring from its argument
(pandas' `doc` and `Appender`, `add_docstring`, `add_newdoc`, `docstring.Substitution`;
not `docker_required` or `document`)."""


def _given_docs(facts: StrictFacts) -> list[ast.expr]:
    """Docs handed over rather than assigned: `property(..., doc='...')`, a `'__doc__'`
    key of a dict literal (`type('Basket', (), {'__doc__': '...'})`) or keyword of a call
    (`dict(__doc__='...')`), and the arguments of an imported decorator named for docs
    (`@doc('...')`)."""
    found: list[ast.expr] = []
    if facts.may_matter("property|DynamicClassAttribute"):
        descriptors = facts.derived(_documented_descriptors)
        for call in facts.of_type(ast.Call):
            if descriptors & facts.names.names(call.func):
                found += call.args[_PROPERTY_DOC:]
                found += [item.value for item in call.keywords if item.arg == "doc"]
    if facts.may_matter("__doc__"):
        for node in facts.of_type(ast.Dict):
            found += [
                value for key, value in zip(node.keys, node.values, strict=True)
                if const_str(key) == "__doc__"
            ]  # fmt: skip
        for call in facts.of_type(ast.Call):
            found += [item.value for item in call.keywords if item.arg == "__doc__"]
    found += _slot_docs(facts) + _named_docs(facts) + _annotated_docs(facts)
    for node in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef):
        for decorator in node.decorator_list:
            if isinstance(decorator, ast.Call) and _library_documenter(facts, decorator.func):
                found += [*decorator.args, *(item.value for item in decorator.keywords)]
    return list({id(value): value for value in found}.values())


_DOC_KEY = re.compile(r"_*(?:doc|docs|docstring)_*", re.IGNORECASE)
"""A key or keyword naming a doc (`doc`, `docstring`, `__doc__`), not `help` or
`description`, which argparse, click and schemas show as one line of a user interface."""


def _named_docs(facts: StrictFacts) -> list[ast.expr]:
    """Docs handed over under a name that says doc: the value of such a key in a dict
    literal given as a field's `metadata` (`field(metadata={'doc': '...'})`), the keyword
    of any call (`Column(doc='...')`) and the argument of a `Doc` marker (`Annotated[int,
    Doc('...')]`, PEP 727). They are an attribute's documentation moved out of the
    docstring. A `'doc'` key elsewhere is left alone: it is as often a document (a search
    index's record, a corpus's text)."""
    found: list[ast.expr] = []
    if not facts.may_matter("doc|Doc|DOC"):
        return found
    for call in facts.of_type(ast.Call):
        found += [item.value for item in call.keywords if _DOC_KEY.fullmatch(item.arg or "")]
        for item in call.keywords:
            if item.arg == "metadata" and isinstance(item.value, ast.Dict):
                found += [
                    value for key, value in zip(item.value.keys, item.value.values, strict=True)
                    if _DOC_KEY.fullmatch(const_str(key) or "")
                ]  # fmt: skip
        if any(name.rpartition(".")[2] == "Doc" for name in facts.names.names(call.func)):
            found += call.args
    return found


_ANNOTATED_TEXT = (ast.Constant, ast.JoinedStr, ast.BinOp)
"""Metadata of `Annotated` read as text: a string, an f-string, strings joined. Not a
call (`Field(description=...)`, `Gt(0)`): an object whose strings are its arguments."""


def _annotated_docs(facts: StrictFacts) -> list[ast.expr]:
    """The plain text metadata of `Annotated` (`Annotated[int, 'Total number of ...']`,
    also through a name bound once to it): the field's documentation as PEP 727's `Doc`
    gives it, without the marker (tools such as LangChain's show it as the field's doc).
    The type itself (`Annotated['Node', ...]`, a forward reference) is not read; an
    annotation written as a string is read apart (`_quoted_annotated_docs`)."""
    found: list[ast.expr] = []
    if not facts.may_matter("Annotated"):
        return found
    for node in facts.of_type(ast.Subscript):
        if not isinstance(node.slice, ast.Tuple) or not any(
            name.rpartition(".")[2] == "Annotated" for name in facts.names.names(node.value)
        ):
            continue
        for item in node.slice.elts[1:]:
            if isinstance(facts.names.only_value(item), _ANNOTATED_TEXT):
                found.append(item)
    return found


def _quoted_annotated_docs(facts: StrictFacts) -> list[ast.Constant]:
    """The text metadata of an `Annotated` inside a string annotation (`count:
    "Annotated[int, '...']"`), placed on the string's line: the same doc, quoted. Only
    measured (`_long_given_docs`): its nodes belong to no scope of the code."""
    found: list[ast.Constant] = []
    if not facts.mentions("Annotated["):
        return found
    for outer in facts.of_type(ast.Constant):
        if not isinstance(outer.value, str) or "Annotated[" not in outer.value:
            continue
        try:
            tree = ast.parse(outer.value.strip(), mode="eval")
        except (SyntaxError, ValueError):
            continue
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Tuple)):
                continue
            marker = node.value
            name = marker.attr if isinstance(marker, ast.Attribute) else getattr(marker, "id", "")
            if name != "Annotated":
                continue
            found += [
                ast.copy_location(item, outer)
                for item in node.slice.elts[1:]
                if isinstance(item, ast.Constant) and isinstance(item.value, str)
            ]
    return found


_DESCRIPTORS = frozenset({
    "builtins.property", "types.DynamicClassAttribute", "enum.property",
    "abc.abstractproperty",
})  # fmt: skip
"""Descriptors that take `(fget, fset, fdel, doc)` and show `doc` as the attribute's doc."""


def _documented_descriptors(facts: StrictFacts) -> frozenset[str]:
    """`_DESCRIPTORS` and the code's classes deriving from one (`class described(property)`,
    also through another class of the code): they take the same `doc`."""
    return _DESCRIPTORS | derived_classes(facts, _DESCRIPTORS)


def _slot_docs(facts: StrictFacts) -> list[ast.expr]:
    """The values of a class's `__slots__` dict (`__slots__ = {'items': '...'}`, also
    `dict(items='...')`): the docs of its attributes, which `help()` shows."""
    found: list[ast.expr] = []
    if "__slots__" not in facts.code:
        return found
    for cls in facts.of_type(ast.ClassDef):
        for statement in cls.body:
            bound = assigned_value(statement)
            if bound is None:
                continue
            targets, value = bound
            if not any(isinstance(item, ast.Name) and item.id == "__slots__" for item in targets):
                continue
            if isinstance(value, ast.Dict):
                found += value.values
            elif isinstance(value, ast.Call) and "builtins.dict" in facts.names.names(value.func):
                found += [item.value for item in value.keywords]
    return found


def _long_given_docs(facts: StrictFacts, limit: int) -> list[Finding]:
    """Docs handed over (`_given_docs`), and strings a name in a `__doc__` is bound to
    (`_doc_strings`), with a line of text longer than the limit: the text is measured,
    not the line of code it sits on (`property(get, doc='...')` in a class body starts
    far to the right, `'total': '...'` in a dict of docs holds its key too)."""
    found: list[Finding] = []
    given, bound = _strings_in(facts, facts.derived(_given_docs))
    for node in [*given, *bound, *_doc_strings(facts)[1], *_quoted_annotated_docs(facts)]:
        if not isinstance(node.value, str):
            continue
        longest = max((len(line.rstrip()) for line in doc_lines(node.value)), default=0)
        if longest > limit and not all(map(_single_word, doc_lines(node.value))):
            message = f"documentation text on line {node.lineno} has {longest} characters"
            found.append((facts.line_of(node), f"{message} (limit {limit})"))
    return found


def _joined_lines(facts: StrictFacts, limit: int) -> list[Finding]:
    """Lines of a string statement (a docstring) or of a string written into a `__doc__`
    that only its value makes long: source lines joined by a backslash at a line's end
    (`\"\"\"Return ... \\` / `... config.\"\"\"`) or by adjacent strings on several lines
    are one line of the documentation. A line of the value that one line of the source
    holds whole was measured there already."""
    found: list[Finding] = []
    strings = [node.value for node in facts.of_type(ast.Expr)]
    for node in [*strings, *_doc_strings(facts)[0]]:
        if not isinstance(node, ast.Constant) or not isinstance(node.value, str):
            continue
        if node.end_lineno is None or node.end_lineno == node.lineno:
            continue  # one line of source: the value's lines are no longer than it
        source = facts.lines[node.lineno - 1 : node.end_lineno]
        for text in doc_lines(node.value):
            line = text.rstrip()
            if len(line) <= limit or _single_word(line) or _ends_in_url(line, limit):
                continue
            if not any(line.strip() in held for held in source):
                message = f"documentation text on line {node.lineno} has {len(line)} characters"
                found.append((facts.line_of(node), f"{message} once its lines are joined"))
                break
    return found


def _folded_docs(facts: StrictFacts, limit: int) -> list[Finding]:
    """A `__doc__` assigned a string put together from pieces (`SUMMARY + " " + DETAIL`,
    an f-string, `" ".join([...])`, names bound once to them) whose text, as it reads
    once joined, has a line longer than the limit: each piece may be short."""
    found: list[Finding] = []
    values = _doc_values(facts) if "__doc__" in facts.code else []
    for value in [*values, *facts.derived(_given_docs)]:
        if isinstance(facts.names.only_value(value), ast.Constant):
            continue  # measured as it stands
        text = _fold(facts, value, 0)
        if text is None and isinstance(value, ast.BinOp | ast.Call | ast.JoinedStr):
            text = _known_text(facts, value, 0)
        line = None if text is None else _long_doc_line(text, limit)
        if line is not None:
            message = f"documentation text on line {value.lineno} has {len(line)} characters"
            found.append((facts.line_of(value), f"{message} once its pieces are joined"))
    return found + (_augmented_docs(facts, limit) if "__doc__" in facts.code else [])


def _known_text(facts: StrictFacts, node: ast.expr, depth: int) -> str:
    """A doc joined of pieces some of which cannot be folded (`f.__doc__ + '\\n\\n' +
    DETAIL`, `operator.add(f.__doc__, ...)`): the pieces folded, each other one read as a
    line break. A line of the known pieces alone is in the doc whatever the others hold."""
    text = _fold(facts, node, depth) if depth <= _FOLD_DEPTH else None
    if text is not None or depth > _FOLD_DEPTH:
        return "\n" if text is None else text
    value = facts.names.only_value(node) if isinstance(node, ast.Name) else node
    pair: list[ast.expr] = []
    if isinstance(value, ast.BinOp) and isinstance(value.op, ast.Add):
        pair = [value.left, value.right]
    elif isinstance(value, ast.Call) and not value.keywords:
        func = value.func
        if isinstance(func, ast.Attribute) and func.attr in _ADDS and len(value.args) == 1:
            pair = [func.value, value.args[0]]
        elif _CONCATS & facts.names.names(func):
            pair = _spread(facts, value.args)
    elif isinstance(value, ast.JoinedStr):
        pair = [part.value if isinstance(part, ast.FormattedValue) and not part.format_spec
                else part for part in value.values]  # fmt: skip
    if isinstance(value, ast.Call) and (
        len(pair) != _PAIR or any(isinstance(item, ast.Starred) for item in pair)
    ):
        return "\n"
    return "".join(_known_text(facts, item, depth + 1) for item in pair) if pair else "\n"


def doc_lines(text: str) -> list[str]:
    """The lines of a doc as its readers see them: `help()` and `inspect.cleandoc` break a
    docstring only at `\\n` (Ruff's W505 at `\\n` and `\\r`), so a U+2028 LINE SEPARATOR,
    `\\x0c` or `\\x85` inside it, where `str.splitlines` breaks, joins the line around it.
    """
    return _DOC_BREAKS.split(text)


_DOC_BREAKS = re.compile(r"\r\n|\r|\n")


def _long_doc_line(text: str, limit: int) -> str | None:
    """The first line of a doc longer than the limit (not a single word or one ending in
    a URL), or None."""
    for line in doc_lines(text):
        line = line.rstrip()
        if len(line) > limit and not _single_word(line) and not _ends_in_url(line, limit):
            return line
    return None


def _augmented_docs(facts: StrictFacts, limit: int) -> list[Finding]:
    """A `__doc__` added to (`f.__doc__ = A` then `f.__doc__ += B`, also onto a docstring
    of the same block's `def f` or the module's): the doc as it ends up, its pieces
    joined, with a line longer than the limit that no one piece holds."""
    found: list[Finding] = []
    if "+=" not in facts.code:
        return found
    for block in facts.of_type(ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef):
        held = _block_docstrings(block)
        for statement in block.body:
            pair = added_or_assigned(statement)
            if pair is None:
                continue
            target, value = pair
            if not _is_doc_target(target):
                continue
            key, piece = ast.unparse(target), _fold(facts, value, 0)
            before = held.pop(key, None) if isinstance(statement, ast.AugAssign) else ""
            if piece is None or before is None:
                continue
            held[key] = before + piece
            line = _long_doc_line(before + piece, limit)
            if line is not None and not (_long_doc_line(before, limit) or line in piece):
                message = f"documentation text on line {statement.lineno} has {len(line)}"
                found.append((facts.line_of(statement), f"{message} characters once added to"))
    return found


def _block_docstrings(block: ast.AST) -> dict[str, str]:
    """The docstrings a block holds, keyed by the `__doc__` that reads them (`__doc__` for
    the module's, `f.__doc__` for its `def f`)."""
    held: dict[str, str] = {}
    body = getattr(block, "body", [])
    first = body[0] if body else None
    if isinstance(block, ast.Module) and isinstance(first, ast.Expr):
        text = const_str(first.value)
        if text is not None:
            held["__doc__"] = text
    for statement in body:
        if isinstance(statement, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            text = ast.get_docstring(statement, clean=False)
            if text is not None:
                held[f"{statement.name}.__doc__"] = text
    return held


_FOLD_DEPTH = 8
"""Names and operations followed at most when putting a string together."""


def _fold(facts: StrictFacts, node: ast.expr, depth: int) -> str | None:
    """The string an expression surely makes of constants, or None: a string, a name
    bound once to one, `+` of two, an f-string of them, or a call `_fold_called` reads."""
    if depth > _FOLD_DEPTH:
        return None
    if isinstance(node, ast.Constant):
        return node.value if isinstance(node.value, str) else None
    if isinstance(node, ast.Name):
        value = facts.names.only_value(node)
        return None if value is node else _fold(facts, value, depth + 1)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left = _fold(facts, node.left, depth + 1)
        right = _fold(facts, node.right, depth + 1) if left is not None else None
        return None if right is None or left is None else left + right
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod):
        return _fold_percent(facts, node, depth)
    if isinstance(node, ast.JoinedStr):
        if any(isinstance(part, ast.FormattedValue) and part.format_spec for part in node.values):
            return None
        parts = [
            _fold(facts, part.value if isinstance(part, ast.FormattedValue) else part, depth + 1)
            for part in node.values
        ]
        return None if None in parts else "".join(part or "" for part in parts)
    if isinstance(node, ast.Subscript):
        return _fold_subscript(facts, node, depth)
    if not isinstance(node, ast.Call):
        return None
    percent = _percent_call(facts, node)  # `FORMAT.__mod__(ARGS)` is `FORMAT % ARGS`
    return (
        _fold_called(facts, node, depth)
        if percent is None
        else _fold_percent(facts, percent, depth)
    )


def _fold_called(facts: StrictFacts, node: ast.Call, depth: int) -> str | None:
    """The text a call surely makes: `sep.join` (`_fold_join`), the one `return` of a
    function of the code called without arguments, or a text method or function of
    constants (`_fold_call`)."""
    func = node.func
    if isinstance(func, ast.Attribute) and node.args and _unbound_str(facts, func):
        bound = ast.Call(  # `str.join(" ", PARTS)` is `" ".join(PARTS)`
            func=ast.Attribute(value=node.args[0], attr=func.attr, ctx=ast.Load()),
            args=node.args[1:],
            keywords=node.keywords,
        )
        return _fold(facts, bound, depth + 1)
    if isinstance(func, ast.Attribute) and func.attr in _ADDS and len(node.args) == 1:
        left = _fold(facts, func.value, depth + 1)  # `HEAD.__add__(TAIL)` is `HEAD + TAIL`
        right = _fold(facts, node.args[0], depth + 1) if left is not None else None
        return None if left is None or right is None or node.keywords else left + right
    if _CONCATS & facts.names.names(func):  # `operator.add(*PARTS)` too
        pair = _spread(facts, node.args)
        if len(pair) != _PAIR or node.keywords or any(isinstance(a, ast.Starred) for a in pair):
            return None
        return _fold(facts, ast.BinOp(pair[0], ast.Add(), pair[1]), depth + 1)
    if (isinstance(func, ast.Attribute) and func.attr == "decode") or _DECODES & facts.names.names(
        func
    ):
        return _fold_decode(facts, node, depth)
    if isinstance(func, ast.Attribute) and func.attr == "join":
        return _fold_join(facts, node, depth) if len(node.args) == 1 else None
    if isinstance(func, ast.Attribute) and func.attr in ("format", "format_map"):
        return _fold_format(facts, node, depth)
    if _REDUCES & facts.names.names(func):
        return _fold_reduce(facts, node, depth)
    if isinstance(func, ast.Name) and not node.args:
        returned = _only_return(facts, func) if not node.keywords else None
        return None if returned is None else _fold(facts, returned, depth + 1)
    made = _fold_call(facts, node, depth)
    return made if isinstance(made, str) else _fold_builtin(facts, node, depth)


_MOST_CODE_POINT = 0x10FFFF
"""The largest code point `chr` takes."""


def _fold_builtin(facts: StrictFacts, node: ast.Call, depth: int) -> str | None:
    """`str(...)` of one constant (`str(42)`) or `chr(...)` of one code point (`chr(120)`)."""
    names = facts.names.names(node.func)
    if "builtins.str" in names and (len(node.args) > 1 or node.keywords):
        return _fold_decode(facts, node, depth)  # `str(b'...', 'utf-8')`
    if len(node.args) != 1 or node.keywords or not names & {"builtins.str", "builtins.chr"}:
        return None
    value = _constant(facts, node.args[0], depth)
    if "builtins.str" in names:
        return None if value is None else str(value)
    if isinstance(value, int) and not isinstance(value, bool):
        return chr(value) if 0 <= value <= _MOST_CODE_POINT else None
    return None


_DECODES = frozenset({"codecs.decode", "codecs.encode"})
"""Library functions that make text of bytes as `bytes.decode` does, or text of text
(`codecs.decode(TEXT, 'rot13')`)."""


def _fold_decode(facts: StrictFacts, node: ast.Call, depth: int) -> str | None:
    """Text decoded from constant bytes: `B.decode(...)`, `codecs.decode(B, ...)` or
    `str(B, ...)` of bytes `_fold_bytes` makes (a literal, `bytes.fromhex('...')`,
    `base64.b64decode('...')`, ...), with a constant encoding and errors
    (`b'Each average covers ...'.decode()`); also `codecs.decode` or `encode` of folded
    text by a text codec (`codecs.decode('Ergh...', 'rot13')`)."""
    library = _DECODES & facts.names.names(node.func)
    if isinstance(node.func, ast.Attribute) and node.func.attr == "decode" and not library:
        data, rest = _fold_bytes(facts, node.func.value, depth + 1), node.args
    elif node.args:
        first = node.args[0]
        data = (
            _fold_data(facts, first, depth + 1)
            if library
            else _fold_bytes(facts, first, depth + 1)
        )
        rest = node.args[1:]
    else:
        return None
    made = _run_codec(facts, node, data, rest, depth, sorted(library))
    return made if isinstance(made, str) else None


def _run_codec(
    facts: StrictFacts,
    node: ast.Call,
    data: str | bytes | None,
    rest: list[ast.expr],
    depth: int,
    library: list[str],
) -> str | bytes | None:
    """`data.decode(*rest)`, or `codecs.decode` / `codecs.encode` (`library`) of it, with
    constant text arguments; a compressing codec only through `_inflate`'s bound."""
    args = [_constant(facts, arg, depth) for arg in rest]
    kwargs = {item.arg: _constant(facts, item.value, depth) for item in node.keywords}
    if data is None or None in args or None in kwargs or None in kwargs.values():
        return None
    if not all(isinstance(arg, str) for arg in [*args, *kwargs.values()]):
        return None
    try:
        if not library:
            return data.decode(*args, **kwargs) if isinstance(data, bytes) else None  # type: ignore[arg-type]
        encoding = str(args[0] if args else kwargs.get("encoding", "utf-8"))
        packed = codecs.lookup(encoding).name
        if packed in _INFLATERS:
            decoding = library == ["codecs.decode"] and isinstance(data, bytes)
            return _inflate(packed, data) if decoding else None  # type: ignore[arg-type]
        run = codecs.decode if library == ["codecs.decode"] else codecs.encode
        made = run(data, *args, **kwargs)  # type: ignore[arg-type]
    except (LookupError, TypeError, ValueError):
        return None
    return made if isinstance(made, str | bytes) and len(made) <= _MOST_GROWN else None


def _fold_data(facts: StrictFacts, node: ast.expr, depth: int) -> str | bytes | None:
    """Folded text (`_fold`) or bytes (`_fold_bytes`)."""
    text = _fold(facts, node, depth)
    return text if text is not None else _fold_bytes(facts, node, depth)


_BYTES_DECODERS: dict[str, Any] = {
    "builtins.bytes.fromhex": bytes.fromhex,
    "builtins.bytearray.fromhex": bytearray.fromhex,
    "binascii.unhexlify": binascii.unhexlify,
    "binascii.a2b_hex": binascii.a2b_hex,
    "binascii.a2b_base64": binascii.a2b_base64,
    "binascii.a2b_qp": binascii.a2b_qp,
    "binascii.a2b_uu": binascii.a2b_uu,
    "base64.b16decode": base64.b16decode,
    "base64.b32decode": base64.b32decode,
    "base64.b32hexdecode": base64.b32hexdecode,
    "base64.b64decode": base64.b64decode,
    "base64.standard_b64decode": base64.standard_b64decode,
    "base64.urlsafe_b64decode": base64.urlsafe_b64decode,
    "base64.decodebytes": base64.decodebytes,
    "base64.a85decode": base64.a85decode,
    "base64.b85decode": base64.b85decode,
    "quopri.decodestring": quopri.decodestring,
}
"""Library functions that make bytes of constant text or bytes without growing them
(`bytes.fromhex('5370...')`, `base64.b64decode('U3Bs...')`)."""
_INFLATERS = {
    "zlib": zlib.decompressobj,
    "bz2": bz2.BZ2Decompressor,
    "lzma": lzma.LZMADecompressor,
}
"""Decompressors, each run only up to `_MOST_GROWN` bytes (a small input may grow huge)."""
_INFLATING = {
    "zlib.decompress": "zlib", "bz2.decompress": "bz2", "lzma.decompress": "lzma",
    "gzip.decompress": "gzip",
}  # fmt: skip
_BYTE_MAKERS = frozenset({"builtins.bytes", "builtins.bytearray"})
_MOST_BYTE = 255


def _inflate(kind: str, data: bytes) -> bytes | None:
    """`data` decompressed by `kind` (`_INFLATERS`, or `gzip`), or None once it would
    grow past `_MOST_GROWN` or is no such data. Every member or stream is read, as
    `gzip.decompress`, `bz2.decompress` and `lzma.decompress` read them (`zlib.decompress`
    reads one); data after the last that is not one more is no such data."""
    out = b""
    while True:
        made = zlib.decompressobj(wbits=31) if kind == "gzip" else _INFLATERS[kind]()
        try:
            out += made.decompress(data, _MOST_GROWN + 1 - len(out))
        except (OSError, ValueError, EOFError, zlib.error, lzma.LZMAError):
            return None
        if len(out) > _MOST_GROWN:
            return None
        data = made.unused_data
        if kind == "zlib" or not made.eof or not data.strip(b"\0" if kind == "gzip" else b""):
            return out


def _fold_bytes(facts: StrictFacts, node: ast.expr, depth: int) -> bytes | None:
    """The bytes an expression surely makes: a bytes literal, `+` of two, a name bound
    once to one, or a call of constants `_fold_made_bytes` reads; None past
    `_MOST_GROWN`."""
    if depth > _FOLD_DEPTH:
        return None
    value = facts.names.only_value(node) if isinstance(node, ast.Name) else node
    if isinstance(value, ast.Constant) and isinstance(value.value, bytes):
        return value.value if len(value.value) <= _MOST_GROWN else None
    if isinstance(value, ast.BinOp) and isinstance(value.op, ast.Add):
        left = _fold_bytes(facts, value.left, depth + 1)
        right = _fold_bytes(facts, value.right, depth + 1) if left is not None else None
        return None if left is None or right is None else left + right
    if isinstance(value, ast.Call):
        made = _fold_made_bytes(facts, value, depth)
        return (
            bytes(made)
            if isinstance(made, bytes | bytearray) and len(made) <= _MOST_GROWN
            else None
        )
    return None


def _fold_made_bytes(facts: StrictFacts, node: ast.Call, depth: int) -> bytes | None:
    """Bytes a call makes of constants: a decoder of hex, base64 and the like
    (`_BYTES_DECODERS`), a bounded decompression (`zlib.decompress(B)`), `TEXT.encode()`,
    `codecs.encode` / `decode` giving bytes, `bytes((83, 112, ...))` or `bytes(TEXT,
    'utf-8')`."""
    names = facts.names.names(node.func)
    func = node.func
    if isinstance(func, ast.Attribute) and func.attr == "encode" and not names & _DECODES:
        text = _fold(facts, func.value, depth + 1)
        made = None if text is None else _text_call(facts, node, text, str.encode, depth)
        return made if isinstance(made, bytes) else None
    if names & _DECODES and node.args:
        data = _fold_data(facts, node.args[0], depth + 1)
        made = _run_codec(facts, node, data, node.args[1:], depth, sorted(names & _DECODES))
        return made if isinstance(made, bytes) else None
    if not node.args:
        return None
    if len(names) == 1 and (
        next(iter(names)) in _BYTES_DECODERS or next(iter(names)) in _INFLATING
    ):
        name = next(iter(names))
        data = _fold_data(facts, node.args[0], depth + 1)
        if name in _INFLATING:
            packed = data if isinstance(data, bytes) and len(node.args) == 1 else None
            return None if packed is None or node.keywords else _inflate(_INFLATING[name], packed)
        made = (
            None if data is None else _text_call(facts, node, data, _BYTES_DECODERS[name], depth)
        )
        return made if isinstance(made, bytes | bytearray) else None
    if names & _BYTE_MAKERS and len(names) == 1 and not node.keywords:
        return _bytes_of(facts, node, depth)
    return None


def _text_call(
    facts: StrictFacts, node: ast.Call, data: str | bytes, function: Any, depth: int
) -> object:
    """`function(data, ...)` with the call's other arguments (all of a method's, `TEXT.
    encode(...)`, else those after the first) as constants; None when one is not
    constant or the call fails."""
    method = isinstance(node.func, ast.Attribute) and node.func.attr == "encode"
    args = [_constant(facts, arg, depth) for arg in node.args[0 if method else 1 :]]
    kwargs = {item.arg: _constant(facts, item.value, depth) for item in node.keywords}
    if None in args or None in kwargs or None in kwargs.values():
        return None
    try:
        return function(data, *args, **kwargs)
    except (LookupError, TypeError, ValueError, binascii.Error):
        return None


def _bytes_of(facts: StrictFacts, node: ast.Call, depth: int) -> bytes | None:
    """`bytes(...)` of a literal of byte values (`bytes((83, 112))`) or of folded text
    and a constant encoding (`bytes(TEXT, 'utf-8')`)."""
    first = (
        facts.names.only_value(node.args[0])
        if isinstance(node.args[0], ast.Name)
        else node.args[0]
    )
    if len(node.args) == 1 and isinstance(first, ast.List | ast.Tuple):
        values = [_constant(facts, item, depth) for item in first.elts]
        if len(values) > _MOST_GROWN or not all(
            isinstance(item, int) and not isinstance(item, bool) and 0 <= item <= _MOST_BYTE
            for item in values
        ):
            return None
        return bytes(values)  # type: ignore[arg-type]
    text = _fold(facts, node.args[0], depth + 1)
    made = None if text is None else _text_call(facts, node, text, str.encode, depth)
    return made if isinstance(made, bytes) else None


_ADDS = frozenset({"__add__"})
"""Method names that join two strings as `+` does (`HEAD.__add__(TAIL)`)."""
_CONCATS = frozenset({"operator.add", "operator.concat", "operator.iadd", "operator.iconcat"})
"""Library functions that join two strings as `+` does (`operator.concat(HEAD, TAIL)`)."""
_MODS = frozenset({"operator.mod", "operator.imod"})
"""Library functions that format as `%` does (`operator.mod(FORMAT, (HEAD, TAIL))`)."""


def _unbound_str(facts: StrictFacts, func: ast.Attribute) -> bool:
    """Whether a call is a `str` method looked up on the class (`str.join(" ", PARTS)`,
    `str.__add__(HEAD, TAIL)`, `str.strip(TEXT)`): its first argument is the text."""
    return (
        func.attr in _STR_FOLDED
        and isinstance(func.value, ast.Name | ast.Attribute)
        and "builtins.str" in facts.names.names(func.value)
    )


def _fold_join(facts: StrictFacts, node: ast.Call, depth: int) -> str | None:
    """`sep.join` of a literal list or tuple of folded strings, or of the words a `str`
    method makes of folded text (`" ".join(TEXT.split())`)."""
    if node.keywords:
        return None
    separator = _fold(facts, node.func.value, depth + 1)  # type: ignore[attr-defined]
    parts = _fold_items(facts, node.args[0], depth + 1) if separator is not None else None
    return None if separator is None or parts is None else separator.join(parts)


_MOST_ITEMS = 1_000
"""Items of an iterable folded at most (`_fold_items`)."""
_MAPS = frozenset({"builtins.map"})
_FILTERS = frozenset({"builtins.filter"})
_REDUCES = frozenset({"functools.reduce"})


def _fold_items(facts: StrictFacts, node: ast.expr, depth: int) -> list[str] | None:
    """The strings an iterable surely yields: a literal list or tuple of folded strings,
    the words or lines a `str` method or library function makes (`TEXT.split()`,
    `textwrap.wrap(...)`), a comprehension over such (`part.strip() for part in
    RAW.splitlines() if part`), `map` of a function over such, `filter(None, ...)`; a
    name bound once to one of these. None when it cannot tell."""
    value = facts.names.only_value(node) if isinstance(node, ast.Name) else node
    if depth > _FOLD_DEPTH:
        return None
    if isinstance(value, ast.List | ast.Tuple):
        return _fold_elements(facts, value.elts, depth)
    if isinstance(value, ast.ListComp | ast.GeneratorExp):
        return _fold_comprehension(facts, value, depth)
    reordered = _reordered(facts, value, depth)
    if reordered is not None:
        return reordered
    spliced = _spliced(facts, value, depth)
    if spliced is not None:
        return _fold_elements(facts, [ast.Starred(part, ast.Load()) for part in spliced], depth)
    if not isinstance(value, ast.Call) or value.keywords:
        return _characters(facts, value, depth)
    names = facts.names.names(value.func)
    if names & (_MAPS | _FILTERS) and len(value.args) == _PAIR:
        items = _fold_items(facts, value.args[1], depth + 1)
        if items is None or len(items) > _MOST_ITEMS:
            return None
        if names & _FILTERS:
            empty = isinstance(value.args[0], ast.Constant) and value.args[0].value is None
            return [item for item in items if item] if empty else None
        made = [_apply(facts, value.args[0], [item], depth + 1) for item in items]
        return None if None in made else made  # type: ignore[return-value]
    made = _fold_call(facts, value, depth + 1)
    return made if isinstance(made, list) else _characters(facts, value, depth)


_REORDERS = frozenset({"builtins.reversed", "builtins.sorted"})
"""Functions that yield the same items in another order."""


_REORDER_WORDS = re.compile(r"reversed|sorted|\[")
"""Words without which the code reorders or slices no items."""


def _reordered(facts: StrictFacts, node: ast.expr, depth: int) -> list[str] | None:
    """The items of a slice of folded items (`WORDS[::-1]`), of `reversed(ITEMS)` or of
    `sorted(ITEMS, ...)`. Sorted by a key it does not run, they are taken in their own
    order when none holds a line break: then each line of any join of them is as long in
    every order. None for any other expression."""
    if _REORDER_WORDS.search(facts.code) is None:
        return None
    if isinstance(node, ast.Subscript):
        picked = _slice_of(node.slice) if isinstance(node.slice, ast.Slice) else None
        items = _fold_items(facts, node.value, depth + 1) if picked is not None else None
        return None if items is None or picked is None else items[picked]
    names = facts.names.names(node.func) if isinstance(node, ast.Call) else frozenset()
    if not names & _REORDERS or len(node.args) != 1 or len(names) != 1:  # type: ignore[attr-defined]
        return None
    items = _fold_items(facts, node.args[0], depth + 1)
    if items is None or "builtins.reversed" in names:
        return None if items is None or node.keywords else items[::-1]
    keywords = {item.arg: item.value for item in node.keywords}
    if None in keywords or set(keywords) - {"key", "reverse"}:
        return None
    reverse = _constant(facts, keywords["reverse"], depth) if "reverse" in keywords else False
    key = keywords.get("key")
    if key is None or (isinstance(key, ast.Constant) and key.value is None):
        return sorted(items, reverse=bool(reverse)) if isinstance(reverse, bool | int) else None
    return None if any(_DOC_BREAKS.search(item) for item in items) else items


def _slice_of(node: ast.Slice) -> slice | None:
    """A slice of constant bounds (`[::-1]`, `[2:]`), or None."""
    bounds = [_index(part) for part in (node.lower, node.upper, node.step)]
    if any(part is not None and bound is None for part, bound in
           zip((node.lower, node.upper, node.step), bounds, strict=True)):  # fmt: skip
        return None
    if node.step is not None and bounds[2] == 0:
        return None
    return slice(*bounds)


def _index(node: ast.expr | None) -> int | None:
    """A constant whole number, also negative (`-1`); None else."""
    sign = 1
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        node, sign = node.operand, -1
    if isinstance(node, ast.Constant) and type(node.value) is int:
        return sign * node.value
    return None


def _fold_subscript(facts: StrictFacts, node: ast.Subscript, depth: int) -> str | None:
    """An item of folded items or letters at a constant place (`WORDS[3]`), or a slice
    of folded text (`TEXT[::-1]`)."""
    if isinstance(node.slice, ast.Slice):
        text = _fold(facts, node.value, depth + 1)
        picked = _slice_of(node.slice)
        return None if text is None or picked is None else text[picked]
    place = _index(node.slice)
    if place is None and isinstance(node.slice, ast.Name):
        place = _index(facts.names.only_value(node.slice))
    items = _fold_items(facts, node.value, depth + 1) if place is not None else None
    if items is None or place is None or not -len(items) <= place < len(items):
        return None
    return items[place]


_CHAINS = frozenset({"itertools.chain", "builtins.list", "builtins.tuple", "builtins.iter"})
"""Functions that yield the items of their iterables in turn (of a text, its letters)."""
_CHAINED = frozenset({"itertools.chain.from_iterable"})


def _spliced(facts: StrictFacts, value: ast.expr, depth: int) -> list[ast.expr] | None:
    """The iterables whose items an expression yields in turn: both sides of `+`
    (`list(HEAD) + list(TAIL)`), the arguments of `itertools.chain` (`_CHAINS`), the
    items of `chain.from_iterable`'s one argument; None for anything else. Arguments
    spread from a literal, `chain(*[HEAD, TAIL])`, are its items (`_spread`)."""
    if isinstance(value, ast.BinOp) and isinstance(value.op, ast.Add):
        return [value.left, value.right]
    if not isinstance(value, ast.Call) or value.keywords:
        return None
    names = facts.names.names(value.func)
    args = _spread(facts, value.args)
    if any(isinstance(arg, ast.Starred) for arg in args):
        return None
    if "itertools.chain" in names or (names & _CHAINS and len(args) == 1):
        return args
    if names & _CHAINED and len(value.args) == 1:  # `chain.from_iterable([HEAD, TAIL])`
        items = _fold_items(facts, value.args[0], depth + 1)
        return None if items is None else [ast.Constant(value=item) for item in items]
    return None


def _fold_elements(facts: StrictFacts, elements: list[ast.expr], depth: int) -> list[str] | None:
    """The strings of a literal list's elements: each folded, each `*` one spread into
    the items it yields (`[*HEAD, *TAIL]`, the letters of two texts)."""
    parts: list[str] = []
    for item in elements:
        if isinstance(item, ast.Starred):
            spread = _fold_items(facts, item.value, depth + 1)
            if spread is None:
                return None
            parts += spread
        else:
            text = _fold(facts, item, depth + 1)
            if text is None:
                return None
            parts.append(text)
    return parts


def _characters(facts: StrictFacts, node: ast.expr, depth: int) -> list[str] | None:
    """The letters of folded text, which iterating it yields (`"".join(TEXT)`)."""
    text = _fold(facts, node, depth + 1)
    return None if text is None else list(text)


def _fold_comprehension(
    facts: StrictFacts, node: ast.ListComp | ast.GeneratorExp, depth: int
) -> list[str] | None:
    """A comprehension of one loop over folded items (`_fold_items`), or over constant
    places (`_places`: `WORDS[i] for i in (3, 0, 2)`), with a plain name as its target,
    its element and conditions folded with the name bound to each item."""
    if len(node.generators) != 1:
        return None
    loop = node.generators[0]
    items: list[str] | list[int] | None = _fold_items(facts, loop.iter, depth + 1)
    if items is None:
        items = _places(facts, loop.iter)  # `WORDS[i] for i in (3, 0, 2)`
    if items is None or len(items) > _MOST_ITEMS or loop.is_async:
        return None
    if not isinstance(loop.target, ast.Name):
        return None
    made: list[str] = []
    for item in items:
        bound = {loop.target.id: item}
        kept = [_fold(facts, _bind(test, bound), depth + 1) for test in loop.ifs]
        if None in kept:
            return None
        if all(kept):
            text = _fold(facts, _bind(node.elt, bound), depth + 1)
            if text is None:
                return None
            made.append(text)
    return made


def _places(facts: StrictFacts, node: ast.expr) -> list[int] | None:
    """The whole numbers a literal of constants yields, or `range` of constants."""
    value = facts.names.only_value(node) if isinstance(node, ast.Name) else node
    if isinstance(value, ast.List | ast.Tuple):
        places = [_index(item) for item in value.elts]
        return None if None in places else places  # type: ignore[return-value]
    if (
        not isinstance(value, ast.Call)
        or value.keywords
        or "builtins.range" not in (facts.names.names(value.func))
    ):
        return None
    bounds = [_index(arg) for arg in value.args]
    if None in bounds or not 1 <= len(bounds) <= 3 or (len(bounds) == 3 and not bounds[2]):  # noqa: PLR2004
        return None
    made = range(*bounds)  # type: ignore[arg-type]
    try:
        size = len(made)
    except OverflowError:  # longer than sys.maxsize: more than any bound
        return None
    return list(made) if size <= _MOST_ITEMS else None


def _apply(facts: StrictFacts, func: ast.expr, args: list[str], depth: int) -> str | None:
    """What a function surely makes of folded strings: a lambda's body with its
    parameters bound to them, or any call `_fold_called` reads (`str.strip`,
    `operator.concat`)."""
    if isinstance(func, ast.Lambda):
        spec = func.args
        names = [arg.arg for arg in [*spec.posonlyargs, *spec.args]]
        if len(names) != len(args) or spec.vararg or spec.kwarg or spec.kwonlyargs:
            return None
        return _fold(facts, _bind(func.body, dict(zip(names, args, strict=True))), depth + 1)
    call = ast.Call(func=func, args=[ast.Constant(value=arg) for arg in args], keywords=[])
    return _fold_called(facts, call, depth + 1)


def _bind(node: ast.expr, values: dict[str, str] | dict[str, int]) -> ast.expr:
    """`node` with each read of a name of `values` replaced by its string (a nested
    lambda or comprehension is kept whole); the rest of the tree is shared, so the names
    it reads still resolve."""
    if isinstance(node, ast.Name) and node.id in values:
        return ast.Constant(value=values[node.id])
    if isinstance(node, ast.Lambda | ast.ListComp | ast.GeneratorExp | ast.SetComp | ast.DictComp):
        return node
    fields: dict[str, Any] = {}
    changed = False
    for field, value in ast.iter_fields(node):
        if isinstance(value, ast.expr):
            fields[field] = _bind(value, values)
        elif isinstance(value, list):
            fields[field] = [_bind(item, values) if isinstance(item, ast.expr) else item
                             for item in value]  # fmt: skip
        else:
            fields[field] = value
        changed = changed or fields[field] != value
    return type(node)(**fields) if changed else node


def _fold_reduce(facts: StrictFacts, node: ast.Call, depth: int) -> str | None:
    """`functools.reduce(func, items[, first])` of folded items and a function `_apply`
    reads (`lambda a, b: a + ' ' + b`, `operator.concat`): the text it makes, or None
    once it grows past `_MOST_GROWN`."""
    if node.keywords or len(node.args) not in (_PAIR, _PAIR + 1):
        return None
    items = _fold_items(facts, node.args[1], depth + 1)
    if items is None or len(items) > _MOST_ITEMS:
        return None
    if len(node.args) > _PAIR:
        first = _fold(facts, node.args[2], depth + 1)
        items = None if first is None else [first, *items]
    if not items:
        return None
    text: str | None = items[0]
    for item in items[1:]:
        text = _apply(facts, node.args[0], [text, item], depth)  # type: ignore[list-item]
        if text is None or len(text) > _MOST_GROWN:
            return None
    return text


def _percent_call(facts: StrictFacts, node: ast.Call) -> ast.BinOp | None:
    """A call that formats as `%` does, as that `%`: `FORMAT.__mod__(ARGS)` or
    `operator.mod(FORMAT, ARGS)` (`_MODS`, also of `*PAIR`); None for any other."""
    func = node.func
    if node.keywords:
        return None
    if isinstance(func, ast.Attribute) and func.attr == "__mod__" and len(node.args) == 1:
        return ast.BinOp(func.value, ast.Mod(), node.args[0])
    pair = _spread(facts, node.args) if _MODS & facts.names.names(func) else []
    if len(pair) != _PAIR or any(isinstance(item, ast.Starred) for item in pair):
        return None
    return ast.BinOp(pair[0], ast.Mod(), pair[1])


_PLAIN_PERCENT = re.compile(r"%[%s]")
"""The conversions `_fold_percent` reads: `%s` and `%%` (no width, no mapping key)."""
_KEYED_PERCENT = re.compile(r"%(?:%|\([^()]*\)s)")
"""The conversions `_fold_percent` reads of a mapping: `%(name)s` and `%%`."""
_PERCENT_KEY = re.compile(r"%\(([^()]*)\)s")
"""The key a `%(name)s` conversion looks up."""


def _keep_keys(match: re.Match[str]) -> str:
    """A `%(name)s` conversion as it is, `%%` as nothing (`%%(name)s` is no conversion)."""
    return "" if match.group() == "%%" else match.group()


def _fold_percent(facts: StrictFacts, node: ast.BinOp, depth: int) -> str | None:
    """`FORMAT % (A, B)` of a folded format holding only `%s` and `%%` and folded
    arguments (a tuple of them, or one), or only `%(name)s` and `%%` and a mapping
    `_fold_mapping` reads (`'%(head)s%(tail)s' % {'head': HEAD, 'tail': TAIL}`)."""
    template = _fold(facts, node.left, depth + 1)
    if template is None:
        return None
    right = facts.names.only_value(node.right) if isinstance(node.right, ast.Name) else node.right
    if "%(" in template and "%" not in _KEYED_PERCENT.sub("", template):
        mapping = _fold_mapping(facts, right, depth)
        args: Any = mapping
        used = _PERCENT_KEY.findall(_KEYED_PERCENT.sub(_keep_keys, template))
        values = [None] if mapping is None else [mapping.get(key) for key in used]
    elif "%" not in _PLAIN_PERCENT.sub("", template):
        items = right.elts if isinstance(right, ast.Tuple) else [node.right]
        values = [_constant(facts, item, depth) for item in items]
        args = tuple(values)
    else:
        return None
    if None in values:
        return None
    widest = max([1, *(len(str(arg)) for arg in values)])
    if len(template) + template.count("%") * widest > _MOST_GROWN:
        return None  # `'%s%s...' % (A, A, ...)` grows past any bound: measured before made
    try:
        return template % args
    except (KeyError, TypeError, ValueError):
        return None


_Key = str | int | bool
"""A mapping's key as a constant (`1` and `True` are one key, as in Python)."""


def _fold_mapping(facts: StrictFacts, node: ast.expr, depth: int) -> dict[_Key, Any] | None:
    """A mapping of constant keys, built as Python builds it (the last of a repeated key
    wins): a dict literal, with `**` of such; `dict(...)` of such a mapping, of a literal
    of pairs or of `zip` of two columns, and of keywords, `**` of such; `A | B` of such; a
    name bound once to one; None when it is none of these. Each value is its constant
    (`_constant`), None when it cannot tell; a key it cannot tell (`**` of another
    mapping, a key computed at run time) may replace any key before it, so those are
    unknown after it (`_unknown_before`)."""
    value = facts.names.only_value(node) if isinstance(node, ast.Name) else node
    if depth > _FOLD_DEPTH:
        return None
    if isinstance(value, ast.BinOp) and isinstance(value.op, ast.BitOr):
        left = _fold_mapping(facts, value.left, depth + 1)
        right = _fold_mapping(facts, value.right, depth + 1) if left is not None else None
        return None if left is None or right is None else {**left, **right}
    if isinstance(value, ast.Dict):
        return _dict_literal(facts, value, depth)
    made: dict[_Key, Any] = {}
    if not (isinstance(value, ast.Call) and "builtins.dict" in facts.names.names(value.func)):
        return None
    if len(value.args) > 1 or any(isinstance(arg, ast.Starred) for arg in value.args):
        return None
    if value.args:
        made = _dict_argument(facts, value.args[0], depth)
    for item in value.keywords:
        if item.arg is None:
            made = _spread_mapping(facts, made, item.value, depth)
        else:
            made[item.arg] = _constant(facts, item.value, depth)
    return made


def _dict_literal(facts: StrictFacts, node: ast.Dict, depth: int) -> dict[_Key, Any]:
    """What a dict literal holds (`_fold_mapping`), `**` of a mapping spread in turn."""
    made: dict[_Key, Any] = {}
    for key, item in zip(node.keys, node.values, strict=True):
        if key is None:  # `{**MAP, ...}`
            made = _spread_mapping(facts, made, item, depth)
        else:
            _add_entry(made, _constant(facts, key, depth), _constant(facts, item, depth))
    return made


def _unknown_before(made: dict[_Key, Any]) -> dict[_Key, Any]:
    """What is known of a mapping once a key it cannot tell is added: its keys, whose
    values may all have been replaced."""
    return dict.fromkeys(made)


def _add_entry(made: dict[_Key, Any], key: object, item: object) -> None:
    """Add `key: item` to a folded mapping in place (a key it cannot tell is None)."""
    if isinstance(key, str | int | bool):
        made[key] = item
    else:
        made.update(_unknown_before(made))


def _spread_mapping(
    facts: StrictFacts, made: dict[_Key, Any], node: ast.expr, depth: int
) -> dict[_Key, Any]:
    """A folded mapping with `**node` spread into it (`_fold_mapping`)."""
    spread = _fold_mapping(facts, node, depth + 1)
    return _unknown_before(made) if spread is None else {**made, **spread}


def _dict_argument(facts: StrictFacts, node: ast.expr, depth: int) -> dict[_Key, Any]:
    """What `dict(node)` holds: a folded mapping, a literal of pairs (`[("a", A)]`), or
    `zip(KEYS, VALUES)` of folded items or a literal of values; an argument it cannot
    read gives a mapping of unknown keys (`{}` with nothing known)."""
    mapping = _fold_mapping(facts, node, depth + 1)
    if mapping is not None:
        return mapping
    value = facts.names.only_value(node) if isinstance(node, ast.Name) else node
    made: dict[_Key, Any] = {}
    if isinstance(value, ast.List | ast.Tuple):
        for pair in value.elts:
            if isinstance(pair, ast.Tuple | ast.List) and len(pair.elts) == _PAIR:
                key, item = pair.elts
                _add_entry(made, _constant(facts, key, depth), _constant(facts, item, depth))
            else:
                _add_entry(made, None, None)
        return made
    zipped = isinstance(value, ast.Call) and "builtins.zip" in facts.names.names(value.func)
    if not zipped or len(value.args) != _PAIR or value.keywords:  # type: ignore[union-attr]
        return made
    keys, items = value.args  # type: ignore[union-attr]
    folded_keys = _fold_items(facts, keys, depth + 1)
    listed = facts.names.only_value(items) if isinstance(items, ast.Name) else items
    values: list[Any] | None = (
        [_constant(facts, item, depth) for item in listed.elts]
        if isinstance(listed, ast.List | ast.Tuple)
        and not any(isinstance(item, ast.Starred) for item in listed.elts)
        else _fold_items(facts, items, depth + 1)
    )
    if folded_keys is None or values is None:
        return made
    for key, item in zip(folded_keys, values, strict=False):
        made[key] = item
    return made


def _fold_format(facts: StrictFacts, node: ast.Call, depth: int) -> str | None:
    """`FORMAT.format(...)` of a folded format whose fields are plain (a position or a
    name, no attribute, index or format spec: nothing can grow it) and folded arguments."""
    template = _fold(facts, node.func.value, depth + 1)  # type: ignore[attr-defined]
    if template is None:
        return None
    try:
        fields = list(string.Formatter().parse(template))
    except ValueError:
        return None
    for _, field, spec, conversion in fields:
        if field is not None and (spec not in ("", "s") or conversion not in (None, "s")
                                  or not (field == "" or field.isidentifier()
                                          or field.isdigit())):  # fmt: skip
            return None
    as_map = node.func.attr == "format_map"  # type: ignore[attr-defined]
    if as_map:
        mapping = _fold_mapping(facts, node.args[0], depth) if len(node.args) == 1 else None
        args, kwargs = [], {} if mapping is None or node.keywords else mapping
    else:
        args = [_constant(facts, arg, depth) for arg in node.args]
        kwargs = _format_keywords(facts, node, depth)
    named = [kwargs.get(field) for _, field, _, _ in fields if field and not field.isdigit()]
    if None in args or None in named:
        return None  # a key the format does not read may be anything
    widest = max([1, *(len(str(arg)) for arg in [*args, *named])])
    if len(template) + len(fields) * widest > _MOST_GROWN:
        return None  # `"{0}" * 1000` of a long text grows past any bound: measured first
    try:
        return template.format_map(kwargs) if as_map else template.format(*args, **kwargs)
    except (IndexError, KeyError, TypeError, ValueError):
        return None


def _format_keywords(facts: StrictFacts, node: ast.Call, depth: int) -> dict[_Key, Any]:
    """The keywords of a `.format(...)` call folded (`_constant`), each `**MAP` spreading
    a mapping `_fold_mapping` reads; one it cannot read adds nothing known (a call
    given a keyword twice fails)."""
    kwargs: dict[_Key, Any] = {}
    for item in node.keywords:
        if item.arg is not None:
            kwargs[item.arg] = _constant(facts, item.value, depth)
        else:
            kwargs.update(_fold_mapping(facts, item.value, depth) or {})
    return kwargs


_TEXT_METHODS = frozenset({
    "strip", "lstrip", "rstrip", "lower", "upper", "casefold", "title", "capitalize",
    "swapcase", "removeprefix", "removesuffix", "replace", "expandtabs", "split",
    "splitlines", "rsplit",
})  # fmt: skip
"""Methods of `str` that make text (or its words) of a string and constant arguments
without growing it past what `_MOST_GROWN` bounds: `.replace('\n', ' ')` joins lines."""
_STR_FOLDED = frozenset({
    *_TEXT_METHODS, *_ADDS, "join", "translate", "format", "format_map", "__mod__",
})  # fmt: skip
"""Methods of `str` folded also when looked up on `str` itself (`_unbound_str`)."""
_TEXT_FUNCTIONS = {
    "inspect.cleandoc": inspect.cleandoc,
    "textwrap.dedent": textwrap.dedent,
    "textwrap.fill": textwrap.fill,
    "textwrap.wrap": textwrap.wrap,
    "textwrap.indent": textwrap.indent,
    "textwrap.shorten": textwrap.shorten,
}
"""Library functions that make text of constant text (`inspect.cleandoc("...")`)."""
_MOST_GROWN = 100_000
"""Characters a folded call may make at most (bounds `replace`, `indent` and widths)."""


def _fold_call(facts: StrictFacts, node: ast.Call, depth: int) -> str | list[str] | None:
    """What a call surely makes of constants: a `str` method (`_TEXT_METHODS`) of folded
    text, or a library text function (`_TEXT_FUNCTIONS`), with constant arguments
    (`inspect.cleandoc(TEXT).replace('\\n', ' ')` joins the lines of `TEXT`); None when
    it cannot tell or the text could grow past `_MOST_GROWN`."""
    if isinstance(node.func, ast.Attribute) and node.func.attr == "translate":
        return _fold_translate(facts, node, depth)
    args = [_constant(facts, arg, depth) for arg in node.args]
    kwargs = {item.arg: _constant(facts, item.value, depth) for item in node.keywords}
    if None in args or None in kwargs or None in kwargs.values():
        return None
    if isinstance(node.func, ast.Attribute) and node.func.attr in _TEXT_METHODS:
        text = _fold(facts, node.func.value, depth + 1)
        args = [text, *args]
        function = getattr(str, node.func.attr)
    else:
        named = {_TEXT_FUNCTIONS[name] for name in facts.names.names(node.func)
                 if name in _TEXT_FUNCTIONS}  # fmt: skip
        function = named.pop() if len(named) == 1 else None
    if function is None or not args or not isinstance(args[0], str):
        return None
    grown = [len(arg) for arg in [*args[1:], *kwargs.values()] if isinstance(arg, str)]
    if function is str.expandtabs or "tabsize" in kwargs:  # a width only tabs grow by
        grown += [arg for arg in [*args[1:], *kwargs.values()] if isinstance(arg, int)]
    if len(args[0]) * max([1, *grown]) > _MOST_GROWN or min([0, *grown]) < 0:
        return None
    try:
        made = function(*args, **kwargs)
    except (TypeError, ValueError):
        return None
    return made if isinstance(made, str | list) else None


def _fold_translate(facts: StrictFacts, node: ast.Call, depth: int) -> str | None:
    """`TEXT.translate(table)` of folded text and a constant table (`_translation`):
    `{95: 32}` turns prose joined by underscores back into prose."""
    text = _fold(facts, node.func.value, depth + 1)  # type: ignore[attr-defined]
    table = _translation(facts, node.args[0], depth) if len(node.args) == 1 else None
    if text is None or table is None or node.keywords:
        return None
    widest = max([1, *(len(value) for value in table.values() if isinstance(value, str))])
    return text.translate(table) if len(text) * widest <= _MOST_GROWN else None


def _translation(facts: StrictFacts, node: ast.expr, depth: int) -> dict[int, Any] | None:
    """A constant translation table: a dict literal of code points (or one-letter
    strings) to code points, strings or None, or `str.maketrans(...)` of constants."""
    value = facts.names.only_value(node) if isinstance(node, ast.Name) else node
    if isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute):
        if value.func.attr != "maketrans" or value.keywords:
            return None
        args = [_constant(facts, arg, depth) for arg in value.args]
        try:
            return None if None in args else str.maketrans(*args)  # type: ignore[arg-type]
        except (TypeError, ValueError):
            return None
    if not isinstance(value, ast.Dict) or None in value.keys:
        return None
    pairs = [(facts.names.only_value(key) if isinstance(key, ast.Name) else key, item)
             for key, item in zip(value.keys, value.values, strict=True)]  # fmt: skip
    table: dict[int, Any] = {}
    for key, item in pairs:
        if not (isinstance(key, ast.Constant) and isinstance(item, ast.Constant)):
            return None
        if isinstance(key.value, str) and len(key.value) == 1:
            table[ord(key.value)] = item.value
        elif isinstance(key.value, int) and not isinstance(key.value, bool):
            table[key.value] = item.value
        else:
            return None
    try:
        return dict(str.maketrans(table))
    except (TypeError, ValueError):
        return None


def _constant(facts: StrictFacts, node: ast.expr, depth: int) -> str | int | bool | None:
    """A call's argument as a constant: folded text, a number or a flag; None else."""
    value = facts.names.only_value(node) if isinstance(node, ast.Name) else node
    if isinstance(value, ast.Constant) and isinstance(value.value, int | bool):
        return value.value
    return _fold(facts, node, depth + 1)


def _only_return(facts: StrictFacts, func: ast.Name) -> ast.expr | None:
    """What a module-level function of the code called without arguments returns, when
    its body has one `return` (`f.__doc__ = _describe()`, text put together in a helper):
    the doc is the text that return folds to."""
    if facts.names.names(func) != {f"local:{func.id}"}:
        return None
    defined = [
        node
        for node in facts.tree.body
        if isinstance(node, ast.FunctionDef) and node.name == func.id
    ]
    if len(defined) != 1:
        return None
    returns = [node for node in ast.walk(defined[0]) if isinstance(node, ast.Return)]
    return returns[0].value if len(returns) == 1 else None


def _library_documenter(facts: StrictFacts, func: ast.expr) -> bool:
    """An imported decorator named for docs (the code's own are `_doc_setters`)."""
    return any(
        not name.startswith(("local:", "builtins."))
        and _LIBRARY_DOCUMENTERS.search(name.rpartition(".")[2]) is not None
        for name in facts.names.names(func)
    )


_SPREAD_DEPTH = 4
"""`*` of a tuple inside a tuple spelled out at most this deep (`pair = (*pair,)` ends)."""


def _spread(facts: StrictFacts, args: list[ast.expr], depth: int = 0) -> list[ast.expr]:
    """A call's positional arguments with each `*` of a tuple or list spelled out, also
    of a name bound once to one (`setattr(*pair)`, `setattr(f, *('__doc__', text))`)."""
    spread: list[ast.expr] = []
    for arg in args:
        value = facts.names.only_value(arg.value) if isinstance(arg, ast.Starred) else None
        if isinstance(value, ast.Tuple | ast.List) and depth < _SPREAD_DEPTH:
            spread += _spread(facts, value.elts, depth + 1)
        else:
            spread.append(arg)
    return spread


def _doc_strings(facts: StrictFacts) -> tuple[list[ast.Constant], list[ast.Constant]]:
    """The strings that end up in a `__doc__` (see `_strings_in`: those written there,
    and those a name there is bound to): those inside what is assigned to it (`"..." +
    "..."`, `textwrap.dedent("...")`, a name bound to a string), and those handed to a
    function of the code that sets a `__doc__` from its argument (a decorator
    `@doc("...")` or a call `set_doc(func, "...")`). Read once per code."""
    return facts.derived(_find_doc_strings)


_REWRAPS = frozenset({"textwrap.fill", "textwrap.wrap", "textwrap.shorten"})
"""Calls that wrap text anew: a doc made by one reads as its result (`_folded_docs` folds
and measures it), not as the text handed in (`textwrap.fill(SUMMARY, width=72)`); one
whose result cannot be worked out (a width known only at run time) is measured as the
text handed in."""


def _rewrapped(facts: StrictFacts, value: ast.expr) -> bool:
    """`textwrap.fill(...)`, or `sep.join(textwrap.wrap(...))`."""
    if (
        isinstance(value, ast.Call)
        and isinstance(value.func, ast.Attribute)
        and value.func.attr == "join"
        and len(value.args) == 1
    ):
        value = value.args[0]
    return isinstance(value, ast.Call) and bool(facts.names.names(value.func) & _REWRAPS)


def _find_doc_strings(facts: StrictFacts) -> tuple[list[ast.Constant], list[ast.Constant]]:
    values = [
        value
        for value in _doc_values(facts)
        if not (_rewrapped(facts, value) and _fold(facts, value, 0) is not None)
    ]
    written = [*values, *facts.derived(_given_docs)]
    setters, hooks = _doc_setters(facts, written)
    if setters:
        values += _setter_arguments(facts, setters)
    if hooks:  # `class Basket(Base, doc="...")`: the keyword goes to the hook
        values += _hooked_class_strings(facts, frozenset(setters) - _keyword_fed(facts, written))
        values += [
            keyword.value
            for cls in facts.of_type(ast.ClassDef)
            for keyword in cls.keywords
            if keyword.arg != "metaclass"
        ]
        values += [
            keyword.value
            for call in facts.of_type(ast.Call)
            if "builtins.type" in facts.names.names(call.func)
            for keyword in call.keywords
        ]
    if hooks:
        values += _member_docs(facts, values)
    return _strings_in(facts, values)


_MEMBER_HOOKS = frozenset({"__new__", "__init__"})


def _member_docs(facts: StrictFacts, values: list[ast.expr]) -> list[ast.expr]:
    """The items of the values bound in a class body (an enum's members, `PENDING = 1,
    "..."`) that the class's `__new__` or `__init__` (or a base's of the code) writes
    into a `__doc__` (`member.__doc__ = doc`): the item at the place of the parameter
    the doc is made from (each item for `*args`), or the whole value for the first."""
    found: list[ast.expr] = []
    for value in values:
        method = facts.owner(value)
        holder = facts.owner(method) if method is not None else None
        if not (
            isinstance(method, ast.FunctionDef | ast.AsyncFunctionDef)
            and method.name in _MEMBER_HOOKS
            and isinstance(holder, ast.ClassDef)
        ):
            continue
        used = {node.id for node in ast.walk(value) if isinstance(node, ast.Name)}
        params = [*method.args.posonlyargs, *method.args.args][1:]
        places = {place for place, param in enumerate(params) if param.arg in used}
        spread = method.args.vararg is not None and method.args.vararg.arg in used
        classes = [holder, *(
            cls for cls in facts.of_type(ast.ClassDef)
            if any(isinstance(base, ast.Name) and base.id == holder.name for base in cls.bases)
        )]  # fmt: skip
        for cls in classes:
            for item in cls.body:
                if not isinstance(item, ast.Assign):
                    continue
                items = item.value.elts if isinstance(item.value, ast.Tuple) else [item.value]
                found += [part for place, part in enumerate(items) if spread or place in places]
    return found


def _hooked_class_strings(facts: StrictFacts, setters: frozenset[str]) -> list[ast.expr]:
    """The values bound in the body of each class statement whose metaclass or base is a
    class of the code with a hook that sets a `__doc__` from its arguments: the hook reads
    the class's namespace too (`namespace['__doc__'] = namespace.pop('summary')`, `cls.__doc__
    = cls.summary`), so a class attribute may be its docstring."""
    values: list[ast.expr] = []
    for cls in facts.of_type(ast.ClassDef):
        named = [*cls.bases, *(item.value for item in cls.keywords if item.arg == "metaclass")]
        if not any(facts.names.names(item) & setters for item in named):
            continue
        values += [
            item.value
            for item in cls.body
            if isinstance(item, ast.Assign | ast.AnnAssign) and item.value is not None
        ]
    return values


def _strings_in(
    facts: StrictFacts, values: list[ast.expr]
) -> tuple[list[ast.Constant], list[ast.Constant]]:
    """The constants inside the values, and apart those a name in them is bound to: a
    string, or the strings of a literal container (`'\\n'.join(LINES)`; of a dict looked
    up by a constant key, that entry's: `DOCS['total']`, `DOCS.get('total')`; of a class of
    the code, what its body binds under the attribute read: `_Docs.TOTAL.value`)."""
    found: list[ast.Constant] = []
    through_names: list[ast.Constant] = []
    read: set[tuple[int, str | None, str | None]] = set()  # a name's bindings once per key
    for value in values:
        keys = {
            id(node.value): const_str(node.slice)
            for node in ast.walk(value)
            if isinstance(node, ast.Subscript)
        }
        keys.update(
            (id(node.func.value), const_str(node.args[0]))
            for node in ast.walk(value)
            if isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "get"
            and node.args
        )
        members = {
            id(node.value): node.attr
            for node in ast.walk(value)
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
        }
        for node in ast.walk(value):
            if isinstance(node, ast.Name):
                bindings = facts.names.bindings_of(node)
                key = keys.get(id(node))
                member = members.get(id(node))  # `_Docs.MEDIAN.value`: of a class, `MEDIAN`
                if bindings is not None and (id(bindings), key, member) not in read:
                    read.add((id(bindings), key, member))
                    through_names += [
                        text
                        for _, bound in bindings
                        for text in _bound_strings(
                            bound,
                            member
                            if isinstance(bound, ast.ClassDef)
                            else (member or key)
                            if isinstance(bound, ast.Call)
                            else key,
                        )
                    ]
            elif isinstance(node, ast.Constant):
                found.append(node)
    return found, through_names


def _bound_strings(bound: object, key: str | None) -> list[ast.Constant]:
    """The string constants a name's binding gives: the value itself, or those inside a
    literal list, tuple or set, or dict (its `key` entry, when looked up by one), or of a
    class's body (what it binds under `key`, the attribute read, when there is one)."""
    if isinstance(bound, ast.Constant):
        return [bound]
    if isinstance(bound, ast.ClassDef):  # `_Docs.MEDIAN.value`: an attribute of the class
        parts = [
            item.value
            for item in bound.body
            if isinstance(item, ast.Assign | ast.AnnAssign)
            and item.value is not None
            and (key is None or key in _bound_names(item))
        ]
    elif isinstance(bound, ast.Call):  # `SimpleNamespace(total="...")`, `_Docs(total=...)`
        parts = [item.value for item in bound.keywords if key is None or item.arg == key]
        parts = parts or list(bound.args)  # a field given by its place: each one
    elif isinstance(bound, ast.Dict):
        parts = [value for name, value in zip(bound.keys, bound.values, strict=True)
                 if key is None or const_str(name) == key]  # fmt: skip
    elif isinstance(bound, ast.List | ast.Tuple | ast.Set):
        parts = list(bound.elts)
    else:
        return []
    return [node for part in parts for node in ast.walk(part) if isinstance(node, ast.Constant)]


def _bound_names(statement: ast.Assign | ast.AnnAssign) -> set[str]:
    targets = statement.targets if isinstance(statement, ast.Assign) else [statement.target]
    return {
        node.id for target in targets for node in ast.walk(target) if isinstance(node, ast.Name)
    }


_CLASS_HOOKS = frozenset({"__init_subclass__", "__new__", "__init__", "__prepare__"})
"""Methods a class statement's keywords are handed to: a base's `__init_subclass__`, a
metaclass's `__prepare__`, `__new__` and `__init__`."""


_Setter = tuple[ast.FunctionDef | ast.AsyncFunctionDef, frozenset[str]] | None
"""A function of the code setting a `__doc__` and the parameters the doc is made from;
None when every argument of a call counts (a method or a class: `self` shifts the
places; `*args` or `**kwargs` in the doc; a name several defs or classes share)."""


def _doc_setters(facts: StrictFacts, values: list[ast.expr]) -> tuple[dict[str, _Setter], bool]:
    """The functions (`local:name`) that set a `__doc__` from one of their arguments
    (`*args` and `**kwargs` too), or from an argument of a function around them (a
    decorator factory), the class of such a method too (calling it hands it the
    arguments); and whether one is a method a class statement's keywords are handed to
    (`_CLASS_HOOKS`: `class Basket(Base, doc="...")`)."""
    setters: dict[str, _Setter] = {}
    hooks = False
    for value in values:
        used = {node.id for node in ast.walk(value) if isinstance(node, ast.Name)}
        owner = facts.owner(value)
        while isinstance(owner, ast.FunctionDef | ast.AsyncFunctionDef):
            arguments = owner.args
            every = [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs]
            every += [arg for arg in (arguments.vararg, arguments.kwarg) if arg is not None]
            holder = facts.owner(owner)
            params = frozenset(used & {arg.arg for arg in every})
            if params:
                _add_setter(facts, setters, owner, params)
                if isinstance(holder, ast.ClassDef):
                    setters[f"local:{owner.name}"] = setters[f"local:{holder.name}"] = None
                    hooks = hooks or owner.name in _CLASS_HOOKS
            owner = holder
    return setters, hooks


def _add_setter(
    facts: StrictFacts,
    setters: dict[str, _Setter],
    func: ast.FunctionDef | ast.AsyncFunctionDef,
    params: frozenset[str],
) -> None:
    """Record that `func` sets a `__doc__` from `params` (see `_Setter`)."""
    key = f"local:{func.name}"
    spread = {arg.arg for arg in (func.args.vararg, func.args.kwarg) if arg is not None}
    known = setters.get(key, (func, frozenset()))
    shared = sum(
        node.name == func.name
        for node in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
    )
    if known is None or known[0] is not func or params & spread or shared > 1:
        setters[key] = None
    else:
        setters[key] = (func, known[1] | params)


def _setter_arguments(facts: StrictFacts, setters: dict[str, _Setter]) -> list[ast.expr]:
    """The arguments of the calls of the code's functions that set a `__doc__`
    (`_doc_setters`) that reach it: those bound to the parameters the doc is made from
    (`@command("clean", "...", epilog="...")` writes only its `doc` into the `__doc__`,
    not the help text beside it), a `**` mapping's too; every argument of a call of a
    method or a class, or spread with `*` (see `_Setter`)."""
    found: dict[int, ast.expr] = {}
    for call in facts.of_type(ast.Call):
        for name in facts.names.names(call.func) & setters.keys():
            setter = setters[name]
            every = [*call.args, *(keyword.value for keyword in call.keywords)]
            if setter is None or any(isinstance(arg, ast.Starred) for arg in call.args):
                found.update((id(arg), arg) for arg in every)
                continue
            func, used = setter
            places = [arg.arg for arg in [*func.args.posonlyargs, *func.args.args]]
            taken = [arg for place, arg in zip(places, call.args, strict=False) if place in used]
            taken += [item.value for item in call.keywords if item.arg is None or item.arg in used]
            found.update((id(arg), arg) for arg in taken)
    return list(found.values())


_CLASS_GIVEN = {"__init_subclass__": 1, "__prepare__": 3, "__new__": 4, "__init__": 4}
"""Parameters a class hook is handed by place (the class; or the metaclass, the name,
the bases and the namespace): the others take the class statement's keywords."""
_STACK_READERS = frozenset({
    "builtins.locals", "builtins.vars", "builtins.globals", "builtins.eval", "builtins.exec",
    "builtins.super", "sys", "inspect", "gc",
})  # fmt: skip
"""Names that may reach the class being made other than through a parameter."""


def _keyword_fed(facts: StrictFacts, values: list[ast.expr]) -> frozenset[str]:
    """The classes of the code (`local:name`) whose every `__doc__` written in a method
    is written by a class hook (`_CLASS_GIVEN`) from the class statement's keywords
    alone (`cls.__doc__ = summary`, `textwrap.dedent(options["doc"])`), not from the
    class or its namespace (`cls.__doc__ = cls.about`, `namespace.pop("about")`): the
    body of a class statement deriving from one never reaches a `__doc__`, so its values
    (a long SQL query) are code, not docs."""
    fed: set[str] = set()
    reading: set[str] = set()
    for value in values:
        method = facts.owner(value)
        while isinstance(method, ast.FunctionDef | ast.AsyncFunctionDef):
            holder = facts.owner(method)
            if isinstance(holder, ast.ClassDef):
                keyed = method.name in _CLASS_GIVEN and not _reads_class(facts, value, method, 0)
                (fed if keyed else reading).add(f"local:{holder.name}")
                break
            method = holder
    return frozenset(fed - reading)


def _reads_class(
    facts: StrictFacts, value: ast.expr, method: ast.FunctionDef | ast.AsyncFunctionDef, depth: int
) -> bool:
    """Whether a doc a class hook writes (`value`, inside `method`) may be made from
    anything but the class statement's keywords: a name bound in the hook other than
    those parameters (the class, the namespace, a local not bound once to such, a keyword
    parameter stored to or shadowed), or one that reads frames or scopes."""
    arguments = method.args
    own = {id(arg): arg.arg for arg in ast.walk(arguments) if isinstance(arg, ast.arg)}
    rebound = {  # stored, or a parameter of a def inside: no longer the keyword alone
        node.id if isinstance(node, ast.Name) else node.arg
        for node in ast.walk(method)
        if (isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store | ast.Del))
        or (isinstance(node, ast.arg) and id(node) not in own)
    }
    given = [*arguments.posonlyargs, *arguments.args][_CLASS_GIVEN[method.name] :]
    extra = [arg for arg in (arguments.vararg, arguments.kwarg) if arg is not None]
    keywords = {arg.arg for arg in [*given, *arguments.kwonlyargs, *extra]} - rebound
    for node in ast.walk(value):
        if not isinstance(node, ast.Name) or node.id in keywords:
            continue
        if node.id == "__class__" or facts.names.names(node) & _STACK_READERS:
            return True
        if node.id not in rebound and node.id not in own.values():
            continue  # a global, an import or a builtin: never the class being made
        local = facts.names.only_value(node)
        if local is node or depth >= _SPREAD_DEPTH:
            return True
        if _reads_class(facts, local, method, depth + 1):
            return True
    return False


_JOINS = re.compile(r"\\\n|[\"']\s*\n\s*[rbfuRBFU]*[\"']|doc|exec|eval|compile")
"""What may make a documentation line longer than any line of the source: a backslash
at a line's end, adjacent strings on two lines, a `__doc__` put together or a decorator
named for docs, code run from a string."""


def _comment_blocks(facts: StrictFacts, limit: int) -> list[tuple[int, str]]:
    """(number, text) of each block `verify._extract.comment_blocks` finds (an unlabelled
    fenced block of the answer whose every line that is not blank is a `#` comment, which
    doc_4 reads too) with a line longer than `limit`: the program's comments shown apart
    from it. None for code run from strings."""
    if facts.depth:
        return []
    from vibebench.verify._extract import comment_blocks  # noqa: PLC0415

    return [
        (number, text.replace("\r\n", "\n"))
        for number, text in comment_blocks(facts.response)
        if any(len(line) > limit for line in text.splitlines())
    ]


def _may_hold_long_docs(text: str, limit: int) -> bool:
    """Whether a block of code may hold a documentation line over the limit: a line of it
    is longer and holds a comment or a string, or may lie inside a string of several
    lines, or its lines may join into one (`_JOINS`)."""
    long_lines = [line for line in text.split("\n") if len(line) > limit]
    if long_lines and ('"""' in text or "'''" in text):
        return True
    marks = ("#", "'", '"')
    return any(mark in line for line in long_lines for mark in marks) or bool(_JOINS.search(text))


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
        Measures every line that holds a comment, inline comments included (the whole line
        counts), and every line of every string statement (docstrings and attribute
        docstrings) and of the strings of every statement that computes text nobody keeps
        (an f-string or bytes statement, `f\"\"\"...\"\"\"`, strings joined by `+` or `%`, a
        method of a literal string, `\"\"\"...\"\"\".strip()`), and every line where a string
        written into a `__doc__` runs past the limit (a short doc handed to a call on a long
        line of code is not a long doc): inside what is
        assigned or added to it (`func.__doc__ = "..." + "..."`, `__doc__ += "..."`,
        `globals()['__doc__'] = ...`, `setattr(func, '__doc__', textwrap.dedent("..."))`,
        also with a key worked out at run time from literals alone through builtins
        (`bytes((95, 95, ...)).decode()`) that the folding of text cannot tell (a key it
        folds, `"retry-hint".replace("-", "_")`, `str(42)`, `chr(120)`, counts only if it
        folds to `'__doc__'`), also
        with its arguments spread from a tuple, `setattr(*pair)`, or any other call handed the
        key `'__doc__'` (also as a name a loop binds to the items of a literal holding it,
        `for attr in ('__doc__',): setattr(func, attr, text)`) and a value after it:
        `func.__setattr__('__doc__', ...)`,
        `type.__setattr__(Cls, '__doc__', ...)`, `locals().__setitem__('__doc__', ...)`,
        `operator.setitem(ns, '__doc__', ...)`; and a `__set__` of a descriptor looked up by a
        key holding `doc`, `vars(types.FunctionType)['__doc__'].__set__(func, ...)`, also
        unbound or through a name bound once to it; but a call that reads, `getattr(f, '__doc__',
        '')`, `ns.get('__doc__', '')`), or paired with the key `'__doc__'` outside a dict
        literal (the item after it in any tuple or list, a pair `('__doc__', "...")` as
        `dict([...])`, `type(name, bases, dict([...]))` and any mapping's `update` take them,
        or a triple `(func, '__doc__', "...")` as `itertools.starmap(setattr, [...])` takes
        it, the items at its place in the other columns of a `zip`, `itertools.zip_longest`
        or `map` (`map(setattr, [func], ['__doc__'], ["..."])`), a column the code does not
        spell out whole, and every other column whole when a column made at run time holds
        the key (`itertools.repeat('__doc__')`), the arguments of each call of a
        `functools.partial` given the key last (`functools.partial(setattr, func,
        '__doc__')("...")`, also through a name bound to it), and the value of
        `dict.fromkeys(['__doc__'], "...")`;
        a key put together at run time from pieces one of which holds `doc`, `'_' * 2 +
        'doc' + '_' * 2`, counts as `'__doc__'`), or bound to it otherwise (by
        `:=`, as the target of a `for` loop, a comprehension or a `with`, or unpacked, or
        returned by a function named `__doc__`, `@property def __doc__(cls): ...` in a
        metaclass:
        `(__doc__ := "...")`, `for __doc__ in ["..."]`, `__doc__, _ = "...", 0`; the whole
        iterable or value), the whole iterable of a loop or comprehension whose target
        binds a name written into a `__doc__` (`for func, text in zip(funcs, TEXTS):
        func.__doc__ = text`, `for func, text in PAIRS: ...`; for a target of flat names,
        only the name's column of a `zip` or of a literal of rows as long as the target,
        `for func, doc, usage in COMMANDS`, also of a name bound once to one), or handed to
        a function of the code that sets a `__doc__` from its argument, `*args` and
        `**kwargs` included (a decorator `@doc("...")`, a call `set_doc(func, "...")`: of a
        plain function the arguments bound to the parameters the doc is made from, and a
        `**` mapping; every argument of a call spread with `*`, of a method, of a class
        whose method does so, or of a name several defs share), and the keywords of
        every class statement and `type(...)` call when a base's `__init_subclass__` or a
        metaclass's `__new__`, `__init__` or `__prepare__` sets a `__doc__` from its arguments
        (`class Basket(Base, doc="...")`, `class Basket(metaclass=Meta, summary="...")`), and
        the values bound in the body of such a class statement, which the hook reads too
        (`namespace['__doc__'] = namespace.pop('summary')`, `cls.__doc__ = cls.summary`),
        unless every doc the methods of its base or metaclass write is written by such a
        hook from the statement's keywords alone (`cls.__doc__ = summary`,
        `textwrap.dedent(options['doc'])`, a local bound once to such; not a keyword
        parameter stored to, nor anything read through `locals`, `vars`, `sys` or
        `inspect`). The
        answer's other Python blocks, which extraction leaves out of the program (usage
        examples, tests), are measured the same way, each as code of its own (a session,
        `pycon` or `>>>` prompts, is read as the statements typed at its prompts, each on
        its own; another block that does not parse is not read), and so is each
        unlabelled fenced block whose every line that is not blank is a `#` comment (the
        program's comments handed over apart from it). The text itself is
        measured, not the line of code it sits on, for a string a name there is bound to (a
        string, a literal container of them, `'\\n'.join(LINES)`, or a dict's entry looked up
        by a constant key, `DOCS['total']`, `DOCS.get('total')`, or what a class of the code
        binds in its body under the attribute read, `_Docs.TOTAL.value`, or a call binds
        under the keyword read, `SimpleNamespace(total="...")`, each of its positional
        arguments when no keyword has the name) and for every doc handed over: the item of
        each value bound in a class body (an enum's member, `PENDING = 1, "..."`) at the
        place of the parameter its class's (or a base's of the code) `__new__` or
        `__init__` writes into a `__doc__` (`member.__doc__ = doc`);
        the doc of `property(..., doc="...")` (also of `types.DynamicClassAttribute`,
        `enum.property`, `abc.abstractproperty` and any class of the code deriving from
        one, `class described(property)`), the `'__doc__'` value of a dict literal
        (`type('Basket', (), {'__doc__': '...'})`) or `__doc__` keyword of any call
        (`dict(__doc__='...')`), the value of any call's keyword, or of a key of a dict
        literal given as `metadata=`, named `doc` or `docstring` (`field(metadata={'doc':
        '...'})`, `Column(doc='...')`; not `help` or `description`, one line of a user
        interface), the argument of a `Doc`
        marker (`Annotated[int, Doc('...')]`), the text metadata of `Annotated` without
        the marker (`Annotated[int, '...']`, an f-string, strings joined, or a name bound
        once to such; also inside a string annotation, `"Annotated[int, '...']"`; not a
        call among the metadata nor the type), and the arguments of an imported decorator
        named for docs
        (`@doc('...')`, `@Appender('...')`, `@Substitution(...)`). Only a line whose text is a
        single word, whose comment is only a tool's pragma (`# noqa: DTZ005`, `# type:
        ignore[...]` with codes, not prose, in its brackets; any tool's name followed by
        items that are each a verb turning it off or on, a rule's code or name, an option
        or a bracketed list of codes: `# nosec B608`, `# isort: skip`, `# noinspection
        SqlResolve`, `# pytype: disable=attribute-error`), or that ends in a URL starting
        within the limit (as in Ruff; a URL in the middle of a line is no excuse) is exempt; a
        single "word" that is prose with its spaces replaced is none: words joined by
        characters that print blank or as nothing (the Braille blank U+2800, a Hangul
        filler, the musical null notehead U+1D159, a Khmer inherent vowel, the combining
        grapheme joiner, a Mongolian or ideographic variation selector, a zero-width space
        or other format character) or by string escapes that decode to a blank (`\\x20`,
        `\\u0020`, `\\040`, `\\N{SPACE}`; not `\\t`, which Windows paths hold), five
        or more wide letters (Han, kana, Hangul: text
        written without spaces, which wraps between any two letters; an inline comment of
        them makes its line measured too), twenty or more letters of Thai, Lao, Khmer or
        Myanmar (narrow scripts written without spaces between words: a phrase), three or
        more words joined by hyphens between letters (where wrapping breaks, as `textwrap`
        does; any Unicode dash, U+2010 to U+2015 among them, the hyphenation point, the
        minus sign and the middle dot count as hyphens), three or more small words
        (`the`, `of`, `and`, ...) among parts joined by
        underscores, dots or other marks (any character but a Latin letter or a digit joins,
        a modifier apostrophe U+02BC among them), three or more of a short list of prose
        words (`the`, `and`, `with`, `before`, `which`, ...) inside its runs of sixteen or
        more letters (prose with its spaces deleted, `Thetotalsarecomputedoncebefore...`;
        also in a path), or CamelCase of
        letters alone with three small words or eight or more parts among its humps
        (`EachAverageCoversASlidingWindow...`), or CamelCase with digits or marks among its
        humps (`ReturnTheSlug2ReplacingEveryRun...`) with three small words of two or more
        letters among its parts, or with eight or more capitalised words that make at least
        half of it; a word holding `/` or `\\` (a path) only with three or more small words
        among its parts (`keep/the/sum/in/one/place/so/the/pass/stays/linear`), and a URL
        (`://`, `www.`) never. A pragma's code is no code but prose when it has three small
        words among its parts, is longer than 48 characters (the longest checker code), has
        three or more parts joined by hyphens one of which is no word of a pylint message name
        or mypy error code (`# pylint: disable=accumulator-keeps-partial-sums`), or the codes
        of one pragma (in brackets, or pylint's `disable=` list) run past 80 characters
        together (`# type: ignore[the-value-is- always-a-dict]`). The values of a class's
        `__slots__` dict (also
        `dict(...)`) are its attributes' docs and are measured as docs handed over. A `__doc__`
        assigned a string put together from pieces (`SUMMARY + " " + DETAIL`, an f-string of
        them, `" ".join([...])`, names bound once to such, or a call without arguments of a
        module-level function of the code whose one `return` gives such, `f.__doc__ =
        _describe()`, or text made of such by a `str` method or a library text function
        with constant arguments: `.replace('\\n', ' ')`, `.strip()`, `.expandtabs(...)`,
        `.translate(...)` of a constant table (a dict literal, `str.maketrans(...)`),
        `" ".join(TEXT.split())`, also looked up on `str` (`str.join(" ", PARTS)`),
        `HEAD.__add__(TAIL)`, `operator.concat(HEAD, TAIL)` (also `operator.add(*PARTS)`),
        text decoded from bytes literals (`b'...'.decode()`, `codecs.decode(b'...')`,
        `str(b'...', 'utf-8')`) or from bytes made of constants (`bytes.fromhex('...')`,
        `binascii.unhexlify`, the `base64` decoders, `quopri.decodestring`, `bytes((83,
        ...))`, `TEXT.encode()`, `zlib`, `gzip`, `bz2` or `lzma` decompression of up to
        100,000 bytes, `codecs.decode(..., 'hex')`), text of a text codec
        (`codecs.decode(TEXT, 'rot13')`), an item of such items at a constant place
        (`WORDS[3]`) or a constant slice of such text (`TEXT[::-1]`), `inspect.cleandoc`,
        `textwrap.dedent`, `textwrap.fill`, `textwrap.shorten`,
        `textwrap.indent`, `"\\n".join(textwrap.wrap(...))`, `%` with only `%s`, or
        only `%(name)s` of a mapping (a dict literal, also with `**` of such, `dict(...)`
        of such, of a literal of pairs, of `zip(KEYS, VALUES)` or of keywords, `A | B` of
        such; built as Python builds it, the last of a repeated key winning, a key or
        `**` it cannot read leaving the keys before it unknown, a value it cannot read
        unknown only where the format reads it), also as
        `FORMAT.__mod__(...)` or `operator.mod(...)`, or
        `.format` with plain fields (no attribute or index, no spec or conversion but
        `s`), also of a `**` mapping or as `.format_map(...)`, of such, none folded past
        100,000 characters; the items
        joined may be a comprehension of one loop over such text, `part.strip() for part
        in RAW.splitlines() if part`, `map` of a lambda or `str` method over it,
        `filter(None, ...)`, or over constant places (`WORDS[i] for i in (3, 0, 2)`, a
        `range` of constants), the items reordered (`reversed(...)`, a constant slice
        `WORDS[::-1]`, `sorted(...)`; sorted by a key, taken in their own order when no
        item holds a line break, as then every order makes lines as long),
        the letters of such text (`"".join(TEXT)`), `*` spread in a
        literal (`[*HEAD, *TAIL]`), `+` of such items, or `itertools.chain`,
        `chain.from_iterable`, `list`, `tuple` or `iter` of such (also spread from a
        literal, `chain(*[HEAD, TAIL])`), and `functools.reduce`
        of such items with a lambda, `lambda
        a, b: a + ' ' + b`, or `operator.concat` joins them too) is measured as the text it
        makes (text wrapped anew by `fill`, `wrap` or `shorten` only so, not as the text
        handed in); where only some pieces of a join fold (`f.__doc__ + '\\n\\n' + DETAIL`,
        `operator.add(f.__doc__, ...)`), each other piece is read as a line break and a
        line of the folded pieces alone is measured. A
        line of a string statement or of a string written into a `__doc__` is measured as its
        value reads too, when source lines join into it: by a backslash at a line's end inside
        the string, or as adjacent strings on several lines (`("Return ... " / "... later.")`).
        A doc handed over is also measured as it reads once its pieces are joined
        (`property(get, doc=HEAD + TAIL)`), and a `__doc__` added to (`f.__doc__ = A` then
        `f.__doc__ += B`, also onto the docstring of a `def f` of the same block or the
        module's) as it ends up. A doc's lines are those `help()` shows: it breaks only at
        `\\n` and `\\r`, so a U+2028 LINE SEPARATOR (or `\\x0c`, `\\x85`) inside a line does
        not end it.
        Code the response runs from a constant string (`exec("def f():\\n ...")`,
        `exec("f.__doc__ = '...'")`) is measured the same way, as its own lines. Still
        possible: prose padded onto a long line by ending it with a URL, a `__doc__` put
        together by other means (`%` with widths or other conversions, a mapping made at run
        time or a key it cannot read after the keys the format reads, `.format` with other
        specs, `string.Template` or `string.Formatter`, a
        function's result, a text method or function given an argument computed at run
        time, a comprehension of several loops or unpacked targets, items picked by
        places computed at run time, bytes of a list not spelled out), prose joined by
        underscores, dots, slashes or other marks with fewer than three small words, prose
        made of a checker's own words in a pragma's codes or of two-part codes, a pyright
        rule name in CamelCase with fewer than three small words, a `__doc__` read from a file at
        run time, one set by a library's function whose name does not say doc
        (`types.ModuleType('m', '...')`), an attribute's doc handed over under a key or
        keyword of another name (`help=`, `description=`, `metadata={'info': ...}`) or in a
        dict given otherwise (`{'doc': ...}`, as often a document's text), a
        `__doc__` bound by `import ... as __doc__` or a
        `match` capture, a `functools.partial` given the key `'__doc__'` whose calls are not
        plain calls of it or of a name bound to it, a
        `'__doc__'` pair made at run time from names (`[(key, text) for key in keys]`), a key
        spelled at run time without a piece holding `doc` (`'__cod__'[::-1]`) other than
        a `setattr` key made of literals through builtins, a class's `__doc__` served by
        `__getattr__`/`__getattribute__`, a line
        under the limit in characters that is wider on screen (East Asian wide letters take
        two columns; the instruction counts characters) or whose words are spaced by
        tab characters (one character each, though a terminal shows one up to eight
        columns wide), and code run from a string built
        at run time.
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
    strict_reads_response = True  # the answer's other python blocks (usage examples)

    def strict_violations(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """Every documentation line over the limit, but a single word or one ending in a URL."""
        limit = params["max_doc_length"]
        lines = sorted(
            number
            for number in _documentation_lines(facts, limit)
            if not _ends_in_url(facts.lines[number - 1], limit)
        )
        found = facts.long_lines(lines, limit, "documentation line")
        found += _long_given_docs(facts, limit) + _joined_lines(facts, limit)
        found += _folded_docs(facts, limit)
        found += self._left_out_findings(facts, params) + self._comment_block_findings(
            facts, params
        )
        return found + (self._run_code_findings(facts, params) if facts.may_run_strings else [])

    def _left_out_findings(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """The documentation lines of the answer's other Python blocks, which extraction
        leaves out of the judged program (`python_blocks_left_out`: usage examples,
        tests, a second module): their comments and docstrings are written by the answer
        too. A block that does not parse (a session with prompts) is not read."""
        limit = params["max_doc_length"]
        return left_out_block_findings(
            facts,
            lambda inner: self.strict_violations(inner, params),
            lambda text: _may_hold_long_docs(text, limit),
        ) + self._session_findings(facts, params)

    def _session_findings(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """The documentation lines of the answer's sessions (`pycon`, `>>>` prompts), read
        as the statements typed at their prompts (prompts and output removed): a session
        does not parse as written, yet its comments are the answer's. A piece that does not
        parse on its own is not read."""
        limit = params["max_doc_length"]
        found: list[Finding] = []
        for block in shown_python(facts):
            if block.kind != "session" or not _may_hold_long_docs(block.source, limit):
                continue
            where = f"in the answer's session block {block.number}, left out of the program"
            for piece in block.pieces:
                inner = facts.embedded(piece) if _may_hold_long_docs(piece, limit) else None
                if inner is not None:
                    found += [
                        (None, f"{where}: {message}")
                        for _, message in self.strict_violations(inner, params)
                    ]
        return found

    def _comment_block_findings(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """The comment lines of each unlabelled fenced block of the answer whose every
        line that is not blank is a `#` comment (`_comment_blocks`): comments of the
        program handed over beside it, which the shown-blocks reader reads as nothing."""
        limit = params["max_doc_length"]
        found: list[Finding] = []
        for number, text in _comment_blocks(facts, limit):
            inner = facts.embedded(text)
            if inner is None:
                continue
            where = f"in the answer's comment block {number}, beside the program"
            found += [
                (None, f"{where}: {message}")
                for _, message in self.strict_violations(inner, params)
            ]
        return found

    def _run_code_findings(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """The documentation lines of code the response runs from a constant string
        (`exec("def f():\\n    \"\"\"...\"\"\"")`, `exec("f.__doc__ = '...'")`): its
        docstrings and comments are the functions' own, though the response shows them
        as a string. Code built at run time is not judged (nothing to measure)."""
        return run_code_findings(facts, lambda inner: self.strict_violations(inner, params))

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
