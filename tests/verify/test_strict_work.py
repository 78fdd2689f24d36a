"""The engine's shortcuts change no verdict: strict checks skipped where Ruff already failed,
strict checks put off until Ruff has decided (or run while waiting for it), Python checks
shared by identical responses."""

from __future__ import annotations

import random
from typing import Any

import pytest

import vibebench
from vibebench.instructions import InstructionSpec, all_instructions, get_instruction
from vibebench.verify import VerifyRequest
from vibebench.verify import _batch as batch_module
from vibebench.verify import _strict_mode as strict_module

F = "```"
PRINTS = f"{F}python\ndef load(rows):\n    print(rows)\n    return rows\n{F}\n"
"""Fails library_2 by Ruff (T201): its strict check has nothing to add."""
ALIASED = f"{F}python\nsay = print\n\n\ndef load(rows):\n    say(rows)\n    return rows\n{F}\n"
"""Passes library_2 by Ruff, fails it in strict mode."""
RECURSIVE = f"{F}python\ndef walk(n):\n    return walk(n - 1) if n else 0\n{F}\n"
LOOPING = f"{F}python\ndef total(rows):\n    return sum(rows)\n{F}\n"


@pytest.fixture
def strict_runs(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, int]]:
    """The keys of the checks whose strict check ran."""
    ran: list[tuple[int, int]] = []
    real = strict_module._run

    def counting(check: Any, facts: Any) -> Any:
        ran.append(check.key)
        return real(check, facts)

    monkeypatch.setattr(strict_module, "_run", counting)
    return ran


def _ruff_done_at_once(monkeypatch: pytest.MonkeyPatch, done: bool) -> None:
    """Make the engine see every Ruff run as finished (True) or running (False) when it
    looks without waiting; collecting outcomes still waits for the real run."""
    monkeypatch.setattr(batch_module.RuffBatch, "finished", lambda _self: done)


def test_a_check_ruff_fails_gets_no_strict_check(
    strict_runs: list[tuple[int, int]], monkeypatch: pytest.MonkeyPatch
) -> None:
    _ruff_done_at_once(monkeypatch, done=True)  # no wait for put-off checks to fill
    results = vibebench.verify([(PRINTS, ["library_2"]), (ALIASED, ["library_2"])], mode="strict")
    failed_by_ruff, failed_by_strict = (result.verdicts[0] for result in results)
    assert [d.rule for d in failed_by_ruff.diagnostics] == ["T201"]
    assert {d.rule for d in failed_by_strict.diagnostics} == {"strict"}
    assert strict_runs == [(1, 0)]


def test_put_off_checks_fill_the_wait_for_ruff_and_change_no_verdict(
    strict_runs: list[tuple[int, int]], monkeypatch: pytest.MonkeyPatch
) -> None:
    """While Ruff still runs, the put-off strict checks run rather than wait, even one Ruff
    then fails: its verdict stays Ruff's."""
    items = [(PRINTS, ["library_2"]), (ALIASED, ["library_2"])]
    _ruff_done_at_once(monkeypatch, done=True)
    expected = vibebench.verify(items, mode="strict")
    strict_runs.clear()
    _ruff_done_at_once(monkeypatch, done=False)
    assert vibebench.verify(items, mode="strict") == expected
    assert sorted(strict_runs) == [(0, 0), (1, 0)]


def _mixed(count: int, seed: int) -> list[VerifyRequest]:
    rng = random.Random(seed)
    registry = [item for item in all_instructions() if not item.parameters]
    codes = [PRINTS, ALIASED, RECURSIVE, LOOPING, "No code today."]
    return [
        VerifyRequest(
            response=rng.choice(codes),
            instructions=[InstructionSpec(id=item.id) for item in rng.sample(registry, 5)],
        )
        for _ in range(count)
    ]


def test_strict_checks_put_off_or_not_give_the_same_verdicts(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    requests = _mixed(30, seed=5)
    put_off = vibebench.verify(requests, mode="strict")
    monkeypatch.setattr(strict_module, "DEFER_UP_TO_CODES", 0)
    assert vibebench.verify(requests, mode="strict") == put_off
    assert [r.all_passed for r in put_off].count(False) > 5


def test_strict_verdicts_in_a_mixed_batch_equal_the_verdicts_alone() -> None:
    requests = _mixed(24, seed=11)
    for request, result in zip(requests, vibebench.verify(requests, mode="strict"), strict=True):
        assert result == vibebench.verify([request], mode="strict")[0], request


def test_identical_responses_run_a_python_check_once(monkeypatch: pytest.MonkeyPatch) -> None:
    kind = type(get_instruction("logic_9"))
    calls: list[str] = []
    real = kind.check

    def counting(self: Any, code: str, response: str, params: dict[str, Any]) -> Any:
        calls.append(code)
        return real(self, code, response, params)

    monkeypatch.setattr(kind, "check", counting)
    results = vibebench.verify([(RECURSIVE, ["logic_9"])] * 3 + [(LOOPING, ["logic_9"])])
    assert len(calls) == 2
    verdicts = [result.verdicts[0] for result in results]
    assert [v.passed for v in verdicts] == [False, False, False, True]
    assert verdicts[0] == verdicts[1] == verdicts[2]
    assert verdicts[0].params is not verdicts[1].params


@pytest.mark.parametrize("spec", ["style_3", "style_8"])
def test_responses_with_one_program_but_other_blocks_get_their_own_strict_verdicts(
    spec: str,
) -> None:
    """style_3 and style_8 read the answer's other python blocks: a batch holding the same
    program twice, once with a non-compliant extra block, must not share one verdict (the
    engine shares a strict check only between responses that give it the same input)."""
    program = (
        f"{F}python\ndef total(values):\n    return sum(values)\n\n\nprint(total([1]))\n{F}\n"
    )
    extra = {
        "style_3": "print(total([1]))  # " + "a long remark that runs well past the limit " * 2,
        "style_8": "CONFIG = {\n    'a': 1,\n    'b': 2\n}",
    }[spec]
    padded = program + f"\nOr, in a module:\n\n{F}python\n{extra}\n{F}\n"
    for order in ([program, padded], [padded, program]):
        requests = [VerifyRequest(response=text, instructions=[spec]) for text in order]
        results = vibebench.verify(requests, mode="strict")
        verdicts = [result.verdicts[0].passed for result in results]
        assert verdicts == [text == program for text in order]
