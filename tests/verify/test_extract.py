"""Code extraction: fences, several blocks, reasoning, CRLF, bare code, no code, huge input."""

from __future__ import annotations

import pytest

from vibebench.verify import VerifyRequest, extract_code, strip_reasoning, verify

F = "```"


@pytest.mark.parametrize("label", ["python", "py", "Python3", "py3", ""])
def test_a_single_block_is_extracted_whatever_its_python_label(label: str) -> None:
    result = extract_code(f"Sure:\n\n{F}{label}\nx = 1\n{F}\nDone.")
    assert result.code == "x = 1\n"
    assert result.method == "fence"
    assert result.parses is True


def test_tilde_fences_and_indented_fences_are_recognised() -> None:
    assert extract_code("~~~python\ny = 2\n~~~\n").code == "y = 2\n"
    indented = f"1. Step one:\n   {F}python\n   def f():\n       return 1\n   {F}\n"
    assert extract_code(indented).code == "def f():\n    return 1\n"


def test_an_unclosed_fence_runs_to_the_end_of_the_response() -> None:
    assert extract_code(f"{F}python\nz = 3\nw = 4\n").code == "z = 3\nw = 4\n"


def test_a_shorter_fence_inside_a_longer_one_is_content() -> None:
    response = f"````python\ns = '''\n{F}\n'''\n````\n"
    assert extract_code(response).code == f"s = '''\n{F}\n'''\n"


def test_of_several_blocks_a_usage_example_after_the_solution_is_dropped() -> None:
    response = (
        f"{F}python\ndef solve(n):\n    return n * 2\n{F}\n"
        f"Usage:\n{F}python\nprint(solve(2))\n{F}\n"
    )
    result = extract_code(response)
    assert result.code == "def solve(n):\n    return n * 2\n"
    assert result.blocks == 2


def test_a_longer_block_that_does_not_compile_loses_to_one_that_does() -> None:
    response = (
        f"{F}python\ndef draft(:\n    pass  # a longer but broken attempt here\n{F}\n"
        f"{F}python\ndef final():\n    pass\n{F}\n"
    )
    assert extract_code(response).code == "def final():\n    pass\n"


def test_equal_length_blocks_resolve_to_the_later_one() -> None:
    response = f"{F}python\nvalue = 1\n{F}\n{F}python\nvalue = 2\n{F}\n"
    assert extract_code(response).code == "value = 2\n"


def test_when_no_block_compiles_the_last_is_returned_marked_unparsable() -> None:
    response = f"{F}python\ndef a(:\n{F}\n{F}python\ndef longer_one(:\n{F}\n"
    result = extract_code(response)
    assert result.code == "def longer_one(:\n"
    assert result.parses is False


def test_an_unlabelled_data_block_and_json_blocks_never_count() -> None:
    response = (
        f"{F}\n{{'a_rather_long_unlabelled_block': [1, 2, 3, 4, 5, 6, 7, 8, 9]}}\n{F}\n"
        f'{F}python\nx = 1\n{F}\n{F}json\n{{"summary": "s"}}\n{F}\n'
    )
    assert extract_code(response).code == "x = 1\n"


def test_only_non_python_blocks_means_no_code_and_names_the_labels() -> None:
    result = extract_code(f"{F}bash\npip install x\n{F}\n{F}json\n{{}}\n{F}\n")
    assert result.code is None
    assert "bash" in (result.reason or "") and "json" in (result.reason or "")


def test_closed_think_blocks_are_removed_with_any_code_inside_them() -> None:
    response = f"<think>\n{F}python\nprint('draft')\n{F}\n</think>\n{F}python\nanswer = 42\n{F}\n"
    assert extract_code(response).code == "answer = 42\n"


def test_an_orphan_closing_tag_drops_the_reasoning_before_it() -> None:
    response = (
        f"the template opened the tag\n{F}python\nx = 0\n{F}\n</think>\n{F}python\ny = 1\n{F}"
    )
    assert extract_code(response).code == "y = 1\n"


def test_a_response_opening_an_unclosed_think_is_all_reasoning() -> None:
    result = extract_code(f"  <think>\nLet me try\n{F}python\nx = 1\n{F}\n")
    assert result.code is None
    assert "reasoning" in (result.reason or "")


