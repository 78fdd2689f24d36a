"""Structural entries: the form of the implementation changes, its core logic does not."""

from __future__ import annotations

from functools import partial

from vibebench.codealign import _loop_rules as loops
from vibebench.codealign import _structural_rules as rules
from vibebench.codealign._entry import CatalogEntry
from vibebench.codealign._examples import catalog_entry
from vibebench.codealign._facts import CodeFacts
from vibebench.codealign._helpers import LONG_CHAIN, found, ruff_rule, vericode_applies

__all__ = ["STRUCTURAL"]

_entry = partial(catalog_entry, type="structural", subtype=None)
"""A structural entry; `method` follows from whether it has a rule."""


def _range_loops_by_element(facts: CodeFacts) -> bool:
    return loops.element_loops(facts) and not loops.index_loops(facts)


STRUCTURAL: tuple[CatalogEntry, ...] = (
    _entry("add-intermediate-variable", applies=loops.busy_expression),
    _entry(
        "add-missing-import",
        applies=lambda facts: not facts.ruff_passes("codealign_undefined_names"),
        rule=ruff_rule("codealign_undefined_names", "undefined names"),
    ),
    _entry(
        "add-test-cases", applies=lambda facts: not rules.has_tests(facts), rule=rules.tests_added
    ),
    _entry("avoid-code-duplication", applies=found(rules.duplicates), rule=rules.no_duplicates),
    _entry("avoid-global-variables", applies=found(rules.global_uses), rule=rules.no_globals),
    _entry("avoid-nested-functions", applies=found(rules.nested_functions), rule=rules.flat),
    _entry("inline-helper-functions", applies=found(rules.simple_helpers), rule=rules.inlined),
    _entry(
        "modularize-code",
        applies=lambda facts: rules.loose_statements(facts) >= 3,
        rule=rules.modular,
    ),
    _entry(
        "move-print-outside-loop",
        applies=lambda facts: "print" in loops.calls_in_loops(facts),
        rule=loops.no_print_in_loops,
    ),
    _entry("remove-unused-function", applies=found(rules.unused_functions), rule=rules.all_used),
    _entry(
        "shorten-if-else-chains",
        applies=lambda facts: rules.longest_chain(facts) >= LONG_CHAIN,
        rule=rules.short_chains,
    ),
    _entry("use-counter-object", applies=loops.manual_counting, rule=loops.uses_counter),
    _entry("use-dictionary-mapping", applies=rules.constant_dispatch, rule=rules.uses_mapping),
    _entry(
        "use-enumerate",
        applies=lambda facts: loops.range_len_loops(facts) > 0,
        rule=loops.uses_enumerate,
    ),
    _entry(
        "use-list-comprehensions",
        applies=vericode_applies("logic_6"),
        rule=loops.uses_comprehension,
    ),
    _entry("use-loop-indices", applies=_range_loops_by_element, rule=loops.uses_indices),
    _entry(
        "use-string-multiplication-operator",
        applies=loops.string_repeat_by_hand,
        rule=loops.uses_string_multiplication,
    ),
)
