"""The composite rewards judge instructions on the code their tests run."""

from __future__ import annotations

from vibebench.rewards._combined import followed_on_tested_code
from vibebench.rewards._unit_tests import TestRewardOptions
from vibebench.tasks import load_benchmark


def test_instructions_are_judged_on_the_block_defining_the_entry_point() -> None:
    task = load_benchmark("humaneval")[0]
    program = f"{task.reference_solution}\n\nprint('done')\n"
    later = 'import logging\n\n\ndef helper():\n    logging.info("done")\n'
    completion = f"```python\n{program}```\n```python\n{later}```\n"
    [with_tests, without] = followed_on_tested_code(
        [completion, completion], [["library_2"], ["library_2"]], [task.id, None],
        TestRewardOptions(),
    )
    assert with_tests == 0.0  # the program the tests run prints
    assert without == 1.0  # no task known: the last program block (logging) is judged
