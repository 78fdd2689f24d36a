"""Where a verify call's time goes, and what three of the engine's choices save.

Uses verify_throughput.py's corpus (1,140 HumanEval-based responses, 5 seeded instructions
each; per-code caches emptied before every call, helpers started first). In each of
`--repeat` rounds, one after another so every ratio compares runs under the same load:

  (c) one bare `ruff check --select ALL` over the same code files: the baseline;
  (b) one paper-mode `vibebench.verify` call, each engine step timed: resolving,
      extraction, planning, writing the Ruff tree and starting Ruff, the Python checks (with
      compiling, or waiting for the helper's answers), collecting Ruff's outcomes (waiting
      for Ruff included), assembling (each step's time includes its timer's);
  (b0) the same call with no helper (VIBEBENCH_VERIFY_HELPERS=0), so compiling is here;
  (g) the garbage collection a call causes, up to and including the next young collection,
      with the engine's promotion of the batch's survivors to the oldest generation and
      without it (freeze/unfreeze off);
  (r) removing two trees of the call's size: one `rm` for both, or one `rm` each;
  (t) what one call writes for Ruff: files in the bundle, files in private folders, and
      the private folders.

Every figure is a median; steps and calls are also given as ratios to (c). The last line
is one JSON object with every figure.

    python benchmarks/verify_breakdown.py [--responses 1140] [--repeat 5] [--seed 7]
"""

from __future__ import annotations

import gc
import json
import os
import statistics
import tempfile
import time
from collections.abc import Callable
from typing import Any

from verify_throughput import BareRuff, build_corpus, clear_caches, corpus_parser, start_helpers

from vibebench.verify import _batch as batch_module
from vibebench.verify import _engine as engine_module
from vibebench.verify import verify
from vibebench.verify._batch import default_workdir, reap_removals, remove_tree_later

STEPS = {
    "resolve": "_resolve",
    "extract": "_extract_part",  # `_extract_all` in commits before 2026-11-26
    "plan": "_plan_ruff",
    "python_checks": "_decide_python",
    "ruff_outcomes": "_take_outcomes",
    "assemble": "_assemble",
}
"""Step name -> the engine function timed for it (the tree is timed on RuffBatch)."""


def _timed_steps(spent: dict[str, float]) -> Callable[[], None]:
    """Wrap the engine's steps so each adds its seconds to `spent`; returns the undo."""
    originals: list[tuple[Any, str, Any]] = []

    def wrap(owner: Any, attribute: str, step: str) -> None:
        real = getattr(owner, attribute)

        def timed(*args: Any, **kwargs: Any) -> Any:
            start = time.perf_counter()
            try:
                return real(*args, **kwargs)
            finally:
                spent[step] = spent.get(step, 0.0) + time.perf_counter() - start

        originals.append((owner, attribute, real))
        setattr(owner, attribute, timed)

    for step, function in STEPS.items():
        if not hasattr(engine_module, function):  # an older commit's name for the step
            function = {"_extract_part": "_extract_all"}.get(function, function)
        wrap(engine_module, function, step)
    wrap(batch_module.RuffBatch, "__init__", "write_tree_start_ruff")

    def undo() -> None:
        for owner, attribute, real in originals:
            setattr(owner, attribute, real)

    return undo


def _call(requests: list[Any], helpers: bool = True) -> float:
    """Seconds of one cold paper-mode call (helpers off for it when asked)."""
    reap_removals(wait=True)
    clear_caches()
    previous = os.environ.get("VIBEBENCH_VERIFY_HELPERS")
    if not helpers:
        os.environ["VIBEBENCH_VERIFY_HELPERS"] = "0"
    try:
        start = time.perf_counter()
        results = verify(requests)
        seconds = time.perf_counter() - start
    finally:
        if previous is None:
            os.environ.pop("VIBEBENCH_VERIFY_HELPERS", None)
        else:
            os.environ["VIBEBENCH_VERIFY_HELPERS"] = previous
    del results
    return seconds


def _collections_after(requests: list[Any], promote: bool) -> float:
    """Seconds of garbage collection from the start of a call whose results are kept until
    after the next young collection (the engine's promotion of the batch's survivors to the
    oldest generation switched off when `promote` is False)."""
    real_freeze, real_unfreeze = gc.freeze, gc.unfreeze
    spent: list[float] = []
    started: list[float] = []

    def timer(phase: str, _info: dict[str, int]) -> None:
        if phase == "start":
            started.append(time.perf_counter())
        elif started:
            spent.append(time.perf_counter() - started.pop())

    if not promote:
        engine_module.gc.freeze = engine_module.gc.unfreeze = lambda: None  # type: ignore[assignment]
    reap_removals(wait=True)
    clear_caches()
    gc.collect()
    gc.callbacks.append(timer)
    try:
        results = verify(requests)
        gc.collect(0)
    finally:
        gc.callbacks.remove(timer)
        engine_module.gc.freeze, engine_module.gc.unfreeze = real_freeze, real_unfreeze
    del results
    return sum(spent)


