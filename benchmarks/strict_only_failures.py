"""Where strict mode fails code that paper mode passes: the list a false-failure audit reads.

Verifies real, honest code that was not written to the instructions as if it were model
responses, every instruction at its default parameters, in both modes, and lists each
(file, instruction) that passes in paper mode but fails in strict mode, with strict
mode's first findings. Most are justified (the code does what the instruction forbids
and Ruff misses it); each cause is judged by hand, and a false one becomes a case in
tests/instructions/test_strict_honest_code.py.

Corpora (fixed seed, so two commits compare entry by entry):
  stdlib    the standard library's modules, tests and idlelib left out (342 on CPython
            3.11.7);
  packages  modules of well-kept third-party packages installed here (rich, click, httpx,
            pydantic, ray, numpy, ...), tests and vendored code left out;
both of 21-249 lines (a response's size), at most --limit of them.

Prints the count per instruction, writes every entry to --out as JSON, and ends with one
line of JSON.

    python benchmarks/strict_only_failures.py [--corpus stdlib|packages] [--limit 1200]
        [--out strict_only.json]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import sysconfig
from collections import Counter
from pathlib import Path

from vibebench.instructions import InstructionSpec, all_instructions
from vibebench.verify import VerifyRequest, verify

PACKAGES = (
    "rich", "click", "httpx", "httpcore", "pydantic", "jinja2", "anyio", "attr", "attrs",
    "packaging", "markdown_it", "pygments", "tqdm", "requests", "urllib3", "fsspec", "yaml",
    "tomlkit", "typer", "starlette", "fastapi", "sqlalchemy", "datasets", "huggingface_hub",
    "inspect_ai", "trl", "openai", "anthropic", "hypothesis", "scipy", "sklearn", "ray",
    "networkx", "pandas", "numpy",
)  # fmt: skip
SEED = 3


def corpus_files(corpus: str, limit: int) -> tuple[Path, list[Path]]:
    """The root and the chosen modules of a corpus, in a seeded order."""
    if corpus == "stdlib":
        root = Path(sysconfig.get_paths()["stdlib"])
        skipped = {"test", "site-packages", "idlelib"}
        files = sorted(p for p in root.rglob("*.py") if not skipped & set(p.parts))
    else:
        root = Path(sysconfig.get_paths()["purelib"])
        skipped = {"tests", "test", "_vendor"}
        files = sorted(
            path
            for package in PACKAGES
            for path in (root / package).rglob("*.py")
            if not skipped & set(path.parts)
        )
    files = [p for p in files if 20 < len(p.read_text(errors="replace").splitlines()) < 250]
    random.Random(SEED).shuffle(files)
    return root, files[:limit]


def strict_only(root: Path, files: list[Path]) -> list[dict[str, object]]:
    """Every (file, instruction) that passes in paper mode and fails in strict mode."""
    ids = [instruction.id for instruction in all_instructions()]
    requests = [
        VerifyRequest(
            task_id=str(path.relative_to(root)),
            response=f"```python\n{path.read_text(errors='replace')}\n```\n",
            instructions=[InstructionSpec(id=ident) for ident in ids],
        )
        for path in files
    ]
    paper, strict = verify(requests, mode="paper"), verify(requests, mode="strict")
    return [
        {
            "file": request.task_id,
            "id": loose.instruction_id,
            "why": [[found.line, found.message] for found in tight.diagnostics[:3]],
            "error": tight.error,
        }
        for request, one, other in zip(requests, paper, strict, strict=True)
        for loose, tight in zip(one.verdicts, other.verdicts, strict=True)
        if loose.passed and not tight.passed
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", choices=("stdlib", "packages"), default="stdlib")
    parser.add_argument("--limit", type=int, default=1200)
    parser.add_argument("--out", type=Path, default=Path("strict_only.json"))
    args = parser.parse_args()
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10_000))  # as the test suite runs
    root, files = corpus_files(args.corpus, args.limit)
    found = strict_only(root, files)
    args.out.write_text(json.dumps(found, indent=1))
    counts = Counter(str(entry["id"]) for entry in found)
    print(f"{args.corpus}: {len(files)} modules x {len(all_instructions())} instructions")
    for ident, count in sorted(counts.items()):
        print(f"  {ident:10} {count}")
    print(f"strict-only failures: {len(found)} (entries in {args.out})")
    summary = {"corpus": args.corpus, "modules": len(files), "strict_only": len(found)}
    print(json.dumps({**summary, "per_instruction": dict(sorted(counts.items()))}))


if __name__ == "__main__":
    main()
