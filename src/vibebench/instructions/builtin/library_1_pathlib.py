"""library_1: pathlib instead of os, os.path, glob and open()."""

from __future__ import annotations

import ast
import re
import sys
from collections.abc import Callable
from typing import Any

from vibebench.instructions._code_facts import call_names, is_none, keyed_reads
from vibebench.instructions._references import ReferenceBan
from vibebench.instructions._strict import Finding, StrictFacts
from vibebench.instructions._strict_arguments import (
    argument_for,
    calls_of,
    escapes,
    parameter_owner,
)
from vibebench.instructions._strict_flow import own_walk
from vibebench.instructions._strict_names import UNKNOWN, const_str

# Calls Ruff's PTH rules rewrite (a representative superset is enough for applies_to).
_FILESYSTEM_PREFIXES = ("os.path.", "glob.")
_FILESYSTEM_CALLS = frozenset(
    {
        "open",
        "os.chmod",
        "os.mkdir",
        "os.makedirs",
        "os.rename",
        "os.replace",
        "os.rmdir",
        "os.remove",
        "os.unlink",
        "os.getcwd",
        "os.readlink",
        "os.stat",
        "os.listdir",
        "os.symlink",
    },
)


_OS_FUNCTIONS = frozenset(
    {
        "chmod", "lchmod", "mkdir", "makedirs", "rename", "renames", "replace", "rmdir",
        "removedirs", "remove", "unlink", "getcwd", "getcwdb", "readlink", "stat", "lstat",
        "listdir", "scandir", "walk", "fwalk", "symlink", "link", "open", "utime",
    },
)  # fmt: skip
"""Functions of os that pathlib.Path does the work of (`os.open` opens a file by path, as
`Path.open` does; `os.utime` and `os.open` are judged by `_LOW_LEVEL`)."""
_OS_PATH_KEPT = frozenset(
    {
        "normpath", "normcase", "commonpath", "commonprefix", "expandvars", "relpath", "sep",
        "altsep",
        "extsep", "pathsep", "defpath", "devnull", "curdir", "pardir",
        "supports_unicode_filenames",
    },
)  # fmt: skip
"""Members of os.path without a Path equivalent (constants and pure string functions;
`relpath` makes `..` paths, which `Path.relative_to` does only from Python 3.12's
`walk_up`, and Ruff's PTH rules leave it too)."""
_OPEN = frozenset(
    {
        "builtins.open", "io.open", "io.open_code", "io.FileIO", "_io.open", "_io.open_code",
        "_io.FileIO", "codecs.open", "_pyio.open", "_pyio.open_code", "_pyio.FileIO",
    },
)  # fmt: skip
"""What opens a file by its path (`_io` is the C module behind `io`, `_pyio` its pure
Python twin)."""
_DYNAMIC = frozenset({"os.?", "os.path.?", "builtins.?", "io.?", "_io.?", "_pyio.?", "glob.?",
                      "codecs.?"})  # fmt: skip


_OS_MODULES = frozenset({"os", "posix", "nt"})
"""`os` and the C modules behind it (`posix.listdir` is `os.listdir`)."""


_C_FILE_FUNCTIONS = frozenset({
    "open", "open64", "openat", "openat64", "creat", "creat64", "fopen", "fopen64", "freopen",
    "remove", "unlink", "unlinkat", "rename", "renameat", "renameat2", "mkdir", "mkdirat",
    "rmdir", "stat", "stat64", "lstat", "lstat64", "fstatat", "access", "faccessat", "chmod",
    "fchmodat", "opendir", "scandir", "glob", "nftw", "ftw", "realpath", "readlink",
    "readlinkat", "symlink", "symlinkat", "link", "linkat", "truncate", "truncate64", "utime",
    "utimes", "getcwd", "wopen", "wfopen", "wremove", "wunlink", "wrename", "wmkdir", "wrmdir",
    "wstat", "waccess", "wchmod", "wgetcwd",
})  # fmt: skip
"""C's file functions by path (and the C runtime's `_wopen` and the like), reached through
`ctypes` (`ctypes.CDLL(None).remove(name)`): what `open` or the `os` functions Path replaces
do."""
_WINDOWS_FILE_FUNCTIONS = frozenset({
    "CreateFile", "DeleteFile", "MoveFile", "MoveFileEx", "CreateDirectory", "RemoveDirectory",
    "GetFileAttributes", "GetFileAttributesEx", "FindFirstFile", "GetCurrentDirectory",
    "CreateSymbolicLink", "CreateHardLink", "ReplaceFile",
})  # fmt: skip
"""Windows' file functions by path (`ctypes.windll.kernel32.DeleteFileW(name)`), without
their `A`/`W` ending."""
_DIRECTORY_LISTINGS = frozenset({"filecmp.dircmp().left_list", "filecmp.dircmp().right_list"})
"""What `filecmp.dircmp` lists of one directory alone (`os.listdir` inside): `Path.iterdir`."""
_LOADER_FILE_METHODS = frozenset({"get_data", "set_data", "path_stats", "path_mtime"})
"""An import loader's methods that read, write or `stat` a file by its path."""
_INDIRECT_WORDS = (
    r"ctypes|CDLL|cdll|windll|WinDLL|dircmp|get_data|set_data|path_stats|path_mtime|\.raw\b"
)
_RAW_ROOTS = ("sys.", "builtins.open()", "io.open()", "_io.open()", "io.FileIO()")


def _strict_banned(name: str) -> bool:
    """`_is_filesystem_call`, and the file work done by path through other objects: C's file
    functions through `ctypes`, a `filecmp.dircmp`'s `left_list`/`right_list`, an import
    loader's `get_data`/`set_data`/`path_stats` (`SourceFileLoader(n, path).get_data(path)`
    reads the file), and `io.FileIO` as the class of a raw stream (`sys.stdin.buffer.raw
    .__class__`)."""
    if _is_filesystem_call(name):
        return True
    head, _, member = name.rpartition(".")
    if head.startswith(("ctypes.", "_ctypes.")) and (
        member.lstrip("_") in _C_FILE_FUNCTIONS
        or member.removesuffix("W").removesuffix("A") in _WINDOWS_FILE_FUNCTIONS
    ):
        return True
    if name in _DIRECTORY_LISTINGS:
        return True
    if member in _LOADER_FILE_METHODS and head.endswith(("FileLoader()", "SourceLoader()")):
        return head.startswith(("importlib.", "_frozen_importlib"))
    return member == "__class__" and _raw_stream(head)


_UNKNOWN_MODULE = "sys.modules.?."
_FILE_MODULES = frozenset({"os", "posix", "nt", "posixpath", "ntpath", "genericpath", "glob",
                           "io", "_io", "_pyio", "codecs", "builtins", "open"})  # fmt: skip
"""Modules (and `open`) whose members Path replaces, as keys of a module's globals."""


def _unknown_module_member(name: str) -> bool:
    """A member of a module looked up in `sys.modules` by a key not known
    (`sys.modules[Path.__module__].os.path.exists`, `sys.modules[name].listdir`): banned when
    it would be were the module `os` or the one written after the lookup."""
    if not name.startswith(_UNKNOWN_MODULE):
        return False
    rest = name.removeprefix(_UNKNOWN_MODULE)
    return _is_filesystem_call(rest) or _is_filesystem_call(f"os.{rest}")


def _globals_lookups(facts: StrictFacts) -> list[Finding]:
    """A module Path replaces fished out of a function's globals
    (`Path.__new__.__globals__['os']`, `.get('glob')`), or a global looked up there by a
    key not known: the module's functions are then used under a name the symbol table
    cannot follow."""
    found: list[Finding] = []
    for node, holder, key in keyed_reads(facts.of_type(ast.Subscript, ast.Call)):
        if not (isinstance(holder, ast.Attribute) and holder.attr == "__globals__"):
            continue
        text = const_str(facts.names.only_value(key))
        if text is None or text.partition(".")[0] in _FILE_MODULES:
            found.append((facts.line_of(node), "uses a module Path replaces through a "
                          "function's `__globals__`"))  # fmt: skip
    return found


def _raw_stream(name: str) -> bool:
    """A raw file stream (an `io.FileIO`): `sys.stdin.buffer.raw`, `open(p, 'rb').raw`."""
    return name.endswith(".raw") and name.startswith(_RAW_ROOTS)


def _raw_stream_classes(facts: StrictFacts) -> list[Finding]:
    """`type(sys.stdin.buffer.raw)`: `io.FileIO`, which opens a file by its path, reached as
    the class of a raw stream."""
    return [
        (facts.line_of(call), "uses `io.FileIO`; use pathlib.Path instead")
        for call in facts.of_type(ast.Call)
        if len(call.args) == 1
        and facts.names.names(call.func) == {"builtins.type"}
        and any(map(_raw_stream, facts.names.names(call.args[0])))
    ]


def _self_comparisons(facts: StrictFacts) -> list[Finding]:
    """`filecmp.dircmp(folder, folder)`: a directory compared with itself, which only lists
    it (`Path.iterdir`)."""
    return [
        (facts.line_of(call), "lists a directory through `filecmp.dircmp`; use Path.iterdir")
        for call in facts.of_type(ast.Call)
        if len(call.args) >= 2  # noqa: PLR2004
        and facts.names.names(call.func) == {"filecmp.dircmp"}
        and ast.dump(call.args[0]) == ast.dump(call.args[1])
    ]


_COPYTREE_IGNORE = 3
"""`shutil.copytree(src, dst, symlinks, ignore, ...)`: where `ignore` stands."""
_FILLING = frozenset({"append", "extend", "update", "add", "insert", "setdefault", "put",
                      "put_nowait", "appendleft", "extendleft", "__setitem__", "write",
                      "writelines", "send"})  # fmt: skip
"""Methods that store what they are handed in their receiver."""


def _fileinput_uses(facts: StrictFacts) -> list[Finding]:
    """Files read through `fileinput`, and its opening hooks."""
    return _fileinput_reads(facts) + _fileinput_hooks(facts)


