"""`vibebench extract` / `check` of a response whose only code is inside its reasoning.

Extraction drops the reasoning, so its reason ("no fenced code block") read as if the
response held no code at all; extraction now says where the code is and how a model that
never reasons is read (--no-reasoning), so the commands, JSON verdicts and library callers
all tell it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from vibebench.cli import main
from vibebench.verify import VerifyRequest, extract_code, reasoning_in_responses, verify

F = "```"
HINT = "the only code is inside reasoning (<think>)"


@pytest.fixture
def thinking(tmp_path: Path) -> Path:
    path = tmp_path / "answer.md"
    path.write_text(f"<think>\n{F}python\nx = 1\n{F}\n</think>\nHere you go.\n", encoding="utf-8")
    return path


def test_extract_says_the_only_code_is_in_the_reasoning(thinking: Path) -> None:
    result = CliRunner().invoke(main, ["extract", str(thinking)])
    assert result.exit_code == 1
    assert HINT in result.stderr
    assert "--no-reasoning" in result.stderr
    assert "no fenced code block" not in result.stderr


def test_check_says_the_only_code_is_in_the_reasoning(thinking: Path) -> None:
    result = CliRunner().invoke(main, ["check", str(thinking), "-i", "error_1"])
    assert result.exit_code == 1
    assert result.stdout.startswith(f"no code: {HINT}")
    assert "no fenced code block" not in result.stdout


def test_no_reasoning_finds_the_code_the_hint_points_to(thinking: Path) -> None:
    result = CliRunner().invoke(main, ["extract", str(thinking), "--no-reasoning"])
    assert result.exit_code == 0
    assert result.stdout == "x = 1\n"


def test_a_response_without_any_code_keeps_the_extraction_reason() -> None:
    result = CliRunner().invoke(main, ["extract", "-"], input="<think>hmm</think>No idea.")
    assert result.exit_code == 1
    assert "no code: no fenced code block, and the text is not Python code" in result.stderr
    assert HINT not in result.stderr


def test_library_callers_and_json_verdicts_get_the_same_reason(thinking: Path) -> None:
    response = thinking.read_text(encoding="utf-8")
    assert HINT in (extract_code(response).reason or "")
    [result] = verify([VerifyRequest(response=response, instructions=["error_1"])])
    assert HINT in (result.reason or "")
    with reasoning_in_responses(False):
        assert extract_code(response).code == "x = 1\n"
    command = ["check", str(thinking), "-i", "error_1", "--format", "json"]
    assert HINT in CliRunner().invoke(main, command).stdout
