"""style_7: built-in generics and `X | None` instead of the typing aliases."""

from __future__ import annotations

import ast
from typing import Any

from vibebench.instructions._references import ReferenceBan
from vibebench.instructions._strict import Finding, StrictFacts

# typing names that Python 3.10 replaces with a builtin, a collections(.abc) class or `|`.
_OLD_TYPING_NAMES = frozenset(
    {
        "AbstractSet",
        "AsyncIterator",
        "Callable",
        "ChainMap",
        "Counter",
        "DefaultDict",
        "Deque",
        "Dict",
        "FrozenSet",
        "Generator",
        "Iterable",
        "Iterator",
        "List",
        "Mapping",
        "MutableMapping",
        "MutableSequence",
        "MutableSet",
        "Optional",
        "OrderedDict",
        "Sequence",
        "Set",
        "Tuple",
        "Type",
        "Union",
    },
)


_TYPING_MODULES = ("typing", "typing_extensions")
_DEPRECATED = _OLD_TYPING_NAMES | {
    "AsyncGenerator", "AsyncIterable", "AsyncContextManager", "Awaitable", "ByteString",
    "Collection", "Container", "ContextManager", "Coroutine", "Hashable", "ItemsView",
    "KeysView", "MappingView", "Match", "Pattern", "Reversible", "Sized", "Text",
    "ValuesView",
}  # fmt: skip
"""Every alias typing deprecated in favour of a builtin, collections(.abc), re or `|`."""


def _is_deprecated(name: str) -> bool:
    module, _, member = name.rpartition(".")
    return _typing_module(module) and (member in _DEPRECATED or member == "?")


def _typing_module(module: str) -> bool:
    """typing, typing_extensions, typing's pseudo-modules (`typing.re`, `typing.io`) and
    the `typing` modules of other packages that re-export its aliases (`pydantic.typing`,
    `pydantic.v1.typing`)."""
    return (
        module in _TYPING_MODULES
        or module.startswith("typing.")
        or module.rpartition(".")[2] == "typing"
    )


def _old_typing_at(node: ast.AST) -> bool:
    if isinstance(node, ast.ImportFrom) and node.module == "typing":
        return any(alias.name in _OLD_TYPING_NAMES for alias in node.names)
    return (
        isinstance(node, ast.Attribute)
        and node.attr in _OLD_TYPING_NAMES
        and isinstance(node.value, ast.Name)
        and node.value.id == "typing"
    )


def _uses_old_typing(tree: ast.Module) -> bool:
    """True when the code imports or uses a deprecated typing alias."""
    return any(map(_old_typing_at, ast.walk(tree)))


class ModernTyping(ReferenceBan):
    """Write type hints the Python 3.10 way.

    What it asks:
        Type hints use the built-in generics (`list[int]`, `dict[str, int]`), the
        `collections.abc` abstract classes (`Iterable`, `Callable`) and the `|` operator
        (`int | None`, `str | bytes`) instead of `typing.List`, `typing.Optional`,
        `typing.Union` and the other deprecated aliases.

    Why:
        The aliases are deprecated since Python 3.9 and 3.10; the modern spelling needs no
        import and reads like the values it describes. Models still emit the old forms
        from older training code.

    Verified by:
        Ruff UP006 (builtin generics), UP007 (`X | Y`), UP035 (deprecated typing imports)
        and UP045 (`X | None`), checked against Python 3.10. Names Ruff cannot resolve
        pass: a star import, a quoted `"typing.List[int]"`, `Opt = typing.Optional`,
        `getattr(typing, 'List')`, and aliases UP035 does not list (`typing.Text`).

    Strict mode:
        Fails any reference, in an annotation or anywhere else, to a deprecated alias
        of `typing` or `typing_extensions`, of typing's pseudo-modules
        (`typing.re.Pattern`) or of another package's `typing` module that re-exports
        them (`pydantic.typing.List`): `List`, `Dict`, `Tuple`, `Set`, `FrozenSet`,
        `Type`, `Deque`, `DefaultDict`, `OrderedDict`, `Counter`, `ChainMap`, `Optional`,
        `Union`, `Text`, and the collections.abc ones such as `Callable`, `Iterable`,
        `Sequence`, `Mapping`, resolved through star imports, aliases, `getattr`,
        `__import__` and `importlib`, and inside quoted annotations; a `getattr` on
        typing with a name that is not a constant fails too, and so does a hint naming
        one of them without importing it (`List[int]` under `from __future__ import
        annotations`, or quoted), which nothing ever evaluates.
    """

    id = "style_7"
    name = "modern_typing"
    category = "style"
    description = "Use built-in generics and X | None rather than typing.List / Optional."
    generation_prompt = (
        "In type hints, use built-in generics such as list[int] and dict[str, int], "
        "collections.abc for abstract types, and the | operator (int | None) instead of "
        "typing.List, typing.Dict, typing.Optional, typing.Union and similar aliases."
    )
    edit_prompt = (
        "Modernise the type hints: replace typing.List, Dict, Tuple, Set, Optional, Union "
        "and the other deprecated aliases with built-in generics, collections.abc types and "
        "the | operator."
    )
    ruff_rules = ("UP006", "UP007", "UP035", "UP045")
    strict_words = r"typing|\b(?:" + "|".join(sorted(_DEPRECATED)) + r")\b"

    banned = staticmethod(_is_deprecated)
    ban_message = "uses `{name}`"
    touches = staticmethod(_uses_old_typing)

    def strict_violations(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """Every reference to a deprecated typing alias, quoted annotations included."""
        found = super().strict_violations(facts, params)
        lines = {line for line, _ in found}
        for annotation in facts.annotations:
            for node in facts.annotation_nodes(annotation):
                if not isinstance(node, ast.Name | ast.Attribute) or annotation.lineno in lines:
                    continue
                names = sorted(facts.names.names(node))
                name = next((n for n in names if _is_deprecated(n)), None)
                if name is not None:
                    lines.add(annotation.lineno)
                    found.append((facts.line_of(annotation), f"uses `{name}` in a quoted hint"))
                elif (bare := next((n for n in names if n in _DEPRECATED), None)) is not None:
                    lines.add(annotation.lineno)  # never imported: a hint nothing evaluates
                    found.append(
                        (facts.line_of(annotation), f"uses `{bare}` without importing it")
                    )
        return found
