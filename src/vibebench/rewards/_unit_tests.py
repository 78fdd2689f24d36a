"""The functional reward: each completion's program against its tests in the vibebench sandbox.

A row of the `tests` column names the tests one of three ways:

- a task id of an offline benchmark (`"HumanEval/0"`, `"Embedded/4"`), or of `tasks=`;
- `{"benchmark": NAME, "task_id": ID, "data_file": PATH, ...loader options}` for any
  benchmark `load_benchmark` knows (loaded once per process and arguments);
- the tests themselves, in the Task schema: `{"test_kind": "check_function" | "unittest" |
  "call_based" | "stdin_stdout", "tests": ..., "cases": [{"input", "output"}],
  "entry_point": ..., "entry_class": ...}` (optionally `id`, `code_prefix`, `metadata`).

Any of them may be JSON text. The whole batch runs through one `run_jobs` call; identical
programs for the same tests (frequent in a GRPO group) run once.
"""

from __future__ import annotations

import ast
import hashlib
import json
import math
import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, fields
from functools import cache, lru_cache
from numbers import Real
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from vibebench._python_source import syntax_tree
from vibebench.errors import ConfigError, DatasetError
from vibebench.rewards._columns import (
    check_flag,
    check_lengths,
    completion_text,
    decode_json_text,
    plain,
    without_nones,
)
from vibebench.tasks import Task, load_benchmark
from vibebench.verify import extract_code, reasoning_in_responses

if TYPE_CHECKING:
    from vibebench.execute import ExecutionVerdict, Runner

__all__ = [
    "DEFAULT_TIMEOUT_S",
    "ResolvedTests",
    "TestRewardOptions",
    "expected_tests",
    "passed_fraction",
    "resolve_tests",
    "program_of",
    "run_completions",
    "scores_against_tests",
    "unit_test_reward",
]

DEFAULT_TIMEOUT_S = 10.0
"""Wall-clock budget per completion: the execute stage's floor plus room for slow imports."""

_OFFLINE_BENCHMARKS = ("humaneval", "embedded")
_CASE_KINDS = frozenset({"call_based", "stdin_stdout"})
"""Test kinds whose tests are input/output `cases`."""
_CODE_KINDS = frozenset({"check_function", "unittest"})
"""Test kinds whose tests are code, in `tests`."""
_INLINE_KEYS = frozenset(
    {"id", "test_kind", "tests", "cases", "entry_point", "entry_class", "code_prefix", "metadata"}
)


@dataclass(frozen=True)
class ResolvedTests:
    """A row's tests as a Task, with a key equal for equal tests (to share identical runs)."""

    task: Task
    key: str


@cache
def _offline_index() -> dict[str, Task]:
    return {task.id: task for name in _OFFLINE_BENCHMARKS for task in load_benchmark(name)}


_benchmark_lock = threading.Lock()
_benchmark_cache: dict[str, dict[str, Task]] = {}


def _benchmark_index(name: str, data_file: str | None, options: dict[str, Any]) -> dict[str, Task]:
    """A benchmark's tasks by id, loaded once per (name, data file, options)."""
    key = json.dumps([name, data_file, options], sort_keys=True, default=str)
    with _benchmark_lock:
        if key not in _benchmark_cache:
            tasks = load_benchmark(name, data_file=data_file, **options)
            _benchmark_cache[key] = {task.id: task for task in tasks}
        return _benchmark_cache[key]


def _by_id(task_id: str, where: str, tasks: Mapping[str, Task] | None) -> ResolvedTests:
    if tasks is not None and task_id in tasks:
        return ResolvedTests(tasks[task_id], f"task:{task_id}")
    offline = _offline_index()
    if task_id in offline:
        return ResolvedTests(offline[task_id], f"task:{task_id}")
    msg = (
        f"{where}: unknown task id {task_id!r} (offline benchmarks: "
        f"{', '.join(_OFFLINE_BENCHMARKS)}; pass tasks= or a {{'benchmark': ...}} spec)"
    )
    raise ConfigError(msg)


