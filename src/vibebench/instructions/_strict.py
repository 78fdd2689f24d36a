"""Strict mode: the paper's Ruff rules plus checks that close the routes a policy under RL uses.

Paper mode decides each instruction exactly as the Vibe Checker paper does, by its Ruff rules
(or, for the three non-Ruff instructions, their ast/tokenize/response check). Strict mode
keeps that verdict and runs each instruction's `strict_violations` on top; any finding turns a
pass into a fail. The checks share one `StrictFacts` per response: one syntax tree (the
cached `parse` the other checks use too), one symbol table (`NameIndex`), one list of nodes.

Routes closed for every code-level instruction here, once:

- code run or compiled from a string (`StrictFacts.dynamic_runs`): through `exec`, `eval`
  or `compile`, and through the standard library's other runners (`CODE_RUNNERS` and the
  methods of `RUNNER_METHODS`: code's interpreters and consoles (`runsource`, `runcode`,
  `push`, `compile`), `codeop.compile_command` and a `codeop.Compile()` or
  `CommandCompiler()` called, the `run`, `runctx` and `runeval` of `cProfile`, `profile`,
  `pdb`, `bdb` and `trace` (module functions, their classes' objects, an object bound by
  `with` or of a module subclass), timeit's `stmt` and `setup`, importlib loaders'
  `source_to_code`, doctest's parser (a doctest's examples are its code), and IPython's
  `run_cell` (its magic and shell lines read as `pass`) and a shell's `ex`/`ev`), each
  reached directly or through any alias; and Python another process is handed
  (`_strict_processes`): `python -c CODE` and code fed to an interpreter's stdin, started
  by subprocess, `os.system`/`os.popen`, the `os.exec*`/`os.spawn*` families or asyncio;
  and code a program writes to a module file it may import or run (`_strict_files`: a
  `.py` file, or one handed to a runner of files, written by `Path.write_text` or a
  handle's `write`, when the program imports or runs a file or imports the module by
  name). A runner reached through `eval` of a constant (`eval('exec')`) or put in the
  module's namespace (`globals()['run'] = exec`, then `run(...)`) is the runner.
  Python's C API reached through ctypes (`_strict_capi`: `pythonapi`, `PyDLL(None)`, any
  library ctypes loads, a member by attribute, `getattr` or item) runs strings too:
  `PyRun_SimpleString`, `PyRun_String` and `Py_CompileString` (and their `Flags`
  variants) are runners of their first argument (also a `c_char_p(...)`, `bytes(...)` or
  `.encode()` of text), and any other C API function, a member whose name is not known
  or a function pointer ctypes made (`CFUNCTYPE(...)(...)`, `cast(address, prototype)`)
  fails as undecidable, except the families that run, call, bind and look up nothing
  (reference counts, thread state, buffers, numbers and strings, the console writers).
  Code `exec` or `eval` runs with a module's namespace as its globals (`eval(text,
  vars(typing))`) reads the names it never binds as that module's members, and the body
  of a class whose metaclass's `__prepare__` returns the module's or builtins' namespace
  is judged again as module code (it binds the module's names).
  A constant string (or bytes, decoded as a source file is) is parsed and judged by the
  same instruction (`embedded_violations`); a string built at run time cannot be judged
  and fails, and so does a call handed `exec`, `eval` or `compile` as a value
  (`map(exec, ...)`, `runcall(exec, ...)`). For a runner other than those three and the
  interpreters, a parameter of the function around it is judged by its default and what
  the module's calls give it (undecidable when the function is handed on); a timeit
  argument that is no string (a callable) is no code. A call only compiling (`compile`,
  `compile_command`) whose code object nothing can run runs nothing (`_unrun_codes`: its
  value dropped, compared with None by `is`, or bound to a function's local read only
  so, with no frame in reach; in the response's own code, never one a string runs), and
  only while the compiler can be nothing but itself: no store on `codeop`, `code`,
  `builtins` or `sys.modules` (any member, by `setattr`, `vars(...)`, `__dict__`, a
  function's `__globals__`, `map(setattr, ...)`), none of a compiler's member name
  (`compile_command`, `__code__`, ...) or an unknown one on an object or namespace not
  known, and no string run but through a compiler (`_compilers_kept`).
- a member of a standard module picked by a name that cannot be decided (`getattr(os,
  name)`, a scan of `vars(builtins).items()`: `os.?`) may be any of the module's members
  (`references`).
- a standard module reached by a private alias (`tempfile._os`, `from tempfile import
  _os`) opens the word gates (`strict_words`) its own name opens (`may_matter`).

Still possible: code a program writes to a file by other means (a copy or rename of a
file with another name, an archive, a write through a helper handed the path) or to a
module whose name is built at run time and imported by an `import` statement, a file
with no `.py` name run through a path that cannot be decided, a runner bound by code run
from a string and called outside it (`exec('run = exec')`), code an importlib loader
compiles from a string it returns (`get_source`, `get_data`), docstring examples run by
`doctest.testmod`, `code.interact` fed lines by its `readfunc`, IPython's magics given
code (`run_line_magic('time', ...)`), code objects from bytes (`marshal.loads`,
`types.CodeType`, a pickle calling `eval` or `exec` on a string it holds), code run with
globals that are a dict of chosen members (`eval('L[int]', {'L': typing.List})`: its
free names are not read as them), and a metaclass's `__prepare__` handing the module's
namespace on otherwise than by returning it (through a parameter, or a metaclass made
by `type(...)`).

The instruction-specific routes (aliases of the forbidden thing, dynamic access, containers,
self-reference, ...) live in each instruction's `strict_violations`.
"""

