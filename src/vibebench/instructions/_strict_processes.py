"""Python code a program hands to another Python process: `python -c CODE`, or on stdin.

`subprocess.run([sys.executable, '-c', CODE])` runs CODE as surely as `exec(CODE)` does,
and so does `subprocess.run([sys.executable], input=CODE)` (an interpreter given neither a
script, `-c` nor `-m` reads its program from stdin). Strict mode finds such calls (the
`subprocess` functions, `os.system`/`os.popen`, the `os.exec*`, `os.spawn*` and
`os.posix_spawn*` families, asyncio's `create_subprocess_exec`/`_shell`), whose program is
an interpreter (`sys.executable`, `sys._base_executable`, `shutil.which('python3')`, a
constant naming `python`, `python3.12`, `pypy3` or `py`), and hands the code they give it
to the same judgement as exec's: a constant is parsed and judged, anything undecidable
fails. Pure ast work on the shared symbol table.
"""

from __future__ import annotations

import ast
import re
import shlex
from collections.abc import Iterator

from vibebench.instructions._code_facts import keyword_value
from vibebench.instructions._strict_names import NameIndex, const_str

__all__ = ["PYTHON_C", "PYTHON_RUNNERS", "PYTHON_STDIN", "python_code"]

PYTHON_C = "python -c"
PYTHON_STDIN = "python reading stdin"
PYTHON_RUNNERS = frozenset({PYTHON_C, PYTHON_STDIN})
"""The runners' names in findings: code given after `-c`, code fed to stdin. Judged as
exec's code is: a parameter holding it is undecidable."""

Code = ast.expr | str | None
"""Code a process is given: an expression holding it, its text, None when undecidable."""

_ARGV_FIRST = frozenset({"subprocess.run", "subprocess.Popen", "subprocess.call",
                         "subprocess.check_call", "subprocess.check_output",
                         "pty.spawn"})  # fmt: skip
"""Calls whose first argument (or `args=`) is the command: a list, or a string for a shell."""
_SHELL = frozenset({"os.system", "os.popen", "subprocess.getoutput",
                    "subprocess.getstatusoutput", "asyncio.create_subprocess_shell"})  # fmt: skip
"""Calls whose first argument is a shell command line."""
_PROGRAM_THEN_ARGV = {
    **dict.fromkeys(("os.execv", "os.execve", "os.execvp", "os.execvpe", "os.posix_spawn",
                     "os.posix_spawnp"), (0, "list")),
    **dict.fromkeys(("os.execl", "os.execle", "os.execlp", "os.execlpe"), (0, "rest")),
    **dict.fromkeys(("os.spawnv", "os.spawnve", "os.spawnvp", "os.spawnvpe"), (1, "list")),
    **dict.fromkeys(("os.spawnl", "os.spawnle", "os.spawnlp", "os.spawnlpe"), (1, "rest")),
}  # fmt: skip
"""Calls given the program apart from its argv: the program's position, and whether argv
is the next argument (a list, argv[0] first) or the rest of them."""
_EXEC_PROGRAM = frozenset({"asyncio.create_subprocess_exec"})
"""Calls given the program, then its arguments one by one."""
_INTERPRETERS = frozenset({"sys.executable", "sys._base_executable"})
_PYTHON_NAME = re.compile(r"(?:.*[/\\])?(?:python|pypy|py)[\d.]*(?:\.exe)?", re.IGNORECASE)
_NO_ARGUMENT_FLAGS = "bBdEhiIOPqRsSuvVx"
_SHORT_C = re.compile(rf"-[{_NO_ARGUMENT_FLAGS}]*c(.*)", re.DOTALL)
_TAKES_ARGUMENT = frozenset({"-W", "-X", "--check-hash-based-pycs"})
_UNKNOWN = "\x00"
"""A shell command's part not known (a field of an f-string other than the interpreter)."""
_SHELL_ENDS = frozenset({"|", "||", "&", "&&", ";", "(", ")"})
_REDIRECTS = re.compile(r"\d*[<>].*")
_NOT_FED = frozenset({"subprocess.DEVNULL", "const:NoneType"})
"""`stdin=` values that feed a process no code."""


def python_code(index: NameIndex, call: ast.Call) -> list[tuple[str, Code]]:
    """(runner, code) for each piece of Python code `call` hands an interpreter it starts
    (`PYTHON_C`, `PYTHON_STDIN`); empty for any other call, an interpreter run on a script
    or a module (`-m`), or one left reading the program's own stdin."""
    functions = index.names(call.func)
    args = call.args
    if functions & _ARGV_FIRST:
        command = args[0] if args else keyword_value(call, "args")
        if command is None:
            return []
        if const_str(command) is None and not isinstance(command, ast.JoinedStr):
            return _argv(index, call, _elements(index, command))
        # A string: a shell's command line, or (without `shell=True`) a program's name.
        return _shell(index, command) or _argv(index, call, [command])
    if functions & _SHELL:
        return _shell(index, args[0]) if args else []
    if functions & _EXEC_PROGRAM:
        return _argv(index, call, list(args))
    for name in sorted(functions & _PROGRAM_THEN_ARGV.keys()):
        position, shape = _PROGRAM_THEN_ARGV[name]
        if len(args) <= position:
            return []
        program, rest = args[position], args[position + 1 :]
        argv = _elements(index, rest[0]) if shape == "list" and rest else rest
        return _argv(index, call, [program, *(argv or [None])[1:]])
    return []


def _elements(index: NameIndex, node: ast.expr) -> list[ast.expr | None]:
    """The elements of a literal list or tuple (directly or through a name bound once),
    `*spread` literals written out; [None] (not known) for anything else."""
    container = index.only_value(node)
    if not isinstance(container, ast.List | ast.Tuple):
        return [None]
    found: list[ast.expr | None] = []
    for element in container.elts:
        if isinstance(element, ast.Starred):
            found += _elements(index, element.value)
        else:
            found.append(element)
    return found


