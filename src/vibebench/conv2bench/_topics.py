"""The build's first tier: conversations clustered by topic, clusters screened by the lexicon.

Paper section 3.1 and 4.1: conversations are embedded (all-MiniLM-L6-v2), grouped into
topics, and a topic is a candidate for the domain when its description hits the code lexicon;
the LLM classifier then checks each conversation of the candidate topics. Screening a topic
instead of each conversation keeps a code question that names no keyword ("why does my loop
never end?") beside its neighbours, and drops a stray keyword in a recipe chat.

- Text: the user messages of a conversation, joined (the model reads the first 256 word
  pieces, so mostly the opening request).
- Clustering: k-means on the unit vectors, k chosen by the silhouette (cosine) over
  `min_topics..max_topics`, every fit seeded; or HDBSCAN, whose outliers (topic -1) have no
  topic and are screened one by one with the lexicon.
- Topic terms: class-based TF-IDF as BERTopic computes it (each topic's text is one document:
  term frequency in the topic, times log(1 + average topic size in words / term frequency in
  all topics)), unigrams and bigrams without English stop words.
- Screening: a topic is in the domain when at least one lexicon keyword is among its top
  terms. Labels are the top three terms, or a model's short name for the topic.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Literal

import numpy as np
from pydantic import BaseModel, ConfigDict, Field

from vibebench._frozen import FrozenModel
from vibebench.conv2bench._ask import ask_json
from vibebench.conv2bench._embed import Embedder
from vibebench.conv2bench._models import OUTLIERS, Conversation, Topic, TopicReport
from vibebench.conv2bench._prompts import CODE_LEXICON, lexicon_hits
from vibebench.errors import ConfigError, ModelError
from vibebench.models import Model

__all__ = [
    "TopicConfig",
    "TopicScreen",
    "cluster_vectors",
    "conversation_text",
    "label_topics",
    "screen_topics",
    "topic_terms",
]

_TOKENS = r"(?u)\b[a-zA-Z][\w+#]*"
"""Words starting with a letter; keeps c++, c#, python3 whole."""


class TopicConfig(FrozenModel):
    """How conversations are grouped into topics."""

    method: Literal["kmeans", "hdbscan"] = "kmeans"
    min_topics: int = Field(2, ge=2)
    max_topics: int = Field(20, ge=2)
    """k-means tries every k in min_topics..max_topics (capped below the number of texts)."""
    min_cluster_size: int = Field(5, ge=2)
    """HDBSCAN's smallest topic."""
    top_terms: int = Field(10, ge=1)
    """Terms that describe a topic and are screened against the lexicon."""
    silhouette_sample: int = Field(2000, ge=10)
    """Silhouettes are computed on at most this many (seeded) texts: O(n^2) otherwise."""
    seed: int = 0
    min_conversations: int = Field(10, ge=3)
    """Fewer conversations than this are screened one by one: no topics to speak of."""


def conversation_text(conversation: Conversation) -> str:
    """What is embedded and described: the user's messages, in order."""
    return "\n".join(turn.content for turn in conversation.turns if turn.role == "user")


def _silhouette(vectors: np.ndarray, labels: np.ndarray, config: TopicConfig) -> float:
    from sklearn.metrics import silhouette_score

    sample = config.silhouette_sample if len(labels) > config.silhouette_sample else None
    return float(
        silhouette_score(
            vectors, labels, metric="cosine", sample_size=sample, random_state=config.seed
        )
    )


def _kmeans(vectors: np.ndarray, config: TopicConfig) -> tuple[np.ndarray, dict[int, float]]:
    from sklearn.cluster import KMeans

    distinct = len(np.unique(vectors.round(6), axis=0))
    top = min(config.max_topics, distinct, len(vectors) - 1)
    fits: dict[int, np.ndarray] = {}
    scores: dict[int, float] = {}
    for k in range(config.min_topics, top + 1):
        fits[k] = KMeans(n_clusters=k, n_init=4, random_state=config.seed).fit_predict(vectors)
        scores[k] = _silhouette(vectors, fits[k], config)
    if not scores:  # too few distinct texts to split: one topic
        return np.zeros(len(vectors), dtype=int), {}
    best = max(scores, key=lambda k: (scores[k], -k))  # a tie goes to fewer topics
    return fits[best], scores


