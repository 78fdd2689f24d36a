"""Readers for conversation logs: plain JSONL, LMSYS-Chat-1M and WildChat records.

All three are JSONL with one conversation per line; they differ in the id field, the role
names and the moderation fields. Each record becomes a `Conversation` with roles mapped to
system/user/assistant. A line that cannot be read raises DatasetError naming file and line,
so a bad record is found at once rather than silently skipped.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any, Literal

from pydantic import ValidationError

from vibebench.conv2bench._models import Conversation, Turn
from vibebench.errors import DatasetError
from vibebench.jsonl import read_jsonl_objects

__all__ = ["FORMATS", "ConversationFormat", "detect_format", "read_conversations"]

ConversationFormat = Literal["auto", "jsonl", "lmsys", "wildchat"]
FORMATS: tuple[str, ...] = ("auto", "jsonl", "lmsys", "wildchat")

_ROLES = {
    "user": "user",
    "human": "user",
    "assistant": "assistant",
    "gpt": "assistant",
    "bot": "assistant",
    "chatbot": "assistant",
    "system": "system",
}


def detect_format(record: Mapping[str, Any]) -> str:
    """Which reader a record needs, from the id field its dataset uses."""
    if "conversation_hash" in record:
        return "wildchat"
    if "conversation_id" in record and "conversation" in record:
        return "lmsys"
    return "jsonl"


def _turns(raw: Any) -> tuple[Turn, ...]:
    if not isinstance(raw, list) or not raw:
        raise ValueError("the conversation must be a non-empty list of messages")
    turns = []
    for position, message in enumerate(raw, start=1):
        if not isinstance(message, Mapping):
            raise ValueError(f"message {position} is not an object")
        role = _ROLES.get(str(message.get("role", "")).lower())
        if role is None:
            raise ValueError(f"message {position} has unknown role {message.get('role')!r}")
        content = message.get("content")
        if not isinstance(content, str):
            raise ValueError(f"message {position} content is not a string")
        turns.append(Turn(role=role, content=content))  # type: ignore[arg-type]
    return tuple(turns)


def _lmsys_toxic(record: Mapping[str, Any]) -> bool:
    moderation = record.get("openai_moderation") or []
    return any(isinstance(entry, Mapping) and entry.get("flagged") for entry in moderation)


def _conversation(record: Mapping[str, Any], kind: str, line: int) -> Conversation:
    if kind == "wildchat":
        ident, turns_key = record.get("conversation_hash"), "conversation"
        toxic = bool(record.get("toxic", False))
    elif kind == "lmsys":
        ident, turns_key = record.get("conversation_id"), "conversation"
        toxic = _lmsys_toxic(record)
    else:
        ident = record.get("id", record.get("conversation_id", f"line-{line}"))
        turns_key = next((k for k in ("messages", "turns", "conversation") if k in record), "")
        toxic = bool(record.get("toxic", False))
    if not turns_key:
        raise ValueError("no `messages`, `turns` or `conversation` list")
    return Conversation(
        conversation_id=str(ident),
        source=kind,
        turns=_turns(record.get(turns_key)),
        model=record.get("model"),
        language=record.get("language"),
        toxic=toxic,
    )


def read_conversations(path: Path, fmt: ConversationFormat = "auto") -> list[Conversation]:
    """Read every conversation of a JSONL file.

    Args:
        path: One record per line.
        fmt: `auto` picks the reader per record (WildChat has `conversation_hash`, LMSYS
            `conversation_id` with `conversation`); otherwise that reader for every line. A
            plain JSONL record is `{"id": ..., "messages": [{"role", "content"}, ...]}`.

    Raises:
        DatasetError: the file is unreadable, a line is not JSON, or a record lacks turns or
            has an unknown role; the message names file and line. Duplicate ids are refused,
            since results are keyed by them.
    """
    conversations: list[Conversation] = []
    seen: dict[str, int] = {}
    for line, record in read_jsonl_objects(path):
        kind = detect_format(record) if fmt == "auto" else fmt
        try:
            conversation = _conversation(record, kind, line)
        except (ValueError, ValidationError) as err:
            raise DatasetError(f"{kind} record: {err}", path=str(path), line=line) from err
        if conversation.conversation_id in seen:
            message = (
                f"duplicate conversation id {conversation.conversation_id!r} "
                f"(first on line {seen[conversation.conversation_id]})"
            )
            raise DatasetError(message, path=str(path), line=line)
        seen[conversation.conversation_id] = line
        conversations.append(conversation)
    return conversations
