"""Strict mode's cost per instruction: CPU of each instruction's strict checks, against parsing.

Uses verify_throughput.py's corpus (1,140 HumanEval-based responses, 5 seeded instructions
each; the codes that compile). In each of `--repeat` rounds, with the per-code caches emptied
and garbage collection off, at the fixed stack depth the engine works at, it times:
  (p) `ast.parse` of every distinct code once (the least of three passes): the baseline,
      work any Python-side check pays;
  (s) the facts every strict check shares (the tree, the walk indexing nodes by type and
      owner, the symbol table), once per distinct code;
  (c) each response's strict checks (`strict_check`), summed per instruction.
Figures are CPU milliseconds (medians over the rounds) and each as a ratio to (p) in the
same round. Where strict mode's time goes, and what a change to one instruction costs: run
it on the old commit and the new one (`PYTHONPATH=<worktree>/src`). The last line is one
JSON object with every figure.

    python benchmarks/strict_cost.py [--responses 1140] [--repeat 3] [--seed 7]
"""

from __future__ import annotations

import argparse
import ast
import gc
import json
import statistics
import time
from collections import defaultdict
from typing import Any

from verify_throughput import build_corpus  # the corpus is built in one place

from vibebench._fixed_depth import at_fixed_depth
from vibebench.instructions import get_instruction
from vibebench.instructions._strict import StrictFacts, strict_check
from vibebench.verify import clear_caches, extract_code
from vibebench.verify._engine import _resolve_spec


def _items(responses: int, seed: int) -> list[tuple[str, str, list[Any]]]:
    """(code, response, resolved checks) of every response whose code compiles."""
    items = []
    for request in build_corpus(responses, seed):
        code = extract_code(request.response).code
        if not code:
            continue
        try:
            compile(code, "<code>", "exec")
        except (SyntaxError, ValueError):
            continue
        checks = [_resolve_spec(spec, get_instruction) for spec in request.instructions]
        items.append((code, request.response, checks))
    return items


def _parse_seconds(codes: list[str]) -> float:
    start = time.process_time()
    trees = [ast.parse(code) for code in codes]
    seconds = time.process_time() - start
    del trees
    return seconds


def _round(items: list[tuple[str, str, list[Any]]]) -> dict[str, float]:
    """One round's CPU seconds: parse, shared facts, and each instruction's checks."""
    spent: dict[str, float] = defaultdict(float)
    codes = list(dict.fromkeys(code for code, _, _ in items))
    clear_caches()
    gc.disable()
    try:
        spent["parse"] = min(_parse_seconds(codes) for _ in range(3))  # (the allocator warm)
        seen: set[str] = set()
        for code, response, checks in items:
            facts = StrictFacts(code, response)
            if code not in seen:
                seen.add(code)
                start = time.process_time()
                _ = facts.tree, facts.nodes, facts.names
                spent["shared"] += time.process_time() - start
            for instruction, params, _signature in checks:
                start = time.process_time()
                strict_check(instruction, facts, dict(params))
                spent[instruction.id] += time.process_time() - start
    finally:
        gc.enable()
        clear_caches()
    return dict(spent)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--responses", type=int, default=1140)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    items = _items(args.responses, args.seed)
    rounds = [at_fixed_depth(_round, items) for _ in range(args.repeat)]
    keys = sorted({key for spent in rounds for key in spent} - {"parse", "shared"})
    ms = {key: statistics.median(r.get(key, 0.0) for r in rounds) * 1000 for key in
          ["parse", "shared", *keys]}  # fmt: skip
    ratio = {key: statistics.median(r.get(key, 0.0) / r["parse"] for r in rounds) for key in
             ["shared", *keys]}  # fmt: skip
    checks = statistics.median(sum(r.get(key, 0.0) for key in keys) for r in rounds) * 1000
    print(f"codes: {len(items)} responses whose code compiles, {args.repeat} rounds, CPU ms")
    print(f"(p) parse every distinct code once: {ms['parse']:.1f} ms (the baseline)")
    print(f"(s) shared facts: {ms['shared']:.1f} ms ({ratio['shared']:.2f}x parse)")
    print(f"(c) strict checks, all: {checks:.1f} ms ({checks / ms['parse']:.2f}x parse)")
    for key in sorted(keys, key=lambda name: -ms[name]):
        print(f"    {key:10s} {ms[key]:6.1f} ms ({ratio[key]:.2f}x parse)")
    figures = {"responses": len(items), "repeat": args.repeat, "checks_ms": round(checks, 2),
               "ms": {k: round(v, 2) for k, v in ms.items()},
               "over_parse": {k: round(v, 3) for k, v in ratio.items()}}  # fmt: skip
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
