"""Python code a program writes to a module file and then imports or runs.

`Path('ext.py').write_text(SOURCE)` followed by `importlib.import_module('ext')` runs SOURCE
as surely as `exec(SOURCE)` does. Strict mode finds the writes of a module file (a path
whose name ends in `.py` or `.pyw`, or one the program hands a runner of files:
`runpy.run_path('ext.txt')`), through `Path.write_text`/`write_bytes`, and `write`,
`writelines` and `print(..., file=...)` on a handle `open`, `io.open`, `codecs.open`,
`Path.open`, `os.open` or a `NamedTemporaryFile(suffix='.py')` gives (all of one handle's
writes read as one text, in source order), when the program may import or run a file: an
import call (`importlib.import_module`, `__import__`, `reload`), runpy, importlib's file
loaders and `exec_module`/`load_module`, py_compile and compileall, an interpreter it
starts (`subprocess.run([sys.executable, ...])`), or an `import` statement of the written
module's name. What such a write puts in the file is judged as exec's code is: a constant
is parsed and judged, anything else is undecidable. Pure ast work on the shared symbol
table.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from vibebench.instructions._code_facts import keyword_value
from vibebench.instructions._strict_names import const_str
from vibebench.instructions._strict_processes import python_code

if TYPE_CHECKING:
    from vibebench.instructions._strict import StrictFacts
    from vibebench.instructions._strict_names import NameIndex

__all__ = ["WRITTEN_MODULE", "written_modules"]

WRITTEN_MODULE = "a module file it writes"
"""The runner's name in findings: code written to a file the program imports or runs."""

Pieces = list[ast.expr | None]
"""What one file is written with, in order (None: a piece not known)."""

_SUFFIXES = (".py", ".pyw")
_FILE_RUNNERS = frozenset({
    "importlib.import_module", "builtins.__import__", "importlib.__import__",
    "importlib.reload", "runpy.run_path", "runpy.run_module",
    "importlib.util.spec_from_file_location", "importlib.machinery.SourceFileLoader",
    "importlib.machinery.SourcelessFileLoader", "importlib.machinery.FileFinder",
    "importlib.util.find_spec", "zipimport.zipimporter", "py_compile.compile",
    "compileall.compile_file", "compileall.compile_dir", "compileall.compile_path",
    "pkgutil.get_loader", "pkgutil.find_loader", "imp.load_source",
})  # fmt: skip
"""Calls that import, run or compile a file (or a module found by its name)."""
_RUNNER_METHODS = frozenset({"exec_module", "load_module", "run_path", "get_code"})
_PATH_OF_RUNNER = {"runpy.run_path": (0, "path_name"),
                   "importlib.util.spec_from_file_location": (1, "location"),
                   "importlib.machinery.SourceFileLoader": (1, "path"),
                   "py_compile.compile": (0, "file"), "compileall.compile_file": (0, "fullname"),
                   "imp.load_source": (1, "pathname")}  # fmt: skip
"""Runners given a file's path: the argument's position and keyword."""
_PATH_MAKERS = frozenset({
    "pathlib.Path", "pathlib.PurePath", "pathlib.PosixPath", "pathlib.WindowsPath",
    "pathlib.PurePosixPath", "pathlib.PureWindowsPath", "os.path.join", "os.fspath",
    "builtins.str", "os.path.abspath", "os.path.realpath", "os.path.normpath",
    "os.path.expanduser", "os.fsdecode",
})  # fmt: skip
"""Calls whose result is a path ending as their last argument does."""
_SAME_PATH = frozenset({"resolve", "absolute", "expanduser", "joinpath", "with_name"})
_OPENERS = frozenset({"builtins.open", "io.open", "_io.open", "codecs.open", "os.open"})
_TEMPORARY = frozenset({"tempfile.NamedTemporaryFile", "tempfile.mkstemp",
                        "tempfile.TemporaryFile", "tempfile.SpooledTemporaryFile"})  # fmt: skip


def written_modules(facts: StrictFacts) -> list[tuple[ast.Call, Pieces]]:
    """(the first write, what the file is written with) for each module file the program
    writes, when it may import or run a file (see the module docstring)."""
    index = facts.names
    calls = list(facts.of_type(ast.Call))
    runs, paths = _file_runs(index, calls)
    handles = _handles(facts)
    files: dict[int, tuple[ast.Call, str | None, Pieces]] = {}
    for call in calls:
        write = _write(index, handles, call)
        if write is None:
            continue
        target, pieces = write
        stem = _module_name(index, target, paths)
        if stem is None:
            continue
        key = id(target)
        if key in files:
            files[key][2].extend(pieces)
        else:
            files[key] = (call, stem, list(pieces))
    imported = _imported_names(facts) if files and not runs else set()
    return [
        (call, pieces)
        for call, stem, pieces in files.values()
        if runs or (stem is not None and stem in imported)
    ]


