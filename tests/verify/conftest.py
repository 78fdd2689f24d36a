"""Fixtures of the verify tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from helper_support import wait_ready

from vibebench.verify import _engine as engine_module
from vibebench.verify import _helpers as helpers_module


@pytest.fixture
def one_helper(monkeypatch: pytest.MonkeyPatch) -> Iterator[helpers_module.Helper]:
    """Exactly one fresh, ready helper (whatever the machine's core count)."""
    helpers_module.stop_helpers()
    monkeypatch.setenv(helpers_module.HELPERS_ENV, "1")
    yield wait_ready()[0]
    helpers_module.stop_helpers()


@pytest.fixture
def parts(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The sizes of the parts helpers answered (empty when nothing was shared)."""
    answered: list[int] = []
    real = engine_module._helper_part

    def counting(helper, requests, job):  # noqa: ANN001, ANN202 - the engine's own signature
        results = real(helper, requests, job)
        answered.append(len(results))
        return results

    monkeypatch.setattr(engine_module, "_helper_part", counting)
    return answered
