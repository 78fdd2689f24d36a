"""A verdict does not depend on how deep the caller's stack is.

On CPython 3.11 `compile` gives up on deep code sooner the deeper the calling stack (its
budget is the recursion limit minus the current depth), and recursive ast walks hit
RecursionError sooner. The 2,000-term sum below compiled from a shallow stack and failed
from a deep one, so the same response got two sets of verdicts: the CLI's and a test's.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from typing import TypeVar

import pytest

from vibebench._fixed_depth import at_fixed_depth
from vibebench.verify import VerifyRequest, clear_caches, extract_code, verify
from vibebench.verify._extract import pinned_extractions

T = TypeVar("T")
F = "```"
DEEP_SUM = "x = " + " + ".join(["1"] * 2000) + "\n"
INSTRUCTIONS = ["library_2", "style_3", "style_6", "style_9", "logic_3", "logic_9", "doc_5"]


def _at_depth(depth: int, call: Callable[[], T]) -> T:
    """`call()` with `depth` more Python frames under it."""
    if depth == 0:
        return call()
    return _at_depth(depth - 1, call)


@pytest.mark.parametrize("mode", ["paper", "strict"])
def test_deep_code_gets_one_verdict_at_any_caller_depth(mode: str) -> None:
    request = VerifyRequest(response=f"{F}python\n{DEEP_SUM}{F}\n", instructions=INSTRUCTIONS)
    verdicts = []
    for depth in (0, 300, 700):
        clear_caches()
        verdicts.append(_at_depth(depth, lambda: verify([request], mode=mode)))  # type: ignore[arg-type]  # noqa: B023
    assert verdicts[0] == verdicts[1] == verdicts[2]
    assert verdicts[0][0].reason is None  # it compiles: the shallow stack's answer
    assert any(verdict.passed for verdict in verdicts[0][0].verdicts)


def test_extraction_does_not_depend_on_depth() -> None:
    """Which block compiles decides which block is the program."""
    response = f"{F}python\n{DEEP_SUM}{F}\n\n{F}python\nprint(1)\n{F}\n"
    found = []
    for depth in (0, 700):
        clear_caches()
        found.append(_at_depth(depth, lambda: extract_code(response)))
    assert found[0] == found[1]
    assert found[0].parses


def test_results_exceptions_and_context_cross_the_thread() -> None:
    """The fresh thread returns what the function returns, raises what it raises, and sees
    the caller's context variables (pinned extractions)."""
    assert at_fixed_depth(lambda a, b=0: a + b, 2, b=3) == 5
    with pytest.raises(ZeroDivisionError):
        at_fixed_depth(lambda: 1 / 0)
    pinned = extract_code(f"{F}python\nx = 1\n{F}\n")
    with pinned_extractions({"anything": pinned}):
        assert at_fixed_depth(extract_code, "anything") == pinned
    main = threading.get_ident()
    assert at_fixed_depth(threading.get_ident) != main
    nested = at_fixed_depth(lambda: at_fixed_depth(threading.get_ident) == threading.get_ident())
    assert nested  # already on a fresh thread: no second hop


def test_the_recursion_limit_still_counts() -> None:
    """A caller that raises the limit may compile deeper code, wherever it calls from; the
    limit is the process's own setting, and it is restored afterwards."""
    deeper = "x = " + " + ".join(["1"] * 4000) + "\n"
    request = VerifyRequest(response=f"{F}python\n{deeper}{F}\n", instructions=["style_6"])
    previous = sys.getrecursionlimit()  # a library loaded earlier may have raised it
    try:
        sys.setrecursionlimit(1000)
        clear_caches()
        assert verify([request])[0].reason == "the extracted code does not compile"
        sys.setrecursionlimit(3000)
        clear_caches()
        assert verify([request])[0].reason is None
        assert _at_depth(700, lambda: verify([request]))[0].reason is None
    finally:
        sys.setrecursionlimit(previous)
        clear_caches()


def test_ctrl_c_stops_the_work_on_the_fresh_thread() -> None:
    """SIGINT while a batch runs on the fresh thread: the caller gets KeyboardInterrupt at
    once, and the batch itself stops too (its thread does not run on)."""
    import os  # noqa: PLC0415
    import signal  # noqa: PLC0415
    import time  # noqa: PLC0415

    started = threading.Event()

    def slow() -> None:
        started.set()
        while True:  # stands for a batch's Python work
            sum(range(1000))

    timer = threading.Timer(0.3, lambda: os.kill(os.getpid(), signal.SIGINT))
    timer.start()
    begun = time.monotonic()
    with pytest.raises(KeyboardInterrupt):
        at_fixed_depth(slow)
    assert started.is_set()
    assert time.monotonic() - begun < 5.0
    deadline = time.monotonic() + 5.0
    while any(t.name == "vibebench-fixed-depth" for t in threading.enumerate()):
        assert time.monotonic() < deadline, "the interrupted work ran on"
        time.sleep(0.01)


