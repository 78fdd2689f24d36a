"""A minimal scaffold for tests: one user query, an Anthropic tool loop over plain HTTP.

Usage: python octobench_agent.py [--probe HOST:PORT] QUERY

It reads ANTHROPIC_BASE_URL and ANTHROPIC_API_KEY as real scaffolds do, offers one tool
(Write), runs the Write calls it gets back in its working directory, and prints the final
text. Before that it records what it can observe of its sandbox in `agent-probe.json`: the
names of its environment variables, its key, whether a direct TCP connection to the probed
address (which bypasses the proxy) succeeded, and what it sees of /root, /run and /home.
"""

from __future__ import annotations

import json
import os
import socket
import sys
import urllib.request
from pathlib import Path

TOOLS = [{"name": "Write", "description": "Write a file",
          "input_schema": {"type": "object", "properties": {
              "file_path": {"type": "string"}, "content": {"type": "string"}}}}]


def probe(address: str | None) -> str:
    if address is None:
        return "not tried"
    host, port = address.rsplit(":", 1)
    try:
        socket.create_connection((host, int(port)), timeout=3).close()
    except OSError as err:
        return f"blocked: {type(err).__name__}"
    return "reached"


def call(messages: list) -> dict:
    body = json.dumps({"model": "scripted", "max_tokens": 256, "tools": TOOLS,
                       "messages": messages}).encode()
    request = urllib.request.Request(
        os.environ["ANTHROPIC_BASE_URL"] + "/v1/messages", data=body, method="POST",
        headers={"content-type": "application/json", "anthropic-version": "2023-06-01",
                 "x-api-key": os.environ["ANTHROPIC_API_KEY"]})
    with urllib.request.urlopen(request, timeout=30) as answer:
        return json.loads(answer.read())


def main() -> int:
    args = sys.argv[1:]
    address = None
    if args[0] == "--probe":
        address, args = args[1], args[2:]
    query = " ".join(args)
    Path("agent-probe.json").write_text(json.dumps({
        "env": sorted(os.environ), "key": os.environ.get("ANTHROPIC_API_KEY"),
        "direct": probe(address),
        "visible": {folder: sorted(os.listdir(folder)) if os.path.isdir(folder) else None
                    for folder in ("/root", "/run", "/home")}}))
    messages: list = [{"role": "user", "content": query}]
    for _ in range(5):
        reply = call(messages)
        messages.append({"role": "assistant", "content": reply["content"]})
        uses = [block for block in reply["content"] if block["type"] == "tool_use"]
        if not uses:
            print("".join(b.get("text", "") for b in reply["content"]))
            return 0
        results = []
        for use in uses:
            target = Path(use["input"]["file_path"])
            target.write_text(use["input"]["content"])
            results.append({"type": "tool_result", "tool_use_id": use["id"],
                            "content": f"wrote {target.name}"})
        messages.append({"role": "user", "content": results})
    return 1


if __name__ == "__main__":
    sys.exit(main())
