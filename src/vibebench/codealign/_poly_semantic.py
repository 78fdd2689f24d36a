"""Semantic entries in Java and JavaScript: algorithm, performance and correctness."""

from __future__ import annotations

import re

from vibebench.codealign._entry import CatalogEntry, RuleResult
from vibebench.codealign._poly_entry import Examples, ok, poly
from vibebench.codealign._poly_patterns import (
    float_operations,
    inner_from_zero,
    is_binary_search,
    linear_search,
    scanner_input,
)
from vibebench.codealign._poly_rules import (
    absent,
)
from vibebench.codealign._source_facts import LOOP_TYPES, SourceFacts

__all__ = ["POLY_SEMANTIC"]

J, S = "java", "javascript"
BOTH = (J, S)


def _both(function: object) -> dict[str, object]:
    return dict.fromkeys(BOTH, function)


def _nested_loops(facts: SourceFacts) -> bool:
    loops = LOOP_TYPES[facts.language]
    return any(node.type in loops for node in facts.loop_bodies())


def _no_recursion(after: SourceFacts, before: SourceFacts | None) -> RuleResult:
    if after.recurses:
        return False, "a function still calls itself"
    return True, "no function calls itself"


def _inner_from_outer(after: SourceFacts, before: SourceFacts | None) -> RuleResult:
    if not _nested_loops(after):
        return False, "no nested loops"
    left = inner_from_zero(after)
    if left:
        return False, f"an inner loop does not start from the outer index ({left[0]})"
    return True, "inner loops start from the outer index"


def _binary_search(after: SourceFacts, before: SourceFacts | None) -> RuleResult:
    found = is_binary_search(after)
    return found, "binary search (library or halving)" if found else "no binary search"


_TABLE_WRITE = re.compile(r"\w+\s*\[[^\]]+\]\s*=[^=]|\.(?:set|put)\(")


def _iterative_table(after: SourceFacts, before: SourceFacts | None) -> RuleResult:
    if after.recurses:
        return False, "the solution still recurses"
    bodies = {
        after.text(n)
        for n in after.loop_bodies()
        if n.type in ("block", "statement_block", "expression_statement")
    }
    filled = any(_TABLE_WRITE.search(text) for text in bodies)
    return filled, "a table is filled in a loop" if filled else "no table filled iteratively"


def _buffered(after: SourceFacts, before: SourceFacts | None) -> RuleResult:
    if scanner_input(after):
        return False, "unbuffered input is still used"
    text = after.code
    found = "BufferedReader" in text or re.search(r"readFileSync\(\s*(0|\"/dev/stdin\")", text)
    return bool(found), "buffered input" if found else "no buffered input"


def _stores_arrays(facts: SourceFacts) -> bool:
    return (
        re.search(
            r"new \w+\[|new (Array)?List|new ArrayList|\[\.\.\.|\.slice\(|\.map\(|"
            r"\.filter\(|Arrays\.copyOf|\.toArray\(",
            facts.code,
        )
        is not None
    )


def _repeated_calls_in_loops(facts: SourceFacts) -> bool:
    calls = [
        facts.text(n)
        for n in facts.loop_bodies()
        if n.type in ("method_invocation", "call_expression")
    ]
    return len(calls) != len(set(calls)) or _nested_loops(facts)


def _map_operations_in_loops(facts: SourceFacts) -> bool:
    operations = ("get", "put", "containsKey", "has", "set", "getOrDefault")
    found = [
        n
        for n in facts.loop_bodies()
        if n.type in ("method_invocation", "call_expression") and facts.callee(n) in operations
    ]
    return len(found) >= 2


def _scans_lists(facts: SourceFacts) -> bool:
    scans = ("contains", "indexOf", "includes", "remove", "shift", "splice")
    return any(
        facts.callee(n) in scans
        for n in facts.loop_bodies()
        if n.type in ("method_invocation", "call_expression")
    )


