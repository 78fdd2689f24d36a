"""Rules for the Java and JavaScript entries: small patterns over tree-sitter facts.

Each `*_found` function lists what the instruction would change (its applicability), and
the matching rule passes once nothing is left. Names follow the Python rules they mirror.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from vibebench.codealign._entry import RuleResult
from vibebench.codealign._source_facts import CALL_TYPES, LOOP_TYPES, SourceFacts

__all__ = [
    "absent",
    "busy_expressions",
    "dispatch_chains",
    "duplicated_statements",
    "float_operations",
    "fully_qualified_uses",
    "global_variables",
    "has_tests",
    "index_loops_over_elements",
    "inner_from_zero",
    "is_binary_search",
    "late_requires",
    "linear_search",
    "long_functions",
    "longest_chain",
    "magic_numbers",
    "missing_imports",
    "naming_violations",
    "nested_functions",
    "print_in_loops",
    "scanner_input",
    "simple_helpers",
    "unused_functions",
    "unused_imports",
    "unused_locals",
    "uppercase_locals",
]

Finder = Callable[[SourceFacts], list[str]]
_CAMEL = re.compile(r"^[a-z$][a-zA-Z0-9$]*$")
_PASCAL = re.compile(r"^[A-Z][a-zA-Z0-9]*$")
_UPPER = re.compile(r"^[A-Z][A-Z0-9_]*$")
_ALLOWED_NUMBERS = {"0", "1", "-1", "0.0", "1.0", "2"}
_COMPARISONS = {"<", ">", "<=", ">=", "==", "!=", "===", "!=="}


def absent(finder: Finder, what: str) -> Callable[[SourceFacts, SourceFacts | None], RuleResult]:
    """A rule that passes when `finder` finds nothing (and says what is left otherwise)."""

    def rule(after: SourceFacts, before: SourceFacts | None) -> RuleResult:
        found = finder(after)
        if found:
            return False, f"{what}: {', '.join(sorted(set(found))[:5])}"
        return True, f"no {what}"

    return rule


def _is_constant_field(facts: SourceFacts, node: object) -> bool:
    text = facts.text(node)  # type: ignore[arg-type]
    return "static" in text.split("=")[0] and "final" in text.split("=")[0]


def naming_violations(facts: SourceFacts) -> list[str]:
    """Names against the language's convention (camelCase members, PascalCase types)."""
    bad = [name for name, _ in facts.variables if not _CAMEL.match(name)]
    bad += [name for name, _ in facts.functions if name and not _CAMEL.match(name)]
    for cls in facts.of_type("class_declaration"):
        name = cls.child_by_field_name("name")
        if name is not None and not _PASCAL.match(facts.text(name)):
            bad.append(facts.text(name))
    if facts.language == "java":
        for field in facts.of_type("field_declaration"):
            for declarator in field.named_children:
                name = declarator.child_by_field_name("name")
                if declarator.type != "variable_declarator" or name is None:
                    continue
                convention = _UPPER if _is_constant_field(facts, field) else _CAMEL
                if not convention.match(facts.text(name)):
                    bad.append(facts.text(name))
    else:
        top = set(facts.top_level())
        bad = [
            name for name in bad if not (_UPPER.match(name) and _declared_at_top(facts, name, top))
        ]
    return bad


def _declared_at_top(facts: SourceFacts, name: str, top: set[object]) -> bool:
    for found, node in facts.variables:
        declaration = node.parent
        if found == name and declaration is not None and declaration in top:
            return True
    return False


def uppercase_locals(facts: SourceFacts) -> list[str]:
    """Local variables and parameters whose name starts with a capital letter."""
    top = set(facts.top_level())
    found = []
    for name, node in facts.variables:
        declaration = node.parent
        at_top = declaration is not None and declaration in top
        if name[:1].isupper() and not (at_top and _UPPER.match(name)):
            found.append(name)
    return found


def magic_numbers(facts: SourceFacts) -> list[str]:
    """Number literals compared against, other than 0, 1, -1 and 2."""
    kinds = ("number", "decimal_integer_literal", "decimal_floating_point_literal")
    found = []
    for node in facts.of_type(*kinds):
        parent = node.parent
        if parent is not None and parent.type == "unary_expression":
            node, parent = parent, parent.parent
        if parent is None or parent.type != "binary_expression":
            continue
        operator = parent.child_by_field_name("operator")
        if operator is None or facts.text(operator) not in _COMPARISONS:
            continue
        text = facts.text(node).replace(" ", "").rstrip("lLdDfF")
        if text not in _ALLOWED_NUMBERS:
            found.append(text)
    return found


