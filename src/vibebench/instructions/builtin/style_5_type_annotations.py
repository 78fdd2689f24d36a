"""style_5: every argument and return value annotated."""

from __future__ import annotations

import ast
import builtins
import collections.abc
import importlib
import sys
import typing
from collections.abc import Callable, Sequence
from functools import cache, lru_cache
from typing import Any

from vibebench._python_source import warnings_silenced
from vibebench.instructions._base import Instruction, ParamIssue, ParamSpec
from vibebench.instructions._code_facts import functions, own_nodes, parse
from vibebench.instructions._strict import Finding, StrictFacts, without_noops
from vibebench.instructions._strict_arguments import parameter_owner
from vibebench.instructions._strict_names import BUILTIN_NAMES, STR, const_str, picked_from
from vibebench.instructions._strict_namespaces import (
    MODULE_NAMESPACES,
    namespace_write,
    owners,
    stored_owners,
)
from vibebench.instructions._strict_scopes import canonical, parameter_defaults
from vibebench.instructions.builtin.style_1_pep8_naming import (
    KEYWORD_NAMESPACES,
    TYPE_CALL_ARGUMENTS,
)

_RECEIVERS = {"self", "cls"}
_BASE_RULES = ("ANN001", "ANN002", "ANN003", "ANN201", "ANN202", "ANN204", "ANN205", "ANN206")


def _is_fully_annotated(func: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    arguments = func.args
    every_arg = [
        *arguments.posonlyargs,
        *arguments.args,
        *arguments.kwonlyargs,
        *filter(None, (arguments.vararg, arguments.kwarg)),
    ]
    return func.returns is not None and all(
        arg.annotation is not None or arg.arg in _RECEIVERS for arg in every_arg
    )


_ANY = frozenset({"typing.Any", "typing_extensions.Any", "Any", "_typeshed.Incomplete",
                  "_typeshed.MaybeNone"})  # fmt: skip
"""Any, also as an undefined name in a quoted hint, and typeshed's aliases of it."""


def _missing(func: ast.FunctionDef | ast.AsyncFunctionDef, method: bool) -> list[str]:
    """Unannotated arguments and return of a function, whatever its decorators say
    (`method`: its first parameter is the receiver, unless it is a static method)."""
    arguments = func.args
    every = [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs]
    every += [arg for arg in (arguments.vararg, arguments.kwarg) if arg is not None]
    receiver = every[0].arg if method and not _is_static(func) and every else None
    missing = [
        f"argument `{arg.arg}`" for arg in every if arg.annotation is None and arg.arg != receiver
    ]
    return missing + (["the return type"] if func.returns is None else [])


def _is_static(func: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    return any(
        isinstance(item, ast.Name) and item.id == "staticmethod" for item in func.decorator_list
    )


_RECEIVER_NAMES = frozenset({"self", "cls", "mcs", "mcls", "metacls", "klass", "kls", "this"})
"""Names a method's receiver goes by (its instance, its class, a metaclass's class)."""
_BOUND_DECORATORS = frozenset({
    "builtins.classmethod", "builtins.property", "functools.cached_property",
    "abc.abstractclassmethod",
})  # fmt: skip
"""Decorators handing a method its receiver however the method is read."""


_STATIC_WRAPPERS = frozenset({"builtins.staticmethod", "abc.abstractstaticmethod"})
"""Wrappers making a function a static method, whose first parameter is no receiver."""


def _made_static(facts: StrictFacts) -> set[tuple[str, str]]:
    """(class name, function name) of the methods made static by a call rather than a
    decorator: `clamp = staticmethod(clamp)` in the class body, `Scale.clamp =
    staticmethod(Scale.clamp)` (or `setattr`) after it."""
    if "staticmethod" not in facts.code:
        return set()
    found: set[tuple[str, str]] = set()
    for call in facts.of_type(ast.Call):
        if len(call.args) != 1 or not facts.names.names(call.func) & _STATIC_WRAPPERS:
            continue
        wrapped = call.args[0]
        if isinstance(wrapped, ast.Name):
            owner = facts.owner(call)
            if isinstance(owner, ast.ClassDef):
                found.add((owner.name, wrapped.id))
        elif isinstance(wrapped, ast.Attribute) and isinstance(wrapped.value, ast.Name):
            found.add((wrapped.value.id, wrapped.attr))
    return found


def _static(
    facts: StrictFacts, cls: ast.ClassDef, item: ast.AST, static: set[tuple[str, str]]
) -> bool:
    """Whether a function of a class body is a static method (decorated, or `_made_static`)."""
    return (cls.name, item.name) in static or any(  # type: ignore[attr-defined]
        facts.names.names(decorator) & _STATIC_WRAPPERS
        for decorator in item.decorator_list  # type: ignore[attr-defined]
    )


def _methods(facts: StrictFacts) -> set[int]:
    """id() of the methods whose first parameter is their receiver: every function of a
    class body but those whose first parameter, named otherwise than a receiver
    (`_RECEIVER_NAMES`) and unannotated, is a real argument, the method read through its
    class (`Convert.to_fahrenheit(25)`, also handed on uncalled) or by its bare name in
    the class body (a helper used there as a decorator), as a plain function is."""
    methods: set[int] = set()
    plain: dict[str, list[tuple[ast.ClassDef, ast.AST]]] = {}
    static = _made_static(facts)
    for cls in facts.of_type(ast.ClassDef):
        for item in cls.body:
            if not isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef) or _static(
                facts, cls, item, static
            ):
                continue  # (a static method: its first parameter is an ordinary argument)
            methods.add(id(item))
            first = [*item.args.posonlyargs, *item.args.args][:1]
            if first and first[0].arg not in _RECEIVER_NAMES and first[0].annotation is None:
                plain.setdefault(item.name, []).append((cls, item))
    if not plain:
        return methods
    for node in facts.of_type(ast.Attribute, ast.Name):
        name = node.attr if isinstance(node, ast.Attribute) else node.id
        if name not in plain or not isinstance(node.ctx, ast.Load):
            continue
        for cls, item in plain[name]:
            if _read_as_function(facts, node, cls, item):
                methods.discard(id(item))
    return methods


def _read_as_function(
    facts: StrictFacts, node: ast.Attribute | ast.Name, cls: ast.ClassDef, item: ast.AST
) -> bool:
    """Whether `node` reads the method `item` of `cls` as a plain function: through the
    class, or by its name in the class body; not a method its decorators bind."""
    if any(facts.names.names(decorator) & _BOUND_DECORATORS for decorator in item.decorator_list):  # type: ignore[attr-defined]
        return False
    if isinstance(node, ast.Name):
        owner = facts.owner(node)
        return owner is cls or (
            any(owner is statement for statement in cls.body)
            and any(node in ast.walk(item) for item in getattr(owner, "decorator_list", ()))
        )
    wanted = f"{cls.name}.{node.attr}"
    return any(
        name.startswith("local:") and (name[6:] == wanted or name.endswith(f".{wanted}"))
        for name in facts.names.names(node)
    )


def _is_type(facts: StrictFacts, node: ast.expr) -> bool:
    """Whether an annotation is a type expression, not a placeholder (`""`, `...`, `0`)."""
    if isinstance(node, ast.Name | ast.Attribute | ast.Subscript):
        return not isinstance(node, ast.Subscript) or _is_type(facts, node.value)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
        return _is_type(facts, node.left) and _is_type(facts, node.right)
    if isinstance(node, ast.Constant):
        if node.value is None:
            return True
        parsed = facts.names.expression(node.value) if isinstance(node.value, str) else None
        return (
            parsed is not None and not isinstance(parsed, ast.Constant) and _is_type(facts, parsed)
        )
    return False


_MAX_ALIASES = 8
"""Aliases of aliases followed at most this deep (deeper counts as hiding `Any`)."""


@cache
def _typing_names() -> frozenset[str]:
    """Names typing and collections.abc export: an unimported `List` is a slip, not a dodge;
    not typing's values that are no type (`cast`, `TYPE_CHECKING`, `overload`)."""
    return frozenset(
        name for name in dir(typing) if not _standard_non_type(f"typing.{name}")
    ) | frozenset(dir(collections.abc))


def _type_bindings(facts: StrictFacts) -> frozenset[str] | None:
    """Every name the code binds, in any scope, to what may be a type: an import, a class,
    or a value written as a type expression or made by a call (`Vector = list[float]`,
    `T = TypeVar('T')`); not a parameter, a loop or `with` name, a function, a module
    made by a call or read from `sys.modules` (`_gives_module`), nor a value such as `3`
    or `value * 2`. None when a star import may bind any name."""
    table = facts.names
    if any(scope.star_modules for scope in table.scopes):
        return None
    return frozenset(
        name
        for scope in table.scopes
        for name, bindings in scope.bindings.items()
        if any(_may_bind_type(facts, binding) for binding in bindings)
    )


def _may_bind_type(facts: StrictFacts, binding: tuple[str, object]) -> bool:
    kind, value = binding
    if kind == "module":
        return True
    if kind == "def":
        return isinstance(value, ast.ClassDef)
    if kind != "expr" or not isinstance(value, ast.expr):
        return False
    if _gives_module(facts, value):
        return False
    if isinstance(value, ast.Call):
        return not _makes_instance(facts, value)
    return _is_type(facts, value)


_MODULE_MAKERS = frozenset({
    "builtins.__import__", "importlib.import_module", "importlib.reload",
    "importlib.__import__", "importlib.util.module_from_spec", "types.ModuleType",
})  # fmt: skip
"""Calls giving a module, never a type (`Json = importlib.import_module('json')`)."""


def _gives_module(facts: StrictFacts, value: ast.expr) -> bool:
    """A value that is a module: a `_MODULE_MAKERS` call, or an item of `sys.modules`
    (`sys.modules['json']`, `sys.modules.get('json')`)."""
    if isinstance(value, ast.Subscript):
        return "sys.modules" in facts.names.names(value.value)
    if not isinstance(value, ast.Call):
        return False
    func = value.func
    if isinstance(func, ast.Attribute) and func.attr in {"get", "__getitem__"}:
        return "sys.modules" in facts.names.names(func.value)
    return bool(facts.names.names(func) & _MODULE_MAKERS)


_INSTANCE_CLASSES = frozenset(
    f"builtins.{name}"
    for name in dir(builtins)
    if not name.startswith("_") and isinstance(getattr(builtins, name), type) and name != "type"
)
"""Builtin classes but `type`: a call of one makes an instance (`object()`, `int()`), no
type."""


def _makes_instance(facts: StrictFacts, call: ast.Call) -> bool:
    """Whether a call makes an instance, not a type: of a builtin class other than
    `type` (`Value = object()`, a sentinel), or of a class of the code that is no
    metaclass (no base but builtins other than `type` and classes of the code, no
    keywords, no `__new__` of its own)."""
    names = facts.names.names(call.func)
    if not names:
        return False
    if names <= _INSTANCE_CLASSES:
        return True
    bindings = facts.names.bindings_of(call.func) if isinstance(call.func, ast.Name) else None
    return bool(bindings) and all(_plain_class(facts, value, 0) for _, value in bindings)


def _plain_class(facts: StrictFacts, node: object, depth: int) -> bool:
    """A class of the code whose instances are no types (see `_makes_instance`): its
    bases, followed through the classes of the code, are builtins other than `type`."""
    if not isinstance(node, ast.ClassDef) or node.keywords or depth > _MAX_ALIASES:
        return False
    if any(getattr(item, "name", None) == "__new__" for item in node.body):
        return False
    for base in node.bases:
        names = facts.names.names(base)
        if names and names <= _INSTANCE_CLASSES:
            continue
        bindings = facts.names.bindings_of(base) if isinstance(base, ast.Name) else None
        if not bindings or not all(_plain_class(facts, value, depth + 1) for _, value in bindings):
            return False
    return True


_NOT_TYPES = frozenset(
    f"builtins.{name}"
    for name in dir(builtins)
    if not name.startswith("_") and not isinstance(getattr(builtins, name), type)
)
"""Builtins that are no type: `NotImplemented`, `Ellipsis`, `print`, `callable`, ..."""


def _type_heads(facts: StrictFacts, node: ast.expr) -> list[ast.Name | ast.Attribute]:
    """The names and dotted names an annotation uses as types (`json.JSONDecoder`, heads of
    subscripts, quoted hints parsed), leaving out the values inside `Literal[...]` and
    `Annotated[...]`."""
    if isinstance(node, ast.Name | ast.Attribute):
        return [node]
    if isinstance(node, ast.Constant):
        parsed = facts.names.expression(node.value) if isinstance(node.value, str) else None
        return [] if parsed is None else _type_heads(facts, parsed)
    if isinstance(node, ast.BinOp):
        return _type_heads(facts, node.left) + _type_heads(facts, node.right)
    if isinstance(node, ast.Tuple | ast.List):
        return [name for item in node.elts for name in _type_heads(facts, item)]
    if not isinstance(node, ast.Subscript):
        return []
    heads = _type_heads(facts, node.value)
    head = (
        node.value.attr if isinstance(node.value, ast.Attribute) else getattr(node.value, "id", "")
    )
    if head == "Literal":
        return heads
    inner = node.slice
    if head == "Annotated" and isinstance(inner, ast.Tuple) and inner.elts:
        inner = inner.elts[0]
    return heads + _type_heads(facts, inner)


def _type_names(facts: StrictFacts, node: ast.expr) -> list[ast.Name]:
    """The names an annotation's types start with (`json` of `json.JSONDecoder`)."""
    found: list[ast.Name] = []
    for head in _type_heads(facts, node):
        while isinstance(head, ast.Attribute):
            head = head.value  # type: ignore[assignment]
        if isinstance(head, ast.Name):
            found.append(head)
    return found


_UNIMPORTED = frozenset({
    "this", "antigravity", "__hello__", "__phello__", "idlelib", "tkinter", "turtle",
    "turtledemo", "test", "readline", "ensurepip", "venv", "lib2to3", "pydoc", "site",
})  # fmt: skip
"""Standard modules not imported to learn what a name is: ones acting on import (`this`
prints, `antigravity` opens a browser, `idlelib` and `tkinter` open windows)."""


def _loaded_module(top: str) -> object:
    """The module a dotted name starts with, read without running anything new: builtins
    and typing (loaded already; typing's special forms are types though no classes, see
    `_type_form`), typing_extensions when installed, or a standard module imported; None
    when not known (`_UNIMPORTED`, a module this build lacks or that fails to load)."""
    if top == "builtins":
        return builtins
    if top == "typing":
        return typing
    if top != "typing_extensions" and (top not in sys.stdlib_module_names or top in _UNIMPORTED):
        return None
    try:
        return importlib.import_module(top)
    except Exception:  # noqa: BLE001 (a module this build lacks, or one failing to load)
        return None


@lru_cache(maxsize=4096)
def _standard_non_type(dotted: str) -> bool:
    """Whether a dotted name is, in the standard library, no type: a function
    (`json.loads`), a constant (`math.pi`, `os.sep`), an object (`os.environ`) or a module
    (`os.path`); learnt by importing the top-level module and reading the attributes off
    it (the same answer on every run). Only a top-level module is imported, and no private
    part is read: the code names what is imported, and a submodule such as
    `unittest.__main__` or `asyncio.__main__` runs a program on import. A factory named in
    CapWords (`threading.Lock`, `multiprocessing.Queue`) is one typeshed may declare as a
    class: not counted. builtins (`builtins.len`) and typing's values (`typing.cast`,
    `typing.TYPE_CHECKING`) count too. False when not known: not a standard module, one of
    `_UNIMPORTED`, a private part, or a name the module lacks."""
    parts = dotted.split(".")
    if any(part.startswith("_") for part in parts):
        return False
    found = _loaded_module(parts[0])
    if found is None:
        return False
    with warnings_silenced():  # (typing's deprecated aliases warn when read)
        for attr in parts[1:]:
            found = getattr(found, attr, _MISSING)
            if found is _MISSING:
                return False
    if isinstance(found, type) or _type_form(found):
        return False
    return not callable(found) or not parts[-1][:1].isupper()


_MISSING = object()
_TYPE_FORMS = frozenset({"typing", "typing_extensions", "types"})
"""Modules whose objects annotate though no class: `TypeVar`s, `list[int]`, `int | None`."""


def _type_form(found: object) -> bool:
    """A type written as an object (an alias, a TypeVar), or `dataclasses.KW_ONLY`, the
    marker a dataclass field is annotated with."""
    kind = type(found)
    return kind.__module__ in _TYPE_FORMS or kind.__qualname__ == "_KW_ONLY_TYPE"


def _non_types(facts: StrictFacts, annotation: ast.expr) -> list[str]:
    """Why names an annotation uses as types are standard-library values, not types
    (`raw: json.loads`, `-> math.pi`, also through `from json import loads`; an attribute
    of a builtin, `int.real`, `str.upper`), modules the code imports (`raw: json`), or
    names bound only to modules made by a call (`_made_module`), or attributes a class of
    the code binds to a value that is no type (`Point.x` with `x = 0` in its body, a
    method)."""
    heads = _type_heads(facts, annotation)
    modules = facts.derived(_imported_modules) if heads else frozenset()
    return (
        [
            f"an annotation names `{dotted}`, which is no type"
            for head in heads
            for dotted in sorted(facts.names.names(head))
            if "." in dotted and _standard_non_type(dotted)
        ][:1]
        or [
            f"an annotation names `{ast.unparse(head)}`, a module, which is no type"
            for head in heads
            if (modules and (names := facts.names.names(head)) and names <= modules)
            or _made_module(facts, head)
        ][:1]
        or [
            f"an annotation names `{ast.unparse(head)}`, a class attribute that is no type"
            for head in heads
            if isinstance(head, ast.Attribute) and _class_value(facts, head)
        ][:1]
    )


def _made_module(facts: StrictFacts, head: ast.Name | ast.Attribute) -> bool:
    """A name bound only to modules made by a call or read from `sys.modules`
    (`_gives_module`), even one typing also exports (`Text = sys.modules['string']`)."""
    bindings = facts.names.bindings_of(head) if isinstance(head, ast.Name) else None
    return bool(bindings) and all(
        kind == "expr" and isinstance(value, ast.expr) and _gives_module(facts, value)
        for kind, value in bindings
    )


def _imported_modules(facts: StrictFacts) -> frozenset[str]:
    """Per code: the modules its `import` statements name (`import os.path` names `os`
    and `os.path`; `import numpy as np` names `numpy`): a name resolving only to them is a
    module, never a type, whichever library it comes from."""
    found: set[str] = set()
    for node in facts.of_type(ast.Import):
        for alias in node.names:
            parts = canonical(alias.name).split(".")
            found.update(".".join(parts[: end + 1]) for end in range(len(parts)))
    return frozenset(found)


def _class_value(facts: StrictFacts, head: ast.Attribute) -> bool:
    """Whether `C.attr` reads what the body of a class `C` of the code binds only to
    values that are no type (`x = 0`, a method); False when C is something else or its
    body does not bind the name (an inherited attribute, one set elsewhere)."""
    bindings = facts.names.bindings_of(head.value) if isinstance(head.value, ast.Name) else None
    if not bindings or any(kind != "def" or not isinstance(value, ast.ClassDef)
                           for kind, value in bindings):  # fmt: skip
        return False
    for _, cls in bindings:
        scope = facts.names.defining_scope.get(id(cls))
        found = scope.bindings.get(head.attr) if scope is not None else None
        if not found or any(_may_bind_type(facts, binding) for binding in found):
            return False
    return True


_QUALIFIERS = frozenset(
    f"{module}.{name}"
    for module in ("typing", "typing_extensions")
    for name in ("Final", "ClassVar", "Required", "NotRequired", "ReadOnly", "TypeAlias",
                 "Generic", "Protocol")
) | {"Final", "ClassVar", "TypeAlias"}  # fmt: skip
"""Special forms that qualify a variable or a class (`Final`, `ClassVar`, a TypedDict
key's `Required`, `TypeAlias`, the bases `Generic` and `Protocol`), not types: no value
of an argument or a return is one (the names alone count too, in a quoted hint)."""


def _signature_forms(
    facts: StrictFacts,
    heads: Callable[[StrictFacts, ast.expr], list[Any]],
    forms: frozenset[str],
    problem: str,
) -> list[Finding]:
    """Arguments and returns whose annotation uses one of `forms` where `heads` looks
    (`problem`: the message, `{}` the form's name), one finding an annotation."""
    found: list[Finding] = []
    for func in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef):
        arguments = func.args
        every = [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs,
                 *filter(None, (arguments.vararg, arguments.kwarg))]  # fmt: skip
        annotations = [arg.annotation for arg in every if arg.annotation is not None]
        for annotation in [*annotations, *filter(None, [func.returns])]:
            form = next(
                (name for head in heads(facts, annotation)
                 for name in sorted(facts.names.names(head) & forms)),
                None,
            )  # fmt: skip
            if form is not None:
                found.append((facts.line_of(annotation), problem.format(form)))
    return found


