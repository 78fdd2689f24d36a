"""inspect's entry point (`[project.entry-points.inspect_ai] vibebench = ...`).

Importing this module registers the tasks, scorers and solver under the `vibebench/`
namespace: `inspect eval vibebench/humanvibeeval`.
"""

from vibebench.inspect_tasks._scorers import task_level_if, unit_test_scorer, vericode_scorer
from vibebench.inspect_tasks._tasks import bigvibebench, edit_turns, humanvibeeval, livevibebench

__all__ = [
    "bigvibebench",
    "edit_turns",
    "humanvibeeval",
    "livevibebench",
    "task_level_if",
    "unit_test_scorer",
    "vericode_scorer",
]