def cluster_vectors(
    vectors: np.ndarray, config: TopicConfig | None = None
) -> tuple[np.ndarray, dict[int, float]]:
    """Topic id per row (HDBSCAN outliers get OUTLIERS) and the silhouette of each k tried."""
    config = config or TopicConfig()
    if config.min_topics > config.max_topics:
        raise ConfigError(f"min_topics {config.min_topics} > max_topics {config.max_topics}")
    if len(vectors) == 0:
        return np.zeros(0, dtype=int), {}
    if config.method == "kmeans":
        return _kmeans(vectors, config)
    from sklearn.cluster import HDBSCAN

    if len(vectors) < config.min_cluster_size:
        return np.full(len(vectors), OUTLIERS), {}
    labels = HDBSCAN(
        min_cluster_size=config.min_cluster_size, metric="euclidean", copy=True
    ).fit_predict(vectors)
    return labels.astype(int), {}


def topic_terms(
    texts: Sequence[str], labels: Sequence[int], top: int = 10
) -> dict[int, tuple[str, ...]]:
    """The `top` class-based TF-IDF terms of every topic (outliers excluded), best first.

    Terms are counted per text and summed per topic, so no bigram spans two conversations.
    """
    from sklearn.feature_extraction.text import CountVectorizer

    topics = sorted({int(label) for label in labels} - {OUTLIERS})
    if not topics:
        return {}
    kept = [(text, label) for text, label in zip(texts, labels, strict=True) if label != OUTLIERS]
    vectorizer = CountVectorizer(
        ngram_range=(1, 2), stop_words="english", lowercase=True, token_pattern=_TOKENS
    )
    try:
        per_text = vectorizer.fit_transform([text for text, _ in kept])
    except ValueError:  # only stop words: no vocabulary at all
        return dict.fromkeys(topics, ())
    membership = np.array([[label == topic for _, label in kept] for topic in topics], float)
    counts = np.asarray(per_text.T.dot(membership.T).T)
    words = vectorizer.get_feature_names_out()
    sizes = counts.sum(axis=1, keepdims=True)
    frequency = counts / np.where(sizes == 0, 1, sizes)
    weights = frequency * np.log(1 + sizes.mean() / counts.sum(axis=0))
    found = {}
    for row, topic in enumerate(topics):
        order = np.lexsort((words, -weights[row]))
        found[topic] = tuple(str(words[i]) for i in order[:top] if weights[row, i] > 0)
    return found


def _topic(topic_id: int, size: int, terms: tuple[str, ...], lexicon: Sequence[str]) -> Topic:
    hits = tuple(lexicon_hits(terms, lexicon))
    return Topic(
        topic_id=topic_id,
        size=size,
        label=", ".join(terms[:3]) or "(no terms)",
        terms=terms,
        lexicon_terms=hits,
        in_domain=bool(hits),
    )


