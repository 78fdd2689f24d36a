"""Run a real scaffold on an OctoBench instance, through the logging proxy, sealed.

One run: copy the instance's environment into a fresh temporary workspace, start a logging
proxy on 127.0.0.1 (its own random token, one session), start the scaffold in the workspace
with its API base URL pointed at that session, feed it the user turns one process at a time,
then normalize what the proxy recorded into the run's trajectory.

Isolation of the scaffold process (recorded in every `ScaffoldRun.isolation`):

    bwrap   bubblewrap: read-only root file system with /tmp, /var/tmp, /run, /root and
            /home emptied (the installations it needs shown again), the run folder
            (workspace and HOME) the only writable place; own network namespace, loopback only,
            joined to the proxy by a Unix-socket relay (`_scaffold_relay`), so the proxy is
            the one place it can connect to; own pid, IPC and UTS namespaces; killed with
            its parent.
    none    the scaffold runs as a plain child process in its own process group: scrubbed
            environment and temporary HOME only; the network is NOT contained (a scaffold
            may reach any host it knows of). `auto` falls back to this, loudly, without bwrap.

Either way the environment is scrubbed: nothing of the caller's environment reaches the
scaffold except PATH-like basics and the variables named in `pass_env`; it holds a dummy API
key only. A real provider key, if the upstream needs one, is read by the parent from
`upstream_key_env` and put on forwarded requests by the proxy's HTTP client (replacing the
dummy `x-api-key` or bearer token); it is never recorded, since the proxy records no headers.

What the scaffold does is data: a non-zero exit, a timeout, or no model call at all is
recorded in the run, not raised. A run that cannot start (no executable, bubblewrap required
but unusable) raises.
"""

from __future__ import annotations

import hashlib
import os
import secrets
import shutil
import tempfile
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Literal

import httpx
from pydantic import Field

from vibebench._frozen import FrozenModel
from vibebench.agents._io import read_trajectories
from vibebench.agents._log import ProxyLog
from vibebench.agents._models import ProxyCall, Trajectory
from vibebench.agents._normalize import normalize_session
from vibebench.agents._octobench import OctoInstance, walk_files
from vibebench.agents._proxy import LoggingProxy, ProxyConfig
from vibebench.agents._scaffold import RunContext, Scaffold, TurnContext
from vibebench.agents._scaffold_relay import HostRelay
from vibebench.agents._scaffold_sandbox import (
    Isolation,
    TurnPlace,
    TurnRecord,
    bwrap_prefix,
    choose_isolation,
    find_executable,
    run_turn,
    scrubbed_env,
)
from vibebench.errors import ConfigError, DatasetError
from vibebench.jsonl import read_jsonl_models, write_jsonl

__all__ = ["RunSettings", "ScaffoldRun", "read_runs", "run_scaffold", "save_run"]


class RunSettings(FrozenModel):
    """How scaffold runs are done and where they are recorded."""

    upstream: str = Field(pattern=r"^https?://")
    """The model API the proxy forwards to (a provider, or a local server)."""
    store: Path
    """Run store the proxy records calls in."""
    out_dir: Path
    """Where runs.jsonl, trajectories.jsonl and the scaffolds' logs go."""
    run_name: str = "agents"
    model: str | None = None
    """Model name the scaffold asks for (None: the scaffold's default)."""
    turn_timeout_s: float = Field(default=1800.0, gt=0)
    """Longest one user turn (one scaffold process) may take; OctoBench used 30 minutes."""
    idle_timeout_s: float = Field(default=300.0, gt=0)
    """Longest the proxy waits for the next byte from the upstream."""
    isolation: Literal["auto", "bwrap", "none"] = "auto"
    keep_workdir: bool = False
    """Keep the temporary workspace and HOME after the run (their path is recorded)."""
    pass_env: tuple[str, ...] = ()
    """Caller variables passed to the scaffold as they are (e.g. FACTORY_API_KEY for Droid)."""
    upstream_key_env: str | None = None
    """Variable holding the upstream's real key, put on forwarded requests by the proxy."""
    executable: str | None = None
    """The scaffold's executable, overriding the search on VIBEBENCH_SCAFFOLD_PATH and PATH."""


