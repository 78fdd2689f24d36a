"""Verdict modes through the API, the engine and the CLI: paper by default, strict on request,
reward strict by default, the mode recorded in every verdict."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

import vibebench
from vibebench.cli import main
from vibebench.errors import ConfigError
from vibebench.verify import VerifyRequest, verify_batch

F = "```"
ALIASED_PRINT = (
    f"{F}python\nsay = print\n\n\ndef load(rows):\n    say(rows)\n    return rows\n{F}\n"
)
"""Passes library_2 by the paper's Ruff rules (T201 sees no `print(` call), fails strict."""
LOGGED = f"{F}python\nimport logging\n\nlogging.getLogger(__name__).info('ready')\n{F}\n"
NO_CODE = "I cannot write this one."


def test_verify_defaults_to_paper_and_records_it() -> None:
    [result] = vibebench.verify([(ALIASED_PRINT, ["library_2"])])
    assert result.verdicts[0].passed
    assert result.verdicts[0].mode == "paper"


def test_strict_mode_fails_what_paper_passes_and_records_it() -> None:
    [result] = vibebench.verify([(ALIASED_PRINT, ["library_2"])], mode="strict")
    verdict = result.verdicts[0]
    assert (verdict.passed, verdict.mode, verdict.error) == (False, "strict", None)
    assert verdict.diagnostics[0].rule == "strict"
    assert "builtins.print" in verdict.diagnostics[0].message


def test_strict_mode_keeps_honest_answers_passing() -> None:
    [result] = vibebench.verify([(LOGGED, ["library_2", "style_3"])], mode="strict")
    assert [(v.passed, v.mode) for v in result.verdicts] == [(True, "strict"), (True, "strict")]


def test_every_verdict_of_a_strict_run_records_strict() -> None:
    results = vibebench.verify([(NO_CODE, ["style_3", "doc_6"])], mode="strict")
    assert [(v.passed, v.mode) for v in results[0].verdicts] == [(False, "strict")] * 2


def test_engine_entry_point_takes_the_mode() -> None:
    request = VerifyRequest(response=ALIASED_PRINT, instructions=["library_2"])
    assert verify_batch([request])[0].verdicts[0].passed
    assert not verify_batch([request], mode="strict")[0].verdicts[0].passed


def test_unknown_mode_is_a_config_error() -> None:
    with pytest.raises(ConfigError, match="paper"):
        vibebench.verify([(LOGGED, ["style_3"])], mode="lenient")  # type: ignore[arg-type]
    with pytest.raises(ConfigError, match="strict"):
        verify_batch([VerifyRequest(response=LOGGED)], mode="lenient")  # type: ignore[arg-type]


def test_reward_defaults_to_strict_and_paper_is_available() -> None:
    [strict] = vibebench.reward([(ALIASED_PRINT, ["library_2"])])
    [paper] = vibebench.reward([(ALIASED_PRINT, ["library_2"])], mode="paper")
    assert (strict.fraction_followed, paper.fraction_followed) == (0.0, 1.0)


def test_check_command_takes_mode(tmp_path: Path) -> None:
    answer = tmp_path / "answer.md"
    answer.write_text(ALIASED_PRINT, encoding="utf-8")
    runner = CliRunner()
    paper = runner.invoke(main, ["check", str(answer), "-i", "library_2"])
    strict = runner.invoke(
        main, ["check", str(answer), "-i", "library_2", "--mode", "strict", "--format", "json"]
    )
    assert paper.exit_code == 0, paper.output
    assert "(paper mode)" in paper.stdout
    assert strict.exit_code == 1, strict.output
    assert json.loads(strict.stdout)["verdicts"][0]["mode"] == "strict"


def test_verify_command_takes_mode(tmp_path: Path) -> None:
    samples = tmp_path / "samples.jsonl"
    samples.write_text(
        json.dumps({"response": ALIASED_PRINT, "instructions": ["library_2"]}) + "\n",
        encoding="utf-8",
    )
    output = tmp_path / "verdicts.jsonl"
    result = CliRunner().invoke(
        main, ["verify", str(samples), "-o", str(output), "--mode", "strict"]
    )
    assert result.exit_code == 0, result.output
    verdict = json.loads(output.read_text(encoding="utf-8"))["verdicts"][0]
    assert (verdict["passed"], verdict["mode"]) == (False, "strict")
