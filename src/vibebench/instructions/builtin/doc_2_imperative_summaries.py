"""doc_2: every function has a one-line imperative docstring summary."""

from __future__ import annotations

import ast
import copy
import inspect
import re
import unicodedata
from typing import Any

from vibebench.instructions._base import Instruction
from vibebench.instructions._code_facts import functions, parse
from vibebench.instructions._strict import Finding, StrictFacts
from vibebench.instructions._strict_flow import own_walk
from vibebench.instructions._strict_names import NAMESPACE, UNKNOWN, const_str
from vibebench.instructions._strict_prose import (
    borrowed_findings,
    factory_unpacked,
    written_in_pieces,
)
from vibebench.instructions._strict_text import (
    TYPE_CALL_ARGUMENTS,
    api_level,
    attached_to_class,
    factory_made,
    glued_sentences,
    has_words,
    inherited_privately,
    made_classes,
    not_imperative,
    public_api_functions,
    public_classes,
    public_scope,
    published_private_functions,
    sentence_count,
    served_by_getattr,
    third_person,
    undocumented_callables,
)
from vibebench.instructions.builtin.doc_1_doc_line_length import DASHES, called_doc_writes


def _decorated(func: ast.FunctionDef | ast.AsyncFunctionDef, name: str) -> bool:
    return any(_decorator_name(item) == name for item in func.decorator_list)


def _decorator_name(decorator: ast.expr) -> str:
    """The last dotted name of a decorator (`cached_property` of `functools.cached_property`)."""
    return ast.unparse(decorator).rpartition(".")[2]


_PROPERTIES = frozenset({"property", "cached_property"})


def _property_decorated(
    func: ast.FunctionDef | ast.AsyncFunctionDef, facts: StrictFacts | None
) -> bool:
    """Whether a decorator makes `func` a property (`@property`, `@cached_property`): by
    what the decorator resolves to, not its local name (`lru_cache` imported as
    `cached_property` is no property); every name it may resolve to must be one. Without
    facts, or for a decorator nothing resolves, its last dotted name is read."""
    for decorator in func.decorator_list:
        names = frozenset() if facts is None else facts.names.names(decorator) - {UNKNOWN}
        last = {name.rpartition(".")[2].removeprefix("local:") for name in names}
        if last <= _PROPERTIES if last else _decorator_name(decorator) in _PROPERTIES:
            return True
    return False


_OF_OPENINGS = frozenset({
    "dispose", "think", "beware", "approve", "disapprove", "conceive", "speak", "hear",
    "consist", "partake", "repent", "despair", "tire", "smell", "taste", "instead",
    "regardless", "irrespective", "because", "ahead", "out", "inside", "outside", "warn",
    "complain", "boast", "tell", "learn",
})  # fmt: skip
"""First words a command (or a phrase before it) may have straight before `of`:
`Dispose of the handle.`, `Warn of deprecated options.`, `Instead of raising, return
None.`"""


def _noun_phrase(summary: str) -> str | None:
    """The opening of a summary that names a thing or a purpose instead of commanding
    (`Sum of the values.`, `Factorial of n.`, `To compute the sum.`): a first word
    straight before `of`, which a verb's object never is, but for the few verbs and
    phrases that take `of` (`_OF_OPENINGS`), or `To` before a word."""
    words = summary.split()[:2]
    if words and "-" in words[0]:
        return _role_noun(summary)  # `Sort-key for ...`
    if len(words) < 2 or not words[0].isalpha():
        return None
    purpose = _purpose(summary)
    if purpose is not None:
        return purpose
    if words[1].lower().rstrip(".,:;") != "of":
        return _described_noun(summary) or _role_noun(summary)
    return None if words[0].lower() in _OF_OPENINGS else " ".join(words)


_GATHERING_VERBS = frozenset({
    "sort", "filter", "group", "rank", "merge", "partition", "shard", "bucket", "cluster",
    "dedupe", "deduplicate",
})  # fmt: skip
"""Verbs whose object is many things (`Sort the items`), never one bare role."""
_ROLES = frozenset({
    "key", "function", "func", "predicate", "comparator", "criterion", "order",
    "strategy", "callback", "helper", "field", "column", "rule", "condition", "mask",
    "spec",
})  # fmt: skip
"""Singular nouns a function is named for (`Sort key`, `Filter predicate`)."""
_ROLE_LINKS = frozenset({
    "for", "used", "that", "which", "when", "to", "applied", "passed", "of", "in", "on",
})  # fmt: skip


def _role_noun(summary: str) -> str | None:
    """The opening of a summary that names the function's role with a verb as its
    modifier (`Sort key for ranking items.`, `Filter predicate used by load.`): a verb of
    `_GATHERING_VERBS`, whose command needs many things, before one bare role of
    `_ROLES`, then the summary's end or a word that links a noun (`for`, `of`, `used`),
    or the two joined by a hyphen (`Sort-key for ...`, `Sort-keys ...`), which no
    command is; `Sort keys by ...`, `Sort keys for display.`, `Sort key columns ...`
    stay commands."""
    words = summary.split()[:3]
    if not words or words[0].lower().partition("-")[0] not in _GATHERING_VERBS:
        return None
    verb, hyphen, joined = words[0].rstrip(".:;,").partition("-")
    if hyphen:
        role = joined.lower()
        return words[0].rstrip(".:;,") if _role_or_roles(role) and role.isalpha() else None
    if len(words) < 2:  # noqa: PLR2004
        return None
    role = words[1].lower()
    ended = role[-1:] in ".:;,"
    if role.rstrip(".:;,") not in _ROLES or not words[1].rstrip(".:;,").isalpha():
        return None
    if _adverbial(summary.split()[2:5]):
        return None  # `Sort column in place`: the role is the command's object
    if ended or len(words) == 2 or words[2].lower() in _ROLE_LINKS:  # noqa: PLR2004
        return f"{verb} {words[1].rstrip('.:;,')}"
    return None


_ADVERBIALS = frozenset({
    "place", "reverse", "ascending", "descending", "bulk", "turn", "memory", "situ",
    "batches", "chunks",
})  # fmt: skip
"""Words after `in` that make an adverbial of how a command is done (`in place`, `in
reverse`, `in ascending order`), not a noun the role serves (`Sort key in ranking`)."""


def _adverbial(words: list[str]) -> bool:
    """Whether the words after a role noun open an adverbial of manner (`in place`,
    `in-place`, `in reverse order`; not `in place of`): the role is then the command's
    object."""
    if not words:
        return False
    first = words[0].lower().rstrip(".:;,")
    if first in {"in-place", "inplace"}:
        return True
    after = [word.lower().rstrip(".:;,") for word in words[1:]]
    return first == "in" and after[:1] != [] and after[0] in _ADVERBIALS and after[1:2] != ["of"]


def _role_or_roles(word: str) -> bool:
    """A role of `_ROLES`, or its plural (`keys`, `criteria`, `strategies`)."""
    single = word.removesuffix("ies") + "y" if word.endswith("ies") else word.removesuffix("s")
    return word in _ROLES or single in _ROLES or word == "criteria"


_NOUN_ADJECTIVES = frozenset({
    "first", "last", "next", "previous", "largest", "smallest", "greatest", "highest",
    "lowest", "longest", "shortest", "biggest", "best", "worst", "nearest", "closest",
    "earliest", "latest", "newest", "oldest", "maximum", "minimum", "current", "whole",
    "entire", "absolute", "relative", "cumulative", "median",
})  # fmt: skip
"""Adjectives that open a noun phrase (`Largest value of the list.`) and are no verbs."""
_ADJECTIVE_ENDINGS = ("ic", "ical", "ous", "ful")
_VERBS_SO_ENDING = frozenset({"panic", "mimic", "traffic", "frolic", "picnic"})


def _described_noun(summary: str) -> str | None:
    """The opening of a summary that is an adjective and a noun before `of` (`Arithmetic
    mean of the values.`, `Largest value of the list.`): a noun phrase, as one word before
    `of` is. The adjective is known (`_NOUN_ADJECTIVES`, `_ADJECTIVES`) or has an
    adjective's ending no verb has (`-ic`, `-ous`, `-ful`)."""
    words = summary.split()[:3]
    if len(words) < 3 or words[2].lower().rstrip(".,:;") != "of" or not words[1].isalpha():  # noqa: PLR2004
        return None
    first = words[0].lower()
    adjective = (
        first in _NOUN_ADJECTIVES
        or first in _ADJECTIVES
        or (first.endswith(_ADJECTIVE_ENDINGS) and first not in _VERBS_SO_ENDING)
    )
    return " ".join(words) if adjective and first.isalpha() else None


_ADJECTIVES = frozenset({
    "equivalent", "safe", "unsafe", "similar", "useful", "able", "unable", "responsible",
    "suitable", "unsuitable", "identical", "compatible", "incompatible", "valid", "invalid",
    "analogous", "convenient", "helpful", "necessary", "unnecessary", "applicable",
    "relevant", "irrelevant", "consistent", "inconsistent", "available", "unavailable",
    "ready", "sensitive", "insensitive", "independent", "dependent", "akin", "comparable",
    "interchangeable", "synonymous", "likely", "unlikely", "possible", "impossible",
    "capable", "incapable", "eligible", "liable", "prone", "handy", "good", "same",
    "thread-safe", "idempotent", "efficient", "optional", "mandatory", "faithful",
    "appropriate", "inappropriate", "allowed", "intended", "meant", "specific",
})  # fmt: skip
"""Adjectives (and participles used as them) no command opens with: `Equivalent to`,
`Safe to call`, `Useful for`. Words that are verbs too (`Empty`, `Clean`, `Open`,
`Close`, `Clear`, `Free`, `Round`, `Square`, `Double`, `Secure`) are left out."""
_ADJECTIVE_LINKS = frozenset({"to", "for", "with", "as"})


def _adjective_phrase(summary: str) -> str | None:
    """The opening of a summary that describes instead of commanding, an adjective and
    `to`/`for`/`with`/`as` (`Equivalent to summing the prices.`, `Safe to call
    twice.`): a predicate without its subject, not the imperative."""
    words = summary.split()[:2]
    if len(words) < 2:  # noqa: PLR2004
        return None
    first, link = words[0].lower(), words[1].lower().rstrip(".,:;")
    if first in _ADJECTIVES and link in _ADJECTIVE_LINKS:
        return " ".join(words)
    return None


def _purpose(summary: str) -> str | None:
    """The opening of a summary that states a purpose, `To` and a word (`To compute the
    sum.`): an infinitive, not a command."""
    words = summary.split()[:2]
    if len(words) == 2 and words[0].lower() == "to" and words[1].isalpha():  # noqa: PLR2004
        return " ".join(words)
    return None


_STOPS = re.compile(
    "[\u3002\u0964\u0965\u06d4\u061f\u0589\u1362\u1367\u1368\u1803\u1809\u203c"
    "\u203d\u2047\u2048\u2049\u2e2e\u0f0d\u104b\u17d4\ua4ff\ua60e\ua6f3\ua6f7]\\s*"
)
"""Full stops, question and exclamation marks of other scripts that NFKC leaves as they
are (the ideographic full stop U+3002, the Devanagari danda, the Arabic full stop and
question mark, ...): each ends a sentence as `.` does."""
_LOWER_STOP = re.compile(
    r"(?<![\w.])([A-Za-z][a-z]+|[A-Z][A-Z0-9]+s?)[.!?]\s+"
    r"([a-z][a-z0-9]*(?:_[a-z0-9]+)+|[a-z]{2,})\s+[a-z]+\b"
)
"""A stop after a word (also all capitals, `CSV.`), then a space and a lower-case word
that goes on with another one (`Return the total. negative prices count as refunds.`): a
second sentence whose first letter is left small."""
_SIGNED_STOP = re.compile(r"(?<![\w.])([A-Za-z][A-Za-z0-9]*)[.!?]\s+[-+\u2212]\d")
"""A stop after a word, then a space and a signed number (`Return the position. -1 means
absent.`): a second sentence opened by a number, as one opened by a digit is."""
_ABBREVIATIONS = frozenset({
    "etc", "vs", "approx", "resp", "incl", "excl", "esp", "cf", "al", "ca", "viz", "fig", "eq",
    "no", "nos", "vol", "ch", "sec", "ref", "ver", "min", "max", "avg", "std", "dept",
    "mr", "mrs", "ms", "dr", "st", "jr", "sr", "co", "inc", "ltd", "corp", "ed", "eds",
    "pp", "op", "def", "var", "arg", "args", "param", "ex", "misc", "est", "orig", "prev",
})  # fmt: skip
"""Abbreviations a lower-case word may follow inside one sentence (`etc. and`, `cf. the`)."""


_MARKED_STOP = re.compile(
    r"(?<![\w.])([A-Za-z][a-z]*)[.!?]\s+(?:\*{1,2}|_{1,2}|~~)(?=[A-Za-z0-9])"
)
"""A stop after a word, then a space and a word behind marks of emphasis (`Return the
total. *Negative* prices count as refunds.`): a second sentence that opens emphasised."""


_CLAUSE_ENDING_ABBREVIATIONS = (
    "approx|resp|incl|excl|esp|viz|misc|est|orig|prev|al|inc|ltd|corp|min|max|avg|std|args"
    "|param|var"
)
_ABBREVIATED_STOP = re.compile(
    rf"(?<![\w.])(?i:{_CLAUSE_ENDING_ABBREVIATIONS})\.\s+([A-Z][A-Za-z0-9]*)\b(.*)"
)
"""A stop after an abbreviation that ends a phrase (`approx.`, `incl.`, `et al.`), then a
capitalised word or an acronym (`incl. VAT`): a second sentence when the word opens one
(`_OPENERS`) or is a third-person verb (`Return the amount, approx. Rounds the result to
cents.`), or when the acronym is the subject of a verb (`_SUBJECT_VERBS`: `incl. VAT is
added by the caller.`). A lower-case word after it goes on with the sentence (`incl. the
checksum`, `reads resp. writes`): `_lower_sentences` judges those."""
_OPENERS = frozenset({
    "the", "a", "an", "it", "this", "that", "these", "those", "each", "every", "all", "any",
    "no", "none", "some", "if", "when", "otherwise", "then", "also", "note", "see", "use",
    "return", "raise", "round", "skip", "ignore", "we", "you", "they", "there", "log",
    "compute", "calculate", "check", "build", "create", "make", "convert", "parse", "add",
    "remove", "load", "save", "write", "read", "print", "handle", "sort", "ensure", "keep",
    "yield", "call", "pass", "fail", "strip", "its", "our", "their", "both",
})  # fmt: skip
"""Words that open a sentence rather than go on with a name after an abbreviation: a
determiner, a pronoun, a conjunction or a common command (`incl. Log each step.`)."""
_SUBJECT_VERBS = frozenset({
    "is", "are", "was", "were", "has", "have", "had", "will", "would", "can", "could",
    "may", "might", "must", "shall", "should", "does", "do", "did", "gets", "get",
})  # fmt: skip
"""Verbs an acronym after an abbreviation is the subject of, opening a second sentence."""
_ACRONYM = re.compile(r"[A-Z](?:[A-Z0-9]|[a-z]*[A-Z0-9])*")
"""A word of capitals and digits (`VAT`, `Q1`, `N`, `NaN`): a name, a unit or a symbol."""


def _abbreviated_sentences(summary: str) -> bool:
    """Whether a summary holds a second sentence after an abbreviation that may end a
    phrase (`_ABBREVIATED_STOP`), which `sentence_count` takes as going on."""
    for match in _ABBREVIATED_STOP.finditer(summary):
        word, rest = match.group(1), match.group(2)
        if _ACRONYM.fullmatch(word) and word not in {"A", "I"}:
            after = rest.split()[:1]
            if after and after[0].lower().strip(".,:;") in _SUBJECT_VERBS:
                return True
        elif word.lower() in _OPENERS or third_person(word + rest):
            return True
    return False


def _lower_sentences(summary: str) -> bool:
    """Whether a summary holds a second sentence opened by a lower-case word or name
    (`_LOWER_STOP`, `max_price limits ...`), by a signed number (`_SIGNED_STOP`, `-1
    means ...`) or by an emphasised word (`_MARKED_STOP`,
    `*Negative* prices ...`) after a word that is no abbreviation (`_ABBREVIATIONS`)."""
    matches = [*_LOWER_STOP.finditer(summary), *_MARKED_STOP.finditer(summary)]
    matches += _SIGNED_STOP.finditer(summary)
    return any(
        (match.group(1).lower() not in _ABBREVIATIONS or _clause_after_etc(match))
        and not _goes_on_after_short_word(match)
        for match in matches
    )


_SHORT_WORD = 4
"""Letters of a word that may be an abbreviation not listed (`www.`, `approx.`)."""


def _goes_on_after_short_word(match: re.Match[str]) -> bool:
    """A stop after a short word, then a word that goes on with the sentence
    (`_AFTER_ETC`: `Strip the leading www. from a host name.`): an abbreviation, not a
    second sentence."""
    return (
        match.re is _LOWER_STOP
        and len(match.group(1)) <= _SHORT_WORD
        and match.group(2) in _AFTER_ETC
    )


