"""Checks that differ only in a count limit share one Ruff run at the batch's lowest limit.

logic_1 to logic_4 take a threshold (complexity, branches, returns, statements). Placed as
one, each check must still get exactly what Ruff says at its own limit: the same
diagnostics, with the message Ruff writes for that limit, and a message vibebench cannot
read fails the check rather than passing it.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from vibebench.verify import VerifyRequest, verify
from vibebench.verify._config import COUNT_LIMITS, ConfigRenderer, RuffGroup, ruff_unit
from vibebench.verify._findings import Findings, attribute
from vibebench.verify._layout import MIN_SHARED_USES, Layout, own_limit
from vibebench.verify._ruff import ruff_binary
from vibebench.verify._strict_mode import VerdictMode

BRANCHY = (
    "def grade(score: int) -> str:\n"
    '    """Map a score to its letter, the way the course handbook describes it."""\n'
    "    if score > 90:\n        return 'A'\n"
    "    if score > 80:\n        return 'B'\n"
    "    if score > 70:\n        return 'C'\n"
    "    for _ in range(score):\n        score -= 1\n"
    "    while score:\n        score -= 1\n"
    "    return 'F'\n"
)
SIMPLE = "def double(value: int) -> int:\n    return value * 2\n"
LONG = (
    "def long(value: int) -> int:\n"
    + "".join(f"    value = value + {number}\n" for number in range(30))
    + "    return value\n"
)


def test_a_count_over_the_shared_limit_is_restated_at_the_checks_own() -> None:
    message = "Too many return statements (4 > 1)"
    assert own_limit(message, 1, 3) == "Too many return statements (4 > 3)"
    assert own_limit(message, 1, 4) is None, "a count within the own limit is no finding"
    assert own_limit("`f` is too complex (9 > 2)", 2, 8) == "`f` is too complex (9 > 8)"


@pytest.mark.parametrize(
    "message", ["Too many return statements", "Too many branches (4 > 2)", "(x > 1)", ""]
)
def test_a_message_that_is_no_count_over_the_shared_limit_is_refused(message: str) -> None:
    with pytest.raises(ValueError, match="does not end in a count over the limit 1"):
        own_limit(message, 1, 3)


@pytest.mark.parametrize(("linter_option", "rule"), sorted(COUNT_LIMITS.items()))
def test_ruff_states_each_count_limit_as_the_message_format_expects(
    linter_option: tuple[str, str], rule: str, tmp_path: Path
) -> None:
    """The pinned Ruff's own wording, so an upgrade that changes it fails here first."""
    linter, option = linter_option
    source = tmp_path / "code.py"
    source.write_text(BRANCHY)
    found = subprocess.run(
        [ruff_binary(), "check", "--isolated", "--no-cache", "--output-format", "concise",
         "--select", rule, "--config", f"lint.{linter}.{option}=1", str(source)],
        capture_output=True, text=True, check=False,
    ).stdout  # fmt: skip
    line = next(line for line in found.splitlines() if f" {rule} " in line)
    count = int(line.rsplit("(", 1)[1].split(" > ")[0])
    assert count > 1
    assert own_limit(line, 1, count - 1) == line.replace("> 1)", f"> {count - 1})")
    assert own_limit(line, 1, count) is None


def test_checks_of_one_rule_at_many_limits_get_the_verdicts_they_get_alone() -> None:
    """Every threshold of logic_1 to logic_4 in one batch (so they share a folder), each
    response's verdicts, messages included, equal to those of that response alone."""
    requests = [
        VerifyRequest(
            task_id=f"{number}",
            response=code,
            instructions=[
                f"logic_1:max_complexity={2 + number % 6}",
                f"logic_2:max_returns={1 + number % 3}",
                f"logic_3:max_branches={1 + number % 5}",
                f"logic_4:max_statements={5 + 7 * (number % 5)}",
            ],
        )
        for number, code in enumerate([BRANCHY, SIMPLE, LONG, BRANCHY + LONG] * 6)
    ]
    results = verify(requests)
    messages = [d.message for r in results for v in r.verdicts for d in v.diagnostics]
    assert "Too many return statements (4 > 2)" in messages, "a restated message"
    assert "Too many return statements (4 > 1)" in messages
    assert any(not v.passed for r in results for v in r.verdicts)
    assert any(v.passed for r in results for v in r.verdicts)
    for request, result in zip(requests, results, strict=True):
        assert result == verify([request])[0], request.instructions


def _units(limits: list[int]) -> list[RuffGroup]:
    """One response per limit, each with a logic_2 check at that limit."""
    groups = []
    for number, limit in enumerate(limits):
        settings = {"lint": {"pylint": {"max-returns": limit}}}
        unit = ruff_unit((number, 0), f"logic_2{limit}", ("PLR0911",), settings, shareable=True)
        groups.append(RuffGroup(number, [unit]))
    return groups


def test_every_limit_of_a_rule_is_one_bundle_member_at_the_lowest() -> None:
    groups = _units([3, 1, 2, 5] * MIN_SHARED_USES)
    layout = Layout(ConfigRenderer("py311"), groups)
    assert len(layout.bundle.members) == 1
    assert "max-returns = 1" in layout.bundle.config
    assert all(placed.folder is layout.bundle for placed in layout.files)
    assert {placed.limits.get((placed.response, 0)) for placed in layout.files} == {
        None, ("PLR0911", 1, 2), ("PLR0911", 1, 3), ("PLR0911", 1, 5),
    }  # fmt: skip


