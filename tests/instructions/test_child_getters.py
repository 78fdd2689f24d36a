"""The generated child getters list exactly what the generic field reader lists.

`children` is the hot loop of the strict walk, the symbol table and both call graphs, so
each node class gets a getter generated from its ASDL signature (_call_graph._getter).
A getter that skipped a field would hide code from every strict check; one that listed a
None or a leaf would crash them. So every node of the standard library's own modules
(hundreds of files, nearly every node class the parser makes) is compared with the generic
reader, and a class whose signature cannot be read gets the generic reader itself.
"""

from __future__ import annotations

import ast
import sysconfig
import warnings
from pathlib import Path

import pytest

from vibebench.instructions import _call_graph
from vibebench.instructions._call_graph import CHILDREN_OF, children


def _standard_library_trees() -> list[ast.Module]:
    """Every fourth module of the standard library (a few hundred), parsed."""
    paths = sorted(Path(sysconfig.get_paths()["stdlib"]).glob("**/*.py"))
    trees = []
    for path in paths[::4]:
        if "site-packages" in path.parts:
            continue
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # invalid escapes in old test data
            try:
                trees.append(ast.parse(path.read_bytes()))
            except (SyntaxError, ValueError):
                continue  # test data written to fail parsing (lib2to3's, badsyntax_*.py)
    return trees


@pytest.fixture(scope="module")
def stdlib_trees() -> list[ast.Module]:
    return _standard_library_trees()


def _generic(node: ast.AST) -> list[ast.AST]:
    if type(node) is ast.Constant:
        return []
    return _call_graph._read_children(type(node)._fields, node)


def test_every_standard_library_node_has_the_children_the_generic_reader_finds(
    stdlib_trees: list[ast.Module],
) -> None:
    assert len(stdlib_trees) > 300
    kinds: set[type] = set()
    differing = []
    for tree in stdlib_trees:
        for node in ast.walk(tree):
            kinds.add(type(node))
            if children(node) != _generic(node):
                differing.append((type(node).__name__, getattr(node, "lineno", None)))
    assert differing == []
    assert len(kinds) > 90  # nearly every node class the parser makes was compared
    assert all(_call_graph._field_parts(kind) is not None for kind in kinds)


def test_the_quirky_lists_lose_their_nones_and_keep_their_comparison_operators() -> None:
    tree = ast.parse("def f(a, *, b, c=1):\n    return {**a, 'k': b} if a < b <= c else None\n")
    arguments = tree.body[0].args  # type: ignore[attr-defined]
    assert arguments.kw_defaults[0] is None
    assert None not in children(arguments)
    mapping = next(node for node in ast.walk(tree) if isinstance(node, ast.Dict))
    assert mapping.keys[0] is None
    assert [type(child) for child in children(mapping)] == [ast.Constant, ast.Name, ast.Name]
    compare = next(node for node in ast.walk(tree) if isinstance(node, ast.Compare))
    assert [type(child) for child in children(compare)] == [
        ast.Name, ast.Lt, ast.LtE, ast.Name, ast.Name,
    ]  # fmt: skip


def test_a_class_whose_signature_cannot_be_read_gets_the_generic_reader(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    class Odd(ast.AST):
        """Odd: no signature here."""

        _fields = ("left", "items", "label")

    node = Odd()
    node.left, node.items, node.label = ast.Name("x"), [ast.Name("y"), None], "text"  # type: ignore[attr-defined]
    assert _call_graph._field_parts(Odd) is None
    monkeypatch.delitem(CHILDREN_OF, Odd, raising=False)
    assert [child.id for child in children(node)] == ["x", "y"]  # type: ignore[attr-defined]
    assert isinstance(CHILDREN_OF[Odd], _call_graph.partial)


def test_a_signature_naming_other_fields_than_the_class_has_is_not_trusted() -> None:
    class Renamed(ast.AST):
        """Renamed(expr left, expr right)"""

        _fields = ("left", "middle", "right")

    assert _call_graph._field_parts(Renamed) is None
