"""Helper processes share a large batch, and never change a verdict.

Every test runs the real helper (`python -m vibebench.verify._helper_main`), the real Ruff
and the real engine; verdicts of a shared batch are compared with the same batch verified
in one process (VIBEBENCH_VERIFY_HELPERS=0).
"""

from __future__ import annotations

import os
import signal
import sys

import pytest
from helper_support import alone, assert_interrupt_stops_helper, wait_ready

from vibebench.instructions import all_instructions, get_instruction
from vibebench.verify import VerifyRequest, clear_caches, verify
from vibebench.verify import _helpers as helpers_module

F = "```"
DEEP_SUM = "x = " + " + ".join(["1"] * 2000) + "\n"
"""Valid Python that once aborted a whole Ruff run: isolated inside a helper's part too."""
CODES = [
    '"""Sum."""\n\n\ndef add(first: int, second: int) -> int:\n'
    '    """Add."""\n    return first + second\n',
    "import os\n\ndef Add(a, b):\n    try:\n        print('%s' % a)\n    except:\n        pass\n"
    "    return os.path.join(a, b)\n",
    "def f(n):\n    return f(n - 1) if n else 0\n",
    "p = print\np('hi')\nCATCH = Exception\n",
    "def broken(:\n    pass\n",
    DEEP_SUM,
]


def _batch(size: int) -> list[VerifyRequest]:
    """`size` responses: the codes above varied by a comment, every instruction in turn,
    some with no code at all."""
    ids = [instruction.id for instruction in all_instructions()]
    requests = []
    for number in range(size):
        code = f"# sample {number}\n{CODES[number % len(CODES)]}"
        response = f"Here:\n{F}python\n{code}{F}\n" if number % 17 else "I cannot answer that."
        chosen = [ids[(number + step) % len(ids)] for step in range(0, 15, 3)]
        requests.append(VerifyRequest(task_id=f"t{number}", response=response,
                                      instructions=chosen))  # fmt: skip
    return requests


