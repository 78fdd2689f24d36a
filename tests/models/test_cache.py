"""The SQLite response cache, in front of a real client talking to the fake server."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from pathlib import Path

import pytest

from vibebench.errors import ModelError, StoreError
from vibebench.models import (
    CachedModel,
    ChatMessage,
    GenerationParams,
    ModelResponse,
    OpenAICompatibleModel,
    ResponseCache,
    RetryPolicy,
    cache_key,
)
from vibebench.testing import FakeModelServer, FakeServerConfig, fake_openai_server

PROMPT = [ChatMessage(role="user", content="write fizzbuzz")]
NO_RETRY = RetryPolicy(max_attempts=1, timeout_s=5.0)


def _cached(server: FakeModelServer, path: Path) -> CachedModel:
    inner = OpenAICompatibleModel("m", api_key="k", base_url=server.base_url, retry=NO_RETRY)
    return CachedModel(inner, ResponseCache(path))


def _ask(
    model: CachedModel, params: GenerationParams | None = None, sample_index: int = 0
) -> ModelResponse:
    async def run() -> ModelResponse:
        async with model:
            return await model.complete(PROMPT, params, sample_index=sample_index)

    return asyncio.run(run())


def test_a_cache_hit_sends_no_request(tmp_path: Path) -> None:
    with fake_openai_server() as server:
        model = _cached(server, tmp_path / "cache.sqlite")
        first = _ask(model)
        second = _ask(model)
    assert server.stats.total == 1
    assert not first.cached
    assert second.cached
    assert second.text == first.text
    assert second.usage == first.usage


def test_different_parameters_miss(tmp_path: Path) -> None:
    with fake_openai_server() as server:
        model = _cached(server, tmp_path / "cache.sqlite")
        _ask(model, GenerationParams(temperature=0.0))
        _ask(model, GenerationParams(temperature=0.0, max_tokens=50))
    assert server.stats.total == 2


def test_samples_stay_apart_when_sampling_and_share_when_greedy(tmp_path: Path) -> None:
    sampling = GenerationParams(temperature=0.8)
    greedy = GenerationParams(temperature=0.0)
    with fake_openai_server() as server:
        model = _cached(server, tmp_path / "cache.sqlite")
        for index in (0, 1, 0, 1):
            _ask(model, sampling, sample_index=index)
        sampled_requests = server.stats.total
        for index in (0, 1, 2):
            _ask(model, greedy, sample_index=index)
    assert sampled_requests == 2
    assert server.stats.total == 3


def test_failures_are_not_cached(tmp_path: Path) -> None:
    with fake_openai_server(FakeServerConfig(schedule=["bad_request"])) as server:
        model = _cached(server, tmp_path / "cache.sqlite")
        with pytest.raises(ModelError):
            _ask(model)
        response = _ask(model)
    assert not response.cached
    assert server.stats.total == 2


def test_entries_survive_reopening_the_file(tmp_path: Path) -> None:
    path = tmp_path / "cache.sqlite"
    with fake_openai_server() as server:
        _ask(_cached(server, path))
        reopened = _ask(_cached(server, path))
    assert reopened.cached
    assert server.stats.total == 1


def test_an_unreadable_entry_is_a_miss(tmp_path: Path) -> None:
    path = tmp_path / "cache.sqlite"
    cache = ResponseCache(path)
    key = cache_key("m", PROMPT, GenerationParams(), 0)
    with sqlite3.connect(path) as connection:
        connection.execute(
            "INSERT INTO responses (key, model, response) VALUES (?, ?, ?)",
            (key, "m", "{not json"),
        )
    assert cache.get(key) is None


def test_cache_key_depends_on_model_messages_and_params() -> None:
    base = cache_key("a", PROMPT, GenerationParams(), 0)
    other_prompt = [ChatMessage(role="user", content="write fizzbuzz!")]
    assert base == cache_key("a", PROMPT, GenerationParams(), 0)
    assert base != cache_key("b", PROMPT, GenerationParams(), 0)
    assert base != cache_key("a", other_prompt, GenerationParams(), 0)
    assert base != cache_key("a", PROMPT, GenerationParams(stop=("x",)), 0)


def test_concurrent_writers_from_threads_and_connections_lose_nothing(tmp_path: Path) -> None:
    path = tmp_path / "cache.sqlite"
    caches = [ResponseCache(path), ResponseCache(path)]
    response = ModelResponse(text="t", latency_s=0.1, model="m")

    def write(worker: int) -> None:
        for item in range(50):
            caches[worker % 2].put(f"{worker}-{item}", "m", response)

    threads = [threading.Thread(target=write, args=(worker,)) for worker in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(caches[0]) == 200
    assert caches[1].get("3-49") == response


def test_an_unopenable_path_is_a_store_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    with pytest.raises(StoreError, match="cannot open the response cache"):
        ResponseCache(blocker / "cache.sqlite")


def test_two_endpoints_with_the_same_label_do_not_share_entries(tmp_path: Path) -> None:
    path = tmp_path / "cache.sqlite"
    with fake_openai_server() as first, fake_openai_server() as second:
        for server in (first, second, first, second):
            inner = OpenAICompatibleModel(
                "m", api_key="k", base_url=server.base_url, retry=NO_RETRY, name="coder"
            )
            _ask(CachedModel(inner, ResponseCache(path)))
    assert (first.stats.total, second.stats.total) == (1, 1)


def test_cache_key_depends_on_the_endpoint_and_every_parameter() -> None:
    base = cache_key("a", PROMPT, GenerationParams(), 0, endpoint="http://one/v1 m")
    assert base != cache_key("a", PROMPT, GenerationParams(), 0, endpoint="http://two/v1 m")
    for change in (
        {"temperature": 0.5},
        {"max_tokens": 9},
        {"top_p": 0.5},
        {"seed": 1},
        {"stop": ("x",)},
    ):
        params = GenerationParams(**change)
        assert base != cache_key("a", PROMPT, params, 0, endpoint="http://one/v1 m"), change


def test_empty_answers_are_not_cached_so_a_rerun_asks_again(tmp_path: Path) -> None:
    class Flaky:
        name = "flaky"

        def __init__(self) -> None:
            self.calls = 0

        async def complete(self, messages, params=None, *, sample_index=0):  # noqa: ANN001, ANN201
            self.calls += 1
            text = "" if self.calls == 1 else "```python\nx = 1\n```"
            return ModelResponse(text=text, latency_s=0.0, model=self.name, finish_reason="stop")

        async def aclose(self) -> None:
            return None

    inner = Flaky()
    cache = ResponseCache(tmp_path / "cache.sqlite")
    model = CachedModel(inner, cache)
    messages = [ChatMessage(role="user", content="hi")]
    first = asyncio.run(model.complete(messages, GenerationParams()))
    second = asyncio.run(model.complete(messages, GenerationParams()))
    third = asyncio.run(model.complete(messages, GenerationParams()))
    cache.close()
    assert (first.status, second.status, third.status) == ("empty", "ok", "ok")
    assert inner.calls == 2 and third.cached
