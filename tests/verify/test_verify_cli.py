"""`vibebench extract`, `check` and `verify`: output, exit codes, bad input."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from importlib import resources
from pathlib import Path

import pytest
from click.testing import CliRunner

from vibebench.cli import main
from vibebench.verify import ResponseVerdicts

F = "```"
LONG = "x = 'this line is deliberately far too long for the default limit of 79 characters'\n"
EXAMPLES = resources.files("vibebench") / "data" / "examples" / "responses.jsonl"


@pytest.fixture
def runner() -> CliRunner:
    return CliRunner()


@pytest.fixture
def answer(tmp_path: Path) -> Path:
    path = tmp_path / "answer.md"
    path.write_text(f"Here:\n{F}python\n{LONG}{F}\n", encoding="utf-8")
    return path


def test_extract_prints_the_code(runner: CliRunner, answer: Path) -> None:
    result = runner.invoke(main, ["extract", str(answer)])
    assert result.exit_code == 0
    assert result.stdout == LONG


def test_extract_reads_stdin_and_exits_1_with_the_reason_when_there_is_no_code(
    runner: CliRunner,
) -> None:
    result = runner.invoke(main, ["extract", "-"], input="I cannot help with that.")
    assert result.exit_code == 1
    assert "no code" in result.stderr


def test_extract_json_carries_the_method(runner: CliRunner, answer: Path) -> None:
    result = runner.invoke(main, ["extract", str(answer), "--format", "json"])
    assert json.loads(result.stdout)["method"] == "fence"


def test_check_shows_pass_and_fail_with_diagnostics(runner: CliRunner, answer: Path) -> None:
    result = runner.invoke(main, ["check", str(answer), "-i", "style_3", "-i", "library_2"])
    assert result.exit_code == 1
    assert "FAIL style_3 (line_length=79)" in result.stdout
    assert "E501 line 1:80" in result.stdout
    assert "PASS library_2" in result.stdout


def test_check_exits_0_when_all_pass(runner: CliRunner, answer: Path) -> None:
    result = runner.invoke(main, ["check", str(answer), "-i", "style_3:line_length=100"])
    assert result.exit_code == 0, result.output
    assert "1/1 instructions followed" in result.stdout


def test_check_json_is_a_response_verdicts_object(runner: CliRunner, answer: Path) -> None:
    result = runner.invoke(main, ["check", str(answer), "-i", "style_3", "--format", "json"])
    parsed = ResponseVerdicts.model_validate_json(result.stdout)
    assert parsed.verdicts[0].diagnostics[0].rule == "E501"


@pytest.mark.parametrize(
    ("spec", "named"),
    [("no_such_id", "no_such_id"), ("style_3:line_length=5", "line_length=5"), ("style_3:x", "x")],
)
def test_check_usage_errors_exit_2_naming_the_problem(
    runner: CliRunner, answer: Path, spec: str, named: str
) -> None:
    result = runner.invoke(main, ["check", str(answer), "-i", spec])
    assert result.exit_code == 2
    assert named in result.stderr


def test_check_text_shows_only_the_location_a_diagnostic_has(
    runner: CliRunner, answer: Path
) -> None:
    result = runner.invoke(main, ["check", str(answer), "-i", "style_3", "-i", "doc_6"])
    assert result.exit_code == 1
    lines = result.stdout.splitlines()
    assert "    E501 line 1:80 Line too long (83 > 79)" in lines
    assert "    no JSON object follows the last code block" in lines


def test_check_without_instructions_is_a_usage_error(runner: CliRunner, answer: Path) -> None:
    assert runner.invoke(main, ["check", str(answer)]).exit_code == 2


def test_verify_writes_one_verdict_line_per_sample(runner: CliRunner, tmp_path: Path) -> None:
    samples = tmp_path / "samples.jsonl"
    samples.write_text(EXAMPLES.read_text(encoding="utf-8"), encoding="utf-8")
    out = tmp_path / "verdicts.jsonl"
    result = runner.invoke(main, ["verify", str(samples), "-o", str(out), "--format", "json"])
    assert result.exit_code == 0, result.output
    lines = [ResponseVerdicts.model_validate_json(line) for line in out.read_text().splitlines()]
    inputs = [json.loads(line) for line in samples.read_text().splitlines()]
    assert [r.task_id for r in lines] == [s["task_id"] for s in inputs]
    assert [len(r.verdicts) for r in lines] == [len(s["instructions"]) for s in inputs]
    summary = json.loads(result.stdout)
    assert summary["responses"] == len(inputs)
    assert summary["checks"] == sum(len(s["instructions"]) for s in inputs)


def test_verify_skips_bad_lines_with_file_and_line_and_keeps_the_good_ones(
    runner: CliRunner, tmp_path: Path
) -> None:
    good = {"task_id": "t1", "response": "x = 1\n", "instructions": [{"id": "style_3"}]}
    samples = tmp_path / "samples.jsonl"
    samples.write_text(
        "\n".join(
            [
                json.dumps(good),
                "{not json",
                json.dumps({"task_id": "t2", "instructions": []}),
                json.dumps({**good, "task_id": "t3", "instructions": [{"id": "nope"}]}),
                json.dumps({**good, "task_id": "t4"}),
            ]
        )
        + "\n",
        encoding="utf-8",
    )
    out = tmp_path / "verdicts.jsonl"
    result = runner.invoke(main, ["verify", str(samples), "-o", str(out)])
    assert result.exit_code == 1
    for line in (2, 3, 4):
        assert f"samples.jsonl:{line}:" in result.stderr
    assert [json.loads(line)["task_id"] for line in out.read_text().splitlines()] == ["t1", "t4"]
    assert "2 responses, 2 checks (paper mode), pass rate 100.0%" in result.stdout
    assert "3 bad lines skipped" in result.stdout


def test_verify_of_a_missing_file_is_a_usage_error(runner: CliRunner, tmp_path: Path) -> None:
    result = runner.invoke(
        main, ["verify", str(tmp_path / "nope.jsonl"), "-o", str(tmp_path / "o")]
    )
    assert result.exit_code == 2
    assert "nope.jsonl" in result.stderr


def test_verify_of_a_missing_file_leaves_an_existing_output_untouched(
    runner: CliRunner, tmp_path: Path
) -> None:
    out = tmp_path / "verdicts.jsonl"
    out.write_text("earlier verdicts\n", encoding="utf-8")
    result = runner.invoke(main, ["verify", str(tmp_path / "typo.jsonl"), "-o", str(out)])
    assert result.exit_code == 2
    assert out.read_text(encoding="utf-8") == "earlier verdicts\n"


def test_verify_refuses_to_write_over_its_own_input(runner: CliRunner, tmp_path: Path) -> None:
    samples = tmp_path / "samples.jsonl"
    original = EXAMPLES.read_text(encoding="utf-8")
    samples.write_text(original, encoding="utf-8")
    result = runner.invoke(main, ["verify", str(samples), "-o", str(samples)])
    assert result.exit_code == 2
    assert "is the input file" in result.stderr
    assert samples.read_text(encoding="utf-8") == original


def test_check_as_a_real_subprocess(answer: Path) -> None:
    command = shutil.which("vibebench")
    argv = [command] if command else [sys.executable, "-m", "vibebench.cli"]
    completed = subprocess.run(
        [*argv, "check", str(answer), "-i", "style_3", "-i", "error_1"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert completed.returncode == 1
    assert "FAIL style_3" in completed.stdout
    assert "PASS error_1" in completed.stdout


def test_no_reasoning_judges_code_hidden_behind_a_reasoning_tag(
    runner: CliRunner, tmp_path: Path
) -> None:
    """Long-lined code, `</think>`, short code: the default reads the first as thinking;
    --no-reasoning (a model that never reasons) reads the tag as text, in all three commands."""
    path = tmp_path / "answer.md"
    path.write_text(f"{F}python\n{LONG}{F}\n</think>\n\n{F}python\nx = 1\n{F}\n", encoding="utf-8")
    style_3 = ["check", str(path), "-i", "style_3", "--mode", "strict"]
    assert runner.invoke(main, style_3).exit_code == 0
    assert runner.invoke(main, [*style_3, "--no-reasoning"]).exit_code == 1
    extract = ["extract", str(path), "--format", "json"]
    assert json.loads(runner.invoke(main, extract).stdout)["blocks"] == 1
    assert json.loads(runner.invoke(main, [*extract, "--no-reasoning"]).stdout)["blocks"] == 2
    samples = tmp_path / "samples.jsonl"
    line = {"task_id": "t", "response": path.read_text(), "instructions": [{"id": "style_3"}]}
    samples.write_text(json.dumps(line) + "\n", encoding="utf-8")
    verdicts = tmp_path / "verdicts.jsonl"
    command = ["verify", str(samples), "-o", str(verdicts), "--mode", "strict", "--format", "json"]
    assert json.loads(runner.invoke(main, command).stdout)["passed"] == 1
    assert json.loads(runner.invoke(main, [*command, "--no-reasoning"]).stdout)["passed"] == 0
