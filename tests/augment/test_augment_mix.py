"""The rule selector's category mix against the paper's Figure 12, and redundant pairs."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from hub_records import bigcodebench_records, livecodebench_records, write_jsonl
from vibebench.augment import (
    AugmentedBenchmark,
    augment_tasks_by_rules,
    remove_conflicts,
    select_by_rules,
    shipped_augmented,
    task_traits,
)
from vibebench.augment._conflicts import REDUNDANT_PAIRS, pair_conflicts, redundant
from vibebench.augment._mix import (
    BIGVIBEBENCH_MIX,
    LIVEVIBEBENCH_MIX,
    CategoryMix,
    balanced_quotas,
    paper_mix,
)
from vibebench.augment._rules import expected_slots
from vibebench.augment._summary import distribution
from vibebench.instructions import get_instruction
from vibebench.tasks import Task, load_benchmark

TOLERANCE = 0.05
"""Five percentage points, per category."""


@pytest.fixture(scope="module")
def benchmarks(tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[Task]]:
    """Every benchmark the mix is held to, two of them from local files in hub format."""
    folder = tmp_path_factory.mktemp("hub")
    bcb = write_jsonl(folder / "bcb.jsonl", bigcodebench_records())
    lcb = write_jsonl(folder / "lcb.jsonl", livecodebench_records(40))
    return {
        "embedded": load_benchmark("embedded"),
        "humaneval": load_benchmark("humaneval"),
        "bigcodebench": load_benchmark("bigcodebench", data_file=str(bcb), prompt="instruct"),
        "livecodebench": load_benchmark("livecodebench", data_file=str(lcb)),
    }


@pytest.fixture(scope="module")
def augmented(benchmarks: dict[str, list[Task]]) -> dict[str, AugmentedBenchmark]:
    """Each benchmark augmented by the rule selector, K = 5, seed 0."""
    return {
        name: augment_tasks_by_rules(tasks, benchmark=name, k=5, seed=0)
        for name, tasks in benchmarks.items()
    }


def _shares(tasks) -> dict[str, float]:
    return {item.category: item.share for item in distribution(tasks).categories}


def test_the_paper_mixes_hold_figure_12s_published_shares() -> None:
    for mix, logic, error, library in (
        (BIGVIBEBENCH_MIX, 0.359, 0.063, 0.022),
        (LIVEVIBEBENCH_MIX, 0.423, 0.009, 0.001),
    ):
        shares = mix.shares
        assert (shares["logic"], shares["error"], shares["library"]) == (logic, error, library)
        assert shares["style"] == pytest.approx(shares["doc"])  # the rest, split evenly
        assert sum(shares.values()) == pytest.approx(1.0)


@pytest.mark.parametrize(
    ("name", "mix"),
    [
        ("embedded", BIGVIBEBENCH_MIX),
        ("bigcodebench", BIGVIBEBENCH_MIX),
        ("livecodebench", LIVEVIBEBENCH_MIX),
        ("humaneval", LIVEVIBEBENCH_MIX),
    ],
)
def test_each_benchmark_meets_its_figure_12_mix_within_five_points(
    augmented: dict[str, AugmentedBenchmark], name: str, mix: CategoryMix
) -> None:
    assert paper_mix(name) == mix
    shares = _shares(augmented[name].tasks)
    for category, target in mix.shares.items():
        assert abs(shares[category] - target) <= TOLERANCE, (category, shares[category], target)


@pytest.mark.parametrize("name", ["humaneval", "embedded"])
def test_the_shipped_files_meet_the_mix(name: str) -> None:
    shares = _shares(shipped_augmented(name))
    for category, target in paper_mix(name).shares.items():
        assert abs(shares[category] - target) <= TOLERANCE, (category, shares[category], target)


def test_no_task_carries_a_redundant_pair(benchmarks: dict[str, list[Task]]) -> None:
    assert frozenset({"doc_2", "doc_3"}) in REDUNDANT_PAIRS
    for name, tasks in benchmarks.items():
        for seed in (1, 2):
            result = augment_tasks_by_rules(tasks, benchmark=name, k=8, seed=seed)
            for item in result.tasks:
                ids = item.instruction_ids
                assert not any(redundant(a, b) for a in ids for b in ids if a < b), item.task_id
    for name in ("humaneval", "embedded"):
        for item in shipped_augmented(name):
            assert not {"doc_2", "doc_3"} <= set(item.instruction_ids), item.task_id


def test_redundant_pairs_count_as_conflicts_both_ways() -> None:
    assert pair_conflicts("doc_2", "doc_3") and pair_conflicts("doc_3", "doc_2")
    assert not pair_conflicts("doc_2", "doc_1")
    kept, removed = remove_conflicts(["doc_3", "style_1", "doc_2"])
    assert (kept, removed) == (["doc_3", "style_1"], ["doc_2"])


def test_the_applicability_first_policy_keeps_redundant_pairs_apart_too(
    benchmarks: dict[str, list[Task]],
) -> None:
    for task in benchmarks["humaneval"][:40]:
        ids = select_by_rules(task, k=8, seed=0).instruction_ids
        assert not {"doc_2", "doc_3"} <= set(ids), task.id


def test_error_and_library_instructions_are_chosen_only_where_they_apply(
    benchmarks: dict[str, list[Task]], augmented: dict[str, AugmentedBenchmark]
) -> None:
    for name, tasks in benchmarks.items():
        result = augmented[name]
        by_id = {task.id: task for task in tasks}
        for item in result.tasks:
            code = by_id[item.task_id].reference_solution or ""
            for iid in item.instruction_ids:
                instruction = get_instruction(iid)
                if instruction.category in ("error", "library"):
                    assert instruction.applies_to(code), (item.task_id, iid)


def test_every_task_gets_k_distinct_instructions_and_none_clash_with_it(
    benchmarks: dict[str, list[Task]], augmented: dict[str, AugmentedBenchmark]
) -> None:
    for name, tasks in benchmarks.items():
        result = augmented[name]
        by_id = {task.id: task for task in tasks}
        for item in result.tasks:
            ids = item.instruction_ids
            assert len(set(ids)) == 5, item.task_id
            kept, _ = remove_conflicts(ids, task_traits(by_id[item.task_id]))
            assert kept == list(ids), item.task_id


def test_a_benchmarks_selection_does_not_depend_on_its_task_order(
    benchmarks: dict[str, list[Task]],
) -> None:
    tasks = benchmarks["embedded"]
    forward = augment_tasks_by_rules(tasks, benchmark="embedded", seed=3).tasks
    backward = augment_tasks_by_rules(tasks[::-1], benchmark="embedded", seed=3).tasks
    assert sorted(forward, key=lambda t: t.task_id) == sorted(backward, key=lambda t: t.task_id)


def test_balanced_quotas_give_each_category_its_expected_total_within_one_slot(
    benchmarks: dict[str, list[Task]],
) -> None:
    tasks = benchmarks["humaneval"]
    expected = {task.id: expected_slots(task, 5, LIVEVIBEBENCH_MIX) for task in tasks}
    quotas = balanced_quotas(expected, 5, seed=0)
    assert all(sum(quota.values()) == 5 for quota in quotas.values())
    totals: Counter[str] = Counter()
    for quota in quotas.values():
        totals.update(quota)
    for category in LIVEVIBEBENCH_MIX.shares:
        wanted = sum(values[category] for values in expected.values())
        assert abs(totals[category] - wanted) <= 1.0 + 1e-9, category


def test_a_users_task_file_keeps_the_applicability_first_policy(
    benchmarks: dict[str, list[Task]], tmp_path: Path
) -> None:
    assert paper_mix(str(tmp_path / "mine.jsonl")) is None
    tasks = benchmarks["humaneval"][:10]
    result = augment_tasks_by_rules(tasks, benchmark="mine.jsonl", k=5, seed=0)
    assert [item.instruction_ids for item in result.tasks] == [
        select_by_rules(task, k=5, seed=0).instruction_ids for task in tasks
    ]
