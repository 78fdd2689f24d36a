"""Cosmetic entries in Java and JavaScript (the paper's JS and J columns)."""

from __future__ import annotations

import re

from vibebench.codealign._cosmetic import (
    _added_comments,
    _dense_comments,
    _fewer_comments,
    _sparse_comments,
)
from vibebench.codealign._entry import CatalogEntry
from vibebench.codealign._poly_entry import Examples, ok, poly
from vibebench.codealign._poly_patterns import (
    unused_locals,
)
from vibebench.codealign._poly_rules import (
    absent,
    fully_qualified_uses,
    late_requires,
    magic_numbers,
    naming_violations,
    unused_imports,
    uppercase_locals,
)
from vibebench.codealign._source_facts import SourceFacts

__all__ = ["POLY_COSMETIC"]

J, S = "java", "javascript"
BOTH = (J, S)


def _both(function: object) -> dict[str, object]:
    return dict.fromkeys(BOTH, function)


J_PLAIN = """class Solution {
    static int total(int[] values) {
        int result = 0;
        for (int value : values) {
            result += value;
        }
        return result;
    }
}
"""
J_COMMENTED = """class Solution {
    static int total(int[] values) {
        // Sum the values one by one.
        int result = 0;
        for (int value : values) {
            result += value; // running total
        }
        return result;
    }
}
"""
J_CHATTY = """class Solution {
    // the total
    static int total(int[] values) {
        // start at zero
        int result = 0;
        // loop over values
        for (int value : values) {
            // add it
            result += value;
        }
        return result;
    }
}
"""
S_PLAIN = """function total(values) {
  let result = 0;
  for (const value of values) {
    result += value;
  }
  return result;
}
"""
S_COMMENTED = """function total(values) {
  // Sum the values one by one.
  let result = 0;
  for (const value of values) {
    result += value; // running total
  }
  return result;
}
"""
S_CHATTY = """// the total
function total(values) {
  // start at zero
  let result = 0;
  // loop over values
  for (const value of values) {
    // add it
    result += value;
  }
  return result;
}
"""


def _long_names(facts: SourceFacts) -> bool:
    return any(len(name) > 15 for name, _ in facts.variables)


_CRAMPED = {
    "java": re.compile(r"[\w)\]](=|==|\+|-)[\w(]"),
    "javascript": re.compile(r"[\w)\]](=|==|===|\+|<|>|-)[\w(]"),
}
"""Operators without spaces around them (Java's generics keep their angle brackets)."""


def _inconsistent_format(facts: SourceFacts) -> bool:
    lines = facts.code.splitlines()
    trailing = any(line != line.rstrip() for line in lines)
    tabs = any(line.startswith("\t") for line in lines) and any(
        line.startswith("  ") for line in lines
    )
    code = re.sub(r"\"[^\"\n]*\"|'[^'\n]*'|//[^\n]*", "", facts.code)
    quotes = facts.language == J or not ("'" in facts.code and '"' in facts.code)
    return trailing or tabs or _CRAMPED[facts.language].search(code) is not None or not quotes


def _redundant(facts: SourceFacts) -> bool:
    return bool(unused_locals(facts)) or _dense_comments(facts)


def _late_imports(facts: SourceFacts) -> list[str]:
    return fully_qualified_uses(facts) if facts.language == J else late_requires(facts)


