"""error_3: OSError itself, never its aliases."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING, Any

from vibebench.instructions._code_facts import keyed_reads
from vibebench.instructions._references import ReferenceBan
from vibebench.instructions._strict_arguments import parameter_owner, passed_values
from vibebench.instructions._strict_flow import container_reads, loop_targets
from vibebench.instructions._strict_names import UNKNOWN, const_str
from vibebench.instructions._strict_namespaces import chain_owners

if TYPE_CHECKING:
    from vibebench.instructions._strict import Finding, StrictFacts

# OSError, its legacy aliases (what UP024 rewrites) and its common subclasses: code that
# names any of them in an except or raise is handling operating-system errors.
_OS_ERRORS = frozenset(
    {
        "OSError",
        "IOError",
        "EnvironmentError",
        "WindowsError",
        "socket.error",
        "select.error",
        "mmap.error",
        "ssl.socket_error",
        "resource.error",
        "FileNotFoundError",
        "FileExistsError",
        "PermissionError",
        "IsADirectoryError",
        "NotADirectoryError",
        "TimeoutError",
        "ConnectionError",
        "BlockingIOError",
        "InterruptedError",
    },
)


_ALIASES = frozenset(
    {
        "builtins.IOError",
        "builtins.EnvironmentError",
        "builtins.WindowsError",
        "socket.error",
        "select.error",
        "mmap.error",
        "os.error",
        "ssl.socket_error",
        "resource.error",
        "_socket.error",
        "posix.error",
        "nt.error",
        "winreg.error",
        # third-party re-exports of the same objects
        "six.moves.builtins.IOError",
        "six.moves.builtins.EnvironmentError",
        "six.moves.builtins.WindowsError",
        "gevent.socket.error",
        "gevent.select.error",
        "eventlet.green.socket.error",
        "eventlet.green.select.error",
        "pyarrow.ArrowIOError",
        "pyarrow.lib.ArrowIOError",
    },
)
"""What UP024 rewrites to OSError, as the symbol table names them, and every other module
attribute that is OSError itself (`ssl.socket_error`, `resource.error`, and the C modules
behind socket and os, and Windows' `winreg.error`)."""


def _is_alias(name: str) -> bool:
    return name in _ALIASES or name == "builtins.?" or _reexported_alias(name)


def _reexported_alias(name: str) -> bool:
    """`http.client.socket.error`, `requests.adapters.socket.error`: an alias reached
    through any module, standard or third-party, that imports the module holding it (its
    last two parts are one); not a value the code bound or a call made (`local:`, `?`)."""
    parts = name.split(".")
    return (
        len(parts) > 2
        and not name.startswith(("local:", "?"))
        and "(" not in name
        and "[" not in name
        and ".".join(parts[-2:]) in _ALIASES
    )


_SPELLED = frozenset({"IOError", "EnvironmentError", "WindowsError"})
"""The aliases' own names: written in code, they read as the alias whatever the code binds
them to."""
_SPELLED_WORDS = "IOError|EnvironmentError|WindowsError"


def _spelled_aliases(facts: StrictFacts) -> list[Finding]:
    """A read of a name or attribute spelled as a legacy alias (`except IOError:`,
    `errors.EnvironmentError`) that the code binds itself, to OSError or anything else:
    `IOError = OSError`, `from builtins import OSError as EnvironmentError`, a parameter
    `IOError=OSError`, a `case IOError:` capture. Not a class the code defines under that
    name (its own exception, no alias), nor a name it never binds (`try: WindowsError`
    probing whether the builtin exists: the builtin itself, which `references` judges)."""
    found: list[Finding] = []
    if not facts.may_matter(_SPELLED_WORDS):
        return found
    for node in facts.of_type(ast.Name, ast.Attribute):
        spelled = node.id if isinstance(node, ast.Name) else node.attr
        if spelled not in _SPELLED or not isinstance(node.ctx, ast.Load):
            continue
        if isinstance(node, ast.Name) and facts.names.bindings_of(node) is None:
            continue  # not bound by the code: the builtin alias (`references` finds it)
        names = facts.names.names(node)
        if all(_module_member(name, spelled) for name in names):
            continue  # a module's own member of that name (`references` judges it)
        if names and all(n.startswith("local:") and facts.names.is_class(n) for n in names):
            continue
        found.append((facts.line_of(node), f"names `{spelled}`, an alias of OSError by its name"))
    return found


def _keyed_handler_types(facts: StrictFacts) -> list[Finding]:
    """A handler type that is an item looked up by an alias's own name (`except
    self.ns['IOError']:`, `.get('EnvironmentError')`, also through a name bound once to
    it), whatever the mapping: only a namespace holding the alias answers to that key, and
    the resolver does not follow one kept on an attribute."""
    found: list[Finding] = []
    if not facts.may_matter(_SPELLED_WORDS):
        return found
    caught: set[int] = set()
    for handler in facts.of_type(ast.ExceptHandler):
        kinds = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
        caught |= {id(facts.names.only_value(kind)) for kind in kinds if kind is not None}
    for node, _, key in keyed_reads(facts.of_type(ast.Subscript, ast.Call)):
        spelled = const_str(facts.names.only_value(key))
        if id(node) in caught and spelled in _SPELLED:
            found.append((facts.line_of(node), f"catches `{spelled}`, an alias of OSError, "
                          "looked up by its name"))  # fmt: skip
    return found


def _handed_lookups(facts: StrictFacts) -> list[Finding]:
    """A call of the code's own function (or one not known) handed a module and the name of
    its alias member (`_lookup(socket, 'error')`, `fetch(builtins, 'IOError')`): read as the
    lookup such a helper makes (`functools.reduce(getattr, parts[1:], parts[0])`), which the
    resolver does not follow into the helper's body."""
    found: list[Finding] = []
    for call in facts.of_type(ast.Call):
        arguments = [*call.args, *(keyword.value for keyword in call.keywords)]
        if len(arguments) < 2:
            continue
        callee = facts.names.names(call.func)
        if not callee or not all(name.startswith(("local:", "?")) for name in callee):
            continue
        texts = {const_str(facts.names.only_value(argument)) for argument in arguments}
        texts.discard(None)
        if not texts:
            continue
        for argument in arguments:
            hit = next(
                (
                    f"{owner}.{text}"
                    for owner in sorted(facts.names.names(argument))
                    if not owner.startswith(("local:", "?", "const:"))
                    for text in sorted(texts)
                    if _is_alias(f"{owner}.{text}")
                ),
                None,
            )
            if hit is not None:
                found.append((facts.line_of(call), f"hands `{hit.removeprefix('builtins.')}`, "
                              "an alias of OSError, to a lookup by name"))  # fmt: skip
                break
    return found


def _chain_lookups(facts: StrictFacts) -> list[Finding]:
    """An item read from a `collections.ChainMap` over a module's namespace
    (`ChainMap(vars(builtins))['EnvironmentError']`, `.get('IOError')`, also through a
    name bound to it): read as the lookup in each of its maps that it is, which the name
    resolver does not follow; a key not constant over `builtins`' namespace fails closed,
    as a lookup in `builtins` by such a name does."""
    found: list[Finding] = []
    for node, base, key in keyed_reads(facts.of_type(ast.Subscript, ast.Call)):
        name = _chained_alias(facts, base, key)
        if name is not None:
            found.append((facts.line_of(node), f"refers to `{name}`, an alias of OSError"))
    return found


def _chained_alias(facts: StrictFacts, base: ast.expr, key: ast.expr) -> str | None:
    """The alias a lookup by `key` in the maps of the `ChainMap` `base` may give, else
    None (`chain_owners` gives what each map of the chain is, by its index)."""
    modules: set[str] = set()
    for index in range(8):
        picked = ast.Subscript(
            value=ast.Attribute(value=base, attr="maps", ctx=ast.Load()),
            slice=ast.Constant(index),
            ctx=ast.Load(),
        )
        owners = chain_owners(facts, picked)
        if not owners:
            break
        modules |= {
            "builtins" if owner == "builtins" else owner.removesuffix(".__dict__")
            for owner in owners
            if owner == "builtins" or owner.endswith(".__dict__")
        }
    looped = _key_texts(facts, key)
    keys = sorted(looped) if looped is not None else [UNKNOWN]
    for module in sorted(modules):
        for item in keys:
            if item == UNKNOWN and module == "builtins":
                return "builtins.?"
            if item != UNKNOWN and _is_alias(f"{module}.{item}"):
                return f"{module}.{item}".removeprefix("builtins.")
    return None


def _attribute_namespace_lookups(facts: StrictFacts) -> list[Finding]:
    """An item read from a module's namespace kept on an attribute (`self.ns = vars(
    builtins)`, then `self.ns['IO' + 'Error'.strip()]`, `.get(name)`): read as the lookup
    in that namespace it is, which the resolver does not follow through `self` (round 40,
    e3-self-ns-runtime-key). A key naming an alias fails, and so does one not known, in
    `builtins` or a module holding an alias, where the item is used as an exception type
    (`_type_uses`; not `self.ns[name](*args)`, a toy interpreter's call). A key that can
    name nothing (a slice, `...`, a constant that is no text) is no lookup by name."""
    found: list[Finding] = []
    if not facts.mentions("vars", "__dict__"):
        return found
    stored = facts.names.attribute_values
    for node, base, key in keyed_reads(facts.of_type(ast.Subscript, ast.Call)):
        if not isinstance(base, ast.Attribute) or base.attr not in stored:
            continue
        modules = {
            name.removesuffix(".__dict__")
            for value in stored[base.attr]
            for name in facts.names.names(value)
            if name.endswith(".__dict__") and not name.startswith(("local:", "?"))
        }
        if not modules or _no_name(key):
            continue
        texts = _key_texts(facts, key)
        if texts is None and id(node) not in facts.derived(_type_uses):
            continue  # a key not known, the item called or kept but not as an exception type
        for module in sorted(modules):
            if texts is None and any(alias.startswith(f"{module}.") for alias in _ALIASES):
                hit = f"{module}.?"
            else:
                hit = next((f"{module}.{t}" for t in sorted(texts or ()) if _is_alias(
                    f"{module}.{t}")), None)  # fmt: skip
            if hit is not None:
                short = hit.removeprefix("builtins.")
                what = f"a name not known in `{module}`" if short.endswith("?") else f"`{short}`"
                found.append((facts.line_of(node), f"looks up {what} (an alias of OSError "
                              "may be meant) in a namespace kept on an attribute"))  # fmt: skip
                break
    return found


def _no_name(key: ast.expr) -> bool:
    """A key that names no member: a slice, `...` or a constant that is no text."""
    return isinstance(key, ast.Slice) or (
        isinstance(key, ast.Constant) and not isinstance(key.value, str)
    )


_TYPE_CALLS = frozenset({"builtins.isinstance", "builtins.issubclass"})
_FILLS = frozenset({"append", "extend", "add", "insert", "appendleft", "update", "setdefault"})


def _type_uses(facts: StrictFacts) -> frozenset[int]:
    """Ids of the values used as an exception type (an `except` clause's type, the
    classes `isinstance`/`issubclass` test, what a `raise` raises or chains), followed
    back through tuples and lists, calls and their arguments, subscripts, and the names and
    attributes bound (or filled by `append` and its kin) to what ends there, and a
    function's returns when its name does (`self.errors = (self.ns[key],)`, then `except
    self.errors:`)."""
    roots: list[ast.expr] = [h.type for h in facts.of_type(ast.ExceptHandler) if h.type]
    roots += [x for node in facts.of_type(ast.Raise) for x in (node.exc, node.cause) if x]
    flows: list[tuple[set[str], list[ast.expr]]] = []
    for call in facts.of_type(ast.Call):
        if len(call.args) > 1 and facts.names.names(call.func) & _TYPE_CALLS:
            roots.append(call.args[1])
        if isinstance(call.func, ast.Attribute) and call.func.attr in _FILLS:
            flows.append((_keys(call.func.value), [*call.args, *(k.value for k in call.keywords)]))
    for node in facts.of_type(ast.Assign, ast.AnnAssign, ast.AugAssign, ast.NamedExpr):
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        if node.value is not None:
            flows.append((set().union(*(_keys(t) for t in targets)), [node.value]))
    for define in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef):
        returned = [n.value for n in ast.walk(define) if isinstance(n, ast.Return) and n.value]
        flows.append(({define.name, f".{define.name}"}, returned))
    seen = {id(part) for root in roots for part in _heads(root)}
    wanted = set().union(*(_keys(root) for root in roots)) if roots else set()
    while True:
        hit = [values for targets, values in flows if targets & wanted]
        flows = [flow for flow in flows if not flow[0] & wanted]
        if not hit:
            return frozenset(seen)
        for value in (v for values in hit for v in values):
            seen |= {id(part) for part in _heads(value)}
            wanted |= _keys(value)


