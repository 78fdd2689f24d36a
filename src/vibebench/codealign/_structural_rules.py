"""Rules of the structural entries: ast patterns over the form of the implementation.

Loop idioms (Counter, enumerate, comprehensions, index loops, prints in loops) are in
`_loop_rules`.
"""

from __future__ import annotations

import ast
import copy
from collections import Counter

from vibebench.codealign._entry import RuleResult
from vibebench.codealign._facts import LOOPS, CodeFacts, call_name
from vibebench.codealign._helpers import chain_rule

_DUPLICATE_SIZE = 10
_QUIET = (ast.expr_context, ast.operator, ast.cmpop, ast.boolop, ast.unaryop)


def size(node: ast.AST) -> int:
    return sum(not isinstance(n, _QUIET) for n in ast.walk(node))


# -- tests, duplication, globals, nesting ---------------------------------------------------


def is_main_guard(node: ast.AST) -> bool:
    return (
        isinstance(node, ast.If)
        and isinstance(node.test, ast.Compare)
        and isinstance(node.test.left, ast.Name)
        and node.test.left.id == "__name__"
    )


def has_tests(facts: CodeFacts) -> bool:
    if any(f.name.startswith("test") for f in facts.functions):
        return True
    if any(name.endswith("testmod") for name in facts.calls):
        return True
    for node in facts.of_type(ast.ClassDef):
        if any((call_name(base) or "").endswith("TestCase") for base in node.bases):  # type: ignore[attr-defined]
            return True
    tree = facts.tree
    top = [] if tree is None else [n for n in tree.body if is_main_guard(n)] + list(tree.body)
    return any(
        isinstance(n, ast.Assert)
        for stmt in top
        if not isinstance(stmt, ast.FunctionDef | ast.ClassDef)
        for n in ast.walk(stmt)
    )


def tests_added(after: CodeFacts, before: CodeFacts | None) -> RuleResult:
    if has_tests(after):
        return True, "the code carries executable tests"
    return False, "no test functions, TestCase classes or assertions outside functions"


class _Anonymize(ast.NodeTransformer):
    """Blank out variable names, so copies differing only in names compare equal."""

    def visit_Name(self, node: ast.Name) -> ast.Name:
        return ast.Name(id="_", ctx=node.ctx)


def _anonymous(node: ast.AST) -> ast.AST:
    return _Anonymize().visit(copy.deepcopy(node))


def duplicates(facts: CodeFacts) -> list[int]:
    seen: Counter[str] = Counter()
    lines: dict[str, int] = {}
    for node in facts.of_type(ast.stmt):
        if size(node) >= _DUPLICATE_SIZE:
            key = ast.dump(_anonymous(node))
            seen[key] += 1
            lines.setdefault(key, node.lineno)  # type: ignore[attr-defined]
    return sorted(lines[key] for key, count in seen.items() if count > 1)


def no_duplicates(after: CodeFacts, before: CodeFacts | None) -> RuleResult:
    found = duplicates(after)
    return (
        not found,
        f"repeated code first seen on lines {found}" if found else "no repeated code",
    )


def module_variables(facts: CodeFacts) -> set[str]:
    tree = facts.tree
    names: set[str] = set()
    for statement in tree.body if tree is not None else []:
        if isinstance(statement, ast.Assign | ast.AnnAssign | ast.AugAssign):
            targets = (
                statement.targets if isinstance(statement, ast.Assign) else [statement.target]
            )
            for target in targets:
                names.update(n.id for n in ast.walk(target) if isinstance(n, ast.Name))
    return {name for name in names if not name.isupper()}


def global_uses(facts: CodeFacts) -> list[str]:
    module_vars = module_variables(facts)
    used: set[str] = set()
    for func in facts.functions:
        local = {a.arg for a in ast.walk(func.args) if isinstance(a, ast.arg)}
        for node in ast.walk(func):
            if isinstance(node, ast.Global | ast.Nonlocal):
                used.update(node.names)
            elif (
                isinstance(node, ast.Name)
                and isinstance(node.ctx, ast.Load)
                and node.id in module_vars
                and node.id not in local
            ):
                used.add(node.id)
    return sorted(used)


def no_globals(after: CodeFacts, before: CodeFacts | None) -> RuleResult:
    used = global_uses(after)
    return (not used, f"functions use module variables {used}" if used else "no global state")


def nested_functions(facts: CodeFacts) -> list[str]:
    return sorted(
        inner.name
        for outer in facts.functions
        for statement in outer.body
        for inner in ast.walk(statement)
        if isinstance(inner, ast.FunctionDef | ast.AsyncFunctionDef)
    )


