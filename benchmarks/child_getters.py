"""Why vibebench keeps its own child getters: the strict building blocks with them and without.

`vibebench.instructions._call_graph.children` lists a node's children through a getter
generated per node class from its ASDL signature (one list display of just the node
fields). Without them it would read every field and test each value, as the generic
reader `_read_children` (kept as the fallback) does. This script takes the distinct codes
of verify_throughput.py's corpus (1,140 HumanEval-based responses), parses them outside
the timing, and times, in each of `--repeat` rounds, one after another:

  - the strict walk (every node by type and owner), the symbol table (NameIndex) and the
    strict call graph (logic_9), over every code, with the generated getters;
  - the same with every getter replaced by the generic reader (the baseline).

Figures are medians; the ratios are generic time over generated time (above 1: the
generated getters are faster). The last line is one JSON object with every figure.

    python benchmarks/child_getters.py [--responses 1140] [--repeat 7] [--seed 7]
"""

from __future__ import annotations

import ast
import json
import statistics
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import partial

from verify_throughput import build_corpus, corpus_parser

from vibebench.instructions._call_graph import CHILDREN_OF, _read_children
from vibebench.instructions._strict import _CodeFacts
from vibebench.instructions._strict_calls import StrictCallGraph
from vibebench.instructions._strict_names import NameIndex
from vibebench.verify import extract_code


@contextmanager
def generic_getters(kinds: set[type]) -> Iterator[None]:
    """Every node class in `kinds` read by the generic reader, then the generated getters
    put back."""
    kept = {kind: CHILDREN_OF[kind] for kind in kinds}
    for kind in kinds:
        CHILDREN_OF[kind] = (
            (lambda node: []) if kind is ast.Constant else partial(_read_children, kind._fields)
        )
    try:
        yield
    finally:
        CHILDREN_OF.update(kept)


def blocks(codes: list[str], trees: list[ast.Module]) -> dict[str, Callable[[], None]]:
    """The three timed building blocks, each over every code."""
    indexes = [NameIndex(tree) for tree in trees]

    def walk() -> None:
        for code, tree in zip(codes, trees, strict=True):
            facts = _CodeFacts(code)
            facts._tree = tree  # parsed outside the timing
            facts.walk()

    def symbol_table() -> None:
        for tree in trees:
            NameIndex(tree)

    def call_graph() -> None:
        for tree, index in zip(trees, indexes, strict=True):
            StrictCallGraph(tree, index).cycles()

    return {"walk": walk, "symbol_table": symbol_table, "call_graph": call_graph}


def timed(run: Callable[[], None]) -> float:
    start = time.perf_counter()
    run()
    return time.perf_counter() - start


def main() -> None:
    args = corpus_parser(__doc__.splitlines()[0], 7, "each timing, both ways").parse_args()
    requests = build_corpus(args.responses, args.seed)
    extracted = (extract_code(request.response).code for request in requests)
    codes = list(dict.fromkeys(code for code in extracted if code))
    trees = [ast.parse(code) for code in codes]
    kinds = {type(node) for tree in trees for node in ast.walk(tree)}
    timings: dict[str, dict[str, list[float]]] = {}
    for name, run in blocks(codes, trees).items():
        run()  # warm: getters made, caches of the instruction registry loaded
        mine, generic = [], []
        for _ in range(args.repeat):
            mine.append(timed(run))
            with generic_getters(kinds):
                generic.append(timed(run))
        timings[name] = {"generated": mine, "generic": generic}
    figures: dict[str, float | int] = {"codes": len(codes), "repeat": args.repeat}
    print(f"{len(codes)} distinct codes, {sum(1 for t in trees for _ in ast.walk(t))} nodes; "
          f"medians of {args.repeat} rounds")  # fmt: skip
    for name, pair in timings.items():
        mine, generic = statistics.median(pair["generated"]), statistics.median(pair["generic"])
        ratios = [g / m for g, m in zip(pair["generic"], pair["generated"], strict=True)]
        figures[f"{name}_generated_s"] = round(mine, 4)
        figures[f"{name}_generic_s"] = round(generic, 4)
        figures[f"{name}_generic_over_generated"] = round(statistics.median(ratios), 3)
        print(f"  {name:13s} generated {mine * 1000:6.1f} ms   generic reader "
              f"{generic * 1000:6.1f} ms   = {statistics.median(ratios):.2f}x")  # fmt: skip
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
