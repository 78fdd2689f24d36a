"""Markdown code fences: the one way vibebench wraps code in a fence.

A fence is one backtick longer than the longest backtick run in what it wraps (at least
three), which CommonMark and every model read as the only way to end the block, so code
inside can never close it early and speak as the surrounding text. Prompts to judges,
reference answers, exported samples and the instruction docs all fence through here.
Reading fences back out of a response is `vibebench.verify`'s extraction (`fenced_blocks`);
it and strict mode's reading of the code an answer shows elsewhere (style_3) read a fence
line with the one set of rules here (`fence_line`, `closes_fence`, `fence_label`), and
strict mode names the blocks that show Python with `shown_python_kind`.

A leaf module (standard library only) so that every layer, `instructions` and
`_interchange` included, can import it without importing the verify stage.
"""

from __future__ import annotations

import re

__all__ = [
    "MIN_FENCE",
    "answer_block",
    "closes_fence",
    "fence_code",
    "fence_label",
    "fence_line",
    "is_python_label",
    "longest_backtick_run",
    "misspelt_python_label",
    "notebook_label",
    "shown_python_kind",
]

MIN_FENCE = 3
"""Backticks in the shortest markdown code fence."""

_BACKTICK_RUN = re.compile(r"`+")
_PYTHON_LABEL = re.compile(r"(?:python|py)(?:\d+(?:\.\d+)*)?")
_LANGUAGE_END = re.compile(r"[:,;{\[(=]")
"""Where the language of a label like `python:example.py`, `python{linenos}`,
`py,title=x.py` or `python[x.py]` ends: the rest names a file or sets an attribute."""
_DIALECT_LABELS = frozenset({"numpy", "sage"})
"""Other names of Python in Pygments (its NumPy lexer's `numpy`, its Python lexer's `sage`):
a block so labelled renders, and reads, as Python."""
_STUB_LABELS = frozenset({"pyi"})
_SESSION_LABELS = frozenset({
    "pycon", "pyrepl", "python-repl", "py-repl", "python-console", "pythonconsole",
    "doctest", "ipython", "ipython2", "ipython3", "ipythonconsole", "ipython3console",
    "ipython-console",
})  # fmt: skip


def longest_backtick_run(text: str) -> int:
    """The length of the longest run of backticks anywhere in `text` (0 for none)."""
    return max((len(run) for run in _BACKTICK_RUN.findall(text)), default=0)


def fence_code(code: str, language: str = "python") -> str:
    """Fence `code` so nothing inside it can close the fence (no newline after it).

    Trailing newlines of `code` are dropped; other trailing white space is kept.
    """
    fence = "`" * max(MIN_FENCE, longest_backtick_run(code) + 1)
    return f"{fence}{language}\n{code.rstrip(chr(10))}\n{fence}"


def answer_block(code: str, language: str = "python") -> str:
    """A markdown answer holding exactly `code`: one fence, then a newline.

    Extraction gives `code` back (up to trailing white space), so a program can pass
    through any path that expects a model's answer.
    """
    return fence_code(code.rstrip(), language) + "\n"


def fence_line(line: str) -> tuple[str, str] | None:
    """The fence characters and info string when `line` opens or closes a fenced block:
    three or more backticks or tildes after blanks (a backtick fence's info string holds
    no backtick, as CommonMark reads it)."""
    stripped = line.lstrip(" \t")
    marker = stripped[:1]
    if marker not in ("`", "~"):
        return None
    run = len(stripped) - len(stripped.lstrip(marker))
    if run < MIN_FENCE:
        return None
    info = stripped[run:].strip()
    if marker == "`" and "`" in info:
        return None
    return stripped[:run], info


def closes_fence(fence: tuple[str, str] | None, marker: str) -> bool:
    """Whether a fence line (`fence_line`'s answer) closes the block `marker` opened: the
    same character, no info string, at least as long."""
    if fence is None:
        return False
    chars, info = fence
    return not info and chars[0] == marker[0] and len(chars) >= len(marker)