class ScaffoldRun(FrozenModel):
    """One run of one scaffold on one instance: what happened, and where it is recorded."""

    session: str
    """Proxy session of the run; also the trajectory's `meta.session_id`."""
    instance_id: str
    scaffold: str
    model: str | None = None
    rollout: int = 0
    isolation: Isolation
    turns: tuple[TurnRecord, ...]
    calls: int = 0
    """Model calls normalized into the trajectory."""
    side_calls: int = 0
    """Calls left out of the trajectory: without tools while the session's others had tools
    (title or quota queries), or not a messages API call (HEAD probes, token counting)."""
    changed_files: tuple[str, ...] = ()
    """Workspace files the run created, changed or deleted (`+`, `~`, `-` prefix)."""
    workdir: str | None = None
    """The kept run folder (`keep_workdir`), else None."""
    started_at: datetime
    duration_s: float
    notes: tuple[str, ...] = ()
    error: str | None = None
    """Why the run yielded no usable trajectory, or a turn failed."""


def _snapshot(root: Path) -> dict[str, str]:
    """Digest per workspace file (VCS and dependency folders left out; bounded)."""
    digests = {}
    for path in walk_files(root):
        try:
            digests[path.relative_to(root).as_posix()] = hashlib.sha256(
                path.read_bytes()
            ).hexdigest()
        except OSError:
            continue
    return digests


def _changes(before: dict[str, str], after: dict[str, str]) -> tuple[str, ...]:
    changed = [f"+{name}" for name in after if name not in before]
    changed += [f"~{name}" for name in after if name in before and before[name] != after[name]]
    changed += [f"-{name}" for name in before if name not in after]
    return tuple(sorted(changed, key=lambda item: item[1:]))


def _key_hook(key: str) -> Callable[[httpx.Request], None]:
    def put_key(request: httpx.Request) -> None:
        if "x-api-key" in request.headers:
            request.headers["x-api-key"] = key
        if request.headers.get("authorization", "").lower().startswith("bearer "):
            request.headers["authorization"] = f"Bearer {key}"

    return put_key


def _upstream_key(settings: RunSettings) -> str | None:
    if settings.upstream_key_env is None:
        return None
    key = os.environ.get(settings.upstream_key_env, "").strip()
    if not key:
        raise ConfigError(f"--upstream-key-env names {settings.upstream_key_env}, which is unset")
    return key


def _session_name(instance_id: str, scaffold: str, rollout: int) -> str:
    safe = "".join(c if c.isalnum() or c in "-_." else "_" for c in instance_id)[:80]
    return f"{safe}.{scaffold}.{rollout}.{secrets.token_hex(3)}"


def _trajectory(calls: list[ProxyCall]) -> tuple[Trajectory | None, int]:
    """The session's trajectory from its message calls, and how many calls were left out."""
    messages = [c for c in calls if c.api != "other" and isinstance(c.request, dict)]
    if any(c.request.get("tools") for c in messages):
        messages = [c for c in messages if c.request.get("tools")]
    if not messages:
        return None, len(calls)
    return normalize_session(messages), len(calls) - len(messages)


@contextmanager
def _run_folder(keep: bool) -> Iterator[Path]:
    folder = Path(tempfile.mkdtemp(prefix="vibebench-agent-"))
    try:
        yield folder
    finally:
        if not keep:
            shutil.rmtree(folder, ignore_errors=True)


def _prepare(folder: Path, instance: OctoInstance) -> tuple[Path, Path]:
    workdir, home = folder / "workspace", folder / "home"
    if instance.environment is not None:
        shutil.copytree(instance.environment, workdir, symlinks=True)
    else:
        workdir.mkdir()
    home.mkdir()
    (folder / "tmp").mkdir()
    (folder / "relay").mkdir()
    return workdir, home


def _write_files(home: Path, files: dict[str, str]) -> None:
    for relative, text in files.items():
        target = home / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")


def _notes(
    instance: OctoInstance, scaffold: Scaffold, isolation_notes: tuple[str, ...]
) -> tuple[str, ...]:
    notes = list(isolation_notes)
    if instance.sources.system_prompt and not scaffold.honours_system_prompt:
        notes.append(f"{scaffold.name} takes no system prompt: the instance's was not passed")
    if instance.environment is None and instance.image:
        notes.append(f"environment image {instance.image} not run: empty workspace")
    return tuple(notes)


def _run_error(turns: list[TurnRecord], trajectory: Trajectory | None) -> str | None:
    failed = [t for t in turns if t.timed_out or t.exit_code != 0]
    if trajectory is None:
        return "the scaffold made no model call through the proxy"
    if failed:
        first = failed[0]
        return (
            f"turn {first.index} timed out"
            if first.timed_out
            else f"turn {first.index} exited with status {first.exit_code}"
        )
    return None


