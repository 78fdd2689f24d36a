"""Every way a generation can end, over real HTTP: stored, counted, explained, resumable.

A local OpenAI-compatible server (tests/outcome_server.py, the shared fake server with a
per-request fault hook) answers each HumanEval task one known way: 401, 404, 400, 429, 500,
a hang, empty content, `finish_reason: length`, a refusal, garbage bytes (as a body and
instead of HTTP) and a connection cut mid-body. `vibebench run` must store each ending with
its status, show it in the summary and the report, exit with the code the table says, and a
rerun against the fixed server must converge.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from outcome_server import OutcomeServer, outcome_server, reference_reply, task_of
from vibebench.cli import main
from vibebench.errors import ExitCode
from vibebench.store import RunStore
from vibebench.tasks import Task, load_benchmark
from vibebench.testing import FakeRequest, FakeServerConfig

FAULT_OF_TASK = {
    1: "unauthorized",
    2: "unknown_model",
    3: "unknown_parameter",
    4: "rate_limit",
    5: "server_error",
    6: "timeout",
    7: "empty",
    8: "length",
    9: "refused",
    10: "garbage",
    11: "garbage_stream",
    12: "disconnect",
}
TASKS = 14
"""Tasks 0 and 13 are answered normally."""

EXPECTED = {
    "unauthorized": ("api_error", 401, "Invalid API key."),
    "unknown_model": ("api_error", 404, "The model `fake-coder` does not exist."),
    "unknown_parameter": ("api_error", 400, "Unrecognized request argument: seed"),
    "rate_limit": ("api_error", 429, "Rate limit reached, slow down."),
    "server_error": ("api_error", 500, "The server had an error processing your request."),
    "timeout": ("transport_error", None, None),
    "empty": ("empty", None, None),
    "length": ("truncated", None, None),
    "refused": ("refused", None, None),
    "garbage": ("transport_error", None, None),
    "garbage_stream": ("transport_error", None, None),
    "disconnect": ("transport_error", None, None),
    None: ("ok", None, None),
}
"""Fault -> (stored status, HTTP status, provider message)."""


@pytest.fixture(scope="module")
def tasks() -> list[Task]:
    return load_benchmark("humaneval")[:TASKS]


def _decide(tasks: list[Task]):
    def decide(request: FakeRequest) -> str | None:
        task = task_of(request, tasks)
        return None if task is None else FAULT_OF_TASK.get(tasks.index(task))

    return decide


def _run(server: OutcomeServer, store: Path, *extra: str) -> Result:
    args = [
        "run", "-b", "humaneval", "-s", "base", "--limit", str(TASKS),
        "-m", f"coder=openai-compatible:{server.base_url}@fake-coder",
        "--store", str(store), "--retries", "1", "--request-timeout", "1", "-c", "8",
        "--report", str(store.with_suffix(".html")), *extra,
    ]  # fmt: skip
    return CliRunner().invoke(main, args, env={"COLUMNS": "250"})


def _rows(store: Path) -> dict[str, dict]:
    with RunStore.open(store) as opened:
        return {row["task_id"]: row for row in opened.iter_table_rows("generations")}


def test_every_ending_is_stored_counted_explained_and_a_rerun_converges(
    tmp_path: Path, tasks: list[Task]
) -> None:
    store = tmp_path / "runs.sqlite"
    config = FakeServerConfig(reply=reference_reply(tasks), hang_s=3.0)
    with outcome_server(config, _decide(tasks)) as server:
        first = _run(server, store)
        rows = _rows(store)
        report = store.with_suffix(".html").read_text()
        server.enabled = False  # the provider is fixed
        requests_before = server.settle()
        second = _run(server, store, "--format", "json")
        resent = server.settle() - requests_before

    # Stored: one row per task with its status, HTTP status, provider message, finish reason.
    for index, task in enumerate(tasks):
        status, http, said = EXPECTED[FAULT_OF_TASK.get(index)]
        row = rows[task.id]
        assert (row["status"], row["http_status"], row["provider_message"]) == (status, http, said)
        assert (row["error"] is None) == (status in ("ok", "truncated"))
    length, refused = rows[tasks[8].id], rows[tasks[9].id]
    assert length["finish_reason"] == "length"
    assert tasks[8].reference_solution.strip() in length["response"]  # kept and scored
    assert refused["finish_reason"] == "content_filter"
    assert rows[tasks[0].id]["usage"]["completion_tokens"] > 0
    assert rows[tasks[0].id]["latency_s"] > 0

    # The summary: 11 of 14 failed (78.6%), so the model is marked and the run exits 3,
    # with the cause on one line before any table.
    assert first.exit_code == ExitCode.INCOMPLETE, first.output
    cause = "coder: error rate 78.6% is above the 10.0% threshold"
    assert cause in first.output
    assert first.output.index(cause) < first.output.index("Generation outcomes")
    assert "incomplete" not in first.output  # every sample is done; failures are results
    for text in ("7.1 (1)", "78.6 (11) !", "Generation errors by kind", "transport_error",
                 "empty: no text (finish_reason stop)", "refused: the provider refused"):
        assert text in first.output
    for fault in ("unauthorized", "unknown_model", "unknown_parameter", "rate_limit",
                  "server_error"):
        _, http, said = EXPECTED[fault]
        assert f"api_error (HTTP {http})" in first.output
        assert f"HTTP {http}: {said}" in first.output

    # The report shows the same counts and messages, and ranks no model over the limit.
    assert 'id="outcomes"' in report and "not ranked" in report
    for fault in ("unauthorized", "unknown_model", "unknown_parameter", "rate_limit",
                  "server_error"):
        _, http, said = EXPECTED[fault]
        assert f"<td>api_error (HTTP {http})</td><td>1</td><td>HTTP {http}: " in report
    assert "<td>transport_error</td><td>4</td>" in report
    assert "<td>empty</td><td>1</td>" in report and "<td>refused</td><td>1</td>" in report

    # Rerun against the fixed server: only the 11 failures are sent again, and it converges.
    assert resent == 11
    assert second.exit_code == ExitCode.OK, second.output
    (summary,) = json.loads(second.stdout)
    assert summary["errors"] == 0 and summary["complete"] is True
    assert summary["outcomes"] == {"ok": 13, "truncated": 1}
    assert summary["truncation_rate"] == pytest.approx(1 / 14)
    assert summary["rows"][0]["pass_at_1"] == 1.0


@pytest.mark.parametrize(
    ("fault", "http", "said"),
    [
        ("unauthorized", 401, "Invalid API key."),
        ("unknown_model", 404, "The model `fake-coder` does not exist."),
        ("unknown_parameter", 400, "Unrecognized request argument: seed"),
    ],
)
def test_a_fatal_configuration_error_stops_the_model_and_a_rerun_resumes(
    tmp_path: Path, tasks: list[Task], fault: str, http: int, said: str
) -> None:
    store = tmp_path / "runs.sqlite"
    config = FakeServerConfig(reply=reference_reply(tasks))
    with outcome_server(config, lambda request: fault) as server:
        stopped = _run(server, store, "-c", "1")
        sent = server.settle()
        with RunStore.open(store) as opened:
            statuses = [row["status"] for row in opened.iter_table_rows("generations")]
        server.enabled = False
        resumed = _run(server, store, "-c", "1")
        resent = server.settle() - sent

    assert sent == 3  # not 14: the model stopped after 3 identical failures
    assert sorted(statuses) == ["api_error"] * 3 + ["not_attempted"] * (TASKS - 3)
    assert stopped.exit_code == ExitCode.INCOMPLETE, stopped.output
    lines = stopped.stdout.splitlines()
    assert lines[0].startswith(f"incomplete: 3 of {TASKS} samples done")
    cause = next(line for line in lines if line.startswith("coder: error rate 100.0%"))
    assert f"stopped after 3 identical failures (HTTP {http}: {said})" in cause
    assert f"incomplete: 3 of {TASKS} samples done (11 missing, 11 not attempted)" in cause
    assert "not_attempted" in stopped.output

    assert resent == TASKS  # the 3 failures and the 11 samples never sent
    assert resumed.exit_code == ExitCode.OK, resumed.output
    assert "incomplete" not in resumed.output
    assert f"coder: {TASKS} samples, error rate 0.0%" in resumed.output


def test_a_model_under_the_limit_exits_0_and_over_a_stricter_limit_exits_3(
    tmp_path: Path, tasks: list[Task]
) -> None:
    store = tmp_path / "runs.sqlite"
    config = FakeServerConfig(reply=reference_reply(tasks))

    def decide(request: FakeRequest) -> str | None:
        task = task_of(request, tasks)
        return "server_error" if task is tasks[0] else None

    with outcome_server(config, decide) as server:
        lenient = _run(server, store, "--retries", "0", "--no-report")
        strict = _run(server, store, "--retries", "0", "--no-report", "--max-error-rate", "0.05")
    assert lenient.exit_code == ExitCode.OK, lenient.output  # 1 of 14 = 7.1% <= 10%
    assert "coder: 14 samples, error rate 7.1%" in lenient.output
    assert "api_error (HTTP 500)" in lenient.output
    assert strict.exit_code == ExitCode.INCOMPLETE, strict.output
    assert "coder: error rate 7.1% is above the 5.0% threshold" in strict.output
