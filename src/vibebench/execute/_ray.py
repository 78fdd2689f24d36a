"""Sandboxed execution on a Ray cluster: whole batches as Ray tasks, the driver the one writer.

Why this shape:
- A Ray task runs a whole batch of jobs (one warm zygote per Ray worker process, kept between
  tasks), never one tiny task per sample: a task costs milliseconds of scheduling, a sample
  about ten.
- Every node checks itself before it gets work: bubblewrap usable, the same Ruff version as
  the driver, and a sandbox self-test (a reference passes, a wrong program fails). A node that
  fails is reported and left out; it never gives different verdicts silently.
- Results come back to the driver as each batch ends; only the driver calls `on_verdict`
  (which is where stores and files are written), so nothing is written twice. A lost node's
  batches are retried by Ray (`max_retries`); a batch that still fails is recorded as an
  error verdict for each of its samples, once.
"""

from __future__ import annotations

import logging
import os
import subprocess
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from vibebench.errors import ConfigError, SandboxError
from vibebench.execute._models import ExecutionVerdict, Sample, SandboxConfig
from vibebench.execute._runners import ExecutionJob, Runner
from vibebench.execute._sandbox import Sandbox

__all__ = ["NodeCheck", "check_nodes", "ray_available", "run_jobs_on_ray"]

logger = logging.getLogger(__name__)

_RUNNERS: dict[str, Runner] = {}
"""One runner (and its warm zygotes) per sandbox configuration in each Ray worker process."""
_MAX_RETRIES = 3


def ray_available() -> bool:
    """Whether the `ray` extra is installed."""
    try:
        import ray  # noqa: F401, PLC0415
    except ImportError:
        return False
    return True


def _import_ray() -> Any:
    try:
        import ray  # noqa: PLC0415
    except ImportError as err:
        msg = "--executor ray needs the ray extra: pip install 'vibebench[ray]'"
        raise ConfigError(msg) from err
    return ray


def ruff_version() -> str:
    """The Ruff binary's version string, as verification on this node would use it."""
    from ruff.__main__ import find_ruff_bin  # noqa: PLC0415

    done = subprocess.run(
        [find_ruff_bin(), "--version"], capture_output=True, text=True, check=False, timeout=30
    )
    return done.stdout.strip()


def _runner_for(config_json: str) -> Runner:
    if config_json not in _RUNNERS:
        _RUNNERS[config_json] = Runner(Sandbox(SandboxConfig.model_validate_json(config_json)))
    return _RUNNERS[config_json]


def _run_batch(config_json: str, jobs: list[ExecutionJob]) -> list[ExecutionVerdict]:
    return _runner_for(config_json).run_batch(jobs)


def _self_test(config_json: str, driver_ruff: str) -> dict[str, Any]:
    """On one node: the facts that must hold before it may judge samples."""
    import ray  # noqa: PLC0415

    from vibebench.tasks import load_benchmark  # noqa: PLC0415

    node = ray.get_runtime_context().get_node_id()
    try:
        own_ruff = ruff_version()
        if own_ruff != driver_ruff:
            return {
                "node": node,
                "ok": False,
                "reason": f"Ruff {own_ruff!r} here, {driver_ruff!r} on the driver",
            }
        task = load_benchmark("humaneval")[0]
        good = Sample(task_id=task.id, program=task.reference_solution or "")
        bad = Sample(
            task_id=task.id, program=task.code_prefix + "    return None\n", completion_id=1
        )
        verdicts = _run_batch(
            config_json, [ExecutionJob(task, good, 10.0), ExecutionJob(task, bad, 10.0)]
        )
        statuses = [v.status for v in verdicts]
        if statuses != ["passed", "failed"]:
            return {"node": node, "ok": False, "reason": f"sandbox self-test gave {statuses}"}
    except Exception as err:  # noqa: BLE001 - any failure excludes the node, with its reason
        return {"node": node, "ok": False, "reason": f"{type(err).__name__}: {err}"}
    return {"node": node, "ok": True, "reason": ""}


@dataclass(frozen=True)
class NodeCheck:
    """One node's self-check before it gets samples."""

    node: str
    ok: bool
    reason: str


def connect(address: str | None) -> Any:
    """Join the cluster at `address` (default: `auto`, else start a local Ray instance)."""
    ray = _import_ray()
    if ray.is_initialized():
        return ray
    if address:
        ray.init(address=address, log_to_driver=False)
        return ray
    try:
        ray.init(address="auto", log_to_driver=False)
    except (ConnectionError, RuntimeError, ValueError):
        ray.init(log_to_driver=False, include_dashboard=False)
    return ray


_CHECKED: dict[tuple[str, str], NodeCheck] = {}
"""Self-checks already done in this driver, by (node, sandbox configuration)."""


