"""Cheap facts about a piece of code, shared by the instructions' `applies_to` predicates.

Parsing is cached by the code string, so the rule-based selector can ask thirty
instructions about one reference solution and parse it once. Every helper treats code that
does not parse as having no facts: `parse` returns None and callers answer False.
"""

from __future__ import annotations

import ast
import io
import re
import sys
import tokenize
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from functools import lru_cache

from vibebench._python_source import compiles_module, parse_module

__all__ = [
    "added_or_assigned",
    "COMPREHENSIONS",
    "LOOPS",
    "TRY_NODES",
    "is_super_call",
    "keyword_value",
    "KEYED_READ_METHODS",
    "keyed_reads",
    "CODE_CACHE_SIZE",
    "DOC_OWNERS",
    "STRINGS_AND_COMMENTS",
    "code_outside_text",
    "call_names",
    "calls",
    "comment_tokens",
    "compiles",
    "compiled_elsewhere",
    "definition_docstrings",
    "docstring_nodes",
    "docstring_of",
    "empty_literal",
    "except_handlers",
    "fast_lexing_applies",
    "assigned_value",
    "functions",
    "imported_modules",
    "irrefutable",
    "is_elif",
    "is_none",
    "own_nodes",
    "parse",
    "qualified_name",
    "string_prefix",
    "strings_and_comments",
    "tokens",
]


TRY_NODES = (ast.Try, ast.TryStar)
"""`try`, and `try` with `except*` handlers."""
LOOPS = (ast.For, ast.AsyncFor, ast.While)
"""Statements that may run their body again."""
COMPREHENSIONS = (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)
"""Expressions that loop, each in a scope of its own."""

CODE_CACHE_SIZE = 2048
"""Entries of each per-code cache (trees, strict facts, call graph verdicts): room for every
distinct code of a large verify batch (benchmarks/verify_throughput.py's 1,140 responses
hold 756), so a batch and a rerun of it parse and analyse each code once. Measured: about
35 KB of trees and strict facts per code, 26 MB for those 756."""


@lru_cache(maxsize=CODE_CACHE_SIZE)
def parse(code: str) -> ast.Module | None:
    """The module's syntax tree, or None when the code does not parse.

    Out of stack here, it asks again at the bottom of a new thread: the cache must hold the
    same answer whoever asked first, from however deep (vibebench._python_source).
    """
    return parse_module(code)


_COMPILED_ELSEWHERE: ContextVar[Mapping[str, bool] | None] = ContextVar(
    "vibebench_compiled_elsewhere", default=None
)


@contextmanager
def compiled_elsewhere(answers: Mapping[str, bool]) -> Iterator[None]:
    """Within the block, `compiles` takes these answers as its own: the verify engine's
    helper process compiled the batch's codes (same interpreter, same recursion limit) while
    this one wrote the Ruff tree, and a check asking again must not compile once more."""
    token = _COMPILED_ELSEWHERE.set(answers)
    try:
        yield
    finally:
        _COMPILED_ELSEWHERE.reset(token)


@lru_cache(maxsize=CODE_CACHE_SIZE)
def compiles(code: str) -> bool:
    """Whether the code compiles as a module (which implies that it parses).

    Cached like `parse`, and like it asked again at the bottom of a new thread when out of
    stack here: the verify engine compiles every response just before its ast checks run,
    so a check that only needs to know the code is valid Python asks here for free instead
    of building a syntax tree.
    """
    told = _COMPILED_ELSEWHERE.get()
    if told is not None and (answer := told.get(code)) is not None:
        return answer
    return compiles_module(code)


def calls(tree: ast.AST) -> list[ast.Call]:
    """Every call expression in the tree."""
    return [node for node in ast.walk(tree) if isinstance(node, ast.Call)]


def qualified_name(node: ast.expr) -> str | None:
    """`os.path.join` for the expression `os.path.join`; None for anything not a dotted name."""
    parts: list[str] = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return None
    parts.append(node.id)
    return ".".join(reversed(parts))


def call_names(tree: ast.AST) -> set[str]:
    """The dotted names of everything called (`print`, `os.path.join`, `logger.info`)."""
    return {name for call in calls(tree) if (name := qualified_name(call.func)) is not None}


def imported_modules(tree: ast.AST) -> set[str]:
    """Top-level and full names of imported modules (`os`, `os.path` for `import os.path`)."""
    modules: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                modules.add(alias.name)
                modules.add(alias.name.partition(".")[0])
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            modules.add(node.module)
            modules.add(node.module.partition(".")[0])
    return modules


def functions(tree: ast.AST) -> list[ast.FunctionDef | ast.AsyncFunctionDef]:
    """Every function and method definition, nested ones included."""
    return [
        node for node in ast.walk(tree) if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
    ]


def except_handlers(tree: ast.AST) -> list[ast.ExceptHandler]:
    """Every `except` clause."""
    return [node for node in ast.walk(tree) if isinstance(node, ast.ExceptHandler)]


