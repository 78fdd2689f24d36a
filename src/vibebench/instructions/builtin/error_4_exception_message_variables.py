"""error_4: exception messages assigned to a variable before the raise."""

from __future__ import annotations

import ast
import builtins
import re
from collections.abc import Hashable
from typing import Any, TypeGuard

from vibebench.instructions._base import Instruction
from vibebench.instructions._code_facts import TRY_NODES, assigned_value, is_super_call, parse
from vibebench.instructions._strict import Finding, StrictFacts, without_noops
from vibebench.instructions._strict_arguments import parameter_owner, passed_values
from vibebench.instructions._strict_calls import is_self
from vibebench.instructions._strict_classes import class_body_values, class_model, own_method
from vibebench.instructions._strict_flow import falls_through, lineage_of, own_walk
from vibebench.instructions._strict_names import const_str


def _has_inline_message(node: ast.Raise) -> bool:
    """Whether `raise X(<literal>, ...)` puts a string, f-string or .format() message inline."""
    if not isinstance(node.exc, ast.Call) or not node.exc.args:
        return False
    first = node.exc.args[0]
    if isinstance(first, ast.JoinedStr):
        return True
    if isinstance(first, ast.Constant) and isinstance(first.value, str):
        return True
    return (
        isinstance(first, ast.Call)
        and isinstance(first.func, ast.Attribute)
        and first.func.attr == "format"
        and isinstance(first.func.value, ast.Constant)
    )


def _inline_text(node: ast.Raise, keys: frozenset[int] = frozenset()) -> bool:
    """Whether text is written inside the raise: a string or bytes literal
    (`b'bad'.decode()`) or an f-string, at any depth.

    Subscript keys are lookups, not messages (`raise KeyError(MESSAGES['empty'])`, also a
    one-word key of `.get`: `MESSAGES.get('empty')`), and neither is a code handed to the
    exception by a keyword that names no message (`raise AppError(msg, code='E_NEGATIVE')`),
    a one-word dict key (a field or header name: `ValidationError({'email': msg})`), a
    one-word argument of a module function building the raised exception (`keys`, see
    `_factory_keys`), nor, once the
    exception has a message, what a keyword naming no message holds (`headers={
    'WWW-Authenticate': 'Bearer'}`).
    """
    stack: list[ast.AST] = [node]
    extras = _extra_keywords(node.exc)
    while stack:
        current = stack.pop()
        if id(current) in keys:
            continue
        if isinstance(current, ast.JoinedStr) or (
            isinstance(current, ast.Constant) and isinstance(current.value, str | bytes)
        ):
            return True
        if (
            isinstance(current, ast.Call)
            and isinstance(current.func, ast.Attribute)
            and current.func.attr in _FORMATS
        ):
            return True  # `TEMPLATE.format(values)`: a `str.format` call, whatever the template
        if isinstance(current, ast.Subscript):
            if _sentence_key(current.slice):
                return True  # `MESSAGES['age must be positive']`: the message as its key
            stack.append(current.value)
            continue
        if _looked_up(current):
            stack.append(current.func)
            stack.extend(current.args[1:])  # the default may be a message
            continue
        if isinstance(current, ast.keyword) and (id(current) in extras or _is_code(current)):
            continue
        if isinstance(current, ast.Dict):
            stack.extend(key for key in current.keys if key is not None and not _is_word(key))
            stack.extend(current.values)
            continue
        stack.extend(ast.iter_child_nodes(current))
    return False


_FORMATS = frozenset({"format", "format_map"})


def _sentence_key(key: ast.expr) -> bool:
    """A subscript key holding text of more than one word (`ECHO['age must be positive']`,
    `TEXT[f'got {age}, want more']`): a message written inline, whatever the lookup gives
    back (a dict mapping it to itself, a `__missing__` or `__class_getitem__` echoing it),
    not a one-word key or a dotted one."""
    for part in ast.walk(key):
        if (
            isinstance(part, ast.Constant)
            and isinstance(part.value, str | bytes)
            and not _is_word(part)
            and not _in_fstring_word(part, key)
        ):
            return True
        if isinstance(part, ast.JoinedStr) and any(
            isinstance(piece, ast.Constant) and any(c.isspace() for c in str(piece.value))
            for piece in part.values
        ):
            return True
    return False


def _in_fstring_word(part: ast.Constant, key: ast.expr) -> bool:
    """A constant piece of an f-string key (judged with the f-string: `f'{kind}_error'`)."""
    return any(
        isinstance(joined, ast.JoinedStr) and any(piece is part for piece in joined.values)
        for joined in ast.walk(key)
    )


def _looked_up(node: ast.AST) -> TypeGuard[ast.Call]:
    """`MESSAGES.get('empty', ...)`: a lookup by a one-word key."""
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "get"
        and bool(node.args)
        and _is_word(node.args[0])
    )


def _factory_keys(exc: ast.expr | None, facts: StrictFacts) -> frozenset[int]:
    """The one-word constants handed to the module's own function that builds the raised
    exception (`raise _error(path, 'missing')`, `self._error(path, 'missing')`, or
    `missing = _error(path, 'missing')` raised later): a kind or key a factory builds its
    message from, not the message, as a one-word argument of a raising helper is not
    (`_handed_message`). Not inside the exception's arguments: `ValueError(_text(
    'age_must_be_positive'))` hands a message to a helper that spells it."""
    if not isinstance(exc, ast.Call) or not _module_function(exc.func, facts):
        return frozenset()
    spelled = _spelled_parameters(exc, facts)
    values = [*exc.args, *(k.value for k in exc.keywords if k.arg is not None)]
    return frozenset(id(value) for value in values if _is_word(value) and id(value) not in spelled)


_TRIMS = frozenset({
    "removesuffix", "removeprefix", "strip", "lstrip", "rstrip", "split", "rsplit",
    "partition", "rpartition",
})  # fmt: skip
"""String methods whose arguments are taken out of the text, never put into it."""
_DATA_ARGUMENTS: dict[str, tuple[tuple[str, int], ...]] = {
    "subprocess.CalledProcessError": (("cmd", 1),),
    "subprocess.TimeoutExpired": (("cmd", 0),),
}
"""Exceptions whose first argument is no message, and the (keyword, position) of an
argument that is data, not text: the command run."""


def _data_keys(exc: ast.expr | None, facts: StrictFacts) -> frozenset[int]:
    """Literals in a raise that are no message (ids): a one-word argument of a string method
    taking text out of a value (`raise KeyError(name.removesuffix('.py'))`, the method
    defined nowhere in the code), and the command (`['git', 'pull']`) handed to a library
    exception whose first argument is no message (`_DATA_ARGUMENTS`), when it is a one-word
    constant or a list or tuple of names and one-word constants that together make no
    sentence."""
    if not isinstance(exc, ast.Call):
        return frozenset()
    found: set[int] = set()
    own = facts.derived(_own_names)
    for node in ast.walk(exc):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in _TRIMS
            and node.func.attr not in own
        ):
            found |= {id(arg) for arg in node.args if _is_word(arg) or _blank(arg)}
    names = facts.names.names(exc.func)
    data = _DATA_ARGUMENTS.get(min(names), ()) if len(names) == 1 else ()
    for keyword, position in data:
        given = next((k.value for k in exc.keywords if k.arg == keyword), None)
        if given is None and len(exc.args) > position:
            given = exc.args[position]
        if given is not None and _data_value(given):
            found.add(id(given))
    return frozenset(found)


def _blank(node: ast.expr) -> bool:
    """A constant of whitespace alone (`' \\n'` handed to `strip`)."""
    text = const_str(node)
    return text is not None and not text.strip()


def _data_value(node: ast.expr) -> bool:
    """A one-word constant, or a list or tuple display of names, attributes, starred names
    and one-word constants whose words read together make no sentence (`['git', *args]`)."""
    if _is_word(node):
        return True
    if not isinstance(node, ast.List | ast.Tuple):
        return False
    words: list[str] = []
    for item in node.elts:
        value = item.value if isinstance(item, ast.Starred) else item
        if _is_word(value):
            words.append(value.value)  # type: ignore[attr-defined]
        elif not isinstance(value, ast.Name | ast.Attribute):
            return False
    return not _joined_sentence(" ".join(words))


