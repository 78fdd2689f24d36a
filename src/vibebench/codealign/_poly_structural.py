"""Structural entries in Java and JavaScript (the paper's JS and J columns)."""

from __future__ import annotations

from vibebench.codealign._entry import CatalogEntry, RuleResult
from vibebench.codealign._poly_entry import Examples, ok, poly
from vibebench.codealign._poly_examples import (
    J_CHAIN,
    J_DISPATCH,
    J_FOREACH,
    J_INDEXED,
    J_MAP,
    J_PRINT_ONCE,
    J_PRINTS,
    J_SHORT,
    S_CHAIN,
    S_DISPATCH,
    S_FOREACH,
    S_INDEXED,
    S_MAP,
    S_PRINT_ONCE,
    S_PRINTS,
    S_SHORT,
)
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

J, S = "java", "javascript"
BOTH = (J, S)
_LONG_CHAIN = 4


def _both(function: object) -> dict[str, object]:
    return dict.fromkeys(BOTH, function)


def _tests_added(after: SourceFacts, before: SourceFacts | None) -> RuleResult:
    if has_tests(after):
        return True, "the code carries executable tests"
    return False, "no main method, test method or top-level assertions"


def _short_chains(after: SourceFacts, before: SourceFacts | None) -> RuleResult:
    longest = longest_chain(after)
    if longest >= _LONG_CHAIN:
        return False, f"an if/else-if chain still has {longest} branches"
    if before is not None and longest >= longest_chain(before) > 0:
        return False, f"the longest chain did not get shorter ({longest} branches)"
    return True, f"longest if/else-if chain: {longest} branches"


def _uses_entries(after: SourceFacts, before: SourceFacts | None) -> RuleResult:
    left = index_loops_over_elements(after)
    if left:
        return False, f"counting loops that only read elements: {', '.join(left)}"
    indexed = any(t.endswith(".entries") or t.endswith(".forEach") for t, _ in after.calls)
    if indexed or element_loops(after):
        return True, "loops take elements (entries(), forEach or for...of)"
    return False, "no entries(), forEach or for...of loop"


def _uses_indices(after: SourceFacts, before: SourceFacts | None) -> RuleResult:
    left = element_loops(after)
    if left:
        return False, f"for-each loops remain: {left[0].strip()}"
    if after.of_type("for_statement"):
        return True, "loops traverse by index"
    return False, "no index-based loop"


