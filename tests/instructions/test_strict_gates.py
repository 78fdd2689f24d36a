"""Cheap gates in front of strict analysis decide exactly as the work they skip.

logic_9 counts a defined name's whole-word occurrences by searching for the name instead
of listing every word; comments are not lexed in code without a `#`; doc_4 reads a
docstring's lines for an old-code header only when one of the header's words is in it,
found in ASCII text without a regex; logic_8 tells a comparison function by one set test;
style_1, style_7 and doc_3 test for plain texts before a word regex. Each must agree with
its defining version and leave no route open.
"""

from __future__ import annotations

import ast
import re
from collections import Counter

from hypothesis import given
from hypothesis import strategies as st

from vibebench.instructions import get_instruction
from vibebench.instructions._strict import StrictFacts, _comments, strict_check
from vibebench.instructions.builtin import doc_3_docstring_convention as doc_3
from vibebench.instructions.builtin import doc_4_no_commented_out_code as doc_4
from vibebench.instructions.builtin import logic_8_named_constants as logic_8
from vibebench.instructions.builtin import logic_9_no_recursion as logic_9
from vibebench.instructions.builtin import style_1_pep8_naming as style_1
from vibebench.instructions.builtin import style_7_modern_typing as style_7

_WORDS = re.compile(r"\w+")
_PIECES = st.sampled_from(
    ["f", "fo", "foo", "_", "x1", " ", "\n", "(", ".", "é", "ſ", "٣", "²", "Ⅻ", "def ", "class "]
)
_TEXTS = st.lists(_PIECES, max_size=14).map("".join)


@given(_TEXTS, st.sampled_from(["f", "fo", "foo", "x1", "_", "é"]))
def test_written_twice_counts_whole_words_as_findall_does(text: str, word: str) -> None:
    assert logic_9._written_twice(text, word) == (Counter(_WORDS.findall(text))[word] > 1)


@given(_TEXTS)
def test_definitions_are_found_as_with_a_leading_word_boundary(text: str) -> None:
    assert logic_9._DEFINED.findall(text) == re.findall(r"\b(?:def|class)[\s\\]+(\w+)", text)


def _strict_passes(instruction_id: str, code: str) -> bool:
    return strict_check(get_instruction(instruction_id), StrictFacts(code), {}).passed


def test_a_function_reached_again_through_a_table_still_fails_logic_9() -> None:
    """STILL_FAILING: the name is written twice, once in a table entry, so the graph is
    built (a name glued to other word characters, `stepper`, is another name)."""
    code = (
        "def step(n):\n"
        "    return HANDLERS['a'](n - 1) if n else 0\n\n\n"
        "def stepper(n):\n"
        "    return n\n\n\n"
        "HANDLERS = {'a': step}\n"
    )
    assert not _strict_passes("logic_9", code)


def test_a_name_only_inside_longer_words_takes_the_logic_9_shortcut() -> None:
    """HONEST: `step` occurs again only inside `steps` and `step_size`, never as a name."""
    code = "def step(steps, step_size):\n    return steps * step_size\n"
    assert not logic_9.may_recurse_dynamically(code)
    assert _strict_passes("logic_9", code)


def test_code_without_a_hash_has_no_comments_and_hashes_in_strings_are_none() -> None:
    assert _comments("x = 1\ny = 'a'\n") == []
    assert _comments("x = '#'  # real\n") == [(1, "# real")]


def test_an_old_code_header_in_a_docstring_still_fails_doc_4() -> None:
    """STILL_FAILING: the header is found whatever its case, with the gate in front."""
    for header in ("Old version:", "PREVIOUS implementation:", "The obsolete way:"):
        code = (
            "def total(items):\n"
            f'    """Sum the items.\n\n    {header}\n        result = 0\n'
            '        for item in items:\n            result += item\n    """\n'
            "    return sum(items)\n"
        )
        assert not _strict_passes("doc_4", code), header


_HEADER_PIECES = st.sampled_from(
    ["old", "OLD", "ſ", "obſolete", "İ", "legacy", "The ", "\t", " ", ":", "x", "\n", "Former"]
)


@given(st.lists(_HEADER_PIECES, max_size=8).map("".join))
def test_every_old_code_header_holds_one_of_its_words(text: str) -> None:
    headers = [line for line in text.expandtabs().splitlines()
               if doc_4._OLD_HEADER.fullmatch(line.strip())]  # fmt: skip
    assert not headers or doc_4._OLD_WORD.search(text) is not None