def _copytree_listings(facts: StrictFacts) -> list[Finding]:
    """`shutil.copytree(folder, scratch, ignore=collect)` where the callback may keep the
    names it is handed (`Path.iterdir`'s work): copytree calls it with each folder's names.
    Fails closed: `ignore` must be None, `shutil.ignore_patterns(...)`, or a function,
    lambda or callable class of the code that keeps nothing outside itself (`_keeps_names`,
    also for the code's functions it calls); a `functools.partial`, another callable or a
    value not known is a finding. A parameter is read by what the code passes for it."""
    found: list[Finding] = []
    for call in facts.of_type(ast.Call):
        if "shutil.copytree" not in facts.names.names(call.func):
            continue
        given = [item.value for item in call.keywords if item.arg == "ignore"]
        given += call.args[_COPYTREE_IGNORE : _COPYTREE_IGNORE + 1]
        if any(not _honest_ignore(value, facts) for value in given):
            found.append(
                (
                    facts.line_of(call),
                    "lists a directory through `shutil.copytree`'s `ignore` "
                    "callback (or passes one the check cannot read); use Path.iterdir",
                )  # fmt: skip
            )
    return found


def _honest_ignore(value: ast.expr, facts: StrictFacts) -> bool:
    """Whether every value `ignore` may be is a callback known to keep no names."""
    names = facts.names.names(value)
    known = names - {UNKNOWN}
    if not known or (UNKNOWN in names and not isinstance(value, ast.Name)):
        return False
    callbacks: list[ast.FunctionDef | ast.Lambda] = []
    for name in known:
        if name in {"const:NoneType", "shutil.ignore_patterns()"}:
            continue
        if name == "lambda":
            callbacks += list(facts.of_type(ast.Lambda))
            continue
        kind, _, defined = name.partition(":")
        made = defined.removesuffix("()")
        nodes = [
            node for node in facts.of_type(ast.FunctionDef, ast.ClassDef)
            if kind == "local" and node.name == made
            and isinstance(node, ast.ClassDef) == (made != defined)
        ]  # fmt: skip
        if not nodes:
            return False
        for node in nodes:
            if isinstance(node, ast.FunctionDef):
                callbacks.append(node)
                continue
            calls = [item for item in node.body
                     if isinstance(item, ast.FunctionDef) and item.name == "__call__"]  # fmt: skip
            if not calls:
                return False
            callbacks += calls
    return not any(_keeps_names(node, facts) for node in callbacks)


def _keeps_names(callback: ast.FunctionDef | ast.Lambda, facts: StrictFacts) -> bool:
    """Whether a callback stores what it is handed outside itself: a `global` or
    `nonlocal`, a filling method (`_FILLING`) of a name it does not bind, or a store into
    an item or attribute of such a name; also in the code's functions it calls. Only its
    last two positional parameters without a default (the folder and its names) are its
    own: a receiver (`self`), an argument a `functools.partial` binds or a default is a
    way out."""
    seen: set[int] = set()
    waiting: list[tuple[ast.FunctionDef | ast.Lambda, int]] = [(callback, 2)]
    while waiting:
        function, owned = waiting.pop()
        if id(function) in seen:
            continue
        seen.add(id(function))
        if _stores_outside(function, owned):
            return True
        called = {
            name.removeprefix("local:")
            for node in own_walk(function) if isinstance(node, ast.Call)
            for name in facts.names.names(node.func) if name.startswith("local:")
        }  # fmt: skip
        waiting += [(node, 0) for node in facts.of_type(ast.FunctionDef)
                    if node.name in called]  # fmt: skip
    return False


def _stores_outside(function: ast.FunctionDef | ast.Lambda, owned: int) -> bool:
    """`_keeps_names` for one function whose last `owned` positional parameters without a
    default are its own (every other parameter may reach outside it)."""
    arguments = function.args
    required = [*arguments.posonlyargs, *arguments.args]
    required = required[: len(required) - len(arguments.defaults)]
    mine = {arg.arg for arg in required[len(required) - owned :]} if owned else set()
    nodes = list(own_walk(function))
    own = {node.id for node in nodes if isinstance(node, ast.Name) and
           isinstance(node.ctx, ast.Store)}  # fmt: skip
    own -= {arg.arg for arg in (*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs)}
    own |= mine
    own -= {arg.arg for arg in (arguments.vararg, arguments.kwarg) if arg is not None}

    def outer(node: ast.expr) -> bool:
        while isinstance(node, ast.Attribute | ast.Subscript):
            node = node.value
        return isinstance(node, ast.Name) and node.id not in own

    for node in nodes:
        if isinstance(node, ast.Global | ast.Nonlocal):
            return True
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in _FILLING
            and outer(node.func.value)
        ):
            return True
        targets = node.targets if isinstance(node, ast.Assign) else []
        if isinstance(node, ast.AugAssign | ast.AnnAssign):
            targets = [node.target]
        if any(isinstance(target, ast.Attribute | ast.Subscript) and outer(target)
               for target in targets):  # fmt: skip
            return True
    return False


_BOOTSTRAP = ("importlib._bootstrap_external.", "_frozen_importlib_external.")
"""The import system's own module, which carries private clones of os.path (`_path_join`,
`_path_isfile`, `_path_stat`, ...) and of file writing (`_write_atomic`)."""
_PRIVATE_PATH_HELPERS = frozenset({"tempfile._exists", "sysconfig._safe_realpath",
                                   "site.makepath"})  # fmt: skip
"""Other standard modules' private helpers that test, resolve or join a path."""


def _private_path_helper(name: str, module: str, member: str) -> bool:
    """A standard module's private helper doing what a Path method does: the import
    system's `_path_*`, `_write_atomic` and `_calc_mode`, `os._walk`/`os._fwalk` (what
    `os.walk` runs), and `_PRIVATE_PATH_HELPERS`."""
    if module == "os":
        return member.startswith("_") and member.lstrip("_") in _OS_FUNCTIONS
    if name.startswith(_BOOTSTRAP):
        return member.startswith("_path_") or member in {"_write_atomic", "_calc_mode"}
    return name in _PRIVATE_PATH_HELPERS


def _is_filesystem_call(name: str) -> bool:
    """open(), io.open(), glob.*, os functions and os.path members Path replaces, and the
    standard library's private clones of them (not what a call returns:
    `os.path.normpath(raw)[:-1]` uses no banned function)."""
    if "()" in name or name.endswith("[]"):
        return False
    name = _as_os(name)
    if name in _OPEN or name in _DYNAMIC:
        return True
    module, _, member = name.rpartition(".")
    if _private_path_helper(name, module, member):
        return True
    if module == "os.path":
        return member not in _OS_PATH_KEPT
    return (module == "os" and member in _OS_FUNCTIONS) or (
        module == "glob" and member not in _GLOB_KEPT
    )


_GLOB_KEPT = frozenset({"escape"})
"""`glob`'s string helper with no Path equivalent, touching no file: `glob.escape(name)`
makes a name literal in a pattern handed to `Path.glob`."""


def _sets_times(call: ast.Call, facts: StrictFacts) -> bool:
    """`os.utime(path, (atime, mtime))`: explicit times, which no Path method sets
    (`Path.touch` sets the current time, the work of `os.utime(path)` and of times that
    may be None: a parameter defaulting to None, a name bound to None)."""
    times = [*call.args[1:2], *(k.value for k in call.keywords if k.arg in {"times", "ns"})]
    return bool(times) and not any(
        _may_be_none(value, facts) or _now_pair(value, facts) for value in times
    )


_CLOCKS = frozenset({"time.time()", "time.time_ns()", "datetime.datetime.now().timestamp()",
                     "datetime.datetime.today().timestamp()"})  # fmt: skip
"""What the current time is read by (`os.utime(p, (now, now))` with `now = time.time()` or
`datetime.now().timestamp()` is `Path.touch()`)."""
_ROUNDING = frozenset({"builtins.int", "builtins.float", "builtins.round", "math.floor",
                       "math.ceil", "math.trunc"})  # fmt: skip
"""Calls that round a time and keep it the current time (`int(time.time())`)."""
_NOW_STEPS = 4


def _now_pair(node: ast.expr, facts: StrictFacts) -> bool:
    """`(now, now)` with `now = time.time()` (or `time.time_ns()` for `ns=`, or
    `datetime.now().timestamp()`, also rounded: `int(time.time())`), directly or through
    names bound once: the current time, which `Path.touch()` sets."""
    value = facts.names.only_value(node) if isinstance(node, ast.Name) else node
    if not (isinstance(value, ast.Tuple | ast.List) and value.elts):
        return False
    return all(_is_now(item, facts, 0) for item in value.elts)


def _is_now(node: ast.expr, facts: StrictFacts, depth: int) -> bool:
    """The current time read by a clock of `_CLOCKS`, rounded or not, through names bound
    once (a few steps deep)."""
    if facts.names.names(node) & _CLOCKS:
        return True
    if depth >= _NOW_STEPS:
        return False
    value = facts.names.only_value(node) if isinstance(node, ast.Name) else node
    if value is not node:
        return _is_now(value, facts, depth + 1)
    return (
        isinstance(node, ast.Call)
        and len(node.args) == 1
        and bool(facts.names.names(node.func) & _ROUNDING)
        and _is_now(node.args[0], facts, depth + 1)
    )


def _may_be_none(node: ast.expr, facts: StrictFacts) -> bool:
    if is_none(node):
        return True
    if not isinstance(node, ast.Name):
        return False
    return any(
        kind in {"expr", "param"} and is_none(value)
        for kind, value in facts.names.bindings_of(node) or []
    )


_OPEN_MODE_FLAGS = frozenset({"O_RDONLY", "O_WRONLY", "O_RDWR", "O_CREAT", "O_TRUNC",
                              "O_APPEND", "O_EXCL", "O_BINARY", "O_TEXT", "O_CLOEXEC",
                              "O_NOINHERIT", "O_LARGEFILE"})  # fmt: skip
