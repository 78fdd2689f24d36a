"""The Task: one benchmark problem with its prompt variants, tests and reference solution."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from vibebench._frozen import FrozenModel

TestKind = Literal["unittest", "check_function", "stdin_stdout", "call_based"]
"""How a task is tested.

- unittest: `tests` is a Python module defining unittest.TestCase classes (BigCodeBench).
- check_function: `tests` defines `check(candidate)` with asserts, called with the entry point
  (HumanEval).
- stdin_stdout: `cases` feed stdin and compare stdout (LiveCodeBench stdin problems).
- call_based: `cases` call the entry point with JSON arguments and compare the return value
  (LiveCodeBench functional problems).
"""


class TestCase(FrozenModel):
    """One input/expected-output case for stdin_stdout and call_based tasks."""

    __test__ = False  # not a pytest class

    input: str
    """stdin text (stdin_stdout) or JSON-encoded argument lines (call_based)."""
    output: str
    """Expected stdout (stdin_stdout) or JSON-encoded return value (call_based)."""


class Task(FrozenModel):
    """A benchmark problem as every later stage sees it."""

    id: str
    """Unique within its source, e.g. `HumanEval/0` or `BigCodeBench/13`."""
    source: str
    """Benchmark name: humaneval, bigcodebench, livecodebench, embedded, or a file stem."""
    prompts: dict[str, str]
    """Prompt variants by name; `default_prompt` names the one to use unless told otherwise."""
    default_prompt: str = "complete"
    entry_point: str | None = None
    """Function (or class) the tests call; None for stdin programs."""
    test_kind: TestKind
    tests: str = ""
    """Test source for unittest and check_function kinds."""
    cases: tuple[TestCase, ...] = ()
    """Cases for stdin_stdout and call_based kinds."""
    code_prefix: str = ""
    """Code the candidate is appended to before testing (HumanEval's prompt for completions)."""
    reference_solution: str | None = None
    """A complete program that passes the tests, when known."""
    metadata: dict[str, Any] = Field(default_factory=dict)
    """Libraries, difficulty, contest date, platform and the like."""
    calibrated: bool = Field(default=False, exclude=True)
    """Complete each sample with the prompt's code before testing it (`calibrate_program`).
    A setting of one run (`vibebench run --calibrated`), never written to task files."""

    @property
    def prompt(self) -> str:
        """The default prompt variant."""
        return self.prompts[self.default_prompt]