def _file_runs(index: NameIndex, calls: list[ast.Call]) -> tuple[bool, set[str]]:
    """Whether the program may import or run a file, and the paths its runners are
    given (their text, where known)."""
    runs = False
    paths: set[str] = set()
    for call in calls:
        functions = index.names(call.func)
        func = call.func
        if functions & _FILE_RUNNERS or (
            isinstance(func, ast.Attribute) and func.attr in _RUNNER_METHODS
        ):
            runs = True
        for name in functions & _PATH_OF_RUNNER.keys():
            position, keyword = _PATH_OF_RUNNER[name]
            given = (
                call.args[position] if len(call.args) > position else keyword_value(call, keyword)
            )
            paths.update(index.texts(given) or () if given is not None else ())
        if not runs and python_code_or_script(index, call):
            runs = True
    return runs, paths


def python_code_or_script(index: NameIndex, call: ast.Call) -> bool:
    """Whether `call` starts a Python interpreter (on a script, a module or code)."""
    if not index.names(call.func) & _PROCESS_STARTERS:
        return False
    if python_code(index, call):
        return True
    for arg in ast.walk(call):
        if not isinstance(arg, ast.expr):
            continue
        if "sys.executable" in index.names(arg) or any(
            _is_python(text) for text in index.texts(arg) or ()
        ):
            return True
    return False


_PROCESS_STARTERS = frozenset({
    "subprocess.run", "subprocess.Popen", "subprocess.call", "subprocess.check_call",
    "subprocess.check_output", "os.system", "os.popen", "subprocess.getoutput",
    "subprocess.getstatusoutput", "asyncio.create_subprocess_exec",
    "asyncio.create_subprocess_shell", "os.execv", "os.execl", "os.spawnv", "os.spawnl",
    "os.execvp", "os.execlp", "os.posix_spawn", "os.posix_spawnp", "pty.spawn",
})  # fmt: skip


def _is_python(text: str) -> bool:
    first = text.split()[0] if text.split() else ""
    name = first.replace("\\", "/").rpartition("/")[2].lower().removesuffix(".exe")
    return name.rstrip("0123456789.") in {"python", "pypy", "py"}


def _handles(facts: StrictFacts) -> dict[tuple[int, str], ast.expr]:
    """(id of the scope, name) -> the opener a `with opener as name` binds there."""
    index = facts.names
    found: dict[tuple[int, str], ast.expr] = {}
    for item in facts.of_type(ast.withitem):
        if isinstance(item.optional_vars, ast.Name):
            owner = facts.owner(item)
            scope = index.defining_scope.get(id(owner), index.module)
            found[id(scope), item.optional_vars.id] = item.context_expr
    return found


def _write(
    index: NameIndex, handles: dict[tuple[int, str], ast.expr], call: ast.Call
) -> tuple[ast.expr, Pieces] | None:
    """(the file's path or opener, what it is written with) for a call writing a file:
    `path.write_text(text)`, `handle.write(text)`, `handle.writelines(lines)`,
    `print(..., file=handle)`, `os.write(fd, data)`; None for any other call."""
    func = call.func
    if isinstance(func, ast.Attribute) and func.attr in {"write_text", "write_bytes"}:
        return func.value, call.args[:1] or [keyword_value(call, "data")]
    if isinstance(func, ast.Attribute) and func.attr in {"write", "writelines"}:
        opener = _opener(index, handles, func.value)
        if opener is None:
            return None
        given = call.args[0] if call.args else None
        return opener, _lines(index, given) if func.attr == "writelines" else [given]
    target = keyword_value(call, "file")
    if target is not None and "builtins.print" in index.names(func):
        opener = _opener(index, handles, target)
        return None if opener is None else (opener, [_printed(call)])
    if len(call.args) == 2 and "os.write" in index.names(func):  # noqa: PLR2004
        opener = _opener(index, handles, call.args[0])
        return None if opener is None else (opener, [call.args[1]])
    return None


