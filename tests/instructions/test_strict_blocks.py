"""`StrictFacts.blocks` walks statements alone and lists the blocks a walk of every node
lists, in the same order; `long_code_lines_left_out` finds the long lines of code an answer
shows outside its program, and no line of its prose."""

from __future__ import annotations

import ast
import textwrap

import pytest
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


# -- code the answer shows outside the judged program (`long_code_lines_left_out`) ----------
# A line over the limit counts only inside a statement of Python: an honest answer's prose,
# links, commands, tracebacks and outputs never do, however long.
FENCE = "`" * 3
PROGRAM = f"{FENCE}python\ndef total(values):\n    return sum(values)\n{FENCE}\n\n"
HONEST_TEXT = {
    "prose with colons and parentheses": "Complexity: O(n) time (one pass) and O(1) extra "
    "space; the built-in `sum` does the work, as the docs say: it adds the items left to right.",
    "a link": "See https://docs.python.org/3/library/functions.html#sum and "
    "https://peps.python.org/pep-0008/#maximum-line-length for the background.",
    "a shell command": "    python -m pip install --upgrade pytest==8.3.2 hypothesis "
    "--index-url https://pypi.org/simple",
    "a traceback": 'Traceback (most recent call last):\n  File "/srv/app/site-packages/pkg/'
    'core.py", line 3653, in get_loc\n    return self._engine.get_loc(casted_key, method='
    "method, tolerance=tolerance, extra=extra)\nKeyError: 'the column that the data frame "
    "does not have at all, as the message says'",
    "a session's output": ">>> total(range(30))\n435\n>>> describe(range(30))\n{'mean': 14.5, "
    "'low': 0, 'high': 29, 'values': [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]}\n"
    ">>> Counter('mississippi river banks')\nCounter({'s': 5, 'i': 5, ' ': 2, 'r': 2, 'p': 2, "
    "'m': 1, 'v': 1, 'e': 1, 'b': 1})",
    "an example's input and output": "Input: nums = [2, 7, 11, 15, 3, 6, 9, 12, 4, 8, 10, 1, "
    "5, 13, 14, 16, 17, 18, 19, 20]\nOutput: [[0, 1], [2, 3], [4, 5], [6, 7], [8, 9], [10, 11], "
    "[12, 13], [14, 15]]",
    "a markdown table": "| Input | Output | Why |\n|---|---|---|\n| `[1, 2, 3]` | `6` | the "
    "sum of the three values, taken one after the other in a single pass |",
    "a heading": "## Approach: one pass over the values with a running sum, a minimum and a "
    "maximum",
    "json": '{"explanation": "the function sums the values once", "complexity": "O(n)", '
    '"notes": "no extra memory"}',
    "a quoted note": "> Note: an empty list sums to 0 (the start value of `sum`), which is "
    "what the tests expect here as well.",
    "a bullet": "- `total(values)` returns the sum of `values`; it raises `TypeError` for "
    "items that are not numbers (strings, `None`).",
    "another language's block": f"{FENCE}bash\nTOKEN_FILE=/usr/local/share/very/long/path/to"
    f"/the/configuration/of/the/service/token.txt python main.py\n{FENCE}",
    "an output block": f"{FENCE}output\nresult = compute(aaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbb"
    f"bbbbbbbbbbbbbb, cccccccccccccccccccccccccc)\n{FENCE}",
}
LONG_STRING = "'" + "a" * 80 + "'"
CODE_TEXT = {
    "unfenced code after prose": f"The helper:\n\ndef helper():\n    return {LONG_STRING}",
    "a list item": f"- X = {LONG_STRING}",
    "a markdown fence": f"````markdown\n{FENCE}python\nX = {LONG_STRING}\n{FENCE}\n````",
    "an html pre block": f"<pre><code>X = {LONG_STRING}\n</code></pre>",
    "a session's input": f">>> X = {LONG_STRING}",
    "a plain text block": f"{FENCE}text\nX = {LONG_STRING}\n{FENCE}",
    "a call of the program's function": f"total([{', '.join(['1'] * 40)}])",
}


