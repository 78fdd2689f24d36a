"""logic_9: no function calls itself, directly or through other functions."""

from __future__ import annotations

import ast
import re
from collections import Counter
from functools import lru_cache
from typing import Any

from vibebench.instructions._base import CheckResult, Instruction
from vibebench.instructions._call_graph import CallGraph
from vibebench.instructions._code_facts import (
    CODE_CACHE_SIZE,
    STRINGS_AND_COMMENTS,
    compiles,
    fast_lexing_applies,
    parse,
)
from vibebench.instructions._strict import Finding, StrictFacts
from vibebench.instructions._strict_calls import StrictCallGraph, self_applications

_DEF_NAME = re.compile(r"\bdef[\s\\]+(\w+)")
_WORD = re.compile(r"\w+")


def _code_outside_text(match: re.Match[str]) -> str:
    """Blank a comment or a plain string; keep f-strings, whose fields hold code."""
    prefix = match.group("prefix") or ""
    return match.group() if "f" in prefix.lower() else " "


def no_function_is_named_twice(code: str) -> bool:
    """A cheap, exact shortcut: True only when no call graph of `code` can have an edge.

    Every edge starts at a name or attribute in the source that spells the name of a
    function the module defines, so when, outside comments and plain strings, each `def`
    name occurs only in its own definitions and no lambda exists at all (a named lambda is
    a function too), there is no edge and no cycle. Anything unusual (non-ASCII identifiers,
    which Python normalises; code the fast lexer does not cover) answers False, so the full
    analysis decides. Call it only on code that parses (code that compiles does).
    """
    if not code.isascii() or not fast_lexing_applies(code):
        return False
    visible = STRINGS_AND_COMMENTS.sub(_code_outside_text, code)
    if "lambda" in visible:
        return False
    definitions = Counter(_DEF_NAME.findall(visible))
    if not definitions:
        return True
    words = Counter(_WORD.findall(visible))
    return all(words[name] == count for name, count in definitions.items())


_DEFINED = re.compile(r"\b(?:def|class)[\s\\]+(\w+)")
_IMPLICIT_CALLS = ("self(", "cls(", "type(self)", "__class__", "def __", "lambda")


def may_recurse_dynamically(code: str) -> bool:
    """False only when no strict route can exist: no lambda, no dunder method, no call of
    `self`/`cls`/its class, and every function or class name written once (so no alias,
    container, string lookup or other-instance call can name it again)."""
    if any(hint in code for hint in _IMPLICIT_CALLS):
        return True
    words = Counter(_WORD.findall(code))
    return any(words[name] > 1 for name in _DEFINED.findall(code))


@lru_cache(maxsize=CODE_CACHE_SIZE)
def find_recursion(code: str) -> CheckResult:
    """Decide logic_9 for `code`: fail on any cycle in its call graph, or when unsure.

    Cached by the code (the verdict depends on nothing else), so responses sharing a code,
    and `applies_to` after `check`, build its call graph once.
    """
    if compiles(code) and no_function_is_named_twice(code):
        return CheckResult(passed=True)
    tree = parse(code)
    if tree is None:
        try:
            tree = ast.parse(code)
        except (SyntaxError, ValueError) as err:
            line = err.lineno if isinstance(err, SyntaxError) else None
            return CheckResult(passed=False, findings=((line, f"code does not parse: {err}"),))
    try:
        graph = CallGraph(tree)
        cycles = graph.cycles()
    except RecursionError:
        return CheckResult(
            passed=False,
            findings=((None, "code is nested too deeply to build its call graph"),),
        )
    return CheckResult(passed=not cycles, findings=tuple(map(graph.describe, cycles)))


@lru_cache(maxsize=CODE_CACHE_SIZE)
def strict_recursion(code: str) -> tuple[Finding, ...]:
    """Strict mode's cycles and self-applications in `code`, which must parse.

    Cached by the code: the strict call graph is the costliest strict check and depends on
    the code alone (its tree and symbol table are the shared per-code `StrictFacts`), not
    on the response or on how deep in exec/eval the code sits.
    """
    facts = StrictFacts(code)
    graph = StrictCallGraph(facts.tree, facts.names)
    found: list[Finding] = [graph.describe(cycle) for cycle in graph.cycles()]
    found += self_applications(facts.names, facts.of_type(ast.Call))
    return tuple(found)


class NoRecursion(Instruction):
    """Solve the task without recursion.

    What it asks:
        No function, method or named lambda calls itself, neither directly nor through
        other functions (mutual recursion). Recursive algorithms are written with loops
        and explicit stacks or queues instead.

    Why:
        CPython has no tail calls and a default recursion limit of 1000, so recursive
        depth-first searches and divide-and-conquer code crash on large inputs that an
        iterative version handles. Models reach for recursion first on tree and graph
        problems.

    Verified by:
        An ast check (no Ruff rule covers it). It builds the module's call graph: plain
        names resolve, scope by scope, to module-level and nested functions and named
        lambdas (parameters and local variables hide outer names); `self.m()` and `cls.m()`
        resolve to methods of the enclosing class and its bases in the module, as do
        `ClassName.m()`, `ClassName().m()` and `super().m()`. A function that refers to
        itself without calling it (for example passing itself to `map`) counts too,
        except when it hands itself to a timer, thread or event loop (`Timer(1, tick)`,
        `Thread(target=work)`, `loop.call_later(1, poll)`), which schedules a new run
        rather than recursing. Any cycle fails and is reported with the functions on it;
        code that cannot be parsed or analysed fails.

    Strict mode:
        Also follows calls on other objects to a method of the same name the module's
        classes define (`child.size()`, unless builtin types or file objects have a method
        of that name, such as `get`, `append` or `read`), aliases (`step = walk`),
        containers (`HANDLERS['a'](n)`), `functools.partial`, `globals()['f']` and
        `vars()`, `getattr(self, 'size')` (every method when the name is not a constant),
        lambdas bound by an annotation or `:=`, `self(...)` (reaching `__call__`),
        `cls(...)`, `type(self)(...)` and `ClassName(...)` (reaching `__init__`), the
        dunder methods that `len(self)`, `str(self)`, `self + x`, `self == x`, `self[i]`,
        `for x in self`, `async for x in self`, `async with self` and f-strings call
        implicitly, a lambda given as a parameter's default (`def f(n, step=lambda k:
        f(k))`, called through that parameter), and code run through exec/eval; and fails
        a parameter called with itself (`f(f, n)`, a fixed-point combinator).
    """

    id = "logic_9"
    name = "no_recursion"
    category = "logic"
    description = "Do not use recursion, direct or mutual; iterate with explicit stacks."
    generation_prompt = (
        "Do not use recursion: no function or method may call itself, directly or through "
        "other functions. Use loops, with an explicit stack or queue where needed."
    )
    edit_prompt = (
        "Rewrite every recursive function or method, including functions that call each "
        "other in a cycle, as an iterative version using loops and an explicit stack or "
        "queue."
    )
    verifier = "ast"
    strict_words = r"\bdef\b|lambda"

    def check(self, code: str, response: str, params: dict[str, Any]) -> CheckResult:
        return find_recursion(code)

    def strict_violations(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """Cycles through every route a function can reach itself, and self-application."""
        if not facts.runs_code_dynamically and not may_recurse_dynamically(facts.code):
            return []
        found = strict_recursion(facts.code)
        return list(found) if facts.depth == 0 else [(None, message) for _, message in found]

    def applies_to(self, code: str) -> bool:
        """True when the code recurses (it parses and its call graph has a cycle)."""
        if parse(code) is None:
            return False
        return not find_recursion(code).passed
