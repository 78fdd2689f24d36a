"""The batched engine: exact attribution, one Ruff run, and failing closed everywhere."""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Any, ClassVar

import pytest

from vibebench.errors import ConfigError
from vibebench.instructions import CheckResult, Instruction, InstructionSpec, get_instruction
from vibebench.verify import VerifyRequest, verify
from vibebench.verify import _batch as batch_module

F = "```"
LONG_LINE = "result = some_function(argument_one, argument_two, argument_three, argument_four)\n"
# 83 characters: over the default limit of 79.


@pytest.fixture
def ruff_runs(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Counts the Ruff processes the engine starts."""
    started: list[int] = []
    real_start = batch_module._start

    def counting_start(*args: Any, **kwargs: Any) -> subprocess.Popen[bytes]:
        started.append(1)
        return real_start(*args, **kwargs)

    monkeypatch.setattr(batch_module, "_start", counting_start)
    return started


def _verdicts(response: str, *specs: str) -> dict[str, Any]:
    [result] = verify([VerifyRequest(response=response, instructions=list(specs))])
    return {verdict.instruction_id: verdict for verdict in result.verdicts}


def test_diagnostics_go_to_the_right_response_and_instruction_in_one_run(
    ruff_runs: list[int],
) -> None:
    requests = [
        VerifyRequest(task_id="long", response=LONG_LINE, instructions=["style_3", "library_2"]),
        VerifyRequest(
            task_id="print", response="print(1)\n", instructions=["style_3", "library_2"]
        ),
        VerifyRequest(task_id="clean", response="x = 1\n", instructions=["style_3", "library_2"]),
    ]
    results = verify(requests)
    assert ruff_runs == [1]
    outcome = {r.task_id: [(v.instruction_id, v.passed) for v in r.verdicts] for r in results}
    assert outcome == {
        "long": [("style_3", False), ("library_2", True)],
        "print": [("style_3", True), ("library_2", False)],
        "clean": [("style_3", True), ("library_2", True)],
    }
    [diagnostic] = results[0].verdicts[0].diagnostics
    assert (diagnostic.rule, diagnostic.line) == ("E501", 1)


def test_same_instruction_with_different_parameters_in_one_batch() -> None:
    line = "value = 'a string that runs well past sixty characters in total.'\n"  # 66 chars
    results = verify([(line, ["style_3:line_length=60"]), (line, ["style_3:line_length=79"])])
    assert [r.verdicts[0].passed for r in results] == [False, True]


def test_overlapping_docstring_selections_are_attributed_exactly() -> None:
    code = (
        '"""Arithmetic helpers."""\n\n\n'
        "def add(first, second):\n"
        '    """Returns the sum of both values.\n\n'
        "    Args:\n        first: One value.\n        second: The other value.\n\n"
        "    Returns:\n        The sum.\n"
        '    """\n'
        "    return first + second\n"
    )
    verdicts = _verdicts(code, "doc_2", "doc_3:convention=google")
    assert [d.rule for d in verdicts["doc_2"].diagnostics] == ["D401"]
    # Google's convention leaves D401 out: doc_2 selecting it must not leak into doc_3.
    assert verdicts["doc_3"].passed, verdicts["doc_3"].diagnostics
    # ... while pep257 includes D401, so there doc_3 reports it too, on its own.
    pep257 = _verdicts(code, "doc_2", "doc_3:convention=pep257")["doc_3"]
    assert "D401" in [d.rule for d in pep257.diagnostics]


def test_a_global_setting_does_not_leak_into_another_instruction() -> None:
    # style_3's line-length also steers isort's wrapping: with 40, isort would want this
    # import wrapped; style_4 on its own (default 88) does not.
    code = "from collections import OrderedDict, defaultdict, namedtuple\n"
    verdicts = _verdicts(code, "style_3:line_length=40", "style_4")
    assert verdicts["style_3"].passed is False
    assert verdicts["style_4"].passed is True


