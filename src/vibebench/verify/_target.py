"""Which Python version Ruff judges the code for: the interpreter's, unless told otherwise.

A fixed target (it was py310) turns valid newer code into failures: Ruff reports `except*`
or `table[*keys]` as `invalid-syntax` on 3.10, and every Ruff-backed instruction of that
response fails. The code vibebench verifies is code the running interpreter compiles (the
engine checks that with CPython's own `compile`) and the execute stage runs (by default
with this interpreter), so Ruff's target follows `sys.version_info`.

`VIBEBENCH_TARGET_VERSION` (`3.12` or `py312`) overrides it, e.g. to judge for the
interpreter of a remote sandbox. An interpreter newer than the pinned Ruff knows is judged
as the newest version Ruff knows (and older than it knows, as the oldest); an override Ruff
does not know is a ConfigError.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from functools import cache

from vibebench.errors import ConfigError, VerifierError
from vibebench.verify._ruff import ruff_binary

__all__ = ["TARGET_ENV", "is_running_python", "parse_target", "ruff_targets", "target_version"]

TARGET_ENV = "VIBEBENCH_TARGET_VERSION"
"""Environment variable that overrides the interpreter's version (`3.12` or `py312`)."""

_VERSION = re.compile(r"(?:py)?3\.?(\d{1,2})")


@cache
def ruff_targets() -> tuple[tuple[int, int], ...]:
    """The Python versions the installed Ruff accepts as `target-version`, oldest first."""
    command = [ruff_binary(), "config", "target-version", "--output-format", "json"]
    try:
        completed = subprocess.run(command, capture_output=True, check=True, timeout=60)
        described = json.loads(completed.stdout)
    except (OSError, subprocess.SubprocessError, json.JSONDecodeError) as err:
        msg = f"could not read the target versions Ruff supports: {err}"
        raise VerifierError(msg) from err
    found = sorted({(3, int(minor)) for minor in re.findall(r"py3(\d+)", str(described))})
    if not found:
        msg = f"Ruff lists no target versions: {described!r:.200}"
        raise VerifierError(msg)
    return tuple(found)


def parse_target(text: str) -> tuple[int, int]:
    """`3.12`, `312` or `py312` as (3, 12) (ConfigError when it is none of these)."""
    match = _VERSION.fullmatch(text.strip().lower())
    if match is None:
        msg = f"{TARGET_ENV}={text!r} is not a Python version such as 3.12 or py312"
        raise ConfigError(msg)
    return (3, int(match.group(1)))


def _name(version: tuple[int, int]) -> str:
    return f"py{version[0]}{version[1]}"


def target_version() -> str:
    """Ruff's `target-version` for this run: `py311` on Python 3.11, say.

    Raises:
        ConfigError: the override names a version the pinned Ruff does not support.
        VerifierError: Ruff cannot be asked which versions it supports.
    """
    known = ruff_targets()
    override = os.environ.get(TARGET_ENV, "").strip()
    if override:
        wanted = parse_target(override)
        if wanted not in known:
            names = ", ".join(_name(version) for version in known)
            msg = f"{TARGET_ENV}={override!r}: Ruff supports only {names}"
            raise ConfigError(msg)
        return _name(wanted)
    running = (sys.version_info[0], sys.version_info[1])
    return _name(min(max(running, known[0]), known[-1]))


def is_running_python(target: str) -> bool:
    """Whether `target` is this interpreter's version: then code CPython compiles here is
    code Ruff parses without a version-related syntax error (`except*` under py310)."""
    return target == _name((sys.version_info[0], sys.version_info[1]))