def _is_interpreter(index: NameIndex, node: ast.expr | None) -> bool:
    if node is None:
        return False
    if index.names(node) & _INTERPRETERS:
        return True
    texts = index.texts(node)
    if (
        texts is None
        and isinstance(node, ast.Call)
        and node.args
        and "shutil.which" in index.names(node.func)
    ):
        texts = index.texts(node.args[0])
    return any(_PYTHON_NAME.fullmatch(text) for text in texts or ())


def _argv(index: NameIndex, call: ast.Call, argv: list[ast.expr | None]) -> list[tuple[str, Code]]:
    """The code an interpreter started with `argv` is given (its program first)."""
    if not argv or not _is_interpreter(index, argv[0]):
        return []
    texts: list[str | None] = []
    for node in argv[1:]:
        found = index.texts(node) if node is not None else None
        texts.append(min(found) if found is not None and len(found) == 1 else None)
    for position, reads in _options(texts):
        if reads == "c":
            node = argv[1 + position] if position < len(texts) else None
            return [(PYTHON_C, node if node is not None else None)]
        if reads == "c-attached":
            return [(PYTHON_C, _SHORT_C.fullmatch(texts[position] or "").group(1))]  # type: ignore[union-attr]
        if reads == "stdin":
            return [(PYTHON_STDIN, code) for code in _stdin(index, call)]
    return []


def _options(texts: list[str | None]) -> Iterator[tuple[int, str]]:
    """Where an interpreter's arguments put its code: (position, "c") for the argument
    after `-c`, (position, "c-attached") for `-cCODE` or `-Ic...`, (position, "stdin")
    when it reads its program from stdin; nothing for a script or `-m`. An argument not
    known where a script may stand is taken for a script (a file: not judged here)."""
    position = 0
    while position < len(texts):
        text = texts[position]
        if text is None or text == "--" or not text.startswith("-"):
            return
        if text == "-":
            yield position, "stdin"
            return
        if text.startswith("-m"):
            return
        short = _SHORT_C.fullmatch(text) if not text.startswith("--") else None
        if short is not None:
            yield (position + 1, "c") if not short.group(1) else (position, "c-attached")
            return
        position += 2 if text in _TAKES_ARGUMENT else 1
    yield position, "stdin"


def _stdin(index: NameIndex, call: ast.Call) -> list[Code]:
    """The code an interpreter reading stdin is fed: `input=`, or for one fed through a
    pipe (`stdin=PIPE`, a file) what the module's `communicate(...)` and
    `.stdin.write(...)` calls hand a process (undecidable when none does); nothing when
    its stdin is the program's own."""
    given = keyword_value(call, "input")
    if given is not None:
        return [given]
    fed = keyword_value(call, "stdin")
    if fed is None or index.names(fed) <= _NOT_FED:
        return []
    writes: list[Code] = []
    for node in ast.walk(index.module.node):
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Attribute):
            continue
        attr, holder = node.func.attr, node.func.value
        if attr == "communicate" or (
            attr == "write" and isinstance(holder, ast.Attribute) and holder.attr == "stdin"
        ):
            writes.append(node.args[0] if node.args else keyword_value(node, "input"))
    return [write for write in writes if write is not None] or [None]


def _shell(index: NameIndex, command: ast.expr) -> list[tuple[str, Code]]:
    """The code the interpreters a shell command line starts are given: after `-c`, or
    undecidable for one reading a pipe or a redirection. A field of an f-string is the
    interpreter when it is one (`f'{sys.executable} -c ...'`), else not known."""
    line = _shell_text(index, index.only_value(command))
    if line is None or not _PYTHON_NAME.search(line.replace(_UNKNOWN, " ")):
        return []
    try:
        tokens = shlex.split(line, posix=True)
    except ValueError:
        return [(PYTHON_C, None)] if "-c" in line else []
    found: list[tuple[str, Code]] = []
    for start, token in enumerate(tokens):
        if _PYTHON_NAME.fullmatch(token):
            found += _shell_interpreter(tokens, start)
    return found


def _shell_interpreter(tokens: list[str], start: int) -> list[tuple[str, Code]]:
    """The code the interpreter at `tokens[start]` of a shell command line is given."""
    rest: list[str | None] = []
    for item in tokens[start + 1 :]:
        if item in _SHELL_ENDS or _REDIRECTS.fullmatch(item):
            break
        rest.append(None if _UNKNOWN in item else item)
    piped = (start and tokens[start - 1] == "|") or "<" in "".join(tokens[start + 1 :])
    found: list[tuple[str, Code]] = []
    for position, reads in _options(rest):
        if reads == "c":
            found.append((PYTHON_C, rest[position] if position < len(rest) else None))
        elif reads == "c-attached":
            found.append((PYTHON_C, _SHORT_C.fullmatch(rest[position] or "").group(1)))  # type: ignore[union-attr]
        elif piped:
            found.append((PYTHON_STDIN, None))
    return found


def _shell_text(index: NameIndex, node: ast.expr) -> str | None:
    """A shell command line as far as it is known: a constant, or an f-string whose fields
    are the interpreter (`python`) or a part not known (`_UNKNOWN`)."""
    text = const_str(node)
    if text is not None:
        return text
    if not isinstance(node, ast.JoinedStr):
        return None
    parts: list[str] = []
    for value in node.values:
        if isinstance(value, ast.FormattedValue):
            parts.append("python" if _is_interpreter(index, value.value) else _UNKNOWN)
        else:
            parts.append(const_str(value) or "")
    return "".join(parts)