def _qualified_signatures(facts: StrictFacts) -> list[Finding]:
    """Arguments and returns annotated with a qualifier (`_QUALIFIERS`) anywhere in their
    annotation (`value: Final`, `-> ClassVar[int]`, `list[Final]`, `'Final'`): no type,
    as a type checker says of them."""
    return _signature_forms(
        facts, _type_heads, _QUALIFIERS, "`{}` qualifies a variable or class, it is no type"
    )


_NEED_ARGUMENTS = frozenset(
    f"{module}.{name}"
    for module in ("typing", "typing_extensions")
    for name in ("Union", "Optional", "Literal", "Annotated", "TypeGuard", "TypeIs",
                 "Concatenate", "Unpack")
)  # fmt: skip
"""Special forms that name a type only given arguments (`Union[int, str]`): alone (`value:
Union`) they name none, and a type checker rejects them."""


def _bare_heads(facts: StrictFacts, node: ast.expr) -> list[ast.Name | ast.Attribute]:
    """The names an annotation uses as types with no subscript of their own (`Union` in
    `values: Union` or `list[Union]`, quoted hints parsed), leaving out subscript heads and
    the values inside `Literal[...]` and `Annotated[...]`."""
    if isinstance(node, ast.Name | ast.Attribute):
        return [node]
    if isinstance(node, ast.Constant):
        parsed = facts.names.expression(node.value) if isinstance(node.value, str) else None
        return [] if parsed is None else _bare_heads(facts, parsed)
    if isinstance(node, ast.BinOp):
        return _bare_heads(facts, node.left) + _bare_heads(facts, node.right)
    if isinstance(node, ast.Tuple | ast.List):
        return [name for item in node.elts for name in _bare_heads(facts, item)]
    if not isinstance(node, ast.Subscript):
        return []
    head = (
        node.value.attr if isinstance(node.value, ast.Attribute) else getattr(node.value, "id", "")
    )
    if head == "Literal":
        return []
    inner = node.slice
    if head == "Annotated" and isinstance(inner, ast.Tuple) and inner.elts:
        inner = inner.elts[0]
    return _bare_heads(facts, inner)


def _bare_forms(facts: StrictFacts) -> list[Finding]:
    """Arguments and returns annotated with a special form that needs arguments, given none
    (`values: Union`, `-> Optional`, `list[Literal]`): a placeholder naming no type."""
    return _signature_forms(
        facts, _bare_heads, _NEED_ARGUMENTS, "`{}` without arguments names no type"
    )


def _undefined_types(
    facts: StrictFacts, annotation: ast.expr, given: frozenset[str] | None
) -> list[str]:
    """Why names an annotation uses as types are none: a builtin that is no type
    (`NotImplemented`, `Ellipsis`), or a name nothing binds to a type (`'TODO'`, a
    parameter's own name: `value: 'value'`), nor the answer's other code (`given`: None
    when it may define any name)."""
    names = _type_names(facts, annotation)
    found = [
        f"an annotation names `{name.id}`, which is no type"
        for name in names
        if (resolved := facts.names.names(name)) and resolved <= _NOT_TYPES
    ]
    defined = facts.derived(_type_bindings)
    if defined is None or given is None:
        return found + _non_types(facts, annotation)
    constructed = facts.derived(_constructed).get(id(annotation), frozenset())
    known = defined | BUILTIN_NAMES | _typing_names() | constructed | given
    found += [
        f"an annotation names `{name.id}`, which nothing defines as a type"
        for name in names
        if name.id not in known
    ]
    return found + _non_types(facts, annotation) + _placeholder_types(facts, annotation)


def _constructed(facts: StrictFacts) -> dict[int, frozenset[str]]:
    """By annotation, the names nothing in the code binds that a variable's annotation
    names and its value calls (`cache: LRUCache[str, int] = LRUCache(2)` in a test block
    shown beside the program that defines the class): the call makes one, so the name is a
    class of the answer's other code, and a variable's annotation is none the instruction
    asks for (arguments and returns still name only types the code defines)."""
    found: dict[int, frozenset[str]] = {}
    for node in facts.of_type(ast.AnnAssign):
        call = node.value
        if not isinstance(call, ast.Call) or not isinstance(call.func, ast.Name):
            continue
        if facts.names.bindings_of(call.func) is None:
            found[id(node.annotation)] = frozenset({call.func.id})
    return found


ANSWER_TYPES = "answer_types"
"""The parameter strict mode judges a block the answer shows beside its program with
(`shown_block_params`): the names the answer's code defines as types at its top level,
`*` when a star import may define any; a task leaves it out."""


def _answer_types(codes: Sequence[str]) -> list[str]:
    """The names the answer's code (its program and blocks, each compiling) binds at its top
    level to what may be a type (`_may_bind_type`: a class, an import, an alias, `T =
    TypeVar('T')`), but an empty class nothing there makes (`_placeholder_classes`);
    `["*"]` when a star import may bind any."""
    found: set[str] = set()
    for code in codes:
        facts = StrictFacts(code)
        module = facts.names.module
        if module.star_modules:
            return ["*"]
        placeholders = facts.derived(_placeholder_classes)
        found.update(
            name
            for name, bindings in module.bindings.items()
            if name not in placeholders
            and any(_may_bind_type(facts, binding) for binding in bindings)
        )
    return sorted(found)


def _given_types(params: dict[str, Any]) -> frozenset[str] | None:
    """`ANSWER_TYPES` as a set (empty when not given), None when it may be any name."""
    given = frozenset(params.get(ANSWER_TYPES, ()))
    return None if "*" in given else given


_EMPTY_BASES = frozenset({"builtins.object", "typing.Protocol", "typing_extensions.Protocol"})
"""Bases that leave a class with nothing of its own a type any value may be said to be."""


def _placeholder_classes(facts: StrictFacts) -> dict[str, ast.AST]:
    """Classes of the code with nothing in them (a docstring, `pass`, `...`), no base but
    `object` or `Protocol`, that the code names only in annotations: nothing makes one,
    subclasses it or reads it, so no value it handles is one (`class Unknown: ...` as
    every annotation). By name; empty when the code defines none."""
    empty: dict[str, ast.AST] = {
        node.name: node
        for node in facts.of_type(ast.ClassDef)
        if not [item for item in without_noops(node.body) if not _gives_nothing(item)]
        and not node.keywords
        and all(facts.names.names(base) <= _EMPTY_BASES for base in node.bases)
    }
    if "type" in facts.code:
        empty |= _empty_types(facts)
    if not empty:
        return empty
    annotated = {
        id(item) for annotation in facts.annotations for item in facts.annotation_nodes(annotation)
    }
    annotated |= {id(node.args[0]) for node in empty.values() if isinstance(node, ast.Call)}
    used = {
        node.id
        for node in facts.of_type(ast.Name)
        if node.id in empty and id(node) not in annotated and isinstance(node.ctx, ast.Load)
    }
    used |= {
        node.value
        for node in facts.of_type(ast.Constant)
        if isinstance(node.value, str) and node.value in empty and id(node) not in annotated
    }  # (a name in a string outside annotations: `__all__`, getattr, ...)
    return {name: node for name, node in empty.items() if name not in used}


