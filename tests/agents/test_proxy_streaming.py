"""The logging proxy over real sockets: streaming, every method, timeouts, token, bad requests.

A real httpx client talks through the real proxy to a real upstream on 127.0.0.1 that the
tests start. Streaming is checked by order, not by clock: the upstream holds its second
event back until the client has received the first, and the test asserts that the client's
receipt comes before the upstream's second send (a buffering proxy would deliver the first
event only after the upstream gave up waiting and sent the rest).
"""

from __future__ import annotations

import gzip
import hashlib
import json
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import httpx
import pytest

from vibebench.agents import LoggingProxy, ProxyConfig, ProxyLog, normalize_session

HOLD_S = 10.0
"""How long the upstream holds an event back waiting for the test (never reached when the
proxy streams)."""
FIRST_SSE = (b': upstream ready\n\ndata: {"model": "m", "choices": [{"delta": '
             b'{"content": "Hel"}}]}\n\n')
SECOND_SSE = (b'data: {"model": "m", "choices": [{"delta": {"content": "lo"}}]}\n\n'
              b"data: [DONE]\n\n")
FIRST_NDJSON, SECOND_NDJSON = b'{"token": "Hel"}\n', b'{"token": "lo"}\n'


@dataclass
class Upstream:
    """Shared state of the test upstream: what it received and when it sent what."""

    url: str = ""
    received: list[dict[str, Any]] = field(default_factory=list)
    timeline: list[str] = field(default_factory=list)
    release: threading.Event = field(default_factory=threading.Event)
    """Set by a test once it holds the first event: the upstream may send the second."""
    never: threading.Event = field(default_factory=threading.Event)
    """Set only at teardown: what the upstream waits on to stall."""
    lock: threading.Lock = field(default_factory=threading.Lock)

    def mark(self, label: str) -> None:
        with self.lock:
            self.timeline.append(label)


class _UpstreamHandler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: _UpstreamServer

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - stdlib signature
        """Quiet."""

    def __getattr__(self, name: str) -> Any:
        if name.startswith("do_"):  # every method
            return self._serve
        raise AttributeError(name)

    def _serve(self) -> None:
        up = self.server.upstream
        body = self.rfile.read(int(self.headers.get("content-length") or 0))
        up.received.append({"method": self.command, "path": self.path, "body": body,
                            "headers": {k.lower(): v for k, v in self.headers.items()}})
        route = self.path.split("?")[0]
        if route == "/v1/chat/completions":
            self._stream("text/event-stream", FIRST_SSE, SECOND_SSE)
        elif route == "/v1/ndjson":
            self._stream("application/x-ndjson", FIRST_NDJSON, SECOND_NDJSON)
        elif route == "/v1/slow":
            up.never.wait(HOLD_S)
        elif route == "/v1/gzip":
            self._send(200, gzip.compress(b'{"zipped": true}'), {"content-encoding": "gzip"})
        else:
            echo = {"method": self.command, "path": self.path, "size": len(body),
                    "sha256": hashlib.sha256(body).hexdigest()}
            self._send(200, json.dumps(echo).encode(), {"x-echo-method": self.command})

    def _send(self, status: int, payload: bytes, headers: dict[str, str]) -> None:
        self.send_response(status)
        for name, value in {"content-type": "application/json", **headers}.items():
            self.send_header(name, value)
        self.send_header("content-length", str(len(payload)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(payload)

    def _stream(self, content_type: str, first: bytes, second: bytes) -> None:
        up = self.server.upstream
        self.send_response(200)
        self.send_header("content-type", content_type)
        self.send_header("transfer-encoding", "chunked")
        self.end_headers()
        up.mark("upstream sends first")
        self._chunk(first)
        if "stall" in self.path:
            up.never.wait(HOLD_S)
            return
        up.release.wait(HOLD_S)
        up.mark("upstream sends second")
        self._chunk(second)
        self._chunk(b"")

    def _chunk(self, data: bytes) -> None:
        self.wfile.write(b"%x\r\n%s\r\n" % (len(data), data))


class _UpstreamServer(ThreadingHTTPServer):
    daemon_threads = True
    upstream: Upstream

    def handle_error(self, request: Any, client_address: Any) -> None:
        """Writes to a connection the proxy dropped are expected here."""


@pytest.fixture
def upstream() -> Iterator[Upstream]:
    server = _UpstreamServer(("127.0.0.1", 0), _UpstreamHandler)
    server.upstream = Upstream(url=f"http://127.0.0.1:{server.server_address[1]}")
    thread = threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    yield server.upstream
    server.upstream.release.set()
    server.upstream.never.set()
    server.shutdown()
    server.server_close()


@contextmanager
def running_proxy(upstream: Upstream, tmp_path: Path, **options: Any) -> Iterator[LoggingProxy]:
    log = ProxyLog.open(tmp_path / "runs.sqlite", "agents")
    try:
        with LoggingProxy(ProxyConfig(upstream=upstream.url, **options), log) as proxy:
            yield proxy
    finally:
        log.close()


@pytest.fixture
def proxy(upstream: Upstream, tmp_path: Path) -> Iterator[LoggingProxy]:
    with running_proxy(upstream, tmp_path) as running:
        yield running


@pytest.fixture
def client() -> Iterator[httpx.Client]:
    with httpx.Client(timeout=30, trust_env=False) as opened:
        yield opened


def _raw(proxy: LoggingProxy, request: bytes) -> int:
    """Send raw bytes to the proxy; the status code of its answer."""
    port = int(proxy.url.rsplit(":", 1)[1])
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        sock.sendall(request)
        sock.shutdown(socket.SHUT_WR)
        answer = b""
        while b"\r\n" not in answer:
            piece = sock.recv(4096)
            if not piece:
                break
            answer += piece
    return int(answer.split(b" ", 2)[1])


# -- streaming ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("path", "first", "second"), [
    ("/v1/chat/completions", FIRST_SSE, SECOND_SSE),
    ("/v1/ndjson", FIRST_NDJSON, SECOND_NDJSON),
], ids=["server-sent-events", "chunked-ndjson"])
def test_the_first_piece_reaches_the_client_before_upstream_sends_the_second(
    upstream: Upstream, proxy: LoggingProxy, client: httpx.Client, path: str, first: bytes,
    second: bytes,
) -> None:
    pieces = []
    body = {"model": "m", "stream": True, "messages": [{"role": "user", "content": "hi"}]}
    with client.stream("POST", proxy.session_url("s1") + path, json=body) as response:
        for piece in response.iter_raw():
            if not pieces:
                upstream.mark("client got first")
                upstream.release.set()
            pieces.append(piece)
    assert upstream.timeline == ["upstream sends first", "client got first",
                                 "upstream sends second"]
    assert pieces[0] == first  # the piece arrived whole, on its own
    assert b"".join(pieces) == first + second
    (call,) = proxy.log.calls("s1")  # recorded before the client saw the end of the answer
    assert call.status == 200 and call.error is None
    assert call.response == (first + second).decode()


