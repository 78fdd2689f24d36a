"""Control-flow and algorithm patterns for the Java and JavaScript entries (tree-sitter).

Chains, loops, searches, expressions and helpers: what the structural and semantic entries
read. The naming, import and output patterns are in `_poly_rules`.
"""

from __future__ import annotations

import re
from collections import Counter

from vibebench.codealign._poly_rules import FUNCTION_NODES
from vibebench.codealign._source_facts import CALL_TYPES, LOOP_TYPES, SourceFacts

__all__ = [
    "busy_expressions",
    "dispatch_chains",
    "duplicated_statements",
    "element_loops",
    "float_operations",
    "index_loops_over_elements",
    "inner_from_zero",
    "is_binary_search",
    "linear_search",
    "long_functions",
    "longest_chain",
    "scanner_input",
    "simple_helpers",
    "unused_locals",
]


def _chain_length(facts: SourceFacts, node: object) -> int:
    length = 1
    alternative = node.child_by_field_name("alternative")  # type: ignore[attr-defined]
    while alternative is not None:
        inner = alternative
        if inner.type == "else_clause":
            inner = inner.named_children[0] if inner.named_children else None
        if inner is None or inner.type != "if_statement":
            return length + 1
        length += 1
        alternative = inner.child_by_field_name("alternative")
    return length


def longest_chain(facts: SourceFacts) -> int:
    """Branches of the longest if / else-if / else chain."""
    heads = []
    for node in facts.of_type("if_statement"):
        parent = node.parent
        is_tail = parent is not None and (
            parent.type == "else_clause"
            or (
                parent.type == "if_statement" and parent.child_by_field_name("alternative") == node
            )
        )
        if not is_tail:
            heads.append(node)
    return max((_chain_length(facts, node) for node in heads), default=0)


def dispatch_chains(facts: SourceFacts) -> list[str]:
    """if/else-if chains of three or more branches comparing one variable with constants."""
    found = []
    for node in facts.of_type("if_statement"):
        parent = node.parent
        if parent is not None and parent.type in ("else_clause", "if_statement"):
            continue
        subjects, branches, current = set(), 0, node
        while current is not None and current.type == "if_statement":
            condition = facts.text(current.child_by_field_name("condition")).strip("() ")
            match = re.fullmatch(
                r"(\w+)\s*(?:===?|\.equals\()\s*(\"[^\"]*\"|'[^']*'|-?\d+)\)?", condition
            )
            if match is None:
                break
            subjects.add(match.group(1))
            branches += 1
            alternative = current.child_by_field_name("alternative")
            if alternative is not None and alternative.type == "else_clause":
                alternative = alternative.named_children[0] if alternative.named_children else None
            current = alternative
        if branches >= 3 and len(subjects) == 1:
            found.append(subjects.pop())
    found += [facts.text(n)[:30] for n in facts.of_type("switch_statement", "switch_expression")]
    return found


def _loop_header(facts: SourceFacts, loop: object) -> str:
    body = loop.child_by_field_name("body")  # type: ignore[attr-defined]
    text = facts.text(loop)  # type: ignore[arg-type]
    return text[: body.start_byte - loop.start_byte] if body is not None else text  # type: ignore[attr-defined]


def index_loops_over_elements(facts: SourceFacts) -> list[str]:
    """Counting loops `for (i = 0; i < xs.length; i++)` that only read `xs[i]`."""
    found = []
    for loop in facts.of_type("for_statement"):
        header = _loop_header(facts, loop)
        match = re.search(r"(\w+)\s*<\s*(\w+)\.(?:length|size\(\))", header)
        if match is None:
            continue
        index, array = match.groups()
        body = facts.text(loop.child_by_field_name("body"))
        uses = re.findall(rf"\b{index}\b", body)
        element = re.findall(rf"\b{array}\s*(?:\[\s*{index}\s*\]|\.get\(\s*{index}\s*\))", body)
        if uses and len(uses) == len(element):
            found.append(f"{index} over {array}")
    return found


def element_loops(facts: SourceFacts) -> list[str]:
    """for-each loops (`for (x : xs)`, `for (const x of xs)`)."""
    if facts.language == "java":
        return [_loop_header(facts, n) for n in facts.of_type("enhanced_for_statement")]
    return [
        _loop_header(facts, n)
        for n in facts.of_type("for_in_statement")
        if " of " in _loop_header(facts, n)
    ]


def _counting_loops(facts: SourceFacts) -> list[tuple[object, str, str]]:
    """(loop, index name, start expression) of `for (int i = start; ...)` loops."""
    found = []
    for loop in facts.of_type("for_statement"):
        match = re.match(
            r"for\s*\(\s*(?:int|long|let|var)\s+(\w+)\s*=\s*([^;]+);", _loop_header(facts, loop)
        )
        if match:
            found.append((loop, match.group(1), match.group(2).strip()))
    return found


def inner_from_zero(facts: SourceFacts) -> list[str]:
    """Nested counting loops whose inner loop does not start from the outer index."""
    loops = _counting_loops(facts)
    found = []
    for outer, index, _ in loops:
        for inner, inner_index, start in loops:
            inside = inner is not outer and facts.inside(inner, "for_statement") is not None
            if inside and _encloses(outer, inner) and not re.search(rf"\b{index}\b", start):
                found.append(f"{inner_index} = {start}")
    return found


