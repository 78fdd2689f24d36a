"""Ruff runs for a batch of responses, every diagnostic mapped back to its check.

Layout under a fresh temporary ROOT (folders and file names: _layout.py):

    ROOT/ruff.toml                     selects nothing; stops Ruff reading any config above
    ROOT/c<k>/ruff.toml                a bundle shared by many responses, or a private folder
    ROOT/c<k>/r<i>_<g>[.w<j>...].py    response i's code for its group g

One sample never changes another's verdict. Ruff can fail on a whole run because of one
file (a 2,000-term expression overflows its parser's stack and aborts the process), so:

- Ruff rejects a folder's ruff.toml: a private folder's checks fail with Ruff's message; a
  bundle is split into private folders first (so the message reaches only the checks that
  chose the bad setting). Ruff runs again without it.
- Any other failure (crash, signal, timeout, unreadable output): the run's responses are
  split in halves and each half runs again, down to single responses. A response that
  makes Ruff fail on its own gets an error saying why; every other one gets exactly the
  verdicts it gets when verified alone. If Ruff fails on a trivial file too (asked first,
  so a batch of one is never blamed for a broken Ruff), nothing can be decided: every
  check of the run fails with the error, its source `environment`.
- Ruff lints a file but reports that it could not (a panic, a read error): that file's
  checks fail with the message, never pass for want of diagnostics.
"""

from __future__ import annotations

import atexit
import contextlib
import json
import logging
import os
import re
import shutil
import signal
import subprocess
import tempfile
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from vibebench.verify._config import DEFAULT_TARGET_VERSION, ConfigRenderer, RuffGroup
from vibebench.verify._findings import Findings, RuffOutcome, attribute, file_errors
from vibebench.verify._layout import Folder, Layout, PlacedFile
from vibebench.verify._ruff import ruff_binary
from vibebench.verify._ruff_output import Row, concise_rows, json_rows

__all__ = [
    "RUFF_THREAD_STACK",
    "RuffBatch",
    "RuffOutcome",
    "default_workdir",
    "reap_removals",
    "remove_tree_later",
    "ruff_environment",
    "widest_line",
]

logger = logging.getLogger(__name__)

_ISORT_ACTION = re.compile(r"#(\s*(?:ruff:\s*)?)isort:")
_NOT_ONE_COLUMN = re.compile(r"[^\x20-\x7e\n]")
"""A character Ruff does not count as one column wide (a tab, a control character such as a
form feed, anything but ASCII): on code holding one, a line-length finding need not start
one column past the limit, so its line-length checks keep their own limit (_layout.py)."""
_PROBE_TIMEOUT = 60.0


def _root_config(target_version: str) -> str:
    return f'target-version = "{target_version}"\nrespect-gitignore = false\n[lint]\nselect = []\n'


def default_workdir() -> str | None:
    """Where the Ruff tree goes: $VIBEBENCH_TMPDIR, else /dev/shm when writable, else the
    system temp dir. Thousands of small files cost far less in RAM than on a slow disk."""
    chosen = os.environ.get("VIBEBENCH_TMPDIR")
    if chosen:
        return chosen
    shm = Path("/dev/shm")
    if shm.is_dir() and os.access(shm, os.W_OK | os.X_OK):
        return str(shm)
    return None


_removals: list[tuple[subprocess.Popen[bytes], tuple[str, ...]]] = []
_removals_lock = threading.Lock()


@cache
def _rm_binary() -> str | None:
    return shutil.which("rm")


def remove_tree_later(*paths: str) -> None:
    """Delete finished Ruff trees in one background `rm -rf`, so the caller does not wait
    (starting a process costs the caller ~2 ms: a batch's trees share one).

    Removals are reaped at the next call and at interpreter exit; one that failed is
    logged and retried in-process. Without an `rm` binary the trees are deleted right away.
    """
    reap_removals()
    rm = _rm_binary()
    if rm is not None:
        try:
            process = subprocess.Popen(
                [rm, "-rf", "--", *paths],
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                start_new_session=True,  # Ctrl-C reaches the terminal's group, not the rm
            )
        except OSError as err:
            logger.warning("could not start rm for %s (%s); deleting in-process", paths, err)
        else:
            with _removals_lock:
                _removals.append((process, paths))
            return
    for path in paths:
        shutil.rmtree(path, ignore_errors=True)


