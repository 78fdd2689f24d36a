"""Which of a response's Python blocks make the program (docs/extraction.md has the rules).

Each block that compiles is read once (`block_facts`) for what it defines, what it needs,
what it calls at module level and whether it only tests or demonstrates earlier code. Then
`program_parts` picks the program:

1. The main block: the last one that defines the task's entry point (a function or class of
   that name, or a method of a top-level class) when the caller knows it; otherwise the last
   program block, programs that define a function or class or read input before those that
   do not, and never a block that only repeats part of another block's definitions (an
   excerpt quoted in the explanation). Usage examples, tests and drivers are never the main
   block.
2. Earlier blocks that define names the program needs (and run nothing themselves) are
   joined before it, so a helper class in one block and the solution in the next are one
   program.
3. With no entry point (a stdin program, or a task nobody named), a later driver block that
   starts a function the program defines but never calls (`main()`,
   `threading.Thread(target=main).start()`, `if __name__ == "__main__": main()`) is joined
   after it.

Usage examples (calls of earlier functions with made-up arguments) and tests (asserts,
`test_*` functions, pytest fixtures, TestCase classes) are dropped.
"""

from __future__ import annotations

import ast
import builtins
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Literal

__all__ = ["BlockFacts", "block_facts", "looks_like_code", "program_parts"]

Role = Literal["program", "usage", "test", "driver"]

_BUILTINS = frozenset(dir(builtins)) | {"__name__", "__file__", "__doc__"}
_TEST_CALLS = frozenset({"main", "testmod", "run"})
_TEST_MODULES = frozenset({"unittest", "pytest", "doctest"})
_FIXTURE_DECORATORS = frozenset({"fixture", "pytest.fixture"})
_INPUT_ROOTS = frozenset({"input", "stdin", "fileinput"})
_DEFINITIONS = ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef
_IMPORTS = ast.Import | ast.ImportFrom
_COMPOUND = ast.If | ast.For | ast.AsyncFor | ast.While | ast.With | ast.AsyncWith | ast.Try


@dataclass(frozen=True, slots=True)
class BlockFacts:
    """What one compiling block defines, needs and does at module level."""

    defines: frozenset[str]
    """Names bound at module level (functions, classes, imports, assignments)."""
    definitions: frozenset[str]
    """Functions and classes defined at module level, tests left out."""
    methods: frozenset[str]
    """Methods of the module-level classes (LiveCodeBench's `Solution().<entry point>`)."""
    free: frozenset[str]
    """Names read but bound nowhere in the block and not builtins: what it needs from
    elsewhere."""
    invokes: frozenset[str]
    """Names read by module-level code outside function and class bodies: what running the
    block starts (`main()`, `Thread(target=main)`)."""
    test: bool
    """Asserts, `test_*` functions, TestCase classes or a test runner's entry call."""
    reads_input: bool
    """Reads standard input (`input()`, `sys.stdin`, `open(0)`)."""
    effects: bool
    """Has a module-level statement that does something (a call, a loop, a condition)."""
    runs: bool
    """Running it at module level calls its own definitions, reads input or prints."""
    statements: tuple[ast.stmt, ...] = field(default=(), compare=False, repr=False)
    """The module-level statements, for `fed` (computed only for the blocks that need it)."""

    def fed(self) -> frozenset[str]:
        """Names whose module-level calls get arguments that do not come from input: the
        calls of a usage example (`print(solve([1, 2]))`, `Solution().f(nums)`)."""
        return _fed_calls(self.statements)


def looks_like_code(tree: ast.Module) -> bool:
    """More than data: an output such as `[0, 1]`, `True` or `42` parses but is no program."""
    return any(
        not (isinstance(node, ast.Expr) and _is_data(node.value)) for node in tree.body
    ) and bool(tree.body)


