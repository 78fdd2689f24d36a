"""Folding expressions built from parts (`_strict_names.operands`, `const_str`): what the
string checks of style_2 and style_6 read through."""

from __future__ import annotations

import ast
import sys

from vibebench.instructions._strict_names import const_str, operands


def _sum_terms(node: ast.expr) -> list[ast.expr] | None:
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return [node.left, node.right]
    return None


def _expression(text: str) -> ast.expr:
    return ast.parse(text, mode="eval").body


def test_operands_are_the_leaves_in_source_order() -> None:
    leaves = operands(_expression("a + ('b' + c) + d * e"), _sum_terms)
    assert [ast.unparse(leaf) for leaf in leaves] == ["a", "'b'", "c", "d * e"]


def test_an_expression_that_is_not_built_from_parts_is_its_own_leaf() -> None:
    node = _expression("f(x)")
    assert operands(node, _sum_terms) == [node]


def test_a_sum_deeper_than_the_recursion_limit_is_folded_without_recursing() -> None:
    terms = sys.getrecursionlimit() + 500
    tree = ast.BinOp(ast.Name("t0"), ast.Add(), ast.Name("t1"))
    for number in range(2, terms):
        tree = ast.BinOp(tree, ast.Add(), ast.Name(f"t{number}"))
    leaves = operands(tree, _sum_terms)
    assert [leaf.id for leaf in leaves] == [f"t{number}" for number in range(terms)]


def test_const_str_folds_only_constant_text() -> None:
    assert const_str(_expression("'pr' + f'int' + chr(40)")) == "print("
    assert const_str(_expression("'pr' + name")) is None
