"""`vibebench verify` on files with nothing to verify, with bad lines, and its summary line.

A file with no good line (empty, blank, every line bad) verified nothing: an input error,
exit 2, with a message naming the file. A file with some good lines keeps exit 1: the good
lines are verified and written, each bad one named FILE:LINE as skipped.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from vibebench.cli import main
from vibebench.errors import DatasetError
from vibebench.verify._samples import iter_samples

F = "```"
GOOD = {"task_id": "t1", "response": f"{F}python\nx = 1\n{F}", "instructions": ["error_1"]}
BAD_PARAM = {
    "task_id": "t2",
    "response": f"{F}python\nx = 1\n{F}",
    "instructions": [{"id": "style_3", "params": {"line_length": "x"}}],
}


def _verify(tmp_path: Path, text: str, *options: str) -> tuple[Result, Path]:
    samples = tmp_path / "samples.jsonl"
    samples.write_text(text, encoding="utf-8")
    out = tmp_path / "verdicts.jsonl"
    result = CliRunner().invoke(main, ["verify", str(samples), "-o", str(out), *options])
    assert "Traceback" not in result.output
    return result, out


@pytest.mark.parametrize("text", ["", "\n\n  \n"], ids=["empty", "blank lines"])
def test_a_file_without_samples_exits_2_saying_so(tmp_path: Path, text: str) -> None:
    result, out = _verify(tmp_path, text)
    assert result.exit_code == 2
    assert "error: " in result.stderr
    assert "samples.jsonl: no samples to verify" in result.stderr
    assert "pass rate n/a" in result.stdout
    assert out.read_text(encoding="utf-8") == ""


def test_a_file_whose_every_line_is_bad_exits_2_naming_each_line(tmp_path: Path) -> None:
    result, out = _verify(tmp_path, "not json\n{bad\n" + json.dumps(BAD_PARAM) + "\n")
    assert result.exit_code == 2
    for line in (1, 2, 3):
        assert f"samples.jsonl:{line}: " in result.stderr
    assert "samples.jsonl: no sample verified: all 3 lines are bad" in result.stderr
    assert "0 responses, 0 checks (paper mode), pass rate n/a; 3 bad lines skipped" in (
        result.stdout
    )
    assert out.read_text(encoding="utf-8") == ""


def test_a_file_whose_only_line_is_bad_exits_2(tmp_path: Path) -> None:
    result, _ = _verify(tmp_path, "not json\n")
    assert result.exit_code == 2
    assert "no sample verified: its only line is bad" in result.stderr
    assert "1 bad line skipped" in result.stdout


def test_some_bad_lines_exit_1_and_the_good_lines_are_written(tmp_path: Path) -> None:
    result, out = _verify(tmp_path, json.dumps(GOOD) + "\n" + json.dumps(BAD_PARAM) + "\n")
    assert result.exit_code == 1
    assert [json.loads(line)["task_id"] for line in out.read_text().splitlines()] == ["t1"]
    assert "1 response, 1 check (paper mode), pass rate 100.0% (1 passed); 1 bad line skipped" in (
        result.stdout
    )


def test_a_bad_parameter_is_named_with_its_instruction_and_the_line_is_skipped(
    tmp_path: Path,
) -> None:
    result, _ = _verify(tmp_path, json.dumps(GOOD) + "\n" + json.dumps(BAD_PARAM) + "\n")
    expected = (
        "samples.jsonl:2: style_3 parameter line_length: expected an integer, got 'x' "
        "(line skipped)"
    )
    assert expected in result.stderr
    assert "reset to default" not in result.output


def test_iter_samples_names_the_instruction_and_parameter_of_a_bad_value(
    tmp_path: Path,
) -> None:
    samples = tmp_path / "samples.jsonl"
    unknown = {**BAD_PARAM, "instructions": [{"id": "style_3", "params": {"colour": 1}}]}
    samples.write_text(json.dumps(BAD_PARAM) + "\n" + json.dumps(unknown) + "\n")
    problems = [item for item in iter_samples(samples) if isinstance(item, DatasetError)]
    assert [problem.reason for problem in problems] == [
        "style_3 parameter line_length: expected an integer, got 'x'",
        "style_3 has no parameter 'colour'",
    ]


def test_the_json_summary_has_no_pass_rate_without_checks(tmp_path: Path) -> None:
    result, _ = _verify(tmp_path, "", "--format", "json")
    assert result.exit_code == 2
    summary = json.loads(result.stdout)
    assert (summary["checks"], summary["pass_rate"]) == (0, None)


def test_plural_forms_in_the_summary(tmp_path: Path) -> None:
    text = "".join(json.dumps({**GOOD, "task_id": f"t{n}"}) + "\n" for n in range(2))
    result, _ = _verify(tmp_path, text + "{bad\n{bad\n")
    assert "2 responses, 2 checks (paper mode), pass rate 100.0% (2 passed); 2 bad lines" in (
        result.stdout
    )
