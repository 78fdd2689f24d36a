"""A verify helper's process (`python -m vibebench.verify._helper_main`): see _helpers.py.

It reads length-prefixed pickled messages on standard input and answers each on the
standard output it had at start; anything else printed goes to standard error, so a stray
print can never garble an answer. End of input ends it.

    ("verify", requests, job) -> ("ok", [ResponseVerdicts]), or ("error", why) when the
        engine raised (job: the caller's target version, workdir, timeout, mode and
        recursion limit)
    ("compile", codes, recursion_limit) -> ("ok", [whether each code compiles])
        (_compile_ahead.py)
    ("clear",) -> ("ok", None)
"""

from __future__ import annotations

import logging
import os
import pickle
import sys
from typing import Any, BinaryIO

from vibebench.verify._helpers import _HEADER, clear_local_caches, frame

logger = logging.getLogger(__name__)


def _answers() -> BinaryIO:
    """The answer channel: the original stdout; fd 1 now writes to stderr."""
    channel = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    return channel


def _read(source: BinaryIO) -> Any:
    """The next message, or None at end of input (a message cut short is the end too: the
    parent stopped mid-send)."""
    header = source.read(_HEADER.size)
    if len(header) < _HEADER.size:
        return None
    (size,) = _HEADER.unpack(header)
    payload = source.read(size)
    if len(payload) < size:
        return None
    return pickle.loads(payload)  # noqa: S301 - from our parent process only


def _write(channel: BinaryIO, message: Any) -> None:
    channel.write(frame(message))
    channel.flush()


def _warm() -> None:
    """Load what every batch needs (the registry, Ruff's catalogue) before saying ready."""
    from vibebench.instructions import all_instructions  # noqa: PLC0415 - after the pipes
    from vibebench.verify._ruff import ruff_rules  # noqa: PLC0415

    all_instructions()
    ruff_rules()


def _answer(message: tuple[Any, ...]) -> tuple[str, Any]:
    from vibebench.verify._compile_ahead import compile_here  # noqa: PLC0415 - after pipes
    from vibebench.verify._engine import verify_here  # noqa: PLC0415

    if message[0] == "compile":
        _, codes, recursion_limit = message
        return ("ok", compile_here(codes, recursion_limit))
    if message[0] == "clear":
        clear_local_caches()
        return ("ok", None)
    if message[0] == "verify":
        _, requests, job = message
        return ("ok", verify_here(requests, job))
    return ("error", f"unknown message {message[0]!r}")


def main() -> None:
    channel = _answers()
    source = sys.stdin.buffer
    _warm()
    _write(channel, "ready")
    while (message := _read(source)) is not None:
        try:
            answer = _answer(message)
        except Exception as err:
            logger.exception("the verify helper failed; its parent verifies the part itself")
            answer = ("error", f"{type(err).__name__}: {err}")
        _write(channel, answer)


if __name__ == "__main__":
    main()
