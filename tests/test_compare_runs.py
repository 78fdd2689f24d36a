"""scripts/compare_runs.py: the check that a refactor keeps every stored result."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from vibebench.store import GenerationRecord, RunStore, SampleKey

SCRIPT = Path(__file__).resolve().parents[1] / "scripts" / "compare_runs.py"


def _store(path: Path, response: str, latency: float) -> None:
    with RunStore.open(path) as store:
        run_id = store.create_or_get_run("r", {})
        key = SampleKey(run_id=run_id, model="m", task_id="t", setting="base", k=0, sample=0)
        record = GenerationRecord(turn=0, final=True, messages=[], response=response,
                                  latency_s=latency)  # fmt: skip
        store.put_generation(key, record)


def _compare(a: Path, b: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(SCRIPT), str(a), str(b)], capture_output=True,
                          text=True, check=False, timeout=60)  # fmt: skip


def test_timings_are_left_out_and_a_changed_answer_is_found(tmp_path: Path) -> None:
    _store(tmp_path / "a.sqlite", "x = 1", latency=0.1)
    _store(tmp_path / "b.sqlite", "x = 1", latency=9.0)  # another time, same result
    _store(tmp_path / "c.sqlite", "x = 2", latency=0.1)
    same = _compare(tmp_path / "a.sqlite", tmp_path / "b.sqlite")
    assert same.returncode == 0, same.stdout
    changed = _compare(tmp_path / "a.sqlite", tmp_path / "c.sqlite")
    assert changed.returncode == 1
    assert "generations" in changed.stdout and "DIFFERENT" in changed.stdout