_METADATA = frozenset({"__doc__", "__module__", "__qualname__"})
"""Class attributes that describe a class and give its instances nothing."""
_EMPTY_COLLECTIONS = frozenset({"__slots__", "__match_args__", "__annotations__"})
"""Class attributes that give instances nothing when empty (`__slots__ = ()`)."""


def _gives_nothing(statement: ast.stmt) -> bool:
    """A class-body statement that gives the class's instances nothing: empty
    `__slots__`, `__match_args__` or `__annotations__`, or text for `__doc__`,
    `__module__` or `__qualname__`."""
    if not isinstance(statement, ast.Assign | ast.AnnAssign) or statement.value is None:
        return False
    targets = statement.targets if isinstance(statement, ast.Assign) else [statement.target]
    names = [target.id for target in targets if isinstance(target, ast.Name)]
    return len(names) == len(targets) and all(
        _empty_entry(name, statement.value) for name in names
    )


def _empty_entry(name: str, value: ast.expr) -> bool:
    """Whether binding `name` to `value` in a class gives instances nothing."""
    if name in _METADATA:
        return isinstance(value, ast.Constant) and isinstance(value.value, str | type(None))
    if name not in _EMPTY_COLLECTIONS:
        return False
    if isinstance(value, ast.Constant):
        return value.value == ""
    if isinstance(value, ast.Tuple | ast.List | ast.Set):
        return not value.elts
    return isinstance(value, ast.Dict) and not value.keys


def _empty_types(facts: StrictFacts) -> dict[str, ast.AST]:
    """Names bound to an empty class made by `type(name, (), {})` (bases `object` at
    most), by name, with the call."""
    found: dict[str, ast.AST] = {}
    for node in facts.of_type(ast.Assign):
        value, targets = node.value, node.targets
        if not (
            isinstance(value, ast.Call)
            and len(value.args) == TYPE_CALL_ARGUMENTS
            and len(targets) == 1
            and isinstance(targets[0], ast.Name)
            and "builtins.type" in facts.names.names(value.func)
        ):
            continue
        bases, namespace = value.args[1], value.args[2]
        if (
            isinstance(bases, ast.Tuple)
            and all(facts.names.names(base) <= _EMPTY_BASES for base in bases.elts)
            and isinstance(namespace, ast.Dict)
            and all(
                isinstance(key, ast.Constant)
                and isinstance(key.value, str)
                and _empty_entry(key.value, item)
                for key, item in zip(namespace.keys, namespace.values, strict=True)
            )
        ):
            found[targets[0].id] = value
    return found


def _placeholder_types(facts: StrictFacts, annotation: ast.expr) -> list[str]:
    """Why an annotation's types are placeholders: an empty class nothing makes
    (`_placeholder_classes`)."""
    placeholders = facts.derived(_placeholder_classes)
    if not placeholders:
        return []
    return [
        f"an annotation names `{name.id}`, an empty class the code never makes: a placeholder"
        for name in _type_names(facts, annotation)
        if name.id in placeholders
        and any(value is placeholders[name.id] for _, value in facts.names.bindings_of(name) or [])
    ]


def _is_none(node: ast.expr | None) -> bool:
    return isinstance(node, ast.Constant) and node.value in {None, "None"}


_VALUED_BUILTINS = frozenset(f"builtins.{name}" for name in (
    "abs", "all", "any", "ascii", "bin", "bool", "bytearray", "bytes", "callable", "chr", "dict",
    "dir", "divmod", "enumerate", "filter", "float", "format", "frozenset", "hasattr", "hash",
    "hex", "id", "int", "isinstance", "issubclass", "iter", "len", "list", "map", "max", "min",
    "oct", "ord", "pow", "range", "repr", "reversed", "round", "set", "sorted", "str", "sum",
    "tuple", "zip",
))  # fmt: skip
"""Builtins that always give a value (never None)."""

_STR_METHODS = frozenset(name for name in dir(str) if not name.startswith("_"))
"""Methods of a string: each gives a value."""

_MAYBE_NONE = frozenset({"None", "NoReturn", "Never", "Any", "object", "Optional"})
"""Return annotations under which a function may give None (or never return)."""


def _gives_value_def(facts: StrictFacts, node: ast.AST) -> bool:
    """Whether calling a local def or class gives a value: a class (an instance), or a
    function whose return annotation cannot be None."""
    if isinstance(node, ast.ClassDef):
        return True
    if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) or node.returns is None:
        return False
    if isinstance(node, ast.AsyncFunctionDef) or not _is_type(facts, node.returns):
        return False  # calling an async def gives a coroutine, not checked here
    parts = list(facts.annotation_nodes(node.returns))
    named = {getattr(item, "id", getattr(item, "attr", None)) for item in parts}
    return not named & _MAYBE_NONE and not any(
        isinstance(item, ast.Constant) and item.value is None for item in parts
    )


def _gives_value_call(facts: StrictFacts, call: ast.Call) -> bool:
    """Whether a call surely gives a value (not None): a builtin such as `len` or `sorted`,
    a method of a string, or a local def annotated with a type that cannot be None.
    Unknown calls may honestly hand on a None (`return self.stream.close()`)."""
    if isinstance(call.func, ast.Name):
        bindings = facts.names.bindings_of(call.func)
        if bindings is not None:
            return bool(bindings) and all(
                kind == "def" and _gives_value_def(facts, value) for kind, value in bindings
            )
    func = call.func
    if isinstance(func, ast.Attribute) and func.attr in _STR_METHODS:
        return STR in facts.names.names(func.value)
    targets = facts.names.names(func)
    return bool(targets) and targets <= _VALUED_BUILTINS


_OVERLOAD = frozenset({"typing.overload", "typing_extensions.overload"})


def _overload_omitted(facts: StrictFacts) -> set[int]:
    """id() of the parameters of an `@overload` signature annotated `None` with a default
    of `None` (or `...`): `def pick(data: dict, keys: None = None) -> dict: ...` is the
    typeshed way to type the call that leaves the argument out, None its exact type there;
    or, with no default, where another signature of that name beside it gives the parameter
    a type other than None alone (`def parse(text: None) -> None: ...` beside `text: str`,
    the descriptor's `__get__(self, obj: None, ...)`): None is then one case of several.
    The implementation, with no `@overload`, is judged as any function."""
    found: set[int] = set()
    if "overload" not in facts.code:
        return found
    typed: dict[int, set[str]] = {}
    for owner in facts.of_type(
        ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef, ast.If
    ):
        for block in (owner.body, getattr(owner, "orelse", [])):
            defs = [
                item for item in block if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef)
            ]
            for func in defs:
                typed[id(func)] = {
                    arg.arg
                    for other in defs
                    if other is not func and other.name == func.name
                    for arg, _ in parameter_defaults(other.args)
                    if arg.annotation is not None and not _is_none(arg.annotation)
                }
    for func in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef):
        if not any(facts.names.names(item) & _OVERLOAD for item in func.decorator_list):
            continue
        found.update(
            id(arg)
            for arg, default in parameter_defaults(func.args)
            if (isinstance(default, ast.Constant) and default.value in {None, Ellipsis})
            or arg.arg in typed.get(id(func), set())
        )
    return found


def _none_misused(facts: StrictFacts) -> list[Finding]:
    """`None` as a parameter's whole type (a placeholder: the parameter could only be None),
    and `-> None` on a function that yields, or returns a value other than None or a call
    that may give None (`return self.stream.close()` may honestly hand on a None)."""
    chosen = _overload_omitted(facts)
    found = [
        (facts.line_of(arg), f"`{arg.arg}` is annotated `None`, a placeholder for its type")
        for arg in facts.of_type(ast.arg)
        if _is_none(arg.annotation) and id(arg) not in chosen
    ]
    valued = [
        node
        for node in facts.of_type(ast.Return)
        if node.value is not None
        and not _is_none(node.value)
        and not isinstance(node.value, ast.Await)
        and (not isinstance(node.value, ast.Call) or _gives_value_call(facts, node.value))
    ]
    for node in [*valued, *facts.of_type(ast.Yield, ast.YieldFrom)]:
        func = facts.owner(node)
        if isinstance(func, ast.FunctionDef | ast.AsyncFunctionDef) and _is_none(func.returns):
            found.append((facts.line_of(node), f"`{func.name}` is annotated `-> None` but "
                                               "gives a value"))  # fmt: skip
    return found


_NONE_ATTRIBUTES = frozenset(dir(None))
"""Attributes None has (`__class__`, `__bool__`, ...): reading one is no contradiction."""


def _none_results_read(facts: StrictFacts) -> list[Finding]:
    """A function of the code annotated `-> None` whose result the code reads as a value:
    an attribute None lacks or an item of it, on the call itself or on a name bound only
    to such calls (`config = load_config(path)` then `config.get('port')`)."""
    found: list[Finding] = []
    if not any(_is_none(func.returns) for func in facts.of_type(ast.FunctionDef)):
        return found
    for node in facts.of_type(ast.Attribute, ast.Subscript):
        if isinstance(node, ast.Attribute) and node.attr in _NONE_ATTRIBUTES:
            continue
        value = node.value
        calls: list[object] = [value]
        if isinstance(value, ast.Name):
            bindings = facts.names.bindings_of(value)
            if not bindings or any(kind != "expr" for kind, _ in bindings):
                continue
            calls = [item for _, item in bindings]
        called = [_none_def(facts, call) for call in calls]
        if called and all(called):
            message = f"`{called[0]}` is annotated `-> None` but its result is used as a value"
            found.append((facts.line_of(node), message))
    return found


def _none_def(facts: StrictFacts, call: object) -> str | None:
    """The name of the def annotated `-> None` a call calls by its name, else None."""
    if not isinstance(call, ast.Call) or not isinstance(call.func, ast.Name):
        return None
    bindings = facts.names.bindings_of(call.func)
    if not bindings or not all(
        kind == "def" and isinstance(value, ast.FunctionDef) and _is_none(value.returns)
        for kind, value in bindings
    ):
        return None
    return call.func.id


_NEVER = frozenset({"typing.NoReturn", "typing.Never", "typing_extensions.NoReturn",
                    "typing_extensions.Never", "NoReturn", "Never"})  # fmt: skip
"""Return types saying a function never returns (also unimported, in a quoted hint)."""


def _never_misused(facts: StrictFacts) -> list[Finding]:
    """`-> NoReturn` / `-> Never` on a function that returns (a `return`, a `yield`, or a
    body whose end may be reached): the annotation is no type of it. A stub (`...`) and a
    body ending in a call other than a builtin's (`sys.exit()`, `parser.error(...)`,
    another function that never returns) or `while True:` pass."""
    found: list[Finding] = []
    if not facts.may_matter("NoReturn|Never"):
        return found
    found += _never_parameters(facts)
    never = {
        id(func): func
        for func in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef)
        if func.returns is not None and _says_never(facts, func.returns)
    }
    if not never:
        return found
    exits = [
        node
        for node in facts.of_type(ast.Return, ast.Yield, ast.YieldFrom)
        if id(facts.owner(node)) in never
    ]
    for node in exits:
        func = facts.owner(node)
        found.append((facts.line_of(node), f"`{func.name}` is annotated as never returning "  # type: ignore[attr-defined]
                                           "but returns"))  # fmt: skip
    returning = {id(facts.owner(node)) for node in exits}
    for key, func in never.items():
        if key not in returning and _may_finish(facts, func.body, stub=True):
            message = f"`{func.name}` is annotated as never returning but may finish"
            found.append((facts.line_of(func), message))
    return found


def _never_parameters(facts: StrictFacts) -> list[Finding]:
    """A parameter annotated `NoReturn` / `Never` (a placeholder no argument can have, as
    bare `None` is) in a function not itself annotated `-> NoReturn` / `-> Never`: only a
    helper that never returns (`def assert_never(value: Never) -> NoReturn:`) takes one."""
    found: list[Finding] = []
    for func in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef):
        if func.returns is not None and _says_never(facts, func.returns):
            continue
        arguments = func.args
        for arg in [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs,
                    *(item for item in (arguments.vararg, arguments.kwarg) if item)]:  # fmt: skip
            if arg.annotation is not None and _says_never(facts, arg.annotation):
                message = f"`{arg.arg}` is annotated with a type no value has, a placeholder"
                found.append((facts.line_of(arg), message))
    return found


def _says_never(facts: StrictFacts, returns: ast.expr) -> bool:
    node = returns
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        node = facts.names.expression(node.value) or node
    return isinstance(node, ast.Name | ast.Attribute) and bool(facts.names.names(node) & _NEVER)


_RETURNING = frozenset(f"builtins.{name}" for name in dir(builtins)) - {
    "builtins.exit", "builtins.quit",
}  # fmt: skip
"""Builtins whose calls return (`print`, `len`, ...): all but the exits. logging's
functions and loggers' methods (`logging.getLogger(...).info`) return too."""


def _may_not_return(facts: StrictFacts, node: ast.Expr) -> bool:
    """A call (or await) as a statement, unless of a builtin that returns (`print(...)`):
    any other may never return (`sys.exit()`, `parser.error(...)`, a NoReturn helper)."""
    value = node.value.value if isinstance(node.value, ast.Await) else node.value
    if not isinstance(value, ast.Call):
        return False
    names = facts.names.names(value.func)
    return not names or not all(
        name in _RETURNING or name.startswith("logging.") for name in names
    )


_NEVER_ENDS: dict[type, Any] = {
    ast.Raise: lambda facts, node: True,
    ast.Expr: _may_not_return,
    ast.While: lambda facts, node: isinstance(node.test, ast.Constant) and bool(node.test.value),
    ast.Assert: lambda facts, node: isinstance(node.test, ast.Constant) and not node.test.value,
}
"""Statements after which a body may not go on: `raise`, a call (it may never return:
`sys.exit()`, `parser.error(...)`; not a builtin's, `print(...)`), `while True:`,
`assert False`."""


