"""A scripted Anthropic Messages API on 127.0.0.1, for running real scaffolds offline.

`ScriptedAnthropic` answers `POST .../v1/messages` with what a script decides from the request
(text and tool calls), streamed as server-sent events when the request asks for a stream,
else as one JSON message; token counting, HEAD probes and anything else get small valid
answers. Every request is kept, so tests can see what the scaffold asked. The tests here check
it against the official SDK, which is what real scaffolds parse it with.
"""

from __future__ import annotations

import json
import re
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

Block = dict[str, Any]
Script = Callable[[dict[str, Any]], list[Block]]
"""request body -> the content blocks to answer with (text and tool_use blocks)."""


def text(value: str) -> Block:
    return {"type": "text", "text": value}


def tool_use(name: str, arguments: dict[str, Any], ident: str) -> Block:
    return {"type": "tool_use", "id": ident, "name": name, "input": arguments}


def user_texts(body: dict[str, Any]) -> list[str]:
    """Text of every user message block that is not a tool result, in order."""
    found = []
    for message in body.get("messages") or []:
        if message.get("role") != "user":
            continue
        content = message.get("content")
        blocks = [{"type": "text", "text": content}] if isinstance(content, str) else content
        found += [b.get("text", "") for b in blocks or [] if b.get("type") == "text"]
    return found


def _blocks(body: dict[str, Any]) -> list[Block]:
    found = []
    for message in body.get("messages") or []:
        content = message.get("content")
        found += [{"type": "text", "text": content}] if isinstance(content, str) else content
    return found


def has_tool_result(body: dict[str, Any], id_prefix: str) -> bool:
    """Whether the result of a tool call whose id starts with `id_prefix` came back.

    Scripts name their calls per user turn (`toolu_q1_...`): Claude Code merges messages
    and moves tool results ahead of the new query's text, so position says nothing.
    """
    return any(block.get("type") == "tool_result" and str(block.get("tool_use_id", ""))
               .startswith(id_prefix) for block in _blocks(body))


def working_directory(body: dict[str, Any]) -> str | None:
    """The agent's working directory as its system prompt states it (Claude Code does)."""
    system = body.get("system")
    if isinstance(system, list):
        system = "\n".join(block.get("text", "") for block in system)
    found = re.search(r"[Ww]orking directory: (\S+)", system or "")
    return found.group(1) if found else None


@dataclass
class Upstream:
    """What the scripted upstream received."""

    url: str = ""
    requests: list[dict[str, Any]] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def messages_calls(self) -> list[dict[str, Any]]:
        with self.lock:
            return [r["body"] for r in self.requests if r["path"].split("?")[0].endswith(
                "/v1/messages")]


def _events(model: str, blocks: list[Block]) -> list[tuple[str, dict[str, Any]]]:
    stop = "tool_use" if any(b["type"] == "tool_use" for b in blocks) else "end_turn"
    events: list[tuple[str, dict[str, Any]]] = [("message_start", {
        "type": "message_start", "message": {
            "id": "msg_scripted", "type": "message", "role": "assistant", "model": model,
            "content": [], "stop_reason": None, "stop_sequence": None,
            "usage": {"input_tokens": 12, "output_tokens": 1}}})]
    for index, block in enumerate(blocks):
        if block["type"] == "text":
            start = {"type": "text", "text": ""}
            half = len(block["text"]) // 2
            deltas = [{"type": "text_delta", "text": block["text"][:half]},
                      {"type": "text_delta", "text": block["text"][half:]}]
        else:
            start = {**block, "input": {}}
            encoded = json.dumps(block["input"])
            deltas = [{"type": "input_json_delta", "partial_json": encoded[:5]},
                      {"type": "input_json_delta", "partial_json": encoded[5:]}]
        events.append(("content_block_start", {"type": "content_block_start", "index": index,
                                               "content_block": start}))
        events += [("content_block_delta", {"type": "content_block_delta", "index": index,
                                            "delta": delta}) for delta in deltas]
        events.append(("content_block_stop", {"type": "content_block_stop", "index": index}))
    events.append(("message_delta", {"type": "message_delta", "delta": {
        "stop_reason": stop, "stop_sequence": None}, "usage": {"output_tokens": 7}}))
    events.append(("message_stop", {"type": "message_stop"}))
    return events


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: _Server

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - stdlib signature
        """Quiet."""

    def do_HEAD(self) -> None:
        self._keep({})
        self.send_response(200)
        self.send_header("content-length", "0")
        self.end_headers()

    def do_GET(self) -> None:
        self._keep({})
        self._json(404, {"type": "error", "error": {"type": "not_found_error",
                                                    "message": "scripted upstream"}})

    def do_POST(self) -> None:
        body = json.loads(self.rfile.read(int(self.headers.get("content-length") or 0)) or b"{}")
        self._keep(body)
        route = self.path.split("?")[0]
        if route.endswith("/count_tokens"):
            self._json(200, {"input_tokens": 12})
        elif route.endswith("/v1/messages"):
            blocks = self.server.script(body)
            if body.get("stream"):
                self._stream(str(body.get("model")), blocks)
            else:
                stop = "tool_use" if any(b["type"] == "tool_use" for b in blocks) else "end_turn"
                self._json(200, {"id": "msg_scripted", "type": "message", "role": "assistant",
                                 "model": body.get("model"), "content": blocks,
                                 "stop_reason": stop, "stop_sequence": None,
                                 "usage": {"input_tokens": 12, "output_tokens": 7}})
        else:
            self._json(404, {"type": "error", "error": {"type": "not_found_error",
                                                        "message": route}})

    def _keep(self, body: dict[str, Any]) -> None:
        upstream = self.server.upstream
        with upstream.lock:
            upstream.requests.append({"method": self.command, "path": self.path, "body": body,
                                      "headers": {k.lower(): v for k, v in self.headers.items()}})

    def _json(self, status: int, payload: dict[str, Any]) -> None:
        data = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def _stream(self, model: str, blocks: list[Block]) -> None:
        self.send_response(200)
        self.send_header("content-type", "text/event-stream")
        self.send_header("transfer-encoding", "chunked")
        self.end_headers()
        for name, data in _events(model, blocks):
            chunk = f"event: {name}\ndata: {json.dumps(data)}\n\n".encode()
            self.wfile.write(b"%x\r\n%s\r\n" % (len(chunk), chunk))
            self.wfile.flush()
        self.wfile.write(b"0\r\n\r\n")


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    script: Script
    upstream: Upstream