"""The `os.open` flags an `open()` mode string says as well (`'r'`, `'w'`, `'a'`, `'x'`, `+`),
or that `open()` sets itself (a descriptor children do not inherit, large-file support)."""
_CREATING_FLAGS = frozenset({"os.O_CREAT", "os.O_TMPFILE"})
"""The flags that make a mode argument (the new file's permissions) matter."""
_FLAG_DEPTH = 4


def _opens_low_level(call: ast.Call, facts: StrictFacts) -> bool:
    """`os.open(path, os.O_WRONLY | os.O_CREAT, 0o600)`: permissions at creation, flags
    such as `O_NOFOLLOW` that no `Path.open` mode gives, or a path relative to a directory
    descriptor (`dir_fd=fd`). Flags are resolved through names (`O_READ = os.O_RDONLY`),
    parameter defaults and the arguments the module's calls of a wrapper pass; flags wholly
    unknown (a wrapper's parameter the module never passes) count as low-level, not flags
    a wrapper handed on as a value may be given (`_UNSEEN`)."""
    if _relative_to_directory(call, facts):
        return True
    flags: set[str] = set()
    for flag in [*call.args[1:2], *(k.value for k in call.keywords if k.arg == "flags")]:
        flags |= _flag_names(flag, facts, 0)
    if flags and flags <= {UNKNOWN}:
        return True
    known = flags - {UNKNOWN, _UNSEEN}
    modes = [
        *call.args[_OS_OPEN_FLAGS_AND_PATH:],
        *(k.value for k in call.keywords if k.arg == "mode"),
    ]
    mode = any(not _default_mode(given, facts) for given in modes)
    return bool(mode and known & _CREATING_FLAGS) or any(
        flag.removeprefix("os.") not in _OPEN_MODE_FLAGS for flag in known
    )


_DEFAULT_MODE = 0o666
"""The permissions `os.open` and `open()` give a new file when none are asked for."""


def _default_mode(node: ast.expr, facts: StrictFacts) -> bool:
    """`0o666` (directly or through a name bound once): the mode `open()` uses too."""
    value = facts.names.only_value(node) if isinstance(node, ast.Name) else node
    return (
        isinstance(value, ast.Constant)
        and type(value.value) is int
        and value.value == _DEFAULT_MODE
    )


def _flag_names(node: ast.expr, facts: StrictFacts, depth: int) -> set[str]:
    """The `os.O_*` flags an `os.open` flags expression may combine (`?` for anything that
    is not one, such as a parameter); names are followed to what they are bound to."""
    if isinstance(node, ast.BinOp | ast.BoolOp):
        parts = [node.left, node.right] if isinstance(node, ast.BinOp) else node.values
        return {name for part in parts for name in _flag_names(part, facts, depth)}
    if isinstance(node, ast.Constant) and isinstance(node.value, int) and node.value == 0:
        return set()
    names = {_as_os(name) for name in facts.names.names(node)}
    if names and all(name.startswith("os.O_") for name in names):
        return names
    table = _table_entries(node, facts)
    if table is not None and depth < _FLAG_DEPTH:
        values, default = table
        return _table_flags(values, facts, depth) | {
            name for entry in default for name in _flag_names(entry, facts, depth + 1)
        }
    bindings = facts.names.bindings_of(node) if isinstance(node, ast.Name) else None
    if not bindings or depth >= _FLAG_DEPTH:
        return {UNKNOWN}
    found: set[str] = set()
    for kind, value in bindings:
        if kind == "param" and value is None and isinstance(node, ast.Name):
            found |= _passed_flags(node, facts, depth)
            continue
        known = kind in {"expr", "param"} and isinstance(value, ast.expr)
        found |= _flag_names(value, facts, depth + 1) if known else {UNKNOWN}  # type: ignore[arg-type]
    return found


_UNSEEN = "?unseen"
"""Flags a wrapper is given by callers the module hides (it hands the wrapper on as a
value): they cannot be known, and do not excuse the `os.open` they reach."""


def _passed_flags(node: ast.Name, facts: StrictFacts, depth: int) -> set[str]:
    """The flags the module's calls pass for a parameter without a default (`def _open(p,
    flags): return os.open(p, flags)` called as `_open(p, os.O_RDONLY)`); `?` when the
    module makes no call of it (callers elsewhere), `_UNSEEN` when it hands the function on
    as a value (`escapes`)."""
    function = parameter_owner(facts, node)
    if function is None:
        return {UNKNOWN}
    calls = calls_of(facts, function)
    if escapes(facts, function, calls):
        return {_UNSEEN}
    found: set[str] = set()
    for call in calls:
        argument = argument_for(call, function, node.id)
        plain = isinstance(argument, ast.expr) and not isinstance(argument, ast.Starred)
        found |= _flag_names(argument, facts, depth + 1) if plain else {UNKNOWN}  # type: ignore[arg-type]
    return found or {UNKNOWN}


def _table_flags(values: list[ast.expr], facts: StrictFacts, depth: int) -> set[str]:
    """The flags a table's values may combine, worked out once a table and depth (a
    thousand lookups of one table would each read all its values again)."""
    known = facts.memo(_table_flags)
    key = (id(values), depth)
    if key not in known:
        known[key] = {name for entry in values for name in _flag_names(entry, facts, depth + 1)}
    return known[key]


def _table_entries(
    node: ast.expr, facts: StrictFacts
) -> tuple[list[ast.expr], list[ast.expr]] | None:
    """The values `_FLAGS[mode]` or `_FLAGS.get(mode, default)` may give when `_FLAGS` is a
    module's dict, list or tuple literal that is only ever read by subscript or `.get`
    (nothing added to it later), and the default; None for anything else."""
    default: list[ast.expr] = []
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        if node.func.attr != "get" or node.keywords or not 1 <= len(node.args) <= 2:
            return None
        default, node = node.args[1:], node.func.value
    elif isinstance(node, ast.Subscript):
        node = node.value
    else:
        return None
    if not isinstance(node, ast.Name):
        return None
    bindings = facts.names.bindings_of(node) or []
    if len(bindings) != 1 or bindings[0][0] != "expr":
        return None
    table = bindings[0][1]
    if isinstance(table, ast.Dict) and None not in table.keys:
        values = table.values
    elif isinstance(table, ast.List | ast.Tuple):
        values = table.elts
    else:
        return None
    if not _only_looked_up(node.id, facts) or _spreads(values, facts):
        return None
    return values, default


def _spreads(values: list[ast.expr], facts: StrictFacts) -> bool:
    """Whether a table's values unpack another (`[*BASE, os.O_RDONLY]`), asked once a table."""
    known = facts.memo(_spreads)
    if id(values) not in known:
        known[id(values)] = any(isinstance(value, ast.Starred) for value in values)
    return known[id(values)]


def _only_looked_up(name: str, facts: StrictFacts) -> bool:
    """Whether every read of `name` is a subscript read or a `.get` (nothing stores into
    it, hands it on or updates it)."""
    reads, lookups = facts.derived(_reads_and_lookups)
    return reads.get(name, 0) == lookups.get(name, 0)


def _reads_and_lookups(facts: StrictFacts) -> tuple[dict[str, int], dict[str, int]]:
    """How many times each name is read, and read by subscript or `.get` (counted once a
    code: a thousand tables looked up would otherwise each count every name)."""
    reads: dict[str, int] = {}
    lookups: dict[str, int] = {}
    for node in facts.of_type(ast.Name):
        if isinstance(node.ctx, ast.Load):
            reads[node.id] = reads.get(node.id, 0) + 1
    for node in facts.of_type(ast.Subscript, ast.Attribute):
        if (
            isinstance(node.value, ast.Name)
            and isinstance(node.ctx, ast.Load)
            and (isinstance(node, ast.Subscript) or node.attr == "get")
        ):
            lookups[node.value.id] = lookups.get(node.value.id, 0) + 1
    return reads, lookups


def _as_os(name: str) -> str:
    """`posix.listdir` -> `os.listdir`: the C modules behind os are os."""
    module, _, member = name.partition(".")
    return f"os.{member}" if module in _OS_MODULES and member else name


def _relative_to_directory(call: ast.Call, facts: StrictFacts) -> bool:
    """`dir_fd=fd`: a path relative to an open directory, which no Path method takes (not
    a descriptor that may be None: `dir_fd=dir_fd` with a parameter defaulting to None)."""
    return any(
        keyword.arg in {"dir_fd", "src_dir_fd", "dst_dir_fd"}
        and not _may_be_none(keyword.value, facts)
        for keyword in call.keywords
    )


_OS_OPEN_FLAGS_AND_PATH = 2
_DESCRIPTOR_CALLS = frozenset({"os.open", "os.dup", "os.dup2", "os.pipe", "os.openpty",
                               "os.memfd_create", "os.eventfd", "pty.openpty"})  # fmt: skip
"""What gives a file descriptor (or a pair of them): opening one is no work on a path."""
_DESCRIPTOR_DEPTH = 4


def _descriptor(node: ast.expr | None, facts: StrictFacts, depth: int = 0) -> bool:
    """Whether `node` is a file descriptor, not a path: an int literal, a `.fileno()`, a
    call that gives one (`os.dup(1)`, `os.pipe()[0]`), or a name bound only to those (and
    None), unpacked ones included (`read_end, write_end = os.pipe()`)."""
    if isinstance(node, ast.Subscript):
        node = node.value
    if isinstance(node, ast.Constant):
        return isinstance(node.value, int) and not isinstance(node.value, bool)
    if isinstance(node, ast.Call):
        fileno = isinstance(node.func, ast.Attribute) and node.func.attr == "fileno"
        return fileno or bool(facts.names.names(node.func) & _DESCRIPTOR_CALLS)
    if not isinstance(node, ast.Name) or depth > _DESCRIPTOR_DEPTH:
        return False
    bindings = [
        (kind, value)
        for kind, value in facts.names.bindings_of(node) or []
        if not is_none(value)  # `fd = None` first
    ]
    return bool(bindings) and all(
        (kind == "expr" or (kind == "element" and isinstance(value, ast.Call)))
        and _descriptor(value, facts, depth + 1)  # type: ignore[arg-type]
        for kind, value in bindings
    )