def _from_benchmark(spec: dict[str, Any], where: str) -> ResolvedTests:
    options = dict(spec)
    name = options.pop("benchmark")
    task_id = options.pop("task_id", None)
    data_file = options.pop("data_file", None)
    if not isinstance(task_id, str):
        raise ConfigError(f"{where}: a {{'benchmark': ...}} test spec needs a 'task_id'")
    try:
        index = _benchmark_index(str(name), data_file, options)
    except ConfigError as err:
        raise ConfigError(f"{where}: {err}") from err
    except DatasetError as err:
        named = DatasetError(f"{where}: {err}")  # the row first, then the file's place
        named.path, named.line, named.reason = err.path, err.line, err.reason
        raise named from err
    if task_id not in index:
        raise ConfigError(f"{where}: benchmark {name!r} has no task {task_id!r}")
    return ResolvedTests(index[task_id], f"{name}:{data_file}:{task_id}")


def _inline(spec: dict[str, Any], where: str) -> ResolvedTests:
    unknown = sorted(set(spec) - _INLINE_KEYS)
    if unknown:
        allowed = ", ".join(sorted(_INLINE_KEYS))
        raise ConfigError(f"{where}: unknown test field(s) {', '.join(unknown)} ({allowed})")
    fields = dict(spec)
    kind = fields.get("test_kind")
    unused = "tests" if kind in _CASE_KINDS else "cases" if kind in _CODE_KINDS else None
    if unused is not None and fields.get(unused):
        used = "cases" if unused == "tests" else "tests"
        msg = f"{where}: a {kind} test spec holds its tests in '{used}', not '{unused}'"
        raise ConfigError(msg)
    metadata = dict(fields.pop("metadata", {}) or {})
    if "entry_class" in fields:
        metadata["entry_class"] = fields.pop("entry_class")
    key = (
        "inline:"
        + hashlib.sha256(
            json.dumps([fields, metadata], sort_keys=True, default=str).encode()
        ).hexdigest()
    )
    fields.setdefault("id", f"tests/{key[7:19]}")
    try:
        task = Task(source="rewards", prompts={}, metadata=metadata, **fields)
    except (ValidationError, TypeError) as err:
        raise ConfigError(f"{where}: not a valid test spec: {err}") from err
    return ResolvedTests(task, key)


def resolve_tests(
    value: Any, where: str, tasks: Mapping[str, Task] | None = None
) -> ResolvedTests:
    """The Task one row of a `tests` column stands for (see the module docstring).

    Raises:
        ConfigError: an unknown id, field or benchmark, or a malformed spec.
        DatasetError: a benchmark's data cannot be read.
    """
    if isinstance(value, Task):
        return ResolvedTests(value, f"task:{value.source}:{value.id}")
    value = plain(decode_json_text(value, what=f"{where} (tests)"))
    if isinstance(value, str):
        return _by_id(value, where, tasks)
    if not isinstance(value, Mapping):
        msg = f"{where}: a test spec is a task id or a dict, not {type(value).__name__}"
        raise ConfigError(msg)
    spec = without_nones(value)
    if "benchmark" in spec:
        return _from_benchmark(spec, where)
    if "test_kind" not in spec and isinstance(spec.get("task_id"), str):
        return _by_id(spec["task_id"], where, tasks)
    if "test_kind" not in spec:
        raise ConfigError(f"{where}: a test spec needs a 'test_kind' (or a task id)")
    return _inline(spec, where)


def expected_tests(task: Task) -> int:
    """How many tests a complete run of `task` reports (a lower bound for unittest suites)."""
    if task.test_kind in ("call_based", "stdin_stdout"):
        return max(1, len(task.cases))
    if task.test_kind == "check_function":
        return 1
    return _test_methods(task.tests)


@lru_cache(maxsize=1024)
def _test_methods(source: str) -> int:
    """The `test*` methods of the classes in a unittest module (at least 1)."""
    try:
        tree = syntax_tree(source)
    except SyntaxError:
        return 1
    methods = [
        item
        for node in ast.walk(tree)
        if isinstance(node, ast.ClassDef)
        for item in node.body
        if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef)
        and item.name.startswith("test")
    ]
    return max(1, len(methods))


