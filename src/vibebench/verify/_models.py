"""The verify stage's nouns: what extraction found and what each instruction decided.

All are frozen pydantic models so they round-trip through JSONL and cannot be edited after
the verdict is reached.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, field_validator

from vibebench._frozen import FrozenModel
from vibebench.instructions import InstructionSpec
from vibebench.instructions._strict import VerdictMode

ExtractionMethod = Literal["fence", "bare", "none"]
ErrorSource = Literal["response", "verifier", "environment"]


class Extraction(FrozenModel):
    """The solution code found in a model response, or why there is none."""

    code: str | None
    """The extracted code (newlines normalised to `\\n`), or None when none was found."""
    reason: str | None = None
    """Why no code was found (None when `code` is set)."""
    method: ExtractionMethod = "none"
    """How the code was found: a fenced block, bare code with no fence, or not at all."""
    blocks: int = 0
    """How many Python (or unlabelled) fenced blocks the response held."""
    parses: bool | None = None
    """Whether the chosen code compiles as Python (every code-level check needs it); None
    when not checked (no code, or the engine checks it later, in parallel with Ruff)."""
    cleaned_response: str = ""
    """The response with reasoning blocks removed and newlines normalised; response-level
    checks (doc_6) read this, so JSON inside a `<think>` block never counts."""


class Diagnostic(FrozenModel):
    """One finding that made an instruction fail."""

    rule: str | None
    """Ruff rule code (`E501`), `invalid-syntax` for a parse error, `strict` for a strict-mode
    check, None for Python checks."""
    line: int | None = None
    column: int | None = None
    message: str


class InstructionVerdict(FrozenModel):
    """Whether one response followed one instruction, and the evidence."""

    instruction_id: str
    params: dict[str, Any] = Field(default_factory=dict)
    """The complete parameters the check ran with (defaults filled in)."""
    passed: bool
    diagnostics: tuple[Diagnostic, ...] = ()
    """What caused a failure (empty when passed)."""
    error: str | None = None
    """Set when the check could not decide (no code, crash, Ruff failure); always a fail."""
    mode: VerdictMode = "paper"
    """How the verdict was reached: `paper` (the instruction as the Vibe Checker paper defines
    it by its Ruff rules) or `strict` (those rules plus the strict checks that close the
    routes a policy under RL finds around them; see docs/instructions.md)."""
    error_source: ErrorSource | None = None
    """Whom `error` blames: `response` when the response gave the check nothing to judge
    (no code, code that does not compile), `verifier` when the verifier itself failed (a
    crashing check, Ruff failing on this response, an unusable Ruff configuration),
    `environment` when Ruff could not run at all (it fails on a trivial file too): nothing
    about the response was judged. None when there is no error."""
    target_version: str | None = None
    """The Python version Ruff judged the code for (`py311`, Ruff's `target-version`): the
    interpreter running vibebench unless VIBEBENCH_TARGET_VERSION says otherwise. None for
    checks Ruff had no part in."""


class VerifyRequest(FrozenModel):
    """One response to verify against its instructions."""

    task_id: str = ""
    response: str
    instructions: tuple[InstructionSpec, ...] = ()

    @field_validator("instructions", mode="before")
    @classmethod
    def _accept_strings(cls, value: Any) -> Any:
        """Let callers write `"style_3:line_length=88"` where a spec is expected."""
        if isinstance(value, list | tuple):
            return tuple(
                InstructionSpec.parse(item) if isinstance(item, str) else item for item in value
            )
        return value


class ResponseVerdicts(FrozenModel):
    """Every instruction verdict for one response, in the order the instructions were given."""

    task_id: str = ""
    code_found: bool
    """Whether extraction found code; when False every verdict failed with `reason`."""
    reason: str | None = None
    """Why no code was found, or why it does not parse."""
    verdicts: tuple[InstructionVerdict, ...] = ()

    @property
    def followed(self) -> int:
        """How many instructions passed."""
        return sum(verdict.passed for verdict in self.verdicts)

    @property
    def all_passed(self) -> bool:
        """Whether every instruction passed (False when there were none to pass)."""
        return bool(self.verdicts) and self.followed == len(self.verdicts)

    @property
    def verifier_errors(self) -> tuple[InstructionVerdict, ...]:
        """The verdicts the verifier could not reach (a crash, a Ruff failure): failed, but
        through no fault of the response (an error not blamed on the response)."""
        return tuple(
            verdict
            for verdict in self.verdicts
            if verdict.error is not None and verdict.error_source != "response"
        )


class Reward(FrozenModel):
    """A training-loop reward for one response: the share of instructions it followed."""

    fraction_followed: float
    all_followed: bool