from __future__ import annotations

import ast
import logging
import re
import sys
import textwrap
import unicodedata
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from itertools import chain
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
    is_none,
    parse,
    strings_and_comments,
)
from vibebench.instructions._strict_capi import (
    C_API_WORDS,
    C_STRING_RUNNERS,
    c_api_runner,
    c_string,
)
from vibebench.instructions._strict_names import (
    CODE_RUNNERS,
    DYNAMIC_CODE,
    NAMESPACE,
    RUNNER_METHODS,
    STR,
    UNKNOWN,
    NameIndex,
    const_str,
    instance_lineage,
    run_namespace,
)
from vibebench.instructions._strict_processes import PYTHON_RUNNERS, python_code
from vibebench.instructions._strict_scopes import module_members, parameter_defaults

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
    "style": AdversarialShare(attempts=813, paper=773, strict=15),
    "logic": AdversarialShare(attempts=1138, paper=1093, strict=17),
    "doc": AdversarialShare(attempts=756, paper=712, strict=9),
    "error": AdversarialShare(attempts=434, paper=422, strict=6),
    "library": AdversarialShare(attempts=289, paper=279, strict=3),
}
"""The adversarial suite's figures as docs/instructions.md states them: measured by
benchmarks/adversarial_share.py over tests/instructions/test_adversarial_*.py, and kept in
step with that suite by tests/instructions/test_adversarial_summary.py."""


_DYNAMIC_HINTS = ("exec", "eval", "compile", "builtins", "getattr", "__import__",
                  "import_module", "globals", "vars", "locals", "modules", "__dict__",
                  "attrgetter", "methodcaller", "__subclasses__", "inspect", "pickle",
                  "Unpickler", "Configurator", "_resolve", "ext_convert", "pydoc")  # fmt: skip
"""Words without which code can neither run code from a string nor look a name up at run
time (pickle and logging's configurators resolve globals from strings): code lacking them
all skips that analysis."""
_RUNNER_HINTS = ("runsource", "runcode", "runctx", "runeval", "Profile", "profile", "Bdb",
                 "Pdb", "pdb", "Trace", "timeit", "Timer", "codeop", "Interactive",
                 "compile_command", "source_to_code", "DocTestParser", "get_doctest",
                 "get_examples", "run_cell", "get_ipython", "InteractiveShell",
                 "subprocess", "system", "popen", "spawn")  # fmt: skip
"""Words without which code names none of the other runners of code given as a string
(`CODE_RUNNERS`, `RUNNER_METHODS`): `runsource`, `runctx`, `cProfile.Profile().run`."""


_MODULE_FILE = re.compile(r"\.pyw?\b")
_FILE_HINTS = ("run_path", "file_location", "FileLoader", "py_compile", "compileall",
               "load_source")  # fmt: skip
"""Words without which code writes no file it imports or runs: a module file's name
(`.py`), or a runner given a file's path (`runpy.run_path('ext.txt')`)."""
_PRIVATE_ALIAS = re.compile(r"\._([a-z]\w*)")
"""A private attribute that may alias a standard module (`tempfile._os`: the standard
library names a module it imports privately after it); imported ones are read off the
tree (`from tempfile import _os`)."""
_STANDARD = frozenset(sys.stdlib_module_names)

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
        for text in self.texts:  # (a plain loop: called for every code and instruction)
            if text in code:
                return True
        return self.rest is not None and self.rest.search(code) is not None


@lru_cache(maxsize=256)
def _words(pattern: str) -> _Words:
    """`pattern` taken apart into its alternatives; kept whole when it has groups other
    than `(?:...)` or back references, whose meaning splitting could change. (Room for
    every pattern asked: a round over the throughput corpus asks 74, which 64 entries
    made a miss 450 times.)"""
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
_CHILDLESS = frozenset({ast.Name, ast.Constant})
"""Node classes with no child node (`Name(identifier id, expr_context ctx)`, `Constant(
constant value, string? kind)`): `_CodeFacts.walk` asks them for none. Four nodes in nine
of a tree are one."""
_NOT_BUILT = object()
"""What `StrictFacts.derived` finds for a builder not run yet (a build may give None)."""
_LEAVE = object()
"""Pushed under a definition's children by `_CodeFacts.walk`: the walk leaves it there."""


_PYTHON_NEWLINES = re.compile(r"\r\n?|\n")