def test_noqa_and_file_level_exemptions_cannot_silence_a_check() -> None:
    long = "x = 'this line is deliberately far too long for the default limit of 79 characters'"
    for response in (
        f"{long}  # noqa: E501\n",
        f"# ruff: noqa\n{long}\n",
        f"# flake8: noqa\n{long}\n",
    ):
        assert _verdicts(response, "style_3")["style_3"].passed is False, response


def test_isort_skip_comments_cannot_hide_unsorted_imports() -> None:
    response = "# isort: skip_file\nimport sys\nimport os\n\nprint(os, sys)\n"
    assert _verdicts(response, "style_4")["style_4"].passed is False


def test_code_that_does_not_compile_fails_every_code_level_instruction() -> None:
    response = f"{F}python\ndef broken(:\n    return 1\n{F}\n\n{F}json\n"
    response += '{"summary": "Returns one.", "complexity": "O(1)"}\n' + f"{F}\n"
    verdicts = _verdicts(response, "style_3", "logic_9", "doc_5", "doc_6")
    for instruction_id in ("style_3", "logic_9", "doc_5"):
        verdict = verdicts[instruction_id]
        assert verdict.passed is False
        assert verdict.diagnostics[0].rule == "invalid-syntax"
        assert verdict.diagnostics[0].line == 1
    # doc_6 is decided on the response (code was extracted), so it still passes.
    assert verdicts["doc_6"].passed is True


def test_code_that_parses_but_does_not_compile_also_fails() -> None:
    verdicts = _verdicts("return 1\n", "style_3", "logic_9")
    assert not verdicts["style_3"].passed
    assert not verdicts["logic_9"].passed


def test_code_with_a_lone_surrogate_fails_closed_without_sinking_the_batch() -> None:
    """JSON input can carry `\\ud800`; no source file can hold it, so it is a syntax fail."""
    broken = f"{F}python\nx = '\ud800'\nprint(x)\n{F}\n"
    results = verify([(broken, ["style_3", "library_2", "logic_9"]), ("x = 1\n", ["style_3"])])
    for verdict in results[0].verdicts:
        assert verdict.passed is False
        assert verdict.diagnostics[0].rule == "invalid-syntax"
        assert "UTF-8" in verdict.diagnostics[0].message
    assert results[1].verdicts[0].passed is True


def test_no_code_fails_everything_with_the_reason() -> None:
    [result] = verify([("I cannot help with that.", ["style_3", "logic_9", "doc_6"])])
    assert result.code_found is False
    assert all(not v.passed for v in result.verdicts)
    assert all(v.error and "no code" in v.error for v in result.verdicts)


class _ExplodingCheck(Instruction):
    """A plugin-style instruction whose check raises.

    What it asks:
        Nothing.

    Why:
        To prove a crash is a fail.

    Verified by:
        A check that raises.
    """

    id = "test_explodes"
    name = "explodes"
    category = "logic"
    description = "Always crashes."
    generation_prompt = edit_prompt = "Nothing."
    verifier = "ast"

    def check(self, code: str, response: str, params: dict[str, Any]) -> CheckResult:
        msg = "boom"
        raise RuntimeError(msg)


class _BrokenRuffSettings(Instruction):
    """A plugin-style Ruff instruction whose settings Ruff rejects.

    What it asks:
        Nothing.

    Why:
        To prove a rejected configuration fails only its own check.

    Verified by:
        Ruff, with an unknown setting.
    """

    id = "test_bad_settings"
    name = "bad_settings"
    category = "style"
    description = "Unknown Ruff setting."
    generation_prompt = edit_prompt = "Nothing."
    ruff_rules: ClassVar[tuple[str, ...]] = ("E501",)

    def ruff_settings(self, params: dict[str, Any]) -> dict[str, Any]:
        return {"lint": {"pycodestyle": {"no-such-option": 1}}}


