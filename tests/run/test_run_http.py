"""`vibebench run` end to end against a real HTTP model server on 127.0.0.1."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

from click.testing import CliRunner

from vibebench.cli import main
from vibebench.metrics import ModelSummary, score_run
from vibebench.models import RetryPolicy
from vibebench.run import RunConfig, RunOptions, run_vibe
from vibebench.store import RunStore, export_run, read_export
from vibebench.tasks import Task
from vibebench.testing import FakeRequest, FakeServerConfig, fake_openai_server

VOLATILE = {"created_at", "latency_s", "duration_s", "cpu_s"}


def _reply_for(tasks: list[Task], reference_reply):
    answer = reference_reply(tasks)

    def reply(request: FakeRequest) -> str:
        return answer("\n".join(content for _, content in request.messages))

    return reply


def _config(server_url: str, augmented: Path, settings=("base", "single", "multi")) -> RunConfig:
    return RunConfig(
        name="http",
        benchmarks=("humaneval",),
        augmented=(str(augmented),),
        models=(f"coder=openai-compatible:{server_url}@fake-coder",),
        settings=settings,
        max_k=3,
        limit=3,
    )


def run(config: RunConfig, options: RunOptions) -> list[ModelSummary]:
    """The engine's run, scored as `vibebench run` scores it."""
    return score_run(run_vibe(config, options), options.max_error_rate).summaries


def test_a_run_against_a_healthy_server_scores_reference_answers_as_passing(
    tmp_path: Path, humaneval_tasks: list[Task], augmented_file: Path, reference_reply
) -> None:
    with fake_openai_server(
        FakeServerConfig(reply=_reply_for(humaneval_tasks, reference_reply))
    ) as server:
        config = _config(server.base_url, augmented_file)
        (summary,) = run(config, RunOptions(store_path=tmp_path / "r.sqlite", show_progress=False))
        requests = server.stats.total
    assert requests == 3 * (1 + 3 + 3)
    assert summary.error_rate == 0
    assert all(row.pass_at_1 == 1.0 for row in summary.rows)
    single_1 = next(r for r in summary.rows if r.setting == "single" and r.k == 1)
    assert single_1.if_instruction is not None and 0.0 <= single_1.if_instruction <= 1.0


def test_injected_failures_are_recorded_as_errors_and_retried_on_resume(
    tmp_path: Path, humaneval_tasks: list[Task], augmented_file: Path, reference_reply
) -> None:
    faulty = FakeServerConfig(
        reply=_reply_for(humaneval_tasks, reference_reply),
        fault_rates={"server_error": 0.3, "malformed": 0.2, "rate_limit": 0.1},
        seed=7,
    )
    store_path = tmp_path / "r.sqlite"
    no_retries = RunOptions(
        store_path=store_path, show_progress=False, retry=RetryPolicy(max_attempts=1, timeout_s=10)
    )
    with fake_openai_server(faulty) as server:
        config = _config(server.base_url, augmented_file, settings=("base", "single"))
        (summary,) = run(config, no_retries)
        failed_requests = sum(
            server.stats.count(o) for o in ("server_error", "malformed", "rate_limit")
        )
    assert failed_requests > 0
    assert summary.errors == failed_requests
    assert summary.error_rate == failed_requests / summary.samples
    assert summary.flagged == (summary.error_rate > 0.10)
    with RunStore.open(store_path) as store:
        errors = [row for row in store.iter_table_rows("generations") if row["error"]]
    assert len(errors) == failed_requests

    with fake_openai_server(
        FakeServerConfig(reply=_reply_for(humaneval_tasks, reference_reply))
    ) as server:
        (resumed,) = run(
            _config(server.base_url, augmented_file, settings=("base", "single")), no_retries
        )
        assert server.stats.total == failed_requests
    assert resumed.errors == 0
    assert all(row.pass_at_1 == 1.0 for row in resumed.rows)


def _rows(store_path: Path, tmp_path: Path, table: str) -> list[dict]:
    out = tmp_path / f"{store_path.stem}-{table}.jsonl"
    export_run(store_path, out, table=table)
    rows = read_export(out)
    return sorted(
        json.dumps({k: v for k, v in row.items() if k not in VOLATILE}, sort_keys=True)
        for row in rows
    )