def test_cached_primitives_hold_the_shallow_answer_whoever_asks_first() -> None:
    """`compiles` and `parse` are cached by code and shared by every caller; a deep caller
    asking first must not leave "does not compile" in the cache for everyone."""
    from vibebench.instructions._code_facts import compiles, parse  # noqa: PLC0415

    clear_caches()
    assert _at_depth(700, lambda: compiles(DEEP_SUM))
    assert _at_depth(700, lambda: parse(DEEP_SUM)) is not None
    assert compiles(DEEP_SUM)
    clear_caches()


def test_a_stack_that_cannot_be_reserved_falls_back_to_the_default(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A 64 TiB stack cannot be reserved anywhere: the thread starts with the default one."""
    from vibebench import _fixed_depth  # noqa: PLC0415

    monkeypatch.setattr(_fixed_depth, "FRESH_STACK_BYTES", 1 << 46)
    assert at_fixed_depth(threading.current_thread) is not threading.current_thread()
    assert threading.stack_size() == 0


def _concatenation(terms: int) -> str:
    """A function returning a string concatenation of `terms` literals: valid, and as deep
    as it is long (the `+` chain nests one BinOp per term)."""
    joined = " + ".join(f"'w{index} '" for index in range(terms))
    return f'def text() -> str:\n    """Return the words."""\n    return {joined}\n'


DEEP_CONCATENATION = ["style_1", "style_5", "style_9", "logic_6"]


def test_deep_valid_code_is_analysed_in_strict_mode_not_failed() -> None:
    """A 1,000-term concatenation compiles under the default recursion limit, but the strict
    analyses need a few frames per term: they run again with more room instead of failing
    code that follows every instruction."""
    code = _concatenation(1000)
    request = VerifyRequest(response=f"{F}python\n{code}{F}\n", instructions=DEEP_CONCATENATION)
    previous = sys.getrecursionlimit()
    try:
        sys.setrecursionlimit(1000)
        clear_caches()
        paper, strict = (verify([request], mode=mode)[0] for mode in ("paper", "strict"))
        assert sys.getrecursionlimit() == 1000  # put back after the analysis
    finally:
        sys.setrecursionlimit(previous)
        clear_caches()
    assert [verdict.passed for verdict in paper.verdicts] == [True] * len(DEEP_CONCATENATION)
    assert [(verdict.passed, verdict.diagnostics) for verdict in strict.verdicts] == [
        (True, ())
    ] * len(DEEP_CONCATENATION)


def test_code_too_deep_even_with_more_room_fails_closed(monkeypatch: pytest.MonkeyPatch) -> None:
    """Code deeper than even the raised limit lets the strict analyses go fails, saying
    why, rather than passing unchecked (the room is shrunk to the caller's limit here, so
    the code need not be tens of thousands of terms deep)."""
    from vibebench import _fixed_depth  # noqa: PLC0415

    monkeypatch.setattr(_fixed_depth, "ROOMY_RECURSION_LIMIT", 1000)
    monkeypatch.setenv("VIBEBENCH_VERIFY_HELPERS", "0")  # the patched limit is this process's
    code = _concatenation(1000)
    request = VerifyRequest(response=f"{F}python\n{code}{F}\n", instructions=["style_9"])
    previous = sys.getrecursionlimit()
    try:
        sys.setrecursionlimit(1000)
        clear_caches()
        paper, strict = (verify([request], mode=mode)[0] for mode in ("paper", "strict"))
    finally:
        sys.setrecursionlimit(previous)
        clear_caches()
    assert paper.reason is None  # it compiles
    assert paper.verdicts[0].passed
    assert not strict.verdicts[0].passed
    messages = [diagnostic.message for diagnostic in strict.verdicts[0].diagnostics]
    assert messages == ["code too deep to analyse (RecursionError)"]


def test_more_room_only_on_a_fixed_depth_thread_and_the_limit_comes_back() -> None:
    """Off a fixed-depth thread (an 8 MiB stack) no room is given; on one the limit is
    raised for the call and put back when the last of several overlapping calls ends."""
    from vibebench._fixed_depth import ROOMY_RECURSION_LIMIT, with_more_room  # noqa: PLC0415

    with pytest.raises(RecursionError):
        with_more_room(sys.getrecursionlimit)
    previous = sys.getrecursionlimit()
    entered, release = threading.Barrier(2), threading.Event()

    def overlapping() -> int:
        entered.wait()  # both calls are inside with_more_room before either leaves
        release.wait()
        return sys.getrecursionlimit()

    def one() -> int:
        return at_fixed_depth(with_more_room, overlapping)

    try:
        sys.setrecursionlimit(1000)
        seen: list[int] = []
        other = threading.Thread(target=lambda: seen.append(one()))
        other.start()
        timer = threading.Timer(0.2, release.set)
        timer.start()
        seen.append(one())
        other.join()
        assert seen == [ROOMY_RECURSION_LIMIT, ROOMY_RECURSION_LIMIT]
        assert sys.getrecursionlimit() == 1000
    finally:
        sys.setrecursionlimit(previous)
