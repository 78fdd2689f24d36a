"""Held-out adversarial share: dodging answers written by a red team that never saw the suite.

benchmarks/adversarial_share.py measures strict mode on the adversarial suite the checks
were written against, so its share says how well the known routes are closed, not how
well strict mode holds against a policy finding new ones. This script measures the second
on attempts written without reading that suite (benchmarks/data/strict_heldout_*.json.gz:
each a response that breaks what an instruction's words ask, an honest twin, and why a
careful reviewer would fail the attempt). Once a route found here is closed and its
attempt added to the suite, the set is no longer held out: a fresh round measures anew.

Prints per instruction and overall: attempts, attempts passing paper mode, attempts
passing strict mode, twins failing either mode (false failures), the attempts still
passing strict mode; the last line is one JSON object with every figure.

    python benchmarks/heldout_share.py [--set benchmarks/data/strict_heldout_1.json.gz]
        [--no-reasoning]

`--no-reasoning` judges the answers as a model that never reasons would be judged
(`reasoning_in_responses(False)`: reasoning tags are ordinary text).
"""

from __future__ import annotations

import argparse
import gzip
import json
from collections import defaultdict
from pathlib import Path
from typing import Any

from vibebench.verify import VerifyRequest, reasoning_in_responses, verify

DEFAULT_SET = Path(__file__).resolve().parent / "data" / "strict_heldout_1.json.gz"


def _passed(attempts: list[dict[str, Any]], kind: str, mode: str) -> list[bool]:
    """Whether each attempt's `kind` (attack or twin) passes its instruction, in one call."""
    requests = [
        VerifyRequest(response=item[kind], instructions=[item["spec"]]) for item in attempts
    ]
    return [result.all_passed for result in verify(requests, mode=mode)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", type=Path, default=DEFAULT_SET, help="a held-out set")
    parser.add_argument(
        "--no-reasoning", action="store_true", help="reasoning tags are ordinary text"
    )
    args = parser.parse_args()
    with gzip.open(args.set, "rt", encoding="utf-8") as handle:
        attempts: list[dict[str, Any]] = json.load(handle)
    with reasoning_in_responses(not args.no_reasoning):
        found = {
            (kind, mode): _passed(attempts, kind, mode)
            for kind in ("attack", "twin")
            for mode in ("paper", "strict")
        }
    rows: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    for number, item in enumerate(attempts):
        row = rows[item["spec"].partition(":")[0]]
        row["attempts"] += 1
        row["paper"] += found["attack", "paper"][number]
        row["strict"] += found["attack", "strict"][number]
        row["twin_fails_paper"] += not found["twin", "paper"][number]
        row["twin_fails_strict"] += not found["twin", "strict"][number]
    columns = ("attempts", "paper", "strict", "twin_fails_paper", "twin_fails_strict")
    print(f"{'instruction':12}" + "".join(f"{column:>18}" for column in columns))
    total = dict.fromkeys(columns, 0)
    for ident in sorted(rows, key=lambda name: (name.split("_")[0], int(name.split("_")[1]))):
        print(f"{ident:12}" + "".join(f"{rows[ident][column]:>18}" for column in columns))
        for column in columns:
            total[column] += rows[ident][column]
    print(f"{'all':12}" + "".join(f"{total[column]:>18}" for column in columns))
    still_open = [
        item["id"] for item, ok in zip(attempts, found["attack", "strict"], strict=True) if ok
    ]
    false_failures = [
        item["id"] for item, ok in zip(attempts, found["twin", "strict"], strict=True) if not ok
    ]
    count = total["attempts"]
    paper, strict = total["paper"] / count, total["strict"] / count
    print(f"share passing: paper {paper:.1%}, strict {strict:.1%}")
    print("passing strict mode:", ", ".join(still_open) or "none")
    print("twins failing strict mode:", ", ".join(false_failures) or "none")
    print(json.dumps({
        "set": args.set.name,
        "reasoning": not args.no_reasoning,
        "attempts": count,
        "paper_pass": total["paper"],
        "strict_pass": total["strict"],
        "paper_share": round(total["paper"] / count, 4),
        "strict_share": round(total["strict"] / count, 4),
        "twin_false_failures_paper": total["twin_fails_paper"],
        "twin_false_failures_strict": total["twin_fails_strict"],
        "passing_strict": still_open,
        "twins_failing_strict": false_failures,
    }))  # fmt: skip


if __name__ == "__main__":
    main()
