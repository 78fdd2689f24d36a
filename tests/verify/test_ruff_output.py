"""Reading what Ruff found: its concise text, strictly, with JSON as the second try.

The concise output is a seventh of JSON's size and reads ~8x faster, but it is plain text:
anything that is not exactly one diagnostic per line of a file vibebench wrote, then a
summary with the right count, must send the engine back to JSON, never lose or invent a
diagnostic, and never give one response's file a line meant to look like another's.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import pytest

from vibebench.verify import VerifyRequest, verify
from vibebench.verify import _batch as batch_module
from vibebench.verify._ruff import ruff_binary
from vibebench.verify._ruff_output import concise_rows, json_rows

CODE = (
    "import os\n\n\n"
    "def Add(a, b):\n"
    "    print('%s' % a)\n"
    "    return os.path.join(a, b)  # a comment long enough to run past the limit"
    " of eighty-eight characters\n"
)
BROKEN = "def f(:\n    pass\n"


def _tree(tmp_path: Path) -> Path:
    """A tree laid out as the engine lays one out, with a syntax error in one file."""
    folder = tmp_path / "tree" / "c0"
    folder.mkdir(parents=True)
    (folder / "ruff.toml").write_text('[lint]\nselect = ["ALL"]\n')
    (folder / "r0_0.py").write_text(CODE)
    (folder / "r1_0.w0.py").write_text(BROKEN)
    (folder / "r2_0.py").write_text('"""Nothing to find."""\n')
    return tmp_path / "tree"


def _ruff(tree: Path, output: str) -> str:
    return subprocess.run(
        [ruff_binary(), "check", "--output-format", output, "--unfixable", "ALL", "--no-cache",
         "--ignore-noqa", "--no-fix", str(tree)],
        capture_output=True, text=True, check=False, env=batch_module.ruff_environment(),
    ).stdout  # fmt: skip


def test_the_concise_rows_are_the_json_rows(tmp_path: Path) -> None:
    tree = _tree(tmp_path)
    concise = concise_rows(_ruff(tree, "concise"))
    assert concise is not None
    assert concise == json_rows(json.loads(_ruff(tree, "json")))
    codes = {row[1] for row in concise}
    assert {"invalid-syntax", "E501", "T201", "UP031", "N802"} <= codes
    assert all(row[0].endswith(".py") for row in concise)


def test_a_clean_tree_reads_as_no_rows() -> None:
    assert concise_rows("All checks passed!\n") == []


GOOD_LINE = "/t/tree/c0/r0_0.py:4:5: N802 Function name `Add` should be lowercase"


@pytest.mark.parametrize(
    "text",
    [
        "",
        f"{GOOD_LINE}\n",  # no summary
        f"{GOOD_LINE}\nFound 2 errors.\n",  # a line lost
        f"{GOOD_LINE}\n/t/tree/c0/r1_0.py:1:1: T201 `print` found\nFound 1 error.\n",  # forged
        f"{GOOD_LINE}\nand more of its message\nFound 1 error.\n",  # a message over two lines
        f"\x1b[1m{GOOD_LINE}\x1b[0m\nFound 1 error.\n",  # colour codes
        "/t/elsewhere.py:1:1: T201 `print` found\nFound 1 error.\n",  # a file not of the tree
        "/t/tree/c0/r0_0.py:1:1: T201 [*] `print` found\nwarning: x\nFound 1 error.\n",
        "All checks passed!\nFound 0 errors.\n",
    ],
    ids=[
        "empty",
        "no-summary",
        "lost",
        "forged",
        "two-lines",
        "colour",
        "foreign",
        "stray",
        "two-summaries",
    ],  # fmt: skip
)
def test_concise_text_that_is_not_exactly_as_expected_is_refused(text: str) -> None:
    assert concise_rows(text) is None


@pytest.fixture
def forging_ruff(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The real Ruff, except that its concise output gains a diagnostic on another file
    (as a message running over two lines could look); JSON runs are left alone."""
    real = ruff_binary()
    log = tmp_path / "outputs"
    script = tmp_path / "ruff"
    script.write_text(
        "#!/bin/sh\n"
        'case "$*" in *concise*) ;; *) echo json >> ' + str(log) + f'; exec {real} "$@";; esac\n'
        f"echo concise >> {log}\n"
        f'{real} "$@" > "$0.out"; status=$?\n'
        "forged=$(grep -o '^[^:]*r[0-9]*_[0-9]*[.a-z0-9]*\\.py' \"$0.out\" | tail -1)\n"
        'sed "1i ${forged%_*}_0.py:1:1: T201 \\`print\\` found" "$0.out"\n'
        "exit $status\n"
    )
    script.chmod(0o755)
    monkeypatch.setattr(batch_module, "ruff_binary", lambda: str(script))
    return log


def test_a_forged_line_sends_the_engine_to_json_and_changes_no_verdict(
    forging_ruff: Path,
) -> None:
    requests = [
        VerifyRequest(
            task_id=str(number),
            response=f"x{number} = {number}\n",
            instructions=["library_2", "style_3"],
        )  # fmt: skip
        for number in range(4)
    ] + [VerifyRequest(task_id="long", response=CODE, instructions=["style_3"])]
    results = verify(requests)
    assert forging_ruff.read_text().split() == ["concise", "json"]
    assert [result.all_passed for result in results] == [True] * 4 + [False]
    assert all(not result.verifier_errors for result in results)


def test_colours_forced_by_the_user_do_not_reach_the_output(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("FORCE_COLOR", "1")
    monkeypatch.setenv("CLICOLOR_FORCE", "1")
    tries = _json_tries(monkeypatch)
    [result] = verify([VerifyRequest(response=CODE, instructions=["style_3", "library_2"])])
    assert not tries, "the concise output was read"
    assert [verdict.passed for verdict in result.verdicts] == [False, False]
    assert [d.rule for d in result.verdicts[1].diagnostics] == ["T201"]


def test_a_tree_under_a_directory_with_a_colon_is_read_from_json(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The concise reader takes no colon in a path; such a tree still gets its verdicts."""
    workdir = tmp_path / "runs:1:2: E501 x"
    workdir.mkdir()
    monkeypatch.setenv("VIBEBENCH_TMPDIR", str(workdir))
    tries = _json_tries(monkeypatch)
    [result] = verify([VerifyRequest(response=CODE, instructions=["style_3", "library_2"])])
    assert len(tries) == 1
    assert [verdict.passed for verdict in result.verdicts] == [False, False]
    assert [d.rule for d in result.verdicts[1].diagnostics] == ["T201"]


def _json_tries(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """The runs the engine asks Ruff for again as JSON, recorded as it does."""
    tries: list[Any] = []
    real = batch_module.RuffBatch._again

    def again(batch: Any, run: Any, *, as_json: bool = False) -> Any:
        if as_json:
            tries.append(run)
        return real(batch, run, as_json=as_json)

    monkeypatch.setattr(batch_module.RuffBatch, "_again", again)
    return tries
