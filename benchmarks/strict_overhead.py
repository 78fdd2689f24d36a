"""Strict mode's cost: the engine in paper and strict mode against one bare Ruff run.

Uses verify_throughput.py's corpus (1,140 HumanEval-based responses, 5 seeded instructions
each) and times, in each of `--repeat` rounds, one after another (so the ratios compare runs
made under the same load; figures are medians):
  (a) `vibebench.verify(..., mode="paper")`;
  (b) `vibebench.verify(..., mode="strict")`;
  (c) one bare `ruff check --select ALL` over the same code files, already on disk.
The target is (b) <= 1.6 x (c). The CPU each call uses is given too: this process's, the
verify helpers' (with the Ruff runs a helper makes for its part of a shared batch) and that
of this process's Ruff runs; and bare Ruff's. Also, in each round:
  (d) `ast.parse` of every distinct extracted code once, garbage collection off (strict
      checks read the tree, so strict mode pays this on top of paper mode's work);
  (e) the facts every strict check shares, built from those trees: the one walk that
      indexes the nodes by type and owner, and the symbol table (as (d), collection off).
From them two floors: paper mode's CPU plus (d)'s, and plus (d)'s and (e)'s, spread
perfectly over the machine's cores, over (c). They leave out every strict check itself, so
(b) can be no faster than the second on this design. By default every run starts with the
per-code caches of the instructions and the engine emptied (`cold`): a reward loop sees new
code at every step, and the same corpus verified again would be served from those caches.
`--warm` keeps them. The last line is one JSON object with every figure.

    python benchmarks/strict_overhead.py [--responses 1140] [--repeat 5] [--seed 7] [--warm]
"""

from __future__ import annotations

import ast
import gc
import importlib.util
import json
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from vibebench._fixed_depth import at_fixed_depth
from vibebench.instructions._strict import StrictFacts
from vibebench.verify import VerifyRequest, clear_caches, extract_code, verify

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


def _parses(code: str) -> bool:
    try:
        ast.parse(code)
    except (SyntaxError, ValueError):
        return False
    return True


def _parse_seconds(codes: list[str]) -> float:
    """(d): CPU seconds to parse every code once, collection off (as the engine runs)."""
    gc.disable()
    try:
        start = time.process_time()
        trees = [ast.parse(code) for code in codes]
        seconds = time.process_time() - start
    finally:
        gc.enable()
    del trees
    return seconds


def _shared_facts_seconds(codes: list[str]) -> float:
    """(e): CPU seconds to build every code's walk and symbol table from its tree (parsed
    first, untimed), collection off, at the fixed stack depth the engine works at."""
    clear_caches()
    facts = [StrictFacts(code) for code in codes]
    for item in facts:
        if item.tree is None:  # every timed code parses (the corpus's codes that do not
            raise ValueError(item.code)  # compile are left out by the caller)

    def build() -> float:
        start = time.process_time()
        for item in facts:
            _ = item.nodes, item.names
        return time.process_time() - start

    gc.disable()
    try:
        return at_fixed_depth(build)
    finally:
        gc.enable()
        clear_caches()


def _rounds(
    throughput: Any, requests: list[VerifyRequest], repeat: int, warm: bool
) -> dict[str, float]:
    """(a), (b) and (c) one after another in each round (the same load for all three):
    medians of the times and of each round's ratios."""
    times: dict[str, list[float]] = {"paper": [], "strict": [], "bare": [], "parse": [],
                                     "facts": []}  # fmt: skip
    codes = [code for code in {extract_code(r.response).code for r in requests} if code]
    parsed = [code for code in codes if _parses(code)]
    cpu: dict[str, float] = {}
    passed: dict[str, int] = {}
    throughput.WARM = warm  # timed_verify empties the per-code caches unless warm
    with throughput.BareRuff(requests) as bare:
        for _ in range(repeat):
            for mode in ("paper", "strict"):
                use = throughput.CpuUse(throughput.HELPER_PIDS)
                seconds, passed[mode] = throughput.timed_verify(requests, mode, use=use)
                throughput.reap_removals(wait=True)
                spent = use.take()
                for part, value in zip(("engine", "ruff", "helpers"), spent, strict=True):
                    cpu[f"cpu_{mode}_{part}"] = cpu.get(f"cpu_{mode}_{part}", 0.0) + value / repeat
                times[mode].append(seconds)
            use = throughput.CpuUse([])
            times["bare"].append(bare.time())
            cpu["cpu_bare"] = cpu.get("cpu_bare", 0.0) + use.take()[1] / repeat
            times["parse"].append(_parse_seconds(codes))
            times["facts"].append(_shared_facts_seconds(parsed))
    figures: dict[str, float] = {key: statistics.median(values) for key, values in times.items()}
    figures.update(cpu)
    figures["parsed_codes"] = len(parsed)
    for mode in ("paper", "strict"):
        ratios = [a / b for a, b in zip(times[mode], times["bare"], strict=True)]
        figures[f"{mode}_over_bare"] = statistics.median(ratios)
        figures[f"{mode}_passed"] = passed[mode]
    pairs = zip(times["strict"], times["paper"], strict=True)
    figures["strict_over_paper"] = statistics.median(a / b for a, b in pairs)
    paper_cpu = sum(cpu[f"cpu_paper_{part}"] for part in ("engine", "ruff", "helpers"))
    cores = os.cpu_count() or 1
    figures["strict_floor_over_bare"] = (paper_cpu + figures["parse"]) / cores / figures["bare"]
    floor = (paper_cpu + figures["parse"] + figures["facts"]) / cores
    figures["strict_facts_floor_over_bare"] = floor / figures["bare"]
    return figures


