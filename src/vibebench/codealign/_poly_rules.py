"""Rules for the Java and JavaScript entries: small patterns over tree-sitter facts.

Each `*_found` function lists what the instruction would change (its applicability), and
the matching rule passes once nothing is left. Names follow the Python rules they mirror.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable

from vibebench.codealign._entry import RuleResult
from vibebench.codealign._source_facts import CALL_TYPES, SourceFacts

__all__ = [
    "FUNCTION_NODES",
    "absent",
    "fully_qualified_uses",
    "global_variables",
    "has_tests",
    "late_requires",
    "magic_numbers",
    "missing_imports",
    "naming_violations",
    "nested_functions",
    "print_in_loops",
    "unused_functions",
    "unused_imports",
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
    counts = Counter(facts.identifiers)
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
        if call_text == "require" and facts.inside(call, *FUNCTION_NODES["javascript"]):
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


FUNCTION_NODES = {
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
                node, *FUNCTION_NODES["javascript"]
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
        if not name or facts.inside(node, *FUNCTION_NODES[facts.language]) is None:
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
