"""error_3: OSError itself, never its aliases."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING, Any

from vibebench.instructions._references import ReferenceBan

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
        `six.moves.builtins.IOError`),
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
        name is not a constant (also through a frame's `f_builtins`). Also fails a read of a
        name or attribute spelled `IOError`, `EnvironmentError` or `WindowsError` that the code
        binds itself, to OSError or anything else (`IOError = OSError`, `from builtins import
        OSError as EnvironmentError`, a parameter `IOError=OSError`, a `case IOError:` capture,
        `SimpleNamespace(IOError=OSError).IOError`): the alias written by its name; not a class
        the code defines under that name.
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
        return [*super().strict_violations(facts, params), *_spelled_aliases(facts)]

    ban_message = "refers to `{short}`, an alias of OSError"
    touches = staticmethod(_handles_os_errors)