def _opens_descriptor(call: ast.Call, facts: StrictFacts) -> bool:
    """`open(sys.stdout.fileno(), 'wb')`, `io.FileIO(fd)`: a file object around a file
    descriptor, which no Path method gives (Ruff's PTH123 leaves these too)."""
    first = call.args[0] if call.args else None
    for keyword in call.keywords:
        first = keyword.value if keyword.arg in {"file", "name"} else first
    return _descriptor(first, facts)


_LOW_LEVEL: dict[str, Callable[[ast.Call, StrictFacts], bool]] = {
    "os.utime": _sets_times,
    "os.open": _opens_low_level,
    **dict.fromkeys(_OPEN, _opens_descriptor),
}
"""Calls allowed when they do what no Path method does, and how to tell."""


def _low_level_calls(facts: StrictFacts) -> set[int]:
    """The references inside calls that do what no Path method does (see `_LOW_LEVEL`):
    left out of the banned references."""
    skip: set[int] = set()
    if not any(word in facts.code for word in ("utime", "open", "FileIO", "dir_fd")):
        return skip
    for call in facts.of_type(ast.Call):
        names = {_as_os(name) for name in facts.names.names(call.func)}
        relative = _relative_to_directory(call, facts) and any(n.startswith("os.") for n in names)
        if relative or any(_LOW_LEVEL[name](call, facts) for name in names & _LOW_LEVEL.keys()):
            skip |= {id(node) for node in ast.walk(call.func)}
    return skip


_PATH_WALK = (3, 12)
"""The Python that added `Path.walk`; before it, `rglob` walks but cannot prune."""
_PRUNING_METHODS = frozenset({"remove", "clear", "pop"})
"""List methods that drop directories from a walk (sorting or adding drops none)."""


def _edits(body: list[ast.stmt], name: str) -> bool:
    """Whether a loop body prunes the list a name holds in place (`dirnames[:] = [...]`,
    `dirnames.remove(d)`, `del dirnames[0]`); not `dirnames[:] = dirnames`, which keeps
    every directory, nor `dirnames.sort()`."""
    for node in (item for statement in body for item in ast.walk(statement)):
        if isinstance(node, ast.Assign):
            edited = [target.value for target in node.targets if isinstance(target, ast.Subscript)]
            if _keeps_every(node.value, name):
                edited = []
        elif isinstance(node, ast.Delete):
            edited = [target.value for target in node.targets if isinstance(target, ast.Subscript)]
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            edited = [node.func.value] if node.func.attr in _PRUNING_METHODS else []
        else:
            continue
        if any(_names(item, name) for item in edited):
            return True
    return False


def _names(node: ast.expr, name: str) -> bool:
    return isinstance(node, ast.Name) and node.id == name


_KEEPING_CALLS = frozenset({"list", "sorted", "tuple", "reversed"})
"""Builtins whose copy of a list keeps every item (in some order)."""


def _keeps_every(value: ast.expr, name: str) -> bool:
    """Whether a value put back into the directory list keeps every directory: the list
    itself, a copy (`list(dirs)`, `sorted(dirs)`, `dirs.copy()`, `dirs[:]`, `[*dirs]`), and a
    comprehension over it whose tests hold for every name a walk gives (`[d for d in dirs if
    d]`, `if len(d)`, `if d != ''`, `if d is not None`, `filter(None, dirs)`): a prune that
    drops nothing, which `rglob` does as well."""
    if isinstance(value, ast.Call) and len(value.args) == 1 and not value.keywords:
        func, value = value.func, value.args[0]
        if not (isinstance(func, ast.Name) and func.id in _KEEPING_CALLS):
            return False
    if isinstance(value, ast.Call) and isinstance(value.func, ast.Name):
        func, args = value.func.id, value.args
        if func == "filter" and len(args) == 2 and _no_test(args[0]):  # noqa: PLR2004
            return _names(args[1], name)
        return False
    if isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute):
        return value.func.attr == "copy" and not value.args and _names(value.func.value, name)
    if isinstance(value, ast.Subscript) and isinstance(value.slice, ast.Slice):
        whole = value.slice.lower is None and value.slice.upper is None
        return whole and value.slice.step is None and _names(value.value, name)
    if isinstance(value, ast.List | ast.Tuple) and len(value.elts) == 1:
        item = value.elts[0]
        return isinstance(item, ast.Starred) and _names(item.value, name)
    if isinstance(value, ast.ListComp | ast.GeneratorExp) and len(value.generators) == 1:
        loop = value.generators[0]
        target = loop.target
        return (
            isinstance(target, ast.Name)
            and _names(value.elt, target.id)
            and _names(loop.iter, name)
            and all(_holds_for_names(test, target.id) for test in loop.ifs)
        )
    return _names(value, name)


def _no_test(node: ast.expr) -> bool:
    """`None` or `bool` as `filter`'s test: every non-empty name passes."""
    return (isinstance(node, ast.Constant) and node.value is None) or (
        isinstance(node, ast.Name) and node.id in {"bool", "str", "len"}
    )


def _holds_for_names(test: ast.expr, item: str) -> bool:
    """A comprehension test true for every directory name a walk gives (never empty, never
    None): the name itself, its `len`, `bool` or `str`, `!= ''`, `is not None`, a true
    constant."""
    if isinstance(test, ast.Constant):
        return bool(test.value)
    if isinstance(test, ast.Call) and isinstance(test.func, ast.Name) and len(test.args) == 1:
        return test.func.id in {"len", "bool", "str"} and _names(test.args[0], item)
    if isinstance(test, ast.Compare) and len(test.ops) == 1:
        sides = [test.left, test.comparators[0]]
        other = (
            sides[1] if _names(sides[0], item) else sides[0] if _names(sides[1], item) else None
        )
        empty = isinstance(other, ast.Constant) and other.value in {"", None}
        return empty and isinstance(test.ops[0], ast.NotEq | ast.IsNot)
    return _names(test, item)


def _walks_rglob_cannot(facts: StrictFacts) -> set[int]:
    """Before Python 3.12 (no `Path.walk`), the `os.walk` calls that do what `rglob`
    cannot: bottom-up (`topdown=False`), or pruning the directories it descends into
    (`for root, dirs, files in os.walk(top): dirs[:] = ...`)."""
    skip: set[int] = set()
    if "walk" not in facts.code or facts.python >= _PATH_WALK:
        return skip
    for loop in facts.of_type(ast.For):  # a comprehension cannot prune
        call, target = loop.iter, loop.target
        if not isinstance(call, ast.Call) or not _is_os_walk(facts, call):
            continue
        dirs = target.elts[1] if isinstance(target, ast.Tuple) and len(target.elts) > 1 else None
        if isinstance(dirs, ast.Name) and _edits(loop.body, dirs.id):
            skip |= {id(node) for node in ast.walk(call.func)}
    for call in facts.of_type(ast.Call):
        bottom_up = any(
            k.arg == "topdown" and isinstance(k.value, ast.Constant) and k.value.value is False
            for k in call.keywords
        )
        if bottom_up and _is_os_walk(facts, call):
            skip |= {id(node) for node in ast.walk(call.func)}
    return skip


def _is_os_walk(facts: StrictFacts, call: ast.Call) -> bool:
    """A call of `os.walk`, through aliases and re-exports (`_as_os`)."""
    return "os.walk" in map(_as_os, facts.names.names(call.func))


def _not_uses(facts: StrictFacts) -> set[int]:
    """What is left out of the banned references: the calls doing what no Path method
    does, and annotations (`-> io.FileIO` names a type, it opens nothing)."""
    skip = _low_level_calls(facts) | _walks_rglob_cannot(facts)
    for annotation in facts.annotations:
        skip |= {id(node) for node in ast.walk(annotation)}
    return skip


_TWO_PATHS = (0, 1)
_PATH_TAKERS: dict[str, tuple[int, ...]] = {
    **dict.fromkeys(
        ("shutil.copy", "shutil.copy2", "shutil.copyfile", "shutil.copymode", "shutil.copystat",
         "shutil.copytree", "shutil.move", "shutil.unpack_archive"),
        _TWO_PATHS,
    ),
    **dict.fromkeys(
        ("shutil.rmtree", "shutil.disk_usage", "shutil.chown", "zipfile.ZipFile",
         "tarfile.open", "tarfile.TarFile", "sqlite3.connect", "gzip.open", "bz2.open",
         "lzma.open", "shelve.open", "dbm.open", "PIL.Image.open", "cv2.imread",
         "cv2.imwrite", "numpy.load", "numpy.save", "numpy.savez", "numpy.savez_compressed",
         "numpy.loadtxt", "numpy.savetxt", "numpy.genfromtxt", "numpy.fromfile", "torch.load",
         "joblib.load", "h5py.File", "matplotlib.pyplot.savefig", "matplotlib.pyplot.imread",
         "matplotlib.pyplot.imsave", "wave.open", "aifc.open", "sunau.open", "fileinput.input",
         "fileinput.FileInput", "logging.FileHandler", "logging.handlers.RotatingFileHandler",
         "logging.handlers.TimedRotatingFileHandler", "logging.handlers.WatchedFileHandler",
         "runpy.run_path", "py_compile.compile", "zipfile.is_zipfile", "tarfile.is_tarfile",
         "mailbox.mbox", "mailbox.Maildir", "tokenize.open", "linecache.getline",
         "linecache.getlines", "imghdr.what", "filecmp.cmp", "filecmp.dircmp",
         "openpyxl.load_workbook", "openpyxl.reader.excel.load_workbook",
         "openpyxl.Workbook().save", "openpyxl.load_workbook().save", "xarray.open_dataset",
         "xarray.open_dataarray", "xarray.open_mfdataset"),
        (0,),
    ),
    "shutil.make_archive": (0, 2),
    "torch.save": (1,),
    "joblib.dump": (1,),
}  # fmt: skip
"""Functions that take a path (the positions that hold one) and have no Path of their own
to be handed instead of a string."""
_PATH_METHODS = frozenset({"to_csv", "to_parquet", "to_excel", "to_feather", "to_pickle",
                           "to_hdf", "to_stata", "savefig"})  # fmt: skip
