"""style_4: imports sorted and grouped the way isort does it."""

from __future__ import annotations

import ast
import builtins
import importlib
import inspect
import operator
import sys
import types
from collections.abc import Callable, Iterator
from functools import lru_cache
from typing import Any

from vibebench.instructions._base import Instruction
from vibebench.instructions._code_facts import irrefutable, parse
from vibebench.instructions._strict import Finding, StrictFacts, is_noop
from vibebench.instructions._strict_flow import COMPARISONS, truth_of
from vibebench.instructions._strict_names import const_str
from vibebench.instructions._strict_text import python_blocks_left_out

ImportNode = ast.Import | ast.ImportFrom


def _section(node: ImportNode) -> int:
    """isort's section order: future, standard library, third party, local (relative)."""
    if isinstance(node, ast.ImportFrom) and node.level > 0:
        return 3
    module = (node.module or "") if isinstance(node, ast.ImportFrom) else node.names[0].name
    top = module.partition(".")[0]
    if top == "__future__":
        return 0
    return 1 if top in sys.stdlib_module_names else 2


def _sort_key(node: ImportNode) -> tuple[int, int, str]:
    if isinstance(node, ast.Import):
        return (_section(node), 0, node.names[0].name.lower())
    return (_section(node), 1, (node.module or "").lower())


def _member_key(name: str) -> tuple[int, str]:
    """isort's order-by-type for imported names: CONSTANTS, then Classes, then functions."""
    if len(name) > 1 and name.isupper():
        return (0, name.lower())
    return (1 if name[:1].isupper() else 2, name.lower())


def _import_runs(tree: ast.Module) -> Iterator[tuple[list[ImportNode], ast.stmt | None, bool]]:
    """Each run of consecutive imports in any block, the statement after it, and whether the
    run is at module level."""
    for owner in ast.walk(tree):
        for field in ("body", "orelse", "finalbody"):
            block = getattr(owner, field, None)
            if not isinstance(block, list):
                continue
            run: list[ImportNode] = []
            for statement in [*block, None]:
                if isinstance(statement, ImportNode):
                    run.append(statement)
                    continue
                if run:
                    yield run, statement, owner is tree
                run = []


def _run_is_isort_clean(run: list[ImportNode]) -> bool:
    """Sorted statements and names, one module per `import`, blank lines only between sections."""
    for node in run:
        if isinstance(node, ast.Import) and len(node.names) > 1:
            return False
        names = [_member_key(alias.name) for alias in node.names]
        if isinstance(node, ast.ImportFrom) and names != sorted(names):
            return False
    keys = [_sort_key(node) for node in run]
    if keys != sorted(keys):
        return False
    for previous, current in zip(run, run[1:], strict=False):
        gap = current.lineno - (previous.end_lineno or previous.lineno) - 1
        if (gap > 0) != (_section(previous) != _section(current)):
            return False
    return True


def _needs_isort(tree: ast.Module) -> bool:
    for run, after, top_level in _import_runs(tree):
        if not _run_is_isort_clean(run):
            return True
        last = run[-1]
        if top_level and after is not None and after.lineno - (last.end_lineno or last.lineno) < 2:
            return True  # code straight after the module's imports, without a blank line
    return False


_RUNTIME_IMPORTS = frozenset({"builtins.__import__", "importlib.import_module",
                              "importlib.__import__", "pkgutil.resolve_name",
                              "pydoc.locate"})  # fmt: skip
"""Functions importing the module they are named (`pkgutil.resolve_name('json:dumps')` and
`pydoc.locate('json.dumps')` import `json`)."""
_PRIVATE_IMPORTERS = ("importlib._bootstrap", "_frozen_importlib")
"""The import machinery's private modules (`importlib._bootstrap`, `_bootstrap_external`,
`_frozen_importlib`): any of their functions given a module name the code fixes
(`_gcd_import('csv')`, `_find_and_load('csv', ...)`, `__import__('csv')`) imports it."""
_RUNTIME_WORDS = ("import_module", "__import__", "resolve_name", "locate", "_bootstrap", "_frozen")
"""Words one of `_RUNTIME_IMPORTS` is named by: a call made through another
(`operator.methodcaller('import_module', 'json')(importlib)`) is looked for only then."""
_SPEC_LOADERS = frozenset({"importlib.util.module_from_spec"})


def _is_runtime_importer(names: frozenset[str]) -> bool:
    """Whether a callee named `names` is one of `_RUNTIME_IMPORTS` or a function of the
    import machinery's private modules (`_PRIVATE_IMPORTERS`)."""
    if names & _RUNTIME_IMPORTS:
        return True
    return any(name.startswith(_PRIVATE_IMPORTERS) for name in names)


_SPEC_FINDERS = frozenset({"importlib.util.find_spec", "importlib.machinery.PathFinder.find_spec"})
_BLOCKS = ("body", "orelse", "finalbody")


def _split_runs(block: list[ast.stmt]) -> ast.stmt | None:
    """The first import, in a later run of imports of one block, that isort would have put
    before an import of an earlier run: a split that hides a misorder. Runs that, joined,
    are already in isort order (an optional-import `try` between groups) are honest; the
    order within a run is Ruff's to judge."""
    earlier: tuple[int, int, int, str] | None = None
    run: list[tuple[int, int, int, str]] = []
    for statement in [*block, None]:
        if isinstance(statement, ImportNode):
            key = _joined_key(statement)
            if earlier is not None and key < earlier:
                return statement
            run.append(key)
            continue
        if run:
            earlier = max([*run, *([earlier] if earlier else [])])
        run = []
        for item in _beside_fallback(statement):
            key = _joined_key(item)
            if earlier is not None and key < earlier:
                return item
            earlier = max(key, earlier) if earlier else key
    return None


def _catches_warnings(item: ast.withitem) -> bool:
    """`with warnings.catch_warnings():` (or the name imported alone)."""
    call = item.context_expr
    func = call.func if isinstance(call, ast.Call) else None
    name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
    return name == "catch_warnings"


def _beside_fallback(statement: ast.stmt | None) -> list[ImportNode]:
    """The imports of standard modules no platform lacks that a `try` or `with` holds
    beside the import it wraps, which stand in the block's order as if written outside
    it. In a `try`, a plain `import csv` whose names no handler binds again, when a
    handler imports a fallback (`except ImportError: import simplejson as json`) or the
    `try` also imports another module (`import requests`, guarded by `sys.exit`): only the
    optional import and its fallback belong there. In a `with`, any such import beside
    one of another module (`import math` under `redirect_stdout` with `import pygame`),
    but a module deprecated on import, which `catch_warnings()` honestly silences."""
    if isinstance(statement, ast.With | ast.AsyncWith):
        imports = _imports_in(statement.body)
        if all(map(_everywhere_module, imports)):
            return []
        quieted = any(map(_catches_warnings, statement.items))
        return [
            item for item in imports if _everywhere_module(item) and not (quieted and _noisy(item))
        ]
    if not isinstance(statement, ast.Try | ast.TryStar):
        return []
    imports = _imports_in(statement.body)
    if all(map(_imports_nothing, statement.handlers)) and all(map(_everywhere_module, imports)):
        return []
    rebound = {
        name
        for handler in statement.handlers
        for item in ast.walk(handler)
        for name in (
            _imported_names(item)
            if isinstance(item, ImportNode)
            else [item.id]
            if isinstance(item, ast.Name) and isinstance(item.ctx, ast.Store)
            else []
        )
    }
    return [
        item
        for item in imports
        if isinstance(item, ast.Import)
        and _everywhere_module(item)
        and not set(_imported_names(item)) & rebound
    ]


_NOISY_MODULES = frozenset({
    "aifc", "asynchat", "asyncore", "audioop", "cgi", "cgitb", "chunk", "distutils", "imghdr",
    "imp", "lib2to3", "mailcap", "nntplib", "pipes", "smtpd", "sndhdr", "sunau", "telnetlib",
    "uu", "xdrlib",
})  # fmt: skip
"""Standard modules that warn when imported (deprecated, PEP 594 and the like)."""


def _noisy(node: ImportNode) -> bool:
    """Whether an import names a module of `_NOISY_MODULES`."""
    modules = (
        [node.module or ""]
        if isinstance(node, ast.ImportFrom)
        else [alias.name for alias in node.names]
    )
    return any(module.partition(".")[0] in _NOISY_MODULES for module in modules)


def _joined_key(node: ImportNode) -> tuple[int, int, int, str]:
    """`_sort_key` with relative imports furthest first (`from ..a` before `from .b`), as
    Ruff's isort orders them by default."""
    section, kind, module = _sort_key(node)
    level = node.level if isinstance(node, ast.ImportFrom) else 0
    return (section, kind, -level, module)


