"""`vibebench exec` and `vibebench selfcheck` end to end, through the real sandbox.

The commands are invoked directly (not through the `vibebench` group), so a stage being
rebuilt elsewhere cannot break these tests.
"""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from vibebench.cli.execute import exec_, selfcheck
from vibebench.tasks import Task, load_benchmark, write_tasks_jsonl

GOOD_BODY = (
    "    return any(abs(a - b) < threshold for i, a in enumerate(numbers)"
    " for b in numbers[i + 1:])\n"
)


def _write_samples(path: Path, lines: list[str]) -> Path:
    path.write_text("\n".join(lines) + "\n")
    return path


def test_selfcheck_humaneval_passes_all_164_sandboxed() -> None:
    result = CliRunner().invoke(selfcheck, ["humaneval", "--format", "json"])
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    assert (summary["checked"], summary["passed"]) == (164, 164)
    assert summary["isolation"] == "bwrap"
    assert summary["failures"] == []


def test_selfcheck_lists_a_broken_reference_and_exits_1(tmp_path: Path) -> None:
    [good] = [t for t in load_benchmark("humaneval") if t.id == "HumanEval/0"]
    broken = good.model_copy(update={
        "id": "mine/broken", "reference_solution": good.code_prefix + "    return None\n",
    })
    no_reference = good.model_copy(update={"id": "mine/none", "reference_solution": None})
    task_file = tmp_path / "tasks.jsonl"
    write_tasks_jsonl([good, broken, no_reference], task_file)
    result = CliRunner().invoke(selfcheck, [str(task_file)])
    assert result.exit_code == 1
    assert "1/2 reference solutions pass" in result.stdout
    assert "FAIL mine/broken: failed" in result.stdout
    assert "1 task(s) have no reference solution" in result.stdout


def test_exec_writes_verdicts_and_pass_at_k_and_reports_bad_lines(tmp_path: Path) -> None:
    response = "Here it is:\n```python\ndef truncate_number(number):\n    return number % 1.0\n```"
    samples = _write_samples(tmp_path / "samples.jsonl", [
        json.dumps({"task_id": "HumanEval/0", "completion": GOOD_BODY}),
        json.dumps({"task_id": "HumanEval/0", "solution": "def has_close_elements(n, t):\n"
                    "    return True\n"}),
        json.dumps({"task_id": "HumanEval/2", "response": response}),
        "{not json",
        json.dumps({"task_id": "HumanEval/9999", "completion": "pass"}),
    ])  # fmt: skip
    out = tmp_path / "verdicts.jsonl"
    result = CliRunner().invoke(exec_, [
        str(samples), "-b", "humaneval", "-o", str(out), "--k", "1,10",
        "--format", "json",
    ])  # fmt: skip
    assert result.exit_code == 1
    assert f"{samples}:4: invalid JSON" in result.stderr
    assert f"{samples}:5: unknown task_id 'HumanEval/9999'" in result.stderr
    summary = json.loads(result.stdout)
    assert summary["statuses"] == {"passed": 2, "failed": 1}
    assert summary["pass_at_k"] == {"1": 0.75}  # HumanEval/0: 1 of 2; HumanEval/2: 1 of 1
    assert summary["skipped_k"] == [10]
    verdicts = [json.loads(line) for line in out.read_text().splitlines()]
    assert sorted((v["task_id"], v["completion_id"], v["status"]) for v in verdicts) == [
        ("HumanEval/0", 0, "passed"), ("HumanEval/0", 1, "failed"), ("HumanEval/2", 0, "passed"),
    ]


def test_exec_exits_0_when_every_sample_passes(tmp_path: Path) -> None:
    samples = _write_samples(tmp_path / "samples.jsonl", [
        json.dumps({"task_id": "HumanEval/0", "completion": GOOD_BODY}),
    ])  # fmt: skip
    result = CliRunner().invoke(exec_, [str(samples), "-b", "humaneval",
                                       "--no-calibrate"])
    assert result.exit_code == 0, result.output
    assert "pass@1: 1.0000" in result.stdout


def test_exec_usage_errors_exit_2(tmp_path: Path) -> None:
    samples = _write_samples(tmp_path / "samples.jsonl", ["{broken"])
    bad_k = CliRunner().invoke(exec_, [str(samples), "-b", "humaneval", "--k", "0"])
    assert bad_k.exit_code == 2
    unknown = CliRunner().invoke(exec_, [str(samples), "-b", "no-such-bench"])
    assert unknown.exit_code == 2
    assert "no-such-bench" in unknown.output
    nothing = CliRunner().invoke(exec_, [str(samples), "-b", "humaneval"])
    assert nothing.exit_code == 2
    assert "no usable samples" in nothing.output


def test_exec_of_an_undecodable_samples_file_exits_2_naming_it(tmp_path: Path) -> None:
    samples = tmp_path / "samples.jsonl"
    samples.write_bytes(b"\xff\xfe not utf-8\n")
    result = CliRunner().invoke(exec_, [str(samples), "-b", "humaneval"])
    assert result.exit_code == 2
    assert "samples.jsonl: cannot read samples" in result.stderr


def test_exec_refuses_to_write_verdicts_over_its_samples(tmp_path: Path) -> None:
    line = json.dumps({"task_id": "HumanEval/0", "completion": GOOD_BODY})
    samples = _write_samples(tmp_path / "samples.jsonl", [line])
    result = CliRunner().invoke(exec_, [str(samples), "-b", "humaneval", "-o", str(samples)])
    assert result.exit_code == 2
    assert "is the samples file" in result.stderr
    assert samples.read_text() == line + "\n"


def test_task_file_round_trip_for_user_benchmarks(tmp_path: Path) -> None:
    task = Task(id="u/1", source="u", prompts={"complete": ""}, test_kind="stdin_stdout",
                cases=({"input": "2\n", "output": "4\n"},),  # type: ignore[arg-type]
                reference_solution="print(int(input()) * 2)\n")
    task_file = tmp_path / "tasks.jsonl"
    write_tasks_jsonl([task], task_file)
    result = CliRunner().invoke(selfcheck, [str(task_file), "--format", "json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["passed"] == 1
