"""The bounds of the shared evaluator of constant expressions (`_strict_values`): whatever
an expression asks for past them is "unknown", at once, never a hang or an error raised
out of the run."""

from __future__ import annotations

import ast
import time

import pytest

from vibebench.instructions._strict import StrictFacts
from vibebench.instructions._strict_values import (
    FUNCTIONS,
    NO_VALUE,
    ConstantRun,
    Unknown,
    json_document,
    pick,
)

_QUICK = 1.0
"""Seconds any one bounded run may take (each takes milliseconds)."""


def _run(code: str, functions: dict | None = None) -> object:
    """The value `ConstantRun` works out for the last statement's expression of `code`."""
    facts = StrictFacts(code)
    node = facts.tree.body[-1]
    assert isinstance(node, ast.Expr)
    run = ConstantRun(facts.names, FUNCTIONS if functions is None else functions)
    return run.value(node.value, {})


def _unknown(code: str, functions: dict | None = None) -> None:
    started = time.perf_counter()
    with pytest.raises(Unknown):
        _run(code, functions)
    assert time.perf_counter() - started < _QUICK


def test_works_out_text_made_of_constants() -> None:
    code = "import re\nWORD = 'it' + \"'\" + 's'\n''.join(c for c in WORD if c != \"'\").upper()\n"
    assert _run(code) == "ITS"


def test_a_huge_repeat_is_unknown() -> None:
    _unknown("'ab' * 1000000\n")
    _unknown("('ab' * 999) * 999\n")


def test_a_deep_nesting_is_unknown() -> None:
    _unknown("(" * 60 + "'a'" + " + 'a')" * 60 + "\n")


def test_too_many_steps_is_unknown() -> None:
    _unknown("[a + b for a in 'x' * 1000 for b in 'y' * 1000]\n")


def test_a_catastrophic_regex_is_unknown() -> None:
    _unknown("import re\nre.match('(a+)+$', 'a' * 40 + 'b')\n")
    _unknown("import re\nre.match('(a|aa)*c', 'a' * 40)\n")
    _unknown("import re\nre.compile('a*b*c*').match('a' * 500)\n")


def test_a_big_int_power_is_unknown() -> None:
    _unknown("'a' * 10 ** 9\n")
    _unknown("2 ** 10 ** 9\n")
    _unknown("'a' * 100000\n")


def test_an_unknown_function_is_unknown() -> None:
    _unknown("import os\nos.system('echo hi')\n")
    _unknown("open('x').read()\n")
    _unknown("eval('1 + 1')\n")


def test_a_function_not_picked_is_unknown() -> None:
    assert _run("len('abc')\n", pick(["builtins.len"])) == 3
    _unknown("len('abc')\n", pick(["builtins.ord"]))


def test_table_functions_refuse_past_their_bounds() -> None:
    for name, args in [
        ("builtins.bytes", (10**9,)),
        ("array.array", ("b", 10**9)),
        ("struct.unpack", ("999999999I", b"")),
        ("re.match", ("(a+)+$", "a" * 40)),
        ("re.match", ("a", "a" * 1000)),
    ]:
        with pytest.raises(Unknown):
            FUNCTIONS[name](*args)


def test_json_document_reads_fixed_text_only() -> None:
    facts = StrictFacts("import json\njson.loads('{\"a\": 1}')\njson.loads(text)\n")
    fixed, free = (node.value for node in facts.tree.body[1:])
    assert json_document(facts.names, fixed) == {"a": 1}
    assert json_document(facts.names, free) is NO_VALUE


def test_json_document_of_a_deep_nesting_is_unknown() -> None:
    text = "[" * 9000 + "]" * 9000
    facts = StrictFacts(f"import json\njson.loads('{text}')\n")
    started = time.perf_counter()
    assert json_document(facts.names, facts.tree.body[1].value) is NO_VALUE
    assert time.perf_counter() - started < _QUICK
