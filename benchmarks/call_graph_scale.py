"""logic_9's strict call graph on large modules: time against compiling the same code.

A module of N classes whose methods share names and call them on other objects (`size()`
calling `c.size()` and `self.other.size()`; or 10 methods `m{j}` each calling `self.a.m{j}()`
and `self.b.m{j+1}()`) gives a dense call graph: every such call may reach every class's
method. Finding its cycles by a search from every function took cubic time (5.3 s for 600
classes); strongly connected components take linear time. Printed per module: the strict
recursion check's time, `compile()`'s time for the same code (the baseline, timed in the
same run) and their ratio; medians of --repeat runs, caches emptied before each. The last
line is one JSON object with every figure.

    python benchmarks/call_graph_scale.py [--repeat 3]
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

from vibebench._fixed_depth import at_fixed_depth
from vibebench.instructions.builtin.logic_9_no_recursion import strict_recursion
from vibebench.verify import clear_caches


def shared_size(classes: int) -> str:
    """N classes with one `size()` each calling `size()` on children and on another object."""
    method = (
        "    def size(self):\n"
        "        return sum(c.size() for c in self.kids) + self.other.size()\n"
    )
    return "\n\n".join(f"class C{number}:\n{method}" for number in range(classes))


def ten_methods(classes: int) -> str:
    """N classes of 10 methods, `m{j}` calling `self.a.m{j}()` and `self.b.m{j+1}()`."""
    parts = []
    for number in range(classes):
        methods = "".join(
            f"    def m{j}(self):\n        return self.a.m{j}() + self.b.m{(j + 1) % 10}()\n\n"
            for j in range(10)
        )
        parts.append(f"class C{number}:\n{methods}")
    return "\n\n".join(parts)


def timed(call: object, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        clear_caches()
        start = time.perf_counter()
        call()  # type: ignore[operator]
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    modules = {
        "size() x 300 classes": shared_size(300),
        "size() x 600 classes": shared_size(600),
        "10 methods x 100 classes": ten_methods(100),
        "10 methods x 200 classes": ten_methods(200),
    }
    results = []
    for name, code in modules.items():
        check = timed(lambda code=code: at_fixed_depth(strict_recursion, code), args.repeat)
        baseline = timed(lambda code=code: compile(code, "<module>", "exec"), args.repeat)
        results.append({"module": name, "lines": code.count("\n") + 1, "strict_s": check,
                        "compile_s": baseline, "ratio": check / baseline})  # fmt: skip
        print(f"{name:26s} {results[-1]['lines']:6d} lines: strict logic_9 {check:6.2f} s, "
              f"compile {baseline:.3f} s, x{check / baseline:.0f}")  # fmt: skip
    print(json.dumps({"benchmark": "call_graph_scale", "repeat": args.repeat, "results": results}))


if __name__ == "__main__":
    main()
