"""style_9: no variable or argument named like a builtin."""

from __future__ import annotations

import ast
import builtins
from typing import Any

from vibebench.instructions._base import Instruction
from vibebench.instructions._code_facts import parse
from vibebench.instructions._strict import Finding, StrictFacts
from vibebench.instructions._strict_names import NAMESPACE, const_str

_BUILTIN_NAMES = frozenset(name for name in dir(builtins) if not name.startswith("_"))


def _bound_names(node: ast.AST) -> list[str]:
    """Names a node binds as a variable or an argument."""
    if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
        return [node.id]
    if isinstance(node, ast.arg):
        return [node.arg]
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        return [node.name]
    return []


def _shadows_builtin(tree: ast.Module) -> bool:
    """Whether any assignment, loop target, argument or definition reuses a builtin name."""
    lambda_args = {
        id(arg)
        for node in ast.walk(tree)
        if isinstance(node, ast.Lambda)
        for arg in ast.walk(node.args)
    }
    return any(
        name in _BUILTIN_NAMES
        for node in ast.walk(tree)
        if id(node) not in lambda_args
        for name in _bound_names(node)
    )


def _dynamic_bindings(facts: StrictFacts) -> list[Finding]:
    """Builtins replaced at run time: `builtins.max = ...`, `setattr(builtins, 'sum', ...)`,
    `globals()['list'] = ...`; a name that is not a constant fails as undecidable."""
    found: list[Finding] = []
    if not facts.runs_code_dynamically and "setattr" not in facts.code:
        return found  # every route below starts at `setattr` or a dynamic-access word

    def check(node: ast.AST, name: str | None) -> None:
        name = _resolved_key(facts, node) if name is None else name
        if name is None or name in _BUILTIN_NAMES:
            what = f"`{name}` at run time" if name else "a name only known at run time"
            found.append((facts.line_of(node), f"rebinds {what}"))

    for node in facts.of_type(ast.Attribute, ast.Subscript, ast.Call):
        if isinstance(node, ast.Call):
            for name in _called_bindings(facts, node):
                check(node, name)
            continue
        if not isinstance(node.ctx, ast.Store):
            continue
        owner = _owners(facts, node.value)
        if isinstance(node, ast.Attribute) and owner & _MODULES:
            check(node, node.attr)
        elif isinstance(node, ast.Subscript) and owner & _NAMESPACES:
            check(node, const_str(node.slice))
    return found


def _resolved_key(facts: StrictFacts, node: ast.AST) -> str | None:
    """For a write whose key is only known at run time: a builtin among the names the code
    shows it may take (`_known_keys`), "" when none is one, None when they are not shown."""
    known = _known_keys(facts, node)
    if known is None:
        return None
    return min(known & _BUILTIN_NAMES, default="")


def _key_of(node: ast.AST) -> ast.expr | None:
    """The expression naming what a namespace write binds: `globals()[key]`,
    `setattr(module, key, ...)`, `.setdefault(key, ...)`, `.__setitem__(key, ...)`."""
    if isinstance(node, ast.Subscript):
        return node.slice
    if not isinstance(node, ast.Call):
        return None
    if isinstance(node.func, ast.Attribute) and node.func.attr in _KEYED_UPDATES:
        return node.args[0] if _plain(node.args) else None
    return node.args[1] if len(node.args) > 1 else None


def _known_keys(facts: StrictFacts, node: ast.AST) -> set[str] | None:
    """The names a write with a key only known at run time may bind, when the code shows
    them all: a loop over a literal of names (`for name in ('DEBUG', 'LEVEL'):`), or a
    parameter never rebound, checked against one first (`if name not in _LAZY: raise
    AttributeError`, a module `__getattr__` caching what it imports). None when the code
    does not show them."""
    key = _key_of(node)
    if _affixed(key):
        return set()
    if not isinstance(key, ast.Name):
        return None
    bindings = facts.names.bindings_of(key) or []
    if _import_system_name(facts, key, bindings):
        return set()
    if bindings and all(kind == "element" for kind, _ in bindings):
        known = facts.memo(_known_keys)  # once per name's loops: hundreds of loops over
        if id(bindings) not in known:  # one table, each writing, stay linear
            known[id(bindings)] = _all_looped_names(facts, bindings, key.id)
        return known[id(bindings)]
    owner = facts.owner(node)
    if not isinstance(owner, ast.FunctionDef | ast.AsyncFunctionDef) or not bindings:
        return None
    if any(kind not in {"param", "str"} for kind, _ in bindings):  # `str`: its annotation
        return None  # rebound after the guard, maybe
    guards = facts.memo(_exits_unless_in)  # (function id, name) -> its first guard
    if (id(owner), key.id) not in guards:  # once per function: many writes in one body
        guards[id(owner), key.id] = next(
            (item for item in owner.body if _exits_unless_in(item, key.id)), None
        )
    guard = guards[id(owner), key.id]
    if guard is None or guard.lineno >= getattr(node, "lineno", 0):
        return None
    return _literal_names(facts, guard.test.comparators[0])  # type: ignore[attr-defined]


