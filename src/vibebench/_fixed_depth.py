"""Run a verdict's work at the bottom of a fresh thread, whatever the caller's stack.

Why: on CPython 3.11 what `compile` accepts, and where a recursive ast walk gives up with
RecursionError, depends on how deep the calling stack already is (the compiler's budget is
the recursion limit minus the current depth). The same 2,000-term sum compiled from the
command line and failed "maximum recursion depth exceeded during compilation" from a deep
test stack: one response, two verdicts. A new thread starts at depth zero, so work run
there is judged the same from the CLI, a trainer's reward hook, a Ray task or a helper
process, under the same recursion limit.
"""

from __future__ import annotations

import contextvars
import ctypes
import sys
import threading
from collections.abc import Callable
from typing import Any, TypeVar

__all__ = [
    "FRESH_STACK_BYTES",
    "ROOMY_RECURSION_LIMIT",
    "at_fixed_depth",
    "on_fresh_thread",
    "shallow_answer",
    "with_more_room",
]

T = TypeVar("T")

FRESH_STACK_BYTES = 64 << 20
"""The fresh thread's C stack (reserved, not used, until deep code needs it): the main
thread's usual 8 MiB would cap compiling deep code under a raised recursion limit."""
_GRACE_SECONDS = 5.0
"""How long an interrupted caller waits for the work to stop before raising anyway."""

ROOMY_RECURSION_LIMIT = 20_000
"""The recursion limit `with_more_room` runs under: a fresh thread's FRESH_STACK_BYTES hold
that many frames, the parser's and the compiler's C frames included."""

_local = threading.local()
_stack_size_lock = threading.Lock()
_room_lock = threading.Lock()
_room: list[int] = []
"""The recursion limit to put back, once per call of `with_more_room` now running."""


def at_fixed_depth(function: Callable[..., T], /, *args: Any, **kwargs: Any) -> T:
    """`function(*args, **kwargs)` at the bottom of a fresh thread (directly when already
    on one); its result or its exception, as if called here.

    The caller's context variables (pinned extractions, for one) are seen by the
    function. Ctrl-C while it runs is raised in the worker too (so a batch stops and
    cleans up), then here.
    """
    if getattr(_local, "fixed", False):
        return function(*args, **kwargs)
    return on_fresh_thread(function, *args, **kwargs)


def shallow_answer(function: Callable[..., T], /, *args: Any) -> T:
    """`function(*args)`, asked again at the bottom of a new thread if it runs out of stack
    here: what a shallow caller would get, whoever asks (a RecursionError there is raised
    here). Cached primitives use it, so their cache holds that answer.

    Off a fixed-depth thread it always runs on a new one: a thread's usual 8 MiB C stack
    overflows (a segfault, not a RecursionError) when `compile` goes as deep as a raised
    recursion limit lets it, which the fresh thread's FRESH_STACK_BYTES hold.
    """
    if not getattr(_local, "fixed", False):
        return on_fresh_thread(function, *args)
    try:
        return function(*args)
    except RecursionError:
        return on_fresh_thread(function, *args)


def with_more_room(function: Callable[..., T], /, *args: Any) -> T:
    """`function(*args)` under a recursion limit of at least ROOMY_RECURSION_LIMIT: a
    recursive analysis that the caller's limit cut short on deep but valid code, run again.

    Only on a fixed-depth thread, whose stack holds that depth (elsewhere RecursionError:
    an 8 MiB stack could overflow first). The limit is the process's, so it is raised for
    as short a time as the call takes, and put back when the last such call ends.
    """
    if not getattr(_local, "fixed", False):
        msg = "more room is only given on a fixed-depth thread"
        raise RecursionError(msg)
    with _room_lock:
        _room.append(sys.getrecursionlimit())
        sys.setrecursionlimit(max(ROOMY_RECURSION_LIMIT, _room[0]))
    try:
        return function(*args)
    finally:
        with _room_lock:
            first = _room[0]
            _room.pop()
            if not _room:
                sys.setrecursionlimit(first)


def on_fresh_thread(function: Callable[..., T], /, *args: Any, **kwargs: Any) -> T:
    """`function(*args, **kwargs)` at the bottom of a new thread, always (see
    `at_fixed_depth`)."""
    outcome: list[tuple[bool, Any]] = []
    context = contextvars.copy_context()  # a new thread would start with none of them

    done = threading.Event()

    def run() -> None:
        _local.fixed = True
        try:
            outcome.append((True, context.run(function, *args, **kwargs)))
        except BaseException as err:  # noqa: BLE001 - re-raised in the caller below
            outcome.append((False, err))
        finally:
            done.set()

    worker = threading.Thread(target=run, name="vibebench-fixed-depth", daemon=True)
    _start(worker)
    try:
        done.wait()  # not join(): an interrupted join marks a running thread stopped
    except BaseException as interrupt:
        if not done.is_set():
            _raise_in(worker, type(interrupt))
            done.wait(_GRACE_SECONDS)
        raise
    succeeded, value = outcome[0]
    if succeeded:
        return value
    raise value


def _start(worker: threading.Thread) -> None:
    """Start `worker` with FRESH_STACK_BYTES of stack, or the default stack where that much
    cannot be reserved (a low `ulimit -v`)."""
    with _stack_size_lock:
        previous = threading.stack_size(FRESH_STACK_BYTES)
        try:
            worker.start()
        except RuntimeError:
            threading.stack_size(previous)
            worker.start()
        finally:
            threading.stack_size(previous)


def _raise_in(worker: threading.Thread, kind: type[BaseException]) -> None:
    """Raise `kind` in the worker at its next bytecode (a blocking call finishes first)."""
    if worker.ident is None:
        return
    set_async_exc = ctypes.pythonapi.PyThreadState_SetAsyncExc
    set_async_exc(ctypes.c_ulong(worker.ident), ctypes.py_object(kind))
