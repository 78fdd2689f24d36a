"""HTTP/1.1 framing on the scaffold's side of the proxy: reading request bodies, writing answers.

`http.server` parses the request line and headers (and answers 414 / 431 to over-long ones)
but leaves the body to the handler, and the upstream side is httpx; what is left is here:

- `read_body`: a request body by Content-Length or chunked transfer coding, strictly. A body
  the proxy cannot delimit (a malformed or contradictory length, a broken chunk) is a
  `ClientError` carrying the 4xx status to answer with, never a crash or a guess.
- `BodyWriter`: an answer relayed piece by piece as it arrives, with the framing the upstream
  answer allows (its own length, chunked, or until close for HTTP/1.0 clients).
- the headers that must not cross the proxy (hop-by-hop, framing, encoding).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from email.message import Message
from typing import BinaryIO, Literal

__all__ = [
    "BodyWriter",
    "ClientError",
    "Framing",
    "is_method_token",
    "answer_head",
    "read_body",
    "request_headers",
]

_MAX_LINE = 8192
"""Longest chunk-size or trailer line accepted."""
_MAX_TRAILERS = 100
_DIGITS = re.compile(r"[0-9]{1,19}")
_HEX = re.compile(rb"[0-9A-Fa-f]{1,16}")
_TOKEN = re.compile(r"[!#$%&'*+\-.^_`|~0-9A-Za-z]+")
_HOP_BY_HOP = frozenset(
    {
        "connection",
        "keep-alive",
        "proxy-authenticate",
        "proxy-authorization",
        "proxy-connection",
        "te",
        "trailer",
        "transfer-encoding",
        "upgrade",
    }
)
_NOT_FORWARDED = _HOP_BY_HOP | {"host", "content-length", "accept-encoding", "expect"}
"""httpx sets host and the length itself, negotiates (and undoes) compression, and the
stdlib server has already answered `Expect: 100-continue`."""
_NOT_RELAYED = _HOP_BY_HOP | {"content-length", "content-encoding"}
"""The body is relayed decoded, so its encoding and length are the proxy's to state."""

Framing = Literal["length", "chunked", "close", "none"]


