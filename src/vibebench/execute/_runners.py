"""Runners: each (task, sample) job in a sealed sandbox of its own, judged on the trusted side.

A job is split in two before anything reaches the sandbox: what the sample may see (its
program, and the arguments or stdin of each case) and what only the trusted side holds (the
expected outputs, compared here on the host; the `check` tests of assert-style tasks, run by
a tester process under another uid). unittest suites must run inside the sample's process;
for them this side checks that every test the suite defines ran and passed. Every verdict
also carries the reward-hack flags of a static scan of the program (`_scan.py`).

A sample killed by the wall-clock backstop while it was starved of CPU is run once more; if
that happens again its verdict is `timeout` with `machine_busy` set.
"""

from __future__ import annotations

import ast
import json
import math
import os
import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from vibebench._python_source import syntax_tree
from vibebench.errors import SandboxError
from vibebench.execute._in_sandbox import CodecError, decode
from vibebench.execute._models import (
    CAUGHT_TAMPERING,
    ExecutionStatus,
    ExecutionVerdict,
    Sample,
    TestDetail,
)
from vibebench.execute._sandbox import Sandbox
from vibebench.execute._scan import scan_program
from vibebench.execute._sealed import Zygote
from vibebench.tasks import Task

__all__ = ["ExecutionJob", "Runner"]

_STATUS_RANK: dict[ExecutionStatus, int] = {"passed": 0, "failed": 1, "error": 2, "timeout": 3}
_UID_BASE = 1 << 20
"""Sample uids are drawn from [2^20, 2^30): one per sample, shared with nothing else."""
_MESSAGE_CHARS = 2000
HARNESS_TEST = "harness"
"""The name of the test detail a unittest run gets when its harness caught tampering."""


@dataclass(frozen=True)
class ExecutionJob:
    """One sample to run against its task, with the CPU-time limit it gets (seconds)."""

    task: Task
    sample: Sample
    timeout_s: float


class Runner:
    """Runs samples of tasks, each in a sealed sandbox of its own, and judges them."""

    def __init__(self, sandbox: Sandbox | None = None) -> None:
        """Share one sandbox configuration (and its warm zygotes) across all runs."""
        self.sandbox = sandbox or Sandbox()

    def run(self, task: Task, sample: Sample, *, timeout_s: float) -> ExecutionVerdict:
        """Run `sample` against `task`'s tests within `timeout_s` of CPU time.

        Raises:
            SandboxError: the sandbox itself failed (never for a failing program).
        """
        return self.run_batch([ExecutionJob(task, sample, timeout_s)])[0]

    def run_batch(self, jobs: Sequence[ExecutionJob]) -> list[ExecutionVerdict]:
        """Run jobs one after another on one warm zygote; each still gets its own sandbox.

        Raises:
            SandboxError: the sandbox itself failed (never for a failing program).
        """
        verdicts: list[ExecutionVerdict] = []
        restarted = False
        while len(verdicts) < len(jobs):
            try:
                with self.sandbox.zygote() as zygote:
                    for job in jobs[len(verdicts) :]:
                        verdicts.append(self._run_job(zygote, job))
            except SandboxError:
                if restarted:  # a fresh zygote failed too: the sandbox itself is broken
                    raise
                restarted = True  # the broken zygote was dropped; go on with a new one
        return verdicts

    def _run_job(self, zygote: Zygote, job: ExecutionJob) -> ExecutionVerdict:
        verdict = self._attempt(zygote, job)
        if verdict.machine_busy:  # starved, not slow: once more before saying so
            verdict = self._attempt(zygote, job)
        return verdict

    def _attempt(self, zygote: Zygote, job: ExecutionJob) -> ExecutionVerdict:
        limits = self.sandbox.config.limits
        wall_s = job.timeout_s * limits.wall_multiple + limits.wall_slack_s
        header = {
            **self.sandbox.zygote_header(),
            "kind": job.task.test_kind,
            "uid": _fresh_uid(),
            "tester_uid": _fresh_uid(),
            "limits": {
                "cpu_s": job.timeout_s,
                "wall_s": wall_s,
                "memory_bytes": limits.memory_bytes,
                "file_size_bytes": limits.file_size_bytes,
                "max_processes": limits.max_processes,
                "max_open_files": limits.max_open_files,
                "disk_bytes": limits.disk_bytes,
                "output_bytes": limits.output_kill_bytes,
            },
        }
        sample_job, tester_job = _split_job(job, wall_s)
        report = zygote.run(
            header,
            _encode(sample_job),
            None if tester_job is None else _encode(tester_job),
            wall_s,
        )
        return _verdict(job, report, self.sandbox)


