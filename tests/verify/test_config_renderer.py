"""ConfigRenderer writes exactly the ruff.toml that render_config writes, only faster."""

from __future__ import annotations

import random
from typing import Any

from vibebench.instructions import Instruction, InstructionSpec, all_instructions, get_instruction
from vibebench.verify import VerifyRequest
from vibebench.verify._config import ConfigRenderer, RuffGroup, render_config, ruff_unit
from vibebench.verify._engine import _Plan, _plan_ruff, _resolve
from vibebench.verify._extract import extract_code


def _params(instruction: Instruction, rng: random.Random) -> dict[str, Any]:
    """A valid value for every parameter that has an obvious one (else the default)."""
    values: dict[str, Any] = {}
    for spec in instruction.parameters:
        if spec.recommended:
            values[spec.name] = rng.choice(spec.recommended)
        elif spec.choices:
            values[spec.name] = rng.choice(spec.choices)
        elif spec.type == "int" and spec.minimum is not None and spec.maximum is not None:
            values[spec.name] = rng.randint(spec.minimum, spec.maximum)
    return values


LONG_COMMENT = "100% of the format: " + "x" * 300
"""Over every line limit, with `%` and `format`: no check is decided without Ruff, so every
unit is planned into a folder."""


def _groups(count: int, seed: int) -> list[RuffGroup]:
    """The folders the engine plans for `count` responses with 6 random instructions each."""
    rng = random.Random(seed)
    registry = all_instructions()
    requests = [
        VerifyRequest(
            response=f"```python\ndef f(x):\n    return x  # {LONG_COMMENT}\n```\n",
            instructions=[
                InstructionSpec(id=item.id, params=_params(item, rng))
                for item in rng.sample(registry, 6)
            ],
        )
        for _ in range(count)
    ]
    resolved = _resolve(requests, get_instruction)
    extractions = [extract_code(request.response, check_syntax=False) for request in requests]
    groups, _ = _plan_ruff(_Plan(), range(count), resolved, extractions, "py311")
    return groups


def test_every_planned_folder_gets_the_same_text_from_both_renderers() -> None:
    groups = _groups(400, seed=3)
    assert sum(len(group.units) > 1 for group in groups) > 100, "multi-unit folders are the point"
    renderer = ConfigRenderer()
    assert [renderer.render(group) for group in groups] == [
        render_config(group) for group in groups
    ]


def test_two_linters_tables_follow_the_joint_selection() -> None:
    group = RuffGroup(response=0)
    group.add(ruff_unit((0, 0), "a", ("PLR0912",), {"lint": {"pylint": {"max-branches": 3}}}))
    group.add(
        ruff_unit((0, 1), "b", ("Q000",), {"lint": {"flake8-quotes": {"inline-quotes": "single"}}})
    )
    text = ConfigRenderer().render(group)
    assert text == render_config(group)
    assert text.endswith(
        '[lint]\nselect = ["PLR0912", "Q000"]\n'
        "[lint.pylint]\nmax-branches = 3\n"
        '[lint.flake8-quotes]\ninline-quotes = "single"\n'
    )
