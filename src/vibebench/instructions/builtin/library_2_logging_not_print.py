"""library_2: the logging module instead of print()/pprint()."""

from __future__ import annotations

import ast
import builtins
import operator
import posixpath
import re
import sys
from collections.abc import Callable
from typing import Any

from vibebench.instructions._base import Instruction
from vibebench.instructions._code_facts import call_names, is_none, parse
from vibebench.instructions._strict import Finding, StrictFacts
from vibebench.instructions._strict_calls import is_self
from vibebench.instructions._strict_classes import class_model
from vibebench.instructions._strict_flow import lineage_of
from vibebench.instructions._strict_names import STR, const_str
from vibebench.instructions._strict_scopes import parameter_defaults
from vibebench.instructions.builtin.library_1_pathlib import (
    _RUNNERS,
    _as_os,
    _string_pieces,
    command_program,
    launched_word,
)

_PRINT_CALLS = frozenset({"print", "pprint", "pprint.pprint"})

_INTERACTIVE_ONLY = (2, "symbol", "single")
_MODES: dict[str, tuple[int, str, str | None]] = {
    "builtins.compile": (2, "mode", None),
    **dict.fromkeys(
        (
            "code.compile_command",
            "codeop.compile_command",
            "codeop.CommandCompiler()",
            "code.InteractiveInterpreter().compile",
            "code.InteractiveConsole().compile",
            ".compile_command",
            ".runsource",
        ),
        _INTERACTIVE_ONLY,
    ),
    "codeop.Compile()": (2, "symbol", None),
    "code.InteractiveConsole().push": (2, "_symbol", "single"),
}
"""Runners that compile code in a mode given by an argument (its position, keyword and
default): in `single` (interactive) mode each expression statement's value is echoed to
the console through `sys.displayhook` when the code runs."""


_HOOKS = frozenset({"sys.excepthook", "sys.__excepthook__", "threading.excepthook",
                    "threading.__excepthook__", "sys.unraisablehook",
                    "sys.__unraisablehook__"})  # fmt: skip
"""Hooks that print an exception's traceback to standard error."""


def _handler_hook_calls(facts: StrictFacts) -> list[Finding]:
    """A call of an exception hook (`sys.excepthook(*sys.exc_info())`) inside an `except`
    block: the caught error's traceback is printed by hand, not logged (a hook installed
    that hands on to the default one, outside any handler, is not judged)."""
    found: list[Finding] = []
    for handler in facts.of_type(ast.ExceptHandler):
        for statement in handler.body:
            for node in ast.walk(statement):
                if isinstance(node, ast.Call) and facts.names.names(node.func) & _HOOKS:
                    found.append((facts.line_of(node), "prints a traceback through an "
                                  "exception hook instead of logging it"))  # fmt: skip
    return found


def _interactive_echoes(facts: StrictFacts) -> list[Finding]:
    """Code compiled in interactive mode (`compile(text, name, 'single')`, `codeop` and
    `code`'s compilers and interpreters, whose default mode it is) holding an expression
    statement outside a function or class: running it echoes the value's repr to the
    console, as a `print` would (`exec(compile('summary', '<report>', 'single'))`). A mode
    not known is taken to be interactive."""
    found: list[Finding] = []
    for call, runner, source in facts.dynamic_runs:
        rule = _MODES.get(runner)
        if rule is None or source is None or not _may_echo(source):
            continue
        position, keyword, default = rule
        mode = call.args[position] if len(call.args) > position else None
        mode = next((k.value for k in call.keywords if k.arg == keyword), mode)
        written = default if mode is None else const_str(facts.names.only_value(mode))
        if written is None or written == "single":
            found.append((facts.line_of(call), "echoes an expression to the console through "
                          "code compiled in interactive (`single`) mode"))  # fmt: skip
    return found


def _may_echo(source: str) -> bool:
    """Whether code holds an expression statement interactive mode would echo: one outside
    a function or class whose value is no constant `None` (a text not parsed may)."""
    tree = parse(source)
    if tree is None:
        return True
    stack: list[ast.AST] = list(tree.body)
    while stack:
        node = stack.pop()
        if isinstance(node, ast.Expr):
            if not (isinstance(node.value, ast.Constant) and node.value.value is None):
                return True
        elif not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            stack += [child for child in ast.iter_child_nodes(node) if isinstance(child, _BLOCKS)]
    return False


_BLOCKS = (ast.stmt, ast.excepthandler, ast.match_case)

_WRITERS = frozenset(
    {
        "builtins.print",
        "builtins.help",
        "pprint.pprint",
        "pprint.pp",
        "dis.dis",
        "traceback.print_exc",
        "traceback.print_exception",
        "traceback.print_stack",
        "traceback.print_tb",
        "traceback.print_last",
        "traceback.print_list",
        "dis.show_code",
        "dis.disassemble",
        "dis.distb",
        "dis.disco",
        "pydoc.pager",
        "pydoc.plainpager",
        "pydoc.ttypager",
        "pydoc.doc",
        "pydoc.help",
        "pydoc.Helper",
        "pydoc.pipepager",
        "pydoc.tempfilepager",
        "pydoc.getpager",
        "pydoc.get_pager",
        "pydoc.pipe_pager",
        "pydoc.tempfile_pager",
        "pydoc.tty_pager",
        "pydoc.plain_pager",
        "_pyrepl.pager.get_pager",
        "_pyrepl.pager.pipe_pager",
        "_pyrepl.pager.tempfile_pager",
        "_pyrepl.pager.tty_pager",
        "_pyrepl.pager.plain_pager",
        "calendar.prcal",
        "calendar.prmonth",
        "calendar.TextCalendar().prmonth",
        "calendar.TextCalendar().pryear",
        "calendar.TextCalendar().prweek",
        "code.InteractiveInterpreter().write",
        "code.InteractiveConsole().write",
        "code.InteractiveInterpreter().showtraceback",
        "code.InteractiveConsole().showtraceback",
        "code.InteractiveInterpreter().showsyntaxerror",
        "code.InteractiveConsole().showsyntaxerror",
        "sys.displayhook",
        "sys.__displayhook__",
        "tabnanny.check",
        "xml.etree.ElementTree.dump",
        "xml.etree.cElementTree.dump",
        "lxml.etree.dump",
    },
)
"""Functions that write to standard output or error: strict mode fails any reference
(`ElementTree.dump` is debug output written to `sys.stdout`, with no stream to pass)."""
_DEBUG_FLAGS = frozenset({"re.DEBUG", "re.RegexFlag.DEBUG", "regex.DEBUG"})
"""Flags that make a compile print the pattern's parse tree to standard output."""
_FLAG_ENUMS = frozenset({"re.RegexFlag", "regex.RegexFlag"})
"""The enums that hold the `DEBUG` flag, which a lookup by name reaches too."""
_MEMBER_MAPS = frozenset({"__members__", "_member_map_"})
"""An Enum's mappings of its members by name."""


def _debug_flag_lookups(facts: StrictFacts) -> list[Finding]:
    """`re.RegexFlag['DEBUG']` (also through `__members__`/`_member_map_`, or a name bound
    to 'DEBUG'): the `re.DEBUG` flag looked up by name, whose compile prints the parse tree."""
    found: list[Finding] = []
    for node in facts.of_type(ast.Subscript):
        held = node.value
        if isinstance(held, ast.Attribute) and held.attr in _MEMBER_MAPS:
            held = held.value
        if const_str(facts.names.only_value(node.slice)) == "DEBUG" and (
            facts.names.names(held) & _FLAG_ENUMS
        ):
            found.append((facts.line_of(node), "writes to the console through `re.DEBUG`"))
    return found


_CONSOLE_LIBRARIES = frozenset({"click.echo", "click.secho", "click.utils.echo",
                                "click.echo_via_pager", "click.termui.echo_via_pager",
                                "click.termui.secho", "typer.echo", "typer.secho",
                                "rich.print", "rich.print_json", "rich.inspect",
                                "rich.pretty.pprint", "termcolor.cprint", "icecream.ic",
                                "IPython.display.display", "IPython.core.display.display",
                                "IPython.core.display_functions.display", "display",
                                "pprintpp.pprint", "pprintpp.pp", "prettyprinter.cpprint",
                                "prettyprinter.pprint", "devtools.debug",
                                "pandas.DataFrame.info", "pandas.Series.info",
                                "curses.wrapper", "curses.initscr", "curses.newterm",
                                "curses.putp", "_curses.initscr", "_curses.putp",
                                "prompt_toolkit.print_formatted_text",
                                "prompt_toolkit.shortcuts.print_formatted_text",
                                "prompt_toolkit.shortcuts.utils.print_formatted_text",
                                "prompt_toolkit.shortcuts.print_container",
                                "prompt_toolkit.shortcuts.utils.print_container",
                                "questionary.print", "pyfiglet.print_figlet", "art.tprint",
                                "art.aprint", "art.lprint", "beeprint.pp", "objprint.op",
                                "objprint.objprint", "stackprinter.show",
                                "clint.textui.puts", "pysnooper.snoop", "snoop.snoop",
                                "cowsay.cow", "cowsay.tux", "cowsay.dragon"})  # fmt: skip
"""Functions of other libraries that print to the console (click, typer, rich, termcolor,
icecream, pprintpp, prettyprinter, devtools' `debug`, IPython's `display`, also the
notebook's unimported `display`, pandas' `info`, prompt_toolkit's and questionary's
`print_formatted_text`/`print`, pyfiglet, art, beeprint, objprint, stackprinter, clint,
cowsay and the tracers pysnooper and snoop), and the standard library's curses
entry points (`curses.wrapper`, `initscr`: a window drawn on the terminal, whose `addstr`
writes the console) and `curses.putp`."""
_CONSOLE_PRINTERS = ("wasabi.msg.", "wasabi.Printer().", "wasabi.printer.Printer().")
_PRINTER_WRITES = frozenset({"good", "fail", "warn", "info", "text", "divider", "table",
                             "row", "loading"})  # fmt: skip
"""wasabi's `msg` and a `Printer`'s methods, which print to the console."""
_CONSOLE_METHODS = ("rich.console.Console().", "rich.get_console().")
_CONSOLE_WRITES = frozenset({"print", "log", "rule", "print_json", "out", "print_exception",
                             "status"})  # fmt: skip
"""A rich Console's methods that write to it (`status` draws a spinner)."""
_STREAMS = ("sys.stdout", "sys.stderr", "sys.__stdout__", "sys.__stderr__")
_STREAM_PARTS = tuple(f"{stream}." for stream in _STREAMS)
_STREAM_PATHS = frozenset({"/dev/stdout", "/dev/stderr", "/dev/tty", "CON", "CONOUT$",
                           "/dev/fd/1", "/dev/fd/2", "/proc/self/fd/1",
                           "/proc/self/fd/2"})  # fmt: skip
_TERMINAL_PREFIXES = ("/dev/tty", "/dev/pts/", "/dev/console")
"""Device paths of a terminal (`/dev/tty1`, `/dev/pts/0`): writing there prints."""
_TERMINAL_NAMES = frozenset({"os.ctermid", "os.ttyname", "posix.ctermid", "posix.ttyname"})
"""Calls that return the path of a terminal (`os.ctermid()` is `/dev/tty`)."""
_DESCRIPTOR_WRITES = ("write", "writev", "pwrite", "pwritev", "sendfile", "fdopen")
"""The `os` functions that write to the file descriptor they are handed first (`sendfile`'s
`out_fd`), or open it as a file."""
_OPENERS = frozenset({"builtins.open", "io.open", "io.FileIO"}) | {
    f"{module}.{name}" for module in ("os", "posix", "nt") for name in _DESCRIPTOR_WRITES
}
_PATHS = frozenset({"pathlib.Path", "pathlib.PurePath", "pathlib.PosixPath"})
_CONSOLE_WRAPPERS = _PATHS | {"os.dup", "os.dup2", "os.open", "posix.dup", "posix.dup2",
                               "fcntl.fcntl"}  # fmt: skip
"""Calls that hand on the console their first argument names (`os.dup(1)`, `os.dup2(1, 9)`,
`fcntl.fcntl(1, fcntl.F_DUPFD)`, `Path('/dev/tty')`,
`os.open('/dev/tty', os.O_WRONLY)`, a descriptor only judged where it is written to or
opened as a file: `pty` opens a terminal to make it the controlling one)."""
_CONSOLE_STEPS = 4
_EXITS = frozenset({"sys.exit", "builtins.exit", "builtins.quit", "builtins.SystemExit"})
_STREAM_HANDLER = "logging.StreamHandler"
_LOGGING_SINKS = frozenset({_STREAM_HANDLER, "logging.basicConfig"})


_C_WRITERS = frozenset({"puts", "printf", "vprintf", "putchar", "putchar_unlocked", "perror",
                        "wprintf", "vwprintf", "putwchar", "warn", "warnx", "vwarn", "vwarnx",
                        "err", "errx", "verr", "verrx", "psignal", "psiginfo", "herror",
                        "PySys_WriteStdout", "PySys_WriteStderr", "PySys_FormatStdout",
                        "PySys_FormatStderr", "PyObject_Print", "PyErr_Print", "PyErr_PrintEx",
                        "PyErr_Display", "PyErr_DisplayException",
                        "PyErr_WriteUnraisable"})  # fmt: skip
"""C functions that write to standard output or error, reached through `ctypes`
(`ctypes.CDLL(None).puts`, `ctypes.pythonapi.PySys_WriteStdout`)."""
_C_DESCRIPTOR_WRITES = frozenset({"write", "pwrite", "writev", "dprintf", "vdprintf"})
"""C functions that write to the descriptor they are handed first (`libc.write(1, ...)`)."""


def _is_writer(name: str) -> bool:
    """print, pprint, a PrettyPrinter's pprint method, a standard stream or its parts, the
    stream of something logging made or holds (`handler.stream`, `logging.lastResort
    .stream`), and C's console writers through `ctypes`: writing there skips logging's
    records."""
    if name in _WRITERS or name in _STREAMS or name in _DEBUG_FLAGS:
        return True
    if name.startswith("ctypes.") and name.rpartition(".")[2] in _C_WRITERS:
        return True
    if name.startswith(_STREAM_PARTS):
        return _ANSWER.match(name.partition(".")[2].partition(".")[2]) is None
    if name.startswith("logging.") and "stream" in name.split(".")[1:]:
        return True
    if _is_console_library(name) or name in _FILE_WRITERS or _is_module_cli(name):
        return True
    return name.startswith("pprint.") and name.endswith((".pprint", ".pp"))


_FILE_WRITERS = {
    "faulthandler.dump_traceback": 0,
    "faulthandler.dump_traceback_later": 2,
    "faulthandler.dump_c_stack": 0,
    "warnings.showwarning": 4,
    "traceback.TracebackException().print": sys.maxsize,
    "traceback.TracebackException.from_exception().print": sys.maxsize,
    "timeit.Timer().print_exc": 0,
    "traceback.print_exc": 1,
    "traceback.print_exception": 4,
    "traceback.print_stack": 2,
    "traceback.print_tb": 2,
    "traceback.print_last": 1,
    "traceback.print_list": 1,
    "dis.dis": sys.maxsize,
    "dis.show_code": sys.maxsize,
    "dis.disassemble": sys.maxsize,
    "dis.distb": sys.maxsize,
    "dis.disco": sys.maxsize,
}
"""Functions that write to standard error unless handed a file (the position of their
`file` parameter; `sys.maxsize`: by keyword only): a stack dump, a warning or a traceback
(`TracebackException.print()`, a `timeit.Timer`'s `print_exc()`, `traceback.print_*`) or a
disassembly (`dis.dis`) shown by hand, not logged."""
_CLI_NAMES = frozenset({"main", "_main", "_test", "cli", "test"})
_NOT_CLI = frozenset({"unittest", "doctest", "test"})


def _is_module_cli(name: str) -> bool:
    """`zipfile.main([...])`, `timeit.main()`, `json.tool.main()`, `pydoc.cli()`: a
    standard-library module's command-line entry point, which prints its report (not
    `unittest.main()`, a test runner's, nor a module of the code's own)."""
    module, _, member = name.rpartition(".")
    top = module.partition(".")[0]
    return (
        member in _CLI_NAMES
        and top in sys.stdlib_module_names
        and top not in _NOT_CLI
        and (member != "test" or module == "http.server")
    )


_ANSWER = re.compile(r"(?:getvalue|isatty|fileno)\(\)|(?:encoding|errors|name|mode|closed)\b")
"""What a question to a standard stream gives (`sys.stdout.getvalue().splitlines()`, text a
test captured; `sys.stdout.encoding.lower()`): no stream, so nothing written through it."""


def _is_console_library(name: str) -> bool:
    """`click.echo`, `rich.print`, a rich Console's `print`/`log`/`rule`, `tqdm.write` (on
    the class or a bar): printing through a third-party library skips logging too."""
    if name in _CONSOLE_LIBRARIES:
        return True
    if name.startswith("tqdm.") and name.endswith(".write"):
        return True
    prefix, _, member = name.rpartition(".")
    if f"{prefix}." in _CONSOLE_PRINTERS:
        return member in _PRINTER_WRITES
    return f"{prefix}." in _CONSOLE_METHODS and member in _CONSOLE_WRITES


_QUIET_COLLECTOR_FLAGS = frozenset({"gc.DEBUG_SAVEALL"})
"""`gc.set_debug` flags that write nothing (`DEBUG_SAVEALL` keeps garbage in `gc.garbage`)."""


def _collector_reports(facts: StrictFacts) -> list[Finding]:
    """`gc.set_debug(gc.DEBUG_STATS)` (`DEBUG_COLLECTABLE`, `DEBUG_UNCOLLECTABLE`,
    `DEBUG_LEAK`, any flags not known to be 0 or `DEBUG_SAVEALL` alone): the collector then
    writes its reports to standard error, not through logging."""
    found: list[Finding] = []
    for call in facts.of_type(ast.Call):
        if "gc.set_debug" not in facts.names.names(call.func):
            continue
        flags = call.args[0] if len(call.args) == 1 and not call.keywords else None
        if isinstance(flags, ast.Constant) and flags.value == 0:
            continue
        if (
            flags is not None
            and facts.names.names(flags)
            and (facts.names.names(flags) <= _QUIET_COLLECTOR_FLAGS)
        ):
            continue
        found.append(
            (facts.line_of(call), "writes collector reports to the console through `gc.set_debug`")
        )
    return found