DOC_OWNERS = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)
"""The nodes that may have a docstring."""


def docstring_nodes(tree: ast.AST) -> list[ast.Constant]:
    """The string constants that are docstrings of the module, classes and functions."""
    found = (docstring_of(node) for node in ast.walk(tree))
    return [node for node in found if node is not None]


def docstring_of(node: ast.AST) -> ast.Constant | None:
    """The docstring constant of a module, class or function, None for anything else."""
    if not isinstance(node, DOC_OWNERS) or not node.body:
        return None
    first = node.body[0]
    if (
        isinstance(first, ast.Expr)
        and isinstance(first.value, ast.Constant)
        and isinstance(first.value.value, str)
    ):
        return first.value
    return None


@lru_cache(maxsize=256)
def comment_tokens(code: str) -> tuple[tokenize.TokenInfo, ...] | None:
    """The code's COMMENT tokens, or None when it does not tokenize."""
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(code).readline))
    except (tokenize.TokenError, SyntaxError):
        return None
    return tuple(token for token in tokens if token.type == tokenize.COMMENT)


_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)


def own_nodes(func: ast.FunctionDef | ast.AsyncFunctionDef) -> list[ast.AST]:
    """The nodes of a function's body, without the insides of nested functions and classes.

    Per-function rules (branches, returns, calls) judge each function on its own, so a
    nested definition is listed as one node but its body belongs to it, not to `func`.
    """
    found: list[ast.AST] = []
    stack: list[ast.AST] = list(reversed(func.body))
    while stack:
        node = stack.pop()
        found.append(node)
        if not isinstance(node, _SCOPES):
            stack.extend(reversed(list(ast.iter_child_nodes(node))))
    return found


def is_elif(parent: ast.If, child: ast.stmt) -> bool:
    """Whether `child`, the only statement of `parent.orelse`, was written as `elif`.

    The syntax tree spells `elif` and `else:` + nested `if` the same way; an `elif` starts in
    the same column as its `if`, a nested `if` is indented under its `else:`.
    """
    return isinstance(child, ast.If) and child.col_offset == parent.col_offset


@lru_cache(maxsize=256)
def tokens(code: str) -> tuple[tokenize.TokenInfo, ...] | None:
    """All of the code's tokens, or None when it does not tokenize."""
    try:
        return tuple(tokenize.generate_tokens(io.StringIO(code).readline))
    except (tokenize.TokenError, SyntaxError):
        return None


_BLOCK_FIELDS = ("body", "orelse", "finalbody", "handlers", "cases")


def definition_docstrings(tree: ast.Module) -> list[ast.Constant]:
    """The same docstrings as `docstring_nodes`, found by walking statement blocks only.

    Why: definitions only ever sit in statement lists (bodies, else/finally blocks, except
    handlers, match cases), so expressions, most of a tree, need no visit. The order is
    depth-first rather than `ast.walk`'s breadth-first.
    """
    found: list[ast.Constant] = []
    stack: list[ast.AST] = [tree]
    while stack:
        node = stack.pop()
        docstring = docstring_of(node)
        if docstring is not None:
            found.append(docstring)
        for name in _BLOCK_FIELDS:
            block = getattr(node, name, None)
            if block:
                stack.extend(block)
    return found


_STRING_BODY = (
    r"\'\'\'(?:[^'\\]++|\\.|'(?!''))*+\'\'\'"
    r'|"""(?:[^"\\]++|\\.|"(?!""))*+"""'
    r"|'(?:[^'\\\n]++|\\.)*+'"
    r'|"(?:[^"\\\n]++|\\.)*+"'
)
STRINGS_AND_COMMENTS = re.compile(
    r"(?P<comment>#[^\n]*)|(?P<prefix>\b[rRbBuUfF]{1,2})?(?P<string>" + _STRING_BODY + ")",
    re.DOTALL,
)
"""Every comment and string literal (with its prefix) of code that parses, in order.

Scanned left to right, a quote outside a comment always opens a string and a `#` outside a
string always opens a comment, so for valid code this finds exactly the COMMENT and STRING
tokens `tokenize` would (Python 3.11 lexes f-strings as plain strings), at C speed. Use it
only where `fast_lexing_applies`.
"""


_STRING_OR_COMMENT = re.compile(r"#[^\n]*|" + _STRING_BODY, re.DOTALL)
"""STRINGS_AND_COMMENTS without the string prefixes: every alternative starts with `#` or a
quote, so the regular-expression engine jumps from one of those characters to the next
instead of trying the whole pattern at every position (about 8x faster);
`strings_and_comments` puts the prefixes back."""
_PREFIX_LETTERS = frozenset("rRbBuUfF")


def strings_and_comments(code: str) -> Iterator[tuple[int, int, bool]]:
    """The spans STRINGS_AND_COMMENTS.finditer(code) gives, each with whether it is a comment.

    A string found at its quote starts earlier when one or two prefix letters (`rb`, `f`)
    lead to that quote and STRINGS_AND_COMMENTS matches from them (the regex itself decides,
    word boundary included); no match can start between two found here, since any would
    begin at a `#` or a quote.
    """
    floor = 0
    for match in _STRING_OR_COMMENT.finditer(code):
        start, end = match.span()
        if code[start] == "#":
            yield start, end, True
        else:
            yield _prefixed_start(code, start, floor), end, False
        floor = end


