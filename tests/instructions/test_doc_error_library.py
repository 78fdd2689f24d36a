"""Behaviour of the doc, error and library instructions: Python checks, applicability, Ruff."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import pytest

from vibebench.instructions import CheckResult, Example, Instruction, get_instruction
from vibebench.instructions.builtin.doc_3_docstring_convention import CONVENTION_CODES
from vibebench.instructions.builtin.doc_5_comment_density import count_lines
from vibebench.instructions.builtin.doc_6_json_explanation import find_explanation

OWN_IDS = [f"doc_{n}" for n in range(1, 7)] + [f"error_{n}" for n in range(1, 5)]
OWN_IDS += ["library_1", "library_2"]


def _check(
    instruction_id: str, code: str, response: str | None = None, **params: Any
) -> CheckResult:
    instruction = get_instruction(instruction_id)
    response = code if response is None else response
    return instruction.check(code, response, instruction.strict_params(params))


# -- doc_5 comment_density ---------------------------------------------------------------


def test_count_lines_skips_docstrings_and_blank_lines() -> None:
    code = 'def f():\n    """Doc\n    string."""\n\n    # Explain.\n    return 1\n'
    assert count_lines(code) == (2, 1)


def test_count_lines_counts_inline_comments_and_each_line_of_a_multiline_string() -> None:
    code = 'x = 1  # One.\ntext = """a\nb\nc"""\n'
    assert count_lines(code) == (4, 1)


@pytest.mark.parametrize(
    "comment",
    ["#", "# noqa: E501", "# type: ignore", "# pragma: no cover", "# fmt: off"],
)
def test_count_lines_ignores_empty_comments_and_pragmas(comment: str) -> None:
    assert count_lines(f"x = 1  {comment}\n") == (1, 0)


def test_count_lines_ignores_a_shebang_but_not_a_comment_on_line_one() -> None:
    assert count_lines("#!/usr/bin/env python\nx = 1\n") == (1, 0)
    assert count_lines("# Setup.\nx = 1\n") == (1, 1)


def test_comment_density_needs_ceil_of_code_lines_over_n_comments() -> None:
    eight = "".join(f"v{i} = {i}\n" for i in range(8))
    assert _check("doc_5", "# Values.\n" + eight).passed
    nine = eight + "v8 = 8\n"
    result = _check("doc_5", "# Values.\n" + nine)
    assert not result.passed
    assert "at least 2 needed" in result.findings[0][1]
    assert _check("doc_5", "# Values.\n" + nine, lines_per_comment=9).passed


def test_comment_density_fails_closed_on_code_that_does_not_tokenize() -> None:
    result = _check("doc_5", "def f(:\n    # Why.\n    return 1\n")
    assert not result.passed
    assert "cannot tokenize" in result.findings[0][1]


def test_comment_density_fails_code_without_code_lines() -> None:
    result = _check("doc_5", "# Only a comment.\n")
    assert not result.passed
    assert result.findings == ((None, "no code lines to judge"),)


# -- doc_6 json_explanation --------------------------------------------------------------

CODE_BLOCK = "```python\ndef add(a, b):\n    return a + b\n```\n"
GOOD_JSON = '{"summary": "Add two numbers.", "complexity": "O(1)"}'


@pytest.mark.parametrize(
    "response",
    [
        CODE_BLOCK + "```json\n" + GOOD_JSON + "\n```\n",
        CODE_BLOCK + "Here is the explanation: " + GOOD_JSON + "\n",
        CODE_BLOCK + "```\n" + GOOD_JSON + "\n```\n",
        "~~~python\nx = 1\n~~~\n" + GOOD_JSON,
        "<think>" + CODE_BLOCK + "</think>\n" + CODE_BLOCK + GOOD_JSON,
    ],
    ids=["json-fence", "bare-object", "untagged-json-fence", "tilde-fence", "think-block"],
)
def test_json_explanation_accepts_an_object_after_the_code(response: str) -> None:
    assert _check("doc_6", "x = 1\n", response).passed


@pytest.mark.parametrize(
    ("response", "finding"),
    [
        ("def add(a, b):\n    return a + b\n" + GOOD_JSON, "no fenced code block"),
        ("```json\n" + GOOD_JSON + "\n```\n" + CODE_BLOCK, "no JSON object follows"),
        (CODE_BLOCK + "```json\n{'summary': 'single quotes'}\n```\n", "not a valid JSON object"),
        (CODE_BLOCK + "```json\n[1, 2]\n```\n", "not a valid JSON object"),
        (CODE_BLOCK + '{"summary": "", "complexity": "O(1)"}', "non-empty string"),
        (CODE_BLOCK + '{"summary": "Add.", "complexity": 1}', "non-empty string"),
        ("<think>" + CODE_BLOCK + GOOD_JSON + "</think>\nx = 1\n", "no fenced code block"),
        ("```python\nx = 1\n" + GOOD_JSON + "\n", "no JSON object follows"),
    ],
    ids=[
        "no-fence",
        "json-before-code",
        "invalid-json",
        "not-an-object",
        "empty-value",
        "non-string-value",
        "json-only-in-think",
        "unclosed-fence",
    ],
)
def test_json_explanation_fails_with_a_finding_saying_why(response: str, finding: str) -> None:
    result = _check("doc_6", "x = 1\n", response)
    assert not result.passed
    assert any(finding in message for _, message in result.findings), result.findings


def test_json_explanation_reports_every_missing_key() -> None:
    result = _check("doc_6", "x = 1\n", CODE_BLOCK + GOOD_JSON, keys="summary|approach|risks")
    assert not result.passed
    assert [message for _, message in result.findings] == [
        "the JSON explanation has no key 'approach'",
        "the JSON explanation has no key 'risks'",
    ]


def test_find_explanation_takes_the_first_object_after_the_last_code_block() -> None:
    response = CODE_BLOCK + '{"a": "first"}\n' + CODE_BLOCK + '{"a": "second"} {"a": "third"}'
    assert find_explanation(response) == ({"a": "second"}, "")


@pytest.mark.parametrize("limit", [1000, 30_000])
@pytest.mark.parametrize(("depth", "bare"), [(101, False), (101, True), (5000, False)])
def test_json_nested_past_the_bound_fails_alike_at_any_recursion_limit(
    limit: int, depth: int, bare: bool
) -> None:
    """How deep json can read depends on the recursion limit; the verdict must not: JSON
    nested past MAX_JSON_DEPTH fails, saying so, whether or not json could have read it."""
    import sys  # noqa: PLC0415

    deep = '{"summary": "Add.", "complexity": "O(1)", "x": ' + "[" * depth + "]" * depth + "}"
    response = CODE_BLOCK + (deep if bare else f"```json\n{deep}\n```\n")
    previous = sys.getrecursionlimit()
    try:
        sys.setrecursionlimit(limit)
        result = _check("doc_6", "x = 1\n", response)
    finally:
        sys.setrecursionlimit(previous)
    assert not result.passed
    assert [message for _, message in result.findings] == [
        "the JSON after the code nests deeper than 100 levels"
    ]


def test_json_nested_to_the_bound_is_read() -> None:
    nested = "[" * 99 + "]" * 99
    response = CODE_BLOCK + '{"summary": "Add.", "complexity": "O(1)", "x": ' + nested + "}"
    assert find_explanation(response)[0] is not None


# -- applies_to --------------------------------------------------------------------------

APPLIES = {
    "doc_1": (
        "def f():\n    # " + "word " * 16 + "\n    return 1\n",
        "def f():\n    # Short.\n    return 1\n",
    ),
    "doc_2": ("def f():\n    return 1\n", "x = [1, 2]\n"),
    "doc_3": ("class Box:\n    pass\n", "x = [1, 2]\n"),
    "doc_4": ("# x = compute()\ny = 2\n", "# Compute the value.\ny = 2\n"),
    "doc_5": ("".join(f"v{i} = {i}\n" for i in range(9)), "# Values.\nv = 1\n"),
    "doc_6": ("x = 1\n", "\n  \n"),
    "error_1": (
        "try:\n    run()\nexcept Exception:\n    pass\n",
        "try:\n    run()\nexcept ValueError:\n    pass\n",
    ),
    "error_2": (
        "try:\n    run()\nexcept KeyError:\n    raise ValueError('x')\n",
        "try:\n    run()\nexcept KeyError as err:\n    raise ValueError('x') from err\n",
    ),
    "error_3": (
        "try:\n    run()\nexcept FileNotFoundError:\n    pass\n",
        "try:\n    run()\nexcept KeyError:\n    pass\n",
    ),
    "error_4": ("raise ValueError(f'bad {x}')\n", "msg = f'bad {x}'\nraise ValueError(msg)\n"),
    "library_1": (
        "import os\nprint(os.path.exists('a'))\n",
        "import os\nprint(os.environ['HOME'])\n",
    ),
    "library_2": ("print('hi')\n", "import logging\nlogging.info('hi')\n"),
}


@pytest.mark.parametrize("instruction_id", OWN_IDS)
def test_applies_to_is_true_on_code_it_would_change(instruction_id: str) -> None:
    positive, _ = APPLIES[instruction_id]
    assert get_instruction(instruction_id).applies_to(positive) is True


@pytest.mark.parametrize("instruction_id", OWN_IDS)
def test_applies_to_is_false_on_code_it_would_leave_alone(instruction_id: str) -> None:
    _, negative = APPLIES[instruction_id]
    assert get_instruction(instruction_id).applies_to(negative) is False


@pytest.mark.parametrize("instruction_id", [ident for ident in OWN_IDS if ident != "doc_6"])
def test_applies_to_is_false_on_code_that_does_not_parse(instruction_id: str) -> None:
    """doc_6 is left out: it judges the response, so any non-empty code can be explained."""
    assert get_instruction(instruction_id).applies_to("def broken(:\n    print('x')\n") is False


# -- Ruff-backed examples, one real Ruff run each ----------------------------------------


def _flatten(settings: dict[str, Any], prefix: str = "") -> list[str]:
    pairs: list[str] = []
    for key, value in settings.items():
        name = f"{prefix}{key}"
        if isinstance(value, dict):
            pairs += _flatten(value, f"{name}.")
        else:
            pairs.append(f"{name}={json.dumps(value)}")
    return pairs


def _ruff_passes(codes: tuple[str, ...], settings: dict[str, Any], code: str, tmp: Path) -> bool:
    source = tmp / "answer.py"
    source.write_text(code, encoding="utf-8")
    command = ["ruff", "check", "--isolated", "--no-cache", "--ignore-noqa"]
    command += ["--target-version", "py310", "--output-format", "json"]
    command += ["--select", ",".join(codes)]
    for pair in _flatten(settings):
        command += ["--config", pair]
    done = subprocess.run([*command, str(source)], capture_output=True, text=True, check=False)
    if done.returncode not in (0, 1):
        pytest.fail(f"ruff could not run: {done.stderr}")
    return not json.loads(done.stdout)


def _ruff_cases() -> list[Any]:
    cases = []
    for instruction_id in OWN_IDS:
        instruction = get_instruction(instruction_id)
        if instruction.verifier != "ruff":
            continue
        for want, examples in ((True, instruction.passes), (False, instruction.fails)):
            for index, example in enumerate(examples):
                label = f"{instruction_id}-{'pass' if want else 'fail'}-{index}"
                cases.append(pytest.param(instruction, example, want, id=label))
    return cases


@pytest.mark.parametrize(("instruction", "example", "should_pass"), _ruff_cases())
def test_ruff_example_gets_its_declared_verdict(
    instruction: Instruction, example: Example, should_pass: bool, tmp_path: Path
) -> None:
    params = instruction.strict_params(example.params)
    codes = instruction.ruff_select(params)
    assert _ruff_passes(codes, instruction.ruff_settings(params), example.response, tmp_path) is (
        should_pass
    )


@pytest.mark.parametrize("convention", sorted(CONVENTION_CODES))
def test_doc_3_selects_exactly_the_codes_ruff_enables_for_the_convention(
    convention: str, tmp_path: Path
) -> None:
    (tmp_path / "a.py").write_text("x = 1\n", encoding="utf-8")
    command = ["ruff", "check", "--isolated", "--select", "D", "--show-settings"]
    command += ["--config", f'lint.pydocstyle.convention="{convention}"', str(tmp_path / "a.py")]
    done = subprocess.run(command, capture_output=True, text=True, check=True)
    enabled_block = done.stdout.split("linter.rules.enabled", 1)[1].split("]", 1)[0]
    lines = enabled_block.splitlines()
    enabled = {line.split("(")[1].rstrip("),") for line in lines if "(" in line}
    assert enabled == set(CONVENTION_CODES[convention])


@pytest.mark.parametrize("convention", sorted(CONVENTION_CODES))
def test_doc_2_and_doc_3_can_both_pass_together(convention: str, tmp_path: Path) -> None:
    """The reason no conflict is declared between them: one code satisfies both."""
    code = (
        '"""Arithmetic helpers."""\n\n\n'
        "def double(value):\n"
        '    """Return twice the value."""\n'
        "    return 2 * value\n"
    )
    doc_2, doc_3 = get_instruction("doc_2"), get_instruction("doc_3")
    params = doc_3.strict_params({"convention": convention})
    codes = doc_2.ruff_select({}) + doc_3.ruff_select(params)
    assert _ruff_passes(codes, doc_3.ruff_settings(params), code, tmp_path)
    failing = code.replace("Return twice", "Returns twice")
    assert not _ruff_passes(codes, doc_3.ruff_settings(params), failing, tmp_path)
