"""Facts about the prose in code that the doc instructions' strict checks share.

Is a comment really disabled code dressed up (`# old: x = f(y)`)? Does a docstring summary
hold one sentence with words in it? Which public functions are written as lambdas, where
no docstring can go? Pure text and ast work.
"""

from __future__ import annotations

import ast
import builtins
import copy
import functools
import html
import posixpath
import re
import shlex
import sys
import unicodedata
from bisect import bisect_left
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from vibebench._fences import closes_fence, fence_label, fence_line, shown_python_kind
from vibebench._python_source import parse_module, syntax_tree
from vibebench.instructions._call_graph import DEFINITIONS
from vibebench.instructions._strict import Finding, StrictFacts
from vibebench.instructions._strict_names import NAMESPACE, const_str

if TYPE_CHECKING:
    from vibebench.verify._extract import ShownBlock

__all__ = [
    "doctest_sources",
    "PROMPTED_LINES",
    "public_scope",
    "RUN_CODE_DEPTH",
    "TYPE_CALL_ARGUMENTS",
    "undocumented_callables",
    "NameShelf",
    "api_functions",
    "attached_to_class",
    "class_namespace_doc",
    "comment_holds_code",
    "describes_format",
    "factory_made",
    "glued_sentences",
    "has_words",
    "inherited_privately",
    "left_out_block_findings",
    "literal_all",
    "long_code_lines_left_out",
    "long_html_code",
    "long_inline_code",
    "looks_like_code",
    "made_classes",
    "metaclass_made",
    "classes_made_by",
    "name_affixes",
    "not_imperative",
    "public_api_functions",
    "public_classes",
    "public_lambdas",
    "public_wrapped_callables",
    "published_private_classes",
    "published_private_functions",
    "python_blocks_left_out",
    "run_code_findings",
    "served_by_getattr",
    "sentence_count",
    "shown_code_statements",
    "shown_python",
    "third_person",
]

_MARKERS = re.compile(
    r"^(?:[^\w\s(\[{'\"`@]+|\d+[.)]|[A-Za-z][\w ]{0,24}:(?=\s)"
    r"|[\[(<{][A-Za-z][\w .\-]{0,24}[\])>}](?=\s)|[A-Z]{2,12}(?=\s))\s*"
)
"""What may precede code in a comment: a bullet, arrow or dash in any script (`-`, `•`,
`→`, `=>`, `—`), a prompt (`>>>`, `...`), a number, `old:`-style prose (any run of
signs but those that open code: brackets, quotes, `@`), a tag in brackets (`[disabled]`,
`(old)`, `<removed>`) or a tag word in capitals (`XXX`, `TODO`, `OLD`)."""
_WRAPPED = re.compile(r"(~~|\*\*|\*|__|==|\+\+|~)(?P<inner>.+?)\1")
"""Code wrapped in marks that strike it out or stress it (`~~x = f(y)~~`, `**x = f(y)**`)."""
_FOLDED = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"',
                         "\u2212": "-"})  # fmt: skip
"""Look-alikes NFKC leaves: curly quotes and the minus sign."""
_CODE_STATEMENTS = (
    ast.Assign,
    ast.AugAssign,
    ast.Import,
    ast.ImportFrom,
    ast.Delete,
    ast.Global,
    ast.Nonlocal,
    ast.For,
    ast.AsyncFor,
    ast.While,
    ast.If,
    ast.With,
    ast.AsyncWith,
    ast.FunctionDef,
    ast.AsyncFunctionDef,
    ast.ClassDef,
    ast.Try,
)
_ABBREVIATIONS = re.compile(
    r"\b(?:e\.g|i\.e|etc|vs|cf|approx|no|fig|eq|st|mt|ft|dr|mr|mrs|ms|jr|sr|deg|col"
    r"|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\.",
    re.IGNORECASE,
)
"""Abbreviations whose stop ends no sentence (`e.g. Foo`, `St. Louis`, `Jan. 5`)."""
_SENTENCE_BREAK = re.compile(r"[.!?]\s+[A-Z0-9\"'(`]")
_ACRONYM = r"(?!(?:A|I)\b)[A-Z](?:[A-Z0-9]|[a-z]*[A-Z0-9])*\b"
"""A symbol, unit or acronym (`N`, `EUR`, `Q1`, `NaN`), not the words `A` or `I`."""
_GOES_ON = rf"(?=\s+(?:[a-z0-9]|{_ACRONYM}))"
"""Before a lower-case word, a number, or a symbol, unit or acronym (`N`, `EUR`, `Q1`,
`NaN`; not `A` or `I`): where an abbreviation goes on with its phrase."""
_PHRASE_ABBREVIATIONS = re.compile(r"(?<![\w.])(?i:incl|excl|esp|viz|resp|al|avg)\." + _GOES_ON)
"""Abbreviations inside a phrase (`incl. VAT`, `esp. EU`, `incl. the fee`) that go on with
it before a lower-case word or an acronym; whether that word opens a second sentence all
the same (`incl. VAT is added.`) is judged by the caller, as after `approx.`. Before any
other capitalised word (`incl. Negative amounts count as refunds.`) the stop ends the
sentence: a name there cannot be told from a sentence's first word."""
_LIMIT_ABBREVIATIONS = re.compile(rf"(?<![\w.])(?i:max|min)\.(?=\s+{_ACRONYM})")
"""`max.` and `min.`, words too, before a symbol, unit or acronym (`max. N seconds`,
`max. EUR 100`): the abbreviation going on, not the word ending a sentence (`... to max.
Negative values ...`)."""
_ETC_BREAK = re.compile(r"\betc\.\s+[A-Z][a-z]")
"""`etc.` before a capitalised word (`Return the mean, median etc. Log every one.`): the
list ended there, and so did the sentence."""
_WORD = re.compile(r"[A-Za-z]{2,}")
_NOT_THIRD_PERSON = ("ss", "us", "is", "as", "os")
_SHORTEST_CODE = 3
"""`f()`: shorter text is never taken for code."""


def _is_code(text: str, *, ascii_names: bool = False) -> bool:
    """Whether `text` parses as Python holding a statement only code would write (with
    `ascii_names`, naming nothing but ASCII names)."""
    if len(text) < _SHORTEST_CODE:
        return False
    source = f"{text}\n    pass" if text.endswith(":") else text
    try:
        tree = syntax_tree(source)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    if ascii_names and not _ascii_names(tree):
        return False
    for statement in tree.body:
        if isinstance(statement, _CODE_STATEMENTS):
            return True
        if isinstance(statement, ast.Return | ast.Raise) and (
            getattr(statement, "value", None) or getattr(statement, "exc", None)
        ):
            return True
        if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Call | ast.Await):
            return not _asymptotic(statement.value)
        if isinstance(statement, ast.AnnAssign) and statement.value is not None:
            return True
    return False


_ASYMPTOTIC = frozenset({"O", "o", "Θ", "Ω", "Theta", "Omega"})  # noqa: RUF001


def _asymptotic(value: ast.expr) -> bool:
    """Big-O notation (`O(n)`, `Θ(n * m)`): `# Time complexity: O(n)` is prose."""
    return (
        isinstance(value, ast.Call)
        and isinstance(value.func, ast.Name)
        and value.func.id in _ASYMPTOTIC
    )


def looks_like_code(text: str) -> bool:
    """Whether a comment (or string) holds code, also behind a bullet, prompt or `old:`,
    and also written in look-alike characters (`result ＝ f(x)`, fullwidth `＝`): text
    other than ASCII is tried again NFKC-normalised (curly quotes and `−` made ASCII
    too), then counting as code only when every name in it is ASCII (a Japanese phrase
    with fullwidth brackets, `合計（税込み）`, would parse as a call)."""
    if _marked_code(text):
        return True
    if text.isascii():
        return False
    folded = unicodedata.normalize("NFKC", text).translate(_FOLDED)
    return folded != text and _marked_code(folded, ascii_names=True)


def _marked_code(text: str, *, ascii_names: bool = False) -> bool:
    body = text.strip().lstrip("#").strip().strip("`").strip()
    for _ in range(3):
        if _is_code(body, ascii_names=ascii_names):
            return True
        wrapped = _WRAPPED.fullmatch(body)
        if wrapped is not None and _is_code(
            wrapped.group("inner").strip(), ascii_names=ascii_names
        ):
            return True
        shorter = _MARKERS.sub("", body, count=1).strip().strip("`").strip()
        if shorter == body:
            return False
        body = shorter
    return _is_code(body, ascii_names=ascii_names)


def _ascii_names(tree: ast.AST) -> bool:
    """Whether every name the tree binds, reads or imports is ASCII."""
    for node in ast.walk(tree):
        for field in ("id", "attr", "name", "arg", "asname"):
            value = getattr(node, field, None)
            if isinstance(value, str) and not value.isascii():
                return False
    return True


_FORMAT_LABEL = re.compile(
    r"^[A-Za-z][\w ]{0,30}?\b(?:format|syntax|layout|form|pattern|looks? like)\s*:\s*(.+)$",
    re.IGNORECASE,
)
"""A label announcing a data format: `Input format:`, `Each line looks like:`."""
_OTHER_FORMAT_LABEL = re.compile(
    r"^(?=[^:：]{0,40}?(?:\b(?:formato|formaat|forme|syntaxe|sintaxis|sintassi|muster|schema"
    r"|schéma|esquema|patrón|motif|формат|синтаксис)\b|format\b|格式|形式|書式|フォーマット|형식))"
    r"[^\W\d_][\w '’-]{0,40}?\s*[:：]\s*(.+)$",
    re.IGNORECASE,
)
"""The same label in other languages or word orders: `Format attendu :`, `Eingabeformat:`,
`Formato de entrada:`, `输入格式：`."""


def describes_format(comment: str) -> bool:
    """Whether a comment describes a data format rather than holding code: a format label
    (in English or another language) before one assignment of a plain name, constant or
    tuple of them to names (`# Input format: key=value`, `# Format attendu : clé=valeur`).
    Old code calls or computes something, so it is never taken for one."""
    label = comment.strip().lstrip("#").strip()
    match = _FORMAT_LABEL.match(label) or _OTHER_FORMAT_LABEL.match(label)
    if match is None:
        return False
    try:
        tree = syntax_tree(match.group(1).strip().strip("`"))
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    return (
        len(tree.body) == 1
        and isinstance(statement := tree.body[0], ast.Assign)
        and all(isinstance(target, ast.Name) for target in statement.targets)
        and _plain_value(statement.value)
    )


def comment_holds_code(comment: str) -> bool:
    """Whether a comment holds code (`looks_like_code`) that is not a data format shown
    after a format label (`describes_format`)."""
    return looks_like_code(comment) and not describes_format(comment)


def _plain_value(node: ast.expr) -> bool:
    """A name, a constant or a tuple of them (`point = (x, y)`): a shape, nothing computed."""
    if isinstance(node, ast.Tuple):
        return bool(node.elts) and all(
            isinstance(item, ast.Name | ast.Constant) for item in node.elts
        )
    return isinstance(node, ast.Name | ast.Constant)


def has_words(text: str, count: int = 1) -> bool:
    """Whether `text` holds at least `count` words of two or more letters."""
    return len(_WORD.findall(text)) >= count


_CLOSED_STOP = re.compile(r"(?<=[^\W_])([.!?])[\"'\u201d\u2019\u00bb\u203a)\]}`*_]+(?=\s)")
"""A stop after a word inside closing quotes, brackets or marks of emphasis (`the "grand
total." Skip ...`, `(see below.) Then ...`): the sentence ends there all the same."""
_NO_STOP = re.compile(r"\b[Nn]o\.\s+[A-Z][a-z]")
"""`no.` before a capitalised word (`Answer yes or no. Log the price.`): the word `no`
ending a sentence, not `No.` the abbreviation of number, which a numeral follows."""


def sentence_count(summary: str) -> int:
    """Sentences in a summary line (abbreviations such as `e.g.` do not end one, nor
    those inside a phrase, `incl. VAT`, or `max. N` before a symbol, `_PHRASE_ABBREVIATIONS`
    and `_LIMIT_ABBREVIATIONS`; `etc.` before a capitalised word does), also ended by a
    stop inside closing quotes or brackets (`_CLOSED_STOP`) or by the word `no` before a
    capitalised word (`_NO_STOP`), which the abbreviations would otherwise swallow."""
    words_no = 0
    if "no." in summary.lower() or _CLOSED_STOP.search(summary) is not None:
        summary = _CLOSED_STOP.sub(r"\1", summary)
        words_no = len(_NO_STOP.findall(summary))
    cleaned = _ABBREVIATIONS.sub("", summary.strip())
    cleaned = _LIMIT_ABBREVIATIONS.sub("", _PHRASE_ABBREVIATIONS.sub("", cleaned))
    breaks = len(_SENTENCE_BREAK.findall(cleaned)) + len(_ETC_BREAK.findall(summary))
    return 1 + breaks + words_no


_GLUED_STOP = re.compile(r"(?<![\w.])([a-z]{2,}|\S*[)\]\"'`])[.!?]([A-Z][a-z]+)(?=\s+\S)")
"""A stop with no space after it between a word and a capitalised word that goes on
(`Return the mean.Raise ZeroDivisionError when empty.`)."""
_SENTENCE_OPENERS = frozenset({
    "the", "a", "an", "our", "my", "your", "their", "its", "his", "her", "each", "every",
    "that", "these", "those", "some", "any", "both", "all", "no", "it", "this", "they",
    "we", "you", "he", "she", "there", "if", "when", "whenever", "unless", "while", "also",
    "then", "otherwise", "note", "see", "use", "only", "either", "neither", "none", "empty",
    "for", "with", "without", "in", "on", "at", "by", "from", "after", "before", "but",
    "and", "or", "so", "because", "since", "however", "thus", "hence", "raise", "raises",
    "return", "returns", "yield", "yields", "compute", "calculate", "check", "get", "set",
    "build", "create", "make", "convert", "parse", "validate", "update", "add", "remove",
    "load", "save", "write", "read", "print", "log", "handle", "sort", "ensure", "keep",
    "skip", "ignore", "fail", "fails", "works", "never", "always", "must", "may", "can",
    "will", "should", "is", "are", "was", "does", "do", "not",
})  # fmt: skip
"""Words that open a sentence of a summary and that few classes of a library are named:
a determiner, a pronoun, a conjunction, a preposition or a common command."""
_CODE_ALIASES = frozenset({
    "np", "pd", "plt", "tf", "nn", "torch", "tk", "ttk", "pg", "pygame", "sk", "sp", "sns",
    "mpl", "jnp", "jax", "self", "cls", "obj", "mod", "pkg", "app", "db", "gl", "qt",
})  # fmt: skip
"""Names of code a summary may write before a class name (`np.Ndarray`, `self.Items`)."""


