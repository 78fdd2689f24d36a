"""The Conv-to-Bench build: conversations in, (instruction, tagged checklist) pairs out.

Stages, in the paper's order (section 3): cheap filters (language, toxicity, the code
lexicon), the LLM domain classifier on the first user message, instruction synthesis over the
whole dialogue, the validity filter, feedback identification, and checklist generation with
every item tagged [I] or [Fn]. The paper's first tier clusters conversations by topic and
screens the topics with the lexicon (`_topics`, given a `TopicScreen`); without one (the embed
extra is optional), the lexicon screens each conversation's user messages directly, and the
result's `screening` says which happened.

The rules of feedback are enforced in code, not trusted to the model: only user messages that
follow an assistant message can be feedback (so the first user message never is), and a
checklist item tagged [Fn] must cite a message identified as feedback. A conversation whose
model call fails is recorded as dropped with `error=True`, never silently lost.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Awaitable, Callable, Sequence
from typing import Literal, TypeVar

from pydantic import BaseModel, ConfigDict

from vibebench._frozen import FrozenModel
from vibebench.conv2bench import _prompts as prompts
from vibebench.conv2bench._ask import AnswerError, ask_json
from vibebench.conv2bench._models import (
    OUTLIERS,
    BenchItem,
    BuildResult,
    ChecklistItem,
    Conversation,
    Dropped,
    DropStage,
    FeedbackMessage,
    TopicReport,
)
from vibebench.conv2bench._topics import TopicScreen
from vibebench.errors import ModelError
from vibebench.models import Model

__all__ = [
    "BuildConfig",
    "build_bench",
    "feedback_candidates",
    "identify_feedback",
    "parse_checklist",
]

Answer = TypeVar("Answer")

_TAG = re.compile(r"\A\s*\[(?P<source>I|F[1-9][0-9]*)\]\s*(?P<question>\S.*)\Z", re.DOTALL)


class BuildConfig(FrozenModel):
    """Which conversations to keep and how the LLM stages run."""

    domain: str = "programming"
    language: str | None = "English"
    """Keep only conversations in this language (records without a language are kept)."""
    drop_toxic: bool = True
    lexicon: tuple[str, ...] = prompts.CODE_LEXICON
    min_lexicon_hits: int = 1
    """Keywords the user messages must contain; 0 skips the lexicon tier."""
    max_attempts: int = 3
    concurrency: int = 8


class _Related(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    related: bool


class _Instruction(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    instruction: str


class _Validity(BaseModel):
    model_config = ConfigDict(extra="ignore", strict=True)
    valid: bool
    reason: str = ""


class _FeedbackLabel(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    message_id: int
    polarity: Literal["positive", "negative"]


class _Feedback(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    feedback: list[_FeedbackLabel]


class _Checklist(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    checklist: list[str]


def feedback_candidates(conversation: Conversation) -> set[int]:
    """Ids of the user messages that react to an assistant message (the only possible feedback)."""
    candidates: set[int] = set()
    assistant_seen = False
    for number, turn in conversation.numbered():
        if turn.role == "assistant":
            assistant_seen = True
        elif turn.role == "user" and assistant_seen:
            candidates.add(number)
    return candidates


def parse_checklist(lines: Sequence[str], feedback_ids: set[int]) -> tuple[ChecklistItem, ...]:
    """Items from `[I] question` / `[Fn] question` lines; AnswerError for a bad tag or id."""
    items = []
    for position, line in enumerate(lines, start=1):
        match = _TAG.match(line)
        if match is None:
            raise AnswerError(f"item {position} does not start with [I] or [Fn]: {line[:60]!r}")
        source = match["source"]
        if source != "I" and int(source[1:]) not in feedback_ids:
            raise AnswerError(
                f"item {position} cites [{source}], which is not a listed "
                f"feedback message (listed: {sorted(feedback_ids)})"
            )
        items.append(ChecklistItem(question=match["question"].strip(), source=source))
    if not items:
        raise AnswerError("the checklist is empty")
    return tuple(items)


async def identify_feedback(
    model: Model, conversation: Conversation, max_attempts: int = 3
) -> tuple[FeedbackMessage, ...]:
    """Feedback messages of a dialogue; labels breaking the rules are refused and re-asked."""
    allowed = feedback_candidates(conversation)
    if not allowed:
        return ()

    def only_reactions(answer: _Feedback) -> None:
        wrong = sorted({label.message_id for label in answer.feedback} - allowed)
        if wrong:
            raise AnswerError(
                f"messages {wrong} cannot be feedback: only user messages after an "
                f"assistant answer can (here {sorted(allowed)})"
            )

    answer = await ask_json(
        model,
        prompts.FEEDBACK_SYSTEM,
        "Analyze the following conversation according to the defined rules and return the "
        f"feedback messages.\n\nConversation:\n{prompts.render_conversation(conversation)}",
        _Feedback,
        check=only_reactions,
        max_attempts=max_attempts,
    )
    unique = {label.message_id: label.polarity for label in answer.feedback}
    return tuple(
        FeedbackMessage(message_id=ident, polarity=unique[ident]) for ident in sorted(unique)
    )


def _prefilter(conversation: Conversation, config: BuildConfig) -> Dropped | None:
    ident = conversation.conversation_id
    language = conversation.language
    if config.language and language and language.lower() != config.language.lower():
        return Dropped(conversation_id=ident, stage="language", reason=f"language {language}")
    if config.drop_toxic and conversation.toxic:
        return Dropped(conversation_id=ident, stage="toxicity", reason="flagged by moderation")
    return None


def _screen(
    conversation: Conversation, config: BuildConfig, screening: TopicReport
) -> Dropped | None:
    """The lexicon tier: the conversation's topic, or (unclustered) its own user messages."""
    if config.min_lexicon_hits <= 0:
        return None
    ident = conversation.conversation_id
    topic_id = screening.assignments.get(ident, OUTLIERS)
    topic = {topic.topic_id: topic for topic in screening.topics}.get(topic_id)
    if topic is not None and topic_id != OUTLIERS:
        if topic.in_domain:
            return None
        return Dropped(
            conversation_id=ident,
            stage="topic",
            reason=f"topic {topic_id} ({topic.label}): no lexicon keyword among its top terms",
        )
    users = [turn.content for turn in conversation.turns if turn.role == "user"]
    hits = prompts.lexicon_hits(users, config.lexicon)
    if len(hits) < config.min_lexicon_hits:
        reason = f"{len(hits)} lexicon keyword(s), need {config.min_lexicon_hits}"
        return Dropped(conversation_id=ident, stage="lexicon", reason=reason)
    return None


