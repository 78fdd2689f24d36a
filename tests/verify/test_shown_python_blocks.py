"""The one reader of every block of Python an answer shows beside its program
(`shown_python_blocks`), which style_3, style_8 and the shown-blocks step of the engine
all read: labels naming Python whatever file name or attributes follow, `pyi` stubs,
sessions by their label or their prompts, and the statements typed at those prompts."""

from __future__ import annotations

import pytest

from vibebench._fences import shown_python_kind
from vibebench.verify import VerifyRequest, extract_code, verify
from vibebench.verify._extract import session_pieces, shown_python_blocks
from vibebench.verify._shown_blocks import blocks_left_out

F = "```"
PROGRAM = "def add(a, b):\n    return a + b\n"


def _shown(*blocks: tuple[str, str]) -> list[tuple[int, str, tuple[str, ...]]]:
    response = f"{F}python\n{PROGRAM}{F}\n\n" + "\n".join(
        f"{F}{label}\n{body}{F}\n" for label, body in blocks
    )
    extraction = extract_code(response)
    assert extraction.code == PROGRAM  # the program is chosen as before
    found = shown_python_blocks(extraction.cleaned_response, extraction.code)
    return [(block.number, block.kind, block.pieces) for block in found]


@pytest.mark.parametrize(("label", "kind"), [
    ("python", "program"), ("py", "program"), ("python3.11", "program"),
    ("python:example.py", "program"), ("py{linenos", "program"), ("py,title=x.py", "program"),
    ("python[example.py]", "program"), ("pyi", "stub"), ("pycon", "session"),
    ("python-console", "session"), ("ipython", "session"), ("ipython3", "session"),
    ("doctest", "session"), ("bash", None), ("text", None), ("pytb", None), ("cython", None),
])  # fmt: skip
def test_a_label_names_python_whatever_file_name_or_attributes_follow(
    label: str, kind: str | None
) -> None:
    assert shown_python_kind(label) == kind


def test_a_block_labelled_with_a_file_name_is_shown_code_not_the_program() -> None:
    assert _shown(("python:example.py", "print(add(1, 2))\n")) == [
        (2, "program", ("print(add(1, 2))",))
    ]


def test_a_session_is_read_by_the_statements_typed_at_its_prompts() -> None:
    session = ">>> total = add(\n...     1,\n...     2\n... )\n>>> total\n3\n"
    assert session_pieces(session) == ("total = add(\n    1,\n    2\n)", "total")
    ipython = "In [1]: %timeit add(1, 2)\nIn [2]: add(\n   ...:     1, 2)\nOut[2]: 3\n"
    assert session_pieces(ipython) == ("add(\n    1, 2)",)


@pytest.mark.parametrize("label", ["", "text", "console", "pycon", "ipython"])
def test_a_session_is_shown_code_by_its_label_or_its_prompts(label: str) -> None:
    session = ">>> add(1, 2)\n3\n" if label != "ipython" else "In [1]: add(1, 2)\nOut[1]: 3\n"
    assert _shown((label, session)) == [(2, "session", ("add(1, 2)",))]


def test_output_in_another_language_block_is_not_shown_code() -> None:
    assert _shown(("text", "3\n"), ("bash", "python add.py\n"), ("", "[1, 2]\n")) == []


def test_a_session_label_on_code_without_prompts_reads_it_as_a_program() -> None:
    assert _shown(("pycon", "print(add(1, 2))\n")) == [(2, "program", ("print(add(1, 2))",))]


def test_the_program_block_is_not_shown_again() -> None:
    assert _shown(("python:add.py", PROGRAM)) == []


def test_the_engine_judges_a_pyi_stub_and_a_sessions_statements() -> None:
    stub = "from typing import List\n\ndef add(a: List[int]) -> int: ...\n"
    response = f"{F}python\n{PROGRAM}{F}\n\n{F}pyi\n{stub}{F}\n\n{F}pycon\n>>> list = [1]\n{F}\n"
    assert [number for number, _ in blocks_left_out(response)] == [2, 3]
    specs = ["style_7", "style_9"]
    (paper,) = verify([VerifyRequest(response=response, instructions=specs)], mode="paper")
    (strict,) = verify([VerifyRequest(response=response, instructions=specs)], mode="strict")
    assert [verdict.passed for verdict in paper.verdicts] == [True, True]
    assert [verdict.passed for verdict in strict.verdicts] == [False, False]
