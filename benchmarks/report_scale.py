"""How long `vibebench report` takes at 100,000 and 1,000,000 samples, against a raw SQLite scan.

For each size: build a synthetic store (4 models x N tasks x base + single k=1..5 + multi
k=1..5, with realistic prompts, responses, multi-turn histories, verdicts and test output),
then time in the same run

- the baseline: a raw SQLite scan of every row of every table of the store (`SELECT *`,
  every value fetched into Python), and
- the report: `vibebench report` (1,000-resample bootstrap, HTML written to disk) run as its
  own process, so its peak memory (the child's maximum resident set, from `wait4`) is the
  report's alone and not the store builder's.

With `--benchmarks N` (N > 1) the run's tasks are recorded as N benchmarks (contiguous blocks
of tasks, as `vibebench run` records them in `task_benchmarks`), so the report shows each
benchmark on its own: its figures restricted to the benchmark's tasks in SQL. The same targets
hold.

Prints the figures and the ratio report / raw scan per size, then one line of JSON.
Targets: the report within 2x the raw scan at both sizes, 1M samples under 60 s and under
1 GB peak, the HTML at most 10 MB.

Usage: python benchmarks/report_scale.py [--sizes 100000 1000000] [--keep DIR [--reuse]]
       [--benchmarks N]
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from vibebench.store import (
    ExecutionRecord,
    ExtractionRecord,
    GenerationRecord,
    RunStore,
    SampleKey,
    VerdictRecord,
)

MODELS = {"model-a": (0.62, 0.8), "model-b": (0.55, 0.72), "model-c": (0.48, 0.66),
          "model-d": (0.35, 0.58)}
SETTINGS = [("base", 0)] + [(s, k) for s in ("single", "multi") for k in range(1, 6)]
INSTRUCTIONS = ("style_1", "style_3", "style_5", "logic_1", "logic_3", "logic_5", "doc_2",
                "doc_4", "error_1", "error_2", "library_1", "library_2")
BATCH_TASKS = 50
TARGET_RATIO = 2.0
TARGET_SECONDS_1M = 60.0
TARGET_PEAK_MB_1M = 1000.0
TARGET_HTML_MB = 10.0


def _prompt(task: int) -> str:
    return (f"import csv\n\n\ndef task_func(path, column):\n    \"\"\"\n    Task {task}: read the"
            f" CSV file at path and return statistics of one column.\n\n    Parameters:\n"
            f"    - path (str): the CSV file.\n    - column (str): the column name.\n\n"
            f"    Returns:\n    - dict: mean, minimum and maximum of the column.\n\n"
            f"    Raises:\n    - KeyError: if the column is missing.\n    \"\"\"\n")


def _code(task: int, model: str, variant: int) -> str:
    return (f"import csv\n\n\ndef task_func(path: str, column: str) -> dict[str, float]:\n"
            f"    \"\"\"Return statistics of one column (task {task}, {model}).\"\"\"\n"
            f"    with open(path, newline='') as handle:\n"
            f"        values = [float(row[column]) for row in csv.DictReader(handle)]\n"
            f"    if not values:\n        raise KeyError(column)\n"
            f"    # variant {variant}\n"
            f"    return {{'mean': sum(values) / len(values), 'min': min(values),"
            f" 'max': max(values)}}\n")


def _sample(rng: random.Random, key: SampleKey, task: int, variant: int) -> tuple:
    passing, following = MODELS[key.model]
    ids = rng.sample(INSTRUCTIONS, key.k)
    prompt = _prompt(task)
    if key.setting == "single":
        prompt += "\nAlso follow:\n" + "\n".join(f"{i + 1}. {x}" for i, x in enumerate(ids))
    messages = [{"role": "system", "content": "You are an expert Python programmer."},
                {"role": "user", "content": prompt}]
    turns = key.k if key.setting == "multi" else 0
    generations = []
    for turn in range(turns + 1):
        code = _code(task, key.model, variant + turn)
        response = f"Here is the solution:\n```python\n{code}```\nIt reads the file once."
        generations.append(GenerationRecord(turn=turn, final=turn == turns,
                                            messages=list(messages), response=response,
                                            usage={"prompt_tokens": 180, "completion_tokens": 95},
                                            latency_s=1.5))
        if turn < turns:
            messages += [{"role": "assistant", "content": response},
                         {"role": "user", "content": f"Now also follow {ids[turn]}."}]
    verdicts = []
    for position, instruction_id in enumerate(ids, start=1):
        passed = rng.random() < following
        verdicts.append(VerdictRecord(
            instruction_id=instruction_id, position=position, passed=passed,
            diagnostics=[] if passed else [{"rule": "E501", "line": 5, "column": 80,
                                            "message": "Line too long (92 > 79)"}]))
    passed = rng.random() < passing
    execution = ExecutionRecord(
        passed=passed, status="passed" if passed else "failed", isolation="bwrap",
        duration_s=0.1, tests=[{"name": f"TestCases.test_{i}", "status": "passed" if passed
                                or i else "failed", "message": "" if passed or i else
                                "AssertionError: {'mean': 1.0} != {'mean': 2.0}"}
                               for i in range(3)])
    return generations, ExtractionRecord(code=code, method="fenced"), verdicts, execution


def build_store(path: Path, samples: int) -> int:
    """Write the synthetic run `scale`; return the number of samples written."""
    tasks = math.ceil(samples / (len(MODELS) * len(SETTINGS)))
    rng = random.Random(0)
    with RunStore.open(path, synchronous="OFF") as store:
        run_id = store.create_or_get_run("scale", {"samples": samples})
        for model in MODELS:
            store.record_plan(run_id, model, tasks * len(SETTINGS))
        for first in range(0, tasks, BATCH_TASKS):
            generations, verdicts, executions, extractions = [], [], [], []
            for task in range(first, min(first + BATCH_TASKS, tasks)):
                for model in MODELS:
                    for setting, k in SETTINGS:
                        key = SampleKey(run_id=run_id, model=model, task_id=f"BigVibe/{task}",
                                        setting=setting, k=k, sample=0)
                        turns, extraction, found, execution = _sample(rng, key, task, k)
                        generations += [(key, turn) for turn in turns]
                        extractions.append((key, extraction))
                        verdicts.append((key, found))
                        executions.append((key, execution))
            store.put_generations(generations)
            for key, extraction in extractions:
                store.put_extraction(key, extraction)
            store.put_verdicts_many(verdicts)
            store.put_executions(executions)
        return store.count("executions", run_id)


def record_benchmarks(path: Path, samples: int, count: int) -> None:
    """Record the tasks of the run `scale` as `count` benchmarks of contiguous tasks, or,
    with 1, as a run stored before benchmarks were recorded (no rows)."""
    tasks = math.ceil(samples / (len(MODELS) * len(SETTINGS)))
    with RunStore.open(path, create=False) as store:
        run_id = next(run.run_id for run in store.list_runs() if run.name == "scale")
    connection = sqlite3.connect(path)
    try:
        with connection:
            connection.execute("DELETE FROM task_benchmarks WHERE run_id = ?", (run_id,))
            if count > 1:
                connection.executemany(
                    "INSERT INTO task_benchmarks (run_id, task_id, benchmark) VALUES (?, ?, ?)",
                    [(run_id, f"BigVibe/{task}", f"bench-{task * count // tasks}")
                     for task in range(tasks)])
    finally:
        connection.close()


def raw_scan(path: Path) -> tuple[float, int]:
    """Seconds to fetch every row of every table into Python, and the rows fetched."""
    start = time.perf_counter()
    connection = sqlite3.connect(path)
    rows = 0
    try:
        tables = [name for (name,) in connection.execute(
            "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")]
        for table in tables:
            cursor = connection.execute(f"SELECT * FROM {table}")  # noqa: S608
            while batch := cursor.fetchmany(10_000):
                rows += len(batch)
    finally:
        connection.close()
    return time.perf_counter() - start, rows


def run_report(path: Path, output: Path) -> tuple[float, float]:
    """Seconds and peak resident MB of `vibebench report` in a process of its own."""
    command = [sys.executable, "-c", "from vibebench.cli import main; main()", "report", "scale",
               "--store", str(path),
               "-o", str(output), "-q", "--resamples", "1000"]
    start = time.perf_counter()
    child = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(child.pid, 0)
    seconds = time.perf_counter() - start
    stderr = child.stderr.read().decode() if child.stderr else ""
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode != 0:
        raise SystemExit(f"vibebench report failed ({child.returncode}): {stderr}")
    return seconds, usage.ru_maxrss / 1024


def _size_mb(output: Path) -> tuple[float, float]:
    """The HTML file and its sidecar folder (report.data/), in MB."""
    sidecar = output.with_suffix(".data")
    extra = sum(f.stat().st_size for f in sidecar.rglob("*") if f.is_file()) if sidecar.is_dir() \
        else 0
    return output.stat().st_size / 1e6, extra / 1e6


def measure(folder: Path, samples: int, reuse: bool = False,
            benchmarks: int = 1) -> dict[str, object]:
    """Build one store (or reuse the one a previous run kept), record its tasks as
    `benchmarks` benchmarks, and time the raw scan and the report on it."""
    store_path = folder / f"scale-{samples}.sqlite"
    start = time.perf_counter()
    if reuse and store_path.is_file():
        with RunStore.open(store_path, create=False) as store:
            written = store.count("executions")
    else:
        for stale in folder.glob(f"scale-{samples}.sqlite*"):
            stale.unlink()
        written = build_store(store_path, samples)
    build_s = time.perf_counter() - start
    record_benchmarks(store_path, samples, benchmarks)
    scan_s, rows = raw_scan(store_path)
    output = folder / f"report-{samples}.html"
    report_s, peak_mb = run_report(store_path, output)
    html_mb, sidecar_mb = _size_mb(output)
    ratio = report_s / scan_s
    print(f"{written:,} samples (store {store_path.stat().st_size / 1e6:,.0f} MB, "
          f"{'reused' if reuse and build_s < 60 else 'built'} in {build_s:.0f} s; "
          f"{benchmarks} benchmark(s))")
    print(f"  raw SQLite scan, {rows:,} rows of every table: {scan_s:8.2f} s")
    print(f"  vibebench report (own process):               {report_s:8.2f} s = {ratio:.2f}x the "
          f"raw scan (target <= {TARGET_RATIO:g}x)")
    print(f"  report peak memory: {peak_mb:,.0f} MB; HTML {html_mb:.2f} MB "
          f"(target <= {TARGET_HTML_MB:g}), sidecar {sidecar_mb:.2f} MB")
    return {"samples": written, "benchmarks": benchmarks, "raw_scan_s": round(scan_s, 3),
            "report_s": round(report_s, 3), "ratio": round(ratio, 2),
            "peak_mb": round(peak_mb, 1), "html_mb": round(html_mb, 2),
            "sidecar_mb": round(sidecar_mb, 2), "rows_scanned": rows}


def main() -> None:
    """Build, time, print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[100_000, 1_000_000])
    parser.add_argument("--keep", type=Path, help="Keep the stores and reports in this folder.")
    parser.add_argument("--reuse", action="store_true",
                        help="Reuse the stores an earlier run kept in --keep.")
    parser.add_argument("--benchmarks", type=int, default=1,
                        help="Record the tasks as this many benchmarks (the report shows each "
                        "on its own); 1: none recorded.")
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        folder = arguments.keep or Path(scratch)
        folder.mkdir(parents=True, exist_ok=True)
        results = [measure(folder, size, arguments.reuse and arguments.keep is not None,
                           arguments.benchmarks)
                   for size in arguments.sizes]
    largest = max(results, key=lambda r: int(r["samples"]))  # type: ignore[arg-type]
    verdict = {
        "within_2x": all(float(r["ratio"]) <= TARGET_RATIO for r in results),  # type: ignore[arg-type]
        "html_within_10_mb": all(float(r["html_mb"]) <= TARGET_HTML_MB for r in results),  # type: ignore[arg-type]
        "largest_under_60_s": float(largest["report_s"]) < TARGET_SECONDS_1M,  # type: ignore[arg-type]
        "largest_under_1_gb": float(largest["peak_mb"]) < TARGET_PEAK_MB_1M,  # type: ignore[arg-type]
    }
    print(json.dumps({"sizes": results, **verdict}))


if __name__ == "__main__":
    main()
