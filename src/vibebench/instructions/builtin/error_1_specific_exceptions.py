"""error_1: never a bare except or a blind `except Exception`."""

from __future__ import annotations

import ast
import builtins
import inspect
import math
import types
from collections.abc import Callable, Iterator
from typing import Any

from vibebench.instructions._base import Instruction
from vibebench.instructions._code_facts import LOOPS, TRY_NODES, except_handlers, parse
from vibebench.instructions._strict import Finding, StrictFacts
from vibebench.instructions._strict_arguments import (
    calls_of,
    only_parameter_of,
    parameter_owner,
    passed_values,
)
from vibebench.instructions._strict_calls import is_self, viewed
from vibebench.instructions._strict_classes import class_model, sets_attributes_by_name
from vibebench.instructions._strict_flow import (
    EXIT_CALLS,
    always_exits,
    comparison_truth,
    lineage_of,
    number_span,
    own_walk,
    truth_of,
)
from vibebench.instructions._strict_names import UNKNOWN, const_str
from vibebench.instructions._strict_scopes import names_bound
from vibebench.instructions.builtin.logic_1_cyclomatic_complexity import (
    kinds_may_catch,
    named_kinds,
    raised_kinds,
    swallowed_kinds,
)

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


_FAMILIES = frozenset(
    kind for kind in Exception.__subclasses__() if getattr(builtins, kind.__name__, None) is kind
)
"""The built-in exception families: the direct subclasses of `Exception` (20 on 3.11)."""
_MOST_FAMILIES = 10
"""Half the families (20 on 3.11): a handler naming types of this many catches nearly
anything the code may raise, a blind `except Exception` spelled out (honest handlers name
two or three)."""


def _families(names: frozenset[str]) -> set[type]:
    """The built-in exception families the named builtin types belong to (`KeyError` and
    `IndexError` are both `LookupError`'s)."""
    found: set[type] = set()
    for name in names:
        kind = getattr(builtins, name.removeprefix("builtins."), None)
        if name.startswith("builtins.") and isinstance(kind, type):
            found |= _FAMILIES.intersection(kind.__mro__)
    return found


def _blind_by_type(handler: ast.ExceptHandler, kind: ast.expr, facts: StrictFacts) -> str | None:
    """Why a handler that hides what it catches catches blindly by its type, or None:
    `Exception` by any name, a type only known at run time, or most built-in families."""
    names = _caught(kind, facts, 0)
    blind = sorted(names & _BLIND_NAMES)
    if blind:
        caught = blind[0].removeprefix("builtins.")
        how = (
            "and re-raises or logs it only in code that never runs or for a few kinds "
            "(`isinstance`), or a `finally` or `suppress` cancels its re-raise (or logs without "
            "traceback, or to a muted logger, or exits reporting success)"
        )
        written = _catches_blindly(handler)
        return f"catches `{caught}` {how if written else 'through a name'}"
    if any(map(_runtime_only, names)):
        return "catches exception types only known at run time"
    if len(names) >= _MOST_FAMILIES and len(_families(names)) >= _MOST_FAMILIES:
        return "catches most built-in exception families at once, a blind handler"
    return None


def _hides_nothing(handler: ast.ExceptHandler, facts: StrictFacts) -> bool:
    """Ruff's exemption: the handler re-raises (`raise`, `raise err`, or a new exception
    `from err`), or logs the exception with its traceback, in code that may run for every
    kind it catches (not only under `isinstance`), and, for the re-raise, that no
    `finally` cancels."""
    partial = _partial_nodes(handler, facts)
    cancelled = facts.derived(_cancelled_raises) | partial | _suppressed_raises(handler, facts)
    for node in _live(handler.body, facts):
        if (
            isinstance(node, ast.Raise)
            and id(node) not in cancelled
            and (
                node.exc is None
                or _names_caught(node.exc, handler)
                or _names_caught(node.cause, handler)
            )
            and not _exits_quietly(node.exc, facts)
        ):
            return True
        if isinstance(node, ast.Call) and id(node) not in partial and _logs_traceback(node, facts):
            return True
    return False


_QUIET_STATUSES = (None, 0, False)
"""Exit statuses that report success: the process ends as if nothing had failed."""
_STATUS_SETTERS = ("__init__", "__new__", "code")
_QUIET_STATUS_NAMES = frozenset({"os.EX_OK", "posix.EX_OK"})
"""Standard constants for the status 0 (`os.EX_OK`)."""


def _exits_quietly(exc: ast.expr | None, facts: StrictFacts) -> bool:
    """`raise SystemExit from err`, `raise SystemExit(0) from err` (a module subclass too, or
    a name bound once to such an exception): the interpreter ends reporting success and shows
    neither the exception nor its cause, so the re-raise swallows what was caught. A status
    that reports failure (`SystemExit(1)`, `SystemExit(str(err))`) does not."""
    if exc is None or not facts.may_matter("Exit"):
        return False
    exc = facts.names.only_value(exc)
    target = exc.func if isinstance(exc, ast.Call) else exc
    names = [name.removesuffix("()") for name in facts.names.names(target)]
    lineage = lineage_of(names, facts, unknown=UNKNOWN)
    if "builtins.SystemExit" not in lineage or UNKNOWN in lineage:
        return False
    local = {name.removeprefix("local:") for name in lineage if name.startswith("local:")}
    for cls in facts.of_type(ast.ClassDef):
        if cls.name in local and any(
            (isinstance(node, ast.Attribute) and node.attr == "code")
            or any(name in _STATUS_SETTERS for name in names_bound(node))
            for node in ast.walk(cls)
        ):
            return False  # a status its own constructor or methods may set
    if not isinstance(exc, ast.Call):
        return True
    if exc.keywords or len(exc.args) > 1:
        return False
    if not exc.args:
        return True
    if facts.names.names(exc.args[0]) & _QUIET_STATUS_NAMES:
        return True
    status = facts.names.only_value(exc.args[0])
    return isinstance(status, ast.Constant) and any(
        type(status.value) is type(quiet) and status.value == quiet for quiet in _QUIET_STATUSES
    )


def _partial_nodes(handler: ast.ExceptHandler, facts: StrictFacts) -> frozenset[int]:
    """The `raise` statements and calls of a handler that run for only a few kinds of what
    it caught, the rest swallowed: those under `if isinstance(err, (KeyboardInterrupt,
    SystemExit)):` (specific kinds), or in its `else` when the kinds are `Exception` itself
    (`if not isinstance(err, Exception): raise`), and the mirror cases for `not
    isinstance`."""
    if handler.name is None or not facts.may_matter(
        r"isinstance|\btype\b|__class__|getattr|hasattr|\bvars\b|__dict__|\b(str|repr|format)\(|\.args\b"
    ):
        return frozenset()
    found: set[int] = set()
    for top in handler.body:
        for node in (top, *own_walk(top)):
            if not isinstance(node, ast.If):
                continue
            tested = _kinds_tested(node.test, handler.name, facts)
            if tested is None:
                partial = _probed_branches(node, handler.name, facts)
            else:
                positive, blind = tested
                partial = [node.body] if positive != blind else []
                partial += [node.orelse] if positive == blind else []
            found |= {
                id(item)
                for block in partial
                for statement in block
                for item in (statement, *own_walk(statement))
                if isinstance(item, ast.Raise | ast.Call)
            }
    return frozenset(found)


_EVERY_EXCEPTION = frozenset(dir(BaseException))
"""What every exception has (`args`, `__traceback__`, `with_traceback`, ...)."""
_SOFT_PROBES = frozenset({"builtins.getattr", "builtins.hasattr"})
_PROBE_ARGUMENTS = {"getattr": 3, "hasattr": 2}
"""`getattr(err, name, default)`, `hasattr(err, name)`: probes that give a value, not an
error, when the attribute is missing."""


def _probed_branches(node: ast.If, caught: str, facts: StrictFacts) -> list[list[ast.stmt]]:
    """The branches of `if getattr(err, 'fatal', False):` (`hasattr(err, 'fatal')`, `'fatal'
    in vars(err)`, `err.__dict__`, or a name holding one) that run for no exception lacking
    an attribute not every exception has: with the probes given what they give for such an
    exception (the default, False, an empty dict), the test's value says which branch runs
    for every builtin kind; the other runs for only some kinds of what was caught, the rest
    swallowed. Both when the test's value is still unknown."""
    absent: dict[int, ast.expr] = {}
    for part in ast.walk(node.test):
        value = part
        if isinstance(part, ast.Name) and part.id != caught:
            value = facts.names.only_value(part)
        given = _absent_value(value, caught, facts)
        if given is not None:
            absent[id(part)] = given
    if not absent:
        return []
    truth = _value_without(node.test, absent)
    if truth is None:
        return [node.body, node.orelse]
    return [node.orelse] if truth else [node.body]


def _absent_value(node: ast.AST, caught: str, facts: StrictFacts) -> ast.expr | None:
    """What a probe of an attribute of the caught exception gives when it lacks it."""
    if isinstance(node, ast.Attribute) and node.attr == "__dict__":
        target = node.value
    elif isinstance(node, ast.Call) and facts.names.names(node.func) == {"builtins.vars"}:
        target = node.args[0] if len(node.args) == 1 else None
    elif isinstance(node, ast.Call) and facts.names.names(node.func) & _SOFT_PROBES:
        probe = "hasattr" if "builtins.hasattr" in facts.names.names(node.func) else "getattr"
        if len(node.args) != _PROBE_ARGUMENTS[probe]:
            return None
        if not (isinstance(node.args[0], ast.Name) and node.args[0].id == caught):
            return None
        if const_str(node.args[1]) in _EVERY_EXCEPTION:
            return None
        return node.args[2] if probe == "getattr" else ast.Constant(value=False)
    else:
        return None
    if not (isinstance(target, ast.Name) and target.id == caught):
        return None
    return ast.Dict(keys=[], values=[])


_UNKNOWN_TRUTH = object()
_COMPARE = {
    ast.Is: lambda a, b: a is b,
    ast.IsNot: lambda a, b: a is not b,
    ast.Eq: lambda a, b: a == b,
    ast.NotEq: lambda a, b: a != b,
    ast.In: lambda a, b: a in b,
    ast.NotIn: lambda a, b: a not in b,
}


def _value_without(test: ast.expr, absent: dict[int, ast.expr]) -> bool | None:
    """The truth of a test with its probes replaced by what they give (None: unknown)."""
    value = _folded(test, absent)
    return None if value is _UNKNOWN_TRUTH else bool(value)


def _folded(node: ast.expr, absent: dict[int, ast.expr]) -> object:  # noqa: C901, PLR0911
    """The value of constants, `not`, `and`/`or` and one comparison, or `_UNKNOWN_TRUTH`."""
    node = absent.get(id(node), node)
    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, ast.Dict) and not node.keys:
        return {}
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        value = _folded(node.operand, absent)
        return value if value is _UNKNOWN_TRUTH else not value
    if isinstance(node, ast.BoolOp):
        stop = isinstance(node.op, ast.Or)
        result: object = not stop
        for item in node.values:
            value = _folded(item, absent)
            if value is _UNKNOWN_TRUTH:
                result = _UNKNOWN_TRUTH
            elif bool(value) is stop:
                return value
        return result
    if isinstance(node, ast.Compare) and len(node.ops) == 1 and type(node.ops[0]) in _COMPARE:
        left, right = _folded(node.left, absent), _folded(node.comparators[0], absent)
        if _UNKNOWN_TRUTH in (left, right):
            return _UNKNOWN_TRUTH
        try:
            return _COMPARE[type(node.ops[0])](left, right)
        except TypeError:
            return _UNKNOWN_TRUTH
    return _UNKNOWN_TRUTH


_ISINSTANCE_ARGUMENTS = 2
"""`isinstance(value, kinds)`."""


def _kinds_tested(test: ast.expr, caught: str, facts: StrictFacts) -> tuple[bool, bool] | None:
    """For `isinstance(err, kinds)` (or `not` of it) on the caught exception: whether the
    test is positive, and whether the kinds hold `Exception`/`BaseException` (or may:
    unknown); None for any other test."""
    positive = True
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        positive, test = False, test.operand
    exact = _exact_type_test(test, caught, facts)
    if exact is not None:
        return exact == positive, False
    if not (
        isinstance(test, ast.Call)
        and len(test.args) == _ISINSTANCE_ARGUMENTS
        and facts.names.names(test.func) == {"builtins.isinstance"}
        and isinstance(test.args[0], ast.Name)
        and test.args[0].id == caught
    ):
        return None
    kinds = _caught(test.args[1], facts, 0)
    blind = bool(kinds & _BLIND_NAMES) or any(map(_runtime_only, kinds)) or not kinds
    return positive, blind


_SAME_TYPE = (ast.Is, ast.Eq, ast.In)
_OTHER_TYPE = (ast.IsNot, ast.NotEq, ast.NotIn)


def _exact_type_test(test: ast.expr, caught: str, facts: StrictFacts) -> bool | None:
    """`type(err) is K` (`==`, `in`; `err.__class__` too): a test of the caught exception's
    exact class, true for that class alone, never for its subclasses (`type(err) is
    BaseException` under `except Exception` is never true); whether it is positive (`is`,
    `==`, `in`) or negative (`is not`, `!=`, `not in`), None for any other test."""
    if not (isinstance(test, ast.Compare) and len(test.ops) == 1):
        return None
    sides = [test.left, test.comparators[0]]
    if not any(_type_of(side, caught, facts) for side in sides) and not any(
        _text_of(side, caught, facts) and _constant(other, facts)
        for side, other in (sides, sides[::-1])
    ):
        return None
    operation = test.ops[0]
    if isinstance(operation, _SAME_TYPE):
        return True
    return False if isinstance(operation, _OTHER_TYPE) else None


_TEXT_VIEWS = frozenset({"builtins.str", "builtins.repr", "builtins.format"})


def _text_of(node: ast.expr, caught: str, facts: StrictFacts) -> bool:
    """`str(err)`, `repr(err)`, `format(err)`, `err.args` or an item of it: a view of the
    caught exception that equals a given constant for only a few of what was caught (`if
    str(err) == '<never>': raise`)."""
    if isinstance(node, ast.Subscript):
        node = node.value
    value = viewed(node, facts, "args", _TEXT_VIEWS)
    return isinstance(value, ast.Name) and value.id == caught


def _constant(node: ast.expr, facts: StrictFacts) -> bool:
    """A constant, or a display of constants, also through a name bound only to one."""
    node = facts.names.only_value(node)
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return bool(node.elts) and all(_constant(item, facts) for item in node.elts)
    return isinstance(node, ast.Constant)


_TYPE = frozenset({"builtins.type"})


def _type_of(node: ast.expr, caught: str, facts: StrictFacts) -> bool:
    """`type(err)` or `err.__class__` of the caught name."""
    value = viewed(node, facts, "__class__", _TYPE)
    return isinstance(value, ast.Name) and value.id == caught


def _cancelled_raises(facts: StrictFacts) -> frozenset[int]:
    """The `raise` statements a `finally` throws away: those in the body, handlers or `else`
    of a `try` whose `finally` may `return`, or `break`/`continue` its loop (`except
    Exception: raise` then `finally: return port` swallows every exception)."""
    found: set[int] = set()
    for statement in facts.of_type(*TRY_NODES):
        if not _leaves_early(statement.finalbody):
            continue
        blocks = [statement.body, statement.orelse]
        blocks += [handler.body for handler in statement.handlers]
        found |= {
            id(node)
            for block in blocks
            for top in block
            for node in (top, *own_walk(top))
            if isinstance(node, ast.Raise)
        }
    return frozenset(found)


def _suppressed_raises(handler: ast.ExceptHandler, facts: StrictFacts) -> frozenset[int]:
    """The `raise` statements of a handler in the block of a `with` of its own that enters
    a manager that may swallow what they raise (see `_swallowed_by`, `kinds_may_catch`: `with
    contextlib.suppress(SyncError): raise SyncError(...) from err`; a bare `raise` may be
    anything the handler caught), or after the statement entering one on an `ExitStack`
    in that block: the re-raise may hide what was caught. A cleanup `with suppress(OSError):`
    before the re-raise, or `with suppress(ProcessLookupError): raise RuntimeError(...)`,
    cancels nothing."""
    if not facts.may_matter("suppress|contextmanager"):
        return frozenset()
    found: set[int] = set()
    for node in own_walk(handler):
        if not isinstance(node, ast.With | ast.AsyncWith):
            continue
        swallowed = [_swallowed_by(item.context_expr, facts) for item in node.items]
        active = [kinds for kinds in swallowed if kinds != frozenset()]
        for statement in node.body:
            found |= {
                id(part)
                for part in (statement, *own_walk(statement))
                if isinstance(part, ast.Raise)
                and any(
                    kinds_may_catch(kinds, raised_kinds(part, facts), facts) for kinds in active
                )
            }
            active += [
                _swallowed_by(part.args[0], facts)
                for part in own_walk(statement)
                if isinstance(part, ast.Call)
                and isinstance(part.func, ast.Attribute)
                and part.func.attr in _ENTERS
                and len(part.args) == 1
            ]
            active = [kinds for kinds in active if kinds != frozenset()]
    return frozenset(found)


_ENTERS = frozenset({"enter_context", "enter_async_context"})