_AFTER_ETC = frozenset({
    "and", "or", "but", "nor", "so", "yet", "then", "also", "too", "as", "in", "on", "of",
    "for", "to", "from", "with", "without", "by", "at", "into", "onto", "over", "under",
    "through", "across", "via", "per", "within", "between", "among", "about", "after",
    "before", "than", "like", "that", "which", "who", "whose", "where", "when", "while",
    "if", "unless", "until", "is", "are", "was", "were", "be", "been", "being", "will",
    "would", "can", "could", "may", "might", "must", "shall", "should", "do", "does",
    "did", "has", "have", "had", "get", "gets", "all", "each", "only", "not", "first",
    "last", "always", "never", "here", "there", "inside", "outside", "apart", "included",
})  # fmt: skip
"""Words that go on with the sentence `etc.` stands in (`Strip tabs etc. from the text`,
`Spaces, tabs etc. are stripped`): conjunctions, prepositions, relative words, auxiliaries."""


def _clause_after_etc(match: re.Match[str]) -> bool:
    """Whether a lower-case word after `etc.` opens a new clause rather than going on
    with the sentence: a word that is no conjunction, preposition, relative word or
    auxiliary (`_AFTER_ETC`), participle (`-ed`) or adverb (`-ly`): `Return the mean,
    median etc. blank values are skipped first.` holds two sentences."""
    if match.group(1).lower() != "etc" or match.re is not _LOWER_STOP:
        return False
    word = match.group(2)
    return word not in _AFTER_ETC and not word.endswith(("ed", "ly"))


_LEADING_MARKS = re.compile(r"^(?:[@\\][A-Za-z]\w*\s+(?=\S)|[^\w\s`'\"(\[]+\s*)")
"""Arrows, bullets and dashes before a summary (`→ Computes ...`, `• Returns ...`), or a
Doxygen or Javadoc tag (`@brief Computes ...`, `\\short Returns ...`): they change
nothing about its mood."""
_CODE_SUBJECT = re.compile(
    r"^(?:`+[^`]+`+|'[\w.]+'|\"[\w.]+\"|[A-Za-z_][\w.]*\([^()]*\))\s+(?=[A-Za-z])"
)
"""A name of code as the subject of a summary: in backticks or quotes, or called
(`` `total` computes ...``, `total() computes ...`): a statement about it, not a command."""


def summary_problem(
    func: ast.FunctionDef | ast.AsyncFunctionDef, facts: StrictFacts | None = None
) -> str | None:
    """What is wrong with a public function's docstring summary, or None (`facts`, when
    given, resolve its decorators: see `_property_decorated`)."""
    docstring = ast.get_docstring(func, clean=True)
    if docstring is None:
        return "has no docstring" if not _decorated(func, "overload") else None
    summary = next((line.strip() for line in docstring.splitlines() if line.strip()), "")
    if not has_words(summary):
        return "has a summary without words"
    forged = forged_word(summary)
    if forged is not None:
        return _forged_problem(forged)
    summary = summary if summary.isascii() else unicodedata.normalize("NFKC", summary)
    language = other_language(summary)
    if language is not None:
        return language
    if (
        sentence_count(summary if summary.isascii() else _STOPS.sub(". ", summary)) > 1
        or _lower_sentences(summary)
        or _abbreviated_sentences(summary)
    ):
        return "has a summary of more than one sentence"
    if glued_sentences(summary):
        return "has a summary of more than one sentence (a stop without a space after it)"
    return _summary_mood(func, summary, facts)


def _summary_mood(
    func: ast.FunctionDef | ast.AsyncFunctionDef, summary: str, facts: StrictFacts | None
) -> str | None:
    """Why a one-sentence summary is not in the imperative mood (`summary_problem`'s last
    part), or None: a property's reads as an attribute, a runner's test's as a statement
    of what it checks."""
    spoken = _LEADING_MARKS.sub("", summary, count=1)
    if _property_decorated(func, facts):
        # read as an attribute (`Initials of the user.`), as Ruff's D401 allows
        return _property_problem(spoken)
    if facts is not None and runner_test(func, facts.code):
        return None
    problem = labelled_mood_problem(spoken)
    if problem is not None:
        return problem
    noun = _noun_phrase(summary)
    if noun is not None:
        return f"opens its summary with a noun phrase or purpose, {noun!r}, not the imperative"
    label = _LABEL.match(spoken)
    behind = spoken[label.end() :] if label is not None else ""
    phrase = behind and (_noun_phrase(behind) or _adjective_phrase(behind))
    if phrase:
        return f"opens its summary with a noun phrase, {phrase!r}, after a label"
    adjective = _adjective_phrase(spoken)
    if adjective is not None:
        return f"opens its summary with an adjective, {adjective!r}, not the imperative"
    return None


def runner_test(func: ast.FunctionDef | ast.AsyncFunctionDef, code: str) -> bool:
    """Whether a function is a test a runner calls, whose summary says what it checks
    (`Words differing in case are counted together.`), not a command: named as Ruff's
    D401 skips (`test...`, `runTest`), and never named again in the code. A function the
    program calls, or reaches by its name in a string, is judged as any other."""
    name = func.name
    if name != "runTest" and not name.startswith("test"):
        return False
    return len(re.findall(rf"\b{re.escape(name)}\b", code)) == 1


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
    forged = forged_word(summary)
    if forged is not None:
        return _forged_problem(forged)
    if not summary or _PROPERTIES & {_decorator_name(item) for item in func.decorator_list}:
        return None
    summary = summary if summary.isascii() else unicodedata.normalize("NFKC", summary)
    spoken = _LEADING_MARKS.sub("", summary, count=1)
    problem = other_language(summary) or labelled_mood_problem(spoken)
    purpose = _purpose(spoken) if problem is None else None
    if purpose is not None:
        return f"opens its summary with a purpose, {purpose!r}, not the imperative"
    adjective = _adjective_phrase(spoken) if problem is None else None
    if adjective is not None:
        return f"opens its summary with an adjective, {adjective!r}, not the imperative"
    return problem


_LOOKALIKES = frozenset(
    "\u0430\u0435\u043e\u0440\u0441\u0443\u0445\u0455\u0456\u0458\u0501\u04bb\u051b\u051d"
    "\u04cf\u0410\u0412\u0415\u041a\u041c\u041d\u041e\u0420\u0421\u0422\u0425\u0405\u0406"
    "\u0408\u0423\u051a\u051c\u03bf\u0391\u0392\u0395\u0396\u0397\u0399\u039a\u039c\u039d"
    "\u039f\u03a1\u03a4\u03a5\u03a7\u0585\u057d\u0570\u0578"
)
"""Letters of other scripts (Cyrillic, Greek, Armenian) drawn like Latin ones: the
Cyrillic dze U+0455 like `s`, Cyrillic U+0430 like `a`, the Greek omicron U+03BF like
`o`, the Greek capital alpha U+0391 like `A`. Greek letters written beside Latin ones in
honest text (mu in `us`, omega in `kOhm`, delta in `dx`, as units and names) are none."""
_LETTER_RUNS = re.compile(r"[^\W\d_]+")


def forged_word(text: str) -> str | None:
    """The first word of `text` whose Latin letters sit beside letters of another script
    drawn like Latin ones (`Returns` with a Cyrillic dze for its `s`): an English word forged
    so that no word list knows it. Text written wholly in another script is none."""
    if text.isascii():
        return None
    for word in _LETTER_RUNS.findall(unicodedata.normalize("NFKC", text)):
        if not word.isascii() and _LOOKALIKES.intersection(word) and _latin(word):
            return word
    return None


def _latin(word: str) -> bool:
    return any("a" <= char <= "z" or "A" <= char <= "Z" for char in word)


def _forged_problem(word: str) -> str:
    return f"writes {word!r} in its summary with letters of another script drawn like Latin"


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
    problem = _mood_problem(spoken) or _subject_after_discourse(spoken)
    if problem is not None:
        return problem
    words = spoken.split(maxsplit=1)
    if len(words) < 2 or words[0].lower() not in _LEADING_WORDS:
        return None
    verb = _verb_after_phrase(spoken)
    if verb is not None:
        return f"opens its summary with a leading phrase before {verb!r}, {_NOT_IMPERATIVE}"
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


_BEFORE_NOUN = frozenset({
    "the", "a", "an", "its", "their", "his", "her", "our", "your", "my", "this", "that",
    "these", "those", "which", "who", "whose", "of", "and", "or", "no", "any", "each",
    "every", "some", "on", "in", "for", "with", "by", "from", "to", "at", "into", "as",
})  # fmt: skip
"""Words after which a word of `_PROPERTY_VERBS` is a noun or in a relative clause
(`the returns`, `that returns None`), not the main verb."""


_PHRASE_WORDS = frozenset({
    "given", "for", "with", "using", "on", "upon", "from", "by", "based", "depending",
    "according", "at", "in", "via", "per", "through", "across", "over", "without",
    "during", "within", "under", "between", "against", "beyond",
})  # fmt: skip
"""`_LEADING_WORDS` that open a phrase, not a clause with its own verb (`When the server
returns 404 retry` holds one, `If`, `When`, `Once`, `While` ... are left out)."""


def _verb_after_phrase(spoken: str) -> str | None:
    """The third-person verb (`_PROPERTY_VERBS`) a leading phrase without a comma runs
    into (`Given a list returns the mean.`): within the first words, before any comma,
    and not after a determiner, preposition or relative word (`_BEFORE_NOUN`)."""
    words = spoken.split(",", 1)[0].split()[: _LONGEST_LEADING_PHRASE + 1]
    if words[0].lower() not in _PHRASE_WORDS:
        return None
    for before, word in zip(words[1:], words[2:], strict=False):
        if word.lower().strip(".;:") in _PROPERTY_VERBS and before.lower() not in _BEFORE_NOUN:
            return word
    return None


_DISCOURSE_WORDS = frozenset({
    "so", "then", "now", "thus", "hence", "therefore", "here", "next", "first", "finally",
    "also", "and", "but", "just", "well", "ok", "okay", "instead", "again", "afterwards",
    "meanwhile", "accordingly", "consequently", "basically", "essentially", "simply",
})  # fmt: skip
"""Words that tie a sentence to what came before (`So`, `Then`, `Now`) or soften it:
no command needs one before its verb, and a subject may hide behind one."""
_HIDDEN_SUBJECTS = frozenset({"we", "i", "you", "they", "he", "she", "it", "this", "one"})
_MOST_DISCOURSE = 3


def _subject_after_discourse(spoken: str) -> str | None:
    """A summary whose subject, a personal pronoun or `It`/`This`, comes behind up to three
    discourse words or adverbs, commas between them aside (`So we compute ...`, `Now, it
    returns ...`, `Basically we ...`): read again from that subject (`_mood_problem`).
    A noun phrase there (`So, the area is ...`: `_DETERMINERS`) is a subject too.
    A command behind them (`So compute ...`) is one."""
    words = spoken.split()
    skip = 0
    while skip < min(_MOST_DISCOURSE, len(words) - 1):
        word = words[skip].lower().strip(",;:")
        if word not in _DISCOURSE_WORDS and not _adverb_before(word):
            break
        skip += 1
    if not skip:
        return None
    phrase = " ".join(words[:skip])
    if words[skip].lower().strip(",") in _DETERMINERS:
        return (
            f"summary opens with a subject ({words[skip]!r}) behind {phrase!r}, {_NOT_IMPERATIVE}"
        )
    if words[skip].lower().strip(",") not in _HIDDEN_SUBJECTS:
        return _verb_after_conjunction(words, skip)
    problem = _mood_problem(" ".join(words[skip:]))
    if problem is None:
        return None
    return f"{problem.removesuffix(_NOT_IMPERATIVE)}behind {phrase!r}, {_NOT_IMPERATIVE}"


_CONJUNCTIONS = frozenset({"and", "but", "or", "nor", "so", "yet", "then", "also", "plus"})
"""Conjunctions that tie a summary to what came before (`But returns ...`): the verb
behind them is judged as the summary's first word."""


def _verb_after_conjunction(words: list[str], skip: int) -> str | None:
    """A summary whose verb, not a command, comes behind conjunctions and discourse words
    (`But returns zero ...`, `And then computes ...`): read again from that verb
    (`_mood_problem`), when a conjunction is among the words skipped."""
    if not any(word.lower().strip(",;:") in _CONJUNCTIONS for word in words[:skip]):
        return None
    problem = _mood_problem(" ".join(words[skip:]))
    if problem is None:
        return None
    phrase = " ".join(words[:skip])
    return f"{problem.removesuffix(_NOT_IMPERATIVE)}behind {phrase!r}, {_NOT_IMPERATIVE}"


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
    """A summary's opening that is not a command (`_read_mood`), also read with each word
    joined by hyphens taken as its last part (`Pre-computes` as `computes`, `Well-known
    names are kept` as `known names are kept`): a hyphen puts no command in front of a
    third-person verb, a past form or a gerund."""
    problem = _read_mood(spoken) or _marked_mood(spoken)
    if problem is not None or (spoken.isascii() and "-" not in spoken):
        return problem
    unjoined = _JOINED_WORD.sub("", spoken)
    if unjoined == spoken:
        return None
    problem = _read_mood(unjoined)
    if problem is None:
        return None
    joined = next((word for word in spoken.split() if _JOINED_WORD.match(word)), "")
    return f"{problem.removesuffix(_NOT_IMPERATIVE)}read after the hyphen of {joined!r}"


_BRACKETED_PREFIX = re.compile(r"^[(\[{<]?([^\W\d_]{1,8})[)\]}>](?=[^\W\d_])")
"""Letters in brackets glued before the first word (`(Re)computes`, `[Re]builds`): an
optional prefix of the word, read as part of it (`Recomputes`); the opening bracket may be
gone (`_LEADING_MARKS` strips `{` and `<`)."""
_SLASHED_WORD = re.compile(r"^([^\W\d_]+(?:/[^\W\d_]+)+)(?=[\s,.:;]|$)")
"""A first word of letters joined by slashes (`Gets/sets`): each part is an opening."""


def _marked_mood(spoken: str) -> str | None:
    """A summary's opening read through marks glued to its first word (`_read_mood`): a
    prefix in brackets read as part of the word (`(Re)computes` as `Recomputes`), and each
    part of a word joined by slashes read as the opening (`Gets/sets ...` as `Gets ...`
    and `sets ...`)."""
    prefix = _BRACKETED_PREFIX.match(spoken)
    if prefix is not None:
        problem = _read_mood(prefix.group(1) + spoken[prefix.end() :])
        if problem is not None:
            return f"{problem.removesuffix(_NOT_IMPERATIVE)}read through {prefix.group()!r}"
    slashed = _SLASHED_WORD.match(spoken)
    if slashed is not None:
        rest = spoken[slashed.end() :]
        for part in slashed.group(1).split("/"):
            problem = _read_mood(part + rest)
            if problem is not None:
                word = slashed.group(1)
                return f"{problem.removesuffix(_NOT_IMPERATIVE)}read as a part of {word!r}"
    return None


_JOINED_WORD = re.compile(
    rf"(?<![\w{re.escape(DASHES)}])(?:[^\W\d_]+[{re.escape(DASHES)}])+(?=[^\W\d_])"
)
"""The parts of a word joined by a hyphen (or another dash) before its last part
(`Pre-` of `Pre-computes`, `Well-` of `Well-known`)."""


def _adverb_and_comma(spoken: str) -> bool:
    """Whether a summary opens with a discourse adverb ending in `s` and a comma
    (`Afterwards, remove ...`, `Backwards, walk ...`): no third-person verb, but a word
    tying the command to what came before, as `Then,` is (what follows is read by
    `_subject_after_discourse`)."""
    first = spoken.split(maxsplit=1)[0] if spoken.strip() else ""
    word = first.lower().removesuffix(",")
    return first.endswith(",") and (word in _DISCOURSE_WORDS or word.endswith("wards"))


def _read_mood(spoken: str) -> str | None:
    """A summary's opening that is not a command: a third-person verb or another finite
    one (`Is`, `Can`, `_FINITE_OPENINGS`), a third-person verb behind adverbs, a
    personal pronoun or a subject (`not_imperative`), or behind the code's name (`_CODE_SUBJECT`),
    a subject (`_subject_verb`) or a passive (`_passive`)."""
    subject = _CODE_SUBJECT.match(spoken) or _BARE_CODE_SUBJECT.match(spoken)
    if subject is not None:  # `total` computes ...: the code named, then what it does
        spoken = f"It {spoken[subject.end() :]}"
    verb = third_person(spoken) and not _adverb_and_comma(spoken)
    if verb or _finite_opening(spoken) or _contraction(spoken):
        return f"opens its summary with {spoken.split()[0]!r}, {_NOT_IMPERATIVE}"
    opening = not_imperative(spoken) or _subject_verb(spoken) or _passive(spoken)
    opening = opening or _noun_subject(spoken) or _compound_subject(spoken)
    opening = opening or _tense_opening(spoken)
    if opening is not None:
        shown = opening if subject is None else f"{subject.group().strip()} {opening[3:]}"
        return f"opens its summary with {shown!r}, {_NOT_IMPERATIVE}"
    return None