def _fresh_uid() -> int | None:
    """A uid no other sample has (as root); None: stay in our user namespace, drop caps."""
    if os.geteuid() != 0:
        return None
    return _UID_BASE + secrets.randbelow((1 << 30) - _UID_BASE)


def _encode(data: dict[str, Any]) -> bytes:
    return json.dumps(data).encode("utf-8", "surrogatepass")


def _split_job(job: ExecutionJob, wall_s: float) -> tuple[dict[str, Any], dict[str, Any] | None]:
    """What the sample may see, and what only the tester may see (None: decided here)."""
    task = job.task
    sample: dict[str, Any] = {
        "program": job.sample.program,
        "entry_point": task.entry_point,
        "entry_class": task.metadata.get("entry_class"),
    }
    if task.test_kind == "unittest":
        sample["tests"] = task.tests
    elif task.test_kind in ("call_based", "stdin_stdout"):
        sample["inputs"] = [case.input for case in task.cases]
        sample["case_timeout_s"] = max(job.timeout_s * 2, 1.0)
        sample["language"] = task.metadata.get("language", "python")
        if sample["language"] != "python":
            sample["driver"] = task.tests  # the task's own main: reads a case, prints a result
    tester = None
    if task.test_kind == "check_function":
        tester = {
            "tests": task.tests,
            "entry_point": task.entry_point,
            "prompt_code": task.code_prefix or task.prompts.get("complete", ""),
        }
    return sample, tester


def _events(text: str) -> list[dict[str, Any]]:
    """Lines the sandbox wrote; anything unreadable is dropped (and cannot pass)."""
    events = []
    for line in text.splitlines():
        try:
            event = json.loads(line)
        except ValueError:
            continue
        if isinstance(event, dict):
            events.append(event)
    return events


def _verdict(job: ExecutionJob, report: dict[str, Any], sandbox: Sandbox) -> ExecutionVerdict:
    tests, complete = _judge(job, report)
    status, message = _overall(report, tests, complete, job.timeout_s)
    busy = bool(report.get("timed_out") and report.get("busy"))
    if status == "timeout" and busy:
        message = f"timeout (machine busy): {message}"
    cpu = report.get("cpu_s")
    if cpu is None:
        cpu = report.get("cpu_at_kill_s")
    return ExecutionVerdict(
        task_id=job.task.id,
        completion_id=job.sample.completion_id,
        status=status,
        tests=tests,
        duration_s=float(report.get("wall_s") or 0.0),
        cpu_s=float(cpu) if isinstance(cpu, (int, float)) else None,
        isolation=sandbox.isolation,
        stdout_tail=str(report.get("stdout_tail", "")),
        stderr_tail=str(report.get("stderr_tail", "")),
        message=message,
        machine_busy=busy and status == "timeout",
        memory_bound=str(report.get("memory_bound", "")),
        flags=_flags(job, tests),
    )


def _flags(job: ExecutionJob, tests: tuple[TestDetail, ...]) -> tuple[str, ...]:
    """The static scan's flags, and `caught_tampering` when the harness or the keeper caught
    it (the unittest harness's tamper checks, or result lines the harness did not write)."""
    flags = scan_program(job.sample.program)
    caught = any(test.name == HARNESS_TEST and test.status == "error" for test in tests)
    return tuple(sorted((*flags, CAUGHT_TAMPERING))) if caught else flags


