"""The Java and JavaScript catalogs: the paper's J and JS columns, examples, applicability."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import pytest

from vibebench.codealign import CATALOGS, CatalogEntry, all_entries, get_entry
from vibebench.errors import ConfigError
from vibebench.tasks._translated import load_translated

LANGUAGES = ("java", "javascript")
ENTRIES = [entry for language in LANGUAGES for entry in all_entries(language=language)]
RULES = [entry for entry in ENTRIES if entry.method == "rule"]
PYTHON_ONLY = {
    "add-type-hints",
    "use-counter-object",
    "use-list-comprehensions",
    "use-string-multiplication-operator",
    "set-recursion-limit",
}


def _name(entry: CatalogEntry) -> str:
    return f"{entry.language}:{entry.id}"


def _examples(kind: str) -> list:
    return [
        pytest.param(entry, example, id=f"{_name(entry)}-{number}")
        for entry in RULES
        for number, example in enumerate(getattr(entry, kind))
    ]


def test_each_language_has_the_ids_the_paper_lists_for_it() -> None:
    python = set(CATALOGS["python"])
    assert set(CATALOGS["javascript"]) == python - PYTHON_ONLY
    assert set(CATALOGS["java"]) == python - PYTHON_ONLY - {
        "avoid-nested-functions",
        "use-enumerate",
    }
    for language in LANGUAGES:
        for entry in all_entries(language=language):
            assert entry.language == language and language in entry.languages
            assert entry.languages == get_entry(entry.id).languages


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_type_has_several_entries_and_several_rules(language: str) -> None:
    types = Counter(entry.type for entry in all_entries(language=language))
    rules = Counter(e.type for e in all_entries(language=language, rule_only=True))
    assert min(types.values()) >= 10 and set(types) == {"cosmetic", "structural", "semantic"}
    assert min(rules.values()) >= 5


@pytest.mark.parametrize(("entry", "example"), _examples("passes"))
def test_pass_examples_pass(entry: CatalogEntry, example) -> None:
    verdict = entry.verify(example.after, example.before)
    assert verdict.passed, verdict.reason
    assert verdict.decided_by == "rule"


@pytest.mark.parametrize(("entry", "example"), _examples("fails"))
def test_fail_examples_fail(entry: CatalogEntry, example) -> None:
    verdict = entry.verify(example.after, example.before)
    assert not verdict.passed and verdict.reason


def _applicable(entry: CatalogEntry) -> Sequence[str]:
    return entry.applicable or [e.after for e in entry.fails if e.before is None]


def _inapplicable(entry: CatalogEntry) -> Sequence[str]:
    return entry.inapplicable or [e.after for e in entry.passes]


@pytest.mark.parametrize("entry", ENTRIES, ids=_name)
def test_applicability_examples_of_every_entry(entry: CatalogEntry) -> None:
    assert _applicable(entry) and _inapplicable(entry)
    assert all(entry.is_applicable(code) for code in _applicable(entry))
    assert not any(entry.is_applicable(code) for code in _inapplicable(entry))


@pytest.mark.parametrize("entry", RULES, ids=_name)
def test_code_that_does_not_parse_fails_and_never_applies(entry: CatalogEntry) -> None:
    broken = "class Solution { int f( { }" if entry.language == "java" else "function f( {"
    assert not entry.is_applicable(broken)
    verdict = entry.verify(broken)
    assert not verdict.passed and verdict.error == "the code does not parse"


@pytest.mark.parametrize("language", LANGUAGES)
def test_translated_references_left_unchanged_never_pass_an_entry_that_applies(
    language: str,
) -> None:
    tasks = load_translated("embedded", language) + load_translated("humaneval", language)
    checked = 0
    for task in tasks:
        code = task.reference_solution or ""
        for entry in all_entries(language=language, rule_only=True):
            if entry.is_applicable(code):
                checked += 1
                assert not entry.verify(code).passed, (entry.id, task.id)
                assert not entry.verify(code, code).passed, (entry.id, task.id)
    assert checked > 60


def test_a_judge_backed_entry_names_the_language_for_the_judge() -> None:
    item = get_entry("use-dynamic-programming", "java").checklist_item()
    assert item.check_type == "judge" and "(the code is Java)" in item.text


def test_unknown_language_or_entry_is_a_config_error() -> None:
    with pytest.raises(ConfigError, match="unknown language 'rust'"):
        all_entries(language="rust")
    with pytest.raises(ConfigError, match="for java"):
        get_entry("add-type-hints", "java")
