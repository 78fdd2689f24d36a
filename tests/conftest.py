"""Shared test configuration."""

from __future__ import annotations

import signal
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from vibebench.augment import augment_tasks_by_rules, write_augmented
from vibebench.tasks import Task, load_benchmark

if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
    # A suite started as a background job of a non-interactive shell (`bash .ci/run &`)
    # inherits SIGINT ignored, and so would every process a test starts: the Ctrl-C tests
    # (a run, the proxy, a fresh-thread batch) would wait forever for an interrupt.
    signal.signal(signal.SIGINT, signal.default_int_handler)

_PROXY_VARIABLES = (
    "HTTP_PROXY",
    "HTTPS_PROXY",
    "ALL_PROXY",
    "http_proxy",
    "https_proxy",
    "all_proxy",
)


@pytest.fixture(autouse=True)
def _no_proxy(monkeypatch: pytest.MonkeyPatch) -> None:
    """Requests go to 127.0.0.1 directly even where the machine sets a proxy.

    Every test that talks HTTP does so to a server it started on 127.0.0.1, never beyond.
    """
    for name in _PROXY_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("NO_PROXY", "127.0.0.1,localhost")


@pytest.fixture(scope="module")
def cluster() -> Iterator[Any]:
    """A real local Ray cluster of two nodes with one CPU each, for one test module (the
    execute and run tests on Ray). Ray is imported only by the modules that use it."""
    import ray  # noqa: PLC0415
    from ray.cluster_utils import Cluster  # noqa: PLC0415

    from vibebench.execute._ray import shutdown  # noqa: PLC0415

    cluster = Cluster(initialize_head=True, head_node_args={"num_cpus": 1})
    cluster.add_node(num_cpus=1)
    cluster.wait_for_nodes()
    ray.init(address=cluster.address, log_to_driver=False)
    yield cluster
    shutdown()
    cluster.shutdown()


# Shared by the protocol and run tests: a few real HumanEval tasks with rule-based instructions.
TASK_COUNT = 3


@pytest.fixture(scope="session")
def humaneval_tasks() -> list[Task]:
    return load_benchmark("humaneval")[:TASK_COUNT]


@pytest.fixture(scope="session")
def augmented_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Rule-based instructions (k=3) for the first HumanEval tasks."""
    tasks = load_benchmark("humaneval")[:TASK_COUNT]
    path = tmp_path_factory.mktemp("augmented") / "humaneval.jsonl"
    write_augmented(path, augment_tasks_by_rules(tasks, benchmark="humaneval", k=3, seed=0))
    return path


@pytest.fixture(scope="session")
def reference_reply():
    """Build a reply function answering with the reference solution of the task it was asked."""
    return _reference_reply


def _reference_reply(tasks: list[Task]):

    def reply(conversation_text: str) -> str:
        for task in tasks:
            if task.prompt.strip() in conversation_text:
                return f"```python\n{task.reference_solution}\n```"
        return "I do not know this task."

    return reply