def test_a_streamed_answer_is_recorded_complete_and_normalizes(
    upstream: Upstream, proxy: LoggingProxy, client: httpx.Client,
) -> None:
    upstream.release.set()
    body = {"model": "m", "stream": True, "messages": [{"role": "user", "content": "hi"}]}
    with client.stream("POST", proxy.session_url("s1") + "/v1/chat/completions",
                       json=body) as response:
        assert response.headers["content-type"] == "text/event-stream"
        assert response.headers.get("transfer-encoding") == "chunked"
        response.read()
    trajectory = normalize_session(proxy.log.calls("s1"))
    assert [(m.role, m.content) for m in trajectory.messages] == [
        ("user", "hi"), ("assistant", "Hello")]


def test_a_compressed_answer_is_relayed_decoded(
    proxy: LoggingProxy, client: httpx.Client,
) -> None:
    response = client.get(proxy.session_url("s1") + "/v1/gzip")
    assert response.json() == {"zipped": True}
    assert "content-encoding" not in response.headers
    assert proxy.log.calls("s1")[0].response == {"zipped": True}


# -- requests ----------------------------------------------------------------------------------


def test_a_chunked_upload_arrives_intact(
    upstream: Upstream, proxy: LoggingProxy, client: httpx.Client,
) -> None:
    payload = json.dumps({"model": "m", "messages": [{"role": "user", "content": "x" * 70_000}],
                          "note": "caf\u00e9 \u2728"}).encode()
    pieces = [payload[i:i + 4097] for i in range(0, len(payload), 4097)]
    response = client.post(proxy.session_url("up") + "/v1/echo", content=iter(pieces))
    assert response.request.headers["transfer-encoding"] == "chunked"
    assert response.json()["sha256"] == hashlib.sha256(payload).hexdigest()
    (received,) = upstream.received
    assert received["body"] == payload
    assert received["headers"]["content-length"] == str(len(payload))
    assert proxy.log.calls("up")[0].request["note"] == "caf\u00e9 \u2728"