def glued_sentences(summary: str) -> bool:
    """Whether a summary holds a second sentence glued to the first one's stop without a
    space (`_GLUED_STOP`): the word after the stop opens a sentence (`_SENTENCE_OPENERS`)
    and the word before it names no module (`ast.If`, `typing.Any`, `np.Inf` are code)
    nor the class after it (`decimal.Decimal`)."""
    for match in _GLUED_STOP.finditer(summary):
        left, right = match.group(1), match.group(2).lower()
        if right not in _SENTENCE_OPENERS or left in _CODE_ALIASES:
            continue
        if left.isalpha() and (left in sys.stdlib_module_names or left.startswith(right[:4])):
            continue
        return True
    return False


def third_person(summary: str) -> bool:
    """Whether the summary opens with a third-person verb (`Returns`, `Computes`)."""
    words = summary.split()
    first = words[0].lower().strip(".,:;") if words else ""
    return first.endswith("s") and not first.endswith(_NOT_THIRD_PERSON) and first.isalpha()


def api_functions(facts: StrictFacts) -> list[ast.FunctionDef | ast.AsyncFunctionDef]:
    """Public functions and methods: defined at module level or in a class, no leading `_`.

    Nested functions are implementation details (pydocstyle does not call them public).
    """
    return [
        statement
        for statement in api_level(facts)
        if isinstance(statement, ast.FunctionDef | ast.AsyncFunctionDef)
        and not statement.name.startswith("_")
    ]


_BLOCKS = ("body", "orelse", "handlers", "finalbody", "cases")


def api_level(facts: StrictFacts) -> list[ast.AST]:
    """The statements at module or class level, in order, those inside an `if`, `try`,
    `with`, loop or `match` there included (`try: import fast` / `except ImportError: def
    scale(...)` defines a public `scale`), but none inside a function or class body.
    Walked once per code."""
    return facts.derived(_find_api_level)


def _find_api_level(facts: StrictFacts) -> list[ast.AST]:
    found: list[ast.AST] = []
    for body in [facts.tree.body, *(node.body for node in facts.of_type(ast.ClassDef))]:
        found += _block_statements(body)
    return found


def _block_statements(body: list[ast.stmt]) -> list[ast.AST]:
    """The statements of `body` in order, those of its blocks (`if`, `try`, `with`, loops,
    `match`) included, and nested definitions themselves, but none inside them."""
    found: list[ast.AST] = []
    stack: list[ast.AST] = list(reversed(body))
    while stack:
        statement = stack.pop()
        found.append(statement)
        if type(statement) in DEFINITIONS:
            continue
        for name in reversed(_BLOCKS):
            stack.extend(reversed(getattr(statement, name, None) or []))
    return found


def undocumented_callables(facts: StrictFacts) -> list[Finding]:
    """Public functions with no docstring of their own because they are written as lambdas
    or as wrapped callables (`public_lambdas`, `public_wrapped_callables`): doc_2 and doc_3
    fail both the same way."""
    found: list[Finding] = [
        (line, f"`{name}` is a public function written as a lambda, without a docstring")
        for line, name in public_lambdas(facts)
    ]
    found += [
        (line, f"`{name}` is {what}, without a docstring of its own")
        for line, name, what in public_wrapped_callables(facts)
    ]
    return found


def public_lambdas(facts: StrictFacts) -> list[tuple[int | None, str]]:
    """(line, name) of public functions written as lambdas at module or class level, and
    of public methods so written and put on a public class after it (`Cart.total =
    lambda self: ...`)."""
    found: list[tuple[int | None, str]] = []
    for statement in api_level(facts):
        value = getattr(statement, "value", None)
        if not isinstance(statement, ast.Assign | ast.AnnAssign) or not isinstance(
            value, ast.Lambda
        ):
            continue
        assign = isinstance(statement, ast.Assign)
        targets = statement.targets if assign else [statement.target]  # type: ignore[union-attr]
        found += [
            (facts.line_of(statement), target.id)
            for target in targets
            if isinstance(target, ast.Name) and not target.id.startswith("_")
        ]
        module = isinstance(facts.owner(statement), ast.Module)
        found += [
            (facts.line_of(statement), ast.unparse(target))
            for target in targets
            if module and attached_to_class(facts, target)
        ]
    if "lambda" in facts.code:
        for statement, name, namespace in made_classes(facts):
            found += [
                (facts.line_of(statement), f"{name}.{key}")
                for key, value in _namespace_entries(facts, namespace)
                if not key.startswith("_") and _lambda_or_wrapped(facts, value)
            ]
    return found


_CLASS_MAKERS = frozenset({"builtins.type", "dataclasses.make_dataclass"})
TYPE_CALL_ARGUMENTS = 3
"""`type(name, bases, namespace)`: the call that makes a class."""


def made_classes(facts: StrictFacts) -> list[tuple[ast.stmt, str, ast.expr | None]]:
    """(statement, name, namespace) of each public class made by a call at module or class
    level: `Counter = type('Counter', (), {...})`, `Point =
    dataclasses.make_dataclass('Point', [...], namespace={...})`; the namespace is the
    expression given for it (None when there is none)."""
    if "type" not in facts.code and "make_dataclass" not in facts.code:
        return []
    return facts.derived(_made_classes)


NamespacePick = Callable[[ast.Call], "tuple[bool, ast.expr | None]"]
"""Whether a call makes a class, and the namespace expression it is given (None when
there is none)."""


_MOST_WRAPPERS = 3


def wrapped_calls(value: ast.Call) -> list[ast.Call]:
    """A call and the calls it wraps as its one positional argument, outermost first
    (`dataclass(type('Point', (), {...}))`, `enum.unique(enum.Enum('Light', ...))`): a
    class decorator called by hand hands back the class the inner call makes."""
    calls = [value]
    while len(calls) <= _MOST_WRAPPERS and len(value.args) == 1:
        inner = value.args[0]
        if not isinstance(inner, ast.Call):
            break
        calls.append(inner)
        value = inner
    return calls


def classes_made_by(
    facts: StrictFacts, pick: NamespacePick
) -> list[tuple[ast.stmt, str, ast.expr | None, str]]:
    """(statement, name, namespace, maker) of each public class bound at module level or
    in a public class to a call that `pick` says makes a class, also wrapped in other calls
    (`wrapped_calls`, a class decorator called by hand): the one loop that
    `made_classes`, `metaclass_made` and doc_3's slot makers share."""
    found: list[tuple[ast.stmt, str, ast.expr | None, str]] = []
    for statement in api_level(facts):
        value = getattr(statement, "value", None)
        if not isinstance(statement, ast.Assign | ast.AnnAssign) or not isinstance(
            value, ast.Call
        ):
            continue
        made = next(
            ((call, picked) for call in wrapped_calls(value) if (picked := pick(call))[0]), None
        )
        if made is None or not public_scope(facts, facts.owner(statement)):
            continue
        namespace = made[1][1]
        targets = statement.targets if isinstance(statement, ast.Assign) else [statement.target]
        maker = f"`{ast.unparse(made[0].func)}`"
        found += [
            (statement, target.id, namespace, maker)
            for target in targets
            if isinstance(target, ast.Name) and not target.id.startswith("_")
        ]
    return found


def _made_classes(facts: StrictFacts) -> list[tuple[ast.stmt, str, ast.expr | None]]:
    def pick(value: ast.Call) -> tuple[bool, ast.expr | None]:
        names = facts.names.names(value.func) & _CLASS_MAKERS
        if not names:
            return False, None
        if "builtins.type" in names:
            if len(value.args) != TYPE_CALL_ARGUMENTS:
                return False, None  # `type(x)`: the type of a value
            return True, value.args[2]
        given = [item.value for item in value.keywords if item.arg == "namespace"]
        return True, given[0] if given else None

    return [item[:3] for item in classes_made_by(facts, pick)]


DefinitionNamed = Callable[[StrictFacts, ast.expr], ast.AST | None]
"""Finds the function or class of the code an expression names (doc_2's
`definition_named`)."""
_METACLASSES = frozenset({"abc.ABCMeta", "enum.EnumMeta", "enum.EnumType", "builtins.type"})
"""Metaclasses of the standard library a class may be made by calling, as `type` is."""
_NEW_CLASS = "types.new_class"
_MOST_META_BASES = 4


def metaclass_made(
    facts: StrictFacts, named: DefinitionNamed
) -> list[tuple[ast.stmt, str, ast.expr | None, str]]:
    """(statement, name, namespace, maker) of each public class made at module level or
    in a public class by calling a metaclass other than `type` itself with a name, bases
    and a namespace (`Rectangle = abc.ABCMeta('Rectangle', (), {...})`): a metaclass of
    the standard library (`_METACLASSES`), one of the code (a class whose bases name one,
    also through other classes of the code), the type of a class (`type(Base)(...)`) or
    its `__class__` (`object.__class__('Point', (), {...})`, `_class_of_class`);
    and of each made by `types.new_class`, whose `exec_body` fills a namespace the code
    does not show (none: no docstring). `named` finds the definition of the code a name
    stands for (doc_2's `definition_named`). Kept apart from `made_classes`, which doc_2
    reads too: these classes are doc_3's alone."""
    code = facts.code
    if not any(word in code for word in ("Meta", "type", "new_class", "__class__")):
        return []

    def pick(value: ast.Call) -> tuple[bool, ast.expr | None]:
        names = facts.names.names(value.func)
        if _NEW_CLASS in names:
            given = (item.value for item in value.keywords if item.arg == "exec_body")
            body = [*value.args[3:], *given]
            return True, body[0] if body else None  # a function: not shown
        if "builtins.type" in names or len(value.args) != TYPE_CALL_ARGUMENTS:
            return False, None  # `type(...)`: `made_classes` reads it
        if (
            names & _METACLASSES
            or _code_metaclass(facts, named, value.func, 0)
            or _class_of_class(facts, named, value.func, 0)
        ):
            return True, value.args[2]
        return False, None

    return classes_made_by(facts, pick)


def _class_of_class(
    facts: StrictFacts, named: DefinitionNamed, func: ast.expr, depth: int
) -> bool:
    """Whether a callee is the `__class__` of a class, its metaclass (`object.__class__`,
    `int.__class__`, `Base.__class__`, `type(Base).__class__`): a builtin class, a class of
    the code, the type of something, or the `__class__` of one of them."""
    if not isinstance(func, ast.Attribute) or func.attr != "__class__" or depth > _MOST_META_BASES:
        return False
    owner = func.value
    if isinstance(owner, ast.Call):
        return "builtins.type" in facts.names.names(owner.func) and len(owner.args) == 1
    if _class_of_class(facts, named, owner, depth + 1):
        return True
    if isinstance(named(facts, owner), ast.ClassDef):
        return True
    return any(
        name.startswith("builtins.")
        and isinstance(getattr(builtins, name.removeprefix("builtins."), None), type)
        for name in facts.names.names(owner)
    )


def _code_metaclass(
    facts: StrictFacts, named: DefinitionNamed, func: ast.expr, depth: int
) -> bool:
    """Whether a callee is a metaclass: the type of something (`type(Base)`), or a class
    of the code one of whose bases is `type`, a metaclass of `_METACLASSES`, or such a
    class of the code."""
    if isinstance(func, ast.Call):
        return "builtins.type" in facts.names.names(func.func) and len(func.args) == 1
    cls = named(facts, func)
    if not isinstance(cls, ast.ClassDef) or depth > _MOST_META_BASES:
        return False
    return any(
        facts.names.names(base) & _METACLASSES or _code_metaclass(facts, named, base, depth + 1)
        for base in cls.bases
    )


def _namespace_entries(
    facts: StrictFacts, namespace: ast.expr | None
) -> list[tuple[str, ast.expr]]:
    """(key, value) of a class namespace written as a dict literal or `dict(...)` (also
    bound once to a name); keys computed at run time are left out."""
    value = facts.names.only_value(namespace) if namespace is not None else None
    if isinstance(value, ast.Dict):
        return [
            (key, item)
            for name, item in zip(value.keys, value.values, strict=True)
            if (key := const_str(name)) is not None
        ]
    if isinstance(value, ast.Call) and "builtins.dict" in facts.names.names(value.func):
        return [(item.arg, item.value) for item in value.keywords if item.arg is not None]
    return []


def class_namespace_doc(facts: StrictFacts, namespace: ast.expr | None) -> bool | None:
    """Whether a made class's namespace gives it a `__doc__` with words (None: a namespace
    the code does not spell out, which may)."""
    if namespace is None:
        return False
    value = facts.names.only_value(namespace)
    if not isinstance(value, ast.Dict | ast.Call) or (
        isinstance(value, ast.Dict) and None in value.keys
    ):
        return None
    if isinstance(value, ast.Call) and (
        "builtins.dict" not in facts.names.names(value.func)
        or value.args
        or any(item.arg is None for item in value.keywords)
    ):
        return None
    docs = [item for key, item in _namespace_entries(facts, value) if key == "__doc__"]
    return bool(docs) and has_words(const_str(docs[-1]) or "")  # a dict keeps the last


def _lambda_or_wrapped(facts: StrictFacts, value: ast.expr) -> bool:
    """A lambda (also bound once to a name), or a callable without a docstring of its own
    made from one (`staticmethod(lambda ...)`, `property(lambda ...)`)."""
    value = facts.names.only_value(value)
    return isinstance(value, ast.Lambda) or _undocumented_callable(facts, value, 1) is not None


_WRAPPERS = frozenset({"builtins.staticmethod", "builtins.classmethod"})
_PARTIAL = "a partial object"


def public_wrapped_callables(facts: StrictFacts) -> list[tuple[int | None, str, str]]:
    """(line, name, what it is) of public methods and functions bound at module or class
    level (in a public class) to what carries no docstring of its own: a
    `functools.partialmethod` (`fahrenheit = partialmethod(_convert, 1.8, 32)`), a
    `partial` in a class body, or a `staticmethod` or `classmethod` of a lambda or of one
    of those (`area = staticmethod(lambda w, h: w * h)`). A module's `md5 =
    partial(hashlib.md5, usedforsecurity=False)` is a configured alias, not judged."""
    if _WRAPPED_WORDS.search(facts.code) is None:
        return []
    return facts.derived(_public_wrapped_callables)


_WRAPPED_WORDS = re.compile(r"method|partial|propert|lambda|getter|caller")


def _public_wrapped_callables(facts: StrictFacts) -> list[tuple[int | None, str, str]]:
    found: list[tuple[int | None, str, str]] = []
    for statement in api_level(facts):
        if not isinstance(statement, ast.Assign | ast.AnnAssign) or statement.value is None:
            continue
        if not public_scope(facts, facts.owner(statement)):
            continue
        what = _undocumented_callable(facts, statement.value, 0)
        if what is None or (
            what == _PARTIAL and not isinstance(facts.owner(statement), ast.ClassDef)
        ):
            continue  # a module's `md5 = partial(hashlib.md5, ...)` is a configured alias
        targets = statement.targets if isinstance(statement, ast.Assign) else [statement.target]
        found += [
            (facts.line_of(statement), target.id, what)
            for target in targets
            if isinstance(target, ast.Name) and not target.id.startswith("_")
        ]
        module = isinstance(facts.owner(statement), ast.Module)
        found += [
            (facts.line_of(statement), ast.unparse(target), what)
            for target in targets
            if module and what != _PARTIAL and attached_to_class(facts, target)
        ]
    return found