def _is_data(node: ast.expr) -> bool:
    if isinstance(node, ast.UnaryOp):
        return _is_data(node.operand)
    if isinstance(node, ast.List | ast.Tuple | ast.Set):
        return all(_is_data(item) for item in node.elts)
    if isinstance(node, ast.Dict):
        return all(_is_data(item) for item in (*node.keys, *node.values) if item is not None)
    return isinstance(node, ast.Constant | ast.Name)


def _module_statements(body: Sequence[ast.stmt]) -> Iterable[ast.stmt]:
    """Module-level statements, entering if/for/while/with/try but no def or class body."""
    for node in body:
        yield node
        if isinstance(node, _COMPOUND):
            for name in ("body", "orelse", "finalbody"):
                yield from _module_statements(getattr(node, name, ()))
            for handler in getattr(node, "handlers", ()):
                yield from _module_statements(handler.body)


def _outside_definitions(node: ast.AST) -> Iterable[ast.AST]:
    """Every node of a statement, without the bodies of functions and classes in it."""
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        if isinstance(current, _DEFINITIONS | ast.Lambda):
            continue
        stack.extend(ast.iter_child_nodes(current))


def _is_test_definition(node: ast.stmt) -> bool:
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
        return node.name.startswith("test") or node.name == "check" or _is_fixture(node)
    if isinstance(node, ast.ClassDef):
        bases = {ast.unparse(base).rsplit(".", 1)[-1] for base in node.bases}
        return node.name.startswith("Test") or "TestCase" in bases
    return False


def _is_fixture(node: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    """A pytest fixture (`@pytest.fixture`, `@fixture(scope=...)`): test code, which a
    module's answer shows beside the module it tests."""
    for decorator in node.decorator_list:
        target = decorator.func if isinstance(decorator, ast.Call) else decorator
        if ast.unparse(target) in _FIXTURE_DECORATORS:
            return True
    return False


def _call_root(node: ast.expr) -> str | None:
    """The name a call chain starts from: `Solution().f` -> Solution, `np.sum` -> np."""
    while True:
        if isinstance(node, ast.Name):
            return node.id
        if isinstance(node, ast.Attribute | ast.Subscript):
            node = node.value
        elif isinstance(node, ast.Call):
            node = node.func
        else:
            return None


def _is_input(node: ast.AST) -> bool:
    """`input`, `stdin`, `fileinput` (a name or an attribute), or `open(0)`."""
    if isinstance(node, ast.Name):
        return node.id in _INPUT_ROOTS
    if isinstance(node, ast.Attribute):
        return node.attr in _INPUT_ROOTS
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "open"
        and bool(node.args)
        and isinstance(node.args[0], ast.Constant)
        and node.args[0].value == 0
    )


def _from_input(node: ast.AST, input_names: set[str]) -> bool:
    return any(
        _is_input(child) or (isinstance(child, ast.Name) and child.id in input_names)
        for child in ast.walk(node)
    )


def _assigned(statement: ast.stmt) -> tuple[list[str], ast.expr | None]:
    """The names a module-level assignment binds, and its value."""
    if isinstance(statement, ast.Assign):
        targets: list[ast.expr] = statement.targets
    elif isinstance(statement, ast.AnnAssign):
        targets = [statement.target]
    else:
        return [], None
    names = [
        child.id for target in targets for child in ast.walk(target) if isinstance(child, ast.Name)
    ]
    return names, statement.value


def _fed_calls(statements: Sequence[ast.stmt]) -> frozenset[str]:
    """Roots of module-level calls given arguments that were made up rather than read.

    A name bound from a call chain stands for its root (`sol = Solution()`: `sol.f(...)`
    is a call of Solution); a name bound from input is input (`n = int(input())`).
    """
    input_names: set[str] = set()
    origins: dict[str, str] = {}
    fed: set[str] = set()
    for statement in statements:
        names, value = _assigned(statement)
        if value is not None and _from_input(value, input_names):
            input_names.update(names)
        elif value is not None and (root := _call_root(value)) is not None:
            origins.update(dict.fromkeys(names, origins.get(root, root)))
        for child in _outside_definitions(statement):
            if not isinstance(child, ast.Call) or not (child.args or child.keywords):
                continue
            arguments = [*child.args, *(keyword.value for keyword in child.keywords)]
            if any(not _from_input(argument, input_names) for argument in arguments):
                root = _call_root(child.func)
                if root is not None:
                    fed.add(origins.get(root, root))
    return frozenset(fed)