def reap_removals(*, wait: bool = False) -> None:
    """Collect finished background removals (all of them with `wait`), retrying failures."""
    with _removals_lock:
        pending = list(_removals)
    for process, paths in pending:
        status = process.wait() if wait else process.poll()
        if status is None:
            continue
        with _removals_lock:
            if (process, paths) in _removals:
                _removals.remove((process, paths))
        for path in paths:
            if status != 0 or os.path.exists(path):
                logger.warning("rm -rf %s exited with %s; deleting in-process", path, status)
                shutil.rmtree(path, ignore_errors=True)


atexit.register(reap_removals, wait=True)


def _neutralise_directives(code: str) -> str:
    """Disarm `# isort: skip_file` / `# isort: off` so they cannot hide an I001.

    `--ignore-noqa` covers noqa comments but not isort action comments. The replacement
    keeps every line's length, so line and column numbers stay true.
    """
    if "isort:" not in code:
        return code
    return _ISORT_ACTION.sub(lambda match: f"#{match.group(1)}isort ", code)


def widest_line(code: str) -> int | None:
    """The width Ruff gives the code's widest line, when every character is one column
    wide to it (printable ASCII and newlines); None for code holding any other character."""
    if _NOT_ONE_COLUMN.search(code) is not None:
        return None
    return max(map(len, code.split("\n")))


def _write(path: str, text: str) -> None:
    """Write one small file with a single system call (pathlib's layers cost more here)."""
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        os.write(descriptor, text.encode("utf-8"))
    finally:
        os.close(descriptor)


RUFF_THREAD_STACK = 16 << 20
"""Stack of each Ruff worker thread (RUST_MIN_STACK), in bytes. Rust's default of 2 MiB
overflows on valid code: the 2,000-term sum CPython still compiles aborts Ruff when a
worker thread parses it (whether one does depends on the other files of the run), so a
response's verdict would depend on its batch. 8 MiB is enough; the memory is reserved,
not used."""


def ruff_environment() -> dict[str, str]:
    """Ruff's environment: ours, with its thread pool one core smaller than the machine and
    deep enough stacks (RUFF_THREAD_STACK).

    Output is never coloured, whatever the user's terminal settings ask for.

    Why one core fewer: the engine compiles and runs the ast checks on one core while Ruff
    runs; on two cores, single-threaded Ruff beside the engine's work measured faster end
    to end than Ruff contending for both. RAYON_NUM_THREADS and RUST_MIN_STACK set by the
    user win.
    """
    environment = dict(os.environ)
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:
        cores = os.cpu_count() or 2
    environment.setdefault("RAYON_NUM_THREADS", str(max(1, cores - 1)))
    environment.setdefault("RUST_MIN_STACK", str(RUFF_THREAD_STACK))
    for forcing in ("CLICOLOR_FORCE", "FORCE_COLOR"):  # colour codes would garble the output
        environment.pop(forcing, None)
    environment["NO_COLOR"] = "1"
    return environment


def _command(targets: Sequence[str], *, as_json: bool = False) -> list[str]:
    """Ruff over `targets`: concise output (`_ruff_output.concise_rows`), or JSON when that
    could not be read. Nothing is fixable, so no line carries a fix marker (`[*]`)."""
    output = "json" if as_json else "concise"
    return [ruff_binary(), "check", "--output-format", output, "--unfixable", "ALL",
            "--no-cache", "--ignore-noqa", "--no-fix", *targets]  # fmt: skip


def _launch(
    targets: Sequence[str], out: Path, err: Path, cwd: Path | None = None, *, as_json: bool = False
) -> subprocess.Popen[bytes]:
    """Start Ruff; its output goes to files so it never waits on a full pipe."""
    with out.open("wb") as stdout, err.open("wb") as stderr:
        return subprocess.Popen(
            _command(targets, as_json=as_json), stdout=stdout, stderr=stderr,
            env=ruff_environment(), cwd=cwd,
        )  # fmt: skip


