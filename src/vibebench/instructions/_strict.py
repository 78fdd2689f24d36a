"""Strict mode: the paper's Ruff rules plus checks that close the routes a policy under RL uses.

Paper mode decides each instruction exactly as the Vibe Checker paper does, by its Ruff rules
(or, for the three non-Ruff instructions, their ast/tokenize/response check). Strict mode
keeps that verdict and runs each instruction's `strict_violations` on top; any finding turns a
pass into a fail. The checks share one `StrictFacts` per response: one syntax tree (the
cached `parse` the other checks use too), one symbol table (`NameIndex`), one list of nodes.

Routes closed for every code-level instruction here, once:

- code run through `exec`, `eval` or `compile` (reached directly or through any alias): a
  constant string is parsed and judged by the same instruction (`embedded_violations`); a
  string built at run time cannot be judged and fails.

The instruction-specific routes (aliases of the forbidden thing, dynamic access, containers,
self-reference, ...) live in each instruction's `strict_violations`.
"""

from __future__ import annotations

import ast
import logging
import re
import sys
import unicodedata
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from typing import TYPE_CHECKING, Any, Literal, TypeVar

from vibebench._fixed_depth import with_more_room
from vibebench.instructions._base import CheckResult
from vibebench.instructions._call_graph import CHILDREN_OF
from vibebench.instructions._code_facts import (
    CODE_CACHE_SIZE,
    DOC_OWNERS,
    comment_tokens,
    docstring_of,
    fast_lexing_applies,
    parse,
    strings_and_comments,
)
from vibebench.instructions._strict_names import DYNAMIC_CODE, NameIndex, const_str

if TYPE_CHECKING:
    from vibebench.instructions._base import Instruction

__all__ = [
    "ADVERSARIAL_SHARE",
    "DYNAMIC_CODE",
    "RUNNING_PYTHON",
    "AdversarialShare",
    "Finding",
    "StrictFacts",
    "VerdictMode",
    "is_noop",
    "strict_check",
]

RUNNING_PYTHON = (sys.version_info[0], sys.version_info[1])
"""The interpreter's version: what code is judged for unless the engine says otherwise."""

VerdictMode = Literal["paper", "strict"]
"""`paper`: the instruction as the paper defines it by its Ruff rules; `strict`: paper plus the
strict checks."""

Finding = tuple[int | None, str]
"""(line, message), as in CheckResult.findings."""

_MAX_EMBEDDING = 3
"""exec inside exec inside exec: deeper than this is undecidable (and fails)."""

_T = TypeVar("_T")
logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class AdversarialShare:
    """How many of a category's adversarial attempts pass, in each verdict mode."""

    attempts: int
    paper: int
    strict: int


ADVERSARIAL_SHARE = {
    "style": AdversarialShare(attempts=251, paper=216, strict=4),
    "logic": AdversarialShare(attempts=361, paper=329, strict=13),
    "doc": AdversarialShare(attempts=190, paper=165, strict=2),
    "error": AdversarialShare(attempts=159, paper=149, strict=5),
    "library": AdversarialShare(attempts=153, paper=148, strict=3),
}
"""The adversarial suite's figures as docs/instructions.md states them: measured by
benchmarks/adversarial_share.py over tests/instructions/test_adversarial_*.py, and kept in
step with that suite by tests/instructions/test_adversarial_summary.py."""


_DYNAMIC_HINTS = ("exec", "eval", "compile", "builtins", "getattr", "__import__",
                  "import_module", "globals", "vars", "locals", "modules", "__dict__",
                  "attrgetter", "methodcaller", "__subclasses__", "inspect")  # fmt: skip
"""Words without which code can neither run code from a string nor look a name up at run
time: code lacking them all skips that analysis."""


_AT_WORD_START = re.compile(r"\\b(?:(\w+)|\(\?:(\w+(?:\|\w+)*)\))(\\b)?")
r"""An alternative matching whole words, or their starts: `\bpp\b`, `\b(?:os|io)\b`,
`\bread_`."""
_BACK_REFERENCE = re.compile(r"\\\d")