def unused_imports(facts: SourceFacts) -> list[str]:
    """Imported (or required) names never used elsewhere in the code."""
    counts: dict[str, int] = {}
    for name in facts.identifiers:
        counts[name] = counts.get(name, 0) + 1
    bound: list[str] = []
    if facts.language == "java":
        for node in facts.of_type("import_declaration"):
            text = facts.text(node)
            if "*" in text or " static " in text:
                continue
            bound.append(text.rstrip(";").split(".")[-1].strip())
    else:
        for node in facts.of_type("import_statement"):
            bound += [facts.text(n) for n in facts.walk(node) if n.type == "identifier"]
        for call_text, call in facts.calls:
            if call_text != "require":
                continue
            declarator = facts.inside(call, "variable_declarator")
            name = declarator.child_by_field_name("name") if declarator is not None else None
            if name is not None:
                bound += [
                    facts.text(n)
                    for n in facts.walk(name)
                    if n.type in ("identifier", "shorthand_property_identifier_pattern")
                ]
    return [name for name in bound if counts.get(name, 0) <= 1]


def late_requires(facts: SourceFacts) -> list[str]:
    """JavaScript: require() inside a function or below other top-level code."""
    found = []
    seen_code = False
    for statement in facts.top_level():
        text = facts.text(statement)
        is_import = statement.type == "import_statement" or (
            statement.type in ("lexical_declaration", "variable_declaration")
            and re.search(r"=\s*require\(", text) is not None
        )
        if is_import and seen_code:
            found.append(text.split("\n")[0])
        elif not is_import and statement.type != "comment" and not text.startswith('"use strict"'):
            seen_code = True
    for call_text, call in facts.calls:
        if call_text == "require" and facts.inside(call, *_FUNCTIONS["javascript"]):
            found.append(facts.text(call))
    return found


def fully_qualified_uses(facts: SourceFacts) -> list[str]:
    """Java: java.*/javax.* names written out in the code instead of imported."""
    found = []
    for node in facts.of_type("scoped_type_identifier", "field_access", "scoped_identifier"):
        if facts.inside(node, "import_declaration", "package_declaration"):
            continue
        text = facts.text(node)
        if re.match(r"^(java|javax)\.[a-z]", text):
            parent = node.parent
            if parent is not None and parent.type in ("scoped_type_identifier", "field_access"):
                continue
            found.append(text)
    return found


_FUNCTIONS = {
    "java": ("method_declaration", "constructor_declaration", "lambda_expression"),
    "javascript": (
        "function_declaration",
        "function_expression",
        "arrow_function",
        "method_definition",
    ),
}

JAVA_CLASSES = {
    "java.util": (
        "List ArrayList LinkedList Map HashMap LinkedHashMap TreeMap Set HashSet LinkedHashSet "
        "TreeSet Arrays Collections Deque ArrayDeque Queue PriorityQueue Scanner Iterator "
        "Optional StringJoiner Objects Random NoSuchElementException"
    ),
    "java.io": (
        "IOException BufferedReader InputStreamReader File PrintWriter UncheckedIOException"
    ),
    "java.nio.file": "Files Path Paths",
    "java.util.regex": "Pattern Matcher",
    "java.math": "BigInteger BigDecimal RoundingMode",
    "java.time": "LocalDate LocalDateTime",
    "java.util.stream": "Collectors Stream IntStream",
}
_JAVA_PACKAGE = {name: pkg for pkg, names in JAVA_CLASSES.items() for name in names.split()}
_NODE_MODULES = ("fs", "path", "crypto", "os", "assert", "readline", "zlib", "util")


