"""JSONL: the one reader and the one writer of every JSONL file vibebench touches.

No input may crash a command or exhaust memory, so reading is tolerant and bounded:

- a file is read line by line as bytes; a line longer than `max_line_bytes` is never held
  whole (at most one chunk of it is), it is a malformed line;
- invalid UTF-8 is replaced by U+FFFD, and so are lone surrogates (`"\\ud800"` escapes, which
  no UTF-8 file can hold): the line is kept, and flagged in `JsonlRecord.repairs` and in a
  warning naming `file:line`;
- JSON nested deeper than `max_depth` is malformed (Python's parser would otherwise hit
  its recursion limit), as is a line that is not JSON or not an object.

A malformed line is a `DatasetError` whose message is `file:line: what is wrong`. Whether it
stops the command or is skipped and reported is the caller's choice (`iter_jsonl` yields
it; `read_jsonl_objects` and `read_jsonl_models` raise it). Lines are split at "\\n" only
(see `jsonl_lines`); blank lines are skipped but counted.

Writing goes through `json_line` (one row, never an unencodable character) and
`write_jsonl` (a whole file, atomically, or appended to), or `write_jsonl_stream` (an open
stream, such as stdout).
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import IO, Any, NamedTuple, TypeVar

from pydantic import BaseModel, ValidationError

from vibebench._atomic import atomic_open
from vibebench._json_depth import nests_deeper_than
from vibebench.errors import DatasetError

__all__ = [
    "DATASET_MAX_LINE_BYTES",
    "MAX_DEPTH",
    "MAX_LINE_BYTES",
    "JsonlRecord",
    "decode_text",
    "iter_jsonl",
    "json_line",
    "jsonl_lines",
    "jsonl_objects",
    "loads",
    "read_jsonl_models",
    "read_jsonl_objects",
    "read_text",
    "text_lines",
    "write_jsonl",
    "write_jsonl_stream",
]

logger = logging.getLogger(__name__)

MAX_LINE_BYTES = 32 * 1024 * 1024
"""Longest line read from a samples, verdicts, cases or records file (32 MiB, a thousand
times a long model response). Skipping a longer line holds at most this much of it."""
DATASET_MAX_LINE_BYTES = 1024 * 1024 * 1024
"""Longest line of a task or hub-records file (1 GiB): a LiveCodeBench task holds its test
cases, hundreds of MB for some, and a benchmark is held in memory whole anyway."""
MAX_DEPTH = 100
"""Deepest JSON nesting accepted; vibebench's own files nest fewer than 10 levels."""

_CHUNK = 1024 * 1024
_BOM = "\ufeff"
_SURROGATE = re.compile("[\ud800-\udfff]")
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")
INVALID_UTF8 = "invalid UTF-8 replaced by U+FFFD"
LONE_SURROGATE = "lone surrogate replaced by U+FFFD"

_Row = TypeVar("_Row", bound=BaseModel)


class JsonlRecord(NamedTuple):
    """One good line: its 1-based number, its object, and what was repaired in it."""

    line: int
    value: dict[str, Any]
    repairs: tuple[str, ...] = ()


# Decoding


def decode_text(raw: bytes) -> tuple[str, tuple[str, ...]]:
    """UTF-8 text of `raw`; invalid sequences become U+FFFD and are named in the repairs."""
    try:
        return raw.decode("utf-8"), ()
    except UnicodeDecodeError:
        return raw.decode("utf-8", errors="replace"), (INVALID_UTF8,)


def _scrub(value: Any) -> Any:
    """`value` with every lone surrogate in its strings (and keys) replaced by U+FFFD."""
    if isinstance(value, str):
        return _SURROGATE.sub("\ufffd", value)
    if isinstance(value, list):
        return [_scrub(item) for item in value]
    if isinstance(value, dict):
        return {_scrub(key): _scrub(item) for key, item in value.items()}
    return value


def read_text(path: str | Path, *, max_bytes: int | None = None) -> tuple[str, tuple[str, ...]]:
    """A whole text file (e.g. one model response), decoded tolerantly and size-bounded.

    Raises:
        DatasetError: the file cannot be read, or is larger than `max_bytes`
            (default `MAX_LINE_BYTES`); the message names it.
    """
    limit = MAX_LINE_BYTES if max_bytes is None else max_bytes
    with _open(path, "") as stream:
        try:
            raw = stream.read(limit + 1)
        except OSError as err:
            raise DatasetError(f"cannot read ({err.strerror or err})", path=str(path)) from err
    if len(raw) > limit:
        raise DatasetError(f"larger than the {_size(limit)} limit", path=str(path))
    text, repairs = decode_text(raw)
    if _SURROGATE.search(text):  # only reachable through a str path, kept for symmetry
        text, repairs = _SURROGATE.sub("\ufffd", text), (*repairs, LONE_SURROGATE)
    return text, repairs


