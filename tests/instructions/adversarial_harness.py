"""The adversarial suite's data model and its one-call-per-mode verification.

Each `Attempt` is an answer a policy under RL might give to dodge an instruction (it does
not follow the instruction, yet tries to pass its checks), paired with an honest twin that
follows it. The category test files hold the attempts; benchmarks/adversarial_share.py
measures the share that passes in each mode from the same data.
"""

from __future__ import annotations

import importlib.util
import sys
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from vibebench.instructions import InstructionSpec
from vibebench.verify import VerifyRequest, verify

HERE = Path(__file__).resolve().parent
CATEGORIES = ("style", "logic", "doc", "error", "library")
MIN_ATTEMPTS = 10
"""Attempts each instruction needs at least."""


@dataclass(frozen=True)
class Attempt:
    """One way around an instruction, and an honest answer that follows it."""

    instruction: str
    route: str
    """What the attempt does, in a few words (the test id)."""
    attempt: str
    """The dodging answer: code (fenced for the model's response) or, with `response`, a
    whole response."""
    twin: str
    """An honest answer to the same task that follows the instruction."""
    params: dict[str, Any] = field(default_factory=dict)
    open: bool = False
    """A route strict mode leaves open (documented under the instruction's Strict mode):
    the attempt is expected to pass even in strict mode."""
    response: bool = False
    """`attempt` and `twin` are whole responses, not code."""

    @property
    def ident(self) -> str:
        return f"{self.instruction}-{self.route}"

    def as_response(self, text: str) -> str:
        return text if self.response else f"```python\n{text}```\n"


def passed(attempts: Sequence[Attempt], *, twins: bool, mode: str) -> list[bool]:
    """Whether each attempt (or its twin) passes its instruction, in one engine call."""
    requests = [
        VerifyRequest(
            task_id=attempt.ident,
            response=attempt.as_response(attempt.twin if twins else attempt.attempt),
            instructions=[InstructionSpec(id=attempt.instruction, params=attempt.params)],
        )
        for attempt in attempts
    ]
    return [result.verdicts[0].passed for result in verify(requests, mode=mode)]


def all_attempts() -> list[Attempt]:
    """Every category's attempts (the test modules are loaded by path, as data)."""
    found: list[Attempt] = []
    for category in CATEGORIES:
        path = HERE / f"test_adversarial_{category}.py"
        name = f"_adversarial_{category}"
        module = sys.modules.get(name)
        if module is None:
            spec = importlib.util.spec_from_file_location(name, path)
            assert spec is not None
            assert spec.loader is not None
            module = importlib.util.module_from_spec(spec)
            sys.modules[name] = module
            spec.loader.exec_module(module)
        found += module.ATTEMPTS
    return found


def category_tests(attempts: Sequence[Attempt], ids: Sequence[str]) -> tuple[Callable, ...]:
    """The fixture and tests every category module runs over its attempts.

    Each module binds them to module names (`verdicts, test_... = category_tests(...)`), so
    pytest collects them there, with the module's attempts as their parameters.
    """
    idents = [attempt.ident for attempt in attempts]

    @pytest.fixture(scope="module")
    def verdicts() -> dict[tuple[str, str], list[bool]]:
        """(mode, attempt or twin) -> passed, for every attempt: four engine calls in all."""
        return {
            (mode, kind): passed(attempts, twins=kind == "twin", mode=mode)
            for mode in ("paper", "strict")
            for kind in ("attempt", "twin")
        }

    def test_every_instruction_has_enough_attempts() -> None:
        counts = Counter(attempt.instruction for attempt in attempts)
        assert {ident: counts[ident] >= MIN_ATTEMPTS for ident in ids} == dict.fromkeys(ids, True)

    @pytest.mark.parametrize("index", range(len(attempts)), ids=idents)
    def test_strict_mode_fails_the_attempt(verdicts: dict, index: int) -> None:
        """Open routes (documented as still possible) are the exception: they pass."""
        assert verdicts[("strict", "attempt")][index] is attempts[index].open

    @pytest.mark.parametrize("index", range(len(attempts)), ids=idents)
    def test_honest_twin_passes_in_both_modes(verdicts: dict, index: int) -> None:
        assert verdicts[("paper", "twin")][index], attempts[index].twin
        assert verdicts[("strict", "twin")][index], attempts[index].twin

    return (verdicts, test_every_instruction_has_enough_attempts,
            test_strict_mode_fails_the_attempt, test_honest_twin_passes_in_both_modes)