_DEBUG_CLIENTS = ("http.client.", "smtplib.", "ftplib.", "imaplib.", "poplib.", "nntplib.",
                  "telnetlib.", "urllib3.", "requests.packages.urllib3.")  # fmt: skip
"""Modules whose connections print their traffic (to standard output or error) once a
debug level is set on them, on an object or on the class."""
_DEBUG_MEMBERS = {
    **dict.fromkeys(("set_debuglevel", "debuglevel", "debugging", "_debugging"), _DEBUG_CLIENTS),
    "debug": ("imaplib.", "ftplib.", "nntplib.", "zipfile.", "shlex."),
    "Debug": ("imaplib.",),
}
"""Members that switch a module's own debug printing on (set, or called with the level:
ftplib's and nntplib's `debug` is `set_debuglevel`), and whose objects they do it on."""
_BLIND_MEMBERS = frozenset({"set_debuglevel", "debuglevel"})
"""Members that switch debug printing on whatever holds them: on an object not known (a
parameter, a `with` target of something else) they count too."""
_DEBUG_ARGUMENTS = {
    **dict.fromkeys(("urllib.request.HTTPHandler", "urllib.request.HTTPSHandler",
                     "urllib.request.AbstractHTTPHandler"), ("debuglevel", 0)),
    "http.client.HTTPResponse": ("debuglevel", 1),
    "xmlrpc.client.ServerProxy": ("verbose", 3),
    "xmlrpc.client.Server": ("verbose", 3),
    "tarfile.open": ("debug", sys.maxsize),
    "tarfile.TarFile.open": ("debug", sys.maxsize),
    "tarfile.TarFile": ("debug", 10),
    "sqlite3.enable_callback_tracebacks": ("flag", 0),
}  # fmt: skip
"""Calls that switch printing on when handed a value not known to be off (keyword,
position; `sys.maxsize`: by keyword only)."""
_QUIET_ARGUMENTS = {
    "compileall.compile_dir": (("quiet", 5, 2),),
    "compileall.compile_file": (("quiet", 4, 2),),
    "compileall.compile_path": (("quiet", 3, 2),),
    "py_compile.compile": (("quiet", 6, 2), ("doraise", 3, 1)),
}
"""Calls that print unless handed one of these (keyword, position) as a constant of at
least the number given: `compile_dir(d, quiet=2)`; below 2 it prints its errors, below 1
a line per file."""
_SWITCH_WORDS = (
    r"debug|Debug|compile_dir|compile_file|compile_path|py_compile|ServerProxy|xmlrpc"
    r"|callback_tracebacks"
)
_CLIENT_WORDS = r"http|smtplib|ftplib|imaplib|poplib|nntplib|telnetlib|urllib3"
_SETATTR_ARGUMENTS = 3
_DEBUG_OFF = (0, None)


def _debug_switches(facts: StrictFacts) -> list[Finding]:
    """Standard-library switches that make a module print diagnostics itself, bypassing
    logging: a debug level set on a network client (`server.set_debuglevel(2)`,
    `conn.debuglevel = 1`, `HTTPConnection.debuglevel = 1`, `setattr(...)` of one, a class
    attribute of a module subclass), a debug keyword (`HTTPHandler(debuglevel=1)`,
    `ServerProxy(url, verbose=True)`), or a compiler left to print (`compileall.compile_dir`
    without `quiet=2`)."""
    found: list[Finding] = []
    held = _debug_holders(facts) if facts.may_matter(_CLIENT_WORDS) else set()
    for call in facts.of_type(ast.Call):
        names = facts.names.names(call.func)
        switch = _switched_call(call, names, facts, held)
        if switch is not None:
            found.append((facts.line_of(call), f"switches on the debug output of `{switch}`"))
        elif any(not _quiet(call, _QUIET_ARGUMENTS[name], facts)
                 for name in names & _QUIET_ARGUMENTS.keys()):  # fmt: skip
            found.append((facts.line_of(call), "compiles without `quiet=2`, so it prints"))
    for node in facts.of_type(ast.Assign, ast.AugAssign):
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        for target in targets:
            if _switched_store(target, node.value, facts, held):
                found.append((facts.line_of(node), "switches on a module's debug output"))
    return found


def _switched_call(
    call: ast.Call, names: frozenset[str], facts: StrictFacts, held: set[str]
) -> str | None:
    """The switch a call turns on: `x.set_debuglevel(level)`, `setattr(x, 'debuglevel',
    level)` or a debug keyword of `_DEBUG_ARGUMENTS`, with a level not known to be off."""
    func = call.func
    if isinstance(func, ast.Attribute) and func.attr in _DEBUG_MEMBERS:
        level = next((k.value for k in call.keywords), call.args[-1] if call.args else None)
        if _debug_client(func.value, func.attr, facts, held) and not _off(level, facts):
            return func.attr
    if "builtins.setattr" in names and len(call.args) == _SETATTR_ARGUMENTS:
        member = const_str(facts.names.only_value(call.args[1]))
        if member in _DEBUG_MEMBERS and _switched(call.args[0], member, call.args[2], facts, held):
            return member
    for name in names & _DEBUG_ARGUMENTS.keys():
        keyword, position = _DEBUG_ARGUMENTS[name]
        given = next((k.value for k in call.keywords if k.arg == keyword), None)
        if given is None and position < len(call.args):
            given = call.args[position]
        if given is not None and not _off(given, facts):
            return name
    return None


def _switched_store(target: ast.expr, value: ast.expr, facts: StrictFacts, held: set[str]) -> bool:
    """`conn.debuglevel = 1`, `imaplib.Debug = 4`, or `debuglevel = 1` in the body of a
    module subclass of a client: a debug level set to a value not known to be off."""
    if isinstance(target, ast.Attribute):
        return _switched(target.value, target.attr, value, facts, held)
    if not isinstance(target, ast.Name) or target.id not in _DEBUG_MEMBERS:
        return False
    owner = facts.owner(target)
    return (
        isinstance(owner, ast.ClassDef)
        and _client_class(owner, target.id, facts)
        and not _off(value, facts)
    )


def _switched(
    receiver: ast.expr, member: str, value: ast.expr, facts: StrictFacts, held: set[str]
) -> bool:
    """Whether setting `member` of `receiver` to `value` turns debug printing on."""
    return (
        member in _DEBUG_MEMBERS
        and _debug_client(receiver, member, facts, held)
        and not _off(value, facts)
    )


def _debug_client(receiver: ast.expr, member: str, facts: StrictFacts, held: set[str]) -> bool:
    """Whether `receiver` may be an object (or class, or module) of a module that prints
    when `member` is set; for `set_debuglevel`/`debuglevel` also one not known, but not
    `self` in a class with no such base."""
    modules = _DEBUG_MEMBERS[member]
    if _holder_key(receiver) in held:
        return True
    names = facts.names.names(receiver)
    if any(f"{name}.".startswith(modules) for name in names):
        return True
    if member not in _BLIND_MEMBERS or not all(name.startswith("?") for name in names):
        return False
    if is_self(receiver):
        cls = _class_around(receiver, facts)
        return cls is None or _client_class(cls, member, facts)
    return True


def _client_class(cls: ast.ClassDef, member: str, facts: StrictFacts) -> bool:
    """Whether a class derives from one of a module printing when `member` is set."""
    modules = _DEBUG_MEMBERS[member]
    return any(f"{name}.".startswith(modules) for base in cls.bases
               for name in facts.names.names(base))  # fmt: skip


def _debug_holders(facts: StrictFacts) -> set[str]:
    """Names bound by `with` and attributes (`.conn` of `self.conn = ...`) that may hold a
    network client of `_DEBUG_CLIENTS` (the symbol table follows neither)."""
    held = {
        name
        for name, values in facts.derived(_entered).items()
        if any(value.startswith(_DEBUG_CLIENTS) for value in values)
    }
    return held | {
        f".{target.attr}"
        for node in facts.of_type(ast.Assign)
        if any(value.startswith(_DEBUG_CLIENTS) for value in facts.names.names(node.value))
        for target in node.targets
        if isinstance(target, ast.Attribute)
    }


def _off(value: ast.expr | None, facts: StrictFacts, depth: int = 3) -> bool:
    """Whether a level is known to be off: a constant 0, False or None, or `int()`/`bool()`
    of a constant 0 or False (`set_debuglevel(int(POP_DEBUG))` with `POP_DEBUG = False`)."""
    if value is None or depth == 0:
        return False
    known = facts.names.only_value(value)
    if (
        isinstance(known, ast.Call)
        and facts.names.names(known.func) & _LEVEL_CASTS
        and len(known.args) == 1
        and not known.keywords
        and not isinstance(known.args[0], ast.Starred)
    ):
        inner = facts.names.only_value(known.args[0])
        return not is_none(inner) and _off(known.args[0], facts, depth - 1)
    return isinstance(known, ast.Constant) and known.value in _DEBUG_OFF


_LEVEL_CASTS = frozenset({"builtins.int", "builtins.bool"})
"""Casts that keep a level of 0 or False off (`int(None)` raises instead)."""


def _quiet(call: ast.Call, rules: tuple[tuple[str, int, int], ...], facts: StrictFacts) -> bool:
    """Whether a compiler is handed a constant of at least `least` for one of `rules`."""
    for keyword, position, least in rules:
        given = next((k.value for k in call.keywords if k.arg == keyword), None)
        if (
            given is None
            and position < len(call.args)
            and not any(isinstance(a, ast.Starred) for a in call.args[: position + 1])
        ):
            given = call.args[position]
        known = facts.names.only_value(given) if given is not None else None
        if (
            isinstance(known, ast.Constant)
            and isinstance(known.value, int | float)
            and known.value >= least
        ):
            return True
    return False


def _to_a_file(facts: StrictFacts) -> set[int]:
    """`click.echo(data, file=out)`, `tqdm.write(line, file=log)`,
    `faulthandler.dump_traceback(log)`: a third-party writer, or a standard-library one
    taking a file (`_FILE_WRITERS`), handed a file that is no standard stream writes no
    console (a stream there fails as a reference of its own)."""
    allowed: set[int] = set()
    if not facts.may_matter(r"file|dump_|print_|showwarning"):
        return allowed  # no `file=` keyword, no writer taking the file by position
    for call in facts.of_type(ast.Call):
        names = facts.names.names(call.func)
        target = next((k.value for k in call.keywords if k.arg == "file"), None)
        position = next((_FILE_WRITERS[name] for name in names if name in _FILE_WRITERS), None)
        if target is None and position is not None and len(call.args) > position:
            target = call.args[position]
        if target is None or is_none(target):
            continue
        if const_str(facts.names.only_value(target)) in _NAMED_STREAMS:
            continue  # `stackprinter.show(file='stderr')`
        if position is None and not any(map(_is_console_library, names)):
            continue
        if not any(map(_is_writer, facts.names.names(target))):
            allowed |= {id(node) for node in ast.walk(call.func)}
    return allowed


_QUIET_FLAGS = {"beeprint.pp": ("output", 1, False)}
"""Printers told to print nothing but return the text (`beeprint.pp(x, output=False)`):
the flag's keyword, position and quiet value."""
_QUIET_WRITES = {"no_print": True, "show": False}
"""A wasabi Printer method's keywords that return the text instead of printing it."""
_OUTPUTS = {"pysnooper.snoop": ("output", 0), "stackprinter.show": ("file", 1),
            "clint.textui.puts": ("stream", 2)}  # fmt: skip
"""Console writers told where to write (a file, a path, a logging call): keyword, position."""
_NAMED_STREAMS = frozenset({"stdout", "stderr"})
"""Stream names `stackprinter.show(file='stderr')` takes for the console."""


def _quiet_printers(facts: StrictFacts) -> set[int]:
    """A console printer of another library told to print nothing (`_QUIET_FLAGS`, a
    wasabi Printer's method with `no_print=True` or `show=False`, or of a Printer made with
    `no_print=True`) or to write elsewhere
    (`_OUTPUTS`: `@pysnooper.snoop('trace.log')`, `stackprinter.show(file=log)`; not a
    standard stream, nor `'stderr'`): it writes no console (ids of the names)."""
    allowed: set[int] = set()
    if not facts.may_matter(r"output|no_print|show|snoop|file|stream"):
        return allowed
    for call in facts.of_type(ast.Call):
        names = facts.names.names(call.func)
        quiet = any(_given(call, *_QUIET_FLAGS[name][:2], _QUIET_FLAGS[name][2]) for name in
                    names & _QUIET_FLAGS.keys())  # fmt: skip
        if isinstance(call.func, ast.Attribute) and any(
            name.startswith(_CONSOLE_PRINTERS) for name in names
        ):
            made = facts.names.only_value(call.func.value)
            quiet = quiet or any(_given(call, k, -1, v) for k, v in _QUIET_WRITES.items())
            quiet = quiet or (isinstance(made, ast.Call) and _given(made, "no_print", -1, True))
        for name in names & _OUTPUTS.keys():
            quiet = quiet or _elsewhere(call, *_OUTPUTS[name], facts)
        if quiet:
            allowed |= {id(node) for node in ast.walk(call.func)}
    return allowed


def _given(call: ast.Call, keyword: str, position: int, value: object) -> bool:
    """Whether the call is handed the constant `value` by `keyword` or at `position`."""
    given = next((k.value for k in call.keywords if k.arg == keyword), None)
    if given is None and 0 <= position < len(call.args):
        given = call.args[position]
    return isinstance(given, ast.Constant) and given.value is value


def _elsewhere(call: ast.Call, keyword: str, position: int, facts: StrictFacts) -> bool:
    """Whether the call is handed a place to write that is no standard stream."""
    given = next((k.value for k in call.keywords if k.arg == keyword), None)
    if given is None and position < len(call.args):
        given = call.args[position]
    if given is None or is_none(given) or any(isinstance(a, ast.Starred) for a in call.args):
        return False
    if const_str(facts.names.only_value(given)) in _NAMED_STREAMS:
        return False
    return not any(map(_is_writer, facts.names.names(given)))


_HELD_WRITERS = frozenset({"rich.console.Console()", "tqdm.tqdm()", "tqdm.auto.tqdm()"})
"""What a name bound by `with` or an attribute of `self` may hold that writes to the
console (the symbol table does not follow either)."""
_HELD_WRITES = _CONSOLE_WRITES | {"write"}
"""The methods of a held console writer that write."""


_FRAME_TYPES = frozenset({"pandas.DataFrame", "pandas.Series"})
_INFO_BUFFER = 2
"""`DataFrame.info(verbose, buf, ...)`: a second positional argument is the buffer."""


def _frame_summaries(facts: StrictFacts) -> list[Finding]:
    """`df.info()` on a pandas object (what a pandas call made, or a parameter annotated
    `pd.DataFrame`/`pd.Series`): it prints the summary to standard output unless given a
    buffer (`df.info(buf=stream)`)."""
    found: list[Finding] = []
    if not facts.may_matter("info") or not facts.may_matter("pandas"):
        return found
    called = {
        id(call.func): call
        for call in facts.of_type(ast.Call)
        if isinstance(call.func, ast.Attribute) and call.func.attr == "info"
    }
    for node in facts.of_type(ast.Attribute):
        if node.attr != "info" or not isinstance(node.ctx, ast.Load):
            continue
        call = called.get(id(node))
        if call is not None and (
            any(k.arg == "buf" for k in call.keywords) or len(call.args) >= _INFO_BUFFER
        ):
            continue
        if _pandas_object(facts, node.value):
            found.append((facts.line_of(node), "writes to the console through `info()`"))
    return found


_PROFILERS = ("cProfile.Profile().", "profile.Profile().")
_STATS = "pstats.Stats"
_REPORTS = frozenset({"print_stats", "print_callers", "print_callees"})
"""Methods of a profiler or `pstats.Stats` that print a report."""
_PROFILE_RUNS = {"cProfile.run": 2, "profile.run": 2, "cProfile.runctx": 4, "profile.runctx": 4}
"""Module functions that profile a statement and print the report unless handed a
`filename` (the position of that parameter)."""


def _profile_reports(facts: StrictFacts) -> list[Finding]:
    """A profiler's `print_stats()` (it prints to standard output; also one bound by
    `with`), `pstats.Stats(...)
    .print_stats()` on a `Stats` made without a `stream=`, and `cProfile.run(...)` without
    a file: profiler reports printed rather than logged. A report printed inside `with
    contextlib.redirect_stdout(...)` is captured, not printed."""
    found: list[Finding] = []
    if not facts.may_matter(r"print_call|print_stats|\brun") or not facts.may_matter(
        r"rofile|pstats"
    ):
        return found
    captured = facts.derived(_redirected)
    entered = facts.derived(_entered)
    for node in facts.of_type(ast.Attribute):
        if node.attr not in _REPORTS or id(node) in captured:
            continue
        names = set(facts.names.names(node))
        if isinstance(node.value, ast.Name):
            names |= {f"{made}.{node.attr}" for made in entered.get(node.value.id, ())}
        if any(name.startswith(_PROFILERS) for name in names) or (
            any(name.startswith(f"{_STATS}().") for name in names)
            and not _stats_stream(node.value, facts)
        ):
            found.append((facts.line_of(node), f"prints a profile through `{node.attr}`"))
    for call in facts.of_type(ast.Call):
        runner = next(
            (_PROFILE_RUNS[n] for n in facts.names.names(call.func) if n in _PROFILE_RUNS), 0
        )
        if runner and id(call) not in captured and _no_profile_file(call, runner, facts):
            found.append((facts.line_of(call), "prints a profile: no `filename` given"))
    return found


