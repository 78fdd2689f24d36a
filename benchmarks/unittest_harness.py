"""unittest harness cost: vibebench's sealed unittest runs against plain interpreters.

Two workloads of unittest suites, each program right so that every test runs:
  - stdlib: the 30 embedded BigCodeBench-style tasks' reference solutions;
  - pandas: a small pandas/numpy suite (assert_frame_equal, assert_array_equal, `.equals`)
    on a right program, --pandas copies.

Timed in one run, alternating, --rounds times each (the best round reported):
  (a) vibebench: `Runner` + `run_jobs`, one sealed sandbox per sample, the harness guarding
      the entry point's return values and watching the tests' libraries for tampering;
  (b) the baseline: the same program and tests in one unsandboxed `python -c` process per
      sample, `unittest.main()` at the end, as many at a time.
Figures: wall time and the ratio (a)/(b) per workload, and (a)'s mean CPU seconds per sample
(the sample's own processes, as the sandbox measures them). To compare commits, run this
file with `PYTHONPATH=<other checkout>/src`. The last line is JSON.

    python benchmarks/unittest_harness.py [--rounds 3] [--pandas 16] [--workers 2]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor

from vibebench.execute import ExecutionJob, Runner, Sample, Sandbox, SandboxConfig, run_jobs
from vibebench.tasks import Task, load_benchmark

PANDAS_TASK = Task(
    id="toy/pandas-suite",
    source="toy",
    prompts={"complete": "def task_func(n): ..."},
    entry_point="task_func",
    test_kind="unittest",
    tests=(
        "import unittest\n"
        "import numpy as np\n"
        "import pandas as pd\n"
        "class TestFrame(unittest.TestCase):\n"
        "    def test_frame(self):\n"
        "        expected = pd.DataFrame({'name': ['a', 'b'], 'n': [0, 1]})\n"
        "        pd.testing.assert_frame_equal(task_func(2), expected)\n"
        "    def test_column(self):\n"
        "        np.testing.assert_array_equal(task_func(2)['n'].to_numpy(), np.array([0, 1]))\n"
        "    def test_equals(self):\n"
        "        self.assertTrue(task_func(1).equals(pd.DataFrame({'name': ['a'], 'n': [0]})))\n"
    ),
)
PANDAS_PROGRAM = (
    "import pandas as pd\n\n\ndef task_func(n):\n"
    "    return pd.DataFrame({'name': ['a', 'b'][:n], 'n': range(n)})\n"
)


def workloads(pandas_copies: int) -> dict[str, list[tuple[Task, str]]]:
    """(task, right program) pairs of each workload."""
    embedded = [(task, task.reference_solution or "") for task in load_benchmark("embedded")]
    return {"stdlib": embedded, "pandas": [(PANDAS_TASK, PANDAS_PROGRAM)] * pandas_copies}


def time_vibebench(
    runner: Runner, pairs: list[tuple[Task, str]], workers: int
) -> tuple[float, int, float]:
    """(seconds, samples passed, mean CPU seconds per sample) of one sandboxed run."""
    jobs = [
        ExecutionJob(task, Sample(task_id=task.id, program=program, completion_id=number), 30.0)
        for number, (task, program) in enumerate(pairs)
    ]
    start = time.perf_counter()
    verdicts = run_jobs(jobs, runner, workers=workers, show_progress=False)
    elapsed = time.perf_counter() - start
    cpu = sum(verdict.cpu_s or 0.0 for verdict in verdicts) / len(verdicts)
    return elapsed, sum(verdict.passed for verdict in verdicts), cpu


def _plain_run(task: Task, program: str) -> bool:
    source = f"{program}\n\n{task.tests}\n\nimport unittest\nunittest.main(argv=['x'])\n"
    done = subprocess.run(
        [sys.executable, "-c", source], capture_output=True, timeout=60, check=False
    )
    return done.returncode == 0


def time_plain(pairs: list[tuple[Task, str]], workers: int) -> tuple[float, int]:
    """(seconds, samples passed) of one unsandboxed interpreter per sample."""
    start = time.perf_counter()
    with ThreadPoolExecutor(workers) as pool:
        passed = sum(pool.map(lambda pair: _plain_run(*pair), pairs))
    return time.perf_counter() - start, passed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--pandas", type=int, default=16, help="copies of the pandas suite")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    runner = Runner(Sandbox(SandboxConfig(isolation="bwrap")))
    figures: dict[str, object] = {"benchmark": "unittest_harness", "workers": args.workers}
    for name, pairs in workloads(args.pandas).items():
        time_vibebench(runner, pairs[:2], args.workers)  # warm the zygotes
        ours, plain = [], []
        for _ in range(args.rounds):
            ours.append(time_vibebench(runner, pairs, args.workers))
            plain.append(time_plain(pairs, args.workers))
        best, base = min(ours), min(plain)
        ratio = best[0] / base[0]
        print(
            f"{name}: {len(pairs)} samples, vibebench {best[0]:.2f} s ({best[1]} passed, "
            f"{best[2] * 1000:.0f} ms CPU per sample), plain interpreters {base[0]:.2f} s "
            f"({base[1]} passed): {ratio:.2f}x"
        )
        figures[name] = {
            "samples": len(pairs),
            "vibebench_s": round(best[0], 3),
            "passed": best[1],
            "cpu_per_sample_s": round(best[2], 4),
            "plain_s": round(base[0], 3),
            "plain_passed": base[1],
            "vibebench_over_plain": round(ratio, 3),
        }
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