_FINITE_OPENINGS = frozenset({
    "is", "are", "was", "were", "am", "has", "had", "did", "can", "could", "should",
    "may", "might", "must", "ought", "gonna", "gotta", "wanna", "hafta", "oughta",
})  # fmt: skip
"""Finite verbs `third_person` misses (`Is`, `Has`, `Was` end like `this`, `was`) or that
have no third person (`Can`, `Must`, `Ought`), and the spoken contractions of a future or
a need (`Gonna`, `Gotta`, `Wanna`): a summary opening with one (`Is the mean of the
values.`, `Can be negative.`, `Gonna return the sum.`) describes, it does not command."""


def _finite_opening(spoken: str) -> bool:
    """A summary of two or more words whose first is one of `_FINITE_OPENINGS`."""
    words = spoken.split(maxsplit=2)
    return len(words) > 1 and words[0].lower().strip(".,:;") in _FINITE_OPENINGS


_CONTRACTED = re.compile(r"[a-z]+(?:n't|'s|'ll|'re|'ve|'d|'m)")
"""A contraction (`Doesn't`, `Won't`, `It's`, `They'll`): a verb with its subject or
its `not` joined on, which no command opens with."""
_COMMAND_CONTRACTIONS = frozenset({"don't", "let's"})
"""Contractions a command opens with: `Don't modify the input.`, `Let's ...`."""


def _contracted(word: str) -> bool:
    """Whether a word is a contraction that is no command (`_CONTRACTED`), curly
    apostrophes read as straight ones."""
    if "'" not in word and "\u2019" not in word:
        return False
    word = word.lower().replace("\u2019", "'").strip(".,:;")
    return _CONTRACTED.fullmatch(word) is not None and word not in _COMMAND_CONTRACTIONS


def _negated(word: str) -> bool:
    """A finite verb with `not` joined on (`doesn't`, `won't`, `isn't`), but `don't`: after
    a subject (`Cache doesn't persist`), a statement. A possessive or `'s` after a word
    (`Return what's left`, `Ensure it's sorted`) is no verb of the summary's own."""
    return _contracted(word) and word.lower().replace("\u2019", "'").rstrip(".,:;").endswith("n't")


def _contraction(spoken: str) -> bool:
    """A summary whose first word is a contraction that no command opens with
    (`Doesn't modify ...`, `Won't touch ...`, `It's the sum ...`), also behind `This`
    and up to three words (`This function doesn't ...`; other subjects: `_subject_verb`)."""
    if "'" not in spoken and "\u2019" not in spoken:
        return False
    words = spoken.split(maxsplit=_SUBJECT_WORDS)[:_SUBJECT_WORDS]
    if not words:
        return False
    if words[0].lower() == "this":
        return any(map(_contracted, words[1:]))
    return _contracted(words[0])


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
"""Words that open a noun phrase, never a command (behind a discourse word, `So, the area
is computed`, they open the sentence's subject)."""
_FINITE = frozenset({
    "is", "are", "was", "were", "has", "does", "did", "can", "could", "will", "would",
    "shall", "should", "may", "might", "must", "ought", "gets", "got", "becomes", "stays",
    "remains",
})  # fmt: skip
"""Verbs that follow a subject (`The value is ...`, `Data gets cached`), and none a
command's verb (`Help get ...`, `Let have ...` are left out)."""
_PLURAL_SUBJECTS = frozenset({
    "people", "children", "men", "women", "folk", "data", "media", "criteria", "phenomena",
    "mice", "geese", "feet", "teeth", "cattle", "everyone", "everybody", "someone",
    "somebody", "nobody", "anyone", "anybody",
})  # fmt: skip
"""Nouns that are plural without an `s` (and pronouns no command opens with): a summary
that opens with one, alone or after a determiner (`People get ...`, `The children get
...`), opens with its subject, whose verb then has no `s` to show it."""
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
    if lowered[1] in _FINITE or _negated(lowered[1]):
        return " ".join(words[:2])
    if lowered[0] in _PLURAL_SUBJECTS and words[1].isalpha():  # `People get ...`
        return " ".join(words[:2])
    if lowered[0] not in _DETERMINERS:
        return None
    for index in range(1, len(words)):
        if lowered[index] in _FINITE or third_person(words[index]) or _negated(lowered[index]):
            return " ".join(words[: index + 1])
        if lowered[index] in _PLURAL_SUBJECTS and index + 1 < len(words):
            return " ".join(words[: index + 2])  # `The children get ...`
    return None


_SURE_VERBS = frozenset({
    "computes", "calculates", "retrieves", "determines", "evaluates", "generates",
    "creates", "fetches", "produces", "converts", "validates", "parses", "removes",
    "appends", "applies", "collects", "gives", "provides", "adds", "sends", "represents",
    "describes", "contains", "accepts", "ensures", "normalizes", "normalises",
    "tokenizes", "tokenises", "encodes", "decodes", "serializes", "serialises",
    "deserializes", "initializes", "initialises", "performs", "executes",
})  # fmt: skip
"""Third-person verbs no plural noun is spelled like: after a bare subject of one to
three words (`Word counter computes ...`), a statement."""
_NOUN_LIKE_VERBS = frozenset({
    "yields", "picks", "finds", "counts", "splits", "sorts", "checks", "reads", "writes",
    "loads", "handles", "formats", "transforms", "wraps", "stores", "raises", "merges",
    "filters", "maps", "joins", "matches", "holds", "tracks", "measures", "extracts",
    "uses", "calls", "runs", "takes", "keeps", "updates", "builds", "inserts", "deletes",
    "selects", "makes", "implements", "iterates", "prints", "logs", "emits", "outputs",
    "sums", "averages", "lists", "turns", "sets", "puts", "pulls", "pushes", "returns",
})  # fmt: skip
"""Third-person verbs spelled like plural nouns (`Merge word counts.`, `Average sector
returns.`): a statement only with a determiner after them (`Length finder picks the
longest word.`)."""
_NOT_BARE_SUBJECT = frozenset({"what", "whatever", "whichever", "wherever", "whoever", "than"})
_MOST_BARE_SUBJECT = 3


def _noun_subject(spoken: str) -> str | None:
    """A bare noun phrase of one to three words and its third-person verb (`Word counter
    returns the number ...`, `Length finder picks the longest ...`): a statement about
    something, not a command. The verb is one no plural noun is spelled like
    (`_SURE_VERBS`), or one that is (`_NOUN_LIKE_VERBS`) with a determiner after it. Not
    a subject with a determiner, a preposition or a conjunction in it (`Return the
    Newton iterates`, `Raise when parser computes ...`), nor after a command that takes
    a clause (`Ensure parser returns the tree`)."""
    words = [word.strip(".,:;") for word in spoken.split()[: _MOST_BARE_SUBJECT + 2]]
    lowered = [word.lower() for word in words]
    if len(words) < 2 or lowered[0] in _CLAUSE_VERBS:  # noqa: PLR2004
        return None
    if not words[0].isalpha() or _subject_breaker(lowered[0]):
        return None
    for index in range(1, min(len(words), _MOST_BARE_SUBJECT + 1)):
        word = lowered[index]
        following = lowered[index + 1] if index + 1 < len(lowered) else ""
        if word in _SURE_VERBS or (word in _NOUN_LIKE_VERBS and following in _DETERMINERS):
            return " ".join(words[: index + 1])
        if not words[index].isalpha() or _subject_breaker(word):
            return None
    return None


_LINKING = frozenset({"is", "are", "was", "were"})
_MOST_COMPOUND = 3
"""Words of a bare noun phrase before its linking verb at most (`Return value type is`)."""


def _compound_subject(spoken: str) -> str | None:
    """A bare noun phrase of two or three words, then `is`/`are`/`was`/`were`
    (`Return value is the mean.`, `Sort order is kept.`): a statement whose subject opens
    with a word that is a verb too. Not after a command whose object may be a clause
    (`Ensure input is sorted.`, `_CLAUSE_VERBS`), but `return`/`yield`, which take none."""
    words = [word.strip(".,:;") for word in spoken.split()[: _MOST_COMPOUND + 1]]
    lowered = [word.lower() for word in words]
    if len(words) < 3 or (lowered[0] in _CLAUSE_VERBS and lowered[0] not in _NO_CLAUSE):  # noqa: PLR2004
        return None
    for index in range(len(words)):
        if index >= 2 and lowered[index] in _LINKING:  # noqa: PLR2004
            return " ".join(words[: index + 1])
        if not words[index].isalpha() or _subject_breaker(lowered[index]):
            return None
    return None


_NO_CLAUSE = frozenset({"return", "yield"})


def _subject_breaker(word: str) -> bool:
    """A word no bare noun phrase holds: a determiner, a preposition, a conjunction."""
    return (
        word in _DETERMINERS
        or word in _LEADING_WORDS
        or word in _CLAUSE_OPENERS
        or word in _NOT_BARE_SUBJECT
        or word in {"and", "or", "to", "of"}
    )


_ING_VERBS = frozenset({"restring", "unstring", "outstring", "unsling", "upswing"})
"""Verbs ending in `ing` with a vowel before it (`Restring`): bare verbs all the same
(`Bring`, `String`, `Ping` have none before their `ing`)."""
_ED_VERBS = frozenset({
    "embed", "imbed", "unembed", "reembed", "shed", "shred", "wed", "bed", "sled",
    "bobsled",
})  # fmt: skip
"""Verbs ending in `ed` (`Embed the font.`); those in `eed` are `_EED_PAST` aside."""
_EED_PAST = frozenset({
    "freed", "agreed", "disagreed", "guaranteed", "decreed", "refereed", "teed", "emceed",
})  # fmt: skip
"""Past forms ending in `eed`; other words so ending are verbs (`Feed`, `Seed`, `Need`,
`Proceed`, `Succeed`, `Exceed`, `Speed`, `Breed`)."""
_IRREGULAR_PAST = frozenset({
    "took", "gave", "made", "went", "got", "came", "wrote", "brought", "bought", "caught",
    "thought", "taught", "sought", "told", "sold", "chose", "drew", "threw", "grew", "knew",
    "began", "became", "broke", "stole", "froze", "kept", "held", "paid", "said", "sent",
    "built", "spent", "ran", "found",
})  # fmt: skip
"""Simple past forms no bare verb shares (`put`, `set`, `read` are both, so left out)."""
_STRONG_FORMS = frozenset({
    "taken", "given", "drawn", "shown", "known", "grown", "thrown", "blown", "flown", "sewn",
    "sown", "mown", "hewn", "strewn", "shorn", "sworn", "worn", "torn", "born", "borne",
    "written", "ridden", "hidden", "bitten", "smitten", "driven", "striven", "risen",
    "arisen", "chosen", "frozen", "spoken", "broken", "woken", "awoken", "stolen", "woven",
    "shaken", "forsaken", "eaten", "beaten", "fallen", "swollen", "forgotten", "gotten",
    "begotten", "trodden", "forbidden", "proven", "seen", "been", "done", "gone", "laden",
    "slain", "sunken", "shrunken", "stricken", "sung", "sunk", "shrunk", "swum", "drunk",
    "stung", "strung", "wrung", "clung", "flung", "slung", "swung", "begun", "dug", "hung",
    "stuck", "struck", "spun", "wore", "tore", "swore", "rode", "drove", "strove", "spoke",
    "woke", "wove", "shook", "forsook", "flew", "blew", "slew", "sang", "rang", "sank",
    "shrank", "sprang", "stank", "swam", "drank", "fought", "ate", "forgot", "forgave",
    "forbade", "hid", "stood", "lost", "meant", "dealt", "slept", "swept", "wept", "fled",
    "fed", "bred", "shot", "slid", "understood",
})  # fmt: skip
"""Past participles and simple pasts of strong verbs that no bare verb shares (`Taken`,
`Drawn`, `Hidden`, `Spoke`; `run`, `come`, `bound`, `wound`, `fell`, `saw` are verbs too,
so left out)."""
_PREFIXED_PAST = _IRREGULAR_PAST - {"sent"}
"""The simple pasts a prefix may come before (`resent`, `present` are verbs)."""
_PAST_PREFIXES = ("re", "pre", "un", "mis", "over", "under", "out", "up", "with", "fore",
                  "for", "be", "co")  # fmt: skip
"""Prefixes a past form keeps its mood behind (`Rewritten`, `Overridden`, `Mistaken`,
`Withdrawn`, `Undone`)."""
_PLAIN_ADVERBS = frozenset({
    "also", "just", "only", "simply", "still", "then", "first", "now", "always", "never",
    "merely", "again", "further", "instead",
})  # fmt: skip
_LY_VERBS = frozenset({"rely", "ally", "tally", "rally", "dally", "sully", "bully", "fly", "ply"})
_MOST_SKIPPED = 3
_PAST_SUBJECTS = frozenset({"it", "this", "that", "the"})
"""Subjects a past form may follow (`It averaged ...`, `This function took ...`): no
command opens with one."""


def _past(word: str) -> bool:
    """A simple past or past participle (`Averaged`, `Took`), no bare verb (`Embed`,
    `Feed`)."""
    if word in _IRREGULAR_PAST or word in _STRONG_FORMS:
        return True
    if word.startswith(_PAST_PREFIXES) and word.isalpha():
        stems = (word[len(prefix) :] for prefix in _PAST_PREFIXES if word.startswith(prefix))
        if any(stem in _STRONG_FORMS or stem in _PREFIXED_PAST for stem in stems):
            return True
    if len(word) < 4 or not word.endswith("ed") or not word.isalpha():  # noqa: PLR2004
        return False
    return word in _EED_PAST if word.endswith("eed") else word not in _ED_VERBS


def _gerund(word: str) -> bool:
    """A form in `ing` with a vowel before it (`Averaging`), no bare verb (`Bring`)."""
    return (
        word.endswith("ing")
        and word.isalpha()
        and re.search("[aeiouy]", word[:-3]) is not None
        and word not in _ING_VERBS
    )


def _adverb_before(word: str) -> bool:
    """An adverb a command may open with (`Simply`, `Recursively`), no verb in `ly`."""
    return word in _PLAIN_ADVERBS or (
        len(word) > 4  # noqa: PLR2004
        and word.endswith("ly")
        and word.isalpha()
        and not word.endswith(("pply", "tiply"))
        and word not in _LY_VERBS
    )


def _tense_opening(spoken: str) -> str | None:
    """The opening of a summary whose verb is no bare verb but a gerund or participle
    (`Averaging the readings`) or a past form (`Averaged the readings`, `Took`), also
    behind up to three adverbs (`Recursively averaged`) or a past form behind a subject
    (`It averaged`, `This function took`); a label's word (`Deprecated:
    use ...`, judged after the label) and a word that opens a leading phrase (`Given`,
    `Using`, `Based on`) aside, and a phrase so opened that ends at a comma before an
    imperative (`Starting from the root, visit each node.`)."""
    words = spoken.split()
    if len(words) > 1 and words[0].lower() in _PAST_SUBJECTS:
        for place, word in enumerate(words[1:_MOST_SKIPPED], start=1):
            if _past(word.lower().strip(".,;!?")):  # `It averaged`, `The function took`
                return " ".join(words[: place + 1])
    skip = 0
    while skip < min(_MOST_SKIPPED, len(words) - 1) and _adverb_before(words[skip].lower()):
        skip += 1
    if not words or words[skip].endswith(":"):
        return None
    word = words[skip].lower().strip(".,;!?")
    if word in _LEADING_WORDS or not (_past(word) or _gerund(word)):
        return None
    comma = spoken.find(",")
    if comma > 0 and len(spoken[:comma].split()) <= _LONGEST_LEADING_PHRASE:
        rest = spoken[comma + 1 :].strip()
        if rest[:1].isalpha() and _mood_problem(rest) is None:
            return None  # a leading phrase before the command
    return " ".join(word.strip(".,;") for word in words[: skip + 1])


_OTHER_WORDS = frozenset({
    "der", "den", "dem", "des", "das", "die", "und", "von", "mit", "zu", "im", "fuer",
    "ein", "eine", "einen", "einem", "einer", "eines", "nicht", "ist", "sind", "wird",
    "werden", "oder", "zur", "zum", "vom", "auf", "aus", "bei", "nach", "sich",
    "zurueck", "les", "une", "et", "est", "pour", "avec", "dans", "sur", "sont", "qui",
    "que", "la", "le", "los", "las", "una", "del", "el", "para", "por", "della",
    "delle", "degli", "dei", "gli", "il", "che", "nel", "nella", "dos", "uma", "com",
    "het", "een", "voor", "niet", "zijn", "sunt", "cum", "quod", "quae", "sed", "aut",
    "vel", "de",
})  # fmt: skip
"""Function words of German, French, Spanish, Italian, Portuguese, Dutch and Latin that
English does not have, lowercase as they stand inside a sentence (`DES`, `MIT` are none)."""
_SURE_OTHER_WORDS = frozenset({
    "den", "dem", "der", "das", "und", "mit", "ist", "sind", "wird", "werden", "oder",
    "nicht", "eine", "einen", "einem", "einer", "eines", "zur", "zum", "vom", "sich",
    "les", "une", "pour", "avec", "dans", "sont", "qui", "los", "las", "della", "delle",
    "degli", "gli", "nella", "het", "een", "voor", "niet", "zijn",
})  # fmt: skip
"""Function words of `_OTHER_WORDS` no English summary writes lower case after its first
word (not `die`, `del`, `de`, `la`, `com`, `est`): one of them with no English function
word at all marks a summary of another language (`Berechnet den Mittelwert.`)."""
_ENGLISH_WORDS = frozenset({
    "the", "a", "an", "of", "to", "and", "or", "in", "on", "for", "with", "by", "from",
    "is", "are", "be", "as", "at", "into", "each", "every", "its", "their", "this", "that",
    "if", "not", "all", "any", "when", "than", "it", "per", "via", "one", "two", "no",
})  # fmt: skip
_LATIN_ENDINGS = (
    "arum", "orum", "abit", "ebit", "abunt", "ebunt", "antur", "untur", "avit", "ivit",
    "erunt", "amus", "emus",
)  # fmt: skip
"""Endings of Latin words (`lecturarum`, `calculabit`) no English word of six or more
letters has but a few (`decorum`), so two are needed."""
_SHORTEST_LATIN = 6
_OTHER_MARKS = 2
"""Marks of another language a summary needs at least, and more than its English words."""