def _swallowed_by(manager: ast.expr, facts: StrictFacts) -> frozenset[str] | None:
    """What a manager may swallow: the classes handed to `contextlib.suppress` (any for a
    module subclass of it), or caught around its `yield` and not re-raised by a module
    `contextlib.contextmanager` generator (see `_catching_generators`); empty for others."""
    made = facts.names.only_value(manager)
    if _suppresses(manager, facts):
        return swallowed_kinds(manager, facts)
    if not isinstance(made, ast.Call) or "contextmanager" not in facts.code:
        return frozenset()
    catching = facts.derived(_catching_generators)
    kinds: frozenset[str] | None = frozenset()
    for name in facts.names.names(made.func):
        caught = catching.get(name, frozenset())
        kinds = None if kinds is None or caught is None else kinds | caught
    return kinds


_GENERATOR_MANAGERS = frozenset({"contextlib.contextmanager", "contextlib.asynccontextmanager"})


def _catching_generators(facts: StrictFacts) -> dict[str, frozenset[str] | None]:
    """`local:` names of the module's `contextmanager` generators with a `try` around a
    `yield` whose handler does not raise (`try: yield except RuntimeError: pass`), and
    what those handlers catch (None for any: a bare `except`, or classes not known)."""
    found: dict[str, frozenset[str] | None] = {}
    for node in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef):
        if not any(
            facts.names.names(decorator) & _GENERATOR_MANAGERS for decorator in node.decorator_list
        ):
            continue
        for statement in own_walk(node):
            if not isinstance(statement, ast.Try | ast.TryStar) or not any(
                isinstance(part, ast.Yield | ast.YieldFrom)
                for top in statement.body
                for part in (top, *own_walk(top))
            ):
                continue
            for kind in statement.handlers:
                if any(isinstance(part, ast.Raise) for part in own_walk(kind)):
                    continue
                caught = None if kind.type is None else named_kinds([kind.type], facts)
                held = found.get(f"local:{node.name}", frozenset())
                joined = None if caught is None or held is None else held | caught
                found[f"local:{node.name}"] = joined
    return found


def _suppresses(node: ast.expr, facts: StrictFacts) -> bool:
    """Whether `node` may be an instance of `contextlib.suppress` (or a module subclass)."""
    if not isinstance(node, ast.Name | ast.Attribute | ast.Call):
        return False
    names = {name.removesuffix("()") for name in facts.names.names(node)}
    return _SUPPRESS in names or (
        any(name.startswith("local:") for name in names) and _SUPPRESS in lineage_of(names, facts)
    )


def _leaves_early(block: list[ast.stmt]) -> bool:
    """Whether a `finally` block may `return`, or `break`/`continue` the loop around its
    `try` (not a loop of its own)."""
    stack: list[tuple[ast.AST, bool]] = [(statement, False) for statement in block]
    while stack:
        node, own_loop = stack.pop()
        if isinstance(node, ast.Return) or (
            isinstance(node, ast.Break | ast.Continue) and not own_loop
        ):
            return True
        if isinstance(node, (*_DEFINITIONS, ast.Lambda)):
            continue
        body = {id(item) for item in node.body} if isinstance(node, LOOPS) else set()
        stack += [(child, own_loop or id(child) in body) for child in ast.iter_child_nodes(node)]
    return False


def _logs_traceback(call: ast.Call, facts: StrictFacts) -> bool:
    """`logger.exception(...)`, or a call with an `exc_info` that may be true (not
    `exc_info=VERBOSE` with `VERBOSE = False` never rebound: no traceback is logged).

    A traceback logged at debug level counts, as in Ruff: well-kept libraries log
    best-effort failures so on purpose.
    """
    if facts.may_matter("formatException") and facts.derived(_dropping_formatter):
        return False
    if isinstance(call.func, ast.Attribute) and call.func.attr == "exception":
        if facts.names.names(call.func) == _EXCEPTION:  # `sys.exception()` logs nothing
            return False
        if not call.args and all(keyword.arg != "msg" for keyword in call.keywords):
            return False  # a future's or task's `.exception()`: a logger's takes a message
        return not _muted(call, facts) and not _home_made_log(call.func, facts, 0)
    return (
        any(
            keyword.arg == "exc_info"
            and static_truth(keyword.value, facts) is not False
            and not _logs_no_traceback(keyword.value, facts)
            for keyword in call.keywords
        )
        and not _muted(call, facts)
        and not (isinstance(call.func, ast.Attribute) and _home_made_log(call.func, facts, 0))
    )


def _dropping_formatter(facts: StrictFacts) -> bool:
    """A module subclass of `logging.Formatter` (directly or through module bases) that the
    code names somewhere past its definition (installed on a handler) and whose own
    `formatException` neither reads its exc-info parameter nor hands on to another
    `formatException`: every traceback it formats comes out dropped (`return ""`). Any
    traceback the code logs may then be lost, whichever logger logs it."""
    model = class_model(facts)
    named = {node.id for node in facts.of_type(ast.Name) if isinstance(node.ctx, ast.Load)}
    for cls in facts.of_type(ast.ClassDef):
        if cls.name not in named:
            continue
        method = next(
            (
                item
                for item in cls.body
                if isinstance(item, ast.FunctionDef) and item.name == "formatException"
            ),
            None,
        )
        if method is None or not _formats_logs(cls, model, facts):
            continue
        given = {arg.arg for arg in [*method.args.posonlyargs, *method.args.args][1:]}
        given |= {arg.arg for arg in (method.args.vararg, method.args.kwarg) if arg}
        kept = any(
            (isinstance(node, ast.Name) and node.id in given)
            or (isinstance(node, ast.Attribute) and node.attr == "formatException")
            for node in ast.walk(method)
        )
        if not kept:
            return True
    return False


def _formats_logs(cls: ast.ClassDef, model: Any, facts: StrictFacts) -> bool:
    """Whether `cls` or a module base of it derives from a class of `logging`."""
    return any(
        name.startswith("logging.")
        for owner in model.mro(cls)
        for base in owner.bases
        for name in facts.names.names(base)
    )


_LOG_DEPTH = 3
"""How many home-made loggers deep a log call is followed (one wrapping another)."""
_LOG_MODULES = ("logging.", "traceback.", "sys.exc_info", "sys.excepthook")


def _home_made_log(func: ast.Attribute, facts: StrictFacts, depth: int) -> bool:
    """`log.exception(...)` on an instance of a module class (not one the code does not
    show, such as a `logging.Logger` subclass that keeps logging's method) whose method of
    that name logs nothing: it neither raises nor calls logging or traceback, nor hands
    on to another log call with a traceback (`self._logger.exception(*args)`), nor hands
    its arguments on at all (`def exception(self, *args): return None` swallows)."""
    names = facts.names.names(func.value)
    if not names or not all(n.startswith("local:") and n.endswith("()") for n in names):
        return False
    model = class_model(facts)
    methods = [
        model.resolved(cls, func.attr)
        for name in names
        for cls in model.by_name.get(name.removeprefix("local:").removesuffix("()"), [])
    ]
    return bool(methods) and all(
        method is not None and not _logs_somehow(method, facts, depth) for method in methods
    )


def _logs_somehow(method: ast.AST, facts: StrictFacts, depth: int) -> bool:
    """Whether a home-made log method may report a traceback: it raises, calls logging,
    traceback or `sys.exc_info`, or makes a call that logs one (followed `_LOG_DEPTH`
    deep)."""
    for node in own_walk(method):
        if isinstance(node, ast.Raise):
            return True
        if not isinstance(node, ast.Call):
            continue
        if any(name.startswith(_LOG_MODULES) for name in facts.names.names(node.func)):
            return True
        func = node.func
        if depth >= _LOG_DEPTH:
            return True
        if (
            isinstance(func, ast.Attribute)
            and (func.attr == "exception" or any(k.arg == "exc_info" for k in node.keywords))
            and not _home_made_log(func, facts, depth + 1)
        ):
            return True
    return False


def _logs_no_traceback(value: ast.expr, facts: StrictFacts) -> bool:
    """An `exc_info` that logging takes as given and that holds no traceback (also through
    a name bound only to it): a tuple written out (no `*`) that is not three items or whose
    items include a constant (`(None, None, None)`, `(type(err), err, None)`) or whose
    traceback steps on by `tb_next` (`_cut_traceback`), or an exception
    made on the spot (`exc_info=ValueError('x')`: never raised, it has none)."""
    if isinstance(value, ast.Name):
        value = facts.names.only_value(value)
    if isinstance(value, ast.Tuple):
        if any(isinstance(item, ast.Starred) for item in value.elts):
            return False
        return (
            len(value.elts) != _EXC_INFO_ITEMS
            or any(isinstance(item, ast.Constant) for item in value.elts)
            or _cut_traceback(value.elts[-1])
        )
    if not isinstance(value, ast.Call):
        return False
    if _always_false_call(value, facts):
        return True
    names = facts.names.names(value.func)
    return bool(names) and all(
        isinstance(kind := getattr(builtins, name.removeprefix("builtins."), None), type)
        and name.startswith("builtins.")
        and issubclass(kind, BaseException)
        for name in names
    )


_EXC_INFO_ITEMS = 3
"""`(type, value, traceback)`."""


def _cut_traceback(item: ast.expr) -> bool:
    """A traceback item that steps past the failing frames (`err.__traceback__.tb_next`,
    `tb.tb_next.tb_next`): a traceback's `tb_next` is None where the failure was raised in C
    or in the frame itself, so logging may print no traceback at all."""
    return any(
        isinstance(node, ast.Attribute) and node.attr == "tb_next" for node in ast.walk(item)
    )


def _always_false_call(call: ast.Call, facts: StrictFacts) -> bool:
    """A call of a function of the module's own (a name bound only to its `def`) that is no
    generator and whose every `return` gives a value known false (`return False`, a bare
    `return`, or none at all): `exc_info=_want_trace()` then logs no traceback."""
    return isinstance(call.func, ast.Name) and _always_false(call.func, facts)


def _always_false(node: ast.expr, facts: StrictFacts) -> bool:
    """A lambda whose value is known false, or a name bound only to one or to a `def` (no
    generator, no decorator) whose every `return` gives a value known false."""
    if isinstance(node, ast.Name):
        bindings = facts.names.bindings_of(node) or []
        if len(bindings) != 1:
            return False
        kind, bound = bindings[0]
        if kind == "expr" and isinstance(bound, ast.Lambda):
            node = bound
        elif kind == "def" and isinstance(bound, ast.FunctionDef) and not bound.decorator_list:
            return _returns_false(bound, facts)
    return isinstance(node, ast.Lambda) and static_truth(node.body, facts) is False


def _returns_false(func: ast.FunctionDef, facts: StrictFacts) -> bool:
    """Whether every `return` of a function gives a value known false, and it yields none."""
    returns = []
    for node in own_walk(func):
        if isinstance(node, ast.Yield | ast.YieldFrom | ast.Await):
            return False
        if isinstance(node, ast.Return):
            returns.append(node)
    return all(node.value is None or static_truth(node.value, facts) is False for node in returns)


_LEVELS = {"NOTSET": 0, "DEBUG": 10, "INFO": 20, "WARNING": 30, "WARN": 30, "ERROR": 40,
           "CRITICAL": 50, "FATAL": 50}  # fmt: skip
_CALL_LEVELS = {"debug": 10, "info": 20, "warning": 30, "warn": 30, "error": 40,
                "exception": 40, "critical": 50, "fatal": 50}  # fmt: skip
_TOP = 1 << 30
"""Above every level: a logger that drops everything."""
_MUTING_WORDS = r"disable|propagate|setLevel|NullHandler|basicConfig|addFilter"
_Mutes = tuple[int, dict[str, int], frozenset[str]]


def _muted(call: ast.Call, facts: StrictFacts) -> bool:
    """Whether the code mutes the logger a call logs to at the call's level: `logging.
    disable(...)` (with no level, or one at or above it), or on that logger (the name
    bound to `logging.getLogger(x)`, or such a call itself; the root logger for `logging
    .exception(...)`) `disabled = True`, `propagate = False` with only `NullHandler`s
    added, a filter added that drops every record (a lambda or function of the code's own
    that always returns a false value), or `setLevel` above the call's level (also on the
    root logger, for a logger the code gives no level of its own; `logging.basicConfig(
    level=...)` sets the root's). A `log(level, ...)` call is taken at `CRITICAL`."""
    if not facts.may_matter(_MUTING_WORDS):
        return False
    disabled_below, loggers, levelled = facts.derived(_logger_mutes)
    func = call.func
    level = _CALL_LEVELS.get(func.attr, 50) if isinstance(func, ast.Attribute) else 50
    if level < disabled_below:
        return True
    key = _logger_key(func.value, facts) if isinstance(func, ast.Attribute) else None
    if key is None:
        return False
    if level < loggers.get(key, 0):
        return True
    if key in levelled:
        return False
    for parent in _ancestors(key):  # the nearest with a level of its own sets the child's
        if parent in levelled:
            return level < loggers.get(parent, 0)
    return level < loggers.get("", 0)


def _ancestors(key: str) -> list[str]:
    """The keys of a named logger's parents, nearest first (`'app'` for `'app.settings'`):
    a logger given no level takes its nearest parent's (round 38, e1-muted-parent-logger)."""
    try:
        name = ast.literal_eval(key)
    except (ValueError, SyntaxError):
        return []
    if not isinstance(name, str):
        return []
    parts = name.split(".")
    return [repr(".".join(parts[:end])) for end in range(len(parts) - 1, 0, -1)]


def _logger_key(node: ast.expr, facts: StrictFacts) -> str | None:
    """Which logger an expression names: the argument of the `logging.getLogger(...)` it is
    (or a name bound only to it is) as written, "" for the root logger (`logging.getLogger
    ()`, `logging.root`, the `logging` module's own functions); None when unknown."""
    names = facts.names.names(node)
    if names in ({"logging"}, {"logging.root"}):
        return ""
    value = facts.names.only_value(node) if isinstance(node, ast.Name) else node
    if not (
        isinstance(value, ast.Call)
        and facts.names.names(value.func) == {"logging.getLogger"}
        and not value.keywords
    ):
        return None
    if not value.args or (isinstance(value.args[0], ast.Constant) and value.args[0].value is None):
        return ""
    return ast.unparse(value.args[0])


def _logger_mutes(facts: StrictFacts) -> _Mutes:
    """What the code mutes (read once a code): the level below which `logging.disable`
    drops every record (0: none), each logger's (`_logger_key`), and the loggers given a
    level of their own."""
    disabled_below = 0
    loggers: dict[str, int] = {}
    levelled: set[str] = set()
    handlers: dict[str, list[bool]] = {}
    for call in facts.of_type(ast.Call):
        func = call.func
        if facts.names.names(func) == {"logging.disable"}:
            disabled_below = max(disabled_below, _disabled_below(call, facts))
            continue
        configured = _configured_level(call, facts)
        if configured is not None:  # `logging.basicConfig(level=...)`: the root logger's
            levelled.add("")
            loggers[""] = max(loggers.get("", 0), configured)
            continue
        key = _logger_key(func.value, facts) if isinstance(func, ast.Attribute) else None
        if key is None or len(call.args) != 1:
            continue
        if func.attr == "setLevel":  # type: ignore[attr-defined]
            # NOTSET: the logger takes its nearest levelled parent's, as logging does
            levelled |= set() if _notset(call.args[0], facts) else {key}
            loggers[key] = max(loggers.get(key, 0), _level(call.args[0], facts))
        elif func.attr == "addHandler":  # type: ignore[attr-defined]
            null = facts.names.names(call.args[0]) == {"logging.NullHandler()"}
            handlers.setdefault(key, []).append(null)
    for key in _assigned_off(facts, "disabled", value=True) | _filtered_off(facts):
        loggers[key] = _TOP
    for key in _assigned_off(facts, "propagate", value=False):
        if handlers.get(key) and all(handlers[key]):
            loggers[key] = _TOP
    return disabled_below, loggers, frozenset(levelled)


def _disabled_below(call: ast.Call, facts: StrictFacts) -> int:
    """The level below which a `logging.disable(...)` call drops every record (no level:
    all); 0 for one in a test the code never runs itself (`_in_test_only`)."""
    if _in_test_only(call, facts):
        return 0
    return (_level(call.args[0], facts) if call.args else _LEVELS["CRITICAL"]) + 1


_TEST_PREFIXES = ("test", "setUp", "tearDown", "asyncSetUp", "asyncTearDown", "setup_",
                  "teardown_")  # fmt: skip
"""How the functions pytest and unittest run themselves begin."""


def _in_test_only(call: ast.Call, facts: StrictFacts) -> bool:
    """Whether a call stands in a test the code never runs itself: a function named as a
    test's (`test_...`, `setUp`, `setup_method`) or a pytest fixture (`@pytest.fixture`),
    whose name the module reads nowhere else (only the test runner calls it). What it
    mutes (`logging.disable(logging.CRITICAL)` in an autouse fixture) is muted while the
    tests run, not in the code they test."""
    function = facts.owner(call, through_lambdas=False)
    if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
        return False
    fixture = any(
        "fixture" in ast.unparse(item.func if isinstance(item, ast.Call) else item)
        for item in function.decorator_list
    )
    if not (fixture or function.name.startswith(_TEST_PREFIXES)):
        return False
    return not any(
        (isinstance(node, ast.Name) and node.id == function.name)
        or (isinstance(node, ast.Attribute) and node.attr == function.name)
        or (isinstance(node, ast.Constant) and node.value == function.name)
        for node in ast.walk(facts.tree)
    )