@dataclass(frozen=True)
class _Words:
    r"""A `strict_words` regex taken apart, so that a scan of the code costs little.

    Code matches `a|b|c` when it matches one of the alternatives: plain text is looked for
    with `in`, the others with one regex in which a word after `\b` is written literal
    first (`\bpp\b` as `pp(?<!\wpp)(?!\w)`, the same matches): a regex whose alternatives
    all start with a literal skips at C speed to where one may start. Why: a search trying
    thirty alternatives at every position of the code cost more than any other part of
    the strict gate (`python benchmarks/strict_gate.py`: 4.5x faster over the throughput
    corpus's codes, with equal answers).
    """

    texts: tuple[str, ...]
    rest: re.Pattern[str] | None

    def found_in(self, code: str) -> bool:
        return any(text in code for text in self.texts) or (
            self.rest is not None and self.rest.search(code) is not None
        )


@lru_cache(maxsize=64)
def _words(pattern: str) -> _Words:
    """`pattern` taken apart into its alternatives; kept whole when it has groups other
    than `(?:...)` or back references, whose meaning splitting could change."""
    splits = "(?" not in pattern.replace("(?:", "") and not _BACK_REFERENCE.search(pattern)
    parts = _alternatives(pattern) if splits else None
    if parts is None:
        return _Words((), re.compile(pattern))
    texts = tuple(part for part in parts if part == re.escape(part))
    rest = [_literal_first(part) for part in parts if part != re.escape(part)]
    return _Words(texts, re.compile("|".join(rest)) if rest else None)


def _literal_first(part: str) -> str:
    r"""`\bword\b` as `word(?<!\wword)(?!\w)`, `\b(?:a|b)` as `a(?<!\wa)|b(?<!\wb)`: a word
    after a boundary is one not preceded by a word character, and before one, not followed
    by one. Any other alternative as it is."""
    bounded = _AT_WORD_START.fullmatch(part)
    if bounded is None:
        return part
    words = (bounded.group(1) or bounded.group(2)).split("|")
    after = r"(?!\w)" if bounded.group(3) else ""
    return "|".join(rf"{word}(?<!\w{word}){after}" for word in words)


def _alternatives(pattern: str) -> list[str] | None:
    """The top-level alternatives of a regex (`a|b(?:c|d)` -> `a`, `b(?:c|d)`); None when
    the parentheses do not balance."""
    parts: list[str] = []
    depth, start, index = 0, 0, 0
    while index < len(pattern):
        char = pattern[index]
        if char == "\\":
            index += 1
        elif char == "[":
            index = _class_end(pattern, index)
        elif char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char == "|" and depth == 0:
            parts.append(pattern[start:index])
            start = index + 1
        index += 1
    return [*parts, pattern[start:]] if depth == 0 else None


def _class_end(pattern: str, start: int) -> int:
    """Where the character class opened at `start` closes (a `]` first in it is a
    member, as in `[]a]` or `[^]a]`)."""
    index = start + 1
    if pattern[index : index + 1] == "^":
        index += 1
    if pattern[index : index + 1] == "]":
        index += 1
    while index < len(pattern) and pattern[index] != "]":
        index += 2 if pattern[index] == "\\" else 1
    return index


_OWNERS = frozenset({ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda})
_BLOCK_FIELDS = ("body", "orelse", "finalbody")
_STATEMENT_FIELDS = (*_BLOCK_FIELDS, "handlers", "cases")
"""The fields that hold statements, or the `except` and `case` clauses that hold them."""
_FIELDS_OF: dict[type, tuple[tuple[str, ...], tuple[str, ...]]] = {}
"""Node class -> (which of _BLOCK_FIELDS it has, which of _STATEMENT_FIELDS it has in the
order of its fields): read once a class."""
_LEAVE = object()
"""Pushed under a definition's children by `_CodeFacts.walk`: the walk leaves it there."""