POLY_COSMETIC: tuple[CatalogEntry, ...] = (
    *poly(
        "add-comments",
        _both(_sparse_comments),
        {
            J: Examples(
                passes=(ok(J_COMMENTED), ok(J_COMMENTED, J_PLAIN)),
                fails=(ok(J_PLAIN), ok(J_COMMENTED, J_COMMENTED)),
                inapplicable=(J_COMMENTED,),
            ),
            S: Examples(
                passes=(ok(S_COMMENTED), ok(S_COMMENTED, S_PLAIN)),
                fails=(ok(S_PLAIN), ok(S_COMMENTED, S_COMMENTED)),
                inapplicable=(S_COMMENTED,),
            ),
        },
        rule=_both(_added_comments),
    ),
    *poly(
        "reduce-comments",
        _both(_dense_comments),
        {
            J: Examples(
                passes=(ok(J_PLAIN), ok(J_COMMENTED, J_CHATTY)),
                fails=(ok(J_CHATTY), ok(J_CHATTY, J_CHATTY)),
            ),
            S: Examples(
                passes=(ok(S_PLAIN), ok(S_COMMENTED, S_CHATTY)),
                fails=(ok(S_CHATTY), ok(S_CHATTY, S_CHATTY)),
            ),
        },
        rule=_both(_fewer_comments),
    ),
    *poly(
        "consistent-naming-convention",
        _both(lambda facts: bool(naming_violations(facts))),
        {
            J: Examples(
                passes=(
                    ok(
                        "class Solution {\n    static final int LIMIT = 3;\n\n"
                        "    static int rowSum(int[] rowValues) {\n"
                        "        int totalSum = 0;\n        for (int v : rowValues) {\n"
                        "            totalSum += v;\n        }\n        return totalSum;\n"
                        "    }\n}\n"
                    ),
                ),
                fails=(
                    ok(
                        "class Solution {\n    static int row_sum(int[] row_values) {\n"
                        "        int total_sum = 0;\n        for (int v : row_values) {\n"
                        "            total_sum += v;\n        }\n        return total_sum;\n"
                        "    }\n}\n"
                    ),
                ),
            ),
            S: Examples(
                passes=(
                    ok(
                        "const LIMIT = 3;\n\nfunction rowSum(rowValues) {\n"
                        "  const totalSum = rowValues.reduce((a, b) => a + b, 0);\n"
                        "  return Math.min(totalSum, LIMIT);\n}\n"
                    ),
                ),
                fails=(
                    ok(
                        "function row_sum(row_values) {\n"
                        "  const total_sum = row_values.reduce((a, b) => a + b, 0);\n"
                        "  return total_sum;\n}\n"
                    ),
                ),
            ),
        },
        rule=_both(absent(naming_violations, "names against the convention")),
    ),
    *poly(
        "use-lowercase-variable-names",
        _both(lambda facts: bool(uppercase_locals(facts))),
        {
            J: Examples(
                passes=(
                    ok(
                        "class Solution {\n    static int count(int[] items) {\n"
                        "        int n = items.length;\n        return n;\n    }\n}\n"
                    ),
                ),
                fails=(
                    ok(
                        "class Solution {\n    static int count(int[] Items) {\n"
                        "        int N = Items.length;\n        return N;\n    }\n}\n"
                    ),
                ),
            ),
            S: Examples(
                passes=(
                    ok("function count(items) {\n  const n = items.length;\n  return n;\n}\n"),
                ),
                fails=(
                    ok("function count(Items) {\n  const N = Items.length;\n  return N;\n}\n"),
                ),
            ),
        },
        rule=_both(absent(uppercase_locals, "variables with capitals")),
    ),
    *poly(
        "use-symbolic-constants",
        _both(lambda facts: bool(magic_numbers(facts))),
        {
            J: Examples(
                passes=(
                    ok(
                        "class Solution {\n    static final int LIMIT = 100;\n\n"
                        "    static boolean small(int x) {\n        return x < LIMIT;\n    }\n}\n"
                    ),
                ),
                fails=(
                    ok(
                        "class Solution {\n    static boolean small(int x) {\n"
                        "        return x < 100;\n    }\n}\n"
                    ),
                ),
            ),
            S: Examples(
                passes=(
                    ok("const LIMIT = 100;\n\nfunction small(x) {\n  return x < LIMIT;\n}\n"),
                ),
                fails=(ok("function small(x) {\n  return x < 100;\n}\n"),),
            ),
        },
        rule=_both(absent(magic_numbers, "magic numbers in comparisons")),
    ),
    *poly(
        "remove-unused-imports",
        _both(lambda facts: bool(unused_imports(facts))),
        {
            J: Examples(
                passes=(
                    ok(
                        "import java.util.List;\n\nclass Solution {\n"
                        "    static int size(List<Integer> xs) {\n        return xs.size();\n"
                        "    }\n}\n"
                    ),
                ),
                fails=(
                    ok(
                        "import java.util.List;\nimport java.util.Map;\n\nclass Solution {\n"
                        "    static int size(List<Integer> xs) {\n        return xs.size();\n"
                        "    }\n}\n"
                    ),
                ),
            ),
            S: Examples(
                passes=(
                    ok(
                        'const fs = require("fs");\n\nfunction read(p) {\n'
                        '  return fs.readFileSync(p, "utf8");\n}\n'
                    ),
                ),
                fails=(
                    ok(
                        'const fs = require("fs");\nconst path = require("path");\n\n'
                        'function read(p) {\n  return fs.readFileSync(p, "utf8");\n}\n'
                    ),
                ),
            ),
        },
        rule=_both(absent(unused_imports, "unused imports")),
    ),
    *poly(
        "move-imports-to-top",
        _both(lambda facts: bool(_late_imports(facts))),
        {
            J: Examples(
                passes=(
                    ok(
                        "import java.util.ArrayList;\nimport java.util.List;\n\n"
                        "class Solution {\n    static List<Integer> one() {\n"
                        "        List<Integer> xs = new ArrayList<>();\n        xs.add(1);\n"
                        "        return xs;\n    }\n}\n"
                    ),
                ),
                fails=(
                    ok(
                        "class Solution {\n    static java.util.List<Integer> one() {\n"
                        "        java.util.List<Integer> xs = new java.util.ArrayList<>();\n"
                        "        xs.add(1);\n        return xs;\n    }\n}\n"
                    ),
                ),
            ),
            S: Examples(
                passes=(
                    ok(
                        'const fs = require("fs");\n\nfunction read(p) {\n'
                        '  return fs.readFileSync(p, "utf8");\n}\n'
                    ),
                ),
                fails=(
                    ok(
                        'function read(p) {\n  const fs = require("fs");\n'
                        '  return fs.readFileSync(p, "utf8");\n}\n'
                    ),
                ),
            ),
        },
        rule=_both(absent(_late_imports, "imports below the top")),
    ),
    *poly(
        "concise-variable-names",
        _both(_long_names),
        {
            J: Examples(
                applicable=(
                    "class Solution {\n    static int f(int[] items) {\n"
                    "        int theRunningTotalOfItems = items.length;\n"
                    "        return theRunningTotalOfItems;\n    }\n}\n",
                ),
                inapplicable=(
                    "class Solution {\n    static int f(int[] items) {\n"
                    "        int total = items.length;\n        return total;\n    }\n}\n",
                ),
            ),
            S: Examples(
                applicable=(
                    "function f(items) {\n  const theRunningTotalOfItems = items.length;\n"
                    "  return theRunningTotalOfItems;\n}\n",
                ),
                inapplicable=(
                    "function f(items) {\n  const total = items.length;\n  return total;\n}\n",
                ),
            ),
        },
    ),
    *poly(
        "consistent-formatting",
        _both(_inconsistent_format),
        {
            J: Examples(
                applicable=(
                    (
                        "class Solution {\n"
                        "    static int f(int x) {\n"
                        "        int y=x+1;\n"
                        "        return y;\n"
                        "    }\n"
                        "}\n"
                    ),
                ),
                inapplicable=(
                    (
                        "class Solution {\n"
                        "    static int f(int x) {\n"
                        "        int y = x + 1;\n"
                        "        return y;\n"
                        "    }\n"
                        "}\n"
                    ),
                ),
            ),
            S: Examples(
                applicable=(
                    (
                        "function f(x) {\n"
                        "  const y = 'a';\n"
                        '  const z = "b";\n'
                        "  return y + z + x;\n"
                        "}\n"
                    ),
                ),
                inapplicable=('function f(x) {\n  const y = "a";\n  return y + x;\n}\n',),
            ),
        },
    ),
    *poly(
        "remove-redundant-code-and-comments",
        _both(_redundant),
        {
            J: Examples(
                applicable=(
                    "class Solution {\n    static int f(int[] values) {\n"
                    "        int unused = values.length;\n        return values[0];\n    }\n}\n",
                ),
                inapplicable=(
                    (
                        "class Solution {\n"
                        "    static int f(int[] values) {\n"
                        "        return values[0];\n"
                        "    }\n"
                        "}\n"
                    ),
                ),
            ),
            S: Examples(
                applicable=(
                    (
                        "function f(values) {\n"
                        "  const unused = values.length;\n"
                        "  return values[0];\n"
                        "}\n"
                    ),
                ),
                inapplicable=("function f(values) {\n  return values[0];\n}\n",),
            ),
        },
    ),
)
