"""`vibebench proxy`: a logging proxy between any agent scaffold and its model API.

The scaffold is pointed at the proxy instead of the provider (its base URL setting, e.g.
`ANTHROPIC_BASE_URL=http://127.0.0.1:8788/s/run-1` or an OpenAI base URL ending in `/v1`);
nothing else about it changes. Every request, whatever its method, is forwarded as is to the
configured upstream, the answer is relayed back unchanged, and both bodies are recorded in
the run store (`ProxyLog`), one session per agent run.

Answers are relayed as they arrive: each piece the upstream sends (an event of a server-sent
event stream, a chunk of any chunked answer) is passed on at once and also kept, and the
whole answer is recorded when it ends. The call is committed before the scaffold sees the
end of its answer, so a finished answer is always in the log.

Sessions: a path prefix `/s/<session>/` (stripped before forwarding) or an
`x-vibebench-session` header names the session; otherwise the proxy's default session is
used. With a token configured, clients present it as `Proxy-Authorization: Bearer <token>`
or a path prefix `/t/<token>/` (before any session prefix), else they get a 401. Credentials
in headers are forwarded but never recorded.

Failures the scaffold sees, each recorded as a call with `error` set (except malformed or
unauthorized requests, which are never forwarded):

    400 / 413 / 431 / 501   a request the proxy cannot delimit or forward
    401                     token required and missing or wrong
    502                     upstream unreachable or broke off before answering
    504                     no byte from upstream for `idle_timeout_s`
    (cut-off body)          upstream stalled, failed or exceeded `timeout_s` mid-answer: the
                            connection closes before the body is complete
"""

from __future__ import annotations

import hmac
import json
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, NamedTuple

import httpx
from pydantic import Field, SecretStr

from vibebench._frozen import FrozenModel
from vibebench.agents._log import ProxyLog
from vibebench.agents._models import Api, ProxyCall
from vibebench.agents._proxy_http import (
    BodyWriter,
    ClientError,
    answer_head,
    is_method_token,
    read_body,
    request_headers,
)

__all__ = [
    "SESSION_HEADER",
    "LoggingProxy",
    "ProxyConfig",
    "api_of",
    "split_session",
    "split_token",
]

SESSION_HEADER = "x-vibebench-session"


class ProxyConfig(FrozenModel):
    """Where the proxy listens, where it forwards, and how long it waits."""

    upstream: str = Field(pattern=r"^https?://")
    """Root URL of the real API (e.g. https://api.anthropic.com); request paths are appended."""
    host: str = "127.0.0.1"
    """Interface to listen on; the proxy forwards credentials, so loopback unless told."""
    port: int = Field(default=0, ge=0, le=65535)
    """0 picks a free port."""
    default_session: str = "default"
    timeout_s: float = Field(default=3600.0, gt=0)
    """Total time one call may take upstream, streamed answer included."""
    idle_timeout_s: float = Field(default=300.0, gt=0)
    """Longest wait for the next byte from upstream (or from a client sending its request);
    a model that thinks long before answering a non-streamed call needs a generous one."""
    token: SecretStr | None = Field(default=None, min_length=1)
    """Required from every client when set (`Proxy-Authorization: Bearer` or `/t/<token>/`)."""
    max_body_bytes: int = Field(default=100 * 1024 * 1024, gt=0)
    """Largest request body accepted (413 above it)."""


def api_of(path: str) -> Api:
    """Which message API a request path belongs to."""
    if path.split("?")[0].endswith("/chat/completions"):
        return "openai"
    if path.split("?")[0].endswith("/messages"):
        return "anthropic"
    return "other"


def split_session(path: str, header: str | None, default: str) -> tuple[str, str]:
    """(session, upstream path): `/s/<session>/...` wins, then the header, then the default."""
    if path.startswith("/s/"):
        session, _, rest = path[3:].partition("/")
        if session:
            return session, "/" + rest
    return (header or default), path


def split_token(path: str) -> tuple[str | None, str]:
    """(token presented in the path or None, the path without `/t/<token>`)."""
    if path.startswith("/t/"):
        token, _, rest = path[3:].partition("/")
        if token:
            return token, "/" + rest
    return None, path


def _parse_body(raw: bytes) -> Any:
    text = raw.decode("utf-8", errors="replace")
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        return text


