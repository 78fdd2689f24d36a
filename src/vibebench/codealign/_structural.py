"""Structural entries: the form of the implementation changes, its core logic does not."""

from __future__ import annotations

from functools import partial

from vibebench.codealign import _loop_rules as loops
from vibebench.codealign import _structural_rules as rules
from vibebench.codealign._entry import CatalogEntry
from vibebench.codealign._facts import CodeFacts
from vibebench.codealign._helpers import LONG_CHAIN, ruff_rule, vericode_applies

__all__ = ["STRUCTURAL"]

_entry = partial(CatalogEntry, type="structural", subtype=None)
"""A structural entry; `method` follows from whether it has a rule."""


def _range_loops_by_element(facts: CodeFacts) -> bool:
    return loops.element_loops(facts) and not loops.index_loops(facts)


STRUCTURAL: tuple[CatalogEntry, ...] = (
    _entry(
        id="add-intermediate-variable",
        instruction="Store intermediate results in a separate variable.",
        applies=loops.busy_expression,
        question=(
            "Are intermediate results stored in named variables rather than computed "
            "inside long nested expressions?"
        ),
    ),
    _entry(
        id="add-missing-import",
        instruction="Identify and add missing import statements.",
        applies=lambda facts: not facts.ruff_passes("codealign_undefined_names"),
        rule=ruff_rule("codealign_undefined_names", "undefined names"),
    ),
    _entry(
        id="add-test-cases",
        instruction="Create executable test code to verify correctness.",
        applies=lambda facts: not rules.has_tests(facts),
        rule=rules.tests_added,
    ),
    _entry(
        id="avoid-code-duplication",
        instruction="Eliminate repeated code by consolidating duplicate logic.",
        applies=lambda facts: bool(rules.duplicates(facts)),
        rule=rules.no_duplicates,
    ),
    _entry(
        id="avoid-global-variables",
        instruction="Avoid using global or external variables.",
        applies=lambda facts: bool(rules.global_uses(facts)),
        rule=rules.no_globals,
    ),
    _entry(
        id="avoid-nested-functions",
        instruction="Avoid defining functions inside other functions.",
        applies=lambda facts: bool(rules.nested_functions(facts)),
        rule=rules.flat,
    ),
    _entry(
        id="inline-helper-functions",
        instruction="Inline simple helper functions.",
        applies=lambda facts: bool(rules.simple_helpers(facts)),
        rule=rules.inlined,
    ),
    _entry(
        id="modularize-code",
        instruction="Use proper functions or modules for the logic.",
        applies=lambda facts: rules.loose_statements(facts) >= 3,
        rule=rules.modular,
    ),
    _entry(
        id="move-print-outside-loop",
        instruction="Produce output at the end of the main code logic.",
        applies=lambda facts: "print" in loops.calls_in_loops(facts),
        rule=loops.no_print_in_loops,
    ),
    _entry(
        id="remove-unused-function",
        instruction="Remove unused functions.",
        applies=lambda facts: bool(rules.unused_functions(facts)),
        rule=rules.all_used,
    ),
    _entry(
        id="shorten-if-else-chains",
        instruction="Reduce the length of if-else chains.",
        applies=lambda facts: rules.longest_chain(facts) >= LONG_CHAIN,
        rule=rules.short_chains,
    ),
    _entry(
        id="use-counter-object",
        instruction="Use Counter for frequency counting.",
        applies=loops.manual_counting,
        rule=loops.uses_counter,
    ),
    _entry(
        id="use-dictionary-mapping",
        instruction="Use a dictionary for mapping.",
        applies=rules.constant_dispatch,
        rule=rules.uses_mapping,
    ),
    _entry(
        id="use-enumerate",
        instruction="Use enumerate for loops.",
        applies=lambda facts: loops.range_len_loops(facts) > 0,
        rule=loops.uses_enumerate,
    ),
    _entry(
        id="use-list-comprehensions",
        instruction="Use list comprehensions.",
        applies=vericode_applies("logic_6"),
        rule=loops.uses_comprehension,
    ),
    _entry(
        id="use-loop-indices",
        instruction="Use index-based traversal.",
        applies=_range_loops_by_element,
        rule=loops.uses_indices,
    ),
    _entry(
        id="use-string-multiplication-operator",
        instruction="Use string multiplication operator.",
        applies=loops.string_repeat_by_hand,
        rule=loops.uses_string_multiplication,
    ),
)