class _StageError(Exception):
    """A model call of `stage` failed for good; carried out of `_mine` to name the stage."""

    def __init__(self, stage: DropStage, error: ModelError) -> None:
        super().__init__(str(error))
        self.stage = stage


async def _at(stage: DropStage, question: Awaitable[Answer]) -> Answer:
    try:
        return await question
    except ModelError as err:
        raise _StageError(stage, err) from err


def _checklist_rule(listed: set[int]) -> Callable[[_Checklist], None]:
    def check(answer: _Checklist) -> None:
        parse_checklist(answer.checklist, listed)

    return check


async def _mine(
    model: Model, conversation: Conversation, config: BuildConfig
) -> BenchItem | Dropped:
    ident, attempts = conversation.conversation_id, config.max_attempts
    related = await _at(
        "classifier",
        ask_json(
            model,
            prompts.classify_system(config.domain),
            f"Determine if the following conversation is {config.domain}-related:\n\n"
            f"Conversation:\n{conversation.first_user_message}",
            _Related,
            max_attempts=attempts,
        ),
    )
    if not related.related:
        return Dropped(conversation_id=ident, stage="classifier", reason=f"not {config.domain}")
    synthesized = await _at(
        "instruction",
        ask_json(
            model,
            prompts.INSTRUCTION_SYSTEM,
            "Analyze the following conversation and extract the user's coding-related instruction."
            f"\n\nConversation:\n{prompts.render_conversation(conversation)}",
            _Instruction,
            max_attempts=attempts,
        ),
    )
    instruction = synthesized.instruction.strip()
    if not instruction:
        return Dropped(conversation_id=ident, stage="instruction", reason="no coding request")
    validity = await _at(
        "validity",
        ask_json(
            model,
            prompts.VALIDITY_SYSTEM,
            f"User Instruction: {instruction}",
            _Validity,
            max_attempts=attempts,
        ),
    )
    if not validity.valid:
        reason = validity.reason or "judged invalid"
        return Dropped(conversation_id=ident, stage="validity", reason=reason)
    feedback = await _at("feedback", identify_feedback(model, conversation, attempts))
    positive = [label.message_id for label in feedback if label.polarity == "positive"]
    negative = [label.message_id for label in feedback if label.polarity == "negative"]
    listed = set(positive) | set(negative)
    checklist = await _at(
        "checklist",
        ask_json(
            model,
            prompts.CHECKLIST_SYSTEM,
            prompts.checklist_user(conversation, instruction, positive, negative),
            _Checklist,
            check=_checklist_rule(listed),
            max_attempts=attempts,
        ),
    )
    return BenchItem(
        item_id=ident,
        instruction=instruction,
        feedback=feedback,
        checklist=parse_checklist(checklist.checklist, listed),
        source=conversation.source,
    )


async def build_bench(
    model: Model,
    conversations: Sequence[Conversation],
    config: BuildConfig | None = None,
    on_done: Callable[[], None] | None = None,
    *,
    topics: TopicScreen | None = None,
) -> BuildResult:
    """Run every stage over `conversations`; items and drops keep the input order.

    Args:
        model: The model behind every LLM stage (the paper used one model for all of them).
        on_done: Called once per conversation as it finishes (progress bars).
        topics: Cluster the conversations that pass the language and toxicity filters and
            screen their topics with the lexicon; None screens each conversation instead.
    """
    config = config or BuildConfig()
    gate = asyncio.Semaphore(config.concurrency)
    early = [_prefilter(conversation, config) for conversation in conversations]
    screening = TopicReport(screening="lexicon")
    if topics is not None and config.min_lexicon_hits > 0:
        survivors = [c for c, drop in zip(conversations, early, strict=True) if drop is None]
        screening = await topics.screen(survivors, config.lexicon)

    async def one(conversation: Conversation, drop: Dropped | None) -> BenchItem | Dropped:
        try:
            drop = drop or _screen(conversation, config, screening)
            if drop is not None:
                return drop
            async with gate:
                try:
                    mined = await _mine(model, conversation, config)
                except _StageError as failure:
                    return Dropped(
                        conversation_id=conversation.conversation_id,
                        stage=failure.stage,
                        reason=str(failure),
                        error=True,
                    )
            topic = screening.assignments.get(conversation.conversation_id)
            if isinstance(mined, BenchItem) and topic is not None:
                return mined.model_copy(update={"topic": topic})
            return mined
        finally:
            if on_done is not None:
                on_done()

    outcomes = await asyncio.gather(
        *(one(c, drop) for c, drop in zip(conversations, early, strict=True))
    )
    return BuildResult(
        items=tuple(outcome for outcome in outcomes if isinstance(outcome, BenchItem)),
        dropped=tuple(outcome for outcome in outcomes if isinstance(outcome, Dropped)),
        screening=screening,
    )