def _may_finish(facts: StrictFacts, body: list[ast.stmt], *, stub: bool = False) -> bool:
    """Whether running `body` may reach its end: not when it ends in one of `_NEVER_ENDS`
    or a compound statement each way through which ends so (a `try` or `match` whose every
    branch does, a `finally` that does). An empty body (`...`) may not, as a `stub`."""
    effective = without_noops(body)
    if not effective:
        return not stub
    last = effective[-1]
    ends = _NEVER_ENDS.get(type(last))
    if ends is not None:
        return not ends(facts, last)
    if isinstance(last, ast.If):
        return _may_finish(facts, last.body) or _may_finish(facts, last.orelse)
    if isinstance(last, ast.With | ast.AsyncWith):
        return _may_finish(facts, last.body)
    if isinstance(last, ast.Match):
        return any(_may_finish(facts, case.body) for case in last.cases)
    if isinstance(last, ast.Try | ast.TryStar):
        if last.finalbody and not _may_finish(facts, last.finalbody):
            return False
        ways = [last.orelse or last.body, *(handler.body for handler in last.handlers)]
        return any(_may_finish(facts, way) for way in ways)
    return True


def _published_lambdas(facts: StrictFacts) -> list[Finding]:
    """Lambdas written into the module's namespace as its functions: `globals()[name] =
    fn` with `fn` taken from a literal holding lambdas (`for name, fn in (('double',
    lambda v: v * 2), ...)`), `globals().update({'double': lambda v: ...})`, `namespace
    |= {...}`."""
    found: list[Finding] = []
    if not facts.runs_code_dynamically:
        return found  # every route below starts at globals(), vars(), __dict__, ...
    values: list[tuple[ast.AST, list[ast.expr]]] = [
        (node, [node.value])
        for node in facts.of_type(ast.Assign)
        if any(
            isinstance(target, ast.Subscript) and owners(facts, target.value) & MODULE_NAMESPACES
            for target in node.targets
        )
    ]
    values += [
        (node, [node.value])
        for node in facts.of_type(ast.AugAssign)
        if isinstance(node.op, ast.BitOr) and stored_owners(facts, node.target) & MODULE_NAMESPACES
    ]
    for call in facts.of_type(ast.Call):
        write = namespace_write(facts, call)
        if write is not None:
            _, args, keywords = write
            values.append((call, [*args, *(keyword.value for keyword in keywords)]))
    message = "a function defined as a lambda is unannotated"
    found += [
        (facts.line_of(node), message)
        for node, written in values
        if any(_may_be_lambda(facts, value) for value in written)
    ]
    return found


_MAX_FOLLOWED = 4
"""Names and containers a value is followed through, looking for a lambda."""


def _may_be_lambda(facts: StrictFacts, node: ast.expr, depth: int = 0) -> bool:
    """Whether a value may be a lambda: one (`_named_lambda`), a name bound to one or
    taken from a literal holding one (a loop over pairs of names and lambdas), an item of
    such a literal, or a dict, `dict(...)`, `zip(...)` or literal of them."""
    if _named_lambda(facts, node):
        return True
    if depth >= _MAX_FOLLOWED:
        return False
    if isinstance(node, ast.Name):
        return any(
            (kind == "expr" and _may_be_lambda(facts, value, depth + 1))  # type: ignore[arg-type]
            or (kind == "element" and _holds_lambda(facts, value, depth + 1))  # type: ignore[arg-type]
            for kind, value in facts.names.bindings_of(node) or []
        )
    if isinstance(node, ast.Subscript):
        return _holds_lambda(facts, node.value, depth + 1)
    return _holds_lambda(facts, node, depth)


def _holds_lambda(facts: StrictFacts, node: ast.expr, depth: int) -> bool:
    """Whether a container may hold a lambda: a literal or `dict(...)`/`zip(...)` with one
    anywhere inside, also through a name bound to it and its `.items()`/`.values()`."""
    if depth >= _MAX_FOLLOWED:
        return False
    if isinstance(node, ast.Name):
        return node.id in facts.derived(_filled_with_lambdas) or any(
            kind == "expr" and _holds_lambda(facts, value, depth + 1)  # type: ignore[arg-type]
            for kind, value in facts.names.bindings_of(node) or []
        )
    if isinstance(node, ast.Call):
        func = node.func
        if isinstance(func, ast.Attribute) and func.attr in {"items", "values"}:
            return _holds_lambda(facts, func.value, depth + 1)
        if not facts.names.names(func) & {"builtins.dict", "builtins.zip"}:
            return False
        parts = [*node.args, *(keyword.value for keyword in node.keywords)]
        return any(
            _named_lambda(facts, part) or _holds_lambda(facts, part, depth + 1) for part in parts
        )
    if not isinstance(node, ast.Dict | ast.List | ast.Tuple | ast.Set):
        return False
    return any(isinstance(item, ast.Lambda) for item in ast.walk(node)) or any(
        isinstance(item, ast.Name) and _may_be_lambda(facts, item, depth + 1)
        for item in (node.values if isinstance(node, ast.Dict) else node.elts)
    )


_FILLERS = frozenset({"append", "appendleft", "extend", "insert", "add", "update",
                      "setdefault", "__setitem__", "__iadd__", "__ior__"})  # fmt: skip
"""Methods putting what they are given into a container (`ops.append(lambda ...)`)."""


def _filled_with_lambdas(facts: StrictFacts) -> frozenset[str]:
    """Names of containers the code puts a lambda into after making them: by a method of
    `_FILLERS` (`ops.append(lambda a, b: a + b)`, `ops.extend([lambda ...])`), a store by
    key (`ops['add'] = lambda ...`) or `+=`/`|=`; the container holds lambdas as if written
    with them (`add, sub = ops` names functions written as lambdas)."""
    found: set[str] = set()
    if next(facts.of_type(ast.Lambda), None) is None:
        return frozenset(found)
    for call in facts.of_type(ast.Call):
        func = call.func
        if (
            isinstance(func, ast.Attribute)
            and func.attr in _FILLERS
            and isinstance(func.value, ast.Name)
            and any(
                _named_lambda(facts, part) or _literal_lambda(part)
                for part in [*call.args, *(keyword.value for keyword in call.keywords)]
            )
        ):
            found.add(func.value.id)
    for node in facts.of_type(ast.Assign, ast.AugAssign):
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        for target in targets:
            store = target.value if isinstance(target, ast.Subscript) else target
            keyed = isinstance(target, ast.Subscript) or isinstance(node, ast.AugAssign)
            if (
                keyed
                and isinstance(store, ast.Name)
                and (_named_lambda(facts, node.value) or _literal_lambda(node.value))
            ):
                found.add(store.id)
    return frozenset(found)


def _literal_lambda(node: ast.expr) -> bool:
    """A literal container with a lambda anywhere inside."""
    return isinstance(node, ast.Dict | ast.List | ast.Tuple | ast.Set) and any(
        isinstance(item, ast.Lambda) for item in ast.walk(node)
    )


def _alias_values(facts: StrictFacts, name: ast.Name) -> list[ast.expr]:
    """The values a name in an annotation is assigned (the aliased type expressions)."""
    bindings = facts.names.bindings_of(name) or []
    return [value for kind, value in bindings if kind == "expr" and isinstance(value, ast.expr)]


def _hides_any(
    facts: StrictFacts, annotation: ast.expr, seen: frozenset[int] = frozenset()
) -> bool:
    """Whether `Any` is in an annotation, directly, by an alias of it (`Anything = Any`) or
    inside an alias it uses (`Things = list[Any]`); `seen` holds the aliases followed."""
    for node in facts.annotation_nodes(annotation):
        if not isinstance(node, ast.Name | ast.Attribute):
            continue
        if facts.names.names(node) & _ANY:
            return True
        aliased = [] if isinstance(node, ast.Attribute) else _alias_values(facts, node)
        for value in aliased:
            if id(value) in seen:
                continue
            if len(seen) >= _MAX_ALIASES or _hides_any(facts, value, seen | {id(value)}):
                return True
    return False


_LAMBDA_WRAPPERS = frozenset({
    "builtins.staticmethod", "builtins.classmethod", "builtins.property", "functools.cache",
    "functools.lru_cache()", "functools.cached_property", "functools.partial",
    "types.MethodType", "functools.singledispatch", "functools.singledispatchmethod",
    "functools.wraps()", "functools.update_wrapper", "copy.copy", "copy.deepcopy",
    "abc.abstractmethod", "abc.abstractclassmethod", "abc.abstractstaticmethod",
    "abc.abstractproperty", "typing.final", "typing.override", "typing.no_type_check",
    "typing_extensions.final", "typing_extensions.override", "contextlib.contextmanager",
    "contextlib.asynccontextmanager", "atexit.register", "functools.partialmethod",
    "functools.lru_cache", "typing.overload", "typing_extensions.overload",
    "reprlib.recursive_repr()", *(
        "enum.member", "enum.nonmember", "functools.cmp_to_key", "types.coroutine",
        "numpy.vectorize", "numpy.frompyfunc", "numba.jit", "numba.njit", "numba.vectorize",
        "jax.jit", "jax.vmap", "jax.grad", "jax.value_and_grad", "torch.compile",
        "torch.vmap", "torch.func.vmap", "torch.func.grad", "tensorflow.function",
    ),
})  # fmt: skip
"""What turns a lambda (its first argument, or its keyword when none is positional)
into a method, an abstract method, a cached function or a copy, or hands it back
marked, registered, as an Enum member's value, a sort key or a vectorised or compiled
function (`double = staticmethod(lambda value: value * 2)`, `area =
abc.abstractmethod(lambda self: ...)`, `functools.wraps(scale)(lambda ...)`,
`copy.copy(lambda ...)`, `ADD = enum.member(lambda a, b: ...)`, `by_due =
cmp_to_key(lambda a, b: ...)`, `clip = np.vectorize(lambda v: ...)`): the lambda is
still the function, unannotated."""
_FUNCTION_ATTRIBUTES = frozenset({"__call__", "__get__"})
"""Attributes of a function that are the function still (`(lambda v: ...).__call__`; its
`__get__(obj)` gives it bound as a method)."""
_FUNCTION_MAKERS = frozenset({"types.FunctionType", "types.LambdaType"})
"""Classes making a function of a code object (`types.FunctionType((lambda v: ...).__code__,
globals())`): a lambda's code gives a function as unannotated as the lambda."""
_CONTAINER_CALLS = frozenset(f"builtins.{name}" for name in (
    "dict", "list", "tuple", "set", "frozenset", "iter", "reversed", "sorted",
))  # fmt: skip
"""Calls giving a container (or an iterator) of the items they are given."""
_PICKS = frozenset({"get", "pop", "setdefault", "__getitem__"})
"""Methods picking an item of a container written in place (`{'f': lambda ...}.pop('f')`)."""


def _named_lambda(facts: StrictFacts, value: ast.expr | None, depth: int = 0) -> bool:
    """A lambda, or one given in place: wrapped by `_LAMBDA_WRAPPERS` (`staticmethod(lambda
    ...)`), picked out of a literal written there (`(lambda c: ...,)[0]`, `{'f': lambda
    ...}['f']`), chosen (`lambda ... if fast else lambda ...`, `or`), bound by `:=` or
    returned by a lambda called in place (`(lambda: lambda c: ...)()`)."""
    if isinstance(value, ast.Lambda):
        return True
    if value is None or depth >= _MAX_FOLLOWED:
        return False
    if isinstance(value, ast.Call):
        value = facts.evaluated(value) or value
    if isinstance(value, ast.Lambda):
        return True
    if isinstance(value, ast.Subscript) and not isinstance(value.slice, ast.Slice):
        parts: list[ast.expr] = _items_in_place(facts, value.value, depth)
    elif isinstance(value, ast.IfExp | ast.BoolOp):
        return _chosen_lambda(facts, value, depth)
    elif isinstance(value, ast.NamedExpr):
        parts = [value.value]
    elif isinstance(value, ast.Attribute):
        parts = [value.value] if value.attr in _FUNCTION_ATTRIBUTES else []
    elif isinstance(value, ast.Call):
        parts = (
            _picked_parts(facts, value, depth)
            or _called_parts(facts, value, depth)
            or _descriptor_methods(facts, value)
        )
    else:
        parts = []
    return any(_named_lambda(facts, part, depth + 1) for part in parts)


_NOT_DECORATORS = ("builtins.", "operator.", "functools.partial")
"""Makers of callables that, called on a function, give no function (`operator.attrgetter(
'__name__')(f)`) or call it (`functools.partial(map)(f)`)."""


def _made_decorator(facts: StrictFacts, call: ast.Call) -> bool:
    """A decorator made in place and applied to one function (`reprlib.recursive_repr()(
    lambda self: ...)`, `app.route('/')(lambda: ...)`): what a decorator factory gives
    hands the function back, wrapped or registered, as `@factory()` does."""
    if not isinstance(call.func, ast.Call) or len(call.args) != 1 or call.keywords:
        return False
    makers = facts.names.names(call.func.func)
    return not any(name.startswith(_NOT_DECORATORS) for name in makers)


def _picked_parts(facts: StrictFacts, call: ast.Call, depth: int) -> list[ast.expr]:
    """The items of a container written in place a call picks one of (`picked_from`:
    `operator.itemgetter(0)((lambda ...,))`, `min([lambda ...], key=id)`); none else."""
    picked = picked_from(facts.names, call)
    return [] if picked is None else _items_in_place(facts, picked, depth)


