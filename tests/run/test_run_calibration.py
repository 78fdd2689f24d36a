"""Timeout calibration on reference solutions warns when a reference fails in the sandbox."""

from __future__ import annotations

import logging

import pytest

from vibebench.execute import Runner, Sandbox, TimeoutPolicy
from vibebench.protocols._evaluate import calibrate_timeouts
from vibebench.tasks import Task


def test_a_failing_reference_is_warned_about_and_gets_no_calibrated_timeout(
    humaneval_tasks: list[Task], caplog: pytest.LogCaptureFixture
) -> None:
    good, bad = humaneval_tasks[0], humaneval_tasks[1]
    broken = bad.model_copy(
        update={"reference_solution": "def separate_paren_groups(s):\n    return []\n"}
    )
    with caplog.at_level(logging.WARNING, logger="vibebench.protocols._evaluate"):
        timeouts = calibrate_timeouts(
            [good, broken], Runner(Sandbox()), TimeoutPolicy(), workers=1, show_progress=False
        )
    assert set(timeouts) == {good.id}
    (record,) = caplog.records
    assert "1 of 2 reference solutions fail in this sandbox" in record.getMessage()
    assert broken.id in record.getMessage()


def test_passing_references_calibrate_quietly(
    humaneval_tasks: list[Task], caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.WARNING, logger="vibebench.protocols._evaluate"):
        timeouts = calibrate_timeouts(
            humaneval_tasks, Runner(Sandbox()), TimeoutPolicy(), workers=1, show_progress=False
        )
    assert set(timeouts) == {task.id for task in humaneval_tasks}
    assert caplog.records == []