def _timed_out(config: ProxyConfig, started: float) -> str:
    """Which timeout a timed-out upstream read ran into (each read waits min(idle, total))."""
    if time.perf_counter() - started >= config.timeout_s:
        return f"total timeout of {config.timeout_s:g} s exceeded"
    return f"upstream idle for more than {config.idle_timeout_s:g} s"


def _failure(err: Exception, config: ProxyConfig, started: float) -> tuple[int, str]:
    """The status and message for an upstream request that failed before any answer."""
    kind = f"{type(err).__name__}: {err}"
    if isinstance(err, httpx.TimeoutException):
        return 504, f"upstream {config.upstream} timed out: {_timed_out(config, started)} ({kind})"
    if isinstance(err, httpx.LocalProtocolError | httpx.InvalidURL):
        return 400, f"request cannot be forwarded ({kind})"
    if isinstance(err, httpx.ConnectError):
        return 502, f"upstream {config.upstream} unreachable: {kind}"
    return 502, f"upstream {config.upstream} failed before answering: {kind}"


class _Route(NamedTuple):
    session: str
    path: str
    """Upstream path with query, session and token prefixes removed."""
    token: str | None
    """Token presented in the path, if any."""


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True  # small event writes must leave at once
    server: _ProxyServer

    def setup(self) -> None:
        self.timeout = self.server.proxy.config.idle_timeout_s  # a stalled client is dropped
        super().setup()

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - stdlib signature
        """Quiet: the call log is the record, not stderr."""

    def __getattr__(self, name: str) -> Any:
        # http.server dispatches method M to `do_M` and answers 501 when there is none:
        # every method (PUT, PATCH, DELETE, HEAD, OPTIONS, ...) is forwarded.
        if name.startswith("do_"):
            return self._forward
        raise AttributeError(name)

    def send_error(
        self, code: int, message: str | None = None, explain: str | None = None
    ) -> None:
        """Errors http.server finds itself (over-long lines, bad request line), as JSON."""
        text = ": ".join(part for part in (message, explain) if part) or str(code)
        self._error(code, text)

    def _forward(self) -> None:
        config = self.server.proxy.config
        try:
            route = self._route()
            if not self._authorized(route.token):
                self._error(
                    401,
                    "proxy token required: send 'Proxy-Authorization: Bearer "
                    "<token>' or start the path with /t/<token>/",
                    [("www-authenticate", 'Bearer realm="vibebench-proxy"')],
                )
                return
            body = read_body(self.headers, self.rfile, config.max_body_bytes)
        except ClientError as err:
            self._error(err.status, str(err))
            return
        except OSError:  # the client stalled or went away while sending its request
            self.close_connection = True
            return
        self._exchange(route, body)

    def _route(self) -> _Route:
        if not is_method_token(self.command) or self.command == "CONNECT":
            raise ClientError(
                405 if self.command == "CONNECT" else 400,
                f"method {self.command!r} cannot be forwarded",
            )
        if self.request_version == "HTTP/0.9":
            raise ClientError(400, "HTTP/0.9 requests are not forwarded")
        if not self.path.startswith("/"):
            raise ClientError(400, "the request target must be a path starting with /")
        token, path = None, self.path
        if self.server.proxy.config.token is not None:  # else /t/... is an ordinary path
            token, path = split_token(path)
        session, path = split_session(
            path, self.headers.get(SESSION_HEADER), self.server.proxy.config.default_session
        )
        return _Route(session, path, token)

    def _authorized(self, path_token: str | None) -> bool:
        required = self.server.proxy.config.token
        if required is None:
            return True
        scheme, _, presented = (self.headers.get("proxy-authorization") or "").partition(" ")
        if path_token is not None:
            presented = path_token
        elif scheme.lower() != "bearer":
            return False
        return hmac.compare_digest(
            presented.strip().encode(), required.get_secret_value().encode()
        )

    def _exchange(self, route: _Route, body: bytes) -> None:
        """Forward the request and relay the answer, recording the call before it completes."""
        proxy = self.server.proxy
        config = proxy.config
        started = time.perf_counter()
        call = ProxyCall(
            session_id=route.session,
            seq=0,
            api=api_of(route.path),
            path=route.path,
            request=_parse_body(body),
        )
        try:
            request = proxy.client.build_request(
                self.command,
                config.upstream.rstrip("/") + route.path,
                content=body,
                headers=request_headers(self.headers, drop=(SESSION_HEADER,)),
            )
            answer = proxy.client.send(request, stream=True)
        except (httpx.HTTPError, httpx.InvalidURL) as err:
            status, message = _failure(err, config, started)
            proxy.record(call, started, error=message)
            self._error(status, message)
            return
        try:
            self._relay(call, answer, started)
        finally:
            answer.close()

    def _relay(self, call: ProxyCall, answer: httpx.Response, started: float) -> None:
        proxy = self.server.proxy
        framing, headers = answer_head(
            self.command, answer.status_code, answer.headers.multi_items(), self.request_version
        )
        received: list[bytes] = []
        error = None
        try:
            self.send_response_only(answer.status_code, answer.reason_phrase or None)
            for name, value in headers:
                self.send_header(name, value)
            self.end_headers()
            writer = BodyWriter(self.wfile, framing)
            for piece in answer.iter_bytes():
                try:
                    writer.write(piece)
                finally:
                    received.append(piece)
                if time.perf_counter() - started >= proxy.config.timeout_s:
                    error = f"{_timed_out(proxy.config, started)} mid-answer"
                    break
        except httpx.TimeoutException as err:
            error = f"{_timed_out(proxy.config, started)} mid-answer ({type(err).__name__})"
        except httpx.HTTPError as err:
            error = f"upstream failed mid-answer: {type(err).__name__}: {err}"
        except OSError as err:
            error = f"client connection lost mid-answer: {type(err).__name__}: {err}"
        proxy.record(
            call,
            started,
            status=answer.status_code,
            response=_parse_body(b"".join(received)),
            error=error,
        )
        if error is None:
            try:
                writer.finish()
                return
            except OSError:
                pass
        self.close_connection = True  # the client sees the body cut short

    def _error(
        self, status: int, message: str, extra: list[tuple[str, str]] | None = None
    ) -> None:
        """A JSON error from the proxy itself; the connection closes after it."""
        payload = json.dumps({"error": {"type": "proxy_error", "message": message}}).encode()
        self.close_connection = True
        if self.request_version == "HTTP/0.9":  # garbage read as HTTP/0.9: still a status line
            self.request_version = "HTTP/1.0"
        try:
            self.send_response(status)
            for name, value in [("content-type", "application/json"), *(extra or [])]:
                self.send_header(name, value)
            self.send_header("content-length", str(len(payload)))
            self.send_header("connection", "close")
            self.end_headers()
            if self.command != "HEAD":
                self.wfile.write(payload)
        except OSError:
            pass  # the client is gone; nothing left to tell it


