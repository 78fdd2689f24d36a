"""The LLM selector: one pass over a seeded permutation, as in the paper (section 3.1).

Design: ONE model call per task carries all candidates in permuted order and asks for a keep
or drop decision on each, scanning once and keeping a candidate only if it is relevant and
does not contradict an earlier keeper. One call instead of thirty keeps cost and latency per
task flat, lets the model see what it kept earlier exactly as a single pass would, and gives
one strict JSON answer to validate. A second call (only when a kept instruction has
parameters) asks for parameter values given each schema; validation then repairs them.

Answers are parsed strictly with pydantic. A malformed answer is sent back with the reason
and retried (bounded); a task that still fails, or whose model call fails, is returned with
`error` set, never dropped. Pairs the conflict tables forbid are removed afterwards
(deterministically, the later one of a pair) and recorded.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from vibebench._frozen import FrozenModel
from vibebench.augment._conflicts import remove_conflicts, task_traits
from vibebench.augment._models import VibeTask
from vibebench.augment._params import param_schema, validated_specs
from vibebench.augment._permutation import permutation
from vibebench.errors import ModelError
from vibebench.instructions import all_instructions, conflict_pairs, get_instruction
from vibebench.tasks import Task

if TYPE_CHECKING:  # the model clients are slow to import; only the llm selector needs them
    from vibebench.models import ChatMessage, GenerationParams

__all__ = ["AnswerError", "LlmSelectorConfig", "augment_with_llm", "select_by_llm"]

SYSTEM_PROMPT = (
    "You help build a code-generation benchmark by choosing which non-functional coding "
    "instructions to add to a programming task. Reply with a single JSON object and nothing else."
)


class ChatModel(Protocol):
    """The one method of `vibebench.models.Model` the selector needs."""

    async def complete(self, messages: list[ChatMessage], params: GenerationParams) -> Any:
        """Answer the conversation; the result has a `text` attribute."""


class LlmSelectorConfig(FrozenModel):
    """How the LLM selector runs."""

    k: int = Field(default=5, ge=1)
    seed: int = 0
    model_name: str
    """The model spec recorded in the output."""
    max_attempts: int = Field(default=3, ge=1)
    """Tries per question before the task is recorded as an error."""
    concurrency: int = Field(default=8, ge=1)
    """Tasks in flight at once (at least 1, or nothing would ever start)."""
    temperature: float = Field(default=0.0, ge=0.0, le=2.0)
    """The paper augments at temperature 0."""


class AnswerError(ValueError):
    """A model answer that does not have the required shape (the reason is sent back)."""


class _Decision(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)

    id: str
    keep: bool
    reason: str | None = None


class _SelectionAnswer(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)

    decisions: list[_Decision]


class _ParamAnswer(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)

    params: dict[str, dict[str, Any]]


def _json_body(text: str) -> Any:
    """The JSON object of an answer: the whole text, or one ```json fenced block."""
    from vibebench.judge import fenced_json

    try:
        return fenced_json(text)
    except json.JSONDecodeError as err:
        msg = f"the answer is not a JSON object ({err.msg} at line {err.lineno})"
        raise AnswerError(msg) from err


def parse_selection(text: str, candidates: Sequence[str]) -> list[str]:
    """The ids the model kept, in candidate order; AnswerError when the answer is malformed."""
    try:
        answer = _SelectionAnswer.model_validate(_json_body(text))
    except ValidationError as err:
        msg = f"the JSON does not match the required shape: {err.errors()[0]['msg']}"
        raise AnswerError(msg) from err
    seen = [decision.id for decision in answer.decisions]
    unknown = sorted(set(seen) - set(candidates))
    missing = [iid for iid in candidates if iid not in seen]
    if unknown or missing or len(seen) != len(set(seen)):
        msg = (
            "decisions must name every candidate exactly once "
            f"(unknown: {unknown}, missing: {missing}, repeated: {len(seen) - len(set(seen))})"
        )
        raise AnswerError(msg)
    kept = {decision.id for decision in answer.decisions if decision.keep}
    return [iid for iid in candidates if iid in kept]


def parse_params(text: str, asked: Sequence[str]) -> dict[str, dict[str, Any]]:
    """Proposed values per instruction id; AnswerError for a malformed answer.

    Values are NOT checked here: that is validation's job (and counted).
    """
    try:
        answer = _ParamAnswer.model_validate(_json_body(text))
    except ValidationError as err:
        msg = f"the JSON does not match the required shape: {err.errors()[0]['msg']}"
        raise AnswerError(msg) from err
    unasked = sorted(set(answer.params) - set(asked))
    if unasked:
        msg = f"parameters given for instructions that were not asked about: {unasked}"
        raise AnswerError(msg)
    return answer.params


def _quoted_task(task: Task) -> list[str]:
    """The task's prompt between <<< and >>>, set off by blank lines (both prompts quote it)."""
    return ["", "Task:", "<<<", task.prompt.strip(), ">>>", ""]


def selection_prompt(task: Task, candidates: Sequence[str], k: int) -> str:
    """The user message asking for one keep/drop pass over the permuted candidates."""
    lines = []
    for number, iid in enumerate(candidates, start=1):
        instruction = get_instruction(iid)
        lines.append(f"{number}. {iid} ({instruction.category}): {instruction.description}")
    pairs = [f"{a} / {b}" for a, b in conflict_pairs() if a in candidates and b in candidates]
    notes = sorted(task_traits(task))
    example = json.dumps({"decisions": [{"id": candidates[0], "keep": True}]})
    return "\n".join(
        [
            "Scan the candidate instructions below once, in the given order, and decide for "
            "each whether to keep it for this task. Keep a candidate only if:",
            "1. Relevance: it pertains to the task and would plausibly change the code.",
            "2. Non-conflict: it does not contradict any candidate you kept earlier.",
            f"Keep at most {k}.",
            *_quoted_task(task),
            f"Task traits: {', '.join(notes) if notes else 'none'}",
            f"Known conflicting pairs: {'; '.join(pairs) if pairs else 'none'}",
            "",
            "Candidates:",
            *lines,
            "",
            "Answer with one JSON object holding one decision per candidate, in order, "
            f'like {example} (an optional "reason" string is allowed).',
        ],
    )


def params_prompt(task: Task, kept: Sequence[str]) -> str:
    """The user message asking for parameter values of the kept instructions."""
    schema = {iid: param_schema(get_instruction(iid)) for iid in kept}
    return "\n".join(
        [
            "Choose parameter values for each instruction below so that, for this task, the "
            "instruction is achievable yet challenging. Respect each parameter's type, range "
            "and choices; prefer recommended values.",
            *_quoted_task(task),
            "Instructions and their parameters:",
            json.dumps(schema, indent=2),
            "",
            "Answer with one JSON object like "
            '{"params": {"<instruction id>": {"<parameter name>": value}}}.',
        ],
    )


async def _ask(
    model: ChatModel,
    question: str,
    parse: Callable[[str], Any],
    config: LlmSelectorConfig,
) -> Any:
    """Ask, parse strictly, and send a malformed answer back with its reason (bounded)."""
    from vibebench.judge import Reask, ask_until_valid
    from vibebench.models import ChatMessage, GenerationParams

    messages = [
        ChatMessage(role="system", content=SYSTEM_PROMPT),
        ChatMessage(role="user", content=question),
    ]
    reask = Reask(
        attempts=config.max_attempts,
        follow_up="That answer could not be used: {problem}. "
        "Reply again with only the JSON object.",
        give_up=lambda problem: AnswerError(
            f"malformed answer after {config.max_attempts} attempts: {problem}"
        ),
        params=GenerationParams(temperature=config.temperature),
        rejects=(AnswerError,),
    )
    return await ask_until_valid(model, messages, parse, reask)


async def select_by_llm(task: Task, model: ChatModel, config: LlmSelectorConfig) -> VibeTask:
    """Choose up to K instructions and their parameters for `task` with the model."""
    order = permutation(config.seed, task.id, [item.id for item in all_instructions()])
    base = VibeTask(
        task_id=task.id,
        source=task.source,
        selector="llm",
        seed=config.seed,
        model=config.model_name,
        candidates=tuple(order),
    )
    try:
        wanted = await _ask(
            model,
            selection_prompt(task, order, config.k),
            lambda text: parse_selection(text, order),
            config,
        )
    except (AnswerError, ModelError) as err:
        return base.model_copy(update={"error": f"selection: {err}"})
    kept, removed = remove_conflicts(wanted, task_traits(task), limit=config.k)
    base = base.model_copy(update={"conflicts_removed": tuple(removed)})
    with_params = [iid for iid in kept if get_instruction(iid).parameters]
    proposals: dict[str, dict[str, Any]] = {}
    error = None
    if with_params:
        try:
            proposals = await _ask(
                model,
                params_prompt(task, with_params),
                lambda text: parse_params(text, with_params),
                config,
            )
        except (AnswerError, ModelError) as err:
            error = f"parameters: {err}"
    specs, proposed, issues = validated_specs(kept, proposals)
    update = {"instructions": specs, "proposed_params": proposed, "param_issues": issues}
    return base.model_copy(update={**update, "error": error})


async def augment_with_llm(
    tasks: Sequence[Task],
    model: ChatModel,
    config: LlmSelectorConfig,
    on_done: Callable[[VibeTask], None] | None = None,
) -> list[VibeTask]:
    """Select for every task with bounded concurrency; results keep the tasks' order."""
    gate = asyncio.Semaphore(config.concurrency)

    async def one(task: Task) -> VibeTask:
        async with gate:
            result = await select_by_llm(task, model, config)
        if on_done is not None:
            on_done(result)
        return result

    return list(await asyncio.gather(*(one(task) for task in tasks)))