_EDGE_MARKS = re.compile(r"^\W+|\W+$")
_NOT_LETTERS = re.compile(r"[^a-z]+")
"""What parts the words of a lowercase ASCII summary (`other_language`)."""


_QUOTED = re.compile(
    r"`[^`\n]+`|\"[^\"\n]+\"|\u201c[^\u201d\n]+\u201d|\u2018[^\u2019\n]+\u2019"
    r"|\u00ab[^\u00bb\n]+\u00bb|(?<!\w)'[^'\n]+'(?!\w)"
)
"""A quoted span of a summary (quotes, backticks, guillemets): a name it cites, whose
language is the data's (`Parse the 'Straße und Hausnummer' field.`), not the summary's."""


def other_language(summary: str) -> str | None:
    """Why a summary does not read as English, or None. The instruction asks for the
    imperative mood, judged in English (the prompt's language and examples): a summary
    whose words are mostly of another script (not Greek letters, which name units and
    quantities), or that has two or more marks of another language and more of them than
    English function words (`Gibt den Mittelwert der Messwerte zurück.`, `Calculabit
    mediam lecturarum.`): function words English lacks (`der`, `la`, `des`), Latin
    endings (`-arum`, `-abit`) and words holding accented Latin letters. Quoted spans
    are set aside when the words around them are English: an English function word, a
    word besides, and no mark of another language (`Read the 'Année de naissance'
    column.`; not `Gibt 'den Mittelwert' zurück.`)."""
    unquoted = _QUOTED.sub(" ", summary)
    if unquoted != summary and _english_frame(unquoted):
        return None
    return _language_problem(summary)


def _english_frame(unquoted: str) -> bool:
    """Whether the words of a summary outside its quoted spans read as English."""
    words = _alpha_words(unquoted)
    return (
        len(words) > 1
        and any(word.lower() in _ENGLISH_WORDS for word in words)
        and not _marks(words)
        and all(_greek_or_latin(word) for word in words)
    )


def _alpha_words(summary: str) -> list[str]:
    """The words of a summary made only of letters, marks at their edges stripped."""
    words = [_EDGE_MARKS.sub("", word) for word in summary.split()]
    return [word for word in words if word.isalpha()]


def _marks(words: list[str]) -> list[str]:
    """The words that mark another language than English (`other_language`)."""
    return [
        word
        for place, word in enumerate(words)
        if (word.lower() if place == 0 else word) in _OTHER_WORDS
        or (len(word) >= _SHORTEST_LATIN and word.lower().endswith(_LATIN_ENDINGS))
        or (not word.isascii() and _latin(word))
    ]


def _language_problem(summary: str) -> str | None:
    """`other_language` of a whole summary, quoted spans and all."""
    if summary.isascii() and not any(
        word in _OTHER_WORDS or word.endswith(_LATIN_ENDINGS)
        for word in _NOT_LETTERS.split(summary.lower())
    ):
        return None  # most summaries: no mark of another language at all
    words = _alpha_words(summary)
    if not words:
        return None
    foreign = [word for word in words if not word.isascii() and not _greek_or_latin(word)]
    if 2 * len(foreign) >= len(words):
        return f"writes its summary in another script ({words[0]!r}), not English"
    marks = _marks(words)
    english = sum(word.lower() in _ENGLISH_WORDS for word in words)
    if not english and len(words) > 1 and any(word in _SURE_OTHER_WORDS for word in words[1:]):
        return f"writes its summary in another language than English ({marks[0]!r})"
    if len(marks) >= _OTHER_MARKS and len(marks) > english:
        shown = ", ".join(repr(word) for word in marks[:3])
        return f"writes its summary in another language than English ({shown})"
    return None


def _greek_or_latin(word: str) -> bool:
    """A word of Latin letters (accented ones too) or holding Greek ones (`Δx`, `μs`)."""
    return all(
        char.isascii()
        or "LATIN" in unicodedata.name(char, "")
        or "GREEK" in unicodedata.name(char, "")
        for char in word
    )


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


_Function = ast.FunctionDef | ast.AsyncFunctionDef
_UNWRAPPERS = frozenset({"builtins.staticmethod", "builtins.classmethod"})
_CODE_MAKERS = frozenset({"types.FunctionType", "types.LambdaType"})
_KEEPING_DECORATORS = frozenset({
    "functools.cache", "functools.lru_cache", "functools.singledispatch",
    "functools.singledispatchmethod", "contextlib.contextmanager",
    "contextlib.asynccontextmanager", "abc.abstractmethod", "typing.final",
    "typing.no_type_check", "typing.override", "typing_extensions.override",
})  # fmt: skip
"""Decorators whose result keeps the docstring (or lack of one) of what they wrap."""
_WRAPPER_NAMES = frozenset({
    "staticmethod", "classmethod", "FunctionType", "LambdaType", "partial",
    *(name.rpartition(".")[2] for name in _KEEPING_DECORATORS),
})  # fmt: skip
_PARTIALS = frozenset({"functools.partial"})
_UNWRAP_WORDS = (
    "partial",
    "staticmethod",
    "classmethod",
    "FunctionType",
    "LambdaType",
    "__func__",
    "__code__",
    ")(",  # a decorator factory's result called on a definition
    *(name.rpartition(".")[2] for name in _KEEPING_DECORATORS),
)
_MOST_UNWRAPS = 6
_UNDECIDED = ast.Pass()
"""What `_named_definition` answers for a function made from a code object it cannot
trace (`types.FunctionType(code, globals())`)."""


def _named_definition(facts: StrictFacts, node: ast.expr, depth: int = 0) -> ast.AST | None:
    """The function or class of the code an expression names, also wrapped: a name bound
    to a `def` or `class` (or bound once to such an expression), a method of a class of
    the code (`_Impl.total`), through `staticmethod`/`classmethod`, `.__func__`, or
    `types.FunctionType(f.__code__, ...)` (the new function keeps `f`'s docstring, or
    lack of one); `_UNDECIDED` for a function made from a code object not traced so."""
    if depth > _MOST_UNWRAPS:
        return None
    if isinstance(node, ast.Call) and node.args:
        return _called_definition(facts, node, depth)
    if isinstance(node, ast.Attribute):
        return _attribute_definition(facts, node, depth)
    if isinstance(node, ast.Name):
        bindings = facts.names.bindings_of(node)
        if not bindings or len(bindings) != 1:
            return None
        kind, value = bindings[0]
        if kind == "def":
            return value if isinstance(value, ast.AST) else None
        if kind == "expr" and isinstance(value, ast.expr) and value is not node:
            return _named_definition(facts, value, depth + 1)
    return None


def _attribute_definition(facts: StrictFacts, node: ast.Attribute, depth: int) -> ast.AST | None:
    """`_named_definition` of an attribute: `f.__func__`, a method of a class of the code
    (`_Impl.total`), or of an instance of one (`_GEOMETRY.area`, `_Geometry().area`)."""
    if node.attr == "__func__":
        return _named_definition(facts, node.value, depth + 1)
    owner = _named_definition(facts, node.value, depth + 1)
    if owner is None:
        owner = _instance_class(facts, node.value, depth + 1)
    if not isinstance(owner, ast.ClassDef):
        return None
    return next((item for item in reversed(owner.body)
                 if isinstance(item, _Function) and item.name == node.attr), None)  # fmt: skip


def _instance_class(facts: StrictFacts, node: ast.expr, depth: int) -> ast.AST | None:
    """The class of the code an expression is an instance of, when it is a call of that
    class (`_Geometry()`), also bound once to a name (`_GEOMETRY = _Geometry()`): its
    attributes are the class's methods, bound."""
    value = facts.names.only_value(node) if isinstance(node, ast.Name) else node
    if not isinstance(value, ast.Call) or depth > _MOST_UNWRAPS:
        return None
    found = _named_definition(facts, value.func, depth + 1)
    return found if isinstance(found, ast.ClassDef) else None


def definition_named(facts: StrictFacts, node: ast.expr) -> ast.AST | None:
    """The function or class of the code an expression names (`_named_definition`)."""
    return _named_definition(facts, node)


def _called_definition(facts: StrictFacts, call: ast.Call, depth: int) -> ast.AST | None:
    """`_named_definition` of `staticmethod(f)`, `classmethod(f)` and
    `types.FunctionType(f.__code__, ...)`."""
    if isinstance(call.func, ast.Call) and len(call.args) == 1 and not call.keywords:
        # `total = functools.lru_cache(maxsize=None)(_total)`, `wraps(f)(_g)`: a decorator
        # factory's result called on a definition publishes it (its docstring, or lack)
        return _named_definition(facts, call.args[0], depth + 1)
    if isinstance(call.func, ast.Attribute) and call.func.attr not in _WRAPPER_NAMES:
        return None  # `logging.getLogger(...)`: not resolved, which costs
    names = facts.names.names(call.func)
    if names & _KEEPING_DECORATORS and len(call.args) == 1 and not call.keywords:
        return _named_definition(facts, call.args[0], depth + 1)  # `total = cache(_total)`
    if names & _UNWRAPPERS and len(call.args) == 1:
        return _named_definition(facts, call.args[0], depth + 1)
    if names & _PARTIALS:  # `to_kelvin = partial(_linear, ...)`: its only documentation
        return _named_definition(facts, call.args[0], depth + 1)
    if not names & _CODE_MAKERS:
        return None
    code = call.args[0]
    if isinstance(code, ast.Attribute) and code.attr == "__code__":
        found = _named_definition(facts, code.value, depth + 1)
        return found if isinstance(found, _Function) else _UNDECIDED
    return _UNDECIDED


def published_elsewhere(
    facts: StrictFacts,
) -> tuple[list[_Function], list[ast.ClassDef], list[Finding]]:
    """Public API the code publishes other than by a `def` or `class` at module or class
    level, which pydocstyle skips: the functions, and classes with their public methods,
    bound under a public name (at module level, in a public class, on a public class
    after it, or declared `global` in a function) to a definition of the code, also
    wrapped (`area = staticmethod(_area)`, `total = _Impl.total`, `add =
    types.FunctionType(_add.__code__, globals())`: `_named_definition`), and those a
    function defines under a name it declares `global` (`global add` / `def add`). Also
    (line, message) of each public name bound to a function made from a code object the
    code does not show, which cannot be seen to have a docstring. Read once per code."""
    return facts.derived(_published_elsewhere)


def _published_elsewhere(
    facts: StrictFacts,
) -> tuple[list[_Function], list[ast.ClassDef], list[Finding]]:
    functions: list[_Function] = []
    classes: list[ast.ClassDef] = []
    found: list[Finding] = []
    declared = _declared_global(facts)
    for statement, name, value in _public_bindings(facts, declared):
        if value is None or isinstance(value, ast.Lambda):
            message = f"`{name}` is a public function written as a lambda, without a docstring"
            found += (
                [(facts.line_of(statement), message)]
                if value and _not_seen_lambda(facts, statement, value)
                else []
            )
            continue
        if _partial_with_attribute_docstring(facts, statement, value):
            continue  # documented where it is bound, as PEP 257's attribute docstrings are
        definitions = _published_definitions(facts, value)
        if _UNDECIDED in definitions:
            message = f"`{name}` is a function made from a code object the code does not show"
            found.append((facts.line_of(statement), message))
        functions += [item for item in definitions if isinstance(item, _Function)]
        classes += [item for item in definitions if isinstance(item, ast.ClassDef)]
    if declared:
        for node in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef):
            if node.name in declared.get(id(facts.owner(node)), ()):
                (classes if isinstance(node, ast.ClassDef) else functions).append(node)
    functions += [
        item
        for cls in classes
        for item in cls.body
        if isinstance(item, _Function) and not item.name.startswith("_")
    ]
    functions += _typed_from_private_bases(facts)
    if "MethodType" in facts.code or "__get__" in facts.code:
        functions += _bound_per_instance(facts)
    unique = list({id(func): func for func in functions}.values())
    return unique, list({id(cls): cls for cls in classes}.values()), found


def _partial_with_attribute_docstring(
    facts: StrictFacts, statement: ast.AST, value: ast.expr
) -> bool:
    """Whether `statement` binds one name to a `functools.partial(...)` call and is followed
    at once by a string with words, its attribute docstring (`round_to_cent = partial(_round,
    step=0.01)` / `\"\"\"Round a price to whole cents.\"\"\"`): a partial carries no
    docstring of what it wraps, so the one written beside it is its documentation."""
    single = isinstance(statement, ast.AnnAssign) or (
        isinstance(statement, ast.Assign) and len(statement.targets) == 1
    )
    target = statement.target if isinstance(statement, ast.AnnAssign) else None
    if isinstance(statement, ast.Assign) and single:
        target = statement.targets[0]
    if (
        not single
        or not isinstance(target, ast.Name)
        or getattr(statement, "value", None) is not value
    ):
        return False
    if not (isinstance(value, ast.Call) and facts.names.names(value.func) & _PARTIALS):
        return False
    body = getattr(facts.owner(statement), "body", [])
    following = next((body[i + 1 : i + 2] for i, item in enumerate(body) if item is statement), [])
    return bool(
        following
        and isinstance(following[0], ast.Expr)
        and isinstance(following[0].value, ast.Constant)
        and isinstance(following[0].value.value, str)
        and has_words(following[0].value.value)
    )


def _published_definitions(facts: StrictFacts, value: ast.expr) -> list[object]:
    """The definitions (or `_UNDECIDED`) a public name bound to `value` may be: each value
    it may pick (`_chosen_values`), named or an instance called."""
    found: list[object] = []
    for chosen in _chosen_values(facts, value):
        definition = _named_definition(facts, chosen) or _called_instance(facts, chosen)
        if definition is not None:
            found.append(definition)
    return found


_CHOOSING = (ast.IfExp, ast.BoolOp, ast.Subscript)
"""Values that pick one of several (`a if c else b`, `a or b`, `_TABLE["key"]`)."""


def _chosen_values(facts: StrictFacts, value: ast.expr, depth: int = 0) -> list[ast.expr]:
    """The expressions a bound value may be: both branches of a conditional (`total =
    _fast if _np else _slow`), each operand of `or`/`and`, and the entry a constant key
    or index picks from a dict, list or tuple literal (`_CONVERTERS["kelvin"]`, also
    `_CONVERTERS.get("kelvin")`, `_PAIR[0]`), directly or through a name bound once to
    such a value. A value that picks nothing is itself."""
    branches = _picked(facts, value) if depth <= _MOST_UNWRAPS else []
    if not branches:
        return [value]
    found: list[ast.expr] = []
    for branch in branches:
        found += _chosen_values(facts, branch, depth + 1)
    return found


def _picked(facts: StrictFacts, value: ast.expr) -> list[ast.expr]:
    """The values one step of `_chosen_values` finds `value` may pick (none: itself)."""
    if isinstance(value, ast.IfExp):
        branches = [value.body, value.orelse]
    elif isinstance(value, ast.BoolOp):
        branches = list(value.values)
    elif isinstance(value, ast.Subscript):
        branches = _table_entries(facts, value.value, value.slice)
    elif (
        isinstance(value, ast.Call)
        and isinstance(value.func, ast.Attribute)
        and value.func.attr == "get"
        and value.args
        and not value.keywords
    ):
        branches = _table_entries(facts, value.func.value, value.args[0], dict_only=True)
        branches += value.args[1:2]
    elif isinstance(value, ast.Name):
        only = facts.names.only_value(value)
        branches = [only] if isinstance(only, _CHOOSING) else []
    else:
        branches = []
    return branches


def _table_entries(
    facts: StrictFacts, table: ast.expr, key: ast.expr, dict_only: bool = False
) -> list[ast.expr]:
    """The entry a constant `key` picks from `table`, a dict, list or tuple literal (or a
    name bound once to one); none when the table or the key is not so written."""
    if isinstance(table, ast.Name):
        table = facts.names.only_value(table)
    if not isinstance(key, ast.Constant):
        return []
    if isinstance(table, ast.Dict):
        found = [v for k, v in zip(table.keys, table.values, strict=True)
                 if isinstance(k, ast.Constant) and k.value == key.value]  # fmt: skip
        return found[-1:]
    if dict_only or not isinstance(table, ast.List | ast.Tuple):
        return []
    index = key.value
    if not isinstance(index, int) or isinstance(index, bool):
        return []
    if -len(table.elts) <= index < len(table.elts):
        return [table.elts[index]]
    return []


