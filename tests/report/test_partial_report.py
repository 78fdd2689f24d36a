"""Partial runs say so: report, export and run print "incomplete: N of M samples done" at the
top and per model, show "–" for what was not computed (never 0), and exit with 3.

One store is written by hand (a plan, some samples done, some generated but not executed, a
model with nothing at all); another by `vibebench run` killed mid-way against a real HTTP
model server on 127.0.0.1, then resumed to the complete result.
"""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from outcome_server import outcome_server, reference_reply
from vibebench.cli import main
from vibebench.errors import ExitCode
from vibebench.store import (
    ExecutionRecord,
    ExtractionRecord,
    GenerationRecord,
    RunStore,
    SampleKey,
    VerdictRecord,
    read_export,
)
from vibebench.tasks import load_benchmark
from vibebench.testing import FakeServerConfig

TASKS = 4


def _sample(store: RunStore, key: SampleKey, *, evaluated: bool) -> None:
    code = f"def f():\n    return {key.task_id!r}\n"
    store.put_generation(key, GenerationRecord(turn=0, final=True, messages=[],
                                               response=f"```python\n{code}```"))
    if not evaluated:
        return
    store.put_extraction(key, ExtractionRecord(code=code, method="fenced"))
    store.put_verdicts(key, [VerdictRecord(instruction_id="style_3", position=1, passed=True)
                             for _ in range(key.k)])
    store.put_execution(key, ExecutionRecord(passed=True, status="passed", isolation="bwrap"))


def _keys(run_id: str, model: str) -> list[SampleKey]:
    return [SampleKey(run_id=run_id, model=model, task_id=f"T{t}", setting=setting, k=k, sample=0)
            for t in range(TASKS) for setting, k in (("base", 0), ("single", 1))]


@pytest.fixture
def partial_store(tmp_path: Path) -> Path:
    """`done`: 4 of 8 samples done (single k=1 generated, never verified nor executed);
    `idle`: 8 planned, none stored."""
    path = tmp_path / "runs.sqlite"
    with RunStore.open(path) as store:
        run_id = store.create_or_get_run("partial", {"suite": "vibe"})
        for model in ("done", "idle"):
            store.record_plan(run_id, model, 2 * TASKS)
        for key in _keys(run_id, "done"):
            _sample(store, key, evaluated=key.setting == "base")
    return path


def _finish(path: Path) -> None:
    with RunStore.open(path) as store:
        run = store.find_run("partial")
        assert run is not None
        for model in ("done", "idle"):
            for key in _keys(run.run_id, model):
                _sample(store, key, evaluated=True)


def _report(path: Path, *args: str):
    return CliRunner().invoke(main, ["report", "partial", "--store", str(path), "--resamples",
                                     "50", *args], env={"COLUMNS": "200"})


def test_the_report_of_a_partial_run_says_so_shows_dashes_and_exits_3(
    partial_store: Path, tmp_path: Path
) -> None:
    md = _report(partial_store, "--format", "md")
    assert md.exit_code == ExitCode.INCOMPLETE, md.output
    lines = md.stdout.splitlines()
    assert lines[0] == "**incomplete: 4 of 16 samples done**"
    assert "**done: 4 of 8 samples done**" in lines and "**idle: 0 of 8 samples done**" in lines
    board = next(line for line in lines if line.startswith("| done |"))
    cells = [cell.strip() for cell in board.strip("|").split("|")]
    assert cells[1].startswith("100.0")  # Func from the 4 base samples that are done
    assert cells[2:4] == ["–", "–"]  # IF and composite: no single sample done, not 0.0
    assert "| idle | 0/8 | – | – | – | 0 | – | – |" in md.stdout  # nothing sent: no rates

    html_path = tmp_path / "partial.html"
    html = _report(partial_store, "-o", str(html_path))
    assert html.exit_code == ExitCode.INCOMPLETE, html.output
    assert html.stdout.splitlines()[0] == "incomplete: 4 of 16 samples done"
    page = html_path.read_text()
    assert '<div class="incomplete" id="incomplete"><strong>incomplete: 4 of 16 samples done' \
        in page
    assert "<li>idle: 0 of 8 samples done</li>" in page

    as_json = _report(partial_store, "--format", "json")
    assert as_json.exit_code == ExitCode.INCOMPLETE
    payload = json.loads(as_json.stdout)
    assert payload["complete"] is False
    assert payload["incomplete"] == "incomplete: 4 of 16 samples done"
    assert [(m["model"], m["done"], m["planned"]) for m in payload["progress"]["models"]] == [
        ("done", 4, 8), ("idle", 0, 8)]
    (done,) = payload["metrics"]["models"]
    assert done["samples"] == 4 and done["leaderboard"]["instruction_following"] is None

    as_csv = _report(partial_store, "--format", "csv")
    assert as_csv.exit_code == ExitCode.INCOMPLETE
    assert "incomplete: 4 of 16 samples done" in as_csv.stderr
    assert "if_instruction" not in as_csv.stdout  # not computed: no row, never a 0

    _finish(partial_store)
    complete = _report(partial_store, "--format", "md")
    assert complete.exit_code == ExitCode.OK, complete.output
    assert "incomplete" not in complete.output