class _CodeFacts:
    """What strict checks read about one code, shared by all its responses (cached).

    Built in stages, each on first use: the tree, then one walk (nodes by type and the
    definition owning each node), then the symbol table.
    """

    def __init__(self, code: str, namespace: tuple[str, ...] = ()) -> None:
        self.code = code
        self.namespace = namespace
        """The modules whose namespace the code runs in (`NameIndex`'s `namespace`)."""
        self.lines = _PYTHON_NEWLINES.split(code) if "\r" in code else code.split("\n")
        """The code's lines as Python numbers them (`\r\n`, a lone `\r` and `\n` each end
        one: code run through exec may keep a lone `\r`), without their ends."""
        self.texts = (code,) if code.isascii() else (code, unicodedata.normalize("NFKC", code))
        """What the word gates read: the code, and for non-ASCII code also its NFKC form,
        the form Python reads identifiers in (`ｅxec` is `exec`, `ＩOError` is `IOError`)."""
        self.may_run_code = any(hint in text for text in self.texts for hint in _DYNAMIC_HINTS)
        self.may_write_modules = ("write" in code or "file=" in code) and (
            _MODULE_FILE.search(code) is not None or any(hint in code for hint in _FILE_HINTS)
        )
        """Whether the code may write a module file it imports or runs (`_strict_files`)."""
        self.may_call_c = any(word in code for word in C_API_WORDS)
        """Whether the code may call Python's C API through ctypes (`_strict_capi`)."""
        self.may_run_strings = (
            self.may_run_code
            or self.may_write_modules
            or self.may_call_c
            or any(hint in text for text in self.texts for hint in _RUNNER_HINTS)
        )
        """Whether the code may hand a string to anything running it (`dynamic_runs`)."""
        self._aliased: str | None = None
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
        self.matters: dict[str, bool] = {}
        """`strict_words` regex -> whether the code may mention them (`may_matter`)."""
        self.derived: dict[Callable[[StrictFacts], Any], Any] = {}
        """Builder -> what it built from this code's tree (`StrictFacts.derived`)."""
        self.memos: dict[Callable[..., Any], dict[Any, Any]] = {}
        """Function -> the answers it kept for this code (`StrictFacts.memo`)."""
        self.mentioned: dict[str, bool] = {}
        """Word -> whether the code's text holds it (`StrictFacts.mentions`)."""

    @cached_property
    def may_run_examples(self) -> bool:
        """Whether examples doctest's parser reads may be run: the code names a runner or
        a test (`DocTestRunner`, `DocTest`, `DocTestCase`) or looks names up at run time.
        Without them, examples parsed (`parser.get_examples(text)`, counted) run nothing,
        and running one's `.source` is an exec of its own. Read once per code, and only
        where such a parser is called."""
        return any(_EXAMPLES_RUN.search(text) for text in self.texts)

    @property
    def tree(self) -> ast.Module:
        if self._tree is None:
            tree = parse(self.code)
            if tree is None:
                msg = "strict checks need code that parses"
                raise ValueError(msg)
            self._tree = tree
        return self._tree

    @property
    def aliased_modules(self) -> str:
        """The standard modules the code may reach by a private alias (`tempfile._os`,
        `_bootstrap_external._os` are os), one a line: what the word gates read besides
        the code, so `\bos\b` matches code reaching os as `_os`."""
        if self._aliased is None:
            found = set(_PRIVATE_ALIAS.findall(self.code)) if "._" in self.code else set()
            for node in self.walk().by_type.get(ast.ImportFrom, ()):
                found.update(alias.name[1:] for alias in node.names)  # type: ignore[attr-defined]
            self._aliased = "\n".join(sorted(found & _STANDARD))
        return self._aliased

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
            if kind in _CHILDLESS:
                continue
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
        index = self._index
        if index is None:
            index = self._index = NameIndex(self.tree, self.namespace)
        return index


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
def _code_facts(code: str, namespace: tuple[str, ...] = ()) -> _CodeFacts:
    return _CodeFacts(code, namespace)


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
    namespace: tuple[str, ...] = ()
    """The modules whose namespace code run from a string runs in (`exec(code,
    vars(typing))`): the names it never binds are their members."""
    _shared: _CodeFacts = field(init=False, repr=False)
    """The per-code part, looked up once: every read of the facts goes through it."""

    def __post_init__(self) -> None:
        self._shared = _code_facts(self.code, self.namespace)

    # The per-code facts below are read as attributes once looked up (cached_property):
    # each stays the same object for the code's life, and checks read them many thousand
    # times a corpus.

    @cached_property
    def tree(self) -> ast.Module:
        """The syntax tree (strict checks only run on code that compiles)."""
        return self._shared.tree

    def derived(self, build: Callable[[StrictFacts], _T]) -> _T:
        """`build(self)`, once per code: kept with the code's tree, not in a cache of its
        own, so whatever nodes it holds are always this tree's (a cache keyed by the code
        could outlive the tree and hand out nodes of an evicted one)."""
        known = self._shared.derived
        found = known.get(build, _NOT_BUILT)  # (one lookup: asked tens of times a code)
        if found is _NOT_BUILT:
            found = known[build] = build(self)
        return found

    def memo(self, function: Callable[..., Any]) -> dict[Any, Any]:
        """`function`'s own answers for this code, kept with its tree (a per-code cache
        for a check that answers per node or per name; keys may be node ids, which are
        only this tree's while it lives)."""
        memos = self._shared.memos
        known = memos.get(function)
        if known is None:
            known = memos[function] = {}
        return known

    @cached_property
    def names(self) -> NameIndex:
        """The module's symbol table and resolver."""
        return self._shared.index

    @cached_property
    def nodes(self) -> list[ast.AST]:
        """Every node of the tree (leaves such as Load and `+` left out), parents first."""
        return self._shared.walk().nodes

    def owner(self, node: ast.AST, *, through_lambdas: bool = True) -> ast.AST:
        """The function or class whose body holds `node` (the module at the top level);
        with `through_lambdas`, a lambda's body belongs to the function around it."""
        owners = self._shared.walk().owner
        found = owners.get(id(node))
        if found is None:  # a call another makes (`NameIndex.made_calls`): where that stands
            found = owners[id(self.names.made_from[id(node)])]
        while through_lambdas and isinstance(found, ast.Lambda):
            found = owners[id(found)]
        return found

    @cached_property
    def lines(self) -> list[str]:
        """The code's lines as Python numbers them, without their ends (`_CodeFacts`)."""
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
        shared = self._shared
        by_type = (shared if shared._walked else shared.walk()).by_type
        if len(types) == 1:
            return iter(by_type.get(types[0], ()))
        return chain.from_iterable([by_type.get(kind, ()) for kind in types])

    def references(
        self, wanted: Callable[[str], bool], skip: set[int] | frozenset[int] = frozenset()
    ) -> list[tuple[int | None, str]]:
        """(line, dotted name) of the expressions that may evaluate to a wanted name.

        Names, attribute chains, calls (`getattr(os.path, 'join')`, `__import__('os')`) and
        subscripts (`globals()['print']`) are all resolved through the symbol table, so an
        alias, a re-export or a dynamic lookup of the wanted thing is found where it is used.
        One finding per line; nodes whose id() is in `skip` are left out, and so are call
        results (`os.path.join()`: the function itself is the reference). A member of a
        standard module picked by a name that cannot be decided (`os.?`: `getattr(os,
        name)`, a scan of `vars(builtins)`) may be any member: it is found as the first
        wanted one.
        """
        found: list[tuple[int | None, str]] = []
        lines: set[int] = set()
        answers: dict[str, str] = {}  # per name met: the same few stand behind most nodes
        for node in self.of_type(ast.Name, ast.Attribute, ast.Call, ast.Subscript):
            if id(node) in skip or node.lineno in lines:
                continue
            if not isinstance(node, ast.Call) and not isinstance(node.ctx, ast.Load):
                continue
            matches = []
            for name in self.names.names(node):
                answer = answers.get(name)
                if answer is None:
                    answer = answers[name] = _wanted_as(name, wanted)
                if answer:
                    matches.append(answer)
            if matches:
                lines.add(node.lineno)
                found.append((self.line_of(node), min(matches)))
        return found

    @cached_property
    def dynamic_runs(self) -> list[tuple[ast.Call, str, str | None]]:
        """(call, runner, source) for every argument holding code of a call running or
        compiling code given as a string; source None when it is not constant.

        The runners: `exec`, `eval`, `compile` and the rest of `CODE_RUNNERS` (reached by
        any route the symbol table follows, on an object bound by `with` or made by a
        module subclass too: `with cProfile.Profile() as p: p.run(...)`), and any method
        named in `RUNNER_METHODS` (`runsource`, `runctx`, ...). A doctest's text is read as
        its examples' code. For a runner other than exec/eval/compile, a parameter of the
        function around it holds what its default and the module's calls give it (each
        judged, once for all the runner calls reading it; callers the module cannot show
        are undecidable). timeit's `stmt` and `setup` may be callables: only a string there
        is code, and only what the module shows is judged.
        """
        found: list[tuple[ast.Call, str, str | None]] = []
        if not self._shared.may_run_strings:
            return found
        parameters: set[tuple[int, str, str]] = set()
        for call in self.of_type(ast.Call):
            runner = self.runner_of(call)
            if runner is None and not self._hands_on_a_runner(call):
                found += self._process_runs(call, parameters)
                continue
            arguments = _code_arguments(call, runner) if runner else []
            if runner is None or (not arguments and (runner in DYNAMIC_CODE or _in_c(runner))):
                found.append((call, runner or "builtins.exec", None))
            for argument in arguments:
                for source in self._run_sources(argument, runner, parameters):
                    found.append((call, runner, _cell_code(_doctest_code(source, runner), runner)))
        return found + self._written_runs() if self._shared.may_write_modules else found

    def _written_runs(self) -> list[tuple[ast.Call, str, str | None]]:
        """(call, runner, source) for each module file the code writes and may import or
        run (`_strict_files`): the text it is written with, None when not constant."""
        from vibebench.instructions._strict_files import (  # noqa: PLC0415 (imports this)
            WRITTEN_MODULE,
            written_modules,
        )

        found: list[tuple[ast.Call, str, str | None]] = []
        for call, pieces in written_modules(self):
            texts = [None if piece is None else self.source_of(piece) for piece in pieces]
            source = None if None in texts else "".join(texts)  # type: ignore[arg-type]
            found.append((call, WRITTEN_MODULE, source))
        return found

    def _process_runs(
        self, call: ast.Call, parameters: set[tuple[int, str, str]]
    ) -> list[tuple[ast.Call, str, str | None]]:
        """(call, runner, source) for the Python code a call hands an interpreter it
        starts (`python -c CODE`, code on its stdin: `python_code`)."""
        found: list[tuple[ast.Call, str, str | None]] = []
        for runner, code in python_code(self.names, call):
            if code is None or isinstance(code, str):
                found.append((call, runner, code))
                continue
            found += [(call, runner, text) for text in self._run_sources(code, runner, parameters)]
        return found

    def _run_sources(
        self, argument: ast.expr, runner: str, parameters: set[tuple[int, str, str]]
    ) -> list[str | None]:
        """The code a runner's argument may hold (None: a string not known); none for a
        parameter whose values `parameters` says were read for this runner already."""
        source = self.source_of(argument)
        if source is not None or runner in DYNAMIC_CODE or runner in PYTHON_RUNNERS:
            return [source]
        if _in_c(runner):
            return [None]
        from vibebench.instructions._strict_arguments import (  # noqa: PLC0415 (imports this)
            only_parameter_of,
            passed_values,
        )

        callables = runner.startswith("timeit.")
        function = only_parameter_of(self, argument)
        if function is None:
            built = not callables or STR in self.names.names(argument)
            return [None] if built else []  # a callable, or no string in sight
        key = (id(function), argument.id, runner)  # type: ignore[attr-defined]
        if key in parameters:
            return []
        parameters.add(key)
        given = passed_values(self, function, argument.id)  # type: ignore[attr-defined]
        if given is None:  # handed on as a value: callers the module cannot show
            sites = parameter_defaults(function.args)
            given = [default for site, default in sites if site.arg == argument.id]  # type: ignore[attr-defined]
            given += [] if callables else [None]
        found: list[str | None] = []
        for value in given:
            text = None if value is None else self.source_of(value)
            if text is not None or not callables or STR in self.names.names(value):  # type: ignore[arg-type]
                found.append(text)
        return found

    @cached_property
    def prepared_bodies(self) -> list[tuple[ast.ClassDef, str]]:
        """(class, source) for each class whose body runs in the module's namespace: its
        metaclass's `__prepare__` returns `globals()` (`NameIndex.prepares_namespace`), so
        the body binds the module's names as module code would; the body's text, dedented,
        is that code."""
        if "__prepare__" not in self.code:
            return []
        found: list[tuple[ast.ClassDef, str]] = []
        for node in self.of_type(ast.ClassDef):
            meta = next((k.value for k in node.keywords if k.arg == "metaclass"), None)
            if meta is not None and self.names.prepares_namespace(meta):
                found.append((node, self._body_text(node)))
        return found

    def _body_text(self, node: ast.ClassDef) -> str:
        """A class body's text as module code: its lines dedented, or, for a body written
        on the header's line, its statements' text."""
        first, last = node.body[0], node.body[-1]
        if first.lineno > node.lineno:
            return textwrap.dedent("\n".join(self.lines[first.lineno - 1 : last.end_lineno]))
        return "\n".join(ast.get_source_segment(self.code, item) or "pass" for item in node.body)

    @cached_property
    def dynamic_calls(self) -> list[tuple[ast.Call, str | None]]:
        """(call, source) for every code-holding argument of a call running or compiling
        code given as a string (`dynamic_runs`); source None when not constant."""
        return [(call, source) for call, _, source in self.dynamic_runs]

    @property
    def dynamic_code(self) -> list[tuple[int, str | None]]:
        """(line, source) of `dynamic_calls`."""
        return [(call.lineno, source) for call, source in self.dynamic_calls]

    def _hands_on_a_runner(self, call: ast.Call) -> bool:
        """Whether a call is handed exec, eval or compile as a value (`map(exec, SOURCES)`,
        `profiler.runcall(exec, SOURCE)`, `Thread(target=eval, ...)`): it may run any
        string, so what it runs is undecidable; so is one handed a C API function whose
        effect is not decided (`map(pythonapi.PyRun_SimpleString, SOURCES)`)."""
        shared = self._shared
        if not shared.may_run_code and not shared.may_call_c:
            return False
        handed = [*call.args, *(keyword.value for keyword in call.keywords)]
        for value in handed:
            if not isinstance(value, ast.Name | ast.Attribute):
                continue
            names = self.names.names(value)
            if names & DYNAMIC_CODE or (shared.may_call_c and c_api_runner(names)):
                return True
        return False

    def runner_of(self, call: ast.Call) -> str | None:
        """The runner of code given as a string a call is (`CODE_RUNNERS`, or `.name` for a
        method of `RUNNER_METHODS`), else None."""
        names = self.names.names(call.func)
        if names & DYNAMIC_CODE:
            return min(names & DYNAMIC_CODE)
        runner = next((name for name in sorted(names) if name in CODE_RUNNERS), None)
        method = f".{call.func.attr}" if isinstance(call.func, ast.Attribute) else None
        if (runner or method) in _PARSERS and not self._shared.may_run_examples:
            return None
        if runner is None and self._shared.may_call_c:
            runner = c_api_runner(names)
        func = call.func
        if runner is not None or not isinstance(func, ast.Attribute):
            return runner
        if func.attr in RUNNER_METHODS:
            return f".{func.attr}"
        if func.attr not in _RUNNER_ENDS or not self._shared.may_run_strings:
            return None
        made = set(self.names.names(func.value))
        if isinstance(func.value, ast.Name):
            made |= self.derived(_entered).get(func.value.id, set())
        for name in instance_lineage(self.names, made):
            if f"{name}.{func.attr}" in CODE_RUNNERS:
                return f"{name}.{func.attr}"
        return None

    def evaluated(self, call: ast.Call) -> ast.expr | None:
        """The expression `eval` of a constant text gives (`eval('lambda text: ...')`, also
        of `compile(...)` of one or through a name bound once: `source_of`), parsed, to be
        judged as if written in its place; None for any other call (or a text that is no
        expression)."""
        if not call.args or not self.runs_code_dynamically:
            return None  # (`eval`, also reached through an alias, is a word of dynamic access)
        if "builtins.eval" not in self.names.names(call.func):
            return None
        source = self.source_of(call.args[0])
        return None if source is None else self.names.expression(source)

    def source_of(self, node: ast.expr) -> str | None:
        """The code an exec/eval argument holds (a string, or bytes decoded as a source
        file is), through names bound once, calls compiling code (`compile()`,
        `codeop.compile_command()`) and `ast.parse` (whose tree compiles to that text's
        code), one built of names bound to constants (`PREFIX +
        'x()'`: `NameIndex.texts`); None when it is not constant (names bound to each
        other in a cycle too)."""
        seen: set[int] = set()
        while id(node) not in seen:
            seen.add(id(node))
            text = const_str(node)
            if text is None and isinstance(node, ast.Constant) and isinstance(node.value, bytes):
                text = _source_text(node.value)
            if text is None and isinstance(node, ast.BinOp | ast.JoinedStr | ast.Call):
                texts = self.names.texts(node)  # built of names bound to constants
                text = next(iter(texts)) if texts is not None and len(texts) == 1 else None
            if text is not None:
                return text
            if isinstance(node, ast.Call):
                inner = self._code_handed_to(node)
                if inner is False:
                    return None
                if inner is not None:
                    node = inner
                    continue
            value = self.names.only_value(node)
            if value is node:
                return None
            node = value
        return None

    def _code_handed_to(self, call: ast.Call) -> ast.expr | Literal[False] | None:
        """What holds the code a call makes of its argument, for `source_of`: the text of a
        C string (`c_char_p(b'...')`), of `ast.parse` (whose tree compiles to that text's
        code) or of a call compiling code; False for a runner given no code argument;
        None for any other call."""
        made_of = c_string(self.names, call) if self._shared.may_call_c else None
        if made_of is not None:
            return made_of
        if call.args and self.names.names(call.func) == {"ast.parse"}:
            return call.args[0]
        runner = self.runner_of(call)
        if runner is None:
            return None
        arguments = _code_arguments(call, runner)
        return arguments[0] if arguments else False

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
    def may_run_strings(self) -> bool:
        """Whether the code mentions a word of dynamic access or of a runner of code given
        as a string (`runsource`, `Profile`, ...): without one, `dynamic_runs` is empty."""
        return self._shared.may_run_strings

    @property
    def runs_code_dynamically(self) -> bool:
        """Whether the code mentions any word of dynamic access (exec, getattr, ...)."""
        return self._shared.may_run_code

    def mentions(self, *words: str) -> bool:
        """Whether the code's text holds any of `words`, kept per code: a gate asked for
        every node would otherwise search the whole text each time (n squared)."""
        known = self._shared.mentioned
        for word in words:
            found = known.get(word)
            if found is None:
                found = known[word] = word in self.code
            if found:
                return True
        return False

    def may_matter(self, words: str | None) -> bool:
        """Whether the code mentions `words` (a regex), a standard module they name through
        a private alias (`tempfile._os` for `os`: `aliased_modules`), or reaches anything
        dynamically."""
        shared = self._shared
        if words is None or shared.may_run_code:
            return True
        known = shared.matters  # (per code: each instruction's words asked once)
        answer = known.get(words)
        if answer is None:
            found = _words(words).found_in
            answer = known[words] = any(found(text) for text in shared.texts) or found(
                shared.aliased_modules
            )
        return answer

    def embedded(self, source: str, namespace: tuple[str, ...] = ()) -> StrictFacts | None:
        """Facts for code run through exec/eval/compile (in the namespace of the modules
        `namespace` names, when given), or None when it does not parse."""
        if parse(source) is None:
            return None
        return StrictFacts(source, self.response, self.depth + 1, self.python, namespace)

    def line_of(self, node: ast.AST) -> int | None:
        """The node's line in the response's code (None inside exec'd code)."""
        return getattr(node, "lineno", None) if self.depth == 0 else None


