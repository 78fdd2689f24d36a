"""doc_2: every function has a one-line imperative docstring summary."""

from __future__ import annotations

import ast
import re
from typing import Any

from vibebench.instructions._base import Instruction
from vibebench.instructions._code_facts import functions, parse
from vibebench.instructions._strict import Finding, StrictFacts
from vibebench.instructions._strict_text import (
    has_words,
    not_imperative,
    public_api_functions,
    public_lambdas,
    published_private_functions,
    sentence_count,
    served_by_getattr,
    third_person,
)


def _decorated(func: ast.FunctionDef | ast.AsyncFunctionDef, name: str) -> bool:
    return any(_decorator_name(item) == name for item in func.decorator_list)


def _decorator_name(decorator: ast.expr) -> str:
    """The last dotted name of a decorator (`cached_property` of `functools.cached_property`)."""
    return ast.unparse(decorator).rpartition(".")[2]


_PROPERTIES = frozenset({"property", "cached_property"})


_OF_OPENINGS = frozenset({
    "dispose", "think", "beware", "approve", "disapprove", "conceive", "speak", "hear",
    "consist", "partake", "repent", "despair", "tire", "smell", "taste", "instead",
    "regardless", "irrespective", "because", "ahead", "out", "inside", "outside",
})  # fmt: skip
"""First words a command (or a phrase before it) may have straight before `of`:
`Dispose of the handle.`, `Instead of raising, return None.`"""


def _noun_phrase(summary: str) -> str | None:
    """The opening of a summary that names a thing or a purpose instead of commanding
    (`Sum of the values.`, `Factorial of n.`, `To compute the sum.`): a first word
    straight before `of`, which a verb's object never is, but for the few verbs and
    phrases that take `of` (`_OF_OPENINGS`), or `To` before a word."""
    words = summary.split()[:2]
    if len(words) < 2 or not words[0].isalpha():
        return None
    if words[0].lower() == "to" and words[1].isalpha():  # `To compute the sum.`: a purpose
        return " ".join(words)
    if words[1].lower().rstrip(".,:;") != "of":
        return None
    return None if words[0].lower() in _OF_OPENINGS else " ".join(words)


_LEADING_MARKS = re.compile(r"^[^\w\s`'\"(\[]+\s*")
"""Arrows, bullets and dashes before a summary (`→ Computes ...`, `• Returns ...`): they
change nothing about its mood."""
_CODE_SUBJECT = re.compile(
    r"^(?:`+[^`]+`+|'[\w.]+'|\"[\w.]+\"|[A-Za-z_][\w.]*\([^()]*\))\s+(?=[A-Za-z])"
)
"""A name of code as the subject of a summary: in backticks or quotes, or called
(`` `total` computes ...``, `total() computes ...`): a statement about it, not a command."""


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
    spoken = _LEADING_MARKS.sub("", summary, count=1)
    if _PROPERTIES & {_decorator_name(item) for item in func.decorator_list}:
        # read as an attribute (`Initials of the user.`), as Ruff's D401 allows
        return _property_problem(spoken)
    problem = _mood_problem(spoken)
    label = _LABEL.match(spoken)
    if problem is None and label is not None:  # `Summary: computes ...`: judge what follows
        problem = _mood_problem(spoken[label.end() :])
        if problem is not None:
            name = label.group("plain") or label.group("bracketed")
            return f"{problem.removesuffix(_NOT_IMPERATIVE)}after the label {name!r}"
    if problem is not None:
        return problem
    noun = _noun_phrase(summary)
    if noun is not None:
        return f"opens its summary with a noun phrase or purpose, {noun!r}, not the imperative"
    return None


_NOT_IMPERATIVE = "not the imperative"
_LABEL_NOUNS = (
    "summary|description|overview|purpose|note|notes|info|explanation|docstring|doc|brief"
    "|details|behaviou?r|usage|function|method"
)
_LABEL_WORDS = rf"[A-Za-z][\w-]*|[A-Za-z][\w-]*[ ](?:{_LABEL_NOUNS})"
_LABEL = re.compile(
    rf"(?:\*\*|__)?(?P<plain>{_LABEL_WORDS})(?:\*\*|__)?"
    r"(?:\s*:|\s+[-\u2013\u2014]+|\s*=>?|\s*->)\s+(?=\S)"
    rf"|[\[(<](?P<bracketed>{_LABEL_WORDS})[\])>]\s+(?=\S)",
    re.IGNORECASE,
)
"""A label before a summary: one word, or a word and a noun such as `summary` (`Short
summary`), behind a colon, a dash, an arrow or `=` (`Summary: computes ...`, `Brief -
returns ...`, `**Summary**: ...`), or in brackets (`[Summary] computes ...`): what
follows it is the summary, judged as one. Two words of other kinds before a dash are a
command with its object (`Validate input - raises ...`)."""