class ScriptedAnthropic:
    """`with ScriptedAnthropic(script) as upstream:` serves on 127.0.0.1 (`upstream.url`)."""

    def __init__(self, script: Script) -> None:
        self._server = _Server(("127.0.0.1", 0), _Handler)
        self._server.script = script
        self._server.upstream = Upstream(url=f"http://127.0.0.1:{self._server.server_port}")
        self._thread = threading.Thread(target=self._server.serve_forever, args=(0.05,),
                                        daemon=True)

    def __enter__(self) -> Upstream:
        self._thread.start()
        return self._server.upstream

    def __exit__(self, *exc_info: object) -> None:
        self._server.shutdown()
        self._server.server_close()


def _write_then_answer(body: dict[str, Any]) -> list[Block]:
    if has_tool_result(body, "toolu_go"):
        return [text("Wrote it.")]
    return [text("Writing."), tool_use("Write", {"file_path": "/w/a.md", "content": "hi"},
                                       "toolu_go_1")]


@pytest.fixture
def upstream() -> Iterator[Upstream]:
    with ScriptedAnthropic(_write_then_answer) as running:
        yield running


def test_the_scripted_upstream_streams_tool_calls_the_sdk_can_read(upstream: Upstream) -> None:
    import anthropic

    client = anthropic.Anthropic(base_url=upstream.url, api_key="dummy", max_retries=0)
    with client.messages.stream(model="m", max_tokens=64,
                                messages=[{"role": "user", "content": "go"}]) as stream:
        message = stream.get_final_message()
    assert [block.type for block in message.content] == ["text", "tool_use"]
    assert message.content[0].text == "Writing."
    assert message.content[1].input == {"file_path": "/w/a.md", "content": "hi"}
    assert message.stop_reason == "tool_use"


def test_the_scripted_upstream_answers_without_a_stream_and_sees_tool_results(
        upstream: Upstream) -> None:
    import anthropic

    client = anthropic.Anthropic(base_url=upstream.url, api_key="dummy", max_retries=0)
    messages = [{"role": "user", "content": "go"},
                {"role": "assistant", "content": [{"type": "tool_use", "id": "toolu_go_1",
                                                   "name": "Write", "input": {}}]},
                {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "toolu_go_1",
                                              "content": "ok"}]}]
    message = client.messages.create(model="m", max_tokens=64, messages=messages)
    assert message.content[0].text == "Wrote it." and message.stop_reason == "end_turn"
    assert len(upstream.messages_calls()) == 1


def test_the_scripted_upstream_helpers_read_claude_code_shaped_requests() -> None:
    body = {"system": [{"type": "text", "text": "x"},
                       {"type": "text", "text": " - Primary working directory: /tmp/w1\n"}],
            "messages": [{"role": "user", "content": [
                {"type": "text", "text": "<system-reminder>r</system-reminder>"},
                {"type": "text", "text": "Create NOTES.md"}]}]}
    assert working_directory(body) == "/tmp/w1"
    assert user_texts(body)[-1] == "Create NOTES.md"
    assert not has_tool_result(body, "toolu_q0")
    resumed = {"messages": [
        {"role": "user", "content": "Create NOTES.md"},
        {"role": "assistant", "content": [{"type": "tool_use", "id": "toolu_q0_1",
                                           "name": "Write", "input": {}}]},
        {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "toolu_q0_1",
                                      "content": ""},
                                     {"type": "text", "text": "Now read it"}]}]}
    assert has_tool_result(resumed, "toolu_q0")
    assert not has_tool_result(resumed, "toolu_q1")