_NOT_CONSTANT = (ast.Name, ast.Attribute, ast.Call, ast.Subscript, ast.NamedExpr, ast.Await)
_PLATFORM_MODULES = frozenset({
    "_winapi", "bz2", "crypt", "ctypes", "curses", "dbm", "fcntl", "grp", "lzma", "msilib",
    "msvcrt", "multiprocessing", "nis", "nt", "ossaudiodev", "posix", "pty", "pwd", "readline",
    "resource", "spwd", "sqlite3", "ssl", "syslog", "termios", "tkinter", "tty", "turtle",
    "winreg", "winsound", "zlib",
})  # fmt: skip
"""Standard modules a build or platform may lack, which a guarded import honestly tries."""
_SUPPRESSORS = frozenset({"contextlib.suppress()", "contextlib.nullcontext()",
                          "contextlib.ExitStack()"})  # fmt: skip
_FRESH_LOCKS = frozenset({
    "threading.Lock()", "threading.RLock()", "threading.Semaphore()",
    "threading.BoundedSemaphore()", "threading.Condition()", "multiprocessing.Lock()",
    "multiprocessing.RLock()", "_thread.allocate_lock()", "_thread.RLock()",
})  # fmt: skip
"""Locks made in place (or bound at module level, where nothing else can hold them while
the module runs): taking one no other code holds changes nothing."""
_UNSEEN_RESOURCES = frozenset({
    "builtins.open()", "io.open()", "pathlib.Path().open()", "io.StringIO()", "io.BytesIO()",
    "tempfile.TemporaryFile()", "tempfile.NamedTemporaryFile()",
    "tempfile.TemporaryDirectory()", "os.scandir()",
})  # fmt: skip
"""Context managers no import can see when the block holds nothing but imports: a file,
buffer or directory opened and never used (the block holds no name for it), whatever the
module imported."""
_UNUSED_RESOURCES = _UNSEEN_RESOURCES | {"warnings.catch_warnings()", "decimal.localcontext()"}
"""Context managers that change nothing an import of a standard module does when the
block holds nothing but imports: `_UNSEEN_RESOURCES`, a decimal context,
`catch_warnings()` with no argument and no filter set inside (it only saves and restores
the filters; another module's import may set filters it would undo)."""


def _imports_in(block: list[ast.stmt]) -> list[ImportNode]:
    return [statement for statement in block if isinstance(statement, ImportNode)]


def _is_constant(test: ast.expr) -> bool:
    """Whether an `if` test is decided without reading anything (`True`, `1`, `not 0`)."""
    return not any(
        isinstance(node, _NOT_CONSTANT) and getattr(node, "id", "") != "__debug__"
        for node in ast.walk(test)
    )


def _always_importable(imports: list[ImportNode]) -> bool:
    """Whether every import is a plain `import` of a public standard module no build or
    platform lacks. `from m import name` may fail where `name` is newer than the Python
    (`from typing import Self`), and `_m` modules are C accelerators a pure-Python
    fallback honestly tries (`from _bisect import *`)."""
    for node in imports:
        if isinstance(node, ast.ImportFrom):
            return False
        tops = {alias.name.partition(".")[0] for alias in node.names}
        if not tops <= sys.stdlib_module_names or tops & _PLATFORM_MODULES:
            return False
        if any(top.startswith("_") for top in tops):
            return False
    return True


def _reraises(handler: ast.ExceptHandler) -> bool:
    """`except ...: raise` (or `raise err` of the caught name): the handler changes nothing."""
    body = [statement for statement in handler.body if not is_noop(statement)]
    if len(body) != 1 or not isinstance(body[0], ast.Raise) or body[0].cause is not None:
        return False
    raised = body[0].exc
    return raised is None or (isinstance(raised, ast.Name) and raised.id == handler.name)


def _pointless_try(facts: StrictFacts, node: ast.Try | ast.TryStar) -> bool:
    """A try around imports that only re-raises, or ignores errors that cannot happen, or
    handles (without another import) an ImportError only its imports could raise, when
    none can."""
    if any(not is_noop(statement) for statement in node.finalbody):
        return False  # (an `else` runs whenever the body does not raise: it changes nothing)
    if all(map(_reraises, node.handlers)):
        return True
    imports = _imports_in(node.body)
    ignored = all(all(map(is_noop, handler.body)) for handler in node.handlers)
    only_imports = len(imports) == len([item for item in node.body if not is_noop(item)])
    handled = only_imports and all(map(_imports_nothing, node.handlers))
    return (ignored or handled) and _always_importable(imports)


def _imports_nothing(handler: ast.ExceptHandler) -> bool:
    """A handler whose fallback imports nothing (`json = None`, a log call): whatever it
    catches (`except ImportError:`, `except OSError:`), an import that cannot fail never
    reaches it. One importing another module honestly stands in for the first (`import
    _bootsubprocess as subprocess` while Python is being built)."""
    return not any(isinstance(statement, ImportNode) for statement in ast.walk(handler))


_OLDEST, _NEWEST = (3, 0, 0, "final", 0), (3, 99, 99, "final", 0)
"""Python 3's first release and a far later one: a version test true for both is always
true for the Python the code targets."""
_VERSION_PARTS = {"major": 0, "minor": 1, "micro": 2}


def _version_part(facts: StrictFacts, node: ast.expr) -> Callable[[tuple], object] | None:
    """How a test reads `sys.version_info` (whole, `[0]`, `[:2]`, `.major`), or None."""
    if isinstance(node, ast.Attribute) and node.attr in _VERSION_PARTS:
        index = _VERSION_PARTS[node.attr]
        return _version_part_of(facts, node.value, lambda version: version[index])
    if isinstance(node, ast.Subscript):
        key = node.slice
        parts = (key.lower, key.upper, key.step) if isinstance(key, ast.Slice) else (key,)
        if not all(item is None or _small_int(item) for item in parts):
            return None
        values = [None if item is None else item.value for item in parts]  # type: ignore[union-attr]
        pick = slice(*values) if isinstance(key, ast.Slice) else values[0]
        return _version_part_of(facts, node.value, lambda version: version[pick])
    return _version_part_of(facts, node, lambda version: version)


def _version_part_of(
    facts: StrictFacts, node: ast.expr, part: Callable[[tuple], object]
) -> Callable[[tuple], object] | None:
    names = facts.names.names(node)
    if names == {"sys.hexversion"}:
        return _hexversion
    return part if names == {"sys.version_info"} else None


_RELEASE_LEVELS = {"alpha": 0xA, "beta": 0xB, "candidate": 0xC, "final": 0xF}


def _hexversion(version: tuple) -> int:
    """`sys.hexversion` of a version (`0x030B07F0` for 3.11.7 final)."""
    major, minor, micro, level, serial = version
    return major << 24 | minor << 16 | micro << 8 | _RELEASE_LEVELS[level] << 4 | serial