def _heads(node: ast.expr) -> list[ast.expr]:
    """`node` and what its value is made of or picked from: the items of a tuple, list or
    set, a starred or subscripted value, a call's function and arguments, the sides of
    `if`/`else` and `or`/`and`."""
    found: list[ast.expr] = []
    stack = [node]
    while stack:
        current = stack.pop()
        found.append(current)
        if isinstance(current, ast.Tuple | ast.List | ast.Set):
            stack += current.elts
        elif isinstance(current, ast.Starred | ast.Subscript | ast.NamedExpr):
            stack.append(current.value)
        elif isinstance(current, ast.Call):
            stack += [current.func, *current.args, *(k.value for k in current.keywords)]
        elif isinstance(current, ast.IfExp):
            stack += [current.body, current.orelse]
        elif isinstance(current, ast.BoolOp):
            stack += current.values
    return found


def _keys(node: ast.expr) -> set[str]:
    """The names (`errors`) and attributes (`.errors`) among `_heads(node)`."""
    return {
        part.id if isinstance(part, ast.Name) else f".{part.attr}"
        for part in _heads(node)
        if isinstance(part, ast.Name | ast.Attribute)
    }


_KEYED_FUNCTIONS = frozenset(
    {"builtins.getattr", "inspect.getattr_static", "operator.getitem", "operator.__getitem__"}
)
"""Functions looking a member up by the name their second argument gives."""
_KEYED_METHODS = frozenset({"get", "__getitem__", "pop", "setdefault", "__getattribute__"})
"""Methods looking an item up by the name their first argument gives."""


