"""inspect_ai tasks for the Vibe Checker benchmarks (`pip install 'vibebench[inspect]'`).

    inspect eval vibebench/humanvibeeval --model openai/gpt-4o-mini
    inspect eval vibebench/bigvibebench -T data_file=bigcodebench.jsonl --model ...
    inspect eval vibebench/livevibebench -T data_file=test6.jsonl -T setting=multi --model ...

The tasks are registered through inspect's `inspect_ai` entry point (this package's
`_registry` module), so inspect finds them by name once vibebench is installed. Each sample
is scored by `vericode_scorer` (instruction following, with every verdict) and
`unit_test_scorer` (the tests in vibebench's bubblewrap sandbox). This package sits beside
the run engine (layer 2): it drives the stages, nothing below imports it.
"""

try:
    import inspect_ai  # noqa: F401  (checked first for a clear message)
except ImportError as err:  # pragma: no cover - depends on the environment
    msg = "vibebench.inspect_tasks needs inspect_ai: pip install 'vibebench[inspect]'"
    raise ImportError(msg) from err

from vibebench.inspect_tasks._dataset import SETTINGS, TaskIndex, inspect_messages, vibe_dataset
from vibebench.inspect_tasks._scorers import task_level_if, unit_test_scorer, vericode_scorer
from vibebench.inspect_tasks._tasks import (
    Scoring,
    bigvibebench,
    edit_turns,
    humanvibeeval,
    livevibebench,
    vibe_task,
)

__all__ = [
    "SETTINGS",
    "Scoring",
    "TaskIndex",
    "bigvibebench",
    "edit_turns",
    "humanvibeeval",
    "inspect_messages",
    "livevibebench",
    "task_level_if",
    "unit_test_scorer",
    "vericode_scorer",
    "vibe_dataset",
    "vibe_task",
]
