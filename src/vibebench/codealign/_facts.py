"""Facts about one piece of code that the catalog's rules read, computed once per code.

A catalog rule is a small function of these facts, so asking 44 entries about one solution
parses it once and runs Ruff once (for the rules VeriCode and Ruff decide: naming, type hints,
comprehensions, magic numbers, unused imports, undefined names).
"""

from __future__ import annotations

import ast
import io
import tokenize
from collections.abc import Iterable, Iterator
from functools import cached_property, lru_cache

from vibebench._python_source import parse_module
from vibebench.instructions import Instruction, InstructionSpec, get_instruction
from vibebench.instructions._code_facts import qualified_name

__all__ = [
    "RUFF_SPECS",
    "CodeFacts",
    "call_name",
    "facts_of",
    "prefetch",
]

Function = ast.FunctionDef | ast.AsyncFunctionDef
LOOPS = (ast.For, ast.AsyncFor, ast.While)


def _ruff_check(name: str, rule: str, asks: str, generation: str, edit: str) -> Instruction:
    """One of the catalog's own Ruff-backed checks (CodeAlignBench's, not VeriCode's): an
    instruction `codealign_<name>` that passes where Ruff's `rule` finds nothing."""
    check = type(
        f"_{name.title().replace('_', '')}",
        (Instruction,),
        {
            "__doc__": f"What it asks: {asks}\n\nVerified by: Ruff {rule}.",
            "id": f"codealign_{name}",
            "name": name,
            "category": "style",
            "description": asks,
            "generation_prompt": generation,
            "edit_prompt": edit,
            "ruff_rules": (rule,),
        },
    )
    return check()


_LOCAL: dict[str, Instruction] = {
    check.id: check
    for check in (
        # remove-unused-imports
        _ruff_check(
            "unused_imports",
            "F401",
            "No import is left unused.",
            "Do not leave unused imports.",
            "Remove unused imports.",
        ),
        # add-missing-import
        _ruff_check(
            "undefined_names",
            "F821",
            "Every name used is defined or imported.",
            "Import everything the code uses.",
            "Add the missing imports.",
        ),
    )
}

RUFF_SPECS: tuple[str, ...] = (
    "style_1",
    "style_5",
    "logic_6",
    "logic_8",
    "codealign_unused_imports",
    "codealign_undefined_names",
)
"""The Ruff-backed checks the catalog reads, decided for every code in one Ruff run."""


def _lookup(instruction_id: str) -> Instruction:
    return _LOCAL.get(instruction_id) or get_instruction(instruction_id)


def call_name(node: ast.AST) -> str | None:
    """`print` or `sys.stdin.readline` for a call (or callee) node; None otherwise."""
    return qualified_name(node.func if isinstance(node, ast.Call) else node)  # type: ignore[arg-type]


class CodeFacts:
    """Lazily computed facts about one code string (None tree when it does not parse)."""

    def __init__(self, code: str) -> None:
        self.code = code
        self.tree: ast.Module | None = parse_module(code)
        self._ruff: dict[str, bool] | None = None

    @property
    def parses(self) -> bool:
        """Whether the code is valid Python (every rule fails code that is not)."""
        return self.tree is not None

    def nodes(self) -> Iterator[ast.AST]:
        """Every node of the tree (nothing when the code does not parse)."""
        return ast.walk(self.tree) if self.tree is not None else iter(())

    def of_type(self, *types: type[ast.AST]) -> list[ast.AST]:
        """Every node of the given types."""
        return [node for node in self.nodes() if isinstance(node, types)]

    @cached_property
    def functions(self) -> list[Function]:
        """Every function and method definition, nested ones included."""
        return [n for n in self.nodes() if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)]

    @cached_property
    def calls(self) -> list[str]:
        """The dotted names of every call, in tree order (repeats kept)."""
        return [name for n in self.of_type(ast.Call) if (name := call_name(n)) is not None]

    @cached_property
    def loaded_names(self) -> set[str]:
        """Every name read anywhere (attribute roots included)."""
        return {n.id for n in self.of_type(ast.Name) if isinstance(n.ctx, ast.Load)}

    @cached_property
    def comment_lines(self) -> int:
        """Lines holding a comment (code lines with a trailing comment included)."""
        try:
            tokens = list(tokenize.generate_tokens(io.StringIO(self.code).readline))
        except (tokenize.TokenError, SyntaxError):
            return 0
        return len({t.start[0] for t in tokens if t.type == tokenize.COMMENT})

    @cached_property
    def code_lines(self) -> int:
        """Non-blank lines that are not only a comment."""
        lines = (line.strip() for line in self.code.splitlines())
        return sum(1 for line in lines if line and not line.startswith("#"))

    @cached_property
    def recurses(self) -> bool:
        """Whether some function reaches itself through calls (VeriCode logic_9's call graph)."""
        return self.parses and get_instruction("logic_9").applies_to(self.code)

    def loop_bodies(self) -> Iterator[ast.AST]:
        """Every node inside a loop body."""
        for loop in self.of_type(*LOOPS):
            for statement in loop.body:  # type: ignore[attr-defined]
                yield from ast.walk(statement)

    def ruff_passes(self, spec_id: str) -> bool:
        """Whether the code passes one of RUFF_SPECS (one Ruff run decides all of them)."""
        if self._ruff is None:
            prefetch([self])
        return bool(self._ruff and self._ruff.get(spec_id, False))


@lru_cache(maxsize=512)
def facts_of(code: str) -> CodeFacts:
    """The (cached) facts of a code string."""
    return CodeFacts(code)


def prefetch(facts: Iterable[CodeFacts]) -> None:
    """Decide RUFF_SPECS for many codes in one batched Ruff run (errors and no-parse fail)."""
    from vibebench.judge._judge import fence_code
    from vibebench.verify import verify

    todo = [f for f in facts if f._ruff is None]
    for f in todo:
        if not f.parses:
            f._ruff = dict.fromkeys(RUFF_SPECS, False)
    todo = [f for f in todo if f._ruff is None]
    if not todo:
        return
    specs = [InstructionSpec(id=spec) for spec in RUFF_SPECS]
    results = verify([(fence_code(f.code), specs) for f in todo], lookup=_lookup)
    for f, result in zip(todo, results, strict=True):
        f._ruff = {v.instruction_id: v.passed and v.error is None for v in result.verdicts}