"""Methods whose first argument is a path to write, whatever the receiver (a DataFrame's
`to_csv`, a figure's `savefig`)."""
_PATH_KEYWORDS = frozenset({"src", "dst", "path", "file", "filename", "database",
                            "base_name", "root_dir", "extract_dir", "name",
                            "filepath_or_buffer", "io", "path_or_buf", "fname",
                            "excel_writer", "fp", "filename_or_obj"})  # fmt: skip
_REMOTE_WORDS = ("://", "url", "uri", "bucket", "remote", "endpoint", "host")
"""What marks a string as a URL rather than a path (in text or a name's spelling)."""


_PANDAS_READERS = frozenset({"read_csv", "read_table", "read_fwf", "read_excel",
                             "read_parquet", "read_feather", "read_orc", "read_pickle",
                             "read_hdf", "read_stata", "read_sas", "read_spss"})  # fmt: skip
"""pandas readers whose first argument is a path (not `read_sql`'s query, nor `read_json`,
`read_html` or `read_xml`, which take the text itself too)."""


def _path_arguments(call: ast.Call, names: set[str]) -> list[ast.expr]:
    """The arguments of a path-taking call that hold a path (a pandas reader's first)."""
    positions = _path_positions(call, names)
    if positions is None:
        return []
    positional = [call.args[i] for i in positions if i < len(call.args)]
    return [*positional, *(k.value for k in call.keywords if k.arg in _PATH_KEYWORDS)]


def _path_positions(call: ast.Call, names: set[str]) -> tuple[int, ...] | None:
    """Where a path-taking call takes its paths (None: it takes none)."""
    if isinstance(call.func, ast.Attribute) and call.func.attr in _PATH_METHODS:
        return (0,)
    for name in names:
        module, _, member = name.rpartition(".")
        positions = _PATH_TAKERS.get(name)
        if positions is None and module == "pandas" and member in _PANDAS_READERS:
            positions = (0,)
        if positions is not None:
            return positions
    return None


def _string_pieces(node: ast.expr) -> list[ast.expr] | None:
    """The pieces of a string built from parts: an f-string, a `+` chain, `'%s/%s' % ...`,
    `'{}/{}'.format(...)` or `'/'.join([...])` (the separator first); None for anything
    else, a plain literal included."""
    if isinstance(node, ast.JoinedStr):
        return [v.value if isinstance(v, ast.FormattedValue) else v for v in node.values]
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _string_pieces(node.left), _string_pieces(node.right)
        return [*(left or [node.left]), *(right or [node.right])]
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod):
        return [node.left, node.right]
    func = node.func if isinstance(node, ast.Call) else None
    if isinstance(func, ast.Attribute) and func.attr in {"join", "format"}:
        return [func.value, *node.args] if const_str(func.value) is not None else None  # type: ignore[attr-defined]
    return None


_SEPARATOR_MODULES = frozenset({"os", "os.path", "posixpath", "ntpath"})


def _is_separator(node: ast.expr, facts: StrictFacts) -> bool:
    """`os.sep`, `os.path.sep`, `os.altsep` (also through an alias): the separator as a value."""
    for name in facts.names.names(node):
        module, _, member = _as_os(name).rpartition(".")
        if member in {"sep", "altsep"} and _as_os(module) in _SEPARATOR_MODULES:
            return True
    return False


def _separator_pieces(node: ast.expr, facts: StrictFacts) -> list[ast.expr] | None:
    """`os.sep.join([a, b])`: the pieces of a string joined with the separator as a value."""
    func = node.func if isinstance(node, ast.Call) else None
    if (
        isinstance(func, ast.Attribute)
        and func.attr == "join"
        and _is_separator(func.value, facts)
    ):
        return [func.value, *node.args]  # type: ignore[attr-defined]
    return None


def _built_path(node: ast.expr, facts: StrictFacts) -> bool:
    """`f'{base}/{name}.db'`, `src + '/' + name`, `'/'.join([a, b])`, `folder + os.sep +
    name`: a path joined as a string with a `/` literal or the separator, directly or
    through a name assigned once (not a URL: no piece holds `://`, is a name bound once to
    text holding it, `DATA_ROOT = 'https://...'`, or is a name spelled like one,
    `base_url`)."""
    value = facts.names.only_value(node)
    pieces = _string_pieces(value) or _separator_pieces(value, facts)
    if pieces is None or all(const_str(piece) is not None for piece in pieces):
        return False
    texts = [const_str(piece) or "" for piece in pieces]
    spelled = [text.lower() for text in texts] + [
        spelling.lower()
        for piece in pieces
        if const_str(piece) is None
        for spelling in (ast.unparse(piece), const_str(facts.names.only_value(piece)) or "")
    ]
    if any(word in text for text in spelled for word in _REMOTE_WORDS):
        return False
    return any("/" in text for text in texts) or any(_is_separator(p, facts) for p in pieces)


def _string_paths(facts: StrictFacts) -> list[Finding]:
    """Paths joined as strings with `/` or `os.sep` and handed to a function taking a path
    (`shutil`, `zipfile`, `tarfile`, `sqlite3`, pandas' `read_*`): the work of `Path / name`."""
    found: list[Finding] = []
    if not facts.may_matter("/|sep"):
        return found
    for call in facts.of_type(ast.Call):
        names = facts.names.names(call.func)
        if names and any(_built_path(arg, facts) for arg in _path_arguments(call, names)):
            found.append((facts.line_of(call), "joins a path as a string; use pathlib.Path"))
    return found


def _separator_joins(facts: StrictFacts) -> list[Finding]:
    """A string joined with the separator as a value (`folder + os.sep + name`,
    `f'{folder}{os.sep}{name}'`, `os.sep.join(parts)`), handed anywhere: `os.sep` means a
    path, so this is the work of `Path / name` whatever the string is for (splitting or
    testing with it, `text.split(os.sep)`, builds no path)."""
    found: list[Finding] = []
    if not facts.may_matter(r"\bsep\b|altsep"):
        return found
    lines: set[int | None] = set()
    for node in facts.of_type(ast.BinOp, ast.JoinedStr, ast.Call):
        pieces = _string_pieces(node) if not isinstance(node, ast.Call) else None
        pieces = pieces or _separator_pieces(node, facts)
        line = facts.line_of(node)
        if pieces and line not in lines and any(_is_separator(p, facts) for p in pieces):
            lines.add(line)
            found.append((line, "joins a path as a string with the separator; use pathlib.Path"))
    return found


_RUNNERS = frozenset({"subprocess.run", "subprocess.call", "subprocess.check_call",
                      "subprocess.check_output", "subprocess.Popen", "subprocess.getoutput",
                      "subprocess.getstatusoutput", "os.system", "os.popen", "os.spawnl",
                      "os.spawnlp", "os.spawnv", "os.spawnvp", "os.execl", "os.execlp",
                      "os.execv", "os.execvp", "os.posix_spawn", "os.posix_spawnp",
                      "asyncio.create_subprocess_exec", "asyncio.create_subprocess_shell",
                      "pty.spawn"})  # fmt: skip
"""What runs a command (the command first, or after the mode for `os.spawn*`)."""
_FILE_COMMANDS = frozenset({"cat", "ls", "dir", "mkdir", "rm", "rmdir", "touch", "mv", "cp",
                            "ln", "chmod", "readlink", "realpath", "pwd", "del", "copy",
                            "move", "md", "rd", "find", "head"})  # fmt: skip
"""Commands doing the file-system work a Path method does (`cat` is `read_text`, `ls`
is `iterdir`/`glob`, `find` is `rglob`, `head` is `read_text().splitlines()`, `rm` is
`unlink`)."""
_SHELLS = frozenset({"sh", "bash", "zsh", "dash", "ksh", "cmd", "cmd.exe"})
_SHELL_SPLIT = re.compile(r"[;&|\n()`]+|\$\(")


def _command_files(facts: StrictFacts) -> list[Finding]:
    """`subprocess.run(['cat', path])`, `os.popen(f'ls {folder}/*.py')`, `os.system('rm
    ...')` (also through a shell, `sh -c '...'`, and after `;`, `&&` or `|`): file-system
    work handed to a command instead of done with Path."""
    found: list[Finding] = []
    for call in facts.of_type(ast.Call):
        names = {_as_os(name) for name in facts.names.names(call.func)}
        if not names & _RUNNERS or not call.args:
            continue
        first = call.args[1] if any(n.startswith("os.spawn") for n in names) else call.args[0]
        command = next(iter(sorted(_command_words(first, facts) & _FILE_COMMANDS)), None)
        if command is not None:
            message = f"does file work through the `{command}` command; use pathlib.Path"
            found.append((facts.line_of(call), message))
    return found


def command_program(
    node: ast.expr, facts: StrictFacts, wrappers: frozenset[str] | None = None
) -> tuple[str | None, ast.expr | None]:
    """What a command argument runs: (the program a list names, None), or (None, the shell
    script) for a shell string or a list running a shell with `-c` (`['sh', '-c', s]`);
    after any of `wrappers` (`_WRAPPERS` by default) that run the command after them."""
    node = facts.names.only_value(node)
    if isinstance(node, ast.List | ast.Tuple) and node.elts:
        words = [const_str(facts.names.only_value(item)) for item in node.elts]
        start = launched_word(words, wrappers)
        first = words[start] if start < len(words) else None
        name = (first or "").rsplit("/", 1)[-1].lower()
        if name in _SHELLS and len(node.elts) > start + 2:
            return None, node.elts[start + 2]
        return name, None
    return None, node