def _start(root: Path, out: Path, err: Path, *, as_json: bool = False) -> subprocess.Popen[bytes]:
    """Start Ruff over the whole tree at ROOT."""
    return _launch([str(root)], out, err, as_json=as_json)


@dataclass(slots=True)
class _Run:
    """One Ruff process over some of the batch's files."""

    files: list[PlacedFile]
    out: Path
    err: Path
    whole: bool
    """Over the whole tree (started by `_start`), or over the listed files."""
    process: subprocess.Popen[bytes] | None = None
    start_error: str = ""
    as_json: bool = False
    """Whether Ruff writes JSON (the second try, when its concise output could not be read)."""


def _exit_reason(status: int) -> str:
    """`Ruff exited with status 2`, or `Ruff was killed by SIGABRT (status -6)`."""
    if status < 0:
        try:
            name = signal.Signals(-status).name
        except ValueError:
            name = f"signal {-status}"
        return f"Ruff was killed by {name} (status {status})"
    return f"Ruff exited with status {status}"


def _failed_folder(message: str, root: Path) -> int | None:
    """The config folder a Ruff failure names, so only that folder's checks fail."""
    match = re.search(re.escape(str(root)) + r"/c(\d+)/ruff\.toml", message)
    return int(match.group(1)) if match else None