@pytest.mark.parametrize("method", ["PUT", "PATCH", "DELETE", "OPTIONS", "PROPFIND"])
def test_every_method_is_forwarded_with_its_body(
    upstream: Upstream, proxy: LoggingProxy, client: httpx.Client, method: str,
) -> None:
    response = client.request(method, proxy.session_url("m") + "/v1/files/7?x=1",
                              json={"name": "a"})
    assert response.status_code == 200
    assert response.json()["method"] == method
    (received,) = upstream.received
    assert (received["method"], received["path"]) == (method, "/v1/files/7?x=1")
    assert json.loads(received["body"]) == {"name": "a"}
    (call,) = proxy.log.calls("m")
    assert (call.path, call.status, call.request) == ("/v1/files/7?x=1", 200, {"name": "a"})


def test_head_is_forwarded_without_a_body(
    upstream: Upstream, proxy: LoggingProxy, client: httpx.Client,
) -> None:
    response = client.head(proxy.session_url("m") + "/v1/files/7")
    assert response.status_code == 200 and response.content == b""
    assert response.headers["x-echo-method"] == "HEAD"
    assert int(response.headers["content-length"]) > 0  # the length a GET would have
    assert upstream.received[0]["method"] == "HEAD"
    assert client.get(proxy.session_url("m") + "/v1/files/7").json()["method"] == "GET"


# -- timeouts ----------------------------------------------------------------------------------


def test_an_idle_upstream_is_a_504_and_a_recorded_error(
    upstream: Upstream, tmp_path: Path, client: httpx.Client,
) -> None:
    with running_proxy(upstream, tmp_path, idle_timeout_s=0.3) as proxy:
        response = client.post(proxy.session_url("idle") + "/v1/slow", json={"q": 1})
        assert response.status_code == 504
        assert "timed out" in response.json()["error"]["message"]
        (call,) = proxy.log.calls("idle")
    assert call.status is None and "timed out" in call.error
    assert call.request == {"q": 1}


def test_an_upstream_stalling_mid_stream_cuts_the_answer_and_is_recorded(
    upstream: Upstream, tmp_path: Path, client: httpx.Client,
) -> None:
    url_path = "/v1/chat/completions?stall=1"
    with running_proxy(upstream, tmp_path, idle_timeout_s=0.3) as proxy:
        pieces = []
        with pytest.raises(httpx.RemoteProtocolError), client.stream(
            "POST", proxy.session_url("stall") + url_path, json={"stream": True}
        ) as response:
            pieces.extend(response.iter_raw())
        assert pieces[0] == FIRST_SSE  # what came before the stall was passed on
        (call,) = proxy.log.calls("stall")
    assert call.status == 200 and "idle" in call.error
    assert call.response == FIRST_SSE.decode()


def test_a_call_over_the_total_timeout_is_cut_and_recorded(
    upstream: Upstream, tmp_path: Path, client: httpx.Client,
) -> None:
    with running_proxy(upstream, tmp_path, timeout_s=0.5, idle_timeout_s=30) as proxy:
        pieces = []
        with pytest.raises(httpx.RemoteProtocolError), client.stream(
            "POST", proxy.session_url("total") + "/v1/chat/completions", json={"stream": True}
        ) as response:
            pieces.extend(response.iter_raw())  # upstream holds the second event back
        (call,) = proxy.log.calls("total")
    assert pieces[0] == FIRST_SSE
    assert call.status == 200 and "total timeout of 0.5 s exceeded" in call.error


def test_a_refused_upstream_is_a_502_and_a_recorded_error(
    tmp_path: Path, client: httpx.Client,
) -> None:
    with socket.socket() as closed:
        closed.bind(("127.0.0.1", 0))
        port = closed.getsockname()[1]  # a port nothing listens on
    dead = Upstream(url=f"http://127.0.0.1:{port}")
    with running_proxy(dead, tmp_path) as proxy:
        response = client.get(proxy.session_url("down") + "/v1/models")
        (call,) = proxy.log.calls("down")
    assert response.status_code == 502
    assert call.status is None and "unreachable" in call.error


# -- token -------------------------------------------------------------------------------------


@pytest.mark.parametrize("headers", [{}, {"proxy-authorization": "Bearer wrong"},
                                     {"proxy-authorization": "Basic s3cret"},
                                     {"authorization": "Bearer s3cret"}],
                         ids=["none", "wrong", "not-bearer", "api-key-header"])
def test_with_a_token_a_client_without_it_gets_401_and_nothing_is_forwarded(
    upstream: Upstream, tmp_path: Path, client: httpx.Client, headers: dict[str, str],
) -> None:
    with running_proxy(upstream, tmp_path, token="s3cret") as proxy:
        response = client.post(proxy.session_url("t") + "/v1/echo", json={}, headers=headers)
        assert proxy.log.sessions() == []
    assert response.status_code == 401
    assert response.headers["www-authenticate"].startswith("Bearer")
    assert upstream.received == []