def _source_text(source: bytes) -> str | None:
    """The text of code given as bytes (`exec(b'...')`), decoded as Python decodes a
    source file (its coding declaration, else UTF-8); None when it does not decode."""
    import io  # noqa: PLC0415 (only for code run from bytes)
    import tokenize  # noqa: PLC0415

    try:
        encoding, _ = tokenize.detect_encoding(io.BytesIO(source).readline)
        return source.decode(encoding)
    except (SyntaxError, LookupError, UnicodeDecodeError):
        return None


def _wanted_as(name: str, wanted: Callable[[str], bool]) -> str:
    """`name` when it is wanted; for a member of a standard module picked by a name not
    known (`os.?`), the first member that is; else an empty string."""
    if name.endswith("()"):
        return ""
    if wanted(name):
        return name
    module, _, member = name.rpartition(".")
    if member != UNKNOWN:
        return ""
    return next((f"{module}.{m}" for m in module_members(module) if wanted(f"{module}.{m}")), "")


_RUNNER_ENDS = frozenset(name.rpartition(".")[2] for name in CODE_RUNNERS)
"""The method names of `CODE_RUNNERS` (`run`, `push`, ...)."""


def _code_arguments(call: ast.Call, runner: str) -> list[ast.expr]:
    """The arguments of a runner's call that hold code: the first (timeit's first two),
    and those under the runner's keywords."""
    if _in_c(runner):
        strings = C_STRING_RUNNERS.fullmatch(_last(runner))
        return call.args[:1] if strings else []
    keywords = CODE_RUNNERS.get(runner) or RUNNER_METHODS.get(runner.removeprefix("."), ())
    count = 2 if runner.startswith("timeit.") else 1
    return [*call.args[:count], *(k.value for k in call.keywords if k.arg in keywords)]


