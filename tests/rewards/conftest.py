"""Fixtures of the reward tests: the real sandbox."""

from __future__ import annotations

import pytest

from vibebench.execute import Runner, Sandbox, SandboxConfig


@pytest.fixture(scope="session")
def runner() -> Runner:
    """The real sandbox; bubblewrap is required (a missing sandbox fails, never skips)."""
    return Runner(Sandbox(SandboxConfig(isolation="bwrap")))
