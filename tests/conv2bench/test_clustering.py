"""Topic clustering with the real shipped model: embeddings, k-means/HDBSCAN, terms, screening.

data/topics.jsonl holds 19 one-question conversations on three clearly different topics
(Python list functions, cooking, travel; its `topic` field is the truth, ignored by the
reader). Two are traps for a per-conversation lexicon: `reverse` is a Python question that
names no lexicon keyword, `cake` is a recipe question that says "debug".

These tests need the `embed` extra, which the dev extra installs: they fail, never skip,
when it is missing.
"""

from __future__ import annotations

import asyncio
import json
import math
import os
from collections import Counter
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner
from conv_script import pipeline_model, pipeline_reply

from vibebench.cli import main
from vibebench.conv2bench import (
    BuildConfig,
    SentenceEmbedder,
    TopicConfig,
    TopicScreen,
    build_bench,
    cluster_vectors,
    conversation_text,
    label_topics,
    read_conversations,
    screen_topics,
    shipped_model_path,
    topic_terms,
)
from vibebench.errors import ConfigError
from vibebench.models import CallableModel
from vibebench.testing import FakeServerConfig, fake_openai_server

DATA = Path(__file__).parent / "data" / "topics.jsonl"
TRUTH = {row["id"]: row["topic"] for row in map(json.loads, DATA.read_text().splitlines())}


@pytest.fixture(scope="module")
def embedder() -> SentenceEmbedder:
    return SentenceEmbedder()


@pytest.fixture(scope="module")
def conversations():
    return read_conversations(DATA)


def _members(report, topic_id: int) -> set[str]:
    return {ident for ident, label in report.assignments.items() if label == topic_id}


def test_the_model_ships_in_site_packages_and_embeds_offline(embedder) -> None:
    path = shipped_model_path()
    assert "site-packages" in path.parts and (path / "model.safetensors").is_file()
    before = os.environ.get("HF_HUB_OFFLINE")
    vectors = embedder.encode(["Sort a list in Python", "Sort a Python list", "Bake bread"])
    assert os.environ.get("HF_HUB_OFFLINE") == before  # offline only while loading
    assert vectors.shape == (3, 384)
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    similarity = vectors @ vectors.T
    assert similarity[0, 1] > 0.8 > 0.2 > similarity[0, 2]


def test_a_model_name_is_never_taken_for_a_hub_download(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="never fetched from a hub"):
        SentenceEmbedder(Path("sentence-transformers/all-MiniLM-L6-v2"))
    with pytest.raises(ConfigError, match="not a local sentence-transformers model"):
        SentenceEmbedder(tmp_path)


def test_kmeans_picks_k_by_silhouette_and_separates_the_three_topics(
    conversations, embedder
) -> None:
    report = screen_topics(conversations, embedder, TopicConfig(max_topics=8))
    assert set(report.silhouettes) == set(range(2, 9))
    assert report.silhouette == pytest.approx(max(report.silhouettes.values()))
    for topic in report.topics:  # every topic is pure: one true subject each
        assert len({TRUTH[ident] for ident in _members(report, topic.topic_id)}) == 1
    in_domain = {ident for topic in report.topics if topic.in_domain
                 for ident in _members(report, topic.topic_id)}
    assert in_domain == {ident for ident, subject in TRUTH.items() if subject == "code"}
    assert "reverse" in in_domain and "cake" not in in_domain
    code_topic = next(t for t in report.topics if t.in_domain)
    assert {"python", "function"} <= set(code_topic.lexicon_terms)
    assert report.embedding_model and report.method == "kmeans"


def test_hdbscan_keeps_the_code_questions_in_a_topic_of_their_own(
    conversations, embedder
) -> None:
    report = screen_topics(conversations, embedder,
                           TopicConfig(method="hdbscan", min_cluster_size=3))
    code = {ident for ident, subject in TRUTH.items() if subject == "code"}
    topics_of_code = {report.assignments[ident] for ident in code}
    assert len(topics_of_code) == 1 and -1 not in topics_of_code
    assert _members(report, topics_of_code.pop()) == code
    assert [t.in_domain for t in report.topics if t.topic_id in topics_of_code] in ([], [True])


def test_hdbscan_outliers_get_no_topic_and_meet_the_lexicon_one_by_one() -> None:
    rows = np.array([[1.0, 0.0]] * 5 + [[0.0, 1.0]] * 5 + [[-1.0, -1.0]])
    labels, _ = cluster_vectors(rows, TopicConfig(method="hdbscan", min_cluster_size=3))
    assert labels[-1] == -1 and len(set(labels[:5])) == 1 and len(set(labels[5:10])) == 1


def test_too_few_distinct_texts_make_one_topic() -> None:
    labels, silhouettes = cluster_vectors(np.ones((4, 3)), TopicConfig())
    assert labels.tolist() == [0, 0, 0, 0] and silhouettes == {}


def test_topic_terms_are_class_based_tf_idf_as_computed_by_hand() -> None:
    texts = ["python list python", "python sort", "bread oven", "bread flour bread"]
    labels = [0, 0, 1, 1]
    found = topic_terms(texts, labels, top=10)
    # By hand, unigrams and bigrams per topic (each topic one document; English stop words out).
    docs = {0: ["python", "list", "python", "python list", "list python", "python", "sort",
                "python sort"],
            1: ["bread", "oven", "bread oven", "bread", "flour", "bread", "bread flour",
                "flour bread"]}
    counts = {topic: Counter(words) for topic, words in docs.items()}
    average = sum(len(words) for words in docs.values()) / 2
    everywhere = counts[0] + counts[1]
    for topic, terms in found.items():
        size = len(docs[topic])
        weight = {w: c / size * math.log(1 + average / everywhere[w])
                  for w, c in counts[topic].items()}
        expected = sorted(weight, key=lambda w: (-weight[w], w))
        assert list(terms) == expected, topic
    assert found[0][0] == "python" and found[1][0] == "bread"