@pytest.mark.parametrize("mode", ["paper", "strict"])
def test_shared_batch_equals_one_process(
    one_helper: helpers_module.Helper, parts: list[int], mode: str
) -> None:
    requests = _batch(2 * helpers_module.MIN_PART + 40)
    shared = verify(requests, mode=mode)  # type: ignore[arg-type]
    assert parts == [len(requests) - len(requests) // 2]  # the helper did answer its half
    assert shared == alone(requests, mode)
    assert any(not result.code_found for result in shared)
    assert any(verdict.passed for result in shared for verdict in result.verdicts)
    assert any(not verdict.passed for result in shared for verdict in result.verdicts)


def test_small_batches_stay_in_one_process(
    one_helper: helpers_module.Helper, parts: list[int]
) -> None:
    requests = _batch(2 * helpers_module.MIN_PART - 1)
    assert verify(requests) == alone(requests, "paper")
    assert parts == []


def test_custom_lookup_stays_in_one_process(
    one_helper: helpers_module.Helper, parts: list[int]
) -> None:
    """A lookup of the caller's own may know instructions the helper cannot."""
    requests = _batch(2 * helpers_module.MIN_PART)
    assert verify(requests, lookup=lambda name: get_instruction(name)) == alone(requests, "paper")
    assert parts == []


def test_killed_helper_part_is_verified_here(
    one_helper: helpers_module.Helper, parts: list[int], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The helper dies the moment it gets its part: the batch's verdicts do not change,
    and the next batch starts a new helper."""
    real_send = helpers_module.Helper.send

    def send_then_die(helper: helpers_module.Helper, message: object) -> None:
        real_send(helper, message)
        os.kill(helper.process.pid, signal.SIGKILL)

    monkeypatch.setattr(helpers_module.Helper, "send", send_then_die)
    requests = _batch(2 * helpers_module.MIN_PART)
    assert verify(requests, mode="strict") == alone(requests, "strict")
    assert not one_helper.alive
    monkeypatch.setattr(helpers_module.Helper, "send", real_send)
    replacement = wait_ready()[0]
    assert replacement is not one_helper
    parts.clear()
    assert verify(requests) == alone(requests, "paper")
    assert parts == [len(requests) // 2]


@pytest.mark.parametrize("garble", ["empty", "shifted", "short_verdicts"])
def test_garbled_answer_is_never_a_verdict(
    one_helper: helpers_module.Helper,
    parts: list[int],
    monkeypatch: pytest.MonkeyPatch,
    garble: str,
) -> None:
    """A helper answering anything but one result per response, in order (none at all,
    results shifted by one as an answer meant for another batch would be, or a result
    missing a verdict), is stopped and its part verified here."""
    real = helpers_module.Helper.receive

    def wrong(helper: helpers_module.Helper, deadline: float) -> tuple[str, object]:
        status, answer = real(helper, deadline)
        if garble == "empty":
            return status, []
        if garble == "shifted":
            return status, [*answer[1:], answer[0]]
        first = answer[0].model_copy(update={"verdicts": answer[0].verdicts[1:]})
        return status, [first, *answer[1:]]

    monkeypatch.setattr(helpers_module.Helper, "receive", wrong)
    requests = _batch(2 * helpers_module.MIN_PART)
    assert verify(requests) == alone(requests, "paper")
    assert not one_helper.alive


def test_interrupted_batch_stops_the_helper(
    one_helper: helpers_module.Helper, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ctrl-C during this process's part: the helper's answer would arrive for the wrong
    batch later, so it is stopped, and the next batch is right."""
    assert_interrupt_stops_helper(monkeypatch, one_helper, "_verify_batch",
                                  _batch(2 * helpers_module.MIN_PART))  # fmt: skip


def test_no_helpers_when_disabled(monkeypatch: pytest.MonkeyPatch, parts: list[int]) -> None:
    helpers_module.stop_helpers()
    monkeypatch.setenv(helpers_module.HELPERS_ENV, "0")
    verify(_batch(2 * helpers_module.MIN_PART + 10))
    assert helpers_module._helpers == []
    assert parts == []


def test_helper_count_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(helpers_module.HELPERS_ENV, "3")
    assert helpers_module.helper_count() == 3
    monkeypatch.setenv(helpers_module.HELPERS_ENV, "1000")
    assert helpers_module.helper_count() == helpers_module.MAX_HELPERS
    monkeypatch.setenv(helpers_module.HELPERS_ENV, "many")
    assert helpers_module.helper_count() == 0
    monkeypatch.delenv(helpers_module.HELPERS_ENV)
    cores = len(os.sched_getaffinity(0))
    assert helpers_module.helper_count() == max(0, min(cores - 1, helpers_module.MAX_HELPERS))


def test_clear_caches_reaches_the_helper(
    one_helper: helpers_module.Helper, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`clear_caches` empties this process's per-code caches and asks the helper to empty
    its own: the helper answers that message, and stays usable."""
    from vibebench.instructions._code_facts import compiles  # noqa: PLC0415

    exchanged: list[tuple[object, object]] = []
    real_send, real_receive = helpers_module.Helper.send, helpers_module.Helper.receive

    def send(helper: helpers_module.Helper, message: object) -> None:
        exchanged.append(("sent", message))
        real_send(helper, message)

    def receive(helper: helpers_module.Helper, deadline: float) -> object:
        answer = real_receive(helper, deadline)
        exchanged.append(("answered", answer))
        return answer

    monkeypatch.setattr(helpers_module.Helper, "send", send)
    monkeypatch.setattr(helpers_module.Helper, "receive", receive)
    compiles("x = 1\n")
    assert compiles.cache_info().currsize > 0
    clear_caches()
    assert compiles.cache_info().currsize == 0
    assert exchanged == [("sent", ("clear",)), ("answered", ("ok", None))]
    assert one_helper.alive
    assert one_helper.ready


def test_helper_judges_under_the_callers_recursion_limit(
    one_helper: helpers_module.Helper, parts: list[int]
) -> None:
    """Code that compiles only under the caller's raised recursion limit compiles in the
    helper's part too."""
    deeper = "x = " + " + ".join(["1"] * 4000) + "\n"
    requests = [
        VerifyRequest(
            task_id=f"t{n}",
            response=f"{F}python\n# {n}\n{deeper}{F}\n",
            instructions=["style_6", "logic_3"],
        )  # fmt: skip
        for n in range(2 * helpers_module.MIN_PART)
    ]
    previous = sys.getrecursionlimit()
    sys.setrecursionlimit(3000)
    try:
        clear_caches()
        shared = verify(requests)
    finally:
        sys.setrecursionlimit(previous)
    assert parts == [len(requests) // 2]
    assert all(result.reason is None for result in shared)


def test_by_default_only_strict_batches_are_shared(
    monkeypatch: pytest.MonkeyPatch, parts: list[int]
) -> None:
    """With nothing set, a two-core machine gets one helper, for strict batches only (a
    paper batch measured slower shared there)."""
    helpers_module.stop_helpers()
    monkeypatch.delenv(helpers_module.HELPERS_ENV, raising=False)
    monkeypatch.setattr(helpers_module.os, "sched_getaffinity", lambda _pid: {0, 1})
    try:
        assert len(helpers_module.start_helpers(wait=60.0)) == 1
        requests = _batch(2 * helpers_module.MIN_PART)
        verify(requests)
        assert parts == []
        verify(requests, mode="strict")
        assert parts == [len(requests) // 2]
    finally:
        helpers_module.stop_helpers()


def test_a_forked_child_never_talks_to_the_parents_helper(
    one_helper: helpers_module.Helper, parts: list[int]
) -> None:
    """A child forked after the helper started (a data loader's worker) verifies with
    helpers of its own, never on the parent's pipes; the parent's helper still answers
    the parent."""
    requests = _batch(2 * helpers_module.MIN_PART)
    expected = alone(requests, "strict")
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: exit code 0 when it saw no parent helper and got the verdicts
        try:
            inherited = list(helpers_module._helpers)
            os.environ[helpers_module.HELPERS_ENV] = "0"
            ok = not inherited and verify(requests, mode="strict") == expected
            os.write(write, b"1" if ok else b"0")
        finally:
            os._exit(0)
    os.close(write)
    shared = verify(requests, mode="strict")
    answer = os.read(read, 1)
    os.close(read)
    os.waitpid(pid, 0)
    assert answer == b"1"
    assert shared == expected
    assert parts == [len(requests) // 2]
    assert one_helper.alive


def test_a_forked_child_does_not_keep_the_parents_helper_alive(
    one_helper: helpers_module.Helper,
) -> None:
    """The child closes its copies of the helper's pipes: when the parent closes its end,
    the helper sees end of input and exits at once, child or no child."""
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child lingers until the parent is done with the helper
        os.close(write)
        os.read(read, 1)
        os._exit(0)
    os.close(read)
    try:
        stdin = one_helper.process.stdin
        assert stdin is not None
        stdin.close()
        one_helper.process.wait(timeout=10)  # without the fork hook: no EOF, no exit
    finally:
        os.close(write)
        os.waitpid(pid, 0)