def test_the_export_of_a_partial_run_says_so_and_exits_3(
    partial_store: Path, tmp_path: Path
) -> None:
    out = tmp_path / "samples.jsonl"
    text = CliRunner().invoke(main, ["export", str(partial_store), "-o", str(out)])
    assert text.exit_code == ExitCode.INCOMPLETE, text.output
    assert text.stdout.splitlines() == [
        "incomplete: 4 of 16 samples done",
        "  done: 4 of 8 samples done",
        "  idle: 0 of 8 samples done",
        f"wrote 8 samples rows to {out}",
    ]
    rows = read_export(out)
    assert sorted((r["setting"], r["done"]) for r in rows) == [("base", True)] * 4 + [
        ("single", False)] * 4
    assert all(r["execution_passed"] is None for r in rows if not r["done"])

    as_json = CliRunner().invoke(main, ["export", str(partial_store), "-o", str(out),
                                        "--format", "json"])
    assert as_json.exit_code == ExitCode.INCOMPLETE
    payload = json.loads(as_json.stdout)
    assert (payload["incomplete"], payload["done"], payload["planned"]) == (
        "incomplete: 4 of 16 samples done", 4, 16)

    _finish(partial_store)
    complete = CliRunner().invoke(main, ["export", str(partial_store), "-o", str(out),
                                         "--format", "json"])
    assert complete.exit_code == ExitCode.OK, complete.output
    assert json.loads(complete.stdout) == {"rows": 16, "table": "samples", "output": str(out)}


def _run_command(url: str, store: Path) -> list[str]:
    return [sys.executable, "-m", "vibebench.cli", "run", "-b", "humaneval", "--limit", "3",
            "-k", "2", "-m", f"coder=openai-compatible:{url}@fake-coder", "--name", "killed",
            "--store", str(store), "-c", "2", "--no-report"]


def test_a_killed_run_is_reported_incomplete_and_its_resume_completes_it(
    tmp_path: Path,
) -> None:
    tasks = load_benchmark("humaneval")[:3]
    store = tmp_path / "runs.sqlite"
    planned = 3 * (1 + 2 + 2)
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    config = FakeServerConfig(reply=reference_reply(tasks), latency_s=0.1)
    with outcome_server(config, lambda request: None) as server:
        process = subprocess.Popen(_run_command(server.base_url, store), env=env,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        stored, deadline = 0, time.monotonic() + 60
        while stored < 4 and time.monotonic() < deadline:
            time.sleep(0.05)
            try:
                with sqlite3.connect(store) as db:
                    stored = db.execute("select count(*) from generations").fetchone()[0]
            except sqlite3.Error:
                stored = 0
        process.send_signal(signal.SIGKILL)
        process.wait()
        assert 4 <= stored < planned, "the kill must land mid-way through generation"

        report = CliRunner().invoke(main, ["report", "killed", "--store", str(store),
                                           "--format", "md", "--resamples", "20"])
        exported = CliRunner().invoke(main, ["export", str(store), "-o",
                                             str(tmp_path / "x.jsonl")])
        resumed = subprocess.run(_run_command(server.base_url, store), env=env,
                                 capture_output=True, text=True, check=False)
        final = CliRunner().invoke(main, ["report", "killed", "--store", str(store),
                                          "--format", "md", "--resamples", "20"])

    assert report.exit_code == ExitCode.INCOMPLETE, report.output
    first = report.stdout.splitlines()[0]
    done = int(first.removeprefix("**incomplete: ").split(" of ")[0])
    assert first == f"**incomplete: {done} of {planned} samples done**" and done < planned
    assert exported.exit_code == ExitCode.INCOMPLETE
    assert exported.stdout.startswith(f"incomplete: {done} of {planned} samples done")
    assert resumed.returncode == ExitCode.OK, resumed.stdout + resumed.stderr
    assert "incomplete" not in resumed.stdout
    assert f"coder: {planned} samples, error rate 0.0%" in resumed.stdout
    assert final.exit_code == ExitCode.OK and "incomplete" not in final.stdout