def screen_topics(
    conversations: Sequence[Conversation],
    embedder: Embedder,
    config: TopicConfig | None = None,
    lexicon: Sequence[str] = CODE_LEXICON,
) -> TopicReport:
    """Embed, cluster and describe `conversations`; a topic is in the domain when its terms
    hit `lexicon`. The report assigns every conversation to a topic (or OUTLIERS)."""
    config = config or TopicConfig()
    texts = [conversation_text(conversation) for conversation in conversations]
    vectors = embedder.encode(texts) if texts else np.zeros((0, 1))
    labels, silhouettes = cluster_vectors(vectors, config)
    terms = topic_terms(texts, labels.tolist(), config.top_terms)
    sizes = {int(label): int((labels == label).sum()) for label in set(labels.tolist())}
    topics = [_topic(topic, sizes[topic], terms[topic], lexicon) for topic in sorted(terms)]
    if OUTLIERS in sizes:
        topics.append(
            Topic(
                topic_id=OUTLIERS,
                size=sizes[OUTLIERS],
                label="(outliers)",
                terms=(),
                lexicon_terms=(),
                in_domain=False,
            )
        )
    clustered = labels[labels != OUTLIERS]
    silhouette = None
    if len(set(clustered.tolist())) >= 2 and len(set(clustered.tolist())) < len(clustered):
        silhouette = _silhouette(vectors[labels != OUTLIERS], clustered, config)
    return TopicReport(
        screening="topics",
        embedding_model=embedder.name,
        method=config.method,
        silhouette=silhouette,
        silhouettes=silhouettes,
        topics=tuple(topics),
        assignments={
            c.conversation_id: int(label) for c, label in zip(conversations, labels, strict=True)
        },
    )


LABEL_SYSTEM = (
    "You name topics of a collection of user-assistant conversations. You are given a topic's "
    "most characteristic terms and a few of its users' requests. Answer with one JSON object "
    '{"label": "..."}: a short noun phrase of at most six words naming what the topic is about.'
)


class _Label(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    label: str = Field(min_length=1, max_length=80)


async def label_topics(
    model: Model,
    report: TopicReport,
    conversations: Sequence[Conversation],
    *,
    examples: int = 5,
    max_attempts: int = 3,
) -> TopicReport:
    """The report with each topic named by `model` from its terms and first requests.

    Only labels change; screening stays with the lexicon, so a model cannot pull a topic into
    the domain. A topic the model cannot name keeps its term label, and a note says so.
    """
    texts = {c.conversation_id: conversation_text(c) for c in conversations}
    failed: list[str] = []

    async def name(topic: Topic) -> Topic:
        if topic.topic_id == OUTLIERS:
            return topic
        members = [
            texts[ident]
            for ident, label in report.assignments.items()
            if label == topic.topic_id and ident in texts
        ][:examples]
        shown = "\n".join(f"- {text[:300]!r}" for text in members)
        try:
            answer = await ask_json(
                model,
                LABEL_SYSTEM,
                f"Terms: {', '.join(topic.terms)}\nRequests:\n{shown}",
                _Label,
                max_attempts=max_attempts,
            )
        except ModelError as err:
            failed.append(f"topic {topic.topic_id} keeps its term label ({err})")
            return topic
        return topic.model_copy(update={"label": answer.label.strip()})

    topics = await asyncio.gather(*(name(topic) for topic in report.topics))
    return report.model_copy(
        update={"topics": tuple(topics), "notes": (*report.notes, *sorted(failed))}
    )


class TopicScreen:
    """The build's topic tier: what embeds, how it clusters, and (optionally) who names topics."""

    def __init__(
        self, embedder: Embedder, config: TopicConfig | None = None, labeler: Model | None = None
    ) -> None:
        self.embedder = embedder
        self.config = config or TopicConfig()
        self.labeler = labeler

    async def screen(
        self, conversations: Sequence[Conversation], lexicon: Sequence[str] = CODE_LEXICON
    ) -> TopicReport:
        """Cluster and screen `conversations` (the embedding runs in a worker thread)."""
        if len(conversations) < self.config.min_conversations:
            note = (
                f"too few conversations to cluster ({len(conversations)} < "
                f"{self.config.min_conversations})"
            )
            return TopicReport(screening="lexicon", notes=(note,))
        report = await asyncio.to_thread(
            screen_topics, conversations, self.embedder, self.config, lexicon
        )
        if self.labeler is not None:
            report = await label_topics(self.labeler, report, conversations)
        return report
