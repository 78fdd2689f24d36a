"""The pieces every SDK-backed client shares: reading a chat completion, whatever carries it.

The clients themselves are tested over real HTTP (test_openai_client, test_anthropic_client);
LiteLLM is an optional extra, so its answer shape (objects, not JSON) is checked here.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from vibebench.models import ModelCallError, Usage
from vibebench.models._openai import read_completion

BODY = (
    b'{"model": "m-1", "choices": [{"message": {"role": "assistant", "content": "hi"}, '
    b'"finish_reason": "length"}], "usage": {"prompt_tokens": 3, "completion_tokens": 1}}'
)


def _as_objects() -> SimpleNamespace:
    message = SimpleNamespace(role="assistant", content="hi")
    choice = SimpleNamespace(index=0, message=message, finish_reason="length")
    usage = SimpleNamespace(prompt_tokens=3, completion_tokens=1, total_tokens=4)
    return SimpleNamespace(model="m-1", choices=[choice], usage=usage)


@pytest.mark.parametrize("raw", [BODY, _as_objects()], ids=["json", "objects"])
def test_a_completion_reads_the_same_from_json_and_from_objects(raw: object) -> None:
    reply = read_completion(raw, "m at here")
    assert (reply.text, reply.model, reply.finish_reason) == ("hi", "m-1", "length")
    assert reply.usage == Usage(prompt_tokens=3, completion_tokens=1)
    assert reply.cost_usd is None


@pytest.mark.parametrize(
    ("raw", "kind", "message"),
    [
        (b'{"choices": []}', "empty", "no choices"),
        (SimpleNamespace(model="m", choices=[], usage=None), "empty", "no choices"),
        (b'{"id": "x"}', "transport_error", "malformed response body"),
        (SimpleNamespace(id="x"), "transport_error", "malformed response body"),
    ],
)
def test_no_answer_is_an_empty_or_malformed_failure(raw: object, kind: str, message: str) -> None:
    with pytest.raises(ModelCallError, match=message) as caught:
        read_completion(raw, "m at here")
    assert caught.value.detail.kind == kind