def _called_parts(facts: StrictFacts, call: ast.Call, depth: int) -> list[ast.expr]:
    """What a call gives a lambda as, when it may: a lambda's body called in place, the
    first argument of `_LAMBDA_WRAPPERS`, the function of a lambda's `__code__` made by
    `_FUNCTION_MAKERS`, a lambda's `__get__(obj)` (or `getattr` of `__call__`),
    `typing.cast(type, value)`, and an item
    picked from a container written in place (`next(iter([lambda ...]))`, `{'f': lambda
    ...}.get('f')`, `dict(f=lambda ...).pop('f')`; a default given besides is a fallback)."""
    func, args = call.func, call.args
    if isinstance(func, ast.Lambda):
        return [func.body]
    if isinstance(func, ast.Attribute):
        if func.attr == "__get__":
            return [func.value]
        if func.attr in _PICKS:
            return _items_in_place(facts, func.value, depth)
    names = facts.names.names(func)
    if not args or not names:
        return _wrapped_keywords(call, names)
    if names & _LAMBDA_WRAPPERS or _made_decorator(facts, call):
        return args[:1]
    if names & _FUNCTION_MAKERS:
        code = args[0]
        return [code.value] if isinstance(code, ast.Attribute) and code.attr == "__code__" else []
    if "builtins.next" in names:
        return _items_in_place(facts, args[0], depth)
    if "builtins.getattr" in names and len(args) > 1:  # `getattr(lambda ..., '__call__')`
        return args[:1] if const_str(args[1]) in _FUNCTION_ATTRIBUTES else []
    return args[1:2] if names & {"typing.cast", "typing_extensions.cast"} else []


def _wrapped_keywords(call: ast.Call, names: frozenset[str]) -> list[ast.expr]:
    """The keywords of a `_LAMBDA_WRAPPERS` call given nothing positional, one of which is
    the function (`property(fget=...)`, `np.vectorize(pyfunc=...)`)."""
    if call.args or not names & _LAMBDA_WRAPPERS:
        return []
    return [keyword.value for keyword in call.keywords]


def _descriptor_methods(facts: StrictFacts, call: ast.Call) -> list[ast.expr]:
    """The lambdas taking arguments handed to a descriptor class the code defines
    (`area = Lazy(lambda self: ...)`): the descriptor makes them methods."""
    if not facts.names.names(call.func) & facts.derived(_descriptor_classes):
        return []
    given = [*call.args, *(keyword.value for keyword in call.keywords)]
    return [value for value in given if _taking_arguments(value)]


def _descriptor_classes(facts: StrictFacts) -> frozenset[str]:
    """The classes the code defines with a `__get__` (descriptors): a function one is
    made of is read as a method of the class holding it, as `property(...)` is."""
    return frozenset(
        f"local:{node.name}"
        for node in facts.of_type(ast.ClassDef)
        if any(
            isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef) and item.name == "__get__"
            for item in node.body
        )
    )


def _taking_arguments(value: ast.expr) -> bool:
    """A lambda with a parameter: a method's, not a zero-argument default factory's."""
    if not isinstance(value, ast.Lambda):
        return False
    arguments = value.args
    return bool(
        arguments.posonlyargs
        or arguments.args
        or arguments.vararg
        or arguments.kwonlyargs
        or arguments.kwarg
    )


_VIEWS = frozenset({"values", "items", "popitem", "copy"})
"""Methods giving a container's items (or one of them, `popitem()`, a pair whose `[1]`
is the value) with no argument: `{'f': lambda ...}.popitem()[1]`, `next(iter(d.values()))`."""


def _viewed(call: ast.Call) -> bool:
    """A `_VIEWS` method called with no argument (`{...}.values()`)."""
    func = call.func
    return isinstance(func, ast.Attribute) and func.attr in _VIEWS and not call.args


def _items_in_place(facts: StrictFacts, node: ast.expr, depth: int) -> list[ast.expr]:
    """The items (a dict's values) of a container written in place: a literal, a
    `_CONTAINER_CALLS` call of one (`dict(f=lambda ...)`, `iter([lambda ...])`), its
    `_VIEWS` (`.values()`, `.items()`, `.popitem()`, whose pair's `[1]` is taken as
    one of them), an item `next` takes of one, or a comprehension handing on the items
    of one; none for anything else."""
    if isinstance(node, ast.Call):
        node = facts.evaluated(node) or node
    if isinstance(node, _LITERALS):
        return _literal_items(node)
    if depth >= _MAX_FOLLOWED:
        return []
    if isinstance(node, ast.GeneratorExp | ast.ListComp | ast.SetComp | ast.DictComp):
        element = node.value if isinstance(node, ast.DictComp) else node.elt
        target = node.generators[0].target
        passed = isinstance(target, ast.Name) and isinstance(element, ast.Name)
        same = passed and len(node.generators) == 1 and target.id == element.id  # type: ignore[attr-defined]
        return _items_in_place(facts, node.generators[0].iter, depth + 1) if same else [element]
    if isinstance(node, ast.Call) and _viewed(node):
        return _items_in_place(facts, node.func.value, depth + 1)  # type: ignore[attr-defined]
    names = facts.names.names(node.func) if isinstance(node, ast.Call) else frozenset()
    if "builtins.next" in names and node.args:  # type: ignore[attr-defined]
        return _items_in_place(facts, node.args[0], depth + 1)  # type: ignore[attr-defined]
    if names & _ITERATOR_CALLS:
        return _iterated_items(facts, node, names, depth)  # type: ignore[arg-type]
    if not names & _CONTAINER_CALLS:
        return []
    keywords = node.keywords if "builtins.dict" in names else []  # (not `sorted(key=...)`)
    found = [item.value for item in keywords]
    for arg in node.args[:1]:
        items = _items_in_place(facts, arg, depth + 1)
        pairs = [item.elts[1] for item in items if isinstance(item, ast.Tuple | ast.List)
                 and len(item.elts) == 2]  # fmt: skip
        found += items + pairs  # (`dict([('f', lambda ...)])`: a pair's value)
    return found


_ITERATOR_CALLS = frozenset({"builtins.map", "builtins.filter", "itertools.filterfalse",
                             "itertools.islice", "itertools.chain"})  # fmt: skip
"""Calls giving an iterator of items they are given (`filter`, `islice`, `chain`) or make
(`map`)."""


def _iterated_items(
    facts: StrictFacts, call: ast.Call, names: frozenset[str], depth: int
) -> list[ast.expr]:
    """The items written in place that an `_ITERATOR_CALLS` call gives: those of the
    iterables `filter`, `filterfalse`, `islice` and `chain` are given, and, for `map`,
    the body of a lambda written there (`map(lambda op: lambda a, b: ..., ops)` gives
    lambdas) or the items a `_LAMBDA_WRAPPERS` function is mapped over."""
    args = [arg for arg in call.args if not isinstance(arg, ast.Starred)]
    if "builtins.map" in names:
        if len(args) < 2:  # noqa: PLR2004
            return []
        if isinstance(args[0], ast.Lambda):
            return [args[0].body]
        wraps = facts.names.names(args[0]) & _LAMBDA_WRAPPERS
        return _items_in_place(facts, args[1], depth + 1) if wraps else []
    if names & {"builtins.filter", "itertools.filterfalse"}:
        iterables = args[1:2]
    elif "itertools.islice" in names:
        iterables = args[:1]
    else:
        iterables = args
    return [item for arg in iterables for item in _items_in_place(facts, arg, depth + 1)]


def _chosen_lambda(facts: StrictFacts, value: ast.IfExp | ast.BoolOp, depth: int) -> bool:
    """A lambda however a conditional or `and`/`or` chooses: one on a constant test, or one
    whose every operand is a lambda or a constant; a lambda chosen only as a fallback
    (`callback or (lambda: None)`) is a default value, not a function the code names."""
    if isinstance(value, ast.IfExp):
        if isinstance(value.test, ast.Constant):
            taken = value.body if value.test.value else value.orelse
            return _named_lambda(facts, taken, depth + 1)
        parts = [value.body, value.orelse]
    else:
        parts = value.values
    lambdas = [_named_lambda(facts, part, depth + 1) for part in parts]
    return any(lambdas) and all(
        found or isinstance(part, ast.Constant) for found, part in zip(lambdas, parts, strict=True)
    )


def _own_fallback(facts: StrictFacts, node: ast.Assign | ast.AnnAssign | ast.NamedExpr) -> bool:
    """A lambda bound as the "fallback" of a lookup of the very name it is bound to
    (`double = globals().get('double') or (lambda v: v * 2)`, `... if 'double' in
    globals() else lambda ...`): the lookup finds nothing the code binds otherwise, so the
    lambda is the function the name is."""
    value = node.value
    if not isinstance(value, ast.BoolOp | ast.IfExp):
        return False
    targets = node.targets if isinstance(node, ast.Assign) else [node.target]
    names = {item.id for target in targets for item in _stored_names(target)}
    parts = value.values if isinstance(value, ast.BoolOp) else [value.body, value.orelse]
    lambdas = [_named_lambda(facts, part) for part in parts]
    return any(lambdas) and all(
        found
        or isinstance(part, ast.Constant)
        or any(const_str(item) in names for item in ast.walk(part))  # type: ignore[arg-type]
        for found, part in zip(lambdas, parts, strict=True)
    )


_LITERALS = (ast.Tuple, ast.List, ast.Dict)


def _literal_items(node: ast.Tuple | ast.List | ast.Dict) -> list[ast.expr]:
    return list(node.values if isinstance(node, ast.Dict) else node.elts)


def _bound_values(node: ast.Assign | ast.AnnAssign | ast.NamedExpr) -> list[ast.expr | None]:
    """The values an assignment binds to names: the whole value, and each element of a
    tuple or list unpacked into a tuple or list of targets (`add, sub = lambda ..., ...`)."""
    values: list[ast.expr | None] = [node.value]
    targets = node.targets if isinstance(node, ast.Assign) else []
    if isinstance(node.value, ast.Tuple | ast.List) and any(
        isinstance(target, ast.Tuple | ast.List) for target in targets
    ):
        values += node.value.elts
    return values


def _bound_lambdas(facts: StrictFacts) -> list[Finding]:
    """Lambdas an assignment binds (`_bound_values`; unpacked from a call or comprehension
    giving them, `add, mul = map(lambda op: lambda a, b: ..., ops)`), and decorators
    written as lambdas (`@lambda func: lambda *args: func(*args)`)."""
    found: list[Finding] = []
    lambdas = next(facts.of_type(ast.Lambda), None) is not None
    for node in facts.of_type(ast.Assign, ast.AnnAssign, ast.NamedExpr):
        values = _bound_values(node)
        if lambdas and _unpacks(node):
            values += _items_in_place(facts, node.value, 0)  # type: ignore[arg-type]
        if any(_named_lambda(facts, value) for value in values) or (
            lambdas and (_table_lambda(facts, node) or _own_fallback(facts, node))
        ):
            found.append((facts.line_of(node), "a function defined as a lambda is unannotated"))
    if lambdas:
        found += [
            (facts.line_of(mark), "a decorator written as a lambda is unannotated")
            for node in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
            for mark in node.decorator_list
            if _named_lambda(facts, mark)
        ]
    return found


_BLOCKS = (ast.For, ast.AsyncFor, ast.With, ast.AsyncWith, ast.Match)


def _block_bound_lambdas(facts: StrictFacts) -> list[Finding]:
    """Lambdas a `for` target (`for scale in (lambda v, f: v * f,): break`), a `with ...
    as` target (`with nullcontext(lambda ...) as scale:`) or a `case` capture (`match
    lambda ...: case scale:`) binds, when the name is read after the block, outside it:
    the block only names a function written as a lambda. A loop over lambdas using each
    one inside it is not a definition, and passes."""
    found: list[Finding] = []
    if next(facts.of_type(ast.Lambda), None) is None:
        return found
    for node in facts.of_type(*_BLOCKS):
        targets = _lambda_targets(facts, node)
        if targets and _read_outside(facts, node, {target.id for target in targets}):
            found.append((facts.line_of(node), "a function defined as a lambda is unannotated"))
    return found


def _lambda_targets(
    facts: StrictFacts, node: ast.For | ast.AsyncFor | ast.With | ast.AsyncWith | ast.Match
) -> list[ast.Name]:
    """The names a block statement may bind to a lambda: a loop's over a container holding
    one, a `with` target of a context made with one (`nullcontext(lambda ...)`), a `case`
    capture of a subject that is or holds one (as the names of its patterns)."""
    if isinstance(node, ast.For | ast.AsyncFor):
        holds = _holds_lambda(facts, node.iter, 0) or any(
            _named_lambda(facts, item) for item in _items_in_place(facts, node.iter, 0)
        )
        return _stored_names(node.target) if holds else []
    if isinstance(node, ast.Match):
        subject = node.subject
        if not (_may_be_lambda(facts, subject) or _holds_lambda(facts, subject, 0)):
            return []
        return [
            ast.Name(id=item.name)
            for case in node.cases
            for item in ast.walk(case.pattern)
            if isinstance(item, ast.MatchAs | ast.MatchStar) and item.name
        ]
    found: list[ast.Name] = []
    for item in node.items:
        context = item.context_expr
        given = (
            [*context.args, *(keyword.value for keyword in context.keywords)]
            if isinstance(context, ast.Call)
            else [context]
        )
        if item.optional_vars is not None and any(_may_be_lambda(facts, value) for value in given):
            found += _stored_names(item.optional_vars)
    return found


def _stored_names(target: ast.expr) -> list[ast.Name]:
    return [item for item in ast.walk(target) if isinstance(item, ast.Name)]


def _read_outside(facts: StrictFacts, block: ast.stmt, names: set[str]) -> bool:
    """Whether a name of `names` the block binds is read outside it where the read may see
    the block's binding: from a function (or lambda, comprehension) nested in the block's
    scope, or in that scope itself when nothing else there binds the name (a later loop
    reusing the name sees its own binding)."""
    owner = facts.owner(block, through_lambdas=False)
    scope = facts.names.defining_scope.get(id(owner), facts.names.module)
    inside = {id(item) for item in ast.walk(block)}
    alone = {
        name
        for name in names
        if all(id(site) in inside for bound, site in scope.sites if bound == name)
    }
    for node in facts.of_type(ast.Name):
        if node.id not in names or id(node) in inside or id(node) not in facts.names.scope_of:
            continue
        reader = facts.names.scope_of[id(node)]
        if facts.names.binding_scope(node.id, reader) is scope and (
            reader is not scope or node.id in alone
        ):
            return True
    return False