_TRACERS = ("trace.Trace", "trace.CoverageResults")
_TRACE_LINES = ("trace", 1)
"""`trace.Trace(count, trace=1, ...)`: on by default, running prints each line executed
(`_known_off(..., on_by_default=True)`)."""
_TRACE_LISTS = {
    "trace.Trace": (("countfuncs", 2), ("countcallers", 3), ("infile", 6)),
    "trace.CoverageResults": (("calledfuncs", 1), ("infile", 2), ("callers", 3)),
}
"""What fills a coverage result's called functions or callers, which `write_results` prints."""
_TRACE_RESULTS = frozenset({"trace.Trace().results()", "trace.CoverageResults()"})


def _trace_reports(facts: StrictFacts) -> list[Finding]:
    """`trace.Trace(...)` made with `trace` on (its default; it prints each line it runs),
    and `write_results` of its results with `summary` not known off, or when any tracer or
    result in the code may hold called functions or callers (`countfuncs`, `countcallers`,
    an `infile`): a coverage report printed to standard output rather than logged."""
    found: list[Finding] = []
    if not facts.may_matter(r"\btrace\b|Trace|CoverageResults"):
        return found
    listing = False
    calls: dict[int, ast.Call] = {}
    for call in facts.of_type(ast.Call):
        calls[id(call.func)] = call
        names = facts.names.names(call.func)
        for maker, flags in _TRACE_LISTS.items():
            if maker in names:
                listing |= any(not _known_off(call, *flag, facts) for flag in flags)
        if "trace.Trace" in names and not _known_off(
            call, *_TRACE_LINES, facts, on_by_default=True
        ):
            found.append((facts.line_of(call), "prints each line it runs: `trace.Trace` "
                          "made with `trace` on"))  # fmt: skip
    for node in facts.of_type(ast.Attribute):
        if node.attr != "write_results" or not isinstance(node.ctx, ast.Load):
            continue
        if not facts.names.names(node.value) & _TRACE_RESULTS:
            continue
        call = calls.get(id(node))
        if listing or call is None or not _known_off(call, "summary", 1, facts):
            found.append((facts.line_of(node), "prints a coverage report through "
                          "`write_results`"))  # fmt: skip
    return found


def _known_off(
    call: ast.Call, keyword: str, position: int, facts: StrictFacts, *, on_by_default: bool = False
) -> bool:
    """Whether the argument `keyword` (or at `position`) of `call` is left out of a
    parameter off by default, or given a constant that is false (`0`, `False`, `None`),
    directly or through a name bound once. Unpacked arguments may turn it on."""
    if any(k.arg is None for k in call.keywords) or any(
        isinstance(argument, ast.Starred) for argument in call.args[: position + 1]
    ):
        return False
    given = next((k.value for k in call.keywords if k.arg == keyword), None)
    if given is None and len(call.args) > position:
        given = call.args[position]
    if given is None:
        return not on_by_default
    value = facts.names.only_value(given)
    return isinstance(value, ast.Constant) and not value.value


def _no_profile_file(call: ast.Call, position: int, facts: StrictFacts) -> bool:
    """Whether `cProfile.run(...)` is given no `filename` (at `position`, or by keyword) or
    one that is None (`cProfile.run(stmt, None)`, also a name bound once to None): it then
    prints the report. Arguments unpacked from a sequence or a dict may hold a file."""
    if any(keyword.arg is None for keyword in call.keywords) or any(
        isinstance(argument, ast.Starred) for argument in call.args[:position]
    ):
        return False
    given = [keyword.value for keyword in call.keywords if keyword.arg == "filename"]
    given += call.args[position - 1 : position]
    return all(is_none(facts.names.only_value(value)) for value in given)


_LISTINGS = {
    "list": frozenset(
        {
            "tarfile.open()",
            "tarfile.TarFile()",
            "tarfile.TarFile",
            "tarfile.TarFile.open()",
            "tarfile.TarFile.taropen()",
            "tarfile.TarFile.gzopen()",
            "tarfile.TarFile.bz2open()",
            "tarfile.TarFile.xzopen()",
        }  # fmt: skip
    ),
    "printdir": frozenset(
        {"zipfile.ZipFile()", "zipfile.PyZipFile()", "zipfile.ZipFile", "zipfile.PyZipFile"}
    ),
}
"""The methods that print an archive's listing to standard output (`TarFile.list()`;
`ZipFile.printdir()` unless handed a file), by what makes the archive."""


def _archive_listings(facts: StrictFacts) -> list[Finding]:
    """`archive.list()` on a tar archive and `archive.printdir()` on a zip archive (made
    by a call, bound by `with` or held on `self`): listings printed rather than logged.
    One printed inside `with contextlib.redirect_stdout(...)` is captured, and
    `printdir(file=stream)` writes to the stream (a standard stream there fails as a
    reference of its own)."""
    found: list[Finding] = []
    if not facts.may_matter(r"\blist\b|\bprintdir\b") or not facts.may_matter(
        r"tarfile|zipfile|TarFile|ZipFile"
    ):
        return found
    captured = facts.derived(_redirected)
    holders = {method: _archive_holders(facts, made) for method, made in _LISTINGS.items()}
    calls = {id(call.func): call for call in facts.of_type(ast.Call)}
    for node in facts.of_type(ast.Attribute):
        made = _LISTINGS.get(node.attr)
        if made is None or id(node) in captured or not isinstance(node.ctx, ast.Load):
            continue
        if not (
            facts.names.names(node.value) & made
            or _scoped_key(node.value, facts) in holders[node.attr]
        ):
            continue
        call = calls.get(id(node))
        if node.attr == "printdir" and call is not None and _given_a_file(call, facts):
            continue
        found.append((facts.line_of(node), f"prints an archive's listing through `{node.attr}`"))
    return found


def _archive_holders(facts: StrictFacts, made: frozenset[str]) -> set[str | tuple[int, str]]:
    """The attributes (`.archive` of `self.archive = ...`) and the names bound by `with`,
    each with the scope binding it (another function's `archive` is another name; one
    declared `global` there is the module's), that may hold what one of `made` gives."""
    held: set[str | tuple[int, str]] = set(_attribute_holders(facts, made))
    for item in facts.of_type(ast.withitem):
        target = item.optional_vars
        if isinstance(target, ast.Name) and facts.names.names(item.context_expr) & made:
            scope = facts.names.scope_binding(target)
            if scope is None:
                owner = facts.owner(item.context_expr, through_lambdas=False)
                scope = facts.names.defining_scope.get(id(owner), facts.names.module)
            held.add((id(scope), target.id))
    return held


def _scoped_key(value: ast.expr, facts: StrictFacts) -> str | tuple[int, str] | None:
    """How `_archive_holders` names the receiver of a method: `.archive` for
    `self.archive`, a name with the scope whose binding it reads."""
    if not isinstance(value, ast.Name):
        return _holder_key(value)
    scope = facts.names.scope_binding(value)
    return None if scope is None else (id(scope), value.id)


def _given_a_file(call: ast.Call, facts: StrictFacts) -> bool:
    """Whether `printdir(file)`/`printdir(file=...)` is handed something other than None."""
    given = [*call.args[:1], *(k.value for k in call.keywords if k.arg in {"file", None})]
    return any(not is_none(facts.names.only_value(value)) for value in given)


_BARS = frozenset(
    {
        "tqdm.tqdm",
        "tqdm.auto.tqdm",
        "tqdm.std.tqdm",
        "tqdm.notebook.tqdm",
        "tqdm.rich.tqdm",
        "tqdm.trange",
        "tqdm.auto.trange",
        "tqdm.std.trange",
        "tqdm.contrib.tenumerate",
        "tqdm.contrib.tzip",
        "tqdm.contrib.tmap",
        "tqdm.contrib.concurrent.process_map",
        "tqdm.contrib.concurrent.thread_map",
        "click.progressbar",
        "click.termui.progressbar",
        "rich.progress.track",
        "rich.progress.Progress",
        "rich.status.Status",
        "alive_progress.alive_bar",
        "alive_progress.alive_it",
        "typer.progressbar",
        "rich.live.Live",
        "rich.progress.open",
        "rich.progress.wrap_file",
        "enlighten.get_manager",
        "enlighten.Manager",
        "enlighten.Counter",
        "enlighten.manager.get_manager",
        "progressbar.progressbar",
        "progressbar.ProgressBar",
        "progressbar.DataTransferBar",
        "progressbar.bar.ProgressBar",
        "progressbar.shortcuts.progressbar",
        "halo.Halo",
        "yaspin.yaspin",
        "yaspin.kbi_safe_yaspin",
        "keras.utils.Progbar",
        "tensorflow.keras.utils.Progbar",
    }  # fmt: skip
)
"""Progress bars and spinners that draw on the console (tqdm's on standard error, click's,
typer's, rich's (a `Live` display too), alive-progress's, enlighten's, progressbar2's,
halo's, yaspin's and Keras' `Progbar` on standard output)."""
_TQDM_BARS = re.compile(
    r"tqdm(?:\.(?!gui\b|tk\b)\w+)*?\.(?:tqdm|trange|tqdm_\w+|tenumerate|tzip|tmap|product"
    r"|process_map|thread_map|TqdmCallback)(?:\.(?:gather|as_completed|pandas))?"
)
"""tqdm's bars wherever tqdm keeps them (`tqdm.asyncio.tqdm.gather`, `tqdm.keras.TqdmCallback`,
`tqdm.contrib.itertools.product`), and `tqdm.pandas()`, which gives pandas objects a
`progress_apply` drawing one (not `tqdm.gui`/`tqdm.tk`, windows rather than the console)."""
_KEPT_OFF = {"disable": True, "enabled": False, "verbose": 0}
"""Keywords that keep a bar from drawing, with the constant that does (`disable=True`,
enlighten's and halo's `enabled=False`, Keras' `verbose=0`)."""
_BAR_FILES = frozenset({"file", "stream", "fd"})
"""Keywords that hand a bar the file it draws on (tqdm's `file`, enlighten's `stream`,
progressbar2's `fd`)."""


def _progress_bars(facts: StrictFacts) -> list[Finding]:
    """A progress bar made to draw on the console (`for item in tqdm(items)`,
    `click.progressbar(...)`, `rich.progress.track(...)`): progress output that skips
    logging. A bar handed a `file=` that is no standard stream (nor None), or made with
    `disable=True`, draws nothing there."""
    found: list[Finding] = []
    if not facts.may_matter(_BAR_WORDS):
        return found
    for call in facts.of_type(ast.Call):
        bar = sorted(filter(_is_bar, facts.names.names(call.func)))
        if not bar or _bar_kept_off(call, facts):
            continue
        found.append((facts.line_of(call), f"draws a progress bar through `{bar[0]}`"))
    return found


_BAR_WORDS = (
    r"tqdm|trange|tenumerate|tzip|tmap|_map|progress|Status|alive_|Live|wrap_file|enlighten"
    r"|Halo|halo|yaspin|Progbar"
)
"""Words without which code names no progress bar (short of dynamic access; looked for in
the code as written and NFKC-normalised, as Python reads `ｔｑｄｍ`)."""


def _is_bar(name: str) -> bool:
    return name in _BARS or _TQDM_BARS.fullmatch(name) is not None


def _bar_kept_off(call: ast.Call, facts: StrictFacts) -> bool:
    """`file=log_file` (or `stream=`, `fd=`: not a standard stream, nor None),
    `disable=True` (`enabled=False`, `verbose=0`), or rich's `console=` naming consoles
    all made so (`Console(file=log_file)`)."""
    for keyword in call.keywords:
        if keyword.arg == "console" and _file_consoles(keyword.value, facts):
            return True
        value = facts.names.only_value(keyword.value)
        if (
            keyword.arg in _KEPT_OFF
            and isinstance(value, ast.Constant)
            and value.value is _KEPT_OFF[keyword.arg]
        ):
            return True
        if keyword.arg in _BAR_FILES and _a_file(keyword.value, facts):
            return True
    return False


def _a_file(value: ast.expr, facts: StrictFacts) -> bool:
    """Whether a `file=` argument is neither None nor a standard stream."""
    return not is_none(facts.names.only_value(value)) and not any(
        map(_is_writer, facts.names.names(value))
    )


def _file_consoles(value: ast.expr, facts: StrictFacts) -> bool:
    """Whether `value` (a name bound once, or `self.console` with what the code assigns
    to such attributes) is only ever a rich `Console` made with a `file=` that is no
    standard stream."""
    value = facts.names.only_value(value)
    if not (isinstance(value, ast.Attribute) and is_self(value.value)):
        return _file_console(value, facts)
    known = facts.memo(_file_consoles)  # the same `self.console` on every bar
    if value.attr not in known:
        made = facts.names.attribute_values.get(value.attr, [])
        known[value.attr] = bool(made) and all(_file_console(v, facts) for v in made)
    return known[value.attr]


def _file_console(console: ast.expr, facts: StrictFacts) -> bool:
    """`Console(file=log_file)`, the file no standard stream."""
    return (
        isinstance(console, ast.Call)
        and "rich.console.Console" in facts.names.names(console.func)
        and any(k.arg == "file" and _a_file(k.value, facts) for k in console.keywords)
    )


_WARNS = frozenset({"warnings.warn", "warnings.warn_explicit"})
_PLAIN_WARNINGS = frozenset({"builtins.UserWarning", "builtins.RuntimeWarning",
                             "builtins.Warning"})  # fmt: skip
"""The categories a warning used as a message has (the default one too, and a module
subclass of one of these): any other says what kind of trouble it warns of
(`DeprecationWarning`)."""
_PROGRESS = frozenset({"processed", "processing", "loaded", "loading",
                       "finished", "done", "completed", "complete", "starting",
                       "started", "progress", "epoch", "iteration", "step",
                       "batch", "downloaded", "downloading", "saved", "saving",
                       "imported", "importing", "exported", "written", "wrote",
                       "handled", "parsed", "parsing", "fetched", "fetching",
                       "uploaded", "uploading", "sent", "received", "converted",
                       "converting", "generated", "generating", "trained", "training",
                       "evaluated", "evaluating", "scanned", "scanning", "indexed",
                       "indexing", "copied", "copying", "validated", "validating",
                       "migrated", "migrating", "reading", "writing", "compiled",
                       "compiling", "extracted", "extracting", "rendered", "rendering",
                       "computed", "computing", "running", "initialized", "initializing",
                       "ready", "built", "building"})  # fmt: skip
_PROGRESS_FILLER = frozenset({"successfully", "all", "is", "are", "was", "were", "has",
                              "have", "been", "with", "into", "as", "by", "via", "using",
                              "model", "models", "checkpoint", "checkpoints", "data",
                              "dataset", "datasets", "result", "results", "output", "outputs",
                              "of", "in", "at", "to", "for", "from", "on", "out",
                              "so", "far", "now", "total", "remaining", "left",
                              "elapsed", "eta", "per", "s", "ms", "sec", "secs",
                              "seconds", "minutes", "percent", "the", "a", "an",
                              "and", "items", "item", "rows", "row", "records",
                              "record", "files", "file", "lines", "line",
                              "entries", "entry", "samples", "sample",
                              "documents", "pages", "chunks", "chunk", "bytes",
                              "kb", "mb", "gb", "tasks", "task", "jobs", "job",
                              "requests", "images", "batches", "steps", "epochs",
                              "iterations", "loss"})  # fmt: skip
"""Words a progress report is made of besides its progress words (`processed {i} of {n}
rows`, `epoch {e}/{n}: loss {x}`): a message with any other word says more than how far
the work got (`loss is NaN at epoch {e}`, `loaded {n} rows with {d} duplicate ids`)."""
_PLACEHOLDERS = re.compile(r"%(?:\([^()]*+\))?[-#0 +]*+[\d*]*+(?:\.[\d*]*+)?[a-zA-Z%]|\{[^{}]*+\}")
"""`%(count)5.1f`, `%s`, `{}` and `{0:>5}` (possessive: no input makes it backtrack)."""


def _captures_warnings(facts: StrictFacts) -> bool:
    """Whether the code calls `logging.captureWarnings` (the word in a comment or string
    hands nothing to logging)."""
    return "captureWarnings" in facts.code and any(
        "logging.captureWarnings" in facts.names.names(call.func)
        for call in facts.of_type(ast.Call)
    )


def _progress_warnings(facts: StrictFacts) -> list[Finding]:
    """`warnings.warn(f"processed {i} of {n} rows")`: a warning whose message only reports
    progress (filled at run time, made of a progress word and `_PROGRESS_FILLER` words
    only) in a default or `UserWarning`/`RuntimeWarning` category, printed to standard
    error rather than logged. Code that hands warnings to logging (`logging.captureWarnings`)
    logs them."""
    found: list[Finding] = []
    if not facts.may_matter("warn") or facts.derived(_captures_warnings):
        return found
    plain: frozenset[str] | None = None
    for call in facts.of_type(ast.Call):
        if not facts.names.names(call.func) & _WARNS or not call.args:
            continue
        text = _filled_text(facts.names.only_value(call.args[0]))
        if text is None or not _reports_progress(text):
            continue
        plain = facts.derived(_plain_warnings) if plain is None else plain
        category = [*call.args[1:2], *(k.value for k in call.keywords if k.arg == "category")]
        if all(facts.names.names(kind) <= plain for kind in category):
            found.append((facts.line_of(call), "reports progress through `warnings.warn`"))
    return found


def _plain_warnings(facts: StrictFacts) -> frozenset[str]:
    """`_PLAIN_WARNINGS` and the module's subclasses of them (`class
    ProgressWarning(UserWarning)`), as the symbol table names them."""
    derived = _derived(facts, _PLAIN_WARNINGS.__contains__)
    return _PLAIN_WARNINGS | {f"local:{cls.name}" for cls in derived}


