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
from bisect import bisect_right
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import TYPE_CHECKING, Any, Literal

from vibebench._fixed_depth import with_more_room
from vibebench.instructions._base import CheckResult
from vibebench.instructions._call_graph import CHILDREN_OF
from vibebench.instructions._code_facts import (
    CODE_CACHE_SIZE,
    STRINGS_AND_COMMENTS,
    comment_tokens,
    definition_docstrings,
    fast_lexing_applies,
    parse,
)
from vibebench.instructions._strict_names import NameIndex, const_str

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

DYNAMIC_CODE = frozenset({"builtins.exec", "builtins.eval", "builtins.compile"})
_MAX_EMBEDDING = 3
"""exec inside exec inside exec: deeper than this is undecidable (and fails)."""

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class AdversarialShare:
    """How many of a category's adversarial attempts pass, in each verdict mode."""

    attempts: int
    paper: int
    strict: int


ADVERSARIAL_SHARE = {
    "style": AdversarialShare(attempts=161, paper=126, strict=2),
    "logic": AdversarialShare(attempts=183, paper=153, strict=12),
    "doc": AdversarialShare(attempts=95, paper=74, strict=2),
    "error": AdversarialShare(attempts=75, paper=65, strict=5),
    "library": AdversarialShare(attempts=78, paper=73, strict=4),
}
"""The adversarial suite's figures as docs/instructions.md states them: measured by
benchmarks/adversarial_share.py over tests/instructions/test_adversarial_*.py, and kept in
step with that suite by tests/instructions/test_adversarial_summary.py."""


_NEWLINE = re.compile("\n")
_DYNAMIC_HINTS = ("exec", "eval", "compile", "builtins", "getattr", "__import__",
                  "import_module", "globals", "vars", "locals", "modules", "__dict__",
                  "attrgetter", "methodcaller", "__subclasses__", "inspect")  # fmt: skip
"""Words without which code can neither run code from a string nor look a name up at run
time: code lacking them all skips that analysis."""


@lru_cache(maxsize=64)
def _pattern(words: str) -> re.Pattern[str]:
    return re.compile(words)


def _search(words: str, code: str) -> bool:
    return _pattern(words).search(code) is not None


_OWNERS = frozenset({ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda})


class _CodeFacts:
    """What strict checks read about one code, shared by all its responses (cached).

    Built in stages, each on first use: the tree, then one walk (nodes by type and the
    definition owning each node), then the symbol table.
    """

    def __init__(self, code: str) -> None:
        self.code = code
        self.lines = code.split("\n")
        self.may_run_code = any(hint in code for hint in _DYNAMIC_HINTS)
        self._tree: ast.Module | None = None
        self._walked = False
        self.nodes: list[ast.AST] = []
        self.by_type: dict[type, list[ast.AST]] = {}
        self.owner: dict[int, ast.AST] = {}
        """id(node) -> the function, class or lambda whose body holds it (or the module)."""
        self._index: NameIndex | None = None

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
        """Index every node by type and owner (once)."""
        if self._walked:
            return self
        self._walked = True
        by_type, owner = self.by_type, self.owner
        stack: list[tuple[ast.AST, ast.AST]] = [(self.tree, self.tree)]
        pop, push, add = stack.pop, stack.append, self.nodes.append  # bound once: hot loop
        getters = CHILDREN_OF
        while stack:
            node, parent_owner = pop()
            add(node)
            kind = type(node)
            same_type = by_type.get(kind)
            if same_type is None:
                by_type[kind] = [node]
            else:
                same_type.append(node)
            owner[id(node)] = parent_owner
            inner = node if kind in _OWNERS else parent_owner
            for child in reversed(getters[kind](node)):
                push((child, inner))
        return self

    @property
    def index(self) -> NameIndex:
        if self._index is None:
            self._index = NameIndex(self.tree)
        return self._index


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

    @property
    def _shared(self) -> _CodeFacts:
        return _code_facts(self.code)

    @property
    def tree(self) -> ast.Module:
        """The syntax tree (strict checks only run on code that compiles)."""
        return self._shared.tree

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

    @cached_property
    def comments(self) -> list[tuple[int, str]]:
        """(line, text) of every comment, `#` included, in order."""
        if not fast_lexing_applies(self.code):
            return [(token.start[0], token.string) for token in comment_tokens(self.code) or ()]
        starts = [0, *(match.end() for match in _NEWLINE.finditer(self.code))]
        return [
            (bisect_right(starts, match.start()), match.group())
            for match in STRINGS_AND_COMMENTS.finditer(self.code)
            if match.lastgroup == "comment"
        ]

    @cached_property
    def docstring_ids(self) -> frozenset[int]:
        """id() of every docstring constant (module, class, function)."""
        return frozenset(id(node) for node in definition_docstrings(self.tree))

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
        for node in self.of_type(ast.Name, ast.Attribute, ast.Call, ast.Subscript):
            if id(node) in skip or node.lineno in lines:
                continue
            if not isinstance(node, ast.Call) and not isinstance(node.ctx, ast.Load):
                continue
            names = sorted(self.names.names(node))
            match = next((name for name in names if not name.endswith("()") and wanted(name)),
                         None)  # fmt: skip
            if match is not None:
                lines.add(node.lineno)
                found.append((self.line_of(node), match))
        return found

    @cached_property
    def dynamic_code(self) -> list[tuple[int, str | None]]:
        """(line, source) for every exec/eval/compile call; source None when not constant."""
        found: list[tuple[int, str | None]] = []
        if not self._shared.may_run_code:
            return found
        for call in self.of_type(ast.Call):
            if not self.names.names(call.func) & DYNAMIC_CODE:
                continue
            source = self._source(call.args[0]) if call.args else None
            found.append((call.lineno, source))
        return found

    def _source(self, node: ast.expr) -> str | None:
        """The code an exec/eval argument holds, through one name or a compile() call."""
        text = const_str(node)
        if text is not None:
            return text
        if isinstance(node, ast.Call) and self.names.names(node.func) & DYNAMIC_CODE:
            return self._source(node.args[0]) if node.args else None
        value = self.names.only_value(node)
        return self._source(value) if value is not node else None

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
        return words is None or self._shared.may_run_code or _search(words, self.code)

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
    if not instruction.strict_reads_dynamic_code:
        return findings
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
