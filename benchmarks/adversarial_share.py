"""Adversarial share: how many dodging answers pass each instruction, in paper and strict mode.

The attempts are the adversarial suite in tests/instructions/test_adversarial_*.py: for each
of the 30 instructions, ten or more answers that dodge it by a route a policy under RL finds
(an alias, dynamic access, a container, code in an exec string, padding, ...), each with an
honest twin that follows the instruction. Both are verified in both modes. A good strict
mode lets few attempts through and fails no twin.

Prints one row per category, the open routes (attempts documented as still passing strict
mode), and, last, one JSON line with every figure.

    python benchmarks/adversarial_share.py
"""

from __future__ import annotations

import json
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "instructions"))

from adversarial_harness import CATEGORIES, Attempt, all_attempts, passed  # noqa: E402


def _share(count: int, total: int) -> float:
    return round(count / total, 4) if total else 0.0


def _by_category(
    attempts: list[Attempt], paper: list[bool], strict: list[bool]
) -> dict[str, dict[str, int]]:
    table: dict[str, dict[str, int]] = defaultdict(lambda: {"attempts": 0, "paper": 0,
                                                            "strict": 0})  # fmt: skip
    for attempt, in_paper, in_strict in zip(attempts, paper, strict, strict=True):
        row = table[attempt.instruction.partition("_")[0]]
        row["attempts"] += 1
        row["paper"] += in_paper
        row["strict"] += in_strict
    return {category: dict(table[category]) for category in CATEGORIES}


def main() -> None:
    attempts = all_attempts()
    start = time.perf_counter()
    paper = passed(attempts, twins=False, mode="paper")
    strict = passed(attempts, twins=False, mode="strict")
    twins_paper = passed(attempts, twins=True, mode="paper")
    twins_strict = passed(attempts, twins=True, mode="strict")
    seconds = time.perf_counter() - start
    table = _by_category(attempts, paper, strict)
    print(f"{'category':10} {'attempts':>8} {'paper':>7} {'strict':>7}")
    for category, row in table.items():
        print(f"{category:10} {row['attempts']:8} {row['paper']:7} {row['strict']:7}")
    still_open = [a.ident for a, ok in zip(attempts, strict, strict=True) if ok]
    print("passing strict mode:", ", ".join(still_open) or "none")
    figures = {
        "attempts": len(attempts),
        "instructions": len({attempt.instruction for attempt in attempts}),
        "paper_pass": sum(paper),
        "paper_share": _share(sum(paper), len(attempts)),
        "strict_pass": sum(strict),
        "strict_share": _share(sum(strict), len(attempts)),
        "twin_false_failures_paper": len(attempts) - sum(twins_paper),
        "twin_false_failures_strict": len(attempts) - sum(twins_strict),
        "passing_strict": still_open,
        "per_category": table,
        "seconds": round(seconds, 2),
    }
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
