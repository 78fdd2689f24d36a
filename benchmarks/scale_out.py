"""Scale-out: sandboxed execution on Ray (1 and 2 worker nodes of one CPU) against the local pool.

Workload: HumanEval's 164 reference solutions x REPEATS, every sample in its own sealed
sandbox, batches of 8. Timed in the same run, each after a warm-up (zygotes started, node
self-checks done):

  (a) the local executor with one worker thread (one CPU's worth of sandboxes);
  (b) Ray, a local cluster of one node with one CPU;
  (c) Ray, a local cluster of two nodes with one CPU each.

Printed: throughput of each, Ray's overhead at equal CPUs (b / a, target <= 1.15) and the
scaling from one node to two (b / c, target >= 1.8). On a two-core machine the driver shares
the cores with both nodes, so (c) is a floor. The last line is JSON.

    python benchmarks/scale_out.py [--repeats 3]
"""

from __future__ import annotations

import argparse
import json
import time

import ray
from ray.cluster_utils import Cluster

from vibebench.execute import ExecutionJob, Runner, Sample, Sandbox, SandboxConfig, run_jobs
from vibebench.execute._ray import shutdown
from vibebench.tasks import load_benchmark


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


def timed(jobs: list[ExecutionJob], runner: Runner, **options: object) -> tuple[float, int]:
    run_jobs(jobs[:32], runner, show_progress=False, batch_size=8, **options)  # warm-up
    start = time.perf_counter()
    verdicts = run_jobs(jobs, runner, show_progress=False, batch_size=8, **options)
    return time.perf_counter() - start, sum(v.passed for v in verdicts)


def on_cluster(nodes: int, jobs: list[ExecutionJob], runner: Runner) -> tuple[float, int]:
    cluster = Cluster(initialize_head=True, head_node_args={"num_cpus": 1})
    for _ in range(nodes - 1):
        cluster.add_node(num_cpus=1)
    cluster.wait_for_nodes()
    ray.init(address=cluster.address, log_to_driver=False)
    try:
        return timed(jobs, runner, executor="ray")
    finally:
        shutdown()
        cluster.shutdown()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    jobs = workload(args.repeats)
    runner = Runner(Sandbox(SandboxConfig(isolation="bwrap")))
    local = timed(jobs, runner, workers=1)
    one = on_cluster(1, jobs, runner)
    two = on_cluster(2, jobs, runner)
    overhead, scaling = one[0] / local[0], one[0] / two[0]
    for name, (seconds, passed) in (
        ("local, 1 worker", local),
        ("ray, 1 node x 1 CPU", one),
        ("ray, 2 nodes x 1 CPU", two),
    ):
        print(
            f"{name:22} {seconds:6.2f} s  {len(jobs) / seconds:6.1f} samples/s  "
            f"{passed}/{len(jobs)} passed"
        )
    print(f"Ray overhead at equal CPUs: {overhead:.2f}x (target <= 1.15)")
    print(f"scaling 1 -> 2 nodes: {scaling:.2f}x (target >= 1.8)")
    print(
        json.dumps(
            {
                "samples": len(jobs),
                "local_1_s": round(local[0], 3),
                "ray_1_node_s": round(one[0], 3),
                "ray_2_nodes_s": round(two[0], 3),
                "ray_overhead_ratio": round(overhead, 3),
                "scaling_1_to_2": round(scaling, 3),
                "passed": [local[1], one[1], two[1]],
            }
        )
    )


if __name__ == "__main__":
    main()
