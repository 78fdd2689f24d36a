"""Cosmetic entries: readability, style and presentation, with the logic unchanged."""

from __future__ import annotations

import ast
import io
import re
import tokenize
from functools import partial

from vibebench.codealign._entry import CatalogEntry, RuleResult
from vibebench.codealign._examples import catalog_entry
from vibebench.codealign._facts import CodeFacts
from vibebench.codealign._helpers import found, ruff_rule, vericode_applies

__all__ = ["COSMETIC"]

_entry = partial(catalog_entry, type="cosmetic", subtype=None)
"""A cosmetic entry; `method` follows from whether it has a rule."""

_LONG_NAME = 15


# -- comments -------------------------------------------------------------------------------


def _sparse_comments(facts: CodeFacts) -> bool:
    return facts.code_lines >= 4 and facts.comment_lines * 10 < facts.code_lines


def _added_comments(after: CodeFacts, before: CodeFacts | None) -> RuleResult:
    if after.comment_lines == 0:
        return False, "the code has no comments"
    if _sparse_comments(after):
        return False, f"{after.comment_lines} comment lines for {after.code_lines} lines of code"
    if before is not None and after.comment_lines <= before.comment_lines:
        return False, f"{after.comment_lines} comment lines, not more than before"
    return True, f"{after.comment_lines} comment lines"


def _dense_comments(facts: CodeFacts) -> bool:
    return facts.comment_lines >= 3 and facts.comment_lines * 3 >= facts.code_lines


def _fewer_comments(after: CodeFacts, before: CodeFacts | None) -> RuleResult:
    if before is not None:
        fewer = after.comment_lines < before.comment_lines
        return fewer, f"{before.comment_lines} -> {after.comment_lines} comment lines"
    sparse = after.comment_lines * 5 <= after.code_lines
    return sparse, f"{after.comment_lines} comment lines for {after.code_lines} code lines"


# -- imports --------------------------------------------------------------------------------


def _late_imports(facts: CodeFacts) -> list[int]:
    """Lines of imports that are not in the module's leading block of imports."""
    tree = facts.tree
    if tree is None:
        return []
    body = list(tree.body)
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
        body = body[1:]
    leading = 0
    while leading < len(body) and isinstance(body[leading], ast.Import | ast.ImportFrom):
        leading += 1
    top = {id(node) for node in body[:leading]}
    return [
        node.lineno
        for node in facts.of_type(ast.Import, ast.ImportFrom)
        if id(node) not in top  # type: ignore[attr-defined]
    ]


def _imports_on_top(after: CodeFacts, before: CodeFacts | None) -> RuleResult:
    late = _late_imports(after)
    if late:
        return False, f"imports below the top of the file on lines {late}"
    return True, "every import is at the top"


def _unused_imports(facts: CodeFacts) -> bool:
    bound = set()
    for node in facts.of_type(ast.Import, ast.ImportFrom):
        for alias in node.names:  # type: ignore[attr-defined]
            bound.add(alias.asname or alias.name.partition(".")[0])
    return bool(bound - facts.loaded_names - {"*", "annotations"})


# -- names ----------------------------------------------------------------------------------


def _local_names(facts: CodeFacts) -> set[str]:
    """Variables and arguments bound inside functions."""
    names: set[str] = set()
    for func in facts.functions:
        names.update(a.arg for a in ast.walk(func.args) if isinstance(a, ast.arg))
        for node in ast.walk(func):
            if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                names.add(node.id)
    return names - {"self", "cls"}


def _uppercase_locals(facts: CodeFacts) -> list[str]:
    return sorted(name for name in _local_names(facts) if name != name.lower())


def _lowercase(after: CodeFacts, before: CodeFacts | None) -> RuleResult:
    bad = _uppercase_locals(after)
    return (not bad, f"variables with capitals: {bad}" if bad else "every variable is lowercase")


def _has_long_names(facts: CodeFacts) -> bool:
    return any(len(name) > _LONG_NAME for name in _local_names(facts))


def _redundant(facts: CodeFacts) -> bool:
    assigned = {
        n.id
        for n in facts.of_type(ast.Name)
        if isinstance(n.ctx, ast.Store)  # type: ignore[attr-defined]
    }
    return bool(assigned - facts.loaded_names - {"_"}) or _dense_comments(facts)


def _inconsistent_format(facts: CodeFacts) -> bool:
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(facts.code).readline))
    except (tokenize.TokenError, SyntaxError):
        return False
    quotes = {t.string.lstrip("rbuRBUfF")[0] for t in tokens if t.type == tokenize.STRING}
    semicolons = any(t.type == tokenize.OP and t.string == ";" for t in tokens)
    trailing = any(line != line.rstrip() for line in facts.code.splitlines())
    cramped = re.search(r"\w(=|==|\+|-|<|>)\w", facts.code) is not None
    return len(quotes) > 1 or semicolons or trailing or cramped


COSMETIC: tuple[CatalogEntry, ...] = (
    _entry("add-comments", applies=_sparse_comments, rule=_added_comments),
    _entry(
        "add-type-hints",
        applies=vericode_applies("style_5"),
        rule=ruff_rule("style_5", "type annotations"),
    ),
    _entry("concise-variable-names", applies=_has_long_names),
    _entry("consistent-formatting", applies=_inconsistent_format),
    _entry(
        "consistent-naming-convention",
        applies=vericode_applies("style_1"),
        rule=ruff_rule("style_1", "PEP 8 naming"),
    ),
    _entry("move-imports-to-top", applies=found(_late_imports), rule=_imports_on_top),
    _entry("reduce-comments", applies=_dense_comments, rule=_fewer_comments),
    _entry("remove-redundant-code-and-comments", applies=_redundant),
    _entry(
        "remove-unused-imports",
        applies=_unused_imports,
        rule=ruff_rule("codealign_unused_imports", "unused imports"),
    ),
    _entry("use-lowercase-variable-names", applies=found(_uppercase_locals), rule=_lowercase),
    _entry(
        "use-symbolic-constants",
        applies=vericode_applies("logic_8"),
        rule=ruff_rule("logic_8", "magic numbers"),
    ),
)