def _called_instance(facts: StrictFacts, value: ast.expr) -> _Function | None:
    """The `__call__` of a private class of the code whose instance a public name is bound
    to (`total = _Totaller()`): the function that name is, whatever the class's docstring
    says (`help(total)` shows the class, the call runs `__call__`)."""
    if not isinstance(value, ast.Call | ast.Name):
        return None
    owner = _instance_class(facts, value, 0)
    if not isinstance(owner, ast.ClassDef) or not owner.name.startswith("_"):
        return None
    return next((item for item in reversed(owner.body)
                 if isinstance(item, _Function) and item.name == "__call__"), None)  # fmt: skip


_METHOD_BINDERS = frozenset({"types.MethodType"})


def _bound_per_instance(facts: StrictFacts) -> list[_Function]:
    """The functions of the code bound as a method under a public attribute of an object
    (`self.area = types.MethodType(_area, self)`, `self.area = _area.__get__(self)`):
    public methods of every instance, whose only documentation they are."""
    found: list[_Function] = []
    for statement in facts.of_type(ast.Assign, ast.AnnAssign):
        targets = statement.targets if isinstance(statement, ast.Assign) else [statement.target]
        value = statement.value
        if not isinstance(value, ast.Call) or not any(
            isinstance(target, ast.Attribute) and not target.attr.startswith("_")
            for target in targets
        ):
            continue
        bound: ast.expr | None = None
        if isinstance(value.func, ast.Attribute) and value.func.attr == "__get__":
            bound = value.func.value
        elif value.args and facts.names.names(value.func) & _METHOD_BINDERS:
            bound = value.args[0]
        definition = None if bound is None else _named_definition(facts, bound)
        if isinstance(definition, _Function):
            found.append(definition)
    return found


def _not_seen_lambda(facts: StrictFacts, statement: ast.AST, value: ast.Lambda) -> bool:
    """Whether a public name bound to a lambda is one `public_lambdas` does not report: a
    binding inside a function (a name it declares `global`), one unpacked from a tuple or
    list (`scale, shift = (lambda ...), (lambda ...)`) or made by `:=` (`(scale := lambda
    ...)`); `public_lambdas` reports a lambda that is the whole value of an assignment at
    module or class level."""
    if isinstance(facts.owner(statement), _Function):
        return True
    return not (isinstance(statement, ast.Assign | ast.AnnAssign) and statement.value is value)


def _typed_from_private_bases(facts: StrictFacts) -> list[_Function]:
    """The public methods a public class made by `type(name, bases, namespace)` inherits
    from a private class of the code among its bases (`type('Scaler', (_ScalerBase,),
    {...})`, also through that class's own private bases) and its namespace does not
    define (every one, when the code does not spell the namespace out)."""
    found: list[_Function] = []
    for statement, _, namespace in made_classes(facts) if "(_" in facts.code else []:
        call = getattr(statement, "value", None)
        if not isinstance(call, ast.Call) or len(call.args) != TYPE_CALL_ARGUMENTS:
            continue
        bases = facts.names.only_value(call.args[1])
        if not isinstance(bases, ast.Tuple | ast.List):
            continue
        defined = _namespace_keys(facts, namespace)
        stack = list(bases.elts)
        seen: set[int] = set()
        while stack:
            base = _named_definition(facts, stack.pop(0))
            if not isinstance(base, ast.ClassDef) or id(base) in seen:
                continue
            seen.add(id(base))
            if not base.name.startswith("_"):
                continue  # a public base's methods are judged as its own
            for item in base.body:
                public = isinstance(item, _Function) and not item.name.startswith("_")
                if public and item.name not in defined:
                    defined.add(item.name)
                    found.append(item)
            stack += base.bases
    return found


def _namespace_keys(facts: StrictFacts, namespace: ast.expr | None) -> set[str]:
    """The constant keys of a class namespace spelled out as a dict literal, `dict(...)`
    keywords or pairs (`dict([('scale', f)])`), also bound once to a name."""
    value = facts.names.only_value(namespace) if namespace is not None else None
    if isinstance(value, ast.Dict):
        return {key for item in value.keys if (key := const_str(item)) is not None}
    if not isinstance(value, ast.Call):
        return set()
    keys = {item.arg for item in value.keywords if item.arg is not None}
    for arg in value.args:
        pairs = facts.names.only_value(arg)
        for pair in pairs.elts if isinstance(pairs, ast.List | ast.Tuple) else []:
            if isinstance(pair, ast.Tuple | ast.List) and pair.elts:
                key = const_str(pair.elts[0])
                keys.update([key] if key is not None else [])
    return keys


def _declared_global(facts: StrictFacts) -> dict[int, set[str]]:
    """The public names each function (by id) declares `global`."""
    declared: dict[int, set[str]] = {}
    if "global" not in facts.code:
        return declared
    for node in facts.of_type(ast.Global):
        owner = facts.owner(node)
        if isinstance(owner, _Function):
            names = {name for name in node.names if not name.startswith("_")}
            declared.setdefault(id(owner), set()).update(names)
    return declared


_SETATTR_ARGUMENTS = 3
_NAMING = (ast.Name, ast.Attribute, ast.Lambda)
"""Values that may name a definition of the code (a call too, when it may wrap one)."""


def _public_bindings(
    facts: StrictFacts, declared: dict[int, set[str]]
) -> list[tuple[ast.AST, str, ast.expr | None]]:
    """(node, name, value) of each assignment that binds a public name at module level, in
    a public class, on a public module-level class after it (`Cart.total = ...`, also
    `setattr(Cart, 'total', ...)` at module level), or in a function that declares the
    name `global`."""
    found: list[tuple[ast.AST, str, ast.expr | None]] = []
    code = facts.code
    wrapped = facts.runs_code_dynamically or any(word in code for word in _UNWRAP_WORDS)
    wrapped = wrapped or "__call__" in code  # an instance called as a function
    statements = api_level(facts)  # module and class level, walked once per code
    if declared:
        statements = [*statements, *facts.of_type(ast.Assign, ast.AnnAssign)]
    for statement, target, value in _bound_pairs(facts, statements):
        picked = isinstance(value, _CHOOSING) or (
            isinstance(value, ast.Call)
            and isinstance(value.func, ast.Attribute)
            and value.func.attr == "get"
        )
        if not (picked or isinstance(value, _NAMING) or (wrapped and isinstance(value, ast.Call))):
            continue  # names no definition
        owner = facts.owner(statement)
        if isinstance(target, ast.Name) and not target.id.startswith("_"):
            if isinstance(owner, _Function):
                public = target.id in declared.get(id(owner), ())
            else:
                public = public_scope(facts, owner)
            if public:
                found.append((statement, target.id, value))
        elif isinstance(owner, ast.Module) and attached_to_class(facts, target):
            found.append((statement, ast.unparse(target), value))
    found = list({(id(node), name): (node, name, value) for node, name, value in found}.values())
    found += _set_by_class_decorators(facts)
    if "Namespace" in code or "ModuleType" in code:
        found += _namespace_members(facts, statements)
    return found + (_set_on_public_classes(facts) if "setattr" in facts.code else [])


_NAMESPACES = frozenset({"types.SimpleNamespace", "argparse.Namespace", "types.ModuleType"})
"""Objects whose attributes are whatever the code puts on them: a public one holding
functions is a module of public functions in all but name."""


def _namespace_members(
    facts: StrictFacts, statements: list[ast.AST]
) -> list[tuple[ast.AST, str, ast.expr | None]]:
    """(statement, name, value) of each public attribute of a namespace object bound to a
    public name (`stats = SimpleNamespace(mean=_mean)`, also `**{'mean': _mean}`, or put
    on it after, `stats.mean = _mean`): `stats.mean` is public API, as a function of a
    module is."""
    found: list[tuple[ast.AST, str, ast.expr | None]] = []
    spaces: set[str] = set()
    for statement in statements:
        value = getattr(statement, "value", None)
        targets = getattr(statement, "targets", None) or [getattr(statement, "target", None)]
        if not (isinstance(value, ast.Call) and facts.names.names(value.func) & _NAMESPACES):
            continue
        names = [t.id for t in targets if isinstance(t, ast.Name) and not t.id.startswith("_")]
        if not names or not public_scope(facts, facts.owner(statement)):
            continue
        spaces.update(names)
        pairs = [(item.arg, item.value) for item in value.keywords if item.arg is not None]
        for item in value.keywords:
            spread = facts.names.only_value(item.value) if item.arg is None else None
            if isinstance(spread, ast.Dict):
                entries = zip(spread.keys, spread.values, strict=True)
                pairs += [(const_str(k), v) for k, v in entries if k is not None]
        found += [(statement, f"{names[0]}.{key}", member) for key, member in pairs
                  if key is not None and not key.startswith("_")]  # fmt: skip
    for statement in statements if spaces else []:
        for target in getattr(statement, "targets", []):
            if (
                isinstance(target, ast.Attribute)
                and isinstance(target.value, ast.Name)
                and target.value.id in spaces
                and not target.attr.startswith("_")
                and isinstance(facts.owner(statement), ast.Module)
            ):
                found.append((statement, ast.unparse(target), statement.value))
    return found


def _set_by_class_decorators(facts: StrictFacts) -> list[tuple[ast.AST, str, ast.expr | None]]:
    """(statement, name, value) of each public attribute that a function of the code puts
    on one of its parameters (`cls.total = total`, `setattr(cls, 'total', total)`) when
    the function decorates a public module-level class (`@_with_totals`, also through a
    factory, `@_with(...)`, whose whole body is read) or is called on one at module level
    (`_with_totals(Cart)`): public methods of that class."""
    named: list[ast.expr] = []
    for cls in facts.of_type(ast.ClassDef):
        if cls.decorator_list and cls.name in public_classes(facts):
            named += [getattr(item, "func", item) for item in cls.decorator_list]
    classes = public_classes(facts)
    for statement in facts.tree.body if classes else []:
        call = getattr(statement, "value", None)
        if isinstance(call, ast.Call) and any(
            isinstance(arg, ast.Name) and arg.id in classes for arg in call.args
        ):
            named.append(call.func)
    found: list[tuple[ast.AST, str, ast.expr | None]] = []
    seen: set[int] = set()
    for func in named:
        definition = _named_definition(facts, func) if isinstance(func, ast.Name) else None
        if not isinstance(definition, _Function) or id(definition) in seen:
            continue
        seen.add(id(definition))
        found += _set_on_parameters(definition)
    return found


def _set_on_parameters(definition: _Function) -> list[tuple[ast.AST, str, ast.expr | None]]:
    """(statement, name, value) of each public attribute a function, or one inside it,
    sets on one of its own parameters (`cls.total = total`, `setattr(cls, 'total', ...)`),
    also under a key worked out at run time that may be public (`setattr(cls, 'get_' +
    name, lambda self: ...)`, named `cls.<'get_' + name>`): a decorator adding methods
    so makes them public unless the key surely starts with `_`."""
    found: list[tuple[ast.AST, str, ast.expr | None]] = []
    for inner in ast.walk(definition):
        if not isinstance(inner, _Function):
            continue
        arguments = inner.args
        params = {arg.arg for arg in [*arguments.posonlyargs, *arguments.args]}
        for node in own_walk(inner, into_lambdas=False):
            pairs: list[tuple[ast.expr, ast.expr]] = []
            if isinstance(node, ast.Assign):
                pairs = [(target, node.value) for target in node.targets]
            elif isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
                args = node.value.args
                func = node.value.func
                if getattr(func, "id", None) == "setattr" and len(args) == _SETATTR_ARGUMENTS:
                    key = _attribute_key(args[1])
                    pairs = [(ast.Attribute(value=args[0], attr=key), args[2])]
            for target, value in pairs:
                if (
                    isinstance(target, ast.Attribute)
                    and not target.attr.startswith("_")
                    and isinstance(target.value, ast.Name)
                    and target.value.id in params
                ):
                    found.append((node, f"{target.value.id}.{target.attr}", value))
    return found


def _attribute_key(key: ast.expr) -> str:
    """The attribute a `setattr` key names: a constant's text; for a key worked out at
    run time, `<...>` of its source, or `_` when it surely starts with `_` (its leftmost
    piece is a constant that does, `_literal_start`): private."""
    text = const_str(key)
    if text is not None:
        return text
    return "_" if _literal_start(key).startswith("_") else f"<{ast.unparse(key)}>"


def _bound_pairs(
    facts: StrictFacts, statements: list[ast.AST]
) -> list[tuple[ast.AST, ast.expr, ast.expr]]:
    """(statement, target, value) of each name or attribute the statements bind to a
    value: by assignment, also unpacked from a tuple or list of as many items (`scale,
    shift = _scale, _shift`, also from a name bound once to one), and by `:=` at their
    function, class or module around it (`(scale := _scale)`, also inside a comprehension,
    whose `:=` binds around it), but inside a lambda."""
    found: list[tuple[ast.AST, ast.expr, ast.expr]] = []
    for statement in statements:
        if isinstance(statement, ast.Assign | ast.AnnAssign) and statement.value is not None:
            targets = (
                statement.targets if isinstance(statement, ast.Assign) else [statement.target]
            )
            for target in targets:
                found += [
                    (statement, name, value)
                    for name, value in _unpacked_pairs(facts, target, statement.value, 0)
                ]
    if ":=" in facts.code:  # the `:=` binds in the function, class or module around it
        found += [
            (node, node.target, node.value)
            for node in facts.of_type(ast.NamedExpr)
            if not isinstance(facts.owner(node, through_lambdas=False), ast.Lambda)
        ]
    return found


_MOST_NESTED = 4


def _unpacked_pairs(
    facts: StrictFacts, target: ast.expr, value: ast.expr, depth: int
) -> list[tuple[ast.expr, ast.expr]]:
    """(target, value) of an assignment, a tuple or list target paired item by item with
    a tuple or list value of as many items and no `*`."""
    if not isinstance(target, ast.Tuple | ast.List):
        return [(target, value)]
    items = facts.names.only_value(value) if isinstance(value, ast.Name) else value
    if (
        depth >= _MOST_NESTED
        or not isinstance(items, ast.Tuple | ast.List)
        or len(items.elts) != len(target.elts)
        or any(isinstance(item, ast.Starred) for item in [*items.elts, *target.elts])
    ):
        return []
    return [
        pair
        for part, item in zip(target.elts, items.elts, strict=True)
        for pair in _unpacked_pairs(facts, part, item, depth + 1)
    ]


def _set_on_public_classes(facts: StrictFacts) -> list[tuple[ast.AST, str, ast.expr | None]]:
    """(call, name, value) of each module-level `setattr(Cart, 'total', value)` putting a
    value on a public module-level class under a public name."""
    found: list[tuple[ast.AST, str, ast.expr | None]] = []
    for call in facts.of_type(ast.Call):
        args = call.args
        if len(args) != _SETATTR_ARGUMENTS or not isinstance(facts.owner(call), ast.Module):
            continue
        key = const_str(args[1])
        if key is None or key.startswith("_") or not isinstance(args[0], ast.Name):
            continue
        if args[0].id in public_classes(facts) and "builtins.setattr" in facts.names.names(
            call.func
        ):
            found.append((call, f"{args[0].id}.{key}", args[2]))
    return found


def _looped_methods(facts: StrictFacts) -> tuple[list[_Function], list[Finding]]:
    """Functions of the code a module-level `setattr` puts on a public module-level class
    under a computed name (`for _name, _func in (('total', _total), ...): setattr(Cart,
    _name, _func)`), or on the module itself under any public name (`setattr(
    sys.modules[__name__], name, func)`, `globals()[name] = func`, `_set_on_module`):
    each item of a `for` loop over a literal pairs the name with its value (a private
    name is skipped); a name not so paired is taken as public unless its literal start
    is private (`f'_find_{key}'`, `f'__{name}__'`: `_literal_start`), and its value as every
    function of the code it may name, or that a module-level factory it calls returns
    (`_build_scaler(2)`). Also (line, message) of each lambda so put under a name that
    may be public: a function without a docstring."""
    classes = public_classes(facts)
    sets = [
        (call, call.args[0], call.args[1], call.args[2])
        for call in facts.of_type(ast.Call)
        if len(call.args) == _SETATTR_ARGUMENTS
        and isinstance(call.args[0], ast.Name)
        and call.args[0].id in classes
        and const_str(call.args[1]) is None
        and isinstance(facts.owner(call), ast.Module)
        and "builtins.setattr" in facts.names.names(call.func)
    ] if classes else []  # fmt: skip
    sets += _set_on_module(facts)
    loops = {
        id(node): loop
        for loop in facts.of_type(ast.For)
        if sets and isinstance(facts.owner(loop), ast.Module | ast.ClassDef)
        for statement in loop.body
        for node in ast.walk(statement)
        if isinstance(node, ast.Call | ast.Assign)
    }
    values: list[tuple[ast.AST, ast.expr, ast.expr]] = []
    for node, owner, key, value in sets:
        if _literal_start(key).startswith("_"):
            continue  # `'_total'`, `f'_find_{key}'`, `'_' + name`, `f'__{name}__'`
        if const_str(key) is not None:
            values.append((node, owner, value))
            continue
        paired = _paired_values(key, value, loops.get(id(node)), facts)
        values += [(node, owner, item) for item in ([value] if paired is None else paired)]
    return _set_functions(facts, values)


