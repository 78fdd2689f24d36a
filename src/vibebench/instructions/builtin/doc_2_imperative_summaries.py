"""doc_2: every function has a one-line imperative docstring summary."""

from __future__ import annotations

import ast
from typing import Any

from vibebench.instructions._base import Instruction
from vibebench.instructions._code_facts import functions, parse
from vibebench.instructions._strict import Finding, StrictFacts
from vibebench.instructions._strict_text import (
    has_words,
    not_imperative,
    public_api_functions,
    public_lambdas,
    sentence_count,
    third_person,
)


def _decorated(func: ast.FunctionDef | ast.AsyncFunctionDef, name: str) -> bool:
    return any(ast.unparse(item).rpartition(".")[2] == name for item in func.decorator_list)


def summary_problem(func: ast.FunctionDef | ast.AsyncFunctionDef) -> str | None:
    """What is wrong with a public function's docstring summary, or None."""
    docstring = ast.get_docstring(func, clean=True)
    if docstring is None:
        return "has no docstring" if not _decorated(func, "overload") else None
    summary = next((line.strip() for line in docstring.splitlines() if line.strip()), "")
    if not has_words(summary):
        return "has a summary without words"
    if sentence_count(summary) > 1:
        return "has a summary of more than one sentence"
    if third_person(summary):
        return f"opens its summary with {summary.split()[0]!r}, not the imperative"
    opening = not_imperative(summary)
    if opening is not None:
        return f"opens its summary with {opening!r}, not the imperative"
    return None


class ImperativeSummaries(Instruction):
    """Give every function a docstring that opens with a one-line imperative summary.

    What it asks:
        Every public function and method has a docstring. Its first line is a single
        sentence in the imperative mood ("Return the total.", not "Returns the total")
        that ends with a period; when more text follows, a blank line separates it from
        the summary.

    Why:
        A summary line is what tools show in completions, `help()` and generated API
        pages. Writing it as a command keeps it short and about what the function does.

    Verified by:
        Ruff D102 and D103 (missing docstring on a public method or function), D205
        (blank line after the summary), D400 (summary ends with a period) and D401
        (imperative mood). Names starting with an underscore are private and exempt.
        Ruff does not count sentences ("Return the total. Also log it." passes), knows
        the mood only of verbs in its word list, and skips `@override` methods.

    Strict mode:
        Also fails a public function or method (module level or in a public class, not
        one inside a function, inside an `if`, `try`, `with`, loop or `match` there too)
        whose summary line holds more than one sentence (abbreviations such as "e.g." do
        not end one), has no word in it (a lone "."), or opens with a third-person verb
        (`Totals`, `Frobnicates`), also behind up to two adverbs (`Recursively computes`,
        `Also returns`) or a subject (`It returns`, `This function returns`), or with
        `Will`, `Shall`, `Would` or `We` (`Will return`, `We compute`); one
        decorated `@override` without a docstring; and a public function written as a
        lambda at module or class level, which cannot carry a docstring.
    """

    id = "doc_2"
    name = "imperative_summaries"
    category = "doc"
    description = "Document every function with a one-line imperative summary sentence."
    generation_prompt = (
        "Give every function and method a docstring whose first line is a one-sentence "
        'summary in the imperative mood (for example "Return ..." rather than '
        '"Returns ...") ending with a period; separate any further detail from it by a '
        "blank line."
    )
    edit_prompt = (
        "Add a docstring to every function and method that lacks one, and rewrite each "
        "docstring's first line as a single imperative sentence ending with a period, "
        "followed by a blank line if more text comes after it."
    )
    # No declared conflict with doc_3: every pydocstyle convention accepts a one-line
    # imperative summary ending with a period (google checks D415 instead of D400, and a
    # period satisfies both), so code can follow both; doc_3 selects its codes
    # explicitly, so D400/D401 findings are only ever attributed to this instruction.
    ruff_rules = ("D102", "D103", "D205", "D400", "D401")

    def strict_violations(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """Summaries Ruff lets through, overrides without docstrings, public lambdas."""
        found = [
            (line, f"`{name}` is a public function written as a lambda, without a docstring")
            for line, name in public_lambdas(facts)
        ]
        for func in public_api_functions(facts):
            problem = summary_problem(func)
            if problem is not None:
                found.append((facts.line_of(func), f"`{func.name}` {problem}"))
        return found

    def applies_to(self, code: str) -> bool:
        """True when the code defines at least one function."""
        tree = parse(code)
        return tree is not None and bool(functions(tree))
