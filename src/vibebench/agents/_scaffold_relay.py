"""The one way out of a sealed scaffold: a byte relay to the logging proxy, over a Unix socket.

A scaffold run with `isolation="bwrap"` lives in its own network namespace: it has a loopback
interface and nothing else, so it can reach no host, not even the proxy listening on the
host's 127.0.0.1. Two relays join it to the proxy and to nothing more:

    scaffold ──TCP──▶ 127.0.0.1:PORT (inside)  ──▶ relay.sock ──▶ 127.0.0.1:PORT (proxy, host)
                      `python _scaffold_relay.py` (bind mount)    `HostRelay` thread

Inside, `main` (this file run as a script, standard library only, so it starts fast)
listens on 127.0.0.1:PORT of the sandbox's loopback, starts the scaffold and exits with its
status; each accepted connection is piped to the Unix socket. Outside,
`HostRelay` accepts on that socket and pipes each connection to the proxy. Path-bound Unix
sockets cross network namespaces (they live in the file system), TCP does not. The relays
copy bytes and understand nothing of HTTP: the proxy still sees, checks and records every
request, its token included.
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import threading
from collections.abc import Callable, Sequence
from pathlib import Path

__all__ = ["HostRelay", "main", "pipe_connection"]

_CHUNK = 64 * 1024


def _pump(source: socket.socket, target: socket.socket) -> None:
    """Copy until `source` ends, then end `target`'s sending side."""
    try:
        while chunk := source.recv(_CHUNK):
            target.sendall(chunk)
    except OSError:
        pass  # either side went away: the other one learns it below
    finally:
        with contextlib.suppress(OSError):
            target.shutdown(socket.SHUT_WR)


def pipe_connection(client: socket.socket, connect: Callable[[], socket.socket]) -> None:
    """Join `client` to a fresh connection from `connect`, both ways, until both ends close."""
    try:
        upstream = connect()
    except OSError:
        client.close()
        return
    back = threading.Thread(target=_pump, args=(upstream, client), daemon=True)
    back.start()
    _pump(client, upstream)
    back.join()
    client.close()
    upstream.close()


def _serve(listener: socket.socket, connect: Callable[[], socket.socket]) -> None:
    """Accept until the listener is closed; each connection gets its own thread."""
    while True:
        try:
            client, _ = listener.accept()
        except OSError:
            return
        threading.Thread(target=pipe_connection, args=(client, connect), daemon=True).start()


class HostRelay:
    """Accept on a Unix socket (seen by the sandbox) and connect each client to host:port."""

    def __init__(self, socket_path: Path, host: str, port: int) -> None:
        self.socket_path = socket_path
        self._target = (host, port)
        self._listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self._listener.bind(str(socket_path))
        self._listener.listen(64)
        self._thread = threading.Thread(
            target=_serve, args=(self._listener, self._connect), daemon=True
        )

    def _connect(self) -> socket.socket:
        return socket.create_connection(self._target, timeout=None)

    def __enter__(self) -> HostRelay:
        self._thread.start()
        return self

    def __exit__(self, *exc_info: object) -> None:
        with contextlib.suppress(OSError):
            self._listener.shutdown(socket.SHUT_RDWR)
        self._listener.close()
        self._thread.join(timeout=2)


def _exit_status(code: int) -> int:
    return 128 - code if code < 0 else code  # killed by signal N: 128 + N, as a shell says


def main(argv: Sequence[str] | None = None) -> int:
    """`python _scaffold_relay.py PORT SOCKET -- COMMAND...` (in the sandbox; stdlib only).

    Listens on 127.0.0.1:PORT, relays to SOCKET, runs COMMAND, returns its exit status.
    """
    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) < 4 or args[2] != "--":
        sys.stderr.write("usage: python _scaffold_relay.py PORT SOCKET -- COMMAND...\n")
        return 2
    port, socket_path, command = int(args[0]), args[1], args[3:]
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", port))
    listener.listen(64)

    def connect() -> socket.socket:
        unix = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        unix.connect(socket_path)
        return unix

    threading.Thread(target=_serve, args=(listener, connect), daemon=True).start()
    try:
        child = subprocess.Popen(command)
    except OSError as err:
        sys.stderr.write(f"vibebench relay: cannot start {command[0]!r}: {err}\n")
        return 127
    signal.signal(signal.SIGTERM, lambda *_: child.terminate())
    status = _exit_status(child.wait())
    listener.close()
    sys.stdout.flush()
    os._exit(status)  # daemon relay threads may still hold sockets: leave without waiting


if __name__ == "__main__":
    sys.exit(main())
