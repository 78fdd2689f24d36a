"""How the rewards check the shape and type of their arguments: a batch that is no list, a
flag that is no bool, an alpha that is no number, a completion that is one message, and
errors that name the row they come from."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import pytest
from reward_callers import ADD_CORRECT, ADD_TESTS, conversational

from vibebench.errors import ConfigError
from vibebench.execute import Runner
from vibebench.rewards import combined_reward, compute_score, unit_test_reward, vericode_reward
from vibebench.rewards._verl import compute_score_batch

numpy = pytest.importorskip("numpy")

LONG_LINE = '```python\nx = "' + "a" * 80 + '"\n```\n'
TRUTH = {"instructions": ["style_3"], "tests": ADD_TESTS}

REWARDS: dict[str, Callable[..., Any]] = {
    "vericode": lambda completions, **kw: vericode_reward(
        completions=completions, instructions=[["style_3"]], **kw
    ),
    "unit_test": lambda completions, **kw: unit_test_reward(
        completions=completions, tests=[ADD_TESTS], **kw
    ),
    "combined": lambda completions, **kw: combined_reward(
        completions=completions, instructions=[["style_3"]], tests=[ADD_TESTS], **kw
    ),
}
"""Each reward called as TRL calls it, for one completion with one row of columns."""


# --- completions and columns must be lists ------------------------------------------------


@pytest.mark.parametrize("reward", REWARDS.values(), ids=REWARDS.keys())
@pytest.mark.parametrize(
    ("completions", "kind"),
    [(ADD_CORRECT, "str"), (None, "None"), ({"role": "assistant", "content": "x"}, "dict")],
    ids=["a-string", "none", "a-dict"],
)
def test_completions_that_are_no_batch_are_refused_by_name(
    reward: Callable[..., Any], completions: Any, kind: str
) -> None:
    """A string used to be split into characters, and then blamed on the other column."""
    with pytest.raises(ConfigError, match=rf"^`completions` must be a list .*, not {kind}$"):
        reward(completions)


@pytest.mark.parametrize("value", [None, 3, "style_3", {"id": "style_3"}])
@pytest.mark.parametrize(
    ("reward", "column"),
    [
        (lambda **kw: vericode_reward(completions=[LONG_LINE], **kw), "instructions"),
        (lambda **kw: unit_test_reward(completions=[ADD_CORRECT], **kw), "tests"),
        (lambda **kw: combined_reward([ADD_CORRECT], tests=[ADD_TESTS], **kw), "instructions"),
        (lambda **kw: combined_reward([ADD_CORRECT], instructions=[["style_3"]], **kw), "tests"),
    ],
    ids=["vericode-instructions", "unit-test-tests", "combined-instructions", "combined-tests"],
)
def test_a_column_that_is_no_list_is_refused_by_name(
    reward: Callable[..., Any], column: str, value: Any
) -> None:
    with pytest.raises(ConfigError, match=rf"^`{column}` must be a list \(one value per"):
        reward(**{column: value})


@pytest.mark.parametrize(
    ("argument", "value"),
    [
        ("solution_strs", ADD_CORRECT),
        ("solution_strs", None),
        ("data_sources", None),
        ("ground_truths", None),
        ("ground_truths", TRUTH),
        ("extra_infos", 5),
    ],
    ids=["solution-str", "solution-none", "sources-none", "truth-none", "truth-dict", "info-int"],
)
def test_verl_batch_arguments_that_are_no_lists_are_refused_by_name(
    argument: str, value: Any
) -> None:
    arguments: dict[str, Any] = {
        "data_sources": ["d"],
        "solution_strs": [ADD_CORRECT],
        "ground_truths": [TRUTH],
        "extra_infos": None,
        argument: value,
    }
    with pytest.raises(ConfigError, match=rf"^`{argument}` must be a list"):
        compute_score_batch(**arguments)


def test_tuples_and_numpy_arrays_are_batches() -> None:
    spec = {"id": "style_3", "params": {"line_length": 120}}
    assert vericode_reward((LONG_LINE, "x"), ([spec], ["style_3"])) == [1.0, 0.0]
    completions = numpy.array([LONG_LINE], dtype=object)
    assert vericode_reward(completions, numpy.array([[spec]], dtype=object)) == [1.0]


# --- a single message is not a conversation ---------------------------------------------------


@pytest.mark.parametrize("reward", REWARDS.values(), ids=REWARDS.keys())
def test_a_completion_that_is_one_message_dict_is_refused_naming_its_row(
    reward: Callable[..., Any],
) -> None:
    """TRL passes each conversational completion as a list of messages; a bare dict is a
    caller that unwrapped it (or passed a row) by mistake, and used to be scored."""
    message = {"role": "assistant", "content": ADD_CORRECT}
    with pytest.raises(ConfigError, match=r"^completion 0: .*not a single message \(dict\)"):
        reward([message])
    with pytest.raises(ConfigError, match=r"^item 0: .*not a single message"):
        compute_score("d", message, TRUTH)


def test_the_same_message_in_a_list_is_scored() -> None:
    assert vericode_reward([conversational(ADD_CORRECT)], [["style_3"]]) == [1.0]


# --- flags must be bools ---------------------------------------------------------------------


FLAG_CALLS = [
    ("vericode", "per_instruction"),
    ("vericode", "reasoning"),
    ("unit_test", "partial_credit"),
    ("unit_test", "continuation"),
    ("unit_test", "reasoning"),
    ("combined", "partial_credit"),
    ("combined", "continuation"),
    ("combined", "reasoning"),
]


@pytest.mark.parametrize("value", ["no", "false", "True", 0, 1, None, [True]])
@pytest.mark.parametrize(("reward", "flag"), FLAG_CALLS, ids=[f"{r}-{f}" for r, f in FLAG_CALLS])
def test_every_flag_is_refused_unless_it_is_a_bool(reward: str, flag: str, value: Any) -> None:
    """`per_instruction="no"` used to be read as true, while `reasoning="false"` was refused."""
    with pytest.raises(ConfigError, match=f"^{flag} must be True or False, got"):
        REWARDS[reward]([LONG_LINE], **{flag: value})


@pytest.mark.parametrize("value", ["no", 0])
def test_verl_flags_are_refused_unless_they_are_bools(value: Any) -> None:
    with pytest.raises(ConfigError, match="^partial_credit must be True or False"):
        compute_score("d", ADD_CORRECT, TRUTH, partial_credit=value)


def test_a_numpy_bool_counts_as_the_bool_it_holds() -> None:
    spec = {"id": "style_3", "params": {"line_length": 120}}
    rows = [[spec, "style_3"]]
    assert vericode_reward([LONG_LINE], rows, per_instruction=numpy.bool_(True)) == [[1.0, 0.0]]
    assert vericode_reward([LONG_LINE], rows, per_instruction=numpy.bool_(False)) == [0.5]
    assert vericode_reward([LONG_LINE], rows, reasoning=numpy.bool_(False)) == [0.5]


# --- alpha must be a real number in [0, 1] ---------------------------------------------------


@pytest.mark.parametrize("alpha", ["0.4", True, False, None, [0.4], numpy.bool_(True)])
def test_an_alpha_that_is_no_number_is_refused_everywhere(alpha: Any) -> None:
    """`alpha="0.4"` used to weigh the reward while `timeout_s="10"` was refused."""
    message = "alpha must be a number in"
    with pytest.raises(ConfigError, match=f"^{message}"):
        combined_reward([ADD_CORRECT], [["style_3"]], [ADD_TESTS], alpha=alpha)
    if alpha is not None:  # None in a ground truth or extra_info is Arrow's "no value"
        with pytest.raises(ConfigError, match=f"^item 0: {message}"):
            compute_score("d", ADD_CORRECT, {**TRUTH, "alpha": alpha})
        with pytest.raises(ConfigError, match=f"^item 0: {message}"):
            compute_score("d", ADD_CORRECT, TRUTH, {"alpha": alpha})
    with pytest.raises(ConfigError, match=f"^{message}"):
        compute_score("d", ADD_CORRECT, TRUTH, alpha=alpha)


def test_an_alpha_outside_the_unit_interval_names_the_verl_row() -> None:
    truths = [TRUTH, {**TRUTH, "alpha": 1.5}]
    with pytest.raises(ConfigError, match=r"^item 1: alpha must be in \[0, 1\], got 1.5"):
        compute_score_batch(["d", "d"], [ADD_CORRECT] * 2, truths)
    with pytest.raises(ConfigError, match=r"^item 0: alpha must be in \[0, 1\], got nan"):
        compute_score("d", ADD_CORRECT, {**TRUTH, "alpha": float("nan")})


@pytest.mark.parametrize(
    "alpha",
    [numpy.float64(0.5), numpy.float32(0.5), numpy.array(0.5), 0.5],
    ids=["float64", "float32", "0-d-array", "float"],
)
def test_numpy_numbers_are_alphas(runner: Runner, alpha: Any) -> None:
    """verl hands columns over as numpy values: a numpy alpha is still a number."""
    sloppy = "```python\ndef add(a, b):\n    return a + b  # " + "x" * 90 + "\n```"
    expected = 0.5 * 0.0 + 0.5 * 1.0  # long line fails style_3; the tests pass
    score = functools.partial(compute_score, "d", sloppy, runner=runner)
    assert score({**TRUTH, "alpha": alpha}) == pytest.approx(expected)
    assert score(TRUTH, {"alpha": alpha}) == pytest.approx(expected)
    combined = combined_reward([sloppy], [["style_3"]], [ADD_TESTS], alpha=alpha, runner=runner)
    assert combined == [pytest.approx(expected)]


# --- errors name the row ---------------------------------------------------------------------


def test_a_spec_string_whose_parameter_is_not_key_value_names_its_row() -> None:
    rows = [["style_3"], ["error_1", "style_3:line_length"]]
    with pytest.raises(
        ConfigError,
        match=r"^completion 1, instruction 1: parameter 'line_length' of 'style_3' is not key",
    ):
        vericode_reward([LONG_LINE, LONG_LINE], rows)
    with pytest.raises(ConfigError, match=r"^item 1, instruction 0: parameter 'line_length'"):
        compute_score_batch(["d", "d"], [LONG_LINE] * 2, [["style_3"], ["style_3:line_length"]])
    with pytest.raises(ConfigError, match=r"^completion 0, instruction 0: parameter"):
        combined_reward([ADD_CORRECT], ["style_3:line_length"], [ADD_TESTS])


def test_a_well_formed_spec_string_still_scores_as_before() -> None:
    assert vericode_reward([LONG_LINE], [["style_3:line_length=120"]]) == [1.0]
    assert vericode_reward([LONG_LINE], ["style_3:line_length=80"]) == [0.0]


def test_an_unknown_benchmark_names_its_row() -> None:
    bad = {"benchmark": "nobench", "task_id": "x"}
    with pytest.raises(ConfigError, match=r"^completion 1: unknown benchmark 'nobench'"):
        unit_test_reward([ADD_CORRECT, ADD_CORRECT], [ADD_TESTS, bad])
    with pytest.raises(ConfigError, match=r"^completion 0: unknown benchmark 'nobench'"):
        combined_reward([ADD_CORRECT], [["style_3"]], [bad])
    with pytest.raises(ConfigError, match=r"^item 2: unknown benchmark 'nobench'"):
        compute_score_batch(["d"] * 3, [ADD_CORRECT] * 3, [TRUTH, TRUTH, {"tests": bad}])
