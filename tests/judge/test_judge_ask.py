"""The shared ask-until-valid loop: the reason goes back, attempts are bounded."""

from __future__ import annotations

import asyncio
import json

import pytest

from vibebench.judge import AnswerError, Reask, ask_until_valid, fenced_json
from vibebench.models import CallableModel, ChatMessage

QUESTION = [ChatMessage(role="user", content="a number?")]


def _parse(text: str) -> int:
    if not text.isdigit():
        raise AnswerError(f"{text!r} is not a number")
    return int(text)


def _reask(attempts: int) -> Reask:
    return Reask(
        attempts=attempts,
        follow_up="Rejected: {problem}. Again.",
        give_up=lambda problem: RuntimeError(f"gave up: {problem}"),
    )


def test_a_malformed_answer_is_sent_back_with_its_reason() -> None:
    seen: list[list[ChatMessage]] = []
    replies = iter(["seven", "7"])

    def handler(messages: list[ChatMessage]) -> str:
        seen.append(messages)
        return next(replies)

    answer = asyncio.run(ask_until_valid(CallableModel(handler), QUESTION, _parse, _reask(3)))
    assert answer == 7
    assert [m.role for m in seen[1]] == ["user", "assistant", "user"]
    assert seen[1][-1].content == "Rejected: 'seven' is not a number. Again."


def test_the_last_problem_is_raised_once_every_attempt_failed() -> None:
    model = CallableModel(lambda messages: "{x}")
    with pytest.raises(RuntimeError, match=r"gave up: '\{x\}' is not a number"):
        asyncio.run(ask_until_valid(model, QUESTION, _parse, _reask(2)))
    assert model.calls == 2


def test_other_errors_of_the_parser_are_not_retried() -> None:
    def parse(text: str) -> int:
        raise KeyError(text)

    model = CallableModel(lambda messages: "1")
    with pytest.raises(KeyError):
        asyncio.run(ask_until_valid(model, QUESTION, parse, _reask(3)))
    assert model.calls == 1


@pytest.mark.parametrize(
    "text", ['{"a": 1}', '  {"a": 1}\n', '```json\n{"a": 1}\n```', '```\n  {"a": 1}\n```']
)
def test_fenced_json_reads_bare_json_or_one_whole_fence(text: str) -> None:
    assert fenced_json(text) == {"a": 1}


def test_fenced_json_refuses_prose_around_the_json() -> None:
    with pytest.raises(json.JSONDecodeError):
        fenced_json('Here it is: ```json\n{"a": 1}\n```')
