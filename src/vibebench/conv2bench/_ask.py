"""One strict JSON question to a model, with the reason sent back when an answer is malformed.

Every LLM stage of Conv-to-Bench (and the fallback judge) asks for one JSON object and
validates it with pydantic plus a stage-specific check. A malformed answer is returned to the
model with the reason and retried a bounded number of times; after that the question fails
with ModelError, which the caller records against the conversation instead of guessing.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import TypeVar

from pydantic import BaseModel, ValidationError

from vibebench.errors import ModelError
from vibebench.judge import AnswerError, Reask, ask_until_valid
from vibebench.models import ChatMessage, Model

__all__ = ["AnswerError", "ask_json", "json_body"]

Answer = TypeVar("Answer", bound=BaseModel)

_FENCE = re.compile(r"```(?:json)?\s*\n(?P<body>.*?)\n```", re.DOTALL)


def json_body(text: str) -> object:
    """The JSON object of an answer: the whole text, or its first ```json fenced block."""
    body = text.strip()
    fenced = _FENCE.search(body)
    if fenced and not body.startswith("{"):
        body = fenced.group("body").strip()
    try:
        return json.loads(body)
    except json.JSONDecodeError as err:
        raise AnswerError(f"the answer is not one JSON object ({err.msg})") from err


def _parse(text: str, answer_type: type[Answer], check: Callable[[Answer], None] | None) -> Answer:
    try:
        answer = answer_type.model_validate(json_body(text))
    except ValidationError as err:
        first = err.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "the object"
        raise AnswerError(
            f"the JSON does not have the required shape: {where}: {first['msg']}"
        ) from err
    if check is not None:
        check(answer)
    return answer


async def ask_json(
    model: Model,
    system: str,
    user: str,
    answer_type: type[Answer],
    *,
    check: Callable[[Answer], None] | None = None,
    max_attempts: int = 3,
) -> Answer:
    """Ask one question and return the validated answer.

    Args:
        check: Raises AnswerError when a well-formed answer still breaks a rule of the stage
            (e.g. a feedback id that is not a user message).
        max_attempts: Answers tried before giving up (each retry carries the reason).

    Raises:
        ModelError: the model call failed, or every answer was malformed.
    """
    messages = [ChatMessage(role="system", content=system), ChatMessage(role="user", content=user)]
    reask = Reask(
        attempts=max_attempts,
        follow_up="Your answer was rejected: {problem}. "
        "Reply again with only the corrected JSON object.",
        give_up=lambda reason: ModelError(
            f"{model.name}: no valid answer after {max_attempts} attempts ({reason})"
        ),
    )
    return await ask_until_valid(
        model, messages, lambda text: _parse(text, answer_type, check), reask
    )