def _unguarded(facts: SourceFacts) -> bool:
    risky = re.search(r"\[0\]|\.get\(0\)|charAt\(0\)|/\s*\w", facts.code) is not None
    return risky or not facts.of_type("if_statement")


def _search_space(facts: SourceFacts) -> bool:
    return _nested_loops(facts) or facts.recurses


_J_FIB = (
    "class Solution {\n"
    "    static int fib(int n) {\n"
    "        return n < 2 ? n : fib(n - 1) + fib(n - 2);\n"
    "    }\n"
    "}\n"
)
_J_FIB_LOOP = (
    "class Solution {\n    static int fib(int n) {\n        int[] table = new int[n + 2];\n"
    "        table[1] = 1;\n        for (int i = 2; i <= n; i++) {\n"
    "            table[i] = table[i - 1] + table[i - 2];\n        }\n        return table[n];\n"
    "    }\n}\n"
)
_S_FIB = "function fib(n) {\n  return n < 2 ? n : fib(n - 1) + fib(n - 2);\n}\n"
_S_FIB_LOOP = (
    "function fib(n) {\n  const table = [0, 1];\n  for (let i = 2; i <= n; i++) {\n"
    "    table[i] = table[i - 1] + table[i - 2];\n  }\n  return table[n];\n}\n"
)
_J_PAIRS = (
    "class Solution {\n    static int pairs(int[] xs) {\n        int count = 0;\n"
    "        for (int i = 0; i < xs.length; i++) {\n"
    "            for (int j = {start}; j < xs.length; j++) {\n"
    "                if (xs[i] + xs[j] == 0) {\n                    count++;\n                }\n"
    "            }\n        }\n        return count;\n    }\n}\n"
)
_S_PAIRS = (
    "function pairs(xs) {\n  let count = 0;\n  for (let i = 0; i < xs.length; i++) {\n"
    "    for (let j = {start}; j < xs.length; j++) {\n      if (xs[i] + xs[j] === 0) {\n"
    "        count++;\n      }\n    }\n  }\n  return count;\n}\n"
)
_J_LINEAR = (
    "class Solution {\n    static int find(int[] xs, int target) {\n"
    "        for (int i = 0; i < xs.length; i++) {\n            if (xs[i] == target) {\n"
    "                return i;\n            }\n        }\n        return -1;\n    }\n}\n"
)
_J_BINARY = (
    "import java.util.Arrays;\n\nclass Solution {\n    static int find(int[] xs, int target) {\n"
    "        int at = Arrays.binarySearch(xs, target);\n        return at >= 0 ? at : -1;\n"
    "    }\n}\n"
)
_S_LINEAR = (
    "function find(xs, target) {\n  for (let i = 0; i < xs.length; i++) {\n"
    "    if (xs[i] === target) {\n      return i;\n    }\n  }\n  return -1;\n}\n"
)
_S_BINARY = (
    "function find(xs, target) {\n  let lo = 0;\n  let hi = xs.length - 1;\n"
    "  while (lo <= hi) {\n    const mid = (lo + hi) >> 1;\n    if (xs[mid] === target) {\n"
    "      return mid;\n    }\n    if (xs[mid] < target) {\n      lo = mid + 1;\n    } else {\n"
    "      hi = mid - 1;\n    }\n  }\n  return -1;\n}\n"
)
_J_PLAIN = "class Solution {\n    static int f(int x) {\n        return x + 1;\n    }\n}\n"
_S_PLAIN = "function f(x) {\n  return x + 1;\n}\n"


def _judged(
    entry_id: str,
    applies: object,
    j_applicable: str,
    s_applicable: str,
    j_inapplicable: str = _J_PLAIN,
    s_inapplicable: str = _S_PLAIN,
) -> list[CatalogEntry]:
    return poly(
        entry_id,
        _both(applies),
        {
            J: Examples(applicable=(j_applicable,), inapplicable=(j_inapplicable,)),
            S: Examples(applicable=(s_applicable,), inapplicable=(s_inapplicable,)),
        },
    )


