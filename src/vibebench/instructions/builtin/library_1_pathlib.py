"""library_1: pathlib instead of os, os.path, glob and open()."""

from __future__ import annotations

import ast

from vibebench.instructions._code_facts import call_names
from vibebench.instructions._references import ReferenceBan

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
        "listdir", "scandir", "walk", "symlink", "link",
    },
)  # fmt: skip
"""Functions of os that pathlib.Path does the work of."""
_OS_PATH_KEPT = frozenset(
    {
        "normpath", "normcase", "commonpath", "commonprefix", "expandvars", "sep", "altsep",
        "extsep", "pathsep", "defpath", "devnull", "curdir", "pardir",
        "supports_unicode_filenames",
    },
)  # fmt: skip
"""Members of os.path without a Path equivalent (constants and pure string functions)."""
_OPEN = frozenset({"builtins.open", "io.open", "codecs.open"})
_DYNAMIC = frozenset({"os.?", "os.path.?", "builtins.?", "io.?", "glob.?", "codecs.?"})


def _is_filesystem_call(name: str) -> bool:
    """open(), io.open(), glob.*, os functions and os.path members Path replaces."""
    if name in _OPEN or name in _DYNAMIC:
        return True
    module, _, member = name.rpartition(".")
    if module == "os.path":
        return member not in _OS_PATH_KEPT
    return (module == "os" and member in _OS_FUNCTIONS) or module == "glob"


def _touches_filesystem(tree: ast.Module) -> bool:
    """True when the code touches the file system through os, os.path, glob or open()."""
    names = call_names(tree)
    return bool(names & _FILESYSTEM_CALLS) or any(
        name.startswith(_FILESYSTEM_PREFIXES) for name in names
    )


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
        Fails any reference, called or not, to the built-in `open`, `io.open`,
        `codecs.open`, anything in `glob`, every member of `os.path` except the string
        helpers and constants without a Path equivalent (`normpath`, `normcase`,
        `commonpath`, `commonprefix`, `expandvars`, `sep`, ...), and the `os` functions
        Path replaces (`chmod`, `mkdir`, `makedirs`, `rename`, `replace`, `rmdir`,
        `remove`, `unlink`, `getcwd`, `readlink`, `stat`, `lstat`, `listdir`, `scandir`,
        `walk`, `symlink`, `link`, ...). Names are resolved through aliases
        (`P = os.path`), re-exports (`posixpath`, `ntpath`, `from os import path`,
        `shutil.os.path`),
        `getattr`, `__import__`, `importlib` and `sys.modules`; a `getattr` on these
        modules with a name that is not a constant fails too. Still possible: file
        work through other modules (`shutil`, `tempfile`, `fileinput`, `os.open`).
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
    strict_words = r"\b(?:open|os|glob|io|codecs|posixpath|ntpath|genericpath)\b"

    banned = staticmethod(_is_filesystem_call)
    ban_message = "uses `{name}`; use pathlib.Path instead"
    touches = staticmethod(_touches_filesystem)