_WRAPPERS = frozenset({"env", "nice", "nohup", "timeout", "stdbuf", "sudo", "doas", "time",
                       "exec", "command", "builtin", "setsid", "ionice", "chrt", "taskset",
                       "unbuffer", "busybox", "xargs", "pkexec", "runuser"})  # fmt: skip
"""Programs that run the command after them (`env echo ...`, `nice -n 5 cat ...`)."""
_UNPRIVILEGED = _WRAPPERS - {"sudo", "doas", "pkexec", "runuser"}
"""Wrappers that run the command with the caller's own rights: file work under `sudo` is
not what `Path` can do."""
_VALUED_OPTIONS = frozenset({"-n", "-u", "-g", "-c", "-s", "-k", "-C", "-S", "--adjustment",
                             "--user", "--group", "--signal", "--kill-after", "--chdir",
                             "--class", "--classdata", "--unset"})  # fmt: skip
"""A wrapper's options whose value is the next word (`nice -n 5`, `sudo -u root`)."""
_OWN_VALUED_OPTIONS = {"stdbuf": frozenset({"-i", "-o", "-e"})}
"""Options only some wrappers give a value (`stdbuf -o L`), a flag elsewhere (`sudo -i`)."""
_ASSIGNMENT = re.compile(r"[A-Za-z_]\w*=.*", re.DOTALL)
_WRAPPER_ARGUMENT = re.compile(r"-.*|[\d.]+[smhd]?|0x[0-9a-fA-F]+|[A-Za-z_]\w*=.*", re.DOTALL)
"""A wrapper's own words: an option, a number or duration (`timeout 5s`), a CPU mask, an
environment assignment (`env LANG=C`)."""


def launched_word(words: list[str | None], wrappers: frozenset[str] | None = None) -> int:
    """Where the program a command runs is among its words (None: not known): after any
    leading environment assignments (`LANG=C echo`, in a shell) and any `wrappers`
    (`_WRAPPERS` by default) with their own words (`env`, `nice -n 0`, `timeout 5`, `sudo
    -u root`, `stdbuf -o L`)."""
    wrappers = _WRAPPERS if wrappers is None else wrappers
    index = 0
    while index < len(words):
        word = words[index]
        if word is not None and _ASSIGNMENT.fullmatch(word):
            index += 1
            continue
        wrapper = "" if word is None else word.rsplit("/", 1)[-1].lower()
        if wrapper not in wrappers:
            return index
        valued = _VALUED_OPTIONS | _OWN_VALUED_OPTIONS.get(wrapper, frozenset())
        index += 1
        while index < len(words) and words[index] is not None:
            word = words[index]
            if not _WRAPPER_ARGUMENT.fullmatch(word):  # type: ignore[arg-type]
                break
            index += 2 if word in valued else 1
    return index


def _command_words(node: ast.expr, facts: StrictFacts) -> set[str]:
    """The commands a command argument runs: a list's first item (a shell's `-c` script
    read in turn), or the first word of each part of a shell string."""
    program, script = command_program(node, facts, _UNPRIVILEGED)
    return {program} if script is None else _script_words(script, facts)


def _script_words(node: ast.expr, facts: StrictFacts) -> set[str]:
    node = facts.names.only_value(node)
    pieces = _string_pieces(node) if not isinstance(node, ast.Constant) else [node]
    text = "".join(const_str(piece) or " x " for piece in pieces or [])
    words = (part.split() for part in _SHELL_SPLIT.split(text))
    found: set[str] = set()
    for part in words:
        start = launched_word(part, _UNPRIVILEGED)  # type: ignore[arg-type]
        if start < len(part):
            found.add(part[start].rsplit("/", 1)[-1].lower())
    return found


_FILE_INPUTS = frozenset({"fileinput.input", "fileinput.FileInput"})


def _fileinput_reads(facts: StrictFacts) -> list[Finding]:
    """`fileinput.input(files=[path])`: files read by their paths, the work of `Path.
    read_text` or `Path.open`. Not the command line's files: no `files`, None, `'-'`
    (standard input) or `sys.argv` (`fileinput.input()` reads what a CLI is given)."""
    found: list[Finding] = []
    for call in facts.of_type(ast.Call):
        if not facts.names.names(call.func) & _FILE_INPUTS:
            continue
        given = [k.value for k in call.keywords if k.arg == "files"] + call.args[:1]
        if any(not _command_line_files(value, facts) for value in given):
            message = "reads files by their paths through fileinput; use pathlib.Path"
            found.append((facts.line_of(call), message))
    return found


_HOOK_OPENERS = frozenset({"fileinput.hook_encoded()", "fileinput.hook_compressed"})


def _fileinput_hooks(facts: StrictFacts) -> list[Finding]:
    """`fileinput.hook_encoded("utf-8")(path, "r")`, `fileinput.hook_compressed(path, "r")`:
    fileinput's open hooks called directly, which open the file by its path with `open()`."""
    return [
        (facts.line_of(call), "opens a file through a fileinput open hook; use Path.open")
        for call in facts.of_type(ast.Call)
        if call.args and facts.names.names(call.func) & _HOOK_OPENERS
    ]


_IMPORTERS = frozenset({"importlib.import_module", "builtins.__import__"})
_FOLD_DEPTH = 8
_FOLD_REPEAT = 64


def _computed_imports(facts: StrictFacts) -> list[Finding]:
    """`importlib.import_module("bolg"[::-1])`: a module Path replaces imported by a name
    that literals alone compute (slices, `+`, `*`, `join`, text methods), which the name
    resolver does not follow (fails closed: the module's members are not followed); also
    by an `__import__` fetched from a namespace the resolver does not know as `builtins`
    (`sys.modules[__name__].__dict__['__builtins__']['__import__']`, round 38)."""
    found: list[Finding] = []
    for call in facts.of_type(ast.Call):
        names = facts.names.names(call.func)
        fetched = any(name.endswith(".__import__") for name in names - _IMPORTERS)
        if not call.args or not (names & _IMPORTERS or fetched):
            continue
        if not fetched and facts.names.names(call) != {UNKNOWN}:  # the resolver follows it
            continue
        text = _literal_text(facts.names.only_value(call.args[0]), 0)
        if isinstance(text, str) and text.partition(".")[0] in _FILE_MODULES - {"open"}:
            found.append((facts.line_of(call), f"imports `{text}` by a computed name; use "
                          "pathlib.Path"))  # fmt: skip
    return found


_REDUCERS = frozenset({"functools.reduce", "_functools.reduce"})
_REDUCE_ARGUMENTS = 3


def _reduced_lookups(facts: StrictFacts) -> list[Finding]:
    """`functools.reduce(getattr, name.split('.'), shutil)`: attributes of a standard module
    looked up along a path the resolver cannot read (anything but a list or tuple of
    literals), which reaches `os` through any module importing it (`shutil.os.listdir`);
    fails closed, as a `getattr` with a name not known does."""
    found: list[Finding] = []
    for call in facts.of_type(ast.Call):
        args = call.args
        if len(args) != _REDUCE_ARGUMENTS or not facts.names.names(call.func) & _REDUCERS:
            continue
        if "builtins.getattr" not in facts.names.names(args[0]):
            continue
        path = args[1]
        if isinstance(path, ast.List | ast.Tuple) and all(
            const_str(item) is not None for item in path.elts
        ):
            continue  # the resolver follows it
        if any(_standard_module(name) for name in facts.names.names(args[2])):
            found.append((facts.line_of(call), "looks up a standard module's attributes "
                          "along a computed path; use pathlib.Path"))  # fmt: skip
    return found


def _standard_module(name: str) -> bool:
    """A standard library module or one of its members by its dotted name (`shutil`,
    `shutil.os`), not a local, a constant or a value not known."""
    if ":" in name or "?" in name or "(" in name:
        return False
    return name.partition(".")[0] in sys.stdlib_module_names


_TEXT_METHODS = frozenset({"join", "upper", "lower", "strip", "lstrip", "rstrip", "replace",
                           "removeprefix", "removesuffix", "casefold", "swapcase", "title",
                           "capitalize", "format", "decode", "encode"})  # fmt: skip


def _literal_text(node: ast.AST | None, depth: int) -> object:  # noqa: C901, PLR0911, PLR0912
    """The value of text (or a number, a tuple or list of them) computed from literals
    alone, else None."""
    if node is None or depth > _FOLD_DEPTH:
        return None
    if isinstance(node, ast.Constant):
        return node.value if isinstance(node.value, str | bytes | int) else None
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        number = _literal_text(node.operand, depth + 1)
        return -number if isinstance(number, int) else None
    if isinstance(node, ast.Tuple | ast.List):
        items = [_literal_text(item, depth + 1) for item in node.elts]
        return None if None in items else items
    if isinstance(node, ast.JoinedStr | ast.FormattedValue):
        parts = node.values if isinstance(node, ast.JoinedStr) else [node.value]
        pieces = [_literal_text(part, depth + 1) for part in parts]
        return "".join(map(str, pieces)) if None not in pieces else None
    if isinstance(node, ast.Slice):
        bounds = [
            _literal_text(b, depth + 1) if b else 0 for b in (node.lower, node.upper, node.step)
        ]
        if None in bounds:
            return None
        return slice(
            *[
                b if part else None
                for b, part in zip(bounds, (node.lower, node.upper, node.step), strict=True)
            ]
        )
    try:
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add | ast.Mult):
            left, right = _literal_text(node.left, depth + 1), _literal_text(node.right, depth + 1)
            if (
                left is None
                or right is None
                or isinstance(node.op, ast.Mult)
                and (max(abs(v) for v in (left, right) if isinstance(v, int)) > _FOLD_REPEAT)
            ):
                return None
            return left + right if isinstance(node.op, ast.Add) else left * right  # type: ignore[operator]
        if isinstance(node, ast.Subscript):
            value, key = _literal_text(node.value, depth + 1), _literal_text(node.slice, depth + 1)
            return None if value is None or key is None else value[key]  # type: ignore[index]
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and not node.keywords
            and node.func.attr in _TEXT_METHODS
        ):
            owner = _literal_text(node.func.value, depth + 1)
            args = [_literal_text(arg, depth + 1) for arg in node.args]
            if not isinstance(owner, str | bytes) or None in args:
                return None
            return getattr(owner, node.func.attr)(*args)
    except (TypeError, ValueError, IndexError, KeyError, UnicodeError, OverflowError, MemoryError):
        return None
    return None