def _filtered_off(facts: StrictFacts) -> set[str]:
    """The loggers given a filter that drops every record (`logger.addFilter(lambda record:
    False)`, or a function of the code's own always returning false)."""
    found: set[str] = set()
    for call in facts.of_type(ast.Call):
        func = call.func
        if isinstance(func, ast.Attribute) and func.attr == "addFilter" and len(call.args) == 1:
            key = _logger_key(func.value, facts)
            if key is not None and _always_false(call.args[0], facts):
                found.add(key)
    return found


def _configured_level(call: ast.Call, facts: StrictFacts) -> int | None:
    """The level `logging.basicConfig(level=...)` gives the root logger; None for any other
    call, or one given no level."""
    if facts.names.names(call.func) != {"logging.basicConfig"}:
        return None
    given = next((k.value for k in call.keywords if k.arg == "level"), None)
    return None if given is None else _level(given, facts)


def _assigned_off(facts: StrictFacts, attribute: str, *, value: bool) -> set[str]:
    """The loggers whose `attribute` the code sets to a value of that truth
    (`logger.disabled = True`, `logger.propagate = False`)."""
    found: set[str] = set()
    for node in facts.of_type(ast.Assign):
        for target in node.targets:
            if isinstance(target, ast.Attribute) and target.attr == attribute:
                key = _logger_key(target.value, facts)
                if key is not None and static_truth(node.value, facts) is value:
                    found.add(key)
    return found


def _notset(node: ast.expr, facts: StrictFacts) -> bool:
    """`logging.NOTSET`, `0` or `'NOTSET'`: no level of the logger's own (round 41, review
    item 1), unlike a level not known, which leaves the logger levelled."""
    value = facts.names.only_value(node) if isinstance(node, ast.Name) else node
    if isinstance(value, ast.Constant):
        return value.value == 0 or str(value.value).upper() == "NOTSET"
    return facts.names.names(value) == {"logging.NOTSET"}


def _level(node: ast.expr, facts: StrictFacts) -> int:
    """A logging level the code gives (`logging.ERROR`, `40`, `logging.CRITICAL + 1`, a
    level's name as a string); 0 (mutes nothing) for one not known, such as a level read
    from the environment."""
    value = facts.names.only_value(node) if isinstance(node, ast.Name) else node
    if isinstance(value, ast.Constant):
        if type(value.value) is int:
            return value.value
        return _LEVELS.get(str(value.value).upper(), 0)
    names = facts.names.names(value)
    if len(names) == 1 and next(iter(names)).startswith("logging."):
        return _LEVELS.get(next(iter(names)).removeprefix("logging."), 0)
    if isinstance(value, ast.BinOp) and isinstance(value.op, ast.Add | ast.Sub):
        left, right = _level(value.left, facts), _level(value.right, facts)
        return left + right if isinstance(value.op, ast.Add) else left - right
    return 0


_LEAVES = (ast.Return, ast.Raise, ast.Break, ast.Continue)


def _live(body: list[ast.stmt], facts: StrictFacts) -> Iterator[ast.AST]:
    """The nodes of a block that may run: a branch whose test is known to be false (`if
    DEBUG:` with `DEBUG = False`, `if TYPE_CHECKING:`) and statements after a `return`,
    `raise`, `break`, `continue` or `sys.exit()` (or an `if` that leaves whichever way it
    may go) are left out, as are nested definitions' bodies."""
    for statement in body:
        yield statement
        if isinstance(statement, _DEFINITIONS):
            continue
        for child in ast.iter_child_nodes(statement):
            if not isinstance(child, ast.stmt | ast.excepthandler | ast.match_case):
                yield child
                yield from own_walk(child)
        blocks = _live_blocks(statement, facts)
        for block in blocks:
            yield from _live(block, facts)
        if (
            isinstance(statement, _LEAVES)
            or _exits(statement, facts)
            or _leaves_every_way(statement, blocks, facts)
        ):
            return


_DEFINITIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


def _leaves_every_way(
    statement: ast.stmt, blocks: list[list[ast.stmt]], facts: StrictFacts
) -> bool:
    """`if not DEBUG: return None`: an `if` whose branches that may run all leave."""
    return isinstance(statement, ast.If) and all(always_exits(block, facts) for block in blocks)


def _exits(statement: ast.stmt, facts: StrictFacts) -> bool:
    """`sys.exit(...)`, `os._exit(1)` and the like as a statement: nothing after it runs."""
    return (
        isinstance(statement, ast.Expr)
        and isinstance(statement.value, ast.Call)
        and bool(facts.names.names(statement.value.func) & EXIT_CALLS)
    )


def _live_blocks(statement: ast.stmt, facts: StrictFacts) -> list[list[ast.stmt]]:
    """The blocks of a compound statement that may run (not a loop's body over an empty
    literal: `for _ in (): raise`)."""
    if isinstance(statement, ast.If | ast.While):
        truth = static_truth(statement.test, facts)
        return [statement.body] * (truth is not False) + [statement.orelse] * (truth is not True)
    if isinstance(statement, ast.For | ast.AsyncFor) and _empty_literal(statement.iter, facts):
        return [statement.orelse]
    if (
        isinstance(statement, ast.For | ast.AsyncFor)
        and statement.orelse
        and _filled_literal(statement.iter, facts)
        and _always_breaks(statement.body)
    ):
        return [statement.body]
    if isinstance(statement, ast.Match) and (cases := _matched_cases(statement, facts)):
        return cases
    blocks = [getattr(statement, field, None) or [] for field in ("body", "orelse", "finalbody")]
    blocks += [handler.body for handler in getattr(statement, "handlers", None) or []]
    return blocks + [case.body for case in getattr(statement, "cases", None) or []]


_NO_MATCH = object()


def _matched_cases(statement: ast.Match, facts: StrictFacts) -> list[list[ast.stmt]] | None:
    """The case bodies that may run when the subject is a constant (also through a name
    bound only to one): `match MODE: case 'strict': raise` with `MODE = 'lenient'` never
    runs that case. A pattern other than a literal, `None`/`True`/`False`, `|` of those or
    `_`/a capture may match (its body counts); None when the subject is no constant."""
    subject = facts.names.only_value(statement.subject)
    if not isinstance(subject, ast.Constant):
        return None
    cases: list[list[ast.stmt]] = [[]]  # an empty block: no case at all may match
    for case in statement.cases:
        matched = _pattern_matches(case.pattern, subject.value)
        if matched is False:
            continue
        cases.append(case.body)
        if matched and case.guard is None:
            break
    return cases


def _pattern_matches(pattern: ast.pattern, value: object) -> bool | None:
    """Whether a literal pattern matches a constant (None: it cannot be told here)."""
    if isinstance(pattern, ast.MatchAs) and pattern.pattern is None:
        return True
    if isinstance(pattern, ast.MatchSingleton):
        return pattern.value is value
    if isinstance(pattern, ast.MatchValue) and isinstance(pattern.value, ast.Constant):
        try:
            return bool(pattern.value.value == value)
        except Exception:  # noqa: BLE001 - a comparison that fails cannot be told
            return None
    if isinstance(pattern, ast.MatchOr):
        found = [_pattern_matches(option, value) for option in pattern.patterns]
        return True if True in found else (False if all(f is False for f in found) else None)
    return None


def _filled_literal(node: ast.expr, facts: StrictFacts) -> bool:
    """`(err,)`, `[1]`, `'x'`: a display with an item not unpacked or a non-empty string
    constant (also through a name bound only to one), which a loop runs over at least once."""
    node = facts.names.only_value(node)
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return any(not isinstance(item, ast.Starred) for item in node.elts)
    return (
        isinstance(node, ast.Constant) and isinstance(node.value, str | bytes) and bool(node.value)
    )


def _always_breaks(body: list[ast.stmt]) -> bool:
    """A loop body with a `break` of its own among its statements and no `continue` before
    it: the loop never ends by running out, so its `else` never runs."""
    for statement in body:
        if isinstance(statement, ast.Break):
            return True
        if any(isinstance(part, ast.Continue) for part in ast.walk(statement)):
            return False
    return False


_EMPTY_MAKERS = frozenset({"builtins.set", "builtins.list", "builtins.tuple", "builtins.dict",
                          "builtins.frozenset", "builtins.str", "builtins.bytes",
                          "builtins.bytearray", "builtins.iter", "builtins.reversed",
                          "builtins.sorted", "builtins.enumerate", "builtins.zip",
                          "builtins.map", "builtins.filter"})  # fmt: skip
"""Builtins that give an empty iterable when called with nothing, or on an empty one."""
_EMPTY_DEPTH = 4


def _empty_literal(node: ast.expr, facts: StrictFacts, depth: int = 0) -> bool:
    """`()`, `[]`, `{}`, `''`, `range(0)` (any `range` of constants that is empty),
    `set()` and the like (`list()`, `iter(())`, `zip()`, `sorted([])`: a builtin
    container or iterator made of nothing or of an empty one), also through a name bound
    only to one."""
    if isinstance(node, ast.Name) and depth < _EMPTY_DEPTH:
        value = facts.names.only_value(node)
        return value is not node and _empty_literal(value, facts, depth + 1)
    if isinstance(node, ast.Call) and depth < _EMPTY_DEPTH:
        names = facts.names.names(node.func)
        if (
            _stops_at_once(node, names, facts)
            or _empty_view(node, names, facts, depth)
            or _empty_of_empty(node, names, facts, depth)
        ):
            return True
        if names and names <= _EMPTY_MAKERS and not node.keywords:
            handed = node.args[1:] if names & {"builtins.map", "builtins.filter"} else node.args
            if names <= {"builtins.map", "builtins.filter"} and len(node.args) < 2:  # noqa: PLR2004
                return False
            return not handed or (
                (len(handed) == 1 or names == {"builtins.zip"})
                and any(_empty_literal(arg, facts, depth + 1) for arg in handed)
            )
    if isinstance(node, ast.Call) and facts.names.names(node.func) == {"builtins.range"}:
        bounds = [arg.value for arg in node.args if isinstance(arg, ast.Constant)]
        return (
            len(bounds) == len(node.args)
            and 1 <= len(bounds) <= _RANGE_ARGUMENTS
            and not node.keywords
            and all(type(bound) is int for bound in bounds)
            and (len(bounds) < _RANGE_ARGUMENTS or bounds[2] != 0)
            and not range(*bounds)
        )
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return not node.elts
    if isinstance(node, ast.Dict):
        return not node.keys
    if isinstance(node, ast.ListComp | ast.SetComp | ast.GeneratorExp | ast.DictComp):
        return depth < _EMPTY_DEPTH and any(
            _empty_literal(part.iter, facts, depth + 1) for part in node.generators
        )
    return isinstance(node, ast.Constant) and node.value in {"", b""}


_FIRST_EMPTY = frozenset({"builtins.enumerate", "builtins.sorted", "builtins.reversed"})
"""Builtins empty when the iterable they are handed first is, whatever else they are handed
(`enumerate((), 1)`, `sorted([], key=len)`)."""
_ANY_EMPTY = {"builtins.zip": 0, "builtins.map": 1, "builtins.filter": 1}
"""Builtins empty when any iterable they are handed (from this position on) is."""


def _empty_of_empty(call: ast.Call, names: frozenset[str], facts: StrictFacts, depth: int) -> bool:
    """`enumerate((), 1)`, `sorted([], key=len)`, `zip(items, ())`, `map(f, [], items)`,
    `filter(None, ())`: a builtin iterator over an empty iterable, whatever else it takes."""
    if not names or not call.args:
        return False
    if names <= _FIRST_EMPTY:
        return _empty_literal(call.args[0], facts, depth + 1)
    if len(names) == 1 and (start := _ANY_EMPTY.get(next(iter(names)))) is not None:
        return any(_empty_literal(arg, facts, depth + 1) for arg in call.args[start:])
    return False


_VIEWS = frozenset({"items", "keys", "values", "copy", "__iter__", "__reversed__"})
"""Methods of a builtin container giving its items (or a copy): empty on an empty one."""
_SPLITS = frozenset({"split", "rsplit", "splitlines"})
"""String methods giving no parts of an empty string when handed nothing."""
_CONTAINER_TYPES = frozenset({"builtins.dict", "builtins.list", "builtins.tuple", "builtins.set",
                              "builtins.frozenset", "builtins.str", "builtins.bytes"})  # fmt: skip
_CHAINS = frozenset({"itertools.chain", "itertools.zip_longest"})
"""Iterators empty when every iterable they are handed is (or when handed none)."""
_ONE_EMPTY = frozenset({"itertools.chain.from_iterable", "itertools.cycle",
                        "itertools.accumulate", "itertools.pairwise"})  # fmt: skip
"""Iterators empty when the iterable they are handed first is."""


def _empty_view(call: ast.Call, names: frozenset[str], facts: StrictFacts, depth: int) -> bool:
    """`{}.items()`, `[].copy()`, `''.split()`, `dict.keys({})`: a builtin container's view,
    copy or parts of an empty one; `itertools.chain((), [])`, `itertools.cycle(())`: an
    itertools iterator made of empty ones only."""
    func = call.func
    if call.keywords:
        return False
    if names & _CHAINS:
        return all(_empty_literal(arg, facts, depth + 1) for arg in call.args)
    if names & _ONE_EMPTY:
        return bool(call.args) and _empty_literal(call.args[0], facts, depth + 1)
    if not isinstance(func, ast.Attribute) or func.attr not in _VIEWS | _SPLITS:
        return False
    if call.args:  # `dict.items({})`: the method of a builtin type, handed the container
        unbound = facts.names.names(func.value)
        return (
            len(call.args) == 1
            and bool(unbound)
            and unbound <= _CONTAINER_TYPES
            and func.attr in _VIEWS
            and _empty_literal(call.args[0], facts, depth + 1)
        )
    return _empty_literal(func.value, facts, depth + 1)


_EMPTY_VALUES: dict[str, object] = {
    "builtins.int": 0, "builtins.float": 0.0, "builtins.complex": 0j, "builtins.bool": False,
    "builtins.str": "", "builtins.bytes": b"", "builtins.list": [], "builtins.tuple": (),
    "builtins.dict": {}, "builtins.set": set(), "builtins.frozenset": frozenset(),
}  # fmt: skip
"""What each builtin type gives when called with nothing."""
_SIZED = frozenset({"itertools.repeat", "itertools.islice"})


def _stops_at_once(call: ast.Call, names: frozenset[str], facts: StrictFacts) -> bool:
    """An iterator that stops before its first item: `iter(f, sentinel)` whose `f` gives
    the sentinel at once (`iter(int, 0)`, `iter(str, '')`, `iter(lambda: None, None)`),
    or `itertools.repeat(x, 0)` / `itertools.islice(it, 0)`."""
    if names & _SIZED and len(call.args) == 2:  # noqa: PLR2004 - (item or iterable, count)
        count = call.args[1]
        return isinstance(count, ast.Constant) and type(count.value) is int and count.value <= 0
    if names != {"builtins.iter"} or len(call.args) != 2 or call.keywords:  # noqa: PLR2004
        return False
    made, sentinel = call.args
    try:
        expected = ast.literal_eval(sentinel)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return False
    if isinstance(made, ast.Lambda):
        if made.args.args or made.args.posonlyargs or made.args.vararg:
            return False
        try:
            return ast.literal_eval(made.body) == expected
        except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
            return False
    kinds = facts.names.names(made)
    return (
        len(kinds) == 1
        and next(iter(kinds)) in _EMPTY_VALUES
        and (_EMPTY_VALUES[next(iter(kinds))] == expected)
    )


_RANGE_ARGUMENTS = 3
"""`range(start, stop, step)`."""


def static_truth(test: ast.expr, facts: StrictFacts) -> bool | None:
    """The truth of a condition known before the code runs (`False`, `not True`, a name only
    ever bound to constants that agree, `typing.TYPE_CHECKING`), else None."""
    return truth_of(test, lambda part: _known_truth(part, facts))


def _known_truth(part: ast.expr, facts: StrictFacts) -> bool | None:
    """A constant's truth, `typing.TYPE_CHECKING`'s (false when the code runs), or that of
    a name only ever bound to constants that agree, or of a parameter or `self.<attribute>`
    every value the code gives agrees on (`_given_truth`)."""
    if isinstance(part, ast.Constant):
        return bool(part.value)
    folded = _literal_fold(part)
    if folded is not _UNFOLDED:
        return bool(folded)
    if isinstance(part, ast.Compare):
        compared = _compared_truth(part, facts)
        if compared is not None:
            return compared
    if facts.names.names(part) == {"typing.TYPE_CHECKING"}:
        return False
    caught = _caught_truth(part, facts)
    if caught is not None:
        return caught
    if isinstance(part, ast.Attribute) and is_self(part.value):
        return _given_truth(part, facts, 0)
    if isinstance(part, ast.Name):
        if only_parameter_of(facts, part) is not None:
            return _given_truth(part, facts, 0)
        bindings = facts.names.bindings_of(part) or [("unknown", None)]
        truths = {_bound_truth(kind, value, facts) for kind, value in bindings}
        return truths.pop() if len(truths) == 1 else None
    return None


