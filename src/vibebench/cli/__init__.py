"""The `vibebench` command: a thin click group on top of every stage (docs/architecture.md).

Every command group is one module of this package (`vibebench.cli.<group>`), so no stage
package imports click or anything above it; COMMANDS below names them, and they are
imported only when asked for (so `vibebench check` does not load the model clients).

This module is also the one place where outcomes become exit codes (`ExitCode`, shown in
`vibebench --help` and docs/cli.md). Commands never call `sys.exit` or turn errors into click
exceptions themselves: they raise vibebench's errors, or return an `ExitCode` when their
results fall short, and `ExitCodes.invoke` maps both. Top-level commands are built with
`cls=VibebenchCommand` (groups with `VibebenchGroup`) so the mapping also holds when a
command is invoked on its own, as tests do.
"""

from __future__ import annotations

import importlib
import importlib.util
import logging
import shlex
from typing import Any

import click
from pydantic import ValidationError

from vibebench.errors import ExitCode, IncompleteError, VibebenchError

__all__ = [
    "COMMANDS",
    "VibebenchCommand",
    "VibebenchGroup",
    "exit_code_of",
    "main",
    "on_interrupt",
]

COMMANDS: dict[str, tuple[str, str]] = {
    "instructions": ("vibebench.cli.instructions", "instructions"),
    "tasks": ("vibebench.cli.tasks", "tasks"),
    "extract": ("vibebench.cli.verify", "extract"),
    "check": ("vibebench.cli.verify", "check"),
    "verify": ("vibebench.cli.verify", "verify"),
    "exec": ("vibebench.cli.execute", "exec_"),
    "selfcheck": ("vibebench.cli.execute", "selfcheck"),
    "export": ("vibebench.cli.store", "export"),
    "run": ("vibebench.cli.run", "run"),
    "augment": ("vibebench.cli.augment", "augment"),
    "bench": ("vibebench.cli.augment", "bench"),
    "correlate": ("vibebench.cli.metrics", "correlate"),
    "report": ("vibebench.cli.report", "report"),
    "judge": ("vibebench.cli.judge", "judge"),
    "conv2bench": ("vibebench.cli.conv2bench", "conv2bench"),
    "codealign": ("vibebench.cli.codealign", "codealign"),
    "proxy": ("vibebench.cli.agents", "proxy"),
    "trajectory": ("vibebench.cli.agents", "trajectory"),
    "agents": ("vibebench.cli.agents_run", "agents"),
}
"""Command name -> (module, attribute) of its click command."""

_ARGV = "vibebench.argv"
_SAVED = "vibebench.saved"


def exit_code_of(error: BaseException) -> ExitCode:
    """The exit code of an error that ended a command (see `ExitCode`)."""
    if isinstance(error, KeyboardInterrupt):
        return ExitCode.INTERRUPTED
    if isinstance(error, IncompleteError):
        return ExitCode.INCOMPLETE
    return ExitCode.USAGE  # every other VibebenchError, invalid options, unwritable files


def on_interrupt(saved: str, *, resume: bool = False) -> None:
    """Say what the running command has saved so far, for the message Ctrl-C prints.

    Args:
        saved: e.g. "results so far are in runs.sqlite (run 'default')".
        resume: whether running the same command again continues where it stopped.
    """
    context = click.get_current_context(silent=True)
    if context is not None:
        context.find_root().meta[_SAVED] = (saved, resume)


def _command_line(root: click.Context) -> str:
    words = ["vibebench"]
    if root.command.name != "vibebench":  # a subcommand invoked on its own (tests do)
        words.append(root.command.name or root.info_name or "")
    return shlex.join([*words, *root.meta.get(_ARGV, [])])


def _report_interrupt(context: click.Context) -> None:
    root = context.find_root()
    saved, resume = root.meta.get(_SAVED, (None, False))
    lines = ["interrupted (Ctrl-C)."]
    lines.append(f"saved: {saved}." if saved else "nothing was saved.")
    verb = "resume with" if resume else "run again with"
    lines.append(f"{verb}: {_command_line(root)}")
    click.echo("\n".join(lines), err=True)


