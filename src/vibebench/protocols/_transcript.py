"""The conversation of one turn in each Vibe Checker setting (base, single, multi)."""

from __future__ import annotations

from collections.abc import Sequence

from vibebench.instructions import InstructionSpec
from vibebench.models import ChatMessage
from vibebench.protocols._prompts import base_messages, edit_turn_message, single_turn_messages
from vibebench.store import GenerationRecord
from vibebench.tasks import Task


def with_system(messages: list[ChatMessage], system_prompt: str | None) -> list[ChatMessage]:
    """The messages with the run's `--system-prompt`: None keeps the benchmark's, "" drops it."""
    if system_prompt is None:
        return messages
    turns = [message for message in messages if message.role != "system"]
    if not system_prompt:
        return turns
    return [ChatMessage(role="system", content=system_prompt), *turns]


def turn_messages(
    task: Task,
    setting: str,
    instructions: Sequence[InstructionSpec],
    previous: GenerationRecord | None,
    system_prompt: str | None = None,
) -> list[ChatMessage]:
    """The exact conversation of one turn; multi-turn rounds reuse the stored history, so
    the system prompt of round 0 (the base sample) carries through.

    Raises:
        ValueError: a multi-turn round without the round it edits.
    """
    if setting == "base":
        return with_system(base_messages(task), system_prompt)
    if setting == "single":
        return with_system(single_turn_messages(task, instructions), system_prompt)
    if previous is None:
        msg = "a multi-turn round needs the previous round"
        raise ValueError(msg)
    history = [ChatMessage(**message) for message in previous.messages]
    return [
        *history,
        ChatMessage(role="assistant", content=previous.response),
        edit_turn_message(instructions[-1]),
    ]
