"""The fake model server with every way a generation can end, chosen per request.

`vibebench.testing.FakeModelServer` injects faults in arrival order; these tests need each
task to end one known way whatever the concurrency, and faults the shared server does not
have (404 unknown model, 400 unknown parameter, empty content, `finish_reason: length`, a
refusal, garbage bytes, a connection cut mid-body). `OutcomeServer` is that server with a
`decide(request) -> fault | None` hook; everything else (HTTP, keep-alive, the 401 key check,
stats) is the shared server's.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

from vibebench.tasks import Task
from vibebench.testing import FakeRequest, FakeServerConfig
from vibebench.testing._http import HttpResponse, read_request
from vibebench.testing._server import FakeModelServer, _error, _openai_body

FAULTS = (
    "unauthorized",
    "unknown_model",
    "unknown_parameter",
    "rate_limit",
    "server_error",
    "timeout",
    "empty",
    "length",
    "refused",
    "garbage",
    "garbage_stream",
    "disconnect",
)
"""Every fault OutcomeServer can inject, one per kind of ending."""

GARBAGE = b"\x89PNG\r\n\x1a\n\x00\xff\xfe not json at all \x00\x01"

PROVIDER_MESSAGES = {
    "unauthorized": (401, "authentication_error", "Invalid API key."),
    "unknown_model": (404, "not_found_error", "The model `fake-coder` does not exist."),
    "unknown_parameter": (400, "invalid_request_error", "Unrecognized request argument: seed"),
    "rate_limit": (429, "rate_limit_error", "Rate limit reached, slow down."),
    "server_error": (500, "api_error", "The server had an error processing your request."),
}

Decide = Callable[[FakeRequest], "str | None"]


def task_of(request: FakeRequest, tasks: list[Task]) -> Task | None:
    """The task whose prompt the conversation holds."""
    text = "\n".join(content for _, content in request.messages)
    return next((task for task in tasks if task.prompt.strip() in text), None)


def reference_reply(tasks: list[Task]) -> Callable[[FakeRequest], str]:
    """A reply function answering with the asked task's reference solution."""

    def reply(request: FakeRequest) -> str:
        task = task_of(request, tasks)
        if task is None:
            return "I do not know this task."
        return f"```python\n{task.reference_solution}\n```"

    return reply


class _Cut(HttpResponse):
    """An answer whose body stops half way, after which the connection is closed."""

    def encode(self, keep_alive: bool) -> bytes:
        whole = super().encode(keep_alive=False)
        return whole[: len(whole) - 40]


class _Raw(HttpResponse):
    """Bytes that are not HTTP at all, after which the connection is closed."""

    def encode(self, keep_alive: bool) -> bytes:
        return GARBAGE


class OutcomeServer(FakeModelServer):
    """A fake server whose `decide(request)` picks each request's fault (None: answer)."""

    def __init__(self, config: FakeServerConfig, decide: Decide) -> None:
        super().__init__(config)
        self.decide = decide
        self.enabled = True
        """False: every request is answered normally (the "fixed" server of a rerun)."""
        self.faults: Counter[str] = Counter()

    def settle(self, timeout_s: float = 10.0) -> int:
        """Wait until no request is in flight (hung ones included); return the total."""
        deadline = time.monotonic() + timeout_s
        while self.stats.in_flight and time.monotonic() < deadline:
            time.sleep(0.05)
        return self.stats.total

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
            if isinstance(response, _Cut | _Raw) or not request.keep_alive:
                return

    async def _respond(self, outcome: Any, request: FakeRequest) -> HttpResponse | None:
        fault = self.decide(request) if self.enabled else None
        if fault is None:
            return await super()._respond(outcome, request)
        self.faults[fault] += 1
        if fault in PROVIDER_MESSAGES:
            status, kind, message = PROVIDER_MESSAGES[fault]
            response = _error(request.api, status, kind, message)
            if status == 429:
                response.headers["retry-after"] = "0"
            return response
        if fault == "timeout":
            await asyncio.sleep(self.config.hang_s)
            return None
        if fault == "garbage":
            return HttpResponse(200, GARBAGE, {"content-type": "application/json"})
        if fault == "garbage_stream":
            return _Raw(200)
        text = self.config.reply(request)
        body = _openai_body(request, text, 1, True)
        choice = body["choices"][0]
        if fault == "disconnect":
            return _Cut(200, body)
        if fault == "empty":
            choice["message"]["content"] = ""
        elif fault == "length":
            choice["finish_reason"] = "length"
        elif fault == "refused":
            choice["message"]["content"] = ""
            choice["finish_reason"] = "content_filter"
        return HttpResponse(200, body)


@contextlib.contextmanager
def outcome_server(config: FakeServerConfig, decide: Decide) -> Iterator[OutcomeServer]:
    """Run an OutcomeServer on 127.0.0.1 for the duration of a `with` block."""
    server = OutcomeServer(config, decide)
    server.start()
    try:
        yield server
    finally:
        server.stop()