_DECORATORS = frozenset({
    "functools.cache", "functools.lru_cache", "functools.singledispatch",
    "functools.singledispatchmethod", "contextlib.contextmanager",
    "contextlib.asynccontextmanager", "abc.abstractmethod", "typing.final",
    "typing.no_type_check", "typing.override", "typing_extensions.override",
})  # fmt: skip
"""Decorators that keep the docstring of what they wrap, which a lambda lacks."""
_PROPERTIES = frozenset({"builtins.property", "functools.cached_property"})
_GETTER_MAKERS = frozenset({
    "operator.attrgetter", "operator.itemgetter", "operator.methodcaller", "functools.partial",
})  # fmt: skip
"""Callables whose objects carry no docstring of their own (a partial's is its class's)."""
_PROPERTY_DOC = 3
"""`property(fget, fset, fdel, doc)`: the position of its doc."""


def _undocumented_property(facts: StrictFacts, call: ast.Call, depth: int) -> str | None:
    """A `property` (or `cached_property`) without a `doc` whose getter has no docstring
    of its own: a lambda (`property(lambda self: ...)`), an `operator.attrgetter`,
    `itemgetter`, `methodcaller` or `partial` object, or a wrapped lambda."""
    if len(call.args) > _PROPERTY_DOC or any(item.arg == "doc" for item in call.keywords):
        return None
    getters = [*call.args[:1], *(item.value for item in call.keywords if item.arg == "fget")]
    if not getters:
        return None
    getter = facts.names.only_value(getters[0])
    if isinstance(getter, ast.Lambda):
        return "a property of a lambda"
    if isinstance(getter, ast.Call) and facts.names.names(getter.func) & _GETTER_MAKERS:
        return f"a property of `{ast.unparse(getter.func)}(...)`"
    inner = _undocumented_callable(facts, getter, depth + 1)
    return None if inner is None else f"a property of {inner}"


def _decorated_lambda(facts: StrictFacts, call: ast.Call, depth: int) -> str | None:
    """A lambda (or a wrapped one) given alone to a decorator that keeps its (missing)
    docstring: `functools.lru_cache(maxsize=None)(lambda ...)`, `functools.cache(lambda
    ...)`, or any decorator factory's result called on it (`wraps(f)(lambda ...)`)."""
    if len(call.args) != 1 or call.keywords:
        return None
    if not isinstance(call.func, ast.Call) and not facts.names.names(call.func) & _DECORATORS:
        return None
    inner = facts.names.only_value(call.args[0])
    if isinstance(inner, ast.Lambda):
        return "a decorated lambda"
    what = _undocumented_callable(facts, inner, depth + 1)
    return None if what is None or what == _PARTIAL else f"{what}, decorated"


def _undocumented_callable(facts: StrictFacts, value: ast.expr, depth: int) -> str | None:
    """What a value is, when it is a callable without a docstring of its own: a
    partial(method), a static or class method of a lambda or of a partial, a property
    whose getter has none (`_undocumented_property`), or a decorated lambda
    (`_decorated_lambda`)."""
    if isinstance(value, ast.Lambda) and depth:
        return "a lambda"
    if not isinstance(value, ast.Call) or depth > 2:
        return None
    names = facts.names.names(value.func)
    if "functools.partialmethod" in names:
        return "a partialmethod object"
    if "functools.partial" in names:
        return _PARTIAL
    if names & _WRAPPERS and len(value.args) == 1:
        inner = _undocumented_callable(facts, value.args[0], depth + 1)
        return None if inner is None else f"{inner} made a static or class method"
    if names & _PROPERTIES:
        return _undocumented_property(facts, value, depth)
    return _decorated_lambda(facts, value, depth)


def factory_made(
    facts: StrictFacts,
) -> tuple[list[ast.FunctionDef | ast.AsyncFunctionDef], list[ast.ClassDef]]:
    """Functions and classes that a module-level function defines and returns, when the
    module binds what it returns to a public name (`Counter = _build_counter_class()`),
    with the public methods of each such class: public API built in a factory, which
    pydocstyle takes for nested code."""
    if "return" not in facts.code:
        return [], []
    return facts.derived(_factory_made)


def _factory_made(
    facts: StrictFacts,
) -> tuple[list[ast.FunctionDef | ast.AsyncFunctionDef], list[ast.ClassDef]]:
    factories = {
        node.name: node
        for node in facts.tree.body
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
    }
    if not factories:
        return [], []
    called: set[str] = set()
    for statement in _module_level(facts.tree.body):
        if not isinstance(statement, ast.Assign | ast.AnnAssign):
            continue
        value = statement.value
        targets = statement.targets if isinstance(statement, ast.Assign) else [statement.target]
        if (
            isinstance(value, ast.Call)
            and isinstance(value.func, ast.Name)
            and value.func.id in factories
            and any(isinstance(item, ast.Name) and not item.id.startswith("_") for item in targets)
        ):
            called.add(value.func.id)
    found: list[ast.FunctionDef | ast.AsyncFunctionDef] = []
    classes: list[ast.ClassDef] = []
    for name in sorted(called):
        for made in _returned_definitions(factories[name]):
            if isinstance(made, ast.ClassDef):
                classes.append(made)
                found += _public_methods(made)
            else:
                found.append(_with_assigned_doc(facts, factories[name], made))
    return found, classes


def _with_assigned_doc(
    facts: StrictFacts, factory: ast.AST, made: ast.FunctionDef | ast.AsyncFunctionDef
) -> ast.FunctionDef | ast.AsyncFunctionDef:
    """`made` as its docstring reads once its factory writes its `__doc__`
    (`convert.__doc__ = _TEMPLATE.format(unit=unit)`): a copy holding that text as its
    docstring when the factory's own body writes it once, unconditionally, with a known
    text (`_assigned_text`), else `made` as it is."""
    if ast.get_docstring(made) is not None:
        return made
    writes = [
        node
        for node in getattr(factory, "body", [])
        if isinstance(node, ast.Assign)
        and len(node.targets) == 1
        and isinstance(target := node.targets[0], ast.Attribute)
        and target.attr == "__doc__"
        and isinstance(target.value, ast.Name)
        and target.value.id == made.name
    ]
    text = _assigned_text(facts, writes[0].value) if len(writes) == 1 else None
    if text is None:  # written twice, under a test, or unknown: read as it stands
        return made
    docstring = ast.copy_location(ast.Expr(ast.Constant(text)), made.body[0])
    copied = copy.copy(made)
    copied.body = [docstring, *made.body]
    return copied


def _assigned_text(facts: StrictFacts, value: ast.expr) -> str | None:
    """The text a `__doc__` is given, as far as the code fixes it: a string (or a name bound
    once to one), the template of a `.format(...)` or `%` of one, the literal parts of an
    f-string with its fields as `{}`; None otherwise."""
    if isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute):
        value = value.func.value if value.func.attr == "format" else value
    elif isinstance(value, ast.BinOp) and isinstance(value.op, ast.Mod):
        value = value.left
    value = facts.names.only_value(value)
    if isinstance(value, ast.JoinedStr):
        return "".join(
            str(part.value) if isinstance(part, ast.Constant) else "{}" for part in value.values
        )
    return const_str(value)


def _returned_definitions(factory: ast.FunctionDef | ast.AsyncFunctionDef) -> list[_Definition]:
    """The functions and classes defined in a function's own body that it returns by name."""
    defined: dict[str, _Definition] = {}
    returned: set[str] = set()
    for node in _own_statements(factory):
        if isinstance(node, _Definition):
            defined[node.name] = node
        elif isinstance(node, ast.Return) and isinstance(node.value, ast.Name):
            returned.add(node.value.id)
    return [defined[name] for name in sorted(returned) if name in defined]


def _own_statements(function: ast.AST) -> list[ast.AST]:
    """The statements of a function's own body, those of its blocks included, and its
    nested definitions themselves, but none inside them (as `api_level` walks)."""
    return _block_statements(getattr(function, "body", []))


def _public_methods(cls: ast.ClassDef) -> list[ast.FunctionDef | ast.AsyncFunctionDef]:
    return [
        item
        for item in cls.body
        if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef)
        and not item.name.startswith("_")
    ]


def inherited_privately(facts: StrictFacts) -> list[ast.FunctionDef | ast.AsyncFunctionDef]:
    """The public methods a public module-level class inherits from a private class of the
    module (`class Stack(_StackBase)`, also through a chain of them) and does not define
    itself: its public API, written in a class pydocstyle skips."""
    if "class _" not in facts.code and "(_" not in facts.code:
        return []
    return facts.derived(_inherited_privately)


def _inherited_privately(facts: StrictFacts) -> list[ast.FunctionDef | ast.AsyncFunctionDef]:
    classes = {
        node.name: node
        for node in _module_level(facts.tree.body)
        if isinstance(node, ast.ClassDef)
    }
    found: dict[int, ast.FunctionDef | ast.AsyncFunctionDef] = {}
    for cls in classes.values():
        if cls.name.startswith("_"):
            continue
        defined = {method.name for method in _public_methods(cls)}
        stack = [base for base in cls.bases if isinstance(base, ast.Name)]
        seen: set[str] = set()
        while stack:
            base = classes.get(stack.pop(0).id)
            if base is None or base.name in seen or not base.name.startswith("_"):
                continue
            seen.add(base.name)
            for method in _public_methods(base):
                if method.name not in defined:
                    defined.add(method.name)
                    found[id(method)] = method
            stack += [item for item in base.bases if isinstance(item, ast.Name)]
    return list(found.values())


def public_api_functions(facts: StrictFacts) -> list[ast.FunctionDef | ast.AsyncFunctionDef]:
    """The `api_functions` pydocstyle calls public: a method only when its class and every
    class around it are public (no leading `_`) and none lies inside a function (`class
    Record:` made by a factory function is an implementation detail)."""
    return [func for func in api_functions(facts) if public_scope(facts, facts.owner(func))]


def published_private_functions(
    facts: StrictFacts,
) -> list[ast.FunctionDef | ast.AsyncFunctionDef]:
    """Private functions (`_total`, not dunders) at module level or in a public class that
    the code publishes under a public name (`_published_privates`), and the public methods
    of a private class so published: public API spelled private, which pydocstyle skips."""
    return facts.derived(_published_privates)[0]


_Definition = ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef
_GETTERS = frozenset({"__getattr__", "__getattribute__"})
_NAMESPACES = frozenset({"builtins.globals", "builtins.vars"})


def served_by_getattr(
    facts: StrictFacts,
) -> tuple[list[ast.FunctionDef | ast.AsyncFunctionDef], list[ast.ClassDef]]:
    """Private functions and classes (`_vat`, `_Cart`; not dunders) that a module-level
    `__getattr__` hands out under a public name, and private methods a public class's
    `__getattr__` (or `__getattribute__`) so hands out: public API spelled private. With
    the public methods of each class so published."""
    if "__getattr" not in facts.code:
        return [], []
    return facts.derived(_served_by_getattr)


def _served_by_getattr(
    facts: StrictFacts,
) -> tuple[list[ast.FunctionDef | ast.AsyncFunctionDef], list[ast.ClassDef]]:
    served: dict[int, _Definition] = {}
    tops = _module_level(facts.tree.body)
    for getter in tops:
        if isinstance(getter, ast.FunctionDef | ast.AsyncFunctionDef) and getter.name in _GETTERS:
            served.update((id(node), node) for node in _served(facts, getter, tops, None))
    for cls in tops:
        if not isinstance(cls, ast.ClassDef) or cls.name.startswith("_"):
            continue
        for getter in cls.body:
            if (
                isinstance(getter, ast.FunctionDef | ast.AsyncFunctionDef)
                and getter.name in _GETTERS
            ):
                served.update((id(node), node) for node in _served(facts, getter, cls.body, cls))
    classes = [node for node in served.values() if isinstance(node, ast.ClassDef)]
    functions = [node for node in served.values() if not isinstance(node, ast.ClassDef)]
    functions += [
        item
        for cls in classes
        for item in cls.body
        if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef)
        and not item.name.startswith("_")
    ]
    return functions, classes


def _module_level(body: list[ast.stmt]) -> list[ast.stmt]:
    """The statements of the module's body, those inside an `if` or `try` there too."""
    found: list[ast.stmt] = []
    for statement in body:
        found.append(statement)
        if isinstance(statement, ast.If | ast.Try):
            found += _module_level([*statement.body, *statement.orelse])
            if isinstance(statement, ast.Try):
                found += _module_level(
                    [*statement.finalbody, *(s for h in statement.handlers for s in h.body)]
                )
    return found


def _served(
    facts: StrictFacts,
    getter: ast.FunctionDef | ast.AsyncFunctionDef,
    body: list[ast.stmt],
    cls: ast.ClassDef | None,
) -> list[_Definition]:
    """The private definitions of `body` (the module's, or `cls`'s) that `getter` reads
    other than to call them: by name (also through a dict or list of them, `_LAZY[name]`),
    as an attribute (`self._vat`), or by a key looked up in `globals()`, `vars()` or with
    `getattr` (a constant key, a computed one with a private start, `'_' + name`, or any
    other key but the asked name itself, which may be any of them)."""
    privates: dict[str, _Definition] = {
        node.name: node
        for node in body
        if isinstance(node, _Definition)
        and node.name.startswith("_")
        and not (node.name.startswith("__") and node.name.endswith("__"))
    }
    if not privates:
        return []
    arguments = [*getter.args.posonlyargs, *getter.args.args]
    asked = (
        arguments[1 if cls is not None else 0].arg if len(arguments) > int(cls is not None) else ""
    )
    called = {id(node.func) for node in ast.walk(getter) if isinstance(node, ast.Call)}
    names: set[str] = set()
    for node in ast.walk(getter):
        if id(node) in called or isinstance(getattr(node, "ctx", None), ast.Store | ast.Del):
            continue
        if isinstance(node, ast.Attribute) and cls is not None:
            names.add(node.attr)
        elif isinstance(node, ast.Name | ast.Subscript | ast.Call) and cls is None:
            names.update(
                name.removeprefix("local:")
                for name in facts.names.names(node)
                if name.startswith("local:")
            )
        key = _looked_up_key(facts, node, _owners(arguments, cls))
        if key is not None:
            names.update(_served_keys(key, asked, privates))
    return [privates[name] for name in names if name in privates]


def _owners(arguments: list[ast.arg], cls: ast.ClassDef | None) -> frozenset[str]:
    """What names the owner of a getter's privates in `getattr(owner, key)`: the class (its
    name, the receiver, `type(self)`, `self.__class__`) or the module
    (`sys.modules[__name__]`), as `_owner_text` spells them."""
    if cls is None:
        return frozenset({"sys.modules[__name__]"})
    receiver = arguments[0].arg if arguments else cls.name
    return frozenset({cls.name, receiver, f"type({receiver})", f"{receiver}.__class__"})


