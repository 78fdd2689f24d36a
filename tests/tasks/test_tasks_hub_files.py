"""The loaders on local files in the hub's exact record formats (tests/hub_records.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from hub_records import bigcodebench_records, livecodebench_records, write_jsonl
from vibebench.errors import DatasetError
from vibebench.execute import Runner, Sandbox, check_references
from vibebench.tasks import load_benchmark


def test_bigcodebench_records_load_with_both_prompts_and_passing_references(
    tmp_path: Path,
) -> None:
    path = write_jsonl(tmp_path / "bcb.jsonl", bigcodebench_records(4))
    tasks = load_benchmark("bigcodebench", data_file=str(path), prompt="instruct")
    assert [task.id for task in tasks] == [f"BigCodeBench/{n}" for n in range(4)]
    assert all(set(task.prompts) == {"complete", "instruct"} for task in tasks)
    report = check_references(tasks, Runner(Sandbox()), timeout_s=20.0, show_progress=False)
    assert report.failures == []


def test_livecodebench_records_load_and_a_local_reference_is_kept(tmp_path: Path) -> None:
    hub = write_jsonl(tmp_path / "hub.jsonl", livecodebench_records(4))
    from_hub = load_benchmark("livecodebench", data_file=str(hub))
    assert all(task.reference_solution is None for task in from_hub)  # the hub ships none
    local = write_jsonl(tmp_path / "local.jsonl", livecodebench_records(4, with_references=True))
    tasks = load_benchmark("livecodebench", data_file=str(local))
    assert [task.test_kind for task in tasks] == ["stdin_stdout", "call_based"] * 2
    report = check_references(tasks, Runner(Sandbox()), timeout_s=20.0, show_progress=False)
    assert report.failures == []


def test_a_reference_that_is_not_text_names_file_and_line(tmp_path: Path) -> None:
    records = livecodebench_records(2)
    records[1]["reference_solution"] = 42
    path = write_jsonl(tmp_path / "bad.jsonl", records)
    with pytest.raises(DatasetError, match="reference_solution") as caught:
        load_benchmark("livecodebench", data_file=str(path))
    assert ":2" in str(caught.value)
