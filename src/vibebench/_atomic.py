"""Files written whole or not at all, with the permissions the user's umask gives.

A report, an export or a task file is written to a fresh sibling file and renamed onto its
name, so a reader (or a crash, or Ctrl-C) never sees half of one. The sibling is created
with mode 0o666 filtered by the umask, as `open` would create the file itself
(`tempfile.mkstemp` makes it 0600, which left exports unreadable to the user's group), and
it is removed when the write fails or is interrupted.
"""

from __future__ import annotations

import os
import secrets
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TextIO

__all__ = ["atomic_open", "atomic_path", "atomic_write_text"]

_CREATE_MODE = 0o666
"""Before the umask: what `open(path, "w")` uses for a new file."""


def _fresh_sibling(target: Path) -> Path:
    while True:
        candidate = target.with_name(f".{target.name}.{secrets.token_hex(4)}.tmp")
        try:
            descriptor = os.open(candidate, os.O_WRONLY | os.O_CREAT | os.O_EXCL, _CREATE_MODE)
        except FileExistsError:
            continue
        os.close(descriptor)
        return candidate


@contextmanager
def atomic_path(target: str | Path) -> Iterator[Path]:
    """A new empty sibling of `target` to write; renamed onto `target` when the block ends.

    Any exception (KeyboardInterrupt included) removes the sibling and leaves an existing
    `target` untouched. The folder must exist.

    Raises:
        OSError: the folder cannot be written, or the rename failed.
    """
    final = Path(target)
    temporary = _fresh_sibling(final)
    try:
        yield temporary
        os.replace(temporary, final)
    finally:
        temporary.unlink(missing_ok=True)


@contextmanager
def atomic_open(target: str | Path) -> Iterator[TextIO]:
    """A UTF-8 text handle (newlines written as-is) whose content replaces `target` at once."""
    with (
        atomic_path(target) as temporary,
        temporary.open("w", encoding="utf-8", newline="") as handle,
    ):
        yield handle


def atomic_write_text(target: str | Path, text: str) -> int:
    """Replace `target` with `text` (UTF-8) at once; return the bytes written."""
    data = text.encode("utf-8", errors="replace")
    with atomic_path(target) as temporary:
        temporary.write_bytes(data)
    return len(data)