def _judge(job: ExecutionJob, report: dict[str, Any]) -> tuple[tuple[TestDetail, ...], bool]:
    """The tests' outcomes as the trusted side sees them, and whether the run finished."""
    kind = job.task.test_kind
    if kind == "check_function":
        tests, complete = _test_events(_events(str(report.get("tester", ""))))
    elif kind == "unittest":
        tests, complete = _judge_unittest(job.task, _events(str(report.get("data", ""))))
    else:
        tests, complete = _judge_cases(job.task, _events(str(report.get("data", ""))))
    foreign = report.get("foreign_lines")
    if foreign:  # the keeper kept only the lines that end with the job's secret
        forged = TestDetail(
            name=HARNESS_TEST,
            status="error",
            message=f"{foreign} line(s) on the result channel were not written by the harness",
        )
        tests = (*tests, forged)
    return tests, complete


def _test_events(events: list[dict[str, Any]]) -> tuple[tuple[TestDetail, ...], bool]:
    tests = tuple(
        TestDetail(
            name=str(e.get("name")),
            status=e["status"],
            message=str(e.get("message", ""))[-_MESSAGE_CHARS:],
        )
        for e in events
        if e.get("event") == "test" and e.get("status") in _STATUS_RANK
    )
    return tests, any(e.get("event") == "done" for e in events)


def _judge_unittest(
    task: Task, events: list[dict[str, Any]]
) -> tuple[tuple[TestDetail, ...], bool]:
    tests, complete = _test_events(events)
    tampered = [e for e in events if e.get("event") == "tampered"]
    if tampered:
        what = ", ".join(str(name) for name in tampered[0].get("what", []))[:300]
        return (
            *tests,
            TestDetail(
                name=HARNESS_TEST,
                status="error",
                message=f"the program patched the test machinery: {what}",
            ),
        ), complete
    ran = {test.name for test in tests}
    missing = sorted(_defined_tests(task.tests) - ran)
    if missing and complete:
        return (
            *tests,
            TestDetail(
                name="missing",
                status="error",
                message=f"tests that never reported: {', '.join(missing[:10])}",
            ),
        ), complete
    return tests, complete


def _defined_tests(source: str) -> set[str]:
    """`Class.test_method` for every test the suite's source defines (inherited included)."""
    try:
        tree = syntax_tree(source)
    except (SyntaxError, ValueError, RecursionError):
        return set()
    classes = {node.name: node for node in tree.body if isinstance(node, ast.ClassDef)}

    def is_case(node: ast.ClassDef, seen: frozenset[str] = frozenset()) -> bool:
        for base in node.bases:
            name = base.attr if isinstance(base, ast.Attribute) else getattr(base, "id", "")
            if name == "TestCase" or (
                name in classes and name not in seen and is_case(classes[name], seen | {node.name})
            ):
                return True
        return False

    def methods(node: ast.ClassDef, seen: frozenset[str] = frozenset()) -> set[str]:
        found = {
            item.name
            for item in node.body
            if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef))
            and item.name.startswith("test")
        }
        for base in node.bases:
            name = getattr(base, "id", "")
            if name in classes and name not in seen:
                found |= methods(classes[name], seen | {node.name})
        return found

    return {
        f"{name}.{method}"
        for name, node in classes.items()
        if is_case(node)
        for method in methods(node)
    }


def _judge_cases(task: Task, events: list[dict[str, Any]]) -> tuple[tuple[TestDetail, ...], bool]:
    """Compare each case's output with the expected one, here, outside the sandbox."""
    complete = any(e.get("event") == "done" for e in events)
    load = next((e for e in events if e.get("event") == "load_error"), None)
    if load is not None:
        return (
            TestDetail(
                name="load", status="error", message=str(load.get("message", ""))[-_MESSAGE_CHARS:]
            ),
        ), complete
    outputs: dict[Any, dict[str, Any]] = {}
    for event in (e for e in events if e.get("event") == "output"):
        if event.get("case") in outputs:  # the harness reports each case once: forged
            message = f"case {event.get('case')!r} was reported twice (a forged result line)"
            return (TestDetail(name="channel", status="error", message=message[:500]),), complete
        outputs[event.get("case")] = event
    compare = _compare_call if task.test_kind == "call_based" else _compare_stdout
    tests = []
    for index, case in enumerate(task.cases):
        if index not in outputs:
            break
        status, message = compare(outputs[index], case.output)
        tests.append(TestDetail(name=f"case_{index}", status=status, message=message))
    return tuple(tests), complete and len(tests) == len(task.cases)


