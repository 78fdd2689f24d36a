"""style_6: f-strings instead of % formatting and str.format."""

from __future__ import annotations

import ast
from typing import Any

from vibebench.instructions._base import Instruction
from vibebench.instructions._code_facts import parse
from vibebench.instructions._strict import Finding, StrictFacts
from vibebench.instructions._strict_names import STR, UNKNOWN


def _is_old_style_format(node: ast.AST) -> bool:
    """`'...' % args` or `'...'.format(...)` on a string literal."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod):
        return isinstance(node.left, ast.Constant) and isinstance(node.left.value, str)
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "format"
        and isinstance(node.func.value, ast.Constant)
        and isinstance(node.func.value.value, str)
    )


_FORMATTERS = (".format", ".format_map", ".__mod__", ".vformat")
_STRING_TYPES = (STR, "builtins.str", "string.Formatter()")
_MAX_DEPTH = 4


def _stringy(facts: StrictFacts, node: ast.expr, depth: int = 0) -> bool:
    """Whether `node` may be a string: a literal, a name or attribute ever bound to one, a
    parameter typed or defaulting to one, a str() call or a str method's result."""
    names = facts.names.names(node)
    if any(name == STR or name.startswith((f"{STR}.", "builtins.str(")) for name in names):
        return True
    if isinstance(node, ast.Attribute) and depth < _MAX_DEPTH:
        values = facts.names.attribute_values.get(node.attr, [])
        related = _related_classes(facts, node)
        return any(
            _stringy(facts, value, depth + 1)
            for value in values
            if related is None or facts.names.assigned_on_self_in.get(id(value), node) in related
        )
    return False


def _stringy_target(facts: StrictFacts, node: ast.AugAssign) -> bool:
    """Whether the target of `x %= y` may be a string: a name bound to one where it stands,
    or an attribute ever bound to one."""
    target = node.target
    if not isinstance(target, ast.Name):
        return isinstance(target, ast.expr) and _stringy(facts, target)
    owner = facts.owner(node)
    scope = facts.names.defining_scope.get(id(owner), facts.names.module)
    for kind, value in facts.names.lookup(target.id, scope) or []:
        if kind == "str" or (
            kind == "expr" and isinstance(value, ast.expr) and _stringy(facts, value)
        ):
            return True
    return False


def _related_classes(facts: StrictFacts, node: ast.Attribute) -> set[ast.AST] | None:
    """For `self.attr` in a method: its class and the module's classes it inherits from or
    that inherit from it (whose `self.attr` may be the same attribute), and `node` (values
    assigned on other receivers count); None when the receiver is not a method's self."""
    if not (isinstance(node.value, ast.Name) and node.value.id == "self"):
        return None
    method = facts.owner(node)
    cls = (
        facts.owner(method) if isinstance(method, ast.FunctionDef | ast.AsyncFunctionDef) else None
    )
    if not isinstance(cls, ast.ClassDef):
        return None
    classes = {item.name: item for item in facts.of_type(ast.ClassDef)}
    bases = {
        item.name: {b.id for b in item.bases if isinstance(b, ast.Name)}
        for item in classes.values()
    }
    related, frontier = {cls.name}, [cls.name]
    while frontier:
        name = frontier.pop()
        linked = bases.get(name, set()) | {other for other, up in bases.items() if name in up}
        for other in linked - related:
            related.add(other)
            frontier.append(other)
    return {classes[name] for name in related if name in classes} | {node}


def _formatter(facts: StrictFacts, call: ast.Call) -> str | None:
    """What a call formats with, when it is `%`/str.format on a string by any route."""
    func = call.func
    for name in facts.names.names(func):
        if name in {"operator.mod", "operator.__mod__"} and call.args:
            return "operator.mod" if _stringy(facts, call.args[0]) else None
        base, dot, method = name.rpartition(".")
        if not dot or f".{method}" not in _FORMATTERS:
            continue
        if base.startswith(_STRING_TYPES):
            return f"str.{method}"
        unknown_receiver = base.startswith(UNKNOWN) and isinstance(func, ast.Attribute)
        if unknown_receiver and _stringy(facts, func.value):  # type: ignore[union-attr]
            return f"str.{method}"
    return None


class FStrings(Instruction):
    """Format strings with f-strings.

    What it asks:
        Strings are never formatted with the `%` operator or `str.format` (nor
        `format_map`); f-strings do that job.
        Logging calls that pass their arguments separately (`log.info("%s", x)`) are not
        string formatting and stay as they are.

    Why:
        f-strings put each value where it appears in the text, so the reader does not
        match placeholders to arguments by position, and they are the fastest way to
        format in CPython. Older habits survive in model output, mixed with f-strings.

    Verified by:
        Ruff UP031 (printf-style `%` formatting) and UP032 (`.format` call that can be an
        f-string), both only on a string literal written in place: `TEMPLATE.format(x)`,
        `FMT % x`, `str.format(...)`, `.format_map(...)` and `.format(*args)` pass.

    Strict mode:
        Fails `%` formatting (`%=` too) and `str.format`/`format_map` (also through
        `str.format`, `getattr`, `__mod__`, `operator.mod` and `string.Formatter`) on
        anything that may be a string: a literal, an f-string, a name or attribute ever
        bound to one (for `self.attr` in a method, bound by its class, a class it
        inherits from or one inheriting from it, or on any other object),
        a parameter typed `str` or defaulting to a string, a `str()` call. Still
        possible: building text by concatenation, `''.join` or `string.Template`, and
        formatting strings whose origin the code does not show (a parameter without a
        type or default).
    """

    id = "style_6"
    name = "f_strings"
    category = "style"
    description = "Use f-strings rather than % formatting or str.format()."
    generation_prompt = (
        "Do not format strings with the % operator, str.format() or str.format_map(); "
        "write f-strings instead."
    )
    edit_prompt = (
        "Rewrite every string built with the % operator or str.format() as an equivalent f-string."
    )
    ruff_rules = ("UP031", "UP032")
    strict_words = "%|format|mod|Formatter"

    strict_is_whole_rule = True

    def strict_violations(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """Formatting with `%` or str.format on any string, however it is reached."""
        found: list[Finding] = []
        for node in facts.of_type(ast.BinOp, ast.AugAssign, ast.Call):
            if isinstance(node, ast.BinOp | ast.AugAssign):
                stringy = (
                    _stringy(facts, node.left)
                    if isinstance(node, ast.BinOp)
                    else _stringy_target(facts, node)
                )
                if isinstance(node.op, ast.Mod) and stringy:
                    found.append((facts.line_of(node), "formats a string with `%`"))
                continue
            how = _formatter(facts, node)
            if how is not None:
                found.append((facts.line_of(node), f"formats a string with `{how}`"))
        return found

    def applies_to(self, code: str) -> bool:
        """True when a string literal is formatted with `%` or `.format`."""
        tree = parse(code)
        return tree is not None and any(map(_is_old_style_format, ast.walk(tree)))