def _looked_up_key(facts: StrictFacts, node: ast.AST, owners: frozenset[str]) -> ast.expr | None:
    """The key of `globals()[key]`, `vars().get(key)`, or `getattr(owner, key)` (`owners`)."""
    if isinstance(node, ast.Subscript) and _namespace_call(facts, node.value):
        return node.slice
    if not isinstance(node, ast.Call) or not node.args:
        return None
    func = node.func
    if (
        isinstance(func, ast.Attribute)
        and func.attr == "get"
        and _namespace_call(facts, func.value)
    ):
        return node.args[0]
    if (
        len(node.args) > 1
        and "builtins.getattr" in facts.names.names(func)
        and ast.unparse(node.args[0]) in owners
    ):
        return node.args[1]
    return None


def _namespace_call(facts: StrictFacts, node: ast.expr) -> bool:
    return isinstance(node, ast.Call) and bool(_NAMESPACES & facts.names.names(node.func))


def _served_keys(key: ast.expr, asked: str, privates: dict[str, _Definition]) -> list[str]:
    """The private names a key looked up in a `__getattr__` may be."""
    text = const_str(key)
    if text is not None:
        return [text]
    if isinstance(key, ast.Name) and key.id == asked:
        return []  # the name asked for: a public one, as only such reach a module's
    affixes = name_affixes(key)
    if affixes is not None:
        start, end = affixes
        if not start.startswith("_"):
            return []
        return [
            name
            for name in privates
            if name.startswith(start) and name.endswith(end) and len(name) > len(start + end)
        ]
    return list(privates)


def published_private_classes(facts: StrictFacts) -> list[ast.ClassDef]:
    """Private classes (`_Queue`) the code publishes under a public name (`Queue =
    _Queue`), as `published_private_functions` finds them."""
    return facts.derived(_published_privates)[1]