def _reports_progress(text: str) -> bool:
    """Whether a message's words (placeholders left out) are progress words and filler
    only, one progress word at least."""
    words = set(re.findall(r"[a-z]+", _PLACEHOLDERS.sub(" ", text).lower()))
    return bool(words & _PROGRESS) and words <= _PROGRESS | _PROGRESS_FILLER


def _filled_text(node: ast.expr) -> str | None:
    """The literal text of a message, constant or filled in at run time (an f-string,
    `'...' % x`, `'...'.format(x)`), or None for any other message."""
    if isinstance(node, ast.Constant):
        return const_str(node)
    if isinstance(node, ast.JoinedStr):
        return "".join(const_str(part) or "{}" for part in node.values)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod):
        return const_str(node.left)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        return const_str(node.func.value) if node.func.attr == "format" else None
    return None


def _redirected(facts: StrictFacts) -> set[int]:
    """The nodes inside `with contextlib.redirect_stdout(...)`: what they print is captured
    (worked out once a code: `facts.derived(_redirected)`)."""
    if "redirect_stdout" not in facts.code:
        return set()
    return {
        id(part)
        for node in facts.of_type(ast.With, ast.AsyncWith)
        if any(
            "contextlib.redirect_stdout" in facts.names.names(item.context_expr.func)
            for item in node.items
            if isinstance(item.context_expr, ast.Call)
        )
        for statement in node.body
        for part in ast.walk(statement)
    }


def _run_inside(facts: StrictFacts, manager: str) -> set[int]:
    """The nodes run inside `with manager(...)` (not in a function or class defined there,
    which may run after the block)."""
    inside: set[int] = set()
    for node in facts.of_type(ast.With, ast.AsyncWith):
        if not any(
            isinstance(item.context_expr, ast.Call)
            and manager in facts.names.names(item.context_expr.func)
            for item in node.items
        ):
            continue
        stack: list[ast.AST] = list(node.body)
        while stack:
            part = stack.pop()
            inside.add(id(part))
            if not isinstance(part, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef
                              | ast.Lambda):  # fmt: skip
                stack += ast.iter_child_nodes(part)
    return inside


def _captured_nanny(facts: StrictFacts) -> set[int]:
    """`tabnanny.check(path)` called inside both `with contextlib.redirect_stdout(...)` and
    `redirect_stderr(...)`: its report (standard output) and its errors (standard error,
    any text handed to it in an I/O error) are captured, not printed."""
    if not facts.may_matter("redirect_stderr") or not facts.may_matter("tabnanny"):
        return set()
    both = _run_inside(facts, "contextlib.redirect_stdout")
    both &= _run_inside(facts, "contextlib.redirect_stderr")
    return {
        id(node)
        for call in facts.of_type(ast.Call)
        if id(call) in both and "tabnanny.check" in facts.names.names(call.func)
        for node in ast.walk(call.func)
    }


_RECEIVER_DEPTH = 16
"""How far down a chain of calls (`Stats(p).strip_dirs().sort_stats(...)`) the `Stats` that
made it is looked for."""


def _stats_stream(receiver: ast.expr, facts: StrictFacts) -> bool:
    """Whether the `pstats.Stats` a report is printed from was given a `stream=`: the one
    the chain (or a name bound once) starts from, or, when it cannot be told which, any in
    the code."""
    current: ast.expr = receiver
    given = facts.derived(_streams_given)
    for _ in range(_RECEIVER_DEPTH):
        if isinstance(current, ast.Name) and current.id in given:
            return True
        if isinstance(current, ast.Call) and _STATS in facts.names.names(current.func):
            return any(keyword.arg in {"stream", None} for keyword in current.keywords)
        if isinstance(current, ast.Call | ast.Attribute):
            current = current.func if isinstance(current, ast.Call) else current.value
        elif isinstance(current, ast.Name) and facts.names.only_value(current) is not current:
            current = facts.names.only_value(current)
        else:
            break
    return facts.derived(_any_stats_stream)


def _any_stats_stream(facts: StrictFacts) -> bool:
    """Whether any `pstats.Stats` in the code is made with a `stream=`."""
    return any(
        _STATS in facts.names.names(call.func)
        and any(keyword.arg in {"stream", None} for keyword in call.keywords)
        for call in facts.of_type(ast.Call)
    )


def _streams_given(facts: StrictFacts) -> set[str]:
    """Names whose `stream` the code sets (`stats.stream = io.StringIO()`): a `Stats` given
    its stream after it is made (a standard stream set so is a reference of its own)."""
    return {
        node.value.id
        for node in facts.of_type(ast.Attribute)
        if node.attr == "stream"
        and isinstance(node.ctx, ast.Store)
        and isinstance(node.value, ast.Name)
    }


def _pandas_object(facts: StrictFacts, node: ast.expr) -> bool:
    """What a pandas call gives (`pd.read_csv(p)`, `df.head()`), or a parameter annotated
    as a pandas DataFrame or Series."""
    names = facts.names.names(node)
    if any(name.startswith("pandas.") and "()" in name for name in names):
        return True
    if not isinstance(node, ast.Name):
        return False
    scope = facts.names.scope_binding(node)
    return scope is not None and any(
        isinstance(site, ast.arg)
        and site.annotation is not None
        and bool(facts.names.names(site.annotation) & _FRAME_TYPES)
        for name, site in scope.sites
        if name == node.id
    )


def _held_console_writes(facts: StrictFacts, allowed: set[int]) -> list[Finding]:
    """`self.console.print(...)` with `self.console = Console()`, and `bar.write(...)`
    inside `with tqdm(...) as bar`: a console writer held where names are not followed."""
    found: list[Finding] = []
    if not facts.may_matter(r"Console|tqdm"):
        return found
    held = _holders(facts, _HELD_WRITERS)
    for node in facts.of_type(ast.Attribute):
        if (
            _holder_key(node.value) in held
            and node.attr in _HELD_WRITES
            and id(node) not in allowed
        ):
            found.append((facts.line_of(node), f"writes to the console through `{node.attr}`"))
    return found


def _holders(facts: StrictFacts, made: frozenset[str]) -> set[str]:
    """The names bound by `with` and the attributes (`.console` of `self.console = ...`)
    that may hold what one of `made` gives (the symbol table follows neither)."""
    held = {name for name, value in facts.derived(_entered).items() if value & made}
    return held | _attribute_holders(facts, made)


def _attribute_holders(facts: StrictFacts, made: frozenset[str]) -> set[str]:
    """The attributes (`.console` of `self.console = ...`) that may hold what one of `made`
    gives."""
    return {
        f".{target.attr}"
        for node in facts.of_type(ast.Assign)
        if facts.names.names(node.value) & made
        for target in node.targets
        if isinstance(target, ast.Attribute)
    }


def _holder_key(value: ast.expr) -> str | None:
    """How `_holders` names the receiver of a method: `bar`, or `.console` for
    `self.console`."""
    if isinstance(value, ast.Name):
        return value.id
    return f".{value.attr}" if isinstance(value, ast.Attribute) else None


def _looped_handler_streams(facts: StrictFacts, allowed: set[int]) -> list[Finding]:
    """`for handler in logger.handlers: handler.stream.write(...)`: the stream of an element
    of something logging holds (the symbol table does not know what such an element is)."""
    found: list[Finding] = []
    if not facts.may_matter("stream") or not facts.may_matter("logging"):
        return found
    skip = allowed | {
        id(node.value) for node in facts.of_type(ast.Attribute) if node.attr in _STREAM_QUESTIONS
    }
    for node in facts.of_type(ast.Attribute):
        if (
            node.attr == "stream"
            and isinstance(node.value, ast.Name)
            and id(node) not in skip
            and _element_of_logging(node.value, facts)
        ):
            found.append((facts.line_of(node), "writes through a logging handler's stream"))
    return found


def _element_of_logging(node: ast.Name, facts: StrictFacts) -> bool:
    """Whether the name is bound by iterating over something of logging's."""
    return any(
        kind == "element" and any(n.startswith("logging.") for n in facts.names.names(value))
        for kind, value in facts.names.bindings_of(node) or []
        if isinstance(value, ast.AST)
    )


def _entered(facts: StrictFacts) -> dict[str, set[str]]:
    """Names bound by `with X() as name`, with what X() may be (worked out once a code:
    `facts.derived(_entered)`)."""
    found: dict[str, set[str]] = {}
    for item in facts.of_type(ast.withitem):
        if isinstance(item.optional_vars, ast.Name):
            names = facts.names.names(item.context_expr)
            found.setdefault(item.optional_vars.id, set()).update(names)
    return found


def _handler_classes(facts: StrictFacts) -> frozenset[str]:
    """The module's subclasses of `logging.StreamHandler`, directly or through module
    bases, as the symbol table names them (`local:ColorHandler`)."""
    if "StreamHandler" not in facts.code:
        return frozenset()
    return frozenset(
        f"local:{cls.name}" for cls in _derived(facts, lambda name: name == _STREAM_HANDLER)
    )


def _derived(facts: StrictFacts, wanted: Callable[[str], bool]) -> list[ast.ClassDef]:
    """The module classes naming a base that is `wanted`, and their module subclasses (one
    pass down the subclass map: asking each class of its ancestors is quadratic in a deep
    hierarchy)."""
    model = class_model(facts)
    pending = [cls for cls in model.all if any(map(wanted, model.base_names(cls)))]
    found: dict[int, ast.ClassDef] = {}
    while pending:
        cls = pending.pop()
        if id(cls) not in found:
            found[id(cls)] = cls
            pending += model.children(cls)
    return list(found.values())


def _handler_emits(facts: StrictFacts) -> set[int]:
    """The standard streams, `tqdm.write` and the system log's writers (`_SYSTEM_LOGGERS`)
    referred to in the `emit` of a module subclass
    of a logging handler (`class TqdmHandler(logging.Handler)`, the recipe for logging
    beside tqdm bars), or in a method of that class only `emit` reaches (`_emit_helpers`):
    records formatted by logging, written where the handler writes."""
    if "emit" not in facts.code:
        return set()
    allowed: set[int] = set()
    for cls in _derived(
        facts, lambda name: name.startswith("logging.") and name.endswith("Handler")
    ):
        for method in _emit_helpers(cls, facts):
            allowed |= {
                id(node)
                for node in ast.walk(method)
                if any(
                    name.startswith(("tqdm.", *_STREAMS)) or name in _SYSTEM_LOGGERS
                    for name in facts.names.names(node)
                )
            }
    return allowed


def _emit_helpers(cls: ast.ClassDef, facts: StrictFacts) -> list[ast.FunctionDef]:
    """`emit` and the methods of `cls` it calls as `self.NAME(...)`, and those they call so,
    when nothing else in the module names them (a helper also called from elsewhere,
    `handler._send('loaded')`, writes what no record carried)."""
    methods = {m.name: m for m in cls.body if isinstance(m, ast.FunctionDef)}
    if "emit" not in methods:
        return []
    kept = set(methods) - {"emit"}
    while True:
        reached, pending, calls = {"emit"}, ["emit"], set[int]()
        while pending:
            method = methods[pending.pop()]
            for node in ast.walk(method):
                func = node.func if isinstance(node, ast.Call) else None
                if isinstance(func, ast.Attribute) and func.attr in kept and is_self(func.value):
                    calls.add(id(func))
                    if func.attr not in reached:
                        reached.add(func.attr)
                        pending.append(func.attr)
        named = {
            node.attr if isinstance(node, ast.Attribute) else node.id
            for node in facts.of_type(ast.Attribute, ast.Name)
            if id(node) not in calls
        }
        if not (named & reached) - {"emit"}:
            return [methods[name] for name in reached]
        kept -= named


def _handler_stream(name: str, handlers: frozenset[str]) -> bool:
    """The stream of a handler made from one of the module's `StreamHandler` subclasses
    (`ColorHandler(sys.stdout).stream.write(...)`): a write that skips logging's records."""
    made, _, rest = name.partition("().")
    return made in handlers and "stream" in rest.split(".")


def _logging_streams(facts: StrictFacts, handlers: frozenset[str]) -> set[int]:
    """Stream arguments handed to logging (StreamHandler(sys.stdout), basicConfig(stream=),
    a logging handler's setStream(sys.stdout)) or to a module subclass of StreamHandler
    (`handlers`), directly or through a variable assigned once, and streams only asked
    about (`sys.stdout.isatty()`) or reconfigured. Code that replaces part of logging
    (`logging.StreamHandler = ...`) hands nothing to it."""
    allowed = _stream_reads(facts, handlers)
    if "logging" not in facts.code or _patches_logging(facts):
        return allowed
    for call in facts.of_type(ast.Call):
        if not (_hands_to_logging(call, facts, handlers) or _handler_init(call, facts, handlers)):
            continue
        for value in (*call.args, *(keyword.value for keyword in call.keywords)):
            allowed |= {id(node) for node in ast.walk(value)}
            allowed |= {id(node) for node in ast.walk(facts.names.only_value(value))}
        allowed |= _passed_defaults(call, facts)
    return allowed


def _handler_init(call: ast.Call, facts: StrictFacts, handlers: frozenset[str]) -> bool:
    """`super().__init__(stream or sys.stderr)` (or `logging.StreamHandler.__init__(self,
    ...)`) in the `__init__` of one of the module's `StreamHandler` subclasses: the stream
    handed to logging's own constructor."""
    function = facts.owner(call)
    if not (
        isinstance(call.func, ast.Attribute)
        and call.func.attr == "__init__"
        and isinstance(function, ast.FunctionDef)
        and function.name == "__init__"
    ):
        return False
    cls = facts.owner(function)
    return isinstance(cls, ast.ClassDef) and f"local:{cls.name}" in handlers


def _passed_defaults(call: ast.Call, facts: StrictFacts) -> set[int]:
    """The defaults of the parameters of the function around `call` that `call` passes on
    (`def __init__(self, stream=sys.stdout): super().__init__(stream)`)."""
    function = facts.owner(call)
    if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
        return set()
    passed = {
        node.id
        for value in (*call.args, *(keyword.value for keyword in call.keywords))
        for node in ast.walk(value)
        if isinstance(node, ast.Name)
    }
    return {
        id(node)
        for parameter, default in parameter_defaults(function.args)
        if default is not None and parameter.arg in passed
        for node in ast.walk(default)
    }


def _hands_to_logging(call: ast.Call, facts: StrictFacts, handlers: frozenset[str]) -> bool:
    """A logging sink or one of the module's `StreamHandler` subclasses (`handlers`), or
    `setStream` of something logging or such a subclass made (`handler.setStream(...)` with
    `handler = logging.StreamHandler()`)."""
    names = facts.names.names(call.func)
    if names & _LOGGING_SINKS or names & handlers:
        return True
    return (
        isinstance(call.func, ast.Attribute)
        and call.func.attr == "setStream"
        and bool(names)
        and all(
            name.startswith("logging.") or name.partition("().")[0] in handlers for name in names
        )
    )


_HANDLER_PARTS = frozenset({"setStream", "stream", "emit", "format", "handle"})
"""What a handler writes with: replaced on one of logging's objects, it writes anywhere."""


def _patches_logging(facts: StrictFacts) -> bool:
    """Whether the code replaces part of logging: assigns to the module or one of its
    classes (`logging.StreamHandler = f`, `logging.StreamHandler.setStream = f`), or to
    what a handler writes with (`handler.setStream = f`), by name or through setattr."""
    for node in facts.of_type(ast.Attribute, ast.Call):
        if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
            target, part = node.value, node.attr
        elif isinstance(node, ast.Call) and len(node.args) > 1:
            if "builtins.setattr" not in facts.names.names(node.func):
                continue
            target, part = node.args[0], const_str(node.args[1])
        else:
            continue
        for name in facts.names.names(target):
            if name == "logging" or (
                name.startswith("logging.")
                and ("()" not in name or part is None or part in _HANDLER_PARTS)
            ):
                return True
    return False


_STREAM_QUESTIONS = frozenset({"isatty", "encoding", "errors", "closed", "name", "mode",
                               "getvalue"})  # fmt: skip
"""Attributes of a stream that say something about it and write nothing (`getvalue` reads
what a test captured in the `StringIO` it put there)."""
_DESCRIPTOR_QUESTIONS = frozenset({"os.isatty", "os.get_terminal_size", "os.ttyname",
                                   "os.device_encoding", "os.fstat", "termios.tcgetattr",
                                   "fcntl.ioctl", "curses.setupterm"})  # fmt: skip
"""Functions that ask about the terminal behind a descriptor (`os.isatty(sys.stderr.fileno())`,
`os.get_terminal_size(sys.stdout.fileno())`) and write nothing to it."""
_STREAM_SETTINGS = frozenset({"reconfigure"})
"""Methods of a standard stream that change how it writes (`sys.stdout.reconfigure(encoding=
'utf-8')`, common Windows set-up) and write nothing."""
_ASKED = _STREAM_QUESTIONS | _STREAM_SETTINGS


def _stream_reads(facts: StrictFacts, handlers: frozenset[str]) -> set[int]:
    """`sys.stdout.isatty()`, `sys.stderr.encoding`, `hasattr(handler.stream, 'isatty')`,
    `getattr(stream, 'isatty', None)`, `isinstance(sys.stdout, io.TextIOWrapper)`,
    `handler.stream is sys.stdout`: a standard stream or a handler's stream only asked
    about, or reconfigured (`sys.stdout.reconfigure(encoding='utf-8')`, also for each
    stream of a literal tuple in a loop)."""
    allowed: set[int] = set()
    for node in facts.of_type(ast.Attribute, ast.Call, ast.Compare, ast.For):
        for asked, stream in _asked_parts(node, facts):
            if _names_stream(stream, facts, handlers):
                allowed |= {id(part) for part in ast.walk(asked)}
    return allowed


_ASKING_CALLS = frozenset({"builtins.hasattr", "builtins.isinstance"})
_SAME = (ast.Is, ast.IsNot, ast.Eq, ast.NotEq)