def _in_c(runner: str) -> bool:
    """Whether a runner is a function of Python's C API reached through ctypes."""
    return runner.startswith(("ctypes.", "_ctypes."))


_PARSERS = frozenset({"doctest.DocTestParser().parse", ".get_examples"})
"""Runners that only parse a doctest's text into examples (run by a runner, if at all)."""
_EXAMPLES_RUN = re.compile(
    r"DocTest(?!Parser|Finder)|Runner|getattr|vars|__dict__|globals|locals|modules"
    r"|import_module|__import__|attrgetter|methodcaller|builtins"
)
"""Words without which examples doctest's parser gives can reach no runner: a doctest
runner or test class named, or a name looked up at run time."""


def _doctest_code(source: str | None, runner: str) -> str | None:
    """The code of a doctest's examples, for a runner reading a doctest's text; else
    `source` as it is."""
    if source is None or not runner.endswith(("DocTestParser().parse", "get_doctest",
                                              "get_examples")):  # fmt: skip
        return source
    import doctest  # noqa: PLC0415 (only for code parsing a doctest's text)

    try:
        examples = doctest.DocTestParser().get_examples(source)
    except ValueError:
        return None
    return "\n".join(example.source for example in examples)


_MAGIC = re.compile(r"^([ \t]*)[%!].*$", re.MULTILINE)


