"""One case protocol for Python, Java and JavaScript: a case in, one canonical line out.

A translated task keeps the Python task's cases as language-neutral JSON on stdin:
`{"files": {"rel/path": "text"}, "dirs": ["rel/dir"], "args": [...], "show": ["rel"],
"showjson": ["rel"]}`. The driver makes a fresh folder under the work directory, writes the
files, replaces every argument string starting with `@` by a path inside that folder, calls
the solution and prints one line, `{"ok": RESULT}` or `{"error": KIND}`, then (for `show`)
`{"files": {path: text or null}}` with the files' contents after the call (line ends
as `\n`; `showjson` prints a JSON file's value instead). Paths inside the
folder print as `@rel`. Every language prints the same canonical JSON: compact, keys in the
value's own order, ASCII escapes, integral numbers without a fraction, other numbers with
six decimals at most (rounded from the exact binary value, as Python's format does).

Expected outputs are what the Python reference prints through `PYTHON_HARNESS`; errors are
mapped to each language's idiom (`ERROR_KINDS`), so a Java solution throws
IllegalArgumentException where the Python one raises ValueError.
"""

from __future__ import annotations

import json
import re
from importlib import resources

__all__ = [
    "ERROR_KINDS",
    "JAVA_HARNESS",
    "JS_HARNESS",
    "LANGUAGES",
    "PYTHON_HARNESS",
    "expected_for",
    "java_driver",
    "js_driver",
    "python_program",
]

LANGUAGES: tuple[str, ...] = ("python", "java", "javascript")


def _source(name: str) -> str:
    """One harness source shipped in data/codealign/harness."""
    path = resources.files("vibebench") / "data" / "codealign" / "harness" / name
    return path.read_text(encoding="utf-8")


ERROR_KINDS: dict[str, dict[str, str]] = {
    "java": {
        "ValueError": "IllegalArgumentException",
        "TypeError": "IllegalArgumentException",
        "KeyError": "NoSuchElementException",
        "IndexError": "IndexOutOfBoundsException",
        "FileExistsError": "FileAlreadyExistsException",
        "FileNotFoundError": "NoSuchFileException",
        "NotADirectoryError": "NotDirectoryException",
    },
    "javascript": {
        "ValueError": "Error",
        "TypeError": "TypeError",
        "KeyError": "Error",
        "IndexError": "Error",
        "FileExistsError": "EEXIST",
        "FileNotFoundError": "ENOENT",
        "NotADirectoryError": "ENOTDIR",
    },
}
"""Python exception -> what the driver of each language prints for the thrown error."""

ERROR_WORDS: dict[str, dict[str, str]] = {
    "java": {
        "ValueError": "an IllegalArgumentException",
        "TypeError": "an IllegalArgumentException",
        "KeyError": "a NoSuchElementException",
        "FileExistsError": "a java.nio.file.FileAlreadyExistsException",
        "FileNotFoundError": "a java.nio.file.NoSuchFileException",
        "NotADirectoryError": "a java.nio.file.NotDirectoryException",
    },
    "javascript": {
        "ValueError": "an Error",
        "TypeError": "a TypeError",
        "KeyError": "an Error",
        "FileExistsError": "an Error with code 'EEXIST'",
        "FileNotFoundError": "an Error with code 'ENOENT'",
        "NotADirectoryError": "an Error with code 'ENOTDIR'",
    },
}
"""How a translated prompt names the error a Python prompt names."""


def expected_for(language: str, python_output: str) -> str:
    """The expected stdout in `language` from the Python reference's canonical output."""
    if language == "python":
        return python_output
    lines = python_output.splitlines()
    first = json.loads(lines[0])
    if "error" in first:
        kind = ERROR_KINDS[language].get(first["error"], first["error"])
        lines[0] = json.dumps({"error": kind}, separators=(",", ":"))
    return "\n".join(lines) + "\n"


def translate_errors(text: str, language: str) -> str:
    """A Python prompt's error names in the target language's words."""
    words = ERROR_WORDS[language]
    pattern = re.compile(r"\b(?:an?\s+)?(" + "|".join(words) + r")\b")
    text = pattern.sub(lambda m: words[m.group(1)], text)
    return text.replace("raise ", "throw ").replace("raises ", "throws ")


PYTHON_HARNESS = _source("harness.py")


def python_program(reference: str, entry_point: str, entry_class: str | None = None) -> str:
    """The Python reference with the harness: prints the canonical output of one case.

    The case comes on stdin, or (`program.py CASE.json DIR`) from a file, the case's folder
    then made under DIR. With `entry_class` the harness calls `entry_class().entry_point`.
    """
    owner = f"_VB_CLASS = {entry_class!r}\n" if entry_class else ""
    return f"{reference}\n\n_VB_ENTRY = {entry_point!r}\n{owner}\n\n{PYTHON_HARNESS}"


JAVA_HARNESS = _source("Main.java")


def java_driver(call: str) -> str:
    """Main.java for one task: the shared harness with the task's call of the solution."""
    body = "\n".join("        " + line for line in call.strip().splitlines())
    return JAVA_HARNESS.replace("/*CALL*/", body)


JS_HARNESS = _source("harness.js")


def js_driver(call: str) -> str:
    """The code appended after a JavaScript program: the harness and the task's call."""
    return f"\n{JS_HARNESS}\n__vb.main((a) => {{\n{call.strip()}\n}});\n"