_J_SORT_COPY = (
    "import java.util.Arrays;\n\nclass Solution {\n    static int smallest(int[] xs) {\n"
    "        int[] copy = Arrays.copyOf(xs, xs.length);\n        Arrays.sort(copy);\n"
    "        return copy[0];\n    }\n}\n"
)
_S_SORT_COPY = (
    "function smallest(xs) {\n"
    "  const copy = [...xs].sort((a, b) => a - b);\n"
    "  return copy[0];\n"
    "}\n"
)
_J_COUNTS = (
    "import java.util.HashMap;\nimport java.util.Map;\n\nclass Solution {\n"
    "    static Map<String, Integer> count(String[] words) {\n"
    "        Map<String, Integer> counts = new HashMap<>();\n        for (String w : words) {\n"
    "            if (counts.containsKey(w)) {\n                counts.put(w, counts.get(w) + 1);\n"
    "            } else {\n                counts.put(w, 1);\n            }\n        }\n"
    "        return counts;\n    }\n}\n"
)
_S_COUNTS = (
    "function count(words) {\n  const counts = new Map();\n  for (const w of words) {\n"
    "    if (counts.has(w)) {\n      counts.set(w, counts.get(w) + 1);\n    } else {\n"
    "      counts.set(w, 1);\n    }\n  }\n  return counts;\n}\n"
)
_J_SCAN = (
    "import java.util.List;\n"
    "\n"
    "class Solution {\n"
    "    static int common(List<Integer> a, List<Integer> b) {\n"
    "        int n = 0;\n        for (int x : a) {\n            if (b.contains(x)) {\n"
    "                n++;\n            }\n        }\n        return n;\n    }\n}\n"
)
_S_SCAN = (
    "function common(a, b) {\n  let n = 0;\n  for (const x of a) {\n    if (b.includes(x)) {\n"
    "      n++;\n    }\n  }\n  return n;\n}\n"
)
_J_GUARDED = (
    "class Solution {\n    static int f(int x) {\n        if (x < 0) {\n"
    '            throw new IllegalArgumentException("negative");\n        }\n'
    "        return x + 1;\n    }\n}\n"
)
_S_GUARDED = (
    'function f(x) {\n  if (x < 0) {\n    throw new Error("negative");\n  }\n  return x + 1;\n}\n'
)

