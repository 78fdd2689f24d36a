"""vibebench.jsonl: tolerant decoding, bounded lines and nesting, one writer."""

from __future__ import annotations

import json
import logging
import subprocess
import sys
import tracemalloc
from pathlib import Path

import pytest

import vibebench.jsonl
from vibebench.errors import DatasetError
from vibebench.jsonl import (
    INVALID_UTF8,
    LONE_SURROGATE,
    JsonlRecord,
    iter_jsonl,
    json_line,
    read_jsonl_objects,
    read_text,
    text_lines,
    write_jsonl,
    write_jsonl_stream,
)

GOOD = b'{"task_id": "t", "response": "x = 1"}'


def _write_long_line(path: Path, size: int) -> None:
    with path.open("wb") as stream:
        stream.write(GOOD + b"\n" + b'{"response": "')
        chunk = b"a" * (1 << 20)
        for _ in range(size >> 20):
            stream.write(chunk)
        stream.write(b'"}\n' + GOOD + b"\n")


def test_a_line_over_the_limit_is_skipped_without_being_held(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(vibebench.jsonl, "MAX_LINE_BYTES", 1 << 20)
    path = tmp_path / "long.jsonl"
    _write_long_line(path, 24 << 20)
    tracemalloc.start()
    try:
        items = list(iter_jsonl(path))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 4 << 20  # a 24 MiB line, never more than a chunk over the 1 MiB limit
    assert [type(item) for item in items] == [JsonlRecord, DatasetError, JsonlRecord]
    assert str(items[1]) == f"{path}:2: line longer than the 1 MiB limit (not read)"
    assert items[2].line == 3


def test_a_command_skips_a_huge_line_in_bounded_memory(tmp_path: Path) -> None:
    """A real process, a line 2.5 times the 32 MiB limit: the extra RSS stays under 100 MB
    (a 1 GiB line took 5.2 GB before lines were read in chunks)."""
    big, small = tmp_path / "big.jsonl", tmp_path / "small.jsonl"
    _write_long_line(big, 80 << 20)
    small.write_bytes(GOOD + b"\n")
    measure = (
        "import resource, subprocess, sys; "
        "done = subprocess.run(sys.argv[1:], capture_output=True, text=True); "
        "print(done.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss); "
        "print(done.stderr, file=sys.stderr)"
    )

    def peak_kb(samples: Path) -> tuple[int, int, str]:
        command = [sys.executable, "-m", "vibebench.cli", "exec", str(samples), "-b", "humaneval"]
        done = subprocess.run(
            [sys.executable, "-c", measure, *command], capture_output=True, text=True, check=True
        )
        code, rss = done.stdout.split()
        return int(code), int(rss), done.stderr

    code, baseline, _ = peak_kb(small)
    assert code == 2
    code, peak, stderr = peak_kb(big)
    assert code == 2
    assert f"{big}:2: line longer than the 32 MiB limit (not read)" in stderr
    assert peak - baseline < 100_000, (peak, baseline)


def test_invalid_utf8_is_replaced_and_flagged_with_file_and_line(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_bytes(GOOD + b'\n{"response": "caf\xe9 \xed\xa0\x80"}\n')
    with caplog.at_level(logging.WARNING, logger="vibebench.jsonl"):
        first, second = iter_jsonl(path)
    assert first.repairs == ()
    assert second.value == {"response": "caf\ufffd \ufffd\ufffd\ufffd"}
    assert second.repairs == (INVALID_UTF8,)
    assert f"{path}:2: invalid UTF-8 replaced by U+FFFD" in caplog.text


def test_lone_surrogates_are_replaced_and_flagged_but_pairs_kept(tmp_path: Path) -> None:
    path = tmp_path / "surrogates.jsonl"
    path.write_text('{"lone": "a\\ud800b", "\\udc00": 1, "pair": "\\ud83d\\ude00"}\n')
    [record] = iter_jsonl(path)
    assert record.value == {"lone": "a\ufffdb", "\ufffd": 1, "pair": "\U0001f600"}
    assert record.repairs == (LONE_SURROGATE,)
    json_line(record.value).encode("utf-8")  # writable as UTF-8 again


@pytest.mark.parametrize("depth", [101, 100_000])
def test_nesting_deeper_than_the_bound_is_a_malformed_line(tmp_path: Path, depth: int) -> None:
    path = tmp_path / "deep.jsonl"
    path.write_text('{"a": ' + "[" * depth + "]" * depth + "}\n" + '{"b": [[["ok"]]]}\n')
    error, record = iter_jsonl(path)
    assert str(error) == f"{path}:1: JSON nested deeper than 100 levels"
    assert record.value == {"b": [[["ok"]]]}


def test_brackets_inside_strings_are_not_nesting(tmp_path: Path) -> None:
    path = tmp_path / "brackets.jsonl"
    path.write_text(json.dumps({"code": "[" * 500 + '\\"{' * 100}) + "\n")
    [record] = iter_jsonl(path)
    assert record.value["code"].startswith("[[[")


@pytest.mark.parametrize(
    ("line", "message"),
    [
        (b"{oops", "invalid JSON: Expecting property name enclosed in double quotes (column 2)"),
        (b"[1, 2]", "expected a JSON object, got list"),
        (b'"text"', "expected a JSON object, got string"),
        (b'{"n": ' + b"1" * 5000 + b"}", "invalid JSON: Exceeds the limit (4300 digits)"),
    ],
)
def test_each_malformed_line_says_what_is_wrong(tmp_path: Path, line: bytes, message: str) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_bytes(b"\n" + line + b"\n")
    [error] = iter_jsonl(path)
    assert str(error).startswith(f"{path}:2: {message}")


def test_a_bom_crlf_and_a_missing_last_newline_are_fine(tmp_path: Path) -> None:
    path = tmp_path / "windows.jsonl"
    path.write_bytes(b'\xef\xbb\xbf{"a": 1}\r\n{"b": 2}')
    assert list(read_jsonl_objects(path)) == [(1, {"a": 1}), (2, {"b": 2})]


def test_a_folder_or_missing_file_is_a_dataset_error_naming_it(tmp_path: Path) -> None:
    with pytest.raises(DatasetError, match=f"{tmp_path}"):
        list(iter_jsonl(tmp_path))
    with pytest.raises(DatasetError, match="absent.jsonl: cannot read samples"):
        iter_jsonl(tmp_path / "absent.jsonl", what="samples")


def test_read_text_is_bounded_and_tolerant(tmp_path: Path) -> None:
    path = tmp_path / "answer.md"
    path.write_bytes(b"caf\xe9")
    assert read_text(path) == ("caf\ufffd", (INVALID_UTF8,))
    with pytest.raises(DatasetError, match="larger than the 2 bytes limit"):
        read_text(path, max_bytes=2)


def test_text_lines_stops_at_an_overlong_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(vibebench.jsonl, "MAX_LINE_BYTES", 8)
    path = tmp_path / "ratings.csv"
    path.write_text("model,a\nthis line is too long\n")
    lines = text_lines(path)
    assert next(lines) == "model,a\n"
    with pytest.raises(DatasetError, match=f"{path}:2: line longer than the 8 bytes limit"):
        next(lines)


def test_the_writer_replaces_lone_surrogates_in_models_and_dicts(tmp_path: Path) -> None:
    from vibebench.verify import Extraction

    path = tmp_path / "rows.jsonl"
    model = Extraction(code="x\udc80", method="fence", cleaned_response="")
    write_jsonl(path, [model, {"text": "\ud800"}])
    rows = [row for _, row in read_jsonl_objects(path)]
    assert rows[0]["code"] == "x\ufffd" and rows[1] == {"text": "\ufffd"}


def test_an_interrupted_write_keeps_the_old_file_and_leaves_nothing_behind(
    tmp_path: Path,
) -> None:
    path = tmp_path / "rows.jsonl"
    write_jsonl(path, [{"n": 1}])

    def rows():
        yield {"n": 2}
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        write_jsonl(path, rows())
    assert path.read_text() == '{"n": 1}\n'
    assert [child.name for child in tmp_path.iterdir()] == ["rows.jsonl"]


def test_the_stream_writer_writes_the_same_lines_as_the_file_writer(tmp_path: Path) -> None:
    import io

    rows = [{"n": 1, "text": "\u00e9\ud800"}, {"b": 2, "a": 1}]
    stream = io.StringIO()
    assert write_jsonl_stream(stream, rows, sort_keys=True) == 2
    path = tmp_path / "rows.jsonl"
    write_jsonl(path, rows, sort_keys=True)
    assert stream.getvalue() == path.read_text(encoding="utf-8")
    assert stream.getvalue().splitlines()[1] == '{"a": 1, "b": 2}'
