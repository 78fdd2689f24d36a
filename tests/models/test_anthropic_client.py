"""The Anthropic client against the fake server's Messages API over real HTTP."""

from __future__ import annotations

import asyncio

import pytest

from vibebench.errors import ModelError, ModelTimeoutError
from vibebench.models import (
    AnthropicModel,
    ChatMessage,
    GenerationParams,
    Model,
    ModelResponse,
    RetryPolicy,
    create_model,
    price_for,
)
from vibebench.testing import FakeServerConfig, fake_openai_server

FAST_RETRIES = RetryPolicy(
    max_attempts=3, timeout_s=5.0, initial_backoff_s=0.01, max_backoff_s=0.02
)

CONVERSATION = [
    ChatMessage(role="system", content="You write Python."),
    ChatMessage(role="user", content="print hello"),
]


def _model(root_url: str, retry: RetryPolicy = FAST_RETRIES) -> AnthropicModel:
    return AnthropicModel("claude-test", api_key="k", base_url=root_url, retry=retry)


def _complete(model: Model, params: GenerationParams | None = None) -> ModelResponse:
    async def run() -> ModelResponse:
        async with model:
            return await model.complete(CONVERSATION, params)

    return asyncio.run(run())


def test_success_moves_the_system_prompt_and_reports_usage() -> None:
    with fake_openai_server() as server:
        response = _complete(_model(server.root_url), GenerationParams(stop=("END",)))
    body = server.stats.requests[0].body
    assert body["system"] == "You write Python."
    assert body["messages"] == [{"role": "user", "content": "print hello"}]
    assert body["max_tokens"] == 32768  # the paper's 32K cap: an unknown model's limit
    assert body["stream"] is True  # long answers need a stream
    assert body["stop_sequences"] == ["END"]
    assert "```python\nprint hello\n```" in response.text
    assert response.usage is not None
    assert response.usage.prompt_tokens == 5
    assert response.finish_reason == "end_turn"
    assert response.model == "claude-test"


def test_key_and_base_url_come_from_the_environment_and_cost_is_priced() -> None:
    config = FakeServerConfig(api_key="anthropic-secret")
    with fake_openai_server(config) as server:
        environ = {"ANTHROPIC_API_KEY": "anthropic-secret", "ANTHROPIC_BASE_URL": server.root_url}
        model = create_model("anthropic/claude-haiku-4-5-20251001", environ=environ)
        response = _complete(model)
    headers = server.stats.requests[0].headers
    sent = headers.get("x-api-key") or headers.get("authorization", "").removeprefix("Bearer ")
    assert sent == "anthropic-secret"
    price = price_for("anthropic", "claude-haiku-4-5-20251001")
    assert price is not None
    assert response.cost_usd == pytest.approx(price.cost(response.usage))
    assert response.cost_usd is not None and response.cost_usd > 0


def test_wrong_key_is_an_unretried_authentication_error() -> None:
    with (
        fake_openai_server(FakeServerConfig(api_key="right")) as server,
        pytest.raises(ModelError, match="HTTP 401"),
    ):
        _complete(_model(server.root_url))
    assert server.stats.count("unauthorized") == 1
    assert server.stats.total == 1


def test_rate_limit_is_retried_then_succeeds() -> None:
    with fake_openai_server(FakeServerConfig(schedule=["rate_limit"])) as server:
        response = _complete(_model(server.root_url))
    assert response.text
    assert server.stats.total == 2


def test_permanent_overload_raises_after_every_attempt() -> None:
    config = FakeServerConfig(schedule=["unavailable"] * 3)
    with fake_openai_server(config) as server, pytest.raises(ModelError, match="HTTP 503"):
        _complete(_model(server.root_url))
    assert server.stats.count("unavailable") == 3


def test_hanging_server_raises_model_timeout_error() -> None:
    retry = RetryPolicy(max_attempts=2, timeout_s=0.3, initial_backoff_s=0.01)
    config = FakeServerConfig(schedule=["timeout", "timeout"], hang_s=10)
    with fake_openai_server(config) as server, pytest.raises(ModelTimeoutError):
        _complete(_model(server.root_url, retry=retry))
    assert server.stats.count("timeout") == 2


def test_malformed_body_raises_a_clear_model_error() -> None:
    with (
        fake_openai_server(FakeServerConfig(schedule=["malformed"])) as server,
        pytest.raises(ModelError, match="malformed response body"),
    ):
        _complete(_model(server.root_url))
    assert server.stats.total == 1


def test_empty_content_raises_model_error() -> None:
    with (
        fake_openai_server(FakeServerConfig(schedule=["empty_choices"])) as server,
        pytest.raises(ModelError, match="no text content"),
    ):
        _complete(_model(server.root_url))


def test_bad_request_is_not_retried() -> None:
    with (
        fake_openai_server(FakeServerConfig(schedule=["bad_request"])) as server,
        pytest.raises(ModelError, match="HTTP 400"),
    ):
        _complete(_model(server.root_url))
    assert server.stats.total == 1


def test_a_conversation_without_user_turns_is_refused_before_sending() -> None:
    with fake_openai_server() as server:
        model = _model(server.root_url)

        async def run() -> None:
            await model.complete([ChatMessage(role="system", content="only a system prompt")])

        with pytest.raises(ModelError, match="at least one user message"):
            asyncio.run(run())
    assert server.stats.total == 0
