"""The catalog: the paper's appendix entries, pass and fail examples, applicability."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Sequence

import pytest

from vibebench.codealign import (
    CATALOG,
    CatalogEntry,
    all_entries,
    entries_of_type,
    facts_of,
    get_entry,
    prefetch,
)
from vibebench.errors import ConfigError
from vibebench.judge import LLMJudge, decide_rule_items
from vibebench.models import CallableModel, ChatMessage
from vibebench.tasks import load_benchmark
from vibebench.verify import ruff_rules

APPENDIX = {
    ("cosmetic", None): {
        "add-comments",
        "add-type-hints",
        "concise-variable-names",
        "consistent-formatting",
        "consistent-naming-convention",
        "move-imports-to-top",
        "reduce-comments",
        "remove-redundant-code-and-comments",
        "remove-unused-imports",
        "use-lowercase-variable-names",
        "use-symbolic-constants",
    },
    ("structural", None): {
        "add-intermediate-variable",
        "add-missing-import",
        "add-test-cases",
        "avoid-code-duplication",
        "avoid-global-variables",
        "avoid-nested-functions",
        "inline-helper-functions",
        "modularize-code",
        "move-print-outside-loop",
        "remove-unused-function",
        "shorten-if-else-chains",
        "use-counter-object",
        "use-dictionary-mapping",
        "use-enumerate",
        "use-list-comprehensions",
        "use-loop-indices",
        "use-string-multiplication-operator",
    },
    ("semantic", "algorithm"): {
        "avoid-floating-point-operations",
        "avoid-recursion",
        "change-inner-loop-to-start-from-outer-index",
        "use-binary-search",
        "use-dynamic-programming",
        "use-greedy-algorithm",
        "use-iterative-dp",
    },
    ("semantic", "performance"): {
        "avoid-extra-array-storage",
        "avoid-redundant-computation",
        "limit-variable-scope",
        "optimize-io-performance",
        "reduce-dictionary-operations",
        "set-recursion-limit",
        "use-efficient-algorithm",
        "use-efficient-data-structure",
    },
    ("semantic", "correctness"): {"check-edge-cases"},
}
RULES = all_entries(rule_only=True)
JUDGED = [entry for entry in all_entries() if entry.method == "judge"]


def _examples(kind: str) -> list:
    return [
        pytest.param(entry, example, id=f"{entry.id}-{number}")
        for entry in RULES
        for number, example in enumerate(getattr(entry, kind))
    ]


def test_every_appendix_entry_is_in_the_catalog_with_its_type() -> None:
    found = {}
    for entry in all_entries():
        found.setdefault((entry.type, entry.subtype), set()).add(entry.id)
    assert found == APPENDIX
    assert len(CATALOG) == 44
    assert len(entries_of_type("structural")) == 17


def test_most_entries_are_decided_by_rules() -> None:
    assert len(RULES) == 31
    assert {entry.type for entry in RULES} == {"cosmetic", "structural", "semantic"}


def test_every_rule_entry_has_pass_and_fail_examples() -> None:
    assert all(entry.passes and entry.fails for entry in RULES)


@pytest.mark.parametrize(("entry", "example"), _examples("passes"))
def test_pass_examples_pass(entry: CatalogEntry, example) -> None:
    verdict = entry.verify(example.after, example.before)
    assert verdict.passed, verdict.reason
    assert verdict.error is None and verdict.decided_by == "rule"


@pytest.mark.parametrize(("entry", "example"), _examples("fails"))
def test_fail_examples_fail(entry: CatalogEntry, example) -> None:
    verdict = entry.verify(example.after, example.before)
    assert not verdict.passed
    assert verdict.reason


def _applicable(entry: CatalogEntry) -> Sequence[str]:
    return entry.applicable or [e.after for e in entry.fails if e.before is None]


def _inapplicable(entry: CatalogEntry) -> Sequence[str]:
    return entry.inapplicable or [e.after for e in entry.passes]


@pytest.mark.parametrize("entry", all_entries(), ids=lambda e: e.id)
def test_applicability_examples_of_every_entry(entry: CatalogEntry) -> None:
    assert _applicable(entry) and _inapplicable(entry)
    assert all(entry.is_applicable(code) for code in _applicable(entry))
    assert not any(entry.is_applicable(code) for code in _inapplicable(entry))


def test_code_left_unchanged_never_passes_an_entry_that_applies_to_it() -> None:
    tasks = load_benchmark("embedded") + load_benchmark("humaneval")[:60]
    codes = [task.reference_solution for task in tasks if task.reference_solution]
    prefetch(facts_of(code) for code in codes)
    checked = 0
    for code in codes:
        for entry in RULES:
            if entry.is_applicable(code):
                checked += 1
                assert not entry.verify(code).passed, (entry.id, code)
                assert not entry.verify(code, code).passed, (entry.id, code)
    assert checked > 100


@pytest.mark.parametrize("entry", RULES, ids=lambda e: e.id)
def test_code_that_does_not_parse_fails_and_never_applies(entry: CatalogEntry) -> None:
    broken = "def f(:\n    return 1\n"
    assert not entry.is_applicable(broken)
    verdict = entry.verify(broken)
    assert not verdict.passed and verdict.error == "the code does not parse"


def test_a_judge_backed_entry_without_a_judge_fails_with_an_error() -> None:
    verdict = get_entry("use-dynamic-programming").verify("def f():\n    return 1\n")
    assert not verdict.passed
    assert "judge-backed" in verdict.error


def test_a_judge_backed_entry_asks_its_question_and_shows_both_versions() -> None:
    seen: list[str] = []

    def handler(messages: Sequence[ChatMessage]) -> str:
        seen.append(messages[1].content)
        verdict = {"id": "use-greedy-algorithm", "answer": "yes", "reason": "greedy"}
        return json.dumps({"verdicts": [verdict]})

    judge = LLMJudge(CallableModel(handler, name="j"))
    entry = get_entry("use-greedy-algorithm")
    verdict = asyncio.run(entry.verify_with("x = 1\n", "y = 2\n", judge=judge, context="Task."))
    assert verdict.passed and verdict.decided_by == "j" and verdict.reason == "greedy"
    assert "Use greedy algorithm." in seen[0] and entry.question in seen[0]
    assert "```python\ny = 2\n```" in seen[0] and "```python\nx = 1\n```" in seen[0]


def test_rule_entries_work_as_checklist_rule_items() -> None:
    entry = get_entry("avoid-recursion")
    item = entry.checklist_item()
    assert item.check_type == "rule" and item.check == "codealign:avoid-recursion"
    recursive = "def f(n):\n    return f(n - 1) if n else 0\n"
    (verdict,) = decide_rule_items(recursive, [item], catalog=get_entry)
    assert not verdict.passed and verdict.item_id == "avoid-recursion"
    assert get_entry("check-edge-cases").checklist_item().check_type == "judge"


def test_unknown_entries_are_a_config_error() -> None:
    with pytest.raises(ConfigError, match="unknown CodeAlignBench entry 'nope'"):
        get_entry("nope")


def test_the_ruff_codes_the_catalog_adds_exist_in_the_pinned_ruff() -> None:
    known = ruff_rules()
    assert {"F401", "F821"} <= set(known)
