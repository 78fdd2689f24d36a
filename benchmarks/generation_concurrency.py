"""Generation throughput at the regime real models run in: concurrency 64, answers of 1-10 s.

Why: issue 14 asks whether a hand-written HTTP transport still earns its place next to the
provider SDKs over httpx (async, one shared pool). It does only if, at this regime, it is at
least 1.2x better than the SDK path. The server runs in its own process (so the client's CPU
is measured alone) and streams OpenAI chat-completion chunks every `--chunk-s` over an
answer time drawn per request between `--answer-s MIN MAX` (seeded by the request, so every
client gets the same answers); non-streaming requests get the whole body at the end.

Clients, against the same server in the same run:

- baseline: bare asyncio sockets (64 keep-alive connections), streaming, reading the chunked
  body without parsing it: what the server and this machine allow, the ceiling of any
  hand-written transport;
- vibebench: `OpenAICompatibleModel.complete_many`, the library's real path (the openai SDK's
  async client, its httpx2 pool, our retries and wire-model parsing);
- sdk_stream: the openai SDK streaming the ordinary way (`chat.completions.create(stream=
  True)` with usage), every chunk parsed into the SDK's models.

`ideal` is the makespan of a client with no overhead: the answer times scheduled greedily on
`concurrency` slots in request order. Each client's wall time is reported against it and
against the baseline, with its CPU per request (this process only).

Measured on a shared 2-core machine, 2026-11-25 (256 requests, concurrency 64, answers of
1-10 s, a chunk every 50 ms; ideal 26.45 s), before the hand-written transport went:

    client                          wall      of ideal   CPU/request
    hand-written (JsonPoster)       26.46 s   100.0%     0.48 ms
    SDK path (client.post)          26.92 s    98.3%     2.75 ms
    baseline (bare sockets)         27.07 s    97.7%     1.92 ms
    sdk_stream                      27.42 s    96.5%    26.15 ms

The hand-written transport was 1.02x the SDK path, not the 1.2x that would have kept it:
at this regime a client's CPU per request is noise next to the answer time. After its
removal, the same run: vibebench (the SDK path) 27.01 s, 97.9% of ideal, 3.27 ms CPU/request;
baseline 27.48 s; sdk_stream 27.94 s.

Prints one line per client, then ONE line of JSON.
Run: python benchmarks/generation_concurrency.py [--requests N] [--concurrency C]
     [--answer-s MIN MAX] [--chunk-s S]
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import heapq
import json
import multiprocessing
import random
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import openai

from vibebench.models import ChatMessage, OpenAICompatibleModel, RetryPolicy


@dataclass(frozen=True)
class Regime:
    """What the server does: how long answers take and how often a chunk arrives."""

    answer_min_s: float = 1.0
    answer_max_s: float = 10.0
    chunk_s: float = 0.05

    def answer_s(self, body: bytes) -> float:
        """The answer time of one request, the same for every client sending that body."""
        prompt = json.loads(body)["messages"][-1]["content"]
        seed = int.from_bytes(hashlib.sha256(prompt.encode()).digest()[:8], "big")
        return random.Random(seed).uniform(self.answer_min_s, self.answer_max_s)


def _chunk(payload: dict[str, object]) -> bytes:
    data = f"data: {json.dumps(payload)}\n\n".encode()
    return f"{len(data):x}\r\n".encode() + data + b"\r\n"


def _completion_chunk(words: str, finish: str | None, usage: bool) -> dict[str, object]:
    choice = {"index": 0, "delta": {"content": words}, "finish_reason": finish}
    body: dict[str, object] = {
        "id": "chatcmpl-1",
        "object": "chat.completion.chunk",
        "created": 1_700_000_000,
        "model": "m",
        "choices": [choice],
    }
    if usage:
        body["usage"] = {"prompt_tokens": 2, "completion_tokens": 9, "total_tokens": 11}
    return body


async def _answer(
    writer: asyncio.StreamWriter, request: dict[str, object], seconds: float, regime: Regime
) -> None:
    """Stream chunks over `seconds`, or send the whole completion at the end."""
    if not request.get("stream"):
        await asyncio.sleep(seconds)
        message = {"role": "assistant", "content": "x = 1 " * 9}
        body = json.dumps(
            {
                "id": "chatcmpl-1",
                "object": "chat.completion",
                "created": 1_700_000_000,
                "model": "m",
                "choices": [{"index": 0, "message": message, "finish_reason": "stop"}],
                "usage": {"prompt_tokens": 2, "completion_tokens": 9, "total_tokens": 11},
            }
        ).encode()
        head = f"HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: {len(body)}"
        writer.write(head.encode() + b"\r\n\r\n" + body)
        return
    writer.write(
        b"HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ntransfer-encoding: chunked\r\n\r\n"
    )
    for _ in range(max(1, round(seconds / regime.chunk_s)) - 1):
        await asyncio.sleep(regime.chunk_s)
        writer.write(_chunk(_completion_chunk("x = 1 ", None, usage=False)))
    await asyncio.sleep(regime.chunk_s)
    writer.write(_chunk(_completion_chunk("", "stop", usage=True)))
    data = b"data: [DONE]\n\n"
    writer.write(f"{len(data):x}\r\n".encode() + data + b"\r\n0\r\n\r\n")


async def _serve(regime: Regime, port_out: multiprocessing.SimpleQueue) -> None:  # type: ignore[type-arg]
    async def connection(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            while head := await reader.readuntil(b"\r\n\r\n"):
                length = 0
                for line in head.split(b"\r\n"):
                    if line.lower().startswith(b"content-length:"):
                        length = int(line.split(b":")[1])
                body = await reader.readexactly(length)
                await _answer(writer, json.loads(body), regime.answer_s(body), regime)
                await writer.drain()
        except (asyncio.IncompleteReadError, ConnectionError):
            writer.close()

    server = await asyncio.start_server(connection, "127.0.0.1", 0, backlog=1024)
    port_out.put(server.sockets[0].getsockname()[1])
    await server.serve_forever()


def _run_server(regime: Regime, port_out: multiprocessing.SimpleQueue) -> None:  # type: ignore[type-arg]
    asyncio.run(_serve(regime, port_out))


def _prompt(number: int) -> str:
    return f"task {number}"


async def bare_socket_client(base_url: str, requests: int, concurrency: int) -> int:
    """Raw HTTP/1.1 over keep-alive sockets, streaming, the chunked body read unparsed."""
    host, port = base_url.removeprefix("http://").split("/")[0].split(":")
    queue = list(range(requests))

    async def worker() -> int:
        reader, writer = await asyncio.open_connection(host, int(port))
        done = 0
        while queue:
            prompt = _prompt(queue.pop(0))
            body = json.dumps(
                {"model": "m", "stream": True, "messages": [{"role": "user", "content": prompt}]}
            ).encode()
            head = (
                f"POST /v1/chat/completions HTTP/1.1\r\nhost: {host}\r\n"
                f"content-type: application/json\r\ncontent-length: {len(body)}\r\n\r\n"
            )
            writer.write(head.encode() + body)
            await reader.readuntil(b"\r\n\r\n")
            while size := int((await reader.readline()).strip(), 16):
                await reader.readexactly(size + 2)
            await reader.readline()
            done += 1
        writer.close()
        return done

    return sum(await asyncio.gather(*(worker() for _ in range(concurrency))))


async def vibebench_client(base_url: str, requests: int, concurrency: int) -> int:
    """The code under test: complete_many as a run calls it."""
    retry = RetryPolicy(max_attempts=1, timeout_s=60)
    conversations = [[ChatMessage(role="user", content=_prompt(n))] for n in range(requests)]
    async with OpenAICompatibleModel("m", api_key="k", base_url=base_url, retry=retry) as model:
        outcomes = await model.complete_many(conversations, concurrency=concurrency)
    return sum(outcome.ok for outcome in outcomes)


async def sdk_stream_client(base_url: str, requests: int, concurrency: int) -> int:
    """The openai SDK streaming as most code uses it, with its default connection pool."""
    client = openai.AsyncOpenAI(api_key="k", base_url=base_url, max_retries=0, timeout=60)
    gate = asyncio.Semaphore(concurrency)

    async def one(number: int) -> bool:
        async with gate:
            stream = await client.chat.completions.create(
                model="m",
                messages=[{"role": "user", "content": _prompt(number)}],
                stream=True,
                stream_options={"include_usage": True},
            )
            usage = None
            async for chunk in stream:
                usage = chunk.usage or usage
            return usage is not None

    results = await asyncio.gather(*(one(number) for number in range(requests)))
    await client.close()
    return sum(results)


def ideal_makespan(regime: Regime, requests: int, concurrency: int) -> float:
    """Wall time of a client with no overhead: answers scheduled greedily in request order."""
    slots = [0.0] * concurrency
    for number in range(requests):
        body = json.dumps({"messages": [{"content": _prompt(number)}]}).encode()
        answer = max(1, round(regime.answer_s(body) / regime.chunk_s)) * regime.chunk_s
        heapq.heappush(slots, heapq.heappop(slots) + answer)
    return max(slots)


Client = Callable[[str, int, int], Awaitable[int]]


def measure(client: Client, base_url: str, requests: int, concurrency: int) -> dict[str, float]:
    """Run one client; its wall time and CPU per request (this process)."""
    cpu, wall = time.process_time(), time.perf_counter()
    succeeded = asyncio.run(client(base_url, requests, concurrency))
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    if succeeded != requests:
        raise SystemExit(f"{client.__name__}: {succeeded}/{requests} ok")
    return {"wall_s": wall, "cpu_ms_per_request": 1000 * cpu / requests}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=256)
    parser.add_argument("--concurrency", type=int, default=64)
    parser.add_argument("--answer-s", type=float, nargs=2, default=(1.0, 10.0))
    parser.add_argument("--chunk-s", type=float, default=0.05)
    options = parser.parse_args()
    regime = Regime(*options.answer_s, chunk_s=options.chunk_s)
    ports: multiprocessing.SimpleQueue[int] = multiprocessing.SimpleQueue()
    server = multiprocessing.Process(target=_run_server, args=(regime, ports), daemon=True)
    server.start()
    base_url = f"http://127.0.0.1:{ports.get()}/v1"
    clients: dict[str, Client] = {
        "baseline": bare_socket_client,
        "vibebench": vibebench_client,
        "sdk_stream": sdk_stream_client,
    }
    ideal = ideal_makespan(regime, options.requests, options.concurrency)
    figures: dict[str, float] = {"ideal_wall_s": round(ideal, 2)}
    results = {
        name: measure(client, base_url, options.requests, options.concurrency)
        for name, client in clients.items()
    }
    server.terminate()
    baseline = results["baseline"]["wall_s"]
    for name, result in results.items():
        wall, cpu = result["wall_s"], result["cpu_ms_per_request"]
        print(
            f"{name:>12}: {wall:6.2f} s  {ideal / wall:6.1%} of ideal  "
            f"{baseline / wall:6.1%} of baseline  {cpu:.2f} ms CPU/request (this process)"
        )
        figures[f"{name}_wall_s"] = round(wall, 2)
        figures[f"{name}_ratio_to_ideal"] = round(ideal / wall, 3)
        figures[f"{name}_ratio_to_baseline"] = round(baseline / wall, 3)
        figures[f"{name}_cpu_ms_per_request"] = round(cpu, 3)
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
