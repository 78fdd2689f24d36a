"""What a failed or odd call amounts to, over real HTTP: the client says which kind of ending,
with the HTTP status and the provider's own message, on every request path."""

from __future__ import annotations

import asyncio

import pytest

from vibebench.errors import ModelError
from vibebench.models import (
    AnthropicModel,
    ChatMessage,
    FailureDetail,
    GenerationParams,
    Model,
    ModelResponse,
    OpenAICompatibleModel,
    RetryPolicy,
    failure_of,
    response_status,
)
from vibebench.testing import FakeServerConfig, fake_openai_server

RETRIES = RetryPolicy(max_attempts=2, timeout_s=1.0, initial_backoff_s=0.01, max_backoff_s=0.02)
HELLO = [ChatMessage(role="user", content="print hello world again")]


@pytest.fixture(params=["direct", "sdk", "anthropic"])
def client(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """The plain-http OpenAI path, the SDK's OpenAI path (a proxy 127.0.0.1 bypasses), and
    the Anthropic SDK."""
    if request.param == "sdk":
        monkeypatch.setenv("HTTP_PROXY", "http://127.0.0.1:9")
    return str(request.param)


def _model(client: str, server) -> Model:
    if client == "anthropic":
        return AnthropicModel("m", api_key="k", base_url=server.root_url, retry=RETRIES)
    return OpenAICompatibleModel("m", api_key="k", base_url=server.base_url, retry=RETRIES)


def _call(model: Model, params: GenerationParams | None = None) -> ModelResponse | FailureDetail:
    async def run() -> ModelResponse:
        async with model:
            return await model.complete(HELLO, params)

    try:
        return asyncio.run(run())
    except ModelError as error:
        return failure_of(error)


@pytest.mark.parametrize(
    ("config", "expected"),
    [
        (FakeServerConfig(api_key="other"), FailureDetail("api_error", 401, "Invalid API key.")),
        (
            FakeServerConfig(schedule=["bad_request"]),
            FailureDetail("api_error", 400, "Injected invalid request."),
        ),
        (
            FakeServerConfig(schedule=["server_error"] * 2),
            FailureDetail("api_error", 500, "The server had an error processing your request."),
        ),
        (
            FakeServerConfig(schedule=["rate_limit"] * 2),
            FailureDetail("api_error", 429, "Rate limit reached, slow down."),
        ),
        (FakeServerConfig(schedule=["timeout"] * 2, hang_s=2.0), FailureDetail("transport_error")),
        (FakeServerConfig(schedule=["malformed"]), FailureDetail("transport_error")),
        (FakeServerConfig(schedule=["empty_choices"]), FailureDetail("empty")),
    ],
    ids=["401", "400", "500", "429", "timeout", "malformed", "no-choices"],
)
def test_a_failed_call_says_what_kind_with_the_status_and_the_providers_message(
    client: str, config: FakeServerConfig, expected: FailureDetail
) -> None:
    with fake_openai_server(config) as server:
        detail = _call(_model(client, server))
    assert detail == expected
    assert detail.fatal == (expected.http_status in (400, 401))


def test_a_response_cut_at_the_token_limit_is_truncated_not_failed(client: str) -> None:
    with fake_openai_server() as server:
        response = _call(_model(client, server), GenerationParams(max_tokens=2))
    assert isinstance(response, ModelResponse)
    assert response.finish_reason in ("length", "max_tokens")
    assert response.status == "truncated" and response.text


@pytest.mark.parametrize(
    ("text", "finish_reason", "status"),
    [
        ("x = 1", "stop", "ok"),
        ("x = 1", "end_turn", "ok"),
        ("x = 1", None, "ok"),
        ("x = 1", "length", "truncated"),
        ("x = 1", "max_tokens", "truncated"),
        ("", "length", "empty"),
        ("  \n", "stop", "empty"),
        ("I can't help with that.", "content_filter", "refused"),
        ("", "refusal", "refused"),
    ],
)
def test_response_status_from_text_and_finish_reason(
    text: str, finish_reason: str | None, status: str
) -> None:
    assert response_status(text, finish_reason) == status