_UNFOLDED = object()
_PURE_TEXT_METHODS = frozenset(
    {
        "isupper",
        "islower",
        "istitle",
        "isdigit",
        "isdecimal",
        "isnumeric",
        "isalpha",
        "isalnum",
        "isspace",
        "isascii",
        "isidentifier",
        "isprintable",
        "startswith",
        "endswith",
        "upper",
        "lower",
        "title",
        "capitalize",
        "casefold",
        "swapcase",
        "strip",
        "lstrip",
        "rstrip",
        "find",
        "rfind",
        "count",
        "replace",
        "removeprefix",
        "removesuffix",
        "zfill",
        "center",
        "ljust",
        "rjust",
        "join",
        "split",
        "rsplit",
    }
)
_LITERAL_TYPES = (str, bytes, int, float, bool, tuple, type(None))


def _literal_fold(node: ast.expr, depth: int = 0) -> object:
    """The value of an expression of literals alone that a pure method of text settles
    (`"strict".isupper()`, `"ab".upper() == "x"`, `not "".strip()`), else `_UNFOLDED`."""
    if depth > 8:  # noqa: PLR2004
        return _UNFOLDED
    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, ast.Tuple):
        items = [_literal_fold(item, depth + 1) for item in node.elts]
        return _UNFOLDED if _UNFOLDED in items else tuple(items)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        value = _literal_fold(node.operand, depth + 1)
        return value if value is _UNFOLDED else not value
    if isinstance(node, ast.Compare) and len(node.ops) == 1:
        return _folded_compare(node, depth)
    if not (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in _PURE_TEXT_METHODS
        and not node.keywords
    ):
        return _UNFOLDED
    owner = _literal_fold(node.func.value, depth + 1)
    args = [_literal_fold(arg, depth + 1) for arg in node.args]
    if not isinstance(owner, str | bytes) or _UNFOLDED in args:
        return _UNFOLDED
    try:
        value = getattr(owner, node.func.attr)(*args)
    except (TypeError, ValueError):
        return _UNFOLDED
    return value if isinstance(value, _LITERAL_TYPES + (list,)) else _UNFOLDED


def _folded_compare(node: ast.Compare, depth: int) -> object:
    """`==`, `!=`, `in` or `not in` between two folded literals, when one side is a call."""
    if not any(isinstance(side, ast.Call) for side in (node.left, *node.comparators)):
        return _UNFOLDED
    left = _literal_fold(node.left, depth + 1)
    right = _literal_fold(node.comparators[0], depth + 1)
    if left is _UNFOLDED or right is _UNFOLDED:
        return _UNFOLDED
    op = node.ops[0]
    try:
        if isinstance(op, ast.Eq | ast.NotEq):
            return (left == right) is isinstance(op, ast.Eq)
        if isinstance(op, ast.In | ast.NotIn):
            return (left in right) is isinstance(op, ast.In)  # type: ignore[operator]
    except TypeError:
        return _UNFOLDED
    return _UNFOLDED


def _bound_truth(kind: str, value: ast.AST | None, facts: StrictFacts) -> bool | None:
    """The truth of what a name is bound to: a constant's, or a comparison's that numbers
    alone settle (`NEVER = sys.maxsize < 0`)."""
    if kind != "expr":
        return None
    if isinstance(value, ast.Constant):
        return bool(value.value)
    folded = _literal_fold(value) if isinstance(value, ast.expr) else _UNFOLDED
    if folded is not _UNFOLDED:
        return bool(folded)
    return _compared_truth(value, facts) if isinstance(value, ast.Compare) else None


def _compared_truth(node: ast.Compare, facts: StrictFacts) -> bool | None:
    """`comparison_truth`, or a test of the running Python's version that Python 3 settles
    (`_version_truth`)."""
    compared = comparison_truth(node, facts)
    if compared is None:
        compared = _magnitude_truth(node, facts)
    return compared if compared is not None else _version_truth(node, facts)


_NEVER_NEGATIVE = frozenset({"builtins.abs", "math.fabs", "math.sqrt", "math.hypot",
                             "math.dist", "math.exp", "math.factorial", "math.isqrt"})  # fmt: skip
"""Functions whose result is never negative (a NaN is not either)."""
_FLIPPED = {ast.Lt: ast.Gt, ast.Gt: ast.Lt, ast.LtE: ast.GtE, ast.GtE: ast.LtE}


def _magnitude_truth(node: ast.Compare, facts: StrictFacts) -> bool | None:
    """False for a test that a never-negative result (`abs(x)`, `math.fabs(x)`, ...) is
    below, or equal to, a negative number (`abs(retries) < 0`, `-1 == abs(n)`); None
    otherwise (not True: `abs(nan) >= 0` is false)."""
    if len(node.ops) != 1:
        return None
    left, right, kind = node.left, node.comparators[0], type(node.ops[0])
    if not _never_negative(left, facts):
        left, right, kind = right, left, _FLIPPED.get(kind, kind)
        if not _never_negative(left, facts):
            return None
    span = number_span(right, facts)
    if span is None or span[0] != span[1]:
        return None
    return False if _range_truth(kind, (0, math.inf), span[0]) is False else None


def _never_negative(node: ast.expr, facts: StrictFacts) -> bool:
    """Whether `node` is a call of a function whose result is never negative."""
    return isinstance(node, ast.Call) and bool(facts.names.names(node.func) & _NEVER_NEGATIVE)


_BIG = 1 << 30
"""Above any minor or micro version, serial and release count."""
_VERSIONS: dict[str, tuple[object, object]] = {
    "sys.version_info": ((3, 0, 0, "alpha", 0), (3, _BIG, _BIG, "final", _BIG)),
    "sys.version_info.major": (3, 3),
    "sys.version_info.minor": (0, _BIG),
    "sys.version_info.micro": (0, _BIG),
    "sys.hexversion": (0x03000000, 0x03FFFFFF),
    "sys.version": ("3.", "3.~"),
}
"""What the running Python's version may be, as a range (lowest, highest): any Python 3
(this code runs on no other), of any minor version."""
_VERSION_WORDS = r"version"


def _version_truth(node: ast.Compare, facts: StrictFacts) -> bool | None:
    """Whether a test of the running Python's version against constants always holds or
    never does on Python 3 (`sys.version_info < (3,)`, `sys.version_info[0] == 2`,
    `sys.version_info.major < 3`, `sys.version_info[:2] < (3, 0)`, `sys.hexversion <
    0x03000000`, `sys.version[0] == '2'`); None for one a minor version decides
    (`sys.version_info >= (3, 11)`) or any other comparison."""
    if len(node.ops) != 1 or not facts.may_matter(_VERSION_WORDS):
        return None
    left, right, operation = node.left, node.comparators[0], node.ops[0]
    span = _version_span(left, facts)
    if span is None:
        left, right = right, left
        span = _version_span(left, facts)
        flipped = {ast.Lt: ast.Gt, ast.Gt: ast.Lt, ast.LtE: ast.GtE, ast.GtE: ast.LtE}
        operation = flipped.get(type(operation), type(operation))()
    try:
        value = ast.literal_eval(right)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return None
    if span is None:
        return None
    try:
        return _range_truth(type(operation), span, value)
    except TypeError:  # `sys.version_info < (3, 0, 0, 1)`: an int against 'alpha'
        return None


def _version_span(node: ast.expr, facts: StrictFacts) -> tuple[object, object] | None:
    """The range of `sys.version_info` (also a slice `[:2]` of it, or an item `[0]`),
    its `major`/`minor`/`micro`, `sys.hexversion` or `sys.version` (an item `[0]` too)."""
    if isinstance(node, ast.Subscript):
        whole = _version_span(node.value, facts)
        if whole is None or not isinstance(whole[0], tuple | str):
            return None
        picked = node.slice
        try:
            if isinstance(picked, ast.Slice):
                bounds = [None if b is None else ast.literal_eval(b)
                          for b in (picked.lower, picked.upper, picked.step)]  # fmt: skip
                chosen = slice(*bounds)
            else:
                chosen = ast.literal_eval(picked)
            low, high = whole[0][chosen], whole[1][chosen]  # type: ignore[index]
        except (ValueError, TypeError, IndexError, SyntaxError, MemoryError, RecursionError):
            return None
        if isinstance(whole[0], str) and not isinstance(picked, ast.Slice):
            return (low, low) if low == high else None  # `sys.version[0]`: '3'
        return None if isinstance(whole[0], str) else (low, high)
    names = facts.names.names(node) if isinstance(node, ast.Attribute | ast.Name) else set()
    return _VERSIONS.get(next(iter(names))) if len(names) == 1 else None


def _range_truth(kind: type, span: tuple[Any, Any], value: object) -> bool | None:
    """Whether `x <op> value` holds for every `x` in the range (True), none (False), or
    may differ (None)."""
    low, high = span
    if kind in (ast.Eq, ast.NotEq):
        apart = value < low or high < value
        equal = False if apart else (True if low == high == value else None)
        return equal if kind is ast.Eq or equal is None else not equal
    if kind in (ast.Gt, ast.GtE):
        holds = low > value if kind is ast.Gt else low >= value
        never = high <= value if kind is ast.Gt else high < value
    elif kind in (ast.Lt, ast.LtE):
        holds = high < value if kind is ast.Lt else high <= value
        never = low >= value if kind is ast.Lt else low > value
    else:
        return None
    return True if holds else (False if never else None)


_NEVER_NONE = frozenset({"__traceback__", "__class__", "args"})
"""What a caught exception always holds (its traceback is set when it is raised)."""


def _caught_truth(part: ast.expr, facts: StrictFacts) -> bool | None:
    """What a test of a caught exception always gives: `err` is true, `err is None` (or
    `== None`) false, and so `err.__traceback__ is None`, `err.__class__ is None` and
    `err.args is None`; `is not`/`!=` the other way (None for any other test)."""
    if isinstance(part, ast.Name):
        return True if id(part) in facts.derived(_caught_names) else None
    if _active_exception(part, facts):
        return True
    if not (isinstance(part, ast.Compare) and len(part.ops) == 1):
        return None
    sides = [part.left, part.comparators[0]]
    if not any(isinstance(side, ast.Constant) and side.value is None for side in sides):
        return None
    checked = next((side for side in sides if not isinstance(side, ast.Constant)), None)
    if isinstance(checked, ast.Attribute) and checked.attr in _NEVER_NONE:
        checked = checked.value
    if not (
        (isinstance(checked, ast.Name) and id(checked) in facts.derived(_caught_names))
        or (checked is not None and _active_exception(checked, facts))
    ):
        return None
    if isinstance(part.ops[0], ast.Is | ast.Eq):
        return False
    return True if isinstance(part.ops[0], ast.IsNot | ast.NotEq) else None


_EXC_INFO = frozenset({"sys.exc_info"})
_EXCEPTION = frozenset({"sys.exception"})


def _active_exception(node: ast.expr, facts: StrictFacts) -> bool:
    """`sys.exc_info()[0]` (or `[1]`, `[2]`) or `sys.exception()` read in an `except` block's
    own body: the exception being handled, never None there."""
    if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Call):
        index = node.slice
        if not (isinstance(index, ast.Constant) and index.value in (0, 1, 2, -1, -2, -3)):
            return False
        call, wanted = node.value, _EXC_INFO
    elif isinstance(node, ast.Call):
        call, wanted = node, _EXCEPTION
    else:
        return False
    if call.args or call.keywords or id(node) not in facts.derived(_handler_nodes):
        return False
    names = facts.names.names(call.func)
    return bool(names) and names <= wanted


def _handler_nodes(facts: StrictFacts) -> frozenset[int]:
    """The nodes of `except` blocks' bodies, not those of functions defined there (read
    once a code)."""
    return frozenset(
        id(node)
        for handler in facts.of_type(ast.ExceptHandler)
        for top in handler.body
        for node in (top, *own_walk(top))
    )


def _caught_names(facts: StrictFacts) -> frozenset[int]:
    """The reads of a caught exception's name in its handler's body (`except Exception as
    err:` then `err`), where the handler never binds the name again (read once a code)."""
    found: set[int] = set()
    for handler in facts.of_type(ast.ExceptHandler):
        if handler.name is None:
            continue
        reads: list[int] = []
        for node in (item for top in handler.body for item in (top, *own_walk(top))):
            if isinstance(node, ast.Name) and node.id == handler.name:
                if not isinstance(node.ctx, ast.Load):
                    break
                reads.append(id(node))
        else:
            found.update(reads)
    return frozenset(found)


def _given_truth(node: ast.expr, facts: StrictFacts, depth: int) -> bool | None:
    """The truth every value the code gives a parameter or `self.<attribute>` agrees on:
    its default and the arguments the module's calls pass, the `self.` assignments
    (`def __init__(self, debug=False): self.debug = debug` never called with another value:
    `if self.debug: raise` never runs). Unknown for an attribute a class body also binds (a
    dataclass field, which the generated constructor sets from its arguments)."""
    key = _given_key(node, facts)
    if key is None or depth >= _FOLLOWED_TYPES:
        return None
    if key[0] == "self" and key[1] in facts.derived(_class_attribute_values):
        return None
    known = facts.memo(_given_truth)
    if (key, depth) not in known:
        known[key, depth] = None  # while it is followed: values naming each other
        values = _given_values(node, facts) or []
        truths = {_value_truth(value, facts, depth) for value in values} or {None}
        known[key, depth] = truths.pop() if len(truths) == 1 else None
    return known[key, depth]


def _value_truth(value: ast.expr, facts: StrictFacts, depth: int) -> bool | None:
    if isinstance(value, ast.Constant):
        return bool(value.value)
    if isinstance(value, ast.JoinedStr) and any(
        isinstance(part, ast.Constant) and part.value for part in value.values
    ):
        return True  # an f-string with text of its own is never empty
    if isinstance(value, ast.List | ast.Tuple | ast.Set) and any(
        not isinstance(item, ast.Starred) for item in value.elts
    ):
        return True
    return _given_truth(value, facts, depth + 1)


def _caught(node: ast.expr, facts: StrictFacts, depth: int) -> frozenset[str]:
    """What a handler's type may be, as the symbol table names it; a type it leaves to run
    time that is a parameter (`except exceptions:` in `retry(func, exceptions=(
    ConnectionError, TimeoutError))`) or an attribute of `self` (`except self.retry_on:`) is
    followed to the values the code gives it: the parameter's default and the arguments the
    module's calls pass, the class attributes and `self.` assignments of that name."""
    if isinstance(node, ast.Tuple):  # `()` catches nothing
        return frozenset().union(*(_caught(item, facts, depth) for item in node.elts))
    if (member := _enum_member_value(node, facts)) is not None and depth < _FOLLOWED_TYPES:
        return _caught(member, facts, depth + 1)
    names = facts.names.names(node)
    if _defaulted_getattr(node, facts) and depth < _FOLLOWED_TYPES:
        names |= _caught(node.args[2], facts, depth + 1)  # type: ignore[attr-defined]
    if depth >= _FOLLOWED_TYPES or not any(map(_runtime_only, names)):
        return names
    key = _given_key(node, facts)
    if key is None:
        return names
    known = facts.memo(_caught)  # a thousand handlers of one attribute: followed once
    if (key, depth) not in known:
        values = _given_values(node, facts)
        if values and key[0] == "self":
            values += _set_from_outside(str(key[1]), facts)
        known[key, depth] = (
            frozenset().union(*(_caught(value, facts, depth + 1) for value in values))
            if values
            else names
        )
    return known[key, depth]


_GETATTR_WITH_DEFAULT = 3


def _enum_member_value(node: ast.expr, facts: StrictFacts) -> ast.expr | None:
    """`Policy.RECOVERABLE.value` (or `._value_`) of a module Enum class whose body binds
    `RECOVERABLE = Exception`: the value the member was given."""
    if not (
        isinstance(node, ast.Attribute)
        and node.attr in {"value", "_value_"}
        and isinstance(node.value, ast.Attribute)
        and isinstance(node.value.value, ast.Name)
    ):
        return None
    owner, member = node.value.value.id, node.value.attr
    for statement in facts.tree.body:
        if not isinstance(statement, ast.ClassDef) or statement.name != owner:
            continue
        if not any(
            name.startswith("enum.")
            for base in statement.bases
            for name in facts.names.names(base)
        ):
            return None
        for item in statement.body:
            if isinstance(item, ast.Assign) and any(
                isinstance(target, ast.Name) and target.id == member for target in item.targets
            ):
                return item.value
    return None


def _defaulted_getattr(node: ast.expr, facts: StrictFacts) -> bool:
    """`getattr(Loader, 'ignored_errors', Exception)` whose attribute the code may never
    set: on the code's own class or object (`self`, a module class), an attribute no class
    body binds and nothing assigns, or one named at run time; then it gives its default.
    An imported module's member (`getattr(socket, 'timeout', OSError)`) is taken to exist."""
    if not (
        isinstance(node, ast.Call)
        and len(node.args) == _GETATTR_WITH_DEFAULT
        and not node.keywords
        and facts.names.names(node.func) == {"builtins.getattr"}
    ):
        return False
    attribute = const_str(node.args[1])
    if attribute is None:
        return True
    owner = node.args[0]
    own = is_self(owner) or any(
        name.startswith("local:") or _runtime_only(name) for name in facts.names.names(owner)
    )
    return own and not (
        attribute in facts.derived(_class_attribute_values)
        or attribute in facts.names.attribute_values
    )


