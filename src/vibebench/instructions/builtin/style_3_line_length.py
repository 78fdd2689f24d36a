"""style_3: no line longer than N characters."""

from __future__ import annotations

from typing import Any

from vibebench.instructions._base import Example, Instruction, ParamSpec
from vibebench.instructions._code_facts import parse
from vibebench.instructions._strict import Finding, StrictFacts


class LineLength(Instruction):
    """Keep every line within a maximum length.

    What it asks:
        No physical line of the code, comments and strings included, is longer than
        `line_length` characters.

    Why:
        Short lines read well in side-by-side diffs and narrow editors; PEP 8 asks for 79,
        black for 88. Models given a limit routinely leave one long call or string behind.

    Verified by:
        Ruff E501 (pycodestyle line-too-long) with `line-length` set to the parameter.
        `# noqa` comments in the response are ignored, so they cannot hide a long line.
        Ruff still skips a line that is a single word, a line that ends in a URL
        starting before the limit, and the part of a line taken by a pragma comment
        (`# type: ...`, `# noqa ...`, `# pyright: ...`), whatever text follows it.

    Strict mode:
        Counts the characters of every physical line, with none of those exceptions.
    """

    id = "style_3"
    name = "line_length"
    category = "style"
    description = "Enforce a maximum line length, wrapping longer lines."
    generation_prompt = "Keep every line of the code at most {line_length} characters long."
    edit_prompt = (
        "Rewrap the code so that no line is longer than {line_length} characters, "
        "splitting long expressions, calls and strings as needed."
    )
    parameters = (
        ParamSpec(
            name="line_length",
            type="int",
            default=79,
            minimum=40,
            maximum=200,
            recommended=(79, 88),
            description="Maximum characters per line.",
        ),
    )
    ruff_rules = ("E501",)
    passes = (
        Example(response="def add(a, b):\n    return a + b\n"),
        Example(
            response=(
                "total = compute_the_total(first_value, second_value, "
                "third_value, fourth_value, extra)\n"
            ),
            params={"line_length": 88},
            note="86 characters fit within 88 (but not within the default 79)",
        ),
    )
    fails = (
        Example(
            response=(
                "result = some_function(argument_one, argument_two, "
                "argument_three, argument_four)\n"
            ),
            note="81 characters",
        ),
        Example(
            response="value = 'a string that runs well past sixty characters in total length'\n",
            params={"line_length": 60},
        ),
        Example(
            response=(
                "x = 'this line is deliberately far too long "
                "for the default limit of seventy-nine'"
                "  # noqa: E501\n"
            ),
            note="82 characters before the comment; noqa must not silence the check",
        ),
    )

    strict_reads_dynamic_code = False

    def strict_violations(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """Every physical line over the limit, counted in characters."""
        return facts.long_lines(range(1, len(facts.lines) + 1), params["line_length"])

    def ruff_settings(self, params: dict[str, Any]) -> dict[str, Any]:
        return {"line-length": params["line_length"]}

    def applies_to(self, code: str) -> bool:
        """True when the code parses and has a line over the default 79 characters."""
        return parse(code) is not None and any(len(line) > 79 for line in code.splitlines())