def _published_privates(
    facts: StrictFacts,
) -> tuple[list[ast.FunctionDef | ast.AsyncFunctionDef], list[ast.ClassDef]]:
    """The private functions and classes published under a public name: in the same body
    (`total = _total`), in a literal module `__all__`, or on the module at run time
    (`_run_time_publishing`); with the public methods of each class so published."""
    private: dict[tuple[int, str], ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef] = {}
    published = {(id(facts.tree), name) for name in literal_all(facts) or ()}
    published |= {(id(facts.tree), name) for name in _run_time_publishing(facts)}
    methods: dict[int, list[ast.FunctionDef | ast.AsyncFunctionDef]] = {}
    for statement in api_level(facts):
        owner = facts.owner(statement)
        if isinstance(statement, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            name = statement.name
            dunder = name.startswith("__") and name.endswith("__")
            if name.startswith("_") and not dunder and public_scope(facts, facts.owner(statement)):
                private[(id(owner), name)] = statement
            if not name.startswith("_") and not isinstance(statement, ast.ClassDef):
                methods.setdefault(id(owner), []).append(statement)
        elif isinstance(statement, ast.Assign | ast.AnnAssign):
            published.update((id(owner), name) for name in _aliased(statement))
            published.update((id(owner), name) for name in _attached(facts, statement))
    found = [node for key, node in private.items() if key in published]
    classes = [node for node in found if isinstance(node, ast.ClassDef)]
    functions = [node for node in found if not isinstance(node, ast.ClassDef)]
    functions += [method for cls in classes for method in methods.get(id(cls), ())]
    return functions, classes


def public_classes(facts: StrictFacts) -> frozenset[str]:
    """The names of the public classes defined at module level (also inside an `if` or
    `try` there)."""
    return facts.derived(_public_classes)


def _public_classes(facts: StrictFacts) -> frozenset[str]:
    return frozenset(
        node.name
        for node in api_level(facts)
        if isinstance(node, ast.ClassDef)
        and not node.name.startswith("_")
        and isinstance(facts.owner(node), ast.Module)
    )


def attached_to_class(facts: StrictFacts, target: ast.expr) -> bool:
    """Whether an assignment target is a public attribute of a public module-level class
    (`Cart.total`): what is bound there after the class is one of its public methods."""
    return (
        isinstance(target, ast.Attribute)
        and not target.attr.startswith("_")
        and isinstance(target.value, ast.Name)
        and target.value.id in public_classes(facts)
    )


def _attached(facts: StrictFacts, statement: ast.Assign | ast.AnnAssign) -> list[str]:
    """The name put on a public class under a public name after it (`_total` in
    `Cart.total = _total`)."""
    value = statement.value
    if not isinstance(value, ast.Name) or not isinstance(facts.owner(statement), ast.Module):
        return []
    targets = statement.targets if isinstance(statement, ast.Assign) else [statement.target]
    return [value.id] if any(attached_to_class(facts, item) for item in targets) else []


_MODULE_LOADERS = frozenset({"importlib.import_module", "builtins.__import__"})


def _run_time_publishing(facts: StrictFacts) -> set[str]:
    """The private names the module publishes under public ones at run time: through its
    namespace (`globals().update(area=_area)`, `globals().update({'area': _area})`,
    `vars()['area'] = _area`) or its module object (`setattr(sys.modules[__name__],
    'area', _area)`, `sys.modules[__name__].area = _area`). Only a private name bound
    to a public key or attribute counts; keys computed at run time are not followed."""
    found = _set_on_classes(facts) if "setattr" in facts.code else set()
    if not facts.runs_code_dynamically:  # none of these without `globals`, `modules`, ...
        return found
    pairs = _published_by_calls(facts)
    for node in facts.of_type(ast.Assign):
        for target in node.targets:
            if isinstance(target, ast.Subscript) and _namespace(facts, target.value):
                pairs.append((const_str(target.slice), node.value))
            elif isinstance(target, ast.Attribute) and _module_object(facts, target.value):
                pairs.append((target.attr, node.value))
    return found | {
        value.id
        for key, value in pairs
        if key is not None and not key.startswith("_") and isinstance(value, ast.Name)
    }


_SETATTR_ARGUMENTS = 3


def _set_on_classes(facts: StrictFacts) -> set[str]:
    """The names a module-level `setattr` puts on a public class under a public name
    (`_total` in `setattr(Cart, 'total', _total)`)."""
    found: set[str] = set()
    for call in facts.of_type(ast.Call):
        args = call.args
        if len(args) != _SETATTR_ARGUMENTS or not isinstance(args[2], ast.Name):
            continue
        key = const_str(args[1])
        if (
            key is not None
            and not key.startswith("_")
            and _class_at_module_level(facts, call, args[0])
            and "builtins.setattr" in facts.names.names(call.func)
        ):
            found.add(args[2].id)
    return found


def _published_by_calls(facts: StrictFacts) -> list[tuple[str | None, ast.expr]]:
    """(key, value) of what calls put on the module: `update` or `setdefault` of its
    namespace, `setattr` of its module object."""
    pairs: list[tuple[str | None, ast.expr]] = []
    for call in facts.of_type(ast.Call):
        func, args = call.func, call.args
        if isinstance(func, ast.Attribute) and func.attr in {"update", "setdefault"}:
            if _namespace(facts, func.value):
                pairs += _keyed(facts, call)
        elif (
            len(args) == _SETATTR_ARGUMENTS
            and "builtins.setattr" in facts.names.names(func)
            and _module_object(facts, args[0])
        ):
            pairs.append((const_str(args[1]), args[2]))
    return pairs


def _class_at_module_level(facts: StrictFacts, call: ast.Call, node: ast.expr) -> bool:
    """A public module-level class given to a `setattr` run at module level."""
    return (
        isinstance(node, ast.Name)
        and node.id in public_classes(facts)
        and isinstance(facts.owner(call), ast.Module)
    )


def _keyed(facts: StrictFacts, call: ast.Call) -> list[tuple[str | None, ast.expr]]:
    """(key, value) of what `update` or `setdefault` puts in a namespace: its keywords,
    a dict literal's entries (also of `dict(...)`), `setdefault`'s two arguments."""
    if isinstance(call.func, ast.Attribute) and call.func.attr == "setdefault":
        return [(const_str(call.args[0]), call.args[1])] if len(call.args) == 2 else []
    pairs: list[tuple[str | None, ast.expr]] = [(item.arg, item.value) for item in call.keywords]
    for arg in call.args:
        value = facts.names.only_value(arg)
        if isinstance(value, ast.Dict):
            pairs += [
                (const_str(key), item) for key, item in zip(value.keys, value.values, strict=True)
            ]
        elif isinstance(value, ast.Call) and "builtins.dict" in facts.names.names(value.func):
            pairs += _keyed(facts, value)
    return pairs


def _namespace(facts: StrictFacts, node: ast.expr) -> bool:
    """`globals()`, `vars()` (also bound to a name), or the `__dict__` of the module."""
    if NAMESPACE in facts.names.names(node):
        return True
    value = facts.names.only_value(node)
    if isinstance(value, ast.Attribute) and value.attr == "__dict__":
        return _module_object(facts, value.value)
    return (
        isinstance(value, ast.Call)
        and "builtins.vars" in facts.names.names(value.func)
        and len(value.args) == 1
        and _module_object(facts, value.args[0])
    )


def _module_object(facts: StrictFacts, node: ast.expr) -> bool:
    """`sys.modules[__name__]` or `importlib.import_module(__name__)` (also bound to a
    name): the module itself."""
    value = facts.names.only_value(node)
    if isinstance(value, ast.Subscript):
        key, holder = value.slice, value.value
        modules = "sys.modules" in facts.names.names(holder)
    elif isinstance(value, ast.Call) and value.args:
        key, holder = value.args[0], value.func
        modules = bool(facts.names.names(holder) & _MODULE_LOADERS)
    else:
        return False
    return modules and isinstance(key, ast.Name) and key.id == "__name__"


def _aliased(statement: ast.Assign | ast.AnnAssign) -> list[str]:
    """The name a public name is bound to (`_total` in `total = _total`)."""
    value = statement.value
    targets = statement.targets if isinstance(statement, ast.Assign) else [statement.target]
    public = any(isinstance(item, ast.Name) and not item.id.startswith("_") for item in targets)
    return [value.id] if public and isinstance(value, ast.Name) else []


def literal_all(facts: StrictFacts) -> frozenset[str] | None:
    """The names the module's `__all__` lists, when every binding of it at module level is
    a literal list or tuple of strings (`__all__ = [...]`, `__all__ += (...)`); else None."""
    names: set[str] = set()
    found = False
    for statement in facts.tree.body:
        if isinstance(statement, ast.Assign):
            targets = statement.targets
        elif isinstance(statement, ast.AnnAssign | ast.AugAssign):
            targets = [statement.target]
        else:
            continue
        if not any(isinstance(item, ast.Name) and item.id == "__all__" for item in targets):
            continue
        value = statement.value
        items = value.elts if isinstance(value, ast.List | ast.Tuple) else [value]
        texts = [item.value for item in items if isinstance(item, ast.Constant)]
        if len(texts) != len(items) or not all(isinstance(text, str) for text in texts):
            return None
        names.update(texts)
        found = True
    return frozenset(names) if found else None


def public_scope(facts: StrictFacts, owner: ast.AST) -> bool:
    """Whether `owner` is the module, or a public class whose owners are public classes up
    to the module: where a definition is part of the module's API."""
    while isinstance(owner, ast.ClassDef):
        if owner.name.startswith("_"):
            return False
        owner = facts.owner(owner)
    return isinstance(owner, ast.Module)


_ADVERBS = frozenset({
    "also", "just", "only", "simply", "still", "then", "first", "now", "always", "never",
    "merely", "again", "further", "instead", "basically", "essentially", "internally",
})  # fmt: skip
_LY_VERBS = frozenset({
    "apply", "reply", "supply", "multiply", "imply", "comply", "rely", "ally", "tally",
    "rally", "dally", "sally", "sully", "bully", "fly", "ply", "belly", "jelly", "dolly",
})  # fmt: skip
"""Verbs ending in `ly` (`Apply updates`), also behind a prefix (`Reapply`, `Resupply`,
`Misapply`, `Retally`)."""
_LY_VERB_ENDINGS = ("pply", "tiply")
"""Endings only verbs have (`apply`, `oversupply`, `multiply`); adverbs end `-ply` too
(`simply`, `deeply`, `cheaply`), so `-ply` alone says nothing."""
_VERB_PREFIXES = ("re", "mis", "over", "under", "out", "pre", "co", "un", "dis", "counter")
_LY_NON_ADVERBS = frozenset({
    "daily", "weekly", "monthly", "yearly", "hourly", "nightly", "quarterly", "biweekly",
    "bimonthly", "fortnightly", "early", "family", "assembly", "anomaly", "monopoly",
    "friendly", "likely", "unlikely", "costly", "timely", "elderly", "orderly", "curly",
    "silly", "ugly", "lovely", "lonely", "lively", "holy", "jolly", "deadly", "worldly",
    "homely", "scholarly", "butterfly", "firefly", "dragonfly", "lily", "folly", "gully",
})  # fmt: skip
"""Adjectives and nouns ending in `ly` (`Daily totals`, `Friendly names`)."""

_NOT_COMMANDS = frozenset({"will", "shall", "would", "we", "i", "you", "they", "he", "she"})
"""Openings no command has: `Will return ...`, a personal pronoun as the subject (`We
compute ...`, `I compute ...`, `You get ...`)."""
_SUBJECTS = frozenset({"it", "this"})
_SUBJECT_NOUNS = frozenset({"function", "method", "helper", "routine", "property", "class"})


_CONJUNCTIONS = frozenset({"and", "or", "but", "yet", "&"})
_MOST_ADVERBS = 6
"""Adverbs and the conjunctions between them skipped at most (`Quickly, lazily and
safely flattens`)."""


def not_imperative(summary: str) -> str | None:
    """The opening words of a summary that is not a command although its first word is no
    third-person verb, or None: a third-person verb behind adverbs, also joined by `and`
    or commas (`Recursively computes`, `Also returns`, `Simply, stably and efficiently
    removes`), a future opening (`Will return`), a personal pronoun as the subject (`We
    compute`, `I compute`, `You get`) or a subject (`It returns`, `This function
    returns`)."""
    words = [word.strip(".,:;") for word in summary.split()[: _MOST_ADVERBS + 3]]
    lowered = [word.lower() for word in words]
    if len(words) > 1 and lowered[0] in _NOT_COMMANDS and words[1].isalpha():
        return " ".join(words[:2])
    skip = 0
    while skip < min(_MOST_ADVERBS, len(words) - 1) and (
        _adverb(lowered[skip]) or (skip and lowered[skip] in _CONJUNCTIONS)
    ):
        skip += 1
    if not skip and lowered and lowered[0] in _SUBJECTS:
        skip = 2 if len(lowered) > 2 and lowered[1] in _SUBJECT_NOUNS else 1
    if skip and skip < len(words) and third_person(words[skip]):
        return " ".join(words[: skip + 1])
    return None


def _adverb(word: str) -> bool:
    """`also`, `simply`, `recursively`: a word a command may open with before its verb."""
    return word in _ADVERBS or (
        len(word) > 4
        and word.endswith("ly")
        and word.isalpha()
        and word not in _LY_NON_ADVERBS
        and not _ly_verb(word)
    )


def _ly_verb(word: str) -> bool:
    """`apply`, `reapply`, `resupply`, `multiply`, `retally`: a verb ending in `ly`.

    A prefixed stem counts from five letters: `re` + `ally` is `really`.
    """
    stems = [word[len(prefix) :] for prefix in _VERB_PREFIXES if word.startswith(prefix)]
    return (
        word.endswith(_LY_VERB_ENDINGS)
        or word in _LY_VERBS
        or any(len(stem) > 4 and stem in _LY_VERBS for stem in stems)
    )


def name_affixes(name: ast.expr) -> tuple[str, str] | None:
    """`f'_op_{op}'` or `'visit_' + kind`: the fixed start and end of a computed name."""
    if isinstance(name, ast.JoinedStr):
        parts = [part.value if isinstance(part, ast.Constant) else None for part in name.values]
        if parts.count(None) != 1:
            return None
        hole = parts.index(None)
        start, end = "".join(parts[:hole]), "".join(parts[hole + 1 :])
        return (start, end) if start or end else None
    if isinstance(name, ast.BinOp) and isinstance(name.op, ast.Add):
        left, right = name.left, name.right
        if isinstance(left, ast.Constant) and isinstance(left.value, str) and left.value:
            return left.value, ""
        if isinstance(right, ast.Constant) and isinstance(right.value, str) and right.value:
            return "", right.value
    return None


class NameShelf:
    """Names sorted, and sorted written backwards, to find those with a given start and
    end by bisection (logic_3 asks it of the module's functions, logic_9 of a class's
    methods)."""

    def __init__(self, names: list[str]) -> None:
        self.forward = sorted(names)
        self.backward = sorted(name[::-1] for name in names)

    def fitting(self, start: str, end: str) -> list[str]:
        """The names `start`, something, `end`: read from the fewer of those that start so
        and those that end so, so that many computed names cost what the names fitting
        them do, not what all names do."""
        starting = _fitting(self.forward, start)
        ending = _fitting(self.backward, end[::-1])
        if len(range(*starting)) <= len(range(*ending)):
            candidates = self.forward[slice(*starting)]
        else:
            candidates = [name[::-1] for name in self.backward[slice(*ending)]]
        return [
            name
            for name in candidates
            if len(name) > len(start) + len(end) and name.startswith(start) and name.endswith(end)
        ]


def _fitting(names: list[str], start: str) -> tuple[int, int]:
    """The (first, past-last) index of the sorted `names` beginning with `start` (no
    identifier holds U+10FFFF, a noncharacter, so every one so beginning sorts below
    `start` followed by it)."""
    first = bisect_left(names, start)
    return first, bisect_left(names, start + _LAST_CHARACTER, first)


_LAST_CHARACTER = chr(0x10FFFF)


def python_blocks_left_out(facts: StrictFacts) -> list[tuple[int, str]]:
    """(number, text as written) of each of the answer's Python blocks that extraction
    leaves out of the judged program (a driver repeating a call, a second module the
    program imports, usage examples, tests, a session, a `pyi` stub): `shown_python`'s
    blocks. Instructions about how all code the answer shows is written read them too.
    Empty for code run through exec."""
    return [(block.number, block.text) for block in shown_python(facts)]


def shown_python(facts: StrictFacts) -> list[ShownBlock]:
    """Every block of Python the answer shows beside its judged program, with its kind and
    its code (`vibebench.verify._extract.shown_python_blocks`: a label naming Python
    whatever file name or attributes follow, `pyi` stubs, sessions by their label or their
    `>>>`/`In [n]:` prompts, unlabelled programs). Empty for code run through exec."""
    if facts.depth:
        return []
    from vibebench.verify._extract import shown_python_blocks  # noqa: PLC0415

    known = facts.memo(shown_python)  # response -> its blocks: several instructions ask
    found = known.get(facts.response)
    if found is None:
        found = known[facts.response] = shown_python_blocks(facts.response, facts.code)
    return list(found)  # (a copy: no caller's change reaches the next one)


def left_out_block_findings(
    facts: StrictFacts,
    judge: Callable[[StrictFacts], Iterable[Finding]],
    keep: Callable[[str], bool] | None = None,
) -> list[Finding]:
    """`judge`'s findings on each of the answer's other Python blocks
    (`python_blocks_left_out`) that parses and that `keep` accepts, each named by its block:
    an instruction about what the answer's comments and docstrings hold reads them with its
    own checks. A block holding the program itself is not judged twice."""
    found: list[Finding] = []
    for number, text in python_blocks_left_out(facts):
        text = text.replace("\r\n", "\n")  # the program itself, its lines ended by CRLF
        if text.strip() in facts.code or (keep is not None and not keep(text)):
            continue
        inner = facts.embedded(text)
        if inner is None:
            continue
        where = f"in the answer's python block {number}, left out of the program"
        found += [(None, f"{where}: {message}") for _, message in judge(inner)]
    return found


_INLINE_CODE = re.compile(r"(?<!`)(`+)(?!`)(.+?)(?<!`)\1(?!`)")
"""A markdown code span: a run of backticks, then text, then a run of the same length."""
_WRAPPED_CODE = re.compile(r"(?<!`)(`+)(?!`)(.+?)(?<!`)\1(?!`)", re.DOTALL)
"""The same over the lines of a paragraph (a span's line endings render as spaces)."""


_WRAPPING = re.compile(r"`+(?!`)[^`\n]*(?:\n[^`\n]+)+")
"""A run of backticks, then text past a line end up to the next backtick or a
blank line: where a code span may wrap over the lines of a paragraph (a literal first and
greedy classes only, so finding every one costs one fast pass)."""


def _may_wrap(text: str, limit: int) -> bool:
    """Whether a code span may wrap over lines with more than `limit` characters in it."""
    return any(len(match.group()) > limit and text.startswith("`", match.end())
               and (match.start() == 0 or text[match.start() - 1] != "`")
               for match in _WRAPPING.finditer(text))  # fmt: skip


RUN_CODE_DEPTH = 3
"""Code run from a string inside code run from a string: followed this deep at most by
`run_code_findings`."""


def run_code_findings(
    facts: StrictFacts, judge: Callable[[StrictFacts], Iterable[Finding]]
) -> list[Finding]:
    """`judge`'s findings on code the response runs from a constant string (`exec(SOURCE)`,
    any runner strict mode reads), each named by its runner: an instruction about what the
    program's comments and docstrings hold reads that code's too, though the response
    shows it inside a string. Code built at run time is not judged (nothing to read)."""
    found: list[Finding] = []
    for call, runner, source in facts.dynamic_runs:
        inner = facts.embedded(source) if source is not None else None
        if inner is None or inner.depth > RUN_CODE_DEPTH:
            continue
        line = call.lineno if facts.depth == 0 else None
        through = runner.rpartition(".")[2]
        found += [(line, f"in code run through `{through}`: {message}")
                  for _, message in judge(inner)]  # fmt: skip
    return found


def long_inline_code(facts: StrictFacts, limit: int) -> list[Finding]:
    """Code spans over the limit outside fenced blocks (`` `average_grades({...})` `` in a
    table cell or a sentence, or wrapped over the lines of a paragraph, which render as
    one line) that are one statement of code as the code shown outside the program is
    judged (`_statement_is_code`: not data, such as a repr of output): a line of code the
    answer shows, written inline. Empty for code run through exec."""
    if facts.depth or (
        re.search(f"`[^`\n]{{{limit},}}`", facts.response) is None
        and not _may_wrap(facts.response, limit)
    ):
        return []  # (no span as long as the limit)
    found: list[Finding] = []
    defined: list[frozenset[str]] = []
    for number, text in _paragraphs(facts.response.split("\n")):
        if len(text) <= limit or "`" not in text:
            continue
        spans = [(number + line, match) for line, part in enumerate(text.split("\n"))
                 for match in _INLINE_CODE.finditer(part)]  # fmt: skip
        if "\n" in text:
            wrapped = (match for match in _WRAPPED_CODE.finditer(text) if "\n" in match.group(2))
            spans += [(number + text.count("\n", 0, match.start()), match) for match in wrapped]
        for line, match in spans:
            code = re.sub(r"[ \t]*\n[ \t]*", " ", match.group(2)).strip(" ")
            tree = parse_module(code) if len(code) > limit else None
            if tree is None or not tree.body:
                continue
            defined = defined or [_defined_names(facts)]
            if any(_statement_is_code(statement, defined[0]) for statement in tree.body):
                where = f"line {line} of the answer, inline code outside the program"
                found.append((None, f"{where}, has {len(code)} characters (limit {limit})"))
    return found


_HTML_CODE = re.compile(
    r"(<pre[^>]*>\s*)?<code(?:\s[^>]*)?>(.*?)</code>", re.DOTALL | re.IGNORECASE
)
"""An HTML `<code>` element (one inside `<pre>` is a block, measured elsewhere)."""


def long_html_code(facts: StrictFacts, limit: int) -> list[Finding]:
    """Inline HTML `<code>` elements over the limit outside fenced blocks, judged as a
    backtick code span is (`long_inline_code`): one statement of code, its entities
    decoded and its lines joined, as it renders. Empty for code run through exec."""
    if facts.depth or "<code" not in facts.response.lower():
        return []
    found: list[Finding] = []
    defined: list[frozenset[str]] = []
    for number, text in _paragraphs(facts.response.split("\n")):
        for match in _HTML_CODE.finditer(text):
            if match.group(1) is not None:
                continue
            code = html.unescape(re.sub(r"[ \t]*\n[ \t]*", " ", match.group(2))).strip()
            tree = parse_module(code) if len(code) > limit else None
            if tree is None or not tree.body:
                continue
            defined = defined or [_defined_names(facts)]
            if any(_statement_is_code(statement, defined[0]) for statement in tree.body):
                line = number + text.count("\n", 0, match.start())
                where = f"line {line} of the answer, inline HTML code outside the program"
                found.append((None, f"{where}, has {len(code)} characters (limit {limit})"))
    return found


def _paragraphs(lines: list[str]) -> list[tuple[int, str]]:
    """(number of its first line, its text) of each run of the answer's lines outside fenced
    blocks between blank lines and fence lines."""
    found: list[tuple[int, str]] = []
    current: list[str] = []
    opened: str | None = None
    for number, line in enumerate(lines, start=1):
        fence = fence_line(line)
        inside = opened is not None
        if inside:
            opened = None if closes_fence(fence, opened) else opened
        elif fence is not None:
            opened = fence[0]
        if inside or fence is not None or not line.strip():
            if current:
                found.append((number - len(current), "\n".join(current)))
            current = []
            continue
        current.append(line)
    if current:
        found.append((len(lines) + 1 - len(current), "\n".join(current)))
    return found


def long_code_lines_left_out(facts: StrictFacts, limit: int) -> list[tuple[int, str | None]]:
    """(line number in the answer, the line) of every line over `limit` characters of code
    the answer shows outside the judged program and its fenced Python blocks: unfenced code
    before or after the program (past a line of prose), a markdown indented block, a fence
    inside a blockquote, a list item or a `markdown` block, an HTML `<pre><code>` block.

    A line is code when, its container removed (`>` quote marks, a list marker, HTML
    `<pre>`/`<code>` tags, a `>>>`/`...` prompt), a run of the lines around it (between two
    fence lines; blocks labelled with another language are not read) parses as Python from a
    line no deeper than it and the statement holding it is code: not an expression of data
    (a name, a constant, a display of them, a repr such as `Counter({...})`) nor a label of
    prose that happens to parse (`Output: [0, 1]`, `Input: s = "abc"`). Prose, URLs, shell
    commands and tracebacks do not parse, so they never count; a source line a traceback
    quotes is not the answer's code. The line is measured as its statement's code holds it
    (container and the statement's own indentation removed). Empty for code run through exec.
    Reading parses at most READ_BUDGET characters; the line where it ran out ends the list
    with None in place of its code.
    """
    if facts.depth:
        return []
    lines = facts.response.split("\n")
    if max(map(len, lines)) <= limit:
        return []
    measured = {line.strip() for line in facts.code.split("\n") if len(line) > limit}
    if all(line.strip() in measured for line in lines if len(line) > limit):
        return []
    measured.update(line.strip() for line in facts.code.split("\n"))
    shown = [text for block in shown_python(facts) for text in (block.text, block.source)]
    measured.update(line.strip() for text in shown for line in text.split("\n"))
    defined = _defined_names(facts)
    found: list[tuple[int, str | None]] = []
    budget = _ReadBudget()
    for run in _code_runs(lines):
        chunks: _Chunks | None = None
        for index, line in enumerate(run):
            if len(line.text) <= limit or line.quoted or line.text.strip() in measured:
                continue
            chunks = chunks or _Chunks(run, budget)
            try:
                code = chunks.code_line(index, defined)
            except _OutOfBudgetError:
                return [*found, (line.number, None)]
            if code is not None and len(code) > limit:
                found.append((line.number, code))
    return found


def _outside_blocks(facts: StrictFacts) -> str:
    """The answer without the bodies of the fenced blocks extraction reads (those labelled
    `markdown` kept), or without its program when it has none (unfenced code)."""
    from vibebench.verify._extract import fenced_blocks  # noqa: PLC0415

    outside = facts.response
    blocks = fenced_blocks(outside)
    for block in blocks:
        kept = block.label in _MARKDOWN_LABELS or block.label in _PLAIN_LABELS
        kept = kept or block.label in _RST_LABELS or block.label in _DIFF_LABELS \
            or _feeds_python(block.text)  # fmt: skip
        if not kept and block.text:
            outside = outside.replace(block.text, "", 1)
    return outside if blocks else outside.replace(facts.code.rstrip(), "", 1)


def shown_code_statements(
    facts: StrictFacts, gate: re.Pattern[str], wanted: Callable[[str], bool]
) -> list[tuple[int, str | None]]:
    """(line number in the answer, source) of each statement of code the answer shows
    outside its fenced blocks (`long_code_lines_left_out`'s reading: a markdown indented
    block, an HTML `<pre><code>` block, a fence in a blockquote, a list item or a
    `markdown` block, code at a `>>>` prompt, unfenced code) that holds a line `wanted`
    accepts (its container removed); each statement once. `gate` (a multi-line pattern)
    finds the answer's lines that may be such a line: an answer with none outside the
    fenced blocks extraction reads (or its unfenced program) is not read. Empty for code run
    through exec. When reading runs out of READ_BUDGET, the list ends with None in place
    of a source."""
    if facts.depth or not facts.response or gate.search(_outside_blocks(facts)) is None:
        return []
    found: list[tuple[int, str | None]] = []
    seen: set[str] = set()
    defined = _defined_names(facts)
    budget = _ReadBudget()
    for run in _code_runs(facts.response.split("\n")):
        chunks: _Chunks | None = None
        for index, line in enumerate(run):
            if line.fenced or line.quoted or not wanted(line.text):
                continue
            chunks = chunks or _Chunks(run, budget)
            try:
                source = chunks.code_statement(index, defined)
            except _OutOfBudgetError:
                return [*found, (line.number, None)]
            if source is not None and source not in seen:
                seen.add(source)
                found.append((line.number, source))
    return found


READ_BUDGET = 2_000_000
"""Characters of the answer's text parsed, at most, in looking for code outside the program:
text built to make each try slow (thousands of long lines that each open a bracket) would
otherwise take a minute per answer. Honest answers use a small share of it; an answer that
uses it all is not judged further and fails (undecidable)."""


class _OutOfBudgetError(Exception):
    """The answer's READ_BUDGET is spent."""


class _ReadBudget:
    """What is left of READ_BUDGET for one answer."""

    __slots__ = ("left",)

    def __init__(self) -> None:
        self.left = READ_BUDGET

    def parse(self, text: str) -> ast.Module:
        """`syntax_tree(text)`, paid for by its length (_OutOfBudgetError when none is left)."""
        self.left -= len(text) + 1
        if self.left < 0:
            raise _OutOfBudgetError
        return syntax_tree(text)


@dataclass(frozen=True, slots=True)
class _Line:
    """A line of the answer outside other languages' blocks, its container removed."""

    number: int
    """Its number in the answer."""
    text: str
    """The line without its container (quote marks, list marker, HTML tags, prompt)."""
    listed: str | None = None
    """The same with its list marker kept (None: it has none): a line of code that starts
    with `- ` or `+ ` (black's operator-first continuation line) is no list item."""
    quoted: bool = False
    """A source line a traceback quotes (after `File "...", line N`): not the answer's code."""
    fenced: bool = False
    """In the body of a fenced block extraction reads (a fence at the answer's top level,
    not in a quote, list item or tag): the program, a block of Python the answer shows
    (`shown_python`), or no Python."""


_LIST_MARKER = re.compile(r"[ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]+(?=\S)")
_HTML_OPEN = re.compile(r"[ \t]*(?:<(?:pre|code)\b[^>]*>)+", re.IGNORECASE)
_HTML_CLOSE = re.compile(r"(?:</(?:code|pre)>[ \t]*)+$", re.IGNORECASE)
_TRACEBACK_FILE = re.compile(r'[ \t]*File "[^"\n]*", line \d+')
_MARKDOWN_LABELS = frozenset({"markdown", "md"})
_PLAIN_LABELS = frozenset({
    "text", "txt", "plain", "plaintext", "plain-text", "none", "nohighlight",
    "no-highlight", "starlark", "bazel", "bzl", "python2", "py2",
})  # fmt: skip
"""Labels of a block that renders as plain text or as Python though extraction does not read
it as Python (Pygments' `starlark`, `bazel`, `python2`): its body is read for code as the
answer's unfenced text is (a block of another language, `bash`, `toml`, is not: its own
syntax may parse as Python; nor is one labelled as output, `output`, `stdout`: the reprs a
program prints are not code, even of a class it defines)."""
_HEREDOC = re.compile(r"(?<!<)<<(?!<)-?[ \t]*((?:'[^'\n]*'|\"[^\"\n]*\"|\\.|[^\s;&|<>()'\"\\])+)")
"""A here-document's start and its delimiter word, quoted in any of the shell's ways
(`'EOF'`, `"EOF"`, `\\EOF`, `E"O"F`); not a here-string (`<<<`)."""
_DELIMITER_QUOTING = re.compile(r"'([^']*)'|\"([^\"]*)\"|\\(.)")
_INTERPRETER = r"(?:[a-z]*python[\d.]*|jython|pypy[\d.]*|graalpy|py)"
"""A Python interpreter's name (`python3.12`, `ipython`, `micropython`, `pypy3`, the
`py` launcher); `py` also matches a `.py` file's suffix (`cat <<EOF > demo.py`)."""
_PYTHON_LINE = re.compile(
    rf"\b{_INTERPRETER}\b"
    r"|(?:^|[|;&(`]|\b(?:exec|env|time|command|sudo|then|do|run))[ \t]*(?:\$[ \t]+)?"
    r"(?:\w+=\S*[ \t]+)*[\"']?\$\{?(?:\w*_)?(?i:py(?:thon|py)?[\d.]*(?:_\w*|bin|exe|cmd)?)"
    r"(?!\w)",
    re.MULTILINE,
)
"""A shell line naming a Python interpreter or file, or running a variable named for one
(`"$PYTHON"`, `${VENV_PY}`, `$PY_BIN`) as its command."""
_ASSIGNED = re.compile(
    r"[ \t]*(?:export[ \t]+)?([A-Za-z_]\w*)=[\"']?([^\s\"';&|<>]*)[\"']?[ \t]*$"
)
_PYTHON_VALUE = re.compile(rf"(?:^|[/:{{-]){_INTERPRETER}\}}?$|\.pyw?\}}?$")
"""A variable's value naming a Python interpreter or file (`.venv/bin/python`,
`${PYTHON:-python3}`, `scripts/demo.py`)."""


def _heredoc_end(word: str) -> str:
    """The terminator line of a here-document whose delimiter is `word` (quotes removed)."""
    return _DELIMITER_QUOTING.sub(lambda found: "".join(filter(None, found.groups())), word)


def _feeds_python(text: str) -> bool:
    """Whether a block of another language hands Python a here-document or a quoted
    argument (`_EmbeddedPython`'s reading; a gate, so any line may open one)."""
    if _PYTHON_QUOTED.search(text) is not None:
        return True
    if "<<" not in text:
        return False
    lines = text.split("\n")
    embedded = _EmbeddedPython(lines)
    for index, line in enumerate(lines):
        embedded.at = index
        if embedded.python_heredoc(line) is not None:
            return True
    return False


_SHELL_SEPARATORS = frozenset({"|", "||", "&&", ";", "&", "|&", ";;"})
_SHELL_PREFIXES = frozenset({
    "$", "%", "env", "sudo", "time", "exec", "command", "nice", "nohup", "then", "do",
    "else", "!", "uv", "poetry", "pipenv", "pdm", "hatch", "rye", "run",
})  # fmt: skip
"""Words a shell line may put before the interpreter it runs (a prompt, `env`, `uv run`)."""
_PYTHON_VARIABLE = re.compile(r"(?:\w*_)?(?i:py(?:thon|py)?[\d.]*(?:_\w*|bin|exe|cmd)?)")
_C_MODULES = frozenset({
    "sys", "json", "tomllib", "tomli", "csv", "collections", "statistics", "math", "re",
    "itertools", "datetime", "decimal", "fractions", "base64", "hashlib", "unicodedata",
    "configparser", "textwrap", "pprint", "html",
})  # fmt: skip
"""Modules a `-c` program reading a here-document may import and still be the reader of
data only: none runs text, starts a process, or opens a file by itself."""
_C_FORBIDDEN = frozenset({
    "open", "breakpoint", "exec", "eval", "compile", "getattr", "setattr", "delattr", "vars",
    "globals", "locals", "modules", "help", "input", "memoryview", "dir", "type", "object",
})  # fmt: skip
"""Names a data-reading `-c` program may not use (a file, a runner, dynamic access)."""
_DATA_MODULES = frozenset({"pip", "json.tool", "json"})
"""Modules `python -m` runs that only read the here-document as data and write no module."""
_FILTERS = frozenset({
    "grep", "egrep", "fgrep", "head", "tail", "sort", "uniq", "wc", "less", "more", "cut",
    "column", "tr", "nl", "fold", "jq", "cat",
})  # fmt: skip
"""Commands a data program's output may be piped through (none runs what it reads)."""
_RUNS_FILE = (
    rf"\b{_INTERPRETER}\b"
    r"|(?:^|[;&|(`]|\b(?:exec|env|time|command|sudo|nohup|nice|then|do|xargs))[ \t]*"
    r"(?:\w+=\S*[ \t]+)*[\"']?(?:\$|[.~]?/|\.[ \t])"
    r"|\b(?:sh|bash|zsh|dash|ksh|fish|source|eval|exec)\b"
)
_RUNS_NAMED = re.compile(_RUNS_FILE)
"""A shell line that may run a file it names: an interpreter or a `.py` file named, a
variable or a path run as a command, a shell (not `xargs ping < hosts.txt`: `xargs` runs
the command it is given, which reads the file's lines as arguments)."""
_RUNS_LATER = re.compile(rf"{_RUNS_FILE}|\bxargs\b")
"""A shell line that may run a file a program wrote somewhere unknown: `_RUNS_NAMED`, or
`xargs` (the lines it reads may be commands)."""
_PROGRAM_MODULES = _C_MODULES | {
    "os", "argparse", "typing", "dataclasses", "__future__", "functools", "string", "enum",
    "operator", "collections.abc",
}  # fmt: skip
"""Modules a script the answer shows may import and still write only the files it names
in its own text (with `os` only `_OS_NAMES` used)."""
_OS_NAMES = frozenset({
    "environ", "getenv", "path", "sep", "linesep", "pathsep", "getcwd", "cpu_count",
    "get_terminal_size", "name", "devnull",
})  # fmt: skip
"""Names of `os` that neither write a file nor run anything."""
_PROGRAM_FORBIDDEN = (_C_FORBIDDEN - {"open", "input", "type", "object", "dir", "help"}) \
    | {"FileType", "__import__", "importlib"}  # fmt: skip
"""Names a script that writes only the files it names may not use (a runner, dynamic
access, `argparse.FileType`)."""
_LINKS = re.compile(
    r"(?:^|[\s;&|(`])(?:ln|mkfifo|alias)\b"
    r"|(?:^|[;&|])[ \t]*(?:function[ \t]+\S|[\w.:-]+[ \t]*\([ \t]*\))"
)
"""A shell line that may make a name stand for standard input or for another program (a
link, a named pipe, an alias, a function)."""
_PYTHON_READERS = frozenset({
    "code", "IPython", "ipython", "asyncio", "ptpython", "bpython", "pdb", "idlelib", "ast",
    "tokenize", "dis", "black", "ruff", "pyflakes", "flake8", "pycodestyle", "autopep8",
    "isort", "yapf", "pylint", "mypy", "doctest", "runpy", "cProfile", "profile", "trace",
})  # fmt: skip
"""Modules `python -m` runs that read Python on standard input (a console, a formatter)."""


def _program_elsewhere(text: str, python_names: list[str]) -> tuple[str, list[str], str] | None:
    """How the shell line `text` hands its here-document, as standard input, to a Python
    interpreter that takes its program from elsewhere: a script path (`python3 check.py
    <<'EOF'`, `./check.py`), a data-reading `-c` program, `-m` (`python -m pip install -r
    /dev/stdin`), itself or through `cat <<EOF | python3 check.py`, its output piped only
    through filters (`| grep`). The here-document is then that program's data, not Python.
    Gives (where the program comes from, `_program_source`'s answer; the paths the line
    names: the files its output is redirected to and the program's arguments; the line's
    later commands), or None when the program may be standard
    input (no script, `-`, a path under `/dev` or `/proc`, `-i`, `PYTHONINSPECT`, a `-c`
    program beyond reading data, a module that reads Python), the output reaches anything
    but a filter, or the line does not read plainly (a subshell, a substitution, an
    unclosed quote, two here-documents)."""
    if (split := _shell_commands(text)) is None:
        return None
    commands, joins = split
    fed = [index for index, words in enumerate(commands) if "<<" in words]
    if len(fed) != 1:
        return None
    at, source = _fed_program(commands, joins, fed[0], python_names)
    if source is None:
        return None
    end = at
    while end < len(joins) and joins[end] in ("|", "|&"):
        end += 1
        if _shell_words(commands[end])[:1] not in ([name] for name in _FILTERS):
            return None
    named = [target for index in range(fed[0], end + 1) for target in _outputs(commands[index])]
    named += [word for argument in _arguments(commands[at], source)
              for word in _SHELL_WORD.findall(argument)]  # fmt: skip
    return source, named, " ; ".join(" ".join(words) for words in commands[end + 1 :])


def _arguments(tokens: list[str], source: str) -> list[str]:
    """The words a command running a Python program hands it (a `-c` program's text among
    them), without the prefixes, the interpreter and the script itself."""
    words = _shell_words(tokens)
    while words and (words[0] in _SHELL_PREFIXES or re.match(r"\w+=", words[0])):
        words = words[1:]
    script = words[0].endswith((".py", ".pyw"))
    words = words[1:]
    if source == "script" and not script:
        first = next((index for index, word in enumerate(words)
                      if not word.startswith("-")), len(words))  # fmt: skip
        words = words[:first] + words[first + 1 :]
    return words


def _fed_program(
    commands: list[list[str]], joins: list[str], at: int, python_names: list[str]
) -> tuple[int, str | None]:
    """The command that reads the here-document `commands[at]` gets (it, or the one
    `cat <<EOF |` pipes it to) and where that command's program comes from
    (`_program_source`; None when it may be standard input or is no Python)."""
    words = _shell_words(commands[at])
    if words[:1] == ["cat"] and set(words[1:]) <= {"-"} and at < len(joins) \
            and joins[at] == "|":  # fmt: skip
        at += 1
        words = _shell_words(commands[at])
    while words and (words[0] in _SHELL_PREFIXES or re.match(r"\w+=", words[0])):
        if words[0].startswith("PYTHONINSPECT="):
            return at, None
        words = words[1:]
    if not words:
        return at, None
    if words[0].endswith((".py", ".pyw")) and not words[0].startswith("$"):
        return at, "script"
    if not _interpreter(words[0], python_names):
        return at, None
    return at, _program_source(words[1:])


def _outputs(tokens: list[str]) -> list[str]:
    """The files a command's redirections write (`> out.py`, `2>> log`; not `> /dev/null`
    or `2>&1`)."""
    found = []
    for index, token in enumerate(tokens):
        if ">" in token:
            target = tokens[index + 1] if index + 1 < len(tokens) else ""
            if target != "/dev/null" and not (token.endswith("&") and target.isdigit()):
                found.append(target)
    return found


def _runs_tied(ties: set[str], lines: Iterable[str]) -> bool:
    """Whether one of the shell `lines`, in order, runs (`_RUNS_NAMED`) a file named as one
    of `ties` (by its name or stem: `./fact.py`, `-m pkg.fact`), or runs a file named
    through a variable or a substitution; a line naming a tie that runs nothing (`cp out.txt
    fact.py`, `mv`, `cat > x`) ties every name it holds."""
    names = {name for tie in ties for name in _path_names(tie)}
    for line in lines:
        held = {name for word in _SHELL_WORD.findall(line)
                for name in (*_path_names(word), *word.split("."))}  # fmt: skip
        runs = _RUNS_NAMED.search(line) is not None
        if held & names:
            if runs:
                return True
            names |= held
        elif runs and ("$" in line or "`" in line):
            return True
    return False


_SHELL_WORD = re.compile(r"[^\s;&|<>()'\"`=]+")


def _path_names(word: str) -> set[str]:
    """The names a shell word may give a file by (`src/fact.py`: `fact.py`, `fact`); a
    line's words are read by their dotted parts too (`-m pkg.fact`)."""
    base = posixpath.basename(word.rstrip("/"))
    return {name for name in (base, base.rsplit(".", 1)[0]) if name}


@functools.lru_cache(maxsize=8)
def _shown_writes(answer: str) -> frozenset[str] | None:
    """The files the Python program the answer shows may write, when it reads standard
    input (so it is the script a shell line feeds a here-document) and every file it opens
    is named by a constant (`open('.env', 'w')`); None when that is not known: no fenced
    Python program, one that reads no standard input (the script is another), one that
    imports beyond `_PROGRAM_MODULES`, uses `os` beyond `_OS_NAMES`, opens a file by a
    computed name, or names a runner or dynamic access (`_PROGRAM_FORBIDDEN`, `.open`, a
    `__`-led name, a `_`-led attribute of anything but `self` or `cls`)."""
    from vibebench.verify._extract import fenced_blocks  # noqa: PLC0415

    programs = [block.text for block in fenced_blocks(answer)
                if shown_python_kind(block.label) == "program"]  # fmt: skip
    written: set[str] = set()
    reads = False
    for program in programs:
        try:
            tree = ast.parse(program)
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            return None
        opened = _constant_opens(tree)
        if opened is None:
            return None
        reads = reads or bool(opened & {"0", "/dev/stdin"}) or any(map(_stdin, ast.walk(tree)))
        written |= opened
    return frozenset(written) if programs and reads else None


def _stdin(node: ast.AST) -> bool:
    """Whether a node reads standard input (`sys.stdin`, `input`)."""
    return isinstance(node, ast.Attribute) and node.attr == "stdin" \
        or isinstance(node, ast.Name) and node.id == "input"  # fmt: skip


def _constant_opens(tree: ast.Module) -> set[str] | None:
    """The names of the files a program opens (each a constant), or None when it may write
    a file it does not name so or run anything (`_shown_writes`)."""
    allowed = {id(node.func) for node in ast.walk(tree) if isinstance(node, ast.Call)
               and isinstance(node.func, ast.Name) and node.func.id == "open"
               and node.args and isinstance(node.args[0], ast.Constant)}  # fmt: skip
    opened: set[str] = set()
    os_names = {"os"}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import | ast.ImportFrom):
            if not _plain_import(node, os_names):
                return None
        elif isinstance(node, ast.Call) and id(node.func) in allowed:
            opened.add(str(node.args[0].value))  # type: ignore[attr-defined]
        elif _unnamed_access(node, allowed, os_names):
            return None
    return opened


