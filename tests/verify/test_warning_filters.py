"""Compiling judged code can warn (`assert (x, "why")`, `x is 1`, an invalid escape), and
`-W error` or a test runner's filters turn those warnings into SyntaxError: the verdict of
the same code must not depend on the caller's warning filters, and a batch's warnings must
not reach the console."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
import typing
import warnings

from vibebench._python_source import compile_error, compiles_module, parse_module
from vibebench.instructions._strict_scopes import _attribute
from vibebench.verify import VerifyRequest, clear_caches, verify

WARNS = 'def f(x):\n    assert (x, "why")\n    pattern = "\\d+"\n    return x is 1\n'
BROKEN = 'def f(x):\n    assert (x, "why")\n    return x +\n'
IDS = ["error_4", "logic_5", "style_2", "doc_2"]


def _verdicts() -> list[tuple[str, bool, str | None]]:
    (result,) = verify([VerifyRequest(response=f"```python\n{WARNS}```\n", instructions=IDS)])
    return [(v.instruction_id, v.passed, v.error) for v in result.verdicts]


def test_code_that_warns_compiles_whatever_the_warning_filters() -> None:
    quiet = _verdicts()
    assert all(error is None for _, _, error in quiet)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert compiles_module(WARNS)
        assert parse_module(WARNS) is not None
        assert compile_error(WARNS) is None
        assert _verdicts() == quiet


def test_a_syntax_error_is_reported_as_itself_not_as_an_earlier_warning() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert not compiles_module(BROKEN)
        error = compile_error(BROKEN)
    assert isinstance(error, SyntaxError)
    assert error.lineno == 3


def test_verifying_code_that_warns_prints_no_warning() -> None:
    response = "```python\n" + WARNS + "```\n"
    script = (
        "import json, sys; from vibebench.verify import VerifyRequest, verify; "
        f"r = verify([VerifyRequest(response={response!r}, "
        f"instructions={IDS!r})], mode='strict'); "
        "print(json.dumps([v.passed for v in r[0].verdicts]))"
    )
    done = subprocess.run(
        [sys.executable, "-W", "default", "-c", script],
        capture_output=True, text=True, timeout=120, check=True,
    )  # fmt: skip
    assert "Warning" not in done.stderr
    assert len(json.loads(done.stdout)) == len(IDS)


def test_reading_a_standard_name_that_warns_gives_the_same_verdict_under_w_error() -> None:
    """Strict mode reads `typing.re.Pattern` off the module to learn what it is, and that
    read warns: under `-W error` it once crashed the check (an error verdict that a quiet
    caller never saw)."""
    response = "```python\nimport typing\n\n\ndef f(x: typing.re.Pattern) -> None:\n    pass\n```"

    def judged() -> list[tuple[bool, str | None, list[str]]]:
        clear_caches()  # the standard names read are cached: read them again
        (result,) = verify([VerifyRequest(response=response, instructions=["style_7"])],
                           mode="strict")  # fmt: skip
        return [(v.passed, v.error, [d.message for d in v.diagnostics]) for v in result.verdicts]

    with warnings.catch_warnings():
        warnings.simplefilter("error")
        loud = judged()
    assert loud == judged()
    assert loud[0][1] is None


def test_threads_silencing_warnings_at_once_leave_the_filters_as_they_were() -> None:
    """Each `catch_warnings` block restores the filters it saw on entry: two threads' blocks
    interleaving (inspect's scorers judge in worker threads) left "ignore every warning" in
    place for the whole process. Reading `typing.re` (which warns) from eight threads with
    a switch every microsecond did that in two of three runs before the blocks took turns."""
    def read() -> None:
        for _ in range(1500):
            _attribute(typing, "re")

    before = list(warnings.filters)
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    try:
        for _ in range(3):
            threads = [threading.Thread(target=read) for _ in range(8)]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            assert warnings.filters == before
    finally:
        sys.setswitchinterval(interval)