def _mood_problem(spoken: str) -> str | None:
    """A summary's opening that is not a command: a third-person verb, also behind
    adverbs or a subject (`not_imperative`), or behind the code's name (`_CODE_SUBJECT`)."""
    subject = _CODE_SUBJECT.match(spoken)
    if subject is not None:  # `total` computes ...: the code named, then what it does
        spoken = f"It {spoken[subject.end() :]}"
    if third_person(spoken):
        return f"opens its summary with {spoken.split()[0]!r}, {_NOT_IMPERATIVE}"
    opening = not_imperative(spoken)
    if opening is not None:
        shown = opening if subject is None else f"{subject.group().strip()} {opening[3:]}"
        return f"opens its summary with {shown!r}, {_NOT_IMPERATIVE}"
    return None


_PROPERTY_VERBS = frozenset({
    "returns", "gets", "computes", "calculates", "gives", "provides", "retrieves",
    "fetches", "determines", "tells", "builds", "creates", "generates", "converts",
    "evaluates", "produces", "finds",
})  # fmt: skip
"""Third-person verbs that no attribute-style summary opens with (`Returns the total.`);
plural nouns do (`Prices in the cart.`), so a property's summary is judged only by these."""
_NOUN_AFTER = frozenset({"of", "per"})
"""`Returns of the portfolio.`: the word is a noun."""


def _property_problem(spoken: str) -> str | None:
    """A property's summary opening with a verb of `_PROPERTY_VERBS` (`Returns the sum`)."""
    words = [word.lower().strip(".,:;") for word in spoken.split()[:2]]
    if words and words[0] in _PROPERTY_VERBS and not _NOUN_AFTER.intersection(words[1:]):
        return f"opens its summary with {spoken.split()[0]!r}, not the imperative"
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
        (`Totals`, `Frobnicates`), also behind arrows, bullets or other marks (`→
        Computes`, `• Returns`), behind adverbs (up to six words of them, the `and`s
        and commas between them included: `Recursively computes`, `Also returns`, `Quickly, lazily
        and safely flattens`), or behind a subject (`It returns`, `This function
        returns`, or the code's name in backticks or quotes or called: `` `total`
        computes``, `total() computes`; a summary that opens with such a name is read
        as a statement about it, so `` `None` values are skipped`` fails too), or with
        `Will`, `Shall`, `Would` or `We` (`Will return`, `We compute`), each also
        behind a label (one word, or a word and a noun such as `summary`, before a
        colon, a dash, an arrow or `=`, or in brackets: `Summary: computes ...`,
        `[Brief] returns ...`, `**Note**: it returns ...`), or with a noun
        straight before `of` (`Sum of the values.`, `Factorial of n.`; the few verbs
        and phrases that take `of`, `Dispose of`, `Instead of`, aside) or with `To` and
        a verb (`To compute the sum.`); a property's summary (`@property`,
        `@cached_property`) reads as an attribute (Ruff's D401 skips properties too),
        so it fails only when it opens with a third-person verb from a short list
        (`Returns`, `Gets`, `Computes`, `Calculates`, ... but `Returns of the
        portfolio.`, a noun): plural nouns open attribute summaries (`Prices in the
        cart.`); one decorated `@override` without a docstring; a public
        function written as a lambda at module or class level, which cannot carry a
        docstring; and a private function (`_total`) the code publishes under a public
        name, judged as a public one, and so the public methods of a private class it
        publishes (`Cart = _Cart`): in the same body (`total = _total`), in a literal
        `__all__`, or on the module at run time (`globals().update(total=_total)`,
        `globals()['total'] = _total`, `vars().update({'total': _total})`,
        `setattr(sys.modules[__name__], 'total', _total)`, `sys.modules[__name__].total
        = _total`), or on a public module-level class after it (`Cart.total = _total`,
        `setattr(Cart, 'total', _total)`; a lambda so put, `Cart.total = lambda self:
        ...`, is a public lambda), or served by a module-level `__getattr__` (or a
        public class's `__getattr__`/`__getattribute__`, for its private methods) that
        reads it other than to call it: by name (`return _total`, also through a table,
        `_LAZY[name]`), as an attribute (`self._total`), or looked up in `globals()`,
        `vars()` or with `getattr` on the module or class by a constant key, a key with
        a private start (`'_' + name`) or any key but the asked name itself.
        Still possible: other noun phrases (`Fibonacci
        number of n.`, `Dispatcher for events.`, or any behind a label, `Summary: sum
        of the values.`), which Ruff's word list does not know
        as nouns, a method without arguments made a property whose summary opens with a
        third-person verb off that short list or behind an adverb, and publishing under
        a name computed at run time.
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
        judged = [*public_api_functions(facts), *published_private_functions(facts)]
        judged += [func for func in served_by_getattr(facts)[0] if func not in judged]
        for func in judged:
            problem = summary_problem(func)
            if problem is not None:
                found.append((facts.line_of(func), f"`{func.name}` {problem}"))
        return found

    def applies_to(self, code: str) -> bool:
        """True when the code defines at least one function."""
        tree = parse(code)
        return tree is not None and bool(functions(tree))
