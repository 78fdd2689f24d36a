"""Fixtures for the codealign tests: the real sandbox the translated tasks run in."""

from __future__ import annotations

import pytest

from vibebench.execute import Runner, Sandbox, SandboxConfig


@pytest.fixture(scope="session")
def runner() -> Runner:
    """bubblewrap is required: a missing sandbox fails these tests instead of skipping them."""
    return Runner(Sandbox(SandboxConfig(isolation="bwrap")))
