"""vericode_reward called as TRL calls reward_funcs, with known answers."""

from __future__ import annotations

import functools
import json
from typing import Any

import pytest
from reward_callers import ADD_CORRECT, ADD_SLOPPY, conversational, trl_call

from vibebench.errors import ConfigError
from vibebench.rewards import vericode_reward

INSTRUCTIONS = ["library_2", "error_1", "style_3:line_length=88"]


def _rows(count: int, instructions: Any = INSTRUCTIONS) -> list[dict[str, Any]]:
    return [{"prompt": "Write add(a, b).", "instructions": instructions}] * count


def test_string_completions_get_the_fraction_they_follow() -> None:
    rewards = trl_call(vericode_reward, _rows(2), [ADD_CORRECT, ADD_SLOPPY])
    assert rewards == [1.0, pytest.approx(1 / 3)]


def test_conversational_completions_are_scored_on_the_last_assistant_message() -> None:
    completions = [conversational(ADD_CORRECT), conversational(ADD_SLOPPY)]
    assert trl_call(vericode_reward, _rows(2), completions) == [1.0, pytest.approx(1 / 3)]


def test_a_conversation_is_scored_on_its_last_assistant_turn() -> None:
    conversation = [
        {"role": "assistant", "content": ADD_SLOPPY},
        {"role": "user", "content": "Please fix it."},
        {"role": "assistant", "content": ADD_CORRECT},
        {"role": "tool", "content": "ok"},
    ]
    assert trl_call(vericode_reward, _rows(1), [conversation]) == [1.0]


def test_multi_part_content_is_joined() -> None:
    message = {"role": "assistant", "content": [{"type": "text", "text": ADD_SLOPPY}]}
    assert trl_call(vericode_reward, _rows(1), [[message]]) == [pytest.approx(1 / 3)]


def test_per_instruction_returns_one_vector_per_completion_in_row_order() -> None:
    rows = _rows(2)
    vectors = vericode_reward(
        completions=[ADD_CORRECT, ADD_SLOPPY],
        instructions=[row["instructions"] for row in rows],
        per_instruction=True,
    )
    assert vectors == [[1.0, 1.0, 1.0], [0.0, 0.0, 1.0]]


def test_each_row_has_its_own_instructions() -> None:
    rows = [
        {"prompt": "p", "instructions": ["error_1"]},
        {"prompt": "p", "instructions": ["style_3:line_length=88"]},
    ]
    assert trl_call(vericode_reward, rows, [ADD_SLOPPY, ADD_SLOPPY]) == [0.0, 1.0]


@pytest.mark.parametrize(
    "row",
    [
        [{"id": "style_3", "params": {"line_length": 88}}, {"id": "error_1", "params": {}}],
        # What an Arrow-backed dataset makes of the line above: one struct type for all rows.
        [
            {"id": "style_3", "params": {"line_length": 88}},
            {"id": "error_1", "params": {"line_length": None}},
        ],
        json.dumps(["style_3:line_length=88", "error_1"]),
        [["style_3", {"line_length": 88}], ["error_1", {}]],
    ],
    ids=["dicts", "arrow-struct", "json-text", "pairs"],
)
def test_dataset_spellings_of_the_same_instructions_agree(row: Any) -> None:
    assert trl_call(vericode_reward, _rows(1, row), [ADD_SLOPPY]) == [0.5]


def test_a_response_without_code_follows_nothing() -> None:
    assert trl_call(vericode_reward, _rows(1), ["I would rather not write code."]) == [0.0]


def test_a_conversation_without_an_assistant_message_follows_nothing() -> None:
    completion = [{"role": "user", "content": ADD_CORRECT}]
    assert trl_call(vericode_reward, _rows(1), [completion]) == [0.0]


def test_code_that_does_not_parse_follows_nothing() -> None:
    broken = "```python\ndef add(a, b)\n    return a + b\n```"
    assert trl_call(vericode_reward, _rows(1), [broken]) == [0.0]


@pytest.mark.parametrize(
    "row",
    [["no_such_instruction"], ["style_3:line_length=eighty"], [], [{"params": {}}], [42]],
    ids=["unknown-id", "bad-parameter", "empty", "no-id", "not-a-spec"],
)
def test_bad_specs_raise_config_error(row: Any) -> None:
    with pytest.raises(ConfigError):
        trl_call(vericode_reward, _rows(1, row), [ADD_CORRECT])


def test_a_column_of_the_wrong_length_raises_config_error() -> None:
    with pytest.raises(ConfigError, match="2 values for 1 completions"):
        vericode_reward(completions=[ADD_CORRECT], instructions=[["error_1"], ["error_1"]])


def test_an_empty_batch_gives_no_rewards() -> None:
    assert vericode_reward(completions=[], instructions=[]) == []


ALIASED_PRINT = "```python\ndef greet(name):\n    p = print\n    p('hello', name)\n```"


def test_rewards_are_strict_by_default_and_paper_mode_is_available() -> None:
    # An alias of print slips past the paper's Ruff rule (T201); a reward must not pay for it.
    rows = [{"prompt": "greet", "instructions": ["library_2"]}]
    strict = trl_call(vericode_reward, rows, [ALIASED_PRINT])
    paper = vericode_reward([ALIASED_PRINT], [["library_2"]], mode="paper")
    assert strict == [0.0]
    assert paper == [1.0]


LONG_LINE = "    return a + b  # " + "x" * 70
HIDDEN_BEHIND_THINK = (
    f"```python\ndef add(a, b):\n{LONG_LINE}\n```\n</think>\n\n"
    "```python\ndef add(a, b):\n    return a + b\n```\n"
)
"""A long-lined program, then a `</think>` that renders as nothing, then a short one."""


def test_reasoning_false_judges_code_a_model_that_never_reasons_hid_behind_a_tag() -> None:
    rows = _rows(1, ["style_3:line_length=79"])
    assert trl_call(vericode_reward, rows, [HIDDEN_BEHIND_THINK]) == [1.0]  # its thinking
    never_reasons = functools.partial(vericode_reward, reasoning=False)
    assert trl_call(never_reasons, rows, [HIDDEN_BEHIND_THINK]) == [0.0]
    with pytest.raises(ConfigError, match="reasoning must be True or False"):
        vericode_reward([ADD_CORRECT], [["style_3"]], reasoning="no")
