"""A fault-injecting OpenAI- and Anthropic-compatible chat server on 127.0.0.1.

Model clients are tested over real HTTP against this server instead of mocked client objects:
the official SDKs, their connection pools, headers and error mapping all run for real. The
server lives in a background thread with its own event loop, so synchronous tests and
`asyncio.run` in the test body can both use it.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import threading
from collections.abc import Iterator, Sequence
from typing import Any

from vibebench.testing._faults import (
    FakeRequest,
    FakeServerConfig,
    FakeToolCall,
    FaultPlan,
    Outcome,
    ServerStats,
)
from vibebench.testing._http import HttpParseError, HttpRequest, HttpResponse, read_request

OPENAI_PATH = "/v1/chat/completions"
ANTHROPIC_PATH = "/v1/messages"
MALFORMED_BODY = b'{"id": "broken", "object": "chat.completion", "choices": [{"index": 0, '

_ERROR_STATUS: dict[str, tuple[int, str, str]] = {
    "rate_limit": (429, "rate_limit_error", "Rate limit reached, slow down."),
    "server_error": (500, "api_error", "The server had an error processing your request."),
    "unavailable": (503, "overloaded_error", "The server is temporarily unavailable."),
    "bad_request": (400, "invalid_request_error", "Injected invalid request."),
}


class FakeModelServer:
    """The running server: where it listens and what it has seen."""

    def __init__(self, config: FakeServerConfig) -> None:
        self.config = config
        self.stats = ServerStats()
        self._plan = FaultPlan(config)
        self._ids = itertools.count(1)
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, daemon=True)
        self._server: asyncio.Server | None = None
        self._connections: set[asyncio.Task[Any]] = set()
        self.port = 0

    @property
    def root_url(self) -> str:
        """Base URL for the Anthropic SDK, which appends /v1/messages itself."""
        return f"http://127.0.0.1:{self.port}"

    @property
    def base_url(self) -> str:
        """Base URL for OpenAI-compatible clients (ends in /v1)."""
        return f"{self.root_url}/v1"

    @property
    def listening_host(self) -> str:
        """The address the listening socket is bound to (always the loopback address)."""
        if self._server is None:
            return ""
        return str(self._server.sockets[0].getsockname()[0])

    def start(self) -> None:
        """Bind an ephemeral port on 127.0.0.1 and serve from the background thread."""
        self._thread.start()
        future = asyncio.run_coroutine_threadsafe(self._listen(), self._loop)
        self.port = future.result(timeout=10)

    def stop(self) -> None:
        """Drop every connection (hanging ones included) and stop the thread."""
        future = asyncio.run_coroutine_threadsafe(self._shutdown(), self._loop)
        future.result(timeout=10)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(timeout=10)
        self._loop.close()

    async def _listen(self) -> int:
        self._server = await asyncio.start_server(
            self._serve_connection, host="127.0.0.1", port=0, backlog=2048
        )
        return int(self._server.sockets[0].getsockname()[1])

    async def _shutdown(self) -> None:
        if self._server is not None:
            self._server.close()
        for task in list(self._connections):
            task.cancel()
        await asyncio.gather(*self._connections, return_exceptions=True)

    async def _serve_connection(
        self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter
    ) -> None:
        task = asyncio.current_task()
        if task is not None:
            self._connections.add(task)
        try:
            await self._serve_requests(reader, writer)
        except (ConnectionError, asyncio.IncompleteReadError):
            pass
        except asyncio.CancelledError:
            pass  # shutdown: asyncio's stream callback would log a cancelled task as an error
        except HttpParseError as error:
            body = {"error": {"message": str(error), "type": "invalid_request_error"}}
            writer.write(HttpResponse(400, body).encode(keep_alive=False))
        finally:
            if task is not None:
                self._connections.discard(task)
            writer.close()

    async def _serve_requests(
        self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter
    ) -> None:
        while True:
            request = await read_request(reader)
            if request is None:
                return
            response = await self._answer(request)
            if response is None:
                return
            writer.write(response.encode(keep_alive=request.keep_alive))
            await writer.drain()
            if not request.keep_alive:
                return

    async def _answer(self, request: HttpRequest) -> HttpResponse | None:
        """Answer one request, counting it under exactly one outcome (None: hang up)."""
        api = _api_for(request)
        if api is None:
            self.stats.started()
            self.stats.finished("not_found", None)
            return HttpResponse(404, {"error": {"message": f"no route {request.path}"}})
        self.stats.started()
        outcome, fake_request = "invalid_request", None
        try:
            fake_request = _parse_chat(api, request)
            if not self._authorized(api, request):
                outcome = "unauthorized"
                return _error(api, 401, "authentication_error", "Invalid API key.")
            outcome = self._plan.next_outcome()
            return await self._respond(outcome, fake_request)
        except ValueError as error:
            return _error(api, 400, "invalid_request_error", str(error))
        finally:
            self.stats.finished(outcome, fake_request)

    def _authorized(self, api: str, request: HttpRequest) -> bool:
        expected = self.config.api_key
        if expected is None:
            return True
        bearer = request.headers.get("authorization") == f"Bearer {expected}"
        if api == "anthropic":  # the SDK sends x-api-key or, in recent versions, a bearer token
            return bearer or request.headers.get("x-api-key") == expected
        return bearer

    async def _respond(self, outcome: Outcome, request: FakeRequest) -> HttpResponse | None:
        await asyncio.sleep(self.config.latency_s)
        if outcome == "timeout":
            await asyncio.sleep(self.config.hang_s)
            return None
        if outcome == "malformed":
            return HttpResponse(200, MALFORMED_BODY, {"content-type": "application/json"})
        if outcome in _ERROR_STATUS:
            status, kind, message = _ERROR_STATUS[outcome]
            response = _error(request.api, status, kind, message)
            if status in (429, 503) and self.config.retry_after is not None:
                response.headers["retry-after"] = self.config.retry_after
            return response
        text = "" if outcome == "empty_choices" else self.config.reply(request)
        wants_calls = self.config.tool_calls is not None and outcome == "ok"
        calls = self.config.tool_calls(request) if self.config.tool_calls and wants_calls else ()
        build = _anthropic_body if request.api == "anthropic" else _openai_body
        body = build(request, text, next(self._ids), outcome == "ok")
        if calls:
            _add_tool_calls(body, request.api, calls)
        if request.api == "anthropic" and request.body.get("stream") is True:
            events = {"content-type": "text/event-stream"}
            return HttpResponse(200, _anthropic_events(body), events)
        return HttpResponse(200, body)


def _api_for(request: HttpRequest) -> str | None:
    if request.method != "POST":
        return None
    return {OPENAI_PATH: "openai", ANTHROPIC_PATH: "anthropic"}.get(request.path.split("?")[0])


def _parse_chat(api: str, request: HttpRequest) -> FakeRequest:
    """Normalize either API's body into a FakeRequest; ValueError when it is not one."""
    try:
        body = json.loads(request.body)
    except json.JSONDecodeError as error:
        raise ValueError(f"request body is not JSON: {error}") from error
    if not isinstance(body, dict) or not isinstance(body.get("messages"), list):
        raise ValueError("request body needs a `messages` list")
    messages: list[tuple[str, str]] = []
    if api == "anthropic" and body.get("system"):
        messages.append(("system", _text_of(body["system"])))
    for message in body["messages"]:
        if not isinstance(message, dict):
            raise ValueError("every message must be an object")
        messages.append((str(message.get("role")), _text_of(message.get("content"))))
    headers = dict(request.headers)
    return FakeRequest(api, str(body.get("model", "")), tuple(messages), body, headers)  # type: ignore[arg-type]