class _CodeFacts:
    """What strict checks read about one code, shared by all its responses (cached).

    Built in stages, each on first use: the tree, then one walk (nodes by type and the
    definition owning each node), then the symbol table.
    """

    def __init__(self, code: str) -> None:
        self.code = code
        self.lines = code.split("\n")
        self.texts = (code,) if code.isascii() else (code, unicodedata.normalize("NFKC", code))
        """What the word gates read: the code, and for non-ASCII code also its NFKC form,
        the form Python reads identifiers in (`ｅxec` is `exec`, `ＩOError` is `IOError`)."""
        self.may_run_code = any(hint in text for text in self.texts for hint in _DYNAMIC_HINTS)
        self._tree: ast.Module | None = None
        self._walked = False
        self.nodes: list[ast.AST] = []
        self.by_type: dict[type, list[ast.AST]] = {}
        self.owner: dict[int, ast.AST] = {}
        """id(node) -> the function, class or lambda whose body holds it (or the module)."""
        self._index: NameIndex | None = None
        self._comments: list[tuple[int, str]] | None = None
        self._blocks: list[list[ast.stmt]] | None = None
        self._docstring_ids: frozenset[int] | None = None
        self.derived: dict[Callable[[StrictFacts], Any], Any] = {}
        """Builder -> what it built from this code's tree (`StrictFacts.derived`)."""
        self.memos: dict[Callable[..., Any], dict[Any, Any]] = {}
        """Function -> the answers it kept for this code (`StrictFacts.memo`)."""

    @property
    def tree(self) -> ast.Module:
        if self._tree is None:
            tree = parse(self.code)
            if tree is None:
                msg = "strict checks need code that parses"
                raise ValueError(msg)
            self._tree = tree
        return self._tree

    def walk(self) -> _CodeFacts:
        """Index every node by type and owner (once).

        One depth-first pass, parents first. Entering a function, class or lambda pushes a
        marker under its children: popping it hands ownership back to the definition
        around, so each node's owner is read from one variable, not carried with it.
        """
        if self._walked:
            return self
        self._walked = True
        by_type, owner = self.by_type, self.owner
        tree = self.tree
        stack: list[Any] = [tree]
        current: ast.AST = tree
        outer: list[ast.AST] = []
        pop, push, add = stack.pop, stack.extend, self.nodes.append  # bound once: hot loop
        getters = CHILDREN_OF
        while stack:
            node = pop()
            if node is _LEAVE:
                current = outer.pop()
                continue
            add(node)
            kind = type(node)
            same_type = by_type.get(kind)
            if same_type is None:
                by_type[kind] = [node]
            else:
                same_type.append(node)
            owner[id(node)] = current
            found = getters[kind](node)
            if kind in _OWNERS:
                stack.append(_LEAVE)
                outer.append(current)
                current = node
            if found:
                found.reverse()
                push(found)
        return self

    @property
    def comments(self) -> list[tuple[int, str]]:
        """(line, text) of every comment, `#` included, in order (read once)."""
        if self._comments is None:
            self._comments = _comments(self.code)
        return self._comments

    @property
    def blocks(self) -> list[list[ast.stmt]]:
        """Every non-empty body, else and finally block, in walk order (read once)."""
        if self._blocks is None:
            self._blocks = _blocks(self.tree)
        return self._blocks

    @property
    def docstring_ids(self) -> frozenset[int]:
        """id() of every docstring constant (module, class, function), read once off the
        walk's definitions (the docstrings `definition_docstrings` finds, with no walk of
        its own)."""
        if self._docstring_ids is None:
            by_type = self.walk().by_type
            found = (docstring_of(node) for kind in DOC_OWNERS for node in by_type.get(kind, ()))
            self._docstring_ids = frozenset(id(node) for node in found if node is not None)
        return self._docstring_ids

    @property
    def index(self) -> NameIndex:
        if self._index is None:
            self._index = NameIndex(self.tree)
        return self._index


def _comments(code: str) -> list[tuple[int, str]]:
    """(line, text) of every comment of `code`, `#` included, in order."""
    if "#" not in code:
        return []  # (most code: no lexing needed to find no comment)
    if not fast_lexing_applies(code):
        return [(token.start[0], token.string) for token in comment_tokens(code) or ()]
    found: list[tuple[int, str]] = []
    line, counted = 1, 0  # the line of position `counted`: newlines counted up to each comment
    for start, end, is_comment in strings_and_comments(code):
        if is_comment:
            line += code.count("\n", counted, start)
            counted = start
            found.append((line, code[start:end]))
    return found


