"""The code of an answer in the task's language.

Python answers go through `vibebench.verify.extract_code` (its rules for blocks, drivers and
syntax). A Java or JavaScript answer is the fenced block tagged with its language (java; js,
javascript, node), else the only or longest block that parses in that language, else the
bare answer when it parses; nothing else counts as code.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from vibebench.codealign._source_facts import source_facts_of
from vibebench.verify import extract_code

__all__ = ["SourceExtraction", "extract_source"]

_FENCE = re.compile(r"^(`{3,}|~{3,})[ \t]*([\w+#.-]*)[^\n]*\n(.*?)^\1[ \t]*$", re.M | re.S)
_TAGS = {"java": ("java",), "javascript": ("javascript", "js", "node", "mjs", "cjs")}


@dataclass(frozen=True)
class SourceExtraction:
    """The code found (None when there is none) and how, or why not."""

    code: str | None
    method: str
    reason: str = ""


def extract_source(response: str, language: str) -> SourceExtraction:
    """The answer's code in `language` (python, java or javascript)."""
    if language == "python":
        found = extract_code(response)
        return SourceExtraction(found.code, found.method, found.reason)
    blocks = [(tag.lower(), body) for _, tag, body in _FENCE.findall(response)]
    tagged = [body for tag, body in blocks if tag in _TAGS[language]]
    for candidates, method in ((tagged, "fence"), ([b for _, b in blocks], "fence-untagged")):
        parsing = [body for body in candidates if source_facts_of(body, language).parses]
        if parsing:
            return SourceExtraction(max(parsing, key=len), method)
    if not blocks and response.strip() and source_facts_of(response, language).parses:
        return SourceExtraction(response, "bare")
    reason = "no fenced block" if not blocks else f"no block parses as {language}"
    return SourceExtraction(None, "none", reason)