def _text_of(content: Any) -> str:
    if content is None:  # an OpenAI assistant turn that only made tool calls
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(str(block.get("text", "")) for block in content if isinstance(block, dict))
    raise ValueError(f"unsupported message content {content!r}")


def _count_tokens(text: str) -> int:
    return len(text.split())


def _truncate(request: FakeRequest, text: str, limit_key: str) -> tuple[str, bool]:
    limit = request.body.get(limit_key)
    words = text.split(" ")
    if isinstance(limit, int) and _count_tokens(text) > limit:
        return " ".join(words[:limit]), True
    return text, False


def _openai_body(request: FakeRequest, text: str, number: int, has_choice: bool) -> dict[str, Any]:
    # OpenAI's reasoning models send their cap as max_completion_tokens.
    cap = "max_completion_tokens" if "max_completion_tokens" in request.body else "max_tokens"
    text, truncated = _truncate(request, text, cap)
    prompt_tokens = sum(_count_tokens(content) for _, content in request.messages)
    completion_tokens = _count_tokens(text)
    choice = {
        "index": 0,
        "message": {"role": "assistant", "content": text},
        "finish_reason": "length" if truncated else "stop",
        "logprobs": None,
    }
    return {
        "id": f"chatcmpl-{number}",
        "object": "chat.completion",
        "created": 1_700_000_000 + number,
        "model": request.model,
        "choices": [choice] if has_choice else [],
        "usage": {
            "prompt_tokens": prompt_tokens,
            "completion_tokens": completion_tokens,
            "total_tokens": prompt_tokens + completion_tokens,
        },
    }