POLY_STRUCTURAL: tuple[CatalogEntry, ...] = (
    *poly(
        "add-missing-import",
        _both(lambda facts: bool(missing_imports(facts))),
        {
            J: Examples(
                passes=(
                    ok(
                        "import java.util.ArrayList;\n"
                        "import java.util.List;\n"
                        "\n"
                        "class Solution {\n"
                        "    static List<Integer> none() {\n"
                        "        return new ArrayList<>();\n"
                        "    }\n"
                        "}\n"
                    ),
                ),
                fails=(
                    ok(
                        "class Solution {\n"
                        "    static List<Integer> none() {\n"
                        "        return new ArrayList<>();\n"
                        "    }\n"
                        "}\n"
                    ),
                ),
            ),
            S: Examples(
                passes=(
                    ok(
                        'const fs = require("fs");\n'
                        "\n"
                        "function read(p) {\n"
                        '  return fs.readFileSync(p, "utf8");\n'
                        "}\n"
                    ),
                ),
                fails=(ok('function read(p) {\n  return fs.readFileSync(p, "utf8");\n}\n'),),
            ),
        },
        rule=_both(absent(missing_imports, "names used without an import")),
    ),
    *poly(
        "add-test-cases",
        _both(lambda facts: not has_tests(facts)),
        {
            J: Examples(
                passes=(
                    ok(
                        "class Solution {\n"
                        "    static int twice(int x) {\n"
                        "        return 2 * x;\n"
                        "    }\n"
                        "\n"
                        "    public static void main(String[] args) {\n"
                        "        if (twice(3) != 6) {\n"
                        '            throw new AssertionError("twice(3)");\n'
                        "        }\n"
                        "    }\n"
                        "}\n"
                    ),
                ),
                fails=(
                    ok(
                        "class Solution {\n"
                        "    static int twice(int x) {\n"
                        "        return 2 * x;\n"
                        "    }\n"
                        "}\n"
                    ),
                ),
            ),
            S: Examples(
                passes=(
                    ok(
                        "function twice(x) {\n"
                        "  return 2 * x;\n"
                        "}\n"
                        "\n"
                        'console.assert(twice(3) === 6, "twice(3)");\n'
                    ),
                ),
                fails=(ok("function twice(x) {\n  return 2 * x;\n}\n"),),
            ),
        },
        rule=_both(_tests_added),
    ),
    *poly(
        "avoid-global-variables",
        _both(lambda facts: bool(global_variables(facts))),
        {
            J: Examples(
                passes=(
                    ok(
                        "class Solution {\n"
                        "    static int next(int calls) {\n"
                        "        return calls + 1;\n"
                        "    }\n"
                        "}\n"
                    ),
                ),
                fails=(
                    ok(
                        "class Solution {\n"
                        "    static int calls = 0;\n"
                        "\n"
                        "    static int next() {\n"
                        "        calls += 1;\n"
                        "        return calls;\n"
                        "    }\n"
                        "}\n"
                    ),
                ),
            ),
            S: Examples(
                passes=(ok("function next(calls) {\n  return calls + 1;\n}\n"),),
                fails=(
                    ok("let calls = 0;\n\nfunction next() {\n  calls += 1;\n  return calls;\n}\n"),
                ),
            ),
        },
        rule=_both(absent(global_variables, "global variables")),
    ),
    *poly(
        "avoid-nested-functions",
        {S: lambda facts: bool(nested_functions(facts))},
        {
            S: Examples(
                passes=(
                    ok(
                        "function double(x) {\n"
                        "  return x * 2;\n"
                        "}\n"
                        "\n"
                        "function outer(xs) {\n"
                        "  return xs.map(double);\n"
                        "}\n"
                    ),
                ),
                fails=(
                    ok(
                        "function outer(xs) {\n"
                        "  function double(x) {\n"
                        "    return x * 2;\n"
                        "  }\n"
                        "  return xs.map(double);\n"
                        "}\n"
                    ),
                ),
            ),
        },
        rule={S: absent(nested_functions, "functions defined inside functions")},
    ),
    *poly(
        "move-print-outside-loop",
        _both(lambda facts: bool(print_in_loops(facts))),
        {
            J: Examples(passes=(ok(J_PRINT_ONCE),), fails=(ok(J_PRINTS),)),
            S: Examples(passes=(ok(S_PRINT_ONCE),), fails=(ok(S_PRINTS),)),
        },
        rule=_both(absent(print_in_loops, "output inside loops")),
    ),
    *poly(
        "remove-unused-function",
        _both(lambda facts: bool(unused_functions(facts))),
        {
            J: Examples(
                passes=(
                    ok(
                        "class Solution {\n"
                        "    private static int inc(int x) {\n"
                        "        return x + 1;\n"
                        "    }\n"
                        "\n"
                        "    public static int solve(int x) {\n"
                        "        return inc(x) * 2;\n"
                        "    }\n"
                        "}\n"
                    ),
                ),
                fails=(
                    ok(
                        "class Solution {\n"
                        "    private static int unused(int x) {\n"
                        "        return x;\n"
                        "    }\n"
                        "\n"
                        "    public static int solve(int x) {\n"
                        "        return x + 1;\n"
                        "    }\n"
                        "}\n"
                    ),
                ),
            ),
            S: Examples(
                passes=(
                    ok(
                        "function inc(x) {\n"
                        "  return x + 1;\n"
                        "}\n"
                        "\n"
                        "function solve(x) {\n"
                        "  return inc(x) * 2;\n"
                        "}\n"
                    ),
                ),
                fails=(
                    ok(
                        "function unused(x) {\n"
                        "  return x;\n"
                        "}\n"
                        "\n"
                        "function solve(x) {\n"
                        "  return x + 1;\n"
                        "}\n"
                    ),
                ),
            ),
        },
        rule=_both(absent(unused_functions, "functions never called")),
    ),
    *poly(
        "shorten-if-else-chains",
        _both(lambda facts: longest_chain(facts) >= _LONG_CHAIN),
        {
            J: Examples(
                passes=(ok(J_SHORT), ok(J_SHORT, J_CHAIN)),
                fails=(ok(J_CHAIN), ok(J_CHAIN, J_CHAIN)),
            ),
            S: Examples(
                passes=(ok(S_SHORT), ok(S_SHORT, S_CHAIN)),
                fails=(ok(S_CHAIN), ok(S_CHAIN, S_CHAIN)),
            ),
        },
        rule=_both(_short_chains),
    ),
    *poly(
        "use-dictionary-mapping",
        _both(lambda facts: bool(dispatch_chains(facts))),
        {
            J: Examples(passes=(ok(J_MAP),), fails=(ok(J_DISPATCH),)),
            S: Examples(passes=(ok(S_MAP),), fails=(ok(S_DISPATCH),)),
        },
        rule=_both(absent(dispatch_chains, "if-chains or switches over constants")),
    ),
    *poly(
        "use-enumerate",
        {S: lambda facts: bool(index_loops_over_elements(facts))},
        {S: Examples(passes=(ok(S_FOREACH),), fails=(ok(S_INDEXED),))},
        rule={S: _uses_entries},
        javascript={"instruction": "Use entries() or for...of instead of counting loops."},
    ),
    *poly(
        "use-loop-indices",
        _both(lambda facts: bool(element_loops(facts))),
        {
            J: Examples(passes=(ok(J_INDEXED),), fails=(ok(J_FOREACH),)),
            S: Examples(passes=(ok(S_INDEXED),), fails=(ok(S_FOREACH),)),
        },
        rule=_both(_uses_indices),
    ),
    *poly(
        "add-intermediate-variable",
        _both(lambda facts: bool(busy_expressions(facts))),
        {
            J: Examples(
                applicable=(
                    (
                        "class Solution {\n"
                        "    static int f(int[] a) {\n"
                        "        return Math.max(a[0], a[1]) * Math.min(a[2], a[3])"
                        " + Math.abs(a[4] -"
                        " a[5]);\n"
                        "    }\n"
                        "}\n"
                    ),
                ),
                inapplicable=(
                    (
                        "class Solution {\n"
                        "    static int f(int[] a) {\n"
                        "        int high = Math.max(a[0], a[1]);\n"
                        "        return high + 1;\n"
                        "    }\n"
                        "}\n"
                    ),
                ),
            ),
            S: Examples(
                applicable=(
                    (
                        "function f(a) {\n"
                        "  return Math.max(a[0], a[1]) * Math.min(a[2], a[3])"
                        " + Math.abs(a[4] - a[5]);\n"
                        "}\n"
                    ),
                ),
                inapplicable=(
                    (
                        "function f(a) {\n"
                        "  const high = Math.max(a[0], a[1]);\n"
                        "  return high + 1;\n"
                        "}\n"
                    ),
                ),
            ),
        },
    ),
    *poly(
        "avoid-code-duplication",
        _both(lambda facts: bool(duplicated_statements(facts))),
        {
            J: Examples(
                applicable=(
                    (
                        "class Solution {\n"
                        "    static String f(String a, String b) {\n"
                        "        String x = a.trim().toLowerCase().replace(' ', '_');\n"
                        "        String y = b.trim().toLowerCase().replace(' ', '_');\n"
                        '        System.out.println(x + " and " + y + " are ready");\n'
                        '        System.out.println(x + " and " + y + " are ready");\n'
                        "        return x + y;\n"
                        "    }\n"
                        "}\n"
                    ),
                ),
                inapplicable=(
                    (
                        "class Solution {\n"
                        "    static String f(String a) {\n"
                        "        return a.trim();\n"
                        "    }\n"
                        "}\n"
                    ),
                ),
            ),
            S: Examples(
                applicable=(
                    (
                        "function f(a, b) {\n"
                        '  console.log(a + " and " + b + " are ready now");\n'
                        '  console.log(a + " and " + b + " are ready now");\n'
                        "  return a + b;\n"
                        "}\n"
                    ),
                ),
                inapplicable=("function f(a) {\n  return a.trim();\n}\n",),
            ),
        },
    ),
    *poly(
        "inline-helper-functions",
        _both(lambda facts: bool(simple_helpers(facts))),
        {
            J: Examples(
                applicable=(
                    (
                        "class Solution {\n"
                        "    private static int twice(int x) {\n"
                        "        return 2 * x;\n"
                        "    }\n"
                        "\n"
                        "    public static int solve(int x) {\n"
                        "        return twice(x) + 1;\n"
                        "    }\n"
                        "}\n"
                    ),
                ),
                inapplicable=(
                    (
                        "class Solution {\n"
                        "    public static int solve(int x) {\n"
                        "        return 2 * x + 1;\n"
                        "    }\n"
                        "}\n"
                    ),
                ),
            ),
            S: Examples(
                applicable=(
                    (
                        "function twice(x) {\n"
                        "  return 2 * x;\n"
                        "}\n"
                        "\n"
                        "function solve(x) {\n"
                        "  return twice(x) + 1;\n"
                        "}\n"
                    ),
                ),
                inapplicable=("function solve(x) {\n  return 2 * x + 1;\n}\n",),
            ),
        },
    ),
    *poly(
        "modularize-code",
        _both(lambda facts: bool(long_functions(facts))),
        {
            J: Examples(
                applicable=(
                    "class Solution {\n    static int f(int x) {\n"
                    + "        x += 1;\n" * 32
                    + "        return x;\n    }\n}\n",
                ),
                inapplicable=(
                    (
                        "class Solution {\n"
                        "    static int f(int x) {\n"
                        "        return x + 1;\n"
                        "    }\n"
                        "}\n"
                    ),
                ),
            ),
            S: Examples(
                applicable=(
                    (
                        "const xs = [3, 1, 2];\n"
                        "xs.sort();\n"
                        "console.log(xs[0]);\n"
                        "console.log(xs.length);\n"
                    ),
                ),
                inapplicable=("function f(x) {\n  return x + 1;\n}\n",),
            ),
        },
    ),
)