def _command_line_files(node: ast.expr, facts: StrictFacts) -> bool:
    node = facts.names.only_value(node)
    if is_none(node) or const_str(node) == "-":
        return True
    if isinstance(node, ast.Tuple | ast.List) and [const_str(e) for e in node.elts] == ["-"]:
        return True
    return any(
        "sys.argv" in facts.names.names(part)
        for part in ast.walk(node)
        if isinstance(part, ast.Attribute | ast.Name)
    )


_URL_OPENERS = frozenset({"urllib.request.urlopen", "urllib.request.urlretrieve",
                          "urllib.request.Request", "urllib.request.URLopener().open",
                          "urllib.request.build_opener().open"})  # fmt: skip


def _file_urls(facts: StrictFacts) -> list[Finding]:
    """`urlopen(path.as_uri())`, `urlopen(f'file://{path}')`: a file read through a
    `file:` URL instead of `Path.read_text`/`read_bytes`."""
    found: list[Finding] = []
    for call in facts.of_type(ast.Call):
        if not call.args or not facts.names.names(call.func) & _URL_OPENERS:
            continue
        if _file_url(call.args[0], facts):
            message = "reads a file through a file: URL; use pathlib.Path"
            found.append((facts.line_of(call), message))
    return found


def _file_url(node: ast.expr, facts: StrictFacts) -> bool:
    node = facts.names.only_value(node)
    for current in ast.walk(node):
        value = facts.names.only_value(current) if isinstance(current, ast.Name) else current
        text = const_str(value)
        if text is not None and text.lower().startswith("file:"):
            return True
        if isinstance(value, ast.Call) and (
            (isinstance(value.func, ast.Attribute) and value.func.attr == "as_uri")
            or "urllib.request.pathname2url" in facts.names.names(value.func)
        ):
            return True
    return False


_ACCESS_MODE = 1
"""`os.access(path, mode)`: where its mode stands."""


def _existence_tests(facts: StrictFacts) -> list[Finding]:
    """`os.access(path, os.F_OK)` (or a mode of 0, through a name too): a test that the
    path exists, which `Path.exists()` does (`os.R_OK`, `W_OK`, `X_OK` ask for a permission,
    which no Path method does; a path relative to a directory descriptor, `dir_fd=fd`,
    neither)."""
    found: list[Finding] = []
    for call in facts.of_type(ast.Call):
        if "os.access" not in {_as_os(name) for name in facts.names.names(call.func)}:
            continue
        mode = next((k.value for k in call.keywords if k.arg == "mode"), None)
        if mode is None and len(call.args) > _ACCESS_MODE:
            mode = call.args[_ACCESS_MODE]
        if mode is None or _relative_to_directory(call, facts):
            continue
        value = facts.names.only_value(mode)
        names = {_as_os(name) for name in facts.names.names(mode)}
        zero = isinstance(value, ast.Constant) and value.value == 0
        if zero or names == {"os.F_OK"}:
            message = "tests that a path exists with `os.access`; use Path.exists() instead"
            found.append((facts.line_of(call), message))
    return found


def _touches_filesystem(tree: ast.Module) -> bool:
    """True when the code touches the file system through os, os.path, glob or open()."""
    names = call_names(tree)
    return bool(names & _FILESYSTEM_CALLS) or any(
        name.startswith(_FILESYSTEM_PREFIXES) for name in names
    )


_GATED_CHECKS: tuple[tuple[str | None, Callable[[StrictFacts], list[Finding]]], ...] = (
    (r"\.raw\b", _raw_stream_classes),
    ("dircmp", _self_comparisons),
    ("__globals__", _globals_lookups),
    (None, _string_paths),
    (None, _separator_joins),
    (r"subprocess|system|popen|Popen|spawn|exec|pty", _command_files),
    (r"url|Request|opener", _file_urls),
    ("fileinput|FileInput", _fileinput_uses),
    ("import_module|__import__|__builtins__", _computed_imports),
    (r"\breduce\b", _reduced_lookups),
    ("access", _existence_tests),
    ("copytree", _copytree_listings),
)
"""Checks run, in this order, only when their words are in the code (None: always;
`StrictFacts.may_matter`)."""