def _lines(index: NameIndex, node: ast.expr | None) -> Pieces:
    container = index.only_value(node) if node is not None else None
    if isinstance(container, ast.List | ast.Tuple):
        return [None if isinstance(e, ast.Starred) else e for e in container.elts]
    return [None]


def _printed(call: ast.Call) -> ast.expr | None:
    """The text `print(a, b, file=f)` writes, when its parts are constants."""
    parts = [const_str(arg) for arg in call.args]
    sep, end = keyword_value(call, "sep"), keyword_value(call, "end")
    separator = " " if sep is None else const_str(sep)
    ending = "\n" if end is None else const_str(end)
    if None in parts or separator is None or ending is None:
        return None
    return ast.Constant(separator.join(parts) + ending)  # type: ignore[arg-type]


def _opener(
    index: NameIndex, handles: dict[tuple[int, str], ast.expr], node: ast.expr
) -> ast.expr | None:
    """The call opening the file a handle (or a file descriptor) writes to: one made in
    place, bound once, or by `with ... as name`."""
    made = index.only_value(node)
    if isinstance(node, ast.Name) and made is node:
        scope = index.scope_binding(node)
        made = handles.get((id(scope), node.id), node) if scope is not None else node
    return made if isinstance(made, ast.Call) else None


def _module_name(index: NameIndex, target: ast.expr, paths: set[str]) -> str | None:
    """The module name a written file (a path, or the call opening it) has: its file name
    without `.py` ("" when not known); None when it is no module file."""
    name: str | None = None
    if isinstance(target, ast.Call):
        functions = index.names(target.func)
        func = target.func
        if functions & _TEMPORARY:
            suffix = index.texts(keyword_value(target, "suffix")) or ()
            name = _UNKNOWN + min(suffix) if len(suffix) == 1 else None
        elif functions & _OPENERS:
            path = target.args[0] if target.args else keyword_value(target, "file")
            name = _file_name(index, path, 0) if path is not None else None
        elif isinstance(func, ast.Attribute) and func.attr == "open":
            name = _file_name(index, func.value, 0)
        else:
            name = _file_name(index, target, 0)
    else:
        name = _file_name(index, target, 0)
    if name is None:
        return None
    stem = "" if _UNKNOWN in name else name.rpartition(".")[0]
    if name.endswith(_SUFFIXES):
        return stem
    return name if name in {_base(path) for path in paths} else None


_UNKNOWN = "\x00"
"""A part of a file name not known (`f'{name}.py'`)."""


def _base(path: str) -> str:
    return path.replace("\\", "/").rpartition("/")[2]


def _file_name(index: NameIndex, node: ast.expr, depth: int) -> str | None:
    """The name of the file a path expression names (its last part), as far as it is
    known (`_UNKNOWN` for a part not known); None when not known at all."""
    node = index.only_value(node)
    texts = index.texts(node)
    if texts is not None:
        return _base(min(texts)) if len(texts) == 1 else None
    if depth > 8 or not isinstance(node, ast.JoinedStr | ast.BinOp | ast.Call):  # noqa: PLR2004
        return None
    if isinstance(node, ast.JoinedStr):
        last = const_str(node.values[-1]) if node.values else None
        return _UNKNOWN + _base(last) if last is not None else None
    if isinstance(node, ast.BinOp):
        is_path = isinstance(node.op, ast.Add | ast.Div)
        return _file_name(index, node.right, depth + 1) if is_path else None
    func, args = node.func, node.args
    if isinstance(func, ast.Attribute) and func.attr == "with_suffix" and args:
        suffix = index.texts(args[0])
        base = _file_name(index, func.value, depth + 1) or _UNKNOWN
        if suffix is None or len(suffix) != 1:
            return None
        return (base.rpartition(".")[0] if "." in base else base) + min(suffix)
    if isinstance(func, ast.Attribute) and func.attr in _SAME_PATH:
        return _file_name(index, args[-1] if args else func.value, depth + 1)
    if args and index.names(func) & _PATH_MAKERS:
        return _file_name(index, args[-1], depth + 1)
    return None


def _imported_names(facts: StrictFacts) -> set[str]:
    """The names of the modules the code's `import` statements import (each part)."""
    found: set[str] = set()
    for node in facts.of_type(ast.Import, ast.ImportFrom):
        if isinstance(node, ast.Import):
            found.update(part for alias in node.names for part in alias.name.split("."))
        else:
            found.update((node.module or "").split("."))
            found.update(alias.name for alias in node.names)
    return found - {""}