def _prefixed_start(code: str, quote: int, floor: int) -> int:
    """Where the string whose quote is at `quote` starts, its prefix included (not before
    `floor`, the end of the previous match)."""
    if quote == floor or code[quote - 1] not in _PREFIX_LETTERS:
        return quote
    for start in (quote - 2, quote - 1):
        found = STRINGS_AND_COMMENTS.match(code, start) if start >= floor else None
        if found is not None and found.lastgroup == "string":
            return start
    return quote


def string_prefix(code: str, start: int) -> str:
    """The letters before the opening quote of the string starting at `start` (`rb`, `f`;
    two at most)."""
    head = code[start : start + 2]
    return head[: len(head) - len(head.lstrip("rRbBuUfF"))]


def code_outside_text(code: str) -> str:
    """The code with each comment and plain string replaced by one space; f-strings, whose
    fields hold code, are kept (as `STRINGS_AND_COMMENTS.sub` with that rule would give)."""
    pieces: list[str] = []
    position = 0
    for start, end, is_comment in strings_and_comments(code):
        pieces.append(code[position:start])
        kept = not is_comment and "f" in string_prefix(code, start).lower()
        pieces.append(code[start:end] if kept else " ")
        position = end
    pieces.append(code[position:])
    return "".join(pieces)


def fast_lexing_applies(code: str) -> bool:
    """Whether STRINGS_AND_COMMENTS lexes `code` as tokenize does.

    Not from Python 3.12 on (f-strings are tokenized piece by piece there) and not with a
    carriage return in the code (tokenize and the parser disagree on a lone CR).
    """
    return sys.version_info < (3, 12) and "\r" not in code


def irrefutable(pattern: ast.pattern) -> bool:
    """A `case` pattern every subject matches: `_`, a capture name (`case other:`), or an
    `|` holding one."""
    if isinstance(pattern, ast.MatchAs):
        return pattern.pattern is None or irrefutable(pattern.pattern)
    if isinstance(pattern, ast.MatchOr):
        return any(map(irrefutable, pattern.patterns))
    return False


def is_none(node: object) -> bool:
    """The constant `None`."""
    return isinstance(node, ast.Constant) and node.value is None


def added_or_assigned(statement: ast.AST) -> tuple[ast.expr, ast.expr] | None:
    """(target, value) of `x = v` with one target or of `x += v`: the statements that build
    a text piece by piece; None for any other."""
    if isinstance(statement, ast.Assign) and len(statement.targets) == 1:
        return statement.targets[0], statement.value
    if isinstance(statement, ast.AugAssign) and isinstance(statement.op, ast.Add):
        return statement.target, statement.value
    return None


def assigned_value(statement: ast.AST) -> tuple[list[ast.expr], ast.expr] | None:
    """(targets, value) of a statement that binds a value (`a = b = v`, `x: T = v`); None for
    any other statement, a bare annotation (`x: T`) included."""
    if isinstance(statement, ast.Assign):
        return statement.targets, statement.value
    if isinstance(statement, ast.AnnAssign) and statement.value is not None:
        return [statement.target], statement.value
    return None


def empty_literal(node: ast.expr) -> bool:
    """`()`, `[]`, `{}`, `''`, `b''`: a literal with nothing in it (a loop over it never
    runs; a collection started from it starts empty)."""
    if isinstance(node, ast.List | ast.Tuple | ast.Set):
        return not node.elts
    if isinstance(node, ast.Dict):
        return not node.keys
    return isinstance(node, ast.Constant) and node.value in ("", b"")


def keyword_value(call: ast.Call, name: str) -> ast.expr | None:
    """The value a call passes by the keyword `name` (None when it passes none)."""
    return next((keyword.value for keyword in call.keywords if keyword.arg == name), None)


KEYED_READ_METHODS = frozenset({"get", "__getitem__", "pop", "setdefault"})
"""Methods that read a mapping's item by a key (`m.get(k)`), as `m[k]` does."""


def keyed_reads(nodes: Iterable[ast.AST]) -> Iterator[tuple[ast.AST, ast.expr, ast.expr]]:
    """Each item read among `nodes`, with its mapping and key (`m[k]`, `m.get(k)`,
    `m.__getitem__(k)`, `m.pop(k)`, `m.setdefault(k)`)."""
    for node in nodes:
        if isinstance(node, ast.Subscript):
            yield node, node.value, node.slice
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in KEYED_READ_METHODS
            and node.args
        ):
            yield node, node.func.value, node.args[0]


def is_super_call(node: ast.AST) -> bool:
    """Whether `node` is a call of `super` by its own name (`super()`, `super(C, self)`)."""
    return (
        isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "super"
    )