def _blocks(tree: ast.Module) -> list[list[ast.stmt]]:
    """Every non-empty body, else and finally block of `tree`, in the order a walk of all
    its nodes, parents first, meets them.

    Only a statement, an `except` or `case` clause or the module holds a block, and each of
    them stands in a block of another (never inside an expression), so a walk through those
    alone, children in field order, meets them in the same order at a fraction of the
    nodes.
    """
    found: list[list[ast.stmt]] = []
    stack: list[ast.AST] = [tree]
    while stack:
        node = stack.pop()
        kind = type(node)
        fields = _FIELDS_OF.get(kind)
        if fields is None:
            fields = _FIELDS_OF[kind] = (
                tuple(name for name in _BLOCK_FIELDS if name in kind._fields),
                tuple(name for name in kind._fields if name in _STATEMENT_FIELDS),
            )
        blocks, holders = fields
        for name in blocks:
            block = getattr(node, name, None)
            if isinstance(block, list) and block and isinstance(block[0], ast.stmt):
                found.append(block)
        inner = [child for name in holders for child in getattr(node, name, None) or ()]
        inner.reverse()
        stack += inner
    return found


@lru_cache(maxsize=CODE_CACHE_SIZE)
def _code_facts(code: str) -> _CodeFacts:
    return _CodeFacts(code)


