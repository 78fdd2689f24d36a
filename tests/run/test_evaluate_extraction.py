"""`vibebench run` extracts a response once, knowing the task, and verifies that same code."""

from __future__ import annotations

from pathlib import Path

from vibebench.instructions import InstructionSpec
from vibebench.run import PlannedSample, PlannedTask, extract_and_verify
from vibebench.store import GenerationRecord, RunStore, SampleKey
from vibebench.tasks import Task
from vibebench.verify import extract_code


def _printing_program(task: Task) -> str:
    """The reference with a print in the entry point: it does not follow library_2."""
    header, _, _ = (task.reference_solution or "").partition('    """')
    return f'{header}    print("checking")\n    return False\n'


def test_the_code_stored_for_the_tests_is_the_code_verified(
    tmp_path: Path, humaneval_tasks: list[Task]
) -> None:
    task = humaneval_tasks[0]
    later = 'import logging\n\n\ndef helper():\n    logging.info("done")\n'
    response = f"```python\n{_printing_program(task)}```\n\n```python\n{later}```\n"
    assert extract_code(response).code == later  # without the task, the last program wins
    unit = PlannedSample(
        PlannedTask(task, (InstructionSpec(id="library_2"),)), setting="single", k=1, sample=0
    )
    with RunStore.open(tmp_path / "runs.db") as store:
        run_id = store.create_or_get_run("t", {})
        key = SampleKey(run_id=run_id, model="m", task_id=task.id, setting="single", k=1, sample=0)
        store.put_generation(
            key, GenerationRecord(turn=0, final=True, messages=[], response=response)
        )
        assert extract_and_verify(store, [unit], [key]) == 1
        extraction = store.get_extraction(key)
        (verdict,) = store.get_verdicts(key)
    assert extraction is not None and extraction.code is not None
    assert f"def {task.entry_point}" in extraction.code and "logging" not in extraction.code
    assert verdict.instruction_id == "library_2"
    assert verdict.passed is False  # judged on the program that prints, as the tests run it