def _plain_import(node: ast.Import | ast.ImportFrom, os_names: set[str]) -> bool:
    """Whether an import takes only `_PROGRAM_MODULES` (of `os`, only `_OS_NAMES`); the
    names `os` is bound to are added to `os_names`."""
    if getattr(node, "level", 0):
        return False
    for alias in node.names:
        module = alias.name if isinstance(node, ast.Import) else node.module or ""
        if module not in _PROGRAM_MODULES and module.split(".")[0] not in _C_MODULES:
            return False
        if module == "os" and isinstance(node, ast.ImportFrom) and alias.name not in _OS_NAMES:
            return False
        if module == "os" and isinstance(node, ast.Import):
            os_names.add(alias.asname or "os")
    return True


def _unnamed_access(node: ast.AST, allowed: set[int], os_names: set[str]) -> bool:
    """Whether a node may open a file by a computed name or run anything (`_shown_writes`)."""
    if isinstance(node, ast.Name):
        return node.id in _PROGRAM_FORBIDDEN or node.id == "open" and id(node) not in allowed \
            or node.id.startswith("__") and node.id != "__name__"  # fmt: skip
    if isinstance(node, ast.Attribute):
        owner = node.value.id if isinstance(node.value, ast.Name) else None
        return node.attr in _PROGRAM_FORBIDDEN or node.attr == "open" \
            or owner in os_names and node.attr not in _OS_NAMES \
            or node.attr.startswith("_") and owner not in ("self", "cls")  # fmt: skip
    return isinstance(node, ast.Constant) and "__" in str(node.value) \
        and node.value != "__main__"  # fmt: skip