def _is_test_runner(node: ast.AST) -> bool:
    """`unittest.main()`, `pytest.main()`, `doctest.testmod()` and the like."""
    func = node.func if isinstance(node, ast.Call) else None
    return (
        isinstance(func, ast.Attribute)
        and func.attr in _TEST_CALLS
        and _call_root(func) in _TEST_MODULES
    )


@dataclass
class _Scan:
    """What one pass over a block's syntax tree collects."""

    bound: set[str] = field(default_factory=set)
    read: set[str] = field(default_factory=set)
    module_bound: set[str] = field(default_factory=set)
    module_read: set[str] = field(default_factory=set)
    asserts: bool = False
    test_runner: bool = False
    reads_input: bool = False
    module_input: bool = False

    def visit(self, node: ast.AST, module_level: bool) -> None:
        """Take what `node` itself says (its children are visited by the caller)."""
        if isinstance(node, ast.Name):
            loaded = isinstance(node.ctx, ast.Load)
            (self.read if loaded else self.bound).add(node.id)
            if module_level:
                (self.module_read if loaded else self.module_bound).add(node.id)
        names, defines = _names_bound(node)
        self.bound.update(names)
        if module_level and defines:
            self.module_bound.update(names)
        self.asserts |= isinstance(node, ast.Assert)
        if module_level and _is_test_runner(node):
            self.test_runner = True
        if _is_input(node):
            self.reads_input = True
            self.module_input |= module_level


def _names_bound(node: ast.AST) -> tuple[tuple[str, ...], bool]:
    """The names a node other than `Name` binds, and whether the module defines them when
    it stands at module level (imports and definitions do; parameters and `except` names
    do not)."""
    if isinstance(node, ast.alias):
        return ((node.asname or node.name).split(".")[0],), True
    if isinstance(node, _DEFINITIONS):
        return (node.name,), True
    if isinstance(node, ast.arg):
        return (node.arg,), False
    if isinstance(node, ast.ExceptHandler | ast.MatchAs | ast.MatchStar) and node.name:
        return (node.name,), False
    if isinstance(node, ast.Global | ast.Nonlocal):
        return tuple(node.names), False
    return (), False


def _scan(tree: ast.Module) -> _Scan:
    """One walk over the whole tree, knowing which nodes are outside every def and class."""
    scan = _Scan()
    stack: list[tuple[ast.AST, bool]] = [(node, True) for node in tree.body]
    while stack:
        node, module_level = stack.pop()
        scan.visit(node, module_level)
        inner = module_level and not isinstance(node, _DEFINITIONS | ast.Lambda)
        stack.extend((child, inner) for child in ast.iter_child_nodes(node))
    return scan


def block_facts(tree: ast.Module) -> BlockFacts:
    """Read one parsed block (see BlockFacts)."""
    scan = _scan(tree)
    top = [node for node in tree.body if isinstance(node, _DEFINITIONS)]
    definitions = {node.name for node in top if not _is_test_definition(node)}
    methods = {
        item.name
        for node in top
        if isinstance(node, ast.ClassDef)
        for item in node.body
        if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef)
    }
    active = [node for node in tree.body if not isinstance(node, _DEFINITIONS | _IMPORTS)]
    return BlockFacts(
        defines=frozenset(scan.module_bound),
        definitions=frozenset(definitions),
        methods=frozenset(methods),
        free=frozenset(scan.read - scan.bound - _BUILTINS),
        invokes=frozenset(scan.module_read),
        test=scan.asserts or len(top) > len(definitions) or scan.test_runner,
        reads_input=scan.reads_input,
        effects=any(not _is_plain_binding(node) for node in active),
        runs=bool(scan.module_read & definitions)
        or scan.module_input
        or "print" in scan.module_read,
        statements=tuple(_module_statements(tree.body)),
    )


