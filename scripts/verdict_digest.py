"""A digest of every verdict over a fixed corpus: how a change to the verifiers is shown to
keep behaviour (run it on the old commit and the new one; equal digests, equal verdicts).

Corpus: benchmarks/verify_throughput.py's 1,140 HumanEval-based responses (5 instructions
each) plus --stdlib standard-library modules of 21-299 lines (fixed seed) checked against
all 30 instructions. Prints the responses, the passes and the first 16 hex digits of the
SHA-256 of every verdict (task, instruction, passed, error, diagnostics with their lines
and columns); with --full, of every result's whole JSON instead (every field of every
verdict); with --out, what was hashed, to diff.

    python scripts/verdict_digest.py [--mode paper|strict] [--stdlib 400] [--full] [--out F]
    PYTHONPATH=<worktree of an older commit>/src python scripts/verdict_digest.py
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
import sysconfig
from pathlib import Path

from vibebench.instructions import InstructionSpec, all_instructions
from vibebench.verify import VerifyRequest, verify

_BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"


def _corpus() -> list[VerifyRequest]:
    """verify_throughput.py's corpus (that script is the one place it is built)."""
    sys.path.insert(0, str(_BENCHMARKS))
    from verify_throughput import build_corpus  # noqa: PLC0415 - found on the path just set

    return build_corpus(1140, 7)


def _stdlib(count: int) -> list[VerifyRequest]:
    """Standard-library modules (tests and idlelib left out) as responses, every instruction."""
    lib = Path(sysconfig.get_paths()["stdlib"])
    files = sorted(
        path
        for path in lib.rglob("*.py")
        if not {"test", "idlelib", "site-packages"} & set(path.parts)
    )
    random.seed(5)
    random.shuffle(files)
    specs = [InstructionSpec(id=instruction.id) for instruction in all_instructions()]
    requests = []
    for path in files[:count]:
        text = path.read_text(errors="replace")
        if 20 < len(text.splitlines()) < 300:  # noqa: PLR2004 - a response's size
            response = f"```python\n{text}\n```\n"
            requests.append(VerifyRequest(task_id=str(path.relative_to(lib)), response=response,
                                          instructions=specs))  # fmt: skip
    return requests


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mode", choices=["paper", "strict"], default="paper")
    parser.add_argument("--stdlib", type=int, default=400, help="modules drawn (before size)")
    parser.add_argument("--out", help="write every verdict here as JSON")
    parser.add_argument(
        "--full", action="store_true", help="hash every result's whole JSON (every field)"
    )
    args = parser.parse_args()
    requests = _corpus() + _stdlib(args.stdlib)
    results = verify(requests, mode=args.mode)
    rows = [
        (
            result.task_id,
            v.instruction_id,
            v.passed,
            v.error,
            [(d.rule, d.line, d.column, d.message) for d in v.diagnostics],
        )
        for result in results
        for v in result.verdicts
    ]
    text = json.dumps(rows, sort_keys=True)
    if args.full:
        text = "\n".join(result.model_dump_json() for result in results)
    if args.out:
        Path(args.out).write_text(text, encoding="utf-8")
    digest = hashlib.sha256(text.encode()).hexdigest()[:16]
    passes = sum(row[2] for row in rows)
    print(f"{args.mode}: {len(requests)} responses, {len(rows)} verdicts, {passes} passes, "
          f"digest {digest}")  # fmt: skip


if __name__ == "__main__":
    main()