def _validation_message(error: ValidationError) -> str:
    first = error.errors()[0]
    where = ".".join(str(part) for part in first["loc"])
    return f"{where}: {first['msg']}" if where else str(first["msg"])


def _os_message(error: OSError) -> str:
    if error.filename is None or error.strerror is None:
        return str(error)
    return f"{error.filename}: {error.strerror}"


class ExitCodes:
    """Mixin for click commands: the one mapping from outcomes to `ExitCode`."""

    def make_context(
        self,
        info_name: str | None,
        args: list[str],
        parent: click.Context | None = None,
        **extra: Any,
    ) -> click.Context:
        """Remember the command line of the outermost command (for the resume hint)."""
        argv = list(args)
        context: click.Context = super().make_context(  # type: ignore[misc]
            info_name, args, parent=parent, **extra
        )
        if parent is None:
            context.meta[_ARGV] = argv
        return context

    def invoke(self, ctx: click.Context) -> Any:
        """Run the command; map a returned ExitCode or a raised error to the exit code."""
        try:
            result = super().invoke(ctx)  # type: ignore[misc]
        except (click.exceptions.Exit, click.ClickException, click.Abort):
            raise
        except KeyboardInterrupt:
            _report_interrupt(ctx)
            raise click.exceptions.Exit(ExitCode.INTERRUPTED) from None
        except VibebenchError as error:
            click.echo(f"error: {error}", err=True)
            raise click.exceptions.Exit(exit_code_of(error)) from error
        except ValidationError as error:  # a config model built from the options
            click.echo(f"error: {_validation_message(error)}", err=True)
            raise click.exceptions.Exit(ExitCode.USAGE) from error
        except OSError as error:  # an output that cannot be written, a full disk
            click.echo(f"error: {_os_message(error)}", err=True)
            raise click.exceptions.Exit(ExitCode.USAGE) from error
        if isinstance(result, ExitCode) and result is not ExitCode.OK:
            raise click.exceptions.Exit(result)
        return result


class VibebenchCommand(ExitCodes, click.Command):
    """A top-level vibebench command: its outcomes map to the exit-code table."""


class VibebenchGroup(ExitCodes, click.Group):
    """A vibebench command group: its subcommands' outcomes map to the exit-code table."""


class _Main(VibebenchGroup):
    """The `vibebench` group; subcommands are imported when named (COMMANDS)."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(
            name
            for name, (module, _) in COMMANDS.items()
            if importlib.util.find_spec(module) is not None
        )

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        entry = COMMANDS.get(cmd_name)
        if entry is None or importlib.util.find_spec(entry[0]) is None:
            return None
        module_name, attribute = entry
        command: click.Command = getattr(importlib.import_module(module_name), attribute)
        return command


@click.group("vibebench", cls=_Main, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="vibebench")
@click.option("-v", "--verbose", is_flag=True, help="Log progress details to stderr.")
def main(verbose: bool) -> None:
    """Evaluate code models on what users ask for beyond passing tests.

    \b
    Examples:
      vibebench run                              # offline baselines on the embedded default
      vibebench instructions list                # the 30 VeriCode instructions
      vibebench check answer.md -i style_3:line_length=88 -i error_1
      vibebench verify samples.jsonl -o verdicts.jsonl

    \b
    Exit codes (every command):
      0    ok: everything asked for was done and passed
      1    results below what was asked, or some samples or checks failed, or some input
           lines were bad (named FILE:LINE, skipped; the good ones were still done)
      2    usage or input error: bad option, unknown id, unreadable or malformed file, or
           an input with nothing usable (empty, or every line bad)
      3    incomplete run, or models whose errors exceed the allowed rate
      130  interrupted (Ctrl-C): what was finished is saved; the message says how to resume
    """
    # Warnings (e.g. `file:line: invalid UTF-8 replaced`) read like the one-line errors.
    logging.basicConfig(
        level=logging.INFO if verbose else logging.WARNING,
        format="%(levelname)s %(name)s: %(message)s" if verbose else "%(levelname)s: %(message)s",
    )