def _table_lambda(facts: StrictFacts, node: ast.Assign | ast.AnnAssign | ast.NamedExpr) -> bool:
    """Names given the lambdas of a container holding them (`_holds_lambda`: a literal,
    through a name, its `.values()`): unpacked (`add, sub = OPS.values()`), or, at module
    or class level, one picked by a constant key (`add = OPS['add']`, `OPS.get('add')`).
    Each name is a function written as a lambda; a lookup by a key only known at run time
    (`handler = HANDLERS[kind]`) stays a dispatch."""
    value = node.value
    if value is None:
        return False
    if _unpacks(node):
        return _holds_lambda(facts, value, 0)
    if not isinstance(facts.owner(node), ast.Module | ast.ClassDef):
        return False
    if isinstance(value, ast.Subscript):
        table, key = value.value, value.slice
    elif (
        isinstance(value, ast.Call)
        and isinstance(value.func, ast.Attribute)
        and value.func.attr in {"get", "pop"}
        and value.args
    ):
        table, key = value.func.value, value.args[0]
    else:
        return False
    return isinstance(key, ast.Constant) and _holds_lambda(facts, table, 0)


def _unpacks(node: ast.Assign | ast.AnnAssign | ast.NamedExpr) -> bool:
    """Whether an assignment unpacks its value into a tuple or list of targets."""
    targets = node.targets if isinstance(node, ast.Assign) else []
    return any(isinstance(target, ast.Tuple | ast.List) for target in targets)


def _set_attribute_value(facts: StrictFacts, call: ast.Call) -> ast.expr | None:
    """The value `setattr(obj, 'f', value)` or `obj.__setattr__('f', value)` binds."""
    func = call.func
    if isinstance(func, ast.Attribute) and func.attr == "__setattr__":
        return call.args[-1] if len(call.args) in {2, 3} else None
    if len(call.args) == 3 and "builtins.setattr" in facts.names.names(func):
        return call.args[2]
    return None


def _named_lambdas(facts: StrictFacts) -> list[Finding]:
    """Functions written as lambdas bound to a name or an attribute (also by unpacking,
    `setattr`, a namespace's keyword or a class namespace of `type()`), which cannot carry
    annotations."""
    found = _bound_lambdas(facts)
    message = "a function defined as a lambda is unannotated"
    if facts.may_matter("setattr"):  # also `getattr(builtins, "set" + "attr")`
        for call in facts.of_type(ast.Call):
            value = _set_attribute_value(facts, call)
            if value is not None and _may_be_lambda(facts, value):
                found.append((facts.line_of(call), message))
    if facts.may_matter("Namespace|type"):
        for call in facts.of_type(ast.Call):
            if any(_named_lambda(facts, value) for value in _attribute_values(facts, call)) or any(
                _holds_lambda(facts, value, 0) for value in _unpacked_namespaces(facts, call)
            ):
                found.append((facts.line_of(call), message))
    if facts.may_matter("register"):
        found += [(facts.line_of(call), message) for call in _registered_lambdas(facts)]
    if facts.may_matter("new_class"):
        found += _exec_body_lambdas(facts)
    if facts.may_matter("wraps|update_wrapper"):
        found += _wrapper_lambdas(facts)
    return found


_WRAPPER_MARKERS = frozenset({"functools.wraps()", "functools.update_wrapper"})
"""Calls making their first argument (or `wrapper=`) the function that stands in for
another (`functools.wraps(func)(wrapper)`, `update_wrapper(wrapper, func)`)."""


def _wrapper_lambdas(facts: StrictFacts) -> list[Finding]:
    """Lambdas `_WRAPPER_MARKERS` make a decorator's wrapper, wherever the result goes
    (`return functools.wraps(func)(lambda *args, **kwargs: ...)`): the wrapper is the
    function callers get in place of the one decorated, named after it, and unannotated."""
    found: list[Finding] = []
    message = "a wrapper function written as a lambda is unannotated"
    for call in facts.of_type(ast.Call):
        if not facts.names.names(call.func) & _WRAPPER_MARKERS:
            continue
        given = [*call.args[:1], *(item.value for item in call.keywords if item.arg == "wrapper")]
        if any(_may_be_lambda(facts, value) for value in given):
            found.append((facts.line_of(call), message))
    return found


def _exec_body_lambdas(facts: StrictFacts) -> list[Finding]:
    """Lambdas a `types.new_class(name, bases, kwds, exec_body)` callback puts into the
    class namespace it is given (`lambda ns: ns.update(add=lambda self, a, b: ...)`, or a
    def doing `ns['add'] = lambda ...`, `ns.setdefault('add', lambda ...)`): methods
    written as lambdas, which cannot be annotated."""
    found: list[Finding] = []
    for call in facts.of_type(ast.Call):
        if "types.new_class" not in facts.names.names(call.func):
            continue
        given = [*call.args[3:4], *(item.value for item in call.keywords
                                    if item.arg == "exec_body")]  # fmt: skip
        for body in given:
            if any(_fills_namespace(facts, callback) for callback in _callbacks(facts, body)):
                found.append((facts.line_of(call), "a method defined as a lambda is unannotated"))
    return found


def _callbacks(facts: StrictFacts, node: ast.expr) -> list[ast.AST]:
    """The lambda or defs of the code an `exec_body` argument may be."""
    if isinstance(node, ast.Lambda):
        return [node]
    bindings = facts.names.bindings_of(node) if isinstance(node, ast.Name) else None
    return [
        value
        for _, value in bindings or []
        if isinstance(value, ast.Lambda | ast.FunctionDef | ast.AsyncFunctionDef)
    ]


def _fills_namespace(facts: StrictFacts, callback: ast.AST) -> bool:
    """Whether a callback stores a lambda in the namespace it takes first: through a call
    of a method on it (`ns.update(add=lambda ...)`, `ns.setdefault('f', lambda ...)`, a
    dict of lambdas given) or an item assignment (`ns['add'] = lambda ...`)."""
    arguments = getattr(callback, "args", None)
    params = [*arguments.posonlyargs, *arguments.args] if arguments else []
    if not params:
        return False
    space = params[0].arg
    for node in ast.walk(callback):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            target, values = node.func.value, [*node.args, *(k.value for k in node.keywords)]
        elif isinstance(node, ast.Assign):
            subscripts = [t for t in node.targets if isinstance(t, ast.Subscript)]
            target = subscripts[0].value if subscripts else None
            values = [node.value]
        else:
            continue
        if not (isinstance(target, ast.Name) and target.id == space):
            continue
        if any(_named_lambda(facts, value) or _holds_lambda(facts, value, 0) for value in values):
            return True
    return False


_DISPATCHERS = frozenset({"functools.singledispatch", "functools.singledispatchmethod"})


def _registered_lambdas(facts: StrictFacts) -> list[ast.Call]:
    """Lambdas registered as implementations of a single-dispatch function of the code
    (`describe.register(int, lambda value: ...)`, `describe.register(int)(lambda ...)`):
    each is one of the function's implementations, and cannot be annotated."""
    found: list[ast.Call] = []
    for call in facts.of_type(ast.Call):
        register = call.func.func if isinstance(call.func, ast.Call) else call.func
        if not (isinstance(register, ast.Attribute) and register.attr == "register"):
            continue
        given = [*call.args, *(item.value for item in call.keywords)]
        if any(_named_lambda(facts, value) for value in given) and _dispatches(
            facts, register.value
        ):
            found.append(call)
    return found


def _dispatches(facts: StrictFacts, node: ast.expr) -> bool:
    """Whether a function of the code read here is a single-dispatch one (a def decorated
    `@singledispatch`, or `singledispatch(...)` bound to a name)."""
    if isinstance(node, ast.Attribute):  # a method: `Formatter.show.register(...)`
        return node.attr in {
            item.name
            for item in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef)
            if any(facts.names.names(mark) & _DISPATCHERS for mark in item.decorator_list)
        }
    bindings = facts.names.bindings_of(node) if isinstance(node, ast.Name) else None
    for kind, value in bindings or []:
        if kind == "def" and isinstance(value, ast.FunctionDef | ast.AsyncFunctionDef):
            marks = value.decorator_list
        elif kind == "expr" and isinstance(value, ast.Call):
            marks = [value.func]
        else:
            continue
        if any(facts.names.names(mark) & _DISPATCHERS for mark in marks):
            return True
    return False


def _attribute_values(facts: StrictFacts, call: ast.Call) -> list[ast.expr]:
    """The values a call makes attributes of an object or class: the keywords of
    `SimpleNamespace(add=lambda ...)` (or argparse's `Namespace`), and the values of the
    literal namespace of `type('Ops', (), {'add': staticmethod(lambda ...)})`."""
    names = facts.names.names(call.func)
    if names & KEYWORD_NAMESPACES:
        return [keyword.value for keyword in call.keywords if keyword.arg is not None]
    namespace = call.args[-1] if len(call.args) == TYPE_CALL_ARGUMENTS else None
    if "builtins.type" in names and isinstance(namespace, ast.Dict):
        return [value for key, value in zip(namespace.keys, namespace.values, strict=True)
                if key is not None]  # fmt: skip
    return []


def _unpacked_namespaces(facts: StrictFacts, call: ast.Call) -> list[ast.expr]:
    """What a namespace takes its attributes from besides keywords: a mapping unpacked
    into it (`SimpleNamespace(**{'slug': lambda ...})`, `**dict(...)`, a name bound to
    one) or given whole (`SimpleNamespace({...})`, Python 3.13), and the namespace of
    `type(name, bases, namespace)` other than a literal dict."""
    names = facts.names.names(call.func)
    if names & KEYWORD_NAMESPACES:
        return [*call.args, *(item.value for item in call.keywords if item.arg is None)]
    namespace = call.args[-1] if len(call.args) == TYPE_CALL_ARGUMENTS else None
    if "builtins.type" in names and namespace is not None:
        return [] if isinstance(namespace, ast.Dict) else [namespace]
    return []


_SCALARS = {
    "builtins.int": frozenset(dir(int)),
    "builtins.bool": frozenset(dir(bool)),
    "builtins.float": frozenset(dir(float)) | frozenset(dir(int)),
    "builtins.complex": frozenset(dir(complex)) | frozenset(dir(float)) | frozenset(dir(int)),
    "builtins.str": frozenset(dir(str)),
    "builtins.bytes": frozenset(dir(bytes))
    | frozenset(dir(bytearray))
    | frozenset(dir(memoryview)),
}
"""Builtin types an annotation may name alone, with the attributes their values have (a
`float` may be an `int`, `bytes` a `bytearray` or `memoryview`, as type checkers allow)."""


def _contradicted_types(facts: StrictFacts) -> list[Finding]:
    """Parameters annotated with one of `_SCALARS` whose function reads an attribute no
    value of that type has (`text: int` with `text.upper()`): the annotation is a
    placeholder the code contradicts. Only a parameter the function never rebinds."""
    typed: dict[tuple[int, str], tuple[str, frozenset[str]]] = {}
    for arg in facts.of_type(ast.arg):
        annotation = arg.annotation
        if isinstance(annotation, ast.Name | ast.Attribute):
            names = facts.names.names(annotation)
            if len(names) == 1 and (kind := next(iter(names))) in _SCALARS:
                typed[(id(facts.owner(arg)), arg.arg)] = (kind[9:], _SCALARS[kind])
    found: list[Finding] = []
    if not typed:
        return found
    found += _contradicting_arguments(facts, typed)
    for node in facts.of_type(ast.Attribute):
        value = node.value
        if not isinstance(value, ast.Name):
            continue
        bindings = facts.names.bindings_of(value)
        if not bindings or any(kind != "param" for kind, _ in bindings):
            continue
        function = parameter_owner(facts, value)
        kind_attributes = typed.get((id(function), value.id))
        if kind_attributes is not None and node.attr not in kind_attributes[1]:
            message = (f"`{value.id}` is annotated `{kind_attributes[0]}`, "
                       f"which has no `{node.attr}`")  # fmt: skip
            found.append((facts.line_of(node), message))
    return found


_COLLECTIONS: dict[str, tuple[type[ast.expr], ...]] = {
    "builtins.list": (ast.List, ast.ListComp),
    "typing.List": (ast.List, ast.ListComp),
    "builtins.dict": (ast.Dict, ast.DictComp),
    "typing.Dict": (ast.Dict, ast.DictComp),
    "builtins.set": (ast.Set, ast.SetComp),
    "typing.Set": (ast.Set, ast.SetComp),
    "builtins.frozenset": (),
    "typing.FrozenSet": (),
    "builtins.tuple": (ast.Tuple,),
    "typing.Tuple": (ast.Tuple,),
}
"""Concrete builtin collections a return annotation may name (bare or subscripted), with
the displays and comprehensions that make one."""
_HASHABLE = frozenset({"collections.abc.Hashable", "typing.Hashable"})
"""Hashable, which no list, dict or set display or comprehension is."""
_UNHASHABLE = (ast.List, ast.ListComp, ast.Dict, ast.DictComp, ast.Set, ast.SetComp)


def _return_kind(facts: StrictFacts, annotation: ast.expr | None) -> str | None:
    """The one `_SCALARS`, `_COLLECTIONS` or `_HASHABLE` name a return annotation names, else
    None."""
    if isinstance(annotation, ast.Subscript):
        annotation = annotation.value
    if not isinstance(annotation, ast.Name | ast.Attribute):
        return None
    names = facts.names.names(annotation)
    kind = next(iter(names)) if len(names) == 1 else None
    return kind if kind in _SCALARS or kind in _COLLECTIONS or kind in _HASHABLE else None


def _returned_values(facts: StrictFacts, value: ast.expr) -> list[ast.expr]:
    """What a `return` gives as written: the value itself, or for a name bound only by
    plain assignments to displays or comprehensions (`index = {}` then `return index`),
    those displays (a mutation keeps a display's type; an augmented assignment, a loop
    or a call binding the name makes it unknown: nothing)."""
    if not isinstance(value, ast.Name):
        return [value]
    bindings = facts.names.bindings_of(value) or []
    displays = [
        bound for kind, bound in bindings if kind == "expr" and isinstance(bound, _CONTAINERS)
    ]
    return displays if bindings and len(displays) == len(bindings) else []