def run_scaffold(
    instance: OctoInstance, scaffold: Scaffold, settings: RunSettings, *, rollout: int = 0
) -> tuple[ScaffoldRun, Trajectory | None]:
    """Run `scaffold` on `instance` once; the run record and its trajectory (None: no call).

    Raises:
        ConfigError: the executable is not found, or a named variable is unset.
        SandboxError: bubblewrap is required but unusable, or the process cannot start.
        StoreError: the run store cannot be opened.
    """
    executable = find_executable(scaffold, settings.executable)
    isolation, isolation_notes = choose_isolation(settings.isolation)
    upstream_key = _upstream_key(settings)
    session = _session_name(instance.instance_id, scaffold.name, rollout)
    logs = settings.out_dir / "logs" / session
    logs.mkdir(parents=True, exist_ok=True)
    token = secrets.token_urlsafe(16)
    started_at, started = datetime.now(UTC), time.perf_counter()
    with ExitStack() as stack:
        folder = stack.enter_context(_run_folder(settings.keep_workdir))
        workdir, home = _prepare(folder, instance)
        log = ProxyLog.open(settings.store, settings.run_name)
        stack.callback(log.close)
        proxy = stack.enter_context(
            LoggingProxy(
                ProxyConfig(
                    upstream=settings.upstream,
                    token=token,
                    idle_timeout_s=settings.idle_timeout_s,
                    timeout_s=settings.turn_timeout_s,
                ),
                log,
            )
        )
        if upstream_key is not None:
            proxy.client.event_hooks = {"request": [_key_hook(upstream_key)], "response": []}
        port = int(proxy.url.rsplit(":", 1)[1])
        run = RunContext(
            base_url=f"http://127.0.0.1:{port}/t/{token}/s/{session}",
            home=home,
            workdir=workdir,
            session=session,
            session_uuid=str(uuid.uuid4()),
            model=settings.model,
            system_prompt=instance.sources.system_prompt,
        )
        _write_files(home, scaffold.files(run))
        env = scrubbed_env(scaffold, run, executable, settings.pass_env)
        prefix: list[str] = []
        if isolation == "bwrap":
            socket_path = folder / "relay" / "proxy.sock"
            stack.enter_context(HostRelay(socket_path, "127.0.0.1", port))
            probe = scaffold.command(run, TurnContext(0, ""), executable)
            prefix = bwrap_prefix(folder, workdir, executable, port, socket_path, probe[1:])
        before = _snapshot(workdir)
        place = TurnPlace(
            env, workdir, logs, settings.turn_timeout_s, lambda word: word.replace(token, "***")
        )
        turns = [
            run_turn(
                [*prefix, *scaffold.command(run, TurnContext(i, query), executable)], i, place
            )
            for i, query in enumerate(instance.sources.user_queries)
        ]
        changed = _changes(before, _snapshot(workdir))
        calls = log.calls(session)
    trajectory, side_calls = _trajectory(calls)
    record = ScaffoldRun(
        session=session,
        instance_id=instance.instance_id,
        scaffold=scaffold.name,
        model=settings.model,
        rollout=rollout,
        isolation=isolation,
        turns=tuple(turns),
        calls=trajectory.meta.calls if trajectory else 0,
        side_calls=side_calls,
        changed_files=changed,
        workdir=str(folder) if settings.keep_workdir else None,
        started_at=started_at,
        duration_s=time.perf_counter() - started,
        notes=_notes(instance, scaffold, isolation_notes),
        error=_run_error(turns, trajectory),
    )
    return record, trajectory


def save_run(out_dir: Path, record: ScaffoldRun, trajectory: Trajectory | None) -> None:
    """Append the run to OUT/runs.jsonl and its trajectory to OUT/trajectories.jsonl."""
    out_dir.mkdir(parents=True, exist_ok=True)
    write_jsonl(out_dir / "runs.jsonl", [record], append=True)
    if trajectory is not None:
        write_jsonl(out_dir / "trajectories.jsonl", [trajectory], append=True)


def read_runs(out_dir: Path) -> tuple[list[ScaffoldRun], dict[str, Trajectory]]:
    """The runs saved in `out_dir` and their trajectories by session.

    Raises:
        DatasetError: no runs.jsonl there, or a malformed line.
    """
    if not (out_dir / "runs.jsonl").is_file():
        raise DatasetError(
            "no runs.jsonl here: run some first (vibebench agents run)", path=str(out_dir)
        )
    runs = read_jsonl_models(out_dir / "runs.jsonl", ScaffoldRun, what="scaffold run")
    found = out_dir / "trajectories.jsonl"
    trajectories = read_trajectories(found) if found.is_file() else []
    return runs, {t.meta.session_id: t for t in trajectories}
