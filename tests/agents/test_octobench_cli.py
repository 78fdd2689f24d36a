"""`vibebench agents run|checklist|score|tables` over real local servers.

The scaffold is the small test agent (a CMD scaffold); the upstream it reaches through the
proxy is the scripted Anthropic server; the checklist model and the three judges are
OpenAI-compatible model specs served by the fake model server, all on 127.0.0.1.
"""

from __future__ import annotations

import json
import re
import shlex
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner
from test_octobench_scaffold import AGENT, write_once_per_turn
from test_octobench_upstream import ScriptedAnthropic, Upstream

from vibebench.cli.agents_run import agents
from vibebench.testing import FakeModelServer, FakeRequest, FakeServerConfig, fake_openai_server

LOCAL = Path(__file__).parent / "data" / "octobench"
NOTES = LOCAL / "notes-claude-md"
ITEM = re.compile(r"^\d+\. id='([^']+)': ", re.MULTILINE)
PROPOSAL = {"User query": {"description": "the two turns", "checks": [
    {"check_id": "UserQuery_out_written", "description": "Check whether the assistant "
                                                        "wrote OUT-0.md"},
    {"check_id": "UserQuery_second_turn", "description": "Check whether the assistant "
                                                        "answered the second turn"}]},
    "Agents.md": {"description": "CLAUDE.md", "checks": [
        {"check_id": "Agents_no_emoji", "description": "Check whether the assistant used no "
                                                      "emoji"}]}}


def models_reply(request: FakeRequest) -> str:
    """The checklist model proposes PROPOSAL; judge-c fails every first item."""
    if request.model == "gen":
        return json.dumps(PROPOSAL)
    prompt = request.messages[-1][1]
    ids = ITEM.findall(prompt)
    return json.dumps({"verdicts": [
        {"id": ident, "answer": "no" if request.model == "judge-c" and n == 0 else "yes",
         "reason": "-"} for n, ident in enumerate(ids)]})


@pytest.fixture
def upstream() -> Iterator[Upstream]:
    with ScriptedAnthropic(write_once_per_turn) as running:
        yield running


@pytest.fixture
def models() -> Iterator[FakeModelServer]:
    with fake_openai_server(FakeServerConfig(reply=models_reply)) as server:
        yield server


def _invoke(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(agents, [str(a) for a in args], catch_exceptions=False)
    return result.exit_code, result.stdout


def _agent_command() -> str:
    return f"{shlex.quote(sys.executable)} {AGENT} {{query}}"


def test_run_checklist_score_and_tables_end_to_end(
        tmp_path: Path, upstream: Upstream, models: FakeModelServer) -> None:
    out = tmp_path / "out"
    code, output = _invoke("run", LOCAL, "--only", "notes-claude-md-001", "-s",
                           _agent_command(), "--label", "test-agent", "--upstream",
                           upstream.url, "-o", out,
                           "-n", "2", "--turn-timeout", "30", "--format", "json")
    assert code == 0, output
    records = json.loads(output)
    assert [(r["instance_id"], r["rollout"], r["calls"]) for r in records] == [
        ("notes-claude-md-001", 0, 4), ("notes-claude-md-001", 1, 4)]
    assert (out / "runs.sqlite").is_file()
    assert len((out / "trajectories.jsonl").read_text().splitlines()) == 2

    checklists = tmp_path / "checklists.json"
    code, output = _invoke("checklist", NOTES, "--runs", out, "-m",
                           f"gen=openai-compatible:{models.base_url}@gen", "-o", checklists)
    assert code == 0, output
    assert "notes-claude-md-001: 3 checks in User query, Agents.md from 2 proposal(s)" in output
    generated = json.loads(checklists.read_text())["instances"]["notes-claude-md-001"]
    assert [c["check_id"] for c in generated["User query"]["checks"]] == [
        "UserQuery_out_written", "UserQuery_second_turn"]

    scores = tmp_path / "scores.json"
    judges = [arg for name in ("a", "b", "c") for arg in (
        "-j", f"{name}=openai-compatible:{models.base_url}@judge-{name}")]
    code, output = _invoke("score", NOTES, "--runs", out, "-c", checklists, *judges,
                           "-o", scores, "--format", "json")
    assert code == 0, output
    tables = json.loads(output)
    assert tables["judges"] == ["a", "b", "c"]
    # judge c fails the first check of each run: ISR 0, CSR 2/3; a and b pass all
    assert tables["overall"]["isr"]["per_judge"] == {"a": 1.0, "b": 1.0, "c": 0.0}
    assert tables["overall"]["csr"]["mean"] == pytest.approx((1 + 1 + 2 / 3) / 3)
    assert [row["group"] for row in tables["by_category"]] == ["Agents.md", "User query"]

    code, output = _invoke("tables", scores, "--format", "markdown")
    assert code == 0 and "### By scaffold" in output
    assert "| test-agent | 100.00 | 100.00 | 100.00 | 100.00 | 0.00 | 66.67 |" in output


def test_a_failed_scaffold_run_exits_1_and_a_crashed_run_scores_zero(
        tmp_path: Path, upstream: Upstream, models: FakeModelServer) -> None:
    out = tmp_path / "out"
    crash = f"{shlex.quote(sys.executable)} -c 'raise SystemExit(4)' {{query}}"
    code, output = _invoke("run", NOTES, "-s", crash, "--upstream", upstream.url, "-o", out)
    assert code == 1
    assert "exits 4,4, 0 calls" in output and "no model call" in output
    judge = ["-j", f"a=openai-compatible:{models.base_url}@judge-a"]
    code, output = _invoke("score", NOTES, "--runs", out, *judge, "-o", tmp_path / "s.json",
                           "--format", "json")
    assert code == 0
    assert json.loads(output)["overall"]["csr"]["mean"] == 0.0
    code, output = _invoke("tables", tmp_path / "s.json")
    assert code == 0 and "By instruction category" in output
    assert "0.00 / 0.00" in output and "0.00 ± 0.00" in output


@pytest.mark.parametrize("args", [
    ("run", NOTES, "--only", "nope", "-s", "x", "--upstream", "http://127.0.0.1:9", "-o", "o"),
    ("run", NOTES, "-s", "agent {bad}", "--upstream", "http://127.0.0.1:9", "-o", "o"),
    ("run", NOTES, "-s", "x", "--upstream", "ftp://nowhere", "-o", "o"),
    ("checklist", NOTES, "--runs", "missing-dir", "-m", "openai-compatible:http://h/v1@m",
     "-o", "c.json"),
    ("tables", "no-such-scores.json"),
])
def test_usage_errors_exit_2_with_one_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                           args: tuple) -> None:
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(agents, [str(a) for a in args])
    assert result.exit_code == 2, result.output
    assert result.output.strip().splitlines()[-1].startswith("error: ")


def test_score_without_any_checklist_is_a_usage_error(
        tmp_path: Path, upstream: Upstream, models: FakeModelServer) -> None:
    out = tmp_path / "out"
    instance = tmp_path / "bare"
    instance.mkdir()
    (instance / "instance.json").write_text(json.dumps(
        {"instance_id": "bare", "user_query": ["Create it"]}))
    code, _ = _invoke("run", instance, "-s", _agent_command(), "--upstream", upstream.url,
                      "-o", out)
    assert code == 0
    result = CliRunner().invoke(agents, ["score", str(instance), "--runs", str(out), "-j",
                                         f"a=openai-compatible:{models.base_url}@judge-a",
                                         "-o", str(tmp_path / "s.json")])
    assert result.exit_code == 2
    assert "bare has no checklist" in result.output
