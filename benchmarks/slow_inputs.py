"""Responses built to stall a verify call, timed against an honest response of like size.

A reward batch waits for its slowest response, so one input that makes a checker slow
stalls every completion of the step. Each attack here was found by a red-team pass; each
is verified alone (one `vibebench.verify` call per mode, per-code caches emptied first),
beside an honest response of about the same length, and the figure printed is the
attack's time over the honest one's (medians of --repeat runs):

  nested-loops   45 nested `for` loops under style_5 (does not compile; Ruff's ANN
                 return-type inference is exponential in the nesting, ~1.4x a level);
  class-chain    140 classes each deriving from the last, a handler calling a method of
                 an unknown receiver 20 times, under error_2 (strict mode followed every
                 method from every call: cubic in the chain).
  power-tower    `x > (((10 ** 64) ** 64) ** 64) ** 64` under logic_8 (strict mode folded
                 the number exactly: 64 times the size a level; a fifth level took all
                 memory).
  name-chain     `join = os.path.join`, then `join = f(join)` 10,000 times, under
                 library_1 (strict mode resolved each read of `join` as the union of
                 all its bindings again: quadratic, ~5.6 s at 6,000 before df0ca56).
  open-hiding    8,000 `<script>` tags left open before the JSON explanation, under doc_6
                 (strict mode scanned from each to the end of the response for its
                 closing tag: quadratic, 6.6 s on 80 KB before the fix).

An older commit is timed by the same script: `PYTHONPATH=<worktree>/src python
benchmarks/slow_inputs.py --repeat 1` (bf92d70, before both were mended, took tens of
seconds on each). The last line is one JSON object with every figure.

    python benchmarks/slow_inputs.py [--repeat 3]
        [--only nested-loops,class-chain,power-tower,name-chain,open-hiding]
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections.abc import Callable

from verify_throughput import clear_caches

from vibebench.verify import VerifyRequest, verify


def nested_loops(depth: int = 45) -> str:
    """`depth` nested loops around a statement that reads the loop-carried name."""
    lines = ["def f(q):", "    t = 'x{}'"]
    for level in range(depth):
        lines.append("    " * (level + 1) + f"for v{level} in q:")
    lines.append("    " * (depth + 1) + "t = t.format(1) or t")
    return "\n".join(lines) + "\n"


def flat_loops(count: int = 45) -> str:
    """The honest counterpart: as many loops, one after another."""
    body = "".join(f"    for v{n} in q:\n        total += v{n}\n" for n in range(count))
    return f"def f(q: list[int]) -> int:\n    total = 0\n{body}    return total\n"


def class_chain(classes: int = 140, calls: int = 20) -> str:
    """A chain of classes, each method calling itself on `self`, and a handler calling it
    on a receiver whose class the code does not show."""
    lines = ["class C0:", "    def m0(self, x): self.m0(x)"]
    for number in range(1, classes):
        lines += [f"class C{number}(C{number - 1}):", "    def m0(self, x): self.m0(x)"]
    lines += ["def f(t, k, c):", "    try:", "        return t[k]", "    except KeyError:"]
    lines.append("        " + "; ".join("c.m0(k)" for _ in range(calls)))
    return "\n".join(lines) + "\n"


def flat_classes(classes: int = 140, calls: int = 20) -> str:
    """The honest counterpart: as many unrelated classes, the same handler."""
    lines = []
    for number in range(classes):
        lines += [f"class C{number}:", "    def m0(self, x): return x"]
    lines += ["def f(t, k, c):", "    try:", "        return t[k]", "    except KeyError:"]
    lines.append("        " + "; ".join("c.m0(k)" for _ in range(calls)))
    return "\n".join(lines) + "\n"


def power_tower(levels: int = 4) -> str:
    """A threshold written as a power of powers of ten."""
    tower = "10"
    for _ in range(levels):
        tower = f"({tower} ** 64)"
    return f"def big(x):\n    return x > {tower}\n"


def name_chain(links: int = 10_000) -> str:
    """A name rebound `links` times through a call, each binding reading the last."""
    lines = ["import os", "", "def f(x):", "    return x", "", "join = os.path.join"]
    return "\n".join([*lines, *["join = f(join)"] * links, "join('a', 'b')"]) + "\n"


def distinct_names(links: int = 10_000) -> str:
    """The honest counterpart: as many lines, each binding a name of its own."""
    lines = ["import os", "", "def f(x):", "    return x", "", "join0 = os.path.join"]
    lines += [f"join{n + 1} = f(join{n})" for n in range(links)]
    return "\n".join([*lines, f"join{links}('a', 'b')"]) + "\n"


_EXPLAINED = (
    "```python\ndef add(a, b):\n    return a + b\n```\n\n{}"
    '```json\n{{"summary": "Adds two numbers with +.", "complexity": "O(1) time."}}\n```\n'
)
"""A doc_6 answer: code, then `{}` (what stands between), then the JSON explanation."""


def open_hiding(openers: int = 8000) -> str:
    """A whole response: `<script>` tags left open, one a line, before the explanation."""
    return _EXPLAINED.format("<script> x\n" * openers + "\n")


def closed_tags(openers: int = 8000) -> str:
    """The honest counterpart: as many lines of prose with closed inline tags."""
    return _EXPLAINED.format("<b>x</b> y\n" * openers + "\n")


def plain_threshold() -> str:
    """The honest counterpart: the threshold named."""
    return "LIMIT = 10 ** 64\n\n\ndef big(x):\n    return x > LIMIT\n"


ATTACKS: dict[str, tuple[str, Callable[[], str], Callable[[], str], tuple[str, ...]]] = {
    "nested-loops": ("style_5", nested_loops, flat_loops, ("paper", "strict")),
    "class-chain": ("error_2", class_chain, flat_classes, ("strict",)),
    "power-tower": ("logic_8", power_tower, plain_threshold, ("strict",)),
    "name-chain": ("library_1", name_chain, distinct_names, ("strict",)),
    "open-hiding": ("doc_6", open_hiding, closed_tags, ("strict",)),
}
"""Name -> (instruction, attack, honest counterpart, modes timed)."""
WHOLE_RESPONSES = frozenset({"open-hiding"})
"""The attacks whose text is a whole response (the others are code, put in a fence)."""


def timed(text: str, instruction: str, mode: str, repeat: int, *, whole: bool = False) -> float:
    """The median seconds of verifying `text` (code, or a `whole` response) alone, caches
    emptied before each run."""
    response = text if whole else f"```python\n{text}```\n"
    request = VerifyRequest(response=response, instructions=[instruction])
    times = []
    for _ in range(repeat):
        clear_caches()
        start = time.perf_counter()
        verify([request], mode=mode)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--only", default=",".join(ATTACKS), help="comma-separated attacks")
    args = parser.parse_args()
    figures = []
    for name in args.only.split(","):
        instruction, attack, honest, modes = ATTACKS[name]
        for mode in modes:
            whole = name in WHOLE_RESPONSES
            slow = timed(attack(), instruction, mode, args.repeat, whole=whole)
            base = timed(honest(), instruction, mode, args.repeat, whole=whole)
            figures.append({"attack": name, "instruction": instruction, "mode": mode,
                            "attack_s": slow, "honest_s": base, "ratio": slow / base})  # fmt: skip
            print(f"{name:13s} {instruction} {mode:6s}: {slow:7.3f} s against {base:.3f} s "
                  f"for honest code of like size ({slow / base:.1f}x)")  # fmt: skip
    print(json.dumps({"benchmark": "slow_inputs", "repeat": args.repeat, "results": figures}))


if __name__ == "__main__":
    main()
