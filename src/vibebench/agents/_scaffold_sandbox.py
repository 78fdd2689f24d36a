"""The scaffold's process: its executable, its scrubbed environment, its sandbox, one turn.

`bwrap` isolation (see `_scaffold_run`) is built here: bubblewrap over a read-only root with
temporary folders, service sockets and home folders emptied (`_HIDDEN`), the installations
the scaffold, node and Python need shown again read-only, the run folder writable, and new
network, pid, IPC and UTS namespaces. The scaffold is started by the in-sandbox relay
(`_scaffold_relay.py`), which gives it 127.0.0.1:PORT as its only way out.
"""

from __future__ import annotations

import contextlib
import logging
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Literal

from vibebench._frozen import FrozenModel
from vibebench.agents._scaffold import RunContext, Scaffold, common_env
from vibebench.errors import ConfigError, SandboxError

__all__ = [
    "SCAFFOLD_PATH_VARIABLE",
    "Isolation",
    "TurnPlace",
    "TurnRecord",
    "bwrap_prefix",
    "bwrap_usable",
    "choose_isolation",
    "find_executable",
    "run_turn",
    "scrubbed_env",
]

logger = logging.getLogger(__name__)

Isolation = Literal["bwrap", "none"]
SCAFFOLD_PATH_VARIABLE = "VIBEBENCH_SCAFFOLD_PATH"
"""Extra folders (os.pathsep-separated) searched for scaffold executables before PATH."""
_TAIL = 4000
_RELAY = Path(__file__).with_name("_scaffold_relay.py")
"""Run as a script (standard library only): importing the package would cost a second."""
_BASE_PATH = "/usr/local/bin:/usr/bin:/bin"


class TurnRecord(FrozenModel):
    """One scaffold process: one user turn."""

    index: int
    argv: tuple[str, ...]
    exit_code: int | None
    """None when it was killed at the timeout."""
    timed_out: bool = False
    duration_s: float
    stdout_tail: str = ""
    stderr_tail: str = ""


@cache
def bwrap_usable() -> bool:
    """Whether bubblewrap can make the sandbox here (installed, namespaces allowed)."""
    if shutil.which("bwrap") is None:
        return False
    probe = [
        "bwrap",
        "--ro-bind",
        "/",
        "/",
        "--dev",
        "/dev",
        "--proc",
        "/proc",
        "--unshare-net",
        "--unshare-pid",
        "--unshare-ipc",
        "--die-with-parent",
        "true",
    ]
    try:
        return subprocess.run(probe, capture_output=True, timeout=20).returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        return False


def choose_isolation(requested: str) -> tuple[Isolation, tuple[str, ...]]:
    """The isolation to use for `requested` (auto, bwrap, none) and notes for the record.

    Raises:
        SandboxError: bwrap requested but unusable.
    """
    if requested == "none":
        return "none", ("network not contained: --isolation none",)
    if bwrap_usable():
        return "bwrap", ()
    if requested == "bwrap":
        raise SandboxError(
            "bubblewrap is required (--isolation bwrap) but cannot run here; "
            "install it (apt-get install bubblewrap) or allow user namespaces"
        )
    logger.warning(
        "bubblewrap unusable: the scaffold runs with a scrubbed environment only "
        "and its network is NOT contained"
    )
    return "none", ("bubblewrap unusable: network not contained",)


def find_executable(scaffold: Scaffold, override: str | None = None) -> str:
    """The scaffold's executable: `override`, else searched on VIBEBENCH_SCAFFOLD_PATH, PATH.

    Raises:
        ConfigError: it is not found.
    """
    name = override or scaffold.executable
    search = os.pathsep.join(
        p
        for p in (os.environ.get(SCAFFOLD_PATH_VARIABLE), os.environ.get("PATH", _BASE_PATH))
        if p
    )
    found = shutil.which(name, path=search)
    if found is None:
        raise ConfigError(
            f"scaffold executable {name!r} not found on {SCAFFOLD_PATH_VARIABLE} or PATH; "
            f"install it (scripts/setup.sh --dev puts Claude Code in .cache/npm/bin) or name "
            f"it with --executable"
        )
    return os.path.abspath(found)


def scrubbed_env(
    scaffold: Scaffold, run: RunContext, executable: str, pass_env: Sequence[str] = ()
) -> dict[str, str]:
    """The scaffold's whole environment: basics, its base URLs and dummy keys, its own
    variables, and the caller's variables named in `pass_env`; nothing else.

    Raises:
        ConfigError: a `pass_env` variable is unset.
    """
    folders = [os.path.dirname(executable)]
    node = shutil.which("node")
    if node:
        folders.append(os.path.dirname(node))
    env = {
        "PATH": os.pathsep.join(dict.fromkeys([*folders, *_BASE_PATH.split(":")])),
        "HOME": str(run.home),
        "USER": "agent",
        "LOGNAME": "agent",
        "SHELL": "/bin/bash",
        "LANG": "C.UTF-8",
        "LC_ALL": "C.UTF-8",
        "TERM": "dumb",
        "NO_COLOR": "1",
        "TMPDIR": str(run.home.parent / "tmp"),
        "NO_PROXY": "127.0.0.1,localhost",
    }
    env.update(common_env(run))
    env.update(scaffold.env(run))
    missing = [name for name in pass_env if name not in os.environ]
    if missing:
        raise ConfigError(f"--pass-env names unset variable(s): {', '.join(missing)}")
    env.update({name: os.environ[name] for name in pass_env})
    return env