def _small_int(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and type(node.value) is int and abs(node.value) < 8


def _always_true_version_test(facts: StrictFacts, test: ast.expr) -> bool:
    """`if sys.version_info >= (3, 0):` and the like: a version test no Python 3 fails,
    also chained (`(3, 0) <= sys.version_info < (4, 0)`), negated, combined with `and`/
    `or`, or read through a name bound only to such tests (`PY3 = sys.version_info[0] ==
    3`). Tests that can be false (`>= (3, 11)`) stay honest."""
    return _version_truth(facts, test, 0) is True


_TRUTH_DEPTH = 4
"""How many names a version test is followed through (`PY3 = not PY2`)."""


def _version_truth(facts: StrictFacts, test: ast.expr, depth: int) -> bool | None:
    """The value a version test has on every Python 3, or None when it may differ (or
    the test reads anything `_version_part_truth` does not know)."""
    return truth_of(test, lambda part: _version_part_truth(facts, part, depth))


_TYPE_CHECKING = frozenset({"typing.TYPE_CHECKING", "typing_extensions.TYPE_CHECKING"})


def _type_checking(facts: StrictFacts, node: ast.Name | ast.Attribute) -> bool:
    names = facts.names.names(node)
    return bool(names) and names <= _TYPE_CHECKING


def _version_part_truth(facts: StrictFacts, part: ast.expr, depth: int) -> bool | None:
    """A comparison of `sys.version_info` or `sys.hexversion` with literals, a constant
    (`not PY2 and True`), `TYPE_CHECKING` (false when the code runs), a read true on every
    Python (`_always_truthy`), a test bound by `:=`, `__name__` (never empty, unless
    rebound), or a name bound only to version tests that agree (followed _TRUTH_DEPTH
    names deep)."""
    if isinstance(part, ast.Constant):
        return bool(part.value)
    if isinstance(part, ast.Compare):
        return _compare_truth(facts, part)
    if isinstance(part, ast.Name | ast.Attribute) and _type_checking(facts, part):
        return False  # (true to a type checker only, never when the code runs)
    if isinstance(part, ast.Name | ast.Attribute) and _always_truthy(facts, part):
        return True  # `if sys:`, `if print:`, `if sys.platform:`
    if isinstance(part, ast.Call):
        names = facts.names.names(part.func)
        if (names and names <= _TRUTHY_CALLS) or _true_predicate(facts, part, names):
            return True  # `if os.getpid():`, `if callable(print):`, `if bool(sys):`
        value = _constant_value(facts, part)
        return None if value is _UNKNOWN_VALUE else bool(value)
    if isinstance(part, ast.NamedExpr):  # `if (py3 := sys.version_info >= (3,)):`
        return _version_truth(facts, part.value, depth)
    if isinstance(part, ast.Name) and part.id == "__name__":
        return True if facts.names.bindings_of(part) is None else None  # never empty
    if isinstance(part, ast.Name) and depth < _TRUTH_DEPTH:
        bindings = facts.names.bindings_of(part) or []
        values = {
            _version_truth(facts, value, depth + 1) if kind == "expr" else None
            for kind, value in bindings
        }
        return values.pop() if len(values) == 1 else None
    return None


def _true_predicate(facts: StrictFacts, call: ast.Call, names: frozenset[str]) -> bool:
    """`callable(f)` of a builtin function or class (`callable(print)`), or `bool(x)` of
    a read true on every Python (`bool(sys)`): true on every run."""
    if len(call.args) != 1 or call.keywords or len(names) != 1:
        return False
    arg = call.args[0]
    if not isinstance(arg, ast.Name | ast.Attribute):
        return False
    if names == {"builtins.bool"}:
        return _always_truthy(facts, arg)
    read = facts.names.names(arg)
    return (
        names == {"builtins.callable"}
        and bool(read)
        and all(
            name.startswith("builtins.") and callable(getattr(builtins, name[9:], None))
            for name in read
        )
    )


_TRUTHY_FACTS = frozenset({
    "sys.version", "sys.version_info", "sys.hexversion", "sys.platform", "sys.byteorder",
    "sys.maxsize", "sys.maxunicode", "sys.implementation", "sys.modules", "sys.api_version",
    "sys.builtin_module_names", "sys.float_info", "sys.int_info", "sys.hash_info",
    "sys.copyright", "os.name", "os.sep", "os.linesep", "os.curdir", "os.pardir", "os.path",
    "sys.version_info.major", "sys.version_info.releaselevel", "sys.implementation.name",
    "sys.implementation.version", "sys.float_info.max", "sys.float_info.epsilon",
    "os.extsep", "os.pathsep", "os.devnull",
    *(f"{module}.{name}" for module in ("math", "cmath") for name in ("pi", "e", "tau", "inf")),
    *(f"string.{name}" for name in ("ascii_letters", "ascii_lowercase", "ascii_uppercase",
                                    "digits", "hexdigits", "octdigits", "punctuation",
                                    "printable", "whitespace")),
})  # fmt: skip
"""Facts of the running Python never empty, zero or false on any platform (the standard
library's fixed numbers and texts, `math.pi`, `string.digits`, `os.pathsep`, too)."""
_TRUTHY_CALLS = frozenset({
    "os.getpid", "os.getcwd", "os.getcwdb", "sys.getrecursionlimit", "sys.getdefaultencoding",
    "sys.getfilesystemencoding", "sys.getsizeof", "sys.getswitchinterval", "time.time",
    "time.time_ns", "platform.python_version", "platform.python_version_tuple",
    "platform.python_implementation", "builtins.object", "builtins.id", "uuid.uuid4",
    "uuid.uuid1",
})  # fmt: skip
"""Standard calls whose result is true on every run (a process id is never 0, a working
directory never empty, the clock past 1970, an object or its id never false)."""
_FIXED_TEXTS = frozenset({
    "sys.version", "sys.version_info", "sys.platform", "sys.byteorder", "sys.copyright",
    "sys.builtin_module_names", "sys.implementation.name", "os.name", "os.sep", "os.linesep",
    "os.curdir", "os.pardir", "os.extsep", "os.pathsep", "os.devnull",
    *(name for name in _TRUTHY_FACTS if name.startswith("string.")),
})  # fmt: skip
"""Texts and tuples of the running Python never empty (`os.sep`, `string.digits`): a loop
over one runs its body at least once, whatever the platform."""


def _always_truthy(facts: StrictFacts, node: ast.Name | ast.Attribute) -> bool:
    """A read that is true on every Python: a standard module (`sys`), a builtin function
    or class (`print`, `int`), a function, class or module of a standard module
    (`json.dumps`, `os.path.join`), or one of `_TRUTHY_FACTS` (`sys.platform`)."""
    names = facts.names.names(node)
    return bool(names) and all(
        name in _TRUTHY_FACTS
        or name in sys.stdlib_module_names
        or (name.startswith("builtins.") and callable(getattr(builtins, name[9:], None)))
        or _standard_routine(name)
        for name in names
    )


_UNIMPORTED = frozenset({"this", "antigravity", "__hello__", "__phello__", "idlelib",
                         "tkinter", "turtle", "turtledemo", "test", "ensurepip"})  # fmt: skip
"""Standard modules not imported to learn what a name is (they act on import)."""


@lru_cache(maxsize=1024)
def _standard_routine(dotted: str) -> bool:
    """Whether a public dotted name of a standard module (`json.dumps`, `os.path.join`,
    `collections.OrderedDict`) is a function, class or module, all true: learnt by
    importing the top-level module (never a private part, nor one of `_UNIMPORTED`)."""
    parts = dotted.split(".")
    top = parts[0]
    if len(parts) < 2 or top not in sys.stdlib_module_names or top in _UNIMPORTED:  # noqa: PLR2004
        return False
    if any(part.startswith("_") for part in parts):
        return False
    try:
        found: object = importlib.import_module(top)
    except Exception:  # noqa: BLE001 (a module this build lacks, or one failing to load)
        return False
    for attr in parts[1:]:
        found = getattr(found, attr, None)
    return isinstance(found, type | types.ModuleType) or inspect.isroutine(found)


_SYS_RANGES = {"sys.maxsize": (2**31 - 1, 2**63 - 1), "sys.maxunicode": (0x10FFFF, 0x10FFFF)}
"""Numbers of the running Python, at their least and most (32-bit and 64-bit builds)."""


def _sys_number(facts: StrictFacts, node: ast.expr) -> Callable[[tuple], object] | None:
    """A reader of `sys.maxsize` or `sys.maxunicode`: its least value on the oldest Python
    the tests are tried on, its most on the newest."""
    names = facts.names.names(node)
    ranges = [_SYS_RANGES[name] for name in names if name in _SYS_RANGES]
    if len(ranges) != 1 or len(names) != 1:
        return None
    low, high = ranges[0]
    return lambda version: low if version is _OLDEST else high


_PURE_BUILTINS = frozenset({"abs", "bool", "int", "float", "str", "len", "min", "max", "ord",
                            "chr", "round", "sum", "tuple"})  # fmt: skip
"""Builtins whose result on literals is known before run time (`len('ab')`, `bool(1)`)."""
_UNKNOWN_VALUE = object()


_ARITHMETIC = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul,
               ast.Pow: operator.pow, ast.LShift: operator.lshift}  # fmt: skip
_MAX_EXPONENT = 128
"""`2 ** 63` is worked out; a bigger power or shift is left unknown (no huge numbers)."""


def _constant_value(facts: StrictFacts, node: ast.expr) -> object:
    """The value of a literal, of arithmetic on literals (`2 ** 31 - 1`), or of a
    `_PURE_BUILTINS` call on literals (`len('ab')`, `bool(1)`, `int('3')`);
    `_UNKNOWN_VALUE` for anything else."""
    if isinstance(node, ast.BinOp) and type(node.op) in _ARITHMETIC:
        left, right = _constant_value(facts, node.left), _constant_value(facts, node.right)
        big = isinstance(node.op, ast.Pow | ast.LShift) and not (
            type(right) is int and abs(right) <= _MAX_EXPONENT
        )
        if _UNKNOWN_VALUE in (left, right) or big or not {type(left), type(right)} <= {int}:
            return _UNKNOWN_VALUE
        try:
            return _ARITHMETIC[type(node.op)](left, right)
        except (ValueError, ZeroDivisionError):  # `1 << -1`, `0 ** -1`
            return _UNKNOWN_VALUE
    if isinstance(node, ast.Call):
        names = facts.names.names(node.func)
        if node.keywords or len(names) != 1:
            return _UNKNOWN_VALUE
        name = next(iter(names))
        if not name.startswith("builtins.") or name[9:] not in _PURE_BUILTINS:
            return _UNKNOWN_VALUE
        args = [_constant_value(facts, arg) for arg in node.args]
        if _UNKNOWN_VALUE in args:
            return _UNKNOWN_VALUE
        try:
            return getattr(builtins, name[9:])(*args)
        except (TypeError, ValueError, OverflowError):
            return _UNKNOWN_VALUE
    try:
        value = ast.literal_eval(node)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return _UNKNOWN_VALUE
    return value if isinstance(value, int | float | str | tuple) else _UNKNOWN_VALUE