def _asked_parts(node: ast.AST, facts: StrictFacts) -> list[tuple[ast.AST, ast.AST]]:
    """The parts of `node` only asked about, each with the stream it asks about: a question
    attribute (`x.isatty`, `x.reconfigure`), the first argument of `hasattr`/`isinstance`, a
    `getattr` of a question, the sides of an identity or equality test, the streams of a
    loop over a literal tuple whose variable is only asked about, and a stream's `fileno()`
    handed to a function that asks about the terminal (`os.isatty`)."""
    if isinstance(node, ast.Attribute):
        asks = node.attr in _ASKED
        return [(node, node.value)] if asks else []
    if isinstance(node, ast.Compare):
        same = all(isinstance(op, _SAME) for op in node.ops)
        return [(side, side) for side in [node.left, *node.comparators]] if same else []
    if isinstance(node, ast.For):
        return [(item, item) for item in _asked_loop_streams(node)]
    if facts.names.names(node.func) & _DESCRIPTOR_QUESTIONS:
        return [(given, given.func.value) for given in _descriptors(node)]
    names = facts.names.names(node.func) if node.args else frozenset()
    if names & _ASKING_CALLS:
        return [(node.args[0], node.args[0])]
    if "builtins.getattr" in names and len(node.args) > 1 and const_str(node.args[1]) in _ASKED:
        return [(node, node.args[0])]
    return []


def _descriptors(call: ast.Call) -> list[ast.Call]:
    """The `<stream>.fileno()` arguments of a call (`fd=sys.stdout.fileno()` too)."""
    return [
        given
        for given in (*call.args, *(keyword.value for keyword in call.keywords))
        if isinstance(given, ast.Call)
        and isinstance(given.func, ast.Attribute)
        and given.func.attr == "fileno"
        and not given.args
    ]


def _asked_loop_streams(loop: ast.For) -> list[ast.AST]:
    """`for stream in (sys.stdout, sys.stderr): stream.reconfigure(...)`: the tuple's items
    when the loop variable is used only as `variable.<question or setting>`."""
    target = loop.target
    if not isinstance(target, ast.Name) or not isinstance(loop.iter, ast.Tuple | ast.List):
        return []
    uses = [
        node
        for statement in loop.body
        for node in ast.walk(statement)
        if isinstance(node, ast.Name) and node.id == target.id
    ]
    asked = {
        id(node.value)
        for statement in loop.body
        for node in ast.walk(statement)
        if isinstance(node, ast.Attribute) and node.attr in _ASKED
    }
    return list(loop.iter.elts) if uses and all(id(use) in asked for use in uses) else []


def _names_stream(node: ast.AST, facts: StrictFacts, handlers: frozenset[str]) -> bool:
    """`node` may be a standard stream or the stream of a handler of `handlers`."""
    return any(
        _is_writer(name) or _handler_stream(name, handlers) for name in facts.names.names(node)
    )


def _is_stream(node: ast.AST, facts: StrictFacts) -> bool:
    """`sys.stdout` or `sys.stderr` (or its `__stdout__`/`__stderr__` original) itself."""
    return bool(facts.names.names(node) & set(_STREAMS))


def _restores(facts: StrictFacts) -> dict[str, list[ast.expr]]:
    """The values put back into a standard stream (`sys.stdout = saved`), by the name or
    attribute that holds them (`saved`, `self.saved`)."""
    found: dict[str, list[ast.expr]] = {}
    for node in facts.of_type(ast.Assign):
        value = node.value
        if isinstance(value, ast.Name | ast.Attribute) and all(
            isinstance(target, ast.Attribute) and _is_stream(target, facts)
            for target in node.targets
        ):
            key = value.id if isinstance(value, ast.Name) else f".{value.attr}"
            found.setdefault(key, []).append(value)
    return found


_RESTORE = re.compile(r"\bstd(?:out|err)\s*=[^=]")
"""An assignment to a standard stream, without which nothing is put back."""


def _assigns_a_stream(code: str) -> bool:
    """Whether `_RESTORE` matches `code`, tried (at every position) only where `stdout` or
    `stderr` is: it cannot match without one."""
    return ("stdout" in code or "stderr" in code) and _RESTORE.search(code) is not None


def _saved_streams(facts: StrictFacts) -> set[int]:
    """`saved = sys.stdout` ... `sys.stdout = saved`: a standard stream kept aside, only
    ever read to be put back (as code that captures output does), writes nothing."""
    allowed: set[int] = set()
    if not _assigns_a_stream(facts.code):
        return allowed
    restores = _restores(facts)
    loads = facts.derived(_loads)
    kept: dict[str, bool] = {}  # per holder, however many times a stream is saved in it
    for node in facts.of_type(ast.Assign):
        if len(node.targets) != 1 or not _is_stream(node.value, facts):
            continue
        target = node.targets[0]
        if isinstance(target, ast.Name):
            key = target.id
        elif isinstance(target, ast.Attribute):
            key = f".{target.attr}"
        else:
            continue
        if key not in kept:
            reads = loads.get(key, [])
            put_back = {id(value) for value in restores.get(key, [])}
            kept[key] = bool(reads) and all(id(read) in put_back for read in reads)
            if kept[key]:
                allowed |= {id(part) for read in reads for part in ast.walk(read)}
        if kept[key]:
            allowed |= {id(part) for part in ast.walk(node.value)}
    return allowed


def _loads(facts: StrictFacts) -> dict[str, list[ast.expr]]:
    """The reads of each name (`saved`) and attribute (`.saved`), found once a code."""
    found: dict[str, list[ast.expr]] = {}
    for node in facts.of_type(ast.Name, ast.Attribute):
        if isinstance(node.ctx, ast.Load):
            key = node.id if isinstance(node, ast.Name) else f".{node.attr}"
            found.setdefault(key, []).append(node)
    return found


def _is_console(
    node: ast.expr, facts: StrictFacts, depth: int = 0, *, written: bool = False
) -> bool:
    """File descriptor 1 or 2 (also a name bound once to it, and `os.dup` of it), or a
    path naming the console or a terminal (`/dev/tty1`, `/dev/pts/0`, what `os.ctermid()`
    or `os.ttyname(fd)` returns; also as a `Path`, or opened by `os.open`); a few steps
    deep (`x = os.dup(x)` binds a name to a call of itself). With `written` (the call
    writes there), standard input's descriptor 0 and paths too: run from a terminal, it is
    that terminal, open for writing as well (reading it, `open(0).read()`, is honest)."""
    node = facts.names.only_value(node)
    wanted = _WRITTEN_DESCRIPTORS if written else _CONSOLE_DESCRIPTORS
    simple = isinstance(node, ast.Constant | ast.Attribute | ast.Name)
    if (simple and _descriptor_number(node, facts, depth) in wanted) or (
        written and _read_from_text(node, facts)
    ):
        return True  # `1`, `pty.STDOUT_FILENO`, `int(os.environ.get('FD', '1'))`
    if isinstance(node, ast.BinOp | ast.UnaryOp) or _computes_number(node, facts):
        number = _descriptor_number(node, facts, depth)
        if number in wanted or (number is None and _names_standard_descriptor(node, facts)):
            return True
        if number is not None or isinstance(node, ast.UnaryOp):
            return False
    if isinstance(node, ast.Call):
        names = facts.names.names(node.func)
        if names & _TERMINAL_NAMES:
            return True
        if node.args and depth < _CONSOLE_STEPS and names & _CONSOLE_WRAPPERS:
            if _is_console(node.args[0], facts, depth + 1, written=written):
                return True
            if len(node.args) == 1 or not names & _PATHS:
                return False  # `Path('/dev', 'fd', '1')` is read as a whole below
    return _console_path(node, facts, depth, written=written)


_CONSOLE_DESCRIPTORS = frozenset({1, 2})
_WRITTEN_DESCRIPTORS = frozenset({0, 1, 2})
"""Standard input's descriptor too, where the code writes to it (`os.write(0, ...)`)."""


def _console_path(node: ast.expr, facts: StrictFacts, depth: int, *, written: bool) -> bool:
    """A path, written whole or built from parts (`_path_text`), naming the console or a
    terminal (standard input's too, when `written`)."""
    path = const_str(node)
    if path is None and isinstance(node, ast.JoinedStr | ast.BinOp | ast.Call):
        path = _path_text(node, facts, depth)
    if path is not None and path.startswith("/"):  # `/dev/./stderr`, `//dev/../dev/tty`
        path = posixpath.normpath("/" + path.lstrip("/"))
    return path is not None and (
        path in _STREAM_PATHS
        or path.startswith(_TERMINAL_PREFIXES)
        or _DESCRIPTOR_PATH.fullmatch(path) is not None
        or (written and (path in _INPUT_PATHS or _INPUT_PATH.fullmatch(path) is not None))
    )


_DESCRIPTOR_PATH = re.compile(r"/(?:proc/[^/]+(?:/task/[^/]+)?|dev)/fd/[12]")
"""A descriptor of standard output or error as a path, of any process or thread
(`/proc/{pid}/fd/1`, `/proc/self/task/{tid}/fd/1`)."""
_INPUT_PATH = re.compile(r"/(?:proc/[^/]+(?:/task/[^/]+)?|dev)/fd/0")
_INPUT_PATHS = frozenset({"/dev/stdin", "CONIN$"})
_WRITING_OS = frozenset({f"{module}.{name}" for module in ("os", "posix", "nt")
                         for name in ("write", "writev", "pwrite", "pwritev",
                                      "sendfile")})  # fmt: skip
"""The `os` functions writing to the descriptor they are handed first (not `fdopen`, which
may open it to read)."""
_WRITE_MODES = re.compile(r"[wax+]")


def _writes_to(call: ast.Call, names: frozenset[str]) -> bool:
    """Whether the call writes to what it is handed first: `os.write` and its kin, C's
    descriptor writes, or an opener given a mode that writes (`open(0, 'w')`)."""
    if names & _WRITING_OS or _c_descriptor_write(names):
        return True
    if not names & _OPENERS:
        return False
    mode = next((k.value for k in call.keywords if k.arg == "mode"), None)
    mode = call.args[1] if mode is None and len(call.args) > 1 else mode
    text = const_str(mode) if mode is not None else "r"
    return text is None or _WRITE_MODES.search(text) is not None


_NUMBER_CALLS = {"builtins.abs": abs, "builtins.int": int, "builtins.min": min,
                 "builtins.max": max, "builtins.round": round, "builtins.pow": pow,
                 "builtins.bool": bool, "operator.add": operator.add,
                 "operator.sub": operator.sub, "operator.mul": operator.mul,
                 "operator.neg": operator.neg, "operator.abs": operator.abs,
                 "operator.invert": operator.invert, "operator.floordiv": operator.floordiv,
                 "operator.mod": operator.mod, "operator.index": operator.index,
                 "builtins.len": len, "builtins.ord": ord}  # fmt: skip
"""Builtins and `operator` functions whose result on known numbers (or, for `len` and `ord`,
constants) is worked out (`abs(-2)`, `max(1, 2)`, `len('ab')`)."""


def _computes_number(node: ast.expr, facts: StrictFacts) -> bool:
    """A call of one of `_NUMBER_CALLS` (`abs(-2)`)."""
    return isinstance(node, ast.Call) and bool(facts.names.names(node.func) & _NUMBER_CALLS.keys())


_UNKNOWN_PART = "\0"
_PATH_STEPS = 16
"""How deep a path's parts are followed (`Path(a) / b / c / d`)."""


def _path_text(node: ast.expr, facts: StrictFacts, depth: int) -> str | None:
    """A path built from parts (an f-string, `+`, `Path(...) / ...`, `os.path.join`), with
    unknown parts as NUL (a descriptor computed there as its number: `/proc/self/fd/{sys.
    stdout.fileno()}`); None when it is not such a path."""
    if depth >= _PATH_STEPS:
        return None
    node = facts.names.only_value(node)
    text = const_str(node)
    if text is not None:
        return text
    if isinstance(node, ast.JoinedStr):
        return "".join(_path_text(part, facts, depth + 1) or _UNKNOWN_PART for part in node.values)
    if isinstance(node, ast.FormattedValue):
        inner = node.value
        number = _descriptor_number(inner, facts, depth + 1)
        return str(number) if number is not None else _path_text(inner, facts, depth + 1)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add | ast.Div):
        joint = "/" if isinstance(node.op, ast.Div) else ""
        left = _path_text(node.left, facts, depth + 1) or _UNKNOWN_PART
        return left + joint + (_path_text(node.right, facts, depth + 1) or _UNKNOWN_PART)
    if isinstance(node, ast.Call) and node.args and not node.keywords:
        func = node.func
        if isinstance(func, ast.Attribute) and func.attr == "joinpath":  # `Path('/dev').joinpath`
            parts = [func.value, *node.args]
            return "/".join(_path_text(part, facts, depth + 1) or _UNKNOWN_PART for part in parts)
        names = facts.names.names(func)
        if names & _PATHS or {_as_os(name) for name in names} & {"os.path.join"}:
            parts = [_path_text(arg, facts, depth + 1) or _UNKNOWN_PART for arg in node.args]
            return "/".join(parts)
        if names & {"builtins.str"} and len(node.args) == 1:
            number = _descriptor_number(node.args[0], facts, depth + 1)
            return str(number) if number is not None else None
    return None


_KNOWN_DESCRIPTORS = {"sys.stdin.fileno()": 0, "sys.__stdin__.fileno()": 0,
                      "sys.stdout.fileno()": 1, "sys.__stdout__.fileno()": 1,
                      "sys.stderr.fileno()": 2, "sys.__stderr__.fileno()": 2,
                      "pty.STDIN_FILENO": 0, "pty.STDOUT_FILENO": 1,
                      "pty.STDERR_FILENO": 2}  # fmt: skip
"""Descriptors known by name: a standard stream's `fileno()` and `pty`'s constants."""
_ARITHMETIC = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul,
               ast.FloorDiv: operator.floordiv, ast.Mod: operator.mod, ast.BitOr: operator.or_,
               ast.BitAnd: operator.and_, ast.BitXor: operator.xor,
               ast.LShift: operator.lshift, ast.RShift: operator.rshift}  # fmt: skip
_SMALL = 64
"""Descriptor numbers worth computing (shifts and products past it name no console)."""


def _descriptor_number(node: ast.expr, facts: StrictFacts, depth: int) -> int | None:
    """The number a descriptor computed by arithmetic is (`3 - 1`, `sys.stdin.fileno() +
    1`, through names bound once to such), or None when unknown."""
    node = facts.names.only_value(node)
    if isinstance(node, ast.Constant) and type(node.value) in {int, bool}:
        return int(node.value)
    known = {_KNOWN_DESCRIPTORS.get(name) for name in facts.names.names(node)} - {None}
    if len(known) == 1:
        return known.pop()
    if depth >= _CONSOLE_STEPS:
        return None
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub | ast.UAdd | ast.Invert):
        value = _descriptor_number(node.operand, facts, depth + 1)
        if value is None or isinstance(node.op, ast.UAdd):
            return value
        return -value if isinstance(node.op, ast.USub) else ~value
    if isinstance(node, ast.Call) and not node.keywords:
        return _called_number(node, facts, depth)
    if isinstance(node, ast.BinOp) and type(node.op) in _ARITHMETIC:
        left = _descriptor_number(node.left, facts, depth + 1)
        right = _descriptor_number(node.right, facts, depth + 1)
        if left is None or right is None or max(abs(left), abs(right)) > _SMALL:
            return None
        try:
            return _ARITHMETIC[type(node.op)](left, right)
        except ZeroDivisionError:
            return None
    return None


def _called_number(node: ast.Call, facts: StrictFacts, depth: int) -> int | None:
    """What one of `_NUMBER_CALLS` gives on arguments whose numbers are known (`abs(-2)`,
    `int(2.0)`, `len('ab')`), or None."""
    functions = [
        _NUMBER_CALLS[name] for name in facts.names.names(node.func) if name in _NUMBER_CALLS
    ]
    if len(functions) != 1 or any(isinstance(arg, ast.Starred) for arg in node.args):
        return None
    values: list[object] = []
    for arg in node.args:
        value: object = _descriptor_number(arg, facts, depth + 1)
        held = facts.names.only_value(arg)
        if value is None and isinstance(held, ast.Constant) and type(held.value) in {str, float}:
            value = held.value  # `len('ab')`, `ord('\x02')`, `int(2.0)`, `int('2')`
        if value is None or (type(value) is int and abs(value) > _SMALL):
            return None
        values.append(value)
    try:
        result = functions[0](*values)
    except (TypeError, ValueError, ZeroDivisionError, OverflowError):
        return None
    return int(result) if type(result) in {int, bool} else None


def _names_standard_descriptor(node: ast.expr, facts: StrictFacts) -> bool:
    """Arithmetic on a standard stream's descriptor the code does not show the result of
    (`sys.stdin.fileno() + offset`): counted as the console."""
    return any(
        name in _KNOWN_DESCRIPTORS
        for part in ast.walk(node)
        if isinstance(part, ast.expr)
        for name in facts.names.names(part)
    )


_OUTSIDE_TEXT = ("os.environ", "os.environb", "os.getenv", "os.getenvb", "posix.environ",
                 "sys.argv", "sys.orig_argv", "builtins.input")  # fmt: skip
"""Text the code reads from outside: the environment, the command line, the user."""
_CONVERSIONS = _NUMBER_CALLS.keys() | {"builtins.float", "builtins.int.from_bytes",
                                       "builtins.complex", "math.floor", "math.ceil",
                                       "math.trunc"}  # fmt: skip
_CONVERTING_MODULES = ("operator.", "numpy.")
"""Calls that make a number of what they are handed (`round(float(text))`, `np.int64`)."""


