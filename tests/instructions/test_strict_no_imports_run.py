"""style_5 learns whether a standard-library name is a type by importing its module: only a
top-level one, never a submodule the code names, since some run a program on import."""

from __future__ import annotations

import sys

import pytest

from vibebench.verify import verify


@pytest.mark.parametrize("annotation", ["unittest.__main__.x", "asyncio.__main__.x",
                                        "json.__main__.x", "this.x", "antigravity.x"])  # fmt: skip
def test_an_annotation_naming_a_program_module_imports_nothing(annotation: str) -> None:
    """`asyncio.__main__` starts a REPL reading stdin, `unittest.__main__` runs tests and
    exits: naming one in an annotation must neither hang nor stop the verifier."""
    module = annotation.rsplit(".", 1)[0]
    before = module in sys.modules
    code = f"```python\nimport asyncio, json, unittest\n\n\ndef f(a: {annotation}) -> int:\n"
    code += "    return 1\n```\n"
    [result] = verify([(code, ["style_5"])], mode="strict")
    assert result.verdicts[0].error is None
    assert (module in sys.modules) == before


def test_a_function_of_a_standard_module_is_still_no_type() -> None:
    code = "```python\nimport json\n\n\ndef f(a: json.loads) -> int:\n    return 1\n```\n"
    [result] = verify([(code, ["style_5"])], mode="strict")
    assert not result.verdicts[0].passed
    assert "json.loads" in result.verdicts[0].diagnostics[0].message


@pytest.mark.parametrize(
    ("source", "module"),
    [
        ("from this import x\n\ny = x", "this"),
        ("import antigravity.x as x\n\ny = x", "antigravity"),
        ("from asyncio.__main__ import x\n\ny = x", "asyncio.__main__"),
        ("from unittest.__main__ import x\n\ny = x", "unittest.__main__"),
        ("import idlelib.idle\n\ny = idlelib.idle.x", "idlelib.idle"),
    ],
)
def test_a_name_of_a_program_module_read_for_re_exports_imports_nothing(
    source: str, module: str
) -> None:
    """Strict mode imports standard modules the code names to see what their members
    are (`pstats.Dict` is `typing.Dict`): never one that acts on import."""
    before = module in sys.modules
    [result] = verify([(f"```python\n{source}\n```\n", ["style_7"])], mode="strict")
    assert result.verdicts[0].error is None
    assert (module in sys.modules) == before