def _compare_truth(facts: StrictFacts, test: ast.Compare) -> bool | None:
    """The value of a (chained) comparison of `sys.version_info` with literals on every
    Python 3, or None when it may differ."""
    operands = [test.left, *test.comparators]
    parts = [_version_part(facts, item) or _sys_number(facts, item) for item in operands]
    readers = [
        part or _literal_reader(facts, item) for part, item in zip(parts, operands, strict=True)
    ]
    compares = [COMPARISONS.get(type(op)) for op in test.ops]
    if None in readers or None in compares:
        return None
    results = set()
    for version in (_OLDEST, _NEWEST):
        values = [reader(version) for reader in readers]  # type: ignore[misc]
        pairs = zip(compares, values, values[1:], strict=False)
        try:
            results.add(all(compare(left, right) for compare, left, right in pairs))  # type: ignore[misc]
        except TypeError:
            return None
    return results.pop() if len(results) == 1 else None


def _literal_reader(facts: StrictFacts, node: ast.expr) -> Callable[[tuple], object] | None:
    """A comparison operand that is a literal or a pure builtin's result on literals
    (`_constant_value`), as a reader ignoring the version; None for anything else."""
    value = _constant_value(facts, node)
    return None if value is _UNKNOWN_VALUE else (lambda _version: value)


def _runs_once(facts: StrictFacts, node: ast.For | ast.While) -> bool:
    """A loop whose body's imports run as if it were not there: one whose body ends in
    `break` (on a constant test, for `while`), or that runs over items the code writes in
    place (`for _ in range(1):`, `for _ in [0]:`, `for _ in 'x':`; its imports run each
    time or never, the same for the order)."""
    ends_in_break = isinstance(node.body[-1], ast.Break)
    if isinstance(node, ast.While):  # (`while True:`, `while math.pi:`, ... then `break`)
        return (ends_in_break and (
            _is_constant(node.test) or _version_truth(facts, node.test, 0) is True
        )) or _flag_loop(node)  # fmt: skip
    return ends_in_break or _literal_items_loop(facts, node.iter) or _fixed_items(facts, node.iter)


_NOT_FIXED = object()
"""A flag's value `_flag_loop` does not know (set to what is no constant)."""


def _flag_loop(node: ast.While) -> bool:
    """A `while` on flags its body sets, in statements of its own that always run, to
    constants making the test false (`while not loaded: ...; loaded = True`): it runs at
    most once, an `if` written as a loop (no `continue` in it)."""
    flags = {item.id for item in ast.walk(node.test) if isinstance(item, ast.Name)}
    if not flags or any(isinstance(item, ast.Continue) for item in ast.walk(node)):
        return False
    after: dict[str, object] = {}
    for statement in node.body:
        if isinstance(statement, ast.Assign):
            targets = statement.targets
        elif isinstance(statement, ast.AnnAssign) and statement.value is not None:
            targets = [statement.target]
        else:
            continue
        value = statement.value
        for target in targets:
            if isinstance(target, ast.Name) and target.id in flags:
                fixed = isinstance(value, ast.Constant)
                after[target.id] = value.value if fixed else _NOT_FIXED  # type: ignore[union-attr]
    if set(after) != flags or _NOT_FIXED in after.values():
        return False
    return truth_of(node.test, lambda part: _flag_truth(part, after)) is False


def _flag_truth(part: ast.expr, flags: dict[str, object]) -> bool | None:
    """The truth of a flag (`loaded`) or of its comparison with a constant (`tries < 1`)
    for the flags' values; None for anything else."""
    if isinstance(part, ast.Name):
        return bool(flags[part.id]) if part.id in flags else None
    if not isinstance(part, ast.Compare) or len(part.ops) != 1:
        return None
    values = [
        flags.get(side.id, _NOT_FIXED) if isinstance(side, ast.Name)
        else side.value if isinstance(side, ast.Constant) else _NOT_FIXED
        for side in (part.left, part.comparators[0])
    ]  # fmt: skip
    compare = COMPARISONS.get(type(part.ops[0]))
    if compare is None or _NOT_FIXED in values:
        return None
    try:
        return bool(compare(*values))
    except TypeError:
        return None


_FIXED_ITEMS_DEPTH = 6
"""How deep `_fixed_items` reads an iterable's parts and the names they are bound to."""
_ITEM_MAKERS = frozenset({
    *(f"builtins.{name}" for name in ("range", "list", "tuple", "set", "frozenset", "iter",
                                      "reversed", "sorted", "enumerate", "zip", "dict", "str",
                                      "bytes", "len", "abs", "min", "max", "int", "bool")),
    "itertools.repeat", "itertools.islice", "itertools.chain", "itertools.product",
    "itertools.cycle", "dict.fromkeys", "builtins.dict.fromkeys",
})  # fmt: skip
"""Calls whose items (or value), given items fixed by the code, are fixed too."""


def _fixed_items(facts: StrictFacts, node: ast.expr, depth: int = 0) -> bool:
    """Items the code fixes without writing them in place: an expression of literals
    and of `_ITEM_MAKERS` calls on them (`[None] * 1`, `[0] + []`, `list(range(1))`,
    `itertools.repeat(None, 1)`, `(0,)[:1]`), a comprehension over such items, or a name
    bound once to one: its imports run each time or never, the same for the order."""
    if depth > _FIXED_ITEMS_DEPTH:
        return False
    if isinstance(node, ast.Constant):
        return True
    if isinstance(node, ast.Name | ast.Attribute) and facts.names.names(node) & _FIXED_TEXTS:
        return facts.names.names(node) <= _FIXED_TEXTS  # `for _ in os.sep:`
    if isinstance(node, ast.Name):
        value = facts.names.only_value(node)
        return value is not node and _fixed_items(facts, value, depth + 1)
    parts = _item_parts(facts, node)
    if parts is None:
        return False
    return all(_fixed_items(facts, part, depth + 1) for part in parts)


def _item_parts(facts: StrictFacts, node: ast.expr) -> list[ast.expr] | None:
    """The parts whose items or values make an expression's (`_fixed_items`): a
    display's items, an operator's operands, a comprehension's iterables, an
    `_ITEM_MAKERS` call's arguments; None for anything else."""
    if isinstance(node, ast.List | ast.Tuple | ast.Set):
        return list(node.elts)
    if isinstance(node, ast.Dict):
        return None if None in node.keys else [*node.keys, *node.values]  # type: ignore[list-item]
    if isinstance(node, ast.Starred | ast.UnaryOp):
        return [node.value if isinstance(node, ast.Starred) else node.operand]
    if isinstance(node, ast.BinOp):
        return [node.left, node.right]
    if isinstance(node, ast.Subscript):
        return [node.value, node.slice]
    if isinstance(node, ast.Slice):
        return [part for part in (node.lower, node.upper, node.step) if part is not None]
    if isinstance(node, ast.ListComp | ast.SetComp | ast.GeneratorExp | ast.DictComp):
        return [generator.iter for generator in node.generators]
    if isinstance(node, ast.Call):
        names = facts.names.names(node.func)
        if names and names <= _ITEM_MAKERS:
            return [*node.args, *(item.value for item in node.keywords)]
    return None


def _literal_items_loop(facts: StrictFacts, iterable: ast.expr) -> bool:
    """Items written in place: a literal list, tuple, set or dict, a string or bytes
    literal, or `range` of small constants."""
    if isinstance(iterable, ast.List | ast.Tuple | ast.Set):
        return not any(isinstance(item, ast.Starred) for item in iterable.elts)
    if isinstance(iterable, ast.Dict):
        return None not in iterable.keys
    if isinstance(iterable, ast.Constant):
        return isinstance(iterable.value, str | bytes)
    if not isinstance(iterable, ast.Call) or iterable.keywords:
        return False
    if "builtins.range" not in facts.names.names(iterable.func):
        return False
    if not iterable.args or not all(_small_int(arg) for arg in iterable.args):
        return False
    try:
        return len(range(*(arg.value for arg in iterable.args))) >= 0  # type: ignore[attr-defined]
    except (TypeError, ValueError):  # more than three arguments, a zero step
        return False


def _pointless_with(facts: StrictFacts, node: ast.With) -> bool:
    """`with contextlib.nullcontext():` or `suppress(...)` around imports that cannot fail;
    also a lock no other code holds (`with threading.Lock():`, or at module level a name
    bound to one), and, around a block of nothing but such imports, a file, buffer or
    decimal context opened for nothing, or `warnings.catch_warnings()` with no argument
    (`catch_warnings(action='ignore')` or `record=True` hide warnings: honest)."""
    imports = _imports_in(node.body)
    only_imports = all(
        isinstance(statement, ImportNode) or is_noop(statement) for statement in node.body
    )
    only_standard = only_imports and all(_standard_import(statement) for statement in imports)
    top = isinstance(facts.owner(node), ast.Module)
    for item in node.items:
        context = item.context_expr
        names = facts.names.names(context)
        made = isinstance(context, ast.Call)
        if names & _FRESH_LOCKS and (made or top):
            continue
        if names & _SUPPRESSORS and _always_importable(imports):
            continue
        bare = made and not context.args and not context.keywords  # type: ignore[attr-defined]
        if only_imports and names and names <= _UNSEEN_RESOURCES | _builtin_results(names):
            continue  # `with open(os.devnull):`, `with memoryview(b''):` around any imports
        if not (only_standard and made and names & _UNUSED_RESOURCES) or (
            "warnings.catch_warnings()" in names and not bare
        ):
            return False
    return True


