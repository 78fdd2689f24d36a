"""Memory of reading a samples file with one huge line: `vibebench verify` with and without it.

Two files, same two good lines; the second file also holds one line of SIZE MiB (a JSON string
that never ends in time). Each runs `vibebench verify FILE -o OUT` in a fresh process, and the
peak resident memory of that process is read from the kernel (RUSAGE_CHILDREN of a wrapper that
runs only it). The huge line must be reported as `file:line` and skipped, the good lines
verified, and the extra memory stay near the reader's chunk size, not the line's size.

    python benchmarks/jsonl_memory.py [--size-mib 1024]

Prints both peaks, the extra, and ends with one JSON line.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

GOOD = [
    {"task_id": "t1", "response": "```python\nx = 1\n```", "instructions": ["style_3"]},
    {"task_id": "t2", "response": "```python\ny = 2\n```", "instructions": ["error_1"]},
]
_WRAPPER = (
    "import resource, subprocess, sys\n"
    "done = subprocess.run(sys.argv[1:], capture_output=True, text=True)\n"
    "peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss\n"
    "print(done.returncode, peak, done.stderr[-300:].replace(chr(10), ' '), sep='\\t')\n"
)


def write_samples(path: Path, huge_mib: int) -> None:
    with path.open("w", encoding="utf-8") as handle:
        handle.write(json.dumps(GOOD[0]) + "\n")
        if huge_mib:
            handle.write('{"task_id": "huge", "response": "')
            chunk = "x" * (1 << 20)
            for _ in range(huge_mib):
                handle.write(chunk)
            handle.write('"}\n')
        handle.write(json.dumps(GOOD[1]) + "\n")


def peak_of(samples: Path, out: Path) -> tuple[int, float, str]:
    command = [sys.executable, "-m", "vibebench.cli", "verify", str(samples), "-o", str(out)]
    done = subprocess.run(
        [sys.executable, "-c", _WRAPPER, *command], capture_output=True, text=True, check=True
    )
    code, peak_kib, stderr = done.stdout.rstrip("\n").split("\t", 2)
    return int(code), int(peak_kib) / 1024, stderr


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size-mib", type=int, default=1024)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        small, big = Path(tmp) / "small.jsonl", Path(tmp) / "big.jsonl"
        write_samples(small, 0)
        write_samples(big, args.size_mib)
        base_code, base_mb, _ = peak_of(small, Path(tmp) / "small.out")
        big_code, big_mb, stderr = peak_of(big, Path(tmp) / "big.out")
        verified = len((Path(tmp) / "big.out").read_text(encoding="utf-8").splitlines())
    print(f"two good lines:                     peak {base_mb:7.1f} MB (exit {base_code})")
    print(
        f"plus one {args.size_mib} MiB line:          peak {big_mb:7.1f} MB (exit {big_code}); "
        f"{verified} lines verified"
    )
    print(f"extra for the huge line: {big_mb - base_mb:.1f} MB; stderr: {stderr.strip()[:160]}")
    print(
        json.dumps(
            {
                "size_mib": args.size_mib,
                "baseline_peak_mb": round(base_mb, 1),
                "huge_line_peak_mb": round(big_mb, 1),
                "extra_mb": round(big_mb - base_mb, 1),
                "verified_lines": verified,
                "exit_codes": [base_code, big_code],
            }
        )
    )


if __name__ == "__main__":
    main()
