"""Ruff judges the code for the Python that runs vibebench (or the one the user names)."""

from __future__ import annotations

import sys

import pytest

from vibebench.errors import ConfigError
from vibebench.verify import verify
from vibebench.verify._target import TARGET_ENV, parse_target, ruff_targets, target_version

RUNNING = f"py{sys.version_info.major}{sys.version_info.minor}"
PY311_CODE = (
    "def first(table: dict[tuple[str, ...], list[int]], keys: list[str]) -> int:\n"
    '    """Return the first value under the keys, or zero when there is none."""\n'
    "    found = 0\n"
    "    try:\n"
    "        found = table[*keys][0]\n"
    "    except* (KeyError, IndexError):\n"
    "        found = 0\n"
    "    return found\n"
)
"""Valid on Python 3.11+: `except*` and a starred index, both syntax errors on 3.10."""
STYLE = ["style_1", "style_3", "style_4", "style_6", "style_8", "library_2", "error_1"]

needs_311 = pytest.mark.skipif(sys.version_info < (3, 11), reason="the code is 3.11 syntax")


@pytest.fixture(autouse=True)
def _no_override(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(TARGET_ENV, raising=False)


def test_the_target_is_the_running_interpreter() -> None:
    assert target_version() == RUNNING or (3, sys.version_info.minor) not in ruff_targets()


@needs_311
def test_311_syntax_passes_the_style_instructions() -> None:
    [result] = verify([(PY311_CODE, STYLE)])
    failed = {v.instruction_id: v.diagnostics for v in result.verdicts if not v.passed}
    assert failed == {}
    assert {v.target_version for v in result.verdicts} == {RUNNING}


@needs_311
def test_an_older_target_turns_the_same_code_into_syntax_failures(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv(TARGET_ENV, "3.10")
    [result] = verify([(PY311_CODE, ["style_3", "logic_9"])])
    style, ast_check = result.verdicts
    assert style.passed is False
    assert style.target_version == "py310"
    assert any("Python 3.10" in d.message for d in style.diagnostics), style.diagnostics
    assert ast_check.passed is True, "CPython on this interpreter still compiles it"
    assert ast_check.target_version is None


@pytest.mark.parametrize(
    ("text", "version"), [("3.12", (3, 12)), ("py39", (3, 9)), ("310", (3, 10))]
)
def test_an_override_may_be_written_either_way(text: str, version: tuple[int, int]) -> None:
    assert parse_target(text) == version


@pytest.mark.parametrize("text", ["3.99", "python3", "2.7"])
def test_an_override_ruff_does_not_know_is_a_config_error(
    monkeypatch: pytest.MonkeyPatch, text: str
) -> None:
    monkeypatch.setenv(TARGET_ENV, text)
    with pytest.raises(ConfigError, match=TARGET_ENV):
        verify([("x = 1\n", ["style_3"])])


def test_an_interpreter_newer_than_ruff_knows_is_judged_as_the_newest(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    newest = ruff_targets()[-1]
    monkeypatch.setattr(sys, "version_info", (3, newest[1] + 5, 0, "final", 0))
    assert target_version() == f"py3{newest[1]}"