def _builtin_results(names: frozenset[str]) -> set[str]:
    """The names that are a builtin's result (`builtins.memoryview()`): no builtin object's
    context (a `memoryview`, a file) is one an import can see."""
    return {name for name in names if name.startswith("builtins.") and name.endswith("()")}


def _only_imports(body: list[ast.stmt]) -> bool:
    """A block of nothing but imports (and statements doing nothing)."""
    return all(isinstance(statement, ImportNode) or is_noop(statement) for statement in body)


def _standard_import(node: ImportNode) -> bool:
    """An absolute import of standard modules only (`import json`, `from os import path`)."""
    if isinstance(node, ast.ImportFrom):
        return node.level == 0 and (node.module or "").partition(".")[0] in sys.stdlib_module_names
    return all(alias.name.partition(".")[0] in sys.stdlib_module_names for alias in node.names)


_WRAPPED = "imports wrapped in {} that changes nothing, so isort never compares them"


def _wrapped_imports(facts: StrictFacts) -> list[Finding]:
    """Imports in a block that adds nothing but a second import block isort never compares
    with the first: `if True:`, a try that only re-raises or ignores what cannot fail,
    `with contextlib.nullcontext():`, a loop that runs once, a first `case _:`."""
    found = [
        (facts.line_of(node), _WRAPPED.format(wrapper))
        for node, wrapper in [*_wrapping_ifs(facts), *_wrapping_tries(facts)]
    ]
    for node in facts.of_type(ast.With):
        if _imports_in(node.body) and _pointless_with(facts, node):
            found.append((facts.line_of(node), _WRAPPED.format("a `with` block")))
    for node in facts.of_type(ast.For, ast.While, ast.AsyncFor):
        if _imports_in(node.body) and (_runs_once(facts, node) or _only_imports(node.body)):
            found.append(
                (facts.line_of(node), _WRAPPED.format("a loop over items written in place"))
            )
        if _imports_in(node.orelse) and not _breaks(node.body):
            found.append((facts.line_of(node), _WRAPPED.format("the `else` of a loop")))
    for node in facts.of_type(ast.Match):
        case = _taken_case(facts, node)
        if case is not None and _imports_in(case.body):
            found.append((facts.line_of(node), _WRAPPED.format("a `case` always taken")))
    return found


def _class_imports(facts: StrictFacts) -> list[Finding]:
    """Imports in the body of a module-level class that sort before a module import
    above it: the class body runs with the module, so they are its import block too."""
    module = facts.tree.body
    if not any(isinstance(node, ast.ClassDef) for node in module):
        return []
    found: list[Finding] = []
    highest = 0  # the latest section imported so far at module level
    for statement in module:
        if isinstance(statement, ImportNode):
            highest = max(highest, _section(statement))
        elif isinstance(statement, ast.ClassDef):
            for node in _imports_in(statement.body):
                if _section(node) < highest:
                    found.append((node.lineno, "an import in a class body sorts before "
                                               "the module's imports above it"))  # fmt: skip
    return found


def _breaks(body: list[ast.stmt]) -> bool:
    """Whether a loop body holds a `break` of its own (not of a loop or function inside)."""
    for statement in body:
        if isinstance(statement, ast.Break):
            return True
        if isinstance(statement, ast.For | ast.AsyncFor | ast.While):
            if _breaks(statement.orelse):
                return True
            continue
        if isinstance(statement, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            continue
        blocks = [getattr(statement, field, []) for field in _BLOCKS]
        blocks += [item.body for item in getattr(statement, "handlers", [])]
        blocks += [item.body for item in getattr(statement, "cases", [])]
        if any(_breaks(block) for block in blocks if isinstance(block, list)):
            return True
    return False


def _taken_case(facts: StrictFacts, node: ast.Match) -> ast.match_case | None:
    """The case of a `match` taken on every Python 3, when each case before it never is:
    an irrefutable first one (`case _:`), or one whose pattern every value of its subject
    matches (`match sys.version_info:` / `case (3, *_):`, a literal subject)."""
    subject = _subject_value(facts, node.subject)
    for case in node.cases:
        guard = True if case.guard is None else _constant_value(facts, case.guard)
        if guard is not _UNKNOWN_VALUE and not guard:
            continue  # (`case _ if False:` is never taken)
        always = guard is not _UNKNOWN_VALUE
        if always and irrefutable(case.pattern):
            return case
        truth = None if subject is _UNKNOWN_VALUE else _matches(facts, case.pattern, subject)
        if truth is True and always:
            return case
        if truth is not False:
            return None
    return None


class _Unknown:
    """A part of a value not known before run time (the minor version, say)."""


_ANY_PART = _Unknown()
_PYTHON_3 = (3, _ANY_PART, _ANY_PART, _ANY_PART, _ANY_PART)
"""`sys.version_info` on every Python 3: only its major version is known."""


def _subject_value(facts: StrictFacts, node: ast.expr) -> object:
    """What a `match` subject is on every Python 3: a part of `sys.version_info` (with
    `_ANY_PART` for what differs) or a literal; `_UNKNOWN_VALUE` for anything else."""
    part = _version_part(facts, node)
    if part is not None and part is not _hexversion:
        try:
            return part(_PYTHON_3)
        except (TypeError, IndexError):
            return _UNKNOWN_VALUE
    if isinstance(node, ast.Name | ast.Attribute):
        read = facts.names.names(node)
        if read and read <= _FIXED_STRINGS:
            return _OfType(str)  # `match os.sep:`: some text, which differs by platform
    return _constant_value(facts, node)


class _OfType:
    """A value known only by its type (`os.sep`: a `str`)."""

    def __init__(self, kind: type) -> None:
        self.kind = kind


_FIXED_STRINGS = frozenset({
    "sys.version", "sys.platform", "sys.byteorder", "sys.copyright", "sys.implementation.name",
    "os.name", "os.sep", "os.linesep", "os.curdir", "os.pardir", "os.extsep", "os.pathsep",
    "os.devnull", *(name for name in _TRUTHY_FACTS if name.startswith("string.")),
})  # fmt: skip
"""Texts of the running Python (`os.sep`): a `str` on every platform."""


def _matches_class(facts: StrictFacts, pattern: ast.MatchClass, value: object) -> bool | None:
    """Whether a class pattern with nothing inside (`case str():`) matches: a builtin class
    the value (or its known type) is, or is not, an instance of; None otherwise."""
    names = facts.names.names(pattern.cls)
    if pattern.patterns or pattern.kwd_patterns or len(names) != 1:
        return None
    name = next(iter(names))
    kind = getattr(builtins, name[9:], None) if name.startswith("builtins.") else None
    if not isinstance(kind, type):
        return None
    if isinstance(value, _OfType):
        return True if issubclass(value.kind, kind) else None
    return isinstance(value, kind)


def _matches(facts: StrictFacts, pattern: ast.pattern, value: object) -> bool | None:
    """Whether `value` matches `pattern` (None when it may or may not: a part not known,
    a class pattern, a value pattern not a literal)."""
    if isinstance(pattern, ast.MatchClass):
        return None if isinstance(value, _Unknown) else _matches_class(facts, pattern, value)
    if isinstance(value, _Unknown | _OfType):
        return True if isinstance(pattern, ast.MatchAs) and pattern.pattern is None else None
    if isinstance(pattern, ast.MatchAs):
        return True if pattern.pattern is None else _matches(facts, pattern.pattern, value)
    if isinstance(pattern, ast.MatchOr):
        found = {_matches(facts, item, value) for item in pattern.patterns}
        return True if True in found else (False if found == {False} else None)
    if isinstance(pattern, ast.MatchValue):
        expected = _constant_value(facts, pattern.value)
        return None if expected is _UNKNOWN_VALUE else value == expected
    if isinstance(pattern, ast.MatchSingleton):
        return value is pattern.value
    if isinstance(pattern, ast.MatchSequence):
        return _matches_sequence(facts, pattern, value)
    return None


def _matches_sequence(
    facts: StrictFacts, pattern: ast.MatchSequence, value: object
) -> bool | None:
    """`_matches` for a sequence pattern (`(3, *_)`) against a tuple."""
    if not isinstance(value, tuple):
        return False if isinstance(value, int | float | str) else None
    items = pattern.patterns
    stars = [index for index, item in enumerate(items) if isinstance(item, ast.MatchStar)]
    if not stars and len(items) != len(value):
        return False
    if stars and len(value) < len(items) - 1:
        return False
    before = items[: stars[0]] if stars else items
    after = items[stars[0] + 1 :] if stars else []
    pairs = [
        *zip(before, value, strict=False),
        *zip(after, value[len(value) - len(after) :], strict=True),
    ]
    found = {_matches(facts, item, part) for item, part in pairs}
    return False if False in found else (None if None in found else True)


def _wrapping_ifs(facts: StrictFacts) -> Iterator[tuple[ast.If, str]]:
    """`if`s around imports on a constant or on a version test no Python 3 changes (its
    `else` when the test is always false and its body imports nothing: `if PY2: from
    urlparse import urljoin` / `else: from urllib.parse import urljoin` is a compatibility
    pair, not a wrapper), and the branch of a `TYPE_CHECKING` test the running code takes
    when the type checker's imports nothing (its imports are the type checker's)."""
    for node in facts.of_type(ast.If):
        if not _imports_in(node.body + node.orelse):
            continue
        if _is_constant(node.test):
            yield node, "an `if` on a constant"
            continue
        truth = _version_truth(facts, node.test, 0)
        if truth is not None and _type_checking_test(facts, node.test):
            taken, other = (node.body, node.orelse) if truth else (node.orelse, node.body)
            if _imports_in(taken) and (not _imports_in(other) or _unpaired(taken, other)):
                yield node, "an `if` on `TYPE_CHECKING` always taken when the code runs"
        elif truth is True:
            yield node, _true_test(facts, node.test)
        elif truth is False and _imports_in(node.orelse) and not _imports_in(node.body):
            yield node, "the `else` of a test false when the code runs"


def _unpaired(taken: list[ast.stmt], other: list[ast.stmt]) -> bool:
    """Whether the running code's branch of a `TYPE_CHECKING` test imports a standard
    module no platform lacks under a name the type checker's branch never imports: no
    stand-in for the checker's import (`from typing import Mapping` beside `from
    collections.abc import Mapping`) but a run-time import moved out of the block."""
    paired = {name for item in _imports_in(other) for name in _imported_names(item)}
    return any(
        _everywhere_module(item) and not set(_imported_names(item)) <= paired
        for item in _imports_in(taken)
    )


def _type_checking_test(facts: StrictFacts, test: ast.expr) -> bool:
    """Whether a test is `TYPE_CHECKING` (or `typing.TYPE_CHECKING`, under any number of
    `not`s, or an `and` with it as one operand, never true when the code runs): its
    branches are the type checker's and the running code's, and an import in the type
    checker's is honest. A test mixing it otherwise (`TYPE_CHECKING or __debug__`) is
    an ordinary test."""
    if "TYPE_CHECKING" not in facts.code:
        return False
    while isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        test = test.operand
    if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.And):
        return any(
            isinstance(value, ast.Name | ast.Attribute) and _type_checking(facts, value)
            for value in test.values
        )
    return isinstance(test, ast.Name | ast.Attribute) and _type_checking(facts, test)