def _all_looped_names(
    facts: StrictFacts, bindings: list[tuple[str, object]], name: str
) -> set[str] | None:
    """The names a loop variable bound by these loops takes (`_looped_names`), each
    literal's names merged once however many loops run over it."""
    found: set[str] = set()
    merged: set[int] = set()
    for _, iterated in bindings:
        names = _looped_names(facts, iterated, name)  # type: ignore[arg-type]
        if names is None:
            return None
        if id(names) not in merged:
            merged.add(id(names))
            found |= names
    return found


def _affixed(key: ast.expr | None) -> bool:
    """A key built with a literal prefix or suffix no builtin name has (`'COLOR_' + name`,
    `f'{name}_total'`): whatever the rest is, it names no builtin."""
    if isinstance(key, ast.JoinedStr) and key.values:
        first, last = key.values[0], key.values[-1]
    elif isinstance(key, ast.BinOp) and isinstance(key.op, ast.Add):
        first, last = key, key
        while isinstance(first, ast.BinOp) and isinstance(first.op, ast.Add):
            first = first.left
        while isinstance(last, ast.BinOp) and isinstance(last.op, ast.Add):
            last = last.right
    else:
        return False
    prefix, suffix = const_str(first) or "", const_str(last) or ""
    no_prefix = bool(prefix) and not any(name.startswith(prefix) for name in _BUILTIN_NAMES)
    return no_prefix or (
        bool(suffix) and not any(name.endswith(suffix) for name in _BUILTIN_NAMES)
    )


def _import_system_name(
    facts: StrictFacts, key: ast.Name, bindings: list[tuple[str, object]]
) -> bool:
    """The name parameter of a module-level `__getattr__` (PEP 562), never rebound: the
    import system asks for a name the module lacks, which the module caches as it is
    (lazy submodules); the code names nothing itself."""
    owner = facts.owner(key)
    return (
        isinstance(owner, ast.FunctionDef)
        and owner.name == "__getattr__"
        and isinstance(facts.owner(owner), ast.Module)
        and bool(owner.args.args)
        and owner.args.args[0].arg == key.id
        and all(kind in {"param", "str"} for kind, _ in bindings)
        and not facts.derived(_calls_own_getattr)
    )


def _calls_own_getattr(facts: StrictFacts) -> bool:
    """The module calls its `__getattr__` itself (`__getattr__('list')`): then the code,
    not the import system, picks the name it caches in `globals()`."""
    return any(
        isinstance(call.func, ast.Name) and call.func.id == "__getattr__"
        for call in facts.of_type(ast.Call)
    )


def _looped_names(facts: StrictFacts, iterated: ast.expr, name: str) -> set[str] | None:
    """The names a loop variable takes over a literal of names: `for name in ('A', 'B')`,
    `for name in TABLE` / `TABLE.keys()`, or the key of `for name, value in
    TABLE.items()`; None when the code does not show them."""
    loop = facts.derived(_loops).get(id(iterated))
    if loop is None:
        return None
    target = loop.target
    if isinstance(target, ast.Name):
        return _literal_names(facts, iterated)
    if (
        isinstance(target, ast.Tuple)
        and len(target.elts) == 2  # noqa: PLR2004 - a key and its value
        and isinstance(target.elts[0], ast.Name)
        and target.elts[0].id == name
        and isinstance(iterated, ast.Call)
        and isinstance(iterated.func, ast.Attribute)
        and iterated.func.attr == "items"
        and not iterated.args
    ):
        return _literal_names(facts, iterated.func.value)
    return None


def _loops(facts: StrictFacts) -> dict[int, ast.For | ast.AsyncFor | ast.comprehension]:
    """Per code: each loop (comprehensions too) by the id of what it iterates."""
    return {
        id(loop.iter): loop for loop in facts.of_type(ast.For, ast.AsyncFor, ast.comprehension)
    }