def _set_from_outside(attribute: str, facts: StrictFacts) -> list[ast.expr]:
    """What the code assigns to `<object>.<attribute>` on anything but `self` (`job.retry_on
    = Exception`, `AnyJob.retry_on = Exception`): a type an instance catches may be set
    on it, or on its class, from outside its methods."""
    on_self = facts.names.assigned_on_self_in
    return [
        value
        for value in facts.names.attribute_values.get(attribute, [])
        if id(value) not in on_self
    ]


_FOLLOWED_TYPES = 3
"""How many parameters and attributes a handler's type is followed through."""


def _given_key(node: ast.expr, facts: StrictFacts) -> tuple[str, int | str] | None:
    """What `_given_values` follows: `("self", attribute)` or a parameter's name with its
    function (None for anything else)."""
    if isinstance(node, ast.Attribute) and is_self(node.value):
        return ("self", node.attr)
    if isinstance(node, ast.Name):
        function = parameter_owner(facts, node)
        return (node.id, 0 if function is None else id(function))
    return None


def _given_values(node: ast.expr, facts: StrictFacts) -> list[ast.expr] | None:
    """The values the code gives a parameter or an attribute of `self` (None when one of
    them cannot be known: an argument unpacked from `*args`, an attribute set by name, a
    field without a value, or none given at all)."""
    if isinstance(node, ast.Name):
        values = _parameter_values(node, facts)
    elif isinstance(node, ast.Attribute):
        values = _attribute_values(node, facts)
    else:
        values = None
    if not values or any(value is None for value in values):
        return None
    return [value for value in values if value is not None]


def _attribute_values(node: ast.Attribute, facts: StrictFacts) -> list[ast.expr | None] | None:
    """What the code assigns to `self.<attribute>` and what class bodies bind the name to."""
    if sets_attributes_by_name(facts):
        return None
    on_self = facts.names.assigned_on_self_in
    values: list[ast.expr | None] = [
        value for value in facts.names.attribute_values.get(node.attr, []) if id(value) in on_self
    ]
    return values + facts.derived(_class_attribute_values).get(node.attr, [])


def _parameter_values(node: ast.Name, facts: StrictFacts) -> list[ast.expr | None] | None:
    """A parameter's default and the arguments the module's calls of its function give it
    (`passed_values`; None when the code hands the function on as a value, as in
    `partial(call_quietly, errors=Exception)`)."""
    function = only_parameter_of(facts, node)
    return None if function is None else passed_values(facts, function, node.id)


def _finally_jumps(facts: StrictFacts) -> list[Finding]:
    """`return`, `break` or `continue` in a `finally` block (not in a loop of its own): it
    throws away whatever exception the `try` raised, of any kind, as a bare `except: pass`
    does (Ruff's B012; Python 3.14 warns of it, PEP 765)."""
    return [
        (facts.line_of(statement), "a `finally` that returns or jumps swallows every exception")
        for statement in facts.of_type(*TRY_NODES)
        if statement.finalbody and _leaves_early(statement.finalbody)
    ]


_HOOKS = frozenset({"sys.excepthook", "threading.excepthook", "sys.unraisablehook"})
"""What Python calls with an exception nothing caught: a hook that drops it swallows every
uncaught exception."""


def _swallowing_hooks(facts: StrictFacts) -> list[Finding]:
    """`sys.excepthook = lambda *info: None` (also `threading.excepthook`,
    `sys.unraisablehook`, a module function, `setattr(sys, 'excepthook', ...)`): a hook
    that hands the exception's traceback to nothing swallows every uncaught exception,
    a blind handler around the whole program. A hook that passes the traceback on (to
    `traceback.print_exception`, `sys.__excepthook__`, `exc_info=(...)`) reports it; one
    not defined in the module (`sys.__excepthook__`) is not judged."""
    found: list[Finding] = []
    for node in facts.of_type(ast.Assign):
        if any(facts.names.names(target) & _HOOKS for target in node.targets):
            found += _swallowing_hook(node, node.value, facts)
    for call in facts.of_type(ast.Call):
        if len(call.args) == 3 and "builtins.setattr" in facts.names.names(call.func):
            hook = f"{min(facts.names.names(call.args[0]), default='')}.{const_str(call.args[1])}"
            if hook in _HOOKS:
                found += _swallowing_hook(call, call.args[2], facts)
    return found


def _swallowing_hook(where: ast.AST, value: ast.expr, facts: StrictFacts) -> list[Finding]:
    func = _assigned_function(value, facts)
    if func is None or _hands_on_traceback(func):
        return []
    return [(facts.line_of(where), "installs an exception hook that swallows every exception")]


def _swallowing_loop_handlers(facts: StrictFacts) -> list[Finding]:
    """`loop.set_exception_handler(lambda loop, context: None)` (or a module function):
    an event loop's exception handler that hands the `context` it gets (which holds the
    exception) to no call and raises nothing swallows every exception a task or callback
    of the loop leaves unhandled, as a blind exception hook does. A handler passing it on
    (`loop.default_exception_handler(context)`, a logger) reports it; one the module does
    not define (a method) is not judged."""
    found: list[Finding] = []
    for call in facts.of_type(ast.Call):
        func = call.func
        if not (
            isinstance(func, ast.Attribute)
            and func.attr == "set_exception_handler"
            and len(call.args) == 1
        ):
            continue
        handler = _assigned_function(call.args[0], facts)
        if handler is not None and not _hands_on(handler, _context_carriers(handler)):
            message = "installs an event loop exception handler that swallows every exception"
            found.append((facts.line_of(call), message))
    return found


def _swallowing_error_callbacks(facts: StrictFacts) -> list[Finding]:
    """`pool.apply_async(work, args, error_callback=_ignore)` (`map_async`, `starmap_async`,
    any call given an `error_callback`) with a lambda or module function that raises
    nothing and hands the exception it gets (its first parameter, or its `*args`) to no
    call: every exception a worker raises is dropped, a blind handler without an `except`.
    A callback passing it on (`errors.append(err)`, a logger) keeps it; one the module does
    not define (`logger.error`) is not judged."""
    found: list[Finding] = []
    for call in facts.of_type(ast.Call):
        for keyword in call.keywords:
            if keyword.arg != "error_callback":
                continue
            callback = _assigned_function(keyword.value, facts)
            if callback is None:
                continue
            positional = _positional(callback)
            carriers = {callback.args.vararg.arg} if callback.args.vararg else set()
            carriers |= {positional[0].arg} if positional else set()
            if not _hands_on(callback, carriers) and not _kept(callback, carriers):
                message = "gives an error_callback that swallows every exception of the workers"
                found.append((facts.line_of(call), message))
    return found


def _kept(func: _Function, carriers: set[str]) -> bool:
    """Whether a function stores one of the `carriers` parameters where it outlives the
    call: into an item or attribute (`STATE.error = exc`, `errors[key] = exc`) or a name
    it declares `global` or `nonlocal` (`global last_error` / `last_error = exc`), for
    the code to read and raise later; a bare local name dies with the call."""
    shared = {
        name
        for node in own_walk(func)
        if isinstance(node, ast.Global | ast.Nonlocal)
        for name in node.names
    }
    for node in own_walk(func):
        if not isinstance(node, ast.Assign | ast.AugAssign | ast.AnnAssign) or node.value is None:
            continue
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        outlives = any(
            isinstance(item, ast.Subscript | ast.Attribute)
            or (isinstance(item, ast.Name) and item.id in shared)
            for target in targets
            for item in ast.walk(target)
        )
        if outlives and any(
            isinstance(item, ast.Name) and item.id in carriers for item in ast.walk(node.value)
        ):
            return True
    return False


def _context_carriers(func: _Function) -> set[str]:
    """The parameters of a loop's exception handler that hold the exception: its second
    (`context`, after `loop`) and its `*args`."""
    positional = _positional(func)
    carriers = {func.args.vararg.arg} if func.args.vararg else set()
    return carriers | ({positional[1].arg} if len(positional) > 1 else set())


def _positional(func: _Function) -> list[ast.arg]:
    positional = [*func.args.posonlyargs, *func.args.args]
    if positional and positional[0].arg in {"self", "cls"}:
        positional = positional[1:]
    return positional


def _hands_on_traceback(func: _Function) -> bool:
    """Whether a hook passes the traceback it gets (its third parameter, `*args`, or the
    one argument `threading.excepthook` gets) to a call, or raises."""
    arguments = func.args
    positional = _positional(func)
    carriers = {arguments.vararg.arg} if arguments.vararg else set()
    carriers |= {positional[2].arg} if len(positional) > 2 else set()
    carriers |= {positional[0].arg} if len(positional) == 1 else set()
    return _hands_on(func, carriers)


def _hands_on(func: _Function, carriers: set[str]) -> bool:
    """Whether a function raises, or hands one of the `carriers` parameters to a call."""
    for node in own_walk(func):
        if isinstance(node, ast.Raise):
            return True
        if isinstance(node, ast.Call):
            handed = [*node.args, *(keyword.value for keyword in node.keywords)]
            if any(
                isinstance(item, ast.Name) and item.id in carriers
                for value in handed
                for item in (value, *ast.walk(value))
            ):
                return True
    return False


def _dropped_results(facts: StrictFacts) -> list[Finding]:
    """`asyncio.gather(..., return_exceptions=True)` (any call given a `return_exceptions`
    that may be true) turns the exceptions of its tasks into results; code that then
    sorts them out with `isinstance(result, Exception)` (or `BaseException`, by any name)
    catches every kind, and drops them all when nothing is done with them: a blind
    handler written as a filter (`[r for r in results if not isinstance(r, BaseException)]`,
    `if isinstance(r, Exception): continue`). Each function (or the module's top level)
    holding such a test fails unless it hands the exceptions on somewhere (`_hands_on_results`)."""
    if not any(
        keyword.arg == "return_exceptions" and static_truth(keyword.value, facts) is not False
        for call in facts.of_type(ast.Call)
        for keyword in call.keywords
    ):
        return []
    tests: dict[int, tuple[ast.AST, list[ast.Call]]] = {}
    opaque: dict[int, tuple[ast.AST, ast.AST]] = {}
    for call in facts.of_type(ast.Call):
        if (
            len(call.args) == _ISINSTANCE_ARGUMENTS
            and facts.names.names(call.func) & {"builtins.isinstance", "builtins.issubclass"}
            and _caught(call.args[1], facts, 0) & _BLIND_NAMES
        ):
            owner = facts.owner(call)
            if facts.names.names(call.func) == {"builtins.isinstance"} or _class_of(
                call.args[0], facts
            ):
                tests.setdefault(id(owner), (owner, []))[1].append(call)
            else:
                opaque.setdefault(id(owner), (owner, call))
    for node in _lineage_reads(facts):
        owner = facts.owner(node)
        opaque.setdefault(id(owner), (owner, node))
    found = [
        (
            facts.line_of(calls[0]),
            "drops the exceptions `return_exceptions` collected, of any kind",
        )
        for owner, calls in tests.values()
        if id(owner) not in opaque and not _hands_on_results(owner, calls, facts)
    ]
    return found + [
        (
            facts.line_of(node),
            "sorts out the exceptions `return_exceptions` collected by their classes' lineage "
            "and hands none on",
        )
        for owner, node in opaque.values()
        if not _raises_or_logs(owner, facts)
    ]


def _exception_queries(facts: StrictFacts) -> list[ast.Call]:
    """`x.exception()` (or `x.exception(timeout)`) calls: a future's or task's exception,
    asked for (a logger's `.exception` always takes a message, as a keyword too)."""
    return [
        call
        for call in facts.of_type(ast.Call)
        if isinstance(call.func, ast.Attribute)
        and call.func.attr == "exception"
        and len(call.args) <= 1
        and all(keyword.arg == "timeout" for keyword in call.keywords)
        and not (call.args and (isinstance(call.args[0], ast.JoinedStr)
                                or const_str(call.args[0]) is not None))
    ]  # fmt: skip


_COMPARED_PAIR = 2
"""A comparison of the value with `None`: two sides, no chain."""


def _only_tested(node: ast.expr, parents: dict[int, ast.AST]) -> bool:
    """Whether `node`'s value is only tested (`is None`, `is not None`, `== None`, truth in
    an `if`, `while`, conditional, comprehension filter or `assert`, under `not`, or in an
    `and`/`or` so used): the exception is never held, so nothing can be done with it."""
    parent = parents.get(id(node))
    if isinstance(parent, ast.Compare):
        sides = [parent.left, *parent.comparators]
        return len(sides) == _COMPARED_PAIR and all(
            side is node or (isinstance(side, ast.Constant) and side.value is None)
            for side in sides
        )
    if isinstance(parent, ast.UnaryOp) and isinstance(parent.op, ast.Not):
        return True
    if isinstance(parent, ast.BoolOp):
        return _only_tested(parent, parents)
    if isinstance(parent, ast.If | ast.While | ast.IfExp | ast.Assert):
        return parent.test is node
    return isinstance(parent, ast.comprehension) and node in parent.ifs


def _dropped_future_exceptions(facts: StrictFacts) -> list[Finding]:
    """Futures or tasks sorted out by `.exception()` and their exceptions dropped: a
    function (or the top level) whose every `.exception()` is only tested (`if
    future.exception() is None: bodies.append(future.result())`) and that neither raises
    nor logs a traceback throws away whatever the workers raised, of any kind, as
    `except Exception: pass` does. Holding one (`error = f.exception()`, handing it to a
    call, `raise f.exception()`) hands it on."""
    if ".exception(" not in facts.code:
        return []
    owners: dict[int, tuple[ast.AST, list[ast.Call]]] = {}
    for call in _exception_queries(facts):
        owner = facts.owner(call)
        owners.setdefault(id(owner), (owner, []))[1].append(call)
    found: list[Finding] = []
    for owner, calls in owners.values():
        parents = {
            id(child): node for node in own_walk(owner) for child in ast.iter_child_nodes(node)
        }
        if all(_only_tested(call, parents) for call in calls) and not _raises_or_logs(
            owner, facts
        ):
            message = "tests futures with `.exception()` and drops what they raised, of any kind"
            found.append((facts.line_of(calls[0]), message))
    return found


_LINEAGE_MEMBERS = frozenset({"__mro__", "__bases__", "__base__", "mro"})


def _lineage_reads(facts: StrictFacts) -> list[ast.AST]:
    """Reads of a class's lineage (`type(r).__mro__`, `r.__class__.__bases__`, `.mro()`,
    `inspect.getmro(...)`): a test of "is an exception" whose side the check cannot tell."""
    found: list[ast.AST] = [
        node for node in facts.of_type(ast.Attribute) if node.attr in _LINEAGE_MEMBERS
    ]
    found += [
        call
        for call in facts.of_type(ast.Call)
        if facts.names.names(call.func) == {"inspect.getmro"}
    ]
    return found


def _tested_value(call: ast.Call, facts: StrictFacts) -> ast.expr:
    """The value an `isinstance` test is of, or the `x` of `issubclass(type(x), ...)`."""
    first = call.args[0]
    if facts.names.names(call.func) == {"builtins.isinstance"}:
        return first
    if isinstance(first, ast.Attribute):
        return first.value
    return first.args[0] if isinstance(first, ast.Call) else first


def _class_of(node: ast.expr, facts: StrictFacts) -> bool:
    """`type(value)` or `value.__class__`: `issubclass` of it is `isinstance` of the value."""
    if isinstance(node, ast.Attribute):
        return node.attr == "__class__"
    return (
        isinstance(node, ast.Call)
        and len(node.args) == 1
        and facts.names.names(node.func) == {"builtins.type"}
    )


def _raises_or_logs(owner: ast.AST, facts: StrictFacts) -> bool:
    return any(
        isinstance(node, ast.Raise)
        or (isinstance(node, ast.Call) and _logs_traceback(node, facts))
        for node in own_walk(owner)
    )


def _hands_on_results(owner: ast.AST, calls: list[ast.Call], facts: StrictFacts) -> bool:
    """Whether a function that tests results against `Exception` hands the exceptions on:
    it raises or logs a traceback anywhere, or on the side of such a test where the value
    is an exception (`if isinstance(r, Exception):` the body, `if not ...:` the `else`)
    it returns or yields, or hands the value to a call (`errors.append(r)`), or keeps it
    (a comprehension keeping only exceptions, `r if isinstance(r, Exception) else None`,
    a store into an item or attribute, `down[host] = r`)."""
    nodes = list(own_walk(owner))
    if any(
        isinstance(node, ast.Raise)
        or (isinstance(node, ast.Call) and _logs_traceback(node, facts))
        for node in nodes
    ):
        return True
    tested = {id(call): _tested_value(call, facts) for call in calls}
    for node in nodes:
        if isinstance(node, ast.comprehension):
            if any(_polarity(test, tested)[0] is True for test in node.ifs):
                return True
        elif isinstance(node, ast.If | ast.IfExp | ast.While):
            positive, value = _polarity(node.test, tested)
            if positive is None or value is None:
                continue
            side = node.body if positive else node.orelse
            if _keeps(side, value):
                return True
    return False


def _polarity(test: ast.expr, tested: dict[int, ast.expr]) -> tuple[bool | None, ast.expr | None]:
    """Whether a condition holds when one of the tested values is an exception (True: the
    test is `isinstance(...)`, also within `and`/`or`; False: under `not`), and that
    value; (None, None) when it holds no such test."""
    if id(test) in tested:
        return True, tested[id(test)]
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        positive, value = _polarity(test.operand, tested)
        return (None if positive is None else not positive), value
    if isinstance(test, ast.BoolOp):
        for part in test.values:
            found = _polarity(part, tested)
            if found[0] is not None:
                return found
    return None, None