def _known_lookups(facts: StrictFacts) -> frozenset[int]:
    """id() of the lookups by name in a namespace the code knows (`vars(builtins)[name]`,
    `getattr(socket, name, None)`, `.get(name)`) whose every name is known (`_key_texts`)
    and none an alias, and of the names bound only to such a lookup (`option =
    getattr(socket, name, None)`, then `if option is None:`): each member the lookup may
    give is known, so it is no lookup by a name not known (which may be any member)."""
    skipped: set[int] = set()
    for node in facts.of_type(ast.Subscript, ast.Call):
        if isinstance(node, ast.Subscript):
            key = node.slice
        elif facts.names.names(node.func) & _KEYED_FUNCTIONS and len(node.args) > 1:
            key = node.args[1]
        elif (
            isinstance(node.func, ast.Attribute) and node.func.attr in _KEYED_METHODS and node.args
        ):
            key = node.args[0]
        else:
            continue
        names = facts.names.names(node)
        picks = [name for name in names if _picks_by_key(name)]
        texts = _key_texts(facts, key) if picks else None
        if texts is None:
            continue
        picked = {name.removesuffix(UNKNOWN) + text for name in picks for text in texts}
        if not any(map(_is_alias, picked | (names - set(picks)))):
            skipped.add(id(node))
    for node in facts.of_type(ast.Name):
        if isinstance(node.ctx, ast.Load) and _bound_to(facts, node, skipped, set()):
            skipped.add(id(node))
    return frozenset(skipped)