def missing_imports(facts: SourceFacts) -> list[str]:
    """Library names used without an import (Java classes, Node core modules)."""
    if facts.language == "java":
        imports = [facts.text(n) for n in facts.of_type("import_declaration")]
        declared = {
            facts.text(n.child_by_field_name("name"))
            for n in facts.of_type("class_declaration", "interface_declaration")
            if n.child_by_field_name("name")
        }
        used = {facts.text(n) for n in facts.of_type("type_identifier", "identifier")}
        missing = []
        for name in sorted(used & set(_JAVA_PACKAGE)):
            package = _JAVA_PACKAGE[name]
            wanted = (f"import {package}.{name};", f"import {package}.*;")
            if name not in declared and not any(i.replace("  ", " ") in wanted for i in imports):
                missing.append(name)
        return missing
    declared = {name for name, _ in facts.variables} | {name for name, _ in facts.functions}
    for node in facts.of_type("import_statement"):
        declared.update(facts.text(n) for n in facts.walk(node) if n.type == "identifier")
    missing = []
    for node in facts.of_type("member_expression"):
        obj = node.child_by_field_name("object")
        name = facts.text(obj) if obj is not None and obj.type == "identifier" else ""
        if name in _NODE_MODULES and name not in declared:
            missing.append(name)
    return missing


def has_tests(facts: SourceFacts) -> bool:
    """A main method or test method (Java), or top-level assertions (JavaScript)."""
    if facts.language == "java":
        names = {name for name, _ in facts.functions}
        return (
            "main" in names
            or any(name.startswith("test") for name in names)
            or bool(facts.of_type("assert_statement"))
        )
    for statement in facts.top_level():
        for node in facts.walk(statement):
            if node.type == "call_expression" and not facts.inside(
                node, *_FUNCTIONS["javascript"]
            ):
                callee = facts.call_text(node)
                if callee in (
                    "console.assert",
                    "assert",
                    "assert.strictEqual",
                    "assert.equal",
                    "assert.deepStrictEqual",
                    "test",
                    "it",
                    "describe",
                ):
                    return True
    return False


def global_variables(facts: SourceFacts) -> list[str]:
    """Mutable shared state: non-final static fields (Java), top-level let/var (JavaScript)."""
    found = []
    if facts.language == "java":
        for field in facts.of_type("field_declaration"):
            head = facts.text(field).split("=")[0]
            if re.search(r"\bstatic\b", head) and not re.search(r"\bfinal\b", head):
                found.append(head.split()[-1])
        return found
    for statement in facts.top_level():
        text = facts.text(statement)
        if statement.type == "variable_declaration" or text.startswith("let "):
            found.append(text.split("=")[0].split()[-1])
    return found


def nested_functions(facts: SourceFacts) -> list[str]:
    """Named functions defined inside another function (callbacks passed along are fine)."""
    found = []
    for name, node in facts.functions:
        if not name or facts.inside(node, *_FUNCTIONS[facts.language]) is None:
            continue
        if node.type == "method_definition":
            continue
        found.append(name)
    return found


def print_in_loops(facts: SourceFacts) -> list[str]:
    """Output calls made inside a loop body."""
    printers = ("System.out.println", "System.out.print", "System.out.printf", "console.log")
    calls = {node for node in facts.loop_bodies() if node.type == CALL_TYPES[facts.language]}
    return [text for text, node in facts.calls if node in calls and text in printers]


def unused_functions(facts: SourceFacts) -> list[str]:
    """Helpers never called: private/non-public methods (Java), top-level functions but the
    last (the entry point, JavaScript)."""
    referenced = [facts.callee(node) for _, node in facts.calls]
    referenced += [facts.text(n).split("::")[-1] for n in facts.of_type("method_reference")]
    if facts.language == "java":
        unused = []
        for node in facts.of_type("method_declaration"):
            name_node = node.child_by_field_name("name")
            if name_node is None:
                continue
            name = facts.text(name_node)
            head = facts.text(node).split("(")[0]
            if "public" in head.split() or name == "main":
                continue
            if name not in referenced:
                unused.append(name)
        return unused
    referenced += [facts.text(n) for n in facts.of_type("identifier")]
    top = [
        facts.text(n.child_by_field_name("name"))
        for n in facts.top_level()
        if n.type == "function_declaration" and n.child_by_field_name("name") is not None
    ]
    counts = {name: referenced.count(name) for name in top}
    unused = [name for name in top if counts[name] <= 1]
    return unused[:-1]


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
            n.type in LOOP_TYPES[facts.language] or n.type in _FUNCTIONS[facts.language]
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
    counts: dict[str, int] = {}
    for name in facts.identifiers:
        counts[name] = counts.get(name, 0) + 1
    return [
        name
        for name, node in facts.variables
        if node.type == "variable_declarator" and counts.get(name, 0) <= 1
    ]