def _literal_start(key: ast.expr) -> str:
    """The text a name written as a constant, an f-string, a `+` of strings, a `%` or
    `.format` of a constant template or a `''.join` of a list is known to start with
    (`'_find_'` of `f'_find_{key}'`, `'_'` of `'_' + name`, `'_get_'` of `'_get_%s' %
    name` and of `'_get_{}'.format(name)`, `'_'` of `''.join(['_', name])`); empty when
    it starts with a value only known at run time. A leading underscore makes the name
    private, a dunder included, as for a constant key."""
    piece: ast.expr | str = key
    for _ in range(_MOST_PIECES):
        if isinstance(piece, str):
            return piece
        piece = _first_piece(piece)
    return ""


def _first_piece(key: ast.expr) -> ast.expr | str:
    """The piece `key` starts with (the left of `+`, the first item a constant's `.join`
    joins), or the text it is known to start with (`_literal_start`)."""
    text = const_str(key)
    if text is not None:
        return text
    if isinstance(key, ast.JoinedStr):
        start = ""
        for part in key.values:
            if (piece := const_str(part)) is None:
                break
            start += piece
        return start
    if isinstance(key, ast.BinOp) and isinstance(key.op, ast.Add):
        return key.left
    if isinstance(key, ast.BinOp) and isinstance(key.op, ast.Mod):
        return (const_str(key.left) or "").split("%")[0]  # before the first field
    template = _str_method(key)
    if template is None or not isinstance(key, ast.Call):
        return ""
    if template.attr == "format":
        return (const_str(template.value) or "").split("{")[0]
    items = key.args[0] if len(key.args) == 1 and not key.keywords else None
    return items.elts[0] if isinstance(items, ast.List | ast.Tuple) and items.elts else ""


def _str_method(node: ast.expr) -> ast.Attribute | None:
    """The `.format` or `.join` of a constant string `node` calls, if it calls one."""
    func = node.func if isinstance(node, ast.Call) else None
    if isinstance(func, ast.Attribute) and func.attr in ("format", "join"):
        return func if const_str(func.value) is not None else None
    return None


_MOST_PIECES = 100
"""Most pieces `_literal_start` reads in (a longer chain is taken to start with a value
known only at run time)."""


def _set_functions(
    facts: StrictFacts, values: list[tuple[ast.AST, ast.expr, ast.expr]]
) -> tuple[list[_Function], list[Finding]]:
    """The functions of the code each (statement, owner, value) puts under a public name,
    and (line, message) of each lambda so put (`_looped_methods`)."""
    functions: list[_Function] = []
    found: list[Finding] = []
    defined = {node.name: node for node in facts.tree.body if isinstance(node, _Function)}
    for node, owner, value in values:
        where = f"public function under a computed name on `{ast.unparse(owner)}`"
        made, lambdas = _factory_results(facts, value, defined)
        if isinstance(value, ast.Lambda) or lambdas:
            found.append((facts.line_of(node), f"{where} is a lambda, without a docstring"))
            continue
        named = made + [
            item for item in _published_definitions(facts, value) if isinstance(item, _Function)
        ]
        names = frozenset() if named else facts.names.names(value)
        named += [
            defined[name.removeprefix("local:")]
            for name in names
            if name.startswith("local:") and name.removeprefix("local:") in defined
        ]
        functions += named
    return functions, found


def _factory_results(
    facts: StrictFacts, value: ast.expr, defined: dict[str, _Function]
) -> tuple[list[_Function], bool]:
    """What a call of a module-level factory of the code returns (`_build_scaler(2)`):
    the functions it defines and returns, and whether it returns a lambda."""
    if not (isinstance(value, ast.Call) and isinstance(value.func, ast.Name)):
        return [], False
    factory = defined.get(value.func.id)
    return _returned_definitions(facts, factory) if factory is not None else ([], False)


def _set_on_module(facts: StrictFacts) -> list[tuple[ast.AST, ast.expr, ast.expr, ast.expr]]:
    """(statement, owner, key, value) of each module-level `setattr` on the module object
    (`sys.modules[__name__]`, `importlib.import_module(__name__)`, also bound to a name)
    and each module-level assignment into its namespace (`globals()[key] = value`,
    `vars()[key]`, the module's `__dict__`, also by `__setitem__` or `setdefault`), or
    into a public class's from its body (`locals()[key] = value`: `_namespace_owner`)."""
    if not facts.runs_code_dynamically:  # none of these without `globals`, `modules`, ...
        return []
    found: list[tuple[ast.AST, ast.expr, ast.expr, ast.expr]] = [
        (call, call.args[0], call.args[1], call.args[2])
        for call in facts.of_type(ast.Call)
        if len(call.args) == _SETATTR_ARGUMENTS
        and isinstance(facts.owner(call), ast.Module)
        and "builtins.setattr" in facts.names.names(call.func)
        and _the_module(facts, call.args[0])
    ]
    for node in facts.of_type(ast.Assign):
        if _namespace_owner(facts, node, node) is None:
            continue
        found += [
            (node, _namespace_owner(facts, node, target.value), target.slice, node.value)
            for target in node.targets
            if isinstance(target, ast.Subscript) and _module_namespace(facts, target.value)
        ]
    if "__setitem__" in facts.code or "setdefault" in facts.code:
        for call in facts.of_type(ast.Call):
            func = call.func
            if (
                isinstance(func, ast.Attribute)
                and func.attr in _ITEM_SETTERS
                and len(call.args) == _ITEM_ARGUMENTS
                and (owner := _namespace_owner(facts, call, func.value)) is not None
                and _module_namespace(facts, func.value)
            ):
                found.append((call, owner, call.args[0], call.args[1]))
    return found


_ITEM_SETTERS = frozenset({"__setitem__", "setdefault"})
"""Methods of a namespace that put a value under a key, as `namespace[key] = value` does."""
_ITEM_ARGUMENTS = 2


def _namespace_owner(facts: StrictFacts, node: ast.AST, namespace: ast.AST) -> ast.AST | None:
    """What a write into `globals()`, `vars()` or `locals()` at `node` publishes on: the
    namespace itself at module level, a public class in its body (`locals()[name] =
    func` there makes a method); None elsewhere."""
    owner = facts.owner(node)
    if isinstance(owner, ast.Module):
        return namespace
    if isinstance(owner, ast.ClassDef) and public_scope(facts, owner):
        return ast.Name(id=owner.name)
    return None


_MODULE_LOADERS = frozenset({"importlib.import_module", "builtins.__import__"})


def _the_module(facts: StrictFacts, node: ast.expr) -> bool:
    """`sys.modules[__name__]` or `importlib.import_module(__name__)`, also bound to a name."""
    value = facts.names.only_value(node)
    if isinstance(value, ast.Subscript):
        key, modules = value.slice, "sys.modules" in facts.names.names(value.value)
    elif isinstance(value, ast.Call) and value.args:
        key, modules = value.args[0], bool(facts.names.names(value.func) & _MODULE_LOADERS)
    else:
        return False
    return modules and isinstance(key, ast.Name) and key.id == "__name__"


def _module_namespace(facts: StrictFacts, node: ast.expr) -> bool:
    """`globals()`, `vars()` (also bound to a name), or the `__dict__` of the module."""
    if NAMESPACE in facts.names.names(node):
        return True
    value = facts.names.only_value(node)
    return (
        isinstance(value, ast.Attribute)
        and value.attr == "__dict__"
        and _the_module(facts, value.value)
    )


def _paired_values(
    key: ast.expr, value: ast.expr, loop: ast.For | None, facts: StrictFacts
) -> list[ast.expr] | None:
    """The values `setattr(cls, key, value)` puts under a public name in a `for` loop over
    a literal whose target holds `key` (`for key, value in (('total', _total), ...)`,
    also `_METHODS.items()` of a dict literal); None when the loop does not spell each
    name out as a constant string."""
    if loop is None or not isinstance(key, ast.Name):
        return None
    targets = loop.target.elts if isinstance(loop.target, ast.Tuple) else [loop.target]
    names = [getattr(target, "id", None) for target in targets]
    items = _literal_items(facts, loop.iter)
    if items is None or key.id not in names:
        return None
    found: list[ast.expr] = []
    for item in items:
        parts = [item] if len(targets) == 1 else getattr(item, "elts", [])
        if len(parts) != len(targets):
            return None
        name = const_str(parts[names.index(key.id)])
        if name is None:
            return None
        if not name.startswith("_"):
            at = value.id if isinstance(value, ast.Name) else None
            found.append(parts[names.index(at)] if at is not None and at in names else value)
    return found


def _literal_items(facts: StrictFacts, node: ast.expr) -> list[ast.expr] | None:
    """The items a `for` loop over `node` takes when the code spells them out: a tuple,
    list or set literal, `.items()` of a dict literal (also bound once to a name) as
    (key, value) pairs, or `zip` of such items as tuples of them; None otherwise."""
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return list(node.elts)
    if _zipped(facts, node):  # `zip(['area', ...], [_area, ...])`: pairs item by item
        columns = [_literal_items(facts, arg) for arg in node.args]
        if any(column is None for column in columns):
            return None
        return [ast.Tuple(elts=list(row)) for row in zip(*columns, strict=False)]
    if not (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "items"
        and not node.args
    ):
        return None
    table = node.func.value
    table = facts.names.only_value(table) if isinstance(table, ast.Name) else table
    if not isinstance(table, ast.Dict) or None in table.keys:
        return None
    return [
        ast.Tuple(elts=[key, value])
        for key, value in zip(table.keys, table.values, strict=True)
        if key is not None
    ]


def _zipped(facts: StrictFacts, node: ast.expr) -> bool:
    """`zip(...)` of positional arguments alone (also aliased)."""
    return (
        isinstance(node, ast.Call)
        and bool(node.args)
        and not node.keywords
        and not any(isinstance(arg, ast.Starred) for arg in node.args)
        and "builtins.zip" in facts.names.names(node.func)
    )


def docstring_node(node: ast.AST) -> ast.Constant | None:
    """The string a module's, class's or function's docstring is written as, or None."""
    body = getattr(node, "body", None)
    first = body[0] if body else None
    if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
        return first.value if isinstance(first.value.value, str) else None
    return None


def _pieced_problem(facts: StrictFacts, func: _Function) -> str | None:
    """What Ruff's D400 and D205 would find in a docstring written as adjacent strings
    (`("Return the total" " of the prices")`), which Ruff's pydocstyle rules skip: a
    summary line without a closing period, or no blank line after it."""
    node = docstring_node(func)
    if node is None or not written_in_pieces(facts.lines, node):
        return None
    lines = (ast.get_docstring(func, clean=True) or "").splitlines()
    if not lines or not lines[0].rstrip().endswith("."):
        return "ends its summary line without a period (a docstring written as adjacent strings)"
    if len(lines) > 1 and lines[1].strip():
        return "has no blank line after its summary line (a docstring written as adjacent strings)"
    return None


_WRAPPERS = frozenset({"functools.wraps"})


def nested_functions(facts: StrictFacts) -> list[_Function]:
    """Functions defined in a function's body (`def normalise(word):` in
    `word_frequencies`), which the instruction's "every function" covers and pydocstyle
    skips as not public: each with a public name, under public functions only (a dunder
    counts as public; `_helper` and what it holds are private). The methods of a class
    made in a function are its implementation (`class Record:` of a factory), and a
    wrapper `functools.wraps` decorates (or `update_wrapper` is given, or whose `__doc__`
    the function around it sets) takes the docstring of what it wraps."""
    found: list[_Function] = []
    for func in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef):
        if (
            isinstance(facts.owner(func), _Function)
            and _enclosed_publicly(facts, func)
            and not _wrapper(facts, func)
        ):
            found.append(func)
    return found


def _private(name: str) -> bool:
    """Whether a name is private (`_helper`); a dunder (`__init__`) is public."""
    return name.startswith("_") and not (name.endswith("__") and len(name) > 4)  # noqa: PLR2004


def _enclosed_publicly(facts: StrictFacts, func: _Function) -> bool:
    """Whether `func` and the functions around it have public names, up to a public
    module-level function or a method of a public class (`public_scope`)."""
    node: ast.AST = func
    while isinstance(node, _Function):
        if _private(node.name):
            return False
        node = facts.owner(node)
    return public_scope(facts, node)


def _wrapper(facts: StrictFacts, func: _Function) -> bool:
    """Whether `func` takes the docstring of what it wraps, which then documents it: a
    decorator `functools.wraps(...)`, a call `functools.update_wrapper(func, ...)` or a
    store into `func.__doc__` in the function around it."""
    for decorator in func.decorator_list:
        called = decorator.func if isinstance(decorator, ast.Call) else decorator
        names = facts.names.names(called) - {UNKNOWN}
        if names & _WRAPPERS or _decorator_name(called) == "wraps":
            return True
    around = facts.owner(func)
    return any(_copies_doc_into(node, func.name, facts) for node in own_walk(around))


def _copies_doc_into(node: ast.AST, name: str, facts: StrictFacts) -> bool:
    """`functools.update_wrapper(name, ...)` or `name.__doc__ = ...`."""
    if isinstance(node, ast.Call) and node.args:
        first = node.args[0]
        return (
            isinstance(first, ast.Name)
            and first.id == name
            and "functools.update_wrapper" in facts.names.names(node.func)
        )
    return isinstance(node, ast.Assign) and any(
        isinstance(target, ast.Attribute)
        and target.attr == "__doc__"
        and isinstance(target.value, ast.Name)
        and target.value.id == name
        for target in node.targets
    )


def wiped_docs(facts: StrictFacts, *, functions_only: bool = False) -> list[Finding]:
    """A docstring removed at run time: `None` or text without words written into a
    `__doc__` (`add.__doc__ = None`, also in a loop over functions, `setattr(add,
    '__doc__', '')` or any setattr-like call, `del add.__doc__`), but of a private
    function or class of the code (`_helper.__doc__ = None`). With `functions_only`, a
    class's or the module's own `__doc__ = None` (a name, not an attribute) aside."""
    if "__doc__" not in facts.code:
        return []
    found: list[Finding] = []
    for held, value, node in _doc_writes(facts):
        if held is None and functions_only:
            continue
        wiped = value is None or (
            isinstance(value, ast.Constant)
            and (
                value.value is None
                or (isinstance(value.value, str) and not has_words(value.value))
            )
        )
        if wiped and not _private_definition(facts, held):
            shown = "removed" if value is None else f"set to {ast.unparse(value)}"
            found.append((facts.line_of(node), f"a docstring is {shown} at run time"))
    return found


def _doc_writes(facts: StrictFacts) -> list[tuple[ast.expr | None, ast.expr | None, ast.AST]]:
    """(object, value, node) of each write of a `__doc__`: assigned (`obj.__doc__ = v`, a
    `__doc__` name in a class body or the module, object None), deleted (value None), or
    handed to a setattr-like call (`called_doc_writes`)."""
    found: list[tuple[ast.expr | None, ast.expr | None, ast.AST]] = []
    for node in facts.of_type(ast.Assign, ast.AnnAssign, ast.Delete):
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, ast.AnnAssign):
            targets = [node.target]
        else:
            targets = node.targets
        value = None if isinstance(node, ast.Delete) else node.value
        for target in targets:
            if isinstance(target, ast.Attribute) and target.attr == "__doc__":
                found.append((target.value, value, node))
            elif isinstance(target, ast.Name) and target.id == "__doc__":
                if isinstance(facts.owner(node), ast.Module | ast.ClassDef):
                    found.append((None, value, node))
            elif isinstance(target, ast.Subscript) and const_str(target.slice) == "__doc__":
                found.append((None, value, node))
    found += called_doc_writes(facts)
    return found


def overwritten_docs(
    facts: StrictFacts, judged: list[ast.FunctionDef | ast.AsyncFunctionDef]
) -> list[tuple[ast.AST, ast.FunctionDef | ast.AsyncFunctionDef]]:
    """(write, function) of each constant text with words written into the `__doc__` of
    a judged function by name (`total.__doc__ = "Computes ..."`, any setattr-like call):
    the function as Python keeps it, its docstring that text (a copy; the write's
    function untouched)."""
    if "__doc__" not in facts.code:
        return []
    found: list[tuple[ast.AST, ast.FunctionDef | ast.AsyncFunctionDef]] = []
    ids = {id(func) for func in judged}
    for held, value, node in _doc_writes(facts):
        if not (isinstance(held, ast.Name) and isinstance(value, ast.Constant)):
            continue
        if not (isinstance(value.value, str) and has_words(value.value)):
            continue
        bound = [item for kind, item in facts.names.bindings_of(held) or () if kind == "def"]
        for func in bound:
            if id(func) in ids:
                written = copy.copy(func)
                written.body = [ast.Expr(ast.Constant(value.value))]
                found.append((node, written))
    return found


def _overwritten_problems(
    facts: StrictFacts, judged: list[ast.FunctionDef | ast.AsyncFunctionDef]
) -> list[Finding]:
    """`summary_problem` of the text a constant write puts into a judged function's
    `__doc__` (`overwritten_docs`): that text is its docstring."""
    found: list[Finding] = []
    for node, func in overwritten_docs(facts, judged):
        problem = summary_problem(func, facts)
        if problem is not None:
            found.append((facts.line_of(node), f"`{func.name}` (`__doc__` written) {problem}"))
    return found