class Pathlib(ReferenceBan):
    """Use pathlib for every file-system operation.

    What it asks:
        File-system work goes through `pathlib.Path`: no functions from `os` and
        `os.path` that have a Path equivalent, no `glob` module and no built-in
        `open()`. Where surrounding code needs a string path, the Path is wrapped in
        `str()` so return types stay the same.

    Why:
        Path objects join, inspect and open files with one consistent, cross-platform
        API instead of a mix of string functions. It is the paper's library_1.

    Verified by:
        Ruff's flake8-use-pathlib rules (PTH, all stable in Ruff 0.17.6). Task-level
        conflict (`task_conflicts`): tests that mock the built-in `open()` do not see
        `Path.open()`/`Path.read_text()`, so a correct pathlib rewrite fails them; the
        paper advises not to give this instruction to such tasks. Ruff matches the names
        as written: `posixpath.join`, `io.open` or `P = os.path; P.join(...)` pass.

    Strict mode:
        Fails any reference, called or not, to what opens a file by its path (the built-in `open`,
        `io.open`, `io.open_code`, `io.FileIO`, their `_io` originals and `_pyio` twins,
        `codecs.open`, `os.open`), anything in `glob` but `glob.escape` (a string helper Path
        lacks, making a name literal in a pattern for `Path.glob`), every member of `os.path`
        except the string helpers and constants without a Path equivalent (`normpath`,
        `normcase`, `commonpath`, `commonprefix`, `expandvars`, `relpath`, `sep`, ...), and
        the `os` functions Path replaces
        (`chmod`, `mkdir`, `makedirs`, `rename`, `replace`, `rmdir`, `remove`, `unlink`, `getcwd`,
        `readlink`, `stat`, `lstat`, `listdir`, `scandir`, `walk`, `fwalk`, `symlink`, `link`,
        ...), reached through `posix` or `nt` too, and the standard library's private clones of
        them: the import system's `_path_join`, `_path_isfile`, `_path_stat` and other `_path_*`
        helpers, `_write_atomic` and `_calc_mode` (of `importlib._bootstrap_external` or
        `_frozen_importlib_external`, also as `zipimport._bootstrap_external`), `os._walk`,
        `os._fwalk`, `tempfile._exists`, `sysconfig._safe_realpath` and `site.makepath`.
        `os.walk` is judged for the Python the engine
        targets (the running interpreter's, or `VIBEBENCH_TARGET_VERSION`'s): before 3.12, which
        added `Path.walk`, a walk that does what `rglob` cannot passes: bottom-up
        (`topdown=False`), or a `for` loop over it that prunes the directory list in place
        (`dirs[:] = ...` with anything but `dirs` itself, `dirs.remove(d)`, `dirs.pop()`,
        `dirs.clear()`, `del dirs[i]`; sorting prunes nothing, and neither does a copy of the
        list, `list(dirs)`, `sorted(dirs)`, `dirs.copy()`, `dirs[:]`, `[*dirs]`, nor a
        comprehension over it or `filter` whose test holds for every name a walk gives: `[d for d
        in dirs if d]`, `if len(d)`, `if d != ''`, `if d is not None`, `filter(None, dirs)`).
        Annotations (`-> io.FileIO`)
        and what a call returns (`os.path.normpath(raw)[:-1]`) are no references. Calls pass
        that do what no Path method does: `os.utime` with explicit times (`os.utime(dst,
        (atime, mtime))`;
        `os.utime(path)`, times that may be None, such as a parameter defaulting to None, or
        the current time read for each, `(now, now)` with `now = time.time()` (`time_ns()` for
        `ns=`, `datetime.now().timestamp()`, `datetime.today().timestamp()`, also rounded by
        `int`, `float`, `round` or `math`'s `floor`/`ceil`/`trunc`), is `Path.touch()`),
        `os.open` with permissions other than the default `0o666`
        (directly or through a name bound once) along with `O_CREAT` or `O_TMPFILE`
        (`os.open(p, os.O_WRONLY | os.O_CREAT, 0o600)`) or with flags no `open()` mode gives
        (`os.O_NOFOLLOW`; not `O_CLOEXEC`, `O_LARGEFILE`, `O_BINARY`, `O_NOINHERIT`), flags
        resolved through names (`O_READ = os.O_RDONLY`), parameter defaults, the arguments the
        module's calls give a wrapper's parameter (`_open(p, os.O_RDONLY)` for `def _open(path,
        flags)`) and lookups in a module's dict, list or tuple literal only ever read by subscript
        or `.get` (`os.open(p, _FLAGS[mode])` may give any of its values), and counted as such when
        they cannot be resolved (a wrapper the module never calls; not one it hands on as a value,
        through `functools.partial` or another name), an `os` call relative to a directory
        descriptor (`dir_fd=fd`; not one that may be None, such as a parameter defaulting to None),
        and `open()` or `io.FileIO` around a file descriptor (an int, a `.fileno()`, what
        `os.open`, `os.dup` or `os.pipe` return, unpacked too: `read_end, write_end = os.pipe()`).
        `os.open` with only flags an `open()` mode gives fails even on a device (`os.open(tty,
        os.O_RDWR)`). Names are resolved through aliases (`P = os.path`), re-exports (`posixpath`,
        `ntpath`, `from os import path`, `shutil.os.path`, any standard module's re-export of
        `open`: `tarfile.bltn_open`, `bz2._builtin_open`), `getattr`, `__import__`, `importlib`
        (a relative `import_module('.path', 'os')` too, the package also by keyword; a module name
        literals alone compute by slices, `+`, `*`, `join` or text methods, `import_module(
        'bolg'[::-1])`, also for any `__import__` fetched from a namespace, such as the
        module's `__builtins__` read through `sys.modules[__name__].__dict__`),
        `sys.modules`, `operator.attrgetter` (`attrgetter('path.join')(os)`),
        `operator.methodcaller`, `os.__dict__.get(...)`,
        `__getattribute__`, `pkgutil.resolve_name('os.path:join')` and `functools.reduce(getattr,
        [...], os)`; a `getattr` on these modules with a name that is not a constant fails
        too, and so does `functools.reduce(getattr, path, module)` on any standard module with
        a path that is no list or tuple of literals (`name.split('.')` on `shutil`, which
        reaches `shutil.os.listdir`). Also fails a path joined as a string with a `/` literal
        or `os.sep` (`os.path.sep`,
        `os.altsep`) (an f-string, a `+` chain, `'%s/%s' % ...`, `'{}/{}'.format(...)`,
        `'/'.join([...])`, `os.sep.join([...])`; directly or through a name
        assigned once) handed as a path to `shutil`'s copy, move, tree and archive functions,
        `zipfile.ZipFile`, `tarfile.open`, `sqlite3.connect`, `gzip`/`bz2`/`lzma.open`,
        `shelve.open`, `dbm.open`, `PIL.Image.open`, `cv2.imread`/`imwrite`, numpy's
        `load`/`save`/`savez`/`loadtxt`/`savetxt`/`genfromtxt`/`fromfile`, `torch.load`/`save`,
        `joblib.load`/`dump`, `h5py.File`, `matplotlib.pyplot`'s `savefig`/`imread`/`imsave`,
        `wave`/`aifc`/`sunau.open`, `openpyxl.load_workbook` and a workbook's `save`, xarray's
        `open_dataset`/`open_dataarray`/`open_mfdataset`, `fileinput`, logging's file
        handlers, `runpy.run_path`,
        `py_compile.compile`, `zipfile.is_zipfile`, `tarfile.is_tarfile`, `mailbox.mbox`/`Maildir`,
        `tokenize.open`, `linecache.getline(s)`, `imghdr.what`, `filecmp.cmp`/`dircmp`, the
        `to_csv`/`to_parquet`/`to_excel`/`to_feather`/`to_pickle`/`to_hdf`/`to_stata`/`savefig`
        methods of any object, or pandas' file readers (`read_csv`, `read_parquet`, ...; not
        `read_sql`, `read_json`); not a URL (a piece holding `://` or a name spelled like one:
        `base_url`, `bucket`, `host`). A string joined with `os.sep` (or `os.altsep`) fails
        wherever it goes (splitting or counting with it builds no path). Also fails file work
        done by a command (`subprocess`'s `run`/`call`/`check_*`/`Popen`/`getoutput`,
        `os.system`, `os.popen`, `os.spawn*`, `os.exec*`, `asyncio`'s subprocesses,
        `pty.spawn`) whose command, or a part of a shell string after `;`, `&&`, `|` (also
        through `sh -c`, after leading `NAME=value` assignments and after programs that run the
        command after them with the caller's rights, with their options: `env`, `nice -n 5`,
        `timeout 5`, `nohup`, `xargs`, `time` and the like; not `sudo`, `doas`, `pkexec` or
        `runuser`, whose rights Path lacks), is `cat`, `ls`, `dir`, `mkdir`, `rm`, `rmdir`,
        `touch`, `mv`, `cp`,
        `ln`, `chmod`, `readlink`, `realpath`, `pwd`, `find` or `head` (and Windows' `del`,
        `copy`, `move`, `md`, `rd`), files read by their paths through `fileinput.input` or
        `FileInput` (not the command line's: no files, None, `'-'` or `sys.argv`), a file opened
        by calling a fileinput open hook directly (`fileinput.hook_encoded('utf-8')(path, 'r')`,
        `fileinput.hook_compressed(path, 'r')`), and a file
        read through a `file:` URL (`urlopen(path.as_uri())`, a string starting `file:`,
        `pathname2url`) by `urllib.request`, and an existence test through `os.access` (a mode
        of `os.F_OK` or 0, through a name too: `Path.exists()` does it; `R_OK`, `W_OK`, `X_OK`
        ask for a permission, which no Path method does). Also fails file work by path done through
        other objects: C's file functions reached through `ctypes` (`ctypes.CDLL(None).remove(
        name)`, `open`, `fopen`, `unlink`, `rename`, `mkdir`, `stat`, `opendir`, `realpath`, ...,
        and the C runtime's `_wopen` and the like, and Windows' `DeleteFileW`, `CreateFileW`, ...),
        `io.FileIO` reached as the class of a raw
        stream (`type(sys.stdin.buffer.raw)`, `open(p, 'rb').raw.__class__`), an import loader's
        `get_data`, `set_data`, `path_stats` or `path_mtime` (`SourceFileLoader(name,
        path).get_data(path)` reads the file), and a directory listed through `filecmp.dircmp` (its
        `left_list` or `right_list`, or a directory compared with itself, `dircmp(folder,
        folder)`), a directory listed through the `ignore` callback `shutil.copytree` calls with
        each folder's names, when the code's callback keeps them outside itself (a filling
        method such as `extend` of a name it does not bind, a store into one, `global`,
        `nonlocal`, a receiver, an argument a `functools.partial` binds or a default, also in
        the code's functions the callback calls) or the callback is one the check cannot read
        (only None, `shutil.ignore_patterns` and the code's functions, lambdas and callable
        classes are read), a module Path replaces (`os`, `glob`, `io`, `posixpath`, ...)
        looked up in a function's `__globals__` (`Path.__new__.__globals__['os']`,
        `.get(...)`, or by a key not known), and a member of a module looked up in
        `sys.modules` by a key not known that would be banned as a member of `os` or as
        written after it (`sys.modules[Path.__module__].os.path.exists`). Still possible:
        file work through other
        commands (`tail`, `wc`), through other modules (`shutil` on paths given whole, `tempfile`,
        `gzip.open`, `tokenize.open` and `linecache.getline(s)`, the last two left open because
        they also detect a source file's declared encoding or find a module's source, which no
        Path method does), a path joined as a string for any
        other function (`netCDF4.Dataset`, `docx.Document`), and `os.open` with a
        flag that matters only on some files (`os.O_NOCTTY`, `os.O_NONBLOCK`: honest on a terminal
        or a pipe) on a regular file, C's file functions reached otherwise than through `ctypes`
        (`cffi`), directory listings other objects make (`filecmp.dircmp(a, b).left_only`,
        `pkgutil.iter_modules([folder])`, which honest plugin discovery also calls on a folder),
        other private helpers of the standard library,
        and paths cut and joined as text with a literal `/` (`text.rpartition('/')`,
        `f'{folder}/{name}'`: URLs, archive members and object-store keys are handled so
        too, and no forbidden function is called).
    """

    id = "library_1"
    name = "pathlib"
    category = "library"
    description = "Replace os, os.path, glob and open() with pathlib equivalents."
    generation_prompt = (
        "Use `pathlib.Path` instead of the built-in `open()`, the `glob` module and the "
        "functions of `os` and `os.path` that Path replaces; convert a Path with `str()` "
        "wherever the surrounding code expects a string path."
    )
    edit_prompt = (
        "Rewrite every use of the built-in `open()`, of `glob` and of the `os` and `os.path` "
        "functions that have a `pathlib.Path` equivalent with that equivalent, converting "
        "with `str()` wherever a string path is still expected so the behaviour stays the "
        "same."
    )
    ruff_rules = ("PTH",)
    task_conflicts = ("mocks_open",)
    strict_words = (
        r"\b(?:open|os|glob|io|_io|_pyio|codecs|posixpath|ntpath|genericpath|posix|nt|shutil"
        r"|zipfile|tarfile|sqlite3|gzip|bz2|lzma|shelve|dbm|pandas)\b|\bread_|ZipFile|TarFile"
        r"|connect|subprocess|system|popen|Popen|spawn|exec|pty|url|Request|opener|sep|wave"
        r"|aifc|sunau|fileinput|Handler|run_path|py_compile|is_zipfile|is_tarfile|mailbox"
        r"|tokenize|linecache|imghdr|filecmp|ctypes|CDLL|cdll|get_data|set_data|path_stats"
        r"|path_mtime|\.raw\b|__globals__|modules|copytree|\breduce\b|_bootstrap"
        r"|_frozen_importlib|_path_|_write_atomic|_calc_mode|_walk|_fwalk|_exists"
        r"|_safe_realpath|makepath|openpyxl|load_workbook|xarray|open_dataset"
        r"|open_dataarray|open_mfdataset"
    )

    banned = staticmethod(_is_filesystem_call)
    ban_message = "uses `{name}`; use pathlib.Path instead"
    touches = staticmethod(_touches_filesystem)

    def strict_violations(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """Every reference to a function Path replaces, but `os.utime` and `os.open` doing
        what no Path method does."""
        banned = _strict_banned if facts.may_matter(_INDIRECT_WORDS) else self.banned
        if facts.may_matter("modules"):
            plain = banned
            banned = lambda name: plain(name) or _unknown_module_member(name)  # noqa: E731
        found = [
            (line, self.ban_message.format(name=name, short=name.removeprefix("builtins.")))
            for line, name in facts.references(banned, skip=_not_uses(facts))
        ]
        for words, check in _GATED_CHECKS:
            if facts.may_matter(words):
                found += check(facts)
        return found
