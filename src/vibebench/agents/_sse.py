"""Reassembly of streamed answers (server-sent events) into one non-streamed response body.

Scaffolds usually stream. The proxy records the event stream as text; normalization needs the
message it spelled out. OpenAI streams `chat.completion.chunk` deltas (content, reasoning and
tool-call argument fragments by index); Anthropic streams content blocks (text, thinking,
tool_use with partial JSON input). Both are folded here into the body the same request would
have returned without `stream`.
"""

from __future__ import annotations

import json
import re
from typing import Any

__all__ = ["assemble_stream", "is_event_stream"]


def _fields(text: str) -> list[tuple[str, str]]:
    """(field, value) per line, without comments (lines starting with ':', e.g. keep-alives)."""
    fields = []
    for line in text.splitlines():
        if not line or line.startswith(":"):
            continue
        name, _, value = line.partition(":")
        fields.append((name, value[1:] if value.startswith(" ") else value))
    return fields


def is_event_stream(body: Any) -> bool:
    """Whether a recorded response body is raw server-sent events.

    Leading comments and blank lines are skipped: some providers open a stream with a
    `: keep-alive` comment before the first event.
    """
    if not isinstance(body, str):
        return False
    for line in body.lstrip().splitlines():
        if line.startswith(":") or not line.strip():
            continue
        return line.startswith(("data:", "event:", "id:", "retry:"))
    return False


def _json_object(payload: str) -> dict[str, Any] | None:
    try:
        parsed = json.loads(payload)
    except json.JSONDecodeError:
        return None
    return parsed if isinstance(parsed, dict) else None


def _events(text: str) -> list[dict[str, Any]]:
    """The JSON objects the stream's events carry.

    An event's data lines are joined as the SSE format says; when that is not one JSON
    object, each data line is tried alone (servers that omit the blank line between events).
    """
    events = []
    for block in re.split(r"\r\n\r\n|\n\n|\r\r", text):
        data = [value.strip() for name, value in _fields(block) if name == "data"]
        joined = _json_object("\n".join(data)) if len(data) > 1 else None
        pieces = (
            [joined]
            if joined is not None
            else [_json_object(item) for item in data if item and item != "[DONE]"]
        )
        events.extend(piece for piece in pieces if piece is not None)
    return events


def _openai(events: list[dict[str, Any]]) -> dict[str, Any]:
    content, reasoning, model = [], [], ""
    calls: dict[int, dict[str, Any]] = {}
    for event in events:
        model = event.get("model") or model
        for choice in event.get("choices") or []:
            delta = choice.get("delta") or {}
            content.append(delta.get("content") or "")
            reasoning.append(delta.get("reasoning_content") or "")
            for fragment in delta.get("tool_calls") or []:
                call = calls.setdefault(
                    fragment.get("index", len(calls)),
                    {"id": "", "type": "function", "function": {"name": "", "arguments": ""}},
                )
                call["id"] = fragment.get("id") or call["id"]
                function = fragment.get("function") or {}
                call["function"]["name"] += function.get("name") or ""
                call["function"]["arguments"] += function.get("arguments") or ""
    message: dict[str, Any] = {"role": "assistant", "content": "".join(content)}
    if any(reasoning):
        message["reasoning_content"] = "".join(reasoning)
    if calls:
        message["tool_calls"] = [calls[index] for index in sorted(calls)]
    return {"model": model, "choices": [{"index": 0, "message": message}]}


def _anthropic(events: list[dict[str, Any]]) -> dict[str, Any]:
    blocks: dict[int, dict[str, Any]] = {}
    partial: dict[int, str] = {}
    model = ""
    for event in events:
        kind = event.get("type")
        if kind == "message_start":
            model = (event.get("message") or {}).get("model", "")
        elif kind == "content_block_start":
            blocks[event["index"]] = dict(event.get("content_block") or {})
        elif kind == "content_block_delta":
            block, delta = blocks.setdefault(event["index"], {}), event.get("delta") or {}
            if delta.get("type") == "text_delta":
                block["text"] = block.get("text", "") + delta.get("text", "")
            elif delta.get("type") == "thinking_delta":
                block["thinking"] = block.get("thinking", "") + delta.get("thinking", "")
            elif delta.get("type") == "input_json_delta":
                partial[event["index"]] = partial.get(event["index"], "") + delta.get(
                    "partial_json", ""
                )
    for index, text in partial.items():
        try:
            blocks[index]["input"] = json.loads(text) if text else {}
        except json.JSONDecodeError:
            blocks[index]["input"] = text
    return {"model": model, "content": [blocks[index] for index in sorted(blocks)]}


def assemble_stream(api: str, text: str) -> dict[str, Any]:
    """The response body a streamed answer amounts to, in the API's non-streamed shape."""
    events = _events(text)
    return _anthropic(events) if api == "anthropic" else _openai(events)