_HIDDEN = ("/tmp", "/var/tmp", "/run", "/root", "/home")
"""Folders the sandbox replaces with empty ones: temporary files, sockets of system services
(a container engine's among them), and people's home folders with their credentials."""


def _prefix_of(program: str) -> Path:
    """The installation a program lives in: the common folder of its link and its target
    (`.../bin/tool` -> `.../lib/node_modules/pkg/bin/tool.js` gives `...`)."""
    link, target = Path(os.path.abspath(program)).parent, Path(program).resolve().parent
    return Path(os.path.commonpath([link, target]))


def _shown_again(executable: str, files: Sequence[str] = ()) -> list[Path]:
    """What the scaffold and the relay need from the hidden folders, outermost first.

    `files` are the command's own file arguments (a script the command runs, say): their
    folders are shown too, wherever the checkout lives (/tmp, /root...)."""
    node = shutil.which("node")
    needed = {
        _prefix_of(executable),
        _RELAY.resolve().parent,
        _prefix_of(sys.executable),
        Path(sys.base_prefix).resolve(),
        Path(sys.prefix).resolve(),
    }
    needed |= {Path(name).resolve().parent for name in files if Path(name).is_file()}
    if node:
        needed.add(_prefix_of(node).parent)
    hidden = [Path(folder) for folder in _HIDDEN]
    chosen = sorted(
        path
        for path in needed
        if any(path.is_relative_to(folder) and path != folder for folder in hidden)
    )
    return [
        path
        for n, path in enumerate(chosen)
        if not any(path.is_relative_to(outer) for outer in chosen[:n])
    ]


def bwrap_prefix(
    run_dir: Path,
    workdir: Path,
    executable: str,
    port: int,
    socket_path: Path,
    files: Sequence[str] = (),
) -> list[str]:
    """bubblewrap arguments that seal the scaffold and start the in-sandbox relay first."""
    prefix = ["bwrap", "--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc"]
    for folder in _HIDDEN:
        if Path(folder).is_dir() and not Path(folder).is_symlink():
            prefix += ["--tmpfs", folder]
    for path in _shown_again(executable, files):
        if not path.is_relative_to(run_dir):
            prefix += ["--ro-bind", str(path), str(path)]
    prefix += [
        "--bind",
        str(run_dir),
        str(run_dir),
        "--chdir",
        str(workdir),
        "--unshare-net",
        "--unshare-pid",
        "--unshare-ipc",
        "--unshare-uts",
        "--die-with-parent",
        "--new-session",
        "--",
        sys.executable,
        "-I",
        "-S",
        str(_RELAY),
        str(port),
        str(socket_path),
        "--",
    ]
    return prefix


def _tail(path: Path) -> str:
    try:
        data = path.read_bytes()
    except OSError:
        return ""
    return data[-_TAIL:].decode("utf-8", errors="replace")


def _kill(child: subprocess.Popen[bytes]) -> None:
    with contextlib.suppress(ProcessLookupError):
        os.killpg(child.pid, signal.SIGKILL)
    child.wait()


@dataclass(frozen=True)
class TurnPlace:
    """Where every turn of one scaffold run happens: the same for each of its turns."""

    env: dict[str, str]
    """The scrubbed environment of the process."""
    cwd: Path
    logs: Path
    """Each turn's stdout and stderr go here (turn-N.stdout, turn-N.stderr)."""
    timeout_s: float
    redact: Callable[[str], str]
    """Applied to each argv word the record keeps (hides the session token)."""


def run_turn(argv: list[str], index: int, place: TurnPlace) -> TurnRecord:
    """Run one turn's process to its end or its timeout; its output goes to `place.logs`.

    Raises:
        SandboxError: the process cannot start.
    """
    env, cwd, logs, redact = place.env, place.cwd, place.logs, place.redact
    out_path, err_path = logs / f"turn-{index}.stdout", logs / f"turn-{index}.stderr"
    started = time.perf_counter()
    with out_path.open("wb") as out, err_path.open("wb") as err:
        try:
            child = subprocess.Popen(
                argv,
                cwd=cwd,
                env=env,
                stdin=subprocess.DEVNULL,
                stdout=out,
                stderr=err,
                start_new_session=True,
            )
        except OSError as error:
            raise SandboxError(f"cannot start {argv[0]!r}: {error}") from error
        timed_out = False
        try:
            code: int | None = child.wait(timeout=place.timeout_s)
        except subprocess.TimeoutExpired:
            timed_out, code = True, None
            _kill(child)
        except BaseException:  # Ctrl-C: the scaffold must not outlive the run
            _kill(child)
            raise
    return TurnRecord(
        index=index,
        argv=tuple(redact(word) for word in argv),
        exit_code=code,
        timed_out=timed_out,
        duration_s=time.perf_counter() - started,
        stdout_tail=_tail(out_path),
        stderr_tail=_tail(err_path),
    )