class _PreviewOnly(_BrokenRuffSettings):
    """Selects nothing stable.

    What it asks:
        Nothing.

    Why:
        A selection of no stable rule must not pass by checking nothing.

    Verified by:
        Ruff, with a made-up code.
    """

    id = "test_no_rules"
    ruff_rules = ("ZZZ999",)

    def ruff_settings(self, params: dict[str, Any]) -> dict[str, Any]:
        return {}


_PLUGINS = {cls.id: cls() for cls in (_ExplodingCheck, _BrokenRuffSettings, _PreviewOnly)}


def _lookup(instruction_id: str) -> Instruction:
    return _PLUGINS.get(instruction_id) or get_instruction(instruction_id)


def test_a_crashing_check_is_a_fail_with_the_error_recorded() -> None:
    [result] = verify([("x = 1\n", ["test_explodes", "style_3"])], lookup=_lookup)
    crashed, other = result.verdicts
    assert crashed.passed is False
    assert crashed.error and "RuntimeError: boom" in crashed.error
    assert other.passed is True


def test_a_configuration_ruff_rejects_fails_only_its_own_check(ruff_runs: list[int]) -> None:
    results = verify(
        [(LONG_LINE, ["test_bad_settings", "style_3"]), ("print(1)\n", ["library_2"])],
        lookup=_lookup,
    )
    bad, style = results[0].verdicts
    assert bad.passed is False
    assert bad.error and "no-such-option" in bad.error
    assert style.passed is False and style.error is None
    assert results[1].verdicts[0].passed is False and results[1].verdicts[0].error is None
    assert len(ruff_runs) == 2  # the rejected folder was dropped and Ruff ran again


def test_a_selection_of_no_stable_rule_fails_instead_of_checking_nothing() -> None:
    [result] = verify([("x = 1\n", ["test_no_rules"])], lookup=_lookup)
    assert result.verdicts[0].passed is False
    assert "ZZZ999" in (result.verdicts[0].error or "")


def test_a_ruff_crash_fails_every_ruff_check_with_the_error(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    fake = tmp_path / "ruff"
    fake.write_text("#!/bin/sh\necho 'internal error: panic' >&2\nexit 2\n")
    fake.chmod(0o755)
    monkeypatch.setattr(batch_module, "ruff_binary", lambda: str(fake))
    [result] = verify([("x = 1\n", ["style_1", "logic_9"])])
    ruff_verdict, ast_verdict = result.verdicts
    assert ruff_verdict.passed is False
    assert ruff_verdict.error and "status 2" in ruff_verdict.error
    assert "panic" in ruff_verdict.error
    assert ast_verdict.passed is True


def test_unreadable_ruff_output_fails_the_ruff_checks(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    fake = tmp_path / "ruff"
    fake.write_text("#!/bin/sh\necho 'not json'\nexit 0\n")
    fake.chmod(0o755)
    monkeypatch.setattr(batch_module, "ruff_binary", lambda: str(fake))
    [result] = verify([("x = 1\n", ["style_1"])])
    assert result.verdicts[0].passed is False
    assert "JSON" in (result.verdicts[0].error or "")


def test_an_unknown_instruction_id_is_a_config_error_naming_it() -> None:
    with pytest.raises(ConfigError, match="no_such_instruction"):
        verify([("x = 1\n", ["style_3", "no_such_instruction"])])


def test_an_invalid_parameter_is_a_config_error_not_a_silent_default() -> None:
    with pytest.raises(ConfigError, match="line_length=5"):
        verify([VerifyRequest(response="x = 1\n", instructions=[
            InstructionSpec(id="style_3", params={"line_length": 5}),
        ])])  # fmt: skip
    with pytest.raises(ConfigError, match="colour"):
        verify([("x = 1\n", [("style_3", {"colour": "red"})])])


def test_large_batches_may_be_split_into_several_ruff_runs(ruff_runs: list[int]) -> None:
    items = [(f"x{number} = 1\n", ["style_1"]) for number in range(5)]
    results = verify(items, batch_size=2)
    assert len(ruff_runs) == 3
    assert all(result.all_passed for result in results)
