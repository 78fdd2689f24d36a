"""The proxy's call log: one table in the run store's SQLite file.

The run store has no generic table API, so this module keeps its own table, `proxy_calls`, in
the same file: the store is opened through `RunStore` first (which creates or checks the
schema and the application id, and registers the proxy run in `runs`), then this module
adds its table with CREATE TABLE IF NOT EXISTS. Store readers ignore tables they do not know,
so the file stays a valid run store, and `runs` lists the proxy session set like any run.

Each call is committed as it finishes (WAL, one short transaction), so a proxy killed in the
middle of an agent session keeps every call it had answered. API keys are never recorded:
only bodies are stored, headers are not.
"""

from __future__ import annotations

import json
import sqlite3
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from vibebench.agents._models import ProxyCall
from vibebench.errors import StoreError
from vibebench.store import LockedConnection, RunStore

__all__ = ["PROXY_RUN_CONFIG", "ProxyLog"]

PROXY_RUN_CONFIG = {"kind": "agent-proxy"}
"""The config of proxy runs in `runs`: one run name may collect many sessions."""

_DDL = """
CREATE TABLE IF NOT EXISTS proxy_calls (
    id INTEGER PRIMARY KEY,
    run_id TEXT NOT NULL REFERENCES runs(run_id) ON DELETE CASCADE,
    session_id TEXT NOT NULL,
    seq INTEGER NOT NULL CHECK (seq >= 0),
    api TEXT NOT NULL,
    path TEXT NOT NULL,
    upstream TEXT NOT NULL,
    request TEXT NOT NULL,
    status INTEGER,
    response TEXT,
    error TEXT,
    latency_s REAL,
    created_at TEXT NOT NULL,
    UNIQUE (run_id, session_id, seq)
)
"""


def _encode(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


class ProxyLog(LockedConnection):
    """Append and read the calls of one proxy run; thread-safe (the proxy serves threads)."""

    _label = "proxy log "

    def __init__(self, path: Path, run_id: str, connection: sqlite3.Connection) -> None:
        """Use `ProxyLog.open`; this wraps an already prepared connection."""
        super().__init__(path, connection)
        self.run_id = run_id

    @classmethod
    def open(cls, path: str | Path, run_name: str, *, create: bool = True) -> ProxyLog:
        """Open the log of run `run_name` in the store at `path`.

        Raises:
            StoreError: not a run store, or (create=False) no such store or run.
        """
        resolved = Path(path)
        with RunStore.open(resolved, create=create) as store:
            if create:
                run_id = store.create_or_get_run(run_name, PROXY_RUN_CONFIG)
            else:
                found = store.find_run(run_name)
                if found is None:
                    raise StoreError(f"{resolved}: no run named {run_name!r}")
                run_id = found.run_id
        try:
            connection = sqlite3.connect(
                resolved, isolation_level=None, check_same_thread=False, timeout=30.0
            )
            connection.execute("PRAGMA busy_timeout = 30000")
            connection.execute(_DDL)
        except sqlite3.Error as err:
            raise StoreError(f"{resolved}: cannot prepare the proxy call table ({err})") from err
        return cls(resolved, run_id, connection)

    def record(self, call: ProxyCall, upstream: str) -> ProxyCall:
        """Append a call as the next of its session; returns it with its `seq` assigned."""
        created = call.created_at or datetime.now(UTC)
        with self._transaction() as connection:
            (last,) = connection.execute(
                "SELECT max(seq) FROM proxy_calls WHERE run_id = ? AND session_id = ?",
                (self.run_id, call.session_id),
            ).fetchone()
            seq = 0 if last is None else int(last) + 1
            connection.execute(
                "INSERT INTO proxy_calls (run_id, session_id, seq, api, path, upstream, request,"
                " status, response, error, latency_s, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    self.run_id,
                    call.session_id,
                    seq,
                    call.api,
                    call.path,
                    upstream,
                    _encode(call.request),
                    call.status,
                    None if call.response is None else _encode(call.response),
                    call.error,
                    call.latency_s,
                    created.isoformat(),
                ),
            )
        return call.model_copy(update={"seq": seq, "created_at": created})

    def sessions(self) -> list[str]:
        """Session ids of this run, in order of their first call."""
        rows = self._query(
            "SELECT session_id FROM proxy_calls WHERE run_id = ? GROUP BY session_id "
            "ORDER BY min(id)",
            (self.run_id,),
        )
        return [str(row[0]) for row in rows]

    def calls(self, session_id: str) -> list[ProxyCall]:
        """Every call of a session, in order."""
        rows = self._query(
            "SELECT session_id, seq, api, path, request, status, response, error, latency_s, "
            "created_at FROM proxy_calls WHERE run_id = ? AND session_id = ? ORDER BY seq",
            (self.run_id, session_id),
        )
        return [
            ProxyCall(
                session_id=row[0],
                seq=row[1],
                api=row[2],
                path=row[3],
                request=json.loads(row[4]),
                status=row[5],
                response=None if row[6] is None else json.loads(row[6]),
                error=row[7],
                latency_s=row[8],
                created_at=datetime.fromisoformat(row[9]),
            )
            for row in rows
        ]
