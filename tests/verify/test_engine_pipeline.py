"""How the engine spreads a batch over Ruff runs and cleans up after itself."""

from __future__ import annotations

import gc
import subprocess
import weakref
from pathlib import Path
from typing import Any

import pytest

from vibebench.verify import _batch as batch_module
from vibebench.verify import _engine as engine_module
from vibebench.verify import verify

LONG_LINE = "result = some_function(argument_one, argument_two, argument_three, argument_four)\n"


@pytest.fixture
def ruff_runs(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """The tree root of every Ruff process the engine starts."""
    roots: list[Path] = []
    real_start = batch_module._start

    def recording_start(root: Path, *args: Any, **kwargs: Any) -> subprocess.Popen[bytes]:
        roots.append(root)
        return real_start(root, *args, **kwargs)

    monkeypatch.setattr(batch_module, "_start", recording_start)
    return roots


def test_a_large_batch_is_split_into_runs_and_attributed_exactly(
    monkeypatch: pytest.MonkeyPatch, ruff_runs: list[Path]
) -> None:
    monkeypatch.setattr(engine_module, "RESPONSES_PER_RUFF_RUN", 2)
    items: list[Any] = [
        (LONG_LINE if number in (1, 4) else f"x{number} = 1\n", ["style_3", "library_2"])
        for number in range(5)
    ]
    results = verify(items)
    assert len(ruff_runs) == 3
    assert len(set(ruff_runs)) == 3, "each run has a tree of its own"
    assert [[v.passed for v in result.verdicts] for result in results] == [
        [True, True],
        [False, True],
        [True, True],
        [True, True],
        [False, True],
    ]
    assert results[4].verdicts[0].diagnostics[0].rule == "E501"


def test_the_trees_are_removed_once_the_background_removal_is_reaped(tmp_path: Path) -> None:
    verify([(LONG_LINE, ["style_3"]), ("print(1)\n", ["library_2"])], workdir=str(tmp_path))
    batch_module.reap_removals(wait=True)
    assert list(tmp_path.iterdir()) == []


def test_a_tree_is_removed_right_away_without_an_rm_binary(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(batch_module, "_rm_binary", lambda: None)
    verify([(LONG_LINE, ["style_3"])], workdir=str(tmp_path))
    assert list(tmp_path.iterdir()) == []


def test_ruff_leaves_one_core_to_the_engine_unless_the_user_chose(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("RAYON_NUM_THREADS", raising=False)
    monkeypatch.setattr(batch_module.os, "sched_getaffinity", lambda _pid: {0, 1, 2, 3})
    assert batch_module.ruff_environment()["RAYON_NUM_THREADS"] == "3"
    monkeypatch.setattr(batch_module.os, "sched_getaffinity", lambda _pid: {0})
    assert batch_module.ruff_environment()["RAYON_NUM_THREADS"] == "1"
    monkeypatch.setenv("RAYON_NUM_THREADS", "7")
    assert batch_module.ruff_environment()["RAYON_NUM_THREADS"] == "7"


@pytest.mark.parametrize("enabled_before", [True, False])
def test_the_garbage_collector_is_left_as_it_was(enabled_before: bool) -> None:
    was = gc.isenabled()
    try:
        (gc.enable if enabled_before else gc.disable)()
        verify([("x = 1\n", ["style_3", "logic_9"])])
        assert gc.isenabled() is enabled_before
    finally:
        (gc.enable if was else gc.disable)()


def test_what_survives_a_batch_is_old_and_its_cycles_are_still_collected() -> None:
    """The batch's verdicts go to the oldest generation (no young collection walks them
    again); garbage cycles made meanwhile are still freed by a full collection."""
    was = gc.isenabled()
    gc.enable()
    try:
        results = verify([(f"x = {n}\n", ["style_3", "logic_9"]) for n in range(3)])
        verdict = results[0].verdicts[0]
        young = {id(item) for generation in (0, 1) for item in gc.get_objects(generation)}
        assert id(verdict) not in young
        assert any(item is verdict for item in gc.get_objects(2))

        class Node:
            partner: object = None

        def make_cycle() -> weakref.ref[Node]:
            first, second = Node(), Node()
            first.partner, second.partner = second, first
            return weakref.ref(first)

        gc.disable()
        cycle = make_cycle()
        gc.enable()
        verify([("y = 1\n", ["style_3"])])  # the cycle is promoted with the batch's objects
        gc.collect()
        assert cycle() is None
    finally:
        (gc.enable if was else gc.disable)()


def test_a_batchs_trees_go_in_one_rm_after_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """Several Ruff runs, one `rm` for all their trees, started once the batch is done (a
    process start costs the batch ~2 ms); the trees are gone once it is reaped."""
    monkeypatch.setattr(engine_module, "RESPONSES_PER_RUFF_RUN", 2)
    removed: list[tuple[str, ...]] = []
    real = engine_module.remove_tree_later

    def recording(*paths: str) -> None:
        removed.append(paths)
        real(*paths)

    monkeypatch.setattr(engine_module, "remove_tree_later", recording)
    results = verify([(LONG_LINE, ["style_3"])] * 5)
    assert [len(paths) for paths in removed] == [3]
    assert all(not result.verdicts[0].passed for result in results)
    batch_module.reap_removals(wait=True)
    assert not any(Path(path).exists() for path in removed[0])