def _true_test(facts: StrictFacts, test: ast.expr) -> str:
    """How a test true on every Python is described: a version test, or another one."""
    version = any(
        facts.names.names(node) & {"sys.version_info", "sys.hexversion"}
        for node in ast.walk(test)
        if isinstance(node, ast.Attribute)
    )
    return "an always-true version test" if version else "a test true on every Python"


def _wrapping_tries(facts: StrictFacts) -> Iterator[tuple[ast.Try | ast.TryStar, str]]:
    """`try`s (`except*` ones too) that change nothing for their imports, and the `else`
    or `finally` of a `try` with nothing in its body."""
    for node in facts.of_type(ast.Try, ast.TryStar):
        if _imports_in(node.body) and _pointless_try(facts, node):
            yield node, "a `try`"
        elif _imports_in(node.orelse) and all(map(is_noop, node.body)):
            yield node, "the `else` of an empty `try`"
        elif _imports_in(node.finalbody) and all(map(is_noop, node.body)):
            yield node, "the `finally` of an empty `try`"
        elif _always_raises(node.body) and any(_imports_in(item.body) for item in node.handlers):
            yield node, "a handler of a `try` whose body always raises"


def _always_raises(body: list[ast.stmt]) -> bool:
    """A `try` body that imports nothing and holds a `raise` of its own: it always raises,
    so its handler is no fallback but the code that runs (when it catches the error; when
    not, the module stops)."""
    return not _imports_in(body) and any(isinstance(item, ast.Raise) for item in body)


def _everywhere_module(node: ImportNode) -> bool:
    """An absolute import of a public standard module no build or platform lacks (`import
    abc`, `from collections import Counter`): nothing it could need a guard for."""
    if isinstance(node, ast.ImportFrom):
        if node.level or not node.module:
            return False
        modules = [node.module]
    else:
        modules = [alias.name for alias in node.names]
    return all(
        (top := module.partition(".")[0]) in sys.stdlib_module_names
        and top not in _PLATFORM_MODULES
        and not any(part.startswith("_") for part in module.split("."))
        for module in modules
    )


def _imported_names(node: ImportNode) -> list[str]:
    """The names an import binds (`import os.path` binds `os`)."""
    if isinstance(node, ast.ImportFrom):
        return [alias.asname or alias.name for alias in node.names if alias.name != "*"]
    return [alias.asname or alias.name.partition(".")[0] for alias in node.names]


def _guarded_imports(facts: StrictFacts) -> list[Finding]:
    """Imports under an `if` (not one on `TYPE_CHECKING` or the version) of standard modules every
    platform has, whose names, bound nowhere else, the code reads outside that `if`
    (`if sys.platform != 'os2': import abc` with `class Shape(abc.ABC)` after it): code
    that needs the name whatever the test gives treats the `if` as always taken, so it
    is a wrapper isort sorts apart. A read inside an `if` on the same test, or, for an
    `if` on `__name__`, inside a function (`main()` run from the `__main__` block), is
    guarded as the import is."""
    found: list[Finding] = []
    for node in facts.of_type(ast.If):
        guarded = [item for item in _imports_in(node.body + node.orelse)
                   if _everywhere_module(item)]  # fmt: skip
        if not guarded or _type_checking_test(facts, node.test) or _version_test(facts, node.test):
            continue
        scope = facts.names.defining_scope.get(id(facts.owner(node)), facts.names.module)
        names = {
            name
            for item in guarded
            for name in _imported_names(item)
            if _bound_only_by(scope, name, node)
        }
        if names and _read_unguarded(facts, node, scope, names):
            message = "imports under an `if` whose names the code reads outside it"
            found.append((facts.line_of(node), f"{message}, so isort never compares them"))
    return found


def _bound_only_by(scope: Any, name: str, guard: ast.If) -> bool:
    """Whether `name` is bound once in `scope` (by the import under `guard`), or besides
    only by plain assignments inside `guard`'s other branch (`else: json = None`: a
    stand-in the code reading the name outside never uses)."""
    sites = [node for site, node in scope.sites if site == name]
    if len(sites) == 1:
        return True
    imports = [node for node in sites if isinstance(node, ImportNode)]
    return len(imports) == 1 and all(
        isinstance(node, ast.Name) and _inside(node, guard)
        for node in sites
        if node not in imports
    )


def _version_test(facts: StrictFacts, test: ast.expr, depth: int = 0) -> bool:
    """Whether a test reads the Python version (`sys.version_info`, `sys.hexversion`,
    also through names bound once to such a test, `PY2 = sys.version_info < (3,)`): a
    module new in some version is honestly imported under it, and read under another
    test of the version (an always-true one is a wrapper, `_wrapping_ifs`)."""
    for item in ast.walk(test):
        if not isinstance(item, ast.Name | ast.Attribute):
            continue
        if facts.names.names(item) & {"sys.version_info", "sys.hexversion"}:
            return True
        value = facts.names.only_value(item) if isinstance(item, ast.Name) else item
        if value is not item and depth < _TRUTH_DEPTH and _version_test(facts, value, depth + 1):
            return True
    return False


def _read_unguarded(facts: StrictFacts, guard: ast.If, scope: Any, names: set[str]) -> bool:
    """Whether one of `names` (bound in `scope` by imports under `guard`) is read outside
    `guard` and outside any `if` on the same test."""
    test = ast.dump(guard.test)
    same = [node for node in facts.of_type(ast.If) if ast.dump(node.test) == test]
    main = any(
        isinstance(item, ast.Name) and item.id == "__name__" for item in ast.walk(guard.test)
    )
    for read in facts.of_type(ast.Name):
        if read.id not in names or not isinstance(read.ctx, ast.Load):
            continue
        if facts.names.scope_binding(read) is not scope:
            continue
        if any(_inside(read, node) for node in same):
            continue
        if main and not isinstance(facts.owner(read), ast.Module):
            continue
        return True
    return False


def _inside(node: ast.AST, outer: ast.AST) -> bool:
    """Whether `node` lies within `outer`'s source span."""
    start = (node.lineno, node.col_offset)  # type: ignore[attr-defined]
    return (outer.lineno, outer.col_offset) <= start and start < (  # type: ignore[attr-defined]
        outer.end_lineno,  # type: ignore[attr-defined]
        outer.end_col_offset,  # type: ignore[attr-defined]
    )


_MODULE_DEPTH = 3
"""How many names a module name imported at run time is followed through."""
_MAP_ARGUMENTS = 2
"""`map(function, items)`."""