def check_nodes(config: SandboxConfig, address: str | None = None) -> list[NodeCheck]:
    """The self-check of every alive node of the cluster (run once per node and config)."""
    ray = connect(address)
    config_json = config.model_dump_json()
    alive = [node["NodeID"] for node in ray.nodes() if node.get("Alive")]
    unchecked = [node for node in alive if (node, config_json) not in _CHECKED]
    if unchecked:
        for check in _run_checks(ray, unchecked, config_json):
            _CHECKED[(check.node, config_json)] = check
    return [_CHECKED[(node, config_json)] for node in alive]


def _run_checks(ray: Any, nodes: list[str], config_json: str) -> list[NodeCheck]:
    from ray.util.scheduling_strategies import NodeAffinitySchedulingStrategy  # noqa: PLC0415

    test = ray.remote(num_cpus=1, max_retries=0)(_self_test)
    driver_ruff = ruff_version()
    refs = [
        test.options(scheduling_strategy=NodeAffinitySchedulingStrategy(node, soft=False)).remote(
            config_json, driver_ruff
        )
        for node in nodes
    ]
    checks = []
    for node, ref in zip(nodes, refs, strict=True):
        try:
            result = ray.get(ref)
        except Exception as err:  # noqa: BLE001 - a node that cannot even run the test is out
            result = {"node": node, "ok": False, "reason": f"{type(err).__name__}: {err}"}
        checks.append(NodeCheck(node=node, ok=bool(result["ok"]), reason=str(result["reason"])))
    return checks


def run_jobs_on_ray(
    jobs: Sequence[ExecutionJob],
    config: SandboxConfig,
    *,
    batch_size: int,
    address: str | None = None,
    on_verdict: Callable[[ExecutionVerdict], None] | None = None,
    on_batch: Callable[[int], None] | None = None,
) -> list[ExecutionVerdict]:
    """Run every job as part of a batch task on the cluster; verdicts in job order.

    Raises:
        SandboxError: no node passed its self-check.
    """
    ray = connect(address)
    from ray.util.scheduling_strategies import NodeAffinitySchedulingStrategy  # noqa: PLC0415

    checks = check_nodes(config, address)
    good = [check.node for check in checks if check.ok]
    for check in checks:
        if not check.ok:
            logger.warning("Ray node %s left out: %s", check.node, check.reason)
    if not good:
        reasons = "; ".join(f"{c.node[:8]}: {c.reason}" for c in checks) or "no alive node"
        raise SandboxError(f"no Ray node passed its sandbox self-check ({reasons})")
    remote = ray.remote(num_cpus=1, max_retries=_MAX_RETRIES, retry_exceptions=False)(_run_batch)
    batches = [list(jobs[start : start + batch_size]) for start in range(0, len(jobs), batch_size)]
    config_json = config.model_dump_json()
    pending: dict[Any, int] = {}
    for index, batch in enumerate(batches):
        options = (
            {}
            if len(good) == len(checks)
            else {
                "scheduling_strategy": NodeAffinitySchedulingStrategy(
                    good[index % len(good)], soft=False
                )
            }
        )
        pending[remote.options(**options).remote(config_json, batch)] = index
    results: dict[int, list[ExecutionVerdict]] = {}
    while pending:
        done, _ = ray.wait(list(pending), num_returns=1)
        index = pending.pop(done[0])
        results[index] = _batch_result(ray, done[0], batches[index], config)
        for verdict in results[index]:
            if on_verdict is not None:
                on_verdict(verdict)
        if on_batch is not None:
            on_batch(len(results[index]))
    return [verdict for index in range(len(batches)) for verdict in results[index]]


def _batch_result(
    ray: Any, ref: Any, batch: list[ExecutionJob], config: SandboxConfig
) -> list[ExecutionVerdict]:
    """The batch's verdicts, or one error verdict per sample when the task failed for good."""
    isolation = "rlimits" if config.isolation == "rlimits" else "bwrap"
    try:
        return list(ray.get(ref))
    except Exception as err:  # noqa: BLE001 - recorded once per sample, never retried forever
        reason = f"the Ray task failed after {_MAX_RETRIES} retries: {type(err).__name__}"
        return [
            ExecutionVerdict(
                task_id=job.task.id,
                completion_id=job.sample.completion_id,
                status="error",
                duration_s=0.0,
                isolation=isolation,
                message=reason,
            )
            for job in batch
        ]


def shutdown() -> None:
    """Leave the cluster (tests and one-off commands)."""
    if ray_available():
        import ray  # noqa: PLC0415

        if ray.is_initialized():
            ray.shutdown()


os.environ.setdefault("RAY_DEDUP_LOGS", "0")
