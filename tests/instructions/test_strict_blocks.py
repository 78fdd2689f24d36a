"""`StrictFacts.blocks` walks statements alone and lists the blocks a walk of every node
lists, in the same order."""

from __future__ import annotations

import ast
import textwrap

from hypothesis import given
from hypothesis import strategies as st

from vibebench.instructions._strict import _blocks


def _blocks_of_every_node(tree: ast.Module) -> list[list[ast.stmt]]:
    """The defining version: every node, parents first, each with its non-empty body,
    else and finally blocks of statements."""
    found: list[list[ast.stmt]] = []
    stack: list[ast.AST] = [tree]
    while stack:
        node = stack.pop()
        for name in ("body", "orelse", "finalbody"):
            block = getattr(node, name, None)
            if isinstance(block, list) and block and isinstance(block[0], ast.stmt):
                found.append(block)
        stack.extend(reversed(list(ast.iter_child_nodes(node))))
    return found


_HEADERS = [
    ("if x:", ["else:"]),
    ("if x:", ["elif y:", "else:"]),
    ("while x:", ["else:"]),
    ("for a in b:", ["else:"]),
    ("async for a in b:", []),
    ("with f() as g:", []),
    ("async with f():", []),
    ("try:", ["except E as e:", "except:", "else:", "finally:"]),
    ("try:", ["except* E:"]),
    ("try:", ["finally:"]),
    ("def f(n=lambda: 1 if a else 2):", []),
    ("async def f():", []),
    ("@d\ndef f():", []),
    ("class C(B):", []),
    ("match x:", ["case [1, *r]:", "case {'k': v, **r} if v:", "case _:"]),
]
_LEAVES = ["pass", "x = [y for y in z if y]", "f(lambda q: q if q else 0)", "...", "return 1"]


def _indent(lines: list[str]) -> list[str]:
    return [textwrap.indent(line, "    ") for line in lines]


def _compound(header: tuple[str, list[str]], bodies: list[list[str]]) -> list[str]:
    first, rest = header
    if first.startswith("match"):  # a match has case clauses, one level deeper, for body
        cases = [[clause, *_indent(bodies[number % len(bodies)])]
                 for number, clause in enumerate(rest)]  # fmt: skip
        return [first, *_indent(sum(cases, []))]
    lines = [first, *_indent(bodies[0])]
    for number, clause in enumerate(rest, start=1):
        lines += [clause, *_indent(bodies[number % len(bodies)])]
    return lines


_STATEMENTS = st.recursive(
    st.sampled_from(_LEAVES).map(lambda leaf: [leaf]),
    lambda inner: st.builds(
        _compound,
        st.sampled_from(_HEADERS),
        st.lists(
            st.lists(inner, min_size=1, max_size=3).map(lambda ls: sum(ls, [])),
            min_size=1,
            max_size=3,
        ),
    ),
    max_leaves=12,
)


@given(st.lists(_STATEMENTS, min_size=1, max_size=4).map(lambda ls: sum(ls, [])))
def test_blocks_are_the_blocks_of_a_walk_of_every_node_in_order(lines: list[str]) -> None:
    tree = ast.parse("\n".join(lines) + "\n")
    expected = _blocks_of_every_node(tree)
    found = _blocks(tree)
    assert len(found) == len(expected)
    assert all(block is same for block, same in zip(found, expected, strict=True))