def _runtime_modules(facts: StrictFacts, call: ast.Call) -> list[str]:
    """The module names the code fixes for an import made at run time: `__import__('os')`,
    `importlib.import_module(name)` with `name` a literal, bound to one or looping over a
    literal container (`for name in ('json', 'csv'):`, a comprehension too), and
    `map(importlib.import_module, ('json', 'csv'))`. A name from data (a parameter, a
    plugin list read from a file) is the program's input: none."""
    names = facts.names.names(call.func)
    named = _module_argument(call) if _is_runtime_importer(names) else None
    if named is not None:
        return [name.partition(":")[0] for name in _literal_modules(facts, named, 0)]
    if call.args and names & _SPEC_LOADERS:
        spec = facts.names.only_value(call.args[0])
        found = isinstance(spec, ast.Call) and facts.names.names(spec.func) & _SPEC_FINDERS
        return _literal_modules(facts, spec.args[0], 0) if found and spec.args else []  # type: ignore[union-attr]
    mapped = "builtins.map" in names and len(call.args) == _MAP_ARGUMENTS
    if mapped and _is_runtime_importer(facts.names.names(call.args[0])):
        return _literal_items(facts, call.args[1], 0)
    return []


_NAME_KEYWORDS = ("name", "path")
"""The keyword each of `_RUNTIME_IMPORTS` takes its module name by (`import_module(name=
'json')`, `__import__(name='json')`, `resolve_name(name=...)`, `pydoc.locate(path=...)`)."""


def _module_argument(call: ast.Call) -> ast.expr | None:
    """The module name a run-time import is given: its first positional argument, or the
    `name=`/`path=` keyword, also spread from a dict literal (`**{'name': 'json'}`)."""
    if call.args:
        return call.args[0]
    for keyword in call.keywords:
        if keyword.arg in _NAME_KEYWORDS:
            return keyword.value
        if keyword.arg is None and isinstance(keyword.value, ast.Dict):
            for key, value in zip(keyword.value.keys, keyword.value.values, strict=True):
                if key is not None and const_str(key) in _NAME_KEYWORDS:
                    return value
    return None


def _literal_modules(facts: StrictFacts, node: ast.expr, depth: int) -> list[str]:
    """The constant strings `node` may be: a literal (also bound by `:=` in place), or a
    name bound to one or looping over a literal container of them (followed
    `_MODULE_DEPTH` names deep)."""
    while isinstance(node, ast.NamedExpr):
        node = node.value
    if isinstance(node, ast.Starred):
        return _literal_items(facts, node.value, depth)[:1]
    text = const_str(node)
    if text is not None:
        return [text]
    if _computed_text(facts, node):
        return [_COMPUTED]
    if not isinstance(node, ast.Name) or depth >= _MODULE_DEPTH:
        return []
    found: list[str] = []
    for kind, value in facts.names.bindings_of(node) or []:
        if kind == "expr" and isinstance(value, ast.expr):
            found += _literal_modules(facts, value, depth + 1)
        elif kind == "element" and isinstance(value, ast.expr):
            found += _literal_items(facts, value, depth + 1)
    return found


_COMPUTED = "a module whose name it computes from literals"


def _computed_text(facts: StrictFacts, node: ast.expr) -> bool:
    """A text the code computes from literals alone (`'nosj'[::-1]`, `'js' + 'on'`,
    `''.join(['j', 'son'])`, `chr(106) + 'son'`): every name it reads is a builtin, so the
    module imported is as fixed as a literal one, only hidden."""
    if isinstance(node, ast.Constant | ast.Name | ast.Starred):
        return False
    parts = list(ast.walk(node))
    return any(isinstance(part, ast.Constant) for part in parts) and all(
        (read := facts.names.names(part)) and all(name.startswith("builtins.") for name in read)
        for part in parts
        if isinstance(part, ast.Name)
    )


def _literal_items(facts: StrictFacts, node: ast.expr, depth: int) -> list[str]:
    """The constant strings among the items of a literal container (through names)."""
    if isinstance(node, ast.List | ast.Tuple | ast.Set):
        return [text for item in node.elts if (text := const_str(item)) is not None]
    if isinstance(node, ast.Name) and depth < _MODULE_DEPTH:
        return [
            text
            for kind, value in facts.names.bindings_of(node) or []
            if kind == "expr" and isinstance(value, ast.expr)
            for text in _literal_items(facts, value, depth + 1)
        ]
    return []


def _left_out_unsorted(tree: ast.Module, lines: list[str]) -> bool:
    """Whether a block of the answer left out of the program lays out a run of imports
    otherwise than isort: two modules in one `import`, names of a `from` import out of
    order, a group (imports between blank lines) not sorted or mixing sections, or groups
    out of section order. Which modules are the answer's own is not known, so third-party
    imports may stand in two groups (third party, then first party); what follows the
    imports is not judged."""
    for run, _, _ in _import_runs(tree):
        for node in run:
            names = [_member_key(alias.name) for alias in node.names]
            if isinstance(node, ast.Import) and len(node.names) > 1:
                return True
            if isinstance(node, ast.ImportFrom) and names != sorted(names):
                return True
        groups: list[list[ImportNode]] = [[run[0]]]
        for previous, current in zip(run, run[1:], strict=False):
            between = lines[previous.end_lineno or previous.lineno : current.lineno - 1]
            if any(not line.strip() for line in between):
                groups.append([])
            groups[-1].append(current)
        sections: list[int] = []
        for group in groups:
            keys = [_sort_key(node) for node in group]
            if keys != sorted(keys) or len({key[0] for key in keys}) > 1:
                return True
            sections.append(keys[0][0])
        pairs = zip(sections, sections[1:], strict=False)
        if any(before > after or (before == after != 2) for before, after in pairs):  # noqa: PLR2004
            return True
    return False


