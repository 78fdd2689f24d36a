"""Fixtures of the verify tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from helper_support import wait_ready

from vibebench.verify import _helpers as helpers_module


@pytest.fixture
def one_helper(monkeypatch: pytest.MonkeyPatch) -> Iterator[helpers_module.Helper]:
    """Exactly one fresh, ready helper (whatever the machine's core count)."""
    helpers_module.stop_helpers()
    monkeypatch.setenv(helpers_module.HELPERS_ENV, "1")
    yield wait_ready()[0]
    helpers_module.stop_helpers()