def _exits_unless_in(statement: ast.stmt, name: str) -> bool:
    """`if name not in table: raise ...` (or `return ...`)."""
    if not isinstance(statement, ast.If) or statement.orelse:
        return False
    test = statement.test
    return (
        isinstance(test, ast.Compare)
        and isinstance(test.left, ast.Name)
        and test.left.id == name
        and len(test.ops) == 1
        and isinstance(test.ops[0], ast.NotIn)
        and isinstance(statement.body[-1], ast.Raise | ast.Return)
    )


def _literal_names(facts: StrictFacts, node: ast.expr) -> set[str] | None:
    """The constant names a dict, list, tuple or set literal holds (keys of a dict, also
    through `.keys()` or a name bound once to it); None when one is not a constant."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and not node.args:
        node = node.func.value if node.func.attr == "keys" else node
    node = facts.names.only_value(node)
    known = facts.memo(_literal_names)  # id(literal) -> its `_constant_items`
    if id(node) not in known:  # once per literal: a long table written in many places
        known[id(node)] = _constant_items(node)
    return known[id(node)]


def _constant_items(node: ast.expr) -> set[str] | None:
    """The constant strings a dict's keys or a list, tuple or set hold; None when one is
    not a constant string."""
    if isinstance(node, ast.Dict):
        items: list[ast.expr | None] = list(node.keys)
    elif isinstance(node, ast.List | ast.Tuple | ast.Set):
        items = list(node.elts)
    else:
        return None
    names = [const_str(item) if item is not None else None for item in items]
    return None if None in names else {name for name in names if name is not None}


_THIS_MODULE = "sys.modules.?"
"""What `sys.modules[__name__]` (a module picked by a key only known at run time) resolves to."""
_MODULES = frozenset({"builtins", _THIS_MODULE})
_NAMESPACES = frozenset({NAMESPACE, *(f"{module}.__dict__" for module in _MODULES), "builtins"})
"""What `globals()`, `builtins`, `vars(builtins)` / `builtins.__dict__` and the namespace of
`sys.modules[__name__]` resolve to."""
_KEYED_UPDATES = frozenset({"setdefault", "__setitem__"})
"""Namespace methods binding the one name given as their first argument."""
_UPDATES = _KEYED_UPDATES | {"update"}
_NAMESPACE_UPDATES = frozenset(
    f"{namespace}.{method}" for namespace in _NAMESPACES for method in _UPDATES
)
"""The same methods reached through a name (`update = globals().update`)."""
_MODULE_LOOKUPS = frozenset({"sys.modules.get", "importlib.import_module"})


def _owners(facts: StrictFacts, node: ast.expr) -> frozenset[str]:
    """What `node` may be, with `sys.modules.get(__name__)` and
    `importlib.import_module(__name__)` counted as the module itself (also under `vars(...)`
    or `.__dict__`)."""
    names = facts.names.names(node)
    inner = _namespace_of(facts, node)
    if inner is not None:
        return names | {f"{module}.__dict__" for module in _owners(facts, inner) & _MODULES}
    if (
        isinstance(node, ast.Call)
        and node.args
        and isinstance(node.args[0], ast.Name)
        and node.args[0].id == "__name__"
        and facts.names.names(node.func) & _MODULE_LOOKUPS
    ):
        return names | {_THIS_MODULE}
    return names


def _namespace_of(facts: StrictFacts, node: ast.expr) -> ast.expr | None:
    """The object whose namespace `node` is: `obj` for `vars(obj)` and `obj.__dict__`."""
    if isinstance(node, ast.Attribute) and node.attr == "__dict__":
        return node.value
    if (
        isinstance(node, ast.Call)
        and len(node.args) == 1
        and "builtins.vars" in facts.names.names(node.func)
    ):
        return node.args[0]
    return None


def _called_bindings(facts: StrictFacts, call: ast.Call) -> list[str | None]:
    """The names a call binds in builtins or the module namespace: `setattr(builtins, ...)`,
    `setattr(sys.modules[__name__], ...)` and the namespace updates below (None: a name
    only known at run time)."""
    names = facts.names.names(call.func)
    if "builtins.setattr" in names and len(call.args) > 1:
        if _owners(facts, call.args[0]) & _MODULES:
            return [const_str(call.args[1])]
        return []
    if "operator.setitem" in names and len(call.args) > 1:  # `globals()[key] = ...` spelled
        if _owners(facts, call.args[0]) & _NAMESPACES:  # `operator.setitem(globals(), ...)`
            return [const_str(call.args[1])]
        return []
    func = call.func
    if names & _NAMESPACE_UPDATES or (
        isinstance(func, ast.Attribute)
        and func.attr in _UPDATES
        and _owners(facts, func.value) & _NAMESPACES
    ):
        return _updated_names(call)
    return []


def _plain(args: list[ast.expr]) -> bool:
    """Whether a call has a first argument that is not unpacked (`f(*pair)`)."""
    return bool(args) and not isinstance(args[0], ast.Starred)


def _updated_names(call: ast.Call) -> list[str | None]:
    """The names `globals().update(sum=...)`, `.update({'max': ...})`,
    `.setdefault('len', ...)` or `.__setitem__('list', ...)` bind; None for one only known
    at run time."""
    func = call.func
    if isinstance(func, ast.Attribute) and func.attr in _KEYED_UPDATES:
        return [const_str(call.args[0]) if _plain(call.args) else None]
    found: list[str | None] = [keyword.arg for keyword in call.keywords]
    for arg in call.args:
        if isinstance(arg, ast.Dict):
            found += [None if key is None else const_str(key) for key in arg.keys]
        else:
            found.append(None)
    return found


class NoBuiltinShadowing(Instruction):
    """Never reuse a builtin's name for a variable or argument.

    What it asks:
        No variable, loop target, import, function, class or argument (of a function or
        a lambda) is named after a Python builtin such as `list`, `dict`, `id`, `input`,
        `max`, `sum` or `type`, and no builtin is replaced at run time. Methods and class
        attributes, reached through their object, are not names of this kind.

    Why:
        A shadowed builtin breaks every later use of it in that scope (`list(...)` after
        `list = [...]` raises), and the bug shows up far from its cause. Short generic
        names like `id`, `input` and `max` are what models reach for first.

    Verified by:
        Ruff flake8-builtins A001 (variables, loop targets, definitions) and A002
        (function arguments). Lambda arguments, imports (`from json import loads as
        input`, `from os import open`) and `case` captures are not checked, nor are
        builtins replaced at run time.

    Strict mode:
        Fails every name the code binds outside a class body (variables, loop and
        comprehension targets, `with`/`except` names, `case` captures, imports,
        functions, classes, arguments of functions and lambdas) that is a builtin, and
        builtins replaced at run time (`builtins.max = ...`, `setattr(builtins, 'sum',
        ...)`, `globals()['list'] = ...`, `vars(builtins)['max'] = ...`,
        `globals().update(sum=...)`, `builtins.__dict__.update(...)`, `.setdefault`,
        `globals().__setitem__('list', ...)`, `operator.setitem(globals(), 'list', ...)`,
        and the same on the module itself reached as
        `sys.modules[__name__]`, `sys.modules.get(__name__)` or
        `importlib.import_module(__name__)`: `setattr(...)`, attribute stores, its
        `__dict__` or `vars(...)`; a name that is not a constant fails too, unless the
        code shows every name it may take: a loop over a literal of names, `for name in
        ('DEBUG', 'LEVEL'):` or the keys of a dict literal, `for name, value in
        DEFAULTS.items():`, or a check against one before the write, `if name not in
        _LAZY: raise AttributeError(name)` in a lazy module `__getattr__`; a name with a
        literal prefix or suffix no builtin has, `'COLOR_' + name`, and the name the
        import system hands a module-level `__getattr__`, never rebound nor called by
        the module itself, pass). Methods and
        class attributes, reached through their object, do not count.
    """

    id = "style_9"
    name = "no_builtin_shadowing"
    category = "style"
    description = "Do not name variables or arguments after Python builtins."
    generation_prompt = (
        "Do not name any variable, loop variable, import, function, class or argument "
        "(lambda arguments included) after a Python builtin (for example list, dict, id, "
        "input, max, sum, type); choose descriptive names instead."
    )
    edit_prompt = (
        "Rename every variable, loop variable, import, function, class and argument that "
        "shadows a Python builtin (such as list, dict, id, input, max, sum or type) to a "
        "descriptive name, updating all of its uses."
    )
    ruff_rules = ("A001", "A002")

    strict_is_whole_rule = True

    def strict_violations(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """Every binding of a builtin's name outside class bodies, static or dynamic."""
        found: list[Finding] = []
        for scope in facts.names.scopes:
            if scope.kind == "class":
                continue
            found += [
                (facts.line_of(node), f"`{name}` shadows a builtin")
                for name, node in scope.sites
                if name in _BUILTIN_NAMES
            ]
        return found + _dynamic_bindings(facts)

    def applies_to(self, code: str) -> bool:
        """True when a variable, argument or definition is named like a builtin."""
        tree = parse(code)
        return tree is not None and _shadows_builtin(tree)