def _encloses(outer: object, inner: object) -> bool:
    return outer.start_byte < inner.start_byte and inner.end_byte <= outer.end_byte  # type: ignore[attr-defined]


def float_operations(facts: SourceFacts) -> list[str]:
    """Floating-point literals, types and calls (Math.sqrt, Math.pow, toFixed, parseFloat)."""
    found = [
        facts.text(n)
        for n in facts.of_type("decimal_floating_point_literal", "floating_point_type")
    ]
    found += [facts.text(n) for n in facts.of_type("number") if "." in facts.text(n)]
    float_calls = (
        "Math.sqrt",
        "Math.pow",
        "Math.random",
        "parseFloat",
        "Double.parseDouble",
        "Math.log",
        "Math.exp",
    )
    found += [text for text, _ in facts.calls if text in float_calls or text.endswith(".toFixed")]
    if facts.language == "java":
        found += [t for t in facts.identifiers if t in ("Double", "Float")]
    return found


def is_binary_search(facts: SourceFacts) -> bool:
    """A library binary search, or a loop halving an interval (`mid = (lo + hi) / 2`)."""
    if any(text.endswith("binarySearch") for text, _ in facts.calls):
        return True
    return (
        re.search(
            r"\b\w+\s*=\s*\(?\s*\w+\s*\+\s*\(?\w+\s*(?:-\s*\w+\s*\)?)?\)?\s*"
            r"(?:/\s*2|>>>?\s*1)",
            facts.code,
        )
        is not None
        and "while" in facts.code
    )


def linear_search(facts: SourceFacts) -> list[str]:
    """Lookups by scanning: indexOf/includes/contains calls, or loops that return on a hit."""
    if is_binary_search(facts):
        return []
    scans = ("indexOf", "includes", "contains", "find", "findIndex", "lastIndexOf")
    in_loops = set(facts.loop_bodies())
    found = [
        text for text, node in facts.calls if facts.callee(node) in scans and node in in_loops
    ]
    for node in facts.loop_bodies():
        if node.type == "if_statement":
            consequence = node.child_by_field_name("consequence")
            if consequence is not None and any(
                n.type in ("return_statement", "break_statement") for n in facts.walk(consequence)
            ):
                found.append(facts.text(node.child_by_field_name("condition")))
    return found


def scanner_input(facts: SourceFacts) -> list[str]:
    """Unbuffered input: java.util.Scanner, or readline's line events / prompt in Node."""
    found = [t for t in facts.identifiers if t == "Scanner"]
    found += [text for text, _ in facts.calls if text in ("readline.createInterface", "prompt")]
    return found


def busy_expressions(facts: SourceFacts) -> list[str]:
    """Expressions doing four or more operations at once (calls and binary operators)."""
    found = []
    for node in facts.of_type("return_statement", "expression_statement", "variable_declarator"):
        operations = sum(
            1
            for n in facts.walk(node)
            if n.type in ("binary_expression", CALL_TYPES[facts.language])
        )
        if operations >= 4 and not any(
            n.type in LOOP_TYPES[facts.language] or n.type in FUNCTION_NODES[facts.language]
            for n in facts.walk(node)
        ):
            found.append(facts.text(node)[:40])
    return found


def duplicated_statements(facts: SourceFacts) -> list[str]:
    """Statements of some substance written twice or more."""
    seen: dict[str, int] = {}
    for node in facts.of_type(
        "expression_statement",
        "local_variable_declaration",
        "lexical_declaration",
        "return_statement",
    ):
        text = re.sub(r"\s+", " ", facts.text(node))
        if len(text) >= 25:
            seen[text] = seen.get(text, 0) + 1
    return [text for text, count in seen.items() if count > 1]


def long_functions(facts: SourceFacts) -> list[str]:
    """Functions over 30 lines, or (JavaScript) three or more loose top-level statements."""
    found = [
        name or "<anonymous>"
        for name, node in facts.functions
        if node.end_point[0] - node.start_point[0] > 30
    ]
    if facts.language == "javascript":
        loose = [
            n
            for n in facts.top_level()
            if n.type
            in (
                "expression_statement",
                "for_statement",
                "for_in_statement",
                "while_statement",
                "if_statement",
            )
        ]
        if len(loose) >= 3:
            found.append("top-level statements")
    return found


def simple_helpers(facts: SourceFacts) -> list[str]:
    """Helpers whose whole body is one return statement, called from elsewhere."""
    referenced = [facts.callee(node) for _, node in facts.calls]
    found = []
    for name, node in facts.functions:
        body = node.child_by_field_name("body")
        if not name or body is None or name not in referenced:
            continue
        statements = body.named_children if body.type in ("block", "statement_block") else [body]
        if len(statements) == 1 and statements[0].type in (
            "return_statement",
            "binary_expression",
            "call_expression",
        ):
            found.append(name)
    return found


def unused_locals(facts: SourceFacts) -> list[str]:
    """Local variables assigned and never read again."""
    counts = Counter(facts.identifiers)
    return [
        name
        for name, node in facts.variables
        if node.type == "variable_declarator" and counts.get(name, 0) <= 1
    ]