def flat(after: CodeFacts, before: CodeFacts | None) -> RuleResult:
    nested = nested_functions(after)
    return (not nested, f"nested functions {nested}" if nested else "no nested functions")


# -- helpers, modules, unused functions -----------------------------------------------------


def simple_helpers(facts: CodeFacts) -> list[str]:
    called = Counter(name.rsplit(".", 1)[-1] for name in facts.calls)
    helpers = []
    for func in facts.functions:
        body = func.body[1:] if ast.get_docstring(func) is not None else func.body
        if len(body) == 1 and isinstance(body[0], ast.Return) and 1 <= called[func.name] <= 2:
            helpers.append(func.name)
    return sorted(helpers)


def inlined(after: CodeFacts, before: CodeFacts | None) -> RuleResult:
    helpers = simple_helpers(after)
    return (
        not helpers,
        f"one-line helpers remain: {helpers}" if helpers else "no one-line helpers",
    )


def loose_statements(facts: CodeFacts) -> int:
    tree = facts.tree
    loose = 0
    simple_calls = 0
    for node in tree.body if tree is not None else []:
        if isinstance(
            node,
            ast.Import | ast.ImportFrom | ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef,
        ):
            continue
        if is_main_guard(node):
            loose += sum(isinstance(n, LOOPS) for s in node.body for n in ast.walk(s))  # type: ignore[attr-defined]
            continue
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Call) and simple_calls == 0:
            simple_calls += 1
            continue
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            continue
        if isinstance(node, ast.Assign) and all(
            isinstance(t, ast.Name) and t.id.isupper() for t in node.targets
        ):
            continue
        loose += 1
    return loose


def modular(after: CodeFacts, before: CodeFacts | None) -> RuleResult:
    loose = loose_statements(after)
    if loose or not after.functions:
        return False, f"{loose} statements of logic at module level"
    return True, "the logic lives in functions"


def unused_functions(facts: CodeFacts) -> list[str]:
    tree = facts.tree
    if tree is None:
        return []
    defined = [n.name for n in tree.body if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)]
    referenced = facts.loaded_names | {name.rsplit(".", 1)[-1] for name in facts.calls}
    unused = [name for name in defined if name not in referenced]
    script = any(
        not isinstance(
            n,
            ast.Import
            | ast.ImportFrom
            | ast.FunctionDef
            | ast.AsyncFunctionDef
            | ast.ClassDef
            | ast.Assign,
        )
        for n in tree.body
        if not (isinstance(n, ast.Expr) and isinstance(n.value, ast.Constant))
    )
    return unused if script else unused[:-1]


def all_used(after: CodeFacts, before: CodeFacts | None) -> RuleResult:
    unused = unused_functions(after)
    return (not unused, f"functions never used: {unused}" if unused else "every function is used")


# -- branches -------------------------------------------------------------------------------


def chains(facts: CodeFacts) -> list[list[ast.If]]:
    """Every if/elif chain (as its If nodes), starting from the heads only."""
    inner = set()
    chains = []
    for node in facts.of_type(ast.If):
        if id(node) in inner:
            continue
        chain = [node]
        while (
            len(chain[-1].orelse) == 1
            and isinstance(chain[-1].orelse[0], ast.If)
            and chain[-1].orelse[0].col_offset == node.col_offset
        ):  # type: ignore[attr-defined]
            chain.append(chain[-1].orelse[0])  # type: ignore[arg-type]
            inner.add(id(chain[-1]))
        chains.append(chain)  # type: ignore[arg-type]
    return chains


def chain_length(chain: list[ast.If]) -> int:
    return len(chain) + (1 if chain[-1].orelse else 0)


def longest_chain(facts: CodeFacts) -> int:
    return max((chain_length(chain) for chain in chains(facts)), default=0)


short_chains = chain_rule(longest_chain, "if/elif")


def constant_dispatch(facts: CodeFacts) -> bool:
    for chain in chains(facts):
        subjects = set()
        for node in chain:
            test = node.test
            if not (
                isinstance(test, ast.Compare)
                and isinstance(test.ops[0], ast.Eq)
                and isinstance(test.left, ast.Name)
                and isinstance(test.comparators[0], ast.Constant)
            ):
                break
            subjects.add(test.left.id)
        else:
            if len(chain) >= 3 and len(subjects) == 1:
                return True
    return False


def uses_mapping(after: CodeFacts, before: CodeFacts | None) -> RuleResult:
    if constant_dispatch(after):
        return False, "an if/elif chain still compares one variable with constants"
    mapping = any(len(n.keys) >= 2 for n in after.of_type(ast.Dict)) or "dict" in after.calls  # type: ignore[attr-defined]
    return (mapping, "a dictionary maps the cases" if mapping else "no dictionary mapping found")