class _ProxyServer(ThreadingHTTPServer):
    daemon_threads = True
    proxy: LoggingProxy

    def handle_error(self, request: Any, client_address: Any) -> None:
        """A client dropping its connection is routine, not worth a traceback."""
        if not isinstance(sys.exc_info()[1], OSError):
            super().handle_error(request, client_address)


class LoggingProxy:
    """The running proxy: `url` to point scaffolds at, `log` with what it recorded."""

    def __init__(self, config: ProxyConfig, log: ProxyLog) -> None:
        self.config = config
        self.log = log
        wait = min(config.idle_timeout_s, config.timeout_s)
        self.client = httpx.Client(timeout=httpx.Timeout(wait))
        self._server = _ProxyServer((config.host, config.port), _Handler)
        self._server.proxy = self
        self._thread = threading.Thread(
            target=self._server.serve_forever, args=(0.05,), daemon=True
        )

    @property
    def url(self) -> str:
        """Root URL of the proxy (append `/v1` for OpenAI-compatible clients)."""
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def session_url(self, session: str) -> str:
        """Root URL that files every call under `session`."""
        return f"{self.url}/s/{session}"

    def record(self, call: ProxyCall, started: float, **update: Any) -> None:
        """Commit one finished call (its latency measured from `started`, a perf_counter)."""
        update["latency_s"] = time.perf_counter() - started
        self.log.record(call.model_copy(update=update), self.config.upstream)

    def start(self) -> LoggingProxy:
        """Serve in a background thread (returns at once)."""
        self._thread.start()
        return self

    def serve_forever(self) -> None:
        """Serve in this thread until interrupted (the CLI)."""
        self._server.serve_forever()

    def stop(self) -> None:
        """Stop serving and release the upstream connections."""
        self._server.shutdown()
        self._server.server_close()
        self.client.close()

    def __enter__(self) -> LoggingProxy:
        return self.start()

    def __exit__(self, *exc_info: object) -> None:
        self.stop()