def _anthropic_body(
    request: FakeRequest, text: str, number: int, has_choice: bool
) -> dict[str, Any]:
    text, truncated = _truncate(request, text, "max_tokens")
    return {
        "id": f"msg_{number:08d}",
        "type": "message",
        "role": "assistant",
        "model": request.model,
        "content": [{"type": "text", "text": text}] if has_choice else [],
        "stop_reason": "max_tokens" if truncated else "end_turn",
        "stop_sequence": None,
        "usage": {
            "input_tokens": sum(_count_tokens(content) for _, content in request.messages),
            "output_tokens": _count_tokens(text),
        },
    }


def _anthropic_events(message: dict[str, Any]) -> bytes:
    """A built Messages answer as the server-sent events of a streamed one (text blocks)."""
    start = {
        **message,
        "content": [],
        "stop_reason": None,
        "usage": {**message["usage"], "output_tokens": 0},
    }
    events: list[dict[str, Any]] = [{"type": "message_start", "message": start}]
    for index, block in enumerate(message["content"]):
        events.append(
            {
                "type": "content_block_start",
                "index": index,
                "content_block": {**block, "text": ""} if block["type"] == "text" else block,
            }
        )
        if block["type"] == "text":
            events.append(
                {
                    "type": "content_block_delta",
                    "index": index,
                    "delta": {"type": "text_delta", "text": block["text"]},
                }
            )
        events.append({"type": "content_block_stop", "index": index})
    events.append(
        {
            "type": "message_delta",
            "delta": {"stop_reason": message["stop_reason"], "stop_sequence": None},
            "usage": {"output_tokens": message["usage"]["output_tokens"]},
        }
    )
    events.append({"type": "message_stop"})
    return "".join(
        f"event: {event['type']}\ndata: {json.dumps(event)}\n\n" for event in events
    ).encode()


def _add_tool_calls(body: dict[str, Any], api: str, calls: Sequence[FakeToolCall]) -> None:
    """Attach tool calls to a built answer, with ids unique to this answer."""
    ids = [f"call_{body['id']}_{number}" for number in range(len(calls))]
    if api == "anthropic":
        body["content"] += [
            {"type": "tool_use", "id": ident, "name": call.name, "input": dict(call.arguments)}
            for ident, call in zip(ids, calls, strict=True)
        ]
        body["stop_reason"] = "tool_use"
        return
    choice = body["choices"][0]
    choice["message"]["tool_calls"] = [
        {
            "id": ident,
            "type": "function",
            "function": {"name": call.name, "arguments": json.dumps(dict(call.arguments))},
        }
        for ident, call in zip(ids, calls, strict=True)
    ]
    choice["finish_reason"] = "tool_calls"


def _error(api: str, status: int, kind: str, message: str) -> HttpResponse:
    if api == "anthropic":
        return HttpResponse(status, {"type": "error", "error": {"type": kind, "message": message}})
    return HttpResponse(status, {"error": {"message": message, "type": kind, "code": None}})


@contextlib.contextmanager
def fake_openai_server(config: FakeServerConfig | None = None) -> Iterator[FakeModelServer]:
    """Run a fake chat server for the duration of a `with` block.

    Yields the running server: `base_url` for OpenAI-compatible clients, `root_url` for the
    Anthropic SDK, and `stats` with per-outcome counts and the maximum requests in flight.

    Example:
        with fake_openai_server(FakeServerConfig(schedule=["rate_limit"])) as server:
            ...  # point a client at server.base_url
            assert server.stats.count("rate_limit") == 1
    """
    server = FakeModelServer(config or FakeServerConfig())
    server.start()
    try:
        yield server
    finally:
        server.stop()
