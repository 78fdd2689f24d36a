"""The real Claude Code CLI (npm @anthropic-ai/claude-code) on an OctoBench instance, offline.

`vibebench agents run -s claude-code` copies the notes instance's environment to a temporary
workspace and runs `claude -p` there, sealed by bubblewrap (network: the proxy only), with
its ANTHROPIC_BASE_URL pointed at the logging proxy, which forwards to a scripted Anthropic
Messages API on 127.0.0.1. Claude Code streams; the script makes it write NOTES.md (turn 1)
and read it back (turn 2, a resumed session). The trajectory is then normalized, stored and
scored by a three-judge panel (an OpenAI-compatible fake on 127.0.0.1) to ISR and CSR.
Nothing leaves the machine: every server is local and the scaffold cannot reach any other.

`scripts/setup.sh --dev` installs Claude Code into .cache/npm. Where it is missing the test
fails when setup could have installed it (npm present) or in CI (CI set), and is skipped
only on a machine without npm outside CI.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from test_octobench_tables import decide
from test_octobench_upstream import (
    ScriptedAnthropic,
    Upstream,
    has_tool_result,
    text,
    tool_use,
    user_texts,
    working_directory,
)

from vibebench.agents import ProxyLog, is_event_stream
from vibebench.agents._scaffold import DUMMY_API_KEY
from vibebench.agents._scaffold_run import read_runs
from vibebench.agents._scaffold_sandbox import bwrap_usable
from vibebench.cli.agents_run import agents
from vibebench.testing import FakeModelServer, FakeRequest, FakeServerConfig, fake_openai_server

REPO = Path(__file__).resolve().parents[2]
NOTES = Path(__file__).parent / "data" / "octobench" / "notes-claude-md"
QUERIES = ("Create NOTES.md", "Now read NOTES.md")
ITEM = re.compile(r"^\d+\. id='([^']+)': (.*)$", re.MULTILINE)
BUDGET_S = 110.0


def claude_executable() -> str:
    """The installed CLI; else fail (in CI, or wherever npm could have installed it) or
    skip (no npm outside CI), saying how to install it."""
    search = os.pathsep.join([str(REPO / ".cache" / "npm" / "bin"), os.environ.get("PATH", "")])
    found = shutil.which("claude", path=search)
    if found is None:
        message = ("Claude Code is not installed: run `bash scripts/setup.sh --dev` "
                   "(needs npm; installs @anthropic-ai/claude-code into .cache/npm)")
        if os.environ.get("CI") or shutil.which("npm"):
            pytest.fail(message)
        pytest.skip(message)
    return found


def notes_script(body: dict[str, Any]) -> list[dict[str, Any]]:
    """Turn 1 writes NOTES.md, turn 2 reads it; side requests (no tools) get a title."""
    if not body.get("tools"):
        return [text("Notes on greet.py")]
    asked = [n for n, query in enumerate(QUERIES) if any(query in t for t in user_texts(body))]
    turn = max(asked, default=0)
    if has_tool_result(body, f"toolu_q{turn}"):
        return [text("NOTES.md has 3 lines. Done." if turn else "Created NOTES.md. Done.")]
    notes = f"{working_directory(body) or '.'}/NOTES.md"
    if turn == 0:
        return [text("Writing the notes."), tool_use(
            "Write", {"file_path": notes, "content": "# Notes\n\ngreet() returns a greeting.\n"},
            "toolu_q0_write")]
    return [text("Reading it back."), tool_use("Read", {"file_path": notes}, "toolu_q1_read")]


def judges_reply(request: FakeRequest) -> str:
    """judge-a and judge-b decide by evidence tokens; judge-c also fails the first item."""
    prompt = request.messages[-1][1]
    material = prompt.split("Code to judge:\n", 1)[1].split("\n\nChecklist:\n", 1)[0]
    turns = "\n".join(p for p in material.split("\n\n[") if p.startswith("assistant turn"))
    verdicts = [{"id": ident, "reason": "-", "answer": "yes" if decide(item, turns) and not (
        request.model == "judge-c" and n == 0) else "no"}
        for n, (ident, item) in enumerate(ITEM.findall(prompt))]
    return json.dumps({"verdicts": verdicts})


@pytest.fixture
def upstream() -> Iterator[Upstream]:
    with ScriptedAnthropic(notes_script) as running:
        yield running


@pytest.fixture
def judges() -> Iterator[FakeModelServer]:
    with fake_openai_server(FakeServerConfig(reply=judges_reply)) as server:
        yield server


def _invoke(*args: Any) -> tuple[int, str]:
    result = CliRunner().invoke(agents, [str(a) for a in args], catch_exceptions=False)
    return result.exit_code, result.stdout


@pytest.mark.timeout(150)
def test_claude_code_runs_offline_through_the_proxy_and_is_scored(
        tmp_path: Path, upstream: Upstream, judges: FakeModelServer) -> None:
    claude = claude_executable()
    started = time.perf_counter()
    out = tmp_path / "out"
    code, output = _invoke("run", NOTES, "-s", "claude-code", "--executable", claude,
                           "--upstream", upstream.url, "-o", out, "--turn-timeout", "45",
                           "--format", "json")
    (record,) = json.loads(output)
    assert code == 0, record
    assert record["isolation"] == ("bwrap" if bwrap_usable() else "none")
    assert [t["exit_code"] for t in record["turns"]] == [0, 0]
    assert record["turns"][1]["stdout_tail"].strip() == "NOTES.md has 3 lines. Done."
    assert "+NOTES.md" in record["changed_files"]

    # Claude Code streamed every model call through the proxy, with the dummy key only
    posts = [r for r in upstream.requests if r["method"] == "POST"]
    assert len(posts) >= 4 and all(r["body"].get("stream") for r in posts)
    assert {r["headers"].get("x-api-key") for r in posts} == {DUMMY_API_KEY}
    assert {r["path"].split("?")[0] for r in upstream.requests} <= {"/", "/v1/messages"}
    assert any(has_tool_result(r["body"], "toolu_q0") for r in posts)  # Write ran

    # the proxy's log is the stored raw trajectory; the normalized one is saved beside it
    with ProxyLog.open(out / "runs.sqlite", "agents", create=False) as log:
        calls = [c for c in log.calls(record["session"]) if c.api == "anthropic"]
    assert calls and all(c.status == 200 and is_event_stream(c.response) for c in calls)
    runs, trajectories = read_runs(out)
    trajectory = trajectories[record["session"]]
    assert trajectory.meta.api == "anthropic" and trajectory.messages[0].role == "system"
    assert {"Write", "Read", "Bash"} <= {t["function"]["name"] for t in trajectory.tools}
    assert trajectory.tools_called() == {"Write", "Read"}
    assert any("Never use emoji" in m.content for m in trajectory.messages if m.role == "user")

    scores = tmp_path / "scores.json"
    panel = [arg for name in "abc" for arg in (
        "-j", f"{name}=openai-compatible:{judges.base_url}@judge-{name}")]
    code, output = _invoke("score", NOTES, "--runs", out, *panel, "-o", scores,
                           "--format", "json")
    assert code == 0, output
    tables = json.loads(output)
    # all six applicable checks hold (Bash was never called); judge c fails the first one
    assert tables["overall"]["isr"]["per_judge"] == {"a": 1.0, "b": 1.0, "c": 0.0}
    assert tables["overall"]["csr"]["per_judge"]["c"] == pytest.approx(5 / 6)
    assert tables["overall"]["isr"]["mean"] == pytest.approx(2 / 3)
    assert [row["group"] for row in tables["by_scaffold"]] == ["claude-code"]
    assert time.perf_counter() - started < BUDGET_S
