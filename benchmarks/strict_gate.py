"""Strict mode's word gate: each instruction's `strict_words` as one regex, or taken apart.

Before any strict check runs, `StrictFacts.may_matter` asks whether the code mentions the
instruction's words at all. `_strict._words` splits each pattern into plain texts (found
with `in`) and the rest, written literal first, instead of searching the whole pattern,
whose alternatives a regex engine tries at every position of the code. This script shows
why that hand-written splitter is kept.

Over the distinct codes of verify_throughput.py's corpus, for every instruction with
`strict_words`, in each of --repeat rounds: (a) `re.compile(words).search(code)`, (b)
`_words(words).found_in(code)`. Every answer must agree; the times are medians and the
last line is one JSON object.

    python benchmarks/strict_gate.py [--repeat 7]
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import time

from verify_throughput import build_corpus

from vibebench.instructions import all_instructions
from vibebench.instructions._strict import _words
from vibebench.verify import extract_code


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    codes = sorted({extract_code(r.response).code or "" for r in build_corpus(1140, 7)} - {""})
    patterns = sorted({item.strict_words for item in all_instructions() if item.strict_words})
    whole = [re.compile(words) for words in patterns]
    split = [_words(words) for words in patterns]
    for code in codes:
        for pattern, parts in zip(whole, split, strict=True):
            if (pattern.search(code) is not None) != parts.found_in(code):
                msg = f"the split gate disagrees on {pattern.pattern!r}"
                raise SystemExit(msg)
    regex_times, split_times = [], []
    for _ in range(args.repeat):
        start = time.process_time()
        for code in codes:
            for pattern in whole:
                pattern.search(code)
        regex_times.append(time.process_time() - start)
        start = time.process_time()
        for code in codes:
            for parts in split:
                parts.found_in(code)
        split_times.append(time.process_time() - start)
    regex_s, split_s = statistics.median(regex_times), statistics.median(split_times)
    print(f"{len(codes)} codes x {len(patterns)} word patterns, answers equal")
    print(f"(a) one regex each: {regex_s * 1000:.1f} ms; (b) taken apart: {split_s * 1000:.1f} ms;"
          f" a/b {regex_s / split_s:.1f}x")  # fmt: skip
    print(json.dumps({"codes": len(codes), "patterns": len(patterns), "regex_s": regex_s,
                      "split_s": split_s, "speedup": regex_s / split_s}))  # fmt: skip


if __name__ == "__main__":
    main()
