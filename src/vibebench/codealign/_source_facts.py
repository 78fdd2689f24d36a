"""Facts about Java and JavaScript code from tree-sitter parses, for the catalog's rules.

The Python entries read `CodeFacts` (ast and Ruff); the Java and JavaScript entries read
`SourceFacts`, the same idea over a tree-sitter tree: every node by type, comment and code
lines, named functions, calls, loops and recursion. Code with a syntax error does not
parse (tree-sitter marks ERROR or MISSING nodes), and every rule fails it.

The grammars are the `tree-sitter-java` and `tree-sitter-javascript` wheels (installed by
`scripts/setup.sh --dev`); without them `SourceFacts` raises ConfigError, naming the fix.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache, cached_property, lru_cache
from typing import Any

from vibebench.errors import ConfigError

__all__ = ["FUNCTION_TYPES", "LOOP_TYPES", "SourceFacts", "source_facts_of"]

Node = Any
"""A tree_sitter.Node (the package is optional, so not imported for typing)."""

FUNCTION_TYPES: dict[str, tuple[str, ...]] = {
    "java": ("method_declaration", "constructor_declaration"),
    "javascript": (
        "function_declaration",
        "function_expression",
        "arrow_function",
        "method_definition",
        "generator_function_declaration",
    ),
}
LOOP_TYPES: dict[str, tuple[str, ...]] = {
    "java": ("for_statement", "enhanced_for_statement", "while_statement", "do_statement"),
    "javascript": ("for_statement", "for_in_statement", "while_statement", "do_statement"),
}
COMMENT_TYPES = ("comment", "line_comment", "block_comment")
CALL_TYPES = {"java": "method_invocation", "javascript": "call_expression"}


@cache
def _parser(language: str) -> Any:
    try:
        import tree_sitter  # noqa: PLC0415 - optional dependency

        if language == "java":
            import tree_sitter_java as grammar  # noqa: PLC0415
        else:
            import tree_sitter_javascript as grammar  # noqa: PLC0415
    except ImportError as err:
        raise ConfigError(
            f"{language} rules need tree-sitter grammars: pip install tree-sitter "
            "tree-sitter-java tree-sitter-javascript (scripts/setup.sh --dev does)"
        ) from err
    return tree_sitter.Parser(tree_sitter.Language(grammar.language()))


class SourceFacts:
    """Lazily computed facts about one Java or JavaScript code string."""

    def __init__(self, code: str, language: str) -> None:
        self.code = code
        self.language = language
        self._bytes = code.encode("utf-8")
        tree = _parser(language).parse(self._bytes)
        self.root: Node = tree.root_node
        self.parses = bool(code.strip()) and not self.root.has_error

    def text(self, node: Node) -> str:
        """The source text of a node."""
        return self._bytes[node.start_byte : node.end_byte].decode("utf-8", "replace")

    @cached_property
    def all_nodes(self) -> list[Node]:
        """Every named node, in document order."""
        found = []
        stack = [self.root]
        while stack:
            node = stack.pop()
            found.append(node)
            stack.extend(reversed(node.named_children))
        return found

    def of_type(self, *types: str) -> list[Node]:
        """Every node of the given types."""
        return [node for node in self.all_nodes if node.type in types]

    @staticmethod
    def walk(node: Node) -> Iterator[Node]:
        """A node and everything below it."""
        stack = [node]
        while stack:
            current = stack.pop()
            yield current
            stack.extend(current.named_children)

    @staticmethod
    def inside(node: Node, *types: str) -> Node | None:
        """The nearest ancestor of one of `types`, if any."""
        parent = node.parent
        while parent is not None:
            if parent.type in types:
                return parent
            parent = parent.parent
        return None

    @cached_property
    def comment_lines(self) -> int:
        """Lines holding a comment (a block comment counts each of its lines)."""
        lines: set[int] = set()
        for node in self.of_type(*COMMENT_TYPES):
            lines.update(range(node.start_point[0], node.end_point[0] + 1))
        return len(lines)

    @cached_property
    def code_lines(self) -> int:
        """Non-blank lines that hold more than a comment."""
        only_comment: set[int] = set()
        for node in self.of_type(*COMMENT_TYPES):
            first = self.code.splitlines()[node.start_point[0]][: node.start_point[1]]
            if not first.strip():
                only_comment.update(range(node.start_point[0], node.end_point[0] + 1))
        return sum(
            1
            for number, line in enumerate(self.code.splitlines())
            if line.strip() and number not in only_comment
        )

    @cached_property
    def functions(self) -> list[tuple[str, Node]]:
        """(name, node) of every named function or method ("" for anonymous ones)."""
        found = []
        for node in self.of_type(*FUNCTION_TYPES[self.language]):
            name = node.child_by_field_name("name")
            if (
                name is None
                and node.parent is not None
                and node.parent.type == "variable_declarator"
            ):
                name = node.parent.child_by_field_name("name")
            found.append((self.text(name) if name is not None else "", node))
        return found

    def callee(self, call: Node) -> str:
        """The called name: a method's name, or a JavaScript callee's last part."""
        field = "name" if self.language == "java" else "function"
        target = call.child_by_field_name(field)
        if target is None:
            return ""
        if target.type == "member_expression":
            prop = target.child_by_field_name("property")
            return self.text(prop) if prop is not None else ""
        return self.text(target)

    def call_text(self, call: Node) -> str:
        """The whole callee as written: `System.out.println`, `console.log`, `fs.readFileSync`."""
        if self.language == "java":
            obj = call.child_by_field_name("object")
            name = call.child_by_field_name("name")
            prefix = self.text(obj) + "." if obj is not None else ""
            return prefix + (self.text(name) if name is not None else "")
        target = call.child_by_field_name("function")
        return self.text(target) if target is not None else ""

    @cached_property
    def calls(self) -> list[tuple[str, Node]]:
        """(callee text, node) of every call."""
        return [(self.call_text(n), n) for n in self.of_type(CALL_TYPES[self.language])]

    @cached_property
    def identifiers(self) -> list[str]:
        """Every identifier's text (type names included), repeats kept."""
        kinds = (
            "identifier",
            "type_identifier",
            "property_identifier",
            "shorthand_property_identifier",
        )
        return [self.text(n) for n in self.of_type(*kinds)]

    def loop_bodies(self) -> Iterator[Node]:
        """Every node inside a loop's body."""
        for loop in self.of_type(*LOOP_TYPES[self.language]):
            body = loop.child_by_field_name("body")
            if body is not None:
                yield from self.walk(body)

    @cached_property
    def recurses(self) -> bool:
        """Whether some named function reaches itself through calls (a call graph)."""
        graph: dict[str, set[str]] = {}
        for name, node in self.functions:
            if not name:
                continue
            body = node.child_by_field_name("body")
            if body is None:
                continue
            calls = {
                self.callee(n) for n in self.walk(body) if n.type == CALL_TYPES[self.language]
            }
            graph.setdefault(name, set()).update(calls)
        for start in graph:
            seen: set[str] = set()
            todo = list(graph[start])
            while todo:
                current = todo.pop()
                if current == start:
                    return True
                if current in seen or current not in graph:
                    continue
                seen.add(current)
                todo.extend(graph[current])
        return False

    @cached_property
    def variables(self) -> list[tuple[str, Node]]:
        """(name, declarator) of local variables and parameters (not fields)."""
        found = []
        for node in self.of_type("variable_declarator"):
            parent = node.parent
            if (
                self.language == "java"
                and parent is not None
                and parent.type != "local_variable_declaration"
            ):
                continue
            name = node.child_by_field_name("name")
            if name is not None and name.type == "identifier":
                found.append((self.text(name), node))
        if self.language == "java":
            for node in self.of_type(
                "formal_parameter", "enhanced_for_statement", "catch_formal_parameter"
            ):
                name = node.child_by_field_name("name")
                if name is not None:
                    found.append((self.text(name), node))
        else:
            for params in self.of_type("formal_parameters"):
                for child in params.named_children:
                    target = (
                        child.child_by_field_name("left")
                        if child.type == "assignment_pattern"
                        else child
                    )
                    if target is not None and target.type == "identifier":
                        found.append((self.text(target), child))
        return found

    def top_level(self) -> list[Node]:
        """The program's top-level statements (JavaScript) or type members (Java)."""
        if self.language == "javascript":
            return list(self.root.named_children)
        members = []
        for cls in self.root.named_children:
            body = cls.child_by_field_name("body")
            if body is not None:
                members.extend(body.named_children)
        return members


@lru_cache(maxsize=512)
def source_facts_of(code: str, language: str) -> SourceFacts:
    """The (cached) facts of a Java or JavaScript code string."""
    return SourceFacts(code, language)