POLY_SEMANTIC: tuple[CatalogEntry, ...] = (
    *poly(
        "avoid-floating-point-operations",
        _both(lambda facts: bool(float_operations(facts))),
        {
            J: Examples(
                passes=(
                    ok(
                        "class Solution {\n"
                        "    static int half(int x) {\n"
                        "        return x / 2;\n"
                        "    }\n"
                        "}\n"
                    ),
                ),
                fails=(
                    ok(
                        "class Solution {\n"
                        "    static double half(int x) {\n"
                        "        return x * 0.5;\n"
                        "    }\n"
                        "}\n"
                    ),
                ),
            ),
            S: Examples(
                passes=(ok("function half(x) {\n  return x >> 1;\n}\n"),),
                fails=(ok("function half(x) {\n  return x * 0.5;\n}\n"),),
            ),
        },
        rule=_both(absent(float_operations, "floating-point operations")),
    ),
    *poly(
        "avoid-recursion",
        _both(lambda facts: facts.recurses),
        {
            J: Examples(passes=(ok(_J_FIB_LOOP),), fails=(ok(_J_FIB),)),
            S: Examples(passes=(ok(_S_FIB_LOOP),), fails=(ok(_S_FIB),)),
        },
        rule=_both(_no_recursion),
    ),
    *poly(
        "change-inner-loop-to-start-from-outer-index",
        _both(lambda facts: bool(inner_from_zero(facts))),
        {
            J: Examples(
                passes=(ok(_J_PAIRS.replace("{start}", "i + 1")),),
                fails=(ok(_J_PAIRS.replace("{start}", "0")),),
            ),
            S: Examples(
                passes=(ok(_S_PAIRS.replace("{start}", "i + 1")),),
                fails=(ok(_S_PAIRS.replace("{start}", "0")),),
            ),
        },
        rule=_both(_inner_from_outer),
    ),
    *poly(
        "use-binary-search",
        _both(lambda facts: bool(linear_search(facts))),
        {
            J: Examples(passes=(ok(_J_BINARY),), fails=(ok(_J_LINEAR),)),
            S: Examples(passes=(ok(_S_BINARY),), fails=(ok(_S_LINEAR),)),
        },
        rule=_both(_binary_search),
    ),
    *poly(
        "use-iterative-dp",
        _both(lambda facts: facts.recurses),
        {
            J: Examples(passes=(ok(_J_FIB_LOOP),), fails=(ok(_J_FIB),)),
            S: Examples(passes=(ok(_S_FIB_LOOP),), fails=(ok(_S_FIB),)),
        },
        rule=_both(_iterative_table),
    ),
    *poly(
        "optimize-io-performance",
        _both(lambda facts: bool(scanner_input(facts))),
        {
            J: Examples(
                passes=(
                    ok(
                        "import java.io.BufferedReader;\n"
                        "import java.io.IOException;\n"
                        "import java.io.InputStreamReader;\n"
                        "\n"
                        "class Solution {\n"
                        "    static String first() throws IOException {\n"
                        "        BufferedReader in = new BufferedReader(new"
                        " InputStreamReader(System.in));\n"
                        "        return in.readLine();\n"
                        "    }\n"
                        "}\n"
                    ),
                ),
                fails=(
                    ok(
                        "import java.util.Scanner;\n"
                        "\n"
                        "class Solution {\n"
                        "    static String first() {\n"
                        "        Scanner in = new Scanner(System.in);\n"
                        "        return in.nextLine();\n"
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
                        "function first() {\n"
                        '  return fs.readFileSync(0, "utf8").split("\\n'
                        '")[0];\n'
                        "}\n"
                    ),
                ),
                fails=(
                    ok(
                        'const readline = require("readline");\n'
                        "\n"
                        "function first(done) {\n"
                        "  const rl = readline.createInterface({ input: process.stdin });\n"
                        '  rl.once("line", done);\n'
                        "}\n"
                    ),
                ),
            ),
        },
        rule=_both(_buffered),
    ),
    *_judged("use-dynamic-programming", _search_space, _J_FIB, _S_FIB),
    *_judged(
        "use-greedy-algorithm",
        _search_space,
        _J_PAIRS.replace("{start}", "0"),
        _S_PAIRS.replace("{start}", "0"),
    ),
    *_judged("use-efficient-algorithm", _search_space, _J_FIB, _S_FIB),
    *_judged(
        "limit-variable-scope",
        _search_space,
        _J_PAIRS.replace("{start}", "0"),
        _S_PAIRS.replace("{start}", "0"),
    ),
    *_judged("avoid-extra-array-storage", _stores_arrays, _J_SORT_COPY, _S_SORT_COPY),
    *_judged(
        "avoid-redundant-computation",
        _repeated_calls_in_loops,
        _J_PAIRS.replace("{start}", "0"),
        _S_PAIRS.replace("{start}", "0"),
    ),
    *_judged("reduce-dictionary-operations", _map_operations_in_loops, _J_COUNTS, _S_COUNTS),
    *_judged("use-efficient-data-structure", _scans_lists, _J_SCAN, _S_SCAN),
    *_judged("check-edge-cases", _unguarded, _J_SORT_COPY, _S_SORT_COPY, _J_GUARDED, _S_GUARDED),
)
