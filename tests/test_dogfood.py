"""vibebench's own code follows the instructions it checks (where they make sense).

Every module keeps to the instructions below; error_1 (no blind except) holds in the verify
stage, while the sandbox harness and plugin loading catch broadly on purpose.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import vibebench.verify
from vibebench.verify import verify

PACKAGE = Path(vibebench.verify.__file__).parent.parent
SOURCES = sorted(PACKAGE.rglob("*.py"))
EVERYWHERE = ["error_2", "error_3", "style_6", "style_7", "library_2", "logic_7"]
VERIFY_STAGE = ["error_1"]


def _instructions(path: Path) -> list[str]:
    return EVERYWHERE + (VERIFY_STAGE if path.parent.name == "verify" else [])


def _name(path: Path) -> str:
    return str(path.relative_to(PACKAGE))


@pytest.fixture(scope="module")
def results() -> dict[str, list[tuple[str, bool, tuple[object, ...]]]]:
    """All modules, fenced as model answers, in one engine call."""
    items = [
        (_name(path), f"````python\n{path.read_text(encoding='utf-8')}````\n", _instructions(path))
        for path in SOURCES
    ]
    return {
        result.task_id: [(v.instruction_id, v.passed, v.diagnostics) for v in result.verdicts]
        for result in verify(items)
    }


@pytest.mark.parametrize("path", SOURCES, ids=_name)
def test_own_module_follows_the_instructions(
    results: dict[str, list[tuple[str, bool, tuple[object, ...]]]], path: Path
) -> None:
    failed = [(ident, found) for ident, passed, found in results[_name(path)] if not passed]
    assert failed == []


def _constants_bound_twice(tree: ast.Module) -> list[str]:
    """Module-level UPPER_CASE names assigned more than once."""
    seen: dict[str, int] = {}
    for statement in tree.body:
        targets = statement.targets if isinstance(statement, ast.Assign) else []
        if isinstance(statement, ast.AnnAssign):
            targets = [statement.target]
        for target in targets:
            if isinstance(target, ast.Name) and target.id.lstrip("_").isupper():
                seen[target.id] = seen.get(target.id, 0) + 1
    return sorted(name for name, count in seen.items() if count > 1)


@pytest.mark.parametrize("path", SOURCES, ids=_name)
def test_no_module_constant_is_bound_twice(path: Path) -> None:
    """A second binding silently replaces the first for every reader in the module (a
    `_LOOPS` of statement loops once replaced one of comprehensions, and logic_1 crashed)."""
    assert _constants_bound_twice(ast.parse(path.read_text(encoding="utf-8"))) == []