def _run_command(url: str, augmented: Path, store: Path) -> list[str]:
    return [
        sys.executable,
        "-m",
        "vibebench.cli",
        "run",
        "-b",
        "humaneval",
        "-a",
        str(augmented),
        "-m",
        f"coder=openai-compatible:{url}@fake-coder",
        "-k",
        "3",
        "--limit",
        "3",
        "--name",
        "kill",
        "--store",
        str(store),
        "-c",
        "2",
    ]


def test_a_run_killed_mid_way_resumes_to_the_uninterrupted_result(
    tmp_path: Path, humaneval_tasks: list[Task], augmented_file: Path, reference_reply
) -> None:
    config = FakeServerConfig(reply=_reply_for(humaneval_tasks, reference_reply), latency_s=0.05)
    killed_store, clean_store = tmp_path / "killed.sqlite", tmp_path / "clean.sqlite"
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    with fake_openai_server(config) as server:
        command = _run_command(server.base_url, augmented_file, killed_store)
        process = subprocess.Popen(
            command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
        deadline = time.monotonic() + 60
        stored = 0
        while time.monotonic() < deadline and stored < 6:
            time.sleep(0.05)
            if killed_store.exists():
                try:
                    with sqlite3.connect(killed_store) as db:
                        stored = db.execute("select count(*) from generations").fetchone()[0]
                except sqlite3.OperationalError:
                    stored = 0
        process.send_signal(signal.SIGKILL)
        process.wait()
        assert 6 <= stored < 21, "the kill must land mid-way through generation"
        first_requests = server.stats.total

        subprocess.run(command, env=env, check=True, capture_output=True)
        resumed_requests = server.stats.total - first_requests
        subprocess.run(
            _run_command(server.base_url, augmented_file, clean_store),
            env=env,
            check=True,
            capture_output=True,
        )

    assert resumed_requests <= 21 - stored + 2  # at most the in-flight requests are repeated
    with RunStore.open(killed_store) as store:
        assert store.integrity_check() == "ok"
        assert store.count("generations") == 21
    for table in ("generations", "verdicts", "executions"):
        assert _rows(killed_store, tmp_path, table) == _rows(clean_store, tmp_path, table)


def test_the_command_reports_and_flags_a_model_whose_requests_fail(
    tmp_path: Path, humaneval_tasks: list[Task], augmented_file: Path, reference_reply
) -> None:
    faulty = FakeServerConfig(
        reply=_reply_for(humaneval_tasks, reference_reply),
        schedule=("timeout", "server_error", "malformed", "rate_limit"),
        hang_s=2.0,
    )
    store = tmp_path / "r.sqlite"
    with fake_openai_server(faulty) as server:
        args = [*_run_command(server.base_url, augmented_file, store)[3:], "--no-report"]
        args += ["--retries", "0", "--request-timeout", "0.5"]
        table = CliRunner().invoke(main, args, env={"COLUMNS": "200"})
        failed = {o: server.stats.count(o) for o in ("server_error", "malformed", "rate_limit")}
        with RunStore.open(store) as opened:
            rows = opened.iter_table_rows("generations")
            errors = [row["error"] for row in rows if row["error"]]
        again = CliRunner().invoke(main, [*args, "--format", "json"])
    # issue 13: a model over the allowed failure rate makes the run exit 3 (ExitCode.INCOMPLETE)
    assert table.exit_code == 3, table.output
    assert failed == {"server_error": 1, "malformed": 1, "rate_limit": 1}
    assert sum("timed out" in error for error in errors) == 1  # the one scheduled hang
    assert sum("HTTP 500" in error for error in errors) == failed["server_error"]
    assert sum("HTTP 429" in error for error in errors) == failed["rate_limit"]
    assert sum("malformed" in error for error in errors) == failed["malformed"]
    rate = len(errors) / 21
    assert rate > 0.10
    assert f"coder: 21 samples, error rate {100 * rate:.1f}%" in table.output
    assert f"coder: error rate {100 * rate:.1f}% is above the 10.0% threshold" in table.output

    assert again.exit_code == 0, again.output
    (summary,) = json.loads(again.stdout)
    assert summary["errors"] == 0 and summary["flagged"] is False  # the retried run recovered