def _contradicts_return(kind: str, value: ast.expr) -> bool:
    """Whether a returned value written in place is surely no `kind`."""
    if kind in _SCALARS:
        return _contradicts(kind[9:], value)
    if kind in _HASHABLE:
        return isinstance(value, _UNHASHABLE)
    if isinstance(value, _CONTAINERS):
        return not isinstance(value, _COLLECTIONS[kind])
    return isinstance(value, ast.Constant) and isinstance(
        value.value, str | bytes | int | float | complex
    )


_REALS = ("statistics.fmean", "statistics.pstdev", "statistics.stdev", "math.sqrt",
          "math.exp", "math.log", "math.log2", "math.log10", "math.sin", "math.cos",
          "math.tan", "math.atan2", "math.hypot", "math.dist", "math.fsum", "math.pow",
          "math.radians", "math.degrees", "random.random", "random.uniform", "time.time",
          "time.perf_counter", "time.monotonic")  # fmt: skip
_INTS = ("builtins.len", "builtins.ord", "builtins.hash", "builtins.id", "math.isqrt",
         "math.factorial", "math.comb", "math.perm", "time.time_ns")  # fmt: skip
_TEXTS = ("builtins.repr", "builtins.ascii", "builtins.chr", "builtins.hex", "builtins.oct",
          "builtins.bin", "builtins.str", "builtins.format", "json.dumps")  # fmt: skip
_NOT_GIVEN_BY = {
    **dict.fromkeys(_REALS, {"int", "bool", "str", "bytes"}),
    **dict.fromkeys(_INTS, {"str", "bytes"}),
    **dict.fromkeys(_TEXTS, {"int", "bool", "float", "complex", "bytes"}),
}
"""Standard calls whose result is always of one kind (a float, or Decimal or Fraction for
such data; an int; text), with the `_SCALARS` their result never is."""


def _call_contradicts(facts: StrictFacts, kind: str, value: ast.expr) -> bool:
    """Whether a returned call of the standard library is surely no `kind` (a `_SCALARS`
    name): `-> int` returning `statistics.fmean(values)`, `-> str` returning `len(text)`."""
    if kind not in _SCALARS or not isinstance(value, ast.Call):
        return False
    shown = kind[9:]
    return any(shown in _NOT_GIVEN_BY.get(name, ()) for name in facts.names.names(value.func))


def _contradicted_returns(facts: StrictFacts) -> list[Finding]:
    """Functions whose return annotation is one of `_SCALARS`, `_COLLECTIONS` or `Hashable`
    (returning a list, dict or set) and that
    return a value written in place, or a name bound only to displays, or (for a scalar)
    a standard call (`_NOT_GIVEN_BY`), that is surely no such type (`-> int` returning a
    dict comprehension, `-> str` returning `0` or `len(text)`, `-> list[str]` returning a
    name bound to `{}`): the annotation is a placeholder the code
    contradicts. Generators are left alone (their annotation types what they yield)."""
    found: list[Finding] = []
    for node in facts.of_type(ast.Return):
        function = facts.owner(node)
        if node.value is None or not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        if (kind := _return_kind(facts, function.returns)) is None:
            continue
        values = _returned_values(facts, node.value)
        if not any(_contradicts_return(kind, value) for value in values) and not (
            _call_contradicts(facts, kind, node.value)
        ):
            continue
        if any(isinstance(inner, ast.Yield | ast.YieldFrom) for inner in own_nodes(function)):
            continue
        shown = kind.rpartition(".")[2]
        message = f"`{function.name}` is annotated to return `{shown}`, returns no such value"
        found.append((facts.line_of(node), message))
    return found


_ADDERS = {"builtins.sum": "sum", "math.fsum": "math.fsum", "statistics.mean": "statistics.mean",
           "statistics.fmean": "statistics.fmean"}  # fmt: skip
"""Functions adding up an iterable of numbers, which fail on text or a lone number (but
bytes, an iterable of ints)."""


def _summed_scalar(
    facts: StrictFacts, typed: dict[tuple[int, str], tuple[str, frozenset[str]]], call: ast.Call
) -> list[Finding]:
    """`sum()` (or another of `_ADDERS`) of a parameter typed with one of `_SCALARS` but
    bytes, which it cannot add up (`values: str` then `math.fsum(values)`); only a
    parameter the function never rebinds."""
    arg = call.args[0] if call.args else None
    adders = [_ADDERS[name] for name in facts.names.names(call.func) if name in _ADDERS]
    if not isinstance(arg, ast.Name) or not adders:
        return []
    bindings = facts.names.bindings_of(arg)
    if not bindings or not any(kind == "param" for kind, _ in bindings):
        return []
    if any(value is not None for _, value in bindings):
        return []  # (rebound in the function)
    kind = typed.get((id(parameter_owner(facts, arg)), arg.id), ("bytes",))[0]
    if kind == "bytes":
        return []
    message = f"`{arg.id}` is annotated `{kind}`, which `{adders[0]}()` cannot add"
    return [(facts.line_of(call), message)]


_CONTAINERS = (*_UNHASHABLE, ast.Tuple)
_NUMBERS = frozenset({"int", "bool", "float", "complex"})


def _contradicts(kind: str, value: ast.expr) -> bool:
    """Whether a value written in place is surely no `kind` (a `_SCALARS` name): a
    container display or comprehension, text for a number, a number for text."""
    if isinstance(value, _CONTAINERS):
        return True
    if not isinstance(value, ast.Constant) or isinstance(value.value, bool):
        return False
    if kind in _NUMBERS:
        return isinstance(value.value, str | bytes)
    return isinstance(value.value, int | float | complex)


def _contradicting_arguments(
    facts: StrictFacts, typed: dict[tuple[int, str], tuple[str, frozenset[str]]]
) -> list[Finding]:
    """Parameters typed with one of `_SCALARS` that the code contradicts with what it hands
    them: `sum()` of one that is no bytes (`values: str` then `sum(values)`), or a call of
    the function by its name giving a value written in place that is no such type
    (`average([1.0, 2.0])` to `values: str`)."""
    found: list[Finding] = []
    functions = {id(func): func for func in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef)}
    for call in facts.of_type(ast.Call):
        found += _summed_scalar(facts, typed, call)
        if not isinstance(call.func, ast.Name):
            continue
        bindings = facts.names.bindings_of(call.func) or []
        if len(bindings) != 1 or bindings[0][0] != "def" or id(bindings[0][1]) not in functions:
            continue
        func = bindings[0][1]
        if isinstance(facts.owner(func), ast.ClassDef):
            continue
        positional = [*func.args.posonlyargs, *func.args.args]  # type: ignore[attr-defined]
        given: list[tuple[str, ast.expr]] = []
        for param, value in zip(positional, call.args, strict=False):
            if isinstance(value, ast.Starred):
                break  # (later arguments go to parameters not known here)
            given.append((param.arg, value))
        given += [(item.arg, item.value) for item in call.keywords if item.arg]
        for name, value in given:
            kind = typed.get((id(func), name))
            if kind is not None and _contradicts(kind[0], value):
                message = f"`{name}` is annotated `{kind[0]}` but is given another type"
                found.append((facts.line_of(value), message))
    return found


