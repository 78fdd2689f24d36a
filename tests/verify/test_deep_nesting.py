"""Code nested deeper than CPython compiles never reaches Ruff.

Such code fails every code-level check on its syntax, whatever Ruff says, yet Ruff's
return-type inference (ANN, style_5) takes time exponential in nested loops: 45 loops held
one Ruff run, and with it every response of its batch, for 24 s, and each level more costs
~1.4x as much. The engine compiles the few codes that could nest that deep before it writes
the Ruff tree, and leaves out those that fail.
"""

from __future__ import annotations

import pytest

from vibebench.verify import VerifyRequest, verify
from vibebench.verify import _engine as engine
from vibebench.verify._syntax import MAX_NESTED_BLOCKS, may_nest_too_deeply

DEPTH = 60
"""Nested loops in the attack: at ~1.4x per level past 45 loops' 24 s, Ruff alone would take
an hour or more on it (a run is killed at its timeout, and the batch is then split and rerun
around it), so a regression cannot pass unnoticed."""


def _nested(header: str, depth: int, body: str = "t = t.format(1) or t") -> str:
    lines = ["def f(q):", "    t = 'x{}'"]
    for level in range(depth):
        lines.append("    " * (level + 1) + header.format(level=level))
    lines.append("    " * (depth + 1) + body)
    return "\n".join(lines) + "\n"


def _fenced(code: str) -> str:
    return f"```python\n{code}```\n"


HONEST = "def total(values: list[int]) -> int:\n    return sum(values)\n"


class _Recording(engine.RuffBatch):
    """A real RuffBatch that remembers which responses' code it was given."""

    given: list[int] = []

    def __init__(self, groups, codes, **kwargs) -> None:  # noqa: ANN001, ANN003 - passed through
        _Recording.given.extend(codes)
        super().__init__(groups, codes, **kwargs)


@pytest.mark.parametrize("mode", ["paper", "strict"])
@pytest.mark.timeout(30)  # linear now; the old code took minutes
def test_deeply_nested_loops_fail_on_syntax_without_reaching_ruff(
    mode: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    _Recording.given = []
    monkeypatch.setattr(engine, "RuffBatch", _Recording)
    attack = _nested("for v{level} in q:", DEPTH)
    requests = [
        VerifyRequest(response=_fenced(attack), instructions=["style_5", "style_3"]),
        VerifyRequest(response=_fenced(HONEST), instructions=["style_5", "style_3"]),
    ]
    deep, honest = verify(requests, mode=mode)
    assert [v.passed for v in deep.verdicts] == [False, False]
    for verdict in deep.verdicts:
        assert verdict.error == "the extracted code does not compile"
        assert verdict.error_source == "response"
        assert "too many statically nested blocks" in verdict.diagnostics[0].message
    assert [v.passed for v in honest.verdicts] == [True, True]
    assert _Recording.given == [1]  # only the honest response went to Ruff


def _nested_try(depth: int) -> str:
    lines = ["def f(q):"]
    lines += ["    " * (level + 1) + "try:" for level in range(depth)]
    lines.append("    " * (depth + 1) + "pass")
    for level in reversed(range(depth)):
        lines += ["    " * (level + 1) + "finally:", "    " * (level + 2) + "pass"]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize(
    "code",
    [
        _nested("for v{level} in q:", MAX_NESTED_BLOCKS + 1, body="pass"),
        _nested("while q > {level}:", MAX_NESTED_BLOCKS + 1, body="pass"),
        _nested("with open(q) as f{level}:", MAX_NESTED_BLOCKS + 1, body="pass"),
        _nested_try(MAX_NESTED_BLOCKS + 1),
        _nested("for v{level} in q:", MAX_NESTED_BLOCKS + 1, body="pass").replace("    ", "\t"),
    ],
    ids=["for", "while", "with", "try", "tabs"],
)
def test_every_nesting_cpython_refuses_is_caught_by_the_word_count(code: str) -> None:
    with pytest.raises(SyntaxError, match="too many statically nested blocks"):
        compile(code, "<code>", "exec", dont_inherit=True)
    assert may_nest_too_deeply(code)


def test_many_loops_that_compile_still_go_to_ruff(monkeypatch: pytest.MonkeyPatch) -> None:
    _Recording.given = []
    monkeypatch.setattr(engine, "RuffBatch", _Recording)
    guards = "".join("    " * (level + 1) + f"if q > {level}:\n" for level in range(6))
    inner = "    " * 7
    loops = "".join(f"{inner}for v{n} in q:\n{inner}    print(v{n})\n" for n in range(25))
    code = f"def f(q):\n{guards}{loops}"
    assert may_nest_too_deeply(code)  # deep lines, many block words: compiled first
    (result,) = verify([VerifyRequest(response=_fenced(code), instructions=["style_5"])])
    assert _Recording.given == [0]  # it compiles, so Ruff judges it
    verdict = result.verdicts[0]
    assert not verdict.passed
    assert verdict.error is None
    assert {d.rule for d in verdict.diagnostics} >= {"ANN001", "ANN201"}