class ImportOrder(Instruction):
    """Sort and group the imports.

    What it asks:
        Imports sit in sections in this order: `__future__`, the standard library, third
        party packages, then local (relative) imports, one blank line between sections.
        Within a section, plain `import x` lines come before `from x import y` lines and
        each kind is sorted alphabetically, as isort lays them out.

    Why:
        A fixed import layout makes dependencies easy to scan and keeps merge conflicts
        out of import blocks. It is the most widely automated Python convention, so
        reviewers expect it.

    Verified by:
        Ruff I001 (isort: un-sorted or un-formatted import block), default isort settings.
        isort sorts each block of consecutive imports on its own, so imports separated
        by other statements are never compared, and imports made at run time are not
        seen.

    Strict mode:
        Also fails imports split into several runs by other statements within one
        block (module or function body) when the runs, joined, are not in isort's
        section and alphabetical order (isort never compares them), a plain import of a
        standard module no platform lacks inside a `try` whose handler imports a
        fallback, or whose body also imports another module (`import requests`, a
        handler calling `sys.exit`), counting in that order when no handler binds its
        names again (only the optional import and its fallback belong in such a `try`),
        and any import of such a module in a `with` block beside an import of another
        module (`import math` beside `import pygame` under `redirect_stdout`, under
        `catch_warnings()`; a module that warns when imported, `imp`, `asyncore`, is
        honestly silenced there); imports
        wrapped in a block that changes nothing, which isort sorts apart from the
        others: an `if` on a constant (`if True:`), an `if` on a version test no
        Python 3 fails (`sys.version_info >= (3, 0)`, `sys.version_info[0] == 3`,
        `sys.hexversion >= 0x3000000`, chained as `(3, 0) <= sys.version_info < (4,
        0)`, negated, joined with `and`/`or`, bound by `:=` in the test, or read
        through a name bound only to such tests, as `if PY3:` with `PY3 =
        sys.version_info[0] == 3` or `if not PY2:`), on another fact true on every
        Python (`sys.maxsize > 0`, `sys.maxsize` and `sys.maxunicode` compared with
        numbers both on 32-bit and 64-bit builds, `2 ** 31 - 1` worked out; a standard
        module, a builtin function or class, a function, class or module of a standard
        module, `json.dumps`, or a fact never empty, as `sys.platform` or
        `sys.version_info.releaselevel`, or a fixed number or text of the standard
        library, `math.pi`, `string.digits`, `os.pathsep`, read as a truth, `if sys:`;
        a standard call whose result is true on every run, `os.getpid()`, `os.getcwd()`,
        `time.time()`, `object()`; `len`, `bool`, `int` and other pure builtins of
        literals, `len('ab') > 1`; `callable(...)` of a builtin function or class,
        `callable(print)`, and `bool(...)` of a read true on every Python) or on
        `__name__` alone (never
        empty; `if __name__ == '__main__':` is honest), the `else` of such a test that
        is always false (`if sys.version_info < (3, 0): pass`) when its body imports
        nothing (an `if PY2:` import beside the `else` one is a compatibility pair), the
        branch of an `if` on `TYPE_CHECKING` taken when the code runs (`if not
        TYPE_CHECKING:`, the `else` of `if TYPE_CHECKING:`) when the other branch
        imports nothing or it imports a standard module no platform lacks under a name
        the other branch does not import (a token import beside it is no pair), a
        loop whose body holds nothing but imports (over any items: its imports run each
        time or never), a loop that runs once or over items written in place (its body
        ends in `break`, on
        a constant test for `while` or one true on every Python as an `if` test above
        is, `while math.pi:`; a `while` on flags its body sets, in statements of its own
        that always run, to constants that make the test false, `while not loaded: ...
        loaded = True`, with no `continue`; or it runs over a literal container, a string or
        bytes literal or `range` of constants, `for _ in range(1):`, `for _ in 'x':`,
        or over items the code fixes otherwise: literals joined by operators, sliced,
        passed through `list`, `tuple`, `iter`, `sorted`, `zip`, `itertools.repeat`
        and the like, or looped over by a comprehension, also through a name bound once
        to them, `for _ in [None] * 1:`, or over a text or tuple of the running Python
        never empty, `for _ in os.sep:`, `string.digits`, `sys.version_info`: its
        imports run as if unwrapped), the `else`
        of a loop
        whose body has no `break` of its own (it always runs), an unguarded `case` of a
        `match` (or one guarded by a constant that is true) taken on every Python 3 when
        each case before it never is (`case _:` or
        another irrefutable pattern, or a pattern every value of a subject read from
        `sys.version_info` or a literal matches, `match sys.version_info:` / `case (3,
        *_):`, `match sys.version_info.major:` / `case 3:`, or a class pattern with
        nothing inside naming a builtin class the subject always is, a literal or a text
        of the running Python, `match os.sep:` / `case str():`), the `else` or `finally` of a
        `try` whose body does nothing, a handler of a `try` whose body imports nothing
        and holds a `raise` of its own (`try: raise ImportError` / `except ImportError:`,
        it always runs), a `try` (or `try`/`except*`, with an `else` or not) whose
        handlers only re-raise, or, when each import is a plain `import` of
        a public standard module no platform lacks, only pass or, when it holds only
        imports, have handlers (for any exception, `except OSError:` too) whose fallback
        imports nothing (`json = None`, a log call), and `with
        contextlib.nullcontext()`, `ExitStack()` or `suppress(...)` around such
        imports; a `with` on a lock no other code holds (`threading.Lock()`, `RLock()`,
        `Semaphore(...)`, `multiprocessing.Lock()`, ... made in place, or at module level a
        name bound to one) around any imports; a `with` on a file, buffer or directory
        opened for nothing (`open(os.devnull)`, `Path(...).open()`, `io.StringIO()`,
        `tempfile.TemporaryFile()` and the like, or any builtin's result, `memoryview(b'')`)
        around a block of nothing but imports,
        of any modules (no import can see it); a `with` on
        `warnings.catch_warnings()` with no argument or `decimal.localcontext()`
        around a block of nothing but imports of standard modules (`from` imports too:
        `catch_warnings(action='ignore')`, `record=True` or a filter set inside hide a
        warning, and pass); imports under any other `if` (not one on `TYPE_CHECKING` alone,
        `not TYPE_CHECKING` or `TYPE_CHECKING and ...`, nor one reading
        `sys.version_info` or `sys.hexversion`; `if TYPE_CHECKING or __debug__:` is
        such another `if`) of
        standard modules no platform lacks (`import abc`, `from collections import
        Counter`) whose names, bound nowhere else in their scope (but by plain
        assignments inside that `if`, `else: json = None`), the code reads
        outside that `if` and outside any `if` on the same test (`if sys.platform !=
        'os2': import abc` with `class Shape(abc.ABC)` below it: code needing the name
        whatever the test gives treats the `if` as always taken; for a test reading
        `__name__`, a read inside a function, `main()` run from the `__main__` block,
        counts as guarded); and modules
        imported at run time under a name the code fixes (`__import__('os')`,
        `importlib.import_module('json')`, `pkgutil.resolve_name('json:dumps')`,
        `pydoc.locate('json')`, any function of the import machinery's private modules
        (`importlib._bootstrap._gcd_import('json')`, `_find_and_load`,
        `importlib._bootstrap_external`, `_frozen_importlib`), the name given positionally
        or by keyword (`import_module(name='json')`, `**{'name': 'json'}`),
        `importlib.util.module_from_spec` of `importlib.util.find_spec('json')`, also
        bound by `:=` in place, `__import__(name := 'json')`, through a name bound to a literal or
        looping over a literal container, `for name in ('json', 'csv'):` or a
        comprehension, followed three names deep, and `map(importlib.import_module,
        ('json', 'csv'))`, also called through another function,
        `operator.methodcaller('import_module', 'json')(importlib)`,
        `functools.partial(importlib.import_module, 'json')()`, `operator.call`; or a
        name computed from literals alone, every name it reads a builtin,
        `__import__('nosj'[::-1])`, `'js' + 'on'`; a name
        from data, a parameter or a plugin list, passes) or
        in code run through exec, which bypass the import block. The answer's other
        Python blocks that extraction leaves out of the program (a second module, a
        test, a usage example: `python`/`py` blocks and unlabelled programs) are judged
        by the same checks, and their runs of imports must follow isort's layout: one
        module per `import`, the names of a `from` import in order, each group between
        blank lines sorted and of one section, groups in section order (two groups of
        third-party imports may stand apart, as the answer's own modules are not
        known; what follows the imports is not judged). A class at module level is
        run with the module, so an import in its body must not sort before an import
        of a later section made above it at module level (`import numpy` then `class
        Stats:` importing `math`). Still possible:
        a module the answer itself shows (`helpers.py`) imported by its absolute name in
        the third-party group, as Ruff run on the program alone sorts it (Ruff then fails
        a first-party group of its own, so failing this would leave such an import no
        layout that passes);
        `from` imports in a `try` that ignores or handles ImportError or in
        `suppress(ImportError)` (the name may be newer than the Python, as `from typing
        import Self` is), imports of other modules in a `try` whose handlers catch
        other errors (`except OSError:` around a module loading a native library), or of
        any module in a `try` holding other statements too, imports in a block that
        runs once for another reason (a
        function called once, a class body whose imports sort after the module's,
        `with open(...)` whose block also reads the
        file; a `with` on another context manager, or on a lock bound to a name inside a
        function) or under a test true on
        every Python that reads more than the facts above (`len(sys.argv) >= 0`,
        `hasattr(sys, 'path')`, `sys.platform != 'os2'`) when the code reading the
        names stands inside that `if` too, or the module is one a platform may lack,
        imports under a version test some Python 3 fails (`sys.version_info >= (3,
        6)`) whose names the code reads outside it (left open for modules new in a
        version, read under another version test), and a module name
        imported at run time through a parameter's default or the arguments the code
        passes a helper, or by import machinery other than the functions above
        (`spec.loader.exec_module`).
    """

    id = "style_4"
    name = "import_order"
    category = "style"
    description = "Sort imports and group them: standard library, third party, local."
    generation_prompt = (
        "Order the imports as isort would: standard library first, then third-party "
        "packages, then local imports, with a blank line between the groups and each group "
        "sorted alphabetically."
    )
    edit_prompt = (
        "Reorder the imports into isort's layout: standard library, third-party, then local "
        "imports, separated by blank lines and sorted alphabetically within each group."
    )
    ruff_rules = ("I001",)
    strict_words = None  # (`import` in the code, or another Python block: see below)
    strict_reads_response = True  # the answer's other Python blocks

    def strict_violations(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """Import runs split by code, wrapped or guarded, constant imports made at run
        time, in the program and in the answer's other Python blocks."""
        found = self._code_violations(facts) if facts.may_matter("import") else []
        for number, text in python_blocks_left_out(facts):
            tree = parse(text)
            if tree is None or "import" not in text:
                continue
            where = f"the answer's Python block {number} (left out of the program)"
            if _left_out_unsorted(tree, text.split("\n")):
                found.append((None, f"the imports of {where} are not in isort's order"))
            block = StrictFacts(text, "", facts.depth, facts.python)
            found += [(None, f"in {where}: {message}")
                      for _, message in self._code_violations(block)]  # fmt: skip
        return found

    def _code_violations(self, facts: StrictFacts) -> list[Finding]:
        """`strict_violations` of one piece of code."""
        found = _wrapped_imports(facts) + _guarded_imports(facts) + _class_imports(facts)
        # `facts.blocks`: the blocks a walk of every node finds in its body, orelse and
        # finalbody, in that walk's order, read off the statements alone (once per code)
        for block in facts.blocks:
            second = _split_runs(block)
            if second is not None:
                message = "imports split by other statements are out of isort order when joined"
                found.append((facts.line_of(second), message))
        runtime = any(word in facts.code for word in _RUNTIME_WORDS)
        made = facts.names.all_made_calls() if runtime else []
        for call in [*facts.of_type(ast.Call), *made]:
            modules = _runtime_modules(facts, call)
            if modules:
                what = modules[0] if modules[0] == _COMPUTED else f"`{modules[0]}`"
                found.append((facts.line_of(call), f"imports {what} at run time"))
        return found

    def embedded_violations(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """An import in code run through exec/eval bypasses the import block entirely."""
        found = self.strict_violations(facts, params)
        if any(isinstance(node, ast.Import | ast.ImportFrom) for node in facts.nodes):
            found.append((None, "imports a module at run time"))
        return found

    def applies_to(self, code: str) -> bool:
        """True when some import block is not laid out the way isort would."""
        tree = parse(code)
        return tree is not None and _needs_isort(tree)
