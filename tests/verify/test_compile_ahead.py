"""A helper compiles a batch's codes while the engine writes the Ruff tree; verdicts never
change because of it.

Every test runs the real helper process, the real Ruff and the real engine, and compares
with the same batch verified with no helper at all (VIBEBENCH_VERIFY_HELPERS=0). Batches
here are under 2 x MIN_PART responses, so the helper is lent for compiling, not for a
share of the batch.
"""

from __future__ import annotations

import logging
import os
import signal
import sys

import pytest
from helper_support import alone, assert_interrupt_stops_helper

from vibebench import _python_source
from vibebench.verify import ResponseVerdicts, VerifyRequest, clear_caches, verify
from vibebench.verify import _compile_ahead as ahead_module
from vibebench.verify import _helpers as helpers_module

F = "```"
CODES = [
    '"""Sum."""\n\n\ndef add(first: int, second: int) -> int:\n    """Add."""\n'
    "    return first + second\n",
    "import os\n\ndef Add(a, b):\n    try:\n        print('%s' % a)\n    except:\n        pass\n"
    "    return os.path.join(a, b)\n",
    "def f(n):\n    return f(n - 1) if n else 0\n",
    "def broken(:\n    pass\n",
    "total = 1\nreturn total\n",  # parses, yet does not compile: `return` outside a function
    "def g():\n    nonlocal missing\n",  # parses; the compiler's symbol table rejects it
    "x = " + " + ".join(["1"] * 2000) + "\n",
]
INSTRUCTIONS = ["style_3", "logic_9", "doc_5", "error_1", "style_6"]


def _batch(size: int) -> list[VerifyRequest]:
    """`size` responses over the codes above, each code varied by a comment."""
    return [
        VerifyRequest(task_id=f"t{number}",
                      response=f"{F}python\n# {number}\n{CODES[number % len(CODES)]}{F}\n",
                      instructions=INSTRUCTIONS)  # fmt: skip
        for number in range(size)
    ]


@pytest.fixture
def sent(monkeypatch: pytest.MonkeyPatch) -> list[tuple[object, ...]]:
    """Every message sent to a helper."""
    messages: list[tuple[object, ...]] = []
    real = helpers_module.Helper.send

    def send(helper: helpers_module.Helper, message: tuple[object, ...]) -> None:
        messages.append(message)
        real(helper, message)

    monkeypatch.setattr(helpers_module.Helper, "send", send)
    return messages


@pytest.fixture
def compiled_here(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The codes this process compiled itself."""
    codes: list[str] = []
    real = _python_source._compiles

    def counting(code: str) -> bool:
        codes.append(code)
        return real(code)

    monkeypatch.setattr(_python_source, "_compiles", counting)
    return codes


@pytest.mark.parametrize("mode", ["paper", "strict"])
def test_the_helper_compiles_and_the_verdicts_are_the_same(
    one_helper: helpers_module.Helper,
    sent: list[tuple[object, ...]],
    compiled_here: list[str],
    mode: str,
) -> None:
    requests = _batch(2 * ahead_module.PART_SIZE + 10)
    expected = alone(requests, mode)
    compiled_here.clear()
    clear_caches()
    assert verify(requests, mode=mode) == expected  # type: ignore[arg-type]
    parts = [message for message in sent if message[0] == "compile"]
    offered = [code for part in parts for code in part[1]]  # type: ignore[attr-defined]
    assert len(parts) == 3  # two full parts and the rest, sent during extraction
    assert len(offered) == len(set(offered)) == len(requests)
    assert not set(offered) & set(compiled_here)  # none compiled twice
    assert one_helper.alive
    assert not one_helper.lock.locked()
    reasons = {result.reason for result in expected}
    assert "the extracted code does not compile" in reasons  # the helper's False counted


def test_small_batches_compile_here(
    one_helper: helpers_module.Helper, sent: list[tuple[object, ...]]
) -> None:
    requests = _batch(ahead_module.MIN_RESPONSES - 1)
    assert verify(requests) == alone(requests)
    assert [message for message in sent if message[0] == "compile"] == []


def test_a_helper_killed_mid_batch_changes_no_verdict(
    one_helper: helpers_module.Helper,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    """The helper dies as the first part reaches it: every code is compiled here."""
    requests = _batch(2 * ahead_module.PART_SIZE)
    expected = alone(requests)
    real = helpers_module.Helper.send

    def send_then_die(helper: helpers_module.Helper, message: tuple[object, ...]) -> None:
        real(helper, message)
        os.kill(helper.process.pid, signal.SIGKILL)
        helper.process.wait()

    monkeypatch.setattr(helpers_module.Helper, "send", send_then_die)
    with caplog.at_level(logging.WARNING):
        assert verify(requests) == expected
    assert not one_helper.alive
    assert not one_helper.lock.locked()
    assert "failed while compiling" in caplog.text


@pytest.mark.parametrize("garble", ["short", "not_bools", "status", "stale"])
def test_a_garbled_answer_is_never_taken(
    one_helper: helpers_module.Helper,
    monkeypatch: pytest.MonkeyPatch,
    garble: str,
) -> None:
    """An answer with a bool missing, other values than bools, another status, or the
    answer to an earlier question (all True, a part too many) is refused: the helper is
    stopped and the codes compiled here."""
    requests = _batch(ahead_module.PART_SIZE + 5)
    expected = alone(requests)
    real = helpers_module.Helper.receive
    answered: list[int] = []

    def wrong(helper: helpers_module.Helper, deadline: float) -> object:
        status, answers = real(helper, deadline)
        answered.append(1)
        if garble == "short":
            return status, answers[1:]
        if garble == "not_bools":
            return status, [int(answer) for answer in answers]
        if garble == "status":
            return "error", answers
        return status, [True] * (len(answers) + 1)

    monkeypatch.setattr(helpers_module.Helper, "receive", wrong)
    assert verify(requests) == expected
    assert answered == [1]
    assert not one_helper.alive
    assert not one_helper.lock.locked()


def test_an_interrupted_batch_stops_the_helper(
    one_helper: helpers_module.Helper, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ctrl-C before the answers are read: they would be read as the next batch's."""
    assert_interrupt_stops_helper(monkeypatch, one_helper, "_decide_python",
                                  _batch(2 * ahead_module.PART_SIZE))  # fmt: skip


def test_the_helper_compiles_under_the_callers_recursion_limit(
    one_helper: helpers_module.Helper, sent: list[tuple[object, ...]]
) -> None:
    """Code that compiles only under the caller's raised recursion limit compiles on the
    helper too (and not under its default one)."""
    deeper = "x = " + " + ".join(["1"] * 4000) + "\n"
    requests = [
        VerifyRequest(task_id=f"t{n}", response=f"{F}python\n# {n}\n{deeper}{F}\n",
                      instructions=["style_6", "logic_3"])  # fmt: skip
        for n in range(ahead_module.MIN_RESPONSES)
    ]
    assert all(result.reason is None for result in _under_limit(3000, requests))
    assert [message[2] for message in sent if message[0] == "compile"] == [3000]
    assert all(result.reason is not None for result in _under_limit(1000, requests))
    assert [message[2] for message in sent if message[0] == "compile"] == [3000, 1000]


def _under_limit(limit: int, requests: list[VerifyRequest]) -> list[ResponseVerdicts]:
    """The verdicts under this recursion limit, with every cache emptied first."""
    previous = sys.getrecursionlimit()
    sys.setrecursionlimit(limit)
    try:
        clear_caches()
        return verify(requests)
    finally:
        sys.setrecursionlimit(previous)