@dataclass(eq=False)
class StrictFacts:
    """Everything strict checks read about one response, computed once and shared.

    The per-code part (tree, nodes, symbol table) is cached by the code, so responses with
    the same code, and every instruction checked on them, share one of each.
    """

    code: str
    response: str = ""
    """The cleaned response (reasoning removed); response-level checks read it."""
    depth: int = 0
    """0 for the response's code, 1+ for code it runs through exec/eval/compile."""
    python: tuple[int, int] = RUNNING_PYTHON
    """The Python version the code is judged for (the engine's target version): what the
    standard library offers it (`Path.walk` from 3.12) depends on it."""
    _shared: _CodeFacts = field(init=False, repr=False)
    """The per-code part, looked up once: every read of the facts goes through it."""

    def __post_init__(self) -> None:
        self._shared = _code_facts(self.code)

    @property
    def tree(self) -> ast.Module:
        """The syntax tree (strict checks only run on code that compiles)."""
        return self._shared.tree

    def derived(self, build: Callable[[StrictFacts], _T]) -> _T:
        """`build(self)`, once per code: kept with the code's tree, not in a cache of its
        own, so whatever nodes it holds are always this tree's (a cache keyed by the code
        could outlive the tree and hand out nodes of an evicted one)."""
        known = self._shared.derived
        if build not in known:
            known[build] = build(self)
        return known[build]

    def memo(self, function: Callable[..., Any]) -> dict[Any, Any]:
        """`function`'s own answers for this code, kept with its tree (a per-code cache
        for a check that answers per node or per name; keys may be node ids, which are
        only this tree's while it lives)."""
        memos = self._shared.memos
        known = memos.get(function)
        if known is None:
            known = memos[function] = {}
        return known

    @property
    def names(self) -> NameIndex:
        """The module's symbol table and resolver."""
        return self._shared.index

    @property
    def nodes(self) -> list[ast.AST]:
        """Every node of the tree (leaves such as Load and `+` left out), parents first."""
        return self._shared.walk().nodes

    def owner(self, node: ast.AST, *, through_lambdas: bool = True) -> ast.AST:
        """The function or class whose body holds `node` (the module at the top level);
        with `through_lambdas`, a lambda's body belongs to the function around it."""
        owners = self._shared.walk().owner
        found = owners[id(node)]
        while through_lambdas and isinstance(found, ast.Lambda):
            found = owners[id(found)]
        return found

    @property
    def lines(self) -> list[str]:
        """Physical lines (split on newlines only, as Python's tokenizer does)."""
        return self._shared.lines

    def long_lines(self, numbers: Iterable[int], limit: int, what: str = "line") -> list[Finding]:
        """A finding for each line of `numbers` (1-based) longer than `limit` characters."""
        found: list[Finding] = []
        for number in numbers:
            length = len(self.lines[number - 1])
            if length > limit:
                found.append((number, f"{what} {number} has {length} characters (limit {limit})"))
        return found

    @property
    def comments(self) -> list[tuple[int, str]]:
        """(line, text) of every comment, `#` included, in order (shared: do not change it)."""
        return self._shared.comments

    @property
    def docstring_ids(self) -> frozenset[int]:
        """id() of every docstring constant (module, class, function)."""
        return self._shared.docstring_ids

    @property
    def blocks(self) -> list[list[ast.stmt]]:
        """Every non-empty body, else and finally block of statements, in walk order
        (shared: do not change it)."""
        return self._shared.blocks

    def of_type(self, *types: type) -> Iterator[Any]:
        """Nodes of exactly the given types (AST classes are never subclassed)."""
        by_type = self._shared.walk().by_type
        if len(types) == 1:
            return iter(by_type.get(types[0], ()))
        return (node for kind in types for node in by_type.get(kind, ()))

    def references(
        self, wanted: Callable[[str], bool], skip: set[int] | frozenset[int] = frozenset()
    ) -> list[tuple[int | None, str]]:
        """(line, dotted name) of the expressions that may evaluate to a wanted name.

        Names, attribute chains, calls (`getattr(os.path, 'join')`, `__import__('os')`) and
        subscripts (`globals()['print']`) are all resolved through the symbol table, so an
        alias, a re-export or a dynamic lookup of the wanted thing is found where it is used.
        One finding per line; nodes whose id() is in `skip` are left out, and so are call
        results (`os.path.join()`: the function itself is the reference).
        """
        found: list[tuple[int | None, str]] = []
        lines: set[int] = set()
        answers: dict[str, bool] = {}  # per name met: the same few stand behind most nodes
        for node in self.of_type(ast.Name, ast.Attribute, ast.Call, ast.Subscript):
            if id(node) in skip or node.lineno in lines:
                continue
            if not isinstance(node, ast.Call) and not isinstance(node.ctx, ast.Load):
                continue
            matches = []
            for name in self.names.names(node):
                answer = answers.get(name)
                if answer is None:
                    answer = answers[name] = not name.endswith("()") and wanted(name)
                if answer:
                    matches.append(name)
            if matches:
                lines.add(node.lineno)
                found.append((self.line_of(node), min(matches)))
        return found

    @cached_property
    def dynamic_calls(self) -> list[tuple[ast.Call, str | None]]:
        """(call, source) for every exec/eval/compile call; source None when not constant."""
        found: list[tuple[ast.Call, str | None]] = []
        if not self._shared.may_run_code:
            return found
        for call in self.of_type(ast.Call):
            if not self.names.names(call.func) & DYNAMIC_CODE:
                continue
            found.append((call, self.source_of(call.args[0]) if call.args else None))
        return found

    @property
    def dynamic_code(self) -> list[tuple[int, str | None]]:
        """(line, source) for every exec/eval/compile call; source None when not constant."""
        return [(call.lineno, source) for call, source in self.dynamic_calls]

    def source_of(self, node: ast.expr) -> str | None:
        """The code an exec/eval argument holds, through names bound once and compile()
        calls; None when it is not constant (names bound to each other in a cycle too)."""
        seen: set[int] = set()
        while id(node) not in seen:
            seen.add(id(node))
            text = const_str(node)
            if text is not None:
                return text
            if isinstance(node, ast.Call) and self.names.names(node.func) & DYNAMIC_CODE:
                if not node.args:
                    return None
                node = node.args[0]
                continue
            value = self.names.only_value(node)
            if value is node:
                return None
            node = value
        return None

    @cached_property
    def annotations(self) -> list[ast.expr]:
        """Every annotation: of arguments, returns and variables, in source order."""
        found: list[ast.expr] = []
        for node in self.nodes:
            if isinstance(node, ast.arg | ast.AnnAssign) and node.annotation is not None:
                found.append(node.annotation)
            elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.returns:
                found.append(node.returns)
        return sorted(found, key=lambda item: (item.lineno, item.col_offset))

    def annotation_nodes(self, annotation: ast.expr) -> Iterator[ast.AST]:
        """The nodes of an annotation, string annotations parsed (`"list[Any]"` included)."""
        stack: list[ast.AST] = [annotation]
        while stack:
            node = stack.pop()
            yield node
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                parsed = self.names.expression(node.value)
                if parsed is not None:
                    stack.append(parsed)
            stack.extend(ast.iter_child_nodes(node))

    @property
    def runs_code_dynamically(self) -> bool:
        """Whether the code mentions any word of dynamic access (exec, getattr, ...)."""
        return self._shared.may_run_code

    def may_matter(self, words: str | None) -> bool:
        """Whether the code mentions `words` (a regex) or reaches anything dynamically."""
        shared = self._shared
        if words is None or shared.may_run_code:
            return True
        found = _words(words).found_in
        return any(found(text) for text in shared.texts)

    def embedded(self, source: str) -> StrictFacts | None:
        """Facts for code run through exec/eval/compile, or None when it does not parse."""
        if parse(source) is None:
            return None
        return StrictFacts(source, self.response, self.depth + 1, self.python)

    def line_of(self, node: ast.AST) -> int | None:
        """The node's line in the response's code (None inside exec'd code)."""
        return getattr(node, "lineno", None) if self.depth == 0 else None