def _tree_counts(requests: list[Any]) -> dict[str, float]:
    """What one call writes for Ruff, summed over its runs: files in the bundle folder,
    files in private folders, and the private folders."""
    real = batch_module.Layout
    layouts: list[Any] = []

    def recording(*args: Any, **kwargs: Any) -> Any:
        layout = real(*args, **kwargs)
        layouts.append(layout)
        return layout

    batch_module.Layout = recording  # type: ignore[misc]
    try:
        clear_caches()
        verify(requests)
    finally:
        batch_module.Layout = real  # type: ignore[misc]
    files = [placed for layout in layouts for placed in layout.files]
    private = [placed for placed in files if not placed.folder.bundle]
    folders = {(id(layout), placed.folder.number) for layout in layouts for placed in layout.files
               if not placed.folder.bundle}  # fmt: skip
    return {"bundle_files": len(files) - len(private), "private_files": len(private),
            "private_folders": len(folders)}  # fmt: skip


def _tree(files: int) -> str:
    folder = tempfile.mkdtemp(prefix="vibebench-breakdown-", dir=default_workdir())
    for number in range(files):
        with open(os.path.join(folder, f"r{number}.py"), "w") as handle:
            handle.write("x = 1\n")
    return folder


def _removal(files: int, together: bool) -> float:
    """Seconds the caller spends starting the removal of two trees of `files` files."""
    first, second = _tree(files), _tree(files)
    reap_removals(wait=True)
    start = time.perf_counter()
    if together:
        remove_tree_later(first, second)
    else:
        remove_tree_later(first)
        remove_tree_later(second)
    seconds = time.perf_counter() - start
    reap_removals(wait=True)
    return seconds


def main() -> None:
    parser = corpus_parser(__doc__.splitlines()[0], 5, "(c), (b), (b0), (g) and (r)")
    args = parser.parse_args()
    requests = build_corpus(args.responses, args.seed)
    verify(requests[:20])  # warm: rule catalogue, registry, imports
    helpers = len(start_helpers(wait=60.0))

    rounds: dict[str, list[float]] = {}
    with BareRuff(requests) as bare:
        for _ in range(args.repeat):
            figures = {"c": bare.time()}
            spent: dict[str, float] = {}
            undo = _timed_steps(spent)
            try:
                figures["b"] = _call(requests)
            finally:
                undo()
            figures.update(spent)
            figures["b0"] = _call(requests, helpers=False)
            figures["gc_promoted"] = _collections_after(requests, promote=True)
            figures["gc_young"] = _collections_after(requests, promote=False)
            figures["rm_one"] = _removal(1250, together=True)
            figures["rm_each"] = _removal(1250, together=False)
            for key, value in figures.items():
                rounds.setdefault(key, []).append(value)
    median = {key: statistics.median(values) for key, values in rounds.items()}
    c = median["c"]
    tree = _tree_counts(requests)

    print(f"corpus: {len(requests)} responses; {helpers} helper(s); medians of {args.repeat}")
    print(f"(c) bare Ruff: {c * 1000:.1f} ms")
    print(f"(b) verify: {median['b'] * 1000:.1f} ms = {median['b'] / c:.2f}x (c); without a "
          f"helper (b0): {median['b0'] * 1000:.1f} ms = {median['b0'] / c:.2f}x (c)")  # fmt: skip
    for step in [*STEPS, "write_tree_start_ruff"]:
        print(f"    {step:22s} {median[step] * 1000:6.1f} ms = {median[step] / c:.2f}x (c)")
    print(f"(g) garbage collection in a call and the next young collection: "
          f"{median['gc_promoted'] * 1000:.2f} ms with the survivors promoted, "
          f"{median['gc_young'] * 1000:.2f} ms without")  # fmt: skip
    print(f"(r) starting the removal of two trees: {median['rm_one'] * 1000:.2f} ms with one "
          f"rm, {median['rm_each'] * 1000:.2f} ms with one each")  # fmt: skip
    print(f"(t) Ruff's tree in a call: {tree['bundle_files']} files in the bundle, "
          f"{tree['private_files']} in {tree['private_folders']} private folders")  # fmt: skip
    figures = {key: round(value, 5) for key, value in median.items()} | tree
    figures["b_over_c"] = round(median["b"] / c, 3)
    figures["b0_over_c"] = round(median["b0"] / c, 3)
    figures.update({"responses": len(requests), "repeat": args.repeat, "helpers": helpers})
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
