"""What the verify-helper tests share (test_helpers.py, test_compile_ahead.py): the batch
verified with no helper at all, waiting for helpers, and the Ctrl-C check."""

from __future__ import annotations

import os

import pytest

from vibebench.verify import ResponseVerdicts, VerifyRequest, verify
from vibebench.verify import _engine as engine_module
from vibebench.verify import _helpers as helpers_module


def alone(requests: list[VerifyRequest], mode: str = "paper") -> list[ResponseVerdicts]:
    """The verdicts with no helper at all (VIBEBENCH_VERIFY_HELPERS=0 for the call)."""
    previous = os.environ.get(helpers_module.HELPERS_ENV)
    os.environ[helpers_module.HELPERS_ENV] = "0"
    try:
        return verify(requests, mode=mode)  # type: ignore[arg-type]
    finally:
        if previous is None:
            del os.environ[helpers_module.HELPERS_ENV]
        else:
            os.environ[helpers_module.HELPERS_ENV] = previous


def wait_ready() -> list[helpers_module.Helper]:
    """Start the helpers and wait until each says it is ready."""
    ready = helpers_module.start_helpers(wait=60.0)
    assert ready, "the verify helper never said it was ready"
    return ready


def assert_interrupt_stops_helper(
    monkeypatch: pytest.MonkeyPatch,
    helper: helpers_module.Helper,
    engine_step: str,
    requests: list[VerifyRequest],
) -> None:
    """Ctrl-C inside the engine's `engine_step` while the helper owes an answer: the answer
    would be read as the next batch's, so the helper is stopped and its lock released;
    the next batch, with a new helper, is right."""
    real = getattr(engine_module, engine_step)

    def interrupted(*args: object, **kwargs: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(engine_module, engine_step, interrupted)
    with pytest.raises(KeyboardInterrupt):
        verify(requests)
    assert not helper.alive
    assert not helper.lock.locked()
    monkeypatch.setattr(engine_module, engine_step, real)
    wait_ready()
    assert verify(requests) == alone(requests)
