"""Scaffold runs: sealed (bwrap) or not, through the proxy to a scripted local upstream.

The scaffold is a small Python program (data/octobench_agent.py) run as a CMD scaffold: it
does what real scaffolds do (reads its base URL and key from the environment, runs a tool
loop) and reports what it could observe of its sandbox. Claude Code itself runs in
test_octobench_e2e.py.
"""

from __future__ import annotations

import json
import shlex
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from test_octobench_upstream import (
    ScriptedAnthropic,
    Upstream,
    has_tool_result,
    text,
    tool_use,
    user_texts,
)

from vibebench.agents import ProxyLog
from vibebench.agents._octobench import OctoInstance, load_instances
from vibebench.agents._scaffold import (
    BUILTIN_SCAFFOLDS,
    DUMMY_API_KEY,
    RunContext,
    TurnContext,
    resolve_scaffold,
)
from vibebench.agents._scaffold_run import RunSettings, read_runs, run_scaffold, save_run
from vibebench.agents._scaffold_sandbox import bwrap_usable
from vibebench.errors import ConfigError, SandboxError

DATA = Path(__file__).parent / "data"
AGENT = DATA / "octobench_agent.py"
NOTES = DATA / "octobench" / "notes-claude-md"
needs_bwrap = pytest.mark.skipif(not bwrap_usable(), reason="bubblewrap cannot run here")


def write_once_per_turn(body: dict[str, Any]) -> list[dict[str, Any]]:
    """Each user turn: one Write of OUT-<turn>.md, then a final answer."""
    turn = len(user_texts(body))  # the test agent sends one query per process
    query = user_texts(body)[-1]
    index = 0 if query.startswith("Create") else 1
    if has_tool_result(body, f"toolu_q{index}"):
        return [text(f"Turn {index} done.")]
    return [tool_use("Write", {"file_path": f"OUT-{index}.md", "content": f"# Out {turn}\n"},
                     f"toolu_q{index}_1")]


@pytest.fixture
def upstream() -> Iterator[Upstream]:
    with ScriptedAnthropic(write_once_per_turn) as running:
        yield running


@pytest.fixture
def notes() -> OctoInstance:
    (instance,) = load_instances(NOTES)
    return instance


def _settings(tmp_path: Path, upstream: Upstream, **update: Any) -> RunSettings:
    return RunSettings(upstream=upstream.url, store=tmp_path / "runs.sqlite",
                       out_dir=tmp_path / "out", turn_timeout_s=30, **update)


def _agent(upstream: Upstream) -> str:
    host_port = upstream.url.removeprefix("http://")
    return f"{shlex.quote(sys.executable)} {AGENT} --probe {host_port} {{query}}"


def _probe(record_dir: str) -> dict[str, Any]:
    """What the agent observed in its sandbox; the kept run folder is removed."""
    try:
        return json.loads((Path(record_dir) / "workspace" / "agent-probe.json").read_text())
    finally:
        shutil.rmtree(record_dir, ignore_errors=True)