def test_an_unclosed_think_after_the_answer_started_is_ordinary_text() -> None:
    code = "TAG = '<think>'  # the tag this parser looks for\n"
    assert extract_code(f"Here:\n{F}python\n{code}{F}\n").code == code


PARSER = """OPEN_TAG = '<think>'
MODEL_SETTINGS = {
    'temperature': 0.6,
    'max_tokens': 4096
}
CLOSE_TAG = '</think>'


def strip(text):
    start, end = text.find(OPEN_TAG), text.find(CLOSE_TAG)
    return text[:start] + text[end + len(CLOSE_TAG):]
"""


def test_tags_inside_a_fenced_block_of_the_answer_are_code_not_reasoning() -> None:
    """The attack: code between two tag strings used to vanish from the judged program, so
    anything put there (a dict with no trailing comma, under style_8) dodged every check."""
    result = extract_code(f"Tag constants for the parser:\n\n{F}python\n{PARSER}{F}\n")
    assert result.code == PARSER
    verdict = verify([VerifyRequest(response=f"{F}python\n{PARSER}{F}\n",
                                    instructions=["style_8"])], mode="strict")[0].verdicts[0]
    assert not verdict.passed
    assert any(d.line == 4 for d in verdict.diagnostics)  # 'max_tokens': 4096 (no comma)


def test_a_closing_tag_inside_the_answers_code_is_no_orphan() -> None:
    """Before any reasoning, a `</think>` in the code must not cut away all that precedes
    it (the head of the program would go unjudged)."""
    code = "def head():\n    return 1\n\n\nCLOSE = '</think>'  # where reasoning ends\n"
    assert extract_code(f"{F}python\n{code}{F}\n").code == code


def test_reasoning_around_the_answer_is_still_removed_when_its_code_has_tags() -> None:
    code = "TAGS = ('<think>', '</think>')\n"
    draft = f"{F}python\nx = '<think>'\n{F}"  # only the closing tag ends reasoning
    response = f"<think>\nplan it\n{draft}\n</think>\n{F}python\n{code}{F}\n"
    assert extract_code(response).code == code
    assert extract_code(f"plan</think>\n{F}python\n{code}{F}\n").code == code


def test_reasoning_tags_are_matched_case_insensitively_and_by_several_names() -> None:
    assert strip_reasoning("a<THINK>b</THINK>c<reasoning>d</reasoning>e") == "ace"


def test_crlf_and_lone_cr_are_normalised() -> None:
    result = extract_code(f"{F}python\r\ndef f():\r\n    return 1\r\n{F}\r\n")
    assert result.code == "def f():\n    return 1\n"
    assert "\r" not in result.cleaned_response


def test_bare_code_without_a_fence_is_extracted() -> None:
    result = extract_code("import math\n\ndef area(r):\n    return math.pi * r ** 2\n")
    assert result.method == "bare"
    assert result.code == "import math\n\ndef area(r):\n    return math.pi * r ** 2\n"


def test_bare_code_after_a_line_of_prose_is_cut_out() -> None:
    response = "Here is the code:\ndef f(x):\n    return x\nThis returns x unchanged.\n"
    assert extract_code(response).code == "def f(x):\n    return x\n"


@pytest.mark.parametrize("prose", ["Sure", "42", "I cannot help with that request."])
def test_prose_and_lone_words_are_not_code(prose: str) -> None:
    result = extract_code(prose)
    assert result.code is None
    assert result.reason


@pytest.mark.parametrize("response", ["", "   \n\t\n"])
def test_an_empty_response_has_no_code(response: str) -> None:
    result = extract_code(response)
    assert result.code is None
    assert result.reason == "the response is empty"


@pytest.mark.timeout(60)
def test_a_huge_response_is_handled_in_linear_time() -> None:
    body = "x = 1\n" * 150_000
    response = "<think>" * 20_000 + "</think>" + f"{F}python\n{body}{F}\n" + "`" * 50_000
    result = extract_code(response)
    assert result.code is not None
    assert result.code.count("\n") == 150_000


@pytest.mark.timeout(60)
def test_a_huge_unclosed_reasoning_flood_does_not_hang() -> None:
    assert extract_code("<think>" * 200_000).code is None
