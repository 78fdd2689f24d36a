"""Protocols: the exact prompts of each setting and the responders (models and offline
baselines) that answer them. They turn (task, instructions, model) into transcripts; the run
engine (`vibebench.run`) decides what to ask and stores the answers.
"""

from vibebench.protocols._baselines import (
    BASELINES,
    ReferenceBaseline,
    ReplayBaseline,
    RuffFixBaseline,
    apply_ruff_fixes,
    is_baseline,
    make_responder,
)
from vibebench.protocols._prompts import (
    base_messages,
    edit_turn_message,
    single_turn_messages,
    system_prompt,
    task_prompt,
)
from vibebench.protocols._responders import ModelResponder, Responder, TurnRequest
from vibebench.protocols._transcript import turn_messages, with_system

__all__ = [
    "BASELINES",
    "ModelResponder",
    "ReferenceBaseline",
    "ReplayBaseline",
    "Responder",
    "RuffFixBaseline",
    "TurnRequest",
    "apply_ruff_fixes",
    "base_messages",
    "edit_turn_message",
    "is_baseline",
    "make_responder",
    "single_turn_messages",
    "system_prompt",
    "task_prompt",
    "turn_messages",
    "with_system",
]