def _size(limit: int) -> str:
    for unit, size in (("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if limit >= size and limit % size == 0:
            return f"{limit // size} {unit}"
    return f"{limit} bytes"


# One line


class _MalformedError(ValueError):
    """What is wrong with one line (the caller adds file and line)."""


def loads(text: str, *, max_depth: int | None = None) -> Any:
    """JSON text (a line, or a whole .json file) parsed with its nesting bounded and lone
    surrogates replaced by U+FFFD.

    Raises:
        ValueError: what is wrong with the text (not JSON, nested too deeply), in words a
            user can act on; the caller names the file.
    """
    value, _ = _parse(text, MAX_DEPTH if max_depth is None else max_depth)
    return value


def _parse(text: str, max_depth: int) -> tuple[Any, tuple[str, ...]]:
    if nests_deeper_than(text, max_depth):
        raise _MalformedError(f"JSON nested deeper than {max_depth} levels")
    try:
        value = json.loads(text)
    except json.JSONDecodeError as err:
        location = (
            f"line {err.lineno} column {err.colno}" if err.lineno > 1 else (f"column {err.colno}")
        )
        raise _MalformedError(f"invalid JSON: {err.msg} ({location})") from err
    except (ValueError, RecursionError) as err:  # e.g. an integer of over 4300 digits
        raise _MalformedError(f"invalid JSON: {str(err).split(';')[0]}") from err
    if _SURROGATE_ESCAPE.search(text) or _SURROGATE.search(text):
        scrubbed = _scrub(value)
        if scrubbed != value:
            return scrubbed, (LONE_SURROGATE,)
    return value, ()


def _parse_object(text: str, max_depth: int) -> tuple[dict[str, Any], tuple[str, ...]]:
    """The object on one (non-blank) line and its repairs; _MalformedError says what is wrong."""
    value, repairs = _parse(text, max_depth)
    if not isinstance(value, dict):
        raise _MalformedError(f"expected a JSON object, got {_json_type(value)}")
    return value, repairs


def _json_type(value: Any) -> str:
    return {list: "list", str: "string", bool: "boolean", type(None): "null"}.get(
        type(value), type(value).__name__
    )


def jsonl_lines(text: str) -> list[str]:
    """The lines of JSONL text, split at newlines only.

    Not `str.splitlines`: that also splits at U+2028, U+0085 and other separators, which
    `model_dump_json` writes unescaped inside strings, so a row holding one would not read back.
    """
    return text.split("\n")


def _records(
    numbered: Iterable[tuple[int, str | None, tuple[str, ...]]],
    path: str,
    max_depth: int,
    max_line_bytes: int,
) -> Iterator[JsonlRecord | DatasetError]:
    for number, text, decoded in numbered:
        if text is None:
            message = f"line longer than the {_size(max_line_bytes)} limit (not read)"
            yield DatasetError(message, path=path, line=number)
            continue
        if number == 1:
            text = text.removeprefix(_BOM)
        if not text.strip():
            continue
        try:
            value, repairs = _parse_object(text, max_depth)
        except _MalformedError as err:
            yield DatasetError(str(err), path=path, line=number)
            continue
        repairs = (*decoded, *repairs)
        for repair in repairs:
            logger.warning("%s:%d: %s (the line is kept)", path, number, repair)
        yield JsonlRecord(number, value, repairs)


def jsonl_objects(
    lines: Iterable[str], *, path: str, max_depth: int | None = None
) -> Iterator[tuple[int, dict[str, Any]]]:
    """(line number, object) for every non-blank line of text, parsed as they are asked for.

    Raises:
        DatasetError: naming `path:line` for the first malformed line.
    """
    depth = MAX_DEPTH if max_depth is None else max_depth
    numbered = ((number, line, ()) for number, line in enumerate(lines, start=1))
    for item in _records(numbered, path, depth, MAX_LINE_BYTES):
        if isinstance(item, DatasetError):
            raise item
        yield item.line, item.value


# Files


def _raw_lines(stream: IO[bytes], limit: int) -> Iterator[bytes | None]:
    """Each line's bytes (newline included); None for a line over `limit`, drained unread."""
    while True:
        parts: list[bytes] = []
        size, overlong, piece = 0, False, b""
        while True:
            piece = stream.readline(_CHUNK)
            if not piece:
                break
            if not overlong:
                size += len(piece)
                if size - piece.endswith(b"\n") > limit:
                    overlong = True
                    parts.clear()
                else:
                    parts.append(piece)
            if piece.endswith(b"\n"):
                break
        if not piece and not parts and not overlong:
            return
        yield None if overlong else b"".join(parts)


def _decoded_lines(
    stream: IO[bytes], limit: int, *, keep_newline: bool = False
) -> Iterator[tuple[int, str | None, tuple[str, ...]]]:
    number = 0
    with stream:
        try:
            for number, raw in enumerate(_raw_lines(stream, limit), start=1):
                if raw is None:
                    yield number, None, ()
                    continue
                text, repairs = decode_text(raw)
                yield number, text if keep_newline else text.removesuffix("\n"), repairs
        except OSError as err:  # e.g. EIO, or a folder given as the file
            reason = f"cannot read ({err.strerror or err})"
            raise DatasetError(reason, path=stream.name, line=number + 1) from err


def _open(path: str | Path, what: str) -> IO[bytes]:
    try:
        return Path(path).open("rb")
    except OSError as err:
        message = f"cannot read{' ' + what if what else ''} ({err.strerror or err})"
        raise DatasetError(message, path=str(path)) from err


def text_lines(
    path: str | Path, *, max_line_bytes: int | None = None, what: str = ""
) -> Iterator[str]:
    """The lines of a text file (e.g. a CSV for `csv.reader`), newlines kept, decoded
    tolerantly (repairs logged as warnings naming `file:line`).

    Raises:
        DatasetError: the file cannot be opened (raised now), or a line is longer than
            `max_line_bytes` (raised when reached), naming `file:line`.
    """
    limit = MAX_LINE_BYTES if max_line_bytes is None else max_line_bytes
    lines = _decoded_lines(_open(path, what), limit, keep_newline=True)

    def checked() -> Iterator[str]:
        for number, text, repairs in lines:
            if text is None:
                message = f"line longer than the {_size(limit)} limit (not read)"
                raise DatasetError(message, path=str(path), line=number)
            for repair in repairs:
                logger.warning("%s:%d: %s (the line is kept)", path, number, repair)
            yield text

    return checked()


def iter_jsonl(
    path: str | Path,
    *,
    max_line_bytes: int | None = None,
    max_depth: int | None = None,
    what: str = "",
) -> Iterator[JsonlRecord | DatasetError]:
    """Every non-blank line of a file, in order: its record, or the DatasetError saying why
    it is malformed. The file is opened now and read as the lines are asked for.

    Raises:
        DatasetError: the file cannot be opened: "cannot read `what`", naming the file.
    """
    limit = MAX_LINE_BYTES if max_line_bytes is None else max_line_bytes
    depth = MAX_DEPTH if max_depth is None else max_depth
    stream = _open(path, what)
    return _records(_decoded_lines(stream, limit), str(path), depth, limit)


def read_jsonl_objects(
    path: str | Path, *, max_line_bytes: int | None = None, what: str = ""
) -> Iterator[tuple[int, dict[str, Any]]]:
    """(line, object) for every non-blank line of a file; the first malformed line raises.

    Raises:
        DatasetError: the file cannot be opened (raised now), or a line is malformed
            (raised when reached), naming `file:line`.
    """
    records = iter_jsonl(path, max_line_bytes=max_line_bytes, what=what)

    def objects() -> Iterator[tuple[int, dict[str, Any]]]:
        for item in records:
            if isinstance(item, DatasetError):
                raise item
            yield item.line, item.value

    return objects()


def read_jsonl_models(
    path: str | Path, row_type: type[_Row], *, what: str | None = None
) -> list[_Row]:
    """One `row_type` per non-blank line; DatasetError names the file and a bad line.

    `what` names a row in the message (default: the class name).
    """
    rows = []
    for number, record in read_jsonl_objects(path):
        try:
            rows.append(row_type.model_validate(record))
        except ValidationError as err:
            message = f"not a {what or row_type.__name__}: {err.errors()[0]['msg']}"
            raise DatasetError(message, path=str(path), line=number) from err
    return rows


# Writing


def json_line(row: BaseModel | Mapping[str, Any], *, sort_keys: bool = False) -> str:
    """One row as one line of JSON (no newline); lone surrogates become U+FFFD.

    Models serialize as `model_dump_json` does; mappings with `json.dumps` and non-ASCII kept.
    """
    if isinstance(row, BaseModel):
        try:
            return row.model_dump_json()
        except ValueError:  # a lone surrogate pydantic refuses to encode
            row = row.model_dump(mode="json")
    text = json.dumps(row, ensure_ascii=False, sort_keys=sort_keys)
    return _SURROGATE.sub("\ufffd", text) if not text.isascii() else text


def write_jsonl_stream(
    stream: IO[str], rows: Iterable[BaseModel | Mapping[str, Any]], *, sort_keys: bool = False
) -> int:
    """Write one `json_line` per row to an open text stream; return how many.

    For output that is not a file of its own (stdout, a handle a caller flushes as it goes).
    """
    count = 0
    for row in rows:
        stream.write(json_line(row, sort_keys=sort_keys) + "\n")
        count += 1
    return count


def write_jsonl(
    path: str | Path,
    rows: Iterable[BaseModel | Mapping[str, Any]],
    *,
    append: bool = False,
    sort_keys: bool = False,
) -> int:
    """Write one `json_line` per row; return how many.

    A new file is written atomically (a reader never sees half of it, an interrupted write
    leaves the old one); `append` adds to the end instead, keeping what an interrupted run
    wrote.

    Raises:
        OSError: the file cannot be written.
    """
    if append:
        with Path(path).open("a", encoding="utf-8") as handle:
            return write_jsonl_stream(handle, rows, sort_keys=sort_keys)
    with atomic_open(path) as handle:
        return write_jsonl_stream(handle, rows, sort_keys=sort_keys)