def _read_from_text(node: ast.expr, facts: StrictFacts, depth: int = 0) -> bool:
    """A descriptor written to that is a number made from text the code reads from outside
    (`int(os.environ.get('PROGRESS_FD', '1'))`, `int(sys.argv[1])`, `input()`), by a
    conversion (`_CONVERSIONS`, positional or by keyword: `int(x=...)`,
    `int.from_bytes(text.encode())`) and arithmetic on it (`+ 0`, `abs`, `max`): nothing
    shows it is a file or a log rather than standard output, so it counts as the console
    (not `int(fd)` of a descriptor `os.pipe()` or `os.open` gave)."""
    node = facts.names.only_value(node)
    if depth >= _CONSOLE_STEPS:
        return False
    if isinstance(node, ast.BinOp):
        return any(_read_from_text(side, facts, depth + 1) for side in (node.left, node.right))
    if isinstance(node, ast.UnaryOp):
        return _read_from_text(node.operand, facts, depth + 1)
    if isinstance(node, ast.IfExp | ast.BoolOp):
        values = node.values if isinstance(node, ast.BoolOp) else [node.body, node.orelse]
        return any(_read_from_text(value, facts, depth + 1) for value in values)
    if not isinstance(node, ast.Call) or not _converts(facts.names.names(node.func)):
        return False
    handed = [*node.args, *(k.value for k in node.keywords)]
    return any(
        _outside_text(value, facts) or _read_from_text(value, facts, depth + 1)
        for item in handed
        for value in [item.value if isinstance(item, ast.Starred) else item]
    )


def _converts(names: frozenset[str]) -> bool:
    return any(name in _CONVERSIONS or name.startswith(_CONVERTING_MODULES) for name in names)


def _outside_text(node: ast.expr, facts: StrictFacts) -> bool:
    """Text read from outside (`_OUTSIDE_TEXT`), or a part or method's result of it
    (`os.environ['FD'].strip()`), or a choice with such a side (`os.getenv('FD') or '1'`)."""
    node = facts.names.only_value(node)
    if isinstance(node, ast.IfExp | ast.BoolOp):
        values = node.values if isinstance(node, ast.BoolOp) else [node.body, node.orelse]
        return any(_outside_text(value, facts) for value in values)
    return any(name.startswith(_OUTSIDE_TEXT) for name in facts.names.names(node))


_TEXT_CALLS = frozenset({"builtins.str()", "builtins.repr()", "builtins.format()",
                         "builtins.ascii()"})  # fmt: skip
"""Calls whose result is a string."""


def _may_be_text(node: ast.expr, facts: StrictFacts) -> bool:
    """Whether an exit status may be a string (which `sys.exit` prints): a literal, an
    f-string, `str(err)`, a string method's result, or a name bound to one. An int, None
    or anything unknown (`sys.exit(main())`) is taken as a status."""
    if const_str(node) is not None or isinstance(node, ast.JoinedStr):
        return True
    return any(
        name == STR or name.startswith(f"{STR}.") or name in _TEXT_CALLS
        for name in facts.names.names(node)
    )


_EXCEPTION_TEXT = frozenset({"args", "strerror", "msg", "message", "filename", "reason"})
"""Attributes of an exception that hold its message (or the parts of it)."""


_Caught = dict[tuple[int, str], list[ast.ExceptHandler]]


def _caught_names(facts: StrictFacts) -> _Caught:
    """The handlers of every `except ... as name`, by (id of the function or module, name)."""
    found: _Caught = {}
    for handler in facts.of_type(ast.ExceptHandler):
        if handler.name:
            found.setdefault((id(facts.owner(handler)), handler.name), []).append(handler)
    return found


def _may_be_exception(node: ast.expr, facts: StrictFacts, caught: _Caught) -> bool:
    """Whether an exit status may be an exception or its message (`sys.exit(err)`,
    `SystemExit(exc.args[0])`), which `sys.exit` prints as it prints a string: a name bound
    by `except ... as` in the same function, its `args` (or an item of them: not of an
    `OSError` or `SystemExit`, whose first is a number), `strerror`, `msg`, `message`,
    `filename` or `reason`, or an exception built in place."""
    item = isinstance(node, ast.Subscript)
    while isinstance(node, ast.Subscript):
        node = node.value
    attribute = node.attr if isinstance(node, ast.Attribute) else None
    if attribute in _EXCEPTION_TEXT:
        node = node.value  # type: ignore[attr-defined]
    if isinstance(node, ast.Name):
        handlers = caught.get((id(facts.owner(node)), node.id))
        if handlers is not None:
            numbered = item and attribute == "args" and _numbered(handlers, facts)
            return not numbered
    return any(_is_exception_class(name, facts) for name in facts.names.names(node)
               if name.endswith("()"))  # fmt: skip


def _numbered(handlers: list[ast.ExceptHandler], facts: StrictFacts) -> bool:
    """Whether every handler catches only `OSError`s or `SystemExit` (`args[0]` is an
    errno or an exit status)."""
    names = set()
    for handler in handlers:
        kinds = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
        names |= {name for kind in kinds for name in facts.names.names(kind)}
    return bool(names) and all(
        isinstance(kind := getattr(builtins, name.removeprefix("builtins."), None), type)
        and name.startswith("builtins.")
        and issubclass(kind, (OSError, SystemExit))
        for name in names
    )


def _is_exception_class(name: str, facts: StrictFacts) -> bool:
    """Whether the dotted name (`builtins.ValueError()`, `local:ConfigError()`) is a builtin
    exception class or a module class deriving from one, through module bases (an
    imported base by its name: `...Error`, `...Exception`)."""
    name = name.removesuffix("()")
    if name.startswith("builtins."):
        return _builtin_exception(name)
    if not name.startswith("local:"):
        return False
    model = class_model(facts)
    return any(
        _builtin_exception(base) or _imported_exception(base)
        for cls in model.by_name.get(name.removeprefix("local:"), [])
        for lineage in (cls, *model.ancestors(cls))
        for base in model.base_names(lineage)
    )


def _builtin_exception(name: str) -> bool:
    """`builtins.ValueError`: a builtin exception class."""
    if not name.startswith("builtins."):
        return False
    kind = getattr(builtins, name.removeprefix("builtins."), None)
    return isinstance(kind, type) and issubclass(kind, BaseException)


def _imported_exception(name: str) -> bool:
    return not name.startswith(("local:", "builtins.")) and name.endswith(("Error", "Exception"))


_CMD_MEMBERS = frozenset({"stdout", "columnize", "print_topics", "do_help"})
_DIRCMP_REPORTS = frozenset({"report", "report_partial_closure", "report_full_closure"})
"""`filecmp.dircmp`'s methods that print the comparison to stdout (no stream to give)."""
_HOLDERS: dict[str, tuple[frozenset[str], str, int]] = {
    "cmd.Cmd": (_CMD_MEMBERS, "stdout", 2),
    "pdb.Pdb": (
        _CMD_MEMBERS | {"message", "error", "print_stack_entry", "print_stack_trace"},
        "stdout",
        2,
    ),
    "unittest.TextTestRunner": (frozenset({"stream"}), "stream", 0),
    "unittest.runner.TextTestRunner": (frozenset({"stream"}), "stream", 0),
    "pprint.PrettyPrinter": (frozenset({"_stream"}), "stream", 3),
    "filecmp.dircmp": (_DIRCMP_REPORTS, "", -1),
}
"""Standard-library classes whose objects hold a standard stream unless made with another
(`cmd.Cmd(completekey, stdin, stdout)`: the parameter and its position, -1 for none, as
`filecmp.dircmp` takes no stream): the members that are
that stream or write to it (`cmd.Cmd().stdout`, `pdb.Pdb().message(...)`, `columnize`,
`unittest.TextTestRunner().stream`)."""
_HOLDER_MEMBERS = frozenset().union(*(members for members, _, _ in _HOLDERS.values()))
_HOLDER_WORDS = r"\bcmd\b|Cmd|pdb|Pdb|TextTestRunner|PrettyPrinter|dircmp"


def _held_stream_writes(facts: StrictFacts) -> list[Finding]:
    """`cmd.Cmd().stdout.write(...)`, `pdb.Pdb().message(...)`, `cmd.Cmd().columnize(names)`,
    `unittest.TextTestRunner().stream.writeln(...)`: the standard stream a library object
    holds, or a method writing to it, on such an object or an instance of a module subclass
    (`self` in one too), unless the object was made with a stream that is no standard
    stream."""
    found: list[Finding] = []
    for node in facts.of_type(ast.Attribute):
        if node.attr not in _HOLDER_MEMBERS or not isinstance(node.ctx, ast.Load):
            continue
        receiver = node.value
        if is_self(receiver):
            owner = facts.owner(receiver)
            while isinstance(owner, ast.FunctionDef | ast.AsyncFunctionDef):
                owner = facts.owner(owner)
            if not isinstance(owner, ast.ClassDef):
                continue
            classes = {f"local:{owner.name}"}
            made = None
        else:
            names = facts.names.names(receiver)
            classes = {name.removesuffix("()") for name in names if name.endswith("()")}
            made = facts.names.only_value(receiver)
        for holder in lineage_of(classes, facts) & _HOLDERS.keys() if classes else ():
            members, parameter, position = _HOLDERS[holder]
            if node.attr not in members:
                continue
            if isinstance(made, ast.Call) and _given_a_stream(made, parameter, position, facts):
                continue
            message = f"writes to the console through `{holder}.{node.attr}`"
            found.append((facts.line_of(node), message))
            break
    return found


def _given_a_stream(made: ast.Call, parameter: str, position: int, facts: StrictFacts) -> bool:
    """Whether the object was made with a stream that is no standard one (`cmd.Cmd(stdout=
    log)`)."""
    given = next((k.value for k in made.keywords if k.arg == parameter), None)
    if given is None and 0 <= position < len(made.args):
        given = made.args[position]
    if given is None or is_none(given):
        return False
    return not any(map(_is_writer, facts.names.names(given)))


_PARSER = "argparse.ArgumentParser"
_PARSER_TEXTS = {"usage": 1, "description": 2, "epilog": 3}
"""`ArgumentParser(prog, usage, description, epilog, ...)`: the texts its help prints."""
_PARSER_PRINTS = {"print_usage": 0, "print_help": 0, "_print_message": 1}
"""The methods of `ArgumentParser` that print (the position of their `file`)."""


def _parser_prints(facts: StrictFacts) -> list[Finding]:
    """An `ArgumentParser` used to print a message: its `_print_message(...)`, its `exit`
    with a message (`parser.exit(0, text)`, as `sys.exit(text)`), and its `print_usage()`
    or `print_help()` to a standard stream when its usage, description or epilog is
    filled in at run time (`ArgumentParser(usage=f'processed {i} rows').print_usage()`; a
    program's help written out passes)."""
    found: list[Finding] = []
    for call in facts.of_type(ast.Call):
        func = call.func
        if not (isinstance(func, ast.Attribute) and func.attr in {*_PARSER_PRINTS, "exit"}):
            continue
        names = facts.names.names(func.value)
        classes = {name.removesuffix("()") for name in names if name.endswith("()")}
        if is_self(func.value):
            owner = _class_around(func, facts)
            classes = {f"local:{owner.name}"} if owner is not None else set()
        if not classes or _PARSER not in lineage_of(classes, facts):
            continue
        if func.attr == "exit":
            given = next((k.value for k in call.keywords if k.arg == "message"), None)
            given = call.args[1] if given is None and len(call.args) > 1 else given
            if given is not None and not is_none(given):
                found.append((facts.line_of(call), "exits with a message, which is printed"))
            continue
        if _given_a_stream(call, "file", _PARSER_PRINTS[func.attr], facts):
            continue
        made = facts.names.only_value(func.value)
        if func.attr == "_print_message" or _filled_parser(made, facts):
            message = f"prints a message through `ArgumentParser.{func.attr}`"
            found.append((facts.line_of(call), message))
    return found


def _class_around(node: ast.AST, facts: StrictFacts) -> ast.ClassDef | None:
    owner = facts.owner(node)
    while isinstance(owner, ast.FunctionDef | ast.AsyncFunctionDef):
        owner = facts.owner(owner)
    return owner if isinstance(owner, ast.ClassDef) else None


def _filled_parser(made: ast.expr, facts: StrictFacts) -> bool:
    """Whether a parser's usage, description or epilog may be text filled in at run time:
    given so where it is made, or assigned so to any object's attribute of that name."""
    texts: list[ast.expr] = []
    programs: list[ast.expr] = facts.names.attribute_values.get("prog", [])[:]
    if isinstance(made, ast.Call):
        texts += [k.value for k in made.keywords if k.arg in _PARSER_TEXTS]
        texts += [made.args[i] for i in _PARSER_TEXTS.values() if i < len(made.args)]
        programs += [k.value for k in made.keywords if k.arg == "prog"] + made.args[:1]
    for name in _PARSER_TEXTS:
        texts += facts.names.attribute_values.get(name, [])
    return any(_run_time_text(text, facts, 0) for text in texts) or any(
        _formatted(program, facts, 0) for program in programs
    )


def _formatted(node: ast.expr, facts: StrictFacts, depth: int) -> bool:
    """A program name formatted at run time (`prog=f'processed {n} rows'`, `%`, `+`,
    `.format(...)` with a value that is no constant, also through a name bound once to one):
    a message the usage line prints, not a program's name (`prog=Path(sys.argv[0]).name`
    or a parameter passes)."""
    if isinstance(node, ast.Name) and depth < _TEXT_STEPS:
        value = facts.names.only_value(node)
        return value is not node and _formatted(value, facts, depth + 1)
    if isinstance(node, ast.JoinedStr):
        return any(
            isinstance(part, ast.FormattedValue) and _varies(part.value, facts)
            for part in node.values
        )
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add | ast.Mod):
        return const_str(node) is None and any(
            _varies(side, facts) for side in (node.left, node.right)
        )
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in {"format", "format_map"}
        and any(_varies(arg, facts) for arg in [*node.args, *(k.value for k in node.keywords)])
    )


def _varies(node: ast.expr, facts: StrictFacts) -> bool:
    """A value that is not a constant, nor a name bound only to one."""
    value = facts.names.only_value(node) if isinstance(node, ast.Name) else node
    return not isinstance(value, ast.Constant)


_TEXT_STEPS = 4
_TEXT_HELPERS = frozenset({"textwrap.dedent", "textwrap.fill", "inspect.cleandoc"})


def _run_time_text(node: ast.expr, facts: StrictFacts, depth: int) -> bool:
    """Text that may be filled in at run time: an f-string with a value, `%`, `+` or a call
    (`.format(...)`) with a part that may be, a name not bound only to such constant text
    (a parameter), an attribute or subscript (not a docstring, `main.__doc__`)."""
    if depth > _TEXT_STEPS:
        return True
    if isinstance(node, ast.Constant):
        return False
    if isinstance(node, ast.Name):
        value = facts.names.only_value(node)
        if node.id == "__doc__" or value is node:
            return node.id != "__doc__"
        return _run_time_text(value, facts, depth + 1)
    if isinstance(node, ast.JoinedStr):
        return any(isinstance(part, ast.FormattedValue) for part in node.values)
    if isinstance(node, ast.BinOp):
        return _run_time_text(node.left, facts, depth + 1) or _run_time_text(
            node.right, facts, depth + 1
        )
    if isinstance(node, ast.Call):
        parts = [*node.args, *(k.value for k in node.keywords)]
        names = facts.names.names(node.func)
        if not (names and names <= _TEXT_HELPERS):
            if not isinstance(node.func, ast.Attribute):
                return True  # what another call gives
            parts.append(node.func.value)  # `TEMPLATE.format(...)`, `text.strip()`
        return any(_run_time_text(part, facts, depth + 1) for part in parts)
    return not (isinstance(node, ast.Attribute) and node.attr == "__doc__")


def _c_descriptor_write(names: frozenset[str]) -> bool:
    """`libc.write(1, ...)` with `libc = ctypes.CDLL(None)`: C's descriptor writes."""
    return any(
        name.startswith("ctypes.") and name.rpartition(".")[2] in _C_DESCRIPTOR_WRITES
        for name in names
    )


_WRITE_SYSCALLS = frozenset({1, 4, 18, 20, 64, 66, 68, 70, 146, 296, 328})
"""`write`, `writev`, `pwrite64`, `pwritev` (and `pwritev2`) by their numbers on x86-64,
i386 and arm64."""
_C_STREAM_WRITES = frozenset({"fputs", "fwrite", "fprintf", "vfprintf", "fputc", "putc",
                              "fputws", "fwprintf", "fwrite_unlocked"})  # fmt: skip
"""C functions writing to a `FILE *` they are handed (`libc.fputs(text, stdout)`)."""
_C_STREAM_NAMES = frozenset({"stdout", "stderr", "__stdoutp", "__stderrp"})


def _console_syscall(call: ast.Call, names: frozenset[str], facts: StrictFacts) -> bool:
    """`libc.syscall(1, 1, data, size)` through `ctypes`: a `write` (or a call whose number
    is not known) on standard output or error."""
    if not any(name.startswith("ctypes.") and name.endswith(".syscall") for name in names):
        return False
    if len(call.args) < 2 or not _is_console(call.args[1], facts, written=True):  # noqa: PLR2004
        return False
    number = _descriptor_number(call.args[0], facts, 0)
    return number is None or number in _WRITE_SYSCALLS


def _c_stream_write(call: ast.Call, names: frozenset[str], facts: StrictFacts) -> bool:
    """`libc.fputs(text, stdout)` with `stdout = c_void_p.in_dll(libc, 'stdout')`: C's
    writes to a `FILE *` that names the console's stream."""
    if not any(
        name.startswith("ctypes.") and name.rpartition(".")[2] in _C_STREAM_WRITES
        for name in names
    ):
        return False
    return any(
        const_str(part) in _C_STREAM_NAMES
        for arg in call.args
        for part in ast.walk(facts.names.only_value(arg))
        if isinstance(part, ast.Constant)
    )