class ClientError(ValueError):
    """A request the proxy refuses to forward; `status` is the 4xx (or 501) to answer with."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status


def is_method_token(method: str) -> bool:
    """Whether `method` is a syntactically valid HTTP method (RFC 9110 token)."""
    return _TOKEN.fullmatch(method) is not None


def _tokens(value: str) -> set[str]:
    """Header names listed in a `Connection` header (hop-by-hop by the sender's declaration)."""
    return {token.strip().lower() for token in value.split(",") if token.strip()}


def request_headers(headers: Message, drop: Iterable[str] = ()) -> list[tuple[bytes, bytes]]:
    """The client's headers to send upstream, as the bytes received (latin-1 round trip)."""
    declared = _tokens(",".join(headers.get_all("connection") or []))
    dropped = _NOT_FORWARDED | declared | {name.lower() for name in drop}
    return [
        (name.encode("latin-1"), value.encode("latin-1"))
        for name, value in headers.items()
        if name.lower() not in dropped
    ]


def answer_head(
    method: str, status: int, items: Iterable[tuple[str, str]], request_version: str
) -> tuple[Framing, list[tuple[str, str]]]:
    """How to frame the relayed answer, and the headers to send the client with it.

    The body is relayed decoded (httpx undoes any content-encoding), so the upstream length
    is kept only for an unencoded body; otherwise chunked, or until close for HTTP/1.0.
    """
    pairs = list(items)
    named = {name.lower(): value for name, value in pairs}
    dropped = _NOT_RELAYED | _tokens(named.get("connection", ""))
    headers = [(name, value) for name, value in pairs if name.lower() not in dropped]
    encoded = named.get("content-encoding", "identity").strip().lower() not in ("", "identity")
    length = named.get("content-length", "").strip()
    if encoded or _DIGITS.fullmatch(length) is None:
        length = ""
    if method == "HEAD" or status in (204, 304) or status < 200:
        if length and status != 204:
            headers.append(("content-length", length))  # what a GET would have carried
        return "none", headers
    if length:
        return "length", [*headers, ("content-length", length)]
    if request_version >= "HTTP/1.1":
        return "chunked", [*headers, ("transfer-encoding", "chunked")]
    return "close", [*headers, ("connection", "close")]


def read_body(headers: Message, rfile: BinaryIO, limit: int) -> bytes:
    """The request body, decoded from chunked transfer coding if it was sent that way.

    Raises:
        ClientError: the body cannot be delimited (400), is too large (413), or uses a
            transfer coding other than chunked (501).
        OSError: the client connection failed or timed out while sending.
    """
    codings = [
        coding.strip().lower()
        for value in headers.get_all("transfer-encoding") or []
        for coding in value.split(",")
        if coding.strip()
    ]
    lengths = headers.get_all("content-length") or []
    if codings:
        if lengths:
            raise ClientError(400, "both Transfer-Encoding and Content-Length are set")
        if codings[-1] != "chunked":
            raise ClientError(400, "Transfer-Encoding must end with chunked")
        if codings != ["chunked"]:
            raise ClientError(501, f"unsupported transfer coding {', '.join(codings[:-1])}")
        return _read_chunked(rfile, limit)
    if not lengths:
        return b""
    values = {value.strip() for joined in lengths for value in joined.split(",")}
    text = values.pop()
    if values or _DIGITS.fullmatch(text) is None:
        raise ClientError(400, f"bad Content-Length {', '.join(lengths)!r}")
    size = int(text)
    if size > limit:
        raise ClientError(413, f"request body of {size} bytes exceeds the {limit}-byte limit")
    body = rfile.read(size)
    if len(body) < size:
        raise ClientError(400, f"body ended after {len(body)} of {size} bytes")
    return body


def _line(rfile: BinaryIO, what: str) -> bytes:
    line = rfile.readline(_MAX_LINE + 1)
    if len(line) > _MAX_LINE:
        raise ClientError(400, f"{what} line longer than {_MAX_LINE} bytes")
    if not line.endswith(b"\n"):
        raise ClientError(400, f"body ended inside a {what} line")
    return line.rstrip(b"\r\n")


def _read_chunked(rfile: BinaryIO, limit: int) -> bytes:
    parts: list[bytes] = []
    total = 0
    while True:
        size_text = _line(rfile, "chunk size").split(b";", 1)[0].strip()
        if _HEX.fullmatch(size_text) is None:
            raise ClientError(400, f"bad chunk size {size_text[:40]!r}")
        size = int(size_text, 16)
        if size == 0:
            break
        total += size
        if total > limit:
            raise ClientError(413, f"chunked request body exceeds the {limit}-byte limit")
        data = rfile.read(size)
        if len(data) < size:
            raise ClientError(400, f"body ended inside a chunk ({len(data)} of {size} bytes)")
        if _line(rfile, "chunk end"):
            raise ClientError(400, "chunk data longer than its size")
        parts.append(data)
    for _ in range(_MAX_TRAILERS):
        if not _line(rfile, "trailer"):
            return b"".join(parts)
    raise ClientError(400, f"more than {_MAX_TRAILERS} trailer lines")


class BodyWriter:
    """Writes an answer's body to the client as it arrives, in the framing chosen for it.

    Each `write` goes to the socket at once (the handler's `wfile` is unbuffered); with
    chunked framing every piece becomes one chunk in a single send. The end of the body (the
    last chunk, or with a known length its last byte) waits for `finish`, so the proxy can
    record the call before the client sees its answer complete; a body that is never
    finished (the handler closes the connection) is seen by the client as cut short.
    """

    def __init__(self, wfile: BinaryIO, framing: Framing) -> None:
        self._wfile = wfile
        self.framing = framing
        self._held = b""

    def write(self, data: bytes) -> None:
        """Pass one piece on (raises OSError when the client has gone)."""
        if not data or self.framing == "none":
            return
        if self.framing == "chunked":
            self._wfile.write(b"%x\r\n%s\r\n" % (len(data), data))
        elif self.framing == "length":
            data, self._held = self._held + data[:-1], data[-1:]
            self._wfile.write(data)
        else:
            self._wfile.write(data)

    def finish(self) -> None:
        """Complete the body: the last chunk, or the byte held back of a known length."""
        if self.framing == "chunked":
            self._wfile.write(b"0\r\n\r\n")
        elif self._held:
            self._wfile.write(self._held)