class RuffBatch:
    """The Ruff runs of one batch, the first started at construction so the caller can work
    meanwhile; `collect` waits, isolates failures (module docstring) and maps the findings.

    Nothing here ever turns into a pass by default.
    """

    def __init__(
        self,
        groups: Sequence[RuffGroup],
        codes: dict[int, str],
        *,
        timeout: float = 600.0,
        workdir: str | None = None,
        target_version: str = DEFAULT_TARGET_VERSION,
        removals: list[str] | None = None,
    ) -> None:
        """`removals`: where `close` puts the tree's path for the caller to remove with its
        other batches' trees (by default it has it removed itself)."""
        self._timeout = timeout
        self._removals = removals
        self._codes = codes
        self._tmp: str | None = None
        self._runs = 0
        self._probe: str | None = None
        self._renderer = ConfigRenderer(target_version)
        self._layout = Layout(self._renderer, ())
        self._paths: dict[int, str] = {}
        """Response -> the file its code was first written to (later copies link to it)."""
        self._target_version = target_version
        self._files: list[PlacedFile] = []
        self._first: _Run | None = None
        self._processes: list[subprocess.Popen[bytes]] = []
        if not groups:
            return
        directory = workdir if workdir is not None else default_workdir()
        self._tmp = tempfile.mkdtemp(prefix="vibebench-ruff-", dir=directory)
        self._out = Path(self._tmp)
        self._root = self._out / "tree"
        try:
            self._root.mkdir()
            self._files = self._write_tree(groups)
        except BaseException:
            self.close()
            raise
        try:
            self._first = self._whole(self._files)
        except BaseException:
            self.close()
            raise

    def _write_tree(self, groups: Sequence[RuffGroup]) -> list[PlacedFile]:
        """Place every check, write every used folder's ruff.toml, then the code."""
        base = str(self._root)
        _write(f"{base}/ruff.toml", _root_config(self._target_version))
        own_lines = frozenset(
            number
            for number, code in self._codes.items()
            if "://" in code or _NOT_ONE_COLUMN.search(code) is not None
        )
        self._layout = layout = Layout(self._renderer, groups, own_lines)
        used = {placed.folder.number for placed in layout.files}
        for folder in layout.folders:
            if folder.number in used:
                os.mkdir(f"{base}/c{folder.number}")
                _write(f"{base}/c{folder.number}/ruff.toml", folder.config)
        for placed in layout.files:
            self._write_code(placed)
        return layout.files

    def _write_code(self, placed: PlacedFile) -> None:
        """The response's code at `placed.path`: written once, hard-linked after that."""
        path = f"{self._root}/{placed.path}"
        first = self._paths.get(placed.response)
        if first is not None:
            try:
                os.link(first, path)
            except OSError:
                pass
            else:
                return
        _write(path, _neutralise_directives(self._codes[placed.response]))
        self._paths[placed.response] = path

    def finished(self) -> bool:
        """Whether the first Ruff run is over, so `collect` would not wait for it (it may
        still run Ruff again to isolate a failure)."""
        first = self._first
        return first is None or first.process is None or first.process.poll() is not None

    def collect(self) -> dict[tuple[int, int], RuffOutcome]:
        """Wait for Ruff and return an outcome for every unit of every group."""
        if self._first is None:
            return {}
        try:
            findings = Findings({u.key: [] for f in self._files for u in f.group.units})
            self._settle(self._first, findings)
        finally:
            self.close()
        return findings.outcomes()

    def _finish(self, run: _Run, timeout: float) -> tuple[list[Row] | None, str]:
        """Wait for one run: what Ruff found (None when it failed) and its stderr, or why it
        failed. Concise output that cannot be read is asked for again as JSON."""
        process = run.process
        if process is None:
            return None, run.start_error or "Ruff could not be started"
        status = _wait_or_kill(process, timeout)
        if status is None:
            return None, f"Ruff did not finish within {timeout:g} s"
        stderr = run.err.read_bytes().decode("utf-8", "replace").strip()
        if status not in (0, 1):
            return None, f"{_exit_reason(status)}: {stderr[:2000]}"
        if not run.as_json:
            found = concise_rows(run.out.read_bytes().decode("utf-8", "replace"))
            if found is None:
                logger.info("Ruff's concise output could not be read; running it for JSON")
                return self._finish(self._again(run, as_json=True), timeout)
            return found, stderr
        try:
            found = json_rows(json.loads(run.out.read_bytes()))
        except (json.JSONDecodeError, UnicodeDecodeError) as err:
            return None, f"Ruff's JSON output could not be read ({err}); stderr: {stderr[:500]}"
        if found is None:
            return None, "Ruff's JSON output is not a list of diagnostics"
        return found, stderr

    def _settle(self, run: _Run, findings: Findings) -> None:
        """Decide every file of a run: attribute its findings, or isolate its failure."""
        found, said = self._finish(run, self._timeout)
        while found is None and self._config_rejected(said, run, findings):
            if not run.files:
                return
            run = self._again(run)
            found, said = self._finish(run, self._timeout)
        if found is None:
            self._isolate(run, said, findings)
            return
        attribute(found, run.files, findings)
        file_errors(said, run.files, findings)

    def _config_rejected(self, why: str, run: _Run, findings: Findings) -> bool:
        """Whether the failure was a folder's ruff.toml, now dealt with (see `_reject`)."""
        folder = _failed_folder(why, self._root)
        return folder is not None and self._reject(self._layout.folders[folder], why, run,
                                                   findings)  # fmt: skip

    def _isolate(self, run: _Run, why: str, findings: Findings) -> None:
        """Ruff failed on the run: find the responses it fails on, by halves."""
        responses = sorted({placed.response for placed in run.files})
        probe = self._ruff_fails_anyway()
        if probe is not None:
            why = f"{why} (Ruff fails on a trivial file too: {probe})"
            findings.fail(run.files, why, broken=True)
            return
        if len(responses) == 1:
            findings.fail(run.files, f"Ruff failed on this response on its own: {why}")
            return
        middle = responses[len(responses) // 2]
        halves = [
            self._start_part([placed for placed in run.files if placed.response < middle]),
            self._start_part([placed for placed in run.files if placed.response >= middle]),
        ]
        for half in halves:
            self._settle(half, findings)

    def _reject(self, folder: Folder, why: str, run: _Run, findings: Findings) -> bool:
        """Ruff rejected `folder`'s ruff.toml: give the bundle's checks files of their own,
        or fail a private folder's checks. False when the folder was dealt with already."""
        inside = [placed for placed in run.files if placed.folder is folder]
        if not inside:
            return False
        kept = [placed for placed in run.files if placed.folder is not folder]
        if folder.bundle:
            logger.warning("Ruff rejected the bundle's configuration; splitting it: %s", why)
            kept += [moved for placed in inside for moved in self._move_private(placed)]
        else:
            findings.fail(inside, why)
            self._layout.forget(folder)
        if run.whole:
            shutil.rmtree(self._root / f"c{folder.number}", ignore_errors=True)
        run.files[:] = kept
        return True

    def _move_private(self, placed: PlacedFile) -> list[PlacedFile]:
        """Each check of a bundle file in a file of its own (its private folder)."""
        moved = []
        for unit in placed.group.units:
            known = len(self._layout.folders)
            single = self._layout.into_private(RuffGroup(placed.response, [unit]))
            if single.folder.number >= known:
                os.mkdir(f"{self._root}/c{single.folder.number}")
                _write(f"{self._root}/c{single.folder.number}/ruff.toml", single.folder.config)
            self._write_code(single)
            moved.append(single)
        return moved

    def _again(self, run: _Run, *, as_json: bool = False) -> _Run:
        """The same run again: after a rejected folder was dealt with, or writing JSON when
        its concise output could not be read."""
        if not run.whole:
            return self._start_part(run.files, as_json=as_json)
        return self._whole(run.files, as_json=as_json)

    def _whole(self, files: list[PlacedFile], *, as_json: bool = False) -> _Run:
        """Start Ruff over the whole tree, for these files (output in out.txt or out.json)."""
        out = self._out / ("out.json" if as_json else "out.txt")
        run = _Run(files, out, self._out / "err.txt", True, as_json=as_json)
        try:
            run.process = self._track(_start(self._root, out, run.err, as_json=as_json))
        except OSError as err:
            run.start_error = f"Ruff could not be started: {err}"
        return run

    def _start_part(self, files: list[PlacedFile], *, as_json: bool = False) -> _Run:
        """Start Ruff on just these files (a part of a run that failed)."""
        self._runs += 1
        run = _Run(files, self._out / f"out{self._runs}.txt", self._out / f"err{self._runs}.txt",
                   False, as_json=as_json)  # fmt: skip
        targets = [placed.path for placed in files]
        try:
            launched = _launch(targets, run.out, run.err, cwd=self._root, as_json=as_json)
            run.process = self._track(launched)
        except OSError as err:
            run.start_error = f"Ruff could not be started: {err}"
        return run

    def _ruff_fails_anyway(self) -> str | None:
        """Why Ruff fails on a trivial file, or None when it works (checked once a batch)."""
        if self._probe is None:
            folder = self._out / "probe"
            folder.mkdir()
            _write(f"{folder}/ruff.toml", _root_config(self._target_version).replace(
                "select = []", 'select = ["E501"]'))  # fmt: skip
            _write(f"{folder}/ok.py", "x = 1\n")
            run = _Run([], self._out / "probe.out", self._out / "probe.txt", False)
            try:
                run.process = self._track(_launch([str(folder)], run.out, run.err))
            except OSError as err:
                run.start_error = f"Ruff could not be started: {err}"
            found, why = self._finish(run, min(self._timeout, _PROBE_TIMEOUT))
            self._probe = "" if found is not None else why
        return self._probe or None

    def _track(self, process: subprocess.Popen[bytes]) -> subprocess.Popen[bytes]:
        self._processes.append(process)
        return process

    def close(self) -> None:
        """Stop any Ruff process still running and have the temporary tree deleted (or
        handed to `removals`)."""
        for process in self._processes:
            if process.poll() is None:
                process.kill()
                process.wait()
        self._processes.clear()
        if self._tmp is not None:
            if self._removals is not None:
                self._removals.append(self._tmp)
            else:
                remove_tree_later(self._tmp)
            self._tmp = None


def _wait_or_kill(process: subprocess.Popen[bytes], timeout: float) -> int | None:
    """Ruff's exit status, or None when it ran past `timeout` and was killed.

    A blocking wait with a timer that kills, rather than `wait(timeout=...)`: CPython polls
    that one with sleeps growing to 50 ms, which overshoots a Ruff run of a few milliseconds
    (64 rewards waited up to twice their Ruff time: benchmarks/reward_latency.py).
    """
    expired = threading.Event()

    def kill() -> None:
        expired.set()
        with contextlib.suppress(OSError):
            process.kill()

    timer = threading.Timer(timeout, kill)
    timer.daemon = True
    timer.start()
    try:
        status = process.wait()
    finally:
        timer.cancel()
    return None if expired.is_set() else status