def _cell_code(source: str | None, runner: str) -> str | None:
    """The Python of an IPython cell (`run_cell`): its magic (`%time`, `%%capture`) and
    shell (`!ls`) lines read as `pass`, the rest as written; else `source` as it is."""
    if source is None or not runner.startswith(".run_cell"):
        return source
    return _MAGIC.sub(r"\1pass", source)


def _entered(facts: StrictFacts) -> dict[str, set[str]]:
    """Names bound by `with X() as name`, with what X() may be (once a code)."""
    found: dict[str, set[str]] = {}
    for item in facts.of_type(ast.withitem):
        if isinstance(item.optional_vars, ast.Name):
            found.setdefault(item.optional_vars.id, set()).update(
                facts.names.names(item.context_expr)
            )
    return found


def is_noop(statement: ast.stmt) -> bool:
    """`pass`, `...`, `None` or any other constant as a statement: padding that does nothing."""
    return isinstance(statement, ast.Pass) or (
        isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant)
    )


def without_noops(body: list[ast.stmt]) -> list[ast.stmt]:
    """The statements of a block that do something (`is_noop` written out: a call a
    statement cost more than the test)."""
    return [
        statement
        for statement in body
        if not (
            isinstance(statement, ast.Pass)
            or (isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant))
        )
    ]


