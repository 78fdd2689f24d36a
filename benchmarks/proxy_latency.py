"""How soon a streamed answer reaches the scaffold through `vibebench proxy`.

A local upstream on 127.0.0.1 streams server-sent events, one every `--interval` seconds
(the first one too), like a model producing tokens. The same streaming request is timed
directly against the upstream (the baseline, in the same run) and through the proxy; for
each, the time to the first body byte and to the end of the answer, median of `--rounds`.
Prints both, their ratios (proxy / direct), and one final line of JSON with the figures.
Usage: python benchmarks/proxy_latency.py [--events N] [--interval S] [--rounds R]
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import httpx

from vibebench.agents import LoggingProxy, ProxyConfig, ProxyLog


def _upstream_handler(events: int, interval: float) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: object) -> None:  # noqa: A002
            """Quiet."""

        def do_POST(self) -> None:  # noqa: N802 - stdlib naming
            self.rfile.read(int(self.headers.get("content-length") or 0))
            self.send_response(200)
            self.send_header("content-type", "text/event-stream")
            self.send_header("transfer-encoding", "chunked")
            self.end_headers()
            for index in range(events):
                time.sleep(interval)
                event = {"model": "m", "choices": [{"delta": {"content": f"t{index} "}}]}
                self._chunk(f"data: {json.dumps(event)}\n\n".encode())
            self._chunk(b"data: [DONE]\n\n")
            self._chunk(b"")

        def _chunk(self, data: bytes) -> None:
            self.wfile.write(b"%x\r\n%s\r\n" % (len(data), data))

    return Handler


@contextmanager
def _upstream(events: int, interval: float) -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _upstream_handler(events, interval))
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def time_stream(client: httpx.Client, url: str) -> tuple[float, float]:
    """(seconds to the first body byte, seconds to the end) of one streaming request."""
    body = {"model": "m", "stream": True, "messages": [{"role": "user", "content": "hi"}]}
    start = time.perf_counter()
    first = None
    with client.stream("POST", url, json=body) as response:
        response.raise_for_status()
        for chunk in response.iter_raw():
            if chunk and first is None:
                first = time.perf_counter() - start
    if first is None:
        raise SystemExit(f"{url}: empty answer")
    return first, time.perf_counter() - start


def _median(client: httpx.Client, url: str, rounds: int) -> tuple[float, float]:
    times = [time_stream(client, url) for _ in range(rounds)]
    return statistics.median(t[0] for t in times), statistics.median(t[1] for t in times)


def main() -> None:
    """Time direct and proxied streams and print the comparison."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=75)
    parser.add_argument("--interval", type=float, default=0.04)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    path = "/v1/chat/completions"
    with _upstream(args.events, args.interval) as upstream, tempfile.TemporaryDirectory() as tmp:
        log = ProxyLog.open(Path(tmp) / "runs.sqlite", "bench")
        with LoggingProxy(ProxyConfig(upstream=upstream), log) as proxy, httpx.Client(
            timeout=60, trust_env=False
        ) as client:
            direct = _median(client, upstream + path, args.rounds)
            proxied = _median(client, proxy.session_url("bench") + path, args.rounds)
            recorded = len(log.calls("bench"))
        log.close()
    figures = {
        "benchmark": "proxy_latency",
        "events": args.events,
        "interval_s": args.interval,
        "rounds": args.rounds,
        "direct_first_byte_s": round(direct[0], 4),
        "proxy_first_byte_s": round(proxied[0], 4),
        "first_byte_ratio": round(proxied[0] / direct[0], 2),
        "direct_total_s": round(direct[1], 4),
        "proxy_total_s": round(proxied[1], 4),
        "total_ratio": round(proxied[1] / direct[1], 2),
        "calls_recorded": recorded,
    }
    print(f"first byte: direct {direct[0]:.4f} s, proxy {proxied[0]:.4f} s "
          f"(x{figures['first_byte_ratio']})")
    print(f"whole answer: direct {direct[1]:.4f} s, proxy {proxied[1]:.4f} s "
          f"(x{figures['total_ratio']})")
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
