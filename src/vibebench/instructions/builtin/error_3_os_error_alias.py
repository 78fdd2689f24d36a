"""error_3: OSError itself, never its aliases."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING, Any

from vibebench.instructions._code_facts import keyed_reads
from vibebench.instructions._references import ReferenceBan
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
    looped = _loop_texts(facts, key)
    keys = sorted(looped) if looped else facts.names.member_names(key)
    for module in sorted(modules):
        for item in keys:
            if item == UNKNOWN and module == "builtins":
                return "builtins.?"
            if item != UNKNOWN and _is_alias(f"{module}.{item}"):
                return f"{module}.{item}".removeprefix("builtins.")
    return None


_KEYED_FUNCTIONS = frozenset(
    {"builtins.getattr", "inspect.getattr_static", "operator.getitem", "operator.__getitem__"}
)
"""Functions looking a member up by the name their second argument gives."""
_KEYED_METHODS = frozenset({"get", "__getitem__", "pop", "setdefault", "__getattribute__"})
"""Methods looking an item up by the name their first argument gives."""


def _looped_lookups(facts: StrictFacts) -> frozenset[int]:
    """id() of the lookups in a namespace the code knows (`vars(builtins)[name]`,
    `getattr(builtins, name)`, `.get(name)`) by a loop variable running over a literal of
    strings (`for name in ('abs', 'len')`, also through a name bound once to a tuple of
    them) none of which is an alias: each name the lookup may take is known, so it is no
    lookup by a name not known (which fails closed)."""
    skipped: set[int] = set()
    for node in facts.of_type(ast.Subscript, ast.Call):
        if isinstance(node, ast.Subscript):
            holder, key = node.value, node.slice
        elif facts.names.names(node.func) & _KEYED_FUNCTIONS and len(node.args) > 1:
            holder, key = node.args[0], node.args[1]
        elif (
            isinstance(node.func, ast.Attribute) and node.func.attr in _KEYED_METHODS and node.args
        ):
            holder, key = node.func.value, node.args[0]
        else:
            continue
        texts = _loop_texts(facts, key)
        if not texts or any(UNKNOWN in name.split(".") for name in facts.names.names(holder)):
            continue  # (a `?` of the holder's would be no pick of the key's)
        suffix = f".{UNKNOWN}"
        names = facts.names.names(node)
        picked = {
            name.removesuffix(UNKNOWN) + text if name.endswith(suffix) else name
            for name in names
            for text in texts
        }
        if any(name.endswith(suffix) for name in names) and not any(map(_is_alias, picked)):
            skipped.add(id(node))
    return frozenset(skipped)


def _loop_texts(facts: StrictFacts, key: ast.expr) -> frozenset[str] | None:
    """The strings a loop variable may be when every loop binding it runs over a literal
    tuple, list or set of constant strings, written there or through a name bound once to
    a tuple of them (a list or set bound to a name may be filled later), else None."""
    bindings = facts.names.bindings_of(key) if isinstance(key, ast.Name) else None
    texts: set[str] = set()
    for kind, value in bindings or [("unknown", None)]:
        container = value
        if isinstance(container, ast.Name):
            once = facts.names.bindings_of(container) or []
            bound = once[0][1] if len(once) == 1 and once[0][0] == "expr" else None
            container = bound if isinstance(bound, ast.Tuple) else None
        if kind != "element" or not isinstance(container, ast.Tuple | ast.List | ast.Set):
            return None
        for element in container.elts:
            text = const_str(element)
            if text is None:
                return None
            texts.add(text)
    return frozenset(texts)


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
        `map(getattr, ...)`, `operator.methodcaller`), or a lookup in `builtins` whose
        name is not a constant (also through a frame's `f_builtins`; a loop variable over a
        literal tuple, list or set of strings, or over a name bound once to a tuple of them,
        is read as those strings: `{name: vars(builtins)[name] for name in SAFE_NAMES}`
        passes when none is an alias). Also fails a read of a
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
        once to such an item), fails too.

        Still possible: another third-party package's alias of OSError the list above does
        not name (strict mode reads no third-party code), and a lookup in a namespace kept
        on an attribute used other than as a handler type by that name (`self.ns = vars(
        builtins)`, then `errors = (self.ns[name],)` with a key built at run time, or a
        `ChainMap` over it on `self`): the resolver follows no namespace stored on `self`.
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
        found += _keyed_handler_types(facts)
        return found + (_chain_lookups(facts) if "ChainMap" in facts.code else [])

    def not_uses(self, facts: StrictFacts) -> frozenset[int]:
        """Lookups by a loop variable over a literal of strings, none an alias."""
        return _looped_lookups(facts)

    ban_message = "refers to `{short}`, an alias of OSError"
    touches = staticmethod(_handles_os_errors)