def is_noop(statement: ast.stmt) -> bool:
    """`pass`, `...`, `None` or any other constant as a statement: padding that does nothing."""
    return isinstance(statement, ast.Pass) or (
        isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant)
    )


def without_noops(body: list[ast.stmt]) -> list[ast.stmt]:
    """The statements of a block that do something."""
    return [statement for statement in body if not is_noop(statement)]


def _strict_findings(
    instruction: Instruction, facts: StrictFacts, params: dict[str, Any]
) -> list[Finding]:
    """The instruction's own strict findings, plus those of the code it runs dynamically."""
    if facts.depth:
        findings = list(instruction.embedded_violations(facts, params))
    elif facts.may_matter(instruction.strict_words):
        findings = list(instruction.strict_violations(facts, params))
    else:
        findings = []
    if not instruction.strict_reads_dynamic_code or not facts.runs_code_dynamically:
        return findings  # (code without a word of dynamic access has no dynamic_code)
    for where, source in facts.dynamic_code:
        line = where if facts.depth == 0 else None
        if source is None:
            message = "runs code built at run time through exec/eval/compile (undecidable)"
            findings.append((line, message))
            continue
        inner = facts.embedded(source)
        if inner is None or inner.depth > _MAX_EMBEDDING:
            message = "runs code through exec/eval/compile that does not parse"
            findings.append((line, message))
            continue
        for _, message in _strict_findings(instruction, inner, params):
            findings.append((line, f"in code run through exec/eval/compile: {message}"))
    return findings


def strict_check(
    instruction: Instruction, facts: StrictFacts, params: dict[str, Any]
) -> CheckResult:
    """What strict mode adds to one instruction's verdict: passed, or the findings that fail it.

    A strict check that crashes fails (with the crash as its finding), never passes.
    """
    try:
        findings = _strict_findings(instruction, facts, params)
    except RecursionError:
        findings = _with_more_room(instruction, facts, params)
    except MemoryError as err:
        findings = [(None, f"code too deep to analyse ({type(err).__name__})")]
    return CheckResult(passed=not findings, findings=_dedupe(findings))


def _with_more_room(
    instruction: Instruction, facts: StrictFacts, params: dict[str, Any]
) -> list[Finding]:
    """The findings on code too deep for the caller's recursion limit (a valid 1,000-term
    concatenation), from fresh facts under a raised one; a fail when even that is too
    little, or there is no room to raise it."""
    fresh = StrictFacts(facts.code, facts.response, facts.depth, facts.python)
    try:
        return with_more_room(_strict_findings, instruction, fresh, params)
    except (RecursionError, MemoryError) as err:
        return [(None, f"code too deep to analyse ({type(err).__name__})")]


def _dedupe(findings: list[Finding]) -> tuple[Finding, ...]:
    seen: set[Finding] = set()
    unique: list[Finding] = []
    for finding in findings:
        if finding not in seen:
            seen.add(finding)
            unique.append(finding)
    return tuple(unique)