def _writes_elsewhere(facts: StrictFacts) -> list[Finding]:
    """open(1), os.write(2, ...), sys.exit('message'), sys.exit(err), input('prompt: ')
    and the like."""
    found: list[Finding] = []
    caught: _Caught | None = None
    for call in facts.of_type(ast.Call):
        names = facts.names.names(call.func)
        first = call.args[0] if call.args else None
        if first is None:
            continue
        if (
            (names & _OPENERS or _c_descriptor_write(names))
            and _is_console(first, facts, written=_writes_to(call, names))
        ) or (names & _SPLICES and _is_console(_splice_target(call), facts, written=True)):
            found.append((facts.line_of(call), "writes to the console through a file"))
        elif _console_syscall(call, names, facts) or _c_stream_write(call, names, facts):
            found.append((facts.line_of(call), "writes to the console through C"))
        elif (names & _PATHS or _joins_path(call)) and _is_console(call, facts):
            found.append((facts.line_of(call), "names the console as a path, to write to it"))
        elif names & _EXITS and _may_be_text(first, facts):
            found.append((facts.line_of(call), "exits with a message, which is printed"))
        elif names & _EXITS:
            caught = _caught_names(facts) if caught is None else caught
            if _may_be_exception(first, facts, caught):
                message = "exits with an exception, whose message is printed"
                found.append((facts.line_of(call), message))
        elif names & _PROMPTS and not _plain_prompt(first, facts):
            shown = "getpass()" if "getpass.getpass" in names else "input()"
            found.append((facts.line_of(call), f"{shown} with a prompt prints the prompt"))
    return found


_PROMPTS = frozenset({"builtins.input", "getpass.getpass"})
"""Calls that show their first argument on the terminal as a prompt."""
_SPLICES = frozenset({f"{module}.{name}" for module in ("os", "posix")
                      for name in ("splice", "copy_file_range")})  # fmt: skip
"""The `os` functions that copy data to the descriptor they are handed second (`dst`)."""


def _splice_target(call: ast.Call) -> ast.expr:
    """The destination descriptor of `os.splice(src, dst, count)` (or `dst=`); a call that
    hands it unpacked (`*args`) cannot be read, so its first argument stands in."""
    given = next((k.value for k in call.keywords if k.arg == "dst"), None)
    if given is not None:
        return given
    if len(call.args) > 1 and not isinstance(call.args[0], ast.Starred):
        return call.args[1]
    return call.args[0]


_PROMPT_LENGTH = 60
"""The longest prompt read as a question (without its closing `[y/N]`-like brackets)."""
_PROMPT_CHOICES = re.compile(r"\s*[\[(][^\[\]()\n]{0,30}[\])]\s*$")
"""A closing bracket of choices or a default: `[y/N]`, `(yes/no)`, `[{default}]`."""
_PROMPT_PAUSE = re.compile(r"\b(?:press|hit|enter|return|key|continue|resume)\b", re.I)
"""Words of a pause prompt ending in `...` (`Press Enter when ready...`)."""
_COUNTERS = frozenset(
    f"builtins.{name}"
    for name in ("len", "sum", "round", "int", "float", "min", "max", "abs", "divmod")
)
"""Calls whose value is a count or a measure, what progress reports."""
_NUMBER_SPEC = re.compile(r"[.,]|[bdeEfFgGnoxX%]$")
"""A format spec that shows a number (`{elapsed:.1f}`, `{rows:,}`, `{share:%}`)."""


def _plain_prompt(prompt: ast.expr, facts: StrictFacts) -> bool:
    """`input('Your name: ')`, `input('Delete? [y/N] ')`, `getpass(f'Password for {user}: ')`,
    `input('Press Enter when ready...')`: one short line ending as a question or a label
    (`:`, `?`, `>`, after any closing `[choices]`), or a pause asking for a key ending in
    `...`, asks the user for input. An f-string may name a run-time thing (a user, a path,
    a default) but not a count, a measure or a time (`f'loaded {len(rows)} rows:'`), which
    reports progress, unless it asks about it: in the clause of a question closed by `?` and
    a bracket of choices (`f'Delete {len(empty)} files? [y/N] '`; not
    `f'{share:.0%} loaded, go on? [y/N]'`)."""
    if isinstance(prompt, ast.Constant) and isinstance(prompt.value, str):
        text = prompt.value
    elif isinstance(prompt, ast.JoinedStr):
        text = "".join(
            const_str(part)
            or (
                "\x01"
                if isinstance(part, ast.FormattedValue) and _counted(part, facts)
                else "\x00"
            )
            for part in prompt.values
        )
    else:
        return False
    text = text.rstrip(" ")
    counts, choices = text.count("\x01"), False
    while (bracket := _PROMPT_CHOICES.search(text)) and bracket.start() > 0:
        choices = choices or "/" in bracket.group()
        text = text[: bracket.start()]
    if not (0 < len(text) <= _PROMPT_LENGTH and "\n" not in text):
        return False
    if counts:
        asked = text[text.index("\x01") :] if "\x01" in text else ""
        return (
            choices
            and text.count("\x01") == counts
            and asked.endswith("?")
            and not _CLAUSE_BREAK.search(asked[:-1])
        )
    if text.endswith(("...", "\N{HORIZONTAL ELLIPSIS}")):
        return bool(_PROMPT_PAUSE.search(text))
    return text[-1] in ":?>"


_CLAUSE_BREAK = re.compile(r"[,;:.!?]")
"""What ends a clause between a count and the `?` of the question asked about it."""


def _counted(node: ast.expr, facts: StrictFacts, depth: int = 4) -> bool:
    """A count, a measure or a time: a number, `len(...)` and the like, a `time` reading,
    arithmetic on one of these or by `-`, `//` or `**`, a name bound to one (any of its
    bindings: `done = 0` then `done += 1`), a value shown with a number's format spec."""
    if depth == 0:
        return False
    if isinstance(node, ast.FormattedValue):
        spec = node.format_spec
        parts = spec.values if isinstance(spec, ast.JoinedStr) else []
        shown = "".join(const_str(part) or "" for part in parts)
        return bool(_NUMBER_SPEC.search(shown)) or _counted(node.value, facts, depth)
    if isinstance(node, ast.Name):
        bindings = facts.names.bindings_of(node) or []
        return any(
            kind == "expr" and isinstance(value, ast.expr) and _counted(value, facts, depth - 1)
            for kind, value in bindings
        )
    if isinstance(node, ast.Constant):
        return isinstance(node.value, int | float) and not isinstance(node.value, bool)
    if isinstance(node, ast.Call):
        names = facts.names.names(node.func)
        return bool(names & _COUNTERS) or any(name.startswith("time.") for name in names)
    if isinstance(node, ast.BinOp):
        return isinstance(node.op, ast.Sub | ast.FloorDiv | ast.Pow) or any(
            _counted(side, facts, depth - 1) for side in (node.left, node.right)
        )
    return isinstance(node, ast.UnaryOp) and _counted(node.operand, facts, depth - 1)


def _joins_path(call: ast.Call) -> bool:
    """`Path('/dev').joinpath('stderr')`: a path joined from parts (`Path('/dev', 'stderr')`,
    the path's parts as arguments, is read whole as well)."""
    return isinstance(call.func, ast.Attribute) and call.func.attr == "joinpath"


def _joined_console_paths(facts: StrictFacts) -> list[Finding]:
    """`Path('/proc') / str(os.getpid()) / 'fd' / '1'`: a path to the console joined with
    `/` from a `Path` (the whole join, not its parts)."""
    if not facts.may_matter(r"fd|dev"):
        return []
    parts = {id(node.left) for node in facts.of_type(ast.BinOp) if isinstance(node.op, ast.Div)}
    found: list[Finding] = []
    for node in facts.of_type(ast.BinOp):
        if not isinstance(node.op, ast.Div) or id(node) in parts:
            continue
        leftmost = node.left
        while isinstance(leftmost, ast.BinOp) and isinstance(leftmost.op, ast.Div):
            leftmost = leftmost.left
        if (
            isinstance(leftmost, ast.Call)
            and facts.names.names(leftmost.func) & _PATHS
            and _is_console(node, facts)
        ):
            found.append((facts.line_of(node), "names the console as a path, to write to it"))
    return found


_ECHOES = frozenset({"echo", "printf"})
_CAPTURING = frozenset({"subprocess.check_output", "subprocess.getoutput",
                        "subprocess.getstatusoutput", "os.popen"})  # fmt: skip
"""Runners that hand the command's output back instead of showing it."""
_SHELL_STEPS = re.compile(r"&&|\|\||[;\n&]")


def _echo_commands(facts: StrictFacts) -> list[Finding]:
    """`subprocess.run(['echo', ...])`, `os.system('echo ...')` (also `printf`, through
    `sh -c`, and a shell step after `;`, `&&` or `||`): a command printing to the console
    in place of `print`, unless its output is captured (`capture_output=True`, a
    `stdout=` that is not None, `check_output`, `os.popen`) or piped or redirected in the
    shell (`echo "$KEY" | gpg ...`, `echo x > file`)."""
    found: list[Finding] = []
    for call in facts.of_type(ast.Call):
        names = {_as_os(name) for name in facts.names.names(call.func)}
        if not names & _RUNNERS or names & _CAPTURING or not call.args or _captured(call):
            continue
        first = call.args[1] if any(n.startswith("os.spawn") for n in names) else call.args[0]
        command = _echoed(first, facts)
        if command is not None:
            found.append((facts.line_of(call), f"prints through the `{command}` command"))
    return found


def _captured(call: ast.Call) -> bool:
    for keyword in call.keywords:
        value = keyword.value
        if keyword.arg == "stdout" and not is_none(value):
            return True
        if keyword.arg == "capture_output" and not (
            isinstance(value, ast.Constant) and not value.value
        ):
            return True
    return False


def _echoed(node: ast.expr, facts: StrictFacts) -> str | None:
    """The printing command a command argument runs first: a list's first item (a shell's
    `-c` script read in turn), or a step of a shell string not piped or redirected."""
    program, script = command_program(node, facts)
    if script is not None:
        return _echoed_in_script(script, facts)
    return program if program in _ECHOES else None


def _echoed_in_script(node: ast.expr, facts: StrictFacts) -> str | None:
    node = facts.names.only_value(node)
    pieces = _string_pieces(node) if not isinstance(node, ast.Constant) else [node]
    text = "".join(const_str(piece) or " x " for piece in pieces or [])
    for step in _SHELL_STEPS.split(text):
        words = step.split()
        start = launched_word(words)  # type: ignore[arg-type]
        name = words[start].rsplit("/", 1)[-1].lower() if start < len(words) else ""
        if name in _ECHOES and "|" not in step and ">" not in step:
            return name
    return None


_SYSTEM_LOGGERS = frozenset({
    "syslog.syslog", "systemd.journal.send", "systemd.journal.sendv", "systemd.journal.stream",
    "win32evtlogutil.ReportEvent", "servicemanager.LogMsg", "servicemanager.LogInfoMsg",
    "servicemanager.LogWarningMsg", "servicemanager.LogErrorMsg",
})  # fmt: skip
"""What writes a message to the system's log by itself, around logging (logging reaches
it through `SysLogHandler`, `JournalHandler` or `NTEventLogHandler`, or a handler's `emit`)."""
_SYSTEM_LOG_WORDS = r"syslog|journal|ReportEvent|servicemanager"