def _keeps(side: ast.AST | list[ast.stmt], value: ast.expr) -> bool:
    """Whether the code on an exception's side returns or yields, hands the value to a
    call, or is the value itself (an `if` expression keeping it)."""
    wanted = ast.dump(value)
    roots = side if isinstance(side, list) else [side]
    if not isinstance(side, list) and ast.dump(side) == wanted:
        return True
    for root in roots:
        for node in (root, *own_walk(root)):
            if isinstance(node, ast.Return | ast.Yield | ast.YieldFrom) and node.value is not None:
                return True
            if isinstance(node, ast.Call) and any(
                ast.dump(item) == wanted
                for handed in [*node.args, *(k.value for k in node.keywords)]
                for item in ast.walk(handed)
            ):
                return True
            if _stored_in_place(node, wanted):
                return True
    return False


def _stored_in_place(node: ast.AST, wanted: str) -> bool:
    """`down[host] = r`, `self.errors[k] = r`: the value stored into an item or attribute
    (kept in a container or object the code hands on), not bound to a bare name."""
    if not isinstance(node, ast.Assign | ast.AugAssign | ast.AnnAssign) or node.value is None:
        return False
    targets = node.targets if isinstance(node, ast.Assign) else [node.target]
    return any(isinstance(target, ast.Subscript | ast.Attribute) for target in targets) and any(
        ast.dump(item) == wanted for item in ast.walk(node.value)
    )


def _names_caught(node: ast.expr | None, handler: ast.ExceptHandler) -> bool:
    return isinstance(node, ast.Name) and handler.name is not None and node.id == handler.name


def _laundered(facts: StrictFacts) -> list[Finding]:
    """A blind handler in a function (`except Exception as err`) that re-raises everything
    as a module class chained (`raise AmountError(line) from err`), when a caller of that
    function catches that class (or a base of it) around the call and drops it in silence
    (`except AmountError: continue`): the two handlers together swallow every exception,
    a bug's `NameError` too."""
    found: list[Finding] = []
    for handler in facts.of_type(ast.ExceptHandler):
        if handler.type is None or not _BLIND_NAMES & _caught(handler.type, facts, 0):
            continue
        if not _hides_nothing(handler, facts):
            continue  # (failed as a blind handler already)
        function = facts.owner(handler, through_lambdas=False)
        if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        raised = _chained_classes(handler, facts)
        if raised and any(
            _dropped_around(call, raised, facts) for call in calls_of(facts, function)
        ):
            message = (
                f"catches `Exception` and re-raises it as a class the caller of "
                f"`{function.name}` drops in silence"
            )
            found.append((facts.line_of(handler), message))
    return found


def _chained_classes(handler: ast.ExceptHandler, facts: StrictFacts) -> set[str]:
    """The module classes (and their bases) a handler raises `from` what it caught."""
    names: list[str] = []
    for node in own_walk(handler, into_lambdas=False):
        if isinstance(node, ast.Raise) and node.exc is not None and node.cause is not None:
            target = node.exc.func if isinstance(node.exc, ast.Call) else node.exc
            made = [name.removesuffix("()") for name in facts.names.names(target)]
            if not all(name.startswith("local:") for name in made):
                return set()
            names += made
    return lineage_of(names, facts) if names else set()


def _dropped_around(call: ast.Call, raised: set[str], facts: StrictFacts) -> bool:
    """Whether a `try` around `call` (in the same function) has a handler that may catch
    one of `raised` and does nothing with it (`pass`, `continue`, `break`, `return` of a
    constant)."""
    owner = facts.owner(call, through_lambdas=False)
    for statement in facts.of_type(ast.Try):
        if facts.owner(statement, through_lambdas=False) is not owner:
            continue
        silent = [
            handler
            for handler in statement.handlers
            if handler.type is not None
            and _caught(handler.type, facts, 0) & raised
            and all(_does_nothing(item) for item in handler.body)
        ]
        if silent and any(
            node is call for item in statement.body for node in (item, *own_walk(item))
        ):
            return True
    return False


def _does_nothing(statement: ast.stmt) -> bool:
    if isinstance(statement, ast.Pass | ast.Continue | ast.Break):
        return True
    if isinstance(statement, ast.Expr):
        return isinstance(statement.value, ast.Constant)
    return isinstance(statement, ast.Return) and (
        statement.value is None or isinstance(statement.value, ast.Constant)
    )


def _blind_suppress(facts: StrictFacts) -> list[Finding]:
    """`contextlib.suppress(Exception)`: a blind `except: pass` written as a context manager
    (also made ready with `functools.partial(contextlib.suppress, Exception)`, or through
    a module subclass of `suppress`), and a module subclass of `suppress` that hands
    `Exception` to its `__init__` itself (`super().__init__(*(kinds or (Exception,)))`) or
    stores it as the kinds it suppresses (`_exceptions`)."""
    found: list[Finding] = []
    for call in facts.of_type(ast.Call):
        arguments = call.args
        names = facts.names.names(call.func)
        if names & _PARTIALS and arguments:
            names, arguments = facts.names.names(arguments[0]), arguments[1:]
        if "contextlib.suppress" not in names and not (
            any(name.startswith("local:") for name in names)
            and _SUPPRESS in lineage_of(names, facts)
        ):
            continue
        if any(facts.names.names(arg) & _BLIND_NAMES for arg in arguments):
            found.append((facts.line_of(call), "suppresses every exception"))
        elif why := _suppressed_blindly(arguments, facts):
            found.append((facts.line_of(call), why))
    for cls in facts.of_type(ast.ClassDef) if "suppress" in facts.code else ():
        if _SUPPRESS not in lineage_of({f"local:{cls.name}"}, facts):
            continue
        for node in ast.walk(cls):
            handed = _handed_to_suppress(node)
            if any(facts.names.names(item) & _BLIND_NAMES for item in handed):
                found.append((facts.line_of(node), "suppresses every exception"))
    return found


_SUPPRESS = "contextlib.suppress"


def _suppressed_blindly(arguments: list[ast.expr], facts: StrictFacts) -> str | None:
    """Why the kinds handed to `suppress` are blind as a handler's would be, or None: a
    type read off a class's lineage (`*LookupError.__bases__`, `KeyError.__mro__[-2]`),
    which is `Exception` under another spelling, or most built-in families at once."""
    names = frozenset().union(
        *(
            _caught(arg.value if isinstance(arg, ast.Starred) else arg, facts, 0)
            for arg in arguments
        )
    )
    if names & _BLIND_NAMES:
        return "suppresses every exception"
    if any(part in name for name in names for part in _RUNTIME_PARTS):
        return "suppresses a type read off a class's lineage (`__bases__`, `__mro__`)"
    if len(names) >= _MOST_FAMILIES and len(_families(names)) >= _MOST_FAMILIES:
        return "suppresses most built-in exception families at once"
    return None


def _handed_to_suppress(node: ast.AST) -> list[ast.AST]:
    """In a subclass of `suppress`: what `super().__init__(...)` (or `Base.__init__(self,
    ...)`) is handed, and what is assigned to `_exceptions`, the kinds it suppresses."""
    if isinstance(node, ast.Call):
        func = node.func
        if isinstance(func, ast.Attribute) and func.attr == "__init__":
            return [item for top in node.args for item in ast.walk(top)]
        return []
    if isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None:
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        if any(
            (isinstance(target, ast.Attribute) and target.attr == "_exceptions")
            or (isinstance(target, ast.Name) and target.id == "_exceptions")
            for target in targets
        ):
            return list(ast.walk(node.value))
    return []


_PARTIALS = frozenset({"functools.partial"})


_EXITS = frozenset({"__exit__", "__aexit__"})


def _blind_exits(facts: StrictFacts) -> list[Finding]:
    """A context manager's `__exit__` that returns true whatever the exception: a bare
    `except: pass` around the `with` block (or the function it decorates, through
    `ContextDecorator`), without an `except` written."""
    found: list[Finding] = []
    for func in facts.of_type(ast.FunctionDef, ast.AsyncFunctionDef):
        if func.name not in _EXITS or not isinstance(facts.owner(func), ast.ClassDef):
            continue
        swallowed = _swallowing(func, _ExitArguments(func, facts))
        if swallowed is not None:
            found.append((facts.line_of(swallowed), "`__exit__` swallows every exception"))
    return found + _blind_exits_assigned(facts)


_Function = ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda
_BINDERS = frozenset({"builtins.staticmethod", "builtins.classmethod"})


def _blind_exits_assigned(facts: StrictFacts) -> list[Finding]:
    """`__exit__ = lambda self, *exc: True` in a class body (also wrapped in
    `staticmethod`, or naming a module function that returns a true value whatever the
    exception): the same swallowing `__exit__`, written as an assignment."""
    found: list[Finding] = []
    verdicts: dict[tuple[int, bool], bool] = {}  # one function assigned in many classes
    for node in facts.of_type(ast.Assign):
        if not isinstance(facts.owner(node), ast.ClassDef) or not any(
            isinstance(target, ast.Name) and target.id in _EXITS for target in node.targets
        ):
            continue
        value, bound = node.value, True
        if isinstance(value, ast.Call) and len(value.args) == 1:
            if not facts.names.names(value.func) & _BINDERS:
                continue
            bound = "builtins.staticmethod" not in facts.names.names(value.func)
            value = value.args[0]
        func = _assigned_function(value, facts)
        if func is None:
            continue
        key = (id(func), bound)
        if key not in verdicts:
            verdicts[key] = _swallowing(func, _ExitArguments(func, facts, bound=bound)) is not None
        if verdicts[key]:
            found.append((facts.line_of(node), "`__exit__` swallows every exception"))
    return found


_PUSHES = frozenset({"push", "push_async_exit"})
_EXIT_STACKS = frozenset({"contextlib.ExitStack()", "contextlib.AsyncExitStack()"})


def _blind_pushes(facts: StrictFacts) -> list[Finding]:
    """`stack.push(lambda *exc: True)` (also `push_async_exit`, a module function): an
    `ExitStack` exit callback that returns a true value whatever the exception swallows
    every exception raised in the `with` block, as a blind `__exit__` does. The receiver
    is an `ExitStack` or something unknown (`with ExitStack() as stack:` binds what
    `__enter__` returns)."""
    found: list[Finding] = []
    for call in facts.of_type(ast.Call):
        func = call.func
        if not (isinstance(func, ast.Attribute) and func.attr in _PUSHES and call.args):
            continue
        receiver = facts.names.names(func.value)
        if not receiver & _EXIT_STACKS and not any(map(_runtime_only, receiver)):
            continue
        callback = _assigned_function(call.args[0], facts)
        if callback is None:
            continue
        known = _ExitArguments(callback, facts, bound=False)
        if _swallowing(callback, known) is not None:
            found.append((facts.line_of(call), "an exit callback swallows every exception"))
    return found


def _assigned_function(value: ast.expr, facts: StrictFacts) -> _Function | None:
    """The lambda, or the one function definition a name is bound to, that `value` is."""
    if isinstance(value, ast.Lambda):
        return value
    bindings = facts.names.bindings_of(value) if isinstance(value, ast.Name) else None
    if bindings is not None and len(bindings) == 1 and bindings[0][0] == "def":
        func = bindings[0][1]
        return func if isinstance(func, ast.FunctionDef | ast.AsyncFunctionDef) else None
    return None


def _swallowing(func: _Function, known: _ExitArguments) -> ast.AST | None:
    """Where the function returns a true value whatever the exception (the `return`; a
    lambda: its expression), when it does so without logging it with the traceback."""
    if any(
        isinstance(node, ast.Call) and _logs_traceback(node, known.facts)
        for node in own_walk(func)
    ):
        return None
    if isinstance(func, ast.Lambda):
        return func.body if known.truth(func.body) else None
    returned = _returned_on_error(func.body, known)
    return returned if isinstance(returned, ast.Return) else None


class _ExitArguments:
    """What is known of `__exit__`'s tests while an exception passes through it: its
    arguments are set (`exc_type is not None`), `issubclass(exc_type, Exception)` holds,
    and a flag the instance only ever sets to true values (`self.quiet = True`) is true."""

    def __init__(self, func: _Function, facts: StrictFacts, *, bound: bool = True) -> None:
        arguments = func.args
        positional = [*arguments.posonlyargs, *arguments.args]
        every = positional[int(bound) :]
        every += [arg for arg in (arguments.vararg,) if arg is not None]
        self.names = frozenset(arg.arg for arg in every)
        self.positions = {arg.arg: at for at, arg in enumerate(positional[int(bound) :])}
        """Each positional argument's place (0 the exception's class, 1 the exception, 2
        its traceback; `*exc` read by index)."""
        self.facts = facts
        owner = facts.owner(func)
        self.cls = owner if isinstance(owner, ast.ClassDef) else None
        """The class whose body defines the method (None: a callback, a module function)."""
        self.receiver = positional[0].arg if bound and positional and self.cls else None
        """The name of the instance the method is bound to (`self`), when its class is known."""
        self.depth = 0
        self.followed: dict[int, tuple[bool | None, int]] = {}
        """id(value) -> (its truth, the depth it was followed from)."""

    def truth(self, test: ast.expr) -> bool | None:
        return truth_of(test, self.leaf)

    def leaf(self, part: ast.expr) -> bool | None:
        """An argument's truth (also through `bool(...)` and either side of an `if`
        expression), `is (not) None` of one, and its tests against classes the code names,
        for an exception of any kind it does not single out: `issubclass`/`isinstance` of
        `Exception` or `BaseException` hold and of specific classes do not, nor `is`, `==`
        or `in` of specific classes, while `is not`, `!=` and `not in` of any class do
        (`exc_type is not KeyboardInterrupt` is true for every other exception); a class
        only known at run time leaves the test unknown. Then what a constant or a flag
        bound to constants says."""
        if self.passed(part):
            return True
        same = _self_compared(part, self.passed)
        if same is not None:
            return same  # `exc_type is exc_type`
        if isinstance(part, ast.Compare) and len(part.ops) == 1 and self.passed(part.left):
            return self._compared(part.ops[0], part.comparators[0])
        if isinstance(part, ast.Compare) and len(part.ops) == 1:
            sized = self._size_test(part)
            if sized is not None:
                return sized
        if isinstance(part, ast.Call):
            called = self._called(part)
            if called is not None:
                return called
        if isinstance(part, ast.IfExp):
            chosen = self.truth(part.test)
            if chosen is not None:
                return self.truth(part.body if chosen else part.orelse)
            sides = {self.truth(part.body), self.truth(part.orelse)}
            return sides.pop() if len(sides) == 1 else None
        return self._value_truth(part)

    def _value_truth(self, part: ast.expr) -> bool | None:
        """What a flag, a name bound once, a constant or a value true whatever it holds
        (`_always_true`: `return self`, `return self.__enter__`, `return [exc_type]`)
        says."""
        if isinstance(part, ast.Attribute) and is_self(part.value):
            flag = _flag_truth(part.attr, self.facts)
            if flag is not None:
                return flag
        else:
            value = self.facts.names.only_value(part)
            if value is not part and self.depth < _FOLLOWED:
                return self._followed(value)  # `handled = exc_type is not None`
            known = _known_truth(part, self.facts)
            if known is not None:
                return known
        return True if _always_true(part, self.facts, self.receiver, self.cls) else None

    def _called(self, part: ast.Call) -> bool | None:
        """`issubclass`/`isinstance` of an argument, and `bool(...)` of anything."""
        names = self.facts.names.names(part.func)
        if (
            len(part.args) == 2  # noqa: PLR2004
            and self.passed(part.args[0])
            and names & {"builtins.issubclass", "builtins.isinstance"}
        ):
            kinds = self._kinds(part.args[1])
            return None if kinds is None else kinds == "blind"
        if len(part.args) == 1 and not part.keywords and names & _TRUTH_CALLS:
            return self.truth(part.args[0])  # `bool(exc_type)`
        if names & {"builtins.hasattr"} and len(part.args) == 2 and self.passed(part.args[0]):  # noqa: PLR2004
            return self._has(part.args[0], const_str(part.args[1]))
        if len(part.args) == 1 and names & _TEXT_OF and self.passed(part.args[0]):
            return True  # `repr(exc_type)`: never empty for a class, an exception or None
        if names & {"builtins.len"} and len(part.args) == 1 and not part.keywords:
            return self.truth(part.args[0])
        if names & {"builtins.callable"} and len(part.args) == 1:
            return True if self.place(part.args[0]) == 0 else None  # a class is callable
        return None

    def _size_test(self, part: ast.Compare) -> bool | None:
        """`len(v) > 0` (also `>= 1`, `!= 0`; `== 0`, `< 1` and `<= 0` the other way):
        the truth of `v` itself, when that is known."""
        left, op, right = part.left, part.ops[0], part.comparators[0]
        if not (
            isinstance(left, ast.Call)
            and len(left.args) == 1
            and not left.keywords
            and self.facts.names.names(left.func) == {"builtins.len"}
            and isinstance(right, ast.Constant)
            and type(right.value) is int
        ):
            return None
        empty = _EMPTY_TESTS.get((type(op), right.value))
        truth = None if empty is None else self.truth(left.args[0])
        return None if truth is None else truth != empty

    def _has(self, argument: ast.expr, member: str | None) -> bool | None:
        """`hasattr(exc, 'args')`: true while an exception passes for a member every
        exception (or its class) has, or every traceback for the third argument."""
        place = self.place(argument)
        if member is None or place is None:
            return None
        every = _TRACEBACK_MEMBERS if place == _TRACEBACK_PLACE else _EXCEPTION_MEMBERS
        return True if member in every else None

    def place(self, node: ast.expr) -> int | None:
        """Which of the three exit arguments `node` is (`exc[1]` of `*exc` too), if known."""
        if isinstance(node, ast.Subscript):
            index = node.slice
            known = isinstance(index, ast.Constant) and type(index.value) is int
            return index.value if known else None  # type: ignore[attr-defined]
        return self.positions.get(node.id) if isinstance(node, ast.Name) else None

    def _compared(self, op: ast.cmpop, right: ast.expr) -> bool | None:
        """`exc_type <op> right`: against None, or against classes the code names."""
        if isinstance(right, ast.Constant) and right.value is None:
            if isinstance(op, ast.Is | ast.Eq):
                return False
            if isinstance(op, ast.IsNot | ast.NotEq):
                return True
            return None
        if not isinstance(op, _IDENTITY):
            return None
        if isinstance(op, ast.In | ast.NotIn):
            if not isinstance(right, ast.Tuple | ast.List | ast.Set):
                return None
            right = ast.Tuple(elts=right.elts, ctx=ast.Load())
        kinds = self._kinds(right)
        if kinds is None:
            return None
        if isinstance(op, ast.IsNot | ast.NotEq | ast.NotIn):
            return True  # every exception but the few named
        return None if kinds == "blind" else False

    def _kinds(self, node: ast.expr) -> str | None:
        """Whether classes the code names are "blind" (`Exception`, `BaseException` among
        them) or "specific"; None when they are only known at run time."""
        kinds = _caught(node, self.facts, 0)
        if not kinds or any(map(_runtime_only, kinds)):
            return None
        return "blind" if kinds & (_BLIND_NAMES | {"builtins.object"}) else "specific"

    def _followed(self, value: ast.expr) -> bool | None:
        """The truth of the value a name is bound to, once per value (names bound to
        `a and a and ...` of each other would be followed down every path): a known truth
        holds at any depth, an unknown one for as deep or deeper."""
        known = self.followed.get(id(value))
        if known is not None and (known[0] is not None or known[1] <= self.depth):
            return known[0]
        self.depth += 1
        try:
            answer = self.truth(value)
        finally:
            self.depth -= 1
        self.followed[id(value)] = (answer, self.depth)
        return answer

    def passed(self, node: ast.expr) -> bool:
        """An argument of `__exit__` (`exc_type`, `exc[0]` of `*exc`)."""
        if isinstance(node, ast.Subscript):
            node = node.value
        return isinstance(node, ast.Name) and node.id in self.names


