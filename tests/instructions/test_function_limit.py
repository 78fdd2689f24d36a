"""FunctionLimit: the wiring logic_1-4 share (Ruff setting from the parameter, applicability)."""

from __future__ import annotations

import pytest

from vibebench.instructions import get_instruction
from vibebench.instructions._limits import FunctionLimit, Limit


class _MaxArguments(FunctionLimit):
    """A plugin-style limit: at most N arguments per function."""

    id = "test_max_args"
    name = "max_args"
    category = "logic"
    description = "At most N arguments."
    generation_prompt = "At most {max_args} arguments."
    edit_prompt = "Reduce arguments to {max_args}."
    parameters = (
        get_instruction("logic_2")
        .parameters[0]
        .model_copy(update={"name": "max_args", "default": 2}),
    )
    ruff_rules = ("PLR0913",)
    measure = staticmethod(lambda func: len(func.args.args))
    ruff_setting = ("pylint", "max-args")


def test_the_bound_goes_into_the_named_ruff_setting() -> None:
    assert _MaxArguments().ruff_settings({"max_args": 4}) == {"lint": {"pylint": {"max-args": 4}}}


def test_it_applies_only_above_the_default_bound_in_some_function() -> None:
    limit = _MaxArguments()
    assert not limit.applies_to("def f(a, b):\n    return a\n")
    assert limit.applies_to("def f(a):\n    return a\n\n\ndef g(a, b, c):\n    return a\n")
    assert not limit.applies_to("def f(a, b, c:\n")


@pytest.mark.parametrize(
    ("instruction_id", "section", "key"),
    [
        ("logic_1", "mccabe", "max-complexity"),
        ("logic_2", "pylint", "max-returns"),
        ("logic_3", "pylint", "max-branches"),
        ("logic_4", "pylint", "max-statements"),
    ],
)
def test_each_builtin_limit_sets_its_own_ruff_key_from_its_parameter(
    instruction_id: str, section: str, key: str
) -> None:
    instruction = get_instruction(instruction_id)
    assert isinstance(instruction, FunctionLimit)
    param = instruction.parameters[0].name
    assert instruction.ruff_settings({param: 7}) == {"lint": {section: {key: 7}}}


class _LimitedArguments(FunctionLimit):
    """The same limit declared in one line, as the built-ins are."""

    id = "test_limited_args"
    name = "limited_args"
    category = "logic"
    description = "At most N arguments."
    generation_prompt = "At most {max_args} arguments."
    edit_prompt = "Reduce arguments to {max_args}."
    limit = Limit(
        "PLR0913", "pylint.max-args", _MaxArguments.parameters[0], lambda func: len(func.args.args)
    )


def test_a_limit_declaration_fills_in_the_rule_setting_parameter_and_measure() -> None:
    limit = _LimitedArguments()
    assert limit.ruff_rules == ("PLR0913",)
    assert limit.parameters == _MaxArguments.parameters
    assert limit.hidden is None
    assert limit.ruff_settings({"max_args": 4}) == {"lint": {"pylint": {"max-args": 4}}}
    assert limit.applies_to("def f(a):\n    return a\n\n\ndef g(a, b, c):\n    return a\n")