class LoggingNotPrint(Instruction):
    """Report through logging, never print.

    What it asks:
        Diagnostic and progress output goes through the `logging` module (a module-level
        logger and its `debug`/`info`/`warning` methods); the code calls neither
        `print()` nor `pprint()`.

    Why:
        Log records carry a level and a source, can be filtered, redirected or silenced
        by the application, and do not mix with a program's real output. Generated code
        sprinkles prints for debugging.

    Verified by:
        Ruff T201 (print) and T203 (pprint). Task-level conflict (`task_conflicts`): a
        task whose contract is to write to standard output (stdin/stdout contest tasks,
        command-line tools) must print, so augmentation should not give it this
        instruction. Only `print` and `pprint` called by those names are seen: an alias
        (`p = print`), `sys.stdout.write` and `pprint.pp` pass.

    Strict mode:
        Fails any reference, called or not, to `print`, `pprint.pprint`, `pprint.pp`, a
        `PrettyPrinter`'s `pprint`, `help`, `dis.dis` (and `show_code`, `disassemble`, `distb`,
        `disco`), `traceback.print_*` (`print_list` too; these `dis` and `traceback` writers
        unless handed a file that is no standard stream, nor None), the `write` of `code`'s
        interpreters, `pydoc`'s `pager`, `plainpager`, `ttypager`, `pipepager`,
        `tempfilepager`, `getpager` (and their 3.13 `_pyrepl.pager` spellings), `Helper`, `doc`
        and `help`, C's console writers reached through `ctypes` (`puts`, `printf`, `perror`,
        ... of a `CDLL`, and `pythonapi`'s `PySys_WriteStdout`, `PySys_FormatStderr`,
        `PyObject_Print`, `PyErr_Print`, ...), `sys.displayhook` (and
        `sys.__displayhook__`; assigning one is no reference), the `showtraceback` and
        `showsyntaxerror` of `code`'s interpreters, a call in an `except` block's body of an
        exception hook (`sys.excepthook`, `sys.__excepthook__`, `threading.excepthook`,
        `sys.unraisablehook` and their defaults; not one installed outside a handler), and
        `calendar.prcal`/`prmonth` (a
        `TextCalendar`'s `prmonth`/`pryear`/`prweek`), `faulthandler.dump_traceback`,
        `dump_traceback_later` and `dump_c_stack`, `gc.set_debug` with flags not known to be
        `0` or `gc.DEBUG_SAVEALL` alone (the collector then reports to standard error),
        standard-library switches that make a module print its own diagnostics: a debug level
        not known to be off (a constant 0, False or None, or `int()`/`bool()` of 0 or False) set on
        a network client of `http.client`, `smtplib`, `ftplib`, `imaplib`, `poplib`, `nntplib`,
        `telnetlib` or `urllib3` (`server.set_debuglevel(2)`, ftplib's and nntplib's `debug(...)`,
        `conn.debuglevel = 1`, `debugging`, `_debugging`, also `+=`, `setattr(conn, 'debuglevel',
        1)`, on the class, `HTTPConnection.debuglevel = 1`, a class attribute or `self.` attribute
        of a module subclass of one; on an object bound by `with` or held on `self` too;
        `set_debuglevel`/`debuglevel` also on an object not known, not on `self` of a class of the
        code's own), `imaplib.Debug`, the `debug` of an `IMAP4`, a `ZipFile` or a
        `shlex`, such a level handed to `urllib.request`'s `HTTPHandler`/`HTTPSHandler`
        (`debuglevel=`), `http.client.HTTPResponse`, `xmlrpc.client.ServerProxy(verbose=...)`,
        `tarfile.open`/`TarFile` (`debug=`) and `sqlite3.enable_callback_tracebacks`;
        `compileall.compile_dir`, `compile_file` and `compile_path` not handed `quiet` as a
        constant of 2 or more (below 2 they print their errors, below 1 a line per file) and
        `py_compile.compile` handed neither `doraise=True` nor such a `quiet` (it writes its
        errors to standard error); and any reference to `re.DEBUG` (the compile prints the
        pattern's parse tree; also `re.RegexFlag['DEBUG']` and through `__members__`),
        `warnings.showwarning`, a
        `traceback.TracebackException`'s `print()` and a `timeit.Timer`'s `print_exc()`
        (unless handed a file that is no standard stream, by keyword or position),
        `xml.etree.ElementTree.dump` (and `lxml.etree.dump`: debug output always written to
        standard output), `tabnanny.check` (it prints what it finds; not inside both `with
        contextlib.redirect_stdout(...)` and `redirect_stderr(...)`, where its report and
        its errors are captured), the `trace` module's output: a
        `trace.Trace(...)` made with `trace` on (its default: running prints each line) and
        `write_results` of its results (or of a `CoverageResults`) with `summary` not known
        to be off, or with any tracer or result in the code that may hold called functions or
        callers (`countfuncs`, `countcallers`, `calledfuncs`, `callers` or an `infile` not
        known to be off), the standard stream a library object holds and
        its methods writing there: `cmd.Cmd`'s `stdout`, `columnize`, `print_topics` and
        `do_help`, `pdb.Pdb`'s too and its `message`, `error`, `print_stack_entry` and
        `print_stack_trace`, `unittest.TextTestRunner`'s `stream`, a `PrettyPrinter`'s
        `_stream` and a `filecmp.dircmp`'s `report`, `report_partial_closure` and
        `report_full_closure` (on such an object, an instance of a module subclass or `self`
        in one; not one made with a stream that is no standard stream), an
        `ArgumentParser`'s `_print_message`, its `exit` with a message, and its
        `print_usage()` or `print_help()` to a standard stream when its usage, description
        or epilog is text filled in at run time (an f-string with a value, `%`, `+`,
        `.format(...)`, a parameter, another call's result:
        `ArgumentParser(usage=f'processed {i} rows').print_usage()`; a program's help written
        out passes) or its program name is
        formatted at run time (an f-string, `%`, `+` or `.format(...)` with a value that is no
        constant: `prog=f'processed {n} rows'`; not a parameter or a call's result such as
        `Path(sys.argv[0]).name`), a standard-library module's command-line entry point, which
        prints its report (`main`, `_main`, `_test` or `cli` of any of them, such as
        `zipfile.main`, `tarfile.main`, `timeit.main`, `json.tool.main`, `pydoc.cli`, and
        `http.server.test`; not `unittest`'s or `doctest`'s), to the third-party console writers
        `click.echo`/`secho`/`echo_via_pager`, `typer.echo`/`secho`, `rich.print`,
        `rich.print_json`, `rich.inspect`, `rich.pretty.pprint`, `termcolor.cprint`, `icecream.ic`,
        `pprintpp.pprint`/`pp`, `prettyprinter.cpprint`/`pprint`, `devtools.debug`,
        prompt_toolkit's `print_formatted_text`/`print_container`, `questionary.print`,
        `pyfiglet.print_figlet`, art's `tprint`/`aprint`/`lprint`, `beeprint.pp`, objprint's
        `op`/`objprint`, `stackprinter.show`, `clint.textui.puts`, the tracers
        `pysnooper.snoop`/`snoop.snoop`, cowsay's `cow`/`tux`/`dragon`, wasabi's `msg` and a
        `Printer`'s `good`/`fail`/`warn`/`info`/`text`/`divider`/`table`/`row`/`loading` (not
        told to print nothing: `beeprint.pp(x, output=False)`, a wasabi method with
        `no_print=True` or `show=False` or of a `Printer(no_print=True)`; nor told to write
        elsewhere than a standard stream: `pysnooper.snoop('trace.log')` or `output=`,
        `stackprinter.show(file=log)`, not `file='stderr'`, clint's `puts(stream=...)`),
        IPython's `display` (also the notebook's unimported `display`), pandas'
        `DataFrame.info`/`Series.info`, curses' `wrapper`, `initscr`, `newterm` and `putp`
        (a window drawn on the terminal), a rich `Console`'s `print`, `log`, `rule`, `print_json`,
        `out` and `print_exception` (also one held on `self` or bound by `with`), and `tqdm.write`
        (on the class or a bar, also one bound by `with`), except a click, typer, rich or tqdm
        function called with `file=` naming no standard stream; and to `sys.stdout`/`sys.stderr`
        (or `__stdout__`/`__stderr__`) except as the stream handed to `logging.StreamHandler` (or
        a module subclass of it, also through `super().__init__(stream or sys.stderr)` in the
        subclass's `__init__`, with the defaults of the parameters that call passes on),
        `logging.basicConfig` or the `setStream` of a handler logging or such a subclass
        made (directly or through a variable assigned once; none of these when the code
        replaces part of logging), only asked about (`isatty()`, `encoding`, `errors`, `closed`,
        `name`, `mode`, `getvalue()` (a test reading what it captured; also what these give:
        `sys.stdout.getvalue().splitlines()`), `hasattr`/`isinstance`, a `getattr` of one of those,
        either side of `is`/`is not`/`==`/`!=`, its `fileno()` handed to `os.isatty`,
        `os.get_terminal_size`, `os.ttyname`, `os.device_encoding`, `os.fstat`,
        `termios.tcgetattr`, `fcntl.ioctl` or `curses.setupterm`) or reconfigured
        (`reconfigure(encoding='utf-8')`, also on each stream of a literal tuple looped over when
        the loop variable is only asked about or reconfigured), referred to in the `emit` of a
        module subclass of a
        logging handler or in a method of it that only `emit` calls (`self._send(text)`, named
        nowhere else) (as `tqdm.write` is there too: records logging formatted), or kept
        aside in a name
        or attribute only ever read to be put back (`saved = sys.stdout` ... `sys.stdout = saved`,
        as code capturing output does), resolved through aliases, re-exports (`os.sys.stdout`),
        `functools.partial`, `getattr`, `builtins` and lookups of a module member by name
        (`operator.attrgetter('stdout')(sys)`, `sys.__dict__.get('stdout')`, `__getattribute__`,
        `pkgutil.resolve_name('sys:stdout')`); any reference to the stream of something
        logging made or holds (`handler.stream.write(...)`, `logging.lastResort.stream`, the
        handlers of a loop over `logger.handlers`, a handler made from a module subclass of
        `StreamHandler`) except as asked about; also writing to file
        descriptor 1 or 2 (`os.write(1, ...)`, `os.writev`, `os.pwrite`, `os.pwritev`,
        `os.sendfile`, `os.splice` or `os.copy_file_range` with it as the destination,
        `open(1)`, `/dev/stdout`, `/dev/fd/1`, and standard input's descriptor 0
        where the call writes to it (`os.write(0, ...)`, `open(0, 'w')`, `/dev/stdin` or
        `/dev/fd/0` opened to write: run from a terminal, it is that terminal; reading it,
        `open(0).read()`, passes),
        `/proc/self/fd/1` or `/proc/<any process>/fd/1` (or a thread's,
        `/proc/self/task/<tid>/fd/1`), also as a `Path` and built from parts
        (an f-string, `+`, `Path('/dev') / 'fd' / '1'`, `Path('/dev', 'stderr')`,
        `Path('/dev').joinpath('stderr')`, `os.path.join`, a descriptor part
        worked out as below: `f'/proc/{os.getpid()}/fd/{sys.stdout.fileno()}'`), a
        name bound once to 1 or 2, a descriptor written to that is a number made from text read
        from the environment, the command line or `input()` by a conversion or arithmetic
        (`int(os.environ.get('PROGRESS_FD', '1'))`, `abs(...)`, `+ 0`, `round(float(...))`,
        `int.from_bytes(...)`: nothing shows it is a file or a log; not `int(fd)` of a
        descriptor `os.pipe()` or `os.open` gave), `pty.STDOUT_FILENO`, a number computed to
        be one, `3 - 1`,
        `~-3`, `abs(-2)`, `max(1, 2)`, `int('2')`, `len('ab')` (a builtin or `operator` function
        of known numbers),
        `sys.stdin.fileno() + 1` (arithmetic on a standard stream's `fileno()` whose result is not
        known counts too), or `os.dup`, `os.dup2` or `fcntl.fcntl` (`F_DUPFD`) of one; a path
        is read normalised (`/dev/./stderr`, `//dev/../dev/tty`); also C's `write`/`dprintf`
        through `ctypes`, its
        `syscall` of `write`, `writev`, `pwrite64` or `pwritev` by their x86-64, i386 or arm64
        numbers (or a number not known) on descriptor 1 or 2, and its
        `fputs`/`fwrite`/`fprintf`/`fputc`/ `putc` and the like handed anything naming
        `'stdout'`/`'stderr'`, such as `c_void_p .in_dll(libc, 'stdout')`) or to a terminal
        (`/dev/tty`, `/dev/tty1`, `/dev/pts/0`, `/dev/console`, what `os.ctermid()` or
        `os.ttyname(fd)` returns; opened by `open` or as a `Path`, or by `os.open` and then written
        to), exiting with a message (`sys.exit('...')`, `raise SystemExit(str(err))`, a name bound
        to a string) or with an exception, whose message it prints (`sys.exit(err)` with `err`
        bound by `except ... as` in the same function, its `args`, `args[0]` (not of an `OSError`
        or `SystemExit`, a number), `strerror`, `msg`, `message`, `filename` or `reason`, an
        exception built in place; an int or unknown status such as `sys.exit(main())` or
        `sys.exit(err.returncode)` passes), and `input()` or `getpass.getpass()` with a prompt
        (not one short line
        ending as a question or label in `:`, `?` or `>`, before any closing `[y/N]`/`(yes/no)`
        bracket, or a pause ending in `...` that asks for a key, `input('Your name: ')`,
        `input('Delete? [y/N] ')`, `input('Press Enter when ready...')`, which ask rather than
        report; an f-string prompt may name a run-time value,
        `getpass(f'Password for {user}: ')`, but not a count, a measure or a time: `len(...)`,
        `sum(...)`, `time.*()`, a number or arithmetic by `-`, `//`, `**` on it, a name bound
        to one or a number's format spec, `input(f'loaded {len(rows)} rows:')` fails, unless
        asked about in the clause of a question closed by `?` and a bracket of choices:
        `input(f'Delete {len(empty)} files? [y/N] ')` passes, `f'{share:.0%} loaded, go on?
        [y/N]'` fails), and
        `.info()` on what a
        pandas call made (`pd.read_csv(path)`, `df.head()`) or on a parameter annotated
        `pd.DataFrame`/`pd.Series`, without a buffer (`df.info(buf=stream)` passes), and profiler
        reports printed to standard output: a `cProfile`/`profile` `Profile`'s `print_stats()`
        (also one bound by `with`), `print_stats()`/`print_callers()`/`print_callees()` of a
        `pstats.Stats` made without `stream=` (and held by no name whose `stream` the code sets),
        and `cProfile.run(...)`/`runctx(...)` without a `filename` or with one that is None
        (`cProfile.run(stmt, None)`, also a name bound once to None) (none of these inside `with
        contextlib.redirect_stdout(...)`); archive listings printed to standard output: `list()` on
        a tar archive and `printdir()` (without a file, or with None) on a zip archive, made by
        `tarfile.open`/`TarFile`/`ZipFile`, bound by `with` (read in that function or one inside
        it; anywhere in the module for a name the function declares `global`) or held on `self`
        (not inside `with contextlib.redirect_stdout(...)`); progress bars and spinners drawn on
        the console: tqdm's `tqdm`/`trange`/`tenumerate`/`tzip`/`tmap`/`process_map`/
        `thread_map`/`product`/`TqdmCallback` in any of its modules but `tqdm.gui` and `tqdm.tk`
        (`tqdm.asyncio`'s `gather` too) and `tqdm.pandas()`, `click.progressbar`,
        `typer.progressbar`, rich's `track`, `Progress`, `Status`, `Live`,
        `progress.open`/`wrap_file` and a `Console`'s `status`, alive-progress's
        `alive_bar`/`alive_it`, enlighten's `get_manager`/`Manager`/`Counter`, progressbar2's
        `progressbar`/`ProgressBar`/`DataTransferBar`, halo's `Halo`, yaspin's `yaspin` and Keras'
        `Progbar` (not one given `file=`, `stream=` or `fd=` naming no standard stream, nor a rich
        one given `console=` a `Console(file=...)` of such a file, directly, through a name or as
        `self.console`, nor one made with `disable=True`, `enabled=False` or `verbose=0`); and
        `warnings.warn` used to report progress: a message, constant or filled in at run time (an
        f-string, `%` or `.format`), made only of progress words (`processed`, `loaded`, `done`,
        `epoch`, `step`, `handled`, `parsed`, `fetched`, `ready`, ...), one at least, and the words
        such a report is made of (`of`, `rows`, `files`, `total`, `loss`, `model`, `with`,
        `successfully`, `is`, ...; `processed {i} of {n} rows`, not `loss is NaN at step {i}`), in
        the default, `UserWarning`, `RuntimeWarning` or `Warning` category or a module subclass of
        one (`class ProgressWarning(UserWarning)`), unless the code hands warnings to logging
        (`logging.captureWarnings`); and a command that prints, `echo` or `printf` run by
        `subprocess`'s `run`/`call`/`check_call`/`Popen`, `os.system`, `os.spawn*`, `os.exec*`,
        `asyncio`'s subprocesses or `pty.spawn` (its list's first item, through `sh -c` too, or a
        step of a shell string after `;`, `&&`, `||` or `&`; also after leading `NAME=value`
        assignments and programs that run the command after them, with their options, numbers and
        assignments: `env`, `nice -n 5`, `timeout 5`, `nohup`, `stdbuf -o L`, `sudo -u root`,
        `xargs`, `setsid`, `ionice`, `chrt`, `taskset`, `time`, `exec`, `busybox` and the like),
        unless its output is captured (`capture_output=True`, a `stdout=` that is not None,
        `check_output`,
        `getoutput`, `os.popen`) or piped or redirected in the shell step (`echo "$KEY" | gpg
        --import`, `echo done > flag`). Code handed as a string to `timeit`, `cProfile`/`profile`,
        `pdb`, `trace` or `code`'s interpreters is judged by the same rules when it is a constant
        (directly or through a name assigned once) and fails when it is a string built at run time;
        one that reaches the runner through a parameter of the function around it (`def bench(stmt,
        setup="pass"): timeit.timeit(stmt, setup)`) is judged by the parameter's default and what
        the module's calls of that function give it (only the default when the function is handed
        on as a value). Code compiled in interactive (`single`) mode, whose run echoes each
        expression statement's value to the console (`exec(compile('summary', '<r>',
        'single'))`; also `codeop.compile_command`, a `CommandCompiler()`, `code`'s
        `compile_command` and an interpreter's `runsource`, `push` or `compile`, whose default
        mode it is, and `codeop.Compile()` given it; a mode not known counts as `single`),
        fails when that code holds an expression statement outside a function or class (other
        than `None`). Also fails progress written to the system's log around logging:
        `syslog.syslog`, systemd's `journal.send`/`sendv`/`stream`, and Windows' event log
        through `win32evtlogutil.ReportEvent` or `servicemanager`'s `LogMsg`/`LogInfoMsg`/
        `LogWarningMsg`/`LogErrorMsg` (not in the `emit` of a module subclass of a logging
        handler or a method of it only `emit` calls, which logging's records reach).
        Still possible: other logging libraries (`loguru`, `structlog`),
        such a code string reaching the runner through a parameter of a function
        called from outside the module or handed on as a value, a `Stats`
        the report cannot be traced to while another `Stats` gets `stream=`, a standard-stream
        write in the `emit` of a handler subclass called directly, a prompt showing a count
        that came in through a parameter (`def ask(n): input(f'loaded {n} rows:')`) or as
        words (`input('Loaded all rows. Continue? ')`), console writers
        of other libraries than those listed, other progress bars and spinners (`pyprind`,
        `rich.spinner`),
        progress reported through `warnings.warn` in words other than those (`read`, `removed`,
        words a warning of trouble shares) or in a category of the standard library's that names
        a kind of trouble (`ResourceWarning`), `df.info()` on a frame the code does not show to
        be one (an unannotated parameter), and other commands that print (`cat` of a message
        file, `tee`) or `echo` in a command the code shows neither as a literal, a list, an
        f-string nor a name bound once to one, or behind a wrapper not listed or an option of
        one that takes a value not listed (`sudo -D /tmp echo`; `stdbuf -o L echo` fails), a
        console path built otherwise
        (`'/'.join(...)`, `str.format`), and a raw `syscall` of a write numbered otherwise
        (another architecture), the standard streams other library objects hold or print to
        (`doctest.DocTestRunner`, `pickletools.dis`), `write_results` on trace results the
        code does not show (held on `self`, handed in), other modules' debug switches (the
        request log `http.server` writes to standard error, `faulthandler.enable()`,
        `cgitb.enable()`, `re.compile(p, 128)`), a debug level handed through `**kwargs`, set
        on a client the code shows otherwise (an element of a container, a subclass it
        defines), and an
        `ArgumentParser`'s written-out help printed as a message (`print_help()` of constant
        text). A rich `Console(file=...)` writing to a file fails too.
    """

    id = "library_2"
    name = "logging_not_print"
    category = "library"
    description = "Use the logging module instead of print() and pprint()."
    generation_prompt = (
        "Do not call `print()` or `pprint()`; report any diagnostic or progress output "
        "through a logger from the `logging` module."
    )
    edit_prompt = (
        "Replace every `print()` and `pprint()` call with a call on a module-level logger "
        "from the `logging` module at a fitting level."
    )
    ruff_rules = ("T201", "T203")
    task_conflicts = ("prints_to_stdout",)
    strict_words = (
        r"print|\bpp\b|stdout|stderr|exit|quit|input|help|\bdis\b|traceback|SystemExit|open"
        r"|write|FileIO|stream|timeit|Profile|profile|pdb|\btrace\b|Interactive|echo|Console"
        r"|\brule\b|\blog\b|inspect|info|display|cprint|\bic\b|tarfile|TarFile|tqdm|trange"
        r"|tenumerate|tzip|tmap|_map|progress|Status|status|alive_|warn|Live|wrap_file"
        r"|enlighten|Halo|halo|yaspin|Progbar|pydoc|pager|prcal|prmonth|pryear|prweek|devtools"
        r"|dump_|\bmain\b|_main\b|\b_test\b|\bcli\b|\btest\b|ctypes|hook|showtraceback"
        r"|showsyntaxerror|splice|copy_file_range|getpass|curses|\bcmd\b|Cmd|dircmp|tabnanny"
        r"|CoverageResults|\bdump\b|wasabi|clint|snoop|cowsay|syslog|journal|ReportEvent"
        r"|servicemanager|debug|Debug|DEBUG|compile_dir|compile_file|compile_path|py_compile"
        r"|ServerProxy|xmlrpc|callback_tracebacks"
    )

    def strict_violations(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """Output that reaches the console without logging, by any name."""
        handlers = _handler_classes(facts)
        allowed = _logging_streams(facts, handlers) | _saved_streams(facts) | _to_a_file(facts)
        allowed |= _handler_emits(facts) | _captured_nanny(facts) | _quiet_printers(facts)
        found = [
            (line, f"writes to the console through `{name}`")
            for line, name in facts.references(
                lambda name: _is_writer(name) or _handler_stream(name, handlers), skip=allowed
            )
        ]
        lines = {line for line, _ in found}
        found += [f for f in _held_console_writes(facts, allowed) if f[0] not in lines]
        found += _looped_handler_streams(facts, allowed)
        found += [f for f in _frame_summaries(facts) if f[0] not in lines]
        found += _profile_reports(facts) + _archive_listings(facts) + _progress_bars(facts)
        found += _progress_warnings(facts) + _trace_reports(facts)
        if facts.may_matter(_HOLDER_WORDS):
            found += _held_stream_writes(facts)
        if facts.may_matter("argparse|ArgumentParser"):
            found += _parser_prints(facts)
        if facts.may_matter(r"echo|printf"):
            found += _echo_commands(facts)
        if facts.may_run_strings:
            found += _interactive_echoes(facts)
        if facts.may_matter("hook"):
            found += _handler_hook_calls(facts)
        if facts.may_matter("set_debug"):
            found += _collector_reports(facts)
        if facts.may_matter(_SWITCH_WORDS):
            found += _debug_switches(facts)
        if facts.may_matter("RegexFlag"):
            found += _debug_flag_lookups(facts)
        if facts.may_matter(_SYSTEM_LOG_WORDS):
            found += [(line, f"reports through `{name}`, not a logger from logging")
                      for line, name in facts.references(_SYSTEM_LOGGERS.__contains__,
                                                         skip=allowed)]  # fmt: skip
        return found + _writes_elsewhere(facts) + _joined_console_paths(facts)

    def applies_to(self, code: str) -> bool:
        """True when the code calls print() or pprint()."""
        tree = parse(code)
        return tree is not None and bool(call_names(tree) & _PRINT_CALLS)