def test_rare_limits_share_one_private_folder_at_the_lowest() -> None:
    layout = Layout(ConfigRenderer("py311"), _units([4, 2]))
    assert not layout.bundle.members
    folders = {placed.folder.number for placed in layout.files}
    assert len(folders) == 1
    assert "max-returns = 2" in layout.files[0].folder.config


def test_a_message_vibebench_cannot_read_fails_the_check_instead_of_passing() -> None:
    layout = Layout(ConfigRenderer("py311"), _units([4, 2]))
    findings = Findings({placed.group.units[0].key: [] for placed in layout.files})
    garbled = [
        (f"/tree/{placed.path}", "PLR0911", 1, 1, "Too many returns") for placed in layout.files
    ]
    attribute(garbled, layout.files, findings)
    outcomes = findings.outcomes()
    raised, lowest = outcomes[(0, 0)], outcomes[(1, 0)]
    assert raised.error is not None
    assert "could not be read" in raised.error
    assert lowest.error is None, "the check at the folder's own limit takes Ruff's word"
    assert [d.message for d in lowest.diagnostics] == ["Too many returns"]


DOCUMENTED = (
    '"""Helpers for the grading module, with a summary line that runs on for a while."""\n\n\n'
    "def grade(score: int) -> str:\n"
    '    """Map a score to its letter.\n\n'
    "    The thresholds follow the course handbook, which rounds half points up before\n"
    "    comparing them; a short line.\n"
    '    """\n'
    "    # A comment that explains the rounding rule in more words than it needs to.\n"
    "    return 'A' if score > 90 else 'F'\n"
)
WITH_URL = DOCUMENTED.replace(
    "comparing them; a short line.",
    "comparing them, as in https://example.org/handbook/grading-rules-and-rounding",
)
WITH_WIDE_TEXT = DOCUMENTED.replace("course handbook", "course handbook (成績の手引き, café)")
WITH_TAB = DOCUMENTED.replace("comparing them; a short line.", "comparing\tthem; a short line.")


def test_doc_line_limits_share_a_run_and_a_url_keeps_its_own() -> None:
    """doc_1's W505 at many limits in one batch: each response's verdicts equal its verdicts
    alone (messages and columns included), also where a line ends in a URL (W505 exempts it
    by where the URL starts) or holds wide characters or a tab (where the finding's column
    is not one past the limit): that code is judged at its own limit, not the shared one."""
    requests = [
        VerifyRequest(
            task_id=f"{number}",
            response=code,
            instructions=[f"doc_1:max_doc_length={limit}"],
        )
        for number, (code, limit) in enumerate(
            (code, limit)
            for code in (DOCUMENTED, WITH_URL, WITH_WIDE_TEXT, WITH_TAB)
            for limit in (40, 60, 72, 79, 88)
        )
    ] * 2
    results = verify(requests)
    assert any(r.verdicts[0].passed for r in results)
    assert any(not r.verdicts[0].passed for r in results)
    for request, result in zip(requests, results, strict=True):
        assert result == verify([request])[0], request.instructions


def test_a_response_with_a_url_places_its_doc_line_check_at_its_own_limit() -> None:
    def unit(number: int, limit: int) -> RuffGroup:
        settings = {"lint": {"pycodestyle": {"max-doc-length": limit}}}
        return RuffGroup(
            number, [ruff_unit((number, 0), f"doc_1{limit}", ("W505",), settings, shareable=True)]
        )

    groups = [unit(number, 72 if number % 2 else 60) for number in range(8)]
    layout = Layout(ConfigRenderer("py311"), groups, own_lines=frozenset({1}))
    by_response = {placed.response: placed for placed in layout.files}
    assert by_response[3].limits == {(3, 0): ("W505", 60, 72)}
    assert by_response[1].limits == {}, "the URL's response is judged at its own limit"
    assert "max-doc-length = 72" in by_response[1].folder.config


FORM_FEED_COMMENT = (
    "\x0c# Page two: helpers that compute the running totals for every account we hold.\n"
    "def total(values):\n    return sum(values)\n"
)
FORM_FEED_DOCSTRING = (
    'def f():\n    """Words and more words here making a rather long\x0c docstring line for '
    'testing purposes ok."""\n'
)
LONG_COMMENT = (
    "# Words and more words here making a rather long comment line for testing ok.\nx = 1\n"
)


@pytest.mark.parametrize(
    ("code", "limit", "beside", "lower"),
    [
        (FORM_FEED_COMMENT, 72, "x = 1\n", 50),
        (FORM_FEED_DOCSTRING, 60, LONG_COMMENT, 40),
        (FORM_FEED_DOCSTRING, 60, LONG_COMMENT, 55),
    ],
    ids=["before-the-shared-limit", "between-the-limits", "just-before-the-own-limit"],
)
@pytest.mark.parametrize("mode", ["paper", "strict"])
def test_a_character_of_no_width_keeps_a_doc_line_check_at_its_own_limit(
    code: str, limit: int, beside: str, lower: int, mode: VerdictMode
) -> None:
    """Ruff gives a form feed (and any control character) no width, so a W505 finding on
    such a line does not start one column past the limit: a neighbour's lower limit must
    neither fail the check with an error nor move its column (found by review)."""
    mine = VerifyRequest(task_id="m", response=f"```python\n{code}```\n",
                         instructions=[f"doc_1:max_doc_length={limit}"])  # fmt: skip
    other = VerifyRequest(task_id="o", response=f"```python\n{beside}```\n",
                          instructions=[f"doc_1:max_doc_length={lower}"])  # fmt: skip
    alone = verify([mine], mode=mode)[0]
    assert not alone.verdicts[0].passed
    assert alone.verdicts[0].error is None
    assert verify([other, mine], mode=mode)[1] == alone
