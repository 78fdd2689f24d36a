"""Reports, exports and task files: written whole or not at all, with the user's umask."""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from vibebench._atomic import atomic_open, atomic_path, atomic_write_text
from vibebench.cli import main
from vibebench.store import RunStore


@pytest.fixture
def umask() -> Iterator[None]:
    previous = os.umask(0o027)
    try:
        yield
    finally:
        os.umask(previous)


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_a_new_file_gets_the_mode_the_umask_gives(tmp_path: Path, umask: None) -> None:
    target = tmp_path / "report.html"
    atomic_write_text(target, "<html></html>")
    assert _mode(target) == 0o640  # 0o666 & ~0o027, not mkstemp's 0o600


def test_an_export_is_created_with_the_users_umask(tmp_path: Path, umask: None) -> None:
    store_path = tmp_path / "runs.sqlite"
    with RunStore.open(store_path, create=True) as store:
        store.create_or_get_run("default", {"models": []})
    out = tmp_path / "runs.jsonl"
    result = CliRunner().invoke(
        main, ["export", str(store_path), "-o", str(out), "--table", "runs"]
    )
    assert result.exit_code == 0, result.output
    assert _mode(out) == 0o640


def test_a_failed_write_leaves_the_old_file_and_no_temporary(tmp_path: Path) -> None:
    target = tmp_path / "tasks.jsonl"
    target.write_text("old\n")
    with pytest.raises(KeyboardInterrupt), atomic_open(target) as handle:
        handle.write("half of the new")
        raise KeyboardInterrupt
    assert target.read_text() == "old\n"
    assert os.listdir(tmp_path) == ["tasks.jsonl"]


def test_the_content_appears_only_at_the_end(tmp_path: Path) -> None:
    target = tmp_path / "out.parquet"
    with atomic_path(target) as temporary:
        temporary.write_bytes(b"data")
        assert not target.exists()
    assert target.read_bytes() == b"data"
