"""doc_4: no commented-out code."""

from __future__ import annotations

import ast
import textwrap
from typing import Any

from vibebench.instructions._base import Instruction
from vibebench.instructions._code_facts import comment_tokens
from vibebench.instructions._strict import Finding, StrictFacts
from vibebench.instructions._strict_text import looks_like_code

# Ruff's heuristic accepts linter pragmas (noqa, type:, ...); mirror that here so
# applies_to does not mistake them for dead code.
_PRAGMA_PREFIXES = ("noqa", "type:", "pragma", "fmt:", "ruff:", "pylint:", "isort:")


def _looks_like_code(comment: str) -> bool:
    """Whether a comment's text parses as a Python statement (and is more than a word)."""
    text = comment.lstrip("#").strip()
    if not text or text.lower().startswith(_PRAGMA_PREFIXES):
        return False
    try:
        tree = ast.parse(text)
    except SyntaxError:
        return False
    # A lone name or constant ("# TODO", "# 42") is prose, not code.
    return not all(
        isinstance(node, ast.Expr) and isinstance(node.value, ast.Name | ast.Constant)
        for node in tree.body
    )


def _disabled_blocks(facts: StrictFacts) -> list[Finding]:
    """`if False:` / `while 0:` blocks and string statements holding code: dead code too."""
    found: list[Finding] = []
    for node in facts.of_type(ast.If, ast.While, ast.Expr):
        if isinstance(node, ast.If | ast.While):
            test = node.test
            if isinstance(test, ast.Constant) and not test.value:
                found.append((facts.line_of(node), "a block disabled by a false condition"))
        elif (
            isinstance(node.value, ast.Constant)
            and isinstance(node.value.value, str)
            and id(node.value) not in facts.docstring_ids
            and looks_like_code(textwrap.dedent(node.value.value).strip())
        ):
            found.append((facts.line_of(node), "code disabled by putting it in a string"))
    return found


class NoCommentedOutCode(Instruction):
    """Delete dead code instead of commenting it out.

    What it asks:
        No comment contains code that was disabled by commenting it out; comments are
        prose that explains the code.

    Why:
        Commented-out code rots: nobody knows whether it still works or why it was kept,
        and version control already remembers it. Models often leave old variants or
        debug prints behind as comments.

    Verified by:
        Ruff ERA001 (eradicate commented-out-code), which flags comments that parse as
        Python code while allowing pragmas such as `# type:` and `# noqa`. Code behind
        a bullet, a number or a prompt (`# - x = f(y)`, `# 1. x = f(y)`, `# >>> f(y)`)
        or in backticks passes, as does code disabled without a comment.

    Strict mode:
        Also fails a comment holding code behind a bullet, number, `>>>` prompt,
        backticks or a short `label:` (pragmas aside), a string statement (not a
        docstring) holding code, and a block disabled by a constant false condition
        (`if False:`, `while 0:`). Still possible: code rewritten as prose.
    """

    id = "doc_4"
    name = "no_commented_out_code"
    category = "doc"
    description = "Leave no commented-out code in the solution."
    generation_prompt = (
        "Do not leave any commented-out code in your answer; comments must only explain "
        "the code in words."
    )
    edit_prompt = (
        "Remove every piece of commented-out code, keeping only comments written as explanations."
    )
    ruff_rules = ("ERA001",)

    strict_reads_dynamic_code = False

    def strict_violations(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """Disabled code in any disguise: marked-up comments, dead strings, dead blocks."""
        found = [
            (line, "a comment holds code")
            for line, text in facts.comments
            if not text.lstrip("#").strip().lower().startswith(_PRAGMA_PREFIXES)
            and looks_like_code(text)
        ]
        return found + _disabled_blocks(facts)

    def applies_to(self, code: str) -> bool:
        """True when some comment parses as a Python statement."""
        comments = comment_tokens(code)
        return comments is not None and any(_looks_like_code(token.string) for token in comments)