def _picks_by_key(name: str) -> bool:
    """Whether `name` (`socket.?`) is a member a key picks of a holder known in full (not
    `?.?`, `os.?.?`: a holder not known, whose members no reference reads as an alias)."""
    base, _, member = name.rpartition(".")
    return member == UNKNOWN and UNKNOWN not in base.split(".")


def _bound_to(facts: StrictFacts, node: ast.Name, lookups: set[int], seen: set[int]) -> bool:
    """Whether a read of a name sees only values that are such lookups (or such names)."""
    bindings = facts.names.bindings_of(node) or []
    seen.add(id(node))
    return bool(bindings) and all(
        kind == "expr"
        and (
            id(value) in lookups
            or (
                isinstance(value, ast.Name)
                and id(value) not in seen
                and _bound_to(facts, value, lookups, seen)
            )
        )
        for kind, value in bindings
    )


def _key_texts(
    facts: StrictFacts, key: ast.expr, seen: frozenset[tuple[int, str]] = frozenset()
) -> frozenset[str] | None:
    """The names a lookup's key may be, when each is known (else None): a string the
    symbol table knows (`texts`), a loop variable over a literal (`_loop_texts`), or a
    parameter, by its default and what each of the module's calls passes it (unknown for a
    function it never calls: a caller elsewhere may pass any name; not a string: no name);
    `seen` stops a parameter handed to itself."""
    texts = facts.names.texts(key)
    if texts is not None or not isinstance(key, ast.Name):
        return texts
    bindings = facts.names.bindings_of(key) or []
    if bindings and all(kind == "element" for kind, _ in bindings):
        return _loop_texts(facts, key, bindings)
    function = parameter_owner(facts, key)
    mark = (id(function), key.id)
    if not bindings or any(kind not in {"param", "str"} for kind, _ in bindings):
        return None
    values = None if function is None or mark in seen else passed_values(facts, function, key.id)
    if not values:
        return None  # (a function the module never calls: a caller elsewhere may pass any)
    found: set[str] = set()
    for value in values if values is not None else [None]:
        if isinstance(value, ast.Constant) and not isinstance(value.value, str):
            continue  # (getattr with no string raises)
        given = None if value is None else _key_texts(facts, value, seen | {mark})
        if given is None:
            return None
        found |= given
    return frozenset(found)


