"""The two CodeAlignBench settings as exact messages (the paper's figure 1).

- predefined: the problem with the developer's instruction, in one user message.
- follow-up: the problem, the first solution as the assistant's turn, then the instruction
  as the next user turn; the verifier later sees both versions.
The base turn of a Python task is the vibebench base prompt unchanged, so a model's first
solution here is the same request as in `vibebench run`. A Java or JavaScript task (from the
translated task sets) gets the same shape with its language's system prompt and fence.
"""

from __future__ import annotations

from vibebench._fences import answer_block
from vibebench.codealign._entry import CatalogEntry
from vibebench.models import ChatMessage
from vibebench.protocols import base_messages
from vibebench.tasks import Task

__all__ = [
    "FENCES",
    "FOLLOWUP",
    "PREDEFINED",
    "SETTING_NAMES",
    "codealign_base_messages",
    "fenced_answer",
    "followup_messages",
    "language_of_task",
    "predefined_messages",
]

PREDEFINED = "codealign-predefined"
FOLLOWUP = "codealign-followup"
SETTING_NAMES: tuple[str, ...] = (PREDEFINED, FOLLOWUP)
"""The store's setting names for the two settings."""

FENCES = {"python": "python", "java": "java", "javascript": "javascript"}
_NAMES = {"python": "Python", "java": "Java", "javascript": "JavaScript"}

_SYSTEM_TEMPLATE = (
    "You are an expert {name} programmer. Answer with complete, runnable {name} code in a "
    "single ```{fence} fenced block that solves the task and keeps to every requirement the "
    "user states. Include all imports the code needs."
)

_PREDEFINED_TEMPLATE = """{task}

The developer also asks:
{instruction}"""

_FOLLOWUP_TEMPLATE = """{instruction}

Reply with the complete updated code in one ```{fence} block."""


def language_of_task(task: Task) -> str:
    """python, java or javascript (the translated task sets say so in their metadata)."""
    return str(task.metadata.get("language", "python"))


def codealign_base_messages(task: Task) -> list[ChatMessage]:
    """The base turn: vibebench's for Python, the same shape in the task's language else."""
    language = language_of_task(task)
    if language == "python":
        return base_messages(task)
    system = _SYSTEM_TEMPLATE.format(name=_NAMES[language], fence=FENCES[language])
    return [
        ChatMessage(role="system", content=system),
        ChatMessage(role="user", content=task.prompt),
    ]


def fenced_answer(code: str, language: str) -> str:
    """Code as a chat model answers it, in the language's fence."""
    return answer_block(code, FENCES.get(language, language))


def predefined_messages(task: Task, entry: CatalogEntry) -> list[ChatMessage]:
    """The problem with the instruction attached, as one request."""
    system, user = codealign_base_messages(task)
    content = _PREDEFINED_TEMPLATE.format(task=user.content, instruction=entry.instruction)
    return [system, ChatMessage(role="user", content=content)]


def followup_messages(task: Task, entry: CatalogEntry, first_response: str) -> list[ChatMessage]:
    """The problem, the first solution, then the instruction as a follow-up request."""
    fence = FENCES.get(language_of_task(task), "python")
    request = _FOLLOWUP_TEMPLATE.format(instruction=entry.instruction, fence=fence)
    return [
        *codealign_base_messages(task),
        ChatMessage(role="assistant", content=first_response),
        ChatMessage(role="user", content=request),
    ]
