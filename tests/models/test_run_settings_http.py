"""`vibebench run` generation settings over real HTTP: what the server receives, what the run
stores, and what the report header shows.

The fake server on 127.0.0.1 records every request body, so each test asserts the exact
fields a provider was sent for the family rules (OpenAI reasoning models: no temperature,
`max_completion_tokens`; Anthropic: a stream, extended thinking, the 32K cap).
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from click.testing import CliRunner, Result

from vibebench.cli import main
from vibebench.errors import ExitCode
from vibebench.store import RunStore
from vibebench.testing import FakeModelServer, fake_openai_server

TASKS = "2"


def _run(store: Path, models: Sequence[str], *extra: str, env: dict[str, str]) -> Result:
    args = [
        "run",
        "-b",
        "humaneval",
        "-s",
        "base",
        "--limit",
        TASKS,
        "--store",
        str(store),
        "--retries",
        "0",
        "--report",
        str(store.with_suffix(".html")),
    ]
    for model in models:
        args += ["-m", model]
    return CliRunner().invoke(main, [*args, *extra], env={"COLUMNS": "250", **env})


def _bodies(server: FakeModelServer, api: str) -> list[dict[str, Any]]:
    return [dict(request.body) for request in server.stats.requests if request.api == api]


def _stored_config(store: Path) -> dict[str, Any]:
    with RunStore.open(store) as opened:
        (run,) = opened.list_runs()
    return run.config


def test_an_openai_reasoning_model_gets_no_temperature_and_max_completion_tokens(
    tmp_path: Path,
) -> None:
    store = tmp_path / "runs.sqlite"
    with fake_openai_server() as server:
        env = {"OPENAI_API_KEY": "k", "OPENAI_BASE_URL": server.base_url}
        result = _run(store, ["openai/o3-mini"], env=env)
    assert result.exit_code == ExitCode.OK, result.output
    bodies = _bodies(server, "openai")
    assert len(bodies) == int(TASKS)
    for body in bodies:
        assert body["model"] == "o3-mini"
        assert "temperature" not in body and "top_p" not in body
        assert "max_tokens" not in body
        assert body["max_completion_tokens"] == 32_768
    header = html.unescape(store.with_suffix(".html").read_text())
    assert (
        "Generation: temperature <code>default (0; none for models that reject it)</code>"
        in header
    )
    assert "max tokens <code>default (32768 within the model's limit)</code>" in header


def test_every_setting_is_sent_stored_and_shown_in_the_report_header(tmp_path: Path) -> None:
    store = tmp_path / "runs.sqlite"
    with fake_openai_server() as server:
        env = {
            "OPENAI_API_KEY": "k",
            "OPENAI_BASE_URL": server.base_url,
            "ANTHROPIC_API_KEY": "k",
            "ANTHROPIC_BASE_URL": server.root_url,
        }
        result = _run(
            store,
            ["openai/o3-mini", "anthropic/claude-sonnet-4-6"],
            "--max-tokens",
            "8000",
            "--seed",
            "7",
            "--top-p",
            "0.95",
            "--reasoning-effort",
            "high",
            "--thinking-budget",
            "2048",
            "--system-prompt",
            "Answer in Python only.",
            "--extra-body",
            '{"metadata_tag": "x"}',
            env=env,
        )
    assert result.exit_code == ExitCode.OK, result.output
    for body in _bodies(server, "openai"):
        assert body["max_completion_tokens"] == 8000 and body["seed"] == 7
        assert body["reasoning_effort"] == "high" and body["top_p"] == 0.95
        assert body["metadata_tag"] == "x" and "thinking" not in body
        assert body["messages"][0] == {"role": "system", "content": "Answer in Python only."}
    for body in _bodies(server, "anthropic"):
        assert body["stream"] is True and body["max_tokens"] == 8000
        assert body["thinking"] == {"type": "enabled", "budget_tokens": 2048}
        assert "temperature" not in body and "seed" not in body
        assert "reasoning_effort" not in body and body["metadata_tag"] == "x"
        assert body["system"] == "Answer in Python only."
    assert len(_bodies(server, "anthropic")) == int(TASKS)
    generation = _stored_config(store)["generation"]
    assert generation["thinking_budget"] == 2048 and generation["seed"] == 7
    header = html.unescape(store.with_suffix(".html").read_text())
    for shown in (
        "max tokens <code>8000</code>",
        "seed <code>7</code>",
        "top-p <code>0.95</code>",
        "reasoning effort <code>high</code>",
        "thinking budget <code>2048</code>",
        "system prompt <code>'Answer in Python only.'</code>",
        'extra body <code>{"metadata_tag": "x"}</code>',
    ):
        assert shown in header


def test_each_temperature_is_a_cell_of_the_run(tmp_path: Path) -> None:
    store = tmp_path / "runs.sqlite"
    with fake_openai_server() as server:
        model = f"coder=openai-compatible:{server.base_url}@m"
        result = _run(
            store,
            [model, "reference"],
            "--temperature",
            "0",
            "--temperature",
            "0.7",
            "--temperature",
            "none",
            "--cache",
            str(tmp_path / "cache.sqlite"),
            env={},
        )
    assert result.exit_code == ExitCode.OK, result.output
    sent = sorted(repr(body.get("temperature", "absent")) for body in _bodies(server, "openai"))
    assert sent == ["'absent'"] * 2 + ["0.0"] * 2 + ["0.7"] * 2  # no cell shares the cache
    for label in ("coder T=0", "coder T=0.7", "coder T=none"):
        assert f"{label}: 2 samples" in result.output
    assert "reference: 2 samples" in result.output and "reference T=" not in result.output
    assert _stored_config(store)["generation"]["temperatures"] == [0.0, 0.7, None]
    report = html.unescape(store.with_suffix(".html").read_text())
    assert "temperature <code>0, 0.7, none</code>" in report and "coder T=0.7" in report


def test_bad_generation_options_are_usage_errors_before_any_request(tmp_path: Path) -> None:
    store = tmp_path / "runs.sqlite"
    with fake_openai_server() as server:
        env = {"ANTHROPIC_API_KEY": "k", "ANTHROPIC_BASE_URL": server.root_url}
        cases = [
            ("--temperature", "3"),
            ("--temperature", "hot"),
            ("--thinking-budget", "100"),
            ("--extra-body", "[1, 2]"),
            ("--thinking-budget", "4096", "--max-tokens", "2048"),
        ]
        results = [_run(store, ["anthropic/claude-sonnet-4-6"], *case, env=env) for case in cases]
    assert server.stats.total == 0
    for case, result in zip(cases, results, strict=True):
        assert result.exit_code == ExitCode.USAGE, (case, result.output)


def test_an_empty_system_prompt_sends_none(tmp_path: Path) -> None:
    store = tmp_path / "runs.sqlite"
    with fake_openai_server() as server:
        result = _run(
            store, [f"openai-compatible:{server.base_url}@m"], "--system-prompt", "", env={}
        )
    assert result.exit_code == ExitCode.OK, result.output
    bodies = _bodies(server, "openai")
    assert len(bodies) == int(TASKS)
    assert all([m["role"] for m in body["messages"]] == ["user"] for body in bodies)