def _own_names(facts: StrictFacts) -> frozenset[str]:
    """Names the code defines or sets anywhere (functions, names, attributes set, keyword
    names, constants that may name an attribute): a method so named may be its own."""
    found: set[str] = set()
    for node in ast.walk(facts.tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            found.add(node.name)
        elif isinstance(node, ast.Name | ast.Attribute) and not isinstance(node.ctx, ast.Load):
            found.add(node.id if isinstance(node, ast.Name) else node.attr)
        elif isinstance(node, ast.keyword) and node.arg is not None:
            found.add(node.arg)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            found.add(node.value)
    return frozenset(found)


def _spelled_parameters(call: ast.Call, facts: StrictFacts) -> set[int]:
    """The arguments of a call of the code's own factory that land in a parameter it spells
    out as words: `kind.replace('-', ' ')`, `re.sub('(?=[A-Z])', ' ', kind)`, `' '.join(
    kind.split('.'))` turn `'file-missing-from-config'` back into the message, so the
    "kind" is the message written inline (ids of the arguments)."""
    func = call.func
    if isinstance(func, ast.Name):
        defs = _defined_functions(func, facts) or []
        skip = 0
    else:
        owner = facts.owner(func)
        while isinstance(owner, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
            owner = facts.owner(owner)
        found = class_model(facts).resolved(owner, func.attr)  # type: ignore[arg-type, attr-defined]
        defs = [found] if isinstance(found, ast.FunctionDef | ast.AsyncFunctionDef) else []
        skip = 1
    handed: set[int] = set()
    for define in defs:
        spaced = _spaced_names(define)
        if not spaced:
            continue
        arguments = define.args
        ordered = [arg.arg for arg in [*arguments.posonlyargs, *arguments.args]][skip:]
        for position, arg in enumerate(call.args):
            if position < len(ordered) and ordered[position] in spaced:
                handed.add(id(arg))
        handed |= {id(k.value) for k in call.keywords if k.arg in spaced}
    return handed


def _spelled_kind(exc: ast.expr | None, facts: StrictFacts) -> bool:
    """`raise self._fail(age, kind='below.zero')` whose factory spells `kind` out as words
    (`_spelled_parameters`): text under a keyword, which `_inline_text` reads as a code."""
    if not isinstance(exc, ast.Call) or not exc.keywords or not _module_function(exc.func, facts):
        return False
    spelled = _spelled_parameters(exc, facts)
    return any(id(k.value) in spelled and const_str(k.value) is not None for k in exc.keywords)


def _spaced_names(define: ast.AST) -> set[str]:
    """The names a function turns into spaced words: read in the text of a `.replace(mark,
    ' ...')`, of a `sub(pattern, ' ...', text)` (or a compiled pattern's `sub(' ', text)`)
    or in the arguments of `' '.join(...)`."""
    found: set[str] = set()
    for node in ast.walk(define):
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Attribute):
            continue
        attr, args, read = node.func.attr, node.args, None
        if attr == "replace" and len(args) >= 2 and " " in (const_str(args[1]) or ""):  # noqa: PLR2004
            read = node.func.value
        elif attr == "sub" and len(args) >= 2 and " " in (const_str(args[-2]) or ""):  # noqa: PLR2004
            read = args[-1]
        elif attr == "join" and args and " " in (const_str(node.func.value) or ""):
            read = args[0]
        if read is not None:
            found |= {name.id for name in ast.walk(read) if isinstance(name, ast.Name)}
    return found


def _module_function(func: ast.expr, facts: StrictFacts) -> bool:
    """A name bound only by `def` statements where it is called, or `self.f` with a method
    of the running class (not a class: its argument is the exception's message)."""
    if isinstance(func, ast.Name):
        return bool(_defined_functions(func, facts))
    if not (isinstance(func, ast.Attribute) and is_self(func.value)):
        return False
    owner = facts.owner(func)
    while isinstance(owner, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
        owner = facts.owner(owner)
    if not isinstance(owner, ast.ClassDef):
        return False
    return class_model(facts).resolved(owner, func.attr) is not None


def _extra_keywords(exc: ast.expr | None) -> set[int]:
    """The keywords of `raise X(message, headers=...)` that name no message, when the
    exception gets its message elsewhere (a positional argument or a message keyword):
    they are not the message (without one, `X(code='a sentence')` is)."""
    if not isinstance(exc, ast.Call):
        return set()
    named = [k for k in exc.keywords if k.arg is not None]
    extras = {id(k) for k in named if k.arg.lower() not in _MESSAGE_KEYWORDS}  # type: ignore[union-attr]
    has_message = bool(exc.args) or len(extras) < len(named)
    return extras if has_message else set()


def _is_word(node: ast.expr) -> bool:
    """A one-word string constant: a key, field or header name, not a message (nor a
    sentence joined into one word, `_joined_sentence`)."""
    return (
        isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and _CODE.fullmatch(node.value) is not None
        and not _joined_sentence(node.value)
    )


_GLUE_WORDS = frozenset({
    "a", "an", "the", "of", "and", "or", "to", "in", "is", "are", "be", "for", "with", "by",
    "on", "it", "that", "this", "as", "at", "from", "if", "not", "must", "should", "can",
    "cannot", "may", "was", "were", "has", "have", "than", "non", "no", "been", "will",
})  # fmt: skip
"""Small words a sentence has and a code rarely does (`must`, `be`, `a`, `the`, ...)."""
_GLUED = 3
"""Small words that make a one-word code a sentence; two do among four or more parts."""
_SENTENCE_PARTS = 4


_CAMEL_BOUNDARY = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")
"""Where a word starts inside a CamelCase run (`MustNot`, `HTTPError`)."""


def _joined_sentence(text: str) -> bool:
    """A "code" that is a sentence with its spaces replaced by `_`, `.`, `-` or other
    marks (`age_must_be_a_non_negative_number`, `value_must_be_positive`): three small
    words among its parts (`_GLUE_WORDS`), or two among four or more parts. A code names a
    kind of failure (`E_CONFIG_FILE_NOT_FOUND`, `age_out_of_range`, `not_found`)."""
    spaced = _CAMEL_BOUNDARY.sub(" ", text)  # `AgeMustNotBeNegative`: words run together
    parts = [part for part in re.split(r"[\W_]+", spaced.lower()) if part]
    glue = sum(part in _GLUE_WORDS for part in parts)
    return glue >= _GLUED or (glue >= _GLUED - 1 and len(parts) >= _SENTENCE_PARTS)


_CODE_POINTS = frozenset({"builtins.chr", "builtins.bytes", "builtins.bytearray"})


def _spelled_text(node: ast.Raise, facts: StrictFacts) -> bool:
    """Whether the raise spells text out as numbers: `chr(33)`, `bytes([104, 105])`,
    `bytearray((104, 105))` or `0x6869.to_bytes(2)`, a literal message in disguise; also as
    names (`_sentence_name`) or as the keyword names of a call inside the raise
    (`_keyword_sentence`)."""
    for current in ast.walk(node):
        if _sentence_name(current):
            return True
        if (
            isinstance(current, ast.Call)
            and current is not node.exc
            and _keyword_sentence(current)
        ):
            return True
        if not isinstance(current, ast.Call) or not current.args:
            continue
        func, first = current.func, current.args[0]
        if isinstance(func, ast.Attribute) and func.attr == "to_bytes" and _is_int(func.value):
            return True
        if isinstance(first, ast.List | ast.Tuple) and first.elts:
            spelled = all(map(_is_int, first.elts)) and bool(
                facts.names.names(func) & _CODE_POINTS
            )
        else:  # bytes(5) is five zero bytes, not text
            spelled = _is_int(first) and "builtins.chr" in facts.names.names(func)
        if spelled:
            return True
    return False


_SENTENCE_WORDS = 5
"""How many words a member name spells a sentence with (`QUANTITY_MUST_BE_A_POSITIVE_...`)."""


def _sentence_name(node: ast.AST) -> bool:
    """`Problem.QUANTITY_MUST_BE_A_POSITIVE_WHOLE_NUMBER.name`: the text of an enum member's
    name (five words or more: a sentence, not a code such as `Status.NOT_FOUND`); also the
    `__name__` or `__qualname__` of a function, class or module named so
    (`age_must_be_a_non_negative_whole_number.__name__`)."""
    if not isinstance(node, ast.Attribute):
        return False
    if node.attr == "__qualname__" and isinstance(node.value, ast.Attribute):
        dotted = ast.unparse(node.value)  # `Age.Cannot.Be.Negative`: nested classes' names
        return _joined_sentence(dotted) or _word_count(dotted) >= _SENTENCE_WORDS
    if node.attr in {"name", "_name_"} and isinstance(node.value, ast.Attribute):
        named = node.value.attr
    elif node.attr in {"__name__", "__qualname__"}:
        named = (
            node.value.id
            if isinstance(node.value, ast.Name)
            else node.value.attr
            if isinstance(node.value, ast.Attribute)
            else ""
        )
    else:
        return False
    if node.attr.startswith("__") and _joined_sentence(named):
        return True  # `age_cannot_be_negative.__name__`
    return _word_count(named) >= _SENTENCE_WORDS


def _word_count(named: str) -> int:
    return len(re.findall(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+", named))


def _keyword_sentence(call: ast.Call) -> bool:
    """`_words(age=age, cannot=0, be=0, negative=0)`: a call in the raise whose keyword
    names, read in order, are a sentence (`_joined_sentence`): a helper can join them into
    the message."""
    names = [keyword.arg for keyword in call.keywords if keyword.arg is not None]
    return len(names) >= _GLUED and _joined_sentence("_".join(names))


def _is_int(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and type(node.value) is int


_MESSAGE_KEYWORDS = frozenset({"msg", "message", "text", "detail", "details", "reason",
                               "description", "error", "explanation", "args"})  # fmt: skip
_CODE = re.compile(r"[A-Za-z0-9_.:/-]{1,64}")
"""A code, key or tag (`E_NEGATIVE`, `not_found`, `auth.expired`): one word, no message."""


def _is_code(keyword: ast.keyword) -> bool:
    """`code='E_NEGATIVE'`: a one-word constant under a keyword that names no message."""
    return (
        keyword.arg is not None
        and keyword.arg.lower() not in _MESSAGE_KEYWORDS
        and _is_word(keyword.value)
    )


def _raised_with_text(node: ast.Raise, facts: StrictFacts) -> bool:
    """`error = ValueError(f"...")` then `raise error`: the exception the raise names was
    built with its message inline, in an assignment instead of the raise statement; also
    one picked from such pre-built exceptions (`raise NEGATIVE if age < 0 else TOO_OLD`,
    `raise ERRORS["negative"]`, `raise errors[0]`, `raise self.negative`, `for problem in
    problems: raise problem`)."""
    if node.exc is None or isinstance(node.exc, ast.Call):
        return False
    return facts.derived(_Picks).texted(node.exc, _PICK_DEPTH)


def _called_with_text(node: ast.Raise, facts: StrictFacts) -> bool:
    """`raise negative()` with `negative = functools.partial(ValueError, '...')` (or a
    lambda returning such an exception), and `raise copy.copy(NEGATIVE)`,
    `raise NEGATIVE.with_traceback(tb)`, `raise wrap(ERRORS['negative'])`, `raise
    next(iter([NEGATIVE]))`: a raised call made ready with inline text, or handed (or
    called on) a pre-built exception with inline text (`_ExceptionPicks`) anywhere in its
    arguments."""
    exc = node.exc
    if not isinstance(exc, ast.Call):
        return False
    func = exc.func
    made = facts.names.only_value(func) if isinstance(func, ast.Name) else func
    if isinstance(made, ast.Lambda) and _inline_text(ast.Raise(exc=made.body)):
        return True
    if isinstance(made, ast.Call) and facts.names.names(made.func) & _PARTIALS:
        ready = ast.Call(func=made.func, args=made.args[1:], keywords=made.keywords)
        if _inline_text(ast.Raise(exc=ready)):
            return True
    handed = [*exc.args, *(k.value for k in exc.keywords)]
    handed += [func.value] if isinstance(func, ast.Attribute) else []
    picks = facts.derived(_ExceptionPicks)
    return any(
        _pick_key(value, facts) is not None and picks.texted(value, _PICK_DEPTH)
        for top in handed
        for value in ast.walk(top)
        if isinstance(value, ast.expr)
    )


_PARTIALS = frozenset({"functools.partial", "functools.partialmethod"})


def _docstring_text(node: ast.Raise, facts: StrictFacts) -> bool:
    """`raise ValueError(check.__doc__)`, `inspect.getdoc(check)`, or a name bound only to
    such: a message written inline as a docstring."""
    for current in ast.walk(node):
        value = facts.names.only_value(current) if isinstance(current, ast.Name) else current
        if isinstance(value, ast.Attribute) and value.attr == "__doc__":
            return True
        if isinstance(value, ast.Call) and "inspect.getdoc" in facts.names.names(value.func):
            return True
    return False


_ANNOTATION_READERS = frozenset({"typing.get_type_hints", "inspect.get_annotations",
                                 "annotationlib.get_annotations"})  # fmt: skip
_ANNOTATION_ATTRIBUTES = frozenset({"__annotations__", "__annotate__", "return_annotation"})


def _annotation_text(node: ast.Raise, facts: StrictFacts) -> bool:
    """`raise ValueError(check.__annotations__['return'])`, `typing.get_type_hints(check)`,
    `inspect.signature(check).return_annotation`, or a name bound only to such: a message
    written inline as an annotation."""
    for current in ast.walk(node):
        value = facts.names.only_value(current) if isinstance(current, ast.Name) else current
        if isinstance(value, ast.Attribute) and value.attr in _ANNOTATION_ATTRIBUTES:
            return True
        if isinstance(value, ast.Call) and facts.names.names(value.func) & _ANNOTATION_READERS:
            return True
    return False


_ATTRIBUTE_HOOKS = frozenset({"__getattr__", "__getattribute__"})


def _echoing_attribute_classes(facts: StrictFacts) -> frozenset[str]:
    """The code's classes whose `__getattr__` (or `__getattribute__`) uses the attribute's
    name for more than looking it up or raising (`return name.replace('_', ' ')`), and
    the classes made with such a metaclass: the name read is the text. As names: the class
    and what calling it makes."""
    found: set[str] = set()
    metas: set[str] = set()
    classes = list(facts.of_type(ast.ClassDef))
    for node in classes:
        for method in node.body:
            if (
                isinstance(method, ast.FunctionDef | ast.AsyncFunctionDef)
                and method.name in _ATTRIBUTE_HOOKS
                and len(method.args.args) > 1
                and _key_used(method, method.args.args[1].arg)
            ):
                found |= {f"local:{node.name}", f"local:{node.name}()"}
                metas.add(f"local:{node.name}")
    for node in classes:
        for keyword in node.keywords:
            if keyword.arg == "metaclass" and facts.names.names(keyword.value) & metas:
                found.add(f"local:{node.name}")
    return frozenset(found)


def _echoed_attributes(facts: StrictFacts) -> list[Finding]:
    """`raise ValueError(MSG.age_must_not_be_negative)` where `MSG` is an instance of (or
    is) a class of the code whose `__getattr__` hands the name back as text: the attribute's
    name is the message, written inline."""
    echoing = facts.derived(_echoing_attribute_classes)
    found: list[Finding] = []
    if not echoing:
        return found
    for node in facts.of_type(ast.Raise):
        if any(
            isinstance(part, ast.Attribute) and facts.names.names(part.value) & echoing
            for part in (ast.walk(node.exc) if node.exc is not None else ())
        ):
            message = "writes its message inline as an attribute name its class hands back"
            found.append((facts.line_of(node), message))
    return found


def _texted_args(facts: StrictFacts) -> list[Finding]:
    """`error.args = ('age must not be negative',)` (also `+=`, or `setattr(error, 'args',
    ...)`) on a caught exception or one the code builds: the message written inline where it
    is set, a step before the raise."""
    found: list[Finding] = []
    for node in facts.of_type(ast.Assign, ast.AugAssign):
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        if any(_exception_args(target, facts) for target in targets) and _inline_text(
            ast.Raise(exc=node.value)
        ):
            found.append((facts.line_of(node), "writes an exception's message inline in `args`"))
    for call in facts.of_type(ast.Call):
        if _init_with_text(call, facts):
            found.append(
                (facts.line_of(call), "writes an exception's message inline in `__init__`")
            )
        elif (
            len(call.args) == 3  # noqa: PLR2004
            and const_str(call.args[1]) == "args"
            and "builtins.setattr" in facts.names.names(call.func)
            and _exception_value(call.args[0], facts)
            and _inline_text(ast.Raise(exc=call.args[2]))
        ):
            found.append((facts.line_of(call), "writes an exception's message inline in `args`"))
    return found


def _init_with_text(call: ast.Call, facts: StrictFacts) -> bool:
    """`error.__init__('...')` (or `ValueError.__init__(error, '...')`) on a caught, raised
    or built exception: its message set inline after it was made. Not `super().__init__(
    '...')` or `Base.__init__(self, '...')` in a custom exception, which is no exception
    the code raises by name."""
    func = call.func
    if not (isinstance(func, ast.Attribute) and func.attr == "__init__"):
        return False
    arguments = call.args
    if not _exception_value(func.value, facts):
        if not (arguments and _exception_value(arguments[0], facts)):
            return False
        arguments = arguments[1:]
    made = ast.Call(func=func, args=arguments, keywords=call.keywords)
    return _inline_text(ast.Raise(exc=made)) or _spelled_text(ast.Raise(exc=made), facts)


def _exception_args(target: ast.expr, facts: StrictFacts) -> bool:
    return (
        isinstance(target, ast.Attribute)
        and target.attr == "args"
        and _exception_value(target.value, facts)
    )


def _exception_value(node: ast.expr, facts: StrictFacts) -> bool:
    """A name the code raises, names in `except ... as`, or binds to a built exception."""
    if not isinstance(node, ast.Name):
        return False
    if node.id in facts.derived(_raised_or_caught):
        return True
    return any(
        kind == "expr" and isinstance(value, ast.Call) and _builds_exception(value, facts)
        for kind, value in facts.names.bindings_of(node) or []
    )


def _raised_or_caught(facts: StrictFacts) -> frozenset[str]:
    names = {node.exc.id for node in facts.of_type(ast.Raise) if isinstance(node.exc, ast.Name)}
    return frozenset(names | {h.name for h in facts.of_type(ast.ExceptHandler) if h.name})


_EXCEPTION_ENDINGS = ("Error", "Exception", "Warning", "Exit", "Interrupt", "Failure")


def _builds_exception(call: ast.Call, facts: StrictFacts) -> bool:
    """Whether a call makes an exception: a class whose name, or a base's, reads as one
    (`ValueError`, `ConfigError`, `SystemExit`), or a builtin exception."""
    names = lineage_of(facts.names.names(call.func), facts)
    return any(
        name.rpartition(".")[2].removeprefix("local:").endswith(_EXCEPTION_ENDINGS)
        or _builtin_exception(name)
        for name in names
    )


def _builtin_exception(name: str) -> bool:
    module, _, member = name.partition(".")
    value = getattr(builtins, member, None) if module == "builtins" else None
    return isinstance(value, type) and issubclass(value, BaseException)


_PICK_DEPTH = 6
"""How many names, containers and attributes a raised value is followed through."""


_LOOKUP_METHODS = frozenset({"__missing__", "__getitem__", "__class_getitem__"})


def _echoing_classes(facts: StrictFacts) -> frozenset[str]:
    """The code's classes whose lookup (`__missing__`, `__getitem__`, `__class_getitem__`)
    uses the key for more than looking it up (`self.table[key]`, `table.get(key)`) or
    raising: `return key.replace('_', ' ')` hands the key back, so the key is the text. As
    names: the class (`local:_Echo`) and what calling it makes (`local:_Echo()`)."""
    found: set[str] = set()
    for node in facts.of_type(ast.ClassDef):
        for method in node.body:
            if (
                isinstance(method, ast.FunctionDef | ast.AsyncFunctionDef)
                and method.name in _LOOKUP_METHODS
                and len(method.args.args) > 1
                and _key_used(method, method.args.args[1].arg)
            ):
                found |= {f"local:{node.name}", f"local:{node.name}()"}
    return frozenset(found)


def _key_used(method: ast.FunctionDef | ast.AsyncFunctionDef, key: str) -> bool:
    """Whether a lookup method uses its key other than as a subscript's key, the first
    argument of `.get`, or inside a `raise`."""
    lookups: set[int] = set()
    for node in ast.walk(method):
        if isinstance(node, ast.Subscript):
            lookups.add(id(node.slice))
        elif isinstance(node, ast.Call) and _is_get(node):
            lookups.add(id(node.args[0]))
        elif isinstance(node, ast.Raise):
            lookups |= {id(part) for part in ast.walk(node)}
    return any(
        isinstance(node, ast.Name) and node.id == key and id(node) not in lookups
        for node in ast.walk(method)
    )


def _is_get(node: ast.Call) -> bool:
    """`<mapping>.get(key)` with no default (a default may be the key, handed back)."""
    return isinstance(node.func, ast.Attribute) and node.func.attr == "get" and len(node.args) == 1


def _echoed_keys(facts: StrictFacts) -> list[Finding]:
    """`raise ValueError(_TEXT['age_exceeds_limit'])` where `_TEXT` is an instance of (or
    is) a class of the code whose lookup hands the key back (`__missing__` returning it):
    the key is the message, written inline."""
    echoing = facts.derived(_echoing_classes)
    found: list[Finding] = []
    if not echoing:
        return found
    for node in facts.of_type(ast.Raise):
        for part in ast.walk(node.exc) if node.exc is not None else ():
            if (
                isinstance(part, ast.Subscript)
                and facts.names.names(part.value) & echoing
                and any(
                    isinstance(key, ast.JoinedStr)
                    or (isinstance(key, ast.Constant) and isinstance(key.value, str | bytes))
                    for key in ast.walk(part.slice)
                )
            ):
                message = "writes its message inline as a key its lookup hands back"
                found.append((facts.line_of(node), message))
                break
    return found


def _rendering_classes(facts: StrictFacts) -> dict[str, frozenset[str]]:
    """The code's classes (as `local:<name>`) and the `__init__` parameters whose value is
    the whole message: handed alone to `super().__init__`, or stored on `self` by an
    attribute its `__str__` returns bare or through string methods only (`return
    self.code.replace('_', ' ')`; not a lookup, `MESSAGES[self.code]`, nor a template that
    writes the message around it, `f'bad key {self.key}'`)."""
    found: dict[str, frozenset[str]] = {}
    for node in facts.of_type(ast.ClassDef):
        methods = {item.name: item for item in node.body if isinstance(item, ast.FunctionDef)}
        init = methods.get("__init__")
        if init is None:
            continue
        params = {arg.arg for arg in [*init.args.args[1:], *init.args.kwonlyargs]}
        stored: dict[str, str] = {}
        rendered: set[str] = set()
        for part in ast.walk(init):
            if (
                isinstance(part, ast.Assign)
                and isinstance(part.value, ast.Name)
                and part.value.id in params
            ):
                stored |= {
                    target.attr: part.value.id
                    for target in part.targets
                    if isinstance(target, ast.Attribute) and is_self(target.value)
                }
            if (
                isinstance(part, ast.Call)
                and isinstance(part.func, ast.Attribute)
                and part.func.attr == "__init__"
                and is_super_call(part.func.value)
                and len(part.args) == 1
            ):
                bare = _bare_text(part.args[0])
                if isinstance(bare, ast.Name) and bare.id in params:
                    rendered.add(bare.id)
        show = methods.get("__str__")
        for part in ast.walk(show) if show is not None else ():
            bare = _bare_text(part.value) if isinstance(part, ast.Return) else None
            if isinstance(bare, ast.Attribute) and is_self(bare.value) and bare.attr in stored:
                rendered.add(stored[bare.attr])
        if rendered:
            found[f"local:{node.name}"] = frozenset(rendered)
    return found


def _bare_text(node: ast.expr | None) -> ast.expr | None:
    """What `x.replace('_', ' ').capitalize()` (`str(x)`) is built from: `x`, with only
    string methods called on it."""
    while isinstance(node, ast.Call):
        if isinstance(node.func, ast.Attribute) and hasattr(str, node.func.attr):
            node = node.func.value
        elif isinstance(node.func, ast.Attribute) and node.func.attr == "sub" and node.args:
            node = node.args[-1]  # `re.sub('[-_]', ' ', x)`, `PATTERN.sub(' ', x)`
        elif isinstance(node.func, ast.Name) and node.func.id == "str" and len(node.args) == 1:
            node = node.args[0]
        else:
            return None
    return node


def _rendered_keywords(facts: StrictFacts) -> list[Finding]:
    """`raise AgeError(code='age_exceeds_limit')` with no other message, where the code's
    own class makes that keyword the whole message (`_rendering_classes`): the text is
    written inline under a keyword that only looks like a code."""
    classes = facts.derived(_rendering_classes)
    found: list[Finding] = []
    if not classes:
        return found
    for node in facts.of_type(ast.Raise):
        exc = node.exc
        if not isinstance(exc, ast.Call) or exc.args:
            continue
        rendered = frozenset().union(*(classes.get(n, ()) for n in facts.names.names(exc.func)))
        if any(
            keyword.arg in rendered and const_str(keyword.value) is not None
            for keyword in exc.keywords
        ):
            message = "writes its message inline under a keyword its class makes the message"
            found.append((facts.line_of(node), message))
    return found


class _Picks:
    """Whether a raised value may be a pre-built exception with inline text: followed
    through either side of `if`/`else`, `or`/`and` and `:=`, the values a name is bound to
    (an element of the container it loops over), the entries of a list, tuple or dict
    literal it subscripts (the one a constant key names), a list comprehension's element,
    and what the code's methods assign to `self.<attribute>`. Answers are kept per group
    of values (a name's bindings, an attribute's assignments, a literal's entries), so
    that a thousand raises of one name cost what one does."""

    def __init__(self, facts: StrictFacts) -> None:
        self.facts = facts
        self.known: dict[Hashable, tuple[bool, int]] = {}
        """Group key -> (answer, the depth left it was found with; a no holds for less)."""

    def texted(self, node: ast.expr, left: int) -> bool:
        key = _pick_key(node, self.facts)
        if key is None:
            return self._leaf(node)
        known = self.known.get(key)
        if known is not None and (known[0] or known[1] >= left):
            return known[0]
        self.known[key] = (False, left)  # while it is followed: names bound to each other loop
        parts = (_pick_parts(node, self.facts) or []) if left > 0 else []
        found = any(self.texted(part, left - 1) for part in parts)
        self.known[key] = (found, left)
        return found

    def _leaf(self, value: ast.expr) -> bool:
        key = ("leaf", id(value))
        known = self.known.get(key)
        if known is None:
            keys = _factory_keys(value, self.facts)
            found = isinstance(value, ast.Call) and (
                (
                    _inline_text(ast.Raise(exc=value), keys)
                    and not _named_message(value, self.facts)
                )
                or _spelled_text(ast.Raise(exc=value), self.facts)
            )
            known = self.known[key] = (found, 0)
        return known[0]


def _named_message(call: ast.Call, facts: StrictFacts) -> bool:
    """A call of the module's own factory that assigns the message to a variable and
    builds the exception of it (`msg = f'{code}: {detail}'`, then `return kind(msg)`),
    handed text only as a lookup's key and fallback (`err = error_for(code,
    response.get('detail', 'no detail'))`, then `raise err`): data the response may lack,
    not a message written inline. Text handed to it otherwise (`_error(path, 'the file is
    missing')`) is the message, as it is in a raise."""
    defines = _defined_functions(call.func, facts) if isinstance(call.func, ast.Name) else None
    return (
        bool(defines)
        and _only_lookup_text(call)
        and all(
            isinstance(define, ast.FunctionDef | ast.AsyncFunctionDef) and _builds_of_names(define)
            for define in defines or []
        )
    )


def _only_lookup_text(call: ast.Call) -> bool:
    """Whether every text in the call's arguments is a key or the fallback of a `.get` on
    something other than a display (`response.get('detail', 'no detail')`; `{}.get(0,
    'message')` is the message)."""
    lookups = {
        id(part)
        for node in ast.walk(call)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "get"
        and len(node.args) <= 2  # noqa: PLR2004 - a key and its fallback
        and not node.keywords
        and not isinstance(node.func.value, ast.Dict | ast.DictComp | ast.Call)
        for argument in node.args
        for part in ast.walk(argument)
    }
    return all(
        id(part) in lookups
        for argument in [*call.args, *(keyword.value for keyword in call.keywords)]
        for part in ast.walk(argument)
        if isinstance(part, ast.JoinedStr)
        or (isinstance(part, ast.Constant) and isinstance(part.value, str | bytes))
    )


def _builds_of_names(define: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    """Whether each value the function returns is a call handed only names it assigns
    (`return kind(msg)` after `msg = ...`), and it returns something."""
    assigned = {
        target.id
        for node in own_walk(define)
        if isinstance(node, ast.Assign)
        for target in node.targets
        if isinstance(target, ast.Name)
    }
    returned = [n.value for n in own_walk(define) if isinstance(n, ast.Return)]
    return bool(returned) and all(
        isinstance(value, ast.Call)
        and (value.args or value.keywords)
        and all(
            isinstance(arg, ast.Name) and arg.id in assigned
            for arg in [*value.args, *(k.value for k in value.keywords)]
        )
        for value in returned
    )


class _ExceptionPicks(_Picks):
    """`_Picks` whose values are exceptions built with inline text only (not a message
    built inline, `msg = '{} bad'.format(x)`): what a raised call may hand on or copy."""

    def _leaf(self, value: ast.expr) -> bool:
        if not isinstance(value, ast.Call):
            return False
        if _builds_exception(value, self.facts):
            return super()._leaf(value)
        return self._held(value)

    def _held(self, call: ast.Call) -> bool:
        """What another call is handed, which the object it makes may hand back (`ContextVar(
        'e', default=ValueError('...')).get()`, `next(itertools.cycle([ValueError('...')]))`,
        `nullcontext(ValueError('...'))`)."""
        key = ("held", id(call))
        known = self.known.get(key)
        if known is None:
            self.known[key] = (False, 0)  # while it is followed
            handed = [*call.args, *(k.value for k in call.keywords)]
            found = any(
                self.texted(item.value if isinstance(item, ast.Starred) else item, _HELD_DEPTH)
                for item in handed
            )
            known = self.known[key] = (found, 0)
        return known[0]


_HELD_DEPTH = 2
"""How far what another call is handed is followed (a literal's entries, a name's values)."""


def _pick_key(node: ast.expr, facts: StrictFacts) -> Hashable | None:
    """The group of values `_pick_parts` follows `node` to (None: a value it stops at)."""
    if isinstance(node, (ast.IfExp, ast.BoolOp, ast.NamedExpr, *_LITERALS)):
        return id(node)
    if isinstance(node, ast.Call) and facts.names.names(node.func) & _CONTAINERS:
        return id(node)
    if isinstance(node, ast.Name):
        return ("name", id(facts.names.bindings_of(node)))
    if isinstance(node, ast.Subscript):
        return ("item", id(facts.names.only_value(node.value)), const_str(node.slice))
    if isinstance(node, ast.Attribute) and is_self(node.value):
        return ("self", node.attr)
    if isinstance(node, ast.Attribute) and node.attr in _ENUM_VALUES:
        receiver = node.value
        bindings = facts.names.bindings_of(receiver) if isinstance(receiver, ast.Name) else None
        return ("value", node.attr, facts.names.names(receiver), id(bindings))
    if isinstance(node, ast.Attribute) and node.attr != "__doc__":
        return ("attribute", node.attr)
    return None


def _pick_parts(node: ast.expr, facts: StrictFacts) -> list[ast.expr] | None:
    """What `_Picks` follows `node` to, or None for a value it stops at."""
    looked_up = facts.names.lookup_values(node)  # `globals()['E']`, `vars(C)['E']`
    if looked_up:
        return looked_up
    if isinstance(node, ast.IfExp):
        return [node.body, node.orelse]
    if isinstance(node, ast.BoolOp):
        return node.values
    if isinstance(node, ast.NamedExpr):
        return [node.value]
    if isinstance(node, (*_LITERALS, ast.Call)):
        return _container_parts(node, facts)
    if isinstance(node, ast.Name):
        return _bound_parts(node, facts)
    if isinstance(node, ast.Subscript):
        return _subscript_parts(node, facts)
    if isinstance(node, ast.Attribute) and is_self(node.value):
        on_self = facts.names.assigned_on_self_in  # not `job.error = ...` in a test
        found = [v for v in facts.names.attribute_values.get(node.attr, []) if id(v) in on_self]
        set_by_name = facts.derived(_set_by_name).get(node.attr, [])
        return found + [value for mine, value in set_by_name if mine]
    if isinstance(node, ast.Attribute):
        held = facts.names.only_value(node.value)
        found = _attribute_entries(node.attr, facts) + _made_from(held, facts)
        return found + (_enum_values(node.value, facts) if node.attr in _ENUM_VALUES else [])
    return None


def _subscript_parts(node: ast.Subscript, facts: StrictFacts) -> list[ast.expr]:
    """The entries `ERRORS['negative']` may be, also of a container an attribute of another
    object or class holds (`Errors.ALL['negative']`, `ALL` bound in a class body), and of an
    entry of such a container (`ERRORS[0][1]`)."""
    held = facts.names.only_value(node.value)
    found = _entries(held, node.slice, facts) + _made_from(held, facts)
    if isinstance(held, ast.Attribute) and not is_self(held.value):
        for container in _attribute_entries(held.attr, facts):
            found += _entries(facts.names.only_value(container), node.slice, facts)
    if isinstance(node.value, ast.Subscript):  # `ERRORS[0][1]`: an entry of an entry
        for entry in _subscript_parts(node.value, facts):
            found += _entries(facts.names.only_value(entry), node.slice, facts)
    return found + _filled(node.value, facts)


_ENUM_VALUES = frozenset({"value", "_value_"})
"""What an `Enum` member's value is read by."""


def _enum_values(member: ast.expr, facts: StrictFacts) -> list[ast.expr]:
    """What `Problem.EMPTY.value` may be: the value the body of a module `Enum` class gives
    that member (every member's for one picked at run time: `Problem[key]`, `Problem(x)`,
    a loop over the class)."""
    names = set(facts.names.names(member))
    for kind, value in (
        facts.names.bindings_of(member) if isinstance(member, ast.Name) else None
    ) or []:
        if kind == "element" and isinstance(value, ast.expr):
            names |= {f"{name}[]" for name in facts.names.names(value)}
    found: list[ast.expr] = []
    for name in names:
        if not name.startswith("local:"):
            continue
        written = name.removeprefix("local:")
        owner, _, picked = written.partition(".")
        picked = "" if "(" in picked or "[" in picked else picked
        owner = owner.partition("[")[0].partition("(")[0]
        cls = facts.derived(_enum_classes).get(owner)
        if cls is not None:
            found += _member_values(cls, picked)
    return found


def _enum_classes(facts: StrictFacts) -> dict[str, ast.ClassDef]:
    """The module classes derived from `enum`'s classes, by name."""
    return {
        cls.name: cls
        for cls in facts.of_type(ast.ClassDef)
        if any(name.startswith("enum.") for name in lineage_of({f"local:{cls.name}"}, facts))
    }


def _member_values(cls: ast.ClassDef, member: str) -> list[ast.expr]:
    """The values an enum class body binds to `member` (to every name when empty)."""
    found: list[ast.expr] = []
    for statement in cls.body:
        bound = assigned_value(statement)
        if bound is None:
            continue
        targets, value = bound
        if any(isinstance(t, ast.Name) and (not member or t.id == member) for t in targets):
            found.append(value)
    return found


def _bound_parts(node: ast.Name, facts: StrictFacts) -> list[ast.expr]:
    """What a name may hold: the values it is bound to, an entry of the container a loop
    over it takes elements from, and a parameter's given values (`_given`)."""
    bindings = facts.names.bindings_of(node) or []
    parts = [value for kind, value in bindings if kind == "expr"]
    parts += _filled(node, facts) if parts else []
    if any(kind == "unknown" for kind, _ in bindings):
        parts += facts.derived(_with_values).get((id(facts.owner(node)), node.id), [])
    for kind, value in bindings:
        if kind == "element" and isinstance(value, ast.expr):
            parts += _entries(facts.names.only_value(value), None, facts)
            parts += _filled(value, facts)
        elif kind == "param":
            parts += _given(node, value, facts)
    return parts


def _with_values(facts: StrictFacts) -> dict[tuple[int, str], list[ast.expr]]:
    """(id(scope), name) -> the context expressions a `with` binds the name with (`with
    nullcontext(ValueError('...')) as error: raise error`), and the subjects of the `match`
    statements whose patterns capture the name (`match ValueError('...'): case error:
    raise error`; a capture inside a pattern takes a part of the subject, which is followed
    as a whole); read once a code."""
    found: dict[tuple[int, str], list[ast.expr]] = {}
    for statement in facts.of_type(ast.With, ast.AsyncWith):
        for item in statement.items:
            target = item.optional_vars
            if isinstance(target, ast.Name):
                key = (id(facts.owner(target)), target.id)
                found.setdefault(key, []).append(item.context_expr)
    for statement in facts.of_type(ast.Match):
        scope = id(facts.owner(statement))
        for case in statement.cases:
            for pattern in ast.walk(case.pattern):
                name = getattr(pattern, "name", None) or getattr(pattern, "rest", None)
                if isinstance(name, str):
                    found.setdefault((scope, name), []).append(statement.subject)
    return found


_LITERALS = (ast.List, ast.Tuple, ast.Set, ast.Dict, ast.ListComp, ast.SetComp, ast.GeneratorExp)


def _container_parts(node: ast.expr, facts: StrictFacts) -> list[ast.expr]:
    """What a container literal, or a container made by a call (`set(NEGATIVE)`, `dict(
    ...)`), may hand out (`.pop()`, `next(iter(...))`): its entries, and what the call is
    handed (a name holding a literal is followed on)."""
    found = _entries(node, None, facts)
    if isinstance(node, ast.Call):
        found += [arg for arg in node.args if not isinstance(arg, ast.Starred)]
    return found


def _made_from(held: ast.expr, facts: StrictFacts) -> list[ast.expr]:
    """`ERRORS.negative` or `ERRORS[0]` with `ERRORS = Errors(ValueError('...'), ...)`: a
    field of an object made by a call (a namedtuple, a dataclass, any class) may be any of
    the values the call hands it, by position or keyword; an item of a container made by a
    call (`list(ERRORS)[0]`) any value it is handed by position (`_entries` reads its
    keywords by key)."""
    if not isinstance(held, ast.Call):
        return []
    handed = [arg for arg in held.args if not isinstance(arg, ast.Starred)]
    if facts.names.names(held.func) & _CONTAINERS:
        return handed
    handed += [keyword.value for keyword in held.keywords]
    maker = facts.names.only_value(held.func) if isinstance(held.func, ast.Name) else None
    if isinstance(maker, ast.Call):  # a class a call made: `namedtuple(..., defaults=[...])`
        given = [*maker.args, *(keyword.value for keyword in maker.keywords)]
        handed += [entry for value in given for entry in (value, *_entries(value, None, facts))]
    return handed


def _given(node: ast.Name, default: object, facts: StrictFacts) -> list[ast.expr]:
    """The values a parameter may hold: its default (`def check(age, error=ValueError(
    '...'))`) and what the module's calls of its function pass it (only the default when
    the function is handed on as a value)."""
    function = parameter_owner(facts, node)
    values = None if function is None else passed_values(facts, function, node.id)
    if values is None:
        values = [default] if isinstance(default, ast.expr) else []
    return [value for value in values if value is not None]


def _attribute_entries(attribute: str, facts: StrictFacts) -> list[ast.expr]:
    """What `Errors.negative` or `ERRORS.negative` may be: the values class bodies and
    assignments (`job.negative = ...`) give an attribute of that name, and keyword
    arguments of that name (`SimpleNamespace(negative=ValueError(...))`)."""
    found = [*class_body_values(facts).get(attribute, [])]
    found += facts.names.attribute_values.get(attribute, [])
    found += [value for _, value in facts.derived(_set_by_name).get(attribute, [])]
    return found + facts.derived(_keyword_values).get(attribute, [])


_SETTERS = frozenset({"builtins.setattr"})
_SETTER_ARGUMENTS = 3
"""`setattr(obj, name, value)`."""


def _set_by_name(facts: StrictFacts) -> dict[str, list[tuple[bool, ast.expr]]]:
    """attribute -> (whether on `self`, value) for each attribute the code sets by a
    constant name (read once a code): `setattr(obj, 'negative', ...)`, `<anything>.__setattr__
    (obj, 'negative', ...)`, `obj.__setattr__('negative', ...)` (`super().__setattr__` sets
    on `self`), `obj.__dict__['negative'] = ...`, `vars(obj)['negative'] = ...` and the
    `update(negative=...)` (or of a dict literal) and `setdefault('negative', ...)` of
    `obj.__dict__` or `vars(obj)`."""
    found: dict[str, list[tuple[bool, ast.expr]]] = {}
    if not facts.may_matter(r"setattr|__dict__|vars"):
        return found
    settings = [item for call in facts.of_type(ast.Call) for item in _set_by_call(call, facts)]
    for node in facts.of_type(ast.Assign):
        for target in node.targets:
            owner = (
                _namespace_of(target.value, facts) if isinstance(target, ast.Subscript) else None
            )
            if owner is not None:
                settings.append((const_str(target.slice), owner, node.value))  # type: ignore[attr-defined]
    for name, owner, value in settings:
        if name is not None:
            found.setdefault(name, []).append((_on_self(owner), value))
    return found


_Setting = tuple[str | None, ast.expr, ast.expr]
"""(attribute name, the object it is set on, value)."""


def _set_by_call(call: ast.Call, facts: StrictFacts) -> list[_Setting]:
    """The attributes a call sets by name (see `_set_by_name`)."""
    func, args = call.func, call.args
    if any(isinstance(arg, ast.Starred) for arg in args):
        return []
    if isinstance(func, ast.Attribute) and func.attr == "__setattr__" and len(args) == 2:  # noqa: PLR2004
        return [(const_str(args[0]), func.value, args[1])]
    if len(args) == _SETTER_ARGUMENTS and (
        (isinstance(func, ast.Attribute) and func.attr == "__setattr__")
        or facts.names.names(func) & _SETTERS
    ):
        return [(const_str(args[1]), args[0], args[2])]
    owner = _namespace_of(func.value, facts) if isinstance(func, ast.Attribute) else None
    if owner is None:
        return []
    if func.attr == "setdefault" and len(args) == 2:  # type: ignore[attr-defined]  # noqa: PLR2004
        return [(const_str(args[0]), owner, args[1])]
    if func.attr != "update":  # type: ignore[attr-defined]
        return []
    found: list[_Setting] = [(k.arg, owner, k.value) for k in call.keywords if k.arg is not None]
    for given in args[:1]:
        if isinstance(given, ast.Dict):
            pairs = zip(given.keys, given.values, strict=True)
            found += [(const_str(key), owner, value) for key, value in pairs if key is not None]
    return found


def _on_self(node: ast.expr) -> bool:
    """`self`, or `super()` (whose `__setattr__` sets on `self`)."""
    return is_self(node) or is_super_call(node)


def _namespace_of(held: ast.expr, facts: StrictFacts) -> ast.expr | None:
    """`obj` for `obj.__dict__` or `vars(obj)`, else None."""
    if isinstance(held, ast.Attribute) and held.attr == "__dict__":
        return held.value
    if (
        isinstance(held, ast.Call)
        and len(held.args) == 1
        and facts.names.names(held.func) == {"builtins.vars"}
    ):
        return held.args[0]
    return None


_FILLERS = frozenset({"append", "appendleft", "add", "insert", "extend", "extendleft",
                      "setdefault", "update", "put", "put_nowait", "push", "set",
                      "__setitem__", "__iadd__", "__ior__"})  # fmt: skip
"""Methods that put values into a container (the last argument: `insert(0, x)`), a queue
(`put`) or a context variable (`set`)."""


def _filled(container: ast.expr, facts: StrictFacts) -> list[ast.expr]:
    """What the code puts into the container a name holds after making it: `ERRORS.append(
    ValueError('...'))`, `ERRORS[key] = ...`, `ERRORS.update(...)` (the entries of what
    `extend` and `update` are handed, a literal's or a call's)."""
    if not isinstance(container, ast.Name):
        return []
    bindings = facts.names.bindings_of(container)
    if not bindings:
        return []
    values = facts.derived(_filled_values).get(id(bindings), [])
    return [entry for value in values for entry in (value, *_entries(value, None, facts))]


def _filled_values(facts: StrictFacts) -> dict[int, list[ast.expr]]:
    """id(a name's bindings) -> the values the code adds to the container it holds (read
    once a code)."""
    found: dict[int, list[ast.expr]] = {}
    for call in facts.of_type(ast.Call):
        func = call.func
        if (
            isinstance(func, ast.Attribute)
            and func.attr in _FILLERS
            and isinstance(func.value, ast.Name)
            and (call.args or call.keywords)
        ):
            bindings = facts.names.bindings_of(func.value)
            if bindings:
                added = [*call.args[-1:], *(k.value for k in call.keywords)]
                found.setdefault(id(bindings), []).extend(added)
        filled = _filled_by_function(call, facts)
        if filled is not None:
            bindings = facts.names.bindings_of(filled)
            if bindings:
                added = [*call.args[-1:], *(k.value for k in call.keywords)]
                found.setdefault(id(bindings), []).extend(added)
    for node in facts.of_type(ast.Assign):
        for target in node.targets:
            if isinstance(target, ast.Subscript) and isinstance(target.value, ast.Name):
                bindings = facts.names.bindings_of(target.value)
                if bindings:
                    found.setdefault(id(bindings), []).append(node.value)
    _grown_values(facts, found)
    return found


def _grown_values(facts: StrictFacts, found: dict[int, list[ast.expr]]) -> None:
    """File what `errors += [...]` and `errors = errors + [...]` add (`_grown`)."""
    for node in facts.of_type(ast.Assign):
        for target in node.targets:
            if isinstance(target, ast.Name):  # `errors = errors + [ValueError(...)]`
                _grown(facts, target, node.value, found)
    for node in facts.of_type(ast.AugAssign):  # `errors += [ValueError(...)]`
        if isinstance(node.target, ast.Name):
            _grown(facts, node.target, node.value, found, grows=True)


_GROWN_LITERALS = (ast.List, ast.Tuple, ast.Set, ast.Dict)
"""Literals whose entries `+=`/`|=` adds to a container (`errors += [ValueError(...)]`)."""


def _grown(
    facts: StrictFacts,
    target: ast.Name,
    value: ast.expr,
    found: dict[int, list[ast.expr]],
    *,
    grows: bool = False,
) -> None:
    """File what `+=`/`|=` (`grows`), or `x = x + [...]` (`x = [...] + x`), adds to the
    container a name holds under its bindings: the entries of a container literal."""
    if grows:
        added = [value]
    elif isinstance(value, ast.BinOp) and isinstance(value.op, ast.Add | ast.BitOr):
        sides = [value.left, value.right]
        if not any(isinstance(side, ast.Name) and side.id == target.id for side in sides):
            return
        added = [
            side for side in sides if not (isinstance(side, ast.Name) and side.id == target.id)
        ]
    else:
        return
    added = [side for side in added if isinstance(side, _GROWN_LITERALS)]
    if not added:
        return  # (`message += f'...'` grows a text, no container)
    bindings = facts.names.stored_bindings(target, facts.owner(target))
    if bindings:
        found.setdefault(id(bindings), []).extend(added)


_FILLING_FUNCTIONS = frozenset({"operator.setitem", "operator.__setitem__", "heapq.heappush",
                                "heapq.heappushpop", "bisect.insort", "bisect.insort_left",
                                "bisect.insort_right"})  # fmt: skip
_CONTAINER_CLASSES = frozenset({"builtins.dict", "builtins.list", "builtins.set",
                                "collections.deque", "collections.OrderedDict",
                                "collections.defaultdict"})  # fmt: skip


def _filled_by_function(call: ast.Call, facts: StrictFacts) -> ast.Name | None:
    """The container a function call fills, handed first: `operator.setitem(ERRORS, key,
    ValueError('...'))`, or a container class's method called on it unbound
    (`dict.__setitem__(ERRORS, ...)`, `list.append(ERRORS, ...)`, `dict.update(ERRORS,
    ...)`)."""
    if len(call.args) < 2 or not isinstance(call.args[0], ast.Name):  # noqa: PLR2004
        return None
    func = call.func
    names = facts.names.names(func)
    if names & _FILLING_FUNCTIONS:
        return call.args[0]
    if (
        isinstance(func, ast.Attribute)
        and func.attr in _FILLERS
        and facts.names.names(func.value) & _CONTAINER_CLASSES
    ):
        return call.args[0]
    return None


def _keyword_values(facts: StrictFacts) -> dict[str, list[ast.expr]]:
    """The values the code's calls hand each keyword (read once a code)."""
    found: dict[str, list[ast.expr]] = {}
    for call in facts.of_type(ast.Call):
        for keyword in call.keywords:
            if keyword.arg is not None:
                found.setdefault(keyword.arg, []).append(keyword.value)
    return found


_CONTAINERS = frozenset({"builtins.dict", "builtins.list", "builtins.tuple", "builtins.set",
                         "builtins.frozenset", "collections.OrderedDict", "collections.ChainMap",
                         "collections.defaultdict", "types.MappingProxyType",
                         "types.SimpleNamespace", "collections.deque"})  # fmt: skip
"""Calls that make a container of the values handed to them."""


def _entries(container: ast.expr, key: ast.expr | None, facts: StrictFacts) -> list[ast.expr]:
    """The entries of a literal list, tuple, set or dict (the dict's value a constant key
    names, or all of them), a comprehension's element, or of a container made by a call
    from such literals and keyword arguments (`dict(negative=ValueError(...))`,
    `dict([('negative', ...)])`); none for anything else."""
    if isinstance(container, ast.Call) and facts.names.names(container.func) & _CONTAINERS:
        wanted = const_str(key) if key is not None else None
        found = [k.value for k in container.keywords if wanted is None or k.arg in {wanted, None}]
        for arg in container.args:
            for entry in _entries(arg, key, facts):
                pair = isinstance(entry, ast.Tuple) and len(entry.elts) == 2  # noqa: PLR2004
                found += entry.elts[1:] if pair else [entry]  # type: ignore[attr-defined]
        return found
    if isinstance(container, ast.List | ast.Tuple | ast.Set):
        return list(container.elts)
    if isinstance(container, ast.ListComp | ast.SetComp | ast.GeneratorExp):
        return [container.elt]
    if isinstance(container, ast.Dict):
        wanted = const_str(key) if key is not None else None
        return [
            value
            for item, value in zip(container.keys, container.values, strict=True)
            if wanted is None or const_str(item) in {wanted, None}
        ]
    return []


_Function = ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda
_LOCAL_STEPS = 4
"""How many names bound in a helper's body (`error = ValueError(message)`) are followed."""


def _message_parameters(func: _Function, facts: StrictFacts) -> tuple[str, ...]:
    """The parameters a helper always raises as an exception's message: its last statement
    is `raise X(message)` (the message first, or under `msg=`, `message=` and the like) or
    throws it into a generator (`(_ for _ in ()).throw(X(message))`, a lambda's whole
    body too), and nothing before it may leave (`falls_through`: loops and tests that
    return, raise or yield nothing do not stop the raise; a validator raising only for
    some values, `_require(cond, message)`, is not such a helper). The exception and the
    message are followed through names the body binds before (`error = X(message)`,
    `msg = ' '.join(words)`), the message to the parameters it is made of as a whole
    (`_carried_names`: `*words` joined makes one message of many arguments)."""
    if isinstance(func, ast.Lambda):
        body: list[ast.stmt] = [ast.Expr(value=func.body)]
    else:
        body = _straight_body(func.body)
    arguments = func.args
    every = [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs]
    names = {arg.arg for arg in every} | ({arguments.vararg.arg} if arguments.vararg else set())
    return _body_parameters(body, names, {}, facts, 0)


def _body_parameters(
    body: list[ast.stmt],
    names: set[str],
    outer: dict[str, ast.expr | None],
    facts: StrictFacts,
    depth: int,
) -> tuple[str, ...]:
    """`_message_parameters` for a straight body, its last statement also an `if` with an
    `else` or a `match` ending in a catch-all case each of whose branches raises the same
    parameters (`match message: case str(): raise X(message) case _: raise X(str(message))`
    always raises it, round 39)."""
    if not body or not falls_through(body[:-1], facts):
        return ()
    local = dict(outer)
    for name, value in _local_values(body[:-1]).items():
        local[name] = None if name in outer else value
    branches = _branches(body[-1]) if depth < _LOCAL_STEPS else None
    if branches is not None:
        found = {
            _body_parameters(_straight_body(branch), names, local, facts, depth + 1)
            for branch in branches
        }
        return found.pop() if len(found) == 1 else ()
    exc = _raised_last(body[-1])
    if exc is None:
        return ()
    raised = _raised_names(exc, local)
    exc = _followed_local(exc, local)
    if isinstance(exc, ast.Call):
        carried = [*exc.args[:1]]
        if carried and isinstance(carried[0], ast.Starred):  # `raise X(*parts)`: its message
            carried = [carried[0].value]
        carried += [k.value for k in exc.keywords if k.arg and k.arg.lower() in _MESSAGE_KEYWORDS]
        carried += _args_set(body[:-1], raised)
    else:
        carried = [exc]  # `def _raise(error): raise error`, the exception built by the caller
    for node in carried:
        found_names = _carried_names(node, local, 0)
        if found_names and set(found_names) <= names:
            return tuple(found_names)
    return ()


def _branches(statement: ast.stmt) -> list[list[ast.stmt]] | None:
    """The bodies of an `if` with an `else`, or of a `match` whose last case catches all
    (`case _:`, `case other:` with no guard): one of them always runs."""
    if isinstance(statement, ast.If) and statement.orelse:
        return [statement.body, statement.orelse]
    if isinstance(statement, ast.Match) and statement.cases:
        last = statement.cases[-1]
        if (
            last.guard is None
            and isinstance(last.pattern, ast.MatchAs)
            and last.pattern.pattern is None
        ):
            return [case.body for case in statement.cases]
    return None


def _raised_names(exc: ast.expr, local: dict[str, ast.expr | None]) -> set[str]:
    """The local names the raised exception goes by (`error` for `raise error`)."""
    found: set[str] = set()
    for _ in range(_LOCAL_STEPS):
        if not isinstance(exc, ast.Name):
            break
        found.add(exc.id)
        if local.get(exc.id) is None:
            break
        exc = local[exc.id]  # type: ignore[assignment]
    return found


def _args_set(body: list[ast.stmt], raised: set[str]) -> list[ast.expr]:
    """The message put into the raised exception after it is built: `error.args =
    (message,)`, `error.__init__(message)` (or `setattr(error, 'args', ...)`), which is what
    `str(error)` shows (round 39)."""
    if not raised:
        return []
    found: list[ast.expr] = []
    for statement in body:
        if isinstance(statement, ast.Assign):
            for target in statement.targets:
                if _attribute_of(target, raised, "args"):
                    found += _first_item(statement.value)
        value = statement.value if isinstance(statement, ast.Expr) else None
        if not isinstance(value, ast.Call) or not value.args:
            continue
        if _attribute_of(value.func, raised, "__init__"):
            found.append(value.args[0])
        elif (
            isinstance(value.func, ast.Name)
            and value.func.id == "setattr"
            and len(value.args) == 3  # noqa: PLR2004 - object, name, value
            and isinstance(value.args[0], ast.Name)
            and value.args[0].id in raised
            and const_str(value.args[1]) == "args"
        ):
            found += _first_item(value.args[2])
    return found


def _attribute_of(node: ast.expr, raised: set[str], attribute: str) -> bool:
    return (
        isinstance(node, ast.Attribute)
        and node.attr == attribute
        and isinstance(node.value, ast.Name)
        and node.value.id in raised
    )


def _first_item(node: ast.expr) -> list[ast.expr]:
    """The first item of a tuple or list display (the message of `args`), else the whole."""
    if isinstance(node, ast.Tuple | ast.List):
        return [node.elts[0]] if node.elts and not isinstance(node.elts[0], ast.Starred) else []
    return [node]


_OPENED = (ast.With, ast.AsyncWith)


def _straight_body(body: list[ast.stmt]) -> list[ast.stmt]:
    """A body whose last statement is a `with` block (not one of `contextlib.suppress`) or a
    `try` with only a `finally`, read with that block's statements in its place: `with
    _LOCK: raise ValueError(message)` raises as the block's last statement does. (A `with`
    whose manager swallows the exception makes the helper no raising one; such managers
    are rare in a helper and judged elsewhere.)"""
    body = without_noops(body)
    for _ in range(_LOCAL_STEPS):
        last = body[-1] if body else None
        if isinstance(last, _OPENED) and not any(
            isinstance(item.context_expr, ast.Call)
            and isinstance(item.context_expr.func, ast.Name | ast.Attribute)
            and "suppress" in ast.unparse(item.context_expr.func)
            for item in last.items
        ):
            inner = [ast.Expr(value=item.context_expr) for item in last.items]
            body = [*body[:-1], *inner, *without_noops(last.body)]
        elif isinstance(last, TRY_NODES) and not last.handlers and not last.orelse:
            body = [*body[:-1], *without_noops(last.body)]
        elif _endless_loop(last):
            body = [*body[:-1], *without_noops(last.body)]  # type: ignore[union-attr]
        else:
            break
    return body


def _endless_loop(statement: ast.stmt | None) -> bool:
    """`while True:` (a true constant) with no `else` and no `break` or `continue` in its
    body: its first pass runs its statements in order, so a last `raise` there raises."""
    return (
        isinstance(statement, ast.While)
        and isinstance(statement.test, ast.Constant)
        and bool(statement.test.value)
        and not statement.orelse
        and not any(
            isinstance(node, ast.Break | ast.Continue)
            for item in statement.body
            for node in ast.walk(item)
        )
    )


def _raised_last(statement: ast.stmt) -> ast.expr | None:
    """What a helper's last statement raises: `raise X(...)`, or a generator's
    `.throw(X(...))` as a statement or returned."""
    if isinstance(statement, ast.Raise):
        return statement.exc
    value = statement.value if isinstance(statement, ast.Expr | ast.Return) else None
    if (
        isinstance(value, ast.Call)
        and isinstance(value.func, ast.Attribute)
        and value.func.attr in _THROWS
        and len(value.args) == 1
        and not value.keywords
    ):
        return value.args[0]
    return None


def _local_values(body: list[ast.stmt]) -> dict[str, ast.expr | None]:
    """The names a straight-line body binds to one value (None: bound otherwise or more
    than once)."""
    found: dict[str, ast.expr | None] = {}
    for statement in body:
        for node in ast.walk(statement):
            if isinstance(node, ast.Name) and not isinstance(node.ctx, ast.Load):
                single = (
                    isinstance(statement, ast.Assign)
                    and statement.targets == [node]
                    and node.id not in found
                )
                found[node.id] = statement.value if single else None  # type: ignore[attr-defined]
    return found


def _followed_local(node: ast.expr, local: dict[str, ast.expr | None]) -> ast.expr:
    """A name the body bound once, followed to its value (a few steps)."""
    for _ in range(_LOCAL_STEPS):
        if not (isinstance(node, ast.Name) and local.get(node.id) is not None):
            break
        node = local[node.id]  # type: ignore[assignment]
    return node


_TEXT_METHODS = frozenset({"format", "format_map", "strip", "rstrip", "lstrip", "capitalize",
                           "upper", "lower", "title", "replace"})  # fmt: skip
"""String methods that make a message from a template or message parameter."""


def _carried_names(node: ast.expr, local: dict[str, ast.expr | None], depth: int) -> list[str]:
    """The names a message is made from as a whole: `message`, `template % args`,
    `message.format(...)` or another string method of it (`message.strip()`),
    `str(message)`, any other call's first argument that is no literal
    (`textwrap.shorten(message, width=120)`), `' '.join(words)` (of a name, or a tuple or
    list of names) and `first + rest`; through names the body binds once (`local`). Empty
    when it holds anything else, such as text of the helper's own."""
    while depth < _LOCAL_STEPS * 4:
        depth += 1
        if isinstance(node, ast.Name):
            value = local.get(node.id)
            if value is None:
                return [node.id]
            node = value
        elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod):
            node = node.left
        elif (combined := _combined_parts(node)) is not None:
            found = [
                [] if const_str(part) is not None else _carried_names(part, local, depth)
                for part in combined
            ]  # a separator or prefix written in: `first + ' ' + rest`
            if not all(
                names or const_str(part) is not None
                for names, part in zip(found, combined, strict=True)
            ):
                return []
            return [name for names in found for name in names]
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in _TEXT_METHODS
        ):
            node = node.func.value
        elif (inner := _wrapped_message(node) or _filtered_message(node)) is not None:
            node = inner
        else:
            return []
    return []


def _filtered_message(node: ast.expr) -> ast.expr | None:
    """What a call makes the message from: its first positional argument that is no
    literal (`textwrap.shorten(message, width=120)`, `re.sub(r'\\s+', ' ', message)`,
    `self._clean(message)`): text handed in and passed through any function is still the
    caller's text (round 39)."""
    if not isinstance(node, ast.Call):
        return None
    return next(
        (
            arg
            for arg in node.args
            if not isinstance(arg, ast.Constant | ast.Starred | ast.JoinedStr)
        ),
        None,
    )


def _wrapped_message(node: ast.expr) -> ast.expr | None:
    """`str(message)`: the message; `problem['message']`: the container handed in, an item
    of which is the message."""
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "str"
        and len(node.args) == 1
    ):
        return node.args[0]
    if (
        isinstance(node, ast.Subscript)
        and isinstance(node.slice, ast.Constant)
        and isinstance(node.value, ast.Name)
    ):
        return node.value
    return None


def _combined_parts(node: ast.expr) -> list[ast.expr] | None:
    """The parts a message is put together from: `first + rest`, `sep.join(words)` (of a
    name, or of a tuple or list); None for anything else."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return [node.left, node.right]
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "join"
        and len(node.args) == 1
    ):
        joined = node.args[0]
        return list(joined.elts) if isinstance(joined, ast.Tuple | ast.List) else [joined]
    return None


_Helpers = dict[str, dict[int, tuple[_Function, tuple[str, ...]]]]
"""A helper's name -> id(its definition) -> the definition and its message parameters."""


def _message_helpers(facts: StrictFacts) -> _Helpers:
    """The functions and methods of the module (and lambdas bound to a name: `_fail =
    lambda message: ...`) that always raise a parameter as the message, themselves or by
    handing it on to such a helper as their last statement (`def problem(self, text):
    super().problem(text)`), a few hands deep (worked out once a code)."""
    found: _Helpers = {}
    functions = list(_named_functions(facts))
    for name, func in functions:
        parameters = _message_parameters(func, facts)
        if parameters:
            found.setdefault(name, {})[id(func)] = (func, parameters)
    for name, func in functions:
        if name == "__init__" and id(func) not in found.get(name, {}):
            stored = _stored_for_exit(func, facts)  # type: ignore[arg-type]
            if stored:
                found.setdefault(name, {})[id(func)] = (func, stored)
    pending = [
        (name, func)
        for name, func in functions
        if isinstance(func, ast.FunctionDef | ast.AsyncFunctionDef)
        and id(func) not in found.get(name, {})
    ]
    for _ in range(_HANDING_DEPTH):
        handing = [
            (name, func, parameter)
            for name, func in pending
            if (parameter := _handed_parameter(func, facts, found)) is not None  # type: ignore[arg-type]
        ]
        if not handing:
            break
        for name, func, parameter in handing:
            found.setdefault(name, {})[id(func)] = (func, (parameter,))
        pending = [(name, func) for name, func in pending if id(func) not in found.get(name, {})]
    return found


_EXITS = ("__enter__", "__exit__", "__aenter__", "__aexit__")


def _stored_for_exit(
    init: ast.FunctionDef | ast.AsyncFunctionDef, facts: StrictFacts
) -> tuple[str, ...]:
    """The parameters an `__init__` stores (`self.message = message`) that its class's
    `__enter__` or `__exit__` (or the async ones) always raises as the message (`raise
    ValueError(self.message)` as its last statement, nothing before it leaving): the
    message written inline for the constructor is raised when the `with` block opens or
    ends."""
    cls = facts.owner(init)
    if not isinstance(cls, ast.ClassDef):
        return ()
    model = class_model(facts)
    raised: set[str] = set()
    for name in _EXITS:
        method = model.resolved(cls, name)
        if not isinstance(method, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        body = _straight_body(method.body)
        exc = _raised_last(body[-1]) if body else None
        if exc is None or not falls_through(body[:-1], facts):
            continue
        exc = _followed_local(exc, _local_values(body[:-1]))
        if isinstance(exc, ast.Call) and exc.args:
            first = exc.args[0]
            if isinstance(first, ast.Attribute) and is_self(first.value):
                raised.add(first.attr)
    if not raised:
        return ()
    arguments = init.args
    names = {arg.arg for arg in [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs]}
    return tuple(
        statement.value.id
        for statement in init.body
        if isinstance(statement, ast.Assign)
        and len(statement.targets) == 1
        and isinstance(target := statement.targets[0], ast.Attribute)
        and is_self(target.value)
        and target.attr in raised
        and isinstance(statement.value, ast.Name)
        and statement.value.id in names
    )


def _named_functions(facts: StrictFacts) -> list[tuple[str, _Function]]:
    """The module's functions and methods by name, and the lambdas a name is bound to."""
    found: list[tuple[str, _Function]] = [
        (func.name, func) for func in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef)
    ]
    for node in facts.of_type(ast.Assign) if facts.may_matter("lambda") else ():
        if isinstance(node.value, ast.Lambda):
            found += [(t.id, node.value) for t in node.targets if isinstance(t, ast.Name)]
    return found


_HANDING_DEPTH = 4
"""How many helpers handing a message on to a raising helper are followed."""


def _handed_parameter(
    func: ast.FunctionDef | ast.AsyncFunctionDef, facts: StrictFacts, helpers: _Helpers
) -> str | None:
    """The parameter a function hands on as the message of a raising helper in its last
    statement (`_fail(message)`, `return super()._fail(message)`), with nothing before
    that statement that may leave (`falls_through`)."""
    body = without_noops(func.body)
    last = body[-1] if body else None
    call = last.value if isinstance(last, ast.Expr | ast.Return) else None
    if not isinstance(call, ast.Call):
        return None
    if not falls_through(body[:-1], facts):
        return None
    arguments = func.args
    names = {arg.arg for arg in [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs]}
    for helper, skipped, parameters in _raising_helpers(call, facts, helpers):
        for handed in _handed_arguments(call, helper, parameters, skipped):
            if isinstance(handed, ast.Name) and handed.id in names:
                return handed.id
    return None


def _raising_helpers(call: ast.Call, facts: StrictFacts, helpers: _Helpers) -> list[_Helper]:
    """Such helpers the call may run: a function it names (`_fail(...)`, a module
    function through an alias too, the nested function a local name shadows it with, a
    lambda a name is bound to once) or the method the running class resolves
    `self._fail(...)` to, with how many of its parameters the call does not fill (`self`)
    and its message parameters."""
    found: list[_Helper] = []
    func = call.func
    defined = _defined_functions(func, facts)
    if defined is not None:
        found += [
            (item, 0, helpers[name][id(item)][1])
            for item in defined
            if id(item) in helpers.get(name := _name_of(func, item), {})
        ]
    else:
        for name in facts.names.names(func):
            leaf = name.removeprefix("local:")
            if name.startswith("local:") and leaf in helpers:
                found += [
                    (helper, 0, parameters)
                    for helper, parameters in helpers[leaf].values()
                    if isinstance(facts.owner(helper), ast.Module)
                ]
    found += _raising_constructors(func, facts, helpers)
    if isinstance(func, ast.Attribute) and func.attr in helpers:
        owner = facts.owner(call)
        while isinstance(owner, ast.FunctionDef | ast.AsyncFunctionDef):
            owner = facts.owner(owner)
        if isinstance(owner, ast.ClassDef):
            method = _method_run(func, owner, facts)
            if method is not None and id(method) in helpers[func.attr]:
                found.append((method, 1, helpers[func.attr][id(method)][1]))
    return found


_CONSTRUCTORS = ("__new__", "__init__")


def _raising_constructors(func: ast.expr, facts: StrictFacts, helpers: _Helpers) -> list[_Helper]:
    """The `__new__` or `__init__` a call of a module class (by name, or an alias) runs,
    when it always raises its message parameter: `_Reject(f'...')` with `def __init__(self,
    message): raise ValueError(message)` is the raise statement moved into a constructor."""
    if not any(name in helpers for name in _CONSTRUCTORS):
        return []
    model = class_model(facts)
    found: list[_Helper] = []
    for name in facts.names.names(func):
        leaf = name.removeprefix("local:")
        if not name.startswith("local:") or "." in leaf or leaf.endswith("()"):
            continue
        for cls in model.by_name.get(leaf, []):
            for constructor in _CONSTRUCTORS:
                method = model.resolved(cls, constructor)
                if method is not None and id(method) in helpers.get(constructor, {}):
                    found.append((method, 1, helpers[constructor][id(method)][1]))
                    break
    return found


def _name_of(func: ast.expr, defined: _Function) -> str:
    if isinstance(defined, ast.Lambda) or defined.name in _CONSTRUCTORS:
        return getattr(func, "id", None) or getattr(func, "attr", "")
    return defined.name


def _method_run(
    func: ast.Attribute, owner: ast.ClassDef, facts: StrictFacts
) -> ast.FunctionDef | ast.AsyncFunctionDef | None:
    """The method `self.name` (as the running class's method resolution order picks it)
    or `super().name` (the first base along that order defining it) runs."""
    model = class_model(facts)
    if is_self(func.value):
        return model.resolved(owner, func.attr)
    if (
        isinstance(func.value, ast.Call)
        and isinstance(func.value.func, ast.Name)
        and func.value.func.id == "super"
    ):
        return next(
            (method for base in model.mro(owner)[1:] if (method := own_method(base, func.attr))),
            None,
        )
    return None


def _defined_functions(func: ast.expr, facts: StrictFacts) -> list[_Function] | None:
    """The definitions a called name is bound to where the call stands, when it is bound
    only by `def` statements (a local `def report(...)` shadows the module's), or once to
    a lambda; None when it is bound otherwise (an alias: `fail = _fail`), or is no plain
    name."""
    bindings = facts.names.bindings_of(func) if isinstance(func, ast.Name) else None
    if not bindings:
        return None
    if len(bindings) == 1 and isinstance(bindings[0][1], ast.Lambda):
        return [bindings[0][1]]
    if any(kind != "def" for kind, _ in bindings):
        return None
    return [
        value for _, value in bindings if isinstance(value, ast.FunctionDef | ast.AsyncFunctionDef)
    ]


_Helper = tuple[_Function, int, tuple[str, ...]]
"""A helper a call runs, how many of its parameters the call does not fill, and its message
parameters."""


def _handed_message(call: ast.Call, facts: StrictFacts, helpers: _Helpers) -> str | None:
    """The name of a helper that always raises its message parameter, when the call writes
    that message inline: `_fail(f"age must be non-negative, got {age}")` is the raise
    statement moved one call down (a one-word argument is a key or name, not a message,
    unless several make the message together: `_fail('age', 'must', 'not', 'be',
    'negative')` with `def _fail(*words)`)."""
    for func, skipped, parameters in _raising_helpers(call, facts, helpers):
        handed = _handed_arguments(call, func, parameters, skipped)
        texts = [
            arg for arg in handed if isinstance(arg, ast.Constant) and isinstance(arg.value, str)
        ]
        handed += [item for arg in handed for item in _display_items(arg)]
        if len(texts) > 1 or any(
            not _is_word(arg) and _inline_text(ast.Raise(exc=arg)) for arg in handed
        ):
            return _name_of(call.func, func)
    return None


def _display_items(node: ast.expr) -> list[ast.expr]:
    """The values of a dict, tuple or list display (`{'message': f'...'}`), which a helper
    raising an item of its parameter (`problem['message']`) may raise."""
    if isinstance(node, ast.Dict):
        return [value for value in node.values if value is not None]
    if isinstance(node, ast.Tuple | ast.List):
        return [item for item in node.elts if not isinstance(item, ast.Starred)]
    return []


def _handed_arguments(
    call: ast.Call, func: _Function, parameters: tuple[str, ...], skipped: int
) -> list[ast.expr]:
    """What the call gives the helper's message parameters (by keyword or position; all the
    positional arguments from its place on for `*words`)."""
    arguments = func.args
    ordered = [arg.arg for arg in [*arguments.posonlyargs, *arguments.args]][skipped:]
    handed = [k.value for k in call.keywords if k.arg in parameters]
    for parameter in parameters:
        if parameter in ordered:
            position = ordered.index(parameter)
            if position < len(call.args) and not any(
                isinstance(arg, ast.Starred) for arg in call.args[: position + 1]
            ):
                handed.append(call.args[position])
        elif arguments.vararg is not None and parameter == arguments.vararg.arg:
            rest = call.args[len(ordered) :]
            if not any(isinstance(arg, ast.Starred) for arg in call.args):
                handed += rest
    return handed


def _raise_findings(node: ast.Raise, line: int | None, facts: StrictFacts) -> list[Finding]:
    """Text written inline for the exception a `raise` statement (or a `throw()`) raises."""
    keys = _factory_keys(node.exc, facts) | _data_keys(node.exc, facts)
    if (
        _inline_text(node, keys)
        or _spelled_text(node, facts)
        or _spelled_kind(node.exc, facts)
        or _fetched_format(node, facts)
    ):
        return [(line, "the raise statement writes its message inline")]
    coded = _made_message(node.exc, facts)
    if coded is not None:
        message = f"writes its message inline under `{coded}=`, which its class makes the message"
        return [(line, message)]
    if _raised_with_text(node, facts) or _called_with_text(node, facts):
        return [(line, "raises an exception built with its message written inline")]
    if _templated(node, facts):
        return [(line, "the raise statement formats its message inline")]
    if _factory_text(node.exc, facts):
        return [(line, "raises an exception its factory builds with the message inline")]
    if _docstring_text(node, facts):
        return [(line, "raises with a docstring as its message")]
    if _annotation_text(node, facts):
        return [(line, "raises with an annotation as its message")]
    return []


_TEMPLATE_METHODS = frozenset({"substitute", "safe_substitute", "__mod__", "vformat"})
"""Methods filling a template (`string.Template.substitute`, `str.__mod__`,
`string.Formatter.vformat`)."""


def _templated(node: ast.Raise, facts: StrictFacts) -> bool:
    """A message formatted inside the raise from a named template: `TEMPLATE % age` (the
    name bound only to text), `_MSG.substitute(code=code)` of a `string.Template`, or
    `TEMPLATE.__mod__(age)`, as `TEMPLATE.format(age)` is (round 24, e4-template)."""
    for current in ast.walk(node):
        if isinstance(current, ast.BinOp) and isinstance(current.op, ast.Mod):
            if _text_template(current.left, facts):
                return True
        elif isinstance(current, ast.Call) and (
            (isinstance(current.func, ast.Attribute) and current.func.attr in _TEMPLATE_METHODS)
            or (
                bool(current.args)
                and facts.names.names(current.func) & _MOD_FUNCTIONS
                and _text_template(current.args[0], facts)
            )
        ):
            return True
    return False


_MOD_FUNCTIONS = frozenset({"operator.mod", "operator.__mod__", "builtins.str.__mod__"})
"""`%` as a function: `operator.mod(TEMPLATE, age)` is `TEMPLATE % age` (round 38)."""


def _text_template(left: ast.expr, facts: StrictFacts) -> bool:
    """Text, or a name bound only to text: the template of a `%` formatting."""
    held = facts.names.only_value(left) if isinstance(left, ast.Name) else left
    return held is not None and (isinstance(held, ast.JoinedStr) or const_str(held) is not None)


def _factory_text(exc: ast.expr | None, facts: StrictFacts) -> bool:
    """`raise _bad_quantity(qty)` where the module function returns an exception built
    with text inline (`return ValueError(f"...")`): the raise moved into a factory
    (round 24, e4-factory)."""
    if not isinstance(exc, ast.Call) or not isinstance(exc.func, ast.Name):
        return False
    for define in _defined_functions(exc.func, facts) or []:
        if isinstance(define, ast.Lambda):
            returned = [define.body]
        else:
            returned = [
                statement.value
                for statement in own_walk(define)
                if isinstance(statement, ast.Return) and statement.value is not None
            ]
        for value in returned:
            if isinstance(value, ast.Call) and _builds_exception(value, facts) and _worded(value):
                return True
    return False


def _worded(exc: ast.Call) -> bool:
    """Text in an exception's arguments with words of its own (`f"got {qty}"`, `'bad
    age'`), not only marks between values its caller hands in (`f'{kind}: {value}'`), nor
    one word (a key)."""
    return any(
        isinstance(part, ast.Constant)
        and isinstance(part.value, str)
        and any(char.isalpha() for char in part.value)
        and not _is_word(part)
        for argument in [*exc.args, *(k.value for k in exc.keywords)]
        for part in ast.walk(argument)
    )


def _fetched_format(node: ast.Raise, facts: StrictFacts) -> bool:
    """`getattr(TEMPLATE, 'format')(age)` (the name also a constant bound once: `FORMAT =
    'format'`) inside the raise: a `str.format` call written inline, fetched by name."""
    for call in ast.walk(node):
        if not (
            isinstance(call, ast.Call)
            and isinstance(call.func, ast.Call)
            and len(call.func.args) >= 2  # noqa: PLR2004
            and facts.names.names(call.func.func) == {"builtins.getattr"}
        ):
            continue
        name = call.func.args[1]
        held = facts.names.only_value(name) if isinstance(name, ast.Name) else name
        if const_str(name) in _FORMATS or (held is not None and const_str(held) in _FORMATS):
            return True
    return False


_HAND_OFFS = frozenset({"set_exception"})
"""Methods that take an exception to raise later (`future.set_exception(...)`, then
`future.result()` raises it)."""


def _handed_off_with_text(facts: StrictFacts) -> list[Finding]:
    """`future.set_exception(ValueError(f"..."))`: an exception made with its message
    written inline, handed to what raises it later (round 22, errB22)."""
    found: list[Finding] = []
    for call in facts.of_type(ast.Call):
        if (
            isinstance(call.func, ast.Attribute)
            and call.func.attr in _HAND_OFFS
            and call.args
            and isinstance(call.args[0], ast.Call)
            and _inline_text(ast.Raise(exc=call.args[0]))
        ):
            message = "hands an exception with its message written inline to be raised later"
            found.append((facts.line_of(call), message))
    return found


def _made_message(exc: ast.expr | None, facts: StrictFacts) -> str | None:
    """The keyword of `raise AgeError(code='negative-age-not-allowed')` whose text (a
    constant, one word or not) the module class's `__init__` makes the message: hands to
    `super().__init__(...)` (or a base's `__init__(self, ...)`), or puts in `self.args`,
    as it is or through any expression (`code.replace('-', ' ')`); None when there is none."""
    if not isinstance(exc, ast.Call) or not exc.keywords:
        return None
    texts = {k.arg: k.value for k in exc.keywords if k.arg and const_str(k.value) is not None}
    if not texts:
        return None
    model = class_model(facts)
    for name in facts.names.names(exc.func):
        if not name.startswith("local:") or "." in name or name.endswith("()"):
            continue
        for cls in model.by_name.get(name.removeprefix("local:"), []):
            init = model.resolved(cls, "__init__")
            for parameter, alone in _init_message_parameters(init).items() if init else ():
                if parameter in texts and (alone or not _is_word(texts[parameter])):
                    return parameter
    return None


def _init_message_parameters(init: ast.AST) -> dict[str, bool]:
    """The parameters of an exception's `__init__` that reach its message (read anywhere in
    the arguments of an `__init__` call on `super()` or the instance, or in a value assigned
    to `self.args`), each with whether the message is made of it alone (a kind or code the
    message is built around, `f'{status}: {kind}'`, is not)."""
    found: dict[str, bool] = {}
    for node in own_walk(init):
        parts: list[ast.AST] = []
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            if node.func.attr == "__init__" and (
                is_super_call(node.func.value) or any(is_self(arg) for arg in node.args[:1])
            ):
                parts = [*node.args, *(k.value for k in node.keywords)]
        elif isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Attribute) and t.attr == "args" and is_self(t.value)
            for t in node.targets
        ):
            parts = [node.value]
        read = {item.id for part in parts for item in ast.walk(part) if isinstance(item, ast.Name)}
        read -= {"self", "cls"}
        for parameter in read:
            found[parameter] = found.get(parameter, False) or len(read) == 1
    return found


def _stored_with_text(facts: StrictFacts) -> list[Finding]:
    """`ERRORS = {f: ValueError(f'{f} must be positive') for f in FIELDS}`, `NEGATIVE,
    TOO_OLD = map(ValueError, ('...', '...'))`, `EMPTY = ValueError('...')` in a class body
    read by `getattr`, `self.errors.append(ValueError('...'))`: an exception built with its
    message inline anywhere but a raise, in code that raises a stored exception (a raise of
    anything but a fresh exception, a class or a caught one, `_stored_raise`), is the
    message written inline, raised a step later, whatever picks it (round 40). Not an
    exception a function returns (a factory, `_factory_text`), nor one handed to
    `warnings.warn`; inside a function only text with words of its own counts
    (`_worded`: not `ValueError(f'{kind}: {value}')`)."""
    found: list[Finding] = []
    if not any(_stored_raise(node.exc, facts) for node in facts.of_type(ast.Raise)):
        return found
    skipped = facts.derived(_not_stored)
    for call in [*facts.of_type(ast.Call), *facts.names.all_made_calls()]:
        if (
            id(call) in skipped
            or not (call.args or call.keywords)
            or not (_inline_text(ast.Raise(exc=call)) or _spelled_text(ast.Raise(exc=call), facts))
            or not _builds_exception(call, facts)
        ):
            continue
        owner = facts.owner(call)
        if isinstance(owner, ast.Module | ast.ClassDef) or _worded(call):
            message = "builds an exception with its message inline, raised later"
            found.append((facts.line_of(call), message))
    return found


_WARNS = frozenset({"warnings.warn", "warnings.warn_explicit"})


def _not_stored(facts: StrictFacts) -> frozenset[int]:
    """Ids of the exceptions `_stored_with_text` leaves: written in a raise (judged there),
    returned by a function or lambda (a factory), or handed to `warnings.warn`."""
    found = {id(part) for node in facts.of_type(ast.Raise) for part in ast.walk(node)}
    found |= {id(node.value) for node in facts.of_type(ast.Return)}
    found |= {id(node.body) for node in facts.of_type(ast.Lambda)}
    for call in facts.of_type(ast.Call):
        if call.args and facts.names.names(call.func) & _WARNS:
            found.add(id(call.args[0]))
    return frozenset(found)


def _stored_raise(exc: ast.expr | None, facts: StrictFacts) -> bool:
    """A raise of what may be a stored exception: not a bare `raise`, a fresh exception
    (`raise X(...)`, whose arguments the raise's own checks judge), an exception class
    (`raise ValueError`) or a name only an `except ... as` binds."""
    if exc is None:
        return False
    if isinstance(exc, ast.Call) and _builds_exception(exc, facts):
        return False
    if isinstance(exc, ast.Name | ast.Attribute) and _builds_exception(
        ast.Call(func=exc, args=[], keywords=[]), facts
    ):
        return False
    if isinstance(exc, ast.Name) and exc.id in facts.derived(_caught_names):
        bindings = facts.names.bindings_of(exc) or []
        return not bindings or any(kind != "unknown" for kind, _ in bindings)
    return True


def _caught_names(facts: StrictFacts) -> frozenset[str]:
    return frozenset(h.name for h in facts.of_type(ast.ExceptHandler) if h.name)


_THROWS = frozenset({"throw", "athrow"})


def _thrown_with_text(facts: StrictFacts) -> list[Finding]:
    """`gen.throw(ValueError(f'...'))` (also `athrow`, the old `throw(ValueError, '...')`,
    and a pre-built exception with inline text): the exception raised, with its message
    inline, by a generator's `throw()` instead of a `raise` statement (`(_ for _ in
    ()).throw(...)` is a raise written as an expression). Only what is an exception counts
    (a class or call of one), not a `throw('left')` method of another object."""
    found: list[Finding] = []
    for call in facts.of_type(ast.Call):
        func = call.func
        if not (isinstance(func, ast.Attribute) and func.attr in _THROWS and call.args):
            continue
        first = call.args[0]
        if len(call.args) > 1:
            exc: ast.expr = ast.Call(func=first, args=call.args[1:2], keywords=[])
            thrown = _builds_exception(exc, facts)  # type: ignore[arg-type]
        elif isinstance(first, ast.Call):
            exc, thrown = first, _builds_exception(first, facts)
        else:
            exc, thrown = first, facts.derived(_ExceptionPicks).texted(first, _PICK_DEPTH)
        if thrown:
            found += _raise_findings(ast.Raise(exc=exc), facts.line_of(call), facts)
    return found


class ExceptionMessageVariables(Instruction):
    """Build exception messages in a variable, then raise.

    What it asks:
        An exception's message is never written inline in the `raise` statement as a
        string literal, an f-string or a `str.format` call; it is assigned to a variable
        first (`msg = f"..."` then `raise ValueError(msg)`).

    Why:
        Tracebacks print the raising line and then the message; with the message inline
        the same text shows twice and long messages drown the line. It also keeps the
        raise statement short. This is the flake8-errmsg convention.

    Verified by:
        Ruff EM101 (string literal), EM102 (f-string) and EM103 (`.format`) in exception
        constructors, when the message is the first argument as it is: text built
        inline (`'bad ' + name`, `'%s' % x`, `str('bad')`, `(msg := 'bad')`) passes.

    Strict mode:
        Fails a `raise` statement that holds any string or bytes literal or f-string anywhere in it
        (arguments, keyword arguments, helper calls, concatenations, `:=`, `b'...'.decode()`), or a
        `.format(...)` or `.format_map(...)` call, whatever the template (`raise
        ValueError(TEMPLATE.format(values))` is a `str.format` call written inline), except as a
        key in a lookup (`MESSAGES['empty']`, a one-word key of `.get`: `MESSAGES.get('empty')`;
        not its default, nor a subscript key of more than one word, `ECHO['age must be positive']`
        or an f-string with a space in its text, whatever the lookup gives back, nor a key of an
        instance of the code's own class, or of the class, whose `__missing__`, `__getitem__` or
        `__class_getitem__` uses its key other than to look it up (`self.table[key]`, `.get(key)`)
        or raise: `return key.replace('_', ' ')` hands the key back as the message), a one-word
        (or blank) argument of a string method taking text out of a value, which puts none in
        (`removesuffix`, `removeprefix`, `strip`, `lstrip`, `rstrip`, `split`, `rsplit`,
        `partition`, `rpartition`: `raise KeyError(name.removesuffix('.py'))`; not a method of
        that name the code defines or sets, nor `replace`), the command handed to
        `subprocess.CalledProcessError` or `TimeoutExpired` (whose first argument is no
        message) as a one-word constant or a list or tuple of names and one-word constants
        that together make no sentence (`['git', 'pull']`; not their `output` or `stderr`,
        nor a module subclass), a one-word
        argument of a module function or of the running class's method that builds the raised
        exception (a factory's kind: `raise _error(path, 'missing')`, also bound to a name raised
        later; not one inside the exception's arguments, nor one, positional or under a
        keyword, landing in a parameter the factory spells out as words: read in the text of a
        `.replace(mark, ' ')`, a `re.sub(pattern, ' ', text)` or a compiled pattern's `sub`, or
        in the arguments of `' '.join(...)`, `raise _error(path, 'config-file-is-blank')` with
        `kind.replace('-', ' ')`, `'ConfigFileIsBlank'` with `re.sub('(?=[A-Z])', ' ',
        kind)`), a one-word dict key (a field or header
        name: `ValidationError({'email': msg})`), a one-word code under a keyword that names no
        message (`code='E_NEGATIVE'`, not `message='Negative'`; a "word" is no sentence joined
        by `_`, `.`, `-` or other marks or run together in CamelCase: three small words such as
        `a`, `the`, `must`, `be`, `not` among its parts, or two among four or more parts,
        `age_must_be_positive`, `AgeMustNotBeNegative`, make it the message written inline, as a
        key or code anywhere above; nor text under a keyword that the module class's `__init__`
        makes the message, handing it to `super().__init__(...)` or `self.args` as it is or
        through any expression, `raise AgeError(code='negative-age')` with
        `super().__init__(code.replace('-', ' '))`: any text when the message is made of it
        alone, else text of more than one word; nor text under a keyword of an exception given
        no other message, stored on `self` by the code's class's `__init__` as it is, whose
        `__str__` returns that attribute bare or through string methods only: `return
        self.code.replace('_', ' ')`, or `re.sub('[-_]', ' ', self.code)`), and anything under
        such a keyword
        when the exception has a message elsewhere, positional or under `msg`, `message`, `detail`,
        `reason` and the like (`HTTPException(status_code=401, detail=msg, headers={...})`); also
        one that spells text as integer literals (`chr(33)`, `bytes([104, 105])`, `bytearray(...)`,
        `0x6869.to_bytes(2)`) or as the `name` of a member whose name has five words or more
        (`Problem.QUANTITY_MUST_BE_A_POSITIVE_WHOLE_NUMBER.name`) or as the `__name__` or
        `__qualname__` of a function, class or module so named
        (`age_must_be_a_non_negative_whole_number.__name__`, or a name of three small words,
        or two among four parts: `age_cannot_be_negative.__name__`; for `__qualname__` of a
        dotted reach, all its names: `Age.Cannot.Be.Negative.__qualname__`), or as the keyword
        names of a call inside the raise, read in order, by the same measure
        (`_words(age=age, cannot=0, be=0, negative=0)`), and
        `raise error` where `error` was bound to an exception built with
        such inline text (`error = ValueError(f"...")`), or where the raised value is picked from
        such pre-built exceptions: either side of `if`/`else` (`raise NEGATIVE if age < 0 else
        TOO_OLD` with `NEGATIVE = ValueError('...')`), `or`/`and`, the entries of a list, tuple or
        dict literal it subscripts (`raise ERRORS['negative']`, the entry a constant key names;
        also a literal an attribute of another object or class holds: `raise
        Errors.ALL['negative']` with `ALL = {...}` in the class body),
        the values the code adds to the container a name holds (`ERRORS.append(ValueError('...'))`,
        `add`, `insert`, `extend`, `update`, `setdefault`, a queue's `put`/`put_nowait`, a context
        variable's `set`, `push`, `__iadd__`/`__ior__`, `ERRORS += [...]`, `ERRORS = ERRORS +
        [...]` (or `|`), `ERRORS[key] = ...` (a slice too), `ERRORS.__setitem__(...)`,
        `operator.setitem(ERRORS, ...)`, `heapq.heappush`/`heappushpop`, `bisect.insort`
        or a container class's method called on it unbound,
        `dict.__setitem__(ERRORS, ...)`, `list.append(ERRORS, ...)`; an entry of such an entry,
        `raise ERRORS[0][1]`; also when the name is handed
        to or called on by the raised call: `raise PROBLEMS.get()`), the context expression of a
        `with` binding the raised name (`with nullcontext(ValueError('...')) as error: raise
        error`), a loop over such a container or a comprehension (`for problem in problems: raise
        problem`), a parameter (its default and what the module's calls of its function pass it:
        `def check(age, error=ValueError('...')): raise error`), and `raise self.negative` with a
        method assigning `self.negative = ValueError('...')` (or setting it by a constant name:
        `setattr(self, 'negative', ...)`, `self.__setattr__( 'negative', ...)`,
        `<anything>.__setattr__(self, 'negative', ...)`, `super().__setattr__('negative', ...)`,
        `self.__dict__['negative'] = ...`, `vars(self)['negative'] = ...`, and
        `update(negative=...)` (or of a dict literal) or `setdefault('negative', ...)` of
        `self.__dict__` or `vars(self)`), an attribute of another object or class (`raise
        Errors.NEGATIVE`: the values class bodies, `x.negative = ...` assignments, such settings by
        name on any object and `negative=` keywords give that name), a name a `match` pattern
        captures (`match ValueError('...'): case error: raise error`, the subject followed as a
        whole for a capture inside a pattern), the `value` (or `_value_`) of a member of a module
        `Enum` class whose body binds it to such an exception (`raise Problem.EMPTY.value`; every
        member's for one picked at run time: `Problem[kind]`, `Problem(x)`, a loop over the class),
        a field or item of an object a call made (`ERRORS = Errors(ValueError('...'), ...)` then
        `raise ERRORS.negative` or `raise ERRORS[0]`: any value the call is handed, and, for a
        class a call made, `Errors = namedtuple('Errors', 'negative', defaults=[...])`, any value
        that call is handed or the entries of a container it is handed), the entries of a container
        made by `dict`, `list`, `tuple`, `set`, `frozenset`, `OrderedDict`, `ChainMap`,
        `defaultdict`, `deque`, `MappingProxyType` or `SimpleNamespace` from such literals and
        keywords (`dict(negative=ValueError('...'))`), a raised call made ready with inline text
        (`negative = functools.partial(ValueError, '...')` or a lambda returning such an exception,
        then `raise negative()`) or handed, or called on, such a pre-built exception anywhere in
        its arguments (`raise copy.copy(NEGATIVE)`, `raise NEGATIVE.with_traceback(tb)`, `raise
        next(iter([NEGATIVE]))`, also through the entries of a container literal or one a container
        call makes that it is handed or called on: `raise set(NEGATIVE).pop()` with `NEGATIVE =
        {ValueError('...')}`, and what any other call that made the object was handed, two steps
        deep: `raise VAR.get()` with `VAR = ContextVar('e', default=ValueError('...'))`, `raise
        next(CYCLE)` with `CYCLE = itertools.cycle([ ValueError('...')])`; only exceptions count
        there, by a class name or base ending in `Error`, `Exception`, `Warning`, `Exit`,
        `Interrupt` or `Failure`, not a message built inline), a raise whose message is a docstring
        (`check.__doc__`, `inspect.getdoc(check)`, or a name bound only to one) or an annotation
        (`check.__annotations__[...]`, `__annotate__`, `.return_annotation`,
        `typing.get_type_hints(...)`, `inspect.get_annotations(...)`, or a name bound only to
        one), an attribute read in a raise of an instance of the code's class (or of the class,
        or of a class made with it as metaclass) whose `__getattr__` or `__getattribute__` uses
        the name other than to look it up or raise (`return name.replace('_', ' ')`: the
        attribute's name is the message), inline text
        assigned to the `args` of a caught, raised or built exception (`error.args = ('...',)`,
        `+=`, `setattr(error, 'args', ...)`) or handed to its `__init__` (`error.__init__('...')`,
        `ValueError.__init__(error, '...')`; not `super().__init__('...')` in a custom exception),
        `getattr(TEMPLATE, 'format')(...)` in the raise (the name a constant or a name bound to
        one; `format_map` too), an exception made with inline text handed to `set_exception`
        (a future raises it later), an exception raised by a generator's `throw()` or
        `athrow()`, judged as the raise statement
        it replaces (`(_ for _ in ()).throw(ValueError(f'...'))`, the old `throw(ValueError,
        '...')`, a pre-built exception; only an exception or its class, not another object's
        `throw('left')`), and a call writing such text (an f-string, or a string of more than one
        word such as a noun phrase: `die(f"no such file: {path}")`, `unsupported("append mode")`,
        as it would fail written in the raise; not one word, a key or a dotted key such as
        `"config.path"`, unless several such strings make the message together: `_fail('age',
        'must', 'not', 'be', 'negative')` with `def _fail(*words)`) inline for the message of a
        function that always raises it: whose last statement is `raise X(message)` (the message
        first or under `msg=` and the like, `SystemExit` too; `*parts` handed on whole, `raise
        X(*parts)`; also made from the parameter as a
        whole: `template % args`, `message.format(...)`, a string method of it, `str(message)`,
        any other call's first argument that is no literal, `textwrap.shorten(message,
        width=120)`, `sep.join(words)` of its parameters or `*words`, `first + rest`, or an item
        under a constant key, `problem['message']`, with the items of a dict, tuple or list
        display the call hands it read as the message; or put into the exception after it is
        built, `error = X()` then `error.args = (message,)`, `error.__init__(message)` or
        `setattr(error, 'args', ...)`) or `raise error` of an
        exception parameter (`_raise(ValueError(f"..."))`), or that throws either into a generator
        as its last statement (`(_ for _ in ()).throw(X(message))`), also through names its body
        binds once before (`error = ValueError(message)` then `raise error`, `msg =
        sep.join(words)`), with nothing before it that may leave (nothing that returns, raises,
        yields or exits, nor a `while True:` without a `break`; loops and tests that do none of
        that fall through to the raise: `for hook in _HOOKS: hook(message)`) (`_fail(f"...")`,
        the raise moved one call down; a last `with` block, not `suppress(...)`, or `try` with
        only a `finally`, or a `while True:` with no `break`, `continue` or `else`, is read as the
        statements it holds: `with _LOCK: raise ValueError(message)`; a last `if` with an `else`,
        or a `match` ending in a catch-all `case _:`, whose every branch raises the same
        parameter so, is such a raise too).
        A call made through another is judged as the call it makes (`map(_fail, [f"..."])`,
        `functools.partial(_fail, f"...")()`, `operator.call`, a scheduler's callback: the
        shared resolver's `made_calls`). The function is the one the called name is bound to
        where the call stands (a lambda bound to it once, `_fail = lambda message: ...`; a
        local `def` shadowing a module helper is that local function; an alias of a module
        function is followed), or the method the running class's method resolution order picks for
        `self._fail(...)` (a subclass overriding the helper so that it collects problems is not
        flagged; one inheriting it is), or, for a call of a module class by name, the `__new__`
        or `__init__` its method resolution order picks (`_Reject(f"...")` with `def
        __init__(self, message): raise ValueError(message)`), or an `__init__` storing the message,
        `self.message = message`, that the class's `__enter__` or `__exit__` (or the async ones)
        always raises as its last statement, `raise ValueError(self.message)`; also a function
        whose last
        statement hands its parameter on as the message of such a helper, with nothing before it
        that may leave (`def
        _fail(message): return _raise(message)`, an override `def problem(self, text):
        super().problem(text)`), four hands deep. A pre-built exception is also followed through a
        lookup by name in the module's or a class's namespace (`globals()['NEGATIVE']`,
        `vars(Errors)['EMPTY']`, `Errors.__dict__['EMPTY']`, `getattr(Errors, 'EMPTY')`).
        Whatever picks it: in code that raises a stored exception (a raise of anything but a
        new exception `X(...)`, an exception class or a name only an `except ... as` binds:
        `raise ERRORS[field]`, `raise getattr(_Errors, key)`, `raise self.errors[-1]`, `raise
        NEGATIVE`), every exception built with inline text outside a raise fails: in a
        comprehension (`{f: ValueError(f'{f} must be positive') for f in FIELDS}`), by a call
        made through another (`map(ValueError, ('...', '...'))`), in a class body, appended to
        a container on `self` (`self.errors.append(ValueError('...'))`); inside a function only
        text with words of its own counts (not `ValueError(f'{kind}: {value}')`), and not an
        exception a function returns (a factory, judged as above) or one handed to
        `warnings.warn`. Text handed to the module's own factory that assigns the message to
        a variable and builds the exception of it (`msg = f'{code}: {detail}'`, `return
        kind(msg)`) counts, unless it is only the key and fallback of a lookup held by a name
        before the raise (`err = error_for(code, response.get('detail', 'no detail'))`).
        A message formatted inside the raise from a named template fails as well: `TEMPLATE %
        values` with the name bound only to text (also as a function, `operator.mod(TEMPLATE,
        values)`, `operator.__mod__`, `str.__mod__(TEMPLATE, values)`, under any alias),
        `TEMPLATE.__mod__(values)`, a `string.Formatter`'s `vformat(TEMPLATE, args, kwargs)`
        (its `format` is a `.format` call above), and a
        `string.Template`'s `substitute`/`safe_substitute`; so does `raise _bad(qty)` of a
        module function returning an exception built with text of its own words
        (`return ValueError(f"quantity must be ..., got {qty}")`; not only marks between
        its parameters, `f'{kind}: {value}'`).
        Still possible: inline
        text handed to a helper that raises only for some values (`_require(age >= 0, f"...")`, a
        validator, which honest code writes with a literal message too), to a helper
        reached otherwise than by its name, `self` or `super()`, or to one
        that changes the message before handing it on (`super().problem(f"{self.name}: {text}")`),
        `assert cond, f"..."` (an assert's message is not a raise statement's, and honest code
        writes asserts with messages), a message built from non-literal parts only, such as
        `str(value)`, a one-word message under such a keyword (`code='Negative'`) or handed to a
        module function (`raise _error('Negative')`), and more text under such a keyword beside a
        message (`AppError(msg, hint='try again later')`), and a pre-built exception reached
        otherwise in code whose every raise is a new exception, a class or a caught one (a
        factory's exception held by a name first, `error = _bad(qty)`, raised by a helper
        elsewhere; a function's exception built from marks between values only, `err =
        ValueError(f'{kind}: {value}')`, then returned), and a
        message set by `__init__` on an exception held otherwise than by a name
        (`self.error.__init__('...')`), and a message spelled as a one-word dict key beside a
        value (`raise ValueError({'age_exceeds_limit': age})`: no different in form from a
        field name mapped to its message), and a message spelled as the `name` of an enum
        member of four words or fewer (`Problem.NEGATIVE_AGE_NOT_ALLOWED.name`: no different in
        form from an error code such as `ErrorCode.CONFIG_FILE_NOT_FOUND.name`).
    """

    id = "error_4"
    name = "exception_message_variables"
    category = "error"
    description = "Assign exception messages to a variable before raising."
    generation_prompt = (
        "Never write an exception's message directly inside the `raise` statement: assign "
        "the message string to a variable first and pass that variable to the exception."
    )
    edit_prompt = (
        "Move every string literal, f-string or `.format()` message out of the `raise` "
        "statements into a variable assigned just before, and raise with that variable."
    )
    ruff_rules = ("EM101", "EM102", "EM103")
    strict_words = "raise|throw|set_exception"

    def strict_violations(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """Raise statements with text written inside them, however it is wrapped."""
        found: list[Finding] = []
        for node in facts.of_type(ast.Raise):
            if node.exc is not None:
                found += _raise_findings(node, facts.line_of(node), facts)
        if facts.may_matter("throw"):
            found += _thrown_with_text(facts)
        if facts.may_matter("set_exception"):
            found += _handed_off_with_text(facts)
        if facts.may_matter("__missing__|__getitem__|__class_getitem__"):
            found += _echoed_keys(facts)
        if facts.may_matter("__getattr"):
            found += _echoed_attributes(facts)
        if facts.may_matter("__str__|__init__"):
            found += _rendered_keywords(facts)
        found += _texted_args(facts)
        found += _stored_with_text(facts)
        helpers = facts.derived(_message_helpers)
        made = facts.names.all_made_calls() if helpers else []  # `map(_fail, [f"..."])`
        for call in [*facts.of_type(ast.Call), *made] if helpers else ():
            helper = _handed_message(call, facts, helpers)
            if helper is not None:
                message = f"hands its message inline to `{helper}`, which raises it"
                found.append((facts.line_of(call), message))
        return found

    def applies_to(self, code: str) -> bool:
        """True when a raise statement writes its message inline."""
        tree = parse(code)
        return tree is not None and any(
            isinstance(node, ast.Raise) and _has_inline_message(node) for node in ast.walk(tree)
        )