def _left_out(text: str) -> list[tuple[int, str]]:
    from vibebench.instructions._strict import StrictFacts  # noqa: PLC0415
    from vibebench.instructions._strict_text import long_code_lines_left_out  # noqa: PLC0415
    from vibebench.verify import extract_code  # noqa: PLC0415

    found = extract_code(PROGRAM + text + "\n")
    assert found.code is not None
    return long_code_lines_left_out(StrictFacts(found.code, found.cleaned_response), 79)


@pytest.mark.parametrize("text", HONEST_TEXT.values(), ids=HONEST_TEXT)
def test_no_line_of_honest_text_around_the_program_is_code(text: str) -> None:
    assert any(len(line) > 79 for line in text.split("\n"))
    assert _left_out(text) == []


@pytest.mark.parametrize("text", CODE_TEXT.values(), ids=CODE_TEXT)
def test_a_long_line_of_code_outside_the_program_is_found(text: str) -> None:
    found = _left_out(text)
    assert len(found) == 1
    assert len(found[0][1]) > 79
    assert found[0][1].strip() in text


SHOWN_BLOCK_TEXT = {
    "an indented block": f"The helper:\n\n    def helper():\n        return {LONG_STRING}",
    "a blockquote fence": f"> {FENCE}python\n> X = {LONG_STRING}\n> {FENCE}",
    "a quoted list item fence": f"1. The helper:\n   > {FENCE}py\n   > X = {LONG_STRING}\n"
    f"   > {FENCE}",
}
"""Code the shared shown-block reader reads as a block of Python left out of the program
(an indented block introduced as code, a fence in a blockquote): judged as such a block,
not again as code outside the program."""


@pytest.mark.parametrize("text", SHOWN_BLOCK_TEXT.values(), ids=SHOWN_BLOCK_TEXT)
def test_a_long_line_of_a_shown_block_is_found_once(text: str) -> None:
    from vibebench.verify import verify  # noqa: PLC0415

    [result] = verify([(PROGRAM + text + "\n", ["style_3"])], mode="strict")
    messages = [item.message for item in result.verdicts[0].diagnostics]
    assert len(messages) == 1
    assert "python block" in messages[0]
    assert "left out of the program" in messages[0]
    assert _left_out(text) == []


# Each long line is tried as code from up to 8 starts, each start parsed and cut back up to 8
# times: thousands of long lines that each open a bracket made one answer take a minute. So
# reading stops at a budget of characters parsed, and an answer that spends it all fails.
SLOW_TO_READ = "\n".join(
    f"    value_{n} = compute(alpha, beta, gamma, delta, epsilon, zeta, eta, theta, iota, ("
    for n in range(400)
)


def test_text_built_to_spend_the_reading_budget_fails_and_padding_buys_no_pass(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from vibebench.instructions import _strict_text  # noqa: PLC0415
    from vibebench.verify import VerifyRequest, verify  # noqa: PLC0415

    monkeypatch.setattr(_strict_text, "READ_BUDGET", 60_000)
    found = _left_out(SLOW_TO_READ)
    assert found[-1][1] is None
    assert all(code is None for _, code in found)  # no line of it is a whole statement
    helper = f"\n\nAnd the helper:\n\ndef helper():\n    return {LONG_STRING}\n"
    padded = PROGRAM + SLOW_TO_READ + helper
    (result,) = verify([VerifyRequest(response=padded, instructions=["style_3"])], mode="strict")
    assert not result.verdicts[0].passed
    assert "too much text outside the program" in str(result.verdicts[0].diagnostics)


@pytest.mark.parametrize("text", HONEST_TEXT.values(), ids=HONEST_TEXT)
def test_honest_text_many_times_over_stays_within_the_reading_budget(text: str) -> None:
    """Forty copies of each honest text: prose costs one short parse a line."""
    assert _left_out("\n\n".join([text] * 40)) == []
