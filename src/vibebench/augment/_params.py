"""Parameter choice and validation for selected instructions.

The paper asks a model for parameter values given each instruction's schema, then repairs
them by rule: unknown keys are dropped, invalid values reset to defaults. How often that
repair was needed (the invalid-parameter rate) is how the paper chose its selector model,
so it is counted per instruction and overall.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any

from vibebench._frozen import FrozenModel
from vibebench.augment._models import VibeTask
from vibebench.instructions import Instruction, InstructionSpec, ParamIssue, get_instruction

__all__ = [
    "InvalidParamRate",
    "ParamRateReport",
    "choose_recommended",
    "param_rates",
    "param_schema",
    "repair_params",
    "validated_specs",
]


def param_schema(instruction: Instruction) -> list[dict[str, Any]]:
    """The instruction's parameters as plain data for a selector prompt."""
    schema: list[dict[str, Any]] = []
    for spec in instruction.parameters:
        entry: dict[str, Any] = {
            "name": spec.name,
            "type": spec.type,
            "default": spec.default,
            "description": spec.description,
        }
        if spec.minimum is not None:
            entry["minimum"] = spec.minimum
        if spec.maximum is not None:
            entry["maximum"] = spec.maximum
        if spec.choices is not None:
            entry["choices"] = list(spec.choices)
        if spec.recommended:
            entry["recommended"] = list(spec.recommended)
        schema.append(entry)
    return schema


def choose_recommended(instruction: Instruction, rng: random.Random) -> dict[str, Any]:
    """A seeded pick among each parameter's recommended values, else its default."""
    chosen: dict[str, Any] = {}
    for spec in instruction.parameters:
        if spec.recommended:
            chosen[spec.name] = rng.choice(list(spec.recommended))
        else:
            chosen[spec.name] = spec.default
    return chosen


def repair_params(
    instruction_id: str,
    proposed: dict[str, Any] | None,
) -> tuple[dict[str, Any], list[ParamIssue]]:
    """Validate proposed values: drop unknown keys, reset invalid values, fill defaults."""
    return get_instruction(instruction_id).validate(proposed)


def validated_specs(
    kept_ids: Iterable[str],
    proposals: dict[str, dict[str, Any]],
) -> tuple[tuple[InstructionSpec, ...], dict[str, int], tuple[ParamIssue, ...]]:
    """Repair each kept instruction's proposed values.

    Returns the specs with complete, valid parameters, how many values were proposed per
    instruction (the rate's denominator; instructions without parameters count nothing),
    and every repair made.
    """
    specs: list[InstructionSpec] = []
    proposed: dict[str, int] = {}
    issues: list[ParamIssue] = []
    for instruction_id in kept_ids:
        values = proposals.get(instruction_id, {})
        clean, found = repair_params(instruction_id, values)
        specs.append(InstructionSpec(id=instruction_id, params=clean))
        if values:
            proposed[instruction_id] = len(values)
        issues.extend(found)
    return tuple(specs), proposed, tuple(issues)


class InvalidParamRate(FrozenModel):
    """How many proposed parameter values validation had to repair."""

    proposed: int
    invalid: int

    @property
    def rate(self) -> float | None:
        """invalid / proposed, or None when nothing was proposed."""
        return self.invalid / self.proposed if self.proposed else None


class ParamRateReport(FrozenModel):
    """Invalid-parameter rates of an augmented benchmark, overall and per instruction."""

    overall: InvalidParamRate
    per_instruction: dict[str, InvalidParamRate]


def param_rates(tasks: Iterable[VibeTask]) -> ParamRateReport:
    """Count proposed and repaired parameter values across the tasks."""
    proposed: dict[str, int] = {}
    invalid: dict[str, int] = {}
    for task in tasks:
        for instruction_id, count in task.proposed_params.items():
            proposed[instruction_id] = proposed.get(instruction_id, 0) + count
        for issue in task.param_issues:
            invalid[issue.instruction_id] = invalid.get(issue.instruction_id, 0) + 1
    ids = sorted(set(proposed) | set(invalid))
    per_instruction = {
        instruction_id: InvalidParamRate(
            proposed=proposed.get(instruction_id, 0),
            invalid=invalid.get(instruction_id, 0),
        )
        for instruction_id in ids
    }
    overall = InvalidParamRate(
        proposed=sum(proposed.values()),
        invalid=sum(invalid.values()),
    )
    return ParamRateReport(overall=overall, per_instruction=per_instruction)