_IN_NAMESPACE = frozenset({"builtins.exec", "builtins.eval"})
"""Runners given the namespace their code runs in (`exec(code, vars(typing))`)."""


_COMPILERS = frozenset({"builtins.compile", "codeop.compile_command", "code.compile_command"})
"""Runners that only compile code (the code object they give runs only if handed on)."""
_INTROSPECTION = ("locals", "vars", "frame", "trace", "setprofile", "monitoring", "gc",
                  "get_referrers", "stack", "walk_", "__dict__", "getattr", "attrgetter",
                  "__getattribute__")  # fmt: skip
"""Words without which a function's local variable is read only where the code reads it
(no frame, and so no `f_locals`, is reached)."""


def _unrun_codes(facts: StrictFacts) -> frozenset[int]:
    """ids of the calls only compiling code (`_COMPILERS`, by no other name) whose code
    object nothing can run: their value dropped (a statement of its own: `try:
    compile(text, name, 'exec')`), compared with None by `is`, or bound to a function's
    local name that is read only so (`code = compile_command(text)`, `return code is
    None`), in code naming nothing that reads a frame's locals (`_INTROSPECTION`)."""
    dropped: set[int] = set()
    for node in facts.nodes:
        if isinstance(node, ast.Expr):
            dropped.add(id(node.value))
        elif isinstance(node, ast.Compare) and len(node.ops) == 1:
            sides = (node.left, node.comparators[0])
            if isinstance(node.ops[0], ast.Is | ast.IsNot) and any(map(is_none, sides)):
                dropped.update(id(side) for side in sides)
    found = {id(call) for call in facts.of_type(ast.Call) if _compiles(facts, call)}
    if found and not _compilers_kept(facts):
        return frozenset()
    if found and not facts.mentions(*_INTROSPECTION):
        for node in facts.of_type(ast.Assign):
            if id(node.value) in found and _read_only_to_drop(facts, node, found, dropped):
                dropped.add(id(node.value))
    return frozenset(found & dropped)


_COMPILER_HOMES = frozenset({"codeop", "code"})
"""Modules a store on which (or on a member of which: `codeop.__dict__`,
`codeop.compile_command.__globals__`) may change what a compiler call runs; so may one
on builtins and on `sys.modules` (the module an import gives)."""
_BUILTINS_HOMES = frozenset({"builtins", "builtins.__dict__"})
_COMPILER_PARTS = frozenset(
    {"compile", "compile_command", "_compile", "_maybe_compile", "__code__", "__globals__"}
)
"""Members whose store on an object not known may be a compiler's (or what it calls)."""
_SETTERS = frozenset({"update", "setdefault", "__setitem__", "__setattr__"})
_IN_PLACE_OR = frozenset({"operator.ior", "operator.__ior__"})
"""`operator.ior(vars(codeop), {...})`: a mapping updated in place, as `|=` updates it."""


def _compilers_kept(facts: StrictFacts) -> bool:
    """Whether a call the symbol table reads as a compiler can only be the real one: the
    code stores nothing on the compilers' modules (`codeop.compile_command = exec`,
    `setattr(code, ...)`, `vars(codeop).update(...)` or `|=`, `builtins.compile = ...`, a
    `sys.modules` entry), no compiler's member name (or an unknown one) on an object or
    namespace not known, and runs no string but through a compiler (that code could)."""
    index = facts.names
    if any(runner not in _COMPILERS for _, runner, _ in facts.dynamic_runs):
        return False
    stores = [(how, receiver, member) for how, receiver, member, _ in index.member_stores]
    for call in index.all_made_calls():  # (`map(setattr, [codeop], ...)`)
        func = call.func
        if isinstance(func, ast.Attribute) and func.attr in _SETTERS:
            stores.append(("item", func.value, None))
        elif call.args and "builtins.setattr" in index.names(func):
            member = call.args[1] if len(call.args) > 1 else None
            stores.append(("attribute", call.args[0], member))
    stores += _in_place_updates(facts)
    return not any(_may_patch(index, *store) for store in stores)


