"""A batch's codes compiled on a helper process while this one writes the Ruff tree.

Why: compiling every distinct code (the fail-closed test that it is valid Python) was the
engine's largest single piece of Python work: ~40 ms of ~190 for the throughput
benchmark's 757 codes, on the one core that also extracts, writes the tree and runs the
checks, while the other core idled until Ruff started. It needs nothing but the code, so
the engine hands each new code to a ready helper (_helpers.py) as extraction finds it, in
parts of PART_SIZE; the helper compiles each part as it arrives and answers it. By the
time the engine asks, after writing the tree, the answers are in.

The helper runs the same interpreter and vibebench, at a fixed stack depth under the
caller's recursion limit, so its answer is the one this process would get. A helper that
dies or answers anything but one bool per code of the part is stopped, and the rest is
compiled here: a helper can make a batch slower, never change a verdict.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Sequence
from typing import Any

from vibebench._fixed_depth import at_fixed_depth
from vibebench.instructions._code_facts import compiles
from vibebench.verify._helpers import Helper, HelperError, answer_deadline, borrow_helper

__all__ = ["MAX_CODES", "MIN_RESPONSES", "PART_SIZE", "CompileAhead", "compile_here"]

logger = logging.getLogger(__name__)

MIN_RESPONSES = 64
"""Fewest responses in a batch worth a helper: a round trip costs about what compiling 10
codes does."""
PART_SIZE = 64
"""Codes per message: the helper starts on the first part while extraction goes on."""
MAX_CODES = 16384
"""Codes sent per batch, at most (the rest compile here): their answers, ~150 bytes a
part, then always fit the helper's output pipe, so the helper never blocks writing while
this process blocks sending."""


def compile_here(codes: Sequence[str], recursion_limit: int) -> list[bool]:
    """The helper's side: whether each code compiles, at a fixed depth under the caller's
    recursion limit."""
    sys.setrecursionlimit(recursion_limit)
    return at_fixed_depth(lambda: [compiles(code) for code in codes])


class CompileAhead:
    """Whether each code compiles: the helper's answer when one was free, else this
    process's. `offer` each code as it is found, `offered_all` at the end, then ask."""

    def __init__(self, responses: int, recursion_limit: int, timeout: float) -> None:
        self.answered: dict[str, bool] = {}
        """The answers given so far (`compiled_elsewhere` lends them to the checks)."""
        self._limit = recursion_limit
        self._deadline = answer_deadline(timeout)
        self._offered: set[str] = set()
        self._part: list[str] = []
        self._waiting: list[list[str]] = []
        """Parts sent and not yet answered, in order."""
        self._helper: Helper | None = None
        if responses >= MIN_RESPONSES:
            self._helper = borrow_helper()

    def offer(self, code: str) -> None:
        """A code the batch will ask about (sent with the next full part)."""
        if self._helper is None or code in self._offered or len(self._offered) >= MAX_CODES:
            return
        self._offered.add(code)
        self._part.append(code)
        if len(self._part) == PART_SIZE:
            self._send()

    def offered_all(self) -> None:
        """Send the last, partial part."""
        if self._part and self._helper is not None:
            self._send()

    def _send(self) -> None:
        part, self._part = self._part, []
        if self._helper is None:
            return
        try:
            self._helper.send(("compile", part, self._limit))
        except HelperError as err:
            self._give_up(f"it could not be asked: {err}")
            return
        self._waiting.append(part)

    def compiles(self, code: str) -> bool:
        """Whether `code` compiles: the helper's answer (waiting for it if need be), or this
        process's when the helper cannot give it."""
        answer = self.answered.get(code)
        if answer is not None:
            return answer
        if code in self._offered:
            while code not in self.answered and self._waiting:
                self._take_part()
        answer = self.answered.get(code)
        if answer is None:
            answer = self.answered[code] = compiles(code)
        return answer

    def _take_part(self) -> None:
        helper = self._helper
        if helper is None:
            self._waiting.clear()
            return
        try:
            message = helper.receive(self._deadline)
        except HelperError as err:
            self._give_up(str(err))
            return
        part = self._waiting[0]
        answers = _answers(message, len(part))
        if answers is None:
            self._give_up(f"it answered {str(message)[:200]}")
            return
        self._waiting.pop(0)
        self.answered.update(zip(part, answers, strict=True))
        if not self._waiting and not self._part:
            self._release()

    def _give_up(self, why: str, *, failed: bool = True) -> None:
        """Stop the helper; every code it has not answered is compiled here."""
        if failed:
            logger.warning("a verify helper failed while compiling; compiling here: %s", why)
        helper, self._helper = self._helper, None
        self._waiting.clear()
        if helper is not None:
            helper.stop()
            helper.lock.release()

    def _release(self) -> None:
        helper, self._helper = self._helper, None
        if helper is not None:
            helper.lock.release()

    def finish(self) -> None:
        """Read the answers still coming (the batch asked about every code it offered, so
        none normally are) and let the helper go, free for another batch."""
        while self._waiting and self._helper is not None:
            self._take_part()
        self._release()

    def close(self) -> None:
        """Let the helper go; stopped when answers were still coming (they would be read
        as the next batch's: a batch that raised)."""
        if self._helper is not None and self._waiting:
            self._give_up("the batch ended before it answered", failed=False)
        self._release()


def _answers(message: Any, count: int) -> list[bool] | None:
    """The part's answers: ("ok", one bool per code), or None for anything else."""
    if not (isinstance(message, tuple) and len(message) == 2 and message[0] == "ok"):
        return None
    answers = message[1]
    if not isinstance(answers, list) or len(answers) != count:
        return None
    return answers if all(type(answer) is bool for answer in answers) else None