def _reads_data_only(program: str) -> bool:
    """Whether a `-c` program only reads its standard input as data: it parses, imports
    only `_C_MODULES`, and names no file, runner or dynamic access (`_C_FORBIDDEN`, a
    `_`-led name, a string holding `__`), so it can neither run the here-document nor
    write it to a module a later command runs."""
    try:
        tree = ast.parse(program)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False  # not judged: the here-document is read as Python
    for node in ast.walk(tree):
        if isinstance(node, ast.Import | ast.ImportFrom):
            modules = [alias.name for alias in node.names] if isinstance(node, ast.Import) \
                else [node.module or ""]  # fmt: skip
            if any(module.split(".")[0] not in _C_MODULES for module in modules) \
                    or getattr(node, "level", 0):  # fmt: skip
                return False
        name = node.id if isinstance(node, ast.Name) else node.attr \
            if isinstance(node, ast.Attribute) else None  # fmt: skip
        if name is not None and (name in _C_FORBIDDEN or name.startswith("_")):
            return False
        if isinstance(node, ast.Constant) and "__" in str(node.value):
            return False
    return True


def _shell_commands(text: str) -> tuple[list[list[str]], list[str]] | None:
    """The shell line's commands (their tokens, quotes removed) and the operators joining
    them (`|`, `&&`, `;`); None for a line that does not read plainly (a subshell, a
    group, a substitution, an unclosed quote)."""
    if "`" in text or "$(" in text or "<(" in text:
        return None
    lexer = shlex.shlex(text, posix=True, punctuation_chars=True)
    lexer.whitespace_split, lexer.commenters = True, ""
    commands: list[list[str]] = [[]]
    joins: list[str] = []
    try:
        for token in lexer:
            if token.startswith("#"):
                break
            if token in ("(", ")", "{", "}"):
                return None
            if token in _SHELL_SEPARATORS:
                commands.append([])
                joins.append(token)
            else:
                commands[-1].append(token)
    except ValueError:
        return None
    return commands, joins


def _shell_words(tokens: list[str]) -> list[str]:
    """A command's words without its redirections (`<<`, `> out.txt`, `2>&1`) and their
    targets."""
    words: list[str] = []
    skip = False
    for token in tokens:
        if skip:
            skip = False
        elif "<" in token or ">" in token:
            skip = True
            if words and words[-1].isdigit():
                words.pop()
        else:
            words.append(token)
    return words


def _interpreter(word: str, python_names: list[str]) -> bool:
    """Whether a command's word names a Python interpreter (`python3.12`, `.venv/bin/python`,
    `"$PYTHON"`, a variable the block set to an interpreter or a `.py` file)."""
    if word.startswith("$"):
        name = re.match(r"\$\{?(\w*)", word).group(1)  # type: ignore[union-attr]
        return name in python_names or _PYTHON_VARIABLE.fullmatch(name) is not None
    name = word.rsplit("/", 1)[-1]
    return re.fullmatch(rf"{_INTERPRETER}(?:\.exe)?", name, re.IGNORECASE) is not None


def _program_source(args: list[str]) -> str | None:
    """Where a Python interpreter given `args` takes its program from: "script", "-c" (a
    program that only reads data), or the module `-m` runs; None when it may be standard
    input: no script, `-`, a path under `/dev` or `/proc` (`//dev/stdin`,
    `/proc/thread-self/fd/0`) or held in a variable, `-i` (a console after the program),
    a `-c` program beyond reading data, or `-m` of a module that reads Python."""
    index = 0
    while index < len(args):
        word = args[index]
        if word == "--" or not word.startswith("-") or word == "-":
            script = args[index + (word == "--") :][:1]
            if not script or script[0] == "-" or "$" in script[0]:
                return None
            parts = posixpath.normpath(script[0]).split("/")
            return None if {"dev", "proc", "fd"} & set(parts) else "script"
        if word.startswith("--"):
            index += 1 + (word == "--check-hash-based-pycs")
            continue
        for at, flag in enumerate(word[1:], start=2):
            if flag == "i":
                return None
            if flag in "cmWX":
                value = word[at:] or (args[index + 1] if index + 1 < len(args) else "")
                index += not word[at:]
                if flag == "c":
                    return "-c" if _reads_data_only(value) else None
                if flag == "m":
                    return None if value.split(".")[0] in _PYTHON_READERS else value
                break
        index += 1
    return None


_IPYTHON_PROMPT = re.compile(r"[ \t]*In \[\d+\]:(?: |$)")


@dataclass(frozen=True, slots=True)
class _Fence:
    """A line that opens or closes a fenced block."""

    marker: str
    """Its backticks or tildes."""
    label: str
    """The first word of its info string, lower case ("" for none)."""
    info: bool
    """Whether it has an info string (then it cannot close a block)."""
    top: bool = False
    """Whether it opens a block extraction reads: at the answer's top level, the line
    itself a fence (not in a quote, list item or tag)."""

    def closes(self, opened: _Fence) -> bool:
        """Whether this line closes the block `opened` (same character, no info, as long)."""
        return not self.info and self.marker[0] == opened.marker[0] \
            and len(self.marker) >= len(opened.marker)  # fmt: skip


def _code_runs(lines: list[str]) -> list[list[_Line]]:
    """The answer's lines as runs between fence lines, containers removed, without the
    bodies of blocks labelled with another language (`bash`, `json`, `text`); the body of
    a `markdown` block is read as the answer is, its own fences included."""
    runs: list[list[_Line]] = [[]]
    opened: list[_Fence] = []  # the open fenced blocks, innermost last
    in_pre = prompted = after_file = False
    embedded = _EmbeddedPython()  # Python inside the open block of another language
    unquoted = [_unquoted(raw) for raw in lines]
    texts = [text for text, _ in unquoted]  # what a here-document meets, as read here
    for number, (raw, (text, prompt)) in enumerate(zip(lines, unquoted, strict=True), start=1):
        inner = opened[-1] if opened else None
        literal = inner is not None and inner.label not in _MARKDOWN_LABELS
        listed = None
        if not literal:
            text, in_pre = _without_tags(text, in_pre)
            if not prompt and (marker := _LIST_MARKER.match(text)) is not None:
                listed, text = text, text[marker.end() :]
        fence = _fence(text)
        if fence is not None and (not literal or fence.closes(inner)):  # type: ignore[arg-type]
            if inner is not None and fence.closes(inner):
                opened.pop()
            else:
                top = not opened and fence.label not in _MARKDOWN_LABELS \
                    and fence_line(raw) is not None  # fmt: skip
                opened.append(_Fence(fence.marker, fence.label, fence.info, top))
            runs.append([])
            prompted = after_file = False
            embedded = _EmbeddedPython(texts)
            continue
        plain = literal and inner.label in _PLAIN_LABELS  # type: ignore[union-attr]
        context = False
        if literal and inner.label and not plain and shown_python_kind(inner.label) is None:
            read = embedded.read(inner.label, text, number - 1)  # type: ignore[union-attr]
            if read is None:
                runs.append([])
                continue
            if read == _DROPPED:
                continue
            (text, context), plain = read, True  # type: ignore[misc]
        if not prompt and prompted and text.lstrip().startswith(("... ", "...: ")):
            text, prompt = text.lstrip()[4 + text.lstrip().startswith("...:") :], True
        fenced = bool(opened) and opened[0].top and not plain
        runs[-1].append(_Line(number, text, listed, after_file or context, fenced))
        prompted, after_file = prompt, _TRACEBACK_FILE.match(text) is not None
    return [run for run in runs if run]


_PYTHON_QUOTED = re.compile(
    r"\b(?:i?python[\d.]*|py)\b[^\n]*?(?:<<<|[ \t]-c)[ \t]*\$?(['\"])"
    r"(?P<rest>(?:\\.|(?!\1)[^\\\n])*)$",
    re.MULTILINE,
)
"""A shell line handing Python a quoted argument its line leaves open (`python3 - <<< '`,
`python -c "import sys`): the lines up to the closing quote are Python the answer shows."""
_RST_LABELS = frozenset({"rst", "rest", "restructuredtext"})
_RST_CODE = re.compile(
    r"([ \t]*)\.\.[ \t]+(?:code-block|code|sourcecode|testcode|testsetup|doctest|ipython"
    r"|jupyter-execute)::[ \t]*(\S*)[ \t]*$"
)
"""A reStructuredText directive showing code (`.. code-block:: python`): its indented
body is Python when it names Python or no language (Sphinx's default highlighting)."""
_RST_OPTION = re.compile(r"[ \t]+:[\w-]+:")
_DIFF_LABELS = frozenset({"diff", "patch", "udiff"})
_DIFF_FILE = re.compile(r"(?:\+\+\+ |diff --git a/\S+ )(?:[ab]/)?(\S+)")
_DIFF_HEADER = re.compile(r"(?:--- |\+\+\+ |@@ |diff |index |new file|deleted file|similarity"
                          r"|rename |old mode|new mode|Binary files)")  # fmt: skip
_DROPPED = ("", True)
"""`_EmbeddedPython.read`'s answer for a line left out without ending the run (a line a
diff removes)."""