def test_with_a_token_a_client_presenting_it_is_served(
    upstream: Upstream, tmp_path: Path, client: httpx.Client,
) -> None:
    with running_proxy(upstream, tmp_path, token="s3cret") as proxy:
        by_header = client.post(proxy.session_url("h") + "/v1/echo", json={"a": 1}, headers={
            "proxy-authorization": "Bearer s3cret", "authorization": "Bearer sk-provider"})
        by_path = client.post(f"{proxy.url}/t/s3cret/s/p/v1/echo", json={"a": 2})
        calls = {session: proxy.log.calls(session) for session in proxy.log.sessions()}
    assert by_header.status_code == 200 and by_path.status_code == 200
    first, second = upstream.received
    assert "proxy-authorization" not in first["headers"]  # for the proxy, not the provider
    assert first["headers"]["authorization"] == "Bearer sk-provider"
    assert second["path"] == "/v1/echo"
    assert [c.path for c in calls["p"]] == ["/v1/echo"]
    assert set(calls) == {"h", "p"}
    assert b"s3cret" not in (tmp_path / "runs.sqlite").read_bytes()


def test_without_a_token_a_t_prefix_is_an_ordinary_path(
    upstream: Upstream, proxy: LoggingProxy, client: httpx.Client,
) -> None:
    client.get(proxy.url + "/t/x/v1/echo")
    assert upstream.received[0]["path"] == "/t/x/v1/echo"


# -- malformed requests ------------------------------------------------------------------------

_HEAD = b"POST /v1/echo HTTP/1.1\r\nHost: proxy\r\n"


@pytest.mark.parametrize(("request_bytes", "status"), [
    (_HEAD + b"Content-Length: abc\r\n\r\n", 400),
    (_HEAD + b"Content-Length: -1\r\n\r\n", 400),
    (_HEAD + b"Content-Length: 2\r\nContent-Length: 3\r\n\r\nabc", 400),
    (_HEAD + b"Content-Length: 10\r\n\r\nabc", 400),
    (_HEAD + b"Content-Length: 999999999999\r\n\r\n", 413),
    (_HEAD + b"Transfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n3\r\nabc\r\n0\r\n\r\n",
     400),
    (_HEAD + b"Transfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n0\r\n\r\n", 400),
    (_HEAD + b"Transfer-Encoding: chunked\r\n\r\n5\r\nab", 400),
    (_HEAD + b"Transfer-Encoding: gzip\r\n\r\n", 400),
    (_HEAD + b"Transfer-Encoding: gzip, chunked\r\n\r\n0\r\n\r\n", 501),
    (_HEAD + b"X-Big: " + b"a" * 70_000 + b"\r\n\r\n", 431),
    (b"GET /" + b"a" * 70_000 + b" HTTP/1.1\r\n\r\n", 414),
    (b"GE(T /v1/echo HTTP/1.1\r\n\r\n", 400),
    (b"GET http://elsewhere/v1/echo HTTP/1.1\r\n\r\n", 400),
    (b"CONNECT elsewhere:443 HTTP/1.1\r\n\r\n", 405),
    (b"GET /v1/echo\r\n", 400),
    (b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\r\n\r\n", 400),
], ids=["cl-not-a-number", "cl-negative", "cl-conflicting", "cl-longer-than-body",
        "cl-over-limit", "te-and-cl", "bad-chunk-size", "truncated-chunk", "te-not-chunked",
        "te-gzip-chunked", "header-too-long", "request-line-too-long", "bad-method",
        "absolute-target", "connect", "http-0.9", "tls-handshake"])
def test_a_malformed_request_gets_a_client_error_and_the_proxy_keeps_serving(
    upstream: Upstream, proxy: LoggingProxy, client: httpx.Client, request_bytes: bytes,
    status: int,
) -> None:
    assert _raw(proxy, request_bytes) == status
    assert upstream.received == [] and proxy.log.sessions() == []
    assert client.get(proxy.session_url("after") + "/v1/echo").status_code == 200


def test_a_client_that_never_finishes_its_request_is_dropped(
    upstream: Upstream, tmp_path: Path, client: httpx.Client,
) -> None:
    with running_proxy(upstream, tmp_path, idle_timeout_s=0.3) as proxy:
        port = int(proxy.url.rsplit(":", 1)[1])
        with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
            sock.sendall(_HEAD + b"Content-Length: 10\r\n\r\nabc")
            started = time.perf_counter()
            assert sock.recv(4096) == b""  # closed by the proxy, not by this test's timeout
            assert time.perf_counter() - started < 10
        assert client.get(proxy.session_url("after") + "/v1/echo").status_code == 200
    assert upstream.received[0]["method"] == "GET"