_OLD_WORD_DEFINITION = re.compile(
    r"old|legacy|previous|original|former|earlier|obsolete|deprecated", re.IGNORECASE
)
_CASE_PIECES = st.sampled_from(
    ["old", "OlD", "LEGACY", "previous", "ORIGINAL", "former", "earlier", "obſolete",
     "PREVİOUS", "prevıous", "deprecated", "ol", "d", "K", "\u212a", "ſ", "é", " ", "\n"]
)  # fmt: skip


@given(st.lists(_CASE_PIECES, max_size=10).map("".join))
def test_old_words_are_found_as_the_case_blind_regex_finds_them(text: str) -> None:
    assert doc_4._mentions_old(text) == (_OLD_WORD_DEFINITION.search(text) is not None)


_IMPORTS = "import operator\nimport operator as op\nimport numpy as np\nfrom operator import *\n"
_CALLEES = st.sampled_from(
    ["operator.lt", "op.__ge__", "np.greater", "np.add", "operator.add", "gt", "eq", "ge",
     "value.__lt__", "value.lt", "value.between", "sorted", "operator.not_", "np.equal"]
)  # fmt: skip


def _is_comparison_definition(facts: StrictFacts, function: ast.expr) -> bool:
    names = facts.names.names(function)
    return (
        getattr(function, "attr", None) in logic_8._COMPARISON_CALLS
        or any(f"operator.{name}" in names for name in logic_8._COMPARISON_CALLS)
        or bool(names & logic_8._NUMPY_COMPARISONS)
    )


@given(st.lists(_CALLEES, min_size=1, max_size=4))
def test_comparison_calls_are_recognised_as_by_their_definition(callees: list[str]) -> None:
    code = _IMPORTS + "".join(f"x{n} = {callee}(a, 18)\n" for n, callee in enumerate(callees))
    facts = StrictFacts(code)
    for call in facts.of_type(ast.Call):
        expected = _is_comparison_definition(facts, call.func)
        assert logic_8._is_comparison(facts, call.func) == expected


def _alternatives(pattern: re.Pattern[str]) -> list[str]:
    """The words a match of a word-alternation regex starts with: those of each `(?:a|b)`
    group and each word right after a `\\b`."""
    words: list[str] = []
    for group in re.findall(r"\\b\(\?:([\w|]+)\)", pattern.pattern):
        words += group.split("|")
    words += re.findall(r"\\b(\w+)", pattern.pattern)
    return words


def test_every_word_a_gated_regex_matches_holds_one_of_its_gate_texts() -> None:
    """The plain `in` gates before word regexes (style_1, style_7, doc_3) are written out
    by hand beside them: a word added to a regex but not to its gate would be a route
    nothing catches, so every word each regex can match must hold one of the texts."""
    pairs = [
        (style_1._SETTER_WORDS, style_1._SETTER_TEXTS),
        (style_1._PUBLISHERS, style_1._PUBLISHER_TEXTS),
        (style_1._PUBLISHED_THROUGH, style_1._PUBLISHER_TEXTS),
        (style_7._EVALUATORS_WORDS, style_7._EVALUATORS_TEXTS),
        (doc_3._MADE_METHOD_WORDS, doc_3._MADE_METHOD_LITERALS),
        (doc_3._MAKER_WORDS, doc_3._MAKERS),
    ]
    for pattern, texts in pairs:
        words = _alternatives(pattern)
        assert words, pattern.pattern
        missing = [word for word in words if not any(text in word for text in texts)]
        assert missing == [], pattern.pattern


@given(st.lists(st.sampled_from([
    "setattr", "__setattr__", "vars", "__dict__", "setitem", "globals", "f_globals", "modules",
    "exec", "eval", "__builtins__", "builtins.x = 1", "f_locals['a'] = 1", "ForwardRef",
    "_eval_type", "return", "type", "namedtuple", "Enum", " ", "(", ".", "x", "_", "\n",
]), max_size=8).map("".join))  # fmt: skip
def test_the_gated_searches_answer_as_their_regexes(code: str) -> None:
    assert style_1._names_setters(code) == bool(style_1._SETTER_WORDS.search(code))
    assert style_1._names_publishers(code) == bool(
        style_1._PUBLISHERS.search(code) or style_1._PUBLISHED_THROUGH.search(code)
    )
    for words, literals in ((doc_3._MADE_METHOD_WORDS, doc_3._MADE_METHOD_LITERALS),
                            (doc_3._MAKER_WORDS, doc_3._MAKERS)):  # fmt: skip
        assert doc_3._has_word(words, literals, code) == bool(words.search(code))
