"""The store's SQLite schema, its version, and how a connection is opened and checked.

Durability choice: WAL with `synchronous=NORMAL`. In WAL mode NORMAL never corrupts the
database and keeps every committed transaction across a crash or SIGKILL of the process (the
commit is in the WAL file the moment COMMIT returns); only a power loss or OS crash may drop
the last few commits, which a resume simply recomputes. FULL would fsync on every commit, which
costs far more than the work the store guards (a model call) is worth re-doing after a power
cut. `RunStore.open(path, synchronous="FULL")` is there for anyone who disagrees.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Literal

from vibebench.errors import StoreError

SCHEMA_VERSION = 5
"""Bumped on every schema change; stored in `PRAGMA user_version`. Older versions listed in
`_MIGRATIONS` are upgraded in place when opened; newer ones are refused."""

APPLICATION_ID = 0x56494245
"""`PRAGMA application_id` of a vibebench store ("VIBE"), so a foreign database is refused."""

Synchronous = Literal["NORMAL", "FULL"]

KEY_COLUMNS = ("run_id", "model", "task_id", "setting", "k", "sample")
"""The columns of a `SampleKey`, in order."""

_KEY_DDL = """
    run_id TEXT NOT NULL REFERENCES runs(run_id) ON DELETE CASCADE,
    model TEXT NOT NULL,
    task_id TEXT NOT NULL,
    setting TEXT NOT NULL,
    k INTEGER NOT NULL CHECK (k >= 0),
    sample INTEGER NOT NULL CHECK (sample >= 0),"""

_DDL = f"""
CREATE TABLE runs (
    run_id TEXT PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL,
    config TEXT NOT NULL,
    vibebench_version TEXT NOT NULL,
    environment TEXT NOT NULL DEFAULT '[]'
);
CREATE TABLE generations (
    id INTEGER PRIMARY KEY,{_KEY_DDL}
    turn INTEGER NOT NULL CHECK (turn >= 0),
    final INTEGER NOT NULL CHECK (final IN (0, 1)),
    messages TEXT NOT NULL,
    response TEXT,
    usage TEXT,
    latency_s REAL,
    error TEXT,
    created_at TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'ok',
    finish_reason TEXT,
    http_status INTEGER,
    provider_message TEXT,
    UNIQUE (run_id, model, task_id, setting, k, sample, turn)
);
CREATE TABLE extractions (
    id INTEGER PRIMARY KEY,{_KEY_DDL}
    code TEXT,
    method TEXT NOT NULL,
    error TEXT,
    created_at TEXT NOT NULL,
    UNIQUE (run_id, model, task_id, setting, k, sample)
);
CREATE TABLE verdicts (
    id INTEGER PRIMARY KEY,{_KEY_DDL}
    instruction_id TEXT NOT NULL,
    position INTEGER NOT NULL CHECK (position >= 0),
    params TEXT NOT NULL,
    passed INTEGER NOT NULL CHECK (passed IN (0, 1)),
    diagnostics TEXT NOT NULL,
    error TEXT,
    created_at TEXT NOT NULL,
    CHECK (error IS NULL OR passed = 0),
    UNIQUE (run_id, model, task_id, setting, k, sample, instruction_id, position)
);
CREATE TABLE executions (
    id INTEGER PRIMARY KEY,{_KEY_DDL}
    passed INTEGER NOT NULL CHECK (passed IN (0, 1)),
    status TEXT NOT NULL,
    tests TEXT NOT NULL,
    duration_s REAL,
    isolation TEXT NOT NULL,
    error TEXT,
    created_at TEXT NOT NULL,
    message TEXT NOT NULL DEFAULT '',
    cpu_s REAL,
    machine_busy INTEGER NOT NULL DEFAULT 0,
    memory_bound TEXT NOT NULL DEFAULT '',
    flags TEXT NOT NULL DEFAULT '[]',
    CHECK (error IS NULL OR passed = 0),
    UNIQUE (run_id, model, task_id, setting, k, sample)
);
CREATE TABLE plans (
    run_id TEXT NOT NULL REFERENCES runs(run_id) ON DELETE CASCADE,
    model TEXT NOT NULL,
    samples INTEGER NOT NULL CHECK (samples >= 0),
    created_at TEXT NOT NULL,
    PRIMARY KEY (run_id, model)
);
CREATE TABLE task_benchmarks (
    run_id TEXT NOT NULL REFERENCES runs(run_id) ON DELETE CASCADE,
    task_id TEXT NOT NULL,
    benchmark TEXT NOT NULL,
    PRIMARY KEY (run_id, task_id)
);
"""

_MIGRATIONS: dict[int, tuple[str, ...]] = {
    1: (
        # The generation outcome columns go last, as in a new store, so rows read alike.
        "ALTER TABLE generations ADD COLUMN status TEXT NOT NULL DEFAULT 'ok'",
        "ALTER TABLE generations ADD COLUMN finish_reason TEXT",
        "ALTER TABLE generations ADD COLUMN http_status INTEGER",
        "ALTER TABLE generations ADD COLUMN provider_message TEXT",
        "UPDATE generations SET status = 'error' WHERE error IS NOT NULL",
        """CREATE TABLE plans (
            run_id TEXT NOT NULL REFERENCES runs(run_id) ON DELETE CASCADE,
            model TEXT NOT NULL,
            samples INTEGER NOT NULL CHECK (samples >= 0),
            created_at TEXT NOT NULL,
            PRIMARY KEY (run_id, model)
        )""",
    ),
    2: (
        # What the sealed sandbox reports beyond the status: why, CPU, quotas, hack flags.
        "ALTER TABLE executions ADD COLUMN message TEXT NOT NULL DEFAULT ''",
        "ALTER TABLE executions ADD COLUMN cpu_s REAL",
        "ALTER TABLE executions ADD COLUMN machine_busy INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE executions ADD COLUMN memory_bound TEXT NOT NULL DEFAULT ''",
        "ALTER TABLE executions ADD COLUMN flags TEXT NOT NULL DEFAULT '[]'",
    ),
    3: (
        # The versions a run was written with (vibebench, Python, Ruff), for its report.
        "ALTER TABLE runs ADD COLUMN environment TEXT NOT NULL DEFAULT '[]'",
    ),
    4: (
        # Which benchmark each task of a run came from, so results keep benchmarks apart.
        """CREATE TABLE IF NOT EXISTS task_benchmarks (
    run_id TEXT NOT NULL REFERENCES runs(run_id) ON DELETE CASCADE,
    task_id TEXT NOT NULL,
    benchmark TEXT NOT NULL,
    PRIMARY KEY (run_id, task_id)
)""",
    ),
}
"""Statements that upgrade a store of version N to N + 1, run in one transaction."""

TABLES = ("runs", "generations", "extractions", "verdicts", "executions")


def connect(
    path: Path, *, synchronous: Synchronous = "NORMAL", create: bool = True
) -> sqlite3.Connection:
    """Open `path` as a vibebench store, creating the schema in a new or empty file.

    Raises:
        StoreError: the file is missing (with create=False), is not a SQLite database, belongs
            to another application, or has a schema version this vibebench does not know.
    """
    if not create and not path.is_file():
        raise StoreError(f"{path}: no run store at this path")
    try:
        connection = sqlite3.connect(
            path, isolation_level=None, check_same_thread=False, timeout=30.0
        )
    except sqlite3.Error as exc:
        raise StoreError(f"{path}: cannot open the run store ({exc})") from exc
    try:
        _prepare(connection, path, synchronous)
    except sqlite3.DatabaseError as exc:
        connection.close()
        raise StoreError(f"{path}: not a readable SQLite run store ({exc})") from exc
    except StoreError:
        connection.close()
        raise
    return connection


def _prepare(connection: sqlite3.Connection, path: Path, synchronous: Synchronous) -> None:
    # Identify the file before changing anything, so a foreign database is left as it was.
    # The first read parses the header: a file that is not a database fails right here.
    connection.execute("PRAGMA busy_timeout = 30000")
    if _read_state(connection) == (0, 0, 0):
        _enable_wal(connection)
        _create_schema(connection, path)
    else:
        _check_existing(path, *_read_state(connection)[:2])
        _enable_wal(connection)
        if _read_state(connection)[0] < SCHEMA_VERSION:
            _migrate(connection, path)
    connection.execute(f"PRAGMA synchronous = {synchronous}")
    connection.execute("PRAGMA foreign_keys = ON")


def _read_state(connection: sqlite3.Connection) -> tuple[int, int, int]:
    version = connection.execute("PRAGMA user_version").fetchone()[0]
    application = connection.execute("PRAGMA application_id").fetchone()[0]
    objects = connection.execute("SELECT count(*) FROM sqlite_schema").fetchone()[0]
    return int(version), int(application), int(objects)


def _enable_wal(connection: sqlite3.Connection) -> None:
    mode = connection.execute("PRAGMA journal_mode = WAL").fetchone()[0]
    if str(mode).lower() != "wal":
        raise StoreError(f"the run store needs WAL journaling, SQLite gave {mode!r}")


def _create_schema(connection: sqlite3.Connection, path: Path) -> None:
    connection.execute("BEGIN IMMEDIATE")
    try:
        state = _read_state(connection)  # another process may have created it meanwhile
        if state == (0, 0, 0):
            for statement in _DDL.split(";"):
                if statement.strip():
                    connection.execute(statement)
            connection.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        else:
            _check_existing(path, *state[:2])
        connection.execute("COMMIT")
    except BaseException:
        connection.execute("ROLLBACK")
        raise


def _migrate(connection: sqlite3.Connection, path: Path) -> None:
    """Upgrade an older store in place, one version at a time, all in one transaction.

    Another process may be upgrading the same file: the version is read again once the
    write lock is held, so the statements run exactly once.
    """
    try:
        connection.execute("BEGIN IMMEDIATE")
    except sqlite3.Error as exc:
        raise StoreError(f"{path}: cannot upgrade the run store ({exc})") from exc
    try:
        version = _read_state(connection)[0]
        while version < SCHEMA_VERSION:
            for statement in _MIGRATIONS[version]:
                connection.execute(statement)
            version += 1
        connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        connection.execute("COMMIT")
    except BaseException:
        connection.execute("ROLLBACK")
        raise


def _check_existing(path: Path, version: int, application: int) -> None:
    if application != APPLICATION_ID:
        raise StoreError(f"{path}: a SQLite database, but not a vibebench run store")
    if version in _MIGRATIONS:
        return
    if version != SCHEMA_VERSION:
        raise StoreError(
            f"{path}: run store schema version {version} is not supported by this vibebench "
            f"(it reads version {SCHEMA_VERSION}); use the vibebench version that wrote it"
        )