@needs_bwrap
def test_a_sealed_scaffold_reaches_the_proxy_and_nothing_else(
        tmp_path: Path, upstream: Upstream, notes: OctoInstance,
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("VIBEBENCH_TEST_SECRET", "do-not-leak")
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-real-key-of-the-caller")
    monkeypatch.setenv("HTTP_PROXY", "http://proxy.example:3128")
    settings = _settings(tmp_path, upstream, isolation="bwrap", keep_workdir=True)
    record, trajectory = run_scaffold(notes, resolve_scaffold(_agent(upstream)), settings)
    assert record.isolation == "bwrap" and record.error is None
    assert [(t.index, t.exit_code) for t in record.turns] == [(0, 0), (1, 0)]
    assert record.turns[0].stdout_tail.strip() == "Turn 0 done."
    assert record.calls == 4 and record.changed_files == ("+OUT-0.md", "+OUT-1.md",
                                                         "+agent-probe.json")
    probe = _probe(record.workdir)
    assert probe["direct"].startswith("blocked")  # the upstream itself, bypassing the proxy
    assert probe["key"] == DUMMY_API_KEY
    assert "VIBEBENCH_TEST_SECRET" not in probe["env"] and "HTTP_PROXY" not in probe["env"]
    # home folders and service sockets are hidden; only the Python running the relay is back
    python_home = Path(sys.base_prefix).resolve()
    shown = {python_home.relative_to("/root").parts[0]} if python_home.is_relative_to(
        "/root") else set()
    assert set(probe["visible"]["/root"] or ()) <= shown
    assert probe["visible"]["/run"] in ([], None) and probe["visible"]["/home"] in ([], None)
    assert [r["headers"]["x-api-key"] for r in upstream.requests] == [DUMMY_API_KEY] * 4
    assert trajectory is not None and trajectory.meta.session_id == record.session
    assert [m.role for m in trajectory.messages] == [
        "user", "assistant", "tool", "assistant", "user", "assistant", "tool", "assistant"]


@needs_bwrap
def test_the_real_key_is_added_by_the_proxy_and_never_reaches_the_scaffold(
        tmp_path: Path, upstream: Upstream, notes: OctoInstance,
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("UPSTREAM_KEY", "sk-real-0123456789")
    settings = _settings(tmp_path, upstream, isolation="bwrap", keep_workdir=True,
                         upstream_key_env="UPSTREAM_KEY")
    record, _ = run_scaffold(notes, resolve_scaffold(_agent(upstream)), settings)
    assert {r["headers"]["x-api-key"] for r in upstream.requests} == {"sk-real-0123456789"}
    probe = _probe(record.workdir)
    assert probe["key"] == DUMMY_API_KEY and "UPSTREAM_KEY" not in probe["env"]
    assert b"sk-real-0123456789" not in (tmp_path / "runs.sqlite").read_bytes()


def test_without_bwrap_the_run_says_its_network_is_open(
        tmp_path: Path, upstream: Upstream, notes: OctoInstance) -> None:
    settings = _settings(tmp_path, upstream, isolation="none", keep_workdir=True)
    record, trajectory = run_scaffold(notes, resolve_scaffold(_agent(upstream)), settings)
    assert record.isolation == "none" and record.error is None and trajectory is not None
    assert record.notes == ("network not contained: --isolation none",)
    assert _probe(record.workdir)["direct"] == "reached"


def test_runs_and_trajectories_are_saved_and_read_back(
        tmp_path: Path, upstream: Upstream, notes: OctoInstance) -> None:
    settings = _settings(tmp_path, upstream)
    record, trajectory = run_scaffold(notes, resolve_scaffold(_agent(upstream)), settings,
                                      rollout=2)
    save_run(settings.out_dir, record, trajectory)
    runs, trajectories = read_runs(settings.out_dir)
    assert runs == [record] and record.rollout == 2 and record.workdir is None
    assert trajectories == {record.session: trajectory}
    with ProxyLog.open(settings.store, "agents", create=False) as log:
        assert log.sessions() == [record.session]
        assert [c.status for c in log.calls(record.session)] == [200] * 4
    assert (settings.out_dir / "logs" / record.session / "turn-1.stdout").read_text() == (
        "Turn 1 done.\n")


def test_a_scaffold_that_never_calls_the_model_is_a_failed_run(
        tmp_path: Path, upstream: Upstream, notes: OctoInstance) -> None:
    command = f"{shlex.quote(sys.executable)} -c 'import sys; sys.exit(3)' {{query}}"
    record, trajectory = run_scaffold(notes, resolve_scaffold(command),
                                      _settings(tmp_path, upstream))
    assert trajectory is None and record.calls == 0
    assert record.error == "the scaffold made no model call through the proxy"
    assert [t.exit_code for t in record.turns] == [3, 3]


def test_a_turn_over_its_timeout_is_killed_and_recorded(
        tmp_path: Path, upstream: Upstream, notes: OctoInstance) -> None:
    command = f"{shlex.quote(sys.executable)} -c 'import time; time.sleep(60)' {{query}}"
    settings = _settings(tmp_path, upstream).model_copy(update={"turn_timeout_s": 0.5})
    record, _ = run_scaffold(notes, resolve_scaffold(command), settings)
    assert [t.timed_out for t in record.turns] == [True, True]
    assert all(t.exit_code is None and t.duration_s < 10 for t in record.turns)


def test_a_missing_executable_is_a_config_error(
        tmp_path: Path, upstream: Upstream, notes: OctoInstance) -> None:
    with pytest.raises(ConfigError, match="not found"):
        run_scaffold(notes, resolve_scaffold("no-such-scaffold-binary {query}"),
                     _settings(tmp_path, upstream))


def test_bwrap_required_but_unusable_is_a_sandbox_error(
        tmp_path: Path, upstream: Upstream, notes: OctoInstance,
        monkeypatch: pytest.MonkeyPatch) -> None:
    import vibebench.agents._scaffold_sandbox as module

    monkeypatch.setattr(module, "bwrap_usable", lambda: False)
    with pytest.raises(SandboxError, match="bubblewrap is required"):
        run_scaffold(notes, resolve_scaffold(_agent(upstream)),
                     _settings(tmp_path, upstream, isolation="bwrap"))


def test_pass_env_names_must_be_set(
        tmp_path: Path, upstream: Upstream, notes: OctoInstance) -> None:
    with pytest.raises(ConfigError, match="NOT_SET_ANYWHERE"):
        run_scaffold(notes, resolve_scaffold(_agent(upstream)),
                     _settings(tmp_path, upstream, pass_env=("NOT_SET_ANYWHERE",)))


def _context(tmp_path: Path, **update: Any) -> RunContext:
    values = {"base_url": "http://127.0.0.1:1/t/x/s/s1", "home": tmp_path / "home",
              "workdir": tmp_path / "w", "session": "s1", "session_uuid": "u-1"} | update
    return RunContext(**values)


def test_claude_code_starts_a_named_session_then_resumes_it(tmp_path: Path) -> None:
    claude = resolve_scaffold("claudecode")  # the released name
    run = _context(tmp_path, model="m1", system_prompt="Be terse.")
    assert claude.command(run, TurnContext(0, "q0")) == [
        "claude", "-p", "q0", "--dangerously-skip-permissions", "--session-id", "u-1",
        "--model", "m1", "--system-prompt", "Be terse."]
    assert claude.command(run, TurnContext(1, "q1"))[4:6] == ["--resume", "u-1"]
    env = claude.env(run)
    assert env["ANTHROPIC_BASE_URL"] == run.base_url
    assert env["ANTHROPIC_API_KEY"] == DUMMY_API_KEY
    assert env["CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC"] == "1"
    assert env["DISABLE_AUTOUPDATER"] == env["DISABLE_TELEMETRY"] == "1"


def test_kilo_and_droid_are_configured_for_the_proxy(tmp_path: Path) -> None:
    run = _context(tmp_path, model="m2")
    kilo = json.loads(resolve_scaffold("kilo-dev").files(run)[".kilocode/cli/config.json"])
    assert kilo["telemetry"] is False
    assert kilo["providers"][0]["openAiBaseUrl"] == "http://127.0.0.1:1/t/x/s/s1/v1"
    assert kilo["providers"][0]["openAiApiKey"] == DUMMY_API_KEY
    assert resolve_scaffold("kilo").command(run, TurnContext(0, "q")) == [
        "kilocode", "--auto", "--json", "q"]
    droid = json.loads(BUILTIN_SCAFFOLDS["droid"].files(run)[".factory/settings.json"])
    assert droid["customModels"][0]["baseUrl"] == run.base_url
    assert BUILTIN_SCAFFOLDS["droid"].command(run, TurnContext(0, "q"))[-3:] == ["-m", "m2", "q"]


def test_a_command_template_fills_its_placeholders_without_a_shell(tmp_path: Path) -> None:
    scaffold = resolve_scaffold("agent --url {openai_base_url} --turn {turn}")
    run = _context(tmp_path)
    assert scaffold.command(run, TurnContext(2, "rm -rf / ; echo $HOME")) == [
        "agent", "--url", "http://127.0.0.1:1/t/x/s/s1/v1", "--turn", "2",
        "rm -rf / ; echo $HOME"]


@pytest.mark.parametrize(("template", "message"), [
    ("agent {qurey}", "unknown placeholder"), ("agent 'open", "bad scaffold command"),
    ("   ", "empty")])
def test_a_bad_command_template_is_a_config_error(template: str, message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        resolve_scaffold(template)
