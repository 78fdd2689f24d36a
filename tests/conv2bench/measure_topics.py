"""Time the topic tier on N synthetic conversations: `python tests/conv2bench/measure_topics.py`.

Not a test (pytest does not collect it): prints how long loading the shipped model, embedding
and clustering take, so the figures in docs/conv2bench.md can be reproduced. The texts are
made from templates over ten subjects, 20 to 200 words each, seeded.
"""

from __future__ import annotations

import argparse
import json
import random
import time

from vibebench.conv2bench import (
    Conversation,
    SentenceEmbedder,
    TopicConfig,
    Turn,
    cluster_vectors,
    conversation_text,
    topic_terms,
)

SUBJECTS = {
    "python": ["Python function", "list of dictionaries", "pandas DataFrame", "unit test",
               "decorator", "exception handling", "regular expression", "CSV file"],
    "web": ["React component", "REST API endpoint", "CSS layout", "JavaScript promise",
            "HTML form", "Node.js server", "login page", "fetch request"],
    "sql": ["SQL query", "JOIN of two tables", "GROUP BY clause", "database index",
            "PostgreSQL schema", "stored procedure", "migration", "foreign key"],
    "cooking": ["bread recipe", "pasta sauce", "chocolate cake", "vegetable soup",
                "chicken curry", "pancakes", "salad dressing", "roast dinner"],
    "travel": ["trip to Japan", "hotel in Paris", "hiking in the Alps", "road trip itinerary",
               "budget flights", "beach holiday", "museum tour", "train journey"],
    "fitness": ["running plan", "weight training", "yoga routine", "marathon training",
                "stretching exercises", "protein diet", "home workout", "swimming technique"],
    "writing": ["poem about autumn", "short story", "cover letter", "wedding speech",
                "blog post", "song lyrics", "essay introduction", "birthday message"],
    "finance": ["monthly budget", "retirement savings", "credit card debt", "index funds",
                "mortgage rates", "tax return", "emergency fund", "stock portfolio"],
    "health": ["headache remedies", "sleep problems", "healthy breakfast", "back pain",
               "seasonal allergies", "stress relief", "vitamin intake", "cold symptoms"],
    "gardening": ["tomato plants", "rose pruning", "lawn care", "compost heap",
                  "indoor herbs", "vegetable garden", "fruit trees", "watering schedule"],
}
OPENERS = ["Can you help me with a {t}?", "I need advice on a {t}.",
           "Explain how to handle a {t}.", "What is the best approach to a {t}?",
           "Give me a detailed plan for a {t}."]
FILLER = ["I have tried a few things already", "it needs to be simple", "for a beginner",
          "with clear steps", "and explain the reasons", "as soon as possible", "in detail",
          "without extra cost", "for my family", "that works every time"]


def synthetic(count: int, seed: int = 0) -> list[Conversation]:
    """`count` single-request conversations on ten subjects, seeded."""
    rng = random.Random(seed)
    subjects = list(SUBJECTS)
    made = []
    for number in range(count):
        topic = rng.choice(SUBJECTS[subjects[number % len(subjects)]])
        words = [rng.choice(OPENERS).format(t=topic)]
        while sum(len(part.split()) for part in words) < rng.randint(20, 200):
            words.append(f"The {topic} matters because {rng.choice(FILLER)}.")
        made.append(Conversation(conversation_id=f"c{number}", source="jsonl", turns=(
            Turn(role="user", content=" ".join(words)), Turn(role="assistant", content="ok"))))
    return made


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=1000)
    parser.add_argument("--method", choices=["kmeans", "hdbscan"], default="kmeans")
    parser.add_argument("--max-topics", type=int, default=20)
    arguments = parser.parse_args()
    texts = [conversation_text(c) for c in synthetic(arguments.n)]
    marks = [(time.perf_counter(), time.process_time())]
    embedder = SentenceEmbedder()
    embedder.encode(["warm up"])
    marks.append((time.perf_counter(), time.process_time()))
    vectors = embedder.encode(texts)
    marks.append((time.perf_counter(), time.process_time()))
    config = TopicConfig(method=arguments.method, max_topics=arguments.max_topics)
    labels, silhouettes = cluster_vectors(vectors, config)
    marks.append((time.perf_counter(), time.process_time()))
    topic_terms(texts, labels.tolist(), config.top_terms)
    marks.append((time.perf_counter(), time.process_time()))
    steps = ("load", "embed", "cluster", "terms")
    print(json.dumps({
        "conversations": arguments.n, "method": arguments.method,
        "words": sum(len(text.split()) for text in texts),
        "topics": len(set(labels.tolist())),
        "best_silhouette": round(max(silhouettes.values()), 3) if silhouettes else None,
        **{f"{step}_wall_s": round(after[0] - before[0], 2)
           for step, before, after in zip(steps, marks[:-1], marks[1:], strict=True)},
        **{f"{step}_cpu_s": round(after[1] - before[1], 2)
           for step, before, after in zip(steps, marks[:-1], marks[1:], strict=True)},
    }))


if __name__ == "__main__":
    main()