def fence_label(info: str) -> str:
    """A block's label: the first word of its fence's info string, lower case, without the
    `.`/`{}` of attribute syntax (`{.python}`); "" for none."""
    return info.split(maxsplit=1)[0].lower().lstrip(".{").rstrip("}") if info else ""


def is_python_label(label: str) -> bool:
    """`python`, `py`, and either with a version (`python3`, `py3`, `python3.11`)."""
    return _PYTHON_LABEL.fullmatch(label) is not None


_OTHER_PYTHONS = frozenset({"cython", "jython"})
"""Languages named within two edits of `python` (Pygments' `cython`; Jython) that are not
it: a block so labelled is another language's."""
_MISSPELT_EDITS = 2
_MISSPELT_LENGTH = 4


def misspelt_python_label(label: str) -> bool:
    """Whether a label (`fence_label`'s answer) is `python` misspelt, whatever version,
    file name or attributes follow (`pyhton`, `pyton`, `phyton3`, `pythn:x.py`): within
    two edits of it (a swap of neighbours is one edit), four letters at least, and not the
    name of another language (`cython`, `jython`). No Pygments name but Python's own (and
    sessions', `ipython`, `pycon`) is so close; a block so labelled is read by what it
    holds, as an unlabelled one."""
    language = label[: found.start()] if (found := _LANGUAGE_END.search(label)) else label
    language = language.rstrip("0123456789.")
    if len(language) < _MISSPELT_LENGTH or language in _OTHER_PYTHONS:
        return False
    if language == "python" or shown_python_kind(language) is not None:
        return False
    return _edits(language, "python") <= _MISSPELT_EDITS


def _edits(first: str, second: str) -> int:
    """The optimal-string-alignment distance: insertions, deletions, substitutions and
    swaps of neighbours, each one edit."""
    rows = [list(range(len(second) + 1))]
    for i, letter in enumerate(first, 1):
        row = [i] + [0] * len(second)
        for j, other in enumerate(second, 1):
            row[j] = min(rows[-1][j] + 1, row[j - 1] + 1, rows[-1][j - 1] + (letter != other))
            if i > 1 and j > 1 and letter == second[j - 2] and first[i - 2] == other:
                row[j] = min(row[j], rows[-2][j - 2] + 1)
        rows.append(row)
    return rows[-1][-1]


_NOTEBOOK_LABELS = frozenset({
    "jupyter", "jupyter-notebook", "ipynb", "notebook", "jupyter-python", "micropython",
    "circuitpython", "pyodide",
})  # fmt: skip
"""Labels of a notebook cell or a Python implementation that no highlighter names as
Python (`jupyter`, `ipynb`, `micropython`): a block so labelled may hold a notebook's
JSON or a cell of Python, so it is read by what it holds, as an unlabelled one."""


def notebook_label(label: str) -> bool:
    """Whether a label (`fence_label`'s answer) names a notebook or a Python
    implementation (`_NOTEBOOK_LABELS`), whatever file name or attributes follow."""
    language = label[: found.start()] if (found := _LANGUAGE_END.search(label)) else label
    return language.rstrip("0123456789.") in _NOTEBOOK_LABELS


def shown_python_kind(label: str) -> str | None:
    """What a block with this label (`fence_label`'s answer) shows of Python, whatever
    file name or attributes follow its language (`python:example.py`, `py{linenos}`):
    "program" (`is_python_label`, or a dialect's label, `numpy`), "stub" (`pyi`),
    "session" (an interpreter session: `pycon`, `python-console`, `ipython`, `doctest`,
    ...), or None (another language or none). Extraction picks its program among
    `is_python_label` blocks alone; strict mode reads every block this names as code the
    answer shows."""
    language = label[: found.start()] if (found := _LANGUAGE_END.search(label)) else label
    if is_python_label(language) or language in _DIALECT_LABELS:
        return "program"
    if language in _STUB_LABELS:
        return "stub"
    return "session" if language in _SESSION_LABELS else None
