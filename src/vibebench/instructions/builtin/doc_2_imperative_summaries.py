"""doc_2: every function has a one-line imperative docstring summary."""

from __future__ import annotations

import ast
import re
from typing import Any

from vibebench.instructions._base import Instruction
from vibebench.instructions._code_facts import functions, parse
from vibebench.instructions._strict import Finding, StrictFacts
from vibebench.instructions._strict_text import (
    factory_made,
    has_words,
    inherited_privately,
    not_imperative,
    public_api_functions,
    public_lambdas,
    public_wrapped_callables,
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
    problem = labelled_mood_problem(spoken)
    if problem is not None:
        return problem
    noun = _noun_phrase(summary)
    if noun is not None:
        return f"opens its summary with a noun phrase or purpose, {noun!r}, not the imperative"
    return None


def labelled_mood_problem(spoken: str) -> str | None:
    """`mood_problem` of a summary line, also of what follows a label (`Summary: computes
    ...`)."""
    problem = mood_problem(spoken)
    label = _LABEL.match(spoken)
    if problem is None and label is not None:  # `Summary: computes ...`: judge what follows
        problem = mood_problem(spoken[label.end() :])
        if problem is not None:
            name = label.group("plain") or label.group("bracketed")
            return f"{problem.removesuffix(_NOT_IMPERATIVE)}after the label {name!r}"
    return problem


def summary_mood_problem(func: ast.FunctionDef | ast.AsyncFunctionDef) -> str | None:
    """Why a function's docstring summary is not in the imperative mood, as doc_2's strict
    mode reads it (`labelled_mood_problem`), or None (also without a docstring, and for a
    property, which reads as an attribute)."""
    docstring = ast.get_docstring(func, clean=True)
    summary = next((line.strip() for line in (docstring or "").splitlines() if line.strip()), "")
    if not summary or _PROPERTIES & {_decorator_name(item) for item in func.decorator_list}:
        return None
    return labelled_mood_problem(_LEADING_MARKS.sub("", summary, count=1))


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


def mood_problem(spoken: str) -> str | None:
    """A summary's opening that is not a command (`_mood_problem`), also behind a leading
    phrase that ends at a comma (`Given a list, returns ...`, `For each key, the value is
    doubled`): a summary that opens with a preposition or a conjunction such as `Given`,
    `For`, `When` or `If` is judged again after each of the first commas (but one before
    the next item of a list, `For lists, tuples and sets, ...`)."""
    problem = _mood_problem(spoken)
    if problem is not None:
        return problem
    words = spoken.split(maxsplit=1)
    if len(words) < 2 or words[0].lower() not in _LEADING_WORDS:
        return None
    position = 0
    for _ in range(_MOST_LEADING_COMMAS):
        position = spoken.find(",", position) + 1
        if not position or len(spoken[:position].split()) > _LONGEST_LEADING_PHRASE:
            return None
        rest = spoken[position:].strip()
        if _LIST_GOES_ON.match(rest):  # `For lists, tuples and sets, return ...`
            continue
        problem = _mood_problem(rest) if rest[:1].isalpha() else None
        if problem is not None:
            phrase = spoken[:position]
            return f"{problem.removesuffix(_NOT_IMPERATIVE)}after the phrase {phrase!r}"
    return None


_LEADING_WORDS = frozenset({
    "given", "for", "with", "when", "whenever", "if", "unless", "on", "upon", "after",
    "before", "once", "using", "in", "from", "by", "while", "during", "without", "based",
    "depending", "assuming", "provided", "according", "at", "as", "since", "because",
    "where", "under", "within", "like", "unlike", "whether", "until", "except", "besides",
    "between", "across", "through", "via", "per", "against", "over", "beyond",
})  # fmt: skip
"""Prepositions and conjunctions that open a phrase before a summary's main clause
(`Given a list, ...`, `For each key, ...`, `If empty, ...`): no command opens with one."""
_LIST_GOES_ON = re.compile(r"[\w-]+(?:\s+[\w-]+)?\s*(?:,|\s(?:and|or|nor)\s)", re.IGNORECASE)
"""The next item of a list after a comma (`tuples and sets, ...`, `b, c, ...`): the
leading phrase has not ended there."""
_LONGEST_LEADING_PHRASE = 14
"""Words before a comma read as a leading phrase at most."""
_MOST_LEADING_COMMAS = 3


def _mood_problem(spoken: str) -> str | None:
    """A summary's opening that is not a command: a third-person verb or another finite
    one (`Is`, `Can`, `_FINITE_OPENINGS`), a third-person verb behind adverbs, a
    personal pronoun or a subject (`not_imperative`), or behind the code's name (`_CODE_SUBJECT`),
    a subject (`_subject_verb`) or a passive (`_passive`)."""
    subject = _CODE_SUBJECT.match(spoken) or _BARE_CODE_SUBJECT.match(spoken)
    if subject is not None:  # `total` computes ...: the code named, then what it does
        spoken = f"It {spoken[subject.end() :]}"
    if third_person(spoken) or _finite_opening(spoken):
        return f"opens its summary with {spoken.split()[0]!r}, {_NOT_IMPERATIVE}"
    opening = not_imperative(spoken) or _subject_verb(spoken) or _passive(spoken)
    if opening is not None:
        shown = opening if subject is None else f"{subject.group().strip()} {opening[3:]}"
        return f"opens its summary with {shown!r}, {_NOT_IMPERATIVE}"
    return None


_FINITE_OPENINGS = frozenset({
    "is", "are", "was", "were", "am", "has", "had", "did", "can", "could", "should",
    "may", "might", "must",
})  # fmt: skip
"""Finite verbs `third_person` misses (`Is`, `Has`, `Was` end like `this`, `was`) or that
have no third person (`Can`, `Must`): a summary opening with one (`Is the mean of the
values.`, `Can be negative.`) describes, it does not command."""


def _finite_opening(spoken: str) -> bool:
    """A summary of two or more words whose first is one of `_FINITE_OPENINGS`."""
    words = spoken.split(maxsplit=2)
    return len(words) > 1 and words[0].lower().strip(".,:;") in _FINITE_OPENINGS


_BARE_CODE_SUBJECT = re.compile(
    r"^(?:[A-Za-z_]\w*_\w*|[a-z]+[A-Z]\w*|[A-Za-z_]+\d\w*|[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+)"
    r"\s+(?=[A-Za-z])"
)
"""A name of code written bare as the subject of a summary: one with an underscore, a
capital after small letters, a digit, or dots (`word_count splits ...`, `wordCount
splits ...`, `np.sum adds ...`); no English word is written so."""
_DETERMINERS = frozenset({
    "the", "a", "an", "our", "my", "your", "their", "its", "his", "her", "each", "every",
    "that", "these", "those", "some", "any", "both", "all", "no",
})  # fmt: skip
"""Words that open a noun phrase, never a command."""
_FINITE = frozenset({
    "is", "are", "was", "were", "has", "does", "did", "can", "could", "will", "would",
    "shall", "should", "may", "might", "must", "gets", "got", "becomes", "stays",
    "remains",
})  # fmt: skip
"""Verbs that follow a subject (`The value is ...`, `Data gets cached`), and none a
command's verb (`Help get ...`, `Let have ...` are left out)."""
_SUBJECT_WORDS = 4
"""Words of a subject before its verb looked at (`Our small helper counts`)."""


def _subject_verb(spoken: str) -> str | None:
    """A subject then its verb: a determiner and up to three more words before a
    third-person or finite verb (`Our helper counts ...`, `The items are sorted`), or
    any one word before a finite verb (`Item is placed ...`, `Data gets cached`): a
    statement about something, not a command."""
    words = [word.strip(".,:;") for word in spoken.split()[: _SUBJECT_WORDS + 1]]
    lowered = [word.lower() for word in words]
    if len(words) < 2 or not words[0].isalpha():
        return None
    if lowered[1] in _FINITE:
        return " ".join(words[:2])
    if lowered[0] not in _DETERMINERS:
        return None
    for index in range(1, len(words)):
        if lowered[index] in _FINITE or third_person(words[index]):
            return " ".join(words[: index + 1])
    return None


_PASSIVE = frozenset({"is", "are", "was", "were", "gets", "get", "becomes", "become"})
_PARTICIPLE = re.compile(r"[a-z]{2,}(?:ed|en)")
_IRREGULAR = frozenset({
    "made", "done", "set", "put", "kept", "held", "found", "built", "sent", "read", "run",
    "cut", "split", "hit", "paid", "sold", "told", "lost", "spent", "won", "bound", "left",
    "met", "shut", "spread", "thrown", "shown", "known", "grown", "drawn", "worn", "torn",
    "sworn", "born", "brought", "bought", "caught", "taught", "thought", "sought", "fed",
    "led", "fled", "bred", "dealt", "felt", "meant", "slept", "swept", "wept", "dug",
    "hung", "stuck", "struck", "spun", "begun", "sung", "rung", "sunk", "shrunk",
})  # fmt: skip
_CLAUSE_VERBS = frozenset({
    "ensure", "verify", "check", "assert", "confirm", "test", "assume", "require",
    "expect", "guarantee", "validate", "make", "say", "note", "record", "report",
    "signal", "indicate", "pretend", "prove", "show", "tell", "declare", "flag", "warn",
    "detect", "determine", "insist", "ask", "see", "simulate", "wait", "predict",
    "decide", "remember", "demand", "suppose", "state", "claim", "notice", "know",
    "mark", "log", "print", "emit", "raise", "return", "yield", "fail", "complain",
    "document", "explain", "describe", "mock", "fake", "guess", "infer",
})  # fmt: skip
"""Commands whose object may be a clause (`Ensure the cache is loaded.`, `Verify input
is sorted.`): a passive after them is part of the object."""
_CLAUSE_OPENERS = frozenset({
    "if", "when", "whether", "that", "unless", "once", "until", "while", "after",
    "before", "because", "so", "as", "where", "which", "who", "whenever", "since", "how",
})  # fmt: skip


def _passive(spoken: str) -> str | None:
    """A subject of two or three words and a passive verb (`Top item is removed ...`,
    `The new item gets placed`), not the clause a command takes as its object (`Ensure
    the cache is loaded`) or one a conjunction opens (`Raise when the list is emptied`)."""
    words = [word.strip(".,:;") for word in spoken.split()[:5]]
    lowered = [word.lower() for word in words]
    for index in (2, 3):
        if index + 1 >= len(words) or lowered[index] not in _PASSIVE:
            continue
        participle = lowered[index + 1]
        if not (_PARTICIPLE.fullmatch(participle) or participle in _IRREGULAR):
            continue
        before = lowered[:index]
        if before[0] in _CLAUSE_VERBS or _CLAUSE_OPENERS.intersection(before):
            return None
        if not all(word.isalpha() for word in words[:index]):
            return None
        return " ".join(words[: index + 2])
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
        `Will`, `Shall` or `Would` (`Will return`), a personal pronoun as the subject (`We
        compute`, `I compute`, `You get`, `They`, `He`, `She`), or a finite verb that is
        no third-person form ending in `s` (`Is`, `Are`, `Was`, `Were`, `Am`, `Has`,
        `Had`, `Did`, `Can`, `Could`, `Should`, `May`, `Might`, `Must`: `Is the mean of
        the values.`, `Can be zero.`) before another word, each also
        behind a label (one word, or a word and a noun such as `summary`, before a
        colon, a dash, an arrow or `=`, or in brackets: `Summary: computes ...`,
        `[Brief] returns ...`, `**Note**: it returns ...`), or behind a leading phrase
        that opens with a preposition or conjunction (`Given`, `For`, `When`, `If`, ...)
        and ends at one of the first three commas within fourteen words (`Given a list,
        returns ...`, `For each key, the value is doubled`), or that opens with a subject
        and its verb: a determiner or possessive (`The`, `Our`, `Each`, ...) and up to three
        words before a third-person or finite verb (`Our helper counts ...`), any one word
        before a finite verb (`is`, `has`, `can`, `gets`, ...: `Item is placed ...`), a
        code name written bare (with an underscore, a capital after small letters, a digit
        or dots: `word_count splits ...`), or a passive after a subject of two or three
        words (`Top item is removed ...`; not after a command that takes a clause, `Ensure
        the cache is loaded`, nor after `if`, `when`, `that`, ...), or with a noun
        straight before `of` (`Sum of the values.`, `Factorial of n.`; the few verbs
        and phrases that take `of`, `Dispose of`, `Instead of`, aside) or with `To` and
        a verb (`To compute the sum.`); a property's summary (`@property`,
        `@cached_property`) reads as an attribute (Ruff's D401 skips properties too),
        so it fails only when it opens with a third-person verb from a short list
        (`Returns`, `Gets`, `Computes`, `Calculates`, ... but `Returns of the
        portfolio.`, a noun): plural nouns open attribute summaries (`Prices in the
        cart.`); one decorated `@override` without a docstring; a public
        function written as a lambda at module or class level, which cannot carry a
        docstring; a public method bound to a `functools.partialmethod`, to a `partial`
        in a class body, or to a `staticmethod` or `classmethod` of a lambda or of one of
        those (`area = staticmethod(lambda w, h: w * h)`), none with a docstring of its own
        (a module's `md5 = partial(hashlib.md5, ...)` is a configured alias, not judged);
        a public function or method bound to a lambda (also bound once to a name) given
        alone to a decorator that keeps its docstring (`functools.lru_cache(maxsize=
        None)(lambda ...)`, `functools.cache(lambda ...)`, or any decorator factory's
        result called on it, `wraps(f)(lambda ...)`), or to a `property` or
        `functools.cached_property` without a `doc` whose getter is a lambda, an
        `operator.attrgetter`, `itemgetter`, `methodcaller` or `functools.partial` object,
        or one of the wrapped callables above (`total = property(lambda self: ...)`,
        `items = property(attrgetter('_items'))`), also put on a public module-level class
        after it (`Cart.total = property(...)`); a public method written as a lambda, or as
        one of those wrapped callables, under a public key of the namespace (a dict literal
        or `dict(...)`, also bound once to a name) of a public class made by `type(name,
        bases, namespace)` or `dataclasses.make_dataclass(..., namespace=...)`;
        the functions, and the public methods of the classes, that a module-level function
        defines and returns when the module binds its result to a public name (`Counter =
        _build_counter_class()`); the public methods a public module-level class inherits
        from a private class of the module (`class Stack(_StackBase)`, also through a
        chain of them) and does not define itself; and a private function (`_total`) the
        code publishes under a public
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
        Still possible: a leading phrase without a comma (`Given a list returns ...`),
        a passive behind a subject of four or more words, other noun phrases (`Fibonacci
        number of n.`, `Dispatcher for events.`, or any behind a label, `Summary: sum
        of the values.`), which Ruff's word list does not know
        as nouns, a method without arguments made a property whose summary opens with a
        third-person verb off that short list or behind an adverb, a lambda given to
        another library's decorator called by its bare name (`jit(lambda ...)`), a
        property's getter made by the code's own factory, and publishing under a name
        computed at run time.
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
        found += [
            (line, f"`{name}` is {what}, without a docstring of its own")
            for line, name, what in public_wrapped_callables(facts)
        ]
        judged = [*public_api_functions(facts), *published_private_functions(facts)]
        more = [*served_by_getattr(facts)[0], *factory_made(facts)[0], *inherited_privately(facts)]
        judged += [func for func in more if func not in judged]
        for func in judged:
            problem = summary_problem(func)
            if problem is not None:
                found.append((facts.line_of(func), f"`{func.name}` {problem}"))
        return found

    def applies_to(self, code: str) -> bool:
        """True when the code defines at least one function."""
        tree = parse(code)
        return tree is not None and bool(functions(tree))