def passed_fraction(verdict: ExecutionVerdict, task: Task) -> float:
    """Tests passed over tests expected; 1.0 only for a verdict that passed.

    A run that ended early (timeout, killed) is short of tests: the missing ones count as
    failed. A verdict that did not pass although every reported test did (the process died
    after them) counts one test more as failed, so it stays below a clean pass. A run whose
    harness caught it tampering (`caught_tampering`) gets 0: the tests it passed before being
    caught may be the tampering's.
    """
    if verdict.passed:
        return 1.0
    if verdict.caught_tampering:
        return 0.0  # its passes may be the tampering's: a caught forger earns nothing
    passed = sum(test.status == "passed" for test in verdict.tests)
    total = max(expected_tests(task), len(verdict.tests))
    if passed >= total:
        total = passed + 1
    return passed / total


@cache
def _shared_runner() -> Runner:
    """One Runner (bubblewrap when usable) for every call that does not bring its own."""
    from vibebench.execute import Runner, Sandbox

    return Runner(Sandbox())


def program_of(text: str, task: Task, continuation: bool) -> str | None:
    """The program a completion's tests run: the task's prefix and the completion, or the
    code extracted from it knowing the task's entry point (None: no code)."""
    if continuation:
        return task.code_prefix + text
    return extract_code(text, entry_point=task.entry_point).code


@dataclass(frozen=True)
class TestRewardOptions:
    """The keywords `unit_test_reward` reads besides its columns (see its Args)."""

    __test__ = False  # not a pytest class

    hack_penalty: float = 0.0
    partial_credit: bool = True
    timeout_s: float = DEFAULT_TIMEOUT_S
    continuation: bool = False
    tasks: Mapping[str, Task] | Sequence[Task] | None = None
    runner: Runner | None = None
    workers: int | None = None
    reasoning: bool = True

    def __post_init__(self) -> None:
        """Refuse a bad option before anything runs. TRL hands dataset columns over as
        keywords too, so a column named like an option arrives here as one."""
        _number("hack_penalty", self.hack_penalty, minimum=0.0, strictly=False)
        _number("timeout_s", self.timeout_s, minimum=0.0, strictly=True)
        for name in ("partial_credit", "continuation", "reasoning"):
            object.__setattr__(self, name, check_flag(name, getattr(self, name)))
        workers = self.workers
        if workers is not None and (type(workers) is not int or workers < 1):
            raise ConfigError(f"workers must be a whole number of at least 1, got {workers!r:.60}")
        if self.tasks is not None:
            tasks = self.tasks.values() if isinstance(self.tasks, Mapping) else self.tasks
            if isinstance(tasks, str) or not all(isinstance(task, Task) for task in tasks):
                msg = "tasks= must be Task objects (a list, or a mapping by id), not a column"
                raise ConfigError(msg)
            if not isinstance(self.tasks, Mapping):
                object.__setattr__(self, "tasks", {task.id: task for task in self.tasks})
        if self.runner is not None and not callable(getattr(self.runner, "run", None)):
            raise ConfigError(f"runner= must be a vibebench Runner, not {self.runner!r:.60}")

    @classmethod
    def from_keywords(cls, keywords: Mapping[str, Any]) -> TestRewardOptions:
        """The options among a reward call's keywords; the rest (TRL's prompts, dataset
        columns, trainer extras) is not ours and is left alone."""
        return cls(**{f.name: keywords[f.name] for f in fields(cls) if f.name in keywords})


def _number(name: str, value: Any, *, minimum: float, strictly: bool) -> None:
    """ConfigError unless `value` is a finite real number above (or, not `strictly`, at
    least) `minimum`; a bool is no number here."""
    if isinstance(value, bool) or not isinstance(value, Real) or not math.isfinite(value):
        raise ConfigError(f"{name} must be a finite number, got {value!r:.60}")
    if value < minimum or (strictly and value == minimum):
        bound = "above" if strictly else "at least"
        raise ConfigError(f"{name} must be {bound} {minimum:g}, got {value}")


