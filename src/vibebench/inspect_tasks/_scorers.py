"""Scorers: VeriCode verdicts and the sandboxed test run, as inspect Scores.

Both work on the final response (`state.output.completion`) and extract its code the way
`vibebench run` does. The Ruff engine and the sandbox are blocking, so each runs in a
worker thread; the sandbox runs at most one sample per core at a time (inspect's
`concurrency("vibebench-sandbox", ...)`). The tests run in vibebench's own bubblewrap
sandbox (docs/sandbox.md), not in an inspect sandbox environment.
"""

from __future__ import annotations

import math
import os
import statistics
import threading

import anyio
from inspect_ai.scorer import (
    CORRECT,
    INCORRECT,
    Metric,
    SampleScore,
    Score,
    Scorer,
    Target,
    accuracy,
    metric,
    scorer,
    stderr,
)
from inspect_ai.solver import TaskState
from inspect_ai.util import concurrency

from vibebench.execute import ExecutionVerdict, Runner, Sample, Sandbox
from vibebench.inspect_tasks._dataset import TaskIndex
from vibebench.inspect_tasks._namespace import in_namespace
from vibebench.instructions import InstructionSpec
from vibebench.rewards import passed_fraction
from vibebench.verify import (
    Extraction,
    ResponseVerdicts,
    VerifyRequest,
    extract_code,
    reasoning_in_responses,
    verify,
)
from vibebench.verify._extract import pinned_extractions
from vibebench.verify._strict_mode import VerdictMode

__all__ = ["instruction_mean", "instruction_stderr", "task_level_if", "unit_test_scorer",
           "vericode_scorer"]  # fmt: skip

DEFAULT_TIMEOUT_S = 10.0


def _judged(scores: list[SampleScore]) -> list[SampleScore]:
    """The samples that had instructions to follow: in the `base` setting a task without
    any is still run for its tests, but has no instruction-following score."""
    return [s for s in scores if (s.score.metadata or {}).get("instructions", 1)]


@in_namespace(metric, "mean")
def instruction_mean() -> Metric:
    """Instruction-level IF: the mean share followed, over samples with instructions."""

    def compute(scores: list[SampleScore]) -> float:
        values = [s.score.as_float() for s in _judged(scores)]
        return sum(values) / len(values) if values else float("nan")

    return compute


@in_namespace(metric, "stderr")
def instruction_stderr() -> Metric:
    """The standard error of `instruction_mean` (sample standard deviation over root n)."""

    def compute(scores: list[SampleScore]) -> float:
        values = [s.score.as_float() for s in _judged(scores)]
        if len(values) < 2:  # noqa: PLR2004 - a deviation needs two values
            return 0.0
        return statistics.stdev(values) / math.sqrt(len(values))

    return compute


@in_namespace(metric, "task_level_if")
def task_level_if() -> Metric:
    """Share of samples that followed every one of their instructions (task-level IF), over
    samples with instructions."""

    def compute(scores: list[SampleScore]) -> float:
        judged = _judged(scores)
        if not judged:
            return float("nan")
        followed = [bool((s.score.metadata or {}).get("all_followed")) for s in judged]
        return sum(followed) / len(followed)

    return compute


def _explain(result: ResponseVerdicts) -> str:
    lines = [f"followed {result.followed} of {len(result.verdicts)} instructions"]
    for verdict in result.verdicts:
        if verdict.passed:
            continue
        why = verdict.error or "; ".join(
            f"{d.rule or 'check'}: {d.message}" for d in verdict.diagnostics[:3]
        )
        lines.append(f"- {verdict.instruction_id}: {why or 'failed'}")
    return "\n".join(lines)


def _extracted(response: str, entry_point: str | None, reasoning: bool) -> Extraction:
    """The response's program, with reasoning tags read as `reasoning` says (both scorers
    extract through here, so they judge the same code)."""
    with reasoning_in_responses(reasoning):
        return extract_code(response, entry_point=entry_point)


