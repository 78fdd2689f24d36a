"""Task names for the drill-down, read from the prompts the store keeps.

A task id (`HumanEval/10`) says nothing; its prompt does. The name is the function the task
asks for and the first sentence of its docstring (`make_palindrome: Find the shortest
palindrome that begins with a supplied string.`), or the first sentence of a prompt written
in prose. Nothing is loaded from a benchmark (which may need the network): one stored prompt
per task is enough.
"""

from __future__ import annotations

import json
import re

TITLE_CHARS = 110
_DEF = re.compile(r"^[ \t]*(?:async[ \t]+)?def[ \t]+(\w+)[ \t]*\(", re.MULTILINE)
_ASKED = re.compile(r"(?:function|method)\s+`(\w+)`")
_DOCSTRING = re.compile(r"\)[^:\n]*:[^\n]*\n\s*(?:[rbuRBU]{0,2})(\"\"\"|''')(.*?)(?:\1|$)", re.S)
_FENCE = re.compile(r"```.*?(?:```|$)", re.S)


def _first_sentence(text: str) -> str:
    paragraph = re.split(
        r"\n\s*\n|\n\s*(?:>>>|Parameters|Args|Returns|Example)", text.strip(), maxsplit=1
    )[0]
    flat = " ".join(paragraph.split())
    match = re.search(r"^(.+?[.!?])(?:\s|$)", flat)
    return match.group(1) if match else flat


def _shorten(text: str) -> str:
    return text if len(text) <= TITLE_CHARS else text[: TITLE_CHARS - 1].rstrip() + "…"


def _user_text(messages_json: str) -> str:
    try:
        messages = json.loads(messages_json)
    except (TypeError, ValueError):
        return ""
    if not isinstance(messages, list):
        return ""
    for message in messages:
        if isinstance(message, dict) and message.get("role") == "user":
            return str(message.get("content", ""))
    return ""


def task_title(messages_json: str) -> str:
    """A short name for the task whose first prompt is `messages_json` ("" if none found)."""
    text = _user_text(messages_json)
    if not text.strip():
        return ""
    asked = _ASKED.search(text)
    names = _DEF.findall(text)
    name = asked.group(1) if asked else (names[-1] if names else "")
    summary = ""
    if name:
        at = text.rfind(f"def {name}")
        docstring = _DOCSTRING.search(text, at) if at >= 0 else None
        if docstring is not None:
            summary = _first_sentence(docstring.group(2))
    if not summary:
        prose = _FENCE.sub(" ", text)
        summary = _first_sentence(prose) if not name or not names else ""
    if name and summary:
        return _shorten(f"{name}: {summary}")
    return _shorten(name or summary)