def main() -> None:
    throughput = _throughput_module()
    parser = throughput.corpus_parser(__doc__.splitlines()[0], 5, "(a), (b) and (c)")
    parser.add_argument("--warm", action="store_true", help="keep the per-code caches")
    args = parser.parse_args()
    requests = throughput.build_corpus(args.responses, args.seed)
    checks = sum(len(request.instructions) for request in requests)
    verify(requests[:50], mode="strict")  # warm imports and caches outside the timing
    helpers = throughput.start_helpers(wait=60.0)  # a long-lived process's steady state
    throughput.HELPER_PIDS[:] = [helper.process.pid for helper in helpers]
    f = _rounds(throughput, requests, args.repeat, args.warm)
    paper, strict, bare = f["paper"], f["strict"], f["bare"]
    print(f"paper engine   {paper:6.2f} s  {checks / paper:8.0f} checks/s  "
          f"{f['paper_passed']:.0f} pass")  # fmt: skip
    print(f"strict engine  {strict:6.2f} s  {checks / strict:8.0f} checks/s  "
          f"{f['strict_passed']:.0f} pass")  # fmt: skip
    print(f"bare Ruff ALL  {bare:6.2f} s  (medians of {args.repeat} rounds)")
    print(f"strict / bare Ruff = {f['strict_over_bare']:.2f}  (target <= 1.6); paper / bare "
          f"Ruff = {f['paper_over_bare']:.2f}; strict / paper = "
          f"{f['strict_over_paper']:.2f}  (medians of per-round ratios)")  # fmt: skip
    for mode in ("paper", "strict"):
        parts = [f["cpu_" + mode + "_" + part] for part in ("engine", "helpers", "ruff")]
        print(f"CPU per {mode} call, means of {args.repeat}: engine {parts[0]:.3f} s, helpers "
              f"{parts[1]:.3f} s (with their Ruff runs), Ruff {parts[2]:.3f} s; total "
              f"{sum(parts):.3f} s over {sum(parts) / f[mode]:.2f} cores")  # fmt: skip
    print(f"CPU of bare Ruff: {f['cpu_bare']:.3f} s")
    print(f"(d) parsing the {len({extract_code(r.response).code for r in requests})} codes: "
          f"{f['parse']:.3f} s CPU = {f['parse'] / bare:.2f}x bare Ruff's time; strict's floor "
          f"(paper's CPU and the parse over {os.cpu_count()} cores, no strict check at all) = "
          f"{f['strict_floor_over_bare']:.2f}x bare Ruff  (target <= 1.6)")  # fmt: skip
    print(f"(e) the shared facts (walk, symbol table) of the {f['parsed_codes']:.0f} codes "
          "that parse: "
          f"{f['facts']:.3f} s CPU = {f['facts'] / bare:.2f}x bare Ruff's time; floor with "
          f"them (every strict check free) = {f['strict_facts_floor_over_bare']:.2f}x bare "
          f"Ruff")  # fmt: skip
    print(json.dumps({
        "responses": len(requests),
        "checks": checks,
        "paper_seconds": round(paper, 3),
        "strict_seconds": round(strict, 3),
        "bare_ruff_all_seconds": round(bare, 3),
        "strict_over_bare_ruff": round(f["strict_over_bare"], 3),
        "paper_over_bare_ruff": round(f["paper_over_bare"], 3),
        "strict_over_paper": round(f["strict_over_paper"], 3),
        "parse_cpu_seconds": round(f["parse"], 4),
        "strict_floor_over_bare_ruff": round(f["strict_floor_over_bare"], 3),
        "shared_facts_cpu_seconds": round(f["facts"], 4),
        "strict_facts_floor_over_bare_ruff": round(f["strict_facts_floor_over_bare"], 3),
        "paper_passed": int(f["paper_passed"]),
        "strict_passed": int(f["strict_passed"]),
        **{key: round(value, 4) for key, value in f.items() if key.startswith("cpu_")},
        "repeat": args.repeat,
        "caches": "warm" if args.warm else "cold",
        "helpers": throughput.helper_count(),
    }))  # fmt: skip


if __name__ == "__main__":
    main()
