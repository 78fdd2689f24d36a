"""The exact messages each protocol sends, written once so every run records the same text.

Settings (the paper's section 3.2):
- base: the task prompt alone (S_0).
- single: the task prompt followed by k numbered instructions, in one user message.
- multi: the base conversation, then one instruction per user turn (its edit prompt), with
  the full history each turn.

The task prompt is the one the paper and the base benchmark's harness use:
- BigCodeBench: its `instruct_prompt` as it is (the paper adds nothing), or with `--split
  complete` its code prompt, asked for as a self-contained program as BigCodeBench's chat
  harness does;
- HumanEval (and other completion prompts): the code to complete, in a fence;
- LiveCodeBench: its own question template (built by the loader: question, format section
  with the starter code or a stdin/stdout program, answer cue) inside the paper's Figure 14
  wrapper for the task's type. A functional problem whose starter code defines
  `class Solution` (LeetCode's) is asked for as that class's method, since LiveCodeBench's
  harness calls `Solution().method(...)`; any other functional or stdin problem is asked for
  without a class.
"""

from __future__ import annotations

from collections.abc import Sequence

from vibebench.instructions import InstructionSpec, get_instruction
from vibebench.models import ChatMessage
from vibebench.tasks import Task, is_completion_style

SYSTEM_PROMPT = (
    "You are an expert Python programmer. Answer with complete, runnable Python code in a "
    "single ```python fenced block that solves the task and keeps to every requirement the "
    "user states. Include all imports the code needs."
)
SYSTEM_PROMPT_FUNCTIONS = (
    "You are an expert Python programmer. Answer with complete Python functions in a single "
    "```python fenced block that solve the task and keep to every requirement the user states. "
    "Include all imports the code needs."
)

STDIN_TASK_TEMPLATE = """Write a Python program that solves the problem below.

Requirements:
- Read all input from standard input.
- Print the answer to standard output.
- Define the solution as a function and call it at the end of the program.

The program is judged by running it and comparing what it prints with the expected output.

Problem:
{problem}"""

FUNCTIONAL_TASK_TEMPLATE = """Implement a function that solves the problem below.

Requirements:
- The main function takes the inputs as arguments, returns the result, and is named `{name}`.
- It must not read standard input (no input() and no sys.stdin): every value arrives as an
  argument.
- Helper functions are fine. The code must contain only definitions: do not call `{name}`.

The code is judged by loading the definitions and calling `{name}` on test cases.

Problem:
{problem}"""

METHOD_TASK_TEMPLATE = """Implement the method `{name}` of the class `{owner}` in the starter \
code so that it solves the problem below.

Requirements:
- Keep the class `{owner}` and the method's name and parameters as the starter code has them;
  the method takes the inputs as arguments and returns the result.
- It must not read standard input (no input() and no sys.stdin): every value arrives as an
  argument.
- Helper functions and methods are fine. The code must contain only definitions: do not call
  `{name}` and do not create a `{owner}` yourself.

The code is judged by loading the definitions and calling `{owner}().{name}` on test cases.

Problem:
{problem}"""

COMPLETION_TASK_TEMPLATE = """Complete the function `{name}` below and answer with a \
self-contained Python program: the imports, any helpers the code above it defines, and the \
finished function.

```python
{code}
```"""

SINGLE_TURN_TEMPLATE = """{task}

Your solution must also follow these instructions:
{instructions}"""


def system_prompt(task: Task) -> str:
    """The system prompt for a task: contest problems ask for functions, others for programs."""
    return SYSTEM_PROMPT_FUNCTIONS if task.source == "livecodebench" else SYSTEM_PROMPT


def task_prompt(task: Task) -> str:
    """The user's request for the task, as the paper and the base benchmark's harness word it."""
    if task.test_kind == "stdin_stdout":
        return STDIN_TASK_TEMPLATE.format(problem=task.prompt)
    if task.source == "livecodebench" and task.test_kind == "call_based":
        name = task.entry_point or "solve"
        owner = task.metadata.get("entry_class")
        if owner:
            return METHOD_TASK_TEMPLATE.format(problem=task.prompt, name=name, owner=owner)
        return FUNCTIONAL_TASK_TEMPLATE.format(problem=task.prompt, name=name)
    if is_completion_style(task):
        return COMPLETION_TASK_TEMPLATE.format(name=task.entry_point, code=task.prompt.rstrip())
    return task.prompt


def instruction_text(spec: InstructionSpec, *, edit: bool) -> str:
    """One instruction's generation (or edit) prompt at its parameters."""
    return get_instruction(spec.id).prompt(spec.params, edit=edit)


def base_messages(task: Task) -> list[ChatMessage]:
    """S_0: the original task with no instructions."""
    return [
        ChatMessage(role="system", content=system_prompt(task)),
        ChatMessage(role="user", content=task_prompt(task)),
    ]


def single_turn_messages(task: Task, specs: Sequence[InstructionSpec]) -> list[ChatMessage]:
    """The task followed by the numbered instructions, in one user message."""
    numbered = "\n".join(
        f"{position}. {instruction_text(spec, edit=False)}"
        for position, spec in enumerate(specs, start=1)
    )
    content = SINGLE_TURN_TEMPLATE.format(task=task_prompt(task), instructions=numbered)
    return [
        ChatMessage(role="system", content=system_prompt(task)),
        ChatMessage(role="user", content=content),
    ]


def edit_turn_message(spec: InstructionSpec) -> ChatMessage:
    """One multi-turn editing request: the instruction's edit prompt, asking for the full code."""
    content = (
        f"{instruction_text(spec, edit=True)}\n\n"
        "Reply with the complete updated code in one ```python block."
    )
    return ChatMessage(role="user", content=content)
