"""OpenAICompatibleModel sends every request through the SDK, proxy configured or not.

Plain http without a proxy used to take a hand-written transport (the direct path); now the
SDK sends both. Here the proxy variable is set while NO_PROXY (from the conftest) still
sends the SDK's traffic straight to 127.0.0.1, so both configurations meet the same fake
server.
"""

from __future__ import annotations

import asyncio

import pytest

from vibebench.errors import ModelError
from vibebench.models import ChatMessage, OpenAICompatibleModel, RetryPolicy
from vibebench.testing import FakeServerConfig, fake_openai_server

RETRIES = RetryPolicy(max_attempts=2, timeout_s=5.0, initial_backoff_s=0.01, max_backoff_s=0.02)
HELLO = [ChatMessage(role="user", content="print('hi')")]


@pytest.fixture(params=["no_proxy", "proxy"])
def path(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Whether a proxy is configured ("proxy": one that 127.0.0.1 bypasses)."""
    if request.param == "proxy":
        monkeypatch.setenv("HTTP_PROXY", "http://127.0.0.1:9")
    return str(request.param)


def _complete(base_url: str, api_key: str = "k") -> object:
    async def run() -> object:
        model = OpenAICompatibleModel("m", api_key=api_key, base_url=base_url, retry=RETRIES)
        async with model:
            return await model.complete(HELLO)

    return asyncio.run(run())


def test_the_sdk_sends_the_request_on_both_paths(path: str) -> None:
    with fake_openai_server() as server:
        _complete(server.base_url)
    headers = server.stats.requests[0].headers
    # Only the SDK's own request builder adds its per-attempt retry counter.
    assert "x-stainless-retry-count" in headers


def test_both_paths_send_the_sdk_conventions(path: str) -> None:
    with fake_openai_server(FakeServerConfig(api_key="secret")) as server:
        response = _complete(server.base_url, api_key="secret")
    headers = server.stats.requests[0].headers
    assert "print('hi')" in response.text  # type: ignore[attr-defined]
    assert headers["authorization"] == "Bearer secret"
    assert headers["content-type"] == "application/json"
    assert headers["user-agent"].startswith("AsyncOpenAI/Python")
    assert headers["x-stainless-lang"] == "python"
    assert server.stats.requests[0].body["messages"] == [
        {"role": "user", "content": "print('hi')"}
    ]


def test_a_wrong_key_fails_once_with_the_servers_message(path: str) -> None:
    with (
        fake_openai_server(FakeServerConfig(api_key="secret")) as server,
        pytest.raises(ModelError, match=r"HTTP 401: .*Invalid API key\..*not retried"),
    ):
        _complete(server.base_url, api_key="wrong")
    assert server.stats.total == 1


def test_a_rate_limit_is_retried_on_both_paths(path: str) -> None:
    with fake_openai_server(FakeServerConfig(schedule=["rate_limit"])) as server:
        response = _complete(server.base_url)
    assert response.text  # type: ignore[attr-defined]
    assert server.stats.count("rate_limit") == 1
    assert server.stats.count("ok") == 1


def test_a_body_that_is_not_a_completion_fails_on_both_paths(path: str) -> None:
    with (
        fake_openai_server(FakeServerConfig(schedule=["malformed"])) as server,
        pytest.raises(ModelError, match="malformed response body"),
    ):
        _complete(server.base_url)
    assert server.stats.total == 1


def test_server_errors_exhaust_the_attempts_on_both_paths(path: str) -> None:
    config = FakeServerConfig(schedule=["server_error", "server_error"])
    with (
        fake_openai_server(config) as server,
        pytest.raises(ModelError, match=r"2 attempts.*HTTP 500"),
    ):
        _complete(server.base_url)
    assert server.stats.count("server_error") == 2
