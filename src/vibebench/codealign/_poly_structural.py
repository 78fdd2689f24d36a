"""Structural entries in Java and JavaScript (the paper's JS and J columns)."""

from __future__ import annotations

from vibebench.codealign._entry import CatalogEntry, RuleResult
from vibebench.codealign._helpers import LONG_CHAIN, chain_rule, found
from vibebench.codealign._poly_entry import BOTH, absence, poly, twin
from vibebench.codealign._poly_patterns import (
    busy_expressions,
    dispatch_chains,
    duplicated_statements,
    element_loops,
    index_loops_over_elements,
    long_functions,
    longest_chain,
    simple_helpers,
)
from vibebench.codealign._poly_rules import (
    absent,
    global_variables,
    has_tests,
    missing_imports,
    nested_functions,
    print_in_loops,
    unused_functions,
)
from vibebench.codealign._source_facts import SourceFacts

__all__ = ["POLY_STRUCTURAL"]

J, S = BOTH


def _tests_added(after: SourceFacts, before: SourceFacts | None) -> RuleResult:
    if has_tests(after):
        return True, "the code carries executable tests"
    return False, "no main method, test method or top-level assertions"


def _loop_style(leftovers: list[str], wanted: bool, messages: tuple[str, str, str]) -> RuleResult:
    """One loop style asked for: loops of the other style left fail (naming the first);
    otherwise loops of the wanted style pass, and no loop of it fails."""
    left_message, pass_message, none_message = messages
    if leftovers:
        return False, left_message.format(joined=", ".join(leftovers), first=leftovers[0].strip())
    return (True, pass_message) if wanted else (False, none_message)


def _uses_entries(after: SourceFacts, before: SourceFacts | None) -> RuleResult:
    indexed = any(t.endswith(".entries") or t.endswith(".forEach") for t, _ in after.calls)
    return _loop_style(
        index_loops_over_elements(after),
        indexed or bool(element_loops(after)),
        (
            "counting loops that only read elements: {joined}",
            "loops take elements (entries(), forEach or for...of)",
            "no entries(), forEach or for...of loop",
        ),
    )


def _uses_indices(after: SourceFacts, before: SourceFacts | None) -> RuleResult:
    return _loop_style(
        element_loops(after),
        bool(after.of_type("for_statement")),
        (
            "for-each loops remain: {first}",
            "loops traverse by index",
            "no index-based loop",
        ),
    )


POLY_STRUCTURAL: tuple[CatalogEntry, ...] = (
    *absence("add-missing-import", missing_imports, "names used without an import"),
    *twin("add-test-cases", lambda facts: not has_tests(facts), _tests_added),
    *absence("avoid-global-variables", global_variables, "global variables"),
    *poly(
        "avoid-nested-functions",
        {S: found(nested_functions)},
        rule={S: absent(nested_functions, "functions defined inside functions")},
    ),
    *absence("move-print-outside-loop", print_in_loops, "output inside loops"),
    *absence("remove-unused-function", unused_functions, "functions never called"),
    *twin(
        "shorten-if-else-chains",
        lambda facts: longest_chain(facts) >= LONG_CHAIN,
        chain_rule(longest_chain, "if/else-if"),
    ),
    *absence("use-dictionary-mapping", dispatch_chains, "if-chains or switches over constants"),
    *poly(
        "use-enumerate",
        {S: found(index_loops_over_elements)},
        rule={S: _uses_entries},
        javascript={"instruction": "Use entries() or for...of instead of counting loops."},
    ),
    *twin("use-loop-indices", found(element_loops), _uses_indices),
    *twin("add-intermediate-variable", found(busy_expressions)),
    *twin("avoid-code-duplication", found(duplicated_statements)),
    *twin("inline-helper-functions", found(simple_helpers)),
    *twin("modularize-code", found(long_functions)),
)