def _is_plain_binding(node: ast.stmt) -> bool:
    """An assignment, `pass`, a docstring or a global declaration: nothing runs."""
    if isinstance(node, ast.Assign | ast.AnnAssign | ast.AugAssign | ast.Pass | ast.Global):
        return True
    return isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)


def _role(facts: BlockFacts, earlier: frozenset[str]) -> Role:
    """What a block is, given the functions and classes the blocks before it define."""
    if facts.test and not facts.definitions:
        return "test"
    if facts.definitions or not facts.free & earlier:
        return "program"
    return "usage" if not facts.reads_input and facts.fed() & earlier else "driver"


def _tier(facts: BlockFacts) -> int:
    """How much a program block looks like the answer: 2 defines or reads input, 1 does
    something, 0 only binds names (an import or a constant: a stub)."""
    if facts.definitions or facts.reads_input:
        return 2
    return 1 if facts.effects else 0


def _defines_entry_point(facts: BlockFacts, entry_point: str) -> bool:
    return entry_point in facts.defines or entry_point in facts.methods


def _excerpts(facts: Sequence[BlockFacts], programs: list[int]) -> set[int]:
    """Program blocks whose definitions are a strict part of another program block's."""
    return {
        index
        for index in programs
        if facts[index].definitions
        and any(
            facts[index].definitions < facts[other].definitions
            for other in programs
            if other != index
        )
    }


def _main_block(
    facts: Sequence[BlockFacts], roles: Sequence[Role], entry_point: str | None
) -> int:
    """Rule 1 of the module docstring (the last block when none is a program)."""
    programs = [index for index, role in enumerate(roles) if role == "program"]
    if not programs:
        return len(facts) - 1
    excerpts = _excerpts(facts, programs)
    if entry_point:
        defining = [index for index in programs if _defines_entry_point(facts[index], entry_point)]
        if defining:
            return ([index for index in defining if index not in excerpts] or defining)[-1]
    whole = [index for index in programs if index not in excerpts] or programs
    best = max(_tier(facts[index]) for index in whole)
    return [index for index in whole if _tier(facts[index]) == best][-1]


def _needed_before(facts: Sequence[BlockFacts], roles: Sequence[Role], main: int) -> list[int]:
    """Earlier blocks that define what the program needs and run nothing themselves."""
    parts = {main}
    needs = set(facts[main].free)
    for index in range(main - 1, -1, -1):
        candidate = facts[index]
        if roles[index] != "program" or candidate.runs or not candidate.defines & needs:
            continue
        parts.add(index)
        needs = (needs - candidate.defines) | candidate.free
    return sorted(parts)


def _drivers_after(
    facts: Sequence[BlockFacts], roles: Sequence[Role], parts: list[int]
) -> list[int]:
    """Later driver blocks that start a function the program defines but never starts."""
    defined: set[str] = set().union(*(facts[index].definitions for index in parts))
    started: set[str] = set().union(*(facts[index].invokes for index in parts))
    drivers: list[int] = []
    for index in range(parts[-1] + 1, len(facts)):
        if roles[index] == "driver" and facts[index].invokes & (defined - started):
            drivers.append(index)
            started |= facts[index].invokes
    return drivers


def program_parts(facts: Sequence[BlockFacts], entry_point: str | None) -> tuple[list[int], int]:
    """The indexes (in order) of the blocks that together are the program, and the index of
    its main block (the program on its own when the joined blocks do not compile)."""
    roles: list[Role] = []
    earlier: frozenset[str] = frozenset()
    for block in facts:
        roles.append(_role(block, earlier))
        earlier |= block.definitions | block.methods
    main = _main_block(facts, roles, entry_point)
    parts = _needed_before(facts, roles, main)
    if entry_point is None:
        parts += _drivers_after(facts, roles, parts)
    return parts, main
