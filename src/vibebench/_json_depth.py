"""How deeply JSON text nests, read without parsing it.

Python's json module recurses once per level, so how deep it can read depends on the
caller's recursion limit and stack: the same text would be read by one caller and refused
by another. Whoever reads untrusted JSON (data files, the explanation a response appends)
bounds its depth here first, so the answer is the same for every caller.

A leaf module (standard library only), importable from every layer.
"""

from __future__ import annotations

import re

__all__ = ["nests_deeper_than"]

_DEPTH_TOKEN = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{}]')
"""A JSON string (whose brackets do not count) or a bracket."""


def nests_deeper_than(text: str, limit: int) -> bool:
    """Whether arrays and objects in `text` nest more than `limit` levels deep."""
    if text.count("[") + text.count("{") <= limit:
        return False
    depth = 0
    for match in _DEPTH_TOKEN.finditer(text):
        token = match.group()
        if token in ("[", "{"):
            depth += 1
            if depth > limit:
                return True
        elif token in ("]", "}"):
            depth -= 1
    return False
