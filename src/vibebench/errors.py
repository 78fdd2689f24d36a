"""The one exception tree of vibebench.

Infrastructure failures raise; outcomes of the code under test are data (verdicts).

    VibebenchError
    ├── ConfigError          bad options, unknown instruction ids or parameters
    ├── DatasetError         a task file or benchmark that cannot be read (names file and line)
    ├── VerifierError        a verifier engine that could not run at all (e.g. no Ruff binary)
    ├── SandboxError         the sandbox itself failed (not the code inside it)
    ├── ModelError           a model call that failed after its retries
    │   ├── ModelTimeoutError
    │   └── JudgeError       a judge whose answers stayed unreadable after its retries
    ├── StoreError           the run store could not be read or written
    └── IncompleteError      a run is unfinished, or models failed more often than allowed

Every command maps outcomes to one exit-code table, `ExitCode` below (docs/cli.md shows it).
"""

from __future__ import annotations

from enum import IntEnum
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pydantic import ValidationError


class ExitCode(IntEnum):
    """The one exit-code table of every `vibebench` command."""

    OK = 0
    """Everything asked for was done and passed."""
    FAILED = 1
    """The results fall below what was asked, or some samples or checks failed."""
    USAGE = 2
    """A usage or input error: bad option, unknown id, unreadable or malformed file."""
    INCOMPLETE = 3
    """An incomplete run, or models whose errors exceed the allowed rate."""
    INTERRUPTED = 130
    """Interrupted (Ctrl-C); what was finished is saved."""


class VibebenchError(Exception):
    """Root of every error vibebench raises on purpose."""


class ConfigError(VibebenchError):
    """A user-supplied option, id or parameter is invalid."""


class DatasetError(VibebenchError):
    """A task or sample file could not be read; the message names the place."""

    def __init__(self, message: str, *, path: str | None = None, line: int | None = None) -> None:
        where = ""
        if path is not None:
            where = f"{path}:{line}: " if line is not None else f"{path}: "
        super().__init__(f"{where}{message}")
        self.path = path
        self.line = line
        self.reason = message
        """What is wrong, without the place."""


class VerifierError(VibebenchError):
    """A verifier engine could not run (as opposed to code failing a check)."""


class SandboxError(VibebenchError):
    """The sandbox could not be set up or run."""


class ModelError(VibebenchError):
    """A model request failed for good (after retries)."""


class ModelTimeoutError(ModelError):
    """A model request timed out on every attempt."""


class JudgeError(ModelError):
    """A judge model answered, but not in the required form, on every attempt."""


class StoreError(VibebenchError):
    """The run store could not be opened, read or written."""


class IncompleteError(VibebenchError):
    """A run is unfinished, or a model's failure rate is over the limit (exit code 3)."""


def validation_problems(err: ValidationError, whole: str) -> str:
    """Each problem pydantic found, `where: what`, joined by `; ` (`whole` names the value
    itself when the problem is not in one of its fields)."""
    return "; ".join(
        f"{'.'.join(str(part) for part in item['loc']) or whole}: {item['msg']}"
        for item in err.errors()
    )