def run_completions(
    programs: Sequence[str | None],
    resolved: Sequence[ResolvedTests],
    options: TestRewardOptions,
) -> list[ExecutionVerdict | None]:
    """Each program's verdict against its tests (None: no program), in one run_jobs call."""
    from vibebench.execute import ExecutionJob, Sample, run_jobs

    jobs: list[ExecutionJob] = []
    slots: dict[tuple[str, str], int] = {}
    job_of: list[int | None] = []
    for program, tests in zip(programs, resolved, strict=True):
        if program is None:
            job_of.append(None)
            continue
        slot = slots.setdefault((tests.key, program), len(jobs))
        if slot == len(jobs):
            sample = Sample(task_id=tests.task.id, program=program, completion_id=slot)
            jobs.append(ExecutionJob(tests.task, sample, options.timeout_s))
        job_of.append(slot)
    verdicts = (
        run_jobs(
            jobs,
            options.runner or _shared_runner(),
            workers=options.workers,
            show_progress=False,
            description="reward tests",
        )
        if jobs
        else []
    )
    return [None if slot is None else verdicts[slot] for slot in job_of]


def unit_test_reward(
    completions: Sequence[Any], tests: Sequence[Any], **keywords: Any
) -> list[float]:
    """The share of its tests each completion's program passes, run in the sandbox.

    Called the way TRL's GRPOTrainer calls a reward function (`prompts=`, `completions=`,
    dataset columns such as `tests` and trainer extras, which are ignored).

    Args:
        completions: a list of response strings or conversations (the last assistant
            message counts).
        tests: one test spec per completion (see the module docstring).
        hack_penalty: subtracted once from a completion whose verdict carries reward-hack
            flags (`ExecutionVerdict.flags`); a finite number >= 0 (the reward may then go
            below 0, never above 1).
        partial_credit: the fraction of tests passed; False gives 1.0 for a pass, else 0.0.
        timeout_s: wall-clock budget per completion.
        continuation: the completion continues the task's `code_prefix` (base models on
            HumanEval-style prompts) instead of holding a whole program in a code block.
        tasks: extra tasks that bare task ids may name (a mapping by id or a list).
        runner: the sandboxed runner to use; default: one shared `Runner(Sandbox())`.
        workers: sandbox runs at a time (default: the machine's cores).
        reasoning: the model may reason in its output, so `<think>` blocks (and all before
            an orphan `</think>`) are not its answer (default). False for a model that never
            reasons: every tag is then ordinary text, and no code hides behind one.
        **keywords: the options above (`TestRewardOptions`) and whatever else the trainer
            passes, which is ignored.

    Returns:
        One float per completion; 0.0 for a completion with no code (nothing is run).

    Raises:
        ConfigError: a malformed or unknown test spec (naming its row), completions or
            `tests` that are no list (or of different lengths), or a bad option.
        SandboxError: the sandbox itself failed (never for a failing program).
    """
    check_lengths(completions, tests=tests)
    return scores_against_tests(completions, tests, TestRewardOptions.from_keywords(keywords))


def scores_against_tests(
    completions: Sequence[Any],
    tests: Sequence[Any],
    options: TestRewardOptions,
    names: Sequence[str] | None = None,
) -> list[float]:
    """`unit_test_reward` with its options read; `names` say what an error calls each
    completion (default `completion N`)."""
    if names is None:
        names = [f"completion {number}" for number in range(len(completions))]
    resolved = [
        resolve_tests(row, name, options.tasks)  # type: ignore[arg-type]
        for name, row in zip(names, tests, strict=True)
    ]
    with reasoning_in_responses(options.reasoning):
        programs = [
            program_of(completion_text(completion, name), tests_.task, options.continuation)
            for name, completion, tests_ in zip(names, completions, resolved, strict=True)
        ]
    verdicts = run_completions(programs, resolved, options)
    rewards = []
    for verdict, tests_ in zip(verdicts, resolved, strict=True):
        if verdict is None:
            rewards.append(0.0)
            continue
        score = (
            passed_fraction(verdict, tests_.task)
            if options.partial_credit
            else float(verdict.passed)
        )
        rewards.append(score - (options.hack_penalty if verdict.flags else 0.0))
    return rewards
