"""Timeout calibration on reference solutions warns when a reference fails in the sandbox."""

from __future__ import annotations

import logging

import pytest

from vibebench.execute._pool import PoolOptions
from vibebench.run import Execution
from vibebench.tasks import Task


def test_a_failing_reference_is_warned_about_and_gets_no_calibrated_timeout(
    humaneval_tasks: list[Task], caplog: pytest.LogCaptureFixture
) -> None:
    good, bad = humaneval_tasks[0], humaneval_tasks[1]
    broken = bad.model_copy(
        update={"reference_solution": "def separate_paren_groups(s):\n    return []\n"}
    )
    with caplog.at_level(logging.WARNING, logger="vibebench.run._execute"):
        timeouts = _execution().calibrated_timeouts([good, broken])
    assert set(timeouts) == {good.id}
    (record,) = caplog.records
    assert "1 of 2 reference solutions fail in this sandbox" in record.getMessage()
    assert broken.id in record.getMessage()


def test_passing_references_calibrate_quietly(
    humaneval_tasks: list[Task], caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.WARNING, logger="vibebench.run._execute"):
        timeouts = _execution().calibrated_timeouts(humaneval_tasks)
    assert set(timeouts) == {task.id for task in humaneval_tasks}
    assert caplog.records == []


def _execution() -> Execution:
    return Execution(pool=PoolOptions(workers=1, show_progress=False))
