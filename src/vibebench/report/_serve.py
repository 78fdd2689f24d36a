"""`vibebench report --serve`: the report on 127.0.0.1, every task's details read on demand.

The page is the one `write_html` writes; its drill-down asks for `report.data/NAME.js`.
The server answers the index and detail chunks it already has, and for `task-N.js` reads the
samples of task N from the store (`iter_task_views`: a few index seeks) and sends their
details. Nothing else is served, and only to this machine.
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from vibebench.report._build import ReportData
from vibebench.report._codealign import is_codealign_run
from vibebench.report._drill import pack, task_block
from vibebench.report._html import Placement, chunk_files, render_html
from vibebench.store import iter_task_views

HOST = "127.0.0.1"
_CHUNK = re.compile(r"^/report\.data/([a-z]+-\d+)\.js$")
_TASK = re.compile(r"^task-(\d+)$")


@dataclass(frozen=True)
class _Run:
    run_id: str
    name: str
    models: tuple[str, ...]


class ReportServer:
    """The page and its chunks over HTTP; `serve_forever` until `shutdown`."""

    def __init__(self, data: ReportData, store_path: Path, port: int = 0) -> None:
        """Render the page and bind 127.0.0.1:`port` (0: any free port)."""
        self._page = render_html(data, Placement(serve=True)).encode()
        self._chunks = chunk_files(data)
        self._tasks = data.drill.tasks if data.drill is not None else []
        self._store = store_path
        self._runs = [
            _Run(run.run_id, run.name, run.models)
            for run in data.runs
            if not is_codealign_run(run) and run.models
        ]  # type: ignore[arg-type]
        self._lock = threading.Lock()
        self._built: dict[int, str] = {}
        self._http = ThreadingHTTPServer((HOST, port), self._handler())

    @property
    def url(self) -> str:
        """Where the page is served."""
        host, port = self._http.server_address[:2]
        return f"http://{host}:{port}/"

    def serve_forever(self) -> None:
        """Answer requests until `shutdown` is called (from another thread)."""
        self._http.serve_forever()

    def shutdown(self) -> None:
        """Stop serving and release the port."""
        self._http.shutdown()
        self._http.server_close()

    def task_chunk(self, number: int) -> str:
        """Task `number`'s details, packed as the page's chunks are (built once, then kept)."""
        with self._lock:
            if number not in self._built:
                task = self._tasks[number]
                views = [
                    (view, run.name)
                    for run in self._runs
                    for view in iter_task_views(self._store, run.run_id, run.models, [task])
                ]
                self._built[number] = pack(task_block(number, views))
            return self._built[number]

    def _answer(self, path: str) -> tuple[HTTPStatus, str, bytes]:
        if path in ("/", "/report.html"):
            return HTTPStatus.OK, "text/html; charset=utf-8", self._page
        match = _CHUNK.match(path)
        if match is None:
            return HTTPStatus.NOT_FOUND, "text/plain", b"not found\n"
        name = match.group(1)
        chunk = self._chunks.get(name)
        task = _TASK.match(name)
        if chunk is None and task is not None and int(task.group(1)) < len(self._tasks):
            chunk = self.task_chunk(int(task.group(1)))
        if chunk is None:
            return HTTPStatus.NOT_FOUND, "text/plain", b"not found\n"
        script = f'window.vibebenchData("{name}", "{chunk}");\n'.encode()
        return HTTPStatus.OK, "text/javascript; charset=utf-8", script

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        server = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:  # noqa: N802 (the http.server API)
                status, kind, body = server._answer(self.path.split("?", 1)[0])
                self.send_response(status)
                self.send_header("Content-Type", kind)
                self.send_header("Content-Length", str(len(body)))
                self.send_header("Cache-Control", "no-store")
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, format: str, *args: object) -> None:  # noqa: A002
                return

        return Handler
