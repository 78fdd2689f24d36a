"""Protocols: the exact prompts of each setting, responders (models and offline baselines),
and `vibebench run`, which drives generation, verification and execution through the store.
"""

from vibebench.protocols._baselines import (
    ReferenceBaseline,
    ReplayBaseline,
    RuffFixBaseline,
    apply_ruff_fixes,
)
from vibebench.protocols._generate import respond_and_store
from vibebench.protocols._plan import (
    SETTINGS,
    PlannedSample,
    PlannedTask,
    RunConfig,
    Setting,
    expand,
    plan_tasks,
    split_model_label,
)
from vibebench.protocols._prompts import (
    base_messages,
    edit_turn_message,
    single_turn_messages,
    system_prompt,
    task_prompt,
)
from vibebench.protocols._responders import ModelResponder, Responder, TurnRequest
from vibebench.protocols._run import (
    RunOptions,
    RunResult,
    load_plan,
    make_responder,
    run,
    run_with_progress,
)

__all__ = [
    "SETTINGS",
    "ModelResponder",
    "PlannedSample",
    "PlannedTask",
    "ReferenceBaseline",
    "ReplayBaseline",
    "Responder",
    "RuffFixBaseline",
    "RunConfig",
    "RunOptions",
    "RunResult",
    "Setting",
    "TurnRequest",
    "apply_ruff_fixes",
    "base_messages",
    "edit_turn_message",
    "expand",
    "load_plan",
    "make_responder",
    "plan_tasks",
    "respond_and_store",
    "run",
    "run_with_progress",
    "single_turn_messages",
    "split_model_label",
    "system_prompt",
    "task_prompt",
]