def _in_place_updates(facts: StrictFacts) -> list[tuple[str, ast.expr, None]]:
    """Mappings updated in place by `|=` (`d = vars(codeop); d |= {...}`), `.__ior__(...)`
    or `operator.ior(...)`, as item stores on them (`MemberStore` does not record these)."""
    found: list[tuple[str, ast.expr, None]] = [
        ("item", node.target, None)
        for node in facts.of_type(ast.AugAssign)
        if isinstance(node.op, ast.BitOr)
    ]
    for call in facts.of_type(ast.Call) if facts.mentions("ior") else ():
        func = call.func
        if isinstance(func, ast.Attribute) and func.attr == "__ior__":
            found.append(("item", func.value, None))
        elif call.args and facts.names.names(func) & _IN_PLACE_OR:
            found.append(("item", call.args[0], None))
    return found


def _may_patch(index: NameIndex, how: str, receiver: ast.expr, member: object) -> bool:
    """Whether one store (`MemberStore`) may be on a compiler's namespace."""
    if how == "keyword":
        return False  # (on an object a call makes)
    if how == "setattr?":
        receiver = receiver.args[0]  # type: ignore[attr-defined]
    held = index.names(receiver)
    homes = (name.partition(".")[0] if name.startswith("code") else name for name in held)
    if any(home in _BUILTINS_HOMES or home in _COMPILER_HOMES for home in homes) or any(
        name.startswith("sys.modules") for name in held
    ):
        return True
    if UNKNOWN not in held and NAMESPACE not in held:
        return False
    if isinstance(member, str):
        return member in _COMPILER_PARTS
    texts = index.texts(member) if isinstance(member, ast.expr) else None
    if not texts:  # (an item of an unknown mapping under an unknown key: `counts[word]`)
        return how != "item" or NAMESPACE in held
    return bool(texts & _COMPILER_PARTS)


def _compiles(facts: StrictFacts, call: ast.Call) -> bool:
    names = facts.names.names(call.func)
    return bool(names) and names <= _COMPILERS


def _read_only_to_drop(
    facts: StrictFacts, assign: ast.Assign, compiles: set[int], dropped: set[int]
) -> bool:
    """Whether `name = <compile call>` binds a function's local that every read of, in
    the function and the scopes inside it, compares with None (`dropped`), and that
    only such calls bind."""
    target = assign.targets[0]
    function = facts.owner(assign)
    if len(assign.targets) != 1 or not isinstance(target, ast.Name):
        return False
    if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
        return False  # (a module's global may be read from anywhere)
    stores = {
        id(node.targets[0])
        for node in ast.walk(function)
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and id(node.value) in compiles
    }
    for node in ast.walk(function):
        if isinstance(node, ast.Global | ast.Nonlocal) and target.id in node.names:
            return False
        if not isinstance(node, ast.Name) or node.id != target.id:
            continue
        if id(node) not in (dropped if isinstance(node.ctx, ast.Load) else stores):
            return False
    return True


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
    for node, source in facts.prepared_bodies:
        line = node.lineno if facts.depth == 0 else None
        inner = facts.embedded(source)
        if inner is not None and inner.depth <= _MAX_EMBEDDING:
            findings += [
                (line, f"in a class body run in the module's namespace: {message}")
                for _, message in _strict_findings(instruction, inner, params)
            ]
    if not facts.may_run_strings:
        return findings  # (code without a word of dynamic access or a runner runs no string)
    unrun = facts.derived(_unrun_codes) if facts.depth == 0 else frozenset()
    for call, runner, source in facts.dynamic_runs:
        if id(call) not in unrun:  # (a mode 'single' run may show a value: not nested)
            findings += _run_findings(instruction, facts, params, (call, runner, source))
    return findings


def _run_findings(
    instruction: Instruction,
    facts: StrictFacts,
    params: dict[str, Any],
    run: tuple[ast.Call, str, str | None],
) -> list[Finding]:
    """The findings on one run of code given as a string (`dynamic_runs`): those of the
    code run, or a fail when it is not known or does not parse, or when a C API function
    is called whose effect is not decided."""
    call, runner, source = run
    line = call.lineno if facts.depth == 0 else None
    through = "exec/eval/compile" if runner in DYNAMIC_CODE else f"`{runner}`"
    if source is None and _in_c(runner) and not C_STRING_RUNNERS.fullmatch(_last(runner)):
        return [(line, f"calls {through} of the C API through ctypes (its effect is undecidable)")]
    if source is None:
        return [(line, f"runs code built at run time through {through} (undecidable)")]
    namespace = run_namespace(facts.names, call) if runner in _IN_NAMESPACE else ()
    inner = facts.embedded(source, namespace)
    if inner is None or inner.depth > _MAX_EMBEDDING:
        return [(line, f"runs code through {through} that does not parse")]
    return [
        (line, f"in code run through {through}: {message}")
        for _, message in _strict_findings(instruction, inner, params)
    ]


def _last(dotted: str) -> str:
    return dotted.rpartition(".")[2]


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
    fresh = StrictFacts(facts.code, facts.response, facts.depth, facts.python, facts.namespace)
    try:
        return with_more_room(_strict_findings, instruction, fresh, params)
    except (RecursionError, MemoryError) as err:
        return [(None, f"code too deep to analyse ({type(err).__name__})")]


def _dedupe(findings: list[Finding]) -> tuple[Finding, ...]:
    if not findings:
        return ()  # (nine checks in ten find nothing)
    seen: set[Finding] = set()
    unique: list[Finding] = []
    for finding in findings:
        if finding not in seen:
            seen.add(finding)
            unique.append(finding)
    return tuple(unique)