def _private_definition(facts: StrictFacts, held: ast.expr | None) -> bool:
    """Whether an object names a private function or class of the code (`_helper`)."""
    if not isinstance(held, ast.Name) or not held.id.startswith("_"):
        return False
    bindings = facts.names.bindings_of(held)
    return bool(bindings) and all(kind == "def" for kind, _ in bindings or ())


_MAPPERS = frozenset({"builtins.map", "itertools.starmap"})
_MADE_IN_BULK = (ast.ListComp, ast.SetComp, ast.GeneratorExp, ast.Call)


def getattr_made(facts: StrictFacts) -> tuple[list[_Function], list[Finding]]:
    """The functions a module-level `__getattr__` defines in its own body and returns
    (judged as public functions: the module serves them by name), and a finding for each
    lambda it returns (`if name == 'scaled': return lambda values, factor: ...`): a public
    function without a docstring. Returns are followed through conditional expressions,
    `and`/`or`, a table indexed there (`{'scaled': lambda ...}[name]`) and names the body
    binds to a lambda or definition. (Beside `_strict_text.served_by_getattr`, which
    serves private functions of the module; should move there.)"""
    if "__getattr__" not in facts.code:
        return [], []
    return facts.derived(_getattr_made)


def _getattr_made(facts: StrictFacts) -> tuple[list[_Function], list[Finding]]:
    from vibebench.instructions._strict_text import _module_level  # noqa: PLC0415, PLC2701

    made: list[_Function] = []
    found: list[Finding] = []
    for getter in _module_level(facts.tree.body):
        if not (isinstance(getter, _Function) and getter.name == "__getattr__"):
            continue
        for value in _getattr_returns(getter):
            if isinstance(value, ast.Lambda):
                message = "`__getattr__` serves a lambda as a public function, without a docstring"
                found.append((facts.line_of(value), message))
            elif isinstance(value, _Function) and value not in made:
                made.append(value)
    return made, found


def _getattr_returns(getter: _Function) -> list[ast.AST]:
    """What a getter returns, followed through conditional expressions, `and`/`or`, a
    table indexed there and names its body binds (see `getattr_made`)."""
    bound: dict[str, list[ast.AST]] = {}
    pending: list[ast.AST] = []
    for node in own_walk(getter, into_lambdas=False):
        if isinstance(node, _Function):
            bound.setdefault(node.name, []).append(node)
        elif isinstance(node, ast.Assign | ast.AnnAssign | ast.NamedExpr) and node.value:
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                if isinstance(target, ast.Name):
                    bound.setdefault(target.id, []).append(node.value)
        elif isinstance(node, ast.Return) and node.value is not None:
            pending.append(node.value)
    seen: set[int] = set()
    returned: list[ast.AST] = []
    while pending:
        value = pending.pop()
        if id(value) in seen:
            continue
        seen.add(id(value))
        returned.append(value)
        pending += _returned_through(value, bound)
    return returned


def _returned_through(value: ast.AST, bound: dict[str, list[ast.AST]]) -> list[ast.AST]:
    """The values a returned expression may stand for: both arms of a conditional
    expression, the operands of `and`/`or`, the values of a dict literal indexed, what a
    name of the body is bound to."""
    if isinstance(value, ast.IfExp):
        return [value.body, value.orelse]
    if isinstance(value, ast.BoolOp):
        return list(value.values)
    if isinstance(value, ast.Subscript) and isinstance(value.value, ast.Dict):
        return list(value.value.values)
    return bound.get(value.id, []) if isinstance(value, ast.Name) else []


def factory_made_in_bulk(facts: StrictFacts) -> tuple[list[_Function], list[Finding]]:
    """The functions (and the public methods of classes) a module-level factory returns
    when public names are bound to several of its results at once: unpacked from a
    comprehension or generator of its calls (`total, largest = [_make(op) for op in
    ops]`), or from `map` or `itertools.starmap` of it (`total, largest = map(_make,
    ops)`, also inside `list(...)`, `tuple(...)` or `[*...]`): each name is a function the
    factory defines, as a `def` there would be. A factory that returns a lambda gives
    (line, message) of a public function without a docstring. Read once per code."""
    if "return" not in facts.code or not any(word in facts.code for word in ("for", "map")):
        return [], []
    return facts.derived(_factory_made_in_bulk)


def _factory_made_in_bulk(facts: StrictFacts) -> tuple[list[_Function], list[Finding]]:
    factories = {node.name: node for node in facts.tree.body if isinstance(node, _Function)}
    functions: list[_Function] = []
    found: list[Finding] = []
    for statement in facts.tree.body if factories else []:
        if not isinstance(statement, ast.Assign) or not any(
            isinstance(target, ast.Tuple | ast.List)
            and any(
                isinstance(item, ast.Name) and not item.id.startswith("_")
                for node in target.elts
                for item in ast.walk(node)
            )
            for target in statement.targets
        ):
            continue
        factory = _bulk_factory(facts, statement.value, factories, 0)
        if factory is None:
            continue
        made, lambdas = _returned_definitions(facts, factory)
        functions += made
        message = f"public functions made by `{factory.name}` as lambdas, without a docstring"
        found += [(facts.line_of(statement), message)] if lambdas else []
    return list({id(func): func for func in functions}.values()), found


def _bulk_factory(
    facts: StrictFacts, value: ast.expr, factories: dict[str, _Function], depth: int
) -> _Function | None:
    """The module-level factory whose results a comprehension, generator or `map` of
    calls of it gives (through `list`, `tuple`, `[*...]` around it)."""
    if depth > _MOST_NESTED or not isinstance(value, _MADE_IN_BULK + (ast.List, ast.Tuple)):
        return None
    if isinstance(value, ast.List | ast.Tuple):  # `[*map(_make, ops)]`
        starred = [item.value for item in value.elts if isinstance(item, ast.Starred)]
        return next(
            (
                made
                for item in starred
                if (made := _bulk_factory(facts, item, factories, depth + 1))
            ),
            None,
        )
    if isinstance(value, ast.Call):
        names = facts.names.names(value.func)
        if names & _MAPPERS and value.args:
            func = value.args[0]
            return factories.get(func.id) if isinstance(func, ast.Name) else None
        if names & {"builtins.list", "builtins.tuple"} and len(value.args) == 1:
            return _bulk_factory(facts, value.args[0], factories, depth + 1)
        return None
    elt = value.elt
    if isinstance(elt, ast.Call) and isinstance(elt.func, ast.Name):
        return factories.get(elt.func.id)
    return None


def _returned_definitions(facts: StrictFacts, factory: _Function) -> tuple[list[_Function], bool]:
    """The functions (and public methods of classes) a factory defines and returns by
    name, but those whose `__doc__` it sets (`method.__doc__ = f'Apply {name}.'`, see
    `_wrapper`), and whether it returns a lambda."""
    returned: set[str] = set()
    lambdas = False
    for node in own_walk(factory, into_lambdas=False):
        if isinstance(node, ast.Return) and node.value is not None:
            returned |= {item.id for item in ast.walk(node.value) if isinstance(item, ast.Name)}
            lambdas = lambdas or isinstance(node.value, ast.Lambda)
    functions: list[_Function] = []
    for node in ast.walk(factory):
        if node is factory or getattr(node, "name", None) not in returned:
            continue
        if isinstance(node, _Function):
            functions += [] if _wrapper(facts, node) else [node]
        elif isinstance(node, ast.ClassDef):
            functions += [
                item
                for item in node.body
                if isinstance(item, _Function) and not item.name.startswith("_")
            ]
    return functions, lambdas


_SIGNATURE = re.compile(
    r"(?:[A-Za-z_][\w.]*\s*)?\(.*\)\s*->\s*"
    r"[\w.]+(?:\[[^\]\n]*\])?(?:\s*\|\s*[\w.]+(?:\[[^\]\n]*\])?)*\.?"
)
"""A line that is a call signature (`(float) -> float.`, `mean(values) -> float`)."""


def only_signatures(docstring: str) -> bool:
    """Whether every line of a docstring is a signature: PEP 257 asks the summary not to
    be one (`(float) -> float.` says nothing of what the function does)."""
    lines = [line.strip() for line in docstring.splitlines() if line.strip()]
    return all(_SIGNATURE.fullmatch(line) for line in lines)


PARTIALS = frozenset({"functools.partial", "functools.partialmethod"})


def attribute_documented(facts: StrictFacts, statement: ast.stmt, imperative: bool) -> bool:
    """Whether a binding of one name is followed at once by a string with words, its PEP
    257 attribute docstring (what Sphinx's autodoc shows), which is not only a signature
    and, when `imperative` (the convention asks for it), opens with a command in English
    (`to_kelvin = partialmethod(convert, 1, 273.15)` / `\"\"\"Return the reading in
    kelvin.\"\"\"`)."""
    single = (
        len(statement.targets) == 1
        if isinstance(statement, ast.Assign)
        else isinstance(statement, ast.AnnAssign) and statement.value is not None
    )  # `by_name: Callable[[dict], str] = itemgetter('name')` binds one name too
    if not single:
        return False
    following = next(
        (
            block[i + 1 : i + 2]
            for block in facts.blocks
            for i, item in enumerate(block)
            if item is statement
        ),
        [],
    )  # its own block: a binding under an `if` or `try` of a class body too
    if (
        following
        and isinstance(following[0], ast.Expr)
        and isinstance(following[0].value, ast.Constant)
        and isinstance(following[0].value.value, str)
    ):
        text = following[0].value.value
    else:
        text = doc_comment(facts, statement)
    text = inspect.cleandoc(text)
    if not has_words(text) or ("->" in text and only_signatures(text)):
        return False
    documented = ast.FunctionDef(
        name="_", args=ast.arguments(), body=[ast.Expr(ast.Constant(text))], decorator_list=[]
    )  # judged as the docstring of a `def` of it would be
    return not imperative or summary_mood_problem(documented) is None


def doc_comment(facts: StrictFacts, statement: ast.stmt) -> str:
    """The text of Sphinx's `#:` doc comment of a binding: the `#:` comment lines right
    above it, or one after it on its line (`pad_number = partial(pad, fill='0')  #: Pad
    with zeros.`); empty when it has none. Read from the code's comments, so a `#:`
    inside a string is none."""
    marked = {line: text[2:].strip() for line, text in facts.comments if text.startswith("#:")}
    above: list[str] = []
    number = statement.lineno - 1
    while number in marked and facts.lines[number - 1].lstrip().startswith("#:"):
        above.insert(0, marked[number])
        number -= 1
    if above:
        return "\n".join(above)
    return marked.get(statement.end_lineno or statement.lineno, "")


def undocumented_partials(facts: StrictFacts, *, imperative: bool) -> list[Finding]:
    """`undocumented_callables`, but a `functools.partialmethod` or `partial` bound in a
    class body with an attribute docstring (`attribute_documented`): documented where
    it is bound, since it can carry no docstring of its own."""
    found = undocumented_callables(facts)
    if "partial" not in facts.code:
        return found
    documented = {
        (facts.line_of(item), item.targets[0].id)
        for cls in facts.of_type(ast.ClassDef)
        for item in cls.body
        if isinstance(item, ast.Assign)
        and isinstance(item.value, ast.Call)
        and facts.names.names(item.value.func) & PARTIALS
        and isinstance(item.targets[0], ast.Name)
        and facts.line_of(item) is not None
        and attribute_documented(facts, item, imperative)
    }
    return [
        (line, message)
        for line, message in found
        if not any(
            line == place and message.startswith(f"`{name}` is a partial")
            for place, name in documented
        )
    ]