class TypeAnnotations(Instruction):
    """Annotate every argument and return value.

    What it asks:
        Every function and method annotates all of its arguments (including `*args` and
        `**kwargs`) and its return type; `self` and `cls` need none. With `allow_any`
        false, `typing.Any` is not an acceptable annotation either.

    Why:
        Annotations document the contract of a function and let type checkers catch
        misuse before it runs. Models annotate the obvious signature and forget helpers,
        `__init__` (which returns None) and variadic arguments.

    Verified by:
        Ruff flake8-annotations ANN001-ANN003 (arguments) and ANN201-ANN206 (return
        types), plus ANN401 (`Any`) when `allow_any` is false. Ruff accepts any
        annotation (`""`, `...`), skips the implementation of an `@overload`ed function
        and lambdas, and sees `Any` only as a whole annotation written by that name.

    Strict mode:
        Also checks every `def` whatever its decorators (`@overload` implementations included),
        the first parameter of a static method (decorated with `staticmethod` or
        `abstractstaticmethod` by any name, or made one by a call, `clamp =
        staticmethod(clamp)` in the class body, `Scale.clamp = staticmethod(Scale.clamp)`)
        whatever its name, and the first parameter of a method that is no static method
        when it is a real
        argument: unannotated, named otherwise than a receiver (`self`, `cls`, `mcs`,
        `mcls`, `metacls`, `klass`, `kls`, `this`), and the method read through its class
        (`Convert.to_fahrenheit(25)`, or handed on uncalled) or by its name in the class
        body (a helper used there as a decorator), unless `classmethod`, `property` or
        `cached_property` binds it;
        fails functions written as lambdas bound to a name or an attribute (they cannot be
        annotated), also by tuple unpacking (`add, sub = lambda a, b: ..., lambda a, b: ...`),
        `setattr(obj, 'f', lambda ...)` or `obj.__setattr__('f', lambda ...)`, a keyword
        of `SimpleNamespace` or argparse's `Namespace` (`SimpleNamespace(add=lambda a, b:
        a + b)`), a mapping holding lambdas unpacked into one or given whole
        (`SimpleNamespace(**{'add': lambda ...})`, `**dict(add=lambda ...)`, a name bound
        to such a literal), a value of the namespace of `type(name, bases, ...)` (a
        literal, or a name or `dict(...)` holding lambdas), a lambda the `exec_body`
        callback of `types.new_class` (a lambda or a def of the code) stores in the
        namespace it takes (`ns.update(add=lambda ...)`, `ns['add'] = lambda ...`, a dict
        of lambdas given to a method of it), also wrapped
        as `staticmethod`, `classmethod`, `property`,
        `functools.cache`/`lru_cache`/`lru_cache()`/`cached_property`,
        `functools.partial`/`partialmethod`, `typing.overload`,
        `functools.singledispatch`, `types.MethodType`, `functools.wraps(f)(...)`,
        `functools.update_wrapper`, `copy.copy`/`deepcopy`, `typing.cast`,
        `abc.abstractmethod` (`abstractproperty`, `abstractclassmethod`,
        `abstractstaticmethod`), `typing.final`/`override`/`no_type_check`,
        `contextlib.contextmanager`/`asynccontextmanager`, `atexit.register`,
        `reprlib.recursive_repr()` or any other decorator made in place and applied to the
        lambda alone (`factory(...)(lambda ...)`, unless the factory is a builtin, of
        `operator` or `functools.partial`), or what makes a lambda an Enum member's
        value, a sort key or a vectorised or compiled function (`enum.member`/`nonmember`,
        `functools.cmp_to_key`, `types.coroutine`, `numpy.vectorize`/`frompyfunc`,
        `numba.jit`/`njit`/`vectorize`, `jax.jit`/`vmap`/`grad`/`value_and_grad`,
        `torch.compile`/`vmap`, `torch.func.vmap`/`grad`, `tensorflow.function`), the
        lambda given first or, when nothing is positional, by keyword (`property(fget=
        lambda self: ...)`, `np.vectorize(pyfunc=lambda ...)`) (`double =
        staticmethod(lambda v: v * 2)`, `area = abc.abstractmethod(lambda self: ...)`,
        `ADD = member(lambda a, b: a + b)`, `by_due = cmp_to_key(lambda a, b: ...)`),
        handed (positionally or by keyword) to a descriptor class the code defines (one
        with a `__get__`: `area = Lazy(lambda self: ...)`, read as a method) when the
        lambda takes arguments (a zero-argument default factory is not a method),
        as its `__call__` (also by `getattr`) or
        `__get__(obj)`, as
        `types.FunctionType` of its `__code__`, or given in place: picked out of a
        container written there (also by `operator.itemgetter(k)(...)`, `min`/`max(...)`
        of one iterable or `functools.reduce(f, ...)`: any item), a literal,
        `dict`/`list`/`tuple`/`set`/`iter`/`reversed`/`sorted` of one,
        `filter`/`itertools.filterfalse`/`islice`/`chain`
        of one, `map` of a lambda written there (its body: `map(lambda op: lambda a, b:
        ..., ops)`) or of a wrapper above over one, or a comprehension (its element, or
        the items it hands on) or its `.values()`/`.items()`/`.popitem()`/`.copy()`, by
        subscript, `.get`/`.pop`/`.setdefault` or `next` (`(lambda c: ...,)[0]`,
        `{'f': lambda ...}.popitem()[1]`, `next(iter(OPS_LITERAL.values()))`, `{'f':
        lambda ...}['f']`, `dict(f=lambda ...)['f']`, `next(iter([lambda ...]))`,
        `next(filter(callable, [lambda ...]))`; a
        lambda only as the default of `.get` or `next` is a fallback), names given the
        lambdas of a container holding them through a name (`OPS = {'add': lambda ...}`,
        or a container the code puts lambdas into after making it, by `.append`,
        `.extend`, `.insert`, `.add`, `.update`, `.setdefault`, a store by key, `+=`),
        unpacked (`add, sub = OPS.values()`, `add, sub = OPS`) or, at module or class
        level, picked by a constant key (`add = OPS['add']`, `OPS.get('add')`; a pick by a
        key only known at run time, `handler = OPS[kind]`, is a dispatch), or unpacked
        from such a call or comprehension into a tuple of names (`add, mul =
        map(lambda op: lambda a, b: op(a, b), ops)`), bound by `:=`,
        returned by a lambda called in place, made by `eval` of a constant text (also
        of `compile(...)` of one, or through a name bound once: `normalize =
        eval('lambda text: ...')`, judged as that expression written in place),
        chosen by a conditional on a constant or
        between lambdas (a lambda only as the fallback of a value, `callback or (lambda:
        None)`, is a default, not a function the code names; but a lambda as the
        fallback of a lookup of the very name it is bound to, `double =
        globals().get('double') or (lambda v: v * 2)`, is that function); lambdas
        registered as
        implementations of a single-dispatch function of the code
        (`describe.register(int, lambda value: ...)`, `.register(int)(lambda ...)`);
        a decorator of a function or class written as a lambda, or given in place as
        above (`@lambda func: lambda *args: func(*args)`: the decorator, and the
        function the name becomes, are unannotated lambdas);
        a lambda made a wrapper by `functools.wraps(f)(...)` or
        `functools.update_wrapper(...)` (given first or as `wrapper=`, also through a
        name bound to the lambda or to `wraps(f)`), wherever the result goes (`return
        functools.wraps(func)(lambda *args, **kwargs: ...)`: the function callers get in
        place of the decorated one);
        lambdas written into the module's namespace as its
        functions (`globals()[name] = fn` with `fn` taken from a literal holding lambdas,
        `for name, fn in (('double', lambda v: ...), ...)`, `globals().update({...})`,
        `namespace |= {...}` on a name bound to `globals()`; `setattr(obj, name, fn)` with
        such an `fn` too); lambdas a `for` target (over a container holding one, as
        above), a `with ... as` target (of a context made with one, `with
        nullcontext(lambda ...) as scale:`) or a `case` capture (of a subject that is
        or holds one, `match lambda ...: case scale:`) binds, when the name is read
        outside that block from a function, lambda or comprehension of the block's
        scope, or in that scope itself when nothing else there binds the name (a loop
        using each lambda inside it passes); and fails annotations that are not types:
        an empty or
        unparsable string, `...`, a number, a call, a qualifier of a variable or class
        in an argument's or return's annotation (`Final`, `ClassVar`, `Required`,
        `NotRequired`, `ReadOnly`, `TypeAlias`, `Generic`, `Protocol`, anywhere in it,
        quoted too: `value: Final`), a special form that needs arguments given none in an
        argument's or return's annotation (`Union`, `Optional`, `Literal`, `Annotated`,
        `TypeGuard`, `TypeIs`, `Concatenate`, `Unpack` unsubscripted, `values: Union`,
        `list[Optional]`), a builtin that is no type
        (`NotImplemented`, `Ellipsis`, `print`), a name nothing in the code binds to what
        may be a type (an import, a class, or a value written as a type or made by a call,
        `Vector = list[float]`, `T = TypeVar('T')`; not a parameter, a loop or `with` name,
        a function, a value such as `3`, nor an instance made by calling a builtin class
        other than `type` or a class of the code that is no metaclass, `Value = object()`,
        nor a module made by `importlib.import_module`, `__import__`, `importlib.reload`,
        `importlib.util.module_from_spec` or `types.ModuleType`, or read from
        `sys.modules`, `Json = importlib.import_module('json')`, a name bound only to
        such a module failing even when typing exports it, `Text = sys.modules['string']`:
        `value: 'value'` fails; `'TODO'` too; typing's and
        collections.abc's names are accepted unimported, but for typing's values that
        are no type, `cast`; so is a name nothing binds that a variable's annotation
        names and its value calls, `cache: LRUCache = LRUCache(2)`, and in a block the
        answer shows beside its program a name the program or another block defines
        at its top level as such a type, but an empty class nothing there makes: `def
        cache() -> LRUCache[str, int]` in a test block shown beside the program defining
        the class), a name of the standard library
        that is no type (a function, `json.loads`, also as `from json import loads`, not
        a factory named in CapWords such as `threading.Lock`, which typeshed may declare
        a class; a constant, `math.pi`; an object, `os.environ`; a module, `os.path`: learnt by
        importing the module, not for typing's forms, `dataclasses.KW_ONLY`, or modules
        acting on import, `this`, `tkinter`, ...; builtins' and typing's values too,
        `builtins.len`, `typing.cast`, `typing.TYPE_CHECKING`), a module an `import`
        statement of the code names, of any library (`raw: json`, `root: ET` after
        `import xml.etree.ElementTree as ET`, `os.path` after `import os.path`, also
        through an alias or quoted), an empty class of the code (a
        docstring, `pass` or `...`, or only what gives its instances nothing: empty
        `__slots__`, `__match_args__` or `__annotations__`, text for `__doc__`,
        `__module__` or `__qualname__`; no base but `object` or `Protocol`; or one made by
        `type(name, (), {...})` with such a namespace) that the code
        names only in annotations, which no value it handles can be (`class Unknown:
        ...` as every annotation; one it makes, subclasses or reads passes), an
        attribute of a builtin that is no
        type (`int.real`, `int.bit_length`, `str.upper`), an attribute of a class the code
        defines that its body binds only to values that are no type (`Point.x` with `x =
        0`, a method, an Enum member; a nested class or an alias such as `Alias =
        list[int]` passes), and `None` as a
        parameter's whole type (but in an `@overload` signature with a default of `None`
        or `...`, `keys: None = None`, typeshed's way to type the call leaving it out, or
        where another signature of that name beside it types the parameter otherwise,
        `text: None` beside `text: str`),
        `NoReturn` or `Never` as a parameter's whole type in a
        function not itself annotated `-> NoReturn` / `-> Never` (`def assert_never(value:
        Never) -> NoReturn:` passes), and `int`, `float`, `bool`, `complex`, `str` or `bytes`
        as a parameter's whole type when its function reads an attribute no such
        value has (`text: int` with `text.upper()`) or hands it to `sum()`, `math.fsum()`,
        `statistics.mean()` or `statistics.fmean()` (but bytes;
        a parameter the function rebinds is not judged), or when a call of the function
        by its name gives it a value written in place that is no such type (a list, dict,
        set or tuple display or comprehension, text for a number, a number for text:
        `average([1.0, 2.0])` to `values: str`), and the same types as a whole return
        annotation of a function (not a generator) with a `return` of such a value
        (`-> int` returning a dict comprehension) or of a standard call whose result is
        never that type (`-> int` or `-> str` returning `statistics.fmean`/`pstdev`/
        `stdev`, a float function of `math`, `random.random`/`uniform`, `time.time`/
        `perf_counter`/`monotonic`; `-> str` returning `len`, `ord`, `hash`, `id`,
        `math.isqrt`/`factorial`/`comb`/`perm`, `time.time_ns`; a number returning `str`,
        `repr`, `ascii`, `chr`, `hex`, `oct`, `bin`, `format`, `json.dumps`), and `list`, `dict`,
        `set`, `frozenset` or `tuple` (bare or subscripted, or typing's `List`, `Dict`, ...) as
        a return annotation with a `return` of a display or comprehension of another
        kind or of a number or text, and `Hashable` as a return annotation with a
        `return` of a list, dict or set display or comprehension, written in place or
        through a name bound only by plain assignments to such displays (`-> list[str]`
        returning `index` bound to `{}`); `-> NoReturn` / `-> Never` fails on a
        function that returns or yields, or whose end may be reached (it does not end in
        `raise`, `while True:`, `assert False` or a call other than of a builtin or of
        logging (a logger's `info(...)` returns), such as `sys.exit()`,
        each way through an `if`, `with`, `try` or `match`; a stub, `...`, passes);
        `-> None` fails on a function that yields or returns something
        other than None or a call that may give None: the result of a builtin that always gives a
        value (`len`, `sorted`, `str`, ...), of a string's method, of a class the code defines or
        of a function it defines annotated with a type that cannot be None fails; other calls
        (`return self.stream.close()`) pass; and `-> None` fails on a function of the code
        whose result the code reads as a value (an attribute None lacks, or an item, of
        the call or of a name bound only to such calls: `config = load_config(path)` then
        `config.get('port')`). With `allow_any` false, `Any` fails anywhere in an
        annotation (`list[Any]`, `dict[str, Any]`, `"Any"`), through aliases (`Anything = Any`),
        typeshed's (`_typeshed.Incomplete`, `MaybeNone`) and inside the aliases an
        annotation uses (`Things = list[Any]`).

        Still possible: the first parameter of a method left bare as a receiver while
        the method is read only through an instance or a name the symbol table does not
        follow, `object` or an unbounded TypeVar as every annotation (both are
        honest types in many signatures), a wrong type other code contradicts (a
        parameter's type contradicted only by values passed to it that are not written
        in place (names, results of calls) or by what is done with it other than reading
        an attribute or adding it up as above, a wrong return type contradicted only by values not
        written in place (results of calls other than the standard ones above, names
        bound otherwise than to displays), an
        abstract or other type not among the builtins above, `-> Sequence[str]`), lambdas
        stored in a container (`OPS = {'add':
        lambda a, b: a + b}`, `dict(add=lambda ...)`, left open as an ordinary dispatch
        table, unless names are given its lambdas as above; an annotation of the
        container that types none of their arguments, `OPS: dict[str, Callable] =
        {...}` or `Callable[..., str]`, is no reason to fail it, since the same table
        unannotated passes and real code writes such annotations) or handed to another
        constructor as keywords,
        lambdas registered with a dispatcher the code imports or defines otherwise
        than through `functools.singledispatch`, a lambda wrapped by a library's
        function other than those above (`transforms.Lambda(lambda x: x / 255)`, a
        layer or callback object as much as a function), a lambda returned by a `def` the code
        calls (`add = make(operator.add)`, a decorator defined by `def` that returns
        one not made a wrapper as above: the factory's annotations type what it makes),
        a lambda a block binds (`for`, `with`, `case`) read only in the block's own
        scope when another statement there binds the name too,
        a third-party function or value as an annotation (`numpy.sum`: only the
        standard library is imported; a third-party module taken by `from pkg import
        module`, which may be a class), an attribute of a class the code defines that
        its body does not bind (inherited, or set on the class elsewhere), `-> None` on
        a function returning the result of a call to a method or an imported function
        when the code does not read that result as a value,
        and `-> NoReturn` on one ending in a call that returns but is no builtin
        and not logging's (`warnings.warn(...)`: a call may never return); a name bound
        to an instance of a standard-library or third-party class (`Value =
        threading.Event()`) as an
        annotation, and a class nothing makes whose body holds anything else (a class
        constant, a method), left open for library classes a user makes.
    """

    id = "style_5"
    strict_reads_shown_blocks = True  # every block of code the answer shows
    name = "type_annotations"
    category = "style"
    description = "Annotate the types of all function arguments and return values."
    generation_prompt = (
        "Add type annotations to every function and method: each argument, including "
        "*args and **kwargs, and each return type (use None where nothing is returned)."
    )
    edit_prompt = (
        "Add the missing type annotations so that every argument, including *args and "
        "**kwargs, and every return value of every function and method is annotated."
    )
    parameters = (
        ParamSpec(
            name="allow_any",
            type="bool",
            default=True,
            description="Whether typing.Any counts as an annotation.",
        ),
    )
    ruff_rules = (*_BASE_RULES, "ANN401")

    def validate(self, params: dict[str, Any] | None) -> tuple[dict[str, Any], list[ParamIssue]]:
        """The parameters, with `ANSWER_TYPES` kept when it is a list of names (strict mode
        gives it to a block the answer shows; it is no parameter a task sets)."""
        rest = dict(params or {})
        given = rest.pop(ANSWER_TYPES, None)
        clean, issues = super().validate(rest)
        if isinstance(given, list | tuple) and all(isinstance(name, str) for name in given):
            clean[ANSWER_TYPES] = list(given)
        elif given is not None:
            detail = f"{ANSWER_TYPES} must be a list of names; dropped"
            issues.append(self._issue(ANSWER_TYPES, given, "invalid_value", detail))
        return clean, issues

    def shown_block_params(self, codes: Sequence[str]) -> dict[str, Any]:
        """Added to the parameters a block the answer shows beside its program is judged
        with (`codes`: the answer's program and blocks that compile): the names they define
        as types, which the block may name unimported, as tests shown beside the program
        do (`def cache() -> LRUCache[str, int]`)."""
        return {ANSWER_TYPES: _answer_types(codes)}

    def prompt(self, params: dict[str, Any] | None = None, *, edit: bool = False) -> str:
        """The prompt, plus a sentence forbidding `Any` when `allow_any` is false."""
        text = super().prompt(params, edit=edit)
        if not self.strict_params(params)["allow_any"]:
            text += " Do not use typing.Any in any annotation."
        return text

    def strict_violations(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """Unannotated defs Ruff skips, named lambdas, placeholder annotations, hidden Any."""
        found = _named_lambdas(facts)
        methods = _methods(facts)
        for func in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef):
            missing = _missing(func, id(func) in methods)
            if missing:
                message = f"`{func.name}` does not annotate {', '.join(missing)}"
                found.append((facts.line_of(func), message))
        found += _none_misused(facts) + _never_misused(facts) + _published_lambdas(facts)
        found += _none_results_read(facts)
        found += _block_bound_lambdas(facts)
        found += _contradicted_types(facts) + _contradicted_returns(facts)
        if facts.may_matter("Final|ClassVar|Required|ReadOnly|TypeAlias|Generic|Protocol"):
            found += _qualified_signatures(facts)
        if facts.may_matter(
            "Union|Optional|Literal|Annotated|TypeGuard|TypeIs|Concatenate|Unpack"
        ):
            found += _bare_forms(facts)
        given = _given_types(params)
        for annotation in facts.annotations:
            undefined = _undefined_types(facts, annotation, given)
            if not _is_type(facts, annotation):
                found.append((facts.line_of(annotation), "an annotation that is not a type"))
            elif undefined:
                found.append((facts.line_of(annotation), undefined[0]))
            elif not params["allow_any"] and _hides_any(facts, annotation):
                found.append((facts.line_of(annotation), "`Any` in an annotation"))
        return found

    def ruff_select(self, params: dict[str, Any]) -> tuple[str, ...]:
        return self.ruff_rules if not params["allow_any"] else _BASE_RULES

    def applies_to(self, code: str) -> bool:
        """True when some function lacks an argument or return annotation."""
        tree = parse(code)
        return tree is not None and not all(map(_is_fully_annotated, functions(tree)))
