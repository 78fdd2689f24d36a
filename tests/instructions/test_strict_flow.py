"""The static truth evaluation the strict checks share (`_strict_flow.truth_of`), and the
three checks that bring their own parts to it: doc_4 (literal conditions), error_1
(conditions known before the code runs) and style_4 (`sys.version_info` tests)."""

from __future__ import annotations

import ast
import textwrap

import pytest

from vibebench.instructions import InstructionSpec
from vibebench.instructions._strict_flow import truth_of
from vibebench.verify import VerifyRequest, verify


def _literal(node: ast.expr) -> bool | None:
    return bool(node.value) if isinstance(node, ast.Constant) else None


@pytest.mark.parametrize(
    ("condition", "truth"),
    [
        ("True", True),
        ("0", False),
        ("not 0", True),
        ("not x", None),
        ("x or True", True),  # one decisive part settles it, whatever x is
        ("x and False", False),
        ("x and True", None),
        ("x or False", None),
        ("not (x and 0)", True),
        ("1 and (0 or 2)", True),
        ("(x or 1) and not (y and 0)", True),
    ],
)
def test_truth_of_combines_known_parts(condition: str, truth: bool | None) -> None:
    test = ast.parse(condition, mode="eval").body
    assert truth_of(test, _literal) is truth


def _strict_passes(instruction: str, code: str) -> bool:
    request = VerifyRequest(
        response=f"```python\n{textwrap.dedent(code)}```\n",
        instructions=[InstructionSpec(id=instruction)],
    )
    return verify([request], mode="strict")[0].verdicts[0].passed


def test_doc_4_fails_a_block_disabled_by_a_decisive_false_part() -> None:
    disabled = """\
        def total(prices):
            if False and prices:
                print(prices)
            return sum(prices)
        """
    assert not _strict_passes("doc_4", disabled)
    live = disabled.replace("False and prices", "prices and len(prices) > 0")
    assert _strict_passes("doc_4", live)


def test_error_1_sees_a_re_raise_under_a_never_true_condition_as_dead() -> None:
    """A blind handler is excused only by a re-raise that may run: not one behind
    `TYPE_CHECKING or False` (false when the code runs), but one behind a live test."""
    dead = """\
        from typing import TYPE_CHECKING

        def load(path):
            try:
                with open(path) as handle:
                    return handle.read()
            except Exception:
                if TYPE_CHECKING or False:
                    raise
                return None
        """
    assert not _strict_passes("error_1", dead)
    assert _strict_passes(
        "error_1", dead.replace("TYPE_CHECKING or False", "TYPE_CHECKING or path")
    )


def test_style_4_reads_version_tests_through_names_not_and_and() -> None:
    """A guard no Python 3 fails, reached through a name, `not` and `and`, cannot excuse
    imports out of their group; a guard that can fail still can."""
    always = """\
        import sys

        import requests

        PY2 = sys.version_info < (3, 0)
        if not PY2 and True:
            import json


        def fetch(url):
            return json.loads(requests.get(url, timeout=10).text)
        """
    assert not _strict_passes("style_4", always)
    assert _strict_passes("style_4", always.replace("(3, 0)", "(3, 11)"))
