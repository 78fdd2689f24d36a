"""library_2: the logging module instead of print()/pprint()."""

from __future__ import annotations

import ast
from typing import Any

from vibebench.instructions._base import Instruction
from vibebench.instructions._code_facts import call_names, parse
from vibebench.instructions._strict import Finding, StrictFacts
from vibebench.instructions._strict_names import const_str

_PRINT_CALLS = frozenset({"print", "pprint", "pprint.pprint"})

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
    },
)
"""Functions that write to standard output or error: strict mode fails any reference."""
_STREAMS = ("sys.stdout", "sys.stderr", "sys.__stdout__", "sys.__stderr__")
_STREAM_PATHS = frozenset({"/dev/stdout", "/dev/stderr", "/dev/tty", "CON", "CONOUT$"})
_OPENERS = frozenset({"builtins.open", "io.open", "os.fdopen", "io.FileIO", "os.write"})
_EXITS = frozenset({"sys.exit", "builtins.exit", "builtins.quit", "builtins.SystemExit"})
_LOGGING_SINKS = frozenset({"logging.StreamHandler", "logging.basicConfig"})


def _is_writer(name: str) -> bool:
    """print, pprint, a PrettyPrinter's pprint method, a standard stream or its parts."""
    if name in _WRITERS or any(name == s or name.startswith(f"{s}.") for s in _STREAMS):
        return True
    return name.startswith("pprint.") and name.endswith((".pprint", ".pp"))


def _logging_streams(facts: StrictFacts) -> set[int]:
    """Stream arguments handed to logging (StreamHandler(sys.stdout), basicConfig(stream=),
    a logging handler's setStream(sys.stdout)), directly or through a variable assigned
    once, and streams only asked about (`sys.stdout.isatty()`). Code that replaces part of
    logging (`logging.StreamHandler = ...`) hands nothing to it."""
    allowed = _stream_reads(facts)
    if "logging" not in facts.code or _patches_logging(facts):
        return allowed
    for call in facts.of_type(ast.Call):
        if not _hands_to_logging(call, facts):
            continue
        for value in (*call.args, *(keyword.value for keyword in call.keywords)):
            allowed |= {id(node) for node in ast.walk(value)}
            allowed |= {id(node) for node in ast.walk(_assigned_value(value, facts))}
    return allowed


def _hands_to_logging(call: ast.Call, facts: StrictFacts) -> bool:
    """A logging sink, or `setStream` of something logging made (`handler.setStream(...)`
    with `handler = logging.StreamHandler()`; not a class of the module's own)."""
    names = facts.names.names(call.func)
    if names & _LOGGING_SINKS:
        return True
    return (
        isinstance(call.func, ast.Attribute)
        and call.func.attr == "setStream"
        and bool(names)
        and all(name.startswith("logging.") for name in names)
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


def _assigned_value(node: ast.expr, facts: StrictFacts) -> ast.AST:
    """What a name handed on was assigned, when it was assigned exactly once (else itself)."""
    if not isinstance(node, ast.Name):
        return node
    scope = facts.names.scope_of.get(id(node), facts.names.module)
    bindings = facts.names.lookup(node.id, scope) or []
    if len(bindings) == 1 and bindings[0][0] == "expr" and isinstance(bindings[0][1], ast.AST):
        return bindings[0][1]
    return node


_STREAM_QUESTIONS = frozenset({"isatty", "encoding", "errors", "closed", "name", "mode"})
"""Attributes of a stream that say something about it and write nothing."""


def _stream_reads(facts: StrictFacts) -> set[int]:
    """`sys.stdout.isatty()`, `sys.stderr.encoding`: a standard stream only asked about."""
    allowed: set[int] = set()
    for node in facts.of_type(ast.Attribute):
        if node.attr in _STREAM_QUESTIONS and any(
            _is_writer(name) for name in facts.names.names(node.value)
        ):
            allowed |= {id(part) for part in ast.walk(node)}
    return allowed


def _is_console(node: ast.expr) -> bool:
    """File descriptor 1 or 2, or a path naming the console."""
    if isinstance(node, ast.Constant) and node.value in {1, 2}:
        return True
    return const_str(node) in _STREAM_PATHS


def _writes_elsewhere(facts: StrictFacts) -> list[Finding]:
    """open(1), os.write(2, ...), sys.exit('message'), input('prompt: ') and the like."""
    found: list[Finding] = []
    for call in facts.of_type(ast.Call):
        names = facts.names.names(call.func)
        first = call.args[0] if call.args else None
        if first is None:
            continue
        if names & _OPENERS and _is_console(first):
            found.append((facts.line_of(call), "writes to the console through a file"))
        elif names & _EXITS and (const_str(first) is not None or isinstance(first, ast.JoinedStr)):
            found.append((facts.line_of(call), "exits with a message, which is printed"))
        elif "builtins.input" in names:
            found.append((facts.line_of(call), "input() with a prompt prints the prompt"))
    return found


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
        `PrettyPrinter`'s `pprint`, `help`, `dis.dis` and `traceback.print_*`, and to
        `sys.stdout`/`sys.stderr` (or `__stdout__`/`__stderr__`) except as the stream
        handed to `logging.StreamHandler`, `logging.basicConfig` or the `setStream` of
        a handler logging made (directly or through a variable assigned once; none of
        these when the code replaces part of logging) or only asked about
        (`isatty()`, `encoding`, `errors`, `closed`, `name`, `mode`), resolved through
        aliases, re-exports (`os.sys.stdout`), `functools.partial`, `getattr` and
        `builtins`; also writing
        to file descriptor 1 or 2 (`os.write(1, ...)`, `open(1)`, `/dev/stdout`),
        exiting with a message (`sys.exit('...')`), and `input()` with a prompt.
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
        r"|write|FileIO"
    )

    def strict_violations(self, facts: StrictFacts, params: dict[str, Any]) -> list[Finding]:
        """Output that reaches the console without logging, by any name."""
        allowed = _logging_streams(facts)
        found = [
            (line, f"writes to the console through `{name}`")
            for line, name in facts.references(_is_writer, skip=allowed)
        ]
        return found + _writes_elsewhere(facts)

    def applies_to(self, code: str) -> bool:
        """True when the code calls print() or pprint()."""
        tree = parse(code)
        return tree is not None and bool(call_names(tree) & _PRINT_CALLS)
