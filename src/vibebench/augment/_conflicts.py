"""Conflicts: instruction against instruction, and instruction against task.

The instruction table comes from the registry (symmetric by construction), plus the redundant
pairs below: two instructions one of which implies the other are treated as a conflict, since
asking for both counts one requirement twice (and the second can never fail alone). Task-level
conflicts are the paper's two (appendix B): a task that must print to stdout cannot also be
asked to log instead of printing (library_2), and a task whose tests mock `open()` breaks
when the code switches to pathlib (library_1). Detection reads the task's kind, tests,
prompt and reference solution; it is textual on purpose, since tests are never executed here.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence

from vibebench.instructions import conflicts, get_instruction
from vibebench.tasks import Task

__all__ = [
    "FIXED_NON_PEP8_NAME",
    "MOCKS_OPEN",
    "PRINTS_TO_STDOUT",
    "REDUNDANT_PAIRS",
    "fixes_non_pep8_name",
    "instruction_task_conflicts",
    "mocks_open",
    "pair_conflicts",
    "prints_to_stdout",
    "redundant",
    "remove_conflicts",
    "task_traits",
]

PRINTS_TO_STDOUT = "prints_to_stdout"
MOCKS_OPEN = "mocks_open"
FIXED_NON_PEP8_NAME = "fixed_non_pep8_name"
"""The tests call a name that PEP 8 naming would change (LeetCode's `twoSum`, a CapWords
function): renaming it to satisfy style_1 would break every test."""

DEFAULT_TASK_CONFLICTS: dict[str, tuple[str, ...]] = {
    "library_2": (PRINTS_TO_STDOUT,),
    "library_1": (MOCKS_OPEN,),
    "style_1": (FIXED_NON_PEP8_NAME,),
}
"""The paper's task-level conflicts, used in addition to an instruction's `task_conflicts`."""

REDUNDANT_PAIRS: frozenset[frozenset[str]] = frozenset(
    {
        # doc_3's default convention (pep257) and numpy both enable every code doc_2 checks
        # (D102, D103, D205, D400, D401): docstrings everywhere following the convention
        # already means one-line imperative summaries ending with a period.
        frozenset({"doc_2", "doc_3"}),
    }
)
"""Pairs where one instruction implies the other (symmetric): kept apart like conflicts."""

_STDOUT_CAPTURE = re.compile(
    r"redirect_stdout"
    r"|\bcapsys\b|\bcapfd\b"
    r"|patch\(\s*['\"]sys\.stdout['\"]"
    r"|patch\.object\(\s*sys\s*,\s*['\"]stdout['\"]"
    r"|\bsys\.stdout\s*=(?!=)"
    r"|patch\(\s*['\"]builtins\.print['\"]"
    r"|patch\.object\(\s*builtins\s*,\s*['\"]print['\"]",
)
_OPEN_MOCK = re.compile(
    r"\bmock_open\b"
    r"|patch\(\s*['\"](?:[\w.]+\.)?open['\"]"
    r"|patch\.object\(\s*builtins\s*,\s*['\"]open['\"]"
    r"|\bbuiltins\.open\s*=(?!=)",
)
_PRINT_CALL = re.compile(r"\bprint\s*\(|\bsys\.stdout\.write\s*\(")
_PRINT_WORD = re.compile(r"\bprint(?:s|ed|ing)?\b", re.IGNORECASE)


def prints_to_stdout(task: Task) -> bool:
    """Whether the task's correctness depends on what it prints.

    True for stdin/stdout tasks, for tests that capture stdout or patch print, and for a
    reference solution that prints when the prompt asks for printing.
    """
    if task.test_kind == "stdin_stdout":
        return True
    if _STDOUT_CAPTURE.search(task.tests):
        return True
    reference = task.reference_solution or ""
    return bool(_PRINT_CALL.search(reference) and _PRINT_WORD.search(task.prompt))


def mocks_open(task: Task) -> bool:
    """Whether the task's tests replace the built-in `open()` with a mock."""
    return bool(_OPEN_MOCK.search(task.tests))


_SNAKE_CASE = re.compile(r"_*[a-z][a-z0-9_]*")


def fixes_non_pep8_name(task: Task) -> bool:
    """Whether the tests call an entry point (or method) that is not snake_case."""
    names = [task.entry_point or "", str(task.metadata.get("func_name") or "")]
    return any(name and not _SNAKE_CASE.fullmatch(name) for name in names)


def task_traits(task: Task) -> frozenset[str]:
    """The task-level traits that instructions can conflict with."""
    traits: set[str] = set()
    if prints_to_stdout(task):
        traits.add(PRINTS_TO_STDOUT)
    if mocks_open(task):
        traits.add(MOCKS_OPEN)
    if fixes_non_pep8_name(task):
        traits.add(FIXED_NON_PEP8_NAME)
    return frozenset(traits)


def instruction_task_conflicts(instruction_id: str) -> frozenset[str]:
    """Task traits the instruction must not be combined with."""
    declared = getattr(get_instruction(instruction_id), "task_conflicts", ()) or ()
    return frozenset(declared) | frozenset(DEFAULT_TASK_CONFLICTS.get(instruction_id, ()))


def redundant(first: str, second: str) -> bool:
    """Whether one of the two instructions implies the other."""
    return frozenset({first, second}) in REDUNDANT_PAIRS


def pair_conflicts(first: str, second: str) -> bool:
    """Whether two instructions must not be selected together: declared or redundant."""
    return conflicts(first, second) or redundant(first, second)


def remove_conflicts(
    ordered_ids: Sequence[str],
    traits: Iterable[str] = (),
    *,
    limit: int | None = None,
    pair_conflicts: Callable[[str, str], bool] = pair_conflicts,
    trait_conflicts: Callable[[str], frozenset[str]] = instruction_task_conflicts,
) -> tuple[list[str], list[str]]:
    """Walk the ids in order and drop any that conflict with the task or an earlier keeper.

    Deterministic: of a conflicting pair the later one goes. The walk stops once `limit`
    ids are kept, so nothing past that point counts as removed. The pair table defaults to
    the registry's conflicts plus the redundant pairs. Returns (kept, removed).
    """
    trait_set = frozenset(traits)
    kept: list[str] = []
    removed: list[str] = []
    for instruction_id in ordered_ids:
        if limit is not None and len(kept) >= limit:
            break
        clashes_with_task = bool(trait_conflicts(instruction_id) & trait_set)
        clashes_with_kept = any(pair_conflicts(instruction_id, earlier) for earlier in kept)
        if clashes_with_task or clashes_with_kept:
            removed.append(instruction_id)
        else:
            kept.append(instruction_id)
    return kept, removed