def _loop_texts(
    facts: StrictFacts, key: ast.Name, bindings: list[tuple[str, object]]
) -> frozenset[str] | None:
    """The strings a loop variable may be when every loop binding it runs over a literal
    of constant strings (a tuple, list, set or dict's keys, written there or through a name
    bound once to one that the code only reads: `_only_read`), or over the `keys()`,
    `values()` or `items()` of such a dict (`for name, value in OPTIONS.items()`), or over
    a literal of tuples the loop unpacks, else None."""
    targets = facts.derived(loop_targets)
    texts: set[str] = set()
    for _, iterated in bindings:
        target = targets.get(id(iterated))
        rows = _loop_rows(facts, iterated) if isinstance(iterated, ast.expr) else None
        if target is None or rows is None:
            return None
        for row in rows:
            text = _row_text(facts, row, target, key.id)
            if text is None:
                return None
            texts |= text
    return frozenset(texts)


def _loop_rows(facts: StrictFacts, iterated: ast.expr) -> list[ast.expr | list[ast.expr]] | None:
    """What a loop over `iterated` yields, each an expression or a pair (an `items()`
    entry), when it iterates a literal (`_literal`), else None."""
    method = None
    if isinstance(iterated, ast.Call) and isinstance(iterated.func, ast.Attribute):
        method = iterated.func.attr if not iterated.args and not iterated.keywords else ""
        iterated = iterated.func.value
    container = _literal(facts, iterated)
    if isinstance(container, ast.Dict):
        if None in container.keys:
            return None  # (a `**spread`)
        pairs = [[k, v] for k, v in zip(container.keys, container.values, strict=True)]
        rows = {None: container.keys, "keys": container.keys, "values": container.values}
        return pairs if method == "items" else rows.get(method)  # type: ignore[return-value]
    return list(container.elts) if container is not None and method is None else None  # type: ignore[attr-defined]


def _row_text(
    facts: StrictFacts, row: ast.expr | list[ast.expr], target: ast.expr, name: str
) -> frozenset[str] | None:
    """The strings `name` in a loop's target takes from one row the loop yields."""
    if isinstance(target, ast.Name):
        return facts.names.texts(row) if isinstance(row, ast.expr) else None
    parts = row.elts if isinstance(row, ast.Tuple | ast.List) else row
    names = target.elts if isinstance(target, ast.Tuple | ast.List) else []
    if (
        not isinstance(parts, list)
        or len(parts) != len(names)
        or any(isinstance(part, ast.Starred) for part in parts)
    ):
        return None
    found = [
        facts.names.texts(part)
        for part, held in zip(parts, names, strict=True)
        if isinstance(held, ast.Name) and held.id == name
    ]
    return found[0] if len(found) == 1 else None


def _literal(facts: StrictFacts, node: ast.expr) -> ast.expr | None:
    """The tuple, list, set or dict display `node` is, written there or through a name
    bound once to it (a list, set or dict only when the code only reads it: `_only_read`)."""
    if isinstance(node, ast.Tuple | ast.List | ast.Set | ast.Dict):
        return node
    bindings = (facts.names.bindings_of(node) if isinstance(node, ast.Name) else None) or []
    value = bindings[0][1] if len(bindings) == 1 and bindings[0][0] == "expr" else None
    if isinstance(value, ast.Tuple) or (
        isinstance(value, ast.List | ast.Set | ast.Dict) and _only_read(facts, node, value)
    ):
        return value
    return None


