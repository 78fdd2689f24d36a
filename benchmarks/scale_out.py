"""Scale-out: execution and verification on Ray (1 and 2 worker nodes of one CPU) against local.

The workload, the same for every configuration:

- execution: HumanEval's 164 reference solutions x REPEATS, every sample in its own sealed
  sandbox, batches of 8;
- verification: RESPONSES answers (a HumanEval reference in one fenced block, made distinct
  by a trailing comment, each with 3-5 of its task's instructions drawn, seeded, from the
  shipped HumanVibeEval file), extracted once and verified in chunks of `VERIFY_CHUNK` (one
  Ruff run each), as `vibebench run` verifies them.

Every round times, each after a warm-up (zygotes started, node self-checks done, the
instruction registry and Ruff loaded in every worker):

  (a) local: one worker thread for execution, `verdict_rows` over the chunks in turn;
  (b) Ray, a local cluster of one node with one CPU;
  (c) Ray, a local cluster of two nodes with one CPU each.

Printed: the median time and throughput of each, Ray's overhead at equal CPUs (b / a, target
<= 1.15) and the scaling from one node to two (b / c, target >= 1.8), per stage and for both
stages together. A ratio is the median of the rounds' ratios: a round times its three
configurations back to back, so a slow spell of the shared machine also slows that round's
baseline. On a two-core machine the driver shares the cores with both nodes, so (c) is a
floor. Nothing is written to a store (the driver's writes are the same in every
configuration). Pass counts are the last round's; every configuration must give the same.
The last line is JSON.

    python benchmarks/scale_out.py [--repeats 3] [--responses 10000] [--rounds 3]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections.abc import Sequence

import ray
from ray.cluster_utils import Cluster

from vibebench._fences import answer_block
from vibebench.augment import shipped_augmented
from vibebench.execute import ExecutionJob, Runner, Sample, Sandbox, SandboxConfig, run_jobs
from vibebench.execute._ray import shutdown
from vibebench.run._ray_verify import Chunk, RayVerify
from vibebench.run._vibe_decide import VERIFY_CHUNK, VerdictRows, verdict_rows
from vibebench.tasks import load_benchmark
from vibebench.verify import VerifyRequest, extract_code

Timing = tuple[float, int]
"""Seconds, and how many samples (execution) or instruction verdicts (verification) passed."""

CONFIGS = ("local, 1 worker", "ray, 1 node x 1 CPU", "ray, 2 nodes x 1 CPU")


def workload(repeats: int) -> list[ExecutionJob]:
    tasks = load_benchmark("humaneval")
    return [
        ExecutionJob(
            task,
            Sample(task_id=task.id, program=task.reference_solution or "", completion_id=repeat),
            5.0,
        )
        for repeat in range(repeats)
        for task in tasks
    ]


def responses(count: int, seed: int = 0) -> list[Chunk]:
    """`count` answers with 3-5 instructions each, extracted, in chunks as the engine makes."""
    tasks = load_benchmark("humaneval")
    shipped = {vibe.task_id: vibe.instructions for vibe in shipped_augmented("humaneval")}
    rng = random.Random(seed)
    requests, extractions = [], []
    for index in range(count):
        task = tasks[index % len(tasks)]
        specs = shipped[task.id]
        picked = sorted(rng.sample(range(len(specs)), min(len(specs), rng.randint(3, 5))))
        code = f"{(task.reference_solution or '').rstrip()}\n\n# response {index}\n"
        text = f"Here is answer {index}:\n\n{answer_block(code)}"
        requests.append(
            VerifyRequest(
                task_id=task.id, response=text, instructions=tuple(specs[i] for i in picked)
            )
        )
        extractions.append(extract_code(text, entry_point=task.entry_point))
    return [
        (requests[at : at + VERIFY_CHUNK], extractions[at : at + VERIFY_CHUNK])
        for at in range(0, count, VERIFY_CHUNK)
    ]


def timed(jobs: list[ExecutionJob], runner: Runner, **options: object) -> Timing:
    run_jobs(jobs[:32], runner, show_progress=False, batch_size=8, **options)  # warm-up
    start = time.perf_counter()
    verdicts = run_jobs(jobs, runner, show_progress=False, batch_size=8, **options)
    return time.perf_counter() - start, sum(v.passed for v in verdicts)


def verify_all(chunks: Sequence[Chunk], address: str | None) -> list[VerdictRows | None]:
    """Every chunk's verdict rows in order (what `vibebench run` stores): here, one chunk
    after another, or as Ray tasks."""
    results: dict[int, list[VerdictRows | None]] = {}
    if address is None:
        for index, (requests, extractions) in enumerate(chunks):
            results[index] = verdict_rows(requests, extractions)
    else:
        RayVerify(address).verify(verdict_rows, chunks, results.__setitem__)
    return [result for index in range(len(chunks)) for result in results[index]]


def verified(chunks: list[Chunk], address: str | None = None) -> Timing:
    head = (chunks[0][0][:50], chunks[0][1][:50])
    verify_all([head, head], address)  # warm-up: one small chunk per node (round-robin)
    start = time.perf_counter()
    results = verify_all(chunks, address)
    seconds = time.perf_counter() - start
    return seconds, sum(row["passed"] for rows in results if rows for row in rows)


def started(nodes: int, attempts: int = 3) -> Cluster:
    """A local cluster of `nodes` one-CPU nodes. Its start is retried: on a loaded machine
    Ray's GCS can time out while starting (Ray raises a bare `Exception`)."""
    for _ in range(attempts - 1):
        try:
            return cluster_of(nodes)
        except Exception:  # noqa: BLE001 - Ray's start-up timeout; tried again
            time.sleep(5)
    return cluster_of(nodes)


