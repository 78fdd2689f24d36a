"""What a CodeAlignBench run covers (`vibebench run --suite codealign`), and its problem ids."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from vibebench.codealign._prompts import SETTING_NAMES

PROBLEM_SEPARATOR = "::"
"""Joins task id and entry id into the store's task id of one IF problem."""


class CodeAlignConfig(BaseModel):
    """What a CodeAlignBench run covers; the same config resumes the same run."""

    model_config = ConfigDict(frozen=True)

    name: str = "codealign"
    benchmarks: tuple[str, ...] = ("embedded",)
    models: tuple[str, ...] = ("reference",)
    """Model specs or offline baselines, optionally LABEL=SPEC."""
    judge: str | None = None
    """Model spec of the judge for judge-backed entries; None draws rule-based entries only."""
    k: int = Field(default=3, ge=1, le=20)
    """Entries drawn per first solution (balanced across types)."""
    samples: int = Field(default=1, ge=1)
    limit: int | None = Field(default=None, ge=1)
    first_solution: Literal["own", "reference"] = "own"
    """own: each model's first answer (the issue's follow-up); reference: the task's reference
    solution, so every model gets identical IF problems (the paper's pairwise view)."""
    settings: tuple[str, ...] = SETTING_NAMES
    seed: int = 0
    temperature: float = Field(default=0.0, ge=0.0, le=2.0)
    max_tokens: int | None = Field(default=None, ge=1)
    languages: tuple[str, ...] = ("python",)
    """Languages of the tasks: python, java, javascript (each benchmark in each language)."""
    execute: bool = True
    """Run every answer's unit tests in the sandbox (stored beside its verdict)."""

    def identity(self) -> dict[str, object]:
        """Everything but the models: a later command may add a model to the run.

        Python-only runs keep the identity they had before languages existed, so they resume.
        """
        exclude = {"models", "execute"}
        if self.languages == ("python",):
            exclude.add("languages")
        return {"suite": "codealign", **self.model_dump(mode="json", exclude=exclude)}


def problem_id(task_id: str, entry_id: str) -> str:
    """The store's task id of one IF problem."""
    return f"{task_id}{PROBLEM_SEPARATOR}{entry_id}"