def _self_compared(part: ast.expr, passed: Callable[[ast.expr], bool]) -> bool | None:
    """`x is x` (true; `is not` false) of a name, `x in (x, None)` (true; `not in` false:
    membership tests identity first) of a name in a display holding it, or `exc_type ==
    exc_type` of an exit argument (whose classes, exceptions and None compare equal to
    themselves): a test that does not depend on the exception (round 22, errB22: to move to a
    shared truth helper)."""
    if not (isinstance(part, ast.Compare) and len(part.ops) == 1):
        return None
    left, op, right = part.left, part.ops[0], part.comparators[0]
    if isinstance(op, ast.In | ast.NotIn) and isinstance(left, ast.Name):
        items = right.keys if isinstance(right, ast.Dict) else getattr(right, "elts", [])
        if isinstance(right, ast.Tuple | ast.List | ast.Set | ast.Dict) and any(
            isinstance(item, ast.Name) and item.id == left.id for item in items
        ):
            return isinstance(op, ast.In)  # `exc_type in (exc_type, None)`: identity first
    if not isinstance(left, ast.Name | ast.Subscript) or ast.dump(left) != ast.dump(right):
        return None
    if isinstance(left, ast.Subscript) and not (
        passed(left) and isinstance(left.slice, ast.Constant)
    ):
        return None
    if isinstance(op, ast.Is | ast.IsNot):
        return isinstance(op, ast.Is)
    if isinstance(op, ast.Eq | ast.NotEq) and passed(left):
        return isinstance(op, ast.Eq)
    return None


_TRUTH_CALLS = frozenset({"builtins.bool", "operator.truth"})
_TEXT_OF = frozenset({"builtins.repr", "builtins.ascii"})
"""Calls whose text is never empty for an exit argument (`repr(None)` is `'None'`, an
exception's `repr` names its class; `str(exc)` may be empty)."""
_EMPTY_TESTS = {
    (ast.Gt, 0): False, (ast.GtE, 1): False, (ast.NotEq, 0): False,
    (ast.Eq, 0): True, (ast.Lt, 1): True, (ast.LtE, 0): True,
}  # fmt: skip
"""`len(v) <op> n` -> whether the test holds when `v` is empty (the other way round when not)."""
_EXCEPTION_MEMBERS = frozenset(dir(BaseException)) | frozenset(dir(BaseException()))
"""What every exception and exception class has (`args`, `with_traceback`, `__cause__`)."""
_TRACEBACK_MEMBERS = frozenset(dir(types.TracebackType))
_TRACEBACK_PLACE = 2


def _always_true(
    part: ast.expr, facts: StrictFacts, receiver: str | None, cls: ast.ClassDef | None
) -> bool:
    """A value true whatever it holds, which `__exit__` returning it swallows every
    exception with: a container display with an item that is not unpacked (`[exc_type]`,
    `(None,)`, `{'k': v}`), an f-string with text of its own, a lambda, a function or
    class the code defines (by a name bound only so), a module, a builtin function or
    class, `type(x)`, a method every object has (`x.__init__`, `x.__class__`; not
    `__hash__`, which a class may set to None), a bound method of the running class
    (`self.__enter__`: a `def` its method resolution order picks, which no code rebinds),
    and the running instance itself, or an instance of a module class made there
    (`self`, `_Token()`), when neither its class, a base nor a module subclass defines
    `__bool__` or `__len__` (bases the code does not show, other than `object`, the builtin
    exceptions and contextlib's abstract context managers, leave it unknown)."""
    if isinstance(part, ast.NamedExpr):
        part = part.value
    if isinstance(part, ast.Lambda):
        return True
    if isinstance(part, ast.Tuple | ast.List | ast.Set):
        return any(not isinstance(item, ast.Starred) for item in part.elts)
    if isinstance(part, ast.Dict):
        return any(key is not None for key in part.keys)
    if isinstance(part, ast.JoinedStr):
        return any(isinstance(item, ast.Constant) and item.value for item in part.values)
    if isinstance(part, ast.Attribute):
        return _true_member(part, facts, receiver, cls)
    if isinstance(part, ast.Name) and part.id == receiver and cls is not None:
        return _instances_true(cls, facts)
    if isinstance(part, ast.Call):
        return _true_call(part, facts)
    return isinstance(part, ast.Name) and _names_true_object(part, facts)


_OBJECT_METHODS = frozenset(
    name for name in dir(object) if callable(getattr(object, name)) and name != "__hash__"
)
"""The methods (and the class) every object has: `x.__init__` and `x.__class__` are true."""


def _true_member(
    part: ast.Attribute, facts: StrictFacts, receiver: str | None, cls: ast.ClassDef | None
) -> bool:
    """`x.__init__` (a method every object has) or `self.__enter__` (a plain `def` of the
    running class), when no code binds that name otherwise."""
    name = part.attr
    if name in facts.names.attribute_values or sets_attributes_by_name(facts):
        return False
    if name in _OBJECT_METHODS:
        return name not in facts.derived(_class_attribute_values)
    if not (isinstance(part.value, ast.Name) and part.value.id == receiver and cls is not None):
        return False
    model = class_model(facts)
    methods = [model.resolved(item, name) for item in (cls, *model.subclasses(cls))]
    return all(
        isinstance(method, ast.FunctionDef | ast.AsyncFunctionDef)
        and all(facts.names.names(item) & _BINDERS for item in method.decorator_list)
        for method in methods
    ) and name not in facts.derived(_class_attribute_values)


def _true_call(part: ast.Call, facts: StrictFacts) -> bool:
    """`type(x)` (a class), or a module class called (`_Token()`) whose instances are all
    true and which neither a metaclass nor a `__new__` may turn into something else."""
    names = facts.names.names(part.func)
    if names == {"builtins.type"} and len(part.args) == 1 and not part.keywords:
        return True
    if len(names) != 1 or not next(iter(names)).startswith("local:"):
        return False
    model = class_model(facts)
    classes = model.by_name.get(next(iter(names)).removeprefix("local:"), [])
    return bool(classes) and all(
        _instances_true(cls, facts)
        and all(
            model.resolved(item, "__new__") is None
            and not any(keyword.arg == "metaclass" for keyword in item.keywords)
            for item in model.mro(cls)
        )
        for cls in classes
    )


def _names_true_object(part: ast.Name, facts: StrictFacts) -> bool:
    """A name bound only to functions (or classes without a metaclass) the code defines,
    or to modules, or that is a builtin function or class, or the builtin `NotImplemented`
    or `Ellipsis` (true singletons)."""
    bindings = facts.names.bindings_of(part)
    if bindings is None:
        names = facts.names.names(part)
        kind = getattr(builtins, part.id, None)
        return names == {f"builtins.{part.id}"} and (
            isinstance(kind, type) or inspect.isbuiltin(kind) or part.id in _TRUE_SINGLETONS
        )
    return bool(bindings) and all(
        kind == "module"
        or (
            kind == "def"
            and not (isinstance(value, ast.ClassDef) and (value.keywords or value.decorator_list))
        )
        for kind, value in bindings
    )


_TRUE_SINGLETONS = frozenset({"NotImplemented", "Ellipsis"})
_TRUE_BASES = frozenset({
    "builtins.object", "contextlib.AbstractContextManager",
    "contextlib.AbstractAsyncContextManager", "contextlib.ContextDecorator",
    "contextlib.AsyncContextDecorator", "abc.ABC",
})  # fmt: skip
"""Bases that give their instances no truth of their own (no `__bool__`, no `__len__`)."""
_TRUTH_DUNDERS = frozenset({"__bool__", "__len__"})
_TRUE_DECORATORS = frozenset({"dataclasses.dataclass", "functools.total_ordering"})
_CLASS_DEPTH = 8


def _instances_true(cls: ast.ClassDef, facts: StrictFacts, depth: int = 0) -> bool:
    """Whether every instance of a module class is true: neither it, a base nor a module
    subclass defines `__bool__` or `__len__` (nor does the code set one by attribute), its
    bases are module classes so made, `object`, builtin exceptions or contextlib's
    abstract context managers, and it is decorated by nothing but `dataclass` or
    `total_ordering` (worked out once a class)."""
    known = facts.memo(_instances_true)
    if id(cls) not in known:
        known[id(cls)] = False  # while it is worked out: bases naming each other
        model = class_model(facts)
        known[id(cls)] = (
            depth < _CLASS_DEPTH
            and not _TRUTH_DUNDERS & facts.names.attribute_values.keys()
            and all(
                _own_instances_true(item, facts, depth) for item in (cls, *model.subclasses(cls))
            )
        )
    return known[id(cls)]


def _own_instances_true(cls: ast.ClassDef, facts: StrictFacts, depth: int) -> bool:
    if any(
        isinstance(statement, ast.FunctionDef | ast.AsyncFunctionDef)
        and statement.name in _TRUTH_DUNDERS
        or any(
            isinstance(target, ast.Name) and target.id in _TRUTH_DUNDERS
            for target in _assigned(statement)
        )
        for statement in cls.body
    ):
        return False
    if not all(facts.names.names(item) <= _TRUE_DECORATORS for item in cls.decorator_list):
        return False
    model = class_model(facts)
    for base in cls.bases:
        names = facts.names.names(base)
        for name in names or {UNKNOWN}:
            local = name.startswith("local:") and "." not in name and not name.endswith("()")
            if local:
                found = model.by_name.get(name.removeprefix("local:"), [])
                if not found or not all(_instances_true(c, facts, depth + 1) for c in found):
                    return False
            elif name not in _TRUE_BASES and not _builtin_exception(name):
                return False
    return True


def _builtin_exception(name: str) -> bool:
    kind = getattr(builtins, name.removeprefix("builtins."), None)
    return (
        name.startswith("builtins.") and isinstance(kind, type) and issubclass(kind, BaseException)
    )


_IDENTITY = (ast.Is, ast.IsNot, ast.Eq, ast.NotEq, ast.In, ast.NotIn)

_FOLLOWED = 8
"""How many names bound once (`handled = SWALLOW`) a test of `__exit__` is followed through."""


def _flag_truth(attribute: str, facts: StrictFacts) -> bool | None:
    """`self.quiet`: true when every assignment of that attribute in the code, and every
    class body binding the name, gives a true constant (`self.quiet = True`, `quiet =
    True`), else unknown: a field a constructor may set (`_field_names`), or when the code
    may set attributes by name (`setattr`, `__dict__`)."""
    known = facts.memo(_flag_truth)
    if attribute not in known:
        known[attribute] = _flag_truth_of(attribute, facts)
    return known[attribute]


def _flag_truth_of(attribute: str, facts: StrictFacts) -> bool | None:
    if sets_attributes_by_name(facts):
        return None
    values: list[ast.expr | None] = [*facts.names.attribute_values.get(attribute, [])]
    if attribute in facts.derived(_class_attributes):
        if attribute in facts.derived(_field_names):
            return None
        values += facts.derived(_class_attribute_values)[attribute]
    truths = {bool(v.value) if isinstance(v, ast.Constant) else None for v in values}
    return True if truths == {True} else None


def _field_names(facts: StrictFacts) -> frozenset[str]:
    """The names bound in the body of a class whose constructor may set them from its
    arguments (a decorated class, such as a dataclass, or one with a base or keyword
    the code does not define: a `NamedTuple`, a pydantic model), or whose attributes
    a call may hand in by keyword (`Quietly(quiet=False)`): their class values are
    defaults, not what every instance holds."""
    local = {cls.name for cls in facts.of_type(ast.ClassDef)}
    found: set[str] = set()
    for cls in facts.of_type(ast.ClassDef):
        opaque = (
            cls.decorator_list
            or cls.keywords
            or any(
                not (isinstance(base, ast.Name) and base.id in local | {"object"})
                for base in cls.bases
            )
        )
        if opaque:
            found |= {
                target.id
                for statement in cls.body
                for target in _assigned(statement)
                if isinstance(target, ast.Name)
            }
    for call in facts.of_type(ast.Call):
        found |= {keyword.arg for keyword in call.keywords if keyword.arg is not None}
    return frozenset(found)


def _class_attributes(facts: StrictFacts) -> frozenset[str]:
    """The names every class body of the code binds (its class attributes and fields)."""
    return frozenset(facts.derived(_class_attribute_values))


def _class_attribute_values(facts: StrictFacts) -> dict[str, list[ast.expr | None]]:
    """What the class bodies of the code bind each name to (None: a field without a value,
    an augmented assignment)."""
    found: dict[str, list[ast.expr | None]] = {}
    for cls in facts.of_type(ast.ClassDef):
        for statement in cls.body:
            value = (
                None if isinstance(statement, ast.AugAssign) else getattr(statement, "value", None)
            )
            for target in _assigned(statement):
                if isinstance(target, ast.Name):
                    found.setdefault(target.id, []).append(value)
    return found


def _assigned(statement: ast.stmt) -> list[ast.expr]:
    if isinstance(statement, ast.Assign):
        return statement.targets
    return [statement.target] if isinstance(statement, ast.AnnAssign | ast.AugAssign) else []


