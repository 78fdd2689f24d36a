"""Raw proxy calls -> one `{meta, tools, messages}` trajectory per session (OctoBench F.2).

Every request of an agent session re-sends the whole history so far (appendix F.1), so the
calls are merged rather than concatenated: each request's messages are aligned with the
trajectory built so far and only what is new is appended, then the call's answer. Messages
are compared by role, text and tool calls (not ids, not reasoning, which scaffolds often strip
when re-sending), so the answer recorded with its reasoning is the copy kept. When a scaffold
rewrites earlier history (context compaction, a changed system prompt), the messages already
in the trajectory are skipped and the genuinely new ones appended.

Both message APIs are read into one shape: OpenAI `tool` messages and Anthropic `tool_result`
blocks become `tool` messages naming their tool, Anthropic `thinking` blocks and OpenAI
`reasoning_content` become `reasoning_content`, Anthropic tool definitions take the OpenAI
function shape. Assistant turns are indexed; tool outputs longer than the limit keep their
head and tail around a marker saying how much was cut.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from vibebench._frozen import FrozenModel
from vibebench.agents._models import (
    ProxyCall,
    ToolCall,
    Trajectory,
    TrajectoryMessage,
    TrajectoryMeta,
)
from vibebench.agents._sse import assemble_stream, is_event_stream

__all__ = ["NormalizeConfig", "normalize_session", "truncate_middle"]


class NormalizeConfig(FrozenModel):
    """How much of long outputs a trajectory keeps."""

    max_tool_chars: int = 4000
    """Tool outputs longer than this keep head and tail (half each) around a marker."""
    max_assistant_chars: int | None = None
    """The same for assistant text; None keeps it whole."""


def truncate_middle(text: str, limit: int) -> tuple[str, int]:
    """(text, characters removed): head and tail kept around a marker when over `limit`."""
    if len(text) <= limit:
        return text, 0
    removed = len(text) - limit
    half = limit // 2
    marker = f"\n...[truncated {removed} characters]...\n"
    return text[:half] + marker + text[len(text) - (limit - half) :], removed


def _text(content: Any) -> str:
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(
            str(part.get("text", ""))
            for part in content
            if isinstance(part, dict) and part.get("type") in ("text", None)
        )
    return str(content)


def _arguments(raw: Any) -> Any:
    if isinstance(raw, str):
        try:
            return json.loads(raw)
        except json.JSONDecodeError:
            return raw
    return raw


def _openai_assistant(message: dict[str, Any]) -> TrajectoryMessage:
    calls = tuple(
        ToolCall(
            id=str(call.get("id", "")),
            name=str((call.get("function") or {}).get("name")),
            arguments=_arguments((call.get("function") or {}).get("arguments")),
        )
        for call in message.get("tool_calls") or []
    )
    return TrajectoryMessage(
        role="assistant",
        content=_text(message.get("content")),
        reasoning_content=message.get("reasoning_content"),
        tool_calls=calls,
    )


def _openai_messages(body: dict[str, Any]) -> list[TrajectoryMessage]:
    messages: list[TrajectoryMessage] = []
    names: dict[str, str] = {}
    for message in body.get("messages") or []:
        role = message.get("role")
        if role in ("system", "developer"):
            text = _text(message.get("content"))
            messages.append(TrajectoryMessage(role="system", content=text))
        elif role == "assistant":
            assistant = _openai_assistant(message)
            names.update({call.id: call.name for call in assistant.tool_calls})
            messages.append(assistant)
        elif role == "tool":
            messages.append(_tool_result(message, message.get("tool_call_id", ""), names))
        else:
            messages.append(TrajectoryMessage(role="user", content=_text(message.get("content"))))
    return messages


def _tool_result(part: Any, ident: Any, names: dict[str, str]) -> TrajectoryMessage:
    """A tool's answer (an OpenAI tool message or an Anthropic tool_result block), named
    after the call `ident` answers."""
    return TrajectoryMessage(
        role="tool",
        content=_text(part.get("content")),
        tool_call_id=str(ident),
        tool_name=names.get(str(ident)),
    )


def _anthropic_assistant(blocks: Any) -> TrajectoryMessage:
    if isinstance(blocks, str):
        return TrajectoryMessage(role="assistant", content=blocks)
    texts, thinking, calls = [], [], []
    for block in blocks or []:
        kind = block.get("type")
        if kind == "text":
            texts.append(block.get("text", ""))
        elif kind in ("thinking", "redacted_thinking"):
            thinking.append(block.get("thinking", ""))
        elif kind == "tool_use":
            calls.append(
                ToolCall(
                    id=str(block.get("id", "")),
                    name=str(block.get("name")),
                    arguments=block.get("input"),
                )
            )
    return TrajectoryMessage(
        role="assistant",
        content="\n".join(texts),
        reasoning_content="\n".join(thinking) or None,
        tool_calls=tuple(calls),
    )


def _anthropic_user(blocks: Any, names: dict[str, str]) -> list[TrajectoryMessage]:
    if isinstance(blocks, str):
        return [TrajectoryMessage(role="user", content=blocks)]
    found: list[TrajectoryMessage] = []
    for block in blocks or []:
        if block.get("type") == "tool_result":
            found.append(_tool_result(block, block.get("tool_use_id", ""), names))
        elif block.get("type") == "text":
            if found and found[-1].role == "user":
                merged = found[-1].content + "\n" + block.get("text", "")
                found[-1] = found[-1].model_copy(update={"content": merged})
            else:
                found.append(TrajectoryMessage(role="user", content=block.get("text", "")))
    return found


def _anthropic_messages(body: dict[str, Any]) -> list[TrajectoryMessage]:
    messages: list[TrajectoryMessage] = []
    if body.get("system"):
        messages.append(TrajectoryMessage(role="system", content=_text(body["system"])))
    names: dict[str, str] = {}
    for message in body.get("messages") or []:
        if message.get("role") == "assistant":
            assistant = _anthropic_assistant(message.get("content"))
            names.update({call.id: call.name for call in assistant.tool_calls})
            messages.append(assistant)
        else:
            messages.extend(_anthropic_user(message.get("content"), names))
    return messages


def _tools(api: str, body: dict[str, Any]) -> list[dict[str, Any]]:
    tools = [tool for tool in body.get("tools") or [] if isinstance(tool, dict)]
    if api != "anthropic":
        return tools
    return [
        {
            "type": "function",
            "function": {
                "name": tool.get("name"),
                "description": tool.get("description", ""),
                "parameters": tool.get("input_schema", {}),
            },
        }
        for tool in tools
    ]


def _answer(call: ProxyCall) -> tuple[TrajectoryMessage | None, str]:
    body = call.response
    if is_event_stream(body):
        body = assemble_stream(call.api, body)
    if not isinstance(body, dict):
        return None, ""
    model = str(body.get("model") or "")
    if call.api == "anthropic":
        return _anthropic_assistant(body.get("content")), model
    choices = body.get("choices") or []
    if not choices:
        return None, model
    return _openai_assistant(choices[0].get("message") or {}), model


def _key(message: TrajectoryMessage) -> str:
    calls = [
        (call.name, json.dumps(call.arguments, sort_keys=True, default=str))
        for call in message.tool_calls
    ]
    return json.dumps([message.role, message.content.strip(), calls, message.tool_name])


def _merge(trajectory: list[TrajectoryMessage], history: list[TrajectoryMessage]) -> int:
    """Append what `history` adds to `trajectory`; return how many messages were re-sent."""
    have, sent = [_key(m) for m in trajectory], [_key(m) for m in history]
    prefix = 0
    while prefix < min(len(have), len(sent)) and have[prefix] == sent[prefix]:
        prefix += 1
    if prefix == len(have):
        fresh = history[prefix:]
    else:
        known = set(have)
        fresh = [
            m for m, key in zip(history[prefix:], sent[prefix:], strict=True) if key not in known
        ]
    trajectory.extend(fresh)
    return len(history) - len(fresh)


def _finish(messages: list[TrajectoryMessage], config: NormalizeConfig) -> list[TrajectoryMessage]:
    finished, turn = [], 0
    for message in messages:
        update: dict[str, Any] = {}
        limit = (
            config.max_tool_chars
            if message.role == "tool"
            else (config.max_assistant_chars if message.role == "assistant" else None)
        )
        if limit is not None:
            text, removed = truncate_middle(message.content, limit)
            if removed:
                update.update(content=text, truncated_chars=removed)
        if message.role == "assistant":
            update["turn"] = turn
            turn += 1
        finished.append(message.model_copy(update=update) if update else message)
    return finished


def normalize_session(
    calls: Sequence[ProxyCall], config: NormalizeConfig | None = None
) -> Trajectory:
    """Merge one session's calls (in `seq` order) into a trajectory.

    Failed calls (no answer, or an HTTP error status) add nothing and are counted in
    `meta.failed_calls`: the scaffold retried them, so their history reappears later.
    """
    config = config or NormalizeConfig()
    ordered = sorted(calls, key=lambda call: call.seq)
    if not ordered:
        raise ValueError("a trajectory needs at least one call")
    messages: list[TrajectoryMessage] = []
    tools: dict[str, dict[str, Any]] = {}
    model, merged, duplicates, failed = "", 0, 0, 0
    for call in ordered:
        answer, answered_by = _answer(call)
        if (
            call.error
            or (call.status or 0) >= 400
            or answer is None
            or not isinstance(call.request, dict)
        ):
            failed += 1
            continue
        read = _anthropic_messages if call.api == "anthropic" else _openai_messages
        duplicates += _merge(messages, read(call.request))
        for tool in _tools(call.api, call.request):
            tools.setdefault(str((tool.get("function") or tool).get("name")), tool)
        messages.append(answer)
        model = model or answered_by or str(call.request.get("model") or "")
        merged += 1
    meta = TrajectoryMeta(
        session_id=ordered[0].session_id,
        model=model,
        api=ordered[0].api,
        calls=merged,
        duplicates_removed=duplicates,
        failed_calls=failed,
    )
    return Trajectory(
        meta=meta, tools=tuple(tools.values()), messages=tuple(_finish(messages, config))
    )