def _only_read(facts: StrictFacts, node: ast.Name, value: ast.expr) -> bool:
    """Whether every read of the name `node` bound to `value` only reads it
    (`container_reads`: iterated, subscripted, tested with `in`, a reading method called
    on it; nothing fills it later: `OPTIONS['error'] = ...`, `.update()`, handed on)."""
    tables = facts.derived(container_reads)
    return all(
        id(read) in tables.plain
        for read in tables.reads.get(node.id, ())
        if any(bound is value for _, bound in facts.names.bindings_of(read) or [])
    )


def _module_member(name: str, spelled: str) -> bool:
    """`builtins.IOError`, `socket.IOError`: a module's member of that name, not a value the
    code bound (`local:...`, `?`, `builtins.OSError`, a member of an object a call made:
    `types.SimpleNamespace(IOError=OSError).IOError`)."""
    return (
        name.endswith(f".{spelled}")
        and not name.startswith(("local:", "?"))
        and "(" not in name
        and "[" not in name
    )


def _exception_names(tree: ast.AST) -> set[str]:
    """Names of the exception types in except clauses and raise statements."""
    found: set[str] = set()
    for node in ast.walk(tree):
        target: ast.expr | None = None
        if isinstance(node, ast.ExceptHandler):
            target = node.type
        elif isinstance(node, ast.Raise):
            target = node.exc.func if isinstance(node.exc, ast.Call) else node.exc
        if target is None:
            continue
        elements = target.elts if isinstance(target, ast.Tuple) else [target]
        found.update(ast.unparse(element) for element in elements)
    return found


def _handles_os_errors(tree: ast.Module) -> bool:
    """True when the code catches or raises OSError, an alias or an OSError subclass."""
    return bool(_exception_names(tree) & _OS_ERRORS)


