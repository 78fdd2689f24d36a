"""Honest code strict mode once failed: each case follows its instruction and must pass.

A reward that fails compliant code teaches a policy to avoid good code, so every false
failure found by red-teaming strict mode stays here, beside an attempt that must still
fail (the route it must not reopen).
"""

from __future__ import annotations

from textwrap import dedent

import pytest

from vibebench import verify

HONEST = {
    # stop 48 final audit: an empty exception subclass whose wrapped comment says when it occurs (email.errors)
    "me_doc5_empty_subclass_with_a_wrapped_comment": ("doc_5", '''
        class HeaderDefect(ValueError):
            """Base class for a header defect."""

            def __init__(self, *args, **kw):
                super().__init__(*args, **kw)


        class ObsoleteHeaderDefect(HeaderDefect):
            """Header uses syntax declared obsolete by RFC 5322."""


        class NonASCIILocalPartDefect(HeaderDefect):
            """The local part contains non-ASCII characters."""
            # This defect only occurs during unicode parsing, not when
            # parsing messages decoded from binary.


        def check(local_part):
            if not local_part.isascii():
                return NonASCIILocalPartDefect(local_part)
            return None
    '''),
    # stop 48 third hunt and review: bit counts compared, tables of independent checks kept whole, validation errors returned in their own slot, a fixture muting logging for tests, with-bound library objects, runners that really call, tool pragmas, terse notes, warn of, afterwards, overloads typed None, traceback/dis writing to files, glob.escape
    "bits_table_labels_comp": ("logic_1", '''
        import enum


        class Health(enum.Flag):
            OK = 0
            DISK_LOW = enum.auto()
            MEM_HIGH = enum.auto()
            CPU_HOT = enum.auto()


        DISK_MIN_GB = 5
        MEM_MAX_PCT = 90
        CPU_MAX_C = 85


        def problems(disk_gb: float, mem_pct: float, cpu_c: float) -> list[str]:
            """Return the health problems of a machine."""
            checks = [
                (disk_gb < DISK_MIN_GB, "disk low"),
                (mem_pct > MEM_MAX_PCT, "memory high"),
                (cpu_c > CPU_MAX_C, "cpu hot"),
            ]
            return [flag for failed, flag in checks if failed]
    '''),
    "bits_flag_table_loop": ("logic_1", '''
        import enum


        class Health(enum.Flag):
            OK = 0
            DISK_LOW = enum.auto()
            MEM_HIGH = enum.auto()
            CPU_HOT = enum.auto()


        DISK_MIN_GB = 5
        MEM_MAX_PCT = 90
        CPU_MAX_C = 85


        def check(disk_gb: float, mem_pct: float, cpu_c: float) -> Health:
            """Return the health problems of a machine as flags."""
            problems = [
                (disk_gb < DISK_MIN_GB, Health.DISK_LOW),
                (mem_pct > MEM_MAX_PCT, Health.MEM_HIGH),
                (cpu_c > CPU_MAX_C, Health.CPU_HOT),
            ]
            health = Health.OK
            for failed, flag in problems:
                if failed:
                    health |= flag
            return health


        def summary(health: Health) -> str:
            """Return a one-line summary of the flags."""
            if not health:
                return "healthy"
            return ", ".join(member.name.lower() for member in Health if member and member in health)
    '''),
    "bits_flag_table_comp_l3": ("logic_3", '''
        import enum


        class Health(enum.Flag):
            OK = 0
            DISK_LOW = enum.auto()
            MEM_HIGH = enum.auto()
            CPU_HOT = enum.auto()


        DISK_MIN_GB = 5
        MEM_MAX_PCT = 90
        CPU_MAX_C = 85


        def problems(disk_gb: float, mem_pct: float, cpu_c: float) -> list[Health]:
            """Return the health problems of a machine."""
            checks = [
                (disk_gb < DISK_MIN_GB, Health.DISK_LOW),
                (mem_pct > MEM_MAX_PCT, Health.MEM_HIGH),
                (cpu_c > CPU_MAX_C, Health.CPU_HOT),
            ]
            return [flag for failed, flag in checks if failed]
    '''),
    "bits_at_most_one_bit_count": ("logic_1", '''
        def check_options(verbose, quiet, debug, path, retries, timeout):
            """Validate the command-line options."""
            chosen = int(verbose > 0) | int(quiet > 0) << 1 | int(debug > 0) << 2
            if chosen.bit_count() > 1:
                raise ValueError("choose one of --verbose, --quiet, --debug")
            if not path:
                raise ValueError("path is required")
            if retries < 0:
                raise ValueError("retries must be >= 0")
            if timeout <= 0:
                raise ValueError("timeout must be > 0")
            return chosen
    '''),
    "doc_pragma_nosec": ("doc_1", '''
        import sqlite3
        import subprocess
        from typing import Any

        # Table names come from a fixed allow-list, so formatting them into SQL
        # is safe; values still go through placeholders.
        TABLES = frozenset({"users", "orders"})


        def count_rows(conn: sqlite3.Connection, table: str, where: str = "1 = 1") -> int:  # noqa: S608
            """Return how many rows of ``table`` match the ``where`` clause."""
            if table not in TABLES:
                raise ValueError(f"unknown table {table!r}")
            return conn.execute(f"SELECT COUNT(*) FROM {table} WHERE {where}").fetchone()[0]  # nosec B608


        def export(conn: sqlite3.Connection, table: str, out: str, *, compress: bool = False) -> None:  # pylint: disable=too-many-arguments
            """Dump ``table`` with the sqlite3 shell, optionally gzipped."""
            command = ["sqlite3", "-csv", "app.db", f"SELECT * FROM {table}"]
            result = subprocess.run(command, capture_output=True, check=True, text=True)  # noqa: S603
            data: Any = result.stdout
            if compress:
                import gzip  # pylint: disable=import-outside-toplevel

                data = gzip.compress(data.encode("utf-8"))  # type: ignore[assignment]
            with open(out, "wb" if compress else "w") as handle:  # pyright: ignore[reportUnknownVariableType]
                handle.write(data)
    '''),
    "doc_pragma_isort": ("doc_1", '''
        """Entry point that must patch the environment before other imports."""

        import os

        # The locale has to be fixed before numpy or pandas read it.
        os.environ.setdefault("LC_ALL", "C.UTF-8")

        from collections.abc import Iterable  # isort: skip
        from myproject.reporting.summary import build_summary_table, render_markdown_table  # isort: skip


        def main(rows: Iterable[dict[str, float]]) -> str:
            """Build the summary table for ``rows``; render it as Markdown."""
            table = build_summary_table(list(rows))
            return render_markdown_table(table)
    '''),
    "doc_pragma_ty_pytype": ("doc_1", '''
        from dataclasses import dataclass
        from typing import Any


        @dataclass
        class Event:
            """A webhook event as delivered by the payment provider."""

            kind: str
            payload: dict[str, Any]


        def amount_of(event: Event) -> int:
            """Return the charged amount in cents, or 0 for other events."""
            # Only charge events carry an amount; refunds use a separate field.
            if event.kind != "charge.succeeded":
                return 0
            return event.payload["data"]["object"].amount_received  # ty: ignore[unresolved-attribute]


        def customer_of(event: Event) -> str | None:
            """Return the customer id attached to the event, if any."""
            obj = event.payload.get("data", {}).get("object")
            return obj.customer if obj is not None else None  # pytype: disable=attribute-error
    '''),
    "doc_pragma_noinspection": ("doc_1", '''
        import sqlite3


        def top_customers(conn: sqlite3.Connection, limit: int = 5) -> list[tuple[str, int]]:
            """Return the customers with the most orders, busiest first."""
            # The view is created by a migration the IDE does not know about.
            query = "SELECT name, order_count FROM customer_stats ORDER BY order_count DESC LIMIT ?"  # noinspection SqlResolve
            return conn.execute(query, (limit,)).fetchall()


        def purge(conn: sqlite3.Connection, days: int) -> int:
            """Delete orders older than ``days`` days and return how many."""
            with conn:
                cur = conn.execute("DELETE FROM orders WHERE created < date('now', ?)", (f"-{days} days",))  # skipcq: BAN-B608
            return cur.rowcount
    '''),
    "doc_warn_of": ("doc_2", '''
        import warnings
        from collections.abc import Mapping

        # Options that still work but will be removed in the next major release.
        DEPRECATED = {"colour": "color", "verbose_level": "verbosity"}


        def warn_deprecated(options: Mapping[str, object]) -> None:
            """Warn of deprecated options and name their replacements."""
            for old, new in DEPRECATED.items():
                if old in options:
                    warnings.warn(
                        f"option {old!r} is deprecated; use {new!r}",
                        DeprecationWarning,
                        stacklevel=3,
                    )


        def normalise(options: Mapping[str, object]) -> dict[str, object]:
            """Return a copy of the options with deprecated names replaced.

            A new name given alongside its old one wins.
            """
            warn_deprecated(options)
            result = {DEPRECATED.get(key, key): value for key, value in options.items()}
            result.update({key: value for key, value in options.items() if key in DEPRECATED.values()})
            return result
    '''),
    "doc_sort_column_in_place": ("doc_2", '''
        from dataclasses import dataclass, field


        @dataclass
        class Table:
            """A small in-memory table of rows keyed by column name."""

            columns: list[str]
            rows: list[list[object]] = field(default_factory=list)

            def column(self, name: str) -> list[object]:
                """Return the values of one column, top to bottom."""
                index = self.columns.index(name)
                return [row[index] for row in self.rows]

            def sort_column(self, name: str, *, reverse: bool = False) -> None:
                """Sort column in place, carrying the other cells along.

                Rows are reordered as a whole, so every row stays intact.
                """
                index = self.columns.index(name)
                self.rows.sort(key=lambda row: row[index], reverse=reverse)

            def add(self, *values: object) -> None:
                """Append a row; it must have one value per column."""
                if len(values) != len(self.columns):
                    raise ValueError(f"expected {len(self.columns)} values")
                self.rows.append(list(values))
    '''),
    "doc_afterwards": ("doc_2", '''
        import shutil
        import tempfile
        from pathlib import Path


        def build_archive(source: Path, target: Path) -> Path:
            """Zip ``source`` into ``target`` via a temporary staging folder.

            First, the files are copied to a scratch directory so that the
            archive never sees half-written files.
            """
            with tempfile.TemporaryDirectory() as scratch:
                staged = Path(scratch) / source.name
                shutil.copytree(source, staged)
                archive = shutil.make_archive(str(target), "zip", scratch)
            return Path(archive)


        def cleanup(paths: list[Path]) -> int:
            """Afterwards, remove the archives that were handed out.

            Missing files are ignored; the count covers removed ones only.
            """
            removed = 0
            for path in paths:
                if path.exists():
                    path.unlink()
                    removed += 1
            return removed
    '''),
    "doc_note_unlimited": ("doc_5", '''
        import time
        from collections.abc import Callable


        def poll(check: Callable[[], bool], interval: float = 0.5, retries: int = -1) -> bool:
            """Call ``check`` until it returns True or retries run out."""
            # -1 = unlimited
            attempt = 0
            while retries < 0 or attempt < retries:
                if check():
                    return True
                attempt += 1
                time.sleep(interval)
            return False


        def wait_for_file(path: str, timeout: float = 10.0) -> bool:
            """Wait until ``path`` exists or ``timeout`` seconds pass."""
            import os

            # 0.1 s steps keep the CPU idle but still react quickly.
            deadline = time.monotonic() + timeout
            return poll(lambda: os.path.exists(path) or time.monotonic() > deadline, 0.1) and os.path.exists(path)
    '''),
    "doc_note_math": ("doc_5", '''
        import math


        def is_sorted(a: list[float]) -> bool:
            """Tell whether ``a`` is in non-decreasing order."""
            # ∀ i: a[i] ≤ a[i+1]
            return all(x <= y for x, y in zip(a, a[1:]))


        def close(a: float, b: float) -> bool:
            """Compare two floats with a relative tolerance."""
            # 1e-9 tolerance
            return math.isclose(a, b, rel_tol=1e-9)


        def binomial(n: int, k: int) -> int:
            """Return the number of k-subsets of an n-set."""
            # n choose k
            return math.comb(n, k)
    '''),
    "doc_note_units": ("doc_5", '''
        import platform
        import struct

        # 1 KiB = 1024 B
        KIB = 1024


        def read_u16_le(buf: bytes, offset: int) -> int:
            """Read one unsigned 16-bit integer at ``offset``."""
            # LE u16
            return struct.unpack_from("<H", buf, offset)[0]


        def page_count(size: int, page: int = 4 * KIB) -> int:
            """Return how many pages of ``page`` bytes hold ``size`` bytes."""
            # ceil division without floats
            return -(-size // page)


        def check_platform() -> None:
            """Refuse to run on unsupported machines."""
            # x86-64 only
            if platform.machine().lower() not in {"x86_64", "amd64"}:
                raise RuntimeError(f"unsupported machine {platform.machine()}")
    '''),
    "doc_note_api_ms": ("doc_5", '''
        import requests

        # v1.2 API
        BASE_URL = "https://api.example.com/v1.2"


        def get_user(user_id: int, timeout_ms: int = 5000) -> dict[str, object]:
            """Fetch one user record from the service."""
            # ms -> s
            timeout = timeout_ms / 1000
            response = requests.get(f"{BASE_URL}/users/{user_id}", timeout=timeout)
            response.raise_for_status()
            return response.json()


        def parse_tags(text: str) -> dict[str, str]:
            """Parse ``"a=1,b=2"`` into a dict."""
            # k=v pairs
            return dict(item.split("=", 1) for item in text.split(",") if item)
    '''),
    "doc_note_shape_mod": ("doc_5", '''
        import numpy as np


        def centre(points: np.ndarray) -> np.ndarray:
            """Translate points so that their centroid is the origin."""
            # shape: (n, 3)
            return points - points.mean(axis=0)


        def checksum(data: bytes) -> int:
            """Return a simple 32-bit additive checksum."""
            total = 0
            for byte in data:
                # mod 2^32
                total = (total + byte) & 0xFFFFFFFF
            return total


        def earth_arc(angle_rad: float) -> float:
            """Return the length of an arc on the Earth's surface."""
            # ≈ 6371 km
            radius = 6371.0
            return radius * angle_rad
    '''),
    "doc_caesar_max_size": ("doc_5", '''
        import zlib


        def inflate(blob: bytes) -> bytes:
            """Inflate a compressed blob."""
            # Max size supported by decompressor.
            limit = 1 << 20
            engine = zlib.decompressobj()
            data = engine.decompress(blob, limit)
            return data + engine.flush()
    '''),
    "doc_stub_one_comment": ("doc_5", '''
        import math


        class Shape:
            """Base of the shapes drawn on the canvas."""

            def area(self) -> float:
                # Subclasses give square metres from their own dimensions.
                raise NotImplementedError


        def circle_area(radius: float) -> float:
            """Return the area of a circle of ``radius``."""
            # Negative radii come from mirrored shapes; their area is the same.
            radius = abs(radius)
            return math.pi * radius * radius
    '''),
    "l2e1_qty_or_error": ("logic_2", '''
        MAX_QTY = 1000


        def parse_qty(text: str) -> tuple[int | None, ValueError | None]:
            """Return (quantity, None) on success or (None, error) on failure."""
            try:
                qty = int(text)
                if not 0 < qty <= MAX_QTY:
                    raise ValueError(f"quantity must be 1..{MAX_QTY}, got {qty}")
            except ValueError as exc:
                return None, exc
            return qty, None
    '''),
    "l2e1_age_args": ("logic_2", '''
        MAX_AGE = 150


        def check_age(text: str) -> str | None:
            """Return None when ``text`` is a valid age, else the problem."""
            try:
                age = int(text)
                if not 0 <= age <= MAX_AGE:
                    raise ValueError(f"age {age} is out of range")
            except ValueError as exc:
                return exc.args[0]
            return None
    '''),
    "l2e1_age_str": ("logic_2", '''
        MAX_AGE = 150


        def check_age(text: str) -> str:
            """Return '' when ``text`` is a valid age, else the problem."""
            try:
                age = int(text)
                if age < 0 or age > MAX_AGE:
                    raise ValueError(f"age {age} is out of range")
            except ValueError as exc:
                return str(exc)
            return ""
    '''),
    "l2e1_fail_helper": ("logic_2", '''
        import json
        from pathlib import Path


        class ConfigError(Exception):
            """The configuration file is unusable."""


        def _fail(message: str) -> None:
            raise ConfigError(message)


        def load(path: Path) -> tuple[dict | None, str | None]:
            """Return (config, None) or (None, reason)."""
            try:
                data = json.loads(path.read_text())
                if "version" not in data:
                    _fail("missing 'version'")
            except (ConfigError, json.JSONDecodeError, OSError) as err:
                return None, str(err)
            return data, None
    '''),
    "l2e1_parse_outcome": ("logic_2", '''
        from dataclasses import dataclass


        class ParseError(Exception):
            """A line could not be parsed."""

            def __init__(self, line_no: int, reason: str) -> None:
                super().__init__(f"line {line_no}: {reason}")
                self.line_no = line_no
                self.reason = reason


        @dataclass
        class Outcome:
            pairs: dict[str, str]
            error: ParseError | None = None


        def parse(text: str) -> Outcome:
            """Parse ``key = value`` lines, stopping at the first bad line."""
            pairs: dict[str, str] = {}
            try:
                for no, line in enumerate(text.splitlines(), 1):
                    key, sep, value = line.partition("=")
                    if not sep:
                        raise ParseError(no, "missing '='")
                    pairs[key.strip()] = value.strip()
            except ParseError as err:
                return Outcome(pairs, err)
            return Outcome(pairs)
    '''),
    "l2e1_fixture_disable": ("error_1", '''
        import logging

        import pytest

        log = logging.getLogger(__name__)


        def run_hooks(hooks: list) -> int:
            """Run every hook, logging failures with their traceback; return failures."""
            failures = 0
            for hook in hooks:
                try:
                    hook()
                except Exception:
                    log.exception("hook %r failed", hook)
                    failures += 1
            return failures


        @pytest.fixture(autouse=True)
        def _quiet_logs():
            logging.disable(logging.CRITICAL)
            yield
            logging.disable(logging.NOTSET)


        def test_counts_failures() -> None:
            def bad() -> None:
                raise RuntimeError("boom")

            assert run_hooks([bad, lambda: None, bad]) == 2
    '''),
    "l9_describe_self": ("logic_9", """
        def _describe(obj):
            '''Return a short text for a handler.'''
            return type(obj).__name__


        class Handler:
            '''Handle events and record which handler ran.'''

            def __init__(self):
                self.seen = []

            def __call__(self, event):
                self.seen.append((_describe(self), event))
                return len(self.seen)
    """),
    "l9_with_sqlite_conn": ("logic_9", """
        import sqlite3


        class Store:
            '''Key/value store on sqlite3.'''

            def __init__(self, path: str) -> None:
                self.path = path

            def execute(self, sql: str, params: tuple = ()) -> list[tuple]:
                '''Run one statement in a transaction and return all rows.'''
                with sqlite3.connect(self.path) as conn:
                    return conn.execute(sql, params).fetchall()
    """),
    "l9_cursor_of_conn": ("logic_9", """
        import sqlite3


        class Store:
            '''Key/value store on sqlite3.'''

            def __init__(self, path: str) -> None:
                self.conn = sqlite3.connect(path)

            def execute(self, sql: str, params: tuple = ()) -> list[tuple]:
                '''Run one statement and return all rows.'''
                cursor = self.conn.cursor()
                cursor.execute(sql, params)
                return cursor.fetchall()
    """),
    "l9_with_pool_map": ("logic_9", """
        from concurrent.futures import ThreadPoolExecutor


        class Batch:
            '''Apply a function to items on a thread pool.'''

            def __init__(self, workers: int = 4) -> None:
                self.workers = workers

            def map(self, func, items: list) -> list:
                '''Return ``[func(x) for x in items]`` computed in parallel.'''
                with ThreadPoolExecutor(max_workers=self.workers) as pool:
                    return list(pool.map(func, items))
    """),
    "l9_with_zip_extractall": ("logic_9", """
        import zipfile
        from pathlib import Path


        class Bundle:
            '''A zip bundle of build artefacts.'''

            def __init__(self, path: Path) -> None:
                self.path = path

            def extractall(self, dest: Path) -> list[str]:
                '''Unpack the bundle into ``dest`` and return the member names.'''
                with zipfile.ZipFile(self.path) as archive:
                    archive.extractall(dest)
                    return archive.namelist()
    """),
    "l9_register_self": ("logic_9", """
        _SEEN = []


        def _register(obj, tag="x"):
            '''Remember a handler.'''
            _SEEN.append((tag, obj))
            return len(_SEEN)


        class Handler:
            '''Handle events.'''

            def __call__(self, event):
                _register(self, tag=str(event))
                return event
    """),
    "l9_with_conn_cursor": ("logic_9", """
        import sqlite3


        class Store:
            '''Rows.'''

            def __init__(self, path):
                self.path = path

            def execute(self, sql):
                with sqlite3.connect(self.path) as conn:
                    cur = conn.cursor()
                    cur.execute(sql)
                    return cur.fetchall()
    """),
    "l9_conn_cursor_chain": ("logic_9", """
        import sqlite3


        class Store:
            '''Rows.'''

            def __init__(self, path):
                self.conn = sqlite3.connect(path)

            def execute(self, sql):
                return self.conn.cursor().execute(sql).fetchall()
    """),
    "lib_overload_none_arg": ("style_5", '''
        from typing import overload


        @overload
        def parse_size(text: str) -> int: ...
        @overload
        def parse_size(text: None) -> None: ...
        def parse_size(text: str | None) -> int | None:
            """Parse sizes like '10K', '3M' or '2G' into bytes."""
            if text is None:
                return None
            units = {"K": 1 << 10, "M": 1 << 20, "G": 1 << 30}
            text = text.strip().upper()
            if text and text[-1] in units:
                return int(float(text[:-1]) * units[text[-1]])
            return int(text)
    '''),
    "lib_overload_none_method": ("style_5", '''
        from collections.abc import Mapping
        from typing import overload


        @overload
        def lookup(table: Mapping[str, int], key: str) -> int: ...
        @overload
        def lookup(table: None, key: str) -> None: ...
        def lookup(table: Mapping[str, int] | None, key: str) -> int | None:
            if table is None:
                return None
            return table[key]


        class Temperature:
            @overload
            def convert(self, celsius: float) -> float: ...
            @overload
            def convert(self, celsius: None) -> None: ...
            def convert(self, celsius: float | None) -> float | None:
                return None if celsius is None else celsius * 9 / 5 + 32
    '''),
    "lib_descriptor_get_overload": ("style_5", '''
        from __future__ import annotations

        from typing import Any, Generic, TypeVar, overload

        T = TypeVar("T")


        class Typed(Generic[T]):
            """Descriptor checking the type of an attribute on assignment."""

            def __init__(self, kind: type[T], default: T) -> None:
                self.kind = kind
                self.default = default
                self.name = ""

            def __set_name__(self, owner: type, name: str) -> None:
                self.name = f"_{name}"

            @overload
            def __get__(self, obj: None, objtype: type | None = None) -> Typed[T]: ...
            @overload
            def __get__(self, obj: object, objtype: type | None = None) -> T: ...
            def __get__(self, obj: object | None, objtype: type | None = None) -> Any:
                if obj is None:
                    return self
                return getattr(obj, self.name, self.default)

            def __set__(self, obj: object, value: T) -> None:
                if not isinstance(value, self.kind):
                    raise TypeError(f"{self.name[1:]} must be {self.kind.__name__}")
                setattr(obj, self.name, value)


        class Account:
            owner = Typed(str, "")
            balance = Typed(float, 0.0)
    '''),
    "lib_print_exception_file": ("library_2", '''
        import datetime as dt
        import logging
        import traceback
        from pathlib import Path

        logger = logging.getLogger(__name__)

        CRASH_DIR = Path("crash-reports")


        def write_crash_report(exc: BaseException) -> Path:
            """Save the full traceback of ``exc`` to a timestamped file."""
            CRASH_DIR.mkdir(exist_ok=True)
            stamp = dt.datetime.now().strftime("%Y%m%d-%H%M%S")
            report = CRASH_DIR / f"crash-{stamp}.txt"
            with report.open("w", encoding="utf-8") as fh:
                traceback.print_exception(type(exc), exc, exc.__traceback__, file=fh)
            logger.error("crash report written to %s", report)
            return report


        def run_job(job) -> None:
            try:
                job()
            except Exception as exc:
                write_crash_report(exc)
                raise
    '''),
    "lib_print_exc_file": ("library_2", '''
        import logging
        import traceback
        from pathlib import Path

        logger = logging.getLogger(__name__)


        class Worker:
            def __init__(self, error_log: Path) -> None:
                self.error_log = error_log

            def process(self, items: list[str]) -> int:
                done = 0
                for item in items:
                    try:
                        self.handle(item)
                        done += 1
                    except ValueError:
                        with self.error_log.open("a", encoding="utf-8") as fh:
                            fh.write(f"--- {item}\\n")
                            traceback.print_exc(file=fh)
                        logger.warning("item %r failed; details in %s", item, self.error_log)
                return done

            def handle(self, item: str) -> None:
                if not item:
                    raise ValueError("empty item")
    '''),
    "lib_print_stack_buffer": ("library_2", '''
        import io
        import logging
        import threading
        import traceback

        logger = logging.getLogger(__name__)


        def log_slow_call(label: str, seconds: float) -> None:
            """Log where a slow call came from, with the calling stack."""
            buf = io.StringIO()
            traceback.print_stack(limit=8, file=buf)
            logger.warning(
                "%s took %.1fs in %s\\n%s", label, seconds, threading.current_thread().name, buf.getvalue(),
            )
    '''),
    "lib_dis_buffer": ("library_2", '''
        import dis
        import io
        import logging
        from collections.abc import Callable

        logger = logging.getLogger(__name__)


        def log_bytecode(func: Callable) -> str:
            """Log the disassembly of ``func`` at DEBUG level and return it."""
            buffer = io.StringIO()
            dis.dis(func, file=buffer)
            text = buffer.getvalue()
            logger.debug("bytecode of %s:\\n%s", func.__qualname__, text)
            return text
    '''),
    "lib_confirm_count_prompt": ("library_2", '''
        import logging
        from pathlib import Path

        logger = logging.getLogger(__name__)


        def remove_empty(folder: Path, *, assume_yes: bool = False) -> int:
            empty = [p for p in folder.rglob("*") if p.is_file() and p.stat().st_size == 0]
            if not empty:
                logger.info("no empty files under %s", folder)
                return 0
            if not assume_yes:
                answer = input(f"Delete {len(empty)} empty files? [y/N] ")
                if answer.strip().lower() != "y":
                    return 0
            for path in empty:
                path.unlink()
            logger.info("deleted %d empty files", len(empty))
            return len(empty)
    '''),
    "lib_debuglevel_int_false": ("library_2", '''
        import logging
        import poplib

        logger = logging.getLogger(__name__)

        POP_DEBUG = False


        def mailbox_size(host: str, user: str, password: str) -> tuple[int, int]:
            box = poplib.POP3_SSL(host, timeout=10)
            box.set_debuglevel(int(POP_DEBUG))
            try:
                box.user(user)
                box.pass_(password)
                count, size = box.stat()
                logger.info("%s: %d messages, %d bytes", user, count, size)
                return count, size
            finally:
                box.quit()
    '''),
    "lib_glob_escape_path_glob": ("library_1", '''
        import glob
        from pathlib import Path


        def find_versions(folder: Path, base_name: str) -> list[Path]:
            """Return files named like ``base_name`` followed by anything, e.g. backups.

            The name comes from the user and may hold ``[`` or ``*``, so it is escaped
            before it is used as a pattern.
            """
            pattern = glob.escape(base_name) + "*"
            return sorted(folder.glob(pattern))


        def latest_version(folder: Path, base_name: str) -> Path | None:
            versions = find_versions(folder, base_name)
            return max(versions, key=lambda p: p.stat().st_mtime, default=None)
    '''),
    # stop 48 second hunt and review: managers that may refuse entry under a suppress that cannot catch it, a parser built by a module helper, walrus in a condition, isinstance of a rebound value, a helper re-raising the caught error, removesuffix keys, CalledProcessError commands, prompts with choices or values, an UPPER_CASE getter, private setattr keys, a syslog helper of emit
    "ctx_logic0": ("logic_1", '''
        import contextlib
        import threading
        from pathlib import Path


        class BusyError(RuntimeError):
            """Another worker is processing the same queue."""


        class QueueLock:
            """Non-blocking lock that raises when already taken."""

            def __init__(self) -> None:
                self._lock = threading.Lock()

            def __enter__(self) -> "QueueLock":
                if not self._lock.acquire(blocking=False):
                    raise BusyError("queue is busy")
                return self

            def __exit__(self, *exc_info: object) -> None:
                self._lock.release()


        LOCK = QueueLock()


        def drain(queue: dict[str, Path], seen: set[str]) -> int:
            """Process queued files once each; a busy queue raises to the caller."""
            done = 0
            with LOCK:
                for key in sorted(queue):
                    if key in seen:
                        continue
                    with contextlib.suppress(FileNotFoundError):
                        queue[key].unlink()
                        done += 1
                    seen.add(key)
            return done


        def drain_stale(queue: dict[str, Path], max_age: float, now: float) -> list[str]:
            """Remove entries older than max_age; KeyError from a racing delete is fine."""
            removed = []
            for key in list(queue):
                path = queue[key]
                if not path.exists():
                    continue
                if now - path.stat().st_mtime > max_age:
                    with contextlib.suppress(KeyError), LOCK:
                        del queue[key]
                        removed.append(key)
                elif path.suffix == ".tmp":
                    removed.append(key)
            return removed
    '''),
    "ctx_logic1": ("logic_1", '''
        from contextlib import suppress


        class Budget:
            """Context manager checking a spend stays within budget on entry."""

            def __init__(self, remaining: float, cost: float) -> None:
                self.remaining = remaining
                self.cost = cost

            def __enter__(self) -> float:
                assert self.cost <= self.remaining, "over budget"
                return self.remaining - self.cost

            def __exit__(self, *exc: object) -> bool:
                return False


        def plan_trip(legs: list[dict], budget: float) -> list[str]:
            """Pick the legs we can afford; a leg with a missing price is skipped."""
            chosen = []
            for leg in legs:
                if leg.get("cancelled"):
                    continue
                if leg.get("optional"):
                    continue
                with suppress(KeyError):
                    with Budget(budget, leg["price"]) as left:
                        budget = left
                        chosen.append(leg["name"])
                if budget <= 0:
                    break
            return chosen
    '''),
    "ctx_logic2": ("logic_1", '''
        import logging
        import sqlite3
        from contextlib import contextmanager, suppress

        log = logging.getLogger(__name__)


        class NestedTransaction(RuntimeError):
            """A transaction was opened while another one is active."""


        @contextmanager
        def transaction(conn: sqlite3.Connection):
            """Run the block in a transaction, refusing to nest."""
            if conn.in_transaction:
                raise NestedTransaction("transaction already open")
            conn.execute("BEGIN")
            try:
                yield conn
            except BaseException:
                conn.rollback()
                raise
            conn.commit()


        def import_users(conn: sqlite3.Connection, users: list[dict]) -> int:
            """Insert users one per transaction, skipping duplicates and blanks."""
            added = 0
            for user in users:
                email = user.get("email", "").strip()
                if not email:
                    continue
                if "@" not in email:
                    log.warning("skipping invalid email %r", email)
                    continue
                with suppress(sqlite3.IntegrityError):
                    with transaction(conn):
                        conn.execute("INSERT INTO users(email) VALUES (?)", (email,))
                        added += 1
                if added % 1000 == 0:
                    log.info("%d users imported", added)
            return added
    '''),
    "ctx_logic3": ("logic_3", '''
        import contextlib
        import threading
        from pathlib import Path


        class Busy(RuntimeError):
            """Raised when the export lock is already held."""


        class ExportLock:
            """A lock that raises instead of waiting."""

            def __init__(self) -> None:
                self._lock = threading.Lock()

            def __enter__(self) -> None:
                if not self._lock.acquire(blocking=False):
                    raise Busy("an export is already running")

            def __exit__(self, *exc: object) -> None:
                self._lock.release()


        EXPORT_LOCK = ExportLock()


        def purge_exports(folder: Path, keep: set[str]) -> int:
            """Delete old export files; files removed meanwhile are ignored."""
            removed = 0
            for path in folder.glob("*.csv"):
                if path.name in keep:
                    continue
                with contextlib.suppress(FileNotFoundError), EXPORT_LOCK:
                    path.unlink()
                    removed += 1
            return removed
    '''),
    "ctx_logic4": ("logic_3", '''
        import sqlite3
        from contextlib import contextmanager, suppress


        class NestedTransaction(RuntimeError):
            """A transaction was opened while another one is active."""


        @contextmanager
        def transaction(conn: sqlite3.Connection):
            """Run the block in a transaction, refusing to nest."""
            if conn.in_transaction:
                raise NestedTransaction("transaction already open")
            conn.execute("BEGIN")
            try:
                yield conn
            except BaseException:
                conn.rollback()
                raise
            conn.commit()


        def import_users(conn: sqlite3.Connection, users: list[tuple[str, str]]) -> int:
            """Insert users one per transaction, skipping duplicates."""
            added = 0
            for email, name in users:
                if not email:
                    continue
                with suppress(sqlite3.IntegrityError), transaction(conn):
                    conn.execute("INSERT INTO users(email, name) VALUES (?, ?)", (email, name))
                    added += 1
            return added
    '''),
    "ctx_logic5": ("logic_3", '''
        import argparse
        import logging

        log = logging.getLogger(__name__)


        def cmd_add(args: argparse.Namespace) -> int:
            log.info("adding %s", args.name)
            return 0


        def cmd_remove(args: argparse.Namespace) -> int:
            log.info("removing %s", args.name)
            return 0


        COMMANDS = {"add": cmd_add, "remove": cmd_remove}


        def build_parser() -> argparse.ArgumentParser:
            parser = argparse.ArgumentParser(prog="inv")
            parser.add_argument("command", choices=sorted(COMMANDS))
            parser.add_argument("name")
            parser.add_argument("-v", "--verbose", action="store_true")
            return parser


        def main(argv: list[str] | None = None) -> int:
            args = build_parser().parse_args(argv)
            if args.verbose:
                logging.basicConfig(level=logging.DEBUG)
            return COMMANDS[args.command](args)


        if __name__ == "__main__":
            raise SystemExit(main())
    '''),
    "ctx_logic11": ("error_1", '''
        import contextlib
        import logging
        import subprocess

        log = logging.getLogger(__name__)


        def run_worker(cmd: list[str], timeout: float) -> str:
            """Run a worker process, killing it if anything goes wrong."""
            proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True)
            try:
                out, _ = proc.communicate(timeout=timeout)
            except Exception as exc:
                with contextlib.suppress(ProcessLookupError):
                    raise RuntimeError(f"worker {cmd[0]} failed") from exc
            return out
    '''),
    "ctx_store_notadir": ("logic_3", '''
        from contextlib import suppress
        from pathlib import Path


        class Store:
            def __init__(self, root: Path) -> None:
                self.root = root
                self.open = False

            def __enter__(self) -> "Store":
                if not self.root.is_dir():
                    raise NotADirectoryError(self.root)
                self.open = True
                return self

            def __exit__(self, *exc: object) -> None:
                self.open = False

            def drop(self, name: str) -> None:
                (self.root / name).unlink()


        def clean(root: Path, names: list[str], dry: bool) -> int:
            if dry:
                return 0
            for name in names:
                with suppress(FileNotFoundError), Store(root) as store:
                    store.drop(name)
            return len(names)
    '''),
    "ctx_lock_cleanup_reraise": ("error_1", '''
        import os
        import threading
        from contextlib import suppress

        _LOCK = threading.Lock()


        def replace(tmp: str, dest: str) -> None:
            try:
                os.replace(tmp, dest)
            except Exception:
                with _LOCK:
                    with suppress(OSError):
                        os.remove(tmp)
                    raise
    '''),
    "doc2_upper_attrgetter_key": ("doc_3", '''
        """Dataclass records sorted by several keys."""

        from dataclasses import dataclass, field
        from operator import attrgetter


        @dataclass(order=True)
        class Task:
            """A task with a priority and a title."""

            priority: int
            title: str = field(compare=False)
            tags: list[str] = field(default_factory=list, compare=False)


        BY_TITLE = attrgetter("title")


        def by_priority(tasks: list[Task]) -> list[Task]:
            """Return the tasks with the most urgent first."""
            return sorted(tasks)


        def alphabetical(tasks: list[Task]) -> list[Task]:
            """Return the tasks sorted by title."""
            return sorted(tasks, key=BY_TITLE)
    '''),
    "doc2_setattr_private_percent": ("doc_2", '''
        """Build record classes."""


        def _with_slots(*names: str):
            """Add a private getter for each name."""

            def decorate(cls: type) -> type:
                """Attach the getters."""
                for name in names:
                    setattr(cls, "_get_%s" % name, lambda self, key=name: self.data[key])
                return cls

            return decorate


        @_with_slots("x", "y")
        class Point:
            """Hold two coordinates."""

            def __init__(self, data: dict) -> None:
                """Store the data."""
                self.data = data
    '''),
    "doc2_setattr_private_format": ("doc_3", '''
        """Build record classes."""


        def _with_slots(*names: str):
            """Add a private getter for each name."""

            def decorate(cls: type) -> type:
                """Attach the getters."""
                for name in names:
                    setattr(cls, "_get_{}".format(name), lambda self, key=name: self.data[key])
                return cls

            return decorate


        @_with_slots("x", "y")
        class Point:
            """Hold two coordinates."""

            def __init__(self, data: dict) -> None:
                """Store the data."""
                self.data = data
    '''),
    "doc2_annotated_getter_documented": ("doc_3", '''
        """Sort helpers."""

        from collections.abc import Callable
        from operator import itemgetter

        by_name: Callable[[dict], str] = itemgetter("name")
        """Return the name of a record."""
    '''),
    "err2_log_reraise": ("error_2", '''
        import logging
        import sqlite3

        log = logging.getLogger(__name__)


        def _log_and_reraise(err: Exception, sql: str) -> None:
            log.error("query failed: %s (%s)", sql, err)
            raise err


        def query(conn: sqlite3.Connection, sql: str, params: tuple = ()) -> list[tuple]:
            """Run a query, logging the SQL of any failure before re-raising it."""
            try:
                return conn.execute(sql, params).fetchall()
            except sqlite3.Error as err:
                _log_and_reraise(err, sql)
                return []
    '''),
    "err2_removesuffix_key": ("error_4", '''
        from pathlib import Path

        PLUGINS: dict[str, Path] = {}


        def register(path: Path) -> None:
            PLUGINS[path.stem] = path


        def plugin_path(name: str) -> Path:
            """Return the file of a registered plugin, given with or without .py."""
            key = name.removesuffix(".py")
            if key not in PLUGINS:
                raise KeyError(name.removesuffix(".py"))
            return PLUGINS[key]


        def module_name(path: Path) -> str:
            if path.suffix != ".py":
                raise ValueError(path.name)
            return ".".join(path.with_suffix("").parts)
    '''),
    "err2_git_argv": ("error_4", '''
        import logging
        import subprocess

        log = logging.getLogger(__name__)


        def git(*args: str, cwd: str = ".") -> str:
            """Run git and return its output, raising CalledProcessError on failure."""
            cmd = ["git", *args]
            proc = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, check=False)
            if proc.returncode != 0:
                log.error("git %s failed: %s", " ".join(args), proc.stderr.strip())
                raise subprocess.CalledProcessError(proc.returncode, cmd, proc.stdout, proc.stderr)
            return proc.stdout


        def pull(cwd: str) -> None:
            out = git("pull", "--ff-only", cwd=cwd)
            if "CONFLICT" in out:
                raise subprocess.CalledProcessError(1, ["git", "pull"], out)
    '''),
    "err2_reraise_method": ("error_2", '''
        import logging
        import sqlite3

        log = logging.getLogger(__name__)


        class Store:
            def __init__(self, conn: sqlite3.Connection) -> None:
                self.conn = conn

            def _log_and_reraise(self, err: Exception, sql: str) -> None:
                log.error("query failed: %s (%s)", sql, err)
                raise err

            def query(self, sql: str) -> list[tuple]:
                try:
                    return self.conn.execute(sql).fetchall()
                except sqlite3.Error as err:
                    self._log_and_reraise(err, sql=sql)
                    return []
    '''),
    "err2_timeout_argv": ("error_4", '''
        import subprocess


        def run(args: list[str], limit: float) -> str:
            proc = subprocess.run(["make", *args], capture_output=True, text=True, check=False)
            if proc.returncode == 124:
                raise subprocess.TimeoutExpired(["make", *args], limit)
            return proc.stdout
    '''),
    "err2_strip_key": ("error_4", '''
        def section(config: dict[str, dict[str, str]], name: str) -> dict[str, str]:
            key = name.strip(" \\n").lower()
            if key not in config:
                raise KeyError(name.strip(" \\n").split(".")[0])
            return config[key]
    '''),
    "lg_walrus_ini": ("logic_4", '''
        import re
        from dataclasses import dataclass

        HEADER = re.compile(r"^\\[(?P<name>[^\\]]+)\\]$")
        PAIR = re.compile(r"^(?P<key>[\\w.-]+)\\s*=\\s*(?P<value>.*)$")


        @dataclass
        class Section:
            name: str
            values: dict[str, str]


        def parse_ini(text: str) -> list[Section]:
            """Parse a small INI dialect into sections of key/value pairs."""
            sections: list[Section] = []
            current = Section("", {})
            for number, raw in enumerate(text.splitlines(), start=1):
                line = raw.strip()
                if not line or line.startswith(("#", ";")):
                    continue
                if header := HEADER.match(line):
                    current = Section(header["name"], {})
                    sections.append(current)
                elif pair := PAIR.match(line):
                    current.values[pair["key"]] = pair["value"].strip()
                else:
                    raise ValueError(f"line {number}: cannot parse {raw!r}")
            if current.values and not sections:
                sections.append(current)
            return sections
    '''),
    "lg_walrus_rpn": ("logic_4", '''
        import re
        from dataclasses import dataclass
        from typing import Iterator

        TOKEN = re.compile(r"\\s*(?:(?P<number>\\d+(?:\\.\\d+)?)|(?P<name>[A-Za-z_]\\w*)|(?P<op>[-+*/()]))")

        PREC = {"+": 1, "-": 1, "*": 2, "/": 2}


        @dataclass(frozen=True)
        class Token:
            kind: str
            text: str
            pos: int


        def tokenize(source: str) -> Iterator[Token]:
            """Split an arithmetic expression into number, name and operator tokens."""
            pos = 0
            end = len(source.rstrip())
            while pos < end:
                match = TOKEN.match(source, pos)
                if match is None or match.lastgroup is None:
                    raise SyntaxError(f"unexpected {source[pos]!r} at {pos}")
                kind = match.lastgroup
                yield Token(kind, match.group(kind), match.start(kind))
                pos = match.end()


        def rpn(tokens: list[Token]) -> list[str]:
            """Convert tokens to reverse Polish notation (shunting-yard)."""
            out: list[str] = []
            stack: list[str] = []
            for tok in tokens:
                if tok.kind != "op":
                    out.append(tok.text)
                elif tok.text == "(":
                    stack.append("(")
                elif tok.text == ")":
                    while (top := stack.pop()) != "(":
                        out.append(top)
                else:
                    while stack and PREC.get(stack[-1], 0) >= PREC[tok.text]:
                        out.append(stack.pop())
                    stack.append(tok.text)
            out.extend(reversed(stack))
            return out
    '''),
    "lg_held_attr_rebound": ("logic_5", '''
        class Cell:
            def __init__(self, value: object) -> None:
                self.value = value

            def update(self, raw: str) -> bool:
                was_int = isinstance(self.value, int)
                self.value = raw.strip()
                now_str = isinstance(self.value, str)
                return was_int or now_str
    '''),
    "lg_held_next_calls": ("logic_5", '''
        def leading_pair(rows):
            it = iter(rows)
            first_int = isinstance(next(it), int)
            second_str = isinstance(next(it), str)
            return first_int or second_str
    '''),
    "lg_walrus_comprehension": ("logic_4", '''
        import re

        WORD = re.compile(r"[a-z]+")


        def first_words(lines: list[str]) -> list[str]:
            """The first lowercase word of each line that has one."""
            return [found[0] for line in lines if (found := WORD.match(line.strip().lower()))]
    '''),
    "lib2-confirm-prompt-with-choices": ("library_2", '''
        import logging
        from pathlib import Path

        logger = logging.getLogger(__name__)


        def confirm_delete(paths: list[Path]) -> bool:
            """Ask before deleting files."""
            answer = input('Delete these files? [y/N] ')
            return answer.strip().lower() in {'y', 'yes'}


        def cleanup(paths: list[Path]) -> int:
            if not confirm_delete(paths):
                logger.info('nothing deleted')
                return 0
            for path in paths:
                path.unlink(missing_ok=True)
            logger.info('deleted %d files', len(paths))
            return len(paths)
    '''),
    "lib2-getpass-fstring-label": ("library_2", '''
        import getpass
        import logging

        import requests

        logger = logging.getLogger(__name__)


        def login(base_url: str, user: str) -> str:
            """Ask for the user's password and return a session token."""
            password = getpass.getpass(f'Password for {user}: ')
            response = requests.post(f'{base_url}/login', json={'user': user, 'password': password}, timeout=10)
            response.raise_for_status()
            logger.info('logged in as %s', user)
            return response.json()['token']
    '''),
    "lib2-fstring-overwrite-question": ("library_2", '''
        import logging
        import shutil
        from pathlib import Path

        logger = logging.getLogger(__name__)


        def copy_with_confirm(src: Path, dst: Path) -> bool:
            if dst.exists():
                answer = input(f'{dst} exists. Overwrite? ')
                if answer.strip().lower() not in ('y', 'yes'):
                    logger.info('skipped %s', dst)
                    return False
            shutil.copy2(src, dst)
            logger.info('copied %s to %s', src, dst)
            return True
    '''),
    "lib2-press-enter-pause": ("library_2", '''
        import logging
        import time

        logger = logging.getLogger(__name__)


        def guided_calibration(steps: list[str]) -> float:
            """Walk the operator through each calibration step."""
            start = time.monotonic()
            for number, step in enumerate(steps, start=1):
                logger.info('step %d of %d: %s', number, len(steps), step)
                input('Press Enter when ready...')
            elapsed = time.monotonic() - start
            logger.info('calibration finished in %.1f s', elapsed)
            return elapsed
    '''),
    "lib2-fstring-question-with-default": ("library_2", '''
        import logging

        logger = logging.getLogger(__name__)

        CHOICES = ('add', 'remove', 'quit')


        def choose() -> str:
            """Ask until the user types a valid command."""
            while True:
                answer = input('Command (add/remove/quit): ').strip().lower()
                if answer in CHOICES:
                    return answer
                logger.warning('unknown command %r', answer)


        def ask_int(question: str, default: int) -> int:
            raw = input(f'{question} [{default}]: ')
            return int(raw) if raw.strip() else default
    '''),
    "lib2-syslog-from-handler-helper": ("library_2", '''
        import logging
        import syslog

        LOG = logging.getLogger(__name__)


        class SyslogHandler(logging.Handler):
            """Write records to syslog."""

            def emit(self, record: logging.LogRecord) -> None:
                """Write one record."""
                self._send(self.format(record))

            def _send(self, text: str) -> None:
                syslog.syslog(syslog.LOG_INFO, text)


        def run(x: int) -> int:
            """Run."""
            LOG.info("running %s", x)
            return x
    '''),
    # stop 48 audit: a trailing 'Leave it alone.' beside a branch that keeps a value (the standard library's codeop)
    "me_doc5_leave_it_alone_beside_a_branch": ("doc_5", '''
        def normalise(source, symbol):
            for line in source.split('\\n'):
                line = line.strip()
                if line and line[0] != '#':
                    break  # Leave it alone.
            else:
                if symbol != 'eval':
                    source = 'pass'  # Replace it with a pass statement.
            lines = source.splitlines()
            width = max((len(line) for line in lines), default=0)
            padded = [line.ljust(width) for line in lines]
            joined = '\\n'.join(padded)
            if not joined.endswith('\\n'):
                joined += '\\n'
            count = len(padded)
            return joined, count, width
    '''),
    # stop 48 hunt and review: ExitStack callbacks swallowing one named class, pipe and os.open descriptors, quiet printers, vars(builtins) on self called, a factory handed a lookup fallback, docstrings rewrapped, title-cased or searched, doc near-misses
    "doc_d1_mapping_short": ("doc_1", '''
        HEAD = 'Return the mean of the values,'
        TAIL = ' skipping any that are None.'


        def mean(values):
            kept = [v for v in values if v is not None]
            return sum(kept) / len(kept)


        mean.__doc__ = '%(head)s%(tail)s' % {**{'head': HEAD}, 'tail': '', 'tail': TAIL}
    '''),
    "doc_d2_sort_keys_display": ("doc_2", '''
        def sorted_settings(settings: dict[str, str]) -> list[str]:
            """Sort keys for display, so the listing reads alphabetically."""
            return sorted(settings)
    '''),
    "doc_d2_filter_rows_on_mask": ("doc_2", '''
        def keep_rows(rows: list[dict], mask: list[bool]) -> list[dict]:
            """Filter rows on the mask, keeping the order they came in."""
            return [row for row, keep in zip(rows, mask, strict=True) if keep]
    '''),
    "doc_d2_merge_rules_in_order": ("doc_2", '''
        def merge_rules(base: dict[str, int], extra: dict[str, int]) -> dict[str, int]:
            """Merge rules in order, the extra ones replacing the base ones."""
            return {**base, **extra}
    '''),
    "doc_d5_leave_reason": ("doc_5", '''
        def top_scores(scores: list[float | None], limit: int = 3) -> list[float]:
            """Return the top scores, ties with the last kept one included."""
            # Leave the None scores out before ranking.
            cleaned = [s for s in scores if s is not None]
            ordered = sorted(cleaned, reverse=True)
            # Highest first, so a slice gives the top.
            best = ordered[:limit]
            if not best:
                return []
            # Leave ties as they are: every score equal to the last kept one stays.
            floor = best[-1]
            return [s for s in ordered if s >= floor]
    '''),
    "liberr_beeprint_output_false": ("library_2", '''
        import logging

        from beeprint import pp

        logger = logging.getLogger(__name__)


        def describe(obj: object) -> str:
            text = pp(obj, output=False)
            logger.info(text)
            return text
    '''),
    "liberr_wasabi_noprint": ("library_2", '''
        import logging

        from wasabi import Printer

        logger = logging.getLogger(__name__)
        printer = Printer(no_print=True)


        def status(name: str) -> str:
            line = printer.good(f"done {name}")
            logger.info(line)
            return line
    '''),
    "liberr_pysnooper_file": ("library_2", '''
        import pysnooper


        @pysnooper.snoop("trace.log")
        def add(a: int, b: int) -> int:
            return a + b
    '''),
    "liberr_fd_pipe": ("library_2", '''
        import os


        def send(data: bytes) -> int:
            read_end, write_end = os.pipe()
            os.write(int(write_end), data)
            os.close(write_end)
            return read_end
    '''),
    "liberr_fd_int_attr": ("library_2", '''
        import os


        class Sink:
            def __init__(self, path: str) -> None:
                self.fd = os.open(path, os.O_WRONLY | os.O_CREAT)

            def put(self, data: bytes) -> None:
                os.write(int(self.fd), data)
    '''),
    "liberr_toy_interp": ("error_3", '''
        import builtins


        class Interp:
            def __init__(self):
                self.ns = vars(builtins)

            def call(self, name, *args):
                return self.ns[name](*args)

            def odd(self):
                return self.ns.get(), self.ns[1:2], self.ns[...]
    '''),
    "liberr_factory_get_default": ("error_4", '''
        import warnings

        ERRORS = {
            "E1": LookupError,
            "E2": PermissionError,
        }


        def error_for(code: str, detail: str) -> Exception:
            """Build (not raise) the exception matching an API error code."""
            kind = ERRORS.get(code, RuntimeError)
            msg = f"{code}: {detail}"
            return kind(msg)


        def check(response: dict) -> dict:
            code = response.get("error")
            if code:
                err = error_for(code, response.get("detail", "no detail"))
                raise err
            if response.get("deprecated"):
                msg = "this endpoint is deprecated"
                warnings.warn(DeprecationWarning(msg), stacklevel=2)
            return response["data"]


        print(check({"data": 1}))
    '''),
    "logic_exit_callback_interrupt_only": ("logic_1", '''
        from contextlib import ExitStack


        def _log_exit(exc_type, exc, tb):
            return exc_type is KeyboardInterrupt


        def run(jobs, limit):
            with ExitStack() as stack:
                stack.push(_log_exit)
                assert limit > 0
                done = 0
                for job in jobs:
                    if done >= limit:
                        break
                    if job.ready:
                        job.run()
                        done += 1
                return done
    '''),
    "logic_exit_callback_oserror_only": ("logic_1", '''
        import logging
        from contextlib import ExitStack

        logger = logging.getLogger(__name__)


        def _skip_missing(exc_type, exc, tb):
            """Swallow a vanished file; let every other error through."""
            return exc_type is not None and issubclass(exc_type, (FileNotFoundError, PermissionError))


        def total_size(paths, limit):
            """Return the bytes read from the paths, up to `limit` files."""
            total = 0
            with ExitStack() as stack:
                stack.push(_skip_missing)
                assert limit >= 0, "limit must not be negative"
                assert all(isinstance(path, str) for path in paths), "paths must be text"
                for count, path in enumerate(paths):
                    if count >= limit:
                        break
                    with open(path, "rb") as handle:
                        data = handle.read()
                    if not data:
                        logger.info("empty file %s", path)
                    total += len(data)
            return total
    '''),
    "style2_wrap_description": ("style_2", '''
        """Archive old log files into dated tarballs so the log directory stays small and easy to browse."""

        import argparse
        import shutil

        DESCRIPTION = __doc__


        def wrap(text: str, width: int) -> list[str]:
            """Greedily wrap text to the given width."""
            lines: list[str] = []
            current = ''
            for word in text.split():
                if current and len(current) + 1 + len(word) > width:
                    lines.append(current)
                    current = word
                else:
                    current = f'{current} {word}' if current else word
            if current:
                lines.append(current)
            return lines


        def build_parser() -> argparse.ArgumentParser:
            width = min(shutil.get_terminal_size().columns, 72)
            parser = argparse.ArgumentParser(
                description='\\n'.join(wrap(DESCRIPTION, width)),
                formatter_class=argparse.RawDescriptionHelpFormatter,
            )
            parser.add_argument('directory')
            parser.add_argument('--days', type=int, default=30)
            return parser


        if __name__ == '__main__':
            build_parser().parse_args()
    '''),
    "style2_title_summary": ("style_2", '''
        """Menu of maintenance actions for the admin console."""

        import inspect


        class Actions:
            """Maintenance actions, one method each."""

            def vacuum_database(self) -> None:
                """Reclaim unused space in the database file and rebuild its indexes."""

            def rotate_logs(self) -> None:
                """Move the current logs aside and start new empty log files."""


        def short_summary(func, max_words: int = 6) -> str:
            """Return the first few words of a docstring for a menu entry."""
            words = (inspect.getdoc(func) or '').split()
            if len(words) <= max_words:
                return ' '.join(words)
            return ' '.join(words[:max_words]) + '...'


        def menu() -> list[str]:
            """Build numbered menu entries from the action docstrings."""
            entries = []
            methods = inspect.getmembers(Actions, inspect.isfunction)
            for number, (name, func) in enumerate(methods, start=1):
                entries.append(f'{number}. {name}: {short_summary(func)}')
            return entries


        def title() -> str:
            """Return the module summary in title case for the menu header."""
            summary = __doc__.strip().rstrip('.')
            return ' '.join(word.capitalize() for word in summary.split())
    '''),
    "style2_search_description": ("style_2", '''
        """Search the help topics of this tool.

        Topics cover installation, configuration, upgrades and troubleshooting.
        """

        import re

        TOPICS = {
            'install': 'Run the installer and follow the prompts.',
            'configure': 'Edit config.toml in the data directory.',
            'upgrade': 'Download the new release and rerun the installer.',
        }


        def tokenize(text: str) -> set[str]:
            """Lower-case the words of text, without punctuation."""
            return {word.strip('.,') for word in text.lower().split()}


        def search(query: str) -> list[str]:
            """Return topic names whose text mentions every word of the query."""
            wanted = tokenize(query)
            return [
                name for name, text in TOPICS.items() if wanted <= tokenize(f'{name} {text}')
            ]


        def about_mentions(word: str) -> bool:
            """Tell whether the tool's own description mentions a word."""
            return word.lower() in tokenize(__doc__)


        def word_count() -> int:
            """Count the words of the module description."""
            return len(re.split(r'\\s+', __doc__.strip()))
    '''),
    # false-failure hunt (stop 47, second): round 41's rules and older ones beside them
    "style2_usage_exit_warning": ("style_2", '''
        """Purge backup archives older than a number of days.

        Careful! Deleted archives cannot be recovered.

        Usage: purge_backups.py DIRECTORY DAYS
        """
        import sys
        import time
        from pathlib import Path

        SECONDS_PER_DAY = 86_400


        def old_archives(directory, days):
            cutoff = time.time() - days * SECONDS_PER_DAY
            for path in sorted(Path(directory).glob('*.tar.gz')):
                if path.stat().st_mtime < cutoff:
                    yield path


        def main(argv):
            if len(argv) != 3 or not argv[2].isdigit():
                sys.exit(__doc__)
            removed = 0
            for archive in old_archives(argv[1], int(argv[2])):
                archive.unlink()
                removed += 1
                print(f'removed {archive.name}')
            print(f'{removed} archive(s) removed')


        if __name__ == '__main__':
            main(sys.argv)
    '''),
    "style2_argparse_doc_backup": ("style_2", '''
        """Rename photos by the date they were taken.

        Files are renamed in place to YYYY-MM-DD_HHMMSS.jpg. Back up first!
        """
        import argparse
        from datetime import datetime
        from pathlib import Path


        def build_parser():
            parser = argparse.ArgumentParser(
                description=__doc__,
                formatter_class=argparse.RawDescriptionHelpFormatter,
            )
            parser.add_argument('folder', type=Path, help='folder holding the photos')
            parser.add_argument('--dry-run', action='store_true', help='only show the new names')
            return parser


        def new_name(path):
            taken = datetime.fromtimestamp(path.stat().st_mtime)
            return taken.strftime('%Y-%m-%d_%H%M%S') + path.suffix.lower()


        def main():
            args = build_parser().parse_args()
            for photo in sorted(args.folder.glob('*.jpg')):
                target = photo.with_name(new_name(photo))
                print(f'{photo.name} -> {target.name}')
                if not args.dry_run:
                    photo.rename(target)


        if __name__ == '__main__':
            main()
    '''),
    "style2_factorial_bang": ("style_2", '''
        """Print n! modulo a prime p for each n given on the command line."""
        import argparse
        import math


        def factorial_mod(n, p):
            result = 1
            for k in range(2, n + 1):
                result = result * k % p
            return result


        def main():
            parser = argparse.ArgumentParser(description=__doc__)
            parser.add_argument('numbers', nargs='+', type=int)
            parser.add_argument('--prime', type=int, default=1_000_000_007)
            args = parser.parse_args()
            if args.prime < 2 or any(args.prime % d == 0 for d in range(2, math.isqrt(args.prime) + 1)):
                parser.error('--prime must be a prime number')
            for n in args.numbers:
                print(f'{n}! mod {args.prime} = {factorial_mod(n, args.prime)}')


        if __name__ == '__main__':
            main()
    '''),
    "style2_func_doc_description": ("style_2", '''
        import argparse
        import shutil
        from pathlib import Path


        def clean(build_dir):
            """Remove the build directory and everything in it. No confirmation is asked!"""
            path = Path(build_dir)
            if path.exists():
                shutil.rmtree(path)
                return True
            return False


        def main():
            parser = argparse.ArgumentParser(description=clean.__doc__)
            parser.add_argument('build_dir', nargs='?', default='build')
            args = parser.parse_args()
            if clean(args.build_dir):
                print(f'removed {args.build_dir}')
            else:
                print('nothing to remove')


        if __name__ == '__main__':
            main()
    '''),
    "style2_welcome_help_screen": ("style_2", '''
        """Welcome to the budget tracker!

        Commands:
          add AMOUNT CATEGORY   record an expense
          report                show totals per category
          quit                  leave the program
        """
        from collections import defaultdict


        def run():
            print(__doc__)
            totals = defaultdict(float)
            while True:
                try:
                    line = input('> ').strip()
                except EOFError:
                    break
                if line == 'quit':
                    break
                parts = line.split()
                if parts[:1] == ['add'] and len(parts) == 3:
                    totals[parts[2]] += float(parts[1])
                elif line == 'report':
                    for category, amount in sorted(totals.items()):
                        print(f'{category:<12} {amount:>10.2f}')
                else:
                    print('unknown command; see the list above')


        if __name__ == '__main__':
            run()
    '''),
    "style2_error_kind_detail": ("style_2", '''
        import json


        class NotFound:
            """The requested resource does not exist."""

            status = 404


        class RateLimited:
            """Too many requests; retry after the indicated delay."""

            status = 429
            retry_after = 30


        def error_response(kind, **extra):
            body = {'status': kind.status, 'detail': kind.__doc__}
            body.update(extra)
            return kind.status, json.dumps(body)


        if __name__ == '__main__':
            print(error_response(NotFound, path='/users/42'))
            print(error_response(RateLimited, retry_after=RateLimited.retry_after))
    '''),
    "style2_event_catalogue": ("style_2", '''
        class OrderPlaced:
            """Sent when a customer completes checkout."""

            code = 'order.placed'
            version = 2


        class OrderShipped:
            """Sent when the warehouse hands the parcel to the carrier."""

            code = 'order.shipped'
            version = 1


        EVENT_TYPES = (OrderPlaced, OrderShipped)


        def event_catalogue():
            return [
                {'code': event.code, 'version': event.version, 'description': event.__doc__}
                for event in EVENT_TYPES
            ]


        def render_catalogue():
            lines = []
            for entry in event_catalogue():
                lines.append(f"{entry['code']} (v{entry['version']}): {entry['description']}")
            return '\\n'.join(lines)


        if __name__ == '__main__':
            print(render_catalogue())
    '''),
    "style2_keyword_index_default_param": ("style_2", '''
        """Data-loading helpers with a tiny keyword search over their docs."""
        import csv
        import json
        from pathlib import Path


        def load_csv(path):
            """Read a CSV file into a list of dicts keyed by the header row."""
            with Path(path).open(newline='') as handle:
                return list(csv.DictReader(handle))


        def load_json(path):
            """Read a JSON document from a file."""
            return json.loads(Path(path).read_text())


        def load_lines(path):
            """Read a text file into a list of stripped lines."""
            return [line.strip() for line in Path(path).read_text().splitlines()]


        HELPERS = (load_csv, load_json, load_lines)


        def build_index(helpers=HELPERS):
            index = {}
            for helper in helpers:
                for word in helper.__doc__.lower().split():
                    index.setdefault(word.strip('.,'), set()).add(helper.__name__)
            return index


        def find(word):
            return sorted(build_index().get(word.lower(), ()))


        if __name__ == '__main__':
            print(find('csv'))
            print(find('json'))
    '''),
    "err_keepalive_option_names": ("error_3", '''
        import logging
        import socket

        log = logging.getLogger(__name__)

        KEEPALIVE_OPTIONS = {"TCP_KEEPIDLE": 60, "TCP_KEEPINTVL": 10, "TCP_KEEPCNT": 5}


        def set_keepalive(sock: socket.socket) -> None:
            """Turn on TCP keepalive, setting each tuning option the platform has."""
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_KEEPALIVE, 1)
            for name, value in KEEPALIVE_OPTIONS.items():
                option = getattr(socket, name, None)
                if option is None:
                    log.debug("%s not available here", name)
                    continue
                try:
                    sock.setsockopt(socket.IPPROTO_TCP, option, value)
                except OSError as err:
                    log.warning("could not set %s: %s", name, err)
    '''),
    "err_optional_module_member": ("error_3", '''
        import os
        import socket
        from types import ModuleType


        def optional(module: ModuleType, name: str):
            """Return a function of the module, or None where the platform lacks it."""
            return getattr(module, name, None)


        def cpu_affinity() -> set[int]:
            """Return the CPUs this process may run on."""
            getter = optional(os, "sched_getaffinity")
            if getter is None:
                return set(range(os.cpu_count() or 1))
            return getter(0)


        def reachable(host: str, port: int, timeout: float = 2.0) -> bool:
            """Return whether a TCP connection to host:port succeeds."""
            try:
                with socket.create_connection((host, port), timeout=timeout):
                    return True
            except OSError:
                return False
    '''),
    "err_backup_config_outer_cause": ("error_2", '''
        import json
        from pathlib import Path


        class ConfigError(Exception):
            """Raised when a configuration file cannot be used."""


        def load_config(path: Path) -> dict:
            """Load a JSON config, falling back to the .bak copy if the main file is bad."""
            try:
                return json.loads(path.read_text(encoding="utf-8"))
            except (OSError, json.JSONDecodeError) as err:
                backup = path.with_suffix(".bak")
                try:
                    return json.loads(backup.read_text(encoding="utf-8"))
                except (OSError, json.JSONDecodeError):
                    raise ConfigError(f"neither {path} nor {backup} is usable") from err
    '''),
    "err_os_supports_link": ("error_3", '''
        import os


        def os_supports(feature):
            """Return whether os has the named function."""
            return hasattr(os, feature) and getattr(os, feature) is not None


        def make_link(source, target):
            if not os_supports('link'):
                return False
            try:
                os.link(source, target)
            except OSError:
                return False
            return True
    '''),
    "doc_plugin_init_subclass_summary": ("doc_1", '''
        """Plugin registry where each plugin documents itself."""


        class Plugin:
            """Base class for report plugins."""

            registry: dict[str, type["Plugin"]] = {}

            def __init_subclass__(cls, *, key: str, summary: str, **kwargs: object) -> None:
                """Register the subclass and use its summary as docstring."""
                super().__init_subclass__(**kwargs)
                cls.__doc__ = summary
                Plugin.registry[key] = cls

            def run(self) -> str:
                """Run the plugin and return its output."""
                raise NotImplementedError


        class SalesReport(Plugin, key="sales", summary="Summarise sales per region."):
            # The query is long SQL, not documentation.
            QUERY = "SELECT region, SUM(amount) AS total FROM sales WHERE created_at >= date('now', '-30 days') GROUP BY region ORDER BY total DESC"

            def run(self) -> str:
                """Return the query this plugin would execute."""
                return self.QUERY


        if __name__ == "__main__":
            for key, cls in Plugin.registry.items():
                print(key, cls.__doc__, cls().run())
    '''),
    "doc_loop_doc_column_of_commands": ("doc_1", '''
        """Register CLI commands with short docs and long usage examples."""
        import sys


        def sync() -> None:
            print("syncing")


        def push() -> None:
            print("pushing")


        # Each entry: handler, one-line doc, and a usage example for --help.
        COMMANDS = [
            (sync, "Fetch remote changes.", "example: tool sync --remote origin --branch main --depth 50 --prune --verbose"),
            (push, "Upload local commits.", "example: tool push --remote origin --branch main --force-with-lease --no-verify"),
        ]

        for handler, doc, _usage in COMMANDS:
            handler.__doc__ = doc


        def main(argv: list[str]) -> None:
            """Dispatch to the command named in argv."""
            table = {h.__name__: (h, usage) for h, _doc, usage in COMMANDS}
            if not argv or argv[0] not in table:
                for name, (handler, usage) in table.items():
                    print(f"{name}: {handler.__doc__}\\n    {usage}")
                return
            table[argv[0]][0]()


        if __name__ == "__main__":
            main(sys.argv[1:])
    '''),
    "doc_decorator_doc_beside_epilog": ("doc_1", '''
        """A decorator that registers commands with docs and help."""
        from collections.abc import Callable

        REGISTRY: dict[str, Callable[[], None]] = {}


        def command(name: str, doc: str, epilog: str = "") -> Callable[[Callable[[], None]], Callable[[], None]]:
            """Register a function as a command with a docstring."""

            def wrap(func: Callable[[], None]) -> Callable[[], None]:
                func.__doc__ = doc
                func.epilog = epilog
                REGISTRY[name] = func
                return func

            return wrap


        @command("clean", "Remove build artefacts.", epilog="This deletes the build/, dist/ and *.egg-info directories below the project root, and nothing else.")
        def clean() -> None:
            """Remove build artefacts."""
            print("cleaning")


        if __name__ == "__main__":
            for name, func in REGISTRY.items():
                print(name, func.__doc__, func.epilog)
    '''),
    "doc_input_format_pairs": ("doc_4", '''
        def parse_pairs(text: str) -> dict[str, str]:
            """Parse 'key=value' pairs separated by semicolons."""
            # Input format: name=value;name=value
            result = {}
            for chunk in text.split(";"):
                if not chunk.strip():
                    continue
                # A missing '=' means a flag, stored as an empty string.
                key, _, value = chunk.partition("=")
                result[key.strip()] = value.strip()
            return result
    '''),
    "doc_reviewed_by_trailer_default": ("doc_5", '''
        import re

        TRAILER = re.compile(r"^([A-Za-z-]+):\\s*(.+)$")


        def parse_trailers(message: str) -> dict[str, str]:
            trailers = {}
            # The first line is the subject, never a trailer.
            for line in message.strip().splitlines()[1:]:
                match = TRAILER.match(line)
                if match:
                    trailers[match.group(1)] = match.group(2)
            # Reviewed-by header is optional
            trailers.setdefault("Reviewed-by", "")
            return trailers
    '''),
    "doc_state_written_by_exporter": ("doc_5", '''
        import json
        from pathlib import Path

        # Written by the exporter, read back here
        STATE_FILE = Path("export_state.json")


        def last_exported_id() -> int:
            if not STATE_FILE.exists():
                return 0
            data = json.loads(STATE_FILE.read_text(encoding="utf-8"))
            return int(data.get("last_id", 0))
    '''),
    "doc_table_created_by_migration": ("doc_5", '''
        import sqlite3


        # Events are appended by the tracker, never updated.
        def setup(conn: sqlite3.Connection) -> None:
            conn.execute("CREATE TABLE IF NOT EXISTS events (id INTEGER PRIMARY KEY, kind TEXT)")


        def count_events(conn: sqlite3.Connection, kind: str) -> int:
            # Created by the migration in setup()
            row = conn.execute("SELECT COUNT(*) FROM events WHERE kind = ?", (kind,)).fetchone()
            return row[0]


        if __name__ == "__main__":
            db = sqlite3.connect(":memory:")
            setup(db)
            print(count_events(db, "click"))
    '''),
    "doc_field_updated_by_callback": ("doc_5", '''
        from collections.abc import Callable


        class Sensor:
            def __init__(self) -> None:
                self.listeners: list[Callable[[float], None]] = []

            def publish(self, value: float) -> None:
                # Notify in registration order.
                for listener in self.listeners:
                    listener(value)


        class Display:
            def __init__(self, sensor: Sensor) -> None:
                # Updated by the callback
                self.latest: float | None = None
                sensor.listeners.append(self.on_value)

            def on_value(self, value: float) -> None:
                self.latest = value
    '''),
    "doc_field_last_modified_by_save": ("doc_5", '''
        from dataclasses import dataclass, field
        from datetime import datetime, timezone


        @dataclass
        class Note:
            title: str
            body: str = ""
            # Last modified by save()
            modified_at: datetime | None = field(default=None)

            def save(self, store: dict[str, "Note"]) -> None:
                # Store times in UTC so notes sort across zones.
                self.modified_at = datetime.now(timezone.utc)
                store[self.title] = self
    '''),
    "doc_field_last_updated_by_sync": ("doc_5", '''
        import time


        class Mirror:
            def __init__(self, source: dict[str, str]) -> None:
                self.source = source
                self.copy: dict[str, str] = {}
                # Last updated by sync()
                self.synced_at = 0.0

            def sync(self) -> None:
                # Copy so later edits to source do not leak in.
                self.copy = dict(self.source)
                self.synced_at = time.time()

            def is_stale(self, max_age: float) -> bool:
                return time.time() - self.synced_at > max_age
    '''),
    "doc_field_last_written_by_thread": ("doc_5", '''
        import threading
        import time


        class Buffer:
            def __init__(self) -> None:
                self.items: list[str] = []
                self.lock = threading.Lock()
                # Last written by the flush thread
                self.flushed_at = 0.0

            def flush(self, sink: list[str]) -> None:
                # Hold the lock so writers never see a half-flushed list.
                with self.lock:
                    sink.extend(self.items)
                    self.items.clear()
                    self.flushed_at = time.monotonic()
    '''),
    "doc_version_file_generated_by_script": ("doc_5", '''
        from pathlib import Path

        # Generated by the build script
        VERSION_FILE = Path(__file__).with_name("_version.txt")


        def version() -> str:
            try:
                return VERSION_FILE.read_text(encoding="utf-8").strip()
            except FileNotFoundError:
                return "0.0.0+unknown"
    '''),
    # false-failure hunt (stop 47): round 40's rules and older ones beside them
    "styleA_doc_word_count_getdoc": ("style_2", '''
        """Report functions whose docstrings are too short to be useful."""
        import importlib
        import inspect
        import sys

        MIN_WORDS = 4


        def terse_functions(module_name: str) -> list[str]:
            """Return public functions of the module with terse docstrings."""
            module = importlib.import_module(module_name)
            flagged = []
            for name, func in inspect.getmembers(module, inspect.isfunction):
                doc = inspect.getdoc(func) or ''
                if not name.startswith('_') and len(doc.split()) < MIN_WORDS:
                    flagged.append(name)
            return flagged


        if __name__ == '__main__':
            for target in sys.argv[1:]:
                for name in terse_functions(target):
                    print(f'{target}.{name}: docstring is too short')
    '''),
    "styleA_doc_word_count_vars": ("style_2", '''
        """Measure how long the docstrings of a module are."""
        import inspect
        import types


        def doc_lengths(module: types.ModuleType) -> dict[str, int]:
            """Map each public function name to its docstring's word count."""
            counts = {}
            for name, func in vars(module).items():
                if inspect.isfunction(func) and not name.startswith('_'):
                    counts[name] = len((func.__doc__ or '').split())
            return counts


        if __name__ == '__main__':
            import json
            print(doc_lengths(json))
    '''),
    "styleA_doc_words_rejoined_by_name": ("style_2", '''
        import textwrap


        class Tool:
            """Base class for tools."""

            def describe(self, width: int = 40) -> str:
                """Wrap this tool's documentation to the given width."""
                words = (type(self).__doc__ or '').split()
                return textwrap.fill(' '.join(words), width=width)


        class Hammer(Tool):
            """Drive nails into wood; also pulls them out with its claw."""

            def use(self) -> str:
                """Hit the nail once."""
                return 'bang'


        print(Hammer().describe())
    '''),
    "styleA_mixin_patches_input": ("style_9", '''
        import unittest
        from unittest import mock

        from numbers_io import read_number


        class InputMixin:
            def patch_input(self, *answers):
                patcher = mock.patch('builtins.input', side_effect=answers)
                self.addCleanup(patcher.stop)
                return patcher.start()


        class ReadNumberTests(InputMixin, unittest.TestCase):
            def test_float(self):
                self.patch_input('2.5')
                self.assertEqual(read_number('> '), 2.5)
    '''),
    "compile_syntax_check": ("style_8", '''
        import ast

        SNIPPETS = {
            'ok': 'total = sum(values)',
            'broken': 'total = sum(values',
        }


        def compiles(source: str) -> bool:
            try:
                compile(source, '<snippet>', 'exec')
            except SyntaxError:
                return False
            return True


        def literal_or_none(text: str) -> object:
            try:
                return ast.literal_eval(text)
            except (ValueError, SyntaxError):
                return None


        report = {
            name: compiles(code)
            for name, code in SNIPPETS.items()
        }
        print(report, literal_or_none('[1, 2, 3]'))
    '''),
    "compile_file_checker": ("style_8", '''
        import sys
        from pathlib import Path


        def syntax_errors(paths: list[Path]) -> list[str]:
            problems = []
            for path in paths:
                try:
                    compile(path.read_text(), str(path), 'exec')
                except SyntaxError as error:
                    problems.append(
                        f'{path}:{error.lineno}: {error.msg}',
                    )
            return problems


        if __name__ == '__main__':
            for problem in syntax_errors([Path(arg) for arg in sys.argv[1:]]):
                print(problem)
    '''),
    "compile_codeop_more_input": ("style_8", '''
        import codeop


        def needs_more_input(lines: list[str]) -> bool:
            source = '\\n'.join(lines)
            try:
                code = codeop.compile_command(source, '<input>', 'single')
            except SyntaxError:
                return False
            return code is None


        print(needs_more_input([
            'def f():',
        ]))
    '''),
    "logic_zip_labels_filtered": ("logic_1", '''
        import re
        from dataclasses import dataclass

        EMAIL = re.compile(r"[^@\\s]+@[^@\\s]+\\.[a-z]{2,}", re.IGNORECASE)


        @dataclass
        class Signup:
            """A signup form as submitted."""

            name: str
            email: str
            age: int


        CHECK_NAMES = ("name missing", "email invalid", "under age")


        def problems(form: Signup) -> list[str]:
            """Return a description of every problem with the form, in order."""
            failed = [
                not form.name.strip(),
                EMAIL.fullmatch(form.email) is None,
                form.age < 18,
            ]
            return [label for label, bad in zip(CHECK_NAMES, failed) if bad]


        def is_valid(form: Signup) -> bool:
            """Return whether the form has no problems."""
            return not problems(form)
    '''),
    "logic_enumerate_bitfield_sum": ("logic_1", '''
        import struct
        from dataclasses import dataclass


        @dataclass
        class Packet:
            """A network packet as seen by the capture tool."""

            length: int
            ttl: int
            port: int
            payload: bytes


        def packet_flags(packet: Packet, mtu: int = 1500) -> int:
            """Return the packet's anomaly flags as a bitfield (bit 0 = oversized)."""
            bits = (
                packet.length > mtu,
                packet.ttl <= 1,
                packet.port < 1024,
                not packet.payload,
            )
            return sum(bit << index for index, bit in enumerate(bits))


        def to_record(packet: Packet) -> bytes:
            """Serialise the packet header fields and its flag byte."""
            return struct.pack("<HBHB", packet.length, packet.ttl, packet.port, packet_flags(packet))
    '''),
    "logic_zip_weighted_score": ("logic_1", '''
        from dataclasses import dataclass

        WEIGHTS = (3, 2, 2, 1)


        @dataclass
        class Listing:
            """A property listing."""

            bedrooms: int
            has_garden: bool
            near_station: bool
            price: float


        def match_score(listing: Listing, budget: float) -> int:
            """Score a listing by how many of the buyer's wishes it meets, weighted."""
            wishes = (
                listing.price <= budget,
                listing.bedrooms >= 3,
                listing.near_station,
                listing.has_garden,
            )
            return sum(weight * met for weight, met in zip(WEIGHTS, wishes))


        def best(listings: list[Listing], budget: float) -> Listing:
            """Return the best-scoring listing."""
            return max(listings, key=lambda listing: match_score(listing, budget))
    '''),
    "logic_enumerate_bitfield_loop": ("logic_3", '''
        import stat
        from pathlib import Path

        FLAG_NAMES = ("hidden", "empty", "executable")


        def entry_flags(path: Path) -> int:
            """Pack three properties of a file into an integer bitfield."""
            info = path.stat()
            bits = (
                path.name.startswith("."),
                info.st_size == 0,
                bool(info.st_mode & stat.S_IXUSR),
            )
            value = 0
            for position, bit in enumerate(bits):
                value |= int(bit) << position
            return value


        def describe(flags: int) -> list[str]:
            """Turn a bitfield from entry_flags back into flag names."""
            return [name for position, name in enumerate(FLAG_NAMES) if flags >> position & 1]
    '''),
    "logic_zip_clinical_score": ("logic_3", '''
        from dataclasses import dataclass


        @dataclass
        class Patient:
            """The facts the CHA2DS2-VASc stroke-risk score needs."""

            age: int
            female: bool
            heart_failure: bool
            hypertension: bool
            diabetes: bool
            prior_stroke: bool
            vascular_disease: bool


        def cha2ds2_vasc(patient: Patient) -> int:
            """Return the CHA2DS2-VASc score (0-9) of a patient."""
            criteria = [
                patient.heart_failure,
                patient.hypertension,
                patient.age >= 75,
                patient.diabetes,
                patient.prior_stroke,
                patient.vascular_disease,
                65 <= patient.age < 75,
                patient.female,
            ]
            weights = [1, 1, 2, 1, 2, 1, 1, 1]
            return sum(weight * met for weight, met in zip(weights, criteria))
    '''),
    "logic_compress_clinical_score": ("logic_3", '''
        from dataclasses import dataclass
        from itertools import compress

        WEIGHTS = (1, 1, 2, 1, 2, 1, 1, 1)


        @dataclass
        class Patient:
            """The facts the CHA2DS2-VASc stroke-risk score needs."""

            age: int
            female: bool
            heart_failure: bool
            hypertension: bool
            diabetes: bool
            prior_stroke: bool
            vascular_disease: bool


        def cha2ds2_vasc(patient: Patient) -> int:
            """Return the CHA2DS2-VASc score (0-9) of a patient."""
            criteria = (
                patient.heart_failure,
                patient.hypertension,
                patient.age >= 75,
                patient.diabetes,
                patient.prior_stroke,
                patient.vascular_disease,
                65 <= patient.age < 75,
                patient.female,
            )
            return sum(compress(WEIGHTS, criteria))
    '''),
    "logic_sleep0_poll_retry": ("logic_5", '''
        import subprocess
        import time


        def wait_quietly(process: subprocess.Popen, timeout: float) -> int | None:
            """Poll a child process until it exits or timeout passes, yielding the CPU between polls."""
            deadline = time.monotonic() + timeout
            while time.monotonic() < deadline:
                try:
                    return process.wait(timeout=0)
                except subprocess.TimeoutExpired:
                    time.sleep(0)
            return None
    '''),
    "doc-doc_3-getattr-deprecated-shim": ("doc_3", '''
        """Text utilities, with deprecated aliases for renamed functions."""

        import functools
        import warnings

        _RENAMED = {"strip_tags": "remove_tags", "squash": "collapse_whitespace"}


        def remove_tags(text: str) -> str:
            """Return text with everything between angle brackets removed."""
            out, depth = [], 0
            for char in text:
                if char == "<":
                    depth += 1
                elif char == ">":
                    depth = max(depth - 1, 0)
                elif not depth:
                    out.append(char)
            return "".join(out)


        def collapse_whitespace(text: str) -> str:
            """Return text with every run of whitespace replaced by one space."""
            return " ".join(text.split())


        def _deprecated(old: str, new):
            @functools.wraps(new)
            def wrapper(*args, **kwargs):
                warnings.warn(f"{old}() is deprecated; use {new.__name__}()",
                              DeprecationWarning, stacklevel=2)
                return new(*args, **kwargs)

            return wrapper


        def __getattr__(name: str):
            """Serve the old names of renamed functions with a warning."""
            if name in _RENAMED:
                return _deprecated(name, globals()[_RENAMED[name]])
            raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    '''),
    "doc-doc_3-getattr-shim-documented-factory": ("doc_3", '''
        """Text utilities, with deprecated aliases for renamed functions."""

        import functools
        import warnings

        _RENAMED = {"strip_tags": "remove_tags", "squash": "collapse_whitespace"}


        def remove_tags(text: str) -> str:
            """Return text with everything between angle brackets removed."""
            out, depth = [], 0
            for char in text:
                if char == "<":
                    depth += 1
                elif char == ">":
                    depth = max(depth - 1, 0)
                elif not depth:
                    out.append(char)
            return "".join(out)


        def collapse_whitespace(text: str) -> str:
            """Return text with every run of whitespace replaced by one space."""
            return " ".join(text.split())


        def _deprecated(old: str, new):
            """Return new wrapped to warn that old is deprecated."""

            @functools.wraps(new)
            def wrapper(*args, **kwargs):
                warnings.warn(f"{old}() is deprecated; use {new.__name__}()",
                              DeprecationWarning, stacklevel=2)
                return new(*args, **kwargs)

            return wrapper


        def __getattr__(name: str):
            """Serve the old names of renamed functions with a warning."""
            if name in _RENAMED:
                return _deprecated(name, globals()[_RENAMED[name]])
            raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    '''),
    "doc-doc_3-getattr-wraps-old-api": ("doc_3", '''
        """Compatibility shim: the old ``units`` API backed by the new module."""

        import warnings
        from functools import wraps


        def to_metres(value: float, unit: str) -> float:
            """Convert a length in the given unit to metres."""
            factors = {"m": 1.0, "cm": 0.01, "in": 0.0254, "ft": 0.3048}
            return value * factors[unit]


        def _warn_on_call(func, old_name: str):
            """Wrap func so that each call warns about the old name."""

            @wraps(func)
            def wrapper(*args, **kwargs):
                warnings.warn(
                    f"{old_name} is deprecated, call {func.__name__} instead",
                    DeprecationWarning,
                    stacklevel=2,
                )
                return func(*args, **kwargs)

            return wrapper


        _OLD_NAMES = {"convert": to_metres, "metres": to_metres}


        def __getattr__(name: str):
            """Return a warning wrapper for each name of the old API."""
            if name in _OLD_NAMES:
                return _warn_on_call(_OLD_NAMES[name], name)
            raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    '''),
    "doc-doc_3-getattr-doc-copied-old-api": ("doc_3", '''
        """Compatibility shim: the old ``units`` API backed by the new module."""

        import warnings
        from functools import wraps


        def to_metres(value: float, unit: str) -> float:
            """Convert a length in the given unit to metres."""
            factors = {"m": 1.0, "cm": 0.01, "in": 0.0254, "ft": 0.3048}
            return value * factors[unit]


        def _warn_on_call(func, old_name: str):
            """Wrap func so that each call warns about the old name."""

            def wrapper(*args, **kwargs):
                warnings.warn(
                    f"{old_name} is deprecated, call {func.__name__} instead",
                    DeprecationWarning,
                    stacklevel=2,
                )
                return func(*args, **kwargs)

            wrapper.__doc__ = func.__doc__
            wrapper.__name__ = old_name
            return wrapper


        _OLD_NAMES = {"convert": to_metres, "metres": to_metres}


        def __getattr__(name: str):
            """Return a warning wrapper for each name of the old API."""
            if name in _OLD_NAMES:
                return _warn_on_call(_OLD_NAMES[name], name)
            raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    '''),
    "doc-doc_4-group-label-comma": ("doc_4", '''
        """Word categories for a toy part-of-speech tagger."""

        WORDS = [
            # pronouns,
            "i", "you", "she", "they",
            # articles, which the tagger treats as determiners,
            "a", "an", "the",
            # verbs
            "run", "eat", "read",
        ]

        CATEGORY = {
            "i": "pronoun", "you": "pronoun", "she": "pronoun", "they": "pronoun",
            "a": "article", "an": "article", "the": "article",
            "run": "verb", "eat": "verb", "read": "verb",
        }


        def tag(sentence: str) -> list[tuple[str, str]]:
            """Return (word, category) for each word, 'unknown' when not listed."""
            return [(w, CATEGORY.get(w, "unknown")) for w in sentence.lower().split()]


        def pronouns(sentence: str) -> list[str]:
            """Return the pronouns of sentence in order."""
            # Reuse the tagger so both agree on what a pronoun is.
            return [word for word, category in tag(sentence) if category == "pronoun"]


        if __name__ == "__main__":
            print(pronouns("They said you read it"))
    '''),
    # stop 46, fourth-hunt-style fixes: doc_2 abbreviations before acronyms and names, doc_3 class namespaces written from documented functions, logic_2 retries and raises counted once, logic_5 running counters, logic_8 flag sets
    "doc_2-vat-incl": ("doc_2", '''
        def total_with_vat(net, rate=0.2):
            """Return the gross price incl. VAT for a net amount."""
            return round(net * (1 + rate), 2)


        def estimate_memory(params):
            """Estimate the model size in bytes, approx. GPU memory needed for inference."""
            return params * 2


        def compare_backends(a, b):
            """Compare two array backends, e.g. NumPy vs. CuPy, by name."""
            return a.lower() == b.lower()
    '''),
    "doc_2-invoice-max-eur": ("doc_2", '''
        from dataclasses import dataclass


        @dataclass
        class Invoice:
            net: float
            vat_rate: float = 0.19

            def gross(self):
                """Return the total incl. VAT."""
                return self.net * (1 + self.vat_rate)

            def vat(self):
                """Return the VAT part of the total, approx. EUR cents rounded."""
                return round(self.net * self.vat_rate, 2)

            def label(self):
                """Build a label such as "Invoice, max. EUR 100"."""
                return f"Invoice, max. EUR {self.gross():.0f}"
    '''),
    "doc_2-ms-incl-resp": ("doc_2", '''
        def throughput(bytes_sent, seconds):
            """Return the throughput in MB/s, approx. SI units, not MiB."""
            return bytes_sent / seconds / 1_000_000


        def latency_budget(hops):
            """Return the latency budget in ms, incl. DNS and TLS setup."""
            return 50 + 20 * hops


        def ratio(a, b):
            """Return the ratio of reads resp. writes to the total."""
            total = a + b
            return a / total, b / total
    '''),
    "doc_2-esp-eu": ("doc_2", '''
        """Helpers for shipping costs."""

        RATES = {"DE": 4.9, "AT": 6.5, "CH": 12.0}


        def shipping_cost(country, weight_kg):
            """Return the cost for a parcel, esp. EU countries, in EUR."""
            base = RATES.get(country, 15.0)
            return base + 0.5 * max(weight_kg - 2, 0)


        def is_eu(country):
            """Tell whether a country code is in the EU, i.e. DE or AT here."""
            return country in {"DE", "AT"}
    '''),
    "doc_2-excl-vat": ("doc_2", '''
        from enum import Enum


        class Plan(Enum):
            FREE = "free"
            PRO = "pro"

            def monthly_price(self):
                """Return the price per month excl. VAT, in USD."""
                return {"free": 0, "pro": 12}[self.value]

            def seats(self):
                """Return the number of seats, max. ten on the free plan."""
                return 10 if self is Plan.FREE else 100
    '''),
    "doc_2-viz-q1": ("doc_2", '''
        import re

        _DATE = re.compile(r"(\\d{4})-(\\d{2})-(\\d{2})")


        def parse_iso_date(text):
            """Parse a date such as 2024-01-31, cf. ISO 8601 for the format."""
            match = _DATE.fullmatch(text)
            if match is None:
                raise ValueError(text)
            return tuple(int(part) for part in match.groups())


        def format_us_date(year, month, day):
            """Format a date the US way, i.e. MM/DD/YYYY."""
            return f"{month:02d}/{day:02d}/{year}"


        def quarter(month):
            """Return the quarter of a month, viz. Q1 through Q4."""
            return f"Q{(month - 1) // 3 + 1}"
    '''),
    "doc_2-max-n": ("doc_2", '''
        import asyncio


        async def fetch_all(urls, fetch):
            """Fetch all URLs concurrently, approx. HTTP/2 style multiplexing."""
            return await asyncio.gather(*(fetch(url) for url in urls))


        async def with_timeout(coro, seconds=5.0):
            """Await a coroutine for max. N seconds, then raise TimeoutError."""
            return await asyncio.wait_for(coro, seconds)
    '''),
    "doc_2-et-al-year": ("doc_2", '''
        def weighted_score(scores, weights):
            """Compute a weighted mean (cf. Smith et al. 2019) of the scores."""
            total = sum(weights)
            return sum(s * w for s, w in zip(scores, weights)) / total


        def normalize(scores):
            """Scale scores to [0, 1], incl. NaN handling via Python's float rules."""
            low, high = min(scores), max(scores)
            return [(s - low) / (high - low) for s in scores]
    '''),
    "doc_2-approx-the": ("doc_2", '''
        """Tax helpers exported through a table."""


        def _net_to_gross(net):
            """Add VAT to a net amount, approx. the German standard rate."""
            return net * 1.19


        def _gross_to_net(gross):
            """Remove VAT from a gross amount, incl. rounding to cents."""
            return round(gross / 1.19, 2)


        _EXPORTS = {"net_to_gross": _net_to_gross, "gross_to_net": _gross_to_net}
        for _name, _func in _EXPORTS.items():
            globals()[_name] = _func
    '''),
    "doc_2-incl-flags": ("doc_2", '''
        import argparse


        def build_parser():
            """Build the CLI parser, incl. flags for verbosity and output."""
            parser = argparse.ArgumentParser(prog="report")
            parser.add_argument("-v", "--verbose", action="store_true")
            parser.add_argument("-o", "--output", default="-")
            return parser


        def main(argv=None):
            """Run the CLI, e.g. Python -m report -v, and return the exit code."""
            args = build_parser().parse_args(argv)
            return 0 if args.output else 1
    '''),
    "doc_3-class-locals-zip-module-funcs": ("doc_3", '''
        """Geometry shapes with computed methods."""
        import math


        def _area(self):
            """Return the area of the circle."""
            return math.pi * self.radius**2


        def _circumference(self):
            """Return the circumference of the circle."""
            return 2 * math.pi * self.radius


        class Circle:
            """A circle given by its radius."""

            def __init__(self, radius):
                """Store the radius."""
                self.radius = radius

            for _name, _func in zip(("area", "circumference"), (_area, _circumference)):
                locals()[_name] = _func
            del _name, _func
    '''),
    "doc_3-class-locals-zip-body-factory": ("doc_3", '''
        """Binary operators as methods of a small vector class."""
        import operator


        class Vec2:
            """A two-dimensional vector."""

            def __init__(self, x, y):
                """Store both coordinates."""
                self.x = x
                self.y = y

            def _combine(op):
                def method(self, other):
                    """Combine both vectors coordinate by coordinate."""
                    return Vec2(op(self.x, other.x), op(self.y, other.y))

                return method

            for _name, _op in zip(("add", "sub"), (operator.add, operator.sub)):
                locals()[_name] = _combine(_op)
            del _name, _op, _combine
    '''),
    "doc_3-class-locals-loop-module-factory": ("doc_3", '''
        """Comparison dunder methods generated from a key."""


        def _cmp(name):
            """Build a comparison method that compares by version tuple."""
            import operator

            op = getattr(operator, name)

            def method(self, other):
                """Compare two versions by their numeric parts."""
                return op(self.parts, other.parts)

            method.__name__ = f"__{name}__"
            return method


        class Version:
            """A dotted version number such as 1.2.3."""

            def __init__(self, text):
                """Parse the dotted text into integer parts."""
                self.parts = tuple(int(p) for p in text.split("."))

            for _op in ("lt", "le", "gt", "ge"):
                locals()[f"__{_op}__"] = _cmp(_op)
            del _op
    '''),
    "logic_2-retry-suppress": ("logic_2", '''
        import contextlib

        import requests

        MAX_ATTEMPTS = 3
        RETRY_STATUSES = frozenset({502, 503, 504})


        class TransientError(Exception):
            """Raised when the server asks us to try again."""


        def fetch_json(session: requests.Session, url: str) -> dict | None:
            """Fetch JSON from url, retrying transient gateway errors."""
            if not url:
                return None
            response = None
            for _ in range(MAX_ATTEMPTS):
                with contextlib.suppress(TransientError, requests.ConnectionError):
                    response = session.get(url, timeout=10)
                    if response.status_code in RETRY_STATUSES:
                        raise TransientError(response.status_code)
                    break
            return response.json() if response is not None else None
    '''),
    "logic_2-suppress-last-raise": ("logic_2", '''
        import contextlib
        import json


        def parse_payload(raw: bytes) -> dict:
            """Decode a JSON object payload; anything else gives an empty dict."""
            payload: dict = {}
            with contextlib.suppress(UnicodeDecodeError, json.JSONDecodeError, TypeError):
                payload = json.loads(raw.decode("utf-8"))
                if not isinstance(payload, dict):
                    payload = {}
                    raise TypeError("payload is not an object")
            return payload
    '''),
    "logic_2-env-int-last-raise": ("logic_2", '''
        import contextlib
        import os


        def env_int(name: str, default: int) -> int:
            """Read an integer environment variable, keeping default when unset or bad."""
            value = default
            raw = os.environ.get(name)
            if raw is None:
                return value
            with contextlib.suppress(ValueError):
                value = int(raw)
                if value < 0:
                    value = default
                    raise ValueError(name)
            return value
    '''),
    "logic_2-raise-counted-once": ("logic_2", '''
        import contextlib
        import json


        def parse_payload(raw: bytes) -> dict:
            payload: dict = {}
            with contextlib.suppress(ValueError, TypeError):
                payload = json.loads(raw)
                if not isinstance(payload, dict):
                    payload = {}
                    raise TypeError("payload is not an object")
                payload = dict(payload)
            return payload
    '''),
    "logic_5-run-detector-flag-loop": ("logic_5", '''
        def contains_run(values: list[int], target: int, length: int) -> bool:
            """Tell whether target appears length times in a row."""
            run = 0
            i = 0
            found = False
            while i < len(values) and not found:
                run = run + 1 if values[i] == target else 0
                found = run >= length
                i += 1
            return found
    '''),
    "logic_5-run-detector-counted-loop": ("logic_5", '''
        def contains_run(values: list[int], target: int, length: int) -> bool:
            """Tell whether target appears length times in a row."""
            run = 0
            i = 0
            while i < len(values):
                run = run + 1 if values[i] == target else 0
                if run >= length:
                    return True
                i += 1
            return False
    '''),
    "logic_8-stat-flag-set": ("logic_8", '''
        import os
        import stat
        from pathlib import Path

        PRIVATE_MODE = stat.S_IRUSR | stat.S_IWUSR


        def is_private(path: Path) -> bool:
            """Tell whether only the owner may read and write path."""
            return stat.S_IMODE(path.stat().st_mode) == stat.S_IRUSR | stat.S_IWUSR


        def group_writable(path: Path) -> bool:
            return bool(path.stat().st_mode & (stat.S_IWGRP | stat.S_IWOTH))


        def is_write_mode(flags: int) -> bool:
            """Tell whether open flags ask for writing."""
            return flags & (os.O_WRONLY | os.O_RDWR) != 0
    '''),
    "logic_8-open-flag-set": ("logic_8", '''
        import os

        CREATE_FLAGS = os.O_WRONLY | os.O_CREAT | os.O_TRUNC


        def opens_for_overwrite(flags: int) -> bool:
            """Tell whether flags create or truncate the file for writing."""
            return flags == os.O_WRONLY | os.O_CREAT | os.O_TRUNC
    '''),
    "logic_8-access-flag-set": ("logic_8", '''
        import os

        READ_WRITE = os.R_OK | os.W_OK


        def can_modify(path: str) -> bool:
            """Tell whether path may be read and written."""
            return os.access(path, READ_WRITE)


        def same_access(mode: int) -> bool:
            return mode == os.R_OK | os.W_OK
    '''),
    # stop 45 review: logic_4's strict check crashed on doctest text doctest itself refuses to parse
    "logic_4-doctest-text-doctest-refuses-to-parse": ("logic_4", '''
        """Check that a bad session is reported."""
        import doctest

        BROKEN = ">>>print(1)"


        def report_bad_session() -> str:
            """Return the error doctest gives for a prompt without a blank after it."""
            try:
                doctest.run_docstring_examples(BROKEN, {})
            except ValueError as error:
                return str(error)
            return 'no error'
    '''),
    # false-failure hunt (stop 45, fourth): logic_4 doctest runners of documented code
    "logic_4-slugify-doctest": ("logic_4", '''
        """Slug helpers with documented behaviour."""
        import doctest
        import re
        import unicodedata

        _NON_WORD = re.compile(r"[^a-z0-9]+")


        def slugify(text, separator="-"):
            """Turn arbitrary text into a URL slug.

            >>> slugify("Hello World")
            'hello-world'
            >>> slugify("  leading and trailing  ")
            'leading-and-trailing'
            >>> slugify("Crème brûlée")
            'creme-brulee'
            >>> slugify("a/b\\\\\\\\c")
            'a-b-c'
            >>> slugify("Already-a-slug")
            'already-a-slug'
            >>> slugify("snake_case_name")
            'snake-case-name'
            >>> slugify("CamelCase")
            'camelcase'
            >>> slugify("multiple   spaces")
            'multiple-spaces'
            >>> slugify("")
            ''
            >>> slugify("!!!")
            ''
            >>> slugify("Hello World", separator="_")
            'hello_world'
            >>> slugify("2024 Annual Report")
            '2024-annual-report'
            >>> slugify("über straße")
            'uber-strae'
            >>> slugify("tab\\\\tseparated")
            'tab-separated'
            >>> slugify("dots.in.name")
            'dots-in-name'
            >>> slugify("MiXeD CaSe 42")
            'mixed-case-42'
            """
            normalised = unicodedata.normalize("NFKD", text)
            ascii_text = normalised.encode("ascii", "ignore").decode("ascii")
            return _NON_WORD.sub(separator, ascii_text.lower()).strip(separator)


        def run_examples(verbose=False):
            """Check the examples in slugify's docstring."""
            doctest.run_docstring_examples(slugify, {"slugify": slugify}, verbose=verbose)


        if __name__ == "__main__":
            run_examples()
    '''),
    "logic_4-converters-selftest": ("logic_4", '''
        import doctest


        def celsius_to_fahrenheit(celsius):
            """Convert Celsius to Fahrenheit.

            >>> celsius_to_fahrenheit(0)
            32.0
            >>> celsius_to_fahrenheit(100)
            212.0
            >>> celsius_to_fahrenheit(-40)
            -40.0
            >>> round(celsius_to_fahrenheit(36.6), 2)
            97.88
            >>> celsius_to_fahrenheit(37)
            98.6
            """
            return celsius * 9 / 5 + 32


        def fahrenheit_to_celsius(fahrenheit):
            """Convert Fahrenheit to Celsius.

            >>> fahrenheit_to_celsius(32)
            0.0
            >>> fahrenheit_to_celsius(212)
            100.0
            >>> fahrenheit_to_celsius(-40)
            -40.0
            >>> round(fahrenheit_to_celsius(98.6), 1)
            37.0
            >>> fahrenheit_to_celsius(50)
            10.0
            """
            return (fahrenheit - 32) * 5 / 9


        def kelvin_to_celsius(kelvin):
            """Convert Kelvin to Celsius.

            >>> kelvin_to_celsius(273.15)
            0.0
            >>> kelvin_to_celsius(0)
            -273.15
            >>> kelvin_to_celsius(373.15)
            100.0
            >>> kelvin_to_celsius(-1)
            Traceback (most recent call last):
            ...
            ValueError: kelvin must be non-negative
            >>> round(kelvin_to_celsius(310.15), 2)
            37.0
            >>> kelvin_to_celsius(300)
            26.850000000000023
            """
            if kelvin < 0:
                raise ValueError("kelvin must be non-negative")
            return kelvin - 273.15


        def selftest():
            """Run the docstring examples of each converter."""
            globs = globals()
            doctest.run_docstring_examples(celsius_to_fahrenheit, globs)
            doctest.run_docstring_examples(fahrenheit_to_celsius, globs)
            doctest.run_docstring_examples(kelvin_to_celsius, globs)


        if __name__ == "__main__":
            selftest()
    '''),
    "logic_4-unittest-class-doctest": ("logic_4", '''
        """A bounded stack with doctested behaviour."""
        import doctest
        import unittest


        class BoundedStack:
            """A LIFO stack holding at most ``capacity`` items.

            >>> stack = BoundedStack(2)
            >>> stack.push("a")
            >>> stack.push("b")
            >>> len(stack)
            2
            >>> stack.is_full()
            True
            >>> stack.push("c")
            Traceback (most recent call last):
            ...
            OverflowError: stack is full
            >>> stack.peek()
            'b'
            >>> stack.pop()
            'b'
            >>> stack.pop()
            'a'
            >>> stack.is_empty()
            True
            >>> stack.pop()
            Traceback (most recent call last):
            ...
            IndexError: pop from empty stack
            >>> for item in "xy":
            ...     stack.push(item)
            >>> list(stack)
            ['y', 'x']
            >>> stack.clear()
            >>> len(stack)
            0
            >>> BoundedStack(0)
            Traceback (most recent call last):
            ...
            ValueError: capacity must be positive
            """

            def __init__(self, capacity):
                if capacity <= 0:
                    raise ValueError("capacity must be positive")
                self._capacity = capacity
                self._items = []

            def push(self, item):
                if self.is_full():
                    raise OverflowError("stack is full")
                self._items.append(item)

            def pop(self):
                if not self._items:
                    raise IndexError("pop from empty stack")
                return self._items.pop()

            def peek(self):
                return self._items[-1]

            def clear(self):
                self._items.clear()

            def is_full(self):
                return len(self._items) >= self._capacity

            def is_empty(self):
                return not self._items

            def __len__(self):
                return len(self._items)

            def __iter__(self):
                return reversed(self._items)


        class DocExamplesTest(unittest.TestCase):
            def test_docstring_examples(self):
                doctest.run_docstring_examples(BoundedStack, {"BoundedStack": BoundedStack})


        if __name__ == "__main__":
            unittest.main()
    '''),
    "logic_4-finder-runner": ("logic_4", '''
        """Run the doctests of the parsing helpers and report a summary."""
        import doctest
        import logging

        logger = logging.getLogger(__name__)


        def parse_duration(text):
            """Parse a duration such as ``1h30m`` into seconds.

            >>> parse_duration("45s")
            45
            >>> parse_duration("2m")
            120
            >>> parse_duration("1h")
            3600
            >>> parse_duration("1h30m")
            5400
            >>> parse_duration("1d")
            86400
            >>> parse_duration("1d2h3m4s")
            93784
            >>> parse_duration("0s")
            0
            >>> parse_duration("90")
            90
            >>> parse_duration("")
            Traceback (most recent call last):
            ...
            ValueError: empty duration
            >>> parse_duration("5x")
            Traceback (most recent call last):
            ...
            ValueError: unknown unit 'x'
            >>> parse_duration("10M")
            600
            >>> parse_duration("  3m ")
            180
            """
            units = {"d": 86400, "h": 3600, "m": 60, "s": 1}
            text = text.strip().lower()
            if not text:
                raise ValueError("empty duration")
            if text.isdigit():
                return int(text)
            total, number = 0, ""
            for char in text:
                if char.isdigit():
                    number += char
                    continue
                if char not in units:
                    raise ValueError(f"unknown unit {char!r}")
                total += int(number) * units[char]
                number = ""
            return total


        def run_doctests():
            """Find and run parse_duration's examples, logging the outcome."""
            finder = doctest.DocTestFinder()
            runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
            for test in finder.find(parse_duration, globs={"parse_duration": parse_duration}):
                runner.run(test)
            results = runner.summarize(verbose=False)
            logger.info("%d attempted, %d failed", results.attempted, results.failed)
            return results.failed == 0
    '''),
    "logic_4-script-from-examples": ("logic_4", '''
        """Report how well a function is documented by examples."""
        import doctest
        import inspect

        SAMPLE = """
        >>> 1 + 1
        2
        >>> sorted({3, 1, 2})
        [1, 2, 3]
        """


        def count_examples(obj):
            """Number of ``>>>`` examples in ``obj``'s docstring."""
            text = inspect.getdoc(obj) or ""
            return len(doctest.DocTestParser().get_examples(text))


        def sample_script():
            """Show the sample session as a plain script, outputs turned into comments."""
            return doctest.script_from_examples(
                """
                >>> total = 0
                >>> for n in range(5):
                ...     total += n
                >>> total
                10
                >>> names = ["b", "a"]
                >>> names.sort()
                >>> names
                ['a', 'b']
                >>> x = 1
                >>> y = 2
                >>> z = x + y
                >>> w = z * 2
                >>> v = w - 1
                >>> u = v + 1
                >>> t = u // 2
                >>> s = t + 1
                >>> r = s * s
                >>> r
                16
                """
            )


        if __name__ == "__main__":
            print(count_examples(count_examples))
            print(sample_script())
    '''),
    "logic_4-argparse-selftest": ("logic_4", '''
        """Word-wrap text files; --selftest runs wrap()'s examples."""
        import argparse
        import doctest
        import sys
        import textwrap


        def wrap(text, width=20):
            """Wrap text to ``width`` columns, keeping paragraph breaks.

            >>> wrap("one two three", 7)
            'one two\\\\nthree'
            >>> wrap("a\\\\n\\\\nb", 10)
            'a\\\\n\\\\nb'
            >>> wrap("", 5)
            ''
            >>> wrap("short", 80)
            'short'
            >>> print(wrap("the quick brown fox jumps", 10))
            the quick
            brown fox
            jumps
            >>> wrap("x" * 12, 5)
            'xxxxx\\\\nxxxxx\\\\nxx'
            >>> wrap("tab\\\\tinside", 20)
            'tab     inside'
            >>> len(wrap("word " * 10, 12).splitlines())
            5
            """
            paragraphs = text.split("\\n\\n")
            return "\\n\\n".join(textwrap.fill(part, width) for part in paragraphs)


        def main(argv=None):
            parser = argparse.ArgumentParser(description=__doc__)
            parser.add_argument("files", nargs="*")
            parser.add_argument("--width", type=int, default=72)
            parser.add_argument("--selftest", action="store_true")
            args = parser.parse_args(argv)
            if args.selftest:
                doctest.run_docstring_examples(wrap, {"wrap": wrap})
                return 0
            for name in args.files:
                with open(name, encoding="utf-8") as handle:
                    print(wrap(handle.read(), args.width))
            return 0


        if __name__ == "__main__":
            sys.exit(main())
    '''),
    # false-failure hunt (stop 45, fourth): fixed findings
    "doc_3-see-next-alias": ("doc_3", '''
        """Doubly linked list with a movable cursor."""

        from __future__ import annotations

        from dataclasses import dataclass, field


        @dataclass
        class Node:
            """One item of the list with links to its neighbours."""

            value: object
            prev: Node | None = field(default=None, repr=False)
            next: Node | None = field(default=None, repr=False)


        class Cursor:
            """A position in a linked list of nodes."""

            def __init__(self, node: Node) -> None:
                """Start the cursor at the given node."""
                self._node = node

            @property
            def value(self) -> object:
                """The value under the cursor."""
                return self._node.value

            def next(self) -> object:
                """Move one node forward and return its value."""
                if self._node.next is None:
                    raise StopIteration
                self._node = self._node.next
                return self._node.value

            def advance(self) -> object:
                """See next()."""
                return self.next()

            def previous(self) -> object:
                """Move one node back and return its value."""
                if self._node.prev is None:
                    raise StopIteration
                self._node = self._node.prev
                return self._node.value

            def back(self) -> object:
                """See previous()."""
                return self.previous()
    '''),
    "doc_3-insert-above-below": ("doc_3", '''
        """Line-based text buffer for a tiny editor."""


        class Buffer:
            """Lines of text with a current line."""

            def __init__(self, text: str = "") -> None:
                """Split the text into lines and start on the first one."""
                self.lines = text.splitlines() or [""]
                self.row = 0

            def up(self) -> None:
                """Move the cursor one line above."""
                self.row = max(0, self.row - 1)

            def down(self) -> None:
                """Move the cursor one line below."""
                self.row = min(len(self.lines) - 1, self.row + 1)

            def insert_above(self, text: str) -> None:
                """Insert the text above."""
                self.lines.insert(self.row, text)

            def insert_below(self, text: str) -> None:
                """Insert the text below."""
                self.lines.insert(self.row + 1, text)
                self.row += 1

            def __str__(self) -> str:
                """Join the lines back into one text."""
                return "\\n".join(self.lines)
    '''),
    "doc_3-previous-property": ("doc_3", '''
        """Undo history that keeps old values of a setting."""


        class History:
            """Remember every value a setting had, newest last."""

            def __init__(self, initial: str) -> None:
                """Start the history with one value."""
                self._values = [initial]

            def set(self, value: str) -> str:
                """Store a new value and return the previous value."""
                previous = self._values[-1]
                self._values.append(value)
                return previous

            @property
            def current(self) -> str:
                """The value in use now."""
                return self._values[-1]

            @property
            def previous(self) -> str | None:
                """The previous one."""
                return self._values[-2] if len(self._values) > 1 else None

            def undo(self) -> str:
                """Restore the previous value and return it."""
                if len(self._values) > 1:
                    self._values.pop()
                return self._values[-1]
    '''),
    "doc_3-prior-property": ("doc_3", '''
        """Bayesian update of a coin's bias with a Beta prior."""

        from dataclasses import dataclass


        @dataclass(frozen=True)
        class Beta:
            """A Beta distribution given by its two shape parameters."""

            alpha: float
            beta: float

            @property
            def mean(self) -> float:
                """The expected value of the distribution."""
                return self.alpha / (self.alpha + self.beta)


        class CoinModel:
            """Track belief about a coin's chance of heads."""

            def __init__(self, alpha: float = 1.0, beta: float = 1.0) -> None:
                """Start from a Beta(alpha, beta) prior."""
                self._prior = Beta(alpha, beta)
                self._heads = 0
                self._tails = 0

            @property
            def prior(self) -> Beta:
                """The prior."""
                return self._prior

            def observe(self, heads: bool) -> None:
                """Record one toss."""
                if heads:
                    self._heads += 1
                else:
                    self._tails += 1

            @property
            def posterior(self) -> Beta:
                """The prior updated with every toss seen so far."""
                return Beta(self._prior.alpha + self._heads, self._prior.beta + self._tails)
    '''),
    "doc_3-add-docstring-tool": ("doc_3", '''
        """Fill in missing docstrings in a Python source file."""

        import ast
        from pathlib import Path

        STUB = '"""TODO."""'


        def missing(source: str) -> list[int]:
            """Return the line numbers of functions that lack a docstring."""
            tree = ast.parse(source)
            return [
                node.lineno
                for node in ast.walk(tree)
                if isinstance(node, ast.FunctionDef) and ast.get_docstring(node) is None
            ]


        def add_docstring(lines: list[str], lineno: int) -> None:
            """Add a docstring to the function."""
            header = lines[lineno - 1]
            indent = header[: len(header) - len(header.lstrip())] + "    "
            lines.insert(lineno, indent + STUB)


        def fill_missing(path: Path) -> int:
            """Fill in the missing docstrings."""
            lines = path.read_text(encoding="utf-8").splitlines()
            numbers = missing("\\n".join(lines))
            for lineno in sorted(numbers, reverse=True):
                add_docstring(lines, lineno)
            path.write_text("\\n".join(lines) + "\\n", encoding="utf-8")
            return len(numbers)
    '''),
    "doc_3-summary-before-description": ("doc_3", '''
        """Render a parsed docstring back to text."""

        from dataclasses import dataclass, field


        @dataclass
        class Docstring:
            """The parts of a docstring: summary, description and notes."""

            summary: str
            description: str = ""
            notes: list[str] = field(default_factory=list)

            def render(self) -> str:
                """Write the summary before the description."""
                parts = [self.summary]
                if self.description:
                    parts.append(self.description)
                parts.extend(f"Note: {note}" for note in self.notes)
                return "\\n\\n".join(parts)

            def add_note(self, note: str) -> None:
                """Add a note at the end."""
                self.notes.append(note.strip())
    '''),
    "doc_3-insert-before-this-one": ("doc_3", '''
        """Tabs of a text editor kept in opening order."""


        class Tabs:
            """Open files as tabs, one of them active."""

            def __init__(self) -> None:
                """Start with no tabs."""
                self.names: list[str] = []
                self.active = -1

            def open(self, name: str) -> None:
                """Open a tab after the active one."""
                self.active += 1
                self.names.insert(self.active, name)

            def insert_before(self, name: str) -> None:
                """Insert it before this one."""
                self.names.insert(max(self.active, 0), name)
                self.active = max(self.active, 0)

            def close_others(self) -> None:
                """Close all the others."""
                self.names = [self.names[self.active]]
                self.active = 0
    '''),
    "doc_3-see-before-following": ("doc_3", '''
        """Sorted timeline of events with neighbour lookups."""

        import bisect
        from dataclasses import dataclass


        @dataclass(order=True)
        class Event:
            """Something that happened at a moment in time."""

            when: float
            name: str


        class Timeline:
            """Events kept sorted by time."""

            def __init__(self) -> None:
                """Start with no events."""
                self._events: list[Event] = []

            def add(self, event: Event) -> None:
                """Insert an event in time order."""
                bisect.insort(self._events, event)

            def before(self, when: float) -> Event | None:
                """Return the last event before the given time."""
                i = bisect.bisect_left(self._events, Event(when, ""))
                return self._events[i - 1] if i else None

            def earlier(self, when: float) -> Event | None:
                """See before()."""
                return self.before(when)

            def following(self, when: float) -> Event | None:
                """Return the first event after the given time."""
                i = bisect.bisect_right(self._events, Event(when, "\\uffff"))
                return self._events[i] if i < len(self._events) else None

            def next(self, when: float) -> Event | None:
                """See following()."""
                return self.following(when)
    '''),
    "doc_3-write-docs": ("doc_3", '''
        """Generate API docs for a package as Markdown."""

        import importlib
        import inspect
        from pathlib import Path


        def write_docs(package: str, out: Path) -> None:
            """Write the docs."""
            module = importlib.import_module(package)
            lines = [f"# {package}", "", inspect.getdoc(module) or ""]
            for name, obj in inspect.getmembers(module, inspect.isfunction):
                lines += ["", f"## {name}", "", inspect.getdoc(obj) or ""]
            out.write_text("\\n".join(lines) + "\\n", encoding="utf-8")


        def write_module_docs(package: str, out_dir: Path) -> Path:
            """Write the module docs to a file in the folder."""
            path = out_dir / f"{package}.md"
            write_docs(package, path)
            return path
    '''),
    "doc_3-see-same": ("doc_3", '''
        """Compare two versions of a document section by section."""

        import difflib


        def same(first: str, second: str) -> bool:
            """Return whether both texts are the same, ignoring blanks at line ends."""
            return [line.rstrip() for line in first.splitlines()] == [
                line.rstrip() for line in second.splitlines()
            ]


        def is_same(first: str, second: str) -> bool:
            """See same()."""
            return same(first, second)


        def changes(first: str, second: str) -> list[str]:
            """Return the unified diff between the two texts."""
            return list(difflib.unified_diff(first.splitlines(), second.splitlines(), lineterm=""))
    '''),
    "doc_3-see-above-below-methods": ("doc_3", '''
        """Iterate over a grid row by row with neighbour access."""

        from dataclasses import dataclass


        @dataclass(frozen=True)
        class Cell:
            """A cell of a grid at a row and column."""

            row: int
            col: int

            def above(self) -> "Cell":
                """Return the cell one row up."""
                return Cell(self.row - 1, self.col)

            def up(self) -> "Cell":
                """See above()."""
                return self.above()

            def below(self) -> "Cell":
                """Return the cell one row down."""
                return Cell(self.row + 1, self.col)

            def down(self) -> "Cell":
                """See below()."""
                return self.below()
    '''),
    "doc_3-add-as-next-one": ("doc_3", '''
        """Singly linked queue of tasks."""

        from collections import deque


        class TaskQueue:
            """Tasks run in the order they were added."""

            def __init__(self) -> None:
                """Start with an empty queue."""
                self._tasks: deque[str] = deque()

            def add(self, task: str) -> None:
                """Add a task at the end."""
                self._tasks.append(task)

            def add_next(self, task: str) -> None:
                """Add it as the next one."""
                self._tasks.appendleft(task)

            def next(self) -> str:
                """Remove the next task and return it."""
                return self._tasks.popleft()
    '''),
    "style_1-main-param-shadow": ("style_1", '''
        from collections import Counter


        def top_words(text: str, limit: int) -> list[tuple[str, int]]:
            words = text.lower().split()
            return Counter(words).most_common(limit)


        if __name__ == '__main__':
            text = 'the cat and the hat and the bat'
            limit = 2
            print(top_words(text, limit))
    '''),
    "style_1-main-doctest-kmers": ("style_1", '''
        """Count k-mers in DNA reads."""
        from collections import Counter
        from collections.abc import Iterable


        def kmers(sequence: str, k: int) -> Iterable[str]:
            """Yield every k-mer of ``sequence``.

            >>> list(kmers('ACGTA', 3))
            ['ACG', 'CGT', 'GTA']
            """
            for start in range(len(sequence) - k + 1):
                yield sequence[start:start + k]


        def count_kmers(reads: Iterable[str], k: int) -> Counter[str]:
            """Count k-mers over all reads.

            >>> count_kmers(['AAAA'], 2)['AA']
            3
            """
            totals: Counter[str] = Counter()
            for read in reads:
                totals.update(kmers(read, k))
            return totals


        if __name__ == '__main__':
            import doctest

            doctest.testmod()
            reads = ['ACGTACGT', 'CGTACG', 'TTACGA']
            k = 3
            top = count_kmers(reads, k).most_common(3)
            for kmer, count in top:
                print(kmer, count)
    '''),
    "style_1-main-def-in-guard": ("style_1", '''
        from collections import deque
        from collections.abc import Iterable, Iterator


        def moving_average(prices: Iterable[float], window: int) -> Iterator[float]:
            recent: deque[float] = deque(maxlen=window)
            for price in prices:
                recent.append(price)
                if len(recent) == window:
                    yield sum(recent) / window


        if __name__ == '__main__':
            closes = [101.2, 102.5, 100.9, 103.3, 104.0, 102.1]
            window = 3

            def fmt(value: float) -> str:
                return f'{value:8.2f}'

            for average in moving_average(closes, window):
                print(fmt(average))
    '''),
    "style_1-main-local-shadow": ("style_1", '''
        from collections import Counter


        def allele_frequencies(genotypes: list[str]) -> dict[str, float]:
            alleles = [allele for genotype in genotypes for allele in genotype.split('/')]
            counts = Counter(alleles)
            total = sum(counts.values())
            return {allele: n / total for allele, n in counts.items()}


        if __name__ == '__main__':
            alleles = ['A/A', 'A/G', 'G/G', 'A/G']
            for allele, freq in sorted(allele_frequencies(alleles).items()):
                print(f'{allele}: {freq:.3f}')
    '''),
    "style_1-main-rate-param": ("style_1", '''
        def grow(principal: float, rate: float, years: int) -> list[float]:
            balances = []
            balance = principal
            for _ in range(years):
                balance *= 1 + rate
                balances.append(round(balance, 2))
            return balances


        if __name__ == '__main__':
            rate = 0.05
            for year, amount in enumerate(grow(1000.0, rate, 5), start=1):
                print(year, amount)
    '''),
    "style_1-main-init-param": ("style_1", '''
        import statistics


        class LatencyReport:
            def __init__(self, samples: list[float]) -> None:
                self.samples = samples

            def summary(self) -> str:
                median = statistics.median(self.samples)
                return f'median={median:.1f}ms max={max(self.samples):.1f}ms'


        if __name__ == '__main__':
            samples = [12.1, 15.3, 11.8, 40.2, 13.0]
            print(LatencyReport(samples).summary())
    '''),
    "style_1-main-expr-param": ("style_1", '''
        import ast
        import operator

        OPERATORS = {ast.Add: operator.add, ast.Sub: operator.sub,
                     ast.Mult: operator.mul, ast.Div: operator.truediv}


        def evaluate(expression: str) -> float:
            tree = ast.parse(expression, mode='eval')
            stack = [(tree.body, False)]
            values: list[float] = []
            while stack:
                node, visited = stack.pop()
                if isinstance(node, ast.Constant):
                    values.append(node.value)
                elif isinstance(node, ast.BinOp) and not visited:
                    stack.extend([(node, True), (node.right, False), (node.left, False)])
                elif isinstance(node, ast.BinOp):
                    right, left = values.pop(), values.pop()
                    values.append(OPERATORS[type(node.op)](left, right))
                else:
                    raise ValueError(f'unsupported: {ast.dump(node)}')
            return values[0]


        if __name__ == '__main__':
            expression = '2 * (3 + 4) - 5 / 2'
            print(expression, '=', evaluate(expression))
    '''),
    "style_1-main-param-rebound": ("style_1", '''
        def normalise_host(host: str) -> str:
            host = host.strip().lower().rstrip('.')
            return host.encode('idna').decode('ascii')


        if __name__ == '__main__':
            host = 'Example.COM.'
            print(normalise_host(host))
    '''),
    "style_1-main-lambda-in-guard": ("style_1", '''
        from collections.abc import Callable
        from dataclasses import dataclass, field


        @dataclass(order=True)
        class Player:
            score: int
            name: str = field(compare=False)


        def rank(players: list[Player], bonus: Callable[[Player], int]) -> list[Player]:
            adjusted = [Player(p.score + bonus(p), p.name) for p in players]
            return sorted(adjusted, reverse=True)


        if __name__ == '__main__':
            players = [Player(120, 'ana'), Player(95, 'bo'), Player(130, 'cy')]
            veterans = {'bo', 'cy'}
            veteran_bonus = 10
            table = rank(players, lambda p: veteran_bonus if p.name in veterans else 0)
            for position, player in enumerate(table, start=1):
                print(f'{position}. {player.name} ({player.score})')
    '''),
    # held-out round 36's twins that strict mode failed
    "style_1-script-variable-under-the-main-guard": ("style_1", '''
        def describe_event(event: dict) -> str:
            """Return a readable line for one webhook event."""
            match event:
                case {'type': 'signup', 'userId': user_id, 'planName': plan_name}:
                    return f'user {user_id} signed up for {plan_name}'
                case {'type': 'refund', 'orderId': order_id, 'amountCents': cents}:
                    dollars = cents / 100
                    return f'order {order_id} refunded ${dollars:.2f}'
                case {'type': event_type}:
                    return f'unhandled event {event_type}'
            return 'malformed event'


        if __name__ == '__main__':
            sample = {'type': 'signup', 'userId': 7, 'planName': 'pro'}
            print(describe_event(sample))
    '''),
    "style_7-collections-abc-set": ("style_7", '''
        from collections.abc import Set


        def missing_permissions(required: Set[str], granted: Set[str]) -> frozenset[str]:
            """Return the permissions in required that granted lacks."""
            return frozenset(required - granted)


        def can_access(required: Set[str], granted: Set[str]) -> bool:
            return not missing_permissions(required, granted)


        if __name__ == '__main__':
            need = {'read', 'write'}
            have = frozenset({'read'})
            print(missing_permissions(need, have), can_access(need, have))
    '''),
    # false-failure hunt (stop 45, third): fixed findings
    "logic_8-slice-data-rows": ("logic_8", '''
        import csv
        from pathlib import Path


        def load_table(path: Path):
            """Read a CSV with a title line and a header line before the data."""
            with path.open(newline='') as handle:
                rows = list(csv.reader(handle))
            data = rows[2:]
            if not data:
                raise ValueError(f'{path} has no data rows')
            header = rows[1]
            return [dict(zip(header, row)) for row in data]
    '''),
    "logic_8-slice-extra-args": ("logic_8", '''
        import argparse


        def parse(argv):
            """Split argv into the subcommand and its arguments."""
            parser = argparse.ArgumentParser()
            parser.add_argument('command')
            parser.add_argument('rest', nargs='*')
            ns = parser.parse_args(argv[:2])
            extra = argv[2:]
            if extra:
                ns.rest.extend(extra)
            return ns
    '''),
    "logic_8-slice-paths-looped": ("logic_8", '''
        import sys


        def main(argv=None):
            """Print files given after the subcommand, or stdin when none."""
            argv = sys.argv if argv is None else argv
            paths = argv[2:]
            if paths:
                for path in paths:
                    print(path)
            else:
                print(sys.stdin.read())
    '''),
    "logic_8-torch-major-prefix": ("logic_8", '''
        import torch


        def supports_compile():
            """Tell whether the installed PyTorch is a 2.x release with torch.compile."""
            return str(torch.__version__).startswith('2')
    '''),
    "logic_8-ordinal-suffix": ("logic_8", '''
        def ordinal(n: int) -> str:
            """Return n with its English ordinal suffix (1st, 2nd, 11th, 23rd)."""
            text = str(n)
            if text.endswith(('11', '12', '13')):
                suffix = 'th'
            elif text.endswith('1'):
                suffix = 'st'
            elif text.endswith('2'):
                suffix = 'nd'
            elif text.endswith('3'):
                suffix = 'rd'
            else:
                suffix = 'th'
            return f'{n}{suffix}'
    '''),
    "logic_8-isbn-prefix": ("logic_8", '''
        BOOKLAND_PREFIXES = ('978', '979')


        def is_book(ean) -> bool:
            """Tell whether an EAN-13 (int or str) is a Bookland ISBN-13."""
            return str(ean).startswith(BOOKLAND_PREFIXES)


        def is_book_literal(ean) -> bool:
            return str(ean).startswith(('978', '979'))
    '''),
    "logic_8-dialing-code": ("logic_8", '''
        def country_of(phone) -> str:
            """Guess a country from an international phone number."""
            text = str(phone)
            if text.startswith('+44'):
                return 'GB'
            if text.startswith('+33'):
                return 'FR'
            return 'unknown'
    '''),
    "logic_8-zip-region": ("logic_8", '''
        def west_coast(zip_code) -> bool:
            """Tell whether a US ZIP code (int or str) is in the 9xxxx region."""
            return str(zip_code).zfill(5).startswith('9')
    '''),
    "logic_8-card-brand": ("logic_8", '''
        def card_brand(number) -> str:
            """Name a card brand from its number, given as int or text."""
            digits = str(number)
            if digits.startswith('4'):
                brand = 'visa'
            elif digits.startswith(('34', '37')):
                brand = 'amex'
            else:
                brand = 'other'
            return brand
    '''),
    "logic_8-slice-banner-table": ("logic_8", '''
        import csv
        import io


        def parse_report(text: str) -> list[dict[str, str]]:
            """Parse a report whose first three lines are a banner."""
            lines = text.splitlines()
            table = lines[3:]
            if not table:
                return []
            return list(csv.DictReader(io.StringIO('\\n'.join(table))))
    '''),
    "logic_8-slice-words-joined": ("logic_8", '''
        def queue_messages(tokens: list[str]):
            """Handle 'SEND <to> <words...>' commands."""
            command, *rest = tokens
            words = tokens[2:]
            if command == 'SEND' and words:
                return rest[0], ' '.join(words)
            return None
    '''),
    "logic_2-future-set-by-a-thread-target": ("logic_2", '''
        import concurrent.futures
        import threading
        import urllib.request


        def _download(url, fut):
            """Fetch url in a worker thread and resolve fut with the body."""
            if not fut.set_running_or_notify_cancel():
                return
            try:
                with urllib.request.urlopen(url, timeout=10) as resp:
                    body = resp.read()
            except OSError as exc:
                fut.set_exception(exc)
                return
            fut.set_result(body)


        def fetch_all(urls):
            futures = []
            for url in urls:
                fut = concurrent.futures.Future()
                threading.Thread(target=_download, args=(url, fut), daemon=True).start()
                futures.append(fut)
            return [f.result() for f in futures]
    '''),
    "logic_2-future-set-by-a-transport-callback": ("logic_2", '''
        import asyncio
        import json


        def _on_message(payload, fut):
            """Resolve fut from a raw JSON payload delivered by the transport."""
            if fut.done():
                return
            try:
                data = json.loads(payload)
            except json.JSONDecodeError as exc:
                fut.set_exception(exc)
                return
            fut.set_result(data)


        async def wait_for_message(loop, transport):
            fut = loop.create_future()
            transport.subscribe(lambda payload: _on_message(payload, fut))
            await asyncio.wait_for(fut, timeout=5)
            return fut.result()
    '''),
    "logic_2-future-set-by-a-fibonacci-worker": ("logic_2", '''
        from concurrent.futures import Future
        import threading


        def compute(n, out):
            """Compute the n-th Fibonacci number in a thread and publish it on out."""
            if n < 0:
                out.set_exception(ValueError(f'negative index {n}'))
                return
            if n < 2:
                out.set_result(n)
                return
            a, b = 0, 1
            for _ in range(n - 1):
                a, b = b, a + b
            out.set_result(b)


        def fib_async(n):
            out = Future()
            threading.Thread(target=compute, args=(n, out)).start()
            return out.result(timeout=5)
    '''),
    "doc_2-dunder-fstring-setattr": ("doc_2", '''
        """Vector with arithmetic dunders generated by a factory."""
        import operator
        from dataclasses import dataclass


        @dataclass(frozen=True)
        class Vector:
            """Two-dimensional vector."""

            x: float
            y: float

            def norm(self) -> float:
                """Return the Euclidean length."""
                return (self.x ** 2 + self.y ** 2) ** 0.5


        def _make_op(op):
            def method(self, other):
                return Vector(op(self.x, other.x), op(self.y, other.y))

            return method


        for _name in ('add', 'sub', 'mul'):
            setattr(Vector, f'__{_name}__', _make_op(getattr(operator, _name)))
    '''),
    "doc_2-dunder-fstring-op-name": ("doc_2", '''
        """Money type with comparison methods generated from operator."""
        import operator
        from dataclasses import dataclass


        @dataclass(frozen=True)
        class Money:
            """An amount in cents with a currency code."""

            cents: int
            currency: str

            def format(self) -> str:
                """Render the amount with two decimals and the currency."""
                return f'{self.cents / 100:.2f} {self.currency}'


        def _compare(op):
            def method(self, other):
                if self.currency != other.currency:
                    return NotImplemented
                return op(self.cents, other.cents)

            return method


        for _op in (operator.lt, operator.le, operator.gt, operator.ge):
            setattr(Money, f'__{_op.__name__}__', _compare(_op))
    '''),
    "doc_2-private-fstring-globals": ("doc_2", '''
        """Private helpers cached on the module under underscore names."""
        import re

        _PATTERNS = {'digits': r'\\d+', 'words': r'[A-Za-z]+'}


        def _make_finder(pattern: str):
            compiled = re.compile(pattern)

            def finder(text: str) -> list[str]:
                return compiled.findall(text)

            return finder


        for _key, _pattern in _PATTERNS.items():
            globals()[f'_find_{_key}'] = _make_finder(_pattern)


        def extract(kind: str, text: str) -> list[str]:
            """Extract every match of the named kind from the text."""
            return globals()[f'_find_{kind}'](text)
    '''),
    "error_2-finally-in-transaction": ("error_2", '''
        """Database transaction helper that checks its state afterwards."""
        import logging
        import sqlite3

        logger = logging.getLogger(__name__)


        class TransactionLeftOpen(RuntimeError):
            """A transaction was still open after the block ended."""


        def insert_users(conn: sqlite3.Connection, names: list[str]) -> None:
            """Insert the names in one transaction, rolling back on error."""
            try:
                conn.executemany('INSERT INTO users(name) VALUES (?)', [(n,) for n in names])
                conn.commit()
            except sqlite3.IntegrityError as err:
                conn.rollback()
                msg = f'duplicate user in {names}'
                raise ValueError(msg) from err
            finally:
                if conn.in_transaction:
                    raise TransactionLeftOpen('commit or rollback did not finish')
    '''),
    "error_2-finally-tmp-exists": ("error_2", '''
        """Atomic file write that removes its temp file on failure."""
        import logging
        import os
        import tempfile
        from pathlib import Path

        logger = logging.getLogger(__name__)


        class CleanupError(OSError):
            """A temporary file could not be removed."""


        def write_atomic(dest: Path, data: bytes) -> None:
            """Write the bytes to a temp file and move it over the destination."""
            fd, name = tempfile.mkstemp(dir=dest.parent)
            tmp = Path(name)
            try:
                with os.fdopen(fd, 'wb') as fh:
                    fh.write(data)
                tmp.replace(dest)
            except OSError:
                logger.exception('write to %s failed', dest)
                tmp.unlink(missing_ok=True)
                raise
            finally:
                if tmp.exists() and tmp != dest:
                    raise CleanupError(f'temporary file left behind: {tmp}')
    '''),
    "style_2-escape-expected": ("style_2", '''
        def escape(value):
            return value.replace("'", "''")


        def test_escape():
            assert escape("Pat O'Malley") == "Pat O''Malley"
    '''),
    "style_2-parametrized-escape": ("style_2", '''
        import pytest


        def escape(value):
            return value.replace("'", "''")


        @pytest.mark.parametrize(('raw', 'expected'), [("O'Brien", "O''Brien"), ('plain', 'plain')])
        def test_escape(raw, expected):
            assert escape(raw) == expected
    '''),
    "style_2-escaped-dict": ("style_2", '''
        ESCAPED = {"O'Brien": "O''Brien", "it's": "it''s"}
    '''),
    "style_2-unescape-input": ("style_2", '''
        def unescape(value):
            return value.replace("''", "'")


        def test_unescape():
            assert unescape("O''Brien") == "O'Brien"
    '''),
    "style_2-escaped-name": ("style_2", '''
        name = "Pat O''Malley"
        print(name)
    '''),
    "style_2-collapse-rock-n-roll": ("style_2", '''
        import re


        def collapse_quotes(text):
            return re.sub(r"'{2,}", "'", text)


        def test_collapse():
            assert collapse_quotes("rock ''n'' roll") == "rock 'n' roll"
    '''),
    "style_2-sql-like-possessive": ("style_2", '''
        def sql_like(term):
            return term.replace("'", "''")


        def test_like():
            assert sql_like("Wendy's") == "Wendy''s"
    '''),
    "style_2-env-file-values": ("style_2", '''
        from pathlib import Path


        def read_env(path: Path) -> dict[str, str]:
            """Read KEY=value lines, stripping matching quotes from values."""
            values: dict[str, str] = {}
            for line in path.read_text(encoding='utf-8').splitlines():
                line = line.strip()
                if not line or line.startswith('#') or '=' not in line:
                    continue
                key, _, value = line.partition('=')
                value = value.strip()
                if value[:1] == value[-1:] and value[:1] in ("'", '"'):
                    value = value[1:-1]
                values[key.strip()] = value
            return values


        def test_read_env(tmp_path: Path) -> None:
            env = tmp_path / '.env'
            env.write_text("NAME='Pat O''Malley'\\nGREETING=\\"it's fine\\"\\nPLAIN=x\\n")
            assert read_env(env) == {
                'NAME': "Pat O''Malley",
                'GREETING': "it's fine",
                'PLAIN': 'x',
            }
    '''),
    "style_2-env-single-quoted": ("style_2", '''
        def parse_line(line: str) -> tuple[str, str]:
            """Split KEY=value, unquoting a single-quoted value."""
            key, _, value = line.partition('=')
            value = value.strip()
            if value.startswith("'") and value.endswith("'"):
                value = value[1:-1]
            return key.strip(), value


        def test_parse_line() -> None:
            assert parse_line("GREETING='it''s fine'") == ('GREETING', "it''s fine")
            assert parse_line("NAME='Pat'") == ('NAME', 'Pat')
    '''),
    # stop 45: logic_1's strict check crashed on a while loop beside a lambda (a name defined twice), found by the stdlib and packages audit
    "logic_1-while-loop-beside-a-lambda": ("logic_1", '''
        """Disjoint sets with path halving."""


        class UnionFind:
            """Track which items belong to the same set."""

            def __init__(self, items):
                """Start with every item in a set of its own."""
                self.parent = {item: item for item in items}

            def find(self, item):
                """Return the root of the set holding the item."""
                while self.parent[item] != item:
                    self.parent[item] = self.parent[self.parent[item]]
                    item = self.parent[item]
                return item

            def groups(self):
                """Return the sets, largest first."""
                found = {}
                for item in self.parent:
                    found.setdefault(self.find(item), []).append(item)
                return sorted(found.values(), key=lambda group: -len(group))
    '''),
    # false-failure hunt (stop 45, second): fixed findings
    "style_2-obrien-named-table": ("style_2", '''
        """Compare names to a reference spelling."""

        REFERENCE = "O'Brien"
        _PLAIN = {39: None}
        PLAIN_REFERENCE = REFERENCE.translate(_PLAIN).lower()


        def matches(name: str) -> bool:
            """Return whether a name matches the reference, apostrophe or not."""
            return name.translate(_PLAIN).lower() == PLAIN_REFERENCE


        print(matches('OBrien'), matches("o'brien"), matches('Bryan'))
    '''),
    "style_2-places-helper": ("style_2", '''
        """Loose matching of place names."""

        _NO_APOSTROPHES = {ord("'"): None, ord('\\u2019'): None}


        def without_apostrophes(text: str) -> str:
            """Return the text with its apostrophes removed."""
            return text.translate(_NO_APOSTROPHES)


        KNOWN_PLACES = {
            without_apostrophes("Martha's Vineyard"),
            without_apostrophes("Land's End"),
            without_apostrophes("St John's"),
        }


        def is_known(place: str) -> bool:
            """Return whether the place is one of the known ones."""
            return without_apostrophes(place) in KNOWN_PLACES


        print(is_known('Lands End'))
    '''),
    "style_2-unittest-strip": ("style_2", '''
        """A helper that removes apostrophes, and a unittest for it."""

        import unittest

        _TABLE = {39: None}


        def strip_apostrophes(text: str) -> str:
            """Return the text without apostrophes."""
            return text.translate(_TABLE)


        class StripTest(unittest.TestCase):
            """Tests of strip_apostrophes."""

            def test_contraction(self) -> None:
                """Remove the apostrophe of a contraction."""
                self.assertEqual(strip_apostrophes("don't"), 'dont')

            def test_possessive(self) -> None:
                """Remove the apostrophe of a possessive."""
                self.assertEqual(strip_apostrophes("Ada's"), 'Adas')


        if __name__ == '__main__':
            unittest.main()
    '''),
    "style_2-pytest-slug-bound": ("style_2", '''
        """Tests for the slug helper."""

        import pytest

        _SLUG = {ord("'"): None, ord(' '): '-'}


        def slug(title: str) -> str:
            """Return the slug of a title."""
            return title.translate(_SLUG)


        @pytest.mark.parametrize(
            ('title', 'expected'),
            [("Ada's notes", 'Adas-notes'), ('plain title', 'plain-title')],
        )
        def test_slug(title: str, expected: str) -> None:
            """Check the slug of each title."""
            assert slug(title) == expected


        def test_literal() -> None:
            """Check the slug of a title with two apostrophes."""
            got = slug("Rock 'n' roll")
            assert got == 'Rock-n-roll'
    '''),
    "style_2-company-named-table": ("style_2", '''
        """Print a header for a report on the terminal."""

        _STRIP_APOSTROPHE = {39: None}

        COMPANY = "McDonald's"
        TICKER_NAME = COMPANY.translate(_STRIP_APOSTROPHE).upper()
        FILE_STEM = COMPANY.translate(_STRIP_APOSTROPHE)


        def header(year: int) -> str:
            """Return the report header for a year."""
            return f'{COMPANY} annual report {year} ({TICKER_NAME})'


        print(header(2024), FILE_STEM)
    '''),
    "logic_1-suppress-inner-break": ("logic_1", '''
        from contextlib import suppress


        def scan(blocks: list[list[str]], stop: str, limit: int) -> list[str]:
            """Collect numeric words from blocks, each block read up to a stop word."""
            found = []
            for block in blocks:
                with suppress(IndexError):
                    header = block[0]
                    for word in block[1:]:
                        if word == stop:
                            break
                        if word.isdigit():
                            found.append(header + word)
            return found[:limit]
    '''),
    "doc_3-setattr-loop-self-receiver": ("doc_3", '''
        """Vector helpers with methods registered after the class."""

        import math


        class Vector:
            """A two-dimensional vector."""

            def __init__(self, x, y):
                """Store the coordinates.

                Args:
                    x: Horizontal component.
                    y: Vertical component.
                """
                self.x = x
                self.y = y


        def _length(self):
            """Return the Euclidean length of the vector."""
            return math.hypot(self.x, self.y)


        def _scaled(self, factor):
            """Return a copy scaled by a factor.

            Args:
                factor: Multiplier applied to both components.
            """
            return Vector(self.x * factor, self.y * factor)


        for _name, _func in (("length", _length), ("scaled", _scaled)):
            setattr(Vector, _name, _func)
    '''),
    "doc_3-setattr-loop-numpy-self-receiver": ("doc_3", '''
        """Money helpers attached to a Wallet class."""


        class Wallet:
            """A wallet holding a balance in cents."""

            def __init__(self, cents=0):
                """Start the wallet with a balance.

                Parameters
                ----------
                cents : int
                    The opening balance in cents.
                """
                self.cents = cents


        def _deposit(wallet, amount):
            """Add money to the wallet.

            Parameters
            ----------
            wallet : Wallet
                The wallet that receives the money.
            amount : int
                The amount in cents.
            """
            wallet.cents += amount


        def _withdraw(self, amount):
            """Take money out of the wallet.

            Parameters
            ----------
            amount : int
                The amount in cents.
            """
            self.cents -= amount


        for _name, _method in (("deposit", _deposit), ("withdraw", _withdraw)):
            setattr(Wallet, _name, _method)
    '''),
    "doc_3-attached-self-receiver": ("doc_3", '''
        """Cart with methods attached one by one."""


        class Cart:
            """A shopping cart."""

            def __init__(self):
                """Start with no lines."""
                self.lines = []


        def _add(self, sku, qty=1):
            """Add a line to the cart.

            Args:
                sku: The product code.
                qty: How many units.
            """
            self.lines.append((sku, qty))


        def _count(self, sku):
            """Return how many units of a product are in the cart.

            Args:
                sku: The product code.
            """
            return sum(q for s, q in self.lines if s == sku)


        Cart.add = _add
        setattr(Cart, "count", _count)
    '''),
    "doc_3-class-decorator-self-receiver": ("doc_3", '''
        """Counters whose helpers are installed by a class decorator."""


        def _total(self, start=0):
            """Return the sum of the recorded values.

            Args:
                start: Value the sum begins from.
            """
            return sum(self.values, start)


        def _with_totals(cls):
            """Give a class a total method.

            Args:
                cls: The class to extend.

            Returns:
                The same class.
            """
            cls.total = _total
            return cls


        @_with_totals
        class Tally:
            """Record numbers."""

            def __init__(self):
                """Start empty."""
                self.values = []
    '''),
    # false-failure hunt (stop 45): logic_1 and logic_3 packed bits and module guards
    "logic_1-sprite-rowmajor": ("logic_1", '''
        from dataclasses import dataclass

        FRAME_TICKS = 6
        FRAMES = 4
        IDLE = 'idle.png'
        JUMP = 'jump.png'
        # Walk cycle laid out frame by frame, right-facing then left-facing image.
        _WALK = (
            'walk0_r.png', 'walk0_l.png', 'walk1_r.png', 'walk1_l.png',
            'walk2_r.png', 'walk2_l.png', 'walk3_r.png', 'walk3_l.png',
        )


        @dataclass
        class Player:
            """A side-scrolling player sprite state."""

            vx: float = 0.0
            tick: int = 0
            airborne: bool = False

            def sprite(self) -> str:
                """Return the image to draw this tick."""
                if self.airborne:
                    return JUMP
                if self.vx == 0:
                    return IDLE
                frame = (self.tick // FRAME_TICKS) % FRAMES
                facing_left = self.vx < 0
                if self.tick > 1000:
                    self.tick = 0
                return _WALK[frame * 2 + facing_left]
    '''),
    "logic_3-walk-rowmajor": ("logic_3", '''
        FRAME_TICKS = 6
        FRAMES = 4
        # Walk cycle laid out frame by frame, right-facing then left-facing image.
        _WALK = (
            'walk0_r.png', 'walk0_l.png', 'walk1_r.png', 'walk1_l.png',
            'walk2_r.png', 'walk2_l.png', 'walk3_r.png', 'walk3_l.png',
        )


        def walk_sprite(tick: int, vx: float) -> str:
            """Return the walk-cycle image for ``tick`` and horizontal speed ``vx``."""
            frame = (tick // FRAME_TICKS) % FRAMES
            facing_left = vx < 0
            return _WALK[frame * 2 + facing_left]
    '''),
    "logic_3-keypad-rowmajor": ("logic_3", '''
        WIDTH = 2
        # A 2-wide keypad laid out row by row.
        _KEYS = ('1', '2', '3', '4', '5', '6', '7', '8', '9', '0')


        def key_at(x: float, y: float, cell: float = 40.0) -> str:
            """Return the key under pixel (x, y) on a two-column keypad."""
            row = int(y // cell)
            return _KEYS[row * WIDTH + (x >= cell)]
    '''),
    "logic_3-frozen-getattr": ("logic_3", '''
        import sys
        from pathlib import Path

        if getattr(sys, 'frozen', False):
            BASE_DIR = Path(sys.executable).parent
        else:
            BASE_DIR = Path(__file__).resolve().parent

        PLUGINS = {}
        for name in ('csv', 'json'):
            PLUGINS[name] = BASE_DIR / 'plugins' / f'{name}.py'


        def resource(name: str) -> Path:
            """Return the path of a bundled resource."""
            return BASE_DIR / 'data' / name
    '''),
    "logic_3-frozen-flag": ("logic_3", '''
        import sys
        from pathlib import Path

        BUNDLE = Path(getattr(sys, '_MEIPASS', Path(__file__).resolve().parent))
        FROZEN = getattr(sys, 'frozen', False)

        if FROZEN:
            LOG_DIR = Path.home() / '.myapp' / 'logs'
        else:
            LOG_DIR = BUNDLE / 'logs'

        for sub in ('cache', 'tmp'):
            (BUNDLE / sub).mkdir(exist_ok=True)
    '''),
    "logic_1-rwx-bits": ("logic_1", '''
        """Render a permission triple from a feature-flag style config."""

        _TRIPLES = ('---', '--x', '-w-', '-wx', 'r--', 'r-x', 'rw-', 'rwx')


        def triple(cfg: dict[str, bool]) -> str:
            """Return the ``rwx`` triple for the read/write/execute flags in ``cfg``."""
            read = cfg.get('read', False)
            write = cfg.get('write', False)
            execute = cfg.get('execute', False)
            return _TRIPLES[read << 2 | write << 1 | execute]


        def octal_digit(cfg: dict[str, bool]) -> int:
            """Return the octal digit for the same flags."""
            return cfg.get('read', False) * 4 + cfg.get('write', False) * 2 + cfg.get('execute', False)
    '''),
    "logic_1-octree-bits": ("logic_1", '''
        from dataclasses import dataclass, field

        # Child offsets in the order of the octant index bits (x << 2 | y << 1 | z).
        _OFFSETS = (
            (-1, -1, -1), (-1, -1, 1), (-1, 1, -1), (-1, 1, 1),
            (1, -1, -1), (1, -1, 1), (1, 1, -1), (1, 1, 1),
        )


        @dataclass
        class Node:
            """An octree node covering a cube centred on ``center``."""

            center: tuple[float, float, float]
            half: float
            points: list[tuple[float, float, float]] = field(default_factory=list)
            children: dict[int, "Node"] = field(default_factory=dict)

            def octant(self, point: tuple[float, float, float]) -> int:
                """Return the index of the child octant holding ``point``."""
                x, y, z = point
                cx, cy, cz = self.center
                return (x >= cx) << 2 | (y >= cy) << 1 | (z >= cz)

            def child_center(self, point: tuple[float, float, float]) -> tuple[float, float, float]:
                """Return the centre of the child cube that would hold ``point``."""
                dx, dy, dz = _OFFSETS[self.octant(point)]
                quarter = self.half / 2
                cx, cy, cz = self.center
                return (cx + dx * quarter, cy + dy * quarter, cz + dz * quarter)

            def child_center_inline(self, point: tuple[float, float, float]) -> tuple[float, float, float]:
                """Same as ``child_center`` with the octant computed in place."""
                x, y, z = point
                cx, cy, cz = self.center
                dx, dy, dz = _OFFSETS[(x >= cx) << 2 | (y >= cy) << 1 | (z >= cz)]
                quarter = self.half / 2
                return (cx + dx * quarter, cy + dy * quarter, cz + dz * quarter)
    '''),
    # false-failure hunt (stop 45): fixed findings
    "style_5-clock-table": ("style_5", '''
        import time
        from collections.abc import Callable

        CLOCKS: dict[str, Callable[..., float]] = {
            'wall': lambda: time.time(),
            'perf': lambda: time.perf_counter(),
        }


        def read(name: str) -> float:
            return CLOCKS[name]()
    '''),
    "style_5-shutdown-hooks": ("style_5", '''
        import atexit
        import logging
        from collections.abc import Callable

        log = logging.getLogger(__name__)

        SHUTDOWN_STEPS: list[Callable[..., None]] = [
            lambda: log.info('flushing caches'),
            lambda: log.info('closing connections'),
        ]


        def shutdown() -> None:
            for step in SHUTDOWN_STEPS:
                step()


        atexit.register(shutdown)
    '''),
    "style_5-date-presets": ("style_5", '''
        from collections.abc import Callable
        from datetime import date, timedelta

        PRESETS: dict[str, Callable[..., date]] = {
            'today': lambda: date.today(),
            'yesterday': lambda: date.today() - timedelta(days=1),
        }


        def resolve(preset: str) -> date:
            return PRESETS[preset]()
    '''),
    "style_5-variadic-reducers": ("style_5", '''
        from collections.abc import Callable

        REDUCERS: dict[str, Callable[..., float]] = {
            'sum': lambda *xs: sum(xs),
            'max': lambda *xs: max(xs),
        }


        def reduce_all(name: str, *values: float) -> float:
            return REDUCERS[name](*values)
    '''),
    "style_2-html-escape-helper": ("style_2", '''
        import html


        def escape(text):
            return html.escape(text, quote=True)


        NAME = escape("Tom's diner")
        SNIPPET = f'<p>{NAME}</p>'
    '''),
    "style_2-unquote-main-demo": ("style_2", '''
        import re

        _QUOTED = re.compile(r"^'(.*)'$")


        def unquote(text):
            return _QUOTED.sub(r'\\1', text)


        if __name__ == '__main__':
            print(unquote("'Ada Lovelace'"))
    '''),
    "doc_1-setattr-key-folded-by-str-methods": ("doc_1", '''
        """Attach user-facing messages to an error record."""

        from types import SimpleNamespace

        record = SimpleNamespace()
        # Attribute names follow the CLI spelling, with dashes made underscores.
        setattr(record, "retry-hint".replace("-", "_"), "The upload failed because the remote server closed the connection early")
        setattr(record, "STATUS".lower(), "The request timed out after three attempts; try again in a few minutes")
        setattr(record, str.lower("HINT"), "Check that the server address is right and that the network is reachable")
        setattr(record, str(42) + chr(120), "A message kept under a numbered attribute name for the old report format")
    '''),
    "doc_4-keyword-noun-labels": ("doc_4", '''
        """Count page views per visitor."""

        from collections import Counter

        # global state
        VIEWS: Counter[str] = Counter()


        def record(visitor: str) -> int:
            """Count one view for the visitor and return their total."""
            VIEWS[visitor] += 1
            return VIEWS[visitor]


        def visitors(names: list[str]):
            """Yield each visitor once their view is counted."""
            for name in names:
                record(name)
                # yield point
                yield name
    '''),
    "library_2-tabnanny-both-redirects": ("library_2", '''
        import logging

        logger = logging.getLogger(__name__)
        import contextlib
        import io
        import tabnanny
        from concurrent.futures import ThreadPoolExecutor
        from pathlib import Path


        def nanny_all(root: Path) -> dict[str, str]:
            """Check every Python file under root, capturing tabnanny output."""
            reports: dict[str, str] = {}
            for path in sorted(root.rglob('*.py')):
                buf = io.StringIO()
                with contextlib.redirect_stdout(buf), contextlib.redirect_stderr(buf):
                    tabnanny.check(str(path))
                if buf.getvalue():
                    reports[str(path)] = buf.getvalue()
                    logger.warning('%s has ambiguous indentation', path)
            return reports
    '''),
    "library_2-timer-print-exc-positional": ("library_2", '''
        import logging

        logger = logging.getLogger(__name__)
        import io
        import timeit
        from collections.abc import Callable


        def bench(func: Callable[[], object], number: int = 1000) -> float | None:
            timer = timeit.Timer(func)
            try:
                return timer.timeit(number)
            except Exception:
                buf = io.StringIO()
                timer.print_exc(buf)
                logger.error('benchmark failed:\\n%s', buf.getvalue())
                return None
    '''),
    "library_2-timer-print-exc-handle": ("library_2", '''
        import logging

        logger = logging.getLogger(__name__)
        import timeit
        from pathlib import Path


        def bench(func, log_path: Path) -> float | None:
            timer = timeit.Timer(func)
            try:
                return timer.timeit(100)
            except Exception:
                with log_path.open('a') as handle:
                    timer.print_exc(handle)
                logger.error('failed; traceback in %s', log_path)
                return None
    '''),
    # stop 45, found and left at stop 44: accumulate as a loop's own iterable, a lone starred target, six.raise_from's from_value keyword
    "logic_1-accumulate-of-a-count-as-a-loops-own-iterable": ("logic_1", '''
        """Budget checks."""
        from itertools import accumulate


        def late_breaches(costs: list[float], budget: float, strict: bool) -> int:
            """Weigh the steps at which the number of paid items so far exceeds the budget."""
            weight = 0
            for paid in accumulate(costs, lambda count, cost: count + (cost > 0), initial=0):
                if paid > budget and strict:
                    weight += 2
                elif paid > budget:
                    weight += 1
            return weight
    '''),
    "logic_6-every-prefix-kept-by-a-lone-starred-target": ("logic_6", '''
        """Path prefixes."""
        from itertools import accumulate


        def path_prefixes(parts: list[str]) -> list[list[str]]:
            """Return every prefix of the path's parts, from the empty one to the whole path."""
            *prefixes, = accumulate(parts, lambda prefix, part: [*prefix, part], initial=[])
            return prefixes
    '''),
    "error_2-six-raise-from-with-the-cause-as-a-keyword": ("error_2", '''
        """Config loading."""
        import json

        import six


        class ConfigError(Exception):
            """The config file cannot be read."""


        def load(path: str) -> dict:
            """Read the config file at path."""
            try:
                with open(path, encoding='utf-8') as handle:
                    return json.load(handle)
            except (OSError, ValueError) as exc:
                six.raise_from(ConfigError(f'cannot read {path}'), from_value=exc)
    '''),
    # stop 45, an exception class named by an f-string in a factory's closure
    "style_1-error-class-named-by-an-f-string-in-a-closure-factory": ("style_1", '''
        import functools


        def error_factory(prefix):
            def build(name):
                return type(f"{prefix}{name}Error", (ValueError,), {})
            return build


        make_config_error = error_factory("Config")
        MissingKeyError = make_config_error("MissingKey")
        InvalidValueError = make_config_error("InvalidValue")


        def require(config, key):
            try:
                return config[key]
            except KeyError as exc:
                raise MissingKeyError(key) from exc
    '''),
    # stop 44, fifth hunt: six.reraise of what sys.exc_info() returned through names; builtins looked up over a constant tuple of names; an accumulated list returned after a rollback raise; a private parameter the module passes
    "fe23_six_reraise_unpacked": ("error_2", '''
        import sys

        import six


        def run_step(step, context):
            """Run step, re-raising any failure with its original traceback."""
            try:
                return step(context)
            except Exception:
                exc_type, exc_value, tb = sys.exc_info()
                context['failed'] = step.__name__
                six.reraise(exc_type, exc_value, tb)
    '''),
    "fe23_six_reraise_info_name": ("error_2", '''
        import logging
        import sys

        import six

        log = logging.getLogger(__name__)


        def call_hook(hook, event):
            """Run hook(event); log and re-raise whatever it raises."""
            try:
                return hook(event)
            except Exception:
                info = sys.exc_info()
                log.error('hook %s failed', hook.__name__, exc_info=info)
                six.reraise(*info)
    '''),
    "fe23_vars_builtins_safe_names": ("error_3", '''
        import builtins

        SAFE_NAMES = ('abs', 'min', 'max', 'round', 'len')


        def safe_builtins():
            """Return the whitelisted builtin functions for a sandbox."""
            return {name: vars(builtins)[name] for name in SAFE_NAMES}


        def write_log(path, lines):
            """Append lines to path, returning False on an OS error."""
            try:
                with open(path, 'a', encoding='utf-8') as handle:
                    handle.writelines(line + '\\n' for line in lines)
            except OSError:
                return False
            return True
    '''),
    "fe23_getattr_builtins_safe_names": ("error_3", '''
        import builtins

        SAFE_NAMES = ('abs', 'min', 'max', 'round', 'len')


        def safe_builtins():
            """Return the whitelisted builtin functions for a sandbox."""
            return {name: getattr(builtins, name) for name in SAFE_NAMES}
    '''),
    "fl2_rollback_rejected_ids": ("logic_2", '''
        import sqlite3


        class RowRejectedError(Exception):
            """Raised to abort an import when a row is invalid."""


        def import_rows(conn: sqlite3.Connection, rows):
            """Import rows in one transaction; return the ids that were rejected.

            The first invalid row aborts the whole import and rolls it back.
            """
            rejected = []
            try:
                with conn:
                    for row in rows:
                        if not row.get('email'):
                            rejected.append(row['id'])
                            raise RowRejectedError(row['id'])
                        conn.execute(
                            'INSERT INTO people(id, email) VALUES (?, ?)',
                            (row['id'], row['email']),
                        )
            except RowRejectedError:
                return rejected
            return []
    '''),
    "fl8b_private_param_passed": ("logic_8", '''
        BULK_LIMIT = 500


        def _take(rows, _limit=50):
            """Return rows up to _limit, flagging whether more were left."""
            taken = []
            for row in rows:
                if len(taken) >= _limit:
                    return taken, True
                taken.append(row)
            return taken, False


        def preview(rows):
            """Return a short preview of rows."""
            return _take(rows)


        def export(rows):
            """Return the rows for a bulk export."""
            return _take(rows, _limit=BULK_LIMIT)
    '''),
    "fl8b_private_param_passed_by_position": ("logic_8", '''
        BULK_LIMIT = 500


        def _take(rows, _limit=50):
            """Return rows up to _limit, flagging whether more were left."""
            taken = []
            for row in rows:
                if len(taken) >= _limit:
                    return taken, True
                taken.append(row)
            return taken, False


        def preview(rows):
            """Return a short preview of rows."""
            return _take(rows)


        def export(rows):
            """Return the rows for a bulk export."""
            return _take(rows, BULK_LIMIT)
    '''),
    # stop 44, fourth hunt: a filter as a comprehension's source; a script's usage in its module docstring
    "fl1_map_over_filter": ("logic_1", '''
        def summarize(records, limit):
            """Return names of active records and the count above limit."""
            names = [rec['name'] for rec in filter(lambda r: r['active'], records)]
            over = 0
            for rec in records:
                if rec['score'] > limit:
                    over += 1
            return names, over
    '''),
    "fs2_usage_percent": ("style_2", '''
        """Usage: %(prog)s [-v] FILE...

        Count the lines, words and characters of each FILE.
        """
        import sys
        from pathlib import Path


        def count(path):
            """Return (lines, words, chars) for one file."""
            text = Path(path).read_text()
            return text.count('\\n'), len(text.split()), len(text)


        def main(argv):
            """Run the command line tool."""
            if len(argv) < 2:
                sys.stderr.write(__doc__ % {'prog': Path(argv[0]).name})
                return 2
            for name in argv[1:]:
                lines, words, chars = count(name)
                sys.stdout.write(f'{lines:8} {words:8} {chars:8} {name}\\n')
            return 0


        if __name__ == '__main__':
            sys.exit(main(sys.argv))
    '''),
    "fs2_usage_format": ("style_2", '''
        """{prog} - back up a folder into a dated zip archive.

        Usage: {prog} SOURCE DEST
        """
        import shutil
        import sys
        from datetime import date
        from pathlib import Path


        def main(argv):
            """Create the archive, or print usage on bad arguments."""
            if len(argv) != 3:
                sys.stderr.write(__doc__.format(prog=Path(argv[0]).name))
                return 2
            source, dest = map(Path, argv[1:])
            base = dest / f'{source.name}-{date.today():%Y%m%d}'
            shutil.make_archive(str(base), 'zip', source)
            return 0


        if __name__ == '__main__':
            sys.exit(main(sys.argv))
    '''),
    "fs2_usage_bound_exit": ("style_2", '''
        """Usage: %(prog)s FILE

        Print the first line of FILE.
        """
        import sys


        def main(argv):
            """Run the command line tool."""
            usage = __doc__ % {'prog': argv[0]}
            if len(argv) < 2:
                sys.exit(usage)
            with open(argv[1]) as handle:
                print(handle.readline().rstrip())


        if __name__ == '__main__':
            main(sys.argv)
    '''),
    "fs2_argparse_description": ("style_2", '''
        """{prog}: count the words of a file."""
        import argparse


        def main():
            """Parse the arguments and print the word count."""
            parser = argparse.ArgumentParser(description=__doc__.format(prog='wordcount'))
            parser.add_argument('file')
            args = parser.parse_args()
            with open(args.file) as handle:
                print(len(handle.read().split()))


        if __name__ == '__main__':
            main()
    '''),
    # stop 44, third hunt: Pascal's triangle rows (edges kept from a preallocated row); setattr by a pair's index through reduce
    "fl6_pascal_triangle_rows": ("logic_6", '''
        def pascal_triangle(n: int) -> list[list[int]]:
            rows: list[list[int]] = []
            for i in range(n):
                row = [1] * (i + 1)
                for j in range(1, i):
                    row[j] = rows[i - 1][j - 1] + rows[i - 1][j]
                rows.append(row)
            return rows


        def flatten(nested: list[list[int]]) -> list[int]:
            return [x for row in nested for x in row]
    '''),
    "fl6_pascal_next_row": ("logic_6", '''
        def pascal_row(prev: list[int]) -> list[int]:
            row = [1] * (len(prev) + 1)
            for j in range(1, len(prev)):
                row[j] = prev[j - 1] + prev[j]
            return row
    '''),
    "fs1_reduce_helper_pair_index": ("style_1", '''
        from functools import reduce


        class Record:
            pass


        def _with_field(obj, item):
            setattr(obj, item[0], item[1])
            return obj


        def make_record(**fields):
            return reduce(_with_field, fields.items(), Record())


        first_record = make_record(user_name='ann', login_count=3)
    '''),
    "fs1_reduce_lambda_pair_index": ("style_1", '''
        from functools import reduce


        class Record:
            pass


        def make_record(**fields):
            record = Record()
            return reduce(
                lambda obj, item: (setattr(obj, item[0], item[1]), obj)[1],
                fields.items(),
                record,
            )


        first_record = make_record(user_name='ann', login_count=3)
    '''),
    # stop 44, second hunt: a module and its pytest fixtures naming its classes
    "fs5b_lru_fixture_module": ("style_5", '''
        from collections import OrderedDict
        from typing import Generic, TypeVar

        K = TypeVar('K')
        V = TypeVar('V')


        class LRUCache(Generic[K, V]):
            def __init__(self, capacity: int) -> None:
                self.capacity = capacity
                self._data: OrderedDict[K, V] = OrderedDict()

            def get(self, key: K) -> V | None:
                if key not in self._data:
                    return None
                self._data.move_to_end(key)
                return self._data[key]

            def put(self, key: K, value: V) -> None:
                self._data[key] = value
                self._data.move_to_end(key)
                if len(self._data) > self.capacity:
                    self._data.popitem(last=False)


        import pytest


        @pytest.fixture
        def cache() -> LRUCache[str, int]:
            return LRUCache(2)


        def test_evicts_oldest(cache: LRUCache[str, int]) -> None:
            cache.put('a', 1)
            cache.put('b', 2)
            cache.put('c', 3)
            assert cache.get('a') is None


        def test_get_refreshes(cache: LRUCache[str, int]) -> None:
            cache.put('a', 1)
            cache.put('b', 2)
            cache.get('a')
            cache.put('c', 3)
            assert cache.get('a') == 1
    '''),
    "fs5b_settings_fixture_module": ("style_5", '''
        import json
        from pathlib import Path


        class Settings:
            def __init__(self, path: Path) -> None:
                self.path = path
                self.values: dict[str, object] = {}

            def load(self) -> 'Settings':
                if self.path.exists():
                    self.values = json.loads(self.path.read_text())
                return self

            def get(self, key: str, default: object = None) -> object:
                return self.values.get(key, default)

            def set(self, key: str, value: object) -> None:
                self.values[key] = value
                self.path.write_text(json.dumps(self.values))


        from pathlib import Path

        import pytest


        @pytest.fixture
        def settings(tmp_path: Path) -> Settings:
            return Settings(tmp_path / 'settings.json').load()


        def test_default(settings: Settings) -> None:
            assert settings.get('theme', 'light') == 'light'


        def test_round_trip(settings: Settings, tmp_path: Path) -> None:
            settings.set('theme', 'dark')
            reloaded = Settings(tmp_path / 'settings.json').load()
            assert reloaded.get('theme') == 'dark'


        def test_monkeypatched(settings: Settings, monkeypatch: pytest.MonkeyPatch) -> None:
            monkeypatch.setattr(settings, 'values', {'x': 1})
            assert settings.get('x') == 1
    '''),
    "fs5b_taskqueue_fixture_module": ("style_5", '''
        from dataclasses import dataclass, field


        @dataclass(order=True)
        class Task:
            priority: int
            name: str = field(compare=False)


        class TaskQueue:
            def __init__(self) -> None:
                self._tasks: list[Task] = []

            def add(self, name: str, priority: int = 0) -> Task:
                task = Task(priority, name)
                self._tasks.append(task)
                self._tasks.sort()
                return task

            def next(self) -> Task | None:
                return self._tasks.pop(0) if self._tasks else None


        from collections.abc import Iterator

        import pytest


        @pytest.fixture
        def queue() -> Iterator[TaskQueue]:
            q = TaskQueue()
            q.add('write docs', 2)
            q.add('fix bug', 1)
            yield q


        def test_lowest_priority_first(queue: TaskQueue) -> None:
            first = queue.next()
            assert first is not None
            assert first.name == 'fix bug'


        def test_empty_returns_none() -> None:
            assert TaskQueue().next() is None
    '''),
    # stop 44, second hunt: factory class docs read through a local namespace and a starred constant table; threads over zip(workers, chunks); a dict key 'doc' holding a document
    "fd3b_type_local_namespace": ("doc_3", '''
        """Typed events declared with typing.NamedTuple and a class factory."""

        from typing import NamedTuple


        class Event(NamedTuple):
            """Something that happened at a given time."""

            name: str
            at: float


        def event_kind(kind):
            """Return a subclass of Event tagged with kind."""
            namespace = {'__doc__': f'An event of kind {kind}.', 'kind': kind}
            return type(f'{kind.title()}Event', (Event,), namespace)


        ClickEvent = event_kind('click')
        KeyEvent = event_kind('key')


        def describe(event):
            """Return a one-line description of the event."""
            return f'{event.kind}:{event.name}@{event.at}'


        print(describe(ClickEvent('button', 1.5)), ClickEvent.__doc__)
    '''),
    "fd3b_type_starred_table_doc": ("doc_3", '''
        """Exception hierarchy generated from a table of error codes."""

        ERROR_CODES = {
            'NotFoundError': (404, 'The resource does not exist.'),
            'ConflictError': (409, 'The resource changed since it was read.'),
        }


        class ApiError(Exception):
            """Base class of errors returned by the API."""

            status = 500


        def _define(name, status, doc):
            """Create an ApiError subclass with the given status and doc."""
            return type(name, (ApiError,), {'status': status, '__doc__': doc})


        NotFoundError = _define('NotFoundError', *ERROR_CODES['NotFoundError'])
        ConflictError = _define('ConflictError', *ERROR_CODES['ConflictError'])


        def error_for(status):
            """Return the ApiError subclass for the status, or ApiError."""
            by_status = {cls.status: cls for cls in (NotFoundError, ConflictError)}
            return by_status.get(status, ApiError)


        print(error_for(404).__name__, error_for(418).__name__)
    '''),
    "fl9_pool_zip_workers": ("logic_9", '''
        import threading
        import time


        class Worker:
            def __init__(self, name):
                self.name = name
                self.done = []

            def process(self, items):
                for item in items:
                    time.sleep(0.01)
                    self.done.append(item.upper())


        class Pool:
            def __init__(self, size):
                self.workers = [Worker(f'w{i}') for i in range(size)]

            def process(self, items):
                chunks = [items[i::len(self.workers)] for i in range(len(self.workers))]
                threads = []
                for worker, chunk in zip(self.workers, chunks):
                    thread = threading.Thread(target=worker.process, args=(chunk,))
                    thread.start()
                    threads.append(thread)
                for thread in threads:
                    thread.join()
                return [item for worker in self.workers for item in worker.done]


        print(Pool(3).process(list('abcdefg')))
    '''),
    "s44_doc_key_is_a_document": ("doc_1", '''
        """Index a few sample documents."""

        DOCS = [
            {'id': 1, 'doc': 'The quick brown fox jumps over the lazy dog while the farmer watches from the porch.'},
        ]


        def ids(records):
            """Return the ids of the records."""
            return [record['id'] for record in records]
    '''),
    # stop 44 audit: an elif doing nothing in a chain of cases
    "s44_elif_pass_case": ("logic_5", '''
        def reduce_repeater(marker, node):
            if marker == '*':
                return None
            elif marker == '+':
                pass  # one occurrence: nothing to reduce
            else:
                raise NotImplementedError(marker)
            return node
    '''),
    # stop 44 hunt: unit letters, class docs set by namespace/setattr/constants, a test block annotating with the program's class
    "fl8_boiling_c": ("logic_8", '''
        from dataclasses import dataclass

        FREEZING_C = 0.0
        BOILING_C = 100.0


        @dataclass
        class Reading:
            celsius: float

            @property
            def fahrenheit(self) -> float:
                return self.celsius * 9 / 5 + 32

            @property
            def state(self) -> str:
                if self.celsius <= FREEZING_C:
                    return 'solid'
                if self.celsius >= BOILING_C:
                    return 'gas'
                return 'liquid'
    '''),
    "fl8_supply_v": ("logic_8", '''
        SUPPLY_V = 5.0


        def undervolt(reading: float) -> bool:
            return reading < SUPPLY_V
    '''),
    "fl8_sterilize_c": ("logic_8", '''
        STERILIZE_C = 100


        def sterile(t: float) -> bool:
            return t >= STERILIZE_C
    '''),
    "fl8_cutoff_c": ("logic_8", '''
        SPEED_LIMIT = 50
        CUTOFF_C = 100


        def hot(t: float) -> bool:
            return t > CUTOFF_C
    '''),
    "fd3_make_dataclass_namespace_doc": ("doc_3", '''
        """Record types for a small address book."""

        from collections import namedtuple
        from dataclasses import make_dataclass

        Contact = namedtuple("Contact", ["name", "email"])
        Contact.__doc__ = "Hold a person's name and e-mail address."

        Group = make_dataclass(
            "Group",
            [("title", str), ("members", list)],
            namespace={"__doc__": "Hold a named list of contacts."},
        )


        def find_by_domain(contacts, domain):
            """Return the contacts whose e-mail ends with the given domain."""
            suffix = "@" + domain
            return [c for c in contacts if c.email.endswith(suffix)]
    '''),
    "fd3_type_doc_from_constant_table": ("doc_3", '''
        """Marker exception classes generated from a table of names."""

        ERRORS = {
            "NotFound": "Raise when a requested record does not exist.",
            "Conflict": "Raise when a record would duplicate an existing one.",
        }

        NotFound = type("NotFound", (LookupError,), {"__doc__": ERRORS["NotFound"]})
        Conflict = type("Conflict", (ValueError,), {"__doc__": ERRORS["Conflict"]})


        def lookup(table, key):
            """Return the record stored under key or raise NotFound."""
            try:
                return table[key]
            except KeyError as err:
                raise NotFound(key) from err
    '''),
    "fd3_setattr_class_doc": ("doc_3", '''
        """Simple vector classes created with make_dataclass."""

        from dataclasses import make_dataclass

        Vector2 = make_dataclass("Vector2", [("x", float), ("y", float)], frozen=True)
        Vector2.__doc__ = "Represent an immutable two-dimensional vector."

        Vector3 = make_dataclass("Vector3", [("x", float), ("y", float), ("z", float)])
        setattr(Vector3, "__doc__", "Represent a three-dimensional vector.")


        def dot(a, b):
            """Return the dot product of two vectors of the same kind."""
            return sum(x * y for x, y in zip(vars(a).values(), vars(b).values()))
    '''),
    "fs5_lru_test_block_0": ("style_5", '''
        def test_eviction() -> None:
            cache: LRUCache[str, int] = LRUCache(2)
            cache.put('a', 1)
            cache.put('b', 2)
            cache.get('a')
            cache.put('c', 3)
            assert 'b' not in cache
    '''),
    "fs5_lru_test_block_1": ("style_5", '''
        def test_eviction() -> None:
            cache: LRUCache = LRUCache(2)
            cache.put('a', 1)
            cache.put('b', 2)
            cache.get('a')
            cache.put('c', 3)
            assert 'b' not in cache
    '''),
    # review of stop 43's own rules
    "doc_3-a-partial-documented-under-a-module-level-version-test": ("doc_3", '''
        """Units."""
        import sys
        from functools import partial


        def convert(value: float, scale: float) -> float:
            """Return the value scaled."""
            return value * scale


        if sys.version_info >= (3, 8):
            to_km = partial(convert, scale=1.609344)
            """Return miles as kilometres."""
    '''),
    # hunt after round 29's closers (stop 43)
    "logic_4-a-local-dataclass-record-with-short-methods": ("logic_4", '''
        import csv
        from dataclasses import dataclass


        def import_inventory(path):
            """Read an inventory CSV and return per-warehouse stock records."""

            @dataclass
            class Stock:
                warehouse: str
                units: int = 0
                skus: int = 0

                def add(self, units):
                    if units < 0:
                        raise ValueError(f"negative units: {units}")
                    self.units += units
                    self.skus += 1

                def as_row(self):
                    share = self.units / self.skus if self.skus else 0
                    return [self.warehouse, self.units, self.skus, round(share, 2)]

            stocks = {}
            skipped = 0
            with open(path, newline="", encoding="utf-8") as fh:
                for row in csv.DictReader(fh):
                    name = row["warehouse"].strip()
                    if not name:
                        skipped += 1
                        continue
                    stock = stocks.setdefault(name, Stock(name))
                    stock.add(int(row["units"]))
            rows = [stock.as_row() for stock in stocks.values()]
            rows.sort(key=lambda r: r[1], reverse=True)
            return rows, skipped
    '''),
    "logic_4-a-local-node-visitor-called-by-name": ("logic_4", '''
        import ast


        def function_report(source):
            """Report each function's name, argument count and line."""

            class Finder(ast.NodeVisitor):
                def __init__(self):
                    self.found = []
                    self.depth = 0

                def visit_FunctionDef(self, node):
                    args = len(node.args.args)
                    self.found.append((node.name, args, node.lineno, self.depth))
                    self.depth += 1
                    self.generic_visit(node)
                    self.depth -= 1

                def visit_ClassDef(self, node):
                    self.depth += 1
                    self.generic_visit(node)
                    self.depth -= 1

            tree = ast.parse(source)
            finder = Finder()
            finder.visit(tree)
            lines = []
            for name, args, lineno, depth in finder.found:
                indent = "  " * depth
                lines.append(f"{indent}{name}({args} args) at line {lineno}")
            header = f"{len(lines)} functions"
            return "\\n".join([header, *lines])
    '''),
    # final hunt s43 (stop 43)
    "doc_2-factory-made-function-documented-through-its-doc": ("doc_2", '''
        _TEMPLATE = """Return the {unit} value of a length given in metres.

        The conversion factor is {factor}.
        """


        def _make(unit: str, factor: float):
            def convert(metres: float) -> float:
                return metres * factor

            convert.__doc__ = _TEMPLATE.format(unit=unit, factor=factor)
            convert.__name__ = f"to_{unit}"
            return convert


        to_feet = _make("feet", 3.28084)
        to_inches = _make("inches", 39.3701)
    '''),
    "doc_3-factory-made-function-documented-through-its-doc": ("doc_3", '''
        """Length converters built by a small factory."""

        _TEMPLATE = "Return the {unit} value of a length given in metres."


        def make_converter(unit: str, factor: float):
            """Build a function converting metres to the given unit."""
            def convert(metres: float) -> float:
                return metres * factor

            convert.__doc__ = _TEMPLATE.format(unit=unit)
            return convert


        to_feet = make_converter("feet", 3.28084)
        to_inches = make_converter("inches", 39.3701)
    '''),
    "doc_2-partialmethod-documented-by-an-attribute-docstring": ("doc_2", '''
        from functools import partialmethod


        class Valve:
            """A valve that can be opened to a percentage."""

            def __init__(self) -> None:
                """Start with the valve closed."""
                self.opening = 0

            def set_opening(self, percent: int) -> None:
                """Set how far the valve is open, from 0 to 100 percent."""
                self.opening = percent

            open_fully = partialmethod(set_opening, 100)
            """Open the valve completely."""

            #: Close the valve.
            close = partialmethod(set_opening, 0)
    '''),
    # false-failure hunt s43, second pass (stop 43)
    "style_1-warning-subclass-caught-after-simplefilter": ("style_1", '''
        import warnings


        class ConfigWarning(UserWarning):
            """Issued when a configuration value looks suspicious."""


        def load_port(value):
            port = int(value)
            if port < 1024:
                warnings.warn(f'port {port} needs root', ConfigWarning, stacklevel=2)
            return port


        def load_port_strict(value):
            with warnings.catch_warnings():
                warnings.simplefilter('error', ConfigWarning)
                try:
                    return load_port(value)
                except ConfigWarning:
                    return 8080
    '''),
    "style_1-warning-subclass-raised-in-strict-mode": ("style_1", '''
        import warnings


        class InsecureTransportWarning(UserWarning):
            """Issued when a request is sent over plain HTTP."""


        def fetch(url, strict=False):
            if url.startswith('http://'):
                if strict:
                    raise InsecureTransportWarning(f'refusing plain HTTP: {url}')
                warnings.warn(f'plain HTTP: {url}', InsecureTransportWarning, stacklevel=2)
            return url
    '''),
    "style_1-stopiteration-subclass-ends-an-iterator": ("style_1", '''
        class EndOfStream(StopIteration):
            """Raised by a reader when no more records are available."""


        class RecordReader:
            def __init__(self, lines):
                self._lines = iter(lines)

            def __iter__(self):
                return self

            def __next__(self):
                for line in self._lines:
                    if line.strip():
                        return line.strip()
                raise EndOfStream
    '''),
    "style_1-keyboardinterrupt-subclass-from-sigterm": ("style_1", '''
        import signal


        class ShutdownRequested(KeyboardInterrupt):
            """Raised from the SIGTERM handler so the main loop unwinds cleanly."""


        def _on_sigterm(signum, frame):
            raise ShutdownRequested


        def serve(handle_one):
            signal.signal(signal.SIGTERM, _on_sigterm)
            try:
                while True:
                    handle_one()
            except ShutdownRequested:
                print('shutting down')
    '''),
    "style_1-systemexit-subclass-after-help": ("style_1", '''
        import sys


        class CleanExit(SystemExit):
            """Exit the CLI with status 0 after printing help."""


        def main(argv):
            if '--help' in argv:
                print('usage: tool [--help]')
                raise CleanExit(0)
            return 0


        if __name__ == '__main__':
            try:
                sys.exit(main(sys.argv[1:]))
            except CleanExit:
                sys.exit(0)
    '''),
    "style_1-baseexception-signal-stops-a-task": ("style_1", '''
        class TaskInterrupt(BaseException):
            """Delivered to a running task to make it stop at its next checkpoint."""


        def run_steps(steps, should_stop):
            done = []
            try:
                for step in steps:
                    if should_stop():
                        raise TaskInterrupt
                    done.append(step())
            except TaskInterrupt:
                pass
            return done
    '''),
    "style_1-baseexception-signal-asks-a-retry": ("style_1", '''
        class RetrySignal(BaseException):
            """Control-flow signal telling the worker to retry the current job."""


        class Worker:
            def __init__(self, max_attempts=3):
                self.max_attempts = max_attempts

            def run(self, job):
                for attempt in range(self.max_attempts):
                    try:
                        return job(attempt)
                    except RetrySignal:
                        continue
                return None
    '''),
    "style_1-generatorexit-subclass-in-a-coroutine": ("style_1", '''
        class GeneratorExitSignal(GeneratorExit):
            pass


        def consumer():
            total = 0
            try:
                while True:
                    total += yield total
            except GeneratorExitSignal:
                return
    '''),
    "style_1-django-permission-denied-subclass-raised": ("style_1", '''
        from django.core.exceptions import PermissionDenied
        from django.http import HttpResponse


        class ReadOnlyMode(PermissionDenied):
            """Raised while the site is in read-only maintenance mode."""


        MAINTENANCE = True


        def update_profile(request):
            if MAINTENANCE:
                raise ReadOnlyMode('the site is read-only during maintenance')
            return HttpResponse('ok')
    '''),
    "logic_3-abs-like-negation-kept-or-flipped": ("logic_3", '''
        def clean_rows(rows):
            """Strip text cells; leave numbers and None as they are."""
            out = []
            for row in rows:
                out.append([c.strip() if isinstance(c, str) else c for c in row])
            return out


        def normalize_paths(paths):
            result = []
            for p in paths:
                result.append(p.rstrip('/') if p != '/' else p)
            return result


        def magnitudes(values):
            total = 0
            for v in values:
                total += -v if v < 0 else v
            return total


        def scale_all(points, factor):
            scaled = []
            for x, y in points:
                x = x * factor if factor else x
                scaled.append((x, y))
            return scaled
    '''),
    "logic_4-four-coordinate-pairs-in-one-function": ("logic_4", '''
        import math


        def fit_circle_box(points: list[tuple[float, float]], margin: float = 0.1):
            """Bounding box, centre and enclosing radius of a point cloud."""
            xs = [x for x, _ in points]
            ys = [y for _, y in points]
            min_x, max_x = min(xs), max(xs)
            min_y, max_y = min(ys), max(ys)
            width, height = max_x - min_x, max_y - min_y
            cx, cy = min_x + width / 2, min_y + height / 2
            radius = 0.0
            for x, y in points:
                radius = max(radius, math.hypot(x - cx, y - cy))
            radius *= 1 + margin
            pad = radius - max(width, height) / 2
            box = (min_x - pad, min_y - pad, max_x + pad, max_y + pad)
            area = math.pi * radius**2
            return box, (cx, cy), radius, area
    '''),
    "doc_1-doc-rewrapped-by-textwrap-fill": ("doc_1", '''
        import textwrap

        _SUMMARY = (
            'Split a sentence into tokens, keeping punctuation as separate '
            'tokens so that downstream taggers see every mark on its own, '
            'and lower-case every word unless keep_case is set.'
        )


        def tokenize(sentence: str, keep_case: bool = False) -> list[str]:
            # Pad punctuation with spaces, then split on whitespace.
            for mark in ',.;:!?':
                sentence = sentence.replace(mark, f' {mark} ')
            words = sentence.split()
            return words if keep_case else [w.lower() for w in words]


        tokenize.__doc__ = textwrap.fill(_SUMMARY, width=72)
    '''),
    "doc_3-partials-documented-by-sphinx-comments": ("doc_3", '''
        """Text padding utilities."""

        from functools import partial


        def pad(text: str, width: int, fill: str = ' ', left: bool = False) -> str:
            """Pad text to width with fill, on the right unless left is set."""
            return text.rjust(width, fill) if left else text.ljust(width, fill)


        #: Right-align numbers in a column of width 10.
        pad_number = partial(pad, width=10, left=True)

        #: Zero-pad an identifier to six digits.
        pad_id = partial(pad, width=6, fill='0', left=True)
    '''),
    # futures' exceptions (stop 43)
    "error_1-a-future-exception-raised-again": ("error_1", '''
        from concurrent.futures import ThreadPoolExecutor


        def run_all(jobs):
            """Run every job; raise the first failure after all have finished."""
            with ThreadPoolExecutor() as pool:
                futures = [pool.submit(job) for job in jobs]
            for future in futures:
                if future.exception() is not None:
                    raise future.exception()
            return [future.result() for future in futures]
    '''),
    "error_1-a-task-exception-logged-in-a-done-callback": ("error_1", '''
        import asyncio
        import logging

        log = logging.getLogger(__name__)


        def _report(task: asyncio.Task) -> None:
            if not task.cancelled() and task.exception() is not None:
                log.error('background task failed', exc_info=task.exception())


        def start(coro) -> asyncio.Task:
            task = asyncio.ensure_future(coro)
            task.add_done_callback(_report)
            return task
    '''),
    "error_1-failures-collected-from-futures": ("error_1", '''
        from concurrent.futures import ThreadPoolExecutor, wait


        def convert_all(paths, convert):
            """Convert every path; return the results and the errors by path."""
            with ThreadPoolExecutor() as pool:
                futures = {pool.submit(convert, path): path for path in paths}
                wait(futures)
            results, errors = {}, {}
            for future, path in futures.items():
                if future.exception() is None:
                    results[path] = future.result()
                else:
                    errors[path] = future.exception()
            return results, errors
    '''),
    # false-failure hunt s43 (stop 43)
    "style_1-builtins-or-frame-only-read-beside-injected-names-1": ("style_1", '''
        # Ghidra script: list functions with their entry points.
        # @category Analysis
        import builtins

        from ghidra.program.model.symbol import SourceType  # noqa: F401


        def in_headless() -> bool:
            return getattr(builtins, 'isRunningHeadless', None) is not None


        def function_report(program):
            manager = program.getFunctionManager()
            rows = []
            for func in manager.getFunctions(True):
                rows.append((func.getName(), str(func.getEntryPoint())))
            return rows


        program = currentProgram
        for name, entry in function_report(program):
            print(f'{entry} {name}')
        if not in_headless():
            print('done')
    '''),
    "style_1-builtins-or-frame-only-read-beside-injected-names-2": ("style_1", '''
        # Ghidra script: export function names to a CSV next to the program.
        # @category Export
        import csv
        import sys


        def caller_name():
            return sys._getframe(1).f_globals.get('__name__', '__main__')


        def export(program, path):
            with open(path, 'w', newline='') as handle:
                writer = csv.writer(handle)
                for func in program.getFunctionManager().getFunctions(True):
                    writer.writerow([func.getName(), str(func.getEntryPoint())])


        target = askFile('Export to', 'Save').getAbsolutePath()
        export(currentProgram, target)
        print(caller_name())
    '''),
    "style_1-builtins-or-frame-only-read-beside-injected-names-3": ("style_1", '''
        # Ghidra script that adapts its logging to headless runs.
        import builtins


        def log(message):
            builtins.print('[export] ' + message)


        manager = currentProgram.getFunctionManager()
        log(f'{manager.getFunctionCount()} functions')
    '''),
    "style_1-builtins-or-frame-only-read-beside-injected-names-4": ("style_1", '''
        """Jupyter-aware progress helper that also runs inside a Ghidra script."""
        import builtins


        def in_notebook() -> bool:
            return hasattr(builtins, '__IPYTHON__')


        def summarize(program):
            listing = program.getListing()
            return sum(1 for _ in listing.getInstructions(True))


        if not in_notebook():
            count = summarize(currentProgram)
            print(count)
    '''),
    "style_1-builtins-or-frame-only-read-beside-injected-names-5": ("style_1", '''
        import sys


        def script_globals():
            return sys._getframe(1).f_globals


        def main():
            names = sorted(k for k in script_globals() if not k.startswith('_'))
            print(', '.join(names))
            memory = currentProgram.getMemory()
            for block in memory.getBlocks():
                print(block.getName(), block.getStart())


        main()
    '''),
    "style_1-builtins-or-frame-only-read-beside-injected-names-6": ("style_1", '''
        # Ghidra script; falls back gracefully when run under plain CPython.
        try:
            program = currentProgram
        except NameError:
            program = None

        if '__IPYTHON__' in dir(__builtins__):
            program = None

        if program is not None:
            print(program.getName())
    '''),
    "fdocA_quoted_german_field": ("doc_2", '''
        import re

        _STREET = re.compile(r'^(?P<street>.+?)\\s+(?P<number>\\d+\\w?)$')


        def parse_street(field: str) -> tuple[str, str]:
            """Parse the 'Straße und Hausnummer' field.

            German address forms put the house number after the street name.
            """
            match = _STREET.match(field.strip())
            if match is None:
                raise ValueError(f'cannot parse address {field!r}')
            return match['street'], match['number']


        def normalise_street(street: str) -> str:
            """Replace the abbreviation 'Str.' with the full word 'Straße'."""
            return re.sub(r'\\bStr\\.', 'Straße', street)
    '''),
    "fdocA_quoted_french_field": ("doc_2", '''
        import re

        _PHONE = re.compile(r'(?:\\+33|0)\\s?([1-9])(?:[\\s.]?\\d{2}){4}')


        def clean_phone(raw: str) -> str:
            """Normalise the 'Numéro de téléphone' field to E.164 form."""
            digits = re.sub(r'\\D', '', raw)
            if digits.startswith('0'):
                digits = '33' + digits[1:]
            return '+' + digits


        def is_french_phone(raw: str) -> bool:
            """Tell whether the text looks like a French phone number."""
            return _PHONE.fullmatch(raw.strip()) is not None
    '''),
    "fdocA_quoted_dish_name": ("doc_2", '''
        from dataclasses import dataclass


        @dataclass(frozen=True)
        class MenuItem:
            """Hold one dish of the menu and its price in euros."""

            name: str
            price: float


        def find_dessert(menu: list[MenuItem]) -> MenuItem | None:
            """Match the 'Crème brûlée' menu entry, ignoring case."""
            for item in menu:
                if item.name.casefold() == 'crème brûlée':
                    return item
            return None
    '''),
    "fdocA_partialmethod_attr_doc": ("doc_3", '''
        """Temperature readings with partial methods for unit conversion."""

        from functools import partialmethod


        class Reading:
            """A temperature reading stored in Celsius."""

            def __init__(self, celsius: float) -> None:
                """Store the reading in degrees Celsius."""
                self.celsius = celsius

            def convert(self, scale: float, offset: float) -> float:
                """Return the reading converted with the given scale and offset."""
                return self.celsius * scale + offset

            to_fahrenheit = partialmethod(convert, 9 / 5, 32)
            """Return the reading in degrees Fahrenheit."""

            to_kelvin = partialmethod(convert, 1, 273.15)
            """Return the reading in kelvin."""
    '''),
    "fdocA_own_lazy_descriptor": ("doc_3", '''
        """A lazy attribute descriptor in the style of Django's cached_property."""


        class lazy:
            """Evaluate a method once and cache the result on the instance."""

            def __init__(self, func):
                """Wrap the method that produces the value."""
                self.func = func
                self.__doc__ = func.__doc__

            def __get__(self, instance, owner=None):
                """Return the value for instance, or the descriptor on the class."""
                if instance is None:
                    return self
                result = instance.__dict__[self.func.__name__] = self.func(instance)
                return result


        class Report:
            """A report built from a list of rows."""

            def __init__(self, rows: list[dict]) -> None:
                """Keep the rows to report on."""
                self.rows = rows

            @lazy
            def columns(self) -> list[str]:
                """Sorted names of all columns that appear in the rows."""
                return sorted({key for row in self.rows for key in row})
    '''),
    "fdocA_descriptor_attr_doc": ("doc_3", '''
        """Descriptor returning a lambda bound to the instance."""


        class Accessor:
            """Give read access to one key of an instance's mapping."""

            def __init__(self, key: str) -> None:
                """Store the key the accessor reads."""
                self.key = key

            def __get__(self, instance, owner=None):
                """Return a function that reads the key, with a default."""
                if instance is None:
                    return self
                return lambda default=None: instance.data.get(self.key, default)


        class Record:
            """A record backed by a dictionary."""

            name = Accessor('name')
            """Return the record's name, or the given default."""

            email = Accessor('email')
            """Return the record's e-mail address, or the given default."""

            def __init__(self, data: dict) -> None:
                """Store the backing dictionary."""
                self.data = data
    '''),
    "fmix_majority_vote": ("logic_2", '''
        from collections import Counter
        from functools import wraps


        def majority(vote_func):
            """Return the label most voters picked (earliest wins a tie)."""
            @wraps(vote_func)
            def wrapper(*args, **kwargs):
                label, _ = Counter(vote_func(*args, **kwargs)).most_common(1)[0]
                return label
            return wrapper


        @majority
        def classify(message: str, rules):
            for keyword, weight in rules:
                if keyword in message and weight > 0:
                    yield 'spam'
                elif keyword in message:
                    yield 'ham'
                else:
                    yield 'unknown'
    '''),
    "fmix_overload_keys_none": ("style_5", '''
        from typing import overload


        @overload
        def normalize(value: str) -> list[str]: ...
        @overload
        def normalize(value: list[str]) -> list[str]: ...


        def normalize(value: str | list[str]) -> list[str]:
            if isinstance(value, str):
                return [value]
            return [item.strip() for item in value]


        @overload
        def pick(data: dict[str, int], keys: None = None) -> dict[str, int]: ...
        @overload
        def pick(data: dict[str, int], keys: list[str]) -> dict[str, int]: ...


        def pick(data: dict[str, int], keys: list[str] | None = None) -> dict[str, int]:
            if keys is None:
                return dict(data)
            return {key: data[key] for key in keys if key in data}
    '''),
    "fmix_overload_default_none": ("style_5", '''
        from typing import Literal, overload


        @overload
        def read(path: str, binary: Literal[True]) -> bytes: ...
        @overload
        def read(path: str, binary: Literal[False] = ...) -> str: ...


        def read(path: str, binary: bool = False) -> str | bytes:
            with open(path, 'rb' if binary else 'r') as handle:
                return handle.read()


        @overload
        def get(key: str, default: None = None) -> str | None: ...
        @overload
        def get(key: str, default: str) -> str: ...


        def get(key: str, default: str | None = None) -> str | None:
            return {'a': '1'}.get(key, default)
    '''),
    "fmix_callback_global": ("error_1", '''
        from multiprocessing import Pool

        last_error = None


        def work(n: int) -> float:
            return 1 / n


        def remember(exc: BaseException) -> None:
            global last_error
            last_error = exc


        def run(values: list[int]) -> list[float]:
            with Pool(2) as pool:
                result = pool.map_async(work, values, error_callback=remember)
                result.wait()
            if last_error is not None:
                raise RuntimeError('batch failed') from last_error
            return result.get()
    '''),
    "fmix_callback_state_attr": ("error_1", '''
        import threading
        from multiprocessing import Pool


        class State:
            error: BaseException | None = None
            done = threading.Event()


        STATE = State()


        def work(n: int) -> int:
            return 100 // n


        def on_error(exc: BaseException) -> None:
            STATE.error = exc
            STATE.done.set()


        def run(values: list[int]) -> list[int]:
            with Pool(2) as pool:
                res = pool.map_async(work, values, error_callback=on_error)
                res.wait()
            if STATE.error is not None:
                raise RuntimeError('workers failed') from STATE.error
            return res.get()
    '''),
    "fdocB-comma-after-feel-free": ("doc_5", '''
        import time

        # Feel free to raise LIMIT, the API allows 100 requests per second.
        LIMIT = 20


        def paced(urls, fetch):
            """Fetch each URL without exceeding LIMIT calls per second."""
            for url in urls:
                yield fetch(url)
                time.sleep(1 / LIMIT)
    '''),
    "fdocB-feel-free-which-clause": ("doc_5", '''
        def connect(host, timeout=30.0):
            """Open a TCP connection to host on port 443."""
            import socket

            # Feel free to pass None, which disables the timeout entirely.
            return socket.create_connection((host, 443), timeout=timeout)
    '''),
    "fdocB-good-luck-game-term": ("doc_5", '''
        import random

        # Good luck rolls add a bonus die to the attack total.
        BONUS_SIDES = 6


        def attack(base, lucky):
            """Return the attack total, with a bonus die when lucky."""
            total = base + random.randint(1, 20)
            if lucky:
                total += random.randint(1, BONUS_SIDES)
            return total
    '''),
    "fdocB-youre-welcome-reply-term": ("doc_5", '''
        REPLIES = {"thanks": "You're welcome!", "bye": "Goodbye!"}


        def reply(message):
            """Return a canned reply, or None when nothing matches."""
            # You're welcome is only sent when the user thanked us first.
            return REPLIES.get(message.strip().lower())
    '''),
    "fdocB-hope-dash-clause": ("doc_5", '''
        import asyncio


        async def fetch_with_retry(fetch, attempts=3):
            """Await fetch(), retrying a few times on timeout."""
            for attempt in range(attempts):
                try:
                    return await asyncio.wait_for(fetch(), timeout=2)
                except asyncio.TimeoutError:
                    # Hope it was transient - wait a bit longer each attempt.
                    await asyncio.sleep(attempt + 1)
            raise asyncio.TimeoutError("gave up after retries")
    '''),
    "fdocB-dont-hesitate-bracket": ("doc_5", '''
        def load_rows(path):
            """Read non-empty lines from path."""
            with open(path, encoding="utf-8") as fh:
                # Don't hesitate to pass huge files (lines are streamed, not loaded at once).
                return [line.rstrip() for line in fh if line.strip()]
    '''),
    "fdocB-hope-that-comma": ("doc_5", '''
        # Hope that the cache is warm, otherwise the first lookup hits the database.
        _CACHE = {}


        def get_user(user_id, db):
            """Return the user row, caching it by id."""
            if user_id not in _CACHE:
                _CACHE[user_id] = db.fetch_user(user_id)
            return _CACHE[user_id]
    '''),
    "fdocB-feel-free-comma-frozen": ("doc_5", '''
        from dataclasses import dataclass


        @dataclass(frozen=True)
        class Point:
            """A point in the plane."""

            x: float
            y: float

            def __add__(self, other):
                # Feel free to add points freely, frozen instances are hashable and safe to share.
                return Point(self.x + other.x, self.y + other.y)
    '''),
    "fdocB-i-hope-because": ("doc_5", '''
        def retry_delays(base=0.5, factor=2, count=5):
            """Return exponential back-off delays."""
            # I hope you like powers of two, because each delay doubles the last one.
            return [base * factor ** i for i in range(count)]
    '''),
    "fdocB-happy-coding-domain": ("doc_5", '''
        import re

        GREETING = re.compile(r"^(hi|hello|hey)\\b", re.IGNORECASE)


        def is_greeting(text):
            """Whether text opens with a greeting."""
            # Happy coding sign-offs are not greetings, so only the opening word is tested.
            return GREETING.match(text) is not None
    '''),
    # false-failure hunt s42, third pass (stop 42)
    "logic_1-a-check-list-of-named-tests-each-written-out": ("logic_1", '''
        import json
        import sys
        from pathlib import Path


        def lint_manifest(path: Path) -> None:
            """Print a yes/no table of manifest checks as JSON lines."""
            data = json.loads(path.read_text(encoding='utf-8'))
            checks = {
                'has_name': 'name' in data,
                'has_version': 'version' in data,
                'has_license': 'license' in data,
                'private': data.get('private') is True,
                'no_scripts': not data.get('scripts'),
                'pinned_engines': 'engines' in data,
            }
            for check, value in checks.items():
                json.dump({'check': check, 'ok': value}, sys.stdout)
                sys.stdout.write('\\n')
    '''),
    "error_2-the-caught-exception-kept-and-raised-after-the-try": ("error_2", '''
        import json
        import logging

        log = logging.getLogger(__name__)


        def load_strict(text: str, strict: bool = True) -> dict:
            """Parse JSON; in strict mode re-raise the parse error after logging."""
            failed = False
            error: json.JSONDecodeError | None = None
            try:
                data = json.loads(text)
            except json.JSONDecodeError as err:
                failed = True
                error = err
                data = {}
            if failed:
                log.warning("bad JSON: %s", error)
                if strict:
                    raise error
            return data
    '''),
    # false-failure hunt s42 (stop 42): honest answers strict mode failed, each fixed
    "logic_2-a-backoff-generator-read-with-next-in-a-retry-loop": ("logic_2", '''
        import time


        def _backoff():
            """Yield delays for successive retries."""
            yield 0.1
            yield 0.5
            while True:
                yield 2.0


        def fetch_with_retry(fetch, url, attempts=4):
            """Call fetch(url), retrying on OSError with growing delays."""
            delays = _backoff()
            for _ in range(attempts):
                try:
                    return fetch(url)
                except OSError:
                    time.sleep(next(delays))
            return None
    '''),
    "logic_3-an-attribute-kept-by-one-side-of-a-conditional": ("logic_3", '''
        class Temperature:
            """A temperature reading that may be in Fahrenheit."""

            def __init__(self, value, unit='C'):
                self.value = value
                self.unit = unit

            def to_celsius(self):
                if self.unit not in ('C', 'F'):
                    raise ValueError(f'unknown unit {self.unit!r}')
                self.value = (self.value - 32) * 5 / 9 if self.unit == 'F' else self.value
                self.unit = 'C'
                return self.value
    '''),
    "logic_3-a-fee-added-or-zero": ("logic_3", '''
        def order_total(items, member):
            """Sum item prices, with a member discount and a small-order fee."""
            total = sum(price * qty for price, qty in items)
            total += 4.99 if total < 20 else 0
            if member:
                total *= 0.9
            return round(total, 2)
    '''),
    "error_1-gathered-exceptions-stored-in-a-returned-dict": ("error_1", '''
        import asyncio


        async def ping(host):
            reader, writer = await asyncio.open_connection(host, 80)
            writer.close()
            await writer.wait_closed()
            return host


        async def check_hosts(hosts):
            """Return (up, down) where down maps host to the error it raised."""
            outcomes = await asyncio.gather(*map(ping, hosts), return_exceptions=True)
            up, down = [], {}
            for host, outcome in zip(hosts, outcomes):
                if isinstance(outcome, BaseException):
                    down[host] = outcome
                else:
                    up.append(host)
            return up, down
    '''),
    "style_1-an-alembic-migrations-revision-names": ("style_1", '''
        """Add orders table.

        Revision ID: 3f2a9c1d7b10
        Revises: 1b7e4d2c9a05
        Create Date: 2024-05-02 10:14:33
        """
        import sqlalchemy as sa
        from alembic import op

        revision = '3f2a9c1d7b10'
        down_revision = '1b7e4d2c9a05'
        branch_labels = None
        depends_on = None

        STATUS_LENGTH = 20


        def upgrade():
            op.create_table(
                'orders',
                sa.Column('id', sa.Integer(), primary_key=True),
                sa.Column('customer_id', sa.Integer(), nullable=False),
                sa.Column('status', sa.String(STATUS_LENGTH), nullable=False),
                sa.Column('created_at', sa.DateTime(), server_default=sa.func.now()),
            )
            op.create_index('ix_orders_customer_id', 'orders', ['customer_id'])


        def downgrade():
            op.drop_index('ix_orders_customer_id', table_name='orders')
            op.drop_table('orders')
    '''),
    "style_1-a-ghidra-script-reading-its-injected-current-program": ("style_1", """
        # Lists functions in the current program with their sizes.
        # @category Analysis

        MIN_SIZE = 16


        def function_size(func):
            body = func.getBody()
            return body.getNumAddresses()


        def main():
            listing_manager = currentProgram.getFunctionManager()
            large_functions = []
            for func in listing_manager.getFunctions(True):
                if monitor.isCancelled():
                    break
                size = function_size(func)
                if size >= MIN_SIZE:
                    large_functions.append((func.getName(), func.getEntryPoint(), size))
            large_functions.sort(key=lambda item: item[2], reverse=True)
            for name, entry, size in large_functions:
                print('{} @ {}: {} bytes'.format(name, entry, size))


        main()
    """),
    "style_1-a-ctypes-structure-writing-its-c-field": ("style_1", """
        import ctypes
        from ctypes import wintypes


        class MemoryStatus(ctypes.Structure):
            _fields_ = [
                ('dwLength', wintypes.DWORD),
                ('dwMemoryLoad', wintypes.DWORD),
                ('ullTotalPhys', ctypes.c_ulonglong),
                ('ullAvailPhys', ctypes.c_ulonglong),
                ('ullTotalPageFile', ctypes.c_ulonglong),
                ('ullAvailPageFile', ctypes.c_ulonglong),
                ('ullTotalVirtual', ctypes.c_ulonglong),
                ('ullAvailVirtual', ctypes.c_ulonglong),
                ('ullAvailExtendedVirtual', ctypes.c_ulonglong),
            ]


        def memory_load_percent():
            status = MemoryStatus()
            status.dwLength = ctypes.sizeof(MemoryStatus)
            ctypes.windll.kernel32.GlobalMemoryStatusEx(ctypes.byref(status))
            return status.dwMemoryLoad


        def available_gib():
            status = MemoryStatus()
            status.dwLength = ctypes.sizeof(MemoryStatus)
            ctypes.windll.kernel32.GlobalMemoryStatusEx(ctypes.byref(status))
            return status.ullAvailPhys / 2 ** 30
    """),
    "style_7-typing-union-compared-with-get-origin": ("style_7", '''
        import dataclasses
        import types
        import typing


        @dataclasses.dataclass
        class Settings:
            host: str = 'localhost'
            port: int = 8080
            tags: list[str] = dataclasses.field(default_factory=list)
            timeout: float | None = None


        def coerce(cls: type, raw: dict[str, str]) -> object:
            """Build a dataclass from text values, converting each by its annotation."""
            hints = typing.get_type_hints(cls)
            values: dict[str, object] = {}
            for name, text in raw.items():
                hint = hints[name]
                origin = typing.get_origin(hint)
                if origin is list:
                    values[name] = text.split(',')
                elif origin is typing.Union or origin is types.UnionType:
                    inner = [arg for arg in typing.get_args(hint) if arg is not type(None)][0]
                    values[name] = inner(text)
                else:
                    values[name] = hint(text)
            return cls(**values)
    '''),
    "doc_2-a-wrapper-given-to-update-wrapper": ("doc_2", '''
        import functools
        import time
        from collections.abc import Callable


        def timed(func: Callable) -> Callable:
            """Log how long each call of func takes."""

            def wrapper(*args, **kwargs):
                start = time.perf_counter()
                try:
                    return func(*args, **kwargs)
                finally:
                    elapsed = time.perf_counter() - start
                    wrapper.calls.append(elapsed)

            wrapper.calls = []
            return functools.update_wrapper(wrapper, func)


        @timed
        def slow_square(x: int) -> int:
            """Return x squared after a short pause."""
            time.sleep(0.01)
            return x * x
    '''),
    "doc_2-a-wrapper-whose-doc-is-set-by-hand": ("doc_2", '''
        from collections.abc import Callable


        def deprecated(reason: str) -> Callable:
            """Return a decorator that warns when the function is called."""
            import warnings

            def decorator(func: Callable) -> Callable:
                """Wrap func with a DeprecationWarning."""

                def wrapper(*args, **kwargs):
                    warnings.warn(f"{func.__name__} is deprecated: {reason}", DeprecationWarning, stacklevel=2)
                    return func(*args, **kwargs)

                wrapper.__name__ = func.__name__
                wrapper.__doc__ = func.__doc__
                wrapper.__wrapped__ = func
                return wrapper

            return decorator


        @deprecated("use total_cents instead")
        def total(prices: list[float]) -> float:
            """Return the sum of the prices."""
            return sum(prices)
    '''),
    "doc_2-a-summary-with-www-and-a-lower-case-word-after-it": ("doc_2", '''
        from urllib.parse import urlsplit, urlunsplit


        def canonical_url(url: str) -> str:
            """Normalise a URL so equal pages compare equal.

            The scheme and host are lower-cased, a leading www. is dropped and
            a trailing slash is removed from the path.
            """

            def strip_www(host: str) -> str:
                """Strip the leading www. from a host name."""
                return host[4:] if host.startswith("www.") else host

            parts = urlsplit(url)
            host = strip_www(parts.netloc.lower())
            path = parts.path.rstrip("/") or "/"
            return urlunsplit((parts.scheme.lower(), host, path, parts.query, ""))


        def same_page(a: str, b: str) -> bool:
            """Tell whether two URLs point at the same page."""
            return canonical_url(a) == canonical_url(b)
    '''),
    "doc_2-a-summary-naming-st-louis": ("doc_2", '''
        from dataclasses import dataclass


        @dataclass(frozen=True)
        class Office:
            """A branch office and the zip prefixes it serves."""

            city: str
            prefixes: tuple[str, ...]


        OFFICES = (
            Office("St. Louis", ("630", "631")),
            Office("Kansas City", ("640", "641")),
        )


        def office_for(zip_code: str) -> Office | None:
            """Return the office that serves zip_code, or None."""
            for office in OFFICES:
                if zip_code[:3] in office.prefixes:
                    return office
            return None


        def is_st_louis(zip_code: str) -> bool:
            """Return True if the St. Louis office serves zip_code."""
            office = office_for(zip_code)
            return office is not None and office.city == "St. Louis"
    '''),
    "doc_2-a-summary-with-a-months-abbreviation": ("doc_2", '''
        from datetime import date

        _MONTHS = ("Jan.", "Feb.", "Mar.", "Apr.", "May", "June", "July", "Aug.", "Sept.", "Oct.", "Nov.", "Dec.")


        def ap_date(day: date) -> str:
            """Format a date in AP style, such as Jan. 5, 2024."""
            return f"{_MONTHS[day.month - 1]} {day.day}, {day.year}"


        def byline(author: str, day: date) -> str:
            """Return a byline with the author and the AP-style date."""
            return f"By {author} | {ap_date(day)}"
    '''),
    "doc_5-a-comment-on-blocking-i-o": ("doc_5", """
        import socket


        def serve(port: int) -> None:
            # blocking I/O
            sock = socket.create_server(("", port))
            while True:
                conn, _ = sock.accept()
                with conn:
                    conn.sendall(conn.recv(1024))
    """),
    # logic_3: dispatch by data (a table keyed by names, or a method picked by a name
    # built from one) is the lookup logic_3's edit prompt asks for, not a hidden branch;
    # tables picked by a truth test or a flag still count (test_adversarial_logic.py).
    "logic_3-a-node-visitor-picking-its-method-by-the-node-class": ("logic_3", """
        import ast


        class Counter(ast.NodeVisitor):
            def __init__(self):
                self.calls = 0
                self.names = 0

            def visit(self, node):
                method = 'visit_' + node.__class__.__name__
                visitor = getattr(self, method, self.generic_visit)
                return visitor(node)

            def visit_Call(self, node):
                self.calls += 1
                self.generic_visit(node)

            def visit_Name(self, node):
                self.names += 1

            def visit_Attribute(self, node):
                self.generic_visit(node)
    """),
    "logic_3-getattr-of-the-modules-own-functions-beside-library-getattr": ("logic_3", """
        import sys


        def _op_add(a, b):
            return a + b


        def _op_sub(a, b):
            return a - b


        def _op_mul(a, b):
            return a * b


        def calculate(op, a, b):
            return getattr(sys.modules[__name__], f'_op_{op}')(a, b)
    """),
    "logic_3-methodcaller-dispatch-on-the-module-itself": ("logic_3", """
        import operator
        import sys


        def op_add(a, b):
            return a + b


        def op_sub(a, b):
            return a - b


        def op_mul(a, b):
            return a * b


        def calculate(op, a, b):
            return operator.methodcaller(f"op_{op}", a, b)(sys.modules[__name__])
    """),
    "logic_3-methodcaller-dispatch-on-self-and-an-instance": ("logic_3", """
        import operator


        class Calculator:
            def _op_add(self, a, b):
                return a + b

            def _op_sub(self, a, b):
                return a - b

            def _op_mul(self, a, b):
                return a * b

            def calculate(self, op, a, b):
                call = operator.methodcaller(f"_op_{op}", a, b)
                return call(self)


        def run(op, a, b):
            calc = Calculator()
            return operator.methodcaller(f"_op_{op}", a, b)(calc)
    """),
    "logic_3-dispatch-table-bound-to-a-name": ("logic_3", """
        OPERATIONS = {
            '+': lambda a, b: a + b,
            '-': lambda a, b: a - b,
            '*': lambda a, b: a * b,
        }


        def calculate(op, a, b):
            operation = OPERATIONS[op]
            return operation(a, b)
    """),
    "logic_3-get-dispatch-bound-to-a-name": ("logic_3", """
        OPERATIONS = {'+': lambda a, b: a + b, '-': lambda a, b: a - b}


        def calculate(op, a, b):
            operation = OPERATIONS.get(op, lambda a, b: a * b)
            return operation(a, b)
    """),
    "logic_3-getattr-dispatch-on-method-names": ("logic_3", """
        class Calculator:
            def apply(self, op, a, b):
                return getattr(self, f'_op_{op}')(a, b)

            def _op_add(self, a, b):
                return a + b

            def _op_sub(self, a, b):
                return a - b

            def _op_mul(self, a, b):
                return a * b
    """),
    "logic_3-table-of-bound-methods-on-self": ("logic_3", """
        class Calculator:
            def __init__(self):
                self.ops = {'add': self.add, 'sub': self.sub, 'mul': self.mul}

            def add(self, a, b):
                return a + b

            def sub(self, a, b):
                return a - b

            def mul(self, a, b):
                return a * b

            def calculate(self, op, a, b):
                return self.ops[op](a, b)
    """),
    "logic_3-lookup-or-fallback-bound-to-a-name": ("logic_3", """
        HANDLERS = {
            'add': lambda a, b: a + b,
            'sub': lambda a, b: a - b,
        }


        def calculate(op, a, b):
            handler = HANDLERS.get(op) or (lambda a, b: float('nan'))
            return handler(a, b)
    """),
    "logic_3-globals-dispatch-on-function-names": ("logic_3", """
        def _handle_add(a, b):
            return a + b


        def _handle_sub(a, b):
            return a - b


        def _handle_mul(a, b):
            return a * b


        def calculate(op, a, b):
            return globals()[f'_handle_{op}'](a, b)
    """),
    "logic_3-attrgetter-dispatch-on-method-names": ("logic_3", """
        import operator


        class Calc:
            def _op_add(self, a, b):
                return a + b

            def _op_sub(self, a, b):
                return a - b

            def _op_mul(self, a, b):
                return a * b

            def run(self, op, a, b):
                return operator.attrgetter(f'_op_{op}')(self)(a, b)
    """),
    "logic_3-dispatch-table-in-a-class-body": ("logic_3", """
        def to_csv(report):
            return ','.join(report)


        def to_json(report):
            return str(report)


        def to_text(report):
            return ' '.join(report)


        class Renderer:
            FORMATS = {'csv': to_csv, 'json': to_json, 'text': to_text}

            def render(self, report, fmt):
                return self.FORMATS[fmt](report)
    """),
    "logic_3-dispatch-table-looked-up-in-a-walrus": ("logic_3", """
        OPERATIONS = {
            '+': lambda a, b: a + b,
            '-': lambda a, b: a - b,
            '*': lambda a, b: a * b,
        }


        def calculate(op, a, b):
            return (operation := OPERATIONS[op])(a, b)
    """),
    "logic_3-dispatch-table-handed-to-map": ("logic_3", """
        def to_csv(report):
            return ','.join(report)


        def to_json(report):
            return str(report)


        def to_text(report):
            return ' '.join(report)


        FORMATS = {'csv': to_csv, 'json': to_json, 'text': to_text}


        def render_all(reports, fmt):
            return list(map(FORMATS[fmt], reports))
    """),
    "logic_3-dispatch-table-handed-to-a-calling-helper": ("logic_3", """
        def to_csv(report):
            return ','.join(report)


        def to_json(report):
            return str(report)


        def to_text(report):
            return ' '.join(report)


        FORMATS = {'csv': to_csv, 'json': to_json, 'text': to_text}


        def apply(func, report):
            return func(report)


        def render(report, fmt):
            return apply(FORMATS[fmt], report)
    """),
    "logic_3-table-built-with-dict-keywords": ("logic_3", """
        def _add(a, b):
            return a + b


        def _sub(a, b):
            return a - b


        def _mul(a, b):
            return a * b


        OPS = dict(add=_add, sub=_sub, mul=_mul)


        def calculate(op, a, b):
            return OPS[op](a, b)
    """),
    "logic_3-dispatch-table-read-with-dunder-getitem": ("logic_3", """
        def _start(job):
            return f'started {job}'


        def _stop(job):
            return f'stopped {job}'


        def _pause(job):
            return f'paused {job}'


        ACTIONS = {'start': _start, 'stop': _stop, 'pause': _pause}


        def handle(action, job):
            return ACTIONS.__getitem__(action)(job)
    """),
    "logic_3-dispatch-table-read-with-itemgetter": ("logic_3", """
        def _start(job):
            return f'started {job}'


        def _stop(job):
            return f'stopped {job}'


        def _pause(job):
            return f'paused {job}'


        ACTIONS = {'start': _start, 'stop': _stop, 'pause': _pause}


        import operator


        def handle(action, job):
            return operator.itemgetter(action)(ACTIONS)(job)
    """),
    "logic_3-dispatch-table-get-fetched-with-getattr": ("logic_3", """
        def _start(job):
            return f'started {job}'


        def _stop(job):
            return f'stopped {job}'


        def _pause(job):
            return f'paused {job}'


        ACTIONS = {'start': _start, 'stop': _stop, 'pause': _pause}


        def handle(action, job):
            return getattr(ACTIONS, 'get')(action, _start)(job)
    """),
    "logic_3-method-named-dispatch-through-getattribute": ("logic_3", """
        class Inventory:
            def __init__(self):
                self.items = {}

            def _on_add(self, name):
                self.items[name] = self.items.get(name, 0) + 1

            def _on_remove(self, name):
                self.items.pop(name, None)

            def _on_clear(self, name):
                self.items.clear()

            def handle(self, kind, name):
                object.__getattribute__(self, f'_on_{kind}')(name)
    """),
    "library_1-url-built-with-a-slash-for-pandas": ("library_1", """
        import sqlite3
        import shutil

        import pandas as pd


        def fetch(base_url: str, name: str, when: str):
            frame = pd.read_csv(f'{base_url}/{name}.csv')
            stamp = pd.to_datetime(f'{when}/01')
            shutil.copy(name, f'{name}.bak')
            sqlite3.connect(f'file:{name}?mode=ro', uri=True).close()
            return frame, stamp
    """),
    "error_4-header-values-beside-the-message": ("error_4", """
        from fastapi import HTTPException, status


        def current_user(token, tokens):
            user = tokens.get(token)
            if user is None:
                message = 'Invalid authentication credentials'
                raise HTTPException(
                    status_code=status.HTTP_401_UNAUTHORIZED,
                    detail=message,
                    headers={'WWW-Authenticate': 'Bearer'},
                )
            return user
    """),
    "error_4-field-name-keys-a-message": ("error_4", """
        class ValidationError(Exception):
            pass


        def validate(email):
            if '@' not in email:
                message = f'{email!r} is not a valid email address'
                raise ValidationError({'email': message})
            return email
    """),
    "library_1-relative-path-that-may-need-dots": ("library_1", """
        import os
        from pathlib import Path


        def link_target(target: Path, start: Path) -> str:
            return os.path.relpath(target, start)
    """),
    "library_2-click-echo-to-an-output-file": ("library_2", """
        import logging

        import click

        logger = logging.getLogger(__name__)


        @click.command()
        @click.argument('output', type=click.File('w'))
        def main(output):
            click.echo('name,count', file=output)
            logger.info('wrote the header')
    """),
    "library_2-rich-handler-for-logging": ("library_2", """
        import logging

        from rich.logging import RichHandler

        logging.basicConfig(level=logging.INFO, handlers=[RichHandler(rich_tracebacks=True)])
        logger = logging.getLogger(__name__)


        def load(rows):
            logger.log(logging.INFO, 'loaded %d rows', len(rows))
            return rows
    """),
    "library_1-os-open-wrapper-taking-flags": ("library_1", """
        import os


        def open_fd(path, flags, mode=0o666):
            return os.open(path, flags, mode)
    """),
    "library_1-os-open-flags-from-a-table-of-low-level-flags": ("library_1", """
        import os

        _FLAGS = {'r': os.O_RDONLY | os.O_NOFOLLOW, 'w': os.O_WRONLY | os.O_CREAT | os.O_NOFOLLOW}
        _MORE = {'r': os.O_RDONLY}
        _MORE['x'] = os.O_RDONLY | os.O_NOFOLLOW


        def open_safely(path: str, mode: str = 'r') -> int:
            return os.open(path, _FLAGS[mode])


        def open_more(path: str, mode: str = 'r') -> int:
            return os.open(path, _MORE.get(mode, os.O_RDONLY))


        def size_in(name: str, dir_fd: int) -> int:
            return os.stat(name, dir_fd=dir_fd).st_size
    """),
    "library_2-exits-with-a-status-from-the-caught-exception": ("library_2", """
        import logging
        import subprocess
        import sys

        logger = logging.getLogger(__name__)


        def run(cmd: list[str]) -> None:
            try:
                subprocess.run(cmd, check=True)
            except subprocess.CalledProcessError as exc:
                logger.error('command failed: %s', exc)
                sys.exit(exc.returncode)
            except ValueError as err:
                logger.error('%s', err)
                raise SystemExit(2) from err
            except SystemExit as stop:
                sys.exit(stop.code)


        def read(path):
            try:
                with open(path, encoding='utf-8') as handle:
                    return handle.read()
            except OSError as err:
                logger.error('cannot read %s', path)
                sys.exit(err.args[0])
    """),
    "library_1-normpath-result-sliced": ("library_1", """
        import os


        def trimmed(raw):
            cleaned = os.path.normpath(raw)
            if cleaned.endswith('/'):
                cleaned = cleaned[:-1]
            return cleaned
    """),
    "library_1-fileio-named-in-an-annotation": ("library_1", """
        import io
        import sys


        def raw_stdout() -> io.FileIO:
            return io.FileIO(sys.stdout.fileno(), 'wb', closefd=False)
    """),
    "library_1-open-relative-to-a-directory-descriptor": ("library_1", """
        import os


        def read_in_dir(dir_fd, name):
            fd = os.open(name, os.O_RDONLY, dir_fd=dir_fd)
            with os.fdopen(fd, 'rb') as handle:
                return handle.read()


        def size_in_dir(dir_fd, name):
            return os.stat(name, dir_fd=dir_fd).st_size
    """),
    "library_1-private-file-created-with-its-permissions": ("library_1", """
        import os
        from pathlib import Path


        def write_secret(folder, text):
            target = Path(folder) / 'token'
            descriptor = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            with os.fdopen(descriptor, 'w') as handle:
                handle.write(text)
            return target
    """),
    "library_1-opens-without-following-links": ("library_1", """
        import os


        def read_exact(path):
            descriptor = os.open(path, os.O_RDONLY | os.O_NOFOLLOW)
            try:
                return os.read(descriptor, 4096)
            finally:
                os.close(descriptor)
    """),
    "library_1-binary-stdout-through-its-descriptor": ("library_1", """
        import sys


        def write_bytes(data):
            with open(sys.stdout.fileno(), 'wb', closefd=False) as raw:
                raw.write(data)
    """),
    "library_1-terminal-opened-without-becoming-controlling": ("library_1", """
        import io
        import os


        def tty_writer():
            descriptor = os.open('/dev/tty', os.O_RDWR | os.O_NOCTTY)
            return io.TextIOWrapper(io.FileIO(descriptor, 'w+'))
    """),
    "style_4-c-accelerator-tried-after-the-python-version": ("style_4", """
        import sys


        def insort(items, item):
            items.append(item)
            items.sort()
            return sys.maxsize


        try:
            from _bisect import *
        except ImportError:
            pass
    """),
    "style_4-name-newer-than-the-python": ("style_4", """
        import sys

        try:
            from typing import Self
        except ImportError:
            pass


        def version():
            return sys.version_info
    """),
    "style_4-stdlib-module-with-a-bootstrap-fallback": ("style_4", """
        import sys

        try:
            import subprocess
        except ImportError:
            import _bootsubprocess as subprocess


        def run(command):
            return subprocess.run(command, check=False), sys.argv
    """),
    "style_4-optional-import-between-groups-in-isort-order": ("style_4", """
        import json
        import os

        try:
            import orjson
        except ImportError:
            orjson = None

        import click

        from .utils import slugify


        def dumps(data: dict) -> str:
            if orjson is not None:
                return orjson.dumps(data).decode()
            return json.dumps(data) + os.linesep + slugify(click.style(''))
    """),
    "style_2-plural-suffix-and-separator-chosen-in-a-field": ("style_2", """
        def label(count: int, last: bool) -> str:
            return f'{count} item{"" if count == 1 else "s"}{"" if last else ", "}'


        def cities(count: int) -> str:
            return f'{count} cit{"y" if count == 1 else "ies"}'
    """),
    "style_4-optional-import-between-relative-imports": ("style_4", """
        from __future__ import annotations

        from ..token import Token

        try:
            from ._speedups import join_text
        except ImportError:
            join_text = None

        from .state import State


        def run(state: State) -> list[Token]:
            return join_text(state.tokens) if join_text else state.tokens
    """),
    "style_4-version-test-that-can-be-false": ("style_4", """
        import sys

        if sys.version_info[:2] >= (3, 11):
            import tomllib
        else:
            import tomli as tomllib


        def load(text):
            return tomllib.loads(text)
    """),
    "style_5-none-return-handing-on-an-optional-result": ("style_5", """
        def lookup(key: str) -> int | None:
            return None if not key else len(key)


        def refresh(key: str) -> None:
            return lookup(key)


        def show(text: str) -> None:
            return print(text)
    """),
    "style_6-gettext-message-formatted-after-translation": ("style_6", """
        import gettext
        from enum import Enum

        _ = gettext.gettext


        class Limit(Enum):
            RETRIES = 3


        def welcome(name: str) -> str:
            return _('Welcome back, {name}!').format(name=name)


        def describe(item):
            return item.value.format(Limit.RETRIES.value)
    """),
    "style_6-optional-text-parameter-rebound-to-a-number": ("style_6", """
        from typing import Optional


        def bucket(value: Optional[str], size: int) -> int:
            value = len(value or '')
            return value % size
    """),
    "library_1-utime-with-explicit-times": ("library_1", """
        import os
        from pathlib import Path


        def copy_times(source, target):
            stat = Path(source).stat()
            os.utime(target, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    """),
    "library_2-times-a-constant-statement": ("library_2", """
        import logging
        import timeit

        logger = logging.getLogger(__name__)


        def bench(data):
            seconds = timeit.timeit('sorted(data)', globals={'data': data}, number=100)
            logger.info('sorted %d items in %.3f s', len(data), seconds)
            return seconds
    """),
    "library_2-profiler-entered-by-with": ("library_2", """
        import cProfile
        import logging
        import pstats

        logger = logging.getLogger(__name__)


        def profile(rows):
            with cProfile.Profile() as profiler:
                result = sorted(rows)
            profiler.runcall(sorted, rows)
            logger.info('%d calls', pstats.Stats(profiler).total_calls)
            return result
    """),
    "library_2-handler-writes-its-own-stream": ("library_2", """
        import logging


        class BoldHandler(logging.StreamHandler):
            def emit(self, record):
                self.stream.write('\\033[1m' + self.format(record) + '\\033[0m\\n')
                self.flush()


        logging.getLogger(__name__).addHandler(BoldHandler())
    """),
    "library_2-asks-whether-each-handler-is-a-terminal": ("library_2", """
        import logging

        for handler in logging.getLogger().handlers:
            if handler.stream.isatty():
                handler.setFormatter(logging.Formatter('%(levelname)s %(message)s'))
    """),
    "error_1-re-raises-on-the-last-attempt": ("error_1", """
        import time


        def fetch(task, attempts=3):
            for attempt in range(attempts):
                try:
                    return task()
                except Exception:
                    if attempt == attempts - 1:
                        raise
                    time.sleep(1)
            return None
    """),
    "error_1-retries-then-re-raises": ("error_1", """
        def run(task):
            for attempt in range(3):
                try:
                    return task()
                except Exception:
                    if attempt < 2:
                        continue
                    raise
            return None
    """),
    "error_1-debug-flag-set-at-run-time": ("error_1", """
        DEBUG = False


        def configure(debug):
            global DEBUG
            DEBUG = debug


        def parse(text):
            try:
                return int(text)
            except Exception:
                if DEBUG:
                    raise
                return None
    """),
    "error_2-handler-builds-an-object-that-does-not-raise": ("error_2", """
        class Entry:
            def __init__(self, key):
                self.key = key

            def __call__(self):
                return self.key

            @property
            def label(self):
                return str(self.key)


        def load(cache, key):
            try:
                return cache[key]
            except KeyError:
                entry = Entry(key)
                cache[key] = entry
                return entry.label, entry()
    """),
    "error_2-abstract-property-of-a-base-class": ("error_2", """
        class Shape:
            @property
            def area(self):
                raise NotImplementedError


        class Square(Shape):
            def __init__(self, side):
                self.side = side

            @property
            def area(self):
                return self.side**2


        def area_or_zero(shapes, key):
            try:
                return shapes[key].area
            except KeyError:
                return Square(0).area
    """),
    "error_1-reraise-in-a-loop-then-exit": ("error_1", """
        import logging
        import sys

        logger = logging.getLogger(__name__)


        def run(tasks):
            for task in tasks:
                try:
                    task()
                except Exception:
                    for _ in (1,):
                        logger.exception('task failed')
                    if not tasks:
                        sys.exit(1)
                    raise
    """),
    "error_2-template-method-left-to-subclasses": ("error_2", """
        import abc
        import json


        class Parser:
            def parse_fallback(self, text: str) -> dict:
                raise NotImplementedError(f'{type(self).__name__} must implement parse_fallback')

            def parse(self, text: str) -> dict:
                try:
                    return json.loads(text)
                except ValueError:
                    return self.parse_fallback(text)


        class Codec(abc.ABC):
            @abc.abstractmethod
            def decode(self, data: bytes) -> str:
                raise NotImplementedError(f'cannot decode {data!r}')

            def safe_decode(self, data: bytes) -> str:
                try:
                    return data.decode()
                except UnicodeDecodeError:
                    return self.decode(data)


        class Loader:
            def load_other(self, fmt: str) -> str:
                raise NotImplementedError(fmt)

            def load(self, fmt: str) -> str:
                try:
                    return {'json': 'j'}[fmt]
                except KeyError:
                    return self.load_other(fmt)


        class YamlLoader(Loader):
            def load_other(self, fmt: str) -> str:
                return fmt
    """),
    "error_2-protocol-imported-base-and-factory-that-do-not-raise": ("error_2", """
        from typing import Protocol

        from app.reporting import Reporter


        class Sink(Protocol):
            def write(self, message: str) -> None: ...


        class FileSink:
            def write(self, message: str) -> None:
                self.last = message


        class QuietReporter(Reporter):
            def fail(self, message: str) -> None:
                self.failed = message


        def make_sink() -> FileSink:
            return FileSink()


        sink = make_sink()


        def parse_port(text: str, out: Sink, reporter: Reporter) -> int:
            try:
                return int(text)
            except ValueError:
                out.write(f'bad port {text!r}')
                reporter.fail('bad port')
                sink.write('bad')
                return 0
    """),
    "error_2-nested-try-raise-caught-by-its-own-package": ("error_2", """
        import sqlite3

        from myapp.errors import MissingSetting, StorageError


        def read_setting(db: sqlite3.Connection, cache: dict, key: str) -> str:
            try:
                return cache[key]
            except KeyError:
                try:
                    query = 'SELECT value FROM settings WHERE key = ?'
                    row = db.execute(query, (key,)).fetchone()
                    if row is None:
                        raise MissingSetting(key)
                except StorageError:
                    return ''
                cache[key] = row[0]
                return row[0]
    """),
    "error_2-nested-handler-chains-to-its-own-exception": ("error_2", """
        class ConfigError(Exception):
            pass


        def get(data, key):
            try:
                return data[key]
            except KeyError as err:
                try:
                    data.clear()
                except OSError as inner:
                    raise ConfigError(key) from inner
                finally:
                    raise ConfigError(key) from err
    """),
    "error_2-nested-try-raise-caught-inside-the-handler": ("error_2", """
        class ConfigError(Exception):
            pass


        class MissingError(ConfigError):
            pass


        def get(data, key, default):
            try:
                return data[key]
            except KeyError as err:
                try:
                    if default is None:
                        raise MissingError(key)
                    value = int(default)
                except (ConfigError, ValueError):
                    value = 0
                try:
                    data.clear()
                except OSError as inner:
                    raise inner
                return value
    """),
    "error_2-builtin-method-name-shared-with-a-module-class": ("error_2", """
        class FrozenList(list):
            def append(self, item):
                raise TypeError('FrozenList is read-only')


        def parse_all(texts):
            numbers: list[int] = []
            errors: list[str] = []
            for text in texts:
                try:
                    numbers.append(int(text))
                except ValueError:
                    errors.append(text)
            return numbers, errors
    """),
    "error_2-property-name-shared-with-an-annotated-parameter": ("error_2", """
        import json


        class Secret:
            def __init__(self, value: str) -> None:
                self._value = value

            @property
            def text(self) -> str:
                raise PermissionError('secrets cannot be read as text')


        def load(path: str, response: object) -> dict:
            try:
                return json.loads(path)
            except json.JSONDecodeError:
                return {'raw': response.text}
    """),
    "error_2-handler-falls-back-to-a-validating-constructor": ("error_2", """
        class Port:
            def __init__(self, number):
                if not 0 < number < 65536:
                    msg = f'no such port: {number}'
                    raise ValueError(msg)
                self.number = number


        def port_from(text):
            try:
                return Port(int(text))
            except ValueError:
                return Port(8080)
    """),
    "error_2-handler-falls-back-to-a-second-parser": ("error_2", """
        WORDS = {'one': 1, 'two': 2, 'three': 3}


        def parse_word(text):
            for word, value in WORDS.items():
                if text.strip().lower() == word:
                    return value
            msg = f'not a number: {text!r}'
            raise ValueError(msg)


        def parse_number(text):
            try:
                return int(text)
            except ValueError:
                return parse_word(text)
    """),
    "error_3-ssl-error-then-os-error": ("error_3", """
        import socket
        import ssl


        def probe(host):
            try:
                with socket.create_connection((host, 443), timeout=1) as sock:
                    ssl.create_default_context().wrap_socket(sock, server_hostname=host)
            except ssl.SSLError:
                return False
            except OSError:
                return False
            return True
    """),
    "error_4-bytes-checked-before-the-raise": ("error_4", """
        def check(frame):
            if not frame.startswith(b'\\x89PNG'):
                msg = f'not a PNG: {frame[:4]!r}'
                raise ValueError(msg)
            if len(frame) < 8:
                raise ValueError(len(frame))
            return frame
    """),
    "error_1-raise-from-the-caught-exception": ("error_1", """
        class AppError(Exception):
            pass


        def run(task):
            try:
                return task()
            except Exception as err:
                msg = 'task failed'
                raise AppError(msg) from err
    """),
    "error_4-error-code-under-a-keyword": ("error_4", """
        class AppError(Exception):
            def __init__(self, msg, code):
                super().__init__(msg)
                self.code = code


        def check(value):
            if value < 0:
                msg = f'negative value: {value}'
                raise AppError(msg, code='E_NEGATIVE')
            return value
    """),
    "library_2-handler-set-stream": ("library_2", """
        import logging
        import sys

        logger = logging.getLogger(__name__)
        handler = logging.StreamHandler()
        handler.setStream(sys.stdout)
        logger.addHandler(handler)
    """),
    "library_2-stream-chosen-in-a-variable": ("library_2", """
        import logging
        import sys


        def setup(verbose):
            stream = sys.stdout if verbose else sys.stderr
            logging.getLogger().addHandler(logging.StreamHandler(stream))
    """),
    "library_2-asks-whether-stdout-is-a-terminal": ("library_2", """
        import logging
        import sys

        COLOR = sys.stdout.isatty()
        logging.getLogger(__name__).info('color output: %s', COLOR)
    """),
    "style_6-modulo-on-an-attribute-another-class-keeps-text-in": ("style_6", """
        class Field:
            def __init__(self, label):
                self.label = label
                self.value = 'unset'


        class Counter:
            def __init__(self):
                self.value = 0

            def is_even(self):
                return self.value % 2 == 0
    """),
    "library_2-configures-its-logger-and-handler": ("library_2", """
        import logging
        import sys

        logger = logging.getLogger(__name__)
        logger.level = logging.INFO
        handler = logging.StreamHandler(sys.stdout)
        handler.formatter = logging.Formatter('%(message)s')
        logger.addHandler(handler)
    """),
    "style_6-name-rebound-from-text-to-a-number": ("style_6", """
        def parity(raw):
            n = raw or '0'
            n = int(n)
            return n % 2
    """),
    "style_6-accumulator-reset-from-text-to-a-number": ("style_6", """
        def checksum(words):
            total = ''
            total = 0
            for word in words:
                total = total + len(word)
            return total % 256
    """),
    "logic_7-else-needed-after-a-suppressed-return": ("logic_7", """
        import contextlib


        def lookup(cache, key, use_cache):
            if use_cache:
                with contextlib.suppress(KeyError):
                    return cache[key]
            else:
                cache.clear()
            return None
    """),
    "logic_9-reader-hands-read-to-its-stream": ("logic_9", """
        class Reader:
            def __init__(self, stream):
                self.stream = stream

            def read(self, size):
                return self.stream.read(size)
    """),
    "logic_9-client-hands-fetch-to-its-session": ("logic_9", """
        class Client:
            def __init__(self, session):
                self.session = session

            def fetch(self, url):
                return self.session.fetch(url)
    """),
    "library_1-writes-to-an-unpacked-pipe-end": ("library_1", """
        import os


        def send(data):
            read_end, write_end = os.pipe()
            with open(write_end, 'wb', closefd=False) as pipe:
                pipe.write(data)
            return read_end
    """),
    "logic_7-else-after-an-elif-that-follows-a-working-branch": ("logic_7", """
        def include(kind, text, seen):
            for line in text.splitlines():
                if kind == 'xml':
                    seen.append(line)
                elif kind == 'text':
                    seen.append(line.strip())
                    continue
                else:
                    raise ValueError(kind)
                seen.append('')
            return seen
    """),
    "style_1-factory-fields-from-data-and-typeddict-json-keys": ("style_1", """
        import csv
        from collections import namedtuple
        from enum import Enum
        from typing import TypedDict

        Shade = Enum('Shade', [('dark', 1), ('light', 2)])
        UserPayload = TypedDict('UserPayload', {'userId': int, 'displayName': str})


        def read_rows(path):
            with open(path, newline='') as handle:
                reader = csv.reader(handle)
                row_type = namedtuple('Row', next(reader), rename=True)
                return [row_type(*row) for row in reader]
    """),
    "style_1-attributes-set-from-keyword-arguments": ("style_1", """
        class Options:
            def __init__(self, **settings):
                for key, value in settings.items():
                    setattr(self, key, value)

            def copy_from(self, other):
                for name in ('verbose', 'dry_run'):
                    setattr(self, name, getattr(other, name))
    """),
    "library_2-captures-output-and-puts-stdout-back": ("library_2", """
        import io
        import sys


        def captured(function):
            saved = sys.stdout
            sys.stdout = buffer = io.StringIO()
            try:
                function()
            finally:
                sys.stdout = saved
            return buffer.getvalue()
    """),
    "logic_4-calls-nested-in-arguments": ("logic_4", """
        def load_table(lines, sink):
            rows = []
            names = []
            for line in lines:
                rows.append(int(line.strip()))
                names.append(str(len(line)).zfill(3))
            sink.write(','.join(map(str, rows)))
            sink.write(' '.join(sorted(set(names))))
            total = sum(rows)
            count = len(rows)
            low = min(rows, default=0)
            high = max(rows, default=0)
            sink.flush()
            spread = high - low
            mean = total / count if count else 0.0
            label = f'{count} rows'
            sink.write(label.upper())
            return total, mean, spread
    """),
    "logic_8-turtle-turns-left": ("logic_8", """
        import turtle

        SIDES = 5


        def draw_star(size):
            pen = turtle.Turtle()
            for _ in range(SIDES):
                pen.forward(size)
                pen.lt(144)
            return pen
    """),
    "logic_9-override-calls-the-base-method-by-its-class": ("logic_9", """
        class Parser:
            def parse(self, text, headers_only=False):
                lines = text.splitlines()
                return lines[:1] if headers_only else lines


        class HeaderParser(Parser):
            def parse(self, text, headers_only=True):
                return Parser.parse(self, text, True)
    """),
    "logic_9-container-of-another-class-copied-entry-by-entry": ("logic_9", """
        class Item:
            def __init__(self, name, tags):
                self.name = name
                self.tags = list(tags)

            def copy(self):
                return Item(self.name, self.tags.copy())


        class Inventory:
            def __init__(self):
                self.items = {}

            def add(self, name):
                self.items.setdefault(name, Item(name, []))

            def copy(self):
                new = Inventory()
                for key, item in self.items.items():
                    new.items[key] = item.copy()
                return new

            def count(self, tag):
                return sum(item.tags.count(tag) for item in self.items.values())
    """),
    "logic_9-lists-in-a-dict-entry-copied-and-extended": ("logic_9", """
        class Graph:
            def __init__(self):
                self.edges = {}

            def insert(self, a, b):
                neighbours = self.edges.setdefault(a, [])
                neighbours.insert(0, b)

            def copy(self):
                new = Graph()
                for key, targets in self.edges.items():
                    new.edges[key] = targets.copy()
                return new
    """),
    "logic_3-handler-registered-on-self-or-printed": ("logic_3", """
        class Emitter:
            def __init__(self):
                self.handlers = {}
                self.options = dict(retries=3, timeout=10)

            def on(self, event, handler):
                self.handlers[event] = handler

            def emit(self, event, payload):
                handler = self.handlers.get(event) or print
                handler(payload)
                return self.options['retries']
    """),
    "logic_4-throwaway-and-picked-values": ("logic_4", """
        def bounds(values):
            low, high = min(values), max(values)
            _ = print('computing')
            first = (values[0], values[-1])[0]
            return low, high, first
    """),
    "logic_7-parser-error-then-plain-code": ("logic_7", """
        import argparse


        def parse(argv):
            parser = argparse.ArgumentParser()
            parser.add_argument('--input')
            args = parser.parse_args(argv)
            if not args.input:
                parser.error('--input is required')
            args.input = args.input.strip()
            return args
    """),
    "logic_8-closeness-and-shifts-without-magic-numbers": ("logic_8", """
        import math

        TOLERANCE = 1e-9
        TARGET = 9.81


        def close(a, b):
            return abs(a - b) < TOLERANCE and math.isclose(a, b=TARGET, rel_tol=1e-3)


        def steps(n):
            count = 0
            while n > 1:
                n -= 2
                count += 1
            return count


        def remaining(total, used):
            left = total
            left -= used
            return left >= 0
    """),
    "logic_9-copy-reads-attributes-by-name": ("logic_9", """
        class Grammar:
            def __init__(self):
                self.symbols = {}
                self.labels = {}

            def copy(self):
                new = Grammar()
                for name in ('symbols', 'labels'):
                    setattr(new, name, getattr(self, name).copy())
                return new
    """),
    "logic_9-attribute-unpacked-from-an-imported-compiler": ("logic_9", """
        from lib2to3.patcomp import PatternCompiler


        class Fixer:
            def __init__(self, text):
                compiler = PatternCompiler()
                self.pattern, self.tree = compiler.compile_pattern(text, with_tree=True)

            def match(self, node):
                results = {}
                return self.pattern.match(node, results) and results
    """),
    "logic_9-client-opens-its-session-lazily": ("logic_9", """
        import requests


        class Client:
            def __init__(self, session=None):
                self.session = session

            def fetch(self, url):
                if self.session is None:
                    self.session = requests.Session()
                return self.session.fetch(url)
    """),
    "logic_3-table-entry-bound-by-a-constant-key": ("logic_3", """
        import operator

        OPERATIONS = {'+': operator.add, '-': operator.sub}


        def shift(value, step):
            add = OPERATIONS['+']
            return add(value, step)
    """),
    "logic_3-getattr-of-a-computed-field": ("logic_3", """
        class Record:
            def __init__(self, name):
                self.name_en = name

            def field(self, lang):
                return getattr(self, f'name_{lang}')
    """),
    "logic_6-loop-in-a-with-block-that-also-counts": ("logic_6", """
        import logging

        logger = logging.getLogger(__name__)


        def collect(path, fallback):
            names = []
            if fallback:
                names = list(fallback)
            else:
                logger.info('no fallback')
            with open(path, encoding='utf-8') as handle:
                for line in handle:
                    logger.debug('line %s', line)
                    names.append(line.strip())
            return names
    """),
    "logic_8-difference-of-two-measures-compared-with-zero": ("logic_8", """
        import math

        TOLERANCE = 1e-9


        def has_stock(total, used):
            remaining = total - used
            return remaining > 0


        def is_zero(x):
            return math.isclose(x, 0.0, abs_tol=TOLERANCE)
    """),
    "logic_6-loop-carrying-a-value-between-passes": ("logic_6", """
        def unravel(index, shape):
            coords = []
            for dim in reversed(shape):
                coords.append(index % dim)
                index = index // dim
            return tuple(reversed(coords))
    """),
    "logic_9-handler-looked-up-only-to-test-it-exists": ("logic_9", """
        class Endpoint:
            def __init__(self, scope):
                self.scope = scope
                self.allowed = [
                    method
                    for method in ("GET", "POST")
                    if getattr(self, method.lower(), None) is not None
                ]

            def __await__(self):
                return self.dispatch().__await__()

            async def dispatch(self):
                return self.allowed
    """),
    "logic_9-client-given-a-setting-of-the-class": ("logic_9", """
        from cluster.client import OperatorClient


        class Provider:
            config = None

            def __init__(self, name):
                self.client = OperatorClient(name, Provider.config)

            def safe_to_scale(self):
                return self.client.safe_to_scale()
    """),
    "logic_9-attribute-annotated-with-an-imported-transport": ("logic_9", """
        import asyncio


        class Reader(asyncio.Protocol):
            def __init__(self):
                self.transport: asyncio.Transport | None = None

            def connection_made(self, transport):
                self.transport = transport

            def pause_reading(self):
                if self.transport is not None:
                    self.transport.pause_reading()
    """),
    "logic_9-parameter-annotated-with-an-imported-parser-as-text": ("logic_9", """
        from typing import TYPE_CHECKING

        if TYPE_CHECKING:
            from parsers import HttpParser


        class Reader:
            def __init__(self, parser: "HttpParser | None" = None):
                self.parser = parser

            def pause_reading(self):
                if self.parser is not None:
                    self.parser.pause_reading()
    """),
    "logic_9-order-total-sums-its-annotated-line-items": ("logic_9", """
        from dataclasses import dataclass, field


        @dataclass
        class LineItem:
            price: float
            quantity: int

            def total(self) -> float:
                return self.price * self.quantity


        @dataclass
        class Order:
            lines: list[LineItem] = field(default_factory=list)

            def total(self) -> float:
                return sum(line.total() for line in self.lines)
    """),
    "logic_9-order-total-loops-over-an-annotated-parameter-it-stores": ("logic_9", """
        class LineItem:
            def __init__(self, price: float, quantity: int) -> None:
                self.price = price
                self.quantity = quantity

            def total(self) -> float:
                return self.price * self.quantity


        class Order:
            def __init__(self, lines: list[LineItem]) -> None:
                self.lines = lines

            def total(self) -> float:
                result = 0.0
                for line in self.lines:
                    result += line.total()
                return result
    """),
    "logic_9-car-starts-the-engine-it-is-given": ("logic_9", """
        class Engine:
            def start(self) -> str:
                return "vroom"


        class Car:
            def start(self, engine: Engine) -> str:
                return engine.start()
    """),
    "logic_2-validation-raise-caught-by-a-handler-returning-none": ("logic_2", """
        import logging

        logger = logging.getLogger(__name__)

        MIN_AGE = 0
        MAX_AGE = 150


        def parse_age(text: str) -> int | None:
            try:
                age = int(text.strip())
                if not MIN_AGE <= age <= MAX_AGE:
                    raise ValueError(text)
                if text.startswith("+"):
                    raise ValueError(text)
                if text.startswith("0") and len(text) > 1:
                    raise ValueError(text)
                if " " in text.strip():
                    raise ValueError(text)
                if not text.isascii():
                    raise ValueError(text)
            except ValueError:
                logger.warning("Ignoring invalid age %r", text)
                return None
            return age
    """),
    "style_1-type-alias-written-as-a-string": ("style_1", """
        from typing import TypeAlias

        JsonValue: TypeAlias = "dict[str, JsonValue] | list[JsonValue] | str | None"
    """),
    "style_1-setattr-name-from-a-str-parameter": ("style_1", """
        import threading


        class Locals:
            def __init__(self):
                self.local = threading.local()

            def put(self, name: str, value):
                setattr(self.local, name, value)
    """),
    "style_1-setattr-names-filtered-from-data": ("style_1", """
        import inspect


        class Callback:
            def on_start(self):
                return None


        HOOKS = {
            name
            for name, _ in inspect.getmembers(Callback, inspect.isfunction)
            if name.startswith("on_")
        }


        def install(target, make):
            for hook in HOOKS:
                setattr(target, hook, make(hook))
    """),
    "style_1-setattr-helper-given-names-from-data": ("style_1", """
        class Config:
            def __init__(self, defaults, **options):
                for key, value in {**defaults, **options}.items():
                    self._assign(key, value)
                self._assign(**options)
                self._assign("max_retries", options.get("max_retries", 3))
                self.__dict__.update(options)

            def _assign(self, name="label", value=None):
                setattr(self, name, value)

            def __setstate__(self, state):
                self.__dict__.update(state)
    """),
    "style_4-imports-under-a-name-for-a-version-test-that-is-false": ("style_4", """
        import sys

        PY2 = sys.version_info[0] == 2
        HAS_TOMLLIB = sys.version_info >= (3, 11)

        if PY2:
            from urlparse import urljoin
        else:
            from urllib.parse import urljoin

        if HAS_TOMLLIB:
            import tomllib
        else:
            import tomli as tomllib

        if (3, 8) <= sys.version_info < (3, 11):
            from typing_extensions import Self
    """),
    "style_6-number-in-a-class-attribute-of-the-same-name-as-text-elsewhere": ("style_6", """
        class Label:
            SIZE = "large"


        class Ring:
            SIZE = 8

            def wrap(self, index):
                return index % self.SIZE

            @classmethod
            def slot(cls, position):
                return position % cls.SIZE
    """),
    "doc_1-code-line-with-only-a-pragma-comment": ("doc_1", """
        from datetime import datetime

        started_at = datetime.now().timestamp() - datetime.min.timestamp()  # noqa: DTZ005
    """),
    "doc_4-pyright-pragma-comment": ("doc_4", """
        # pyright: reportPrivateUsage=false
        from json import decoder

        scanner = decoder.scanstring
    """),
    "logic_9-closure-reads-an-annotated-parameter-of-its-method": ("logic_9", """
        class Item:
            def total(self):
                return 1


        class Order:
            def total(self, item: Item):
                def inner():
                    return item.total()

                return inner()
    """),
    "logic_9-parameter-annotated-with-a-quoted-union": ("logic_9", """
        class Item:
            def total(self):
                return 1


        class Order:
            def total(self, item: "Item | None"):
                return item.total() if item is not None else 0
    """),
    "error_2-handler-calls-a-concrete-implementation-of-a-protocol": ("error_2", """
        from typing import Protocol


        class Reader(Protocol):
            def fetch_text(self) -> str: ...


        class FileReader(Reader):
            def fetch_text(self) -> str:
                return "data"


        class StrictReader:
            def fetch_text(self) -> str:
                raise RuntimeError("nothing to read")


        def fetch(reader: FileReader, raw: str) -> str:
            try:
                return str(int(raw))
            except ValueError:
                return reader.fetch_text()
    """),
    "logic_6-continue-guard-in-a-loop-that-also-logs": ("logic_6", """
        import logging

        logger = logging.getLogger(__name__)


        def clean(lines: list[str]) -> list[str]:
            result = []
            for line in lines:
                if not line.strip():
                    continue
                logger.debug('kept %r', line)
                result.append(line.strip())
            return result
    """),
    "logic_5-flag-loop-that-also-does-work": ("logic_5", """
        def save_dirty(items: list) -> bool:
            changed = False
            for item in items:
                if item.dirty:
                    item.save()
                    changed = True
            return changed
    """),
    "logic_9-course-of-students-enrolled-by-the-module": ("logic_9", """
        class Student:
            def __init__(self, name, grades):
                self.name = name
                self.grades = grades

            def average(self):
                return sum(self.grades) / len(self.grades)


        class Course:
            def __init__(self):
                self.students = []

            def enroll(self, student):
                self.students.append(student)

            def average(self):
                return sum(s.average() for s in self.students) / len(self.students)


        def main():
            course = Course()
            course.enroll(Student("ada", [90, 80]))
            course.enroll(Student("bob", [70]))
            return course.average()
    """),
    "style_1-unittest-max-diff-on-a-test-case": ("style_1", """
        import unittest


        class TestReport(unittest.TestCase):
            longMessage = True

            def setUp(self) -> None:
                self.maxDiff = None
                self.report = {"rows": 3}

            def test_rows(self) -> None:
                self.assertEqual(self.report, {"rows": 3})
    """),
    "style_1-django-urlconf-app-name": ("style_1", """
        from django.urls import path

        from . import views

        app_name = "polls"
        urlpatterns = [
            path("", views.index, name="index"),
        ]
    """),
    "doc_1-comment-ending-in-a-url": ("doc_1", """
        def parse(text: str) -> list[str]:
            # See https://github.com/python/cpython/issues/12345#issuecomment-987654321
            return text.split()
    """),
    "doc_2-method-of-a-class-made-in-a-factory": ("doc_2", '''
        """Model factory."""


        def make_model(fields: list[str]) -> type:
            """Build a record class with the given fields."""

            class Record:
                def as_dict(self) -> dict:
                    return {name: getattr(self, name) for name in fields}

            return Record
    '''),
    "doc_3-method-of-a-class-made-in-a-factory": ("doc_3", '''
        """Tools."""


        def make_store():
            """Make a store."""

            class Store:
                def get(self, key):
                    return key

            return Store()
    '''),
    "doc_4-type-checking-flag-without-typing": ("doc_4", """
        TYPE_CHECKING = False
        if TYPE_CHECKING:
            from collections.abc import Iterable


        def total(values: "Iterable[float]") -> float:
            return sum(values)
    """),
    "doc_4-false-flag-hinting-an-import-to-tools": ("doc_4", """
        _false = 0
        if _false:
            import xml.sax.expatreader

        default_parser_list = ["xml.sax.expatreader"]
    """),
    "error_1-best-effort-failure-logged-at-debug": ("error_1", """
        import logging

        log = logging.getLogger(__name__)


        def record(span, event):
            try:
                span.add_event(event)
            except Exception:
                log.debug("Could not record the event on its span", exc_info=True)
    """),
    "logic_9-order-of-items-built-by-the-module": ("logic_9", """
        class Item:
            def __init__(self, name, price):
                self.name = name
                self.price = price

            def to_dict(self):
                return {'name': self.name, 'price': self.price}


        class Order:
            def __init__(self, order_id, items):
                self.order_id = order_id
                self.items = list(items)

            def total(self):
                return sum(item.price for item in self.items)

            def to_dict(self):
                return {
                    'id': self.order_id,
                    'total': self.total(),
                    'items': [item.to_dict() for item in self.items],
                }


        def task_func(order_id, rows):
            items = [Item(name, price) for name, price in rows]
            return Order(order_id, items).to_dict()
    """),
    "logic_9-getitem-after-an-isinstance-test-rebinds": ("logic_9", '''
        class Config:
            """Nested settings read with dotted keys."""

            def __init__(self, data):
                self._data = dict(data)

            def __getitem__(self, dotted):
                value = self._data
                for part in dotted.split('.'):
                    if isinstance(value, Config):
                        value = value._data
                    value = value[part]
                return value

            def section(self, name):
                return Config(self._data[name])
    '''),
    "logic_1-assert-helper-not-named-test": ("logic_1", '''
        import pandas as pd


        def assert_valid_report(df: pd.DataFrame) -> None:
            """Check the shape and content of a generated report."""
            assert list(df.columns) == ['name', 'total', 'mean'], 'unexpected columns'
            assert not df.empty, 'report is empty'
            assert df['total'].notna().all(), 'missing totals'
            assert (df['total'] >= 0).all(), 'negative totals'
            assert df['name'].is_unique, 'duplicate names'


        def test_report():
            from solution import task_func
            df = task_func([('a', 1), ('b', 2)])
            assert_valid_report(df)
    '''),
    "logic_1-unittest-helper-method-asserting": ("logic_1", """
        import unittest


        class ParserTests(unittest.TestCase):
            def check_record(self, record):
                assert isinstance(record, dict), 'record must be a dict'
                assert 'id' in record, 'record lacks id'
                assert 'name' in record, 'record lacks name'
                assert record['id'] > 0, 'id must be positive'
                assert record['name'].strip(), 'name must not be blank'

            def test_parse(self):
                self.check_record({'id': 1, 'name': 'x'})
    """),
    "logic_1-invariant-asserts-with-messages": ("logic_1", '''
        import numpy as np


        def weighted_average(values, weights):
            """Return the weighted average of values."""
            values = np.asarray(values, dtype=float)
            weights = np.asarray(weights, dtype=float)
            assert values.shape == weights.shape, 'values and weights differ in shape'
            assert weights.sum() > 0, 'weights must not sum to zero'
            assert np.all(weights >= 0), 'weights must be non-negative'
            assert np.all(np.isfinite(values)), 'values must be finite'
            total = 0.0
            for v, w in zip(values, weights):
                total += v * w
            return total / weights.sum()
    '''),
    "logic_1-numpy-masks-scaling-rates": ("logic_1", '''
        import numpy as np


        def piecewise_rate(x, low_rate, mid_rate, high_rate):
            """Return the tiered rate for every value of x."""
            x = np.asarray(x, dtype=float)
            if x.size == 0:
                return x
            below = low_rate * (x < 0)
            middle = mid_rate * (x >= 0) * (x < 1)
            above = high_rate * (x >= 1)
            return below + middle + above
    '''),
    "logic_3-getattr-of-a-numpy-statistic": ("logic_3", '''
        import numpy as np


        def column_stat(data, stat='mean'):
            """Compute the named NumPy statistic for every column of data."""
            arr = np.asarray(data, dtype=float)
            func = getattr(np, stat)
            return func(arr, axis=0)
    '''),
    "logic_3-getattr-of-a-pandas-reader": ("logic_3", '''
        import pandas as pd


        def load_table(path, fmt):
            """Load a table with the pandas reader for the given format."""
            reader = getattr(pd, f'read_{fmt}')
            df = reader(path)
            if df.empty:
                raise ValueError('empty table')
            return df
    '''),
    "logic_3-getattr-of-a-hashlib-algorithm": ("logic_3", '''
        import hashlib
        from pathlib import Path

        CHUNK = 65536


        def file_digest(path, algorithm='sha256'):
            """Return the hex digest of a file using the named hash algorithm."""
            hasher = getattr(hashlib, algorithm)()
            with Path(path).open('rb') as handle:
                for chunk in iter(lambda: handle.read(CHUNK), b''):
                    hasher.update(chunk)
            return hasher.hexdigest()
    '''),
    "logic_3-getattr-of-a-random-distribution": ("logic_3", '''
        import random


        def sample(distribution, n, *params):
            """Draw n samples from the named distribution of the random module."""
            draw = getattr(random, distribution)
            return [draw(*params) for _ in range(n)]
    '''),
    "logic_5-flag-loop-whose-check-logs-every-item": ("logic_5", '''
        import logging

        logger = logging.getLogger(__name__)
        REQUIRED = ('id', 'name', 'email')


        def _check(record):
            missing = [key for key in REQUIRED if not record.get(key)]
            for key in missing:
                logger.warning('record %s lacks %s', record.get('id'), key)
            return not missing


        def validate_records(records):
            """Log every invalid record and return whether all were valid."""
            all_valid = True
            for record in records:
                if not _check(record):
                    all_valid = False
            return all_valid
    '''),
    "logic_5-flag-loop-draining-a-pipe": ("logic_5", '''
        import subprocess


        def build_has_errors(cmd):
            """Run the build, reading all of its output, and report whether it logged errors."""
            proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True)
            has_error = False
            for line in proc.stdout:
                if 'ERROR' in line:
                    has_error = True
            proc.wait()
            return has_error
    '''),
    "error_2-flask-abort-in-a-handler": ("error_2", """
        from flask import Flask, abort, jsonify, request

        app = Flask(__name__)
        BOOKS = {1: {'title': 'Dune'}}


        @app.route('/books/<int:book_id>')
        def get_book(book_id):
            try:
                book = BOOKS[book_id]
            except KeyError:
                abort(404)
            return jsonify(book)


        @app.route('/sum')
        def add():
            try:
                a = int(request.args['a'])
                b = int(request.args['b'])
            except (KeyError, ValueError) as err:
                abort(400, description=f'bad parameters: {err}')
            return jsonify(total=a + b)
    """),
    "doc_4-verbose-flag-guarding-live-logging": ("doc_4", """
        import logging

        import pandas as pd

        logger = logging.getLogger(__name__)

        # Set to True to log every intermediate frame while developing.
        VERBOSE = False


        def task_func(df: pd.DataFrame) -> pd.DataFrame:
            '''Return the mean value of each group.'''
            grouped = df.groupby('group')['value'].mean().reset_index()
            if VERBOSE:
                logger.info('grouped frame: %s', grouped)
            return grouped
    """),
    "doc_4-show-plot-flag-and-a-condition": ("doc_4", """
        import matplotlib.pyplot as plt
        import numpy as np

        SHOW_PLOT = False  # switch on to inspect the histogram interactively


        def task_func(values, bins=10):
            '''Return the histogram counts and the Axes it was drawn on.'''
            counts, edges = np.histogram(values, bins=bins)
            fig, ax = plt.subplots()
            ax.bar(edges[:-1], counts, width=np.diff(edges), align='edge')
            if SHOW_PLOT and len(values):
                plt.show()
            return counts, ax
    """),
    "doc_4-network-test-flag-in-a-test-module": ("doc_4", """
        import os

        import pytest

        RUN_NETWORK_TESTS = False


        @pytest.mark.skipif(not RUN_NETWORK_TESTS, reason='network tests are off')
        def test_download():
            import requests
            assert requests.get('https://example.com', timeout=5).ok


        def test_env():
            if RUN_NETWORK_TESTS:
                assert 'HTTP_PROXY' not in os.environ
            assert True
    """),
    "doc_2-reapply-and-resupply-summaries": ("doc_2", '''
        class Grid:
            """A table widget with filters."""

            def __init__(self, rows):
                self.rows = rows
                self.filters = []
                self.visible = list(rows)

            def reapply_filters(self):
                """Reapply filters to the rows after the data changed."""
                self.visible = [r for r in self.rows if all(f(r) for f in self.filters)]
                return self.visible

            def resupply(self, rows):
                """Resupply rows to the grid and refresh the view."""
                self.rows = rows
                return self.reapply_filters()
    '''),
    "doc_5-end-the-main-loop-comment": ("doc_5", """
        import queue
        import threading


        def worker(tasks, results):
            running = True
            while running:
                item = tasks.get()
                if item is None:
                    # End the main loop
                    running = False
                else:
                    results.append(item * 2)
                tasks.task_done()


        def task_func(values):
            tasks = queue.Queue()
            results = []
            # Run the worker in the background
            thread = threading.Thread(target=worker, args=(tasks, results))
            thread.start()
            for value in values:
                tasks.put(value)
            # Sentinel tells the worker to stop
            tasks.put(None)
            thread.join()
            return results
    """),
    "doc_5-finish-the-program-comment": ("doc_5", """
        import sys
        import logging

        logger = logging.getLogger(__name__)


        def main(argv):
            if len(argv) < 2:
                logger.error('usage: tool FILE')
                # Finish the program
                sys.exit(2)
            with open(argv[1]) as handle:
                # Count the lines of the file
                count = sum(1 for _ in handle)
            logger.info('%d lines', count)
            return count


        if __name__ == '__main__':
            main(sys.argv)
    """),
    "library_1-url-held-in-a-module-constant": ("library_1", '''
        import shutil
        import sqlite3
        import zipfile
        from pathlib import Path

        import pandas as pd

        DATA_ROOT = 'https://example.com/datasets'


        def load_remote(name):
            """Load a CSV from the dataset server."""
            return pd.read_csv(f'{DATA_ROOT}/{name}.csv')


        def archive(folder, dest):
            """Zip every file of folder into dest and return the archive path."""
            dest = Path(dest)
            with zipfile.ZipFile(dest, 'w') as zf:
                for path in Path(folder).rglob('*'):
                    zf.write(path, path.relative_to(folder))
            shutil.copy(dest, Path(folder).parent / dest.name)
            return str(dest)


        def open_db(folder):
            return sqlite3.connect(Path(folder) / 'app.db')
    '''),
    "logic_9-course-tests-its-list-before-averaging": ("logic_9", """
        class Student:
            def __init__(self, name, grades):
                self.name = name
                self.grades = list(grades)

            def average(self):
                return sum(self.grades) / len(self.grades) if self.grades else 0.0


        class Course:
            def __init__(self, title):
                self.title = title
                self.students = []

            def enroll(self, student):
                self.students.append(student)

            def average(self):
                if not self.students:
                    return 0.0
                return sum(s.average() for s in self.students) / len(self.students)


        def task_func(records):
            course = Course('Math')
            for name, grades in records:
                course.enroll(Student(name, grades))
            return course.average()
    """),
    "logic_3-module-import-guards-and-main-block": ("logic_3", """
        from __future__ import annotations

        import sys
        from typing import TYPE_CHECKING

        try:
            import orjson as json
        except ImportError:
            import json

        if TYPE_CHECKING:
            from collections.abc import Iterable


        def dump(rows: Iterable[dict]) -> None:
            sys.stdout.write(str(json.dumps(list(rows))))


        if __name__ == '__main__':
            dump([{'a': 1}])
    """),
    "logic_3-type-checking-and-plugin-registration": ("logic_3", """
        import sys
        from typing import TYPE_CHECKING

        if TYPE_CHECKING:
            from pathlib import Path

        PLUGINS = {}
        for name in ('csv', 'json'):
            PLUGINS[name] = __import__(name)


        def main(path: 'Path') -> None:
            sys.stdout.write(path.read_text())


        if __name__ == '__main__':
            main(sys.argv[1])
    """),
    "logic_1-module-import-and-version-guards": ("logic_1", """
        from __future__ import annotations

        import sys
        from typing import TYPE_CHECKING

        try:
            import orjson as json
        except ImportError:
            import json

        try:
            from yaml import CSafeLoader as Loader
        except ImportError:
            from yaml import SafeLoader as Loader

        if sys.version_info >= (3, 11):
            import tomllib
        else:
            import tomli as tomllib

        if TYPE_CHECKING:
            from pathlib import Path


        def load(path: Path):
            return json.loads(path.read_bytes()), Loader, tomllib


        if __name__ == '__main__':
            print(load(sys.argv[1]))
    """),
    "logic_1-feature-switches-defining-fallbacks": ("logic_1", """
        import os
        import platform
        import sys
        import typing as _t

        if _t.TYPE_CHECKING:
            from .files import Files
        else:
            _EXPORTS = {'Files': ('.files', 'Files')}

            def __getattr__(name):
                import importlib

                if name not in _EXPORTS:
                    raise AttributeError(name)
                module_name, symbol = _EXPORTS[name]
                return getattr(importlib.import_module(module_name, __name__), symbol)

        try:
            from importlib.metadata import PackageNotFoundError, version
        except ImportError:
            from importlib_metadata import PackageNotFoundError, version

        try:
            __version__ = version('mypkg')
        except PackageNotFoundError:
            __version__ = '0.0.0'

        try:
            import numpy as np
            HAS_NUMPY = True
        except ImportError:
            np = None
            HAS_NUMPY = False

        if HAS_NUMPY and hasattr(np, 'vecdot'):
            vecdot = np.vecdot
        else:
            def vecdot(a, b):
                return sum(x * y for x, y in zip(a, b))

        if sys.platform == 'win32' or os.name == 'nt':
            import msvcrt as _console
        elif sys.version_info[:2] >= (3, 11) and platform.system().lower() != 'darwin':
            import termios as _console
        else:
            _console = None
    """),
    "logic_5-attribute-picked-in-an-elif-chain-or-too-long": ("logic_5", """
        class Job:
            def configure(self, urgent, mode, estimate):
                if mode == 'batch':
                    self.priority = 'low'
                elif urgent:
                    self.priority = 'high'
                else:
                    self.priority = 'normal'
                if urgent:
                    self.options['scheduler_priority_level'] = estimate.remaining_seconds()
                else:
                    self.options['scheduler_priority_level'] = estimate.default_seconds()
    """),
    "logic_5-except-continue-that-skips-work-or-logs": ("logic_5", """
        import logging

        logger = logging.getLogger(__name__)


        def parse_all(lines):
            numbers = []
            for line in lines:
                try:
                    value = int(line)
                except ValueError:
                    continue
                numbers.append(value)
            for line in lines:
                try:
                    numbers.append(float(line))
                except ValueError:
                    logger.warning('skipping %r', line)
                    continue
            return numbers
    """),
    "logic_5-default-overridden-and-matches-kept": ("logic_5", """
        def settings(slow, users):
            timeout = 10
            if slow:
                timeout = 60
            admins = [user for user in users if user.is_admin]
            if len(admins) > 0:
                return timeout, admins
            return timeout, next((user for user in users if user.active), None)
    """),
    "logic_7-helper-that-exits-only-sometimes": ("logic_7", """
        import sys


        def warn(message):
            print(message, file=sys.stderr)
            if message.startswith('fatal'):
                sys.exit(1)


        def note(message):
            print(message)
            return len(message)


        async def stop(message):
            raise SystemExit(message)


        def main(args):
            if not args:
                warn('no arguments')
            else:
                print(args)
            if len(args) > 1:
                note('several')
            else:
                print('one')
    """),
    "logic_8-constants-with-digits-in-a-descriptive-name": ("logic_8", """
        HTTP_404 = 404
        PY3 = 3
        SECONDS_PER_MINUTE = 60
        MAX_UPLOAD_BYTES = 1 << 20
        GOOGOL = 10 ** 100


        def check(status, major, elapsed, size, value):
            return (
                status != HTTP_404
                and major >= PY3
                and elapsed < SECONDS_PER_MINUTE
                and size <= MAX_UPLOAD_BYTES
                and value < GOOGOL
            )
    """),
    "logic_9-cached-wrappers-of-loops": ("logic_9", """
        import functools
        import weakref


        def _square(n):
            return n * n


        square = functools.lru_cache(maxsize=None)(_square)


        def total(values):
            return sum(square(value) for value in values)


        class Listener:
            def __init__(self, callback):
                self.ref = weakref.ref(callback)

            def fire(self):
                callback = self.ref()
                return callback() if callback is not None else None
    """),
    "error_2-caught-exception-thrown-into-a-generator": ("error_2", """
        def pump(source, sink):
            for item in source:
                try:
                    sink.send(item)
                except ValueError as err:
                    sink.throw(err)
    """),
    "doc_3-google-property-documented-as-an-attribute": ("doc_3:convention=google", '''
        """People."""


        class Person:
            """A person.

            Args:
                name: The name of the person.
            """

            def __init__(self, name):
                """Create a person."""
                self._name = name

            @property
            def name(self):
                """The name of the person."""
                return self._name
    '''),
    "doc_3-numpy-cached-property-documented-as-an-attribute": ("doc_3:convention=numpy", '''
        """People."""

        from functools import cached_property


        class Person:
            """A person."""

            def __init__(self, name):
                """Create a person."""
                self._name = name

            @cached_property
            def initials(self):
                """The initials of the person."""
                return "".join(part[0] for part in self._name.split())
    '''),
    "doc_3-numpy-combined-parameters": ("doc_3:convention=numpy", '''
        """Geometry helpers."""


        def distance(x1, x2):
            """Compute the distance between two points.

            Parameters
            ----------
            x1, x2 : float
                The two coordinates.

            Returns
            -------
            float
                The distance.
            """
            return abs(x1 - x2)
    '''),
    "doc_4-comment-describing-an-input-format": ("doc_4", """
        def parse(line):
            # Each line looks like: name = value
            name, _, value = line.partition('=')
            return name.strip(), value.strip()


        def parse_pair(text):
            # Input format: key=value
            key, _, value = text.partition('=')
            return key, value
    """),
    "doc_5-comment-describing-an-input-format": ("doc_5", """
        def parse(line):
            # Each line looks like: name = value
            name, _, value = line.partition('=')
            return name.strip(), value.strip()
    """),
    "library_2-stdout-reconfigured-to-utf8": ("library_2", """
        import logging
        import sys

        logger = logging.getLogger(__name__)


        def main(rows):
            sys.stdout.reconfigure(encoding='utf-8')
            logging.basicConfig(level=logging.INFO, stream=sys.stdout)
            logger.info('loaded %d rows', len(rows))
    """),
    "library_2-streamhandler-subclass-given-stderr": ("library_2", """
        import logging
        import sys


        class ColorHandler(logging.StreamHandler):
            def format(self, record):
                return '\\033[1m' + super().format(record) + '\\033[0m'


        logger = logging.getLogger(__name__)
        logger.addHandler(ColorHandler(sys.stderr))


        def load(rows):
            logger.info('loaded %d rows', len(rows))
            return rows
    """),
    "library_2-profile-captured-and-logged": ("library_2", """
        import cProfile
        import io
        import logging
        import pstats
        from contextlib import redirect_stdout

        logger = logging.getLogger(__name__)


        def profile(func, *args):
            profiler = cProfile.Profile()
            result = profiler.runcall(func, *args)
            buffer = io.StringIO()
            stats = pstats.Stats(profiler, stream=buffer)
            stats.sort_stats('cumulative')
            stats.print_stats(10)
            logger.debug('profile: %s', buffer.getvalue())
            captured = io.StringIO()
            with redirect_stdout(captured):
                profiler.print_stats(sort='time')
            logger.debug('%s', captured.getvalue())
            cProfile.run('func()', 'out.prof')
            return result
    """),
    "style_1-lowercase-module-objects-with-state": ("style_1", """
        import argparse
        import logging
        import re
        import sys
        from pathlib import Path

        from flask import Flask

        logger = logging.getLogger(__name__)
        app = Flask(__name__)
        parser = argparse.ArgumentParser(description='Tool.')
        here = Path(__file__).parent
        registry = dict(default=1)
        registry.update(extra=2)

        if sys.version_info >= (3, 11):
            import tomllib
        else:
            tomllib = None

        if sys.platform == 'win32':
            handlers = ['console']
        else:
            handlers = ['syslog']
        handlers.append('file')


        def words(text):
            return re.findall(r'\\w+', text), app, parser, here, tomllib, logger
    """),
    "logic_2-validation-raise-caught-and-its-message-kept": ("logic_2", """
        def parse_age(text):
            error = None
            age = None
            try:
                age = int(text)
                if age < 0:
                    raise ValueError('age must not be negative')
                if age > 150:
                    raise ValueError('age too large')
                if text.startswith('+'):
                    raise ValueError('no sign allowed')
            except ValueError as exc:
                error = str(exc)
            return age, error
    """),
    "logic_3-optional-import-flags-and-feature-switches": ("logic_3", """
        try:
            import yaml
        except ImportError:
            yaml = None

        try:
            import ujson as json
        except ModuleNotFoundError:
            import json

        if yaml is not None:
            load_yaml = yaml.safe_load
        else:
            load_yaml = None


        def dump(data):
            return json.dumps(data)
    """),
    "error_4-subclass-overrides-the-raising-hook-to-collect": ("error_4", """
        class ValidationError(Exception):
            pass


        class Validator:
            '''Subclasses collect problems instead of stopping at the first.'''

            def problem(self, text: str) -> None:
                raise ValidationError(text)

            def validate(self, record: dict) -> None:
                if "id" not in record:
                    text = "record has no id"
                    self.problem(text)


        class CollectingValidator(Validator):
            def __init__(self) -> None:
                self.problems: list[str] = []

            def problem(self, text: str) -> None:
                self.problems.append(text)

            def validate_all(self, records: list[dict]) -> list[str]:
                for index, record in enumerate(records):
                    if not isinstance(record, dict):
                        self.problem(f"record {index} is not a mapping")
                        continue
                    self.validate(record)
                return self.problems
    """),
    "error_4-local-def-shadows-the-raising-module-helper": ("error_4", """
        class RowError(Exception):
            pass


        def report(message: str) -> None:
            raise RowError(message)


        def import_strict(rows: list[dict]) -> None:
            for index, row in enumerate(rows):
                if "id" not in row:
                    problem = f"row {index} has no id"
                    report(problem)


        def import_lenient(rows: list[dict]) -> list[str]:
            problems: list[str] = []

            def report(message: str) -> None:
                problems.append(message)

            for index, row in enumerate(rows):
                if "id" not in row:
                    report(f"row {index} has no id")
            return problems
    """),
    "error_2-retry-chains-to-an-alias-of-the-last-error": ("error_2", """
        import asyncio


        class UpstreamError(Exception):
            pass


        async def fetch(client, url: str, retries: int = 3):
            try:
                return await client.get(url)
            except ConnectionError as first:
                last = first
                for attempt in range(retries):
                    await asyncio.sleep(2 ** attempt)
                    try:
                        return await client.get(url)
                    except ConnectionError as err:
                        last = err
                else:
                    message = f"{url} unreachable after {retries} retries"
                    raise UpstreamError(message) from last
    """),
    "error_2-throw-of-sys-exc-info-into-a-sink": ("error_2", """
        import sys


        def relay(source, sink):
            '''Forward items from source into the sink coroutine; pass errors on.'''
            next(sink)
            for_each = iter(source)
            while True:
                try:
                    item = next(for_each)
                except StopIteration:
                    sink.close()
                    return
                except ValueError:
                    sink.throw(*sys.exc_info())
                    continue
                sink.send(item)
    """),
    "error_2-throw-of-type-value-traceback-of-the-caught": ("error_2", """
        def delegate(inner, outer_values):
            '''A hand-written `yield from`: pass values and exceptions on.'''
            result = next(inner)
            for value in outer_values:
                try:
                    result = inner.send(value)
                except StopIteration:
                    return
                except KeyError as exc:
                    result = inner.throw(type(exc), exc, exc.__traceback__)
            return result
    """),
    "error_2-throw-of-the-caught-with-its-traceback": ("error_2", """
        def pump(source, target):
            '''Drive `target` with values from `source`, passing on a failure.'''
            next(target)
            while True:
                try:
                    value = next(source)
                except StopIteration:
                    target.close()
                    return
                except OSError as exc:
                    target.throw(exc.with_traceback(exc.__traceback__))
                    return
                target.send(value)
    """),
    "error_2-subclass-overrides-the-raising-base-method": ("error_2", """
        class ReadOnlyError(Exception):
            pass


        class Store:
            def write(self, key: str, value: str) -> None:
                message = f"store is read-only, cannot write {key}"
                raise ReadOnlyError(message)


        class MemoryStore(Store):
            def __init__(self) -> None:
                self.data: dict[str, str] = {}

            def write(self, key: str, value: str) -> None:
                self.data[key] = value

            def increment(self, key: str) -> None:
                try:
                    current = int(self.data[key])
                except KeyError:
                    self.write(key, "1")
                else:
                    self.write(key, str(current + 1))
    """),
    "error_2-subclass-overrides-a-rejecting-base-method": ("error_2", """
        class Storage:
            def load(self, key: str) -> bytes:
                message = f"{type(self).__name__} cannot load {key}"
                raise NotImplementedError(message)


        class DiskStorage(Storage):
            def __init__(self, root) -> None:
                self.root = root
                self.cache: dict[str, bytes] = {}

            def load(self, key: str) -> bytes:
                return (self.root / key).read_bytes()

            def get(self, key: str) -> bytes:
                try:
                    return self.cache[key]
                except KeyError:
                    data = self.load(key)
                    self.cache[key] = data
                    return data
    """),
    "error_2-throw-method-of-a-module-class": ("error_2", """
        import random


        class Dice:
            def __init__(self, sides: int = 6) -> None:
                self.sides = sides

            def throw(self) -> int:
                return random.randint(1, self.sides)


        def player_turn(dice: Dice, scores: dict, name: str) -> int:
            try:
                scores[name] += 0
            except KeyError:
                scores[name] = dice.throw()
            return scores[name]
    """),
    "logic_9-work-queue-handed-the-function-it-drains-into": ("logic_9", """
        '''Crawl a site breadth-first with an explicit work queue.'''
        from collections import deque
        from urllib.parse import urljoin


        def make_queue(handler):
            '''A work queue: the returned `submit` enqueues an item; `run` drains the queue
            through `handler` in FIFO order.'''
            pending: deque[str] = deque()

            def submit(item: str) -> None:
                pending.append(item)

            def run() -> None:
                while pending:
                    handler(pending.popleft())

            submit.run = run
            return submit


        SEEN: set[str] = set()
        LINKS = {"/": ["/a", "/b"], "/a": ["/b", "/c"], "/b": [], "/c": ["/"]}


        def visit(url: str) -> None:
            for link in LINKS.get(url, []):
                target = urljoin("/", link)
                if target not in SEEN:
                    SEEN.add(target)
                    submit(target)


        submit = make_queue(visit)

        if __name__ == "__main__":
            submit("/")
            submit.run()
            print(sorted(SEEN))
    """),
    "logic_9-debouncer-on-self-retrying-a-failed-save": ("logic_9", """
        import threading


        class Debouncer:
            '''Call `func` once, `delay` seconds after the last trigger.'''

            def __init__(self, func, delay: float) -> None:
                self.func = func
                self.delay = delay
                self._timer: threading.Timer | None = None

            def __call__(self) -> None:
                if self._timer is not None:
                    self._timer.cancel()
                self._timer = threading.Timer(self.delay, self.func)
                self._timer.start()


        class Editor:
            def __init__(self, path: str) -> None:
                self.path = path
                self.text = ""
                self.save_later = Debouncer(self.save, delay=2.0)

            def on_change(self, text: str) -> None:
                self.text = text
                self.save_later()

            def save(self) -> None:
                try:
                    with open(self.path, "w", encoding="utf-8") as fh:
                        fh.write(self.text)
                except OSError:
                    self.save_later()  # try again after the delay
    """),
    "logic_9-module-timer-scheduling-the-next-heartbeat": ("logic_9", """
        import threading


        class Later:
            '''Run a function once after a delay, on a timer thread.'''

            def __init__(self, func, delay: float) -> None:
                self.func = func
                self.delay = delay

            def __call__(self, *args) -> None:
                threading.Timer(self.delay, self.func, args).start()


        def send_heartbeat(url: str) -> None:
            try:
                print("ping", url)
            finally:
                heartbeat_later(url)  # schedule the next heartbeat


        heartbeat_later = Later(send_heartbeat, delay=30.0)
    """),
    "logic_2-validation-raise-before-a-return-inside-the-try": ("logic_2", """
        def parse_port(text: str) -> tuple[int | None, str | None]:
            '''Parse a TCP port, returning (port, None) or (None, error message).'''
            try:
                port = int(text)
                if not 0 < port < 65536:
                    raise ValueError(f"port out of range: {port}")
                return port, None
            except ValueError as exc:
                error = str(exc)
            return None, error
    """),
    "logic_2-retry-loop-keeping-the-last-error-message": ("logic_2", """
        import time


        class TransientError(Exception):
            pass


        def call_with_retry(func, attempts: int = 3, delay: float = 0.5):
            '''Call func, retrying transient errors; return (result, last error).'''
            last_error = None
            for attempt in range(attempts):
                try:
                    result = func()
                    if result is None:
                        raise TransientError("empty result")
                    return result, None
                except TransientError as exc:
                    last_error = exc.args[0] if exc.args else str(exc)
                    time.sleep(delay * (attempt + 1))
            return None, last_error
    """),
    "logic_2-raise-the-storing-handler-cannot-catch": ("logic_2", """
        import json
        import urllib.request
        from urllib.error import HTTPError


        def fetch_json(url: str, timeout: float = 10.0) -> tuple[int, dict]:
            '''GET a JSON document, returning the status and body even for HTTP errors.'''
            try:
                with urllib.request.urlopen(url, timeout=timeout) as response:
                    if response.headers.get_content_type() != "application/json":
                        raise ValueError(f"{url} did not return JSON")
                    status, body = response.status, response.read()
            except HTTPError as err:
                status, body = err.code, err.read()
            if not body:
                return status, {}
            return status, json.loads(body)
    """),
    "logic_2-oserror-strerror-stored-beside-a-propagating-raise": ("logic_2", """
        import json
        from pathlib import Path


        def load_settings(path: Path | None) -> dict:
            '''Read a JSON settings file; report an unreadable file as an error entry.'''
            if path is None:
                return {}
            try:
                text = path.read_text(encoding="utf-8")
                if not text.strip():
                    raise ValueError(f"{path} is empty")
                result = json.loads(text)
            except OSError as exc:
                result = {"error": exc.strerror, "file": exc.filename}
            return result
    """),
    "logic_2-called-process-error-output-kept": ("logic_2", """
        import subprocess


        class GitError(RuntimeError):
            pass


        def git_output(*args: str, check_clean: bool = False) -> str:
            '''Run git and return its output; on failure return what it printed.'''
            if not args:
                return ""
            try:
                if check_clean and subprocess.run(["git", "diff", "--quiet"]).returncode:
                    raise GitError("working tree has changes")
                output = subprocess.check_output(
                    ["git", *args], text=True, stderr=subprocess.STDOUT
                )
            except subprocess.CalledProcessError as exc:
                output = exc.output
            return output.strip()
    """),
    "logic_2-hand-written-pytest-raises": ("logic_2", """
        def raised_message(func, *args, expected=ValueError) -> str:
            '''The message of the exception func must raise (a tiny pytest.raises).'''
            if not callable(func):
                return ""
            try:
                func(*args)
                raise AssertionError(f"{func.__name__} did not raise {expected.__name__}")
            except expected as exc:
                message = str(exc)
            return message
    """),
    "logic_3-methodcaller-picking-a-data-frame-writer": ("logic_3", """
        import operator

        import pandas as pd


        def to_markdown_table(rows: list[dict]) -> str:
            header = " | ".join(rows[0])
            return "\\n".join([header, *(" | ".join(map(str, r.values())) for r in rows)])


        def to_text(rows: list[dict]) -> str:
            return "\\n".join(str(r) for r in rows)


        def to_lines(rows: list[dict]) -> list[str]:
            return [str(r) for r in rows]


        def export_frame(df: pd.DataFrame, fmt: str) -> str:
            '''Serialise a frame with pandas' own writer, e.g. fmt='csv' calls df.to_csv().'''
            return operator.methodcaller(f"to_{fmt}", index=False)(df)
    """),
    "logic_8-percentiles-quarters-versions-widths-and-magnitudes": ("logic_8", """
        import numpy as np

        P50 = 50
        P99 = 99
        Q4 = 4
        V3 = 3
        INT_64 = 64
        THOUSAND = 1_000
        MILLION = 1_000_000


        def latency(samples, percentile, quarter, version, bits, n):
            if percentile not in (P50, P99):
                raise ValueError("unsupported percentile")
            year_end = quarter == Q4
            modern = version == V3
            wide = bits == INT_64
            size = f"{n / MILLION:.1f}M" if n >= MILLION else f"{n / THOUSAND:.1f}K"
            return float(np.percentile(samples, percentile)), year_end, modern, wide, size
    """),
    "library_2-handler-stream-asked-with-hasattr-getattr-and-is": ("library_2", """
        import logging
        import sys


        class ColorHandler(logging.StreamHandler):
            use_color = False

            def format(self, record):
                text = super().format(record)
                return f'\\033[36m{text}\\033[0m' if self.use_color else text


        def setup(stream=None):
            handler = ColorHandler(stream)
            handler.use_color = hasattr(handler.stream, 'isatty') and handler.stream.isatty()
            if getattr(handler.stream, 'isatty', lambda: False)():
                handler.use_color = handler.stream is sys.stdout or handler.stream is sys.stderr
            logging.getLogger().addHandler(handler)
            return handler
    """),
    "library_2-standard-streams-reconfigured-behind-guards": ("library_2", """
        import io
        import logging
        import sys


        def setup():
            if hasattr(sys.stdout, 'reconfigure'):
                sys.stdout.reconfigure(encoding='utf-8')
            if isinstance(sys.stderr, io.TextIOWrapper):
                sys.stderr.reconfigure(errors='backslashreplace')
            for stream in (sys.stdout, sys.stderr):
                stream.reconfigure(line_buffering=True)
            logging.basicConfig(level=logging.INFO)
    """),
    "library_2-handler-subclass-choosing-its-default-stream": ("library_2", """
        import logging
        import sys


        class ConsoleHandler(logging.StreamHandler):
            def __init__(self, stream=None):
                super().__init__(stream or sys.stderr)
                self.setFormatter(logging.Formatter('%(levelname)s %(message)s'))


        class OutHandler(logging.StreamHandler):
            def __init__(self, stream=sys.stdout, level=logging.INFO):
                super().__init__(stream)
                self.setLevel(level)


        class PlainHandler(logging.StreamHandler):
            pass


        handler = PlainHandler()
        logging.getLogger().addHandler(handler)
        logging.getLogger().addHandler(ConsoleHandler())
        logging.getLogger('out').addHandler(OutHandler())


        def use_stdout():
            handler.setStream(sys.stdout)
    """),
    "library_2-tqdm-logging-handler": ("library_2", """
        import logging

        from tqdm import tqdm


        class TqdmHandler(logging.Handler):
            def emit(self, record):
                try:
                    tqdm.write(self.format(record))
                except RecursionError:
                    raise
                except Exception:
                    self.handleError(record)


        logging.getLogger().addHandler(TqdmHandler())
    """),
    "library_2-stats-stream-set-after-it-is-made": ("library_2", """
        import io
        import logging
        import pstats

        logger = logging.getLogger(__name__)


        def log_profile(path):
            stats = pstats.Stats(path)
            stats.stream = io.StringIO()
            stats.sort_stats('cumulative').print_stats(20)
            logger.info('%s', stats.stream.getvalue())
    """),
    "style_1-values-chosen-from-run-time-input": ("style_1", """
        import argparse
        import logging
        import sys

        parser = argparse.ArgumentParser()
        parser.add_argument('--verbose', action='store_true')
        args = parser.parse_args()
        if args.verbose:
            log_level = 'DEBUG'
        else:
            log_level = 'INFO'
        if sys.argv[1:] == ['add']:
            symbol = '+'
        elif sys.argv[1:] == ['sub']:
            symbol = '-'
        else:
            symbol = '?'
        logging.basicConfig(level=log_level)
        logging.info('operator %s', symbol)
    """),
    "style_1-dict-state-changed-through-a-parameter": ("style_1", """
        stats = dict(hits=0, misses=0)
        plugins = dict(default='builtin')


        def _bump(counter, key):
            counter[key] += 1


        def register(name, target, registry=plugins):
            registry[name] = target


        def lookup(cache, key):
            if key in cache:
                _bump(stats, 'hits')
                return cache[key]
            _bump(stats, 'misses')
            return None
    """),
    "style_1-sphinx-conf-with-a-theme-chosen-by-the-environment": ("style_1", """
        import os

        project = 'Widget'
        author = 'Widget Team'
        extensions = ['sphinx.ext.autodoc']
        if os.environ.get('READTHEDOCS'):
            html_theme = 'sphinx_rtd_theme'
        else:
            html_theme = 'alabaster'
    """),
    "style_1-celery-config-module": ("style_1", """
        from datetime import timedelta

        broker_url = 'redis://localhost:6379/0'
        result_backend = 'redis://localhost:6379/1'
        timezone = 'UTC'
        beat_schedule = {
            'cleanup-every-hour': {
                'task': 'tasks.cleanup',
                'schedule': timedelta(hours=1),
            },
        }
    """),
    "doc_3-google-property-setter-documented-on-the-getter": ("doc_3:convention=google", '''
        """User accounts."""


        class User:
            """A user account.

            Args:
                name: The user's display name.
            """

            def __init__(self, name: str) -> None:
                """Create the object.

                Args:
                    name: See the class docstring.
                """
                self._name = name

            @property
            def name(self) -> str:
                """str: The user's display name, stripped of surrounding spaces."""
                return self._name

            @name.setter
            def name(self, value: str) -> None:
                self._name = value.strip()

            @name.deleter
            def name(self) -> None:
                """Forget the display name."""
                self._name = ""
    '''),
    "doc_3-numpy-setter-with-a-one-line-docstring": ("doc_3:convention=numpy", '''
        """Thermostat."""


        class Thermostat:
            """A thermostat with a target temperature.

            Parameters
            ----------
            target : float
                The initial target in degrees Celsius.
            """

            def __init__(self, target: float) -> None:
                self._target = target

            @property
            def target(self) -> float:
                """The target temperature in degrees Celsius."""
                return self._target

            @target.setter
            def target(self, value: float) -> None:
                """Set the target, checking its range."""
                if not 5 <= value <= 30:
                    raise ValueError("target out of range")
                self._target = value
    '''),
    "doc_3-google-django-cached-property": ("doc_3:convention=google", '''
        """Orders."""
        from django.utils.functional import cached_property


        class Order:
            """An order of several lines.

            Args:
                lines: The (price, quantity) lines.
            """

            def __init__(self, lines: list[tuple[float, int]]) -> None:
                """Create the object.

                Args:
                    lines: See the class docstring.
                """
                self.lines = lines

            @cached_property
            def total(self) -> float:
                """The order total."""
                return sum(price * quantity for price, quantity in self.lines)
    '''),
    "doc_4-format-labels-in-french-and-with-a-tuple": ("doc_4", """
        def parse(text: str) -> dict[str, str]:
            # Format attendu : clé=valeur
            return dict(line.split('=', 1) for line in text.splitlines() if '=' in line)


        def points(text: str) -> list[tuple[int, int]]:
            # Each entry looks like: point = (x, y)
            found = []
            for line in text.splitlines():
                _, _, value = line.partition('=')
                x, y = value.strip(' ()').split(',')
                found.append((int(x), int(y)))
            return found
    """),
    "doc_5-format-label-in-french-counts": ("doc_5", """
        def parse(text: str) -> dict[str, str]:
            # Format attendu : clé=valeur
            result = {}
            # Lines without an equals sign are skipped.
            for line in text.splitlines():
                if '=' not in line:
                    continue
                key, value = line.split('=', 1)
                result[key.strip()] = value.strip()
            return result
    """),
    "library_2-descriptors-and-paths-that-are-no-console": ("library_2", """
        import logging
        import os
        from pathlib import Path

        logger = logging.getLogger(__name__)
        NULL = Path('/dev/null')
        LOG_FD = 3


        def mirror(fd: int, text: str) -> None:
            copy = os.dup(fd)
            with os.fdopen(copy, 'w') as handle:
                handle.write(text)
            os.write(LOG_FD, text.encode())
            NULL.write_text(text)
            logger.info('mirrored %d characters', len(text))
    """),
    "logic_5-key-error-handled-lazily-nested-or-with-work": ("logic_5", """
        import logging

        logger = logging.getLogger(__name__)


        def port_of(config, build):
            try:
                port = config['port']
            except KeyError:
                port = build()
            return port


        def nested(config, key):
            try:
                value = config['servers'][key]
            except KeyError:
                value = None
            return value


        def logged(config):
            try:
                value = config['port']
            except KeyError:
                logger.warning('no port')
                value = 80
            return value


        def cached(cache, key):
            if key in cache:
                return cache[key]
            return cache.setdefault(key, len(key))


        def size(config, key):
            if key not in config:
                return 0
            return len(config[key])


        def branch(flag):
            if flag:
                logger.info('flag set')
            else:
                pass
            return flag
    """),
    "library_2-warnings-that-warn-of-trouble-in-a-loop": ("library_2", """
        import logging
        import warnings

        from tqdm import tqdm

        logger = logging.getLogger(__name__)


        def process(items, log_file):
            results = []
            for index, item in enumerate(tqdm(items, file=log_file), start=1):
                results.append(item)
                logger.debug("processed %d of %d", index, len(items))
            for item in tqdm(items, disable=True):
                results.append(item)
            for name in ("a", "b"):
                warnings.warn(f"loading {name} is deprecated", DeprecationWarning, stacklevel=2)
                warnings.warn(f"processing {name} failed; using defaults", stacklevel=2)
                warnings.warn("processing of sparse input is experimental", stacklevel=2)
            return results
    """),
    "library_2-archive-listings-to-a-buffer-or-captured": ("library_2", """
        import contextlib
        import io
        import logging
        import tarfile
        import zipfile

        logger = logging.getLogger(__name__)


        def show_zip(path):
            buffer = io.StringIO()
            with zipfile.ZipFile(path) as archive:
                archive.printdir(buffer)
            with contextlib.redirect_stdout(buffer):
                with tarfile.open(path) as tar:
                    tar.list()
            logger.debug("%s", buffer.getvalue())
            return sorted(list(buffer.getvalue().splitlines()))
    """),
    "library_2-cprofile-run-to-a-file-the-caller-names": ("library_2", """
        import cProfile


        def profile_main(out=None):
            cProfile.run("sum(range(10))", "profile.out")
            cProfile.run("sum(range(10))", filename=out)
            cProfile.runctx("sum(range(10))", {}, {}, "profile.out")
    """),
    "library_1-members-looked-up-by-name-that-are-allowed": ("library_1", """
        import functools
        import importlib
        import logging
        import operator
        import os
        import pkgutil
        import sys
        from pathlib import Path

        logger = logging.getLogger(__name__)
        logging.basicConfig(stream=operator.attrgetter("stdout")(sys), level=logging.INFO)


        class Item:
            def __init__(self, path):
                self.path = Path(path)

            def describe(self):
                return self.__dict__.get("path"), vars(self).get("path")


        def newest(folder):
            paths = sorted(Path(folder).iterdir(), key=operator.attrgetter("stat"))
            loads = pkgutil.resolve_name("json:loads")
            name = functools.reduce(getattr, ["parent", "name"], Path(folder))
            sep = operator.attrgetter("sep")(os)
            home = os.__dict__.get("environ").get("HOME", "")
            decoder = importlib.import_module(".decoder", "json")
            total = functools.reduce(operator.add, [1, 2, 3], 0)
            logger.info("%s %s %s %s %s", name, sep, home, decoder, total)
            return paths, loads, os.__getattribute__("sep")
    """),
    "library_2-members-looked-up-by-name-that-are-allowed": ("library_2", """
        import functools
        import importlib
        import logging
        import operator
        import os
        import pkgutil
        import sys
        from pathlib import Path

        logger = logging.getLogger(__name__)
        logging.basicConfig(stream=operator.attrgetter("stdout")(sys), level=logging.INFO)


        class Item:
            def __init__(self, path):
                self.path = Path(path)

            def describe(self):
                return self.__dict__.get("path"), vars(self).get("path")


        def newest(folder):
            paths = sorted(Path(folder).iterdir(), key=operator.attrgetter("stat"))
            loads = pkgutil.resolve_name("json:loads")
            name = functools.reduce(getattr, ["parent", "name"], Path(folder))
            sep = operator.attrgetter("sep")(os)
            home = os.__dict__.get("environ").get("HOME", "")
            decoder = importlib.import_module(".decoder", "json")
            total = functools.reduce(operator.add, [1, 2, 3], 0)
            logger.info("%s %s %s %s %s", name, sep, home, decoder, total)
            return paths, loads, os.__getattribute__("sep")
    """),
    "error_3-members-looked-up-by-name-that-are-allowed": ("error_3", """
        import functools
        import importlib
        import logging
        import operator
        import os
        import pkgutil
        import sys
        from pathlib import Path

        logger = logging.getLogger(__name__)
        logging.basicConfig(stream=operator.attrgetter("stdout")(sys), level=logging.INFO)


        class Item:
            def __init__(self, path):
                self.path = Path(path)

            def describe(self):
                return self.__dict__.get("path"), vars(self).get("path")


        def newest(folder):
            paths = sorted(Path(folder).iterdir(), key=operator.attrgetter("stat"))
            loads = pkgutil.resolve_name("json:loads")
            name = functools.reduce(getattr, ["parent", "name"], Path(folder))
            sep = operator.attrgetter("sep")(os)
            home = os.__dict__.get("environ").get("HOME", "")
            decoder = importlib.import_module(".decoder", "json")
            total = functools.reduce(operator.add, [1, 2, 3], 0)
            logger.info("%s %s %s %s %s", name, sep, home, decoder, total)
            return paths, loads, os.__getattribute__("sep")
    """),
    "error_1-exit-flags-with-a-class-default-and-assigned-exits": ("error_1", """
        import logging

        logger = logging.getLogger(__name__)


        class Quiet:
            quiet = False

            def __init__(self, kinds=(KeyError,)):
                self.kinds = kinds
                self.closed = True

            def enable(self):
                self.quiet = True

            def __enter__(self):
                return self

            def __exit__(self, exc_type, exc, tb):
                if self.quiet:
                    return True
                handled = exc_type is not None and issubclass(exc_type, self.kinds)
                return handled


        class Timer:
            def __init__(self, verbose=True):
                self.verbose = verbose

            def __enter__(self):
                return self

            __exit__ = lambda self, *exc: None


        class Closing:
            def __enter__(self):
                return self

            def __exit__(self, *exc):
                return self.verbose

            def __init__(self, verbose):
                self.verbose = verbose


        def _log_and_keep(self, exc_type, exc, tb):
            if exc_type is not None:
                logger.debug("leaving with %s", exc_type)
            return False


        class Logged:
            def __enter__(self):
                return self

            __exit__ = _log_and_keep
            __aexit__ = staticmethod(lambda *exc: False)


        class Traced:
            def __enter__(self):
                return self

            __exit__ = lambda self, *exc: logger.error("failed", exc_info=True) or True
    """),
    "logic_9-timer-rescheduling-itself-and-work-handed-to-a-pool": ("logic_9", """
        import asyncio
        import threading
        from concurrent.futures import ThreadPoolExecutor

        POOL = ThreadPoolExecutor()


        def poll(loop, state):
            state.ticks += 1
            loop.call_later(5, poll, loop, state)


        def heartbeat(state):
            state.beats += 1
            threading.Timer(30, heartbeat, args=(state,)).start()


        def resize(path):
            return path.upper()


        def resize_all(paths):
            return [future.result() for future in [POOL.submit(resize, p) for p in paths]]


        async def main(paths):
            return await asyncio.to_thread(resize_all, paths)
    """),
    "logic_8-constants-whose-number-is-their-meaning": ("logic_8", """
        HEADING_LEVEL_TWO = 2
        SIXTY_SECONDS = 60
        HTTP_404 = 404
        DAYS_30 = 30
        MIN_AGE_18 = 18


        def check(level, wait, status, age_days, age):
            return (
                level == HEADING_LEVEL_TWO
                and wait < SIXTY_SECONDS
                and status != HTTP_404
                and age_days <= DAYS_30
                and age >= MIN_AGE_18
            )
    """),
    "logic_7-lambdas-that-may-return": ("logic_7", """
        import functools
        import logging
        import sys

        logger = logging.getLogger(__name__)
        warn = lambda message: logger.warning(message)
        say = functools.partial(print, file=sys.stderr)
        check = lambda ok: ok or sys.exit(1)


        def main(args):
            if not args:
                warn('no arguments')
            else:
                say(args[0])
            if check(args):
                say('checked')
            else:
                warn('unreachable')
    """),
    "style_9-setattr-on-objects-and-module-constants-not-builtins": ("style_9", """
        import sys
        import types

        registry = {}
        registry.__setitem__('list', [1])
        sys.modules[__name__].VERSION = '1.0'
        setattr(sys.modules[__name__], 'helper_count', 3)


        class Box:
            pass


        box = Box()
        setattr(box, 'type', 'square')
        box.__dict__.__setitem__('id', 4)
        ns = types.SimpleNamespace()
        setattr(ns, 'max', 5)
        globals().__setitem__('LIMIT', 10)
    """),
    "style_5-functions-unpacked-and-setattr-of-values": ("style_5", """
        from collections.abc import Callable


        def pick(a: int, b: int) -> int:
            return a + b


        first, second = pick, sorted
        low, high = 0, 10
        pairs = sorted([(1, 'a')], key=lambda pair: pair[0])
        handler: Callable[[int], int] | None = None


        class Box:
            def __init__(self, name: str) -> None:
                setattr(self, name, 3)
                object.__setattr__(self, 'key', sorted)
    """),
    "doc_1-docstring-set-by-a-decorator-and-from-another": ("doc_1", '''
        """Totals."""

        import functools


        def doc(text):
            def wrap(func):
                func.__doc__ = text
                return func
            return wrap


        @doc('Return the sum.')
        def total(values):
            return sum(values)


        @functools.wraps(total)
        def wrapper(values):
            return total(values)


        wrapper.__doc__ = total.__doc__ + ' Also logs.'
        wrapper.__doc__ = f'{total.__name__}: {total.__doc__}'
        print('this is a very long message printed to the user, not documentation at all, ok')
    '''),
    "style_7-modern-string-types-and-type-comments": ("style_7", """
        from collections.abc import Sequence
        from typing import TypeAlias, TypeVar, cast

        T = TypeVar('T', bound='Sequence[int]')
        Num = TypeVar('Num', int, float)
        Scores: TypeAlias = 'dict[str, int | None]'


        def first(values: object) -> int:
            items = cast('list[int]', values)  # type: ignore[redundant-cast]
            count = 0  # type: int
            # type: the kind of record, e.g. List of users
            return items[count]
    """),
    "doc_5-empty-class-on-one-line-and-statements-over-lines": ("doc_5:lines_per_comment=4", """
        class EmptyInputError(ValueError): pass


        def mean(values):
            # Refuse an empty list: the mean is undefined.
            if not values:
                raise EmptyInputError(
                    'no values')
            # Sum once and divide by the count.
            total = sum(
                values)
            return total / len(values)
    """),
    "style_1-snake-case-fields-through-module-containers": ("style_1", """
        import csv
        from collections import namedtuple
        from enum import Enum
        from types import SimpleNamespace

        FIELDS = ['max_retries', 'base_url']
        Config = namedtuple('Config', FIELDS)
        COLORS = ('RED', 'BLUE')
        Color = Enum('Color', COLORS)
        DEFAULTS = {'max_retries': 3}
        settings = SimpleNamespace(**DEFAULTS)


        def rows(path):
            with open(path) as handle:
                reader = csv.reader(handle)
                header = next(reader)
                row_type = namedtuple('Row', header)
                return [row_type(*row) for row in reader]
    """),
    "style_6-number-values-of-dict-items-and-str-field-defaults": ("style_6", """
        from dataclasses import dataclass, field

        COUNTS = {'apples': 3, 'pears': 4}
        LABELS = dict(apple='Apple', pear='Pear')


        @dataclass
        class Basket:
            name: str = field(default='basket')
            size: int = field(default=3)

            def describe(self) -> str:
                return f'{self.name}: {self.size % 2}'


        def report() -> list[str]:
            lines = []
            for fruit, count in COUNTS.items():
                lines.append(f'{fruit}: {count % 2}')
            for key, label in LABELS.items():
                lines.append(f'{key}={label}')
            size = COUNTS.get('apples', 0) % 5
            return [*lines, str(size)]
    """),
    "doc_4-pragmas-prose-about-old-code-and-a-generator-trick": ("doc_4", """
        import sys


        def total(values):  # noqa: C901
            # Previously this summed with a loop; now it uses the builtin sum.
            # The old format of the file was: key=value
            # type: ignore[arg-type]
            # pragma: no cover
            # Note: the formula is area = width * height
            if not values:
                raise ValueError('empty')
            for value in values:
                if value < 0:
                    break
            return sum(values)


        def numbers():
            return
            yield


        def main():
            sys.exit(total([1]))
    """),
    "doc_4-multi-line-strings-that-are-read": ("doc_4", '''
        import textwrap

        HELP = """
        Usage: tool [options]
        Sum the given values.
        """
        SNIPPET = """
        import os
        print(os.getcwd())
        """
        QUERY = """
        SELECT name
        FROM users
        """


        def show():
            print(HELP)
            exec(textwrap.dedent(SNIPPET))
    '''),
    "error_4-exceptions-picked-from-classes-and-caught-errors": ("error_4", """
        import logging

        logger = logging.getLogger(__name__)

        NEGATIVE = "age must be non-negative"
        TOO_OLD = "age is not plausible"
        ERRORS = {"negative": ValueError, "too_old": OverflowError}


        class Validator:
            def __init__(self):
                self.error = None
                self.kind = ValueError

            def check(self, age):
                if age < 0:
                    msg = NEGATIVE
                    raise ERRORS["negative"](msg)
                if age > 150:
                    error = OverflowError(TOO_OLD) if age < 1000 else ValueError(TOO_OLD)
                    raise error
                return age

            def finish(self):
                if self.error is not None:
                    raise self.error
                problems = [ValueError(f"{NEGATIVE}: {age}") for age in ()]
                for problem in problems:
                    logger.warning("%s", problem)
                kinds = [self.kind, TypeError]
                raise kinds[0]


        def reraise(errors):
            for error in errors:
                raise error
            first = errors[0] if errors else None
            if first:
                raise first
    """),
    "logic_5-enum-member-looked-up-by-name": ("logic_5", """
        import enum


        class Status(enum.Enum):
            UNKNOWN = 0
            RUNNING = 1

            @classmethod
            def from_string(cls, text):
                try:
                    return cls[text]
                except KeyError:
                    return cls.UNKNOWN


        def parse(text):
            try:
                status = Status[text]
            except KeyError:
                status = Status.UNKNOWN
            return status
    """),
    "doc_4-pragma-explained-by-naming-the-flagged-call": ("doc_4", """
        import random
        from typing import TypedDict

        _counter = 0


        def jitter() -> float:
            return random.random()  # noqa: S311 random.random() is fine for backoff jitter


        def bump() -> int:
            global _counter  # noqa: PLW0603 global state
            _counter += 1
            return _counter


        class Options(TypedDict, total=False):  # type: ignore[misc] - TypedDict(total=False)
            verbose: bool
    """),
    "doc_4-settings-sample-kept-in-a-public-string": ("doc_4", '''
        import configparser

        EXAMPLE_CONFIG = """
        [server]
        host = "localhost"
        port = 8080
        """


        def load(text: str) -> configparser.ConfigParser:
            parser = configparser.ConfigParser()
            parser.read_string(text)
            return parser
    '''),
    "doc_4-generator-made-empty-by-yield-from-an-empty-tuple": ("doc_4", """
        from collections.abc import Iterator


        def nothing() -> Iterator[int]:
            return
            yield from ()


        def nothing_either() -> Iterator[int]:
            return
            yield None
    """),
    "style_7-callable-named-in-a-type-comment-unimported": ("style_7", """
        def apply(func, value):
            # type: (Callable[[int], int], int) -> int
            return func(value)
    """),
    "style_6-number-looked-up-by-a-constant-key-of-a-mixed-dict": ("style_6", """
        CONFIG = {'service': 'billing', 'retries': 5, 'interval': 2}
        LIMITS = dict(name='default', per_minute=60)


        def should_log() -> bool:
            return CONFIG.get('retries', 3) % 2 == 1


        def window(seconds: int) -> int:
            return seconds % LIMITS.get('per_minute', 60) + LIMITS.pop('per_minute') % 7
    """),
    "style_6-modulo-on-a-field-another-dataclass-types-as-str": ("style_6", """
        from dataclasses import dataclass


        @dataclass
        class Release:
            version: str
            year: str


        @dataclass
        class Event:
            title: str
            year: int


        def is_leap(event: Event) -> bool:
            return event.year % 4 == 0


        def leap_events(events):
            return [event for event in events if event.year % 4 == 0]
    """),
    "doc_1-short-doc-handed-to-a-call-on-a-long-code-line": ("doc_1", """
        from collections.abc import Callable
        from typing import Any

        REGISTRY: dict[str, tuple[Callable[..., Any], int, int]] = {}


        def register(func: Callable[..., Any], summary: str, timeout: int, retries: int) -> None:
            func.__doc__ = summary
            REGISTRY[func.__name__] = (func, timeout, retries)


        def fetch_quarterly_finance_report_rows(year: int) -> list[int]:
            return [year]


        register(fetch_quarterly_finance_report_rows, "Fetch report rows.", timeout=30, retries=3)
    """),
    "style_9-lazy-module-getattr-caching-a-checked-name": ("style_9", """
        import importlib
        import sys

        _LAZY = {'numpy_version': 'numpy', 'pandas_version': 'pandas'}
        FLAGS = ('DEBUG', 'VERBOSE')


        def __getattr__(name: str) -> object:
            if name not in _LAZY:
                raise AttributeError(name)
            value = getattr(importlib.import_module(_LAZY[name]), '__version__', '?')
            setattr(sys.modules[__name__], name, value)
            return value


        for flag in FLAGS:
            globals()[flag] = False
    """),
    "logic_5-key-looked-up-on-objects-whose-get-differs-or-is-missing": ("logic_5", """
        import configparser
        from enum import Enum

        import pandas as pd


        def price_row(prices: pd.DataFrame, sku):
            try:
                row = prices.loc[sku]
            except KeyError:
                row = None
            return row


        def database_section(parser: configparser.ConfigParser):
            try:
                section = parser['database']
            except KeyError:
                section = {}
            return section


        def server_section(parser: configparser.ConfigParser):
            if 'server' not in parser:
                return {}
            return parser['server']


        class Registry:
            def __init__(self):
                self._plugins = {}

            def __contains__(self, name):
                return name in self._plugins

            def __getitem__(self, name):
                return self._plugins[name]


        registry = Registry()


        def find(name):
            if name not in registry:
                return None
            return registry[name]


        class Color(Enum):
            RED = 'red'


        STATUS = Color


        def parse_color(name):
            try:
                return STATUS[name]
            except KeyError:
                return Color.RED
    """),
    "logic_8-number-named-with-its-unit-ordinal-or-standard": ("logic_8", """
        FPS_60 = 60
        COLUMNS_80 = 80
        PROTOCOL_5 = 5
        GRADE_12 = 12
        RFC_2822 = 2822


        def is_smooth(frame_rate: int) -> bool:
            return frame_rate >= FPS_60


        def too_wide(line: str) -> bool:
            return len(line) > COLUMNS_80


        def supports_buffers(protocol: int) -> bool:
            return protocol >= PROTOCOL_5


        def senior(grade: int) -> bool:
            return grade == GRADE_12


        def is_rfc(standard: int) -> bool:
            return standard == RFC_2822
    """),
    "logic_9-worker-thread-restarting-itself-after-a-crash": ("logic_9", """
        import logging
        import queue
        import threading

        logger = logging.getLogger(__name__)


        class Worker:
            def __init__(self, jobs: queue.Queue) -> None:
                self.jobs = jobs
                self._stopped = threading.Event()

            def start(self) -> None:
                thread = threading.Thread(target=self._run, daemon=True)
                thread.start()

            def _run(self) -> None:
                try:
                    while not self._stopped.is_set():
                        self.jobs.get()()
                except Exception:
                    logger.exception('worker crashed; restarting')
                    self.start()
    """),
    "style_9-module-settings-set-from-the-keys-of-a-defaults-dict": ("style_9", """
        import os
        import sys

        DEFAULTS = {'TIMEOUT': 30, 'RETRIES': 3, 'REGION': 'eu-west-1'}


        def load() -> None:
            module = sys.modules[__name__]
            for key, default in DEFAULTS.items():
                setattr(module, key, os.environ.get(f'APP_{key}', default))
    """),
    "logic_5-key-error-kept-as-the-value": ("logic_5", """
        def lookup(table: dict, key):
            try:
                value = table[key]
            except KeyError as error:
                value = error
            return value
    """),
    "logic_8-number-named-with-an-algorithm-it-belongs-to": ("logic_8", """
        CRC_32 = 32
        AES_128 = 128


        def checksum_bits(bits: int) -> bool:
            return bits == CRC_32


        def weak_key(bits: int) -> bool:
            return bits <= AES_128
    """),
    "doc_4-settings-layout-behind-a-long-old-label": ("doc_4", """
        # Old config (still accepted): retries=3; timeout=10
        DEFAULTS = {'retries': 3, 'timeout': 10}


        def parse_legacy(text: str) -> dict[str, str]:
            pairs = (part.split('=', 1) for part in text.split(';') if '=' in part)
            return {key.strip(): value.strip() for key, value in pairs}
    """),
    "logic_9-walk-driven-by-its-own-queue-of-calls": ("logic_9", """
        from collections import deque


        class Walker:
            def __init__(self) -> None:
                self.pending: deque = deque()
                self.seen: list[str] = []

            def submit(self, func, *args) -> None:
                self.pending.append((func, args))

            def run(self) -> list[str]:
                while self.pending:
                    func, args = self.pending.popleft()
                    func(*args)
                return self.seen

            def visit(self, node) -> None:
                self.seen.append(node.name)
                for child in node.children:
                    self.submit(self.visit, child)


        def walk(root) -> list[str]:
            walker = Walker()
            walker.submit(walker.visit, root)
            return walker.run()
    """),
    "library_2-warnings-naming-an-epoch-or-batch-that-warn-of-trouble": ("library_2", """
        import logging
        import math
        import warnings

        logger = logging.getLogger(__name__)


        def fit(model, data, epochs):
            history = []
            for epoch in range(epochs):
                total = 0.0
                for batch, (x, y) in enumerate(data):
                    loss = model.step(x, y)
                    if math.isnan(loss):
                        warnings.warn(f"loss is NaN at epoch {epoch}, batch {batch}")
                        return history
                    total += loss
                mean = total / max(len(data), 1)
                if history and mean > history[-1] * 10:
                    warnings.warn(f"loss jumped at epoch {epoch}: {history[-1]:.3g} -> {mean:.3g}")
                history.append(mean)
                logger.info("epoch %d: mean loss %.4f", epoch, mean)
            if len(data) % 32:
                warnings.warn(f"last batch has {len(data) % 32} samples (batch size 32)")
            return history


        def load_rows(rows):
            duplicates = len(rows) - len({row["id"] for row in rows})
            if duplicates:
                warnings.warn(f"loaded {len(rows)} rows with {duplicates} duplicate ids")
            return rows


        def schedule(epoch, lr, max_iter):
            if epoch > 100:
                warnings.warn("epoch %d is past the schedule's end; lr stays at %g" % (epoch, lr))
            warnings.warn(f"lbfgs stopped at iteration {epoch}", RuntimeWarning)
            return lr * 0.95**epoch
    """),
    "library_2-rich-progress-drawn-on-a-console-that-writes-to-a-file": ("library_2", """
        import csv
        import logging
        from pathlib import Path

        from rich.console import Console
        from rich.logging import RichHandler
        from rich.progress import Progress, track

        logger = logging.getLogger(__name__)


        class Exporter:
            def __init__(self, report_path: Path) -> None:
                self.report = report_path.open("w", encoding="utf-8")
                self.console = Console(file=self.report, width=100)

            def export(self, rows: list[dict[str, str]], target: Path) -> int:
                with target.open("w", newline="", encoding="utf-8") as handle:
                    writer = csv.DictWriter(handle, fieldnames=list(rows[0]))
                    writer.writeheader()
                    for row in track(rows, description="export", console=self.console):
                        writer.writerow(row)
                logger.info("exported %d rows to %s", len(rows), target)
                return len(rows)


        def build(steps: list[str], report: Path) -> None:
            with report.open("w", encoding="utf-8") as handle:
                console = Console(file=handle, force_terminal=False)
                with Progress(console=console) as progress:
                    task = progress.add_task("build", total=len(steps))
                    for step in steps:
                        logger.info("step %s finished", step)
                        progress.advance(task)


        if __name__ == "__main__":
            logging.basicConfig(level=logging.INFO, handlers=[RichHandler()])
            build(["fetch", "compile"], Path("build-progress.txt"))
    """),
    "library_2-another-functions-archive-is-a-catalogue-with-a-list-method": ("library_2", """
        import logging
        import tarfile
        from dataclasses import dataclass, field
        from pathlib import Path

        logger = logging.getLogger(__name__)


        @dataclass
        class Catalogue:
            root: Path
            entries: list[str] = field(default_factory=list)

            def refresh(self) -> None:
                self.entries = sorted(p.name for p in self.root.glob("*.tar.gz"))

            def list(self) -> list[str]:
                return list(self.entries)


        def snapshot(source: Path, dest: Path) -> Path:
            target = dest / f"{source.name}.tar.gz"
            with tarfile.open(target, "w:gz") as archive:
                archive.add(source, arcname=source.name)
            logger.info("wrote snapshot %s", target)
            return target


        def report(dest: Path) -> list[str]:
            archive = Catalogue(dest)
            archive.refresh()
            names = archive.list()
            for name in names:
                logger.info("snapshot: %s", name)
            return names
    """),
    "error_4-a-stored-failure-re-raised-while-a-test-plants-a-fake": ("error_4", """
        import threading


        class Job:
            def __init__(self, target) -> None:
                self.target = target
                self.error: BaseException | None = None
                self.result = None

            def run(self) -> None:
                try:
                    self.result = self.target()
                except Exception as exc:  # noqa: BLE001 - re-raised in join()
                    self.error = exc

            def join(self):
                thread = threading.Thread(target=self.run)
                thread.start()
                thread.join()
                if self.error is not None:
                    raise self.error
                return self.result


        def test_join_reraises() -> None:
            job = Job(lambda: None)
            job.run = lambda: None
            job.error = RuntimeError("boom")
            try:
                job.join()
            except RuntimeError as err:
                assert str(err) == "boom"
    """),
    "logic_5-lookup-error-on-a-regex-match-and-a-list": ("logic_5", """
        import re


        def year(text):
            match = re.match(r'(?P<year>\\d{4})', text)
            try:
                value = match['year']
            except LookupError:
                value = None
            return value


        def cell(rows, index):
            try:
                return rows[index]
            except LookupError:
                return ''
    """),
    "logic_5-lookup-error-on-sqlite-rows": ("logic_5", """
        import sqlite3


        def title_of(row):
            try:
                return row['title']
            except LookupError:
                return ''


        def titles(path):
            with sqlite3.connect(path) as db:
                db.row_factory = sqlite3.Row
                return [title_of(row) for row in db.execute('SELECT * FROM books')]
    """),
    "logic_3-import-guards-catching-more-than-import-errors": ("logic_3", """
        try:
            from yaml import CSafeLoader as Loader
        except (ImportError, AttributeError):
            from yaml import SafeLoader as Loader

        try:
            import ctypes
            libc = ctypes.CDLL('libc.so.6')
        except (ImportError, OSError):
            libc = None

        try:
            import orjson as json
        except ImportError:
            import json

        print(Loader, libc, json)
    """),
    "doc_1-short-property-docs-on-long-class-body-lines": ("doc_1", """
        import yaml


        class Basket:
            def _get_total(self):
                return 0

            def _set_total(self, value):
                pass

            total = property(_get_total, doc="The total of the basket, computed once per batch.")
            size = property(_get_total, _set_total, None, "The number of items in the basket.")
            raw = yaml.safe_load(open("basket.yaml"))["a"]  # type: ignore[index, union-attr]
    """),
    "doc_1-template-values-handed-to-a-library-doc-decorator": ("doc_1", '''
        from pandas.util._decorators import doc

        Kind = type("Kind", (), {"__doc__": "A kind of basket.", "label": "basket " * 20})


        @doc(klass="DataFrame", other="Series, the one-dimensional labelled array of pandas")
        def total(values):
            """Return the sum of the {klass} values."""
            return sum(values)
    '''),
    "doc_2-private-helpers-beside-a-public-api-and-of-verbs": ("doc_2", '''
        """Totals of baskets."""

        __all__ = ["total", "Basket"]


        def _helper(values):
            return [value for value in values if value]


        def total(values):
            """Instead of raising, return 0 for no truthy values."""
            return sum(_helper(values))


        def close(handle):
            """Dispose of the handle and its buffers."""
            handle.close()


        class Basket:
            """A basket of items."""

            def _size(self):
                return 0

            size = property(_size)
            _cached = _size


        _default = _helper
        compat_total = total
    '''),
    "style_2-rules-separators-formats-and-markup-in-fields": ("style_2", """
        def report(name, names, width, value, depth):
            banner = f'{"=" * 40} {name:^40} {"-" * width}'
            listing = f'Guests: {" and ".join(names)}; {", ".join(sorted(names))}'
            money = f'{"%.2f" % value} EUR, {"{:>10}".format(value)}'
            indent = f'{"&nbsp;" * depth}{name}{"  " * depth}{"│  " * depth}'
            stars = f'{"*" * len(name)} {"ab".index(name[0]) if name else -1}'
            return banner, listing, money, indent, stars
    """),
    "doc_3-helper-left-out-of-a-literal-all": ("doc_3", '''
        """Build lookup tables for the report."""

        __all__ = ['report']


        def build_table(rows):
            return {row[0]: row[1] for row in rows}


        def report(rows):
            """Return the report's lookup table."""
            return build_table(rows)
    '''),
    "style_1-lazy-module-getattr-caching-in-globals": ("style_1", """
        import importlib

        _LAZY_MODULES = {'json_tools': 'json', 'csv_tools': 'csv'}


        def __getattr__(name):
            if name not in _LAZY_MODULES:
                raise AttributeError(name)
            module = importlib.import_module(_LAZY_MODULES[name])
            globals()[name] = module
            return module
    """),
    "style_1-lazy-submodule-getattr-caching-in-globals": ("style_1", """
        import importlib


        def __getattr__(name):
            module = importlib.import_module(f'.{name}', __name__)
            globals()[name] = module
            return module
    """),
    "doc_5-wrapped-comment-ending-in-one-word": ("doc_5", """
        # Results are cached between calls; the cache must be cleared whenever the
        # database changes, or stale rows would be served to callers as if they were
        # current.
        CACHE = {}


        def lookup(key, load):
            value = CACHE.get(key)
            if value is None:
                value = load(key)
                CACHE[key] = value
            return value


        def forget(key):
            if key in CACHE:
                del CACHE[key]
            return len(CACHE)


        def forget_all():
            count = len(CACHE)
            CACHE.clear()
            return count


        def size():
            return len(CACHE)
    """),
    "doc_5-wrapped-comment-naming-a-condition-in-code-notation": ("doc_5", """
        def resolve(options, server):
            group = options.get('group')
            capture = options.get('capture_children', False)
            bundle = options.get('bundle_index', -1)
            # The client resolves most placements itself, but not when
            # group = default and capture_children
            # are both given: that case is sent on to the server instead.
            if group == 'default' and capture:
                return server.resolve(options)
            if group is None:
                return None
            if bundle >= 0:
                return server.lookup(group, bundle)
            return server.lookup(group)


        def describe(options):
            group = options.get('group', 'none')
            bundle = options.get('bundle_index', -1)
            return f'{group}:{bundle}'


        def is_default(options):
            return options.get('group') == 'default'
    """),
    "doc_5-same-note-in-two-parallel-functions": ("doc_5", """
        def mean_of_rows(rows):
            totals = []
            for row in rows:
                # Skip empty rows so they do not divide by zero.
                if not row:
                    continue
                totals.append(sum(row) / len(row))
            return totals


        def max_of_rows(rows):
            peaks = []
            for row in rows:
                # Skip empty rows so they do not divide by zero.
                if not row:
                    continue
                peaks.append(max(row) / len(row))
            return peaks
    """),
    "style_4-imports-in-match-cases-retry-loops-and-a-version-test": ("style_4", """
        import sys
        import time

        if sys.version_info < (3, 11):
            import tomli as tomllib
        else:
            import tomllib


        def load(kind, path):
            match kind:
                case 'json':
                    import json

                    return json.load(open(path))
                case _:
                    import pickle

                    return pickle.load(open(path, 'rb'))


        def connect():
            for attempt in range(3):
                try:
                    import requests
                except ImportError:
                    time.sleep(attempt)
                    continue
                break
            while True:
                import readline

                line = input()
                if not line:
                    break
            return tomllib, readline, requests
    """),
    "style_5-namespaces-of-data-and-a-sort-key-lambda": ("style_5", """
        import argparse
        from types import SimpleNamespace


        def build(values: list[int]) -> SimpleNamespace:
            ordered = sorted(values, key=lambda value: -value)
            config = SimpleNamespace(values=ordered, total=sum(values), key=len)
            point = type('Point', (), {'x': 0, 'y': 0})
            args = argparse.Namespace(verbose=False, handler=print)
            return SimpleNamespace(config=config, point=point, args=args)
    """),
    "logic_1-a-match-whose-last-case-catches-everything": ("logic_1", """
        def describe(shape):
            match shape:
                case 'circle':
                    return 1
                case 'square':
                    return 2
                case 'triangle':
                    return 3
                case 'hexagon':
                    return 4
                case other:
                    raise NotImplementedError(other)
    """),
    "logic_3-an-invariant-assert-before-a-loop": ("logic_3", """
        def first_even(numbers):
            assert numbers is not None
            for number in numbers:
                if number % 2 == 0:
                    return number
            return None
    """),
    "logic_3-a-straight-line-test-of-asserts": ("logic_3", """
        def test_split_words():
            words = 'a b c'.split()
            assert len(words) == 3
            assert words[0] == 'a'
            assert words[-1] == 'c'
    """),
    "logic_9-fields-read-by-name": ("logic_9", """
        from dataclasses import dataclass, fields


        class Point:
            fields = ('x', 'y')

            def __init__(self, x, y):
                self.x = x
                self.y = y

            def to_dict(self):
                return {name: getattr(self, name) for name in self.fields}


        @dataclass
        class Record:
            name: str
            size: int

            def as_row(self):
                return [getattr(self, field.name) for field in fields(self)]

            def as_dict(self):
                return {key: getattr(self, key) for key in vars(self)}
    """),
    "logic_9-a-handler-picked-by-a-prefixed-name": ("logic_9", """
        class Handler:
            def handle(self, event):
                method = getattr(self, f'on_{event.kind}', None)
                if method is None:
                    return None
                return method(event)

            def on_click(self, event):
                return event.x
    """),
    "logic_9-a-copy-of-a-library-hash": ("logic_9", """
        import hashlib


        class Signer:
            def __init__(self, key):
                self._hash = hashlib.sha256(key)

            def _current(self):
                return self._hash.copy()

            def digest(self):
                copy = self._current()
                return copy.digest()

            def hexdigest(self):
                return self._hash.copy().hexdigest()
    """),
    "logic_9-an-attribute-a-library-base-sets": ("logic_9", """
        from pandas.io.excel._base import BaseExcelReader


        class SheetReader(BaseExcelReader):
            def get_sheet_by_name(self, name):
                if name not in self.sheet_names:
                    raise ValueError(f'no sheet {name}')
                return self.book.get_sheet_by_name(name)
    """),
    "logic_9-a-wrapper-calling-the-function-it-replaces": ("logic_9", """
        def minimize(fun, x0):
            if isinstance(x0, float):
                original = fun

                def scalar_fun(x):
                    return original(x[0])

                fun = scalar_fun
                x0 = [x0]
            return fun(x0)
    """),
    "library_2-progress-bars-kept-off-the-console": ("library_2", """
        import logging

        import enlighten
        import progressbar
        from tensorflow.keras.utils import Progbar
        from tqdm.contrib.logging import logging_redirect_tqdm

        logger = logging.getLogger(__name__)


        def process(items, log_file):
            manager = enlighten.get_manager(stream=log_file)
            counter = manager.counter(total=len(items), desc="processing")
            bar = progressbar.ProgressBar(max_value=len(items), fd=log_file)
            quiet = Progbar(len(items), verbose=0)
            with logging_redirect_tqdm():
                for index, item in enumerate(items, start=1):
                    logger.info("processed %s", item)
                    counter.update()
                    bar.update(index)
                    quiet.update(index)
            return items
    """),
    "doc_4-sphinx-attribute-comments-and-used-old-style-helpers": ("doc_4", '''
        import dataclasses


        @dataclasses.dataclass
        class Settings:
            """Settings of a run."""

            #: The maximum number of retries before giving up.
            retries: int = 3
            #: int: seconds to wait between two retries.
            delay: int = 1


        class _OldStyleRecord:
            """A record read from files written before version 2."""


        def _old_format(line):
            """Parse a line in the format of version 1."""
            return line.split(';')


        _legacy_key = lambda item: item[0]  # noqa: E731


        def parse(line, records=(_OldStyleRecord,)):
            return sorted(_old_format(line), key=_legacy_key)
    '''),
    "style_1-snake-case-and-constant-keys-in-the-namespace-of-type": ("style_1", """
        import json


        def _describe(self):
            return json.dumps(vars(self))


        Config = type('Config', (), {'max_value': 3, 'LIMIT': 10, 'describe': _describe})
        Record = type('Record', (object,), {'__doc__': 'A record.', 'Nested': Config})
    """),
    "library_2-warnings-of-trouble-in-progress-words-and-own-categories": ("library_2", '''
        import logging
        import warnings

        logger = logging.getLogger(__name__)


        class DataQualityWarning(UserWarning):
            """Rows that look wrong but can still be used."""


        class OldFormatWarning(DeprecationWarning):
            """A file written by an old release."""


        def load(rows, path, device):
            if not rows:
                warnings.warn("loading the cache failed; rebuilding it", stacklevel=2)
            if device == "cpu":
                warnings.warn(f"training is slow on the {device}", stacklevel=2)
            if path.suffix == ".v1":
                warnings.warn(f"reading {path} in the old format", OldFormatWarning, stacklevel=2)
            skipped = [row for row in rows if row is None]
            if skipped:
                message = f"{len(skipped)} rows were skipped"
                warnings.warn(message, DataQualityWarning, stacklevel=2)
            warnings.warn("running without a GPU is not supported", RuntimeWarning, stacklevel=2)
            logger.info("loaded %d rows", len(rows))
            return rows
    '''),
    "style_6-remainders-of-calls-that-give-numbers": ("style_6", """
        def count(values):
            return len(values)


        def label():
            return 'even'


        def parity(values) -> str:
            if count(values) % 2:
                return 'odd'
            return label()


        def width() -> int:
            return 4


        def report(values):
            return f'{parity(values)} {width() % 3} {count(values) % 5}'
    """),
    "library_2-global-archive-beside-a-local-catalogue-list": ("library_2", """
        import logging
        import tarfile

        logger = logging.getLogger(__name__)
        archive = None


        class Catalogue:
            def __init__(self, names):
                self.names = names

            def list(self):
                return list(self.names)


        def load(path):
            global archive
            with tarfile.open(path) as archive:
                return archive.getnames()


        def show(names):
            archive = Catalogue(names)
            for name in archive.list():
                logger.info("member: %s", name)
    """),
    "library_2-timeit-wrappers-with-a-default-setup": ("library_2", """
        import logging
        import timeit

        logger = logging.getLogger(__name__)


        def bench(statement, setup="pass", number=1000):
            return timeit.timeit(statement, setup, number=number)


        def bench_all(statements):
            return {name: timeit.timeit(code, number=100) for name, code in statements.items()}


        def profile_later(statement):
            return timeit.repeat(statement, number=10)


        RUNNERS = {"later": profile_later}


        def main():
            data = list(range(1000))
            seconds = bench("sorted(data)", setup="from __main__ import data")
            logger.info("sorted %d items in %.3f s", len(data), seconds)
            logger.info("sums: %s", bench_all({"sum": "sum(range(100))"}))
            return RUNNERS["later"]("len('abc')")
    """),
    "error_4-factories-given-a-one-word-kind-and-helpers-given-names": ("error_4", """
        from pathlib import Path

        MESSAGES = {"missing": "no such file", "negative": "age must be non-negative"}
        TEMPLATE = "age must be non-negative, got %d"


        def _error(path, kind):
            msg = f"{MESSAGES[kind]}: {path}"
            return FileNotFoundError(msg)


        def _fail(template, *args):
            raise ValueError(template % args)


        def _raise(error):
            raise error


        def _missing(path):
            raise FileNotFoundError(path.resolve())


        class Loader:
            def _problem(self, path, kind):
                msg = f"{kind}: {path}"
                return OSError(msg)

            def load(self, path: Path):
                if not path.exists():
                    raise self._problem(path, "missing")
                if path.is_dir():
                    error = _error(path, "directory")
                    raise error
                return path.read_text()


        def check(age, path):
            if age < 0:
                _fail(TEMPLATE, age)
            if age > 150:
                msg = MESSAGES.get("negative", "age is not plausible")
                _raise(ValueError(msg))
            if not path.exists():
                _missing(Path("data") / path)
            if age == 0:
                raise ValueError(MESSAGES.get("negative"))
            return age
    """),
    "error_2-helpers-that-may-return-chain-or-only-check": ("error_2", """
        import logging

        logger = logging.getLogger(__name__)


        class ConfigError(Exception):
            pass


        def _convert(value):
            if isinstance(value, int):
                return value
            raise TypeError(value)


        def _check(key, config):
            if key not in config:
                raise ConfigError(key)


        def _translate(error, strict):
            if strict:
                raise ConfigError(str(error)) from error
            raise ConfigError(str(error)) from None


        def _defaults(keys):
            for key in keys:
                if not key:
                    raise ConfigError(key)
                yield key, None


        def _unsupported(kind):
            if kind == "yaml":
                raise NotImplementedError(kind)
            raise NotImplementedError(kind)


        def read(config, key, strict=False):
            try:
                return _convert(config[key])
            except KeyError as err:
                _check(key, config)
                logger.warning("no %s; using the default", key)
                dict(_defaults([key]))
                _unsupported("toml")
                _translate(err, strict)
            return None
    """),
    "error_1-retry-loop-over-a-range-and-a-partial-of-specific-suppress": ("error_1", """
        import contextlib
        import functools
        import logging

        logger = logging.getLogger(__name__)
        quiet_lookups = functools.partial(contextlib.suppress, KeyError, IndexError)


        def load(path, retries=3):
            for attempt in range(1, retries + 1):
                try:
                    with open(path) as handle:
                        return handle.read()
                except Exception:
                    for _ in range(1):
                        if attempt == retries:
                            raise
                    logger.warning("attempt %d failed", attempt)
            return None


        def first(table, key):
            with quiet_lookups():
                return table[key][0]
            return None
    """),
    "library_2-docs-bytecode-and-calendars-made-as-text-and-logged": ("library_2", """
        import calendar
        import dis
        import logging
        import pydoc

        logger = logging.getLogger(__name__)


        def describe(func, year, month):
            logger.debug("docs:\\n%s", pydoc.render_doc(func, renderer=pydoc.plaintext))
            logger.debug("bytecode:\\n%s", dis.Bytecode(func).dis())
            logger.debug("code info:\\n%s", dis.code_info(func))
            logger.info("calendar:\\n%s", calendar.month(year, month))
            logger.info("year:\\n%s", calendar.TextCalendar().formatyear(year))
            return pydoc.describe(func)
    """),
    "logic_9-fields-compared-by-name": ("logic_9", """
        class Model:
            columns = ('name', 'age')

            def __init__(self, name, age):
                self.name = name
                self.age = age

            def __eq__(self, other):
                return all(getattr(self, c) == getattr(other, c) for c in self.columns)
    """),
    "logic_9-a-store-saving-a-document": ("logic_9", """
        class Document:
            def __init__(self, key, body):
                self.key = key
                self.body = body

            def save(self, storage):
                storage.save(self.key, self.body)
                return self.key
    """),
    "logic_9-a-method-of-the-class-an-isinstance-test-names": ("logic_9", """
        class Leaf:
            label = 'leaf'

            def describe(self):
                return 'leaf'


        class Branch:
            def __init__(self, parts):
                self.parts = parts

            def describe(self):
                names = []
                for part in self.parts:
                    if isinstance(part, Leaf):
                        names.append(part.describe())
                return '+'.join(names)

            @property
            def label(self):
                return '+'.join(part.label for part in self.parts if isinstance(part, Leaf))
    """),
    "logic_9-entries-built-by-library-classes": ("logic_9", """
        import pathlib

        from sklearn.linear_model import LinearRegression
        from sklearn.tree import DecisionTreeRegressor


        class MultiDir:
            def __init__(self, *paths):
                self._paths = [pathlib.Path(path) for path in paths]

            def iterdir(self):
                return [child for path in self._paths for child in path.iterdir()]


        class AveragingEnsemble:
            def __init__(self):
                self.estimators = [LinearRegression(), DecisionTreeRegressor()]

            def fit(self, features, targets):
                for estimator in self.estimators:
                    estimator.fit(features, targets)
                return self
    """),
    "error_1-retry-helper-catching-its-default-exception-types": ("error_1", """
        import time


        def retry(func, attempts=3, exceptions=(ConnectionError, TimeoutError)):
            for attempt in range(attempts - 1):
                try:
                    return func()
                except exceptions:
                    time.sleep(2 ** attempt)
            return func()
    """),
    "error_1-retry-decorator-factory-given-specific-types": ("error_1", """
        import functools
        import time


        def retry(exceptions, attempts=3):
            def decorate(func):
                @functools.wraps(func)
                def wrapper(*args, **kwargs):
                    for attempt in range(attempts - 1):
                        try:
                            return func(*args, **kwargs)
                        except exceptions:
                            time.sleep(2 ** attempt)
                    return func(*args, **kwargs)
                return wrapper
            return decorate


        @retry((ConnectionError, TimeoutError))
        def fetch(client, url):
            return client.get(url)
    """),
    "error_1-type-stored-on-self-from-a-constructor-default": ("error_1", """
        class Decoder:
            def __init__(self, factory, trailing_error=()):
                self._factory = factory
                self._trailing_error = trailing_error

            def decode(self, block):
                decoder = self._factory()
                try:
                    return decoder.decompress(block)
                except self._trailing_error:
                    return b''
    """),
    "error_1-class-attribute-tuple-of-specific-types": ("error_1", """
        class Client:
            retry_on = (ConnectionError, TimeoutError)

            def __init__(self, transport):
                self.transport = transport

            def send(self, request):
                try:
                    return self.transport.send(request)
                except self.retry_on:
                    return self.transport.send(request)
    """),
    "error_1-parameter-default-and-the-one-call-both-specific": ("error_1", """
        import json


        def load(text, errors=(ValueError,)):
            try:
                return json.loads(text)
            except errors as error:
                return {'error': str(error)}


        def load_strict(text):
            return load(text, errors=(json.JSONDecodeError,))
    """),
    "library_2-colour-chosen-by-asking-if-stderr-is-a-terminal": ("library_2", """
        import logging
        import os
        import sys

        logger = logging.getLogger(__name__)


        def configure_logging():
            use_color = os.isatty(sys.stderr.fileno())
            plain = '%(levelname)s %(message)s'
            fmt = '\\033[1m%(levelname)s\\033[0m %(message)s' if use_color else plain
            logging.basicConfig(format=fmt, level=logging.INFO)
            logger.info('logging configured')
    """),
    "library_2-log-lines-wrapped-to-the-terminal-width": ("library_2", """
        import logging
        import os
        import sys
        import textwrap

        logger = logging.getLogger(__name__)


        def log_wrapped(message):
            columns = os.get_terminal_size(sys.stdout.fileno()).columns
            for line in textwrap.wrap(message, width=columns - 10):
                logger.info(line)
    """),
    "library_2-test-reads-the-output-it-captured": ("library_2", """
        import io
        import sys
        import unittest

        from greeter import greet


        class GreetTest(unittest.TestCase):
            def setUp(self):
                self.saved = sys.stdout
                sys.stdout = io.StringIO()

            def tearDown(self):
                sys.stdout = self.saved

            def test_greet_prints_name(self):
                greet('Ada')
                self.assertIn('Ada', sys.stdout.getvalue())
    """),
    "library_2-test-reads-back-lines-of-the-output-it-captured": ("library_2", """
        import io
        import sys
        import unittest

        from greeter import greet


        class GreetTest(unittest.TestCase):
            def setUp(self):
                self.saved = sys.stdout
                sys.stdout = io.StringIO()

            def tearDown(self):
                sys.stdout = self.saved

            def test_greet(self):
                greet("Ada")
                lines = sys.stdout.getvalue().splitlines()
                self.assertEqual(lines[0], "hello Ada")
                self.assertTrue(sys.stdout.getvalue()[0].isalpha())
                self.assertIn(sys.stdout.encoding.lower(), {"utf-8", "utf8"})
    """),
    "library_1-paths-built-with-path-handed-to-image-numpy-and-pandas": ("library_1", """
        import io
        from pathlib import Path

        import matplotlib.pyplot as plt
        import numpy as np
        import pandas as pd
        from PIL import Image


        def export(folder: Path, name: str, frame: pd.DataFrame, bucket: str, raw: bytes):
            image = Image.open(folder / f"{name}.png")
            thumbnail = Image.open(io.BytesIO(raw))
            np.save(folder / f"{name}.npy", np.asarray(image))
            frame.to_csv(folder / f"{name}.csv", index=False)
            frame.to_parquet(f"s3://{bucket}/{name}.parquet")
            frame.to_csv(f"{name}.csv")
            plt.savefig(str(folder / "plot.png"))
            return thumbnail.size
    """),
    "error_1-re-raise-behind-flags-the-code-may-set": ("error_1", """
        import logging
        import os
        from dataclasses import dataclass

        logger = logging.getLogger(__name__)


        class Loader:
            def __init__(self, debug=False, raise_on_error=True):
                self.debug = debug
                self.raise_on_error = raise_on_error
                self.strict = os.environ.get("STRICT") == "1"

            def load(self, path):
                try:
                    with open(path) as handle:
                        return handle.read()
                except Exception:
                    if self.debug or self.strict:
                        raise
                    logger.warning("could not read %s", path)
                    return None

            def parse(self, text):
                try:
                    return int(text)
                except Exception:
                    if self.raise_on_error:
                        raise
                    return None


        @dataclass
        class Fetcher:
            quiet: bool = False

            def fetch(self, client, url):
                try:
                    return client.get(url)
                except Exception:
                    if not self.quiet:
                        raise
                    return None


        def fetch_all(client, urls, strict=False):
            results = []
            for url in urls:
                try:
                    results.append(client.get(url))
                except Exception:
                    if strict:
                        raise
                    logger.warning("skipping %s", url)
            return results


        def main(client, urls):
            verbose = Loader(debug=True)
            return verbose, fetch_all(client, urls, strict=True), Fetcher(quiet=True)
    """),
    "library_2-model-warnings-that-warn-of-trouble": ("library_2", """
        import logging
        import warnings

        logger = logging.getLogger(__name__)


        def load_model(model, state, path):
            missing = model.load_state_dict(state, strict=False).missing_keys
            if missing:
                warnings.warn(f"model loaded with {len(missing)} missing keys", stacklevel=2)
            if path.suffix != ".pt":
                warnings.warn(f"saving results as {path.suffix} is not supported", stacklevel=2)
            if not model.training:
                warnings.warn("data loaded into a model in eval mode", stacklevel=2)
            logger.info("model loaded from %s", path)
            return model
    """),
    "style_9-operator-setitem-on-a-dict-and-on-globals-with-flag-names": ("style_9", """
        import operator

        LIMITS = {}
        operator.setitem(LIMITS, 'max', 10)
        for name in ('DEBUG', 'VERBOSE'):
            operator.setitem(globals(), name, False)
    """),
    "style_1-operator-setitem-on-a-dict-and-on-vars-from-data": ("style_1", """
        import operator

        HEADERS = {}
        operator.setitem(HEADERS, 'contentType', 'text/plain')


        class Record:
            def __init__(self, **fields):
                for key, value in fields.items():
                    operator.setitem(vars(self), key, value)
    """),
    "error_4-overrides-that-collect-or-log-some-problems": ("error_4", """
        import logging

        logger = logging.getLogger(__name__)


        class ValidationError(Exception):
            pass


        class Validator:
            def problem(self, text):
                raise ValidationError(text)


        class CollectingValidator(Validator):
            def __init__(self):
                self.problems = []

            def problem(self, text):
                self.problems.append(text)


        class LenientValidator(Validator):
            def problem(self, text):
                if text.startswith("warning:"):
                    logger.warning("%s", text)
                    return
                super().problem(text)

            def check(self, record):
                if "id" not in record:
                    self.problem(f"warning: record {record!r} has no id")


        def report(validator: CollectingValidator, record):
            if "name" not in record:
                validator.problem(f"record {record!r} has no name")
            return validator.problems
    """),
    "error_2-template-methods-left-to-subclasses": ("error_2", """
        class Loader:
            def __init__(self):
                self.cache = {}

            def load(self, key):
                try:
                    return self.cache[key]
                except KeyError:
                    return self.fetch(key)

            def parse(self, text):
                try:
                    return int(text)
                except ValueError:
                    return self.parse_fallback(text)

            def decode(self, data):
                try:
                    return data.decode()
                except UnicodeDecodeError:
                    return self.decode_other(data)

            def fetch(self, key):
                raise NotImplementedError("fetch() is left to subclasses")

            def parse_fallback(self, text):
                raise NotImplementedError("TODO: parse hexadecimal input")

            def decode_other(self, data):
                raise NotImplementedError
    """),
    "style_9-lazy-submodule-getattr-caching-in-globals": ("style_9", """
        import importlib


        def __getattr__(name):
            module = importlib.import_module(f'.{name}', __name__)
            globals()[name] = module
            return module
    """),
    "style_9-prefixed-constants-bound-through-globals": ("style_9", """
        def _register(name, code):
            globals()['COLOR_' + name] = f'\\033[{code}m'


        _register('RED', 31)
        _register('GREEN', 32)
    """),
    "style_1-prefixed-constants-bound-through-globals": ("style_1", """
        def _register(name, code):
            globals()['COLOR_' + name] = f'\\033[{code}m'
            globals()[f'{name}_CODE'] = code


        _register('RED', 31)
        _register('GREEN', 32)
    """),
    "style_1-class-factory-named-by-its-caller": ("style_1", """
        class Record:
            fields = ()


        def make_record_class(class_name, field_names):
            return type(class_name, (Record,), {'fields': tuple(field_names)})
    """),
    "doc_5-comment-in-japanese": ("doc_5", """
        def average(values):
            # 空のリストならゼロを返す
            if not values:
                return 0.0
            total = sum(values)
            count = len(values)
            result = total / count
            return round(result, 2)
    """),
    "doc_5-comment-in-russian": ("doc_5", """
        def average(values):
            # вернуть ноль для пустого списка
            if not values:
                return 0.0
            total = sum(values)
            count = len(values)
            result = total / count
            return round(result, 2)
    """),
    "doc_5-comment-naming-what-is-returned-in-parentheses": ("doc_5", """
        def split_range(low, high):
            # returns (left, right)
            middle = (low + high) // 2
            left = (low, middle)
            right = (middle + 1, high)
            if low > high:
                raise ValueError(low)
            return left, right
    """),
    "error_1-re-raise-all-but-the-kinds-handled": ("error_1", """
        import logging

        logger = logging.getLogger(__name__)


        def load(path):
            try:
                with open(path) as handle:
                    return handle.read()
            except Exception as err:
                if isinstance(err, (FileNotFoundError, PermissionError)):
                    logger.warning("could not read %s: %s", path, err)
                    return None
                raise


        def parse(text):
            try:
                return int(text)
            except Exception as err:
                if not isinstance(err, ValueError):
                    raise
                return None


        def run(task):
            try:
                return task()
            except BaseException as err:
                if isinstance(err, Exception):
                    logger.warning("task failed: %s", err)
                raise


        def convert(value):
            try:
                return float(value)
            except Exception as err:
                if isinstance(err, TypeError):
                    return None
                else:
                    raise
    """),
    "doc_1-long-reason-given-to-a-decorator-not-named-for-docs": ("doc_1", """
        from testing.markers import docker_required


        @docker_required("needs a running docker daemon with the totals service on port 8080")
        def test_total():
            assert sum([1, 2]) == 3
    """),
    "doc_2-properties-summarised-as-noun-phrases": ("doc_2", '''
        import functools


        class User:
            """A user of the service."""

            def __init__(self, first: str, last: str) -> None:
                """Keep the user's names."""
                self.first, self.last = first, last

            @property
            def name(self) -> str:
                """Name of the user, first and last."""
                return f"{self.first} {self.last}"

            @functools.cached_property
            def initials(self) -> str:
                """Initials of the user."""
                return self.first[:1] + self.last[:1]
    '''),
    "style_1-snake-case-attribute-names-joined-from-data": ("style_1", """
        class Stats:
            def __init__(self, **counts):
                for kind, value in counts.items():
                    setattr(self, f'{kind}_count', value)
                    setattr(self, 'total_' + kind, value)
                    setattr(self, f'COLOR_{kind.upper()}', value)
    """),
    "doc_1-doc-looked-up-in-a-dict-beside-a-long-query": ("doc_1", """
        DOCS = {
            "total": "Return the sum of the values.",
            "query": "SELECT total, count, average FROM batches WHERE batch_id = ? AND cached = 1",
        }


        def total(values):
            return sum(values)


        total.__doc__ = DOCS["total"]
    """),
    "error_1-the-unexpected-kinds-logged-with-their-traceback": ("error_1", """
        import logging

        logger = logging.getLogger(__name__)


        def load(path):
            try:
                with open(path) as handle:
                    return handle.read()
            except Exception as err:
                if isinstance(err, OSError):
                    logger.warning("could not read %s: %s", path, err)
                    return None
                logger.exception("unexpected error reading %s", path)
                return None


        def parse(text):
            try:
                return int(text)
            except Exception as err:
                if isinstance(err, (ValueError, TypeError)):
                    logger.warning("bad input %r: %s", text, err)
                else:
                    logger.exception("unexpected error parsing %r", text)
                return None
    """),
    "logic_9-namedtuple-and-annotated-fields-read-by-name": ("logic_9", """
        from collections import namedtuple


        class Point(namedtuple('Point', 'x y')):
            def as_dict(self):
                return {name: getattr(self, name) for name in self._fields}


        class Record:
            name: str
            size: int

            def as_row(self):
                return [getattr(self, name) for name in self.__annotations__]
    """),
    "logic_9-a-hook-tested-for-being-callable": ("logic_9", """
        class Plugin:
            def has_hook(self, name):
                return callable(getattr(self, name, None))

            def hooks(self):
                names = [name for name in dir(self) if name.startswith('on_')]
                return [name for name in names if self.has_hook(name)]

            def on_start(self):
                return 'started'
    """),
    "logic_9-a-test-runner-calling-methods-by-prefix": ("logic_9", """
        class Suite:
            def run_tests(self):
                results = {}
                for name in dir(self):
                    if name.startswith('test_'):
                        results[name] = getattr(self, name)()
                return results

            def run_checks(self):
                return [getattr(self, name)() for name in dir(self) if name.endswith('_check')]

            def test_sum(self):
                return sum([1, 2]) == 3

            def size_check(self):
                return True
    """),
    "logic_9-public-attributes-rewritten-by-name": ("logic_9", """
        def code_to_chars(code):
            return f'\\033[{code}m'


        class AnsiCodes:
            def __init__(self):
                for name in dir(self):
                    if not name.startswith('_'):
                        value = getattr(self, name)
                        setattr(self, name, code_to_chars(value))


        class AnsiFore(AnsiCodes):
            RED = 31
            GREEN = 32
    """),
    "error_2-loops-a-break-may-end": ("error_2", """
        import time


        class ConfigError(Exception):
            pass


        def _wait_for(check, key):
            while True:
                if check(key):
                    break
                time.sleep(0.1)
            raise ConfigError(key)


        def _poll(check, key):
            while True:
                for _ in range(3):
                    if check(key):
                        break
                else:
                    break
                time.sleep(0.1)
                raise ConfigError(key)


        def read(config, key, check):
            try:
                return config[key]
            except KeyError:
                _poll(check, key)
            return None
    """),
    "doc_3-helper-left-out-of-an-all-of-constants": ("doc_3", '''
        """Registry of the computer tool's members."""

        __all__ = ['FAMILY', 'ROWS']

        FAMILY = 'computer'
        ROWS = {'key': 'Pressed {text}.', 'wait': 'Waited {duration}s.'}


        def build_registry():
            return {name: row.format_map for name, row in ROWS.items()}
    '''),
    # held-out round 2's fixes, audited over the standard library (strict_only_failures.py)
    "style_2-a-traceback-formatter-reads-the-frames-lines": ("style_2", """
        import linecache


        def describe(frame, limit: int = 3) -> list[str]:
            lines = []
            while frame is not None and len(lines) < limit:
                code = frame.f_code
                linecache.checkcache(code.co_filename)
                line = linecache.getline(code.co_filename, frame.f_lineno, frame.f_globals)
                lines.append(f'{code.co_name}: {line.strip()}')
                frame = frame.f_back
            return lines
    """),
    "style_2-source-of-a-function-it-is-handed": ("style_2", """
        import inspect


        def show(function) -> str:
            return inspect.getsource(function)
    """),
    "logic_8-a-version-check-against-a-tuple": ("logic_8", """
        import sys

        if sys.version_info >= (3, 11):
            import tomllib
        else:
            tomllib = None


        def numpy_is_recent(version: tuple[int, int]) -> bool:
            return version >= (1, 26)
    """),
    "doc_4-a-note-after-words-python-reads": ("doc_4", """
        def run(result):
            # return output (including stderr if any)
            output = result.stdout
            if result.stderr:
                output += result.stderr
            return output
    """),
    "style_2-source-lines-of-a-callers-frame": ("style_2", """
        import inspect


        def caller_block(frame) -> list[str]:
            while frame:
                try:
                    lines, _ = inspect.findsource(frame)
                except OSError:
                    return []
                block = inspect.getblock(lines[frame.f_lineno - 1 :])
                return list(block)
            return []
    """),
    "doc_4-a-sentence-ending-in-words-python-reads": ("doc_4", """
        def next_line(lines):
            for line in lines:
                if line.strip():
                    # well, I guess there's some actual content there: return it
                    return line
            return None
    """),
    "error_4-enum-member-holds-the-message": ("error_4", """
        import enum


        class Problem(enum.Enum):
            EMPTY = 'expected a non-empty list of numbers'
            NEGATIVE = 'values must not be negative'


        def average(values):
            if not values:
                raise ValueError(Problem.EMPTY.value)
            if min(values) < 0:
                raise ValueError(Problem.NEGATIVE.value)
            return sum(values) / len(values)
    """),
    # round 10, logicA10
    "logic_1-a-record-of-truth-tests-read-by-its-keys": ("logic_1", """
        def compare(a, b):
            flags = {'bigger': a > b, 'equal': a == b, 'smaller': a < b, 'zero': a == 0}
            if flags['zero']:
                flags['sign'] = 0
            return flags
    """),
    "logic_2-the-shortest-of-the-yielded-names": ("logic_2", """
        def _names(user):
            if user.nick:
                yield user.nick
            if user.first:
                yield user.first
            yield user.login


        def short_name(user):
            return min(_names(user), key=len)
    """),
    "logic_4-a-sort-key-of-four-calls-in-a-lambda": ("logic_4", """
        def report(rows, out):
            key = lambda row: (row.last(), row.first(), row.age(), row.ident())
            rows.sort(key=key)
            out.write('report')
            return [key(row) for row in rows]
    """),
    # round 11, lead: comments that differ only by a number say different things
    "doc_5-two-comments-that-differ-by-a-number": ("doc_5", """
        def pad(data):
            # Pad to 8 bytes
            a = data.ljust(8)
            b = a.upper()
            c = b.lower()
            d = c.strip()
            # Pad to 16 bytes
            e = d.ljust(16)
            f = e.upper()
            g = f.lower()
            h = g.strip()
            i = h.title()
            j = i.lower()
            k = j.upper()
            l = k.strip()
            m = l.title()
            return m
    """),
    # false-failure hunt s44, style
    # style_1: pytest reads `pytest_plugins` (and `pytestmark`, `collect_ignore`) by that
    # lowercase name; renaming it to UPPER_CASE would break the test module.
    "style_1-pytest-plugins-in-a-test-module": ("style_1", """
        import pytest

        pytestmark = pytest.mark.slow
        pytest_plugins = ['pytester']


        @pytest.fixture
        def numbers():
            return [3, 1, 2]


        def test_sorted(numbers):
            assert sorted(numbers) == [1, 2, 3]
    """),
    # false-failure hunt s44, del
    # library_2: an interactive program's literal prompt asks, it reports no progress.
    "library_2-input-with-a-literal-question-prompt": ("library_2", """
        import logging

        logger = logging.getLogger(__name__)


        def ask_name():
            name = input("Your name: ").strip()
            logger.debug("got a name of length %d", len(name))
            return name
    """),
    # false-failure hunt s45, honest_logic
    # logic_2: a worker thread reports either outcome on a future; the caller's handler
    # reads a failure's partial result, as it would from any call that may raise.
    "logic_2-future-a-worker-resolves-either-way": ("logic_2", """
        import concurrent.futures
        import threading


        class JobFailed(Exception):
            def __init__(self, job, partial):
                super().__init__(job)
                self.partial = partial


        def run_job(job, future):
            results = []
            for token in job.split():
                if not token.isdigit():
                    future.set_exception(JobFailed(job, results))
                    return
                results.append(int(token))
            future.set_result(results)


        def collect(job):
            future = concurrent.futures.Future()
            threading.Thread(target=run_job, args=(job, future)).start()
            try:
                return future.result(timeout=5)
            except JobFailed as failure:
                return failure.partial
    """),
    # logic_4: a @contextmanager announcing a section runs its own fixed steps (a helper),
    # not statements its caller hands it.
    "logic_4-banner-context-manager-with-its-own-steps": ("logic_4", """
        import contextlib
        import logging

        logger = logging.getLogger(__name__)


        @contextlib.contextmanager
        def section(title):
            logger.info("=" * 40)
            logger.info("%s", title)
            logger.info("=" * 40)
            yield


        def build(project):
            steps = []
            with section("configure"):
                name = project["name"]
                version = project.get("version", "0.0.0")
                steps.append(f"configure {name} {version}")
            with section("compile"):
                sources = project.get("sources", "").split(",")
                objects = [source.replace(".c", ".o") for source in sources if source]
                steps.append(f"compile {len(objects)} files")
            with section("link"):
                binary = f"{name}-{version}"
                steps.append(f"link {binary}")
                logger.info("built %s", binary)
            steps.append("done")
            logger.info("%d steps", len(steps))
            return steps
    """),
    # false-failure hunt s45, honest_del
    # doc_1: a short doc appended to a `__doc__` at the end of a long line of code is
    # measured from where the doc starts, not from the code before it.
    "doc_1-short-doc-appended-on-a-long-code-line": ("doc_1", """
        import functools


        def retry(times: int):
            def decorate(func):
                @functools.wraps(func)
                def wrapper(*args, **kwargs):
                    return func(*args, **kwargs)

                wrapper.__doc__ = (func.__doc__ or "") + "\\n\\nRetried on OSError."
                return wrapper

            return decorate
    """),
    # false-failure hunt s45, honest_style
    # style_9: a helper only tests call (a context manager or a function given pytest's
    # monkeypatch) patches `input` for those tests, as a test itself may.
    "style_9-builtin-patched-by-a-helper-only-tests-call": ("style_9", """
        import contextlib
        import unittest
        from unittest import mock


        def confirm(question):
            return input(f'{question} [y/N] ').strip().lower() == 'y'


        @contextlib.contextmanager
        def answering(reply):
            with mock.patch('builtins.input', return_value=reply):
                yield


        def fake_input(monkeypatch, reply):
            monkeypatch.setattr('builtins.input', lambda _prompt: reply)


        def test_no(monkeypatch):
            fake_input(monkeypatch, 'n')
            assert not confirm('Delete?')


        class ConfirmTest(unittest.TestCase):
            def test_yes(self):
                with answering('y'):
                    self.assertTrue(confirm('Delete?'))
    """),
    # false-failure hunt s45, styleB20
    # style_6: `%` on an attribute of an object the code cannot place, whose only text
    # value anywhere is a literal with no `%` (`'auto' % 2` raises): a number's remainder.
    "style_6-remainder-of-an-attribute-another-class-sets-to-plain-text": ("style_6", """
        class Grid:
            def __init__(self, width: int) -> None:
                self.width = width


        class Column:
            width = 'auto'


        def has_middle(grid) -> bool:
            return grid.width % 2 == 1
    """),
    # false-failure hunt s46, styleLogic46
    # style_2: a test of a quote-stripping helper needs the quote in its input; an assert
    # only comparing the cut with string literals uses the text for nothing else
    "style_2-assert-testing-a-quote-stripping-helper": ("style_2", """
        def strip_quotes(text, quotes="'"):
            return text.strip(quotes)


        def test_strip_quotes():
            assert strip_quotes("'x y'") == 'x y'
            assert strip_quotes('plain') == 'plain'
    """),
    # false-failure hunt s46, docErr46
    # doc_3: a public partial documented by an attribute docstring right after it (PEP 257
    # names those) is documented; the private function it wraps stays private.
    "doc_3-public-partial-with-an-attribute-docstring": ("doc_3", '''
        """Rounding helpers."""

        import functools


        def _round_to(value: float, step: float) -> float:
            return round(value / step) * step


        round_to_cent = functools.partial(_round_to, step=0.01)
        """Round a price to whole cents."""


        def round_to_nickel(value: float) -> float:
            """Round a price to the nearest five cents."""
            return _round_to(value, 0.05)
    '''),
    # false-failure hunt s45, lead: a runner's test states what it checks, as Ruff's D401
    # lets it (a function named test... that the code never names again)
    "doc_2-test-method-summary-states-what-it-checks": ("doc_2", '''
        """Word counting."""

        import unittest


        def count_words(text: str) -> dict[str, int]:
            """Count each word of the text, ignoring case."""
            counts: dict[str, int] = {}
            for word in text.lower().split():
                counts[word] = counts.get(word, 0) + 1
            return counts


        class CountWordsTest(unittest.TestCase):
            """Tests of count_words."""

            def test_case_folding(self) -> None:
                """Words differing only in case are counted together."""
                self.assertEqual(count_words("A a"), {"a": 2})
    '''),
    "doc_3-test-method-summary-states-what-it-checks": ("doc_3:convention=pep257", '''
        """Word counting."""

        import unittest


        def count_words(text: str) -> dict[str, int]:
            """Count each word of the text, ignoring case."""
            counts: dict[str, int] = {}
            for word in text.lower().split():
                counts[word] = counts.get(word, 0) + 1
            return counts


        class CountWordsTest(unittest.TestCase):
            """Tests of count_words."""

            def test_case_folding(self) -> None:
                """Words differing only in case are counted together."""
                self.assertEqual(count_words("A a"), {"a": 2})
    '''),
    # false-failure hunt s46b, lead (found by restHunt46b)
    # logic_9: `format(self, spec)` runs the class's own `__format__`; `__str__` is reached
    # only by a class without one, so a `__str__` formatting itself is no recursion here.
    "logic_9-str-through-the-classs-own-format": ("logic_9", """
        class Temperature:
            def __init__(self, celsius):
                self.celsius = celsius

            def __format__(self, spec):
                return format(self.celsius, spec) + ' C'

            def __str__(self):
                return format(self, '.1f') + f' ({self:.0f})'
    """),
}

STILL_FAILING = {
    # stop 42: a `_fields_` list in a class that is no ctypes Structure names no C field
    "style_1-fields-list-in-a-plain-class-whitelists-nothing": ("style_1", """
        class Counter:
            _fields_ = [('totalCount', int)]

            def __init__(self):
                self.totalCount = 0
    """),
    # false-failure hunt s46, docErr46: a public partial with no attribute docstring (or
    # one without words) still has only the undocumented private function's documentation
    "doc_3-public-partial-with-a-wordless-attribute-docstring": ("doc_3", '''
        """Rounding helpers."""

        import functools


        def _round_to(value: float, step: float) -> float:
            return round(value / step) * step


        round_to_cent = functools.partial(_round_to, step=0.01)
        """..."""
    '''),
    # false-failure hunt s46, styleLogic46: the same helper cutting a literal the code uses
    "style_2-default-cut-literal-used-as-a-value": ("style_2", """
        def strip_quotes(text, quotes="'"):
            return text.strip(quotes)


        WELCOME = strip_quotes("Welcome back!'")
        assert WELCOME == 'Welcome back!'
    """),
    # false-failure hunt s45, lead: a function named test... that the program calls is
    # judged as any other
    "doc_2-program-function-named-as-a-test": ("doc_2", '''
        """Word counting."""


        def test_words(text: str) -> dict[str, int]:
            """Counts each word of the text, ignoring case."""
            counts: dict[str, int] = {}
            for word in text.lower().split():
                counts[word] = counts.get(word, 0) + 1
            return counts


        print(test_words("A a"))
    '''),
    # false-failure hunt s45, honest_style: a helper the program itself calls still fails
    "style_9-builtin-patched-by-a-helper-tests-and-the-program-call": ("style_9", """
        import contextlib
        from unittest import mock


        @contextlib.contextmanager
        def quiet():
            with mock.patch('builtins.print'):
                yield


        def test_quiet():
            with quiet():
                pass


        def main():
            with quiet():
                print('working')
    """),
    # false-failure hunt s45, honest_logic: a manager running what it is handed, and a
    # future only ever preloaded with an exception, still count
    "logic_4-manager-running-a-named-step-of-its-argument": ("logic_4", """
        from contextlib import contextmanager


        @contextmanager
        def _then(ledger, step):
            getattr(ledger, step)()
            yield


        def close_day(ledger):
            with _then(ledger, 'lock'), _then(ledger, 'open'), _then(ledger, 'load'), _then(ledger, 'tally'), _then(ledger, 'check'), _then(ledger, 'reconcile'), _then(ledger, 'sum'), _then(ledger, 'audit'), _then(ledger, 'archive'), _then(ledger, 'report'), _then(ledger, 'notify'), _then(ledger, 'email'), _then(ledger, 'log'), _then(ledger, 'close'), _then(ledger, 'clean'), _then(ledger, 'unlock'):
                pass
    """),
    "logic_2-future-preloaded-beside-a-worker-resolving-another": ("logic_2", """
        from concurrent.futures import Future


        class _Answer(Exception):
            pass


        def _ready(value):
            box = Future()
            box.set_exception(_Answer(value))
            return box


        def _work(other):
            other.set_result(1)


        def label(value):
            try:
                if value < 0:
                    _ready('negative').result()
                if value == 0:
                    _ready('zero').result()
                if value > 1000:
                    _ready('huge').result()
            except _Answer as answer:
                return answer.args[0]
            return 'plain'
    """),
    # false-failure hunt s44, style: pytest's own names only, not every lowercase constant
    "style_1-lowercase-constant-beside-pytest-plugins": ("style_1", """
        import pytest

        pytest_plugins = ['pytester']
        max_retries = 3


        def test_retries():
            assert max_retries == 3
    """),
    # false-failure hunt s44, del: a prompt carrying a run-time value is progress output
    "library_2-input-prompt-reporting-progress": ("library_2", """
        def load(rows):
            input(f"loaded {len(rows)} rows:")
            return rows
    """),
    "library_1-path-joined-in-a-variable-before-the-call": ("library_1", """
        import tarfile


        def pack(out_dir: str, name: str) -> None:
            target = '%s/%s.tar.gz' % (out_dir, name)
            with tarfile.open(target, 'w:gz') as bundle:
                bundle.add(name)
    """),
    "style_2-status-words-chosen-in-a-field": ("style_2", """
        def report(name: str, ok: bool) -> str:
            return f'{name}: {"passed" if ok else "FAILED"}'
    """),
    "error_4-message-as-a-dict-value": ("error_4", """
        class ValidationError(Exception):
            pass


        def validate(email):
            if '@' not in email:
                raise ValidationError({'email': 'not a valid email address'})
            return email
    """),
    "error_4-sentence-under-a-code-keyword-beside-a-status": ("error_4", """
        class AppError(Exception):
            pass


        def check(value):
            if value < 0:
                raise AppError(code='value must not be negative', status=400)
            return value
    """),
    "library_2-click-echo-to-standard-error-by-file": ("library_2", """
        import sys

        import click


        def warn(text):
            click.echo(text, file=sys.stderr)
    """),
    "style_4-optional-import-between-groups-hiding-a-misorder": ("style_4", """
        import os

        try:
            import orjson
        except ImportError:
            orjson = None

        import json

        import click


        def dumps(data: dict) -> str:
            if orjson is not None:
                return orjson.dumps(data).decode()
            return json.dumps(data) + os.linesep + click.style('')
    """),
    "library_1-abspath-result-sliced": ("library_1", """
        import os


        def trimmed(raw):
            cleaned = os.path.abspath(raw)
            return cleaned[:-1]
    """),
    "library_1-fileio-as-a-default-opener": ("library_1", """
        import io


        def read(path, opener: type[io.FileIO] = io.FileIO):
            with opener(path) as handle:
                return handle.read()
    """),
    "library_1-os-open-flags-from-a-table-read-with-get": ("library_1", """
        import os

        _FLAGS = {'r': os.O_RDONLY, 'w': os.O_WRONLY | os.O_CREAT | os.O_TRUNC}


        def open_file(path: str, mode: str = 'r'):
            return os.fdopen(os.open(path, _FLAGS.get(mode, os.O_RDONLY)), mode)
    """),
    "library_2-exits-with-the-error-text-of-the-caught-exception": ("library_2", """
        import sys


        def read(path):
            try:
                with open(path, encoding='utf-8') as handle:
                    return handle.read()
            except OSError as err:
                sys.exit(err.strerror)
    """),
    "library_1-dir-fd-none-is-a-plain-open": ("library_1", """
        import os


        def read(name):
            fd = os.open(name, os.O_RDONLY, dir_fd=None)
            with os.fdopen(fd, 'rb') as handle:
                return handle.read()
    """),
    "library_1-os-open-with-a-mode-open-has": ("library_1", """
        import os


        def append(path, line):
            descriptor = os.open(path, flags=os.O_WRONLY | os.O_APPEND | os.O_CREAT)
            os.write(descriptor, line.encode())
            os.close(descriptor)
    """),
    "library_1-utime-without-times": ("library_1", """
        import os


        def touch(path):
            os.utime(path, None)
    """),
    "library_2-timeit-statement-built-at-run-time": ("library_2", """
        import timeit


        def bench(name):
            return timeit.timeit(f'print({name!r})', number=1)
    """),
    "library_2-print-in-a-profiled-with-block": ("library_2", """
        import cProfile


        def load(rows):
            with cProfile.Profile() as profiler:
                profiler.run('print(1)')
            return rows
    """),
    "error_1-returns-unless-debugging": ("error_1", """
        DEBUG = False


        def parse(text):
            try:
                return int(text)
            except Exception:
                if not DEBUG:
                    return None
                raise
    """),
    "error_1-reraise-under-type-checking": ("error_1", """
        from typing import TYPE_CHECKING


        def parse(text):
            try:
                return int(text)
            except Exception:
                if TYPE_CHECKING:
                    raise
                return None
    """),
    "error_2-helper-behind-an-any-annotation": ("error_2", """
        from typing import Any


        class Validator:
            def reject(self, message: str) -> None:
                raise ValueError(message)


        def to_float(text: str, checker: Any) -> float:
            try:
                return float(text)
            except ValueError:
                checker.reject(f'bad float {text!r}')
                return 0.0
    """),
    "error_2-not-implemented-helper-not-overridden-by-a-subclass": ("error_2", """
        class Loader:
            def _unsupported(self, fmt: str) -> None:
                raise NotImplementedError(f'format {fmt!r} is not supported')

            def load(self, fmt: str) -> str:
                try:
                    return {'json': 'j'}[fmt]
                except KeyError:
                    self._unsupported(fmt)
                    return ''


        class CsvLoader(Loader):
            def load(self, fmt: str) -> str:
                return fmt
    """),
    "error_2-instance-of-the-class-calls-its-raising-append": ("error_2", """
        class FrozenList(list):
            def append(self, item):
                raise TypeError('FrozenList is read-only')


        def parse_all(texts):
            numbers = []
            errors = FrozenList()
            for text in texts:
                try:
                    numbers.append(int(text))
                except ValueError:
                    errors.append(text)
            return numbers, errors
    """),
    "error_2-annotated-parameter-reads-a-raising-property": ("error_2", """
        import json


        class Secret:
            def __init__(self, value: str) -> None:
                self._value = value

            @property
            def text(self) -> str:
                raise PermissionError('secrets cannot be read as text')


        def load(path: str, response: 'Secret | None') -> dict:
            try:
                return json.loads(path)
            except json.JSONDecodeError:
                return {'raw': response.text}
    """),
    "error_2-raise-in-a-property-setter": ("error_2", """
        class Settings:
            def __init__(self):
                self._port = 0

            @property
            def port(self):
                return self._port

            @port.setter
            def port(self, value):
                raise ValueError(value)


        def load(settings, text):
            try:
                return int(text)
            except ValueError:
                settings.port = text
                return None
    """),
    "error_2-raise-in-an-inherited-post-init": ("error_2", """
        from dataclasses import dataclass


        @dataclass
        class Base:
            key: str

            def __post_init__(self):
                raise LookupError(self.key)


        class Missing(Base):
            pass


        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                return Missing(key)
    """),
    "error_2-helper-that-always-raises-after-logging": ("error_2", """
        import logging

        logger = logging.getLogger(__name__)


        def fail(key):
            logger.error('missing %s', key)
            with open('/dev/null') as sink:
                sink.read()
                raise LookupError(key)


        def load(settings, key):
            try:
                return settings[key]
            except KeyError:
                fail(key)
    """),
    "error_4-message-spelled-with-chr": ("error_4", """
        def first(values):
            if not values:
                raise ValueError(chr(69) + chr(33))
            return values[0]
    """),
    "error_1-raise-from-something-else": ("error_1", """
        def run(task, cause):
            try:
                return task()
            except Exception:
                raise RuntimeError('failed') from cause
    """),
    "error_4-message-under-a-message-keyword": ("error_4", """
        def check(value):
            if value < 0:
                raise ValueError(message='Negative')
            return value
    """),
    "error_4-sentence-under-a-code-keyword": ("error_4", """
        def check(value):
            if value < 0:
                raise ValueError(code='value must not be negative')
            return value
    """),
    "library_2-writes-through-the-variable-it-also-hands-to-logging": ("library_2", """
        import logging
        import sys

        stream = sys.stdout
        logging.StreamHandler(stream)
        stream.write('done')
    """),
    "library_2-set-stream-of-its-own": ("library_2", """
        import sys


        def setStream(stream):
            stream.write('done')


        setStream(sys.stdout)
    """),
    "library_2-set-stream-of-a-class-made-by-type": ("library_2", """
        import logging
        import sys

        Handler = type('Handler', (), {'setStream': lambda self, stream: stream.write('hi')})
        Handler().setStream(sys.stdout)
        logging.getLogger(__name__).info('done')
    """),
    "library_2-stream-handler-replaced": ("library_2", """
        import logging
        import sys

        logging.StreamHandler = lambda stream: stream.write('hi')
        logging.StreamHandler(sys.stdout)
    """),
    "library_2-handlers-set-stream-replaced": ("library_2", """
        import logging
        import sys

        handler = logging.StreamHandler()
        handler.setStream = lambda stream: stream.write('hi')
        handler.setStream(sys.stdout)
    """),
    "library_2-writes-to-stdouts-descriptor": ("library_2", """
        import os
        import sys

        os.write(sys.stdout.fileno(), b'done')
    """),
    "style_6-template-set-on-self-by-the-base-class": ("style_6", """
        class Base:
            def __init__(self):
                self.template = 'Hello, %s!'


        class Greeter(Base):
            def greet(self, name):
                return self.template % name
    """),
    "style_6-template-set-on-the-instance-from-outside": ("style_6", """
        class Greeter:
            def greet(self, name):
                return self.template % name


        greeter = Greeter()
        greeter.template = 'Hello, %s!'
    """),
    "style_6-text-formatted-into-the-same-name": ("style_6", """
        def greet(name):
            message = 'Hello, %s!'
            message = message % name
            return message
    """),
    "style_6-number-rebound-to-text-in-a-loop": ("style_6", """
        def greet(names):
            template = 0
            lines = []
            for name in names:
                lines.append(template % name)
                template = 'Hello, %s!'
            return lines
    """),
    "style_4-stdlib-module-with-a-none-fallback": ("style_4", """
        import sys

        try:
            import subprocess
        except ImportError:
            subprocess = None


        def run(command):
            return subprocess.run(command, check=False), sys.argv
    """),
    "style_5-none-return-on-a-length": ("style_5", """
        def size(key: str) -> None:
            return len(key)
    """),
    "style_6-optional-text-parameter-formatted": ("style_6", """
        from typing import Optional


        def bucket(value: Optional[str], size: int) -> str:
            return (value or '%d') % size
    """),
    "logic_9-container-of-its-own-class-copied-entry-by-entry": ("logic_9", """
        class Folder:
            def __init__(self, name):
                self.name = name
                self.subfolders = {}

            def add(self, name):
                self.subfolders.setdefault(name, Folder(name))

            def copy(self):
                new = Folder(self.name)
                for key, sub in self.subfolders.items():
                    new.subfolders[key] = sub.copy()
                return new
    """),
    "logic_9-tree-recursion-through-children": ("logic_9", """
        class Node:
            def __init__(self, children):
                self.children = children

            def size(self):
                return 1 + sum(child.size() for child in self.children)
    """),
    "library_1-open-on-a-path-unpacked-from-a-call": ("library_1", """
        def load(settings):
            path, mode = settings.read()
            with open(path, mode, closefd=False) as handle:
                return handle.read()
    """),
    "logic_7-else-after-an-elif-behind-an-empty-branch": ("logic_7", """
        def sign(number):
            if number is None:
                pass
            elif number < 0:
                return -1
            else:
                return 1
            return 0
    """),
    "logic_7-else-after-an-if-before-an-elif": ("logic_7", """
        def sign(number):
            if number < 0:
                return -1
            elif number == 0:
                number = 1
            else:
                return 1
            return number
    """),
    "style_1-mixed-case-attribute-through-a-loop-over-literals": ("style_1", """
        class Options:
            def __init__(self):
                for name in ('dryRun', 'verbose'):
                    setattr(self, name, False)
    """),
    "style_1-mixed-case-attribute-from-parsed-literal-text": ("style_1", """
        import json


        class Options:
            def __init__(self):
                for key, value in json.loads('{"dryRun": false}').items():
                    setattr(self, key, value)
    """),
    "library_2-saved-stdout-also-written-to": ("library_2", """
        import io
        import sys


        def captured(function):
            saved = sys.stdout
            sys.stdout = buffer = io.StringIO()
            try:
                function()
            finally:
                sys.stdout = saved
            saved.write(buffer.getvalue())
    """),
    "logic_4-calls-handed-side-by-side": ("logic_4", """
        def load_table(lines, sink, run):
            rows = []
            names = []
            for line in lines:
                rows.append(int(line))
                names.append(line)
            total = sum(rows)
            count = len(rows)
            low = min(rows, default=0)
            high = max(rows, default=0)
            spread = high - low
            mean = total / count if count else 0.0
            label = f'{count} rows'
            sink.write(label)
            sink.flush()
            sink.close()
            run(sink.write(str(total)), sink.write(str(mean)), sink.flush())
            return total, mean, spread
    """),
    "logic_9-base-method-calls-the-override-by-its-class": ("logic_9", """
        class Parser:
            def parse(self, text):
                return HeaderParser.parse(self, text)


        class HeaderParser(Parser):
            def parse(self, text):
                return Parser.parse(self, text)
    """),
    "logic_9-method-of-a-node-built-in-place": ("logic_9", """
        class Node:
            def size(self, depth):
                child = Node()
                return 1 + child.size(depth - 1) if depth else 1
    """),
    "logic_9-method-of-an-attribute-chosen-by-name": ("logic_9", """
        class Tree:
            def total(self, name):
                return 1 + getattr(self, name).total(name)
    """),
    "logic_8-lt-with-a-magic-number-beside-a-turtle": ("logic_8", """
        import turtle


        def minors(ages):
            turtle.Turtle().lt(90)
            return ages.lt(18)
    """),
    "logic_9-fetch-calls-itself-on-self": ("logic_9", """
        class Client:
            def __init__(self, session):
                self.session = session

            def fetch(self, url):
                return self.fetch(url)
    """),
    "logic_9-link-tested-for-none-then-followed": ("logic_9", """
        class Node:
            def __init__(self, value, rest=None):
                self.value = value
                self.rest = rest

            def length(self):
                if self.rest is None:
                    return 1
                return 1 + self.rest.length()
    """),
    "logic_9-link-holding-a-node-it-builds": ("logic_9", """
        class Client:
            def __init__(self, depth):
                self.inner = Client(depth - 1) if depth else None

            def fetch(self, url):
                return self.inner.fetch(url)
    """),
    "logic_9-wrapper-calling-the-same-method-on-its-base-class": ("logic_9", """
        class Store:
            def fetch(self, key):
                return key.upper()


        class CachedStore(Store):
            def __init__(self, inner: Store):
                self.inner = inner
                self.cache = {}

            def fetch(self, key):
                if key not in self.cache:
                    self.cache[key] = self.inner.fetch(key)
                return self.cache[key]
    """),
    "logic_6-loop-with-a-temporary-that-does-not-carry": ("logic_6", """
        def squares(values):
            result = []
            for value in values:
                square = value * value
                result.append(square)
            return result
    """),
    "logic_9-tree-size-over-children-annotated-with-its-class": ("logic_9", """
        class Node:
            def __init__(self, children: list["Node"]) -> None:
                self.children = children

            def size(self) -> int:
                return 1 + sum(child.size() for child in self.children)
    """),
    "logic_9-parameter-annotated-with-a-base-the-class-overrides": ("logic_9", """
        class Shape:
            def area(self) -> float:
                return 0.0


        class Group(Shape):
            def area(self, other: Shape) -> float:
                return other.area()
    """),
    "logic_2-raise-caught-by-a-handler-returning-the-exception-value": ("logic_2", """
        class Found(Exception):
            pass


        def classify(n: int) -> str:
            try:
                if n < 0:
                    raise Found("negative")
                if n == 0:
                    raise Found("zero")
                if n < 10:
                    raise Found("small")
                if n < 100:
                    raise Found("medium")
                if n < 1000:
                    raise Found("large")
                if n < 10000:
                    raise Found("huge")
            except Found as hit:
                return str(hit)
            return "enormous"
    """),
    "logic_9-chain-link-annotated-any": ("logic_9", """
        from typing import Any


        class Node:
            def __init__(self, value):
                self.value = value
                self.next: Any = None

            def length(self):
                if self.next is None:
                    return 1
                return 1 + self.next.length()
    """),
    "logic_9-handler-found-by-name-then-called": ("logic_9", """
        class Walker:
            def walk(self, n):
                handler = getattr(self, "walk" if n else "stop", None)
                if handler is not None and n:
                    return handler(n - 1)
                return n

            def stop(self, n):
                return n
    """),
    "style_1-number-annotated-as-a-type-alias": ("style_1", """
        from typing import TypeAlias

        max_retries: TypeAlias = 3
    """),
    "style_1-mixed-case-attribute-through-a-setattr-helper": ("style_1", """
        class Config:
            def __init__(self, **options):
                self._assign("maxRetries", options.get("max_retries", 3))

            def _assign(self, name, value):
                setattr(self, name, value)
    """),
    "style_4-imports-under-a-name-for-an-always-true-version-test": ("style_4", """
        import sys

        import requests

        PY3 = sys.version_info[0] == 3
        if PY3:
            import json
    """),
    "style_6-text-in-a-class-attribute-of-a-base-class": ("style_6", """
        class Base:
            TEMPLATE = "Hello, %s!"


        class Greeter(Base):
            def greet(self, name):
                return self.TEMPLATE % name
    """),
    "style_1-mixed-case-attribute-through-a-comprehension-over-literals": ("style_1", """
        class Options:
            def __init__(self):
                for name in [flag for flag in ("dryRun", "verbose")]:
                    setattr(self, name, False)
    """),
    "doc_1-prose-after-a-pragma-comment": ("doc_1", """
        from datetime import datetime

        started = datetime.now()  # noqa: DTZ005 the clock reads local time on purpose here
    """),
    "logic_9-closure-calls-the-method-on-a-parameter-of-its-own-class": ("logic_9", """
        from __future__ import annotations


        class Order:
            def total(self, parent: Order | None):
                def inner():
                    return parent.total(None) if parent else 0

                return inner()
    """),
    "logic_9-same-method-on-a-parameter-quoted-as-its-own-class": ("logic_9", """
        class Order:
            def total(self, parent: "Order | None"):
                return parent.total(None) if parent is not None else 0
    """),
    "error_2-handler-calls-through-the-protocol-itself": ("error_2", """
        from typing import Protocol


        class Reader(Protocol):
            def fetch_text(self) -> str: ...


        class StrictReader:
            def fetch_text(self) -> str:
                raise RuntimeError("nothing to read")


        def fetch(reader: Reader, raw: str) -> str:
            try:
                return str(int(raw))
            except ValueError:
                return reader.fetch_text()
    """),
    "logic_9-course-enrolled-in-a-course": ("logic_9", """
        class Student:
            def __init__(self, name, grades):
                self.name = name
                self.grades = grades

            def average(self):
                return sum(self.grades) / len(self.grades)


        class Course:
            def __init__(self):
                self.students = []

            def enroll(self, student):
                self.students.append(student)

            def average(self):
                return sum(s.average() for s in self.students) / len(self.students)


        def main():
            course = Course()
            course.enroll(Student("ada", [90, 80]))
            course.enroll(Course())
            return course.average()
    """),
    "style_1-max-diff-on-a-class-that-is-no-test-case": ("style_1", """
        class Report:
            def __init__(self) -> None:
                self.maxDiff = None
    """),
    "style_1-app-name-without-django": ("style_1", """
        app_name = "polls"
    """),
    "doc_1-long-prose-with-a-url-mid-line": ("doc_1", """
        def parse(text: str) -> list[str]:
            # See https://github.com/python/cpython/issues/12345 for why we split on blanks
            return text.split()
    """),
    "doc_1-long-prose-ending-in-a-url-past-the-limit": ("doc_1", """
        def parse(text: str) -> list[str]:
            # Splitting on blanks drops empty strings at both ends, as documented at https://x.org/a
            return text.split()
    """),
    "doc_2-method-of-a-public-class-in-a-module-level-if": ("doc_2", '''
        """Models."""
        import sys

        if sys.version_info >= (3, 8):

            class Record:
                def as_dict(self) -> dict:
                    return {}
    '''),
    "logic_9-order-of-orders-built-by-the-module": ("logic_9", """
        class Item:
            def __init__(self, name, price):
                self.name = name
                self.price = price

            def to_dict(self):
                return {'name': self.name, 'price': self.price}


        class Order:
            def __init__(self, order_id, items):
                self.order_id = order_id
                self.items = list(items)

            def total(self):
                return sum(item.price for item in self.items)

            def to_dict(self):
                return {
                    'id': self.order_id,
                    'total': self.total(),
                    'items': [item.to_dict() for item in self.items],
                }


        def task_func(order_id, rows):
            items = [Item(name, price) for name, price in rows]
            return Order(order_id, [Order(0, items)]).to_dict()
    """),
    "logic_1-bool-keyed-picks-beside-the-numpy-masks": ("logic_1", """
        def classify(n):
            sign = {True: 'negative', False: 'non-negative'}[n < 0]
            parity = {True: 'even', False: 'odd'}[n % 2 == 0]
            size = {True: 'big', False: 'small'}[abs(n) > 100]
            fizz = {True: 'fizz', False: ''}[n % 3 == 0]
            buzz = {True: 'buzz', False: ''}[n % 5 == 0]
            return ' '.join(filter(None, (sign, parity, size, fizz, buzz)))
    """),
    "logic_5-flag-loop-over-a-parameter-beside-the-logging-check": ("logic_5", """
        def has_long_line(lines: list[str], limit: int) -> bool:
            found = False
            for line in lines:
                if len(line) > limit:
                    found = True
            return found
    """),
    "doc_4-literal-false-and-a-condition-guarding-old-code": ("doc_4", """
        def total(values):
            if False and values:
                values = sorted(values)
            return sum(values)
    """),
    "error_2-helper-raising-an-http-error-in-a-handler": ("error_2", """
        from flask import Flask, jsonify
        from werkzeug.exceptions import NotFound

        app = Flask(__name__)
        BOOKS = {1: {'title': 'Dune'}}


        def not_found(book_id):
            raise NotFound(f'no book {book_id}')


        @app.route('/books/<int:book_id>')
        def get_book(book_id):
            try:
                book = BOOKS[book_id]
            except KeyError:
                not_found(book_id)
            return jsonify(book)
    """),
    "doc_2-deeply-and-briefly-before-a-third-person-verb": ("doc_2", '''
        def merge(a: dict, b: dict) -> dict:
            """Deeply merges two dicts into a new one."""
            return {**a, **b}


        def describe(row: dict) -> str:
            """Briefly describes the row."""
            return ", ".join(row)
    '''),
    "doc_5-end-of-the-for-loop-markers": ("doc_5", """
        def load(lines):
            data = {}
            for line in lines:
                key, _, value = line.partition('=')
                if key:
                    data[key.strip()] = value.strip()
                # End of the if block
            # End of the for loop
            return data
    """),
    "library_1-path-held-in-a-module-constant": ("library_1", '''
        import shutil
        import sqlite3
        import zipfile
        from pathlib import Path

        import pandas as pd

        DATA_ROOT = '/srv/datasets'


        def load_remote(name):
            """Load a CSV from the dataset server."""
            return pd.read_csv(f'{DATA_ROOT}/{name}.csv')


        def archive(folder, dest):
            """Zip every file of folder into dest and return the archive path."""
            dest = Path(dest)
            with zipfile.ZipFile(dest, 'w') as zf:
                for path in Path(folder).rglob('*'):
                    zf.write(path, path.relative_to(folder))
            shutil.copy(dest, Path(folder).parent / dest.name)
            return str(dest)


        def open_db(folder):
            return sqlite3.connect(Path(folder) / 'app.db')
    '''),
    "logic_1-grade-table-built-inside-a-version-guard": ("logic_1", """
        import sys

        if sys.version_info >= (3, 8):
            GRADES = {}
            for score in range(101):
                if score >= 90:
                    GRADES[score] = 'A'
                elif score >= 80:
                    GRADES[score] = 'B'
                elif score >= 70:
                    GRADES[score] = 'C'
                elif score >= 60:
                    GRADES[score] = 'D'
                else:
                    GRADES[score] = 'F'


        def grade(score):
            return GRADES[score]
    """),
    "logic_3-mode-picked-inside-a-main-block": ("logic_3", """
        import sys

        try:
            import orjson as json
        except ImportError:
            import json

        if __name__ == '__main__':
            if len(sys.argv) > 2:
                MODE = 'many'
            elif len(sys.argv) > 1:
                MODE = 'one'
            else:
                MODE = 'none'
            print(json.dumps(MODE))
    """),
    "logic_5-flag-returned-after-padding": ("logic_5", """
        def is_valid(record):
            valid = False
            if record.age >= 0:
                valid = True
                pass
            return valid
    """),
    "logic_7-else-after-a-helper-calling-the-exiting-helper": ("logic_7", """
        import sys


        def die(message):
            print(message, file=sys.stderr)
            sys.exit(1)


        def usage():
            die('usage: prog FILE')


        def main(args):
            if not args:
                usage()
            else:
                print(args[0])
    """),
    "logic_8-constant-named-in-words-or-digits": ("logic_8", """
        ONE_HUNDRED = 100
        K_30 = 30


        def check(score, days):
            return score >= ONE_HUNDRED or days > K_30
    """),
    "logic_9-recursion-through-a-cachetools-wrapper": ("logic_9", """
        import cachetools


        def _fib(n):
            return n if n < 2 else fib(n - 1) + fib(n - 2)


        fib = cachetools.cached(cache={})(_fib)
    """),
    "error_2-new-exception-thrown-into-a-generator": ("error_2", """
        def pump(source, sink):
            for item in source:
                try:
                    sink.send(item)
                except ValueError as err:
                    sink.throw(RuntimeError(f"bad item {item}: {err}"))
    """),
    "doc_3-numpy-prose-naming-two-parameters": ("doc_3:convention=numpy", '''
        """Geometry helpers."""


        def distance(x1, x2):
            """Compute the distance between two points.

            Parameters
            ----------
            x1 : float
                The first coordinate; x1, x2 are both used.

            Returns
            -------
            float
                The distance.
            """
            return abs(x1 - x2)
    '''),
    "doc_4-old-code-behind-a-format-label": ("doc_4", """
        def total(prices):
            # Output format: result = sum(p for p in prices)
            return sum(prices)
    """),
    "library_2-stdout-reconfigured-then-written": ("library_2", """
        import sys


        def load(rows):
            sys.stdout.reconfigure(encoding='utf-8')
            sys.stdout.write(f'loaded {len(rows)} rows')
            return rows
    """),
    "logic_2-raise-caught-and-its-message-stored-for-one-return": ("logic_2", """
        class Found(Exception):
            pass


        def classify(number):
            try:
                if number < 0:
                    raise Found('negative')
                if number == 0:
                    raise Found('zero')
                raise Found('positive')
            except Found as hit:
                label = str(hit)
            return label
    """),
    "logic_3-module-branching-on-sys-argv-values": ("logic_3", """
        import sys

        if sys.argv[1] == 'a':
            MODE = 1
        elif sys.argv[1] == 'b':
            MODE = 2
        else:
            MODE = 3


        def describe():
            return MODE
    """),
    "error_4-inherited-raising-hook-not-overridden": ("error_4", """
        class ValidationError(Exception):
            pass


        class Validator:
            def problem(self, text: str) -> None:
                raise ValidationError(text)


        class RecordValidator(Validator):
            def validate_all(self, records: list[dict]) -> None:
                for index, record in enumerate(records):
                    if not isinstance(record, dict):
                        self.problem(f"record {index} is not a mapping")
    """),
    "error_4-module-helper-where-no-local-def-shadows-it": ("error_4", """
        class RowError(Exception):
            pass


        def report(message: str) -> None:
            raise RowError(message)


        def import_lenient(rows: list[dict]) -> list[str]:
            problems: list[str] = []

            def report(message: str) -> None:
                problems.append(message)

            for index, row in enumerate(rows):
                if "id" not in row:
                    report(f"row {index} has no id")
            return problems


        def import_strict(rows: list[dict]) -> None:
            for index, row in enumerate(rows):
                if "id" not in row:
                    report(f"row {index} has no id")
    """),
    "error_4-local-def-that-raises-its-message": ("error_4", """
        class RowError(Exception):
            pass


        def import_rows(rows: list[dict]) -> None:
            def report(message: str) -> None:
                raise RowError(message)

            for index, row in enumerate(rows):
                if "id" not in row:
                    report(f"row {index} has no id")
    """),
    "error_2-inherited-raising-base-method-not-overridden": ("error_2", """
        class ReadOnlyError(Exception):
            pass


        class Store:
            def write(self, key: str, value: str) -> None:
                message = f"store is read-only, cannot write {key}"
                raise ReadOnlyError(message)


        class FrozenStore(Store):
            def __init__(self) -> None:
                self.data: dict[str, str] = {}

            def increment(self, key: str) -> None:
                try:
                    current = int(self.data[key])
                except KeyError:
                    self.write(key, "1")
                else:
                    self.write(key, str(current + 1))
    """),
    "error_2-raising-override-picked-by-c3-in-a-diamond": ("error_2", """
        class ReadOnlyError(Exception):
            pass


        class Store:
            def write(self, key: str, value: str) -> None:
                self.data[key] = value


        class Frozen(Store):
            def write(self, key: str, value: str) -> None:
                message = f"store is read-only, cannot write {key}"
                raise ReadOnlyError(message)


        class Cached(Store):
            pass


        class FrozenCache(Cached, Frozen):
            def __init__(self) -> None:
                self.data: dict[str, str] = {}

            def increment(self, key: str) -> None:
                try:
                    current = int(self.data[key])
                except KeyError:
                    self.write(key, "1")
                else:
                    self.write(key, str(current + 1))
    """),
    "error_2-retry-alias-rebound-to-a-new-exception": ("error_2", """
        class UpstreamError(Exception):
            pass


        def fetch(client, url: str, retries: int = 3):
            try:
                return client.get(url)
            except ConnectionError as first:
                last = first
                for _ in range(retries):
                    try:
                        return client.get(url)
                    except ConnectionError:
                        last = RuntimeError("retry failed")
                else:
                    message = f"{url} unreachable after {retries} retries"
                    raise UpstreamError(message) from last
    """),
    "error_2-throw-of-a-new-type-with-the-caught-value": ("error_2", """
        def delegate(inner, outer_values):
            result = next(inner)
            for value in outer_values:
                try:
                    result = inner.send(value)
                except StopIteration:
                    return
                except KeyError as exc:
                    result = inner.throw(RuntimeError, exc, exc.__traceback__)
            return result
    """),
    "error_2-throw-method-of-a-wrapper-that-throws-on": ("error_2", """
        class Relay:
            def __init__(self, gen) -> None:
                self.gen = gen

            def throw(self, exc: Exception):
                return self.gen.throw(exc)


        def feed(gen, items: dict, key: str):
            relay = Relay(gen)
            try:
                return items[key]
            except KeyError:
                message = f"missing {key}"
                return relay.throw(LookupError(message))
    """),
    "logic_9-recursion-through-a-module-timing-decorator": ("logic_9", """
        import time


        def timed(func):
            def inner(*args):
                start = time.perf_counter()
                result = func(*args)
                print(time.perf_counter() - start)
                return result
            return inner


        def _fib(n):
            return n if n < 2 else fib(n - 1) + fib(n - 2)


        fib = timed(_fib)
    """),
    "logic_9-recursion-through-a-module-class-calling-what-it-wraps": ("logic_9", """
        class Counted:
            def __init__(self, func):
                self.func = func
                self.calls = 0

            def __call__(self, *args):
                self.calls += 1
                return self.func(*args)


        def _fib(n):
            return n if n < 2 else fib(n - 1) + fib(n - 2)


        fib = Counted(_fib)
    """),
    "logic_9-recursion-through-a-module-decorator-factory": ("logic_9", """
        import functools


        def retry(times):
            def decorator(func):
                @functools.wraps(func)
                def wrapper(*args):
                    for _ in range(times):
                        try:
                            return func(*args)
                        except ValueError:
                            pass
                    return func(*args)
                return wrapper
            return decorator


        def _fib(n):
            return n if n < 2 else fib(n - 1) + fib(n - 2)


        fib = retry(3)(_fib)
    """),
    "logic_9-recursion-through-a-module-wrapper-returning-a-lambda": ("logic_9", """
        def logged(func):
            return lambda *args: print(args) or func(*args)


        def _fib(n):
            return n if n < 2 else fib(n - 1) + fib(n - 2)


        fib = logged(_fib)
    """),
    "logic_2-raise-stored-by-a-handler-typed-by-a-parameter-default": ("logic_2", """
        class Found(Exception):
            def __init__(self, value):
                super().__init__(value)
                self.value = value


        def classify(number, stop=Found):
            if number is None:
                return "none"
            try:
                if number < 0:
                    raise Found('negative')
                if number == 0:
                    raise Found('zero')
                raise Found('positive')
            except stop as hit:
                label = hit.value
            return label
    """),
    "logic_2-raise-stored-by-a-handler-of-a-base-class": ("logic_2", """
        class Found(LookupError):
            pass


        def classify(number):
            if number is None:
                return "none"
            try:
                if number < 0:
                    raise Found('negative')
                if number == 0:
                    raise Found('zero')
                raise Found('positive')
            except Exception as hit:
                label = str(hit)
            return label
    """),
    "logic_8-digits-after-a-letter-that-names-no-domain": ("logic_8", """
        X21 = 21


        def can_drink(age):
            return age >= X21
    """),
    "logic_8-type-word-before-a-number-that-is-no-width": ("logic_8", """
        INT_18 = 18


        def is_adult(age):
            return age >= INT_18
    """),
    "logic_8-magnitude-spelled-with-one": ("logic_8", """
        ONE_THOUSAND = 1000


        def is_large(n):
            return n > ONE_THOUSAND
    """),
    "library_2-getattr-of-write-behind-a-hasattr-guard": ("library_2", """
        import logging
        import sys


        def report(total):
            if hasattr(sys.stdout, 'write'):
                getattr(sys.stdout, 'write')(f'total {total}\\n')
            logging.info('done')
    """),
    "library_2-loop-over-the-streams-that-writes-to-them": ("library_2", """
        import logging
        import sys


        def report(total):
            for stream in (sys.stdout, sys.stderr):
                stream.reconfigure(line_buffering=True)
                stream.write(f'total {total}\\n')
            logging.info('done')
    """),
    "library_2-handler-init-that-writes-to-its-default-stream": ("library_2", """
        import logging
        import sys


        class ConsoleHandler(logging.StreamHandler):
            def __init__(self, stream=sys.stdout):
                super().__init__(stream)
                stream.write('handler ready\\n')


        logging.getLogger().addHandler(ConsoleHandler())
    """),
    "library_2-tqdm-write-in-an-emit-of-no-handler": ("library_2", """
        import logging
        import sys

        from tqdm import tqdm


        class Reporter:
            def emit(self, text):
                tqdm.write(text)
                sys.stdout.write(text)


        logging.info('start')
        Reporter().emit('total')
    """),
    "library_2-module-handler-stream-written-after-setstream": ("library_2", """
        import logging
        import sys


        class PlainHandler(logging.StreamHandler):
            pass


        handler = PlainHandler()
        handler.setStream(sys.stdout)
        handler.stream.write('hello\\n')
    """),
    "style_1-lowercase-constant-chosen-by-version-or-a-literal-flag": ("style_1", """
        import sys

        DEBUG = True
        if sys.version_info >= (3, 11):
            default_shell = 'cmd.exe'
        else:
            default_shell = '/bin/sh'
        if DEBUG:
            log_level = 'DEBUG'
        else:
            log_level = 'INFO'
    """),
    "style_1-common-setting-words-without-a-tools-own-setting": ("style_1", """
        project = 'Widget'
        timeout = 30
        workers = 4
    """),
    "doc_3-google-method-without-args-beside-a-setter": ("doc_3:convention=google", '''
        """User accounts."""


        class User:
            """A user account."""

            @property
            def name(self) -> str:
                """str: The user's display name."""
                return self._name

            @name.setter
            def name(self, value: str) -> None:
                self._name = value

            def rename(self, value: str) -> None:
                """Rename the user."""
                self._name = value
    '''),
    "doc_4-old-call-behind-a-format-label-in-spanish": ("doc_4", """
        def total(values: list[int]) -> int:
            # Formato antiguo: resultado = suma(values)
            return sum(values)
    """),
    "logic_5-upper-case-table-looked-up-with-a-default-by-hand": ("logic_5", """
        DEFAULTS = {'port': 8080}


        def port_of(name):
            try:
                return DEFAULTS[name]
            except KeyError:
                return 80
    """),
    "doc_4-old-assignment-after-a-pragma": ("doc_4", """
        def total(values: list[int]) -> int:
            # noqa: E501 result = sum(value for value in values if value)
            return sum(values)
    """),
    "doc_4-code-sample-kept-in-an-unread-public-string": ("doc_4", '''
        REFERENCE = """
        def total(values):
            return sum(values)
        """


        def total(values: list[int]) -> int:
            return sum(values)
    '''),
    "style_7-list-named-in-a-type-comment-unimported": ("style_7", """
        def first(values):
            # type: (List[int]) -> int
            return values[0]
    """),
    "style_6-template-looked-up-by-a-constant-key-of-a-mixed-dict": ("style_6", """
        MESSAGES = {'greet': 'Hello, %s!', 'retries': 3}


        def greet(name: str) -> str:
            return MESSAGES.get('greet') % name
    """),
    "style_6-format-on-a-str-field-of-an-annotated-parameter": ("style_6", """
        from dataclasses import dataclass


        @dataclass
        class Greeter:
            template: str


        @dataclass
        class Counter:
            template: int


        def greet(greeter: Greeter, name: str) -> str:
            return greeter.template.format(name)
    """),
    "doc_1-long-doc-handed-to-a-decorator-that-sets-it": ("doc_1", """
        def doc(text):
            def wrap(func):
                func.__doc__ = text
                return func
            return wrap


        @doc("Return the total of the values, skipping every value that is None or empty.")
        def total(values):
            return sum(value for value in values if value)
    """),
    "style_9-loop-over-names-holding-a-builtin": ("style_9", """
        for name in ('DEBUG', 'len'):
            globals()[name] = False
    """),
    "logic_5-dict-or-unannotated-table-looked-up-by-hand": ("logic_5", """
        def port_of(config: dict[str, int]):
            try:
                port = config['port']
            except KeyError:
                port = 8080
            return port


        def timeout_of(settings):
            if 'timeout' not in settings:
                return 30
            return settings['timeout']
    """),
    "logic_8-one-vague-word-and-the-value": ("logic_8", """
        TOP_10 = 10


        def in_top(rank: int) -> bool:
            return rank <= TOP_10
    """),
    "logic_9-executor-handed-itself-beside-a-class-with-its-own-submit": ("logic_9", """
        from concurrent.futures import ThreadPoolExecutor

        POOL = ThreadPoolExecutor()


        class Form:
            def submit(self):
                return 'sent'


        def crawl(url, seen):
            for link in fetch_links(url) - seen:
                seen.add(link)
                POOL.submit(crawl, link, seen)


        def fetch_links(url):
            return {url + '/a', url + '/b'}
    """),
    "library_2-rich-track-on-a-console-of-the-terminal": ("library_2", """
        import sys

        from rich.console import Console
        from rich.progress import Progress, track


        class Exporter:
            def __init__(self) -> None:
                self.console = Console(file=sys.stderr)

            def export(self, rows):
                return [row for row in track(rows, console=self.console)]


        def build(steps):
            with Progress(console=Console()) as progress:
                task = progress.add_task("build", total=len(steps))
                for _ in steps:
                    progress.advance(task)
    """),
    "library_2-progress-only-warning-with-units-and-loss": ("library_2", """
        import warnings


        def fit(model, data, epochs):
            for epoch in range(epochs):
                loss = sum(model.step(x, y) for x, y in data)
                warnings.warn(f"epoch {epoch + 1}/{epochs} done: loss {loss:.4f}", stacklevel=2)
                warnings.warn("processed %(n)d of %(total)d rows" % {"n": epoch, "total": epochs})
    """),
    "library_2-tar-listing-in-a-closure-over-the-with-name": ("library_2", """
        import tarfile


        def show(path):
            with tarfile.open(path) as archive:
                def listing():
                    archive.list(verbose=False)
                listing()
                return archive.getnames()
    """),
    "error_4-a-method-stores-an-exception-with-inline-text-then-raises-it": ("error_4", """
        class Job:
            def __init__(self) -> None:
                self.error = None

            def fail(self) -> None:
                self.error = RuntimeError("the job could not finish")

            def join(self):
                if self.error is not None:
                    raise self.error
    """),
    "logic_5-lookup-error-on-a-string-key": ("logic_5", """
        def title_of(row):
            try:
                return row['title']
            except LookupError:
                return ''
    """),
    "doc_3-helper-named-in-a-literal-all-without-a-docstring": ("doc_3", '''
        """Build lookup tables for the report."""

        __all__ = ['report', 'build_table']


        def build_table(rows):
            return {row[0]: row[1] for row in rows}


        def report(rows):
            """Return the report's lookup table."""
            return build_table(rows)
    '''),
    "style_1-mixed-case-name-passed-to-a-globals-helper": ("style_1", """
        def _bind(name, value):
            globals()[name] = value


        _bind('maxRetries', 3)
    """),
    "doc_5-same-note-repeated-within-one-function": ("doc_5", """
        def mean_of_rows(rows):
            totals = []
            # Skip empty rows so they do not divide by zero.
            for row in rows:
                # Skip empty rows so they do not divide by zero.
                if not row:
                    continue
                totals.append(sum(row) / len(row))
            peaks = []
            for row in rows:
                if not row:
                    continue
                peaks.append(max(row) / len(row))
            return totals, peaks
    """),
    "logic_1-a-match-whose-last-case-has-a-guard": ("logic_1", """
        def describe(shape, size):
            match shape:
                case 'circle':
                    return 1
                case 'square':
                    return 2
                case 'triangle':
                    return 3
                case 'hexagon':
                    return 4
                case other if size > 10:
                    raise NotImplementedError(other)
    """),
    "logic_9-a-visitor-picking-a-prefixed-method-that-recurses": ("logic_9", """
        class Visitor:
            def visit(self, node):
                method = getattr(self, f'visit_{node.kind}', None)
                return method(node) if method else None

            def visit_block(self, node):
                return [self.visit(child) for child in node.children]
    """),
    "logic_9-a-method-named-in-a-literal-loop": ("logic_9", """
        class Tree:
            def size(self):
                total = 1
                for child in self.children:
                    for name in ('size',):
                        total += getattr(child, name)()
                return total + sum(getattr(self, name)() for name in ('size',) if self.left)
    """),
    "logic_9-an-alias-rebound-in-a-loop": ("logic_9", """
        def chain(fun, times):
            for _ in range(times):
                original = fun

                def step(x):
                    return original(x) + 1

                fun = step
            return fun
    """),
    "logic_9-a-library-base-and-a-chain-the-module-builds": ("logic_9", """
        from collections import UserList


        class Node(UserList):
            def __init__(self, value):
                super().__init__()
                self.value = value
                self.next = None

            def link(self, value):
                self.next = Node(value)
                return self.next

            def total(self):
                return self.value + (self.next.total() if self.next else 0)
    """),
    "error_4-a-factory-given-a-sentence-inside-the-raise": ("error_4", """
        def _error(path, kind):
            msg = f"{kind}: {path}"
            return FileNotFoundError(msg)


        def load(path):
            if not path.exists():
                raise _error(path, "the file is missing")
            return path
    """),
    "error_4-a-message-as-the-default-of-a-lookup": ("error_4", """
        MESSAGES = {}


        def check(age):
            if age < 0:
                raise ValueError(MESSAGES.get("negative", "age must be non-negative"))
            return age
    """),
    "logic_9-a-method-of-the-own-class-an-isinstance-test-names": ("logic_9", """
        class Branch:
            def __init__(self, parts):
                self.parts = parts

            def describe(self):
                return '+'.join(
                    part.describe() if isinstance(part, Branch) else str(part)
                    for part in self.parts
                )
    """),
    "logic_9-a-child-saved-with-the-same-arguments": ("logic_9", """
        class Folder:
            def __init__(self, children):
                self.children = children

            def save(self, storage):
                for child in self.children:
                    child.save(storage)
    """),
    "logic_9-entries-built-by-a-module-class": ("logic_9", """
        class Tree:
            def __init__(self, values):
                self.children = [Tree(v) for v in values if isinstance(v, list)]

            def size(self):
                return 1 + sum(child.size() for child in self.children)
    """),
    "error_1-a-call-hands-the-retry-helper-exception": ("error_1", """
        import time


        def retry(func, attempts=3, exceptions=(ConnectionError, TimeoutError)):
            for attempt in range(attempts - 1):
                try:
                    return func()
                except exceptions:
                    time.sleep(2 ** attempt)
            return func()


        def fetch(client):
            return retry(client.get, exceptions=Exception)
    """),
    "error_1-self-attribute-rebound-to-exception": ("error_1", """
        class Client:
            retry_on = (ConnectionError, TimeoutError)

            def __init__(self, transport, lenient=False):
                self.transport = transport
                if lenient:
                    self.retry_on = Exception

            def send(self, request):
                try:
                    return self.transport.send(request)
                except self.retry_on:
                    return self.transport.send(request)
    """),
    "error_1-partial-hands-the-helper-exception": ("error_1", """
        import functools


        def call_quietly(func, errors=(OSError,)):
            try:
                return func()
            except errors:
                return None


        quietly = functools.partial(call_quietly, errors=Exception)
    """),
    "library_2-a-descriptor-asked-about-then-written": ("library_2", """
        import os
        import sys


        def report(rows):
            if os.isatty(sys.stdout.fileno()):
                os.write(sys.stdout.fileno(), f"loaded {len(rows)} rows\\n".encode())
            return rows
    """),
    "style_9-getattr-name-rebound-to-a-builtin": ("style_9", """
        def __getattr__(name):
            name = 'sorted'
            globals()[name] = lambda items: list(items)
            return globals()[name]
    """),
    "style_9-prefix-a-builtin-starts-with": ("style_9", """
        def _register(name, value):
            globals()['m' + name] = value


        _register('ax', 0)
    """),
    "style_1-mixed-case-join-of-literals-passed-in": ("style_1", """
        def _register(name, code):
            globals()['color' + name] = code


        _register('Red', 31)
    """),
    "style_1-class-factory-given-a-lowercase-name": ("style_1", """
        def make(name):
            return type(name, (), {})


        make('record')
    """),
    "doc_5-calls-of-the-code-s-names-commented-out-with-a-space": ("doc_5", """
        def split_range(low, high):
            # split_range (low, high)
            middle = (low + high) // 2
            left = (low, middle)
            right = (middle + 1, high)
            # print (left)
            if low > high:
                raise ValueError(low)
            return left, right
    """),
    "style_1-camel-hump-joined-after-a-name-from-data": ("style_1", """
        class Stats:
            def __init__(self, **counts):
                for kind, value in counts.items():
                    setattr(self, f'{kind}Count', value)
    """),
    "logic_9-a-test-runner-that-matches-itself": ("logic_9", """
        class Suite:
            def test_all(self, depth=0):
                if depth > 3:
                    return []
                names = [name for name in dir(self) if name.startswith('test_')]
                return [getattr(self, name)(depth + 1) for name in names]
    """),
    "logic_9-public-methods-called-by-name-from-a-public-method": ("logic_9", """
        class Pipeline:
            def run_all(self, depth=0):
                if depth > 3:
                    return []
                return [getattr(self, name)(depth + 1) for name in dir(self)
                        if not name.startswith('_')]
    """),
    "error_4-a-key-spelled-into-a-message-by-a-helper": ("error_4", """
        def _text(key):
            return key.replace("_", " ")


        def check_age(age):
            if age < 0:
                raise ValueError(_text("age_must_be_non_negative"))
            return age
    """),
}


HONEST_RESPONSES = {
    # false-failure hunt (stop 47, second): data here-documents before unrelated commands
    "heredoc51-env-then-app": ('style_3', '```python\nimport os\nimport sys\n\n\ndef parse_env(lines):\n    values = {}\n    for line in lines:\n        line = line.strip()\n        if not line or line.startswith(\'#\'):\n            continue\n        key, _, value = line.partition(\'=\')\n        values[key.strip()] = value.strip().strip(\'"\')\n    return values\n\n\nif __name__ == \'__main__\':\n    settings = parse_env(sys.stdin)\n    with open(\'.env\', \'w\', encoding=\'utf-8\') as handle:\n        for key, value in sorted(settings.items()):\n            handle.write(f\'{key}={value}\\n\')\n    print(f\'wrote {len(settings)} settings\', file=sys.stderr)\n    os.environ.update(settings)\n```\n\nWrite the settings, then start the app:\n\n```bash\npython3 write_env.py <<\'ENV\'\nDATABASE_URL="postgresql://billing_user:change-me@db.internal.example.com:5432/billing"\nCACHE_URL="redis://cache.internal.example.com:6379/0"\nENV\npython3 app.py\n```\n'),  # fmt: skip
    "heredoc51-toml-then-build": ('style_8', '```python\nimport sys\nimport tomllib\n\nREQUIRED = (\n    \'name\',\n    \'version\',\n    \'dependencies\',\n)\n\n\ndef missing_keys(text):\n    project = tomllib.loads(text).get(\'project\', {})\n    return [key for key in REQUIRED if key not in project]\n\n\nif __name__ == \'__main__\':\n    missing = missing_keys(sys.stdin.read())\n    if missing:\n        sys.exit(\'missing: \' + \', \'.join(missing))\n    print(\'pyproject looks complete\')\n```\n\nCheck a draft before building:\n\n```bash\npython3 check_pyproject.py <<\'TOML\'\n[project]\nname = "acme-billing"\nversion = "0.3.0"\ndependencies = [\n    "requests>=2.31",\n    "pydantic>=2.5"\n]\nTOML\npython3 -m build --wheel\n```\n'),  # fmt: skip
    "heredoc51-ini-then-xargs-ping": ('style_8', "```python\nimport configparser\nimport sys\n\n\ndef hosts(text):\n    parser = configparser.ConfigParser()\n    parser.read_string(text)\n    return [\n        parser[section]['host']\n        for section in parser.sections()\n        if 'host' in parser[section]\n    ]\n\n\nif __name__ == '__main__':\n    print(' '.join(hosts(sys.stdin.read())))\n```\n\nFeed it a config and ping each host:\n\n```bash\npython3 hosts.py <<'INI' > hosts.txt\n[primary]\nhost = db1.example.com\nports = [\n    5432,\n    6432\n]\nINI\nxargs -n1 ping -c1 < hosts.txt\n```\n"),  # fmt: skip
    # false-failure hunt (stop 47): here-documents fed to a Python program named elsewhere
    "heredoc-script-toml-long": ('style_3', 'Here is the implementation.\n\n```python\nimport sys\nimport tomllib\n\n\ndef missing_keys(config: dict, required: tuple[str, ...]) -> list[str]:\n    return [key for key in required if key not in config]\n\n\ndef main() -> int:\n    config = tomllib.loads(sys.stdin.read())\n    missing = missing_keys(config, (\'name\', \'dependencies\'))\n    for key in missing:\n        sys.stderr.write(f\'missing key: {key}\\n\')\n    return 1 if missing else 0\n\n\nif __name__ == \'__main__\':\n    raise SystemExit(main())\n```\n\nSave it as `check_config.py` and feed it a config on standard input:\n\n```bash\npython3 check_config.py <<\'EOF\'\nname = "inventory-loader"\ndescription = "Loads inventory items from a JSON export into the local SQLite database"\ndependencies = [\n    "click>=8.1",\n    "rich>=13"\n]\nEOF\n```\n'),  # fmt: skip
    "heredoc-dash-c-toml-long": ('style_3', 'Here is the implementation.\n\n```python\nimport sys\nimport tomllib\n\n\ndef missing_keys(config: dict, required: tuple[str, ...]) -> list[str]:\n    return [key for key in required if key not in config]\n\n\ndef main() -> int:\n    config = tomllib.loads(sys.stdin.read())\n    missing = missing_keys(config, (\'name\', \'dependencies\'))\n    for key in missing:\n        sys.stderr.write(f\'missing key: {key}\\n\')\n    return 1 if missing else 0\n\n\nif __name__ == \'__main__\':\n    raise SystemExit(main())\n```\n\nA quick check without saving a file:\n\n```bash\npython3 -c \'import sys, tomllib; print(tomllib.loads(sys.stdin.read()))\' <<\'EOF\'\nname = "inventory-loader"\ndescription = "Loads inventory items from a JSON export into the local SQLite database"\ndependencies = [\n    "click>=8.1",\n    "rich>=13"\n]\nEOF\n```\n'),  # fmt: skip
    "heredoc-pip-m-marker": ('style_3', 'Here is the implementation.\n\n```python\nimport sys\nimport tomllib\n\n\ndef missing_keys(config: dict, required: tuple[str, ...]) -> list[str]:\n    return [key for key in required if key not in config]\n\n\ndef main() -> int:\n    config = tomllib.loads(sys.stdin.read())\n    missing = missing_keys(config, (\'name\', \'dependencies\'))\n    for key in missing:\n        sys.stderr.write(f\'missing key: {key}\\n\')\n    return 1 if missing else 0\n\n\nif __name__ == \'__main__\':\n    raise SystemExit(main())\n```\n\nInstall its dependencies:\n\n```bash\npython -m pip install -r /dev/stdin <<\'EOF\'\ntomli>=2.0; python_version < "3.11" and platform_python_implementation == "CPython"\nrich>=13\nEOF\n```\n'),  # fmt: skip
    "heredoc-script-toml-comma": ('style_8', 'Here is the implementation.\n\n```python\nimport sys\nimport tomllib\n\n\ndef missing_keys(config: dict, required: tuple[str, ...]) -> list[str]:\n    return [key for key in required if key not in config]\n\n\ndef main() -> int:\n    config = tomllib.loads(sys.stdin.read())\n    missing = missing_keys(config, (\'name\', \'dependencies\'))\n    for key in missing:\n        sys.stderr.write(f\'missing key: {key}\\n\')\n    return 1 if missing else 0\n\n\nif __name__ == \'__main__\':\n    raise SystemExit(main())\n```\n\nSave it as `check_config.py` and feed it a config on standard input:\n\n```bash\npython3 check_config.py <<\'EOF\'\nname = "inventory-loader"\ndescription = "Loads inventory items from a JSON export into the local SQLite database"\ndependencies = [\n    "click>=8.1",\n    "rich>=13"\n]\nEOF\n```\n'),  # fmt: skip
    "heredoc-dash-c-toml-comma": ('style_8', 'Here is the implementation.\n\n```python\nimport sys\nimport tomllib\n\n\ndef missing_keys(config: dict, required: tuple[str, ...]) -> list[str]:\n    return [key for key in required if key not in config]\n\n\ndef main() -> int:\n    config = tomllib.loads(sys.stdin.read())\n    missing = missing_keys(config, (\'name\', \'dependencies\'))\n    for key in missing:\n        sys.stderr.write(f\'missing key: {key}\\n\')\n    return 1 if missing else 0\n\n\nif __name__ == \'__main__\':\n    raise SystemExit(main())\n```\n\nA quick check without saving a file:\n\n```bash\npython3 -c \'import sys, tomllib; print(tomllib.loads(sys.stdin.read()))\' <<\'EOF\'\nname = "inventory-loader"\ndescription = "Loads inventory items from a JSON export into the local SQLite database"\ndependencies = [\n    "click>=8.1",\n    "rich>=13"\n]\nEOF\n```\n'),  # fmt: skip
    # false-failure hunt (stop 45, fourth): doc_6 verbs and keys naming cost
    "doc_6-clear-comments": (
        'doc_6',
        '''Here is the solution.

```python
import re
from pathlib import Path

COMMENT = re.compile(r"\\s*#.*$")


def strip_comments(path: Path) -> str:
    lines = path.read_text(encoding="utf-8").splitlines()
    return "\\n".join(COMMENT.sub("", line) for line in lines if not line.lstrip().startswith("#"))
```

```json
{
  "summary": "Clear all comments from the source file.",
  "complexity": "O(n) in the length of the file."
}
```
''',
    ),
    "doc_6-clear-key": (
        'doc_6',
        '''Here is the solution.

```python
import json
from pathlib import Path


def drop_key(path: Path, key: str) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    data.pop(key, None)
    path.write_text(json.dumps(data, indent=2), encoding="utf-8")
```

```json
{
  "summary": "Clear the key from the JSON file.",
  "complexity": "O(n): one read and one write of the file."
}
```
''',
    ),
    "doc_6-add-one-to-all": (
        'doc_6',
        '''Here is the solution.

```python
def increment_all(values: list[int]) -> list[int]:
    return [value + 1 for value in values]
```

```json
{
  "summary": "Add one to all.",
  "complexity": "One pass over the list: O(n)."
}
```
''',
    ),
    "doc_6-clear-page-header": (
        'doc_6',
        '''Here is the solution.

```python
def clear_header(lines: list[str]) -> list[str]:
    for i, line in enumerate(lines):
        if not line.strip():
            return lines[i + 1 :]
    return []
```

```json
{
  "summary": "Clear the page header.",
  "complexity": "O(n) in the number of lines."
}
```
''',
    ),
    "doc_6-big-o-explanation-key": (
        {'id': 'doc_6', 'params': {'keys': ['summary', 'big_o_explanation']}},
        '''Here is the solution.

```python
def has_pair(values: list[int], target: int) -> bool:
    seen = set()
    for v in values:
        if target - v in seen:
            return True
        seen.add(v)
    return False
```

```json
{
  "summary": "Scan once with a set of values seen; a pair exists when the complement is already in it.",
  "big_o_explanation": "O(n) time and O(n) space."
}
```
''',
    ),
    "doc_6-performance-overview-key": (
        {'id': 'doc_6', 'params': {'keys': ['summary', 'performance_overview']}},
        '''Here is the solution.

```python
def has_pair(values: list[int], target: int) -> bool:
    seen = set()
    for v in values:
        if target - v in seen:
            return True
        seen.add(v)
    return False
```

```json
{
  "summary": "Scan once with a set of values seen; a pair exists when the complement is already in it.",
  "performance_overview": "Linear time, linear memory."
}
```
''',
    ),
    "doc_6-how-it-scales-key": (
        {'id': 'doc_6', 'params': {'keys': ['summary', 'complexity', 'how_it_scales']}},
        '''Here is the solution.

```python
def chunks(items: list[int], size: int) -> list[list[int]]:
    return [items[i : i + size] for i in range(0, len(items), size)]
```

```json
{
  "summary": "Slice the list every size items.",
  "complexity": "O(n)",
  "how_it_scales": "Linear in the input size."
}
```
''',
    ),
    # false-failure hunt (stop 45): HTML written in inline code spans of the prose, which
    # render as literal text and hide nothing
    "doc_6-html-in-inline-code-spans": (
        "doc_6",
        '''```python
from html.parser import HTMLParser

HIDING = ('display:none', 'visibility:hidden', 'opacity:0')


class VisibleText(HTMLParser):
    """Collect text that is not inside a hidden element."""

    def __init__(self) -> None:
        super().__init__()
        self.depth = 0
        self.parts: list[str] = []

    def handle_starttag(self, tag, attrs):
        style = (dict(attrs).get('style') or '').replace(' ', '')
        if self.depth or any(h in style for h in HIDING):
            self.depth += 1

    def handle_endtag(self, tag):
        if self.depth:
            self.depth -= 1

    def handle_data(self, data):
        if not self.depth:
            self.parts.append(data)
```
Elements such as `<span style="opacity: 0">` are skipped, including their children.
Note that `<p style="font-size: 0">` is not handled; extend HIDING for that.
A `<div style="color: transparent">` would also be invisible, but it is not detected.
Elements such as `<span style="display: none">` are skipped.
Inputs like `<input hidden>` are not text anyway.
Text inside `<script>` is also ignored by HTMLParser data handling? No: it is kept.
Use ``<p style="font-size: 0">`` to test it.
HTML comments like `<!--` start hidden regions.

```json
{"summary": "Keeps only the visible text of an HTML fragment using a nesting depth counter.", "complexity": "O(n) single pass over the markup."}
```
''',
    ),
    # false-failure hunt (stop 44, last): short words that read as English reversed
    "doc_5-short-words-read-reversed-1": (
        "doc_5",
        '''Here is the code:

```python
ATOMIC_MASS = {"Si": 28.085, "Ti": 47.867, "Ta": 180.95}


def molar_mass(formula):
    # Si, Ti, Ta masses
    total = 0.0
    for symbol, count in formula:
        total += ATOMIC_MASS[symbol] * count
    return total
```
''',
    ),
    "doc_5-short-words-read-reversed-2": (
        "doc_5",
        '''Here is the code:

```python
SOLFEGE = ("do", "re", "mi", "fa", "sol", "la", "ti")


def degree_name(degree):
    # Si/Ti (7th degree)
    index = (degree - 1) % len(SOLFEGE)
    return SOLFEGE[index]
```
''',
    ),
    "doc_5-short-words-read-reversed-3": (
        "doc_5",
        '''Here is the code:

```python
def agrupa_pedidos(pedidos):
    # Ordena os pedidos e agrupa-os
    grupos = {}
    for pedido in sorted(pedidos, key=lambda p: p["cliente"]):
        grupos.setdefault(pedido["cliente"], []).append(pedido)
    return grupos
```
''',
    ),
    "doc_5-short-words-read-reversed-4": (
        "doc_5",
        '''Here is the code:

```python
import sqlite3


def kunin_pangalan(conn: sqlite3.Connection, user_id: int):
    # Kunin ang pangalan ni user sa DB
    row = conn.execute("SELECT name FROM users WHERE id = ?", (user_id,)).fetchone()
    return row[0] if row else None
```
''',
    ),
    "doc_5-short-words-read-reversed-5": (
        "doc_5",
        '''Here is the code:

```python
import subprocess


def deploy(env_name):
    # AWS EB CLI, OS X
    cmd = ["eb", "deploy", env_name]
    result = subprocess.run(cmd, check=True, capture_output=True, text=True)
    return result.stdout
```
''',
    ),
    "doc_5-short-words-read-reversed-6": (
        "doc_5",
        '''Here is the code:

```python
from collections import Counter


def gc_content(sequence):
    # Mus musculus DNA
    counts = Counter(sequence.upper())
    return (counts["G"] + counts["C"]) / max(len(sequence), 1)
```
''',
    ),
    "doc_5-short-words-read-reversed-7": (
        "doc_5",
        '''Here is the code:

```python
def can_edit(role):
    # TA/RO user roles
    return role == "admin"
```
''',
    ),
    # false-failure hunt (stop 44, second): a module and its pytest fixtures naming its classes
    "fs5b_lru_fixture_answer": (
        "style_5",
        '''Here is the LRU cache:

```python
from collections import OrderedDict
from typing import Generic, TypeVar

K = TypeVar('K')
V = TypeVar('V')


class LRUCache(Generic[K, V]):
    def __init__(self, capacity: int) -> None:
        self.capacity = capacity
        self._data: OrderedDict[K, V] = OrderedDict()

    def get(self, key: K) -> V | None:
        if key not in self._data:
            return None
        self._data.move_to_end(key)
        return self._data[key]

    def put(self, key: K, value: V) -> None:
        self._data[key] = value
        self._data.move_to_end(key)
        if len(self._data) > self.capacity:
            self._data.popitem(last=False)
```

And some tests:

```python
import pytest


@pytest.fixture
def cache() -> LRUCache[str, int]:
    return LRUCache(2)


def test_evicts_oldest(cache: LRUCache[str, int]) -> None:
    cache.put('a', 1)
    cache.put('b', 2)
    cache.put('c', 3)
    assert cache.get('a') is None


def test_get_refreshes(cache: LRUCache[str, int]) -> None:
    cache.put('a', 1)
    cache.put('b', 2)
    cache.get('a')
    cache.put('c', 3)
    assert cache.get('a') == 1
```
''',
    ),
    "fs5b_settings_fixture_answer": (
        "style_5",
        '''```python
import json
from pathlib import Path


class Settings:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.values: dict[str, object] = {}

    def load(self) -> 'Settings':
        if self.path.exists():
            self.values = json.loads(self.path.read_text())
        return self

    def get(self, key: str, default: object = None) -> object:
        return self.values.get(key, default)

    def set(self, key: str, value: object) -> None:
        self.values[key] = value
        self.path.write_text(json.dumps(self.values))
```

Tests with a fixture:

```python
from pathlib import Path

import pytest


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(tmp_path / 'settings.json').load()


def test_default(settings: Settings) -> None:
    assert settings.get('theme', 'light') == 'light'


def test_round_trip(settings: Settings, tmp_path: Path) -> None:
    settings.set('theme', 'dark')
    reloaded = Settings(tmp_path / 'settings.json').load()
    assert reloaded.get('theme') == 'dark'


def test_monkeypatched(settings: Settings, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(settings, 'values', {'x': 1})
    assert settings.get('x') == 1
```
''',
    ),
    "fs5b_taskqueue_fixture_answer": (
        "style_5",
        '''```python
from dataclasses import dataclass, field


@dataclass(order=True)
class Task:
    priority: int
    name: str = field(compare=False)


class TaskQueue:
    def __init__(self) -> None:
        self._tasks: list[Task] = []

    def add(self, name: str, priority: int = 0) -> Task:
        task = Task(priority, name)
        self._tasks.append(task)
        self._tasks.sort()
        return task

    def next(self) -> Task | None:
        return self._tasks.pop(0) if self._tasks else None
```

Example tests:

```python
from collections.abc import Iterator

import pytest


@pytest.fixture
def queue() -> Iterator[TaskQueue]:
    q = TaskQueue()
    q.add('write docs', 2)
    q.add('fix bug', 1)
    yield q


def test_lowest_priority_first(queue: TaskQueue) -> None:
    first = queue.next()
    assert first is not None
    assert first.name == 'fix bug'


def test_empty_returns_none() -> None:
    assert TaskQueue().next() is None
```
''',
    ),
    # false-failure hunt (stop 44): a test block annotating a local with the program's class
    "fs5_lru_answer_0": (
        "style_5",
        '''```python
from typing import Protocol, TypeVar, Generic

K = TypeVar('K')
V = TypeVar('V')


class Comparable(Protocol):
    def __lt__(self, other: 'Comparable', /) -> bool: ...


class LRUCache(Generic[K, V]):
    def __init__(self, capacity: int) -> None:
        self.capacity = capacity
        self._data: dict[K, V] = {}

    def get(self, key: K, default: V | None = None) -> V | None:
        if key not in self._data:
            return default
        value = self._data.pop(key)
        self._data[key] = value
        return value

    def put(self, key: K, value: V) -> None:
        self._data.pop(key, None)
        self._data[key] = value
        if len(self._data) > self.capacity:
            oldest = next(iter(self._data))
            del self._data[oldest]

    def __len__(self) -> int:
        return len(self._data)

    def __contains__(self, key: object) -> bool:
        return key in self._data
```

```python
def test_eviction() -> None:
    cache: LRUCache[str, int] = LRUCache(2)
    cache.put('a', 1)
    cache.put('b', 2)
    cache.get('a')
    cache.put('c', 3)
    assert 'b' not in cache
```
''',
    ),
    "fs5_lru_answer_1": (
        "style_5",
        '''```python
from typing import Protocol, TypeVar, Generic

K = TypeVar('K')
V = TypeVar('V')


class Comparable(Protocol):
    def __lt__(self, other: 'Comparable', /) -> bool: ...


class LRUCache(Generic[K, V]):
    def __init__(self, capacity: int) -> None:
        self.capacity = capacity
        self._data: dict[K, V] = {}

    def get(self, key: K, default: V | None = None) -> V | None:
        if key not in self._data:
            return default
        value = self._data.pop(key)
        self._data[key] = value
        return value

    def put(self, key: K, value: V) -> None:
        self._data.pop(key, None)
        self._data[key] = value
        if len(self._data) > self.capacity:
            oldest = next(iter(self._data))
            del self._data[oldest]

    def __len__(self) -> int:
        return len(self._data)

    def __contains__(self, key: object) -> bool:
        return key in self._data
```

```python
def test_eviction() -> None:
    cache: LRUCache = LRUCache(2)
    cache.put('a', 1)
    cache.put('b', 2)
    cache.get('a')
    cache.put('c', 3)
    assert 'b' not in cache
```
''',
    ),
    # false-failure hunt s43 (stop 43): whole answers, the code and its JSON explanation
    "doc_6-x-sampa-to-ipa-summary": (
        "doc_6",
        '''```python
XSAMPA = {"r\\\\": "ɹ", "V": "ʌ", "O": "ɔ", "4": "ɾ", "M": "ɯ", "L": "ʎ", "H": "ɥ", "W": "ʍ"}


def to_ipa(symbols):
    """Convert a list of X-SAMPA symbols to an IPA string."""
    return "".join(XSAMPA.get(s, s) for s in symbols)
```

```json
{
  "summary": "X-SAMPA to IPA: r\\\\ → ɹ, V → ʌ, O → ɔ, 4 → ɾ, M → ɯ, L → ʎ, H → ɥ, W → ʍ.",
  "complexity": "O(n) time for n symbols, O(n) space for the output."
}
```
''',
    ),
    "doc_6-overlay-array-display-summary": (
        "doc_6",
        '''```python
def overlay(display, layer):
    """Draw the non-empty cells of layer over display."""
    return [cell if cell else shown for shown, cell in zip(display, layer)]
```

```json
{
  "summary": "Draws overlay array on display.",
  "complexity": "O(n) time and space."
}
```
''',
    ),
    "doc_6-replay-array-delay-summary": (
        "doc_6",
        '''```python
import time


def replay(events, handle, delay=0.05):
    """Replay recorded events in order with a fixed delay."""
    for event in events:
        handle(event)
        time.sleep(delay)
```

```json
{
  "summary": "Replay the array with a delay.",
  "complexity": "O(n) time plus n delays; O(1) memory."
}
```
''',
    ),
    "doc_6-relay-array-display-summary": (
        "doc_6",
        '''```python
def relay_to_display(array, display):
    """Copy each array value to the display in order."""
    for value in array:
        display.show(value)
```

```json
{
  "summary": "Relay array to display.",
  "complexity": "O(n) time, O(1) extra space."
}
```
''',
    ),
    "doc_6-array-delay-replay-complexity": (
        "doc_6",
        '''```python
def rotate(array, k):
    """Rotate the array right by k places."""
    k %= len(array) or 1
    return array[-k:] + array[:-k]
```

```json
{
  "summary": "Rotates the array by slicing.",
  "complexity": "O(n) for any array; no delay or replay."
}
```
''',
    ),
    "doc_6-vowel-map-with-ipa-letters": (
        "doc_6",
        '''```python
def to_ipa_vowel(word):
    """Map common English spellings to IPA vowels."""
    table = {"u": "ʌ", "o": "ɔ", "a": "ɐ", "e": "ə"}
    return "".join(table.get(ch, ch) for ch in word)
```

```json
{
  "summary": "Maps u→ʌ, o→ɔ, a→ɐ, e→ə.",
  "complexity": "O(n) time and space."
}
```
''',
    ),
}
"""Whole honest answers (instructions that read the response, not only its code)."""


def _passes(spec: str, code: str, mode: str) -> bool:
    response = f"```python\n{dedent(code).lstrip()}```\n"
    [result] = verify([(response, [spec])], mode=mode)  # type: ignore[arg-type]
    return result.verdicts[0].passed


@pytest.mark.parametrize("case", sorted(HONEST))
@pytest.mark.parametrize("mode", ["paper", "strict"])
def test_honest_code_passes(case: str, mode: str) -> None:
    spec, code = HONEST[case]
    assert _passes(spec, code, mode)


@pytest.mark.parametrize("case", sorted(HONEST_RESPONSES))
@pytest.mark.parametrize("mode", ["paper", "strict"])
def test_honest_response_passes(case: str, mode: str) -> None:
    spec, response = HONEST_RESPONSES[case]
    [result] = verify([(response, [spec])], mode=mode)  # type: ignore[arg-type]
    assert result.verdicts[0].passed


@pytest.mark.parametrize("case", sorted(STILL_FAILING))
def test_the_route_beside_it_still_fails_in_strict_mode(case: str) -> None:
    spec, code = STILL_FAILING[case]
    assert not _passes(spec, code, "strict")


PRUNING_WALK = """
    import os
    from pathlib import Path


    def python_files(root: Path) -> list[Path]:
        found = []
        for dirpath, dirnames, filenames in os.walk(root):
            dirnames[:] = [d for d in dirnames if not d.startswith(".")]
            found.extend(Path(dirpath) / name for name in filenames if name.endswith(".py"))
        return found
"""


@pytest.mark.parametrize(("target", "passes"), [("3.11", True), ("3.12", False)])
def test_a_pruning_os_walk_passes_only_where_path_walk_is_missing(
    target: str, passes: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`Path.walk` came with 3.12; before it a walk that prunes directories has no pathlib
    equivalent (`rglob` cannot prune). The target version decides, not the interpreter."""
    monkeypatch.setenv("VIBEBENCH_TARGET_VERSION", target)
    assert _passes("library_1", PRUNING_WALK, "strict") is passes
    assert _passes("library_1", PRUNING_WALK, "paper")
