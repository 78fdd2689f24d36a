"""The nouns of Conv-to-Bench: conversations in, (instruction, checklist) pairs out.

Every stage hands the next a frozen pydantic model that round-trips through JSONL, so a build
can be inspected, edited by hand, and evaluated later without rerunning the LLM stages.
"""

from __future__ import annotations

import re
from typing import Literal

from pydantic import ConfigDict, Field, field_validator

from vibebench._frozen import FrozenModel

Role = Literal["system", "user", "assistant"]

SOURCE_PATTERN = re.compile(r"\A(I|F[1-9][0-9]*)\Z")
"""An item's source tag without brackets: `I` (the instruction) or `Fn` (feedback message n)."""


class _Frozen(FrozenModel):
    model_config = ConfigDict(extra="forbid")


class Turn(_Frozen):
    """One message of a conversation."""

    role: Role
    content: str


class Conversation(_Frozen):
    """A user-assistant dialogue as a reader found it."""

    conversation_id: str = Field(min_length=1)
    source: str
    """Which reader produced it: `jsonl`, `lmsys` or `wildchat`."""
    turns: tuple[Turn, ...]
    model: str | None = None
    """The assistant model that answered in the original log, when recorded."""
    language: str | None = None
    toxic: bool = False
    """Flagged by the dataset's own moderation fields (WildChat `toxic`, LMSYS moderation)."""

    @property
    def first_user_message(self) -> str:
        """What the domain classifier reads (the paper's A.1 prompt)."""
        return next((turn.content for turn in self.turns if turn.role == "user"), "")

    def numbered(self) -> list[tuple[int, Turn]]:
        """Turns with 1-based message ids, the ids feedback and [Fn] tags refer to."""
        return list(enumerate(self.turns, start=1))


class FeedbackMessage(_Frozen):
    """A user message that evaluates the assistant's previous answer."""

    message_id: int = Field(ge=2)
    """1-based id of the message; never 1, since the first message is never feedback."""
    polarity: Literal["positive", "negative"]


class ChecklistItem(_Frozen):
    """One atomic yes/no requirement with the place in the dialogue it came from."""

    question: str = Field(min_length=1)
    source: str
    """`I` for the synthesized instruction, `Fn` for feedback message n."""

    @field_validator("source")
    @classmethod
    def _known_source(cls, value: str) -> str:
        if not SOURCE_PATTERN.match(value):
            raise ValueError(f"source must be I or Fn, got {value!r}")
        return value

    @property
    def from_feedback(self) -> bool:
        """Whether the item came from a feedback message (excluded in instructions-only)."""
        return self.source != "I"

    def tagged(self) -> str:
        """The item as the paper prints it: `[I] Does the code ...?`."""
        return f"[{self.source}] {self.question}"


class BenchItem(_Frozen):
    """One benchmark entry: the consolidated instruction and its checklist."""

    item_id: str = Field(min_length=1)
    """The id of the conversation it was mined from."""
    instruction: str = Field(min_length=1)
    checklist: tuple[ChecklistItem, ...] = Field(min_length=1)
    feedback: tuple[FeedbackMessage, ...] = ()
    source: str = ""
    """Reader of the original conversation."""
    topic: int | None = None
    """Topic cluster of the conversation (ids in the build's metadata); None: no clustering."""

    def items(self, variant: Variant) -> tuple[ChecklistItem, ...]:
        """The checklist of the `full` benchmark or its `instructions-only` ablation."""
        if variant == "full":
            return self.checklist
        return tuple(item for item in self.checklist if not item.from_feedback)


OUTLIERS = -1
"""The topic id of conversations HDBSCAN leaves unclustered."""

Variant = Literal["full", "instructions-only"]
VARIANTS: tuple[Variant, ...] = ("full", "instructions-only")


DropStage = Literal[
    "language",
    "toxicity",
    "topic",
    "lexicon",
    "classifier",
    "instruction",
    "validity",
    "feedback",
    "checklist",
]


class Dropped(_Frozen):
    """A conversation that left the pipeline, the stage that removed it, and why."""

    conversation_id: str
    stage: DropStage
    reason: str
    error: bool = False
    """True when a model call or answer failed (retryable), False for a filter decision."""


class Topic(_Frozen):
    """One cluster of conversations and what the screen made of it."""

    topic_id: int
    size: int
    label: str
    terms: tuple[str, ...]
    """Top class-based TF-IDF terms, best first."""
    lexicon_terms: tuple[str, ...]
    """Lexicon keywords among `terms`; none means the topic is out of the domain."""
    in_domain: bool


class TopicReport(_Frozen):
    """How the lexicon tier screened a build, kept in the build's metadata."""

    screening: Literal["topics", "lexicon"]
    """`topics`: clusters screened; `lexicon`: each conversation screened on its own."""
    notes: tuple[str, ...] = ()
    """What a reader should know: why the build fell back to the lexicon, when it did; topics
    a labeling model could not name."""
    embedding_model: str | None = None
    method: Literal["kmeans", "hdbscan"] | None = None
    silhouette: float | None = None
    """Mean cosine silhouette of the chosen clustering (None: fewer than 2 topics)."""
    silhouettes: dict[int, float] = {}
    """k-means: the silhouette of every k tried."""
    topics: tuple[Topic, ...] = ()
    assignments: dict[str, int] = {}
    """conversation id -> topic id."""


class BuildResult(_Frozen):
    """What `build_bench` made of a set of conversations; nothing is silently lost."""

    items: tuple[BenchItem, ...]
    dropped: tuple[Dropped, ...]
    screening: TopicReport = TopicReport(screening="lexicon")
    """How the first tier screened: topic clusters, or each conversation with the lexicon."""

    def counts(self) -> dict[str, int]:
        """Conversations removed per stage, plus the number kept."""
        counts: dict[str, int] = {"kept": len(self.items)}
        for drop in self.dropped:
            counts[drop.stage] = counts.get(drop.stage, 0) + 1
        return counts
