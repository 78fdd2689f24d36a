"""One question to a model, asked again with the reason while the answer does not parse.

Every LLM stage that wants a structured answer (the augmentation selector, each Conv-to-Bench
stage) runs the same loop: ask, parse, and on a malformed answer append it and a follow-up
turn naming the problem, a bounded number of times. The stage decides what parses, what the
follow-up says and what is raised once the attempts are spent.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from vibebench.models import ChatMessage, GenerationParams

__all__ = ["AnswerError", "Asker", "Reask", "ask_until_valid", "fenced_json"]

T = TypeVar("T")
_WHOLE_FENCE = re.compile(r"\A```(?:json)?[ \t]*\n(?P<body>.*)\n```\Z", re.DOTALL)


class AnswerError(ValueError):
    """An answer without the required shape; its message is sent back to the model."""


def fenced_json(text: str) -> Any:
    """The JSON value of an answer that is only JSON, or only one ```json fenced block.

    Raises:
        json.JSONDecodeError: anything else; the caller words the reason for the model.
    """
    body = text.strip()
    fenced = _WHOLE_FENCE.match(body)
    if fenced:
        body = fenced.group("body").strip()
    return json.loads(body)


class Asker(Protocol):
    """The one method of `vibebench.models.Model` the loop needs."""

    async def complete(self, messages: list[ChatMessage], params: GenerationParams) -> Any:
        """Answer the conversation; the result has a `text` attribute."""


@dataclass(frozen=True)
class Reask:
    """How a malformed answer is sent back, and what happens when none parses."""

    attempts: int
    """Answers tried (at least one is)."""
    follow_up: str
    """The user turn after a malformed answer; `{problem}` is replaced by its reason."""
    give_up: Callable[[str], Exception]
    """The error raised after the last attempt, from the last problem."""
    params: GenerationParams | None = None
    """Decoding parameters (default: `GenerationParams()`)."""
    rejects: tuple[type[Exception], ...] = (AnswerError,)
    """What `parse` raises for a malformed answer (anything else propagates)."""


async def ask_until_valid(
    model: Asker, messages: Sequence[ChatMessage], parse: Callable[[str], T], reask: Reask
) -> T:
    """`parse` of the first answer it accepts (`reask.rejects` rejects an answer).

    Raises:
        ModelError: the model call failed (not retried here: the model retries transport).
        Exception: `reask.give_up(problem)` once every attempt was malformed.
    """
    conversation = list(messages)
    params = reask.params or GenerationParams()
    problem = "no attempt was made"
    for _ in range(max(1, reask.attempts)):
        response = await model.complete(conversation, params)
        try:
            return parse(response.text)
        except reask.rejects as err:
            problem = str(err)
            conversation = [
                *conversation,
                ChatMessage(role="assistant", content=response.text),
                ChatMessage(role="user", content=reask.follow_up.format(problem=problem)),
            ]
    raise reask.give_up(problem)