def cluster_of(nodes: int) -> Cluster:
    cluster = Cluster(initialize_head=True, head_node_args={"num_cpus": 1})
    for _ in range(nodes - 1):
        cluster.add_node(num_cpus=1)
    cluster.wait_for_nodes()
    return cluster


def on_cluster(
    nodes: int, jobs: list[ExecutionJob], chunks: list[Chunk], runner: Runner
) -> tuple[Timing, Timing]:
    cluster = started(nodes)
    ray.init(address=cluster.address, log_to_driver=False)
    try:
        return timed(jobs, runner, executor="ray"), verified(chunks, cluster.address)
    finally:
        shutdown()
        cluster.shutdown()


def one_round(
    jobs: list[ExecutionJob], chunks: list[Chunk], runner: Runner
) -> list[tuple[Timing, Timing]]:
    """(execution, verification) of local, one node, two nodes, timed back to back."""
    local = timed(jobs, runner, workers=1), verified(chunks)
    return [local, on_cluster(1, jobs, chunks, runner), on_cluster(2, jobs, chunks, runner)]


def median_ratio(rounds: list[list[float]], top: int, bottom: int) -> float:
    return statistics.median(times[top] / times[bottom] for times in rounds)


def report(rounds: list[list[tuple[Timing, Timing]]], samples: int, answers: int) -> None:
    stages = {
        "execution": [[config[0][0] for config in r] for r in rounds],
        "verification": [[config[1][0] for config in r] for r in rounds],
    }
    stages["both"] = [
        [a + b for a, b in zip(ex, ve, strict=True)]
        for ex, ve in zip(stages["execution"], stages["verification"], strict=True)
    ]
    medians = {
        name: [statistics.median(c) for c in zip(*t, strict=True)] for name, t in stages.items()
    }
    passed = [[config[stage][1] for config in rounds[-1]] for stage in (0, 1)]
    for index, name in enumerate(CONFIGS):
        ex, ve = medians["execution"][index], medians["verification"][index]
        print(
            f"{name:22} execution {ex:6.2f} s {samples / ex:6.1f} samples/s "
            f"({passed[0][index]}/{samples} passed)   verification {ve:6.2f} s "
            f"{answers / ve:7.1f} responses/s ({passed[1][index]} instruction verdicts passed)"
        )
    figures: dict[str, dict[str, float]] = {}
    for stage, times in stages.items():
        overhead, scaling = median_ratio(times, 1, 0), median_ratio(times, 1, 2)
        print(
            f"{stage:12} Ray overhead at equal CPUs: {overhead:.2f}x (target <= 1.15)   "
            f"scaling 1 -> 2 nodes: {scaling:.2f}x (target >= 1.8)"
        )
        figures[stage] = {"overhead": round(overhead, 3), "scaling": round(scaling, 3)}
    ex, ve = medians["execution"], medians["verification"]
    print(
        json.dumps(
            {
                "samples": samples,
                "responses": answers,
                "rounds": len(rounds),
                "local_1_s": round(ex[0], 3),
                "ray_1_node_s": round(ex[1], 3),
                "ray_2_nodes_s": round(ex[2], 3),
                "ray_overhead_ratio": figures["execution"]["overhead"],
                "scaling_1_to_2": figures["execution"]["scaling"],
                "passed": passed[0],
                "verify_local_1_s": round(ve[0], 3),
                "verify_ray_1_node_s": round(ve[1], 3),
                "verify_ray_2_nodes_s": round(ve[2], 3),
                "verify_ray_overhead_ratio": figures["verification"]["overhead"],
                "verify_scaling_1_to_2": figures["verification"]["scaling"],
                "verify_passed": passed[1],
                "both_ray_overhead_ratio": figures["both"]["overhead"],
                "both_scaling_1_to_2": figures["both"]["scaling"],
                "round_seconds": {
                    stage: [[round(t, 3) for t in r] for r in times]
                    for stage, times in stages.items()
                },
            }
        )
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--responses", type=int, default=10_000)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    jobs, chunks = workload(args.repeats), responses(args.responses)
    runner = Runner(Sandbox(SandboxConfig(isolation="bwrap")))
    rounds = [one_round(jobs, chunks, runner) for _ in range(args.rounds)]
    report(rounds, len(jobs), args.responses)


if __name__ == "__main__":
    main()
