"""A model that is a Python function, for protocol tests and offline baselines.

Protocols only see the Model interface, so a test can drive a multi-turn protocol with a
function that inspects the conversation and answers, with no server at all.
"""

from __future__ import annotations

import inspect
import time
from collections.abc import Awaitable, Callable, Sequence

from vibebench.models._types import ChatMessage, GenerationParams, Model, ModelResponse

Handler = Callable[[Sequence[ChatMessage]], "str | Awaitable[str]"]
"""messages -> reply text; may be a coroutine function. Raise ModelError to simulate failure."""


class CallableModel(Model):
    """A model whose replies come from `handler(messages)`."""

    def __init__(self, handler: Handler, name: str = "callable") -> None:
        self.handler = handler
        self.name = name
        self.calls = 0
        """How many times the handler ran (cache hits do not reach it)."""

    async def _complete(
        self, messages: Sequence[ChatMessage], params: GenerationParams, sample_index: int
    ) -> ModelResponse:
        """Call the handler; no usage or cost, since nothing was tokenized."""
        started = time.perf_counter()
        self.calls += 1
        reply = self.handler(list(messages))
        if inspect.isawaitable(reply):
            reply = await reply
        if not isinstance(reply, str):
            raise TypeError(f"{self.name}: the handler returned {type(reply).__name__}, not str")
        return ModelResponse(
            text=reply,
            latency_s=time.perf_counter() - started,
            model=self.name,
            finish_reason="stop",
        )