def _compare_call(event: dict[str, Any], expected_text: str) -> tuple[ExecutionStatus, str]:
    if "raise" in event:
        raised = event["raise"] if isinstance(event["raise"], dict) else {}
        return "error", str(raised.get("message", "the call raised"))[-_MESSAGE_CHARS:]
    try:
        actual = json.loads(json.dumps(decode(event.get("value"))))
    except (CodecError, TypeError, ValueError, RecursionError) as err:
        return "error", f"the result is not JSON data: {err}"[:500]
    expected = json.loads(expected_text)
    if _json_equal(actual, expected):
        return "passed", ""
    return "failed", f"expected {expected!r}, got {actual!r}"[:500]


def _compare_stdout(event: dict[str, Any], expected: str) -> tuple[ExecutionStatus, str]:
    stderr = str(event.get("stderr", ""))
    if event.get("timeout"):
        return "timeout", "no answer within the case's time"
    if event.get("signal") == "SIGXCPU":
        return "timeout", "CPU time limit reached"
    if event.get("signal"):
        return "error", f"killed by {event['signal']}\n{stderr}"
    if event.get("exit") != 0:
        return "error", f"exit status {event.get('exit')}\n{stderr}"
    actual = str(event.get("stdout", ""))
    if actual.split() == expected.split():
        return "passed", ""
    return "failed", f"expected {expected[:200]!r}, got {actual[:200]!r}"


def _json_equal(actual: Any, expected: Any) -> bool:
    if isinstance(actual, float) or isinstance(expected, float):
        both_numbers = all(
            isinstance(v, (int, float)) and not isinstance(v, bool) for v in (actual, expected)
        )
        return both_numbers and math.isclose(actual, expected, rel_tol=1e-9, abs_tol=1e-9)
    if isinstance(actual, list) and isinstance(expected, list):
        return len(actual) == len(expected) and all(map(_json_equal, actual, expected))
    if isinstance(actual, dict) and isinstance(expected, dict):
        return actual.keys() == expected.keys() and all(
            _json_equal(actual[key], expected[key]) for key in actual
        )
    return type(actual) is type(expected) and actual == expected


def _stopped(report: dict[str, Any], timeout_s: float) -> tuple[ExecutionStatus, str] | None:
    """Whether a limit or a signal ended the sample, and which (worst first)."""
    if report.get("timed_out"):
        return "timeout", "timeout: wall-clock backstop reached"
    signal_name = report.get("signal")
    if signal_name == "SIGXCPU":
        return "timeout", f"timeout: CPU time limit of {timeout_s:.1f}s reached"
    if report.get("output_limit_exceeded"):
        return "error", "output limit exceeded"
    if report.get("channel_flood"):
        return "error", "the program flooded its result channel"
    if report.get("oom_killed"):
        return "error", "memory limit reached (killed)"
    if signal_name == "SIGXFSZ":
        return "error", "file size limit exceeded (SIGXFSZ)"
    if signal_name is not None:
        return "error", f"killed by {signal_name} (memory limit?)"
    return None


def _overall(
    report: dict[str, Any], tests: tuple[TestDetail, ...], complete: bool, timeout_s: float
) -> tuple[ExecutionStatus, str]:
    """Status of one sample, worst first; anything unexplained fails closed as an error."""
    finished = f"after {len(tests)} finished test(s)"
    stopped = _stopped(report, timeout_s)
    if stopped is not None:
        return stopped[0], f"{stopped[1]} {finished}"
    worst = max(tests, key=lambda test: _STATUS_RANK[test.status]) if tests else None
    if worst is not None and worst.status != "passed":
        lines = worst.message.strip().splitlines()
        reason = f": {lines[-1][:200]}" if lines else ""
        return worst.status, f"{worst.name}: {worst.status}{reason}"
    if report.get("exit_code") != 0 or not complete:
        return "error", f"the program ended before its tests finished {finished}"
    if not tests:
        return "error", "no tests ran"
    return "passed", ""