def _returned_on_error(body: list[ast.stmt], known: _ExitArguments) -> ast.Return | str | None:
    """Following `__exit__` while an exception passes through it: the `return` of a true
    value it reaches, "kept" when it returns a false one or raises, "unknown" when the way
    depends on anything else (`if self.quiet:`, a loop, a `try`), None when it falls
    through the block."""
    for statement in body:
        if isinstance(statement, ast.Return):
            value = statement.value
            return statement if value is not None and known.truth(value) else "kept"
        if isinstance(statement, ast.Raise):
            return "kept"
        if isinstance(statement, ast.If):
            truth = known.truth(statement.test)
            if truth is None:
                return "unknown"
            outcome = _returned_on_error(statement.body if truth else statement.orelse, known)
        elif isinstance(statement, ast.With | ast.AsyncWith):
            outcome = _returned_on_error(statement.body, known)
        elif not isinstance(statement, _DEFINITIONS) and any(
            isinstance(node, ast.Return | ast.Raise) for node in own_walk(statement)
        ):
            return "unknown"
        else:
            outcome = None
        if outcome is not None:
            return outcome
    return None


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
        `builtins`/`getattr` lookups (a module name, or a builtin exception's, is also what the
        code puts under it in the module's namespace or builtins', `globals().update(
        RECOVERABLE=Exception)`, `globals()['ValueError'] = Exception`; with the default of a
        `getattr` on the code's own class, object or an unknown one whose attribute nothing sets:
        `getattr(Loader, 'ignored_errors', Exception)`; the `.value` of a member of a module
        Enum class is the value its body gives it: `except Policy.ALL.value:` with `ALL =
        Exception`), and fails a handler that may catch
        `Exception` or `BaseException` (with Ruff's exemption for handlers that re-raise or log
        with the traceback, but not with an `exc_info` known to be false, such as
        `exc_info=VERBOSE` with `VERBOSE = False` never rebound, nor one that holds no traceback: a
        tuple written out (no `*`) that is not three items, holds a constant, `exc_info=(None,
        None, None)`, or whose traceback item reads `tb_next` (`(type(err), err,
        err.__traceback__.tb_next)`) (also through a name bound only to one), a builtin
        exception made there,
        `exc_info=RuntimeError('...')`, never raised, or a call of a function of the code's own
        whose every `return` gives a value known false (`exc_info=want_trace()`); nor any of
        these when the code names (installs) a module subclass of a `logging` class whose own
        `formatException` neither reads its argument nor calls another `formatException`
        (`return ""`: every traceback dropped, whichever logger uses it); nor to a logger
        the code mutes:
        `logging.disable` at or above the call's level (no level: all; not one in a test
        or pytest fixture whose name the code reads nowhere, which only the test runner
        runs),
        or, on that logger (a name bound to `logging.getLogger(x)`, the call itself, the root
        logger for `logging.exception`), `disabled = True`, `propagate = False` with only
        `NullHandler`s added, a filter added that drops every record (`addFilter(lambda record:
        False)`, or a function of the code's own always returning false), or `setLevel` above the
        call's level, also on the nearest parent given a level (`getLogger('app')` for
        `getLogger('app.settings')`), else the root logger, for a
        logger given no level (`logging.basicConfig(level=...)` sets the root's; a logger set
        to `NOTSET` counts as given none, as in logging); nor to an
        instance of a module class whose method of that name (`exception`, or the one given
        `exc_info`) raises nothing, calls nothing of logging, traceback or `sys.exc_info` and hands
        on to no other such log call (`class Log: def exception(self, *args): return None`); and
        only where that code may run: not in a branch whose test is
        known to be false, such as `if DEBUG:` with `DEBUG = False` and never rebound, `if False:`
        or `if TYPE_CHECKING:`, a test of literals alone that a pure method of text settles
        (`if "strict".isupper():`, `"a".upper() == "b"`, also through a name bound only to
        one), a comparison the ranges of the numbers compared settle (literals,
        `len()`, never negative, `sys.maxsize`, between 2**31 - 1 and 2**63 - 1, their sums,
        differences and products: `if len(rows) < 0:`, `if sys.maxsize < 0:`, also through a name
        bound only to one, `NEVER = sys.maxsize < 0`), a never-negative result (`abs()`,
        `math.fabs`, `sqrt`, `hypot`, `dist`, `exp`, `factorial`, `isqrt`) compared as below or
        equal to a known negative number (`if abs(retries) < 0:`), a test of the running
        Python's version no Python 3 passes (`if sys.version_info < (3,):`,
        `sys.version_info[0] == 2`, `.major < 3`,
        a slice `[:2]`, `sys.hexversion`, `sys.version[0]`; not one a minor version decides), or a
        parameter or `self.<attribute>` every
        value the code gives is false (`if self.debug: raise` with `def __init__(self,
        debug=False): self.debug = debug` and no call passing another value; not a name a class
        body also binds, such as a dataclass field), nor after a `return`, a `sys.exit()` or an
        `if` that leaves either way, such as `if not DEBUG: return None`, nor in a loop over an
        empty literal or range of constants, `for _ in ():`, `for _ in range(0):`, or over a
        builtin container or iterator made of nothing or of an empty one (`set()`, `sorted(())`,
        `zip()`, a comprehension over one, a view, copy or split of one, `{}.items()`,
        `[].copy()`, `''.split()`, `dict.keys({})`, an `itertools.chain` or `zip_longest` of
        only such, `cycle`, `accumulate`, `pairwise` or `chain.from_iterable` of one,
        `enumerate`, `sorted` or `reversed` of one whatever else they are handed,
        `enumerate((), 1)`, `zip`, `map` or `filter` with one among their iterables, also
        through a name bound only to one), nor in a `match` case that a constant subject (also
        through a name bound only to one) never reaches: a literal, `None`/`True`/`False` or
        `|` of those that does not equal it, or any case after one that matches it with no
        guard (`match MODE: case 'strict': raise` with `MODE = 'lenient'`), or that
        stops at once (`iter(int, 0)`, `iter(str, '')`, `iter(lambda: None, None)`: a builtin
        type or a lambda of no parameters giving the sentinel; `itertools.repeat(x, 0)`,
        `itertools.islice(it, 0)`), nor in the `else` of a loop over a display with an item not
        unpacked or a non-empty string (`for _ in (err,):`) whose body has a `break` of its own
        with no `continue` before it, nor under a test of the caught exception
        known never to hold (`if err is None:`, `if not err:`, `if err.__traceback__ is None:`,
        `err.__class__`/`err.args` too; the handler never rebinding the name; `sys.exc_info()[0]
        is None` or `sys.exception() is None` in the handler's own body), nor a re-raise or
        traceback log that runs for only a few kinds of what was caught, under `if isinstance(err,
        (KeyboardInterrupt, SystemExit)):`, under `if type(err) is K:` (`err.__class__`, `==`,
        `in`: one exact class, never its subclasses; in the `else` of `is not`, `!=`, `not in`),
        under a test of the caught exception's text against a constant (`if str(err) ==
        '<never>':`, `repr(err)`, `format(err)`, `err.args`, `err.args[0]`; `in` a display of
        constants, or a constant `in` it; in the `else` of `!=`, `not in`), or in the `else` of
        `if isinstance(err, Exception):` (and the mirror cases with `not`), or in the branch of an
        `if` testing a probe of an attribute not every exception has
        (`getattr(err, 'fatal', False)`, `hasattr(err, 'fatal')`, `'fatal' in vars(err)`,
        `err.__dict__`, or a name bound once to one) that no builtin exception reaches (with
        each probe giving its default, `False` or an empty dict; both branches when the test's
        value stays unknown), nor a
        re-raise that the `try`'s `finally` (or an outer one's) cancels with `return`, `break` or
        `continue`, nor one in the block of a `with` of the handler entering a manager that
        may swallow what it raises (`with contextlib.suppress(SyncError): raise
        SyncError(...) from err`, by any name, a module subclass of `suppress`, a module
        `contextmanager` generator catching around its `yield` without re-raising, or one
        entered on an `ExitStack` earlier in that block; a bare `raise` may be anything
        caught, and `suppress(ProcessLookupError)` does not swallow a `RuntimeError`),
        nor a "re-raise" of an exit reporting success,
        `raise SystemExit from err`
        or with a status of `0`, `None`, `False` or `os.EX_OK` (also a module subclass of
        `SystemExit` that sets no status of its own, or a name bound once to such an exception):
        the program ends as if nothing failed and shows neither exception), a handler whose
        types are only known at run time (a call such as `type(err)`,
        an index, `__mro__`/`__bases__`, a parameter or an attribute of `self` the code gives no
        value it can show: a parameter or `self.<attribute>` is followed to its default and the
        arguments the module's calls pass, or to the class attributes and `self.` assignments of
        that name (and, for a handler's types, the assignments of that attribute on any other
        object or class, `job.retry_on = Exception`), so `retry(func, exceptions=(ConnectionError,
        TimeoutError))` with `except exceptions:` passes unless a call passes `Exception`; not a
        function handed on as a value, an argument given through `*args`/`**kwargs`, nor an
        attribute the code may set by name), a handler naming (written out, through a name or
        as followed above) builtin types of ten or more of the twenty built-in exception
        families, the direct subclasses of `Exception` (`KeyError` and `IndexError` are both
        `LookupError`'s, `UnicodeError` is `ValueError`'s): `except (ValueError, TypeError,
        LookupError, AttributeError, ArithmeticError, RuntimeError, OSError, ImportError,
        NameError, AssertionError):` that hides what it caught is `except Exception` spelled
        out (with the same exemption for a handler that re-raises or logs with the traceback),
        `contextlib.suppress(Exception)` (also through
        `functools.partial(contextlib.suppress, Exception)` or a module subclass of `suppress`, and
        a subclass handing `Exception` to `super().__init__(...)` itself or assigning it to
        `_exceptions`; also kinds given as a handler's are followed, and a type read off a
        class's lineage, `suppress(*LookupError.__bases__)`, or ten or more built-in families
        handed to `suppress` fail), and a context manager's `__exit__`/`__aexit__` (used in a
        `with` or as a `ContextDecorator`) that returns a true value whatever the exception:
        `return True`, `return exc_type is exc_type` (a name compared with itself by `is`, an
        exit argument also by `==`), `return exc_type in (exc_type, None)` (a name tested for
        membership in a display holding it),
        `return issubclass(exc_type, Exception)`, `return exc_type is not KeyboardInterrupt` (`is
        not`, `!=` or `not in` of classes the code names is true for every other exception; `is`,
        `==`, `in` and `issubclass`/`isinstance` of specific classes are false; of `object` true),
        `return hasattr(exc, 'args')` (a member every exception or exception class has, or every
        traceback for the third argument), `return callable(exc_type)`, `return
        bool(exc_type)`, a value true whatever it holds (`return self` where neither the class, a
        base nor a module subclass defines `__bool__` or `__len__` and every base is a module
        class, `object`, a builtin exception or one of contextlib's abstract context managers; a
        bound method, `return self.__enter__`, a plain `def` of the class; a method every object
        has, `x.__init__`, `x.__class__`; a function, class, module or builtin,
        `NotImplemented` or `Ellipsis`; `type(x)`; a new
        instance of such a module class; a display with an item not unpacked, `return
        [exc_type]`; an f-string with text of its own; a lambda; `repr(exc_type)` or `ascii` of
        an argument, never empty), a length test of such a value or of an argument (`len(v) > 0`,
        `>= 1`, `!= 0`, and `== 0`, `< 1`, `<= 0` the other way; `len(v)` alone as `v`), followed
        through `if` tests and `if` expressions on its arguments (`if
        exc_type is not None:`), through names bound once (`handled = SUPPRESS` with `SUPPRESS =
        True`, `handled = exc_type is not None`) and through a flag of the instance every
        assignment and every class body binding the name set to a true constant (`self.suppress =
        True`, `quiet = True` in the class body; not a name a call hands by keyword or one bound in
        a decorated class or one with a base the code does not define, whose constructor may set
        it, such as a dataclass field, and with no `setattr` or `__dict__` in the code); also one
        assigned in the class body (`__exit__ = lambda self, *exc: True`, also in
        `staticmethod(...)`, or naming a module function that so returns), and an `ExitStack` exit
        callback so returning (`stack.push(lambda *exc: True)`, `push_async_exit`, a module
        function; on an `ExitStack` or a receiver nothing is known of, such as the `with` target),
        unless it raises or logs with the traceback (a `.exception(...)` call or one with an
        `exc_info` that may be true, as Ruff accepts in a handler; not
        `traceback.print_exception(...)`, and storing the exception to raise it later, `self.error
        = exc`, still swallows it there). Also fails a `return`, `break` or `continue` in a
        `finally` block (not in a loop of its own there), which throws away whatever exception the
        `try` raised (Ruff's B012; Python 3.14 warns of it), and an exception hook,
        `sys.excepthook`, `threading.excepthook` or `sys.unraisablehook` (assigned or set with
        `setattr`), made a lambda or module function that raises nothing and hands its traceback
        (its third parameter, its `*args`, or its one argument) to no call: it swallows every
        uncaught exception (a hook passing it to `sys.__excepthook__`, `traceback.print_exception`
        or `exc_info=(...)` reports it; a hook the module does not define, such as
        `sys.__excepthook__`, is not judged); an `error_callback` (multiprocessing's
        `apply_async`, `map_async`, `starmap_async`, any call given one) made a lambda or module
        function that raises nothing and hands the exception it gets (its first parameter, or
        its `*args`) to no call and stores it nowhere that outlives the call (an item, an
        attribute, a `global` or `nonlocal` name): every exception of the workers dropped;
        an event loop's
        exception handler
        (`loop.set_exception_handler(...)`) made a lambda or module function that raises nothing
        and hands the `context` it gets (its second parameter, or its `*args`) to no call; and, in
        code where a call is given a `return_exceptions` that may be true (`asyncio.gather(...,
        return_exceptions=True)` turns the tasks' exceptions into results), a function (or the top
        level) that tests values with `isinstance(value, Exception)` (or `BaseException`, by any
        name) and hands none of them on: it raises nowhere, logs no traceback, and on the side of
        no such test where the value is an exception (`if isinstance(r, Exception):` the body,
        under `not` the `else`) returns, yields or hands the value to a call, nor keeps it (a
        comprehension keeping only exceptions, an `if` expression giving the value, a store
        into an item or attribute, `down[host] = r`); so `[r for r in results if not
        isinstance(r, BaseException)]` and `if isinstance(r, Exception): continue` fail.
        `issubclass(type(r), Exception)` (or `r.__class__`) is read as
        `isinstance(r, Exception)`; a test reading a class's lineage (`type(r).__mro__[-2] is
        not BaseException`, `__bases__`, `.mro()`, `inspect.getmro`, or `issubclass` of
        anything else against `Exception`), whose sides strict mode cannot tell apart, fails
        where that function (or the top level) neither raises nor logs a traceback. Also fails
        a blind handler in a function that re-raises what it caught
        chained as a module class (`except Exception as err: raise AmountError(line) from err`)
        when a caller of that function (by name, also a method through `self`) has a `try`
        around the call with a handler catching that class or one of its bases and doing nothing
        with it (only `pass`, `continue`, `break`, a constant or `return` of a constant): the two
        handlers together swallow every exception. Also fails a function (or the top level)
        that asks futures or tasks for their exception with `.exception()` only to test it
        (`if future.exception() is None:`, `[t.result() for t in done if not
        t.exception()]`), never holding it, and neither raises nor logs a traceback: it
        drops whatever the workers raised, of any kind (`errors[path] =
        future.exception()`, `raise future.exception()` or logging it passes).
        Still possible: a third-party package's alias of `Exception` (`from msgpack.exceptions
        import PackException`: strict mode reads no third-party code), a re-raise under another
        test that never holds (of the caught exception otherwise, `if err.errno == -1:`, or of
        numbers it does not know the range of, `abs(x) + 1 < 0`, `x * x < 0`), a logger muted
        otherwise
        (handlers that drop everything, a filter, a logger reached otherwise than by a name
        bound to `getLogger(...)`), a hook or loop exception handler bound otherwise
        (`functools.partial`, a method) or handing the traceback or context to a call that
        drops it, an `error_callback` bound otherwise or handing the exception to a call that
        drops it, or storing it where nothing reads it again, gathered exceptions sorted out
        otherwise (`type(r).__name__`, a future's exception held in a name and only tested),
        or handed to a
        call that drops them (`str(r)`), or stored into an item or attribute nothing reads again
        (`failed[host] = r`), or dropped in
        a function that raises for another reason, a long tuple of specific types that together
        catch almost everything yet name fewer than ten built-in families (or name module or
        third-party classes for some), a re-raise guarded by a flag only known at run time (`if
        self.debug: raise` with `self.debug` set from the environment, or from an argument a
        call may make true), a home-made logger whose method drops the traceback otherwise
        (handing it to a call that ignores it) or one of a class the code does not show, an
        `__exit__` that swallows everything behind such a flag (`if self.quiet: return True`
        with `self.quiet` set from an argument or a dataclass field's default), a loop or
        `try`, an `__exit__` or `ExitStack` callback bound otherwise (`functools.partial`, a
        method of another class), and a traceback logged at a level that is off by default
        (`logger.debug(..., exc_info=True)`: accepted as in Ruff, since well-kept libraries log
        best-effort failures so), and an `__exit__` returning an instance of a class with a
        base the code does not show (`class Quiet(Base)`, whose `__len__` may make it false) or
        a value a call returns, a re-raise under a library manager that swallows (one of
        another package, a generator catching around `yield` in another module); a blind
        handler re-raising as a module class that a caller
        catches and handles in a way other than doing nothing (logging it without the
        traceback, counting it) or that is caught further up than the direct caller.
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
    strict_words = "except|suppress|exit__|finally|hook|push|error_callback"

    def strict_violations(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """Handlers that may catch everything, by whatever name, and blind suppress()."""
        found = _blind_suppress(facts) + _blind_exits(facts) + _finally_jumps(facts)
        found += _dropped_future_exceptions(facts)
        if facts.may_matter("push"):
            found += _blind_pushes(facts)
        if facts.may_matter("hook"):
            found += _swallowing_hooks(facts)
        if facts.may_matter("set_exception_handler"):
            found += _swallowing_loop_handlers(facts)
        if facts.may_matter("return_exceptions"):
            found += _dropped_results(facts)
        if facts.may_matter("error_callback"):
            found += _swallowing_error_callbacks(facts)
        for handler in facts.of_type(ast.ExceptHandler):
            if handler.type is not None and not _hides_nothing(handler, facts):
                message = _blind_by_type(handler, handler.type, facts)
                if message is not None:
                    found.append((facts.line_of(handler), message))
        if facts.may_matter("from"):
            found += _laundered(facts)
        return found

    def applies_to(self, code: str) -> bool:
        """True when some handler is bare or catches Exception/BaseException."""
        tree = parse(code)
        return tree is not None and any(_catches_blindly(h) for h in except_handlers(tree))