class OsErrorAlias(ReferenceBan):
    """Name OSError itself rather than one of its old aliases.

    What it asks:
        Exception handling uses `OSError` (or one of its real subclasses such as
        `FileNotFoundError`), never the legacy aliases `IOError`, `EnvironmentError`,
        `WindowsError`, `socket.error`, `select.error` or `mmap.error`.

    Why:
        Since Python 3.3 those names are plain aliases of OSError kept for
        compatibility; using them suggests a distinction that no longer exists. It is
        the paper's error_3.

    Verified by:
        Ruff UP024 (os-error-alias) with Ruff's target version the running Python's, in
        except clauses and raise statements alike, where the alias is written out by name.

    Strict mode:
        Fails any reference to an alias (`os.error`, `ssl.socket_error`, `resource.error`,
        `_socket.error`, `posix.error`, `nt.error` and `winreg.error` too), wherever it appears and
        however it is reached: through a variable (`ERRORS = (IOError, ValueError)`), a
        re-export (`from socket import error as net_error`, `shutil.os.error`, an alias
        through any module's import of its module, standard or third-party:
        `http.client.socket.error`, `requests.adapters.socket.error`, or a known
        third-party re-export: `gevent.socket.error`, `gevent.select.error`,
        `eventlet.green.socket.error`, `eventlet.green.select.error`,
        `six.moves.builtins.IOError`, pyarrow's `ArrowIOError`),
        `getattr(builtins,
        'IOError')`, a lookup of a module member by name (`operator.attrgetter('IOError')
        (builtins)`, `socket.__dict__.get('error')`, `socket.__getattribute__('error')`,
        `pkgutil.resolve_name('socket:error')`, `pydoc.resolve`, logging.config's
        configurators' `resolve`/`ext_convert`/`convert('ext://...')`, a constant pickle naming
        it or an unpickler's `find_class`), a name for any of these built of strings bound
        to constants (`pydoc.locate(_PLACE + '.error')`, `f'{_PLACE}.error'`, `'%s.error' %
        _PLACE`, `'.'.join(...)`, `.format`), a lookup made through another call
        (`functools.partial(getattr, builtins)('IOError')`, `operator.call(getattr, ...)`,
        `map(getattr, ...)`, `operator.methodcaller`), or a lookup in `builtins` (or in a
        module holding an alias: `getattr(socket, name)`) whose name is not known (also
        through a frame's `f_builtins`). A key is read as the strings it may be: a loop
        variable over a literal of strings, a dict's keys, `values()` or `items()`, or a
        literal of tuples it unpacks (written there, or through a name bound once to it that
        the code only reads: iterates, subscripts, tests with `in`), and a parameter as its
        default and what the module's calls pass it (unknown, for a function it never
        calls: a caller it does not show may pass any name); such a lookup, and a name
        bound only to it, passes when none of those strings is an alias (`{name:
        vars(builtins)[name] for name in SAFE_NAMES}`, `for name, value in
        OPTIONS.items(): option = getattr(socket, name, None)`, `optional(os,
        'sched_getaffinity')` with `def optional(module, name): return getattr(module,
        name, None)`). Also fails a read of a
        name or attribute spelled `IOError`, `EnvironmentError` or `WindowsError` that the code
        binds itself, to OSError or anything else (`IOError = OSError`, `from builtins import
        OSError as EnvironmentError`, a parameter `IOError=OSError`, a `case IOError:` capture,
        `SimpleNamespace(IOError=OSError).IOError`): the alias written by its name; not a class
        the code defines under that name. An item read from a `collections.ChainMap` the
        code makes over a module's namespace (`ChainMap(vars(builtins))['EnvironmentError']`,
        `.get('IOError')`, also through a name bound to it) is read as the lookup in each of
        its maps, and one over `builtins`' namespace by a key not constant fails.

        A handler type that is an item looked up by an alias's own name, in any mapping
        (`except self.ns['IOError']:`, `.get('EnvironmentError')`, also through a name bound
        once to such an item), fails too, and so does a call of the code's own function (or
        one not known) handed a module and the name of its alias member as arguments
        (`_lookup(socket, 'error')` with `def _lookup(*parts): return functools.reduce(
        getattr, parts[1:], parts[0])`): read as the lookup such a helper makes. An item read
        from a module's namespace kept on an attribute (`self.ns = vars(builtins)`, also
        `socket.__dict__`; then `self.ns[key]`, `.get(key)`) is read as the lookup in that
        namespace: a key naming an alias fails, and so does one not known
        (`self.ns['IO' + 'Error'.strip()]`) in `builtins` or a module holding an alias
        where the item is used as an exception type (in an `except` clause, `isinstance`,
        `issubclass` or a `raise`, also through the names, attributes, containers and
        returns it reaches there: `self.errors = (self.ns[key],)`, then `except
        self.errors:`); a key that names nothing (a slice, `...`, a constant that is no
        text) is no lookup.

        Still possible: another third-party package's alias of OSError the list above does
        not name (strict mode reads no third-party code), and a namespace stored on an
        attribute otherwise than by `vars(...)` or `.__dict__` assigned to it (a `ChainMap`
        over it on `self`, one handed through a container or a call): the resolver follows
        no namespace stored on `self`; and an item of a namespace on an attribute looked up
        by a key not known that reaches an exception type otherwise than through those
        (handed to a function that uses its parameter as one, a `for` loop's variable).
    """

    id = "error_3"
    name = "os_error_alias"
    category = "error"
    description = "Use OSError instead of its legacy aliases."
    generation_prompt = (
        "Where the code deals with operating-system errors, use `OSError` itself and never "
        "its legacy aliases such as `IOError` or `EnvironmentError`."
    )
    edit_prompt = (
        "Replace every legacy alias of `OSError` (`IOError`, `EnvironmentError`, "
        "`socket.error`, ...) with `OSError` itself."
    )
    ruff_rules = ("UP024",)
    strict_words = r"IOError|EnvironmentError|WindowsError|\berror\b|socket_error"

    banned = staticmethod(_is_alias)

    def strict_violations(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """Every reference to an alias, by any route, and every read of a name spelled as
        one that the code binds itself."""
        found = [*super().strict_violations(facts, params), *_spelled_aliases(facts)]
        found += _keyed_handler_types(facts) + _handed_lookups(facts)
        found += _attribute_namespace_lookups(facts)
        return found + (_chain_lookups(facts) if "ChainMap" in facts.code else [])

    def not_uses(self, facts: StrictFacts) -> frozenset[int]:
        """Lookups by a loop variable over a literal of strings, none an alias."""
        return _known_lookups(facts)

    ban_message = "refers to `{short}`, an alias of OSError"
    touches = staticmethod(_handles_os_errors)
