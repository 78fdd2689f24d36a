"""One Ruff run for a whole batch of responses, every diagnostic mapped back to its check.

Layout under a fresh temporary ROOT:

    ROOT/ruff.toml                 selects nothing; stops Ruff reading any config above ROOT
    ROOT/c<k>/ruff.toml            one folder per distinct configuration text
    ROOT/c<k>/r<i>_<g>.py          response i's code for its group g (see _config.py)

Folders are keyed by configuration text rather than by response: responses whose groups
need the same ruff.toml share it, which writes far fewer files than one folder per response
and changes nothing for Ruff, which resolves the nearest ruff.toml for every file. The file
name carries the response and group, so attribution never depends on how Ruff prints paths.
"""

from __future__ import annotations

import atexit
import json
import logging
import os
import re
import shutil
import subprocess
import tempfile
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from vibebench.verify._config import ConfigRenderer, RuffGroup
from vibebench.verify._models import Diagnostic
from vibebench.verify._ruff import ruff_binary

__all__ = [
    "RuffBatch",
    "RuffOutcome",
    "default_workdir",
    "reap_removals",
    "remove_tree_later",
    "ruff_environment",
]

logger = logging.getLogger(__name__)

ROOT_CONFIG = 'target-version = "py310"\nrespect-gitignore = false\n[lint]\nselect = []\n'
_FILE_NAME = re.compile(r"r(\d+)_(\d+)\.py$")
_MAX_CONFIG_RETRIES = 3
_ISORT_ACTION = re.compile(r"#(\s*(?:ruff:\s*)?)isort:")


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


@dataclass(frozen=True, slots=True)
class RuffOutcome:
    """What Ruff found for one unit: its diagnostics, or why it could not decide."""

    diagnostics: tuple[Diagnostic, ...] = ()
    error: str | None = None


_removals: list[tuple[subprocess.Popen[bytes], str]] = []
_removals_lock = threading.Lock()


@cache
def _rm_binary() -> str | None:
    return shutil.which("rm")


def remove_tree_later(path: str) -> None:
    """Delete a finished Ruff tree in a background `rm -rf`, so the caller does not wait.

    Why: deleting the thousands of small files of a batch took ~7% of the engine's time
    in the throughput benchmark, on the caller's thread, after every result was known.
    Removals are reaped at the next call and at interpreter exit; one that failed is
    logged and retried in-process. Without an `rm` binary the tree is deleted right away.
    """
    reap_removals()
    rm = _rm_binary()
    if rm is not None:
        try:
            process = subprocess.Popen(
                [rm, "-rf", "--", path],
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                start_new_session=True,  # Ctrl-C reaches the terminal's group, not the rm
            )
        except OSError as err:
            logger.warning("could not start rm for %s (%s); deleting in-process", path, err)
        else:
            with _removals_lock:
                _removals.append((process, path))
            return
    shutil.rmtree(path, ignore_errors=True)


def reap_removals(*, wait: bool = False) -> None:
    """Collect finished background removals (all of them with `wait`), retrying failures."""
    with _removals_lock:
        pending = list(_removals)
    for process, path in pending:
        status = process.wait() if wait else process.poll()
        if status is None:
            continue
        with _removals_lock:
            if (process, path) in _removals:
                _removals.remove((process, path))
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


def _write(path: str, text: str) -> None:
    """Write one small file with a single system call (pathlib's layers cost more here)."""
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        os.write(descriptor, text.encode("utf-8"))
    finally:
        os.close(descriptor)


def _write_tree(
    root: Path, groups: Sequence[RuffGroup], codes: dict[int, str]
) -> dict[tuple[int, int], tuple[RuffGroup, int]]:
    """Write ROOT and every group's file; (response, group number) -> (group, folder)."""
    base = str(root)
    _write(f"{base}/ruff.toml", ROOT_CONFIG)
    folders: dict[str, int] = {}
    per_response: dict[int, int] = {}
    placed: dict[tuple[int, int], tuple[RuffGroup, int]] = {}
    rendered: dict[tuple[str, ...], str] = {}
    renderer = ConfigRenderer()
    for group in groups:
        signature = tuple(sorted(unit.signature for unit in group.units))
        config = rendered.get(signature)
        if config is None:
            config = rendered[signature] = renderer.render(group)
        folder = folders.get(config)
        if folder is None:
            folder = folders[config] = len(folders)
            os.mkdir(f"{base}/c{folder}")
            _write(f"{base}/c{folder}/ruff.toml", config)
        number = per_response.get(group.response, 0)
        per_response[group.response] = number + 1
        code = _neutralise_directives(codes[group.response])
        _write(f"{base}/c{folder}/r{group.response}_{number}.py", code)
        placed[(group.response, number)] = (group, folder)
    return placed


def ruff_environment() -> dict[str, str]:
    """Ruff's environment: ours, with its thread pool one core smaller than the machine.

    Why: the engine compiles and runs the ast checks on one core while Ruff runs, and Ruff's
    work here is mostly per-folder configuration, which one thread does about as fast as
    two; on two cores, single-threaded Ruff runs beside the engine's work measured ~10%
    faster end to end than Ruff contending for both cores. RAYON_NUM_THREADS set by the
    user wins.
    """
    environment = dict(os.environ)
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:
        cores = os.cpu_count() or 2
    environment.setdefault("RAYON_NUM_THREADS", str(max(1, cores - 1)))
    return environment


def _start(root: Path, out_dir: Path) -> subprocess.Popen[bytes]:
    """Start Ruff over ROOT; its output goes to files so it never waits on a full pipe."""
    command = [ruff_binary(), "check", "--output-format", "json", "--no-cache",
               "--ignore-noqa", "--no-fix", str(root)]  # fmt: skip
    with (out_dir / "out.json").open("wb") as out, (out_dir / "err.txt").open("wb") as err:
        return subprocess.Popen(command, stdout=out, stderr=err, env=ruff_environment())


