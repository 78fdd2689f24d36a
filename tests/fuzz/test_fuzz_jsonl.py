"""vibebench.jsonl under malformed files: never an exception but DatasetError, always file:line."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fuzz_inputs import FUZZ, JSON_VALUES, any_records, jsonl_files
from hypothesis import given
from hypothesis import strategies as st

from vibebench.errors import DatasetError
from vibebench.jsonl import (
    JsonlRecord,
    iter_jsonl,
    json_line,
    jsonl_lines,
    jsonl_objects,
    read_jsonl_objects,
    write_jsonl,
)

_SURROGATE = re.compile("[\ud800-\udfff]")


def _strings(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [text for key, item in value.items() for text in (*_strings(key), *_strings(item))]
    if isinstance(value, list):
        return [text for item in value for text in _strings(item)]
    return []


def _file(tmp_path_factory: pytest.TempPathFactory, data: bytes) -> Path:
    path = tmp_path_factory.mktemp("jsonl") / "input.jsonl"
    path.write_bytes(data)
    return path


@FUZZ
@given(data=jsonl_files(any_records()))
def test_every_line_is_a_record_or_an_error_naming_file_and_line(
    tmp_path_factory: pytest.TempPathFactory, data: bytes
) -> None:
    path = _file(tmp_path_factory, data)
    lines = 0
    for item in iter_jsonl(path):
        if isinstance(item, DatasetError):
            assert str(item).startswith(f"{path}:{item.line}: ")
            assert item.reason
        else:
            assert isinstance(item, JsonlRecord) and isinstance(item.value, dict)
            assert not any(_SURROGATE.search(text) for text in _strings(item.value))
        assert item.line > lines
        lines = item.line
    assert lines <= data.count(b"\n") + 1


@FUZZ
@given(data=jsonl_files(any_records()))
def test_the_raising_readers_raise_only_dataset_errors(
    tmp_path_factory: pytest.TempPathFactory, data: bytes
) -> None:
    path = _file(tmp_path_factory, data)
    try:
        list(read_jsonl_objects(path))
    except DatasetError as err:
        assert re.match(rf"{re.escape(str(path))}:\d+: ", str(err))
    text = data.decode("utf-8", errors="surrogateescape")
    try:
        list(jsonl_objects(jsonl_lines(text), path="text"))
    except DatasetError as err:
        assert re.match(r"text:\d+: ", str(err))


@FUZZ
@given(rows=st.lists(st.dictionaries(st.text(max_size=6), JSON_VALUES, max_size=3), max_size=5))
def test_whatever_is_written_reads_back(
    tmp_path_factory: pytest.TempPathFactory, rows: list[dict[str, object]]
) -> None:
    path = tmp_path_factory.mktemp("written") / "rows.jsonl"
    assert write_jsonl(path, rows) == len(rows)
    back = [value for _, value in read_jsonl_objects(path)]
    assert [json_line(row) for row in back] == [
        _SURROGATE.sub("\ufffd", json_line(row)) for row in rows
    ]