class _EmbeddedPython:
    """The Python a block of another language holds, read line by line: a here-document
    or a quoted argument fed to a Python interpreter in a shell block, the body of a
    reStructuredText code directive of Python, and the new side of a diff of a Python file
    (added lines are the answer's code; context lines are read to parse them but are not
    its own)."""

    __slots__ = ("at", "diff_python", "heredoc", "lines", "python_names", "quote", "rst")

    def __init__(self, lines: list[str] | None = None) -> None:
        self.lines = lines or []  # the answer's lines, containers removed (`_unquoted`)
        self.at = 0  # the index in `lines` of the line being read
        self.heredoc: str | None = None  # the terminator of a here-document fed to Python
        self.python_names: list[str] = []  # variables the block set to Python's name or a file
        self.quote: str | None = None  # the quote closing an argument handed to Python
        self.rst: tuple[int, int | None] | None = None  # directive's indent, its body's
        self.diff_python = True  # no file named yet, or the last one named is Python

    def read(self, label: str, text: str, at: int) -> tuple[str, bool] | None:
        """(the line as Python, whether it is context only), `_DROPPED`, or None when the
        line is no Python (the run ends); `at` is the line's index in `lines`."""
        if label in _RST_LABELS:
            return self._rst(text)
        if label in _DIFF_LABELS:
            return self._diff(text)
        self.at = at
        if self.quote is not None:
            end = _closing_quote(text, self.quote)
            if end is None:
                return text, False
            self.quote = None
            return (text[:end], False) if text[:end].strip() else None
        if self.heredoc is None and (end := self.python_heredoc(text)) is not None:
            self.heredoc = end
            return None
        if self.heredoc is None and (quoted := _PYTHON_QUOTED.search(text)) is not None:
            self.quote = quoted.group(1)
            rest = quoted.group("rest")
            return (rest, False) if rest.strip() else None
        if self.heredoc is None or text.strip() == self.heredoc:
            self.heredoc = None
            return None
        return text, False

    def python_heredoc(self, text: str) -> str | None:
        """The terminator of a here-document the shell line `text` feeds to Python (to an
        interpreter, or into a `.py` file, named or held in a variable the block set to
        one: `PYTHON=.venv/bin/python` then `"$PYTHON" - <<\\EOF`); None for none. A
        variable assignment is noted."""
        if "=" in text and (assigned := _ASSIGNED.match(text)) is not None \
                and _PYTHON_VALUE.search(assigned.group(2)) is not None:  # fmt: skip
            self.python_names.append(assigned.group(1))
        if "<<" not in text or (started := _HEREDOC.search(text)) is None:
            return None
        python = _PYTHON_LINE.search(text) is not None or any(
            re.search(rf"\$\{{?{name}\b", text) for name in self.python_names
        )
        if not python:
            return None
        end = _heredoc_end(started.group(1))
        elsewhere = _program_elsewhere(text, self.python_names)
        if elsewhere is not None and not self._may_run_later(*elsewhere, end):
            return None
        return end

    def _may_run_later(self, source: str, named: list[str], later: str, end: str) -> bool:
        """Whether a here-document fed to a program elsewhere may still run as Python: its
        block defines a function or an alias, or links a name (`ln -s /dev/stdin
        check.py`), or a later command of the line or of the block (after the terminator)
        may run a file the body reached. Where that file is unknown (a `-m` module, a
        script the answer does not show, one whose writes `_shown_writes` cannot tell), any
        later command that runs anything counts (`_RUNS_LATER`); otherwise only one that
        runs a file tied to the body (`_runs_tied`): one the line redirects to or names,
        one the shown script opens by name, or one a later command makes of them."""
        if not self.lines:
            return True
        start, stop = self._block_span()
        if any(_LINKS.search(line) for line in self.lines[start:stop]):
            return True
        rest = self.lines[self.at + 1 : stop]
        body = next((index for index, line in enumerate(rest) if line.strip() == end), len(rest))
        after = (later, *rest[body + 1 :])
        ties: set[str] | None = set(named)
        if source == "script":
            written = _shown_writes("\n".join(self.lines))
            ties = None if written is None else ties | written
        elif source != "-c" and source not in _DATA_MODULES:
            ties = None
        if ties is None or any(not tie or "$" in tie for tie in ties):
            return any(_RUNS_LATER.search(line) for line in after)
        return _runs_tied(ties, after)

    def _block_span(self) -> tuple[int, int]:
        """The span in `lines` of the block holding the line being read (to its fences)."""
        start, stop = self.at, self.at + 1
        while start > 0 and not self.lines[start - 1].lstrip().startswith(("```", "~~~")):
            start -= 1
        while stop < len(self.lines) and not self.lines[stop].lstrip().startswith(("```", "~~~")):
            stop += 1
        return start, stop

    def _rst(self, text: str) -> tuple[str, bool] | None:
        if self.rst is not None:
            indent, body = self.rst
            if not text.strip():
                return "", False
            depth = _indent(text)
            if depth > indent:
                if body is None and _RST_OPTION.match(text):
                    return None
                if body is None:
                    body = depth
                    self.rst = (indent, body)
                return text[min(body, depth) :], False
            self.rst = None
        directive = _RST_CODE.match(text)
        if directive is not None:
            language = directive.group(2).lower()
            if not language or shown_python_kind(language) is not None:
                self.rst = (len(directive.group(1)), None)
        return None

    def _diff(self, text: str) -> tuple[str, bool] | None:
        if _DIFF_HEADER.match(text):
            if (named := _DIFF_FILE.match(text)) is not None:
                self.diff_python = named.group(1).endswith((".py", ".pyi"))
            return None
        if not self.diff_python or text.startswith("\\"):
            return None
        if text.startswith("-") or not text.strip():
            return _DROPPED
        if text.startswith("+"):
            return text[1:], False
        return text[1:], True


def _closing_quote(text: str, quote: str) -> int | None:
    """Where the shell quote `quote` closes in `text` (None: it stays open)."""
    index = 0
    while (index := text.find(quote, index)) != -1:
        if quote == "'" or index == 0 or text[index - 1] != "\\":
            return index
        index += 1
    return None


def _unquoted(line: str) -> tuple[str, bool]:
    """The line without blockquote marks (`> `, nested) or a `>>> ` prompt, and whether it
    had the prompt; a line without either keeps its indentation."""
    rest = line
    while True:
        stripped = rest.lstrip(" \t")
        if stripped.startswith(">>>") and stripped[3:4] in ("", " ", "\t"):
            return stripped[4:], True
        if stripped.startswith("In [") and (ipython := _IPYTHON_PROMPT.match(stripped)):
            return stripped[ipython.end() :], True
        if not stripped.startswith(">"):
            return rest, False
        rest = stripped[1:].removeprefix(" ")


def _without_tags(text: str, in_pre: bool) -> tuple[str, bool]:
    """The line without `<pre>`/`<code>` tags around it and, inside `<pre>`, its HTML
    entities decoded; and whether a `<pre>` block is still open after it."""
    opening = _HTML_OPEN.match(text)
    if opening is not None:
        in_pre = in_pre or "<pre" in opening.group().lower()
        text = text[opening.end() :]
    closing = _HTML_CLOSE.search(text) if "</" in text else None
    if closing is not None:
        text = text[: closing.start()]
    if in_pre and "&" in text:
        text = html.unescape(text)
    return text, in_pre and (closing is None or "</pre" not in closing.group().lower())


def _fence(text: str) -> _Fence | None:
    """The fence when `text` opens or closes a fenced block (read as extraction reads it)."""
    found = fence_line(text)
    if found is None:
        return None
    marker, info = found
    return _Fence(marker, fence_label(info), bool(info))


_REACH = 400
"""How far above a long line its statement may start."""
_AFTER = 40
"""How many lines after a long line are read at first to finish its statement (more when
they all parse)."""
_STARTS = 8
"""How many lines no deeper than a long line are tried as its statement's first."""
_TRIMS = 8
"""How many times a run is cut back at its syntax error before it is given up."""


class _Chunks:
    """The Python read from each possible first line of one run (cached: long lines of one
    run share their candidates)."""

    __slots__ = ("budget", "parsed", "run")

    def __init__(self, run: list[_Line], budget: _ReadBudget) -> None:
        self.run = run
        self.budget = budget
        self.parsed: dict[tuple[int, bool], _Parsed | None] = {}

    def code_line(self, index: int, defined: frozenset[str]) -> str | None:
        """The run's line `index` as its outermost statement holds it, when that statement
        is code: the least indented of the nearest `_STARTS` lines above it, no deeper than
        it, from which the run parses to a statement of code holding it."""
        held = self._holding(index, defined)
        return None if held is None else held[0][index][held[1] :]

    def code_statement(self, index: int, defined: frozenset[str]) -> str | None:
        """The source of that outermost statement of code holding line `index` (its
        indentation removed), or None."""
        held = self._holding(index, defined)
        if held is None:
            return None
        texts, indent, start, statement = held
        decorators = getattr(statement, "decorator_list", ())
        first = min([statement.lineno, *(node.lineno for node in decorators)])
        last = statement.end_lineno or statement.lineno
        return "\n".join(text[indent:] for text in texts[start + first - 1 : start + last])

    def _holding(
        self, index: int, defined: frozenset[str]
    ) -> tuple[list[str], int, int, ast.stmt] | None:
        """(the run's texts as read, indentation, first line, statement) of the outermost
        statement of code holding line `index` (`code_line`), or None."""
        listed = any(line.listed is not None for line in self.run)
        for keep_markers in (False, True) if listed else (False,):
            texts = [line.listed if keep_markers and line.listed is not None else line.text
                     for line in self.run]  # fmt: skip
            found = self._code_line(texts, index, keep_markers, defined)
            if found is not None:
                return (texts, *found)
        return None

    def _code_line(self, texts: list[str], index: int, keep: bool,
                   defined: frozenset[str]) -> tuple[int, int, ast.stmt] | None:  # fmt: skip
        found = None
        low = _indent(texts[index])
        tried = 0
        for start in range(index, max(-1, index - _REACH), -1):
            indent = _indent(texts[start]) if texts[start].strip() else None
            if indent is None or indent > low:
                continue
            low, tried = indent, tried + 1
            statement = self._statement(texts, start, index, keep)
            if statement is not None and _statement_is_code(statement, defined):
                found = (indent, start, statement)
            if tried == _STARTS or (found is not None and not indent):
                break
        return found

    def _statement(self, texts: list[str], start: int, index: int, keep: bool) -> ast.stmt | None:
        """The top-level statement that holds line `index` in the Python read from `start`."""
        key = (start, keep)
        parsed = self.parsed.get(key, _UNREAD)
        if parsed is _UNREAD or (
            parsed is not None and parsed.cut and parsed.lines <= index - start
        ):
            reach = max(index + 1 + _AFTER, start + 2 * (parsed.lines if parsed else 0))
            parsed = self.parsed[key] = _longest_parse(texts, start, reach, self.budget)
        if parsed is None or parsed.lines <= index - start:
            return None
        number = index - start + 1
        for statement in parsed.tree.body:
            decorators = getattr(statement, "decorator_list", ())
            first = min([statement.lineno, *(node.lineno for node in decorators)])
            if first <= number <= (statement.end_lineno or statement.lineno):
                return statement
        return None


@dataclass(frozen=True, slots=True)
class _Parsed:
    """The Python read from one first line of a run."""

    lines: int
    """How many lines of the run, from the first, parse."""
    tree: ast.Module
    cut: bool
    """Whether the lines read stopped short of the run's end (more may parse)."""


_UNREAD = _Parsed(0, ast.Module(body=[], type_ignores=[]), cut=True)


def _indent(text: str) -> int:
    return len(text) - len(text.lstrip(" \t"))


def _longest_parse(
    texts: list[str], start: int, reach: int, budget: _ReadBudget
) -> _Parsed | None:
    """The longest run of `texts[start:reach]`, dedented by its first line's indentation and
    cut before a line less indented, that parses as Python (None: not even its first line).
    """
    indent = _indent(texts[start])
    if not _may_start(texts[start][indent:], budget):
        return None
    lines: list[str] = []
    for text in texts[start:reach]:
        if text[:indent].strip():
            break
        lines.append(text[indent:])
    cut = start + len(lines) < len(texts)
    for _ in range(_TRIMS):
        try:
            return _Parsed(len(lines), budget.parse("\n".join(lines)), cut)
        except SyntaxError as error:
            if not error.lineno or error.lineno <= 1:
                return None
            lines = lines[: min(error.lineno - 1, len(lines) - 1)]
        except (ValueError, RecursionError, MemoryError):
            return None
    return None


_UNFINISHED = ("never closed", "unexpected EOF", "unterminated triple-quoted", "indented block")
"""The syntax errors of a line that a statement may continue past (a line of prose fails
alone with another: reading the lines after it is then no use)."""


def _may_start(line: str, budget: _ReadBudget) -> bool:
    """Whether a statement may start with this line (a decorator, or a line that parses alone
    or fails only for want of what follows)."""
    if line.startswith("@"):
        return True
    try:
        budget.parse(line)
    except SyntaxError as error:
        return any(words in str(error.msg) for words in _UNFINISHED)
    except (ValueError, RecursionError, MemoryError):
        return False
    return True


_PRINT = "print"


def _statement_is_code(statement: ast.stmt, defined: frozenset[str]) -> bool:
    """Whether a statement is code, not data or prose that parses: an expression of data
    (a reply's output, a repr), a bare annotation (`Output: [0, 1]`) or a label of prose
    (`Input: s = "abc"`: a capitalised word, then a lower-case one)."""
    if isinstance(statement, ast.Expr):
        return not _is_data(statement.value, defined)
    if isinstance(statement, ast.AnnAssign):
        target, note = statement.target, statement.annotation
        label = (isinstance(target, ast.Name) and target.id[:1].isupper()
                 and not target.id.isupper() and isinstance(note, ast.Name)
                 and note.id.islower() and note.id not in _BUILTIN_TYPES)  # fmt: skip
        return statement.value is not None and not label
    return True


_BUILTIN_TYPES = frozenset({"int", "str", "float", "bool", "bytes", "list", "dict", "set",
                            "tuple", "frozenset", "complex", "object", "type"})  # fmt: skip


def _is_data(node: ast.expr, defined: frozenset[str]) -> bool:
    """A name, constant, display of data, or a repr (a call of no function the answer
    defines, nor `print`, with data for arguments)."""
    if isinstance(node, ast.Constant | ast.Name | ast.Attribute):
        return True
    if isinstance(node, ast.UnaryOp):
        return _is_data(node.operand, defined)
    if isinstance(node, ast.List | ast.Tuple | ast.Set):
        return all(_is_data(item, defined) for item in node.elts)
    if isinstance(node, ast.Dict):
        return all(_is_data(item, defined) for item in (*node.keys, *node.values) if item)
    if isinstance(node, ast.Call):
        root = node.func
        while isinstance(root, ast.Attribute):
            root = root.value
        return (isinstance(root, ast.Name) and root.id not in defined and root.id != _PRINT
                and all(_is_data(item, defined) for item in node.args)
                and all(_is_data(item.value, defined) for item in node.keywords))  # fmt: skip
    return False


def _defined_names(facts: StrictFacts) -> frozenset[str]:
    """The names the program binds at its top level (a call of one is code, not a repr)."""
    names: set[str] = set()
    for statement in facts.tree.body:
        if isinstance(statement, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.add(statement.name)
        elif isinstance(statement, ast.Assign | ast.AnnAssign):
            targets = (
                statement.targets if isinstance(statement, ast.Assign) else [statement.target]
            )
            names.update(node.id for target in targets for node in ast.walk(target)
                         if isinstance(node, ast.Name))  # fmt: skip
    return frozenset(names)


PROMPTED_LINES = re.compile(r"^[ \t]*(?:>>>|\.\.\.)[ \t]?(.*)$", re.MULTILINE)
"""The source lines of a docstring's examples (after `>>> ` or `... `), as doctest reads
them: what a gate reads before any example is parsed."""


def doctest_sources(facts: StrictFacts, docstring: str) -> list[str]:
    """The source of each example of `docstring` as doctest reads it (`>>> x = 1` with its
    `... ` lines). Where doctest refuses the text (`>>>x = 1`, no space after the prompt)
    each prompted line: code the answer shows, and a runner reads, either way. Kept per
    code (style_7 and style_9 both read the examples)."""
    known = facts.memo(doctest_sources)
    found = known.get(docstring)
    if found is None:
        import doctest  # noqa: PLC0415 (only for code whose docstrings hold examples)

        try:
            found = [example.source for example in doctest.DocTestParser().get_examples(docstring)]
        except ValueError:
            found = [line + "\n" for line in PROMPTED_LINES.findall(docstring)]
        known[docstring] = found
    return found