class ImperativeSummaries(Instruction):
    """Give every function a docstring that opens with a one-line imperative summary.

    What it asks:
        Every public function and method (in strict mode also a public-named function
        nested in one, as the prompt's "every function" says) has a docstring. Its first
        line is a single sentence in the imperative mood ("Return the total.", not
        "Returns the total") that ends with a period; when more text follows, a blank
        line separates it from the summary.

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
        whose summary line holds more than one sentence (a stop after a word that is no
        known abbreviation, or after a word in capitals, then a lower-case word or
        snake_case name and another word, a signed number, or a word behind marks of
        emphasis, `*`, `_` or `~~`, opens a second one: `Return the total. negative prices
        count as refunds.`, `... of a CSV. blank names are dropped.`, `... max_price limits
        each item.`, `... in items. -1 means absent.`, `... *Negative* prices count as
        refunds.`; abbreviations such as "e.g." do
        not end one, but `etc.` before a capitalised word does: `Return the mean, median
        etc. Log them.`, and so does an abbreviation that may end a phrase (`approx.`,
        `incl.`, `excl.`, `resp.`, `et al.`, `max.`, ...) before a capitalised word that
        opens a sentence or is a common command or a third-person verb (`Return the
        amount, approx. Rounds it.`, `incl. Log it.`) or before an acronym and a verb
        it is the subject of (`incl. VAT is added.`) or before any other capitalised
        word (`incl. Negative amounts count.`, `et al. Section 3`: a name cannot be
        told from a sentence's first word there), but not before another acronym,
        symbol or unit (`incl. VAT`, `max. N seconds`, `viz. Q1`), a number (`et al.
        2019`) or a lower-case word (`resp. writes`); `etc.` also ends one before a lower-case word
        that is no conjunction, preposition, relative word, auxiliary, `-ed` or `-ly`
        word (`... median etc. blank values are skipped.`), and so does `no.`, the word,
        not `No. 5`: `Answer yes or no. Log it.`; a stop after a word inside closing
        quotes, brackets or marks of emphasis ends one too: `Return the "grand total."
        Skip nothing.`; a full stop, question or exclamation mark of another script ends
        one as `.` does: the ideographic full stop `。`, the Devanagari danda, ...; so does
        a stop with no space after it between a word and a capitalised word that opens a
        sentence, a determiner, pronoun, conjunction, preposition or common command, and
        goes on, `Return the mean.Raise TypeError on text.`, unless the word before it is a
        module of the standard library or a usual alias, `ast.If`, `np.Inf`, or the class's
        own name, `decimal.Decimal`), has no
        word in it (a lone "."), or opens with a third-person verb
        (`Totals`, `Frobnicates`; not a discourse adverb and a comma, `Afterwards,`),
        also behind arrows, bullets or other marks (`→ Computes`, `• Returns`), behind
        adverbs (up to six words of them, the `and`s
        and commas between them included: `Recursively computes`, `Also returns`, `Quickly, lazily
        and safely flattens`), or behind a subject (`It returns`, `This function
        returns`, or the code's name in backticks or quotes or called: `` `total`
        computes``, `total() computes`; a summary that opens with such a name is read
        as a statement about it, so `` `None` values are skipped`` fails too), or with
        `Will`, `Shall` or `Would` (`Will return`) or a spoken contraction of a future or
        a need (`Gonna return`, `Gotta`, `Wanna`), a gerund or participle in `ing` with a
        vowel before its `ing` (`Averaging`; `Bring`, `String`, `Ping` are verbs) or a past
        form (a word in `ed`, `Averaged`, but `Embed`, `Shed`, `Feed`, `Seed`, `Proceed`;
        `Took`, `Made`, `Found` and other simple pasts no bare verb shares; a past
        participle or simple past of a strong verb that no bare verb shares, `Taken`,
        `Drawn`, `Hidden`, `Spoke`, also behind a prefix, `Rewritten`, `Overridden`,
        `Mistaken`, but `Bound`, `Wound`, `Resent`, `Present`), also behind up
        to three adverbs (`Recursively averaged`) or, a past form, behind `It`, `This`,
        `That` or `The` and a word (`This function took ...`), but a word before a colon
        (`Deprecated:
        use ...`), one that opens a leading phrase (`Given`, `Using`, `Based`) and a phrase
        so opened that ends at a comma before a command (`Starting from the root, visit
        ...`), a personal pronoun as the subject (`We
        compute`, `I compute`, `You get`, `They`, `He`, `She`; also `It`, `This` or one
        of those behind up to three discourse words or adverbs, `So we compute`, `Now,
        it returns`, `Basically we ...`, when what follows them fails as a summary of
        its own, and a noun phrase behind them, `So, the area is computed`, `Now each
        item ...`; also any summary behind a conjunction, `And`, `But`, `Or`, `Nor`, `So`,
        `Yet`, `Then`, `Also`, `Plus`, and such words, that fails as a summary of its own:
        `But returns zero ...`), or a finite verb that is
        no third-person form ending in `s` (`Is`, `Are`, `Was`, `Were`, `Am`, `Has`,
        `Had`, `Did`, `Can`, `Could`, `Should`, `May`, `Might`, `Must`, `Ought`: `Is the mean of
        the values.`, `Can be zero.`) before another word, each also read with every word
        joined by hyphens or other dashes taken as its last part (`Pre-computes the sum`,
        `Non-negative values are dropped`), with a prefix of letters in brackets glued
        before the first word read as part of it (`(Re)computes` as `Recomputes`,
        `[Re]builds`), and with each part of a first word of letters joined by slashes read
        as the opening (`Gets/sets ...`), each also
        behind a label (one word, or a word and a noun such as `summary`, before a
        colon, a dash, an arrow or `=`, or in brackets: `Summary: computes ...`,
        `[Brief] returns ...`, `**Note**: it returns ...`), or behind a leading phrase
        that opens with a preposition or conjunction (`Given`, `For`, `When`, `If`, ...)
        and ends at one of the first three commas within fourteen words (`Given a list,
        returns ...`, `For each key, the value is doubled`), or that opens with a subject
        and its verb: a determiner or possessive (`The`, `Our`, `Each`, ...) and up to three
        words before a third-person or finite verb (`Our helper counts ...`), any one word
        before a finite verb (`is`, `has`, `can`, `gets`, ...: `Item is placed ...`), a
        noun that is plural without an `s` or a pronoun such as `Everyone` before another
        word, alone or after a determiner (`People get ...`, `The children get ...`,
        `Data for the plot.`), a code name written bare (with an underscore, a capital after
        small letters, a digit
        or dots: `word_count splits ...`), or a passive after a subject of two or three
        words (`Top item is removed ...`; not after a command that takes a clause, `Ensure
        the cache is loaded`, nor after `if`, `when`, `that`, ...), or a bare subject
        of one to three words (no determiner, preposition or conjunction among them, not
        after a command that takes a clause) before a third-person verb that no plural
        noun is spelled like (`Word counter computes ...`: `computes`, `calculates`,
        `generates`, ...) or, with a determiner after it, one that is (`Length finder
        picks the longest ...`, `Word counter returns the ...`; `Average sector returns.`
        is a command), or a bare noun phrase of two or three words before `is`, `are`,
        `was` or `were` (`Return value is the mean.`, `Sort order is kept.`; not after a
        command that takes a clause, `Ensure input is sorted.`, but `Return` and `Yield`
        take none), or with a noun
        straight before `of` (`Sum of the values.`, `Factorial of n.`; the few verbs
        and phrases that take `of`, `Dispose of`, `Warn of`, `Instead of`, aside) or with `To` and
        a verb (`To compute the sum.`), or with an adjective and `to`, `for`, `with` or `as`
        (`Equivalent to summing the prices.`, `Safe to call twice.`; adjectives that are
        verbs too, `Empty`, `Clean`, `Open`, are not read so); a property's summary (`@property`,
        `@cached_property`, judged by what the decorator resolves to, not its local name:
        `lru_cache` imported as `cached_property` makes no property) reads as an attribute
        (Ruff's D401 skips properties too),
        so it fails only when it opens with a third-person verb from a short list
        (`Returns`, `Gets`, `Computes`, `Calculates`, ... but `Returns of the
        portfolio.`, a noun): plural nouns open attribute summaries (`Prices in the
        cart.`); one decorated `@override` without a docstring; a public
        function written as a lambda at module or class level, which cannot carry a
        docstring; a public method bound to a `functools.partialmethod`, to a `partial`
        in a class body, or to a `staticmethod` or `classmethod` of a lambda or of one of
        those (`area = staticmethod(lambda w, h: w * h)`), none with a docstring of its own
        (a `partialmethod` or `partial` in a class body followed by a PEP 257 attribute
        docstring, or under or beside Sphinx's `#:` comment, is documented there, its
        summary judged as a `def`'s; a module's `md5 = partial(hashlib.md5, ...)` is a
        configured alias, not judged);
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
        _build_counter_class()`; a function whose `__doc__` the factory sets, `convert.__doc__
        = _TEMPLATE.format(unit=unit)`, read with that text, a template's as written) or
        unpacks it into public names (`add, subtract =
        _make_operations()` / `return add, subtract`, matched place by place when both
        are spelled out alike, else every definition returned), or unpacks several of its
        results into public names (`total, largest = [_make(op) for op in ops]`, a
        generator or set comprehension, `map(_make, ops)` or `itertools.starmap`, also in
        `list(...)`, `tuple(...)` or `[*...]`: every definition it returns, and a failure
        when it returns a lambda, which has no docstring); the public methods a
        public module-level class inherits
        from a private class of the module (`class Stack(_StackBase)`, also through a
        chain of them) and does not define itself; and a private function (`_total`) the
        code publishes under a public
        name, judged as a public one, and so the public methods of a private class it
        publishes (`Cart = _Cart`): in the same body (`total = _total`), in a literal
        `__all__`, or on the module at run time (`globals().update(total=_total)`,
        `globals()['total'] = _total`, `vars().update({'total': _total})`,
        `setattr(sys.modules[__name__], 'total', _total)`, `sys.modules[__name__].total
        = _total`, also by `globals().__setitem__` or `setdefault`; at module level also
        under a name a `for` loop over a literal (or `zip` of literals) pairs with it or
        one computed at run time, taken as public, and so in a public class's body into
        `locals()` or `vars()` (`locals()[_name] = _func`, `locals().__setitem__(...)`:
        public methods), and also what a call of a
        module-level factory of the code returns, `setattr(_module, _name,
        _build_scaler(_factor))`, `globals()[_name] = _make(op)`, a lambda so put or
        returned failing), or on a public module-level class after it (`Cart.total = _total`,
        `setattr(Cart, 'total', _total)`; a lambda so put, `Cart.total = lambda self:
        ...`, is a public lambda), or served by a module-level `__getattr__` (or a
        public class's `__getattr__`/`__getattribute__`, for its private methods) that
        reads it other than to call it: by name (`return _total`, also through a table,
        `_LAZY[name]`), as an attribute (`self._total`), or looked up in `globals()`,
        `vars()` or with `getattr` on the module or class by a constant key, a key with
        a private start (`'_' + name`) or any key but the asked name itself; a function
        a module-level `__getattr__` defines in its body and returns is judged as a
        public one, and a lambda it returns (also through a conditional expression,
        `and`/`or`, an indexed dict literal or a name its body binds) fails.
        A summary is judged as English, the language of the instruction and its examples
        (the mood of other languages is not judged, and in several the imperative and the
        third person are spelled alike, Spanish `Calcula`): one whose words are mostly of
        another script than Latin or Greek (`Вернуть сумму.`), or that holds two or more
        marks of another language and more of them than English function words (`the`,
        `of`, `to`, ...) fails, the marks being function words English lacks (`der`, `und`,
        `la`, `des`, `het`), Latin endings on words of six or more letters (`-arum`, `-abit`)
        and words holding accented Latin letters (`Gibt den Mittelwert zurück.`,
        `Calculabit mediam lecturarum.`), or that holds, after its first word, one such
        word no English summary writes lower case (`den`, `und`, `mit`, `les`, `avec`, `een`;
        not `die`, `del`, `de`, `la`) and no English function word at all (`Berechnet den
        Mittelwert.`); a name with an accent (`naïve`) or a unit in Greek
        letters (`μs`) alone is none, and quoted spans (quotes, backticks) are set aside
        when the words around them read as English, an English function word and no mark
        of another language (`Read the 'Année de naissance' column.`; not `Gibt 'den
        Mittelwert' zurück.`): a field or dish name cited keeps the data's language.
        A summary also fails when it opens with a contraction no command opens with
        (`Doesn't`, `Won't`, `It's`, `They'll`; `Don't` and `Let's` are commands), also
        behind `This` and up to three words or behind a subject (`This function doesn't
        ...`, `It won't ...`), or when a word of it mixes Latin letters with letters of
        another script drawn like Latin ones (a Cyrillic dze for the `s` of `Returns`; a
        word wholly in another script, and Greek letters as units or names, are none); a
        summary is judged after NFKC normalisation (fullwidth letters read as Latin ones).
        Also judged as public: a function, or the public methods of a class, the code binds
        under a public name at module level, in a public class, on a public module-level
        class after it (also `setattr(Cart, 'total', ...)`; under a computed name, each
        item of a `for` loop over a literal, or `.items()` of a dict literal, pairs the name
        with its value, `for _name, _func in (('total', _total), ...): setattr(Cart, _name,
        _func)`, a private name skipped; a name not so paired is taken as public, unless
        written starting with an underscore (`f'_find_{key}'`, `'_' + name`, a dunder
        `f'__{name}__'`), and its value as every function of the code it may name; a
        lambda so put fails) or under a
        name a function
        declares `global`, also unpacked from a tuple or list of as many items (`add, sub =
        _add, _sub`, also from a name bound once to one) or by `:=` (`(add := _add)`, also in
        a comprehension, whose `:=` binds around it), also wrapped (`area =
        staticmethod(_area)`, `from_text = classmethod(_from_text)`, `total = _Impl.total`,
        picked (`total = _fast if _np else _slow`, both; `_fast or _slow`; the entry a
        constant key or index picks from a literal dict, list or tuple, `_CONVERTERS[
        "kelvin"]`, `_CONVERTERS.get("kelvin")`, `_PAIR[0]`),
        a method bound to an instance of a class of the code, `area = _GEOMETRY.area` with
        `_GEOMETRY = _Geometry()`, or `_Geometry().area`, `add =
        types.FunctionType(_add.__code__, globals())`, a `functools.partial` of it,
        `to_kelvin = partial(_linear, offset=273.15)`, whose only documentation it is; a
        decorator applied to it, `total = lru_cache(maxsize=None)(_total)`, `total =
        functools.cache(_total)`, which keep its docstring; an instance of a private class
        of the code, `total = _Totaller()`, is the function
        its class's `__call__` is, whatever the class's docstring says), a function of
        the code bound as a method under a public attribute of an object (`self.area =
        types.MethodType(_area, self)`, `self.area = _area.__get__(self)`),
        what a function defines under a name it declares `global` (`global add` / `def
        add(...)`), a function (or lambda) a function of the code puts under a public name
        on one of its parameters when it decorates a public module-level class or is called
        on one at module level (`@_with_totals` / `cls.total = total`, `setattr(cls, name,
        method)` in a decorator factory's body too, also under a key worked out at run
        time unless its leftmost piece is a constant starting with `_`, also a `%` or
        `.format` template, `'_get_%s' % name`: `setattr(cls, 'get_' + name, lambda
        self: ...)`), and the public methods a
        public class made by `type(name, bases, namespace)` inherits from a private class of
        the code among its bases (also through that class's private bases) and its namespace
        (a dict literal, `dict(...)` keywords or pairs) does not define. Also fails a public name
        bound to a function `types.FunctionType` makes from a code object the code does not
        show, a lambda bound under a name its function declares `global`, unpacked into
        public names (`add, sub = (lambda a, b: a + b), (lambda a, b: a - b)`) or bound by
        `:=` at module or class level, and a docstring
        removed at run time: `None` or text without words written into the `__doc__` of
        anything but a private function or class of the code; constant text with words
        written by name into a judged function's `__doc__` (`total.__doc__ = "Computes
        ..."`, any setattr-like call) is judged as its docstring (`add.__doc__ = None`, also
        through a loop variable, `setattr(add, '__doc__', '')`, any setattr-like call, `del
        add.__doc__`). A docstring written as adjacent strings (`("Return the total"
        " of the prices")`), which Ruff's pydocstyle rules skip, fails when its summary
        line does not end with a period or is not followed by a blank line (D400, D205).
        A summary also fails when a phrase opened by a preposition or participle (`Given`,
        `Using`, `For`, `With`, ...; not a clause opened by `If`, `When`, ...) runs
        without a comma into a third-person verb of the short list (`Given a list returns
        the mean.`), when it opens with an adjective and a noun before `of` (`Arithmetic mean
        of the values.`, `Largest value of the list.`; known adjectives, or endings `-ic`,
        `-ous`, `-ful`), when it names the function's role with a verb as its modifier:
        `sort`, `filter`, `group`, `rank`, `merge`, `partition`, `shard`, `bucket`,
        `cluster`, `dedupe` or `deduplicate`, whose command needs many things, before one
        bare `key`, `function`, `predicate`, `comparator`, `criterion`, `order`,
        `strategy`, `callback`, `helper`, `field`, `column`, `rule`, `condition`, `mask`
        or `spec`, then the summary's end or `for`, `of`, `in`, `on`, `used`, `that`,
        `which`, `when`, `to`, `applied` or `passed` (`Sort key for ranking items.`,
        `Partition key of a row.`; `Sort keys by ...`, `Sort key columns ...` and a role
        before an adverbial, `Sort column in place`, `in reverse`, stay commands), or
        joined to one such role or its plural by a hyphen (`Sort-key for ...`), or
        when a noun phrase or adjective phrase follows a label
        (`Summary: average of the values.`). Also judged: the name a module- or class-level
        `for` loop that never reads it binds to a function of the code or a lambda (`for
        add in (_add,): pass`), a method taken out of a class's namespace (`total =
        vars(_Impl)['total']`, `_Impl.__dict__.get('total')`), and a lambda given to a
        compiling decorator of numba, jax, `torch.compile`, `torch.jit` or
        `tensorflow.function` (`dot = njit(lambda ...)`), failing when it has no docstring.
        Also judged as public: a function (or lambda, which fails) put under a public
        attribute of a namespace object bound to a public name (`stats =
        types.SimpleNamespace(mean=_mean)`, also `**{'mean': _mean}`, `argparse.Namespace`,
        `types.ModuleType`, or set on it after at module level, `stats.mean = _mean`). A
        leading Doxygen or Javadoc tag (`@brief Computes ...`, `\\short ...`) is set aside
        before the mood is judged, as a bullet is.
        Also judged, as the instruction asks for every function: a function defined in
        the body of a public function or of a public method, with a public name and under
        public functions only (`def normalise(word):` inside `word_frequencies`), which
        pydocstyle skips as not public; a wrapper decorated with `functools.wraps` (or
        given to `functools.update_wrapper`, or whose `__doc__` the function around it
        sets), which takes the docstring of what it wraps, and the methods of a class made
        inside a function (a factory's `class Record:`) aside.
        Still possible: a second sentence after `approx.` opened by a command off the
        short list (`approx. Strip it.`), or after an abbreviation that may end a phrase
        opened by an acronym before a full verb (`incl. VAT applies.`), the methods of
        a class made inside a function left without
        docstrings (a factory's `class Counter:`, also when it returns an instance; the
        project's honest code treats them as the factory's implementation), a leading
        phrase without a comma before a verb off the short list,
        a lambda bound to a name inside a function (`key = lambda row: row[1]`), a helper
        function nested under a private one (`_helper`) or named privately,
        a subject other than a pronoun or a noun phrase opened by an article or
        possessive behind a discourse word (`So, area is computed.`), a public
        attribute bound per instance to another binder of methods
        (`functools.partial(_area, self)`, honest code binds callbacks so),
        a summary in another language with fewer than two marks of it (`Berechnet den
        Mittelwert.`), an irregular past form shared with a bare verb (`Set`, `Read`),
        a passive behind a subject of four or more words, other noun phrases (`Fibonacci
        number of n.`, `Dispatcher for events.`, a verb that takes one thing as its
        modifier, `Return value for a missing key.`, and a role in the plural after the
        verb, `Sort keys for ranking items.`, which reads as the command `Sort keys for
        display.` does), which Ruff's word list does not
        know as nouns, a method without arguments made a property whose summary opens with a
        third-person verb off that short list or behind an adverb, a lambda given to
        another library's decorator called by its bare name (`jit(lambda ...)`, numba's and
        jax's aside), a
        property's getter made by the code's own factory, publishing under a name computed
        at run time or bound by `with` or by a `for` loop whose body reads it (a
        `setattr` on a class whose name and value both come from run time, `for key, func
        in vars(_Mixin).items()`, aside),
        methods put on a class by its metaclass or a base's `__init_subclass__`, other
        nouns plural without an `s` (`Sheep get ...`), a bare subject before a verb off
        those lists (`Word counter splits ...`) or of four or more words, a
        method borrowed through a namespace not spelled out, a class made by
        `types.new_class`, a lambda method in the namespace of a class made by calling a
        metaclass other than `type` (`abc.ABCMeta('Cart', (), {'total': lambda self:
        ...})`), and a docstring replaced at run time by text put together at run time.
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
        found = undocumented_partials(facts, imperative=True)
        elsewhere, _, undecided = published_elsewhere(facts)
        found += undecided + wiped_docs(facts, functions_only=True) + borrowed_findings(facts)
        judged = [*public_api_functions(facts), *published_private_functions(facts)]
        more = [*served_by_getattr(facts)[0], *factory_made(facts)[0], *inherited_privately(facts)]
        more += factory_unpacked(facts)[0] + nested_functions(facts)
        bulk, lambdas = factory_made_in_bulk(facts)
        more += bulk
        found += lambdas
        served, served_lambdas = getattr_made(facts)
        more += served
        found += served_lambdas
        if "setattr" in facts.code or facts.runs_code_dynamically:
            looped, looped_lambdas = _looped_methods(facts)
            more += looped
            found += looped_lambdas
        judged += [func for func in [*more, *elsewhere] if func not in judged]
        for func in judged:
            problem = summary_problem(func, facts) or _pieced_problem(facts, func)
            if problem is not None:
                found.append((facts.line_of(func), f"`{func.name}` {problem}"))
        return found + _overwritten_problems(facts, judged)

    def applies_to(self, code: str) -> bool:
        """True when the code defines at least one function."""
        tree = parse(code)
        return tree is not None and bool(functions(tree))