def _finish_run(
    process: subprocess.Popen[bytes] | None,
    out_dir: Path,
    timeout: float,
) -> tuple[list[dict[str, object]] | None, str]:
    """Wait for Ruff; the parsed JSON (None when Ruff failed) and why it failed."""
    if process is None:
        return None, "Ruff could not be started"
    try:
        status = process.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
        return None, f"Ruff did not finish within {timeout:g} s"
    stderr = (out_dir / "err.txt").read_bytes().decode("utf-8", "replace").strip()
    if status not in (0, 1):
        return None, f"Ruff exited with status {status}: {stderr[:2000]}"
    try:
        found = json.loads((out_dir / "out.json").read_bytes())
    except (json.JSONDecodeError, UnicodeDecodeError) as err:
        return None, f"Ruff's JSON output could not be read ({err}); stderr: {stderr[:500]}"
    if not isinstance(found, list):
        return None, "Ruff's JSON output is not a list of diagnostics"
    return found, ""


def _attribute(
    found: list[dict[str, object]],
    files: dict[tuple[int, int], RuffGroup],
    outcomes: dict[tuple[int, int], list[Diagnostic]],
) -> None:
    """Give each diagnostic to the unit that selected its code (to all, if none did)."""
    for item in found:
        match = _FILE_NAME.search(str(item.get("filename", "")))
        place = (int(match.group(1)), int(match.group(2))) if match else None
        group = files.get(place) if place is not None else None
        if group is None:
            logger.warning(
                "Ruff reported a file vibebench did not write: %s", item.get("filename")
            )
            continue
        location = item.get("location") or {}
        code = item.get("code")
        diagnostic = Diagnostic(
            rule=str(code) if code else "invalid-syntax",
            line=location.get("row") if isinstance(location, dict) else None,
            column=location.get("column") if isinstance(location, dict) else None,
            message=str(item.get("message", "")),
        )
        # Units of one folder select disjoint rule sets, so at most one owns the code.
        owner = next((unit for unit in group.units if code in unit.rules), None) if code else None
        for unit in [owner] if owner else group.units:
            outcomes[unit.key].append(diagnostic)


def _failed_folder(message: str, root: Path) -> int | None:
    """The config folder a Ruff failure names, so only that folder's checks fail."""
    match = re.search(re.escape(str(root)) + r"/c(\d+)/", message)
    return int(match.group(1)) if match else None


class RuffBatch:
    """ONE Ruff run over a batch, started at construction so the caller can work meanwhile.

    (The engine makes one RuffBatch per few hundred responses, so a large batch's first
    run starts while the rest of its tree is still being written.)

    A configuration Ruff rejects fails only the checks of its folder (the folder is removed
    and Ruff runs again, at most a few times); any other Ruff failure fails every unit with
    the error recorded. Nothing here ever turns into a pass by default.
    """

    def __init__(
        self,
        groups: Sequence[RuffGroup],
        codes: dict[int, str],
        *,
        timeout: float = 600.0,
        workdir: str | None = None,
    ) -> None:
        self._units = [unit for group in groups for unit in group.units]
        self._timeout = timeout
        self._tmp: str | None = None
        self._process: subprocess.Popen[bytes] | None = None
        self._start_error = ""
        if not self._units:
            return
        directory = workdir if workdir is not None else default_workdir()
        self._tmp = tempfile.mkdtemp(prefix="vibebench-ruff-", dir=directory)
        self._out = Path(self._tmp)
        self._root = self._out / "tree"
        try:
            self._root.mkdir()
            self._placed = _write_tree(self._root, groups, codes)
        except BaseException:
            self.close()
            raise
        try:
            self._process = _start(self._root, self._out)
        except OSError as err:
            self._start_error = f"Ruff could not be started: {err}"
        except BaseException:
            self.close()
            raise

    def collect(self) -> dict[tuple[int, int], RuffOutcome]:
        """Wait for Ruff and return an outcome for every unit of every group."""
        if not self._units:
            return {}
        try:
            return self._collect()
        finally:
            self.close()

    def _collect(self) -> dict[tuple[int, int], RuffOutcome]:
        errors: dict[tuple[int, int], str] = {}
        found, why = _finish_run(self._process, self._out, self._timeout)
        for _ in range(_MAX_CONFIG_RETRIES):
            broken = None if found is not None else _failed_folder(why, self._root)
            if broken is None:
                break
            shutil.rmtree(self._root / f"c{broken}")
            for group, folder in self._placed.values():
                if folder == broken:
                    errors.update({unit.key: why for unit in group.units})
            found, why = _finish_run(_start(self._root, self._out), self._out, self._timeout)
        if found is None:
            why = why or self._start_error
            return {unit.key: RuffOutcome(error=errors.get(unit.key, why)) for unit in self._units}
        outcomes: dict[tuple[int, int], list[Diagnostic]] = {unit.key: [] for unit in self._units}
        _attribute(found, {place: group for place, (group, _) in self._placed.items()}, outcomes)
        return {key: RuffOutcome(diagnostics=tuple(diagnostics), error=errors.get(key))
                for key, diagnostics in outcomes.items()}  # fmt: skip

    def close(self) -> None:
        """Stop Ruff if it still runs and have the temporary tree deleted."""
        if self._process is not None and self._process.poll() is None:
            self._process.kill()
            self._process.wait()
        if self._tmp is not None:
            remove_tree_later(self._tmp)
            self._tmp = None