def test_outliers_add_no_terms_to_any_topic() -> None:
    found = topic_terms(["python list", "python sort", "zebra"], [0, 0, -1], top=10)
    assert set(found) == {0} and "zebra" not in found[0]
    assert topic_terms(["the and of", "a the"], [0, 1]) == {0: (), 1: ()}


def test_a_model_names_topics_but_cannot_change_the_screen(conversations, embedder) -> None:
    report = screen_topics(conversations, embedder, TopicConfig(max_topics=4))

    def name(messages) -> str:
        terms = messages[-1].content.split("\n", 1)[0]
        return json.dumps({"label": "Python lists" if "python" in terms else "Everyday life"})

    named = asyncio.run(label_topics(CallableModel(name, name="namer"), report, conversations))
    assert {t.label for t in named.topics if t.in_domain} == {"Python lists"}
    assert [t.in_domain for t in named.topics] == [t.in_domain for t in report.topics]
    assert named.assignments == report.assignments


def test_a_topic_the_model_cannot_name_keeps_its_terms(conversations, embedder) -> None:
    report = screen_topics(conversations, embedder, TopicConfig(max_topics=3))
    named = asyncio.run(label_topics(CallableModel(lambda _: "no json", name="bad"), report,
                                     conversations, max_attempts=1))
    assert [t.label for t in named.topics] == [t.label for t in report.topics]
    assert len(named.notes) == len(report.topics)


def test_the_build_screens_topics_instead_of_conversations(conversations, embedder) -> None:
    screen = TopicScreen(embedder, TopicConfig(max_topics=8))
    result = asyncio.run(build_bench(pipeline_model(), conversations, BuildConfig(),
                                     topics=screen))
    stages = {drop.conversation_id: drop.stage for drop in result.dropped}
    assert result.screening.screening == "topics"
    # The recipe that says "debug" leaves with its topic; the Python question without a
    # keyword reaches the classifier (which, scripted on keywords, turns it down).
    assert stages["cake"] == "topic" and stages["reverse"] == "classifier"
    assert {i for i, s in stages.items() if s == "topic"} == {
        ident for ident, subject in TRUTH.items() if subject != "code"}
    assert {item.item_id for item in result.items} == {"py-sort", "py-dedupe", "py-words",
                                                       "py-max", "py-merge"}
    assert {item.topic for item in result.items} == {result.screening.assignments["py-sort"]}

    lexicon = asyncio.run(build_bench(pipeline_model(), conversations, BuildConfig()))
    by_lexicon = {drop.conversation_id: drop.stage for drop in lexicon.dropped}
    assert by_lexicon["reverse"] == "lexicon" and by_lexicon["cake"] == "classifier"
    assert lexicon.screening.screening == "lexicon"


def test_conversation_text_is_the_user_side() -> None:
    (first, *_) = read_conversations(DATA)
    assert conversation_text(first).startswith("Write a Python function `sort_by_age`")


def _reply(request) -> str:
    return pipeline_reply(list(request.messages))


def test_build_clusters_by_default_and_records_it(tmp_path: Path) -> None:
    with fake_openai_server(FakeServerConfig(reply=_reply)) as server:
        result = CliRunner().invoke(main, [
            "conv2bench", "build", str(DATA), "-o", str(tmp_path / "bench.jsonl"),
            "-m", f"p=openai-compatible:{server.base_url}@pipeline", "--max-topics", "8",
            "--format", "json"])
    assert result.exit_code == 0, result.output
    assert result.stderr.strip() == ""
    summary = json.loads(result.stdout)
    meta = json.loads((tmp_path / "bench.meta.json").read_text())
    assert meta["screening"] == summary["screening"]
    assert meta["screening"]["screening"] == "topics"
    assert meta["screening"]["embedding_model"].startswith("all-MiniLM-L6-v2")
    assert summary["topic"] == 13 and summary["kept"] == 5
    topics = {t["topic_id"]: t for t in meta["screening"]["topics"]}
    assert sum(t["in_domain"] for t in topics.values()) == 1


def test_build_without_the_extra_falls_back_and_says_so_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    missing = "sentence_transformers not installed (pip install 'vibebench[embed]')"
    monkeypatch.setattr("vibebench.cli.conv2bench.embeddings_missing", lambda: missing)
    with fake_openai_server(FakeServerConfig(reply=_reply)) as server:
        spec = f"p=openai-compatible:{server.base_url}@pipeline"
        result = CliRunner().invoke(main, ["conv2bench", "build", str(DATA), "-o",
                                           str(tmp_path / "bench.jsonl"), "-m", spec])
        refused = CliRunner().invoke(main, ["conv2bench", "build", str(DATA), "-o",
                                            str(tmp_path / "b.jsonl"), "-m", spec,
                                            "--screen", "topics"])
    assert result.exit_code == 0, result.output
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("note: screening each conversation with "
                                                   "the keyword lexicon") and missing in lines[0]
    meta = json.loads((tmp_path / "bench.meta.json").read_text())
    assert meta["screening"]["screening"] == "lexicon"
    assert meta["screening"]["notes"] == [f"no topic clustering: {missing}"]
    assert "screening: lexicon per conversation" in result.stdout
    assert refused.exit_code == 2 and "--screen topics needs the embed extra" in refused.output
