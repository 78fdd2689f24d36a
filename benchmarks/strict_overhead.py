"""Strict mode's cost: the engine in paper and strict mode against one bare Ruff run.

Uses verify_throughput.py's corpus (1,140 HumanEval-based responses, 5 seeded instructions
each) and times, best of `--repeat` runs each:
  (a) `vibebench.verify(..., mode="paper")`;
  (b) `vibebench.verify(..., mode="strict")`;
  (c) one bare `ruff check --select ALL` over the same code files, already on disk.
The target is (b) <= 1.6 x (c). The last line is one JSON object with every figure.

    python benchmarks/strict_overhead.py [--responses 1140] [--repeat 3] [--seed 7]
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import sys
import time
from pathlib import Path

from vibebench.verify import VerifyRequest, verify

_THROUGHPUT = Path(__file__).resolve().parent / "verify_throughput.py"


def _throughput_module():  # noqa: ANN202 - a module loaded by path
    spec = importlib.util.spec_from_file_location("verify_throughput", _THROUGHPUT)
    if spec is None or spec.loader is None:
        msg = f"cannot load {_THROUGHPUT}"
        raise SystemExit(msg)
    module = importlib.util.module_from_spec(spec)
    sys.modules["verify_throughput"] = module
    spec.loader.exec_module(module)
    return module


def _best(requests: list[VerifyRequest], mode: str, repeat: int) -> tuple[float, int]:
    timings = []
    passed = 0
    for _ in range(repeat):
        start = time.perf_counter()
        results = verify(requests, mode=mode)
        timings.append(time.perf_counter() - start)
        passed = sum(result.followed for result in results)
    return min(timings), passed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--responses", type=int, default=1140)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    throughput = _throughput_module()
    requests = throughput.build_corpus(args.responses, args.seed)
    checks = sum(len(request.instructions) for request in requests)
    verify(requests[:50], mode="strict")  # warm imports and caches outside the timing
    paper, paper_passed = _best(requests, "paper", args.repeat)
    strict, strict_passed = _best(requests, "strict", args.repeat)
    bare = throughput.bare_ruff_all(requests, args.repeat)
    print(f"paper engine   {paper:6.2f} s  {checks / paper:8.0f} checks/s  {paper_passed} pass")
    print(f"strict engine  {strict:6.2f} s  {checks / strict:8.0f} checks/s  {strict_passed} pass")
    print(f"bare Ruff ALL  {bare:6.2f} s")
    print(f"strict / bare Ruff = {strict / bare:.2f}  (target <= 1.6); strict / paper = "
          f"{strict / paper:.2f}")  # fmt: skip
    print(json.dumps({
        "responses": len(requests),
        "checks": checks,
        "paper_seconds": round(paper, 3),
        "strict_seconds": round(strict, 3),
        "bare_ruff_all_seconds": round(bare, 3),
        "strict_over_bare_ruff": round(strict / bare, 3),
        "paper_over_bare_ruff": round(paper / bare, 3),
        "strict_over_paper": round(strict / paper, 3),
        "paper_passed": paper_passed,
        "strict_passed": strict_passed,
    }))  # fmt: skip


if __name__ == "__main__":
    main()
