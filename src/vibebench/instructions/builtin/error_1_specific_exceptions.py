"""error_1: never a bare except or a blind `except Exception`."""

from __future__ import annotations

import ast
from typing import Any

from vibebench.instructions._base import Instruction
from vibebench.instructions._code_facts import except_handlers, parse
from vibebench.instructions._strict import Finding, StrictFacts
from vibebench.instructions._strict_flow import own_walk
from vibebench.instructions._strict_names import UNKNOWN

_BLIND = frozenset({"Exception", "BaseException", "builtins.Exception", "builtins.BaseException"})


def _catches_blindly(handler: ast.ExceptHandler) -> bool:
    """Whether a handler is bare or names Exception/BaseException (alone or in a tuple)."""
    if handler.type is None:
        return True
    names = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
    return any(ast.unparse(name) in _BLIND for name in names)


_BLIND_NAMES = frozenset({"builtins.Exception", "builtins.BaseException"})
_RUNTIME_PARTS = (".__mro__", ".__base__", ".__bases__", ".__class__", ".__subclasses__")


def _runtime_only(name: str) -> bool:
    """A handler type only known when the code runs (a call, an index, a parameter)."""
    return (
        name == UNKNOWN
        or name.startswith(f"{UNKNOWN}.")
        or name.endswith(("()", "[]"))
        or any(part in name for part in _RUNTIME_PARTS)
    )


def _hides_nothing(handler: ast.ExceptHandler) -> bool:
    """Ruff's exemption: the handler re-raises (`raise`, `raise err`, or a new exception
    `from err`), or logs the exception with its traceback."""
    for node in (item for statement in handler.body for item in (statement, *own_walk(statement))):
        if isinstance(node, ast.Raise) and (
            node.exc is None
            or _names_caught(node.exc, handler)
            or _names_caught(node.cause, handler)
        ):
            return True
        if isinstance(node, ast.Call) and (
            (isinstance(node.func, ast.Attribute) and node.func.attr == "exception")
            or any(keyword.arg == "exc_info" for keyword in node.keywords)
        ):
            return True
    return False


def _names_caught(node: ast.expr | None, handler: ast.ExceptHandler) -> bool:
    return isinstance(node, ast.Name) and handler.name is not None and node.id == handler.name


def _blind_suppress(facts: StrictFacts) -> list[Finding]:
    """`contextlib.suppress(Exception)`: a blind `except: pass` written as a context manager."""
    found: list[Finding] = []
    for call in facts.of_type(ast.Call):
        if "contextlib.suppress" not in facts.names.names(call.func):
            continue
        if any(facts.names.names(arg) & _BLIND_NAMES for arg in call.args):
            found.append((facts.line_of(call), "suppresses every exception"))
    return found


class SpecificExceptions(Instruction):
    """Catch only the exceptions you expect.

    What it asks:
        Every `except` clause names the specific exception types it can handle: no bare
        `except:` and no `except Exception` / `except BaseException` that swallows
        whatever happens.

    Why:
        A blind handler hides bugs (a typo's NameError looks like a handled failure) and
        even catches KeyboardInterrupt when bare. Models reach for it to make code look
        robust.

    Verified by:
        Ruff E722 (bare except) and BLE001 (blind except). As in Ruff, a broad handler
        that re-raises the exception (`raise`, `raise err`, or a new one `from err`) or
        logs it with its traceback is accepted, because it hides nothing. Ruff reads the
        handler's names as written, so `CATCH_ALL = Exception` or `ERRORS = (ValueError,
        Exception)` then `except CATCH_ALL:` pass.

    Strict mode:
        Resolves what each handler catches through variables, tuples, containers and
        `builtins`/`getattr` lookups, and fails a handler that may catch `Exception`
        or `BaseException` (with Ruff's exemption for handlers that re-raise or log
        with the traceback), a handler whose types are only known at run time (a
        parameter, a call such as `type(err)`, an index, `__mro__`/`__bases__`), and
        `contextlib.suppress(Exception)`. Still possible: a long tuple of specific
        types that together catch almost everything.
    """

    id = "error_1"
    name = "specific_exceptions"
    category = "error"
    description = "Catch specific exception types instead of bare or blind handlers."
    generation_prompt = (
        "Catch only specific exception types: never write a bare `except:` or catch "
        "`Exception` or `BaseException` as a whole, unless the handler re-raises the "
        "exception or logs it with its traceback."
    )
    edit_prompt = (
        "Replace every bare `except:` and every `except Exception` or `except "
        "BaseException` with handlers for the specific exceptions the code can raise."
    )
    ruff_rules = ("E722", "BLE001")
    strict_words = "except|suppress"

    def strict_violations(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """Handlers that may catch everything, by whatever name, and blind suppress()."""
        found = _blind_suppress(facts)
        for handler in facts.of_type(ast.ExceptHandler):
            if handler.type is None or _hides_nothing(handler):
                continue
            names = facts.names.names(handler.type)
            blind = sorted(names & _BLIND_NAMES)
            if blind:
                message = f"catches `{blind[0].removeprefix('builtins.')}` through a name"
                found.append((facts.line_of(handler), message))
            elif any(map(_runtime_only, names)):
                message = "catches exception types only known at run time"
                found.append((facts.line_of(handler), message))
        return found

    def applies_to(self, code: str) -> bool:
        """True when some handler is bare or catches Exception/BaseException."""
        tree = parse(code)
        return tree is not None and any(_catches_blindly(h) for h in except_handlers(tree))