@in_namespace(
    scorer, "vericode", metrics=[instruction_mean(), instruction_stderr(), task_level_if()]
)
def vericode_scorer(
    tasks: TaskIndex | None = None, mode: VerdictMode = "paper", *, reasoning: bool = True
) -> Scorer:
    """Instruction following: the share of the sample's VeriCode instructions followed.

    The value is that share (instruction-level IF, averaged by `mean`); the metadata holds
    every verdict with its diagnostics and `all_followed` (task-level IF). A check that could
    not decide counts as not followed. A sample without instructions (a `base` task the
    augmentation chose none for) scores 0 with `instructions: 0` in its metadata, and the
    metrics leave it out.

    Args:
        tasks: the benchmark's tasks by id; with them the code is extracted knowing the
            task's entry point, as `unit_test_scorer` extracts it, so both judge the same
            code.
        mode: `paper` (default, the paper's rules) or `strict`; every verdict records it.
        reasoning: the model may reason in its output (the default), so `<think>` blocks
            are not its answer; False for a model that never reasons, whose reasoning tags
            are then ordinary text and hide no code from the checks (docs/extraction.md).
    """

    async def score(state: TaskState, target: Target) -> Score:
        specs = [InstructionSpec.model_validate(s) for s in state.metadata["instructions"]]
        response = state.output.completion
        entry_point = tasks[state.metadata["task_id"]].entry_point if tasks else None
        extraction = _extracted(response, entry_point, reasoning)
        request = VerifyRequest(
            task_id=str(state.sample_id), response=response, instructions=specs
        )

        def judge() -> ResponseVerdicts:
            with reasoning_in_responses(reasoning), pinned_extractions({response: extraction}):
                return verify([request], mode=mode)[0]

        result = await anyio.to_thread.run_sync(judge)
        followed = [v.passed and v.error is None for v in result.verdicts]
        return Score(
            value=sum(followed) / len(followed) if followed else 0.0,
            answer=extraction.code,
            explanation=_explain(result),
            metadata={
                "instructions": len(followed),
                "all_followed": bool(followed) and all(followed),
                "verdicts": [v.model_dump(mode="json") for v in result.verdicts],
            },
        )

    return score


class _LazyRunner:
    """One Runner per scorer, made on first use (so listing tasks never probes bwrap)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._runner: Runner | None = None

    def get(self) -> Runner:
        with self._lock:
            if self._runner is None:
                self._runner = Runner(Sandbox())
            return self._runner


def _test_score(verdict: ExecutionVerdict | None, fraction: float, code: str | None) -> Score:
    if verdict is None:
        return Score(
            value=INCORRECT,
            answer=None,
            explanation="no code found in the response",
            metadata={"status": "no_code", "fraction_passed": 0.0},
        )
    return Score(
        value=CORRECT if verdict.passed else INCORRECT,
        answer=code,
        explanation=verdict.message or verdict.status,
        metadata={
            "status": verdict.status,
            "fraction_passed": fraction,
            "tests": [test.model_dump(mode="json") for test in verdict.tests],
            "isolation": verdict.isolation,
            "flags": list(verdict.flags),
            "duration_s": verdict.duration_s,
        },
    )


@in_namespace(scorer, "unit_tests", metrics=[accuracy(), stderr()])
def unit_test_scorer(
    tasks: TaskIndex, timeout_s: float = DEFAULT_TIMEOUT_S, *, reasoning: bool = True
) -> Scorer:
    """Functionality: the response's program against the task's tests in the sandbox.

    CORRECT when every test passed (accuracy is pass@1); the metadata holds the status, each
    test's result, the share of tests passed, the isolation level and reward-hack flags.

    Args:
        tasks: the benchmark's tasks by id.
        timeout_s: wall-clock budget per sample.
        reasoning: as `vericode_scorer`'s: False reads reasoning tags as ordinary text.
    """
    runner = _LazyRunner()
    workers = os.cpu_count() or 1

    async def score(state: TaskState, target: Target) -> Score:
        task = tasks[state.metadata["task_id"]]
        code = _extracted(state.output.completion, task.entry_point, reasoning).code
        if code is None:
            return _test_score(None, 0.0, None)
        sample = Sample(task_id=task.id, program=code)

        def run() -> ExecutionVerdict:
            return runner.get().run(task, sample, timeout_s=timeout_s)

        async with concurrency("vibebench-sandbox", workers):
            verdict = await anyio.to_thread.run_sync(run)
        return _test_score(verdict, passed_fraction(verdict, task), code)

    return score
